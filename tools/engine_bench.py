# Engine measurements that run on both runtimes: moves per second and bytes allocated per move.
#
# Usage: engine_bench.py [HANDS]. Prints one JSON object. Allocation is measured with the
# collector off (gc.mem_alloc() before/after) on MicroPython; CPython reports null for it.
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


def bench(hands):
    """Speed from a clean run; allocation from a second run (gc.mem_alloc() is itself slow)."""
    us, moves = timed(hands)
    state = SevenRocks(1000000)
    rng = Rng(12345)
    buf = bytearray(MAX_ACTIONS)
    counted = 0
    legal_bytes = 0
    apply_bytes = 0
    gc.collect()
    if _MP:
        gc.disable()
    for _ in range(hands if _MP else 0):
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
    }


def _json(d):
    parts = []
    for k in ("runtime", "hands", "moves", "us_per_move", "hands_per_second",
              "legal_bytes_per_move", "apply_bytes_per_move"):
        v = d[k]
        parts.append('"%s": %s' % (k, "null" if v is None else
                                   ('"%s"' % v if isinstance(v, str) else repr(v))))
    return "{" + ", ".join(parts) + "}"


print(_json(bench(int(sys.argv[1]) if len(sys.argv) > 1 else 200)))
