# firmware/board.py's power names on stand-in hardware: the display's sleep commands, the
# lightsleep nap, and the battery read from VSYS/3 on ADC3.
import importlib
import sys
import types

import pytest

import config


class Driver:
    """micropython-lib's SSD1306_I2C as far as sleeping goes: every command byte it sends."""

    def __init__(self, w, h, i2c, addr):
        self.commands = []

    def write_cmd(self, cmd):
        self.commands.append(cmd)

    def poweroff(self):
        self.write_cmd(0xAE)  # SET_DISP, as the driver

    def poweron(self):
        self.write_cmd(0xAF)


class ADC:
    """An ADC whose pin reads `value` (0..65535 for 0..3.3 V)."""
    value = 0
    made = []

    def __init__(self, pin):
        ADC.made.append(pin)

    def read_u16(self):
        return ADC.value


@pytest.fixture
def board(monkeypatch):
    """firmware/board.py imported on stand-in machine, neopixel and ssd1306 modules; its
    machine.lightsleep calls are in board.naps."""
    naps = []
    machine = types.ModuleType("machine")
    machine.Pin = lambda *a, **k: types.SimpleNamespace(irq=lambda *a, **k: None,
                                                        value=lambda: 1)
    machine.Pin.IN = 0
    machine.Pin.PULL_UP = 1
    machine.Pin.IRQ_FALLING = 4
    machine.I2C = lambda *a, **k: types.SimpleNamespace(writeto=lambda addr, buf: None)
    machine.disable_irq = lambda: 1
    machine.enable_irq = lambda state: None
    machine.lightsleep = naps.append
    machine.ADC = ADC
    neopixel = types.ModuleType("neopixel")
    neopixel.NeoPixel = lambda pin, n: [(0, 0, 0)] * n
    ssd1306 = types.ModuleType("ssd1306")
    ssd1306.SSD1306_I2C = Driver
    fake_time = types.ModuleType("time")
    fake_time.ticks_ms = lambda: 0
    fake_time.ticks_diff = lambda a, b: a - b
    fake_time.sleep_ms = lambda ms: None
    for name, mod in (("machine", machine), ("neopixel", neopixel), ("ssd1306", ssd1306),
                      ("time", fake_time)):
        monkeypatch.setitem(sys.modules, name, mod)
    monkeypatch.delitem(sys.modules, "board", raising=False)
    ADC.made = []
    b = importlib.import_module("board")
    monkeypatch.delitem(sys.modules, "board")
    b.naps = naps
    return b


def test_the_display_sleeps_with_its_charge_pump_off_and_wakes_with_it_on(board):
    board.sleep_display(False)
    assert board.display.commands == [0xAE, 0x8D, 0x10]
    board.display.commands = []
    board.sleep_display(True)
    assert board.display.commands == [0x8D, 0x14, 0xAF]


def test_a_doze_is_a_lightsleep_of_that_long(board):
    board.doze(40)
    board.doze(250)
    assert board.naps == [40, 250]


def _reading(vsys_mv):
    """What ADC3 reads for VSYS at vsys_mv: a third of it, of 3.3 V full scale."""
    return vsys_mv * 65535 // 9900


@pytest.mark.parametrize("cell_mv,want", [(4200, 100), (4100, 90), (3800, 50), (3700, 30),
                                          (3650, 22), (3300, 0), (3100, 0)])
def test_the_battery_level_follows_the_cell_voltage_behind_the_diode(board, cell_mv, want):
    ADC.value = _reading(cell_mv - config.BATTERY_DIODE_MV + 1)
    assert board.battery() == want
    assert ADC.made == [29], "ADC3 is GPIO29, made once"


@pytest.mark.parametrize("vsys_mv", [0, 1200, 4700, 5000])
def test_no_battery_on_usb_or_a_pin_that_reads_none(board, vsys_mv):
    ADC.value = _reading(vsys_mv)
    assert board.battery() is None


def test_a_pico_w_says_so_in_config_and_reads_no_pin(board, monkeypatch):
    monkeypatch.setattr(config, "VSYS_ADC", None)
    ADC.value = _reading(3700)
    assert board.battery() is None
    assert ADC.made == [], "GPIO29 is left to the radio"


def test_the_level_is_monotonic_from_empty_to_full(board):
    levels = [board.level(mv) for mv in range(3200, 4300, 5)]
    assert levels == sorted(levels) and levels[0] == 0 and levels[-1] == 100
