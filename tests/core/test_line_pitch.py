# Lines of running text (rules pages, the recaps) keep a dark row between them: an 8x8 cell
# uses all its rows, so at 8 pixels one line's descenders touch the next line's capitals.
import check
from app_helpers import Recording
from fake_board import FakeBoard, fresh_dir
from app.frame import ui
from app.frame.buttons import DOWN, A, B


def _gaps(texts):
    ys = sorted(set(t[2] for t in texts))
    return [ys[i + 1] - ys[i] for i in range(len(ys) - 1)]


def test_rules_lines_are_nine_pixels_apart():
    board = FakeBoard(fresh_dir("pitch-rules"))
    board.display = Recording()
    a = ui.App(board, seed=1)
    a.push(a.named("rules")).enter()
    a.press(DOWN)
    a.tick()
    gaps = _gaps(board.display.texts)
    check.true(len(gaps) >= 5, "a title and six lines: %r" % gaps)
    check.eq(min(gaps[1:]), 9, "lines 9 pixels apart")


def test_hand_review_rows_are_nine_pixels_apart():
    board = FakeBoard(fresh_dir("pitch-review"))
    board.display = Recording()
    a = ui.App(board, seed=3)
    a.start("seven-rocks", 3, [("human", None)] + [("ai", "easy")] * 3, target=30)
    for _ in range(5000):
        if a.mode == ui.REVIEW:
            break
        a.press(B if a.mode == ui.PAUSE else A)
        a.tick()
    check.eq(a.mode, ui.REVIEW, "a hand review")
    a.press(DOWN)
    a.tick()
    rows = [t for t in board.display.texts if 8 < t[2] < 56]
    check.true(len(rows) >= 2, "rows of the review")
    check.eq(min(_gaps(rows)), 9, "rows 9 pixels apart")
