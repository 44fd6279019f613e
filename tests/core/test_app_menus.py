# The menu screens as a player meets them: the cursor's band, messages, lists that go on, New game.
import sys

import check
from fake_board import Display, FakeBoard, fresh_dir
from app_helpers import choose
from app.frame import draw, font, ui
from app.lang import text as T
from app.frame.buttons import DOWN
import text_ids
import consts

(ROW_GAME, ROW_PLAYERS, ROW_SEAT, ROW_TARGET, ROW_OPTION, ROW_START) = consts.of(
    "app.screens.setup", "ROW_GAME", "ROW_PLAYERS", "ROW_SEAT", "ROW_TARGET", "ROW_OPTION",
    "ROW_START")
REPEAT_DELAY, REPEAT_EVERY = consts.of("app.frame.buttons", "REPEAT_DELAY", "REPEAT_EVERY")


def _lit(fb, x, y):
    return fb.pixel(x, y) == 1


def _row_lit(fb, y):
    for x in range(draw.W):
        if not _lit(fb, x, y):
            return False
    return True


def _app(name, lang=0):
    board = FakeBoard(fresh_dir(name))
    a = ui.App(board, seed=1)
    a.lang = lang
    a.L = T.load(lang)
    a.dirty = True
    a.tick()
    return board.display, a


def test_the_cursor_band_keeps_every_glyphs_top_row_and_leaves_the_row_under_it():
    # The hand-off's "Team NS" read "Ieam NS": the T's bar is the cell's first row, and the band
    # began on it. Every glyph of the font, in inverse on a band, keeps its top against the band.
    fb = Display()
    chars = "".join([chr(c) for c in range(33, 127)]) + font._CODES
    for k in range(0, len(chars), draw.COLS):
        s = chars[k:k + draw.COLS]
        fb.fill(0)
        draw.inverse_row(fb, s, 20)
        plain = Display()
        font.text(plain, s, 0, 20, 1)
        check.true(_row_lit(fb, 19), "%r: the band has a lit row over the text" % s)
        for x in range(len(s) * 8):
            for y in range(20, 28):
                check.eq(_lit(fb, x, y), not _lit(plain, x, y),
                         "%r: pixel (%d, %d) is the glyph's, inverted" % (s, x, y))
        check.true(not _lit(fb, 0, 28) and not _lit(fb, 64, 28), "%r: the row under is left" % s)


def test_the_hand_off_seat_row_has_a_lit_row_over_team_ns():
    from app_helpers import started
    a, _ = started("band_handoff", "seven-rocks", 1, [("human", None)] * 4)
    a.tick()
    n = 0
    while a.mode != ui.HANDOFF and n < 100:
        a.tick()
        n += 1
    check.eq(a.mode, ui.HANDOFF, "a hand-off")
    fb = a.fb
    team = "%s %s" % (a.L.S[text_ids.TEAM], a.L.SHORT_TEAMS[a.session.state.current_player() & 1])
    x = draw.W - len(team) * 8
    # The T's bar (the text's row 10), dark on the band, under a lit row, and a dark row
    # between the band and the title's descenders.
    check.true(not _lit(fb, x + 1, 10) and not _lit(fb, x + 6, 10), "the T's bar is drawn")
    for i in range(8):
        check.true(_lit(fb, x + i, 9), "lit over the T at x=%d" % (x + i))
        check.true(not _lit(fb, x + i, 8), "dark under the title at x=%d" % (x + i))


def test_every_menu_cursor_band_starts_a_row_over_its_text():
    for lang in range(len(T.CODES)):
        d, a = _app("band_menu", lang)
        # The main menu's first row (text at 11, under the title's rule at 8), then the second
        # (text at 20): the band takes the dark row over the text, and stops short of the next.
        check.true(_row_lit(d, 10) and not _row_lit(d, 9), "%s menu: band over the cursor's "
                   "text" % T.CODES[lang])
        check.true(not _row_lit(d, 19), "%s menu: the row under is apart" % T.CODES[lang])
        a.press(DOWN)
        a.tick()
        check.true(_row_lit(d, 19), "%s menu: band over the second row" % T.CODES[lang])
        check.true(not _row_lit(d, 10), "%s menu: the first row is plain again" % T.CODES[lang])


