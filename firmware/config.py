# Pins, addresses and counts of the reference build: the one file a builder edits for other wiring.
from micropython import const

# SSD1306 128x64 OLED on I2C bus 1.
I2C_ID = const(1)
I2C_SDA = const(14)
I2C_SCL = const(15)
I2C_FREQ = const(400000)
OLED_ADDR = const(0x3C)
# Modules with their address jumper moved answer at 0x3D: tried when nothing answers at 0x3C.
OLED_ADDR_ALT = const(0x3D)
OLED_WIDTH = const(128)
OLED_HEIGHT = const(64)

# Buttons to ground, internal pull-ups (pressed reads 0), in the app's bit order:
# Up, Down, Left, Right, A, B.
BUTTON_PINS = (2, 3, 4, 5, 6, 7)

# WS2812 NeoPixels, one per seat position (seat 0 first, clockwise).
PIXEL_PIN = const(16)
PIXEL_COUNT = const(4)

# The Pico's own LED (GP25 on the Pico, the wireless chip's on a Pico W): with the NeoPixels it
# blinks the no-display pattern (board.py).
STATUS_LED = "LED"

# The battery: VSYS/3 on ADC3 (GPIO29) of a Pico. On a Pico W that pin is the radio's SPI clock
# and reads nothing of the battery: set VSYS_ADC = None there, and the console shows no battery.
VSYS_ADC = 29
# The Schottky diode between the LiPo and VSYS (docs/wiring.svg) drops about this much at the
# console's current: the cell is this much above what VSYS reads.
BATTERY_DIODE_MV = const(250)

# Where the game in progress and the settings live on the board's flash filesystem.
SAVE_PATH = "/save.jsonl"
SETTINGS_PATH = "/settings.json"
