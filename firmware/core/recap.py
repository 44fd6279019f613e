# A ring of a game's last steps, for the screens' recap and hand review: 4 bytes a step.
#
# Made once per game (match.Match) and filled by Match.deal and Match.act, so a resumed game,
# whose save is replayed through the same methods, rebuilds the same ring. Recording writes four
# bytes and allocates nothing; text is made only when a screen draws a row. Only public facts
# go in: what was played, passes, calls, how many tiles were drawn (never which), penalties.
from micropython import const

# Steps kept. The longest hand seen in 1500 easy-AI games of each game took 58 steps (Seven of
# Diamonds; the dominoes games at most 42), deal and draw rows included, so a whole hand fits
# with room to spare; a longer one loses its oldest steps, and the review says how many.
CAPACITY = const(96)
# Step kinds beyond the games' own actions (every game's actions are below 250).
DEAL = const(255)  # a hand was dealt: arg and num hold its number, high and low byte
DRAW = const(254)  # seat `who` drew `num` tiles from the boneyard
PENALTY = const(253)  # team `who` was given a penalty (a forgotten carte)


class Recap:
    """The last CAPACITY steps: who (a seat, or a team for PENALTY), what (the game's action or
    a kind above), arg and num (what the game's spec puts there: the tile joined, points, ...).
    Steps are numbered from 0 for the whole game; `total` have been added, and step k's four
    bytes are buf[4 * (k % CAPACITY):][:4]."""

    def __init__(self):
        self.buf = bytearray(4 * CAPACITY)
        self.total = 0
        self.hand_at = -1  # number of the last DEAL step (-1: none yet)

    def add(self, who, what, arg, num):
        """Append one step (each value 0..255), dropping the oldest when full."""
        i = (self.total % CAPACITY) << 2
        b = self.buf
        b[i] = who
        b[i + 1] = what
        b[i + 2] = arg
        b[i + 3] = num
        if what == DEAL:
            self.hand_at = self.total
        self.total += 1

    def oldest(self):
        """Number of the oldest step still kept."""
        return self.total - CAPACITY if self.total > CAPACITY else 0

    def hand_first(self):
        """Number of the first kept step of the current hand after its DEAL row (the steps of
        the hand before it, hand_first() - hand_at - 1 of them, are no longer kept)."""
        low = self.oldest()
        return self.hand_at + 1 if self.hand_at >= low else low

    def since(self, seat):
        """Number of the first step after seat's own last action in the current hand; when it
        has not acted in it yet, the hand's DEAL row (or the oldest step kept)."""
        low = self.hand_first()
        b = self.buf
        k = self.total - 1
        while k >= low:
            i = (k % CAPACITY) << 2
            if b[i] == seat and b[i + 1] < PENALTY:
                return k + 1
            k -= 1
        return self.hand_at if self.hand_at >= self.oldest() else low
