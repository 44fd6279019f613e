# Names the firmware does not keep on the board: each string number and each constant read only
# within its module (or only by tests) is a private const() that mpy-cross folds away, since a
# public one is a module attribute and a name the .mpy install interns for good. The string
# numbers all agree with the one table in firmware/app/lang/text.py.
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, os.path.join(ROOT, "firmware"))

import consts  # noqa: E402
import text_ids  # noqa: E402

_BLOCK = "# Text numbers:"


def _blocks():
    """(file, line number, name, number) of every constant in a module's text numbers block."""
    found = []
    for d, _, files in os.walk(os.path.join(ROOT, "firmware")):
        for f in sorted(files):
            if not f.endswith(".py"):
                continue
            path = os.path.join(d, f)
            with open(path, encoding="utf-8") as fh:
                lines = fh.read().split("\n")
            for i, line in enumerate(lines):
                if line.startswith(_BLOCK):
                    j = i + 1
                    while j < len(lines) and lines[j].strip():
                        m = consts.PRIVATE.match(lines[j])
                        if not m:
                            raise AssertionError("%s:%d: not a text number: %r"
                                                 % (path, j + 1, lines[j]))
                        found.append((os.path.relpath(path, ROOT), j + 1, m.group(1),
                                      int(m.group(2))))
                        j += 1
    return found


def test_every_module_names_each_string_by_the_tables_number():
    found = _blocks()
    assert len({f for f, _, _, _ in found}) >= 15, "the screens' modules all have a block"
    wrong = ["%s:%d: _%s = %d, the table says %s" % (f, n, name, num, text_ids.NUMBERS.get(name))
             for f, n, name, num in found if text_ids.NUMBERS.get(name) != num]
    assert not wrong, "\n".join(wrong)


def test_no_module_reads_a_string_number_as_an_attribute_of_text():
    # text.py has no such attributes any more: T.HINT would fail only when that screen is drawn.
    pattern = re.compile(r"\b(?:T|text)\.([A-Z][A-Z0-9_]*)\b")
    seen = []
    for d, _, files in os.walk(os.path.join(ROOT, "firmware")):
        for f in files:
            if f.endswith(".py"):
                with open(os.path.join(d, f), encoding="utf-8") as fh:
                    for n, line in enumerate(fh, 1):
                        seen += ["%s:%d %s" % (f, n, m) for m in pattern.findall(line)
                                 if m in text_ids.NUMBERS]
    assert not seen, seen


def test_the_table_numbers_every_string_of_every_language():
    # Through text.load, as the app loads one (a module held here would stay loaded for good).
    from app.lang import text
    for i, code in enumerate(text.CODES):
        assert len(text.load(i).S) == len(text_ids.NUMBERS), code


def test_a_table_out_of_order_is_refused_naming_its_line(tmp_path):
    bad = tmp_path / "text.py"
    bad.write_text("#   0 FIRST\n#   2 THIRD\n")
    try:
        text_ids.read(str(bad))
    except ValueError as e:
        assert "line 2" in str(e) and "expected 1" in str(e)
    else:
        raise AssertionError("a gap in the numbers passed")


def test_consts_reads_a_private_constant_and_names_a_missing_one():
    assert consts.of("app.frame.ui", "ASLEEP") == 1
    assert consts.of("app.frame.buttons", "REPEAT_DELAY", "REPEAT_EVERY") == (10, 4)
    try:
        consts.of("app.frame.ui", "NO_SUCH")
    except KeyError as e:
        assert "app.frame.ui" in str(e) and "_NO_SUCH" in str(e)
    else:
        raise AssertionError("a missing constant passed")


