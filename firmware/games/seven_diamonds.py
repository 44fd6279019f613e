# Seven of Diamonds (Saudi Sevens): two teams build the suits up from the sevens, to 500.
#
# The state follows OpenSpiel's shape, as Seven Rocks does: current_player() is a seat, CHANCE
# (a deal is due) or TERMINAL. Actions are small integers: card c (0..31) played without the
# "carte" announcement, CARTE + c played with it, PASS, the four calls of the announcement phase
# and the partner's answer to a redeal. apply_action() raises IllegalAction with a reason for
# anything the rules refuse. Every buffer is allocated once in __init__, so a move allocates
# nothing.
from micropython import const
from core.game import (CHANCE, TERMINAL, IllegalAction, Result, team_of, next_seat,
                       check_dealt_once)
from core.cards import N_CARDS, N_SUITS, N_RANKS, ACE, KING, SEVEN, SEVEN_D, POINTS, name

N_SEATS = const(4)
HAND_CARDS = const(8)
CARTE = const(32)  # added to a card index: the card is played with the "carte" announcement
PASS = const(64)
CALL_NONE = const(65)
CALL_REDEAL = const(66)
CALL_DOUBLE = const(67)
CALL_TRIPLE = const(68)
AGREE = const(69)
REFUSE = const(70)
MAX_ACTIONS = const(8)  # at most one card per suit, each with and without carte
DEFAULT_TARGET = const(500)
ON_TABLE = const(4)  # owner[] value of a played card
PENALTY_POINTS = const(100)
SEVEN_POINTS = const(200)
CALL_NAMES = ("none", "redeal", "double", "triple")  # action CALL_NONE + i

# Phases; the observation carries them too, so the AI knows what kind of action is due.
DEAL = const(0)  # a deal (chance) is due
CALL = const(1)  # announcement phase: each seat speaks once
PARTNER = const(2)  # the redeal caller's partner agrees or refuses
EXTRA = const(3)  # the answering calls of the doubler's opponents who spoke before the double
PLAY = const(4)
OVER = const(5)


def may_redeal(owner, who):
    """True when the hand held (owner[c] == who) has 3 or more aces or 3 or more kings."""
    aces = 0
    kings = 0
    for s in range(N_SUITS):
        if owner[s * N_RANKS + ACE] == who:
            aces += 1
        if owner[s * N_RANKS + KING] == who:
            kings += 1
    return aces >= 3 or kings >= 3


def legal_into(p, owner, who, seat, buf):
    """Legal actions of `seat` into buf, from what p (state or observation) shows publicly and
    the seat's own cards (owner[c] == who); returns their count.

    Shared by the state and the observation so the AI sees exactly the engine's rules."""
    phase = p.phase
    if phase == PLAY:
        n = 0
        carte = p.hand_size[seat] == 2
        for s in range(N_SUITS):
            r = p.top[s]
            if r == N_RANKS:
                continue
            c = s * N_RANKS + r
            # The 7 of diamonds opens every hand; afterwards any 7 or the next card up fits.
            if owner[c] == who and (p.played or c == SEVEN_D):
                buf[n] = c
                n += 1
                if carte:
                    buf[n] = CARTE + c
                    n += 1
        if n == 0:
            buf[0] = PASS
            n = 1
        return n
    if phase == PARTNER:
        buf[0] = AGREE
        buf[1] = REFUSE
        return 2
    if phase == EXTRA:
        buf[0] = CALL_NONE
        buf[1] = CALL_TRIPLE
        return 2
    if phase != CALL:
        return 0
    buf[0] = CALL_NONE
    n = 1
    if may_redeal(owner, who):
        buf[n] = CALL_REDEAL
        n += 1
    if p.doubler < 0:
        buf[n] = CALL_DOUBLE
        n += 1
    elif p.tripler < 0 and team_of(seat) != team_of(p.doubler):
        buf[n] = CALL_TRIPLE
        n += 1
    return n


