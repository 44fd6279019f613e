# Writes the firmware's version module for a build (make mpy, make uf2): the project's version and
# the commit.
"""usage: python3 tools/version.py OUT.py "make flash"|UF2   write OUT.py (unless it says this
                                                           already, so make rebuilds nothing)
       python3 tools/version.py --describe FILE.py        print FILE.py's describe() line

OUT.py is firmware/version.py with VERSION from pyproject.toml's [project] table, COMMIT from
`git describe --always --dirty` ("unknown" outside a git work tree, or without git) and INSTALL
as given."""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INSTALLS = ("make flash", "UF2")


def project_version(root=ROOT):
    """The version in pyproject.toml's [project] table."""
    with open(os.path.join(root, "pyproject.toml")) as f:
        text = f.read()
    m = re.search(r'^\[project\]$(?:(?!^\[).)*?^version\s*=\s*"([^"]+)"', text, re.M | re.S)
    if not m:
        raise SystemExit("tools/version.py: no version in pyproject.toml's [project] table")
    return m.group(1)


def commit(root=ROOT):
    """`git describe --always --dirty` of root's work tree, or "unknown" outside git."""
    try:
        r = subprocess.run(["git", "describe", "--always", "--dirty", "--abbrev=7"], cwd=root,
                           capture_output=True, text=True)
    except OSError:  # no git at all
        return "unknown"
    return r.stdout.strip() if r.returncode == 0 and r.stdout.strip() else "unknown"


def module_text(install, root=ROOT):
    """firmware/version.py with this build's VERSION, COMMIT and INSTALL."""
    with open(os.path.join(root, "firmware", "version.py")) as f:
        text = f.read()
    values = {"VERSION": project_version(root), "COMMIT": commit(root), "INSTALL": install}
    for name, value in values.items():
        text, n = re.subn(r"^%s = .*$" % name, "%s = %s" % (name, json.dumps(value)), text,
                          count=1, flags=re.M)
        if n != 1:
            raise SystemExit("tools/version.py: firmware/version.py has no line %s = ..." % name)
    return text


def describe(path):
    """The describe() line of the version module at path, run on CPython."""
    scope = {}
    with open(path) as f:
        exec(compile(f.read(), path, "exec"), scope)
    return scope["describe"]()


def main(argv):
    if len(argv) == 2 and argv[0] == "--describe":
        print(describe(argv[1]))
        return
    if len(argv) != 2 or argv[1] not in INSTALLS:
        raise SystemExit(__doc__)
    out, install = argv
    text = module_text(install)
    try:
        with open(out) as f:
            if f.read() == text:
                return
    except OSError:
        pass
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with open(out, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main(sys.argv[1:])
