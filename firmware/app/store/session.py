# The console's game in progress: a match.Match stepped by the app, its log saved to flash.
#
# The app stops between actions (to draw, wait for buttons, hand over), so it steps the match
# itself; the steps are those of match.play, so a console game and `sim play` with the same
# seed and seats are the same game, and match.replay accepts the saved log.
import json
import os
from micropython import const
from core.game import CHANCE
import match
from app.store import journal
from ai.levels import follow, let_go, random_state, set_random_state

# A round of journals ends once its lines reach CHUNK_BYTES, or at JOURNAL_STEPS steps; its
# lines then go to flash as one chunk file, which at one step more still fits a 4 KB block.
CHUNK_BYTES = const(3400)
JOURNAL_STEPS = const(48)
# Chunks kept on flash (128 KB) before the oldest is appended to the main file, so a game to a
# huge target cannot fill the filesystem; games to the usual targets stay well under it.
MAX_CHUNKS = const(32)


# Why a save does not resume (SaveError.reason), in words the screen says in every language
# (app/lang/text.py has their strings in this order, from SAVE_CHECK).
CHECK_FAILED = const(0)  # no line of it passes its check
FOREIGN = const(1)  # its header is not one this firmware writes (another firmware, another game)
DIFFERS = const(2)  # a saved step is not what the game does there
GAME_OVER = const(3)  # the game it holds is over
DAMAGED = const(4)  # it cannot be read (a folder, a read error, a line too large or too deep)


class SaveError(ValueError):
    """The save file is not a game this firmware can resume. str() says why in English, for
    logs and front-ends; reason is one of CHECK_FAILED ... DAMAGED, for the screen."""

    def __init__(self, detail, reason=DAMAGED):
        super().__init__(detail)
        self.reason = reason


