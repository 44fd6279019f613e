# `python -m sim play/replay` as a user runs them: plain python3, exit codes, stderr messages.
import json
import os
import re
import subprocess
import sys

import pytest

from sim_cli import BAD_GAME_ARGS, sim

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_play_writes_a_log_and_replay_prints_it_back(tmp_path):
    log = tmp_path / "g.jsonl"
    r = sim("play", "--game", "seven-rocks", "--seed", "11",
            "--seats", "ai:easy,ai:normal,ai:easy,ai:normal", "--log", str(log))
    assert r.returncode == 0, r.stderr
    assert "log written to" in r.stdout
    lines = log.read_text().splitlines()
    assert json.loads(lines[0])["seed"] == 11
    assert json.loads(lines[-1])["event"] == "game_end"
    back = sim("replay", str(log))
    assert back.returncode == 0, back.stderr
    assert back.stdout == log.read_text()
    assert back.stderr == ""


def test_play_to_stdout_with_target_and_replay_from_stdin():
    r = sim("play", "--game", "seven-rocks", "--seed", "2", "--target", "60", "--log", "-")
    assert r.returncode == 0, r.stderr
    first = json.loads(r.stdout.splitlines()[0])
    assert first["target"] == 60
    assert [s["level"] for s in first["seats"]] == ["normal"] * 4
    end = json.loads(r.stdout.splitlines()[-1])
    assert max(end["scores"]) >= 60
    back = sim("replay", "-", stdin=r.stdout)
    assert back.stdout == r.stdout


@pytest.mark.parametrize("args, words", BAD_GAME_ARGS + [
    (["--seats", "human,ai:easy,ai:easy,ai:easy"], "human seats play in"),
    (["--set", "boneyard"], "NAME=VALUE"),
])
def test_play_refuses_bad_arguments(args, words):
    r = sim("play", "--game", "seven-rocks", "--seed", "1", *args)
    assert r.returncode == 2
    assert words in r.stderr
    assert r.stdout == ""


def test_replay_refusal_names_the_line_and_prints_what_came_before(tmp_path):
    r = sim("play", "--game", "seven-rocks", "--seed", "3")
    lines = r.stdout.splitlines()
    play = json.loads(lines[3])
    play["seat"] = (play["seat"] + 2) % 4
    lines[3] = json.dumps(play)
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines) + "\n")
    back = sim("replay", str(bad))
    assert back.returncode == 2
    assert back.stdout.splitlines() == r.stdout.splitlines()[:3]
    err = back.stderr.strip().splitlines()
    assert len(err) == 1, back.stderr
    assert "line 4:" in err[0] and "wrong turn" in err[0]


def test_replay_of_missing_and_binary_files(tmp_path):
    r = sim("replay", str(tmp_path / "nope.jsonl"))
    assert r.returncode == 2 and "cannot read" in r.stderr
    junk = tmp_path / "junk.jsonl"
    junk.write_bytes(b"\xff\xfe\x00garbage\n")
    r = sim("replay", str(junk))
    assert r.returncode == 2 and r.stderr.count("\n") == 1, r.stderr
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    r = sim("replay", str(empty))
    assert r.returncode == 2 and "empty" in r.stderr


def test_replay_of_a_cut_log_reports_the_position(tmp_path):
    r = sim("play", "--game", "seven-rocks", "--seed", "4")
    cut = tmp_path / "cut.jsonl"
    cut.write_text("\n".join(r.stdout.splitlines()[:10]) + "\n")
    back = sim("replay", str(cut))
    assert back.returncode == 0
    assert back.stdout.splitlines() == r.stdout.splitlines()[:10]
    assert "stops before the game ends" in back.stderr


