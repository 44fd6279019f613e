# The names the .mpy install interns for good along make bench's path, counted from build/mpy.
"""On the `.mpy` install (make flash) every name in a loaded module's table of names, its dotted
name, its last part and its file's path are interned in RAM and never freed, and MicroPython's
table of them grows by doubling: 20 + 40 + ... + 640 = 1260 names fit in six blocks, and the
1261st allocates a seventh of 1280 entries (about 8.6 KB at once, docs/bench.md). make bench's
three games on one boot came to 1256 names on the emulated chip (f8e6094), so a few names more
on that path put every later game 8.6 KB higher. This counts them on the host, with no chip:

- the modules: the bench's games (tools/pico/chip_bench.py BENCH_GAMES) played in CPython as
  the heap harness plays them on the chip (boot, New game, Setup, Start, A on every wait, back
  to the menu), every firmware module any of it imports;
- the names: each one's table read from its .mpy (build/mpy, `make mpy`), less those the
  MicroPython firmware has in flash (its qstrdefs.generated.h, from `make uf2`'s build).

What the chip adds on top (the harness's own compiled code, names made at run time) is the
difference measured once on the emulated chip (RUNTIME_EXTRA); BUDGET is what the static count
may reach before the seventh block comes. tests/test_names.py holds the count to it.

Usage: python tools/names.py [--list]   (the count, BUDGET; --list: each name and its module)
       python tools/names.py --path      (the modules, run in a fresh CPython; used by modules())
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MPY_DIR = os.path.join(ROOT, "build", "mpy")
# make uf2's build of MicroPython's rp2 port: the names its firmware keeps in flash.
ROM_NAMES = os.path.join(ROOT, "build", "rp2-RPI_PICO", "genhdr", "qstrdefs.generated.h")

SIX_BLOCKS = 1260  # 20 + 40 + 80 + 160 + 320 + 640 entries
# Names the chip interned on make bench's path beyond this count: measured at f8e6094 on the
# emulated chip (micropython.qstr_info() after the three games, .mpy install: 1256 names)
# against this tool's count there (1141): the heap harness's own code and names made at run time.
RUNTIME_EXTRA = 115
BUDGET = SIX_BLOCKS - RUNTIME_EXTRA

_QDEF = re.compile(r'QDEF[01]\(MP_QSTR_\w*, \d+, \d+, "((?:[^"\\]|\\.)*)"\)')


def rom_names(path=ROM_NAMES):
    """The names MicroPython's firmware keeps in flash (never interned in RAM)."""
    with open(path) as f:
        return set(_QDEF.findall(f.read()))


def _uint(data, i):
    # The .mpy format's variable-length unsigned integer: 7 bits a byte, high bit set on all but
    # the last. Returns (value, next index).
    n = 0
    while True:
        b = data[i]
        i += 1
        n = (n << 7) | (b & 0x7F)
        if not b & 0x80:
            return n, i


def mpy_names(path):
    """The names in the table of the .mpy file at path (format 6, MicroPython 1.22 on), but those
    given as an index into the format's list of static names (all in every firmware's flash).
    ValueError naming the file when it is no .mpy of that format."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:2] != b"M\x06":
        raise ValueError("%s: not a .mpy file of format 6" % path)
    i = 4
    if data[2] & 0x40:  # the architecture's flag bits follow (native code only)
        _, i = _uint(data, i)
    n_names, i = _uint(data, i)
    _, i = _uint(data, i)  # the number of constant objects
    names = []
    for _ in range(n_names):
        n, i = _uint(data, i)
        if n & 1:
            continue  # a static name
        n >>= 1
        names.append(data[i:i + n].decode())
        i += n + 1  # and its terminating zero
    return names


def modules():
    """The firmware modules make bench's path imports, by dotted name (run in a fresh CPython:
    this process may have imported some already)."""
    out = subprocess.run([sys.executable, os.path.abspath(__file__), "--path"], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    return out.split()


def interned(mods, mpy_dir=MPY_DIR, rom=None):
    """{name: module} of the names loading mods interns on the .mpy install, each with the first
    module that brings it: its table, its dotted name and last part, its file's path."""
    rom = rom_names() if rom is None else rom
    found = {}
    for m in mods:
        rel = m.replace(".", "/") + ".mpy"
        path = os.path.join(mpy_dir, rel)
        own = (m, m.rsplit(".", 1)[-1])
        if os.path.exists(path):  # (a folder without __init__ is a package with no file)
            own += (rel,)
            own += tuple(mpy_names(path))
        for name in own:
            if name not in rom and name not in found:
                found[name] = m
    return found


