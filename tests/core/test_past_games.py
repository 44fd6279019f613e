# Past games: each finished game's log kept in one file, the last 20, listed and reviewed.
import check
from app_helpers import keys, LayoutDisplay, Recording, game_ticks
from fake_board import FakeBoard, fresh_dir
import play_out
from games import registry
import match
from app.frame import draw, ui
from app.game import views
from app.frame.buttons import A, B, DOWN, UP
from app.lang import text as T
from app.store import journal, past, readback, restore
from app.store.session import Session
import text_ids
import consts

READ_BLOCK = consts.of("app.store.readback", "READ_BLOCK")

EASY = ("ai", "easy")


def _finish(d, game, seed, players, target, opts=()):
    """Play one AI game to its end as the console saves it, in folder d; returns its log."""
    lines = []
    play_out.finish(game, seed, players, target, opts, [EASY] * players, d + "/save.jsonl",
                    lines.append)
    return lines


def _text(path):
    with open(path) as f:
        return f.read()


def test_25_finished_games_leave_the_last_20_logs_each_whole_and_replaying():
    d = fresh_dir("past_25")
    logs = [_finish(d, "cutthroat", seed, 2, 1, [("boneyard", seed % 2 == 0),
                                                 ("key_bonus", False)])
            for seed in range(25)]
    folder = past.folder_next_to(d + "/save.jsonl")
    check.eq(past.numbers(folder), list(range(6, 26)), "the newest 20, numbered in order")
    for n in range(6, 26):
        path = past.log_path(folder, n)
        # Byte for byte the log the sink received: what `sim play` and `sim run --log` write.
        check.eq(_text(path), "\n".join(logs[n - 1]) + "\n", "game %d's log" % n)
        spec, state = past.replay(path)
        check.true(state.is_terminal(), "game %d replays to its end" % n)
        game, players, winner, scores, hands = past.summary(path)
        check.eq((game, players, winner, scores, hands),
                 ("cutthroat", 2, state.winner, list(state.scores), state.hand), "summary %d" % n)
    check.eq(len([n for n in _listdir(folder) if not n.endswith(".jsonl")]), 0,
             "no temporary file left")


def _listdir(folder):
    import os
    return os.listdir(folder)


def test_the_summary_finds_the_last_hand_far_back_in_a_game_won_in_mid_hand():
    # Seven Rocks ends at the move that reaches the target: no hand_end line, the last "hand"
    # is that hand's deal, many 512-byte blocks before the end.
    d = fresh_dir("past_sr")
    for seed in range(4):
        _finish(d, "seven-rocks", seed, 4, 100)
    folder = past.folder_next_to(d + "/save.jsonl")
    for n in past.numbers(folder):
        path = past.log_path(folder, n)
        spec, state = past.replay(path)
        check.eq(past.summary(path)[4], state.hand, "game %d: hands" % n)


def test_a_game_whose_save_failed_or_whose_log_breaks_off_keeps_no_file():
    d = fresh_dir("past_fail")
    folder = past.folder_next_to(d + "/save.jsonl")
    _finish(d, "cutthroat", 1, 2, 1)
    check.eq(past.numbers(folder), [1], "one kept")

    def broken():
        yield '{"event": "game"}'
        raise ValueError("the save gives back 1 of its 9 lines")

    check.raises(ValueError, past.keep, folder, broken())
    check.eq(sorted(_listdir(folder)), ["0001.jsonl"], "nothing half written, no temporary file")
    s = Session("cutthroat", 2, 2, 1, match.full_options(registry.get("cutthroat"), {}),
                [EASY] * 2, d + "/save.jsonl")
    s.start_save()
    s.save_failed = True  # as after a full flash: the save stopped short
    s.record(s.deal())
    s.finish([])
    check.eq(past.numbers(folder), [1], "a game without its whole save keeps no log")


def _app(d, lang=0, display=None):
    board = FakeBoard(d)
    board.display = display or Recording()
    a = ui.App(board, seed=1)
    a.lang = lang
    a.L = T.load(lang)
    a.home()
    a.tick()
    return a


def _open_past(a):
    while a.screen.rows[a.screen.cursor] != text_ids.PAST_GAMES:
        keys(a, DOWN)
    keys(a, A)
    check.eq(a.mode, ui.PAST, "Past games")