def test_a_message_of_six_lines_keeps_a_dark_row_over_the_key_line():
    # The save-damaged message's last line used to reach the key line: 6 lines at 4 + 9i put
    # the sixth's cell on y=56, the row "A: OK" starts on.
    from app_helpers import Recording
    for lang in range(len(T.CODES)):
        board = FakeBoard(fresh_dir("message"))
        board.display = Recording()
        a = ui.App(board, seed=1)
        a.L = L = T.load(lang)
        a.message([L.S[text_ids.SAVE_BAD], L.S[text_ids.SET_ASIDE], "", "Wj", "Wj", "Wj"])
        a.tick()
        texts = board.display.texts
        key = [t for t in texts if t[0] == L.S[text_ids.A_OK]]
        check.eq(len(key), 1, "the key line")
        lines = [t for t in texts if t is not key[0] and t[0]]
        check.eq(len(lines), 5, "%s: every line with text drawn" % T.CODES[lang])
        for s, _x, y in lines:
            check.true(y >= 0 and y + 8 < key[0][2], "%s: %r at y=%d, its cell against the key "
                       "line at %d" % (T.CODES[lang], s, y, key[0][2]))


def test_going_back_to_the_menu_keeps_the_cursor_on_the_row_left():
    from app.frame.buttons import A, B, UP
    # B from each; A also leaves the rules, and A on Settings' last row (Back).
    for row, back in ((text_ids.RULES, (B,)), (text_ids.RULES, (A,)), (text_ids.RECORDS, (B,)),
                      (text_ids.SETTINGS, (B,)), (text_ids.SETTINGS, (UP, A))):
        d, a = _app("menu_back")
        menu = a.screen
        choose(a, row)
        check.true(a.mode != ui.MENU, "%d opened" % row)
        for key in back:
            a.press(key)
            a.tick()
        check.eq(a.mode, ui.MENU, "back on the menu from %d" % row)
        check.eq(menu.rows[menu.cursor], row, "the cursor stays on the row left")


def _setup(name, saved=False):
    """An app on the New game screen; saved: a game saved and offered by Continue first."""
    from app.frame.buttons import A
    board = FakeBoard(fresh_dir(name))
    if saved:
        a = ui.App(board, seed=3)
        a.start("seven-rocks", 3, [("human", None)] + [("ai", "easy")] * 3)
        a.tick()
        a.play.pause()
        a.tick()
        choose(a, text_ids.QUIT)  # Save & quit
        check.true(a.saved is not None, "a game offered by Continue")
        check.eq(a.screen.rows[a.screen.cursor], text_ids.CONTINUE, "left a game: on Continue")
        a.press(DOWN)
        a.tick()
    else:
        a = ui.App(board, seed=3)
        a.tick()
    check.eq(a.mode, ui.MENU, "the menu")
    check.eq(a.screen.rows[a.screen.cursor], text_ids.NEW_GAME, "on New game")
    a.press(A)
    a.tick()
    check.eq(a.mode, ui.SETUP, "New game")
    return board, a


def _to_row(a, kind, i=0):
    from app.frame.buttons import UP
    s = a.screen
    for _ in range(len(s.rows)):
        if s.rows[s.cursor] == (kind, i):
            return
        a.press(DOWN if s.rows[s.cursor] < (kind, i) else UP)
        a.tick()
    check.fail("no row %r" % ((kind, i),))


def _change(a, key, kind, i=0):
    """Move to row (kind, i) of the New game screen and press key there once."""
    _to_row(a, kind, i)
    a.press(key)
    a.tick()


def _game(a, name):
    from app.frame.buttons import RIGHT
    _to_row(a, ROW_GAME)
    for _ in range(len(a.screen.games)):
        if a.screen.games[a.screen.game] == name:
            return
        a.press(RIGHT)
        a.tick()
    check.fail("no game " + name)


