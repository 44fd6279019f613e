# Seven Rocks opponents: a reply-aware heuristic, and the kit the search plays rollouts with.
from core.tiles import N_TILES, LO, HI
from games.table import Table, placement_score
from games.seven_rocks import SevenRocks, ON_TABLE
from . import dominoes as dom, heuristic
from .dominoes import PIPS

_PLAY = 1  # games.dominoes PHASE_PLAY
WIN = 200  # a rollout that reaches the target is worth the match, more than any hand's points
EPSILON = 10  # percent of rollout moves chosen at random instead of greedily


class Heuristic(heuristic.Heuristic):
    """Reply-aware all-fives play, from the seat's observation only.

    For each legal placement: what it scores now, minus what the next opponent can be expected
    to score in reply (its best placement over the unseen tiles it may hold: none with a number
    it passed on), plus half of what the partner can then expect, minus a little for the other
    opponent; a bonus for leaving only numbers an opponent passed on (it must knock), a malus
    for leaving only numbers the partner passed on; the variety of numbers kept in hand, and
    heavy tiles and doubles shed early (the settlement counts pips)."""

    def __init__(self, seed):
        heuristic.Heuristic.__init__(self, seed)
        self.table = Table(True)  # the table a placement leaves
        self.reply = Table(True)  # and the one a reply to it leaves

    def prefer(self, obs, n):
        """The action of self.buf[:n] (n > 1) this heuristic prefers for the seat of obs."""
        dom.check_players(obs, "the Seven Rocks heuristic")
        me = obs.seat
        team = me & 1
        nxt = (me + 1) % 4
        partner = (me + 2) % 4
        last = (me + 3) % 4
        poss, chance = dom.reading(obs, (nxt, partner, last))
        mine = [t for t in range(N_TILES) if obs.mine[t]]
        table = obs.table
        # Near the target a reply can end the match: weigh it more.
        w_opp = 2.0 if obs.scores[1 - team] + 35 >= obs.target else 1.0
        scratch = self.table
        best = 0
        best_v = None
        for i in range(n):
            a = self.buf[i]
            t = a >> 2
            # total_after leaves scratch as the placement leaves the table, for the replies.
            now = placement_score(dom.total_after(table, t, a & 3, scratch))
            if now and obs.scores[team] + now >= obs.target:
                return a  # the match is won at once
            rest = [u for u in mine if u != t]
            v = float(now)
            if not rest:
                v += 100  # going out ends the hand: the others pay their pips
            else:
                v -= w_opp * self._reply(scratch, poss[nxt], chance[nxt])
                v += 0.5 * self._reply(scratch, poss[partner], chance[partner])
                v -= 0.25 * self._reply(scratch, poss[last], chance[last])
                open_v = dom.open_values(scratch)
                if not open_v & ~obs.lacks[nxt]:
                    v += 6  # the next opponent has shown it holds none of these: it knocks
                if not open_v & ~obs.lacks[last]:
                    v += 2
                if not open_v & ~obs.lacks[partner]:
                    v -= 4
                numbers, follow = dom.kept(rest, open_v)
                v += 1.0 * numbers + 0.8 * min(follow, 3)
                v += 0.25 * PIPS[t] + (2 if LO[t] == HI[t] else 0)
            if best_v is None or v > best_v:
                best_v = v
                best = a
        return best

    def _reply(self, table, tiles, p):
        scores = [dom.best_score(table, u, self.reply) for u in tiles]
        return dom.expected_best(scores, p)


class Kit(dom.Kit):
    """Seven Rocks for the search: an engine state per round, greedy rollouts, team points."""

    name = "seven-rocks"
    ON_TABLE = ON_TABLE
    WIN = WIN
    ARRAYS = ("owner", "held", "hand_size", "lacks", "scores")
    SCALARS = ("ends_total", "seat", "passes", "_phase", "hand", "target", "winner")

    def __init__(self):
        self.scratch = Table(True)  # where a rollout's move is placed to count what it scores

    def new_world(self, obs):
        """A state for rollouts in the game of obs (made once per search)."""
        return SevenRocks(obs.target)

    def sample(self, ctx, rng, world):
        """Make world the observed position with the hidden items dealt anew."""
        load(world, ctx.obs, ctx.sample(rng))

    def copy(self, dst, src):
        """Make dst equal to src for a rollout, allocating nothing."""
        dom.Kit.copy(self, dst, src)
        dst.table.copy_ends_from(src.table)

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
                scratch = self.scratch
                a = buf[0]
                best_k = -1
                for i in range(n):
                    b = buf[i]
                    t = b >> 2
                    k = placement_score(dom.total_after(table, t, b & 3, scratch)) * 16 + PIPS[t]
                    if k > best_k:
                        best_k = k
                        a = b
            world.apply_action(a)
            moves += 1
        return moves


def load(world, obs, owner):
    """Make the engine state `world` the position of obs with the tiles dealt as in owner[]."""
    world.owner[:] = owner
    dom.held_masks(owner, world.held)
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

