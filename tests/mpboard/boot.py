# Boots firmware/main.py in the MicroPython VM on stand-in machine/ssd1306/neopixel modules.
# usage: node tools/mpy.mjs tests/mpboard/boot.py   (prints "frames N moves M")
import sys
import os

sys.path.insert(0, "/repo/tests/mpboard")
import config
import keyscript
import ssd1306

# The game is saved to the VM's in-memory /tmp, not the board root.
config.SAVE_PATH = "/tmp/boot_save.jsonl"
config.SETTINGS_PATH = "/tmp/boot_settings.json"
try:
    os.remove(config.SAVE_PATH)
except OSError:
    pass
# The app's clock runs on its own sleeps, not the host's: the frame loop polls the buttons
# between 2 ms sleeps for 40 ms, so a slow or loaded host gave fewer reads a frame, a scripted
# key held over more frames, and Left's key repeat set the seats otherwise (a CI run under load
# started no game at all). Same reads a frame, same seed (from ticks_ms), same game every run.
import board  # noqa: E402
_now = [0]


def _ticks_ms():
    return _now[0]


def _sleep_ms(ms):
    _now[0] += ms


board.ticks_ms = _ticks_ms
board.sleep_ms = _sleep_ms
try:
    import main  # noqa: F401  (runs the app until the key script ends)
except keyscript.Done:
    pass
# Read as the console reads a save: during play its main file holds only the header.
from app.store.readback import saved_lines
moves = len([line for line in saved_lines(config.SAVE_PATH)
             if '"play"' in line or '"pass"' in line])
print("frames %d moves %d" % (len(ssd1306.frames), moves))
