# The Rules pages: each game's rules and how to read its screens, read like a book.
from micropython import const
from app.frame import draw, font
from app.frame.buttons import UP, DOWN, LEFT, RIGHT, A, B
from app.frame.rows import ROWS, ROW_Y, PITCH
from app.frame.ui import Screen, RULES
from app.game import views
from app.lang import text as T

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_SCREEN_PAGE = const(52)


class Rules(Screen):
    """Two pages a game, its rules and how to read its screens, read like a book: Up/Down scroll
    a line, Left/Right a screenful; Right on a page's last screenful turns to the next page (the
    game's screen page, then the next game's rules) and Left on its first back to the previous
    page's end. A held key repeats within the page and stops at its end: a new press turns it.
    The title says which way turns the page: "<" at a page's top, ">" at its end."""

    MODE = RULES

    def __init__(self, app):
        super().__init__(app)
        self.game = 0
        self.page = 0  # 0: the rules, 1: reading the screen
        self.lines = ()
        self.top = 0

    def enter(self):
        """Show the current page from its top."""
        games = views.games()
        game = games[self.game] if games else ""
        # Only this page's lines stay in RAM: the text is read again at every turn of a page.
        lines = draw.wrap(T.page(self.app.lang, game, self.page))
        self.lines = [self.app.L.S[_SCREEN_PAGE]] + lines if self.page else lines
        self.top = 0
        self.app.dirty = True

    def last(self):
        """The top line of the page's last screenful."""
        return max(0, len(self.lines) - ROWS)

    def turn(self, step):
        """Turn to the next page (step 1) at its top, or the previous (-1) at its end."""
        n = 2 * len(views.games())
        k = (self.game * 2 + self.page + step) % n
        self.game = k >> 1
        self.page = k & 1
        self.enter()
        if step < 0:
            self.top = self.last()

    def update(self, bits):
        if bits & (A | B):
            self.app.home()
            return
        if not views.games():
            return
        held = self.app.buttons.due  # repeats of held keys: these never turn the page
        top = self.top
        last = self.last()
        if bits & RIGHT:
            if top < last:
                top = min(last, top + ROWS)
            elif not held & RIGHT:
                self.turn(1)
                return
        elif bits & LEFT:
            if top > 0:
                top = max(0, top - ROWS)
            elif not held & LEFT:
                self.turn(-1)
                return
        elif (bits | held) & DOWN:
            top = min(last, top + 1)
        elif (bits | held) & UP:
            top = max(0, top - 1)
        if top != self.top:
            self.top = top
            self.app.dirty = True

    def draw(self, fb):
        games = views.games()
        if games:
            # "<" and ">" stand where Left or Right would turn the page, spaces where they
            # page within it, so the name keeps its place.
            title = "%s%s%s" % ("<" if self.top == 0 else " ",
                                self.app.L.GAME_TITLES[games[self.game]],
                                ">" if self.top >= self.last() else " ")
            draw.center(fb, title, 0)
        fb.hline(0, 8, draw.W, 1)
        n = len(self.lines)
        x = draw.list_x(ROWS, n)
        for i in range(ROWS):
            if self.top + i < n:
                # 9 pixels a line, as the menus: a line's descenders never touch the capitals
                # and accents of the next.
                font.text(fb, self.lines[self.top + i], x, ROW_Y + i * PITCH, 1)
        draw.scroll_bar(fb, self.top, ROWS, n, ROW_Y - 1, draw.H - ROW_Y + 1)
