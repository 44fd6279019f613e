# On the emulated Pico, on both installs: sleep and waking, powering down, the battery warning,
# and the past games kept on flash.
import os
import subprocess
import sys
import tempfile

import pico

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import consts  # noqa: E402

MINUTE_FRAMES, OFF_FRAMES = consts.of("app.frame.ui", "MINUTE_FRAMES", "OFF_FRAMES")
SEATS = '[("human", None), ("ai", "easy"), ("human", None), ("ai", "easy")]'
# A game of two people and two AIs up to its first hand-off, then the real frame loop (App.run
# on the real board) with the idle count set `AHEAD` frames short of `DUE`: the sleep time (the
# setting's shortest, a minute) or the power-down, so that the chip gets there in a second or so
# instead of minutes. The number of saved lines at the hand-off is printed first.
SLEEP_SCRIPT = """
import json
import board
from app.frame import ui
from app.store import readback
app = ui.App(board)
app.start("seven-rocks", 7, %s)
while app.mode != ui.HANDOFF:
    if app.mode == ui.SHOW:
        app.press(ui.A)
    app.tick()
app.tick()
print("@@" + json.dumps({"saved": len(list(readback.saved_lines(board.SAVE_PATH)))}))
app.sleep = 0
app.idle = %%d - 25
app.run()
""" % SEATS


def _what(run, since=0):
    """The display's power commands after `since` ms, in order."""
    return [d["what"] for d in run["display_log"] if d["ms"] > since]


def _at(run, what, since=0):
    return [d["ms"] for d in run["display_log"] if d["what"] == what and d["ms"] > since][0]


def _dark(leds):
    return all(c == [0, 0, 0] for c in leds["rgb"])


def test_idle_turns_the_display_off_and_naps_and_a_press_wakes_the_same_frame(install, tmp_path):
    after = str(tmp_path / "after.img")
    run = install.run(script=SLEEP_SCRIPT % MINUTE_FRAMES, keys="w6000 A w1500 A",
                      linger=1500, fs_out=after, timeout=60)
    assert run["exit"] == 0 and "error" not in run, run.get("error", run["stderr"][-2000:])
    first, second = run["presses"]
    booted = _at(run, "on")  # the driver's set-up
    asleep = _at(run, "off", booted)
    woke = _at(run, "on", asleep)
    assert _what(run, booted) == ["off", "pump-off", "pump-on", "on"], run["display_log"]
    assert asleep < first["ms"] <= woke < first["ms"] + 20, "a press wakes it at once"
    # Asleep: a nap of machine.lightsleep each frame (40 ms and a tick), the LEDs dark.
    naps = [t for t in run["lightsleeps"] if asleep <= t <= first["ms"]]
    assert len(naps) >= (first["ms"] - asleep) / 50, (len(naps), asleep, first["ms"])
    gaps = [b - a for a, b in zip(naps, naps[1:])]
    assert 40 <= min(gaps) and max(gaps) < 60, gaps
    dark = [e for e in run["leds"] if asleep <= e["ms"] <= woke]
    assert dark and all(_dark(e) for e in dark), "the LEDs out"
    lit = [e for e in run["leds"] if e["ms"] < asleep][-1]
    back = [e for e in run["leds"] if woke <= e["ms"] < second["ms"]]
    assert back and back[0]["rgb"] == lit["rgb"], "the LEDs as they were"
    # The hand-off frame is the one shown on waking: nothing drawn between, the waking press
    # did nothing else; the next press shows the hand.
    shown = [f for f in run["frames"] if f["ms"] < second["ms"]]
    assert shown[-1]["ms"] < asleep, "no frame sent while asleep or on waking"
    assert [f for f in run["frames"] if f["ms"] > second["ms"]], "the second press acts"
    assert first["frame"] == second["frame"], "still the hand-off when the second press came"
    saved = run["records"][0]["saved"]
    assert len(pico.saved_game(after)) == saved, "the save as it was"