class Session(match.Match):
    """One game on the console: a match whose log is kept in a save file, step by step."""

    def __init__(self, game, seed, players, target, opts, seats, path, emit=None):
        super().__init__(game, seed, players, target, opts, seats)
        self.path = path
        self.emit = emit
        self.save_failed = False  # the last save could not be written (flash full, ...)
        self._crc = 0  # running CRC-32 of the saved lines
        self._lines = 0  # lines saved so far
        self._steps = 0  # steps saved in this round of journals
        self._round_first = 0  # number of saved lines before the round
        self._round_bytes = 0  # the size of its lines
        self._chunks = []  # first line numbers of this game's chunks on flash, oldest first
        self.max_chunks = MAX_CHUNKS  # (tests lower it to see the oldest folded in)
        self._ai_rng = None  # random state of the AI seat that just moved, saved with its move

    # -- the save file -------------------------------------------------------------------
    #
    # A save is the game's log, each line carrying a running CRC-32 (see journal.sealed); the layout
    # is in docs/game-log.md. Flash is slow to erase (45 ms per 4 KB), and littlefs appends to a
    # closed file by copying its last block to a fresh one, so each step instead goes to a
    # small journal file, which littlefs keeps inside its folder's log: one 256-byte page, no
    # erase until that folder's 4 KB log is compacted. A round's journals are spread over
    # JOURNAL_FOLDERS folders (each compaction copies little), and when its lines nearly fill
    # a block they go to one new chunk file (one erase). The main file in the root folder holds
    # the header until a resume rewrites it whole. Every journal and chunk starts with the
    # number of saved lines before it, so resume knows what follows on from what it has read.
    # Every file is closed after writing: littlefs keeps a closed file safe across power cuts.

    def start_save(self):
        """Begin the save with the header line (and tell the log sink)."""
        self._crc = 0
        self._lines = 0
        if not self.save_failed:
            try:
                # The main file first: power cut while the rest is cleared leaves no save,
                # not the game given up cut short.
                journal.remove(self.path)
                journal.clear_journals(self.path)
                self._write_main([self._seal(self.header())])
                journal.journal_folders(self.path)
            except OSError:
                self.save_failed = True
        self._emit([self.header()])

    def record(self, lines):
        """Save lines of one step (a journal file, and now and then a chunk) and pass them to
        the log sink. A save that cannot be written does not stop the game: play goes on,
        the screen says so, and saving stops, so the file keeps the last complete position."""
        if not self.save_failed:
            try:
                self._journal(lines)
            except OSError:
                self.save_failed = True
        self._emit(lines)

    def finish(self, lines):
        """The game is over: pass the last lines on, keep the whole log as a past game
        (app/store/past.py: one new file, the saved lines and these) and remove the main file,
        without which the rest is no save; the next game's start clears the rest, not this
        (already long) tick. A game whose save failed has no whole log to keep."""
        self._emit(lines)
        # The AIs have decided their last move: their worlds and readers leave memory before
        # the log is read back (the game's end is its peak otherwise, docs/bench.md), with what
        # the hard seats share.
        let_go(self.agents)
        if not self.save_failed:
            # Imported here, at the game's end: no move of the game needs it.
            from app.store import past
            try:
                past.keep(past.folder_next_to(self.path), self._whole_log(lines, past.LINE_MAX))
            except (OSError, ValueError, MemoryError):
                # A full flash or heap, or a save read back short: the game is over all the same.
                pass
        journal.remove(self.path)

    def _whole_log(self, last, line_max):
        """The game's log lines: those saved (none longer than line_max), read back as far as
        their checks hold, then the last ones; ValueError when the save gives fewer lines than
        were saved."""
        n = 0
        for line in journal.written_lines(self.path, self._chunks, self._steps, line_max):
            n += 1
            yield line
        if n != self._lines:
            raise ValueError("the save gives back %d of its %d lines" % (n, self._lines))
        for line in last:
            yield line

    def _emit(self, lines):
        if self.emit:
            for line in lines:
                self.emit(line)

    def ai_act(self):
        """The AI seat to act chooses and plays (match.Match.ai_act); its random generator's
        state afterwards goes into the save with the move, so resume need not think again."""
        agent = self.agents[self.state.current_player()]
        lines = match.Match.ai_act(self)
        self._ai_rng = random_state(agent)
        return lines

    def ai_apply(self, a):
        """Play action a, which the AI seat to act chose by thinking over several frames
        (app.game.think): saved with its random state, as ai_act's."""
        agent = self.agents[self.state.current_player()]
        lines = self.act(a)
        self._ai_rng = random_state(agent)
        return lines

    def _seal(self, text, rng=None):
        line, self._crc = journal.sealed(text, self._crc, rng)
        self._lines += 1
        return line

    def _journal(self, lines):
        first = self._lines
        rng = self._ai_rng
        self._ai_rng = None
        sealed = [self._seal(lines[i], rng if i == 0 else None) for i in range(len(lines))]
        step = self._steps
        journal.write(journal.journal_path(self.path, step), first, sealed)
        if step == 0:
            self._round_first = first
            self._round_bytes = 0
        for line in sealed:
            self._round_bytes += len(line) + 1
        self._steps = step + 1
        if self._round_bytes >= CHUNK_BYTES or self._steps >= JOURNAL_STEPS:
            # One new file (one erase) for the round, copied from its journals on flash: the
            # round's lines (up to CHUNK_BYTES) are not kept in RAM meanwhile, where they were
            # the largest thing a game holds (docs/bench.md, "Memory on the chip"). Its
            # journals stay until overwritten, and resume skips them since the chunk holds
            # their lines.
            journal.chunk(self.path, self._round_first, self._steps)
            self._chunks.append(self._round_first)
            self._steps = 0
            if len(self._chunks) > self.max_chunks:
                self._fold_oldest()

    def _fold_oldest(self):
        # The oldest chunk's lines follow the main file's: append them there, then remove it.
        # Cut between the two, resume skips the chunk (it starts before the lines read end).
        p = "%s/%d" % (journal.journal_dir(self.path), self._chunks.pop(0))
        with open(p) as f:
            f.readline()  # its first line number
            lines = f.read()
        with open(self.path, "a") as out:
            out.write(lines)
        journal.remove(p)

    def _write_main(self, sealed):
        # A new main file replaces the old at once (rename): a cut leaves one or the other.
        tmp = self.path + ".tmp"
        with open(tmp, "w") as out:
            for line in sealed:
                out.write(line)
                out.write("\n")
        os.rename(tmp, self.path)
        self._steps = 0
        self._chunks = []


