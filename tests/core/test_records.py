# Records: counting finished games by kind of seat and by side, and a damaged file set aside.
import os
import check
from fake_board import fresh_dir
from app import records

SR = [("human", None), ("ai", "hard"), ("human", None), ("ai", "normal")]


def test_games_are_counted_by_kind_and_side():
    path = fresh_dir("records") + "/records.json"
    records.add(path, "seven-rocks", SR, [1, 3], 2)
    d = records.add(path, "seven-rocks", SR, [0, 2], 2)
    g = d["seven-rocks"]
    check.eq(g["games"], 2)
    check.eq(g["kinds"]["human"], [2, 1], "humans played both, won one")
    check.eq(g["kinds"]["hard"], [2, 1])
    check.eq(g["kinds"]["normal"], [2, 1])
    check.eq(g["kinds"]["easy"], [0, 0])
    check.eq(g["sides"], [[2, 1], [2, 1]], "North-South and East-West")
    check.eq(records.load(path), d, "saved and read back")


def test_cutthroat_sides_are_seats_and_grow_with_the_player_count():
    path = fresh_dir("records_ct") + "/records.json"
    records.add(path, "cutthroat", [("human", None), ("ai", "easy")], [1], 2)
    d = records.add(path, "cutthroat", [("human", None)] + [("ai", "hard")] * 3, [3], 4)
    g = d["cutthroat"]
    check.eq(g["games"], 2)
    check.eq(g["sides"], [[2, 0], [2, 1], [1, 0], [1, 1]], "seat 4 won the 4-player game")
    check.eq(g["kinds"]["human"], [2, 0])


def test_a_damaged_file_is_set_aside_and_counting_starts_again():
    d = fresh_dir("records_bad")
    path = d + "/records.json"
    for junk in (b"{not json", b"[1, 2]", b'{"seven-rocks": {"games": -1}}',
                 b'{"x": {"games": 1, "kinds": {}, "sides": []}}', b"[" * 2000, b"\xff\xfe"):
        with open(path, "wb") as f:
            f.write(junk)
        check.eq(records.load(path), {}, repr(junk[:20]))
        check.true("records.json.bad" in os.listdir(d), "set aside")
        got = records.add(path, "seven-rocks", SR, [0, 2], 2)
        check.eq(got["seven-rocks"]["games"], 1, "counting starts again")
        os.remove(path)


def test_reset_forgets_everything():
    path = fresh_dir("records_reset") + "/records.json"
    records.add(path, "seven-diamonds", SR, [1, 3], 2)
    records.reset(path)
    check.eq(records.load(path), {})
    records.reset(path)  # nothing to forget: no error


def test_the_file_sits_next_to_the_settings():
    check.eq(records.path_next_to("/settings.json"), "/records.json")
    check.eq(records.path_next_to("/a/b/settings.json"), "/a/b/records.json")
    check.eq(records.path_next_to("settings.json"), "records.json")


def _records_rows(a):
    from app.menus import Records
    a.push(Records(a)).enter()
    a.tick()
    return a.screen


def test_a_finished_game_is_counted_and_shown_and_reset_asks_twice():
    from fake_board import FakeBoard
    from app import ui
    from app import text as T
    from app.buttons import A, B, UP
    d = fresh_dir("records_app")
    board = FakeBoard(d)
    a = ui.App(board, seed=3)
    seats = [("ai", "easy"), ("ai", "normal"), ("ai", "easy"), ("ai", "normal")]
    a.start("seven-rocks", 3, seats, target=40)
    n = 0
    while a.mode != ui.GAME_END and n < 20000:
        a.press(A)
        a.tick()
        n += 1
    check.eq(a.mode, ui.GAME_END, "game over")
    path = records.path_next_to(board.SETTINGS_PATH)
    g = records.load(path)["seven-rocks"]
    check.eq(g["games"], 1, "counted once")
    winner = a.session.state.winner
    check.eq(g["sides"][winner], [1, 1], "the winning team")
    a.home()
    a.tick()
    check.true(T.RECORDS in a.screen.rows, "Records on the menu")
    scr = _records_rows(a)
    check.true(any("1/1" in line for line in scr.lines), "a win shown: %r" % scr.lines)
    a.press(UP)  # the cursor wraps to the reset row
    a.tick()
    a.press(A)
    a.tick()
    check.eq(scr.lines[-1], a.L.S[T.SURE_RESET], "asks first")
    check.eq(records.load(path)["seven-rocks"]["games"], 1, "not reset yet")
    a.press(A)
    a.tick()
    check.eq(records.load(path), {}, "reset")
    check.eq(scr.lines[0], a.L.S[T.NO_RECORDS], "nothing left to show")
    a.press(B)
    a.tick()
    check.eq(a.mode, ui.MENU, "back to the menu")
