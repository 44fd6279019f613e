# `make bench` rows for the games and AI: playout speed per game, PyPI `dominoes`, AI cost.
#
# tools/bench.py calls rows(run, VM_TO_RP2040) and adds them to its one table. Engine speed is
# measured on CPython only (random legal moves, one hand after another); the PyPI package
# `dominoes` (its 4-player partnership game, random moves) is timed beside Seven Rocks in the
# same process so the ratio compares like with like. AI decisions are timed on both runtimes
# by ai_bench.py.
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _p in (os.path.join(ROOT, "sim", "shim"), os.path.join(ROOT, "firmware")):
    if _p not in sys.path:
        sys.path.insert(0, _p)

from core.rng import Rng  # noqa: E402
from games import registry  # noqa: E402

SECONDS = 2.0  # per throughput measurement


class Playouts:
    """Random-playout hands of our engine for `game` (all seats, default settings), in slices."""

    def __init__(self, game):
        self.spec = spec = registry.get(game)
        self.options = dict((o[0], o[1]) for o in spec.options)
        self.state = self.new_game()
        self.rng = Rng(1)
        self.buf = bytearray(self.state.max_actions)
        self.hands = 0
        self.seconds = 0.0

    def run(self, seconds):
        """Play whole hands for about `seconds`, adding to the totals."""
        state = self.state
        rng = self.rng
        buf = self.buf
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            if state.is_terminal():
                state = self.state = self.new_game()
            state.deal_random(rng)
            while state.current_player() >= 0:
                state.apply_action(buf[rng.below(state.legal_into(buf))])
            self.hands += 1
        self.seconds += time.perf_counter() - t0

    def new_game(self):
        # A high target: hands follow one another, and a game that does end is started anew.
        return self.spec.new_state(self.spec.player_counts[-1], 1000000, self.options)

    def rate(self):
        return self.hands / self.seconds


class DominoesPlayouts:
    """The same for the PyPI `dominoes` package's partnership game (random valid moves)."""

    def __init__(self):
        import dominoes
        self.dominoes = dominoes
        random.seed(1)
        self.hands = 0
        self.seconds = 0.0

    def run(self, seconds):
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            g = self.dominoes.Game.new()
            while g.result is None:
                g.make_move(*random.choice(g.valid_moves))
            self.hands += 1
        self.seconds += time.perf_counter() - t0

    def rate(self):
        return self.hands / self.seconds


def measure(runners, seconds=SECONDS, slices=8):
    """Run the runners in turn, `slices` short slices each, so a load that comes and goes on a
    shared machine hits them alike (a ratio of two rates is then fair)."""
    for _ in range(slices):
        for r in runners:
            r.run(seconds / slices)


def _games():
    # Games whose engine is in this checkout (a game's modules load only when it is asked for).
    out = []
    for game in registry.NAMES:
        try:
            out.append((game, registry.get(game)))
        except ImportError:
            continue
    return out


def _ms(us):
    # The VM's clock ticks in milliseconds: a single decision under one tick reads as 0.
    return "%.0f" % (us / 1000) if us else "<1"


def rows(run, vm_to_rp2040):
    """Table rows (measure, CPython, MicroPython VM, RP2040 estimate).

    run(cmd) runs a tool and returns its JSON; the RP2040 estimate is the VM time times
    vm_to_rp2040."""
    out = []
    games = _games()
    ours = [Playouts(game) for game, spec in games]
    theirs = DominoesPlayouts()
    measure(ours + [theirs])
    for i in range(len(games)):
        game, spec = games[i]
        out.append(("%s random-playout hands/s (CPython)" % spec.title,
                    "%.0f" % ours[i].rate(), "-", "-"))
        if game == "seven-rocks":
            out.append(("  PyPI dominoes 6.1.0 partnership hands/s; ours / theirs",
                        "%.0f; x%.2f" % (theirs.rate(), ours[i].rate() / theirs.rate()), "-",
                        "-"))
    for game, spec in games:
        cp = run([sys.executable, "tools/ai_bench.py", game, "20"])
        mp = run(["node", "tools/mpy.mjs", "tools/ai_bench.py", game, "12"])
        for level in spec.levels:
            c = cp["levels"][level]
            m = mp["levels"][level]
            out.append(("%s AI %s: ms per decision, mean / max" % (spec.title, level),
                        "%.2f / %.2f" % (c["us_mean"] / 1000, c["us_max"] / 1000),
                        "%.1f / %s" % (m["us_mean"] / 1000, _ms(m["us_max"])),
                        "%.0f / %s (VM x%d)" % (m["us_mean"] * vm_to_rp2040 / 1000,
                                                _ms(m["us_max"] * vm_to_rp2040), vm_to_rp2040)))
            out.append(("  bytes allocated per %s decision" % level, "-", "%.0f" % m["bytes"],
                        "same as VM"))
    return out
