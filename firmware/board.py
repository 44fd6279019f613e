# The real hardware for the app: the only firmware module that imports `machine`.
"""Names the app uses from a board module (the simulator and the tests provide the same):

display       a framebuf.FrameBuffer subclass, 128x64 MONO_VLSB, with show() and contrast(0..255)
              (micropython-lib's ssd1306.SSD1306_I2C here)
read_buttons  read_buttons() -> bitmask of the buttons held now, or pressed and released since
              the last call (a press during a long tick is not lost): bit 0 Up, 1 Down,
              2 Left, 3 Right, 4 A, 5 B
pixels        neopixel.NeoPixel-like: pixels[i] = (r, g, b) for i < len(pixels); pixels.write()
ticks_ms      ticks_ms() -> milliseconds, wrapping as time.ticks_ms does (compare with ticks_diff)
ticks_diff    ticks_diff(a, b) -> a - b allowing for the wrap
sleep_ms      sleep_ms(ms)
doze          doze(ms): sleep ms milliseconds drawing as little as the chip can (here
              machine.lightsleep), ended early by a button press; the press is latched
sleep_display sleep_display(on): the display off and drawing next to nothing (False), or on
              again showing what it showed (True)
battery       battery() -> the battery's charge in percent (0..100), or None when none is
              measured (USB power, or a board whose pin is something else)
SAVE_PATH     file holding the game in progress (its game log)
SETTINGS_PATH file holding language, contrast, LED brightness and the sleep time
"""
import gc
import time
from array import array
import machine
from machine import I2C, Pin, disable_irq, enable_irq
from micropython import const
import neopixel
import ssd1306
import config
from app.frame.buttons import DEBOUNCE_MS

# What the serial port says, over and over, while no display answers (see _no_display).
NO_DISPLAY = ("no display answers at 0x%02X or 0x%02X on I2C%d: check OLED SDA on GP%d, SCL on "
              "GP%d, VCC on 3V3(OUT), GND on GND, then reset")

_i2c = I2C(config.I2C_ID, sda=Pin(config.I2C_SDA), scl=Pin(config.I2C_SCL), freq=config.I2C_FREQ)
pixels = neopixel.NeoPixel(Pin(config.PIXEL_PIN), config.PIXEL_COUNT)


def _find_display():
    """The SSD1306 at OLED_ADDR, else at OLED_ADDR_ALT, or None when neither answers."""
    for addr in (config.OLED_ADDR, config.OLED_ADDR_ALT):
        # A no-op command (0xE3) asks whether a display is there: a missing one does not
        # acknowledge its address (OSError), and the driver would fail half set up.
        try:
            _i2c.writeto(addr, b"\x80\xe3")
        except OSError:
            continue
        # The display's 1 KB buffer is the largest single allocation: make room first.
        gc.collect()
        try:
            return ssd1306.SSD1306_I2C(config.OLED_WIDTH, config.OLED_HEIGHT, _i2c, addr=addr)
        except OSError:  # answered, then failed its set-up: a loose wire
            pass
    return None


def _no_display():
    """Never returns: with no display the console cannot be used, and a traceback on a REPL
    nobody watches says nothing. Every 2 s: one line on the serial port naming the pins to
    check, and two short red blinks of the NeoPixels and the Pico's own LED (docs/hardware.md,
    "Troubleshooting"). Ctrl-C (mpremote connecting) stops it at the REPL."""
    line = NO_DISPLAY % (config.OLED_ADDR, config.OLED_ADDR_ALT, config.I2C_ID, config.I2C_SDA,
                         config.I2C_SCL)
    led = Pin(config.STATUS_LED, Pin.OUT)
    while True:
        print(line)
        for _ in range(2):
            pixels.fill((64, 0, 0))
            pixels.write()
            led.on()
            time.sleep_ms(150)
            pixels.fill((0, 0, 0))
            pixels.write()
            led.off()
            time.sleep_ms(250)
        time.sleep_ms(1200)


display = _find_display()
if display is None:
    _no_display()
_pins = [Pin(n, Pin.IN, Pin.PULL_UP) for n in config.BUTTON_PINS]

ticks_ms = time.ticks_ms
ticks_diff = time.ticks_diff
sleep_ms = time.sleep_ms
SAVE_PATH = config.SAVE_PATH
SETTINGS_PATH = config.SETTINGS_PATH

# The app reads the pins between pieces of work, so a press that starts and ends during an AI
# decision or a save would never be seen. A pin interrupt on the falling edge (pressed) latches
# the button and the time of its last edge. The handlers run as hard interrupts: they only write
# into these preallocated buffers and allocate nothing.
_fell = bytearray(1)  # buttons whose pin fell since the last read_buttons()
_fell_ms = array("i", [0] * len(_pins))  # per button: when its pin last fell
_up_ms = array("i", [0] * len(_pins))  # per button: edges before this + DEBOUNCE_MS are bounce
_raw = bytearray(1)  # the pins' state at the last read

