# Windowed simulator (pygame): the OLED enlarged, the four seat LEDs, six clickable buttons.
import os
import socket
import sys
import time

# pygame prints a banner on import unless told not to; the simulator's stdout stays quiet.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

from sim import png  # noqa: E402
from sim.board import BITS, HEIGHT, WIDTH, seen  # noqa: E402

SCALE = 4
# Room round the screen for the seat LEDs, which sit at the seats' compass points.
RIM = 56
SCREEN = pygame.Rect(RIM, RIM, WIDTH * SCALE, HEIGHT * SCALE)
W = SCREEN.right + RIM
PAD_Y = SCREEN.bottom + RIM + 90
H = PAD_Y + 140
BUTTON_R = 28
# Seat 0 North, 1 East, 2 South, 3 West (clockwise), as the LEDs are wired.
LED_AT = ((W // 2, RIM // 2), (W - RIM // 2, SCREEN.centery),
          (W // 2, SCREEN.bottom + RIM // 2), (RIM // 2, SCREEN.centery))
BUTTON_AT = {"U": (150, PAD_Y - 62), "D": (150, PAD_Y + 62), "L": (88, PAD_Y),
             "R": (212, PAD_Y), "B": (W - 190, PAD_Y + 24), "A": (W - 110, PAD_Y - 24)}
KEYS = {pygame.K_UP: "U", pygame.K_DOWN: "D", pygame.K_LEFT: "L", pygame.K_RIGHT: "R",
        pygame.K_z: "A", pygame.K_x: "B"}
SCREENSHOT_KEYS = (pygame.K_p, pygame.K_F12)
HELP = "arrows move   Z = A   X = B   P screenshot   Esc quit"
# Where P saves, relative to the current directory: a folder of its own (ignored by git) so
# pictures never land among the repository's files.
SHOTS_DIR = "screenshots"
BODY = (38, 40, 52)
BEZEL = (12, 12, 16)
CAP = (90, 94, 110)
CAP_DOWN = (170, 176, 200)
# The brightest channel of a lit LED as the window draws it, and the ring round it.
LIT_MIN = 210
LIT_RING = (235, 235, 235)


def lit_color(rgb):
    """A NeoPixel colour as the window draws it: its hue, lifted so a lit LED's brightest
    channel is at least LIT_MIN. At the default LED level the app drives a few dozen of 255,
    which a real LED still shows plainly but which even seen()'s lift leaves a dark dot on a
    dark body. Only the drawing changes: the values the app sets stay the device's."""
    c = seen(rgb)
    top = max(c)
    if 0 < top < LIT_MIN:
        c = tuple(v * LIT_MIN // top for v in c)
    return c


class Window:
    """One simulator window over `board`; frame() handles input, ticks `app` and draws."""

    def __init__(self, app, board, shots_dir=SHOTS_DIR):
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Seven Rocks pocket console (simulator)")
        self.surface = pygame.display.set_mode((W, H))
        self.app = app
        self.board = board
        self.shots_dir = shots_dir
        self.font = pygame.font.Font(None, 26)
        self.small = pygame.font.Font(None, 20)
        self.keys_held = 0
        self.mouse_held = 0
        self.status = HELP
        self.running = True

    def _press(self, bit):
        # A tap shorter than one frame still reaches the app: read_buttons reports it once.
        self.board.tap(bit)

    def _button_at(self, pos):
        for letter, (x, y) in BUTTON_AT.items():
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= BUTTON_R ** 2:
                return BITS[letter]
        return 0

    def handle(self, event):
        """Apply one pygame event to the buttons (or quit / take a screenshot)."""
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.running = False
            elif event.key in SCREENSHOT_KEYS:
                self.screenshot()
            elif event.key in KEYS:
                bit = BITS[KEYS[event.key]]
                self.keys_held |= bit
                self._press(bit)
        elif event.type == pygame.KEYUP and event.key in KEYS:
            self.keys_held &= ~BITS[KEYS[event.key]]
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse_held = self._button_at(event.pos)
            if self.mouse_held:
                self._press(self.mouse_held)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse_held = 0
        self.board.held = self.keys_held | self.mouse_held

    def screenshot(self):
        """Save the OLED as shown, enlarged, to a new numbered PNG in shots_dir (made when
        missing); returns its path."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        n = 0
        while True:
            path = os.path.join(self.shots_dir, "screenshot-%s%s.png"
                                % (stamp, "-%d" % n if n else ""))
            if not os.path.exists(path):
                break
            n += 1
        try:
            os.makedirs(self.shots_dir, exist_ok=True)
            png.write(path, self.board.display.frame, scale=SCALE)
            self.status = "saved " + path
        except OSError as e:
            self.status = "screenshot not saved: %s" % e.strerror
        print(self.status)
        return path

    def frame(self):
        """One frame: events, one app tick, redraw."""
        for event in pygame.event.get():
            self.handle(event)
        self.app.tick()
        self.draw()

    def _oled(self):
        d = self.board.display
        if not d.on:
            return None
        # The SSD1306's contrast changes brightness only a little, so does the drawing.
        k = 0.45 + 0.55 * d.level / 255
        on = bytes(int(c * k) for c in png.ON)
        off = bytes(png.OFF)
        frame = d.frame
        rgb = bytearray()
        for y in range(HEIGHT):
            row = (y >> 3) * WIDTH
            bit = 1 << (y & 7)
            for x in range(WIDTH):
                rgb += on if frame[row + x] & bit else off
        return pygame.transform.scale(pygame.image.frombuffer(bytes(rgb), (WIDTH, HEIGHT), "RGB"),
                                      SCREEN.size)

    def draw(self):
        """Draw the whole console from the board's current outputs."""
        s = self.surface
        s.fill(BODY)
        pygame.draw.rect(s, BEZEL, SCREEN.inflate(16, 16), border_radius=6)
        oled = self._oled()
        if oled is not None:
            s.blit(oled, SCREEN)
        for i, at in enumerate(LED_AT[:len(self.board.pixels.shown)]):
            color = lit_color(self.board.pixels.shown[i])
            if any(color):
                # A lit LED gets a light ring too, so even a dark blue reads as "on".
                pygame.draw.circle(s, LIT_RING, at, 17)
                pygame.draw.circle(s, color, at, 14)
            else:
                pygame.draw.circle(s, BEZEL, at, 15)
                pygame.draw.circle(s, color, at, 12)
        held = self.board.held
        for letter, at in BUTTON_AT.items():
            pygame.draw.circle(s, CAP_DOWN if held & BITS[letter] else CAP, at, BUTTON_R)
            label = self.font.render(letter, True, BEZEL)
            s.blit(label, label.get_rect(center=at))
        line = self.small.render(self.status, True, CAP_DOWN)
        s.blit(line, line.get_rect(midbottom=(W // 2, H - 8)))
        pygame.display.flip()


# SDL drivers that draw nowhere a person can see. SDL falls back to "offscreen" by itself when
# no display server answers, which would leave the game running in an invisible window.
UNSEEN_DRIVERS = ("offscreen", "dummy")


def x_server_answers(display, timeout=2.0):
    """Whether an X server accepts a connection at `display` (':0', ':1.0', 'unix:2',
    'host:10.0'); True for a form this does not know, which SDL is left to judge."""
    host, sep, rest = display.rpartition(":")
    number = rest.split(".")[0]
    if not sep or not number.isdigit() or "/" in host:
        return True
    n = int(number)
    if host in ("", "unix"):
        # Local displays listen on a socket in /tmp/.X11-unix, on Linux also in the abstract
        # namespace (which works even when /tmp is not shared, as in some sandboxes).
        targets = [(socket.AF_UNIX, "/tmp/.X11-unix/X%d" % n)]
        if sys.platform.startswith("linux"):
            targets.insert(0, (socket.AF_UNIX, "\0/tmp/.X11-unix/X%d" % n))
    else:
        targets = [(socket.AF_INET, (host, 6000 + n))]
    for family, address in targets:
        try:
            if family == socket.AF_INET:
                socket.create_connection(address, timeout).close()
            else:
                with socket.socket(family, socket.SOCK_STREAM) as sock:
                    sock.settimeout(timeout)
                    sock.connect(address)
            return True
        except OSError:
            continue
    return False


def available():
    """Why a window cannot open here, or None when it can (pygame and a display are present)."""
    # On X11/Wayland systems a missing DISPLAY is the usual reason (ssh, CI); asking SDL first
    # would only give a vaguer error. macOS and Windows always have their own display.
    chosen = os.environ.get("SDL_VIDEODRIVER")
    display = os.environ.get("DISPLAY")
    wayland = os.environ.get("WAYLAND_DISPLAY")
    if sys.platform not in ("darwin", "win32") and not chosen:
        if not (display or wayland):
            return "no display (DISPLAY and WAYLAND_DISPLAY are unset)"
        # Asked before SDL, which would print its own complaints and then pick "offscreen".
        if display and not wayland and not x_server_answers(display):
            return "no X server answers at DISPLAY=%s" % display
    try:
        pygame.display.init()
    except pygame.error as e:
        return "pygame cannot open a display: %s" % e
    driver = pygame.display.get_driver()
    if driver in UNSEEN_DRIVERS and chosen != driver:
        pygame.display.quit()
        return "no display answers (SDL chose its %s driver)" % driver
    return None


def run(app, board, fps, shots_dir=SHOTS_DIR):
    """Run the window until it is closed; returns the exit status."""
    win = Window(app, board, shots_dir)
    clock = pygame.time.Clock()
    try:
        while win.running:
            win.frame()
            clock.tick(fps)
    finally:
        pygame.display.quit()
    return 0
