# The recap of recent moves: the hand review, "Last moves" and the hand-off screen's rows.
#
# Rows come from the game's ring of steps (core/recap.py, kept by match.Match, so a resumed
# game has the same ring) and are made into text only when drawn, by the game's screen module
# (recap_row), so a move allocates nothing here. Only the current hand is ever listed: a tile
# or card played in an earlier hand may be in someone's hand again.
from micropython import const
from core.recap import CAPACITY, DEAL
from app.frame import draw, font
from app.frame.buttons import UP, DOWN, A, B
from app.frame.rows import PITCH
from app.frame.ui import Screen, HANDOFF, REVIEW, LAST_MOVES

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_A_OK = const(24)
_LAST_MOVES = const(59)
_HAND_ROW = const(60)
_EARLIER = const(61)


class Moves(Screen):
    """A scrolled list of the current hand's steps. As the REVIEW screen: the whole hand from
    its start, A goes on to the settlement. As LAST_MOVES (over the pause menu) and as the
    hand-off screen (app.game.play.Handoff, mode HANDOFF): what happened since the seat to play last
    acted, opening on the newest rows."""

    def __init__(self, play, mode):
        super().__init__(play.app)
        self.play = play
        self.MODE = mode
        # Rows in view: the hand-off keeps a dark row on each side of its seat band (app.play).
        self.shown = 6 if mode == LAST_MOVES else 4 if mode == HANDOFF else 5
        self.first = 0  # number of the first step listed
        self.dropped = 0  # the hand's earlier steps no longer kept: one row counts them
        self.top = 0  # the row at the top of the view

    def count(self):
        """How many rows there are in all."""
        n = self.play.session.recap.total - self.first
        return n + 1 if self.dropped else n

    def enter(self):
        """Take the steps to list, and show the first rows (review) or the newest."""
        s = self.play.session
        recap = s.recap
        if self.MODE == REVIEW:
            self.first = recap.hand_first()
            self.dropped = self.first - recap.hand_at - 1
            self.top = 0
            return
        self.first = recap.since(s.state.current_player())
        self.dropped = 0
        n = self.count()
        self.top = n - self.shown if n > self.shown else 0

    def update(self, bits):
        if self.MODE == REVIEW and bits & A:
            self.app.replace(self.play.hand_end_screen)
        elif self.MODE == LAST_MOVES and bits & (A | B):
            self.app.pop()
        else:
            # A held Up/Down repeats (Buttons.due), as in the menus.
            bits |= self.app.buttons.due
            if bits & DOWN and self.top + self.shown < self.count():
                self.top += 1
                self.app.dirty = True
            elif bits & UP and self.top > 0:
                self.top -= 1
                self.app.dirty = True

    def text(self, i, L):
        """Row i's text, made now."""
        if self.dropped:
            if i == 0:
                return L.S[_EARLIER] % self.dropped
            i -= 1
        s = self.play.session
        b = s.recap.buf
        k = ((self.first + i) % CAPACITY) << 2
        if b[k + 1] == DEAL:
            return L.S[_HAND_ROW] % ((b[k + 2] << 8) | b[k + 3])
        return self.play.view.recap_row(b[k], b[k + 1], b[k + 2], b[k + 3], s.players, L)

    def draw_rows(self, fb, y, L):
        """The rows in view, from row y down, with the scroll mark when there are more."""
        n = self.count()
        x = draw.list_x(self.shown, n)
        for i in range(self.shown):
            if self.top + i >= n:
                break
            # 9 pixels a row: a row's descenders never touch the next row's capitals.
            font.text(fb, self.text(self.top + i, L), x, y + i * PITCH, 1)
        draw.scroll_bar(fb, self.top, self.shown, n, y, self.shown * PITCH)

    def draw(self, fb):
        L = self.app.L
        if self.MODE == REVIEW:
            draw.center(fb, L.S[_HAND_ROW] % self.play.session.state.hand, 0)
            draw.center(fb, L.S[_A_OK], 56)
        else:
            draw.center(fb, L.S[_LAST_MOVES], 0)
        fb.hline(0, 8, draw.W, 1)
        self.draw_rows(fb, 10, L)