def test_cli_runs_on_plain_python_without_third_party_packages():
    # -S skips site-packages: only the standard library and the repo are importable.
    r = subprocess.run([sys.executable, "-S", "-m", "sim", "play", "--game", "seven-rocks",
                        "--seed", "5"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.count("\n") > 10


def _one_line_error(r, *words):
    assert r.returncode != 0
    assert "Traceback" not in r.stderr
    err = r.stderr.strip().splitlines()
    assert len(err) == 1, r.stderr
    for w in words:
        assert w in err[0], err[0]
    return err[0]


def test_play_log_to_a_path_that_cannot_be_written(tmp_path):
    for path in (tmp_path / "no" / "such" / "g.jsonl", tmp_path):
        r = sim("play", "--game", "seven-rocks", "--seed", "1", "--log", str(path))
        _one_line_error(r, "--log", str(path))


def test_replay_of_a_file_that_cannot_be_read(tmp_path):
    for path in (tmp_path, tmp_path / "missing.jsonl"):
        r = sim("replay", str(path))
        assert r.returncode == 2
        _one_line_error(r, "cannot read", str(path))


def test_invalid_utf8_is_refused_by_line_in_a_file_and_on_stdin(tmp_path):
    good = sim("play", "--game", "seven-rocks", "--seed", "3").stdout.splitlines(True)
    data = "".join(good[:4]).encode() + b'{"event": "pass", "seat": 1}\xff\n' + good[4].encode()
    path = tmp_path / "bad.jsonl"
    path.write_bytes(data)
    for args, stdin in (((str(path),), None), (("-",), data)):
        r = subprocess.run([sys.executable, "-m", "sim", "replay", *args], cwd=ROOT, input=stdin,
                           capture_output=True, timeout=120)
        assert r.returncode == 2
        err = r.stderr.decode().strip().splitlines()
        assert len(err) == 1 and "line 5:" in err[0] and "UTF-8" in err[0], err
        assert r.stdout.decode() == "".join(good[:4])


def test_replay_of_several_games_in_one_file(tmp_path):
    r = subprocess.run(["make", "-s", "selfplay", "GAME=cutthroat", "SEED=4", "GAMES=2"], cwd=ROOT,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert r.stdout.count('"event": "game"') == 2
    back = sim("replay", "-", stdin=r.stdout)
    assert back.returncode == 0 and back.stderr == "", back.stderr
    assert back.stdout == r.stdout


def test_deeply_nested_line_is_refused_by_line(tmp_path):
    good = sim("play", "--game", "seven-rocks", "--seed", "3").stdout.splitlines(True)
    path = tmp_path / "deep.jsonl"
    path.write_text("".join(good[:2]) + '{"event": "play", "seat": ' + "[" * 1000 + "]" * 1000
                    + "}\n")
    _one_line_error(sim("replay", str(path)), "line 3:")


def test_unbounded_numbers_are_refused():
    _one_line_error(sim("play", "--game", "seven-rocks", "--seed", "1", "--target", str(10 ** 30)),
                    "target", "5000")
    _one_line_error(sim("tournament", "--game", "seven-rocks", "--seats", "hard,normal,hard,normal",
                        "--games", str(2 ** 70), "--seed", "1"), "--games")
    _one_line_error(sim("play", "--game", "cutthroat", "--seed", "1", "--players", "3",
                        "--set", "boneyard=true"), "boneyard")


@pytest.mark.parametrize("args,words", [
    (["GAME=chess"], ["GAME=chess", "seven-rocks"]),
    (["SEED=abc"], ["SEED=abc"]),
    (["GAMES=many"], ["GAMES=many"]),
])
def test_make_selfplay_bad_arguments_give_one_line(args, words):
    r = subprocess.run(["make", "selfplay", *args], cwd=ROOT, capture_output=True, text=True,
                       timeout=120)
    _one_line_error(r, *words)


@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
def test_make_selfplay_into_head_is_quiet(runtime):
    r = subprocess.run("make -s selfplay RUNTIME=%s GAMES=30 | head -1" % runtime, shell=True,
                       cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.stdout.startswith('{"event": "game"')
    assert r.stderr == "", r.stderr


def test_make_help_lists_every_target_the_readme_uses():
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    targets = set(re.findall(r"\bmake(?: -[-\w]+)* ([a-z][a-z0-9]+)\b", readme))
    r = subprocess.run(["make", "--no-print-directory", "help"], cwd=ROOT, capture_output=True,
                       text=True, timeout=60)
    listed = set(re.findall(r"^make (\w+)", r.stdout, re.M))
    phony = set(re.search(r"^\.PHONY:(.*)$", open(os.path.join(ROOT, "Makefile")).read(),
                          re.M).group(1).split())
    used = targets & phony
    assert {"sim", "test", "flash"} <= used, used
    assert used <= listed, sorted(used - listed)


def test_play_and_tournament_take_the_players_from_the_seats(tmp_path):
    r = sim("play", "--game", "cutthroat", "--seed", "2", "--seats", "ai:easy,ai:easy",
            "--set", "boneyard=true")
    assert r.returncode == 0, r.stderr
    head = json.loads(r.stdout.splitlines()[0])
    assert head["players"] == 2 and head["options"]["boneyard"] is True
    r = sim("tournament", "--game", "cutthroat", "--seats", "easy,normal", "--set",
            "boneyard=true", "--games", "2", "--seed", "1", "--json")
    assert r.returncode == 0, r.stderr
    assert set(json.loads(r.stdout)["levels"]) == {"easy", "normal"}
    r = sim("tournament", "--game", "cutthroat", "--seats", "easy,normal,easy,normal", "--set",
            "boneyard=true", "--games", "2", "--seed", "1")
    _one_line_error(r, "boneyard", "4 players")
    # --players, when given, is the count the seats must match.
    r = sim("play", "--game", "cutthroat", "--seed", "2", "--players", "3", "--seats",
            "ai:easy,ai:easy")
    _one_line_error(r, "--seats needs 3 entries")


def test_every_option_of_every_command_is_explained_in_help():
    from sim import cli
    p = cli._parser()
    subs = [a for a in p._actions if a.__class__.__name__ == "_SubParsersAction"][0]
    assert set(subs.choices) == {"play", "replay", "tui", "run", "tournament"}
    for name, sub in subs.choices.items():
        for action in sub._actions:
            assert action.help, "%s %s has no help" % (name, "/".join(action.option_strings))
        r = sim(name, "--help")
        assert r.returncode == 0 and r.stderr == ""
        for action in sub._actions:
            for flag in action.option_strings:
                assert flag in r.stdout, (name, flag)
