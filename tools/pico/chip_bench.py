# `make bench` rows measured on the emulated RP2040, and `make endurance`: the app as `make flash`
# installs it, and frozen into the UF2 when there is one.
"""Figures come from the emulated chip's own clock: rp2040js counts Cortex-M0+ cycles at
125 MHz with no flash wait states or XIP cache misses, so a real Pico can only be slower on code
that misses its cache. tools/bench.py calls installs(), measure() for each, then rows() and
ai_cell(); `python tools/pico/chip_bench.py endurance` plays 10 whole games in a row on one boot
of each install and prints the live heap after each. Both show the live heap back at the menu
after each game and the most during play against LIMITS, from tools/pico/device_heap.py."""
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import pico  # noqa: E402

LEVELS = ("easy", "normal", "hard")
# How the table and make endurance name each install.
INSTALL_NAMES = {"mpy": "app as .mpy files (make flash)", "uf2": "app frozen in (make uf2)"}
GAMES = ("seven-rocks", "cutthroat", "seven-diamonds")
# Issue 23, item 2: the live heap after gc.collect() back at the menu after each whole game on one
# boot stays within these, in bytes (docs/bench.md says how it is read); tests/device checks them.
LIMITS = {"mpy": 112 * 1024, "uf2": 48 * 1024}


def _each_game(seed, levels, targets):
    """One 4-player game of each of GAMES with these AI levels seated in turn and no settings,
    to targets[i], seeds seed, seed + 1, ...: (game, seed, seats, target, options, players)."""
    seats = [["ai", level] for level in levels]
    return [(game, seed + i, seats, target, {}, 4)
            for i, (game, target) in enumerate(zip(GAMES, targets))]


# One whole game of each, every AI level seated, at targets low enough for minutes yet long
# enough (several hands, 70-120 moves) that per-move means such as the save's are not just the
# first moves' costs.
BENCH_GAMES = _each_game(51, ("hard", "easy", "normal", "hard"), (150, 3, 200))
ENDURANCE_GAMES = (_each_game(60, ("hard", "normal", "hard", "easy"), (50, 2, 100)) + [
    ("cutthroat", 63, [["ai", "hard"], ["ai", "hard"]], 2, {"boneyard": True}, 2),
    ("cutthroat", 64, [["ai", "hard"], ["ai", "normal"], ["ai", "hard"]], 2, {}, 3),
]) * 2


def device_script(games, measure):
    """tools/pico/device_games.py with its inputs prepended."""
    with open(os.path.join(HERE, "device_games.py")) as f:
        body = f.read()
    return "GAMES = %s\nMEASURE = %s\n%s" % (_literal(games), measure, body)


def _literal(games):
    # The games as a Python literal for a script on the chip.
    return json.dumps(games).replace("true", "True").replace("false", "False")


def heap_script(games):
    """tools/pico/device_heap.py with the number of games and their file (HEAP_GAMES, see
    heap_games) prepended: the live heap, with little of the harness's own in RAM."""
    with open(os.path.join(HERE, "device_heap.py")) as f:
        body = f.read()
    return "N_GAMES = %d\nGAMES_FILE = %r\n%s" % (len(games), HEAP_GAMES, body)


def heap_games(games):
    """The text of HEAP_GAMES: one JSON list a game, a line each."""
    return "".join(json.dumps(list(g)) + "\n" for g in games)


# The module heap_script()'s text is saved as on the board. Sent over the raw REPL, a script's
# text stays in the REPL's line buffer until it has run: device_heap.py's 3 KB of text would be
# counted in every figure. Put on the filesystem and imported, it is read a little at a time and
# only its compiled code stays.
HEAP_MODULE = "heap_run"
HEAP_GAMES = "heap_games.jsonl"  # its games, read one at a time


def heaps(install, games, timeout):
    """device_heap.py's run of games on install, imported from a file put on the board beside
    the install (HEAP_MODULE): (its record at the menu after boot, one record per game in order,
    the whole run's summary)."""
    with tempfile.TemporaryDirectory(prefix="chip-heap-") as tmp:
        path = os.path.join(tmp, HEAP_MODULE + ".py")
        with open(path, "w") as f:
            f.write(heap_script(games))
        listed = os.path.join(tmp, HEAP_GAMES)
        with open(listed, "w") as f:
            f.write(heap_games(games))
        run = _run(install, script="import %s\n" % HEAP_MODULE, timeout=timeout,
                   extra=["--file", "%s:%s.py" % (path, HEAP_MODULE),
                          "--file", "%s:%s" % (listed, HEAP_GAMES)])
    done = [r for r in run["records"] if "heap" in r]
    if len(done) != len(games):
        sys.exit("chip heap: %d of %d games finished" % (len(done), len(games)))
    return [r for r in run["records"] if "heap_boot" in r][0], done, run


def _run(install, **kw):
    run = install.run(**kw)
    if run.get("error") or run["exit"] not in (0, None):
        sys.exit("chip bench: the emulated Pico stopped:\n%s" % (run.get("error")
                                                                 or run["stderr"][-3000:]))
    return run


def _engine_script():
    with open(os.path.join(ROOT, "tools", "engine_bench.py")) as f:
        return "import sys\nsys.argv[:] = ['engine_bench.py', '8']\n" + f.read()


def installs():
    """The installs to measure: pico.Install("mpy"), and "uf2" when there is a console UF2
    (PICO_UF2; built first when MICROPYTHON is set)."""
    out = [pico.Install("mpy")]
    if pico.uf2() is not None:
        out.append(pico.Install("uf2"))
    return out


