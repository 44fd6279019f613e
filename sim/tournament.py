# `python -m sim tournament`: many AI-only games with seats rotated, win rates with 95% intervals.
#
# Games come in blocks, one game per distinct rotation of the seat list: the block shares one
# seed, so one set of deals, and every level sits in every position over the same cards, which
# takes the luck of the deal out of the comparison as far as a rotation can. Rotations that give
# the same list again are left out: with hard,normal,hard,normal, turning by two seats would
# replay the very same game (same seats, deals and AI seeds), so a block is two games, not four.
# Each game is the one `python -m sim play --seed S --seats ...` would play with the rotated
# seats and that seed (same chance stream, same AI seeds).
import json
import math
import sys
import time

import sim  # noqa: F401  (puts firmware/ on sys.path)
import match
import match_log
from games import registry
from sim import bots

# A million games already narrows a win rate to +-0.1%; more would only run for days.
MAX_GAMES = 1000000
Z95 = 1.959964  # two-sided 95% normal quantile


def wilson(wins, n, z=Z95):
    """Wilson score interval (lo, hi) for wins successes out of n (0, 1 when n is 0)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, mid - half), min(1.0, mid + half)


def parse_levels(text, spec, bots=None):
    """'hard,normal,hard,normal' (or 'ai:hard,...') -> one entry per seat: a level's name, or
    for a bot:FILE.py:Class entry, when bots (a sim.bots.Loader) is given, that bot's seat."""
    levels = []
    for i, part in enumerate(text.split(",")):
        p = part.strip()
        if bots is not None and p.startswith("bot:"):
            levels.append(bots.seat(i, p[4:]))
            continue
        if p.startswith("ai:"):
            p = p[3:]
        if p not in spec.levels:
            raise ValueError("seat %d: %r is not one of the AI levels %s%s"
                             % (i, part.strip(), ", ".join(spec.levels),
                                " or bot:FILE.py:Class" if bots is not None else ""))
        levels.append(p)
    if len(levels) not in spec.player_counts:
        raise ValueError("%s is played by %s players, --seats lists %d" % (
            spec.name, " or ".join(str(n) for n in spec.player_counts), len(levels)))
    if len(set(label(lv) for lv in levels)) < 2:
        raise ValueError("--seats needs at least two different levels to compare")
    return levels


def label(entry):
    """What the results call a seat entry: the level's name, or the bot's bot:FILE.py:Class."""
    return entry if isinstance(entry, str) else entry.label


def _seat(entry):
    # A level's name is an AI seat; a bot's entry is its seat already (sim.bots.BotSeat).
    return ("ai", entry) if isinstance(entry, str) else entry


def play_one(spec, seed, levels, target, options):
    """One headless game as match_log.play plays it (without writing the log); returns the state.
    levels are parse_levels entries, one per seat."""
    m = match.Match(spec.name, seed, len(levels), target, options, [_seat(lv) for lv in levels])
    state = m.state
    while not state.is_terminal():
        m.advance()
    return state


def rotations(levels):
    """The distinct rotations of the seat list, starting with the list itself."""
    out = []
    seen = []
    for k in range(len(levels)):
        r = levels[k:] + levels[:k]
        key = [label(lv) for lv in r]
        if key not in seen:
            seen.append(key)
            out.append(r)
    return out


def _play_command(spec, seed, seats, target, options):
    """The `python -m sim play` command that plays the same game and writes its log."""
    words = ["python -m sim play --game", spec.name, "--seed", str(seed), "--seats",
             ",".join(["ai:" + lv if isinstance(lv, str) else lv.label for lv in seats])]
    if target != spec.default_target:
        words += ["--target", str(target)]
    for name, value in options:
        for option, default, _choices in spec.options:
            if option == name and value != default:
                words += ["--set", "%s=%s" % (name, json.dumps(value).strip('"'))]
    return " ".join(words)


