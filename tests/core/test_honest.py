# Every AI level of every game decides from its seat's observation alone (both runtimes).
#
# Each game is played twice over at once. The table's seats (match.Match, as `sim play` plays
# them) choose from observations of the real position; their twins, the same levels drawing from
# the same seeds, choose from observations of the position with every tile or card the seat to
# act cannot see dealt afresh among the places it cannot see into: the other hands and the
# undrawn boneyard. The reshuffle keeps all the seat may know (its own hand, the table, the hand
# sizes, the boneyard size, what passes showed the others lack), so the twin's observation is the
# same, which the test checks too; a level that learnt anything else would choose otherwise at
# some turn or draw a different amount from its random stream. The real choice is played and
# the reshuffle undone, so both see the same game to its end.
from check import eq, true
from core.rng import Rng
from core.tiles import LO, HI
from games import registry
from ai.levels import new_ai, random_state
import match

# Where a hidden item may lie besides a seat's hand: BONE + i is the i-th boneyard tile.
BONE = 100
# (game, players, options, seats' levels, seed, decisions): every level in every game, and in
# Cutthroat three players ([0|0] out of play) and two with a boneyard.
TABLES = (
    ("seven-rocks", 4, (), ("hard", "easy", "normal", "hard"), 3, 70),
    ("seven-diamonds", 4, (), ("normal", "hard", "easy", "hard"), 4, 90),
    ("cutthroat", 4, (), ("hard", "normal", "easy", "hard"), 5, 60),
    ("cutthroat", 3, (), ("easy", "hard", "normal"), 6, 40),
    ("cutthroat", 2, (("boneyard", True),), ("hard", "normal"), 7, 50),
)


def _snapshot(obj):
    """Everything an observation holds, as plain comparable values (its table too)."""
    out = []
    d = obj.__dict__
    for k in sorted(d):
        v = d[k]
        if isinstance(v, (bytes, bytearray)):
            v = bytes(v)
        elif isinstance(v, list):
            v = tuple(v)
        elif hasattr(v, "__dict__"):
            v = _snapshot(v)
        out.append((k, v))
    return out


def _hidden(state, seat):
    """(items, places): each tile or card `seat` cannot see, and where it lies (a seat, or
    BONE + i for the i-th boneyard tile still to be drawn)."""
    items = []
    places = []
    owner = state.owner
    n = state.n_seats
    for x in range(len(owner)):
        if owner[x] < n and owner[x] != seat:
            items.append(x)
            places.append(owner[x])
    if hasattr(state, "bone"):
        for i in range(state.bone_next, state.bone_len):
            items.append(state.bone[i])
            places.append(BONE + i)
    return items, places


def _may_hold(state, x, place):
    """True unless a pass showed that seat `place` lacks item x (the boneyard holds anything)."""
    if place >= BONE:
        return True
    if hasattr(state, "table"):
        return not ((state.lacks[place] >> LO[x]) | (state.lacks[place] >> HI[x])) & 1
    return not (state.lacks[x] >> place) & 1


def _put(state, items, places):
    """Lay the hidden items where `places` says, keeping the engine's own bookkeeping."""
    for i in range(len(items)):
        p = places[i]
        if p >= BONE:
            state.bone[p - BONE] = items[i]
            state.owner[items[i]] = 5  # _IN_BONEYARD of games.cutthroat
        else:
            state.owner[items[i]] = p
    if hasattr(state, "held"):
        # Seven Rocks keeps each hand as a bit mask too (games/seven_rocks.py).
        for s in range(state.n_seats):
            state.held[s] = 0
        for x in range(len(state.owner)):
            if state.owner[x] < state.n_seats:
                state.held[state.owner[x]] |= 1 << x


def reshuffle(state, seat, rng):
    """Deal the items hidden from `seat` afresh among the places hidden from it, each only
    where the passes allow (random swaps that keep every item allowed where it goes). Returns
    how many items changed place (0 when nothing could move) and what undo() needs."""
    items, places = _hidden(state, seat)
    was = list(places)
    n = len(items)
    for _ in range(6 * n):
        i = rng.below(n)
        j = rng.below(n)
        if (places[i] != places[j] and _may_hold(state, items[i], places[j])
                and _may_hold(state, items[j], places[i])):
            places[i], places[j] = places[j], places[i]
    _put(state, items, places)
    moved = len([i for i in range(n) if places[i] != was[i]])
    return moved, (items, was)


