# Cutthroat hard AI: legal moves, observation only, sampled deals, match equity, engine rollouts,
# the play reader.
from positions import positions, legal, same_choice_with_hands_swapped
from check import eq, true
from core.rng import Rng
from core.tiles import N_TILES, LO, HI
from games.cutthroat import Cutthroat, ON_TABLE, PASS, DOUBLE_SIX
from ai.cutthroat import NormalAI
from ai.cutthroat_hard import HardAI, MatchEquity
from ai.cutthroat_world import World
from ai.cutthroat_reader import PlayReader
from ai.tile_sampler import Sampler, BONEYARD
import consts

OUT_OF_PLAY = consts.of("games.cutthroat", "OUT_OF_PLAY")

SMALL = 40  # a small budget keeps the MicroPython run short; the logic is the same
TABLES = ((4, False), (3, False), (2, False), (2, True))  # players, boneyard


def test_hard_returns_a_legal_action_at_every_table_size():
    for players, boneyard in TABLES:
        ai = HardAI(3, SMALL)
        n = 0
        for state, seat in positions(Cutthroat(players, 6, boneyard, False), players, 4, 12):
            obs = state.observe(seat, state.new_observation(seat))
            a = ai.choose(obs)
            true(a in legal(state), "%d players: %d is legal" % (players, a))
            n += 1
        eq(n, 12, "%d players: positions" % players)


def test_sampled_deals_fill_hands_and_boneyard_as_observed():
    for players, boneyard in TABLES:
        sampler = Sampler(5)
        for state, seat in positions(Cutthroat(players, 6, boneyard, False), 9, 5, 8):
            obs = state.observe(seat, state.new_observation(seat))
            out = 0 if players == 3 else 255
            sampler.prepare(obs, out)
            owner = sampler.sample(obs)
            sizes = [0] * players
            bone = 0
            for t in range(N_TILES):
                o = owner[t]
                real = state.owner[t]
                if real in (ON_TABLE, OUT_OF_PLAY):
                    eq(o, ON_TABLE, "tile %d is not in play" % t)
                elif real == seat:
                    eq(o, seat, "own tile")
                elif o == BONEYARD:
                    bone += 1
                else:
                    true(o < players and o != seat, "hidden tile %d goes to another seat" % t)
                    bad = (obs.lacks[o] >> LO[t]) & 1 or (obs.lacks[o] >> HI[t]) & 1
                    true(not bad, "seat %d showed it lacks a half of tile %d" % (o, t))
                if o < players:
                    sizes[o] += 1
            eq(sizes, list(obs.hand_size), "%d players: hand sizes" % players)
            eq(bone, obs.bone_count, "%d players: boneyard" % players)


def test_hard_sees_only_the_observation():
    # Swap a hidden tile between two other seats (no lacks): same observation, same choice.
    compared = same_choice_with_hands_swapped(positions(Cutthroat(4, 6, False, False), 21, 3, 24),
                                              lambda: HardAI(8, SMALL), N_TILES, True)
    true(compared > 8, "enough positions compared")


