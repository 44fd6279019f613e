# Jamaican Cutthroat screens: the line's two ends, the hand picker, hand winners and six-love.
#
# The table and picker are app/game/tile_view.py's without the all-fives count (Cutthroat scores
# hand wins, not ends). Seats play for themselves: no teams, scores are hand wins per seat.
from micropython import const
from games.table import NONE
from app.frame import draw
from app.game import views
from app.game import tile_view
from app.game.tile_view import MSG_Y
from app.frame import font

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_HAND_END = const(18)
_WINS = const(21)
_SEAT = const(30)
_GAME_OVER = const(31)
_PIPS = const(36)
_NOBODY = const(39)
_RESET = const(40)
_HAND_BLOCKED = const(50)

TEAMS = False


def seat_name(seat, players, L):
    if players == 4:
        return L.SEATS[seat]
    return "%s %d" % (L.S[_SEAT], seat + 1)


def _wins(seat, players, score, L):
    """One seat's hand wins on the top row: 'N1' with compass seats; with numbered seats
    'S2:1' (Seat 2 has 1), as a bare '21' would run the seat into its score."""
    return ("%s%d" if players == 4 else "%s:%d") % (views.initial(seat, players, L), score)


def header(fb, scores, L):
    """Top row: every seat's hand wins, e.g. 'N1 E0 S2 W0' or 'S1:1 S2:0 S3:2'."""
    header_at(fb, scores, L, 0)


def scored(state):
    """Placements never score; the LEDs flash when a hand is won instead."""
    return state.result.hand_points if state.result.hand_ended else 0


def hand_over(state):
    return state.result.hand_ended


def describe_last(state, L):
    """'East 3|4', 'East passes' for the action just applied (public information)."""
    r = state.result
    return tile_view.move_text(seat_name(r.seat, state.n_seats, L), r.action, NONE, 0, L)


def draw_board(fb, obs, scores, L):
    """What every seat sees of the hand in play: the wins and the line; no hand."""
    header(fb, scores, L)
    tile_view.draw_table(fb, obs.table, -1, False)


def draw_show(fb, obs, state, L):
    """The table, what was played, and how many tiles the next seat had to draw, or that the
    pass blocked the hand. The move that ends the hand shows the wins from before it: the
    hand-end screen, which says who won the hand and why, is the first to count the win (or
    the reset to 0)."""
    r = state.result
    draw_board(fb, obs, r.unsettled if r.hand_ended else obs.scores, L)
    draw.center(fb, describe_last(state, L), MSG_Y + 2)
    if r.n_drawn and r.draw_seat >= 0:
        draw.center(fb, tile_view.drew_text(seat_name(r.draw_seat, state.n_seats, L),
                                            r.n_drawn, L), MSG_Y + 11)
    elif r.hand_ended and r.reason == "blocked":
        # Nobody draws once the line is blocked: the row says why the hand ends instead.
        draw.center(fb, L.S[_HAND_BLOCKED], MSG_Y + 11)


recap_row = tile_view.recap_row


def draw_hand_end(fb, state, L):
    """How the hand ended (blocked, or over), who won it (or nobody), each seat's pips, a
    six-love reset, the wins."""
    n = state.n_seats
    r = state.result
    if r.reason == "blocked":
        # As in Seven Rocks: the lowest pips win a blocked hand, so it must say it was blocked.
        draw.center(fb, L.S[_HAND_BLOCKED], 0)
    else:
        draw.center(fb, L.S[_HAND_END] % state.hand, 0)
    if r.winner >= 0:
        draw.center(fb, "%s +%d" % (seat_name(r.winner, n, L), r.hand_points), 8)
    else:
        draw.center(fb, L.S[_NOBODY], 8)
    # Up to eight text rows fill the 64 pixels exactly: title, winner, seats, wins, key.
    for s in range(n):
        y = 16 + s * 8
        font.text(fb, seat_name(s, n, L)[:8], 0, y, 1)
        draw.right(fb, "%d %s" % (state.result.pips[s], L.S[_PIPS]), y)
    if state.result.reset:
        draw.center(fb, L.S[_RESET], 48)
    else:
        header_at(fb, state.scores, L, 48)


def header_at(fb, scores, L, y):
    """Every seat's hand wins on row y."""
    n = len(scores)
    draw.center(fb, " ".join([_wins(s, n, scores[s], L) for s in range(n)]), y)


def draw_game_end(fb, state, L):
    """The winning seat and everyone's hand wins."""
    draw.center(fb, L.S[_GAME_OVER], 4)
    draw.center(fb, seat_name(state.winner, state.n_seats, L), 20)
    draw.center(fb, L.S[_WINS], 30)
    header_at(fb, state.scores, L, 46)


class Picker(tile_view.Picker):
    """The dominoes hand picker without the all-fives hints, every seat's wins on top."""

    scoring = False

    def header(self, fb, scores, L):
        header(fb, scores, L)
