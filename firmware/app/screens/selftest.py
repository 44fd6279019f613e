# The builder's self-test (Settings > Self-test): the display's test patterns and contrast steps,
# each button lit by its name and counted, the LEDs stepping red, green, blue seat by seat.
import framebuf
from micropython import const
from app.frame import draw, font
from app.frame.buttons import A, B, ALL
from app.frame.rows import PITCH, ROW_Y
from app.frame.ui import Screen, CONTRASTS, SELF_TEST

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_CONTRAST = const(10)
_SELF_TEST = const(80)
_KEY_UP = const(81)
_KEY_DOWN = const(82)
_KEY_LEFT = const(83)
_KEY_RIGHT = const(84)
_RED = const(85)
_GREEN = const(86)
_BLUE = const(87)
_LEDS_ZERO = const(88)
_HOLD_PATTERN = const(89)
_HOLD_EXIT = const(90)

# The display test, shown first and again on a hold of A: the frame (edges, diagonals), a
# checkerboard, the other checkerboard (between them every pixel was lit once), every pixel lit,
# then each Settings contrast level over every pixel lit. A press goes straight to the buttons.
_PATTERNS = const(4)
PHASES = _PATTERNS + len(CONTRASTS)  # the patterns, then one a contrast level
# Each phase 0.8 s, as long as an LED step and starting with one, so on the buttons page the LED
# named changes where a phase would have.
_PHASE_FRAMES = const(20)
_STEP_FRAMES = const(20)  # each LED colour
TEST_FRAMES = PHASES * _PHASE_FRAMES
# Held this long from a press (2 s), B leaves and A shows the display test again: no short press
# of a button under test can do either. The hint under the buttons fills as the hold goes on,
# once it has lasted _HINT_FRAMES (a tap never shows it).
HOLD_FRAMES = const(50)
_HINT_FRAMES = const(6)
# A hold goes on over a frame up between two presses: the terminal simulator, which sees no key
# held, gets a held key's repeats as presses a frame apart. No hand taps that fast for 2 s.
_HOLD_GAP = const(1)
# A press is lit at least this long (0.2 s): a tap shorter than a frame is still seen.
_LIT_FRAMES = const(5)
# A builder watches the LEDs and the panel with no press: the console stays awake (no dimming,
# no sleep) until this long (10 minutes) has passed without one.
_AWAKE_FRAMES = const(15000)
# The buttons' cells, three rows of two: Up, Down and A on the left, Left, Right and B on the
# right (the longer names: a left cell is a character narrower, for a gap between the two).
# Each is its name and its count, 0-9 and round again, which every press changes.
CELL_X = bytes((0, 64))
CELL_COLS = bytes((7, 8))
CELL_W = bytes((60, 64))  # the cell's band when its button is lit
_COLUMN = bytes((0, 0, 1, 1, 0, 1))  # by bit: Up, Down, Left, Right, A, B
_ROW = bytes((0, 1, 0, 1, 2, 2))
_LED_Y = const(38)  # ROW_Y + 3 * PITCH: under the three rows of buttons
_HOLD_A_Y = const(47)
_HOLD_B_Y = const(56)
# Colours the LEDs step through, and their names (string numbers).
_RGB = ((255, 0, 0), (0, 255, 0), (0, 0, 255))
_COLOUR_NAMES = (_RED, _GREEN, _BLUE)
# The buttons' names, in bit order: the arrows' in the player's language, then A and B.
_KEY_NAMES = (_KEY_UP, _KEY_DOWN, _KEY_LEFT, _KEY_RIGHT)
_AB = ("A", "B")
# 8x8 checkerboard tiles, a byte a column (MONO_VLSB): pixel (x, y) lit when x + y is odd, even.
_CHECKS = (framebuf.FrameBuffer(bytearray(b"\xaa\x55" * 4), 8, 8, framebuf.MONO_VLSB),
           framebuf.FrameBuffer(bytearray(b"\x55\xaa" * 4), 8, 8, framebuf.MONO_VLSB))


