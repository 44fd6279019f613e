# What the game screens say: scores that read apart, the tile to lead, raised playable tiles.
import check
from fake_board import FakeBoard, fresh_dir
from app_helpers import Recording
from app.frame import draw, ui
from app.game import views
from app.lang import text as T
from app.game import tile_view
from app.frame.buttons import A, RIGHT, DOWN
import text_ids
import consts

TILE_RAISE = consts.of("app.game.tile_view", "RAISE")
CARD_RAISE = consts.of("app.game.view_seven_diamonds", "RAISE")
TILE_W, TILE_H = consts.of("app.frame.draw", "TILE_W", "TILE_H")


def _app(name, lang=0):
    board = FakeBoard(fresh_dir(name))
    board.display = Recording()
    a = ui.App(board, seed=1)
    a.lang = lang
    a.L = T.load(lang)
    return board.display, a


def _until(a, mode, limit=3000, key=0):
    n = 0
    while a.mode != mode and n < limit:
        if key:
            a.press(key)
        a.tick()
        n += 1
    check.eq(a.mode, mode, "screen reached")


def test_cutthroat_numbered_seats_do_not_run_into_their_scores():
    # Issue 11's repro: 3 players, seed 5; before, the top row read "10 20 30".
    for lang in range(len(T.CODES)):
        for players in (2, 3):
            d, a = _app("ct_header", lang)
            a.start("cutthroat", 5, [("human", None)] * 2 + [("ai", "hard")] * (players - 2),
                    players=players)
            _until(a, ui.HANDOFF)
            a.press(A)
            a.tick()
            a.play.obs.scores[1] = 1  # as after Seat 2 wins a hand
            a.dirty = True
            a.tick()
            initial = a.L.S[text_ids.SEAT][0]
            want = " ".join(["%s%d:%d" % (initial, s + 1, 1 if s == 1 else 0)
                             for s in range(players)])
            check.eq(d.row(0), [want], "%s %d players: top row" % (T.CODES[lang], players))


def test_cutthroat_first_hand_names_the_tile_to_lead():
    for lang in range(len(T.CODES)):
        d, a = _app("ct_lead", lang)
        a.start("cutthroat", 7, [("human", None)] * 4, players=4)
        _until(a, ui.HANDOFF)
        a.press(A)
        a.tick()
        want = a.L.S[text_ids.LEAD_TILE] % "6|6"
        check.true(len(want) <= 16, "%r fits" % want)
        check.eq(d.row(tile_view.MSG_Y), [want], T.CODES[lang] + ": the must-lead prompt")


def test_seven_rocks_opener_still_leads_any_tile():
    d, a = _app("sr_lead")
    a.start("seven-rocks", 7, [("human", None)] * 4)
    _until(a, ui.HANDOFF)
    a.press(A)
    a.tick()
    check.eq(d.row(tile_view.MSG_Y), [a.L.S[text_ids.LEAD]], "any tile")


def _lit(buf, x, y):
    return (buf[(y >> 3) * 128 + x] >> (y & 7)) & 1


def test_playable_tiles_stand_raised_with_no_bar_under_the_message():
    d, a = _app("sr_raised")
    a.start("seven-rocks", 3, [("human", None)] * 4)
    seen = 0
    for n in range(3000):
        a.tick()
        a.press((A, A, RIGHT)[n % 3])
        p = a.play.picker
        if a.mode != ui.TURN or p.forced_pass or a.session.state.table.count == 0:
            continue
        playable = [p._playable(p.tiles[i]) for i in range(min(p.n, 7))]
        if all(playable) or not any(playable) or p.n > 7:
            continue
        buf = d.buffer
        for i in range(len(playable)):
            x = i * 18
            top = 55 - TILE_RAISE if playable[i] else 55
            check.eq((_lit(buf, x, top), _lit(buf, x, top - 1)), (1, 0), "tile %d top edge" % i)
        # Between the message row and the hand nothing is drawn: no bar reads as underlining.
        check.eq([x for x in range(128) if _lit(buf, x, 52)], [], "row under the message")
        seen += 1
        if seen > 5:
            return
    check.fail("no turn with some tiles playable and some not")


