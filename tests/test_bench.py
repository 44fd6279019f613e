# The bench's own arithmetic: AI decision times on CPython are never reported with a mean above the
# max (issue 11 F2).
import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.parametrize("game", ["seven-rocks", "cutthroat", "seven-diamonds"])
def test_ai_bench_mean_is_never_above_its_max(game):
    r = subprocess.run([sys.executable, "tools/ai_bench.py", game, "6"], cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    levels = json.loads(r.stdout)["levels"]
    for level, d in levels.items():
        assert 0 < d["us_mean"] <= d["us_max"], (level, d)
