# Test helpers for the app: displays that keep or check the text drawn, a game played by keys.
from fake_board import Display
from app import font


class Recording(Display):
    """A Display that keeps each text drawn since the last fill as (text, x, y)."""

    def __init__(self):
        super().__init__()
        self.texts = []
        self.whole = 0  # inside font.text, whose string was kept whole (_checked_text)

    def fill(self, c):
        self.texts = []
        super().fill(c)

    def whole_text(self, s, x, y):
        self.texts.append((s, x, y))

    def text(self, s, x, y, c=1):
        if not self.whole:
            self.texts.append((s, x, y))
        super().text(s, x, y, c)

    def row(self, y):
        return [t[0] for t in self.texts if t[2] == y]


class LayoutDisplay(Display):
    """A Display that fails a frame whose text runs off the screen or over other text."""

    def __init__(self):
        super().__init__()
        self.boxes = []  # (x, y, width) of each text drawn since the last fill
        self.problems = []
        self.whole = 0  # inside font.text: its string was checked as one text

    def fill(self, c):
        self.boxes = []
        super().fill(c)

    def fill_rect(self, x, y, w, h, c):
        # Text under a filled box is painted over on purpose (a prompt replacing a row).
        self.boxes = [b for b in self.boxes
                      if not (x <= b[0] and b[0] + b[2] <= x + w
                              and y <= b[1] and b[1] + 8 <= y + h)]
        super().fill_rect(x, y, w, h, c)

    def text(self, s, x, y, c=1):
        if not self.whole:
            self.whole_text(s, x, y)
        super().text(s, x, y, c)

    def whole_text(self, s, x, y):
        """Check one string's place: on the screen and clear of the other texts."""
        w = len(s) * 8
        if x < 0 or y < 0 or x + w > 128 or y + 8 > 64:
            self.problems.append("%r at (%d, %d) leaves the screen" % (s, x, y))
        for bx, by, bw in self.boxes:
            if x < bx + bw and bx < x + w and y < by + 8 and by < y + 8:
                self.problems.append("%r at (%d, %d) overlaps text at (%d, %d)" % (s, x, y, bx, by))
        self.boxes.append((x, y, w))


_font_text = font.text


def _checked_text(fb, s, x, y, c=1):
    # font.text draws an accented string a character at a time: a display that looks at the
    # texts (whole_text) sees the string as the one text it is, not each character alone.
    whole_text = getattr(fb, "whole_text", None)
    if whole_text is None:
        return _font_text(fb, s, x, y, c)
    whole_text(s, x, y)
    fb.whole += 1
    try:
        _font_text(fb, s, x, y, c)
    finally:
        fb.whole -= 1


font.text = _checked_text


def game_ticks(a, keys, limit):
    """Press keys[i % len(keys)] each tick until app a shows the game end (or limit ticks);
    raises the first exception the app recovered from (the app itself never lets one out)."""
    import app.ui as ui
    n = 0
    while a.mode != ui.GAME_END and n < limit:
        a.press(keys[n % len(keys)])
        a.tick()
        n += 1
        if a.error is not None:
            raise a.error
    return n
