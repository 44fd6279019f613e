# The UI's string numbers by name, read from the table in firmware/app/lang/text.py (the firmware
# keeps them as private constants, so they are no attributes there): `text_ids.HINT` is 44.
# Runs on CPython and MicroPython alike (the tests import it on both).
import re

import consts


def read(path):
    """{name: number} from the numbered comment lines of a text table at path; ValueError naming
    the line when a number is out of order, so a mistyped table cannot pass unseen."""
    found = {}
    line_re = re.compile(r"^#\s+(\d+) ([A-Z][A-Z0-9_]*)")
    with open(path) as f:
        for i, line in enumerate(f):
            m = line_re.match(line)
            if m:
                n = int(m.group(1))
                if n != len(found):
                    raise ValueError("%s line %d: number %d, expected %d"
                                     % (path, i + 1, n, len(found)))
                found[m.group(2)] = n
    return found


NUMBERS = read(consts.firmware("app/lang/text.py"))
globals().update(NUMBERS)
