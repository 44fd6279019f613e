# The app's frame loop: menus, hand-offs, turns, results, LEDs, dimming and saves.
#
# One tick() is one frame: take the latched button presses, update, draw only when something
# changed, set the LEDs. Timing is counted in frames, not milliseconds, so a front-end or a
# test can drive the app tick by tick with no clock at all (the clock only debounces buttons).
import json
import os
from micropython import const
from core.game import CHANCE, IllegalAction
from games import registry
from app import draw, views
from app import text as T
from app.buttons import Buttons, UP, DOWN, LEFT, RIGHT, A, B
from app.session import Session, SaveError, resume, saved_lines, set_aside

FRAME_MS = const(40)  # 25 frames a second
SHOW_FRAMES = const(30)  # an action stays on screen 1.2 s before play goes on
FLASH_FRAMES = const(10)
DIM_FRAMES = const(1125)  # 45 s without a press or a move

# Modes (screens).
MENU = const(0)
SETUP = const(1)
SETTINGS = const(2)
RULES = const(3)
MESSAGE = const(4)
HANDOFF = const(5)
TURN = const(6)
SHOW = const(7)
HAND_END = const(8)
GAME_END = const(9)
PAUSE = const(10)
THINK = const(11)  # a long decision is due next tick; the screen says the AI is thinking

# Setup rows (public: the text tests walk them on both runtimes).
ROW_GAME = const(0)
ROW_PLAYERS = const(1)
ROW_SEAT = const(2)
ROW_TARGET = const(3)
ROW_OPTION = const(4)
ROW_START = const(5)

_ROWS = const(6)  # menu rows under the title

# Display contrast per setting level; dimming drops to 0, below the lowest level.
CONTRASTS = bytes((16, 48, 96, 144, 200, 255))
LED_SCALE = bytes((0, 4, 12, 32, 80, 160))
TEAM_RGB = ((0, 0, 255), (255, 0, 0))
SEAT_RGB = ((0, 0, 255), (255, 0, 0), (0, 255, 0), (255, 255, 0))
HANDOFF_RGB = (255, 0, 255)
FLASH_RGB = (255, 160, 0)


