# `python -m tools.gauntlet` (make strength): every level against every opponent, and the ladder.
#
# A cell is one level against one opponent (or, on the ladder, the level below) in one game,
# played in blocks: a block is one seed, so one set of deals, played with the seats rotated,
# the level's team on seats 0 and 2 and then on 1 and 3 (two games), or in Cutthroat the
# level's single seat at each of the four places against three opponents (four matches). Block
# b of every cell of a game uses seed BASE + b, so every level meets every opponent on the same
# cards. The tuning seeds and the report seeds are far apart: tune on the one, report the other.
import argparse
import sys
import time

from . import players
import match  # noqa: F401  (after the package has put firmware/ on sys.path)
from games import registry
from sim.tournament import wilson

LEVELS = ("easy", "normal", "hard")
LADDER = (("normal", "easy"), ("hard", "normal"))
# Block b of a cell plays seed BASE + b. The project's own tournaments and tuning used seeds
# below 10,000 (docs/ai.md); the report seeds start far above any of them.
SEEDS = {"tuning": 100000, "report": 9100000}
# Blocks a cell plays by default, per opponent kind: (each team game, Cutthroat), a team block
# being 2 games and a Cutthroat block 4 matches. Sized so that the whole run takes minutes on
# one loaded CPython core (docs/ai.md, Gauntlet, has the time it took): a search decision
# costs ten times a hard one, and Cutthroat matches are long (every reset starts them over).
BLOCKS = {"heuristic": (20, 10), "search": (4, 1), "cheat": (4, 2), "ladder": (20, 10)}


def cell_arguments(ap, blocks):
    """Add --seeds (the tuning seeds by default) and --blocks (`blocks` by default) to ap: the
    command line of a diagnostic that plays one of the gauntlet's cells (tools.told,
    tools.agree)."""
    ap.add_argument("--seeds", choices=sorted(SEEDS), default="tuning",
                    help="block b plays seed BASE + b, as the gauntlet's (default: tuning)")
    ap.add_argument("--blocks", type=int, default=blocks,
                    help="blocks: 2 team games or 4 Cutthroat matches each (default %d)" % blocks)


def block_seats(game, level, other):
    """The seat lists of one block and, for each, the seats the level holds."""
    if registry.get(game).winner_is_team:
        return [([level, other, level, other], (0, 2)), ([other, level, other, level], (1, 3))]
    out = []
    for k in range(4):
        seats = [other] * 4
        seats[k] = level
        out.append((seats, (k,)))
    return out


def cell_tasks(game, level, other, blocks, base):
    """(game, seed, seats, level's seats) for every game of a cell."""
    tasks = []
    for b in range(blocks):
        for seats, mine in block_seats(game, level, other):
            tasks.append((game, base + b, seats, mine))
    return tasks


def play_task(task):
    """(1 when the level's side won the game of task, else 0; the seconds it took)."""
    game, seed, seats, mine = task
    t0 = time.perf_counter()
    state = players.play(game, seed, seats)
    if registry.get(game).winner_is_team:
        won = state.winner == mine[0] % 2
    else:
        won = state.winner in mine
    return (1 if won else 0), time.perf_counter() - t0


def blocks_of(blocks, kind, game):
    """Blocks a cell of opponent kind `kind` plays in `game` (blocks as BLOCKS)."""
    return blocks[kind][0 if registry.get(game).winner_is_team else 1]


def cells(games, levels, opponents, blocks, base):
    """The cells to play, in table order: (section, game, level, opponent name, tasks)."""
    out = []
    for game in games:
        for opp in opponents:
            for level in levels:
                out.append(("gauntlet", game, level, opp, cell_tasks(
                    game, level, ("opponent", opp), blocks_of(blocks, opp, game), base)))
    for game in games:
        for upper, lower in LADDER:
            n = blocks_of(blocks, "ladder", game)
            if n and upper in levels and lower in levels:
                out.append(("ladder", game, upper, lower,
                            cell_tasks(game, upper, lower, n, base)))
    return out


def row_text(game, level, other, wins, games):
    """One table row: the level's wins of games with the Wilson 95% interval."""
    lo, hi = wilson(wins, games)
    return "%-18s %-7s %-10s %6d %7.1f%%  %5.1f-%5.1f%%" % (
        registry.get(game).title, level, other, games, 100.0 * wins / games if games else 0.0,
        100 * lo, 100 * hi)


