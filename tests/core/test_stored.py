# The settings file and the console's other small files: read strictly, set aside when damaged,
# and the console always boots (app/store/stored.py, ui.App._load_settings and save_settings).
import os
import check
import damaged
from fake_board import FakeBoard, fresh_dir
from app_helpers import choose
from app.store import records, stored
from app.frame import ui
from app.lang import text as T
from app.frame.buttons import A, B, DOWN, RIGHT
import text_ids

# Not the defaults (0, 3, 2), so a file that is read shows.
GOOD = b'{"lang": 1, "contrast": 5, "leds": 4}'
DEFAULTS = (0, 3, 2)
LIMITS = {"lang": len(T.CODES), "contrast": 6, "leds": 6}


def _boot(d, data):
    """A new App on a board in folder d whose settings file holds data (bytes)."""
    board = FakeBoard(d)
    with open(board.SETTINGS_PATH, "wb") as f:
        f.write(data)
    a = ui.App(board, seed=1)
    a.tick()
    return a


def _levels(a):
    return (a.lang, a.contrast, a.leds)


def _exact(a, what):
    for v, n in ((a.lang, len(T.CODES)), (a.contrast, 6), (a.leds, 6)):
        check.true(type(v) is int and 0 <= v < n, "%s: level %r" % (what, v))
    check.eq(a.error, None, what + ": no internal error")
    check.eq(a.mode, ui.MENU, what + ": the menu")


def _refused(d, data, what):
    """Boot on data: the defaults, an exact int each, and the file set aside."""
    a = _boot(d, data)
    _exact(a, what)
    check.eq(_levels(a), DEFAULTS, what + ": defaults")
    names = os.listdir(d)
    check.true("settings.json" not in names and "settings.json.bad" in names,
               what + ": set aside, %r" % names)
    os.remove(d + "/settings.json.bad")
    return a


def test_the_settings_the_firmware_writes_are_read_back():
    d = fresh_dir("stored_good")
    check.eq(_levels(_boot(d, GOOD)), (1, 5, 4), "read")
    check.eq(_levels(_boot(d, b'{"leds": 0}')), (0, 3, 0), "a level not written: its default")
    check.true("settings.json" in os.listdir(d), "kept")


def test_a_level_of_any_other_type_or_range_boots_with_the_defaults():
    # 3.0 and true pass `in (0, 1, ...)`: {"contrast": 3.0} stopped App() with a TypeError.
    d = fresh_dir("stored_types")
    for key in ("lang", "contrast", "leds"):
        for value in damaged.NOT_WHOLE + damaged.OUT_OF_RANGE + (str(LIMITS[key]),):
            levels = {"lang": "1", "contrast": "5", "leds": "4"}
            levels[key] = value
            text = '{"lang": %s, "contrast": %s, "leds": %s}' % (
                levels["lang"], levels["contrast"], levels["leds"])
            _refused(d, text.encode(), text)


def test_a_damaged_settings_file_boots_with_the_defaults():
    d = fresh_dir("stored_shapes")
    for what, data in damaged.shapes(GOOD) + [("unknown key", b'{"lang": 1, "sound": 1}')]:
        _refused(d, data, what)


def test_a_mutated_settings_file_is_read_whole_or_not_at_all():
    d = fresh_dir("stored_mutated")
    refused = 0
    for data in damaged.mutations(GOOD, 21, 150):
        what = repr(data)
        a = _boot(d, data)
        _exact(a, what)
        want = _oracle(data)
        if want is None:
            refused += 1
            check.eq(_levels(a), DEFAULTS, what + ": defaults")
            check.true("settings.json" not in os.listdir(d), what + ": set aside")
        else:
            check.eq(_levels(a), want, what + ": read")
            check.true("settings.json" in os.listdir(d), what + ": kept")
    check.true(20 < refused < 150, "%d of 150 refused: both kinds tried" % refused)


def _oracle(data):
    """The levels a settings file gives, by the rule written out here again: a JSON object of
    at most 4 KB whose keys are levels, each an int in range; else None."""
    import json
    try:
        d = json.loads(data.decode()) if len(data) <= 4096 else None
    except Exception:  # any reason at all: not a file the firmware reads
        return None
    if type(d) is not dict:
        return None
    for k in d:
        if k not in LIMITS or type(d[k]) is not int or not 0 <= d[k] < LIMITS[k]:
            return None
    return (d.get("lang", 0), d.get("contrast", 3), d.get("leds", 2))


