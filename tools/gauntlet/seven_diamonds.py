# Seven of Diamonds opponents: a heuristic with calls by hand strength, and the search's kit.
from core.cards import N_CARDS, N_SUITS, N_RANKS, SEVEN_D, POINTS
from games.seven_diamonds import (SevenDiamonds, CARTE, PASS, CALL_NONE, CALL_REDEAL,
                                  CALL_DOUBLE, CALL_TRIPLE, AGREE, REFUSE, PLAY, DEAL, PARTNER,
                                  ON_TABLE)
from . import deal, heuristic, search

WIN = 300  # a rollout that reaches the target is worth the match, more than most hands
# Hand values (strength(), in points) from which the heuristic doubles or triples, and below
# which it calls a redeal (a new deal is worth 0) or agrees to its partner's.
DOUBLE_AT = 10
TRIPLE_AT = 20
REDEAL_BELOW = -10
AGREE_BELOW = 0


def played(obs, c):
    """True when card c is on the table (its suit is built up past it)."""
    return (c & 7) < obs.top[c >> 3]


def strength(mine):
    """What the hand is worth to its team, in points, before a card is played: low cards
    (they come out early) are good, points held (what the opponents score when they go out
    first) and the 7 of diamonds (its holder must lead it, opening a suit for the next seat)
    are bad, a run 7, 8, ... held unbroken (cards it can always play) helps a little. The
    weights are a least-squares fit of a hand's result (the team's points less the others',
    multiplier 1) to these counts over 6,000 hands of four heuristic seats dealt by a generator
    of their own, not from any gauntlet seed."""
    low = 0
    points = 0
    runs = 0
    for c in range(N_CARDS):
        if mine[c]:
            low += 7 - (c & 7)
            points += POINTS[c & 7]
    for suit in range(N_SUITS):
        r = 0
        while r < N_RANKS and mine[suit * N_RANKS + r]:
            r += 1
        runs += r
    return -50 + 2.6 * low - 0.44 * points + 0.6 * runs - (9 if mine[SEVEN_D] else 0)


class Heuristic(heuristic.Heuristic):
    """Sevens play and calls from the seat's observation only.

    Calls: double from a hand strength of DOUBLE_AT (strength()), triple an opponent's
    double from TRIPLE_AT, call a redeal (when the rules allow it) below REDEAL_BELOW and agree
    to the partner's below AGREE_BELOW. Play: for each card, the cards it lets the partner
    play next against those it lets the opponents play (over who may hold each next card up:
    passes show who holds none), the cards of that suit this seat holds above it, the cards it
    leaves this seat able to play next turn (a seat that must pass loses a tempo), a 7 kept
    for the last card (200) and a last card sure to be playable, points shed; carte is always
    said. The weights were set against the normal AI on the tuning seeds."""

    def prefer(self, obs, n):
        """The action of self.buf[:n] (n > 1) this heuristic prefers for the seat of obs."""
        acts = list(self.buf[:n])
        if obs.phase != PLAY:
            return self._call(obs, acts)
        return self._play(obs, acts)

    def _call(self, obs, acts):
        s = strength(obs.mine)
        if obs.phase == PARTNER:
            return AGREE if s < AGREE_BELOW else REFUSE
        if CALL_REDEAL in acts and s < REDEAL_BELOW:
            return CALL_REDEAL
        if CALL_DOUBLE in acts and s >= DOUBLE_AT:
            return CALL_DOUBLE
        if CALL_TRIPLE in acts and s >= TRIPLE_AT:
            return CALL_TRIPLE
        return CALL_NONE

    def _play(self, obs, acts):
        me = obs.seat
        partner = (me + 2) % 4
        nxt = (me + 3) % 4  # play goes anticlockwise: the next seat is an opponent
        prev = (me + 1) % 4
        mine = [c for c in range(N_CARDS) if obs.mine[c]]
        best = acts[0]
        best_v = None
        for a in acts:
            if a < CARTE and obs.hand_size[me] == 2:
                continue  # the same card with carte is listed too: always say it
            c = a & (CARTE - 1)
            rest = [d for d in mine if d != c]
            v = 0.0
            if len(rest) == 1:
                d = rest[0]
                if d == c + 1 and (c & 7) < 7 or (d & 7) == obs.top[d >> 3]:
                    v += 50  # the last card will be playable next turn
                    if d & 7 == 0:
                        v += 30  # and it is a 7: 200 instead of the count
            ready = 0
            for d in rest:
                if d == c + 1 and (c & 7) < 7 or (d & 7) == obs.top[d >> 3]:
                    ready += 1
            v += 2.0 * min(ready, 3) - (6.0 if ready == 0 else 0.0)
            step = 1.0
            nx = c + 1
            while nx & 7:
                # The next cards up: each is released for whoever holds it once those below
                # are played.
                if obs.mine[nx]:
                    v += 3.0 * step
                else:
                    p = chances(obs, nx)
                    v += 4.0 * step * (p[partner] - 1.2 * p[nxt] - 0.8 * p[prev])
                step *= 0.4
                nx += 1
            # A suit this seat holds much of is worth building: its own cards come free.
            v += sum(1 for e in rest if e >> 3 == c >> 3 and e > c)
            v += 0.08 * POINTS[c & 7]
            if best_v is None or v > best_v:
                best_v = v
                best = a
        return best


