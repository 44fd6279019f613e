# What the other seats' placements in a Cutthroat hand say about their hands (hard AI).
#
# The normal AI places by a fixed key on its own hand and the table, so a sampled deal in which
# a seat would have placed another tile is unlikely; the hard AI's sampler keeps only deals
# that explain the hand's placements (ReadingSampler in ai/cutthroat_hard.py). Allocates
# nothing after __init__.
from micropython import const
from core.tiles import N_TILES, LO, HI
from games.table import Table
from games.cutthroat import DOUBLE_SIX
from ai.search import shared

_MAX_SEATS = const(4)
_HAND = const(21)  # most tiles a hand can hold: 7 dealt + 14 drawn in the 2-player game
_EVENTS = const(28)  # the other seats' placements in one hand, at most
# Where each field of an event e lies in PlayReader.ev (at offset + e; avail at _AVAIL + 7e + v):
# one array, not eight, saves their object headers and padding (about 0.2 KB a hard seat).
_SEAT = const(0)
_ACTION = const(_EVENTS)
_KIND = const(2 * _EVENTS)
_V0 = const(3 * _EVENTS)
_V1 = const(4 * _EVENTS)
_SHUT = const(5 * _EVENTS)
_NLACKS = const(6 * _EVENTS)
_AVAIL = const(7 * _EVENTS)
# What the reader makes of a placement: not checked (its slot is unsure, or the [6|6] rule
# may have forced it), a placement on the line, the hand's opening.
_SKIP = const(0)
_PLACE = const(1)
_OPEN = const(2)
# The normal AI's end values (ai.cutthroat's _MINE, _CONTROL, _CLOSED), which _normal() keys
# placements by as ai.cutthroat_world.World.run does.
_MINE = const(4)
_CONTROL = const(16)
_CLOSED = const(2)
_SCALE = const(2)  # and its count of the next seat's replies (_SCALE, _REPLY, _REPLY_ROOM)
_REPLY = const(3)
_REPLY_ROOM = const(42)


def _scratch():
    # PlayReader's scratch: scratch, on_table, hands, cnt, held.
    return (Table(False), bytearray(7), bytearray(_MAX_SEATS * _HAND), bytearray(_MAX_SEATS),
            bytearray(_MAX_SEATS * 7))


