# pytest setup: firmware/, the shim, tests/core/, tools/ and the root on sys.path; hypothesis.
import os
import sys

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
