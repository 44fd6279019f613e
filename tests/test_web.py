# The browser console (make web) in headless Chromium: simulator frames, keys, touch, saves, speed.
#
# The page runs the firmware in the MicroPython WebAssembly VM on web/board.py; these tests
# build it into a temporary folder, serve it on 127.0.0.1 and drive Debian's Chromium with
# selenium, each test in a fresh profile (so a fresh localStorage). Without Chromium,
# chromedriver or selenium every test here skips, for one reason (tools/bootstrap.sh chromium
# installs the browser; CI runs as root, so it does).
import ast
import os
import struct
import tempfile
import time
import zlib

import pytest

import web_browser as wb
# The app's modes, as the page's sevenRocks.mode() gives them.
from app.frame.ui import HANDOFF, MENU, SETUP, SHOW, THINK, TURN

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WHY = wb.missing()

# Menu -> New game; seat 2 (the second row of seats) made human, the rest left hard AIs; Start;
# then hand-offs and turns of the two people, hard AI decisions between them. 40 ticks are
# longer than an action stays on show, so the AIs' moves play out by themselves too.
GAME_KEYS = ".A.DDR.DDDDA40.A20.A40.A40.A40.A40.A40.A20.DA40.A20.RA40.A40.BDA30."
SEED = 3

# Reads the canvas in the page after each step: every OLED pixel lit (any red) or dark, packed
# as the app's MONO_VLSB frame in hex, and which of the four LEDs are lit.
_STEP_AND_READ = """
const ticks = arguments[0];
const s = window.sevenRocks;
const ctx = document.getElementById("oled").getContext("2d");
const read = () => {
  const px = ctx.getImageData(0, 0, 128, 64).data;
  const out = new Uint8Array(1024);
  for (let y = 0; y < 64; y++)
    for (let x = 0; x < 128; x++)
      if (px[(y * 128 + x) * 4] > 0) out[(y >> 3) * 128 + x] |= 1 << (y & 7);
  let hex = "";
  for (const b of out) hex += b.toString(16).padStart(2, "0");
  const leds = [0, 1, 2, 3].map((i) =>
    document.getElementById("led" + i).classList.contains("lit") ? "1" : "0").join("");
  return [hex, leds, s.mode()];
};
const frames = [];
for (const bits of ticks) {
  s.step(bits);
  frames.push(read());
}
return frames;
"""


def sim_frames(keys, idle, seed):
    """The simulator's board after each tick of `idle` ticks with no key and then `keys` (a
    key string, one key a tick pressed into the app as `python -m sim run --headless` does):
    [(frame hex, LEDs lit as '0101', mode)] for the keyed ticks, and the frame after the idle
    ones."""
    import sim  # noqa: F401  (firmware/ and the shim on sys.path)
    from app.frame.ui import App, FRAME_MS
    from sim import keys as keystrings
    from sim.board import BITS, Board
    with tempfile.TemporaryDirectory() as save_dir:
        board = Board(virtual=True, save_dir=save_dir)
        app = App(board, seed=seed)
        for _ in range(idle):
            app.tick()
            board.advance(FRAME_MS)
        first = board.display.frame.hex()
        out = []
        for key in keystrings.parse(keys):
            if key:
                app.press(BITS[key])
            app.tick()
            board.advance(FRAME_MS)
            lit = "".join("1" if any(c) else "0" for c in board.pixels.shown)
            out.append((board.display.frame.hex(), lit, app.mode))
        assert app.error is None, "the simulator's app failed: %r" % app.error
    return first, out


def differ(page, sim):
    """How the page's (frame, LEDs, mode) differs from the simulator's, in words."""
    if page[2] != sim[2]:
        return "the page's app is in mode %d, the simulator's in %d" % (page[2], sim[2])
    if page[1] != sim[1]:
        return "the page lights LEDs %s, the simulator %s" % (page[1], sim[1])
    a, b = bytes.fromhex(page[0]), bytes.fromhex(sim[0])
    off = [(x, y) for y in range(64) for x in range(128)
           if (a[(y >> 3) * 128 + x] ^ b[(y >> 3) * 128 + x]) >> (y & 7) & 1]
    return "%d pixels differ, the first at (x, y) = %s" % (len(off), off[0]) if off else "same"


def key_bits(keys):
    """A key string as the page's step() takes it: one button bit mask a tick."""
    import sim  # noqa: F401
    from sim import keys as keystrings
    from sim.board import BITS
    return [BITS[k] if k else 0 for k in keystrings.parse(keys)]


def read_canvas(b):
    """(frame hex, LEDs, mode) on the page now, without a step."""
    script = _STEP_AND_READ.split("const frames = [];")[0] + "return read();"
    return tuple(b.js(script, []))


def wait_mode(b, modes, timeout=30):
    """Wait until the page's app shows one of `modes`; returns it."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        m = b.js("return window.sevenRocks.mode()")
        if m in modes:
            return m
        time.sleep(0.05)
    raise AssertionError("the page never showed mode %s (it shows %s)" % (modes, m))


def press(b, *names):
    """Press and let go of keys on the page as a person would, one after the other."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    codes = {"U": Keys.ARROW_UP, "D": Keys.ARROW_DOWN, "L": Keys.ARROW_LEFT,
             "R": Keys.ARROW_RIGHT, "A": "z", "B": "x"}
    for name in names:
        ActionChains(b.driver).key_down(codes[name]).pause(0.06).key_up(codes[name]).perform()
        time.sleep(0.1)


