# App tests on both runtimes: buttons, a 4-human game by key presses alone, saves and resume.
import os
import check
import match
import match_log
from fake_board import FakeBoard, fresh_dir
from app_helpers import game_ticks, started, think_out
from app.frame import draw
from app.store import journal, readback, restore, session
from app.frame import ui
from app.frame.buttons import Buttons, UP, DOWN, LEFT, RIGHT, A, B
import text_ids
import consts

DIM_FRAMES = consts.of("app.frame.ui", "DIM_FRAMES")
CHUNK_BYTES, JOURNAL_STEPS = consts.of("app.store.session", "CHUNK_BYTES", "JOURNAL_STEPS")
JOURNAL_FOLDERS = consts.of("app.store.journal", "JOURNAL_FOLDERS")
REPEAT_DELAY, REPEAT_EVERY = consts.of("app.frame.buttons", "REPEAT_DELAY", "REPEAT_EVERY")

HUMANS = [("human", None)] * 4


def _replays(lines):
    out = []
    spec, state = match_log.replay(lines, emit=out.append)
    check.eq(out, lines, "replayed log")
    return state


def test_buttons_debounce_latch_repeat():
    b = Buttons(lambda x, y: x - y)
    b.poll(A, 0)
    b.poll(0, 3)  # bounce inside the lockout: ignored
    b.poll(A, 5)
    check.eq(b.take(), A, "one press")
    check.eq(b.take(), 0, "latched once")
    b.poll(0, 50)
    b.poll(B, 60)
    b.poll(0, 80)  # pressed and released between two frames: still seen
    check.eq(b.take(), B, "latched between frames")
    b.poll(RIGHT, 100)
    got = [b.take() for _ in range(REPEAT_DELAY + 2 * REPEAT_EVERY + 1)]
    check.eq(got[0], RIGHT, "first press")
    repeats = [i for i in range(1, len(got)) if got[i]]
    check.eq(repeats, [REPEAT_DELAY, REPEAT_DELAY + REPEAT_EVERY,
                       REPEAT_DELAY + 2 * REPEAT_EVERY], "auto-repeat frames")
    b.poll(RIGHT | UP, 900)
    check.eq(b.take() & UP, UP, "Up does not repeat but presses")


def _by_keys(a, keys, limit, key=None):
    """Play app a to its game end pressing keys[n % len(keys)] (or key(a, n) when it gives
    one); checks that no hand-off frame draws a tile or card; returns the hand-off frames."""
    handoffs = 0
    n = 0
    while a.mode != ui.GAME_END and n < limit:
        k = key(a, n) if key else 0
        a.press(k or keys[n % len(keys)])
        a.tick()
        n += 1
        check.eq(a.error, None, "exception inside the app")
        if a.mode == ui.HANDOFF:
            handoffs += 1
            check.eq(draw.drawn_count(), 0, "tiles or cards drawn on a hand-off frame")
    check.eq(a.mode, ui.GAME_END, "game finished")
    return handoffs


def test_four_humans_by_keys_alone_and_handoffs_hide_hands():
    a, lines = started("four", "seven-rocks", 3, HUMANS)
    handoffs = _by_keys(a, (A, RIGHT, A, LEFT, RIGHT, A, UP, A), 20000)
    check.true(handoffs > 50, "hand-offs seen")
    state = _replays(lines)
    check.true(state.is_terminal(), "log replays to the end")
    check.eq(lines[-1], a.session.spec.end_line(a.session.state), "last line")


def test_menu_setup_starts_a_game():
    board = FakeBoard(fresh_dir("menu"))
    a = ui.App(board, seed=11)
    a.tick()
    check.eq(a.mode, ui.MENU, "boots to the menu")
    a.press(A)  # New game
    a.tick()
    check.eq(a.mode, ui.SETUP, "setup")
    for _ in range(len(a.screen.rows) - 1):
        a.press(ui.DOWN)
        a.tick()
    a.press(A)  # Start: North human, three AIs
    a.tick()
    check.true(a.mode in (ui.TURN, ui.SHOW), "playing")
    check.eq(a.session.seats[1], ("ai", a.session.spec.levels[-1]), "default AI seats")


def _uninterrupted(seed, seats, dirname):
    a, lines = started(dirname, "seven-rocks", seed, seats)
    game_ticks(a, (A,), 20000)
    return lines


