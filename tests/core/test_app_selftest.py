# The builder's self-test from Settings: the display test, the buttons lit and counted, the LEDs
# stepping seat by seat, the way out; and Settings' version row.
import check
from fake_board import FakeBoard, Pixels, fresh_dir
from app_helpers import LayoutDisplay, Recording, choose, keys
from app.frame import draw, ui
from app.frame.buttons import UP, DOWN, LEFT, RIGHT, A, B
from app.lang import text as T
from app.screens import selftest as st
from app.screens import settings
import text_ids
import consts

(AWAKE_FRAMES, HINT_FRAMES, HOLD_A_Y, LED_Y, LIT_FRAMES, PATTERNS, PHASE_FRAMES,
 STEP_FRAMES) = consts.of("app.screens.selftest", "AWAKE_FRAMES", "HINT_FRAMES", "HOLD_A_Y",
                          "LED_Y", "LIT_FRAMES", "PATTERNS", "PHASE_FRAMES", "STEP_FRAMES")
AWAKE, ASLEEP, DIM_FRAMES, MINUTE_FRAMES = consts.of("app.frame.ui", "AWAKE", "ASLEEP",
                                                     "DIM_FRAMES", "MINUTE_FRAMES")


TEST_FRAMES = st.TEST_FRAMES
BUTTONS = (UP, DOWN, LEFT, RIGHT, A, B)


def _open(name, display=None, lang=0):
    """An app on a FakeBoard with the self-test opened from Settings, just drawn."""
    board = FakeBoard(fresh_dir(name))
    if display is not None:
        board.display = display
    a = ui.App(board, seed=1)
    a.lang = lang
    a.L = T.load(lang)
    a.tick()
    choose(a, text_ids.SETTINGS)
    choose(a, text_ids.SELF_TEST)
    check.eq(a.mode, ui.SELF_TEST, "Settings > Self-test opens the self-test")
    return board, a


def _ticks(a, n):
    for _ in range(n):
        a.tick()


def _to_buttons(a):
    """Tick past the display test to the buttons page."""
    _ticks(a, TEST_FRAMES)
    check.eq(a.screen.phase, st.PHASES, "the display test is over")


def lit_cells(fb):
    """The buttons whose cell fb shows in inverse video (its band's top row lit across); the
    chip's test reads its frames with it too."""
    lit = 0
    for i in range(6):
        column = st._COLUMN[i]
        x = st.CELL_X[column]
        y = st.ROW_Y + st._ROW[i] * st.PITCH - 1
        if all(fb.pixel(x + k, y) == 1 for k in range(st.CELL_W[column])):
            lit |= 1 << i
    return lit


def _cell(i, name, n):
    """Button i's cell as drawn, named `name`, with count n."""
    return st._cell(name, n, st.CELL_COLS[st._COLUMN[i]])


def test_the_display_test_shows_the_edges_both_checkerboards_all_pixels_and_each_contrast():
    board, a = _open("selftest_pattern")
    fb = board.display
    user = ui.CONTRASTS[a.contrast]
    # The frame: the outermost rows and columns lit, so a shifted or smaller panel loses one.
    for x in range(draw.W):
        check.true(fb.pixel(x, 0) and fb.pixel(x, draw.H - 1), "edge rows lit at x=%d" % x)
    for y in range(draw.H):
        check.true(fb.pixel(0, y) and fb.pixel(draw.W - 1, y), "edge columns lit at y=%d" % y)
    check.eq(fb.level, user, "the frame at the user's contrast")
    seen = bytearray(1024)
    for phase, odd in ((1, 1), (2, 0)):
        _ticks(a, PHASE_FRAMES)
        check.eq(a.screen.phase, phase, "pattern %d" % phase)
        for x in range(draw.W):
            for y in range(draw.H):
                check.eq(fb.pixel(x, y), (x + y + 1 + odd) & 1,
                         "checkerboard %d at (%d, %d)" % (phase, x, y))
        for i in range(1024):
            seen[i] |= fb.buffer[i]
    check.eq(bytes(seen), b"\xff" * 1024, "between the checkerboards every pixel was lit")
    _ticks(a, PHASE_FRAMES)
    check.eq(bytes(fb.buffer), b"\xff" * 1024, "every pixel lit")
    levels = []
    for k in range(len(ui.CONTRASTS)):
        _ticks(a, PHASE_FRAMES)
        check.eq(a.screen.phase, PATTERNS + k, "contrast step %d" % k)
        levels.append(fb.level)
        # Lit all over but the level's number in the middle.
        check.true(fb.pixel(0, 0) and fb.pixel(draw.W - 1, draw.H - 1), "lit at the corners")
        check.true(not all(fb.pixel(x, 31) for x in range(draw.W)), "the number drawn dark")
    check.eq(levels, list(ui.CONTRASTS), "each contrast of Settings in turn, lowest first")
    _ticks(a, PHASE_FRAMES)
    check.eq(a.screen.phase, st.PHASES, "then the buttons")
    check.eq(fb.level, user, "back at the user's contrast")
    check.eq(a.mode, ui.SELF_TEST, "still in the self-test")


