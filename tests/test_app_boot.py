# The firmware boots through main.py and plays on the MicroPython VM with stand-in hardware modules.
import os
import re
import shutil
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_main_loop_boots_and_plays_on_micropython():
    p = subprocess.run([shutil.which("node") or "node", "tools/mpy.mjs", "tests/mpboard/boot.py"],
                       cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True, timeout=600)
    out = p.stdout.decode()
    assert p.returncode == 0, out + p.stderr.decode()[-4000:]
    m = re.search(r"frames (\d+) moves (\d+)", out)
    assert m, out
    assert int(m.group(1)) > 50 and int(m.group(2)) > 20, out
