# What the three heuristics share: an honest seat that draws nothing and plays a forced move.
from core.game import legal


class Heuristic:
    """A heuristic opponent's frame: it reads the observation only, plays a forced action at
    once and otherwise the one its game's prefer(obs, n) picks of the legal actions in
    self.buf[:n]. It draws nothing (the seed is kept for the seat interface): equal values go
    to the first action."""

    sees_everything = False

    def __init__(self, seed):
        self.seed = seed
        self.buf = bytearray(64)

    def choose(self, obs):
        """The legal action this heuristic prefers for the seat of obs."""
        n = legal(obs, self.buf)
        if n == 1:
            return self.buf[0]
        return self.prefer(obs, n)
