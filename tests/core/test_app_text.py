# Every text of every language fits the 16-character rows it is drawn in, whole.
import check
from fake_board import FakeBoard, fresh_dir
from app.frame import draw, ui
from app import screens
from app.screens import setup as setup_menu
from app.game import views
from app.lang import text as T
import text_ids
import consts

ROW_SEAT, ROW_OPTION = consts.of("app.screens.setup", "ROW_SEAT", "ROW_OPTION")


def _fits(s, where):
    check.true(len(s) <= draw.COLS, "%r (%s) is %d characters, the screen has %d"
               % (s, where, len(s), draw.COLS))


def _longest(names):
    best = ""
    for n in names:
        if len(n) > len(best):
            best = n
    return best


def _gapped(display, where):
    """Texts sharing a row keep at least one blank cell between them ('Place 1 10 pts', never
    'Place 110 pts')."""
    boxes = display.boxes
    for a in boxes:
        for b in boxes:
            if a is not b and a[1] == b[1] and a[0] <= b[0]:
                check.true(a[0] + a[2] + 8 <= b[0], "%s: texts at x=%d and x=%d on row %d run "
                           "together" % (where, a[0], b[0], a[1]))


class _Stub:
    """A state or observation holding only the fields a view reads, set to their longest."""

    def __init__(self, **fields):
        for k in fields:
            setattr(self, k, fields[k])


# The longest numbers the screens can show. A hand number reaches three digits only in a very
# long match, but the targets go that high; the pips left in one hand are at most the whole
# set's 168 (2-player boneyard hands grow by drawing); a Cutthroat score is at most its largest
# target, 10; one seat draws at most the whole 14-tile boneyard.
_HAND = 999
_PIPS = 168
_CUT_TARGET = 10
_DRAWS = 14


def _cut_seat_names(L, n):
    from app.game import view_cutthroat as ct
    return [ct.seat_name(s, n, L) for s in range(n)]


def _pages(i):
    """Language i's Rules pages module (the app reads them through T.page)."""
    name = T.CODES[i] + "_pages"
    return getattr(__import__("app.lang." + name).lang, name)


def _strings(L):
    """Every text in a language module, for the glyph check."""
    out = []
    for name in dir(L):
        if name.startswith("_"):
            continue  # the module's own __name__, __file__
        v = getattr(L, name)
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, tuple):
            out.extend([x for x in v if isinstance(x, str)])
        elif isinstance(v, dict):
            out.extend([x for x in v.values() if isinstance(x, str)])
    return out


def test_every_language_table_is_complete_and_each_row_fits():
    from games import registry
    from games.table import SIDE_NAMES
    en = T.load(0)
    for i in range(len(T.CODES)):
        L = T.load(i)
        where = T.CODES[i]
        check.eq(len(L.S), len(en.S), where + ": one string per number")
        # What each %s stands for: a seat's name (only compass seats go out in Seven Rocks)
        # or the tile to lead; every %d is a hand number.
        fills = {text_ids.WENT_OUT: _longest(L.SEATS), text_ids.LEAD_TILE: "6|6"}
        for k in range(len(L.S)):
            s = L.S[k].replace("%d", str(_HAND))
            if "%s" in s:
                check.true(k in fills, "%s string %d: what fills its %%s?" % (where, k))
                s = s % fills[k]
            _fits(s, "%s string %d" % (where, k))
        for name in ("SEATS", "TEAMS", "SHORT_TEAMS", "CALLS", "SIDES"):
            table = getattr(L, name)
            check.eq(len(table), len(getattr(en, name)), "%s %s: one entry each" % (where, name))
            for s in table:
                _fits(s, "%s %s" % (where, name))
        _fits(L.TITLE, where + " title")
        for game in registry.NAMES:
            spec = registry.get(game)
            # Inside "< >" on the menu and setup rows.
            check.true(0 < len(L.GAME_TITLES[game]) <= 12, "%s title of %s: %r"
                       % (where, game, L.GAME_TITLES[game]))
            for level in spec.levels:
                check.true(level in L.LEVELS, "%s level %s" % (where, level))
            for opt, _default, choices in spec.options:
                label = L.OPTIONS[opt]
                for v in choices:
                    if v is True or v is False:
                        value = L.S[text_ids.ON] if v else L.S[text_ids.OFF]
                    else:
                        value = L.OPTION_VALUES[v]
                    check.true(len(label) + 1 + len(value) <= draw.COLS,
                               "%s option %s = %r does not fit whole" % (where, opt, value))
        # The picker's message row: the attach point, then the count and the points it scores.
        check.eq(len(L.SIDES), len(SIDE_NAMES), where + ": a name for each attach point")
        check.eq(sorted(L.GAME_TITLES), sorted(registry.NAMES), where + ": a title a game")
        for side in L.SIDES:
            check.true(len(side) <= 8, "%s side %r is over 8 characters" % (where, side))
            _fits("%s =36 +35" % side, where + " picker")
        for call in L.CALLS:
            _fits("< %s >" % call, where + " call picker")
            _fits("%s: %s" % (_longest(L.SEATS), call), where + " call shown")
        _fits("%s +%d" % (L.S[text_ids.HINT], 35), where + " hint")
        _fits(L.S[text_ids.LEAD_TILE] % "6|6", where + " lead")
        _fits("%s: %s +100" % (L.S[text_ids.CARTE], _longest(L.SHORT_TEAMS)), where + " carte fine")
        _fits("%s 7D %s" % (_longest(L.SEATS), L.S[text_ids.CARTE]), where + " carte said")
        seats = list(L.SEATS)
        for n in (2, 3):
            seats += _cut_seat_names(L, n)
        for seat in seats:
            _fits("%s %s" % (seat, L.S[text_ids.PASSES]), where + " pass shown")
            _fits("%s 6|6 +35" % seat, where + " play shown")


