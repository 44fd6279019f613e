# The app's frame loop: a stack of screens, with the buttons, dimming, sleep, the battery, LEDs
# and settings file.
#
# One tick() is one frame: take the latched button presses, let the screen on top of the stack
# update, draw it only when something changed, set the LEDs. Timing is counted in frames, not
# milliseconds, so a front-end or a test can drive the app tick by tick with no clock at all
# (the clock only debounces buttons). Idle frames dim the screen, then put the console to sleep
# (the display and LEDs off) and later power it down; only run() naps the chip while it sleeps,
# so a front-end driving tick() sees the same states with no nap at all. The loop knows no
# screen: it reaches them by name through app/screens (the registry), each module imported when
# one of its screens is first shown. A game's own code (its engine, AIs, screens and save) is
# imported when it starts and leaves memory when it is over (App.home, App.start, with
# app/frame/unload.py): a game is played with no other game's code loaded.
import os
from micropython import const
from app import screens
from app.frame import draw, unload
from app.lang import text as T
from app.frame.buttons import Buttons, UP, DOWN, LEFT, RIGHT, A, B  # noqa: F401 (the app's keys)

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_LOW_BATTERY = const(74)

FRAME_MS = const(40)  # 25 frames a second
_DIM_FRAMES = const(1125)  # 45 s without a press or a move
_MINUTE_FRAMES = const(1500)
# The sleep times Settings offers, in minutes (0: never); the second, 2 minutes, is the default.
SLEEP_MINUTES = bytes((1, 2, 5, 10, 0))
_SLEEP_DEFAULT = const(1)
# Asleep this long after the last press (30 minutes), the console powers down (App.power, OFF).
_OFF_FRAMES = const(45000)
# What run() naps between two looks at the buttons: asleep, one frame, so idle frames still
# count time; powered down, longer (docs/hardware.md, "Sleep and the battery").
_OFF_NAP_MS = const(250)
# App.power: awake, asleep (display and LEDs off), powered down (the same, with longer naps).
_AWAKE = const(0)
_ASLEEP = const(1)
OFF = const(2)
# The battery is read every _BATTERY_FRAMES (10 s); at _BATTERY_LOW percent or less the console
# says so once, for _WARN_FRAMES, and again only after it was charged past _BATTERY_RESET.
_BATTERY_FRAMES = const(250)
_BATTERY_LOW = const(10)
_BATTERY_RESET = const(20)
_WARN_FRAMES = const(100)

# What each screen is (Screen.MODE): front-ends and tests ask App.mode.
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
RECORDS = const(12)
REVIEW = const(13)  # a hand's steps in order, before its settlement
LAST_MOVES = const(14)
PAST = const(15)  # the past games
PAST_GAME = const(16)  # one past game's hands
SELF_TEST = const(17)  # the builder's self-test (Settings)

# Display contrast per setting level; dimming drops to 0, below the lowest level.
CONTRASTS = bytes((16, 48, 96, 144, 200, 255))
LED_SCALE = bytes((0, 4, 12, 32, 80, 160))
FLASH_RGB = (255, 160, 0)
FLASH_FRAMES = const(10)


class Screen:
    """One screen of the stack: update(bits) takes a frame's presses (0: none), draw(fb) paints
    it on a cleared framebuffer when the app is dirty, leds() is the seat LED to light as
    (seat, rgb), or None."""

    MODE = -1

    def __init__(self, app):
        self.app = app

    def update(self, bits):
        pass

    def draw(self, fb):
        pass

    def leds(self):
        return None


