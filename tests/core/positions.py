# Test helper: decision points of an easy-AI game, and a state's legal actions as a list.
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
