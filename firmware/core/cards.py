# The 32-card deck (7 to ace in four suits): card index <-> suit and rank, names and points.
#
# Card c is suit * 8 + rank, suits C D H S (0..3) and ranks 7 8 9 10 J Q K A (0..7), so a card
# fits in a byte, a suit's cards are consecutive and "the next card up" is simply c + 1.
from micropython import const

N_CARDS = const(32)
N_SUITS = const(4)
N_RANKS = const(8)
SEVEN = const(0)  # rank of the 7
KING = const(6)
ACE = const(7)
SEVEN_D = const(8)  # the 7 of diamonds: suit 1, rank 0

SUITS = "CDHS"
RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
# Points of a card left in a hand, by rank: ace 20, king/queen/jack 10, 10-9-8-7 nothing.
POINTS = bytes((0, 0, 0, 0, 10, 10, 10, 20))


def card(suit, rank):
    return suit * N_RANKS + rank


def suit_of(c):
    return c >> 3


def rank_of(c):
    return c & 7


def name(c):
    """'7D', '10S', 'AS', ... as written in game logs."""
    return RANKS[c & 7] + SUITS[c >> 3]


def parse(text):
    """Card index of a name such as '7D' or '10S'; raises ValueError for anything else."""
    if not isinstance(text, str) or len(text) < 2:
        raise ValueError("%r is not a card: cards are written like \"7D\", \"10S\", \"AS\""
                         % (text,))
    suit = SUITS.find(text[-1])
    rank_text = text[:-1]
    if suit < 0 or rank_text not in RANKS:
        raise ValueError("%r is not a card of the 32-card deck (7 to A in C D H S)" % text)
    return card(suit, RANKS.index(rank_text))