def test_recap_rows_fit_with_the_longest_values_in_every_language():
    from core.recap import DRAW, PENALTY
    from games.dominoes import PASS
    from games.seven_diamonds import CARTE, PASS as CARD_PASS, REFUSE
    from games.table import NONE
    from app.game import view_cutthroat, view_seven_diamonds, view_seven_rocks
    tile = 27 << 2  # [6|6]
    for i in range(len(T.CODES)):
        L = T.load(i)
        where = T.CODES[i]
        initials = [views.initial(s, 4, L) for s in range(4)]
        check.eq(len(set(initials)), 4, where + ": a different letter for each seat")
        for seat in range(4):
            # The hand-off's seat row: its name, then its team at the right, a cell apart.
            team = "%s %s" % (L.S[text_ids.TEAM], L.SHORT_TEAMS[seat & 1])
            _fits("%s %s" % (L.SEATS[seat], team), where + " hand-off seat row")
            for a, joined, points in ((tile, 27, 35), (tile, NONE, 20), (PASS, NONE, 0)):
                _fits(view_seven_rocks.recap_row(seat, a, joined, points, 4, L), where)
            # Every call and answer, the ace of spades with carte, a pass.
            for a in list(range(CARD_PASS + 1, REFUSE + 1)) + [CARTE + 31, CARD_PASS]:
                _fits(view_seven_diamonds.recap_row(seat, a, 0, 0, 4, L), where)
            if seat < 2:
                _fits(view_seven_diamonds.recap_row(seat, PENALTY, 0, 0, 4, L), where)
        for n in (2, 3, 4):
            for seat in range(n):
                for a, joined, num in ((tile, 27, 0), (PASS, NONE, 0), (DRAW, 0, _DRAWS)):
                    _fits(view_cutthroat.recap_row(seat, a, joined, num, n, L),
                          "%s %d players" % (where, n))


def test_every_character_of_every_language_can_be_drawn():
    from app.frame import font
    for i in range(len(T.CODES)):
        L = T.load(i)
        for s in _strings(L) + _strings(_pages(i)) + [T.NAMES[i]]:
            for ch in s:
                check.true(ord(ch) < 128 or font._CODES.find(ch) >= 0,
                           "%s: %r in %r has no glyph" % (T.CODES[i], ch, s[:40]))
            # A rules page is wrapped at spaces: a longer word would be cut in two.
            for word in s.split():
                check.true(len(word) <= draw.COLS, "%s: word %r" % (T.CODES[i], word))


