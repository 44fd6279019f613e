# Runs on the emulated Pico: the live heap of whole games of the app, with as little of its own in
# RAM as the measure allows.
#
# The host prepends `N_GAMES = n` and `GAMES_FILE = "..."`, the name of a file on the board with one
# JSON list [game, seed, seats, target, options, players] a line, puts both on the filesystem of a
# board holding one install (tools/pico/pico.py) and imports this from the raw REPL
# (chip_bench.heaps: pasted, its text would stay in the REPL's buffer). A game's line is read when
# it starts: ten games held as Python lists for the whole run were 2.1 KB of the heap. The app boots
# as main.py would start it (App(board)), then starts each game as a player does: A on the main
# menu's New game, each game shown on Setup on the way to the one wanted, its seats, target and
# settings set there, then Start (so the New game screen's code and names are the console's, as
# they are a player's: on the .mpy install a name, once interned, stays for good). It plays by
# ticks, pressing A wherever it waits, with no reboot in between, and after each game goes back
# to the menu with A.
# What this script holds itself is its own compiled code (in RAM on every install) and a counter:
# about 1 KB, against about 9 KB for tools/pico/device_games.py with its timing wrappers, which is
# why `make bench` and `make endurance` take the heap from this one. It prints `@@` JSON records:
# the live heap after gc.collect() at the menu after boot ({"heap_boot"}), then per game the most
# after any move during play ("play"), on the game's end screen ("end"), the larger of the two
# ("peak"), back at the menu ("after") and the free heap there ({"heap": i, ...}).
import gc
import json

import board
from app.frame import ui
from app.frame.buttons import A

_WAITS = (ui.SHOW, ui.REVIEW, ui.HAND_END, ui.HANDOFF, ui.TURN)
_moves = [0]  # moves saved so far in the game under way


def _counting(record):
    # The session's record(lines), counting the moves it saves: the heap is sampled after each.
    def counted(lines):
        _moves[0] += 1
        record(lines)
    return counted


def _game(i):
    # Line i of GAMES_FILE, read from flash as game i starts.
    with open(GAMES_FILE) as f:  # noqa: F821 (prepended by the host)
        n = 0
        for line in f:
            if n == i:
                return json.loads(line)
            n += 1
    raise ValueError("%s has no game %d" % (GAMES_FILE, i))  # noqa: F821


def _new_game(app, name, seed, seats, target, options, players):
    # From the main menu (no game saved: New game is its top row, where the cursor is after a
    # game's end) to the game started by Setup's Start row. The line is checked before any press.
    for kind, _level in seats:
        if kind != "ai":
            raise ValueError("%s: a %s seat; the heap harness seats AIs only" % (name, kind))
    app.press(A)
    app.tick()
    if app.mode != ui.SETUP:
        raise RuntimeError("A on the menu shows mode %d, not New game" % app.mode)
    setup = app.stack[-1]
    if name not in setup.games:
        raise ValueError("%s: no such game on New game (%s)" % (name, ", ".join(setup.games)))
    game = 0
    while True:
        setup.game = game
        setup.defaults()
        setup.enter()
        app.tick()
        if setup.games[game] == name:
            break
        game += 1
    spec = setup.spec()
    setup.players = spec.player_counts.index(players)
    setup.seats = [spec.levels.index(level) + 1 for _kind, level in seats]
    setup.target = target
    setup.opts = [c.index(options.get(o, d)) for o, d, c in spec.options]
    setup.enter()
    app.tick()
    app.seed = seed
    setup.choose(setup.rows[-1])
    if app.mode == ui.SETUP or app.session is None:
        raise RuntimeError("Start on New game did not start %s" % name)


def _live():
    gc.collect()
    return gc.mem_alloc()


def main():
    app = ui.App(board)
    app.tick()
    print("@@" + json.dumps({"heap_boot": _live(), "free": gc.mem_free()}))
    for i in range(N_GAMES):  # noqa: F821 (prepended by the host)
        _new_game(app, *_game(i))
        app.session.record = _counting(app.session.record)
        _moves[0] = 0
        seen = 0
        peak = 0
        while app.mode != ui.GAME_END:
            if app.mode in _WAITS:
                app.press(A)
            app.tick()
            if _moves[0] != seen:
                seen = _moves[0]
                live = _live()
                if live > peak:
                    peak = live
        # The last move is saved by the game's end (Session.finish), not record(): its heap is
        # the end screen's.
        end = _live()
        app.press(A)
        app.tick()
        if app.mode != ui.MENU:
            raise RuntimeError("game %d: A on its end shows mode %d, not the menu" % (i, app.mode))
        after = _live()
        print("@@" + json.dumps({"heap": i, "moves": seen + 1, "peak": max(peak, end), "play": peak,
                                 "end": end, "after": after, "free": gc.mem_free()}))
    print("@@end")


main()
