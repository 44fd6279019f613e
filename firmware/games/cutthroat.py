# Jamaican Cutthroat: 2-4 players each for themselves, one line of play, hand wins to six-love.
#
# The state has the same OpenSpiel shape as Seven Rocks: current_player() is a seat, CHANCE (a
# deal is due) or TERMINAL; actions are t*4+slot or PASS; apply_action() raises IllegalAction
# for anything the rules refuse. Drawing from the boneyard is not an action: the rules leave the
# seat no choice (draw until a tile fits, then play), so when the turn reaches a seat with no
# fitting tile the engine draws for it at once, and the seat then plays the tile that fits or,
# with the boneyard empty, passes. Every buffer is allocated in __init__: moves allocate nothing.
from micropython import const
from core.game import IllegalAction, next_seat
from core.tiles import N_TILES, LO, HI, name
from games.table import NONE
from games.dominoes import Dominoes, DominoObservation, NO_TILE, PASS, moves_or_pass

# Most legal placements: a 2-player boneyard hand of up to 21 tiles, each on both ends.
MAX_ACTIONS = const(42)
DEFAULT_TARGET = const(6)  # wins needed while an opponent still has none ("six-love")
BONEYARD_TILES = const(14)

# owner[] values other than a seat.
ON_TABLE = const(4)
_IN_BONEYARD = const(5)
_OUT_OF_PLAY = const(6)  # [0|0] in the 3-player game

DOUBLE_BLANK = const(0)  # tile index of [0|0]
DOUBLE_SIX = const(27)  # tile index of [6|6]

# Phases, as games.dominoes numbers them (a const is only inlined in its own module).
_DEAL = const(0)
_PLAY = const(1)
_OVER = const(2)


def hand_tiles_for(players, boneyard):
    """Tiles dealt to each seat: 4 players 7, 3 players 9, 2 players 14 (7 with a boneyard)."""
    if players == 4:
        return 7
    if players == 3:
        return 9
    return 7 if boneyard else 14


def heavier(t, u):
    """True when tile t outranks tile u for the fallback lead: more pips, then the higher half."""
    pt = LO[t] + HI[t]
    pu = LO[u] + HI[u]
    return pt > pu or (pt == pu and HI[t] > HI[u])


def forced_lead(order, dealt):
    """Position in order[:dealt] (the hands) of the tile the [6|6] rule makes its holder lead.

    [6|6] when it is in a hand; else (2-player boneyard game) the highest double in a hand;
    else the heaviest tile in a hand (most pips, ties to the tile with the higher half)."""
    best = -1
    for i in range(dealt):
        t = order[i]
        if t == DOUBLE_SIX:
            return i
        if best < 0:
            best = i
            continue
        b = order[best]
        t_double = LO[t] == HI[t]
        b_double = LO[b] == HI[b]
        if t_double != b_double:
            if t_double:
                best = i
        elif heavier(t, b):
            best = i
    return best


class Observation(DominoObservation):
    """What one seat may know: own tiles, the single line, hand sizes, passes, each seat's
    wins (games.dominoes), and the boneyard count, the key bonus setting and a forced lead."""

    def __init__(self, seat, players):
        super().__init__(seat, players, False, players, DEFAULT_TARGET)
        self.n_seats = players
        self.bone_count = 0
        self.key_bonus = False
        # The tile this seat must lead now ([6|6] rule), NONE otherwise; only ever set for the
        # seat to lead, so it never tells a seat about another seat's hand.
        self.lead = NONE

    def legal_into(self, buf):
        """This seat's legal actions into buf (0 when it is not this seat's turn); returns n."""
        if self.lead != NONE and self.to_act == self.seat:
            buf[0] = self.lead << 2
            return 1
        return DominoObservation.legal_into(self, buf)


