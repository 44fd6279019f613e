# Hard AI for Seven Rocks: its rollout World and HardAI, on the shared determinized search.
#
# Each round of the search (ai/search.py) deals the tiles this seat cannot see to the other
# seats in a way consistent with what it knows (hand sizes, and the numbers a seat showed it
# lacks by passing; ai/tile_sampler.py), then plays every candidate move out to the end of the
# hand on that deal with the greedy policy for all four seats, and adds up the team's points
# (placement scores, the settlement, and a bonus for reaching the target). Rollouts run on a
# small table-and-hands world of this module, not on the engine: it keeps only what scoring
# needs. Everything is preallocated in __init__: a decision allocates nothing.
#
# The default budget keeps one decision under about one second on a 125 MHz RP2040 (BUDGET).
from micropython import const
from core.tiles import LO, HI
from games.table import Table, NONE, HIGH, BRANCH_A, placement_score
from games.seven_rocks import N_SEATS, HAND_TILES, MAX_ACTIONS, PASS, round5
from ai.search import Determinized
from ai.tile_sampler import Sampler, keep_hands, refill_hands

# Budget per decision in rollout moves (a sample counts SAMPLE_COST, a rollout's set-up
# LOAD_COST). How it is chosen: tools/ai_bench.py times decisions at 40 positions of a seeded
# game on the MicroPython VM and gives each in engine moves (its time over a random engine
# move's, measured around it, so a busy machine slows both alike); an engine move is 155 us in
# a quiet VM and the RP2040 at 125 MHz is taken as 14x slower than the VM (+-30%, the ratio
# `make bench` uses), so a decision of m engine moves is about m x 2.2 ms on the board. At
# 1000 a decision cost 334 engine moves on average and 454 at most: 0.73 s and 0.99 s, too
# close to one second. At 800 it is 272 and 360: 0.59 s and 0.78 s.
BUDGET = const(800)
WIN_BONUS = const(100)  # reaching the target ends the game: worth more than any hand's points


def after_total(table, total, s, lo, hi):
    """Counted total once tile [lo|hi] is placed at slot s of `table`, whose total is `total`.

    Same result as copying the table, placing and calling total(), without either: only the
    slot's own contribution changes, except on the opening double, which keeps counting on its
    other in-line side (so its slot's old contribution is 0 there)."""
    if table.count == 0:
        return lo + hi
    v = table.slot_value[s]
    if lo == hi:
        new = lo + hi  # an attached double leaves line-b open: it counts both halves
    elif lo == v:
        new = hi
    else:
        new = lo
    side = table.slot_side[s]
    if side <= HIGH:
        old = v
    elif side >= BRANCH_A or table.count == 1:
        old = 0
    else:
        old = v + v
    return total - old + new


