# The normal AI of Seven Rocks (all-fives dominoes) and the placement values hard shares.
#
# A placement is valued as a player who counts would: what it scores now, what the next
# opponent can be expected to score in reply (over the tiles it may hold: none with a number it
# passed on), and the partner's and the other opponent's replies, the chance that a seat must
# knock, what the seat keeps in hand. Valuer works it out from the seat's observation only, in
# integers (probabilities in 1/4096), on preallocated buffers: a decision allocates nothing.
from micropython import const
from core.game import legal
from core.tiles import N_TILES, LO, HI
from games.table import Table, NONE, placement_score, total_without
from ai.search import SLICE_ALL, shared

_P_ONE = const(4096)  # probability 1 in the Valuer's fixed point
_P_SHIFT = const(12)
_HAND = const(7)
_OTHERS = const(3)  # the next opponent, the partner and the other opponent, in turn order
# What normal's value of one placement costs in rollout moves, the unit of the console's
# slices (app.game.think: 5 values in a tick of _TICK_MOVES, 2 in one that draws): on the
# MicroPython VM a value takes about 0.64 ms, a Seven Rocks hard decision 0.064 ms a move of
# its budget (docs/bench.md has the chip's ticks).
_VALUE_MOVES = const(10)

# The weights of Valuer features, each in 1/16 point per unit (a reply and a knock chance per
# point and per 1 of probability): _W_NOW the points scored now, then the next opponent's,
# the partner's and the last seat's expected best reply, their chances of knocking, the next
# and last seats both knocking, the tile's pips, a double, the seat's own tiles that can follow
# (at most 3), the numbers it keeps, its best own score on the table left, going out.
_W_NOW = const(0)
_W_E = const(1)  # _W_E + r - 1: seat r places after this one (r = 1, 2, 3)
_W_P = const(4)  # the same for the chance seat r must knock
_W_BOTH = const(7)
_W_PIPS = const(8)
_W_DOUBLE = const(9)
_W_FOLLOW = const(10)
_W_VARIETY = const(11)
_W_MINE = const(12)
_W_OUT = const(13)
_N_WEIGHTS = const(14)

# Normal: a decent player's count. It scores, keeps the next opponent from scoring (half a
# point off for each point of its expected reply), leaves the partner something (a quarter of
# its reply), plays on numbers the next opponent passed on, and sheds heavy tiles first.
NORMAL = (16, -8, 4, 0, 24, 0, 0, 0, 1, 0, 0, 0, 0, 0)