class PlayReader:
    """What the other seats' placements in this hand say about the hands they held.

    The normal AI places by a fixed key on its own hand and the table (as the rollouts do,
    ai.cutthroat_world.World.run), and the hard AI keeps that placement unless rollouts clearly beat
    it, so a deal is likelier the more of the others' placements it explains. read() takes, at each
    of this seat's turns, the window since its last one: its own tile (if it placed), then each
    other seat in turn order placed one tile or passed (the hand sizes say which, and the turn order
    says whose tile is whose). The slot each tile went to is found by replaying every choice of
    slots and keeping the one that leaves the observed ends. wrong_seat() then checks a sampled
    deal: a seat held then its sampled hand plus the tiles it placed later, saw the tiles on the
    table then, and the lacks every seat had shown by then. Only hands without a boneyard are read
    (4 and 3 players, or 2 once the boneyard is empty): a draw would put a tile in a hand that was
    not held before. A position it did not follow (a fresh AI, a resumed game) starts the reading
    there."""

    def __init__(self):
        self.hand = -1
        self.known = False  # table, sizes and lacks hold this seat's last turn of this hand
        self.table = Table(False)
        self.sizes = bytearray(_MAX_SEATS)
        self.lacks = bytearray(_MAX_SEATS)
        self.events = 0  # the other seats' placements read this hand
        self.checked = 0  # how many of them wrong_seat() checks
        # Per event, in ev: who placed (_SEAT), the action (t*4+slot, _ACTION), whether it is
        # checked (_SKIP, _PLACE, _OPEN at _KIND), the ends before it (_V0, _V1), the numbers
        # every seat but the placer had shown it lacks then (_SHUT) and those its next seat
        # had (_NLACKS), and per number the tiles a hand could hold then (_AVAIL + 7e + v: not
        # on the table, not out of play).
        self.ev = bytearray(14 * _EVENTS)
        # Scratch, so every hard seat's reader shares it (ai.search.shared): the window's
        # replay and per number its tiles on the table; wrong_seat()'s hand of each other seat
        # then (sampled hand, then later tiles), its count and per number its tiles.
        self.scratch, self.on_table, self.hands, self.cnt, self.held = shared(PlayReader,
                                                                              _scratch)
        self.steps = 0  # placements the last wrong_seat() checked: its cost

    def read(self, obs):
        """Add the window that ends at obs (this seat's turn)."""
        me = obs.seat
        n = len(obs.hand_size)
        table = self.table
        if obs.bone_count:
            self.events = 0  # drawn tiles were not held before: nothing to read yet
            self.checked = 0
        elif self.known and obs.hand == self.hand:
            self._window(obs, me, n)
        else:
            self.events = 0
            self.checked = 0
            # A seat's first turn of the hand: the window runs from the deal (full hands,
            # an empty table), when the sizes say no seat has acted twice.
            size = obs.hand_size[me]
            first = obs.lacks[me] == 0
            placed = 0
            for s in range(n):
                d = size - obs.hand_size[s]
                if d < 0 or d > 1 or (s == me and d):
                    first = False
                placed += d
            if first and placed == obs.table.count:
                table.reset()
                for s in range(n):
                    self.sizes[s] = size
                    self.lacks[s] = 0
                self._window(obs, me, n)
        self.hand = obs.hand
        self.known = obs.bone_count == 0
        table.copy_from(obs.table)
        for s in range(n):
            self.sizes[s] = obs.hand_size[s]
            self.lacks[s] = obs.lacks[s]

    def _window(self, obs, me, n):
        # Read the placements since self.table/sizes/lacks (this seat's last turn).
        table = self.table
        start = table.count
        new = obs.table.count - start
        d = self.sizes[me] - obs.hand_size[me]
        placed = d
        ok = d == 0 or d == 1
        for s in range(n):
            if s != me:
                d = self.sizes[s] - obs.hand_size[s]
                if d < 0 or d > 1:
                    ok = False
                placed += d
        if not ok or placed != new or self.events + new > _EVENTS:
            self.events = 0  # lost track: start again from here
            self.checked = 0
            return
        # The slots: every choice that fits and leaves the observed ends (2 ** new, new <= 4).
        order = obs.table.order
        scratch = self.scratch
        found = -1
        for combo in range(1 << new):
            scratch.copy_ends_from(table)
            fits = True
            for j in range(new):
                s = (combo >> j) & 1
                if not scratch.fits(order[start + j], s):
                    fits = False
                    break
                scratch.place(order[start + j], s)
            if fits and self._same_ends(scratch, obs.table):
                if found >= 0:
                    found = -2  # two ways: the window's placements are not read
                    break
                found = combo
        on = self.on_table
        for v in range(7):
            on[v] = 0
        for i in range(start):
            t = order[i]
            on[LO[t]] += 1
            if HI[t] != LO[t]:
                on[HI[t]] += 1
        out = n == 3  # [0|0] is out of the 3-player game
        scratch.copy_ends_from(table)
        j = 0
        for k in range(n):
            s = (me - k) % n  # this seat, then the others in turn order
            if self.sizes[s] == obs.hand_size[s]:
                continue
            t = order[start + j]
            slot = (found >> j) & 1 if found >= 0 else 0
            if s != me:
                e = self.events
                ev = self.ev
                ev[_SEAT + e] = s
                ev[_ACTION + e] = (t << 2) + slot
                if found < 0 or (scratch.count == 0 and t == DOUBLE_SIX):
                    kind = _SKIP  # slot unsure, or the [6|6] rule may have forced the lead
                else:
                    kind = _OPEN if scratch.count == 0 else _PLACE
                    self.checked += 1
                ev[_KIND + e] = kind
                ev[_V0 + e] = scratch.slot_value[0]
                ev[_V1 + e] = scratch.slot_value[1]
                for v in range(7):
                    ev[_AVAIL + 7 * e + v] = 7 - on[v] - (1 if out and v == 0 else 0)
                # Every seat but s that had shown a lack by then: those that acted before s in
                # this window already hold their lacks as observed now.
                bits = 127
                for w in range(n):
                    if w != s:
                        bits &= obs.lacks[w] if (me - w) % n < k else self.lacks[w]
                ev[_SHUT + e] = bits
                w = (s + n - 1) % n
                ev[_NLACKS + e] = obs.lacks[w] if (me - w) % n < k else self.lacks[w]
                self.events = e + 1
            if found >= 0:
                scratch.place(t, slot)
            on[LO[t]] += 1
            if HI[t] != LO[t]:
                on[HI[t]] += 1
            j += 1

    def _same_ends(self, a, b):
        for s in range(2):
            if a.slot_tile[s] != b.slot_tile[s] or a.slot_value[s] != b.slot_value[s]:
                return False
        return True

    def wrong_seat(self, owner, me, n):
        """The seat of the last checked placement of this hand that is not its seat's normal
        placement (ai.cutthroat.NormalAI) from the hand it held then in the deal owner[] (its
        hand there plus the tiles it placed later); -1 when the deal explains them all. Read
        from the last placement back."""
        hands = self.hands
        cnt = self.cnt
        held = self.held
        for s in range(n):
            cnt[s] = 0
        for i in range(n * 7):
            held[i] = 0
        for t in range(N_TILES):
            s = owner[t]
            if s < n and s != me:
                hands[s * _HAND + cnt[s]] = t
                cnt[s] += 1
                held[s * 7 + LO[t]] += 1
                if HI[t] != LO[t]:
                    held[s * 7 + HI[t]] += 1
        self.steps = 0
        ev = self.ev
        for e in range(self.events - 1, -1, -1):
            w = ev[_SEAT + e]
            played = ev[_ACTION + e]
            t = played >> 2
            hands[w * _HAND + cnt[w]] = t
            cnt[w] += 1
            hb = w * 7
            held[hb + LO[t]] += 1
            if HI[t] != LO[t]:
                held[hb + HI[t]] += 1
            kind = ev[_KIND + e]
            if kind == _SKIP:
                continue
            self.steps += 1
            if self._normal(w, e, kind == _OPEN) != played:
                return w
        return -1

    def _normal(self, w, e, opening):
        # The normal AI's placement for seat w at event e (hands[] and held[] as then): the
        # first legal action of highest key, as ai.cutthroat.NormalAI (Keyed) picks it.
        hands = self.hands
        held = self.held
        hb = w * 7
        avail = self.ev
        ab = _AVAIL + 7 * e
        shut = avail[_SHUT + e]
        nlacks = avail[_NLACKS + e]
        v0 = avail[_V0 + e]
        v1 = avail[_V1 + e]
        base = w * _HAND
        best_key = -1
        best_a = 0
        for i in range(self.cnt[w]):
            t = hands[base + i]
            lo = LO[t]
            hi = HI[t]
            if opening:
                s = 0
                last = 0
            elif lo == v0 or hi == v0:
                s = 0
                last = 0 if v0 == v1 else 1
            elif lo == v1 or hi == v1:
                s = 1
                last = 1
            else:
                continue
            while s <= last:
                if opening:
                    e1 = lo
                    e2 = hi
                else:
                    v = v0 if s == 0 else v1
                    if lo == v:
                        e1 = hi
                    elif hi == v:
                        e1 = lo
                    else:
                        break
                    e2 = v1 if s == 0 else v0
                key = lo + hi
                fit = 0
                for k in range(2):
                    x = e1 if k == 0 else e2
                    h = held[hb + x]
                    # The tile leaves the hand: it no longer counts as the seat's for x; the
                    # unseen count (hard when none) is over the whole hand, as NormalAI has it.
                    mine = h > (1 if lo == x or hi == x else 0)
                    if h == avail[ab + x] or (shut >> x) & 1:
                        key += _CONTROL if mine else _CLOSED
                    elif mine:
                        key += _MINE
                    if not (nlacks >> x) & 1 and (k == 0 or x != e1):
                        fit += avail[ab + x] - h  # tiles the next seat could reply with
                key = _SCALE * key + _REPLY_ROOM - _REPLY * fit
                a = (t << 2) + s
                if key > best_key or (key == best_key and a < best_a):
                    best_key = key
                    best_a = a
                s += 1
        return best_a
