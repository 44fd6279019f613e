# Every text of every language fits the 16-character rows it is drawn in, whole.
import check
from fake_board import FakeBoard, fresh_dir
from app import draw, menus, setup_menu, ui, views
from app import text as T


def _fits(s, where):
    check.true(len(s) <= draw.COLS, "%r (%s) is %d characters, the screen has %d"
               % (s, where, len(s), draw.COLS))


def _longest(names):
    best = ""
    for n in names:
        if len(n) > len(best):
            best = n
    return best


def test_every_string_fits_with_its_longest_arguments():
    for i in range(len(T.CODES)):
        L = T.load(i)
        seat = _longest(L.SEATS)
        for k in range(len(L.S)):
            s = L.S[k]
            # %d is a hand number (two digits in any real game), %s a seat's name.
            s = s.replace("%d", "99").replace("%s", seat)
            _fits(s, "%s string %d" % (T.CODES[i], k))
        for team in L.TEAMS:
            _fits(team, T.CODES[i] + " team")
        for call in L.CALLS:
            _fits("< %s >" % call, T.CODES[i] + " call picker")
            _fits("%s: %s" % (seat, call), T.CODES[i] + " call shown")
        _fits("%s %s" % (seat, L.S[T.PASSES]), T.CODES[i] + " pass shown")


def _whole(text, label, value, where):
    check.true(text.startswith(label) and text.endswith(value) and len(text) <= draw.COLS,
               "%s: row %r does not show %r and %r whole" % (where, text, label, value))


def test_menu_rows_show_labels_and_values_whole():
    a = ui.App(FakeBoard(fresh_dir("text")), seed=1)
    for lang in range(len(T.CODES)):
        a.lang = lang
        a.L = L = T.load(lang)
        where = T.CODES[lang]
        st = a.kept(menus.Settings)
        for name in T.NAMES:
            a.lang = T.NAMES.index(name)
            _whole(st._text(T.LANGUAGE), L.S[T.LANGUAGE], name, where + " settings")
        a.lang = lang
        _whole(st._text(T.CONTRAST), L.S[T.CONTRAST], str(a.contrast), where)
        _whole(st._text(T.LEDS), L.S[T.LEDS], str(a.leds), where)
        s = a.kept(setup_menu.Setup)
        for g in range(len(s.games)):
            s.game = g
            spec = s.spec()
            _fits("<%s>" % spec.short_title, "game title")
            for p in range(len(spec.player_counts)):
                s.players = p
                s.defaults()
                for kind, i in s.setup_rows():
                    if kind == setup_menu.ROW_SEAT:
                        label = s._seat_label(spec, i)
                        for c in range(len(spec.levels) + 1):
                            s.seats[i] = c
                            value = L.S[T.HUMAN] if c == 0 else L.LEVELS[spec.levels[c - 1]]
                            _whole(s._text((kind, i)), label, value, where + " seat")
                    elif kind == setup_menu.ROW_OPTION:
                        name, default, choices = spec.options[i]
                        for v in range(len(choices)):
                            s.opts[i] = v
                            text = s._text((kind, i))
                            _whole(text, L.OPTIONS[name], text.split()[-1], where + " option")
                    else:
                        _fits(s._text((kind, i)), where + " setup row")


def test_no_screen_of_any_game_or_language_overlaps_or_cuts_text():
    from app.buttons import A, RIGHT, LEFT, UP, DOWN
    from app_helpers import LayoutDisplay
    keys = (A, RIGHT, A, LEFT, A, UP, A, DOWN)
    games = (("seven-rocks", 4, 150), ("cutthroat", 3, None), ("seven-diamonds", 4, 200))
    for lang in range(len(T.CODES)):
        for game, players, target in games:
            board = FakeBoard(fresh_dir("layout"))
            board.display = LayoutDisplay()
            a = ui.App(board, seed=lang)
            a.lang = lang
            a.L = T.load(lang)
            a.start(game, lang, [("human", None)] * players, target=target, players=players)
            n = 0
            while a.mode != ui.GAME_END and n < 6000:
                a.press(keys[n % len(keys)])
                a.tick()
                n += 1
            a.tick()
            check.eq(a.error, None, "exception inside the app")
            check.eq(board.display.problems[:3], [], "%s %s screens" % (T.CODES[lang], game))


def test_every_rules_page_of_every_language_fits_when_scrolled_through():
    # Both pages of every game (the rules, then reading the screen), walked from the menu with
    # Right and scrolled to the last line with Down.
    from app.buttons import A, DOWN, RIGHT
    from app_helpers import LayoutDisplay
    for lang in range(len(T.CODES)):
        board = FakeBoard(fresh_dir("rules_text"))
        board.display = LayoutDisplay()
        a = ui.App(board, seed=1)
        a.lang = lang
        a.L = L = T.load(lang)
        a.tick()
        a.press(DOWN)
        a.tick()
        a.press(A)
        a.tick()
        walked = []
        games = views.games()
        r = a.screen
        for _ in range(2 * len(games)):
            where = "%s %s page %d" % (T.CODES[lang], games[r.game], r.page)
            walked.append((r.game, r.page))
            check.eq(a.mode, ui.RULES, where)
            for line in r.lines:
                _fits(line, where)
            for _ in range(len(r.lines)):
                a.press(DOWN)
                a.tick()
            check.true(r.top + 6 >= len(r.lines), where + ": scrolled to the end")
            check.eq(board.display.problems[:3], [], where)
            a.press(RIGHT)
            a.tick()
        check.eq(sorted(walked), [(g, p) for g in range(len(games)) for p in (0, 1)],
                 "every page walked")
        _fits(L.S[T.LEAD_TILE] % "6|6", T.CODES[lang] + " lead")
