# What the app runs only at boot or after a failure: the settings file read, the save resumed.
"""App imports this module for those moments and lets it go again (unload.module): a game in
play, or the menu, never runs it, and on the .mpy install its bytecode would be RAM held for
nothing (docs/bench.md, "Memory on the chip")."""
import os
from micropython import const
from app.frame import unload

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_SAVE_BAD = const(22)
_SET_ASIDE = const(23)
_FAILED = const(47)
_SAVE_CHECK = const(66)


def settings(app, limits):
    """Set app's language, contrast, LED level and sleep time from the settings file, exactly as
    App.save_settings writes it: each a whole number below its count in limits, which the
    Settings screen can set (3.0 or true is none: they pass `in (0, 1, ...)` and then fail as an
    index). Any other file is damaged: the defaults stay and the file is set aside
    (app/store/stored.py). A file from before the sleep setting has no "sleep": it keeps the
    default."""
    from app.store import stored
    d = stored.read(app.board.SETTINGS_PATH, lambda d: stored.levels(d, limits))
    if d is not None:
        app.lang = d.get("lang", app.lang)
        app.contrast = d.get("contrast", app.contrast)
        app.leds = d.get("leds", app.leds)
        app.sleep = d.get("sleep", app.sleep)


def resume(app):
    """Offer the save found at boot by Continue, or say why it was set aside, then the menu.
    app.save_error is the SaveError (English, for logs and front-ends), or None; the screen
    says it in the player's language."""
    app.save_error = None
    try:
        os.stat(app.path)
    except OSError:
        app.home()
        return
    # Imported only now: with no save, a game's start imports the store (unload.STORE).
    from app.store.readback import set_aside
    from app.store import restore
    try:
        app.saved = restore.resume(app.path)
    except restore.SaveError as e:
        app.saved = None
        app.save_error = e
        set_aside(app.path)
        L = app.L
        app.message([L.S[_SAVE_BAD], L.S[_SET_ASIDE], "", L.S[_SAVE_CHECK + e.reason]])
        return
    # The game is read back: the readers are not kept in memory while it is played.
    unload.readers(app.foreign)
    app.home()


def failed(app, e):
    """After exception e escaped a frame: drop the game on screen (its state may be half
    changed), offer the saved game again when the save still resumes (it is never deleted or
    set aside here), and show one line; A goes back to the menu."""
    app.error = e
    app.flash = 0
    # A saved game already resumed and untouched (the failure came from a menu, or again from
    # this very message) is kept: replaying the save again would be slow for nothing.
    if app.play is not None or app.saved is None:
        from app.store import restore
        app.play = None
        app.saved = None
        try:
            os.stat(app.path)
            app.saved = restore.resume(app.path)
        except Exception:  # a save that does not resume stays as it is
            app.saved = None
        unload.readers(app.foreign)  # (as at boot: not kept while the game is played)
    app.message(["", "", app.L.S[_FAILED]])
