# A hard AI's decision on both runtimes: announced first, then thought a slice a tick, B pausing.
import check
from fake_board import FakeBoard, fresh_dir
from app_helpers import choose, started, think_out
import match_log
from app.frame import draw, font, ui
from app.frame.buttons import A, B
import text_ids
import consts

DRAW_MOVES, TICK_MOVES = consts.of("app.game.think", "DRAW_MOVES", "TICK_MOVES")
VALUE_COST = consts.of("ai.seven_rocks_hard", "VALUE_COST")
VALUE_MOVES = consts.of("ai.seven_rocks", "VALUE_MOVES")
ROW_START = consts.of("app.screens.setup", "ROW_START")

HARD = [("ai", "hard")] * 4


def _notice(L):
    """The top text row (page 0 of the frame buffer) with the thinking notice drawn on it: its
    text a row down, under the band's lit first row."""
    d = FakeBoard(fresh_dir("notice")).display
    draw.inverse_row(d, L.S[text_ids.THINKING], 1)
    font.text(d, "|", draw.W - draw.CH, 1, 0)  # the thinking mark's first step
    return bytes(d.buffer[:128])


def _to_think(a, limit=400):
    """Tick app a until it announces a decision; returns the display's show() count before
    that tick."""
    n = 0
    shown = 0
    while a.mode != ui.THINK and n < limit:
        shown = a.fb.shown
        a.tick()
        n += 1
    check.eq(a.mode, ui.THINK, "a hard AI's decision is announced")
    return shown


