# A titled list of rows with a cursor: the menus, Settings, Records, New game and the pause menu.
from micropython import const
from app.frame import draw, font
from app.frame.buttons import UP, DOWN, LEFT, RIGHT, A, B
from app.frame.ui import Screen

ROWS = const(6)  # rows in view under the title
# A row's text and the next's are 9 pixels apart: the cursor's band (draw.inverse_row) takes
# the pixel row over its text, and the row under it keeps a dark row between.
ROW_Y = const(11)
PITCH = const(9)


class Rows(Screen):
    """A titled list of rows with a cursor, scrolled to keep the cursor on screen."""

    def __init__(self, app):
        super().__init__(app)
        self.rows = ()
        self.cursor = 0
        self.top = 0

    def enter_rows(self, rows):
        """Show `rows` with the cursor on the first."""
        self.rows = rows
        self.cursor = 0
        self.top = 0
        self.app.dirty = True

    def point(self, k):
        """Put the cursor on row k, scrolled into view."""
        self.cursor = k
        if k < self.top:
            self.top = k
        elif k >= self.top + ROWS:
            self.top = k - ROWS + 1
        self.app.dirty = True

    def move(self, bits):
        """Up/Down over the rows, keeping the cursor on screen; True if it moved. A press at
        either end goes round to the other; a held Up/Down repeats (Buttons.due) and stops
        there."""
        n = len(self.rows)
        if not n:
            return False
        if bits & (UP | DOWN):
            self.point((self.cursor + (1 if bits & DOWN else n - 1)) % n)
            return True
        held = self.app.buttons.due
        if held & (UP | DOWN):
            k = self.cursor + (1 if held & DOWN else -1)
            if 0 <= k < n:
                self.point(k)
                return True
        return False

    def update(self, bits):
        """Rows of choices: Up/Down move, Left/Right step the row's choice (change), A chooses
        the row (choose) and B leaves (leave)."""
        if self.move(bits):
            return
        row = self.rows[self.cursor]
        if bits & (LEFT | RIGHT):
            self.change(row, 1 if bits & RIGHT else -1)
            # A change of game or players may leave fewer rows.
            self.cursor = min(self.cursor, len(self.rows) - 1)
        elif bits & B:
            self.leave()
        elif bits & A:
            self.choose(row)

    def draw_rows(self, fb, title, texts):
        """The title over a rule, then the visible rows, the cursor's in inverse video."""
        draw.center(fb, title, 0)
        fb.hline(0, 8, draw.W, 1)
        x = draw.list_x(ROWS, len(texts))
        for i in range(ROWS):
            k = self.top + i
            if k >= len(texts):
                break
            y = ROW_Y + i * PITCH
            if k == self.cursor:
                draw.inverse_row(fb, texts[k], y, x)
            else:
                font.text(fb, texts[k][:draw.COLS], x, y, 1)
        draw.scroll_bar(fb, self.top, ROWS, len(texts), ROW_Y - 1, draw.H - ROW_Y + 1)
