# The AI thinking, spread over frames: a hard or Seven Rocks normal decision (or hint) takes a
# slice a tick.
#
# The hard AIs' search (ai.search.Determinized) runs as begin(obs), then work(moves) until it
# says the choice is made, and Seven Rocks' normal AI values its placements so too; each tick
# here gives it TICK_MOVES rollout moves, whatever the game's budget, so a tick on the RP2040
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
from app.lang import text as T

# Rollout moves a tick: 40-60 ms of the chip in each game (a Cutthroat move costs most). A
# share of the budget would grow the ticks with it (Cutthroat's went from 1050 to 1800).
TICK_MOVES = const(50)
_TURN_EVERY = const(4)  # ticks a step of the thinking mark stays up
_MARK = "|/-\\"  # the thinking mark's four steps, drawn at the notice's right end


class Think(GameScreen):
    """The notice is up (unless quiet) and the AI (or a hint's) decides a slice a tick;
    Play.think sets it going, Play.decided / Play.show_hint take the choice."""

    MODE = THINK

    def __init__(self, play):
        super().__init__(play)
        self.hint = False  # the decision is a hint, not an AI move
        self.quiet = False  # no notice over the action on show: a normal AI's few ticks
        self.over_show = False  # the action before the AI's is still on show
        self.agent = None  # the AI deciding (ai.search.Determinized)
        self.ticks = 0

    def start(self, agent, obs):
        """Decide with `agent` for obs's seat, going on with a decision it has under way (a
        game quit and continued while it thought)."""
        self.agent = agent
        self.ticks = 0
        if not agent.deciding:
            agent.begin(obs)

    def update(self, bits):
        play = self.play
        if bits & B:
            play.pause()
            return
        # Other presses made while the board decides count afterwards, on the screen that
        # follows.
        self.app.press(bits)
        agent = self.agent
        if not agent.work(TICK_MOVES):
            self.ticks += 1
            if self.ticks % _TURN_EVERY == 0 and not self.quiet:
                self.app.dirty = True
            return
        self.agent = None
        if self.hint:
            play.show_hint(agent.chosen)
        else:
            play.decided(agent.chosen)

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
        draw.inverse_row(fb, L.S[T.THINKING], 1)
        k = (self.ticks // _TURN_EVERY) & 3
        font.text(fb, _MARK[k:k + 1], draw.W - draw.CH, 1, 0)
