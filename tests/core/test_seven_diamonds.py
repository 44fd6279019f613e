# Seven of Diamonds tests: scripted deals for every rule, playout invariants, AI and replay.
import json
import sys
from positions import bytes_per_random_play
from check import eq, true, raises
from log_helpers import replayed, refused
from core.cards import N_CARDS, name, parse, POINTS, card, suit_of, rank_of
from core.game import CHANCE, TERMINAL, IllegalAction
from core.rng import Rng
from games.seven_diamonds import (SevenDiamonds, Observation, team_of, next_seat, CARTE, PASS,
                                  CALL_NONE, CALL_REDEAL, CALL_DOUBLE, CALL_TRIPLE, AGREE,
                                  REFUSE, ON_TABLE, CALL, PLAY, EXTRA)
from ai.easy import EasyAI
from ai.seven_diamonds import NormalAI, STRONG, strength
import match_log

WORDS = {"pass": PASS, "none": CALL_NONE, "redeal": CALL_REDEAL, "double": CALL_DOUBLE,
         "triple": CALL_TRIPLE, "agree": AGREE, "refuse": REFUSE}


def cards(text):
    return [parse(w) for w in text.split()]


def order_of(hands):
    """Flat deal order from four space-separated hands (seat 0 first)."""
    out = []
    for h in hands:
        out.extend(cards(h))
    return out


def action(word):
    """'pass', a call, 'agree'/'refuse', a card name, or a card name + '!' for carte."""
    if word in WORDS:
        return WORDS[word]
    if word.endswith("!"):
        return CARTE + parse(word[:-1])
    return parse(word)


def run(state, script):
    """Apply the space-separated actions of script in turn."""
    for word in script.split():
        state.apply_action(action(word))


def dealt(hands, dealer, **settings):
    state = SevenDiamonds(**settings)
    eq(state.current_player(), CHANCE, "a new match waits for the deal")
    state.deal(order_of(hands), dealer)
    return state


# Seats 0 and 1 may call a redeal (3 aces, 3 kings); seat 3 holds the 7 of diamonds.
CALLS = ["AC AD AH 7C 8C 9C 10C JC", "KC KD KH 7H 8H 9H 10H JH",
         "QC QD QH 7S 8S 9S 10S JS", "AS KS QS 7D 8D 9D 10D JD"]
# Each seat holds one whole suit: every play is forced and seat 3 goes out first, on AD.
SUITS = ["7C 8C 9C 10C JC QC KC AC", "7H 8H 9H 10H JH QH KH AH",
         "7S 8S 9S 10S JS QS KS AS", "7D 8D 9D 10D JD QD KD AD"]
# Seat 3 can keep 7S for its last card; seat 2 passes until KD lets it play AD.
LAST_SEVEN = ["7C 8C 9C 10C JC QC KC AC", "7H 8H 9H 10H JH QH KH AH",
              "AD 8S 9S 10S JS QS KS AS", "7D 8D 9D 10D JD QD KD 7S"]
# Six rounds of forced plays in the SUITS deal: every seat left with its king and ace.
SIX_ROUNDS = " ".join([r + "D " + r + "S " + r + "H " + r + "C"
                       for r in ("7", "8", "9", "10", "J", "Q")])


def test_card_names_and_points():
    eq([name(c) for c in range(8)], ["7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC"])
    eq(name(card(3, 7)), "AS")
    eq(name(card(1, 0)), "7D")
    eq(len(set([name(c) for c in range(N_CARDS)])), 32, "32 distinct names")
    for c in range(N_CARDS):
        eq(parse(name(c)), c, name(c))
        eq(card(suit_of(c), rank_of(c)), c)
    eq([POINTS[rank_of(parse(n))] for n in ("AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H")],
       [20, 10, 10, 10, 0, 0, 0, 0])
    for bad in ("1D", "7X", "D", "", "07D", 7, None):
        raises(ValueError, parse, bad)


def test_teams_and_anticlockwise_order():
    eq([team_of(s) for s in range(4)], [0, 1, 0, 1])
    eq([next_seat(s, 4) for s in range(4)], [3, 0, 1, 2])


