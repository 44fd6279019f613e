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
AI = const(7)
TARGET = const(8)
START = const(9)
LANGUAGE = const(10)
CONTRAST = const(11)
LEDS = const(12)
PASS_TO = const(13)
TEAM = const(14)
SHOW_HAND = const(15)
PASSES = const(16)
NO_FIT = const(17)
A_PASS = const(18)
HAND_END = const(19)
BLOCKED = const(20)
WENT_OUT = const(21)
WINS = const(22)
SAVE_BAD = const(23)
SET_ASIDE = const(24)
A_OK = const(25)
PAUSED = const(26)
RESUME = const(27)
QUIT = const(28)
ON = const(29)
OFF = const(30)
SEAT = const(31)
GAME_OVER = const(32)
BACK = const(33)
NEXT_HAND = const(34)
NOT_FIT = const(35)
LEAD = const(36)
PIPS = const(37)
NO_GAMES = const(38)
DREW = const(39)
NOBODY = const(40)
RESET = const(41)
CARTE = const(42)
NO_CARD = const(43)
SAVE_FAILED = const(44)

CODES = ("en", "fr", "pt", "it")
# Each language's name in itself, for the language menu.
NAMES = ("English", "Francais", "Portugues", "Italiano")


def load(i):
    """The language module for index i (0..3) of CODES."""
    pkg = __import__("app.lang_" + CODES[i])
    return getattr(pkg, "lang_" + CODES[i])
