# The game screens: hand-off, turn, an action on show, hand end, game end (the AI thinking in
# app/game/think.py).
#
# Play owns the game in progress (the session, the game's views and hand picker) and moves it
# on: next() decides what is due (a deal, a hand-off, a turn, an AI move, the hand review, the
# end) and puts that screen on top of the app's stack. Its screens (with the recap's, from
# app/game/recap.py) are made once per game and reused, so a move allocates no screen.
from micropython import const
from core.game import CHANCE, IllegalAction, team_of
from games import registry
from ai.levels import sliced
from app.frame import draw
from app.game import views
from app.game.recap import Moves
from app.game.screen import GameScreen
from app.game.think import Think
from app.game.views import BACK
from app.frame.buttons import A, B
from app.frame.ui import (FLASH_FRAMES, HANDOFF, TURN, SHOW, HAND_END, GAME_END, REVIEW,
                          LAST_MOVES)

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_PASS_TO = const(12)
_TEAM = const(13)
_SHOW_HAND = const(14)
_A_OK = const(24)
_NEXT_HAND = const(33)
_SAVE_FAILED = const(43)
_HINT = const(44)

SHOW_FRAMES = const(30)  # an action stays on screen 1.2 s before play goes on
TEAM_RGB = ((0, 0, 255), (255, 0, 0))
SEAT_RGB = ((0, 0, 255), (255, 0, 0), (0, 255, 0), (255, 255, 0))
HANDOFF_RGB = (255, 0, 255)


def start(app, game, seed, seats, target, options, players):
    """App.start: a new game on `app`, saved from its first line."""
    from app.store.session import Session
    spec = registry.get(game)
    if players is None:
        players = spec.player_counts[-1]
    if target is None:
        target = spec.default_target
    opts = [(name, (options or {}).get(name, default))
            for name, default, choices in spec.options]
    app.saved = None
    app.play = None
    s = Session(game, seed, players, target, opts, seats, app.path, app.emit)
    s.start_save()
    Play(app, s).next()


