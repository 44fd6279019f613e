# Hard AI for Seven of Diamonds: sampled hidden hands, rollouts to the hand's end, normal anchor.
#
# Same method as the dominoes hard AIs (ai.dominoes_hard.Determinized). The calls (redeal,
# double, triple, the partner's answer) are the normal AI's. In the play, each round deals the
# unseen cards to the other three hands at random by their sizes (the observation records no
# passes, so there is nothing more to honour), plays every candidate out with a fast policy
# for all four seats, and the normal AI's card is kept unless the paired results show another
# earns the team more. A rollout's value is the team's points minus the other team's to the
# end of the hand, as the rules score them (cards left in the opponents' hands, the 7 bonus,
# the multiplier, the carte penalty). Everything is preallocated: a decision allocates nothing.
from micropython import const
from core.rng import Rng
from core.cards import N_CARDS, N_SUITS, N_RANKS, ACE, SEVEN, POINTS
from games.seven_diamonds import (MAX_ACTIONS, CARTE, PASS, PLAY, N_SEATS, PENALTY_POINTS,
                                  SEVEN_POINTS)
from ai.seven_diamonds import NormalAI
from ai.dominoes_hard import Determinized

# Rollout moves per decision, measured as for Seven Rocks (see ai.dominoes_hard.BUDGET): at
# 2000 a decision took 51 ms in the VM (12 positions, the run where Seven Rocks at 1000 took
# 50 ms), about 0.7 s on the board.
BUDGET = const(2000)
# Squared z of the test that lets a card overrule the normal one: z = 1 here, as its cheap
# rollouts give many rounds (100-game checks against normal at budget 1500: 60% and 56% wins
# at z = 1 with seeds 1 and 500, 56% at the dominoes' z = 2 with seed 1).
Z2 = const(1)
_HIDDEN = const(255)  # sampler: a card whose holder is not known
_PLAYED = const(4)


class Sampler:
    """Deals the cards a seat cannot see to the other three hands, uniformly by hand size."""

    def __init__(self, seed):
        self.rng = Rng(seed)
        self.owner = bytearray(N_CARDS)  # the sampled deal: a seat or _PLAYED
        self.unknown = bytearray(N_CARDS)
        self.n = 0

    def prepare(self, obs, out):
        """List the hidden cards; raises ValueError when they do not fill the other hands.

        `out` (a dominoes tile out of play) does not apply: every card is in play."""
        me = obs.seat
        n = 0
        for c in range(N_CARDS):
            if obs.mine[c]:
                self.owner[c] = me
            elif (c & 7) < obs.top[c >> 3]:
                self.owner[c] = _PLAYED
            else:
                self.owner[c] = _HIDDEN
                self.unknown[n] = c
                n += 1
        need = 0
        for s in range(N_SEATS):
            if s != me:
                need += obs.hand_size[s]
        if n != need:
            raise ValueError("observation of seat %d is inconsistent: %d hidden cards for %d "
                             "places in the other hands" % (me, n, need))
        self.n = n

    def sample(self, obs):
        """Fill owner[] with one deal of the hidden cards; returns owner."""
        self.rng.shuffle(self.unknown, self.n)
        i = 0
        for s in range(N_SEATS):
            if s == obs.seat:
                continue
            for _ in range(obs.hand_size[s]):
                self.owner[self.unknown[i]] = s
                i += 1
        return self.owner


class World:
    """A hand in play with every card's holder known: one determinization."""

    def __init__(self):
        self.owner = bytearray(N_CARDS)
        self.dealt = bytearray(N_CARDS)  # the owners of the last deal()
        self.top = bytearray(N_SUITS)
        self.hand_size = bytearray(N_SEATS)
        self.gain = [0, 0]
        self.seat = 0
        self.over = False
        self.moves = 0
        self.multiplier = 1
        self.seven_add = False
        self.carte_penalty = True

    def deal(self, obs, owner, rng):
        """Keep one sampled deal (owner[c]: the seat holding c) for restore(); rng unused."""
        for c in range(N_CARDS):
            self.dealt[c] = owner[c]
        self.multiplier = obs.multiplier
        self.seven_add = obs.seven_add
        self.carte_penalty = obs.carte_penalty

    def restore(self, obs):
        """Back to the observed position with the last deal's hands, for a new rollout."""
        for c in range(N_CARDS):
            self.owner[c] = self.dealt[c]
        for s in range(N_SUITS):
            self.top[s] = obs.top[s]
        for s in range(N_SEATS):
            self.hand_size[s] = obs.hand_size[s]
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

    def run(self):
        """Play the rollout policy for every seat until someone goes out.

        A card that opens nothing for the others (an ace, or one whose next card up is the
        seat's own) first, then the highest rank, which leaves fewer points in the hand."""
        owner = self.owner
        top = self.top
        while not self.over:
            seat = self.seat
            self.moves += 1
            best = -1
            best_key = -1
            for s in range(N_SUITS):
                r = top[s]
                if r == N_RANKS:
                    continue
                c = s * N_RANKS + r
                if owner[c] != seat:
                    continue
                key = r
                if r == ACE or owner[c + 1] == seat:
                    key += 16
                if key > best_key:
                    best_key = key
                    best = c
            if best < 0:
                self.seat = (seat + 3) % N_SEATS
            else:
                self._place(best)

    def value(self, seat):
        """Points seat's team gained minus the other team's."""
        team = seat & 1
        return self.gain[team] - self.gain[1 - team]

    def _place(self, c):
        seat = self.seat
        self.owner[c] = _PLAYED
        self.top[c >> 3] += 1
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
    """Seven of Diamonds hard: normal calls; in play, the normal card unless rollouts beat it."""

    def __init__(self, seed, budget=BUDGET):
        Determinized.__init__(self, seed, World(), MAX_ACTIONS, budget, Sampler(seed), Z2)
        self.normal = NormalAI(seed)

    def choose(self, obs):
        """The chosen action for obs's seat; reads nothing but the observation."""
        if obs.phase != PLAY:
            return self.normal.choose(obs)
        return Determinized.choose(self, obs)

    def _anchor(self, obs, n):
        a = self.normal.choose(obs)
        for i in range(n):
            if self.cand[i] == a:
                return i
        raise ValueError("the normal AI chose %d, which is not a legal action" % a)
