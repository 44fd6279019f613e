# Seven Rocks rules tests: seed positions, settlement, turn rules, invariants (both runtimes).
from check import eq, true, raises, load_json
from sr_helpers import (tile, deal_order, open_points, random_playout, easy_script,
                        run_script, PASS)
from core.game import CHANCE, TERMINAL, IllegalAction
from core.tiles import LO, HI, N_TILES, name
from games.seven_rocks import SevenRocks, Observation, round5, settle, team_of, ON_TABLE
from games.table import Table, SIDE_NAMES, placement_score

POSITIONS = load_json("seeds/vectors/seven_rocks_positions.json")["sequences"]
SETTLEMENT = load_json("seeds/vectors/seven_rocks_settlement.json")


def _run_sequence(seq):
    table = Table(True)
    for i, step in enumerate(seq["steps"]):
        what = "%s, step %d %s" % (seq["name"], i + 1, step["tile"])
        t = tile(step["tile"])
        if "to" in step:
            s = table.slot_of(tile(step["to"]), SIDE_NAMES.index(step["at"]))
            true(s >= 0, what + ": attach point %s %s is open" % (step["to"], step["at"]))
        else:
            true(table.count == 0, what + ": opening on an empty table")
            s = 0
        true(table.fits(t, s), what + ": fits")
        table.place(t, s)
        ends = [table.contribution(k) for k in range(4) if table.contribution(k) >= 0]
        eq(sorted(ends), sorted(step["ends"]), what + ": counted ends")
        eq(table.total(), step["total"], what + ": total")
        eq(placement_score(table.total()), step["score"], what + ": score")
        if "open" in step:
            eq(open_points(table), sorted(step["open"]), what + ": open attach points")


def _sequence(prefix):
    for seq in POSITIONS:
        if seq["name"].startswith(prefix):
            return seq
    raise ValueError("no vector sequence " + prefix)


def test_worked_positions_of_seeds_001_002():
    _run_sequence(_sequence("seeds 001/002: spinner [1|1]"))
    _run_sequence(_sequence("seeds 001/002: opening [2|2]"))
    _run_sequence(_sequence("seeds 001/002: [6|6]"))
    _run_sequence(_sequence("seeds 001/002: opening [0|0]"))


def test_seed_000_opening_five_five_spinner():
    _run_sequence(_sequence("seed 000"))


def test_maximum_total_36_and_score_35():
    _run_sequence(_sequence("maximum total 36"))
    _run_sequence(_sequence("maximum score 35"))


def test_later_doubles_never_branch():
    _run_sequence(_sequence("later doubles"))


def test_every_vector_sequence_runs():
    for seq in POSITIONS:
        _run_sequence(seq)


def test_branches_wait_for_both_line_sides():
    table = Table(True)
    table.place(tile([3, 3]), 0)
    table.place(tile([3, 4]), 0)
    # One in-line side taken: no branch slot yet; the spinner still counts 6.
    eq(open_points(table), [[[3, 3], "line-b", 3], [[3, 4], "high", 4]], "after one side")
    eq(table.total(), 10)
    true(not table.fits(tile([1, 3]), 2), "branch-a closed before line-b is used")
    table.place(tile([2, 3]), 1)
    eq(table.total(), 6, "spinner internal: 4 + 2, branches count zero")
    true(table.fits(tile([1, 3]), 2) and table.fits(tile([1, 3]), 3), "branches open")


def test_rounding_table_0_to_20():
    for pips, rounded in SETTLEMENT["rounding"]:
        eq(round5(pips), rounded, "round5(%d)" % pips)


def test_settlement_rounds_each_seat_separately():
    for case in SETTLEMENT["hands"]:
        scores = list(case["scores_before"])
        deductions = [0, 0, 0, 0]
        settle(case["pips"], deductions, scores)
        eq(deductions, case["deductions"], case["name"])
        eq(scores, case["scores_after"], case["name"])


def test_teams_are_opposite_seats():
    eq([team_of(s) for s in range(4)], [0, 1, 0, 1])