def run(game, seats, games, seed, options=(), target=None):
    """Play `games` games and return the result dict that --json prints. seats may name bots
    (bot:FILE.py:Class); a bot that gets a turn wrong stops the run with a BotError naming the
    game and the `play` command that plays it again with its log."""
    spec = registry.get(game)
    levels = parse_levels(seats, spec, bots.Loader())
    if games < 1 or games > MAX_GAMES:
        raise ValueError("--games must be from 1 to %d, got %d" % (MAX_GAMES, games))
    opts = match.full_options(spec, dict(options))
    if target is None:
        target = spec.default_target
    n = len(levels)
    block = rotations(levels)
    stats = {}
    for lv in levels:
        stats[label(lv)] = {"games": 0, "wins": 0, "points": 0, "entries": 0}
    t0 = time.perf_counter()
    for g in range(games):
        rotated = block[g % len(block)]
        names = [label(lv) for lv in rotated]
        try:
            state = play_one(spec, seed + g // len(block), rotated, target, opts)
        except bots.BotError as e:
            raise bots.BotError("game %d of %d: %s; `%s` plays it with its log" % (
                g + 1, games, e, _play_command(spec, seed + g // len(block), rotated, target,
                                               opts)))
        # The winning side: both partners in a team game, one seat otherwise.
        if spec.winner_is_team:
            won = [s for s in range(n) if s % 2 == state.winner]
            points = [state.scores[s % 2] for s in range(n)]
        else:
            won = [state.winner]
            points = [state.scores[s] for s in range(n)]
        for lv in set(names):
            stats[lv]["games"] += 1
            if any(names[s] == lv for s in won):
                stats[lv]["wins"] += 1
        for s in range(n):
            stats[names[s]]["points"] += points[s]
            stats[names[s]]["entries"] += 1
    elapsed = time.perf_counter() - t0
    out = {"game": game, "games": games,
           "games_per_second": games / elapsed if elapsed > 0 else float(games),
           "levels": {}}
    order = [label(lv) for lv in levels]
    for lv in sorted(stats, key=order.index):
        st = stats[lv]
        lo, hi = wilson(st["wins"], st["games"])
        out["levels"][lv] = {"win_rate": st["wins"] / st["games"], "ci95": [lo, hi],
                             "avg_points": st["points"] / st["entries"]}
    return out


def add_parser(sub):
    """Register the `tournament` subcommand on the sim command line's subparsers."""
    tp = sub.add_parser("tournament", help="many AI-only games, seats rotated: win rates by level")
    tp.add_argument("--game", required=True, choices=registry.NAMES, help="the game to play")
    tp.add_argument("--seats", required=True,
                    help="one level per seat, e.g. hard,normal,hard,normal (ai: prefix "
                         "allowed), or bot:FILE.py:Class for a bot of your own (docs/ai.md); "
                         "the number of entries is the number of players")
    tp.add_argument("--games", required=True, type=int,
                    help="how many games, from 1 to %d" % MAX_GAMES)
    tp.add_argument("--seed", required=True, type=int,
                    help="the first block's seed; each block of rotations takes the next one")
    tp.add_argument("--target", type=int, help="points to win (default: the game's own)")
    tp.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                    help="a game setting, named as in the log's options")
    tp.add_argument("--json", action="store_true", help="print the result as one JSON object")


def main(args):
    """Run the tournament the parsed arguments describe and print its result."""
    # The settings are checked for the table the seats make (a boneyard for two seats).
    spec, _, target, options = match_log.game_args(args.game, None, args.target, args.set,
                                               args.seats)
    r = run(args.game, args.seats, args.games, args.seed, list(options.items()), target)
    if args.json:
        print(json.dumps(r))
        return 0
    print("%s: %d games, seats %s rotated, seed %d: %.2f games/s" % (
        spec.title, r["games"], args.seats, args.seed, r["games_per_second"]))
    width = max([8] + [len(lv) for lv in r["levels"]])
    print("%-*s %9s  %-15s %11s" % (width, "level", "win rate", "95% interval", "avg points"))
    for lv, d in r["levels"].items():
        print("%-*s %8.1f%%  %5.1f%% - %5.1f%%  %11.1f" % (
            width, lv, 100 * d["win_rate"], 100 * d["ci95"][0], 100 * d["ci95"][1],
            d["avg_points"]))
    sys.stdout.flush()
    return 0
