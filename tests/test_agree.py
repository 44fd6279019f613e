# tools/agree.py: the share of a gauntlet opponent's choices the normal AI makes too; an
# opponent that is the normal AI agrees every time, the heuristic only sometimes.
import io

import pytest

from tools.gauntlet import players
from tools.gauntlet.run import SEEDS
from tools import agree
from games.table import Table
from games.seven_diamonds import CARTE
from core.tiles import index


class NormalSeat:
    """The console's normal AI as a gauntlet opponent (answers from the observation)."""
    sees_everything = False

    def __init__(self, game):
        self.ai = agree.Tally(game).normal

    def choose(self, obs):
        return self.ai.choose(obs)


@pytest.mark.parametrize("game", agree.GAMES)
def test_the_normal_ai_agrees_with_itself_every_time(game, monkeypatch):
    monkeypatch.setattr(players, "new_opponent", lambda g, name, seed, budget=None:
                        NormalSeat(g))
    tally = agree.count(game, 1, SEEDS["tuning"])
    assert tally.choices > 20
    assert tally.agreed == tally.choices


@pytest.mark.parametrize("game", agree.GAMES)
def test_the_heuristic_agrees_only_sometimes(game):
    tally = agree.count(game, 1, SEEDS["tuning"])
    assert tally.choices > 20
    assert 0 < tally.agreed < tally.choices


def test_a_placement_is_what_it_leaves():
    # Both slots of a line ending 5 and 5 take [2|5] to the same ends: one move, not two.
    t = index(2, 5)
    empty = Table(False)

    class Obs:
        table = empty
    assert agree.placement(Obs, t << 2) == (t, 2, 5)
    line = Table(False)
    line.place(index(5, 5), 0)  # ends 5 and 5: both slots make the same move
    Obs.table = line
    assert agree.placement(Obs, t << 2) == agree.placement(Obs, (t << 2) + 1) == (t, 2, 5)
    tally = agree.Tally("cutthroat")
    assert tally._move(Obs, t << 2) == tally._move(Obs, (t << 2) + 1)


def test_a_card_with_or_without_carte_is_one_move():
    tally = agree.Tally("seven-diamonds")
    assert tally._move(None, CARTE + 5) == tally._move(None, 5) != tally._move(None, 6)


def test_the_command_counts_a_cell_and_refuses_what_it_cannot():
    out = io.StringIO()
    assert agree.main(["--game", "seven-diamonds", "--blocks", "1"], out) == 0
    assert "normal makes the heuristic's choice in" in out.getvalue()
    with pytest.raises(SystemExit):
        agree.main(["--game", "seven-diamonds", "--blocks", "0"], io.StringIO())
    with pytest.raises(SystemExit):
        agree.main(["--game", "seven-rocks"], io.StringIO())
    with pytest.raises(ValueError, match="seven-rocks"):
        agree.Tally("seven-rocks")


def test_the_command_counts_the_opponent_it_is_given(monkeypatch):
    asked = set()

    def new_opponent(game, name, seed, budget=None):
        asked.add(name)
        return NormalSeat(game)
    monkeypatch.setattr(players, "new_opponent", new_opponent)
    out = io.StringIO()
    assert agree.main(["--game", "cutthroat", "--blocks", "1", "--opponent", "search"], out) == 0
    assert asked == {"search"}
    assert "normal makes the search's choice in" in out.getvalue()
    assert "(100.0%" in out.getvalue()