def test_announcements_start_after_the_dealer_and_go_anticlockwise():
    state = dealt(CALLS, 1)
    order = []
    for _ in range(4):
        order.append(state.current_player())
        state.apply_action(CALL_NONE)
    eq(order, [0, 3, 2, 1])
    eq(state.current_player(), 3, "the holder of 7D leads")
    eq(state.legal_actions(), [parse("7D")], "7D is the only lead")
    e = raises(IllegalAction, state.apply_action, parse("8D"))
    true("7 of diamonds leads" in str(e), str(e))
    e = raises(IllegalAction, state.apply_action, parse("7S"))
    true("does not hold" in str(e), str(e))
    state.apply_action(parse("7D"))
    eq(state.current_player(), 2, "play goes anticlockwise too")


def test_redeal_only_with_three_aces_or_kings():
    state = dealt(CALLS, 1)
    true(CALL_REDEAL in state.legal_actions(), "3 aces may call a redeal")
    run(state, "none")
    true(CALL_REDEAL not in state.legal_actions(), "AS KS QS: no redeal for seat 3")
    e = raises(IllegalAction, state.apply_action, CALL_REDEAL)
    true("fewer than 3 aces" in str(e), str(e))
    run(state, "none")
    true(CALL_REDEAL not in state.legal_actions(), "three queens are not enough")
    run(state, "none")
    true(CALL_REDEAL in state.legal_actions(), "3 kings may call a redeal")


def test_redeal_agreed_same_dealer_deals_again_and_the_phase_restarts():
    state = dealt(CALLS, 1)
    run(state, "redeal")
    eq(state.current_player(), 2, "the caller's partner answers")
    eq(sorted(state.legal_actions()), [AGREE, REFUSE])
    raises(IllegalAction, state.apply_action, CALL_NONE)
    run(state, "agree")
    eq(state.current_player(), CHANCE, "a redeal is a new chance step")
    eq(state.due_hand(), 1, "the redeal keeps the hand number")
    e = raises(IllegalAction, state.deal, order_of(SUITS), 0)
    true("seat 1 must deal again" in str(e), str(e))
    state.deal(order_of(SUITS), 1)
    eq(state.hand, 1)
    eq(state.current_player(), 0, "the announcement phase restarts after the dealer")
    eq(list(state.calls), [0, 0, 0, 0], "calls of the replaced deal are gone")
    eq(state.hand_cards(0), cards(SUITS[0]), "the new cards are held")


def test_redeal_refused_play_continues_with_the_next_seat():
    state = dealt(CALLS, 2)
    run(state, "double redeal")
    eq(state.current_player(), 2)
    run(state, "refuse")
    eq(state.current_player(), 3, "the seat after the redeal caller speaks next")
    eq(state.multiplier, 2, "a refused redeal leaves the double standing")
    run(state, "none")
    eq(state.current_player(), 2, "the partner still makes its own call")
    run(state, "none")
    eq(state.phase, PLAY, "every seat spoke once; nobody spoke before the double")
    eq(state.current_player(), 3)


def test_double_then_triple():
    state = dealt(CALLS, 1)
    e = raises(IllegalAction, state.apply_action, CALL_TRIPLE)
    true("nobody has doubled" in str(e), str(e))
    run(state, "double")
    eq(state.multiplier, 2)
    true(CALL_TRIPLE in state.legal_actions() and CALL_DOUBLE not in state.legal_actions(),
         "the opponent may triple, not double")
    run(state, "triple")
    eq(state.multiplier, 3)
    eq(state.legal_actions(), [CALL_NONE], "seat 2: nothing goes higher")
    e = raises(IllegalAction, state.apply_action, CALL_TRIPLE)
    true("has tripled" in str(e), str(e))
    raises(IllegalAction, state.apply_action, CALL_DOUBLE)
    run(state, "none none")
    eq(state.phase, PLAY, "a triple stands: no answering calls")
    eq(state.multiplier, 3)


def test_partner_of_the_doubler_may_not_triple():
    state = dealt(CALLS, 1)
    run(state, "double none")
    true(CALL_TRIPLE not in state.legal_actions(), "seat 2 is the doubler's partner")
    e = raises(IllegalAction, state.apply_action, CALL_TRIPLE)
    true("partner's double" in str(e), str(e))


