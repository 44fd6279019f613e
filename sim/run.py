# `python -m sim run`: the console app in a window, in the terminal, or headless from a key string.
import argparse
import os
import shutil
import sys
import tempfile
import time

import sim  # noqa: F401  (puts firmware/ and sim/shim on sys.path)
import match_log
from games import registry
from sim import bots, keys, png
from sim.streams import Output, WriteError

FRAME_NAME = "frame-%04d-tick-%05d.png"


def add_parser(sub):
    """Add the `run` subcommand to the `python -m sim` subparsers."""
    p = sub.add_parser(
        "run", help="run the console app: a window, the terminal, or --headless with --keys",
        description="Run the console app. Without --game it boots to the menu and keeps the "
                    "console's saved game and settings (what 'make sim' offers under "
                    "Continue); with --game it starts that game at once, saved apart from the "
                    "console's game unless --save is given. --headless drives it from --keys "
                    "and writes frames and the game log, in a fresh save folder; otherwise you "
                    "play in a window (pygame) or, with no display or with --terminal, in this "
                    "terminal.")
    p.add_argument("--headless", action="store_true",
                   help="no window: play --keys, write --frames and --log, then exit")
    p.add_argument("--terminal", action="store_true",
                   help="draw the screen in this terminal even when a window could open")
    p.add_argument("--game", choices=registry.NAMES, help="start this game at once")
    p.add_argument("--players", type=int, help="number of players (games that allow several)")
    p.add_argument("--seats", help="one entry per seat: human, ai:easy, ai:normal, ... or "
                                   "bot:FILE.py:Class, a bot of your own (docs/ai.md); "
                                   "without --players, the number of entries is the number "
                                   "of players")
    p.add_argument("--seed", type=int, metavar="N",
                   help="the game's seed; without --game, the games started from the menu "
                        "get N, N+1, N+2, ... (default: from the clock)")
    p.add_argument("--target", type=int, help="points to win (default: the game's own)")
    p.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                   help="a game setting, named as in the log's options")
    p.add_argument("--keys", help="headless: one key a tick, U D L R A B, '.' for no key; "
                                  "a number repeats the next key ('40.')")
    p.add_argument("--frames", metavar="DIR", help="headless: write each new screen here as PNG")
    p.add_argument("--log", metavar="FILE", help="write the game log to FILE")
    p.add_argument("--save", action="store_true",
                   help="with --game (not --headless): save the game where the console keeps "
                        "its own, replacing the game Continue would resume")
    p.add_argument("--battery", type=_percent, metavar="PERCENT",
                   help="run on a battery this full, 0 to 100: the menu shows its mark and 10 or "
                        "less says 'Battery low' (default: on USB, no battery)")
    return p


def _percent(text):
    """--battery's value: a whole number of percent, 0 to 100."""
    try:
        n = int(text)
    except ValueError:
        n = -1
    if not 0 <= n <= 100:
        raise argparse.ArgumentTypeError("%r is not a charge in percent: give 0 to 100" % text)
    return n


def _start_args(args, need_seed):
    """(game, seed, seats, target, options, players) from the command line, checked, or None
    when no --game was given. Without need_seed a missing --seed is taken from the clock."""
    if args.game is None:
        for name in ("players", "seats", "target"):
            if getattr(args, name) is not None:
                raise ValueError("--%s needs --game" % name)
        if args.set:
            raise ValueError("--set needs --game")
        return None
    spec, players, target, options = match_log.game_args(args.game, args.players, args.target,
                                                     args.set, args.seats)
    if args.seats is None:
        raise ValueError("--game needs --seats, one entry per seat, e.g. %s"
                         % ",".join(["human"] + ["ai:" + spec.levels[-1]] * (players - 1)))
    seed = args.seed
    if seed is None:
        if need_seed:
            raise ValueError("--game needs --seed N, so that the run can be repeated")
        seed = int(time.time()) % 1000000
    seats = match_log.parse_seats(args.seats, players, spec.levels, bots.Loader().seat)
    return args.game, seed, seats, target, options, players


def _has_bot(start):
    """True when the game given on the command line (_start_args) has a bot seat."""
    return start is not None and any(seat[0] == "bot" for seat in start[2])


def open_log(path):
    """The log file opened for writing, as an Output whose write errors name it; ValueError
    (one line) when it cannot be opened."""
    try:
        return Output(open(path, "w", encoding="utf-8"), path, "--log")
    except OSError as e:
        raise ValueError("--log: cannot write %s: %s" % (path, e.strerror or e))


def _app_log(log, flush):
    """The app's emit for a --log Output. The app recovers from anything a frame raises (it
    would show "Internal error" and drop the game), so a write error is not raised into it: it
    stays in log.failed for the front-end to report, and the lines after it are dropped."""
    def emit(line):
        if log.failed is None:
            try:
                log.write(line + "\n")
                if flush:
                    log.flush()
            except WriteError:
                pass
    return emit


def _frames_dir(path):
    """Create DIR if needed; refuse one holding frames of an earlier run, which would mix in."""
    try:
        os.makedirs(path, exist_ok=True)
        old = [n for n in os.listdir(path) if n.startswith("frame-") and n.endswith(".png")]
    except OSError as e:
        raise ValueError("--frames: cannot use %s: %s" % (path, e.strerror))
    if old:
        raise ValueError("--frames: %s already holds %d frames of an earlier run (%s); remove "
                         "them or choose another directory" % (path, len(old), old[0]))


