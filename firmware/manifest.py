# Freezes the console into a MicroPython build for the Pico: `make uf2 MICROPYTHON=<checkout>`.
# The port's own modules (neopixel among them) stay in; the ssd1306 driver is micropython-lib's,
# from the checkout's lib/micropython-lib, the one `make flash` installs; a frozen main.py runs at
# boot in place of any main.py on the filesystem. The version module is the one make writes for
# this build (build/gen/uf2/version.py: version, commit, "UF2"), not the source tree's.
# tests/test_manifest.py checks this covers every file make flash copies.
include("$(PORT_DIR)/boards/manifest.py")
require("ssd1306")
module("config.py")
module("board.py")
module("match.py")
module("match_log.py")
module("version.py", base_path="../build/gen/uf2")
package("app")
package("core")
package("games")
package("ai")
module("main.py")
