# Whole games as logs: one played to its log, a log replayed through the engine, a log's first
# line and the command line's settings read and checked.
#
# The simulator's `play`, `replay`, `run` and `tournament` use it, and the console to resume a
# save (read_header) and to show a past game (replay); a game in play does not, so it is not in
# memory then (docs/bench.md). The same seed gives the same log on both runtimes.
import json
from core.game import CHANCE, IllegalAction, LogError
from games import registry
from core.jsonl import MAX_LINE
from match import Match, check_target, full_options, header


def game_args(game, players=None, target=None, sets=(), seats=None):
    """(spec, players, target, options) from command-line values, each checked: the one place
    that play, run, tournament and selfplay check them. ValueError names the bad value.

    players and target None mean the game's own; sets are NAME=VALUE texts. With players None,
    seats (the --seats text, one entry per seat) gives the number of players, so the settings
    are checked against the table that will play them."""
    spec = registry.get(game)
    if players is None and seats is not None:
        players = len(seats.split(","))
        if players not in spec.player_counts:
            raise ValueError("%s is played by %s players, --seats lists %d" % (
                spec.name, " or ".join([str(n) for n in spec.player_counts]), players))
    if players is None:
        players = spec.player_counts[-1]
    if players not in spec.player_counts:
        raise ValueError("%s is played by %s players, not %d" % (
            spec.name, " or ".join([str(n) for n in spec.player_counts]), players))
    if target is None:
        target = spec.default_target
    check_target(spec, target, "--target")
    options = {}
    for text in sets:
        name, value = parse_option(spec, text)
        options[name] = value
    # The engine checks how the settings go together (Cutthroat's boneyard is for 2 players).
    spec.new_state(players, target, dict(full_options(spec, options)))
    return spec, players, target, options


def parse_seats(spec, players, levels, bot=None):
    """'ai:easy,human,...' -> [(kind, level)]; raises ValueError naming the bad entry.

    bot(seat, text), when given, makes the seat of a 'bot:TEXT' entry: the simulator's
    sim.bots, which loads FILE.py:Class (docs/ai.md). Without it such an entry is refused like
    any unknown one: the console offers no bots."""
    parts = spec.split(",")
    if len(parts) != players:
        raise ValueError("--seats needs %d entries, one per seat, got %d" % (players, len(parts)))
    seats = []
    for i in range(players):
        p = parts[i].strip()
        if p == "human":
            seats.append(("human", None))
        elif p.startswith("ai:") and p[3:] in levels:
            seats.append(("ai", p[3:]))
        elif bot is not None and p.startswith("bot:"):
            seats.append(bot(i, p[4:]))
        else:
            raise ValueError("seat %d: %r is not 'human'%s %s%s" % (
                i, p, "," if bot else " or one of", ", ".join(["ai:" + lv for lv in levels]),
                " or bot:FILE.py:Class" if bot else ""))
    return seats


def parse_option(spec, text):
    """'NAME=VALUE' -> (name, value) checked against the game's settings."""
    if "=" not in text:
        raise ValueError("--set takes NAME=VALUE, got %r" % text)
    key, raw = text.split("=", 1)
    for name, _default, choices in spec.options:
        if name == key:
            for c in choices:
                if _text(c) == raw:
                    return name, c
            raise ValueError("setting %s takes %s, got %r"
                             % (name, " or ".join([_text(c) for c in choices]), raw))
    known = ", ".join([o[0] for o in spec.options]) or "none"
    raise ValueError("%s has no setting %r (its settings: %s)" % (spec.name, key, known))


def check_options(spec, given):
    """The "options" object of a log's first line, checked by JSON type: each key a setting of
    the game and each value one of its choices, of the choice's own type (`false`, not
    `"false"` or `0`, which compare or read alike). ValueError names the setting."""
    for key in given:
        choices = None
        for name, _default, c in spec.options:
            if name == key:
                choices = c
        if choices is None:
            known = ", ".join([o[0] for o in spec.options]) or "none"
            raise ValueError("\"options\": %s has no setting %s (its settings: %s)"
                             % (spec.name, _json_short(key), known))
        value = given[key]
        for c in choices:
            if type(value) is type(c) and value == c:
                break
        else:
            raise ValueError("\"options\": %s must be %s, not %s" % (
                key, " or ".join([json.dumps(c) for c in choices]), _json_short(value)))


