# Hard AI for Seven Rocks: HardAI and its PlayReader, on the shared determinized search.
#
# Each round of the search (ai/search.py) deals the tiles this seat cannot see to the other
# seats in a way consistent with what it knows (hand sizes, and the numbers a seat showed it
# lacks by passing, and what their placements say: PlayReader; ai/tile_sampler.py), then plays
# every candidate move out on that deal with the greedy policy for all four seats, for _HORIZON
# moves or to the end of the hand, and adds up the team's points (placement scores, the
# settlement or the pips left, and a bonus for reaching the target). Rollouts run on the
# small table-and-hands world of ai/seven_rocks_world.py, not on the engine. Everything is
# preallocated in __init__: a decision allocates nothing.
#
# The default budget keeps one decision under about one second on a 125 MHz RP2040 (BUDGET).
from micropython import const
from core.tiles import N_TILES, LO, HI
from games.table import Table, HIGH, BRANCH_A, N_SLOTS, placement_score, after_total
from games.seven_rocks import N_SEATS, HAND_TILES, MAX_ACTIONS, PASS
from core.game import legal
from ai.search import Determinized, Z2, shared
from ai.tile_sampler import Sampler
from ai.seven_rocks_world import World
from ai.seven_rocks import Valuer

# Budget per decision in rollout moves (a sample counts SAMPLE_COST, a rollout's set-up
# LOAD_COST). Set from the chip's own clock: tools/ai_chip_time.py times the first 35 hard
# decisions of three seeded games on the RP2040 (emulated, 125 MHz). At 1200, with the Valuer
# and the cut rollouts, the slowest took 1,034 ms (mean 608 ms): within the 2 s (1 s on
# average) a player is asked to wait, with room for positions the three games did not reach.
# A larger budget measured no stronger (docs/ai.md has the tables).
BUDGET = const(1200)
# The Valuer's weights for hard (ai.seven_rocks._W_NOW.._W_OUT, 1/16 point a unit).
HARD = (16, -13, 4, -5, 42, 21, -13, 6, 6, 26, 16, -6, 0, 0)
_PRIOR_WEIGHT = const(1)  # how much a Valuer point counts against a rollout point
_TAU2 = const(16)  # how far off a Valuer lead may be, in points squared (4 points)
_VAR_FLOOR = const(25)  # least variance of a round's lead, in points squared
# What valuing one candidate costs, in rollout moves of the budget (MicroPython VM: a Valuer
# value about 0.24 ms, a rollout move 0.016 ms).
_VALUE_COST = const(15)


def distinct(table, cand, n):
    """Keep in cand[:n] one action of each set that leaves the same table (the same tile on
    open slots of the same number and kind: both sides of an opening double, both unused
    branches, two ends showing one number); returns how many are left, in their order. The
    rules list them apart, as different places, but no later move can tell them apart."""
    if table.count == 0:
        return n
    k = 0
    for i in range(n):
        a = cand[i]
        same = False
        if a != PASS:
            for j in range(k):
                b = cand[j]
                if b >> 2 == a >> 2 and _slot_kind(table, b & 3) == _slot_kind(table, a & 3):
                    same = True
                    break
        if not same:
            cand[k] = a
            k += 1
    return k


def _slot_kind(table, s):
    # What tells slot s apart for a tile placed there: its number, end / in-line double side /
    # branch, and whether it is on the spinner.
    side = table.slot_side[s]
    kind = 0 if side <= HIGH else 1 if side < BRANCH_A else 2
    return (table.slot_value[s] * 3 + kind) * 2 + (table.slot_tile[s] == table.spinner)


def _steps():
    # PlayReader.read()'s scratch: tiles, seats, slots, steps.
    return (bytearray(N_SEATS), bytearray(N_SEATS), bytearray(N_SEATS),
            [Table(True) for _ in range(N_SEATS + 1)])


def _priors():
    # HardAI's priors.
    return [0] * MAX_ACTIONS