HANDS = [
    [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [0, 6]],
    [[1, 1], [1, 2], [1, 3], [1, 4], [1, 5], [1, 6], [2, 2]],
    [[2, 3], [2, 4], [2, 5], [2, 6], [3, 3], [3, 4], [3, 5]],
    [[3, 6], [4, 4], [4, 5], [4, 6], [5, 5], [5, 6], [6, 6]],
]


def _dealt(opener=0):
    state = SevenRocks()
    eq(state.current_player(), CHANCE, "a new match waits for the deal")
    state.deal(deal_order(HANDS), opener)
    return state


def test_opener_may_lead_any_tile():
    state = _dealt(2)
    eq(state.current_player(), 2)
    eq(sorted(state.legal_actions()), sorted([tile(p) << 2 for p in HANDS[2]]))


def test_play_goes_clockwise_and_forced_play():
    state = _dealt(0)
    state.apply_action(tile([0, 6]) << 2)  # ends 0 and 6: total 6
    eq(state.current_player(), 1, "clockwise: seat 1 follows seat 0")
    # Seat 1 holds [1|6]: it must play and may not pass.
    e = raises(IllegalAction, state.apply_action, PASS)
    true("may not pass" in str(e), str(e))
    eq(state.legal_actions(), [(tile([1, 6]) << 2) | 1])
    state.apply_action((tile([1, 6]) << 2) | 1)
    eq(state.current_player(), 2)
    # Seat 2 holds nothing with a 0 or a 1: its only action is the pass.
    eq(state.legal_actions(), [PASS])
    state.apply_action(PASS)
    eq(state.current_player(), 3)


def test_illegal_actions_raise_and_change_nothing():
    state = _dealt(0)
    before = bytes(state.owner)
    e = raises(IllegalAction, state.apply_action, tile([1, 1]) << 2)
    true("does not hold [1|1]" in str(e), str(e))
    state.apply_action(tile([0, 6]) << 2)
    e = raises(IllegalAction, state.apply_action, (tile([2, 2]) << 2) | 0)
    true("does not match" in str(e), str(e))
    raises(IllegalAction, state.apply_action, (tile([1, 5]) << 2) | 3)
    raises(IllegalAction, state.apply_action, 200)
    eq(state.current_player(), 1, "still seat 1 to act")
    eq(state.hand_size[1], 7)
    true(bytes(state.owner) != before, "the legal opening was applied")


def test_deal_must_be_the_28_tiles():
    state = SevenRocks()
    order = deal_order(HANDS)
    order[5] = order[6]
    e = raises(IllegalAction, state.deal, order, 0)
    true("twice" in str(e), str(e))
    raises(IllegalAction, state.deal, order[:27], 0)
    raises(IllegalAction, state.deal, deal_order(HANDS), 4)
    eq(state.current_player(), CHANCE, "a refused deal leaves the deal due")


def test_next_opener_is_who_went_out_else_a_draw():
    outs = 0
    draws = 0
    for seed in range(1, 30):
        state = SevenRocks()
        for entry in easy_script(seed):
            if entry[0] == "deal":
                if state.hand >= 1 and state.next_opener >= 0:
                    eq(entry[2], state.next_opener, "the seat that went out opens")
                    other = (state.next_opener + 1) % 4
                    e = raises(IllegalAction, state.deal, entry[1], other)
                    true("must open" in str(e), str(e))
                    outs += 1
                elif state.hand >= 1:
                    draws += 1
                state.deal(entry[1], entry[2])
            else:
                state.apply_action(entry[1])
    true(outs > 0 and draws > 0, "hands ended both ways (%d out, %d blocked)" % (outs, draws))


