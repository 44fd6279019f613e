# A game in progress stepped one action at a time, its log saved to flash after every step.
#
# match.play runs a whole game in one call; the device needs to stop between actions (to draw,
# wait for buttons, hand over), so this is the same loop unrolled. It writes the same log lines
# in the same order from the same random streams, so a device game and `sim play` with the same
# seed and seats are the same game, and match.replay accepts the saved log.
import json
import os
from core.game import CHANCE
from core.rng import Rng
from games import registry
import match

_CHUNK = 256


class SaveError(ValueError):
    """The save file is not a game this firmware can resume; the message says why."""


class Session:
    """One game: state, random streams, AI seats, and the save file it keeps up to date."""

    def __init__(self, game, seed, players, target, opts, seats, path, emit=None):
        spec = registry.get(game)
        self.spec = spec
        self.game = game
        self.seed = seed
        self.players = players
        self.target = target
        self.opts = opts
        self.seats = seats
        self.path = path
        self.emit = emit
        self.state = spec.new_state(players, target, dict(opts))
        self.chance = Rng(seed)
        self.agents = [spec.new_ai(seats[s][1], s, seed + match.SEAT_STREAM * (s + 1))
                       if seats[s][0] == "ai" else None for s in range(players)]
        self.obs = [self.state.new_observation(s) for s in range(players)]
        self.legal = bytearray(self.state.max_actions)
        self.n_legal = 0
        self._chunk = bytearray(_CHUNK)
        self.save_failed = False  # the last save could not be written (flash full, ...)

    def header(self):
        return match.header(self.game, self.seed, self.players, self.target, self.opts, self.seats)

    def humans(self):
        """How many seats are played by people (decides whether hand-offs are needed)."""
        return len([s for s in self.seats if s[0] == "human"])

    def is_human(self, seat):
        return self.seats[seat][0] == "human"

    def observe(self, seat):
        """The seat's observation, refreshed, and its legal actions in self.legal[:n_legal]."""
        obs = self.obs[seat]
        self.state.observe(seat, obs)
        self.n_legal = obs.legal_into(self.legal)
        return obs

    # -- steps ----------------------------------------------------------------------------

    def deal(self):
        """Deal the hand that is due; returns its log lines."""
        self.state.deal_random(self.chance)
        return self.spec.deal_lines(self.state)

    def ai_act(self):
        """Let the AI seat to act choose and play; returns the log lines."""
        who = self.state.current_player()
        obs = self.obs[who]
        self.state.observe(who, obs)
        return self.act(self.agents[who].choose(obs))

    def act(self, a):
        """Apply action a for the seat to act (IllegalAction if refused); returns the log lines."""
        self.state.apply_action(a)
        return self.spec.action_lines(self.state)

    # -- the save file -------------------------------------------------------------------

    def start_save(self):
        """Begin the save with the header line (and tell the log sink)."""
        self._replace(None, [self.header()])

    def record(self, lines):
        """Append lines to the save with an atomic replace, and pass them to the log sink."""
        self._replace(self.path, lines)

    def finish(self, lines):
        """The game is over: pass the last lines on and remove the save (nothing to continue)."""
        self._emit(lines)
        try:
            os.remove(self.path)
        except OSError:
            pass

    def _emit(self, lines):
        if self.emit:
            for line in lines:
                self.emit(line)

    def _replace(self, old, lines):
        # A save that cannot be written must not stop the game: play goes on, the screen says
        # so, and saving stops so the file keeps the last consistent position (a later write
        # would leave a gap that resume would refuse).
        if not self.save_failed:
            try:
                self._write(old, lines)
            except OSError:
                self.save_failed = True
        self._emit(lines)

    def _write(self, old, lines):
        # Copy the old save and the new lines into a temporary file, then rename it over the
        # save: a power cut leaves either the old or the new file, never half of one.
        tmp = self.path + ".tmp"
        with open(tmp, "wb") as out:
            if old is not None:
                buf = self._chunk
                mv = memoryview(buf)
                with open(old, "rb") as f:
                    while True:
                        n = f.readinto(buf)
                        if not n:
                            break
                        out.write(mv[:n])
            for line in lines:
                out.write(line.encode())
                out.write(b"\n")
        os.rename(tmp, self.path)


def _lines(f):
    """Stripped, non-empty text lines of a binary file, decoded (ValueError if not UTF-8)."""
    for raw in f:
        text = raw.decode().strip()
        if text:
            yield text


def resume(path, emit=None):
    """The game saved at `path`, played forward to exactly where it stopped.

    Every saved line is regenerated by the engine, the deals by the seeded generator and the
    AI moves by the AI seats themselves, and compared with what was saved; the first difference
    raises SaveError. The save is then rewritten in canonical form (a cut-off last step is
    completed). Raises SaveError for a missing, foreign, damaged or finished game."""
    try:
        f = open(path, "rb")
    except OSError:
        raise SaveError("no saved game")
    tmp = path + ".new"
    try:
        with open(tmp, "w") as out:
            s, kept = _resume(path, _lines(f), out, emit is not None)
    except SaveError:
        _remove(tmp)
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
        _remove(tmp)
        raise SaveError(str(e) or "damaged")
    finally:
        f.close()
    os.rename(tmp, path)
    s.path = path
    s.emit = emit
    s._emit(kept)
    return s


def _remove(p):
    try:
        os.remove(p)
    except OSError:
        pass


def _resume(path, lines, out, keep):
    """Rebuild the session from saved lines, writing the regenerated log to `out`."""
    first = None
    for first in lines:
        break
    if first is None:
        raise SaveError("empty save")
    obj = json.loads(first)
    if not isinstance(obj, dict):
        raise SaveError("not a game log")
    spec, seed, players, target, opts, seats = match._header_from(obj)
    s = Session(spec.name, seed, players, target, opts, seats, path)
    if s.header() != first:
        raise SaveError("the header is not one this firmware writes")
    kept = [first] if keep else None
    out.write(first + "\n")
    state = s.state
    pending = []
    for line in lines:
        if pending:
            want = pending.pop(0)
        else:
            if state.is_terminal():
                raise SaveError("the game is over")
            who = state.current_player()
            if who == CHANCE:
                got = s.deal()
            elif s.agents[who] is not None:
                got = s.ai_act()
            else:
                got = s.act(spec.action_from(state, json.loads(line)))
            want = got[0]
            pending = got[1:]
        if want != line:
            raise SaveError("a saved step differs from the game")
        _keep(out, kept, line)
    for line in pending:
        _keep(out, kept, line)
    if state.is_terminal():
        raise SaveError("the game is over")
    return s, kept or ()


def _keep(out, kept, line):
    out.write(line + "\n")
    if kept is not None:
        kept.append(line)
