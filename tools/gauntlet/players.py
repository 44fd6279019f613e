# The gauntlet's opponents by name, for every game, and one game played through match.Match.
import match
from games import registry
from . import seven_rocks, cutthroat, seven_diamonds
from .search import Search, Cheat

# The hard level's budget per decision on the chip, in rollout moves (firmware/ai/*_hard.py
# BUDGET), only to size ours: the search gets ten times as much; the cheat, which needs no
# samples (it knows every hand), the chip's own budget.
CHIP_BUDGET = {"seven-rocks": 1200, "cutthroat": 1800, "seven-diamonds": 1800}
SEARCH_TIMES = 10
_MODULES = {"seven-rocks": seven_rocks, "cutthroat": cutthroat, "seven-diamonds": seven_diamonds}
OPPONENTS = ("heuristic", "search", "cheat")
# An opponent's seat draws from its own stream, apart from the AI seats' (match.SEAT_STREAM).
OPPONENT_STREAM = 7919


def new_opponent(game, name, seed, budget=None):
    """The opponent `name` ("heuristic", "search" or "cheat") for `game`, drawing from `seed`;
    budget (rollout moves a decision) defaults to budget(game, name)."""
    if game not in _MODULES:
        raise ValueError("no gauntlet opponent plays %r" % (game,))
    m = _MODULES[game]
    if name == "heuristic":
        return m.Heuristic(seed)
    if name not in ("search", "cheat"):
        raise ValueError("no gauntlet opponent %r: one of %s" % (name, ", ".join(OPPONENTS)))
    if budget is None:
        budget = default_budget(game, name)
    return (Search if name == "search" else Cheat)(m.Kit(), seed, budget)


def default_budget(game, name):
    """Rollout moves a decision of the search (ten times the chip's hard budget) or of the
    cheat (the chip's) in `game`."""
    return CHIP_BUDGET[game] * (SEARCH_TIMES if name == "search" else 1)


def play(game, seed, seats, budget=None, watch=None):
    """One game with the default target and settings; seats has one entry a seat: an AI level
    ("easy", "normal", "hard": the console's own, made by match.Match) or ("opponent", name).
    budget, if given, replaces every search's and cheat's. Returns the final engine state.

    The opponents answer as match.Match's human seats do, from the observation it passes
    them; only the cheat is also shown the state. watch(obs, action), if given, sees each
    opponent's answer with the observation it answered."""
    spec = registry.get(game)
    opts = match.full_options(spec, {})
    n = len(seats)
    kinds = [("human", None) if isinstance(s, tuple) else ("ai", s) for s in seats]
    m = match.Match(game, seed, n, spec.default_target, opts, kinds)
    agents = [None] * n
    for s in range(n):
        if isinstance(seats[s], tuple):
            agents[s] = new_opponent(game, seats[s][1],
                                     seed + match.SEAT_STREAM * (s + 1) + OPPONENT_STREAM, budget)

    def answer(state, who, obs):
        agent = agents[who]
        if agent.sees_everything:
            agent.see(state)
        a = agent.choose(obs)
        if watch is not None:
            watch(obs, a)
        return a

    state = m.state
    while not state.is_terminal():
        m.advance(answer)
    return state
