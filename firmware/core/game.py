# Game interface constants and the errors every engine raises on bad input.

# current_player() values that are not seats (OpenSpiel's numbering).
CHANCE = -1
TERMINAL = -4


def team_of(seat):
    """Partners sit opposite: seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return seat & 1


def next_seat(seat, players):
    """Anticlockwise play: after seat s comes seat s-1 (seats are numbered clockwise)."""
    return (seat + players - 1) % players


class IllegalAction(ValueError):  # noqa: N818 (OpenSpiel's word for a refused action)
    """An action, deal or setting the rules do not allow; the message says what and why."""


class LogError(ValueError):
    """A game-log line that replay must refuse; carries the 1-based line number."""

    def __init__(self, line, reason):
        super().__init__("line %d: %s" % (line, reason))
        self.line = line
        self.reason = reason
