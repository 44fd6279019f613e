# The real hardware for the app: the only firmware module that imports `machine`.
"""Names the app uses from a board module (the simulator and the tests provide the same):

display       a framebuf.FrameBuffer subclass, 128x64 MONO_VLSB, with show() and contrast(0..255)
              (micropython-lib's ssd1306.SSD1306_I2C here)
read_buttons  read_buttons() -> bitmask of the buttons held now: bit 0 Up, 1 Down, 2 Left,
              3 Right, 4 A, 5 B
pixels        neopixel.NeoPixel-like: pixels[i] = (r, g, b) for i < len(pixels); pixels.write()
ticks_ms      ticks_ms() -> milliseconds, wrapping as time.ticks_ms does (compare with ticks_diff)
ticks_diff    ticks_diff(a, b) -> a - b allowing for the wrap
sleep_ms      sleep_ms(ms)
SAVE_PATH     file holding the game in progress (its game log)
SETTINGS_PATH file holding language, contrast and LED brightness
"""
import gc
import time
from machine import I2C, Pin
import neopixel
import ssd1306
import config

_i2c = I2C(config.I2C_ID, sda=Pin(config.I2C_SDA), scl=Pin(config.I2C_SCL), freq=config.I2C_FREQ)
# The display's 1 KB buffer is the largest single allocation: make room for it first.
gc.collect()
display = ssd1306.SSD1306_I2C(config.OLED_WIDTH, config.OLED_HEIGHT, _i2c, addr=config.OLED_ADDR)
pixels = neopixel.NeoPixel(Pin(config.PIXEL_PIN), config.PIXEL_COUNT)
_pins = [Pin(n, Pin.IN, Pin.PULL_UP) for n in config.BUTTON_PINS]

ticks_ms = time.ticks_ms
ticks_diff = time.ticks_diff
sleep_ms = time.sleep_ms
SAVE_PATH = config.SAVE_PATH
SETTINGS_PATH = config.SETTINGS_PATH


def read_buttons():
    """Bitmask of the buttons held now (a pressed button pulls its pin to 0)."""
    bits = 0
    bit = 1
    for p in _pins:
        if not p.value():
            bits |= bit
        bit <<= 1
    return bits
