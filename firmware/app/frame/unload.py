# A game's code out of memory once it is over, the menu's while a game is played: the modules
# dropped, so the collector frees them.
"""A game's modules are imported when it starts (its spec, engine, AIs, screens, the match and
its save). The frame loop calls games() when no game is in progress or saved (App.home,
App.start): their modules leave sys.modules and their packages, nothing refers to them then,
and the heap they held is free (on the .mpy install the bytecode itself; frozen, the function
and class objects). The next game imports its own again. The other way round, menus() lets the
menu's screens go while a game is played (App.leave_menus); the menu imports them again when
it is back. docs/bench.md, "Memory on the chip"."""
import gc
import sys

# A game's modules: under these packages (by the names games/registry.py gives them, and what
# they import there), the tiles or the cards (only the dominoes or Seven of Diamonds use them:
# kept, the cards stayed loaded through every later Cutthroat game), the match and its save (the
# boot imports those only to resume one), and the records a game's end adds to (the Records
# screen imports them again, and holds them), and the small files' reader they and the boot's
# settings use ...
CODE = ("games.", "ai.", "app.game.", "core.tiles", "core.cards")
STORE = ("match", "match_log", "app.store.session", "app.store.journal", "app.store.readback",
         "app.store.restore", "app.store.past", "app.store.records", "app.store.stored")
# ... except these, whose classes or functions the menu's screens use (Past games' Moves) or
# which they import: the registry, the AI levels, the game list.
SHARED = ("games.registry", "ai.levels", "app.game.views", "app.game.recap")

# Reading a log or a save back (a resume, a past game's moves, a game's end keeping its log): a
# game in play never needs them, so a save resumed at boot lets them go (app/frame/boot.py).
READERS = ("match_log", "app.store.readback", "app.store.restore", "games.domino_read",
           "games.seven_diamonds_read")

# What a game's end leaves behind once its seats are let go (App.ended): the AIs' code, which
# the end screen never runs, and what keeping its log and counting it in the records import.
ENDED = ("app.store.past", "app.store.readback", "app.store.records", "app.store.stored")

_MODULE = type(sys)


# The menu's screens leave memory while a game is played (App.leave_menus), all but the pause
# menu, which the game shows.
MENUS = "app.screens."
PLAYED = "app.screens.pause"


def game_code(name):
    """Whether module `name` is one of a game's (CODE or STORE, not SHARED)."""
    return (name.startswith(CODE) or name in STORE) and name not in SHARED


def menu_code(name):
    """Whether module `name` is one of the menu's screens (under MENUS, not PLAYED)."""
    return name.startswith(MENUS) and name != PLAYED


def loaded():
    """The names of the game and menu modules loaded now."""
    return [m for m in sys.modules if game_code(m) or menu_code(m)]


def games(keep):
    """Drop the game modules loaded, but those named in keep (imported before the app, by a
    front-end or a test that may have patched them), from sys.modules and their packages, and
    collect. Only while no game is in progress or saved: their objects use that code."""
    _drop(game_code, keep)


def menus(keep):
    """Drop the menu's screen modules loaded, but those named in keep, as games() does. Only
    while none of their screens is on the stack or kept."""
    _drop(menu_code, keep)


def readers(keep):
    """Drop the log and save readers loaded (READERS), but those named in keep, as games() does.
    A game may be in progress: nothing of it uses them."""
    _drop(_reader, keep)


def _reader(name):
    return name in READERS


def ended(keep):
    """Drop the AIs' modules (but the SHARED ones) and ENDED, but those named in keep, as
    games() does. Only once the game's seats are let go: a game over uses none of them."""
    _drop(_ended, keep)


def _ended(name):
    return (name.startswith("ai.") and name not in SHARED) or name in ENDED


def module(name):
    """Drop module `name` if it is loaded, as games() does (a language's table or its Rules
    pages once read)."""
    if name in sys.modules:
        _drop(lambda m: m == name, ())


def _drop(kind, keep):
    mods = sys.modules
    drop = [m for m in mods if kind(m) and m not in keep]
    if not drop:
        return
    # A module that stays may hold one of them (Past games holds app.store.past, which holds
    # match): that one stays too, or the next game would import a second copy of it. (A
    # package holds its submodules too: those references go below.)
    held = True
    while held:
        held = False
        for name in mods:
            names = getattr(mods[name], "__dict__", None) if name not in drop else None
            for v in (names.values() if names else ()):
                if (type(v) is _MODULE and v.__name__ in drop
                        and not v.__name__.startswith(name + ".")):
                    drop.remove(v.__name__)
                    held = True
    for name in drop:
        del mods[name]
        if "." in name:
            # An import also sets the module on its package: that reference goes as well.
            parent, leaf = name.rsplit(".", 1)
            if hasattr(mods[parent], leaf):
                delattr(mods[parent], leaf)
    gc.collect()
