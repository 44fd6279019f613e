# `python -m sim run` as a user runs it: key scripts write frames and a log that replays.
import io
import json
import os
import subprocess
import sys
import zlib

import pytest

from sim_cli import BAD_GAME_ARGS, sim

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
AI4 = "ai:normal,ai:normal,ai:easy,ai:normal"


def _pixels(path):
    """The 128x64 frame of a PNG written by sim.png, as 64 rows of 0/1."""
    data = open(path, "rb").read()
    assert data[16:24] == (128).to_bytes(4, "big") + (64).to_bytes(4, "big")
    i = data.index(b"IDAT")
    raw = zlib.decompress(data[i + 4:i + 4 + int.from_bytes(data[i - 4:i], "big")])
    return [[(raw[y * 17 + 1 + (x >> 3)] >> (7 - (x & 7))) & 1 for x in range(128)]
            for y in range(64)]


def test_headless_ai_game_writes_frames_and_a_log_that_replays(tmp_path):
    frames = tmp_path / "frames"
    log = tmp_path / "game.jsonl"
    r = sim("run", "--headless", "--game", "seven-rocks", "--seats", AI4, "--seed", "5",
            "--keys", "A30. " * 400, "--frames", str(frames), "--log", str(log))
    assert r.returncode == 0, r.stderr
    assert "12400 ticks" in r.stdout
    names = sorted(os.listdir(str(frames)))
    assert len(names) > 50
    assert names[0].startswith("frame-0000-tick-")
    shots = [_pixels(str(frames / n)) for n in names]
    assert all(any(map(any, s)) for s in shots)
    # Only changes of screen are written.
    assert all(a != b for a, b in zip(shots, shots[1:]))
    text = log.read_text()
    # The game ends well before the keys do; they go on from its end screen (menu, New game,
    # Start), so more games follow it in the log.
    assert text.startswith('{"event": "game", ') and '\n{"event": "game_end"' in text
    back = sim("replay", str(log))
    assert back.returncode == 0, back.stderr
    assert back.stdout == text


def test_headless_human_seat_plays_through_keys_and_same_keys_same_frames(tmp_path):
    runs = []
    for k in range(2):
        frames = tmp_path / ("f%d" % k)
        log = tmp_path / ("g%d.jsonl" % k)
        r = sim("run", "--headless", "--game", "seven-rocks", "--players", "4",
                "--seats", "human,ai:normal,human,ai:easy", "--seed", "9",
                "--keys", ". A 40. RA 40. A A 40. A A A 80.",
                "--frames", str(frames), "--log", str(log))
        assert r.returncode == 0, r.stderr
        runs.append(([(frames / n).read_bytes() for n in sorted(os.listdir(str(frames)))],
                     log.read_text()))
    assert runs[0] == runs[1]
    lines = runs[0][1].splitlines()
    assert '"kind": "human"' in lines[0] and '"seed": 9' in lines[0]
    assert any('"seat": 0' in line for line in lines[2:])
    back = sim("replay", str(tmp_path / "g0.jsonl"))
    assert back.returncode == 0, back.stderr
    assert back.stdout == runs[0][1]
    assert "stops before the game ends" in back.stderr


@pytest.mark.parametrize("args,message", BAD_GAME_ARGS + [
    (["--keys", "AAZ"], "'Z' at position 3 is not a key"),
    (["--keys", "A 12"], "the count at position 3 has no key after it"),
    (["--seats", "human,ai:normal,robot,ai:normal"], "seat 2: 'robot'"),
    (["--terminal"], "--headless and --terminal cannot be used together"),
])
def test_headless_bad_arguments_exit_2_naming_the_bad_part(args, message):
    base = {"--game": "seven-rocks", "--seats": "human,ai:normal,human,ai:normal",
            "--seed": "1", "--keys": "A"}
    argv = ["run", "--headless"]
    for name, value in base.items():
        if name not in args:
            argv += [name, value]
    r = sim(*(argv + args))
    assert r.returncode == 2
    assert message in r.stderr
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize("players,seats,setting,message", [
    ("3", "human,ai:easy,ai:easy", "boneyard=maybe",
     "setting boneyard takes false or true, got 'maybe'"),
    ("5", "human,ai:easy,ai:easy", "boneyard=true", "played by 2 or 3 or 4 players, not 5"),
    ("2", "human,ai:easy", "boneyard", "--set takes NAME=VALUE, got 'boneyard'"),
])
def test_headless_players_and_settings_are_checked(players, seats, setting, message):
    r = sim("run", "--headless", "--game", "cutthroat", "--players", players, "--seats", seats,
            "--seed", "1", "--set", setting, "--keys", "A")
    assert r.returncode == 2
    assert message in r.stderr