def test_late_answering_call_for_opponents_who_spoke_before_the_double():
    # Double by the third speaker (seat 2): seat 3 spoke before it and answers; seat 1 spoke
    # after it and had its chance already.
    state = dealt(CALLS, 1)
    run(state, "none none double none")
    eq(state.phase, EXTRA)
    eq(state.current_player(), 3)
    eq(state.legal_actions(), [CALL_NONE, CALL_TRIPLE], "triple or none only")
    raises(IllegalAction, state.apply_action, CALL_REDEAL)
    raises(IllegalAction, state.apply_action, CALL_DOUBLE)
    run(state, "triple")
    eq(state.multiplier, 3)
    eq(state.phase, PLAY)
    eq(state.current_player(), 3)


def test_late_double_by_the_last_speaker_gives_two_answers_in_turn_order():
    state = dealt(CALLS, 1)
    run(state, "none none none double")
    eq(state.current_player(), 0, "first the opponent right after the doubler")
    run(state, "none")
    eq(state.current_player(), 2, "then the other opponent; the partner is skipped")
    run(state, "none")
    eq((state.phase, state.multiplier), (PLAY, 2))
    # A triple in the answering round ends the phase at once.
    state = dealt(CALLS, 1)
    run(state, "none none none double triple")
    eq((state.phase, state.multiplier, state.tripler), (PLAY, 3, 0))


def test_double_by_the_first_speaker_has_no_answering_round():
    state = dealt(CALLS, 1)
    run(state, "double none none none")
    eq((state.phase, state.multiplier), (PLAY, 2))


def _suits_played(**settings):
    state = dealt(SUITS, 1, **settings)
    run(state, "none none none none")
    run(state, SIX_ROUNDS)
    return state


def test_forced_play_passes_and_legal_cards():
    state = dealt(LAST_SEVEN, 1)
    run(state, "none none none none 7D")
    eq(state.legal_actions(), [PASS], "seat 2 holds no 7 and nothing next to 7D")
    run(state, "pass")
    eq(state.legal_actions(), [parse("7H")], "a 7 of a new suit")
    e = raises(IllegalAction, state.apply_action, PASS)
    true("may not pass" in str(e), str(e))
    e = raises(IllegalAction, state.apply_action, parse("9H"))
    true("not started" in str(e), str(e))
    run(state, "7H 7C")
    eq(sorted(state.legal_actions()), sorted(cards("8D 7S")), "next card up, or a new 7")
    e = raises(IllegalAction, state.apply_action, parse("9D"))
    true("next card up is 8D" in str(e), str(e))
    run(state, "8D pass")
    e = raises(IllegalAction, state.apply_action, parse("7H"))
    true("does not hold" in str(e), str(e))
    eq(state.current_player(), 1)


def test_carte_is_offered_only_with_the_second_to_last_card():
    state = dealt(SUITS, 1)
    run(state, "none none none none")
    e = raises(IllegalAction, state.apply_action, CARTE + parse("7D"))
    true("second-to-last" in str(e), str(e))
    run(state, SIX_ROUNDS)
    eq(state.hand_size[3], 2)
    eq(state.legal_actions(), [parse("KD"), CARTE + parse("KD")], "with or without carte")
    run(state, "KD!")
    eq(state.scores, [0, 0], "announced: no penalty")
    eq(state.result.penalty_team, -1)


def test_forgotten_carte_gives_the_opponents_100_at_once():
    state = _suits_played()
    run(state, "KD")
    eq(state.scores, [100, 0], "team 0 scores for seat 3's silence")
    eq(state.result.penalty_team, 0)
    eq(state.current_player(), 2, "the hand goes on")
    run(state, "KS!")
    eq(state.scores, [100, 0])
    run(state, "KH")
    eq(state.scores, [200, 0], "seat 1 forgot: team 0 again")
    run(state, "KC")
    eq(state.scores, [200, 100])