def png_pixels(data):
    """(width, height, rows of (r, g, b)) of an 8-bit RGB or RGBA PNG, as Chromium writes one."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    at = 8
    idat = b""
    while at < len(data):
        n, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + n]
        if kind == b"IHDR":
            w, h, depth, color = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and color in (2, 6), "PNG depth %d colour type %d" % (depth, color)
        elif kind == b"IDAT":
            idat += body
        at += 12 + n
    step = 4 if color == 6 else 3
    raw = zlib.decompress(idat)
    stride = w * step
    rows = []
    prev = bytearray(stride)
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - step] if i >= step else 0
            c = prev[i - step] if i >= step else 0
            up = prev[i]
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + up) & 255
            elif f == 3:
                line[i] = (line[i] + (a + up) // 2) & 255
            elif f == 4:
                p = a + up - c
                pa, pb, pc = abs(p - a), abs(p - up), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else up if pb <= pc else c)) & 255
        rows.append([tuple(line[x * step:x * step + 3]) for x in range(w)])
        prev = line
    return w, h, rows


@pytest.fixture(scope="module")
def server():
    if WHY is not None:
        pytest.skip("browser tests: %s" % WHY)
    with tempfile.TemporaryDirectory(prefix="seven-rocks-web-") as tmp:
        site = wb.build(os.path.join(tmp, "web"))
        with wb.Server(site) as srv:
            yield srv


@pytest.fixture
def browser():
    with wb.Browser() as b:
        yield b


def test_the_web_board_gives_the_app_every_name_the_console_board_does():
    # firmware/board.py's docstring lists the names the app uses; the web's board defines each.
    def names(path):
        with open(os.path.join(ROOT, path), encoding="utf-8") as f:
            tree = ast.parse(f.read())
        out = set()
        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                out.add(node.name)
            elif isinstance(node, ast.Assign):
                out.update(t.id for t in node.targets if isinstance(t, ast.Name))
        return out, ast.get_docstring(tree)
    _, doc = names("firmware/board.py")
    wanted = {line.split()[0] for line in doc.splitlines()[2:] if line[:1].strip()}
    assert {"display", "read_buttons", "pixels", "SAVE_PATH", "SETTINGS_PATH"} <= wanted
    have, _ = names("web/board.py")
    assert wanted <= have, "web/board.py lacks %s" % ", ".join(sorted(wanted - have))


def test_the_readmes_picture_is_the_page_on_a_phone_held_upright():
    # tools/web_shot.py takes it; a picture of another size is not the phone's page.
    with open(os.path.join(ROOT, "docs", "screenshots", "web-phone.png"), "rb") as f:
        head = f.read(24)
    assert head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR"
    assert struct.unpack(">II", head[16:24]) == wb.PHONE


def test_the_same_keys_and_seed_give_the_simulators_frames_pixel_for_pixel(server, browser):
    timing = browser.open(server.url + "?seed=%d" % SEED)
    browser.js("window.sevenRocks.pause()")
    idle = browser.js("return window.sevenRocks.ticks()")
    first, want = sim_frames(GAME_KEYS, idle, SEED)
    assert read_canvas(browser)[0] == first, "the menu differs from the simulator's"
    got = [tuple(f) for f in browser.js(_STEP_AND_READ, key_bits(GAME_KEYS))]
    assert len(got) == len(want)
    for n, (g, w) in enumerate(zip(got, want)):
        assert g == w, "tick %d after the %d idle ones: %s" % (n + 1, idle, differ(g, w))
    modes = {w[2] for w in want}
    # The keys went through what a game has: both people's hand-offs and turns, hard AIs'
    # decisions and their moves on show, and more than a handful of different screens.
    assert {HANDOFF, TURN, THINK, SHOW} <= modes, modes
    assert len({w[0] for w in want}) > 20
    assert timing["menuMs"] > 0
    assert browser.errors() == []


def test_a_game_played_by_keys_through_a_hand_off_resumes_after_a_reload(server, browser):
    browser.open(server.url + "?seed=%d" % SEED)
    assert wait_mode(browser, (MENU,)) == MENU
    # New game; the second seat a person too; Start.
    press(browser, "A", "D", "D", "R", "D", "D", "D", "D", "A")
    wait_mode(browser, (HANDOFF,))
    handoff = read_canvas(browser)[0]
    press(browser, "A")
    wait_mode(browser, (TURN,))
    press(browser, "A")  # the first choice of the hand
    # The AIs play on; the next person gets the console passed to them.
    while wait_mode(browser, (HANDOFF, SHOW, THINK, TURN)) != HANDOFF:
        time.sleep(0.1)
    # A hand-off to the other person: a different screen from the first one.
    before = read_canvas(browser)
    assert before[0] != handoff
    stored = browser.js("return window.sevenRocks.saved()")
    assert stored == browser.js("return window.sevenRocks.files()"), \
        "the browser's copy is not the VM's save folder"
    assert "save.jsonl" in stored
    browser.driver.refresh()
    browser.ready()
    assert wait_mode(browser, (MENU,)) == MENU
    press(browser, "A")  # Continue, the menu's first row with a game saved
    wait_mode(browser, (HANDOFF,))
    after = read_canvas(browser)
    assert after[0] == before[0], "the resumed game shows another hand-off screen"
    assert after[1] == before[1], "the seat LEDs differ after the reload"
    assert browser.errors() == []


def test_touch_buttons_press_the_apps_buttons(server, browser):
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput
    from selenium.webdriver.common.actions import interaction
    browser.open(server.url)
    menu = read_canvas(browser)[0]
    finger = PointerInput(interaction.POINTER_TOUCH, "finger")
    for key in ("key-D", "key-U", "key-A"):
        el = browser.driver.find_element("id", key)
        actions = ActionBuilder(browser.driver, mouse=finger)
        actions.pointer_action.move_to(el).pointer_down().pause(0.06).pointer_up()
        actions.perform()
        time.sleep(0.15)
        if key == "key-D":
            assert read_canvas(browser)[0] != menu, "Down moved no cursor"
        if key == "key-U":
            assert read_canvas(browser)[0] == menu, "Up did not bring the cursor back"
    assert wait_mode(browser, (SETUP,), timeout=5) == SETUP
    assert browser.errors() == []


def test_the_page_fits_a_phone_held_upright(server, browser):
    browser.open(server.url)
    box = browser.js("""
      const r = (id) => { const b = document.getElementById(id).getBoundingClientRect();
                          return [b.left, b.top, b.right, b.bottom]; };
      const c = document.getElementById("oled");
      return {keys: ["key-U", "key-D", "key-L", "key-R", "key-A", "key-B", "shot",
                     "led0", "led1", "led2", "led3", "oled"].map(r),
              cssWidth: c.getBoundingClientRect().width, dpr: devicePixelRatio,
              scrollW: document.documentElement.scrollWidth,
              scrollH: document.documentElement.scrollHeight,
              rendering: getComputedStyle(c).imageRendering};
    """)
    w, h = wb.PHONE
    assert box["scrollW"] <= w and box["scrollH"] <= h, "the page scrolls on a phone"
    for left, top, right, bottom in box["keys"]:
        assert 0 <= left and right <= w and 0 <= top and bottom <= h
    for left, top, right, bottom in box["keys"][:6]:
        assert right - left >= 56 and bottom - top >= 56, "a button too small for a thumb"
    # A whole number of device pixels per OLED pixel, at least 2, drawn without smoothing.
    k = box["cssWidth"] * box["dpr"] / 128
    assert k == int(k) and k >= 2, k
    assert box["rendering"] == "pixelated"


def test_the_picture_button_saves_the_screen_at_4x(server, browser):
    browser.open(server.url)
    browser.js("window.sevenRocks.pause()")
    frame = bytes.fromhex(read_canvas(browser)[0])
    browser.driver.find_element("id", "shot").click()
    end = time.monotonic() + 10
    names = []
    while time.monotonic() < end:
        names = [n for n in os.listdir(browser.downloads) if n.endswith(".png")]
        if names:
            break
        time.sleep(0.1)
    assert names, "no picture was saved"
    with open(os.path.join(browser.downloads, names[0]), "rb") as f:
        w, h, rows = png_pixels(f.read())
    assert (w, h) == (512, 256)
    for y in range(h):
        for x in range(w):
            lit = (frame[(y // 4 >> 3) * 128 + x // 4] >> (y // 4 & 7)) & 1
            assert rows[y][x] == ((235, 245, 255) if lit else (0, 0, 0)), (x, y)
    assert browser.errors() == []


def test_an_unreadable_copy_in_the_browser_is_kept_aside_and_said(server, browser):
    browser.open(server.url)
    browser.js("localStorage.setItem('seven-rocks-console/files', '{\"dirs\": [], \"files\": "
               "{\"/etc/passwd\": \"\"}}')")
    browser.driver.refresh()
    browser.ready()
    status = browser.driver.find_element("id", "status").text
    assert "could not be read" in status and "/etc/passwd" in status, status
    assert "/etc/passwd" in browser.js("return localStorage.getItem("
                                       "'seven-rocks-console/files.bad')")
    assert wait_mode(browser, (MENU,)) == MENU
    assert browser.errors() == []


def test_the_menu_is_up_within_2_s_and_a_frame_ticks_within_16_ms(server, browser):
    timing = browser.open(server.url + "?seed=%d" % SEED)
    assert timing["menuMs"] < 2000, timing
    stats = browser.js("""
      const s = window.sevenRocks; s.pause(); s.resetStats();
      for (const bits of arguments[0]) s.step(bits);
      return s.stats();""", key_bits(GAME_KEYS))
    assert stats["decisions"]["n"] > 0, "no hard AI decision was measured"
    assert stats["ticks"]["meanMs"] <= 16, stats
    assert browser.errors() == []