def _json_short(value):
    """value as JSON, cut to a length that fits a one-line message."""
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _text(v):
    if v is True:
        return "true"
    if v is False:
        return "false"
    return str(v)


def play(game, seed, seats, target=None, options=None, players=None, emit=print,
         human=None, watch=None):
    """Play one game; emit(line) receives each log line. Returns the final state.

    AI seats choose for themselves; human seats call human(state, seat, observation), which
    returns an action (it sees the state object only to ask for the pass action and sizes).
    watch(event, state), if given, is told of each "deal" and "action" as it happens."""
    spec = registry.get(game)
    if players is None:
        players = spec.player_counts[-1]
    if target is None:
        target = spec.default_target
    check_target(spec, target)
    if human is None:
        for seat in seats:
            if seat[0] not in ("ai", "bot"):
                raise ValueError("a headless game needs AI or bot seats only")
    m = Match(game, seed, players, target, full_options(spec, options or {}), seats)
    emit(m.header())
    state = m.state
    while not state.is_terminal():
        dealt = m.advance(human)
        for line in (spec.deal_lines(state) if dealt else spec.action_lines(state)):
            emit(line)
        if watch:
            watch("deal" if dealt else "action", state)
    emit(spec.end_line(state))
    return state


def read_header(obj, strict=True):
    """Game, seed, players, target, options and seats of a log's first line, checked.

    strict (a save this firmware must resume): every seat is a human or an AI level this
    firmware has. Otherwise (replay), the seats are kept as written, whatever program or person
    chose the moves: a kind, an optional level and an optional name, each a string."""
    if obj.get("event") != "game":
        raise ValueError("the first line must be the \"game\" line")
    if obj.get("version") != 1:
        raise ValueError("log version %r is not supported (this reader knows 1)"
                         % obj.get("version"))
    spec = registry.get(obj.get("game"))
    seed = obj.get("seed")
    if type(seed) is not int:
        raise ValueError("\"seed\" must be a whole number")
    players = obj.get("players")
    if players not in spec.player_counts:
        raise ValueError("%s is played by %s players, not %r" % (
            spec.name, " or ".join([str(n) for n in spec.player_counts]), players))
    target = obj.get("target")
    if type(target) is not int:
        raise ValueError("\"target\" must be a whole number")
    check_target(spec, target, '"target"')
    given = obj.get("options", {})
    if not isinstance(given, dict):
        raise ValueError("\"options\" must be an object")
    check_options(spec, given)
    seats = obj.get("seats")
    if not isinstance(seats, list) or len(seats) != players:
        raise ValueError("\"seats\" must list %d seats" % players)
    parsed = []
    for i in range(players):
        s = seats[i]
        if not isinstance(s, dict):
            raise ValueError("seat %d must be an object with a \"kind\"" % i)
        kind = s.get("kind")
        level = s.get("level")
        if strict:
            if kind not in ("human", "ai"):
                raise ValueError("seat %d must have \"kind\" human or ai" % i)
            if kind == "human":
                level = None
            elif level not in spec.levels:
                raise ValueError("seat %d: AI level %r is not one of %s"
                                 % (i, level, ", ".join(spec.levels)))
            parsed.append((kind, level))
            continue
        name = s.get("name")
        if type(kind) is not str or not kind:
            raise ValueError("seat %d: \"kind\" must be a string such as human or ai" % i)
        if level is not None and type(level) is not str:
            raise ValueError("seat %d: \"level\" must be a string" % i)
        if name is not None and type(name) is not str:
            raise ValueError("seat %d: \"name\" must be a string" % i)
        parsed.append((kind, level) if name is None else (kind, level, name))
    return spec, seed, players, target, full_options(spec, given), parsed


# Lines replay ignores: everything the engine works out for itself.
_DERIVED = ("hand_end", "game_end", "draw", "penalty")


