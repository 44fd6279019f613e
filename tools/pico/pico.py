# Runs the console on the emulated Pico (run-pico.mjs) from Python: the device tests and `make
# bench`.
"""The emulated Pico takes MicroPython for the Pico and the RP2040 bootrom from PICO_FIRMWARE and
PICO_BOOTROM, and the display driver `make flash` installs from PICO_DRIVER (default: the
ssd1306.py beside PICO_FIRMWARE). The console is on it in one of two installs (INSTALLS):
"mpy", what `make flash` copies (install_tree(): build/mpy/ at the root and the driver in lib/,
at the same paths) on MicroPython's own firmware; or "uf2", the one-file firmware of `make uf2`
(PICO_UF2, built first when MICROPYTHON is set) on an empty filesystem."""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
RUNNER = os.path.join(HERE, "run-pico.mjs")
LFS = os.path.join(HERE, "lfs.py")
SAVE = "/save.jsonl"  # firmware/config.py SAVE_PATH

MISSING = ("no emulated Pico: set PICO_FIRMWARE to MicroPython v1.27.0 for the Pico "
           "(RPI_PICO-v1.27.0.uf2 from micropython.org/download/RPI_PICO), PICO_BOOTROM to the "
           "RP2040 B1 bootrom (bootrom-b1.bin from github.com/raspberrypi/pico-bootrom) and "
           "PICO_DRIVER to micropython-lib's ssd1306.py")


def files():
    """(firmware, bootrom, driver) paths from the environment, or None when one is missing."""
    fw = os.environ.get("PICO_FIRMWARE", "")
    rom = os.environ.get("PICO_BOOTROM", "")
    driver = os.environ.get("PICO_DRIVER", "") or os.path.join(os.path.dirname(fw), "ssd1306.py")
    if fw and rom and all(os.path.isfile(p) for p in (fw, rom, driver)):
        return fw, rom, driver
    return None


UF2_MISSING = ("no console UF2: set MICROPYTHON to a MicroPython v1.27.0 checkout or a .tar.gz "
               "of one (make test, make device and make bench then build it with make uf2), or "
               "PICO_UF2 to a console UF2")
INSTALLS = ("mpy", "uf2")


def uf2():
    """The console UF2 to run (PICO_UF2), made up to date first with `make uf2` when
    MICROPYTHON is set; None without one."""
    path = os.environ.get("PICO_UF2", "")
    if not path:
        return None
    if os.environ.get("MICROPYTHON"):
        r = subprocess.run(["make", "--no-print-directory", "-s", "uf2"], cwd=ROOT,
                           capture_output=True, text=True)
        if r.returncode:
            raise RuntimeError("make uf2 failed:\n" + r.stdout + r.stderr[-3000:])
    return path if os.path.isfile(path) else None


class Install:
    """The console as one install puts it on the emulated Pico: name ("mpy" or "uf2"), the
    firmware file and the folders copied to the filesystem (none for the UF2)."""

    def __init__(self, name):
        self.name = name
        if name == "uf2":
            self.firmware = uf2()
            if self.firmware is None:
                raise RuntimeError(UF2_MISSING)
            self.put = []
        else:
            self.firmware = files()[0]
            self.put = install_tree()

    def run(self, **kw):
        """run() on this install: its firmware, and its files unless put= or fs_in= says
        otherwise."""
        if "fs_in" not in kw:
            kw.setdefault("put", self.put)
        return run(firmware=self.firmware, **kw)


