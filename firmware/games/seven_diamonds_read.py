# Seven of Diamonds log lines read back: deals and moves checked and turned into the engine's
# terms (the lines themselves are games/seven_diamonds_spec.py's).
#
# Imported only to replay a log or resume a save (the spec's apply_deal and action_from), so a
# game in play does not hold its code (docs/bench.md).
from core.game import CHANCE
from core.cards import N_CARDS, parse
from games.seven_diamonds import (N_SEATS, HAND_CARDS, CARTE, PASS, CALL_NONE, AGREE, REFUSE,
                                  CALL_NAMES)


def deal(state, obj):
    """Replay a deal line: all 32 cards, 8 a seat, the hand number and dealer as the rules
    allow. ValueError names what is wrong."""
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


def action_from(state, obj):
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
