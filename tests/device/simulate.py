# The simulator side of the device tests: the same app on the simulator's board, pressed on the same
# screens as the chip.
import os
import shutil
import tempfile

from app.frame.ui import App, FRAME_MS
from sim.board import BITS, Board


def menu_frame():
    """The simulator's first screen at boot with nothing saved: the menu."""
    with tempfile.TemporaryDirectory() as d:
        board = Board(virtual=True, save_dir=d)
        App(board).tick()
        return board.display.frame


def replay_presses(seed, presses, settle_ticks, want_frames, frame_offset=0, max_ticks=20000,
                   files=None):
    """Run the app from boot with `seed` for menu-started games, pressing each key once the
    screen shown when the chip pressed it (presses: [{key, frame}], frame counted in the chip's
    distinct frames, less frame_offset) has been up for settle_ticks. Stops when want_frames
    distinct frames were shown and every key was pressed. files: a folder whose contents (a
    board's filesystem: the save, settings, records) the simulator's board starts with.
    Returns (frames, leds): each distinct frame, and for each the LEDs' colours at every tick
    it was on screen."""
    frames, leds = [], []
    pending = list(presses)
    with tempfile.TemporaryDirectory(prefix="pico-sim-") as save_dir:
        if files:
            for name in os.listdir(files):
                src = os.path.join(files, name)
                (shutil.copytree if os.path.isdir(src) else shutil.copy)(
                    src, os.path.join(save_dir, name))
        board = Board(virtual=True, save_dir=save_dir)
        app = App(board, seed=seed)
        up = 0
        for _ in range(max_ticks):
            if pending and pending[0]["frame"] - frame_offset == len(frames) - 1 \
                    and up >= settle_ticks:
                app.press(BITS[pending.pop(0)["key"]])
                up = 0
            app.tick()
            board.advance(FRAME_MS)
            frame = board.display.frame
            if not frames or frame != frames[-1]:
                frames.append(frame)
                leds.append([])
                up = 0
            up += 1
            leds[-1].append([tuple(c) for c in board.pixels.shown])
            if not pending and len(frames) >= want_frames:
                break
    return frames, leds