def test_a_long_idle_powers_down_and_a_press_resumes_the_game_as_after_a_power_cut(install,
                                                                                   tmp_path):
    down = str(tmp_path / "down.img")
    run = install.run(script=SLEEP_SCRIPT % OFF_FRAMES, keys="w8000 A w1500 A", linger=1500,
                      timeout=60)
    assert run["exit"] == 0 and "error" not in run, run.get("error", run["stderr"][-2000:])
    first, second = run["presses"]
    booted = _at(run, "on")
    asleep = _at(run, "off", booted)
    woke = _at(run, "on", asleep)
    assert asleep < first["ms"] <= woke < first["ms"] + 20, "a press wakes it at once"
    # A second of naps of a frame, then powered down: naps of 250 ms.
    naps = [t for t in run["lightsleeps"] if asleep + 1500 <= t <= first["ms"]]
    gaps = [b - a for a, b in zip(naps, naps[1:])]
    assert gaps and 250 <= min(gaps) and max(gaps) < 280, gaps
    shown = [f for f in run["frames"] if f["ms"] < second["ms"]]
    assert shown[-1]["ms"] < asleep and first["frame"] == second["frame"], "the same hand-off"
    assert [f for f in run["frames"] if f["ms"] > second["ms"]], "the game goes on"
    handoff = shown[-1]["hex"]
    # Powered down, the flash holds the game: the battery running out there (the run stops, its
    # flash kept), the next boot's Continue is that hand-off again. (--boot keeps main.py on the
    # board; the script runs once USB is up and interrupts it.)
    cut = install.run(script=SLEEP_SCRIPT % OFF_FRAMES, boot=True, interrupt_at=0,
                      keys="w6000", linger=0, fs_out=down, timeout=60)
    assert _what(cut, _at(cut, "on"))[-2:] == ["off", "pump-off"], "powered down at the end"
    boot = install.run(boot=True, fs_in=down, keys="A", settle=600, linger=3000, timeout=30)
    assert "Traceback" not in boot["stdout"], boot["stdout"]
    assert boot["frames"][-1]["hex"] == handoff, "Continue resumes the very hand-off"


def _level(install, vsys):
    run = install.run(script="import board\nprint('@@{\"level\": %d}' % board.battery())\n",
                      vsys=vsys, timeout=20)
    assert "error" not in run, run.get("error")
    return run["records"][0]["level"]


def _menu_frames(battery, ticks):
    """The simulator's distinct frames over `ticks` frames from boot, on that battery."""
    for p in (os.path.join(ROOT, "firmware"), os.path.join(ROOT, "sim", "shim"), ROOT):
        if p not in sys.path:
            sys.path.insert(0, p)
    from app.frame.ui import App, FRAME_MS
    from sim.board import Board
    frames = []
    with tempfile.TemporaryDirectory() as d:
        board = Board(virtual=True, save_dir=d, battery=battery)
        app = App(board)
        for _ in range(ticks):
            app.tick()
            board.advance(FRAME_MS)
            if not frames or frames[-1] != board.display.frame:
                frames.append(board.display.frame)
    return [f.hex() for f in frames]


def test_a_low_battery_is_told_once_and_the_menu_shows_its_mark(install):
    level = _level(install, 3200)
    assert 0 < level <= 10, level
    # 14 s: the warning's 4 s, then a reading every 10 s that says nothing more.
    run = install.run(boot=True, vsys=3200, timeout=14)
    assert "Traceback" not in run["stdout"], run["stdout"]
    frames = _drawn(run)
    assert [f["hex"] for f in frames] == _menu_frames(level, 14 * 25), \
        "the warning, then the menu with its mark"
    assert len(frames) == 2
    assert abs(frames[1]["ms"] - frames[0]["ms"] - 4000) < 200, "for 4 s"
    high = _level(install, 4000)
    full = install.run(boot=True, vsys=4000, timeout=3)
    assert [f["hex"] for f in _drawn(full)] == _menu_frames(high, 3 * 25), "no warning"


def _drawn(run):
    """The frames the app drew: the driver's blank one at its set-up left out."""
    return [f for f in run["frames"] if f["hex"].strip("0")]


# 25 two-AI games of Cutthroat played to their ends on the chip, as tests/core/play_out.py plays
# them (its text goes first, so the chip plays them as the core tests do).
with open(os.path.join(ROOT, "tests", "core", "play_out.py"), encoding="utf-8") as _f:
    GAMES_SCRIPT = _f.read() + """
import json
import config
for seed in range(25):
    finish("cutthroat", seed, 2, 1, (), [("ai", "easy"), ("ai", "easy")], config.SAVE_PATH)
    print("@@" + json.dumps({"done": seed}))
"""


def test_25_finished_games_leave_the_last_20_logs_and_each_replays(install, tmp_path):
    image = str(tmp_path / "games.img")
    run = install.run(script=GAMES_SCRIPT, fs_out=image, timeout=300)
    assert run["exit"] == 0 and "error" not in run, run.get("error", run["stderr"][-2000:])
    assert [r["done"] for r in run["records"]] == list(range(25))
    files = str(tmp_path / "fs")
    pico.extract(image, files)
    names = sorted(os.listdir(os.path.join(files, "logs")))
    assert names == ["%04d.jsonl" % n for n in range(6, 26)]
    for n in range(6, 26):
        with open(os.path.join(files, "logs", "%04d.jsonl" % n)) as f:
            log = f.read()
        play = subprocess.run([sys.executable, "-m", "sim", "play", "--game", "cutthroat",
                               "--players", "2", "--target", "1", "--seed", str(n - 1),
                               "--seats", "ai:easy,ai:easy"], cwd=ROOT, capture_output=True,
                              text=True)
        assert log == play.stdout, "game %d is not `sim play`'s" % n
        replay = subprocess.run([sys.executable, "-m", "sim", "replay", "-"], cwd=ROOT,
                                input=log, capture_output=True, text=True)
        assert replay.returncode == 0 and replay.stdout == log, replay.stderr
