# Bring your own bot: `--seats bot:FILE.py:Class` in play, tournament and run, bad bots refused
# in one line, the example bot, and docs/ai.md's observation fields against the observations.
import json
import os
import re
import subprocess
import sys

import pytest

import match

import match_log
from sim_cli import ROOT, sim
from games import registry
from sim import bots, run as run_cmd, tournament

GREEDY = "bot:examples/bots/greedy.py:Greedy"
# A Cutthroat table of three and the two team games, each with the example bot on one side.
GAMES = (("seven-rocks", [GREEDY, "ai:normal", GREEDY, "ai:normal"], ["--target", "60"]),
         ("seven-diamonds", [GREEDY, "ai:hard", GREEDY, "ai:hard"], ["--target", "150"]),
         ("cutthroat", ["ai:easy", GREEDY, "ai:hard"], ["--target", "2"]))

# Bots that get something wrong, in one file: (class, what choose() does).
BAD_BOTS = '''
class Raises:
    def __init__(self, game, seat, seed):
        self.turns = 0

    def choose(self, obs):
        self.turns += 1
        buf = bytearray(64)
        obs.legal_into(buf)
        if self.turns == 3:
            {}["no such key"]
        return buf[0]


class NoChoose:
    def __init__(self, game, seat, seed):
        pass


class Illegal(NoChoose):
    def choose(self, obs):
        return 999


class Answer(NoChoose):
    def choose(self, obs):
        return ANSWER


class TwoArguments:
    def __init__(self, game, seat):
        pass

    def choose(self, obs):
        return 0


helper = 3
'''

# A bot that plays a console level through the seat interface: the level the LEVEL file names.
LEVEL_BOT = '''
from ai.levels import new_ai


class Level:
    def __init__(self, game, seat, seed):
        self.ai = new_ai(game, LEVEL, seed)

    def choose(self, obs):
        return self.ai.choose(obs)
'''


