# The recap (hand-off, Last moves) and the hand review: what they list, and only public facts.
import json
import sys
import check
import match
from core.recap import Recap, CAPACITY, DEAL, DRAW, PENALTY
from fake_board import FakeBoard, fresh_dir
from app_helpers import Game
from app.frame import draw, ui
from app.store import restore, session
from app.lang import text as T
from app.frame.buttons import UP, DOWN, A, B
from app.game.recap import Moves
import text_ids

MP = sys.implementation.name == "micropython"
_SUITS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
_CALLS = {"none": "no call", "redeal": "redeal", "double": "double", "triple": "triple"}


# -- what the rows should say, worked out from the game's log ---------------------------------

def _who(seat, players):
    return "NESW"[seat] if players == 4 else "S%d" % (seat + 1)


class Steps:
    """The current hand's steps, read from the game's log lines as they come: (row in English,
    seat, True for the seat's own action)."""

    def __init__(self, log, players):
        self.log = log
        self.players = players
        self.read = 0
        self.hand = 0
        self.out = []

    def update(self):
        """Read the log lines written since the last call; returns the steps."""
        while self.read < len(self.log):
            self._line(json.loads(self.log[self.read]))
            self.read += 1
        return self.out

    def _line(self, o):
        out = self.out
        e = o["event"]
        seat = o.get("seat", -1)
        who = _who(seat, self.players) if seat >= 0 else ""
        if e == "deal":
            self.hand = o["hand"]
            del out[:]
            out.append(("-- Hand %d --" % o["hand"], -1, False))
        elif e == "play" and "tile" in o:
            row = "%s %d|%d" % (who, o["tile"][0], o["tile"][1])
            if "to" in o:
                row += ">%d|%d" % (o["to"][0], o["to"][1])
            out.append((row + (" +%d" % o["score"] if o["score"] else ""), seat, True))
        elif e == "play":
            card = o["card"]
            row = "%s %s%s" % (who, "T" if card[:-1] == "10" else card[:-1], _SUITS[card[-1]])
            out.append((row + (" Carte!" if o["carte"] else ""), seat, True))
        elif e == "pass":
            out.append((who + " passes", seat, True))
        elif e == "draw":
            if out[-1][0].startswith(who + " drew "):
                out[-1] = ("%s drew %d" % (who, int(out[-1][0].split()[-1]) + 1), seat, False)
            else:
                out.append((who + " drew 1", seat, False))
        elif e == "announce":
            out.append(("%s: %s" % (who, _CALLS[o["call"]]), seat, True))
        elif e == "partner":
            out.append(("%s: %s" % (who, "agree" if o["agree"] else "refuse"), seat, True))
        elif e == "penalty":
            out.append(("Carte!: %s +%d" % (("NS", "EW")[o["team"]], o["points"]), -1, False))

    def since(self, seat):
        """The rows after seat's own last step in the hand (all of the hand when it has none)."""
        steps = self.update()
        first = 0
        for i in range(len(steps)):
            if steps[i][1] == seat and steps[i][2]:
                first = i + 1
        return [s[0] for s in steps[first:]]


def _rows(rows, L):
    return [rows.text(i, L) for i in range(rows.count())]


# -- the ring ---------------------------------------------------------------------------------

def _deal(r, hand):
    r.add(0, DEAL, hand >> 8, hand & 255)


def _dropped(r):
    return r.hand_first() - r.hand_at - 1


def _step(r, k):
    i = 4 * (k % CAPACITY)
    return tuple(r.buf[i:i + 4])