class Observation:
    """What one seat may know: its own cards, the piles, hand sizes, the calls and the scores."""

    def __init__(self, seat):
        self.seat = seat
        self.mine = bytearray(N_CARDS)  # 1 for each card in this seat's hand
        self.top = bytearray(N_SUITS)  # cards played in each suit (its next rank up)
        self.hand_size = bytearray(N_SEATS)
        self.calls = bytearray(N_SEATS)  # each seat's call this phase, 0 before it spoke
        # Per card: bit s set once seat s passed while the card was playable, which shows that
        # seat s does not hold it (a seat with a legal card must play).
        self.lacks = bytearray(N_CARDS)
        # The hand's cards in the order they were played (the first `played`), and per card
        # the seat that played it: everyone at the table sees who plays what.
        self.order = bytearray(N_CARDS)
        self.by = bytearray(N_CARDS)
        self.scores = [0, 0]
        self.phase = DEAL
        self.to_act = CHANCE
        self.played = 0
        self.dealer = -1
        self.doubler = -1
        self.tripler = -1
        self.multiplier = 1
        self.redeal_by = -1
        self.hand = 0
        self.target = DEFAULT_TARGET
        self.carte_penalty = True
        self.seven_add = False

    def legal_into(self, buf):
        """This seat's legal actions into buf (0 when it is not this seat's turn); returns n."""
        if self.to_act != self.seat:
            return 0
        return legal_into(self, self.mine, 1, self.seat, buf)


