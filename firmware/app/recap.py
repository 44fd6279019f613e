# The recap of recent moves: rows for the hand-off screen, "Last moves" and the hand review.
#
# Rows come from the game's ring of steps (core/recap.py, kept by match.Match, so a resumed
# game has the same ring) and are made into text only when drawn, by the game's screen module
# (recap_row), so a move allocates nothing here. Only the current hand is ever listed: a tile
# or card played in an earlier hand may be in someone's hand again.
from micropython import const
from core.recap import DEAL
from app import draw, font
from app import text as T
from app.buttons import UP, DOWN, A, B
from app.ui import Screen, REVIEW, LAST_MOVES

HANDOFF_ROWS = const(5)  # recap rows on the hand-off screen, between its title and key rows
_PAGE_ROWS = const(6)  # rows under the title of "Last moves"
_REVIEW_ROWS = const(5)  # rows between the review's title and its key row


class Rows:
    """A scrolled window over recap rows: the steps from `first` to the newest, after one
    row counting the hand's earlier steps no longer kept (`dropped`), if any."""

    def __init__(self, play):
        self.play = play
        self.first = 0
        self.dropped = 0
        self.top = 0  # the row at the top of the window

    def count(self):
        """How many rows there are in all."""
        n = self.play.session.recap.total - self.first
        return n + 1 if self.dropped else n

    def since(self, seat, shown):
        """What happened in this hand since seat last acted, the newest `shown` rows in view."""
        self.first = self.play.session.recap.since(seat)
        self.dropped = 0
        n = self.count()
        self.top = n - shown if n > shown else 0

    def hand(self):
        """The current hand's steps from its start."""
        recap = self.play.session.recap
        self.first = recap.hand_first()
        self.dropped = recap.dropped()
        self.top = 0

    def scroll(self, bits, shown):
        """Up/Down move the window a row, within the rows; the screen is redrawn if it moved."""
        if bits & DOWN and self.top + shown < self.count():
            self.top += 1
        elif bits & UP and self.top > 0:
            self.top -= 1
        else:
            return
        self.play.app.dirty = True

    def text(self, i, L):
        """Row i's text, made now."""
        if self.dropped:
            if i == 0:
                return L.S[T.EARLIER] % self.dropped
            i -= 1
        s = self.play.session
        recap = s.recap
        k = self.first + i
        what = recap.what(k)
        if what == DEAL:
            return L.S[T.HAND_ROW] % ((recap.arg(k) << 8) | recap.num(k))
        return self.play.view.recap_row(recap.who(k), what, recap.arg(k), recap.num(k),
                                        s.players, L)

    def draw(self, fb, y, shown, L):
        """The rows in view, from row y down."""
        n = self.count()
        for i in range(shown):
            if self.top + i >= n:
                break
            font.text(fb, self.text(self.top + i, L), 0, y + i * draw.CH, 1)


class Review(Screen):
    """At a hand's end, before its settlement: the hand's steps in order; A goes on."""

    MODE = REVIEW

    def __init__(self, play):
        super().__init__(play.app)
        self.play = play
        self.rows = Rows(play)

    def enter(self):
        """Show the hand from its first step."""
        self.rows.hand()

    def update(self, bits):
        if bits & A:
            self.app.replace(self.play.hand_end_screen)
        else:
            self.rows.scroll(bits, _REVIEW_ROWS)

    def draw(self, fb):
        L = self.app.L
        draw.center(fb, L.S[T.HAND_ROW] % self.play.session.state.hand, 0)
        fb.hline(0, 8, draw.W, 1)
        self.rows.draw(fb, 10, _REVIEW_ROWS, L)
        draw.center(fb, L.S[T.A_OK], 56)


class LastMoves(Screen):
    """Over the pause menu, with one person playing: what happened since their last move;
    A or B goes back to the menu."""

    MODE = LAST_MOVES

    def __init__(self, play):
        super().__init__(play.app)
        self.play = play
        self.rows = Rows(play)

    def enter(self):
        """Show the newest rows, for the seat to play."""
        self.rows.since(self.play.session.state.current_player(), _PAGE_ROWS)

    def update(self, bits):
        if bits & (A | B):
            self.app.pop()
        else:
            self.rows.scroll(bits, _PAGE_ROWS)

    def draw(self, fb):
        L = self.app.L
        draw.center(fb, L.S[T.LAST_MOVES], 0)
        fb.hline(0, 8, draw.W, 1)
        self.rows.draw(fb, 10, _PAGE_ROWS, L)
