# Every game declares what its last action did in one record, state.result, made with the state.
from check import eq, true
from core.game import Result
from core.rng import Rng
from games import registry


def test_each_action_fills_the_one_record_of_its_state():
    for name in registry.NAMES:
        spec = registry.get(name)
        state = spec.new_state(spec.player_counts[-1], spec.default_target,
                               dict((o[0], o[1]) for o in spec.options))
        record = state.result
        true(isinstance(record, Result), name + ": a core.game.Result")
        rng = Rng(7)
        buf = bytearray(state.max_actions)
        hands = 0
        actions = 0
        while not state.is_terminal() and actions < 3000:
            who = state.current_player()
            if who < 0:
                state.deal_random(rng)
                continue
            a = buf[rng.below(state.legal_into(buf))]
            state.apply_action(a)
            actions += 1
            true(state.result is record, name + ": the same record after every action")
            eq((record.seat, record.action), (who, a), name + ": who acted and what")
            if record.hand_ended:
                hands += 1
                true(record.winner >= -1 and record.hand_points >= 0, name + ": hand result")
        true(hands > 0 and actions > 50, "%s: %d hands, %d actions" % (name, hands, actions))
