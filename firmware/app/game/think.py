# The AI thinking, spread over frames: a hard or Seven Rocks normal decision (or hint) takes a
# slice a tick.
#
# The hard AIs' search (ai.search.Determinized) runs as begin(obs), then work(moves) until it
# says the choice is made, and Seven Rocks' normal AI values its placements so too; each tick
# here gives it _TICK_MOVES rollout moves (fewer in a tick that draws), whatever the game's
# budget, and the choice is played in the tick after the last slice, so a tick on the RP2040
# stays under 100 ms (docs/bench.md) while the screen shows the thinking mark turning (no
# notice over an action on show for a normal AI's few ticks) and B opens the pause menu. The
# slices are counted in moves, never read from a clock, and they make the very choice
# choose() makes: the same seed makes the same game on every runtime and front-end, however
# long the player pauses.
from micropython import const
from app.frame import draw, font
from app.frame.buttons import B
from app.frame.ui import THINK
from app.game.screen import GameScreen

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_THINKING = const(53)

# Rollout moves a tick: 40-60 ms of the chip in each game (a Cutthroat move costs most). A
# share of the budget would grow the ticks with it (Cutthroat's went from 1050 to 1800).
_TICK_MOVES = const(50)
# Rollout moves in a tick that also draws a frame (the mark turning, the first frame of a quiet
# decision's action on show): on the chip's .mpy install drawing takes up to 21 ms and show()
# about 23 ms more (1 KB over I2C at 400 kHz), so the slice is smaller there.
_DRAW_MOVES = const(20)
_TURN_EVERY = const(4)  # ticks a step of the thinking mark stays up
_MARK = "|/-\\"  # the thinking mark's four steps, drawn at the notice's right end


class Think(GameScreen):
    """The notice is up (unless quiet) and the AI (or a hint's) decides a slice a tick;
    Play.think sets it going, Play.decided / Play.show_hint take the choice."""

    MODE = THINK

    def __init__(self, play):
        super().__init__(play)
        self.hint = False  # the decision is a hint, not an AI move
        self.quiet = False  # no notice over the action on show (a normal AI, a forced move)
        self.over_show = False  # the action before the AI's is still on show
        self.agent = None  # the AI deciding (ai.search.Determinized)
        self.obs = None  # the observation it decides from
        self.due = False  # its begin() is due at the next tick
        self.ready = False  # the agent decided in the last tick: its choice is played next
        self.ticks = 0

    def start(self, agent, obs):
        """Decide with `agent` for obs's seat from the next tick on, going on with a decision
        it has under way (a game quit and continued while it thought)."""
        self.agent = agent
        self.obs = obs
        self.ready = False
        self.ticks = 0
        self.due = not agent.deciding

    def update(self, bits):
        play = self.play
        app = self.app
        agent = self.agent
        if self.ready:
            # Decided in the last tick, played in a tick of its own: the tick of the last slice
            # draws no frame of the move. Every press, B too, counts on the screen that follows,
            # so nothing can come between the choice and its move.
            self.ready = False
            self.agent = None
            app.press(bits)
            if self.hint:
                play.show_hint(agent.chosen)
            else:
                play.decided(agent.chosen)
            return
        if bits & B:
            play.pause()
            return
        # Other presses made while the board decides count afterwards, on the screen that
        # follows.
        app.press(bits)
        if self.due:
            # Begun in a tick of its own (a Seven Rocks hard begin() reads the turn and values
            # the table, up to 30 ms on the chip), not in the one that put the notice up: every
            # tick of an AI's thinking is a Think tick.
            self.due = False
            agent.begin(self.obs)
            self.ready = not agent.deciding  # chosen at once (a single candidate, a call)
            return
        turn = not self.quiet and (self.ticks + 1) % _TURN_EVERY == 0
        # A tick that draws (the mark turns, or the screen is due anyway) thinks less.
        if agent.work(_DRAW_MOVES if turn or app.dirty else _TICK_MOVES):
            self.ready = True
            return
        self.ticks += 1
        if turn:
            app.dirty = True

    def draw(self, fb):
        """The notice (none when quiet) on the top row of the game's own screen, never of a
        menu: the hand asking for the hint, or the action on show before the AI's, or else (a
        game started or resumed, a hand dealt) the table the AI is to play on, as every seat
        sees it."""
        play = self.play
        L = self.app.L
        if self.hint:
            play.turn_screen.draw(fb)
        elif self.over_show:
            play.show_screen.draw(fb)
        else:
            s = play.session
            obs = s.obs[s.state.current_player()]  # refreshed by Play.think
            play.view.draw_board(fb, obs, obs.scores, L)
        if self.quiet:
            return
        # At row 1, so the band has a lit row over the glyphs' tops ("Thinking", not "Ihinking").
        draw.inverse_row(fb, L.S[_THINKING], 1)
        k = (self.ticks // _TURN_EVERY) & 3
        font.text(fb, _MARK[k:k + 1], draw.W - draw.CH, 1, 0)
