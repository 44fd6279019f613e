# Engine measurements that run on both runtimes: moves per second and bytes allocated per move.
#
# Usage: engine_bench.py [HANDS]. Prints one JSON object. Allocation is measured with the
# collector off (gc.mem_alloc() before/after) on MicroPython; CPython reports null for it.
# The parts of a move (legal_into, the draw, apply_action, and the deal per hand) are timed call
# by call where the clock counts microseconds: CPython and the board; the VM's clock counts
# milliseconds, so it reports null for them. On the emulated Pico (no arguments there: 200 hands):
#   make mpy && node run-pico.mjs tools/engine_bench.py --put build/mpy --firmware ... --bootrom ...
import sys
import time

if sys.implementation.name != "micropython":
    import os
    _root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    sys.path[:0] = [os.path.join(_root, "firmware"), os.path.join(_root, "sim", "shim")]

import gc  # noqa: E402
from core.rng import Rng  # noqa: E402
from games.seven_rocks import SevenRocks, MAX_ACTIONS  # noqa: E402

_MP = sys.implementation.name == "micropython"
_BOARD = sys.platform == "rp2"
_FINE_CLOCK = not _MP or _BOARD
# gc.mem_alloc() takes about 9 ms on the board, so there allocation is sampled on a few hands.
_BOARD_ALLOC_HANDS = 3


def _ticks_us():
    if _MP:
        return time.ticks_us()
    return int(time.perf_counter() * 1000000)


def _elapsed(t0):
    if _MP:
        return time.ticks_diff(time.ticks_us(), t0)
    return _ticks_us() - t0


def _alloc():
    return gc.mem_alloc() if _MP else 0


def timed(hands):
    """Microseconds for `hands` random-playout hands and the number of moves made."""
    state = SevenRocks(1000000)  # a target never reached: hand after hand
    rng = Rng(12345)
    buf = bytearray(MAX_ACTIONS)
    moves = 0
    t0 = _ticks_us()
    for _ in range(hands):
        state.deal_random(rng)
        while state.current_player() >= 0:
            state.apply_action(buf[rng.below(state.legal_into(buf))])
            moves += 1
    return _elapsed(t0), moves


def parts(hands):
    """Microseconds per move in legal_into(), the draw and apply_action(), and per deal, from
    the same playouts as timed() with the clock read around each call."""
    state = SevenRocks(1000000)
    rng = Rng(12345)
    buf = bytearray(MAX_ACTIONS)
    moves = 0
    legal = draw = apply = deal = 0
    for _ in range(hands):
        t0 = _ticks_us()
        state.deal_random(rng)
        deal += _elapsed(t0)
        while state.current_player() >= 0:
            t0 = _ticks_us()
            n = state.legal_into(buf)
            t1 = _ticks_us()
            k = rng.below(n)
            t2 = _ticks_us()
            state.apply_action(buf[k])
            t3 = _ticks_us()
            legal += t1 - t0
            draw += t2 - t1
            apply += t3 - t2
            moves += 1
    return legal / moves, draw / moves, apply / moves, deal / hands


def bench(hands):
    """Speed from a clean run; allocation from a second run (gc.mem_alloc() is itself slow)."""
    us, moves = timed(hands)
    legal_us, draw_us, apply_us, deal_us = parts(hands) if _FINE_CLOCK else (None,) * 4
    alloc_hands = min(hands, _BOARD_ALLOC_HANDS) if _BOARD else hands
    state = SevenRocks(1000000)
    rng = Rng(12345)
    buf = bytearray(MAX_ACTIONS)
    counted = 0
    legal_bytes = 0
    apply_bytes = 0
    gc.collect()
    if _MP:
        gc.disable()
    for _ in range(alloc_hands if _MP else 0):
        state.deal_random(rng)
        while state.current_player() >= 0:
            a0 = _alloc()
            n = state.legal_into(buf)
            a1 = _alloc()
            state.apply_action(buf[rng.below(n)])
            a2 = _alloc()
            legal_bytes += a1 - a0
            apply_bytes += a2 - a1
            counted += 1
    if _MP:
        gc.enable()
    return {
        "runtime": sys.implementation.name,
        "hands": hands,
        "moves": moves,
        "us_per_move": us / moves,
        "hands_per_second": hands * 1000000 / us,
        "legal_bytes_per_move": legal_bytes / counted if _MP else None,
        "apply_bytes_per_move": apply_bytes / counted if _MP else None,
        "legal_us": legal_us,
        "draw_us": draw_us,
        "apply_us": apply_us,
        "deal_us_per_hand": deal_us,
    }


def _json(d):
    parts = []
    for k in ("runtime", "hands", "moves", "us_per_move", "hands_per_second",
              "legal_bytes_per_move", "apply_bytes_per_move", "legal_us", "draw_us", "apply_us",
              "deal_us_per_hand"):
        v = d[k]
        parts.append('"%s": %s' % (k, "null" if v is None else
                                   ('"%s"' % v if isinstance(v, str) else repr(v))))
    return "{" + ", ".join(parts) + "}"


print(_json(bench(int(sys.argv[1]) if len(sys.argv) > 1 else 200)))
