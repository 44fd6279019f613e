# Key strings for headless runs: one letter per tick (U D L R A B), '.' for a tick with no button.

LETTERS = "UDLRAB"
# Spaces and newlines only make long key strings readable; they are not ticks.
_SEPARATORS = " \t\r\n"
# A count repeats the key after it ("40." waits 40 ticks); more than this is surely a typo.
MAX_REPEAT = 100000


def parse(text):
    """'UUA.B' -> ['U', 'U', 'A', None, 'B']: the button pressed at each tick, None for idle.

    Lower case is accepted, and a number before a key repeats it ('3R' = 'RRR'). Raises
    ValueError naming the first bad character and its position (counted from 1 in `text`,
    separators included, as an editor shows it)."""
    ticks = []
    count = None
    count_at = 0
    for i, ch in enumerate(text):
        if ch.isdigit() and ch.isascii():
            if count is None:
                count = 0
                count_at = i + 1
            count = count * 10 + int(ch)
            if count > MAX_REPEAT:
                raise ValueError("--keys: the count at position %d is over %d"
                                 % (count_at, MAX_REPEAT))
            continue
        if ch in _SEPARATORS:
            if count is not None:
                raise ValueError("--keys: the count at position %d must be followed directly "
                                 "by a key" % count_at)
            continue
        up = ch.upper()
        if up in LETTERS:
            key = up
        elif ch == ".":
            key = None
        else:
            raise ValueError("--keys: %r at position %d is not a key; use U D L R A B for the "
                             "buttons, . for a tick with none pressed, and a number before a "
                             "key to repeat it" % (ch, i + 1))
        ticks.extend([key] * (1 if count is None else count))
        count = None
    if count is not None:
        raise ValueError("--keys: the count at position %d has no key after it" % count_at)
    return ticks
