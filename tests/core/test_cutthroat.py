# Cutthroat rules tests: scripted deals with exact outcomes, invariants, replay (both runtimes).
import json
from positions import bytes_per_random_play
from check import eq, true, raises
from log_helpers import replayed, refused, first_event
from core.game import CHANCE, TERMINAL, IllegalAction, LogError
from core.rng import Rng
from core.tiles import index, LO, HI, N_TILES
from games.cutthroat import (Cutthroat, Observation, PASS, ON_TABLE,
                             MAX_ACTIONS, next_seat)
from games.table import NONE
from ai.easy import EasyAI
from ai.cutthroat import NormalAI
import match_log
import consts

IN_BONEYARD, OUT_OF_PLAY = consts.of("games.cutthroat", "IN_BONEYARD", "OUT_OF_PLAY")


def tile(pair):
    return index(pair[0], pair[1])


def order_of(hands, bone=()):
    """Flat deal order: the hands seat by seat, then the boneyard in draw order."""
    out = []
    for h in hands + [list(bone)]:
        for p in h:
            out.append(tile(p))
    return out


def play(state, seat, pair, slot=0):
    """Seat `seat` places `pair` at `slot`, after checking it is that seat's turn."""
    eq(state.current_player(), seat, "seat to act before %s" % (pair,))
    state.apply_action((tile(pair) << 2) | slot)


def ends(state):
    return [state.table.slot_value[0], state.table.slot_value[1]]


# -- turn order, deal sizes, the [6|6] lead -------------------------------------------------

FOUR = [
    [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [0, 6]],
    [[1, 1], [1, 2], [1, 3], [1, 4], [1, 5], [1, 6], [2, 2]],
    [[2, 3], [2, 4], [2, 5], [2, 6], [3, 3], [3, 4], [3, 5]],
    [[3, 6], [4, 4], [4, 5], [4, 6], [5, 5], [5, 6], [6, 6]],
]


def test_turns_go_anticlockwise():
    eq([next_seat(s, 4) for s in range(4)], [3, 0, 1, 2])
    eq([next_seat(s, 3) for s in range(3)], [2, 0, 1])
    eq([next_seat(s, 2) for s in range(2)], [1, 0])


def test_six_six_holder_must_open_with_it():
    state = Cutthroat(4)
    e = raises(IllegalAction, state.deal, order_of(FOUR), 0)
    true("seat 3 holds [6|6] and must open" in str(e), str(e))
    eq(state.current_player(), CHANCE, "a refused deal leaves the deal due")
    state.deal(order_of(FOUR), 3)
    eq(state.legal_actions(), [tile([6, 6]) << 2], "only [6|6] may lead")
    e = raises(IllegalAction, state.apply_action, tile([5, 6]) << 2)
    true("must lead [6|6], not [5|6]" in str(e), str(e))
    play(state, 3, [6, 6])
    eq(state.current_player(), 2, "anticlockwise: seat 2 follows seat 3")
    # Seat 2 holds [2|6] only for a 6: both in-line sides of [6|6] are open to it; forced play.
    eq(sorted(state.legal_actions()), [tile([2, 6]) << 2, (tile([2, 6]) << 2) | 1])
    e = raises(IllegalAction, state.apply_action, PASS)
    true("may not pass" in str(e), str(e))
    play(state, 2, [2, 6], 1)
    eq(state.current_player(), 1)
    play(state, 1, [1, 2], 1)
    eq(state.current_player(), 0)
    eq(ends(state), [6, 1])
    play(state, 0, [0, 1], 1)
    eq(state.current_player(), 3, "after seat 0 comes seat 3")
    eq(state.table.slot_tile[2], NONE, "a single line: no spinner branches")