def test_cutthroat_screens_fit_with_every_player_count_and_the_longest_values():
    from app.game import view_cutthroat as ct
    from app_helpers import LayoutDisplay
    from games.table import Table
    for i in range(len(T.CODES)):
        L = T.load(i)
        for n, boneyard in ((2, False), (2, True), (3, False), (4, False)):
            where = "%s %d players%s" % (T.CODES[i], n, " boneyard" if boneyard else "")
            # Everyone but one at the target: with a win each, the scores go back to 0.
            scores = [_CUT_TARGET] * (n - 1) + [0]
            for seat in range(n):
                d = LayoutDisplay()
                obs = _Stub(scores=scores, table=Table(False))
                state = _Stub(n_seats=n, result=_Stub(
                    seat=seat, action=(27 << 2), n_drawn=_DRAWS if boneyard else 0,
                    draw_seat=(seat + 1) % n, hand_ended=False))
                ct.draw_show(d, obs, state, L)
                check.eq(d.problems[:3], [], where + " after a move")
                _gapped(d, where + " after a move")
                if boneyard:
                    drew = [b for b in d.boxes if b[1] == ct.MSG_Y + 11]
                    check.eq(len(drew), 1, where + ": the draw line is shown")
                for reset in (False, True):
                    d = LayoutDisplay()
                    state = _Stub(n_seats=n, hand=_HAND, scores=scores, result=_Stub(
                        winner=seat, hand_points=2, pips=[_PIPS] * n, reset=reset,
                        reason="blocked" if reset else "out"))
                    ct.draw_hand_end(d, state, L)
                    check.eq(d.problems[:3], [], where + " hand end")
                    _gapped(d, where + " hand end")
                d = LayoutDisplay()
                ct.draw_game_end(d, _Stub(n_seats=n, winner=seat, scores=scores), L)
                check.eq(d.problems[:3], [], where + " game end")
            d = LayoutDisplay()
            ct.draw_hand_end(d, _Stub(n_seats=n, hand=_HAND, scores=scores, result=_Stub(
                winner=-1, hand_points=0, pips=[_PIPS] * n, reset=False, reason="blocked")), L)
            check.eq(d.problems[:3], [], where + " hand end, no winner")
            _gapped(d, where + " hand end, no winner")


def _whole(text, label, value, where):
    check.true(text.startswith(label) and text.endswith(value) and len(text) <= draw.COLS,
               "%s: row %r does not show %r and %r whole" % (where, text, label, value))


def test_menu_rows_show_labels_and_values_whole():
    a = ui.App(FakeBoard(fresh_dir("text")), seed=1)
    for lang in range(len(T.CODES)):
        a.lang = lang
        a.L = L = T.load(lang)
        where = T.CODES[lang]
        st = a.named("settings")
        for name in T.NAMES:
            a.lang = T.NAMES.index(name)
            _whole(st._text(text_ids.LANGUAGE), L.S[text_ids.LANGUAGE], name, where + " settings")
        a.lang = lang
        _whole(st._text(text_ids.CONTRAST), L.S[text_ids.CONTRAST], str(a.contrast), where)
        _whole(st._text(text_ids.LEDS), L.S[text_ids.LEDS], str(a.leds), where)
        s = a.kept(setup_menu.Setup)
        for g in range(len(s.games)):
            s.game = g
            spec = s.spec()
            _fits("<%s>" % spec.short_title, "game title")
            for p in range(len(spec.player_counts)):
                s.players = p
                s.defaults()
                for kind, i in s.setup_rows():
                    if kind == ROW_SEAT:
                        label = s._seat_label(spec, i)
                        for c in range(len(spec.levels) + 1):
                            s.seats[i] = c
                            value = L.S[text_ids.HUMAN] if c == 0 else L.LEVELS[spec.levels[c - 1]]
                            _whole(s._text((kind, i)), label, value, where + " seat")
                    elif kind == ROW_OPTION:
                        name, default, choices = spec.options[i]
                        for v in range(len(choices)):
                            s.opts[i] = v
                            text = s._text((kind, i))
                            _whole(text, L.OPTIONS[name], text.split()[-1], where + " option")
                    else:
                        _fits(s._text((kind, i)), where + " setup row")