def test_no_carte_penalty_when_the_setting_is_off():
    state = _suits_played(carte_penalty=False)
    run(state, "KD KS KH KC")
    eq(state.scores, [0, 0])
    eq(state.result.penalty_team, -1)


def test_hand_scores_the_opponents_cards_only():
    state = _suits_played()
    run(state, "KD! KS! KH! KC! AD")
    true(state.result.hand_ended, "seat 3 went out")
    eq(state.result.winner, 1)
    eq(state.result.hand_points, 40, "AC + AS: the partner's AH does not count")
    eq(state.scores, [0, 40])
    eq(state.current_player(), CHANCE)
    eq(state.next_dealer, 0, "the dealer moves one seat anticlockwise")
    e = raises(IllegalAction, state.deal, order_of(CALLS), 1)
    true("seat 0 must deal hand 2" in str(e), str(e))
    state.deal(order_of(CALLS), 0)
    eq((state.hand, state.current_player()), (2, 3))


def test_missed_carte_reaching_500_wins_at_once():
    state = _suits_played()
    state.scores[0] = 400
    state.scores[1] = 450
    run(state, "KD")
    eq(state.scores, [500, 450])
    eq(state.current_player(), TERMINAL, "the penalty wins the match mid-hand")
    eq(state.winner, 0)
    eq(state.returns(), [1, -1, 1, -1])
    raises(IllegalAction, state.apply_action, PASS)


def test_multipliers_never_apply_to_penalties():
    for call, mult in (("double", 2), ("triple", 3)):
        state = dealt(SUITS, 1)
        run(state, "double %s none none" % ("triple" if call == "triple" else "none"))
        eq(state.multiplier, mult)
        run(state, SIX_ROUNDS)
        run(state, "KD KS! KH! KC!")
        eq(state.scores, [100, 0], "%s: the penalty stays 100" % call)
        run(state, "AD")
        eq(state.result.hand_points, 40 * mult, "%s: the hand is multiplied" % call)
        eq(state.scores, [100, 40 * mult])


LAST_SEVEN_PLAY = ("7D pass 7H 7C 8D pass 8H 8C 9D pass 9H 9C 10D pass 10H 10C "
                   "JD pass JH JC QD pass QH QC KD! AD KH! KC! 7S")


def test_winning_seven_is_a_flat_200():
    state = dealt(LAST_SEVEN, 1)
    run(state, "none none none none")
    run(state, LAST_SEVEN_PLAY)
    eq(state.result.winner, 1)
    eq(state.result.hand_points, 200, "flat: the 70 left in seats 0 and 2 do not count")
    eq(state.scores, [0, 200])


def test_winning_seven_adds_200_with_the_setting():
    state = dealt(LAST_SEVEN, 1, seven_bonus="add")
    run(state, "none none none none")
    run(state, LAST_SEVEN_PLAY)
    eq(state.result.hand_points, 270, "200 + AC 20 + JS QS KS 30 + AS 20")
    state = dealt(LAST_SEVEN, 1, seven_bonus="add")
    run(state, "double none none none")
    run(state, LAST_SEVEN_PLAY)
    eq(state.result.hand_points, 540, "the multiplier applies to the whole hand score")


def test_hand_reaching_the_target_ends_the_match():
    state = _suits_played()
    state.scores[1] = 470
    run(state, "KD! KS! KH! KC! AD")
    eq(state.scores, [0, 510])
    eq(state.current_player(), TERMINAL)
    eq(state.winner, 1)
    true(state.result.hand_ended, "the hand was scored")


def test_bad_settings_and_deals_arerefused():
    raises(IllegalAction, SevenDiamonds, 0)
    raises(IllegalAction, SevenDiamonds, 500, True, "double")
    state = SevenDiamonds()
    order = order_of(SUITS)
    order[5] = order[6]
    e = raises(IllegalAction, state.deal, order, 0)
    true("twice" in str(e), str(e))
    raises(IllegalAction, state.deal, order_of(SUITS)[:31], 0)
    raises(IllegalAction, state.deal, order_of(SUITS), 4)
    eq(state.current_player(), CHANCE, "a refused deal leaves the deal due")
    raises(IllegalAction, state.apply_action, PASS)