def test_each_button_lights_its_own_cell_while_pressed_and_counts_each_press():
    board, a = _open("selftest_buttons", display=Recording())
    _to_buttons(a)
    fb = board.display
    check.eq(lit_cells(fb), 0, "nothing lit before a press")
    names = [a.L.S[n] for n in (text_ids.KEY_UP, text_ids.KEY_DOWN, text_ids.KEY_LEFT,
                                text_ids.KEY_RIGHT)] + ["A", "B"]
    for i in range(6):
        # A tap between two frames (the board's latch): lit for LIT_FRAMES, then not.
        board.hold(BUTTONS[i], board.now, board.now + 1)
        a.tick()
        check.eq(lit_cells(fb), 1 << i, "%s lit alone" % names[i])
        check.true(_cell(i, names[i], 1) in [t[0] for t in fb.texts], "%s counted" % names[i])
        _ticks(a, LIT_FRAMES - 1)
        check.eq(lit_cells(fb), 1 << i, "%s still lit" % names[i])
        a.tick()
        check.eq(lit_cells(fb), 0, "%s lit no longer" % names[i])
    check.eq(list(a.screen.counts), [1] * 6, "each pressed once")
    # Held, it stays lit all the while, and counts once: Left's repeats are no presses.
    board.held = LEFT
    _ticks(a, 40)
    check.eq(lit_cells(fb), 1 << 2, "Left lit while held")
    board.held = 0
    _ticks(a, LIT_FRAMES)
    check.eq(lit_cells(fb), 0, "let go")
    check.eq(a.screen.counts[2], 2, "one press more")
    # Two held at once: both lit; two presses in a row: counted twice.
    board.held = UP | B
    a.tick()
    check.eq(lit_cells(fb), 1 | 32, "Up and B lit together")
    # All six at once: all lit, and the two columns apart.
    board.held = UP | DOWN | LEFT | RIGHT | A | B
    a.tick()
    check.eq(lit_cells(fb), 63, "all six lit")
    for y in range(st.ROW_Y - 1, st.ROW_Y + 2 * st.PITCH + 8):
        check.true(not any(fb.pixel(x, y) for x in range(st.CELL_W[0], st.CELL_X[1])),
                   "the columns apart at y=%d" % y)
    board.held = 0
    keys(a, A, A)
    check.eq(a.screen.counts[4], 4, "A twice more")
    check.true(_cell(4, names[4], 4) in [t[0] for t in fb.texts], "A's count shown")
    # The count is a digit: every press changes it, the tenth back to where it was.
    keys(a, *([A] * 9))
    check.true(_cell(4, names[4], 3) in [t[0] for t in fb.texts], "nine more: 3")
    keys(a, A)
    check.true(_cell(4, names[4], 4) in [t[0] for t in fb.texts], "ten more: 4 again")
    check.eq(a.mode, ui.SELF_TEST, "no press left the self-test")


