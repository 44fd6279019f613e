# Freeze the console into a custom MicroPython build: FROZEN_MANIFEST=/path/to/firmware/manifest.py.
# The ssd1306 driver comes from micropython-lib; a frozen main.py runs at boot like a file one.
include("$(PORT_DIR)/boards/manifest.py")
require("ssd1306")
module("config.py")
module("board.py")
module("match.py")
package("app")
package("core")
package("games")
package("ai")
module("main.py")
