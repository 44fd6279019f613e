# Dominoes log lines read back: the deals and moves of Seven Rocks and Cutthroat checked and
# turned into the engine's terms (the lines themselves are games/domino_log.py's).
#
# Imported only to replay a log or resume a save (the specs' apply_deal and action_from), so a
# game in play does not hold its code (docs/bench.md).
from core.game import CHANCE
from core.tiles import N_TILES, index, name
from games.table import SIDE_NAMES

_FULL_SET = b"\x01" * N_TILES
_NO_DOUBLE_BLANK = b"\x00" + b"\x01" * (N_TILES - 1)  # the 3-player set of Cutthroat


def deal(state, obj, size, boneyard):
    """Replay a deal line of either game: the hand that is due, every tile in play once, `size`
    tiles a seat, the boneyard in draw order when the game has one (Cutthroat for two with the
    setting on: the tiles the hands leave) and an opener the rules allow. ValueError names what
    is wrong."""
    hand = obj.get("hand")
    if hand is not None and hand != state.hand + 1:
        raise ValueError("deal says hand %r but hand %d is due" % (hand, state.hand + 1))
    n = state.n_seats
    hands = hands_from(obj, n, (size,) * n, "deal")
    bone = obj.get("boneyard")
    if boneyard:
        left = N_TILES - n * size
        if not isinstance(bone, list) or len(bone) != left:
            raise ValueError("deal needs \"boneyard\": the other %d tiles in draw order" % left)
        hands.append([tile_from(x, "boneyard") for x in bone])
    elif bone is not None and bone != []:
        raise ValueError("this game has no boneyard (setting boneyard is false)")
    order = all_tiles_once(hands, _NO_DOUBLE_BLANK if n == 3 else _FULL_SET)
    opener = int_field(obj, "opener", "deal")
    state.deal(order, opener)


def hands_from(obj, n_seats, expected_sizes, what):
    """Tile indices of a deal line's "hands", checked for shape; raises ValueError."""
    hands = obj.get("hands")
    if not isinstance(hands, list) or len(hands) != n_seats:
        raise ValueError("%s needs \"hands\": a list of %d hands" % (what, n_seats))
    out = []
    for s in range(n_seats):
        h = hands[s]
        if not isinstance(h, list):
            raise ValueError("hand of seat %d is not a list of tiles" % s)
        if expected_sizes is not None and len(h) != expected_sizes[s]:
            raise ValueError("seat %d is dealt %d tiles, the rules deal %d"
                             % (s, len(h), expected_sizes[s]))
        out.append([tile_from(x, "hand of seat %d" % s) for x in h])
    return out


def tile_from(v, what):
    """Tile index of a JSON [a, b] with 0 <= a <= b <= 6; raises ValueError naming `what`."""
    if (not isinstance(v, list) or len(v) != 2 or type(v[0]) is not int
            or type(v[1]) is not int):
        raise ValueError("%s: a tile is written [a, b] with two whole numbers" % what)
    a, b = v
    if a < 0 or b > 6 or a > b:
        raise ValueError("%s: [%d, %d] is not a double-six tile written low half first"
                         % (what, a, b))
    return index(a, b)


def int_field(obj, key, what):
    v = obj.get(key)
    if type(v) is not int:
        raise ValueError("%s needs \"%s\" as a whole number" % (what, key))
    return v


def action_from(game, state, obj):
    """The action a play or pass line of `game` stands for, checked for turn and shape (not
    legality)."""
    event = obj.get("event")
    if event not in ("play", "pass"):
        raise ValueError("%s has no \"%s\" line" % (game, event))
    seat = int_field(obj, "seat", event)
    who = state.current_player()
    if who == CHANCE:
        raise ValueError("seat %d acts but hand %d has not been dealt" % (seat, state.hand + 1))
    if who < 0:
        raise ValueError("seat %d acts after the game is over" % seat)
    if seat != who:
        raise ValueError("wrong turn: seat %d acts but seat %d is to act" % (seat, who))
    if event == "pass":
        return state.pass_action
    t = tile_from(obj.get("tile"), "play \"tile\"")
    table = state.table
    to = obj.get("to")
    at = obj.get("at")
    if table.count == 0:
        if to is not None or at is not None:
            raise ValueError("%s opens the hand: \"to\"/\"at\" must be left out" % name(t))
        return t << 2
    if to is None or at is None:
        raise ValueError("play of %s needs \"to\" and \"at\": the table is not empty" % name(t))
    to_t = tile_from(to, "play \"to\"")
    if at not in SIDE_NAMES:
        raise ValueError("\"at\" must be one of %s, got %r" % (", ".join(SIDE_NAMES), at))
    s = table.slot_of(to_t, SIDE_NAMES.index(at))
    if s < 0:
        raise ValueError("%s has no open attach point %s" % (name(to_t), at))
    return (t << 2) | s


def all_tiles_once(hands, expected):
    """A deal's tiles as one flat list, refusing any tile outside `expected` or dealt twice."""
    seen = bytearray(N_TILES)
    flat = []
    for h in hands:
        for t in h:
            if not expected[t]:
                raise ValueError("%s is not part of this deal's set" % name(t))
            if seen[t]:
                raise ValueError("%s is dealt twice" % name(t))
            seen[t] = 1
            flat.append(t)
    return flat
