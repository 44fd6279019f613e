# Game-log lines of the dominoes games (deal, play, pass, hand end): written and read back.
from core.game import CHANCE
from core.jsonl import Obj
from core.tiles import LO, HI, N_TILES, index, name
from games.table import NONE, SIDE_NAMES
from games.spec import Spec

def tile_json(t):
    return [LO[t], HI[t]]


def deal_line(state, extra=()):
    hands = [[tile_json(t) for t in state.hand_tiles(s)] for s in range(state.n_seats)]
    o = Obj(("event", "deal"), ("hand", state.hand), ("hands", hands), ("opener", state.opener))
    for pair in extra:
        o.add(*pair)
    return o.text()


def pass_line(seat):
    return Obj(("event", "pass"), ("seat", seat)).text()


def play_line(state, seat, t, with_ends):
    """The placement just made by seat: where it went, what it scored, the running scores.

    The scores are those right after the placement: when it ended the hand, the settlement
    that followed belongs to the hand_end line alone."""
    table = state.table
    o = Obj(("event", "play"), ("seat", seat), ("tile", tile_json(t)))
    if table.last_to != NONE:
        o.add("to", tile_json(table.last_to)).add("at", SIDE_NAMES[table.last_at])
    scores = state.result.unsettled if state.result.hand_ended else state.scores
    o.add("score", state.result.points).add("scores", list(scores))
    if with_ends:
        o.add("ends", state.ends())
    return o.text()


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


class DominoSpec(Spec):
    """What the dominoes specs share: their play and pass lines, written and read back."""

    def action_from(self, state, obj):
        """The action a play or pass line stands for, checked for turn and shape."""
        event = obj.get("event")
        if event not in ("play", "pass"):
            raise ValueError("%s has no \"%s\" line" % (self.name, event))
        return action_from(state, obj, event)

    def remember(self, state, recap):
        """The action just applied, for the recap: the tile it joined (NONE for a lead or a
        pass) and the points it scored at once."""
        r = state.result
        joined = NONE if r.action == state.pass_action else state.table.last_to
        recap.add(r.seat, r.action, joined, r.points)


def action_line(state, with_ends):
    """The play or pass line of the action just applied (with_ends: see play_line)."""
    if state.result.action == state.pass_action:
        return pass_line(state.result.seat)
    return play_line(state, state.result.seat, state.result.action >> 2, with_ends)


def action_from(state, obj, event):
    """The action a play or pass line stands for, checked for turn and shape (not legality)."""
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
