# Game-log tests: play -> replay round trips and refused lines with their line numbers.
import json
from check import eq, true, raises
from log_helpers import replayed, refused, first_event
from core.game import LogError
import match
import match_log

SEATS = [("ai", "easy"), ("ai", "normal"), ("ai", "easy"), ("ai", "normal")]


def _play(seed):
    lines = []
    match_log.play("seven-rocks", seed, SEATS, emit=lines.append)
    return lines



def test_replay_of_play_is_identical():
    for seed in range(1, 21):
        lines = _play(seed)
        eq(replayed(lines), lines, "seed %d" % seed)


def test_same_seed_same_game_and_seeds_differ():
    eq(_play(7), _play(7))
    true(_play(7) != _play(8), "different seeds give different games")


def test_log_shape():
    lines = _play(3)
    first = json.loads(lines[0])
    eq(first["event"], "game")
    eq(first["game"], "seven-rocks")
    eq(first["players"], 4)
    eq(first["target"], 250)
    eq(first["options"], {})
    eq([s["level"] for s in first["seats"]], ["easy", "normal", "easy", "normal"])
    last = json.loads(lines[-1])
    eq(last["event"], "game_end")
    true(last["scores"][last["winner"]] >= 250, "winner reached 250")
    deal = json.loads(lines[1])
    eq(deal["hand"], 1)
    eq(sorted([len(h) for h in deal["hands"]]), [7, 7, 7, 7])
    opening = json.loads(lines[2])
    true("to" not in opening and "at" not in opening, "the opening play has no to/at")
    for text in lines:
        line = json.loads(text)
        if line["event"] == "play":
            true(line["score"] == 0 or line["score"] % 5 == 0, "scores are multiples of 5")
        if line["event"] == "hand_end":
            eq(len(line["pips"]), 4)
            true(line["reason"] in ("out", "blocked"), "reason")


def test_figures_in_the_log_are_ignored():
    lines = _play(4)
    doctored = []
    for text in lines:
        line = json.loads(text)
        if "scores" in line:
            line["scores"] = [999, -999]
        if "score" in line:
            line["score"] = 5
        doctored.append(json.dumps(line))
    eq(replayed(doctored), lines, "replay recomputes every figure")


def test_cut_log_replays_to_the_position_reached():
    lines = _play(5)
    spec, state = match_log.replay(lines[:12], emit=lambda line: None)
    true(not state.is_terminal(), "the game is not over")
    true("seat" in spec.position(state), spec.position(state))


def test_refused_illegal_tile():
    lines = _play(6)
    i = first_event(lines, "play", 3)
    line = json.loads(lines[i])
    deal = json.loads(lines[1])
    others = [t for s in range(4) if s != line["seat"] for t in deal["hands"][s]]
    line["tile"] = others[0]
    lines[i] = json.dumps(line)
    refused(lines, i + 1, "does not hold")


def test_refused_wrong_turn():
    lines = _play(6)
    i = first_event(lines, "play", 3)
    line = json.loads(lines[i])
    line["seat"] = (line["seat"] + 1) % 4
    lines[i] = json.dumps(line)
    refused(lines, i + 1, "wrong turn")


def test_refused_pass_with_a_legal_play():
    lines = _play(6)
    i = first_event(lines, "play", 3)
    seat = json.loads(lines[i])["seat"]
    lines[i] = json.dumps({"event": "pass", "seat": seat})
    refused(lines, i + 1, "may not pass")


def test_refused_malformed_json():
    lines = _play(6)
    lines[4] = lines[4][:-3]
    refused(lines, 5, "malformed JSON")


def test_refused_deal_that_is_not_the_28_tiles():
    lines = _play(6)
    deal = json.loads(lines[1])
    deal["hands"][0][0] = deal["hands"][1][0]
    lines[1] = json.dumps(deal)
    refused(lines, 2, "dealt twice")
    deal["hands"][0] = deal["hands"][0][:6]
    lines[1] = json.dumps(deal)
    refused(lines, 2, "dealt 6 tiles")


