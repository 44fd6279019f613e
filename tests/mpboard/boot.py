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
try:
    import main  # noqa: F401  (runs the app until the key script ends)
except keyscript.Done:
    pass
# Read as the console reads a save: during play its main file holds only the header.
from app.session import saved_lines
moves = len([line for line in saved_lines(config.SAVE_PATH)
             if '"play"' in line or '"pass"' in line])
print("frames %d moves %d" % (len(ssd1306.frames), moves))
