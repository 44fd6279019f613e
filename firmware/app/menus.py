# The menu screens: the main menu, settings, rules pages, the pause menu and messages.
from micropython import const
from app import draw, font, views
from app import text as T
from app.buttons import UP, DOWN, LEFT, RIGHT, A, B
from app.ui import (Screen, CONTRASTS, MENU, SETTINGS, RULES, MESSAGE, PAUSE, SHOW, TURN,
                    RECORDS)

_ROWS = const(6)  # menu rows under the title
# A row's text and the next's are 9 pixels apart: the cursor's band (draw.inverse_row) takes
# the pixel row over its text, and the row under it keeps a dark row between.
_ROW_Y = const(11)
_PITCH = const(9)
_MESSAGE_LINES = const(6)  # at most, over the key line
_KEY_Y = const(56)  # "A: OK" under a message


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
        elif k >= self.top + _ROWS:
            self.top = k - _ROWS + 1
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
        x = draw.list_x(_ROWS, len(texts))
        for i in range(_ROWS):
            k = self.top + i
            if k >= len(texts):
                break
            y = _ROW_Y + i * _PITCH
            if k == self.cursor:
                draw.inverse_row(fb, texts[k], y, x)
            else:
                font.text(fb, texts[k][:draw.COLS], x, y, 1)
        draw.scroll_bar(fb, self.top, _ROWS, len(texts), _ROW_Y - 1, draw.H - _ROW_Y + 1)


class Menu(Rows):
    """Continue (with a saved game), New game, Rules, Settings."""

    MODE = MENU

    def enter(self):
        """Rebuild the rows: Continue comes and goes with the saved game. Back from Rules,
        Records or Settings the cursor is on the row the player left; when Continue has come
        or gone (a game was left or ended), on the top row."""
        rows = []
        if self.app.saved is not None:
            rows.append(T.CONTINUE)
        rows.append(T.NEW_GAME)
        rows.append(T.RULES)
        rows.append(T.RECORDS)
        rows.append(T.SETTINGS)
        if rows == self.rows:
            self.app.dirty = True
        else:
            self.enter_rows(rows)

    def update(self, bits):
        app = self.app
        if self.move(bits) or not bits & A:
            return
        row = self.rows[self.cursor]
        if row == T.CONTINUE:
            from app.play import Play
            s = app.saved
            app.saved = None
            Play(app, s).resume()
        elif row == T.NEW_GAME:
            if not views.games():
                app.message([app.L.S[T.NO_GAMES]])
                return
            from app.setup_menu import Setup
            app.push(app.kept(Setup)).enter()
        elif row == T.RULES:
            app.push(app.kept(Rules)).enter()
        elif row == T.RECORDS:
            app.push(Records(app)).enter()
        else:
            app.push(app.kept(Settings)).enter_rows([T.LANGUAGE, T.CONTRAST, T.LEDS, T.BACK])

    def draw(self, fb):
        L = self.app.L
        # What the console holds (L.TITLE: "Table games" in the player's language), not the
        # name of one of its games.
        self.draw_rows(fb, L.TITLE, [L.S[r] for r in self.rows])