# A LiPo's charge from its voltage at the console's light load (mV, percent), a typical discharge
# curve: the voltage falls quickly near full and near empty, slowly in between.
_CURVE = ((3300, 0), (3500, 6), (3600, 15), (3700, 30), (3800, 50), (3900, 65), (4000, 78),
          (4100, 90), (4200, 100))
# VSYS outside this span is no battery: below it no Pico runs (an ADC that reads 0 or a pin
# with nothing on it); above it the console is on USB, whose 5 V reaches VSYS through the
# Pico's own diode at about 4.7 V, hiding the battery.
_VSYS_MIN_MV = const(2500)
_VSYS_MAX_MV = const(4400)
_adc = []  # the ADC, made at the first battery(): none at all on a board without one


def _latch(i):
    bit = 1 << i

    def fell(pin):
        _fell_ms[i] = ticks_ms()
        _fell[0] |= bit
    return fell


for _i in range(len(_pins)):
    _pins[_i].irq(_latch(_i), Pin.IRQ_FALLING, hard=True)


def read_buttons():
    """Bitmask of the buttons held now (a pressed button pulls its pin to 0), plus those whose
    pin fell since the last call and is up again: a whole press between two reads.

    A release bounces too, and its falling edges are no press: edges up to DEBOUNCE_MS after
    the read that saw the button released are ignored."""
    irq = disable_irq()
    fell = _fell[0]
    _fell[0] = 0
    enable_irq(irq)
    now = ticks_ms()
    was = _raw[0]
    raw = 0
    bits = 0
    bit = 1
    for i in range(len(_pins)):
        if not _pins[i].value():
            raw |= bit
        elif was & bit:
            _up_ms[i] = now  # released since the last read: what fell meanwhile is its bounce
        elif fell & bit and ticks_diff(_fell_ms[i], _up_ms[i]) >= DEBOUNCE_MS:
            bits |= bit  # pressed and released between two reads
            _up_ms[i] = now
        elif ticks_diff(now, _up_ms[i]) >= DEBOUNCE_MS:
            # Up for a while: keep the mark recent, so the wrapping clock never ages it.
            _up_ms[i] = now - DEBOUNCE_MS
        bit <<= 1
    _raw[0] = raw
    return raw | bits


def doze(ms):
    """Sleep ms milliseconds in machine.lightsleep (the chip at about 1 mA): the clocks stop but
    the timer, RAM and pins keep going, so ticks_ms goes on counting and a button's pin
    interrupt, which ends the nap early, latches the press for read_buttons. A press latched
    before the nap (during the tick that came before it) has no edge left to end it: then the
    chip does not nap at all, so that press is answered at once, not a nap later."""
    if _fell[0]:
        return
    machine.lightsleep(ms)


def sleep_display(on):
    """The display off with its charge pump (0xAE, then 0x8D 0x10): its RAM keeps the frame and
    it draws microamps; or the charge pump and the display on again (0x8D 0x14, 0xAF), showing
    that same frame."""
    if on:
        display.write_cmd(0x8D)
        display.write_cmd(0x14)
        display.poweron()
    else:
        display.poweroff()
        display.write_cmd(0x8D)
        display.write_cmd(0x10)


def battery():
    """The battery's charge in percent from VSYS, or None: config.VSYS_ADC is None (a Pico W),
    the console runs on USB, or what the pin reads is no battery (see _VSYS_MIN_MV)."""
    if config.VSYS_ADC is None:
        return None
    if not _adc:
        _adc.append(machine.ADC(config.VSYS_ADC))
    adc = _adc[0]
    total = 0
    for _ in range(8):  # the ADC's noise is a few counts: an average steadies the mark
        total += adc.read_u16()
    # VSYS is 3 times the pin's voltage, read against 3.3 V (65535 * 9900 stays a small int).
    mv = (total >> 3) * 9900 // 65535
    if not _VSYS_MIN_MV <= mv <= _VSYS_MAX_MV:
        return None
    return level(mv + config.BATTERY_DIODE_MV)


def level(cell_mv):
    """A LiPo's charge in percent (0..100) at cell_mv millivolts, along _CURVE."""
    lo_mv, lo = _CURVE[0]
    if cell_mv <= lo_mv:
        return 0
    for hi_mv, hi in _CURVE:
        if cell_mv <= hi_mv:
            return lo + (hi - lo) * (cell_mv - lo_mv) // (hi_mv - lo_mv)
        lo_mv, lo = hi_mv, hi
    return 100
