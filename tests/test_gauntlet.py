# The gauntlet (tools/gauntlet): legal play through whole games, no peeking, its rollout worlds
# against the engines, the table's intervals, and a tiny `make strength` run.
import contextlib
import copy
import io
import os
import subprocess
import sys

import pytest

import tools.gauntlet  # noqa: F401  (puts firmware/ on sys.path first)
import match
from core.rng import Rng
from games import registry
from games.table import Table
from games.seven_rocks import SevenRocks
from games.cutthroat import Cutthroat
from tools.gauntlet import players, run, dominoes, cutthroat, search

# Budgets small enough for a test: the search still samples, rolls out and compares.
SMALL = 60


def _play(game, seed, seats, check):
    """Play one game through match.Match; an opponent seat's every choice goes through
    check(seat, obs, action). Returns the final state and the decisions made per seat."""
    spec = registry.get(game)
    kinds = [("human", None) if isinstance(s, tuple) else ("ai", s) for s in seats]
    m = match.Match(game, seed, 4, spec.default_target, match.full_options(spec, {}), kinds)
    agents = [players.new_opponent(game, s[1], seed + s_i, SMALL) if isinstance(s, tuple)
              else None for s_i, s in enumerate(seats)]
    made = [0] * 4

    def answer(state, who, obs):
        agent = agents[who]
        if agent.sees_everything:
            agent.see(state)
        a = agent.choose(obs)
        check(who, obs, a)
        made[who] += 1
        return a

    while not m.state.is_terminal():
        m.advance(answer)
    return m.state, made


@pytest.mark.parametrize("game", registry.NAMES)
def test_every_opponent_plays_legal_moves_through_a_whole_game(game):
    buf = bytearray(64)

    def check(seat, obs, a):
        n = obs.legal_into(buf)
        assert a in buf[:n], "seat %d chose %d, not one of %s" % (seat, a, list(buf[:n]))

    seats = [("opponent", "heuristic"), ("opponent", "search"), ("opponent", "cheat"), "normal"]
    state, made = _play(game, 31, seats, check)
    assert state.is_terminal()
    assert all(made[s] > 10 for s in range(3)), made


def _hidden_shuffled(game, state, seat, rng):
    """A copy of state with the hidden tiles or cards of the seats other than `seat` dealt
    anew among them (same hand sizes, none against what a pass showed), or None when no
    other deal was found."""
    s2 = copy.deepcopy(state)
    owner = s2.owner
    others = [s for s in range(4) if s != seat]
    items = [x for x in range(len(owner)) if owner[x] in others]
    for _ in range(200):
        order = list(items)
        for i in range(len(order) - 1, 0, -1):
            j = rng.below(i + 1)
            order[i], order[j] = order[j], order[i]
        new = {}
        k = 0
        for s in others:
            for x in order[k:k + state.hand_size[s]]:
                new[x] = s
            k += state.hand_size[s]
        if game == "seven-diamonds":
            ok = all(not state.lacks[x] >> new[x] & 1 for x in items)
        else:
            ok = all(not dominoes.VALUES[x] & state.lacks[new[x]] for x in items)
        if ok and any(new[x] != owner[x] for x in items):
            for x in items:
                owner[x] = new[x]
            if game == "seven-rocks":
                for s in range(4):
                    s2.held[s] = sum(1 << t for t in range(28) if owner[t] == s)
            return s2
    return None


def _same(a, b, path="obs"):
    """Assert two observations (or their tables) hold equal fields."""
    assert type(a) is type(b)
    for k, v in vars(a).items():
        w = vars(b)[k]
        if isinstance(v, Table):
            _same(v, w, path + "." + k)
        else:
            assert v == w, "%s.%s differs" % (path, k)


@pytest.mark.parametrize("game", registry.NAMES)
@pytest.mark.parametrize("name", ["heuristic", "search"])
def test_an_honest_opponent_decides_from_the_observation_alone(game, name):
    # Positions from a game of normal seats; at each seat's turn with a choice, the other
    # seats' hidden items are dealt anew (the observation unchanged): a fresh opponent with
    # the same seed must choose the same.
    spec = registry.get(game)
    m = match.Match(game, 5, 4, spec.default_target, match.full_options(spec, {}),
                    [("ai", "normal")] * 4)
    rng = Rng(99)
    buf = bytearray(64)
    compared = 0
    while not m.state.is_terminal() and compared < 12:
        state = m.state
        who = state.current_player()
        if who >= 0 and state.legal_into(buf) > 1 and rng.below(3) == 0:
            shuffled = _hidden_shuffled(game, state, who, rng)
            if shuffled is not None:
                obs = state.observe(who, state.new_observation(who))
                obs2 = shuffled.observe(who, shuffled.new_observation(who))
                _same(obs, obs2)
                a = players.new_opponent(game, name, 77, SMALL).choose(obs)
                b = players.new_opponent(game, name, 77, SMALL).choose(obs2)
                assert a == b, "hand %d, seat %d: %d, then %d" % (state.hand, who, a, b)
                compared += 1
        m.advance()
    assert compared >= 6


