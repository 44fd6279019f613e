# Sleep, power-down and the battery: idle frames, the waking press, the setting, the low warning.
import check
from app_helpers import Recording, started
from fake_board import FakeBoard, fresh_dir
from app.frame import draw, ui
from app.frame.buttons import A, B, DOWN, RIGHT, LEFT
from app.lang import text as T
import text_ids
import consts

(AWAKE, ASLEEP, DIM_FRAMES, OFF_NAP_MS, SLEEP_DEFAULT, BATTERY_FRAMES, BATTERY_RESET,
 BATTERY_LOW, WARN_FRAMES, MINUTE_FRAMES, OFF_FRAMES) = consts.of(
    "app.frame.ui", "AWAKE", "ASLEEP", "DIM_FRAMES", "OFF_NAP_MS", "SLEEP_DEFAULT",
    "BATTERY_FRAMES", "BATTERY_RESET", "BATTERY_LOW", "WARN_FRAMES", "MINUTE_FRAMES",
    "OFF_FRAMES")
BATTERY_X = consts.of("app.screens.menu", "BATTERY_X")

HUMAN = ("human", None)
EASY = ("ai", "easy")


def _ticks(a, n):
    for _ in range(n):
        a.tick()


def _save(a):
    with open(a.path) as f:
        return f.read()


def _dark(board):
    return [board.pixels[i] for i in range(len(board.pixels))] == [(0, 0, 0)] * 4


def test_a_hand_off_left_alone_sleeps_after_two_minutes_and_wakes_as_a_hand_off():
    a, lines = started("sleep_handoff", "seven-rocks", 4, [HUMAN, EASY, HUMAN, EASY])
    board = a.board
    board.display = Recording()
    a.fb = board.display
    n = 0
    while a.mode != ui.HANDOFF and n < 500:
        a.tick()
        n += 1
    check.eq(a.mode, ui.HANDOFF, "a hand-off is up")
    a.idle = 0
    frame = bytes(board.display.buffer)
    shown = board.display.shown
    lit = [board.pixels[i] for i in range(4)]
    saved = _save(a)
    check.eq(ui.SLEEP_MINUTES[a.sleep], 2, "the default sleep time")
    _ticks(a, 2 * MINUTE_FRAMES - 1)
    check.eq((a.power, board.display.on), (AWAKE, True), "awake until the last idle frame")
    check.eq(board.display.level, 0, "dimmed long before")
    a.tick()
    check.eq((a.power, board.display.on), (ASLEEP, False), "asleep: the display is off")
    check.true(_dark(board), "asleep: the LEDs are dark")
    _ticks(a, 100)
    a.press(A)  # on an awake hand-off, this would show the hand
    a.tick()
    check.eq((a.power, board.display.on), (AWAKE, True), "the press wakes it")
    check.eq(board.display.level, ui.CONTRASTS[a.contrast], "at full contrast")
    check.eq(a.mode, ui.HANDOFF, "still the hand-off: the waking press does nothing else")
    check.eq(bytes(board.display.buffer), frame, "the very frame it left")
    check.eq(board.display.shown, shown, "nothing drawn again: the display kept its frame")
    check.eq([board.pixels[i] for i in range(4)], lit, "the LEDs as they were")
    check.eq(_save(a), saved, "the save untouched")
    a.press(A)
    a.tick()
    check.eq(a.mode, ui.TURN, "the next press shows the hand")
    check.eq(a.error, None, "no failure")


def test_each_sleep_time_of_the_settings_and_never():
    for i in range(len(ui.SLEEP_MINUTES)):
        a = ui.App(FakeBoard(fresh_dir("sleep_times")), seed=1)
        a.sleep = i
        minutes = ui.SLEEP_MINUTES[i]
        # Idle just short of the time: the frame loop counts on from there.
        a.idle = (minutes or 60) * MINUTE_FRAMES - 2
        a.tick()
        check.eq(a.power, AWAKE, "%d minutes: one frame before" % minutes)
        a.tick()
        check.eq(a.power, ASLEEP if minutes else AWAKE, "%d minutes: at the time" % minutes)