def test_blocked_hand_after_exactly_four_passes():
    checked = 0
    for seed in range(1, 200):
        script = easy_script(seed)
        state = SevenRocks()
        passes = 0
        for entry in script:
            if entry[0] == "deal":
                state.deal(entry[1], entry[2])
                passes = 0
                continue
            hand = state.hand
            before = list(state.scores)
            state.apply_action(entry[1])
            passes = passes + 1 if entry[1] == PASS else 0
            if passes < 4:
                true(not state.result.hand_ended or entry[1] != PASS,
                     "seed %d: a pass ends the hand only as the fourth in a row" % seed)
            else:
                eq(state.result.reason, "blocked", "seed %d: four passes block the hand" % seed)
                eq(state.current_player(), CHANCE)
                eq(state.next_opener, -1, "after a block a neutral draw picks the opener")
                pips = [sum([LO[t] + HI[t] for t in range(N_TILES) if state.owner[t] == s])
                        for s in range(4)]
                eq(list(state.result.pips), pips, "every seat holds its pips")
                eq(state.scores[0], before[0] - round5(pips[0]) - round5(pips[2]))
                eq(state.scores[1], before[1] - round5(pips[1]) - round5(pips[3]))
                eq(state.hand, hand)
                checked += 1
                passes = 0
        if checked >= 3:
            break
    true(checked >= 3, "found blocked hands to check")


def test_win_at_target_on_last_tile_without_settlement():
    # Find a placement that empties the placer's hand and scores.
    def stop(st, seat, a):
        if a == PASS or st.hand_size[seat] != 1:
            return False
        scratch = Table(True)
        scratch.copy_from(st.table)
        scratch.place(a >> 2, a & 3)
        return placement_score(scratch.total()) > 0

    for seed in range(1, 300):
        script = easy_script(seed, stop)
        if script is not None:
            break
    true(script is not None, "a scoring last tile exists in some game")
    state = run_script(script, upto=len(script) - 1)
    a = script[-1][1]
    seat = state.current_player()
    team = team_of(seat)
    scratch = Table(True)
    scratch.copy_from(state.table)
    scratch.place(a >> 2, a & 3)
    gain = placement_score(scratch.total())
    state.scores[team] = 250 - gain
    state.scores[1 - team] = 17
    held = [state.hand_size[s] for s in range(4)]
    state.apply_action(a)
    eq(state.current_player(), TERMINAL, "the game ends at once")
    true(state.is_terminal(), "terminal")
    eq(state.winner, team)
    eq(state.scores[team], 250, "winner stops at the exact sum, no settlement")
    eq(state.scores[1 - team], 17, "no deduction for the losers either")
    true(not state.result.hand_ended, "the hand is not settled")
    eq(state.returns(), [1 if team_of(s) == team else -1 for s in range(4)])
    true(sum(held) > 1, "other seats still held tiles")
    raises(IllegalAction, state.apply_action, PASS)


def test_win_when_passing_the_target_mid_hand():
    def stop(st, seat, a):
        if a == PASS or st.hand_size[seat] < 3:
            return False
        scratch = Table(True)
        scratch.copy_from(st.table)
        scratch.place(a >> 2, a & 3)
        return placement_score(scratch.total()) >= 10

    script = None
    for seed in range(1, 100):
        script = easy_script(seed, stop)
        if script is not None:
            break
    state = run_script(script, upto=len(script) - 1)
    seat = state.current_player()
    state.scores[team_of(seat)] = 245
    state.apply_action(script[-1][1])
    true(state.is_terminal(), "passing 250 wins")
    true(state.scores[team_of(seat)] > 250, "the whole placement score counts")


def test_target_is_a_setting_of_the_match():
    state = SevenRocks(50)
    eq(state.target, 50)
    raises(IllegalAction, SevenRocks, 0)


def test_negative_scores_are_kept():
    for seed in range(1, 100):
        script = easy_script(seed)
        state = SevenRocks()
        for entry in script:
            if entry[0] == "deal":
                state.deal(entry[1], entry[2])
            else:
                state.apply_action(entry[1])
            if state.scores[0] < 0 or state.scores[1] < 0:
                low = min(state.scores)
                true(low < 0, "negative score")
                return
    raise ValueError("no easy-AI game in seeds 1..99 went below zero")


def _check_invariants(state, seat, a):
    table = state.table
    held = 0
    for s in range(4):
        n = 0
        for t in range(N_TILES):
            if state.owner[t] == s:
                n += 1
        eq(n, state.hand_size[s], "hand size of seat %d" % s)
        held += n
    eq(held + table.count, N_TILES, "28 tiles: in hands or on the table")
    eq(seat, state.current_player())
    true(table.total() <= 36, "the count never passes 36")
    legal = state.legal_actions()
    true(a in legal, "the AI chose a legal action")
    if legal != [PASS]:
        true(PASS not in legal, "pass only when nothing fits")


