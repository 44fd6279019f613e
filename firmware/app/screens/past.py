# The Past games screens: the finished games kept on flash, one game's hands, a hand's review.
from micropython import const
from core.recap import Recap
from games import registry
from app.frame import draw, font
from app.frame.buttons import UP, DOWN, A, B
from app.frame.rows import Rows, ROW_Y
from app.frame.ui import Screen, PAST, PAST_GAME, REVIEW
from app.game import views
from app.game.recap import Moves
from app.store import past

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_NO_RECORDS = const(55)
_SAVE_UNREADABLE = const(70)
_PAST_GAMES = const(75)
_PAST_HANDS = const(76)
_PAST_HAND = const(77)
_LOG_LINE = const(78)
_ONE_HAND = const(79)

_SHOWN = const(2)  # games in view, three rows each
_PITCH = const(27)  # from one game's first row to the next's: dark rows between the bands


class PastGames(Screen):
    """The past games, newest first, each in three rows: the game and its winner, the scores as
    the game's top row shows them, how many hands it took. Up/Down choose, A lists the game's
    hands, B goes back."""

    MODE = PAST

    def __init__(self, app):
        super().__init__(app)
        self.games = []  # (number, summary or None when its log cannot be read)
        self.cursor = 0
        self.top = 0

    def folder(self):
        """Where the past games are: beside the save."""
        return past.folder_next_to(self.app.path)

    def enter(self):
        """Read the past games' first and last lines; the cursor on the newest."""
        folder = self.folder()
        games = []
        for n in reversed(past.numbers(folder)):
            try:
                games.append((n, past.summary(past.log_path(folder, n))))
            except past.PastError:
                games.append((n, None))
        self.games = games
        self.cursor = 0
        self.top = 0
        self.app.dirty = True

    def update(self, bits):
        app = self.app
        n = len(self.games)
        if bits & B or (bits & A and not n):
            app.home()
            return
        if not n:
            return
        # A press goes round at either end; a held Up/Down repeats and stops there (as Rows).
        k = self.cursor
        held = app.buttons.due
        if bits & (UP | DOWN):
            k = (k + (1 if bits & DOWN else n - 1)) % n
        elif held & (UP | DOWN):
            k = min(n - 1, max(0, k + (1 if held & DOWN else -1)))
        elif bits & A:
            number, got = self.games[k]
            app.push(app.kept(PastGame)).enter(self.folder(), number, got)
            return
        if k != self.cursor:
            self.cursor = k
            if k < self.top:
                self.top = k
            elif k >= self.top + _SHOWN:
                self.top = k - _SHOWN + 1
            app.dirty = True

    def rows(self, got, L):
        """The three rows of a game's summary (past.summary), or of a log that cannot be read."""
        if got is None:
            return L.S[_SAVE_UNREADABLE], "", ""
        game, players, winner, scores, hands = got
        view = views.load(game)
        title = L.GAME_TITLES[game]
        if view.TEAMS:
            who = L.SHORT_TEAMS[winner]
            points = draw.pair("%s %d" % (L.SHORT_TEAMS[0], scores[0]),
                               "%s %d" % (L.SHORT_TEAMS[1], scores[1]))
        else:
            who = view.seat_name(winner, players, L)
            form = "%s%d" if players == 4 else "%s:%d"  # as the game's top row: N1, S2:1
            points = " ".join([form % (views.initial(s, players, L), scores[s])
                               for s in range(players)])
        if len(title) + 1 + len(who) > draw.COLS:
            who = views.initial(winner, players, L)  # "P2" for "Place 2", as in the recap
        took = L.S[_ONE_HAND] if hands == 1 else L.S[_PAST_HANDS] % hands
        return draw.pair(title, who), points, took

    def draw(self, fb):
        L = self.app.L
        draw.center(fb, L.S[_PAST_GAMES], 0)
        fb.hline(0, 8, draw.W, 1)
        n = len(self.games)
        if not n:
            draw.center(fb, L.S[_NO_RECORDS], ROW_Y + 9)
            return
        x = draw.list_x(_SHOWN, n)
        for i in range(_SHOWN):
            k = self.top + i
            if k >= n:
                break
            y = ROW_Y + i * _PITCH
            c = 1
            if k == self.cursor:
                # One band over the three rows, from a pixel above the first (as
                # draw.inverse_row).
                fb.fill_rect(0, y - 1, draw.W, 3 * draw.CH + 1, 1)
                c = 0
            rows = self.rows(self.games[k][1], L)
            for r in range(3):
                font.text(fb, rows[r], x, y + r * draw.CH, c)
        draw.scroll_bar(fb, self.top, _SHOWN, n, ROW_Y - 1, draw.H - ROW_Y + 1)


class PastGame(Rows):
    """One past game's hands, a row each under the game's name; A opens a hand's review, rebuilt
    by replaying the log to that hand's end; B goes back to the list."""

    MODE = PAST_GAME

    def enter(self, folder, number, got):
        """The hands of past game `number` in folder (got: its past.summary, None when its
        log cannot be read: then it says so)."""
        self.path = past.log_path(folder, number)
        if got is None:
            self._refused(past.PastError(0, "unreadable"))
            return
        self.game = got[0]
        self.players = got[1]
        self.enter_rows(list(range(1, got[4] + 1)))

    def _refused(self, e):
        """The log stops replaying: say so, and where; A goes back to the menu."""
        L = self.app.L
        lines = [L.S[_SAVE_UNREADABLE]]
        if e.line:
            lines.append(L.S[_LOG_LINE] % e.line)
        self.app.message(lines)

    def choose(self, hand):
        """Replay the game to the end of `hand` and show its review."""
        view = views.load(self.game)
        replayed = _Replayed(self.app, view, self.players)
        try:
            replayed.state = past.replay_hand(self.path, registry.get(self.game), hand,
                                              replayed.recap, view.hand_over)
        except past.PastError as e:
            self._refused(e)
            return
        self.app.push(PastReview(replayed)).enter()

    def change(self, row, step):
        """Nothing to change here."""

    def leave(self):
        self.app.pop()

    def draw(self, fb):
        L = self.app.L
        self.draw_rows(fb, L.GAME_TITLES[self.game], [L.S[_PAST_HAND] % k for k in self.rows])


class _Replayed:
    """A past game replayed to a hand's end, as the hand review (app.game.recap.Moves) reads a
    game in progress: the app, the game's view, and itself as the session (recap, state,
    players)."""

    def __init__(self, app, view, players):
        self.app = app
        self.view = view
        self.session = self
        self.players = players
        self.recap = Recap()
        self.state = None


class PastReview(Moves):
    """A past hand's review: the hand's steps in order, as at the end of a hand in play; Up/Down
    scroll, A or B goes back to the game's hands."""

    def __init__(self, replayed):
        super().__init__(replayed, REVIEW)

    def update(self, bits):
        if bits & (A | B):
            self.app.pop()
        else:
            super().update(bits & (UP | DOWN))
