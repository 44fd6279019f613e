# Seven Rocks: 4-player partnership all-fives dominoes with a single spinner, to 250.
#
# The state follows OpenSpiel's shape: current_player() is a seat, CHANCE (a deal is due) or
# TERMINAL; legal actions are small integers t*4+slot (tile index, attach slot) or PASS;
# apply_action() raises IllegalAction with a reason for anything the rules refuse. Every
# buffer is allocated once in __init__, so playing a move allocates nothing.
from micropython import const
from core.game import CHANCE, IllegalAction
from core.tiles import N_TILES, LO, HI
from games.table import Table, N_SLOTS, placement_score
from games.dominoes import Dominoes, NO_TILE

N_SEATS = const(4)
HAND_TILES = const(7)
PASS = const(112)  # one past the largest placement 27*4+3
MAX_ACTIONS = const(32)  # 7 tiles x 4 slots, or the single pass
DEFAULT_TARGET = const(250)
ON_TABLE = const(4)  # owner[] value of a placed tile

# Phases, as games.dominoes numbers them (a const is only inlined in its own module).
_DEAL = const(0)
_PLAY = const(1)
_OVER = const(2)


def team_of(seat):
    """Partners sit opposite: seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return seat & 1


def round5(p):
    """Nearest multiple of 5, remainders 1-2 down and 3-4 up."""
    r = p % 5
    return p - r if r <= 2 else p + 5 - r


def settle(pips, deductions, scores):
    """Round each seat's pips on its own and take them off that seat's team.

    Partners are never combined before rounding: 3 + 3 costs 5 + 5 = 10, not 5."""
    for s in range(N_SEATS):
        d = round5(pips[s])
        deductions[s] = d
        scores[team_of(s)] -= d


class Observation:
    """What one seat may know: its own tiles, the table, hand sizes, passes and scores."""

    def __init__(self, seat):
        self.seat = seat
        self.mine = bytearray(N_TILES)  # 1 for each tile in this seat's hand
        self.table = Table(True)
        self.hand_size = bytearray(N_SEATS)
        # lacks[s] bit v: seat s passed while v was open, so it holds no tile with a v.
        self.lacks = bytearray(N_SEATS)
        self.scores = [0, 0]
        self.to_act = CHANCE
        self.passes = 0
        self.hand = 0
        self.target = DEFAULT_TARGET

    def legal_into(self, buf):
        """This seat's legal actions into buf (0 when it is not this seat's turn); returns n."""
        if self.to_act != self.seat:
            return 0
        n = self.table.moves_into(self.mine, 1, buf, 0)
        if n == 0:
            buf[0] = PASS
            n = 1
        return n


class SevenRocks(Dominoes):
    """A whole Seven Rocks match: hands are dealt until a team reaches the target."""

    n_seats = N_SEATS
    pass_action = PASS
    max_actions = MAX_ACTIONS

    def __init__(self, target=DEFAULT_TARGET):
        if target < 1:
            raise IllegalAction("target must be a positive number of points, got %d" % target)
        self.target = target
        self.table = Table(True)
        self.owner = bytearray(N_TILES)
        self.hand_size = bytearray(N_SEATS)
        self.lacks = bytearray(N_SEATS)
        self.scores = [0, 0]
        # The scores as the hand's last placement left them, before the settlement: the log's
        # play line reports these, the hand_end line the settled ones.
        self.unsettled = [0, 0]
        self.pips = [0] * N_SEATS
        self.deductions = [0] * N_SEATS
        self._scratch = bytearray(N_TILES)  # shuffled deal order
        self._seen = bytearray(N_TILES)  # deal check: tiles already dealt
        self._phase = _DEAL
        self.hand = 0
        self.seat = 0
        self.opener = 0
        self.next_opener = -1  # -1: the next opener is chosen by a neutral draw
        self.passes = 0
        self.winner = -1
        # Results of the last apply_action, read by the log writer and the screens.
        self.last_seat = -1
        self.last_action = PASS
        self.last_total = 0
        self.last_score = 0
        self.hand_ended = False
        self.end_reason = ""

    # -- OpenSpiel-style interface (current_player, is_terminal: games.dominoes) -----------

    def returns(self):
        """+1 for each seat of the winning team, -1 for the others, zeros while playing."""
        if self._phase != _OVER:
            return [0] * N_SEATS
        return [1 if team_of(s) == self.winner else -1 for s in range(N_SEATS)]

    def legal_into(self, buf):
        """Legal actions of the seat to act into buf; returns their count (0 if none due)."""
        if self._phase != _PLAY:
            return 0
        n = self.table.moves_into(self.owner, self.seat, buf, 0)
        if n == 0:
            buf[0] = PASS
            n = 1
        return n

    # -- chance: the deal ------------------------------------------------------------------

    def deal_random(self, rng):
        """Shuffle and deal with rng; a neutral draw picks the opener when no one went out."""
        order = self._scratch
        for t in range(N_TILES):
            order[t] = t
        rng.shuffle(order, N_TILES)
        opener = self.next_opener if self.next_opener >= 0 else rng.below(N_SEATS)
        self.deal(order, opener)

    def deal(self, order, opener):
        """Deal order[7*s:7*s+7] to seat s and let `opener` lead; checks both against the rules."""
        self.check_deal(order, N_TILES, opener, NO_TILE, "")
        if self.next_opener >= 0 and opener != self.next_opener:
            raise IllegalAction("seat %d went out last hand and must open, not seat %d"
                                % (self.next_opener, opener))
        for i in range(N_TILES):
            self.owner[order[i]] = i // HAND_TILES
        for s in range(N_SEATS):
            self.hand_size[s] = HAND_TILES
            self.lacks[s] = 0
        self.table.reset()
        self.hand += 1
        self.opener = opener
        self.seat = opener
        self.passes = 0
        self.hand_ended = False
        self.end_reason = ""
        self._phase = _PLAY

    # -- play ------------------------------------------------------------------------------

    def apply_action(self, a):
        """Play action a for the seat to act; raises IllegalAction (state unchanged) if refused."""
        seat = self.check_turn()
        table = self.table
        if a == PASS:
            self.record_pass(seat)
            self.passes += 1
            self._done(seat, a, 0, 0)
            if self.passes == N_SEATS:
                self._end_hand(-1)
            else:
                self.seat = (seat + 1) % N_SEATS
            return
        self.check_placement(a, seat)
        t = a >> 2
        s = a & 3
        self.check_fit(t, s)
        table.place(t, s)
        self.owner[t] = ON_TABLE
        self.hand_size[seat] -= 1
        self.passes = 0
        total = table.total()
        score = placement_score(total)
        self._done(seat, a, total, score)
        if score:
            team = team_of(seat)
            self.scores[team] += score
            if self.scores[team] >= self.target:
                # The target is checked at once: the hand is neither finished nor settled.
                self.winner = team
                self._phase = _OVER
                return
        if self.hand_size[seat] == 0:
            self._end_hand(seat)
        else:
            self.seat = (seat + 1) % N_SEATS

    def _done(self, seat, a, total, score):
        self.last_seat = seat
        self.last_action = a
        self.last_total = total
        self.last_score = score

    def _end_hand(self, out_seat):
        """Settle: each seat's pips rounded separately and taken off its own team."""
        for s in range(N_SEATS):
            self.pips[s] = 0
        for t in range(N_TILES):
            o = self.owner[t]
            if o < N_SEATS:
                self.pips[o] += LO[t] + HI[t]
        self.unsettled[0] = self.scores[0]
        self.unsettled[1] = self.scores[1]
        settle(self.pips, self.deductions, self.scores)
        self.next_opener = out_seat
        self.end_reason = "out" if out_seat >= 0 else "blocked"
        self.hand_ended = True
        self._phase = _DEAL

    # -- what a seat may see ---------------------------------------------------------------

    def new_observation(self, seat):
        return Observation(seat)

    def observe(self, seat, obs):
        """Fill obs with what `seat` may know; no other seat's tiles are ever copied."""
        obs.seat = seat
        for t in range(N_TILES):
            obs.mine[t] = 1 if self.owner[t] == seat else 0
        obs.table.copy_from(self.table)
        for s in range(N_SEATS):
            obs.hand_size[s] = self.hand_size[s]
            obs.lacks[s] = self.lacks[s]
        obs.scores[0] = self.scores[0]
        obs.scores[1] = self.scores[1]
        obs.to_act = self.current_player()
        obs.passes = self.passes
        obs.hand = self.hand
        obs.target = self.target
        return obs

    # -- helpers for logs and screens (hand_tiles: games.dominoes) -------------------------

    def ends(self):
        """Counted contributions of the current ends, slot order (a new list)."""
        out = []
        for s in range(N_SLOTS):
            c = self.table.contribution(s)
            if c >= 0:
                out.append(c)
        return out