def test_no_screen_of_any_game_or_language_overlaps_or_cuts_text():
    from app.frame.buttons import A, RIGHT, LEFT, UP, DOWN
    from app_helpers import LayoutDisplay
    keys = (A, RIGHT, A, LEFT, A, UP, A, DOWN)
    # Cutthroat in every player count, 2 players with the boneyard (the draw lines); the
    # 2-player game without it is the same screens, held to its longest values above.
    games = (("seven-rocks", 4, 150, None),
             ("cutthroat", 2, None, {"boneyard": True, "key_bonus": True}),
             ("cutthroat", 3, None, None), ("cutthroat", 4, None, None),
             ("seven-diamonds", 4, 200, None))
    for lang in range(len(T.CODES)):
        for game, players, target, options in games:
            board = FakeBoard(fresh_dir("layout"))
            board.display = LayoutDisplay()
            a = ui.App(board, seed=lang)
            a.lang = lang
            a.L = T.load(lang)
            a.start(game, lang, [("human", None)] * players, target=target, options=options,
                    players=players)
            n = 0
            while a.mode != ui.GAME_END and n < 6000:
                a.press(keys[n % len(keys)])
                a.tick()
                n += 1
            a.tick()
            check.eq(a.error, None, "exception inside the app")
            check.eq(board.display.problems[:3], [], "%s %s %d screens"
                     % (T.CODES[lang], game, players))


def test_recap_review_and_last_moves_screens_fit_in_every_language():
    # Key-press games with the recap on every hand-off and, with one person, Last moves opened
    # from the pause menu every turn; each hand's review scrolled through.
    from app_helpers import Game, LayoutDisplay
    human = ("human", None)
    games = (("seven-rocks", [human] + [("ai", "easy")] * 3, 60, None, 4),
             ("cutthroat", [human, human], 1, {"boneyard": True}, 2),
             ("cutthroat", [human, ("ai", "easy"), ("ai", "easy")], 1, None, 3),
             ("seven-diamonds", [human, ("ai", "easy"), human, ("ai", "easy")], 100, None, 4),
             ("seven-diamonds", [human] + [("ai", "easy")] * 3, 100, None, 4))
    seen = {}

    def look(g, drawn):
        mode = g.a.mode
        if drawn and mode in (ui.HANDOFF, ui.REVIEW, ui.LAST_MOVES):
            where = "%s %s mode %d" % (T.CODES[g.a.lang], g.a.session.game, mode)
            check.eq(g.board.display.problems[:3], [], where)
            _gapped(g.board.display, where)
            seen[mode] = seen.get(mode, 0) + 1

    for lang in range(len(T.CODES)):
        for game, seats, target, options, players in games:
            Game("recap_text", game, seats, target, options, players, look, LayoutDisplay(),
                 lang).run(60000)
    for mode in (ui.HANDOFF, ui.REVIEW, ui.LAST_MOVES):
        check.true(seen.get(mode, 0) > 20, "frames of mode %d checked" % mode)


def test_every_rules_page_of_every_language_fits_when_scrolled_through():
    # Both pages of every game (the rules, then reading the screen), walked from the menu with
    # Right and scrolled to the last line with Down.
    from app.frame.buttons import A, DOWN, RIGHT
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
        _fits(L.S[text_ids.LEAD_TILE] % "6|6", T.CODES[lang] + " lead")


def _all_text(L, i):
    return "\n".join(_strings(L) + _strings(_pages(i))).lower()


# Words each language must use (from its seeds, see docs/glossary.md) and words it must not:
# another game's, an English leftover, or a letter the screen uses for something else.
_WORDS = {
    "en": (("Play any tile", "Scores back to 0", "Expert hint", "no call", "Carte rule",
            "king, queen and jack 10 each"), ("K Q J 10",)),
    "fr": (("double pivot", "Rien à poser", "Objectif", "Au tour de", "manche", "équipe",
            "tirage neutre", "côtés en ligne", "branches", "extrémités", "K = roi",
            "Q = dame", "J = valet", "T = 10", "carreau", "♣ trèfle", "roi, dame et valet 10 "
            "chacun"), ("spinner", "Rien ne va", "R D V", "line-a", "branch-a")),
    "pt": (("rodada", "mão", "dupla de ramificação", "ramos", "nova mão", "dobro", "triplo",
            "Saída livre", "Jogo corrompido", "sorteio neutro", "bate", "K = rei", "Q = dama",
            "J = valete", "T = 10", "ouros", "rei, dama e valete 10 cada"),
           ("spinner", "redar", "R D V", "line-a", "branch-a")),
    "it": (("coppia", "la prima doppia", "estremità", "messa da parte", "Tocca a",
            "Apertura libera", "Si riparte da 0", "sorteggio neutrale", "ossario", "K = re",
            "Q = donna", "J = fante", "T = 10", "quadri", "re, donna e fante 10 ciascuno"),
           ("squadra", "messo da parte", "R D F", "line-a", "branch-a")),
}


