# Test helpers for the app: displays that keep or check text, starting a game, playing it by keys.
import check
from fake_board import Display, FakeBoard, fresh_dir
from app.frame import font, ui
from app.lang import text as T
from app.frame.buttons import UP, DOWN, LEFT, RIGHT, A, B
import text_ids


class Recording(Display):
    """A Display that keeps each text drawn since the last fill as (text, x, y)."""

    def __init__(self):
        super().__init__()
        self.texts = []
        self.whole = 0  # inside font.text, whose string was kept whole (_checked_text)

    def fill(self, c):
        self.texts = []
        super().fill(c)

    def whole_text(self, s, x, y):
        self.texts.append((s, x, y))

    def text(self, s, x, y, c=1):
        if not self.whole:
            self.texts.append((s, x, y))
        super().text(s, x, y, c)

    def row(self, y):
        return [t[0] for t in self.texts if t[2] == y]


class LayoutDisplay(Display):
    """A Display that fails a frame whose text runs off the screen or over other text."""

    def __init__(self):
        super().__init__()
        self.boxes = []  # (x, y, width) of each text drawn since the last fill
        self.problems = []
        self.whole = 0  # inside font.text: its string was checked as one text

    def fill(self, c):
        self.boxes = []
        super().fill(c)

    def fill_rect(self, x, y, w, h, c):
        # Text under a filled box is painted over on purpose (a prompt replacing a row).
        self.boxes = [b for b in self.boxes
                      if not (x <= b[0] and b[0] + b[2] <= x + w
                              and y <= b[1] and b[1] + 8 <= y + h)]
        super().fill_rect(x, y, w, h, c)

    def text(self, s, x, y, c=1):
        if not self.whole:
            self.whole_text(s, x, y)
        super().text(s, x, y, c)

    def whole_text(self, s, x, y):
        """Check one string's place: on the screen and clear of the other texts."""
        w = len(s) * 8
        # A list with a scroll mark starts a pixel left (draw.list_x): only its first glyph's
        # first column is off, blank but in t # * _ and the suits.
        if x < -1 or y < 0 or x + w > 128 or y + 8 > 64:
            self.problems.append("%r at (%d, %d) leaves the screen" % (s, x, y))
        for bx, by, bw in self.boxes:
            if x < bx + bw and bx < x + w and y < by + 8 and by < y + 8:
                self.problems.append("%r at (%d, %d) overlaps text at (%d, %d)" % (s, x, y, bx, by))
        self.boxes.append((x, y, w))


_font_text = font.text


def _checked_text(fb, s, x, y, c=1):
    # font.text draws an accented string a character at a time: a display that looks at the
    # texts (whole_text) sees the string as the one text it is, not each character alone.
    whole_text = getattr(fb, "whole_text", None)
    if whole_text is None:
        return _font_text(fb, s, x, y, c)
    whole_text(s, x, y)
    fb.whole += 1
    try:
        _font_text(fb, s, x, y, c)
    finally:
        fb.whole -= 1


font.text = _checked_text


def started(dirname, game, seed, seats, **kw):
    """A new App on a FakeBoard in the fresh folder `dirname`, its log lines collected in a
    list, started on `game` with `seats` and one seed for the app and the game; kw are start()'s
    (target, players, options). Returns (app, lines)."""
    lines = []
    a = ui.App(FakeBoard(fresh_dir(dirname)), seed=seed, emit=lines.append)
    a.start(game, seed, seats, **kw)
    return a, lines


def choose(a, row):
    """Move the cursor of app a's list screen down to `row` (a press of Down past the last row
    goes round to the first) and press A on it; fails when the screen has no such row."""
    check.true(row in a.screen.rows, "the screen offers row %r" % (row,))
    while a.screen.rows[a.screen.cursor] != row:
        a.press(DOWN)
        a.tick()
    a.press(A)
    a.tick()


def keys(a, *presses):
    """Press each of presses on app a, a tick each (a key sequence as a player types it)."""
    for bits in presses:
        a.press(bits)
        a.tick()


