# The Settings screen: language, contrast, LED level and sleep time, saved when leaving; the
# self-test and the console's version.
from micropython import const
import version
from app.frame import draw
from app.frame.rows import Rows
from app.frame.ui import CONTRASTS, SETTINGS, SLEEP_MINUTES
from app.lang import text as T

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_SETTINGS = const(3)
_LANGUAGE = const(9)
_CONTRAST = const(10)
_LEDS = const(11)
_BACK = const(32)
_SLEEP = const(71)
_MINUTES = const(72)
_NEVER = const(73)
_SELF_TEST = const(80)

# The version row has no label (its text is the version alone): no string number either.
VERSION = const(-1)
# The rows, in order.
ROWS = (_LANGUAGE, _CONTRAST, _LEDS, _SLEEP, _SELF_TEST, VERSION, _BACK)


def version_text(number, commit):
    """The version row for version `number` built from `commit` (version.py's VERSION and
    COMMIT): 'v0.1.0 576856b', in a row's 16 characters. A commit past a tag keeps only its
    hash (v0.9.0-3-g576856b: 576856b), and one built from changed files is marked *
    (576856b-dirty: 576856b*)."""
    dirty = commit.endswith("-dirty")
    if dirty:
        commit = commit[:-6]
    k = commit.rfind("-g")
    if k >= 0:
        commit = commit[k + 2:]
    return ("v%s %s%s" % (number, commit, "*" if dirty else ""))[:draw.COLS]


class Settings(Rows):
    """Language, contrast, LED level and sleep time, saved when leaving; the self-test; the
    version (read only)."""

    MODE = SETTINGS

    def enter(self):
        """Show the rows, the cursor on the first."""
        self.enter_rows(ROWS)

    def change(self, row, step):
        """Step the language, contrast, LED level or sleep time by step."""
        app = self.app
        if row == _LANGUAGE:
            app.lang = (app.lang + step) % len(T.CODES)
            app.L = T.load(app.lang)
        elif row == _CONTRAST:
            app.contrast = min(5, max(0, app.contrast + step))
            app.fb.contrast(CONTRASTS[app.contrast])
        elif row == _LEDS:
            app.leds = min(5, max(0, app.leds + step))
        elif row == _SLEEP:
            app.sleep = min(len(SLEEP_MINUTES) - 1, max(0, app.sleep + step))
        else:
            return  # the self-test and the version have nothing to step
        app.dirty = True

    def leave(self):
        """Save the settings and go back to the menu."""
        self.app.save_settings()
        self.app.home()

    def choose(self, row):
        """Back leaves; A on Self-test opens it; A on a setting steps it."""
        if row == _BACK:
            self.leave()
        elif row == _SELF_TEST:
            self.app.push(self.app.named("selftest")).enter()
        else:
            self.change(row, 1)

    def _text(self, row):
        app = self.app
        L = app.L
        if row == _LANGUAGE:
            return draw.pair(L.S[row], T.NAMES[app.lang])
        if row == _CONTRAST:
            return draw.pair(L.S[row], str(app.contrast))
        if row == _LEDS:
            return draw.pair(L.S[row], str(app.leds))
        if row == _SLEEP:
            minutes = SLEEP_MINUTES[app.sleep]
            return draw.pair(L.S[row], L.S[_MINUTES] % minutes if minutes else L.S[_NEVER])
        if row == VERSION:
            return version_text(version.VERSION, version.COMMIT)
        return L.S[row]

    def draw(self, fb):
        self.draw_rows(fb, self.app.L.S[_SETTINGS], [self._text(r) for r in self.rows])