def install_tree():
    """Build what `make flash DRIVER=...` installs (make mpy driver); returns the folders whose
    contents go to the board's root, in the order make flash copies them."""
    fw, rom, driver = files()
    r = subprocess.run(["make", "--no-print-directory", "-s", "mpy", "driver", "DRIVER=" + driver],
                       cwd=ROOT, capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError("make mpy driver failed:\n" + r.stdout + r.stderr)
    return [os.path.join(ROOT, "build", "driver"), os.path.join(ROOT, "build", "mpy")]


def run(script=None, put=(), boot=False, keys=None, settle=0, linger=None, fs_in=None, fs_out=None,
        timeout=120, cut_every=0, cut_count=0, cut_dir=None, interrupt_at=None, extra=(),
        firmware=None, display="3c", vsys=None):
    """Run the emulator once; returns its JSON summary (frames, leds, status_led, presses,
    records, cuts, stdout, error). A script is given as source text; it runs over the raw REPL.
    With keys, each press waits for `settle` ms of quiet screen, and the run ends `linger` ms
    after the last one. firmware: another firmware file than PICO_FIRMWARE (a console UF2);
    display: the display's I2C address in hex, or "none" for no display; vsys: millivolts on VSYS
    for ADC3 to read (None: 0, no battery). The summary's display_log lists the display's power
    commands ({ms, what}: off, on, pump-off, pump-on) and lightsleeps when each nap began."""
    fw, rom, _ = files()
    fw = firmware or fw
    with tempfile.TemporaryDirectory(prefix="pico-run-") as tmp:
        out = os.path.join(tmp, "run.json")
        cmd = ["node", RUNNER, "--firmware", fw, "--bootrom", rom, "--json", out, "--quiet",
               "--timeout", str(timeout)]
        if script is not None:
            path = os.path.join(tmp, "script.py")
            with open(path, "w") as f:
                f.write(script)
            cmd.insert(2, path)
        for d in put:
            cmd += ["--put", d]
        if boot:
            cmd.append("--boot")
        if keys:
            cmd += ["--keys", keys, "--settle", str(settle)]
            if linger is not None:
                cmd += ["--linger", str(linger)]
        if fs_in:
            cmd += ["--fs-in", fs_in]
        if fs_out:
            cmd += ["--fs-out", fs_out]
        if cut_every:
            cmd += ["--cut-every", str(cut_every), "--cut-count", str(cut_count),
                    "--cut-dir", cut_dir]
        if interrupt_at is not None:
            cmd += ["--interrupt-at", str(interrupt_at)]
        if display != "3c":
            cmd += ["--display", display]
        if vsys is not None:
            cmd += ["--vsys", str(vsys)]
        cmd += list(extra)
        env = dict(os.environ, PICO_PYTHON=sys.executable)
        p = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
        if not os.path.exists(out):
            raise RuntimeError("run-pico failed (exit %d):\n%s" % (p.returncode, p.stderr[-3000:]))
        with open(out) as f:
            summary = json.load(f)
        summary["stderr"] = p.stderr
        return summary


def read_file(image, path):
    """The bytes of `path` in a littlefs image of the board's filesystem, or None if absent."""
    with tempfile.TemporaryDirectory(prefix="pico-get-") as tmp:
        out = os.path.join(tmp, "file")
        r = subprocess.run([sys.executable, LFS, "get", image, path, out], capture_output=True,
                           text=True)
        if r.returncode == 3:
            return None
        if r.returncode:
            raise RuntimeError("lfs.py get %s: %s" % (path, r.stderr[-2000:]))
        with open(out, "rb") as f:
            return f.read()


def extract(image, folder):
    """Copy every file and folder of a littlefs image of the board's filesystem into folder."""
    r = subprocess.run([sys.executable, LFS, "extract", image, folder], capture_output=True,
                       text=True)
    if r.returncode:
        raise RuntimeError("lfs.py extract: %s" % r.stderr[-2000:])


def saved_game(image):
    """The game-log lines the save in a filesystem image holds, read as the console reads them
    at boot (app/store/journal.py saved_lines: the main file, then the chunks and journals
    that follow on from it, up to the first line that fails its check), without the checks;
    [] when there is no save."""
    with tempfile.TemporaryDirectory(prefix="pico-fs-") as tmp:
        extract(image, tmp)
        for p in (os.path.join(ROOT, "firmware"), os.path.join(ROOT, "sim", "shim")):
            if p not in sys.path:
                sys.path.insert(0, p)
        from app.store.readback import saved_lines
        path = os.path.join(tmp, SAVE.lstrip("/"))
        if not os.path.exists(path):
            return []
        return list(saved_lines(path))