def test_moves_allocate_nothing():
    for carte_penalty, bonus in ((True, "flat"), (False, "add")):
        state = SevenDiamonds(100000, carte_penalty, bonus)  # a target never reached
        used = bytes_per_random_play(state, Rng(3), 6, True)
        eq(used, 0, "bytes allocated by deals, legal_into and apply_action")


# -- observation and AI ---------------------------------------------------------------------

def _obs_fields(o):
    return (o.seat, bytes(o.mine), bytes(o.top), bytes(o.hand_size), bytes(o.calls),
            list(o.scores), o.phase, o.to_act, o.played, o.dealer, o.doubler, o.tripler,
            o.multiplier, o.redeal_by, o.hand, o.target, o.carte_penalty, o.seven_add,
            bytes(o.lacks), bytes(o.order), bytes(o.by))


def test_observation_holds_only_the_seats_own_cards():
    state = dealt(CALLS, 1)
    run(state, "double none")
    for seat in range(4):
        obs = state.observe(seat, Observation(seat))
        eq([c for c in range(N_CARDS) if obs.mine[c]], state.hand_cards(seat))
        for attr in dir(obs):
            v = getattr(obs, attr)
            true(v is not state and v is not state.owner, "observation attr " + attr)
    # Swapping cards between seats 1 and 2 changes nothing seat 0 can see.
    other = dealt(CALLS, 1)
    other.owner[parse("KC")], other.owner[parse("QC")] = 2, 1
    run(other, "double none")
    eq(_obs_fields(state.observe(0, Observation(0))), _obs_fields(other.observe(0, Observation(0))))
    true(_obs_fields(state.observe(1, Observation(1)))
         != _obs_fields(other.observe(1, Observation(1))),
         "seat 1 sees its own changed hand")


def test_observation_says_who_played_each_card_in_order():
    # Everyone at the table sees each card played and who played it: every seat's observation
    # lists this hand's cards in play order with their players, and a new deal empties it.
    state = SevenDiamonds()
    chance = Rng(7)
    normal = [NormalAI(s) for s in range(4)]
    plays = []
    seen = 0
    while not state.is_terminal() and state.hand < 4:
        who = state.current_player()
        if who == CHANCE:
            state.deal_random(chance)
            plays = []
            for s in range(4):
                obs = state.observe(s, Observation(s))
                eq((obs.played, bytes(obs.order), bytes(obs.by)), (0, bytes(32), bytes(32)),
                   "a fresh deal")
            continue
        obs = [state.observe(s, Observation(s)) for s in range(4)]
        for o in obs:
            eq(o.played, len(plays))
            eq([(o.order[k], o.by[o.order[k]]) for k in range(o.played)], plays,
               "seat %d, hand %d" % (o.seat, state.hand))
        phase = state.phase
        a = normal[who].choose(obs[who])
        state.apply_action(a)
        if phase == PLAY and a != PASS:
            plays.append((a & (CARTE - 1), who))
            seen += 1
    true(seen > 60, "cards played: %d" % seen)


def test_observation_legal_actions_match_the_engine():
    state = dealt(CALLS, 1)
    buf = bytearray(8)
    for word in "redeal refuse none none none 7D 7S 7H".split():
        seat = state.current_player()
        obs = state.observe(seat, Observation(seat))
        eq(list(buf[:obs.legal_into(buf)]), state.legal_actions(), "before " + word)
        other = state.observe((seat + 1) % 4, Observation((seat + 1) % 4))
        eq(other.legal_into(buf), 0, "not that seat's turn")
        run(state, word)


def _play_obs(mine_text, top, seat=0, sizes=(5, 5, 5, 5)):
    obs = Observation(seat)
    for c in cards(mine_text):
        obs.mine[c] = 1
    for s in range(4):
        obs.top[s] = top[s]
        obs.hand_size[s] = sizes[s]
    obs.hand_size[seat] = len(cards(mine_text))
    obs.phase = PLAY
    obs.to_act = seat
    obs.played = sum(top)
    return obs


