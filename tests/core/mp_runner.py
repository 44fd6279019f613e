# Runs the tests/core/test_*.py functions on MicroPython or CPython; prints "N passed, M failed".
# usage: node tools/mpy.mjs tests/core/mp_runner.py [SUBSTRING ...]
#    or: python3 tests/core/mp_runner.py [SUBSTRING ...]
# A test runs if "module.test_name" contains any SUBSTRING (all tests when none given).
import os
import sys

try:
    import gc
except ImportError:
    gc = None


def _test_dir():
    f = globals().get("__file__", "").replace("\\", "/")
    if "/" in f:
        return f[: f.rindex("/")] or "/"
    return "tests/core"


def _print_exc(e):
    if hasattr(sys, "print_exception"):  # MicroPython
        sys.print_exception(e, sys.stdout)
    else:
        import traceback
        traceback.print_exception(type(e), e, e.__traceback__, file=sys.stdout)


def main(argv):
    here = _test_dir()
    root = here[: -len("/tests/core")] if here.endswith("/tests/core") else "."
    for p in (root + "/tools", root + "/firmware", here):
        if p not in sys.path:
            sys.path.insert(0, p)
    filters = argv[1:]
    passed = 0
    failed = 0
    for fname in sorted(os.listdir(here)):
        if not (fname.startswith("test_") and fname.endswith(".py")):
            continue
        modname = fname[:-3]
        try:
            mod = __import__(modname)
        except Exception as e:
            if filters and not [s for s in filters if s in modname]:
                continue
            failed += 1
            print("FAIL %s (import)" % modname)
            _print_exc(e)
            continue
        for name in sorted(dir(mod)):
            if not name.startswith("test_"):
                continue
            fn = getattr(mod, name)
            if not callable(fn) or isinstance(fn, type):
                continue
            full = modname + "." + name
            if filters and not [s for s in filters if s in full]:
                continue
            try:
                fn()
                passed += 1
            except Exception as e:
                failed += 1
                print("FAIL " + full)
                _print_exc(e)
        if gc:
            gc.collect()
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
