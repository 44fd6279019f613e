# What the other seats' cards in a Seven of Diamonds hand say about their hands (hard AI).
#
# The normal AI plays its card by a fixed key on its own hand, so a sampled deal in which a
# seat would have played another card is unlikely; the hard AI's sampler keeps only deals that
# explain the hand's cards (ai/seven_diamonds_hard.py). Allocates nothing after __init__.
from micropython import const
from core.cards import N_CARDS, N_SUITS, N_RANKS, ACE, SEVEN
from games.seven_diamonds import N_SEATS

NO_SEAT = const(255)


class PlayReader:
    """Checks sampled deals against the cards the other seats played in this hand.

    The normal AI picks its card by a fixed key on its own hand (see World.run), and the hard
    AI keeps that card unless rollouts clearly beat it, so a deal is likelier the more of
    those cards it explains. Every seat sees who played which card, in which order (the
    observation's order and by); agrees() walks those plays back from the last, giving each
    card back to the seat that played it, and checks that each was that seat's normal choice
    from the hand it held then. A seat that plays otherwise (a hard partner, a person) leaves
    no deal that agrees: the sampler may then leave that seat `unchecked`."""

    def __init__(self):
        self.tops = bytearray(N_SUITS)  # agrees()'s scratch: tops and sizes as it walks back
        self.sizes = bytearray(N_SEATS)
        self.prev = bytearray(N_CARDS)  # owner[] of each played card before agrees()
        self.steps = 0  # normal choices checked by the last agrees(): its cost
        self.unchecked = NO_SEAT  # a seat whose cards agrees() takes as they come

    def chosen(self, obs):
        """How many cards the other seats chose in obs's hand (the forced lead not counted)."""
        by = obs.by
        order = obs.order
        me = obs.seat
        n = 0
        for k in range(1, obs.played):
            if by[order[k]] != me:
                n += 1
        return n

    def agrees(self, owner, obs):
        """True when each card another seat chose in obs's hand is the normal AI's card from
        the hand it held then: its cards in owner[] and the ones it played later. owner[] is
        as it was after the call. The lead (the 7 of diamonds) is forced and not checked."""
        order = obs.order
        by = obs.by
        tops = self.tops
        sizes = self.sizes
        prev = self.prev
        me = obs.seat
        for u in range(N_SUITS):
            tops[u] = obs.top[u]
        for s in range(N_SEATS):
            sizes[s] = obs.hand_size[s]
        ok = True
        steps = 0
        n = obs.played
        k = n - 1
        while k >= 0:
            c = order[k]
            s = by[c]
            tops[c >> 3] -= 1
            prev[k] = owner[c]
            owner[c] = s
            sizes[s] += 1
            if k and s != me and s != self.unchecked:
                steps += 1
                if normal_card(owner, s, -1, tops, sizes[s]) != c:
                    ok = False
                    break
            k -= 1
        if k < 0:
            k = 0
        for j in range(k, n):
            owner[order[j]] = prev[j]
        self.steps = steps
        return ok


def normal_card(owner, seat, extra, tops, size):
    """The card ai.seven_diamonds.NormalAI plays for `seat` holding its cards in owner[] and
    `extra`, `size` cards in all, with tops[] played in each suit; -1 when none fits."""
    two_left = size == 2
    best = -1
    best_key = -1
    for u in range(N_SUITS):
        r = tops[u]
        if r == N_RANKS:
            continue
        c = u * N_RANKS + r
        if c != extra and owner[c] != seat:
            continue
        key = 16 if r == ACE or owner[c + 1] == seat else 0
        if not (two_left and r == SEVEN):
            key += 32
        for k in range(c + 1, c - r + N_RANKS):
            if owner[k] == seat:
                key += 1
        if key > best_key:
            best_key = key
            best = c
    return best