def resume(path, emit=None):
    """The game saved at `path`, played forward to exactly where it stopped.

    The save's lines are read as far as their checks hold (saved_lines). Every line is then
    regenerated by the engine, the deals by the seeded generator, and compared with what was
    saved; the first difference raises SaveError. An AI move saved with the seat's random state
    is played as saved and the state restored; others are chosen again by the AI seat.
    The save is then rewritten as one checked main file (a cut-off last step is completed).
    Raises SaveError for a missing, foreign, damaged or finished game."""
    try:
        os.stat(path)
    except OSError:
        raise SaveError("no saved game")
    tmp = path + ".new"
    out = _Rewrite(tmp)
    try:
        s, kept = _resume(path, journal.saved(path), out, emit is not None)
    except SaveError:
        out.discard()
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, OSError) as e:
        # (Only reading raises OSError here: _Rewrite keeps its own write errors.)
        out.discard()
        raise SaveError(str(e) or "damaged")
    except (RuntimeError, MemoryError):
        # CPython's RecursionError (a RuntimeError) or a line too large to decode here.
        out.discard()
        raise SaveError("a saved line is nested too deeply or too large")
    out.close()
    if out.ok:
        try:
            os.rename(tmp, path)
            journal.clear_journals(path)
            journal.journal_folders(path)
        except OSError:
            out.ok = False
    if not out.ok:
        # The flash is full (or failing): the save on it still holds the game as far as it
        # went, so it is left exactly as it is and the game goes on unsaved, as after any
        # failed save; never set aside a good game because a copy could not be written.
        out.discard()
        s.save_failed = True
    s.path = path
    s.emit = emit
    s._emit(kept)
    return s


class _Rewrite:
    """The resumed save's new main file. A write that fails (a full flash) is noted in ok,
    never raised: the game itself was read whole and can still be played."""

    def __init__(self, path):
        self.path = path
        self.ok = True
        try:
            self.f = open(path, "w")
        except OSError:
            self.f = None
            self.ok = False

    def write(self, text):
        """Write text unless an earlier write failed."""
        if self.ok:
            try:
                self.f.write(text)
            except OSError:
                self.ok = False

    def close(self):
        """Close the file (a failed close is a failed write)."""
        if self.f is not None:
            try:
                self.f.close()
            except OSError:
                self.ok = False
            self.f = None

    def discard(self):
        """Close and remove the file: the save stays as it was."""
        self.close()
        journal.remove(self.path)


def _resume(path, lines, out, keep):
    """Rebuild the session from checked saved (line, rng) pairs, writing them sealed anew."""
    first = None
    for first, _ in lines:  # noqa: B007 (the first line, or None: next() may lack a default)
        break
    if first is None:
        raise SaveError("no line of the save passes its check", CHECK_FAILED)
    try:
        obj = json.loads(first)
        if not isinstance(obj, dict):
            raise ValueError("not a game log")
        spec, seed, players, target, opts, seats = match._header_from(obj)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
        # A line that passes its check was written by a firmware: one with other games or
        # settings than this one.
        raise SaveError(str(e) or "not a game this firmware plays", FOREIGN)
    s = Session(spec.name, seed, players, target, opts, seats, path)
    if s.header() != first:
        raise SaveError("the header is not one this firmware writes", FOREIGN)
    kept = [] if keep else None  # (_keep adds the first line too)
    _keep(s, out, kept, first, None)
    state = s.state
    pending = []
    for line, rng in lines:
        if pending:
            want = pending.pop(0)
        else:
            if state.is_terminal():
                raise SaveError("the game is over", GAME_OVER)
            who = state.current_player()
            agent = s.agents[who] if who >= 0 else None
            if who == CHANCE:
                got = s.deal()
            elif agent is not None and rng is None:
                got = s.ai_act()  # an AI that draws nothing (normal) decides again, quickly
            elif agent is not None:
                # The move as saved, and the seat's random state as it was after choosing it:
                # the same as thinking again, without the seconds a hard AI takes on the chip.
                follow(agent, s.observe(who))
                got = s.act(spec.action_from(state, json.loads(line)))
                set_random_state(agent, rng)
            else:
                got = s.act(spec.action_from(state, json.loads(line)))
            want = got[0]
            pending = got[1:]
        if want != line:
            raise SaveError("a saved step differs from the game", DIFFERS)
        _keep(s, out, kept, line, rng)
    for line in pending:
        _keep(s, out, kept, line, None)
    if state.is_terminal():
        raise SaveError("the game is over", GAME_OVER)
    return s, kept or ()


def _keep(s, out, kept, line, rng):
    out.write(s._seal(line, rng))
    out.write("\n")
    if kept is not None:
        kept.append(line)
