# `python -m sim play/replay` as a user runs them: plain python3, exit codes, stderr messages.
import errno
import io
import json
import os
import re
import subprocess
import sys
import tempfile

import pytest
from hypothesis import given, settings, strategies as st

from sim_cli import BAD_GAME_ARGS, sim

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_play_writes_a_log_and_replay_prints_it_back(tmp_path):
    log = tmp_path / "g.jsonl"
    r = sim("play", "--game", "seven-rocks", "--seed", "11",
            "--seats", "ai:easy,ai:normal,ai:easy,ai:normal", "--log", str(log))
    assert r.returncode == 0, r.stderr
    assert "log written to" in r.stdout
    lines = log.read_text().splitlines()
    assert json.loads(lines[0])["seed"] == 11
    assert json.loads(lines[-1])["event"] == "game_end"
    back = sim("replay", str(log))
    assert back.returncode == 0, back.stderr
    assert back.stdout == log.read_text()
    assert back.stderr == ""


def test_play_to_stdout_with_target_and_replay_from_stdin():
    r = sim("play", "--game", "seven-rocks", "--seed", "2", "--target", "60", "--log", "-")
    assert r.returncode == 0, r.stderr
    first = json.loads(r.stdout.splitlines()[0])
    assert first["target"] == 60
    assert [s["level"] for s in first["seats"]] == ["normal"] * 4
    end = json.loads(r.stdout.splitlines()[-1])
    assert max(end["scores"]) >= 60
    back = sim("replay", "-", stdin=r.stdout)
    assert back.stdout == r.stdout


@pytest.mark.parametrize("args, words", BAD_GAME_ARGS + [
    (["--seats", "human,ai:easy,ai:easy,ai:easy"], "human seats play in"),
    (["--set", "boneyard"], "NAME=VALUE"),
])
def test_play_refuses_bad_arguments(args, words):
    r = sim("play", "--game", "seven-rocks", "--seed", "1", *args)
    assert r.returncode == 2
    assert words in r.stderr
    assert r.stdout == ""


def test_replay_refusal_names_the_line_and_prints_what_came_before(tmp_path):
    r = sim("play", "--game", "seven-rocks", "--seed", "3")
    lines = r.stdout.splitlines()
    play = json.loads(lines[3])
    play["seat"] = (play["seat"] + 2) % 4
    lines[3] = json.dumps(play)
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines) + "\n")
    back = sim("replay", str(bad))
    assert back.returncode == 2
    assert back.stdout.splitlines() == r.stdout.splitlines()[:3]
    err = back.stderr.strip().splitlines()
    assert len(err) == 1, back.stderr
    assert "line 4:" in err[0] and "wrong turn" in err[0]


def test_replay_of_missing_and_binary_files(tmp_path):
    r = sim("replay", str(tmp_path / "nope.jsonl"))
    assert r.returncode == 2 and "cannot read" in r.stderr
    junk = tmp_path / "junk.jsonl"
    junk.write_bytes(b"\xff\xfe\x00garbage\n")
    r = sim("replay", str(junk))
    assert r.returncode == 2 and r.stderr.count("\n") == 1, r.stderr
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    r = sim("replay", str(empty))
    assert r.returncode == 2 and "empty" in r.stderr


def test_replay_of_a_cut_log_reports_the_position(tmp_path):
    r = sim("play", "--game", "seven-rocks", "--seed", "4")
    cut = tmp_path / "cut.jsonl"
    cut.write_text("\n".join(r.stdout.splitlines()[:10]) + "\n")
    back = sim("replay", str(cut))
    assert back.returncode == 0
    assert back.stdout.splitlines() == r.stdout.splitlines()[:10]
    assert "stops before the game ends" in back.stderr


