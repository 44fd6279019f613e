# Cutthroat opponents: a heuristic that starves the others, and the kit the search rolls out.
from core.tiles import N_TILES, LO, HI
from games.table import Table, NONE
from games.dominoes import PASS
from games.cutthroat import ON_TABLE
from . import dominoes as dom, heuristic
from .dominoes import PIPS, VALUES

_PLAY = 1  # games.dominoes PHASE_PLAY
EPSILON = 10  # percent of rollout moves chosen at random instead of by weight


def is_double(t):
    return LO[t] == HI[t]


class Heuristic(heuristic.Heuristic):
    """Play for yourself, from the seat's observation only.

    For each legal placement: the chance that each opponent can follow on the ends it leaves
    (over the unseen tiles it may hold, none with a number it passed on), weighed more for
    the next seat and for a seat with few tiles left, which may go out; how many of its own
    tiles can follow; the variety of numbers kept; heavy tiles and doubles shed early (a
    blocked hand goes to the fewest pips)."""

    def __init__(self, seed):
        heuristic.Heuristic.__init__(self, seed)
        self.table = Table(False)  # the table a placement leaves

    def prefer(self, obs, n):
        """The action of self.buf[:n] (n > 1) this heuristic prefers for the seat of obs."""
        dom.check_players(obs, "the Cutthroat heuristic")
        me = obs.seat
        nxt = (me + 3) % 4  # play goes anticlockwise
        others = [s for s in range(4) if s != me]
        poss, chance = dom.reading(obs, others)
        mine = [t for t in range(N_TILES) if obs.mine[t]]
        scratch = self.table
        best = self.buf[0]
        best_v = None
        for a in dom.distinct_moves(obs.table, self.buf, n):
            t = a >> 2
            rest = [u for u in mine if u != t]
            if not rest:
                return a  # the last tile wins the hand
            scratch.copy_ends_from(obs.table)
            scratch.place(t, a & 3)
            open_v = dom.open_values(scratch)
            v = 0.0
            for s in others:
                fit = 0
                for u in poss[s]:
                    if VALUES[u] & open_v:
                        fit += 1
                can = 1.0 - (1.0 - chance[s]) ** fit
                w = (1.5 if s == nxt else 1.0) * (1.0 + 4.0 / max(1, obs.hand_size[s]))
                v -= 3.0 * w * can
            numbers, follow = dom.kept(rest, open_v)
            v += 2.0 * min(follow, 2) - (3.0 if follow == 0 else 0.0)
            v += 0.7 * numbers + 0.3 * PIPS[t] + (2.5 if is_double(t) else 0.0)
            if best_v is None or v > best_v:
                best_v = v
                best = a
        return best


# WITH[v]: the tiles with a half v, bit t for tile t.
WITH = tuple(sum(1 << t for t in range(N_TILES) if VALUES[t] >> v & 1) for v in range(7))
# The placements a seat may make, as (tile bit, action) in the engine's order (tile, then end 0
# before end 1): PLACES[v0 * 7 + v1] on a line whose open numbers are v0 and v1, LEADS as the
# first tile of a hand (any tile).
PLACES = tuple(tuple((1 << t, t << 2 | e) for t in range(N_TILES) for e, v in ((0, v0), (1, v1))
                     if VALUES[t] >> v & 1) for v0 in range(7) for v1 in range(7))
LEADS = tuple((1 << t, t << 2) for t in range(N_TILES))
# The rollouts' order of play: the heaviest tile first, a double before a tile of equal pips.
WEIGHT = tuple(PIPS[t] * 2 + (1 if is_double(t) else 0) for t in range(N_TILES))


