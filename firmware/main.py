# Boot entry on the Pico: start the app on the real board.
import sys

# The UF2 runs this main.py frozen in (a frozen main.py comes before the filesystem's), yet
# imports look on the filesystem ('') before '.frozen': files an earlier `make flash` left there
# (board.mpy, app/, ...) would shadow the frozen app. So the frozen modules come first. The .mpy
# install freezes nothing of the app (MicroPython's own frozen modules share no name with it),
# so there the order changes nothing. docs/hardware.md, "Switching installs".
if ".frozen" in sys.path:
    sys.path.remove(".frozen")
    sys.path.insert(0, ".frozen")

import version  # noqa: E402

print(version.describe())
import board  # noqa: E402
from app import run  # noqa: E402

run(board)