def test_headless_needs_keys_and_a_seed(tmp_path):
    r = sim("run", "--headless", "--game", "seven-rocks", "--seats", AI4, "--seed", "1")
    assert r.returncode == 2 and "--headless needs --keys" in r.stderr
    r = sim("run", "--headless", "--game", "seven-rocks", "--seats", AI4, "--keys", "A")
    assert r.returncode == 2 and "--game needs --seed" in r.stderr
    r = sim("run", "--headless", "--game", "nope", "--seats", AI4, "--keys", "A")
    assert r.returncode == 2 and "invalid choice: 'nope'" in r.stderr


def test_headless_refuses_a_frames_dir_of_an_earlier_run(tmp_path):
    args = ["run", "--headless", "--game", "seven-rocks", "--seats", AI4, "--seed", "1",
            "--keys", "3.", "--frames", str(tmp_path)]
    assert sim(*args).returncode == 0
    n = len(os.listdir(str(tmp_path)))
    r = sim(*args)
    assert r.returncode == 2 and "already holds %d frames of an earlier run" % n in r.stderr
    r = sim("run", "--headless", "--game", "seven-rocks", "--seats", AI4, "--seed", "1",
            "--keys", "A", "--log", str(tmp_path / "no" / "such" / "dir.jsonl"))
    assert r.returncode == 2 and "--log: cannot write" in r.stderr


def test_headless_menu_boot_without_a_game(tmp_path):
    r = sim("run", "--headless", "--keys", ". D D U", "--frames", str(tmp_path))
    assert r.returncode == 0, r.stderr
    assert len(os.listdir(str(tmp_path))) == 4


