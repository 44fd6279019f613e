# `make logs` with a stand-in mpremote: the board's past games copied off and each replayed.
import os
import subprocess
import sys

from test_flash import _stand_in_mpremote

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _log(seed):
    r = subprocess.run([sys.executable, "-m", "sim", "play", "--game", "cutthroat", "--players",
                        "2", "--target", "1", "--seed", str(seed)], cwd=ROOT,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    return r.stdout


def _make_logs(tmp_path, games):
    """A board whose :logs holds `games` ({name: text}); make logs into tmp_path/logs."""
    board = tmp_path / "board"
    (board / "logs").mkdir(parents=True)
    for name, text in games.items():
        (board / "logs" / name).write_text(text)
    stub = _stand_in_mpremote(tmp_path)
    port = tmp_path / "ttyACM7"
    port.write_text("")
    out = tmp_path / "logs"
    r = subprocess.run(["make", "--no-print-directory", "logs", "MPREMOTE=%s" % stub,
                        "PORT=%s" % port, "LOGS=%s" % out], cwd=ROOT,
                       env=dict(os.environ, FAKE_BOARD=str(board)), capture_output=True,
                       text=True, timeout=600)
    return r, out


def test_make_logs_copies_every_past_game_and_replays_each(tmp_path):
    games = {"%04d.jsonl" % n: _log(n) for n in (3, 4)}
    r, out = _make_logs(tmp_path, games)
    assert r.returncode == 0, r.stdout + r.stderr
    assert sorted(os.listdir(out)) == sorted(games)
    for name, text in games.items():
        assert (out / name).read_text() == text, "copied byte for byte"
    assert "make logs: 2 past games in %s/, 2 of them replay" % out in r.stdout


def test_a_log_that_does_not_replay_is_named_and_make_fails(tmp_path):
    good = _log(1)
    bad = good.replace('"tile": [', '"tile": [9, ', 1)
    r, out = _make_logs(tmp_path, {"0001.jsonl": good, "0002.jsonl": bad})
    assert r.returncode != 0
    assert "make logs: 2 past games in %s/, 1 of them replay" % out in r.stdout
    assert "replay: %s/0002.jsonl: line " % out in r.stderr, r.stderr