def test_playable_cards_stand_raised():
    d, a = _app("sd_raised")
    a.start("seven-diamonds", 5, [("human", None)] * 4)
    for n in range(3000):
        a.tick()
        a.press((A, A, RIGHT)[n % 3])
        p = a.play.picker
        if a.mode != ui.TURN or p.calling:
            continue
        fits = [p._fits(p.cards[i]) for i in range(p.n)]
        if all(fits) or not any(fits):
            continue
        for i in range(p.n):
            top = 46 - CARD_RAISE if fits[i] else 46
            check.eq((_lit(d.buffer, i * 16, top), _lit(d.buffer, i * 16, top - 1)), (1, 0),
                     "card %d top edge" % i)
        return
    check.fail("no turn with some cards playable and some not")


def test_seven_of_diamonds_call_screen_says_it_is_your_call():
    for lang in range(len(T.CODES)):
        d, a = _app("sd_call", lang)
        a.start("seven-diamonds", 5, [("human", None)] * 4)
        _until(a, ui.HANDOFF)
        a.press(A)
        a.tick()
        check.true(a.play.picker.calling, "calls first")
        check.true(a.L.S[text_ids.YOUR_CALL] in d.row(10), T.CODES[lang] + ": your call")
        check.eq(d.row(19), ["< %s >" % a.L.CALLS[0]], T.CODES[lang] + ": the call")


def test_seven_rocks_hand_end_labels_its_columns():
    for lang in range(len(T.CODES)):
        d, a = _app("sr_end", lang)
        a.start("seven-rocks", 2, [("ai", "easy")] * 4, target=500)
        _until(a, ui.REVIEW, 20000)
        a.press(A)  # the hand's review goes on to its settlement
        _until(a, ui.HAND_END, 1)
        L = a.L
        labels = [t for t in d.texts if t[2] == 8]
        check.eq([t[0] for t in labels], [L.S[text_ids.PIPS], L.S[text_ids.TAKEN]], "label row")
        # Each label's right edge is its column's: pips end at column 10, deductions at 16.
        check.eq([t[1] + len(t[0]) * 8 for t in labels], [80, 128], "label columns")
        r = a.session.state.result
        for s in range(4):
            row = [t for t in d.texts if t[2] == 16 + s * 8]
            numbers = row[1][0]
            check.eq(numbers.split(), [str(r.pips[s]), "-%d" % r.deductions[s]],
                     "seat %d" % s)
            # The pips number ends under the pips label.
            check.eq(row[1][1] + len(numbers.split("   ")[0].rstrip()) * 8, 80, "pips column")


def test_rules_have_a_reading_the_screen_page_for_every_game():
    for lang in range(len(T.CODES)):
        d, a = _app("rules_pages", lang)
        a.tick()
        a.press(DOWN)
        a.tick()
        a.press(A)  # Rules
        a.tick()
        pages = []
        games = views.games()
        r = a.screen
        for _ in range(2 * len(games)):
            pages.append((r.game, r.lines[0]))
            here = (r.game, r.page)
            while (r.game, r.page) == here:  # Right pages down to the end, then turns
                a.press(RIGHT)
                a.tick()
        want = []
        for g in range(len(games)):
            want.append((g, draw.wrap(T.page(lang, games[g], False))[0]))
            want.append((g, a.L.S[text_ids.SCREEN_PAGE]))
        check.eq(pages, want, T.CODES[lang] + ": pages in turn")
        check.eq((r.game, r.page), (0, 0), "Right wraps to the first page")
        for g in games:
            check.true(T.page(lang, g, True) != "-",
                       "%s: %s has a screen page" % (T.CODES[lang], g))


def _boxes_overlap(a, b, gap):
    """Boxes (x, y, w, h) closer than `gap` pixels (overlapping when gap is 0)."""
    return (a[0] < b[0] + b[2] + gap and b[0] < a[0] + a[2] + gap
            and a[1] < b[1] + b[3] + gap and b[1] < a[1] + a[3] + gap)


