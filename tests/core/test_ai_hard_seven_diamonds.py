# Seven of Diamonds hard AI: legal actions in every phase, observation only, deals, rollouts,
# the reading of the other seats' cards.
from positions import positions, legal, same_choice_with_hands_swapped, normal_turns
from check import eq, true
from core.cards import N_CARDS, N_RANKS, ACE, SEVEN
from core.rng import Rng
from games.seven_diamonds import SevenDiamonds, N_SEATS, ON_TABLE, PLAY, PASS, CARTE, MAX_ACTIONS
from ai.seven_diamonds import NormalAI
from ai.seven_diamonds_hard import HardAI, Sampler, World
from ai.card_reader import PlayReader, NO_SEAT, allowance

SMALL = 40  # a small budget keeps the MicroPython run short; the logic is the same


def test_hard_returns_a_legal_action_in_every_phase():
    ai = HardAI(2, SMALL)
    n = 0
    for state, seat in positions(SevenDiamonds(), 4, 3, 40):
        obs = state.observe(seat, state.new_observation(seat))
        a = ai.choose(obs)
        true(a in legal(state), "%d is legal" % a)
        n += 1
    eq(n, 40, "positions")


def test_sampled_deals_fill_the_other_hands():
    sampler = Sampler(6)
    for state, seat in positions(SevenDiamonds(), 5, 4, 20):
        obs = state.observe(seat, state.new_observation(seat))
        sampler.prepare(obs, 255)
        owner = sampler.sample(obs)
        sizes = [0] * N_SEATS
        for c in range(N_CARDS):
            o = owner[c]
            if state.owner[c] == ON_TABLE:
                eq(o, ON_TABLE, "card %d was played" % c)
            elif state.owner[c] == seat:
                eq(o, seat, "own card")
            else:
                true(o < N_SEATS and o != seat, "hidden card %d goes to another seat" % c)
            if o < N_SEATS:
                sizes[o] += 1
                true(not (obs.lacks[c] >> o) & 1, "card %d goes to a seat that lacks it" % c)
        eq(sizes, list(obs.hand_size), "hand sizes")


def test_passes_show_only_cards_the_seat_does_not_hold():
    shown = 0
    for state, seat in positions(SevenDiamonds(), 9, 1, 400):
        obs = state.observe(seat, state.new_observation(seat))
        for c in range(N_CARDS):
            eq(obs.lacks[c], state.lacks[c], "observation copies the public lacks")
            for s in range(N_SEATS):
                if (state.lacks[c] >> s) & 1:
                    true(state.owner[c] != s, "seat %d passed but holds card %d" % (s, c))
                    shown += 1
    true(shown > 100, "passes showed cards")


def test_hard_sees_only_the_observation():
    compared = same_choice_with_hands_swapped(positions(SevenDiamonds(), 8, 3, 30),
                                              lambda: HardAI(4, SMALL), N_CARDS, False)
    true(compared > 10, "enough positions compared")


def test_rollout_world_plays_the_hand_out_like_the_engine():
    # Load the world with the real hidden hands, roll it out (the normal AI's card choice, carte
    # always said), and play the hand out on the engine with the normal AI for every seat: the
    # same points for each team, settings and multiplier included.
    world = World()
    checked = 0
    for seed in range(1, 13):
        settings = (True, "flat") if seed % 2 else (False, "add")
        game = SevenDiamonds(500, settings[0], settings[1])
        for state, seat in positions(game, seed, 5, 40):
            if state.phase != PLAY or state.hand_size[seat] < 3:
                continue
            obs = state.observe(seat, state.new_observation(seat))
            world.deal(obs, state.owner, None)
            world.restore(obs)
            world.run()
            start = list(state.scores)
            hand = state.hand
            normal = [NormalAI(s) for s in range(N_SEATS)]
            while not state.is_terminal() and state.hand == hand and state.phase == PLAY:
                who = state.current_player()
                o = state.observe(who, state.new_observation(who))
                state.apply_action(normal[who].choose(o))
            eq([state.scores[0] - start[0], state.scores[1] - start[1]], world.gain,
               "seed %d: team points to the end of the hand" % seed)
            checked += 1
            break  # the engine has moved on: the next seed
    true(checked >= 10, "positions checked: %d" % checked)


def _normal_turns(seed, hands):
    """(state, seat, its observation) at each turn of four normal seats over the first
    `hands` hands of a game dealt from seed; the seat's move is played after each yield."""
    return normal_turns(SevenDiamonds(), NormalAI, seed, hands)