def test_resume_equals_uninterrupted_game():
    seats = [("human", None), ("ai", "easy"), ("human", None), ("ai", "normal")]
    whole = _uninterrupted(5, seats, "whole")
    d = fresh_dir("cut")
    board = FakeBoard(d)
    a = ui.App(board, seed=5)
    a.start("seven-rocks", 5, seats)
    stops = 0
    while a.mode != ui.GAME_END:
        for _ in range(37):
            a.press(A)
            a.tick()
            if a.mode == ui.GAME_END:
                break
        if a.mode == ui.GAME_END:
            break
        # Power cut: a new app on the same flash continues the saved game.
        lines = []
        a = ui.App(FakeBoard(d), seed=99, emit=lines.append)
        check.eq(a.mode, ui.MENU, "boot menu")
        check.eq(a.screen.rows[0], text_ids.CONTINUE, "Continue offered")
        a.press(A)
        a.tick()
        stops += 1
    check.true(stops > 5, "several interruptions")
    check.eq(lines, whole, "resumed game's log")


def _save_bytes(path):
    """The whole save as one byte string, as if every journal had been moved to the main file."""
    out = []
    crc = 0
    for text, rng in readback.saved(path):
        line, crc = journal.sealed(text, crc, rng)
        out.append(line + "\n")
    return "".join(out).encode()


def _short_save(presses=8):
    d = fresh_dir("short")
    board = FakeBoard(d)
    a = ui.App(board, seed=8)
    a.start("seven-rocks", 8, [("human", None), ("ai", "easy"), ("human", None), ("ai", "easy")])
    for _ in range(presses):
        a.press(A)
        a.tick()
    return d, _save_bytes(board.SAVE_PATH)


def _boot_with(d, data):
    journal.clear_journals(d + "/save.jsonl")
    with open(d + "/save.jsonl", "wb") as f:
        f.write(data)
    a = ui.App(FakeBoard(d), seed=1)
    a.tick()
    if a.mode == ui.MESSAGE:
        a.press(A)
        a.tick()
        check.eq(a.mode, ui.MENU, "message leads to the menu")
        check.true(a.saved is None, "no Continue after a bad save")
        return False
    check.eq(a.mode, ui.MENU, "menu")
    if a.saved is not None:
        a.press(A)
        a.tick()
        check.true(a.mode in (ui.HANDOFF, ui.TURN, ui.SHOW, ui.HAND_END), "resumed play")
        a.press(A)
        a.tick()  # and the game goes on from there
        return True
    return False


