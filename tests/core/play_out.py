# One AI game played to its end through a Session, as the console saves it and keeps its log.
"""Shared by tests/core/test_past_games.py (CPython and the VM) and the chip's past-games test
(tests/device/test_chip_power.py sends this file's text to the emulated Pico ahead of its own
lines), so the games the tests finish are played one way everywhere."""
from core.game import CHANCE
from games import registry
import match
from app.store.session import Session


def finish(game, seed, players, target, opts, seats, save_path, emit=None):
    """Play game `game` (seed, players, target, options given as (name, value) pairs, a
    ("ai", level) pair a seat) from its deal to its end, saving to save_path as the console
    does and finishing it there (its log goes to the past games); emit(line) receives each
    log line, as the console's log sink does."""
    opts = match.full_options(registry.get(game), dict(opts))
    s = Session(game, seed, players, target, opts, seats, save_path, emit)
    s.start_save()
    state = s.state
    while True:
        got = s.deal() if state.current_player() == CHANCE else s.ai_act()
        if state.is_terminal():
            got.append(s.spec.end_line(state))
            s.finish(got)
            return
        s.record(got)
