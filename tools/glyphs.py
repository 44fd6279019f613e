# Builds the console's own 8x8 glyphs (accented letters, card suits) from MicroPython's font.
#
# Usage: python3 tools/glyphs.py  -> prints the _CODES and _GLYPHS literals of
# firmware/app/frame/font.py (tests/test_glyphs.py checks that the file holds exactly these).
# A lowercase letter keeps its place on the line and gets its accent in the two free rows
# above it; a capital is pressed from seven rows into rows 2-7 to make the same room.
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "sim", "shim"))

from framebuf import _FONT  # noqa: E402  (MicroPython's font, extracted from the 1.27 VM)

# Accent marks: (column, bits) pairs in rows 0-1 (bit 0 is row 0); a cedilla sits in row 7.
ACUTE = ((3, 0x02), (4, 0x03), (5, 0x01))
GRAVE = ((2, 0x01), (3, 0x03), (4, 0x02))
CIRCUMFLEX = ((2, 0x02), (3, 0x01), (4, 0x01), (5, 0x02))
TILDE = ((1, 0x02), (2, 0x01), (3, 0x01), (4, 0x02), (5, 0x02), (6, 0x01))
DIAERESIS = ((2, 0x01), (5, 0x01))
CEDILLA = ((3, 0x80), (4, 0xC0))

# (character, base letter, mark), in the order of the table.
LETTERS = (
    ("à", "a", GRAVE), ("á", "a", ACUTE), ("â", "a", CIRCUMFLEX), ("ã", "a", TILDE),
    ("ç", "c", CEDILLA),
    ("è", "e", GRAVE), ("é", "e", ACUTE), ("ê", "e", CIRCUMFLEX), ("ë", "e", DIAERESIS),
    ("ì", "i", GRAVE), ("í", "i", ACUTE), ("î", "i", CIRCUMFLEX), ("ï", "i", DIAERESIS),
    ("ò", "o", GRAVE), ("ó", "o", ACUTE), ("ô", "o", CIRCUMFLEX), ("õ", "o", TILDE),
    ("ù", "u", GRAVE), ("ú", "u", ACUTE), ("û", "u", CIRCUMFLEX), ("ü", "u", DIAERESIS),
    ("À", "A", GRAVE), ("Á", "A", ACUTE), ("Â", "A", CIRCUMFLEX), ("Ã", "A", TILDE),
    ("Ç", "C", CEDILLA),
    ("È", "E", GRAVE), ("É", "E", ACUTE), ("Ê", "E", CIRCUMFLEX),
    ("Í", "I", ACUTE), ("Ó", "O", ACUTE), ("Ô", "O", CIRCUMFLEX), ("Ú", "U", ACUTE),
)

# Card suits, drawn row by row ("#" is a lit pixel), seven columns wide.
SUITS = (
    ("♣", ("...#...", "..###..", "..###..", "##.#.##", "#######", "##.#.##", "...#...",
           "..###..")),
    ("♦", ("...#...", "..###..", ".#####.", "#######", ".#####.", "..###..", "...#...",
           ".......")),
    ("♥", (".##.##.", "#######", "#######", "#######", ".#####.", "..###..", "...#...",
           ".......")),
    ("♠", ("...#...", "..###..", ".#####.", "#######", "#######", ".#.#.#.", "..###..",
           ".......")),
)

# Letters with no base in the font, drawn like the suits in the font's double-width strokes:
# the French "cœur" (hearts).
LIGATURES = (
    ("œ", (".......", ".......", ".##.##.", "##.##.#", "##.####", "##.##..", ".##.###",
           ".......")),
)


def base(ch):
    i = (ord(ch) - 32) * 8
    return list(_FONT[i:i + 8])


# Where each of a capital's rows 0-6 goes when it is pressed into rows 2-7.
SQUEEZE = (2, 3, 3, 4, 5, 6, 7)


def squeeze(b):
    out = 0
    for r in range(7):
        if b >> r & 1:
            out |= 1 << SQUEEZE[r]
    return out


def letter(base_ch, mark):
    cols = base(base_ch)
    if base_ch == "i":
        # The dot gives way to the accent, and the stem's top row to a gap below it.
        cols = [b & ~0x05 for b in cols]
    if base_ch.isupper() and mark is not CEDILLA:
        cols = [squeeze(b) for b in cols]
    for col, bits in mark:
        cols[col] |= bits
    return cols


def suit(rows):
    cols = []
    for x in range(8):
        b = 0
        for y in range(8):
            if x < 7 and rows[y][x] == "#":
                b |= 1 << y
        cols.append(b)
    return cols


def table():
    """(codes, glyph bytes) for firmware/app/frame/font.py."""
    codes = ""
    data = bytearray()
    for ch, b, mark in LETTERS:
        codes += ch
        data.extend(letter(b, mark))
    for ch, rows in SUITS + LIGATURES:
        codes += ch
        data.extend(suit(rows))
    return codes, bytes(data)


def literal(data, indent="    "):
    lines = []
    for i in range(0, len(data), 16):
        lines.append(indent + 'b"' + "".join("\\x%02x" % b for b in data[i:i + 16]) + '"')
    return "\n".join(lines)


if __name__ == "__main__":
    codes, data = table()
    print("_CODES = %r" % codes)
    print("_GLYPHS = memoryview(\n%s)" % literal(data))
