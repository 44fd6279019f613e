# The menu screens as a player meets them: the cursor's band, messages, lists that go on, New game.
import check
from fake_board import Display, FakeBoard, fresh_dir
from app import draw, font, ui
from app import text as T
from app.buttons import DOWN


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
    team = "%s %s" % (a.L.S[T.TEAM], a.L.SHORT_TEAMS[a.session.state.current_player() & 1])
    x = draw.W - len(team) * 8
    # The T's bar, dark on the band, under a lit row.
    check.true(not _lit(fb, x + 1, 8) and not _lit(fb, x + 6, 8), "the T's bar is drawn")
    for i in range(8):
        check.true(_lit(fb, x + i, 7), "lit over the T at x=%d" % (x + i))


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
        a.message([L.S[T.SAVE_BAD], L.S[T.SET_ASIDE], "", "Wj", "Wj", "Wj"])
        a.tick()
        texts = board.display.texts
        key = [t for t in texts if t[0] == L.S[T.A_OK]]
        check.eq(len(key), 1, "the key line")
        lines = [t for t in texts if t is not key[0] and t[0]]
        check.eq(len(lines), 5, "%s: every line with text drawn" % T.CODES[lang])
        for s, _x, y in lines:
            check.true(y >= 0 and y + 8 < key[0][2], "%s: %r at y=%d, its cell against the key "
                       "line at %d" % (T.CODES[lang], s, y, key[0][2]))


def test_going_back_to_the_menu_keeps_the_cursor_on_the_row_left():
    from app.buttons import A, B, UP
    # B from each; A also leaves the rules, and A on Settings' last row (Back).
    for row, back in ((T.RULES, (B,)), (T.RULES, (A,)), (T.RECORDS, (B,)),
                      (T.SETTINGS, (B,)), (T.SETTINGS, (UP, A))):
        d, a = _app("menu_back")
        menu = a.screen
        while menu.rows[menu.cursor] != row:
            a.press(DOWN)
            a.tick()
        a.press(A)
        a.tick()
        check.true(a.mode != ui.MENU, "%d opened" % row)
        for key in back:
            a.press(key)
            a.tick()
        check.eq(a.mode, ui.MENU, "back on the menu from %d" % row)
        check.eq(menu.rows[menu.cursor], row, "the cursor stays on the row left")


def _setup(name, saved=False):
    """An app on the New game screen; saved: a game saved and offered by Continue first."""
    from app.buttons import A
    board = FakeBoard(fresh_dir(name))
    if saved:
        a = ui.App(board, seed=3)
        a.start("seven-rocks", 3, [("human", None)] + [("ai", "easy")] * 3)
        a.tick()
        a.play.pause()
        a.tick()
        menu = a.screen
        while menu.rows[menu.cursor] != T.QUIT:
            a.press(DOWN)
            a.tick()
        a.press(A)  # Save & quit
        a.tick()
        check.true(a.saved is not None, "a game offered by Continue")
        check.eq(a.screen.rows[a.screen.cursor], T.CONTINUE, "left a game: on Continue")
        a.press(DOWN)
        a.tick()
    else:
        a = ui.App(board, seed=3)
        a.tick()
    check.eq(a.mode, ui.MENU, "the menu")
    check.eq(a.screen.rows[a.screen.cursor], T.NEW_GAME, "on New game")
    a.press(A)
    a.tick()
    check.eq(a.mode, ui.SETUP, "New game")
    return board, a


def _to_row(a, kind, i=0):
    from app.buttons import UP
    s = a.screen
    for _ in range(len(s.rows)):
        if s.rows[s.cursor] == (kind, i):
            return
        a.press(DOWN if s.rows[s.cursor] < (kind, i) else UP)
        a.tick()
    check.fail("no row %r" % ((kind, i),))


def _game(a, name):
    from app.buttons import RIGHT
    from app import setup_menu as sm
    _to_row(a, sm.ROW_GAME)
    for _ in range(len(a.screen.games)):
        if a.screen.games[a.screen.game] == name:
            return
        a.press(RIGHT)
        a.tick()
    check.fail("no game " + name)


