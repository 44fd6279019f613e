# Game interface constants and the errors every engine raises on bad input.

# current_player() values that are not seats (OpenSpiel's numbering).
CHANCE = -1
TERMINAL = -4


class IllegalAction(ValueError):
    """An action, deal or setting the rules do not allow; the message says what and why."""


class LogError(ValueError):
    """A game-log line that replay must refuse; carries the 1-based line number."""

    def __init__(self, line, reason):
        super().__init__("line %d: %s" % (line, reason))
        self.line = line
        self.reason = reason
