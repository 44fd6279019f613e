# Terminal play: a human seat reads only its own view, bad input is refused, the log replays.
import io
import json

import match_log
from sim.cli import _parser
from sim.tui import run


class Input(io.StringIO):
    pass


def _run(seats, keys, tmp_path, seed=3):
    log = tmp_path / "t.jsonl"
    args = _parser().parse_args(["tui", "--seats", seats, "--seed", str(seed), "--log", str(log)])
    out = io.StringIO()
    assert run(args, inp=io.StringIO(keys), out=out) == 0
    return out.getvalue(), log.read_text().splitlines()


def test_human_game_to_the_end_replays(tmp_path):
    text, lines = _run("human,ai:normal,ai:easy,ai:normal", "1\n" * 400, tmp_path)
    assert "win" in text
    assert json.loads(lines[-1])["event"] == "game_end"
    out = []
    match_log.replay(lines, emit=out.append)
    assert out == lines


def test_bad_input_is_refused_and_asked_again(tmp_path):
    text, lines = _run("human,ai:normal,ai:easy,ai:normal", "x\n99\n" + "1\n" * 400, tmp_path)
    assert "'x' is not a move" in text
    assert "'99' is not a move" in text
    assert json.loads(lines[-1])["event"] == "game_end"


def test_closed_input_stops_and_keeps_the_log(tmp_path):
    text, lines = _run("human,ai:normal,ai:easy,ai:normal", "1\n1\n", tmp_path)
    assert "Game stopped" in text
    out = []
    match_log.replay(lines, emit=out.append)
    assert out == lines


def test_pass_and_play_hand_off_shows_only_the_owners_hand(tmp_path):
    text, lines = _run("human,human,human,human", "\n1\n" * 600, tmp_path, seed=8)
    hands = {}
    for line in lines:
        d = json.loads(line)
        if d["event"] == "deal":
            hands = d["hands"]
            break
    names = ["North", "East", "South", "West"]
    # Every hand screen follows a hand-off prompt naming the same seat, and only one hand shows.
    screens = text.split("Pass the console to ")[1:]
    assert len(screens) > 20
    for screen in screens:
        seat_name = screen.split(" ")[0]
        assert screen.count("your hand") == 1
        assert "%s, your hand" % seat_name in screen
    # The opener's first screen shows exactly its dealt tiles and nothing of anyone else's.
    opener = names[json.loads(lines[1])["opener"]]
    shown = screens[0].split("your hand (* fits): ")[1].split("\n")[0]
    assert screens[0].startswith(opener)
    dealt = ["[%d|%d]" % tuple(t) for t in hands[names.index(opener)]]
    assert shown.replace("*", "").split() == dealt


class Tty(io.StringIO):
    def isatty(self):
        return True


def test_hand_off_on_a_terminal_erases_the_scrollback_too(tmp_path):
    args = _parser().parse_args(["tui", "--seats", "human,human,ai:easy,ai:easy", "--seed", "4"])
    out = Tty()
    assert run(args, inp=io.StringIO("\n1\n" * 40), out=out) == 0
    text = out.getvalue()
    wipe = "\x1b[H\x1b[2J\x1b[3J"
    screens = text.split("Pass the console to ")
    assert len(screens) > 5
    # Every hand-off starts on a wiped screen and scrollback, and every hand shown is wiped
    # again before the next player's prompt: no hand is left to scroll back to.
    for before in screens[:-1]:
        assert before.endswith(wipe + "\n")
    for screen in screens[1:-1]:
        hand = screen.index("your hand")
        assert wipe in screen[hand:]
