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

import match_log  # noqa: E402

DEFAULT_LEVELS = ("easy", "normal")
MAX_GAMES = 1000000
_EPIPE = 32  # errno of a write to a pipe nobody reads


def main(argv):
    flags = [a for a in argv[1:] if a.startswith("--")]
    argv = [a for a in argv if not a.startswith("--")]
    if len(argv) < 4 or len(argv) > 5:
        return _fail("usage: selfplay.py GAME SEED GAMES [SEATS] [--players=N] "
                     "[--set=NAME=VALUE ...]")
    try:
        game, seed, games = argv[1], _int(argv[2], "SEED"), _int(argv[3], "GAMES")
        players, sets = None, []
        if games < 1 or games > MAX_GAMES:
            raise ValueError("GAMES must be from 1 to %d, got %d" % (MAX_GAMES, games))
        for f in flags:
            if f.startswith("--players="):
                players = _int(f[len("--players="):], "--players")
            elif f.startswith("--set="):
                sets.append(f[len("--set="):])
            else:
                raise ValueError("unknown flag %s" % f)
        spec, players, _, options = match_log.game_args(game, players, None, sets)
        if len(argv) == 5:
            spec_text = argv[4]
        else:
            spec_text = ",".join(["ai:" + DEFAULT_LEVELS[i % 2] for i in range(players)])
        seats = match_log.parse_seats(spec_text, players, spec.levels)
    except ValueError as e:
        return _fail("selfplay: %s" % e)
    try:
        for i in range(games):
            match_log.play(game, seed + i, seats, options=options, players=players)
    except OSError as e:
        # The reader went away (`make selfplay | head`): it has all it wanted, so stop quietly.
        if e.args and e.args[0] == _EPIPE:
            _quiet_stdout()
            return 0
        raise
    return 0


def _int(text, what):
    """A whole number from the command line; ValueError naming the argument otherwise."""
    try:
        return int(text)
    except ValueError:
        raise ValueError("%s must be a whole number, got %r" % (what, text))


def _fail(message):
    sys.stderr.write(message + "\n")
    return 2


def _quiet_stdout():
    # CPython flushes stdout again at exit, which would raise on the closed pipe once more.
    if sys.implementation.name != "micropython":
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


sys.exit(main(sys.argv))
