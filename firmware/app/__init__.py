# The console app: menus, pass-and-play, table screens, LEDs and saves, over any board module.
"""Start with run(board) on the device; front-ends and tests build App(board) and call tick()."""
from app.frame.ui import App


def run(board):
    """Run the app on `board` forever (see board.py for the names a board provides)."""
    App(board).run()
