# Builds the browser console (make web): build/web/ with the page, the MicroPython VM, the firmware.
#
#   python3 tools/web_build.py [OUT_DIR]        (default build/web)
#
# OUT_DIR is a static folder any http server can serve (module scripts do not load from file://):
#   index.html, style.css, console.js    the page (web/)
#   micropython.mjs, micropython.wasm    the VM, copied from the npm package `make node` installs
#   firmware.json                        {"files": {VM path: text}}: the firmware's .py files, the
#                                        web's own (web/board.py, web/page.py) and the display and
#                                        LEDs it shares with the simulator (sim/devices.py, as
#                                        /web/devices.py), which the page writes into the VM's file
#                                        system at start
# The firmware's board.py (machine, I2C), main.py (the Pico's boot) and manifest.py (frozen
# builds) are left out: on the page the board is web/board.py and the loop is the page's.
import json
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VM_DIR = os.path.join(ROOT, "tools", "node_modules", "@micropython",
                      "micropython-webassembly-pyscript")
VM_FILES = ("micropython.mjs", "micropython.wasm")
PAGE_FILES = ("index.html", "style.css", "console.js")
FIRMWARE_LEFT_OUT = ("board.py", "main.py", "manifest.py")
BUNDLE = "firmware.json"
# The simulator's files web/board.py imports, by the VM path they get: beside it, on the page's
# sys.path ('/web' first).
SHARED = {"sim/devices.py": "/web/devices.py"}


def python_files(top, left_out=()):
    """The .py files under ROOT/top as sorted repository-relative paths ('firmware/match.py'),
    skipping __pycache__ and the top-level names in left_out."""
    out = []
    base = os.path.join(ROOT, top)
    for folder, dirs, files in os.walk(base):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in files:
            rel = os.path.relpath(os.path.join(folder, name), ROOT).replace(os.sep, "/")
            if name.endswith(".py") and not (folder == base and name in left_out):
                out.append(rel)
    return sorted(out)


def bundle():
    """The firmware.json object: every file the page writes into the VM, by its VM path
    ('/firmware/app/frame/ui.py', '/web/board.py', '/web/devices.py')."""
    paths = {rel: "/" + rel for rel in python_files("firmware", FIRMWARE_LEFT_OUT)
             + python_files("web")}
    paths.update(SHARED)
    files = {}
    for rel, vm_path in sorted(paths.items()):
        with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
            files[vm_path] = f.read()
    return {"files": files}


def build(out):
    """Write the whole site into `out` (replacing what an earlier build left there). Raises
    SystemExit with one line when the VM is not installed or `out` is not a build folder."""
    missing = [n for n in VM_FILES if not os.path.isfile(os.path.join(VM_DIR, n))]
    if missing:
        raise SystemExit("web_build: the MicroPython VM is not installed (%s missing); run "
                         "`make node`" % ", ".join(missing))
    if os.path.exists(out):
        if os.listdir(out) and not os.path.isfile(os.path.join(out, BUNDLE)):
            raise SystemExit("web_build: %s is not empty and holds no %s: not a folder this "
                             "script built, so it is left alone" % (out, BUNDLE))
        shutil.rmtree(out)
    os.makedirs(out)
    for name in PAGE_FILES:
        shutil.copyfile(os.path.join(ROOT, "web", name), os.path.join(out, name))
    for name in VM_FILES:
        shutil.copyfile(os.path.join(VM_DIR, name), os.path.join(out, name))
    data = bundle()
    with open(os.path.join(out, BUNDLE), "w", encoding="utf-8") as f:
        json.dump(data, f, separators=(",", ":"), sort_keys=True)
    return len(data["files"])


def main(argv):
    """Build into argv[0] (default build/web) and say what was written."""
    if len(argv) > 1:
        raise SystemExit("usage: python3 tools/web_build.py [OUT_DIR]")
    out = argv[0] if argv else os.path.join(ROOT, "build", "web")
    n = build(out)
    print("%s: the page, the VM and %d Python files" % (os.path.relpath(out), n))


if __name__ == "__main__":
    main(sys.argv[1:])