def test_deal_sizes_and_three_player_set():
    eq(Cutthroat(4).hand_n, 7)
    eq(Cutthroat(3).hand_n, 9)
    eq(Cutthroat(2).hand_n, 14)
    eq(Cutthroat(2, boneyard=True).hand_n, 7)
    raises(IllegalAction, Cutthroat, 3, 6, True)
    raises(IllegalAction, Cutthroat, 5)
    raises(IllegalAction, Cutthroat, 4, 0)
    state = Cutthroat(3)
    full = order_of(FOUR)
    e = raises(IllegalAction, state.deal, full[1:] + [full[0]], 0)
    true("hands out 27 tiles" in str(e), str(e))
    e = raises(IllegalAction, state.deal, full[:27], 2)
    true("[0|0] is taken out" in str(e), str(e))
    state.deal(full[1:], 2)  # seat 2 holds [6|6] (positions 18..26)
    eq(state.owner[tile([0, 0])], OUT_OF_PLAY)
    eq([state.hand_size[s] for s in range(3)], [9, 9, 9])
    for seed in range(1, 6):
        st = Cutthroat(3)
        st.deal_random(Rng(seed))
        eq(st.owner[tile([0, 0])], OUT_OF_PLAY, "random 3-player deals leave out [0|0]")
        eq(st.owner[tile([6, 6])], st.opener, "the [6|6] holder opens")


BONE_HANDS = [
    [[0, 1], [0, 2], [0, 3], [1, 2], [2, 3], [3, 6], [4, 5]],
    [[0, 4], [0, 5], [1, 3], [1, 4], [2, 4], [5, 5], [3, 4]],
]
BONE = [[6, 6], [0, 0], [1, 1], [2, 2], [3, 3], [4, 4], [0, 6], [1, 5], [1, 6], [2, 5], [2, 6],
        [3, 5], [4, 6], [5, 6]]


def test_six_six_in_the_boneyard_highest_double_leads():
    state = Cutthroat(2, boneyard=True)
    e = raises(IllegalAction, state.deal, order_of(BONE_HANDS, BONE), 0)
    true("seat 1 holds [5|5]" in str(e), str(e))
    state.deal(order_of(BONE_HANDS, BONE), 1)
    eq(state.legal_actions(), [tile([5, 5]) << 2])
    eq(state.observe(1, Observation(1, 2)).lead, tile([5, 5]), "the leader sees its forced lead")
    eq(state.observe(0, Observation(0, 2)).lead, NONE, "the other seat is not told")


def test_no_double_in_hand_the_heaviest_tile_leads():
    # Every double is in the boneyard, and so are [5|6] and [4|6]: the heaviest tiles left in
    # the hands weigh 9, [3|6] and [4|5]; the higher half decides: [3|6] leads.
    hands = [BONE_HANDS[0], [[0, 4], [0, 5], [1, 3], [1, 4], [2, 4], [0, 6], [3, 4]]]
    bone = [[6, 6], [0, 0], [1, 1], [2, 2], [3, 3], [4, 4], [5, 5], [1, 5], [1, 6], [2, 5],
            [2, 6], [3, 5], [4, 6], [5, 6]]
    state = Cutthroat(2, boneyard=True)
    e = raises(IllegalAction, state.deal, order_of(hands, bone), 1)
    true("seat 0 holds [3|6]" in str(e), str(e))
    state.deal(order_of(hands, bone), 0)
    eq(state.legal_actions(), [tile([3, 6]) << 2])


# -- boneyard draws, going out and the key bonus (2 players, boneyard on) ---------------------

KEY_HANDS = [
    [[6, 6], [0, 1], [2, 6], [0, 3], [4, 6], [0, 5], [0, 6]],
    [[1, 6], [0, 2], [3, 6], [0, 4], [5, 6], [1, 1], [2, 2]],
]
KEY_BONE = [[3, 3], [4, 4], [0, 0], [1, 2], [1, 3], [1, 4], [1, 5], [2, 3], [2, 4], [2, 5],
            [3, 4], [3, 5], [4, 5], [5, 5]]
# Seat 0 opens [6|6]; the line grows to the right until its ends are 6 and 0 with every other
# 0 and 6 played: seat 1 must draw [3|3], [4|4], [0|0], plays [0|0], and seat 0 goes out with
# [0|6] on the ends 6 and 0 (a key: nobody could ever have played there again).
KEY_SCRIPT = [(0, [6, 6], 0), (1, [1, 6], 1), (0, [0, 1], 1), (1, [0, 2], 1), (0, [2, 6], 1),
              (1, [3, 6], 1), (0, [0, 3], 1), (1, [0, 4], 1), (0, [4, 6], 1), (1, [5, 6], 1),
              (0, [0, 5], 1), (1, [0, 0], 1), (0, [0, 6], 1)]


