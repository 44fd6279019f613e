# Draws the console's wiring (docs/wiring.svg) from firmware/config.py: the Pico's pins, the OLED,
# six buttons and the NeoPixels.
"""Usage: python3 tools/wiring.py [OUT.svg]   (default docs/wiring.svg; `-` for standard output)

The picture follows config.py, so other wiring there gives another picture: run this after
editing the pins. tests/test_wiring.py checks that docs/wiring.svg is this tool's output."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "firmware"), os.path.join(ROOT, "sim", "shim")]
import config  # noqa: E402

# The Pico's 40 pins as printed on the board: pin 1 top left (USB at the top) down to 20, then
# 21 bottom right up to 40.
PINS = ["GP0", "GP1", "GND", "GP2", "GP3", "GP4", "GP5", "GND", "GP6", "GP7", "GP8", "GP9",
        "GND", "GP10", "GP11", "GP12", "GP13", "GND", "GP14", "GP15",
        "GP16", "GP17", "GND", "GP18", "GP19", "GP20", "GP21", "GND", "GP22", "RUN", "GP26",
        "GP27", "GND", "GP28", "ADC_VREF", "3V3(OUT)", "3V3_EN", "GND", "VSYS", "VBUS"]
BUTTONS = ("Up", "Down", "Left", "Right", "A", "B")
PITCH = 22
BOARD_X, BOARD_Y, BOARD_W = 330, 70, 120
COLOURS = {"sda": "#1f77b4", "scl": "#2ca02c", "led": "#d62728", "gnd": "#444444",
           "3v3": "#ff7f0e", "vbus": "#9467bd", "button": "#8c564b"}


def pin_xy(number):
    """Where pin `number` (1-40) sits: (x, y) of its pad."""
    if number <= 20:
        return BOARD_X, BOARD_Y + 30 + (number - 1) * PITCH
    return BOARD_X + BOARD_W, BOARD_Y + 30 + (40 - number) * PITCH


def gp(n):
    return PINS.index("GP%d" % n) + 1


def svg():
    out = []
    add = out.append
    height = BOARD_Y + 20 * PITCH + 90
    add('<svg xmlns="http://www.w3.org/2000/svg" width="820" height="%d" '
        'viewBox="0 0 820 %d" font-family="sans-serif" font-size="12">' % (height, height))
    add('<rect width="100%" height="100%" fill="white"/>')
    add('<text x="410" y="28" text-anchor="middle" font-size="17">Seven Rocks pocket console: '
        'wiring (firmware/config.py)</text>')
    # The Pico, its USB end up.
    add('<rect x="%d" y="%d" width="%d" height="%d" rx="8" fill="#2e7d32" stroke="black"/>'
        % (BOARD_X, BOARD_Y, BOARD_W, 20 * PITCH + 40))
    add('<rect x="%d" y="%d" width="40" height="22" fill="#bbbbbb" stroke="black"/>'
        % (BOARD_X + BOARD_W // 2 - 20, BOARD_Y - 12))
    add('<text x="%d" y="%d" text-anchor="middle" fill="white" font-size="15">Raspberry Pi</text>'
        % (BOARD_X + BOARD_W // 2, BOARD_Y + 20 * PITCH // 2))
    add('<text x="%d" y="%d" text-anchor="middle" fill="white" font-size="15">Pico</text>'
        % (BOARD_X + BOARD_W // 2, BOARD_Y + 20 * PITCH // 2 + 18))
    for n in range(1, 41):
        x, y = pin_xy(n)
        left = n <= 20
        add('<circle cx="%d" cy="%d" r="4" fill="gold" stroke="black"/>' % (x, y))
        add('<text x="%d" y="%d" text-anchor="%s" fill="white" font-size="9">%s</text>'
            % (x + (7 if left else -7), y + 3, "start" if left else "end", PINS[n - 1]))

    def wire(pin, x2, y2, colour, label, mid):
        # From the pin out to x = mid, along to y2, into the part at x2. The mids are chosen so
        # that no two wires cross.
        x, y = pin_xy(pin)
        add('<polyline points="%d,%d %d,%d %d,%d %d,%d" fill="none" stroke="%s" '
            'stroke-width="2"/>' % (x, y, mid, y, mid, y2, x2, y2, COLOURS[colour]))
        if x2 < mid:
            add('<text x="%d" y="%d" fill="%s" font-size="10">%s</text>'
                % (x2 + 6, y2 - 4, COLOURS[colour], label))
        else:
            add('<text x="%d" y="%d" text-anchor="end" fill="%s" font-size="10">%s</text>'
                % (x2 - 6, y2 - 4, COLOURS[colour], label))

    def stub(pin, colour, label):
        # A short wire named by the net it joins, where a full wire would cross others.
        x, y = pin_xy(pin)
        dx = -24 if pin <= 20 else 24
        add('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="2"/>'
            % (x, y, x + dx, y, COLOURS[colour]))
        add('<text x="%d" y="%d" text-anchor="%s" fill="%s" font-size="10">%s</text>'
            % (x + dx + (-3 if dx < 0 else 3), y + 4, "end" if dx < 0 else "start",
               COLOURS[colour], label))

    # Buttons on the left: each from its pin to ground (internal pull-ups, pressed reads 0).
    for i, name in enumerate(BUTTONS):
        pin = gp(config.BUTTON_PINS[i])
        by = BOARD_Y + 20 + i * 40
        add('<rect x="40" y="%d" width="90" height="26" rx="13" fill="#eeeeee" stroke="black"/>'
            % (by - 13))
        add('<text x="85" y="%d" text-anchor="middle">%s</text>' % (by + 4, name))
        wire(pin, 130, by, "button", "GP%d" % config.BUTTON_PINS[i], 290 - i * 14)
    add('<text x="40" y="%d" fill="%s">other leg of every button to GND</text>'
        % (BOARD_Y + 20 + 6 * 40, COLOURS["gnd"]))
    # The OLED, bottom left.
    oy = BOARD_Y + 20 + 7 * 40
    add('<rect x="40" y="%d" width="140" height="96" fill="#111111" stroke="black"/>' % oy)
    add('<rect x="52" y="%d" width="116" height="52" fill="#0b3d91"/>' % (oy + 10))
    add('<text x="110" y="%d" text-anchor="middle" fill="white">SSD1306 %dx%d</text>'
        % (oy + 40, config.OLED_WIDTH, config.OLED_HEIGHT))
    add('<text x="110" y="%d" text-anchor="middle" fill="white" font-size="10">I2C%d at 0x%02X, '
        '%d kHz</text>' % (oy + 80, config.I2C_ID, config.OLED_ADDR, config.I2C_FREQ // 1000))
    wire(PINS.index("GND", 15) + 1, 180, oy + 24, "gnd", "GND", 290)
    wire(gp(config.I2C_SDA), 180, oy + 44, "sda", "SDA - GP%d" % config.I2C_SDA, 275)
    wire(gp(config.I2C_SCL), 180, oy + 64, "scl", "SCL - GP%d" % config.I2C_SCL, 260)
    add('<text x="40" y="%d" fill="%s">OLED VCC to 3V3(OUT), pin 36</text>'
        % (oy + 114, COLOURS["3v3"]))
    stub(PINS.index("3V3(OUT)") + 1, "3v3", "OLED VCC")
    # The NeoPixels on the right, seat 0 first.
    lx = 640
    ly = BOARD_Y + 20
    for i in range(config.PIXEL_COUNT):
        add('<circle cx="%d" cy="%d" r="14" fill="#fafafa" stroke="black"/>'
            % (lx + 20, ly + 40 * i + 30))
        add('<text x="%d" y="%d" text-anchor="middle" font-size="10">seat %d</text>'
            % (lx + 20, ly + 40 * i + 34, i))
    add('<text x="%d" y="%d" text-anchor="middle">%d WS2812 NeoPixels</text>'
        % (lx + 20, ly + 2, config.PIXEL_COUNT))
    add('<text x="%d" y="%d" text-anchor="middle" font-size="10">one per seat, clockwise</text>'
        % (lx + 20, ly + 14))
    last = ly + 40 * (config.PIXEL_COUNT - 1) + 30
    wire(PINS.index("VBUS") + 1, lx, last + 50, "vbus", "5 V - VBUS", 540)
    wire(PINS.index("GND", 20) + 1, lx, last + 70, "gnd", "GND", 560)
    wire(gp(config.PIXEL_PIN), lx, last + 90, "led", "DIN - GP%d" % config.PIXEL_PIN, 600)
    add('</svg>')
    return "\n".join(out) + "\n"


def main(argv):
    out = argv[0] if argv else os.path.join(ROOT, "docs", "wiring.svg")
    text = svg()
    if out == "-":
        sys.stdout.write(text)
    else:
        with open(out, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main(sys.argv[1:])
