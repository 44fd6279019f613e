# The New game screen: game, players, seats, target and settings, then Start.
from micropython import const
from games import registry
from app.frame import draw
from app.game import views
from app.frame.buttons import A, B
from app.frame.rows import Rows
from app.frame.ui import SETUP

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_NEW_GAME = const(1)
_PLAYERS = const(5)
_HUMAN = const(6)
_TARGET = const(7)
_START = const(8)
_ON = const(28)
_OFF = const(29)
_SEAT = const(30)
_REPLACE = const(62)
_REPLACE_2 = const(63)
_YES_NO = const(64)

# Row kinds: a row is (kind, index).
_ROW_GAME = const(0)
_ROW_PLAYERS = const(1)
_ROW_SEAT = const(2)
_ROW_TARGET = const(3)
_ROW_OPTION = const(4)
_ROW_START = const(5)


class Setup(Rows):
    """The choices for a new game; kept by the app, so the next New game starts from them. Each
    game keeps its own: switching to another game and back finds the seats, target and settings
    as they were left."""

    MODE = SETUP

    def __init__(self, app):
        super().__init__(app)
        self.games = views.games()
        self.game = 0
        self.players = 0  # index in the game's player_counts
        self.seats = []  # per seat: 0 human, k the game's k-th AI level
        self.target = 0
        self.opts = []  # per setting: index of its choice
        # Per game, the choices above as last left: [players, seats, target, opts], or None.
        self.chosen = [None] * len(self.games)
        self.asking = False  # Start was chosen over a saved game: replace it? (A yes, B no)
        self.defaults()
        if app.choices is not None:
            # The choices of the last New game, which the app kept while its game was played
            # (App.leave_menus lets this screen go then).
            self.game, self.chosen = app.choices
            app.choices = None
            self.players, self.seats, self.target, self.opts = self.chosen[self.game]

    def keep(self):
        """(game, choices per game): what a new Setup takes up from App.choices."""
        self.chosen[self.game] = [self.players, self.seats, self.target, self.opts]
        return self.game, self.chosen

    def enter(self):
        """Show the rows with the cursor on the first."""
        self.asking = False
        self.enter_rows(self.setup_rows())

    def spec(self):
        """The chosen game's spec."""
        return registry.get(self.games[self.game])

    def defaults(self):
        """Seats, target and settings for the chosen game: seat 0 human, others the top AI."""
        if not self.games:
            return
        spec = self.spec()
        if self.players >= len(spec.player_counts):
            self.players = len(spec.player_counts) - 1
        n = spec.player_counts[self.players]
        self.seats = [0] + [len(spec.levels)] * (n - 1)
        self.target = spec.default_target
        self.opts = [choices.index(default) for name, default, choices in spec.options]

    def _seat_players(self):
        """Fit the choices to a new number of players: the seats kept stay as set, a new one
        is the top AI; target and settings stay, but a setting the rules do not allow with
        these players goes back to its default (Cutthroat's boneyard is for 2)."""
        spec = self.spec()
        n = spec.player_counts[self.players]
        seats = self.seats[:n]
        while len(seats) < n:
            seats.append(len(spec.levels))
        self.seats = seats
        for i in range(len(spec.options)):
            if not self._allowed(i, self.opts[i]):
                name, default, choices = spec.options[i]
                self.opts[i] = choices.index(default)

    def setup_rows(self):
        """The rows for the game chosen, as (kind, index)."""
        spec = self.spec()
        rows = [(_ROW_GAME, 0)]
        if len(spec.player_counts) > 1:
            rows.append((_ROW_PLAYERS, 0))
        for s in range(len(self.seats)):
            rows.append((_ROW_SEAT, s))
        rows.append((_ROW_TARGET, 0))
        for i in range(len(spec.options)):
            # A setting the rules allow only one way for these players is not offered at all
            # (Cutthroat's boneyard is for 2 players).
            if self._choices_allowed(i) > 1:
                rows.append((_ROW_OPTION, i))
        rows.append((_ROW_START, 0))
        return rows

    def _allowed(self, i, v):
        """Whether the rules accept choice v of setting i with the rest of the setup as it is:
        the game's own constructor is the judge, so setup never offers what Start would refuse."""
        spec = self.spec()
        opts = {}
        for k in range(len(spec.options)):
            opts[spec.options[k][0]] = spec.options[k][2][v if k == i else self.opts[k]]
        try:
            spec.new_state(spec.player_counts[self.players], self.target, opts)
        except ValueError:  # IllegalAction is a ValueError
            return False
        return True

    def _choices_allowed(self, i):
        n = 0
        for v in range(len(self.spec().options[i][2])):
            if self._allowed(i, v):
                n += 1
        return n

    def change(self, row, step):
        """Step the choice of `row` by step (+1 / -1)."""
        kind, i = row
        spec = self.spec()
        if kind == _ROW_GAME:
            self.chosen[self.game] = [self.players, self.seats, self.target, self.opts]
            self.game = (self.game + step) % len(self.games)
            kept = self.chosen[self.game]
            if kept is None:
                self.players = len(self.spec().player_counts) - 1
                self.defaults()
            else:
                self.players, self.seats, self.target, self.opts = kept
            self.rows = self.setup_rows()
        elif kind == _ROW_PLAYERS:
            self.players = (self.players + step) % len(spec.player_counts)
            self._seat_players()
            self.rows = self.setup_rows()
        elif kind == _ROW_SEAT:
            self.seats[i] = (self.seats[i] + step) % (len(spec.levels) + 1)
        elif kind == _ROW_TARGET:
            unit = spec.default_target // 10 or 1
            t = self.target + step * unit
            # Four times the usual game at most, and never past what the game can reach.
            if unit <= t <= min(spec.default_target * 4, spec.max_target):
                self.target = t
        elif kind == _ROW_OPTION:
            n = len(spec.options[i][2])
            v = self.opts[i]
            # Step over the choices the rules refuse with the other settings as they are.
            for _ in range(n):
                v = (v + step) % n
                if self._allowed(i, v):
                    self.opts[i] = v
                    break
        self.app.dirty = True

    def _text(self, row):
        kind, i = row
        L = self.app.L
        spec = self.spec()
        if kind == _ROW_GAME:
            return "<%s>" % L.GAME_TITLES[spec.name]
        if kind == _ROW_PLAYERS:
            return draw.pair(L.S[_PLAYERS], str(spec.player_counts[self.players]))
        if kind == _ROW_SEAT:
            c = self.seats[i]
            # An AI seat shows its level alone: "AI" beside it leaves no room in some languages.
            who = L.S[_HUMAN] if c == 0 else L.LEVELS.get(spec.levels[c - 1], spec.levels[c - 1])
            return draw.pair(self._seat_label(spec, i), who)
        if kind == _ROW_TARGET:
            return draw.pair(L.S[_TARGET], str(self.target))
        if kind == _ROW_OPTION:
            name, default, choices = spec.options[i]
            v = choices[self.opts[i]]
            shown = L.S[_ON] if v is True else L.S[_OFF] if v is False else L.OPTION_VALUES[v]
            return draw.pair(L.OPTIONS.get(name, name), shown)
        return "> %s" % L.S[_START]

    def _seat_label(self, spec, seat):
        if spec.player_counts[self.players] == 4:
            return self.app.L.SEATS[seat]
        return "%s %d" % (self.app.L.S[_SEAT], seat + 1)

    def _start(self):
        app = self.app
        if app.saved is not None and not self.asking:
            # A saved game is only replaced once the player says so.
            self.asking = True
            app.dirty = True
            return
        self.asking = False
        spec = self.spec()
        seats = []
        for c in self.seats:
            seats.append(("human", None) if c == 0 else ("ai", spec.levels[c - 1]))
        opts = {}
        for i in range(len(spec.options)):
            opts[spec.options[i][0]] = spec.options[i][2][self.opts[i]]
        if app.seed is None:
            seed = app.board.ticks_ms()
        else:
            seed = app.seed
            app.seed += 1
        # The player chose to replace the saved game (or there is none): it is given up before
        # the new one starts, so that one starts with no other game's code loaded (App.start).
        app.saved = None
        app.start(self.games[self.game], seed, seats, self.target, opts,
                  spec.player_counts[self.players])

    def leave(self):
        """Back to the menu; the choices are kept for the next New game."""
        self.app.home()

    def choose(self, row):
        """Start starts the game (over a saved game, once the player agrees to replace it); A on
        the game row takes this game and goes to Start; A on another row steps its choice."""
        if row[0] == _ROW_START:
            self._start()
        elif row[0] == _ROW_GAME:
            self.point(len(self.rows) - 1)
        else:
            self.change(row, 1)

    def update(self, bits):
        """The rows (Rows.update), or while asking whether to replace the saved game: A
        replaces it, B goes back to the rows as they were."""
        if not self.asking:
            super().update(bits)
        elif bits & A:
            self._start()
        elif bits & B:
            self.asking = False
            self.app.dirty = True

    def draw(self, fb):
        L = self.app.L
        if self.asking:
            draw.center(fb, L.S[_NEW_GAME], 0)
            fb.hline(0, 8, draw.W, 1)
            draw.center(fb, L.S[_REPLACE], 22)
            draw.center(fb, L.S[_REPLACE_2], 31)
            draw.center(fb, L.S[_YES_NO], 56)
            return
        self.draw_rows(fb, L.S[_NEW_GAME], [self._text(r) for r in self.rows])
