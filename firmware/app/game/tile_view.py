# The dominoes screens Seven Rocks and Cutthroat share: the table and the hand picker.
#
# The table keeps only its open attach points (games/table.py), so that is what is drawn: each
# arm's open tile with its counted value beside it, the spinner in the middle, the count at the
# top right. Everything a human seat sees comes from its Observation, never from the state.
from micropython import const
from core.tiles import LO, HI, N_TILES
from games.dominoes import PASS
from games.table import Table, NONE, placement_score
from core.recap import DRAW
from app.frame import draw
from app.game import views
from app.frame.buttons import LEFT, RIGHT, UP, DOWN, A, B
from app.game.views import NOTHING, BACK, held
from app.frame import font

# Text numbers: S[n] of the language modules (the table in app/lang/text.py).
_PASSES = const(15)
_NO_FIT = const(16)
_A_PASS = const(17)
_NOT_FIT = const(34)
_LEAD = const(35)
_DREW = const(38)
_LEAD_TILE = const(48)

_ROW_UP = const(10)
_ROW_MID = const(21)
_ARM_DY = const(11)  # a spinner's branch arms: a row above and a row below the line
MSG_Y = const(44)
_HAND_Y = const(55)
# The whole hand is always on screen, so it reads at a glance and nothing is ever out of
# sight: seven tiles fit across, so a longer hand (Cutthroat for 2 or 3 players, up to 21
# tiles with the boneyard) takes two or three rows of equal length, and each extra row moves
# the message row up by one row pitch; with three, the line of play moves up to the top arm's
# row. Only Cutthroat deals more than seven tiles, and its line has no spinner, so the rows
# its hand takes are the ones a spinner's branch arms would use.
_PER_ROW = const(7)
_TILE_X = const(18)  # one tile and a column of space
_ROW_DY = const(12)  # one row of tiles, its raise and a row of space
# Tiles that can be played stand this much above the rest of the hand. (A bar over them sat
# under the message row and read as underlining it.)
_RAISE = const(2)
_MID_X = const(55)


def _arm(fb, table, s, x, y, value_x, mark, with_tile, counted):
    """Slot s's open tile at (x, y), its open half facing out, its value at value_x: the
    counted value when `counted` (all-fives games), else the number to match.

    The spinner and a lone opening tile sit in the middle, so their arms show only values."""
    t = table.slot_tile[s]
    if t == NONE:
        return
    v = table.slot_value[s]
    other = HI[t] if LO[t] == v else LO[t]
    if with_tile and t != table.spinner:
        if s == 1:
            draw.tile(fb, t, other, v, x, y, mark)
        else:
            draw.tile(fb, t, v, other, x, y, mark)
    elif mark:
        fb.rect(value_x - 2, y - 1, 12, 11, 1)
    c = table.contribution(s) if counted else v
    font.text(fb, str(c) if c >= 0 else "-", value_x, y + 1, 1)


def move_text(who, a, joined, points, L):
    """Action a of seat `who` (a name): 'East 3|4 +10', 'East passes'; with `joined`, the
    tile it was put against (NONE: not shown), 'N 3|4>4|6 +10'."""
    if a == PASS:
        return "%s %s" % (who, L.S[_PASSES])
    t = a >> 2
    text = "%s %d|%d" % (who, LO[t], HI[t])
    if joined != NONE:
        text = "%s>%d|%d" % (text, LO[joined], HI[joined])
    return "%s +%d" % (text, points) if points else text


def drew_text(who, n, L):
    """'Seat 2 drew 3': how many tiles a seat drew, never which."""
    return "%s %s %d" % (who, L.S[_DREW], n)


def recap_row(who, what, arg, num, players, L):
    """A dominoes step as a recap row (app/game/views.py): 'N 3|4>4|6 +10' (North put 3|4 against
    4|6 and scored 10), 'N 5|5' (a lead), 'E passes', 'S2 drew 3'."""
    name = views.initial(who, players, L)
    if what == DRAW:
        return drew_text(name, num, L)
    return move_text(name, what, arg, num, L)


def draw_table(fb, table, mark_slot=-1, counted=True, y=_ROW_MID):
    """The arms and spinner of `table`, the line on row y, and, when `counted`, the count;
    mark_slot's arm in inverse video."""
    if table.count == 0:
        return
    if counted:
        draw.right(fb, "=%d" % table.total(), y - _ARM_DY)
    sp = table.spinner
    if sp != NONE:
        draw.tile(fb, sp, LO[sp], HI[sp], _MID_X, y, False)
    elif table.count == 1:
        t = table.slot_tile[0]
        draw.tile(fb, t, LO[t], HI[t], _MID_X, y, mark_slot >= 0)
    else:
        font.text(fb, "...", _MID_X + 4, y + 1, 1)
    many = table.count > 1
    _arm(fb, table, 0, 0, y, 19 if many else _MID_X - 11, mark_slot == 0, many, counted)
    _arm(fb, table, 1, 111, y, 93 if many else _MID_X + 20, mark_slot == 1, many, counted)
    _arm(fb, table, 2, _MID_X, y - _ARM_DY, _MID_X + 20, mark_slot == 2, True, counted)
    _arm(fb, table, 3, _MID_X, y + _ARM_DY, _MID_X + 20, mark_slot == 3, True, counted)


