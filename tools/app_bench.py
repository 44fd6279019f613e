# App heap and frame cost in the MicroPython VM: live heap through a whole game, render time.
#
# Usage: node tools/mpy.mjs tools/app_bench.py [GAME]  (make bench runs it for every game with
# MPY_FIRMWARE=build/mpy, the mpy-cross output, loaded as the board loads it). Prints one JSON
# object.
#
# This VM collects garbage only between calls from JavaScript, so the work runs as steps of
# mpy_step(), which tools/mpy.mjs calls one after another: a step is one app frame, and the
# heap is collected between two frames. At a step's start gc.mem_alloc() is the live heap; in
# the step nothing is freed, so at its end it is the live heap plus all the frame allocated.
# "peak" is the largest such end of frame, counted from before the app's first import: a board
# with that much heap free after boot always has room, whenever its collector runs. The game
# run also lists the modules it loaded; `app_bench.py --code M1,M2,...` imports just those in a
# fresh VM and prints the heap they keep: the code. A firmware with the app frozen in
# (manifest.py) keeps its code in flash, so its heap peak is about peak - code.
import gc
import sys
import time

# The menu's default seats: one person, the top AI level elsewhere, and a second person so
# that hand-offs happen too.
SEATS = (("human", None), ("ai", "hard"), ("human", None), ("ai", "hard"))
SEED = 12
MAX_FRAMES = 60000


class Bench:
    """The state carried from one step to the next."""

    def __init__(self, game):
        self.game = game
        self.base = 0  # the heap at the first step, before any app module is imported
        self.ui = self.app = None  # app.frame.ui and the App, from the first step on
        # Frames played; the heap at a frame's end (peak) and its start (live), the most of each.
        self.frames = self.peak = self.live = 0
        # The turn screen's draws (count, time, bytes) and the bytes all frames allocated.
        self.renders = self.render_us = self.render_bytes = self.frame_bytes = 0
        self.over = False

    def step(self):
        """One frame (or set-up, or the final count); False when done."""
        start = gc.mem_alloc()
        ui = self.ui
        if ui is None:
            self.base = start
            from fake_board import FakeBoard, fresh_dir
            from app.frame import ui
            self.ui = ui
            self.app = ui.App(FakeBoard(fresh_dir("bench")), seed=SEED)
            self.app.start(self.game, SEED, SEATS)
        elif self.app is None:
            self.report()
            return False
        elif self.app.mode == ui.GAME_END or self.frames >= MAX_FRAMES:
            self.over = self.app.mode == ui.GAME_END
            self.app = None
        else:
            self.frame(self.app, ui)
        live = start - self.base
        if live > self.live:
            self.live = live
        end = gc.mem_alloc() - self.base
        if end > self.peak:
            self.peak = end
        return True

    def frame(self, app, ui):
        if app.mode == ui.TURN:
            # The turn screen (table, hints, hand) is the busiest one to draw.
            a0 = gc.mem_alloc()
            t0 = time.ticks_us()
            app.fb.fill(0)
            app.screen.draw(app.fb)
            self.render_us += time.ticks_diff(time.ticks_us(), t0)
            self.render_bytes += gc.mem_alloc() - a0
            self.renders += 1
        app.press(ui.A if self.frames % 3 else ui.RIGHT)
        a0 = gc.mem_alloc()
        app.tick()
        self.frame_bytes += gc.mem_alloc() - a0
        self.frames += 1

    def report(self):
        modules = ",".join(sorted(m for m in sys.modules if m not in _VM_MODULES))
        print('{"game": "%s", "frames": %d, "over": %s, "peak": %d, "live": %d, '
              '"frame_bytes": %d, "render_us": %.1f, "render_bytes": %.0f, "modules": "%s"}' % (
                  self.game, self.frames, "true" if self.over else "false", self.peak,
                  self.live, self.frame_bytes // max(1, self.frames),
                  self.render_us / max(1, self.renders),
                  self.render_bytes / max(1, self.renders), modules))


class CodeBench:
    """Imports the listed modules, one step each, and counts the heap they keep: the code."""

    def __init__(self, modules):
        self.modules = modules
        self.i = -1
        self.base = 0

    def step(self):
        if self.i < 0:
            self.base = gc.mem_alloc()
        elif self.i == len(self.modules):
            print('{"code": %d}' % (gc.mem_alloc() - self.base))
            return False
        else:
            __import__(self.modules[self.i])
        self.i += 1
        return True


# Modules the VM has loaded before the app's first import (not the app's code).
_VM_MODULES = tuple(sys.modules)
if len(sys.argv) > 2 and sys.argv[1] == "--code":
    _bench = CodeBench(sys.argv[2].split(","))
else:
    _bench = Bench(sys.argv[1] if len(sys.argv) > 1 else "seven-rocks")


def mpy_step():
    return _bench.step()
