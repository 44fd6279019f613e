# Bring your own bot: the `--seats bot:FILE.py:Class` seats of play, tournament and run.
#
# A bot is a class in a Python file of its own. Each bot seat makes one with
# Class(game, seat, seed) and asks it choose(obs) at each of its turns, with the same observation
# object the console's levels get (ai/levels.py); the answer must be one of the observation's
# legal actions. Only the simulator loads bots: the console's Setup never offers one, and the
# console never resumes a game with a bot seat. docs/ai.md ("Bring your own bot") is the
# interface: the observation's fields and the action numbers of each game.
import importlib.util
import operator
import os
import sys
import traceback

import sim  # noqa: F401  (puts firmware/ on sys.path, where bots import core.tiles and the like)

# More than any seat's legal actions in any game (21 tiles x 2 ends in 2-player Cutthroat).
_BUF = 64


class BotError(ValueError):
    """A bot that could not be loaded or made, or a turn it got wrong; the message is one line
    naming the seat, the bot and what went wrong."""


class BotSeat(tuple):
    """The seat of one bot:FILE.py:Class entry: ("bot", class name) as the log's header names it
    (match.header), with the class that plays it. label is the entry as given, without spaces."""

    def __new__(cls, label, path, bot_class):
        seat = tuple.__new__(cls, ("bot", bot_class.__name__))
        seat.label = label
        seat.path = path
        seat.bot_class = bot_class
        return seat

    def new_agent(self, game, seat, seed):
        """The agent of seat `seat` in `game` (a registry name): the bot made with
        Class(game, seat, seed), its choices checked (match.Match calls this)."""
        who = "seat %d (%s)" % (seat, self.label)
        try:
            bot = self.bot_class(game, seat, seed)
        except Exception as e:
            raise BotError("%s: %s(game, seat, seed) raised %s" % (
                who, self.bot_class.__name__, _error_text(e, self.path)))
        return CheckedBot(bot, who, self.path)


class CheckedBot:
    """A bot at the table: it is asked choose(obs) and its answer is checked against the
    observation's legal actions, so that a wrong answer stops the game in one line naming the
    seat and the bot instead of deep in the engine."""

    def __init__(self, bot, who, path):
        self.bot = bot
        self.who = who
        self.path = path
        self.buf = bytearray(_BUF)

    def choose(self, obs):
        """The bot's action for obs; BotError when it raises or answers with anything but one
        of obs's legal actions."""
        # The legal actions are listed before the bot sees obs, which it may scribble on.
        legal = list(self.buf[:obs.legal_into(self.buf)])
        try:
            a = self.bot.choose(obs)
        except Exception as e:
            raise BotError("%s, hand %d: choose() raised %s"
                           % (self.who, obs.hand, _error_text(e, self.path)))
        # Any whole number will do (a numpy integer too); True and False are not actions.
        try:
            n = None if type(a) is bool else operator.index(a)
        except TypeError:
            n = None
        if n is None or n not in legal:
            raise BotError("%s, hand %d: choose() returned %s, not one of its legal actions %s"
                           % (self.who, obs.hand, _short(a),
                              ", ".join([str(x) for x in legal])))
        return n


class Loader:
    """Makes the seats of bot:FILE.py:Class entries (match_log.parse_seats's bot argument); a file
    named by several seats is loaded once, so its seats share one class."""

    def __init__(self):
        self.modules = {}

    def seat(self, i, text):
        """The BotSeat of seat i's entry bot:TEXT; BotError (one line) for a file that is not
        there or does not load, a class it lacks, or a class with no choose()."""
        label = "bot:" + text
        path, sep, name = text.rpartition(":")
        if not sep or not path or not name:
            raise BotError("seat %d: %r names no file and class: write bot:FILE.py:Class"
                           % (i, label))
        module = self._module(i, path)
        bot_class = getattr(module, name, None)
        if bot_class is None:
            classes = [k for k, v in sorted(vars(module).items())
                       if isinstance(v, type) and getattr(v, "__module__", "") == module.__name__]
            raise BotError("seat %d: bot file %s has no class %r (its classes: %s)"
                           % (i, path, name, ", ".join(classes) or "none"))
        if not isinstance(bot_class, type):
            raise BotError("seat %d: %s in bot file %s is not a class" % (i, name, path))
        if not callable(getattr(bot_class, "choose", None)):
            raise BotError("seat %d: class %s in bot file %s has no choose(obs) method"
                           % (i, name, path))
        return BotSeat(label, path, bot_class)

    def _module(self, i, path):
        key = os.path.realpath(path)
        if key in self.modules:
            return self.modules[key]
        if not os.path.isfile(path):
            why = "is a directory" if os.path.isdir(path) else "no such file"
            raise BotError("seat %d: bot file %s: %s" % (i, path, why))
        # A module name of its own, so two bots both called greedy.py do not replace each other.
        stem = os.path.splitext(os.path.basename(path))[0]
        name = "sim_bot_%d_%s" % (len(self.modules), "".join(
            [c if c.isalnum() else "_" for c in stem]))
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None:
            raise BotError("seat %d: bot file %s is not a Python file" % (i, path))
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        # A bot may import helper modules that sit beside it (after everything else).
        folder = os.path.dirname(os.path.abspath(path))
        if folder not in sys.path:
            sys.path.append(folder)
        try:
            spec.loader.exec_module(module)
        except Exception as e:
            del sys.modules[name]
            raise BotError("seat %d: bot file %s does not load: %s"
                           % (i, path, _error_text(e, path)))
        self.modules[key] = module
        return module


def _error_text(e, path):
    """'ZeroDivisionError: division by zero (greedy.py line 12)': the exception and the last
    line of the bot's file it passed through (a syntax error: the line it is on)."""
    message = str(e).strip().splitlines()
    text = type(e).__name__ + (": " + message[0] if message else "")
    line = None
    if isinstance(e, SyntaxError) and e.filename and _same(e.filename, path):
        line = e.lineno
        text = "SyntaxError: %s" % e.msg
    for frame in traceback.extract_tb(e.__traceback__):
        if _same(frame.filename, path):
            line = frame.lineno
    if line is not None:
        text += " (%s line %d)" % (os.path.basename(path), line)
    return text


def _same(a, b):
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _short(v):
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."
