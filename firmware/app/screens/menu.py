# The main menu (Continue, New game, Rules, Records, Past games, Settings) with the battery mark,
# and the messages that lead to it.
from micropython import const
from app import screens
from app.frame import draw
from app.frame.buttons import A, B
from app.frame.rows import Rows, PITCH, ROW_Y
from app.frame.ui import Screen, MENU, MESSAGE
from app.game import views

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_CONTINUE = const(0)
_NEW_GAME = const(1)
_RULES = const(2)
_SETTINGS = const(3)
_A_OK = const(24)
_NO_GAMES = const(37)
_RECORDS = const(54)
_PAST_GAMES = const(75)

_MESSAGE_LINES = const(6)  # at most, over the key line
_KEY_Y = const(56)  # "A: OK" under a message
# The battery mark: an outline 11x7 with its nub, in the bottom-right corner, right of the last
# row's text (every language's last row, Settings, leaves 4 cells); its fill 7 pixels at full.
_BATTERY_X = const(116)
_BATTERY_Y = const(57)
_BATTERY_FILL = const(7)


class Menu(Rows):
    """Continue (with a saved game), New game, Rules, Records, Past games, Settings; and with a
    battery, its mark."""

    MODE = MENU

    def enter(self):
        """Rebuild the rows: Continue comes and goes with the saved game. Back from Rules,
        Records or Settings the cursor is on the row the player left; when Continue has come
        or gone (a game was left or ended), on the top row."""
        rows = []
        if self.app.saved is not None:
            rows.append(_CONTINUE)
        rows.append(_NEW_GAME)
        rows.append(_RULES)
        rows.append(_RECORDS)
        rows.append(_PAST_GAMES)
        rows.append(_SETTINGS)
        if rows == self.rows:
            self.app.dirty = True
        else:
            self.enter_rows(rows)

    def update(self, bits):
        app = self.app
        if self.move(bits) or not bits & A:
            return
        row = self.rows[self.cursor]
        if row == _CONTINUE:
            s = app.saved
            app.saved = None
            screens.find("play")(app, s).resume()
        elif row == _NEW_GAME:
            if not views.games():
                app.message([app.L.S[_NO_GAMES]])
                return
            app.push(app.named("setup")).enter()
        elif row == _RULES:
            app.push(app.named("rules")).enter()
        elif row == _RECORDS:
            app.push(screens.find("records")(app)).enter()
        elif row == _PAST_GAMES:
            app.push(app.named("past")).enter()
        else:
            app.push(app.named("settings")).enter()

    def draw(self, fb):
        L = self.app.L
        # What the console holds (L.TITLE: "Table games" in the player's language), not the
        # name of one of its games.
        self.draw_rows(fb, L.TITLE, [L.S[r] for r in self.rows])
        if self.app.battery is not None:
            # Dark on the cursor's band when that is the bottom row.
            band = ROW_Y + (self.cursor - self.top) * PITCH - 1
            battery_mark(fb, self.app.battery, 0 if band + PITCH > _BATTERY_Y else 1)


def battery_mark(fb, level, c):
    """A battery outline at the bottom right, filled in proportion to level (percent), in
    colour c."""
    fb.rect(_BATTERY_X, _BATTERY_Y, 11, 7, c)
    fb.fill_rect(_BATTERY_X + 11, _BATTERY_Y + 2, 1, 3, c)
    fb.fill_rect(_BATTERY_X + 2, _BATTERY_Y + 2, (level * _BATTERY_FILL + 50) // 100, 3, c)


class Message(Screen):
    """A few centred lines (a failure, a save set aside) until A or B: then the main menu."""

    MODE = MESSAGE

    def __init__(self, app):
        super().__init__(app)
        self.lines = ()

    def update(self, bits):
        if bits & (A | B):
            self.app.home()

    def draw(self, fb):
        n = min(_MESSAGE_LINES, len(self.lines))
        # 9 pixels a line from y=4, moved up when that would bring the last line's cell within
        # two rows of the key line: dark rows always part the message from "A: OK".
        y = min(4, _KEY_Y - 2 - PITCH * n)
        for i in range(n):
            draw.center(fb, self.lines[i], y + i * PITCH)
        draw.center(fb, self.app.L.S[_A_OK], _KEY_Y)