class SelfTest(Screen):
    """The display test, then the buttons (lit while held, counted) and the LED being lit;
    the LEDs step the whole time. Hold A: the display test again; hold B: back to Settings."""

    MODE = SELF_TEST

    def __init__(self, app):
        super().__init__(app)
        self.counts = bytearray(6)  # presses of each button modulo 10, in bit order (Up ... B)
        self.lit = bytearray(6)  # frames each button stays lit after its press
        self.gap = bytearray(2)  # frames A, B have been up in their hold (_HOLD_GAP)
        # What leds() returns for each step, made once: an LED (seat) at a time, in chain order.
        self.steps = tuple((p, rgb) for p in range(len(app.board.pixels)) for rgb in _RGB)
        self.enter()

    def enter(self):
        """Start over: counts at 0, the display test from its first pattern."""
        for i in range(6):
            self.counts[i] = 0
            self.lit[i] = 0
        self.shown = 0  # the buttons lit in the frame on screen
        self.frames = 0  # since entering: the LEDs' step
        self.test = 0  # frames into the display test
        self.phase = 0  # the display test's pattern or contrast level; PHASES: the buttons page
        self.hold_a = 0  # frames A has been held since its press (0: not held from a press)
        self.hold_b = 0
        self.gap[0] = self.gap[1] = 0
        self.quiet = 0  # frames since the last press
        self._contrast()
        self.app.dirty = True

    def update(self, bits):
        app = self.app
        held = app.buttons.held
        # Left/Right held repeat among the presses: only a new press counts.
        presses = bits & ~app.buttons.due & ALL
        lit = 0
        bit = 1
        for i in range(6):
            if presses & bit:
                self.counts[i] = (self.counts[i] + 1) % 10
                self.lit[i] = _LIT_FRAMES
            elif self.lit[i]:
                self.lit[i] -= 1
            if self.lit[i] or held & bit:
                lit |= bit
            bit <<= 1
        hint = self._hint_cells()
        self.hold_a = self._held(0, self.hold_a, presses & A, held & A)
        self.hold_b = self._held(1, self.hold_b, presses & B, held & B)
        if self.hold_b >= HOLD_FRAMES:
            self.leave()
            return
        if self.hold_a >= HOLD_FRAMES:
            self.hold_a = 0
            self.test = 0
        elif presses and self.test < TEST_FRAMES:
            self.test = TEST_FRAMES  # a builder keen to try the buttons need not wait
        elif self.test < TEST_FRAMES:
            self.test += 1
        if presses:
            self.quiet = 0
        elif self.quiet < _AWAKE_FRAMES:
            self.quiet += 1
        if self.quiet < _AWAKE_FRAMES:
            app.idle = 0
        step = self.step()
        self.frames += 1
        phase = _phase(self.test)
        if phase != self.phase:
            self.phase = phase
            self._contrast()
            app.dirty = True
        elif phase == PHASES and (presses or lit != self.shown or hint != self._hint_cells()
                                  or step != self.step()):
            app.dirty = True
        self.shown = lit

    def leave(self):
        """Back to Settings, at the user's contrast (the LEDs go out with the screen)."""
        self.phase = PHASES
        self._contrast()
        self.app.pop()

    def step(self):
        """The LED step now: LED step // 3 in colour step % 3 (0 on a board with no LEDs)."""
        return (self.frames // _STEP_FRAMES) % max(1, len(self.steps))

    def leds(self):
        """The LED of this step in its colour (the app scales it to the LED level)."""
        return self.steps[self.step()] if self.steps else None

    def _contrast(self):
        # Each contrast level of Settings in its phase; the user's own otherwise.
        level = self.phase - _PATTERNS if _PATTERNS <= self.phase < PHASES else self.app.contrast
        self.app.fb.contrast(CONTRASTS[level])

    def _held(self, k, frames, pressed, down):
        """A hold's frames after this one (0: none) for A (k 0) or B (k 1): it starts at a press
        and goes on while the button is down, or up at most _HOLD_GAP frames before it is
        pressed again; it is complete (HOLD_FRAMES) only on a frame the button is down."""
        if pressed or (down and frames):
            self.gap[k] = 0
            return frames + 1
        if not frames:
            return 0
        self.gap[k] += 1
        return min(frames + 1, HOLD_FRAMES - 1) if self.gap[k] <= _HOLD_GAP else 0

    def _hint_cells(self):
        """How many cells of its hint row each hold has filled (0: none shown): A's in the
        low 5 bits, B's above them (one int, so a frame that compares them allocates nothing)."""
        return _cells(self.hold_a) | _cells(self.hold_b) << 5

    def draw(self, fb):
        phase = self.phase
        if phase < PHASES:
            _pattern(fb, phase, self.app.L)
            return
        L = self.app.L
        words = L.S
        draw.center(fb, words[_SELF_TEST], 0)
        fb.hline(0, 8, draw.W, 1)
        for i in range(6):
            column = _COLUMN[i]
            x = CELL_X[column]
            y = ROW_Y + _ROW[i] * PITCH
            s = _cell(words[_KEY_NAMES[i]] if i < 4 else _AB[i - 4], self.counts[i],
                      CELL_COLS[column])
            if self.shown & (1 << i):
                fb.fill_rect(x, y - 1, CELL_W[column], draw.CH + 1, 1)
                font.text(fb, s, x, y, 0)
            else:
                font.text(fb, s, x, y, 1)
        step = self.step()
        if not self.app.leds:
            draw.center(fb, words[_LEDS_ZERO], _LED_Y)
        elif self.steps:  # config.PIXEL_COUNT may be 0: a console built without LEDs
            p = step // 3
            colour = words[_COLOUR_NAMES[step % 3]]
            # The LED by its seat's name (the chain is in seat order), past the seats by number.
            seat = L.SEATS[p] if p < len(L.SEATS) else str(p)
            draw.center(fb, "%s: %s" % (seat, colour), _LED_Y)
        _hint(fb, words[_HOLD_PATTERN], _HOLD_A_Y, _cells(self.hold_a))
        _hint(fb, words[_HOLD_EXIT], _HOLD_B_Y, _cells(self.hold_b))


def _phase(test):
    """The display test's phase `test` frames into it: a pattern, a contrast level, or PHASES
    (over: the buttons page)."""
    return min(PHASES, test // _PHASE_FRAMES)


def _cells(frames):
    """The cells (of 16) of a hint row a hold of `frames` fills: none for a tap."""
    if frames < _HINT_FRAMES:
        return 0
    return min(draw.COLS, frames * draw.COLS // HOLD_FRAMES)


def _cell(name, count, cols):
    """A button's cell: its name, then its count (a digit) flush right, in cols characters."""
    return name[:cols - 2] + " " * (cols - 1 - min(len(name), cols - 2)) + str(count)


def _hint(fb, s, y, cells):
    """A hint row, centred; a hold fills it from the left, `cells` cells in inverse video."""
    x = (draw.W - len(s) * draw.CH) >> 1
    if not cells:
        font.text(fb, s, x, y, 1)
        return
    w = cells * draw.CH
    # Within the text the fill ends between two characters: those under it dark, the rest lit.
    k = max(0, min(len(s), (w - x) // draw.CH))
    if x < w < x + len(s) * draw.CH:
        w = x + k * draw.CH
    fb.fill_rect(0, y - 1, w, draw.CH + 1, 1)
    font.text(fb, s[:k], x, y, 0)
    font.text(fb, s[k:], x + k * draw.CH, y, 1)


def _pattern(fb, phase, L):
    """The display test's phase: the frame, the checkerboards, every pixel lit, and every
    pixel lit at each contrast level with its number in the middle."""
    if phase == 0:
        # The outermost rows and columns: a panel shifted, or of another size, loses an edge.
        fb.rect(0, 0, draw.W, draw.H, 1)
        fb.rect(2, 2, draw.W - 4, draw.H - 4, 1)
        fb.line(0, 0, draw.W - 1, draw.H - 1, 1)
        fb.line(0, draw.H - 1, draw.W - 1, 0, 1)
        # A dark box round the label (6 characters, 48 px, centred), so the lines do not cross it.
        fb.fill_rect(36, 27, 56, 10, 0)
        draw.center(fb, "128x64", 28)
    elif phase < 3:
        tile = _CHECKS[phase - 1]
        for x in range(0, draw.W, 8):
            for y in range(0, draw.H, 8):
                fb.blit(tile, x, y)
    else:
        fb.fill(1)
        if phase > 3:
            draw.center(fb, "%s %d/%d" % (L.S[_CONTRAST], phase - _PATTERNS + 1, len(CONTRASTS)),
                        28, 0)
