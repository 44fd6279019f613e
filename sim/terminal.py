# Terminal front-end of the simulator: the OLED drawn with Unicode half blocks, raw keys as buttons.
from sim.png import HEIGHT, WIDTH, lit

# Index: top pixel lit * 2 + bottom pixel lit. One character cell shows two pixel rows, so the
# 128x64 screen fits a 128x32 terminal area with square-looking pixels.
_CELLS = (" ", "▄", "▀", "█")


def halfblocks(buf, width=WIDTH, height=HEIGHT):
    """The MONO_VLSB frame as height/2 text lines of half-block characters."""
    lines = []
    for y in range(0, height, 2):
        lines.append("".join(_CELLS[lit(buf, x, y, width) * 2 + lit(buf, x, y + 1, width)]
                             for x in range(width)))
    return lines
