# The base of the game screens: a screen of the game in progress, lit for the seat to play.
from app.frame.ui import Screen


class GameScreen(Screen):
    """A screen of the game in progress, `play`."""

    def __init__(self, play):
        super().__init__(play.app)
        self.play = play

    def leds(self):
        # The LED of the seat to play: none at a hand's end or the game's (no seat to play).
        return self.play.seat_led()
