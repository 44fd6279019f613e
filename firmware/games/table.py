# Dominoes on the table as at most four open attach points, with the single-spinner rule.
#
# Only what the rules look at is kept (the Arduboy approach): the open attach point of each
# arm, which tile carries it, its side name and its value. Slots 0 and 1 are the two ends of
# the line; slots 2 and 3 are the spinner's branches, opened once both of its in-line sides
# are occupied. Everything is preallocated; placing a tile allocates nothing.
from micropython import const
from core.tiles import LO, HI, N_TILES

NONE = const(255)  # empty slot / no tile
N_SLOTS = const(4)

# Side codes; SIDE_NAMES gives the seeds' vocabulary used in logs and on screen.
_LOW = const(0)
HIGH = const(1)
_LINE_A = const(2)
LINE_B = const(3)
BRANCH_A = const(4)
_BRANCH_B = const(5)
SIDE_NAMES = ("low", "high", "line-a", "line-b", "branch-a", "branch-b")


class Table:
    """Open attach points of the layout; `spinner_rule` turns the first double into the spinner."""

    def __init__(self, spinner_rule):
        self.spinner_rule = spinner_rule
        self.slot_tile = bytearray(N_SLOTS)
        self.slot_side = bytearray(N_SLOTS)
        self.slot_value = bytearray(N_SLOTS)
        self.order = bytearray(N_TILES)  # tiles in the order they were placed
        self.reset()

    def reset(self):
        """Empty the table for a new hand."""
        for s in range(N_SLOTS):
            self.slot_tile[s] = NONE
            self.slot_side[s] = 0
            self.slot_value[s] = 0
        self.count = 0
        self.spinner = NONE
        # Where the last tile went: the tile it touched and that tile's side (NONE when opening).
        self.last_to = NONE
        self.last_at = 0

    def copy_from(self, other):
        """Make this table equal to `other` without allocating."""
        for s in range(N_SLOTS):
            self.slot_tile[s] = other.slot_tile[s]
            self.slot_side[s] = other.slot_side[s]
            self.slot_value[s] = other.slot_value[s]
        for i in range(other.count):
            self.order[i] = other.order[i]
        self.count = other.count
        self.spinner_rule = other.spinner_rule
        self.spinner = other.spinner
        self.last_to = other.last_to
        self.last_at = other.last_at

    def copy_ends_from(self, other):
        """Copy only the open slots, the count and the spinner: all a rollout reads (it never
        looks at the placement order), and cheaper than copy_from once per rollout."""
        for s in range(N_SLOTS):
            self.slot_tile[s] = other.slot_tile[s]
            self.slot_side[s] = other.slot_side[s]
            self.slot_value[s] = other.slot_value[s]
        self.count = other.count
        self.spinner = other.spinner

    def fits(self, t, s):
        """True when tile t may be placed at slot s (slot 0 is the only slot of the opening)."""
        if self.count == 0:
            return s == 0
        if s < 0 or s >= N_SLOTS or self.slot_tile[s] == NONE:
            return False
        v = self.slot_value[s]
        return LO[t] == v or HI[t] == v

    def moves_into(self, owner, who, buf, start):
        """Write placements t*4+s for every tile with owner[t] == who into buf from `start`.

        Returns the new end index. Both in-line sides of an opening double (and both unused
        branches) are listed: they are different places on the table even when they score alike.
        """
        n = start
        opening = self.count == 0
        for t in range(N_TILES):
            if owner[t] != who:
                continue
            if opening:
                buf[n] = t << 2
                n += 1
                continue
            lo = LO[t]
            hi = HI[t]
            for s in range(N_SLOTS):
                if self.slot_tile[s] != NONE:
                    v = self.slot_value[s]
                    if lo == v or hi == v:
                        buf[n] = (t << 2) | s
                        n += 1
        return n

    def has_move(self, owner, who):
        """True when some tile with owner[t] == who fits anywhere (used to refuse a pass)."""
        for t in range(N_TILES):
            if owner[t] == who:
                if self.count == 0:
                    return True
                for s in range(N_SLOTS):
                    if self.slot_tile[s] != NONE:
                        v = self.slot_value[s]
                        if LO[t] == v or HI[t] == v:
                            return True
        return False

    def place(self, t, s):
        """Put tile t at slot s; the caller has checked fits(t, s)."""
        lo = LO[t]
        hi = HI[t]
        count = self.count
        self.order[count] = t
        count += 1
        self.count = count
        double = lo == hi
        if double and self.spinner_rule and self.spinner == NONE:
            self.spinner = t
        tiles = self.slot_tile
        sides = self.slot_side
        values = self.slot_value
        if count == 1:
            self.last_to = NONE
            self.last_at = 0
            tiles[0] = t
            tiles[1] = t
            if double:
                sides[0] = _LINE_A
                sides[1] = LINE_B
            else:
                sides[0] = _LOW
                sides[1] = HIGH
            values[0] = lo
            values[1] = hi
            return
        self.last_to = tiles[s]
        self.last_at = sides[s]
        tiles[s] = t
        if double:
            # An attached double connects by line-a; line-b stays open.
            sides[s] = LINE_B
        elif lo == values[s]:
            # The open half is the other one: the higher half of the tile, or else the lower.
            sides[s] = HIGH
            values[s] = hi
        else:
            sides[s] = _LOW
            values[s] = lo
        sp = self.spinner
        if sp != NONE and tiles[2] == NONE and tiles[0] != sp and tiles[1] != sp:
            # Both in-line sides of the spinner are now occupied: its branches open.
            tiles[2] = sp
            tiles[3] = sp
            sides[2] = BRANCH_A
            sides[3] = _BRANCH_B
            values[2] = LO[sp]
            values[3] = LO[sp]

    def contribution(self, s):
        """Counted value of slot s, or -1 when the slot is not a counted end.

        A non-double end counts its value; a double with an open in-line side counts both
        halves (the opening double once, not per side); an unused branch is not counted.
        """
        t = self.slot_tile[s]
        if t == NONE:
            return -1
        side = self.slot_side[s]
        if side == _LOW or side == HIGH:
            return self.slot_value[s]
        if side == BRANCH_A or side == _BRANCH_B:
            return -1
        if s == 1 and self.slot_tile[0] == t:
            return -1  # the opening double, already counted at slot 0
        return 2 * self.slot_value[s]

    def total(self):
        """Sum of the counted ends (the all-fives count)."""
        n = 0
        for s in range(N_SLOTS):
            c = self.contribution(s)
            if c > 0:
                n += c
        return n

    def slot_of(self, t, side):
        """The open slot on tile t with side code `side`, or -1."""
        for s in range(N_SLOTS):
            if self.slot_tile[s] == t and self.slot_side[s] == side:
                return s
        return -1


def placement_score(total):
    """All-fives: a positive multiple of 5 scores itself, anything else nothing."""
    if total > 0 and total % 5 == 0:
        return total
    return 0


def after_total(table, total, s, lo, hi):
    """The counted total once tile [lo|hi] is placed at open slot s of `table`, whose total is
    `total`: what placing it on a copy and calling total() gives, without either. Only slot
    s's own part changes: an attached double leaves line-b open and counts both halves."""
    if table.count == 0:
        return lo + hi
    v = table.slot_value[s]
    if lo == hi:
        new = lo + hi
    elif lo == v:
        new = hi
    else:
        new = lo
    return total_without(table, total, s) + new


def total_without(table, total, s):
    """`total`, the table's counted total, less open slot s's own part in it: its number at an
    end, twice that at a double's open in-line side, nothing at a branch or at a side of the
    lone opening double (which counts on through its other in-line side)."""
    v = table.slot_value[s]
    side = table.slot_side[s]
    if side <= HIGH:
        return total - v
    if side >= BRANCH_A or table.count == 1:
        return total
    return total - v - v