def test_leds_as_a_float_no_longer_fail_every_lit_frame():
    # {"leds": 2.0} booted, then every frame that lit an LED gave "Internal error".
    d = fresh_dir("stored_leds")
    a = _boot(d, b'{"leds": 2.0}')
    a.start("seven-rocks", 3, [("human", None)] * 4)
    for _ in range(30):
        a.press(A)
        a.tick()
    check.eq(a.error, None, "no internal error")
    check.true(a.board.pixels.writes > 0 and a.mode != ui.MESSAGE, "LEDs lit, game on")


def _settings_screen(a):
    a.press(DOWN)
    a.tick()
    choose(a, text_ids.SETTINGS)
    check.eq(a.mode, ui.SETTINGS, "settings")


def test_a_folder_at_settings_json_boots_and_the_next_settings_are_kept():
    d = fresh_dir("stored_folder")
    os.mkdir(d + "/settings.json")
    with open(d + "/settings.json/x", "w") as f:
        f.write(GOOD.decode())
    a = ui.App(FakeBoard(d), seed=1)
    a.tick()
    _exact(a, "folder")
    check.eq(_levels(a), DEFAULTS, "defaults")
    _settings_screen(a)
    a.press(RIGHT)  # the language
    a.tick()
    a.press(B)  # back: saved
    a.tick()
    check.eq(a.error, None, "saved without error")
    check.eq(_levels(ui.App(FakeBoard(d), seed=1)), (1, 3, 2), "kept for the next boot")
    check.eq(os.listdir(d + "/settings.json.bad"), ["x"], "the folder set aside whole")


def test_a_settings_file_that_cannot_be_written_never_stops_the_console():
    for block in ("folder", "tmp folder"):
        d = fresh_dir("stored_unwritable")
        board = FakeBoard(d)
        if block == "folder":
            board.SETTINGS_PATH = d + "/missing/settings.json"
        else:
            os.mkdir(d + "/settings.json.tmp")
            os.mkdir(d + "/settings.json.tmp/x")
        a = ui.App(board, seed=1)
        a.tick()
        _settings_screen(a)
        a.press(RIGHT)
        a.tick()
        a.press(B)
        a.tick()
        check.eq((a.error, a.mode), (None, ui.MENU), block + ": back to the menu")
        check.eq(_levels(ui.App(board, seed=1)), DEFAULTS, block + ": defaults next boot")


def _put(p, what):
    """Make what at p: "file", "empty folder" or "full folder" (a folder holding a file)."""
    if what == "file":
        with open(p, "w") as f:
            f.write("old")
        return
    os.mkdir(p)
    if what == "full folder":
        with open(p + "/kept", "w") as f:
            f.write("old")


# What stands at NAME.bad, NAME.bad1, NAME.bad2 before NAME is set aside, and where NAME goes.
_IN_THE_WAY = (
    ((), ".bad"),
    (("file",), ".bad"),
    (("empty folder",), ".bad"),
    (("full folder",), ".bad1"),
    (("full folder", "file"), ".bad1"),
    (("full folder", "full folder"), ".bad2"),
    (("full folder", "full folder", "full folder"), None),
)


def test_set_aside_always_gets_the_damaged_file_out_of_the_way():
    for name in ("settings.json", "records.json", "save.jsonl"):
        for kind in ("file", "full folder"):
            for taken, goes in _IN_THE_WAY:
                d = fresh_dir("stored_aside")
                p = d + "/" + name
                for i in range(len(taken)):
                    _put(p + stored.BAD_SUFFIXES[i], taken[i])
                _put(p, kind)
                what = "%s a %s, %r in the way" % (name, kind, taken)
                check.eq(stored.set_aside(p), None if goes is None else p + goes, what)
                check.true(name not in os.listdir(d), what + ": gone")
                if goes is not None:
                    check.eq(_is_folder(p + goes), kind == "full folder", what + ": moved")


def _is_folder(p):
    return os.stat(p)[0] & 0x4000 != 0


def test_a_damaged_file_is_set_aside_past_a_folder_in_the_way_and_boots_clean_next_time():
    # A full folder at records.json.bad kept a damaged records file in place: every visit to
    # Records refused it again. The same for the settings.
    d = fresh_dir("stored_next")
    for name in ("settings.json.bad", "records.json.bad"):
        _put(d + "/" + name, "full folder")
    with open(d + "/records.json", "w") as f:
        f.write('{"seven-rocks": 1}')
    a = _boot(d, b'{"lang": 1.0}')
    check.eq(_levels(a), DEFAULTS, "defaults")
    check.eq(records.load(d + "/records.json"), {}, "no records")
    names = os.listdir(d)
    for name in ("settings.json", "records.json"):
        check.true(name not in names and name + ".bad1" in names, name + " set aside")
        check.eq(os.listdir(d + "/" + name + ".bad"), ["kept"], name + ": the folder kept")
