# One game stepped seat by seat: the state, the deal's generator, the AI seats, the log lines.
#
# Shared by the device, the simulator and the MicroPython parity run: the same seed gives the
# same game, byte for byte, on both runtimes. Playing a whole game to its log, replaying a log
# and reading settings from a command line are match_log's: the console imports that only to
# resume a save or to show a past game, so its code is not in memory while a game is played.
from core.game import CHANCE
from core.rng import Rng
from core.recap import Recap, DEAL
from games import registry
from core.jsonl import Obj
from ai.levels import new_ai

# AI seat s draws from the stream seed + SEAT_STREAM * (s + 1).
SEAT_STREAM = 1000003
# Seat names in the logs of four-seat games (others say "Seat 1", "Seat 2", ...).
SEAT_NAMES = ("North", "East", "South", "West")


def header(game, seed, players, target, options, seats):
    """The first line: game, seed, players, target, every option, and who sits where.

    seats is a list of (kind, level) pairs, level None for a human, or (kind, level, name)
    triples to keep the names another writer gave."""
    entries = []
    for i in range(players):
        seat = seats[i]
        if len(seat) > 2:
            name = seat[2]
        else:
            name = SEAT_NAMES[i] if players == 4 else "Seat %d" % (i + 1)
        o = Obj(("name", name), ("kind", seat[0]))
        if seat[1] is not None:
            o.add("level", seat[1])
        entries.append(o)
    return Obj(("event", "game"), ("version", 1), ("game", game), ("seed", seed),
               ("players", players), ("target", target), ("options", Obj(*options)),
               ("seats", entries)).text()


def check_target(spec, target, what="target"):
    """The target, or ValueError naming `what` when it is outside what the game plays to."""
    if target < 1 or target > spec.max_target:
        raise ValueError("%s: %s is played to a target from 1 to %d, not %d"
                         % (what, spec.name, spec.max_target, target))
    return target


def full_options(spec, given):
    """Every setting of the game in its fixed order, given values over defaults."""
    return [(name, given.get(name, default)) for name, default, choices in spec.options]


def _agent(game, seat, s, seed):
    """The agent of seat s (None for a human): an AI level, or the bot a ("bot", class name)
    seat of sim.bots builds with its new_agent(game, s, seed); both choose(obs) alike."""
    if seat[0] == "ai":
        return new_ai(game, seat[1], seed)
    if seat[0] == "bot":
        return seat.new_agent(game, s, seed)
    return None


class Match:
    """One game stepped one action at a time: the state, the chance generator, the AI seats,
    their observations and a legal-action buffer. match_log.play, the console's Session, the
    tournament and the tests all step games through it, so a seed gives the same game in each.

    seats is a list of (kind, level) pairs, level None for a human; a bot seat (kind "bot",
    made by sim.bots in the simulator only) also builds its agent."""

    def __init__(self, game, seed, players, target, opts, seats):
        spec = registry.get(game)
        self.spec = spec
        self.game = game
        self.seed = seed
        self.players = players
        self.target = target
        self.opts = opts
        self.seats = seats
        self.state = spec.new_state(players, target, dict(opts))
        self.chance = Rng(seed)
        # Each AI seat draws from its own stream, so one seat's choices never shift another's.
        self.agents = [_agent(game, seats[s], s, seed + SEAT_STREAM * (s + 1))
                       for s in range(players)]
        self.obs = [self.state.new_observation(s) for s in range(players)]
        self.legal = bytearray(self.state.max_actions)
        self.n_legal = 0
        # The last steps for the console's recap: deal() and act() fill it, advance() does not.
        self.recap = Recap()

    def header(self):
        return header(self.game, self.seed, self.players, self.target, self.opts, self.seats)

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

    def deal(self):
        """Deal the hand that is due; returns its log lines."""
        self.state.deal_random(self.chance)
        self.recap.add(0, DEAL, self.state.hand >> 8, self.state.hand & 255)
        return self.spec.deal_lines(self.state)

    def ai_act(self):
        """Let the AI seat to act choose and play; returns the log lines."""
        return self.act(self._choose(self.state.current_player(), None))

    def act(self, a):
        """Apply action a for the seat to act (IllegalAction if refused); returns the log lines."""
        self.state.apply_action(a)
        self.spec.remember(self.state, self.recap)
        return self.spec.action_lines(self.state)

    def advance(self, human=None):
        """Take the step that is due, writing no log line (fast, for tournaments); True when it
        was a deal. human(state, seat, observation) answers for human seats."""
        state = self.state
        who = state.current_player()
        if who == CHANCE:
            state.deal_random(self.chance)
            return True
        state.apply_action(self._choose(who, human))
        return False

    def step(self, human=None):
        """Take the step that is due (as advance) and return its log lines."""
        if self.advance(human):
            return self.spec.deal_lines(self.state)
        return self.spec.action_lines(self.state)

    def _choose(self, who, human):
        obs = self.obs[who]
        self.state.observe(who, obs)
        agent = self.agents[who]
        return agent.choose(obs) if agent else human(self.state, who, obs)