def undo(state, kept):
    """Put the hidden items back where reshuffle() found them."""
    _put(state, kept[0], kept[1])


def _play_twice(game, players, options, levels, seed, decisions):
    """Play the table's game for `decisions` decisions (or to its end), checking each against
    the twin's; returns (moved, choices): decisions whose reshuffle moved something, and per
    level the decisions that had more than one legal action."""
    spec = registry.get(game)
    seats = [("ai", lv) for lv in levels]
    m = match.Match(game, seed, players, spec.default_target,
                    match.full_options(spec, dict(options)), seats)
    state = m.state
    twins = [new_ai(game, levels[s], seed + match.SEAT_STREAM * (s + 1))
             for s in range(players)]
    twin_obs = [state.new_observation(s) for s in range(players)]
    rng = Rng(seed + 77)
    moved = 0
    choices = {}
    done = 0
    while not state.is_terminal() and done < decisions:
        who = state.current_player()
        if who < 0:
            state.deal_random(m.chance)
            continue
        obs = m.observe(who)
        seen = _snapshot(obs)
        a = m.agents[who].choose(obs)
        n, kept = reshuffle(state, who, rng)
        other = state.observe(who, twin_obs[who])
        where = "%s seat %d (%s), decision %d" % (game, who, levels[who], done)
        eq(_snapshot(other), seen, where + ": the reshuffle left the observation alone")
        b = twins[who].choose(other)
        undo(state, kept)
        eq(b, a, where + ": the choice with the hidden hands reshuffled")
        eq(random_state(twins[who]), random_state(m.agents[who]),
           where + ": the random stream after the choice")
        if n:
            moved += 1
        if m.n_legal > 1:
            choices[levels[who]] = choices.get(levels[who], 0) + 1
        state.apply_action(a)
        done += 1
    return moved, choices


def _check_table(i):
    game, players, options, levels, seed, decisions = TABLES[i]
    moved, choices = _play_twice(game, players, options, levels, seed, decisions)
    # Most reshuffles must move something, or the comparison says nothing (late in a
    # two-player hand with the boneyard drawn, one hand is all there is to hide).
    true(moved * 2 >= decisions, "%s: %d of %d reshuffles moved a hidden item"
         % (game, moved, decisions))
    for lv in levels:
        true(choices.get(lv, 0) >= 3, "%s %d players: %s had a real choice %d times"
             % (game, players, lv, choices.get(lv, 0)))


def test_seven_rocks_levels_see_only_their_observation():
    _check_table(0)


def test_seven_diamonds_levels_see_only_their_observation():
    _check_table(1)


def test_cutthroat_levels_see_only_their_observation():
    for i in (2, 3, 4):
        _check_table(i)


def test_reshuffle_keeps_what_passes_showed():
    # Positions with passes on record (or a boneyard still to draw): every item lands where the
    # passes allow, something moves, and undo() puts the very same position back.
    for game, players, options in (("seven-rocks", 4, ()), ("seven-diamonds", 4, ()),
                                   ("cutthroat", 4, ()), ("cutthroat", 2, (("boneyard", True),))):
        spec = registry.get(game)
        m = match.Match(game, 11, players, spec.default_target,
                        match.full_options(spec, dict(options)), [("ai", "easy")] * players)
        state = m.state
        bone = getattr(state, "bone", b"")
        rng = Rng(5)
        checked = 0
        while not state.is_terminal() and state.hand < 6:
            who = state.current_player()
            if who < 0:
                state.deal_random(m.chance)
                continue
            if max(state.lacks) or (bone and state.bone_next < state.bone_len):
                was = bytes(state.owner) + bytes(bone)
                n, kept = reshuffle(state, who, rng)
                items, places = _hidden(state, who)
                for k in range(len(items)):
                    true(_may_hold(state, items[k], places[k]),
                         "%s: item %d placed where a pass says it is not" % (game, items[k]))
                undo(state, kept)
                eq(bytes(state.owner) + bytes(bone), was, game + ": undo")
                checked += 1 if n else 0
            m.advance()
        true(checked > 5, "%s %d players: %d reshuffles with passes on record or a boneyard"
             % (game, players, checked))
