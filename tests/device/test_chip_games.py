# On the emulated Pico, on both installs: a short whole game of each game in a row on one boot;
# `sim play` plays the same games and `sim replay` reproduces each log byte for byte, and on
# each game's end screen and back at the menu after it the live heap is within the limit of
# issue 23 (chip_bench.LIMITS).
import json
import os
import subprocess
import sys

import pytest

import chip_bench


ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# (game, seed, seats, target, options, players): every AI level, Cutthroat with 2 (boneyard),
# 3 and 4 players, the lowest targets the console's setup offers so the games stay short.
GAMES = [
    ("seven-rocks", 31, [["ai", "hard"], ["ai", "easy"], ["ai", "normal"], ["ai", "easy"]], 25,
     {}, 4),
    ("cutthroat", 32, [["ai", "normal"], ["ai", "easy"]], 1, {"boneyard": True}, 2),
    ("cutthroat", 33, [["ai", "easy"], ["ai", "hard"], ["ai", "normal"]], 1, {}, 3),
    ("cutthroat", 34, [["ai", "normal"], ["ai", "easy"], ["ai", "easy"], ["ai", "normal"]], 1,
     {}, 4),
    ("seven-diamonds", 35, [["ai", "normal"], ["ai", "easy"], ["ai", "hard"], ["ai", "easy"]],
     50, {}, 4),
]


def device_script(games, measure):
    """tools/pico/device_games.py with its inputs."""
    with open(os.path.join(ROOT, "tools", "pico", "device_games.py")) as f:
        body = f.read()
    return "GAMES = %s\nMEASURE = %s\n%s" % (json.dumps(games).replace("true", "True")
                                             .replace("false", "False"), measure, body)


def sim(*args, stdin=None):
    r = subprocess.run([sys.executable, "-m", "sim"] + list(args), cwd=ROOT, input=stdin,
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return r.stdout


@pytest.fixture(scope="module")
def played(install):
    """GAMES on one boot of install (tools/pico/device_games.py), run once for both tests."""
    run = install.run(script=device_script(GAMES, False), timeout=600)
    assert run["exit"] == 0 and "error" not in run, run.get("error", run["stdout"][-2000:])
    return run


def test_whole_games_on_the_chip_are_the_simulators_games_and_replay_byte_for_byte(played):
    run = played
    done = [r for r in run["records"] if "done" in r]
    assert [r["done"] for r in done] == list(range(len(GAMES)))
    for i, (game, seed, seats, target, options, players) in enumerate(GAMES):
        log = "".join(r["line"] + "\n" for r in run["records"] if r.get("game") == i)
        assert '"event": "game_end"' in log.splitlines()[-1], (game, log[-300:])
        args = ["play", "--game", game, "--seed", str(seed), "--players", str(players),
                "--seats", ",".join("ai:" + s[1] for s in seats), "--target", str(target)]
        for name, value in options.items():
            args += ["--set", "%s=%s" % (name, json.dumps(value))]
        assert log == sim(*args), "%s on the chip is not `sim %s`" % (game, " ".join(args))
        assert sim("replay", "-", stdin=log) == log


def test_on_the_end_screen_and_back_at_the_menu_the_live_heap_is_within_the_limit(played,
                                                                                   install):
    # On its end screen a game's code and its whole state are still there; back at the menu
    # the game's code has left memory (App.home) and what stays is the menu's and, on the .mpy
    # install, the names each game's code brought (MicroPython never frees an interned name).
    done = [r for r in played["records"] if "done" in r]
    limit = chip_bench.LIMITS[install.name]
    assert len(done) == len(GAMES)
    for key, where in (("live_end", "on the end screen"), ("live_after", "back at the menu")):
        live = [r[key] for r in done]
        assert max(live) <= limit, "live heap %s after each game (KB): %s, limit %d KB (%s)" % (
            where, ", ".join("%.1f" % (v / 1024) for v in live), limit // 1024,
            chip_bench.INSTALL_NAMES[install.name])