def _every_offset(step):
    d, data = _short_save()
    whole = data.split(b"\n")
    resumed = 0
    for cut in range(0, len(data) + 1, step):
        if _boot_with(d, data[:cut]):
            resumed += 1
            # A cut save resumes as the same game, at the last complete line before the cut.
            got = list(readback.saved_lines(d + "/save.jsonl"))
            check.true(len(got) >= data[:cut].count(b"\n"), "nothing before the cut is lost")
        if cut < len(data):
            bad = bytearray(data)
            bad[cut] = bad[cut] ^ 0x5A
            _boot_with(d, bytes(bad))
    check.true(resumed > len(whole) // 2, "truncations resume")


def test_truncated_or_corrupt_save_never_crashes():
    import sys
    _every_offset(1 if sys.implementation.name != "micropython" else 13)


def _lines_of(data):
    return [line for line in data.decode().split("\n") if line]


def _boots_as_prefix(d, data, original):
    """Boot from data; whatever resumes must be the original game cut short, never another."""
    resumed = _boot_with(d, data)
    if resumed:
        got = list(readback.saved_lines(d + "/save.jsonl"))
        plain = [readback.unseal(line, c)[0] for line, c in _chain(original)]
        check.eq(got[:len(got) - 2], plain[:len(got) - 2], "the same game, cut short")
    return resumed


def _chain(lines):
    """(line, crc before it) pairs of a sealed save."""
    out = []
    crc = 0
    for line in lines:
        out.append((line, crc))
        crc = readback.unseal(line, crc)[1]
    return out


def test_a_changed_header_never_resumes_as_another_game():
    d, data = _short_save()
    edited = data.replace(b'"target": 250', b'"target": 240', 1)
    check.true(edited != data, "the target is in the header")
    check.eq(_boot_with(d, edited), False, "refused")
    check.true("save.jsonl.bad" in os.listdir(d), "set aside")


def test_swapped_plays_never_resume_as_another_game():
    d = fresh_dir("swap")
    board = FakeBoard(d)
    a = ui.App(board, seed=3)
    a.start("seven-rocks", 3, HUMANS)
    for _ in range(60):
        a.press(A)
        a.tick()
    lines = _lines_of(_save_bytes(board.SAVE_PATH))
    plays = {}
    for i in range(len(lines)):
        if '"event": "play"' in lines[i]:
            plays.setdefault(lines[i][:40], []).append(i)
    pairs = [v for v in plays.values() if len(v) > 1]
    check.true(pairs, "a seat played twice")
    i, j = pairs[0][0], pairs[0][1]
    swapped = list(lines)
    swapped[i], swapped[j] = lines[j], lines[i]
    _boots_as_prefix(d, ("\n".join(swapped) + "\n").encode(), lines)
    check.true(len(list(readback.saved_lines(d + "/save.jsonl"))) <= i + 1,
               "nothing after the first swapped line is kept")


EASY = [("ai", "easy")] * 4


def _saved_steps(d, rounds, steps, seed=4):
    """A Seven Rocks session of easy AIs saved at d/save.jsonl as the app saves it, played
    until `rounds` rounds of journals are in chunks and then `steps` steps more; returns
    (path, the log lines so far)."""
    s, lines = _session_steps(d, rounds, steps, seed)
    return s.path, lines


def _session_steps(d, rounds, steps, seed):
    """As _saved_steps; returns (the session, the log lines so far)."""
    s = session.Session("seven-rocks", seed, 4, 250, [], EASY, d + "/save.jsonl")
    lines = [s.header()]
    s.start_save()

    def step():
        got = s.deal() if s.state.current_player() < 0 else s.ai_act()
        s.record(got)
        lines.extend(got)
    while rounds:
        step()
        if s._steps == 0:  # the round just went into a chunk
            rounds -= 1
    for _ in range(steps):
        step()
    return s, lines


def _chunks(path):
    return [p for _, p in readback.journals(path) if p.count("/") == path.count("/") + 1]


def test_play_writes_small_journals_and_a_chunk_a_round_never_the_main_file():
    d = fresh_dir("rounds")
    path, lines = _saved_steps(d, 2, 3)
    check.eq(list(readback.saved_lines(path)), lines, "the whole game so far")
    # The main file (in the root folder, whose littlefs log is large) keeps its header line:
    # rewriting or appending to it costs flash erases on the chip.
    check.eq(len(_lines_of(_main(path))), 1, "main file untouched during play")
    check.eq(len(_chunks(path)), 2, "one chunk per round of journals")
    for p in _chunks(path):
        size = os.stat(p)[6]
        check.true(CHUNK_BYTES <= size <= 4096, "a chunk fills most of a flash block")
    folder = path + ".steps"
    most = JOURNAL_STEPS // JOURNAL_FOLDERS
    for n in os.listdir(folder):
        if n in journal.FOLDER_NAMES:
            check.true(len(os.listdir(folder + "/" + n)) <= most, "journals spread over folders")


def _held_text(obj):
    """The bytes of text obj's attributes hold, directly or in lists and tuples."""
    n = 0
    for v in obj.__dict__.values():
        for x in (v if type(v) in (list, tuple) else (v,)):
            if type(x) is str:
                n += len(x)
    return n


def test_a_round_of_journals_is_on_flash_only_until_its_chunk_is_copied_from_them():
    # The largest thing a game held on the chip was its round's saved lines, kept in RAM for
    # the chunk: the chunk is copied from the journals on flash instead (docs/bench.md).
    d = fresh_dir("held")
    s, lines = _session_steps(d, 0, 0, 4)

    def step():
        got = s.deal() if s.state.current_player() < 0 else s.ai_act()
        s.record(got)
        lines.extend(got)
    while s._round_bytes < CHUNK_BYTES // 2:
        step()
    check.eq(_chunks(s.path), [], "no chunk yet")
    check.true(_held_text(s) < 300, "the session holds %d bytes of text with a round of %d"
               % (_held_text(s), s._round_bytes))
    while s._steps:  # to the end of the round: its chunk
        step()
    check.eq(len(_chunks(s.path)), 1, "the round went into a chunk")
    check.eq(list(readback.saved_lines(s.path)), lines, "the chunks hold the game's lines")


def test_journals_resume_in_order_and_skip_moved_ones():
    d = fresh_dir("journal")
    path, lines = _saved_steps(d, 2, 0)
    # A round has just ended: its chunk and its journals hold the same lines, read once.
    check.eq(list(readback.saved_lines(path)), lines, "chunked journals are not read twice")
    # A power cut while the chunk was written leaves it empty: its journals still count.
    last = _chunks(path)[-1]
    with open(last, "rb") as f:
        chunk = f.read()
    with open(last, "w"):
        pass
    check.eq(list(readback.saved_lines(path)), lines, "an empty chunk is ignored")
    with open(last, "wb") as f:
        f.write(chunk)
    # A journal after a gap (its predecessor lost) is not read.
    d = fresh_dir("gap")
    path, lines = _saved_steps(d, 2, 3)
    recent = [j for j in readback.journals(path) if j[1] not in _chunks(path)][-3:]
    with open(recent[0][1], "w") as f:
        f.write("%d\n%s\n" % (len(lines) + 5, "junk"))
    kept = lines[:recent[0][0]]
    check.eq(list(readback.saved_lines(path)), kept, "journals after a gap are ignored")
    b = ui.App(FakeBoard(d), seed=9)
    check.true(b.saved is not None, "resumes")
    check.eq(readback.journals(path), [], "resume leaves one main file")
    check.eq(list(readback.saved_lines(path)), kept, "the same game")


def _journal_files(path):
    folder = path + ".steps"
    return sorted("%s/%s" % (n, m) for n in os.listdir(folder) if n in journal.FOLDER_NAMES
                  for m in os.listdir(folder + "/" + n))


def test_a_finished_game_leaves_its_journals_to_the_next_game_to_empty():
    d = fresh_dir("again")
    s, _ = _session_steps(d, 1, 3, 4)
    files = _journal_files(s.path)
    chunks = _chunks(s.path)
    s.finish([])
    # The game's last tick pays for removing one file, not for clearing every journal.
    check.eq(os.path.exists(s.path), False, "no save left")
    check.eq(_chunks(s.path), chunks, "the rest waits for the next game")
    path, lines = _saved_steps(d, 0, 3, 5)
    check.eq(list(readback.saved_lines(path)), lines, "the new game alone")
    check.eq(_chunks(path), [], "chunks removed")
    check.eq(_journal_files(path), files, "no journal file made again")
    written = ["%s/%d" % (journal.FOLDER_NAMES[i], i) for i in range(3)]
    for f in files:
        if f not in written:
            check.eq(os.stat(path + ".steps/" + f)[6], 0, "emptied")


def test_a_long_game_keeps_few_chunks_folding_the_oldest_into_the_main_file():
    d = fresh_dir("long")
    s = session.Session("seven-rocks", 4, 4, 250, [], EASY, d + "/save.jsonl")
    s.max_chunks = 2
    lines = [s.header()]
    s.start_save()
    rounds = 0
    while rounds < 5:
        got = s.deal() if s.state.current_player() < 0 else s.ai_act()
        s.record(got)
        lines.extend(got)
        if s._steps == 0:
            rounds += 1
            check.eq(len(_chunks(s.path)), min(rounds, 2), "at most max_chunks on flash")
            check.eq(list(readback.saved_lines(s.path)), lines,
                     "the game so far, round %d" % rounds)
    # Three rounds went into the main file, in order, after its header.
    folded = len(_lines_of(_main(s.path)))
    check.true(folded > 1, "the oldest chunks are in the main file")
    check.eq(folded, readback.journals(s.path)[0][0], "the first chunk follows the main file")
    # A cut between the append and the chunk's removal: the chunk is read once.
    again = d + "/again"
    os.mkdir(again)
    t = session.Session("seven-rocks", 4, 4, 250, [], EASY, again + "/save.jsonl")
    t.max_chunks = 0
    t.start_save()
    more = [t.header()]
    while not _chunks(t.path):
        got = t.deal() if t.state.current_player() < 0 else t.ai_act()
        t.record(got)
        more.extend(got)
        if t._steps == 0:
            break
    check.eq(_chunks(t.path), [], "folded at once")
    first = len(_lines_of(_main(t.path)))
    body = _main(t.path).decode().split("\n", 1)[1]
    with open("%s.steps/1" % t.path, "w") as f:
        f.write("1\n" + body)
    check.eq(first, len(more), "main file holds the whole round")
    check.eq(list(readback.saved_lines(t.path)), more, "a chunk already folded is skipped")
    b = ui.App(FakeBoard(d), seed=9)
    check.true(b.saved is not None, "resumes")
    check.eq(list(readback.saved_lines(s.path)), lines, "the same game")


def test_journals_of_the_earlier_layout_still_resume():
    # Firmware before the lettered folders kept each journal directly in save.jsonl.steps.
    d = fresh_dir("layout")
    path, lines = _saved_steps(d, 0, 8)
    folder = path + ".steps"
    for first, p in readback.journals(path):
        with open(p, "rb") as f:
            data = f.read()
        os.remove(p)
        with open("%s/%d" % (folder, first - 1), "wb") as f:
            f.write(data)
    check.eq(list(readback.saved_lines(path)), lines, "read as before")
    b = ui.App(FakeBoard(d), seed=9)
    check.true(b.saved is not None, "resumes")
    check.eq(sorted(os.listdir(folder)), list(journal.FOLDER_NAMES), "only the folders left")
    check.eq(list(readback.saved_lines(path)), lines, "the same game")


def _main(path):
    with open(path, "rb") as f:
        return f.read()


def test_a_deeply_nested_save_is_set_aside():
    # Sealed with valid checks, so only the nesting itself can stop it (CPython's
    # RecursionError; MicroPython parses it and refuses the shape).
    deep = "[" * 1000 + "]" * 1000
    text = '{"event": "game", "version": 1, "game": "seven-rocks", "seats": %s}' % deep
    d = fresh_dir("deep")
    data = (journal.sealed(text, 0)[0] + "\n").encode()
    check.eq(_boot_with(d, data), False, "refused")
    check.true("save.jsonl.bad" in os.listdir(d), "set aside")


def test_foreign_save_is_set_aside():
    d = fresh_dir("foreign")
    check.eq(_boot_with(d, b"hello, not a game\n"), False, "refused")
    check.true("save.jsonl.bad" in os.listdir(d), "set aside")


def test_cutthroat_four_humans_by_keys_alone():
    a, lines = started("ct4", "cutthroat", 6, HUMANS, players=4)
    _by_keys(a, (A, RIGHT, A, LEFT, A, UP), 20000)
    check.true(_replays(lines).is_terminal(), "log replays to the end")


def test_cutthroat_two_players_with_boneyard():
    a, lines = started("ct2", "cutthroat", 2, [("human", None), ("ai", "easy")], players=2,
                       options={"boneyard": True})
    game_ticks(a, (A, RIGHT, A), 20000)
    check.eq(a.mode, ui.GAME_END, "game finished")
    check.true(_replays(lines).is_terminal(), "log replays to the end")


def test_screen_dims_and_the_waking_press_does_nothing_else():
    board = FakeBoard(fresh_dir("dim"))
    a = ui.App(board, seed=1)
    for _ in range(DIM_FRAMES):
        a.tick()
    check.eq(board.display.level, 0, "dimmed")
    a.press(A)  # would open the setup menu if the screen were awake
    a.tick()
    check.eq(a.mode, ui.MENU, "the waking press only wakes")
    check.true(board.display.level > 0, "awake")
    a.press(A)
    a.tick()
    check.eq(a.mode, ui.SETUP, "the next press acts")


def test_leds_show_the_seat_to_act_and_the_hand_over():
    board = FakeBoard(fresh_dir("leds"))
    a = ui.App(board, seed=2)
    a.start("seven-rocks", 2, HUMANS)
    a.tick()
    check.eq(a.mode, ui.HANDOFF, "hand-off first")
    seat = a.session.state.current_player()
    lit = [i for i in range(4) if board.pixels[i] != (0, 0, 0)]
    check.eq(lit, [seat], "only the seat being handed the console is lit")
    hand_over_colour = board.pixels[seat]
    a.press(A)
    a.tick()
    check.eq(a.mode, ui.TURN, "turn")
    check.true(board.pixels[seat] != hand_over_colour, "team colour while playing")


def test_device_game_is_the_same_as_match_play():
    seats = [("ai", "easy"), ("ai", "normal"), ("ai", "easy"), ("ai", "normal")]
    a, lines = started("same", "seven-rocks", 21, seats, target=100)
    game_ticks(a, (A,), 20000)
    expected = []
    match_log.play("seven-rocks", 21, seats, target=100, emit=expected.append)
    check.eq(lines, expected, "same seed and seats, same log")


def test_seven_diamonds_four_humans_by_keys_alone():
    a, lines = started("sd4", "seven-diamonds", 9, HUMANS, target=300)

    def carte(a, n):
        # Like a player who reads the screen: say carte on every other second-to-last card.
        p = a.play.picker
        if a.mode == ui.TURN and p._carte_offered() and not p.carte and a.session.state.hand & 1:
            return UP
        return 0

    _by_keys(a, (A, RIGHT, A, LEFT, A, DOWN), 30000, carte)
    check.true(_replays(lines).is_terminal(), "log replays to the end")
    check.true(len([x for x in lines if '"carte": true' in x]) > 0, "carte called by a human")


def test_a_save_that_cannot_be_written_does_not_stop_the_game():
    board = FakeBoard(fresh_dir("nosave"))
    board.SAVE_PATH = "/no/such/dir/save.jsonl"
    lines = []
    a = ui.App(board, seed=4, emit=lines.append)
    a.start("seven-rocks", 4, [("human", None)] + [("ai", "easy")] * 3, target=60)
    game_ticks(a, (A,), 5000)
    check.eq(a.mode, ui.GAME_END, "game finished without a save")
    check.true(a.session.save_failed, "the failure is known (and shown)")
    check.true(_replays(lines).is_terminal(), "the log is still complete")


def _modes_to_the_end(game, seed, seats, target, players=None):
    """Plays an app game pressing A; returns the modes seen and the app at the game end."""
    a = ui.App(FakeBoard(fresh_dir("last")), seed=seed)
    a.start(game, seed, seats, target=target, players=players)
    modes = []
    n = 0
    while a.mode != ui.GAME_END and n < 20000:
        a.press(A)
        a.tick()
        if not modes or modes[-1] != a.mode:
            modes.append(a.mode)
        n += 1
    return modes, a


def test_the_deciding_hand_is_settled_on_screen_before_the_game_end():
    ais = [("ai", "easy")] * 4
    # (Seed 3 of Seven of Diamonds ends on a carte fine in mid-hand instead: no settlement.)
    for game, seed, target, players in (("cutthroat", 3, None, 4),
                                        ("seven-diamonds", 4, 300, None)):
        modes, a = _modes_to_the_end(game, seed, ais, target, players)
        check.eq(modes[-1], ui.GAME_END, game + " finished")
        check.eq(modes[-2], ui.HAND_END, game + ": the last hand's result comes first")
        # While that result is shown the key line says OK, not "next hand".
        a.replace(a.play.hand_end_screen)
        a.tick()
        L = a.L
        ok = FakeBoard(fresh_dir("ok")).display
        draw.center(ok, L.S[text_ids.A_OK], 56)
        check.eq(bytes(a.fb.buffer[7 * 128:]), bytes(ok.buffer[7 * 128:]), game + " key line")


def _to_turn(a, limit=3000):
    n = 0
    while a.mode != ui.TURN and n < limit:
        a.press(A if a.mode in (ui.HANDOFF, ui.HAND_END) else 0)
        a.tick()
        n += 1
    check.eq(a.mode, ui.TURN, "a person's turn")


def _choose(a, row):
    """Open the pause menu from the turn and choose `row`."""
    a.press(B)
    a.tick()
    check.eq(a.mode, ui.PAUSE, "B opens the pause menu")
    check.true(row in a.screen.rows, "the menu offers row %d" % row)
    while a.screen.rows[a.screen.cursor] != row:
        a.press(DOWN)
        a.tick()
    a.press(A)
    a.tick()


def test_a_hint_puts_the_ai_move_on_the_picker_and_a_plays_it():
    from ai.hint import hint
    seats = [("human", None), ("ai", "easy"), ("ai", "easy"), ("ai", "easy")]
    for game, level, row in (("seven-rocks", "normal", text_ids.HINT),
                             ("cutthroat", "hard", text_ids.HARD_HINT),
                             ("seven-diamonds", "normal", text_ids.HINT),
                             ("seven-diamonds", "hard", text_ids.HARD_HINT)):
        a = ui.App(FakeBoard(fresh_dir("hint")), seed=5)
        a.start(game, 5, seats, players=4)
        # Skip turns with a single choice: the hint has nothing to choose there.
        for _ in range(40):
            _to_turn(a)
            if a.session.n_legal > 1:
                break
            a.press(A)
            a.tick()
        s = a.session
        obs = s.observe(0)
        want, points = hint(game, obs, level, s.seed + 7919 * s.state.hand)
        _choose(a, row)
        if level == "hard" or game == "seven-rocks":
            # The hard AI's search (and Seven Rocks' normal count, up to 114 ms on the chip) is
            # announced first and runs over the next ticks.
            check.eq(a.mode, ui.THINK, game + ": thinking")
            think_out(a)
        check.eq(a.mode, ui.TURN, game + ": back to the turn")
        check.true(a.play.picker.note.startswith(a.L.S[text_ids.HINT]), game + ": the hint is said")
        if points:
            check.true(a.play.picker.note.endswith("+%d" % points), game + ": with its points")
        a.press(A)
        a.tick()
        check.eq(s.state.result.seat, 0, game + ": the person played")
        check.eq(s.state.result.action, want, game + ": A plays the hinted move")


def test_hiding_the_hand_from_the_pause_menu_hands_over_with_no_tile_drawn():
    a = ui.App(FakeBoard(fresh_dir("hide")), seed=2)
    a.start("seven-rocks", 2, HUMANS)
    _to_turn(a)
    a.press(B)
    a.tick()
    rows = [text_ids.RESUME, text_ids.HINT, text_ids.HARD_HINT, text_ids.HIDE, text_ids.QUIT]
    check.eq(list(a.screen.rows), rows, "turn menu rows")
    check.eq(draw.drawn_count(), 0, "the menu shows no tile")
    a.press(B)  # back to the hand
    a.tick()
    check.eq(a.mode, ui.TURN, "B resumes")
    _choose(a, text_ids.HIDE)
    check.eq(a.mode, ui.HANDOFF, "hidden: the hand-off screen")
    check.eq(draw.drawn_count(), 0, "no tile on the hand-off")


def _session_game(game, players, target, seats, cuts, d):
    """A whole game stepped as the app steps it, the save resumed (a fresh session from the
    file, as after a power cut) at each step number in cuts; returns its log lines and how
    many hard decisions were taken again while resuming."""
    from ai.levels import new_ai
    from core.game import CHANCE
    path = d + "/save.jsonl"
    spec = match.registry.get(game)
    opts = match.full_options(spec, {})
    s = session.Session(game, 7, players, target, opts, seats, path)
    s.start_save()
    person = new_ai(game, "normal", 11)
    lines = [s.header()]
    rethought = [0]
    step = 0
    while not s.state.is_terminal():
        who = s.state.current_player()
        if who == CHANCE:
            got = s.deal()
        elif s.agents[who] is not None:
            got = s.ai_act()
        else:
            got = s.act(person.choose(s.observe(who)))
        if s.state.is_terminal():
            got.append(spec.end_line(s.state))
            s.finish(got)
        else:
            s.record(got)
        lines.extend(got)
        step += 1
        if step in cuts and not s.state.is_terminal():
            hard = [a for a in s.agents if a is not None and type(a).__name__ == "HardAI"]
            cls = type(hard[0])
            choose = cls.choose

            def counting(self, obs):
                rethought[0] += 1
                return choose(self, obs)  # noqa: B023 (called before the loop goes on)
            cls.choose = counting
            try:
                s = restore.resume(path)
            finally:
                cls.choose = choose
    return lines, rethought[0]


def test_resume_with_hard_seats_is_the_same_game_without_thinking_again():
    games = (("seven-rocks", 4, 40), ("cutthroat", 3, 1), ("seven-diamonds", 4, 60))
    for game, players, target in games:
        seats = [("human", None), ("ai", "hard"), ("ai", "easy"), ("ai", "hard")][:players]
        d = fresh_dir("hardresume")
        whole, _ = _session_game(game, players, target, seats, (), d)
        d = fresh_dir("hardresume")
        cut, rethought = _session_game(game, players, target, seats, (5, 9, 14, 20, 27), d)
        check.eq(cut, whole, game + ": resumed game")
        check.eq(rethought, 0, game + ": hard decisions taken again while resuming")
        _replays(whole)
