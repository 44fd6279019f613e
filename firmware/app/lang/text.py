# UI text: the string numbers the four language tables share, and loading the chosen table.
#
# Each language is its own module (app/lang/en.py, fr, pt, it) so only the one in use
# takes RAM; its Rules pages, the long texts, are a module of their own (en_pages.py, ...), read
# one page at a time. Text is UTF-8 with accents and card suits: app/frame/font.py draws every
# character a language file uses (a test checks it), each in one 8-pixel cell.
#
# The string numbers: S[n] of every language module is the string named n below. A module that
# shows one names its number as a private constant of its own (`_HINT = const(44)`), which
# mpy-cross folds away: shared as attributes of this module, each was a name interned for good on
# the `.mpy` install, where the table of names grows by 8.9 KB at once past 1260 of them
# (docs/bench.md). tests/test_firmware_names.py checks every such constant against this table;
# tools/text_ids.py reads it for the tests and tools.
#   0 CONTINUE
#   1 NEW_GAME
#   2 RULES
#   3 SETTINGS
#   4 GAME
#   5 PLAYERS
#   6 HUMAN
#   7 TARGET
#   8 START
#   9 LANGUAGE
#  10 CONTRAST
#  11 LEDS
#  12 PASS_TO
#  13 TEAM
#  14 SHOW_HAND
#  15 PASSES
#  16 NO_FIT
#  17 A_PASS
#  18 HAND_END
#  19 BLOCKED
#  20 WENT_OUT
#  21 WINS
#  22 SAVE_BAD
#  23 SET_ASIDE
#  24 A_OK
#  25 PAUSED
#  26 RESUME
#  27 QUIT
#  28 ON
#  29 OFF
#  30 SEAT
#  31 GAME_OVER
#  32 BACK
#  33 NEXT_HAND
#  34 NOT_FIT
#  35 LEAD
#  36 PIPS
#  37 NO_GAMES
#  38 DREW
#  39 NOBODY
#  40 RESET
#  41 CARTE
#  42 NO_CARD
#  43 SAVE_FAILED
#  44 HINT
#  45 HARD_HINT
#  46 HIDE
#  47 FAILED
#  48 LEAD_TILE
#  49 YOUR_CALL
#  50 HAND_BLOCKED
#  51 TAKEN
#  52 SCREEN_PAGE
#  53 THINKING
#  54 RECORDS
#  55 NO_RECORDS
#  56 RESET_RECORDS
#  57 SURE_RESET
#  58 GAMES
#  59 LAST_MOVES
#  60 HAND_ROW
#  61 EARLIER
#     Asked before a new game replaces the saved one: two lines, then the keys.
#  62 REPLACE
#  63 REPLACE_2
#  64 YES_NO
#  65 CARTE_KEY  the second-to-last card: how to say "carte"
#     Why a saved game was set aside (app/store/session.py SaveError.reason, in that order).
#  66 SAVE_CHECK
#  67 SAVE_FOREIGN
#  68 SAVE_DIFFERS
#  69 SAVE_OVER
#  70 SAVE_UNREADABLE
#  71 SLEEP  the Settings row: minutes idle before the console sleeps
#  72 MINUTES
#  73 NEVER
#  74 LOW_BATTERY
#  75 PAST_GAMES
#  76 PAST_HANDS  how many hands a past game had
#  77 PAST_HAND  a row of a past game: one of its hands, to review
#  78 LOG_LINE  where a past game's log stops replaying
#  79 ONE_HAND  PAST_HANDS for a game of one hand
#     The builder's self-test (Settings): its row and title, the arrows' names, the LEDs' colours.
#  80 SELF_TEST
#  81 KEY_UP
#  82 KEY_DOWN
#  83 KEY_LEFT
#  84 KEY_RIGHT
#  85 RED
#  86 GREEN
#  87 BLUE
#  88 LEDS_ZERO  instead of the LED lit: none is, at LED level 0
#  89 HOLD_PATTERN  how to see the display test again
#  90 HOLD_EXIT  how to leave

from app.frame import unload

CODES = ("en", "fr", "pt", "it")
# Each language's name in itself, for the language menu.
NAMES = ("English", "Français", "Português", "Italiano")


def load(i):
    """The language module for index i (0..3) of CODES; the one loaded before (the language
    Settings left) leaves memory."""
    for code in CODES:
        if code != CODES[i]:
            unload.module("app.lang." + code)
    return _module(CODES[i])


def page(i, game, screen):
    """Game `game`'s Rules page in language i: its rules, or with `screen` how to read its
    screens; "-" for a game without. Its module is imported for this and dropped again, so the
    Rules pages of all games (about 8 KB of text a language) never stay in RAM together."""
    name = CODES[i] + "_pages"
    pages = _module(name)
    text = (pages.SCREEN if screen else pages.RULES).get(game, "-")
    pages = None  # so the collection unload.module makes frees its code (the .mpy install)
    unload.module("app.lang." + name)
    return text


def _module(name):
    return getattr(__import__("app.lang." + name).lang, name)
