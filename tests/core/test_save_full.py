# A full (or failing) flash never costs the saved game: resume reads it whole and leaves it.
import os
import check
import match_log
from app_helpers import started
from fake_board import FakeBoard
from app.store import readback
from app.frame import ui
from app.frame.buttons import A

SEATS = [("human", None)] + [("ai", "easy")] * 3


def _play_turns(a, n):
    seen = 0
    while seen < n:
        if a.mode == ui.TURN:
            seen += 1
        a.press(A)
        a.tick()
        check.eq(a.error, None, "exception inside the app")


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def test_a_save_that_cannot_be_rewritten_at_boot_is_kept_and_resumed():
    a, lines = started("full-flash", "seven-rocks", 3, SEATS, target=60)
    _play_turns(a, 3)
    path = a.board.SAVE_PATH
    before = list(readback.saved_lines(path))
    main = _read(path)
    # The copy resume writes cannot be made (here a folder holds its name, as a full flash
    # refuses a new file).
    os.mkdir(path + ".new")
    later = []
    b = ui.App(FakeBoard(path[:path.rindex("/")]), seed=1, emit=later.append)
    check.eq(b.mode, ui.MENU, "no 'save damaged' message")
    check.true(b.saved is not None, "the saved game is offered under Continue")
    check.true(b.saved.save_failed, "and known to be unsaved from here on")
    check.eq(_read(path), main, "the save's main file is as it was")
    check.eq(list(readback.saved_lines(path)), before, "the save reads the same game")
    check.true(not os.path.exists(path + ".bad"), "nothing set aside")
    b.press(A)
    b.tick()
    while b.mode != ui.GAME_END:
        b.press(A)
        b.tick()
        check.eq(b.error, None, "exception inside the app")
    out = []
    spec, state = match_log.replay(later, emit=out.append)
    check.eq(out, later, "the log of the resumed game replays")
    check.true(state.is_terminal(), "to the game's end")

