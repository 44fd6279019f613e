# What every game's spec shares: the game_end log line, the recap's step, where a cut log stands.
from core.game import CHANCE
from core.jsonl import Obj


class Spec:
    """Base of the game specs (games/<game>_spec.py): a spec sets name, titles, player counts,
    targets, options and levels, and writes and reads its own log lines. What it leaves unset
    is the common case below: four players in two teams, every AI level, no settings."""

    player_counts = (4,)
    levels = ("easy", "normal", "hard")
    winner_is_team = True  # the game's winner is a team (0 or 1), else a seat
    # Settings: (name, default, choices) in the order the log's "options" lists them.
    options = ()

    def end_line(self, state):
        """The game_end line of a finished game."""
        return Obj(("event", "game_end"), ("winner", state.winner),
                   ("scores", list(state.scores))).text()

    def remember(self, state, recap):
        """Note the action just applied in recap (core.recap.Recap): who did what. A game with
        more to show (a tile joined, points, draws, penalties) adds it in its own spec."""
        recap.add(state.result.seat, state.result.action, 0, 0)

    def position(self, state):
        """One sentence on where an unfinished game stands (for replay of a cut log)."""
        who = state.current_player()
        scores = "-".join([str(x) for x in state.scores])
        if who == CHANCE:
            return "hand %d is due to be dealt; scores %s" % (state.hand + 1, scores)
        return "hand %d, seat %d to act; scores %s" % (state.hand, who, scores)