def _key_hand(state):
    state.deal(order_of(KEY_HANDS, KEY_BONE), 0)
    for seat, pair, slot in KEY_SCRIPT[:-1]:
        play(state, seat, pair, slot)
        if pair == [0, 5]:
            eq([state.result.drawn[i] for i in range(state.result.n_drawn)],
               [tile([3, 3]), tile([4, 4]), tile([0, 0])], "seat 1 draws until a tile fits")
            eq(state.result.draw_seat, 1)
            eq(state.hand_size[1], 5)
            eq(state.legal_actions(), [(tile([0, 0]) << 2) | 1], "then it plays the drawn tile")
            eq(state.observe(0, Observation(0, 2)).bone_count, 11)
        else:
            eq(state.result.n_drawn, 0, "no draw while a tile fits")
    eq(ends(state), [6, 0])
    seat, pair, slot = KEY_SCRIPT[-1]
    play(state, seat, pair, slot)


def test_boneyard_draws_and_key_bonus_on():
    state = Cutthroat(2, boneyard=True, key_bonus=True)
    _key_hand(state)
    true(state.result.hand_ended, "seat 0 went out")
    eq(state.result.reason, "out")
    eq(state.result.winner, 0)
    eq(state.result.hand_points, 2, "key bonus")
    eq(list(state.result.pips), [0, 2 + 4 + 6 + 8], "seat 1 holds [1|1] [2|2] [3|3] [4|4]")
    eq(list(state.scores), [2, 0])
    eq(state.current_player(), CHANCE)
    e = raises(IllegalAction, state.deal, order_of(KEY_HANDS, KEY_BONE), 1)
    true("seat 0 won the last hand and must open" in str(e), str(e))


def test_key_bonus_off_scores_one():
    state = Cutthroat(2, boneyard=True)
    _key_hand(state)
    eq(state.result.hand_points, 1)
    eq(list(state.scores), [1, 0])


def test_key_bonus_needs_every_other_tile_of_both_ends_played():
    state = Cutthroat(2, boneyard=True, key_bonus=True)
    state.deal(order_of(KEY_HANDS, KEY_BONE), 0)
    for seat, pair, slot in KEY_SCRIPT[:11]:
        play(state, seat, pair, slot)
    # Ends 6 and 0; seat 1 has drawn [0|0] and not played it yet.
    true(not state._is_key(tile([0, 6]), 1), "an unplayed [0|0] spoils the key")
    true(not state._is_key(tile([0, 0]), 1), "a double is never a key")
    play(state, 1, [0, 0], 1)
    true(state._is_key(tile([0, 6]), 1), "with every other 0 and 6 played it is a key")
    true(state._is_key(tile([0, 6]), 0), "on either end")


def test_two_player_six_love_in_six_straight_wins():
    state = Cutthroat(2, boneyard=True)
    for k in range(6):
        eq(list(state.scores), [k, 0])
        _key_hand(state)
    eq(state.current_player(), TERMINAL, "six wins to love end the match")
    eq(state.winner, 0)
    eq(state.returns(), [1, -1])
    raises(IllegalAction, state.deal, order_of(KEY_HANDS, KEY_BONE), 0)


def test_key_bonus_reaches_six_love_in_three_hands():
    state = Cutthroat(2, boneyard=True, key_bonus=True)
    for _ in range(3):
        _key_hand(state)
    eq(list(state.scores), [6, 0])
    true(state.is_terminal(), "6-0")


def test_target_is_the_wins_needed():
    state = Cutthroat(2, 2, boneyard=True)
    _key_hand(state)
    true(not state.is_terminal(), "1 win of 2")
    _key_hand(state)
    true(state.is_terminal(), "2-0 with target 2")


# -- blocked hands, ties and the reset (2 players, 14 tiles each) ----------------------------

# Seat 0 opens [6|6]; after 11 placements both ends are 0 with all seven 0s on the table.
BLOCK_PLAYED = [
    [[6, 6], [5, 6], [0, 0], [1, 2], [0, 3], [0, 4]],
    [[0, 6], [0, 5], [0, 1], [0, 2], [3, 4]],
]
BLOCK_SCRIPT = [(0, [6, 6], 0), (1, [0, 6], 1), (0, [5, 6], 0), (1, [0, 5], 0), (0, [0, 0], 1),
                (1, [0, 1], 1), (0, [1, 2], 1), (1, [0, 2], 1), (0, [0, 3], 1), (1, [3, 4], 1),
                (0, [0, 4], 1)]