def test_the_ring_keeps_the_last_steps_and_counts_the_hands_dropped_ones():
    r = Recap()
    check.eq((r.total, r.since(0), r.hand_first(), _dropped(r)), (0, 0, 0, 0), "empty")
    _deal(r, 1)
    r.add(0, 5, 255, 10)
    r.add(1, 6, 255, 0)
    r.add(2, DRAW, 0, 3)
    check.eq(r.since(0), 2, "after seat 0's own step")
    check.eq(r.since(2), 0, "a draw is not an action: from the deal")
    check.eq(r.since(3), 0, "no step yet: from the deal")
    check.eq((r.hand_first(), _dropped(r)), (1, 0), "the hand after its deal row")
    _deal(r, 300)
    check.eq(_step(r, 4), (0, DEAL, 1, 44), "hand 300: 1 * 256 + 44")
    check.eq(r.since(1), 4, "only the current hand")
    r.add(1, PENALTY, 0, 0)
    check.eq(r.since(1), 4, "a penalty is the team's, not a seat's action")
    for i in range(CAPACITY + 10):
        r.add(i & 3, i & 63, 255, i & 255)
    check.eq(r.total, 6 + CAPACITY + 10, "counted")
    check.eq(r.oldest(), r.total - CAPACITY, "the oldest kept")
    check.eq((r.hand_first(), _dropped(r)), (r.oldest(), r.oldest() - 5), "deal row gone")
    check.eq((_step(r, r.total - 1)[0], r.since(1)), (1, r.total), "seat 1 acted last")
    check.eq(r.since(3), r.total - 2, "seat 3 two steps before")
    i = CAPACITY + 9
    check.eq(_step(r, r.total - 1), (i & 3, i & 63, 255, i & 255), "the newest step")


class _Stub:
    def __init__(self, **fields):
        for k in fields:
            setattr(self, k, fields[k])


def test_a_hand_longer_than_the_ring_says_how_many_steps_were_dropped():
    from app.game import view_seven_rocks as view
    from games.dominoes import PASS
    r = Recap()
    _deal(r, 4)
    for i in range(CAPACITY + 7):
        r.add(i & 3, PASS, 255, 0)
    play = _Stub(session=_Stub(recap=r, players=4), view=view, app=None)
    rows = Moves(play, ui.REVIEW)
    rows.enter()
    L = T.load(0)
    got = _rows(rows, L)
    check.eq(len(got), CAPACITY + 1, "one row for the dropped steps, then every kept step")
    check.eq(got[0], "(7 earlier)", "the deal row and 7 passes are gone: the passes counted")
    check.eq(got[1], "%s passes" % "NESW"[7 & 3], "the oldest kept step")


def test_recording_a_step_allocates_nothing():
    import gc
    if not hasattr(gc, "mem_alloc"):
        return  # CPython: the MicroPython run measures it
    for game, players in (("seven-rocks", 4), ("cutthroat", 2), ("seven-diamonds", 4)):
        m = match.Match(game, 3, players, 100, match.full_options(match.registry.get(game), {}),
                        [("ai", "easy")] * players)
        m.step()  # the deal
        m.advance()
        spec = m.spec
        spec.remember(m.state, m.recap)
        gc.collect()
        gc.disable()
        try:
            before = gc.mem_alloc()
            for _ in range(3 * CAPACITY):
                spec.remember(m.state, m.recap)
                _deal(m.recap, 7)
            got = gc.mem_alloc() - before
        finally:
            gc.enable()
        check.eq(got, 0, game + ": bytes allocated recording steps")


def _ring(s):
    return bytes(s.recap.buf), s.recap.total, s.recap.hand_at


def test_a_resumed_game_rebuilds_the_same_ring():
    games = (("seven-rocks", 4, 150, {}), ("cutthroat", 2, 5, {"boneyard": True}),
             ("seven-diamonds", 4, 300, {}))
    for game, players, target, options in games:
        seats = [("ai", "easy"), ("ai", "normal"), ("human", None), ("ai", "easy")][:players]
        spec = match.registry.get(game)
        opts = match.full_options(spec, options)
        runs = []
        for cut_every in (0, 23 if MP else 7):
            person = match.new_ai(game, "easy", 5)
            d = fresh_dir("recap_resume")
            path = d + "/save.jsonl"
            s = session.Session(game, 9, players, target, opts, seats, path)
            s.start_save()
            rings = []
            while not s.state.is_terminal():
                who = s.state.current_player()
                if who < 0:
                    s.record(s.deal())
                elif s.agents[who] is not None:
                    s.record(s.ai_act())
                else:
                    s.record(s.act(person.choose(s.observe(who))))
                if cut_every and len(rings) % cut_every == 0 and not s.state.is_terminal():
                    s = restore.resume(path)
                rings.append(_ring(s))
            runs.append(rings)
        whole, cut = runs
        check.true(whole[-1][1] > CAPACITY, game + ": the ring went round")
        check.eq(len(cut), len(whole), game + ": the same game")
        for i in range(len(whole)):
            check.eq(cut[i], whole[i], "%s: ring after step %d" % (game, i))


# -- the screens, in games played by key presses ----------------------------------------------

