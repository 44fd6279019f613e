# The `python -m sim` command line: play (AI games), replay (re-check a log), tui, run (the app).
#
# Exit status, every command alike: 0 done; 2 refused, in one line on stderr naming what was
# wrong (a bad argument, an input that cannot be read, a refused log line, an output that cannot
# be written); 1 from `run` when the app had to recover from an internal error. A reader that
# stops early (`| head`) ends the command quietly with 0, as make selfplay does: it has what it
# asked for.
import argparse
import sys

import sim  # noqa: F401  (puts firmware/ on sys.path)
import match_log
from core.game import LogError
from games import registry
from sim import bots
from sim import run as run_cmd
from sim import tournament
from sim.streams import ClosedInput, Output, Quiet, WriteError


def _play(args):
    spec, players, target, options = match_log.game_args(args.game, args.players, args.target,
                                                     args.set, args.seats)
    seats_text = args.seats or ",".join(["ai:normal"] * players)
    seats = match_log.parse_seats(seats_text, players, spec.levels, bots.Loader().seat)
    for i, seat in enumerate(seats):
        if seat[0] == "human":
            raise ValueError("seat %d: 'play' runs AI and bot seats only; human seats play in "
                             "'python -m sim tui' or 'make sim'" % i)
    out = sys.stdout if args.log == "-" else run_cmd.open_log(args.log)
    written = []

    def emit(line):
        out.write(line + "\n")
        written.append(None)

    try:
        state = match_log.play(args.game, args.seed, seats, target=target, options=options,
                           players=players, emit=emit)
    except bots.BotError as e:
        # The lines written so far stay: the log up to the turn the bot got wrong.
        if out is not sys.stdout and written:
            raise bots.BotError("%s; the log up to that turn, %d lines, is in %s"
                                % (e, len(written), args.log))
        raise
    finally:
        if out is not sys.stdout:
            out.close()
    if args.log != "-":
        print("%s: %s after %d hands, scores %s; log written to %s" % (
            spec.title, _winner_text(spec, state), state.hand, list(state.scores), args.log))
    return 0


def _winner_text(spec, state):
    return ("team %d wins" if spec.winner_is_team else "seat %d wins") % state.winner


def _replay(args):
    name = args.file
    # Named so in messages about reading it; a refused line names the file as given ("-").
    source = "standard input" if name == "-" else name
    if name == "-":
        src = sys.stdin.buffer
    else:
        try:
            src = open(name, "rb")
        except OSError as e:
            print("replay: cannot read %s: %s" % (name, e.strerror or e), file=sys.stderr)
            return 2
    out = sys.stdout

    def stopped(spec, state, first, last):
        out.flush()
        print("replay: %s: the game of lines %d-%d stops before it ends: %s"
              % (name, first, last, spec.position(state)), file=sys.stderr)

    try:
        spec, state = match_log.replay(src, emit=lambda line: out.write(line + "\n"),
                                   stopped=stopped)
    except LogError as e:
        out.flush()
        print("replay: %s: %s" % (name, e), file=sys.stderr)
        return 2
    except OSError as e:
        # Only reading raises OSError here: a write error is a WriteError, told by main.
        out.flush()
        print("replay: cannot read %s: %s" % (source, e.strerror or e), file=sys.stderr)
        return 2
    finally:
        if name != "-":
            src.close()
    if not state.is_terminal():
        out.flush()
        print("replay: the log stops before the game ends: %s" % spec.position(state),
              file=sys.stderr)
    return 0


def _parser():
    p = argparse.ArgumentParser(prog="python -m sim",
                                description="Seven Rocks pocket console simulator. Without a "
                                            "command it runs the console app (as 'run').",
                                epilog="Exit status: 0 done (also when the reader of the "
                                       "output stops early, as with '| head'); 2 refused, "
                                       "with one line on stderr naming the bad argument, the "
                                       "input that cannot be read, the refused log line or "
                                       "the output that cannot be written; 1 from 'run' when "
                                       "the app recovered from an internal error.")
    sub = p.add_subparsers(dest="command")
    pl = sub.add_parser("play", help="play a whole game with AI or bot seats and write its log")
    pl.add_argument("--game", required=True, choices=registry.NAMES, help="the game to play")
    pl.add_argument("--seed", required=True, type=int,
                    help="the game's seed: the same seed and seats play the same game")
    pl.add_argument("--seats", help="one entry per seat: ai:easy, ai:normal, ai:hard or "
                                    "bot:FILE.py:Class, a bot of your own (docs/ai.md) "
                                    "(default all ai:normal); without --players, the number "
                                    "of entries is the number of players")
    pl.add_argument("--players", type=int, help="number of players (games that allow several)")
    pl.add_argument("--target", type=int, help="points to win (default: the game's own)")
    pl.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                    help="a game setting, named as in the log's options")
    pl.add_argument("--log", default="-", help="log file, or - for standard output (default)")
    rp = sub.add_parser("replay", help="re-play a game log through the engine and print it")
    rp.add_argument("file", help="log file, or - for standard input")
    tu = sub.add_parser("tui", help="play Seven Rocks at the terminal: pass-and-play or "
                                    "against AI seats",
                        description="Play Seven Rocks as plain text: human seats type their "
                                    "moves; with more than one human the terminal is handed "
                                    "over (and wiped) between them. q or the end of the "
                                    "input stops the game, keeping the log written so far.")
    tu.add_argument("--seats", default="human,ai:normal,ai:normal,ai:normal",
                    help="four entries, North East South West: human, ai:easy, ai:normal or "
                         "ai:hard (default: human,ai:normal,ai:normal,ai:normal)")
    tu.add_argument("--seed", type=int, help="the game's seed (default: from the clock); the "
                                             "same seed and seats deal the same game")
    tu.add_argument("--target", type=int, help="points to win (default: %d)"
                                               % registry.get("seven-rocks").default_target)
    tu.add_argument("--log", metavar="FILE", help="also write the game log to FILE")
    run_cmd.add_parser(sub)
    tournament.add_parser(sub)
    return p


def main(argv):
    """Run `python -m sim ARGS`; returns the exit status (see the top of this file).

    Standard output is written through an Output, so a failed write ends the command with
    one line naming it; streams the shell closed are told as such."""
    saved = sys.stdin, sys.stdout, sys.stderr
    if sys.stdin is None:
        sys.stdin = ClosedInput()
    sys.stdout = Output(sys.stdout, "standard output")
    sys.stderr = Quiet(sys.stderr)
    command = "sim"
    try:
        try:
            args = _parser().parse_args(argv)
        except SystemExit as e:
            # --help, or a usage error argparse has told on standard error.
            sys.stdout.flush()
            return e.code
        command = args.command or command
        status = _command(args)
        sys.stdout.flush()
        return status
    except WriteError as e:
        if e.output is sys.stdout:
            e.output.discard()
            if isinstance(e.error, BrokenPipeError):
                return 0
        print("%s: %s" % (command, e), file=sys.stderr)
        return 2
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved


def _command(args):
    try:
        if args.command == "play":
            return _play(args)
        if args.command == "replay":
            return _replay(args)
        if args.command == "tournament":
            return tournament.main(args)
        if args.command == "run":
            return run_cmd.main(args)
        if args.command is None:
            return run_cmd.main(run_cmd.defaults())
        from sim.tui import run
        return run(args)
    except ValueError as e:
        print("%s: %s" % (args.command or "sim", e), file=sys.stderr)
        return 2