def chances(obs, c):
    """Per seat, the chance it holds the unseen card c: 0 for this seat and for a seat that
    passed while c was playable, else in proportion to the cards in its hand."""
    p = [0.0] * 4
    total = 0
    for s in range(4):
        if s != obs.seat and not obs.lacks[c] >> s & 1:
            total += obs.hand_size[s]
    if total:
        for s in range(4):
            if s != obs.seat and not obs.lacks[c] >> s & 1:
                p[s] = obs.hand_size[s] / total
    return p


class CardDeal:
    """What a decision's samples share: the cards as this seat sees them (its own, and
    ON_TABLE for played ones), the hidden ones, and per seat the cards its passes ruled out."""

    def __init__(self, obs):
        self.obs = obs
        self.owner = bytearray(N_CARDS)
        self.hidden = []
        for c in range(N_CARDS):
            if obs.mine[c]:
                self.owner[c] = obs.seat
            elif played(obs, c):
                self.owner[c] = ON_TABLE
            else:
                self.hidden.append(c)
        self.forbidden = [0] * 4
        for c in self.hidden:
            for s in range(4):
                if obs.lacks[c] >> s & 1:
                    self.forbidden[s] |= 1 << c

    def sample(self, rng):
        """owner[] with the hidden cards dealt consistently with the observation."""
        deal.deal_hidden(self.obs.seat, self.obs.hand_size, self.hidden, self.forbidden, rng,
                         self.owner)
        return self.owner


# The fields an observation and the engine state share by name, as a sample sets them.
OBS_ARRAYS = ("top", "hand_size", "calls", "lacks", "scores")
OBS_SCALARS = ("phase", "played", "dealer", "doubler", "tripler", "multiplier", "redeal_by",
               "hand", "target")


class Kit(search.Kit):
    """Seven of Diamonds for the search: an engine state per round, random rollouts (carte
    always said), the team's points less the others'. A call is played out as the hand from
    the lead at the multiplier it leaves (nobody else calls); a redeal, or agreeing to one,
    is worth 0 (a new deal)."""

    name = "seven-diamonds"
    WIN = WIN
    ARRAYS = ("owner",) + OBS_ARRAYS
    SCALARS = OBS_SCALARS + ("seat", "winner", "carte_penalty", "seven_add", "next_dealer")

    def new_world(self, obs):
        """A state for rollouts in the game of obs (made once per search)."""
        return SevenDiamonds(obs.target, obs.carte_penalty, "add" if obs.seven_add else "flat")

    def candidates(self, obs, buf, n):
        """The legal actions buf[:n] worth comparing (equivalent ones once)."""
        acts = list(buf[:n])
        if obs.phase == PLAY and obs.hand_size[obs.seat] == 2:
            acts = [a for a in acts if a >= CARTE or a == PASS]
        return acts

    def prepare(self, obs):
        """What every sample of this decision shares, worked out once."""
        return CardDeal(obs)

    def sample(self, ctx, rng, world):
        """Make world the observed position with the hidden items dealt anew."""
        obs = ctx.obs
        world.owner[:] = ctx.sample(rng)
        search.copy_fields(world, obs, OBS_ARRAYS, OBS_SCALARS)
        world.seat = obs.to_act
        world.winner = -1

    def start(self, world, a, obs):
        """Play candidate a on world; returns the rollout moves it counts."""
        if a <= PASS:
            world.apply_action(a)
            return 1
        if a == CALL_REDEAL or a == AGREE:
            world.phase = DEAL  # nothing is played: worth 0
            return 0
        if a == CALL_DOUBLE:
            world.multiplier = 2
        elif a == CALL_TRIPLE:
            world.multiplier = 3
        world.phase = PLAY
        world.played = 0
        world.seat = world.owner[SEVEN_D]
        return 0

    def rollout(self, world, rng, buf):
        """Every seat plays a random legal card to the end of the hand, carte always said;
        returns the moves made."""
        moves = 0
        while world.phase == PLAY:
            n = world.legal_into(buf)
            a = buf[rng.below(n)] if n > 1 else buf[0]
            if a < CARTE and world.hand_size[world.seat] == 2:
                a += CARTE
            world.apply_action(a)
            moves += 1
        return moves

