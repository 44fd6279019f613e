# Hard AI for Seven of Diamonds: sampled hidden hands, rollouts to the hand's end, normal anchor.
#
# Same method as the dominoes hard AIs (ai.search.Determinized). In the play, each round
# deals the unseen cards to the other three hands at random by their sizes, never giving a seat
# a card it showed it lacks by passing and keeping a deal by how near every card the others
# chose this hand comes to the normal AI's choice (ai.card_reader.PlayReader: e ** -d, d the
# key points they fall short by; when no deal agrees with the partner's cards, a hard
# partner's or a person's, only the opponents' are read), plays every
# candidate out with the normal AI's policy for all four seats, and the normal AI's card is
# kept unless the paired results show another earns the team more. A rollout's value is the
# team's points minus the other team's to the end of the hand, as the rules score them (cards
# left in the opponents' hands, the 7 bonus, the multiplier, the carte penalty), counted only
# up to the target. Double and triple are decided by the same rollouts played from the lead of
# the hand (see HardAI.choose); the redeal and the partner's answer are the normal AI's.
# Everything is preallocated: a decision allocates nothing.
from micropython import const
from core.rng import Rng
from core.cards import N_CARDS, N_SUITS, N_RANKS, ACE, SEVEN, SEVEN_D, POINTS
from games.seven_diamonds import (MAX_ACTIONS, CARTE, PASS, PLAY, CALL, EXTRA, N_SEATS,
                                  PENALTY_POINTS, SEVEN_POINTS, CALL_NONE, CALL_DOUBLE,
                                  CALL_TRIPLE)
from ai.seven_diamonds import NormalAI
from ai.search import Determinized, DealSampler, SAMPLE_COST, LOAD_COST, deal_by_room
from ai.card_reader import PlayReader, NO_SEAT, allowance

# Rollout moves per decision, set from the chip's clock as for Seven Rocks (see
# ai.seven_rocks_hard.BUDGET): at 1800 the slowest of the first 35 hard decisions of three games
# took 693 ms on the RP2040 (mean 246 ms). Time does not grow evenly with the budget here: at
# 2100 one decision of the same seed took 923 ms, so 1800 keeps the margin under 900 ms.
BUDGET = const(1800)
# Squared z of the test that lets a card overrule the normal one: z = 1 here, as its cheap
# rollouts give many rounds (100-game checks against normal at budget 1500: 60% and 56% wins
# at z = 1 with seeds 1 and 500, 56% at the dominoes' z = 2 with seed 1).
Z2 = const(1)
_HIDDEN = const(255)  # sampler: a card whose holder is not known
_PLAYED = const(4)
# Double when the rollouts from the lead give the team at least this many points more than
# the other team per hand (at x1), triple (against a double, so a strong opposing hand) at
# TRIPLE_AT. Doubling a hand the team is expected to win multiplies that expectation; the
# margin covers the rollouts' noise. 400-game checks against normal (seed 1, budget 2000):
# 64% at 0, 67% at 10, 65% at 25; with normal's own calls 56%.
DOUBLE_AT = const(10)
TRIPLE_AT = const(40)
# Rollout moves charged per card the play reading checks (one normal card choice each): at 2,
# a decision takes about as long on the MicroPython VM as before the reading (three games of
# hard,normal,hard,normal: mean 9.9 against 9.2-9.8 ms, the slowest 24 against 53-71 ms).
_STEP_COST = const(2)
# Most rollout moves the reading's checks may cost in one decision (half the budget); the
# first round runs whatever its cost, so this also bounds the slowest decision.
_READ_LIMIT = const(900)
# A rollout that takes a team to the target counts the points it needed plus this: points
# beyond the target are worth nothing, the win itself more than any hand's count.
_WIN_BONUS = const(100)


