# How far the normal AI explains a gauntlet opponent: the share of its choices normal makes too.
#
# Hard's play reading (ai.cutthroat_reader, ai.card_reader) keeps only deals in which every
# placement or card the other seats chose is the normal AI's choice from the hand sampled for
# them. Against players who choose otherwise now and then, the true deal itself fails the check
# once a hand holds a few such choices. This plays the gauntlet's cell (hard against one of its
# opponents, the heuristic unless told otherwise; the blocks and seeds of `python -m
# tools.gauntlet`) and, at each of the opponent's choices with two different moves or more,
# asks the normal AI what it would choose from the same observation: the share that agree is
# what a reading by normal can rest on (docs/ai.md). CPython only.
import argparse
import sys
import time

from tools.gauntlet import players
from tools.gauntlet.run import SEEDS, cell_arguments, cell_tasks
from sim.tournament import wilson
from core.game import legal
from core.tiles import LO, HI
from games.seven_diamonds import CARTE, PLAY, PASS as CARD_PASS
from games.dominoes import PASS as TILE_PASS
from ai.cutthroat import NormalAI as CutthroatNormal
from ai.seven_diamonds import NormalAI as CardsNormal

GAMES = ("cutthroat", "seven-diamonds")


def placement(obs, a):
    """What a Cutthroat placement leaves: its tile and the two open numbers after it."""
    t = a >> 2
    table = obs.table
    if table.count == 0:
        return t, LO[t], HI[t]
    v = table.slot_value[a & 3]
    e = HI[t] if LO[t] == v else LO[t]
    other = table.slot_value[1 - (a & 3)]
    return t, min(e, other), max(e, other)


class Tally:
    """Counts, over the choices it is shown, those with two different moves or more (`choices`)
    and those where the normal AI's move is the one made (`agreed`)."""

    def __init__(self, game):
        if game not in GAMES:
            raise ValueError("no agreement count for %r: one of %s" % (game, ", ".join(GAMES)))
        self.game = game
        self.normal = (CutthroatNormal if game == "cutthroat" else CardsNormal)(1)
        self.buf = bytearray(128)
        self.choices = 0
        self.agreed = 0

    def watch(self, obs, a):
        """One choice: obs the chooser's observation, a the action it chose."""
        if self.game == "cutthroat":
            if a == TILE_PASS:
                return
        elif obs.phase != PLAY or a == CARD_PASS:
            return  # a call, or a pass: nothing to choose
        n = legal(obs, self.buf)
        if len(set(self._move(obs, self.buf[i]) for i in range(n))) < 2:
            return
        self.choices += 1
        if self._move(obs, self.normal.choose(obs)) == self._move(obs, a):
            self.agreed += 1

    def _move(self, obs, a):
        # Actions that make the same move: a placement by what it leaves, a card with or
        # without carte.
        return placement(obs, a) if self.game == "cutthroat" else a & (CARTE - 1)


def count(game, blocks, base, opponent="heuristic"):
    """A Tally of the gauntlet opponent's choices over the cell's blocks (hard in the other
    seats)."""
    tally = Tally(game)
    for _game, seed, seats, _mine in cell_tasks(game, "hard", ("opponent", opponent), blocks,
                                                base):
        players.play(game, seed, seats, watch=tally.watch)
    return tally


def main(argv=None, out=sys.stdout):
    """Parse the command line, count one cell and print the share; returns the exit status."""
    ap = argparse.ArgumentParser(prog="python -m tools.agree", description=(
        "How often the normal AI makes a gauntlet opponent's own choice, from the "
        "opponent's observation, in the games of hard against it."))
    ap.add_argument("--game", required=True, choices=GAMES)
    ap.add_argument("--opponent", choices=players.OPPONENTS, default="heuristic",
                    help="the gauntlet opponent whose choices are counted (default: heuristic)")
    cell_arguments(ap, 5)
    args = ap.parse_args(argv)
    if args.blocks < 1:
        ap.error("--blocks must be at least 1")
    t0 = time.perf_counter()
    tally = count(args.game, args.blocks, SEEDS[args.seeds], args.opponent)
    lo, hi = wilson(tally.agreed, tally.choices)
    print("%s, %s seeds, %d blocks: normal makes the %s's choice in %d of %d "
          "(%.1f%%, %.1f-%.1f%%), %.0f s" % (
              args.game, args.seeds, args.blocks, args.opponent, tally.agreed, tally.choices,
              100.0 * tally.agreed / max(1, tally.choices), 100 * lo, 100 * hi,
              time.perf_counter() - t0), file=out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
