# The choice of the dominoes normal AIs: the legal action with the highest value for its key.
from core.game import legal


class Keyed:
    """Base of an AI that values each legal action: key(obs, a) (0 or more) ranks them,
    prepare(obs) works out once per decision what key() reads. A subclass makes self.buf, a
    buffer for the game's legal actions."""

    @classmethod
    def one(cls, seed):
        """The one AI of this class that every seat playing it uses (ai.levels.new_ai), and the
        hints and a hard seat's anchor with them: it keeps nothing from one decision to the next
        (its arrays are scratch) and the seats decide one at a time, so one serves them all, a
        few hundred bytes of heap a seat less (docs/bench.md). Made the first time, with that
        seat's seed (unused: its choice is deterministic); it goes with its module, which the
        console drops with the game's code."""
        made = getattr(cls, "_made", None)
        if made is None:
            made = cls(seed)
            cls._made = made
        return made

    def choose(self, obs):
        """The first legal action of highest key; a lone legal action at once, unvalued."""
        buf = self.buf
        n = legal(obs, buf)
        best = buf[0]
        if n == 1:
            return best
        self.prepare(obs)
        best_key = -1
        for i in range(n):
            a = buf[i]
            key = self.key(obs, a)
            if key > best_key:
                best_key = key
                best = a
        return best

    def prepare(self, obs):
        """What key() needs for this decision (nothing unless the AI says otherwise)."""
