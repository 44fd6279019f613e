# Deterministic xorshift32 generator kept in two 16-bit halves so it never leaves small-int range.
#
# MicroPython small ints are 31-bit signed on a 32-bit port: a plain 32-bit xorshift would
# allocate a long int on every step. Split into 16-bit halves, every intermediate stays below
# 2**30, so the same seed gives the same numbers, allocation-free, on CPython and MicroPython.


class Rng:
    """Seeded generator; `below(n)` draws uniformly in 0..n-1 (n <= 65536)."""

    def __init__(self, seed=1):
        self.hi = 0
        self.lo = 0
        self.seed(seed)

    def seed(self, seed):
        """Restart the sequence from an integer seed (any size, any sign)."""
        seed = int(seed)
        if seed < 0:
            seed = -seed * 2 + 1
        lo = seed & 0xFFFF
        hi = (seed >> 16) & 0xFFFF
        # Fold higher bits in so large seeds still differ.
        seed >>= 32
        while seed:
            lo ^= seed & 0xFFFF
            hi ^= (seed >> 16) & 0xFFFF
            seed >>= 32
        # xorshift has a fixed point at zero; mix in a constant (the golden ratio's bits).
        self.hi = hi ^ 0x9E37
        self.lo = lo ^ 0x79B9
        if self.hi == 0 and self.lo == 0:
            self.lo = 1
        for _ in range(8):
            self.next16()

    def next16(self):
        """Advance one xorshift32 step (13, 17, 5) and return the high 16 bits."""
        hi = self.hi
        lo = self.lo
        # x ^= x << 13
        hi ^= ((hi << 13) | (lo >> 3)) & 0xFFFF
        lo ^= (lo << 13) & 0xFFFF
        # x ^= x >> 17
        lo ^= hi >> 1
        # x ^= x << 5
        hi ^= ((hi << 5) | (lo >> 11)) & 0xFFFF
        lo ^= (lo << 5) & 0xFFFF
        self.hi = hi
        self.lo = lo
        return hi

    def below(self, n):
        """A uniform integer in 0..n-1, by rejection so no value is favoured."""
        if n <= 0 or n > 65536:
            raise ValueError("Rng.below needs 1 <= n <= 65536, got %d" % n)
        limit = 65536 - 65536 % n
        # next16() written out: a draw is the inner step of every playout and shuffle, and a
        # call per draw was a third of its cost.
        hi = self.hi
        lo = self.lo
        while True:
            hi ^= ((hi << 13) | (lo >> 3)) & 0xFFFF
            lo ^= (lo << 13) & 0xFFFF
            lo ^= hi >> 1
            hi ^= ((hi << 5) | (lo >> 11)) & 0xFFFF
            lo ^= (lo << 5) & 0xFFFF
            if hi < limit:
                break
        self.hi = hi
        self.lo = lo
        return hi % n

    def permutation(self, buf, n):
        """Fill buf[0:n] with 0..n-1 in a random order (a fresh deck, then shuffle(buf, n))."""
        for i in range(n):
            buf[i] = i
        self.shuffle(buf, n)

    def shuffle(self, buf, n):
        """Fisher-Yates shuffle of buf[0:n] in place (the draws below(i + 1) would make)."""
        if n > 65536:
            raise ValueError("Rng.shuffle takes at most 65536 items, got %d" % n)
        hi = self.hi
        lo = self.lo
        i = n - 1
        while i > 0:
            # below(i + 1) written out, as a deal shuffles once per hand of every playout.
            m = i + 1
            limit = 65536 - 65536 % m
            while True:
                hi ^= ((hi << 13) | (lo >> 3)) & 0xFFFF
                lo ^= (lo << 13) & 0xFFFF
                lo ^= hi >> 1
                hi ^= ((hi << 5) | (lo >> 11)) & 0xFFFF
                lo ^= (lo << 5) & 0xFFFF
                if hi < limit:
                    break
            j = hi % m
            t = buf[i]
            buf[i] = buf[j]
            buf[j] = t
            i -= 1
        self.hi = hi
        self.lo = lo