class Sampler(DealSampler):
    """Deals the cards a seat cannot see to the other three hands: uniformly by hand size,
    except that a seat never gets a card it showed it lacks by passing, and (in the play) only
    deals the reader agrees with, within an allowance drawn for each deal
    (ai.card_reader.allowance). Tries that honour every lack, then one that relaxes them."""

    def __init__(self, seed):
        self.rng = Rng(seed)
        self.owner = bytearray(N_CARDS)  # the sampled deal: a seat or _PLAYED
        self.unknown = bytearray(N_CARDS)  # hidden cards, most constrained first
        self.elig = bytearray(N_CARDS)  # per card: bit s set when seat s may hold it
        self.cap = bytearray(N_SEATS)
        self.n = 0
        self.reader = PlayReader()  # a strict deal in the play must agree with it
        self.partner = 0
        self.reading = False  # the reader is heeded in this decision
        self.read_spent = 0  # rollout moves its checks cost in this decision
        # A deal's attempts so far (DealSampler.start/more), made here so no decision grows
        # the object.
        self.tries = 0
        self.spent = 0
        self.done_tries = 0
        self.done_spent = 0
        self.heeded = False

    def prepare(self, obs, out):
        """List the hidden cards; raises ValueError when they do not fill the other hands.

        `out` (a dominoes tile out of play) does not apply: every card is in play."""
        me = obs.seat
        owner = self.owner
        elig = self.elig
        n = 0
        for c in range(N_CARDS):
            elig[c] = 0
            if obs.mine[c]:
                owner[c] = me
            elif (c & 7) < obs.top[c >> 3]:
                owner[c] = _PLAYED
            else:
                owner[c] = _HIDDEN
                n += 1
                bits = 0
                for s in range(N_SEATS):
                    if s != me and obs.hand_size[s] and not (obs.lacks[c] >> s) & 1:
                        bits |= 1 << s
                elig[c] = bits
        need = 0
        for s in range(N_SEATS):
            if s != me:
                need += obs.hand_size[s]
        if n != need:
            raise ValueError("observation of seat %d is inconsistent: %d hidden cards for %d "
                             "places in the other hands" % (me, n, need))
        # Cards that fewer seats may hold are dealt first: a dead end (a card no seat left
        # with room may take) is then rare.
        i = 0
        for want in range(N_SEATS + 1):
            for c in range(N_CARDS):
                if owner[c] == _HIDDEN and _BITS[elig[c]] == want:
                    self.unknown[i] = c
                    i += 1
        self.n = n
        self.reading = obs.phase == PLAY and self.reader.chosen(obs) > 0
        self.read_spent = 0
        self.reader.unchecked = NO_SEAT
        self.partner = (me + 2) % N_SEATS

    def relax(self):
        """After a sample no deal agreed with: leave the partner's cards unchecked for the
        rest of the decision, once. The partner is the seat likeliest to overrule the normal
        card (the other hard seat of a hard team); reading the opponents alone still counts:
        400 games of each of five seeds, 72.2% against 70.4% when the whole reading was
        dropped (docs/ai.md). When that fails too, the decision goes without the reading."""
        reader = self.reader
        if reader.unchecked != NO_SEAT:
            return False
        reader.unchecked = self.partner
        return True

    def _deal(self, obs, strict):
        cap = self.cap
        me = obs.seat
        for s in range(N_SEATS):
            cap[s] = obs.hand_size[s] if s != me else 0
        ok = deal_by_room(self.unknown, self.n, self.elig, cap, N_SEATS, self.owner, self.rng,
                          strict)
        if ok and strict and self.reading:
            ok = self.reader.agrees(self.owner, obs, allowance(self.rng))
            # Each card checked is one normal card choice: a few rollout moves' time on the VM.
            cost = _STEP_COST * self.reader.steps
            self.spent += cost
            self.read_spent += cost
            if self.read_spent > _READ_LIMIT:
                # Deals that take this long to agree (a reading a hard partner broke) once
                # cost a single round 7 budgets: the rest of the decision goes without.
                self.reading = False
        return ok


# Number of set bits of 0..15: how many seats may hold a card.
_BITS = b"\x00\x01\x01\x02\x01\x02\x02\x03\x01\x02\x02\x03\x02\x03\x03\x04"