def test_random_playout_invariants():
    for seed in range(1, 13):
        awards = []
        state = SevenRocks()
        from core.rng import Rng
        from ai.easy import EasyAI
        chance = Rng(seed)
        agents = [EasyAI(seed + s) for s in range(4)]
        obs = Observation(0)
        prev = -1
        while not state.is_terminal():
            who = state.current_player()
            if who == CHANCE:
                state.deal_random(chance)
                prev = -1
                continue
            if prev >= 0:
                eq(who, (prev + 1) % 4, "clockwise turn order")
            state.observe(who, obs)
            a = agents[who].choose(obs)
            _check_invariants(state, who, a)
            state.apply_action(a)
            if a != PASS:
                sc = state.result.points
                true(sc == 0 or (sc > 0 and sc % 5 == 0 and sc <= 35), "award %d" % sc)
                awards.append(sc)
            prev = -1 if state.result.hand_ended and state.current_player() == CHANCE else who
        true(max(state.scores) >= 250, "a team reached the target")
        eq(state.scores[state.winner], max(state.scores), "the winner leads")
        true(max(awards) > 0, "points were scored")


def _obs_fields(o):
    return (o.seat, bytes(o.mine), bytes(o.table.slot_tile), bytes(o.table.slot_side),
            bytes(o.table.slot_value), o.table.count, o.table.spinner, bytes(o.hand_size),
            bytes(o.lacks), list(o.scores), o.to_act, o.passes, o.hand, o.target)


def test_observation_holds_only_the_seats_own_tiles():
    state = _dealt(0)
    state.apply_action(tile([0, 6]) << 2)
    for seat in range(4):
        obs = state.observe(seat, Observation(seat))
        mine = [t for t in range(N_TILES) if obs.mine[t]]
        eq(mine, state.hand_tiles(seat), "seat %d sees its own hand" % seat)
        true(obs.mine is not state.owner, "no reference to the full state")
        for attr in dir(obs):
            v = getattr(obs, attr)
            true(v is not state and v is not state.owner, "observation attr " + attr)
    # Swapping tiles between two other seats changes nothing seat 0 can see.
    other = _dealt(0)
    a, b = tile([1, 1]), tile([2, 3])  # seat 1 and seat 2 tiles
    other.owner[a], other.owner[b] = 2, 1
    other.apply_action(tile([0, 6]) << 2)
    eq(_obs_fields(state.observe(0, Observation(0))), _obs_fields(other.observe(0, Observation(0))),
       "seat 0's observation does not depend on hidden hands")
    true(_obs_fields(state.observe(1, Observation(1)))
         != _obs_fields(other.observe(1, Observation(1))),
         "seat 1 sees its own changed hand")


def test_observation_legal_actions_match_the_state():
    def visit(state, seat, a):
        obs = state.observe(seat, Observation(seat))
        buf = bytearray(32)
        n = obs.legal_into(buf)
        eq(sorted(list(buf[:n])), sorted(state.legal_actions()), "observation legal actions")
        other = state.observe((seat + 1) % 4, Observation((seat + 1) % 4))
        eq(other.legal_into(buf), 0, "not that seat's turn")

    random_playout(5, visit)


def test_passes_reveal_missing_numbers():
    state = _dealt(0)
    state.apply_action(tile([0, 6]) << 2)
    state.apply_action((tile([1, 6]) << 2) | 1)
    state.apply_action(PASS)  # seat 2 holds no 0 and no 1
    obs = state.observe(3, Observation(3))
    eq(obs.lacks[2], (1 << 0) | (1 << 1), "seat 2 showed it has no 0 and no 1")
    eq(obs.lacks[1], 0)


def test_tile_names_and_on_table_marker():
    eq(name(tile([2, 5])), "[2|5]")
    state = _dealt(0)
    t = tile([0, 6])
    state.apply_action(t << 2)
    eq(state.owner[t], ON_TABLE)


