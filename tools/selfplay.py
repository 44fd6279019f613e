# Prints the logs of all-AI games played by the firmware code; runs on CPython and MicroPython.
#
# Usage: selfplay.py GAME SEED GAMES [SEATS]. Game i (0-based) uses seed SEED+i. Under
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
    if len(argv) < 4 or len(argv) > 5:
        print("usage: selfplay.py GAME SEED GAMES [SEATS]")
        return 2
    game = argv[1]
    seed = int(argv[2])
    games = int(argv[3])
    spec = registry.get(game)
    players = spec.player_counts[-1]
    if len(argv) == 5:
        spec_text = argv[4]
    else:
        spec_text = ",".join(["ai:" + DEFAULT_LEVELS[i % 2] for i in range(players)])
    seats = match.parse_seats(spec_text, players, spec.levels)
    for i in range(games):
        match.play(game, seed + i, seats, players=players)
    return 0


sys.exit(main(sys.argv))
