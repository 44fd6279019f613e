# AI decision cost on both runtimes: time and bytes allocated per decision at each level.
#
# Usage: ai_bench.py GAME POSITIONS. Prints one JSON object. The positions are the decisions
# with at least two legal actions of one seeded normal-AI game (forced moves cost nothing and
# would flatter the mean), the same on CPython and MicroPython. Allocation is measured on
# MicroPython with the collector off (gc.mem_alloc() around each choose()); CPython gives null.
# Each decision is also given in engine moves ("moves_mean", "moves_max"): its time over the
# time of one random Seven Rocks engine move measured just before and after it. Load on a
# shared machine slows both alike, so this figure holds where the plain times do not.
import sys
import time

if sys.implementation.name != "micropython":
    import os
    _root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    sys.path[:0] = [os.path.join(_root, "firmware"), os.path.join(_root, "sim", "shim")]

import gc  # noqa: E402
from core.rng import Rng  # noqa: E402
from games import registry  # noqa: E402
from ai.levels import new_ai  # noqa: E402
from games.seven_rocks import SevenRocks, MAX_ACTIONS  # noqa: E402

_MP = sys.implementation.name == "micropython"
# The MicroPython VM under Node (a WebAssembly port) has a millisecond clock; a Pico's counts
# microseconds.
_VM = _MP and sys.platform == "webassembly"
SEED = 2024
REPEATS = 3


def _ticks_us():
    if _MP:
        return time.ticks_us()
    return time.perf_counter() * 1000000


def _elapsed(t0):
    if _MP:
        return time.ticks_diff(time.ticks_us(), t0)
    return _ticks_us() - t0


def positions(spec, count):
    """Observations (copies) of `count` decisions with a choice, from one normal-AI game."""
    players = spec.player_counts[-1]
    opts = dict([(o[0], o[1]) for o in spec.options])
    state = spec.new_state(players, spec.default_target, opts)
    chance = Rng(SEED)
    agents = [new_ai(spec.name, "normal", SEED + s) for s in range(players)]
    buf = bytearray(state.max_actions)
    out = []
    while len(out) < count:
        if state.is_terminal():
            state = spec.new_state(players, spec.default_target, opts)
        who = state.current_player()
        if who < 0:
            state.deal_random(chance)
            continue
        obs = state.observe(who, state.new_observation(who))
        if obs.legal_into(buf) > 1:
            out.append(obs)
            obs = state.observe(who, state.new_observation(who))
        state.apply_action(agents[who].choose(obs))
    return out


class EngineClock:
    """Random-playout Seven Rocks moves, timed a few hands at a time: the unit of "moves"."""

    def __init__(self):
        self.state = SevenRocks(1000000)  # a target never reached: hand after hand
        self.rng = Rng(12345)
        self.buf = bytearray(MAX_ACTIONS)

    def us_per_move(self, hands=4):
        """Microseconds per engine move over the next `hands` hands."""
        state = self.state
        buf = self.buf
        moves = 0
        t0 = _ticks_us()
        for _ in range(hands):
            state.deal_random(self.rng)
            while state.current_player() >= 0:
                state.apply_action(buf[self.rng.below(state.legal_into(buf))])
                moves += 1
        return _elapsed(t0) / moves


def bench(game, count):
    spec = registry.get(game)
    obs = positions(spec, count)
    clock = EngineClock()
    levels = {}
    for level in spec.levels:
        # The whole set is timed REPEATS times with fresh AIs (same seed, same work) and each
        # decision's fastest time kept: other processes on a shared machine only ever add time.
        # The mean is the mean of those times, so it is never above the max; but the VM's clock
        # ticks in milliseconds, so there the mean comes from timing the set in one piece.
        best_total = -1
        each = [-1] * len(obs)
        for _ in range(REPEATS):
            ais = [new_ai(spec.name, level, 7) for o in obs]
            t_all = _ticks_us()
            for i in range(len(obs)):
                t0 = _ticks_us()
                ais[i].choose(obs[i])
                d = _elapsed(t0)
                if each[i] < 0 or d < each[i]:
                    each[i] = d
            d = _elapsed(t_all)
            if best_total < 0 or d < best_total:
                best_total = d
        total = best_total if _VM else sum(each)
        worst = max(each)
        # The same decisions in engine moves, fastest of REPEATS each (fresh AIs again).
        moves = [-1.0] * len(obs)
        for _ in range(REPEATS):
            ais = [new_ai(spec.name, level, 7) for o in obs]
            for i in range(len(obs)):
                before = clock.us_per_move()
                t0 = _ticks_us()
                ais[i].choose(obs[i])
                d = _elapsed(t0)
                r = 2 * d / (before + clock.us_per_move())
                if moves[i] < 0 or r < moves[i]:
                    moves[i] = r
        alloc = None
        if _MP:
            ai = new_ai(spec.name, level, 7)
            gc.collect()
            gc.disable()
            alloc = 0
            for o in obs:
                a0 = gc.mem_alloc()
                ai.choose(o)
                alloc += gc.mem_alloc() - a0
            gc.enable()
            alloc = alloc / len(obs)
        levels[level] = {"us_mean": total / len(obs), "us_max": worst, "bytes": alloc,
                         "moves_mean": sum(moves) / len(moves), "moves_max": max(moves)}
    return levels


def _num(v):
    return "null" if v is None else repr(v)


def main():
    game = sys.argv[1] if len(sys.argv) > 1 else "seven-rocks"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    levels = bench(game, count)
    parts = []
    for level in levels:
        d = levels[level]
        parts.append('"%s": {"us_mean": %s, "us_max": %s, "bytes": %s, "moves_mean": %.0f, '
                     '"moves_max": %.0f}' % (level, _num(d["us_mean"]), _num(d["us_max"]),
                                             _num(d["bytes"]), d["moves_mean"], d["moves_max"]))
    print('{"runtime": "%s", "game": "%s", "positions": %d, "levels": {%s}}' % (
        sys.implementation.name, game, count, ", ".join(parts)))


main()
