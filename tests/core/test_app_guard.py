# The app never stops: setup offers only what the rules accept, and a failing frame recovers.
import os
import check
from fake_board import FakeBoard, fresh_dir
from app.store import journal, readback, restore
from app.frame import ui
from app.game import views
from app.screens import setup as setup_menu
from app.lang import text as T
from app.frame.buttons import A, B, RIGHT
import text_ids
import consts

ROW_PLAYERS, ROW_TARGET, ROW_OPTION = consts.of("app.screens.setup", "ROW_PLAYERS", "ROW_TARGET",
                                                "ROW_OPTION")
CHECK_FAILED, FOREIGN, DIFFERS, DAMAGED = consts.of("app.store.restore", "CHECK_FAILED", "FOREIGN",
                                                    "DIFFERS", "DAMAGED")


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
            shown = [i for kind, i in s.setup_rows() if kind == ROW_OPTION]
            for i in range(len(spec.options)):
                name = spec.options[i][0]
                refused = name == "boneyard" and spec.player_counts[p] != 2
                check.eq(i in shown, not refused, "%s %d players: %s row offered"
                         % (game, spec.player_counts[p], name))
            for i in shown:
                # Every value Left/Right reaches is one the game accepts.
                for _ in range(len(spec.options[i][2])):
                    s.change((ROW_OPTION, i), 1)
                    check.true(s._allowed(i, s.opts[i]), "%s: refused value offered" % game)


def test_every_offered_cutthroat_setup_starts():
    for players in (2, 3, 4):
        board = FakeBoard(fresh_dir("guard_start"))
        a = ui.App(board, seed=5)
        _to_setup(a, "cutthroat")
        s = a.screen
        while s.spec().player_counts[s.players] != players:
            s.change((ROW_PLAYERS, 0), 1)
        # Turn every offered setting on (the other value of each), then Start.
        for n in range(len(s.rows)):
            if s.rows[n][0] == ROW_OPTION:
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
    return list(readback.saved_lines(path))


def _boom(*args):
    raise KeyError("injected failure")


def _recovers(board, a, what):
    before = _read(board.SAVE_PATH)
    a.tick()  # the failing frame: nothing gets out of tick()
    check.eq(a.mode, ui.MESSAGE, what + ": recovery message")
    check.eq(str(a.error), str(KeyError("injected failure")), what + ": error kept")
    check.eq([x for x in a.screen.lines if x], [a.L.S[text_ids.FAILED]], what + ": one line")
    a.tick()
    check.true(a.board.display.shown > 0 and any(a.board.display.buffer), what + ": drawn")
    check.eq(_read(board.SAVE_PATH), before, what + ": save kept as it was")
    a.press(A)
    a.tick()
    check.eq(a.mode, ui.MENU, what + ": back to the menu")
    check.eq(a.screen.rows[0], text_ids.CONTINUE, what + ": the saved game is offered")
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
    check.eq((a.mode, a.screen.rows[0]), (ui.MENU, text_ids.NEW_GAME), "menu without Continue")


def test_the_failure_line_fits_in_every_language():
    for i in range(len(T.CODES)):
        s = T.load(i).S[text_ids.FAILED]
        check.true(0 < len(s) <= 16, "%s: %r" % (T.CODES[i], s))


def test_a_failure_in_a_menu_keeps_the_saved_game_offered():
    board, a = _playing("guard_menu")
    a.press(B)  # pause
    a.tick()
    a.screen.cursor = len(a.screen.rows) - 1  # Save & quit
    a.press(A)
    a.tick()
    check.eq((a.mode, a.screen.rows[0]), (ui.MENU, text_ids.CONTINUE), "menu offers the game")
    saved = a.saved
    a.screen.cursor = 2  # Rules
    a.named("rules").enter = _boom
    a.press(A)
    a.tick()
    check.eq(a.mode, ui.MESSAGE, "message")
    check.true(a.saved is saved, "the resumed game is kept as it was")
    a.press(A)
    a.tick()
    check.eq(a.screen.rows[0], text_ids.CONTINUE, "still offered")


def test_setup_targets_stay_within_what_each_game_can_reach():
    a = ui.App(FakeBoard(fresh_dir("guard_target")), seed=2)
    s = a.kept(setup_menu.Setup)
    for game in s.games:
        s.game = s.games.index(game)
        s.defaults()
        for _ in range(40):
            s.change((ROW_TARGET, 0), 1)
        check.true(s.target <= s.spec().max_target, "%s: target %d" % (game, s.target))


def _sealed(lines):
    """A save's bytes: the lines, each sealed with the running check as the console writes."""
    out = []
    crc = 0
    for line in lines:
        sealed, crc = journal.sealed(line, crc)
        out.append(sealed + "\n")
    return "".join(out).encode()


def _a_save():
    """The plain lines of a Seven Rocks game a few moves on, as saved."""
    board, a = _playing("guard_save")
    return _read(board.SAVE_PATH)


