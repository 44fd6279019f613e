# Hard AI for Jamaican Cutthroat: sampled hands and boneyard, normal-play rollouts, match equity.
#
# Same method as the Seven Rocks hard AI (ai.search.Determinized): each round deals the
# unseen tiles to the other hands and the boneyard (in a random draw order) consistently with
# what the seat saw and (PlayReader) with the other seats' placements in this hand, plays
# every candidate out to the end of the hand, and the normal AI's move
# is kept unless the paired results show a candidate is better. The rollout policy is the
# normal AI's placement for every seat (ends it can follow or nobody else can, then pips), and
# draws as the rules make it. A rollout is worth this seat's chance of winning the match once
# the hand's winner scores (MatchEquity), not just 1 for winning the hand: with resets and
# six-love, who else wins a hand matters as much. Everything is preallocated: a decision
# allocates nothing (the equity table is built once per match size).
from micropython import const
from core.tiles import N_TILES, LO, HI
from games.table import Table, NONE
from games.cutthroat import MAX_ACTIONS, PASS, DOUBLE_BLANK, DOUBLE_SIX, BONEYARD_TILES
from ai.cutthroat import NormalAI
from ai.search import Determinized, DealSampler, SAMPLE_COST
from ai.tile_sampler import Sampler, BONEYARD, keep_hands, refill_hands

# Rollout moves per decision, set from the chip's clock as for Seven Rocks (see
# ai.seven_rocks_hard.BUDGET). A normal-play rollout move costs about 1.6 times a heavy-first
# one, and at 1250 the slowest hard decision of the chip bench's whole Cutthroat game took
# 955 ms on the RP2040 (its longest tick 1,005 ms): 1050 keeps it under 900 ms.
BUDGET = const(1050)
# Squared z of the test that lets a candidate overrule the normal move (and drops a candidate
# as clearly worse): z = 1 here, not Seven Rocks' 2. A hand is won or lost, so with the 20-30
# rounds the budget buys only a large difference passed z = 2 and hard mostly played the normal
# move. One hard seat against three normal, the same 240 matches each (budget 1600): z = 2 won
# 43.8%, z = 1 49.6%, z = 0 (plain best mean) 42.5%.
_Z2 = const(1)
_MAX_SEATS = const(4)
# Rollout moves charged per placement the play reading checks (one normal placement each),
# and per check of a deal (listing its hands). On the MicroPython VM a check costs about 30 us
# plus 22 us a placement, a rollout move (sampling included) about 22 us: with these charges
# a decision at seat 0's turns of six normal-AI games takes no longer than without the
# reading (mean 12.5 against 12.7 ms, slowest 23 ms both).
STEP_COST = const(1)
CHECK_COST = const(2)
# Most rollout moves the reading's checks may cost in one decision (about half the budget);
# then the rest of it goes without, so a reading nothing agrees with costs a bounded amount.
READ_LIMIT = const(500)
_EVENTS = const(28)  # the other seats' placements in one hand, at most
# What the reader makes of a placement: not checked (its slot is unsure, or the [6|6] rule
# may have forced it), a placement on the line, the hand's opening.
_SKIP = const(0)
_PLACE = const(1)
_OPEN = const(2)
_HAND = const(21)  # most tiles a hand can hold: 7 dealt + 14 drawn in the 2-player game
_ONE = const(1000)  # a rollout's value for a sure match win: values are per mille
_EQ_STATES = const(1296)  # score lines in the largest equity table: 4 players to 6 (6 ** 4)
_FIX = const(16384)  # fixed-point one while the table is built: products stay small ints
# The normal AI's end values (ai.cutthroat's _MINE, _CONTROL, _CLOSED), which the rollouts
# play for every seat.
_MINE = const(4)
_CONTROL = const(16)
_CLOSED = const(2)