def test_normal_ai_holds_back_cards_that_open_suits():
    ai = NormalAI(1)
    # 8C is safe (9C is ours); 7H would open hearts for everybody.
    eq(name(ai.choose(_play_obs("7H 8C 9C KS", (1, 1, 0, 1)))), "8C")
    # An ace closes its suit.
    eq(name(ai.choose(_play_obs("7H AD 9S", (0, 7, 0, 2)))), "AD")
    # Both open a suit: the one whose suit we hold more of above it.
    eq(name(ai.choose(_play_obs("7H 9H JH 8S QC", (0, 1, 0, 1)))), "7H")


def test_normal_ai_announces_carte_and_keeps_a_seven_for_last():
    ai = NormalAI(1)
    a = ai.choose(_play_obs("7H 8C", (1, 1, 0, 1)))
    eq(a, CARTE + parse("8C"), "carte always; the 7 stays for a 200 finish")
    a = ai.choose(_play_obs("9H 8C", (1, 1, 2, 1)))
    true(a >= CARTE, "carte always")


def test_normal_ai_doubles_only_with_a_strong_hand():
    ai = NormalAI(1)
    strong = Observation(0)
    for c in cards("7C 7D 7H 7S 8C 8D 9C 10C"):
        strong.mine[c] = 1
    strong.phase = CALL
    strong.to_act = 0
    true(strength(strong.mine) >= STRONG, "four 7s are strong")
    eq(ai.choose(strong), CALL_DOUBLE)
    weak = dealt(CALLS, 1).observe(0, Observation(0))
    eq(ai.choose(weak), CALL_REDEAL, "three aces: ask for a new deal")
    state = dealt(CALLS, 1)
    run(state, "redeal")
    eq(ai.choose(state.observe(2, Observation(2))), AGREE, "a weak partner agrees")
    state = dealt(SUITS, 1)
    eq(ai.choose(state.observe(0, Observation(0))), CALL_NONE, "clubs 7..A is no double")


# -- random playouts ------------------------------------------------------------------------

def _playout(seed, visit, levels=("easy", "normal", "easy", "normal"), **settings):
    state = SevenDiamonds(**settings)
    chance = Rng(seed)
    agents = [EasyAI(seed * 10 + s) if levels[s] == "easy" else NormalAI(seed) for s in range(4)]
    obs = [Observation(s) for s in range(4)]
    while not state.is_terminal():
        who = state.current_player()
        if who == CHANCE:
            state.deal_random(chance)
            visit(state, -1, -1)
            continue
        state.observe(who, obs[who])
        a = agents[who].choose(obs[who])
        visit(state, who, a)
        state.apply_action(a)
    visit(state, -2, -2)
    return state


def test_random_playout_invariants():
    n_games = 12 if sys.implementation.name == "micropython" else 60
    seen = {"hands": 0, "passes_max": 0, "penalties": 0, "sevens": 0}
    for seed in range(1, n_games + 1):
        last = {"scores": [0, 0], "passes": 0, "prev": -1}

        def visit(state, who, a):
            eq(state.scores[0] >= last["scores"][0] and state.scores[1] >= last["scores"][1],
               True, "scores only grow")
            if state.result.penalty_team >= 0:
                seen["penalties"] += 1
            last["scores"] = list(state.scores)
            if who < 0:
                last["passes"] = 0
                last["prev"] = -1
                if who == -1:
                    seen["hands"] += 1
                return
            held = 0
            for s in range(4):
                n = len(state.hand_cards(s))
                eq(n, state.hand_size[s], "hand size of seat %d" % s)
                held += n
            on_table = len([c for c in range(N_CARDS) if state.owner[c] == ON_TABLE])
            eq(held + on_table, 32, "32 cards: in hands or on the table")
            eq(on_table, state.played)
            eq(on_table, sum(state.top), "piles hold what was played")
            legal = state.legal_actions()
            true(a in legal, "the AI chose a legal action")
            if state.phase == PLAY:
                if last["prev"] >= 0:
                    eq(who, next_seat(last["prev"], 4), "anticlockwise turn order")
                last["prev"] = who
                if legal != [PASS]:
                    true(PASS not in legal, "pass only with no legal card")
                last["passes"] = last["passes"] + 1 if a == PASS else 0
                true(last["passes"] <= 3, "the hand cannot block")
                seen["passes_max"] = max(seen["passes_max"], last["passes"])
                if a != PASS and state.hand_size[who] == 1 and rank_of(a & 31) == 0:
                    seen["sevens"] += 1

        state = _playout(seed, visit)
        true(max(state.scores) >= 500, "a team reached the target")
        eq(state.scores[state.winner], max(state.scores), "the winner leads")
    true(seen["hands"] > n_games and seen["penalties"] > 0 and seen["sevens"] > 0,
         "playouts covered several hands, penalties and winning 7s: %r" % seen)


