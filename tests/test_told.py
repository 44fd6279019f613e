# tools/told.py: hard's samplers, told some seats' hands, deal those hands as they are and the
# others as before; its command line plays a cell and rejects what it cannot do.
import io

import pytest

import tools.gauntlet  # noqa: F401  (puts firmware/ on sys.path first)
import match
from positions import positions
from core.cards import N_CARDS
from core.tiles import N_TILES
from games.seven_diamonds import SevenDiamonds, PLAY
from games.cutthroat import Cutthroat
from ai import seven_diamonds_hard, cutthroat_hard
from tools import told


@pytest.fixture
def restored():
    """tell() patches the samplers and Match for the process: undo it after each test."""
    saved = (match.Match.advance, seven_diamonds_hard.Sampler._deal,
             cutthroat_hard.ReadingSampler._deal)
    yield
    told.untell()
    assert (match.Match.advance, seven_diamonds_hard.Sampler._deal,
            cutthroat_hard.ReadingSampler._deal) == saved
    told._state[0] = None


def _deals(state, make, places, n_items, seed):
    """For positions of an easy game on state: (state, seat, the sampler's deal) with the
    sampler told the seats `places` after the deciding seat."""
    sampler = make()
    for st, seat in positions(state, seed, 3, 25):
        obs = st.observe(seat, st.new_observation(seat))
        if getattr(obs, "phase", PLAY) != PLAY:
            continue
        told._state[0] = st
        sampler.prepare(obs, cutthroat_hard.NONE)  # no tile out of play (cards ignore it)
        yield st, seat, bytes(sampler.sample(obs)), [(seat + k) % 4 for k in places]


@pytest.mark.parametrize("name", ["all", "across", "next"])
def test_the_seats_told_get_their_true_hands_and_the_others_none_of_their_cards(restored,
                                                                                 name):
    told.tell(told.SEATS[name])
    cases = [(SevenDiamonds(), lambda: seven_diamonds_hard.Sampler(5), N_CARDS),
             (Cutthroat(4), lambda: cutthroat_hard.HardAI(5, 40).sampler, N_TILES)]
    for state, make, n_items in cases:
        checked = 0
        for st, _seat, owner, known in _deals(state, make, told.SEATS[name], n_items, 11):
            for x in range(n_items):
                truth = st.owner[x]
                if truth in known:
                    assert owner[x] == truth, "item %d of a told seat's hand" % x
                elif owner[x] in known:
                    raise AssertionError("item %d dealt to told seat %d" % (x, owner[x]))
            checked += 1
        assert checked > 5


def test_without_tell_the_sampler_deals_otherwise(restored):
    # The control: the same positions, nothing told, and the deals are not the true ones.
    differ = 0
    for st, seat, owner, _ in _deals(SevenDiamonds(), lambda: seven_diamonds_hard.Sampler(5),
                                     (), N_CARDS, 11):
        differ += any(owner[c] != st.owner[c] for c in range(N_CARDS) if st.owner[c] != seat)
    assert differ > 5


def test_telling_again_replaces_what_was_told(restored):
    # All hands told, then the next seat's alone: the other seats are dealt as before, not kept
    # true by the first telling underneath the second.
    told.tell(told.SEATS["all"])
    told.tell(told.SEATS["next"])
    differ = 0
    for st, seat, owner, known in _deals(Cutthroat(4), lambda: cutthroat_hard.HardAI(5, 40).sampler,
                                         told.SEATS["next"], N_TILES, 11):
        assert all(owner[x] == st.owner[x] for x in range(N_TILES) if st.owner[x] in known)
        differ += any(owner[x] != st.owner[x] for x in range(N_TILES)
                      if st.owner[x] not in known and st.owner[x] != seat and st.owner[x] < 4)
    assert differ > 5


def test_the_command_plays_a_cell_and_refuses_what_it_cannot_do(restored):
    out = io.StringIO()
    assert told.main(["--game", "seven-diamonds", "--tell", "across", "--blocks", "1"],
                     out) == 0
    rows = out.getvalue().splitlines()
    assert rows[0] == "hard told across, tuning seeds, 1 blocks"
    assert rows[2].split()[:6] == ["Seven", "of", "Diamonds", "hard", "heuristic", "2"]
    for bad in (["--game", "cutthroat", "--tell", "all", "--play-only"],
                ["--game", "cutthroat", "--tell", "nobody"],
                ["--game", "seven-diamonds", "--tell", "all", "--blocks", "0"]):
        with pytest.raises(SystemExit):
            told.main(bad, io.StringIO())
