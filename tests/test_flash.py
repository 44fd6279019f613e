# `make flash` end to end with a stand-in mpremote: what reaches the board, and that it boots.
import json
import os
import re
import subprocess
import sys

from tools.version import project_version

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# What `mpremote connect list` prints (device, serial number, vid:pid, maker, product): a Pico
# running MicroPython on USB, and a serial port that is not USB (which mpremote never picks).
PICO_PORT = "/dev/ttyACM0 e66038b7133c9a2f 2e8a:0005 MicroPython Board in FS mode"
OTHER_PORT = "/dev/ttyS0 None 0000:0000 None None"


def _stand_in_mpremote(folder, ports=(PICO_PORT, OTHER_PORT)):
    """An executable `mpremote` in folder that lists `ports` for `connect list` (as make flash
    asks before it connects) and runs tests/fake_mpremote.py for everything else."""
    stub = folder / "mpremote"
    listing = "".join("echo '%s'; " % p for p in ports)
    stub.write_text("#!/bin/sh\nif [ \"$*\" = \"connect list\" ]; then %sexit 0; fi\n"
                    "exec %s %s \"$@\"\n"
                    % (listing, sys.executable, os.path.join(ROOT, "tests", "fake_mpremote.py")))
    stub.chmod(0o755)
    return stub


