# The console's version, the commit it was built from and how it was installed: builds replace it.
"""VERSION is the project's version (pyproject.toml), COMMIT the commit it was built from (git
describe; "unknown" outside git) and INSTALL how the app got onto the board. `make flash` and
`make uf2` install, in this module's place, a copy tools/version.py writes with the build's
values (INSTALL "make flash" or "UF2"); this file itself is what the source tree says, where the
simulator and the tests run it and no build recorded a commit."""
VERSION = "0.1.0"
COMMIT = "unknown"
INSTALL = "source tree"


def describe():
    """The line the console prints on its serial port at boot, and make flash / make uf2 print:
    'Seven Rocks console 0.1.0 (commit 1a2b3c4, UF2)'."""
    return "Seven Rocks console %s (commit %s, %s)" % (VERSION, COMMIT, INSTALL)
