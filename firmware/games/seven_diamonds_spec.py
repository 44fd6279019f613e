# Seven of Diamonds as the match driver and replay see it: settings, AI levels and its log lines.
from core.game import CHANCE
from core.jsonl import Obj
from core.recap import PENALTY
from core.cards import name
from games.spec import Spec
from games.seven_diamonds import (SevenDiamonds, N_SEATS, DEFAULT_TARGET, CARTE,
                                  PASS, CALL_NONE, CALL_TRIPLE, AGREE, CALL_NAMES,
                                  PENALTY_POINTS, team_of)


class SevenDiamondsSpec(Spec):
    name = "seven-diamonds"
    title = "Seven of Diamonds"
    short_title = "7 of Diamonds"  # on the 16-character screen, inside <>
    default_target = DEFAULT_TARGET
    # Twenty times the usual 500: longer games only take longer.
    max_target = 10000
    # The settings of docs/rules.md in the order the log's "options" lists them.
    options = (("carte_penalty", True, (True, False)), ("seven_bonus", "flat", ("flat", "add")))

    def new_state(self, players, target, options):
        return SevenDiamonds(target, options.get("carte_penalty", True),
                             options.get("seven_bonus", "flat"))

    def points_now(self, obs, a):
        """What action a scores at once: nothing, a single move here never scores by itself."""
        return 0

    def deal_lines(self, state):
        hands = [[name(c) for c in state.hand_cards(s)] for s in range(N_SEATS)]
        return [Obj(("event", "deal"), ("hand", state.hand), ("dealer", state.dealer),
                    ("hands", hands)).text()]

    def apply_deal(self, state, obj):
        """Replay a deal line: all 32 cards, 8 a seat, the hand number and dealer as the rules
        allow (games/seven_diamonds_read.py, loaded only to read a log back)."""
        from games import seven_diamonds_read
        seven_diamonds_read.deal(state, obj)

    def action_from(self, state, obj):
        """The action a play, pass, announce or partner line stands for, checked for turn and
        shape; the engine judges its legality (games/seven_diamonds_read.py)."""
        from games import seven_diamonds_read
        return seven_diamonds_read.action_from(state, obj)

    def remember(self, state, recap):
        """The action, then the carte penalty it drew, if any."""
        Spec.remember(self, state, recap)
        if state.result.penalty_team >= 0:
            recap.add(state.result.penalty_team, PENALTY, 0, 0)

    def action_lines(self, state):
        """Lines for the action just applied, then a penalty and the hand's end if they followed."""
        seat = state.result.seat
        a = state.result.action
        if a < PASS:
            o = Obj(("event", "play"), ("seat", seat), ("card", name(a & (CARTE - 1))),
                    ("carte", a >= CARTE))
        elif a == PASS:
            o = Obj(("event", "pass"), ("seat", seat))
        elif a <= CALL_TRIPLE:
            o = Obj(("event", "announce"), ("seat", seat), ("call", CALL_NAMES[a - CALL_NONE]))
        else:
            o = Obj(("event", "partner"), ("seat", seat), ("agree", a == AGREE))
        lines = [o.text()]
        if state.result.penalty_team >= 0:
            lines.append(Obj(("event", "penalty"), ("team", state.result.penalty_team),
                             ("points", PENALTY_POINTS), ("reason", "carte"),
                             ("scores", list(state.scores))).text())
        if state.result.hand_ended:
            lines.append(Obj(("event", "hand_end"), ("hand", state.hand),
                             ("winner", state.result.winner), ("points", state.result.hand_points),
                             ("multiplier", state.multiplier),
                             ("scores", list(state.scores))).text())
        return lines

    def position(self, state):
        """One sentence on where an unfinished game stands (for replay of a cut log)."""
        who = state.current_player()
        if who == CHANCE:
            return "hand %d is due to be dealt; scores %d-%d" % (
                state.due_hand(), state.scores[0], state.scores[1])
        return "hand %d, seat %d (team %d) to act; scores %d-%d" % (
            state.hand, who, team_of(who), state.scores[0], state.scores[1])


SPEC = SevenDiamondsSpec()
