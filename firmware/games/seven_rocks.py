# Seven Rocks: 4-player partnership all-fives dominoes with a single spinner, to 250.
#
# The state follows OpenSpiel's shape: current_player() is a seat, CHANCE (a deal is due) or
# TERMINAL; legal actions are small integers t*4+slot (tile index, attach slot) or PASS;
# apply_action() raises IllegalAction with a reason for anything the rules refuse. Every
# buffer is allocated once in __init__, so playing a move allocates nothing.
#
# Speed: random playouts (and the AIs built on the engine) spend their time in legal_into()
# and apply_action(), so each seat's hand is also kept as a bit mask of its tiles (bit t for
# tile t, 28 bits: a small int on both runtimes). One AND with the masks of the open values
# leaves exactly the tiles that fit, taken lowest first so actions come out in tile order
# without a scan of all 28 tiles; playing a tile clears one bit. The counted total is kept up
# to date instead of recounted, and what is read often is held in locals. `owner` is kept
# beside the masks for observations, logs and the checks that name a tile.
from micropython import const
from core.game import IllegalAction, team_of
from core.tiles import N_TILES, LO, HI
from games.table import N_SLOTS, after_total
from games.dominoes import Dominoes, DominoObservation, NO_TILE, PASS

N_SEATS = const(4)
HAND_TILES = const(7)
MAX_ACTIONS = const(32)  # 7 tiles x 4 slots, or the single pass
DEFAULT_TARGET = const(250)
ON_TABLE = const(4)  # owner[] value of a placed tile

# Phases, as games.dominoes numbers them (a const is only inlined in its own module).
_DEAL = const(0)
_PLAY = const(1)
_OVER = const(2)
# games.table's codes, inlined here for the same reason.
_NONE = const(255)
_LOW = const(0)
_HIGH = const(1)
_LINE_A = const(2)
_LINE_B = const(3)
_BRANCH_A = const(4)
_BRANCH_B = const(5)


def _masks():
    # _WITH[v]: the tiles with a half v, as a mask of bit t for tile t.
    # _BIT_TILE[(1 << t) % 37] == t: 37 is prime and 2 generates its multiplicative group, so
    # 2**0 .. 2**35 leave distinct remainders and the lowest set bit names its tile at once.
    masks = [0] * 7
    index = bytearray(37)
    for t in range(N_TILES):
        masks[LO[t]] |= 1 << t
        masks[HI[t]] |= 1 << t
        index[(1 << t) % 37] = t
    return tuple(masks), index


_WITH, _BIT_TILE = _masks()


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


class Observation(DominoObservation):
    """What one seat may know: its own tiles, the table with its spinner, hand sizes, passes
    and the two team scores (games.dominoes)."""

    def __init__(self, seat):
        super().__init__(seat, N_SEATS, True, 2, DEFAULT_TARGET)


