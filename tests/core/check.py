# Assertion helpers for tests/core, on CPython (pytest) and MicroPython 1.27 (mp_runner.py).
import os

try:
    import json
except ImportError:  # very old MicroPython ports
    import ujson as json


def _root():
    # This file is ROOT/tests/core/check.py. MicroPython has no os.path, so plain string ops.
    f = globals().get("__file__", "")
    f = f.replace("\\", "/")
    if f.startswith("/") or (len(f) > 2 and f[1] == ":"):
        parts = f.split("/")
        if len(parts) >= 4 and parts[-2] == "core" and parts[-3] == "tests":
            return "/".join(parts[:-3]) or "/"
    # Relative __file__ (e.g. mpremote mount): the runner chdirs to the repo root first.
    return os.getcwd()


ROOT = _root()


class CheckFailed(AssertionError):  # noqa: N818 (pytest's failure, as AssertionError)
    pass


def _short(v, limit=300):
    r = repr(v)
    if len(r) > limit:
        r = r[: limit - 20] + " ... " + r[-15:]
    return r


def _where(what):
    return (what + ": ") if what else ""


def fail(msg, what=""):
    raise CheckFailed(_where(what) + msg)


def eq(actual, expected, what=""):
    """Fail unless actual == expected; for sequences/dicts also say where they first differ."""
    if actual == expected:
        return
    msg = "expected " + _short(expected) + ", got " + _short(actual)
    if isinstance(actual, (list, tuple)) and isinstance(expected, (list, tuple)):
        n = min(len(actual), len(expected))
        for i in range(n):
            if actual[i] != expected[i]:
                msg += "\n  first difference at [%d]: expected %s, got %s" % (
                    i, _short(expected[i]), _short(actual[i]))
                break
        else:
            msg += "\n  lengths differ: expected %d, got %d" % (len(expected), len(actual))
    elif isinstance(actual, dict) and isinstance(expected, dict):
        for k in sorted(set(actual) | set(expected), key=repr):
            if k not in actual:
                msg += "\n  missing key %s" % _short(k)
            elif k not in expected:
                msg += "\n  unexpected key %s" % _short(k)
            elif actual[k] != expected[k]:
                msg += "\n  key %s: expected %s, got %s" % (
                    _short(k), _short(expected[k]), _short(actual[k]))
            else:
                continue
            break
    raise CheckFailed(_where(what) + msg)


def true(cond, what=""):
    """Fail unless cond is truthy."""
    if not cond:
        raise CheckFailed(_where(what) + "expected a true value, got " + _short(cond))


def raises(exc_type, fn, *args, **kwargs):
    """Call fn(*args, **kwargs); fail unless it raises exc_type (or a subclass). Returns the
    exception."""
    try:
        fn(*args, **kwargs)
    except exc_type as e:
        return e
    except Exception as e:
        raise CheckFailed("expected %s, but %s raised %s" % (
            getattr(exc_type, "__name__", exc_type), _name(fn), _short(e)))
    raise CheckFailed("expected %s, but %s raised nothing" % (
        getattr(exc_type, "__name__", exc_type), _name(fn)))


def _name(fn):
    return getattr(fn, "__name__", None) or repr(fn)


def path(relpath):
    """Absolute path of a repo file, e.g. path("seeds/x.json")."""
    return ROOT.rstrip("/") + "/" + relpath.lstrip("/")


def load_json(relpath):
    """Parse a JSON file given relative to the repo root (e.g. "seeds/vectors.json")."""
    with open(path(relpath)) as f:
        return json.load(f)
