# firmware/board.py's bring-up on stand-in hardware: the display at 0x3C or 0x3D, and with none a
# serial line naming the pins and a blink pattern instead of a traceback.
import importlib
import importlib.util
import os
import sys
import types

import pytest

import config

MPBOARD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "mpboard")


class StopLoopError(Exception):
    """Ends the endless no-display loop after a few blinks."""


class Bus:
    """An I2C bus on which the devices at `answering` acknowledge their address; `failing`
    ones acknowledge, then fail the driver's set-up."""

    def __init__(self, answering, failing=()):
        self.answering = set(answering)
        self.failing = set(failing)
        self.probes = []

    def writeto(self, addr, buf):
        self.probes.append((addr, bytes(buf)))
        if addr not in self.answering:
            raise OSError(5)  # EIO: no acknowledge


def _vm_machine(monkeypatch):
    """tests/mpboard/machine.py, the `machine` the VM boots the firmware on, loaded as a module
    of its own: its folder is not put on sys.path, where its stand-ins would shadow others."""
    def load(name):
        spec = importlib.util.spec_from_file_location("mpboard_" + name,
                                                      os.path.join(MPBOARD, name + ".py"))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    monkeypatch.setitem(sys.modules, "keyscript", load("keyscript"))  # machine.py imports it
    return load("machine")


def load_board(monkeypatch, bus, stop_after=50):
    """Import firmware/board.py on stand-ins; returns (board or None, events). events records,
    in order, ("print", line), ("pixels", colour), ("led", 0/1) and ("sleep", ms); the import
    stops with StopLoopError after `stop_after` sleeps (the import of a board that finds its
    display sleeps never)."""
    events = []

    class Pin(_vm_machine(monkeypatch).Pin):
        """The VM's stand-in pin, with the status LED's on and off recorded."""

        def on(self):
            events.append(("led", self.n, 1))

        def off(self):
            events.append(("led", self.n, 0))

    class Pixels(list):
        def fill(self, colour):
            self[:] = [colour] * len(self)

        def write(self):
            events.append(("pixels", tuple(self)))

    def driver(w, h, i2c, addr):
        if addr in bus.failing:
            raise OSError(5)
        return types.SimpleNamespace(addr=addr)

    def sleep_ms(ms):
        events.append(("sleep", ms))
        if len([e for e in events if e[0] == "sleep"]) >= stop_after:
            raise StopLoopError

    machine = types.ModuleType("machine")
    machine.Pin = Pin
    machine.I2C = lambda *a, **k: bus
    machine.disable_irq = lambda: 1
    machine.enable_irq = lambda state: None
    neopixel = types.ModuleType("neopixel")
    neopixel.NeoPixel = lambda pin, n: Pixels([(0, 0, 0)] * n)
    ssd1306 = types.ModuleType("ssd1306")
    ssd1306.SSD1306_I2C = driver
    fake_time = types.ModuleType("time")
    fake_time.ticks_ms = lambda: 0
    fake_time.ticks_diff = lambda a, b: a - b
    fake_time.sleep_ms = sleep_ms
    for name, mod in (("machine", machine), ("neopixel", neopixel), ("ssd1306", ssd1306),
                      ("time", fake_time)):
        monkeypatch.setitem(sys.modules, name, mod)
    monkeypatch.setattr("builtins.print", lambda *a: events.append(("print", " ".join(a))))
    monkeypatch.delitem(sys.modules, "board", raising=False)
    try:
        board = importlib.import_module("board")
    except StopLoopError:
        board = None
    monkeypatch.delitem(sys.modules, "board", raising=False)
    return board, events


def test_the_display_at_0x3c_is_used_and_nothing_is_printed(monkeypatch):
    bus = Bus([0x3C, 0x3D])
    board, events = load_board(monkeypatch, bus)
    assert board is not None and board.display.addr == 0x3C
    assert events == []


def test_a_display_at_0x3d_is_found_when_0x3c_does_not_answer(monkeypatch):
    bus = Bus([0x3D])
    board, events = load_board(monkeypatch, bus)
    assert board is not None and board.display.addr == 0x3D
    assert [a for a, _ in bus.probes] == [0x3C, 0x3D]
    # The probe is one SSD1306 no-op command, harmless to whatever else sits at the address.
    assert {buf for _, buf in bus.probes} == {b"\x80\xe3"}
    assert events == []


def test_a_display_that_answers_but_fails_its_set_up_is_passed_over(monkeypatch):
    board, _ = load_board(monkeypatch, Bus([0x3C, 0x3D], failing=[0x3C]))
    assert board is not None and board.display.addr == 0x3D


def _cycle(pixels):
    lit = tuple([(64, 0, 0)] * pixels)
    dark = tuple([(0, 0, 0)] * pixels)
    blink = [("pixels", lit), ("led", "LED", 1), ("sleep", 150),
             ("pixels", dark), ("led", "LED", 0), ("sleep", 250)]
    return blink * 2 + [("sleep", 1200)]


def test_with_no_display_a_line_names_the_pins_and_the_leds_blink_twice_every_2_s(monkeypatch):
    board, events = load_board(monkeypatch, Bus([]), stop_after=10)
    assert board is None  # the import never returns on its own
    line = ("no display answers at 0x3C or 0x3D on I2C1: check OLED SDA on GP14, SCL on GP15, "
            "VCC on 3V3(OUT), GND on GND, then reset")
    # Every cycle says it again, for whoever opens the serial port later.
    assert events == ([("print", line)] + _cycle(config.PIXEL_COUNT)) * 2
    assert sum(ms for kind, ms in [e for e in events if e[0] == "sleep"]) == 2 * 2000


@pytest.mark.parametrize("pins", [(14, 15), (2, 3)])
def test_the_line_follows_the_pins_in_config(monkeypatch, pins):
    monkeypatch.setattr(config, "I2C_SDA", pins[0])
    monkeypatch.setattr(config, "I2C_SCL", pins[1])
    _, events = load_board(monkeypatch, Bus([]), stop_after=1)
    assert "SDA on GP%d, SCL on GP%d" % pins in events[0][1]
