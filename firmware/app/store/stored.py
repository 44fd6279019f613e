# The console's small JSON files (settings, records): read strictly, set aside when damaged.
#
# A console has nobody to fix a file by hand, and what it finds at boot it meets again at every
# boot: so a file that is not exactly what the firmware writes reads as none at all (the caller
# keeps its defaults) and is moved out of the way, where it can still be looked at. Nothing here
# raises: a damaged file is never worth a console that does not start.
import json
import os
from micropython import const

# The most a file the firmware writes here can take: the settings are some 40 bytes and the
# records of every game under 1 KB. A larger file is damaged, and reading it whole could take
# more memory than the console has.
_MAX_BYTES = const(4096)
# Where a damaged file goes, in the order tried (see set_aside).
BAD_SUFFIXES = (".bad", ".bad1", ".bad2")


def read(path, checked):
    """The JSON object in the file at path as checked(obj) returns it, or None.

    None when there is no file; also when the file is larger than _MAX_BYTES, not UTF-8, not
    JSON, not an object, nested too deeply to read, or checked() refuses it (returns None): such
    a file is set aside (set_aside) so the next boot does not meet it again."""
    try:
        os.stat(path)
    except OSError:
        return None  # no file: nothing to read, nothing to set aside
    got = None
    try:
        with open(path, "rb") as f:
            data = f.read(_MAX_BYTES + 1)
        if len(data) <= _MAX_BYTES:
            obj = json.loads(data.decode())
            if type(obj) is dict:
                got = checked(obj)
    except (OSError, ValueError, TypeError, RuntimeError, MemoryError):
        # A folder in its place or a read error (OSError), not UTF-8 or not JSON (ValueError),
        # nested too deeply for CPython (RecursionError, a RuntimeError) or too large to hold.
        got = None
    if got is None:
        set_aside(path)
    return got


def levels(d, limits):
    """d when each of its keys is one of limits and its value a whole number from 0 to
    limits[key] - 1 (an int exactly: true and 3.0 are not), else None."""
    for k in d:
        n = limits.get(k)
        v = d[k]
        if n is None or type(v) is not int or not 0 <= v < n:
            return None
    return d


def set_aside(path):
    """Move the damaged file (or folder) at path out of the way; returns where it went, or None
    when it had to be deleted or there was nothing to move.

    Decision: it goes to path + ".bad", replacing a file or an empty folder of that name; when a
    folder with something in it holds the name, path + ".bad1", then ".bad2", the same way; when
    none of them can take it, it is deleted (a folder with what it holds): a damaged file left
    where it was would stop every boot that follows the same way. Nothing raises."""
    try:
        os.stat(path)
    except OSError:
        return None
    for suffix in BAD_SUFFIXES:
        to = path + suffix
        if _cleared(to):
            try:
                os.rename(path, to)
                return to
            except OSError:
                pass
    _delete(path, 2)
    return None


def _cleared(p):
    """Remove p when it is a file or an empty folder; True when nothing is at p any more."""
    try:
        os.remove(p)
    except OSError:
        try:
            os.rmdir(p)
        except OSError:
            pass
    try:
        os.stat(p)
    except OSError:
        return True
    return False


def _delete(p, depth):
    # A file, or a folder with its files and folders up to depth levels down (a save's journal
    # folders are two deep); what cannot be removed stays.
    if _cleared(p) or depth <= 0:
        return
    try:
        names = os.listdir(p)
    except OSError:
        return
    for n in names:
        _delete(p + "/" + n, depth - 1)
    _cleared(p)
