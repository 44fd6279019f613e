# Seven Rocks hard AI and hints: observation only, legal, and rollouts that follow the rules.
from positions import positions, legal, same_choice_with_hands_swapped
from check import eq, true, raises
from core.rng import Rng
from core.tiles import N_TILES, LO, HI
from games.seven_rocks import SevenRocks, PASS, N_SEATS
from games.table import Table, placement_score, after_total
from ai.easy import EasyAI
from ai.seven_rocks import NormalAI
from ai.seven_rocks_hard import HardAI, PlayReader
from ai.seven_rocks_world import World
from ai.tile_sampler import Sampler, ON_TABLE
from ai.hint import hint
import consts

PIP_WEIGHT = consts.of("ai.seven_rocks_world", "PIP_WEIGHT")

# Small budgets keep the MicroPython run short; the choice logic is the same at any budget.
SMALL = 40


def test_after_total_matches_placing_on_a_table():
    scratch = Table(True)
    checked = 0
    for seed in (1, 2):
        for state, _seat in positions(SevenRocks(250), seed, 1, 400):
            for a in legal(state):
                if a == PASS:
                    continue
                t = a >> 2
                scratch.copy_from(state.table)
                scratch.place(t, a & 3)
                eq(after_total(state.table, state.table.total(), a & 3, LO[t], HI[t]),
                   scratch.total(), "total after %d" % a)
                checked += 1
    true(checked > 300, "enough placements checked")


def _greedy(obs, buf):
    # The rollouts' policy written plainly: the most points now, then the heaviest tile, then
    # the lowest action.
    n = obs.legal_into(buf)
    best = buf[0]
    best_key = -1
    scratch = Table(True)
    for i in range(n):
        a = buf[i]
        if a == PASS:
            return a
        scratch.copy_from(obs.table)
        scratch.place(a >> 2, a & 3)
        key = placement_score(scratch.total()) * 16 + LO[a >> 2] + HI[a >> 2]
        if key > best_key:
            best_key = key
            best = a
    return best


def test_rollout_world_plays_greedily_as_on_the_engine():
    # Load the world from a real position (hidden hands as dealt), roll it out, and continue
    # the real game with the greedy policy for every seat: same points, same ending.
    world = World(0)
    buf = bytearray(32)
    obs = None
    for seed in (3, 4, 5):
        state = SevenRocks(250)
        chance = Rng(seed)
        state.deal_random(chance)
        easy = EasyAI(seed)
        for _ in range(seed * 2):
            o = state.observe(state.current_player(), state.new_observation(0))
            state.apply_action(easy.choose(o))
        obs = state.observe(state.current_player(), state.new_observation(0))
        world.load(obs, state.owner)
        world.run()
        start = list(state.scores)
        hand = state.hand
        while state.current_player() >= 0 and state.hand == hand:
            o = state.observe(state.current_player(), state.new_observation(0))
            state.apply_action(_greedy(o, buf))
        eq([state.scores[0] - start[0], state.scores[1] - start[1]], world.gain,
           "seed %d: team points to the end of the hand" % seed)
        eq(world.winner, state.winner, "seed %d: winner" % seed)


def test_a_cut_rollout_plays_the_horizon_and_counts_the_pips_left():
    # Cut after 8 moves: the same first 8 moves as on the engine, the points they score, and
    # every hand's pips counted against its team at PIP_WEIGHT/16.
    world = World(8)
    buf = bytearray(32)
    cut = 0
    for seed in (3, 4, 5, 6):
        state = SevenRocks(250)
        state.deal_random(Rng(seed))
        obs = state.observe(state.current_player(), state.new_observation(0))
        world.load(obs, state.owner)
        world.moves = 0
        world.run()
        start = list(state.scores)
        hand = state.hand
        played = 0
        while state.current_player() >= 0 and state.hand == hand and played < 8:
            o = state.observe(state.current_player(), state.new_observation(0))
            state.apply_action(_greedy(o, buf))
            played += 1
        if state.hand != hand or state.current_player() < 0:
            continue  # the hand or the game ended first: settled, as the test above checks
        cut += 1
        eq(world.moves, 8, "seed %d: moves played" % seed)
        want = [state.scores[0] - start[0], state.scores[1] - start[1]]
        for s in range(N_SEATS):
            pips = 0
            for t in range(N_TILES):
                if state.owner[t] == s:
                    pips += LO[t] + HI[t]
            want[s & 1] -= pips * PIP_WEIGHT // 16
        eq(world.gain, want, "seed %d: points and pips left" % seed)
        eq(world.winner, -1, "seed %d: no winner at a cut" % seed)
    true(cut >= 3, "rollouts cut (%d)" % cut)


def test_sampled_deals_respect_sizes_lacks_and_known_tiles():
    sampler = Sampler(9)
    obs = None
    checked = 0
    for state, seat in positions(SevenRocks(250), 6, 3, 60):
        obs = state.observe(seat, state.new_observation(seat))
        sampler.prepare(obs)
        for _ in range(3):
            owner = sampler.sample(obs)
            sizes = [0] * N_SEATS
            for t in range(N_TILES):
                o = owner[t]
                if obs.mine[t]:
                    eq(o, seat, "own tile stays mine")
                elif state.owner[t] == ON_TABLE:
                    eq(o, ON_TABLE, "table tile stays on the table")
                else:
                    true(o != seat and o < N_SEATS, "hidden tile goes to another seat")
                    bad = (obs.lacks[o] >> LO[t]) & 1 or (obs.lacks[o] >> HI[t]) & 1
                    true(not bad, "seat %d showed it lacks a half of tile %d" % (o, t))
                if o < N_SEATS:
                    sizes[o] += 1
            eq(sizes, list(obs.hand_size), "hand sizes")
            checked += 1
    true(checked > 20, "enough deals checked")


