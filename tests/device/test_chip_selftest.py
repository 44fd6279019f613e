# On the emulated Pico, on both installs: Settings shows the version the console says at boot, and
# the self-test runs its display test, lights each button pressed and steps the WS2812s red,
# green, blue seat by seat, every frame and LED colour as in the simulator.
import re

import version
from app.frame.ui import LED_SCALE
from app.screens import selftest as st
from simulate import replay_presses
from test_chip_boot import lines

# Settings (Up from the menu's top row goes round to it, the last), down to Self-test, A; the
# display test's patterns and its first contrast levels go by, 0.8 s each; then each button
# once, Up Down Left Right A B, the first press ending the display test.
KEYS = "U A 4*D A w5000 U D L R A B"
# 400 ms of quiet screen before a press: the display test's phases and the buttons page's LED
# steps change the screen every 0.8 s, so a press lands in the middle of one and its 0.2 s lit
# is over before the next on both runtimes. The wait ends 0.3 s into the third contrast level
# (at the chip's 40-43 ms a frame): the first press comes 0.1 s later, in the middle.
SETTLE_MS = 400
DEFAULT_LEDS = 2  # app.frame.ui.App's LED level with no settings file
ORDER = "UDLRAB"  # the buttons in bit order


def _pixel(frame, x, y):
    return frame[(y >> 3) * 128 + x] >> (y & 7) & 1


def _lit_cells(frame):
    """The buttons whose cell the frame shows lit (its band's top row lit across)."""
    lit = 0
    for i in range(6):
        column = st._COLUMN[i]
        x = st.CELL_X[column]
        y = st.ROW_Y + st._ROW[i] * st.PITCH - 1
        if all(_pixel(frame, x + k, y) for k in range(st.CELL_W[column])):
            lit |= 1 << i
    return lit


def test_settings_shows_the_version_and_the_self_test_lights_each_button_and_led(install,
                                                                                monkeypatch):
    run = install.run(boot=True, keys=KEYS, settle=SETTLE_MS, linger=2500, timeout=120)
    assert "Traceback" not in run["stdout"], run["stdout"]
    presses = run["presses"]
    assert [p["key"] for p in presses] == KEYS.replace("4*D", "D D D D").replace(
        " w5000", "").split(), presses
    frames = [bytes.fromhex(f["hex"]) for f in run["frames"]]
    blank = 0
    while frames[blank] == bytes(1024):
        blank += 1
    frames = frames[blank:]

    # The simulator with the version the console said at boot: its Settings frames are the
    # chip's. From the source tree (commit unknown) they are not: the row shows the commit.
    said = re.search(r"console (\S+) \(commit (\S+), ", lines(run)[0])
    assert said, run["stdout"]
    settings_at = presses[1]["frame"] + 1 - blank  # the frame after the press that opened it
    unknown, _ = replay_presses(0, presses, SETTLE_MS // 40, settings_at + 1, frame_offset=blank)
    assert said.group(2) != "unknown" and unknown[settings_at] != frames[settings_at]
    monkeypatch.setattr(version, "VERSION", said.group(1))
    monkeypatch.setattr(version, "COMMIT", said.group(2))
    sim_frames, sim_leds = replay_presses(0, presses, SETTLE_MS // 40, len(frames),
                                          frame_offset=blank)
    for i, (dev, sim) in enumerate(zip(frames, sim_frames)):
        assert dev == sim, "frame %d of %d differs from the simulator's" % (i, len(frames))
    assert len(sim_frames) == len(frames)

    # The display test, as the chip drew it: the frame (its outermost rows and columns lit, a
    # dark one inside each), both checkerboards, every pixel lit.
    edges = [f for f in frames if all(_pixel(f, x, 0) and _pixel(f, x, 63) for x in range(128))
             and all(_pixel(f, 0, y) and _pixel(f, 127, y) for y in range(64))
             and not any(_pixel(f, x, 1) or _pixel(f, x, 62) for x in range(8, 120))
             and not any(_pixel(f, 1, y) or _pixel(f, 126, y) for y in range(4, 60))]
    assert edges, "no frame with the screen's edges lit"
    for pattern in (b"\xaa\x55" * 512, b"\x55\xaa" * 512, b"\xff" * 1024):
        assert pattern in frames, "a pattern of the display test missing"
    # Each press lit its own cell alone, then none.
    for p, key in zip(presses[7:], ORDER):
        k = p["frame"] + 1 - blank
        assert _lit_cells(frames[k]) == 1 << ORDER.index(key), "%s: frame %d" % (key, k)
        assert _lit_cells(frames[k + 1]) == 0, "%s let go: frame %d" % (key, k + 1)

    # The WS2812s, as the emulator read them off the wire: one LED at a time, red, green, blue,
    # LED 0 to 3 and round again, at the default LED level.
    k = LED_SCALE[DEFAULT_LEDS]
    steps = [[rgb if q == p else (0, 0, 0) for q in range(4)]
             for p in range(4) for rgb in ((k, 0, 0), (0, k, 0), (0, 0, k))]
    changes = []
    for latch in run["leds"]:
        assert len(latch["rgb"]) == 4 and latch["extra_bits"] == 0, latch
        rgb = [tuple(c) for c in latch["rgb"]]
        if not changes or changes[-1] != rgb:
            changes.append(rgb)
    if changes[0] == [(0, 0, 0)] * 4:
        changes = changes[1:]  # the LEDs put out at boot
    assert len(changes) >= len(steps) + 2, changes
    first = steps.index(changes[0])
    assert changes == (steps[first:] + steps * 3)[:len(changes)], changes

    # And when, frame by frame: as in the simulator, up to the last frame.
    times = [f["ms"] for f in run["frames"]][blank:]
    dev_changes = []
    for latch in run["leds"]:
        rgb = [tuple(c) for c in latch["rgb"]]
        if not dev_changes or dev_changes[-1][1] != rgb:
            dev_changes.append((len([t for t in times if t < latch["ms"]]) - 1, rgb))
    sim_changes = []
    for i, ticks in enumerate(sim_leds):
        for leds in ticks:
            if (sim_changes[-1][1] if sim_changes else [(0, 0, 0)] * 4) != leds:
                sim_changes.append((i, leds))
    last = len(frames) - 1
    dev_changes = [c for c in dev_changes if c[0] < last and c[1] != [(0, 0, 0)] * 4]
    sim_changes = [c for c in sim_changes if c[0] < last]
    assert dev_changes == sim_changes