def test_a_long_cutthroat_hand_is_shown_whole_in_rows_clear_of_each_other_and_the_text():
    # Issue 21 item 8: 14 or 9 tiles showed as 7, with nothing saying more were off-screen.
    # Hands of 8 to 21 tiles (2 players with the boneyard draw up to 21) are filled in from
    # the tiles off the table, on a real turn with tiles on the table.
    drawn = []
    tile = draw.tile

    def recorded(fb, t, a, b, x, y, inverse=False):
        drawn.append((t, x, y))
        tile(fb, t, a, b, x, y, inverse)

    draw.tile = recorded
    try:
        for players, boneyard, sizes in ((2, False, (14, 8)), (3, False, (9, 12)),
                                         (2, True, (7, 15, 18, 21))):
            d, a = _app("ct_long")
            a.start("cutthroat", 3, [("human", None)] + [("ai", "easy")] * (players - 1),
                    players=players, options={"boneyard": boneyard})
            for _ in range(40):
                _until(a, ui.TURN, key=A)
                if a.session.state.table.count > 1:
                    break
                a.press(A)
                a.tick()
            s = a.session
            obs = a.play.obs
            check.true(obs.table.count > 1, "a turn with tiles on the table")
            on_table = bytearray(28)
            for i in range(obs.table.count):
                on_table[obs.table.order[i]] = 1
            for n in sizes:
                where = "%d players%s, %d tiles" % (players, " boneyard" if boneyard else "",
                                                   n)
                k = 0
                for t in range(28):
                    obs.mine[t] = 0
                    if not on_table[t] and k < n:
                        obs.mine[t] = 1
                        k += 1
                a.play.picker.reset(obs, s.legal, s.n_legal)
                del drawn[:]
                a.dirty = True
                a.tick()
                hand = [b for b in drawn if obs.mine[b[0]]]
                check.eq(sorted([b[0] for b in hand]), [t for t in range(28) if obs.mine[t]],
                         where + ": every tile of the hand is drawn")
                boxes = [(b[1], b[2], TILE_W, TILE_H) for b in drawn]
                for i in range(len(boxes)):
                    x, y, w, h = boxes[i]
                    check.true(x >= 0 and y >= 0 and x + w <= 128 and y + h <= 64,
                               "%s: tile at (%d, %d) on the screen" % (where, x, y))
                    for j in range(i):
                        check.true(not _boxes_overlap(boxes[i], boxes[j], 1),
                                   "%s: tiles at %r and %r apart" % (where, boxes[i][:2],
                                                                     boxes[j][:2]))
                    for text, tx, ty in d.texts:
                        check.true(not _boxes_overlap(boxes[i], (tx, ty, len(text) * 8, 7), 1),
                                   "%s: %r clear of the tile at %r" % (where, text, (x, y)))
                check.true(d.row(0) != [], where + ": the wins on top")
    finally:
        draw.tile = tile


def _score_texts(game, scores, L):
    """The top-row texts of a play screen showing `scores` (no multiplier)."""
    if game == "cutthroat":
        n = len(scores)
        return [" ".join(["%s%d:%d" % (L.S[text_ids.SEAT][0], s + 1, scores[s]) for s in range(n)])]
    return ["%s %d" % (L.SHORT_TEAMS[0], scores[0]), "%s %d" % (L.SHORT_TEAMS[1], scores[1])]