class MatchEquity:
    """Per mille chance that seat 0 wins the match from each score line (the scores of seats
    0..n-1 as digits base target), with every player equally likely to win each hand.

    Only hand wins count, and the race is not to the first six: a hand that gives every player
    a win resets all scores, and six wins count only while an opponent still has none. So the
    same hand win is worth very different amounts: from 2-5-0-3 the seat at 0 winning (reset,
    25%) is better for seat 0 than winning itself (15%), and the seat at 5 winning ends it.
    One table serves every seat (rotate the scores to put the seat first) and is rebuilt only
    when the number of players or the target changes."""

    def __init__(self):
        self.players = 0
        self.target = 0
        self.table = None
        self.power = [1] * _MAX_SEATS  # target ** seat: a seat's digit weight in an index
        self.digit = bytearray(_MAX_SEATS)

    def ready(self, players, target):
        """Build the table for this match size; False when it would exceed _EQ_STATES."""
        if players == self.players and target == self.target:
            return True
        size = target ** players
        if size > _EQ_STATES:
            # The table of the last match size stays as it was, digit weights included.
            return False
        weight = 1
        for s in range(players):
            self.power[s] = weight
            weight *= target
        self._build(players, target, size)
        self.players = players
        self.target = target
        return True

    def _build(self, n, target, size):
        # A score line's successors have larger indices (one digit goes up), except the reset
        # to 0-0-0-0 and the match's end. So one pass from the top index down gives each line
        # as a + b * E0 (E0: the value of the all-zero line), then E0 = a0 / (1 - b0).
        # Allocates, but only here: once per match size, never in a decision.
        a = [0] * size
        b = [0] * size
        power = self.power
        digit = self.digit
        top = target - 1
        for s in range(n):
            digit[s] = top  # the digits of idx, counted down with it (no divisions)
        zeros = n if top == 0 else 0
        for idx in range(size - 1, -1, -1):
            if zeros:  # a line without a zero is never reached: it resets at once
                sa = 0
                sb = 0
                for w in range(n):
                    d = digit[w]
                    if d == 0 and zeros == 1:
                        sb += _FIX  # w's first win gives everyone a win: reset
                    elif d == top:
                        if w == 0:
                            sa += _FIX
                    else:
                        sa += a[idx + power[w]]
                        sb += b[idx + power[w]]
                a[idx] = (sa + n // 2) // n  # rounded: truncation would add up over the levels
                b[idx] = (sb + n // 2) // n
            s = 0
            while s < n and digit[s] == 0:
                digit[s] = top
                zeros -= 1
                s += 1
            if s < n:
                digit[s] -= 1
                if digit[s] == 0:
                    zeros += 1
        e0 = a[0] * _FIX // (_FIX - b[0])
        for idx in range(size):
            a[idx] = ((a[idx] + b[idx] * e0 // _FIX) * _ONE + _FIX // 2) // _FIX
        self.table = a

    def outcomes(self, obs, worth):
        """worth[w + 1]: obs's seat's match equity if seat w wins the hand (worth[0]: nobody
        wins it, a tied block). Falls back to _ONE for its own win, else 0, when the match is
        too large for a table."""
        n = len(obs.hand_size)
        me = obs.seat
        scores = obs.scores
        target = obs.target
        if not self.ready(n, target):
            worth[0] = 0
            for w in range(n):
                worth[w + 1] = _ONE if w == me else 0
            return
        zeros = 0
        idx = 0
        for i in range(n):
            v = scores[(me + i) % n]
            idx += v * self.power[i]
            if v == 0:
                zeros += 1
        table = self.table
        worth[0] = table[idx]
        for w in range(n):
            i = (w - me) % n
            v = scores[w]
            if zeros == 1 and v == 0:
                worth[w + 1] = table[0]
            elif v + 1 >= target:
                worth[w + 1] = _ONE if w == me else 0
            else:
                worth[w + 1] = table[idx + self.power[i]]


# Shared by every hard seat: the table depends only on the match size.
_EQUITY = MatchEquity()


class World:
    """A Cutthroat hand in play with every tile's place known: one determinization."""

    def __init__(self):
        self.table = Table(False)
        self.hands = bytearray(_MAX_SEATS * _HAND)  # seat s holds hands[21s : 21s+cnt[s]]
        self.cnt = bytearray(_MAX_SEATS)
        self.dealt = bytearray(_MAX_SEATS * _HAND)  # the hands of the last deal()
        self.dealt_cnt = bytearray(_MAX_SEATS)
        self.bone = bytearray(BONEYARD_TILES)  # the sampled boneyard in draw order
        self.bone_len = 0
        self.bone_next = 0
        self.players = 0
        self.seat = 0
        self.passes = 0
        self.over = False
        self.winner = -1  # the seat that won the hand, -1 for a tied block
        self.moves = 0
        self.worth = [0] * (_MAX_SEATS + 1)  # per hand winner + 1: see MatchEquity.outcomes
        # What the normal AI's placement values read, kept up to date move by move: per seat
        # and number, the tiles of the hand that carry it (held[7s + v]); per number, the tiles
        # in the hands and the boneyard that carry it (left[v]: the others', left - held, are
        # what the seat cannot see); per seat, the numbers it showed it lacks by passing, and
        # the numbers every other seat lacks (shut[s], redone only when somebody passes).
        self.held = bytearray(_MAX_SEATS * 7)
        self.dealt_held = bytearray(_MAX_SEATS * 7)
        self.left = bytearray(7)
        self.dealt_left = bytearray(7)
        self.lacks = bytearray(_MAX_SEATS)
        self.shut = bytearray(_MAX_SEATS)

    def deal(self, obs, owner, rng):
        """Keep one sampled deal for restore(): owner[t] is a seat or BONEYARD; the boneyard's
        draw order is shuffled with rng (the sampler fills it in tile order)."""
        self.players = len(obs.hand_size)
        keep_hands(owner, self.dealt, self.dealt_cnt, _MAX_SEATS, _HAND)
        n = 0
        for t in range(N_TILES):
            if owner[t] == BONEYARD:
                self.bone[n] = t
                n += 1
        self.bone_len = n
        rng.shuffle(self.bone, n)
        held = self.dealt_held
        left = self.dealt_left
        for i in range(_MAX_SEATS * 7):
            held[i] = 0
        for v in range(7):
            left[v] = 0
        for t in range(N_TILES):
            o = owner[t]
            if o < _MAX_SEATS or o == BONEYARD:
                lo = LO[t]
                hi = HI[t]
                left[lo] += 1
                if hi != lo:
                    left[hi] += 1
                if o < _MAX_SEATS:
                    held[o * 7 + lo] += 1
                    if hi != lo:
                        held[o * 7 + hi] += 1

    def restore(self, obs):
        """Back to the observed position with the last deal's hands, for a new rollout."""
        self.table.copy_ends_from(obs.table)
        refill_hands(self.dealt, self.dealt_cnt, self.hands, self.cnt, self.players, _HAND)
        self.bone_next = 0
        self.seat = obs.to_act
        self.passes = obs.passes
        self.over = False
        self.winner = -1
        # Slice copies: a tenth of the time of a loop on the VM, and they allocate nothing.
        self.held[:] = self.dealt_held
        self.left[:] = self.dealt_left
        for s in range(self.players):
            self.lacks[s] = obs.lacks[s]
        self._shut()

    def play(self, a):
        """Play engine action a (placement t*4+slot or PASS) for the seat to act."""
        if a == PASS:
            self._pass()
            return
        t = a >> 2
        base = self.seat * _HAND
        i = 0
        while self.hands[base + i] != t:
            i += 1
        self._place(i, a & 3)

    def run(self):
        """Play the normal AI's placements for every seat until the hand is over.

        As ai.cutthroat.NormalAI: each placement is valued on the two ends it leaves (an end
        the seat can still follow _MINE, one nobody else can follow _CONTROL if the seat can
        and _CLOSED if not) plus its pips; ties go to the lower action. A seat with nothing
        that fits draws from the boneyard until a tile fits, and passes when it is empty.
        Against three normal seats this policy is what the other hands really do: heavy-first
        rollouts won 45.0% of 300 matches (seed 1), these 55.0% at the same budget."""
        table = self.table
        values = table.slot_value
        hands = self.hands
        held = self.held
        left = self.left
        while not self.over:
            seat = self.seat
            self.moves += 1
            base = seat * _HAND
            hb = seat * 7
            v0 = values[0]
            v1 = values[1]
            # Numbers no other seat can follow: none left that this seat cannot see, or (with
            # the boneyard empty) every other seat showed it lacks them.
            shut = self.shut[seat] if self.bone_next >= self.bone_len else 0
            best_key = -1
            best_a = 0
            best_i = 0
            best_s = 0
            for i in range(self.cnt[seat]):
                t = hands[base + i]
                lo = LO[t]
                hi = HI[t]
                if lo == v0 or hi == v0:
                    s = 0
                elif lo == v1 or hi == v1:
                    s = 1
                else:
                    continue  # most tiles do not fit: ruled out at the cost of the compares
                while s < 2:
                    v = values[s]
                    if lo == v:
                        e = hi
                    elif hi == v:
                        e = lo
                    else:
                        break
                    # The end the tile opens: the tile itself no longer counts as the seat's.
                    h = held[hb + e]
                    if left[e] == h or (shut >> e) & 1:
                        key = _CONTROL if h > 1 else _CLOSED
                    else:
                        key = _MINE if h > 1 else 0
                    e = values[1 - s]  # the end it leaves as it was
                    h = held[hb + e]
                    mine = h > (1 if lo == e or hi == e else 0)
                    if left[e] == h or (shut >> e) & 1:
                        key += _CONTROL if mine else _CLOSED
                    elif mine:
                        key += _MINE
                    key += lo + hi
                    a = (t << 2) + s
                    if key > best_key or (key == best_key and a < best_a):
                        best_key = key
                        best_a = a
                        best_i = i
                        best_s = s
                    if v0 == v1:
                        break  # both ends alike: the second slot is the same placement
                    s += 1
            if best_key < 0:
                if self.bone_next < self.bone_len:
                    self._draw(seat)
                    continue
                self.lacks[seat] |= (1 << v0) | (1 << v1)
                self._shut()
                self._pass()
            else:
                self._place(best_i, best_s)

    def value(self, seat):
        """The deciding seat's match equity after this hand's result (worth, set per decision;
        `seat` is that seat)."""
        return self.worth[self.winner + 1]

    def _shut(self):
        # shut[s]: the numbers every seat but s showed it lacks.
        players = self.players
        for s in range(players):
            bits = 127
            for w in range(players):
                if w != s:
                    bits &= self.lacks[w]
            self.shut[s] = bits

    def _draw(self, seat):
        # One tile from the boneyard; the loop in run() looks for a fit again.
        n = self.cnt[seat]
        t = self.bone[self.bone_next]
        self.held[seat * 7 + LO[t]] += 1
        if HI[t] != LO[t]:
            self.held[seat * 7 + HI[t]] += 1
        self.hands[seat * _HAND + n] = t
        self.bone_next += 1
        self.cnt[seat] = n + 1

    def _pass(self):
        self.passes += 1
        if self.passes == self.players:
            self._block()
        else:
            self.seat = (self.seat + self.players - 1) % self.players

    def _place(self, i, s):
        seat = self.seat
        base = seat * _HAND
        n = self.cnt[seat] - 1
        t = self.hands[base + i]
        self.hands[base + i] = self.hands[base + n]
        self.cnt[seat] = n
        self.table.place(t, s)
        lo = LO[t]
        hi = HI[t]
        self.held[seat * 7 + lo] -= 1
        self.left[lo] -= 1
        if hi != lo:
            self.held[seat * 7 + hi] -= 1
            self.left[hi] -= 1
        self.passes = 0
        if n == 0:
            self.winner = seat
            self.over = True
        else:
            self.seat = (seat + self.players - 1) % self.players

    def _block(self):
        # The single lowest pip total wins a blocked hand; a tie for lowest: nobody.
        low = 1000
        for s in range(self.players):
            p = 0
            base = s * _HAND
            for i in range(self.cnt[s]):
                t = self.hands[base + i]
                p += LO[t] + HI[t]
            if p < low:
                low = p
                self.winner = s
            elif p == low:
                self.winner = -1
        self.over = True


class PlayReader:
    """What the other seats' placements in this hand say about the hands they held.

    The normal AI places by a fixed key on its own hand and the table (World.run), and the
    hard AI keeps that placement unless rollouts clearly beat it, so a deal is likelier the more
    of the others' placements it explains. read() takes, at each of this seat's turns, the
    window since its last one: its own tile (if it placed), then each other seat in turn order
    placed one tile or passed (the hand sizes say which, and the turn order says whose tile is
    whose). The slot each tile went to is found by replaying every choice of slots and keeping
    the one that leaves the observed ends. wrong_seat() then checks a sampled deal: a seat held then
    its sampled hand plus the tiles it placed later, saw the tiles on the table then, and the
    lacks every seat had shown by then. Only hands without a boneyard are read (4 and 3 players,
    or 2 once the boneyard is empty): a draw would put a tile in a hand that was not held
    before. A position it did not follow (a fresh AI, a resumed game) starts the reading there."""

    def __init__(self):
        self.hand = -1
        self.known = False  # table, sizes and lacks hold this seat's last turn of this hand
        self.table = Table(False)
        self.scratch = Table(False)  # the window's replay
        self.sizes = bytearray(_MAX_SEATS)
        self.lacks = bytearray(_MAX_SEATS)
        self.events = 0  # the other seats' placements read this hand
        self.checked = 0  # how many of them wrong_seat() checks
        # Per event: who placed, the action (t*4+slot), whether it is checked (_SKIP,
        # _PLACE, _OPEN), the ends before it, per number the tiles a hand could hold then
        # (avail[7e + v]: not on the table, not out of play), and the numbers every seat
        # but the placer had shown it lacks then.
        self.seat = bytearray(_EVENTS)
        self.action = bytearray(_EVENTS)
        self.kind = bytearray(_EVENTS)
        self.v0 = bytearray(_EVENTS)
        self.v1 = bytearray(_EVENTS)
        self.avail = bytearray(7 * _EVENTS)
        self.shut = bytearray(_EVENTS)
        self.on_table = bytearray(7)
        # wrong_seat(): per other seat its hand then (sampled hand, then later tiles) and counts.
        self.hands = bytearray(_MAX_SEATS * _HAND)
        self.cnt = bytearray(_MAX_SEATS)
        self.held = bytearray(_MAX_SEATS * 7)
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
                self.seat[e] = s
                self.action[e] = (t << 2) + slot
                if found < 0 or (scratch.count == 0 and t == DOUBLE_SIX):
                    kind = _SKIP  # slot unsure, or the [6|6] rule may have forced the lead
                else:
                    kind = _OPEN if scratch.count == 0 else _PLACE
                    self.checked += 1
                self.kind[e] = kind
                self.v0[e] = scratch.slot_value[0]
                self.v1[e] = scratch.slot_value[1]
                for v in range(7):
                    self.avail[7 * e + v] = 7 - on[v] - (1 if out and v == 0 else 0)
                # Every seat but s that had shown a lack by then: those that acted before s in
                # this window already hold their lacks as observed now.
                bits = 127
                for w in range(n):
                    if w != s:
                        bits &= obs.lacks[w] if (me - w) % n < k else self.lacks[w]
                self.shut[e] = bits
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
        for e in range(self.events - 1, -1, -1):
            w = self.seat[e]
            played = self.action[e]
            t = played >> 2
            hands[w * _HAND + cnt[w]] = t
            cnt[w] += 1
            hb = w * 7
            held[hb + LO[t]] += 1
            if HI[t] != LO[t]:
                held[hb + HI[t]] += 1
            kind = self.kind[e]
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
        ab = 7 * e
        avail = self.avail
        shut = self.shut[e]
        v0 = self.v0[e]
        v1 = self.v1[e]
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
                a = (t << 2) + s
                if key > best_key or (key == best_key and a < best_a):
                    best_key = key
                    best_a = a
                s += 1
        return best_a


class ReadingSampler(Sampler):
    """ai.tile_sampler.Sampler, keeping (while the reading is heeded) only deals in which every
    placement the reader checks is its seat's normal placement. When no attempt agrees (a seat
    placed otherwise: a hard seat, a person), or the checks have cost READ_LIMIT rollout moves,
    the rest of the decision goes without the reading."""

    def __init__(self, seed, reader):
        Sampler.__init__(self, seed)
        self.reader = reader
        self.reading = False  # the reader is heeded in this decision
        self.read_spent = 0  # rollout moves its checks cost in this decision
        self.me = 0
        self.players = 0
        self.tries = 0  # set by every sample(); made here so no decision grows the object
        self.spent = 0
        # The search's world (its move count) and budget: checks that would take a round past
        # the budget are not made (see sample).
        self.world = None
        self.budget = 0
        self.mark = -1  # the world's move count once the last sample is charged, -1: none
        self.rollouts = 0  # rollout moves of the last round

    def prepare(self, obs, out=NONE):
        """Sampler.prepare, and whether this decision heeds the reading."""
        Sampler.prepare(self, obs, out)
        reader = self.reader
        self.reading = reader.hand == obs.hand and reader.known and reader.checked > 0
        self.read_spent = 0
        self.mark = -1
        self.rollouts = 0
        self.me = obs.seat
        self.players = len(obs.hand_size)

    def sample(self, obs):
        """One deal (DealSampler.sample), agreeing with the reading while it is heeded."""
        moves = self.world.moves
        if self.mark >= 0:
            self.rollouts = moves - self.mark
        if self.reading:
            self.reading_sample(obs)
        else:
            DealSampler.sample(self, obs)
        self.mark = moves + SAMPLE_COST * self.tries + self.spent
        return self.owner

    def _deal(self, obs, strict):
        ok = Sampler._deal(self, obs, strict)
        if ok and strict and self.reading:
            if self.world.moves + SAMPLE_COST * self.tries + self.spent + self.rollouts > \
                    self.budget:
                # Another check would take this round, rolled out like the last one, past the
                # budget (a round starts when one like the last still fits, but failed deals
                # can make it dearer): the rest of the decision goes without the reading.
                self.reading = False
                return True
            reader = self.reader
            ok = reader.wrong_seat(self.owner, self.me, self.players) < 0
            cost = STEP_COST * reader.steps + CHECK_COST
            self.spent += cost
            self.read_spent += cost
            if self.read_spent > READ_LIMIT:
                # Deals that take this long to agree: the rest of the decision goes without.
                self.reading = False
        return ok


class HardAI(Determinized):
    """Cutthroat hard: the normal AI's move unless sampled rollouts show a move that leaves this
    seat a better chance of winning the match."""

    def __init__(self, seed, budget=BUDGET):
        self.reader = PlayReader()
        Determinized.__init__(self, World(), ReadingSampler(seed, self.reader), MAX_ACTIONS,
                              budget, _Z2)
        self.normal = NormalAI(seed)
        self.sampler.world = self.world
        self.sampler.budget = budget

    def _anchor(self, obs, n):
        a = self.normal.choose(obs)
        for i in range(n):
            if self.cand[i] == a:
                return i
        raise ValueError("the normal AI chose %d, which is not a legal action" % a)

    def choose(self, obs):
        """The chosen action for obs's seat: rollouts are valued by match equity."""
        self.reader.read(obs)
        _EQUITY.outcomes(obs, self.world.worth)
        return Determinized.choose(self, obs)

    def follow(self, obs):
        """Read obs's turn without deciding it: a resumed game replays the saved moves."""
        self.reader.read(obs)

    def _out(self, obs):
        return DOUBLE_BLANK if len(obs.hand_size) == 3 else NONE
