# What both dominoes opponents work out from a seat's observation: unseen tiles, who may hold
# them, the count a placement leaves, the best reply a seat may have, and consistent deals.
from core.tiles import N_TILES, LO, HI
from games.table import NONE, LOW, HIGH, LINE_B, BRANCH_A, N_SLOTS, placement_score
from . import deal

# VALUES[t]: bit v set when tile t has a half v (a pass shows a seat holds no tile with it).
VALUES = tuple((1 << LO[t]) | (1 << HI[t]) for t in range(N_TILES))
PIPS = tuple(LO[t] + HI[t] for t in range(N_TILES))


def check_players(obs, what):
    """Refuse a game the opponents were not written for: they play four seats, every tile dealt."""
    if len(obs.hand_size) != 4 or getattr(obs, "bone_count", 0):
        raise ValueError("%s plays the four-player game only (every tile dealt), not %d seats"
                         % (what, len(obs.hand_size)))


def placed(obs):
    """A bytearray with 1 for each tile on the table."""
    on = bytearray(N_TILES)
    table = obs.table
    for i in range(table.count):
        on[table.order[i]] = 1
    return on


def unseen(obs):
    """The tiles this seat cannot see: neither in its hand nor on the table (a list)."""
    on = placed(obs)
    return [t for t in range(N_TILES) if not obs.mine[t] and not on[t]]


def possible(hidden, lacks):
    """The tiles of `hidden` a seat that showed it lacks the values `lacks` may hold."""
    return [t for t in hidden if not VALUES[t] & lacks]


def total_after(table, total, t, s):
    """The counted total once tile t goes at slot s of `table`, whose count is `total`.

    Written from the rules: only the covered slot's count changes, to what the new tile's open
    end counts (a double twice its number). An end counts its number; a double with an open
    in-line side (a spinner covered on one side, too) twice its number, so covering it takes
    that off; an opening double keeps counting on its other side, and a branch counts 0."""
    lo = LO[t]
    hi = HI[t]
    if table.count == 0:
        return lo + hi
    v = table.slot_value[s]
    if lo == hi:
        new = lo + hi
    elif lo == v:
        new = hi
    else:
        new = lo
    side = table.slot_side[s]
    if side == LOW or side == HIGH:
        old = v
    elif side >= BRANCH_A or table.count == 1:
        old = 0
    else:
        old = v + v
    return total - old + new


def distinct_moves(table, buf, n):
    """The legal actions buf[:n] less those that leave the same table as one before them:
    the same tile on an end of the same kind and number (both sides of an opening double,
    both unused branches, two plain ends showing the same number). The rules list them apart,
    as different places, but no later move can tell them apart."""
    out = []
    seen = []
    for i in range(n):
        a = buf[i]
        s = a & 3
        if table.count == 0 or a >> 2 >= 28:
            key = a
        else:
            side = table.slot_side[s]
            kind = 0 if side <= HIGH else 1 if side <= LINE_B else 2
            key = ((a >> 2) * 8 + table.slot_value[s]) * 8 + kind * 2 + (
                table.slot_tile[s] == table.spinner)
        if key not in seen:
            seen.append(key)
            out.append(a)
    return out


def fits(table, t):
    """The slots tile t fits on `table` (a list; slot 0 alone when the table is empty)."""
    if table.count == 0:
        return [0]
    out = []
    lo = LO[t]
    hi = HI[t]
    for s in range(N_SLOTS):
        if table.slot_tile[s] != NONE:
            v = table.slot_value[s]
            if lo == v or hi == v:
                out.append(s)
    return out


def open_values(table):
    """Bit v set for every number open on the table (0 for an empty table)."""
    m = 0
    for s in range(N_SLOTS):
        if table.slot_tile[s] != NONE:
            m |= 1 << table.slot_value[s]
    return m


def best_score(table, total, t):
    """The most tile t scores at once on `table` (all fives), 0 when it does not fit."""
    best = 0
    for s in fits(table, t):
        sc = placement_score(total_after(table, total, t, s))
        if sc > best:
            best = sc
    return best


def expected_best(scores, p):
    """Expected best of `scores` when a seat holds each tile with probability p on its own:
    the k-th best counts when that tile is held and none better is."""
    if not scores:
        return 0.0
    scores.sort(reverse=True)
    e = 0.0
    miss = 1.0
    for sc in scores:
        if sc <= 0:
            break
        e += sc * p * miss
        miss *= 1 - p
    return e


def hold_chance(n_held, n_possible):
    """The chance a seat holding n_held tiles holds one given tile of the n_possible it may."""
    if n_possible <= 0:
        return 0.0
    return min(1.0, n_held / n_possible)


class Deal:
    """What a decision's samples share: the tiles dealt as this seat sees them (its own, and
    ON_TABLE for placed ones), the hidden ones, and per seat the tiles a pass ruled out."""

    def __init__(self, obs, on_table):
        check_players(obs, "the gauntlet's search")
        self.obs = obs
        self.owner = bytearray(N_TILES)
        self.hidden = []
        on = placed(obs)
        for t in range(N_TILES):
            if obs.mine[t]:
                self.owner[t] = obs.seat
            elif on[t]:
                self.owner[t] = on_table
            else:
                self.hidden.append(t)
        self.forbidden = [0] * len(obs.hand_size)
        for s in range(len(obs.hand_size)):
            for t in self.hidden:
                if VALUES[t] & obs.lacks[s]:
                    self.forbidden[s] |= 1 << t

    def sample(self, rng):
        """owner[] with the hidden tiles dealt consistently with the observation."""
        deal.deal_hidden(self.obs.seat, self.obs.hand_size, self.hidden, self.forbidden, rng,
                         self.owner)
        return self.owner
