# UI text: string numbers shared by the four language tables, and loading the chosen table.
#
# Each language is its own module (app/lang/en.py, fr, pt, it) so only the one in use
# takes RAM; its Rules pages, the long texts, are a module of their own (en_pages.py, ...), read
# one page at a time. Text is UTF-8 with accents and card suits: app/frame/font.py draws every
# character a language file uses (a test checks it), each in one 8-pixel cell. A number no
# other module names (reached by arithmetic, as SAVE_CHECK + reason, or by none yet) is private:
# on the .mpy install each public one is a name interned for good and a module attribute.
from micropython import const

from app.frame import unload

CONTINUE = const(0)
NEW_GAME = const(1)
RULES = const(2)
SETTINGS = const(3)
_GAME = const(4)
PLAYERS = const(5)
HUMAN = const(6)
TARGET = const(7)
START = const(8)
LANGUAGE = const(9)
CONTRAST = const(10)
LEDS = const(11)
PASS_TO = const(12)
TEAM = const(13)
SHOW_HAND = const(14)
PASSES = const(15)
NO_FIT = const(16)
A_PASS = const(17)
HAND_END = const(18)
_BLOCKED = const(19)
WENT_OUT = const(20)
WINS = const(21)
SAVE_BAD = const(22)
SET_ASIDE = const(23)
A_OK = const(24)
PAUSED = const(25)
RESUME = const(26)
QUIT = const(27)
ON = const(28)
OFF = const(29)
SEAT = const(30)
GAME_OVER = const(31)
BACK = const(32)
NEXT_HAND = const(33)
NOT_FIT = const(34)
LEAD = const(35)
PIPS = const(36)
NO_GAMES = const(37)
DREW = const(38)
NOBODY = const(39)
RESET = const(40)
CARTE = const(41)
NO_CARD = const(42)
SAVE_FAILED = const(43)
HINT = const(44)
HARD_HINT = const(45)
HIDE = const(46)
FAILED = const(47)
LEAD_TILE = const(48)
YOUR_CALL = const(49)
HAND_BLOCKED = const(50)
TAKEN = const(51)
SCREEN_PAGE = const(52)
THINKING = const(53)
RECORDS = const(54)
NO_RECORDS = const(55)
RESET_RECORDS = const(56)
SURE_RESET = const(57)
GAMES = const(58)
LAST_MOVES = const(59)
HAND_ROW = const(60)
EARLIER = const(61)
# Asked before a new game replaces the saved one: two lines, then the keys.
REPLACE = const(62)
REPLACE_2 = const(63)
YES_NO = const(64)
CARTE_KEY = const(65)  # the second-to-last card: how to say "carte"
# Why a saved game was set aside (app/store/session.py SaveError.reason, in that order).
SAVE_CHECK = const(66)
_SAVE_FOREIGN = const(67)
_SAVE_DIFFERS = const(68)
_SAVE_OVER = const(69)
SAVE_UNREADABLE = const(70)
SLEEP = const(71)  # the Settings row: minutes idle before the console sleeps
MINUTES = const(72)
NEVER = const(73)
BATTERY_LOW = const(74)
PAST_GAMES = const(75)
PAST_HANDS = const(76)  # how many hands a past game had
PAST_HAND = const(77)  # a row of a past game: one of its hands, to review
LOG_LINE = const(78)  # where a past game's log stops replaying
ONE_HAND = const(79)  # PAST_HANDS for a game of one hand
# The builder's self-test (Settings): its row and title, the arrows' names, the LEDs' colours.
SELF_TEST = const(80)
KEY_UP = const(81)
KEY_DOWN = const(82)
KEY_LEFT = const(83)
KEY_RIGHT = const(84)
RED = const(85)
GREEN = const(86)
BLUE = const(87)
LEDS_ZERO = const(88)  # instead of the LED lit: none is, at LED level 0
HOLD_PATTERN = const(89)  # how to see the display test again
HOLD_EXIT = const(90)  # how to leave

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
