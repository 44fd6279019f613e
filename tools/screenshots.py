# Regenerates docs/screenshots/*.png: real screens of the console app, drawn by the simulator.
#
#   python3 tools/screenshots.py [OUT_DIR]
#
# The app runs headless on the simulator's board with fixed seeds, so the same firmware gives
# the same pictures; run it again whenever a screen changes. Every game that has screens gets
# its hand-off, hand, play, hand-review, hand-end and game-end screens, and a turn is shown in
# each language; the menus include a rules page scrolled (its scroll mark), the records after
# a game, the question New game asks before replacing a saved game and the self-test's pattern
# and buttons; and the screens that show only in some positions: Cutthroat's hand of 14 tiles in
# two rows, a blocked Cutthroat hand, Seven of Diamonds' carte prompt and a hard AI's
# "Thinking...".
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import sim  # noqa: E402,F401  (puts firmware/ and sim/shim on sys.path)
from app.game import play, views  # noqa: E402
from app.frame import ui  # noqa: E402
from app.frame.buttons import A, B, DOWN, RIGHT, UP  # noqa: E402
from games import registry  # noqa: E402
from sim import png  # noqa: E402
from sim.board import Board  # noqa: E402
import text_ids  # noqa: E402

SCALE = 4
SEED = 7
# Ticks allowed to reach a screen: a whole game with AI seats takes about 15,000.
LIMIT = 200000
# Which AI move is pictured when none scores before it.
AI_MOVES = 8


class Shooter:
    """One app on a virtual-clock board, driven tick by tick, saving chosen screens."""

    def __init__(self, out):
        self.out = out
        self.board = Board(virtual=True)
        self.app = ui.App(self.board, seed=SEED)
        self.saved = []

    def tick(self, bits=0):
        if bits:
            self.app.press(bits)
        self.app.tick()
        self.board.advance(ui.FRAME_MS)

    def keys(self, *presses):
        """Press each button in turn, one tick apiece, then let the screen settle a tick."""
        for bits in presses:
            self.tick(bits)
        self.tick()

    def until(self, done, what, settle=True):
        """Tick until done() holds, then (settle) one tick more to draw it; A answers the
        screens that wait for a person (hand-offs, turns, hand reviews and results), so humans
        play their first choice and the game goes on. Without settle the screen is left as
        done() found it (the "Thinking..." notice is drawn at once, and the next tick is the
        decision)."""
        for _ in range(LIMIT):
            if done():
                if settle:
                    self.tick()
                return
            waiting = self.app.mode in (ui.HANDOFF, ui.TURN, ui.REVIEW, ui.HAND_END)
            self.tick(A if waiting else 0)
        raise SystemExit("screenshots: never reached %s within %d ticks" % (what, LIMIT))

    def save(self, name):
        path = os.path.join(self.out, name + ".png")
        png.write(path, self.board.display.frame, scale=SCALE)
        self.saved.append(path)


def menus(out):
    """Menu, new-game setup, rules (its first screenful and its third) and settings screens."""
    saved = []
    # Each from the main menu's row of that name (the rows come and go: Continue, Past games).
    for name, row, presses in (("menu", None, ()), ("new-game", text_ids.NEW_GAME, ()),
                               ("rules", text_ids.RULES, ()),
                               ("rules-scrolled", text_ids.RULES, (RIGHT, RIGHT)),
                               ("settings", text_ids.SETTINGS, ())):
        s = Shooter(out)
        if row is not None:
            menu = s.app.screen
            while menu.rows[menu.cursor] != row:
                s.keys(DOWN)
            s.keys(A)
        s.keys(*presses)
        s.save(name)
        saved += s.saved
    return saved + replace(out)


def replace(out):
    """New game's question when Start would replace the game saved under Continue."""
    s = Shooter(out)
    s.app.start("seven-rocks", SEED, [("human", None)] + [("ai", "easy")] * 3)
    s.until(lambda: s.app.mode == ui.TURN, "a turn")
    s.keys(B)  # the pause menu
    while s.app.screen.rows[s.app.screen.cursor] != text_ids.QUIT:
        s.keys(DOWN)
    s.keys(A, DOWN, A, UP, A)  # Save & quit; New game; Start
    s.save("new-game-replace")
    return s.saved


