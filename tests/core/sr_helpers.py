# Shared helpers for the Seven Rocks core tests (CPython and MicroPython).
from core.tiles import index, LO, HI
from core.rng import Rng
from games.seven_rocks import SevenRocks, PASS
from games.table import SIDE_NAMES, NONE
from ai.easy import EasyAI


def tile(pair):
    return index(pair[0], pair[1])


def deal_order(hands):
    """Flat deal order from four lists of [a, b] pairs."""
    out = []
    for h in hands:
        for p in h:
            out.append(tile(p))
    return out


def open_points(table):
    """Sorted open attach points as [[a, b], side, value]."""
    pts = []
    for s in range(4):
        t = table.slot_tile[s]
        if t != NONE:
            pts.append([[LO[t], HI[t]], SIDE_NAMES[table.slot_side[s]], table.slot_value[s]])
    pts.sort()
    return pts


def random_playout(seed, visit, target=250):
    """Play a whole game with easy AIs; visit(state, seat, action) runs before each action."""
    state = SevenRocks(target)
    chance = Rng(seed)
    agents = [EasyAI(seed * 10 + s) for s in range(4)]
    obs = [state.new_observation(s) for s in range(4)]
    while not state.is_terminal():
        who = state.current_player()
        if who < 0:
            state.deal_random(chance)
            continue
        state.observe(who, obs[who])
        a = agents[who].choose(obs[who])
        visit(state, who, a)
        state.apply_action(a)
    return state


def easy_script(seed, stop=None):
    """The easy-AI game for `seed` as a replayable script of ("deal", order, opener) and
    ("act", action) entries. With `stop`, the script ends at the first action for which
    stop(state, seat, action) is true (that action included last), or None if none is."""
    state = SevenRocks(250)
    chance = Rng(seed)
    agents = [EasyAI(seed * 10 + s) for s in range(4)]
    obs = [state.new_observation(s) for s in range(4)]
    script = []
    while not state.is_terminal():
        who = state.current_player()
        if who < 0:
            state.deal_random(chance)
            order = []
            for s in range(4):
                order.extend(state.hand_tiles(s))
            script.append(("deal", order, state.opener))
            continue
        state.observe(who, obs[who])
        a = agents[who].choose(obs[who])
        script.append(("act", a))
        if stop is not None and stop(state, who, a):
            return script
        state.apply_action(a)
    return None if stop is not None else script


def run_script(script, target=250, upto=None):
    """A fresh state with `script` applied (all of it, or its first `upto` entries)."""
    state = SevenRocks(target)
    for entry in script[:upto] if upto is not None else script:
        if entry[0] == "deal":
            state.deal(entry[1], entry[2])
        else:
            state.apply_action(entry[1])
    return state


__all__ = ["tile", "deal_order", "open_points", "random_playout", "easy_script",
           "run_script", "PASS"]
