# CPython stand-in for MicroPython's built-in `micropython` module: the firmware imports unchanged.


def const(value):
    """MicroPython folds const() at compile time; on CPython it is the value itself."""
    return value