def test_each_game_keeps_its_own_new_game_choices():
    # Seats and target set for one game came back to the defaults after a look at another.
    from app.frame.buttons import RIGHT, LEFT
    board, a = _setup("setup_kept")
    s = a.screen
    _game(a, "seven-rocks")
    _change(a, RIGHT, ROW_SEAT, 2)  # South: Human
    _change(a, LEFT, ROW_TARGET)
    rocks = (list(s.seats), s.target)
    check.eq(rocks, ([0, 3, 0, 3], 225), "Seven Rocks as set")
    _game(a, "cutthroat")
    _change(a, LEFT, ROW_PLAYERS)  # 3 players
    _change(a, LEFT, ROW_SEAT, 1)  # Seat 2: normal
    _change(a, RIGHT, ROW_TARGET)
    cut = (s.spec().player_counts[s.players], list(s.seats), s.target)
    check.eq(cut, (3, [0, 2, 3], 7), "Cutthroat as set")
    _game(a, "seven-diamonds")
    _change(a, RIGHT, ROW_OPTION, 1)  # Last 7: add
    _game(a, "seven-rocks")
    check.eq((list(s.seats), s.target), rocks, "Seven Rocks as it was left")
    _game(a, "cutthroat")
    check.eq((s.spec().player_counts[s.players], list(s.seats), s.target), cut,
             "Cutthroat as it was left")
    _game(a, "seven-diamonds")
    check.eq(s.opts, [0, 1], "Seven of Diamonds as it was left")


def test_changing_the_players_keeps_the_seats_target_and_settings_that_still_apply():
    from app.frame.buttons import RIGHT, LEFT
    board, a = _setup("setup_players")
    s = a.screen
    _game(a, "cutthroat")
    _change(a, RIGHT, ROW_PLAYERS)  # 4 players to 2
    check.eq(s.spec().player_counts[s.players], 2, "2 players")
    _change(a, RIGHT, ROW_SEAT, 1)  # Seat 2: Human
    _change(a, LEFT, ROW_TARGET)
    _change(a, RIGHT, ROW_OPTION, 0)  # Boneyard on
    _change(a, RIGHT, ROW_OPTION, 1)  # Key bonus on
    check.eq((list(s.seats), s.target, s.opts), ([0, 0], 5, [1, 1]), "2 players as set")
    _change(a, RIGHT, ROW_PLAYERS)  # 3 players: no boneyard
    check.eq((list(s.seats), s.target, s.opts), ([0, 0, 3], 5, [0, 1]), "3 players")
    check.eq(a.error, None, "no failure")


def test_a_on_the_game_row_goes_to_start_with_the_game_chosen():
    from app.frame.buttons import A
    board, a = _setup("setup_a")
    s = a.screen
    _game(a, "cutthroat")
    a.press(A)
    a.tick()
    check.eq(s.games[s.game], "cutthroat", "the game is kept")
    check.eq(s.rows[s.cursor], (ROW_START, 0), "the cursor is on Start")
    check.true(s.top <= s.cursor < s.top + 6, "Start is in view")


def test_start_over_a_saved_game_asks_first_and_b_keeps_the_game_and_the_choices():
    from app.frame.buttons import A, B, LEFT
    board, a = _setup("setup_replace", saved=True)
    save = board.SAVE_PATH
    with open(save) as f:
        before = f.read()
    s = a.screen
    _to_row(a, ROW_TARGET)
    a.press(LEFT)
    a.tick()
    _to_row(a, ROW_START)
    a.press(A)
    a.tick()
    check.eq(a.mode, ui.SETUP, "still the New game screen")
    check.true(s.asking, "asks before replacing the saved game")
    check.true(a.session is None, "no game started")
    from app_helpers import Recording
    board.display = a.fb = Recording()
    a.dirty = True
    a.tick()
    shown = [t[0] for t in board.display.texts]
    for k in (text_ids.REPLACE, text_ids.REPLACE_2, text_ids.YES_NO):
        check.true(a.L.S[k] in shown, "the question shows %r" % a.L.S[k])
    a.press(DOWN)  # other keys do nothing here
    a.tick()
    a.press(B)
    a.tick()
    check.true(not s.asking and a.mode == ui.SETUP, "B: back to the New game rows")
    check.eq((s.rows[s.cursor], s.target), ((ROW_START, 0), 225), "choices kept")
    with open(save) as f:
        check.eq(f.read(), before, "the saved game is untouched")
    check.true(a.saved is not None, "and still offered")
    a.press(A)
    a.tick()
    check.true(s.asking and a.session is None, "asks again")
    a.press(A)
    a.tick()
    check.true(a.session is not None and a.session.target == 225, "A: the new game starts")
    check.true(a.saved is None, "the saved game is replaced")
    with open(save) as f:
        check.true(f.read() != before, "by the new game's save")


def test_start_with_no_saved_game_starts_at_once():
    from app.frame.buttons import A
    board, a = _setup("setup_start")
    _to_row(a, ROW_START)
    a.press(A)
    a.tick()
    check.true(a.session is not None, "started")