def test_a_long_sleep_powers_down_and_a_press_resumes_the_game_from_its_current_save():
    from app.store.restore import resume
    a, lines = started("sleep_off", "cutthroat", 2, [HUMAN, EASY], players=2)
    a.tick()
    check.eq(a.mode, ui.TURN, "a turn is up")
    frame = bytes(a.board.display.buffer)
    a.idle = 0
    _ticks(a, 2 * MINUTE_FRAMES)
    check.eq(a.power, ASLEEP, "asleep")
    a.idle = OFF_FRAMES - 2
    a.tick()
    check.eq(a.power, ASLEEP, "asleep a frame short of the long idle")
    a.tick()
    check.eq((a.power, a.board.display.on), (ui.OFF, False), "powered down, display off")
    check.true(_dark(a.board), "the LEDs dark")
    # Powered down, what is on flash is the game: a power cut now would resume it exactly.
    check.eq(resume(a.path).header(), a.session.header(), "the save is this game")
    got = []
    resume(a.path, emit=got.append)
    check.eq(got, lines, "the save holds every line of the game so far")
    a.press(B)  # on an awake turn, the pause menu
    a.tick()
    check.eq((a.power, a.board.display.on, a.mode), (AWAKE, True, ui.TURN),
             "the press wakes it to the turn it left")
    check.eq(bytes(a.board.display.buffer), frame, "the same frame")
    a.press(B)
    a.tick()
    check.eq(a.mode, ui.PAUSE, "the next press acts")


def test_it_never_sleeps_with_an_ai_decision_due_or_a_move_not_yet_saved():
    a, lines = started("sleep_busy", "seven-rocks", 3, [("ai", "hard")] * 4)
    check.eq(a.mode, ui.THINK, "a hard AI's decision is due")
    a.idle = 10 * MINUTE_FRAMES
    check.eq(a._sleep_due(), False, "not while the AI is to think")
    n = len(lines)
    while a.mode == ui.THINK:
        a.idle = 10 * MINUTE_FRAMES
        a.tick()
        check.eq(a.power, AWAKE, "it thinks on instead, a slice a tick")
    check.true(a.play.unsaved is not None, "the move waits to be saved at the next tick")
    a.idle = 10 * MINUTE_FRAMES
    a.tick()
    check.eq(a.power, AWAKE, "the save comes first")
    check.eq(a.play.unsaved, None, "saved")
    check.true(len(lines) > n, "the move went to the log")


def test_dimming_still_comes_first_and_its_waking_press_only_wakes():
    a = ui.App(FakeBoard(fresh_dir("sleep_dim")), seed=1)
    _ticks(a, DIM_FRAMES)
    check.eq((a.board.display.level, a.power), (0, AWAKE), "dimmed, not asleep")
    a.press(A)
    a.tick()
    check.eq(a.mode, ui.MENU, "the waking press only wakes")


class _StopError(Exception):
    pass


class _NappingBoard(FakeBoard):
    """Records the app's naps and waits; stops run() after `limit` naps."""

    def __init__(self, name, limit):
        super().__init__(fresh_dir(name))
        self.calls = []
        self.limit = limit
        self.wake_at = -1  # the nap after which a button is held

    def ticks_ms(self):
        self.now += 1  # a millisecond a read, so that an awake frame polls in between
        return self.now

    def doze(self, ms):
        self.calls.append(("doze", ms))
        if len([c for c in self.calls if c[0] == "doze"]) == self.wake_at:
            self.held = A
        if len(self.calls) >= self.limit:
            raise _StopError()
        FakeBoard.doze(self, ms)

    def sleep_ms(self, ms):
        self.calls.append(("sleep", ms))
        if len(self.calls) >= self.limit:
            raise _StopError()
        FakeBoard.sleep_ms(self, ms)