class PlayReader:
    """What the other seats' placements in this hand say about the tiles they do not hold.

    A player who counts takes the most points a placement offers: against the reply-aware
    heuristic of tools/gauntlet, a seat that scored S held a tile that would have scored more
    only 3% of the times the reading says it did not (a normal AI's plays follow the same
    count). So a seat that placed a tile scoring S is taken not to hold any tile that would
    have scored more on the table as it was. read() follows the hand from one of this seat's
    turns to the next: the hand sizes say who placed each new tile (the seats act in turn,
    this one first), and the slots they went to are the ones that lead to the table this seat
    now sees (a tile that fits two slots leaves different tables). A position it did not
    follow (a new AI, a resumed game) is taken as it is, with nothing read from before."""

    def __init__(self):
        self.table = Table(True)
        self.sizes = bytearray(N_SEATS)
        self.hand = -1
        self.excluded = [0] * N_SEATS  # bit t of seat s: s is taken not to hold tile t
        # The placements since this seat's last turn (at most one a seat): tile, seat, slot,
        # and the table before each (steps[k]) while the slots are searched. One read()'s
        # scratch, so every hard seat's reader shares it (ai.search.shared).
        self.tiles, self.seats, self.slots, self.steps = shared(PlayReader, _steps)

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
            k = 0
            for j in range(N_SEATS):
                s = (me + j) % N_SEATS
                if sizes[s] != obs.hand_size[s]:
                    self.tiles[k] = obs.table.order[i]
                    self.seats[k] = s
                    i += 1
                    k += 1
            self.steps[0].copy_from(table)
            if self._slots(0, k, obs.table):
                for j in range(k):
                    if self.seats[j] != me:
                        self._rule_out(obs, self.steps[j], self.seats[j], self.tiles[j],
                                       self.slots[j])
        table.copy_from(obs.table)
        for s in range(N_SEATS):
            sizes[s] = obs.hand_size[s]

    def _slots(self, j, k, final):
        # Find slots for placements j..k-1 from steps[j] that end on the table `final`
        # (into slots[]); False when none do. At most 4 placements of at most 4 slots each.
        step = self.steps[j]
        if j == k:
            for s in range(N_SLOTS):
                if (step.slot_tile[s] != final.slot_tile[s] or
                        step.slot_side[s] != final.slot_side[s] or
                        step.slot_value[s] != final.slot_value[s]):
                    return False
            return True
        t = self.tiles[j]
        after = self.steps[j + 1]
        for s in range(N_SLOTS):
            if step.fits(t, s):
                after.copy_from(step)
                after.place(t, s)
                self.slots[j] = s
                if self._slots(j + 1, k, final):
                    return True
        return False

    def _rule_out(self, obs, table, seat, t, slot):
        # seat placed t at slot of `table`: it held no tile that would have scored more.
        total = table.total()
        score = placement_score(after_total(table, total, slot, LO[t], HI[t]))
        bits = self.excluded[seat]
        for u in range(N_TILES):
            if obs.mine[u] or u == t or (bits >> u) & 1:
                continue
            for s in range(N_SLOTS):
                if table.fits(u, s) and \
                        placement_score(after_total(table, total, s, LO[u], HI[u])) > score:
                    bits |= 1 << u
                    break
        self.excluded[seat] = bits


