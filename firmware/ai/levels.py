# The AI seats of every game by level: the one place that knows which module plays which game.
#
# Games import no AI (the layers run core -> games -> ai -> app); the match driver, the hints,
# the tournament and the benches ask here. A game's AIs are found by its name (as the registry
# finds its spec): NormalAI in ai/<game>.py, HardAI in ai/<game>_hard.py. Each module is
# imported only when a seat needs it, so the board loads the larger hard-AI modules on demand.
import sys
from games import registry


def new_ai(game, level, seed, budget=None):
    """The `level` AI ("easy", "normal" or "hard") for `game` (a registry name), drawing from
    its own random stream `seed`; budget, when given, is a hard AI's in place of its own (tests
    and benches that want the same code path in less time). Raises ValueError for a game or
    level there is no AI for."""
    if game not in registry.NAMES:
        raise ValueError("no AI plays %r" % (game,))
    if level == "easy":
        # A uniformly random legal action, the same code for every game.
        from ai.easy import EasyAI
        return EasyAI(seed)
    if level == "normal":
        m = registry.module(game)
        normal = getattr(__import__("ai." + m), m).NormalAI
        # (A normal AI that keeps nothing between decisions serves every seat: ai.keyed.)
        return normal.one(seed) if hasattr(normal, "one") else normal(seed)
    if level == "hard":
        m = registry.module(game) + "_hard"
        hard = getattr(__import__("ai." + m), m).HardAI
        return hard(seed) if budget is None else hard(seed, budget)
    raise ValueError("no AI level %r: easy, normal or hard" % (level,))


def sliced(agent):
    """True for an AI that decides in slices, begin(obs) then work(moves) until it says it is
    done (ai.search.Determinized; Seven Rocks' normal AI): the console thinks it over frames
    (app.game.think). The others choose() in a few ms on the chip."""
    return hasattr(agent, "work")


def _rng(agent):
    # The generator an AI draws from: its own (easy) or its sampler's (hard); None (normal).
    r = getattr(agent, "rng", None)
    if r is None:
        r = getattr(getattr(agent, "sampler", None), "rng", None)
    return r


def random_state(agent):
    """The 32-bit state of the agent's random generator, or None for an AI that draws nothing.

    With the move it chose, and what follow() lets it read of that turn, this is all a save
    needs to go on as if the AI had thought again (app.session)."""
    r = _rng(agent)
    return None if r is None else (r.hi << 16) | r.lo


def set_random_state(agent, state):
    """Put back a state random_state gave."""
    r = _rng(agent)
    r.hi = state >> 16
    r.lo = state & 0xFFFF


def let_go(agents):
    """The game is over: its AI seats (agents, by seat) leave memory, each set to None, and
    what they share (ai.search.shared), which is loaded only if a seat uses it."""
    for seat in range(len(agents)):
        agents[seat] = None
    search = sys.modules.get("ai.search")
    if search is not None:
        search.release()


def follow(agent, obs):
    """Let an AI that keeps a reading of the hand between its turns (Seven Rocks hard) read a
    turn of its own that is replayed from a save instead of decided."""
    if hasattr(agent, "follow"):
        agent.follow(obs)
