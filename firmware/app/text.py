# UI text: string numbers shared by the four language tables, and loading the chosen table.
#
# Each language is its own module (lang_en, lang_fr, lang_pt, lang_it) so only the one in use
# takes RAM. Text is plain ASCII: the display's 8x8 font has no accented letters.
from micropython import const

CONTINUE = const(0)
NEW_GAME = const(1)
RULES = const(2)
SETTINGS = const(3)
GAME = const(4)
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
BLOCKED = const(19)
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
THINKING = const(47)

CODES = ("en", "fr", "pt", "it")
# Each language's name in itself, for the language menu.
NAMES = ("English", "Francais", "Portugues", "Italiano")


def load(i):
    """The language module for index i (0..3) of CODES."""
    pkg = __import__("app.lang_" + CODES[i])
    return getattr(pkg, "lang_" + CODES[i])
