# `make flash` end to end with a stand-in mpremote: what reaches the board, and that it boots.
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _stand_in_mpremote(folder):
    """An executable `mpremote` in folder that runs tests/fake_mpremote.py."""
    stub = folder / "mpremote"
    stub.write_text("#!/bin/sh\nexec %s %s \"$@\"\n"
                    % (sys.executable, os.path.join(ROOT, "tests", "fake_mpremote.py")))
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
