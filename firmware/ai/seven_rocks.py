# The normal AI of Seven Rocks (all-fives dominoes): the greedy best score.
from ai.keyed import Keyed
from core.tiles import LO, HI
from games.table import Table, placement_score

_BUF = 64  # more than any seat's legal placements (21 tiles x 2 ends in 2-player Cutthroat)


class NormalAI(Keyed):
    """Greedy: the placement that scores most now, then the heaviest tile, then the first."""

    def __init__(self, seed):
        self.buf = bytearray(_BUF)
        self.scratch = Table(True)

    def key(self, obs, a):
        """Placement a's value: what it scores first; its pips (0..12) break ties so heavy
        tiles leave the hand early."""
        t = a >> 2
        scratch = self.scratch
        scratch.copy_from(obs.table)
        scratch.place(t, a & 3)
        return placement_score(scratch.total()) * 16 + LO[t] + HI[t]
