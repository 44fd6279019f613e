# Seven Rocks opponents: a reply-aware heuristic, and the kit the search plays rollouts with.
from core.game import legal
from core.tiles import N_TILES, LO, HI
from games.table import Table, placement_score
from games.seven_rocks import SevenRocks, ON_TABLE
from . import dominoes as dom
from .dominoes import PIPS, VALUES

_PLAY = 1  # games.dominoes PHASE_PLAY
WIN = 200  # a rollout that reaches the target is worth the match, more than any hand's points
EPSILON = 10  # percent of rollout moves chosen at random instead of greedily


def bits(m):
    """How many bits of m are set."""
    n = 0
    while m:
        m &= m - 1
        n += 1
    return n


class Heuristic:
    """Reply-aware all-fives play, from the seat's observation only.

    For each legal placement: what it scores now, minus what the next opponent can be expected
    to score in reply (its best placement over the unseen tiles it may hold: none with a number
    it passed on), plus half of what the partner can then expect, minus a little for the other
    opponent; a bonus for leaving only numbers an opponent passed on (it must knock), a malus
    for leaving only numbers the partner passed on; the variety of numbers kept in hand, and
    heavy tiles and doubles shed early (the settlement counts pips)."""

    sees_everything = False

    def __init__(self, seed):
        self.seed = seed  # the heuristic draws nothing: equal values go to the first action
        self.buf = bytearray(32)
        self.table = Table(True)

    def choose(self, obs):
        """The legal action this heuristic prefers for the seat of obs."""
        n = legal(obs, self.buf)
        if n == 1:
            return self.buf[0]
        dom.check_players(obs, "the Seven Rocks heuristic")
        me = obs.seat
        team = me & 1
        nxt = (me + 1) % 4
        partner = (me + 2) % 4
        last = (me + 3) % 4
        hidden = dom.unseen(obs)
        poss = {}
        chance = {}
        for s in (nxt, partner, last):
            poss[s] = dom.possible(hidden, obs.lacks[s])
            chance[s] = dom.hold_chance(obs.hand_size[s], len(poss[s]))
        mine = [t for t in range(N_TILES) if obs.mine[t]]
        table = obs.table
        total = table.total()
        # Near the target a reply can end the match: weigh it more.
        w_opp = 2.0 if obs.scores[1 - team] + 35 >= obs.target else 1.0
        scratch = self.table
        best = 0
        best_v = None
        for i in range(n):
            a = self.buf[i]
            t = a >> 2
            after = dom.total_after(table, total, t, a & 3)
            now = placement_score(after)
            if now and obs.scores[team] + now >= obs.target:
                return a  # the match is won at once
            rest = [u for u in mine if u != t]
            v = float(now)
            if not rest:
                v += 100  # going out ends the hand: the others pay their pips
            else:
                scratch.copy_ends_from(table)
                scratch.place(t, a & 3)
                v -= w_opp * self._reply(scratch, after, poss[nxt], chance[nxt])
                v += 0.5 * self._reply(scratch, after, poss[partner], chance[partner])
                v -= 0.25 * self._reply(scratch, after, poss[last], chance[last])
                open_v = dom.open_values(scratch)
                if not open_v & ~obs.lacks[nxt]:
                    v += 6  # the next opponent has shown it holds none of these: it knocks
                if not open_v & ~obs.lacks[last]:
                    v += 2
                if not open_v & ~obs.lacks[partner]:
                    v -= 4
                held = 0
                follow = 0
                for u in rest:
                    held |= VALUES[u]
                    if VALUES[u] & open_v:
                        follow += 1
                v += 1.0 * bits(held) + 0.8 * min(follow, 3)
                v += 0.25 * PIPS[t] + (2 if LO[t] == HI[t] else 0)
            if best_v is None or v > best_v:
                best_v = v
                best = a
        return best

    def _reply(self, table, total, tiles, p):
        scores = [dom.best_score(table, total, u) for u in tiles]
        return dom.expected_best(scores, p)


class Kit:
    """Seven Rocks for the search: an engine state per round, greedy rollouts, team points."""

    name = "seven-rocks"

    def new_world(self, obs):
        """A state for rollouts in the game of obs (made once per search)."""
        return SevenRocks(obs.target)

    def candidates(self, obs, buf, n):
        """The legal actions buf[:n] worth comparing (equivalent ones once)."""
        return dom.distinct_moves(obs.table, buf, n)

    def prepare(self, obs):
        """What every sample of this decision shares, worked out once."""
        return dom.Deal(obs, ON_TABLE)

    def sample(self, ctx, rng, world):
        """Make world the observed position with the hidden items dealt anew."""
        load(world, ctx.obs, ctx.sample(rng))

    def load_true(self, world, state):
        """Make world the true state (the cheat's only sample)."""
        self.copy(world, state)

    def copy(self, dst, src):
        """Make dst equal to src for a rollout, allocating nothing."""
        dst.owner[:] = src.owner
        dst.held[:] = src.held
        dst.hand_size[:] = src.hand_size
        dst.lacks[:] = src.lacks
        dst.table.copy_ends_from(src.table)
        dst.ends_total = src.ends_total
        dst.scores[:] = src.scores
        dst.seat = src.seat
        dst.passes = src.passes
        dst._phase = src._phase
        dst.hand = src.hand
        dst.target = src.target
        dst.winner = src.winner

    def start(self, world, a, obs):
        """Play candidate a on world; returns the rollout moves it counts."""
        world.apply_action(a)
        return 1

    def rollout(self, world, rng, buf):
        """Every seat greedy to the end of the hand (the most points now, then the heaviest
        tile), a move in EPSILON percent at random; returns the moves made."""
        moves = 0
        while world._phase == _PLAY:
            n = world.legal_into(buf)
            if n == 1:
                a = buf[0]
            elif rng.below(100) < EPSILON:
                a = buf[rng.below(n)]
            else:
                table = world.table
                total = world.ends_total
                a = buf[0]
                best_k = -1
                for i in range(n):
                    b = buf[i]
                    t = b >> 2
                    k = placement_score(dom.total_after(table, total, t, b & 3)) * 16 + PIPS[t]
                    if k > best_k:
                        best_k = k
                        a = b
            world.apply_action(a)
            moves += 1
        return moves

    def value(self, before, world, obs):
        """What the rollout's end is worth to the seat of obs (before: scores at the start)."""
        team = obs.seat & 1
        d = (world.scores[team] - before[team]) - (world.scores[1 - team] - before[1 - team])
        if world.is_terminal():
            d += WIN if world.winner == team else -WIN
        return d


def load(world, obs, owner):
    """Make the engine state `world` the position of obs with the tiles dealt as in owner[]."""
    world.owner[:] = owner
    for s in range(4):
        world.held[s] = 0
    for t in range(N_TILES):
        o = owner[t]
        if o < 4:
            world.held[o] |= 1 << t
    world.hand_size[:] = obs.hand_size
    world.lacks[:] = obs.lacks
    world.table.copy_ends_from(obs.table)
    world.ends_total = obs.table.total()
    world.scores[:] = obs.scores
    world.seat = obs.to_act
    world.passes = obs.passes
    world._phase = _PLAY
    world.hand = obs.hand
    world.target = obs.target
    world.winner = -1

