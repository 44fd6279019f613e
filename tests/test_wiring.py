# docs/wiring.svg is what tools/wiring.py draws from firmware/config.py, so the picture follows the
# pins; the NeoPixels are drawn chained in seat order and the battery feeds VSYS.
import os
import re
import subprocess
import sys

import pytest

from tools import wiring

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_the_committed_wiring_picture_is_drawn_from_config():
    r = subprocess.run([sys.executable, "tools/wiring.py", "-"], cwd=ROOT, capture_output=True,
                       text=True, check=True)
    with open(os.path.join(ROOT, "docs", "wiring.svg")) as f:
        assert f.read() == r.stdout, "run python3 tools/wiring.py after changing firmware/config.py"
    for label in ("GP2", "GP7", "SDA - GP14", "SCL - GP15", "DIN - GP16", "3V3(OUT)", "VBUS",
                  "VSYS", "330 ohm", "470 uF", "LiPo", "charger board", "Schottky diode",
                  "power switch"):
        assert label in r.stdout, label


def _led_wires(svg):
    """The data wires: each red polyline's points."""
    out = []
    for m in re.finditer(r'<polyline points="([^"]+)" fill="none" stroke="%s"'
                         % wiring.COLOURS["led"], svg):
        out.append([tuple(int(v) for v in p.split(",")) for p in m.group(1).split()])
    return out


def _seats(svg):
    """seat number -> (x, y) of its label."""
    return {int(m.group(3)): (int(m.group(1)), int(m.group(2)))
            for m in re.finditer(r'<text x="(\d+)" y="(\d+)"[^>]*>seat (\d+)</text>', svg)}


@pytest.mark.parametrize("count", [4, 6])
def test_the_neopixels_are_chained_din_to_dout_in_seat_order_from_gp16(monkeypatch, count):
    monkeypatch.setattr(wiring.config, "PIXEL_COUNT", count)
    svg = wiring.svg()
    seats = _seats(svg)
    assert sorted(seats) == list(range(count))
    # Seat 0 lowest, each next seat above the one before.
    ys = [seats[i][1] for i in range(count)]
    assert ys == sorted(ys, reverse=True), ys
    wires = _led_wires(svg)
    first = [w for w in wires if w[0] == wiring.pin_xy(wiring.gp(wiring.config.PIXEL_PIN))]
    assert len(first) == 1, "no one wire from GP16"
    # GP16's wire ends at seat 0's bottom edge (DIN), each link from a seat's top (DOUT) to the
    # bottom of the seat after it.
    bottoms = [y + wiring.LED_H - 21 for _, y in (seats[i] for i in range(count))]
    assert first[0][-1][1] == bottoms[0]
    links = sorted((w for w in wires if w is not first[0]), key=lambda w: -w[0][1])
    assert [(w[0][1], w[-1][1]) for w in links] == [
        (bottoms[i] - wiring.LED_H, bottoms[i + 1]) for i in range(count - 1)]
