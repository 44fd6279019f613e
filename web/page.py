# The page's side inside the VM: the console app on the web board, called once a frame from JS.
"""web/console.js imports this module after the firmware files are in the VM's file system and
calls start() once, then tick() once a frame (from requestAnimationFrame, at FRAME_MS), and
reads what changed from tick()'s flags. A frame never blocks: App.run()'s loop would freeze the
tab, so the page is the loop."""
import board
from app.frame.ui import App, FRAME_MS, THINK  # noqa: F401 (FRAME_MS: the page's frame time)

# tick()'s flags: what the page has to redraw or report after the frame.
NEW_FRAME = 1  # the app showed a frame: draw board.frame_hex()
NEW_LEDS = 2  # the LEDs were written: draw board.leds_text()
NEW_ERROR = 4  # the app recovered from an exception this frame: report error_text()
DECIDED = 8  # the frame was a long AI decision (it began on the THINK screen)
LEVEL_SHIFT = 8  # tick() returns the panel's contrast (0..255) in the bits from here up

app = None
_shows = 0
_writes = 0
_error = None


def start(seed):
    """Boot the app on the web board (it resumes a save found in board.SAVE_DIR, as the console
    does at power-on). seed: the first game's seed, or a negative number for one from the clock
    (the simulator's --seed)."""
    global app, _shows, _writes, _error
    app = App(board, seed=None if seed < 0 else seed)
    _shows = board.display.shows
    _writes = board.pixels.writes
    _error = None


def tick(bits):
    """One frame of the app, with `bits` pressed into it first (0: only what board.read_buttons
    reports; a key script presses each tick's key this way, as `sim run --headless` does).
    Returns the flags NEW_FRAME | NEW_LEDS | NEW_ERROR | DECIDED of what happened, and the
    panel's contrast shifted by LEVEL_SHIFT (0 while the panel is off)."""
    global _shows, _writes, _error
    flags = DECIDED if app.mode == THINK else 0
    if bits:
        app.press(bits)
    app.tick()
    if board.display.shows != _shows:
        _shows = board.display.shows
        flags |= NEW_FRAME
    if board.pixels.writes != _writes:
        _writes = board.pixels.writes
        flags |= NEW_LEDS
    if app.error is not _error:
        _error = app.error
        if _error is not None:
            flags |= NEW_ERROR
    return flags | level() << LEVEL_SHIFT


def mode():
    """What the screen on top is (app.frame.ui's MENU, HANDOFF, TURN, ...)."""
    return app.mode


def error_text():
    """The exception the app last recovered from, as 'Type: message', or ''."""
    e = app.error
    return "" if e is None else "%s: %s" % (type(e).__name__, e)


def level():
    """The panel's contrast 0..255 (0 while the app has dimmed it)."""
    return board.display.level if board.display.on else 0
