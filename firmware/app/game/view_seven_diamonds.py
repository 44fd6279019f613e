# Seven of Diamonds screens: the suit piles, the calls, the hand with the "carte" call, results.
#
# A pile is drawn as its top card (the suits build up from the sevens); the hand shows up to
# eight cards with the playable ones marked. On the second-to-last card the player says
# "carte" themselves (Up/Down), as at a real table; with the Carte rule on, the prompt row says
# which keys do it, since A alone there costs 100 points and a player of every other card
# presses A alone.
from micropython import const
from core.cards import N_RANKS, N_CARDS
from core.recap import PENALTY
from games.seven_diamonds import CARTE, PASS, CALL_NONE, AGREE, PLAY, PENALTY_POINTS
from app.frame import draw
from app.game import views
from app.frame.buttons import LEFT, RIGHT, UP, DOWN, A, B
from app.game.views import NOTHING, BACK, held
from app.frame import font

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_PASSES = const(15)
_HAND_END = const(18)
_WINS = const(21)
_GAME_OVER = const(31)
_NOT_FIT = const(34)
_CARTE = const(41)
_NO_CARD = const(42)
_YOUR_CALL = const(49)
_CARTE_KEY = const(65)

MSG_Y = const(36)
_HAND_Y = const(46)
# Cards that can be played stand this much above the rest of the hand, under a prompt row
# moved up to leave a gap (a bar over them read as underlining the prompt).
_RAISE = const(2)
_PROMPT_Y = const(34)
_CARD_W = const(15)
_CARD_H = const(18)
# One character per rank so a card fits 15 pixels: 7 8 9 T(en) J Q K A.
_RANKS = "789TJQKA"
# The suits as the glyphs app/frame/font.py draws, in core.cards order (clubs, diamonds, hearts,
# spades): the same in every language, unlike the letters CDHS the logs use.
SUITS = "♣♦♥♠"


TEAMS = True  # partners sit opposite (core.game.team_of)


def seat_name(seat, players, L):
    return L.SEATS[seat]


def scored(state):
    """Points the last action brought (a hand's result or a carte penalty)."""
    if state.result.hand_ended:
        return state.result.hand_points
    return PENALTY_POINTS if state.result.penalty_team >= 0 else 0


def hand_over(state):
    return state.result.hand_ended


def header(fb, scores, L, multiplier=1):
    """Team scores, and the hand's multiplier once doubled or tripled."""
    font.text(fb, "%s %d" % (L.SHORT_TEAMS[0], scores[0]), 0, 0, 1)
    draw.right(fb, "%s %d" % (L.SHORT_TEAMS[1], scores[1]), 0)
    if multiplier > 1:
        draw.center(fb, "x%d" % multiplier, 0)


def card(fb, c, x, y, inverse=False):
    """Card c as a 15x18 box: rank over suit letter; recorded in DRAWN."""
    draw.DRAWN[c] = 1
    ink = 0 if inverse else 1
    if inverse:
        fb.fill_rect(x, y, _CARD_W, _CARD_H, 1)
    else:
        fb.rect(x, y, _CARD_W, _CARD_H, 1)
    font.text(fb, _RANKS[c & 7], x + 4, y + 1, ink)
    font.text(fb, SUITS[c >> 3], x + 4, y + 9, ink)


def draw_piles(fb, top):
    """The four suits' piles left to right (C D H S): the top card, or an empty outline."""
    for s in range(4):
        x = 8 + s * 30
        n = top[s]
        if n:
            card(fb, s * N_RANKS + n - 1, x, 12)
        else:
            fb.rect(x, 12, _CARD_W, _CARD_H, 1)
            font.text(fb, SUITS[s], x + 4, 17, 1)


def scores_line(scores, L):
    """'NS 120  EW 45' on one 16-character row; closer together as the scores grow (a target
    of up to 10000 gives five-digit scores), never cut."""
    a, b = L.SHORT_TEAMS
    for form in ("%s %d  %s %d", "%s %d %s %d", "%s%d %s%d"):
        text = form % (a, scores[0], b, scores[1])
        if len(text) <= draw.COLS:
            return text
    return text


def move_text(who, a, L):
    """Action a of seat `who` (a name): 'East 9♦', 'East 9♦ Carte!', 'East: double', 'East
    passes' (public information)."""
    if a == PASS:
        return "%s %s" % (who, L.S[_PASSES])
    if a < PASS:
        c = a & (CARTE - 1)
        text = "%s %s%s" % (who, _RANKS[c & 7], SUITS[c >> 3])
        return text + " " + L.S[_CARTE] if a >= CARTE else text
    return "%s: %s" % (who, L.CALLS[a - CALL_NONE])


def describe_last(state, L):
    """The action just applied, by the seat's name (move_text)."""
    return move_text(L.SEATS[state.result.seat], state.result.action, L)


def penalty_text(team, L):
    """'Carte!: EW +100': the team given the points for a forgotten carte."""
    return "%s: %s +%d" % (L.S[_CARTE], L.SHORT_TEAMS[team], PENALTY_POINTS)


def recap_row(who, what, arg, num, players, L):
    """A step as a recap row (app/game/views.py): 'W 9♦', 'W 9♦ Carte!', 'N: double', a penalty."""
    if what == PENALTY:
        return penalty_text(who, L)
    return move_text(views.initial(who, players, L), what, L)


def draw_board(fb, obs, scores, L):
    """What every seat sees of the hand in play: the scores, the multiplier and the piles."""
    header(fb, scores, L, obs.multiplier)
    draw_piles(fb, obs.top)


