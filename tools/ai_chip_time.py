# Hard AI decision time on the RP2040 itself: the numbers the hard budgets are set from.
#
# Runs on the board (or the emulated Pico) with build/mpy/ on its filesystem, e.g.
# `mpremote run tools/ai_chip_time.py` after `make flash`. No arguments (the Pico runner passes
# none). Hard: per game, SEEDS games of hard,normal,hard,normal at the game's default target,
# timing the first CAP decisions of the two hard seats (forced ones included: the player waits
# for them too). The first decisions of a game hold its dearest: full hands, the most
# candidates and the longest rollouts. Normal and easy: one whole normal,easy,normal,easy game
# per game, every decision timed. One line per game, level and seed: budget, mean and max.
# Times are the chip's own clock (time.ticks_us), so load on an emulator's host changes nothing.
import gc
import time
import match
from core.game import CHANCE
from games import registry
import ai.seven_rocks_hard
import ai.cutthroat_hard
import ai.seven_diamonds_hard

HARD = (("seven-rocks", ai.seven_rocks_hard), ("cutthroat", ai.cutthroat_hard),
        ("seven-diamonds", ai.seven_diamonds_hard))
SEEDS = (5, 9, 13)
CAP = 35


def time_game(game, seed, even, odd, cap, hard=None):
    """Decision times of one seeded game with levels even,odd,even,odd, in microseconds:
    [[total, max, n] of the even seats, the same of the odd seats], over at most `cap`
    decisions of the even seats. `hard`: the even seats are that module's HardAI instead,
    with AI seeds seed and seed + 2 (the runs docs/ai.md quotes)."""
    spec = registry.get(game)
    m = match.Match(game, seed, 4, spec.default_target, match.full_options(spec, {}),
                    [("ai", even), ("ai", odd)] * 2)
    if hard is not None:
        for s in (0, 2):
            m.agents[s] = hard.HardAI(seed + s, hard.BUDGET)
    out = [[0, 0, 0], [0, 0, 0]]
    while not m.state.is_terminal() and out[0][2] < cap:
        who = m.state.current_player()
        if who == CHANCE:
            m.advance()
            continue
        # The AIs allocate nothing in a decision; the match's own garbage is collected here,
        # not inside the timing.
        gc.collect()
        t = time.ticks_us()
        m.advance()
        dt = time.ticks_diff(time.ticks_us(), t)
        row = out[who % 2]
        row[0] += dt
        row[1] = max(row[1], dt)
        row[2] += 1
    return out


def ms(us):
    """Microseconds as milliseconds with one decimal (integers only, as on the board)."""
    return "%d.%d ms" % (us // 1000, us // 100 % 10)


def report(game, level, seed, budget, row):
    """Print one line: decisions, mean and max of a [total, max, n] row."""
    print("%s %s seed %d budget %s: n %d, mean %s, max %s" % (
        game, level, seed, budget, row[2], ms(row[0] // row[2]), ms(row[1])))


for game, module in HARD:
    for seed in SEEDS:
        row = time_game(game, seed, "hard", "normal", CAP, module)[0]
        report(game, "hard", seed, module.BUDGET, row)
for game, _ in HARD:
    normal, easy = time_game(game, SEEDS[0], "normal", "easy", 100000)
    report(game, "normal", SEEDS[0], "-", normal)
    report(game, "easy", SEEDS[0], "-", easy)
