# `python -m sim` run as a user runs it, and the bad game arguments every command refuses alike.
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# What play and run (and every command that starts a game) refuse with the same words, since
# one function checks them (match_log.game_args and the seats check): (arguments, words in stderr)
# for a Seven Rocks game.
BAD_GAME_ARGS = [
    (["--seats", "ai:easy,ai:wizard,ai:easy,ai:easy"], "seat 1: 'ai:wizard'"),
    (["--seats", "ai:easy,ai:easy"], "seven-rocks is played by 4 players, --seats lists 2"),
    (["--set", "colour=red"], "has no setting 'colour'"),
    (["--players", "3"], "played by 4 players, not 3"),
    (["--target", "0"], "--target: seven-rocks is played to a target from 1 to 5000, not 0"),
]


def sim(*args, stdin=None, env=None):
    """`python -m sim ARGS` from the repository root, with `stdin` as its input text (none when
    None); the finished process, its output as text."""
    return subprocess.run([sys.executable, "-m", "sim", *args], cwd=ROOT, input=stdin,
                          stdin=subprocess.DEVNULL if stdin is None else None,
                          capture_output=True, text=True, timeout=300, env=env)