def count():
    """The names make bench's path interns, from firmware/ as it is now (compiled with make mpy
    first); RuntimeError with make's own words when it fails."""
    r = subprocess.run(["make", "--no-print-directory", "-s", "mpy"], cwd=ROOT,
                       capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError("make mpy failed:\n" + r.stdout + r.stderr)
    return interned(modules())


def _harness_new_game():
    # tools/pico/device_heap.py's _new_game: the chip's heap harness's own steps from the menu
    # to a game, so this path cannot drift from the chip's. That file runs its games when
    # imported (on the board), so it is compiled here without its last line, main(), and with
    # no board (the steps use only the app).
    path = os.path.join(ROOT, "tools", "pico", "device_heap.py")
    with open(path) as f:
        src = f.read()
    body, last = src.rstrip().rsplit("\n", 1)
    if last != "main()":
        raise RuntimeError("%s no longer ends with main(): names.py reads _new_game from it" % path)
    sys.modules.setdefault("board", type(sys)("board"))
    space = {"__name__": "device_heap"}
    exec(compile(body, path, "exec"), space)
    return space["_new_game"]


def _walk_path():
    # The bench's games as tools/pico/device_heap.py plays them; prints every firmware module
    # imported on the way.
    sys.path[:0] = [os.path.join(ROOT, "firmware"), os.path.join(ROOT, "sim", "shim"),
                    os.path.join(ROOT, "tools"), os.path.join(ROOT, "tools", "pico")]
    firmware = os.path.join(ROOT, "firmware") + os.sep
    import builtins
    seen = set()
    plain = builtins.__import__

    def noting(*args, **kw):
        module = plain(*args, **kw)
        for name, m in list(sys.modules.items()):
            if (getattr(m, "__file__", None) or "").startswith(firmware) or any(
                    str(p).startswith(firmware) for p in getattr(m, "__path__", ())):
                seen.add(name)
        return module

    builtins.__import__ = noting
    from chip_bench import BENCH_GAMES
    from fake_board import FakeBoard, fresh_dir
    from app.frame import ui
    from app.frame.buttons import A
    new_game = _harness_new_game()
    app = ui.App(FakeBoard(fresh_dir("names")))
    app.tick()
    for line in BENCH_GAMES:
        new_game(app, *line)
        while app.mode != ui.GAME_END:
            if app.mode in (ui.SHOW, ui.REVIEW, ui.HAND_END, ui.HANDOFF, ui.TURN):
                app.press(A)
            app.tick()
        app.press(A)
        app.tick()
        if app.mode != ui.MENU or app.error is not None:
            raise RuntimeError("%s: not back at the menu after its end (%r)" % (line[0], app.error))
    print("\n".join(sorted(seen)))


if __name__ == "__main__":
    if sys.argv[1:] == ["--path"]:
        _walk_path()
    else:
        if not os.path.exists(ROM_NAMES):
            sys.exit("names: %s is missing (make uf2 MICROPYTHON=... builds it)"
                     % os.path.relpath(ROM_NAMES, ROOT))
        try:
            names = count()
        except RuntimeError as e:
            sys.exit("names: %s" % e)
        if sys.argv[1:] == ["--list"]:
            for name, m in names.items():
                print("%-40s %s" % (name, m))
        print("%d names on make bench's path (budget %d: %d fit in six blocks, %d more on the "
              "chip)" % (len(names), BUDGET, SIX_BLOCKS, RUNTIME_EXTRA))
