# Test helpers for the app: a display that checks text layout, and playing a game out by keys.
from fake_board import Display


class LayoutDisplay(Display):
    """A Display that fails a frame whose text runs off the screen or over other text."""

    def __init__(self):
        super().__init__()
        self.boxes = []  # (x, y, width) of each text drawn since the last fill
        self.problems = []

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
        w = len(s) * 8
        if x < 0 or y < 0 or x + w > 128 or y + 8 > 64:
            self.problems.append("%r at (%d, %d) leaves the screen" % (s, x, y))
        for bx, by, bw in self.boxes:
            if x < bx + bw and bx < x + w and y < by + 8 and by < y + 8:
                self.problems.append("%r at (%d, %d) overlaps text at (%d, %d)" % (s, x, y, bx, by))
        self.boxes.append((x, y, w))
        super().text(s, x, y, c)


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