def test_normal_ai_always_announces_carte_and_doubles_only_when_strong():
    def visit(state, who, a):
        if who < 0:
            return
        if state.phase == PLAY and a != PASS and state.hand_size[who] == 2:
            true(a >= CARTE, "normal seats announce carte")
        if a == CALL_DOUBLE or a == CALL_TRIPLE:
            true(strength(state.observe(who, Observation(who)).mine) >= STRONG, "strong hand")

    for seed in range(1, 6):
        _playout(seed, visit, levels=("normal",) * 4)


# -- game logs ------------------------------------------------------------------------------

SEATS = [("ai", "easy"), ("ai", "normal"), ("ai", "easy"), ("ai", "normal")]


def _log(seed, options=None, seats=SEATS):
    lines = []
    match_log.play("seven-diamonds", seed, seats, options=options, emit=lines.append)
    return lines



def test_replay_round_trips():
    for seed in range(1, 9):
        lines = _log(seed)
        eq(replayed(lines), lines, "seed %d" % seed)
    for opts in ({"seven_bonus": "add"}, {"carte_penalty": False}):
        lines = _log(3, opts)
        eq(replayed(lines), lines, repr(opts))
        eq(json.loads(lines[0])["options"]["seven_bonus"], opts.get("seven_bonus", "flat"))


def test_many_all_ai_games_replay_identically():
    # 1,000 games take about 10 s on CPython; the MicroPython VM runs a handful.
    n_games = 4 if sys.implementation.name == "micropython" else 1000
    for seed in range(1, n_games + 1):
        lines = _log(seed)
        out = replayed(lines)
        if out != lines:
            eq(out, lines, "seed %d" % seed)


def test_log_shape():
    lines = _log(2)
    first = json.loads(lines[0])
    eq((first["game"], first["players"], first["target"]), ("seven-diamonds", 4, 500))
    eq(first["options"], {"carte_penalty": True, "seven_bonus": "flat"})
    true(lines[0].index("carte_penalty") < lines[0].index("seven_bonus"), "options in order")
    deal = json.loads(lines[1])
    eq(deal["hand"], 1)
    eq(sorted([len(h) for h in deal["hands"]]), [8, 8, 8, 8])
    true(lines[1].index('"dealer"') < lines[1].index('"hands"'), "key order")
    events = [json.loads(t) for t in lines]
    eq(events[-1]["event"], "game_end")
    true(events[-1]["scores"][events[-1]["winner"]] >= 500, "winner reached 500")
    kinds = set([e["event"] for e in events])
    for k in ("announce", "play", "pass", "hand_end"):
        true(k in kinds, k + " lines")
    for e in events:
        if e["event"] == "play":
            true(e["carte"] in (True, False), "carte flag")
        if e["event"] == "hand_end":
            true(e["multiplier"] in (1, 2, 3), "multiplier")


def _find(lines, test, start=1):
    for i in range(start, len(lines)):
        if test(json.loads(lines[i])):
            return i
    raise ValueError("no such line")



def _edit(lines, i, **changes):
    line = json.loads(lines[i])
    for k in changes:
        line[k] = changes[k]
    out = list(lines)
    out[i] = json.dumps(line)
    return out


def test_derived_lines_in_the_input_are_ignored():
    lines = _log(4)
    kept = [t for t in lines if json.loads(t)["event"] not in ("penalty", "hand_end", "game_end")]
    true(len(kept) < len(lines), "the log had derived lines")
    eq(replayed(kept), lines, "replay works out penalties, hand ends and the game end")
    i = _find(lines, lambda e: e["event"] == "hand_end")
    eq(replayed(_edit(lines, i, points=5, scores=[999, 999], multiplier=3)), lines)