def selftest(out):
    """Settings > Self-test: the display test's first pattern (the edges, the diagonals), then
    the buttons page with presses counted, Left and B held (Left lit, B's hold filling its
    hint) and an LED named."""
    from app.frame.buttons import LEFT
    from app.screens import selftest as st
    s = Shooter(out)
    for row in (text_ids.SETTINGS, text_ids.SELF_TEST):
        screen = s.app.screen
        while screen.rows[screen.cursor] != row:
            s.keys(DOWN)
        s.keys(A)
    s.save("selftest-pattern")
    s.until(lambda: s.app.screen.phase == st.PHASES, "the self-test's buttons page")
    s.keys(UP, UP, RIGHT, A, B)
    s.board.held = LEFT | B
    for _ in range(st.HOLD_FRAMES // 2):
        s.tick()
    s.save("selftest-buttons")
    s.board.held = 0
    return s.saved


def languages(out):
    """One screen in each language: a Seven Rocks turn, the picker naming the attach point in
    that language."""
    from app.lang import text as T
    saved = []
    for lang in range(len(T.CODES)):
        s = Shooter(out)
        s.app.lang = lang
        s.app.L = T.load(lang)
        s.app.start("seven-rocks", SEED, [("human", None)] + [("ai", "hard")] * 3)
        s.until(lambda shooter=s: shooter.app.mode == ui.TURN
                and shooter.app.session.state.table.count > 0, "a turn with tiles on the table")
        s.save("seven-rocks-turn-" + T.CODES[lang])
        saved += s.saved
    return saved


def game(out, name):
    """The screens of one game, from the first hand-off to the winner."""
    spec = registry.get(name)
    players = spec.player_counts[-1]
    # Two people and AI seats: hand-offs appear, and AI moves are shown between turns.
    seats = [("human", None) if i % 2 == 0 else ("ai", spec.levels[-1]) for i in range(players)]
    s = Shooter(out)
    s.app.start(name, SEED, seats, players=players)
    s.until(lambda: s.app.mode == ui.HANDOFF, "the first hand-off")
    s.save(name + "-handoff")
    s.keys(A)
    s.save(name + "-hand")
    session = s.app.session
    state = session.state
    ai_moves = [0]

    def ai_move_worth_showing():
        # A scoring AI move if one comes early (some games score only at the end of a hand),
        # else the AI_MOVES-th move an AI seat makes. A move has just been made when its
        # showing time is still full.
        if (s.app.mode != ui.SHOW or s.app.screen.timer != play.SHOW_FRAMES
                or session.is_human(state.result.seat)):
            return False
        ai_moves[0] += 1
        return s.app.play.view.scored(state) > 0 or ai_moves[0] >= AI_MOVES

    s.until(ai_move_worth_showing, "an AI move")
    s.save(name + "-play")
    if name == "seven-rocks":
        # A hard AI with a choice: the notice over the move on show before its own.
        s.until(lambda: s.app.mode == ui.THINK and s.app.screen.over_show, "a hard AI thinking",
                settle=False)
        s.save("thinking")
    s.until(lambda: s.app.mode in (ui.REVIEW, ui.GAME_END), "the end of a hand")
    if s.app.mode == ui.REVIEW:
        s.save(name + "-review")
        s.keys(A)
    if s.app.mode == ui.HAND_END:
        s.save(name + "-hand-end")
    s.until(lambda: s.app.mode == ui.GAME_END, "the end of the game")
    s.save(name + "-game-end")
    if name == "seven-rocks":
        # The finished game counted: the records, from the menu, and kept under Past games.
        s.keys(A)
        for row, shot in ((text_ids.RECORDS, "records"), (text_ids.PAST_GAMES, "past-games")):
            menu = s.app.screen
            while menu.rows[menu.cursor] != row:
                s.keys(DOWN)
            s.keys(A)
            s.save(shot)
            s.keys(B)
    return s.saved


def long_hand(out):
    """Cutthroat for 2 players, 14 tiles dealt each: the whole hand in two rows."""
    s = Shooter(out)
    s.app.start("cutthroat", SEED, [("human", None), ("ai", "normal")], players=2)
    s.until(lambda: s.app.mode == ui.TURN and s.app.session.state.table.count > 1,
            "a turn with tiles on the table")
    s.save("cutthroat-hand-2p")
    return s.saved


def blocked(out):
    """The pass that blocks a Cutthroat hand: "Hand blocked" under it. Not every deal blocks,
    so the seeds from SEED are tried in turn."""
    for seed in range(SEED, SEED + 20):
        s = Shooter(out)
        s.app.start("cutthroat", seed, [("human", None)] + [("ai", "normal")] * 3)
        # The move that ends the first hand, on show (every hand's last move is shown).
        s.until(lambda shooter=s: shooter.app.mode == ui.SHOW
                and shooter.app.session.state.result.hand_ended, "a hand's end", settle=False)
        if s.app.session.state.result.reason == "blocked":
            s.save("cutthroat-blocked")
            return s.saved
    raise SystemExit("screenshots: no Cutthroat hand blocked in the first 20 seeds from %d"
                     % SEED)


def carte(out):
    """Seven of Diamonds on a person's second-to-last card: the prompt that Up/Down says carte,
    and the card with carte said."""
    s = Shooter(out)
    s.app.start("seven-diamonds", SEED, [("human", None)] + [("ai", "normal")] * 3)
    from games.seven_diamonds import CARTE, PASS

    def carte_due():
        # A turn with two cards in hand where a card can be played saying carte.
        picker = s.app.play.picker
        return (s.app.mode == ui.TURN and not picker.calling and picker.n == 2
                and any(CARTE <= picker.legal[i] < PASS for i in range(picker.n_legal)))

    s.until(carte_due, "a second-to-last card")
    s.save("seven-diamonds-carte")
    s.keys(UP)
    s.save("seven-diamonds-carte-said")
    return s.saved


def main(argv):
    """Write every screenshot into argv[0] (default docs/screenshots); returns the exit status."""
    out = argv[0] if argv else os.path.join(ROOT, "docs", "screenshots")
    os.makedirs(out, exist_ok=True)
    saved = menus(out) + selftest(out)
    for name in views.games():
        saved += game(out, name)
    saved += long_hand(out) + blocked(out) + carte(out)
    saved += languages(out)
    for path in saved:
        print(os.path.relpath(path))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