def replay(lines, emit=print, stopped=None, watch=None):
    """Re-play a log's inputs through the engine, emitting the log as the engine scores it.

    lines is a file object (read a line at a time, never more than MAX_LINE bytes of one
    line) or yields text or UTF-8 bytes lines. A file may hold several games one after another
    (make selfplay GAMES=2, a console log after New game): each "game" line after the first
    starts the next game, and stopped(spec, state, first, last), if given, is told of a game that
    ends unfinished before it (first and last are its line numbers). Line numbers count every
    line of the input. Raises LogError(line number, reason) at the first refused line; nothing
    is emitted for it. watch(event, state), if given, is told of each "deal" and "action" as it
    is applied (as by play), before its lines are emitted. Returns (spec, state) of the last
    game."""
    spec = None
    state = None
    first = 0
    lineno = 0
    last = 0
    for raw in _bounded(lines):
        lineno += 1
        try:
            if _too_long(raw):
                raise ValueError("the line is longer than %d bytes, more than any log line"
                                 % MAX_LINE)
            if not isinstance(raw, str):
                try:
                    raw = raw.decode()
                except ValueError:
                    raise ValueError("not UTF-8 text")
            text = raw.strip()
            if not text:
                continue
            obj = _json_line(text)
            event = obj.get("event")
            if event == "game" or spec is None:
                if spec is not None:
                    _close(spec, state, first, last, emit, stopped)
                spec, seed, players, target, opts, seats = read_header(obj, False)
                state = spec.new_state(players, target, dict(opts))
                out = (header(spec.name, seed, players, target, opts, seats),)
                first = lineno
            elif event in _DERIVED:
                out = ()
            elif state.is_terminal():
                raise ValueError("the game is already over")
            elif event == "deal":
                if state.current_player() != CHANCE:
                    raise ValueError("no deal is due: seat %d is to act"
                                     % state.current_player())
                spec.apply_deal(state, obj)
                if watch:
                    watch("deal", state)
                out = spec.deal_lines(state)
            else:
                if not isinstance(event, str):
                    raise ValueError("the line has no \"event\"")
                state.apply_action(spec.action_from(state, obj))
                if watch:
                    watch("action", state)
                out = spec.action_lines(state)
        except (ValueError, IllegalAction) as e:
            raise LogError(lineno, str(e))
        except (TypeError, KeyError, IndexError) as e:
            raise LogError(lineno, "a field has the wrong type (%s)" % e)
        except RuntimeError:
            # CPython's RecursionError on deep nesting (MicroPython parses it iteratively).
            raise LogError(lineno, "the line is nested too deeply to be a log line")
        last = lineno
        for line in out:
            emit(line)
    if spec is None:
        raise LogError(max(lineno, 1), "the log is empty: no \"game\" line")
    if state.is_terminal():
        emit(spec.end_line(state))
    return spec, state


def _bounded(lines):
    """The lines of a file object read with a bounded readline (one byte more than MAX_LINE
    and its line break, so that a longer line shows as one), else lines as they are."""
    readline = getattr(lines, "readline", None)
    if readline is None:
        for line in lines:
            yield line
        return
    while True:
        line = readline(MAX_LINE + 1)
        if not line:
            return
        yield line


def _too_long(raw):
    """True when a line (text or bytes) holds more than MAX_LINE, its closing line break not
    counted."""
    n = len(raw)
    if n > MAX_LINE and raw[n - 1] in ("\n", 10):
        n -= 1
    return n > MAX_LINE


def _json_line(text):
    """The JSON object on one log line; ValueError if it is not one."""
    try:
        obj = json.loads(text)
    except ValueError:
        raise ValueError("malformed JSON")
    if not isinstance(obj, dict):
        raise ValueError("a log line must be a JSON object")
    return obj


def _close(spec, state, first, last, emit, stopped):
    """End one game of a multi-game log: its game_end line, or the note that it stopped."""
    if state.is_terminal():
        emit(spec.end_line(state))
    elif stopped is not None:
        stopped(spec, state, first, last)