class HardAI(Determinized):
    """Seven Rocks hard: the placement a counting player prefers (Valuer with HARD), unless
    the sampled rollouts show another is better.

    The value of a rollout is the team's points minus the other team's over its _HORIZON
    moves (placements, the pips left or the settlement, _WIN_BONUS), so partners' interests
    count. The samples give
    no seat a tile its earlier plays say it lacks (PlayReader). Each candidate's rollouts are
    weighed against its Valuer value (see _posterior)."""

    def __init__(self, seed, budget=BUDGET):
        # The rollout world, the Valuer (prepared for each decision, the normal seats' too)
        # and the priors: every hard seat's (ai.search.shared).
        Determinized.__init__(self, shared(World, World), Sampler(seed), MAX_ACTIONS, budget)
        self.reader = PlayReader()
        self.sampler.excluded = self.reader.excluded
        self.valuer = shared(Valuer, Valuer)
        # Per candidate: Valuer value less the anchor's.
        self.prior = shared(HardAI, _priors)
        self.valued = 0  # candidates of the decision under way valued so far
        self.spread = 0  # the variance of the last _posterior(), in points squared

    def begin(self, obs):
        """Start deciding for obs's seat (as Determinized.begin), its turn read first: the
        candidates are the distinct legal actions, the anchor the one the Valuer puts first
        (work() values them, _VALUE_COST rollout moves each, before the rollouts). A single
        candidate, or one that wins the game at once, is chosen here."""
        self.reader.read(obs)
        cand = self.cand
        n = distinct(obs.table, cand, legal(obs, cand))
        self._reset(obs, n)
        self.valued = 0
        valuer = self.valuer
        for i in range(n):
            if n == 1 or valuer.wins(obs, cand[i]):
                self.chosen = cand[i]
                self.deciding = False
                return
        valuer.prepare(obs, HARD)

    def work(self, moves):
        """As Determinized.work, the candidates valued first; True at once when begin() chose
        already."""
        if not self.deciding:
            return True
        world = self.world
        stop = world.moves + moves
        n = self.n
        prior = self.prior
        while self.valued < n:
            if world.moves >= stop:
                return False
            i = self.valued
            prior[i] = self.valuer.value(self.obs, self.cand[i])
            world.moves += _VALUE_COST
            self.valued = i + 1
            if i + 1 == n:
                self._start()
        return Determinized.work(self, stop - world.moves)

    def _start(self):
        # Every candidate valued: the anchor is the first of highest value, the others'
        # priors their values less its, and the rounds can start.
        prior = self.prior
        n = self.n
        g = 0
        for i in range(n):
            if prior[i] > prior[g]:
                g = i
        lead = prior[g]
        for i in range(n):
            prior[i] = (prior[i] - lead) * _PRIOR_WEIGHT
        self._anchor_at(g)

    def follow(self, obs):
        """Read obs's turn without deciding it: a resumed game replays the saved moves."""
        self.reader.read(obs)

    def _posterior(self, i):
        # Candidate i's advantage over the anchor in 1/16 point: its Valuer lead (prior[i],
        # at most 0) and its rollouts' mean lead, each weighed by how sure it is. The prior
        # counts as a mean known to within _TAU2 (points squared), the rollouts' mean to within
        # their variance over the rounds (at least _VAR_FLOOR a round): the usual blend of two
        # estimates, (prior * var / r + mean * _TAU2) / (var / r + _TAU2). Returns the
        # advantage; self.spread is the variance of that estimate in points squared. Integers
        # only, and no tuple: nothing is allocated.
        r = self.rounds
        if r < 2:
            self.spread = _TAU2
            return self.prior[i]
        s = self.sums[i]
        var = (self.squares[i] - s * (s // r)) // (r - 1)
        if var < _VAR_FLOOR:
            var = _VAR_FLOOR
        den = var + _TAU2 * r
        self.spread = _TAU2 * var // den
        return (self.prior[i] * var + 16 * _TAU2 * s) // den

    def _worse(self, i):
        # Dropped once its advantage is below 0 by more than z of its standard errors.
        post = self._posterior(i)
        return post < 0 and post * post > Z2 * 256 * self.spread

    def _decide(self):
        # The candidate with the largest advantage over the anchor, if one is above 0.
        best = self.g
        best_v = 0
        for i in range(self.n):
            if self.active[i]:
                post = self._posterior(i)
                if post > best_v:
                    best = i
                    best_v = post
        rounds = self.rounds
        self.expected = (self.base + self.sums[best]) // rounds
        self.chosen = self.cand[best]
        self.deciding = False