def test_play_reader_never_rules_out_a_tile_a_normal_seat_holds():
    # Four normal seats, each followed by its own reader at its turns: every tile a reader
    # takes another seat not to hold must really be elsewhere, and the readings add up.
    ruled_out = 0
    for seed in (21, 22):
        state = SevenRocks(150)
        chance = Rng(seed)
        normal = NormalAI(seed)
        readers = [PlayReader() for _ in range(N_SEATS)]
        while not state.is_terminal():
            seat = state.current_player()
            if seat < 0:
                state.deal_random(chance)
                continue
            obs = state.observe(seat, state.new_observation(seat))
            readers[seat].read(obs)
            for s in range(N_SEATS):
                for t in range(N_TILES):
                    if (readers[seat].excluded[s] >> t) & 1:
                        true(state.owner[t] != s, "seed %d hand %d: seat %d read as lacking "
                             "tile %d, which it holds" % (seed, state.hand, s, t))
                        ruled_out += 1
            state.apply_action(normal.choose(obs))
    true(ruled_out > 200, "the readings rule tiles out (%d)" % ruled_out)


def test_sampler_gives_no_seat_a_tile_its_plays_ruled_out():
    sampler = Sampler(4)
    checked = 0
    for state, seat in positions(SevenRocks(250), 8, 2, 60):
        obs = state.observe(seat, state.new_observation(seat))
        other = (seat + 1) % N_SEATS
        excluded = [0] * N_SEATS
        for t in range(N_TILES):
            if state.owner[t] == (seat + 2) % N_SEATS:
                excluded[other] |= 1 << t  # tiles another seat can take instead
        sampler.excluded = excluded
        sampler.prepare(obs)
        for _ in range(3):
            owner = sampler.sample(obs)
            for t in range(N_TILES):
                true(not (owner[t] == other and (excluded[other] >> t) & 1),
                     "seat %d got tile %d its plays ruled out" % (other, t))
            checked += 1
    sampler.excluded = None
    true(checked > 20, "enough deals checked")


def test_hard_returns_a_legal_action_at_random_positions():
    ai = HardAI(11, SMALL)
    n = 0
    for seed in (7, 8):
        for state, seat in positions(SevenRocks(250), seed, 5, 25):
            obs = state.observe(seat, state.new_observation(seat))
            a = ai.choose(obs)
            true(a in legal(state), "seed %d: %d is legal" % (seed, a))
            n += 1
    true(n > 30, "enough positions")


def test_hard_sees_only_the_observation():
    # Move hidden tiles between the other seats (same hand sizes, same lacks): the seat's
    # observation is unchanged, so with the same seed the choice must be too.
    compared = same_choice_with_hands_swapped(positions(SevenRocks(250), 12, 4, 30),
                                              lambda: HardAI(5, SMALL), N_TILES, True)
    true(compared > 10, "enough positions compared")


def test_hard_is_deterministic_for_a_seed():
    for state, seat in positions(SevenRocks(250), 13, 9, 6):
        obs = state.observe(seat, state.new_observation(seat))
        eq(HardAI(3, SMALL).choose(obs), HardAI(3, SMALL).choose(obs))


def test_hint_gives_the_ai_move_and_its_points():
    for state, seat in positions(SevenRocks(250), 14, 6, 12):
        obs = state.observe(seat, state.new_observation(seat))
        a, points = hint("seven-rocks", obs, "normal")
        eq(a, NormalAI(0).choose(obs), "normal hint is the normal AI's move")
        if a == PASS:
            eq(points, 0)
        else:
            t = Table(True)
            t.copy_from(state.table)
            t.place(a >> 2, a & 3)
            eq(points, placement_score(t.total()), "points of the hinted move")
    state, seat = next(positions(SevenRocks(250), 15, 1, 1))
    obs = state.observe(seat, state.new_observation(seat))
    a, points = hint("seven-rocks", obs, "hard", 1)
    true(a in legal(state), "hard hint is legal")
    raises(ValueError, hint, "seven-rocks", obs, "easy")
    other = state.observe((seat + 1) % 4, state.new_observation(0))
    raises(ValueError, hint, "seven-rocks", other, "normal")


def test_hard_decisions_after_the_first_allocate_nothing_on_micropython():
    # gc.mem_alloc() around each decision of a whole game, collector off (MicroPython only;
    # CPython plays the same game and measures nothing). The first decision may set up once.
    import gc
    measure = hasattr(gc, "mem_alloc")
    hard = HardAI(3, 300)
    normal = NormalAI(0)
    state = SevenRocks(150)
    chance = Rng(4)
    obs = state.new_observation(0)
    used = []
    while not state.is_terminal():
        seat = state.current_player()
        if seat < 0:
            state.deal_random(chance)
            continue
        state.observe(seat, obs)
        if seat % 2:
            state.apply_action(normal.choose(obs))
            continue
        gc.collect()
        if measure:
            gc.disable()
        a0 = gc.mem_alloc() if measure else 0
        a = hard.choose(obs)
        used.append((gc.mem_alloc() - a0) if measure else 0)
        if measure:
            gc.enable()
        state.apply_action(a)
    true(len(used) > 30, "decisions measured (%d)" % len(used))
    eq([b for b in used[1:] if b], [], "bytes allocated by decisions after the first")