class Play:
    """The game in progress on `app`: session (app.store.session.Session) stepped screen by
    screen."""

    def __init__(self, app, session):
        self.app = app
        self.session = session
        self.view = views.load(session.game)
        self.picker = self.view.Picker()
        self.obs = None
        self.revealed = -1  # human seat whose hand was shown last (no hand-off needed again)
        self.unsaved = None  # log lines of the last action, saved at the next tick
        # LED (seat, colour) pairs made once: a seat's team colour, and the hand-off colour.
        self.seat_leds = []
        self.handoff_leds = []
        for seat in range(session.players):
            rgb = TEAM_RGB[team_of(seat)] if self.view.TEAMS else SEAT_RGB[seat & 3]
            self.seat_leds.append((seat, rgb))
            self.handoff_leds.append((seat, HANDOFF_RGB))
        self.handoff_screen = Handoff(self)
        self.turn_screen = Turn(self)
        self.show_screen = Show(self)
        self.hand_end_screen = HandEnd(self)
        self.game_end_screen = GameEnd(self)
        self.think_screen = Think(self)
        self.review_screen = Moves(self, REVIEW)
        self.last_moves_screen = Moves(self, LAST_MOVES)
        app.play = self
        app.idle = 0
        app.leave_menus()

    def resume(self):
        """Go on with a saved game. A game resumed from flash sends its log so far to the log
        sink first; one quit and continued in this boot already sent every line there (its save
        may even have stopped short, flash full), so the sink's log simply goes on."""
        app = self.app
        s = self.session
        if s.emit is not app.emit:
            s.emit = app.emit
            if app.emit:
                from app.store.readback import saved_lines
                for line in saved_lines(app.path):
                    app.emit(line)
        self.next()

    def next(self):
        """Move play on to whatever is due: a deal, a hand-off, a turn, an AI move, the end."""
        app = self.app
        s = self.session
        state = s.state
        app.dirty = True
        mode = app.mode
        if state.is_terminal():
            # A game decided by a hand's result shows that hand's review and settlement first.
            if mode != HAND_END and self.view.hand_over(state):
                app.replace(self.review_screen).enter()
            else:
                app.replace(self.game_end_screen)
            return
        who = state.current_player()
        if who == CHANCE:
            if self.view.hand_over(state):
                app.replace(self.review_screen).enter()  # then the settlement
                return
            self.deal()
            who = state.current_player()
            if who == CHANCE:
                self.next()
                return
        if s.is_human(who):
            if s.humans() > 1 and who != self.revealed:
                self.handoff()
            else:
                self.turn(who)
            return
        if sliced(s.agents[who]):
            # A hard AI searches for a few hundred ms on the board, Seven Rocks' normal AI
            # counts for up to 114 ms (docs/ai.md): they decide in slices, a forced move too
            # (Cutthroat's and Seven of Diamonds' hard search plays a round of its deals even
            # then, up to some 170 ms on the chip in one tick), with the notice only for a hard
            # AI's choice. The others take a few ms. Decided from the position, never from a
            # clock, so the simulator shows the same frames as the board.
            self.think(False, None, s.seats[who][1] != "hard")
            return
        self.done(s.ai_act())

    def think(self, hint, agent=None, quiet=False):
        """A decision too long for one tick is due (an AI move, or a hint by `agent`): show the
        notice over the game's own screen now and decide over the next ticks (app.game.think).
        A quiet one (a normal AI's, a fraction of a second) leaves the action on show as it is,
        with no notice; with none on show (a game started or resumed, a hand dealt) the notice
        is up as for any. An AI's forced move never has the notice: there is nothing to decide."""
        app = self.app
        s = self.session
        screen = self.think_screen
        screen.hint = hint
        screen.over_show = app.mode == SHOW
        seat = s.state.current_player()
        obs = s.observe(seat)
        screen.quiet = quiet and screen.over_show or not hint and s.n_legal < 2
        if not hint:
            agent = s.agents[seat]
        screen.start(agent, obs)
        app.replace(screen)
        if screen.quiet:
            # Drawn as the tick draws any screen: the action on show, as it was (its first
            # frame too, when A went on from it before the tick that would draw it).
            return
        # Drawn at once, as a tick would: start() and resume() get here outside a tick.
        app.dirty = False
        fb = app.fb
        fb.fill(0)
        draw.clear_record()
        screen.draw(fb)
        fb.show()

    def decided(self, a):
        """The AI seat that thought chose action a: play it; the save waits for the next tick,
        so no tick holds both the last slice and the save."""
        self.done(self.session.ai_apply(a), True)

    def deal(self):
        """Deal the next hand (a chance step), saved like any step."""
        s = self.session
        s.record(s.deal())
        self.revealed = -1

    def turn(self, seat):
        """Show seat's hand and let its player pick an action."""
        s = self.session
        self.obs = s.observe(seat)
        self.picker.reset(self.obs, s.legal, s.n_legal)
        self.revealed = seat
        self.app.replace(self.turn_screen)

    def handoff(self):
        """Hide the hand until the console has been passed to the seat to play."""
        self.revealed = -1
        self.app.replace(self.handoff_screen).enter()

    def done(self, lines, later=False):
        """An action was applied: save it (later: at the next tick, see save_now), flash on
        points, show it for a moment."""
        app = self.app
        s = self.session
        state = s.state
        if state.is_terminal():
            lines.append(s.spec.end_line(state))
        if later:
            self.unsaved = lines
        else:
            self._save(lines)
        if self.view.scored(state) > 0:
            app.flash = FLASH_FRAMES
        app.idle = 0
        self.obs = s.observe(state.result.seat)
        app.replace(self.show_screen).restart()

    def save_now(self):
        """Save the action whose save done() put off, if there is one (the Show screen's first
        tick, before anything else can happen)."""
        if self.unsaved is not None:
            lines = self.unsaved
            self.unsaved = None
            self._save(lines)

    def _save(self, lines):
        # A move goes to the save; the last one ends the game: its log becomes a past game
        # and the records count it (the longest work of a game, so never in a thinking tick).
        s = self.session
        if s.state.is_terminal():
            s.finish(lines, self.app.ended)
            self._count(s.state)
            self.app.ended()
        else:
            s.record(lines)

    def _count(self, state):
        # The finished game goes into the records (app/store/records.py): the winning team's seats,
        # or the winning seat in a game for each alone.
        from app.store import records
        s = self.session
        if s.spec.winner_is_team:
            winners = [seat for seat in range(s.players) if team_of(seat) == state.winner]
            sides = 2
        else:
            winners = [state.winner]
            sides = s.players
        records.add(records.path_next_to(self.app.board.SETTINGS_PATH), s.game, s.seats,
                    winners, sides)

    def pause(self):
        """The pause menu over the current screen."""
        app = self.app
        under = app.mode
        app.push(app.named("pause")).enter(under)

    def hint(self, level):
        """Select the move the `level` AI would make in the picker and say what it scores (an
        AI that decides in slices, hard or Seven Rocks' normal, thinks first: Play.think)."""
        # Imported on first use: a hint builds that level's AI, which most games never need.
        from ai.hint import hint_ai
        s = self.session
        seat = s.state.current_player()
        obs = s.observe(seat)
        agent = hint_ai(s.game, obs, level, self._hint_seed(seat))
        if sliced(agent):
            # Thought over frames as an AI seat's move is (the hard search, Seven Rocks'
            # normal count).
            self.think(True, agent)
            return
        a = agent.choose(obs)
        self._hinted(a, s.spec.points_now(obs, a))

    def show_hint(self, a):
        """A hint thought over frames is ready: select its move, and back to the hand."""
        s = self.session
        obs = s.observe(s.state.current_player())
        self._hinted(a, s.spec.points_now(obs, a))
        self.app.replace(self.turn_screen)

    def _hint_seed(self, seat):
        # The hint's own random stream: AI seats keep theirs, so the game is not changed.
        s = self.session
        return s.seed + 7919 * s.state.hand + seat

    def _hinted(self, a, points):
        self.picker.select(a)
        L = self.app.L
        self.picker.note = "%s +%d" % (L.S[_HINT], points) if points else L.S[_HINT]
        self.app.dirty = True

    def seat_led(self):
        """The LED of the seat to play, in its colour, or None between hands."""
        seat = self.session.state.current_player()
        return self.seat_leds[seat] if seat >= 0 else None


