# A stand-in board for the app in tests, benches and tools/screen_parity.py, on both runtimes:
# a FrameBuffer display, scripted buttons, a clock, LEDs, scratch folders for the save.
import os
import framebuf


class Display(framebuf.FrameBuffer):
    """128x64 MONO_VLSB over a bytearray; counts show() calls and remembers the contrast."""

    def __init__(self):
        self.buffer = bytearray(1024)
        super().__init__(self.buffer, 128, 64, framebuf.MONO_VLSB)
        self.shown = 0
        self.level = 255
        self.on = True

    def show(self):
        self.shown += 1

    def contrast(self, v):
        self.level = v


class Pixels:
    """n LEDs that remember their colours and count writes (also tests/mpboard/neopixel.py)."""

    def __init__(self, n=4):
        self.n = n
        self.data = [(0, 0, 0)] * n
        self.writes = 0

    def __len__(self):
        return self.n

    def __setitem__(self, i, v):
        self.data[i] = v

    def __getitem__(self, i):
        return self.data[i]

    def write(self):
        self.writes += 1


class FakeBoard:
    """The board names app.App uses; `held` is the raw button state, the clock moves 40 ms a read;
    hold() schedules presses on the clock; `level` is what battery() reports."""

    def __init__(self, save_dir):
        self.display = Display()
        self.pixels = Pixels()
        self.held = 0
        self.now = 0
        self.presses = []  # (bits, down_ms, up_ms) from hold()
        self._read_ms = 0
        self.level = None  # battery(): the charge in percent, None on USB
        self.dozed = 0  # ms spent in doze()
        self.SAVE_PATH = save_dir + "/save.jsonl"
        self.SETTINGS_PATH = save_dir + "/settings.json"

    def hold(self, bits, down, up):
        """Hold `bits` from clock time `down` to `up` (ms). read_buttons() reports them while the
        clock is in between and, as the real board's pin interrupt latches a press, at the
        first read after `down` even when the clock has already passed `up`."""
        self.presses.append((bits, down, up))

    def read_buttons(self):
        bits = self.held
        for b, down, up in self.presses:
            if down <= self.now < up or self._read_ms < down <= self.now:
                bits |= b
        self._read_ms = self.now
        return bits

    def ticks_ms(self):
        self.now += 40
        return self.now

    def ticks_diff(self, a, b):
        return a - b

    def sleep_ms(self, ms):
        self.now += ms

    def doze(self, ms):
        self.now += ms
        self.dozed += ms

    def sleep_display(self, on):
        self.display.on = on

    def battery(self):
        return self.level


def fresh_dir(name):
    """An empty scratch directory app_test_NAME_PID in memory: /dev/shm where there is one (saves
    rename files after every move; a disk makes that slow), else /tmp (the VM's is in memory).

    The process id keeps suites run side by side out of each other's folders; the VM has no
    getpid, and its /tmp belongs to that VM alone."""
    if hasattr(os, "getpid"):
        name = "%s_%d" % (name, os.getpid())
    base = "/tmp"
    try:
        os.stat("/dev/shm")
        base = "/dev/shm"
    except OSError:
        pass
    for d in (base, base + "/app_test_" + name):
        try:
            os.mkdir(d)
        except OSError:
            pass
    _empty(d)
    return d


def _empty(d):
    """Remove everything inside folder d (files and folders such as a save's journals)."""
    for f in os.listdir(d):
        p = d + "/" + f
        try:
            os.remove(p)
        except OSError:
            _empty(p)
            os.rmdir(p)
