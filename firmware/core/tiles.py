# The double-six domino set: tile index <-> halves, pips and names.
#
# Tiles are numbered 0..27 in the order [0|0] [0|1] .. [0|6] [1|1] .. [6|6], so a tile fits in
# a byte and a hand fits in a bytearray indexed by tile.
from micropython import const

N_TILES = const(28)
_MAX_PIP = const(6)

LO = bytearray(N_TILES)  # smaller half of each tile
HI = bytearray(N_TILES)  # larger half of each tile


def _fill():
    i = 0
    for a in range(_MAX_PIP + 1):
        for b in range(a, _MAX_PIP + 1):
            LO[i] = a
            HI[i] = b
            i += 1


_fill()


def index(a, b):
    """Tile index of [a|b] (either order); raises ValueError for halves outside 0..6."""
    if a > b:
        a, b = b, a
    if a < 0 or b > _MAX_PIP:
        raise ValueError("no tile [%d|%d] in a double-six set" % (a, b))
    # Row a starts after the 7 + 6 + ... tiles of the rows before it.
    return a * 7 - (a * (a - 1)) // 2 + (b - a)


def pips(t):
    return LO[t] + HI[t]


def is_double(t):
    return LO[t] == HI[t]


def name(t):
    return "[%d|%d]" % (LO[t], HI[t])