class Handoff(Moves):
    """Names the seat to play and its team, and lists what happened since that seat last acted
    (app.game.recap.Moves: Up/Down scroll it); shows nothing of any hand."""

    def __init__(self, play):
        super().__init__(play, HANDOFF)

    def update(self, bits):
        if bits & A:
            self.play.turn(self.play.session.state.current_player())
        elif bits & B:
            self.play.pause()
        else:
            super().update(bits)

    def draw(self, fb):
        L = self.app.L
        s = self.play.session
        view = self.play.view
        seat = s.state.current_player()
        draw.center(fb, L.S[_PASS_TO], 0)
        # The seat in inverse video over the recap: its name, and its team on the right. Its
        # band (rows 9-17) has a dark row above, under the title's descenders, and one below.
        draw.inverse_row(fb, view.seat_name(seat, s.players, L), 10)
        if view.TEAMS:
            draw.right(fb, "%s %s" % (L.S[_TEAM], L.SHORT_TEAMS[team_of(seat)]), 10, 0)
        self.draw_rows(fb, 19, L)
        draw.center(fb, L.S[_SHOW_HAND], 56)

    def leds(self):
        return self.play.handoff_leds[self.play.session.state.current_player()]


class Turn(GameScreen):
    """A human seat's hand and the table: the game's picker chooses the action."""

    MODE = TURN

    def update(self, bits):
        if not bits:
            return
        play = self.play
        r = play.picker.key(bits)
        self.app.dirty = True
        if r == BACK:
            play.pause()
        elif r >= 0:
            try:
                lines = play.session.act(r)
            except IllegalAction:
                # The picker offers only legal actions; if the engine still refuses, the turn
                # simply stays open with the hand refreshed.
                play.turn(play.session.state.current_player())
                return
            play.done(lines)

    def draw(self, fb):
        self.play.picker.draw(fb, self.play.obs, self.app.L)


class Show(GameScreen):
    """The action just applied, for SHOW_FRAMES or until A."""

    MODE = SHOW

    def __init__(self, play):
        super().__init__(play)
        self.timer = 0

    def restart(self):
        """Show the action for the full SHOW_FRAMES from now."""
        self.timer = SHOW_FRAMES

    def update(self, bits):
        self.play.save_now()
        self.timer -= 1
        if bits & B:
            self.play.pause()
        elif bits & A or self.timer <= 0:
            self.play.next()

    def draw(self, fb):
        play = self.play
        L = self.app.L
        play.view.draw_show(fb, play.obs, play.session.state, L)
        if play.session.save_failed:
            # Over the scores row, whose band starts on the screen's first row: the move's own
            # rows, down to the last, stay readable.
            draw.inverse_row(fb, L.S[_SAVE_FAILED], 1)


class HandEnd(GameScreen):
    """A hand's settlement; A deals the next hand (or goes on to the game's end)."""

    MODE = HAND_END

    def update(self, bits):
        if bits & A:
            if not self.play.session.state.is_terminal():
                self.play.deal()
            self.play.next()

    def draw(self, fb):
        state = self.play.session.state
        L = self.app.L
        self.play.view.draw_hand_end(fb, state, L)
        draw.center(fb, L.S[_A_OK if state.is_terminal() else _NEXT_HAND], 56)


class GameEnd(GameScreen):
    """Who won; A or B goes back to the main menu."""

    MODE = GAME_END

    def update(self, bits):
        if bits & (A | B):
            self.app.play = None
            self.app.home()

    def draw(self, fb):
        self.play.view.draw_game_end(fb, self.play.session.state, self.app.L)
