# On the emulated Pico, on both installs: power cuts in the middle of flash writes while a game
# saves; each image boots and Continue resumes that game.
import os
import subprocess
import sys

import pico

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GAME = ("seven-rocks", 41, "ai:easy,ai:normal,ai:easy,ai:normal")
# The game plays itself on the chip (A skips each move's 1.2 s on screen) while the harness keeps
# the filesystem as a power cut leaves it at every CUT_EVERY-th erase or program, half done.
START = """
import board
from app.frame import ui
app = ui.App(board)
app.start("seven-rocks", 41, [("ai", "easy"), ("ai", "normal"), ("ai", "easy"), ("ai", "normal")])
while True:
    if app.mode == ui.SHOW:
        app.press(ui.A)
    app.tick()
"""
# Two flash operations a move in the first round of journals (each file is made, then
# written): the cuts land while the journal folders are made (23), in journal writes (46, 69)
# and in the middle of the first round's chunk (92: the chunk is there but still empty).
CUT_EVERY = 23
CUTS = 4


def reference_log():
    r = subprocess.run([sys.executable, "-m", "sim", "play", "--game", GAME[0], "--seed",
                        str(GAME[1]), "--seats", GAME[2]], cwd=ROOT, capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stderr
    return r.stdout.splitlines()


def test_a_power_cut_during_a_save_boots_and_continue_resumes_the_same_game(install, tmp_path):
    cuts = str(tmp_path / "cuts")
    # --boot keeps main.py on the board; the script runs once USB is up and interrupts it.
    run = install.run(script=START, boot=True, interrupt_at=0, cut_every=CUT_EVERY,
                      cut_count=CUTS, cut_dir=cuts, timeout=60)
    assert len(run["cuts"]) == CUTS, run.get("error", run["stderr"][-2000:])
    game = reference_log()
    for cut in run["cuts"]:
        kept = pico.saved_game(cut["file"])
        assert kept, "cut at operation %d: nothing saved yet" % cut["op"]
        assert kept == game[:len(kept)], "cut at flash operation %d: the save is not the game" \
            % cut["op"]
        after = str(tmp_path / "after.img")
        # Boot from the cut flash; A on the menu's first row, which is Continue when a game was
        # saved, then let the AIs play on.
        boot = install.run(boot=True, fs_in=cut["file"], fs_out=after, keys="A", settle=600,
                           linger=5000, timeout=60)
        assert "Traceback" not in boot["stdout"], boot["stdout"]
        now = pico.saved_game(after)
        assert now == game[:len(now)], "cut at operation %d: Continue played another game" \
            % cut["op"]
        assert len(now) > len(kept), "cut at operation %d: Continue did not resume" % cut["op"]
