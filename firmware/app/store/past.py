# Finished games kept on flash: the log of each in one file, the last _KEEP of them (Past games).
#
# A game is written once, at its end (app/store/session.py Session.finish), as one new file
# logs/NNNN.jsonl beside the save: its log exactly as the log sink received it, which
# `python -m sim replay` checks and `make logs` copies off the board. It goes to a temporary
# name first and is renamed whole, so a power cut leaves the whole log or none; once there are
# _KEEP logs the oldest goes before the next is written, so the folder never takes more flash.
import json
import os
from micropython import const
from core.game import LogError
from core.recap import DEAL

_KEEP = const(20)
# The longest line read from a past log or, at a game's end, from the save. MicroPython's bounded
# readline allocates its whole bound before it reads, and at a game's end or in a menu the heap
# is in pieces: MAX_LINE's 16 KB (core/jsonl.py) could fail where 2 KB does not. The console's
# lines stay under 400 bytes (the longest, a deal of Cutthroat for two with the boneyard); a
# longer one is damage.
LINE_MAX = const(2048)
_SUFFIX = ".jsonl"
_TMP = "new.tmp"
# The last hand's number is the last "hand" key of the log (a deal's or a hand end's), read back
# from the end a block at a time; a hand's lines are a few KB, so it is found in a few blocks.
_HAND_KEY = b'"hand": '
_BLOCK = const(512)


class PastError(ValueError):
    """A past game's log that cannot be read or replayed; line is where it stops (1 for the
    first line, 0 when the file itself cannot be read)."""

    def __init__(self, line, reason):
        super().__init__("line %d: %s" % (line, reason) if line else reason)
        self.line = line


def folder_next_to(path):
    """The past games' folder, in the folder of the file at path (the save): logs, as make logs
    names them (not games: on the board that is the folder of the games' own modules)."""
    i = path.rfind("/")
    return (path[:i + 1] if i >= 0 else "") + "logs"


def log_path(folder, number):
    """The file of past game `number` in folder."""
    return "%s/%04d%s" % (folder, number, _SUFFIX)


def numbers(folder):
    """The numbers of the past games in folder, oldest first ([] when there are none)."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    out = []
    for n in names:
        stem = n[:-len(_SUFFIX)]
        if n.endswith(_SUFFIX) and stem and stem.isdigit():
            out.append(int(stem))
    out.sort()
    return out


def keep(folder, lines):
    """Write a finished game's log (an iterable of text lines, which may raise OSError or
    ValueError when it cannot give them all) as the newest past game in folder, after removing
    the oldest beyond _KEEP - 1. Returns its number. On an error nothing is left half written
    and the error is raised."""
    try:
        os.mkdir(folder)
    except OSError:
        pass  # there already
    have = numbers(folder)
    for old in have[:max(0, len(have) - _KEEP + 1)]:
        _remove(log_path(folder, old))
    n = have[-1] + 1 if have else 1
    tmp = folder + "/" + _TMP
    try:
        with open(tmp, "w") as f:
            for line in lines:
                f.write(line)
                f.write("\n")
        os.rename(tmp, log_path(folder, n))
    except (OSError, ValueError):
        _remove(tmp)
        raise
    return n


def summary(path):
    """(game, players, winner, scores, hands) of the past game at path, from its first line, its
    last (the game_end line) and the last hand number. PastError when they are not those of a
    finished game."""
    try:
        with open(path, "rb") as f:
            first = f.readline(LINE_MAX + 1)
            spec, players = _header(first)
            size = f.seek(0, 2)
            f.seek(max(0, size - _BLOCK))  # a game_end line is under 100 bytes
            tail = f.read()
            hands = _last_hand(f, size)
    except OSError as e:
        raise PastError(0, "cannot be read (%s)" % e)
    end = tail.rstrip().split(b"\n")[-1]
    try:
        obj = json.loads(end)
        winner = obj["winner"]
        scores = obj["scores"]
        if obj.get("event") != "game_end" or type(winner) is not int or type(scores) is not list:
            raise ValueError
    except (ValueError, KeyError, TypeError, RuntimeError):
        raise PastError(0, "the last line is not the game's end")
    return spec.name, players, winner, scores, hands


def _header(first):
    """(spec, players) of a log's first line; PastError when it is not a game line."""
    # The log readers are imported by what reads a past log (the menu's Past games), not by
    # the game's end, which only writes one.
    import match_log
    try:
        spec, seed, players, target, opts, seats = match_log.read_header(json.loads(first), False)
    except (ValueError, KeyError, TypeError, AttributeError, RuntimeError) as e:
        # RuntimeError: CPython's RecursionError on a line nested too deeply.
        raise PastError(1, str(e) or "not a game log")
    return spec, players


def _last_hand(f, size):
    """The number after the last _HAND_KEY of the file f of `size` bytes (0 when none)."""
    end = size
    carry = b""  # the start of the block after: a key or number across two blocks is whole
    while end > 0:
        start = max(0, end - _BLOCK)
        f.seek(start)
        block = f.read(end - start) + carry
        i = block.rfind(_HAND_KEY)
        if i >= 0:
            j = i + len(_HAND_KEY)
            k = j
            while k < len(block) and 48 <= block[k] <= 57:
                k += 1
            return int(block[j:k]) if k > j else 0
        carry = block[:len(_HAND_KEY) + 8]
        end = start
    return 0


def replay(path):
    """Replay the past game at path through the engine (match_log.replay), every line checked.
    Returns (spec, state) at its end; PastError names the first line refused and why."""
    return _replayed(path, None)


class _StopError(Exception):
    """Ends a replay at the hand asked for (replay_hand)."""


def replay_hand(path, spec, hand, recap, hand_over):
    """Replay the past game of spec at path to the end of hand number `hand`, its steps added to
    recap (core/recap.py) as a game in progress adds them, so the hand review shows them.
    hand_over(state) is the game's view's. Returns the state there; PastError as replay."""
    got = []

    def watch(event, state):
        if event == "deal":
            recap.add(0, DEAL, state.hand >> 8, state.hand & 255)
            return
        spec.remember(state, recap)
        if state.hand == hand and (state.is_terminal() or hand_over(state)):
            got.append(state)
            raise _StopError()

    try:
        return _replayed(path, watch)[1]
    except _StopError:
        return got[0]


def _replayed(path, watch):
    import match_log
    try:
        with open(path, "rb") as f:
            return match_log.replay(_lines(f), emit=_drop, watch=watch)
    except LogError as e:
        raise PastError(e.line, e.reason)
    except OSError as e:
        raise PastError(0, "cannot be read (%s)" % e)


def _lines(f):
    """The lines of f read LINE_MAX bytes at most at a time; PastError for a longer one."""
    n = 0
    while True:
        line = f.readline(LINE_MAX + 1)
        if not line:
            return
        n += 1
        if len(line) > LINE_MAX and not line.endswith(b"\n"):
            raise PastError(n, "the line is longer than %d bytes, more than any the console "
                               "writes" % LINE_MAX)
        yield line


def _drop(line):
    pass


def _remove(p):
    try:
        os.remove(p)
    except OSError:
        pass
