# `make flash` end to end: the real mpremote from .venv flashes the emulated Pico through a pseudo-
# terminal, and the board boots to the menu.
import json
import os
import select
import signal
import subprocess
import sys
import time
import tty

import pico
from simulate import menu_frame

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_make_flash_over_a_pty_copies_the_tree_resets_and_the_board_boots_to_the_menu(tmp_path):
    fw, rom, driver = pico.files()
    master, slave = os.openpty()
    tty.setraw(slave)
    port = os.ttyname(slave)
    out = str(tmp_path / "run.json")
    image = str(tmp_path / "fs.img")
    # A board fresh from MicroPython's UF2: an empty filesystem, its REPL on the USB serial port.
    chip = subprocess.Popen(
        ["node", pico.RUNNER, "--firmware", fw, "--bootrom", rom, "--serial-fd", str(master),
         "--json", out, "--fs-out", image, "--timeout", "600", "--quiet"],
        cwd=ROOT, pass_fds=(master,), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=dict(os.environ, PICO_PYTHON=sys.executable), text=True)
    try:
        r = subprocess.run(["make", "--no-print-directory", "flash", "PORT=" + port,
                            "DRIVER=" + driver], cwd=ROOT, capture_output=True, text=True,
                           timeout=900)
        assert r.returncode == 0, r.stdout + r.stderr
        # mpremote's reset reboots the chip (watchdog); wait for the first frame after it.
        events = []
        deadline = time.time() + 300
        while time.time() < deadline:
            ready, _, _ = select.select([chip.stdout], [], [], 5)
            if ready:
                line = chip.stdout.readline()
                if not line:
                    break
                events.append(line.split())
                # The driver clears the panel first, then the app draws its menu.
                if [e[0] for e in events].count("@@boot") == 2 \
                        and [e[0] for e in events[-2:]] == ["@@frame", "@@frame"]:
                    break
        time.sleep(2)  # a little more of the emulated chip, should the menu take two frames
    finally:
        chip.send_signal(signal.SIGTERM)
        chip.communicate(timeout=60)
        os.close(slave)
        os.close(master)
    with open(out) as f:
        run = json.load(f)
    assert run["boots"] == 2, "mpremote's reset did not reboot the board: %s" % events[-5:]
    after = [bytes.fromhex(f["hex"]) for f in run["frames"] if f["ms"] > run["boot_at_ms"][1]]
    assert menu_frame() in after, "no menu after the reset (%d frames)" % len(after)

    # The board holds what was copied: every file of build/mpy and the driver in lib/.
    want = {}
    for top in (os.path.join(ROOT, "build", "mpy"), os.path.join(ROOT, "build", "driver")):
        for d, _, files in os.walk(top):
            for name in files:
                p = os.path.join(d, name)
                want["/" + os.path.relpath(p, top)] = open(p, "rb").read()
    for path, data in want.items():
        assert pico.read_file(image, path) == data, path