def test_every_recap_review_and_records_frame_names_only_what_is_on_the_table():
    from core.tiles import index
    from games.seven_rocks import ON_TABLE
    checked = {}

    def look(g, drawn):
        a = g.a
        if not drawn or a.mode not in (ui.HANDOFF, ui.REVIEW, ui.LAST_MOVES, ui.RECORDS):
            return
        check.eq(draw.drawn_count(), 0, "a tile or card drawn as a picture")
        state = (a.session or a.saved).state
        for text, _x, _y in g.board.display.texts:
            for i in range(1, len(text)):
                if text[i] == "|" and text[i - 1].isdigit() and text[i + 1:i + 2].isdigit():
                    item = index(int(text[i - 1]), int(text[i + 1]))
                elif text[i] in "♣♦♥♠" and text[i - 1] in "789TJQKA":
                    item = "♣♦♥♠".index(text[i]) * 8 + "789TJQKA".index(text[i - 1])
                else:
                    continue
                check.eq(state.owner[item], ON_TABLE, "%r names %s, not on the table (mode %d)"
                         % (text, text[i - 1:i + 2], a.mode))
        checked[a.mode] = checked.get(a.mode, 0) + 1

    human = ("human", None)
    small = MP
    games = (("seven-rocks", [human, ("ai", "easy"), human, ("ai", "normal")], 60 if small else 150,
              None, 4),
             ("seven-rocks", [human, ("ai", "easy"), ("ai", "easy"), ("ai", "normal")], 60, None,
              4),
             ("cutthroat", [human, human], 1 if small else 2, {"boneyard": True}, 2),
             ("cutthroat", [human, ("ai", "easy"), human], 1, None, 3),
             ("cutthroat", [("ai", "easy"), human, ("ai", "normal"), ("ai", "easy")], 1, None,
              4),
             ("seven-diamonds", [human, ("ai", "easy"), human, ("ai", "normal")],
              100 if small else 250, None, 4),
             ("seven-diamonds", [("ai", "easy"), ("ai", "normal"), human, ("ai", "easy")], 100,
              None, 4))
    for game, seats, target, options, players in games:
        Game("public", game, seats, target, options, players, look).run(60000)
    for mode in (ui.HANDOFF, ui.REVIEW, ui.LAST_MOVES, ui.RECORDS):
        check.true(checked.get(mode, 0) > 3, "frames of mode %d checked" % mode)


def test_the_recap_and_the_review_list_what_the_log_says():
    # On entering each screen: every row, against the rows worked out from the log; the hand-off
    # and Last moves open on the newest rows, the review on the hand's first; each row in view
    # is the one drawn.
    seen = {}

    def look(g, drawn):
        a = g.a
        if g.frames or a.mode not in (ui.HANDOFF, ui.REVIEW, ui.LAST_MOVES):
            return
        rows = a.screen
        L = a.L
        if a.mode == ui.REVIEW:
            steps = g.steps.update()
            want = [s[0] for s in steps[1:]]
            shown, y, top = 5, 10, 0
            check.eq(g.board.display.row(0), [steps[0][0]], "the review's title: the hand")
        else:
            want = g.steps.since(a.session.state.current_player())
            shown, y = (4, 19) if a.mode == ui.HANDOFF else (6, 10)
            top = max(0, len(want) - shown)
        check.eq(_rows(rows, L), want, "rows of mode %d" % a.mode)
        check.eq(rows.top, top, "the rows in view first")
        for i in range(shown):
            check.eq(g.board.display.row(y + 9 * i), want[top + i:top + i + 1], "row %d" % i)
        seen[a.mode] = seen.get(a.mode, 0) + 1
        if a.mode == ui.HANDOFF and len(want) > 1:
            seen["scrolled"] = seen.get("scrolled", 0) + 1

    human = ("human", None)
    games = (("seven-rocks", [human, ("ai", "easy"), human, ("ai", "normal")], 100, None, 4),
             ("cutthroat", [human, human], 1, {"boneyard": True}, 2),
             ("seven-diamonds", [human, ("ai", "easy"), human, ("ai", "normal")], 150, None, 4),
             ("seven-diamonds", [human, ("ai", "easy"), ("ai", "easy"), ("ai", "normal")], 100,
              None, 4))
    for game, seats, target, options, players in games:
        g = Game("recap_rows", game, seats, target, options, players, look)
        g.steps = Steps(g.log, g.a.session.players)
        g.run(60000)
        log = "\n".join(g.log)
        if game == "cutthroat":
            check.true('"event": "draw"' in log, "draws were listed")
        if game == "seven-diamonds" and seats[2] == human:
            check.true('"event": "penalty"' in log, "a carte penalty was listed")
    for mode in (ui.HANDOFF, ui.REVIEW, ui.LAST_MOVES, "scrolled"):
        check.true(seen.get(mode, 0) > 3, "%s screens checked" % mode)


