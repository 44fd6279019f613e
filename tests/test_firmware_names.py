# Names the firmware does not keep on the board: each string number and each constant read only
# within its module (or only by tests) is a private const() that mpy-cross folds away, since a
# public one is a module attribute and a name the .mpy install interns for good. The string
# numbers all agree with the one table in firmware/app/lang/text.py.
import os
import re

import consts  # tools/, on sys.path after firmware/ (conftest.py)
import text_ids

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
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


def test_every_public_constant_is_read_by_another_module_not_only_by_tests():
    # A public const() stays an attribute of its module, its name a qstr the .mpy install keeps
    # for good; one read only inside its module (or only by tests, through tools/consts.py) is
    # private, so mpy-cross folds it away.
    public = re.compile(r"^([A-Z][A-Z0-9_]*) = const\(", re.M)
    texts = {}
    for top in ("firmware", "sim", "tools", "web"):
        for d, _, files in os.walk(os.path.join(ROOT, top)):
            for f in files:
                if f.endswith((".py", ".mjs", ".js")):
                    path = os.path.join(d, f)
                    with open(path, encoding="utf-8") as fh:
                        texts[os.path.relpath(path, ROOT)] = fh.read()
    alone = []
    for path, text in texts.items():
        if not path.startswith("firmware"):
            continue
        for name in public.findall(text):
            word = re.compile(r"\b%s\b" % name)
            if not any(word.search(t) for p, t in texts.items() if p != path):
                alone.append("%s: %s" % (path, name))
    assert not alone, "public constants nothing else reads:\n" + "\n".join(sorted(alone))
