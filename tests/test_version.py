# The console's version module: tools/version.py writes the project's version and the commit into
# it for each install, and the source tree's fallback carries the same version.
import os
import shutil
import subprocess
import sys

import version as source_version
from tools import version as tool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _module(path):
    scope = {}
    with open(path) as f:
        exec(compile(f.read(), path, "exec"), scope)
    return scope


def _write(root, out, install):
    return subprocess.run([sys.executable, os.path.join(root, "tools", "version.py"), str(out),
                           install], cwd=root, capture_output=True, text=True)


def test_the_source_trees_version_is_pyprojects_and_names_no_commit():
    assert source_version.VERSION == tool.project_version()
    assert (source_version.COMMIT, source_version.INSTALL) == ("unknown", "source tree")
    assert source_version.describe() == ("Seven Rocks console %s (commit unknown, source tree)"
                                         % tool.project_version())


def test_a_build_records_the_version_the_commit_and_the_install(tmp_path):
    out = tmp_path / "gen" / "version.py"
    r = _write(ROOT, out, "UF2")
    assert r.returncode == 0 and r.stdout == "", r.stderr
    described = subprocess.run(["git", "describe", "--always", "--dirty", "--abbrev=7"],
                               cwd=ROOT, capture_output=True, text=True).stdout.strip()
    m = _module(str(out))
    assert (m["VERSION"], m["COMMIT"], m["INSTALL"]) == (tool.project_version(), described,
                                                         "UF2")
    assert m["describe"]() == "Seven Rocks console %s (commit %s, UF2)" % (m["VERSION"],
                                                                           described)
    r = subprocess.run([sys.executable, "tools/version.py", "--describe", str(out)], cwd=ROOT,
                       capture_output=True, text=True)
    assert r.stdout == m["describe"]() + "\n"


def test_the_module_is_rewritten_only_when_what_it_says_changes(tmp_path):
    out = tmp_path / "version.py"
    assert _write(ROOT, out, "make flash").returncode == 0
    os.utime(out, (1000000000, 1000000000))
    assert _write(ROOT, out, "make flash").returncode == 0
    assert os.stat(out).st_mtime == 1000000000, "rewritten though nothing changed: make rebuilds"
    assert _write(ROOT, out, "UF2").returncode == 0
    assert os.stat(out).st_mtime != 1000000000 and _module(str(out))["INSTALL"] == "UF2"


def test_outside_git_the_commit_is_unknown(tmp_path):
    # A copy of the three files it reads, in a folder that is no git work tree.
    for rel in ("pyproject.toml", "firmware/version.py", "tools/version.py"):
        os.makedirs(tmp_path / os.path.dirname(rel), exist_ok=True)
        shutil.copy(os.path.join(ROOT, rel), tmp_path / rel)
    out = tmp_path / "version.py"
    r = _write(str(tmp_path), out, "make flash")
    assert r.returncode == 0, r.stderr
    assert _module(str(out))["COMMIT"] == "unknown"


def test_a_pyproject_without_a_version_or_a_bad_install_stops_in_one_line(tmp_path):
    for rel in ("firmware/version.py", "tools/version.py"):
        os.makedirs(tmp_path / os.path.dirname(rel), exist_ok=True)
        shutil.copy(os.path.join(ROOT, rel), tmp_path / rel)
    (tmp_path / "pyproject.toml").write_text('[tool.ruff]\nversion = "9"\n')
    r = _write(str(tmp_path), tmp_path / "v.py", "UF2")
    assert r.returncode == 1 and "no version in pyproject.toml's [project] table" in r.stderr
    r = _write(ROOT, tmp_path / "v.py", "flash")
    assert r.returncode == 1 and "usage:" in r.stderr
