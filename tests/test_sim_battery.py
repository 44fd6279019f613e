# `python -m sim run --battery PERCENT`: the simulated console on a battery, as the screens see it.
import os
import zlib

import pytest

from sim_cli import sim


def _pixels(path):
    """The 128x64 frame of a PNG written by sim.png, as 64 rows of 0/1."""
    data = open(path, "rb").read()
    i = data.index(b"IDAT")
    raw = zlib.decompress(data[i + 4:i + 4 + int.from_bytes(data[i - 4:i], "big")])
    return [[(raw[y * 17 + 1 + (x >> 3)] >> (7 - (x & 7))) & 1 for x in range(128)]
            for y in range(64)]


def _frames(tmp_path, *args):
    out = tmp_path / "frames"
    r = sim("run", "--headless", "--keys", "3.", "--frames", str(out), *args)
    assert r.returncode == 0, r.stderr
    return [_pixels(str(out / n)) for n in sorted(os.listdir(out))]


def _mark(frame):
    """The lit pixels of the menu's bottom-right corner, where the battery mark goes."""
    return sum(frame[y][x] for y in range(57, 64) for x in range(116, 128))


def test_the_menu_shows_the_battery_and_a_low_one_is_told(tmp_path):
    usb = _frames(tmp_path / "usb")
    assert _mark(usb[-1]) == 0, "on USB: no mark"
    full = _frames(tmp_path / "full", "--battery", "100")
    half = _frames(tmp_path / "half", "--battery", "50")
    assert _mark(full[-1]) > _mark(half[-1]) > 0, "the mark, fuller when fuller"
    assert sum(full[-1][0]) < 128, "no band over the title"
    low = _frames(tmp_path / "low", "--battery", "10")
    assert sum(low[0][0]) == 128, "low: the band over the top row"


@pytest.mark.parametrize("value", ["101", "-1", "half"])
def test_a_battery_that_is_no_percent_is_refused_naming_it(value):
    r = sim("run", "--headless", "--keys", ".", "--battery", value)
    assert r.returncode == 2
    assert "--battery: %r is not a charge in percent: give 0 to 100" % value in r.stderr