class World:
    """A hand in play with every card's holder known: one determinization."""

    def __init__(self):
        self.owner = bytearray(N_CARDS)
        self.dealt = bytearray(N_CARDS)  # the owners of the last deal()
        self.top = bytearray(N_SUITS)
        self.hand_size = bytearray(N_SEATS)
        self.held = bytearray(N_SEATS * N_SUITS)  # cards seat s holds in suit u: held[4s+u]
        self.dealt_held = bytearray(N_SEATS * N_SUITS)
        self.gain = [0, 0]
        self.seat = 0
        self.over = False
        self.moves = 0
        self.multiplier = 1
        self.seven_add = False
        self.carte_penalty = True
        self.room = [0, 0]  # points each team still needs to reach the target

    def deal(self, obs, owner, rng):
        """Keep one sampled deal (owner[c]: the seat holding c) for restore(); rng unused."""
        held = self.dealt_held
        for i in range(N_SEATS * N_SUITS):
            held[i] = 0
        for c in range(N_CARDS):
            o = owner[c]
            self.dealt[c] = o
            if o < N_SEATS:
                held[o * N_SUITS + (c >> 3)] += 1
        self.multiplier = obs.multiplier
        self.seven_add = obs.seven_add
        self.carte_penalty = obs.carte_penalty
        self.room[0] = obs.target - obs.scores[0]
        self.room[1] = obs.target - obs.scores[1]

    def restore(self, obs):
        """Back to the observed position with the last deal's hands, for a new rollout."""
        for c in range(N_CARDS):
            self.owner[c] = self.dealt[c]
        for s in range(N_SUITS):
            self.top[s] = obs.top[s]
        for s in range(N_SEATS):
            self.hand_size[s] = obs.hand_size[s]
        for i in range(N_SEATS * N_SUITS):
            self.held[i] = self.dealt_held[i]
        self.gain[0] = 0
        self.gain[1] = 0
        self.seat = obs.to_act
        self.over = False

    def play(self, a):
        """Play engine action a (card, CARTE + card, or PASS) for the seat to act."""
        seat = self.seat
        if a == PASS:
            self.seat = (seat + 3) % N_SEATS
            return
        if a < CARTE and self.hand_size[seat] == 2 and self.carte_penalty:
            self.gain[1 - (seat & 1)] += PENALTY_POINTS  # a forgotten carte, never multiplied
        self._place(a & (CARTE - 1))

    def lead(self):
        """Start the play of a freshly dealt hand: the holder of the 7 of diamonds leads it."""
        self.seat = self.owner[SEVEN_D]
        self._place(SEVEN_D)

    def run(self):
        """Play the rollout policy for every seat until someone goes out.

        The normal AI's card choice: a card that opens nothing for the others (an ace, or one
        whose next card up is the seat's own), then the suit the seat holds most of, keeping
        a 7 for the last card; carte is always announced."""
        owner = self.owner
        top = self.top
        held = self.held
        while not self.over:
            seat = self.seat
            self.moves += 1
            best = -1
            best_key = -1
            two_left = self.hand_size[seat] == 2
            for s in range(N_SUITS):
                r = top[s]
                if r == N_RANKS:
                    continue
                c = s * N_RANKS + r
                if owner[c] != seat:
                    continue
                # held[] counts c and the seat's cards above it: the ones c brings closer.
                key = held[seat * N_SUITS + s]
                if not (two_left and r == SEVEN):
                    key += 32
                if r == ACE or owner[c + 1] == seat:
                    key += 16
                if key > best_key:
                    best_key = key
                    best = c
            if best < 0:
                self.seat = (seat + 3) % N_SEATS
            else:
                self._place(best)

    def value(self, seat, times=1):
        """What seat's team gained minus the other team's, with the hand's points times
        `times`: points up to the target, _WIN_BONUS for reaching it (the game ends there)."""
        team = seat & 1
        return self._worth(team, times) - self._worth(1 - team, times)

    def _worth(self, team, times):
        g = self.gain[team] * times
        room = self.room[team]
        return room + _WIN_BONUS if g >= room else g

    def _place(self, c):
        seat = self.seat
        self.owner[c] = _PLAYED
        self.top[c >> 3] += 1
        self.held[seat * N_SUITS + (c >> 3)] -= 1
        n = self.hand_size[seat] - 1
        self.hand_size[seat] = n
        if n:
            self.seat = (seat + 3) % N_SEATS
            return
        # Out: the team scores the cards left in the opponents' hands, or the 7 bonus.
        team = seat & 1
        count = 0
        for k in range(N_CARDS):
            o = self.owner[k]
            if o < N_SEATS and (o & 1) != team:
                count += POINTS[k & 7]
        if c & 7 == SEVEN:
            count = SEVEN_POINTS + count if self.seven_add else SEVEN_POINTS
        self.gain[team] += count * self.multiplier
        self.over = True