def test_b_held_two_seconds_leaves_and_nothing_a_test_does_leaves():
    board, a = _open("selftest_exit")
    # Taps of B, two or three in a row, and B held 1.9 s: all tests of B, none leaves.
    keys(a, B, B, B)
    _to_buttons(a)
    keys(a, B, B)
    _ticks(a, 2)
    board.hold(B, board.now, board.now + 1 + 40 * (st.HOLD_FRAMES - 2))
    _ticks(a, st.HOLD_FRAMES + 5)
    check.eq(a.mode, ui.SELF_TEST, "B held short of 2 s")
    # Held 2 s from a press: back on Settings, on the Self-test row, at the user's contrast.
    board.hold(B, board.now, board.now + 1 + 40 * (st.HOLD_FRAMES + 10))
    _ticks(a, st.HOLD_FRAMES - 1)
    check.eq(a.mode, ui.SELF_TEST, "a frame short of 2 s")
    a.tick()
    check.eq(a.mode, ui.SETTINGS, "2 s: back on Settings")
    check.eq(a.screen.rows[a.screen.cursor], text_ids.SELF_TEST, "on the Self-test row")
    check.eq(board.display.level, ui.CONTRASTS[a.contrast], "the user's contrast")
    _ticks(a, 20)
    check.eq(a.mode, ui.SETTINGS, "the rest of the hold does nothing more")
    check.eq(board.pixels.data, [(0, 0, 0)] * 4, "the LEDs out")