# The 17 other tiles: 8 stay with seat 0, 9 with seat 1.
SPARE_LOW0 = [[1, 1], [1, 3], [1, 4], [1, 5], [1, 6], [2, 2], [2, 3], [2, 4]]  # 39 v 75
SPARE_TIE = [[1, 1], [1, 3], [1, 4], [2, 6], [3, 6], [4, 5], [4, 6], [5, 5]]  # 57 v 57
SPARE_LOW1 = [[5, 5], [4, 6], [4, 5], [3, 6], [3, 5], [2, 6], [4, 4], [1, 6]]  # 69 v 45
ALL = [[a, b] for a in range(7) for b in range(a, 7)]


def _block_deal(spare0):
    played = BLOCK_PLAYED[0] + BLOCK_PLAYED[1]
    spare1 = [p for p in ALL if p not in played and p not in spare0]
    return order_of([BLOCK_PLAYED[0] + spare0, BLOCK_PLAYED[1] + spare1])


def _blocked_hand(state, spare0, key_bonus=False):
    state.deal(_block_deal(spare0), 0)
    for seat, pair, slot in BLOCK_SCRIPT:
        play(state, seat, pair, slot)
    eq(ends(state), [0, 0])
    eq(state.legal_actions(), [PASS], "seat 1 cannot play")
    state.apply_action(PASS)
    true(not state.result.hand_ended, "one pass does not block 2 players")
    eq(state.current_player(), 0)
    state.apply_action(PASS)
    true(state.result.hand_ended, "2 passes in a row block")
    eq(state.result.reason, "blocked")


def test_blocked_hand_lowest_pips_win():
    state = Cutthroat(2, key_bonus=True)
    _blocked_hand(state, SPARE_LOW0)
    eq(list(state.result.pips), [39, 75])
    eq(state.result.winner, 0)
    eq(state.result.hand_points, 1, "no key bonus on a blocked hand")
    eq(list(state.scores), [1, 0])
    eq(state.lacks[0], 1, "seat 0 passed on 0")
    e = raises(IllegalAction, state.deal, _block_deal(SPARE_LOW0), 1)
    true("won the last hand" in str(e), str(e))


def test_tied_block_scores_nothing_and_six_six_leads_next():
    state = Cutthroat(2)
    _blocked_hand(state, SPARE_LOW0)
    _blocked_hand(state, SPARE_TIE)
    eq(list(state.result.pips), [57, 57])
    eq(state.result.winner, -1)
    eq(state.result.hand_points, 0)
    eq(list(state.scores), [1, 0], "a tie scores nothing")
    eq(state.next_opener, -1, "the [6|6] rule leads the next hand")
    # Seat 1 now holds [6|6]: it must open even though seat 0 won the hand before the tie.
    swapped = _block_deal(SPARE_LOW0)
    swapped = swapped[14:] + swapped[:14]
    e = raises(IllegalAction, state.deal, swapped, 0)
    true("seat 1 holds [6|6]" in str(e), str(e))
    state.deal(swapped, 1)
    eq(state.legal_actions(), [tile([6, 6]) << 2])


def test_reset_when_everyone_has_a_win():
    state = Cutthroat(2)
    _blocked_hand(state, SPARE_LOW0)
    eq(list(state.scores), [1, 0])
    _blocked_hand(state, SPARE_LOW1)
    eq(list(state.result.pips), [69, 45])
    eq(state.result.winner, 1)
    true(state.result.reset, "both seats have a win")
    eq(list(state.scores), [0, 0], "all scores back to 0")
    eq(state.next_opener, -1, "after a reset the [6|6] holder leads")
    _blocked_hand(state, SPARE_LOW0)
    true(not state.result.reset, "the flag is per hand")
    eq(list(state.scores), [1, 0])


def test_six_love_by_blocked_hands():
    state = Cutthroat(2)
    for _ in range(6):
        _blocked_hand(state, SPARE_LOW0)
    eq(list(state.scores), [6, 0])
    true(state.is_terminal(), "six-love")
    eq(state.winner, 0)


