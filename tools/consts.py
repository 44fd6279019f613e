# The firmware's private constants by name, read from its source (tests on both runtimes use it).
#
# mpy-cross folds `_NAME = const(n)` into the code, so a test cannot read them as attributes, and
# a public name would cost the .mpy install a qstr for good.
import re

PRIVATE = re.compile(r"^_([A-Z][A-Z0-9_]*) = const\((-?\d+)\)")


def firmware(rel):
    """The path of rel (e.g. "app/frame/ui.py") in the firmware folder beside this one."""
    here = globals().get("__file__", "").replace("\\", "/")
    tools = here[: here.rindex("/")] if "/" in here else "tools"
    return (tools[: tools.rindex("/") + 1] if "/" in tools else "") + "firmware/" + rel


def read(path):
    """{NAME: value} of the `_NAME = const(integer)` lines of the source file at path."""
    found = {}
    with open(path) as f:
        for line in f:
            m = PRIVATE.match(line)
            if m:
                found[m.group(1)] = int(m.group(2))
    return found


def of(module, *names):
    """The values of names (without their underscore) in a firmware module ("app.frame.ui"), in
    order; KeyError naming the module and the name when it has no such constant."""
    found = read(firmware(module.replace(".", "/") + ".py"))
    out = []
    for name in names:
        if name not in found:
            raise KeyError("%s has no constant _%s = const(integer)" % (module, name))
        out.append(found[name])
    return out[0] if len(out) == 1 else tuple(out)
