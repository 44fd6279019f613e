# Test helpers: decision points of an easy-AI game, legal actions, swapped hands, allocation.
from check import eq
from core.rng import Rng
from ai.easy import EasyAI


def positions(state, seed, every, limit):
    """Yield (state, seat) at every `every`-th decision of an easy-AI game played on `state`
    from its start, at most `limit` times; the deals come from Rng(seed)."""
    chance = Rng(seed)
    agents = [EasyAI(seed * 7 + s) for s in range(state.n_seats)]
    obs = state.new_observation(0)
    k = 0
    found = 0
    while not state.is_terminal() and found < limit:
        who = state.current_player()
        if who < 0:
            state.deal_random(chance)
            continue
        if k % every == 0:
            found += 1
            yield state, who
        state.observe(who, obs)
        state.apply_action(agents[who].choose(obs))
        k += 1


def normal_turns(state, normal_ai, seed, hands, wild=0, one_in=0):
    """Yield (state, seat, its observation) at each turn of the first `hands` hands of a game
    played on `state` by normal_ai(seat) seats, dealt from Rng(seed); the move is played after
    each yield. Seats whose bit is set in `wild` play a random legal action one turn in
    `one_in` instead (drawn from Rng(seed + 1000)), as a hard seat or a person overrules the
    normal move."""
    chance = Rng(seed)
    mix = Rng(seed + 1000)
    normal = [normal_ai(s) for s in range(state.n_seats)]
    buf = bytearray(state.max_actions)
    while not state.is_terminal() and state.hand < hands:
        who = state.current_player()
        if who < 0:
            state.deal_random(chance)
            continue
        obs = state.observe(who, state.new_observation(who))
        yield state, who, obs
        if (wild >> who) & 1 and mix.below(one_in) == 0:
            state.apply_action(buf[mix.below(state.legal_into(buf))])
        else:
            state.apply_action(normal[who].choose(obs))


def legal(state):
    """The legal actions of the seat to act, as a new list."""
    buf = bytearray(state.max_actions)
    return list(buf[:state.legal_into(buf)])


def observe_swapped(state, seat, n_items, x, y):
    """Seat's observation of the state with one hidden tile or card changed hands: the first
    item of seat x goes to seat y and y's first to x. The state is put back; None when x or y
    holds nothing."""
    owner = state.owner
    a = b = -1
    for t in range(n_items):
        if owner[t] == x and a < 0:
            a = t
        elif owner[t] == y and b < 0:
            b = t
    if a < 0 or b < 0:
        return None
    owner[a] = y
    owner[b] = x
    obs = state.observe(seat, state.new_observation(seat))
    owner[a] = x
    owner[b] = y
    return obs


def same_choice_with_hands_swapped(found, new_ai, n_items, dominoes):
    """For each (state, seat) of `found`, check that a fresh new_ai() chooses the same with
    the first hidden items of two other seats swapped: an observation the seat cannot tell
    apart (dominoes: only where neither seat showed it lacks a number). Returns how many
    positions were compared."""
    compared = 0
    for state, seat in found:
        obs = state.observe(seat, state.new_observation(seat))
        first = new_ai().choose(obs)
        x, y = [s for s in range(state.n_seats) if s != seat][:2]
        obs2 = observe_swapped(state, seat, n_items, x, y)
        if obs2 is None or (dominoes and (obs.lacks[x] or obs.lacks[y])):
            continue
        eq(new_ai().choose(obs2), first, "choice with the hidden hands swapped")
        compared += 1
    return compared


def bytes_per_random_play(state, rng, hands, deals_too):
    """Bytes allocated while `state` plays `hands` hands of random legal actions drawn from rng
    (and, when deals_too, while it deals them), with the collector off. Measured on MicroPython
    only (gc.mem_alloc); CPython just plays and gives 0."""
    import gc
    measure = hasattr(gc, "mem_alloc")
    buf = bytearray(state.max_actions)
    used = 0
    gc.collect()
    if measure:
        gc.disable()
    for _ in range(hands):
        a0 = gc.mem_alloc() if measure else 0
        state.deal_random(rng)
        if deals_too:
            used += (gc.mem_alloc() - a0) if measure else 0
        while state.current_player() >= 0:
            a0 = gc.mem_alloc() if measure else 0
            state.apply_action(buf[rng.below(state.legal_into(buf))])
            used += (gc.mem_alloc() - a0) if measure else 0
    if measure:
        gc.enable()
    return used
