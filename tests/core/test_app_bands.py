# Inverse bands (cursor, seat, notices) keep a dark-free row round their text: no glyph's top or
# bottom runs into the screen's edge or into other text ("Ieam NS", "Ihinking...").
import check
from app_helpers import Game
from fake_board import Display
from app.frame import draw, ui
from app.frame.buttons import A

_BAND_H = draw.CH + 1  # draw.inverse_row: a pixel row over the text's 8-pixel cell


class BandDisplay(Display):
    """A Display that checks each frame of a game screen (hand-off, move shown, thinking) it
    shows: every full-width band starts on the screen, and no other text touches it (a clear
    row between). Menus are left out: their rows are 9 pixels apart, so a row's descenders may
    meet the cursor's band under it."""

    def __init__(self):
        super().__init__()
        self.app = None
        self.seen = []  # modes of the checked frames that had a band
        self.texts = []  # (x, y, width) of text drawn lit, since the last fill
        self.bands = []  # top rows of full-width bands
        self.problems = []

    def fill(self, c):
        self.texts = []
        self.bands = []
        super().fill(c)

    def fill_rect(self, x, y, w, h, c):
        if c and x == 0 and w == draw.W and h == _BAND_H:
            self.bands.append(y)
            # Text under the band is painted over on purpose (a notice over the scores row).
            self.texts = [t for t in self.texts if not (y <= t[1] and t[1] + 8 <= y + h)]
        super().fill_rect(x, y, w, h, c)

    def text(self, s, x, y, c=1):
        if c:
            self.texts.append((x, y, 8 * len(s)))
        super().text(s, x, y, c)

    def show(self):
        mode = self.app.mode if self.app is not None and self.app.stack else -1
        if mode not in (ui.HANDOFF, ui.SHOW, ui.THINK):
            self.bands = []
        elif self.bands and mode not in self.seen:
            self.seen.append(mode)
        for top in self.bands:
            if top < 0:
                self.problems.append("a band starts above the screen (%d)" % top)
            for t in self.texts:
                # The text's cell y..y+7 and the band's rows top..top+8 need a row between
                # (the band is full width: where the text is across does not matter).
                y = t[1]
                if y + 8 >= top and y <= top + _BAND_H:
                    self.problems.append("text at y=%d touches the band at %d" % (y, top))
        super().show()


def _bands_of(game, seats, target, players=None):
    d = BandDisplay()
    g = Game("bands", game, seats, target, players=players, display=d)
    d.app = g.a
    g.run(60000)
    check.eq(d.problems[:3], [], "%s: bands clear of other text" % game)
    check.true(ui.HANDOFF in d.seen, "%s: hand-offs were checked" % game)


def test_hand_off_seat_bands_stand_clear_of_the_title_and_the_recap():
    humans = [("human", None)] * 4
    _bands_of("seven-rocks", humans, 40)
    _bands_of("cutthroat", [("human", None)] * 3, 2, players=3)


def test_the_thinking_notice_has_a_lit_row_over_its_text():
    d = BandDisplay()
    a = ui.App(_board(d), seed=2)
    d.app = a
    a.start("seven-rocks", 2, [("ai", "hard")] + [("human", None)] + [("ai", "easy")] * 2,
            target=20)
    for _ in range(400):
        if ui.THINK in d.seen:
            break
        a.press(0 if a.mode == ui.THINK else A)
        a.tick()
    check.true(ui.THINK in d.seen, "the hard seat's notice was shown")
    check.eq(d.problems, [], "the notice's band is on the screen, clear of other text")


def _board(display):
    from fake_board import FakeBoard, fresh_dir
    b = FakeBoard(fresh_dir("bands-think"))
    b.display = display
    return b
