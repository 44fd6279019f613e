# The layers run core -> games -> ai -> app: a lower layer never imports a higher one.
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IMPORT = re.compile(r"^\s*(?:from|import)\s+([A-Za-z_][\w.]*)", re.M)


def _imports(folder):
    out = []
    base = os.path.join(ROOT, "firmware", folder)
    for name in sorted(os.listdir(base)):
        if name.endswith(".py"):
            with open(os.path.join(base, name), encoding="utf-8") as f:
                for m in IMPORT.finditer(f.read()):
                    out.append((folder + "/" + name, m.group(1).split(".")[0]))
    return out


def test_games_and_core_import_no_ai_and_no_app():
    bad = [(f, mod) for folder in ("core", "games") for f, mod in _imports(folder)
           if mod in ("ai", "app", "match")]
    assert bad == [], bad


def test_ai_imports_no_app():
    bad = [(f, mod) for f, mod in _imports("ai") if mod in ("app", "match")]
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
        files = ["games/%s.py" % m, "games/%s_spec.py" % m, "ai/%s.py" % m, "app/view_%s.py" % m]
        if "hard" in registry.get(name).levels:
            files.append("ai/%s_hard.py" % m)
        missing += [f for f in files if not os.path.exists(os.path.join(ROOT, "firmware", f))]
    assert missing == [], missing
