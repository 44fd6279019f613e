# The AI seats of a game share their scratch (ai.search.shared): one of each, the same games.
from check import eq, true
from games import registry
from ai import search
from ai.levels import let_go, new_ai
import match

# (game, seats' levels, seed): two hard seats, and in Seven Rocks a normal one sharing the Valuer.
TABLES = (
    ("seven-rocks", ("hard", "normal", "hard", "easy"), 11),
    ("cutthroat", ("hard", "normal", "hard", "easy"), 12),
)
BUDGET = 300  # small: the same code path as the real budget, in a fraction of the time
STEPS = 400  # deals and moves played of each game


def _seats(game, levels, seed, private):
    # Each seat as Match seeds it; private: each made after release(), so it shares nothing.
    search.release()
    agents = []
    for s in range(len(levels)):
        if private:
            search.release()
            _forget_normal(game)
        agents.append(new_ai(game, levels[s], seed + match.SEAT_STREAM * (s + 1), BUDGET))
    return agents


def _forget_normal(game):
    # The game's one normal AI (ai.keyed.Keyed.one) made again for the next seat that asks.
    module = registry.module(game)
    normal = getattr(__import__("ai." + module), module).NormalAI
    if hasattr(normal, "one"):
        normal._made = None


def _lines(game, levels, seed, agents):
    spec = registry.get(game)
    m = match.Match(game, seed, len(levels), spec.default_target, match.full_options(spec, {}),
                    [("ai", lv) for lv in levels])
    m.agents = agents
    out = []
    for _ in range(STEPS):
        if m.state.is_terminal():
            break
        out.extend(m.step())
    return out


def test_hard_seats_share_their_scratch_and_let_it_go():
    for game, levels, seed in TABLES:
        a, normal, b, easy = _seats(game, levels, seed, False)
        true(a.world is b.world and a.cand is b.cand and a.sums is b.sums, game + ": search")
        true(a.sampler.owner is b.sampler.owner and a.sampler.elig is b.sampler.elig,
             game + ": sampler")
        true(a.sampler is not b.sampler and a.reader is not b.reader,
             game + ": each seat keeps its own random stream and reading")
        if game == "seven-rocks":
            true(a.valuer is b.valuer and normal.valuer is a.valuer, game + ": Valuer")
            true(a.reader.steps is b.reader.steps, game + ": reader scratch")
        else:
            true(a.normal is b.normal and a.reader.hands is b.reader.hands, game + ": anchor")
            true(normal is a.normal, game + ": the normal seat is the hard seats' anchor")
        seats = [a, normal, b, easy]
        let_go(seats)
        eq(seats, [None] * 4)
        fresh = _seats(game, levels, seed, False)[0]
        true(fresh.world is not a.world and fresh.cand is not a.cand, game + ": released")


def test_sharing_changes_no_move():
    # A seat that found leftovers of another seat's decision in the scratch would decide
    # otherwise than with scratch of its own.
    for game, levels, seed in TABLES:
        together = _lines(game, levels, seed, _seats(game, levels, seed, False))
        apart = _lines(game, levels, seed, _seats(game, levels, seed, True))
        true(len(together) > STEPS // 2, game + ": the game was played")
        eq(together, apart, game)