class Picker:
    """The hand of the seat to act: Left/Right pick a tile, Up/Down the attach point, A plays.

    A game's picker subclasses it with header(fb, scores, L), its top row; `scoring` adds the
    all-fives count and the score a placement would make."""

    scoring = True

    def __init__(self):
        self.tiles = bytearray(N_TILES)
        self.n = 0
        self.sel = 0
        self.slots = bytearray(4)  # legal slots of the selected tile
        self.n_slots = 0
        self.slot_i = 0
        self.refused = False  # the last A was on a tile that does not fit
        self.scratch = Table(True)
        self.legal = None
        self.n_legal = 0
        self.forced_pass = False
        self.note = ""  # a hint's message, shown until the next key

    def reset(self, obs, legal, n_legal):
        """Take the seat's hand and legal actions; select the first playable tile."""
        self.legal = legal
        self.n_legal = n_legal
        self.forced_pass = n_legal == 1 and legal[0] == PASS
        n = held(obs.mine, self.tiles)
        self.n = n
        self.sel = 0
        for i in range(n):
            if self._playable(self.tiles[i]):
                self.sel = i
                break
        self.refused = False
        self.note = ""
        self._pick_slots()

    def select(self, a):
        """Put the choice on action a (a hint): its tile and attach point."""
        if a == PASS:
            return
        for i in range(self.n):
            if self.tiles[i] == a >> 2:
                self.sel = i
        self.refused = False
        self._pick_slots()
        for i in range(self.n_slots):
            if self.slots[i] == a & 3:
                self.slot_i = i

    def _playable(self, t):
        for i in range(self.n_legal):
            a = self.legal[i]
            if a != PASS and a >> 2 == t:
                return True
        return False

    def _only_tile(self):
        """The one tile every legal placement uses (a tile the rules make the lead), or -1."""
        t = -1
        for i in range(self.n_legal):
            a = self.legal[i]
            if a == PASS or (t >= 0 and a >> 2 != t):
                return -1
            t = a >> 2
        return t

    def _pick_slots(self):
        self.n_slots = 0
        self.slot_i = 0
        if self.n == 0:
            return
        t = self.tiles[self.sel]
        for i in range(self.n_legal):
            a = self.legal[i]
            if a != PASS and a >> 2 == t:
                self.slots[self.n_slots] = a & 3
                self.n_slots += 1

    def key(self, bits):
        """Apply this frame's presses; returns an action, NOTHING or BACK."""
        self.note = ""
        if bits & B:
            return BACK
        if self.forced_pass:
            return PASS if bits & A else NOTHING
        if self.n and bits & (LEFT | RIGHT):
            self.sel = (self.sel + (1 if bits & RIGHT else self.n - 1)) % self.n
            self.refused = False
            self._pick_slots()
        if self.n_slots > 1 and bits & (UP | DOWN):
            self.slot_i = (self.slot_i + (1 if bits & DOWN else self.n_slots - 1)) % self.n_slots
        if bits & A:
            if self.n_slots == 0:
                self.refused = True
                return NOTHING
            return (self.tiles[self.sel] << 2) | self.slots[self.slot_i]
        return NOTHING

    def draw(self, fb, obs, L):
        """The table with the chosen attach point marked, a hint line, and the whole hand."""
        table = obs.table
        slot = self.slots[self.slot_i] if self.n_slots else -1
        n = self.n
        rows = (n + _PER_ROW - 1) // _PER_ROW if n else 1
        lift = (rows - 1) * _ROW_DY
        msg_y = MSG_Y - lift
        self.header(fb, obs.scores, L)
        draw_table(fb, table, slot, self.scoring, _ROW_UP if rows > 2 else _ROW_MID)
        if self.forced_pass:
            # The scores row gives way to the prompt: the hand stays visible to show why.
            fb.fill_rect(0, 0, draw.W, draw.CH, 0)
            draw.center(fb, L.S[_A_PASS], 0)
            draw.center(fb, L.S[_NO_FIT], msg_y)
        elif self.note:
            draw.center(fb, self.note, msg_y)
        elif self.refused:
            draw.center(fb, L.S[_NOT_FIT], msg_y)
        elif table.count == 0:
            lead = self._only_tile()
            if lead < 0:
                draw.center(fb, L.S[_LEAD], msg_y)
            else:
                # The rules name the tile to lead (Cutthroat's [6|6]): say which.
                draw.center(fb, L.S[_LEAD_TILE] % ("%d|%d" % (LO[lead], HI[lead])), msg_y)
        elif self.n_slots:
            s = self.scratch
            s.copy_from(table)
            s.place(self.tiles[self.sel], slot)
            total = s.total()
            msg = L.SIDES[table.slot_side[slot]]
            if self.scoring:
                msg = "%s =%d" % (msg, total)
                if placement_score(total):
                    msg = msg + " +%d" % total
            draw.center(fb, msg, msg_y)
        per = (n + rows - 1) // rows
        for i in range(n):
            t = self.tiles[i]
            y = _HAND_Y - lift + (i // per) * _ROW_DY
            if self._playable(t):
                y -= _RAISE
            draw.tile(fb, t, LO[t], HI[t], (i % per) * _TILE_X, y,
                      i == self.sel and not self.forced_pass)