def test_the_new_game_choices_come_back_after_a_game_though_the_setup_screen_was_let_go():
    # A game lets the menu's screens go (App.leave_menus): the next New game is a new Setup,
    # which takes up the choices the app kept.
    from app.frame.buttons import A, LEFT, RIGHT
    board, a = _setup("setup_after_game")
    s = a.screen
    _game(a, "cutthroat")
    _change(a, LEFT, ROW_PLAYERS)  # 3 players
    _change(a, RIGHT, ROW_TARGET)
    cut = (s.spec().player_counts[s.players], list(s.seats), s.target)
    _game(a, "seven-rocks")
    _change(a, LEFT, ROW_TARGET)
    rocks = (list(s.seats), s.target)
    _to_row(a, ROW_START)
    a.press(A)
    a.tick()
    check.true(a.session is not None and a.session.target == rocks[1], "started as chosen")
    check.eq(len(a.stack), 1, "the game alone on the stack")
    check.true(not a._kept and a.choices is not None, "no screen kept, the choices kept")
    a.play.pause()
    a.tick()
    choose(a, text_ids.QUIT)  # Save & quit: back at the menu
    a.press(DOWN)
    a.tick()
    a.press(A)
    a.tick()
    n = a.screen
    check.true(n is not s and n.MODE == ui.SETUP, "New game: a new Setup")
    check.eq((n.games[n.game], list(n.seats), n.target), ("seven-rocks",) + rocks,
             "Seven Rocks as chosen before the game")
    check.true(a.choices is None, "the choices taken up")
    _game(a, "cutthroat")
    check.eq((n.spec().player_counts[n.players], list(n.seats), n.target), cut,
             "Cutthroat as it was left")


def test_records_name_each_game_without_the_left_right_sign():
    # "< >" says Left/Right change a value; on Records they change nothing.
    from app.store import records
    from app.frame.buttons import LEFT, RIGHT
    board = FakeBoard(fresh_dir("records_sign"))
    path = records.path_next_to(board.SETTINGS_PATH)
    for game in ("seven-rocks", "cutthroat", "seven-diamonds"):
        records.add(path, game, [("human", None), ("ai", "easy")] * 2, [0, 2], 2)
    for lang in range(len(T.CODES)):
        a = ui.App(board, seed=1)
        a.L = L = T.load(lang)
        a.tick()
        choose(a, text_ids.RECORDS)
        r = a.screen
        for game in ("seven-rocks", "cutthroat", "seven-diamonds"):
            title = L.GAME_TITLES[game]
            rows = [x for x in r.lines if x.strip() == title]
            check.eq(len(rows), 1, "%s: a row names %s" % (T.CODES[lang], game))
            check.true(abs(rows[0].index(title) * 2 + len(title) - draw.COLS) <= 1,
                       "%s: %r centred" % (T.CODES[lang], rows[0]))
        for line in r.lines:
            check.true("<" not in line and ">" not in line, "%s: %r" % (T.CODES[lang], line))
        lines = list(r.lines)
        for key in (LEFT, RIGHT):
            a.press(key)
            a.tick()
            check.eq((a.mode, r.lines, r.cursor), (ui.RECORDS, lines, 0), "Left/Right: nothing")


def _hold(a, board, bits, ticks):
    """Hold `bits` down for `ticks` frames, then let go (one more frame)."""
    board.held = bits
    for _ in range(ticks):
        a.tick()
    board.held = 0
    a.tick()


def test_buttons_repeat_held_arrows_in_due_and_only_left_right_among_the_presses():
    from app.frame.buttons import Buttons, UP, LEFT
    b = Buttons(lambda x, y: x - y)
    for held in (UP, DOWN, LEFT):
        b.poll(held, 1000)
        got = []
        due = []
        for _ in range(REPEAT_DELAY + 2 * REPEAT_EVERY + 1):
            got.append(b.take())
            due.append(b.due)
        b.poll(0, 5000)
        b.take()
        frames = [REPEAT_DELAY, REPEAT_DELAY + REPEAT_EVERY, REPEAT_DELAY + 2 * REPEAT_EVERY]
        check.eq([i for i in range(len(due)) if due[i]], frames, "%d: repeats due" % held)
        check.eq([due[i] for i in frames], [held] * 3, "%d: the held arrow" % held)
        # Up/Down toggle on the play screens (carte): only the lists take their repeats.
        want = frames if held == LEFT else []
        check.eq([i for i in range(1, len(got)) if got[i]], want, "%d: repeated presses" % held)
        check.eq(got[0], held, "%d: the press" % held)


