# Seven of Diamonds as the match driver and replay see it: settings, AI levels and its log lines.
from core.game import CHANCE
from core.jsonl import Obj
from core.recap import PENALTY
from core.cards import N_CARDS, name, parse
from games.spec import Spec
from games.seven_diamonds import (SevenDiamonds, N_SEATS, HAND_CARDS, DEFAULT_TARGET, CARTE,
                                  PASS, CALL_NONE, CALL_TRIPLE, AGREE, REFUSE, CALL_NAMES,
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
        allow."""
        hand = obj.get("hand")
        if hand is not None and hand != state.due_hand():
            raise ValueError("deal says hand %r but hand %d is due" % (hand, state.due_hand()))
        hands = obj.get("hands")
        if not isinstance(hands, list) or len(hands) != N_SEATS:
            raise ValueError("deal needs \"hands\": a list of %d hands" % N_SEATS)
        seen = bytearray(N_CARDS)
        order = []
        for s in range(N_SEATS):
            h = hands[s]
            if not isinstance(h, list):
                raise ValueError("hand of seat %d is not a list of cards" % s)
            if len(h) != HAND_CARDS:
                raise ValueError("seat %d is dealt %d cards, the rules deal %d"
                                 % (s, len(h), HAND_CARDS))
            for text in h:
                c = parse(text)
                if seen[c]:
                    raise ValueError("%s is dealt twice" % text)
                seen[c] = 1
                order.append(c)
        dealer = obj.get("dealer")
        if type(dealer) is not int:
            raise ValueError("deal needs \"dealer\" as a whole number")
        state.deal(order, dealer)

    def action_from(self, state, obj):
        """The action a play, pass, announce or partner line stands for, checked for turn and
        shape; the engine judges its legality."""
        event = obj.get("event")
        if event not in ("play", "pass", "announce", "partner"):
            raise ValueError("seven-diamonds has no \"%s\" line" % event)
        seat = obj.get("seat")
        if type(seat) is not int:
            raise ValueError("%s needs \"seat\" as a whole number" % event)
        who = state.current_player()
        if who == CHANCE:
            raise ValueError("seat %d acts but hand %d has not been dealt"
                             % (seat, state.due_hand()))
        if seat != who:
            raise ValueError("wrong turn: seat %d acts but seat %d is to act" % (seat, who))
        if event == "pass":
            return PASS
        if event == "play":
            c = parse(obj.get("card"))
            carte = obj.get("carte")
            if carte is not True and carte is not False:
                raise ValueError("play needs \"carte\": true or false")
            return CARTE + c if carte else c
        if event == "announce":
            call = obj.get("call")
            if call not in CALL_NAMES:
                raise ValueError("\"call\" must be one of %s, got %r"
                                 % (", ".join(CALL_NAMES), call))
            return CALL_NONE + CALL_NAMES.index(call)
        agree = obj.get("agree")
        if agree is not True and agree is not False:
            raise ValueError("partner needs \"agree\": true or false")
        return AGREE if agree else REFUSE

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