class Cutthroat(Dominoes):
    """A whole Cutthroat match: hands are dealt until a player wins six-love."""

    pass_action = PASS
    max_actions = MAX_ACTIONS

    def __init__(self, players=4, target=DEFAULT_TARGET, boneyard=False, key_bonus=False):
        if players not in (2, 3, 4):
            raise IllegalAction("Cutthroat is played by 2, 3 or 4 players, not %r" % (players,))
        if target < 1:
            raise IllegalAction("target must be a positive number of wins, got %d" % target)
        if boneyard and players != 2:
            raise IllegalAction("the boneyard setting is for 2 players; %d players deal every "
                                "tile" % players)
        # Table, hands, phase, seats and the result record: games.dominoes. A next_opener of
        # -1 has the [6|6] rule pick the opener and the lead. result.points stays 0: placements
        # never score in Cutthroat, and the log writes 0.
        super().__init__(players, False)
        self.n_seats = players
        self.target = target
        self.boneyard = bool(boneyard)
        self.key_bonus = bool(key_bonus)
        self.hand_n = hand_tiles_for(players, boneyard)
        self.dealt_n = players * self.hand_n  # tiles in hands after the deal
        self.play_n = N_TILES - 1 if players == 3 else N_TILES  # tiles in the deal
        self.bone = bytearray(BONEYARD_TILES)  # the boneyard in draw order
        self.bone_len = 0
        self.bone_next = 0  # index in bone of the next tile to draw
        self.scores = [0] * players
        # The scores before the hand point and any reset: what the log's last play line reports.
        self.result.unsettled = [0] * players
        self.result.pips = [0] * players
        # Tiles drawn by draw_seat after the last action.
        self.result.drawn = bytearray(BONEYARD_TILES)
        self.result.n_drawn = 0
        self.result.draw_seat = -1
        self.result.reset = False
        self.lead = NONE  # tile the opener must lead, NONE when any tile may lead

    # -- OpenSpiel-style interface (current_player, is_terminal: games.dominoes) -----------

    def returns(self):
        """+1 for the match winner, -1 for every other seat, zeros while playing."""
        if self._phase != _OVER:
            return [0] * self.n_seats
        return [1 if s == self.winner else -1 for s in range(self.n_seats)]

    def legal_into(self, buf):
        """Legal actions of the seat to act into buf; returns their count (0 if none due)."""
        if self._phase != _PLAY:
            return 0
        if self.table.count == 0 and self.lead != NONE:
            buf[0] = self.lead << 2
            return 1
        return moves_or_pass(self.table, self.owner, self.seat, buf)

    # -- chance: the deal ------------------------------------------------------------------

    def deal_random(self, rng):
        """Shuffle the tiles in play and deal; the rules, not chance, pick the opener."""
        order = self._scratch
        n = 0
        for t in range(N_TILES):
            if self.n_seats != 3 or t != DOUBLE_BLANK:
                order[n] = t
                n += 1
        rng.shuffle(order, n)
        if self.next_opener >= 0:
            opener = self.next_opener
        else:
            opener = forced_lead(order, self.dealt_n) // self.hand_n
        self._deal(order, opener)

    def deal(self, order, opener):
        """Deal order to the seats (hand_n tiles each, seat 0 first), the rest to the boneyard
        in draw order, and let `opener` lead; checks the tiles and the opener against the rules.

        The [6|6] rule applies in the first hand, after a reset and after a tied block: the
        holder of [6|6] (boneyard fallbacks: highest double, then heaviest tile in a hand) must
        open and must lead that tile. Otherwise the winner of the last hand opens with any tile."""
        self.check_deal(order, self.play_n, opener,
                        DOUBLE_BLANK if self.n_seats == 3 else NO_TILE,
                        "[0|0] is taken out of the 3-player game")
        if self.next_opener >= 0:
            if opener != self.next_opener:
                raise IllegalAction("seat %d won the last hand and must open, not seat %d"
                                    % (self.next_opener, opener))
        else:
            i = forced_lead(order, self.dealt_n)
            holder = i // self.hand_n
            if opener != holder:
                raise IllegalAction("seat %d holds %s and must open with it, not seat %d"
                                    % (holder, name(order[i]), opener))
        self._deal(order, opener)

    def _deal(self, order, opener):
        if self.n_seats == 3:
            self.owner[DOUBLE_BLANK] = _OUT_OF_PLAY
        for i in range(self.dealt_n):
            self.owner[order[i]] = i // self.hand_n
        self.bone_len = self.play_n - self.dealt_n
        for j in range(self.bone_len):
            t = order[self.dealt_n + j]
            self.bone[j] = t
            self.owner[t] = _IN_BONEYARD
        self.bone_next = 0
        if self.next_opener >= 0:
            self.lead = NONE
        else:
            self.lead = order[forced_lead(order, self.dealt_n)]
        for s in range(self.n_seats):
            self.hand_size[s] = self.hand_n
            self.lacks[s] = 0
        self.table.reset()
        self.hand += 1
        self.opener = opener
        self.seat = opener
        self.passes = 0
        self.result.n_drawn = 0
        self.result.hand_ended = False
        self.result.reason = ""
        self.result.winner = -1
        self.result.hand_points = 0
        self.result.reset = False
        self._phase = _PLAY

    # -- play ------------------------------------------------------------------------------

    def apply_action(self, a):
        """Play action a for the seat to act; raises IllegalAction (state unchanged) if refused.

        A placement must fit an open end (the opening must be the forced lead when there is
        one); a pass is allowed only when nothing fits, which with the engine's automatic draws
        means the boneyard is empty. The hand ends when a seat places its last tile or after
        n consecutive passes. After the turn moves on, the next seat draws if nothing fits."""
        seat = self.check_turn()
        table = self.table
        if a == PASS:
            self.record_pass(seat)
            self.result.n_drawn = 0
            self.passes += 1
            self._done(seat, a)
            if self.passes == self.n_seats:
                self._end_hand(-1, 0)
            else:
                self._advance(seat)
            return
        self.check_placement(a, seat)
        t = a >> 2
        s = a & 3
        if table.count == 0 and self.lead != NONE and t != self.lead:
            raise IllegalAction("seat %d must lead %s, not %s" % (seat, name(self.lead), name(t)))
        self.check_fit(t, s)
        points = 1
        if self.hand_size[seat] == 1 and self.key_bonus and self._is_key(t, s):
            points = 2
        table.place(t, s)
        self.owner[t] = ON_TABLE
        self.hand_size[seat] -= 1
        self.result.n_drawn = 0
        self.passes = 0
        self._done(seat, a)
        if self.hand_size[seat] == 0:
            self._end_hand(seat, points)
        else:
            self._advance(seat)

    def _is_key(self, t, s):
        """Key bonus test for placing non-double t at slot s (before it is placed): the two open
        ends are t's two halves and no other unplayed tile, in a hand or the boneyard, has
        either value."""
        lo = LO[t]
        hi = HI[t]
        table = self.table
        if lo == hi or table.count == 0:
            return False
        v = table.slot_value[s]
        w = table.slot_value[1 - s]
        if not ((v == lo and w == hi) or (v == hi and w == lo)):
            return False
        for u in range(N_TILES):
            o = self.owner[u]
            if u != t and (o < ON_TABLE or o == _IN_BONEYARD):
                if LO[u] == lo or HI[u] == lo or LO[u] == hi or HI[u] == hi:
                    return False
        return True

    def _advance(self, seat):
        """Hand the turn on anticlockwise; a seat that cannot play draws until a tile fits."""
        nxt = next_seat(seat, self.n_seats)
        self.seat = nxt
        if self.bone_next >= self.bone_len or self.table.has_move(self.owner, nxt):
            return
        self.result.draw_seat = nxt
        table = self.table
        while self.bone_next < self.bone_len:
            t = self.bone[self.bone_next]
            self.bone_next += 1
            self.owner[t] = nxt
            self.hand_size[nxt] += 1
            self.result.drawn[self.result.n_drawn] = t
            self.result.n_drawn += 1
            if table.fits(t, 0) or table.fits(t, 1):
                return

    def _done(self, seat, a):
        self.result.seat = seat
        self.result.action = a
        self.result.points = 0

    def _end_hand(self, out_seat, points):
        """Score the hand: the seat that went out, else the single lowest pip total, wins
        `points`; a tie for lowest scores nothing. Then the six-love win or the reset."""
        n = self.n_seats
        for s in range(n):
            self.result.pips[s] = 0
            self.result.unsettled[s] = self.scores[s]
        for t in range(N_TILES):
            o = self.owner[t]
            if o < n:
                self.result.pips[o] += LO[t] + HI[t]
        winner = out_seat
        if winner < 0:
            points = 1
            low = 1000
            for s in range(n):
                p = self.result.pips[s]
                if p < low:
                    low = p
                    winner = s
                elif p == low:
                    winner = -1
            if winner < 0:
                points = 0
        self.result.winner = winner
        self.result.hand_points = points
        self.result.reason = "out" if out_seat >= 0 else "blocked"
        self.result.hand_ended = True
        self._phase = _DEAL
        if winner < 0:
            self.next_opener = -1
            return
        self.scores[winner] += points
        self.next_opener = winner
        zeros = 0
        for s in range(n):
            if self.scores[s] == 0:
                zeros += 1
        if zeros == 0:
            # Everyone has a win: back to love-all, and the [6|6] rule leads again.
            for s in range(n):
                self.scores[s] = 0
            self.result.reset = True
            self.next_opener = -1
        elif self.scores[winner] >= self.target:
            self.winner = winner
            self._phase = _OVER

    # -- what a seat may see ---------------------------------------------------------------

    def new_observation(self, seat):
        return Observation(seat, self.n_seats)

    def observe(self, seat, obs):
        """Fill obs with what `seat` may know (games.dominoes fills the fields both games
        share); no other seat's tiles are ever copied, and only the seat to lead sees its lead."""
        Dominoes.observe(self, seat, obs)
        obs.bone_count = self.bone_len - self.bone_next
        obs.key_bonus = self.key_bonus
        to_lead = obs.to_act == seat and self.table.count == 0
        obs.lead = self.lead if to_lead else NONE
        return obs

    # -- helpers for logs and screens (hand_tiles: games.dominoes) -------------------------

    def boneyard_tiles(self):
        """The whole boneyard as dealt, in draw order (a new list)."""
        return list(self.bone[:self.bone_len])

