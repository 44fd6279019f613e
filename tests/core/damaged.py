# Damaged JSON files made the same way on CPython and MicroPython (core.rng), for the tests of
# what the firmware reads from flash at boot: settings, records (issue 21's fuzz classes).
from core.rng import Rng

# JSON texts of values that are no whole number: floats equal to one (3.0 == 3 passes an `in`
# check), booleans (true == 1), NaN and the infinities (CPython reads them, MicroPython refuses
# the text), null, strings, lists, objects.
NOT_WHOLE = ("3.0", "1.0", "0.0", "-0.0", "2e0", "2.5", "1e999", "-1e999", "NaN", "Infinity",
             "-Infinity", "true", "false", "null", '"1"', '""', "[]", "[1]", "{}", '{"1": 1}')
# Whole numbers out of every range the firmware writes.
OUT_OF_RANGE = ("-1", "100000", "99999999999999999999999999", "-99999999999999999999999999")
# Bytes a mutation puts in: what turns a number into another type, opens a nesting, ends a
# string, or is no UTF-8.
_BYTES = b'0123456789.e-+"[]{},: tnfNI\\\xff\xc3\x00'


def deep(n, inner="1"):
    """inner nested in n lists: "[[[1]]]"."""
    return "[" * n + inner + "]" * n


def shapes(good):
    """(what, bytes) pairs of files that are no JSON object of the firmware's, made from the
    bytes `good` of one it writes: cut short anywhere, not UTF-8, nested too deeply, not an
    object, larger than the firmware reads (a valid object padded), plain junk."""
    out = []
    for k in range(len(good)):
        out.append(("cut at %d" % k, good[:k]))
    out.append(("not UTF-8 first", b"\xff" + good))
    out.append(("a lone UTF-8 lead byte", good[:-1] + b'"\xc3"}'))
    out.append(("byte order mark", b"\xef\xbb\xbf" + good))
    out.append(("nested 1000 deep", deep(1000).encode()))
    out.append(("nested 2000 deep", deep(2000).encode()))
    out.append(("a value nested deep", good[:-1] + (', "x": %s}' % deep(1500)).encode()))
    for top in (b"[]", b"1", b'"x"', b"null", b"true", b"3.0", b"NaN", b"[" + good + b"]"):
        out.append(("top level %r" % top[:10], top))
    out.append(("padded past 4 KB after", good + b" " * 5000))
    out.append(("padded past 4 KB before", b" " * 5000 + good))
    out.append(("100 KB of [", b"[" * 100000))
    out.append(("zero bytes", b"\x00" * 16))
    out.append(("junk", b"{not json"))
    return out


def mutations(good, seed, n):
    """n files made from the bytes `good` by a few random edits each (bytes changed, put in or
    left out, a value swapped for a NOT_WHOLE or OUT_OF_RANGE one): some still a file the
    firmware writes, most not. The same seed gives the same files on both runtimes."""
    rng = Rng(seed)
    values = NOT_WHOLE + OUT_OF_RANGE
    out = []
    for _ in range(n):
        b = list(good)  # (a list: MicroPython's bytearray may not resize in place)
        for _ in range(1 + rng.below(3)):
            i = rng.below(len(b) + 1)
            op = rng.below(4)
            if op == 0 and i < len(b):
                b[i] = _BYTES[rng.below(len(_BYTES))]
            elif op == 1:
                b.insert(i, _BYTES[rng.below(len(_BYTES))])
            elif op == 2 and i < len(b):
                del b[i]
            else:
                # The next number from i on becomes another value.
                j = i
                while j < len(b) and not 0x30 <= b[j] <= 0x39:
                    j += 1
                k = j
                while k < len(b) and 0x30 <= b[k] <= 0x39:
                    k += 1
                b[j:k] = list(values[rng.below(len(values))].encode())
        out.append(bytes(b))
    return out
