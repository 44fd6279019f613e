# `make bench`: engine speed on CPython and the MicroPython VM, allocation per move, RP2040 estimate.
#
# The RP2040 estimate scales the VM time by 14 (a 125 MHz RP2040 runs engine-like code about
# 14x slower than this VM under Node, measured against an emulated RP2040, +-30%); the CPython
# time x 130 is printed beside it as a cross-check of the same ratio table.
import json
import os
import subprocess
import sys

import bench_ai

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VM_TO_RP2040 = 14
CPYTHON_TO_RP2040 = 130


def run(cmd):
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("bench: %s failed:\n%s" % (" ".join(cmd), r.stderr))
    return json.loads(r.stdout)


def main():
    cp = run([sys.executable, "tools/engine_bench.py", "2000"])
    mp = run(["node", "tools/mpy.mjs", "tools/engine_bench.py", "200"])
    rows = [
        ("Seven Rocks random-playout hands/s", "%.0f" % cp["hands_per_second"],
         "%.0f" % mp["hands_per_second"], "%.1f" % (mp["hands_per_second"] / VM_TO_RP2040)),
        ("time per move (us)", "%.1f" % cp["us_per_move"], "%.1f" % mp["us_per_move"],
         "%.0f (CPython x130: %.0f)" % (mp["us_per_move"] * VM_TO_RP2040,
                                        cp["us_per_move"] * CPYTHON_TO_RP2040)),
        ("bytes allocated per legal-move generation", "-",
         "%.1f" % mp["legal_bytes_per_move"], "same as VM"),
        ("bytes allocated per apply_action", "-", "%.1f" % mp["apply_bytes_per_move"],
         "same as VM"),
    ]
    app = run(["node", "tools/mpy.mjs", "tools/app_bench.py"])
    rows += [
        # The VM never frees memory, so this is an upper bound of the app's live heap (goal:
        # under 64 KB on the board, where .mpy files skip the compiler's garbage).
        ("app heap from boot to first turn (bytes, VM: no GC)", "-", "%d" % app["footprint"],
         "below this"),
        ("app turn-screen render time (us)", "-", "%.0f" % app["render_us"],
         "%.0f" % (app["render_us"] * VM_TO_RP2040)),
        ("bytes allocated per rendered frame", "-", "%.0f" % app["render_bytes"], "same as VM"),
        ("bytes allocated per action (log lines + save)", "-", "%.0f" % app["action_bytes"],
         "same as VM"),
    ]
    rows += bench_ai.rows(run, VM_TO_RP2040)
    head = ("measure", "CPython", "MicroPython VM", "RP2040 estimate")
    widths = [max(len(r[i]) for r in rows + [head]) for i in range(4)]
    for r in [head] + rows:
        print("  ".join(r[i].ljust(widths[i]) for i in range(4)))


if __name__ == "__main__":
    main()
