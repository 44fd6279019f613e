# Outside opponents for the AI levels, written from docs/rules.md: heuristics, a search, a ceiling.
#
# Nothing here is read from firmware/ai/ beyond the seat interface (an agent is made with a seed
# and answers choose(obs) with a legal action). The games run on the firmware engines through
# match.Match, as `python -m sim tournament` plays them; `python -m tools.gauntlet` (or `make
# strength`) plays every level against every opponent and prints one table (docs/ai.md,
# "Gauntlet").
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The firmware imports `micropython`; the simulator's shim provides it on CPython.
for _p in (os.path.join(ROOT, "sim", "shim"), os.path.join(ROOT, "firmware"), ROOT):
    if _p not in sys.path:
        sys.path.insert(0, _p)