def _bot_file(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def _lines(text):
    return text.strip().splitlines()


@pytest.mark.parametrize("game, seats, extra", GAMES)
def test_play_seats_the_example_bot_and_replay_accepts_its_log(game, seats, extra, tmp_path):
    log = tmp_path / "g.jsonl"
    r = sim("play", "--game", game, "--seed", "4", "--seats", ",".join(seats), *extra,
            "--log", str(log))
    assert r.returncode == 0, r.stderr
    lines = log.read_text().splitlines()
    header = json.loads(lines[0])
    for s, entry in enumerate(seats):
        seat = header["seats"][s]
        if entry == GREEDY:
            assert (seat["kind"], seat["level"]) == ("bot", "Greedy")
        else:
            assert (seat["kind"], seat["level"]) == ("ai", entry[3:])
    bot_seats = [s for s, entry in enumerate(seats) if entry == GREEDY]
    moves = [json.loads(ln) for ln in lines[1:]]
    assert any(m.get("seat") in bot_seats and m["event"] != "deal" for m in moves)
    assert moves[-1]["event"] == "game_end"
    back = sim("replay", str(log))
    assert back.returncode == 0 and back.stderr == "", back.stderr
    assert back.stdout == log.read_text()


@pytest.mark.parametrize("game, players", [("seven-rocks", 4), ("seven-diamonds", 4),
                                           ("cutthroat", 3)])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_bot_playing_a_level_plays_the_levels_game(game, players, level, tmp_path):
    # The levels are seats of the same interface: a bot that asks new_ai for a level gets the
    # same observations and the same seed, so its game is the level's to the byte (the header
    # apart, which names the seat a bot).
    path = _bot_file(tmp_path, "level.py", LEVEL_BOT.replace("LEVEL", repr(level)))
    ais = ["ai:easy", "ai:normal", "ai:hard", "ai:normal"][:players]
    as_bot = ais[:1] + ["bot:%s:Level" % path] + ais[2:]
    as_ai = ais[:1] + ["ai:" + level] + ais[2:]
    target = {"seven-rocks": "40", "seven-diamonds": "100", "cutthroat": "2"}[game]
    runs = [sim("play", "--game", game, "--seed", "8", "--target", target,
                "--seats", ",".join(seats)) for seats in (as_bot, as_ai)]
    assert all(r.returncode == 0 for r in runs), runs[0].stderr + runs[1].stderr
    bot_lines, ai_lines = [_lines(r.stdout) for r in runs]
    assert json.loads(bot_lines[0])["seats"][1] == {"name": "Seat 2" if players == 3 else "East",
                                                     "kind": "bot", "level": "Level"}
    assert bot_lines[1:] == ai_lines[1:]


def test_tournament_plays_the_example_bot_against_every_level():
    # The example is sensible: it beats easy in every game.
    for game, seats, target in (("seven-rocks", "%s,%s,%s,%s", 100),
                                ("seven-diamonds", "%s,%s,%s,%s", 200),
                                ("cutthroat", "%s,%s,%s", 3)):
        for level in ("easy", "normal", "hard"):
            entries = seats % tuple([GREEDY, level] * 2)[:seats.count("%s")]
            r = tournament.run(game, entries, 6 if level == "hard" else 12, 1, target=target)
            assert set(r["levels"]) == {GREEDY, level} and r["games"] in (6, 12)
            rates = r["levels"]
            if level == "easy":
                assert rates[GREEDY]["win_rate"] > rates["easy"]["win_rate"], (game, rates)


def test_tournament_command_line_prints_the_bot_by_its_entry():
    r = sim("tournament", "--game", "seven-rocks", "--seats",
            "%s,normal,%s,normal" % (GREEDY, GREEDY), "--games", "4", "--seed", "2",
            "--target", "60")
    assert r.returncode == 0, r.stderr
    rows = [ln.split() for ln in _lines(r.stdout)[2:]]
    assert [row[0] for row in rows] == [GREEDY, "normal"]
    # The columns still line up under a long name.
    head = _lines(r.stdout)[1]
    assert head.index("win rate") + len("win rate") == _lines(r.stdout)[2].index("%") + 1


def test_tournament_rotations_tell_two_bots_of_one_class_name_apart(tmp_path):
    a = tmp_path / "a"
    b = tmp_path / "b"
    a.mkdir()
    b.mkdir()
    text = open(os.path.join(ROOT, "examples", "bots", "greedy.py")).read()
    (a / "greedy.py").write_text(text)
    (b / "greedy.py").write_text(text)
    loader = bots.Loader()
    spec = registry.get("seven-rocks")
    levels = tournament.parse_levels("bot:%s/greedy.py:Greedy,bot:%s/greedy.py:Greedy,"
                                     "bot:%s/greedy.py:Greedy,bot:%s/greedy.py:Greedy"
                                     % (a, b, a, b), spec, loader)
    # Two bots, both "Greedy" in the log, take turns: turned by one seat it is another game.
    assert len(tournament.rotations(levels)) == 2
    assert levels[0] == levels[1] == ("bot", "Greedy")


def test_run_headless_seats_bots_beside_a_person(tmp_path):
    log = tmp_path / "run.jsonl"
    r = sim("run", "--headless", "--game", "seven-rocks", "--seed", "4", "--seats",
            "human,%s,ai:easy,%s" % (GREEDY, GREEDY), "--keys", "A40. " * 30,
            "--log", str(log))
    assert r.returncode == 0, r.stderr
    lines = [json.loads(ln) for ln in log.read_text().splitlines()]
    assert [s["kind"] for s in lines[0]["seats"]] == ["human", "bot", "ai", "bot"]
    assert any(m["event"] == "play" and m["seat"] in (1, 3) for m in lines)
    assert any(m["event"] == "play" and m["seat"] == 0 for m in lines)
    back = sim("replay", str(log))
    assert back.returncode == 0, back.stderr


def test_run_keeps_a_bot_game_apart_from_the_console(tmp_path, monkeypatch):
    # --save would put the game where the console resumes it, which has no bots: refused.
    r = sim("run", "--game", "seven-rocks", "--seed", "1", "--seats",
            "human,%s,ai:easy,ai:easy" % GREEDY, "--save")
    assert r.returncode == 2 and len(_lines(r.stderr)) == 1, r.stderr
    assert "--save" in r.stderr and "bot" in r.stderr
    # The settings (and so the records beside them) are a copy in the session's own folder:
    # the console's records count people and its levels, and would count the bot as a person.
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from sim.board import data_dir
    os.makedirs(data_dir())
    with open(os.path.join(data_dir(), "settings.json"), "w") as f:
        f.write('{"lang": "fr"}')
    apart = tmp_path / "apart"
    apart.mkdir()
    board = run_cmd._interactive_board(str(apart), True)
    assert board.SETTINGS_PATH == str(apart / "settings.json")
    assert (apart / "settings.json").read_text() == '{"lang": "fr"}'
    assert board.SAVE_PATH == str(apart / "save.jsonl")
    plain = run_cmd._interactive_board(str(apart), False)
    assert plain.SETTINGS_PATH == os.path.join(data_dir(), "settings.json")


def _refused(command, seats, *extra):
    """Run `command` with `seats` (Seven Rocks); return its one line on stderr (exit 2)."""
    args = {"play": ["play", "--game", "seven-rocks", "--seed", "1", "--target", "60"],
            "tournament": ["tournament", "--game", "seven-rocks", "--seed", "1", "--games", "2",
                           "--target", "60"],
            "run": ["run", "--headless", "--game", "seven-rocks", "--seed", "1", "--keys", "."]}
    r = sim(*args[command], "--seats", seats, *extra)
    assert r.returncode == 2, (command, r.stdout, r.stderr)
    assert r.stdout == "" and len(_lines(r.stderr)) == 1, r.stderr
    return r.stderr.strip()


@pytest.mark.parametrize("command", ["play", "tournament", "run"])
def test_bad_bot_files_are_refused_in_one_line(command, tmp_path):
    path = _bot_file(tmp_path, "bad.py", BAD_BOTS)
    broken = _bot_file(tmp_path, "broken.py", "class Bot:\n    def choose(self obs):\n")
    failing = _bot_file(tmp_path, "failing.py", "import no_such_module_here\n")
    cases = [
        ("bot:%s/missing.py:Bot" % tmp_path, "seat 1: bot file %s/missing.py: no such file"
         % tmp_path),
        ("bot:%s:Bot" % tmp_path, "seat 1: bot file %s: is a directory" % tmp_path),
        ("bot:%s:Nope" % path, "seat 1: bot file %s has no class 'Nope' (its classes: Answer, "
         "Illegal, NoChoose, Raises, TwoArguments)" % path),
        ("bot:%s:helper" % path, "seat 1: helper in bot file %s is not a class" % path),
        ("bot:%s:NoChoose" % path, "seat 1: class NoChoose in bot file %s has no choose(obs) "
         "method" % path),
        ("bot:%s" % path, "seat 1: 'bot:%s' names no file and class: write bot:FILE.py:Class"
         % path),
        ("bot:%s:Bot" % broken, "seat 1: bot file %s does not load: SyntaxError: invalid syntax "
         "(broken.py line 2)" % broken),
        ("bot:%s:Bot" % failing, "seat 1: bot file %s does not load: ModuleNotFoundError: No "
         "module named 'no_such_module_here' (failing.py line 1)" % failing),
    ]
    for entry, words in cases:
        line = _refused(command, "ai:easy,%s,ai:easy,ai:easy" % entry)
        assert line == "%s: %s" % (command, words)


@pytest.mark.parametrize("command", ["play", "tournament", "run"])
def test_a_bot_whose_constructor_fails_is_named(command, tmp_path):
    path = _bot_file(tmp_path, "bad.py", BAD_BOTS)
    line = _refused(command, "ai:easy,ai:easy,bot:%s:TwoArguments,ai:easy" % path)
    # (A tournament says which of its games it was starting.)
    assert line.startswith(command + ": " + ("game 1 of 2: " if command == "tournament"
                                             else "")), line
    assert ("seat 2 (bot:%s:TwoArguments): TwoArguments(game, seat, seed) raised TypeError: "
            % path) in line


def test_a_bot_that_raises_stops_play_in_one_line_and_keeps_the_log(tmp_path):
    path = _bot_file(tmp_path, "bad.py", BAD_BOTS)
    log = tmp_path / "g.jsonl"
    line = _refused("play", "bot:%s:Raises,ai:easy,ai:easy,ai:easy" % path, "--log", str(log))
    kept = log.read_text().splitlines()
    raise_at = BAD_BOTS.splitlines().index('            {}["no such key"]') + 1
    assert line == ("play: seat 0 (bot:%s:Raises), hand 1: choose() raised KeyError: 'no such "
                    "key' (bad.py line %d); the log up to that turn, %d lines, is in %s"
                    % (path, raise_at, len(kept), log))
    # Seat 0's two good turns are in it, and it replays to where the bot stopped.
    assert len([ln for ln in kept if '"seat": 0' in ln]) == 2
    back = sim("replay", str(log))
    assert back.returncode == 0 and back.stdout == log.read_text()
    assert "stops before the game ends: hand 1, seat 0 to act" in back.stderr
    # To standard output the lines are written as well, the message alone on stderr.
    r = sim("play", "--game", "seven-rocks", "--seed", "1", "--target", "60", "--seats",
            "bot:%s:Raises,ai:easy,ai:easy,ai:easy" % path)
    assert r.returncode == 2 and r.stdout == log.read_text()
    assert _lines(r.stderr) == [line.split("; the log")[0]]


@pytest.mark.parametrize("answer, shown", [("999", "999"), ("True", "True"), ("None", "None"),
                                           ("'12'", "'12'"), ("12.0", "12.0")])
def test_a_bot_answering_no_legal_action_is_named(answer, shown, tmp_path):
    path = _bot_file(tmp_path, "bad.py", BAD_BOTS.replace("ANSWER", answer))
    r = sim("play", "--game", "seven-rocks", "--seed", "1", "--seats",
            "ai:easy,bot:%s:Answer,ai:easy,ai:easy" % path)
    assert r.returncode == 2 and len(_lines(r.stderr)) == 1, r.stderr
    m = re.match(r"play: seat 1 \(bot:(.*):Answer\), hand 1: choose\(\) returned (.*), not one "
                 r"of its legal actions (\d+(, \d+)*)$", r.stderr.strip())
    assert m, r.stderr
    assert m.group(1) == path and m.group(2) == shown
    # The legal actions named are East's at the turn the log stops before.
    _, state = match_log.replay(r.stdout.splitlines(), emit=lambda line: None)
    assert state.current_player() == 1
    assert m.group(3) == ", ".join(str(a) for a in state.legal_actions())


def test_a_bot_may_answer_with_any_whole_number_type(tmp_path):
    # An int subclass or anything with __index__ (a numpy integer) is an action.
    text = ("class Index:\n    def __init__(self, a):\n        self.a = a\n\n"
            "    def __index__(self):\n        return self.a\n\n\n"
            "class Bot:\n    def __init__(self, game, seat, seed):\n"
            "        self.buf = bytearray(64)\n\n    def choose(self, obs):\n"
            "        obs.legal_into(self.buf)\n        return Index(self.buf[0])\n")
    path = _bot_file(tmp_path, "index.py", text)
    r = sim("play", "--game", "seven-rocks", "--seed", "1", "--target", "40", "--seats",
            "bot:%s:Bot,ai:easy,ai:easy,ai:easy" % path)
    assert r.returncode == 0, r.stderr


def test_a_bot_that_raises_in_a_tournament_names_the_game_and_the_play_command(tmp_path):
    path = _bot_file(tmp_path, "bad.py", BAD_BOTS)
    r = sim("tournament", "--game", "cutthroat", "--seed", "3", "--games", "4",
            "--seats", "easy,bot:%s:Raises,easy" % path, "--set", "key_bonus=true")
    assert r.returncode == 2 and r.stdout == "" and len(_lines(r.stderr)) == 1, r.stderr
    line = r.stderr.strip()
    m = re.match(r"tournament: game 1 of 4: (seat \d \(bot:.*:Raises\), hand \d+: choose\(\) "
                 r"raised KeyError: .*); `python -m sim play (.*)` plays it with its log$", line)
    assert m, line
    # That command plays the very game to the same turn, and writes its log.
    again = sim("play", *m.group(2).split())
    assert again.returncode == 2 and m.group(1) in again.stderr, again.stderr
    assert json.loads(_lines(again.stdout)[0])["options"] == {"boneyard": False,
                                                              "key_bonus": True}


def test_a_bot_that_raises_in_the_app_is_named_and_its_log_kept(tmp_path):
    path = _bot_file(tmp_path, "bad.py", BAD_BOTS)
    log = tmp_path / "run.jsonl"
    r = sim("run", "--headless", "--game", "seven-rocks", "--seed", "4", "--seats",
            "bot:%s:Raises,ai:easy,ai:easy,ai:easy" % path, "--keys", "2000.",
            "--log", str(log))
    # The app recovers from it as from any error inside it: exit 1, one line naming the bot.
    assert r.returncode == 1, r.stderr
    assert _lines(r.stderr) == ["run: the app recovered from an internal error: BotError: seat 0 "
                                "(bot:%s:Raises), hand 1: choose() raised KeyError: 'no such "
                                "key' (bad.py line %d)"
                                % (path, BAD_BOTS.splitlines().index(
                                    '            {}["no such key"]') + 1)]
    kept = log.read_text().splitlines()
    assert len([ln for ln in kept if '"seat": 0' in ln]) == 2


def test_other_commands_refuse_bot_seats_as_unknown():
    # The console and tui offer no bots: parse_seats without a bot maker refuses the entry.
    spec = registry.get("seven-rocks")
    with pytest.raises(ValueError, match="seat 0: 'bot:x.py:X' is not 'human' or one of"):
        match_log.parse_seats("bot:x.py:X,human,human,human", 4, spec.levels)


# -- docs/ai.md: the observation's fields as documented ----------------------------------------

def _documented_fields():
    """{table title: [(field, applies to)]} of the field tables in docs/ai.md's "Bring your own
    bot" section, from rows | `field` | applies to | ... |."""
    text = open(os.path.join(ROOT, "docs", "ai.md"), encoding="utf-8").read()
    section = text[text.index("## Bring your own bot"):]
    out = {}
    title = None
    for line in section.splitlines():
        if line.startswith("### "):
            title = line[4:].strip()
        m = re.match(r"\| `(\w+)` \| ([^|]+) \|", line)
        if m and title:
            out.setdefault(title, []).append((m.group(1), m.group(2).strip()))
    return out


def _fields(obj):
    return sorted(vars(obj))


def test_docs_list_every_observation_field_of_every_game():
    tables = _documented_fields()
    dominoes = tables["Observation: Seven Rocks and Cutthroat"]
    for game, players, rows in (("seven-rocks", 4, ("both",)),
                                ("cutthroat", 2, ("both", "Cutthroat")),
                                ("cutthroat", 4, ("both", "Cutthroat"))):
        spec = registry.get(game)
        opts = dict(match.full_options(spec, {}))
        obs = spec.new_state(players, spec.default_target, opts).new_observation(0)
        want = sorted(f for f, where in dominoes if where in rows)
        assert _fields(obs) == want, game
        assert _fields(obs.table) == sorted(f for f, _ in tables["Observation: the table"])
    spec = registry.get("seven-diamonds")
    obs = spec.new_state(4, spec.default_target, dict(match.full_options(spec, {})))
    obs = obs.new_observation(0)
    assert _fields(obs) == sorted(f for f, _ in tables["Observation: Seven of Diamonds"])


def test_docs_name_the_action_numbers_the_engines_use():
    from games import dominoes, seven_diamonds as sd
    text = open(os.path.join(ROOT, "docs", "ai.md"), encoding="utf-8").read()
    section = " ".join(text[text.index("## Bring your own bot"):].split())
    for words in ("pass is `%d`" % dominoes.PASS, "`%d` + card" % sd.CARTE,
                  "pass is `%d`" % sd.PASS, "none `%d`" % sd.CALL_NONE,
                  "redeal `%d`" % sd.CALL_REDEAL, "double `%d`" % sd.CALL_DOUBLE,
                  "triple `%d`" % sd.CALL_TRIPLE, "agree `%d`" % sd.AGREE,
                  "refuse `%d`" % sd.REFUSE):
        assert words in section, words
    for name in ("DEAL", "CALL", "PARTNER", "EXTRA", "PLAY", "OVER"):
        assert "`%d` %s" % (getattr(sd, name), name.lower()) in section, name


def test_the_example_bot_is_the_documented_command(tmp_path):
    # The worked example's command runs as shown.
    text = open(os.path.join(ROOT, "docs", "ai.md"), encoding="utf-8").read()
    section = text[text.index("## Bring your own bot"):]
    commands = re.findall(r"^python -m sim tournament .*$", section, re.M)
    assert commands and GREEDY in commands[0]
    args = commands[0].split()[3:]
    args[args.index("--games") + 1] = "2"
    r = subprocess.run([sys.executable, "-m", "sim", *args], cwd=ROOT, capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0, r.stderr
