# Desktop simulator: runs the firmware core on CPython; `python -m sim` is its command line.
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The firmware imports `micropython`; the shim directory provides it on CPython.
for _p in (os.path.join(ROOT, "sim", "shim"), os.path.join(ROOT, "firmware")):
    if _p not in sys.path:
        sys.path.insert(0, _p)
