# firmware/manifest.py freezes what `make flash` copies, plus the port's modules and the driver; the
# version module it freezes is the one make writes for the UF2.
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")


def _flashed():
    """The firmware sources behind the Makefile's MPY_OUT, the tree `make flash` copies."""
    r = subprocess.run(["make", "-s", "--no-print-directory", "-f", "Makefile", "-f", "-",
                        "print-mpy-out"], cwd=ROOT, input="print-mpy-out:\n\t@echo $(MPY_OUT)\n",
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    out = set()
    for path in r.stdout.split():
        assert path.startswith("build/mpy/"), path
        rel = path[len("build/mpy/"):]
        out.add(rel[:-4] + ".py" if rel.endswith(".mpy") else rel)
    return out


def _make_var(name):
    r = subprocess.run(["make", "-s", "--no-print-directory", "-f", "Makefile", "-f", "-",
                        "print-var"], cwd=ROOT, input="print-var:\n\t@echo $(%s)\n" % name,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    return r.stdout.strip()


def _frozen():
    """Run manifest.py as MicroPython's makemanifest does (from firmware/), recording what each
    call freezes: the set of frozen paths, the calls, and the folder each module() took its
    file from."""
    files = set()
    calls = []
    bases = {}

    def module(name, base_path=".", opt=None):
        files.add(name)
        bases[name] = os.path.normpath(os.path.join(FIRMWARE, base_path))

    def package(name, files_=None, base_path=".", opt=None):
        assert files_ is None, "package(%s) lists files: compare them too" % name
        for d, dirs, names in os.walk(os.path.join(FIRMWARE, name)):
            dirs[:] = [x for x in dirs if x != "__pycache__"]
            for n in names:
                if n.endswith(".py"):
                    files.add(os.path.relpath(os.path.join(d, n), FIRMWARE))

    def include(path, **kw):
        calls.append(("include", path))

    def require(name, **kw):
        calls.append(("require", name))

    with open(os.path.join(FIRMWARE, "manifest.py")) as f:
        code = compile(f.read(), "manifest.py", "exec")
    exec(code, {"module": module, "package": package, "include": include, "require": require})
    return files, calls, bases


def test_the_manifest_freezes_every_file_make_flash_copies_and_the_driver():
    files, calls, bases = _frozen()
    flashed = _flashed()
    assert flashed, "the Makefile lists no firmware files"
    assert files == flashed, ("only frozen: %s; only flashed: %s"
                              % (sorted(files - flashed), sorted(flashed - files)))
    # make flash installs micropython-lib's ssd1306 to lib/; the firmware freezes the same
    # package from the checkout's lib/micropython-lib.
    assert ("require", "ssd1306") in calls
    # The port's own frozen modules (neopixel, which board.py imports, among them) stay in.
    assert ("include", "$(PORT_DIR)/boards/manifest.py") in calls


def test_the_uf2_freezes_the_version_module_make_writes_for_it_not_the_source_trees():
    _, _, bases = _frozen()
    written = os.path.join(ROOT, _make_var("VERSION_UF2"))
    assert os.path.join(bases["version.py"], "version.py") == written
    assert all(base == FIRMWARE for name, base in bases.items() if name != "version.py"), bases
