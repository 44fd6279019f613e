# The console's OLED and seat LEDs as memory: one stand-in for the simulator's and the page's board.
"""sim/board.py (CPython, framebuf from sim/shim) and web/board.py (the MicroPython VM, whose
framebuf is built in) both give the app these, so the page draws the frames and LEDs the
simulator's tests compare with. tools/web_build.py puts this file into the page's bundle as
/web/devices.py, beside web/board.py; it imports nothing else, so it loads on both runtimes."""
import framebuf

WIDTH = 128
HEIGHT = 64
PIXEL_COUNT = 4


class Display(framebuf.FrameBuffer):
    """A 128x64 MONO_VLSB frame buffer with the SSD1306 driver's show/contrast/power calls.

    `frame` is what the last show() sent to the panel (the buffer may be half drawn at any
    other moment); `shows` counts show() calls so a front-end knows when to redraw."""

    def __init__(self):
        self.buffer = bytearray(WIDTH * HEIGHT // 8)
        super().__init__(self.buffer, WIDTH, HEIGHT, framebuf.MONO_VLSB)
        self.frame = bytes(self.buffer)
        self.shows = 0
        self.level = 255
        self.on = True

    def show(self):
        """Send the buffer to the 'panel'."""
        self.frame = bytes(self.buffer)
        self.shows += 1

    def contrast(self, level):
        """Panel brightness 0..255, as ssd1306.SSD1306.contrast."""
        self.level = level

    def poweroff(self):
        """Blank the panel (the buffer is kept, as on the SSD1306)."""
        self.on = False

    def poweron(self):
        """Light the panel again."""
        self.on = True


class Pixels:
    """NeoPixel stand-in: colours are set by index and become visible in `shown` at write();
    `writes` counts write() calls so a front-end knows when to redraw the LEDs."""

    def __init__(self, n=PIXEL_COUNT):
        self._colors = [(0, 0, 0)] * n
        self.shown = list(self._colors)
        self.writes = 0

    def __len__(self):
        return len(self._colors)

    def __getitem__(self, i):
        return self._colors[i]

    def __setitem__(self, i, rgb):
        # The three channels, as a NeoPixel keeps of what it is given (a list or a tuple).
        self._colors[i] = (rgb[0], rgb[1], rgb[2])

    def write(self):
        """Latch the colours into the LEDs."""
        self.shown = list(self._colors)
        self.writes += 1