def test_reaching_six_needs_an_opponent_at_zero():
    # With three players, 6 wins while both others have a win is no match win: it resets.
    state = Cutthroat(3)
    state.scores[0] = 5
    state.scores[1] = 2
    state.scores[2] = 1
    state._end_hand(0, 1)
    true(state.result.reset and not state.is_terminal(), "6-2-1 resets")
    eq(list(state.scores), [0, 0, 0])
    state.scores[0] = 5
    state.scores[1] = 2
    state._end_hand(0, 1)
    true(state.is_terminal(), "6-2-0 wins")


# -- illegal actions ------------------------------------------------------------------------

def test_illegal_actions_raise_and_change_nothing():
    state = Cutthroat(4)
    raises(IllegalAction, state.apply_action, PASS)
    state.deal(order_of(FOUR), 3)
    play(state, 3, [6, 6])
    owner = bytes(state.owner)
    e = raises(IllegalAction, state.apply_action, tile([0, 1]) << 2)
    true("does not hold [0|1]" in str(e), str(e))
    e = raises(IllegalAction, state.apply_action, tile([2, 3]) << 2)
    true("does not match" in str(e), str(e))
    e = raises(IllegalAction, state.apply_action, (tile([2, 6]) << 2) | 2)
    true("no open attach point" in str(e), str(e))
    raises(IllegalAction, state.apply_action, 200)
    eq(bytes(state.owner), owner)
    eq(state.current_player(), 2)


# -- observation ------------------------------------------------------------------------------

def test_observation_shows_only_the_seats_own_tiles():
    state = Cutthroat(2, boneyard=True)
    state.deal(order_of(KEY_HANDS, KEY_BONE), 0)
    for seat, pair, slot in KEY_SCRIPT[:11]:
        play(state, seat, pair, slot)
    obs = state.observe(0, Observation(0, 2))
    eq([t for t in range(N_TILES) if obs.mine[t]], [tile([0, 6])])
    eq(list(obs.hand_size), [1, 5])
    eq(obs.bone_count, 11)
    for attr in dir(obs):
        v = getattr(obs, attr)
        true(v is not state.owner and v is not state.bone, "observation attr " + attr)
    # Swapping a tile between seat 1 and the boneyard changes nothing seat 0 can see.
    other = Cutthroat(2, boneyard=True)
    other.deal(order_of(KEY_HANDS, KEY_BONE), 0)
    for seat, pair, slot in KEY_SCRIPT[:11]:
        play(other, seat, pair, slot)
    a, b = tile([1, 1]), tile([5, 5])
    other.owner[a], other.owner[b] = other.owner[b], other.owner[a]
    o2 = other.observe(0, Observation(0, 2))
    eq((bytes(obs.mine), bytes(obs.hand_size), obs.bone_count, bytes(obs.table.slot_value)),
       (bytes(o2.mine), bytes(o2.hand_size), o2.bone_count, bytes(o2.table.slot_value)))


# -- random playouts: every rule checked independently on every action ------------------------

def _key_now(state, a):
    """Independent key-bonus test for action a by the seat to act (before it is applied)."""
    t = a >> 2
    if LO[t] == HI[t] or state.table.count == 0:
        return False
    if sorted(ends(state)) != [LO[t], HI[t]]:
        return False
    for u in range(N_TILES):
        o = state.owner[u]
        if u != t and (o < ON_TABLE or o == IN_BONEYARD):
            if LO[t] in (LO[u], HI[u]) or HI[t] in (LO[u], HI[u]):
                return False
    return True


def _check_action(state, seat, a):
    n = state.n_seats
    held = 0
    for s in range(n):
        k = len(state.hand_tiles(s))
        eq(k, state.hand_size[s], "hand size of seat %d" % s)
        held += k
    bone_left = state.bone_len - state.bone_next
    out = 1 if n == 3 else 0
    eq(held + state.table.count + bone_left + out, N_TILES, "every tile is somewhere")
    legal = state.legal_actions()
    true(a in legal, "the AI chose a legal action")
    if PASS in legal:
        eq(legal, [PASS], "pass only when nothing fits")
        eq(bone_left, 0, "pass only with the boneyard empty")
    if state.table.count == 0 and state.next_opener < 0:
        h = state.hand_tiles(seat)
        if tile([6, 6]) in h:
            eq(a, tile([6, 6]) << 2, "the [6|6] holder leads it")