def test_each_language_speaks_with_its_seeds_words():
    for i in range(len(T.CODES)):
        L = T.load(i)
        text = _all_text(L, i)
        must, never = _WORDS[T.CODES[i]]
        for w in must:
            check.true(w.lower() in text, "%s lacks %r" % (T.CODES[i], w))
        for w in never:
            check.true(w.lower() not in text, "%s still says %r" % (T.CODES[i], w))


def test_rules_pages_cover_the_points_the_rules_settle():
    for i in range(len(T.CODES)):
        L = T.load(i)
        games = ("seven-rocks", "cutthroat", "seven-diamonds")
        rules = {g: T.page(i, g, False) for g in games}
        screen = {g: T.page(i, g, True) for g in games}
        where = T.CODES[i]
        # Who opens Seven Rocks; Cutthroat's deal sizes, [0|0] out with three, [6|6] leading;
        # the values and limits of Seven of Diamonds.
        for game, marks in (("seven-rocks", ("250", " 5", "7 ", "35")),
                            ("cutthroat", ("[0|0]", "[6|6]", " 9", " 14", " 7 ", " 2 ", " 6 ")),
                            ("seven-diamonds", ("500", "100", "200", "20", "+200", " 2 ", " 3"))):
            for m in marks:
                check.true(m in rules[game], "%s %s rules: %r" % (where, game, m))
        # The screen pages name the attach points as the picker shows them, and the suits.
        for side in L.SIDES:
            check.true(side in screen["seven-rocks"], "%s screen page: %r" % (where, side))
        for side in L.SIDES[:4]:
            check.true(side in screen["cutthroat"], "%s Cutthroat page: %r" % (where, side))
        for suit in "♣♦♥♠":
            check.true(suit in screen["seven-diamonds"], "%s suits: %r" % (where, suit))
        check.true("7 8 9 T J Q K A" in screen["seven-diamonds"], where + ": rank letters")
        # Each screen page reads a recap row and says where Last moves is.
        for game, row in (("seven-rocks", "3|4>4|6 +10"), ("cutthroat", "3|4>4|6"),
                          ("seven-diamonds", "%s: NS +100" % L.S[text_ids.CARTE])):
            check.true(row in screen[game], "%s %s screen page: %r" % (where, game, row))
            check.true(L.S[text_ids.LAST_MOVES] in screen[game],
                       "%s %s: Last moves" % (where, game))


def test_records_screen_fits_in_every_language():
    from app.store import records
    from app.frame.buttons import DOWN
    from app_helpers import LayoutDisplay
    board = FakeBoard(fresh_dir("records_text"))
    board.display = LayoutDisplay()
    path = records.path_next_to(board.SETTINGS_PATH)
    every_kind = [("human", None), ("ai", "easy"), ("ai", "normal"), ("ai", "hard")]
    for _ in range(12):  # two-digit counts
        records.add(path, "seven-rocks", every_kind, [0, 2], 2)
        records.add(path, "seven-diamonds", every_kind, [1, 3], 2)
        records.add(path, "cutthroat", every_kind, [3], 4)
    for lang in range(len(T.CODES)):
        a = ui.App(board, seed=1)
        a.lang = lang
        a.L = T.load(lang)
        scr = a.push(screens.find("records")(a))
        scr.enter()
        for _ in range(len(scr.lines)):
            a.tick()
            a.press(DOWN)
        a.tick()
        check.eq(board.display.problems[:3], [], T.CODES[lang] + " records")
        check.true(len(scr.lines) > 10, "every game, kind and side listed")


def test_seven_of_diamonds_scores_line_fits_with_five_digit_scores():
    from app.game import view_seven_diamonds as sd
    for lang in range(len(T.CODES)):
        L = T.load(lang)
        for scores in ((0, 0), (480, 35), (10000, 9990), (10480, -100), (10090, 10100)):
            text = sd.scores_line(scores, L)
            _fits(text, "%s scores %r" % (T.CODES[lang], scores))
            check.true(str(scores[0]) in text and str(scores[1]) in text, "both scores whole")