def test_refused_opener_the_rules_do_not_allow():
    lines = _play(9)
    starts = [i for i in range(len(lines)) if json.loads(lines[i])["event"] == "deal"]
    for k in range(1, len(starts)):
        prev_end = json.loads(lines[starts[k] - 1])
        if prev_end["event"] == "hand_end" and prev_end["reason"] == "out":
            deal = json.loads(lines[starts[k]])
            deal["opener"] = (deal["opener"] + 2) % 4
            lines[starts[k]] = json.dumps(deal)
            refused(lines, starts[k] + 1, "must open")
            return
    raise ValueError("seed 9 has no hand won by going out")


def test_refused_header_and_misplaced_lines():
    lines = _play(2)
    refused(['{"event": "deal"}'], 1, "first line")
    bad = json.loads(lines[0])
    bad["game"] = "chess"
    refused([json.dumps(bad)], 1, "unknown game")
    refused([lines[0], lines[2]], 2, "not been dealt")
    refused([lines[0], lines[1], lines[1]], 3, "no deal is due")
    refused(lines[:-1] + [lines[2]], len(lines), "over")
    opener = json.loads(lines[1])["opener"]
    refused([lines[0], lines[1], '{"event": "play", "seat": %d, "tile": [7, 1]}' % opener], 3,
             "not a double-six tile")
    refused([lines[0], lines[1], '{"event": "play", "seat": %d, "tile": 5}' % opener], 3,
             "tile is written")
    refused([lines[0], lines[1], '[1, 2]'], 3, "JSON object")


def _check_play_scores_are_unsettled(lines, per_team):
    """Each play line's scores are the previous totals plus its own score, never the settlement."""
    head = json.loads(lines[0])
    running = [0] * (2 if per_team else head["players"])
    for n, text in enumerate(lines[1:], 2):
        line = json.loads(text)
        event = line["event"]
        if event == "play":
            if line["score"]:
                running[line["seat"] % 2 if per_team else line["seat"]] += line["score"]
            eq(line["scores"], running, "line %d: scores after the placement alone" % n)
        elif event == "hand_end":
            running = list(line["scores"])


def test_seven_rocks_play_lines_carry_no_settlement():
    for seed in range(1, 6):
        _check_play_scores_are_unsettled(_play(seed), True)


def test_cutthroat_play_lines_carry_no_hand_point():
    for players in (2, 3, 4):
        lines = []
        match_log.play("cutthroat", 11 + players, [("ai", "normal")] * players, players=players,
                   emit=lines.append)
        _check_play_scores_are_unsettled(lines, False)
        ends = [json.loads(t) for t in lines if '"hand_end"' in t]
        true(any(e["winner"] is not None for e in ends), "some hand was won")


def test_a_file_of_several_games_replays_each_in_turn():
    a = _play(5)
    b = []
    match_log.play("cutthroat", 6, [("ai", "normal")] * 3, players=3, emit=b.append)
    unfinished = _play(7)[:30]
    stops = []
    out = []
    match_log.replay(unfinished + a + b, emit=out.append,
                 stopped=lambda spec, state, first, last: stops.append((first, last)))
    eq(out, unfinished + a + b, "each game replayed in turn")
    eq(stops, [(1, 30)], "the unfinished game is reported with its lines")
    bad = a + b[:5] + ['{"event": "pass", "seat": 3}']
    e = raises(LogError, match_log.replay, bad, [].append)
    eq(e.line, len(a) + 6, "line numbers count the whole file")


def test_replay_keeps_seats_as_written_whoever_chose_the_moves():
    lines = _play(6)
    text = lines[0].replace('{"name": "East", "kind": "ai", "level": "normal"}',
                            '{"name": "East", "kind": "ai", "level": "grandmaster"}')
    text = text.replace('{"name": "South", "kind": "ai", "level": "easy"}',
                        '{"name": "Ana", "kind": "person"}')
    true("grandmaster" in text and "Ana" in text, "the header was edited")
    out = replayed([text] + lines[1:])
    eq(out, [text] + lines[1:], "the same game, the seats as written")
    e = raises(LogError, match_log.replay, ['{"event": "game", "version": 1, "game": "seven-rocks",'
                                        ' "seed": 1, "players": 4, "target": 250, "options": {},'
                                        ' "seats": [{"kind": 7}, {"kind": "ai"}, {"kind": "ai"},'
                                        ' {"kind": "ai"}]}'], [].append)
    true("seat 0" in e.reason, e.reason)


