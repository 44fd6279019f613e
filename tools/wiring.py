# Draws the console's wiring (docs/wiring.svg) from firmware/config.py: the Pico's pins, the OLED,
# six buttons, the NeoPixels chained in seat order and the battery.
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
           "3v3": "#ff7f0e", "vbus": "#9467bd", "vsys": "#e377c2", "button": "#8c564b",
           "bat": "#bcbd22"}
WIDTH = 980
# The NeoPixels' column, their ground rail on its left and their power rail (VSYS) on its right.
LED_X, LED_W, LED_H = 730, 64, 34
GND_RAIL, VSYS_RAIL, VBUS_X = 680, 850, 920
# The lowest LED's bottom edge (its DIN), and the horizontal run of the data wire under it.
LED_BOTTOM, DATA_Y = 560, 582
# The battery, its charger and the power switch, under the LEDs.
CHG_X, CHG_Y, CHG_W, CHG_H = 700, 640, 120, 70


def pin_xy(number):
    """Where pin `number` (1-40) sits: (x, y) of its pad."""
    if number <= 20:
        return BOARD_X, BOARD_Y + 30 + (number - 1) * PITCH
    return BOARD_X + BOARD_W, BOARD_Y + 30 + (40 - number) * PITCH


def gp(n):
    return PINS.index("GP%d" % n) + 1


def line(add, points, colour, width=2):
    """A wire through points [(x, y), ...]."""
    add('<polyline points="%s" fill="none" stroke="%s" stroke-width="%d"/>'
        % (" ".join("%d,%d" % p for p in points), COLOURS[colour], width))


def text(add, x, y, words, colour=None, anchor="start", size=10):
    add('<text x="%d" y="%d" text-anchor="%s"%s font-size="%d">%s</text>'
        % (x, y, anchor, ' fill="%s"' % COLOURS[colour] if colour else "", size, words))


