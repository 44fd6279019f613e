# Per-game screen modules: the hook a new game's screens plug into.
#
# Every registered game has a screen module, app/game/view_<game>.py (games.registry). It
# provides: TEAMS (True: partners opposite, core.game.team_of; False: each for themselves),
# seat_name(seat, players, L), scored(state), hand_over(state), draw_board(fb, obs, scores, L)
# (the scores given and the table, what every seat sees), draw_show(fb, obs, state, L) (the
# board after an action; the action that ends a hand shows the scores from before their
# settlement, which the hand-end screen is the first to show), draw_hand_end(fb, state, L)
# (rows above y=56: the app adds the key line), draw_game_end(fb, state, L), recap_row(who,
# what, arg, num, players, L) (one row of the recap, from a step of core/recap.py), and Picker()
# with reset(obs, legal, n), key(bits) -> action or NOTHING or BACK, and draw(fb, obs, L).
# Screens of a human seat use only its Observation; draw_board/show/hand_end/game_end read only
# public parts of an observation and public results of the state.
from micropython import const
from games import registry

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_SEAT = const(30)

NOTHING = const(-1)  # Picker.key: no decision yet
BACK = const(-2)  # Picker.key: the player wants to leave the hand view


def held(mine, out):
    """The items (tiles, cards) a hand holds, mine[i] set, into out in index order; returns n."""
    n = 0
    for i in range(len(mine)):
        if mine[i]:
            out[n] = i
            n += 1
    return n


def initial(seat, players, L):
    """A seat in one or two characters, for rows that must stay short: the first letter of its
    name with four seats (N E S W in English), else the first letter of "Seat" and its number
    (S1 S2 S3)."""
    if players == 4:
        return L.SEATS[seat][0]
    return "%s%d" % (L.S[_SEAT][0], seat + 1)


def games():
    """The games of the menu: every registered game has its screens (app/game/view_<game>.py)."""
    return registry.NAMES


def load(game):
    """The screen module of `game`, app/game/view_<game>.py (ValueError for an unknown game)."""
    if game not in registry.NAMES:
        raise ValueError("no screens for %s" % game)
    m = "view_" + registry.module(game)
    return getattr(__import__("app.game." + m).game, m)
