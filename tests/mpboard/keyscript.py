# The button presses the stand-in pins report, one script key at a time, then the run is stopped.
#
# Steps count pin reads, not milliseconds: a key stays pressed for READS reads of its pin and
# released for as many, so however slow a frame is, the app's polling sees every press.

# New game, seats 1-3 down to the "normal" AI, Start, then A to play on.
SCRIPT = "A" + "DDLDLDL" + "DD" + "A" + "A" * 90
READS = 30
_PINS = {"U": 2, "D": 3, "L": 4, "R": 5, "A": 6, "B": 7}
_reads = [0]


class Done(Exception):  # noqa: N818 (an end, not an error)
    """The script is over: stops the app's endless loop."""


def held(pin):
    # board.read_buttons reads the Up pin (GP2) first: one whole-button read per Up read.
    if pin == 2:
        _reads[0] += 1
    step = _reads[0] // READS
    i = step // 2
    if i >= len(SCRIPT):
        raise Done()
    return step % 2 == 0 and _PINS[SCRIPT[i]] == pin