def test_deep_nesting_and_bad_utf8_are_refused_with_their_line():
    lines = _play(2)
    deep = '{"event": "play", "seat": %s}' % ("[" * 1000 + "]" * 1000)
    for bad, what in ((deep, "nested"), (b'{"event": "pass", "seat": 1}\xff\xfe', "UTF-8")):
        out = []
        e = raises(LogError, match_log.replay, [t.encode() for t in lines[:4]] + [bad], out.append)
        eq(e.line, 5, what)
        eq(out, lines[:4], "the lines before it are printed")
    e = raises(LogError, match_log.replay, lines[:3] + [b"\xc3("], [].append)
    true("UTF-8" in e.reason, e.reason)


def test_targets_beyond_what_a_game_can_reach_arerefused():
    from games import registry
    for game in registry.NAMES:
        spec = registry.get(game)
        e = raises(ValueError, match_log.game_args, game, None, 10 ** 30)
        true(str(spec.max_target) in str(e), str(e))
    e = raises(ValueError, match_log.game_args, "cutthroat", 3, None, ["boneyard=true"])
    true("boneyard" in str(e), str(e))


def _header(game, players, options):
    """A game line of `game` for AI seats with these options."""
    seats = [{"name": "Seat %d" % (i + 1), "kind": "ai", "level": "normal"}
             for i in range(players)]
    return json.dumps({"event": "game", "version": 1, "game": game, "seed": 1,
                       "players": players, "target": 5, "options": options, "seats": seats})


def _option_values(rng):
    """JSON values an option may be given: every choice of every game, the same in other types
    (strings, numbers that compare equal to a bool, ...), and random values of every type."""
    values = [True, False, 0, 1, 0.0, 1.0, -1, 2 ** 70, 1e300, None, "", "true", "false",
              "True", "FALSE", "0", "1", "flat", "add", "Flat", " add", "flat ", [], {},
              [True], [False], ["flat"], {"boneyard": True}, {"value": "add"}]
    for _ in range(40):
        values.append(_random_json(rng, 2))
    return values


def _random_json(rng, depth):
    kind = rng.below(7 if depth > 0 else 5)
    if kind == 0:
        return rng.below(3) - 1
    if kind == 1:
        return rng.below(2) == 1
    if kind == 2:
        return rng.below(1000) / 8
    if kind == 3:
        return "".join([("flatdrueFLAD 01"[rng.below(15)]) for _ in range(rng.below(7))])
    if kind == 4:
        return None
    if kind == 5:
        return [_random_json(rng, depth - 1) for _ in range(rng.below(3))]
    return {"k%d" % i: _random_json(rng, depth - 1) for i in range(rng.below(3))}


def _typed_choice(value, choices):
    for c in choices:
        if type(value) is type(c) and value == c:
            return True
    return False


def test_options_are_checked_by_json_type_in_replay_and_in_saves():
    from core.rng import Rng
    from games import registry
    values = _option_values(Rng(21))
    tried = 0
    for game, players in (("cutthroat", 2), ("seven-diamonds", 4)):
        spec = registry.get(game)
        for name, _default, choices in spec.options:
            for value in values:
                given = {}
                for other, d, _ in spec.options:
                    given[other] = value if other == name else d
                line = _header(game, players, given)
                what = "%s %s=%s" % (game, name, json.dumps(value))
                if _typed_choice(value, choices):
                    out = replayed([line])
                    got = json.loads(out[0])["options"][name]
                    true(type(got) is type(value) and got == value, what)
                    opts = dict(match_log.read_header(json.loads(line))[4])
                    true(type(opts[name]) is type(value) and opts[name] == value, what)
                else:
                    e = refused([line], 1, name)
                    true('"options"' in e.reason, what + ": " + e.reason)
                    e = raises(ValueError, match_log.read_header, json.loads(line))
                    true(name in str(e), what + ": " + str(e))
                tried += 1
    true(tried > 200, "tried %d option values" % tried)


