# The save's files on flash written: sealed lines (a running CRC-32), the main file, step journals
# and chunks (the layout is in docs/game-log.md). Reading them back is app/store/readback.py's.
import binascii
import os
from micropython import const

# Folders the journals of a round are spread over (step i of a round in folder i % 8).
_JOURNAL_FOLDERS = const(8)
FOLDER_NAMES = ("a", "b", "c", "d", "e", "f", "g", "h")


def write(path, first, sealed):
    """Write a journal or chunk file: the number of saved lines before it, then its lines."""
    with open(path, "w") as f:
        f.write("%d\n" % first)
        for line in sealed:
            f.write(line)
            f.write("\n")


def chunk(path, first, steps):
    """Write the chunk of a round of journals of the save at path: the number of saved lines
    before the round (first), then the lines of its journals 0 .. steps - 1, read back from
    flash one at a time (what write(path's chunk, first, the round's lines) would write)."""
    with open("%s/%d" % (journal_dir(path), first), "w") as out:
        out.write("%d\n" % first)
        for step in range(steps):
            with open(journal_path(path, step)) as f:
                f.readline()  # its own first line number
                out.write(f.read())


def crc32(text, crc):
    """The running CRC-32 of the saved lines after text."""
    return binascii.crc32(text.encode(), crc) & 0xFFFFFFFF


def sealed(text, crc, rng=None):
    """(the saved line, the running crc after it): text with the running CRC-32 of every saved
    line up to it as a last "crc" key, after an "rng" key holding an AI seat's random state
    when there is one."""
    body = text[:-1] if rng is None else '%s, "rng": "%08x"' % (text[:-1], rng)
    crc = crc32(body, crc)
    return '%s, "crc": "%08x"}' % (body, crc), crc


def journal_dir(path):
    # A folder of their own: nothing in the root folder changes while a game is played.
    return path + ".steps"


def journal_path(path, step):
    return "%s/%s/%d" % (journal_dir(path), FOLDER_NAMES[step % _JOURNAL_FOLDERS], step)


def listed(folder):
    """The names in folder, none when it is missing."""
    try:
        return os.listdir(folder)
    except OSError:
        return ()


def clear_journals(path):
    """Remove the chunks of the save at path and empty its journals. The journal files and
    folders stay: making a file costs littlefs a commit of its own (a flash page), so each
    game would pay that again in its first round."""
    folder = journal_dir(path)
    for n in listed(folder):
        if n in FOLDER_NAMES:
            sub = "%s/%s" % (folder, n)
            for m in listed(sub):
                _empty("%s/%s" % (sub, m))
        else:
            remove("%s/%s" % (folder, n))


def _empty(p):
    # An empty journal holds no line number, so it is never read.
    try:
        if os.stat(p)[6]:
            open(p, "w").close()
    except OSError:
        pass


def journal_folders(path):
    """Make the missing journal folders of the save at path (an erase each), at a game's start."""
    folder = journal_dir(path)
    names = listed(folder)
    if not names:
        _mkdir(folder)
    for n in FOLDER_NAMES:
        if n not in names:
            _mkdir("%s/%s" % (folder, n))


def _mkdir(p):
    try:
        os.mkdir(p)
    except OSError:
        pass  # there already


def remove(p):
    try:
        os.remove(p)
    except OSError:
        pass