def test_play_reader_never_rules_out_the_real_hands_of_normal_seats():
    # Four normal seats, each reading the hand at its turns in the play: the real deal always
    # explains every card read, and agrees() leaves owner[] as it was. Random deals of the same
    # hidden cards must fail sometimes, or the reading would say nothing.
    read = 0
    refused = 0
    reader = PlayReader()
    for seed in range(1, 5):
        sampler = Sampler(seed)
        for state, _, obs in _normal_turns(seed, 3):
            if state.phase == PLAY and reader.chosen(obs):
                owner = bytearray(state.owner)
                true(reader.agrees(owner, obs, 0), "seed %d: the real deal agrees" % seed)
                eq(owner, bytearray(state.owner), "agrees() puts owner[] back")
                read += 1
                sampler.prepare(obs, 255)
                sampler.reading = False
                refused += not reader.agrees(sampler.sample(obs), obs, 0)
    true(read > 100, "windows read: %d" % read)
    true(refused > read // 10, "random deals refused: %d of %d" % (refused, read))


def test_play_reader_counts_the_cards_the_others_chose():
    # The reader takes the hand's plays from the observation alone, so a fresh AI or a
    # resumed game knows as much as one that saw every turn: every card the other seats chose
    # this hand, never the forced lead or the seat's own cards.
    reader = PlayReader()
    turns = 0
    for state, who, obs in _normal_turns(3, 2):
        if state.phase == PLAY and who == 0:
            turns += 1
            if turns % 3 == 0:
                chosen = sum(1 for k in range(1, obs.played) if obs.by[obs.order[k]] != 0)
                eq(reader.chosen(obs), chosen, "hand %d, turn %d" % (obs.hand, turns))
    true(turns > 5, "turns: %d" % turns)


def test_an_unchecked_partner_leaves_the_opponents_cards_read():
    # Seat 2 plays a random legal action one turn in three (as a hard partner or a person
    # overrules the normal card): at some of seat 0's turns no deal, not even the real one,
    # explains every card, but with seat 2 unchecked the real deal always agrees, seats 1 and
    # 3 being normal. The sampler leaves the partner unchecked once per decision.
    reader = PlayReader()
    sampler = Sampler(5)
    sampler.reader = reader
    broken = 0
    read = 0
    for seed in range(1, 6):
        for state, who, obs in normal_turns(SevenDiamonds(), NormalAI, seed, 3, 1 << 2, 3):
            if state.phase == PLAY and who == 0:
                if reader.chosen(obs):
                    sampler.prepare(obs, 255)
                    eq(reader.unchecked, NO_SEAT, "a decision starts with every seat read")
                    owner = bytearray(state.owner)
                    broken += not reader.agrees(owner, obs, 0)
                    true(sampler.relax(), "the partner may be left unchecked")
                    eq(reader.unchecked, 2)
                    true(reader.agrees(owner, obs, 0), "seed %d: the real deal agrees" % seed)
                    eq(owner, bytearray(state.owner), "agrees() puts owner[] back")
                    true(not sampler.relax(), "only once a decision")
                    read += 1
    true(read > 50, "turns read: %d" % read)
    true(broken > 5, "turns the random partner broke the full reading: %d of %d" % (broken, read))


def _key(mine, c, size):
    # The normal AI's key of card c from a hand (rules of ai.seven_diamonds.NormalAI, written
    # out here to check the reader against): 32 unless a 7 with two cards left, 16 when it
    # opens nothing (an ace, or its next card up is held), one a held card above it.
    r = c % N_RANKS
    key = 16 if r == ACE or mine[c + 1] else 0
    if not (size == 2 and r == SEVEN):
        key += 32
    return key + sum(1 for k in range(c + 1, c - r + N_RANKS) if mine[k])


def test_play_reader_allows_what_the_cards_fell_short_by():
    # Seats 1-3 play a random legal card one turn in two. At seat 0's turns the real deal
    # agrees with an allowance of exactly the key points the others' chosen cards (the forced
    # lead aside) fell short of their best, summed from each mover's own hand as it played:
    # one point less refuses it.
    reader = PlayReader()
    normal = NormalAI(1)
    mix = Rng(7)
    buf = bytearray(MAX_ACTIONS)
    short = []
    tight = 0
    for seed in range(1, 4):
        state = SevenDiamonds()
        chance = Rng(seed)
        hand = -1
        while not state.is_terminal() and state.hand < 2:
            who = state.current_player()
            if who < 0:
                state.deal_random(chance)
                continue
            obs = state.observe(who, state.new_observation(who))
            if state.hand != hand:
                hand = state.hand
                short = [0] * N_SEATS
            if state.phase == PLAY and who == 0 and reader.chosen(obs):
                owner = bytearray(state.owner)
                due = sum(short)
                true(reader.agrees(owner, obs, due), "seed %d: the real deal agrees" % seed)
                if due:
                    true(not reader.agrees(owner, obs, due - 1), "seed %d: one short" % seed)
                    tight += 1
                eq(owner, bytearray(state.owner), "agrees() puts owner[] back")
            n = state.legal_into(buf)
            a = buf[mix.below(n)] if who and mix.below(2) else normal.choose(obs)
            if state.phase == PLAY and a != PASS and obs.played and who:
                size = obs.hand_size[who]
                cards = [buf[i] & (CARTE - 1) for i in range(n) if buf[i] != PASS]
                best = max(_key(obs.mine, c, size) for c in cards)
                short[who] += best - _key(obs.mine, a & (CARTE - 1), size)
            state.apply_action(a)
    true(tight > 10, "turns read with cards short of normal's: %d" % tight)


def test_allowance_is_k_or_more_one_time_in_e_to_the_k():
    rng = Rng(3)
    draws = [allowance(rng) for _ in range(4000)]
    for k, low, high in ((1, 0.34, 0.40), (2, 0.12, 0.15), (3, 0.040, 0.060)):
        share = sum(1 for d in draws if d >= k) / 4000
        true(low < share < high, "allowance %d or more: %.3f" % (k, share))
