# Stand-in `machine` for booting firmware/main.py in the MicroPython VM: pins read a key script.
import keyscript


class Pin:
    IN = 0
    OUT = 1
    PULL_UP = 1

    def __init__(self, n, mode=-1, pull=-1):
        self.n = n

    def value(self):
        """Buttons read 0 while pressed (wired to ground)."""
        return 0 if keyscript.held(self.n) else 1


class I2C:
    def __init__(self, bus, sda=None, scl=None, freq=0):
        self.bus = bus
        self.writes = 0

    def writeto(self, addr, buf):
        self.writes += 1

    def writevto(self, addr, bufs):
        self.writes += 1
