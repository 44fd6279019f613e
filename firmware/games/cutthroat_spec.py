# Jamaican Cutthroat as the match driver and replay see it: settings, AI levels and its log lines.
#
# target is the number of hand wins a player needs while at least one opponent still has none
# ("six-love": 6 by default). Draw lines are written after the action that handed the turn to
# the drawing seat; replay ignores them and re-derives them from the deal line's boneyard order.
from core.jsonl import Obj
from core.recap import DRAW
from games import domino_log
from games.cutthroat import Cutthroat, DEFAULT_TARGET



class CutthroatSpec(domino_log.DominoSpec):
    name = "cutthroat"
    title = "Jamaican Cutthroat"
    short_title = "Cutthroat"  # on the 16-character screen, inside <>
    player_counts = (2, 3, 4)
    default_target = DEFAULT_TARGET
    # Six-love needs that many wins while an opponent has none, so a two-player game to T
    # lasts about 2**T hands: 10 is the most that still ends.
    max_target = 10
    # Settings (docs/rules.md) in the log's order: a 14-tile boneyard for 2 players, key bonus.
    options = (("boneyard", False, (False, True)), ("key_bonus", False, (False, True)))
    winner_is_team = False

    def new_state(self, players, target, options):
        return Cutthroat(players, target, options["boneyard"], options["key_bonus"])

    def points_now(self, obs, a):
        """What action a scores at once: nothing, a single move here never scores by itself."""
        return 0

    def deal_lines(self, state):
        extra = ()
        if state.boneyard:
            extra = (("boneyard", [domino_log.tile_json(t) for t in state.boneyard_tiles()]),)
        return [domino_log.deal_line(state, extra)]

    def apply_deal(self, state, obj):
        """Replay a deal line: every tile in play once, the rules' hand sizes, the boneyard in
        draw order when the setting is on, and an opener the rules allow
        (games/domino_read.py, loaded only to read a log back)."""
        from games import domino_read
        domino_read.deal(state, obj, state.hand_n, state.boneyard)

    def remember(self, state, recap):
        """The action, then how many tiles the next seat drew (the count only: the tiles stay
        hidden)."""
        domino_log.DominoSpec.remember(self, state, recap)
        if state.result.n_drawn:
            recap.add(state.result.draw_seat, DRAW, 0, state.result.n_drawn)

    def action_lines(self, state):
        """Lines for the action just applied: the play or pass, hand_end if the hand ended,
        then the draws of the seat the turn passed to."""
        lines = [domino_log.action_line(state, False)]
        if state.result.hand_ended:
            o = Obj(("event", "hand_end"), ("hand", state.hand), ("reason", state.result.reason),
                    ("pips", list(state.result.pips)),
                    ("winner", state.result.winner if state.result.winner >= 0 else None),
                    ("points", state.result.hand_points))
            if state.result.reset:
                o.add("reset", True)
            lines.append(o.add("scores", list(state.scores)).text())
        for i in range(state.result.n_drawn):
            lines.append(Obj(("event", "draw"), ("seat", state.result.draw_seat),
                             ("tile", domino_log.tile_json(state.result.drawn[i]))).text())
        return lines


SPEC = CutthroatSpec()
