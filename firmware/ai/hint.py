# Hints for human seats: the move the normal or hard AI would make, and the points it scores.
#
# The device app and the simulator call hint(game, obs, level) when the hint button is pressed.
# It builds the game's own AI for `level` (as an AI seat would get it) and asks it about the
# seat's observation only, so a hint can never leak a hidden tile or card.
from games import registry
from games.table import Table, placement_score

LEVELS = ("normal", "hard")

_table = None  # scratch table for scoring a Seven Rocks placement, made on first use


def hint(game, obs, level="normal", seed=0):
    """(action, points) for the seat of `obs`, which must be the seat to act.

    action: what the `level` AI ("normal" or "hard") of `game` would play, an engine action.
    points: what that action scores for the seat's team at once (a Seven Rocks placement's
    all-fives score; 0 for a pass and in games where a single move scores nothing by itself).
    seed: the AI's random stream (the hard AI samples hidden hands with it).
    Raises ValueError for an unknown game or level, or when obs's seat is not to act."""
    spec = registry.get(game)
    if level not in LEVELS or level not in spec.levels:
        raise ValueError("no %r hint for %s: levels %s" % (
            level, spec.name, ", ".join([lv for lv in LEVELS if lv in spec.levels])))
    if obs.to_act != obs.seat:
        raise ValueError("no hint: seat %d is not the seat to act" % obs.seat)
    a = spec.new_ai(level, obs.seat, seed).choose(obs)
    return a, _points(game, obs, a)


def _points(game, obs, a):
    global _table
    if game != "seven-rocks":
        return 0
    # Imported here: the board loads Seven Rocks only when that game is being played.
    from games.seven_rocks import PASS
    if a == PASS:
        return 0
    if _table is None:
        _table = Table(True)
    _table.copy_from(obs.table)
    _table.place(a >> 2, a & 3)
    return placement_score(_table.total())
