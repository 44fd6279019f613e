# What the other seats' cards in a Seven of Diamonds hand say about their hands (hard AI).
#
# The normal AI plays its card by a fixed key on its own hand, so a sampled deal in which a
# seat would have played another card is unlikely; the hard AI's sampler keeps only deals that
# explain the hand's cards (ai/seven_diamonds_hard.py). Allocates nothing after __init__.
from micropython import const
from core.cards import N_CARDS, N_SUITS, N_RANKS, ACE, SEVEN
from games.seven_diamonds import N_SEATS

_WINDOWS = const(12)  # windows kept (a seat's turns in a hand: 8 cards and its passes)
# Orders tried per deal before it counts as not agreeing: every order of every window is
# 6 ** 8, and a deal that needs many tries is unlikely anyway.
_STEPS = const(300)


class PlayReader:
    """The cards the other seats played in this hand, for the sampler to check.

    The normal AI picks its card by a fixed key on its own hand (see World.run), and the hard
    AI keeps that card unless rollouts clearly beat it, so a deal is likelier the more of
    those cards it explains. read() takes, at each of this seat's turns, the window since its
    last one: its own card, then each other seat in turn order played one card or passed (the
    hand sizes say which). Several cards in different suits leave open who played which, so
    agrees() tries every order the suits allow, window by window from the last, giving each
    seat back the cards it played later. A position it did not follow (a fresh AI, a resumed
    game) starts the reading there."""

    def __init__(self):
        self.hand = -1
        self.top = bytearray(N_SUITS)  # tops at this seat's last turn
        self.sizes = bytearray(N_SEATS)
        self.mine = bytearray(N_CARDS)
        self.known = False  # top, sizes and mine hold this seat's last turn of this hand
        self.windows = 0
        self.events = 0  # cards the other seats played in all windows
        # Per window w: tops when its first other seat played, its events' first index.
        self.start = bytearray(N_SUITS * _WINDOWS)
        self.first = bytearray(_WINDOWS + 1)
        # Per event: who played, its hand size before, a card of its window (no order).
        self.seats = bytearray(3 * _WINDOWS)
        self.sizes_then = bytearray(3 * _WINDOWS)
        self.cards = bytearray(3 * _WINDOWS)
        self.used = bytearray(3 * _WINDOWS)
        self.window = bytearray(3 * _WINDOWS)  # the window of each event
        # agrees()'s search: per event the card index it took and its owner before; the path
        # of events taken, in the order taken.
        self.pick = bytearray(3 * _WINDOWS)
        self.prev = bytearray(3 * _WINDOWS)
        self.path = bytearray(3 * _WINDOWS)
        self.tops = bytearray(N_SUITS)  # scratch: the tops while an order is tried
        self.steps = 0  # orders tried by the last agrees(): its cost

    def read(self, obs):
        """Add the window that ends at obs (this seat's turn in the play)."""
        me = obs.seat
        top = self.top
        if not (self.known and obs.hand == self.hand and obs.played) or \
                self.windows == _WINDOWS:
            # Windows are read back from the last, each seat holding again what it played
            # later, so none may be left out: a full list starts again from here.
            self.windows = 0
            self.events = 0
        else:
            w = self.windows
            start = self.start
            base = w * N_SUITS
            for u in range(N_SUITS):
                start[base + u] = top[u]
            for c in range(N_CARDS):
                if self.mine[c] and not obs.mine[c]:
                    start[base + (c >> 3)] += 1  # this seat's own card opened the window
            n = self.events
            ok = True
            for k in range(1, N_SEATS):
                s = (me + N_SEATS - k) % N_SEATS
                d = self.sizes[s] - obs.hand_size[s]
                if d == 1:
                    self.seats[n] = s
                    self.sizes_then[n] = self.sizes[s]
                    n += 1
                elif d != 0:
                    ok = False
            m = self.events
            for u in range(N_SUITS):
                for r in range(start[base + u], obs.top[u]):
                    if m < n:
                        self.cards[m] = u * N_RANKS + r
                    m += 1
            if ok and m == n:
                for j in range(self.events, n):
                    self.window[j] = w
                self.first[w] = self.events
                self.windows = w + 1
                self.events = n
                self.first[w + 1] = n
            else:
                self.windows = 0  # lost track: start again from here
                self.events = 0
        self.hand = obs.hand
        self.known = True
        for u in range(N_SUITS):
            top[u] = obs.top[u]
        for s in range(N_SEATS):
            self.sizes[s] = obs.hand_size[s]
        for c in range(N_CARDS):
            self.mine[c] = obs.mine[c]

    def agrees(self, owner):
        """True when some order of each window's cards has every seat play the normal AI's
        card from its hand in owner[] with the cards it played later. owner[] is as it was
        after the call.

        A depth-first search over who played which card, window by window from the last: event
        k of window w takes an unused card of the window that was playable then and is its
        seat's normal card; the seat then holds that card again for the windows before. It
        keeps its path in preallocated arrays instead of recursing: a Python call a level
        would overflow the chip's C stack (36 events deep, under the app's own calls)."""
        used = self.used
        tops = self.tops
        first = self.first
        cards = self.cards
        pick = self.pick
        prev = self.prev
        path = self.path
        for i in range(self.events):
            used[i] = 0
        self.steps = 0
        w = self.windows - 1
        if w < 0:
            return True
        self._tops_at(w)
        k = first[w]
        i = -1  # -1: event k is reached afresh; else the next card index to try for it
        depth = 0
        while True:
            end = first[w + 1]
            if k == end:
                if w == 0:
                    break  # every window explained
                w -= 1
                self._tops_at(w)
                k = first[w]
                continue
            if i < 0:
                self.steps += 1
                # A deal that needs this much searching is unlikely anyway: fail this event
                # (and, the count only growing, every one tried after it).
                i = end if self.steps > _STEPS else first[w]
            seat = self.seats[k]
            while i < end:
                c = cards[i]
                u = c >> 3
                if not used[i] and (c & 7) == tops[u] and \
                        normal_card(owner, seat, c, tops, self.sizes_then[k]) == c:
                    break
                i += 1
            if i < end:
                used[i] = 1
                tops[cards[i] >> 3] += 1
                pick[k] = i
                prev[k] = owner[cards[i]]
                owner[cards[i]] = seat
                path[depth] = k
                depth += 1
                k += 1
                i = -1
                continue
            # No card left for event k: back to the event before it on the path.
            if depth == 0:
                return False
            depth -= 1
            k = path[depth]
            w = self.window[k]
            i = pick[k]
            owner[cards[i]] = prev[k]
            used[i] = 0
            # Later windows' events set tops[] afresh: this window's as they stood at event k.
            self._tops_at(w)
            for j in range(first[w], first[w + 1]):
                if used[j]:
                    tops[cards[j] >> 3] += 1
            i += 1
        while depth:
            depth -= 1
            k = path[depth]
            owner[cards[pick[k]]] = prev[k]
        return True

    def _tops_at(self, w):
        # tops[] when window w's first other seat played.
        base = w * N_SUITS
        for u in range(N_SUITS):
            self.tops[u] = self.start[base + u]


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
