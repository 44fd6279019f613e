# A language's small word tables (seats, teams, levels, settings, calls, ...) from its one tuple.
#
# Each lang_*.py lists its short words as one flat tuple, as it lists S, and this module names
# the parts, so the table keys, their order and the words no language changes are written once.
# A language's tuple holds, in this order:
#   4 seat names (North, East, South, West)
#   2 team names, then 2 short ones (2 characters, on the scores row)
#   3 AI level names, in LEVEL_KEYS order
#   4 setting names, in OPTION_KEYS order
#   6 calls (Seven of Diamonds: no call, redeal, double, triple, agree, refuse)
#   6 attach points, in games/table.py SIDE_NAMES order (at most 8 characters, so "=NN +NN"
#     still fits after them)
#   a game title per game, in games/registry.py NAMES order (at most 12 characters: the menu
#     shows them inside "< >")
from games.registry import NAMES

LEVEL_KEYS = ("easy", "normal", "hard")
OPTION_KEYS = ("boneyard", "key_bonus", "carte_penalty", "seven_bonus")
# The project's name, in every language (README, the simulator's window, the main menu).
TITLE = "Seven Rocks"
# Setting values that are words: the last 7 is worth 200 flat or 200 on top of the count.
OPTION_VALUES = {"flat": "200", "add": "+200"}
_GAMES_AT = 27  # where the game titles start in a language's tuple


def tables(code, w):
    """The tables of language `code` from its tuple w: SEATS, TEAMS, SHORT_TEAMS, LEVELS (by
    level key), OPTIONS (by setting key), OPTION_VALUES, CALLS, SIDES, TITLE and GAME_TITLES (by
    game name). Raises ValueError naming the language when w has too few or too many words."""
    if len(w) != _GAMES_AT + len(NAMES):
        raise ValueError("lang_%s: %d small words, want %d (see app/words.py)"
                         % (code, len(w), _GAMES_AT + len(NAMES)))
    return (w[0:4], w[4:6], w[6:8], dict(zip(LEVEL_KEYS, w[8:11])),
            dict(zip(OPTION_KEYS, w[11:15])), OPTION_VALUES, w[15:21], w[21:27], TITLE,
            dict(zip(NAMES, w[_GAMES_AT:])))
