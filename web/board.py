# The web page's board: the names firmware/board.py gives the app, backed by the VM and the page.
"""The page (web/console.js) runs the app in the MicroPython WebAssembly VM on this board:

display        a 128x64 MONO_VLSB framebuf.FrameBuffer; show() keeps the frame the page draws
read_buttons   what the page says is held, plus the taps not yet read
pixels         the four seat LEDs; write() keeps the colours the page draws
ticks_ms, ticks_diff, sleep_ms   the VM's own (time.ticks_ms runs on the browser's clock)
doze, sleep_display, battery     no nap (the page runs the app a tick a frame), the display off
                                 or on (the page shows it dark), no battery
SAVE_PATH, SETTINGS_PATH         files in SAVE_DIR, which the page keeps in the browser

The page sets the buttons with hold() and tap(), and reads what to draw with frame_hex() and
leds_text(), once a frame."""
import binascii
import time

# The display and LEDs are the simulator's (sim/devices.py, bundled beside this file), so the
# page shows what the simulator's tests compare with.
from devices import Display, Pixels

# The folder the page mirrors into the browser's storage after a frame that wrote to it.
SAVE_DIR = "/data"
SAVE_PATH = SAVE_DIR + "/save.jsonl"
SETTINGS_PATH = SAVE_DIR + "/settings.json"

ticks_ms = time.ticks_ms
ticks_diff = time.ticks_diff
sleep_ms = time.sleep_ms


def doze(ms):
    """Nothing: the page drives the app a tick at a time, and never calls App.run()."""


def sleep_display(on):
    """The display on or off: off, the page shows a dark screen; the frame is kept."""
    if on:
        display.poweron()
    else:
        display.poweroff()


def battery():
    """None: a browser tab has no battery the console would see."""
    return None


display = Display()
pixels = Pixels()
_held = 0
_tapped = 0


def read_buttons():
    """Bitmask of the buttons the page says are held now (bit 0 Up, 1 Down, 2 Left, 3 Right,
    4 A, 5 B), plus any taps not yet read."""
    global _tapped
    bits = _held | _tapped
    _tapped = 0
    return bits


def hold(bits):
    """The buttons held now, as the page's keys and touch buttons say."""
    global _held
    _held = bits


def tap(bits):
    """Make the next read_buttons() report `bits` as held even if they are released before it:
    a key pressed and let go between two frames still reaches the app."""
    global _tapped
    _tapped |= bits


def frame_hex():
    """The frame last shown, as 2048 hex digits (the page decodes them into the canvas)."""
    return binascii.hexlify(display.frame).decode()


def leds_text():
    """The LEDs as last written: 'r,g,b;r,g,b;...' per LED, seat 0 first."""
    return ";".join(["%d,%d,%d" % c for c in pixels.shown])