def test_the_last_move_of_a_hand_shows_the_scores_before_their_settlement():
    # Issue 21 item 9: the move that ended a hand already showed the settled scores (Seven
    # Rocks "West 1|1" with NS 30 EW 35 where they were 50/50) before the settlement said why.
    # Expected: the scores before the move, plus what the move itself scored (Seven Rocks).
    for game, players, target in (("seven-rocks", 4, 150), ("cutthroat", 3, 3),
                                  ("seven-diamonds", 4, 300)):
        d, a = _app("unsettled")
        a.start(game, 4, [("ai", "easy")] * players, players=players, target=target)
        st = a.session.state
        before = list(st.scores)
        hands = changed = 0
        while a.mode != ui.GAME_END and hands < 40:
            a.press(A)
            a.tick()
            r = st.result
            if a.mode == ui.SHOW and r.hand_ended:
                want = list(before)
                if game == "seven-rocks" and r.points:
                    want[r.seat & 1] += r.points
                where = "%s hand %d" % (game, st.hand)
                row = [t for t in d.row(0) if not t.startswith("x")]
                check.eq(row, _score_texts(game, want, a.L), where + ": the move's scores")
                hands += 1
                changed += want != list(st.scores)
                _until(a, ui.HAND_END, key=A)
                settled = _score_texts(game, st.scores, a.L)[-1]
                if game == "cutthroat" and r.reset:
                    settled = a.L.S[text_ids.RESET]
                check.true(settled in " ".join(d.row(48) + d.row(40)),
                           where + ": the settled scores at the hand end")
            before = list(st.scores)
        check.true(hands > 1 and changed > 1, game + ": hands settled with scores changed")


_SD_PROMPT_Y = 34  # the prompt row of the Seven of Diamonds picker (a const the chip inlines)


def test_the_second_to_last_card_says_how_to_say_carte_when_forgetting_it_costs():
    # Issue 21 item 10: nothing said Up/Down says "carte" on the second-to-last card, where A
    # alone, as for every other card, costs 100 points.
    from games.seven_diamonds import CARTE, PASS
    for lang in range(len(T.CODES)):
        for rule in (True, False):
            where = "%s, carte rule %s" % (T.CODES[lang], rule)
            d, a = _app("sd_carte", lang)
            prompt = a.L.S[text_ids.CARTE_KEY]
            check.true(len(prompt) <= 16, "%s: %r fits" % (where, prompt))
            a.start("seven-diamonds", 5, [("human", None)] + [("ai", "easy")] * 3,
                    options={"carte_penalty": rule})
            st = a.session.state
            asked = 0
            while a.mode != ui.GAME_END and asked < 2:
                if a.mode != ui.TURN or a.play.picker.calling:
                    a.press(A)
                    a.tick()
                    continue
                p = a.play.picker
                due = p.n == 2 and p.legal[0] != PASS
                check.eq(p._carte_offered(), due, where + ": carte offered with two cards")
                check.eq(prompt in d.row(_SD_PROMPT_Y), due and rule,
                         where + ": %d cards, the carte prompt" % p.n)
                if due:
                    asked += 1
                    a.press(DOWN)
                    a.tick()
                    check.eq([t for t in d.row(_SD_PROMPT_Y) if t], [a.L.S[text_ids.CARTE]],
                             where + ": carte said")
                a.press(A)
                a.tick()
                if due:
                    check.true(st.result.action >= CARTE, where + ": played with carte")
            check.eq(asked, 2, where + ": two second-to-last cards seen")


def test_a_blocked_cutthroat_hand_says_it_was_blocked():
    # Issue 21 item 11: Seven Rocks said "Hand blocked", a blocked Cutthroat hand never did.
    from app.game import view_cutthroat as ct
    for lang in range(len(T.CODES)):
        d, a = _app("ct_blocked", lang)
        a.start("cutthroat", 2, [("ai", "easy")] * 4, players=4, target=4)
        st = a.session.state
        seen = {"blocked": 0, "out": 0}
        while a.mode != ui.GAME_END:
            a.press(A)
            a.tick()
            r = st.result
            if a.mode != ui.SHOW or not r.hand_ended:
                continue
            blocked = r.reason == "blocked"
            where = "%s hand %d (%s)" % (T.CODES[lang], st.hand, r.reason)
            check.eq(d.row(ct.MSG_Y + 11), [a.L.S[text_ids.HAND_BLOCKED]] if blocked else [],
                     where + ": the move that ends it")
            _until(a, ui.HAND_END, key=A)
            check.eq(d.row(0), [a.L.S[text_ids.HAND_BLOCKED] if blocked else
                                a.L.S[text_ids.HAND_END] % st.hand], where + ": the hand end")
            seen[r.reason] += 1
        check.true(seen["blocked"] and seen["out"], "%s: hands of both ends %r" % (
            T.CODES[lang], seen))
