# Prints the app's screens and a framebuf drawing workout as hex, one 1024-byte buffer a line.
#
# Run under CPython (framebuf from sim/shim) and under the MicroPython VM (the real framebuf):
# tests/test_app_parity.py checks the two outputs are identical byte for byte.
# usage: python3 tools/screen_parity.py   |   node tools/mpy.mjs tools/screen_parity.py
import sys

if sys.implementation.name != "micropython":
    import os
    _root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for _p in ("sim/shim", "firmware"):
        sys.path.insert(0, os.path.join(_root, _p))
else:
    # The VM puts this script's folder first (tools/mpy.mjs), where tools/version.py would stand
    # in for the firmware's version module (Settings shows it): the firmware first, as above.
    sys.path.insert(0, "/repo/firmware")

import framebuf
from core.rng import Rng
from fake_board import FakeBoard, fresh_dir
from app.frame import ui
from app.lang import text as T
from app.frame.buttons import UP, DOWN, LEFT, RIGHT, A, B
import text_ids


def hexed(buf):
    return "".join(["%02x" % v for v in buf])


def workout():
    """Every framebuf method the app and the ssd1306 driver use, with clipping at all edges."""
    r = Rng(5)

    def v(lo, hi):
        return lo + r.below(hi - lo + 1)

    b = bytearray(1024)
    fb = framebuf.FrameBuffer(b, 128, 64, framebuf.MONO_VLSB)
    sb = bytearray(48)
    src = framebuf.FrameBuffer(sb, 16, 20, framebuf.MONO_VLSB)
    src.text("ab", 0, 3, 1)
    src.line(0, 0, 15, 19, 1)
    for step in range(600):
        k = r.below(10)
        c = r.below(2)
        if k == 0:
            fb.fill(c)
        elif k == 1:
            fb.pixel(v(-5, 133), v(-5, 70), c)
        elif k == 2:
            fb.hline(v(-20, 140), v(-5, 70), v(-5, 60), c)
        elif k == 3:
            fb.vline(v(-20, 140), v(-5, 70), v(-5, 60), c)
        elif k == 4:
            fb.line(v(-30, 160), v(-30, 90), v(-30, 160), v(-30, 90), c)
        elif k == 5:
            fb.rect(v(-20, 140), v(-10, 70), v(-5, 60), v(-5, 40), c, r.below(2) == 1)
        elif k == 6:
            fb.fill_rect(v(-20, 140), v(-10, 70), v(-5, 60), v(-5, 40), c)
        elif k == 7:
            fb.text("Hey %d!~\x7f\x05" % step, v(-20, 130), v(-10, 70), c)
        elif k == 8:
            fb.blit(src, v(-20, 130), v(-22, 70), r.below(3) - 1)
        else:
            fb.scroll(v(-10, 10), v(-10, 10))
        if step % 20 == 19:
            print("workout", step, hexed(b), fb.pixel(v(-2, 130), v(-2, 66)))


class Screens:
    """Presses keys on one app and prints every screen that differs from the last one."""

    def __init__(self):
        self.board = FakeBoard(fresh_dir("parity"))
        self.app = ui.App(self.board, seed=4)
        self.last = None
        self.n = 0
        self.modes = []  # the mode of each screen printed

    def choose(self, row, keys):
        """From the main menu: move to `row` (a text number), choose it, press keys."""
        menu = self.app.screen
        for _ in range(len(menu.rows)):
            if menu.rows[menu.cursor] == row:
                break
            self.press(DOWN)
        self.press(A)
        for k in keys:
            self.press(k)
        if self.app.mode != ui.MENU:
            raise ValueError("screen_parity: the keys for row %d did not lead back to the menu"
                             % row)

    def press(self, k):
        self.app.press(k)
        self.app.tick()
        self.n += 1
        buf = self.board.display.buffer
        if buf != self.last:
            self.last = bytes(buf)
            self.modes.append(self.app.mode)
            print("screen", self.n, self.app.mode, hexed(buf))


