# Boot entry on the Pico: start the app on the real board.
import board
from app import run

run(board)
