# On the emulated Pico: first boots. The UF2 on a never-used flash draws the menu; each install
# says its version on the serial port; a display at 0x3D is found; with none, a line names the
# pins to check and the LEDs blink.
import os
import re
import subprocess

import pytest

from simulate import menu_frame

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# What each install's version module says it is (tools/version.py).
INSTALL = {"mpy": "make flash", "uf2": "UF2"}
NO_DISPLAY = ("no display answers at 0x3C or 0x3D on I2C1: check OLED SDA on GP14, SCL on GP15, "
              "VCC on 3V3(OUT), GND on GND, then reset")


def version_line(install):
    """The line the console prints at boot: the project's version, a commit and the install."""
    with open(os.path.join(ROOT, "pyproject.toml")) as f:
        version = re.search(r'^version = "(.+)"$', f.read(), re.M).group(1)
    return re.compile(r"Seven Rocks console %s \(commit [0-9a-f]{7}[-\w]*, %s\)$"
                      % (re.escape(version), INSTALL[install.name]))


def lines(run):
    """The whole lines the serial port carried: a run that ends at its timeout may stop one
    part way through."""
    text = run["stdout"]
    return [line.rstrip("\r") for line in text[:text.rfind("\n") + 1].splitlines()]


@pytest.mark.parametrize("install", ["uf2"], indirect=True)
def test_the_uf2_boots_a_blank_flash_to_the_menu(install, tmp_path):
    # A Pico whose flash never held a filesystem: MicroPython formats it, the app boots.
    blank = tmp_path / "blank.img"
    blank.write_bytes(b"\xff" * (352 * 4096))
    run = install.run(boot=True, fs_in=str(blank), timeout=3)
    assert "Traceback" not in run["stdout"], run["stdout"]
    assert version_line(install).match(lines(run)[0]), run["stdout"]
    assert menu_frame() in [bytes.fromhex(f["hex"]) for f in run["frames"]]


def test_a_display_at_0x3d_is_found_and_the_console_says_its_version(install):
    run = install.run(boot=True, display="3d", timeout=3)
    assert "Traceback" not in run["stdout"], run["stdout"]
    assert version_line(install).match(lines(run)[0]), run["stdout"]
    assert menu_frame() in [bytes.fromhex(f["hex"]) for f in run["frames"]]


def test_with_no_display_a_line_names_the_pins_and_the_leds_blink_twice_every_2_s(install):
    run = install.run(boot=True, display="none", timeout=6)
    out = lines(run)
    assert "Traceback" not in run["stdout"], run["stdout"]
    assert version_line(install).match(out[0]), run["stdout"]
    said = out[1:]
    # The run's timeout may cut the last line short (even after a line break the emulated USB
    # sent early): a start of the line counts as that line cut.
    if said and said[-1] != NO_DISPLAY and NO_DISPLAY.startswith(said[-1]):
        said = said[:-1]
    assert len(said) >= 2 and set(said) == {NO_DISPLAY}, run["stdout"]
    # Every NeoPixel red, then dark, twice 400 ms apart, every 2 s; the Pico's LED with them.
    red = [latch["ms"] for latch in run["leds"] if latch["rgb"] == [[64, 0, 0]] * 4]
    dark = [latch["ms"] for latch in run["leds"] if latch["rgb"] == [[0, 0, 0]] * 4]
    assert len(red) + len(dark) == len(run["leds"]) and len(red) >= 4, run["leds"]
    gaps = [b - a for a, b in zip(red, red[1:])]
    assert all(abs(g - 400) < 5 for g in gaps[0::2]), gaps
    assert all(abs(g - 1600) < 5 for g in gaps[1::2]), gaps
    assert all(abs(b - a - 150) < 2 for a, b in zip(red, dark)), (red, dark)
    lit = [e["ms"] for e in run["status_led"] if e["on"]]
    assert len(lit) >= len(red) and all(min(abs(t - r) for t in lit) <= 2 for r in red), lit


@pytest.mark.parametrize("install", ["uf2"], indirect=True)
def test_make_uf2_with_nothing_changed_rebuilds_nothing_and_names_the_build(install):
    if not os.environ.get("MICROPYTHON"):
        pytest.skip("PICO_UF2 was given, not built here")
    before = os.stat(install.firmware).st_mtime_ns
    r = subprocess.run(["make", "--no-print-directory", "uf2"], cwd=ROOT, capture_output=True,
                       text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    assert os.stat(install.firmware).st_mtime_ns == before and "building" not in r.stdout, r.stdout
    assert version_line(install).search(r.stdout.strip().splitlines()[-1]), r.stdout