class SevenDiamonds:
    """A whole Seven of Diamonds match: hands are dealt until a team reaches the target."""

    n_seats = N_SEATS
    pass_action = PASS
    max_actions = MAX_ACTIONS

    def __init__(self, target=DEFAULT_TARGET, carte_penalty=True, seven_bonus="flat"):
        if target < 1:
            raise IllegalAction("target must be a positive number of points, got %d" % target)
        if seven_bonus not in ("flat", "add"):
            raise IllegalAction("seven_bonus is flat or add, got %r" % (seven_bonus,))
        self.result = Result()  # what the last action did (core.game.Result)
        self.target = target
        self.carte_penalty = bool(carte_penalty)
        self.seven_add = seven_bonus == "add"
        self.owner = bytearray(N_CARDS)
        self.top = bytearray(N_SUITS)
        self.hand_size = bytearray(N_SEATS)
        self.calls = bytearray(N_SEATS)
        self.lacks = bytearray(N_CARDS)  # as Observation.lacks: public, shown by passes
        self.order = bytearray(N_CARDS)  # as Observation.order and .by: public
        self.by = bytearray(N_CARDS)
        self.scores = [0, 0]
        self._scratch = bytearray(N_CARDS)  # shuffled deal order
        self._seen = bytearray(N_CARDS)  # deal check: cards already dealt
        self._extra = bytearray(2)  # seats owed an answering call, in turn order
        self._legal = bytearray(MAX_ACTIONS)  # pass check: the seat's legal actions
        self.phase = DEAL
        self.hand = 0
        self.seat = 0
        self.dealer = -1
        self.next_dealer = -1  # -1: the first dealer is chosen by a random draw
        self.redeal_due = False  # the next deal replaces this hand's deal (same hand number)
        self.spoken = 0  # seats that have made their call in this announcement round
        self.n_extra = 0
        self.extra_i = 0
        self.doubler = -1
        self.double_pos = 0  # speaking position of the double, 0..3
        self.tripler = -1
        self.multiplier = 1
        self.redeal_by = -1
        self.played = 0
        self.winner = -1
        # Results of the last apply_action, read by the log writer and the screens.
        self.result.seat = -1
        self.result.action = PASS
        self.result.penalty_team = -1  # team that was awarded a carte penalty by the last action
        self.result.hand_ended = False  # the last action ended a hand (and scored it)
        self.result.winner = -1
        self.result.hand_points = 0  # points the hand winner scored, multiplier included

    # -- OpenSpiel-style interface --------------------------------------------------------

    def current_player(self):
        """The seat to act, CHANCE when a deal is due, or TERMINAL."""
        if self.phase == DEAL:
            return CHANCE
        if self.phase == OVER:
            return TERMINAL
        return self.seat

    def is_terminal(self):
        """True once a team has reached the target."""
        return self.phase == OVER

    def returns(self):
        """+1 for each seat of the winning team, -1 for the others, zeros while playing."""
        if self.phase != OVER:
            return [0] * N_SEATS
        return [1 if team_of(s) == self.winner else -1 for s in range(N_SEATS)]

    def legal_into(self, buf):
        """Legal actions of the seat to act into buf; returns their count (0 if none due)."""
        if self.phase == DEAL or self.phase == OVER:
            return 0
        return legal_into(self, self.owner, self.seat, self.seat, buf)

    def legal_actions(self):
        """Legal actions as a new list (convenience for tools and tests)."""
        buf = bytearray(MAX_ACTIONS)
        return list(buf[:self.legal_into(buf)])

    # -- chance: the deal ------------------------------------------------------------------

    def deal_random(self, rng):
        """Shuffle and deal with rng; a random draw picks the first dealer of the match."""
        order = self._scratch
        rng.permutation(order, N_CARDS)
        dealer = self.next_dealer if self.next_dealer >= 0 else rng.below(N_SEATS)
        self.deal(order, dealer)

    def due_hand(self):
        """Hand number of the next deal: a redeal keeps the number of the hand it replaces."""
        return self.hand if self.redeal_due else self.hand + 1

    def deal(self, order, dealer):
        """Deal order[8*s:8*s+8] to seat s with `dealer` dealing; checks both against the rules.

        The dealer moves one seat anticlockwise each hand and deals again after an agreed redeal."""
        if self.phase != DEAL:
            raise IllegalAction("no deal is due: the game is over" if self.phase == OVER
                                else "no deal is due: seat %d is to act" % self.seat)
        if len(order) != N_CARDS:
            raise IllegalAction("a deal must hand out all 32 cards, got %d" % len(order))
        check_dealt_once(order, self._seen, N_CARDS,
                         "a deal holds a card that is not in the 32-card deck", name)
        if dealer < 0 or dealer >= N_SEATS:
            raise IllegalAction("dealer must be a seat 0..3, got %d" % dealer)
        if self.next_dealer >= 0 and dealer != self.next_dealer:
            raise IllegalAction("seat %d must deal %s, not seat %d" % (
                self.next_dealer, "again after the agreed redeal" if self.redeal_due
                else "hand %d" % (self.hand + 1), dealer))
        for i in range(N_CARDS):
            self.owner[order[i]] = i // HAND_CARDS
            self.lacks[i] = 0
            self.order[i] = 0  # no play yet: nothing of the last hand's is left to read
            self.by[i] = 0
        for s in range(N_SEATS):
            self.hand_size[s] = HAND_CARDS
            self.calls[s] = 0
        for s in range(N_SUITS):
            self.top[s] = 0
        if not self.redeal_due:
            self.hand += 1
        self.redeal_due = False
        self.dealer = dealer
        self.next_dealer = dealer
        self.played = 0
        self.doubler = -1
        self.tripler = -1
        self.multiplier = 1
        self.redeal_by = -1
        self.spoken = 0
        self.n_extra = 0
        self.seat = next_seat(dealer, N_SEATS)
        self.phase = CALL

    # -- actions ---------------------------------------------------------------------------

    def apply_action(self, a):
        """Apply action a for the seat to act; raises IllegalAction (state unchanged) if refused."""
        phase = self.phase
        if phase == DEAL or phase == OVER:
            raise IllegalAction("no seat may act: the game is over" if phase == OVER
                                else "no seat may act: hand %d is not dealt" % self.due_hand())
        seat = self.seat
        if phase == PLAY:
            self._check_play(seat, a)
        elif phase == PARTNER:
            if a != AGREE and a != REFUSE:
                raise IllegalAction("seat %d must agree to or refuse its partner's redeal" % seat)
        else:
            self._check_call(seat, a)
        self.result.seat = seat
        self.result.action = a
        self.result.penalty_team = -1
        self.result.hand_ended = False
        if phase == PLAY:
            self._play(seat, a)
        elif phase == PARTNER:
            if a == AGREE:
                # The same dealer deals again and the announcement phase restarts.
                self.redeal_due = True
                self.phase = DEAL
            else:
                # Refused: the caller's call was the redeal; the seat after the caller speaks.
                self.seat = self.redeal_by
                self._next_speaker()
        elif phase == EXTRA:
            if a == CALL_TRIPLE:
                # Nothing goes higher than a triple: no call is left to answer.
                self.tripler = seat
                self.multiplier = 3
                self._start_play()
            else:
                self._next_extra()
        else:
            self.calls[seat] = a
            if a == CALL_REDEAL:
                self.redeal_by = seat
                self.seat = (seat + 2) % N_SEATS
                self.phase = PARTNER
                return
            if a == CALL_DOUBLE:
                self.doubler = seat
                self.double_pos = self.spoken
                self.multiplier = 2
            elif a == CALL_TRIPLE:
                self.tripler = seat
                self.multiplier = 3
            self._next_speaker()

    def _check_call(self, seat, a):
        extra = self.phase == EXTRA
        if a < CALL_NONE or a > CALL_TRIPLE:
            raise IllegalAction("seat %d must make a call (%s), not action %d" % (
                seat, "none or triple" if extra else "none, redeal, double or triple", a))
        if a == CALL_REDEAL:
            if extra:
                raise IllegalAction("seat %d answers the double: triple or none only" % seat)
            if not may_redeal(self.owner, seat):
                raise IllegalAction("seat %d may not call a redeal: it holds fewer than "
                                    "3 aces and fewer than 3 kings" % seat)
        elif a == CALL_DOUBLE:
            if extra:
                raise IllegalAction("seat %d answers the double: triple or none only" % seat)
            if self.doubler >= 0:
                raise IllegalAction("seat %d may not double: seat %d has doubled"
                                    % (seat, self.doubler))
        elif a == CALL_TRIPLE:
            if self.doubler < 0:
                raise IllegalAction("seat %d may not triple: nobody has doubled" % seat)
            if self.tripler >= 0:
                raise IllegalAction("seat %d may not triple: seat %d has tripled"
                                    % (seat, self.tripler))
            if team_of(seat) == team_of(self.doubler):
                raise IllegalAction("seat %d may not triple its partner's double" % seat)

    def _check_play(self, seat, a):
        if a == PASS:
            if legal_into(self, self.owner, seat, seat, self._legal) and self._legal[0] != PASS:
                raise IllegalAction("seat %d may not pass: it can play %s"
                                    % (seat, name(self._legal[0])))
            return
        if a < 0 or a >= PASS:
            raise IllegalAction("seat %d must play a card or pass, not action %d" % (seat, a))
        c = a & (CARTE - 1)
        if self.owner[c] != seat:
            raise IllegalAction("seat %d does not hold %s" % (seat, name(c)))
        if a >= CARTE and self.hand_size[seat] != 2:
            raise IllegalAction("carte is announced only with the second-to-last card; seat %d "
                                "holds %d" % (seat, self.hand_size[seat]))
        if not self.played:
            if c != SEVEN_D:
                raise IllegalAction("the 7 of diamonds leads: %s cannot open the hand" % name(c))
            return
        s = c >> 3
        r = c & 7
        if r == SEVEN:
            if self.top[s]:
                raise IllegalAction("%s is already started" % name(c))
            return
        if self.top[s] != r:
            if self.top[s] == 0:
                raise IllegalAction("%s cannot be played: its suit is not started" % name(c))
            raise IllegalAction("%s cannot be played: the next card up is %s" % (
                name(c), name(s * N_RANKS + self.top[s])))

    def _next_speaker(self):
        self.spoken += 1
        if self.spoken < N_SEATS:
            self.seat = next_seat(self.seat, N_SEATS)
            self.phase = CALL
            return
        # Every seat has spoken. A double without a triple is owed one more call by each
        # opponent of the doubler who spoke before it, in turn order after the doubler.
        self.n_extra = 0
        if self.doubler >= 0 and self.tripler < 0:
            s = self.doubler
            for _ in range(N_SEATS - 1):
                s = next_seat(s, N_SEATS)
                if team_of(s) != team_of(self.doubler) and self._position(s) < self.double_pos:
                    self._extra[self.n_extra] = s
                    self.n_extra += 1
        self.extra_i = -1
        self._next_extra()

    def _position(self, seat):
        """Speaking position of seat in the announcement round: 0 for the seat after the dealer."""
        return (self.dealer + N_SEATS - 1 - seat) % N_SEATS

    def _next_extra(self):
        self.extra_i += 1
        if self.extra_i < self.n_extra:
            self.seat = self._extra[self.extra_i]
            self.phase = EXTRA
        else:
            self._start_play()

    def _start_play(self):
        self.seat = self.owner[SEVEN_D]
        self.phase = PLAY

    def _play(self, seat, a):
        if a == PASS:
            # The seat holds none of the cards it could have played now: the next card up of
            # each started suit and the 7 of each other one.
            for s in range(N_SUITS):
                r = self.top[s]
                if r < N_RANKS:
                    self.lacks[s * N_RANKS + r] |= 1 << seat
            self.seat = next_seat(seat, N_SEATS)
            return
        c = a & (CARTE - 1)
        self.owner[c] = ON_TABLE
        self.top[c >> 3] += 1
        self.order[self.played] = c
        self.by[c] = seat
        self.played += 1
        self.hand_size[seat] -= 1
        team = team_of(seat)
        if self.hand_size[seat] == 1 and a < CARTE and self.carte_penalty:
            # A forgotten carte: the opponents score at once, never multiplied.
            self.result.penalty_team = 1 - team
            if self._award(1 - team, PENALTY_POINTS):
                return
        if self.hand_size[seat] == 0:
            self._end_hand(seat, c)
        else:
            self.seat = next_seat(seat, N_SEATS)

    def _award(self, team, points):
        """Add points to team; True when that wins the match (checked after every score)."""
        self.scores[team] += points
        if self.scores[team] >= self.target:
            self.winner = team
            self.phase = OVER
            return True
        return False

    def _end_hand(self, seat, last):
        """The seat went out with card `last`: its team scores the opponents' cards."""
        team = team_of(seat)
        count = 0
        for c in range(N_CARDS):
            o = self.owner[c]
            if o < N_SEATS and team_of(o) != team:
                count += POINTS[c & 7]
        if last & 7 == SEVEN:
            count = SEVEN_POINTS + count if self.seven_add else SEVEN_POINTS
        points = count * self.multiplier
        self.result.hand_ended = True
        self.result.winner = team
        self.result.hand_points = points
        self.next_dealer = next_seat(self.dealer, N_SEATS)
        self.phase = DEAL
        self._award(team, points)

    # -- what a seat may see ---------------------------------------------------------------

    def new_observation(self, seat):
        """An empty observation for seat, to be filled by observe()."""
        return Observation(seat)

    def observe(self, seat, obs):
        """Fill obs with what `seat` may know; no other seat's cards are ever copied."""
        obs.seat = seat
        for c in range(N_CARDS):
            obs.mine[c] = 1 if self.owner[c] == seat else 0
        for s in range(N_SUITS):
            obs.top[s] = self.top[s]
        for c in range(N_CARDS):
            obs.lacks[c] = self.lacks[c]
            obs.order[c] = self.order[c]
            obs.by[c] = self.by[c]
        for s in range(N_SEATS):
            obs.hand_size[s] = self.hand_size[s]
            obs.calls[s] = self.calls[s]
        obs.scores[0] = self.scores[0]
        obs.scores[1] = self.scores[1]
        obs.phase = self.phase
        obs.to_act = self.current_player()
        obs.played = self.played
        obs.dealer = self.dealer
        obs.doubler = self.doubler
        obs.tripler = self.tripler
        obs.multiplier = self.multiplier
        obs.redeal_by = self.redeal_by
        obs.hand = self.hand
        obs.target = self.target
        obs.carte_penalty = self.carte_penalty
        obs.seven_add = self.seven_add
        return obs

    # -- helpers for logs and screens ------------------------------------------------------

    def hand_cards(self, seat):
        """Cards held by seat, in index order (a new list: not for hot paths)."""
        return [c for c in range(N_CARDS) if self.owner[c] == seat]