def test_run_naps_a_frame_at_a_time_asleep_longer_powered_down_and_polls_awake():
    board = _NappingBoard("sleep_run", 40)
    a = ui.App(board, seed=1)
    a.sleep = 0
    a.idle = MINUTE_FRAMES - 1  # the next tick puts it to sleep
    board.wake_at = 12
    try:
        a.run()
    except _StopError:
        pass
    check.eq(board.calls[:12], [("doze", ui.FRAME_MS)] * 12,
             "asleep: a nap of a frame between ticks")
    check.eq(board.calls[12:14], [("sleep", 2)] * 2, "awake again: polling between frames")
    check.eq(a.power, AWAKE, "the held button woke it")
    board = _NappingBoard("sleep_run_off", 5)
    a = ui.App(board, seed=1)
    a.sleep = 0
    a.idle = OFF_FRAMES - 1
    a.power = ASLEEP
    try:
        a.run()
    except _StopError:
        pass
    check.eq(board.calls, [("doze", OFF_NAP_MS)] * 5, "powered down: longer naps")


def test_the_sleep_row_steps_through_its_times_is_saved_and_read_back_strictly():
    d = fresh_dir("sleep_setting")
    a = ui.App(FakeBoard(d), seed=1)
    st = a.named("settings")
    st.enter()
    check.true(text_ids.SLEEP in st.rows, "Settings has the sleep row")
    seen = []
    for _ in range(len(ui.SLEEP_MINUTES) + 1):
        seen.append(st._text(text_ids.SLEEP))
        st.change(text_ids.SLEEP, 1)
    check.eq(seen, [draw.pair("Sleep", v) for v in
                    ("2 min", "5 min", "10 min", "never", "never", "never")],
             "from the default up to never, where it stays")
    for _ in range(10):
        st.change(text_ids.SLEEP, -1)
    check.eq(st._text(text_ids.SLEEP), draw.pair("Sleep", "1 min"), "down to a minute")
    st.change(text_ids.SLEEP, 1)
    st.change(text_ids.SLEEP, 1)
    st.leave()
    b = ui.App(FakeBoard(d), seed=1)
    check.eq(ui.SLEEP_MINUTES[b.sleep], 5, "read back")
    # A settings file from before the sleep setting keeps the default; a sleep time that is no
    # choice of the row is a damaged file, set aside (app/store/stored.py).
    for text, want in (('{"lang": 1, "contrast": 2, "leds": 3}', SLEEP_DEFAULT),
                       ('{"lang": 0, "sleep": 5}', SLEEP_DEFAULT),
                       ('{"lang": 0, "sleep": true}', SLEEP_DEFAULT),
                       ('{"lang": 0, "sleep": 4}', 4)):
        with open(d + "/settings.json", "w") as f:
            f.write(text)
        check.eq(ui.App(FakeBoard(d), seed=1).sleep, want, text)


def test_the_sleep_row_fits_in_every_language():
    a = ui.App(FakeBoard(fresh_dir("sleep_text")), seed=1)
    st = a.named("settings")
    for lang in range(len(T.CODES)):
        a.L = L = T.load(lang)
        for i in range(len(ui.SLEEP_MINUTES)):
            a.sleep = i
            text = st._text(text_ids.SLEEP)
            minutes = ui.SLEEP_MINUTES[i]
            value = L.S[text_ids.MINUTES] % minutes if minutes else L.S[text_ids.NEVER]
            check.true(len(text) <= draw.COLS and text.startswith(L.S[text_ids.SLEEP])
                       and text.endswith(value), "%s: %r" % (T.CODES[lang], text))


def _mark_lit(fb):
    return [(x, y) for x in range(BATTERY_X, 128) for y in range(57, 64)
            if fb.pixel(x, y)]


