# Random key presses over menus and games: never an exception, and every game log replays.
import sys
import check
import match_log
from core.rng import Rng
from fake_board import FakeBoard, fresh_dir
from app.frame import ui

# 100,000 presses on CPython: 25,000 for each seed here and in tests/test_app_random_more.py;
# fewer in the VM.
PRESSES = 2500 if sys.implementation.name == "micropython" else 25000


def run_random(seed, presses):
    """Press random keys (A most often so games move on); returns how many games were logged."""
    board = FakeBoard(fresh_dir("random%d" % seed))
    logs = [[]]

    def emit(line):
        if line.startswith('{"event": "game"'):
            logs.append([])
        logs[-1].append(line)

    a = ui.App(board, seed=seed, emit=emit)
    r = Rng(seed)
    keys = (ui.A, ui.A, ui.A, ui.A, ui.B, ui.UP, ui.DOWN, ui.LEFT, ui.RIGHT)
    for i in range(presses):
        k = r.below(12)
        if k < len(keys):
            a.press(keys[k])
        if r.below(50) == 0:
            board.held = 1 << r.below(6)  # a held button: debounce and auto-repeat paths
        elif board.held and r.below(4) == 0:
            board.held = 0
        a.tick()
        # The app recovers from any exception (ui.App._failed); here none may happen at all.
        check.eq(a.error, None, "exception inside the app")
        if a.mode == ui.HANDOFF:
            check.eq(a.mode == ui.HANDOFF and ui.draw.drawn_count(), 0, "hand-off frame")
        if r.below(3000) == 0:
            # Power cut: a fresh app boots from the same flash.
            a = ui.App(FakeBoard(board.SAVE_PATH.rsplit("/", 1)[0]), seed=seed + i, emit=emit)
    games = 0
    for log in logs[1:]:
        match_log.replay(log, emit=lambda line: None)
        games += 1
    return games


def test_random_keys_seed_1():
    check.true(run_random(1, PRESSES) >= 0, "ran")


def test_random_keys_seed_2():
    check.true(run_random(2, PRESSES) >= 0, "ran")
