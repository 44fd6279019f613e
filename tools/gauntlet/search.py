# The determinized search and the perfect-information ceiling, for any game with a kit.
#
# A round deals the tiles or cards this seat cannot see in a way consistent with its
# observation (the kit's sampler), then plays every candidate out to the end of the hand with
# the kit's rollout policy for all seats and scores the result for this seat (the kit's value).
# Every candidate of a round plays out from the same random state, so two candidates differ by
# what they change, not by the dice. After the budget, the best total wins. The budget counts
# rollout moves, not time, so a seeded game is the same on every machine.
#
# A game's kit (seven_rocks.Kit, cutthroat.Kit, seven_diamonds.Kit) brings new_world (a state
# to roll out on), candidates, prepare and sample (a consistent deal), load_true (the cheat's),
# copy, start (play a candidate), rollout (the policy to the end of the hand) and value; Kit
# below has what they share.
#
# The ceiling (Cheat) is the same search with the sample replaced by the true state: it reads
# every hand. It is a cheat, used only for the ceiling row of the gauntlet.
from core.game import legal
from core.rng import Rng

MIN_ROUNDS = 8  # rounds a decision always gets, however long its rollouts
SAMPLE_COST = 8  # a sample counts as this many rollout moves against the budget


def copy_fields(dst, src, arrays, scalars):
    """Set dst's fields named in arrays and scalars to src's of the same names: an array (a
    list or bytearray) copied into dst's own, so the two never share one, a scalar assigned."""
    for name in arrays:
        getattr(dst, name)[:] = getattr(src, name)
    for name in scalars:
        setattr(dst, name, getattr(src, name))


class Kit:
    """What the kits share; a kit overrides what its game does otherwise.

    copy() copies the world's fields named in ARRAYS and SCALARS; the cheat's sample is the
    true state copied; a candidate is played as the world plays any action; value() is the
    team game's (seats 0 and 2 against 1 and 3): the points won less the points conceded,
    WIN more or less when the rollout ends the match."""

    ARRAYS = ()
    SCALARS = ()
    WIN = 0

    def load_true(self, world, state):
        """Make world the true state (the cheat's only sample)."""
        self.copy(world, state)

    def copy(self, dst, src):
        """Make dst equal to src for a rollout, allocating nothing."""
        copy_fields(dst, src, self.ARRAYS, self.SCALARS)

    def start(self, world, a, obs):
        """Play candidate a on world; returns the rollout moves it counts."""
        world.apply_action(a)
        return 1

    def value(self, before, world, obs):
        """What the rollout's end is worth to the seat of obs (before: scores at the start)."""
        team = obs.seat & 1
        d = (world.scores[team] - before[team]) - (world.scores[1 - team] - before[1 - team])
        if world.is_terminal():
            d += self.WIN if world.winner == team else -self.WIN
        return d


class Search:
    """Determinized search from the seat's observation alone: choose(obs)."""

    sees_everything = False

    def __init__(self, kit, seed, budget):
        self.kit = kit
        self.rng = Rng(seed)
        self.budget = budget
        self.buf = bytearray(64)
        self.world = None  # the round's deal (an engine state), made on the first decision
        self.scratch = None  # the state a candidate is played out on
        self.rounds = 0  # rounds the last decision that had a choice played

    def fill(self, ctx, world):
        """Deal the round's hidden hands into world, consistently with the observation that
        ctx (the kit's prepare(obs)) was made from."""
        self.kit.sample(ctx, self.rng, world)

    def choose(self, obs):
        """The candidate with the best total over the rounds the budget buys."""
        kit = self.kit
        n = legal(obs, self.buf)
        cands = kit.candidates(obs, self.buf, n)
        if len(cands) == 1:
            return cands[0]
        if self.world is None:
            self.world = kit.new_world(obs)
            self.scratch = kit.new_world(obs)
        world = self.world
        scratch = self.scratch
        rng = self.rng
        ctx = kit.prepare(obs)
        sums = [0] * len(cands)
        spent = 0
        rounds = 0
        while rounds < MIN_ROUNDS or spent < self.budget:
            self.fill(ctx, world)
            spent += SAMPLE_COST
            hi = rng.hi
            lo = rng.lo
            for i in range(len(cands)):
                rng.hi = hi
                rng.lo = lo
                kit.copy(scratch, world)
                v, moves = playout(kit, scratch, cands[i], obs, rng, self.buf)
                sums[i] += v
                spent += moves
            rounds += 1
        self.rounds = rounds
        best = 0
        for i in range(1, len(cands)):
            if sums[i] > sums[best]:
                best = i
        return cands[best]


class Cheat(Search):
    """The ceiling: the same search on the true deal. It reads the full state (set by the
    gauntlet before each decision with see(state)), so it is NOT an honest player."""

    sees_everything = True

    def __init__(self, kit, seed, budget):
        Search.__init__(self, kit, seed, budget)
        self.state = None

    def see(self, state):
        """Give the cheat the full state it will read at its next decision."""
        self.state = state

    def fill(self, ctx, world):
        """The true state stands for the sample."""
        self.kit.load_true(world, self.state)


def playout(kit, world, a, obs, rng, buf):
    """Play candidate a, then the rollout policy for every seat to the end of the hand;
    returns (the kit's value for the seat of obs, rollout moves made)."""
    before = list(world.scores)
    moves = kit.start(world, a, obs)
    moves += kit.rollout(world, rng, buf)
    return kit.value(before, world, obs), moves
