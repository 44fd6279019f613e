# App measurements in the MicroPython VM: heap taken by the app, allocation and render time a frame.
#
# Usage: node tools/mpy.mjs tools/app_bench.py. Prints one JSON object. This VM build never
# frees memory (gc.collect() reclaims nothing under Node), so live-heap figures are upper
# bounds: "footprint" is everything allocated from before the app's imports to its first turn
# (code compiled from source included); the per-frame and per-action figures are what the app
# allocates while playing, i.e. what the collector must reclaim on the board.
import gc
import sys
import time

_BASE = gc.mem_alloc()

from fake_board import FakeBoard, fresh_dir  # noqa: E402
from app import ui  # noqa: E402


def main():
    board = FakeBoard(fresh_dir("bench"))
    app = ui.App(board, seed=12)
    app.start("seven-rocks", 12, [("human", None), ("ai", "normal"), ("human", None),
                                  ("ai", "normal")])
    while app.mode != ui.TURN:
        app.press(ui.A)
        app.tick()
    footprint = gc.mem_alloc() - _BASE
    frames = 0
    render_us = 0
    render_bytes = 0
    renders = 0
    action_bytes = 0
    actions = 0
    while app.mode != ui.GAME_END and frames < 20000:
        if app.mode == ui.TURN:
            # The turn screen (table, hints, hand) is the busiest one to draw.
            a0 = gc.mem_alloc()
            t0 = time.ticks_us()
            app.fb.fill(0)
            app._draw()
            render_us += time.ticks_diff(time.ticks_us(), t0)
            render_bytes += gc.mem_alloc() - a0
            renders += 1
        mode = app.mode
        app.press(ui.A if frames % 3 else ui.RIGHT)
        a0 = gc.mem_alloc()
        app.tick()
        if mode in (ui.TURN, ui.SHOW) and app.mode == ui.SHOW:
            action_bytes += gc.mem_alloc() - a0
            actions += 1
        frames += 1
    print('{"frames": %d, "footprint": %d, "render_us": %.1f, "render_bytes": %.0f, '
          '"action_bytes": %.0f, "over": %s}' % (
              frames, footprint, render_us / max(1, renders), render_bytes / max(1, renders),
              action_bytes / max(1, actions), "true" if app.mode == ui.GAME_END else "false"))


main()
sys.exit(0)
