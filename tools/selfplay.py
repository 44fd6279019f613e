# Prints the logs of all-AI games played by the firmware code; runs on CPython and MicroPython.
#
# Usage: selfplay.py GAME SEED GAMES [SEATS] [--players=N] [--set=NAME=VALUE ...]. Game i
# (0-based) uses seed SEED+i; without --players the game's largest player count plays. Under
# MicroPython (tools/mpy.mjs) the paths are already set; under CPython they are added here.
import sys

if sys.implementation.name != "micropython":
    import os
    _root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    sys.path[:0] = [os.path.join(_root, "firmware"), os.path.join(_root, "sim", "shim")]

import match  # noqa: E402
from games import registry  # noqa: E402

DEFAULT_LEVELS = ("easy", "normal")


def main(argv):
    flags = [a for a in argv[1:] if a.startswith("--")]
    argv = [a for a in argv if not a.startswith("--")]
    if len(argv) < 4 or len(argv) > 5:
        print("usage: selfplay.py GAME SEED GAMES [SEATS] [--players=N] [--set=NAME=VALUE ...]")
        return 2
    game = argv[1]
    seed = int(argv[2])
    games = int(argv[3])
    spec = registry.get(game)
    players = spec.player_counts[-1]
    options = {}
    for f in flags:
        if f.startswith("--players="):
            players = int(f[len("--players="):])
        elif f.startswith("--set="):
            name, value = match.parse_option(spec, f[len("--set="):])
            options[name] = value
        else:
            print("selfplay.py: unknown flag %s" % f)
            return 2
    if players not in spec.player_counts:
        print("selfplay.py: %s is not played by %d players" % (game, players))
        return 2
    if len(argv) == 5:
        spec_text = argv[4]
    else:
        spec_text = ",".join(["ai:" + DEFAULT_LEVELS[i % 2] for i in range(players)])
    seats = match.parse_seats(spec_text, players, spec.levels)
    for i in range(games):
        match.play(game, seed + i, seats, options=options, players=players)
    return 0


sys.exit(main(sys.argv))
