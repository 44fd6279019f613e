# Property tests (hypothesis): any seed and seating plays to the end and replays identically.
from hypothesis import given, settings, strategies as st

import match_log
from games.seven_rocks import SevenRocks, PASS
from core.rng import Rng

LEVELS = st.sampled_from(["easy", "normal"])


@settings(max_examples=60)
@given(seed=st.integers(min_value=-2**40, max_value=2**40), levels=st.lists(LEVELS, min_size=4,
                                                                           max_size=4),
       target=st.integers(min_value=1, max_value=400))
def test_any_game_replays_identically(seed, levels, target):
    seats = [("ai", lv) for lv in levels]
    lines = []
    state = match_log.play("seven-rocks", seed, seats, target=target, emit=lines.append)
    assert state.is_terminal()
    assert state.scores[state.winner] >= target
    assert state.scores[1 - state.winner] < target
    out = []
    match_log.replay(lines, emit=out.append)
    assert out == lines


@settings(max_examples=200)
@given(seed=st.integers(min_value=0, max_value=2**31), n=st.integers(min_value=1, max_value=65536))
def test_rng_below_stays_in_range(seed, n):
    rng = Rng(seed)
    for _ in range(20):
        assert 0 <= rng.below(n) < n


@settings(max_examples=100)
@given(seed=st.integers(min_value=0, max_value=2**31), choices=st.lists(st.integers(0, 10**6),
                                                                      min_size=1, max_size=120))
def test_arbitrary_legal_sequences_keep_the_invariants(seed, choices):
    state = SevenRocks()
    state.deal_random(Rng(seed))
    for c in choices:
        if state.current_player() < 0:
            break
        legal = state.legal_actions()
        seat = state.current_player()
        a = legal[c % len(legal)]
        state.apply_action(a)
        if a != PASS:
            assert state.result.points % 5 == 0 and 0 <= state.result.points <= 35
        held = sum(state.hand_size)
        assert held + state.table.count == 28
        if not state.result.hand_ended and not state.is_terminal():
            assert state.current_player() == (seat + 1) % 4


def test_thousand_all_ai_games_replay_identically():
    seats = [("ai", "easy"), ("ai", "normal"), ("ai", "normal"), ("ai", "easy")]
    for seed in range(1000):
        lines = []
        match_log.play("seven-rocks", seed, seats, emit=lines.append)
        out = []
        match_log.replay(lines, emit=out.append)
        assert out == lines, "seed %d" % seed
