# `make bench`: engine and AI speed on CPython and the VM, allocation, app heap, RP2040 estimate.
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


def run(cmd, env=None):
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, env=env)
    if r.returncode != 0:
        sys.exit("bench: %s failed:\n%s" % (" ".join(cmd), r.stderr))
    return json.loads(r.stdout)


def app_rows():
    """The app's heap through a whole game of each game, loaded from the mpy-cross output as
    on the board (tools/app_bench.py says how it is measured), and its frame costs."""
    vm = ["node", "tools/mpy.mjs", "tools/app_bench.py"]
    env = dict(os.environ, MPY_FIRMWARE=os.path.join(ROOT, "build", "mpy"))
    rows = []
    renders = []
    for game in registry_names():
        app = run(vm + [game], env)
        if not app["over"]:
            sys.exit("bench: the %s app game did not finish in %d frames" % (game, app["frames"]))
        code = run(vm + ["--code", app["modules"]], env)["code"]
        rows.append(("app heap peak, %s (KB): .mpy files / frozen" % game, "-",
                     "%.1f / %.1f" % (app["peak"] / 1024, (app["peak"] - code) / 1024),
                     "same as VM (goal < 64 frozen)"))
        renders.append(app)
    rows += [
        ("app turn-screen render time (us)", "-",
         " / ".join("%.0f" % a["render_us"] for a in renders),
         " / ".join("%.0f" % (a["render_us"] * VM_TO_RP2040) for a in renders)),
        ("bytes allocated per rendered turn screen", "-",
         " / ".join("%.0f" % a["render_bytes"] for a in renders), "same as VM"),
        ("bytes allocated per frame (incl. actions, saves)", "-",
         " / ".join("%d" % a["frame_bytes"] for a in renders), "same as VM"),
    ]
    return rows


def registry_names():
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    sys.path.insert(0, os.path.join(ROOT, "sim", "shim"))
    from games import registry
    return registry.NAMES


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
    rows += app_rows()
    rows += bench_ai.rows(run, VM_TO_RP2040)
    head = ("measure", "CPython", "MicroPython VM", "RP2040 estimate")
    widths = [max(len(r[i]) for r in rows + [head]) for i in range(4)]
    for r in [head] + rows:
        print("  ".join(r[i].ljust(widths[i]) for i in range(4)))


if __name__ == "__main__":
    main()
