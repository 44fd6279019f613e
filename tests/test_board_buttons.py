# firmware/board.py's buttons on stand-in pins: presses between reads are latched, bounces not.
import importlib
import sys
import types

import pytest

from app.frame.buttons import DEBOUNCE_MS, A, B

_PERIOD = 1 << 30  # MicroPython's ticks_ms wraps here


class Pin:
    """A button pin (pulled up: 1 released, 0 pressed) whose edges call its interrupt handler."""
    IN = 0
    PULL_UP = 1
    IRQ_FALLING = 4

    def __init__(self, n, mode=-1, pull=-1):
        self.n = n
        self.level = 1
        self.handler = None
        self.trigger = 0
        self.hard = False

    def irq(self, handler=None, trigger=0, hard=False):
        self.handler = handler
        self.trigger = trigger
        self.hard = hard

    def value(self):
        return self.level

    def set(self, level):
        if self.level and not level and self.handler and self.trigger & Pin.IRQ_FALLING:
            self.level = level
            self.handler(self)
        self.level = level


class Clock:
    def __init__(self):
        self.now = 0

    def ticks_ms(self):
        return self.now

    @staticmethod
    def ticks_diff(a, b):
        return ((a - b + _PERIOD // 2) % _PERIOD) - _PERIOD // 2

    def sleep_ms(self, ms):
        self.now = (self.now + ms) % _PERIOD


@pytest.fixture
def board(monkeypatch):
    """firmware/board.py imported on stand-in machine, neopixel, ssd1306 and time modules."""
    clock = Clock()
    machine = types.ModuleType("machine")
    machine.Pin = Pin
    machine.I2C = lambda *a, **k: types.SimpleNamespace(writeto=lambda addr, buf: None)
    machine.disable_irq = lambda: 1
    machine.enable_irq = lambda state: None
    neopixel = types.ModuleType("neopixel")
    neopixel.NeoPixel = lambda pin, n: [(0, 0, 0)] * n
    ssd1306 = types.ModuleType("ssd1306")
    ssd1306.SSD1306_I2C = lambda w, h, i2c, addr: types.SimpleNamespace(addr=addr)
    fake_time = types.ModuleType("time")
    fake_time.ticks_ms = clock.ticks_ms
    fake_time.ticks_diff = clock.ticks_diff
    fake_time.sleep_ms = clock.sleep_ms
    for name, mod in (("machine", machine), ("neopixel", neopixel), ("ssd1306", ssd1306),
                      ("time", fake_time)):
        monkeypatch.setitem(sys.modules, name, mod)
    monkeypatch.delitem(sys.modules, "board", raising=False)
    b = importlib.import_module("board")
    monkeypatch.delitem(sys.modules, "board")
    b.clock = clock
    return b


def _pin(board, bit):
    return board._pins[bit.bit_length() - 1]


def _set_at(board, t, pin, *levels):
    """At time t (ms), drive pin through levels in turn (0 pressed, 1 released), an edge each."""
    board.clock.now = t
    for level in levels:
        pin.set(level)


def _read_at(board, t):
    """What read_buttons() reports at time t (ms)."""
    board.clock.now = t
    return board.read_buttons()


def test_every_button_pin_has_a_hard_falling_edge_interrupt(board):
    assert [p.n for p in board._pins] == [2, 3, 4, 5, 6, 7]
    assert all(p.handler and p.trigger == Pin.IRQ_FALLING and p.hard for p in board._pins)


def test_a_press_between_two_reads_is_reported_once(board):
    a = _pin(board, A)
    assert _read_at(board, 1000) == 0
    # An AI decision runs for 600 ms; A goes down and up again in the middle of it.
    _set_at(board, 1100, a, 0)
    _set_at(board, 1180, a, 1)
    assert _read_at(board, 1600) == A
    assert _read_at(board, 1640) == 0


def test_held_buttons_read_as_held(board):
    _set_at(board, 50, _pin(board, B), 0)
    assert board.read_buttons() == B
    assert _read_at(board, 90) == B


def test_the_bounce_of_a_release_is_no_press(board):
    a = _pin(board, A)
    _set_at(board, 500, a, 0)
    assert board.read_buttons() == A
    # Released just before a read, and the contact still bounces after it while a long tick runs.
    _set_at(board, 700, a, 1)
    assert _read_at(board, 701) == 0
    for t in (702, 703, 705):
        _set_at(board, t, a, 0, 1)
    assert _read_at(board, 1300) == 0
    # Bounces between the release and the read that sees it are no press either.
    _set_at(board, 1400, a, 0)
    assert board.read_buttons() == A
    _set_at(board, 1500, a, 1, 0, 1)
    assert _read_at(board, 1900) == 0


def test_a_new_press_soon_after_a_release_still_counts(board):
    b = _pin(board, B)
    _set_at(board, 100, b, 0)
    assert board.read_buttons() == B
    _set_at(board, 200, b, 1)
    assert board.read_buttons() == 0
    _set_at(board, 200 + DEBOUNCE_MS + 5, b, 0)
    _set_at(board, 260, b, 1)
    assert _read_at(board, 800) == B


def test_a_press_after_the_clock_wraps_counts(board):
    clock, a = board.clock, _pin(board, A)
    clock.now = _PERIOD - 4000
    board.read_buttons()
    # Frames go on reading the idle buttons across the wrap of the millisecond counter.
    for _ in range(200):
        clock.sleep_ms(40)
        assert board.read_buttons() == 0
    clock.sleep_ms(100)
    a.set(0)
    clock.sleep_ms(50)
    a.set(1)
    clock.sleep_ms(400)
    assert board.read_buttons() == A