def _equity_by_iteration(n, target):
    # The match-win chance of seat 0 by plain value iteration on floats (every line, every
    # player winning a hand with chance 1/n): what MatchEquity builds in one pass.
    lines = []
    for idx in range(target ** n):
        s = [(idx // target ** i) % target for i in range(n)]
        if 0 in s:
            lines.append((idx, s))
    e = {}
    for idx, _s in lines:
        e[idx] = 1.0 / n
    for _ in range(200):
        for idx, s in lines:
            v = 0.0
            for w in range(n):
                if s[w] == 0 and s.count(0) == 1:
                    v += e[0]
                elif s[w] + 1 >= target:
                    v += 1.0 if w == 0 else 0.0
                else:
                    v += e[idx + target ** w]
            e[idx] = v / n
    return e


def test_match_equity_agrees_with_value_iteration():
    for n, target in ((2, 4), (3, 3), (4, 3), (4, 6)):
        m = MatchEquity()
        true(m.ready(n, target), "%d players to %d fit a table" % (n, target))
        e = _equity_by_iteration(n, target) if target < 6 else None
        if e is None:
            eq(m.table[0], 250, "4 players to 6: all equal at love-all")
            # The table stays for the whole game: two bytes a score line, not a list's four
            # (and the list's int objects on a 64-bit CPython).
            eq(len(bytes(memoryview(m.table))), 2 * 6 ** 4, "4 players to 6: 2 bytes a line")
            continue
        for idx in e:
            true(abs(m.table[idx] - 1000 * e[idx]) <= 2,
                 "%d players to %d, line %d: %d vs %.1f" % (n, target, idx, m.table[idx],
                                                             1000 * e[idx]))


def _four_to_six(scores):
    """A fresh MatchEquity, seat 0's observation of a 4-player match to 6 standing at `scores`,
    and the list outcomes() fills (worth[w + 1] if seat w wins the hand, worth[0] if nobody)."""
    obs = Cutthroat(4, 6, False, False).new_observation(0)
    obs.scores = scores
    return MatchEquity(), obs, [0] * 5


def test_outcomes_value_each_hand_winner_by_the_match():
    m, obs, worth = _four_to_six([2, 5, 0, 3])
    m.outcomes(obs, worth)
    eq(worth[2], 0, "seat 1 at five wins six-love")
    eq(worth[3], m.table[0], "seat 2's first win resets everyone to love-all")
    true(worth[3] > worth[1] > worth[4], "the reset beats my own win, which beats seat 3's")
    obs.scores = [5, 0, 1, 1]
    m.outcomes(obs, worth)
    eq(worth[1], 1000, "my sixth win with seat 1 still at love wins the match")
    obs.target = 7  # 7 ** 4 lines: too many for a table, so only my own hand win counts
    m.outcomes(obs, worth)
    eq(worth[:5], [0, 1000, 0, 0, 0], "no table: my win is all that counts")


def test_rollout_world_plays_the_hand_out_like_the_engine():
    # Load the world with the real hidden hands and the boneyard in its real draw order, roll
    # it out, and play the normal AI for every seat on the engine (the world's policy): the
    # same hand winner (or nobody), with the same tiles left in every hand.
    world = World()
    checked = 0
    for players, boneyard in TABLES:
        for seed in range(1, 7):
            for state, seat in positions(Cutthroat(players, 6, boneyard, False), seed, 3, 6):
                if state.table.count == 0:
                    continue
                obs = state.observe(seat, state.new_observation(seat))
                world.deal(obs, state.owner, Rng(0))
                left = state.bone_len - state.bone_next
                for j in range(left):
                    world.bone[j] = state.bone[state.bone_next + j]
                world.bone_len = left
                world.restore(obs)
                world.run()
                hand = state.hand
                normal = [NormalAI(s) for s in range(players)]
                while (not state.is_terminal() and state.hand == hand
                       and not state.result.hand_ended):
                    who = state.current_player()
                    o = state.observe(who, state.new_observation(who))
                    state.apply_action(normal[who].choose(o))
                where = "%d players, seed %d" % (players, seed)
                eq(world.winner, state.result.winner, where + ": hand winner")
                eq([world.cnt[s] for s in range(players)],
                   [len(state.hand_tiles(s)) for s in range(players)], where + ": tiles left")
                checked += 1
                break  # the engine has moved on: the next seed
    true(checked >= 16, "positions checked: %d" % checked)


def test_a_match_too_large_for_a_table_leaves_the_last_table_usable():
    # The app keeps one table for every match: 4 players to 6, then to 7 (no table), then to 6
    # again must index the table of 6 as before (the refused size once overwrote its digit
    # weights, and the next Cutthroat decision read past the table).
    m, obs, worth = _four_to_six([2, 5, 0, 4])
    m.outcomes(obs, worth)
    first = list(worth)
    obs.target = 7
    m.outcomes(obs, worth)
    obs.target = 6
    m.outcomes(obs, worth)
    eq(worth, first, "4 players to 6 after a match to 7")


def _normal_turns(players, boneyard, seed):
    """Yield (state, who, obs, placed) at every turn of a normal-AI match to 3: placed lists
    this hand's placements so far as (seat, that seat's observation then, action)."""
    state = Cutthroat(players, 3, boneyard, False)
    chance = Rng(seed)
    normal = [NormalAI(s) for s in range(players)]
    placed = []
    hand = -1
    while not state.is_terminal():
        who = state.current_player()
        if who < 0:
            state.deal_random(chance)
            continue
        if state.hand != hand:
            hand = state.hand
            placed = []
        obs = state.observe(who, state.new_observation(who))
        yield state, who, obs, placed
        a = normal[who].choose(obs)
        if a != PASS:
            placed.append((who, obs, a))
        state.apply_action(a)


def _explained(owner, me, placed, normal):
    """The reference reading: True when every other seat's placement in placed (but an opening
    of [6|6], which the rules may force) is NormalAI's choice from the hand the deal owner[]
    gives that seat plus the tiles it placed later, with everything else as that seat saw it."""
    for i in range(len(placed)):
        w, then, a = placed[i]
        if w == me or (then.table.count == 0 and a >> 2 == DOUBLE_SIX):
            continue
        mine = bytearray(N_TILES)
        for t in range(N_TILES):
            mine[t] = 1 if owner[t] == w else 0
        for j in range(i, len(placed)):
            if placed[j][0] == w:
                mine[placed[j][2] >> 2] = 1
        held = then.mine
        then.mine = mine
        choice = normal.choose(then)
        then.mine = held
        if choice != a:
            return False
    return True


def test_play_reader_never_refuses_the_real_hands_of_normal_seats():
    # Normal seats, each with a reader fed at its turns: the real deal explains every placement
    # read. Random deals of the same hidden tiles must be refused sometimes (4 players), or the
    # reading would say nothing; with a boneyard nothing is read until it is empty.
    for players, boneyard in TABLES:
        read = 0
        refused = 0
        for seed in range(1, 4):
            readers = [PlayReader() for s in range(players)]
            sampler = Sampler(seed)
            for state, who, obs, _placed in _normal_turns(players, boneyard, seed):
                reader = readers[who]
                reader.read(obs)
                if reader.checked:
                    true(obs.bone_count == 0, "no reading while the boneyard has tiles")
                    eq(reader.wrong_seat(state.owner, who, players), -1,
                       "%d players, seed %d: the real deal explains the placements"
                       % (players, seed))
                    read += 1
                    sampler.prepare(obs, 0 if players == 3 else 255)
                    refused += reader.wrong_seat(sampler.sample(obs), who, players) >= 0
        if not boneyard:
            true(read > 50, "%d players: positions read: %d" % (players, read))
        if players == 4:
            true(refused > read // 2, "random deals refused: %d of %d" % (refused, read))


def test_play_reader_agrees_with_the_normal_ai_on_sampled_deals():
    # The reference replays each placement through NormalAI itself on the observation its seat
    # had then, with the hand a sampled deal gives it: the reader must say the same.
    for players in (4, 3):
        compared = 0
        refused = 0
        reader = PlayReader()
        sampler = Sampler(7)
        normal = NormalAI(0)
        for seed in (2, 3):
            for state, who, obs, placed in _normal_turns(players, False, seed):
                if who != 0:
                    continue
                reader.read(obs)
                sampler.prepare(obs, 0 if players == 3 else 255)
                for _ in range(3):
                    owner = sampler.sample(obs)
                    ok = reader.wrong_seat(owner, 0, players) < 0
                    eq(ok, _explained(owner, 0, placed, normal),
                       "%d players, seed %d, hand %d: reader and NormalAI"
                       % (players, seed, state.hand))
                    compared += 1
                    refused += not ok
        true(compared > 80 and refused > compared // 5,
             "%d players: %d refused of %d" % (players, refused, compared))