def test_held_up_down_repeat_in_the_menus_rules_and_review_and_stop_at_the_ends():
    from app.frame.buttons import A, UP
    from app.game.recap import Moves
    board = FakeBoard(fresh_dir("repeat"))
    a = ui.App(board, seed=1)
    a.tick()
    menu = a.screen
    # 1 press and repeats at frames 10, 14, ...: over 4 rows the cursor stops on the last.
    _hold(a, board, DOWN, 30)
    check.eq(menu.cursor, len(menu.rows) - 1, "held Down: to the last row, not round")
    _hold(a, board, UP, 14)
    check.eq(menu.cursor, len(menu.rows) - 3, "held Up: a press and a repeat")
    while menu.rows[menu.cursor] != text_ids.RULES:
        a.press(UP)
        a.tick()
    a.press(A)
    a.tick()
    r = a.screen
    _hold(a, board, DOWN, 27)
    check.eq(r.top, 1 + 5, "Rules: a press and 5 repeats")
    _hold(a, board, UP, 11)
    check.eq(r.top, 4, "Rules: back up, a press and a repeat")
    # The hand review of a whole hand.
    from app_helpers import started
    a, _ = started("repeat_review", "seven-rocks", 2, [("human", None)] + [("ai", "easy")] * 3)
    board = a.board
    n = 0
    while a.mode != ui.REVIEW and n < 5000:
        a.press(A if a.mode == ui.TURN else 0)
        a.tick()
        n += 1
    check.eq(a.mode, ui.REVIEW, "the hand's review")
    m = a.screen
    check.true(isinstance(m, Moves) and m.count() > m.shown + 5, "a review that scrolls")
    _hold(a, board, DOWN, 19)
    check.eq(m.top, 1 + 3, "review: a press and 3 repeats")


def _column(fb, x, y, h):
    return [_lit(fb, x, yy) for yy in range(y, y + h)]


def test_the_scroll_mark_is_as_long_as_the_view_dotted_elsewhere_and_clear_of_the_glyphs():
    # Four rows as the menus draw them (text at 11 + 9i, the third under the cursor's band),
    # a 4 and a W reaching their cells' last column; the list's track is y=10 to 45.
    fb = Display()
    rows = ["North      Human", "Players        4", "West        hard", "Boneyard      MW"]
    x = draw.list_x(4, 20)
    check.eq(x, -1, "a list with a mark starts a pixel left")
    check.eq(draw.list_x(4, 4), 0, "one without, at the edge")
    for i in range(4):
        if i == 2:
            draw.inverse_row(fb, rows[i], 11 + 9 * i, x)
        else:
            font.text(fb, rows[i], x, 11 + 9 * i, 1)
    before = _column(fb, draw.W - 1, 0, 64)
    check.eq(before, [28 <= yy <= 36 for yy in range(64)], "the last column: the band's")
    draw.scroll_bar(fb, 0, 4, 4, 10, 36)
    check.eq(_column(fb, draw.W - 1, 0, 64), before, "the whole list in view: no mark")
    # 36 * 4 // 20 is under a row: the mark is a row long, 28 pixels of travel over 16 rows.
    for top, first in ((0, 10), (8, 24), (16, 38)):
        shown = Display()
        shown.blit(fb, 0, 0)
        draw.scroll_bar(shown, top, 4, 20, 10, 36)
        want = []
        gaps = 0
        for yy in range(64):
            band = 28 <= yy <= 36
            glyph = _lit(shown, draw.W - 2, yy) != band
            on = first <= yy < first + 8
            dot = 10 <= yy < 46 and (yy - 10) % 2 == 0 and not first - 1 <= yy <= first + 8
            if on and glyph:
                gaps += 1
            want.append(band != ((on or dot) and not glyph))
        check.eq(_column(shown, draw.W - 1, 0, 64), want, "top %d: the mark from %d, the dotted "
                 "track, a gap beside a glyph" % (top, first))
        check.eq(gaps > 0, top > 0, "top %d: beside the 4 or the W, gaps" % top)


def _marks(test):
    """Run test(calls) with every scroll_bar call recorded in calls, as (top, shown, total)."""
    calls = []
    bar = draw.scroll_bar

    def recorded(fb, top, shown, total, y, h):
        calls.append((top, shown, total))
        bar(fb, top, shown, total, y, h)

    draw.scroll_bar = recorded
    try:
        test(calls)
    finally:
        draw.scroll_bar = bar


