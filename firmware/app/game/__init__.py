# The game in progress on screen: the play controller and its screens, the recap, and each
# game's views (app/game/view_<game>.py) with their hand pickers.