def test_the_menu_shows_the_battery_mark_only_with_a_battery_and_its_fill_follows_the_level():
    board = FakeBoard(fresh_dir("battery_mark"))
    a = ui.App(board, seed=1)
    a.tick()
    check.eq(_mark_lit(board.display), [], "on USB: no mark")
    fills = []
    for level in (0, 50, 100):
        board.level = level
        a._check_battery()
        a.tick()
        lit = _mark_lit(board.display)
        check.true(len(lit) > 20, "%d%%: the outline" % level)
        fills.append(len(lit))
    check.true(fills[0] < fills[1] < fills[2], "fuller with more charge: %r" % fills)
    board.level = None
    a._check_battery()
    a.tick()
    check.eq(_mark_lit(board.display), [], "back on USB: gone")


def test_the_battery_mark_clears_every_menu_text_in_every_language():
    from app_helpers import LayoutDisplay
    from app.store.session import Session
    for saved in (False, True):
        for lang in range(len(T.CODES)):
            d = fresh_dir("battery_fit")
            if saved:
                s = Session("seven-rocks", 1, 4, 250, [], [HUMAN] * 4, d + "/save.jsonl")
                s.start_save()
            board = FakeBoard(d)
            board.display = LayoutDisplay()
            board.level = 100
            a = ui.App(board, seed=1)
            a.lang = lang
            a.L = T.load(lang)
            a.home()
            for k in range(len(a.screen.rows)):
                a.dirty = True
                a.tick()
                where = "%s, cursor on row %d" % (T.CODES[lang], k)
                for x, y, w in board.display.boxes:
                    check.true(x + w <= BATTERY_X or y + 8 <= 57,
                               "%s: %r" % (where, (x, y, w)))
                a.press(DOWN)
                a.tick()


def test_a_low_battery_is_told_once_until_charged_again():
    board = FakeBoard(fresh_dir("battery_low"))
    board.display = Recording()
    board.level = 60
    a = ui.App(board, seed=1)
    a.tick()

    def frames_told(n):
        count = 0
        for _ in range(n):
            a.dirty = True
            a.tick()
            if "Battery low" in [t[0] for t in board.display.texts]:
                count += 1
        return count

    check.eq(frames_told(2 * BATTERY_FRAMES), 0, "60%: nothing said")
    board.level = BATTERY_LOW
    check.eq(frames_told(BATTERY_FRAMES + WARN_FRAMES), WARN_FRAMES,
             "low: said, for WARN_FRAMES")
    board.level = 5
    check.eq(frames_told(3 * BATTERY_FRAMES), 0, "lower still: not said again")
    board.level = BATTERY_RESET - 1
    check.eq(frames_told(2 * BATTERY_FRAMES), 0, "a little charge: not again")
    board.level = BATTERY_RESET
    frames_told(BATTERY_FRAMES)
    board.level = 8
    check.eq(frames_told(BATTERY_FRAMES + WARN_FRAMES), WARN_FRAMES,
             "charged, then low again: said again")


def test_the_low_battery_band_fits_over_every_screen_in_every_language():
    from app_helpers import LayoutDisplay
    for lang in range(len(T.CODES)):
        L = T.load(lang)
        check.true(len(L.S[text_ids.LOW_BATTERY]) <= draw.COLS, T.CODES[lang])
        board = FakeBoard(fresh_dir("battery_band"))
        board.display = LayoutDisplay()
        board.level = 3
        a = ui.App(board, seed=1)
        a.lang = lang
        a.L = L
        check.true(a.warning > 0, "told at boot")
        a.start("seven-diamonds", 2, [HUMAN] + [EASY] * 3, target=100)
        keys = (A, RIGHT, A, LEFT, A, B, A)
        n = 0
        while a.warning:
            a.press(keys[n % len(keys)])
            a.dirty = True
            a.tick()
            n += 1
            check.eq(board.display.problems[:3], [], "%s, mode %d" % (T.CODES[lang], a.mode))
        check.eq(a.error, None, "no failure")
