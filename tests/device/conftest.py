# Device suite setup: skips with one line when the emulated Pico's files are not set, else stages what `make flash` installs.
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "pico"))
import pico  # noqa: E402


def pytest_collection_modifyitems(config, items):
    if pico.files() is not None:
        return
    skip = pytest.mark.skip(reason=pico.MISSING)
    for item in items:
        if os.sep + "device" + os.sep in str(item.fspath):
            item.add_marker(skip)


@pytest.fixture(scope="session")
def tree():
    """The folders `make flash DRIVER=...` copies to the board, built once."""
    return pico.install_tree()
