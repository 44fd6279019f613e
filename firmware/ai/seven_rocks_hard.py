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
from core.tiles import N_TILES, LO, HI
from games.table import Table, NONE, HIGH, BRANCH_A, N_SLOTS, placement_score
from games.seven_rocks import N_SEATS, HAND_TILES, MAX_ACTIONS, PASS, round5
from ai.search import Determinized
from ai.tile_sampler import Sampler, keep_hands, refill_hands

# Budget per decision in rollout moves (a sample counts SAMPLE_COST, a rollout's set-up
# LOAD_COST). Set from the chip's own clock: tools/ai_chip_time.py times the first 35 hard
# decisions of three seeded games on the RP2040 (emulated, 125 MHz). At 800 the slowest took
# 589 ms; at 1200 it is 802 ms (mean 564 ms), under the 900 ms a player is asked to wait with
# a margin for positions the three games did not reach. docs/ai.md has the table.
BUDGET = const(1200)
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


def greedy_key(table, total, t, s):
    """NormalAI's key for placing tile t at slot s of `table` (whose total is `total`): the
    points it scores now, then its pips."""
    return placement_score(after_total(table, total, s, LO[t], HI[t])) * 16 + LO[t] + HI[t]


class PlayReader:
    """What the other seats' placements in this hand say about the tiles they do not hold.

    The normal AI plays greedily (most points now, then the heaviest tile, then the lowest
    action), and the hard AI keeps that move unless its rollouts clearly beat it. So a seat
    that placed tile t did not hold a tile that would have keyed higher (or as high with a
    lower action) on the table as it was: it would have played that one. read() follows the
    hand from one of this seat's turns to the next, working out who placed each new tile
    from the hand sizes (the seats act in turn from this one), and replays the placements on
    its own table. A placement that fits more than one slot leaves the replay unsure of the
    table after it, so the reading stops there until the next turn; a position it did not
    follow (a new AI, a resumed game) is taken as it is, with nothing read from before."""

    def __init__(self):
        self.table = Table(True)
        self.sizes = bytearray(N_SEATS)
        self.hand = -1
        self.excluded = [0] * N_SEATS  # bit t of seat s: s is taken not to hold tile t

    def read(self, obs):
        """Update excluded[] from the placements since the last read (obs: this seat's turn)."""
        table = self.table
        sizes = self.sizes
        excluded = self.excluded
        if obs.hand != self.hand or obs.table.count < table.count:
            # A new hand starts from the deal: empty table, full hands, nothing known.
            self.hand = obs.hand
            table.reset()
            for s in range(N_SEATS):
                sizes[s] = HAND_TILES
                excluded[s] = 0
        me = obs.seat
        placed = 0
        follows = True
        for s in range(N_SEATS):
            d = sizes[s] - obs.hand_size[s]
            if d < 0 or d > 1:
                follows = False
            placed += d
        if follows and placed == obs.table.count - table.count:
            # Since this seat's last turn every seat acted once, this one first.
            i = table.count
            for k in range(N_SEATS):
                s = (me + k) % N_SEATS
                if sizes[s] == obs.hand_size[s]:
                    continue
                t = obs.table.order[i]
                i += 1
                if not self._replay(obs, s, t):
                    break
        table.copy_from(obs.table)
        for s in range(N_SEATS):
            sizes[s] = obs.hand_size[s]

    def _replay(self, obs, seat, t):
        # Read seat's placement of t on self.table, then place it there; False when the slot
        # it went to is not sure (more than one fits).
        table = self.table
        total = table.total()
        slot = -1
        key = -1
        fits = 0
        for s in range(N_SLOTS):
            if table.fits(t, s):
                fits += 1
                k = greedy_key(table, total, t, s)
                # Of several fitting slots, the one keyed highest: fewer tiles read as missing.
                if k > key:
                    key = k
                    slot = s
        if slot < 0:
            return False
        if seat != obs.seat:
            played = (t << 2) + slot
            bits = self.excluded[seat]
            for u in range(N_TILES):
                if obs.mine[u] or u == t or (bits >> u) & 1:
                    continue
                for s in range(N_SLOTS):
                    if table.fits(u, s):
                        k = greedy_key(table, total, u, s)
                        if k > key or (k == key and (u << 2) + s < played):
                            bits |= 1 << u
                            break
            self.excluded[seat] = bits
        if fits > 1:
            return False
        table.place(t, slot)
        return True


class HardAI(Determinized):
    """Seven Rocks hard: the greedy (NormalAI) move unless the sampled rollouts beat it.

    The value of a rollout is the team's points minus the other team's to the end of the
    hand (placements, settlement, WIN_BONUS), so partners' interests count. The samples give
    no seat a tile its earlier greedy plays say it lacks (PlayReader)."""

    def __init__(self, seed, budget=BUDGET):
        Determinized.__init__(self, World(), Sampler(seed), MAX_ACTIONS, budget)
        self.reader = PlayReader()
        self.sampler.excluded = self.reader.excluded

    def begin(self, obs):
        """Start deciding for obs's seat (Determinized.begin), its turn read first."""
        self.reader.read(obs)
        Determinized.begin(self, obs)

    def follow(self, obs):
        """Read obs's turn without deciding it: a resumed game replays the saved moves."""
        self.reader.read(obs)

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