class SevenRocks(Dominoes):
    """A whole Seven Rocks match: hands are dealt until a team reaches the target."""

    n_seats = N_SEATS
    pass_action = PASS
    max_actions = MAX_ACTIONS

    def __init__(self, target=DEFAULT_TARGET):
        if target < 1:
            raise IllegalAction("target must be a positive number of points, got %d" % target)
        # Table, hands, phase, seats and the result record: games.dominoes. A next_opener of
        # -1 (nobody went out) has a neutral draw pick the opener.
        super().__init__(N_SEATS, True)
        self.target = target
        self.held = [0] * N_SEATS  # held[s]: bit t set while seat s holds tile t
        self.ends_total = 0  # the counted total of the ends, as table.total() would give
        self.scores = [0, 0]
        # The scores as the hand's last placement left them, before the settlement: the log's
        # play line reports these, the hand_end line the settled ones.
        self.result.unsettled = [0, 0]
        self.result.pips = [0] * N_SEATS
        self.result.deductions = [0] * N_SEATS
        self.last_total = 0

    # -- OpenSpiel-style interface (current_player, is_terminal: games.dominoes) -----------

    def returns(self):
        """+1 for each seat of the winning team, -1 for the others, zeros while playing."""
        if self._phase != _OVER:
            return [0] * N_SEATS
        return [1 if team_of(s) == self.winner else -1 for s in range(N_SEATS)]

    def legal_into(self, buf):
        """Legal actions of the seat to act into buf; returns their count (0 if none due).

        The same actions in the same order (tile, then slot) as table.moves_into() over
        owner[], worked out from the seat's mask."""
        if self._phase != _PLAY:
            return 0
        cand = self.held[self.seat]
        table = self.table
        index = _BIT_TILE
        n = 0
        if table.count == 0:
            while cand:
                low = cand & -cand
                cand ^= low
                buf[n] = index[low % 37] << 2
                n += 1
            return n
        # Slots 0 and 1 are open from the first tile on; 2 and 3 open together (the spinner's
        # branches). m_s: the tiles that fit slot s, none for a closed slot.
        values = table.slot_value
        m0 = _WITH[values[0]]
        m1 = _WITH[values[1]]
        if table.slot_tile[2] != _NONE:
            m2 = _WITH[values[2]]
            m3 = _WITH[values[3]]
        else:
            m2 = 0
            m3 = 0
        cand &= m0 | m1 | m2 | m3
        while cand:
            low = cand & -cand
            cand ^= low
            a = index[low % 37] << 2
            if low & m0:
                buf[n] = a
                n += 1
            if low & m1:
                buf[n] = a + 1
                n += 1
            if low & m2:
                buf[n] = a + 2
                n += 1
            if low & m3:
                buf[n] = a + 3
                n += 1
        if n == 0:
            buf[0] = PASS
            n = 1
        return n

    def has_move(self, seat):
        """True when seat holds a tile that fits an open end (from its mask, not all 28)."""
        table = self.table
        if table.count == 0:
            return self.held[seat] != 0
        fit = 0
        for s in range(N_SLOTS):
            if table.slot_tile[s] != _NONE:
                fit |= _WITH[table.slot_value[s]]
        return (self.held[seat] & fit) != 0

    # -- chance: the deal ------------------------------------------------------------------

    def deal_random(self, rng):
        """Shuffle and deal with rng; a neutral draw picks the opener when no one went out."""
        order = self._scratch
        rng.permutation(order, N_TILES)
        opener = self.next_opener if self.next_opener >= 0 else rng.below(N_SEATS)
        # A shuffle of 0..27 is a valid deal and the opener is next_opener or a drawn seat:
        # deal()'s checks cannot fail here, so a playout's deal skips them.
        self._deal(order, opener)

    def deal(self, order, opener):
        """Deal order[7*s:7*s+7] to seat s and let `opener` lead; checks both against the rules."""
        self.check_deal(order, N_TILES, opener, NO_TILE, "")
        if self.next_opener >= 0 and opener != self.next_opener:
            raise IllegalAction("seat %d went out last hand and must open, not seat %d"
                                % (self.next_opener, opener))
        self._deal(order, opener)

    def _deal(self, order, opener):
        # The deal itself, once order and opener are known to be valid.
        owner = self.owner
        held = self.held
        for s in range(N_SEATS):
            m = 0
            for i in range(s * HAND_TILES, (s + 1) * HAND_TILES):
                t = order[i]
                owner[t] = s
                m |= 1 << t
            held[s] = m
            self.hand_size[s] = HAND_TILES
            self.lacks[s] = 0
        self.table.reset()
        self.ends_total = 0
        self.hand += 1
        self.opener = opener
        self.seat = opener
        self.passes = 0
        self.result.hand_ended = False
        self.result.reason = ""
        self._phase = _PLAY

    # -- play ------------------------------------------------------------------------------

    def apply_action(self, a):
        """Play action a for the seat to act; raises IllegalAction (state unchanged) if refused."""
        if self._phase != _PLAY:
            self.check_turn()  # raises, saying why no seat may act
        seat = self.seat
        if a == PASS:
            self.record_pass(seat)
            self.passes += 1
            self._done(seat, a, 0, 0)
            if self.passes == N_SEATS:
                self._end_hand(-1)
            else:
                self.seat = (seat + 1) % N_SEATS
            return
        t = a >> 2
        s = a & 3
        owner = self.owner
        if a < 0 or t >= N_TILES or owner[t] != seat:
            self.check_placement(a, seat)  # raises, naming the action or the tile
        table = self.table
        count = table.count
        lo = LO[t]
        hi = HI[t]
        if count == 0:
            if s:
                self.check_fit(t, s)  # raises: the opening takes no attach point
            total = lo + hi
        else:
            v = table.slot_value[s]
            if table.slot_tile[s] == _NONE or (lo != v and hi != v):
                self.check_fit(t, s)  # raises, saying what does not match
            # The new total: only slot s's own contribution changes.
            total = after_total(table, self.ends_total, s, lo, hi)
        # Table.place(t, s) written out: the call and its look-ups were a sixth of a move on
        # the chip. test_seven_rocks checks at every step that the table ends up as place()
        # leaves it; a change to the layout rule in games.table must be made here too.
        table.order[count] = t
        table.count = count + 1
        tiles = table.slot_tile
        sides = table.slot_side
        values = table.slot_value
        if lo == hi and table.spinner == _NONE:
            table.spinner = t  # the first double: a Seven Rocks table has the spinner rule
        if count == 0:
            table.last_to = _NONE
            table.last_at = 0
            tiles[0] = t
            tiles[1] = t
            if lo == hi:
                sides[0] = _LINE_A
                sides[1] = _LINE_B
            else:
                sides[0] = _LOW
                sides[1] = _HIGH
            values[0] = lo
            values[1] = hi
        else:
            table.last_to = tiles[s]
            table.last_at = sides[s]
            tiles[s] = t
            if lo == hi:
                sides[s] = _LINE_B  # an attached double connects by line-a
            elif lo == v:
                sides[s] = _HIGH
                values[s] = hi
            else:
                sides[s] = _LOW
                values[s] = lo
            sp = table.spinner
            if sp != _NONE and tiles[2] == _NONE and tiles[0] != sp and tiles[1] != sp:
                # Both in-line sides of the spinner are occupied: its branches open.
                tiles[2] = sp
                tiles[3] = sp
                sides[2] = _BRANCH_A
                sides[3] = _BRANCH_B
                values[2] = LO[sp]
                values[3] = LO[sp]
        self.ends_total = total
        owner[t] = ON_TABLE
        self.held[seat] ^= 1 << t
        sizes = self.hand_size
        n = sizes[seat] - 1
        sizes[seat] = n
        self.passes = 0
        score = total if total > 0 and total % 5 == 0 else 0  # placement_score(), inlined
        self.result.seat = seat
        self.result.action = a
        self.last_total = total
        self.result.points = score
        if score:
            team = team_of(seat)
            self.scores[team] += score
            if self.scores[team] >= self.target:
                # The target is checked at once: the hand is neither finished nor settled.
                self.winner = team
                self._phase = _OVER
                return
        if n == 0:
            self._end_hand(seat)
        else:
            self.seat = (seat + 1) & 3  # (seat + 1) % N_SEATS

    def _done(self, seat, a, total, score):
        self.result.seat = seat
        self.result.action = a
        self.last_total = total
        self.result.points = score

    def _end_hand(self, out_seat):
        """Settle: each seat's pips rounded separately and taken off its own team."""
        for s in range(N_SEATS):
            p = 0
            m = self.held[s]
            while m:
                low = m & -m
                m ^= low
                t = _BIT_TILE[low % 37]
                p += LO[t] + HI[t]
            self.result.pips[s] = p
        self.result.unsettled[0] = self.scores[0]
        self.result.unsettled[1] = self.scores[1]
        settle(self.result.pips, self.result.deductions, self.scores)
        self.next_opener = out_seat
        self.result.reason = "out" if out_seat >= 0 else "blocked"
        self.result.hand_ended = True
        self._phase = _DEAL

    # -- what a seat may see ---------------------------------------------------------------

    def new_observation(self, seat):
        return Observation(seat)

    # -- helpers for logs and screens (hand_tiles: games.dominoes) -------------------------

    def ends(self):
        """Counted contributions of the current ends, slot order (a new list)."""
        out = []
        for s in range(N_SLOTS):
            c = self.table.contribution(s)
            if c >= 0:
                out.append(c)
        return out