def test_cli_runs_on_plain_python_without_third_party_packages():
    # -S skips site-packages: only the standard library and the repo are importable.
    r = subprocess.run([sys.executable, "-S", "-m", "sim", "play", "--game", "seven-rocks",
                        "--seed", "5"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.count("\n") > 10


def _one_line_error(r, *words):
    assert r.returncode != 0
    assert "Traceback" not in r.stderr
    err = r.stderr.strip().splitlines()
    assert len(err) == 1, r.stderr
    for w in words:
        assert w in err[0], err[0]
    return err[0]


def test_play_log_to_a_path_that_cannot_be_written(tmp_path):
    for path in (tmp_path / "no" / "such" / "g.jsonl", tmp_path):
        r = sim("play", "--game", "seven-rocks", "--seed", "1", "--log", str(path))
        _one_line_error(r, "--log", str(path))


def test_replay_of_a_file_that_cannot_be_read(tmp_path):
    for path in (tmp_path, tmp_path / "missing.jsonl"):
        r = sim("replay", str(path))
        assert r.returncode == 2
        _one_line_error(r, "cannot read", str(path))


def test_invalid_utf8_is_refused_by_line_in_a_file_and_on_stdin(tmp_path):
    good = sim("play", "--game", "seven-rocks", "--seed", "3").stdout.splitlines(True)
    data = "".join(good[:4]).encode() + b'{"event": "pass", "seat": 1}\xff\n' + good[4].encode()
    path = tmp_path / "bad.jsonl"
    path.write_bytes(data)
    for args, stdin in (((str(path),), None), (("-",), data)):
        r = subprocess.run([sys.executable, "-m", "sim", "replay", *args], cwd=ROOT, input=stdin,
                           capture_output=True, timeout=120)
        assert r.returncode == 2
        err = r.stderr.decode().strip().splitlines()
        assert len(err) == 1 and "line 5:" in err[0] and "UTF-8" in err[0], err
        assert r.stdout.decode() == "".join(good[:4])


def test_replay_of_several_games_in_one_file(tmp_path):
    r = subprocess.run(["make", "-s", "selfplay", "GAME=cutthroat", "SEED=4", "GAMES=2"], cwd=ROOT,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert r.stdout.count('"event": "game"') == 2
    back = sim("replay", "-", stdin=r.stdout)
    assert back.returncode == 0 and back.stderr == "", back.stderr
    assert back.stdout == r.stdout


def test_deeply_nested_line_is_refused_by_line(tmp_path):
    good = sim("play", "--game", "seven-rocks", "--seed", "3").stdout.splitlines(True)
    path = tmp_path / "deep.jsonl"
    path.write_text("".join(good[:2]) + '{"event": "play", "seat": ' + "[" * 1000 + "]" * 1000
                    + "}\n")
    _one_line_error(sim("replay", str(path)), "line 3:")


def test_unbounded_numbers_are_refused():
    _one_line_error(sim("play", "--game", "seven-rocks", "--seed", "1", "--target", str(10 ** 30)),
                    "target", "5000")
    _one_line_error(sim("tournament", "--game", "seven-rocks", "--seats", "hard,normal,hard,normal",
                        "--games", str(2 ** 70), "--seed", "1"), "--games")
    _one_line_error(sim("play", "--game", "cutthroat", "--seed", "1", "--players", "3",
                        "--set", "boneyard=true"), "boneyard")


@pytest.mark.parametrize("args,words", [
    (["GAME=chess"], ["GAME=chess", "seven-rocks"]),
    (["SEED=abc"], ["SEED=abc"]),
    (["GAMES=many"], ["GAMES=many"]),
])
def test_make_selfplay_bad_arguments_give_one_line(args, words):
    r = subprocess.run(["make", "selfplay", *args], cwd=ROOT, capture_output=True, text=True,
                       timeout=120)
    _one_line_error(r, *words)


@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
def test_make_selfplay_into_head_is_quiet(runtime):
    r = subprocess.run("make -s selfplay RUNTIME=%s GAMES=30 | head -1" % runtime, shell=True,
                       cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.stdout.startswith('{"event": "game"')
    assert r.stderr == "", r.stderr


def test_make_help_lists_every_target_the_readme_uses():
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    targets = set(re.findall(r"\bmake(?: -[-\w]+)* ([a-z][a-z0-9]+)\b", readme))
    r = subprocess.run(["make", "--no-print-directory", "help"], cwd=ROOT, capture_output=True,
                       text=True, timeout=60)
    listed = set(re.findall(r"^make (\w+)", r.stdout, re.M))
    phony = set(re.search(r"^\.PHONY:(.*)$", open(os.path.join(ROOT, "Makefile")).read(),
                          re.M).group(1).split())
    used = targets & phony
    assert {"sim", "test", "flash"} <= used, used
    assert used <= listed, sorted(used - listed)


def test_play_and_tournament_take_the_players_from_the_seats(tmp_path):
    r = sim("play", "--game", "cutthroat", "--seed", "2", "--seats", "ai:easy,ai:easy",
            "--set", "boneyard=true")
    assert r.returncode == 0, r.stderr
    head = json.loads(r.stdout.splitlines()[0])
    assert head["players"] == 2 and head["options"]["boneyard"] is True
    r = sim("tournament", "--game", "cutthroat", "--seats", "easy,normal", "--set",
            "boneyard=true", "--games", "2", "--seed", "1", "--json")
    assert r.returncode == 0, r.stderr
    assert set(json.loads(r.stdout)["levels"]) == {"easy", "normal"}
    r = sim("tournament", "--game", "cutthroat", "--seats", "easy,normal,easy,normal", "--set",
            "boneyard=true", "--games", "2", "--seed", "1")
    _one_line_error(r, "boneyard", "4 players")
    # --players, when given, is the count the seats must match.
    r = sim("play", "--game", "cutthroat", "--seed", "2", "--players", "3", "--seats",
            "ai:easy,ai:easy")
    _one_line_error(r, "--seats needs 3 entries")


def test_every_option_of_every_command_is_explained_in_help():
    from sim import cli
    p = cli._parser()
    subs = [a for a in p._actions if a.__class__.__name__ == "_SubParsersAction"][0]
    assert set(subs.choices) == {"play", "replay", "tui", "run", "tournament"}
    for name, sub in subs.choices.items():
        for action in sub._actions:
            assert action.help, "%s %s has no help" % (name, "/".join(action.option_strings))
        r = sim(name, "--help")
        assert r.returncode == 0 and r.stderr == ""
        for action in sub._actions:
            for flag in action.option_strings:
                assert flag in r.stdout, (name, flag)
    assert "Exit status" in sim("--help").stdout


def _log_file(tmp_path, seeds=(3,)):
    """A file holding the logs of Seven Rocks games with these seeds, one after another."""
    path = tmp_path / "games.jsonl"
    path.write_text("".join(sim("play", "--game", "seven-rocks", "--seed", str(n)).stdout
                            for n in seeds))
    return path


def _shell(command, tmp_path, stdin=None):
    """`command` run by bash from the repository root (for redirections such as >&-)."""
    return subprocess.run(["bash", "-c", command], cwd=ROOT, input=stdin, capture_output=True,
                          text=True, timeout=300,
                          env=dict(os.environ, XDG_DATA_HOME=str(tmp_path)))


AI4_SEATS = "ai:easy,ai:normal,ai:easy,ai:normal"
HEADLESS = ("run --headless --game seven-rocks --seats %s --seed 1 --target 30 --keys '600.'"
            % AI4_SEATS)


@pytest.mark.parametrize("command, stdin", [
    ("play --game seven-rocks --seed 1", None),
    ("tui --seed 3 --seats human,ai:easy,ai:easy,ai:easy", "1\n" * 400),
    (HEADLESS, None),
])
@pytest.mark.parametrize("log, reason", [
    ("/dev/full", "No space left on device"),
    ("/proc/version", None),  # not writable: refused when opened, or when written as root
])
def test_a_log_that_cannot_be_written_says_so_in_one_line(command, stdin, log, reason,
                                                           tmp_path):
    r = _shell("%s -m sim %s --log %s" % (sys.executable, command, log), tmp_path, stdin)
    name = command.split()[0]
    line = _one_line_error(r, "%s: --log: cannot write %s: " % (name, log))
    assert r.returncode == 2
    if reason:
        assert line.endswith(reason), line
    assert "Log written" not in r.stdout


@pytest.mark.parametrize("command, stdin", [
    ("play --game seven-rocks --seed 1", None),
    ("replay LOG", None),
    ("tui --seed 3 --seats human,ai:easy,ai:easy,ai:easy", "1\n" * 400),
    (HEADLESS, None),
    ("tournament --game seven-rocks --seats easy,normal,easy,normal --games 2 --seed 1 "
     "--target 30", None),
    ("--help", None),
])
@pytest.mark.parametrize("redirect, reason", [
    ("> /dev/full", "No space left on device"),
    (">&-", "Bad file descriptor"),
])
def test_standard_output_that_cannot_be_written_says_so_in_one_line(command, stdin, redirect,
                                                                    reason, tmp_path):
    command = command.replace("LOG", str(_log_file(tmp_path)))
    r = _shell("%s -m sim %s %s" % (sys.executable, command, redirect), tmp_path, stdin)
    name = "sim" if command.startswith("-") else command.split()[0]
    line = _one_line_error(r, "%s: cannot write standard output: %s" % (name, reason))
    assert r.returncode == 2
    assert "cannot read" not in line


def test_replay_into_a_reader_that_stops_early_ends_quietly(tmp_path):
    # Bigger than a pipe's buffer, so replay is still writing when the reader goes.
    log = _log_file(tmp_path, seeds=range(1, 9))
    assert log.stat().st_size > 100000
    r = _shell("%s -m sim replay %s | head -1; echo \"status ${PIPESTATUS[0]}\" >&2"
               % (sys.executable, log), tmp_path)
    assert r.stdout == log.read_text().splitlines(True)[0]
    assert r.stderr == "status 0\n", r.stderr


@pytest.mark.parametrize("command, words", [
    ("replay -", "replay: cannot read standard input: Bad file descriptor"),
    ("tui --seed 3", "tui: cannot read standard input: Bad file descriptor"),
])
def test_a_closed_standard_input_says_so_in_one_line(command, words, tmp_path):
    r = _shell("%s -m sim %s <&-" % (sys.executable, command), tmp_path)
    _one_line_error(r, words)
    assert r.returncode == 2


def test_the_terminal_front_end_on_a_closed_standard_input_says_it_needs_a_terminal(tmp_path):
    r = _shell("%s -m sim run --terminal <&-" % sys.executable, tmp_path)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.splitlines() == [
        "sim: no window: --terminal; playing in the terminal",
        "sim: the terminal simulator needs a terminal to read keys from (use 'python -m sim run "
        "--headless' for scripted runs)"]


def test_a_closed_or_full_standard_error_still_gives_the_exit_status(tmp_path):
    for redirect in ("2>&-", "2>/dev/full"):
        r = _shell("%s -m sim play --game chess --seed 1 %s" % (sys.executable, redirect),
                   tmp_path)
        assert r.returncode == 2 and r.stdout == ""
        r = _shell("%s -m sim play --game seven-rocks --seed 1 --target 0 %s"
                   % (sys.executable, redirect), tmp_path)
        assert r.returncode == 2 and r.stdout == ""


def test_an_endless_line_is_refused_in_one_line_without_filling_memory(tmp_path):
    # Under a 1 GB address-space limit, reading /dev/zero as one line ends in a MemoryError.
    r = _shell("ulimit -v 1000000; %s -m sim replay /dev/zero" % sys.executable, tmp_path)
    _one_line_error(r, "replay: /dev/zero: line 1: the line is longer than 16384 bytes")
    assert r.returncode == 2


class _Failing(io.StringIO):
    """A text stream whose write or flush number `at` (from 1) and every one after it fail with
    OSError(err), as a full disk stays full; `failed` says whether it came to that."""

    def __init__(self, at, err):
        io.StringIO.__init__(self)
        self.at = at
        self.err = err
        self.calls = 0
        self.failed = False

    def _call(self):
        self.calls += 1
        if self.calls >= self.at:
            self.failed = True
            raise OSError(self.err, os.strerror(self.err))

    def write(self, text):
        self._call()
        return io.StringIO.write(self, text)

    def flush(self):
        self._call()


def _main(argv, stdin="", stdout=None, stderr=None, log=None, frames=None):
    """cli.main(argv) in this process with these standard streams (None: closed by the shell),
    every --log file opened as `log` and every frame written through `frames` when given;
    returns (status, what reached standard error)."""
    from sim import cli, png, run as run_cmd
    err = stderr if stderr is not None else io.StringIO()
    saved = sys.stdin, sys.stdout, sys.stderr, png.write
    sys.stdin = io.StringIO(stdin) if stdin is not None else None
    sys.stdout = stdout
    sys.stderr = err
    if log is not None:
        run_cmd.open = lambda path, mode="r", **kw: log
    if frames is not None:
        png.write = frames
    try:
        status = cli.main(argv)
    finally:
        sys.stdin, sys.stdout, sys.stderr, png.write = saved
        if log is not None:
            del run_cmd.open
    return status, err.getvalue() if isinstance(err, io.StringIO) and not err.closed else ""


# (command line, standard input, the outputs it writes) for the generated write errors; FILE
# and DIR are filled in for each case.
_COMMANDS = [
    ("play --game seven-rocks --seed 1 --target 30", "", ("stdout",)),
    ("play --game cutthroat --seed 1 --seats ai:easy,ai:normal --log FILE", "",
     ("stdout", "log")),
    ("replay REPLAY", "", ("stdout",)),
    ("tui --seed 3 --target 30 --seats human,ai:easy,ai:easy,ai:easy --log FILE", "1\n" * 300,
     ("stdout", "log")),
    ("run --headless --game seven-rocks --seats %s --seed 1 --target 30 --keys 120. "
     "--log FILE --frames DIR" % AI4_SEATS, "", ("stdout", "log", "frames")),
    ("tournament --game seven-rocks --seats easy,normal,easy,normal --games 2 --seed 1 "
     "--target 30", "", ("stdout",)),
]
_ERRORS = [errno.ENOSPC, errno.EPIPE, errno.EIO, errno.EBADF, errno.EFBIG, errno.EDQUOT]


@pytest.fixture(scope="module")
def replay_log(tmp_path_factory):
    """A Seven of Diamonds log for the replay cases (module-wide: hypothesis runs many)."""
    path = tmp_path_factory.mktemp("replay") / "replay.jsonl"
    path.write_text(sim("play", "--game", "seven-diamonds", "--seed", "2").stdout)
    return str(path)


@settings(max_examples=80, deadline=None)
@given(command=st.sampled_from(_COMMANDS), data=st.data(), err=st.sampled_from(_ERRORS),
       at=st.integers(min_value=1, max_value=100), stderr_fails=st.booleans())
def test_a_write_error_on_any_output_of_any_command_is_one_line_naming_it(replay_log, command,
                                                                         data, err, at,
                                                                         stderr_fails):
    text, stdin, outputs = command
    output = data.draw(st.sampled_from(outputs))
    with tempfile.TemporaryDirectory(prefix="sim-cli-test-") as tmp:
        path = os.path.join(tmp, "g.jsonl")
        argv = (text.replace("FILE", path).replace("DIR", os.path.join(tmp, "frames"))
                .replace("REPLAY", replay_log).split())
        failing = _Failing(at, err)
        written = []

        def frame(name, pixels):
            written.append(name)
            failing._call()

        stderr = _Failing(1, errno.ENOSPC) if stderr_fails else None
        status, told = _main(argv, stdin=stdin, stderr=stderr,
                             stdout=failing if output == "stdout" else io.StringIO(),
                             log=failing if output == "log" else io.StringIO(),
                             frames=frame if output == "frames" else None)
    if not failing.failed:
        assert status == 0 and told == ""
        return
    if stderr_fails:
        # Nowhere to say it: the status alone tells, and nothing escapes.
        assert status == (0 if output == "stdout" and err == errno.EPIPE else 2)
        return
    if output == "stdout" and err == errno.EPIPE:
        assert (status, told) == (0, ""), told
        return
    assert status == 2
    assert told.count("\n") == 1 and told.endswith(": %s\n" % os.strerror(err)), told
    head = "%s: %s" % (argv[0], {"stdout": "cannot write standard output",
                                 "log": "--log: cannot write %s" % path,
                                 "frames": "--frames: cannot write %s" % (written or [""])[-1]}
                       [output])
    assert told.startswith(head), told


@pytest.mark.parametrize("argv, stdin, words", [
    (["replay", "-"], None, "replay: cannot read standard input: Bad file descriptor"),
    (["tui", "--seed", "3"], None, "tui: cannot read standard input: Bad file descriptor"),
    (["play", "--game", "seven-rocks", "--seed", "1"], "", "play: cannot write standard "
                                                            "output: Bad file descriptor"),
    (["replay", "REPLAY"], "", "replay: cannot write standard output: Bad file descriptor"),
])
def test_closed_streams_in_process(replay_log, argv, stdin, words):
    argv = [a.replace("REPLAY", replay_log) for a in argv]
    status, told = _main(argv, stdin=stdin, stdout=None if stdin is not None else io.StringIO())
    assert status == 2
    assert told == words + "\n"
