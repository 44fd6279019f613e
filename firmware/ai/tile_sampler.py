# The tile sampler of the dominoes hard AIs: deals the tiles a seat cannot see, and keeps them.
#
# Shared by Seven Rocks and Cutthroat (ai/seven_rocks_hard.py, ai/cutthroat_hard.py): the
# hands (and the boneyard, if any) get the hidden tiles consistently with what the seat saw.
from micropython import const
from core.rng import Rng
from core.tiles import N_TILES, LO, HI
from games.table import NONE
from ai.search import DealSampler, deal_by_room, shared

ON_TABLE = const(4)
BONEYARD = const(5)  # the boneyard's place in a sampled deal (seats 0..3, ON_TABLE 4)
_PLACES = const(6)


class Sampler(DealSampler):
    """Deals the tiles a seat cannot see to the other hands (and the boneyard, if any),
    consistently with what it saw: hand sizes, boneyard count, numbers a seat lacks."""

    def __init__(self, seed):
        self.rng = Rng(seed)
        # The sampled deal (owner: a seat, ON_TABLE, on the table or out of play, or BONEYARD),
        # the hidden tiles, most constrained first, per tile the places that may take it (bit
        # p), each place's room: one decision's, so the hard seats share them.
        self.owner, self.unknown, self.elig, self.cap = shared(Sampler, _arrays)
        self.n = 0
        # Per seat, bit t: tiles that seat is taken not to hold (its earlier plays said so,
        # see ai.seven_rocks_hard.PlayReader), honoured like the lacks; None: no such reading.
        self.excluded = None
        self.reading = False  # no play reading to agree with (ai.cutthroat_hard has one)
        # A deal's attempts so far (DealSampler.start/more), made here so no decision grows
        # the object.
        self.tries = 0
        self.spent = 0
        self.done_tries = 0
        self.done_spent = 0
        self.heeded = False

    def prepare(self, obs, out=NONE):
        """Work out the hidden tiles and where each may be; `out` is a tile out of play.

        Raises ValueError when the hidden tiles do not fill the other hands and boneyard."""
        me = obs.seat
        players = len(obs.hand_size)
        bone = getattr(obs, "bone_count", 0)
        owner = self.owner
        for t in range(N_TILES):
            owner[t] = me if obs.mine[t] else NONE
        table = obs.table
        for i in range(table.count):
            owner[table.order[i]] = ON_TABLE
        if out != NONE:
            owner[out] = ON_TABLE
        need = bone
        for s in range(players):
            if s != me:
                need += obs.hand_size[s]
        # Where each hidden tile may be: a seat with room that never showed it lacks a half,
        # or the boneyard, which may hold anything.
        elig = self.elig
        excluded = self.excluded
        for t in range(N_TILES):
            bits = 0
            if owner[t] == NONE:
                loose = 0  # the seats the lacks alone allow
                for s in range(players):
                    if s != me and obs.hand_size[s]:
                        lacks = obs.lacks[s]
                        if not ((lacks >> LO[t]) & 1 or (lacks >> HI[t]) & 1):
                            loose |= 1 << s
                            if excluded is None or not (excluded[s] >> t) & 1:
                                bits |= 1 << s
                if not bits:
                    # Every seat's plays argued against this tile, yet one holds it: a reading
                    # is a likelihood, not a fact like a pass, so it gives way here.
                    bits = loose
                if bone:
                    bits |= 1 << BONEYARD
            elig[t] = bits
        # Hidden tiles by how many places may take them, fewest first: dealing the most
        # constrained first makes a dead end (a tile no place left may take) rare.
        n = 0
        for want in range(_PLACES):
            for t in range(N_TILES):
                if owner[t] == NONE and _popcount(elig[t]) == want:
                    self.unknown[n] = t
                    n += 1
        if n != need:
            raise ValueError("observation of seat %d is inconsistent: %d hidden tiles for %d "
                             "places in the other hands and the boneyard" % (me, n, need))
        self.n = n

    def _deal(self, obs, strict):
        cap = self.cap
        me = obs.seat
        players = len(obs.hand_size)
        for p in range(_PLACES):
            cap[p] = obs.hand_size[p] if p < players and p != me else 0
        cap[BONEYARD] = getattr(obs, "bone_count", 0)
        return deal_by_room(self.unknown, self.n, self.elig, cap, _PLACES, self.owner, self.rng,
                            strict)


def _arrays():
    # Sampler's arrays: owner, unknown, elig, cap.
    return bytearray(N_TILES), bytearray(N_TILES), bytearray(N_TILES), bytearray(_PLACES)


def keep_hands(owner, dealt, cnt, seats, stride):
    """Write the tiles owner[] gives each seat below `seats` into dealt[stride*s:], in tile
    order, and their numbers into cnt[s] (a rollout world's deal)."""
    for s in range(seats):
        cnt[s] = 0
    for t in range(N_TILES):
        o = owner[t]
        if o < seats:
            dealt[o * stride + cnt[o]] = t
            cnt[o] += 1


def refill_hands(dealt, dealt_cnt, hands, cnt, seats, stride):
    """Copy the hands keep_hands() wrote back into a world's playing hands (a rollout's start)."""
    for s in range(seats):
        n = dealt_cnt[s]
        cnt[s] = n
        base = s * stride
        for i in range(base, base + n):
            hands[i] = dealt[i]


def _popcount(bits):
    n = 0
    while bits:
        n += bits & 1
        bits >>= 1
    return n
