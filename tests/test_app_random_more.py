# More random-key seeds on CPython only: with tests/core/test_app_random.py, 100,000 presses.
import pytest
from test_app_random import run_random


@pytest.mark.parametrize("seed", [3, 4])
def test_random_keys_more_seeds(seed):
    run_random(seed, 25000)