class App:
    """The console on `board`. seed: first game's seed (None: from the clock); emit(line)
    receives every game-log line (the simulator's --log)."""

    def __init__(self, board, seed=None, emit=None):
        self.board = board
        self.fb = board.display
        self.buttons = Buttons(board.ticks_diff)
        self.seed = seed
        self.emit = emit
        self.path = board.SAVE_PATH
        self.lang = 0
        self.contrast = 3
        self.leds = 2
        self._load_settings()
        self.L = T.load(self.lang)
        self.mode = MENU
        self.frame = 0
        self.dirty = True
        self.idle = 0
        self.dimmed = False
        self.flash = 0
        self.timer = 0
        self.cursor = 0
        self.top = 0
        self.rows = ()
        self.lines = ()
        self.back_to = MENU
        self.session = None
        self.saved = None
        self.view = None
        self.picker = None
        self.obs = None
        self.revealed = -1  # human seat whose hand was shown last (no hand-off needed again)
        self.error = None  # the last exception a frame recovered from (for front-ends, tests)
        self.think_hint = False  # in THINK: the decision due is a hard hint, not an AI move
        self._led = bytearray(3 * len(board.pixels))
        self._led_new = bytearray(len(self._led))
        self.games = views.games()
        self.s_game = 0
        self.s_players = 0
        self.s_seats = []
        self.s_target = 0
        self.s_opts = []
        self.rules_game = 0
        self.rules_page = 0  # 0: the rules, 1: reading the screen
        self._setup_defaults()
        self.fb.contrast(CONTRASTS[self.contrast])
        self._boot()

    # -- public API -----------------------------------------------------------------------

    def tick(self):
        """One frame: read the buttons, update, redraw if needed, set the LEDs.

        Nothing raised inside gets out: a console has nobody to read a traceback, so a failure
        says so in one line, keeps the save and goes back to the menu (see _failed)."""
        try:
            self._tick()
        except Exception as e:  # any failure at all, by design
            self._failed(e)

    def _tick(self):
        board = self.board
        self.buttons.poll(board.read_buttons(), board.ticks_ms())
        bits = self.buttons.take()
        self.frame += 1
        if bits:
            self.idle = 0
            if self.dimmed:
                # The waking press only wakes.
                self.dimmed = False
                self.fb.contrast(CONTRASTS[self.contrast])
                bits = 0
        else:
            self.idle += 1
            if self.idle >= DIM_FRAMES and not self.dimmed:
                self.dimmed = True
                self.fb.contrast(0)
        self._update(bits)
        if self.dirty:
            self.dirty = False
            self.fb.fill(0)
            draw.clear_record()
            self._draw()
            self.fb.show()
        self._set_leds()

    def press(self, bits):
        """Inject button presses (bit mask as read_buttons) for the next tick."""
        self.buttons.press(bits)

    def start(self, game, seed, seats, target=None, options=None, players=None):
        """Start a new game at once (the simulator's --game/--seats/--seed); seats as in
        match.parse_seats. Replaces any saved game."""
        spec = registry.get(game)
        if players is None:
            players = spec.player_counts[-1]
        if target is None:
            target = spec.default_target
        opts = [(name, (options or {}).get(name, default))
                for name, default, choices in spec.options]
        self.view = views.load(game)
        self.picker = self.view.Picker()
        self.saved = None
        self.session = None
        s = Session(game, seed, players, target, opts, seats, self.path, self.emit)
        s.start_save()
        self._play(s)

    def run(self):
        """Run forever at FRAME_MS a frame, polling the buttons between frames."""
        board = self.board
        poll = self.buttons.poll
        while True:
            start = board.ticks_ms()
            self.tick()
            while board.ticks_diff(board.ticks_ms(), start) < FRAME_MS:
                poll(board.read_buttons(), board.ticks_ms())
                board.sleep_ms(2)

    # -- boot, settings ---------------------------------------------------------------------

    def _boot(self):
        try:
            os.stat(self.path)
        except OSError:
            self._menu()
            return
        try:
            self.saved = resume(self.path)
        except SaveError as e:
            self.saved = None
            set_aside(self.path)
            L = self.L
            self._message([L.S[T.SAVE_BAD], L.S[T.SET_ASIDE], ""] + draw.wrap(str(e))[:3])
            return
        self._menu()

    def _failed(self, e):
        """Recover from an exception that escaped a frame: drop the game on screen (its state
        may be half changed), offer the saved game again when the save still resumes (it is
        never deleted or set aside here), and show one line; A goes back to the menu."""
        self.error = e
        self.flash = 0
        # A saved game already resumed and untouched (the failure came from a menu, or again
        # from this very message) is kept: replaying the save again would be slow for nothing.
        if self.session is not None or self.saved is None:
            self.session = None
            self.saved = None
            try:
                os.stat(self.path)
                self.saved = resume(self.path)
            except Exception:  # a save that does not resume stays as it is
                self.saved = None
        self._message(["", "", self.L.S[T.FAILED]])

    def _load_settings(self):
        try:
            with open(self.board.SETTINGS_PATH) as f:
                d = json.loads(f.read())
            lang = d.get("lang", 0)
            contrast = d.get("contrast", 3)
            leds = d.get("leds", 2)
        except (OSError, ValueError, AttributeError):
            return
        if lang in (0, 1, 2, 3):
            self.lang = lang
        if contrast in (0, 1, 2, 3, 4, 5):
            self.contrast = contrast
        if leds in (0, 1, 2, 3, 4, 5):
            self.leds = leds

    def _save_settings(self):
        path = self.board.SETTINGS_PATH
        try:
            with open(path + ".tmp", "w") as f:
                f.write('{"lang": %d, "contrast": %d, "leds": %d}'
                        % (self.lang, self.contrast, self.leds))
            os.rename(path + ".tmp", path)
        except OSError:
            pass  # settings are a convenience: the defaults come back next boot

    # -- menus ----------------------------------------------------------------------------

    def _menu(self):
        rows = []
        if self.saved is not None:
            rows.append(T.CONTINUE)
        rows.append(T.NEW_GAME)
        rows.append(T.RULES)
        rows.append(T.SETTINGS)
        self._enter(MENU, rows)

    def _enter(self, mode, rows):
        self.mode = mode
        self.rows = rows
        self.cursor = 0
        self.top = 0
        self.dirty = True

    def _message(self, lines):
        self.mode = MESSAGE
        self.lines = lines
        self.dirty = True

    def _move(self, bits):
        """Up/Down over self.rows, keeping the cursor on screen; True if it moved."""
        n = len(self.rows)
        if not n or not bits & (UP | DOWN):
            return False
        self.cursor = (self.cursor + (1 if bits & DOWN else n - 1)) % n
        if self.cursor < self.top:
            self.top = self.cursor
        elif self.cursor >= self.top + _ROWS:
            self.top = self.cursor - _ROWS + 1
        self.dirty = True
        return True

    def _spec(self):
        return registry.get(self.games[self.s_game])

    def _setup_defaults(self):
        """Seats, target and settings for the chosen game: seat 0 human, others the top AI."""
        if not self.games:
            return
        spec = self._spec()
        if self.s_players >= len(spec.player_counts):
            self.s_players = len(spec.player_counts) - 1
        n = spec.player_counts[self.s_players]
        self.s_seats = [0] + [len(spec.levels)] * (n - 1)
        self.s_target = spec.default_target
        self.s_opts = [choices.index(default) for name, default, choices in spec.options]

    def _setup_rows(self):
        spec = self._spec()
        rows = [(ROW_GAME, 0)]
        if len(spec.player_counts) > 1:
            rows.append((ROW_PLAYERS, 0))
        for s in range(len(self.s_seats)):
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
        spec = self._spec()
        opts = {}
        for k in range(len(spec.options)):
            opts[spec.options[k][0]] = spec.options[k][2][v if k == i else self.s_opts[k]]
        try:
            spec.new_state(spec.player_counts[self.s_players], self.s_target, opts)
        except ValueError:  # IllegalAction is a ValueError
            return False
        return True

    def _choices_allowed(self, i):
        n = 0
        for v in range(len(self._spec().options[i][2])):
            if self._allowed(i, v):
                n += 1
        return n

    def _setup_change(self, row, step):
        kind, i = row
        spec = self._spec()
        if kind == ROW_GAME:
            self.s_game = (self.s_game + step) % len(self.games)
            self.s_players = len(self._spec().player_counts) - 1
            self._setup_defaults()
            self.rows = self._setup_rows()
        elif kind == ROW_PLAYERS:
            self.s_players = (self.s_players + step) % len(spec.player_counts)
            self._setup_defaults()
            self.rows = self._setup_rows()
        elif kind == ROW_SEAT:
            self.s_seats[i] = (self.s_seats[i] + step) % (len(spec.levels) + 1)
        elif kind == ROW_TARGET:
            unit = spec.default_target // 10 or 1
            t = self.s_target + step * unit
            # Four times the usual game at most, and never past what the game can reach.
            if unit <= t <= min(spec.default_target * 4, spec.max_target):
                self.s_target = t
        elif kind == ROW_OPTION:
            n = len(spec.options[i][2])
            v = self.s_opts[i]
            # Step over the choices the rules refuse with the other settings as they are.
            for _ in range(n):
                v = (v + step) % n
                if self._allowed(i, v):
                    self.s_opts[i] = v
                    break
        self.dirty = True

    def _setup_text(self, row):
        kind, i = row
        L = self.L
        spec = self._spec()
        if kind == ROW_GAME:
            return "<%s>" % spec.short_title
        if kind == ROW_PLAYERS:
            return draw.pair(L.S[T.PLAYERS], str(spec.player_counts[self.s_players]))
        if kind == ROW_SEAT:
            c = self.s_seats[i]
            # An AI seat shows its level alone: "AI" beside it leaves no room in some languages.
            who = L.S[T.HUMAN] if c == 0 else L.LEVELS.get(spec.levels[c - 1], spec.levels[c - 1])
            return draw.pair(self._seat_label(spec, i), who)
        if kind == ROW_TARGET:
            return draw.pair(L.S[T.TARGET], str(self.s_target))
        if kind == ROW_OPTION:
            name, default, choices = spec.options[i]
            v = choices[self.s_opts[i]]
            shown = L.S[T.ON] if v is True else L.S[T.OFF] if v is False else str(v)
            return draw.pair(L.OPTIONS.get(name, name), shown)
        return "> %s" % L.S[T.START]

    def _seat_label(self, spec, seat):
        n = spec.player_counts[self.s_players]
        if n == 4:
            return self.L.SEATS[seat]
        return "%s %d" % (self.L.S[T.SEAT], seat + 1)

    def _start_from_setup(self):
        spec = self._spec()
        seats = []
        for c in self.s_seats:
            seats.append(("human", None) if c == 0 else ("ai", spec.levels[c - 1]))
        opts = {}
        for i in range(len(spec.options)):
            opts[spec.options[i][0]] = spec.options[i][2][self.s_opts[i]]
        if self.seed is None:
            seed = self.board.ticks_ms()
        else:
            seed = self.seed
            self.seed += 1
        self.start(self.games[self.s_game], seed, seats, self.s_target, opts,
                   spec.player_counts[self.s_players])

    def _settings_text(self, row):
        L = self.L
        if row == T.LANGUAGE:
            return draw.pair(L.S[row], T.NAMES[self.lang])
        if row == T.CONTRAST:
            return draw.pair(L.S[row], str(self.contrast))
        if row == T.LEDS:
            return draw.pair(L.S[row], str(self.leds))
        return L.S[row]

    def _settings_change(self, row, step):
        if row == T.LANGUAGE:
            self.lang = (self.lang + step) % len(T.CODES)
            self.L = T.load(self.lang)
        elif row == T.CONTRAST:
            self.contrast = min(5, max(0, self.contrast + step))
            self.fb.contrast(CONTRASTS[self.contrast])
        elif row == T.LEDS:
            self.leds = min(5, max(0, self.leds + step))
        self.dirty = True

    def _rules(self):
        """The rules page of the chosen game, or (rules_page 1) how to read its screens."""
        game = self.games[self.rules_game] if self.games else ""
        if self.rules_page:
            self.lines = [self.L.S[T.SCREEN_PAGE]] + draw.wrap(self.L.SCREEN.get(game, "-"))
        else:
            self.lines = draw.wrap(self.L.RULES.get(game, "-"))
        self.top = 0
        self.mode = RULES
        self.dirty = True

    # -- playing --------------------------------------------------------------------------

    def _play(self, s):
        self.session = s
        self.revealed = -1
        self.idle = 0
        self._next()

    def _next(self):
        """Move play on to whatever is due: a deal, a hand-off, a turn, an AI move, the end."""
        s = self.session
        state = s.state
        self.dirty = True
        if state.is_terminal():
            # A game decided by a hand's result shows that hand's settlement first.
            if self.mode != HAND_END and self.view.hand_over(state):
                self.mode = HAND_END
            else:
                self.mode = GAME_END
            return
        who = state.current_player()
        if who == CHANCE:
            if self.view.hand_over(state):
                self.mode = HAND_END
                return
            self._deal()
            who = state.current_player()
            if who == CHANCE:
                self._next()
                return
        if s.is_human(who):
            if s.humans() > 1 and who != self.revealed:
                self.mode = HANDOFF
            else:
                self._turn(who)
            return
        if self.mode != THINK and self._slow(who):
            self._think(False)
            return
        self._done(s.ai_act())

    def _slow(self, seat):
        # A hard AI with a choice searches for a few hundred ms on the board (docs/ai.md); the
        # other levels and forced moves take a few ms. Decided from the position, never from a
        # clock, so the simulator shows the same frames as the board.
        s = self.session
        if s.seats[seat][1] != "hard":
            return False
        s.observe(seat)
        return s.n_legal > 1

    def _think(self, hint):
        """A decision long enough to notice is due: say so over the top row of the screen now,
        and decide in the next tick, so the notice is up while the board works."""
        self.mode = THINK
        self.think_hint = hint
        self.dirty = False
        draw.inverse_row(self.fb, self.L.S[T.THINKING], 0)
        self.fb.show()

    def _deal(self):
        s = self.session
        s.record(s.deal())
        self.revealed = -1

    def _turn(self, seat):
        self.obs = self.session.observe(seat)
        self.picker.reset(self.obs, self.session.legal, self.session.n_legal)
        self.revealed = seat
        self.mode = TURN
        self.dirty = True

    def _done(self, lines):
        """An action was applied: save it, flash on points, show it for a moment."""
        s = self.session
        state = s.state
        if state.is_terminal():
            lines.append(s.spec.end_line(state))
            s.finish(lines)
        else:
            s.record(lines)
        if self.view.scored(state) > 0:
            self.flash = FLASH_FRAMES
        self.idle = 0
        self.obs = s.observe(state.last_seat)
        self.mode = SHOW
        self.timer = SHOW_FRAMES
        self.dirty = True

    def _pause(self):
        """The pause menu; from a turn it also offers hints and, with several people
        playing, hiding the hand before the console is passed on."""
        self.back_to = self.mode
        rows = [T.RESUME]
        if self.mode == TURN:
            rows.append(T.HINT)
            if "hard" in self.session.spec.levels:
                rows.append(T.HARD_HINT)
            if self.session.humans() > 1:
                rows.append(T.HIDE)
        rows.append(T.QUIT)
        self._enter(PAUSE, rows)

    def _hint(self, level):
        """Select the move the `level` AI would make in the picker and say what it scores."""
        # Imported on first use: a hint builds that level's AI, which most games never need.
        from ai.hint import hint
        s = self.session
        seat = s.state.current_player()
        obs = s.observe(seat)
        # The hint's own random stream: AI seats keep theirs, so the game is not changed.
        a, points = hint(s.game, obs, level, s.seed + 7919 * s.state.hand + seat)
        self.picker.select(a)
        self.picker.note = "%s +%d" % (self.L.S[T.HINT], points) if points else self.L.S[T.HINT]

    # -- update ---------------------------------------------------------------------------

    def _update(self, bits):
        m = self.mode
        if m == SHOW:
            self.timer -= 1
            if bits & B:
                self._pause()
            elif bits & A or self.timer <= 0:
                self._next()
        elif m == TURN:
            self._update_turn(bits)
        elif m == THINK:
            # Presses made while the board decides count afterwards, on the screen that follows.
            self.press(bits)
            if self.think_hint:
                self._hint("hard")
                self.mode = TURN
                self.dirty = True
            else:
                self._next()
        elif m == HANDOFF:
            if bits & A:
                self._turn(self.session.state.current_player())
            elif bits & B:
                self._pause()
        elif m == HAND_END:
            if bits & A:
                if not self.session.state.is_terminal():
                    self._deal()
                self._next()
        elif m == GAME_END:
            if bits & (A | B):
                self.session = None
                self._menu()
        elif not bits:
            return
        elif m == MENU:
            self._update_menu(bits)
        elif m == SETUP:
            self._update_setup(bits)
        elif m == SETTINGS:
            self._update_settings(bits)
        elif m == RULES:
            self._update_rules(bits)
        elif m == PAUSE:
            self._update_pause(bits)
        elif m == MESSAGE:
            if bits & (A | B):
                self._menu()

    def _update_turn(self, bits):
        if not bits:
            return
        r = self.picker.key(bits)
        self.dirty = True
        if r == -2:
            self._pause()
        elif r >= 0:
            try:
                lines = self.session.act(r)
            except IllegalAction:
                # The picker offers only legal actions; if the engine still refuses, the turn
                # simply stays open with the hand refreshed.
                self._turn(self.session.state.current_player())
                return
            self._done(lines)

    def _update_menu(self, bits):
        if self._move(bits) or not bits & A:
            return
        row = self.rows[self.cursor]
        if row == T.CONTINUE:
            s = self.saved
            self.saved = None
            s.emit = self.emit
            self._emit_save()
            self.view = views.load(s.game)
            self.picker = self.view.Picker()
            self._play(s)
        elif row == T.NEW_GAME:
            if not self.games:
                self._message([self.L.S[T.NO_GAMES]])
                return
            self._enter(SETUP, self._setup_rows())
        elif row == T.RULES:
            self._rules()
        else:
            self._enter(SETTINGS, [T.LANGUAGE, T.CONTRAST, T.LEDS, T.BACK])

    def _emit_save(self):
        """A resumed game's log so far goes to the log sink before play goes on."""
        if not self.emit:
            return
        for line in saved_lines(self.path):
            self.emit(line)

    def _update_setup(self, bits):
        if self._move(bits):
            return
        row = self.rows[self.cursor]
        if bits & (LEFT | RIGHT):
            self._setup_change(row, 1 if bits & RIGHT else -1)
            if self.cursor >= len(self.rows):
                self.cursor = len(self.rows) - 1
        elif bits & B:
            self._menu()
        elif bits & A:
            if row[0] == ROW_START:
                self._start_from_setup()
            else:
                self._setup_change(row, 1)

    def _update_settings(self, bits):
        if self._move(bits):
            return
        row = self.rows[self.cursor]
        if bits & (LEFT | RIGHT):
            self._settings_change(row, 1 if bits & RIGHT else -1)
        elif bits & B or (bits & A and row == T.BACK):
            self._save_settings()
            self._menu()
        elif bits & A:
            self._settings_change(row, 1)

    def _update_rules(self, bits):
        if bits & (A | B):
            self._menu()
            return
        if bits & (LEFT | RIGHT) and self.games:
            # Two pages a game, the rules then reading the screen: Right walks them in turn.
            k = (self.rules_game * 2 + self.rules_page + (1 if bits & RIGHT else -1)) \
                % (2 * len(self.games))
            self.rules_game = k >> 1
            self.rules_page = k & 1
            self._rules()
            return
        if bits & DOWN and self.top + _ROWS < len(self.lines):
            self.top += 1
        elif bits & UP and self.top > 0:
            self.top -= 1
        self.dirty = True

    def _update_pause(self, bits):
        if self._move(bits):
            return
        row = self.rows[self.cursor]
        if bits & B or (bits & A and row == T.RESUME):
            self.mode = self.back_to
            self.dirty = True
            if self.mode == SHOW:
                self.timer = SHOW_FRAMES
        elif not bits & A:
            return
        elif row == T.HARD_HINT:
            self._think(True)
        elif row == T.HINT:
            self._hint("normal")
            self.mode = TURN
            self.dirty = True
        elif row == T.HIDE:
            self.revealed = -1
            self.mode = HANDOFF
            self.dirty = True
        else:
            # The game is saved after every action: quitting only leaves the screen.
            s = self.session
            self.saved = None if s.state.is_terminal() else s
            self.session = None
            self._menu()

    # -- drawing --------------------------------------------------------------------------

    def _draw(self):
        fb = self.fb
        L = self.L
        m = self.mode
        if m == MENU:
            self._draw_rows("Pocket table", [L.S[r] for r in self.rows])
        elif m == SETUP:
            self._draw_rows(L.S[T.NEW_GAME], [self._setup_text(r) for r in self.rows])
        elif m == SETTINGS:
            self._draw_rows(L.S[T.SETTINGS], [self._settings_text(r) for r in self.rows])
        elif m == PAUSE:
            self._draw_rows(L.S[T.PAUSED], [L.S[r] for r in self.rows])
        elif m == RULES:
            game = self.games[self.rules_game] if self.games else ""
            draw.center(fb, "<%s>" % registry.get(game).short_title if game else "", 0)
            fb.hline(0, 8, draw.W, 1)
            for i in range(_ROWS):
                if self.top + i < len(self.lines):
                    fb.text(self.lines[self.top + i], 0, 10 + i * 8, 1)
        elif m == MESSAGE:
            for i in range(min(6, len(self.lines))):
                draw.center(fb, self.lines[i], 4 + i * 9)
            draw.center(fb, L.S[T.A_OK], 56)
        elif m == HANDOFF:
            self._draw_handoff()
        elif m == TURN:
            self.picker.draw(fb, self.obs, L)
        elif m == SHOW:
            self.view.draw_show(fb, self.obs, self.session.state, L)
            if self.session.save_failed:
                draw.inverse_row(fb, L.S[T.SAVE_FAILED], 56)
        elif m == HAND_END:
            state = self.session.state
            self.view.draw_hand_end(fb, state, L)
            draw.center(fb, L.S[T.A_OK if state.is_terminal() else T.NEXT_HAND], 56)
        elif m == GAME_END:
            self.view.draw_game_end(fb, self.session.state, L)

    def _draw_rows(self, title, texts):
        fb = self.fb
        draw.center(fb, title, 0)
        fb.hline(0, 8, draw.W, 1)
        for i in range(_ROWS):
            k = self.top + i
            if k >= len(texts):
                break
            y = 10 + i * 8
            if k == self.cursor:
                draw.inverse_row(fb, texts[k], y)
            else:
                fb.text(texts[k][:draw.COLS], 0, y, 1)

    def _draw_handoff(self):
        """Names the seat and its team and shows nothing of any hand."""
        fb = self.fb
        L = self.L
        s = self.session
        seat = s.state.current_player()
        draw.center(fb, L.S[T.PASS_TO], 4)
        draw.center(fb, self.view.seat_name(seat, s.players, L), 16)
        team = self.view.team_of(seat, s.players)
        if team >= 0:
            draw.center(fb, L.S[T.TEAM], 30)
            draw.center(fb, L.TEAMS[team], 40)
        draw.center(fb, L.S[T.SHOW_HAND], 56)

    # -- LEDs -----------------------------------------------------------------------------

    def _set_leds(self):
        new = self._led_new
        for i in range(len(new)):
            new[i] = 0
        rgb = None
        seat = -1
        if self.flash > 0:
            self.flash -= 1
            seat = -2
            rgb = FLASH_RGB
        elif self.session is not None and self.mode in (HANDOFF, TURN, SHOW, THINK):
            seat = self.session.state.current_player()
            if self.mode == HANDOFF:
                rgb = HANDOFF_RGB
            elif seat >= 0:
                team = self.view.team_of(seat, self.session.players)
                rgb = TEAM_RGB[team] if team >= 0 else SEAT_RGB[seat & 3]
        if rgb is not None:
            k = LED_SCALE[self.leds]
            for p in range(len(new) // 3):
                if seat == -2 or p == seat:
                    new[p * 3] = rgb[0] * k // 255
                    new[p * 3 + 1] = rgb[1] * k // 255
                    new[p * 3 + 2] = rgb[2] * k // 255
        if new != self._led:
            px = self.board.pixels
            for p in range(len(new) // 3):
                px[p] = (new[p * 3], new[p * 3 + 1], new[p * 3 + 2])
            px.write()
            self._led[:] = new