def test_a_hard_ai_decision_is_announced_then_thought_a_slice_a_tick():
    a, lines = started("think", "seven-rocks", 6, HARD, target=100)
    for _ in range(3):
        shown = _to_think(a)
        s = a.session
        seat = s.state.current_player()
        agent = s.agents[seat]
        done = len(lines)
        check.eq(bytes(a.fb.buffer[:128]), _notice(a.L), "the notice is on the top row")
        check.eq(a.fb.shown, shown + 1, "and was shown")
        check.true(s.n_legal > 1, "only a decision with a choice is announced")
        frames = a.fb.shown
        a.tick()
        check.eq((a.mode, agent.deciding, agent.world.moves, a.fb.shown),
                 (ui.THINK, True, 0, frames), "a tick that only begins the decision")
        ticks = 0
        most = 0
        drawing = []  # the moves of each slice in a tick that drew a frame
        while a.mode == ui.THINK:
            before = agent.world.moves
            frames = a.fb.shown
            a.tick()
            ticks += 1
            spent = agent.world.moves - before
            if a.mode == ui.THINK:
                most = max(most, spent)
                if a.fb.shown != frames:
                    drawing.append(spent)
            else:
                # The tick of the last slice draws nothing of the move, which has its own.
                check.eq((spent, a.fb.shown), (0, frames + 1), "a tick that only plays the move")
        check.true(ticks > 2, "thought over several ticks, not one: %d" % ticks)
        # A slice is TICK_MOVES, and at most one rollout more.
        check.true(most <= TICK_MOVES + 80, "a slice of %d moves" % most)
        # Every fourth tick turns the mark: a frame, and a smaller slice beside it (the tick
        # that plays the move is not one of them).
        check.eq(len(drawing), (ticks - 2) // 4, "the mark turned every fourth tick")
        check.true(all(n < DRAW_MOVES + VALUE_COST for n in drawing),
                   "slices beside a frame: %s" % drawing)
        check.eq(a.mode, ui.SHOW, "then the move")
        check.eq(s.state.result.seat, seat, "the announced seat moved")
        check.eq(len(lines), done, "its save waits for the next tick")
        a.tick()
        check.true(len(lines) > done, "which saves and logs the move")


def test_easy_and_normal_ai_decisions_are_not_announced():
    a = ui.App(FakeBoard(fresh_dir("nothink")), seed=8)
    a.start("cutthroat", 8, [("ai", "easy"), ("ai", "normal"), ("ai", "easy")], players=3,
            target=2)
    n = 0
    while a.mode != ui.GAME_END and n < 20000:
        a.press(A)
        a.tick()
        check.true(a.mode != ui.THINK, "no notice for a quick decision")
        n += 1
    check.eq(a.mode, ui.GAME_END, "game finished")


def test_a_seven_rocks_normal_decision_is_thought_in_slices_with_no_notice():
    # Its count of every placement takes up to 114 ms on the chip: in slices of TICK_MOVES
    # moves (VALUE_MOVES a placement), the screen left as it is, the same game as match_log.play.
    seats = [("ai", "normal")] * 4
    a, lines = started("think_normal", "seven-rocks", 3, seats, target=60)
    per_tick = (TICK_MOVES + VALUE_MOVES - 1) // VALUE_MOVES  # the last one past TICK_MOVES
    decisions = 0
    sliced = 0
    while a.mode != ui.GAME_END:
        if a.mode != ui.THINK:
            if a.mode in (ui.REVIEW, ui.HAND_END):
                a.press(A)
            a.tick()
            continue
        decisions += 1
        agent = a.screen.agent
        shown = a.fb.shown
        ticks = 0
        while a.mode == ui.THINK:
            before = agent.valued
            a.tick()
            ticks += 1
            check.true(agent.valued - before <= per_tick, "a slice values %d placements"
                       % (agent.valued - before))
            if a.mode == ui.THINK:
                check.eq(a.fb.shown, shown, "nothing drawn while it thinks")
        check.eq(a.mode, ui.SHOW, "then the move")
        sliced += ticks > 1
    check.true(decisions > 20 and sliced > 5, "%d decisions, %d over several ticks"
               % (decisions, sliced))
    expected = []
    match_log.play("seven-rocks", 3, seats, target=60, emit=expected.append)
    check.eq(lines, expected, "the same game as decided at once")


def test_b_while_the_ai_thinks_pauses_it_and_the_game_stays_the_same():
    a, lines = started("think_pause", "seven-rocks", 6, HARD, target=60)
    paused = 0
    quits = 0
    while a.mode != ui.GAME_END:
        if a.mode == ui.THINK and a.screen.ticks == 2:
            seat = a.session.state.current_player()
            a.press(B)
            a.tick()
            check.eq(a.mode, ui.PAUSE, "B opens the pause menu while the AI thinks")
            check.eq(a.session.state.current_player(), seat, "nothing was played")
            paused += 1
            if paused % 3 == 0:
                # Save & quit mid-thought, then Continue: the thought goes on where it was.
                choose(a, text_ids.QUIT)
                check.eq(a.mode, ui.MENU, "quit to the menu")
                choose(a, text_ids.CONTINUE)
                quits += 1
            else:
                a.press(B)  # Resume
                a.tick()
            check.eq(a.mode, ui.THINK, "back to the thinking")
            continue
        if a.mode in (ui.REVIEW, ui.HAND_END):
            a.press(A)  # on from a hand's review and its settlement to the next hand
        a.tick()
    check.true(paused > 3 and quits > 0, "paused %d times, quit %d" % (paused, quits))
    games = [x for x in lines if x.startswith('{"event": "game",')]
    check.eq(len(games), 1, "one game in the log")
    expected = []
    match_log.play("seven-rocks", 6, HARD, target=60, emit=expected.append)
    check.eq(lines, expected, "the same game as with no pause at all")


def test_other_presses_while_the_ai_thinks_count_after_it():
    a, lines = started("think_press", "seven-rocks", 6, HARD, target=100)
    _to_think(a)
    seat = a.session.state.current_player()
    a.press(A)
    think_out(a)
    check.eq((a.mode, a.session.state.result.seat), (ui.SHOW, seat), "the AI moved first")
    a.tick()
    check.true(a.mode != ui.SHOW, "then A went on from its move at once")


def _recorded(name, seed):
    """An app on a board whose display keeps the texts of the frame on it."""
    from app_helpers import Recording
    board = FakeBoard(fresh_dir(name))
    board.display = Recording()
    return board.display, ui.App(board, seed=seed)


def test_the_notice_is_drawn_over_the_game_never_over_the_new_game_screen():
    # Issue 21 item 15: Start with a hard AI to move first left the New game screen up, with
    # "Thinking..." over its title.
    from app.screens.setup import Setup
    seen = 0
    for seed in range(1, 12):
        d, a = _recorded("think_start", seed)
        a.tick()
        setup = a.push(a.kept(Setup))
        setup.enter()
        # The seats as New game offers them, the other seats a hard AI.
        check.eq(a.screen.seats[1:], [len(setup.spec().levels)] * 3, "hard AI seats")
        a.tick()
        menu = [t[0] for t in d.texts]
        check.true(len(menu) > 3, "the New game screen was drawn")
        setup.point(setup.rows.index((ROW_START, 0)))
        a.press(A)
        a.tick()
        if a.mode != ui.THINK:
            continue
        seen += 1
        check.eq(bytes(d.buffer[:128]), _notice(a.L), "the notice is on the top row")
        check.eq([t for t in d.texts if t[0] in menu], [], "nothing of the New game screen")
        # The first hand's table is empty: only the notice over the scores row is lit.
        # (The band's last row is the first of page 1.)
        check.eq(bytes([b & 0xFE for b in d.buffer[128:256]]) + bytes(d.buffer[256:]),
                 bytes(len(d.buffer) - 128), "an empty table under it")
        think_out(a)
        check.eq(a.mode, ui.SHOW, "then the AI moves")
    check.true(seen > 1, "games where a hard AI moves first")


def test_the_notice_of_a_hard_hint_is_over_the_hand_never_over_the_pause_menu():
    d, a = _recorded("think_hint", 5)
    a.start("cutthroat", 5, [("human", None)] + [("ai", "easy")] * 3, players=4)
    while not (a.mode == ui.TURN and a.session.n_legal > 1):
        a.press(A)
        a.tick()
    hand = draw.drawn_count()
    a.press(B)
    a.tick()
    pause = [t[0] for t in d.texts]
    choose(a, text_ids.HARD_HINT)
    check.eq(a.mode, ui.THINK, "a hard hint is announced")
    check.eq(bytes(d.buffer[:128]), _notice(a.L), "the notice is on the top row")
    check.eq([t for t in d.texts if t[0] in pause], [], "nothing of the pause menu")
    check.eq(draw.drawn_count(), hand, "the hand and table under it")


def test_the_notice_leaves_the_action_on_show_under_it():
    a, lines = started("think_show", "seven-rocks", 6, HARD, target=100)
    for _ in range(3):
        before = None
        while a.mode != ui.THINK:
            before = bytes(a.fb.buffer) if a.mode == ui.SHOW else None
            a.tick()
        if before is not None:
            # Under the band (rows 0-8: page 0 and the first row of page 1) nothing changes.
            check.eq(bytes(a.fb.buffer[256:]), before[256:], "the action stays on show")
            check.eq(bytes([b & 0xFE for b in a.fb.buffer[128:256]]),
                     bytes([b & 0xFE for b in before[128:256]]), "the action stays on show")
        a.tick()



def _watch(a, game, calls):
    """Wrap app a's AI seats so that each begin() and work() checks it runs in a Think tick;
    calls[0] counts the decisions begun, calls[1] the forced ones."""
    for agent in a.session.agents:
        begin = agent.begin
        work = agent.work

        def watched_begin(obs, begin=begin):
            check.eq(a.mode, ui.THINK, "%s: begin() in a Think tick" % game)
            calls[0] += 1
            calls[1] += a.session.n_legal == 1
            check.true(a.session.n_legal > 1 or a.screen.quiet,
                       "%s: no notice for a forced move" % game)
            begin(obs)

        def watched_work(moves, work=work):
            check.eq(a.mode, ui.THINK, "%s: work() in a Think tick" % game)
            return work(moves)
        agent.begin = watched_begin
        agent.work = watched_work


def test_every_decision_of_a_hard_ai_forced_ones_too_is_thought_in_think_ticks():
    # Cutthroat's and Seven of Diamonds' hard search plays a round of deals even for a forced
    # move (up to some 170 ms on the chip): it runs in Think ticks, with no notice for it, and
    # the game is match_log.play's.
    for game, seed, players, target in (("seven-diamonds", 4, 4, 100), ("cutthroat", 2, 3, 1)):
        seats = [("ai", "hard")] * players
        a, lines = started("think_forced_" + game, game, seed, seats, target=target,
                           players=players)
        calls = [0, 0]
        _watch(a, game, calls)
        n = 0
        while a.mode != ui.GAME_END and n < 20000:
            if a.mode in (ui.REVIEW, ui.HAND_END):
                a.press(A)
            a.tick()
            n += 1
        check.true(calls[1] > 3 and calls[0] > calls[1], "%s: %d decisions, %d forced"
                   % (game, calls[0], calls[1]))
        expected = []
        match_log.play(game, seed, seats, target=target, players=players, emit=expected.append)
        check.eq(lines, expected, "%s: the same game as decided at once" % game)
