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
# copy, start (play a candidate), rollout (the policy to the end of the hand) and value.
#
# The ceiling (Cheat) is the same search with the sample replaced by the true state: it reads
# every hand. It is a cheat, used only for the ceiling row of the gauntlet.
from core.game import legal
from core.rng import Rng

MIN_ROUNDS = 8  # rounds a decision always gets, however long its rollouts
SAMPLE_COST = 8  # a sample counts as this many rollout moves against the budget


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
