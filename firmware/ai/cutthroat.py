# The normal AI of Jamaican Cutthroat: a hand-winning heuristic.
from ai.keyed import Keyed
from core.tiles import N_TILES, LO, HI
from games.cutthroat import MAX_ACTIONS, DOUBLE_BLANK

# Weights of the normal AI's placement value; pips (0..12) are added on top. An end only I can
# follow outweighs any pip difference: in head-to-head play against weight 6, weight 16 won
# about two matches in three.
_MINE = 4  # I still hold a tile for this end: the end stays open for me
_CONTROL = 16  # only I can play on this end: the opponents must pass or draw on it
_CLOSED = 2  # nobody else can play on this end, and neither can I
# The next seat's reply: each tile I cannot see that carries a number left open, and that the
# next seat has not shown it lacks by passing, costs _REPLY against _SCALE times the end values
# and pips (so 1.5 points a tile). One normal seat against three of the gauntlet's heuristic
# players (400 matches, tuning seeds): 15.5% without it, 22.5% with it (fair share 25%).
_SCALE = 2
_REPLY = 3
_REPLY_ROOM = 42  # _REPLY times the most such tiles (7 a number): keeps every key 0 or more


class NormalAI(Keyed):
    """Keeps the ends open for itself, sheds heavy tiles early, watches hard ends and counts the
    next seat's replies.

    An end value is hard for the opponents when no unseen tile (in their hands or the boneyard)
    carries it, or every opponent has shown by passing that they lack it. Each legal placement
    is valued on the two ends it leaves: an end I can still follow is worth _MINE, an end hard
    for the opponents _CONTROL if I can follow it and _CLOSED if I cannot; the tile's pips break
    ties (and add up) because a blocked hand goes to the lowest pip total. From that, scaled by
    _SCALE, go _REPLY for each unseen tile the next seat could answer with: one carrying an
    open number it has not shown it lacks. Deterministic."""

    def __init__(self, seed):
        self.buf = bytearray(MAX_ACTIONS)
        self.unseen = bytearray(7)  # per value: unseen tiles carrying it
        self.held = bytearray(7)  # per value: my tiles carrying it
        self.seen = bytearray(N_TILES)

    def key(self, obs, a):
        """Placement a's value: the two ends it leaves, plus its pips."""
        table = obs.table
        t = a >> 2
        lo = LO[t]
        hi = HI[t]
        if table.count == 0:
            e1 = lo
            e2 = hi
        else:
            s = a & 3
            v = table.slot_value[s]
            e1 = hi if lo == v else lo
            e2 = table.slot_value[1 - s]
        # The tile leaves my hand: it no longer counts as mine for either end.
        self.held[lo] -= 1
        if hi != lo:
            self.held[hi] -= 1
        key = self._end_value(obs, e1) + self._end_value(obs, e2) + lo + hi
        self.held[lo] += 1
        if hi != lo:
            self.held[hi] += 1
        return _SCALE * key + _REPLY_ROOM - _REPLY * self._replies(obs, e1, e2)

    def _replies(self, obs, e1, e2):
        # Unseen tiles carrying e1 or e2 (a tile with both counted twice) that the next seat,
        # anticlockwise, has not shown it lacks.
        n = obs.n_seats
        lacks = obs.lacks[(obs.seat + n - 1) % n]
        fit = 0 if (lacks >> e1) & 1 else self.unseen[e1]
        if e2 != e1 and not (lacks >> e2) & 1:
            fit += self.unseen[e2]
        return fit

    def prepare(self, obs):
        """Count, per value, the tiles I hold and the tiles nobody has shown (unseen)."""
        seen = self.seen
        for t in range(N_TILES):
            seen[t] = obs.mine[t]
        table = obs.table
        for i in range(table.count):
            seen[table.order[i]] = 1
        if obs.n_seats == 3:
            seen[DOUBLE_BLANK] = 1  # out of play
        for v in range(7):
            self.unseen[v] = 0
            self.held[v] = 0
        for t in range(N_TILES):
            lo = LO[t]
            hi = HI[t]
            if obs.mine[t]:
                self.held[lo] += 1
                if hi != lo:
                    self.held[hi] += 1
            elif not seen[t]:
                self.unseen[lo] += 1
                if hi != lo:
                    self.unseen[hi] += 1

    def _end_value(self, obs, e):
        mine = self.held[e] > 0
        hard = self.unseen[e] == 0
        if not hard:
            hard = True
            for s in range(obs.n_seats):
                if s != obs.seat and not (obs.lacks[s] >> e) & 1:
                    hard = False
                    break
            if hard and obs.bone_count > 0:
                hard = False  # an unseen tile may still come out of the boneyard
        if hard:
            return _CONTROL if mine else _CLOSED
        return _MINE if mine else 0