class HardAI(Determinized):
    """Seven of Diamonds hard: doubles and triples by rollouts, otherwise normal's calls; in
    play, the normal card unless rollouts beat it."""

    def __init__(self, seed, budget=BUDGET):
        Determinized.__init__(self, World(), Sampler(seed), MAX_ACTIONS, budget, Z2)
        self.normal = NormalAI(seed)
        self.playing = False  # the decision under way is a card's
        self.raising = 0  # the raise a call decision under way weighs (_outlook), or 0
        self.normal_call = 0  # normal's call for it
        self.total = 0  # the outlook's sum of what the raise adds

    def begin(self, obs):
        """Start deciding for obs's seat (ai.search.Determinized.begin): in play, the card by
        rollouts; a call that may raise weighs the raise by rollouts too (_outlook), in
        slices; other calls are normal's, decided at once."""
        self.raising = 0
        self.deciding = True
        self.playing = obs.phase == PLAY
        if self.playing:
            Determinized.begin(self, obs)
            return
        a = self.normal.choose(obs)
        self.chosen = a
        if obs.phase != CALL and obs.phase != EXTRA:
            return
        # The multiplier counts for whichever team wins the hand, so it pays to raise it
        # exactly when the team expects to gain: normal's fixed hand-strength bar doubles about
        # one hand in 20 and weighs cards one by one, not how they follow each other.
        n = obs.legal_into(self.cand)
        for i in range(n):
            b = self.cand[i]
            if b == CALL_DOUBLE or b == CALL_TRIPLE:
                self.raising = b
                self.normal_call = a
                self._outlook_begin(obs)
                return

    def work(self, moves):
        """Play rollouts of the decision begun (Determinized.work); True once decided."""
        if self.playing:
            return Determinized.work(self, moves)
        if not self.raising:
            self.deciding = False
            return True
        if not self._outlook_work(moves):
            return False
        b = self.raising
        self.raising = 0
        # The value the raise adds, near the target too (World.value).
        if self.expected >= (DOUBLE_AT if b == CALL_DOUBLE else TRIPLE_AT):
            self.chosen = b
        else:
            # A redeal stays normal's choice; a raise normal wanted is declined.
            a = self.normal_call
            self.chosen = CALL_NONE if a == b else a
        self.deciding = False
        return True

    def _outlook_begin(self, obs):
        # The mean of what a raise from x`now` to x`now + 1` adds to the team's value of the
        # hand (World.value: points minus the other team's, up to the target), from rollouts
        # of sampled deals of the other 24 cards from the lead, within the same budget as a
        # card decision; _outlook_work plays them.
        self.obs = obs
        self.sampler.prepare(obs, 0)
        self.world.moves = 0
        self.total = 0
        self.rounds = 0
        self.last = 0

    def _outlook_work(self, moves):
        obs = self.obs
        world = self.world
        sampler = self.sampler
        now = obs.multiplier
        seat = obs.seat
        stop = world.moves + moves
        while world.moves < stop:
            if not (self.rounds == 0 or world.moves + self.last <= self.budget):
                self.expected = self.total // self.rounds
                return True
            before = world.moves
            world.deal(obs, sampler.sample(obs), sampler.rng)
            world.multiplier = 1
            world.restore(obs)
            world.lead()
            world.moves += SAMPLE_COST + LOAD_COST
            world.run()
            self.total += world.value(seat, now + 1) - world.value(seat, now)
            self.rounds += 1
            self.last = world.moves - before
        return False
