# Test helpers for game logs: replay a log, find an event, check that replay refuses a line and why.
import json
import match_log
from core.game import LogError
from check import eq, true, raises


def replayed(lines):
    """The log match_log.replay writes for `lines`."""
    out = []
    match_log.replay(lines, emit=out.append)
    return out


def first_event(lines, event, start=1):
    """The index of the first line from `start` on whose event is `event`; raises ValueError
    when there is none."""
    for i in range(start, len(lines)):
        if json.loads(lines[i])["event"] == event:
            return i
    raise ValueError("no %s line from line %d on" % (event, start + 1))


def refused(lines, lineno, words):
    """Check that replay stops at line `lineno` with a reason mentioning `words`, having written
    the lines before it; returns the LogError."""
    out = []
    e = raises(LogError, match_log.replay, lines, out.append)
    eq(e.line, lineno, "refused line number (%s)" % e)
    true(words in e.reason, "reason %r mentions %r" % (e.reason, words))
    eq(out, lines[:lineno - 1], "output stops before the refused line")
    return e
