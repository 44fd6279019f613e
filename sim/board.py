# The simulator's board: the names firmware/board.py gives the app, backed by memory and a clock.
#
# The app only ever sees these names (display, read_buttons, pixels, ticks_ms, ticks_diff,
# sleep_ms, doze, sleep_display, battery, SAVE_PATH, SETTINGS_PATH), so the same app code runs
# on the Pico, in the window, in the terminal and headless; the front-ends read what the app
# drew and set what is held.
import os
import tempfile
import time

# The display and LEDs are the web page's too (sim/devices.py; importing the sim package puts
# sim/shim, with the framebuf they draw on, on sys.path). WIDTH, HEIGHT: for the front-ends.
from sim.devices import HEIGHT, WIDTH, Display, Pixels  # noqa: F401

# MicroPython's ticks_ms wraps at 2**30 (TICKS_PERIOD in py/mphal); ticks_diff undoes the wrap.
_PERIOD = 1 << 30
_HALF = _PERIOD >> 1
# Button bits in the app's order (firmware/board.py: bit 0 Up, 1 Down, 2 Left, 3 Right, 4 A, 5 B).
BITS = {"U": 1, "D": 2, "L": 4, "R": 8, "A": 16, "B": 32}


def seen(rgb):
    """A NeoPixel colour as a person sees it: the app drives the LEDs dim (a few dozen of 255),
    which a real LED still shows brightly but a screen would draw nearly black, so lift it."""
    return tuple(int(255 * (c / 255) ** 0.4) for c in rgb)


class Board:
    """Everything the app reads from firmware/board.py, for one simulated console.

    virtual=True runs on a clock that moves only when the app sleeps or a front-end calls
    advance(), so headless runs are fast and give the same frames every time; otherwise the
    clock is the host's. save_dir holds the save and settings files (a fresh temporary
    directory when not given). battery: the charge in percent battery() reports, or None for
    a console on USB (set `level` to change it while the app runs)."""

    def __init__(self, virtual=False, save_dir=None, battery=None):
        self.display = Display()
        self.level = battery
        self.pixels = Pixels()
        self.held = 0
        self._tapped = 0
        self._virtual = virtual
        self._now = 0
        self._start = time.monotonic()
        if save_dir is None:
            save_dir = tempfile.mkdtemp(prefix="seven-rocks-console-")
        os.makedirs(save_dir, exist_ok=True)
        self.save_dir = save_dir
        self.SAVE_PATH = os.path.join(save_dir, "save.jsonl")
        self.SETTINGS_PATH = os.path.join(save_dir, "settings.json")

    def read_buttons(self):
        """Bitmask of the buttons the front-end says are held now, plus any taps not yet read."""
        bits = self.held | self._tapped
        self._tapped = 0
        return bits

    def tap(self, bits):
        """Make the next read_buttons() report `bits` as held even if they are released before
        it: a key pressed and let go within one frame still reaches the app."""
        self._tapped |= bits

    def ticks_ms(self):
        """Milliseconds on this board's clock, wrapping like MicroPython's time.ticks_ms."""
        if self._virtual:
            return self._now % _PERIOD
        return int((time.monotonic() - self._start) * 1000) % _PERIOD

    @staticmethod
    def ticks_diff(a, b):
        """a - b in milliseconds, correct across the wrap (time.ticks_diff)."""
        return ((a - b + _HALF) % _PERIOD) - _HALF

    def sleep_ms(self, ms):
        """Wait ms milliseconds: on the virtual clock, just move it on."""
        if self._virtual:
            self._now += max(0, ms)
        elif ms > 0:
            time.sleep(ms / 1000)

    def doze(self, ms):
        """The Pico's lightsleep: here just a wait, as sleep_ms."""
        self.sleep_ms(ms)

    def sleep_display(self, on):
        """The panel on or off (dark, its frame kept), as the SSD1306 with its charge pump."""
        if on:
            self.display.poweron()
        else:
            self.display.poweroff()

    def battery(self):
        """The battery's charge in percent, or None (on USB): what `level` says."""
        return self.level

    def advance(self, ms):
        """Move the virtual clock on by ms (a front-end's frame time); no effect on host time."""
        if self._virtual:
            self._now += ms


def data_dir():
    """Where the windowed and terminal simulators keep their save: a per-user data directory."""
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local",
                                                           "share")
    folder = os.path.join(base, "seven-rocks-console")
    # The folder's name before the project had one name everywhere: a save kept there moves.
    old = os.path.join(base, "pocket-console-sim")
    if os.path.isdir(old) and not os.path.exists(folder):
        os.rename(old, folder)
    return folder
