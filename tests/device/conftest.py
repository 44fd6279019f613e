# Device suite setup: without the emulated Pico's files it is left out with one line saying how to
# get them; else it stages what `make flash` installs.
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "pico"))
import pico  # noqa: E402

_MISSING = pico.files() is None


def pytest_ignore_collect(collection_path, config):
    # One line for the whole suite (pytest_terminal_summary), not one skip per test.
    return _MISSING and collection_path.name.startswith("test_chip_")


def pytest_terminal_summary(terminalreporter):
    if _MISSING:
        terminalreporter.write_line("tests/device skipped: " + pico.MISSING)


@pytest.fixture(scope="session")
def tree():
    """The folders `make flash DRIVER=...` copies to the board, built once."""
    return pico.install_tree()
