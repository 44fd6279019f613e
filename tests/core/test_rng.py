# Rng tests: below() and shuffle() draw exactly what the plain next16() steps give (both runtimes).
from check import eq, raises
from core.rng import Rng


def _below(rng, n):
    # below() as first written, on next16(): the draws every seeded log depends on.
    limit = 65536 - 65536 % n
    v = rng.next16()
    while v >= limit:
        v = rng.next16()
    return v % n


def test_below_draws_what_next16_gives():
    # n = 3 and 5 reject some draws (65536 is not a multiple of them), 65536 none.
    for seed in (1, 7, 12345, -3, 2 ** 40 + 5):
        fast = Rng(seed)
        slow = Rng(seed)
        for i in range(400):
            n = (1, 2, 3, 5, 7, 28, 1000, 65535, 65536)[i % 9]
            eq(fast.below(n), _below(slow, n), "seed %d, draw %d, n %d" % (seed, i, n))
        eq((fast.hi, fast.lo), (slow.hi, slow.lo), "seed %d: same state after" % seed)


def test_shuffle_is_fisher_yates_on_below():
    for seed in (1, 2, 99):
        for n in (0, 1, 2, 28, 52):
            fast = Rng(seed)
            slow = Rng(seed)
            got = bytearray(range(n))
            want = bytearray(range(n))
            fast.shuffle(got, n)
            for i in range(n - 1, 0, -1):
                j = _below(slow, i + 1)
                want[i], want[j] = want[j], want[i]
            eq(bytes(got), bytes(want), "seed %d, %d items" % (seed, n))
            eq(fast.next16(), slow.next16(), "seed %d, %d items: same state after" % (seed, n))


def test_below_refuses_an_empty_or_too_wide_range():
    rng = Rng(1)
    raises(ValueError, lambda: rng.below(0))
    raises(ValueError, lambda: rng.below(65537))
    raises(ValueError, lambda: rng.shuffle(bytearray(1), 65537))
