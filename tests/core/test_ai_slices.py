# The hard AIs' decisions in slices (begin, then work(TICK_MOVES) a tick): bounded, and the same.
from check import eq, true
from positions import normal_turns
from games.cutthroat import Cutthroat
from games.seven_diamonds import SevenDiamonds
from games.seven_rocks import SevenRocks
from ai import cutthroat, cutthroat_hard, seven_diamonds, seven_diamonds_hard
from ai import seven_rocks, seven_rocks_hard
from ai.levels import random_state
from ai.search import SAMPLE_COST
import consts

VALUE_COST = consts.of("ai.seven_rocks_hard", "VALUE_COST")
TICK_MOVES = consts.of("app.game.think", "TICK_MOVES")

# Each game at seat 0's turns of its first hand (hand 1), the other seats playing a random move one
# turn in two: their plays then rarely agree with the play readings, whose sampling checks are
# the dearest part of a decision (a reading nothing agrees with costs hundreds of moves).
GAMES = (
    ("seven-rocks", SevenRocks, seven_rocks, seven_rocks_hard),
    ("cutthroat", lambda: Cutthroat(3, 6, False, False), cutthroat, cutthroat_hard),
    ("seven-diamonds", SevenDiamonds, seven_diamonds, seven_diamonds_hard),
)
WILD = 0b1110


def _sliced(ai, obs, steps):
    # ai's decision for obs in work(TICK_MOVES) slices: (choice, the most moves any slice
    # spent beyond TICK_MOVES); steps[0] grows to the dearest rollout seen, steps[1] to the
    # dearest attempt at a deal (its reading check included).
    world = ai.world
    sampler = ai.sampler
    play_out = ai._rollout
    attempt = sampler.more

    def rollout(o, a, seat):
        before = world.moves
        v = play_out(o, a, seat)
        steps[0] = max(steps[0], world.moves - before)
        return v

    def more(o):
        before = sampler.cost()
        done = attempt(o)
        steps[1] = max(steps[1], sampler.cost() - before)
        return done
    ai._rollout = rollout
    sampler.more = more
    ai.begin(obs)
    over = 0
    while True:
        before = world.moves
        outlook = getattr(ai, "raising", 0)
        done = ai.work(TICK_MOVES)
        over = max(over, world.moves - before - TICK_MOVES)
        if outlook:
            # Seven of Diamonds weighing a raise: each of its rounds is one rollout from the
            # lead, with its deal (ai.last: the last round's moves).
            steps[0] = max(steps[0], ai.last)
        if done:
            break
    del ai._rollout
    del sampler.more
    return ai.chosen, over


def test_a_slice_spends_its_moves_and_at_most_one_step_more():
    # A slice stops once its moves are spent, so it can go over by one step only: a rollout,
    # or one attempt at a deal with its reading check (never the whole deal, whose attempts
    # and checks may cost READ_LIMIT moves), or one candidate valued (VALUE_COST).
    for name, game, normal, hard in GAMES:
        ai = hard.HardAI(3)
        steps = [VALUE_COST, 0]
        over = 0
        n = 0
        for _state, who, obs in normal_turns(game(), normal.NormalAI, 3, 2, WILD, 2):
            if who == 0:
                over = max(over, _sliced(ai, obs, steps)[1])
                n += 1
        true(n >= 5, "%s: %d decisions" % (name, n))
        true(steps[1] > SAMPLE_COST or name == "seven-rocks",
             "%s: the reading was checked (an attempt cost %d)" % (name, steps[1]))
        true(over <= max(steps), "%s: a slice went %d moves over its %d, the dearest rollout "
             "is %d, attempt at a deal %d" % (name, over, TICK_MOVES, steps[0], steps[1]))


def test_slices_choose_as_the_whole_decision_and_draw_the_same_numbers():
    # Sliced or at once (choose: the simulator's, the tournament's), the same choice and the
    # same random state after it, decision after decision: the same seed, the same game.
    for name, game, normal, hard in GAMES:
        sliced = hard.HardAI(5)
        whole = hard.HardAI(5)
        n = 0
        for state, who, obs in normal_turns(game(), normal.NormalAI, 5, 2, WILD, 2):
            if who == 0:
                a = _sliced(sliced, obs, [0, 0])[0]
                eq(a, whole.choose(obs), "%s, hand %d: the choice" % (name, state.hand))
                eq(random_state(sliced), random_state(whole), "%s: the random state" % name)
                n += 1
        true(n >= 5, "%s: %d decisions" % (name, n))
