# The console's screens by name: how the frame loop and the screens reach one another.
#
# A screen module never imports another screen module, nor the frame loop a screen: each asks
# App.named("rules") (or find("start") for what is not a screen), and the module is imported
# on first use, by its name here (micro-gui's screen registry). So no two app modules import
# each other, each screen can be read and changed alone, and a screen's code takes RAM only
# once it has been shown.

# name -> (module under app, what in it)
_WHERE = {
    "menu": ("screens.menu", "Menu"),
    "message": ("screens.menu", "Message"),
    "settings": ("screens.settings", "Settings"),
    "rules": ("screens.rules", "Rules"),
    "records": ("screens.records", "Records"),
    "past": ("screens.past", "PastGames"),
    "setup": ("screens.setup", "Setup"),
    "pause": ("screens.pause", "Pause"),
    "selftest": ("screens.selftest", "SelfTest"),
    "play": ("game.play", "Play"),
    "start": ("game.play", "start"),
}


def find(name):
    """The screen class (or function) registered as `name`; KeyError for a name not here."""
    where, what = _WHERE[name]
    m = __import__("app." + where)
    for part in where.split("."):
        m = getattr(m, part)
    return getattr(m, what)
