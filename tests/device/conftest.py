# Device suite setup: without the emulated Pico's files it is left out with one line saying how to
# get them; else it stages the installs the tests run on, `make flash`'s and the UF2.
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "pico"))
import pico  # noqa: E402

_MISSING = pico.files() is None
# Without a console UF2 the tests on it are left out, with one line too (PICO_UF2 is set by
# make when MICROPYTHON is; the file itself may be built only when the first test asks for it).
_NO_UF2 = not os.environ.get("PICO_UF2")


def pytest_ignore_collect(collection_path, config):
    # One line for the whole suite (tests/conftest.py's pytest_terminal_summary), not one skip
    # per test.
    return _MISSING and collection_path.name.startswith("test_chip_")


def pytest_collection_modifyitems(config, items):
    if not _NO_UF2:
        return
    keep, drop = [], []
    for item in items:
        params = getattr(item, "callspec", None)
        (drop if params and params.params.get("install") == "uf2" else keep).append(item)
    if drop:
        items[:] = keep
        config.hook.pytest_deselected(items=drop)


@pytest.fixture(scope="session")
def tree():
    """The folders `make flash DRIVER=...` copies to the board, built once."""
    return pico.install_tree()


@pytest.fixture(scope="session", params=pico.INSTALLS)
def install(request):
    """The console on the emulated Pico as each install puts it there (pico.Install): "mpy",
    `make flash`'s files on MicroPython's firmware, and "uf2", the one-file firmware."""
    return pico.Install(request.param)
