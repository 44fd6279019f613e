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
