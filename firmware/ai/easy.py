# The easy AI of every game: a uniformly random legal action, from the seat's observation.
from core.game import legal
from core.rng import Rng

# More than any seat's legal actions in any game (21 tiles x 2 ends in 2-player Cutthroat).
_BUF = 64


class EasyAI:
    """A uniformly random legal action (in Seven of Diamonds it forgets carte half the time)."""

    def __init__(self, seed):
        self.rng = Rng(seed)
        self.buf = bytearray(_BUF)

    def choose(self, obs):
        return self.buf[self.rng.below(legal(obs, self.buf))]