def measure(install):
    """Runs the chip measurements on one install (pico.Install); returns a dict of figures (ms,
    bytes)."""
    boot = _run(install, boot=True, timeout=1.5)
    menu = [f for f in boot["frames"] if f["hex"].strip("0")]
    games = _run(install, script=device_script(BENCH_GAMES, True), timeout=900)
    recs = games["records"]
    boot_heap, heap, _ = heaps(install, BENCH_GAMES, 900)
    engine = _run(install, script=_engine_script(), timeout=300)
    return {"install": install.name, "boot_ms": menu[0]["ms"] if menu else None,
            "boot": boot_heap, "heap": heap,
            "games": [r for r in recs if "done" in r],
            "engine": json.loads(engine["stdout"].strip().splitlines()[-1])}


def _ms(slot):
    return "%.1f / %.1f" % (slot["mean_ms"], slot["max_ms"])


def ai_cell(m):
    """cell(game, level): "mean / max (decisions)" of that AI over its whole bench game."""
    costs = dict((g[0], rec["costs"]) for g, rec in zip(BENCH_GAMES, m["games"]))

    def cell(game, level):
        slot = costs[game]["ai"].get(level)
        return _ms(slot) + " (%d, whole game)" % slot["n"] if slot else "-"
    return cell


def rows(ms):
    """Table rows (measure, CPython, MicroPython VM, then one RP2040 column per install) of
    the chip-only figures; ms: measure()'s figures of each install."""
    def row(name, cell):
        return (name, "-", "-") + tuple(cell(m) for m in ms)

    out = [
        row("boot to menu (ms, from reset)", lambda m: "%d" % m["boot_ms"]),
        row("free heap after boot, app at its menu (KB)",
            lambda m: "%.1f (live %.1f)" % (m["boot"]["free"] / 1024,
                                             m["boot"]["heap_boot"] / 1024)),
    ]
    for i, (game, *_) in enumerate(BENCH_GAMES):
        def c(m, i=i):
            return m["games"][i]["costs"]
        out += [
            row("%s, a whole game: peak live heap after gc.collect() after a move or on its "
                "end screen (KB)" % game,
                lambda m, i=i: "%s (%d moves)" % (_against(m["heap"][i]["peak"], m["install"]),
                                                  m["heap"][i]["moves"])),
            row("  back at the menu after it: live heap after gc.collect() (KB)",
                lambda m, i=i: _against(m["heap"][i]["after"], m["install"])),
            row("  draw a frame (ms), mean / max", lambda m: _ms(c(m)["draw"])),
            row("  show() over I2C at 400 kHz (ms), mean / max", lambda m: _ms(c(m)["show"])),
            row("  save after a move (ms), mean / max", lambda m: _ms(c(m)["save"])),
            row("  longest tick (ms)", lambda m: "%.1f" % c(m)["tick"]["max_ms"]),
            row("  a tick while an AI thinks (ms), mean / max", lambda m: _ms(c(m)["think"])),
        ]
    return out


def _against(live, name):
    return "%.1f (limit %d)" % (live / 1024, LIMITS[name] // 1024)


def limit_line(name, heap):
    """One line: the most live heap back at the menu after a game on install `name` and during
    play (heap: device_heap.py's records, bytes), each against its limit."""
    after = max([r["after"] for r in heap])
    peak = max([r["peak"] for r in heap])

    def against(live):
        return "%.1f KB (%s)" % (live / 1024, "within" if live <= LIMITS[name] else "OVER")
    return ("%s, limit %d KB: live heap back at the menu after each game at most %s; during "
            "a game, its end screen included, at most %s" % (
                INSTALL_NAMES[name], LIMITS[name] // 1024, against(after), against(peak)))


def limit_lines(ms):
    """limit_line() of each install measured (ms: measure()'s figures)."""
    return [limit_line(m["install"], m["heap"]) for m in ms]


def endurance(install):
    """10 whole games in a row on one boot of install; the live heap after each, in bytes."""
    boot, done, run = heaps(install, ENDURANCE_GAMES, 3600)
    print("emulated RP2040, %s: %d whole games in a row on one boot, no MemoryError; live heap "
          "after boot %.1f KB" % (INSTALL_NAMES[install.name], len(done), boot["heap_boot"] / 1024))
    for (game, _seed, _seats, target, _options, players), rec in zip(ENDURANCE_GAMES, done):
        print("  game %2d  %-15s %d players, target %-3d  live heap during play at most %.1f KB, "
              "at its end %.1f KB, back at the menu %.1f KB, free %.1f KB"
              % (rec["heap"] + 1, game, players, target, rec["play"] / 1024, rec["end"] / 1024,
                 rec["after"] / 1024, rec["free"] / 1024))
    print("(%.0f emulated s)" % run["emulated_s"])
    print(limit_line(install.name, done))


if __name__ == "__main__":
    if pico.files() is None:
        sys.exit("chip bench: " + pico.MISSING)
    if sys.argv[1:] == ["endurance"]:
        for inst in installs():
            endurance(inst)
    else:
        ms = [measure(inst) for inst in installs()]
        cells = [ai_cell(m) for m in ms]
        for m in ms:
            print(json.dumps(m["engine"]))
        for game, *_ in BENCH_GAMES:
            for level in LEVELS:
                print(game, level, " | ".join(cell(game, level) for cell in cells))
        for r in rows(ms):
            print("  ".join(r))
        for line in limit_lines(ms):
            print(line)
