# Hard AI for Jamaican Cutthroat: sampled hands and boneyard, normal-play rollouts, match equity.
#
# Same method as the Seven Rocks hard AI (ai.search.Determinized): each round deals the
# unseen tiles to the other hands and the boneyard (in a random draw order) consistently with
# what the seat saw and (ai.cutthroat_reader.PlayReader) with the other seats' placements in
# this hand, plays every candidate out to the end of the hand (ai.cutthroat_world.World: the
# normal AI's placement for every seat), and the normal AI's move is kept unless the paired
# results show a candidate is better. A rollout is worth this seat's chance of winning the
# match once the hand's winner scores (MatchEquity), not just 1 for winning the hand: with
# resets and six-love, who else wins a hand matters as much. Everything is preallocated: a
# decision allocates nothing (the equity table is built once per match size).
from array import array
from micropython import const
from games.table import NONE
from games.cutthroat import MAX_ACTIONS, DOUBLE_BLANK
from ai.cutthroat import NormalAI
from ai.search import Determinized, DealSampler, SAMPLE_COST, shared
from ai.tile_sampler import Sampler
from ai.cutthroat_world import World
from ai.cutthroat_reader import PlayReader

# Rollout moves per decision, set from the chip's clock as for Seven Rocks (see
# ai.seven_rocks_hard.BUDGET). A normal-play rollout move costs about 1.6 times a heavy-first
# one; at 1050 the chip bench's whole Cutthroat game took 433 ms a hard decision on the RP2040,
# 780 ms at most, against a goal of 1 s on average and 2 s at most (issue 22). Against three of
# the gauntlet's heuristic players (tuning seeds, 200 matches) 1800 won 39.5%, 1050 32.5%.
BUDGET = const(1800)
# Squared z of the test that lets a candidate overrule the normal move (and drops a candidate
# as clearly worse): z = 1 here, not Seven Rocks' 2. A hand is won or lost, so with the 20-30
# rounds the budget buys only a large difference passed z = 2 and hard mostly played the normal
# move. One hard seat against three normal, the same 240 matches each (budget 1600): z = 2 won
# 43.8%, z = 1 49.6%, z = 0 (plain best mean) 42.5%.
_Z2 = const(1)
# Rollout moves charged per placement the play reading checks (one normal placement each),
# and per check of a deal (listing its hands). On the MicroPython VM a check costs about 30 us
# plus 22 us a placement, a rollout move (sampling included) about 22 us: with these charges
# a decision at seat 0's turns of six normal-AI games takes no longer than without the
# reading (mean 12.5 against 12.7 ms, slowest 23 ms both).
_STEP_COST = const(1)
_CHECK_COST = const(2)
# Most rollout moves the reading's checks may cost in one decision (about half the budget);
# then the rest of it goes without, so a reading nothing agrees with costs a bounded amount.
_READ_LIMIT = const(500)
_MAX_SEATS = const(4)
_ONE = const(1000)  # a rollout's value for a sure match win: values are per mille
_EQ_STATES = const(1296)  # score lines in the largest equity table: 4 players to 6 (6 ** 4)
_FIX = const(16384)  # fixed-point one while the table is built: products stay small ints


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
        # Allocates, but only here: once per match size, never in a decision. Unsigned 16-bit
        # arrays, not lists: every value stays within _FIX (then _ONE), and the table of a match
        # to 6 with four players (1296 lines) takes 2.6 KB for the game's length, not 5.2.
        a = array("H", bytes(2 * size))
        b = array("H", bytes(2 * size))
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


class ReadingSampler(Sampler):
    """ai.tile_sampler.Sampler, keeping (while the reading is heeded) only deals in which every
    placement the reader checks is its seat's normal placement. When no attempt agrees (a seat
    placed otherwise: a hard seat, a person), or the checks have cost _READ_LIMIT rollout moves,
    the rest of the decision goes without the reading."""

    def __init__(self, seed, reader):
        Sampler.__init__(self, seed)
        self.reader = reader
        self.reading = False  # the reader is heeded in this decision
        self.read_spent = 0  # rollout moves its checks cost in this decision
        self.me = 0
        self.players = 0
        # The search's world (its move count) and budget: checks that would take a round past
        # the budget are not made (see _deal).
        self.world = None
        self.budget = 0
        self.mark = -1  # the world's move count once the last sample is charged, -1: none
        self.began = 0  # and when the deal under way began
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

    def start(self, obs):
        """Begin one deal (DealSampler.start), agreeing with the reading while it is heeded."""
        moves = self.world.moves
        if self.mark >= 0:
            self.rollouts = moves - self.mark
        self.began = moves
        DealSampler.start(self, obs)

    def more(self, obs):
        """One attempt at the deal (DealSampler.more); True once it is made."""
        if not DealSampler.more(self, obs):
            return False
        self.mark = self.began + SAMPLE_COST * self.tries + self.spent
        return True

    def _deal(self, obs, strict):
        ok = Sampler._deal(self, obs, strict)
        if ok and strict and self.reading:
            # The moves the search had spent when the deal began, and this pass's attempts:
            # the search charges the attempts as they are made (Determinized.work).
            if self.began + SAMPLE_COST * self.tries + self.spent + self.rollouts > \
                    self.budget:
                # Another check would take this round, rolled out like the last one, past the
                # budget (a round starts when one like the last still fits, but failed deals
                # can make it dearer): the rest of the decision goes without the reading.
                self.reading = False
                return True
            reader = self.reader
            ok = reader.wrong_seat(self.owner, self.me, self.players) < 0
            cost = _STEP_COST * reader.steps + _CHECK_COST
            self.spent += cost
            self.read_spent += cost
            if self.read_spent > _READ_LIMIT:
                # Deals that take this long to agree: the rest of the decision goes without.
                self.reading = False
        return ok


class HardAI(Determinized):
    """Cutthroat hard: the normal AI's move unless sampled rollouts show a move that leaves this
    seat a better chance of winning the match."""

    def __init__(self, seed, budget=BUDGET):
        self.reader = PlayReader()
        # The rollout world (every hard seat's, ai.search.shared), and the normal AI that finds
        # the anchor: the normal seats' too (ai.keyed.Keyed.one; deterministic, its seed unused).
        Determinized.__init__(self, shared(World, World), ReadingSampler(seed, self.reader),
                              MAX_ACTIONS, budget, _Z2)
        self.normal = NormalAI.one(seed)
        self.sampler.world = self.world
        self.sampler.budget = budget

    def begin(self, obs):
        """Start deciding for obs's seat (Determinized.begin): rollouts are valued by match
        equity."""
        self.reader.read(obs)
        _EQUITY.outcomes(obs, self.world.worth)
        Determinized.begin(self, obs)

    def follow(self, obs):
        """Read obs's turn without deciding it: a resumed game replays the saved moves."""
        self.reader.read(obs)

    def _out(self, obs):
        return DOUBLE_BLANK if len(obs.hand_size) == 3 else NONE