def _recounted_legal(state):
    # The engine's legal actions worked out the slow way: every tile the owner array gives
    # the seat, offered to every open slot (Table.moves_into), PASS when none fits.
    buf = bytearray(32)
    n = state.table.moves_into(state.owner, state.seat, buf, 0)
    return list(buf[:n]) if n else [PASS]


def _table_fields(table):
    return (bytes(table.slot_tile), bytes(table.slot_side), bytes(table.slot_value),
            bytes(table.order[:table.count]), table.count, table.spinner, table.last_to,
            table.last_at)


def _mask_tiles(state, seat):
    return [t for t in range(N_TILES) if (state.held[seat] >> t) & 1]


def test_hands_and_running_total_agree_with_a_full_recount():
    # legal_into() reads per-seat tile masks and apply_action() keeps the counted total up to
    # date (both for speed): at every step they must agree with owner[] and table.total().
    from core.rng import Rng
    buf = bytearray(32)
    for seed in range(1, 9):
        state = SevenRocks(1000)
        rng = Rng(seed)
        passes = 0
        while not state.is_terminal():
            who = state.current_player()
            if who == CHANCE:
                state.deal_random(rng)
                continue
            for s in range(4):
                eq(_mask_tiles(state, s), state.hand_tiles(s), "seed %d: seat %d's hand"
                   % (seed, s))
                eq(state.has_move(s), state.table.has_move(state.owner, s),
                   "seed %d: seat %d can place" % (seed, s))
            eq(state.ends_total, state.table.total(), "seed %d: running total" % seed)
            n = state.legal_into(buf)
            eq(list(buf[:n]), _recounted_legal(state), "seed %d: legal actions" % seed)
            a = buf[rng.below(n)]
            passes += a == PASS
            if a != PASS:
                if state.table.count == 0:
                    ref = Table(True)
                ref.place(a >> 2, a & 3)
            state.apply_action(a)
            if a != PASS:
                eq(state.last_total, state.table.total(), "seed %d: total after a play" % seed)
                eq(_table_fields(state.table), _table_fields(ref),
                   "seed %d: apply_action lays the tile as Table.place does" % seed)
        true(passes > 0, "seed %d: the playouts include passes" % seed)


def test_hands_follow_a_scripted_deal_and_play():
    # A spinner hand: [5|5] opens, both line sides close, then a branch is played.
    hands = [[[5, 5], [0, 5], [3, 5], [5, 6], [0, 1], [0, 2], [0, 3]],
             [[1, 5], [1, 1], [1, 2], [1, 3], [1, 4], [1, 6], [2, 2]],
             [[2, 5], [2, 3], [2, 4], [2, 6], [3, 3], [3, 4], [0, 4]],
             [[4, 5], [3, 6], [4, 4], [4, 6], [6, 6], [0, 0], [0, 6]]]
    state = SevenRocks()
    state.deal(deal_order(hands), 0)
    eq(_mask_tiles(state, 0), sorted(tile(p) for p in hands[0]), "seat 0's tiles")
    state.apply_action(tile([5, 5]) << 2)
    eq(state.ends_total, 10)
    state.apply_action((tile([1, 5]) << 2) | 0)
    eq(state.ends_total, 11, "[1|5] on one side: 1 + both halves of the open spinner")
    eq(state.legal_actions(), [(tile([2, 5]) << 2) | 1], "seat 2 may only close the spinner")
    state.apply_action((tile([2, 5]) << 2) | 1)
    eq(state.ends_total, 3, "1 + 2: the spinner's branches do not count until played on")
    eq(state.legal_actions(), [(tile([4, 5]) << 2) | 2, (tile([4, 5]) << 2) | 3],
       "seat 3 may play [4|5] on either branch")
    state.apply_action((tile([4, 5]) << 2) | 3)
    eq(state.ends_total, 7)
    eq(state.result.points, 0)
    eq(state.hand_size[3], 6)
    eq(_mask_tiles(state, 3), state.hand_tiles(3), "[4|5] left seat 3's hand")
    true(tile([4, 5]) not in state.hand_tiles(3))
