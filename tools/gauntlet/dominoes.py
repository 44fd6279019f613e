# What both dominoes opponents work out from a seat's observation: unseen tiles, who may hold
# them, the count a placement leaves, the best reply a seat may have, consistent deals, and
# what both kits share.
from core.tiles import N_TILES, LO, HI
from games.table import NONE, HIGH, LINE_B, N_SLOTS, placement_score
from . import deal, search

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


def total_after(table, t, s, scratch):
    """The counted total once tile t goes at slot s of `table` (left as it is), as the rules
    engine counts it: Table.place and total() on scratch, a Table with the same spinner rule."""
    scratch.copy_ends_from(table)
    scratch.place(t, s)
    return scratch.total()


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
    return [s for s in range(N_SLOTS) if table.fits(t, s)]


def open_values(table):
    """Bit v set for every number open on the table (0 for an empty table)."""
    m = 0
    for s in range(N_SLOTS):
        if table.slot_tile[s] != NONE:
            m |= 1 << table.slot_value[s]
    return m


def bits(m):
    """How many bits of m are set."""
    n = 0
    while m:
        m &= m - 1
        n += 1
    return n


def kept(rest, open_v):
    """What the tiles `rest` keep in hand: how many numbers they carry, and how many of them
    fit a number open on the table (open_v, as open_values gives it)."""
    held = 0
    follow = 0
    for u in rest:
        held |= VALUES[u]
        if VALUES[u] & open_v:
            follow += 1
    return bits(held), follow


def best_score(table, t, scratch):
    """The most tile t scores at once on `table` (all fives), 0 when it does not fit; scratch
    as total_after's."""
    best = 0
    for s in fits(table, t):
        sc = placement_score(total_after(table, t, s, scratch))
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


def reading(obs, seats):
    """What the seat of obs reads of each seat of `seats`: the unseen tiles it may hold (none
    with a number it passed on) and the chance it holds one of them, two dicts by seat."""
    hidden = unseen(obs)
    poss = {}
    chance = {}
    for s in seats:
        poss[s] = possible(hidden, obs.lacks[s])
        chance[s] = hold_chance(obs.hand_size[s], len(poss[s]))
    return poss, chance


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


def held_masks(owner, held):
    """held[s]: the tiles owner[] deals to seat s as a mask (bit t for tile t), four seats."""
    for s in range(4):
        held[s] = 0
    for t in range(N_TILES):
        o = owner[t]
        if o < 4:
            held[o] |= 1 << t


class Kit(search.Kit):
    """What both dominoes kits share: a placement compared once among the equivalent ones,
    and the deals sampled as Deal makes them (ON_TABLE: the engine's owner[] for a placed
    tile)."""

    ON_TABLE = 0

    def candidates(self, obs, buf, n):
        """The legal actions buf[:n] worth comparing (equivalent ones once)."""
        return distinct_moves(obs.table, buf, n)

    def prepare(self, obs):
        """What every sample of this decision shares, worked out once."""
        return Deal(obs, self.ON_TABLE)
