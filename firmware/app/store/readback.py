# The save read back from flash: its lines, as far as their checks hold.
#
# Imported to resume a save (app/store/restore.py), to send a resumed game's log to the log sink
# and at a game's end to keep it as a past game; never while a game is played, so its code is
# not in memory then (docs/bench.md).
from micropython import const
from core.jsonl import MAX_LINE
from app.store import journal, stored

_SEAL_KEY = ', "crc": "'
_SEAL_LEN = len(_SEAL_KEY) + 10  # the key, 8 hex digits, the closing quote and brace
_RNG_KEY = ', "rng": "'
_RNG_LEN = len(_RNG_KEY) + 9  # the key, 8 hex digits and the closing quote
_SEALED = _RNG_LEN + _SEAL_LEN + 1  # what a saved line adds to its log line, and its line break
_READ_BLOCK = const(512)  # bytes read at a time from a save's file
_NUMBER_MAX = const(16)  # a journal's or chunk's first line, its number of lines before it


def unseal(line, crc):
    """(text, crc, rng) of a saved line whose check matches the running crc, else None; rng is
    the AI random state saved with the line, or None.

    Readers of game logs ignore keys they do not know, so a save stays a log `replay` reads."""
    if len(line) < _SEAL_LEN or not line.endswith('"}') or line[-_SEAL_LEN:-10] != _SEAL_KEY:
        return None
    body = line[:-_SEAL_LEN]
    crc = journal.crc32(body, crc)
    if line[-10:-2] != "%08x" % crc:
        return None
    rng = None
    if body[-_RNG_LEN:-9] == _RNG_KEY:
        rng = int(body[-9:-1], 16)
        body = body[:-_RNG_LEN]
    return body + "}", crc, rng


def journals(path):
    """The journals and chunks of the save at path, as (first line number, file path), in
    order. Files directly in the journal folder are chunks (or the journals of firmware that
    kept them there); those in its lettered folders are step journals."""
    found = []
    folder = journal.journal_dir(path)
    for n in journal.listed(folder):
        if n in journal.FOLDER_NAMES:
            sub = "%s/%s" % (folder, n)
            for m in journal.listed(sub):
                _add_journal(found, "%s/%s" % (sub, m))
        else:
            _add_journal(found, "%s/%s" % (folder, n))
    found.sort()
    return found


def _add_journal(found, p):
    try:
        with open(p, "rb") as f:
            first = f.readline()
        found.append((int(first), p))
    except (OSError, ValueError):
        pass  # empty (emptied, or cut before its first line was written): it holds nothing


def set_aside(path):
    """Get a save that cannot be resumed out of the way, its journals gone: kept as path + ".bad"
    for a look later, or under another name, or deleted when nothing can take it (the decision
    is app/store/stored.py set_aside's). Returns where it went, or None."""
    journal.clear_journals(path)
    return stored.set_aside(path)


def saved_lines(path, longest=MAX_LINE):
    """The game-log lines of the save at path, as far as they pass their checks (saved)."""
    for text, _ in saved(path, longest):
        yield text


def saved(path, longest=MAX_LINE):
    """(line, AI random state or None) of the save at path that pass their checks, in order.

    The main file comes first, then the chunks and journals that follow on from it (by their
    first line numbers; those whose lines were already read are skipped). Reading stops at the
    first line that is cut short or fails its check, and at a gap: a power cut leaves a save
    that ends early, so everything before that point is still the same game, and a damaged
    line ends the game's record there too (decision: cut, not refuse; the lines after it can
    no longer be trusted, the ones before it can). Raises OSError when there is no save.

    A line may hold `longest` bytes and its seal, read _READ_BLOCK bytes at a time (_checked):
    a line longer fails its check, never filling the heap. The default takes any line
    a log may hold, once each at boot; the end of a game, when the heap is in pieces, reads with
    the console's own longest (app/store/past.py LINE_MAX)."""
    box = [0, 0]  # the running crc and the number of lines read so far
    limit = longest + _SEALED
    for got in _checked(open(path, "rb"), box, limit):
        yield got
    for first, p in journals(path):
        if box[0] < 0 or first > box[1]:
            return  # a line failed, or a gap
        if first < box[1]:
            continue  # already read (a journal whose round is in a chunk, or a stale one)
        try:
            f = open(p, "rb")
            f.readline()  # its first line number
        except OSError:
            return
        for got in _checked(f, box, limit):
            yield got


def written_lines(path, chunks, steps, longest=MAX_LINE):
    """The game-log lines of the save at path as the session that wrote it knows its files: the
    main file, then the chunks whose first line numbers are `chunks` (oldest first), then the
    journals of steps 0 .. steps - 1 of the round in progress; read and checked as saved()
    reads them, stopping at the first line that fails or a file that does not follow on.

    At a game's end this is the whole game in as few opens as it has files: saved() lists the
    journal folders and opens every journal there for its first line number, a round's worth
    (_JOURNAL_STEPS) of them stale or emptied, each open some milliseconds of littlefs on the
    chip. Raises OSError when a file cannot be read."""
    box = [0, 0]
    limit = longest + _SEALED
    for got in _checked(open(path, "rb"), box, limit):
        yield got[0]
    folder = journal.journal_dir(path)
    files = ["%s/%d" % (folder, first) for first in chunks]
    files += [journal.journal_path(path, step) for step in range(steps)]
    for p in files:
        if box[0] < 0:
            return
        f = open(p, "rb")
        try:
            first = int(f.readline(_NUMBER_MAX))
        except ValueError:
            first = -1  # emptied or cut short: no line of the game
        if first != box[1]:
            f.close()
            return
        for got in _checked(f, box, limit):
            yield got[0]


def _checked(f, box, limit):
    """The checked lines of f, which is closed at the end; box[0] becomes -1 at the first line
    that fails."""
    try:
        rest = b""  # read from f, not yet taken as lines
        while True:
            i = rest.find(b"\n")
            # Blocks, not readline: MicroPython's readline reads a byte at a time, each a call
            # into littlefs, which made reading a game back some 8 ms a line on the chip.
            if i < 0 and len(rest) < limit:
                more = f.read(_READ_BLOCK)
                if more:
                    rest += more
                    continue
            # Never more than a log line may hold with its seal: a line grown past that by
            # damage fails its check instead of filling the heap.
            if i < 0 or i >= limit:
                if rest:  # the last line was cut short, or one is too long
                    box[0] = -1
                return
            got = None
            try:
                got = unseal(rest[:i].decode(), box[0])
            except ValueError:
                pass
            rest = rest[i + 1:]
            if got is None:
                box[0] = -1
                return
            box[0] = got[1]
            box[1] += 1
            yield got[0], got[2]
    finally:
        f.close()