def think_out(a, limit=400):
    """Tick app a while an AI (or a hard hint) thinks, a slice a tick; returns the ticks."""
    n = 0
    while a.mode == ui.THINK and n < limit:
        a.tick()
        n += 1
    check.true(a.mode != ui.THINK, "the thinking ended")
    return n


def game_ticks(a, keys, limit):
    """Press keys[i % len(keys)] each tick until app a shows the game end (or limit ticks);
    raises the first exception the app recovered from (the app itself never lets one out)."""
    n = 0
    while a.mode != ui.GAME_END and n < limit:
        a.press(keys[n % len(keys)])
        a.tick()
        n += 1
        if a.error is not None:
            raise a.error
    return n


# The keys pressed on each screen, by how many frames it has been up: the recap screens are
# scrolled both ways before they are left.
_KEYS = {ui.HANDOFF: (UP, UP, DOWN, UP, A), ui.REVIEW: (DOWN, DOWN, DOWN, UP, A),
         ui.LAST_MOVES: (UP, DOWN, UP, B), ui.SHOW: (A,), ui.HAND_END: (A,)}
_TURN = (A, RIGHT, A, LEFT, UP, A, DOWN)


class Game:
    """One app playing a game by key presses to its end, calling look(self, drawn) after every
    tick (drawn: the frame was redrawn). With one person, Last moves is opened from the pause
    menu once a turn; with several, at the third hand-off the game is saved and quit, the
    records are looked through, and Continue resumes it."""

    def __init__(self, name, game, seats, target, options=None, players=None, look=None,
                 display=None, lang=0):
        self.board = FakeBoard(fresh_dir(name))
        self.board.display = display or Recording()
        self.log = []
        self.a = ui.App(self.board, seed=1, emit=self.log.append)
        self.a.lang = lang
        self.a.L = T.load(lang)
        self.a.start(game, 6, seats, target=target, options=options, players=players)
        self.look = look
        self.frames = 0  # frames the screen on top has been up
        self.mode = -1
        self.paused_at = -1  # log length when the pause menu was last opened from a turn
        self.opened_at = -1  # log length when Last moves was last opened
        self.handoffs = 0
        self.detour = 0  # 1: quitting to look at the records, 2: looking, 3: done

    def key(self):
        a = self.a
        mode = a.mode
        n = self.frames
        now = len(self.log)
        if mode == ui.HANDOFF and n == 0:
            self.handoffs += 1
            if self.handoffs == 3 and self.detour == 0:
                self.detour = 1
                return B
        if mode in _KEYS:
            keys = _KEYS[mode]
            return keys[min(n, len(keys) - 1)]
        if mode == ui.TURN:
            if a.session.humans() == 1 and self.paused_at != now:
                self.paused_at = now
                return B
            return _TURN[n % len(_TURN)]
        if mode == ui.PAUSE:
            rows = a.screen.rows
            if self.detour == 1:
                want = text_ids.QUIT
            elif text_ids.LAST_MOVES in rows and self.opened_at != now:
                want = text_ids.LAST_MOVES
            else:
                want = text_ids.RESUME
            if rows[a.screen.cursor] != want:
                return DOWN
            if want == text_ids.LAST_MOVES:
                self.opened_at = now
            return A
        if mode == ui.MENU:
            want = text_ids.RECORDS if self.detour == 1 else text_ids.CONTINUE
            if a.screen.rows[a.screen.cursor] != want:
                return DOWN
            self.detour += 1 if want == text_ids.RECORDS else 2
            return A
        if mode == ui.RECORDS:
            return B if n > 3 else DOWN
        return A

    def run(self, limit):
        """Play to the game's end (at most `limit` ticks); returns self."""
        a = self.a
        for _ in range(limit):
            if a.mode == ui.GAME_END:
                break
            shown = self.board.display.shown
            a.press(self.key())
            a.tick()
            check.eq(a.error, None, "exception inside the app")
            if a.mode != self.mode:
                self.mode = a.mode
                self.frames = 0
            else:
                self.frames += 1
            if self.look:
                self.look(self, self.board.display.shown != shown)
        check.eq(a.mode, ui.GAME_END, "the game ended")
        return self
