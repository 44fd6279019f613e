# What the dominoes engines share: the turn phases, the deal and move checks, the pass record.
#
# SevenRocks and Cutthroat keep `_phase`, `seat`, `owner`, `table`, `lacks` and `next_opener`
# under the same names, made here, so the checks the rules make alike in both games are written
# once here. Subclasses supply max_actions and n_seats.
from micropython import const
from core.game import CHANCE, TERMINAL, IllegalAction, Result, check_dealt_once
from core.tiles import N_TILES, name
from games.table import Table, NONE, N_SLOTS, SIDE_NAMES

_PHASE_DEAL = const(0)
PHASE_PLAY = const(1)
_PHASE_OVER = const(2)
NO_TILE = const(255)  # check_deal: no tile is left out of the deal
PASS = const(112)  # the pass action: one past the largest placement t*4+slot, 27*4+3


def moves_or_pass(table, owner, who, buf):
    """The placements on table of the tiles with owner[t] == who into buf, or the pass when
    none fits; returns n. A state passes its owner[] and the seat, an observation its mine[]
    and 1."""
    n = table.moves_into(owner, who, buf, 0)
    if n == 0:
        buf[0] = PASS
        n = 1
    return n


class DominoObservation:
    """What one seat may know in either dominoes game: its own tiles, the table, hand sizes,
    what passes showed, the scores and the turn. A game's Observation adds its own fields;
    Dominoes.observe fills these."""

    def __init__(self, seat, n_seats, spinner, n_scores, target):
        self.seat = seat
        self.mine = bytearray(N_TILES)  # 1 for each tile in this seat's hand
        self.table = Table(spinner)
        self.hand_size = bytearray(n_seats)
        # lacks[s] bit v: seat s passed while v was open, so it holds no tile with a v.
        self.lacks = bytearray(n_seats)
        self.scores = [0] * n_scores
        self.to_act = CHANCE
        self.passes = 0
        self.hand = 0
        self.target = target

    def legal_into(self, buf):
        """This seat's legal actions into buf (0 when it is not this seat's turn); returns n."""
        if self.to_act != self.seat:
            return 0
        return moves_or_pass(self.table, self.mine, 1, buf)


class Dominoes:
    """Base of the dominoes states: phases, deal and move checks, legal action lists."""

    def __init__(self, n_seats, spinner):
        """What both games keep alike: an empty table (with a spinner or not), no tile dealt,
        the first hand's deal due, and the result record."""
        self.result = Result()  # what the last action did (core.game.Result)
        self.result.action = PASS
        self.table = Table(spinner)
        self.owner = bytearray(N_TILES)
        self.hand_size = bytearray(n_seats)
        self.lacks = bytearray(n_seats)
        self._scratch = bytearray(N_TILES)  # shuffled deal order
        self._seen = bytearray(N_TILES)  # deal check: tiles already dealt
        self._phase = _PHASE_DEAL
        self.hand = 0
        self.seat = 0
        self.opener = 0
        self.next_opener = -1  # nobody went out yet: the game's own rule picks the opener
        self.passes = 0
        self.winner = -1

    def current_player(self):
        """The seat to act, CHANCE when a deal is due, or TERMINAL."""
        if self._phase == PHASE_PLAY:
            return self.seat
        if self._phase == _PHASE_DEAL:
            return CHANCE
        return TERMINAL

    def is_terminal(self):
        return self._phase == _PHASE_OVER

    def legal_actions(self):
        """Legal actions as a new list (convenience for tools and tests)."""
        buf = bytearray(self.max_actions)
        return list(buf[:self.legal_into(buf)])

    def hand_tiles(self, seat):
        """Tiles held by seat, in index order (a new list: not for hot paths)."""
        return [t for t in range(N_TILES) if self.owner[t] == seat]

    def check_deal(self, order, size, opener, left_out, why):
        """Raise IllegalAction unless a deal is due, order holds the `size` tiles in play once
        each (all but `left_out`, refused with the reason `why`) and opener is a seat."""
        if self._phase == PHASE_PLAY:
            raise IllegalAction("no deal is due: seat %d is to act" % self.seat)
        if self._phase == _PHASE_OVER:
            raise IllegalAction("no deal is due: the game is over")
        if len(order) != size:
            raise IllegalAction("a %d-player deal hands out %d tiles, got %d"
                                % (self.n_seats, size, len(order)))
        seen = self._seen
        check_dealt_once(order, seen, N_TILES,
                         "a deal holds a tile that is not in the double-six set", name)
        if left_out != NO_TILE and seen[left_out]:
            raise IllegalAction(why)
        if opener < 0 or opener >= self.n_seats:
            raise IllegalAction("opener must be a seat 0..%d, got %d" % (self.n_seats - 1, opener))

    def observe(self, seat, obs):
        """Fill the DominoObservation fields of obs with what `seat` may know; no other seat's
        tiles are ever copied. A game with more to show fills the rest after this."""
        obs.seat = seat
        for t in range(N_TILES):
            obs.mine[t] = 1 if self.owner[t] == seat else 0
        obs.table.copy_from(self.table)
        for s in range(self.n_seats):
            obs.hand_size[s] = self.hand_size[s]
            obs.lacks[s] = self.lacks[s]
        for i in range(len(self.scores)):
            obs.scores[i] = self.scores[i]
        obs.to_act = self.current_player()
        obs.passes = self.passes
        obs.hand = self.hand
        obs.target = self.target
        return obs

    def check_turn(self):
        """Raise IllegalAction unless a seat is to act; returns that seat."""
        if self._phase != PHASE_PLAY:
            raise IllegalAction("no seat may act: the game is over" if self._phase == _PHASE_OVER
                                else "no seat may act: hand %d is not dealt" % (self.hand + 1))
        return self.seat

    def has_move(self, seat):
        """True when seat holds a tile that fits somewhere (a game may answer from its hands)."""
        return self.table.has_move(self.owner, seat)

    def record_pass(self, seat):
        """Refuse the pass of a seat holding a tile that fits; else note that it holds none
        of the values now open (lacks[seat] bit v), which every seat may see."""
        table = self.table
        if self.has_move(seat):
            raise IllegalAction("seat %d may not pass: it holds a tile that fits" % seat)
        for s in range(N_SLOTS):
            if table.slot_tile[s] != NONE:
                self.lacks[seat] |= 1 << table.slot_value[s]

    def check_placement(self, a, seat):
        """Raise IllegalAction unless action a places a tile seat holds where it fits."""
        t = a >> 2
        if a < 0 or t >= N_TILES:
            raise IllegalAction("action %d is not a tile placement or a pass" % a)
        if self.owner[t] != seat:
            raise IllegalAction("seat %d does not hold %s" % (seat, name(t)))

    def check_fit(self, t, s):
        """Raise IllegalAction, saying why, unless tile t fits attach slot s."""
        table = self.table
        if table.fits(t, s):
            return
        if table.count == 0:
            raise IllegalAction("%s opens the hand: it takes no attach point" % name(t))
        if s >= N_SLOTS or table.slot_tile[s] == NONE:
            raise IllegalAction("there is no open attach point %d for %s" % (s, name(t)))
        raise IllegalAction("%s does not match %s %s (value %d)" % (
            name(t), name(table.slot_tile[s]), SIDE_NAMES[table.slot_side[s]],
            table.slot_value[s]))