def test_every_public_constant_is_read_by_name_outside_its_module_and_the_firmware():
    # A public const() stays an attribute of its module, its name a qstr the .mpy install keeps
    # for good. One read only inside its module (or only by tests, through tools/consts.py) is
    # private, so mpy-cross folds it away; so is one read only by firmware modules: each reader
    # keeps a copy (checked below). Public stay those the simulator, tools or web page read,
    # and those both other firmware modules and the tests read by name (CAPACITY, COLS, ...).
    # config.py is the builder's wiring, read by name in docs/hardware.md.
    public = re.compile(r"^([A-Z][A-Z0-9_]*) = const\(", re.M)
    texts = {}
    for top in ("firmware", "sim", "tools", "web", "tests"):
        for d, _, files in os.walk(os.path.join(ROOT, top)):
            for f in files:
                if f.endswith((".py", ".mjs", ".js")):
                    path = os.path.join(d, f)
                    with open(path, encoding="utf-8") as fh:
                        texts[os.path.relpath(path, ROOT)] = fh.read()
    alone = []
    for path, text in texts.items():
        if not path.startswith("firmware") or path == os.path.join("firmware", "config.py"):
            continue
        for name in public.findall(text):
            word = re.compile(r"\b%s\b" % name)
            read = [p.split(os.sep)[0] for p, t in texts.items() if p != path and word.search(t)]
            if not [p for p in read if p not in ("firmware", "tests")] and not (
                    "firmware" in read and "tests" in read):
                alone.append("%s: %s" % (path, name))
    assert not alone, ("public constants only their module, the tests or other firmware "
                       "modules read:\n" + "\n".join(sorted(alone)))


_COPIED = re.compile(r"^# Constants of (\S+) \(tests/test_firmware_names.py")
_CONST = re.compile(r"^_([A-Z][A-Z0-9_]*) = const\((.+)\)$")


def _copies():
    """(file, line number, module path, name, expression) of every constant in a block copying
    another module's private constants (`# Constants of games/cutthroat.py (...`)."""
    found = []
    for d, _, files in os.walk(os.path.join(ROOT, "firmware")):
        for f in sorted(files):
            if not f.endswith(".py"):
                continue
            path = os.path.join(d, f)
            with open(path, encoding="utf-8") as fh:
                lines = fh.read().split("\n")
            for i, line in enumerate(lines):
                m = _COPIED.match(line)
                if not m:
                    continue
                j = i + 1
                while j < len(lines) and lines[j].strip():
                    c = _CONST.match(lines[j])
                    if not c:
                        raise AssertionError("%s:%d: not a copied constant: %r"
                                             % (path, j + 1, lines[j]))
                    found.append((os.path.relpath(path, ROOT), j + 1, m.group(1), c.group(1),
                                  c.group(2)))
                    j += 1
    return found


def _defined(rel):
    # {NAME: expression} of a firmware module's `_NAME = const(expression)` lines.
    with open(os.path.join(ROOT, "firmware", rel), encoding="utf-8") as fh:
        return {m.group(1): m.group(2).split("  #")[0].rstrip()
                for m in (_CONST.match(line.split("  #")[0].rstrip()) for line in fh) if m}


def test_every_copied_constant_agrees_with_the_module_it_copies():
    found = _copies()
    assert len({f for f, _, _, _, _ in found}) >= 15, "the readers of shared constants copy them"
    wrong = []
    for f, n, rel, name, expr in found:
        own = _defined(rel).get(name)
        if own != expr:
            wrong.append("%s:%d: _%s = const(%s), %s has %s" % (f, n, name, expr, rel,
                                                                 own and "const(%s)" % own))
    assert not wrong, "\n".join(wrong)


def test_a_copy_that_disagrees_is_named(tmp_path, monkeypatch):
    # The check above reads the copies' blocks; one wrong value is found and named.
    rel = "games/cutthroat.py"
    defined = _defined(rel)
    assert defined["DOUBLE_BLANK"] == "0" and defined["BONEYARD_TILES"] == "14"
    monkeypatch.setattr(sys.modules[__name__], "_defined",
                        lambda r: dict(defined, BONEYARD_TILES="13") if r == rel else {})
    try:
        test_every_copied_constant_agrees_with_the_module_it_copies()
    except AssertionError as e:
        assert "cutthroat_world.py" in str(e) and "_BONEYARD_TILES = const(14)" in str(e)
    else:
        raise AssertionError("a copy that disagrees passed")
