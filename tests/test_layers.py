# The layers run core -> games -> ai -> app: a lower layer never imports a higher one.
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IMPORT = re.compile(r"^\s*(?:from|import)\s+([A-Za-z_][\w.]*)", re.M)


def _imports(folder):
    """(file, top-level module) for every import statement in firmware/<folder>, subfolders
    included."""
    out = []
    base = os.path.join(ROOT, "firmware", folder)
    for dirpath, dirnames, filenames in os.walk(base):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for name in sorted(filenames):
            if name.endswith(".py"):
                path = os.path.join(dirpath, name)
                with open(path, encoding="utf-8") as f:
                    for m in IMPORT.finditer(f.read()):
                        out.append((os.path.relpath(path, os.path.join(ROOT, "firmware")),
                                    m.group(1).split(".")[0]))
    return out


def _modules():
    """{module name: path} of every firmware module (packages by their __init__)."""
    mods = {}
    base = os.path.join(ROOT, "firmware")
    for dirpath, dirnames, filenames in os.walk(base):
        dirnames[:] = [d for d in dirnames if d != "__pycache__"]
        for name in filenames:
            if name.endswith(".py") and name != "manifest.py":
                path = os.path.join(dirpath, name)
                mod = os.path.relpath(path, base)[:-3].replace(os.sep, ".")
                mods[mod[:-9] if mod.endswith(".__init__") else mod] = path
    return mods


def import_graph():
    """{module: set of firmware modules it imports}, counting every import statement, those
    inside functions (lazy imports) too: `from a.b import c` is an edge to a.b.c when that is a
    module, else to a.b."""
    import ast
    mods = _modules()
    edges = {}
    for mod, path in mods.items():
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
        got = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                got.update(a.name for a in node.names if a.name in mods)
            elif isinstance(node, ast.ImportFrom) and node.module:
                for a in node.names:
                    full = node.module + "." + a.name
                    if full in mods:
                        got.add(full)
                    elif node.module in mods:
                        got.add(node.module)
        got.discard(mod)
        edges[mod] = got
    return edges


def circles(edges):
    """The import circles of a graph: each a sorted list of the modules that reach one another
    (Tarjan's strongly connected components of more than one module)."""
    index = {}
    low = {}
    stack = []
    on = set()
    found = []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_no_firmware_modules_import_each_other_in_a_circle():
    # The frame loop knows no screen and no screen another: they meet through app/screens'
    # registry of names, so each module can be read alone (lazy imports count here too).
    assert circles(import_graph()) == []


def test_the_circle_finder_finds_circles():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_every_firmware_ai_and_app_file_is_at_most_450_lines():
    long = []
    for folder in ("ai", "app"):
        for dirpath, _dirs, filenames in os.walk(os.path.join(ROOT, "firmware", folder)):
            for name in filenames:
                if name.endswith(".py"):
                    with open(os.path.join(dirpath, name), encoding="utf-8") as f:
                        n = len(f.read().splitlines())
                    if n > 450:
                        long.append((os.path.join(dirpath, name), n))
    assert long == [], long


def test_the_app_folder_shows_its_parts():
    # The screen framework, the screens, the game views, the languages and the storage, each a
    # package of its own; nothing else but the package's front door lies at the top.
    base = os.path.join(ROOT, "firmware", "app")
    top = sorted(n for n in os.listdir(base) if n != "__pycache__")
    assert top == ["__init__.py", "frame", "game", "lang", "screens", "store"], top


def test_games_and_core_import_no_ai_and_no_app():
    bad = [(f, mod) for folder in ("core", "games") for f, mod in _imports(folder)
           if mod in ("ai", "app", "match", "match_log")]
    assert bad == [], bad


def test_ai_imports_no_app():
    bad = [(f, mod) for f, mod in _imports("ai") if mod in ("app", "match", "match_log")]
    assert bad == [], bad


def test_tools_import_nothing_from_tests():
    # tools/ serves the tests, never the other way: no tools script imports a tests/ module or
    # puts a tests/ folder on its path. (tools/mpy.mjs copies tests/ into the VM to run them,
    # and gives scripts firmware/ and tools/ only.)
    test_modules = set()
    for folder in ("tests", os.path.join("tests", "core")):
        for name in os.listdir(os.path.join(ROOT, folder)):
            if name.endswith(".py"):
                test_modules.add(name[:-3])
    bad = []
    base = os.path.join(ROOT, "tools")
    for name in sorted(os.listdir(base)):
        if name.endswith(".py"):
            with open(os.path.join(base, name), encoding="utf-8") as f:
                text = f.read()
            bad += [(name, m.group(1)) for m in IMPORT.finditer(text)
                    if m.group(1).split(".")[0] in test_modules]
            if '"tests/core"' in text or '"tests", "core"' in text:
                bad.append((name, "tests/core on its path"))
    with open(os.path.join(base, "mpy.mjs"), encoding="utf-8") as f:
        vm_path = [line for line in f if "const vmPath" in line]
    assert len(vm_path) == 1 and "tests" not in vm_path[0], vm_path
    assert bad == [], bad


def test_each_game_is_the_files_its_name_gives():
    # games.registry, ai.levels and app.views find a game's modules by its name alone
    # (docs/adding-a-game.md): the files must be there under that name.
    import sys
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    from games import registry
    missing = []
    for name in registry.NAMES:
        m = registry.module(name)
        files = ["games/%s.py" % m, "games/%s_spec.py" % m, "ai/%s.py" % m,
                 "app/game/view_%s.py" % m]
        if "hard" in registry.get(name).levels:
            files.append("ai/%s_hard.py" % m)
        missing += [f for f in files if not os.path.exists(os.path.join(ROOT, "firmware", f))]
    assert missing == [], missing
