# An example bot for all three games: `--seats bot:examples/bots/greedy.py:Greedy`.
#
# It sees what the console's levels see, the seat's observation, and answers with one of its
# legal actions (docs/ai.md, "Bring your own bot"). Seven Rocks: the placement that scores most
# now, then the heaviest tile. Cutthroat, where placements never score: the heaviest tile,
# doubles first, since a double fits only its own number. Seven of Diamonds: no calls of its own
# (it agrees to its partner's redeal), carte always said with the second-to-last card, and the
# card that opens the way to most of its own cards in that suit, then the one worth most left
# in hand. Ties go to its own random generator, seeded by the seat's seed, so a seed still plays
# one game. `python -m sim` puts firmware/ on the path, so the engine's tables are at hand.
import random

from core.cards import POINTS
from core.tiles import HI, LO
from games.seven_diamonds import AGREE, CALL_NONE, CARTE, PASS as CARD_PASS, PLAY
from games.table import Table, placement_score

# More than any seat's legal actions in any game (21 tiles x 2 ends in 2-player Cutthroat).
BUF = 64


class Greedy:
    """A greedy player of Seven Rocks, Cutthroat and Seven of Diamonds."""

    def __init__(self, game, seat, seed):
        self.game = game
        self.seat = seat
        self.rng = random.Random(seed)
        self.buf = bytearray(BUF)
        self.table = Table(game == "seven-rocks")  # scratch, to try a placement on

    def choose(self, obs):
        """One of obs's legal actions: the best by this bot's key, ties drawn at random."""
        n = obs.legal_into(self.buf)
        actions = list(self.buf[:n])
        if self.game == "seven-diamonds":
            key = self._card_key
        elif self.game == "seven-rocks":
            key = self._seven_rocks_key
        else:
            key = self._cutthroat_key
        keys = [key(obs, a) for a in actions]
        best = max(keys)
        return self.rng.choice([a for a, k in zip(actions, keys) if k == best])

    def _seven_rocks_key(self, obs, a):
        # The pass is a placement's action number 112 (a tile's is tile * 4 + slot, below it).
        if a >= 112:
            return 0
        t = a >> 2
        self.table.copy_from(obs.table)
        self.table.place(t, a & 3)
        return placement_score(self.table.total()) * 16 + LO[t] + HI[t]

    def _cutthroat_key(self, obs, a):
        if a >= 112:
            return 0
        t = a >> 2
        return (LO[t] == HI[t]) * 16 + LO[t] + HI[t]

    def _card_key(self, obs, a):
        if obs.phase != PLAY:
            # The calls: none (never a redeal, double or triple), and yes to a partner's redeal.
            return 2 if a == AGREE else 1 if a == CALL_NONE else 0
        if a == CARD_PASS:
            return 0
        c = a & (CARTE - 1)
        carte = a >= CARTE
        # The cards of its own this one leads to: the next ranks up in the suit, while held.
        run = 0
        while (c + run + 1) & 7 and obs.mine[c + run + 1]:
            run += 1
        return carte * 1000 + run * 40 + POINTS[c & 7] + 1
