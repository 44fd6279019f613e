# The table's records: per game, games played and won by each kind of seat and each side.
#
# One small JSON file next to the settings, rewritten (temporary file + rename) once per
# finished game, which is rare enough for flash. A file that cannot be read as records is set
# aside as records.json.bad and counting starts again: records are never worth a crash.
import json
import os

# Kinds of seat, in the order the records screen lists them.
KINDS = ("human", "easy", "normal", "hard")


def path_next_to(settings_path):
    """The records file in the folder of the settings file."""
    i = settings_path.rfind("/")
    return (settings_path[:i + 1] if i >= 0 else "") + "records.json"


def _empty_game(sides):
    return {"games": 0, "kinds": {k: [0, 0] for k in KINDS},
            "sides": [[0, 0] for _ in range(sides)]}


def _checked(d):
    """d if it has the shape of records (every count a whole number >= 0), else None."""
    if not isinstance(d, dict):
        return None
    for game in d:
        g = d[game]
        if not isinstance(game, str) or not isinstance(g, dict):
            return None
        n = g.get("games")
        kinds = g.get("kinds")
        sides = g.get("sides")
        if (type(n) is not int or n < 0 or not isinstance(kinds, dict)
                or not isinstance(sides, list)):
            return None
        pairs = [kinds.get(k) for k in KINDS] + sides
        for p in pairs:
            if (not isinstance(p, list) or len(p) != 2 or type(p[0]) is not int
                    or type(p[1]) is not int or not 0 <= p[1] <= p[0] <= n):
                return None
    return d


def load(path):
    """The records at path ({} when there are none). A damaged file is set aside."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return {}
    try:
        d = _checked(json.loads(data.decode()))
    except (ValueError, RuntimeError, MemoryError):
        # Not UTF-8 or not JSON, or nested too deeply to read (CPython's RecursionError).
        d = None
    if d is None:
        try:
            os.rename(path, path + ".bad")
        except OSError:
            pass
        return {}
    return d


def add(path, game, seats, winners, sides):
    """Count one finished game and save the records; returns them.

    seats: (kind, level) per seat; winners: the seats on the winning side; sides: how many
    sides the game has (teams, or seats in Cutthroat), side_of(seat) being seat % sides."""
    d = load(path)
    g = d.get(game)
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
