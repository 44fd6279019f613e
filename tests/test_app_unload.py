# A game's code leaves memory when it is over (App.home, app/frame/unload.py), the menu's while a
# game is played (App.leave_menus): on MicroPython and CPython, each in a fresh process (a test
# process has every game's modules loaded already).
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Runs in a fresh interpreter with firmware/ and tools/ on its path. Three whole games on one
# app, AI seats, one hard; Past games is shown first, so its modules hold app.store.past and
# match until the first game lets the menu's screens go. Prints one line per check that failed,
# then "done".
_SCRIPT = '''
import sys
from fake_board import FakeBoard, fresh_dir
from app.frame import ui, unload
from app.frame.buttons import A

GAMES = (("seven-rocks", 25), ("cutthroat", 1), ("seven-diamonds", 50))
SEATS = [("ai", "hard"), ("ai", "easy"), ("ai", "easy"), ("ai", "easy")]


def game_modules():
    return sorted(m for m in sys.modules if unload.game_code(m))


def menu_modules():
    return sorted(m for m in sys.modules if unload.menu_code(m))


# Reading logs and saves back: a game in play never needs them (docs/bench.md).
READERS = ("match_log", "app.store.readback", "app.store.restore", "games.domino_read",
           "games.seven_diamonds_read")


def play(a, game, seed, target, readers=None):
    lines = []
    a.emit = lines.append
    a.start(game, seed, SEATS, target=target, players=4 if game != "cutthroat" else 2)
    n = 0
    while a.mode != ui.GAME_END and n < 20000:
        a.press(A)
        a.tick()
        n += 1
        # (The game's end reads its save back, to keep it as a past game.)
        s = a.session
        if readers is not None and s is not None and not s.state.is_terminal():
            for m in READERS:
                if m in sys.modules and m not in readers:
                    readers.append(m)
    if a.error is not None:
        raise a.error
    return lines


def fail(what):
    print("FAIL " + what)


board = FakeBoard(fresh_dir("unload"))
a = ui.App(board, seed=1)
if game_modules():
    fail("at boot with no save: %s loaded" % game_modules())
# The settings are read at boot; the reader of small files goes with them (unload.STORE), and
# the boot's own code (app/frame/boot.py) with its package's reference to it.
if "app.store.stored" in sys.modules:
    fail("at boot with no save: app.store.stored stays after the settings are read")
if "app.frame.boot" in sys.modules or hasattr(sys.modules["app.frame"], "boot"):
    fail("at boot: app.frame.boot stays after the boot")
a.push(a.named("past")).enter()
a.home()
logs = []
for i in range(len(GAMES)):
    game, target = GAMES[i]
    readers = []
    logs.append(play(a, game, 40 + i, target, readers))
    # (The first game starts with Past games' store still loaded: it went with its screen.)
    if i > 0 and readers:
        fail("%s: loaded during play: %s" % (game, readers))
    # Its end keeps its log as a past game: that writes one, it replays none.
    if i > 0 and "match_log" in sys.modules:
        fail("%s: match_log loaded at its end" % game)
    if game.replace("-", "_") not in " ".join(game_modules()):
        fail("%s: its modules not loaded during the game" % game)
    # On its end screen the AIs' code and what keeping the log and the records imported are
    # gone already (App.ended): the end screen runs none of it.
    ended = [m for m in sys.modules
             if (m.startswith("ai.") and m not in unload.SHARED) or m in unload.ENDED]
    if ended:
        fail("%s: on its end screen these stay: %s" % (game, sorted(ended)))
    if menu_modules():
        fail("%s: the menu's screens loaded during the game: %s" % (game, menu_modules()))
    if hasattr(sys.modules["app.screens"], "menu"):
        fail("%s: package app.screens still holds menu" % game)
    a.press(A)
    a.tick()
    if a.mode != ui.MENU:
        fail("%s: A on its end shows mode %d" % (game, a.mode))
    left = game_modules()
    if left:
        fail("%s: back at the menu these stay: %s" % (game, left))
    # The records are written at a game's end and read by the Records screen, never in play.
    if "app.store.records" in sys.modules:
        fail("%s: back at the menu app.store.records stays" % game)
    for package, leaf in (("games", game.replace("-", "_")), ("app.game", "play")):
        if hasattr(sys.modules[package], leaf):
            fail("%s: package %s still holds %s" % (game, package, leaf))
# The same seeds on a fresh app (its own folder) play the same games.
for i in range(len(GAMES)):
    game, target = GAMES[i]
    fresh = ui.App(FakeBoard(fresh_dir("unload_%d" % i)), seed=1)
    if play(fresh, game, 40 + i, target) != logs[i]:
        fail("%s after an unload is not the game a fresh app plays" % game)
# A failure that escaped a frame is recovered by the boot's code, which leaves again.
def broken(bits):
    raise ValueError("a frame failed")


a.stack[-1].update = broken
a.tick()
if a.mode != ui.MESSAGE or not isinstance(a.error, ValueError):
    fail("a failure in a frame: mode %d, error %r" % (a.mode, a.error))
if "app.frame.boot" in sys.modules:
    fail("after a failure: app.frame.boot stays")
# A save resumed at boot lets the readers go: the game goes on without them.
kept = FakeBoard(fresh_dir("unload_resume"))
c = ui.App(kept, seed=1)
c.start("seven-rocks", 9, SEATS, target=25)
for _ in range(30):
    c.press(A)
    c.tick()
for m in game_modules():  # (as after a power cut: what the apps above loaded is not there)
    del sys.modules[m]
c = ui.App(kept, seed=1)
if c.saved is None:
    fail("the save did not resume at boot")
elif [m for m in READERS if m in sys.modules]:
    fail("after a save resumed at boot: %s loaded" % [m for m in READERS if m in sys.modules])
# A module imported before the app (a front-end's, maybe patched) is never let go.
import games.seven_rocks as mine
b = ui.App(FakeBoard(fresh_dir("unload_foreign")), seed=1)
play(b, "seven-rocks", 7, 25)
b.press(A)
b.tick()
if sys.modules.get("games.seven_rocks") is not mine:
    fail("a module imported before the app was dropped")
print("done")
'''


def _run(cmd, env=None):
    p = subprocess.run(cmd, cwd=ROOT, env=env, stdin=subprocess.DEVNULL, capture_output=True,
                       text=True, timeout=600)
    assert p.returncode == 0 and p.stdout.endswith("done\n"), p.stdout + p.stderr[-3000:]
    return p.stdout


def test_a_games_code_leaves_memory_when_it_is_over_on_micropython(tmp_path):
    script = tmp_path / "unload.py"
    script.write_text(_SCRIPT)
    assert _run([shutil.which("node") or "node", "tools/mpy.mjs", str(script)]) == "done\n"


def test_a_games_code_leaves_memory_when_it_is_over_on_cpython():
    path = os.pathsep.join(os.path.join(ROOT, p) for p in ("firmware", "tools", "sim/shim"))
    env = dict(os.environ, PYTHONPATH=path)
    assert _run([sys.executable, "-c", _SCRIPT], env) == "done\n"
