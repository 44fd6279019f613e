# The app never stops: setup offers only what the rules accept, and a failing frame recovers.
import os
import check
from fake_board import FakeBoard, fresh_dir
from app import session
from app import ui, views
from app import menus, setup_menu
from app import text as T
from app.buttons import A, B, RIGHT


def _to_setup(a, game):
    a.tick()
    a.press(A)  # New game
    a.tick()
    while views.games()[a.screen.game] != game:
        a.press(RIGHT)
        a.tick()


def test_setup_offers_only_settings_the_rules_accept():
    a = ui.App(FakeBoard(fresh_dir("guard_setup")), seed=2)
    s = a.kept(setup_menu.Setup)
    for game in s.games:
        s.game = s.games.index(game)
        spec = s.spec()
        for p in range(len(spec.player_counts)):
            s.players = p
            s.defaults()
            shown = [i for kind, i in s.setup_rows() if kind == setup_menu.ROW_OPTION]
            for i in range(len(spec.options)):
                name = spec.options[i][0]
                refused = name == "boneyard" and spec.player_counts[p] != 2
                check.eq(i in shown, not refused, "%s %d players: %s row offered"
                         % (game, spec.player_counts[p], name))
            for i in shown:
                # Every value Left/Right reaches is one the game accepts.
                for _ in range(len(spec.options[i][2])):
                    s.change((setup_menu.ROW_OPTION, i), 1)
                    check.true(s._allowed(i, s.opts[i]), "%s: refused value offered" % game)


def test_every_offered_cutthroat_setup_starts():
    for players in (2, 3, 4):
        board = FakeBoard(fresh_dir("guard_start"))
        a = ui.App(board, seed=5)
        _to_setup(a, "cutthroat")
        s = a.screen
        while s.spec().player_counts[s.players] != players:
            s.change((setup_menu.ROW_PLAYERS, 0), 1)
        # Turn every offered setting on (the other value of each), then Start.
        for n in range(len(s.rows)):
            if s.rows[n][0] == setup_menu.ROW_OPTION:
                s.cursor = n
                a.press(RIGHT)
                a.tick()
        s.cursor = len(s.rows) - 1
        a.press(A)
        a.tick()
        check.eq(a.error, None, "%d players: start failed" % players)
        check.true(a.session is not None and a.session.players == players,
                   "%d players: game started" % players)
        check.eq(dict(a.session.opts)["boneyard"], players == 2, "boneyard setting")


def _playing(name):
    """An app in a Seven Rocks game a few moves on, its save on the fake flash."""
    board = FakeBoard(fresh_dir(name))
    a = ui.App(board, seed=3)
    a.start("seven-rocks", 3, [("human", None), ("ai", "easy"), ("ai", "easy"), ("ai", "easy")])
    n = 0
    while a.mode != ui.TURN and n < 500:
        a.tick()
        n += 1
    check.eq(a.mode, ui.TURN, "a human turn is reached")
    return board, a


def _read(path):
    """The saved game's lines (resume may rewrite the files, never the game they hold)."""
    return list(session.saved_lines(path))


def _boom(*args):
    raise KeyError("injected failure")


def _recovers(board, a, what):
    before = _read(board.SAVE_PATH)
    a.tick()  # the failing frame: nothing gets out of tick()
    check.eq(a.mode, ui.MESSAGE, what + ": recovery message")
    check.eq(str(a.error), str(KeyError("injected failure")), what + ": error kept")
    check.eq([x for x in a.screen.lines if x], [a.L.S[T.FAILED]], what + ": one line")
    a.tick()
    check.true(a.board.display.shown > 0 and any(a.board.display.buffer), what + ": drawn")
    check.eq(_read(board.SAVE_PATH), before, what + ": save kept as it was")
    a.press(A)
    a.tick()
    check.eq(a.mode, ui.MENU, what + ": back to the menu")
    check.eq(a.screen.rows[0], T.CONTINUE, what + ": the saved game is offered")
    a.press(A)
    a.tick()
    check.true(a.session is not None and a.mode in (ui.TURN, ui.HANDOFF), what + ": resumed")


def test_a_failing_screen_shows_one_line_keeps_the_save_and_returns_to_the_menu():
    board, a = _playing("guard_draw")
    a.play.picker.draw = _boom
    a.dirty = True
    _recovers(board, a, "draw")


def test_a_failing_step_shows_one_line_keeps_the_save_and_returns_to_the_menu():
    board, a = _playing("guard_step")
    a.session.act = _boom
    a.press(A)
    _recovers(board, a, "step")


def test_a_failure_with_no_save_left_still_reaches_the_menu():
    board, a = _playing("guard_nosave")
    os.remove(board.SAVE_PATH)
    a.session.act = _boom
    a.press(A)
    a.tick()
    check.eq(a.mode, ui.MESSAGE, "message")
    a.press(B)
    a.tick()
    check.eq((a.mode, a.screen.rows[0]), (ui.MENU, T.NEW_GAME), "menu without Continue")


def test_the_failure_line_fits_in_every_language():
    for i in range(len(T.CODES)):
        s = T.load(i).S[T.FAILED]
        check.true(0 < len(s) <= 16, "%s: %r" % (T.CODES[i], s))


def test_a_failure_in_a_menu_keeps_the_saved_game_offered():
    board, a = _playing("guard_menu")
    a.press(B)  # pause
    a.tick()
    a.screen.cursor = len(a.screen.rows) - 1  # Save & quit
    a.press(A)
    a.tick()
    check.eq((a.mode, a.screen.rows[0]), (ui.MENU, T.CONTINUE), "menu offers the game")
    saved = a.saved
    a.screen.cursor = 2  # Rules
    a.kept(menus.Rules).enter = _boom
    a.press(A)
    a.tick()
    check.eq(a.mode, ui.MESSAGE, "message")
    check.true(a.saved is saved, "the resumed game is kept as it was")
    a.press(A)
    a.tick()
    check.eq(a.screen.rows[0], T.CONTINUE, "still offered")


def test_setup_targets_stay_within_what_each_game_can_reach():
    a = ui.App(FakeBoard(fresh_dir("guard_target")), seed=2)
    s = a.kept(setup_menu.Setup)
    for game in s.games:
        s.game = s.games.index(game)
        s.defaults()
        for _ in range(40):
            s.change((setup_menu.ROW_TARGET, 0), 1)
        check.true(s.target <= s.spec().max_target, "%s: target %d" % (game, s.target))