class Valuer:
    """Values a seat's placements from its observation: value(obs, a) in 1/16 point, higher
    is better, by the weights of the decision (_N_WEIGHTS integers, see _W_NOW.._W_OUT).
    prepare(obs, weights) first, once per decision. What it holds is the decision's only, so
    the normal and hard seats of a game share one (ai.search.shared)."""

    def __init__(self):
        self.w = None
        self.table = Table(True)
        self.rest = [0] * 4  # per open slot of the table left: its total without that slot
        self.mine = bytearray(_HAND)
        self.n_mine = 0
        self.poss = bytearray(_OTHERS * N_TILES)  # per other seat: the tiles it may hold
        self.n_poss = bytearray(_OTHERS)
        self.size = bytearray(_OTHERS)
        self.buckets = bytearray(8)  # tiles by the reply they score, in fives (0..7)
        self.reply = [0] * _OTHERS  # last value(): each seat's expected best reply, x _P_ONE
        self.knock = [0] * _OTHERS  # and its chance of having no tile that fits, x _P_ONE

    def prepare(self, obs, weights):
        """Work out what every placement of this decision shares: the seat's tiles and the
        tiles each other seat may hold (unseen, no number it passed on); its values are by
        weights."""
        self.w = weights
        me = obs.seat
        on = 0
        table = obs.table
        for i in range(table.count):
            on |= 1 << table.order[i]
        k = 0
        for t in range(N_TILES):
            if obs.mine[t]:
                self.mine[k] = t
                k += 1
        self.n_mine = k
        for r in range(_OTHERS):
            s = (me + 1 + r) & 3
            lacks = obs.lacks[s]
            base = r * N_TILES
            k = 0
            for t in range(N_TILES):
                if obs.mine[t] or (on >> t) & 1:
                    continue
                if (lacks >> LO[t]) & 1 or (lacks >> HI[t]) & 1:
                    continue
                self.poss[base + k] = t
                k += 1
            self.n_poss[r] = k
            self.size[r] = obs.hand_size[s]

    def wins(self, obs, a):
        """True when placement a reaches the target for the seat's team at once."""
        t = a >> 2
        table = self.table
        table.copy_ends_from(obs.table)
        table.place(t, a & 3)
        now = placement_score(table.total())
        return now > 0 and obs.scores[obs.seat & 1] + now >= obs.target

    def value(self, obs, a):
        """Placement a's value in 1/16 point (prepare(obs) first)."""
        w = self.w
        t = a >> 2
        table = self.table
        table.copy_ends_from(obs.table)
        table.place(t, a & 3)
        total = table.total()
        v = w[_W_NOW] * placement_score(total)
        if self.n_mine == 1:
            for r in range(_OTHERS):
                self.reply[r] = 0
                self.knock[r] = 0
            return v + w[_W_OUT]
        for r in range(_OTHERS):
            self.reply[r] = 0
            self.knock[r] = 0
        rest = self.rest
        for s in range(4):
            if table.slot_tile[s] != NONE:
                rest[s] = total_without(table, total, s)
        acc = 0
        for r in range(_OTHERS):
            # A seat no weight asks about is not worked out (normal's count is shorter).
            if w[_W_E + r] or w[_W_P + r] or (w[_W_BOTH] and r != 1):
                self._seat_reply(r)
                acc += w[_W_E + r] * self.reply[r] + w[_W_P + r] * self.knock[r]
        acc += w[_W_BOTH] * ((self.knock[0] * self.knock[2]) >> _P_SHIFT)
        v += acc >> _P_SHIFT
        pips = LO[t] + HI[t]
        v += w[_W_PIPS] * pips
        if LO[t] == HI[t]:
            v += w[_W_DOUBLE]
        if not (w[_W_FOLLOW] or w[_W_VARIETY] or w[_W_MINE]):
            return v
        follow = 0
        held = 0
        best = 0
        for i in range(self.n_mine):
            u = self.mine[i]
            if u == t:
                continue
            held |= (1 << LO[u]) | (1 << HI[u])
            b = self._best(u)
            if b >= 0:
                follow += 1
                if b > best:
                    best = b
        variety = 0
        while held:
            held &= held - 1
            variety += 1
        if follow > 3:
            follow = 3
        return v + w[_W_FOLLOW] * follow + w[_W_VARIETY] * variety + w[_W_MINE] * best

    def _best(self, u):
        # The most tile u scores on self.table (rest[] worked out), -1 when it fits nowhere.
        # Worked out again for each seat that may hold u: kept once a value() in a bytearray,
        # it measured slower on the chip's .mpy install (normal 29.1 / 106 ms a decision
        # against 25.2 / 83), the look-ups costing more than the few slots they save.
        table = self.table
        rest = self.rest
        lo = LO[u]
        hi = HI[u]
        b = -1
        for s in range(4):
            if table.slot_tile[s] == NONE:
                continue
            x = table.slot_value[s]
            if x == lo:
                nt = rest[s] + (lo + hi if lo == hi else hi)
            elif x == hi:
                nt = rest[s] + lo
            else:
                continue
            sc = placement_score(nt)
            if sc > b:
                b = sc
        return b

    def _seat_reply(self, r):
        # Seat r's expected best reply on self.table and its chance of no fitting tile, both
        # x _P_ONE, into reply[r] and knock[r]. The seat holds `size` of its `m` possible tiles,
        # each set of them as likely as any other: the chance it holds none of j given tiles
        # is C(m - j, size) / C(m, size), which steps from j to j + 1 by (m - size - j) / (m - j).
        buckets = self.buckets
        for k in range(8):
            buckets[k] = 0
        m = self.n_poss[r]
        base = r * N_TILES
        for i in range(base, base + m):
            b = self._best(self.poss[i])
            if b >= 0:
                buckets[b // 5] += 1
        h = self.size[r]
        e = 0
        none = _P_ONE
        j = 0
        for b in range(7, -1, -1):
            for _ in range(buckets[b]):
                nxt = none * (m - h - j) // (m - j) if m - h - j > 0 else 0
                e += 5 * b * (none - nxt)
                none = nxt
                j += 1
        self.reply[r] = e
        self.knock[r] = none


class NormalAI:
    """Counts like a decent player (NORMAL): the placement of highest Valuer value, the first
    of equal ones; a placement that wins the game at once is played.

    Its count of every placement takes up to 114 ms on the chip (docs/bench.md), so it decides
    as the hard AIs do: begin(obs), then work(moves) until it says the choice is made, and the
    console spreads that over frames (app.game.think); choose() is the two run to the end."""

    def __init__(self, seed, weights=NORMAL):
        if len(weights) != _N_WEIGHTS:
            raise ValueError("a Valuer takes %d weights, got %d" % (_N_WEIGHTS, len(weights)))
        self.weights = weights
        self.buf = bytearray(32)  # more than any seat's legal actions (7 tiles x 4 slots)
        self.valuer = shared(Valuer, Valuer)
        # The decision under way: its observation, the placements valued so far, the best of
        # them, and the choice once made.
        self.obs = None
        self.n = 0
        self.valued = 0
        self.best = 0
        self.best_v = 0
        self.chosen = -1
        self.deciding = False  # begin() has started a decision work() has not finished

    def choose(self, obs):
        """The chosen action for obs's seat; reads nothing but the observation."""
        self.begin(obs)
        while not self.work(SLICE_ALL):
            pass
        return self.chosen

    def begin(self, obs):
        """Start deciding for obs's seat: work() then values the placements, a slice at a time
        (a single legal action is chosen here)."""
        buf = self.buf
        n = legal(obs, buf)
        self.obs = obs
        self.n = n
        self.valued = 0
        self.chosen = buf[0]
        self.deciding = n > 1
        if n > 1:
            self.valuer.prepare(obs, self.weights)

    def work(self, moves):
        """Value placements of the decision begun, _VALUE_MOVES rollout moves' worth each, until
        about `moves` have gone (one placement at least) or it is decided; True once
        self.chosen holds the choice."""
        if not self.deciding:
            return True
        buf = self.buf
        obs = self.obs
        valuer = self.valuer
        spent = 0
        while True:
            i = self.valued
            a = buf[i]
            if valuer.wins(obs, a):
                self.best = a
                break
            v = valuer.value(obs, a)
            if i == 0 or v > self.best_v:
                self.best_v = v
                self.best = a
            self.valued = i + 1
            if i + 1 == self.n:
                break
            spent += _VALUE_MOVES
            if spent >= moves:
                return False
        self.chosen = self.best
        self.deciding = False
        return True