def _playout(players, boneyard, key_bonus, seed, levels):
    state = Cutthroat(players, 6, boneyard, key_bonus)
    chance = Rng(seed)
    agents = [EasyAI(seed * 7 + s) if levels[s % len(levels)] == "easy" else NormalAI(0)
              for s in range(players)]
    obs = [Observation(s, players) for s in range(players)]
    stats = {"resets": 0, "ties": 0, "keys": 0, "blocked": 0, "draws": 0}
    passes = 0
    while not state.is_terminal():
        who = state.current_player()
        if who == CHANCE:
            state.deal_random(chance)
            true(state.owner[tile([6, 6])] == state.opener or state.next_opener >= 0
                 or boneyard, "the [6|6] holder opens a [6|6]-rule hand")
            passes = 0
            continue
        state.observe(who, obs[who])
        a = agents[who].choose(obs[who])
        _check_action(state, who, a)
        key = (a != PASS and state.key_bonus and state.hand_size[who] == 1
               and _key_now(state, a))
        before = list(state.scores)
        state.apply_action(a)
        passes = passes + 1 if a == PASS else 0
        if state.result.n_drawn:
            stats["draws"] += 1
            d = state.result.draw_seat
            eq(d, next_seat(who, players), "the next seat draws")
            for i in range(state.result.n_drawn - 1):
                t = state.result.drawn[i]
                true(not (state.table.fits(t, 0) or state.table.fits(t, 1)),
                     "only the last drawn tile may fit")
            last = state.result.drawn[state.result.n_drawn - 1]
            true(state.table.fits(last, 0) or state.table.fits(last, 1)
                 or state.bone_next == state.bone_len, "draws stop at a fit or an empty boneyard")
        if not state.result.hand_ended:
            eq(state.current_player(), next_seat(who, players), "anticlockwise")
            continue
        if a == PASS:
            eq(passes, players, "blocked after n passes in a row")
            stats["blocked"] += 1
            low = min(state.result.pips)
            if list(state.result.pips).count(low) > 1:
                eq(state.result.winner, -1, "tie for lowest")
                stats["ties"] += 1
            else:
                eq(state.result.winner, list(state.result.pips).index(low), "lowest pips win")
                eq(state.result.hand_points, 1)
        else:
            eq(state.result.winner, who, "going out wins")
            eq(state.result.hand_points, 2 if key else 1, "key bonus")
            stats["keys"] += 1 if key else 0
        after = list(before)
        if state.result.winner >= 0:
            after[state.result.winner] += state.result.hand_points
        if state.is_terminal():
            true(after[who if a != PASS else state.result.winner] >= 6 and 0 in after, "six-love")
            eq(list(state.scores), after)
        elif 0 not in after:
            true(state.result.reset, "reset when everyone has a win")
            eq(list(state.scores), [0] * players)
            stats["resets"] += 1
        else:
            eq(list(state.scores), after)
    eq(state.scores[state.winner], max(state.scores))
    return stats


def test_random_playouts_every_setting():
    total = {"resets": 0, "ties": 0, "keys": 0, "blocked": 0, "draws": 0}
    runs = [(2, False, False), (2, False, True), (2, True, False), (2, True, True),
            (3, False, False), (3, False, True), (4, False, False), (4, False, True)]
    for players, boneyard, key in runs:
        for seed in range(1, 4):
            stats = _playout(players, boneyard, key, seed, ("easy", "normal"))
            for k in stats:
                total[k] += stats[k]
    for k in total:
        true(total[k] > 0, "playouts saw %s (%r)" % (k, total))


def test_normal_ai_beats_easy():
    wins = 0
    for seed in range(1, 11):
        state = Cutthroat(2)
        chance = Rng(seed)
        agents = [NormalAI(0), EasyAI(seed)]
        obs = [Observation(0, 2), Observation(1, 2)]
        while not state.is_terminal():
            who = state.current_player()
            if who == CHANCE:
                state.deal_random(chance)
                continue
            state.apply_action(agents[who].choose(state.observe(who, obs[who])))
        wins += 1 if state.winner == 0 else 0
    true(wins >= 8, "normal won %d of 10 against easy" % wins)


