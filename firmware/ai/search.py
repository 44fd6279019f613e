# The determinized search the three games' hard AIs share, and what their samplers share.
#
# Determinization: every "round" deals the items (tiles, cards) a seat cannot see to the other
# hands in a way consistent with what it knows, then plays every candidate move out on that
# deal with the game's rollout policy and compares the results (see Determinized). A game
# brings its rollout world, its sampler and its anchor move; ai/seven_rocks_hard.py,
# ai/cutthroat_hard.py and ai/seven_diamonds_hard.py are the three.
#
# Budget: rounds are added while the rollout moves spent stay within `budget`; counting moves
# instead of reading a clock keeps the choice deterministic, so a seeded game is the same on
# CPython, the MicroPython VM and the board.
from micropython import const
from core.game import legal

SAMPLE_COST = const(8)
LOAD_COST = const(1)
_PRUNE_AFTER = const(4)  # rounds before a candidate can be dropped as worse than the anchor
Z2 = const(4)  # squared z (z = 2) of the test that lets a candidate overrule the anchor
TRIES = const(20)  # sampling attempts that honour every "lacks" before relaxing them
_NOTHING_OUT = const(255)  # Determinized._out(): no item is out of play (games.table.NONE)
# work(): no limit, the whole decision at once. A small int on the board (below 2 ** 30, with
# room to add the moves spent): a larger one would allocate in every call.
SLICE_ALL = const(1 << 28)
# Determinized.next while a round's deal is being sampled, and once it is dealt and the anchor
# move's rollout is due (0 and up: the candidate to play out next).
_SAMPLING = const(-2)
_ANCHOR = const(-3)

# The scratch of a game's AI seats, made once by the first of them (see shared()). Let go at
# the game's end (release()), and dropped with this module when the game's code is.
_SHARED = {}


def shared(key, make, *args):
    """The object every seat uses under `key` (a class, an array size): make(*args) the first
    time. A rollout world, the search's and the samplers' arrays, a reading's scratch and Seven
    Rocks' Valuer carry nothing from one decision (or read) to the next, and the seats decide
    one at a time, so one of each serves every AI seat of a game: on the chip about 2 KB of
    heap a hard seat after the first (docs/bench.md)."""
    obj = _SHARED.get(key)
    if obj is None:
        obj = make(*args)
        _SHARED[key] = obj
    return obj


def release():
    """Let go of the scratch the seats share (the game is over, its seats gone): the next seat
    makes its own again."""
    _SHARED.clear()


def _arrays(n):
    # The search's per-candidate arrays of a game with n actions at most (Determinized).
    return bytearray(n), [0] * n, [0] * n, bytearray(n)


class DealSampler:
    """Base of the samplers: a game's sampler has prepare(obs, out), _deal(obs, strict) into
    owner[] with deal_by_room, rng and `reading` (False, or True while its strict deals must
    agree with a play reading); start() and more() are theirs in common, so the search can
    spread one sample's attempts over slices (Determinized.work)."""

    def sample(self, obs):
        """Fill owner[] with one deal of the hidden items, all its attempts at once (start()
        then more() until it is done); returns owner."""
        self.start(obs)
        while not self.more(obs):
            pass
        return self.owner

    def start(self, obs):
        """Begin one deal of the hidden items: more() makes its attempts, one a call."""
        self.tries = 0  # attempts of the pass under way (see more)
        self.spent = 0  # and their further work, in rollout moves
        self.done_tries = 0  # attempts and work of the passes before it
        self.done_spent = 0
        self.heeded = self.reading  # the reading as the pass began

    def more(self, obs):
        """One attempt at the deal start() began: True once owner[] holds it, and then
        self.tries says how many attempts it took (each one costs the search's budget),
        self.spent any further work in rollout moves (a check of each attempt, in a game that
        has one); cost() is what they come to so far.

        A pass is TRIES attempts that honour every lack, then one that relaxes them for the
        tiles that cannot otherwise be placed (very constrained positions). When a pass made
        while the reading was heeded ends so (a seat played otherwise than the normal AI: a
        hard seat, a person), relax() may loosen the reading and a new pass begins; once it
        cannot, the rest of the decision goes without the reading. The attempts are the ones
        the deal always made, in the same order, so the random stream is the same however the
        calls fall."""
        self.tries += 1
        if self.tries <= TRIES:
            if not self._deal(obs, True):
                return False
        else:
            self._deal(obs, False)
            if self.heeded:
                self.done_tries += self.tries
                self.done_spent += self.spent
                if not self.relax():
                    self.reading = False
                self.tries = 0
                self.spent = 0
                self.heeded = self.reading
                return False
        self.tries += self.done_tries
        self.spent += self.done_spent
        self.done_tries = 0
        self.done_spent = 0
        return True

    def cost(self):
        """The rollout moves the deal under way has cost so far (all of it once done)."""
        return SAMPLE_COST * (self.done_tries + self.tries) + self.done_spent + self.spent

    def relax(self):
        """Loosen the play reading after a pass no deal agreed with: True if it did."""
        return False