class Settings(Rows):
    """Language, contrast and LED level, saved when leaving."""

    MODE = SETTINGS

    def change(self, row, step):
        """Step the language, contrast or LED level by step."""
        app = self.app
        if row == T.LANGUAGE:
            app.lang = (app.lang + step) % len(T.CODES)
            app.L = T.load(app.lang)
        elif row == T.CONTRAST:
            app.contrast = min(5, max(0, app.contrast + step))
            app.fb.contrast(CONTRASTS[app.contrast])
        elif row == T.LEDS:
            app.leds = min(5, max(0, app.leds + step))
        app.dirty = True

    def leave(self):
        """Save the settings and go back to the menu."""
        self.app.save_settings()
        self.app.home()

    def choose(self, row):
        """Back leaves; A on a setting steps it."""
        if row == T.BACK:
            self.leave()
        else:
            self.change(row, 1)

    def _text(self, row):
        app = self.app
        L = app.L
        if row == T.LANGUAGE:
            return draw.pair(L.S[row], T.NAMES[app.lang])
        if row == T.CONTRAST:
            return draw.pair(L.S[row], str(app.contrast))
        if row == T.LEDS:
            return draw.pair(L.S[row], str(app.leds))
        return L.S[row]

    def draw(self, fb):
        self.draw_rows(fb, self.app.L.S[T.SETTINGS], [self._text(r) for r in self.rows])


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
        L = self.app.L
        if self.page:
            self.lines = [L.S[T.SCREEN_PAGE]] + draw.wrap(L.SCREEN.get(game, "-"))
        else:
            self.lines = draw.wrap(L.RULES.get(game, "-"))
        self.top = 0
        self.app.dirty = True

    def last(self):
        """The top line of the page's last screenful."""
        return max(0, len(self.lines) - _ROWS)

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
                top = min(last, top + _ROWS)
            elif not held & RIGHT:
                self.turn(1)
                return
        elif bits & LEFT:
            if top > 0:
                top = max(0, top - _ROWS)
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
        x = draw.list_x(_ROWS, n)
        for i in range(_ROWS):
            if self.top + i < n:
                font.text(fb, self.lines[self.top + i], x, 10 + i * 8, 1)
        draw.scroll_bar(fb, self.top, _ROWS, n, 10, _ROWS * draw.CH)


class Records(Rows):
    """Games played and won, per game: by kind of seat and by team or seat (app/records.py).
    The last row resets them, after a second A."""

    MODE = RECORDS

    def enter(self):
        """Read the records file and lay it out as rows, the reset row last."""
        from app import records
        app = self.app
        L = app.L
        self.path = records.path_next_to(app.board.SETTINGS_PATH)
        d = records.load(self.path)
        lines = []
        for game in views.games():
            g = d.get(game)
            if not g or not g["games"]:
                continue
            # The game's name centred over its rows; no "< >": Left/Right change nothing here.
            title = L.GAME_TITLES[game]
            lines.append(" " * ((draw.COLS - len(title)) >> 1) + title)
            lines.append(draw.pair(L.S[T.GAMES], str(g["games"])))
            for kind in records.KINDS:
                played, won = g["kinds"][kind]
                if played:
                    name = L.S[T.HUMAN] if kind == "human" else L.LEVELS[kind]
                    lines.append(draw.pair(name, "%d/%d" % (won, played)))
            sides = g["sides"]
            team = views.load(game).TEAMS
            for i in range(len(sides)):
                played, won = sides[i]
                if played:
                    name = L.SHORT_TEAMS[i] if team else "%s %d" % (L.S[T.SEAT], i + 1)
                    lines.append(draw.pair(name, "%d/%d" % (won, played)))
        if not lines:
            lines.append(L.S[T.NO_RECORDS])
        self.sure = False
        lines.append(L.S[T.RESET_RECORDS])
        self.lines = lines
        self.enter_rows(list(range(len(lines))))

    def leave(self):
        self.app.home()

    def choose(self, row):
        """A on the last row asks again, and a second A resets."""
        if row != len(self.lines) - 1:
            return
        if not self.sure:
            self.sure = True
            self.lines[row] = self.app.L.S[T.SURE_RESET]
            self.app.dirty = True
            return
        from app import records
        records.reset(self.path)
        self.enter()

    def change(self, row, step):
        """Nothing to change here."""

    def draw(self, fb):
        self.draw_rows(fb, self.app.L.S[T.RECORDS], self.lines)


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
            play.think(True)
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
        y = min(4, _KEY_Y - 2 - _PITCH * n)
        for i in range(n):
            draw.center(fb, self.lines[i], y + i * _PITCH)
        draw.center(fb, self.app.L.S[T.A_OK], _KEY_Y)