def headless(args, out=None):
    """Play args.keys through the app, one key a tick; write frames and the log. Returns 0,
    or 1 when the app had to recover from an internal error (told on stderr). A log or frame
    that cannot be written stops the run (WriteError, ValueError)."""
    # The app and the board are loaded only to run it, so `play` and `replay` stay light.
    from app.frame.ui import App, FRAME_MS
    from sim.board import BITS, Board
    if args.terminal:
        raise ValueError("--headless and --terminal cannot be used together")
    if args.keys is None:
        raise ValueError("--headless needs --keys (e.g. --keys '.A20.')")
    if args.save:
        raise ValueError("--save cannot be used with --headless, which always plays in a fresh "
                         "save folder")
    out = out or sys.stdout
    ticks = keys.parse(args.keys)
    start = _start_args(args, need_seed=True)
    if args.frames:
        _frames_dir(args.frames)
    log = open_log(args.log) if args.log else None
    emit = _app_log(log, False) if log else None
    written = 0
    try:
        # A fresh save directory: a headless run never resumes or disturbs another game.
        with tempfile.TemporaryDirectory(prefix="seven-rocks-console-run-") as save_dir:
            board = Board(virtual=True, save_dir=save_dir, battery=args.battery)
            app = App(board, seed=args.seed, emit=emit)
            if start:
                app.start(*start)
            last = None
            for n, key in enumerate(ticks):
                if key:
                    # Straight into the app's latch: "AA" is two presses, as a script means.
                    app.press(BITS[key])
                app.tick()
                if log and log.failed:
                    raise log.failed
                board.advance(FRAME_MS)
                frame = board.display.frame
                if args.frames and frame != last:
                    _write_frame(os.path.join(args.frames, FRAME_NAME % (written, n + 1)),
                                 frame)
                    written += 1
                last = frame
    finally:
        if log:
            log.close()
    out.write("%d ticks%s%s\n" % (
        len(ticks), "; %d frames in %s" % (written, args.frames) if args.frames else "",
        "; log in %s" % args.log if args.log else ""))
    if app.error is not None:
        # The app showed its one-line error and went back to the menu; a script learns why.
        print("run: the app recovered from an internal error: %s: %s"
              % (type(app.error).__name__, app.error), file=sys.stderr)
        return 1
    return 0


def _write_frame(path, frame):
    """One PNG frame; ValueError (one line) when it cannot be written."""
    try:
        png.write(path, frame)
    except OSError as e:
        raise ValueError("--frames: cannot write %s: %s" % (path, e.strerror or e))


def interactive(args):
    """Play in a window, or in the terminal when there is no display (or --terminal)."""
    from app.frame.ui import App, FRAME_MS
    for name in ("keys", "frames"):
        if getattr(args, name) is not None:
            raise ValueError("--%s needs --headless" % name)
    if args.save and args.game is None:
        raise ValueError("--save needs --game (the menu always uses the console's save)")
    start = _start_args(args, need_seed=False)
    bot = _has_bot(start)
    if bot and args.save:
        raise ValueError("--save: a game with a bot seat is never saved where the console keeps "
                         "its game; the console has no bots and could not resume it")
    log = open_log(args.log) if args.log else None
    fps = 1000 // FRAME_MS
    # A game given on the command line is saved apart, in a folder that goes when it ends, so
    # it never replaces the console's saved game unless --save asks for that.
    with tempfile.TemporaryDirectory(prefix="seven-rocks-console-run-") as apart:
        board = _interactive_board(None if start is None or args.save else apart, bot)
        board.level = args.battery
        try:
            # Each line is flushed: an interactive game may end by closing the window.
            app = App(board, seed=args.seed, emit=_app_log(log, True) if log else None)
            if start:
                app.start(*start)
            status = _play_interactive(app, board, fps, args.terminal)
        finally:
            if log:
                log.close()
    if log and log.failed:
        raise log.failed
    return status


def _play_interactive(app, board, fps, terminal_asked):
    """Run the app in a window, else in this terminal; returns the exit status."""
    why = "--terminal" if terminal_asked else _window_missing()
    if why is None:
        from sim import window
        try:
            return window.run(app, board, fps)
        except window.pygame.error as e:
            why = "pygame failed: %s" % e
    print("sim: no window: %s; playing in the terminal" % why, file=sys.stderr)
    from sim import terminal
    return terminal.run(app, board, fps)


def _interactive_board(save_apart, bot=False):
    """A board on the host clock with the console's settings, and its save where the next
    session finds it ("Continue"), or in the folder save_apart when that is given. Both go to
    a temporary directory when the user data directory cannot be written. With a bot seat
    (bot) the settings and the records are a copy in save_apart too: the console's records
    count people and its own levels, and a bot would be counted as a person."""
    from sim.board import Board, data_dir
    try:
        board = Board(save_dir=data_dir())
    except OSError as e:
        print("sim: cannot use %s (%s); this session's save is temporary"
              % (data_dir(), e.strerror), file=sys.stderr)
        return Board(save_dir=save_apart)
    if save_apart is not None:
        # Board keeps both files in one folder; the app only reads these two names.
        board.SAVE_PATH = os.path.join(save_apart, "save.jsonl")
    if bot:
        # The records file sits next to the settings (app/store/records.py).
        settings = os.path.join(save_apart, "settings.json")
        try:
            shutil.copyfile(board.SETTINGS_PATH, settings)
        except OSError:
            pass  # no settings saved yet: the app starts from its defaults, as on a new console
        board.SETTINGS_PATH = settings
    return board


def _window_missing():
    """Why no window can open, or None."""
    try:
        from sim import window
    except ImportError:
        return "pygame is not installed; 'make sim' installs it"
    return window.available()


def main(args):
    """Run the `run` subcommand; returns the exit status."""
    if args.headless:
        return headless(args)
    return interactive(args)


def defaults():
    """The arguments of a bare `python -m sim`: the app, menu first, window or terminal."""
    p = argparse.ArgumentParser()
    add_parser(p.add_subparsers(dest="command"))
    return p.parse_args(["run"])