def test_each_game_keeps_its_own_new_game_choices():
    # Seats and target set for one game came back to the defaults after a look at another.
    from app.buttons import RIGHT, LEFT
    from app import setup_menu as sm
    board, a = _setup("setup_kept")
    s = a.screen
    _game(a, "seven-rocks")
    _to_row(a, sm.ROW_SEAT, 2)
    a.press(RIGHT)  # South: Human
    a.tick()
    _to_row(a, sm.ROW_TARGET)
    a.press(LEFT)
    a.tick()
    rocks = (list(s.seats), s.target)
    check.eq(rocks, ([0, 3, 0, 3], 225), "Seven Rocks as set")
    _game(a, "cutthroat")
    _to_row(a, sm.ROW_PLAYERS)
    a.press(LEFT)  # 3 players
    a.tick()
    _to_row(a, sm.ROW_SEAT, 1)
    a.press(LEFT)  # Seat 2: normal
    a.tick()
    _to_row(a, sm.ROW_TARGET)
    a.press(RIGHT)
    a.tick()
    cut = (s.spec().player_counts[s.players], list(s.seats), s.target)
    check.eq(cut, (3, [0, 2, 3], 7), "Cutthroat as set")
    _game(a, "seven-diamonds")
    _to_row(a, sm.ROW_OPTION, 1)
    a.press(RIGHT)  # Last 7: add
    a.tick()
    _game(a, "seven-rocks")
    check.eq((list(s.seats), s.target), rocks, "Seven Rocks as it was left")
    _game(a, "cutthroat")
    check.eq((s.spec().player_counts[s.players], list(s.seats), s.target), cut,
             "Cutthroat as it was left")
    _game(a, "seven-diamonds")
    check.eq(s.opts, [0, 1], "Seven of Diamonds as it was left")


def test_changing_the_players_keeps_the_seats_target_and_settings_that_still_apply():
    from app.buttons import RIGHT, LEFT
    from app import setup_menu as sm
    board, a = _setup("setup_players")
    s = a.screen
    _game(a, "cutthroat")
    _to_row(a, sm.ROW_PLAYERS)
    a.press(RIGHT)  # 4 players to 2
    a.tick()
    check.eq(s.spec().player_counts[s.players], 2, "2 players")
    _to_row(a, sm.ROW_SEAT, 1)
    a.press(RIGHT)  # Seat 2: Human
    a.tick()
    _to_row(a, sm.ROW_TARGET)
    a.press(LEFT)
    a.tick()
    _to_row(a, sm.ROW_OPTION, 0)
    a.press(RIGHT)  # Boneyard on
    a.tick()
    _to_row(a, sm.ROW_OPTION, 1)
    a.press(RIGHT)  # Key bonus on
    a.tick()
    check.eq((list(s.seats), s.target, s.opts), ([0, 0], 5, [1, 1]), "2 players as set")
    _to_row(a, sm.ROW_PLAYERS)
    a.press(RIGHT)  # 3 players: no boneyard
    a.tick()
    check.eq((list(s.seats), s.target, s.opts), ([0, 0, 3], 5, [0, 1]), "3 players")
    check.eq(a.error, None, "no failure")


def test_a_on_the_game_row_goes_to_start_with_the_game_chosen():
    from app.buttons import A
    from app import setup_menu as sm
    board, a = _setup("setup_a")
    s = a.screen
    _game(a, "cutthroat")
    a.press(A)
    a.tick()
    check.eq(s.games[s.game], "cutthroat", "the game is kept")
    check.eq(s.rows[s.cursor], (sm.ROW_START, 0), "the cursor is on Start")
    check.true(s.top <= s.cursor < s.top + 6, "Start is in view")


def test_start_over_a_saved_game_asks_first_and_b_keeps_the_game_and_the_choices():
    from app.buttons import A, B, LEFT
    from app import setup_menu as sm
    board, a = _setup("setup_replace", saved=True)
    save = board.SAVE_PATH
    with open(save) as f:
        before = f.read()
    s = a.screen
    _to_row(a, sm.ROW_TARGET)
    a.press(LEFT)
    a.tick()
    _to_row(a, sm.ROW_START)
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
    for k in (T.REPLACE, T.REPLACE_2, T.YES_NO):
        check.true(a.L.S[k] in shown, "the question shows %r" % a.L.S[k])
    a.press(DOWN)  # other keys do nothing here
    a.tick()
    a.press(B)
    a.tick()
    check.true(not s.asking and a.mode == ui.SETUP, "B: back to the New game rows")
    check.eq((s.rows[s.cursor], s.target), ((sm.ROW_START, 0), 225), "choices kept")
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
    from app.buttons import A
    from app import setup_menu as sm
    board, a = _setup("setup_start")
    _to_row(a, sm.ROW_START)
    a.press(A)
    a.tick()
    check.true(a.session is not None, "started")


def test_records_name_each_game_without_the_left_right_sign():
    # "< >" says Left/Right change a value; on Records they change nothing.
    from app import records
    from app.buttons import A, LEFT, RIGHT
    board = FakeBoard(fresh_dir("records_sign"))
    path = records.path_next_to(board.SETTINGS_PATH)
    for game in ("seven-rocks", "cutthroat", "seven-diamonds"):
        records.add(path, game, [("human", None), ("ai", "easy")] * 2, [0, 2], 2)
    for lang in range(len(T.CODES)):
        a = ui.App(board, seed=1)
        a.L = L = T.load(lang)
        a.tick()
        while a.screen.rows[a.screen.cursor] != T.RECORDS:
            a.press(DOWN)
            a.tick()
        a.press(A)
        a.tick()
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
