# The pause menu over a game screen: resume, hints, hiding the hand or the last moves, quit.
from micropython import const
from app.frame.buttons import A, B
from app.frame.rows import Rows
from app.frame.ui import PAUSE, SHOW, TURN

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_PAUSED = const(25)
_RESUME = const(26)
_QUIT = const(27)
_HINT = const(44)
_HARD_HINT = const(45)
_HIDE = const(46)
_LAST_MOVES = const(59)


class Pause(Rows):
    """Over a game screen: resume, save and quit; from a turn also hints, and hiding the hand
    (several people playing) or the last moves (one person)."""

    MODE = PAUSE

    def enter(self, under):
        """Rows for pausing over the screen of mode `under`."""
        rows = [_RESUME]
        s = self.app.session
        if under == TURN:
            rows.append(_HINT)
            if "hard" in s.spec.levels:
                rows.append(_HARD_HINT)
            if s.humans() > 1:
                rows.append(_HIDE)
            else:
                rows.append(_LAST_MOVES)
        rows.append(_QUIT)
        self.enter_rows(rows)

    def update(self, bits):
        if self.move(bits):
            return
        app = self.app
        play = app.play
        row = self.rows[self.cursor]
        if bits & B or (bits & A and row == _RESUME):
            if app.pop().MODE == SHOW:
                app.screen.restart()
        elif not bits & A:
            return
        elif row == _HARD_HINT:
            app.pop()
            play.hint("hard")
        elif row == _HINT:
            app.pop()
            play.hint("normal")
        elif row == _HIDE:
            app.pop()
            play.handoff()
        elif row == _LAST_MOVES:
            app.push(play.last_moves_screen).enter()
        else:
            # The game is saved after every action: quitting only leaves the screen.
            s = app.session
            app.saved = None if s.state.is_terminal() else s
            app.play = None
            app.home()

    def draw(self, fb):
        L = self.app.L
        self.draw_rows(fb, L.S[_PAUSED], [L.S[r] for r in self.rows])
