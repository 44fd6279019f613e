# Game names -> their specs; each game's modules are imported only when it is chosen.

NAMES = ("seven-rocks", "cutthroat", "seven-diamonds")


def get(name):
    """The spec of game `name`; raises ValueError naming the games there are."""
    if name == "seven-rocks":
        from games.seven_rocks_spec import SPEC
        return SPEC
    if name == "cutthroat":
        from games.cutthroat_spec import SPEC
        return SPEC
    if name == "seven-diamonds":
        from games.seven_diamonds_spec import SPEC
        return SPEC
    raise ValueError("unknown game %r: choose one of %s" % (name, ", ".join(NAMES)))
