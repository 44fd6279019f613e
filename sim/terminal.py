# Terminal front-end of the simulator: the OLED drawn with Unicode half blocks, raw keys as buttons.
import os
import select
import shutil
import sys
import time

from sim.board import BITS, seen
from sim.png import HEIGHT, WIDTH, lit

# Index: top pixel lit * 2 + bottom pixel lit. One character cell shows two pixel rows, so the
# 128x64 screen fits a 128x32 terminal area with square-looking pixels.
_CELLS = (" ", "▄", "▀", "█")


def halfblocks(buf, width=WIDTH, height=HEIGHT):
    """The MONO_VLSB frame as height/2 text lines of half-block characters."""
    lines = []
    for y in range(0, height, 2):
        lines.append("".join(_CELLS[lit(buf, x, y, width) * 2 + lit(buf, x, y + 1, width)]
                             for x in range(width)))
    return lines


# Escape sequences terminals send for the arrow keys (normal and application cursor mode).
_ARROWS = {"\x1b[A": "U", "\x1b[B": "D", "\x1b[C": "R", "\x1b[D": "L",
           "\x1bOA": "U", "\x1bOB": "D", "\x1bOC": "R", "\x1bOD": "L"}
_LETTERS = {"z": "A", "Z": "A", "x": "B", "X": "B"}
QUIT = "q"
HELP = "arrows move   z = A   x = B   q quit"
# The screen in a frame, the LED line and the help line.
NEED_COLS = WIDTH + 2
NEED_ROWS = HEIGHT // 2 + 4


def decode_keys(text):
    """Buttons ('U', 'A', ...) and QUIT in the order typed; other keys are dropped."""
    out = []
    i = 0
    while i < len(text):
        seq = text[i:i + 3]
        if seq in _ARROWS:
            out.append(_ARROWS[seq])
            i += 3
            continue
        ch = text[i]
        if ch in _LETTERS:
            out.append(_LETTERS[ch])
        elif ch in (QUIT, "Q", "\x03"):
            out.append(QUIT)
        i += 1
    return out


class Taps:
    """Typed keys handed to the app one frame at a time.

    A terminal reports key presses but never releases, so each key becomes a one-frame tap; the
    same key twice in a row gets an empty frame between, or the app would see one long press."""

    # A held key's auto-repeat must not pile up presses that play on after it is let go.
    LIMIT = 4

    def __init__(self):
        self.pending = []
        self.last = None

    def add(self, keys):
        """Queue buttons typed since the last frame."""
        self.pending = (self.pending + keys)[:self.LIMIT]

    def next(self):
        """The button to tap this frame, or None."""
        if not self.pending or self.pending[0] == self.last:
            self.last = None
            return None
        self.last = self.pending.pop(0)
        return self.last


def picture(display, pixels):
    """The whole terminal picture: boxed screen, one coloured dot per seat LED, the help line."""
    if display.on:
        rows = halfblocks(display.frame)
    else:
        rows = [" " * WIDTH] * (HEIGHT // 2)
    leds = "  ".join("\x1b[38;2;%d;%d;%dm●\x1b[0m" % seen(rgb)
                     if any(rgb) else "○" for rgb in pixels.shown)
    return "\n".join(["┌" + "─" * WIDTH + "┐"] + ["│" + r + "│" for r in rows]
                     + ["└" + "─" * WIDTH + "┘", " LEDs " + leds, " " + HELP])


def run(app, board, fps, inp=None, out=None):
    """Play in this terminal until q; returns the exit status (2 if it is not a terminal)."""
    # termios/tty exist only on POSIX systems; importing them here keeps halfblocks() and the
    # headless run usable everywhere.
    import termios
    import tty

    inp = inp or sys.stdin
    out = out or sys.stdout
    if not inp.isatty():
        print("sim: the terminal simulator needs a terminal to read keys from "
              "(use 'python -m sim run --headless' for scripted runs)", file=sys.stderr)
        return 2
    cols, rows = shutil.get_terminal_size()
    if cols < NEED_COLS or rows < NEED_ROWS:
        print("sim: the terminal is %dx%d; the simulator needs at least %dx%d characters"
              % (cols, rows, NEED_COLS, NEED_ROWS), file=sys.stderr)
        return 2
    fd = inp.fileno()
    saved = termios.tcgetattr(fd)
    shown = None
    taps = Taps()
    try:
        tty.setcbreak(fd)
        # Alternate screen and hidden cursor, so the shell's own screen comes back afterwards.
        out.write("\x1b[?1049h\x1b[?25l")
        while True:
            start = time.monotonic()
            typed = b""
            while select.select([fd], [], [], 0)[0]:
                chunk = os.read(fd, 64)
                if not chunk:
                    return 0  # the terminal went away
                typed += chunk
            keys = decode_keys(typed.decode("utf-8", "replace"))
            if QUIT in keys:
                return 0
            taps.add(keys)
            k = taps.next()
            if k:
                board.tap(BITS[k])
            app.tick()
            pic = picture(board.display, board.pixels)
            if pic != shown:
                out.write("\x1b[H" + pic)
                out.flush()
                shown = pic
            time.sleep(max(0.0, 1.0 / fps - (time.monotonic() - start)))
    except KeyboardInterrupt:
        return 0
    finally:
        # The keyboard comes back first: the screen may be what failed (a write error).
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
        out.write("\x1b[?25h\x1b[?1049l")
        out.flush()
