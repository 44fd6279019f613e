# The Seven of Diamonds play reader's check runs in a few Python frames, however long the hand.
#
# The chip's C stack holds far fewer Python calls than CPython's or the WebAssembly VM's: a
# search that recursed a level per card (36 deep, under the app's own calls) stopped a hard
# seat on the emulated Pico with "maximum recursion depth exceeded"; the check that replaced it
# walks the hand's plays in a loop, and this keeps it so. CPython's recursion limit,
# set just above the caller's depth, stands in for that stack here.
import inspect
import sys

from positions import normal_turns
from games.seven_diamonds import SevenDiamonds, PLAY
from ai.seven_diamonds import NormalAI
from ai.seven_diamonds_hard import Sampler
from ai.card_reader import PlayReader

HEADROOM = 12  # frames agrees() may use above its caller (shortfall included)


def _deep_calls():
    """(observation, owner) pairs of positions with many cards to read, with deals the check
    must work through, from normal seats mixed with random moves (as a hard partner breaks the
    reading)."""
    reader = PlayReader()
    for seed in range(1, 30):
        sampler = Sampler(seed)
        for state, _, obs in normal_turns(SevenDiamonds(), NormalAI, seed, 3, 15, 6):
            if state.phase == PLAY and reader.chosen(obs) >= 12:
                sampler.prepare(obs, 255)
                sampler.reading = False
                yield obs, bytearray(state.owner)
                yield obs, bytearray(sampler.sample(obs))


def test_agrees_needs_no_frame_per_card():
    limit = sys.getrecursionlimit()
    deepest = 0
    tried = 0
    try:
        reader = PlayReader()
        for obs, owner in _deep_calls():
            before = bytearray(owner)
            sys.setrecursionlimit(len(inspect.stack()) + HEADROOM)
            try:
                reader.agrees(owner, obs, 0)
            finally:
                sys.setrecursionlimit(limit)
            assert owner == before, "agrees() puts owner[] back"
            deepest = max(deepest, reader.chosen(obs))
            tried += 1
    finally:
        sys.setrecursionlimit(limit)
    assert tried > 100, "deep readings tried: %d" % tried
    # A frame a card would need more than HEADROOM frames for such a reading.
    assert deepest > HEADROOM, "events held at most: %d" % deepest
