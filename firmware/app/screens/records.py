# The Records screen: games played and won, per game, by kind of seat and by side.
from micropython import const
from app.frame import draw
from app.frame.rows import Rows
from app.frame.ui import RECORDS
from app.game import views
from app.store import records as book

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_HUMAN = const(6)
_SEAT = const(30)
_RECORDS = const(54)
_NO_RECORDS = const(55)
_RESET_RECORDS = const(56)
_SURE_RESET = const(57)
_GAMES = const(58)


class Records(Rows):
    """Games played and won, per game: by kind of seat and by team or seat (app/store/records.py).
    The last row resets them, after a second A."""

    MODE = RECORDS

    def enter(self):
        """Read the records file and lay it out as rows, the reset row last."""
        app = self.app
        L = app.L
        self.path = book.path_next_to(app.board.SETTINGS_PATH)
        d = book.load(self.path)
        lines = []
        for game in views.games():
            g = d.get(game)
            if not g or not g["games"]:
                continue
            # The game's name centred over its rows; no "< >": Left/Right change nothing here.
            title = L.GAME_TITLES[game]
            lines.append(" " * ((draw.COLS - len(title)) >> 1) + title)
            lines.append(draw.pair(L.S[_GAMES], str(g["games"])))
            for kind in book.KINDS:
                played, won = g["kinds"][kind]
                if played:
                    name = L.S[_HUMAN] if kind == "human" else L.LEVELS[kind]
                    lines.append(draw.pair(name, "%d/%d" % (won, played)))
            sides = g["sides"]
            team = views.load(game).TEAMS
            for i in range(len(sides)):
                played, won = sides[i]
                if played:
                    name = L.SHORT_TEAMS[i] if team else "%s %d" % (L.S[_SEAT], i + 1)
                    lines.append(draw.pair(name, "%d/%d" % (won, played)))
        if not lines:
            lines.append(L.S[_NO_RECORDS])
        self.sure = False
        lines.append(L.S[_RESET_RECORDS])
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
            self.lines[row] = self.app.L.S[_SURE_RESET]
            self.app.dirty = True
            return
        book.reset(self.path)
        self.enter()

    def change(self, row, step):
        """Nothing to change here."""

    def draw(self, fb):
        self.draw_rows(fb, self.app.L.S[_RECORDS], self.lines)
