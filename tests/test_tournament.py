# `python -m sim tournament`: output shape (text and --json), rotation, Wilson intervals, refusals.
import json
import os
import subprocess
import sys

from sim import tournament
from games import registry

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sim(*args):
    return subprocess.run([sys.executable, "-m", "sim", "tournament", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


def test_json_output_has_the_documented_shape():
    r = sim("--game", "seven-rocks", "--seats", "normal,easy,normal,easy", "--games", "8",
            "--seed", "3", "--target", "100", "--json")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert set(d) == {"game", "games", "games_per_second", "levels"}
    assert d["game"] == "seven-rocks" and d["games"] == 8 and d["games_per_second"] > 0
    assert set(d["levels"]) == {"normal", "easy"}
    for lv in d["levels"].values():
        assert set(lv) == {"win_rate", "ci95", "avg_points"}
        lo, hi = lv["ci95"]
        assert 0 <= lo <= lv["win_rate"] <= hi <= 1
    # Two teams, one winner per game: the two levels' win rates add up to 1.
    assert abs(d["levels"]["normal"]["win_rate"] + d["levels"]["easy"]["win_rate"] - 1) < 1e-9


def test_text_output_lists_every_level():
    r = sim("--game", "seven-rocks", "--seats", "ai:hard,ai:normal,ai:hard,ai:normal",
            "--games", "2", "--seed", "1", "--target", "40")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert "2 games" in lines[0] and "games/s" in lines[0]
    assert lines[1].split()[:3] == ["level", "win", "rate"]
    assert [ln.split()[0] for ln in lines[2:]] == ["hard", "normal"]


def _games_played(seats, games, monkeypatch):
    """(seed, levels) of every game tournament.run plays for `seats` (Seven Rocks to 20)."""
    played = []
    real = tournament.play_one

    def spy(spec, seed, levels, target, options):
        played.append((seed, tuple(levels)))
        return real(spec, seed, levels, target, options)

    monkeypatch.setattr(tournament, "play_one", spy)
    tournament.run("seven-rocks", seats, games, 1, target=20)
    return played


def test_every_level_sits_in_every_seat(monkeypatch):
    played = _games_played("normal,easy,easy,easy", 4, monkeypatch)
    seen = {(s, lv) for seed, levels in played for s, lv in enumerate(levels)}
    assert seen == {(s, lv) for s in range(4) for lv in ("normal", "easy")}


def test_a_game_is_the_one_play_would_write():
    # Same seed and seats as `sim play`: the tournament's game 0 ends with the log's scores.
    spec = registry.get("seven-rocks")
    state = tournament.play_one(spec, 5, ["normal", "easy", "normal", "easy"], 250, [])
    r = subprocess.run([sys.executable, "-m", "sim", "play", "--game", "seven-rocks", "--seed",
                        "5", "--seats", "ai:normal,ai:easy,ai:normal,ai:easy"], cwd=ROOT,
                       capture_output=True, text=True, timeout=120)
    end = json.loads(r.stdout.splitlines()[-1])
    assert end["scores"] == list(state.scores) and end["winner"] == state.winner


def test_wilson_interval():
    lo, hi = tournament.wilson(60, 100)
    assert abs(lo - 0.5020) < 1e-3 and abs(hi - 0.6906) < 1e-3
    assert tournament.wilson(0, 10)[0] == 0.0
    assert abs(tournament.wilson(10, 10)[1] - 1.0) < 1e-12


def test_refusals_exit_2_with_one_line():
    for args in (["--seats", "normal,easy,normal", "--games", "2"],
                 ["--seats", "normal,normal,normal,normal", "--games", "2"],
                 ["--seats", "normal,wizard,normal,easy", "--games", "2"],
                 ["--seats", "normal,easy,normal,easy", "--games", "0"],
                 ["--seats", "normal,easy,normal,easy", "--games", "2", "--set", "x=1"]):
        r = sim("--game", "seven-rocks", "--seed", "1", *args)
        assert r.returncode == 2, args
        assert r.stdout == "" and len(r.stderr.strip().splitlines()) == 1, r.stderr


def test_no_game_is_played_twice(monkeypatch):
    # hard,normal,hard,normal turned by two seats is the same list: that game is not replayed.
    played = _games_played("normal,easy,normal,easy", 6, monkeypatch)
    assert len(set(played)) == 6
    assert played[:2] == [(1, ("normal", "easy", "normal", "easy")),
                          (1, ("easy", "normal", "easy", "normal"))]
    assert tournament.rotations(["a", "b", "b", "b"]) == [
        ["a", "b", "b", "b"], ["b", "b", "b", "a"], ["b", "b", "a", "b"], ["b", "a", "b", "b"]]