def _ai_choice(mine, lacks_next=0, players=2):
    """Normal AI's choice for seat 0 (no boneyard) on a table of [6|6] alone; the next seat,
    players - 1, showed it lacks the numbers of lacks_next."""
    obs = Observation(0, players)
    obs.table.place(tile([6, 6]), 0)
    for p in mine:
        obs.mine[tile(p)] = 1
    obs.hand_size[0] = len(mine)
    for s in range(1, players):
        obs.hand_size[s] = 13 if players == 2 else 7
    obs.lacks[players - 1] = lacks_next
    obs.to_act = 0
    a = NormalAI(0).choose(obs)
    return [LO[a >> 2], HI[a >> 2]]


def test_normal_ai_keeps_ends_sheds_pips_and_takes_control():
    # [1|6] leaves 1 and 6, both followed by my [1|2] and [3|6]; [3|6] would leave a dead 3.
    eq(_ai_choice([[1, 6], [3, 6], [1, 2]]), [1, 6], "keep the ends open for yourself")
    # Both leave ends I can follow: the heavier [5|6] goes first.
    eq(_ai_choice([[0, 6], [5, 6], [0, 5]]), [5, 6], "heavy tiles early")
    # Seat 1 passed on a 1: after [1|6] only I can follow the 1 end (my [1|4]).
    eq(_ai_choice([[1, 6], [4, 6], [1, 4]]), [4, 6], "without the pass, the heavier tile")
    eq(_ai_choice([[1, 6], [4, 6], [1, 4]], 1 << 1), [1, 6], "a hard end for the opponent")


def test_normal_ai_counts_the_next_seats_replies():
    # [5|6] and [4|6] both leave two ends I can follow; [5|6] is the heavier.
    hand = [[5, 6], [4, 6], [4, 5]]
    eq(_ai_choice(hand, 0, 4), [5, 6], "as many 4s as 5s unseen: the heavier tile")
    # Seat 3, next to play, passed on a 4: it can answer [4|6] only on the 6.
    eq(_ai_choice(hand, 1 << 4, 4), [4, 6], "leave the next seat a number it lacks")
    # Only two 4s are unseen against five 5s: fewer replies for the next seat after [4|6].
    eq(_ai_choice(hand + [[0, 4], [1, 4], [2, 4]], 0, 4), [4, 6], "leave the scarcer number")


def test_observation_legal_actions_match_the_state():
    state = Cutthroat(2, 6, True, True)
    chance = Rng(3)
    agent = EasyAI(3)
    buf = bytearray(MAX_ACTIONS)
    for _ in range(300):
        who = state.current_player()
        if who == TERMINAL:
            break
        if who == CHANCE:
            state.deal_random(chance)
            continue
        obs = state.observe(who, Observation(who, 2))
        n = obs.legal_into(buf)
        eq(sorted(list(buf[:n])), sorted(state.legal_actions()))
        eq(state.observe(1 - who, Observation(1 - who, 2)).legal_into(buf), 0)
        state.apply_action(agent.choose(obs))


def test_moves_allocate_nothing():
    for players, boneyard, key in ((2, True, True), (2, False, False), (3, False, True),
                                   (4, False, True)):
        state = Cutthroat(players, 1000, boneyard, key)  # a target never reached
        used = bytes_per_random_play(state, Rng(players), 5, False)
        eq(used, 0, "bytes allocated by legal_into + apply_action, %d players" % players)


# -- logs: play -> replay, draw lines, refusals -------------------------------------------------

def _log(players, seed, options=None):
    seats = [("ai", ("easy", "normal")[s % 2]) for s in range(players)]
    lines = []
    match_log.play("cutthroat", seed, seats, options=options, players=players, emit=lines.append)
    return lines




def test_replay_round_trips_every_setting():
    for players, options in ((2, {}), (2, {"boneyard": True}), (2, {"key_bonus": True}),
                             (2, {"boneyard": True, "key_bonus": True}), (3, {}),
                             (3, {"key_bonus": True}), (4, {}), (4, {"key_bonus": True})):
        lines = _log(players, players, options)
        eq(replayed(lines), lines, "%d players %r" % (players, options))


