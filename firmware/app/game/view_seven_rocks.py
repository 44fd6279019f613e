# Seven Rocks screens: the team scores, what was played and scored, settlements, the winner.
#
# The table and the hand picker are app/game/tile_view.py's, with the all-fives count.
from micropython import const
from games.table import NONE
from app.frame import draw
from app.game import tile_view
from app.game.tile_view import MSG_Y
from app.frame import font

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_WENT_OUT = const(20)
_WINS = const(21)
_GAME_OVER = const(31)
_PIPS = const(36)
_HAND_BLOCKED = const(50)
_TAKEN = const(51)

TEAMS = True  # partners sit opposite (core.game.team_of)


def seat_name(seat, players, L):
    return L.SEATS[seat]


def scored(state):
    """Points the last action scored (the LEDs flash when positive)."""
    return state.result.points


def hand_over(state):
    """True between hands, once the hand has been settled and the next is not dealt."""
    return state.result.hand_ended


def header(fb, scores, L):
    """Top row: both teams' scores."""
    font.text(fb, "%s %d" % (L.SHORT_TEAMS[0], scores[0]), 0, 0, 1)
    draw.right(fb, "%s %d" % (L.SHORT_TEAMS[1], scores[1]), 0)


def describe_last(state, L):
    """'East 3|4 +10', 'East passes', for the action just applied (public information)."""
    r = state.result
    return tile_view.move_text(L.SEATS[r.seat], r.action, NONE, r.points, L)


recap_row = tile_view.recap_row


def draw_board(fb, obs, scores, L):
    """What every seat sees of the hand in play: the scores and the table; no hand."""
    header(fb, scores, L)
    tile_view.draw_table(fb, obs.table)


def draw_show(fb, obs, state, L):
    """After an action: the table and what was played and scored; no hand is shown. The move
    that ends the hand shows the scores with what it scored but not yet settled: the
    settlement screen, which explains the deductions, is the first to show them."""
    r = state.result
    draw_board(fb, obs, r.unsettled if r.hand_ended else obs.scores, L)
    draw.center(fb, describe_last(state, L), MSG_Y + 6)


def draw_hand_end(fb, state, L):
    """Settlement: how the hand ended, each player's pips and rounded deduction, the scores."""
    # Eight text rows fill the 64 pixels exactly: how it ended, the column labels, four seats,
    # scores, key. The labels take the row the hand number had: the numbers need them more.
    if state.result.reason == "blocked":
        draw.center(fb, L.S[_HAND_BLOCKED], 0)
    else:
        draw.center(fb, L.S[_WENT_OUT] % L.SEATS[state.next_opener], 0)
    # Pips end at column 10, the deduction at column 16, each label over its numbers.
    font.text(fb, L.S[_PIPS], (10 - len(L.S[_PIPS])) * draw.CH, 8, 1)
    draw.right(fb, L.S[_TAKEN], 8)
    for s in range(4):
        y = 16 + s * 8
        font.text(fb, L.SEATS[s][:6], 0, y, 1)
        draw.right(fb, "%2d   %3s" % (state.result.pips[s], "-%d" % state.result.deductions[s]), y)
    _scores_line(fb, state.scores, L, 48)


def _scores_line(fb, scores, L, y):
    draw.center(fb, "%s %d  %s %d" % (L.SHORT_TEAMS[0], scores[0], L.SHORT_TEAMS[1],
                                     scores[1]), y)


def draw_game_end(fb, state, L):
    """The winning team and the final scores."""
    draw.center(fb, L.S[_GAME_OVER], 4)
    draw.center(fb, L.TEAMS[state.winner], 20)
    draw.center(fb, L.S[_WINS], 30)
    _scores_line(fb, state.scores, L, 46)


class Picker(tile_view.Picker):
    """The dominoes hand picker with the all-fives count and the team scores on top."""

    def header(self, fb, scores, L):
        header(fb, scores, L)