def _finished():
    """The plain lines of a whole (short) game, its end included."""
    import match_log
    lines = []
    match_log.play("cutthroat", 3, [("ai", "easy"), ("ai", "easy")], target=1, players=2,
               emit=lines.append)
    return lines


def _damaged_saves():
    """(reason, English words of str(SaveError), save bytes or None for a folder) of saves that
    do not resume, one or more for each reason."""
    lines = _a_save()
    header = lines[0]
    deal = [i for i in range(len(lines)) if '"event": "deal"' in lines[i]][0]
    dealt = list(lines)
    dealt[deal] = dealt[deal].replace("1", "2", 1)
    first = bytearray(_sealed(lines))
    first[12] ^= 1  # the header's check fails, so no line passes
    return [
        (CHECK_FAILED, "passes its check", b"hello, not a game\n"),
        (CHECK_FAILED, "passes its check", bytes(first)),
        (FOREIGN, "unknown game", _sealed([header.replace("seven-rocks", "chess")])),
        (FOREIGN, "firmware writes", _sealed([header[:-1] + ', "x": 1}'] + lines[1:])),
        (FOREIGN, "", _sealed(["[1]"])),
        (DIFFERS, "differs from the game", _sealed(dealt)),
        (restore.GAME_OVER, "the game is over", _sealed(_finished())),
        (DAMAGED, "", None),
    ]


def test_a_damaged_save_says_why_in_the_players_language():
    # The reason was str(SaveError), English in every language, wrapped over three lines.
    for reason, words, data in _damaged_saves():
        for lang in range(len(T.CODES)):
            d = fresh_dir("guard_why")
            board = FakeBoard(d)
            with open(board.SETTINGS_PATH, "w") as f:
                f.write('{"lang": %d}' % lang)
            if data is None:
                os.mkdir(board.SAVE_PATH)  # a folder where the save should be
            else:
                with open(board.SAVE_PATH, "wb") as f:
                    f.write(data)
            a = ui.App(board, seed=1)
            a.tick()
            what = "%s, reason %d (%s)" % (T.CODES[lang], reason, words)
            check.eq(a.mode, ui.MESSAGE, what + ": the message")
            L = a.L
            check.eq(list(a.screen.lines), [L.S[text_ids.SAVE_BAD], L.S[text_ids.SET_ASIDE], "",
                                            L.S[text_ids.SAVE_CHECK + reason]], what)
            e = a.save_error
            check.true(isinstance(e, restore.SaveError) and e.reason == reason, what + ": %r" % e)
            check.true(words in str(e), what + ": the English detail kept: %r" % str(e))
            check.true("save.jsonl" not in os.listdir(d), what + ": set aside")
            check.eq(a.error, None, what + ": no internal error")
            a.press(A)
            a.tick()
            check.eq((a.mode, a.screen.rows[0]), (ui.MENU, text_ids.NEW_GAME), what + ": the menu")


def test_each_reason_a_save_is_refused_has_its_words_in_every_language():
    reasons = (CHECK_FAILED, FOREIGN, DIFFERS, restore.GAME_OVER,
               DAMAGED)
    check.eq(list(reasons), list(range(len(reasons))), "reasons count from 0")
    for i in range(len(T.CODES)):
        L = T.load(i)
        said = [L.S[text_ids.SAVE_CHECK + r] for r in reasons]
        check.eq(len(set(said)), len(said), T.CODES[i] + ": each reason its own words")
        check.eq(text_ids.SAVE_UNREADABLE, text_ids.SAVE_CHECK + DAMAGED,
                 "the last reason's words")
        for s in said:
            check.true(0 < len(s) <= 16, "%s: %r" % (T.CODES[i], s))


def test_a_damaged_save_is_set_aside_past_what_stands_at_its_bad_name():
    # A folder with a file in it at save.jsonl.bad kept the damaged save in place: the
    # "save damaged" message came back at every boot.
    for taken in ((), ("file",), ("full folder",), ("full folder",) * 2,
                  ("full folder",) * 3):
        d = fresh_dir("guard_bad")
        board = FakeBoard(d)
        for i in range(len(taken)):
            p = board.SAVE_PATH + (".bad", ".bad1", ".bad2")[i]
            if taken[i] == "file":
                with open(p, "w") as f:
                    f.write("old")
            else:
                os.mkdir(p)
                with open(p + "/kept", "w") as f:
                    f.write("old")
        with open(board.SAVE_PATH, "wb") as f:
            f.write(b"hello, not a game\n")
        a = ui.App(board, seed=1)
        check.eq(a.mode, ui.MESSAGE, "%r: said once" % (taken,))
        check.true("save.jsonl" not in os.listdir(d), "%r: out of the way" % (taken,))
        b = ui.App(board, seed=1)
        check.eq((b.mode, b.save_error), (ui.MENU, None), "%r: the next boot is clean" % (taken,))