_before = [0, 0]  # the scores a hand's last card shows (draw_show), kept to allocate nothing


def draw_show(fb, obs, state, L):
    """The piles and the last action (and a carte penalty if one was given). The card that
    ends the hand shows the scores from before the hand's points: the hand-end screen, which
    says what they are, is the first to count them."""
    r = state.result
    scores = obs.scores
    if r.hand_ended:
        for team in range(2):
            _before[team] = scores[team] - (r.hand_points if team == r.winner else 0)
        scores = _before
    draw_board(fb, obs, scores, L)
    draw.center(fb, describe_last(state, L), MSG_Y + 8)
    if state.result.penalty_team >= 0:
        draw.center(fb, penalty_text(state.result.penalty_team, L), MSG_Y + 18)


def draw_hand_end(fb, state, L):
    """The winning team, the points (multiplier included) and the scores."""
    draw.center(fb, L.S[_HAND_END] % state.hand, 0)
    draw.center(fb, L.TEAMS[state.result.winner], 14)
    draw.center(fb, "+%d  x%d" % (state.result.hand_points, state.multiplier), 26)
    draw.center(fb, scores_line(state.scores, L), 40)


def draw_game_end(fb, state, L):
    """The winning team and the final scores."""
    draw.center(fb, L.S[_GAME_OVER], 4)
    draw.center(fb, L.TEAMS[state.winner], 20)
    draw.center(fb, L.S[_WINS], 30)
    draw.center(fb, scores_line(state.scores, L), 46)


class Picker:
    """Calls: Left/Right choose, A says it. Play: Left/Right pick a card, Up/Down say "carte"
    (only offered on the second-to-last card), A plays."""

    def __init__(self):
        self.cards = bytearray(N_CARDS)
        self.n = 0
        self.sel = 0
        self.legal = None
        self.n_legal = 0
        self.calling = False
        self.carte = False
        self.refused = False
        self.note = ""  # a hint's message, shown until the next key

    def reset(self, obs, legal, n_legal):
        """Take the seat's hand and legal actions; select the first playable card."""
        self.legal = legal
        self.n_legal = n_legal
        self.calling = obs.phase != PLAY
        self.carte = False
        self.refused = False
        self.note = ""
        n = held(obs.mine, self.cards)
        self.n = n
        self.sel = 0
        if not self.calling:
            for i in range(n):
                if self._fits(self.cards[i]):
                    self.sel = i
                    break

    def select(self, a):
        """Put the choice on action a (a hint): the call, or the card and its carte."""
        if self.calling:
            for i in range(self.n_legal):
                if self.legal[i] == a:
                    self.sel = i
            return
        if a == PASS:
            return
        self.carte = a >= CARTE
        c = a - CARTE if self.carte else a
        for i in range(self.n):
            if self.cards[i] == c:
                self.sel = i
        self.refused = False

    def _fits(self, c):
        for i in range(self.n_legal):
            if self.legal[i] == c:
                return True
        return False

    def _carte_offered(self):
        for i in range(self.n_legal):
            if self.legal[i] >= CARTE and self.legal[i] < PASS:
                return True
        return False

    def key(self, bits):
        """Apply this frame's presses; returns an action, NOTHING or BACK."""
        self.note = ""
        if bits & B:
            return BACK
        if self.calling:
            if bits & (LEFT | RIGHT):
                k = self.n_legal
                self.sel = (self.sel + (1 if bits & RIGHT else k - 1)) % k
            return self.legal[self.sel] if bits & A else NOTHING
        if self.n_legal == 1 and self.legal[0] == PASS:
            return PASS if bits & A else NOTHING
        if self.n and bits & (LEFT | RIGHT):
            self.sel = (self.sel + (1 if bits & RIGHT else self.n - 1)) % self.n
            self.refused = False
        if bits & (UP | DOWN) and self._carte_offered():
            self.carte = not self.carte
        if bits & A:
            c = self.cards[self.sel]
            if not self._fits(c):
                self.refused = True
                return NOTHING
            return c + CARTE if self.carte else c
        return NOTHING

    def draw(self, fb, obs, L):
        """Piles (or the call being chosen), a hint line, and the hand."""
        header(fb, obs.scores, L, obs.multiplier)
        if self.calling:
            a = self.legal[self.sel]
            draw.center(fb, L.S[_YOUR_CALL], 10)
            draw.center(fb, "< %s >" % L.CALLS[a - CALL_NONE], 19)
            if obs.redeal_by >= 0 and a >= AGREE:
                draw.center(fb, "%s: %s" % (L.SEATS[obs.redeal_by], L.CALLS[1]), 28)
            if self.note:
                draw.center(fb, self.note, 37)
        else:
            draw_piles(fb, obs.top)
            if self.n_legal == 1 and self.legal[0] == PASS:
                draw.center(fb, L.S[_NO_CARD], _PROMPT_Y)
            elif self.note:
                draw.center(fb, self.note, _PROMPT_Y)
            elif self.refused:
                draw.center(fb, L.S[_NOT_FIT], _PROMPT_Y)
            elif self.carte:
                draw.inverse_row(fb, "", _PROMPT_Y)
                draw.center(fb, L.S[_CARTE], _PROMPT_Y, 0)
            elif obs.carte_penalty and self._carte_offered():
                draw.center(fb, L.S[_CARTE_KEY], _PROMPT_Y)
        for i in range(self.n):
            c = self.cards[i]
            x = i * 16
            chosen = i == self.sel and not self.calling
            up = not self.calling and self._fits(c)
            card(fb, c, x, _HAND_Y - _RAISE if up else _HAND_Y, chosen)
