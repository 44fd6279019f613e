# The console's game in progress: a match.Match stepped by the app, its log saved to flash.
#
# The app stops between actions (to draw, wait for buttons, hand over), so it steps the match
# itself; the steps are those of match_log.play, so a console game and `sim play` with the same
# seed and seats are the same game, and match_log.replay accepts the saved log.
import os
from micropython import const
import match
from app.store import journal
from ai.levels import let_go, random_state

# A round of journals ends once its lines reach _CHUNK_BYTES, or at _JOURNAL_STEPS steps; its
# lines then go to flash as one chunk file, which at one step more still fits a 4 KB block.
_CHUNK_BYTES = const(3400)
_JOURNAL_STEPS = const(48)
# Chunks kept on flash (128 KB) before the oldest is appended to the main file, so a game to a
# huge target cannot fill the filesystem; games to the usual targets stay well under it.
_MAX_CHUNKS = const(32)


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
        self.max_chunks = _MAX_CHUNKS  # (tests lower it to see the oldest folded in)
        self._ai_rng = None  # random state of the AI seat that just moved, saved with its move

    # -- the save file -------------------------------------------------------------------
    #
    # A save is the game's log, each line carrying a running CRC-32 (see journal.sealed); the layout
    # is in docs/game-log.md. Flash is slow to erase (45 ms per 4 KB), and littlefs appends to a
    # closed file by copying its last block to a fresh one, so each step instead goes to a
    # small journal file, which littlefs keeps inside its folder's log: one 256-byte page, no
    # erase until that folder's 4 KB log is compacted. A round's journals are spread over
    # _JOURNAL_FOLDERS folders (each compaction copies little), and when its lines nearly fill
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

    def finish(self, lines, seats_gone=None):
        """The game is over: pass the last lines on, keep the whole log as a past game
        (app/store/past.py: one new file, the saved lines and these) and remove the main file,
        without which the rest is no save; the next game's start clears the rest, not this
        (already long) tick. A game whose save failed has no whole log to keep. seats_gone,
        if given, is called once the AI seats are let go, before the log is read back (the
        App's ended(): their code leaves memory too)."""
        self._emit(lines)
        # The AIs have decided their last move: their worlds and readers leave memory before
        # the log is read back (the game's end is its peak otherwise, docs/bench.md), with what
        # the hard seats share.
        let_go(self.agents)
        if seats_gone is not None:
            seats_gone()
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
        from app.store import readback  # (at the game's end only, as past)
        n = 0
        for line in readback.written_lines(self.path, self._chunks, self._steps, line_max):
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
        if self._round_bytes >= _CHUNK_BYTES or self._steps >= _JOURNAL_STEPS:
            # One new file (one erase) for the round, copied from its journals on flash: the
            # round's lines (up to _CHUNK_BYTES) are not kept in RAM meanwhile, where they were
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