class World:
    """A hand in play with every tile's owner known: a rollout board for one determinization."""

    def __init__(self):
        self.table = Table(True)
        self.hands = bytearray(N_SEATS * HAND_TILES)  # seat s holds hands[7s : 7s+cnt[s]]
        self.cnt = bytearray(N_SEATS)
        self.dealt = bytearray(N_SEATS * HAND_TILES)  # the hands of the last deal()
        self.dealt_cnt = bytearray(N_SEATS)
        self.start_total = 0
        self.gain = [0, 0]  # points each team won since load()
        self.base = [0, 0]  # team scores at load()
        self.target = 0
        self.total = 0
        self.passes = 0
        self.seat = 0
        self.over = False
        self.winner = -1
        self.moves = 0  # rollout moves played since the counter was last cleared
        self.rest = bytearray(4)  # per open slot: the total without that slot's contribution

    def load(self, obs, owner):
        """Set up the observed position with tile t in seat owner[t]'s hand (owner < 4)."""
        self.deal(obs, owner)
        self.restore(obs)

    def deal(self, obs, owner, rng=None):
        """Keep the hands of one sampled deal (owner[t]: the seat holding t) for restore().

        rng is unused: Seven Rocks has no boneyard to put in order."""
        keep_hands(owner, self.dealt, self.dealt_cnt, N_SEATS, HAND_TILES)
        self.start_total = obs.table.total()

    def restore(self, obs):
        """Back to the observed position with the hands of the last deal(), for a new rollout.

        This runs once per rollout."""
        self.table.copy_ends_from(obs.table)
        refill_hands(self.dealt, self.dealt_cnt, self.hands, self.cnt, N_SEATS, HAND_TILES)
        self.total = self.start_total
        self.gain[0] = 0
        self.gain[1] = 0
        self.base[0] = obs.scores[0]
        self.base[1] = obs.scores[1]
        self.target = obs.target
        self.passes = obs.passes
        self.seat = obs.to_act
        self.over = False
        self.winner = -1

    def play(self, a):
        """Play engine action a (placement t*4+slot or PASS) for the seat to act."""
        seat = self.seat
        if a == PASS:
            self._pass()
            return
        t = a >> 2
        base = seat * HAND_TILES
        i = 0
        while self.hands[base + i] != t:
            i += 1
        self._place(i, a & 3, after_total(self.table, self.total, a & 3, LO[t], HI[t]))

    def run(self):
        """Play greedy moves for every seat until the hand (or the game) is over.

        Greedy = NormalAI: the placement that scores most now, then the heaviest tile, then
        the lowest action. This is the hot loop of the hard AI, so it is written flat: per
        move, each open slot's "total without me" is worked out once, and a tile is looked at
        only if one of its halves is an open value."""
        table = self.table
        tiles = table.slot_tile
        values = table.slot_value
        sides = table.slot_side
        hands = self.hands
        cnt = self.cnt
        rest = self.rest
        while not self.over:
            seat = self.seat
            total = self.total
            self.moves += 1
            if table.count == 0:
                self.play(self._opening_choice())
                continue
            single = table.count == 1
            mask = 0
            for s in range(4):
                if tiles[s] == NONE:
                    continue
                v = values[s]
                mask |= 1 << v
                side = sides[s]
                # Same slot contributions as after_total().
                if side <= HIGH:
                    rest[s] = total - v
                elif side >= BRANCH_A or single:
                    rest[s] = total
                else:
                    rest[s] = total - v - v
            base = seat * HAND_TILES
            best_key = -1
            best_a = 0
            best_i = 0
            best_s = 0
            best_total = 0
            for i in range(cnt[seat]):
                t = hands[base + i]
                lo = LO[t]
                hi = HI[t]
                if not ((mask >> lo) & 1 or (mask >> hi) & 1):
                    continue
                pips = lo + hi
                for s in range(4):
                    if tiles[s] == NONE:
                        continue
                    v = values[s]
                    if v == lo:
                        nt = rest[s] + (pips if lo == hi else hi)
                    elif v == hi:
                        nt = rest[s] + lo
                    else:
                        continue
                    key = pips
                    if nt % 5 == 0:
                        key += nt * 16
                    # Ties go to the lowest action, as in NormalAI (the hand order is shuffled
                    # by removals, so "first found" would depend on the past).
                    if key > best_key or (key == best_key and (t << 2) + s < best_a):
                        best_key = key
                        best_a = (t << 2) + s
                        best_i = i
                        best_s = s
                        best_total = nt
            if best_key < 0:
                self._pass()
            else:
                self._place(best_i, best_s, best_total)

    def _opening_choice(self):
        # Leading a hand (only when a rollout starts on an empty table): the greedy key.
        seat = self.seat
        best = 0
        best_key = -1
        for i in range(self.cnt[seat]):
            t = self.hands[seat * HAND_TILES + i]
            key = placement_score(LO[t] + HI[t]) * 16 + LO[t] + HI[t]
            if key > best_key or (key == best_key and t << 2 < best):
                best_key = key
                best = t << 2
        return best

    def value(self, seat):
        """Points seat's team gained minus the other team's, WIN_BONUS for reaching the target."""
        team = seat & 1
        v = self.gain[team] - self.gain[1 - team]
        if self.winner == team:
            v += WIN_BONUS
        elif self.winner >= 0:
            v -= WIN_BONUS
        return v

    def _pass(self):
        self.passes += 1
        if self.passes == N_SEATS:
            self._settle()
        else:
            self.seat = (self.seat + 1) % N_SEATS

    def _place(self, i, s, new_total):
        seat = self.seat
        base = seat * HAND_TILES
        n = self.cnt[seat] - 1
        t = self.hands[base + i]
        self.hands[base + i] = self.hands[base + n]
        self.cnt[seat] = n
        self.table.place(t, s)
        self.total = new_total
        self.passes = 0
        score = placement_score(new_total)
        if score:
            team = seat & 1
            self.gain[team] += score
            if self.base[team] + self.gain[team] >= self.target:
                # As in the engine: the target ends the game at once, unsettled.
                self.winner = team
                self.over = True
                return
        if n == 0:
            self._settle()
        else:
            self.seat = (seat + 1) % N_SEATS

    def _settle(self):
        # Each seat's pips rounded on their own, as the engine's settle() does.
        hands = self.hands
        for s in range(N_SEATS):
            p = 0
            base = s * HAND_TILES
            for i in range(self.cnt[s]):
                t = hands[base + i]
                p += LO[t] + HI[t]
            self.gain[s & 1] -= round5(p)
        self.over = True


class HardAI(Determinized):
    """Seven Rocks hard: the greedy (NormalAI) move unless the sampled rollouts beat it.

    The value of a rollout is the team's points minus the other team's to the end of the
    hand (placements, settlement, WIN_BONUS), so partners' interests count."""

    def __init__(self, seed, budget=BUDGET):
        Determinized.__init__(self, World(), Sampler(seed), MAX_ACTIONS, budget)

    def _anchor(self, obs, n):
        # NormalAI's choice among the candidates: most points now, then the heaviest tile,
        # then the lowest action (candidates come in increasing order, so the first best).
        table = obs.table
        total = table.total()
        best = 0
        best_key = -1
        for i in range(n):
            a = self.cand[i]
            if a == PASS:
                return i
            t = a >> 2
            key = placement_score(after_total(table, total, a & 3, LO[t], HI[t])) * 16 \
                + LO[t] + HI[t]
            if key > best_key:
                best_key = key
                best = i
        return best
