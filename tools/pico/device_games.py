# Runs on the emulated Pico: whole games of the app in a row, with their logs and, for the bench,
# costs.
#
# The host prepends `GAMES = [(game, seed, seats, target, options, players), ...]` and
# `MEASURE = True|False`, and sends this over the raw REPL to a board holding what `make flash`
# installs (tools/pico/pico.py). The app boots as main.py would start it (App(board)), then
# plays each game from app.start() by ticks, pressing A wherever it waits (an AI's move on
# show, a hand's result), with no reboot in between, and after each game back to the menu with
# A. It prints `@@` JSON records: each log line ({"game": i, "line": ...}), and per game its
# ticks and the live heap after gc.collect() on its end screen (live_end) and back at the menu
# (live_after, free_after); with MEASURE also the time of every AI decision by level, draw,
# show() and save. The heap figures of `make bench` and `make endurance` come from
# tools/pico/device_heap.py, which holds far less of its own in RAM than this script.
import gc
import json
import time

import board
from app.frame import ui
from app.frame.buttons import A

ticks_us = time.ticks_us
ticks_diff = time.ticks_diff


def out(record):
    print("@@" + json.dumps(record))


class Costs:
    """Times (us) of one game, gathered by wrapping the app's calls."""

    def __init__(self):
        self.ai = {}  # level -> [count, total us, max us]
        self.draw = [0, 0, 0]
        self.show = [0, 0, 0]
        self.save = [0, 0, 0]
        self.tick = [0, 0, 0]
        self.think = [0, 0, 0]  # the ticks that began with an AI (or a hard hint) thinking
        self.moves = 0

    def add(self, slot, us):
        slot[0] += 1
        slot[1] += us
        if us > slot[2]:
            slot[2] = us

    def timed(self, fn, slot):
        def call(*args):
            t0 = ticks_us()
            r = fn(*args)
            self.add(slot, ticks_diff(ticks_us(), t0))
            return r
        return call

    def sliced(self, agent, slot):
        # A hard AI decides in slices (begin, then work until it says done, over several
        # ticks; choose() runs the same): a decision's time is all its slices'.
        begin = agent.begin
        work = agent.work
        spent = [0]

        def timed_begin(obs):
            t0 = ticks_us()
            begin(obs)
            spent[0] = ticks_diff(ticks_us(), t0)
            if not agent.deciding:
                # Decided in begin() (a single candidate): the app plays it with no work().
                self.add(slot, spent[0])

        def timed_work(moves):
            t0 = ticks_us()
            done = work(moves)
            spent[0] += ticks_diff(ticks_us(), t0)
            if done:
                self.add(slot, spent[0])
            return done
        agent.begin = timed_begin
        agent.work = timed_work

    def wrap(self, app):
        s = app.session
        for seat in range(len(s.agents)):
            agent = s.agents[seat]
            if agent is not None:
                level = s.seats[seat][1]
                slot = self.ai.setdefault(level, [0, 0, 0])
                if hasattr(agent, "begin"):
                    self.sliced(agent, slot)
                else:
                    agent.choose = self.timed(agent.choose, slot)
        record = s.record

        def counted(lines):
            self.moves += 1
            t0 = ticks_us()
            record(lines)
            self.add(self.save, ticks_diff(ticks_us(), t0))
        s.record = counted
        # A redraw is fill(0), the screen's draw, show(): drawing is from fill to show.
        fill = app.fb.fill
        show = app.fb.show
        started = [None]

        def timed_fill(c):
            started[0] = ticks_us()
            fill(c)

        def timed_show():
            t0 = ticks_us()
            if started[0] is not None:
                self.add(self.draw, ticks_diff(t0, started[0]))
                started[0] = None
            show()
            self.add(self.show, ticks_diff(ticks_us(), t0))
        app.fb.fill = timed_fill
        app.fb.show = timed_show

    def unwrap(self, app):
        """The display's own fill and show again, for the next game."""
        del app.fb.fill
        del app.fb.show

    def report(self):
        def ms(slot):
            return {"n": slot[0], "mean_ms": slot[1] / 1000 / max(1, slot[0]),
                    "max_ms": slot[2] / 1000}
        return {"ai": dict((k, ms(v)) for k, v in self.ai.items()), "draw": ms(self.draw),
                "show": ms(self.show), "save": ms(self.save), "tick": ms(self.tick),
                "think": ms(self.think),
                "moves": self.moves}


def play(app, i, game):
    name, seed, seats, target, options, players = game
    app.emit = lambda line: out({"game": i, "line": line})
    app.start(name, seed, [tuple(s) for s in seats], target, options, players)
    costs = Costs() if MEASURE else None  # noqa: F821 (prepended by the host)
    if costs:
        costs.wrap(app)
    ticks = 0
    while app.mode != ui.GAME_END:
        if app.mode in (ui.SHOW, ui.REVIEW, ui.HAND_END, ui.HANDOFF, ui.TURN):
            app.press(A)
        thinking = app.mode == ui.THINK
        t0 = ticks_us()
        app.tick()
        if costs:
            us = ticks_diff(ticks_us(), t0)
            costs.add(costs.tick, us)
            if thinking:
                costs.add(costs.think, us)
        ticks += 1
    if costs:
        costs.unwrap(app)
    gc.collect()
    live_end = gc.mem_alloc()
    # A on the game's end goes back to the menu, as a player does: the game's code leaves
    # memory there (App.home), and the next game starts from it.
    app.press(A)
    app.tick()
    if app.mode != ui.MENU:
        raise RuntimeError("game %d: A on its end shows mode %d, not the menu" % (i, app.mode))
    gc.collect()
    record = {"done": i, "ticks": ticks, "live_end": live_end, "live_after": gc.mem_alloc(),
              "free_after": gc.mem_free()}
    if costs:
        record["costs"] = costs.report()
    out(record)


def main():
    gc.collect()
    t0 = ticks_us()
    app = ui.App(board)
    app.tick()
    boot_us = ticks_diff(ticks_us(), t0)
    gc.collect()
    out({"boot_us": boot_us, "live": gc.mem_alloc(), "free": gc.mem_free()})
    for i in range(len(GAMES)):  # noqa: F821 (prepended by the host)
        play(app, i, GAMES[i])  # noqa: F821
    print("@@end")


main()
