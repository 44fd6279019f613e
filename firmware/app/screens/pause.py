# The pause menu over a game screen: resume, hints, hiding the hand or the last moves, quit.
from app.frame.buttons import A, B
from app.frame.rows import Rows
from app.frame.ui import PAUSE, SHOW, TURN
from app.lang import text as T


class Pause(Rows):
    """Over a game screen: resume, save and quit; from a turn also hints, and hiding the hand
    (several people playing) or the last moves (one person)."""

    MODE = PAUSE

    def enter(self, under):
        """Rows for pausing over the screen of mode `under`."""
        rows = [T.RESUME]
        s = self.app.session
        if under == TURN:
            rows.append(T.HINT)
            if "hard" in s.spec.levels:
                rows.append(T.HARD_HINT)
            if s.humans() > 1:
                rows.append(T.HIDE)
            else:
                rows.append(T.LAST_MOVES)
        rows.append(T.QUIT)
        self.enter_rows(rows)

    def update(self, bits):
        if self.move(bits):
            return
        app = self.app
        play = app.play
        row = self.rows[self.cursor]
        if bits & B or (bits & A and row == T.RESUME):
            if app.pop().MODE == SHOW:
                app.screen.restart()
        elif not bits & A:
            return
        elif row == T.HARD_HINT:
            app.pop()
            play.hint("hard")
        elif row == T.HINT:
            app.pop()
            play.hint("normal")
        elif row == T.HIDE:
            app.pop()
            play.handoff()
        elif row == T.LAST_MOVES:
            app.push(play.last_moves_screen).enter()
        else:
            # The game is saved after every action: quitting only leaves the screen.
            s = app.session
            app.saved = None if s.state.is_terminal() else s
            app.play = None
            app.home()

    def draw(self, fb):
        L = self.app.L
        self.draw_rows(fb, L.S[T.PAUSED], [L.S[r] for r in self.rows])
