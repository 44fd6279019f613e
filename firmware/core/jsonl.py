# Minimal JSON writer with a fixed key order, so both runtimes write byte-identical log lines.
#
# MicroPython's dict does not keep insertion order and its json.dumps spacing is not CPython's,
# so log lines are built here from (key, value) pairs with CPython's default separators.
from micropython import const

# The longest log line a reader takes (replay, a save read back), in bytes without its line
# break (docs/game-log.md). Real lines stay under 400 bytes; a longer one is no log line
# (`replay /dev/zero` would otherwise read one endless line into memory), so it is refused
# before it is read any further.
MAX_LINE = const(16384)


def value(v):
    """JSON text of None, bool, int, str, list/tuple/bytearray, or a Obj of pairs."""
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return string(v)
    if isinstance(v, Obj):
        return v.text()
    return "[" + ", ".join([value(x) for x in v]) + "]"


def string(s):
    out = ['"']
    for ch in s:
        c = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif c < 0x20:
            out.append("\\u%04x" % c)
        elif c > 0x7E:
            # CPython's json.dumps escapes non-ASCII by default; do the same.
            if c > 0xFFFF:
                c -= 0x10000
                out.append("\\u%04x\\u%04x" % (0xD800 + (c >> 10), 0xDC00 + (c & 0x3FF)))
            else:
                out.append("\\u%04x" % c)
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


class Obj:
    """A JSON object written with its keys in the order given."""

    def __init__(self, *pairs):
        self.pairs = list(pairs)

    def add(self, key, v):
        self.pairs.append((key, v))
        return self

    def text(self):
        return "{" + ", ".join([string(k) + ": " + value(v) for k, v in self.pairs]) + "}"
