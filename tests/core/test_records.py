# Records: counting finished games by kind of seat and by side, and a damaged file set aside.
import json
import os
import check
import damaged
from fake_board import fresh_dir
from app.store import records
import text_ids

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
    from app.screens.records import Records
    a.push(Records(a)).enter()
    a.tick()
    return a.screen


def test_a_finished_game_is_counted_and_shown_and_reset_asks_twice():
    from fake_board import FakeBoard
    from app.frame import ui
    from app.frame.buttons import A, B, UP
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
    check.true(text_ids.RECORDS in a.screen.rows, "Records on the menu")
    scr = _records_rows(a)
    check.true(any("1/1" in line for line in scr.lines), "a win shown: %r" % scr.lines)
    a.press(UP)  # the cursor wraps to the reset row
    a.tick()
    a.press(A)
    a.tick()
    check.eq(scr.lines[-1], a.L.S[text_ids.SURE_RESET], "asks first")
    check.eq(records.load(path)["seven-rocks"]["games"], 1, "not reset yet")
    a.press(A)
    a.tick()
    check.eq(records.load(path), {}, "reset")
    check.eq(scr.lines[0], a.L.S[text_ids.NO_RECORDS], "nothing left to show")
    a.press(B)
    a.tick()
    check.eq(a.mode, ui.MENU, "back to the menu")


def test_the_sides_of_each_game_are_those_its_games_are_counted_with():
    # app/game/play.py _count: two teams, or one side per seat with as many seats as players.
    from games import registry
    check.eq(sorted(records.SIDES), sorted(registry.NAMES), "every game, no other")
    for name in registry.NAMES:
        spec = registry.get(name)
        check.eq(records.SIDES[name], (2,) if spec.winner_is_team else spec.player_counts, name)


def _every_game(path):
    """Records of every game as add() writes them (Cutthroat grown from 2 to 4 sides)."""
    records.add(path, "seven-rocks", SR, [1, 3], 2)
    records.add(path, "seven-diamonds", SR, [0, 2], 2)
    records.add(path, "cutthroat", SR[:2], [1], 2)
    return records.add(path, "cutthroat", SR, [3], 4)


_MARK = 777777  # a count no game reaches, replaced by a damaged value in the file's text


def _crafted(good):
    """(what, file text) of records that are JSON but not what add() writes: the wrong number
    of sides, an unknown game or kind, a count of the wrong type or out of range, keys missing
    or added. Made from the records `good`, one change each."""
    out = []
    for game in good:
        n = good[game]["games"]
        changes = [("%d sides" % k, "sides", [[n, 0]] * k) for k in range(6)
                   if k not in records.SIDES[game]]
        changes += [("not an object", None, [1]),
                    ("a key missing", "kinds", None),
                    ("a key more", "x", 0),
                    ("a kind missing", "kinds", {k: [0, 0] for k in records.KINDS[:3]}),
                    ("a kind more", "kinds", dict([(k, [0, 0]) for k in records.KINDS]
                                                  + [("expert", [0, 0])])),
                    ("a triple", "sides", [[n, 0, 0]] + good[game]["sides"][1:]),
                    ("a single", "sides", [[n]] + good[game]["sides"][1:]),
                    ("not a pair", "sides", [{"0": n}] + good[game]["sides"][1:]),
                    ("won more than played", "sides", [[0, 1]] + good[game]["sides"][1:]),
                    ("played more than games", "sides", [[n + 1, 0]] + good[game]["sides"][1:]),
                    ("more games than counted", "games", records.MAX_GAMES + 1)]
        for what, key, value in changes:
            d = json.loads(json.dumps(good))
            if key is None:
                d[game] = value
            elif value is None:
                del d[game][key]
            else:
                d[game][key] = value
            out.append(("%s: %s" % (game, what), json.dumps(d)))
        # Each count in turn of another type or out of range, in the file's text.
        marks = [("games", None, None)]
        for k in records.KINDS:
            marks += [("kinds", k, 0), ("kinds", k, 1)]
        for i in range(len(good[game]["sides"])):
            marks += [("sides", i, 0), ("sides", i, 1)]
        for key, sub, j in marks:
            d = json.loads(json.dumps(good))
            if sub is None:
                d[game][key] = _MARK
            else:
                d[game][key][sub][j] = _MARK
            text = json.dumps(d)
            for value in damaged.NOT_WHOLE + damaged.OUT_OF_RANGE:
                out.append(("%s %s %r %r: %s" % (game, key, sub, j, value),
                            text.replace(str(_MARK), value)))
    d = json.loads(json.dumps(good))
    d["chess"] = d["seven-rocks"]
    out.append(("an unknown game", json.dumps(d)))
    return out


def _screen_shows_no_records(d, what):
    from fake_board import FakeBoard
    from app.frame import ui
    a = ui.App(FakeBoard(d), seed=1)
    scr = _records_rows(a)
    check.eq((a.error, a.mode), (None, ui.RECORDS), what + ": the Records screen")
    check.eq(scr.lines[0], a.L.S[text_ids.NO_RECORDS], what + ": nothing to show")


def test_records_of_any_other_shape_are_set_aside_and_the_screen_shows_none():
    # Three sides for a team game gave "Internal error" at every visit to Records.
    d = fresh_dir("records_shape")
    path = d + "/records.json"
    good = _every_game(path)
    cases = [(w, t.encode()) for w, t in _crafted(good)] + damaged.shapes(
        json.dumps(good).encode())
    check.true(len(cases) > 500, "%d cases" % len(cases))
    for what, data in cases:
        with open(path, "wb") as f:
            f.write(data)
        _screen_shows_no_records(d, what)
        check.true("records.json" not in os.listdir(d), what + ": set aside")
        with open(path, "wb") as f:
            f.write(data)
        check.eq(records.load(path), {}, what + ": no records")


def test_a_mutated_records_file_is_read_whole_or_not_at_all():
    from fake_board import FakeBoard
    from app.frame import ui
    d = fresh_dir("records_mutated")
    path = d + "/records.json"
    good = json.dumps(_every_game(path)).encode()
    refused = 0
    for data in damaged.mutations(good, 4, 150):
        with open(path, "wb") as f:
            f.write(data)
        a = ui.App(FakeBoard(d), seed=1)
        _records_rows(a)
        check.eq((a.error, a.mode), (None, ui.RECORDS), repr(data))
        if "records.json" in os.listdir(d):
            check.eq(records.load(path), json.loads(data), repr(data) + ": read as written")
        else:
            refused += 1
    check.true(20 < refused < 150, "%d of 150 refused: both kinds tried" % refused)


def test_counting_stops_at_the_most_games_a_file_may_hold():
    path = fresh_dir("records_full") + "/records.json"
    records.add(path, "seven-rocks", SR, [1, 3], 2)
    with open(path) as f:
        text = f.read()
    with open(path, "w") as f:
        f.write(text.replace('"games": 1', '"games": %d' % records.MAX_GAMES))
    d = records.add(path, "seven-rocks", SR, [1, 3], 2)
    check.eq(d["seven-rocks"]["games"], records.MAX_GAMES, "not counted past the most")
    check.eq(records.load(path), d, "the file still reads")
