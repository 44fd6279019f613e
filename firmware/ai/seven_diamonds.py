# The normal AI of Seven of Diamonds: careful calls and plays.
from core.game import legal
from core.cards import N_RANKS, SEVEN, ACE
from games.seven_diamonds import (MAX_ACTIONS, CARTE, PASS, PLAY, PARTNER, CALL_NONE,
                                  CALL_REDEAL, CALL_DOUBLE, CALL_TRIPLE, AGREE, REFUSE)

# Hand strength: low cards go out early, high cards get stuck (and count for the opponents).
_WEIGHT = (3, 2, 1, 0, -1, -2, -3, -4)  # by rank 7 8 9 10 J Q K A
# About 1 hand in 20 is this strong (a random 8-card hand averages -4).
STRONG = 6


def strength(mine):
    """Sum of the rank weights of the cards marked in mine (an observation's own cards)."""
    total = 0
    for c in range(len(mine)):
        if mine[c]:
            total += _WEIGHT[c & 7]
    return total


class NormalAI:
    """Calls from hand strength, always announces carte, and holds back cards that would open
    a suit for the other seats while it has another choice."""

    def __init__(self, seed):
        self.buf = bytearray(MAX_ACTIONS)

    def choose(self, obs):
        n = legal(obs, self.buf)
        if obs.phase == PLAY:
            return self._card(obs, n)
        power = strength(obs.mine)
        if obs.phase == PARTNER:
            # The caller holds 3+ aces or kings: redeal unless this hand can carry the team.
            return REFUSE if power >= STRONG else AGREE
        want = CALL_NONE
        for i in range(n):
            a = self.buf[i]
            if a == CALL_REDEAL and power < 0:
                return a
            if (a == CALL_DOUBLE or a == CALL_TRIPLE) and power >= STRONG:
                want = a
        return want

    def _card(self, obs, n):
        buf = self.buf
        if buf[0] == PASS:
            return PASS
        mine = obs.mine
        two_left = obs.hand_size[obs.seat] == 2
        best = buf[0]
        best_key = -1
        for i in range(n):
            a = buf[i]
            if two_left and a < CARTE:
                continue  # always announce carte with the second-to-last card
            c = a & (CARTE - 1)
            r = c & 7
            # Safe: an ace closes its suit; a card whose next one up is ours opens nothing.
            key = 16 if r == ACE or mine[c + 1] else 0
            # With two cards left keep a 7: it stays playable and going out on it earns 200.
            if not (two_left and r == SEVEN):
                key += 32
            # The more of the suit above this card we hold, the less it helps anybody else.
            for k in range(c + 1, c - r + N_RANKS):
                if mine[k]:
                    key += 1
            if key > best_key:
                best_key = key
                best = a
        return best
