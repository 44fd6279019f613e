# pytest setup: firmware/, the shim, tests/core/, tools/ and the root on sys.path; hypothesis.
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _p in (ROOT, os.path.join(ROOT, "sim", "shim"), os.path.join(ROOT, "tools"),
           os.path.join(ROOT, "tests", "core"), os.path.join(ROOT, "firmware")):
    if _p not in sys.path:
        sys.path.insert(0, _p)

try:
    from hypothesis import settings
except ImportError:  # hypothesis is optional for tests/core (it never runs on MicroPython)
    settings = None
if settings is not None:
    # 2-core CI machines have noisy timing: no per-example deadline there.
    settings.register_profile("ci", deadline=None, print_blob=True)
    if os.environ.get("CI"):
        settings.load_profile("ci")


# The tests that run make on the real build/ folder (make flash, mpy, uf2, logs) or the emulated
# chip on what it built share build/mpy, build/driver and build/gen, so under make test's two
# workers (`pytest -n 2 --dist loadgroup`) they run in one worker, one after another, while the
# other takes the rest. Theirs is the largest group, so xdist hands it out first.
_SHARED_BUILD = ("test_flash.py", "test_make_logs.py", "test_uf2.py")


def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.path.parent.name == "device" or item.path.name in _SHARED_BUILD:
            item.add_marker(pytest.mark.xdist_group("build"))


def _runs_device(config):
    """True when the paths pytest was given take in tests/device."""
    device = os.path.join(ROOT, "tests", "device")
    for arg in config.args:
        path = os.path.join(str(config.invocation_params.dir), arg.split("::")[0])
        path = os.path.abspath(path)
        if path == device or device.startswith(path + os.sep) or path.startswith(device + os.sep):
            return True
    return False


def pytest_terminal_summary(terminalreporter, config):
    # Here, not in tests/device/conftest.py: under pytest -n the process that writes the summary
    # collects nothing, so it loads that conftest only when given tests/device itself.
    if not _runs_device(config):
        return
    tools_pico = os.path.join(ROOT, "tools", "pico")
    if tools_pico not in sys.path:
        sys.path.insert(0, tools_pico)
    import pico

    if pico.files() is None:
        terminalreporter.write_line("tests/device skipped: " + pico.MISSING)
    elif not os.environ.get("PICO_UF2"):
        terminalreporter.write_line("tests/device on the UF2 skipped: " + pico.UF2_MISSING)
