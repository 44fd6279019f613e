# Takes the README's picture of the browser console: the page on a phone held upright (390x844).
#
#   .venv/bin/python tools/web_shot.py [OUT.png]     (default docs/screenshots/web-phone.png)
#
# Builds and serves the page (tools/web_browser.py), opens it in headless Chromium with a
# 390x844 viewport, plays a fixed key string from the menu into a Seven Rocks turn (the same
# seed gives the same picture), and saves the whole page as it shows.
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import web_browser as wb  # noqa: E402

OUT = os.path.join(wb.ROOT, "docs", "screenshots", "web-phone.png")
SEED = 3
# Menu -> New game, Start with a person and three hard AIs; the AIs' moves play out; the
# person's turn comes with their seat LED lit.
KEYS = ".A.U.A" + "." * 200
TURN = 6
BITS = {"U": 1, "A": 16}

_PLAY = """
const [ticks, turn] = arguments;
const s = window.sevenRocks;
s.pause();
for (const bits of ticks) s.step(bits);
let n = 0;
while (s.mode() !== turn && n < 20000) { s.step(0); n++; }
return s.mode();
"""


def main(argv):
    """Take the picture and say where it went."""
    why = wb.missing()
    if why:
        raise SystemExit("web_shot: %s" % why)
    out = argv[0] if argv else OUT
    ticks = [BITS.get(k, 0) for k in KEYS]
    with tempfile.TemporaryDirectory(prefix="seven-rocks-web-") as tmp:
        site = wb.build(os.path.join(tmp, "web"))
        with wb.Server(site) as srv, wb.Browser(size=wb.PHONE) as b:
            b.open(srv.url + "?seed=%d" % SEED)
            if b.js(_PLAY, ticks, TURN) != TURN:
                raise SystemExit("web_shot: the game never came to the person's turn")
            b.js("document.getElementById('status').textContent = ''")
            if not b.driver.save_screenshot(out):
                raise SystemExit("web_shot: Chromium took no picture")
            errors = b.errors()
            if errors:
                raise SystemExit("web_shot: the browser console said: %s" % errors[0])
    print("%s: the page at %dx%d" % (os.path.relpath(out), wb.PHONE[0], wb.PHONE[1]))


if __name__ == "__main__":
    main(sys.argv[1:])