def screens():
    """The app's screens: menus in four languages, rules, a game's turns, the recap, hand
    reviews, Last moves, results, the end."""
    sc = Screens()
    app = sc.app
    # Settings (language x3), rules (scrolled, paged, then its reading-the-screen page),
    # settings again, then the setup menu; menu rows are found by name, not by position.
    sc.choose(text_ids.SETTINGS, [RIGHT, RIGHT, RIGHT, B])
    sc.choose(text_ids.RULES, [DOWN, DOWN, RIGHT, DOWN, RIGHT, RIGHT, RIGHT, UP, B])
    sc.choose(text_ids.SETTINGS, [DOWN, RIGHT, DOWN, B])
    sc.choose(text_ids.RECORDS, [DOWN, B])
    sc.choose(text_ids.NEW_GAME, [RIGHT, DOWN, RIGHT, LEFT] + [DOWN] * 9 + [UP, RIGHT, B])
    r = Rng(9)
    for _ in range(2600):
        if app.mode == ui.MENU:
            app.start("seven-rocks", 4, [("human", None), ("ai", "easy"),
                                         ("human", None), ("ai", "normal")])
        sc.press((A, A, A, LEFT, RIGHT, UP, DOWN)[r.below(7)])

    # A short game to its end (with a pause on the way), then a damaged save's message.
    app.start("seven-rocks", 6, [("ai", "easy")] * 4, target=30)
    for k in [B, A] + [A] * 400:
        sc.press(k)
        if app.mode == ui.GAME_END:
            break
    # Hard AIs: their decisions are announced ("Thinking...") a tick before they are made.
    app.start("seven-rocks", 7, [("ai", "hard")] * 4, target=30)
    thinks = 0
    for _ in range(60):
        sc.press(A)
        if app.mode == ui.THINK:
            thinks += 1
    if not thinks:
        raise ValueError("screen_parity: no hard AI decision was announced")
    # Cutthroat: three seats, a 9-tile hand in two rows, hand wins and the boneyard-less line.
    app.start("cutthroat", 3, [("human", None), ("ai", "easy"), ("human", None)], players=3)
    for i in range(500):
        sc.press((A, RIGHT, RIGHT, A, DOWN, A)[i % 6])
    # Seven of Diamonds: calls, piles, the carte call, a hand's result.
    app.start("seven-diamonds", 5, [("human", None), ("ai", "easy"), ("human", None),
                                    ("ai", "normal")])
    for i in range(700):
        sc.press((A, RIGHT, A, UP, A, LEFT, A)[i % 7])
    # Cutthroat for two with the boneyard: the hand-off's recap counts the tiles drawn.
    app.start("cutthroat", 8, [("human", None)] * 2, players=2, options={"boneyard": True})
    for i in range(300):
        sc.press((A, UP, A, RIGHT, A, DOWN)[i % 6])
    # One person, in Portuguese (accented titles): Last moves from the pause menu, scrolled.
    app.lang = 2
    app.L = T.load(2)
    app.start("seven-rocks", 9, [("human", None)] + [("ai", "easy")] * 3)
    for _ in range(3):
        while app.mode != ui.TURN:
            sc.press(A)
        for k in [B, DOWN, DOWN, DOWN, A, UP, DOWN, UP, B, B, A]:
            sc.press(k)
    if app.mode == ui.LAST_MOVES or ui.LAST_MOVES not in sc.modes:
        raise ValueError("screen_parity: Last moves was not opened and left")
    app.lang = 0
    app.L = T.load(0)
    with open(sc.board.SAVE_PATH, "w") as f:
        f.write('{"event": "game", "version": 7}\n')
    app = ui.App(sc.board, seed=4)
    app.tick()
    print("screen", sc.n, app.mode, hexed(sc.board.display.buffer))


workout()
screens()
