# Seven Rocks as the match driver and replay see it: settings, AI levels and its log lines.
from core.game import CHANCE
from core.jsonl import Obj
from games import domino_log
from games.table import Table, placement_score
from games.seven_rocks import PASS, SevenRocks, HAND_TILES, DEFAULT_TARGET


class SevenRocksSpec(domino_log.DominoSpec):
    name = "seven-rocks"
    title = "Seven Rocks"
    short_title = "Seven Rocks"  # on the 16-character screen, inside <>
    default_target = DEFAULT_TARGET
    # Twenty times the usual 250: longer games only take longer.
    max_target = 5000
    _table = None

    def new_state(self, players, target, options):
        return SevenRocks(target)

    def points_now(self, obs, a):
        """What action a scores for the seat of obs at once: the placement's all-fives score."""
        if a == PASS:
            return 0
        if self._table is None:
            self._table = Table(True)  # scratch, made on first use
        self._table.copy_from(obs.table)
        self._table.place(a >> 2, a & 3)
        return placement_score(self._table.total())

    def deal_lines(self, state):
        return [domino_log.deal_line(state)]

    def apply_deal(self, state, obj):
        """Replay a deal line: all 28 tiles, 7 a seat, an opener the rules allow
        (games/domino_read.py, loaded only to read a log back)."""
        from games import domino_read
        domino_read.deal(state, obj, HAND_TILES, False)

    def action_lines(self, state):
        """Lines for the action just applied: the play or pass, then hand_end if it ended."""
        lines = [domino_log.action_line(state, True)]
        if state.result.hand_ended and state.current_player() == CHANCE:
            lines.append(Obj(("event", "hand_end"), ("hand", state.hand),
                             ("reason", state.result.reason), ("pips", list(state.result.pips)),
                             ("deductions", list(state.result.deductions)),
                             ("scores", list(state.scores))).text())
        return lines


SPEC = SevenRocksSpec()