def test_an_option_of_the_wrong_type_in_a_real_log_is_refused_for_its_type():
    lines = []
    match_log.play("seven-diamonds", 3, SEATS, emit=lines.append)
    bad = lines[0].replace('"carte_penalty": true', '"carte_penalty": "false"')
    true(bad != lines[0], "the header was edited")
    e = refused([bad] + lines[1:], 1, "carte_penalty")
    true('"false"' in e.reason and "true or false" in e.reason, e.reason)
    lines = []
    match_log.play("cutthroat", 3, SEATS[:2], players=2, emit=lines.append)
    bad = lines[0].replace('"boneyard": false', '"boneyard": "false"')
    true(bad != lines[0], "the header was edited")
    e = refused([bad] + lines[1:], 1, "boneyard")
    true('"false"' in e.reason, e.reason)
    bad = lines[0].replace('"key_bonus": false', '"key_bonus": 0')
    refused([bad] + lines[1:], 1, "key_bonus")


class _Endless:
    """A file of one line that never ends (/dev/zero): counts what was asked of it."""

    def __init__(self):
        self.asked = 0

    def readline(self, size=-1):
        if size < 0:
            raise ValueError("an unbounded readline of an endless line")
        self.asked += size
        return b"0" * size


def test_an_endless_line_is_refused_after_reading_no_more_than_the_limit():
    src = _Endless()
    e = raises(LogError, match_log.replay, src, [].append)
    eq(e.line, 1)
    true(str(match_log.MAX_LINE) in e.reason and "longer" in e.reason, e.reason)
    eq(src.asked, match_log.MAX_LINE + 1, "bytes asked for")


def _padded(text, length):
    """The JSON line `text` with a "pad" key making it exactly `length` characters long."""
    obj = json.loads(text)
    obj["pad"] = ""
    n = length - len(json.dumps(obj))
    obj["pad"] = "x" * n
    line = json.dumps(obj)
    eq(len(line), length)
    return line


def test_lines_up_to_the_limit_replay_and_longer_ones_are_refused_by_line():
    import io
    lines = _play(5)
    for extra in (-1, 0, 1, 2, match_log.MAX_LINE):
        length = match_log.MAX_LINE + extra
        long = _padded(lines[2], length)
        doctored = lines[:2] + [long] + lines[3:]
        data = ("\n".join(doctored) + "\n").encode()
        for source in ("list", "file", "file, no last newline"):
            if source == "list":
                src = [t + "\n" for t in doctored]
            elif source == "file":
                src = io.BytesIO(data)
            else:
                src = io.BytesIO(data[:-1])
            what = "%s line of %d bytes" % (source, length)
            if length <= match_log.MAX_LINE:
                eq(replayed(src), lines, what)
            else:
                out = []
                e = raises(LogError, match_log.replay, src, out.append)
                eq(e.line, 3, what)
                true("longer than %d bytes" % match_log.MAX_LINE in e.reason, e.reason)
                eq(out, lines[:2], what + ": the lines before it")
    # The last line of a file, without a line break, counts the same.
    last = _padded(lines[-1], match_log.MAX_LINE + 1)
    e = raises(LogError, match_log.replay, io.BytesIO(("\n".join(lines[:-1] + [last])).encode()),
               [].append)
    eq(e.line, len(lines))


def test_a_save_with_an_option_of_the_wrong_type_is_not_resumed():
    # The console resumes a save through the same check (match_log.read_header, strict): a save
    # sealed with a right check but "carte_penalty": "false" is not a game this firmware wrote.
    from fake_board import fresh_dir
    from app.store import journal, restore
    path = fresh_dir("typed_options") + "/save.jsonl"
    spec = match.registry.get("seven-diamonds")
    good = match.header("seven-diamonds", 3, 4, 500, match.full_options(spec, {}), SEATS)
    for text, resumes in ((good, True),
                          (good.replace('"carte_penalty": true', '"carte_penalty": "false"'),
                           False),
                          (good.replace('"seven_bonus": "flat"', '"seven_bonus": true'), False)):
        with open(path, "w") as f:
            f.write(journal.sealed(text, 0)[0] + "\n")
        if resumes:
            s = restore.resume(path)
            eq(s.header(), text)
        else:
            raises(restore.SaveError, restore.resume, path)
