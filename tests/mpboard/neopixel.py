# Stand-in for the built-in neopixel module: tools/fake_board.py's LEDs, made as NeoPixel(pin, n).
from fake_board import Pixels


class NeoPixel(Pixels):
    def __init__(self, pin, n):
        super().__init__(n)
