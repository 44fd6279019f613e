# Game-log lines of the dominoes games (deal, play, pass, hand end), written; reading them back
# is games/domino_read.py's.
from core.jsonl import Obj
from core.tiles import LO, HI
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


class DominoSpec(Spec):
    """What the dominoes specs share: their play and pass lines, written and read back."""

    def action_from(self, state, obj):
        """The action a play or pass line stands for, checked for turn and shape
        (games/domino_read.py, loaded only to read a log back)."""
        from games import domino_read
        return domino_read.action_from(self.name, state, obj)

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
