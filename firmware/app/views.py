# Per-game screen modules: the hook a new game's screens plug into.
#
# A game is offered in the menu only when it has a screen module here. A screen module
# provides: TEAMS (True: partners opposite, core.game.team_of; False: each for themselves),
# seat_name(seat, players, L), scored(state), hand_over(state), draw_show(fb, obs, state, L),
# draw_hand_end(fb, state, L) (rows above y=56: the app adds the key line),
# draw_game_end(fb, state, L), and Picker() with reset(obs, legal, n), key(bits) -> action or
# NOTHING or BACK, and draw(fb, obs, L).
# Screens of a human seat use only its Observation; draw_show/hand_end/game_end read only
# public results of the state.
from micropython import const
from games import registry

NOTHING = const(-1)  # Picker.key: no decision yet
BACK = const(-2)  # Picker.key: the player wants to leave the hand view

_MODULES = {"seven-rocks": "view_seven_rocks", "cutthroat": "view_cutthroat",
            "seven-diamonds": "view_seven_diamonds"}


def games():
    """Registry games that have screens, in registry order."""
    return [g for g in registry.NAMES if g in _MODULES]


def load(game):
    """The screen module of `game` (ValueError if it has none)."""
    if game not in _MODULES:
        raise ValueError("no screens for %s" % game)
    pkg = __import__("app." + _MODULES[game])
    return getattr(pkg, _MODULES[game])