def test_b_tapped_a_frame_apart_for_2_s_is_a_hold_and_further_apart_is_not():
    # The terminal simulator sees no key held: a held key repeats as presses a frame apart.
    board, a = _open("selftest_repeat")
    _to_buttons(a)
    for _ in range(st.HOLD_FRAMES):
        keys(a, B, 0, 0)  # by hand, fast: still taps
    check.eq(a.mode, ui.SELF_TEST, "taps two frames apart")
    _ticks(a, 3)
    for _ in range(st.HOLD_FRAMES // 2 - 1):
        keys(a, B, 0)
    keys(a, B, 0)
    check.eq(a.mode, ui.SELF_TEST, "2 s, but on a frame B is up")
    keys(a, B)
    check.eq(a.mode, ui.SETTINGS, "a key's repeats for 2 s: back on Settings")


def test_a_b_held_down_since_before_the_self_test_never_leaves_it():
    # A B stuck down (a short on the board): a hold counts from a press in the self-test.
    board = FakeBoard(fresh_dir("selftest_stuck"))
    board.held = B
    a = ui.App(board, seed=1)
    a.tick()
    choose(a, text_ids.SETTINGS)
    choose(a, text_ids.SELF_TEST)
    _ticks(a, TEST_FRAMES + 2 * st.HOLD_FRAMES)
    check.eq(a.mode, ui.SELF_TEST, "B held from before")
    check.eq(lit_cells(board.display), 1 << 5, "B shown held")


def test_the_display_test_lasts_whole_led_steps_and_a_press_goes_straight_to_the_buttons():
    # Its four patterns, then the six contrast levels, each an LED step long.
    check.eq(st.PHASES, PATTERNS + len(ui.CONTRASTS), "a phase a contrast level")
    check.eq((TEST_FRAMES, PHASE_FRAMES), (st.PHASES * STEP_FRAMES, STEP_FRAMES),
             "the display test's length")
    for when, button in ((3, LEFT), (PATTERNS * PHASE_FRAMES + 1, B)):
        board, a = _open("selftest_skip")
        _ticks(a, when)
        keys(a, button)
        check.eq(a.screen.phase, st.PHASES, "a press ends the display test")
        check.eq(lit_cells(board.display), 1 << BUTTONS.index(button), "the press lit")
        check.eq(a.screen.counts[BUTTONS.index(button)], 1, "and counted")
        check.eq(board.display.level, ui.CONTRASTS[a.contrast], "at the user's contrast")


def test_a_held_two_seconds_shows_the_display_test_again_and_the_hint_fills_as_it_is_held():
    board, a = _open("selftest_again", display=Recording())
    _to_buttons(a)
    fb = board.display
    hint = a.L.S[text_ids.HOLD_PATTERN]
    y = HOLD_A_Y

    def filled():
        n = 0
        while n < draw.W and fb.pixel(n, y - 1):
            n += 1
        return n

    keys(a, A)
    check.eq(filled(), 0, "a tap shows no hold")
    _ticks(a, 2)
    board.hold(A, board.now, board.now + 1 + 40 * (st.HOLD_FRAMES + 10))
    widths = []
    for _ in range(st.HOLD_FRAMES - 1):
        a.tick()
        widths.append(filled())
    check.eq(widths[:HINT_FRAMES - 1], [0] * (HINT_FRAMES - 1), "none at first")
    check.true(widths == sorted(widths) and widths[-1] >= draw.W - 16,
               "the hint row fills as A is held: %r" % widths)
    check.true(hint in "".join([t[0] for t in fb.texts if t[2] == y]), "the hint still reads")
    # The fill never ends inside a character (half of it would vanish, lit on lit).
    x = (draw.W - len(hint) * 8) >> 1
    for w in widths:
        check.true(w <= x or w >= x + len(hint) * 8 or (w - x) % 8 == 0,
                   "the fill ends between two characters, not at %d" % w)
    a.tick()
    check.eq(a.screen.phase, 0, "2 s: the display test from its first pattern")
    check.true(fb.pixel(0, 0) and fb.pixel(draw.W - 1, draw.H - 1), "the frame")
    _ticks(a, TEST_FRAMES)
    check.eq(a.screen.phase, st.PHASES, "and the buttons after it")
    check.eq(a.mode, ui.SELF_TEST, "still in the self-test")


def test_the_leds_step_red_green_blue_one_at_a_time_in_chain_order():
    board, a = _open("selftest_leds", display=Recording())
    a.leds = 3
    k = ui.LED_SCALE[3]
    _to_buttons(a)
    # Back to where the steps start, counted in frames from the self-test's first.
    states = []
    lines = []
    for _ in range(2 * 12 * STEP_FRAMES):
        a.tick()
        data = list(board.pixels.data)
        if not states or states[-1][0] != data:
            states.append((data, a.screen.frames))
            lines.append(board.display.row(LED_Y))
    want = []
    for p in range(4):
        for rgb in ((k, 0, 0), (0, k, 0), (0, 0, k)):
            want.append([rgb if q == p else (0, 0, 0) for q in range(4)])
    got = [s[0] for s in states]
    start = want.index(got[0])
    check.eq(got, (want[start:] + want + want)[:len(got)], "seat by seat, red, green, blue")
    for i in range(1, len(states) - 1):
        check.eq(states[i + 1][1] - states[i][1], STEP_FRAMES, "a step lasts STEP_FRAMES")
    # The screen names the LED lit and its colour.
    colours = (a.L.S[text_ids.RED], a.L.S[text_ids.GREEN], a.L.S[text_ids.BLUE])
    for i, (data, _frame) in enumerate(states):
        p = [q for q in range(4) if data[q] != (0, 0, 0)][0]
        c = [j for j in range(3) if data[p][j]][0]
        check.eq(lines[i], ["%s: %s" % (a.L.SEATS[p], colours[c])], "the LED named")
    # At LED level 0 none lights, and the screen says why.
    a.leds = 0
    _ticks(a, STEP_FRAMES)
    check.eq(board.pixels.data, [(0, 0, 0)] * 4, "none lit at level 0")
    check.eq(board.display.row(LED_Y), [a.L.S[text_ids.LEDS_ZERO]], "level 0 said")


def test_a_console_built_without_leds_runs_the_self_test_naming_none():
    board = FakeBoard(fresh_dir("selftest_no_leds"))
    board.pixels = Pixels(0)
    board.display = Recording()
    a = ui.App(board, seed=1)
    a.tick()
    choose(a, text_ids.SETTINGS)
    choose(a, text_ids.SELF_TEST)
    _to_buttons(a)
    keys(a, UP)
    _ticks(a, 2 * STEP_FRAMES)
    check.eq((a.mode, a.error), (ui.SELF_TEST, None), "the self-test runs")
    check.eq(board.display.row(LED_Y), [], "no LED named")


def test_the_self_test_keeps_the_console_awake_ten_minutes_without_a_press():
    board, a = _open("selftest_awake")
    a.sleep = 0  # a minute
    _ticks(a, AWAKE_FRAMES - 1)
    check.eq((a.dimmed, a.power), (False, AWAKE), "awake for ten minutes")
    _ticks(a, DIM_FRAMES + 2)
    check.true(a.dimmed, "then dimmed as anywhere")
    _ticks(a, MINUTE_FRAMES)
    check.eq(a.power, ASLEEP, "and asleep at the sleep time")


def test_a_frame_with_nothing_to_redraw_allocates_nothing():
    # Measured on MicroPython (gc.mem_alloc); CPython only runs the frames.
    import gc
    board, a = _open("selftest_alloc")
    _to_buttons(a)
    _ticks(a, 2)
    measure = hasattr(gc, "mem_alloc")
    gc.collect()
    gc.disable()
    try:
        before = gc.mem_alloc() if measure else 0
        shown = board.display.shown
        _ticks(a, STEP_FRAMES // 2)  # the LED named only changes at the next step
        used = (gc.mem_alloc() - before) if measure else 0
    finally:
        gc.enable()
    check.eq(board.display.shown, shown, "no frame redrawn")
    check.eq(used, 0, "bytes allocated by %d frames" % (STEP_FRAMES // 2))


def test_every_self_test_screen_fits_in_every_language_with_the_longest_names():
    for lang in range(len(T.CODES)):
        fb = LayoutDisplay()
        board, a = _open("selftest_fit", display=fb, lang=lang)
        where = T.CODES[lang]
        for _ in range(TEST_FRAMES):
            a.tick()
            check.eq(fb.problems, [], where + " display test")
        scr = a.screen
        for i in range(6):
            scr.counts[i] = 9
        for p in range(4):
            for c in range(3):
                scr.frames = (p * 3 + c) * STEP_FRAMES
                a.dirty = True
                a.tick()
                check.eq(fb.problems, [], "%s buttons page, LED %d colour %d" % (where, p, c))
        # Each arrow's name whole beside a one-digit count.
        L = a.L
        for k in (text_ids.KEY_UP, text_ids.KEY_DOWN, text_ids.KEY_LEFT, text_ids.KEY_RIGHT):
            i = k - text_ids.KEY_UP
            cols = st.CELL_COLS[st._COLUMN[i]]
            check.true(len(L.S[k]) <= cols - 2, "%s %r fits its cell" % (where, L.S[k]))
            check.eq(_cell(i, L.S[k], 9), L.S[k] + " " * (cols - 1 - len(L.S[k])) + "9",
                     where + " whole")


def test_the_version_row_shows_the_version_and_commit_and_changes_nothing():
    check.eq(settings.version_text("0.9.0", "576856b"), "v0.9.0 576856b", "plain")
    check.eq(settings.version_text("0.9.0", "576856b-dirty"), "v0.9.0 576856b*", "changed files")
    check.eq(settings.version_text("0.9.0", "v0.9.0-3-g576856b-dirty"), "v0.9.0 576856b*",
             "past a tag")
    check.eq(settings.version_text("0.9.0", "unknown"), "v0.9.0 unknown", "source tree")
    check.true(len(settings.version_text("10.10.10", "v1-100-g576856b-dirty")) <= draw.COLS,
               "within a row")
    import version
    board = FakeBoard(fresh_dir("version_row"))
    board.display = Recording()
    a = ui.App(board, seed=1)
    a.tick()
    choose(a, text_ids.SETTINGS)
    while a.screen.rows[a.screen.cursor] != settings.VERSION:
        keys(a, DOWN)
    want = settings.version_text(version.VERSION, version.COMMIT)
    check.true(want.startswith("v" + version.VERSION + " "), want)
    check.true(any(t[0] == want for t in board.display.texts), "the row reads %r" % want)
    before = (a.lang, a.contrast, a.leds, a.sleep)
    keys(a, A, LEFT, RIGHT, A)
    check.eq(a.mode, ui.SETTINGS, "A on the version row stays in Settings")
    check.eq((a.lang, a.contrast, a.leds, a.sleep), before, "and changes nothing")
    keys(a, DOWN)
    check.eq(a.screen.rows[a.screen.cursor], text_ids.BACK, "Back after it, the last row")