def test_the_list_shows_game_winner_scores_and_hands_newest_first_in_every_language():
    d = fresh_dir("past_list")
    games = (("seven-rocks", 4, 100), ("cutthroat", 4, 2), ("cutthroat", 3, 1),
             ("cutthroat", 2, 1), ("seven-diamonds", 4, 100))
    for i in range(len(games)):
        game, players, target = games[i]
        _finish(d, game, i, players, target)
    folder = past.folder_next_to(d + "/save.jsonl")
    for lang in range(len(T.CODES)):
        a = _app(d, lang, LayoutDisplay())
        L = a.L
        _open_past(a)
        screen = a.screen
        check.eq([n for n, _ in screen.games], [5, 4, 3, 2, 1], "newest first")
        for _ in range(len(games) + 1):
            where = "%s, cursor on %d" % (T.CODES[lang], screen.cursor)
            check.eq(a.board.display.problems[:3], [], where)
            keys(a, DOWN)
        for n, got in screen.games:
            game, players, winner, scores, hands = got
            spec, state = past.replay(past.log_path(folder, n))
            first, points, took = screen.rows(got, L)
            check.true(first.startswith(L.GAME_TITLES[game]), "%r names the game" % first)
            view = views.load(game)
            who = ([L.SHORT_TEAMS[winner]] if view.TEAMS
                   else [view.seat_name(winner, players, L), views.initial(winner, players, L)])
            check.true([w for w in who if first.endswith(" " + w)],
                       "%r names the winner %r" % (first, who))
            check.eq([int(w.split(":")[-1].lstrip("NESWOLP")) for w in points.split()
                      if w[-1].isdigit()], list(state.scores), "%r: the scores" % points)
            want = L.S[text_ids.ONE_HAND] if hands == 1 else L.S[text_ids.PAST_HANDS] % hands
            check.eq(took, want, "hands")
            check.eq(hands, state.hand, "hands")
            for row in (first, points, took):
                check.true(len(row) <= draw.COLS, "%r fits" % row)


def test_the_longest_summaries_fit_in_every_language():
    from app.screens.past import PastGames
    a = ui.App(FakeBoard(fresh_dir("past_long")), seed=1)
    screen = PastGames(a)
    longest = (("seven-rocks", 4, 1, [-999, 285], 999), ("seven-diamonds", 4, 0, [1500, 420], 99),
               ("cutthroat", 4, 3, [9, 9, 0, 10], 999), ("cutthroat", 3, 2, [9, 0, 10], 1),
               ("cutthroat", 2, 1, [0, 10], 2))
    for lang in range(len(T.CODES)):
        L = T.load(lang)
        for got in longest:
            for row in screen.rows(got, L):
                check.true(len(row) <= draw.COLS, "%s: %r" % (T.CODES[lang], row))


def test_a_past_hand_review_shows_what_the_review_showed_when_the_hand_was_played():
    d = fresh_dir("past_review")
    board = FakeBoard(d)
    board.display = Recording()
    a = ui.App(board, seed=1)
    a.start("seven-diamonds", 5, [EASY] * 4, target=400)
    reviews = {}
    n = 0
    while a.mode != ui.GAME_END and n < 20000:
        keys(a, A)
        n += 1
        if a.mode == ui.REVIEW and a.session.state.hand not in reviews:
            reviews[a.session.state.hand] = list(board.display.texts)
    check.eq(a.error, None, "no failure")
    check.true(len(reviews) >= 2, "hands reviewed in play: %d" % len(reviews))
    keys(a, A)
    _open_past(a)
    keys(a, A)
    check.eq(a.mode, ui.PAST_GAME, "the game's hands")
    check.eq(a.screen.rows, list(range(1, a.screen.rows[-1] + 1)), "a row a hand")
    for hand in sorted(reviews):
        while a.screen.rows[a.screen.cursor] != hand:
            keys(a, DOWN)
        keys(a, A)
        check.eq(a.mode, ui.REVIEW, "hand %d's review" % hand)
        check.eq(board.display.texts, reviews[hand], "hand %d as in play" % hand)
        keys(a, DOWN, UP, B)
        check.eq(a.mode, ui.PAST_GAME, "back to the hands")
    keys(a, B)
    check.eq(a.mode, ui.PAST, "back to the list")
    keys(a, B)
    check.eq(a.mode, ui.MENU, "back to the menu")


def test_a_damaged_log_is_listed_as_unreadable_and_a_broken_hand_says_where_it_stops():
    d = fresh_dir("past_bad")
    _finish(d, "cutthroat", 1, 2, 2)
    folder = past.folder_next_to(d + "/save.jsonl")
    with open(past.log_path(folder, 2), "w") as f:
        f.write("not a log\n")
    a = _app(d)
    _open_past(a)
    check.eq(a.screen.games[0], (2, None), "the newest cannot be read")
    check.eq(a.screen.rows(None, a.L), ("Unreadable", "", ""), "and says so")
    # The older one: its second hand's first move made illegal, after the first hand.
    path = past.log_path(folder, 1)
    lines = _text(path).split("\n")
    deals = [i for i in range(len(lines)) if lines[i].startswith('{"event": "deal"')]
    check.true(len(deals) >= 2, "two hands")
    bad = deals[1] + 1
    lines[bad] = lines[bad].replace('"tile": [', '"tile": [9, ')
    with open(path, "w") as f:
        f.write("\n".join(lines))
    keys(a, DOWN, A)
    check.eq(a.mode, ui.PAST_GAME, "its hands")
    keys(a, A)
    check.eq(a.mode, ui.REVIEW, "the first hand still replays")
    keys(a, B, DOWN, A)
    check.eq(a.mode, ui.MESSAGE, "the second does not")
    check.true("line %d" % (bad + 1) in [t[0] for t in a.board.display.texts],
               "the message names the line: %r" % a.board.display.texts)
    check.eq(a.error, None, "no failure")


