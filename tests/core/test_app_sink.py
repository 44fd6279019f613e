# The log a front-end receives (App's emit) always replays: saved and quit, failed saves, resume.
import check
import match_log
from app_helpers import choose, started
from fake_board import FakeBoard
from app.frame import ui
from app.frame.buttons import A, B
import text_ids

SEATS = [("human", None)] + [("ai", "easy")] * 3


def _replayed(lines):
    """The last game's state after replaying lines, which must come back unchanged."""
    out = []
    spec, state = match_log.replay(lines, emit=out.append)
    check.eq(out, lines, "the log replays as written")
    return state


def _turns(a, n):
    """Press A until the human seat has had n more turns; leaves app a on a turn."""
    seen = 0
    for _ in range(20000):
        if a.mode == ui.TURN:
            if seen == n:
                return
            seen += 1
        a.press(A)
        a.tick()
        check.eq(a.error, None, "exception inside the app")
    check.true(False, "no turn came")


def _quit_and_continue(a):
    """From a turn: pause, Save & quit, then Continue on the menu."""
    a.press(B)
    a.tick()
    check.eq(a.mode, ui.PAUSE, "paused")
    choose(a, text_ids.QUIT)
    check.eq(a.mode, ui.MENU, "quit to the menu")
    check.eq(a.screen.rows[a.screen.cursor], text_ids.CONTINUE, "Continue offered first")
    a.press(A)
    a.tick()
    check.eq(a.error, None, "exception inside the app")


def _to_the_end(a):
    for _ in range(40000):
        if a.mode == ui.GAME_END:
            return
        a.press(A)
        a.tick()
        check.eq(a.error, None, "exception inside the app")
    check.true(False, "the game did not end")


def test_quit_and_continue_after_a_failed_save_sends_a_log_that_replays():
    a, lines = started("sink-failed", "seven-rocks", 5, SEATS, target=60)
    _turns(a, 2)
    # The flash fills up: from now on nothing more of this game can be saved.
    a.session.path = "/no/such/folder/save.jsonl"
    _turns(a, 2)
    check.true(a.session.save_failed, "the save failed")
    _quit_and_continue(a)
    _to_the_end(a)
    check.true(_replayed(lines).is_terminal(), "the log replays to the game's end")


def test_quit_and_continue_sends_one_unbroken_game():
    a, lines = started("sink-quit", "seven-rocks", 5, SEATS, target=60)
    _turns(a, 3)
    _quit_and_continue(a)
    _to_the_end(a)
    games = [x for x in lines if x.startswith('{"event": "game",')]
    check.eq(len(games), 1, "the sink got the game once, not again from its save")
    check.true(_replayed(lines).is_terminal(), "the log replays to the game's end")


def test_a_game_resumed_at_boot_sends_its_saved_log_first():
    a, lines = started("sink-boot", "seven-rocks", 5, SEATS, target=60)
    _turns(a, 3)
    # Power cut: a new app on the same folder resumes the save; its sink has seen nothing.
    later = []
    folder = a.board.SAVE_PATH[:a.board.SAVE_PATH.rindex("/")]
    b = ui.App(FakeBoard(folder), seed=9, emit=later.append)
    check.eq(b.mode, ui.MENU, "the saved game is offered")
    b.press(A)
    b.tick()
    check.eq(later, lines[:len(later)], "the saved game as it was played")
    _to_the_end(b)
    check.true(_replayed(later).is_terminal(), "the new sink's log replays to the end")
