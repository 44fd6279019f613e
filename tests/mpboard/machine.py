# Stand-in `machine` for booting firmware/main.py in the MicroPython VM: pins read a key script.
import keyscript


class Pin:
    IN = 0
    OUT = 1
    PULL_UP = 1
    IRQ_FALLING = 4

    def __init__(self, n, mode=-1, pull=-1):
        self.n = n
        self.handler = None

    def irq(self, handler=None, trigger=0, hard=False):
        """Keep the handler: the key script holds each key for many reads, so reads see every
        press and no edge needs to be raised."""
        self.handler = handler

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


def disable_irq():
    return 0


def enable_irq(state):
    pass


class ADC:
    """VSYS/3 on ADC3 reads 0 here: no battery, so the console shows none."""

    def __init__(self, pin):
        self.pin = pin

    def read_u16(self):
        return 0


def lightsleep(ms):
    """The key script moves on its own clock: a nap is only a wait."""
    import time
    time.sleep_ms(ms)
