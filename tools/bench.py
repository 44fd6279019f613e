# `make bench`: engine and AI speed, allocation and app heap on CPython, the MicroPython VM and the
# emulated RP2040.
#
# The RP2040 columns are measured on the emulated chip (tools/pico/chip_bench.py, timed by the
# chip's own clock at 125 MHz with no flash wait states, so a real Pico can only be slower): the
# app as `make flash` installs it (.mpy files), and frozen into the UF2 of `make uf2` (with
# MICROPYTHON or PICO_UF2 set). Each stays empty, with one line saying why, without the emulated
# Pico's files (PICO_FIRMWARE, PICO_BOOTROM, PICO_DRIVER) or without a UF2.
import json
import os
import subprocess
import sys

import bench_ai
import names

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "pico"))
import chip_bench  # noqa: E402
import pico  # noqa: E402


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
                     "%.1f / %.1f" % (app["peak"] / 1024, (app["peak"] - code) / 1024), "-"))
        renders.append(app)
    rows += [
        ("app turn-screen render time (us)", "-",
         " / ".join("%.0f" % a["render_us"] for a in renders), "-"),
        ("bytes allocated per rendered turn screen", "-",
         " / ".join("%.0f" % a["render_bytes"] for a in renders), "-"),
        ("bytes allocated per frame (incl. actions, saves)", "-",
         " / ".join("%d" % a["frame_bytes"] for a in renders), "-"),
    ]
    return rows


def registry_names():
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    sys.path.insert(0, os.path.join(ROOT, "sim", "shim"))
    from games import registry
    return registry.NAMES


def commit():
    """The commit measured, with -dirty when the work tree differs from it."""
    r = subprocess.run(["git", "describe", "--always", "--dirty", "--abbrev=7"], cwd=ROOT,
                       capture_output=True, text=True)
    return r.stdout.strip() or "unknown"


def main():
    installs = chip_bench.installs() if pico.files() is not None else []
    chips = [chip_bench.measure(inst) for inst in installs]
    cp = run([sys.executable, "tools/engine_bench.py", "2000"])
    mp = run(["node", "tools/mpy.mjs", "tools/engine_bench.py", "200"])
    engines = [m["engine"] for m in chips]
    rows = [
        ("Seven Rocks random-playout hands/s", "%.0f" % cp["hands_per_second"],
         "%.0f" % mp["hands_per_second"]) + tuple("%.1f" % e["hands_per_second"]
                                                  for e in engines),
        ("time per move (us)", "%.1f" % cp["us_per_move"], "%.1f" % mp["us_per_move"])
        + tuple("%.0f" % e["us_per_move"] for e in engines),
        ("bytes allocated per legal-move generation", "-", "%.1f" % mp["legal_bytes_per_move"])
        + tuple("%.1f" % e["legal_bytes_per_move"] for e in engines),
        ("bytes allocated per apply_action", "-", "%.1f" % mp["apply_bytes_per_move"])
        + tuple("%.1f" % e["apply_bytes_per_move"] for e in engines),
    ]
    rows += app_rows()
    cells = [chip_bench.ai_cell(m) for m in chips]
    rows += bench_ai.rows(run, (lambda game, level: [c(game, level) for c in cells])
                          if chips else None)
    if chips:
        rows += chip_bench.rows(chips)
    head = ("measure", "CPython", "MicroPython VM", "RP2040 .mpy (emulated)",
            "RP2040 frozen (emulated)")
    rows = [tuple(r) + ("-",) * (len(head) - len(r)) for r in rows]
    widths = [max(len(r[i]) for r in rows + [head]) for i in range(len(head))]
    for r in [head] + rows:
        print("  ".join(r[i].ljust(widths[i]) for i in range(len(head))).rstrip())
    print("measured at commit %s" % commit())
    for line in chip_bench.limit_lines(chips):
        print("RP2040 (emulated) memory, issue 23 item 2: " + line)
    print(names_line())
    if chips:
        print("RP2040 (emulated): rp2040js counts Cortex-M0+ cycles at 125 MHz with no flash wait "
              "states or XIP cache misses; a real Pico can only be slower. .mpy: %s; frozen: %s."
              % (chip_bench.INSTALL_NAMES["mpy"], chip_bench.INSTALL_NAMES["uf2"]))
    if not chips:
        print("RP2040 (emulated) columns empty: " + pico.MISSING)
    elif len(chips) == 1:
        print("RP2040 frozen (emulated) column empty: " + pico.UF2_MISSING)


def names_line():
    """How many names the .mpy install interns along the chip's bench path (tools/names.py)."""
    if not os.path.exists(names.ROM_NAMES):
        return ("names on the .mpy install: not counted, no MicroPython build to tell the "
                "firmware's own (make uf2 MICROPYTHON=...)")
    try:
        n = len(names.count())
    except RuntimeError as e:
        sys.exit("bench: %s" % e)
    return ("names the .mpy install interns for good on the bench's path: %d of %d before the "
            "seventh block of the table (%s)" % (n, names.BUDGET,
                                                 "within" if n <= names.BUDGET else "OVER"))


if __name__ == "__main__":
    main()
