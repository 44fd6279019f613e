# On the emulated Pico, on both installs: Settings shows the version the console says at boot, and
# the self-test runs its display test, lights each button pressed and steps the WS2812s red,
# green, blue seat by seat, every frame and LED colour as in the simulator.
import re

import framebuf
import version
from app.frame.ui import LED_SCALE
from simulate import replay_presses
from test_app_selftest import lit_cells
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


def _fb(frame):
    """A frame the chip sent, to read its pixels."""
    return framebuf.FrameBuffer(bytearray(frame), 128, 64, framebuf.MONO_VLSB)


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
    fbs = [_fb(f) for f in frames]
    edges = [f for f in fbs if all(f.pixel(x, 0) and f.pixel(x, 63) for x in range(128))
             and all(f.pixel(0, y) and f.pixel(127, y) for y in range(64))
             and not any(f.pixel(x, 1) or f.pixel(x, 62) for x in range(8, 120))
             and not any(f.pixel(1, y) or f.pixel(126, y) for y in range(4, 60))]
    assert edges, "no frame with the screen's edges lit"
    for pattern in (b"\xaa\x55" * 512, b"\x55\xaa" * 512, b"\xff" * 1024):
        assert pattern in frames, "a pattern of the display test missing"
    # Each press lit its own cell alone, then none.
    for p, key in zip(presses[7:], ORDER):
        k = p["frame"] + 1 - blank
        assert lit_cells(fbs[k]) == 1 << ORDER.index(key), "%s: frame %d" % (key, k)
        assert lit_cells(fbs[k + 1]) == 0, "%s let go: frame %d" % (key, k + 1)

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

    # And when: at the end of each frame but the last, the LEDs the simulator shows then.
    times = [f["ms"] for f in run["frames"]][blank:]
    for i in range(len(frames) - 1):
        latched = [latch["rgb"] for latch in run["leds"] if latch["ms"] < times[i + 1]]
        on_chip = [tuple(c) for c in latched[-1]] if latched else [(0, 0, 0)] * 4
        assert on_chip == sim_leds[i][-1], "the LEDs at the end of frame %d" % i