class Line:
    """A four-seat Cutthroat hand reduced to what a rollout needs: each seat's tiles as a bit
    mask, the two open numbers, whose turn it is and the passes in a row, and the hand wins
    (with the reset and six-love of the rules). Written from docs/rules.md for speed (the
    engine's legal-move scan of all 28 tiles was most of a rollout); the tests check it
    against the engine move for move."""

    def __init__(self, target):
        self.target = target
        self.held = [0] * 4
        self.size = bytearray(4)
        self.ends = bytearray(2)
        self.count = 0
        self.seat = 0
        self.passes = 0
        self.lead = NONE
        self.scores = [0] * 4
        self.hand = 0
        self.playing = False
        self.hand_winner = -1
        self.winner = -1

    def is_terminal(self):
        """True once a seat has won the match."""
        return self.winner >= 0

    def legal_into(self, buf):
        """The legal actions of the seat to act, as the engine lists them (tile order, end 0
        before end 1), or the pass."""
        if self.count == 0 and self.lead != NONE:
            buf[0] = self.lead << 2
            return 1
        m = self.held[self.seat]
        n = 0
        for bit, a in LEADS if self.count == 0 else PLACES[self.ends[0] * 7 + self.ends[1]]:
            if m & bit:
                buf[n] = a
                n += 1
        if n == 0 and self.count != 0:
            buf[0] = PASS
            n = 1
        return n

    def apply_action(self, a):
        """Play a legal action (unchecked: the rollout policy only plays legal ones)."""
        s = self.seat
        if a == PASS:
            self.passes += 1
            if self.passes == 4:
                self._block()
            else:
                self.seat = (s + 3) % 4
            return
        t = a >> 2
        if self.count == 0:
            self.ends[0] = LO[t]
            self.ends[1] = HI[t]
        else:
            e = a & 1
            self.ends[e] = HI[t] if LO[t] == self.ends[e] else LO[t]
        self.count += 1
        self.held[s] ^= 1 << t
        self.size[s] -= 1
        self.passes = 0
        if self.size[s] == 0:
            self._end(s)
        else:
            self.seat = (s + 3) % 4

    def _block(self):
        # Every seat passed: the single lowest pip count wins, a tie wins nothing.
        low = 1000
        w = -1
        for s in range(4):
            p = 0
            m = self.held[s]
            while m:
                b = m & -m
                m ^= b
                p += PIPS[b.bit_length() - 1]
            if p < low:
                low = p
                w = s
            elif p == low:
                w = -1
        self._end(w)

    def _end(self, w):
        self.playing = False
        self.hand_winner = w
        if w < 0:
            return
        self.scores[w] += 1
        for s in range(4):
            if self.scores[s] == 0:
                if self.scores[w] >= self.target:
                    self.winner = w
                return
        for s in range(4):
            self.scores[s] = 0  # everyone has a win: back to love-all


class Kit(dom.Kit):
    """Cutthroat for the search: a Line per round, heavy-tile rollouts, hand and match wins."""

    name = "cutthroat"
    ON_TABLE = ON_TABLE
    ARRAYS = ("held", "size", "ends", "scores")
    SCALARS = ("count", "seat", "passes", "lead", "hand", "playing", "hand_winner", "winner")

    def new_world(self, obs):
        """A state for rollouts in the game of obs (made once per search)."""
        return Line(obs.target)

    def sample(self, ctx, rng, world):
        """Make world the observed position with the hidden items dealt anew."""
        obs = ctx.obs
        load(world, ctx.sample(rng), obs.table, obs.hand_size, obs.to_act, obs.passes, obs.lead,
             obs.scores, obs.hand)

    def load_true(self, world, state):
        """The engine state as a Line (the cheat's deal); refuses a game with a boneyard."""
        if state.n_seats != 4 or state.boneyard:
            raise ValueError("the Cutthroat cheat plays the four-player game only")
        load(world, state.owner, state.table, state.hand_size, state.seat, state.passes,
             state.lead if state.table.count == 0 else NONE, state.scores, state.hand)

    def rollout(self, world, rng, buf):
        """Every seat plays its heaviest tile that fits (doubles first among equals) to the end
        of the hand, a move in EPSILON percent at random; returns the moves made."""
        moves = 0
        held = world.held
        ends = world.ends
        while world.playing:
            if world.count == 0 or rng.below(100) < EPSILON:
                n = world.legal_into(buf)
                a = buf[rng.below(n)] if n > 1 else buf[0]
            else:
                m0 = WITH[ends[0]]
                m1 = WITH[ends[1]]
                cand = held[world.seat] & (m0 | m1)
                if not cand:
                    a = PASS
                else:
                    best_k = -1
                    best = 0
                    while cand:
                        low = cand & -cand
                        cand ^= low
                        k = WEIGHT[low.bit_length() - 1]
                        if k > best_k:
                            best_k = k
                            best = low
                    a = ((best.bit_length() - 1) << 2) | (0 if best & m0 else 1)
            world.apply_action(a)
            moves += 1
        return moves

    def value(self, before, world, obs):
        """The match won +2, lost -2; else the hand won +1, won by another -1/3, tied 0."""
        me = obs.seat
        if world.is_terminal():
            return 2.0 if world.winner == me else -2.0
        w = world.hand_winner
        if w == me:
            return 1.0
        return -1.0 / 3 if w >= 0 else 0.0


def load(world, owner, table, sizes, seat, passes, lead, scores, hand):
    """Make `world` (a Line) the hand with tiles dealt as in owner[] on `table`."""
    dom.held_masks(owner, world.held)
    world.size[:] = sizes
    world.ends[0] = table.slot_value[0]
    world.ends[1] = table.slot_value[1]
    world.count = table.count
    world.seat = seat
    world.passes = passes
    world.lead = lead
    world.scores[:] = scores
    world.hand = hand
    world.playing = True
    world.hand_winner = -1
    world.winner = -1