def test_scrolling_the_recap_and_a_still_shows_the_hand():
    from games.dominoes import PASS
    board = FakeBoard(fresh_dir("recap_scroll"))
    a = ui.App(board, seed=1)
    a.start("seven-rocks", 4, [("human", None), ("ai", "easy"), ("human", None), ("ai", "easy")])
    for _ in range(200):
        if a.mode == ui.HANDOFF:
            break
        a.press(A)
        a.tick()
    check.eq(a.mode, ui.HANDOFF, "a hand-off")
    # A recap seldom has more rows than the screen (a round of moves, a deal, draws or
    # penalties): steps are added to the ring, which only the screens read, to make sure.
    for _ in range(7):
        a.session.recap.add(1, PASS, 255, 0)
    a.play.handoff()
    rows = a.screen
    n = rows.count()
    check.eq((rows.shown, n > 7), (4, True), "four rows in view, more to see")
    check.eq(rows.top, n - rows.shown, "opens on the newest")
    for want in range(n - rows.shown - 1, -1, -1):
        a.press(UP)
        a.tick()
        check.eq(rows.top, want, "Up shows an older row")
    a.press(UP)
    a.tick()
    check.eq(rows.top, 0, "and stops at the first")
    for _ in range(n):
        a.press(DOWN)
        a.tick()
    check.eq(rows.top, n - rows.shown, "Down stops at the newest")
    check.eq(a.mode, ui.HANDOFF, "scrolling stays on the hand-off")
    a.press(A)
    a.tick()
    check.eq(a.mode, ui.TURN, "A shows the hand")


def test_last_moves_is_in_the_pause_menu_with_one_person_only_and_b_goes_back():
    for seats, offered in (([("human", None)] + [("ai", "easy")] * 3, True),
                           ([("human", None), ("ai", "easy"), ("human", None), ("ai", "easy")],
                            False)):
        a = ui.App(FakeBoard(fresh_dir("last_moves")), seed=1)
        a.start("seven-diamonds", 2, seats)
        for _ in range(200):
            if a.mode == ui.TURN:
                break
            a.press(A)
            a.tick()
        a.press(B)
        a.tick()
        check.eq(a.mode, ui.PAUSE, "the pause menu")
        rows = a.screen.rows
        check.eq(text_ids.LAST_MOVES in rows, offered, "Last moves offered")
        check.eq(text_ids.HIDE in rows, not offered, "Hide hand offered")
        if not offered:
            continue
        while rows[a.screen.cursor] != text_ids.LAST_MOVES:
            a.press(DOWN)
            a.tick()
        a.press(A)
        a.tick()
        check.eq(a.mode, ui.LAST_MOVES, "Last moves")
        check.eq(draw.drawn_count(), 0, "no card drawn")
        a.press(B)
        a.tick()
        check.eq(a.mode, ui.PAUSE, "B: back to the pause menu")
        a.press(B)
        a.tick()
        check.eq(a.mode, ui.TURN, "and B again: back to the turn")


def test_the_review_comes_between_the_hands_last_move_and_its_settlement():
    a = ui.App(FakeBoard(fresh_dir("review")), seed=1)
    a.start("cutthroat", 3, [("ai", "easy")] * 3, players=3, target=2)
    modes = []
    for _ in range(20000):
        if a.mode == ui.GAME_END:
            break
        if not modes or modes[-1] != a.mode:
            modes.append(a.mode)
        a.press(A if a.mode in (ui.REVIEW, ui.HAND_END) else 0)
        a.tick()
    modes.append(a.mode)
    hands = a.session.state.hand
    check.eq(modes.count(ui.REVIEW), hands, "a review a hand")
    check.eq(modes.count(ui.HAND_END), hands, "a settlement a hand")
    for i in range(len(modes)):
        if modes[i] == ui.REVIEW:
            check.eq((modes[i - 1], modes[i + 1]), (ui.SHOW, ui.HAND_END), "the review's place")
