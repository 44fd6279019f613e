# The browser console's speed in headless Chromium: load to menu, frame ticks, hard AI decisions.
#
#   .venv/bin/python tools/web_bench.py [LOADS]        (default 5 loads)
#
# Builds the page into a temporary folder, serves it on 127.0.0.1 and opens it in Debian's
# Chromium (tools/web_browser.py), each load in a fresh profile. It reports:
#   - how long the menu takes to be on screen, from the start of the navigation (LOADS loads);
#   - for each game, one whole game from the menu (New game with the default seats: a person
#     and the top AI in every other seat; A pressed every third frame, so the person plays and
#     shows are cut short), every frame stepped through the page's own tick (the app's tick,
#     the canvas and LED drawing, the save copied to localStorage) and timed in the page with
#     performance.now(): all frames, the hard AI decisions among them (frames that began on the
#     THINK screen: docs/ai.md), and the other frames.
import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import web_browser as wb  # noqa: E402

# Setup's game row cycles with Right; Up from the first row wraps to Start.
GAMES = ("seven-rocks", "cutthroat", "seven-diamonds")
GAME_END = 9
LIMIT = 60000

_PLAY = """
const [game, limit, gameEnd] = arguments;
const s = window.sevenRocks;
s.pause();
s.resetStats();
const A = 16, R = 8, U = 1;
let n = 0;
for (const bits of [A, 0].concat(Array(game).fill(R), [U, A])) { s.step(bits); n++; }
while (s.mode() !== gameEnd && n < limit) { s.step(n % 3 === 0 ? A : 0); n++; }
return [s.mode(), n, s.stats()];
"""


def play(browser, url, game):
    """One whole game of GAMES[game] on a freshly loaded page: the page's stats() summary."""
    browser.open(url)
    mode, n, stats = browser.js(_PLAY, game, LIMIT, GAME_END)
    if mode != GAME_END:
        raise RuntimeError("%s did not end in %d frames" % (GAMES[game], n))
    errors = browser.errors()
    if errors:
        raise RuntimeError("the browser console said: %s" % errors[0])
    return stats


def loads(url, n):
    """menuMs of n loads, each in a fresh Chromium profile."""
    out = []
    for _ in range(n):
        with wb.Browser() as b:
            out.append(b.open(url)["menuMs"])
    return out


def _line(s):
    return "%d frames, mean %.1f ms, worst %.1f ms, %d over 16 ms" % (
        s["n"], s["meanMs"], s["maxMs"], s["slow"])


def main(argv):
    """Measure and print the figures."""
    why = wb.missing()
    if why:
        raise SystemExit("web_bench: %s" % why)
    n = int(argv[0]) if argv else 5
    with tempfile.TemporaryDirectory(prefix="seven-rocks-web-") as tmp:
        site = wb.build(os.path.join(tmp, "web"))
        with wb.Server(site) as srv:
            menus = loads(srv.url, n)
            print("menu on screen after load: median %.0f ms, worst %.0f ms (%d fresh loads)"
                  % (statistics.median(menus), max(menus), n))
            with wb.Browser() as b:
                version = b.driver.capabilities.get("browserVersion", "?")
                for g, name in enumerate(GAMES):
                    st = play(b, srv.url + "?seed=%d" % (g + 1), g)
                    print("%s, a whole game: all %s" % (name, _line(st["ticks"])))
                    print("  hard AI decisions: %s" % _line(st["decisions"]))
                    print("  other frames: %s" % _line(st["others"]))
    print("Chromium %s, headless; .venv/bin/python tools/web_bench.py %d" % (version, n))


if __name__ == "__main__":
    main(sys.argv[1:])
