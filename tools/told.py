# What hard lacks: the gauntlet's hard seats, their sampler told some seats' true hands.
#
# A diagnostic, not a level, and it cheats by design: hard's sampler (ai.seven_diamonds_hard's
# Sampler, ai.cutthroat_hard's ReadingSampler) deals the hidden cards or tiles as always, except
# that the seats named get their true hands, read from the state of the match being played.
# Nothing else changes (rollouts, the play reading, the calls). Played on the gauntlet's blocks
# against its heuristic, the win rates say how much each hidden hand is worth to hard, and so
# whether hard's gap is what it can read or how it searches (docs/ai.md). CPython only.
import argparse
import multiprocessing
import sys
import time

from tools.gauntlet import players  # noqa: F401  (puts firmware/ on sys.path first)
from tools.gauntlet.run import SEEDS, cell_arguments, HEADER, cell_tasks, play_tasks, row_text
import match
from games.seven_diamonds import PLAY
from ai import seven_diamonds_hard, cutthroat_hard

GAMES = ("seven-diamonds", "cutthroat")
# The seats told, as places after the deciding seat in seat numbers; play goes anticlockwise
# (to seat - 1), so the next seat to play is 3 places on. In Seven of Diamonds `across` is the
# partner and `sides` the two opponents.
SEATS = {"next": (3,), "previous": (1,), "across": (2,), "sides": (1, 3), "all": (1, 2, 3)}

_state = [None]  # the state of the match this process is playing (Match.advance sets it)
# What tell() replaces, kept so that telling again starts from the untold classes instead of
# wrapping a told sampler a second time, and untell() can put them back.
_PLAIN = (match.Match.advance, seven_diamonds_hard.Sampler._deal,
          cutthroat_hard.ReadingSampler._deal)


def tell(places, play_only=False):
    """From now on in this process, hard's samplers give the seats `places` after the deciding
    seat their true hands; with play_only, Seven of Diamonds' calls sample as before. Telling
    again replaces what was told before."""
    advance, cards_deal, tiles_deal = _PLAIN

    def advance_seen(self, human=None):
        _state[0] = self.state
        return advance(self, human)
    match.Match.advance = advance_seen
    seven_diamonds_hard.Sampler._deal = _told(cards_deal, places, play_only)
    cutthroat_hard.ReadingSampler._deal = _told(tiles_deal, places, False)


def untell():
    """Give the samplers and Match back their own methods: nothing is told any more."""
    (match.Match.advance, seven_diamonds_hard.Sampler._deal,
     cutthroat_hard.ReadingSampler._deal) = _PLAIN


def _told(deal, places, play_only):
    def told(self, obs, strict):
        if play_only and obs.phase != PLAY:
            return deal(self, obs, strict)
        owner = _state[0].owner
        n = len(obs.hand_size)
        known = [(obs.seat + k) % n for k in places]
        elig = self.elig  # per hidden item, bit s: seat s may hold it
        saved = bytes(elig)
        for i in range(self.n):
            x = self.unknown[i]
            holder = owner[x]
            if holder in known:
                elig[x] = 1 << holder
            else:
                for s in known:
                    elig[x] &= ~(1 << s)
        try:
            return deal(self, obs, strict)
        finally:
            elig[:] = saved
    return told


def main(argv=None, out=sys.stdout):
    """Parse the command line, play one cell and print its row; returns the exit status."""
    ap = argparse.ArgumentParser(prog="python -m tools.told", description=(
        "Hard against the gauntlet's heuristic, its sampler told some seats' true hands: how "
        "much each hidden hand is worth to it. A diagnostic that cheats, not a level."))
    ap.add_argument("--game", required=True, choices=GAMES)
    ap.add_argument("--tell", required=True, choices=sorted(SEATS),
                    help="the seats whose hands hard's sampler is told, from the deciding "
                         "seat: next, previous, across (the partner in Seven of Diamonds), "
                         "sides (next and previous), all")
    ap.add_argument("--play-only", action="store_true",
                    help="Seven of Diamonds: tell only in the play, not for the calls")
    cell_arguments(ap, 50)
    ap.add_argument("--jobs", type=int, default=1, help="processes (same results)")
    args = ap.parse_args(argv)
    if args.blocks < 1 or args.jobs < 1:
        ap.error("--blocks and --jobs must be at least 1")
    if args.jobs > 1 and multiprocessing.get_start_method() != "fork":
        # tell() patches this process; only forked workers inherit the patches.
        ap.error("--jobs above 1 needs processes started by fork, not %s"
                 % multiprocessing.get_start_method())
    if args.play_only and args.game != "seven-diamonds":
        ap.error("--play-only is for seven-diamonds (Cutthroat has no calls)")
    tell(SEATS[args.tell], args.play_only)
    tasks = cell_tasks(args.game, "hard", ("opponent", "heuristic"), args.blocks,
                       SEEDS[args.seeds])
    t0 = time.perf_counter()
    results = play_tasks(tasks, args.jobs)
    wins = sum(w for w, _ in results)
    print("hard told %s%s, %s seeds, %d blocks" % (
        args.tell, " (play only)" if args.play_only else "", args.seeds, args.blocks), file=out)
    print(HEADER, file=out)
    print("%s %8.1f" % (row_text(args.game, "hard", "heuristic", wins, len(tasks)),
                        time.perf_counter() - t0), file=out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
