# Six buttons as press events: debounced, latched between frames, held arrows auto-repeat.
from micropython import const

UP = const(1)
DOWN = const(2)
LEFT = const(4)
RIGHT = const(8)
A = const(16)
B = const(32)
ALL = const(63)

# A contact bounces for a few milliseconds: edges closer than this to the last accepted edge
# of the same button are ignored.
DEBOUNCE_MS = const(12)
# Held arrows repeat after this many frames, then every _REPEAT_EVERY frames.
_REPEAT_DELAY = const(10)
_REPEAT_EVERY = const(4)
_REPEATS = const(12)  # LEFT | RIGHT: repeated in every frame's presses
_ARROWS = const(15)  # UP | DOWN | LEFT | RIGHT: their repeats are in `due`


class Buttons:
    """Turns raw pin states into presses; poll() may run many times a frame, take() once."""

    def __init__(self, ticks_diff):
        self._diff = ticks_diff
        self.held = 0  # debounced state
        self._latched = 0  # presses seen since the last take()
        self._edge_ms = [0] * 6
        self._edged = 0  # buttons that have had an edge (before that, no lockout applies)
        self._held_frames = 0
        self._arrows = 0  # the arrows held at the last take()
        # The held arrows whose repeat falls on this frame. Only Left/Right's are among take()'s
        # presses: Up/Down also toggle (Seven of Diamonds' carte), so only the screens that
        # scroll a list take theirs from here.
        self.due = 0

    def poll(self, raw, now):
        """Feed the raw state read at time `now` (ms); new presses are kept until take()."""
        change = (raw ^ self.held) & ALL
        if not change:
            return
        bit = 1
        for i in range(6):
            if change & bit:
                if not (self._edged & bit) or self._diff(now, self._edge_ms[i]) >= DEBOUNCE_MS:
                    self._edge_ms[i] = now
                    self._edged |= bit
                    self.held ^= bit
                    if self.held & bit:
                        self._latched |= bit
            bit <<= 1

    def press(self, bits):
        """Inject presses directly (front-ends replaying a key script, tests)."""
        self._latched |= bits & ALL

    def take(self):
        """This frame's presses: latched ones plus Left/Right repeats; clears the latch and sets
        `due`, this frame's repeats of all four arrows."""
        got = self._latched
        self._latched = 0
        self.due = 0
        arrows = self.held & _ARROWS
        if arrows != self._arrows:
            # An arrow pressed or let go: the repeats of those held count from this frame.
            self._arrows = arrows
            self._held_frames = 0
        if arrows:
            # Frame 0 is the press itself; repeats come _REPEAT_DELAY frames later.
            n = self._held_frames - _REPEAT_DELAY
            if n >= 0 and n % _REPEAT_EVERY == 0:
                self.due = arrows
            self._held_frames += 1
        return got | (self.due & _REPEATS)
