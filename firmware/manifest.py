# Freezes the console into a MicroPython build for the Pico: `make uf2 MICROPYTHON=<checkout>`.
# The port's own modules (neopixel among them) stay in; the ssd1306 driver is micropython-lib's,
# from the checkout's lib/micropython-lib, the one `make flash` installs; a frozen main.py runs at
# boot like a file one. tests/test_manifest.py checks this covers every file make flash copies.
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