def test_the_cheat_is_flagged_and_reads_the_state():
    # The ceiling is the one opponent that sees every hand; players.play shows it the state.
    cheat = players.new_opponent("seven-rocks", "cheat", 1)
    assert cheat.sees_everything and isinstance(cheat, search.Cheat)
    assert not players.new_opponent("seven-rocks", "heuristic", 1).sees_everything
    assert not players.new_opponent("seven-rocks", "search", 1).sees_everything
    with pytest.raises(ValueError, match="no gauntlet opponent 'oracle'"):
        players.new_opponent("seven-rocks", "oracle", 1)


def test_total_after_is_the_engines_count():
    # The count a placement leaves, as the heuristic and the rollouts work it out on a scratch
    # table, against the engine's own count once the move is played, over random Seven Rocks
    # hands; the table looked at stays as it was.
    rng = Rng(3)
    buf = bytearray(32)
    scratch = Table(True)
    checked = 0
    for _ in range(15):
        st = SevenRocks(250)
        while not st.is_terminal():
            if st.current_player() < 0:
                st.deal_random(rng)
                continue
            n = st.legal_into(buf)
            for a in buf[:n]:
                if a != st.pass_action:
                    table = copy.deepcopy(st.table)
                    got = dominoes.total_after(st.table, a >> 2, a & 3, scratch)
                    _same(st.table, table, "table")
                    played = copy.deepcopy(st)
                    played.apply_action(a)
                    assert got == played.ends_total
                    checked += 1
            st.apply_action(buf[rng.below(n)])
    assert checked > 1000


def test_the_cutthroat_rollout_line_plays_as_the_engine():
    # From positions of random engine hands, the same moves on the engine and on a Line give
    # the same legal actions at every step, the same hand winner and the same scores.
    rng = Rng(11)
    buf = bytearray(64)
    buf2 = bytearray(64)
    kit = cutthroat.Kit()
    hands = 0
    for _ in range(25):
        st = Cutthroat(4, 6)
        while not st.is_terminal():
            if st.current_player() < 0:
                st.deal_random(rng)
                continue
            if rng.below(5) == 0:
                eng = copy.deepcopy(st)
                line = cutthroat.Line(6)
                kit.load_true(line, eng)
                while eng.current_player() >= 0:
                    n = eng.legal_into(buf)
                    assert list(buf[:n]) == list(buf2[:line.legal_into(buf2)])
                    a = buf[rng.below(n)]
                    eng.apply_action(a)
                    line.apply_action(a)
                assert not line.playing
                assert line.hand_winner == eng.result.winner
                assert line.scores == eng.scores
                assert line.is_terminal() == eng.is_terminal()
                hands += 1
            st.apply_action(buf[rng.below(st.legal_into(buf))])
    assert hands > 50


def test_a_sampled_deal_honours_the_observation():
    # Every tile the search deals goes to a seat that may hold it, hand sizes kept.
    spec = registry.get("seven-rocks")
    m = match.Match("seven-rocks", 8, 4, 250, match.full_options(spec, {}),
                    [("ai", "normal")] * 4)
    rng = Rng(4)
    seen_lacks = 0
    while not m.state.is_terminal():
        state = m.state
        who = state.current_player()
        if who >= 0:
            obs = state.observe(who, state.new_observation(who))
            deal = dominoes.Deal(obs, 4)
            for _ in range(5):
                owner = deal.sample(rng)
                for s in range(4):
                    if s != who:
                        tiles = [t for t in range(28) if owner[t] == s]
                        assert len(tiles) == obs.hand_size[s]
                        assert not any(dominoes.VALUES[t] & obs.lacks[s] for t in tiles)
            seen_lacks += sum(1 for s in range(4) if obs.lacks[s])
        m.advance()
    assert seen_lacks > 5


