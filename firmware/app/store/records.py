# The table's records: per game, games played and won by each kind of seat and each side.
#
# One small JSON file next to the settings, rewritten (temporary file + rename) once per
# finished game, which is rare enough for flash. A file that is not records as this firmware
# writes them is set aside (records.json.bad) and counting starts again: records are never worth
# a crash, nor a Records screen that fails.
import json
import os
from micropython import const
from app.store import stored

# Kinds of seat, in the order the records screen lists them.
KINDS = ("human", "easy", "normal", "hard")
# The sides a game's records have (app/game/play.py _count): its two teams, or in a game for each
# alone one per seat, as many as it was first played with and growing with more players (add).
# Per game of games.registry; a test checks them against each game's spec, so that reading the
# records imports no game.
SIDES = {"seven-rocks": (2,), "cutthroat": (2, 3, 4), "seven-diamonds": (2,)}
# Counting stops at this many games of one game: years of play, and its rows still fit.
MAX_GAMES = const(99999)


def path_next_to(settings_path):
    """The records file in the folder of the settings file."""
    i = settings_path.rfind("/")
    return (settings_path[:i + 1] if i >= 0 else "") + "records.json"


def _empty_game(sides):
    return {"games": 0, "kinds": {k: [0, 0] for k in KINDS},
            "sides": [[0, 0] for _ in range(sides)]}


def _checked(d):
    """d if it has exactly the shape add() writes, else None: games of SIDES only, each with its
    "games", "kinds" (each of KINDS) and "sides" (as many as the game can have), every pair
    [played, won] of whole numbers with 0 <= won <= played <= games <= MAX_GAMES."""
    for game in d:
        g = d[game]
        counts = SIDES.get(game)
        if counts is None or type(g) is not dict or len(g) != 3:
            return None
        n = g.get("games")
        kinds = g.get("kinds")
        sides = g.get("sides")
        if (type(n) is not int or not 0 <= n <= MAX_GAMES or type(kinds) is not dict
                or len(kinds) != len(KINDS) or type(sides) is not list
                or len(sides) not in counts):
            return None
        for p in [kinds.get(k) for k in KINDS] + sides:
            if (type(p) is not list or len(p) != 2 or type(p[0]) is not int
                    or type(p[1]) is not int or not 0 <= p[1] <= p[0] <= n):
                return None
    return d


def load(path):
    """The records at path ({} when there are none). A file that is not records as add() writes
    them is set aside (app/store/stored.py) and reads as none."""
    d = stored.read(path, _checked)
    return {} if d is None else d


def add(path, game, seats, winners, sides):
    """Count one finished game and save the records; returns them. A game already counted
    MAX_GAMES times counts no more (its file stays one this firmware reads).

    seats: (kind, level) per seat; winners: the seats on the winning side; sides: how many
    sides the game has (teams, or seats in Cutthroat), side_of(seat) being seat % sides."""
    d = load(path)
    g = d.get(game)
    if g is not None and g["games"] >= MAX_GAMES:
        return d
    if g is None or len(g["sides"]) < sides:
        g = _merge(g, _empty_game(sides))
        d[game] = g
    g["games"] += 1
    played = []
    won = []
    for s in range(len(seats)):
        kind = seats[s][1] if seats[s][0] == "ai" else "human"
        if kind not in played:
            played.append(kind)
        if s in winners and kind not in won:
            won.append(kind)
    for kind in played:
        if kind in g["kinds"]:
            g["kinds"][kind][0] += 1
            if kind in won:
                g["kinds"][kind][1] += 1
    for side in range(sides):
        g["sides"][side][0] += 1
    g["sides"][winners[0] % sides][1] += 1
    _write(path, d)
    return d


def _merge(old, new):
    # A game first recorded with fewer sides (Cutthroat for 2, then for 4) keeps its counts.
    if old is not None:
        new["games"] = old["games"]
        new["kinds"] = old["kinds"]
        for i in range(len(old["sides"])):
            new["sides"][i] = old["sides"][i]
    return new


def reset(path):
    """Forget every record."""
    try:
        os.remove(path)
    except OSError:
        pass


def _write(path, d):
    try:
        with open(path + ".tmp", "w") as f:
            f.write(json.dumps(d))
        os.rename(path + ".tmp", path)
    except OSError:
        pass  # a full flash loses this game's count, never the game itself