def test_every_long_list_has_a_scroll_mark_where_its_view_is_and_short_ones_none():
    # The hand review showed 5 of 24 moves and the rules 6 of 80-89 lines with no sign of more.
    from app.store import records
    from app.frame.buttons import B, RIGHT, UP
    board = FakeBoard(fresh_dir("marks"))
    path = records.path_next_to(board.SETTINGS_PATH)
    records.add(path, "seven-rocks", [("human", None), ("ai", "easy")] * 2, [0, 2], 2)

    def test(calls):
        a = ui.App(board, seed=1)
        a.tick()
        menu = a.screen
        check.eq(calls[-1], (0, 6, len(menu.rows)), "the main menu")
        for row in (text_ids.RULES, text_ids.RECORDS, text_ids.NEW_GAME, text_ids.SETTINGS):
            choose(a, row)
            scr = a.screen
            if row == text_ids.NEW_GAME:
                while scr.games[scr.game] != "cutthroat":
                    a.press(RIGHT)  # 4 players: 9 rows
                    a.tick()
            total = len(scr.lines if row == text_ids.RULES else scr.rows)
            check.eq(calls[-1], (0, 6, total), "%d: the list from its top" % row)
            check.true(total > 6, "%d: a list longer than the screen" % row)
            if row == text_ids.RULES:
                for _ in range(total):
                    a.press(DOWN)
                    a.tick()
            else:
                a.press(UP)  # round to the last row
                a.tick()
            check.eq(calls[-1], (max(0, total - 6), 6, total), "%d: at its end" % row)
            a.press(B)
            a.tick()
            check.eq(a.mode, ui.MENU, "back")

    _marks(test)


def test_the_recap_lists_have_the_scroll_mark_too():
    from app.frame.buttons import A
    from app_helpers import started

    def test(calls):
        a, _ = started("marks_recap", "seven-rocks", 2,
                       [("human", None), ("ai", "easy"), ("human", None), ("ai", "easy")])
        handoffs = 0
        n = 0
        while a.mode != ui.REVIEW and n < 5000:
            a.press(A if a.mode in (ui.TURN, ui.HANDOFF) else 0)
            del calls[:]
            a.tick()
            n += 1
            if a.mode == ui.HANDOFF and calls:
                m = a.screen
                check.eq(calls[-1], (m.top, m.shown, m.count()), "a hand-off's recap")
                handoffs += 1
        check.true(handoffs > 2, "hand-offs seen")
        check.eq(a.mode, ui.REVIEW, "the review")
        m = a.screen
        check.true(m.count() > m.shown, "a review longer than the screen")
        a.dirty = True
        a.tick()
        check.eq(calls[-1], (0, m.shown, m.count()), "the review's start")
        for _ in range(m.count()):
            a.press(DOWN)
            a.tick()
        check.eq(calls[-1], (m.count() - m.shown, m.shown, m.count()), "the review's end")

    _marks(test)


