# Key strings for headless runs: one letter per tick (U D L R A B), '.' for a tick with no button.

LETTERS = "UDLRAB"
# Spaces and newlines only make long key strings readable; they are not ticks.
_SEPARATORS = " \t\r\n"


def parse(text):
    """'UUA.B' -> ['U', 'U', 'A', None, 'B']: the button pressed at each tick, None for idle.

    Lower case is accepted. Raises ValueError naming the first bad character and its position
    (counted from 1 in `text`, separators included, as an editor shows it)."""
    ticks = []
    for i, ch in enumerate(text):
        if ch in _SEPARATORS:
            continue
        up = ch.upper()
        if up in LETTERS:
            ticks.append(up)
        elif ch == ".":
            ticks.append(None)
        else:
            raise ValueError("--keys: %r at position %d is not a key; use U D L R A B for the "
                             "buttons and . for a tick with none pressed" % (ch, i + 1))
    return ticks
