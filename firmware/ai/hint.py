# Hints for human seats: the move the normal or hard AI would make, and the points it scores.
#
# The device app and the simulator call hint(game, obs, level) when the hint button is pressed.
# It builds the game's own AI for `level` (as an AI seat would get it) and asks it about the
# seat's observation only, so a hint can never leak a hidden tile or card.
from games import registry
from ai.levels import new_ai

LEVELS = ("normal", "hard")


def hint(game, obs, level="normal", seed=0):
    """(action, points) for the seat of `obs`, which must be the seat to act.

    action: what the `level` AI ("normal" or "hard") of `game` would play, an engine action.
    points: what that action scores for the seat's team at once (a Seven Rocks placement's
    all-fives score; 0 for a pass and in games where a single move scores nothing by itself).
    seed: the AI's random stream (the hard AI samples hidden hands with it).
    Raises ValueError as hint_ai does."""
    a = hint_ai(game, obs, level, seed).choose(obs)
    return a, registry.get(game).points_now(obs, a)


def hint_ai(game, obs, level, seed):
    """The `level` AI a hint for obs's seat asks (the console thinks with one that decides in
    slices over several frames, app.game.think). Raises ValueError for an unknown game or
    level, or when obs's seat is not to act."""
    spec = registry.get(game)
    if level not in LEVELS or level not in spec.levels:
        raise ValueError("no %r hint for %s: levels %s" % (
            level, spec.name, ", ".join([lv for lv in LEVELS if lv in spec.levels])))
    if obs.to_act != obs.seat:
        raise ValueError("no hint: seat %d is not the seat to act" % obs.seat)
    return new_ai(game, level, seed)
