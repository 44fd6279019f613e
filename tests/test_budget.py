# Memory budget on the MicroPython VM: no allocation per engine move; the heap measurements work.
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


def _vm(args, env=None):
    r = subprocess.run(["node", "tools/mpy.mjs"] + args, cwd=ROOT, capture_output=True,
                       text=True, timeout=300, env=env)
    assert r.returncode == 0, r.stderr
    return r.stdout


def test_the_vm_runner_collects_garbage_between_steps(tmp_path):
    # The heap figures of make bench rest on this: a gc.collect() inside a call frees nothing
    # in this VM, but the runner's calls to mpy_step() are collected in between.
    script = tmp_path / "steps.py"
    script.write_text(
        "import gc\n"
        "seen = []\n"
        "def mpy_step():\n"
        "    seen.append(gc.mem_alloc())\n"
        "    junk = [bytearray(1000) for _ in range(100)]\n"
        "    if len(seen) == 5:\n"
        "        print(max(seen) - min(seen))\n"
        "    return len(seen) < 5\n")
    assert int(_vm([str(script)])) < 10000  # 500 KB of garbage made, none of it kept


def test_app_bench_plays_a_whole_game_and_counts_its_code():
    d = json.loads(_vm(["tools/app_bench.py", "seven-rocks"]))
    assert d["over"] is True
    assert 0 < d["live"] < d["peak"]
    assert "app.frame.ui" in d["modules"].split(",") and "games.seven_rocks" in d["modules"]
    code = json.loads(_vm(["tools/app_bench.py", "--code", d["modules"]]))["code"]
    assert 0 < code < d["live"]
