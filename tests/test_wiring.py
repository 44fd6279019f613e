# docs/wiring.svg is what tools/wiring.py draws from firmware/config.py, so the picture follows the
# pins.
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_the_committed_wiring_picture_is_drawn_from_config():
    r = subprocess.run([sys.executable, "tools/wiring.py", "-"], cwd=ROOT, capture_output=True,
                       text=True, check=True)
    with open(os.path.join(ROOT, "docs", "wiring.svg")) as f:
        assert f.read() == r.stdout, "run python3 tools/wiring.py after changing firmware/config.py"
    for label in ("GP2", "GP7", "SDA - GP14", "SCL - GP15", "DIN - GP16", "3V3(OUT)", "VBUS"):
        assert label in r.stdout, label