def test_rules_page_with_left_right_and_turn_to_the_next_page_at_the_ends():
    # One game's rules took about 80 presses: a line a press, only Left/Right repeating.
    from app.frame.buttons import A, LEFT, RIGHT
    from app_helpers import Recording
    from app.game import views
    board = FakeBoard(fresh_dir("rules_pages"))
    board.display = Recording()
    a = ui.App(board, seed=1)
    a.tick()
    a.press(DOWN)
    a.tick()
    a.press(A)
    a.tick()
    r = a.screen
    L = a.L
    games = views.games()
    title = L.GAME_TITLES[games[0]]
    check.eq((r.game, r.page, r.top), (0, 0, 0), "the first page")
    check.eq(board.display.row(0), ["<%s " % title], "at the top, Left turns the page")
    last = len(r.lines) - 6
    tops = [0]
    while r.top < last:
        a.press(RIGHT)
        a.tick()
        tops.append(r.top)
    check.eq(tops, [min(last, 6 * k) for k in range(len(tops))], "Right: a screenful")
    check.true(len(tops) <= (len(r.lines) + 5) // 6, "a screenful a press")
    check.eq(board.display.row(0), [" %s>" % title], "at the end, Right turns the page")
    a.press(RIGHT)
    a.tick()
    check.eq((r.game, r.page, r.top), (0, 1, 0), "the game's screen page, from its top")
    a.press(LEFT)
    a.tick()
    check.eq((r.game, r.page, r.top), (0, 0, last), "Left: back to the rules' end")
    a.press(LEFT)
    a.tick()
    check.eq(r.top, last - 6, "Left: a screenful up")
    # A held Right pages on and stops at the end: only a new press turns the page.
    _hold(a, board, RIGHT, 80)
    check.eq((r.game, r.page, r.top), (0, 0, last), "held: to the end, not over")
    a.press(RIGHT)
    a.tick()
    check.eq((r.game, r.page), (0, 1), "a press turns it")
    for _ in range(2 * len(games) - 1):
        here = (r.game, r.page)
        while (r.game, r.page) == here:
            a.press(RIGHT)
            a.tick()
    check.eq((r.game, r.page, r.top), (0, 0, 0), "the last page's end turns to the first")
    a.press(LEFT)
    a.tick()
    check.eq((r.game, r.page), (len(games) - 1, 1), "and back")
    check.eq(r.top, max(0, len(r.lines) - 6), "at its end")
    # Only the page on show takes RAM: the language's Rules pages were read and let go.
    check.true("app.lang.en_pages" not in sys.modules, "the Rules pages module stayed loaded")


def test_a_language_chosen_in_settings_lets_the_one_before_go():
    a = ui.App(FakeBoard(fresh_dir("lang_switch")), seed=1)
    st = a.named("settings")
    for step in (1, 1, -1, -1, -1):
        before = T.CODES[a.lang]
        st.change(text_ids.LANGUAGE, step)
        now = T.CODES[a.lang]
        check.true("app.lang." + now in sys.modules, now + " loaded")
        check.true("app.lang." + before not in sys.modules, before + " still loaded after " + now)
        check.eq(a.L.S[text_ids.SETTINGS], T.load(a.lang).S[text_ids.SETTINGS], now + ": its words")


def test_the_menu_title_names_the_console_and_every_language_names_the_games_alike():
    # The main menu said "Seven Rocks", one game's name; French named two games in English
    # and the third in French. The games keep their own names, as the seeds give them.
    en = T.load(0)
    for lang in range(len(T.CODES)):
        L = T.load(lang)
        where = T.CODES[lang]
        check.eq(L.GAME_TITLES, en.GAME_TITLES, where + ": the games' own names")
        check.true(L.TITLE not in L.GAME_TITLES.values(), "%s: %r is a game's" % (where, L.TITLE))
        check.true(0 < len(L.TITLE) <= draw.COLS, where + ": the title fits")
    from app_helpers import Recording
    board = FakeBoard(fresh_dir("title_shown"))
    board.display = Recording()
    a = ui.App(board, seed=1)
    a.tick()
    check.eq(board.display.row(0), [en.TITLE], "the menu's title")


def _capital(s):
    return s[0] != s[0].lower()


def test_setup_values_read_alike_and_last_7_says_what_it_is_worth():
    # "Human" beside "easy"; "Last 7  200" / "Last 7 +200" meant nothing without the README.
    from games import registry
    for lang in range(len(T.CODES)):
        L = T.load(lang)
        where = T.CODES[lang]
        check.true(_capital(L.S[text_ids.HUMAN]), where + ": Human")
        for level in registry.get("seven-rocks").levels:
            check.true(_capital(L.LEVELS[level]), "%s: %r capitalised" % (where, L.LEVELS[level]))
        label = L.OPTIONS["seven_bonus"]
        rules = T.page(lang, "seven-diamonds", False)
        check.true(label in rules, "%s: the rules name the setting %r" % (where, label))
        for v in ("flat", "add"):
            value = L.OPTION_VALUES[v]
            # An accented letter counts (MicroPython's isalpha knows ASCII only).
            letters = [c for c in value if c.isalpha() or ord(c) > 127]
            check.true(len(letters) >= 2, "%s: %r says it in words"
                       % (where, value))
            check.true(value in rules, "%s: the rules name the value %r" % (where, value))
            row = draw.pair(label, value)
            check.true(row.startswith(label) and row.endswith(value), "%s: %r whole" % (where, row))
            gap = len(row) - len(label) - len(value)
            # "Last 7 200" would read as one number.
            check.true(gap > 1 or not (label[-1].isdigit() and value[0].isdigit()),
                       "%s: %r runs the numbers together" % (where, row))