@pytest.mark.parametrize("wins,games,text", [
    (5, 10, " 50.0%   23.7- 76.3%"),
    (0, 10, "  0.0%    0.0- 27.8%"),
    (10, 10, "100.0%   72.2-100.0%"),
    (1, 10, " 10.0%    1.8- 40.4%"),
    (81, 100, " 81.0%   72.2- 87.5%"),
])
def test_a_row_prints_the_wilson_interval(wins, games, text):
    # Wilson 95% intervals as published tables give them (z = 1.96).
    row = run.row_text("seven-rocks", "hard", "heuristic", wins, games)
    assert row.endswith(text), row
    assert row.startswith("Seven Rocks")


def test_a_tiny_run_prints_the_table_and_the_ladder():
    out = io.StringIO()
    status = run.main(["--seeds", "tuning", "--games", "seven-rocks,seven-diamonds",
                       "--levels", "easy,normal", "--opponents", "heuristic",
                       "--blocks", "heuristic=1", "--blocks", "ladder=1"], out)
    text = out.getvalue()
    assert status == 0
    assert "tuning seeds: block b plays seed %d + b" % run.SEEDS["tuning"] in text
    lines = text.splitlines()
    rows = [ln for ln in lines if ln.startswith(("Seven Rocks", "Seven of Diamonds"))]
    assert len(rows) == 6, text  # 2 games x 2 levels against the heuristic, 2 ladder rows
    assert all(int(ln[38:44]) == 2 for ln in rows), text  # one block: the teams swapped
    ladder = lines.index("Ladder: each level against the one below it")
    assert "normal  easy" in lines[ladder + 2]


def test_the_report_seeds_are_far_from_the_tuning_seeds():
    assert abs(run.SEEDS["report"] - run.SEEDS["tuning"]) > 1000000


def test_a_bad_argument_is_named():
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert run.main(["--games", "chess"], io.StringIO()) == 2
        assert run.main(["--blocks", "search=many"], io.StringIO()) == 2
    assert "--games: 'chess' is not one of" in err.getvalue()
    assert "--blocks takes KIND=N" in err.getvalue()


def test_doubles_are_doubles():
    assert [t for t in range(28) if cutthroat.is_double(t)] == [0, 7, 13, 18, 22, 25, 27]


def test_the_command_line_runs_from_the_repository_root():
    # What `make strength` runs, cut down to a couple of games.
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    r = subprocess.run([sys.executable, "-m", "tools.gauntlet", "--seeds", "tuning",
                        "--games", "seven-rocks", "--levels", "easy", "--opponents", "heuristic",
                        "--blocks", "heuristic=1", "--blocks", "ladder=0"],
                       cwd=root, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "Seven Rocks        easy    heuristic       2" in r.stdout, r.stdout
    assert "2 games in" in r.stdout


def test_the_search_plays_the_rounds_its_budget_buys():
    # At least MIN_ROUNDS; a budget ten times larger buys several times as many rounds.
    spec = registry.get("seven-rocks")
    m = match.Match("seven-rocks", 12, 4, 250, match.full_options(spec, {}),
                    [("ai", "normal")] * 4)
    buf = bytearray(32)
    while not (m.state.current_player() >= 0 and m.state.legal_into(buf) > 2):
        m.advance()
    who = m.state.current_player()
    obs = m.state.observe(who, m.state.new_observation(who))
    small = players.new_opponent("seven-rocks", "search", 1, 10)
    small.choose(obs)
    assert small.rounds == search.MIN_ROUNDS
    rounds = []
    for budget in (2000, 20000):
        s = players.new_opponent("seven-rocks", "search", 1, budget)
        s.choose(obs)
        rounds.append(s.rounds)
    assert search.MIN_ROUNDS < rounds[0] and 5 * rounds[0] < rounds[1], rounds


def test_the_search_is_sized_on_the_hard_levels_budgets_as_they_are():
    # The search gets ten times hard's chip budget: a budget changed in firmware/ai (Cutthroat's
    # went from 1050 to 1800) must move the gauntlet's copy too, or "10x" is no longer true.
    from ai import cutthroat_hard, seven_diamonds_hard, seven_rocks_hard
    assert players.CHIP_BUDGET == {"seven-rocks": seven_rocks_hard.BUDGET,
                                   "cutthroat": cutthroat_hard.BUDGET,
                                   "seven-diamonds": seven_diamonds_hard.BUDGET}
