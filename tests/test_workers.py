# make test's two workers: every test file that builds in build/ is in the one group run in order.
import importlib.util
import os
import re

TESTS = os.path.dirname(os.path.abspath(__file__))
# A make run on a target that writes build/mpy, build/driver, build/gen or the UF2.
_BUILDS = re.compile(r'\["make"[^\]]*"(flash|mpy|driver|uf2|logs)"')


def _shared_build():
    spec = importlib.util.spec_from_file_location("tests_conftest",
                                                  os.path.join(TESTS, "conftest.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return set(module._SHARED_BUILD)


def test_every_test_file_that_runs_make_on_build_is_in_the_shared_group():
    building = set()
    for name in sorted(os.listdir(TESTS)):
        if name.startswith("test_") and name.endswith(".py"):
            with open(os.path.join(TESTS, name)) as f:
                if _BUILDS.search(f.read()):
                    building.add(name)
    # The files known to build (the pattern still finds them), all in the group.
    assert {"test_flash.py", "test_make_logs.py", "test_uf2.py"} <= building
    assert building <= _shared_build(), building - _shared_build()
