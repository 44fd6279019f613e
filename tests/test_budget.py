# Memory budget on the real MicroPython VM: the engine allocates nothing per move.
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_seven_rocks_moves_allocate_nothing_on_micropython():
    r = subprocess.run(["node", "tools/mpy.mjs", "tools/engine_bench.py", "10"], cwd=ROOT,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["runtime"] == "micropython"
    assert d["moves"] > 200
    assert d["legal_bytes_per_move"] == 0
    assert d["apply_bytes_per_move"] == 0