def test_make_flash_installs_the_driver_copies_compiled_firmware_and_the_copy_boots(tmp_path):
    board = tmp_path / "board"
    board.mkdir()
    stub = _stand_in_mpremote(tmp_path)
    env = dict(os.environ, FAKE_BOARD=str(board))
    port = tmp_path / "ttyACM7"  # make flash refuses a port that does not exist
    port.write_text("")
    port = str(port)
    r = subprocess.run(["make", "--no-print-directory", "flash", "MPREMOTE=%s" % stub,
                        "PORT=" + port], cwd=ROOT, env=env, capture_output=True,
                       text=True, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    # It says which console it installs: the project's version and this commit.
    commit = subprocess.run(["git", "describe", "--always", "--dirty", "--abbrev=7"], cwd=ROOT,
                            capture_output=True, text=True).stdout.strip()
    line = "Seven Rocks console %s (commit %s, make flash)" % (project_version(), commit)
    assert "make flash: " + line in r.stdout.splitlines(), r.stdout
    calls = [json.loads(line) for line in open(str(board) + ".log")]
    assert [c[1:] for c in calls[:1]] == [["connect", port, "mip", "install", "ssd1306"]]
    cwd, *args = calls[1]
    assert cwd == os.path.join(ROOT, "build", "mpy")
    assert args[:4] == ["connect", port, "cp", "-r"] and args[-3:] == [":", "+", "reset"]
    assert len(calls) == 2

    # Every firmware module arrives compiled, but main.py, which the board runs only as source.
    sources = set()
    for d, _, files in os.walk(os.path.join(ROOT, "firmware")):
        for f in files:
            if f.endswith(".py") and f != "manifest.py":
                sources.add(os.path.relpath(os.path.join(d, f), os.path.join(ROOT, "firmware")))
    flashed = set()
    for d, _, files in os.walk(board):
        for f in files:
            flashed.add(os.path.relpath(os.path.join(d, f), board))
    want = {s if s in ("main.py", "boot.py") else s[:-3] + ".mpy" for s in sources}
    assert want <= flashed, sorted(want - flashed)
    assert not [f for f in flashed - want if not f.startswith("lib/")], sorted(flashed - want)

    # The flashed tree boots and plays in the MicroPython VM on stand-in hardware modules.
    env["MPY_FIRMWARE"] = str(board)
    p = subprocess.run(["node", "tools/mpy.mjs", "tests/mpboard/boot.py"], cwd=ROOT, env=env,
                       stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr[-4000:]
    m = re.search(r"frames (\d+) moves (\d+)", p.stdout)
    assert m and int(m.group(1)) > 50 and int(m.group(2)) > 20, p.stdout
    # At boot, before anything else, the board says the same on its serial port.
    assert p.stdout.splitlines()[0] == line, p.stdout


def test_make_flash_on_a_port_with_no_board_says_so_in_one_line(tmp_path):
    port = str(tmp_path / "ttyACM0")
    r = subprocess.run(["make", "--no-print-directory", "-s", "flash", "PORT=" + port],
                       cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert r.returncode != 0
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and ("no board answered on %s" % port) in lines[0], r.stderr
    assert "in use" not in r.stdout + r.stderr and not r.stdout


def test_make_flash_with_a_driver_file_copies_it_compiled_to_lib_instead_of_mip(tmp_path):
    board = tmp_path / "board"
    board.mkdir()
    stub = _stand_in_mpremote(tmp_path)
    driver = tmp_path / "ssd1306.py"
    driver.write_text("# a display driver\nclass SSD1306_I2C:\n    pass\n")
    env = dict(os.environ, FAKE_BOARD=str(board))
    r = subprocess.run(["make", "--no-print-directory", "flash", "MPREMOTE=%s" % stub,
                        "DRIVER=%s" % driver], cwd=ROOT, env=env, capture_output=True,
                       text=True, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    calls = [json.loads(line) for line in open(str(board) + ".log")]
    assert calls[0] == [os.path.join(ROOT, "build", "driver"), "cp", "-r", "lib", ":"]
    assert calls[1][0] == os.path.join(ROOT, "build", "mpy") and len(calls) == 2
    assert (board / "lib" / "ssd1306.mpy").read_bytes()[:1] == b"M"  # mpy-cross output


def test_make_mpy_drops_the_output_of_a_firmware_file_no_longer_there():
    # A renamed module's old .mpy would otherwise reach the board with `make flash`.
    stale = os.path.join(ROOT, "build", "mpy", "ai", "renamed_away.mpy")
    os.makedirs(os.path.dirname(stale), exist_ok=True)
    with open(stale, "wb") as f:
        f.write(b"M")
    r = subprocess.run(["make", "--no-print-directory", "mpy"], cwd=ROOT, capture_output=True,
                       text=True, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    assert not os.path.exists(stale)
    assert os.path.exists(os.path.join(ROOT, "build", "mpy", "ai", "levels.mpy"))


def _make(*args, env=None):
    return subprocess.run(["make", "--no-print-directory", "-s", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)


def test_make_flash_and_repl_with_no_board_say_what_to_do_in_one_line(tmp_path):
    board = tmp_path / "board"
    board.mkdir()
    stub = _stand_in_mpremote(tmp_path, ports=(OTHER_PORT,))
    env = dict(os.environ, FAKE_BOARD=str(board))
    for target in ("flash", "repl"):
        r = _make(target, "MPREMOTE=%s" % stub, env=env)
        assert r.returncode != 0
        lines = r.stderr.strip().splitlines()
        assert len(lines) == 1, r.stderr
        assert "no board found over USB" in lines[0] and "PORT=" in lines[0], lines[0]
        assert "no device found" not in r.stdout + r.stderr
    # mpremote was asked nothing but the port list: nothing was copied or installed.
    assert not os.path.exists(str(board) + ".log")


def test_make_flash_with_a_driver_that_is_not_a_file_says_so_in_one_line(tmp_path):
    for driver in (str(tmp_path / "missing.py"), str(tmp_path)):
        for target in ("flash", "driver"):
            r = _make(target, "DRIVER=" + driver)
            assert r.returncode != 0
            lines = r.stderr.strip().splitlines()
            assert len(lines) == 1, r.stderr
            assert ("DRIVER=%s is not a file" % driver) in lines[0], lines[0]
            assert "ssd1306.py" in lines[0] and "OSError" not in r.stderr
            assert r.stdout == ""


def test_the_port_list_make_flash_reads_is_the_one_mpremote_prints():
    # make flash looks for a vid:pid other than 0000:0000 in the third column of
    # `mpremote connect list`; the real mpremote must print that column.
    r = subprocess.run([os.path.join(ROOT, ".venv", "bin", "mpremote"), "connect", "list"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    for line in r.stdout.splitlines():
        assert re.fullmatch(r"[0-9a-f]{4}:[0-9a-f]{4}", line.split(" ")[2]), line