HEADER = "%-18s %-7s %-10s %6s %8s  %-12s %8s" % ("game", "level", "vs", "games", "wins",
                                                  "95% interval", "seconds")


def main(argv=None, out=sys.stdout):
    """Parse the command line, play the cells and print the table; returns the exit status."""
    ap = argparse.ArgumentParser(prog="python -m tools.gauntlet", description=(
        "Every AI level against outside opponents (heuristic, search, cheat) and the ladder, "
        "seats rotated, with Wilson 95%% intervals."))
    ap.add_argument("--seeds", choices=sorted(SEEDS), default="report",
                    help="report (default: the seeds docs/ai.md reports) or tuning")
    ap.add_argument("--games", default=",".join(registry.NAMES),
                    help="games to play, comma-separated (default: all three)")
    ap.add_argument("--levels", default=",".join(LEVELS), help="levels (default: all three)")
    ap.add_argument("--opponents", default=",".join(players.OPPONENTS),
                    help="opponents (default: heuristic,search,cheat)")
    ap.add_argument("--blocks", action="append", default=[], metavar="KIND=N",
                    help="blocks a cell in every game for heuristic, search, cheat or ladder "
                    "(default, team games/Cutthroat: %s)" % ", ".join(
                        "%s=%d/%d" % ((k,) + v) for k, v in BLOCKS.items()))
    ap.add_argument("--jobs", type=int, default=1,
                    help="processes to play games in (the results do not depend on it)")
    args = ap.parse_args(argv)
    try:
        games = _names(args.games, registry.NAMES, "--games")
        levels = _names(args.levels, LEVELS, "--levels")
        opponents = _names(args.opponents, players.OPPONENTS, "--opponents")
        blocks = dict(BLOCKS)
        for text in args.blocks:
            kind, _, n = text.partition("=")
            if kind not in blocks or not n.isdigit():
                raise ValueError("--blocks takes KIND=N with KIND one of %s, got %r"
                                 % (", ".join(BLOCKS), text))
            blocks[kind] = (int(n), int(n))
        if args.jobs < 1:
            raise ValueError("--jobs must be 1 or more, got %d" % args.jobs)
    except ValueError as e:
        print("gauntlet: %s" % e, file=sys.stderr)
        return 2
    base = SEEDS[args.seeds]
    todo = cells(games, levels, opponents, blocks, base)
    print("Gauntlet, %s seeds: block b plays seed %d + b; a block is 2 team games with the "
          "teams swapped, or 4 Cutthroat matches with the level's seat at each place"
          % (args.seeds, base), file=out)
    print("blocks a cell (team games/Cutthroat): %s" % ", ".join(
        "%s %d/%d" % ((k,) + v) for k, v in blocks.items()), file=out)
    print("rollout moves a decision: search %s; cheat %s" % tuple(
        ", ".join("%s %d" % (g, players.default_budget(g, k)) for g in games)
        for k in ("search", "cheat")), file=out)
    t0 = time.perf_counter()
    results = play_tasks([t for c in todo for t in c[4]], args.jobs)
    i = 0
    section = None
    for name, game, level, other, tasks in todo:
        if name != section:
            section = name
            print("", file=out)
            print("Gauntlet: the level's side against each opponent" if name == "gauntlet" else
                  "Ladder: each level against the one below it", file=out)
            print(HEADER, file=out)
        part = results[i:i + len(tasks)]
        i += len(tasks)
        print("%s %8.1f" % (row_text(game, level, other, sum(r[0] for r in part), len(part)),
                            sum(r[1] for r in part)), file=out)
    print("", file=out)
    print("%d games in %.0f s (seconds: a cell's games, one after another)"
          % (len(results), time.perf_counter() - t0), file=out)
    return 0


def _names(text, known, what):
    names = [x.strip() for x in text.split(",") if x.strip()]
    for x in names:
        if x not in known:
            raise ValueError("%s: %r is not one of %s" % (what, x, ", ".join(known)))
    if not names:
        raise ValueError("%s names none" % what)
    return names


def play_tasks(tasks, jobs):
    """play_task of each task, in `jobs` processes (the same results in the same order)."""
    if jobs == 1:
        return [play_task(t) for t in tasks]
    import multiprocessing
    with multiprocessing.Pool(jobs) as pool:
        return pool.map(play_task, tasks, chunksize=1)