class App:
    """The console on `board`. seed: first game's seed (None: from the clock); emit(line)
    receives every game-log line (the simulator's --log)."""

    def __init__(self, board, seed=None, emit=None):
        # Game modules imported before the app (by a front-end or a test, which may have patched
        # them): they stay loaded. Public: app.frame.boot unloads the readers around them too.
        self.foreign = unload.loaded()
        self.board = board
        self.fb = board.display
        self.buttons = Buttons(board.ticks_diff)
        self.seed = seed
        self.emit = emit
        self.path = board.SAVE_PATH
        self.lang = 0
        self.contrast = 3
        self.leds = 2
        self.sleep = _SLEEP_DEFAULT  # index into SLEEP_MINUTES
        # Read once: the boot's code leaves memory again below.
        from app.frame import boot
        boot.settings(self, {"lang": len(T.CODES), "contrast": len(CONTRASTS),
                             "leds": len(LED_SCALE), "sleep": len(SLEEP_MINUTES)})
        self.L = T.load(self.lang)
        self.stack = []
        self._kept = {}
        self.frame = 0
        self.dirty = True
        self.idle = 0
        self.dimmed = False
        self.power = _AWAKE
        self.battery = None  # the charge in percent at the last reading, or None: no battery
        self.warned = False  # the low battery was told since it was last charged
        self.warning = 0  # frames the low-battery band stays on screen
        self.flash = 0
        self.play = None  # the game in progress (app.game.play.Play), or None
        self.saved = None  # a saved game resumed and offered by Continue, or None
        # The New game choices while a game is played (the Setup screen's, see leave_menus).
        self.choices = None
        self.error = None  # the last exception a frame recovered from (for front-ends, tests)
        self._led = bytearray(3 * len(board.pixels))
        self._led_new = bytearray(len(self._led))
        self.fb.contrast(CONTRASTS[self.contrast])
        self._check_battery()
        boot.resume(self)
        unload.module("app.frame.boot")

    # -- public API -----------------------------------------------------------------------

    @property
    def screen(self):
        """The screen on top of the stack."""
        return self.stack[-1]

    @property
    def mode(self):
        """What the top screen is: MENU, TURN, ..."""
        return self.stack[-1].MODE

    @property
    def session(self):
        """The game in progress (app.store.session.Session), or None."""
        return self.play.session if self.play is not None else None

    def push(self, screen):
        """Show `screen` over the current one, which comes back on pop()."""
        self.stack.append(screen)
        self.dirty = True
        return screen

    def pop(self):
        """Leave the top screen for the one under it."""
        self.stack.pop()
        self.dirty = True
        return self.stack[-1]

    def replace(self, screen):
        """Show `screen` instead of the top one."""
        self.stack[-1] = screen
        self.dirty = True
        return screen

    def kept(self, cls):
        """The app's one screen of class cls, made on first use: it keeps the setup choices
        or the rules page from one visit to the next, and showing it allocates nothing."""
        s = self._kept.get(cls)
        if s is None:
            s = self._kept[cls] = cls(self)
        return s

    def named(self, name):
        """The app's one screen registered as `name` in app/screens (kept, as kept())."""
        return self.kept(screens.find(name))

    def leave_menus(self):
        """A game is starting: the menu's screens leave memory until it is back (a game's peak
        is the console's, docs/bench.md). Only the screen on top stays on the stack (the game
        replaces it), the kept screens go, Setup's choices stay here (self.choices) for the
        next New game, and their modules are let go (app/frame/unload.py)."""
        for screen in self._kept.values():
            if screen.MODE == SETUP:
                self.choices = screen.keep()
        self._kept.clear()
        del self.stack[:-1]
        unload.menus(self.foreign)

    def ended(self):
        """A game is over and its seats are let go: the AIs' code and what its end imports
        leave memory, for the end screen needs none of it (a game's end is the `.mpy`
        install's peak otherwise, docs/bench.md)."""
        unload.ended(self.foreign)

    def home(self):
        """Back to the main menu, the only screen on the stack. With no game in progress or
        saved, the last game's code leaves memory (app/frame/unload.py)."""
        del self.stack[:]
        self._let_go()
        self.push(self.named("menu")).enter()

    def message(self, lines):
        """Show lines until A or B, then the main menu."""
        del self.stack[:]
        self.push(self.named("message")).lines = lines

    def tick(self):
        """One frame: read the buttons, update, redraw if needed, set the LEDs.

        Nothing raised inside gets out: a console has nobody to read a traceback, so a failure
        says so in one line, keeps the save and goes back to the menu (app/frame/boot.py)."""
        try:
            self._tick()
        except Exception as e:  # any failure at all, by design
            from app.frame import boot
            boot.failed(self, e)
            unload.module("app.frame.boot")

    def _tick(self):
        board = self.board
        self.buttons.poll(board.read_buttons(), board.ticks_ms())
        bits = self.buttons.take()
        self.frame += 1
        if bits:
            self.idle = 0
            if self.dimmed or self.power:
                # The waking press only wakes, to the screen as it was left.
                self._wake()
                bits = 0
        else:
            self.idle += 1
            if self.power:
                # Asleep nothing moves on: the screen left waits, its frame kept by the display.
                if self.idle >= _OFF_FRAMES:
                    self.power = OFF
                return
            if self.idle >= _DIM_FRAMES and not self.dimmed:
                self.dimmed = True
                self.fb.contrast(0)
            if self._sleep_due():
                self._sleep()
                return
        if self.frame % _BATTERY_FRAMES == 0:
            self._check_battery()
        self.stack[-1].update(bits)
        if self.dirty:
            self.dirty = False
            self.fb.fill(0)
            draw.clear_record()
            self.stack[-1].draw(self.fb)
            if self.warning:
                # Over the top row, as "Thinking...": the screen's own rows stay readable.
                draw.inverse_row(self.fb, self.L.S[_LOW_BATTERY], 1)
            self.fb.show()
        if self.warning:
            self.warning -= 1
            if not self.warning:
                self.dirty = True  # the band goes at the next frame
        self._set_leds()

    # -- sleep and the battery --------------------------------------------------------------

    def _sleep_due(self):
        """True when the idle frames reach the sleep time of the settings, and the console is not
        about to work: never with an AI's decision due (THINK) or a move still to be saved."""
        minutes = SLEEP_MINUTES[self.sleep]
        if not minutes or self.idle < minutes * _MINUTE_FRAMES or self.stack[-1].MODE == THINK:
            return False
        return self.play is None or self.play.unsaved is None

    def _sleep(self):
        """The display off with its charge pump, the LEDs dark; the screen stays as it is."""
        self.power = _ASLEEP
        self.board.sleep_display(False)
        px = self.board.pixels
        for p in range(len(px)):
            px[p] = (0, 0, 0)
        px.write()
        led = self._led
        for i in range(len(led)):
            led[i] = 0  # what the LEDs show now: the frame after waking lights them again

    def _wake(self):
        """Full contrast and, after sleep, the display on again, showing the frame it kept."""
        self.dimmed = False
        self.fb.contrast(CONTRASTS[self.contrast])
        if self.power:
            self.power = _AWAKE
            self.board.sleep_display(True)

    def _check_battery(self):
        """Read the battery; the menu shows it, and a low one is told once (see _BATTERY_LOW)."""
        level = self.board.battery()
        if level != self.battery:
            self.battery = level
            if self.stack and self.stack[-1].MODE == MENU:
                self.dirty = True
        if level is None or level >= _BATTERY_RESET:
            self.warned = False
        elif level <= _BATTERY_LOW and not self.warned:
            self.warned = True
            self.warning = _WARN_FRAMES
            self.dirty = True

    def press(self, bits):
        """Inject button presses (bit mask as read_buttons) for the next tick."""
        self.buttons.press(bits)

    def start(self, game, seed, seats, target=None, options=None, players=None):
        """Start a new game at once (the simulator's --game/--seats/--seed); seats as in
        match_log.parse_seats. Replaces any saved game. Begun from no game (the menu's New game),
        it starts with no other game's code loaded (Setup imports each game's spec it shows)."""
        self._let_go()
        screens.find("start")(self, game, seed, seats, target, options, players)

    def _let_go(self):
        # With no game in progress or saved, the last game's code leaves memory (never while
        # a game's objects may still use it).
        if self.play is None and self.saved is None:
            unload.games(self.foreign)

    def run(self):
        """Run forever at FRAME_MS a frame, polling the buttons between frames. Asleep, the
        chip naps (board.doze) instead: a frame's time between two ticks, powered down
        _OFF_NAP_MS; a press ends the nap early."""
        board = self.board
        poll = self.buttons.poll
        while True:
            start = board.ticks_ms()
            self.tick()
            if self.power:
                board.doze(FRAME_MS if self.power == _ASLEEP else _OFF_NAP_MS)
                continue
            while board.ticks_diff(board.ticks_ms(), start) < FRAME_MS:
                poll(board.read_buttons(), board.ticks_ms())
                board.sleep_ms(2)

    # -- the settings file ----------------------------------------------------------------

    def save_settings(self):
        """Write the language, contrast, LED level and sleep time to the settings file (what
        app/frame/boot.py reads at boot)."""
        path = self.board.SETTINGS_PATH
        try:
            with open(path + ".tmp", "w") as f:
                f.write('{"lang": %d, "contrast": %d, "leds": %d, "sleep": %d}'
                        % (self.lang, self.contrast, self.leds, self.sleep))
            os.rename(path + ".tmp", path)
        except OSError:
            pass  # settings are a convenience: the defaults come back next boot

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
        else:
            lit = self.stack[-1].leds()
            if lit is not None:
                seat, rgb = lit
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