def _leds(add):
    """The NeoPixels, seat 0 lowest: GP16 through the series resistor into seat 0's DIN, each
    DOUT (top) into the next seat's DIN (bottom), every LED between the GND and VSYS rails, and
    the capacitor across the rails where the power comes in."""
    n = config.PIXEL_COUNT
    step = min(96, (LED_BOTTOM - 240) // max(1, n - 1))
    cx = LED_X + LED_W // 2
    bottoms = [LED_BOTTOM - i * step for i in range(n)]
    for i, bottom in enumerate(bottoms):
        top = bottom - LED_H
        add('<rect x="%d" y="%d" width="%d" height="%d" rx="4" fill="#fafafa" stroke="black"/>'
            % (LED_X, top, LED_W, LED_H))
        text(add, cx, top + 21, "seat %d" % i, anchor="middle", size=11)
        text(add, cx + 3, bottom - 3, "DIN", size=8)
        text(add, cx + 3, top + 9, "DOUT", size=8)
        line(add, [(LED_X, top + 10), (GND_RAIL, top + 10)], "gnd")
        line(add, [(LED_X + LED_W, top + 10), (VSYS_RAIL, top + 10)], "vsys")
        text(add, LED_X - 4, top + 8, "GND", "gnd", "end", 8)
        text(add, LED_X + LED_W + 4, top + 8, "VDD", "vsys", size=8)
        if i + 1 < n:
            line(add, [(cx, top), (cx, bottoms[i + 1])], "led")
    top = bottoms[-1] - LED_H
    text(add, cx, top - 24, "%d WS2812 NeoPixels" % n, anchor="middle", size=12)
    text(add, cx, top - 11, "chained in seat order, DOUT to DIN", anchor="middle")
    # GP16 under the column and up into seat 0's DIN, through the series resistor.
    x, y = pin_xy(gp(config.PIXEL_PIN))
    line(add, [(x, y), (560, y), (560, DATA_Y), (cx, DATA_Y), (cx, LED_BOTTOM)], "led")
    text(add, 460, y - 4, "DIN - GP%d" % config.PIXEL_PIN, "led")
    add('<rect x="600" y="%d" width="40" height="12" fill="white" stroke="%s" stroke-width="2"/>'
        % (DATA_Y - 6, COLOURS["led"]))
    text(add, 620, DATA_Y + 20, "330 ohm", "led", "middle")
    # The rails, from the Pico's GND (pin 38) and VSYS (pin 39) over the top.
    gx, gy = pin_xy(PINS.index("GND", 35) + 1)
    line(add, [(gx, gy), (GND_RAIL, gy), (GND_RAIL, LED_BOTTOM - LED_H + 10)], "gnd")
    text(add, 470, gy - 4, "GND", "gnd")
    vx, vy = pin_xy(PINS.index("VSYS") + 1)
    line(add, [(vx, vy), (VSYS_RAIL, vy), (VSYS_RAIL, 600)], "vsys")
    text(add, 470, vy - 4, "VSYS: the LEDs' power, from USB or the battery", "vsys")
    # The capacitor across the rails, above the LEDs.
    cy = gy + 24
    line(add, [(GND_RAIL, cy), (cx - 4, cy)], "gnd")
    line(add, [(cx + 4, cy), (VSYS_RAIL, cy)], "vsys")
    for px in (cx - 4, cx + 4):
        add('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="3"/>'
            % (px, cy - 9, px, cy + 9))
    text(add, cx, cy - 12, "470 uF", anchor="middle")


def _power(add):
    """The LiPo into the charger board; its output through the switch and a Schottky diode to
    VSYS; its input from VBUS, so the Pico's USB charges the battery."""
    x0, y0, w, h = CHG_X, CHG_Y, CHG_W, CHG_H
    add('<rect x="560" y="%d" width="90" height="50" rx="6" fill="#fff3c4" stroke="black"/>'
        % (y0 + 8))
    text(add, 605, y0 + 30, "LiPo 3.7 V", anchor="middle", size=11)
    text(add, 605, y0 + 46, "1 cell", anchor="middle")
    add('<rect x="%d" y="%d" width="%d" height="%d" rx="4" fill="#1565c0" stroke="black"/>'
        % (x0, y0, w, h))
    text(add, x0 + w // 2, y0 + 32, "charger board", anchor="middle", size=11)
    add('<text x="%d" y="%d" text-anchor="middle" font-size="9" fill="white">(TP4056 with '
        'protection)</text>' % (x0 + w // 2, y0 + 46))
    line(add, [(650, y0 + 15), (x0, y0 + 15)], "bat")
    line(add, [(650, y0 + 55), (x0, y0 + 55)], "gnd")
    text(add, x0 + 4, y0 + 12, "B+", size=8)
    text(add, x0 + 4, y0 + 66, "B-", size=8)
    # OUT+ through the switch and the diode, up into the VSYS rail.
    line(add, [(x0 + w, y0 + 15), (VSYS_RAIL, y0 + 15), (VSYS_RAIL, 634)], "vsys")
    text(add, x0 + w - 4, y0 + 12, "OUT+", anchor="end", size=8)
    add('<line x1="%d" y1="634" x2="%d" y2="618" stroke="black" stroke-width="2"/>'
        % (VSYS_RAIL, VSYS_RAIL + 10))
    text(add, VSYS_RAIL + 14, 630, "power switch", size=9)
    line(add, [(VSYS_RAIL, 618), (VSYS_RAIL, 616)], "vsys")
    add('<polygon points="%d,616 %d,616 %d,604" fill="black"/>'
        % (VSYS_RAIL - 7, VSYS_RAIL + 7, VSYS_RAIL))
    add('<line x1="%d" y1="603" x2="%d" y2="603" stroke="black" stroke-width="2"/>'
        % (VSYS_RAIL - 7, VSYS_RAIL + 7))
    text(add, VSYS_RAIL + 14, 612, "Schottky diode (1N5817)", size=9)
    line(add, [(VSYS_RAIL, 603), (VSYS_RAIL, 600)], "vsys")
    # OUT- and IN- to ground; IN+ from VBUS (pin 40) round the right of everything.
    for gx, name in ((x0 + w - 14, "OUT-"), (x0 + 34, "IN-")):
        line(add, [(gx, y0 + h), (gx, y0 + h + 14)], "gnd")
        add('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="2"/>'
            % (gx - 8, y0 + h + 14, gx + 8, y0 + h + 14, COLOURS["gnd"]))
        text(add, gx + 10, y0 + h + 18, "GND", "gnd", size=8)
        text(add, gx, y0 + h - 4, name, anchor="middle", size=8)
    vx, vy = pin_xy(PINS.index("VBUS") + 1)
    line(add, [(vx, vy), (VBUS_X, vy), (VBUS_X, y0 + h + 30), (x0 + 72, y0 + h + 30),
               (x0 + 72, y0 + h)], "vbus")
    text(add, x0 + 72, y0 + h - 4, "IN+", anchor="middle", size=8)
    text(add, 470, vy - 4, "VBUS (USB 5 V): charges the battery", "vbus")


def svg():
    out = []
    add = out.append
    height = CHG_Y + CHG_H + 60
    add('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
        'viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">'
        % (WIDTH, height, WIDTH, height))
    add('<rect width="100%" height="100%" fill="white"/>')
    add('<text x="%d" y="28" text-anchor="middle" font-size="17">Seven Rocks pocket console: '
        'wiring (firmware/config.py)</text>' % (WIDTH // 2))
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
    _leds(add)
    _power(add)
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
