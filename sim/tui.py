# Terminal play of Seven Rocks: pass-and-play human seats and AI seats, typed moves.
#
# A plain-text way to play at a terminal, beside the console app (`sim run`). A human seat is
# shown only its own observation, behind a hand-off prompt when more than one human shares the
# terminal.
import sys
import time

import match

import match_log
from core.game import team_of
from core.tiles import name
from games.table import SIDE_NAMES, NONE

TEAM_NAMES = ("North-South", "East-West")


def describe(table, a, pass_action):
    """'[3|4] on [4|4] line-b' for an action about to be played on `table`."""
    if a == pass_action:
        return "pass"
    t = a >> 2
    if table.count == 0:
        return "open with %s" % name(t)
    s = a & 3
    return "%s on %s %s" % (name(t), name(table.slot_tile[s]), SIDE_NAMES[table.slot_side[s]])


def describe_last(state):
    """The action just applied, told from the table's record of where the tile went."""
    if state.result.action == state.pass_action:
        return "passes"
    t = state.result.action >> 2
    table = state.table
    if table.last_to == NONE:
        return "opens with %s" % name(t)
    return "plays %s on %s %s" % (name(t), name(table.last_to), SIDE_NAMES[table.last_at])


def table_text(obs):
    table = obs.table
    if table.count == 0:
        return "The table is empty."
    parts = []
    for s in range(4):
        t = table.slot_tile[s]
        if t == NONE:
            continue
        c = table.contribution(s)
        parts.append("  %s %s: open %d, %s" % (name(t), SIDE_NAMES[table.slot_side[s]],
                                               table.slot_value[s],
                                               "counts %d" % c if c >= 0 else "not counted"))
    spinner = name(table.spinner) if table.spinner != NONE else "none yet"
    return "Table: %d tiles, spinner %s, count %d\n%s" % (
        table.count, spinner, table.total(), "\n".join(parts))


class Terminal:
    """Reads moves from `inp`, writes the game to `out`; the end of the input stops the game,
    an input that cannot be read stops it with ValueError."""

    def __init__(self, inp, out, humans):
        self.inp = inp
        self.out = out
        self.humans = humans
        self.buf = bytearray(32)

    def say(self, text=""):
        self.out.write(text + "\n")
        self.out.flush()

    def ask(self, prompt):
        self.out.write(prompt)
        self.out.flush()
        try:
            line = self.inp.readline()
        except OSError as e:
            raise ValueError("cannot read standard input: %s" % (e.strerror or e))
        if not line:
            raise EOFError
        return line.strip()

    def clear(self):
        """Blank the terminal between players. Clearing the screen alone is not enough: many
        terminals push the cleared screen into the scrollback, where the next player could
        scroll up to the last hand, so the scrollback is erased too (ESC [3J)."""
        self.say("\x1b[H\x1b[2J\x1b[3J" if self.out.isatty() else "-" * 60)

    def human(self, state, seat, obs):
        """Hand the terminal over if needed, show the seat its own view, read its move."""
        if self.humans > 1:
            self.clear()
            self.ask("Pass the console to %s (%s). Press Enter when only %s is looking. "
                     % (match.SEAT_NAMES[seat], TEAM_NAMES[team_of(seat)], match.SEAT_NAMES[seat]))
        a = self._choose(state.pass_action, obs)
        if self.humans > 1:
            self.clear()
        return a

    def _choose(self, pass_action, obs):
        n = obs.legal_into(self.buf)
        legal = list(self.buf[:n])
        self.say(table_text(obs))
        self.say("Scores: %s %d, %s %d (target %d)" % (
            TEAM_NAMES[0], obs.scores[0], TEAM_NAMES[1], obs.scores[1], obs.target))
        self.say("Tiles held: " + ", ".join("%s %d" % (match.SEAT_NAMES[s], obs.hand_size[s])
                                            for s in range(4)))
        playable = set(a >> 2 for a in legal if a != pass_action)
        self.say("%s, your hand (* fits): %s" % (match.SEAT_NAMES[obs.seat], " ".join(
            name(t) + ("*" if t in playable else "") for t in range(28) if obs.mine[t])))
        if legal == [pass_action]:
            self.ask("Nothing fits: press Enter to pass. ")
            return pass_action
        for i, a in enumerate(legal):
            self.say("  %d) %s" % (i + 1, describe(obs.table, a, pass_action)))
        while True:
            text = self.ask("Your move (1-%d, q to stop): " % len(legal))
            if text.lower() == "q":
                raise EOFError
            if text.isdigit() and 1 <= int(text) <= len(legal):
                return legal[int(text) - 1]
            self.say("'%s' is not a move: type a number from 1 to %d." % (text, len(legal)))

    def watch(self, event, state):
        if event == "deal":
            self.say("\nHand %d: %s opens." % (state.hand, match.SEAT_NAMES[state.opener]))
            return
        seat = state.result.seat
        scored = " and scores %d" % state.result.points if state.result.points else ""
        self.say("%s %s%s.  [%d - %d]" % (match.SEAT_NAMES[seat], describe_last(state), scored,
                                          state.scores[0], state.scores[1]))
        r = state.result
        if r.hand_ended and state.current_player() < 0 and not state.is_terminal():
            self.say("Hand %d %s. Pips left: %s; deducted: %s." % (
                state.hand, "won by going out" if r.reason == "out" else "blocked",
                ", ".join("%s %d" % (match.SEAT_NAMES[s], r.pips[s]) for s in range(4)),
                ", ".join("%s %d" % (match.SEAT_NAMES[s], r.deductions[s]) for s in range(4))))


def run(args, inp=None, out=None):
    """Play one Seven Rocks game at the terminal; returns the exit status."""
    inp = inp or sys.stdin
    out = out or sys.stdout
    from sim.run import open_log
    spec, _, target, _ = match_log.game_args("seven-rocks", 4, args.target)
    seats = match_log.parse_seats(args.seats, 4, spec.levels)
    seed = args.seed if args.seed is not None else int(time.time()) % 1000000
    term = Terminal(inp, out, sum(1 for kind, _ in seats if kind == "human"))
    term.say("Seven Rocks, seed %d, first team to %d. Seats: %s." % (seed, target, ", ".join(
        "%s %s" % (match.SEAT_NAMES[s], seats[s][1] or "(human)") for s in range(4))))
    log = open_log(args.log) if args.log else None
    emit = (lambda line: log.write(line + "\n")) if log else (lambda line: None)
    try:
        state = match_log.play(spec.name, seed, seats, target=target, emit=emit,
                           human=term.human, watch=term.watch)
        end = "\n%s win %d to %d." % (TEAM_NAMES[state.winner], state.scores[state.winner],
                                      state.scores[1 - state.winner])
    except (EOFError, KeyboardInterrupt):
        end = "\nGame stopped."
    finally:
        # Closed however the game stopped; a write error goes on to the command line, which
        # tells it, so nothing more is said here then.
        if log:
            log.close()
    term.say(end)
    if log:
        term.say("Log written to %s (python -m sim replay %s)." % (args.log, args.log))
    return 0
