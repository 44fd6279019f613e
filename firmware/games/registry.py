# Game names -> their specs; each game's modules are imported only when it is chosen.
#
# A game registers itself by its name alone: game "foo-bar" is games/foo_bar.py (the engine),
# games/foo_bar_spec.py (SPEC: settings, AI levels, log lines), ai/foo_bar.py (NormalAI),
# ai/foo_bar_hard.py (HardAI, if "hard" is among its levels) and app/game/view_foo_bar.py
# (its screens). docs/adding-a-game.md lists what else a new game brings.

NAMES = ("seven-rocks", "cutthroat", "seven-diamonds")


def module(name):
    """The module-name form of game `name`: "seven-rocks" -> "seven_rocks"."""
    return name.replace("-", "_")


def get(name):
    """The spec of game `name`; raises ValueError naming the games there are."""
    if name not in NAMES:
        raise ValueError("unknown game %r: choose one of %s" % (name, ", ".join(NAMES)))
    m = module(name) + "_spec"
    return getattr(__import__("games." + m), m).SPEC