def test_no_display_and_no_terminal_says_so_and_exits_2(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["XDG_DATA_HOME"] = str(tmp_path)
    r = sim(env=env)
    assert r.returncode == 2
    assert "playing in the terminal" in r.stderr
    assert "needs a terminal" in r.stderr
    assert "Traceback" not in r.stderr


def test_screenshots_tool_writes_every_screen(tmp_path):
    r = subprocess.run([sys.executable, "tools/screenshots.py", str(tmp_path)], cwd=ROOT,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    names = sorted(os.listdir(str(tmp_path)))
    assert {"menu.png", "seven-rocks-handoff.png", "seven-rocks-game-end.png"} <= set(names)
    assert len(r.stdout.splitlines()) == len(names)
    for n in names:
        head = (tmp_path / n).read_bytes()[16:24]
        assert head == (512).to_bytes(4, "big") + (256).to_bytes(4, "big")


@pytest.mark.parametrize("keys,players", [
    (". A R D L U U U U R D D A 10.", 3),  # issue 11's repro: 3 players, Boneyard row moved on
    (". A R U U U R D D A 10.", 4),
])
def test_setup_keys_that_once_chose_a_refused_boneyard_start_a_game(tmp_path, keys, players):
    log = tmp_path / "game.jsonl"
    r = sim("run", "--headless", "--keys", keys, "--log", str(log))
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    head = json.loads(log.read_text().splitlines()[0])
    assert (head["game"], head["players"], head["options"]["boneyard"]) == (
        "cutthroat", players, False)


def test_headless_says_when_the_app_recovered_from_an_internal_error(monkeypatch, capsys):
    from sim import cli, run as run_cmd
    from app.game import view_seven_rocks

    def broken(*args):
        raise KeyError("injected")

    monkeypatch.setattr(view_seven_rocks, "draw_show", broken)
    args = cli._parser().parse_args(["run", "--headless", "--game", "seven-rocks", "--seats",
                                     AI4, "--seed", "1", "--keys", "5. A 5."])
    out = io.StringIO()
    assert run_cmd.headless(args, out=out) == 1
    assert out.getvalue() == "11 ticks\n"
    assert capsys.readouterr().err == (
        "run: the app recovered from an internal error: KeyError: 'injected'\n")


def _console_run(tmp_path, *args):
    """`python -m sim run ARGS` as the console a user runs (no display, no terminal, so it stops
    once the app has started), with its data folder in tmp_path; returns the console's save
    file."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["XDG_DATA_HOME"] = str(tmp_path)
    r = sim("run", *args, env=env)
    assert r.returncode == 2 and "needs a terminal" in r.stderr, r.stderr
    assert "Traceback" not in r.stderr
    return tmp_path / "seven-rocks-console" / "save.jsonl"


def test_a_game_from_the_command_line_leaves_the_consoles_save_alone_unless_asked(tmp_path):
    from app.frame.ui import App
    from sim.board import Board
    # The console's game, as `make sim` left it: New game, seed 7.
    board = Board(virtual=True, save_dir=str(tmp_path / "seven-rocks-console"))
    App(board).start("seven-rocks", 7, [("human", None), ("ai", "normal")] * 2)
    save = tmp_path / "seven-rocks-console" / "save.jsonl"
    kept = save.read_bytes()
    assert json.loads(kept.splitlines()[0])["seed"] == 7
    game = ["--game", "seven-rocks", "--seats", "human,ai:normal,human,ai:normal"]
    # Another game from the command line: saved apart, the console's game is still seed 7.
    save = _console_run(tmp_path, *game, "--seed", "8")
    assert save.read_bytes() == kept
    # Asked for: the console's save folder, and the game replaces the saved one.
    save = _console_run(tmp_path, *game, "--seed", "9", "--save")
    assert json.loads(save.read_text().splitlines()[0])["seed"] == 9


def test_save_is_refused_where_it_has_no_meaning(tmp_path):
    r = sim("run", "--save", env=dict(os.environ, XDG_DATA_HOME=str(tmp_path)))
    assert r.returncode == 2 and "--save needs --game" in r.stderr, r.stderr
    r = sim("run", "--headless", "--game", "seven-rocks", "--seats", AI4, "--seed", "1",
            "--keys", "A", "--save")
    assert r.returncode == 2 and "--save cannot be used with --headless" in r.stderr, r.stderr
    assert not (tmp_path / "seven-rocks-console" / "save.jsonl").exists()


def test_seed_without_a_game_seeds_the_games_started_from_the_menu(tmp_path):
    r = sim("run", "--help")
    assert "--seed N" in r.stdout and "started from the menu" in " ".join(r.stdout.split())
    assert "--save" in r.stdout
    seeds = []
    for seed in ("5", "6"):
        log = tmp_path / ("g%s.jsonl" % seed)
        # New game, Up to Start, A: a Seven Rocks game from the menu.
        r = sim("run", "--headless", "--seed", seed, "--keys", ". A U A 10.", "--log", str(log))
        assert r.returncode == 0, r.stderr
        seeds.append(json.loads(log.read_text().splitlines()[0])["seed"])
    assert seeds == [5, 6]


def test_headless_takes_the_players_from_the_seats(tmp_path):
    log = tmp_path / "g.jsonl"
    r = sim("run", "--headless", "--game", "cutthroat", "--seats", "human,ai:easy", "--seed",
            "1", "--set", "boneyard=true", "--keys", "A", "--log", str(log))
    assert r.returncode == 0, r.stderr
    head = json.loads(log.read_text().splitlines()[0])
    assert head["players"] == 2 and head["options"]["boneyard"] is True
