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
_WHO = const(0)
_WHAT = const(1)
_ARG = const(2)
_NUM = const(3)


class Recap:
    """The last CAPACITY steps: who (a seat, or a team for PENALTY), what (the game's action or
    a kind above), arg and num (what the game's spec puts there: the tile joined, points, ...).
    Steps are numbered from 0 for the whole game; `total` have been added."""

    def __init__(self):
        self.buf = bytearray(4 * CAPACITY)
        self.total = 0
        self.hand_at = -1  # number of the last DEAL step (-1: none yet)

    def add(self, who, what, arg, num):
        """Append one step (each value 0..255), dropping the oldest when full."""
        i = (self.total % CAPACITY) << 2
        b = self.buf
        b[i] = who
        b[i + _WHAT] = what
        b[i + _ARG] = arg
        b[i + _NUM] = num
        if what == DEAL:
            self.hand_at = self.total
        self.total += 1

    def deal(self, hand):
        """A hand was dealt: the row that starts it."""
        self.add(0, DEAL, (hand >> 8) & 255, hand & 255)

    def oldest(self):
        """Number of the oldest step still kept."""
        return self.total - CAPACITY if self.total > CAPACITY else 0

    def who(self, k):
        return self.buf[((k % CAPACITY) << 2) + _WHO]

    def what(self, k):
        return self.buf[((k % CAPACITY) << 2) + _WHAT]

    def arg(self, k):
        return self.buf[((k % CAPACITY) << 2) + _ARG]

    def num(self, k):
        return self.buf[((k % CAPACITY) << 2) + _NUM]

    def hand_first(self):
        """Number of the first kept step of the current hand after its DEAL row."""
        low = self.oldest()
        return self.hand_at + 1 if self.hand_at >= low else low

    def dropped(self):
        """How many steps of the current hand after its DEAL row are no longer kept."""
        n = self.oldest() - self.hand_at - 1
        return n if n > 0 else 0

    def since(self, seat):
        """Number of the first step after seat's own last action in the current hand; when it
        has not acted in it yet, the hand's DEAL row (or the oldest step kept)."""
        low = self.hand_first()
        k = self.total - 1
        while k >= low:
            if self.who(k) == seat and self.what(k) < PENALTY:
                return k + 1
            k -= 1
        return self.hand_at if self.hand_at >= self.oldest() else low
