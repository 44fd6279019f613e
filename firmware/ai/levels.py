# The AI seats of every game by level: the one place that knows which module plays which game.
#
# Games import no AI (the layers run core -> games -> ai -> app); the match driver, the hints,
# the tournament and the benches ask here. Each module is imported only when a seat needs it,
# so the board loads the larger hard-AI modules on demand.


def new_ai(game, level, seed):
    """The `level` AI ("easy", "normal" or "hard") for `game` (a registry name), drawing from
    its own random stream `seed`. Raises ValueError for a game or level there is no AI for."""
    if level == "easy":
        # A uniformly random legal action, the same code for every game.
        from ai.easy import EasyAI
        return EasyAI(seed)
    if level == "normal":
        if game == "seven-rocks":
            from ai.seven_rocks import NormalAI
        elif game == "cutthroat":
            from ai.cutthroat import NormalAI
        elif game == "seven-diamonds":
            from ai.seven_diamonds import NormalAI
        else:
            raise ValueError("no AI plays %r" % (game,))
        return NormalAI(seed)
    if level == "hard":
        if game == "seven-rocks":
            from ai.seven_rocks_hard import HardAI
        elif game == "cutthroat":
            from ai.cutthroat_hard import HardAI
        elif game == "seven-diamonds":
            from ai.seven_diamonds_hard import HardAI
        else:
            raise ValueError("no AI plays %r" % (game,))
        return HardAI(seed)
    raise ValueError("no AI level %r: easy, normal or hard" % (level,))
