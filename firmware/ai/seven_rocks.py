# The normal AI of Seven Rocks (all-fives dominoes): the greedy best score.
from core.game import legal
from core.tiles import LO, HI
from games.table import Table, placement_score

_BUF = 64  # more than any seat's legal placements (21 tiles x 2 ends in 2-player Cutthroat)


class NormalAI:
    """Greedy: the placement that scores most now, then the heaviest tile, then the first."""

    def __init__(self, seed):
        self.buf = bytearray(_BUF)
        self.scratch = Table(True)

    def choose(self, obs):
        n = legal(obs, self.buf)
        best = self.buf[0]
        if n == 1:
            return best
        best_key = -1
        scratch = self.scratch
        for i in range(n):
            a = self.buf[i]
            t = a >> 2
            scratch.copy_from(obs.table)
            scratch.place(t, a & 3)
            # Score first; pips (0..12) break ties so heavy tiles leave the hand early.
            key = placement_score(scratch.total()) * 16 + LO[t] + HI[t]
            if key > best_key:
                best_key = key
                best = a
        return best
