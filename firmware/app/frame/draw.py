# Drawing helpers shared by the screens: aligned text, domino tiles with pips, the draw record.
#
# Every tile or card a screen draws is counted in DRAWN (reset each frame), so tests can check
# by construction that a hand-off frame shows nothing of any hand.
import framebuf
from micropython import const
from app.frame import font

W = const(128)
H = const(64)
CH = const(8)  # the built-in font's cell: 8x8
COLS = const(16)

_TILE_W = const(17)  # box of two 7x7 halves, a divider and the outline
_TILE_H = const(9)

# Pip images: for each value 0..6, seven columns of a 7x7 half, bit y set = pip at row y.
_PIPS = memoryview(
    b"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x00\x00\x00\x02\x00\x00\x00\x20\x00"
    b"\x00\x02\x00\x08\x00\x20\x00\x00\x22\x00\x00\x00\x22\x00\x00\x22\x00\x08\x00\x22\x00"
    b"\x00\x2a\x00\x00\x00\x2a\x00")

DRAWN = bytearray(32)  # per tile (0..27) or card (0..31): drawn this frame


def clear_record():
    """Start a new frame's record of drawn tiles/cards."""
    for i in range(32):
        DRAWN[i] = 0


def drawn_count():
    """How many distinct tiles/cards the current frame has drawn (for tests: a hand-off frame
    must draw none)."""
    n = 0
    for i in range(32):
        if DRAWN[i]:
            n += 1
    return n


def center(fb, s, y, c=1):
    """Text centred across the screen (clipped to 16 characters)."""
    if len(s) > COLS:
        s = s[:COLS]
    font.text(fb, s, (W - len(s) * CH) >> 1, y, c)


def right(fb, s, y, c=1):
    font.text(fb, s, W - len(s) * CH, y, c)


def pair(label, value):
    """A menu row: label on the left, value flush right, within 16 characters.

    A label too long for its value is shortened rather than the value, which is what the
    player is changing."""
    room = COLS - 1 - len(value)
    if len(label) > room:
        label = label[:room]
    return label + " " * (COLS - len(label) - len(value)) + value


def list_x(shown, total):
    """Where the rows of a list showing `shown` of `total` start: a pixel left of the screen's
    edge when it has a scroll mark (scroll_bar), so a glyph in the last column keeps its dark
    column (the cell's last, blank in nearly every glyph) between it and the mark; the first
    column lost is blank too, but in t # * _ and the suits."""
    return -1 if total > shown else 0


def inverse_row(fb, s, y, x=0):
    """A full-width row in inverse video (the menu cursor), its text at (x, y).

    The band starts a pixel above the text's cell: a glyph's top row is the cell's first (a T's
    bar), and with nothing lit above it the bar would run into the dark above the band ("Ieam").
    It ends with the cell, so the row under it is left whole."""
    fb.fill_rect(0, y - 1, W, CH + 1, 1)
    font.text(fb, s[:COLS], x, y, 0)


def scroll_bar(fb, top, shown, total, y, h):
    """The sign that a list goes on: beside its rows (y to y + h - 1), in the screen's last
    column, a dotted track and on it a solid mark as long as the share of the list in view
    (`shown` rows of `total`, from row `top`) and as far down as they are; nothing when the
    whole list is in view. Its rows start at list_x.

    Each pixel is the inverse of the row's background, so the mark shows dark on the cursor's
    band; and where a glyph reaches the column before it (a 4, an M) the mark leaves a gap
    rather than run into the glyph."""
    if total <= shown:
        return
    t = h * shown // total
    if t < CH:
        t = CH  # a row's height at least, to stand out from the dotted track
    ty = y + (h - t) * top // (total - shown)
    for yy in range(ty, ty + t):
        _mark(fb, yy)
    # A dotted track, so the mark's place reads against the list's whole height; a dark pixel
    # each side of the mark keeps its length exact.
    for yy in range(y, y + h, 2):
        if yy < ty - 1 or yy > ty + t:
            _mark(fb, yy)


def _mark(fb, y):
    # The last column holds no glyph (list_x): it is the row's background, like the column
    # before it unless a glyph reaches that one.
    c = fb.pixel(W - 1, y)
    if fb.pixel(W - 2, y) == c:
        fb.pixel(W - 1, y, 1 - c)

def wrap(s, width=COLS):
    """Words of s as lines of at most `width` characters (long words are cut)."""
    lines = []
    line = ""
    for word in s.split():
        while len(word) > width:
            if line:
                lines.append(line)
                line = ""
            lines.append(word[:width])
            word = word[width:]
        if not line:
            line = word
        elif len(line) + 1 + len(word) <= width:
            line = line + " " + word
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def _halves(invert):
    """One 7x7 framebuf image per pip value, drawn as pips on black (or black on white)."""
    out = []
    for v in range(7):
        buf = bytearray(7)
        for i in range(7):
            col = _PIPS[v * 7 + i]
            buf[i] = (col ^ 0x7F) if invert else col
        out.append(framebuf.FrameBuffer(buf, 7, 7, framebuf.MONO_VLSB))
    return out


# Blitting prepared halves runs in C on the device, many times faster than pixel by pixel.
_HALF = _halves(False)
_HALF_INV = _halves(True)


def tile(fb, t, a, b, x, y, inverse=False):
    """Domino t drawn as [a|b] (a on the left) in a 17x9 box; recorded in DRAWN."""
    DRAWN[t] = 1
    if inverse:
        fb.fill_rect(x, y, _TILE_W, _TILE_H, 1)
        fb.vline(x + 8, y + 1, _TILE_H - 2, 0)
        fb.blit(_HALF_INV[a], x + 1, y + 1)
        fb.blit(_HALF_INV[b], x + 9, y + 1)
    else:
        fb.rect(x, y, _TILE_W, _TILE_H, 1)
        fb.vline(x + 8, y + 1, _TILE_H - 2, 1)
        fb.blit(_HALF[a], x + 1, y + 1)
        fb.blit(_HALF[b], x + 9, y + 1)