def test_a_line_longer_than_any_the_console_writes_stops_the_replay_there():
    d = fresh_dir("past_long_line")
    _finish(d, "cutthroat", 1, 2, 1)
    path = past.log_path(past.folder_next_to(d + "/save.jsonl"), 1)
    lines = _text(path).split("\n")
    lines[2] = lines[2][:-1] + ', "pad": "%s"}' % ("x" * past.LINE_MAX)
    with open(path, "w") as f:
        f.write("\n".join(lines))
    e = check.raises(past.PastError, past.replay, path)
    check.eq(e.line, 3, "the long line: %s" % e)
    check.true("longer than %d bytes" % past.LINE_MAX in str(e), str(e))


def test_an_app_game_to_its_end_is_kept_and_the_save_is_gone():
    import os
    d = fresh_dir("past_app")
    a = ui.App(FakeBoard(d), seed=1)
    a.start("cutthroat", 3, [EASY, EASY], players=2, target=1)
    game_ticks(a, (A,), 5000)
    folder = past.folder_next_to(a.path)
    check.eq(past.numbers(folder), [1], "kept")
    check.raises(OSError, os.stat, a.path)



def _to_last_move(s, stop=None):
    """Play session s on to its last move (or to `stop` lines saved); returns that move's lines."""
    while True:
        got = s.deal() if s.state.current_player() < 0 else s.ai_act()
        if s.state.is_terminal():
            got.append(s.spec.end_line(s.state))
            return got
        s.record(got)
        if s._lines == stop:
            return None


class _CountedFile:
    """A file whose reads are counted in a list (one entry a call)."""

    def __init__(self, f, reads):
        self.f = f
        self.reads = reads

    def read(self, *args):
        self.reads.append(args)
        return self.f.read(*args)

    def readline(self, *args):
        self.reads.append(args)
        return self.f.readline(*args)

    def close(self):
        self.f.close()


def test_a_game_end_reads_back_only_the_files_that_hold_its_lines_in_blocks():
    # At a game's end the whole save is read back into the past game. Listing the journal
    # folders opened every journal there for its first line number, a round's worth of them
    # stale or emptied: some milliseconds of littlefs each on the chip, in the game's longest
    # tick (docs/bench.md). The session knows which files hold its lines: those alone, also
    # after its oldest chunks were folded into the main file and after a resume; and it reads
    # them a block at a time, not a line (a byte, on MicroPython) at a time.
    import os
    for case in ("chunks", "folded", "resumed"):
        d = fresh_dir("past_opens_" + case)
        path = d + "/save.jsonl"
        lines = []
        s = Session("seven-rocks", 2, 4, 100,
                    match.full_options(registry.get("seven-rocks"), {}), [EASY] * 4, path,
                    lines.append)
        s.start_save()
        if case == "folded":
            s.max_chunks = 1
        if case == "resumed":
            _to_last_move(s, 150)
            lines = []
            s = restore.resume(path, lines.append)
        got = _to_last_move(s)
        check.true(s._steps > 0 and (case == "resumed" or len(s._chunks) >= 1), case)
        folder = journal.journal_dir(path)
        want = ([path] + ["%s/%d" % (folder, n) for n in s._chunks]
                + [journal.journal_path(path, i) for i in range(s._steps)])
        opened = []
        reads = []

        def counted(p, *args, opened=opened, reads=reads):
            opened.append(p)
            return _CountedFile(open(p, *args), reads)
        size = sum(os.stat(p)[6] for p in want)
        readback.open = counted
        try:
            s.finish(got)
        finally:
            del readback.open
        check.eq(opened, want, "%s: the main file, the chunks, the round's journals, once each"
                 % case)
        # In blocks: MicroPython's readline reads a byte at a time, a call into littlefs each.
        check.true(len(reads) <= size // READ_BLOCK + 3 * len(want),
                   "%s: %d reads of %d bytes in %d files" % (case, len(reads), size, len(want)))
        logs = past.folder_next_to(path)
        check.eq(_text(past.log_path(logs, past.numbers(logs)[-1])), "\n".join(lines) + "\n",
                 "%s: the past game is the whole log" % case)