def test_log_shape():
    lines = _log(2, 4, {"boneyard": True})
    first = json.loads(lines[0])
    eq(first["game"], "cutthroat")
    eq(first["target"], 6)
    true('"options": {"boneyard": true, "key_bonus": false}' in lines[0], lines[0])
    deal = json.loads(lines[1])
    eq(len(deal["boneyard"]), 14)
    eq([len(h) for h in deal["hands"]], [7, 7])
    end = json.loads(lines[-1])
    eq(end["event"], "game_end")
    eq(end["scores"][end["winner"]], 6)
    true(0 in end["scores"], "six-love")
    events = [json.loads(x)["event"] for x in lines]
    true("draw" in events, "draw lines are written")
    for text in lines:
        line = json.loads(text)
        if line["event"] == "hand_end":
            true("deductions" not in line, "no deductions in Cutthroat")
            true(line["points"] in (0, 1, 2), "points")
            true(line.get("reset", True) is True, "reset only written when true")
        if line["event"] == "play":
            eq(line["score"], 0)
    plain = _log(4, 4)
    true('"options": {"boneyard": false, "key_bonus": false}' in plain[0], plain[0])
    true("boneyard" not in json.loads(plain[1]), "no boneyard key without the setting")


def test_replay_ignores_draw_lines_and_figures():
    lines = _log(2, 5, {"boneyard": True, "key_bonus": True})
    doctored = []
    for text in lines:
        line = json.loads(text)
        if line["event"] == "draw":
            continue
        if "scores" in line:
            line["scores"] = [9, 9]
        if "winner" in line:
            line["winner"] = 1
        doctored.append(json.dumps(line))
    eq(replayed(doctored), lines, "draws and figures are re-derived")


def test_refused_lines_name_their_number():
    lines = _log(3, 6)
    i = first_event(lines, "play", 3)
    line = json.loads(lines[i])
    bad = dict(line)
    bad["seat"] = (line["seat"] + 1) % 3
    refused(lines[:i] + [json.dumps(bad)] + lines[i + 1:], i + 1, "wrong turn")
    refused(lines[:i] + [json.dumps({"event": "pass", "seat": line["seat"]})], i + 1,
             "may not pass")
    # A draw line is ignored, not refused: the refusal names the line after it.
    draw = '{"event": "draw", "seat": 0, "tile": [0, 1]}'
    e = raises(LogError, match_log.replay, lines[:i] + [draw, lines[i] + "x"], lambda line: None)
    eq((e.line, e.reason), (i + 2, "malformed JSON"))
    deal = json.loads(lines[1])
    deal["opener"] = (deal["opener"] + 1) % 3
    refused([lines[0], json.dumps(deal)], 2, "must open")
    deal = json.loads(lines[1])
    deal["hands"][0][0] = [0, 0]
    refused([lines[0], json.dumps(deal)], 2, "not part of this deal's set")
    first = json.loads(lines[2])
    eq(first["tile"], [6, 6], "the first hand opens with [6|6]")
    first["tile"] = [p for p in json.loads(lines[1])["hands"][first["seat"]] if p != [6, 6]][0]
    refused(lines[:2] + [json.dumps(first)], 3, "must lead [6|6]")


def test_refused_boneyard_deals_and_winner_opener():
    lines = _log(2, 7, {"boneyard": True})
    deal = json.loads(lines[1])
    del deal["boneyard"]
    refused([lines[0], json.dumps(deal)], 2, "needs \"boneyard\"")
    deal = json.loads(lines[1])
    deal["boneyard"] = deal["boneyard"][:13] + [deal["hands"][0][0]]
    refused([lines[0], json.dumps(deal)], 2, "dealt twice")
    plain = _log(2, 7)
    deal = json.loads(plain[1])
    deal["boneyard"] = [[0, 0]]
    refused([plain[0], json.dumps(deal)], 2, "no boneyard")
    for k in range(2, len(plain)):
        line = json.loads(plain[k])
        if line["event"] == "hand_end" and line["winner"] is not None and "reset" not in line:
            d = first_event(plain, "deal", k)
            deal = json.loads(plain[d])
            deal["opener"] = 1 - deal["opener"]
            refused(plain[:d] + [json.dumps(deal)], d + 1, "won the last hand")
            return
    raise ValueError("seed 7 has no plain hand win")


def test_refused_headers():
    lines = _log(4, 1)
    head = json.loads(lines[0])
    head["options"]["boneyard"] = True
    refused([json.dumps(head)], 1, "boneyard setting is for 2 players")
    head = json.loads(lines[0])
    head["players"] = 5
    refused([json.dumps(head)], 1, "played by 2 or 3 or 4 players")
    head = json.loads(lines[0])
    head["options"]["key_bonus"] = "yes"
    refused([json.dumps(head)], 1, "key_bonus")
