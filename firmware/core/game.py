# The game interface: constants, the seat rules, the AIs' legal check, the deal check, the result
# record, errors.

# current_player() values that are not seats (OpenSpiel's numbering).
CHANCE = -1
TERMINAL = -4


def team_of(seat):
    """Partners sit opposite: seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return seat & 1


def next_seat(seat, players):
    """Anticlockwise play: after seat s comes seat s-1 (seats are numbered clockwise)."""
    return (seat + players - 1) % players


def legal(obs, buf):
    """The legal actions of obs's seat into buf; returns how many. Every AI asks here first:
    raises ValueError when the seat is not the one to act."""
    n = obs.legal_into(buf)
    if n == 0:
        raise ValueError("the AI was asked to act when it is not its turn")
    return n


def check_dealt_once(order, seen, n, outside, name):
    """Raise IllegalAction unless every item of a deal's order is one of 0..n-1 (else with the
    reason `outside`) and none comes twice (named by name(item)). seen is n bytes of scratch,
    left marking the items dealt. The tile and card games check their deals with it."""
    for i in range(n):
        seen[i] = 0
    for x in order:
        if x < 0 or x >= n:
            raise IllegalAction(outside)
        if seen[x]:
            raise IllegalAction("a deal holds %s twice" % name(x))
        seen[x] = 1


class Result:
    """What the last action did: one record per state (state.result), made with the state and
    refilled by every action, which the log writers, the screens and the tui read. Every game
    fills seat (who acted, -1 before any), action (what), points (what it scored at once) and,
    when it ended the hand, hand_ended, winner (the hand's winner: a seat or a team, -1 for
    none), hand_points and reason ("out", "blocked"). A game adds its own named extras in its
    constructor: Seven Rocks pips, deductions and unsettled (the scores before the
    settlement), Cutthroat those with reset and its draws (draw_seat, n_drawn, drawn), Seven
    of Diamonds penalty_team (the team awarded a carte penalty)."""

    def __init__(self):
        self.seat = -1
        self.action = -1
        self.points = 0
        self.hand_ended = False
        self.winner = -1
        self.hand_points = 0
        self.reason = ""


class IllegalAction(ValueError):  # noqa: N818 (OpenSpiel's word for a refused action)
    """An action, deal or setting the rules do not allow; the message says what and why."""


class LogError(ValueError):
    """A game-log line that replay must refuse; carries the 1-based line number."""

    def __init__(self, line, reason):
        super().__init__("line %d: %s" % (line, reason))
        self.line = line
        self.reason = reason