def deal_by_room(items, n, elig, cap, places, owner, rng, strict):
    """Give each of items[:n] to one of `places` places (hands, a boneyard) that its bits in
    elig[item] allow, picked in proportion to the room cap[place] still has; owner[item] gets
    the place. An item with no room left among its places: False when strict, else it goes
    anywhere with room. Shared by the dominoes and Seven of Diamonds samplers."""
    everywhere = (1 << places) - 1
    for i in range(n):
        t = items[i]
        bits = elig[t]
        w = 0
        for p in range(places):
            if (bits >> p) & 1:
                w += cap[p]
        if w == 0:
            if strict:
                return False
            bits = everywhere
            for p in range(places):
                w += cap[p]
        # A place is picked in proportion to its free room: without constraints this is
        # exactly a uniform random deal.
        r = rng.below(w)
        for p in range(places):
            if (bits >> p) & 1:
                if r < cap[p]:
                    break
                r -= cap[p]
        cap[p] -= 1
        owner[t] = p
    return True


class Determinized:
    """Determinized Monte Carlo anchored on the normal AI's move (all three games' hard AIs).

    Each round deals one sample and plays every candidate out on it, so the candidates are
    compared on the same hidden hands: what is kept per candidate is its difference from the
    anchor move's result, summed and squared. A candidate replaces the anchor only when its
    mean difference is positive and more than z = 2 standard errors (Z2), and after
    _PRUNE_AFTER rounds a candidate that is as clearly worse stops being played out. With the
    few rounds the RP2040 affords, a plain "best average" mostly picks noise (in Seven Rocks
    single rounds differ by 30-40 points while good and bad moves differ by a few) and
    measured weaker than greedy; the test keeps what the samples do show and nothing else.

    A game supplies `world` (deal/restore/play/run/value/moves, as ai.seven_rocks_world.World)
    and the anchor: `normal`, its normal AI, whose move _anchor() finds among the candidates
    (or its own _anchor); _out() names an item out of play, if the game has one. `sampler`
    deals the hidden items (prepare/sample/rng, a DealSampler such as ai.tile_sampler.Sampler);
    z2 is the squared z of the test (a game whose budget buys many rounds can afford a looser
    one)."""

    def __init__(self, world, sampler, max_actions, budget, z2=Z2):
        self.budget = budget
        self.z2 = z2
        self.sampler = sampler
        self.world = world
        # Per candidate: the action, the sum of (its result - anchor's result), the sum of
        # their squares, 1 while it is still being played out. Only a decision's own: shared.
        self.cand, self.sums, self.squares, self.active = shared(max_actions, _arrays,
                                                                 max_actions)
        self.rounds = 0
        # Mean result (the world's value) of the last choice, from its rollouts.
        self.expected = 0
        # The decision under way (begin/work): its observation, candidates, anchor, the round
        # in progress and the choice once made.
        self.obs = None
        self.n = 0
        self.g = 0
        self.last = 0
        self.base = 0
        self.before = 0
        self.vg = 0
        self.next = -1
        self.chosen = -1
        self.deciding = False  # begin() has started a decision work() has not finished

    def choose(self, obs):
        """The chosen action for obs's seat; reads nothing but the observation."""
        self.begin(obs)
        while not self.work(SLICE_ALL):
            pass
        return self.chosen

    def begin(self, obs):
        """Start deciding for obs's seat: work() then plays the rounds, a slice at a time, and
        the choice is in self.chosen once work() says it is done. However the slices fall,
        the rounds are the same ones choose() plays, so the choice and the random state after
        it are the same too (the console spreads a decision over frames, docs/ai.md)."""
        n = legal(obs, self.cand)
        self._reset(obs, n)
        self._anchor_at(self._anchor(obs, n))

    def _reset(self, obs, n):
        # A decision for obs's seat over cand[:n] begins: no move spent, no round played.
        self.obs = obs
        self.n = n
        self.world.moves = 0
        self.rounds = 0
        self.last = 0
        self.base = 0  # sum of the anchor move's results
        self.next = -1  # the round's step due (_SAMPLING, _ANCHOR, a candidate); -1: none
        self.chosen = -1
        self.deciding = True

    def _anchor_at(self, g):
        # cand[g] is the anchor: every candidate's sums cleared, the others played out against
        # it, and the sampler ready for the rounds.
        sums = self.sums
        squares = self.squares
        active = self.active
        for i in range(self.n):
            sums[i] = 0
            squares[i] = 0
            active[i] = i != g  # the anchor move is the yardstick, always played out
        self.g = g
        self.sampler.prepare(self.obs, self._out(self.obs))

    def work(self, moves):
        """Play rollouts of the decision begun until about `moves` rollout moves have gone
        (a whole rollout at least) or it is decided; True once self.chosen holds the choice."""
        obs = self.obs
        world = self.world
        cand = self.cand
        active = self.active
        n = self.n
        seat = obs.seat
        stop = world.moves + moves
        while world.moves < stop:
            i = self.next
            if i < 0:
                if i == _SAMPLING:
                    # One attempt at the round's deal a step, charged as it is made: where the
                    # lacks and the play reading leave few deals, one deal's attempts and checks
                    # may cost hundreds of rollout moves, so a slice stops between them (and
                    # every attempt counts: uncounted, failed ones once made a Seven Rocks
                    # decision 2.2 s on the chip).
                    sampler = self.sampler
                    spent = sampler.cost()
                    done = sampler.more(obs)
                    world.moves += sampler.cost() - spent
                    if done:
                        world.deal(obs, sampler.owner, sampler.rng)
                        self.next = _ANCHOR
                    continue
                if i == _ANCHOR:
                    self.vg = self._rollout(obs, cand[self.g], seat)
                    self.base += self.vg
                    self.next = 0
                    continue
                # A round is started only if one more like the last one still fits the
                # budget. Even a forced move gets one round, so `expected` is an estimate.
                if not (self.rounds == 0 or (n > 1 and world.moves + self.last <= self.budget)):
                    self._decide()
                    return True
                # Sampling a deal and restoring the position cost about SAMPLE_COST and
                # LOAD_COST rollout moves (VM measurements): counting them keeps short
                # rollouts in budget, and every attempt counts (sampler.cost()).
                self.before = world.moves
                self.sampler.start(obs)
                self.next = _SAMPLING
                continue
            while i < n and not active[i]:
                i += 1
            if i < n:
                d = self._rollout(obs, cand[i], seat) - self.vg
                self.sums[i] += d
                self.squares[i] += d * d
                self.next = i + 1
                continue
            self.next = -1
            self.last = world.moves - self.before
            self.rounds += 1
            if self.rounds >= _PRUNE_AFTER:
                # A candidate already shown worse than the anchor gets no more rollouts: the
                # budget goes to the ones that may still beat it.
                for k in range(n):
                    if active[k] and self._worse(k):
                        active[k] = 0
        return False

    def _worse(self, i):
        # True when candidate i is shown worse than the anchor (its mean difference below 0 by
        # more than z standard errors); a game with its own test of the rounds overrides it.
        return self.sums[i] < 0 and self._clear(i, self.rounds)

    def _decide(self):
        # The anchor unless a candidate clearly beats it (see the class docstring).
        rounds = self.rounds
        sums = self.sums
        best = self.g
        best_mean = 0
        if rounds >= 2:
            for i in range(self.n):
                if self.active[i] and sums[i] // rounds > best_mean and self._clear(i, rounds):
                    best = i
                    best_mean = sums[i] // rounds
        self.expected = (self.base + sums[best]) // rounds
        self.chosen = self.cand[best]
        self.deciding = False

    def _clear(self, i, rounds):
        # True when candidate i's mean difference from the anchor is more than z standard errors
        # away from 0 (either way). Sample variance, then the squared standard error of the
        # mean; integers only, so the test allocates nothing on the board.
        mean = self.sums[i] // rounds
        var = (self.squares[i] - self.sums[i] * mean) // (rounds - 1)
        return mean * mean > self.z2 * (var // rounds)

    def _anchor(self, obs, n):
        # The index of the normal AI's choice among the n candidates (legal() lists them).
        a = self.normal.choose(obs)
        for i in range(n):
            if self.cand[i] == a:
                return i
        raise ValueError("the normal AI chose %d, which is not a legal action" % a)

    def _rollout(self, obs, a, seat):
        world = self.world
        world.restore(obs)
        world.play(a)
        world.moves += LOAD_COST
        world.run()
        return world.value(seat)

    def _out(self, obs):
        return _NOTHING_OUT
