# What the other seats' cards in a Seven of Diamonds hand say about their hands (hard AI).
#
# The normal AI plays its card by a fixed key on its own hand, so a sampled deal in which a
# seat would have played a card of a much lower key is unlikely; the hard AI's sampler keeps
# deals by how near they bring the hand's cards to that key (ai/seven_diamonds_hard.py).
# Allocates nothing after __init__.
from micropython import const
from core.cards import N_CARDS, N_SUITS, N_RANKS, ACE, SEVEN
from games.seven_diamonds import N_SEATS

NO_SEAT = const(255)
# 65536 / e: a draw of rng.below(65536) falls below it with probability 1 / e (allowance()).
_E_INVERSE = const(24109)


class PlayReader:
    """Checks sampled deals against the cards the other seats played in this hand.

    The normal AI picks its card by a fixed key on its own hand (see World.run), and the hard
    AI keeps that card unless rollouts clearly beat it, so a deal is likelier the more of
    those cards it explains, and the nearer the others came to them. Every seat sees who
    played which card, in which order (the observation's order and by); agrees() walks those
    plays back from the last, giving each card back to the seat that played it, and adds up
    the key points each card fell short of that seat's normal choice from the hand it held
    then. The sampler keeps a deal with probability e ** -(that sum) (allowance()): a deal
    that explains every card as normal's best key is always kept, one a seat would have
    played far otherwise (a safe card left for an unsafe one) almost never. A seat that plays
    otherwise still (a hard partner, a person) may leave no deal that agrees: the sampler may
    then leave that seat `unchecked`."""

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

    def agrees(self, owner, obs, allow):
        """True when the cards the other seats chose in obs's hand fall short of the normal
        AI's cards, from the hands they held then (their cards in owner[] and the ones they
        played later), by `allow` key points at most in all; allow 0 reads every card as one
        of normal's best key. owner[] is as it was after the call. The lead (the 7 of
        diamonds) is forced and not checked."""
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
                allow -= shortfall(owner, s, tops, sizes[s], c)
                if allow < 0:
                    ok = False
                    break
            k -= 1
        if k < 0:
            k = 0
        for j in range(k, n):
            owner[order[j]] = prev[j]
        self.steps = steps
        return ok


def allowance(rng):
    """The key points a sampled deal may fall short by: k or more with probability e ** -k, so
    a deal short by d in all is kept with probability e ** -d (rng: a core.rng.Rng)."""
    allow = 0
    while rng.below(65536) < _E_INVERSE:
        allow += 1
    return allow


def shortfall(owner, seat, tops, size, card):
    """How many key points `card` (its suit's next card, held by `seat` in owner[]) falls short
    of the card ai.seven_diamonds.NormalAI plays for `seat`, `size` cards in all, with tops[]
    played in each suit: 0 when it is of normal's best key. The key: 32 unless it is a 7 and
    two cards are left, 16 more when it opens nothing (an ace, or its next card up is the
    seat's), and one for each card of the seat's above it in its suit."""
    two_left = size == 2
    best_key = 0
    own = 0
    for u in range(N_SUITS):
        r = tops[u]
        if r == N_RANKS:
            continue
        c = u * N_RANKS + r
        if owner[c] != seat:
            continue
        key = 16 if r == ACE or owner[c + 1] == seat else 0
        if not (two_left and r == SEVEN):
            key += 32
        for k in range(c + 1, c - r + N_RANKS):
            if owner[k] == seat:
                key += 1
        if key > best_key:
            best_key = key
        if c == card:
            own = key
    return best_key - own
