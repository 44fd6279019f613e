# Screen parity: the app's screens and a framebuf workout give the same bytes on both runtimes.
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _run(cmd):
    p = subprocess.run(cmd, cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True, timeout=900)
    assert p.returncode == 0, "%s failed:\n%s" % (" ".join(cmd), p.stderr.decode()[-4000:])
    return p.stdout.decode().splitlines()


def test_screens_are_byte_identical_on_cpython_and_micropython():
    cpy = _run([sys.executable, "tools/screen_parity.py"])
    mpy = _run([shutil.which("node") or "node", "tools/mpy.mjs", "tools/screen_parity.py"])
    modes = set(line.split()[2] for line in cpy if line.startswith("screen"))
    # Menu, setup, settings, rules, message, hand-off, turn, action, hand end, game end, pause,
    # the hand review and Last moves.
    assert modes >= set(str(m) for m in list(range(11)) + [13, 14]), sorted(modes)
    assert len(cpy) == len(mpy), "%d vs %d buffers" % (len(cpy), len(mpy))
    for a, b in zip(cpy, mpy):
        assert a == b, "first differing buffer: %s" % a.split()[:3]
