# Seven Rocks hard's rollout world: a small table and four hands, played greedily for a few moves.
#
# Rollouts run here, not on the engine: the world keeps only what scoring needs (the table's
# open ends, the hands and their pips, each team's gain), and everything is preallocated in
# __init__, so a rollout allocates nothing. ai/seven_rocks_hard.py searches with it.
from micropython import const
from core.tiles import LO, HI
from games.table import Table, NONE, HIGH, BRANCH_A, placement_score, after_total
from games.seven_rocks import N_SEATS, HAND_TILES, PASS, round5
from ai.tile_sampler import keep_hands, refill_hands

# A rollout stops after _HORIZON moves (or at the end of the hand, if sooner) and counts the
# pips left in each hand at _PIP_WEIGHT/16 a pip against its team, instead of the settlement's
# rounded pips. The moves further on add mostly noise (the sample's tiles, greedy play), and
# cut rollouts buy more than twice the rounds: on the tuning seeds, budget 1200, hard won 78.5%
# of 200 games against normal with _HORIZON 8 against 72.5% playing every hand out.
_HORIZON = const(8)
_PIP_WEIGHT = const(8)
_WIN_BONUS = const(100)  # reaching the target ends the game: worth more than any hand's points


class World:
    """A hand in play with every tile's owner known: a rollout board for one determinization."""

    def __init__(self, horizon=_HORIZON):
        self.horizon = horizon  # moves a run() plays at most; 0: to the end of the hand
        self.table = Table(True)
        self.hands = bytearray(N_SEATS * HAND_TILES)  # seat s holds hands[7s : 7s+cnt[s]]
        self.cnt = bytearray(N_SEATS)
        self.pips = [0] * N_SEATS  # the pips in each hand
        self.dealt = bytearray(N_SEATS * HAND_TILES)  # the hands of the last deal()
        self.dealt_cnt = bytearray(N_SEATS)
        self.dealt_pips = [0] * N_SEATS
        self.start_total = 0
        self.gain = [0, 0]  # points each team won since load()
        self.base = [0, 0]  # team scores at load()
        self.target = 0
        self.total = 0
        self.passes = 0
        self.seat = 0
        self.over = False
        self.winner = -1
        self.moves = 0  # rollout moves played since the counter was last cleared
        self.rest = bytearray(4)  # per open slot: the total without that slot's contribution

    def load(self, obs, owner):
        """Set up the observed position with tile t in seat owner[t]'s hand (owner < 4)."""
        self.deal(obs, owner)
        self.restore(obs)

    def deal(self, obs, owner, rng=None):
        """Keep the hands of one sampled deal (owner[t]: the seat holding t) for restore().

        rng is unused: Seven Rocks has no boneyard to put in order."""
        keep_hands(owner, self.dealt, self.dealt_cnt, N_SEATS, HAND_TILES)
        for s in range(N_SEATS):
            p = 0
            for i in range(s * HAND_TILES, s * HAND_TILES + self.dealt_cnt[s]):
                t = self.dealt[i]
                p += LO[t] + HI[t]
            self.dealt_pips[s] = p
        self.start_total = obs.table.total()

    def restore(self, obs):
        """Back to the observed position with the hands of the last deal(), for a new rollout.

        This runs once per rollout."""
        self.table.copy_ends_from(obs.table)
        refill_hands(self.dealt, self.dealt_cnt, self.hands, self.cnt, N_SEATS, HAND_TILES)
        for s in range(N_SEATS):
            self.pips[s] = self.dealt_pips[s]
        self.total = self.start_total
        self.gain[0] = 0
        self.gain[1] = 0
        self.base[0] = obs.scores[0]
        self.base[1] = obs.scores[1]
        self.target = obs.target
        self.passes = obs.passes
        self.seat = obs.to_act
        self.over = False
        self.winner = -1

    def play(self, a):
        """Play engine action a (placement t*4+slot or PASS) for the seat to act."""
        seat = self.seat
        if a == PASS:
            self._pass()
            return
        t = a >> 2
        base = seat * HAND_TILES
        i = 0
        while self.hands[base + i] != t:
            i += 1
        self._place(i, a & 3, after_total(self.table, self.total, a & 3, LO[t], HI[t]))

    def run(self):
        """Play greedy moves for every seat until the hand (or the game) is over.

        Greedy = NormalAI: the placement that scores most now, then the heaviest tile, then
        the lowest action. This is the hot loop of the hard AI, so it is written flat: per
        move, each open slot's "total without me" is worked out once, and a tile is looked at
        only if one of its halves is an open value."""
        table = self.table
        tiles = table.slot_tile
        values = table.slot_value
        sides = table.slot_side
        hands = self.hands
        cnt = self.cnt
        rest = self.rest
        left = self.horizon or -1
        while not self.over:
            if left == 0:
                self._cut()
                return
            left -= 1
            seat = self.seat
            total = self.total
            self.moves += 1
            if table.count == 0:
                self.play(self._opening_choice())
                continue
            single = table.count == 1
            mask = 0
            for s in range(4):
                if tiles[s] == NONE:
                    continue
                v = values[s]
                mask |= 1 << v
                side = sides[s]
                # games.table.total_without(table, total, s) written out, as this is the
                # rollouts' hot loop.
                rest[s] = total - (v if side <= HIGH else 0 if side >= BRANCH_A or single
                                   else v + v)
            base = seat * HAND_TILES
            best_key = -1
            best_a = 0
            best_i = 0
            best_s = 0
            best_total = 0
            for i in range(cnt[seat]):
                t = hands[base + i]
                lo = LO[t]
                hi = HI[t]
                if not ((mask >> lo) & 1 or (mask >> hi) & 1):
                    continue
                pips = lo + hi
                for s in range(4):
                    if tiles[s] == NONE:
                        continue
                    v = values[s]
                    if v == lo:
                        nt = rest[s] + (pips if lo == hi else hi)
                    elif v == hi:
                        nt = rest[s] + lo
                    else:
                        continue
                    key = pips
                    if nt % 5 == 0:
                        key += nt * 16
                    # Ties go to the lowest action, as in NormalAI (the hand order is shuffled
                    # by removals, so "first found" would depend on the past).
                    if key > best_key or (key == best_key and (t << 2) + s < best_a):
                        best_key = key
                        best_a = (t << 2) + s
                        best_i = i
                        best_s = s
                        best_total = nt
            if best_key < 0:
                self._pass()
            else:
                self._place(best_i, best_s, best_total)

    def _opening_choice(self):
        # Leading a hand (only when a rollout starts on an empty table): the greedy key.
        seat = self.seat
        best = 0
        best_key = -1
        for i in range(self.cnt[seat]):
            t = self.hands[seat * HAND_TILES + i]
            key = placement_score(LO[t] + HI[t]) * 16 + LO[t] + HI[t]
            if key > best_key or (key == best_key and t << 2 < best):
                best_key = key
                best = t << 2
        return best

    def value(self, seat):
        """Points seat's team gained minus the other team's, _WIN_BONUS for reaching the target."""
        team = seat & 1
        v = self.gain[team] - self.gain[1 - team]
        if self.winner == team:
            v += _WIN_BONUS
        elif self.winner >= 0:
            v -= _WIN_BONUS
        return v

    def _pass(self):
        self.passes += 1
        if self.passes == N_SEATS:
            self._settle()
        else:
            self.seat = (self.seat + 1) % N_SEATS

    def _place(self, i, s, new_total):
        seat = self.seat
        base = seat * HAND_TILES
        n = self.cnt[seat] - 1
        t = self.hands[base + i]
        self.hands[base + i] = self.hands[base + n]
        self.cnt[seat] = n
        self.pips[seat] -= LO[t] + HI[t]
        self.table.place(t, s)
        self.total = new_total
        self.passes = 0
        score = placement_score(new_total)
        if score:
            team = seat & 1
            self.gain[team] += score
            if self.base[team] + self.gain[team] >= self.target:
                # As in the engine: the target ends the game at once, unsettled.
                self.winner = team
                self.over = True
                return
        if n == 0:
            self._settle()
        else:
            self.seat = (seat + 1) % N_SEATS

    def _cut(self):
        # The horizon reached: each hand's pips count against its team at _PIP_WEIGHT/16.
        for s in range(N_SEATS):
            self.gain[s & 1] -= (self.pips[s] * _PIP_WEIGHT) >> 4
        self.over = True

    def _settle(self):
        # Each seat's pips rounded on their own, as the engine's settle() does.
        for s in range(N_SEATS):
            self.gain[s & 1] -= round5(self.pips[s])
        self.over = True
