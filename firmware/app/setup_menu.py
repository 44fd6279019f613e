# The New game screen: game, players, seats, target and settings, then Start.
from micropython import const
from games import registry
from app import draw, views
from app import text as T
from app.menus import Rows
from app.ui import SETUP

# Row kinds: a row is (kind, index).
ROW_GAME = const(0)
ROW_PLAYERS = const(1)
ROW_SEAT = const(2)
ROW_TARGET = const(3)
ROW_OPTION = const(4)
ROW_START = const(5)


class Setup(Rows):
    """The choices for a new game; kept by the app, so the next New game starts from them."""

    MODE = SETUP

    def __init__(self, app):
        super().__init__(app)
        self.games = views.games()
        self.game = 0
        self.players = 0  # index in the game's player_counts
        self.seats = []  # per seat: 0 human, k the game's k-th AI level
        self.target = 0
        self.opts = []  # per setting: index of its choice
        self.defaults()

    def enter(self):
        """Show the rows with the cursor on the first."""
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

    def setup_rows(self):
        """The rows for the game chosen, as (kind, index)."""
        spec = self.spec()
        rows = [(ROW_GAME, 0)]
        if len(spec.player_counts) > 1:
            rows.append((ROW_PLAYERS, 0))
        for s in range(len(self.seats)):
            rows.append((ROW_SEAT, s))
        rows.append((ROW_TARGET, 0))
        for i in range(len(spec.options)):
            # A setting the rules allow only one way for these players is not offered at all
            # (Cutthroat's boneyard is for 2 players).
            if self._choices_allowed(i) > 1:
                rows.append((ROW_OPTION, i))
        rows.append((ROW_START, 0))
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
        if kind == ROW_GAME:
            self.game = (self.game + step) % len(self.games)
            self.players = len(self.spec().player_counts) - 1
            self.defaults()
            self.rows = self.setup_rows()
        elif kind == ROW_PLAYERS:
            self.players = (self.players + step) % len(spec.player_counts)
            self.defaults()
            self.rows = self.setup_rows()
        elif kind == ROW_SEAT:
            self.seats[i] = (self.seats[i] + step) % (len(spec.levels) + 1)
        elif kind == ROW_TARGET:
            unit = spec.default_target // 10 or 1
            t = self.target + step * unit
            # Four times the usual game at most, and never past what the game can reach.
            if unit <= t <= min(spec.default_target * 4, spec.max_target):
                self.target = t
        elif kind == ROW_OPTION:
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
        if kind == ROW_GAME:
            return "<%s>" % spec.short_title
        if kind == ROW_PLAYERS:
            return draw.pair(L.S[T.PLAYERS], str(spec.player_counts[self.players]))
        if kind == ROW_SEAT:
            c = self.seats[i]
            # An AI seat shows its level alone: "AI" beside it leaves no room in some languages.
            who = L.S[T.HUMAN] if c == 0 else L.LEVELS.get(spec.levels[c - 1], spec.levels[c - 1])
            return draw.pair(self._seat_label(spec, i), who)
        if kind == ROW_TARGET:
            return draw.pair(L.S[T.TARGET], str(self.target))
        if kind == ROW_OPTION:
            name, default, choices = spec.options[i]
            v = choices[self.opts[i]]
            shown = L.S[T.ON] if v is True else L.S[T.OFF] if v is False else str(v)
            return draw.pair(L.OPTIONS.get(name, name), shown)
        return "> %s" % L.S[T.START]

    def _seat_label(self, spec, seat):
        if spec.player_counts[self.players] == 4:
            return self.app.L.SEATS[seat]
        return "%s %d" % (self.app.L.S[T.SEAT], seat + 1)

    def _start(self):
        app = self.app
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
        app.start(self.games[self.game], seed, seats, self.target, opts,
                  spec.player_counts[self.players])

    def leave(self):
        """Back to the menu; the choices are kept for the next New game."""
        self.app.home()

    def choose(self, row):
        """Start starts the game; A on another row steps its choice."""
        if row[0] == ROW_START:
            self._start()
        else:
            self.change(row, 1)

    def draw(self, fb):
        self.draw_rows(fb, self.app.L.S[T.NEW_GAME], [self._text(r) for r in self.rows])