def test_refused_bad_actions():
    lines = _log(6)
    i = _find(lines, lambda e: e["event"] == "play" and e["card"] != "7D")
    play = json.loads(lines[i])
    deal = json.loads(lines[1])
    other = deal["hands"][(play["seat"] + 1) % 4][0]
    refused(_edit(lines, i, card=other), i + 1, "does not hold")
    refused(_edit(lines, i, seat=(play["seat"] + 1) % 4), i + 1, "wrong turn")
    refused(_edit(lines, i, event="pass"), i + 1, "may not pass")
    refused(_edit(lines, i, carte=True), i + 1, "second-to-last")
    refused(_edit(lines, i, carte="yes"), i + 1, "\"carte\"")
    refused(_edit(lines, i, card="11D"), i + 1, "not a card")
    refused(_edit(lines, i, event="draw2"), i + 1, "no \"draw2\" line")
    j = _find(lines, lambda e: e["event"] == "announce")
    refused(_edit(lines, j, call="quadruple"), j + 1, "\"call\"")
    refused(_edit(lines, j, event="play", card="7D", carte=False), j + 1, "must make a call")


def test_refused_redeal_without_aces_or_kings():
    for seed in range(1, 50):
        lines = _log(seed)
        deal = json.loads(lines[1])
        first = json.loads(lines[2])
        hand = deal["hands"][first["seat"]]
        if len([c for c in hand if c[0] in "AK"]) <= 2:
            refused(_edit(lines, 2, call="redeal"), 3, "may not call a redeal")
            return
    raise ValueError("no first speaker without aces and kings")


def test_refused_deals():
    lines = _log(7)
    deal = json.loads(lines[1])
    hands = deal["hands"]
    dup = [list(h) for h in hands]
    dup[0][0] = dup[1][0]
    refused(_edit(lines, 1, hands=dup), 2, "dealt twice")
    short = [list(h) for h in hands]
    short[2] = short[2][:7]
    refused(_edit(lines, 1, hands=short), 2, "dealt 7 cards")
    refused(_edit(lines, 1, hand=2), 2, "hand 1 is due")
    refused(_edit(lines, 1, dealer="north"), 2, "\"dealer\"")
    refused(_edit(lines, 1, dealer=4), 2, "dealer must be a seat")
    k = _find(lines, lambda e: e["event"] == "deal", 2)
    later = json.loads(lines[k])
    refused(_edit(lines, k, dealer=(later["dealer"] + 2) % 4), k + 1, "must deal")
    refused(lines[:k] + lines[k + 1:], k + 1, "not been dealt")


def test_redeal_log_lines_andreplayed():
    # Find a game whose log holds an agreed redeal: a partner line and a repeated hand number.
    for seed in range(1, 200):
        lines = _log(seed)
        for i in range(2, len(lines)):
            e = json.loads(lines[i])
            if e["event"] == "partner" and e["agree"]:
                prev = json.loads(lines[i - 1])
                eq((prev["event"], prev["call"]), ("announce", "redeal"))
                redeal = json.loads(lines[i + 1])
                eq(redeal["event"], "deal")
                deals = [json.loads(t) for t in lines[:i] if json.loads(t)["event"] == "deal"]
                eq(redeal["hand"], deals[-1]["hand"], "same hand number")
                eq(redeal["dealer"], deals[-1]["dealer"], "same dealer")
                eq(replayed(lines), lines)
                refused(_edit(lines, i + 1, hand=redeal["hand"] + 1), i + 2,
                         "hand %d is due" % redeal["hand"])
                return
    raise ValueError("no agreed redeal in 200 games")


def test_cut_log_reports_the_position():
    lines = _log(5)
    spec, state = match_log.replay(lines[:9], emit=lambda line: None)
    true(not state.is_terminal(), "not over")
    true("to act" in spec.position(state) or "dealt" in spec.position(state),
         spec.position(state))
