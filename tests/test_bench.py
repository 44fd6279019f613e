# The bench's own arithmetic and harness: AI decision times on CPython are never reported with a
# mean above the max (issue 11 F2), and the chip's heap harness reads and plays its games file.
import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.parametrize("game", ["seven-rocks", "cutthroat", "seven-diamonds"])
def test_ai_bench_mean_is_never_above_its_max(game):
    r = subprocess.run([sys.executable, "tools/ai_bench.py", game, "6"], cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    levels = json.loads(r.stdout)["levels"]
    for level, d in levels.items():
        assert 0 < d["us_mean"] <= d["us_max"], (level, d)


def _heap_run(tmp_path, games, n_games):
    # chip_bench's heap script and games file, as make bench puts them on the chip, run on the
    # MicroPython VM over the simulator's fake board (sys.modules["board"]).
    sys.path.insert(0, os.path.join(ROOT, "tools", "pico"))
    import chip_bench
    script = chip_bench.heap_script(games).replace(
        "N_GAMES = %d\n" % len(games), "N_GAMES = %d\n" % n_games, 1)
    prelude = ("import sys\nfrom fake_board import FakeBoard, fresh_dir\n"
               "sys.modules['board'] = FakeBoard(fresh_dir('heap_run'))\n"
               "with open(%r, 'w') as f:\n    f.write(%r)\n"
               % (chip_bench.HEAP_GAMES, chip_bench.heap_games(games)))
    path = tmp_path / "heap_run.py"
    path.write_text(prelude + script)
    return subprocess.run(["node", "tools/mpy.mjs", str(path)], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)


GAMES_TWO = [("cutthroat", 5, [["ai", "easy"], ["ai", "easy"]], 1, {}, 2),
             ("seven-rocks", 6, [["ai", "easy"]] * 4, 10, {}, 4)]


def test_the_heap_harness_plays_each_game_of_its_file_in_turn_on_micropython(tmp_path):
    r = _heap_run(tmp_path, GAMES_TWO, 2)
    assert r.returncode == 0, r.stderr[-3000:]
    lines = [x for x in r.stdout.splitlines() if x.startswith("@@")]
    records = [json.loads(x[2:]) for x in lines[:-1]]
    assert lines[-1] == "@@end" and "heap_boot" in records[0], r.stdout
    assert [rec["heap"] for rec in records[1:]] == [0, 1], records
    assert all(rec["moves"] > 1 and rec["peak"] == max(rec["play"], rec["end"])
               for rec in records[1:]), records


def test_the_heap_harness_names_its_file_when_a_game_is_missing(tmp_path):
    r = _heap_run(tmp_path, GAMES_TWO, 3)
    assert r.returncode != 0 and "heap_games.jsonl has no game 2" in r.stderr, r.stderr[-3000:]


def test_the_heap_harness_names_a_seat_it_cannot_play(tmp_path):
    # It starts games through Setup and presses A wherever the app waits: AI seats only.
    games = [("cutthroat", 5, [["ai", "easy"], ["human", None]], 1, {}, 2)]
    r = _heap_run(tmp_path, games, 1)
    assert r.returncode != 0 and "cutthroat: a human seat" in r.stderr, r.stderr[-3000:]


def test_the_heap_harness_names_a_game_new_game_does_not_offer(tmp_path):
    r = _heap_run(tmp_path, [("dominoes", 5, [["ai", "easy"]] * 2, 1, {}, 2)], 1)
    assert r.returncode != 0 and "dominoes: no such game on New game" in r.stderr, \
        r.stderr[-3000:]
