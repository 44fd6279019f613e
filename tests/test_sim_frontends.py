# Simulator board and front-ends with a stand-in app: clock, buttons, LEDs, terminal, window.
import os

import pytest

from sim import png
from sim.board import BITS, Board, seen
from sim.terminal import Taps, decode_keys, picture


class Painter:
    """A stand-in app: draws a mark where the last pressed button points, lights LED 0."""

    def __init__(self, board):
        self.board = board
        self.presses = []
        self.last = 0

    def tick(self):
        raw = self.board.read_buttons()
        if raw & ~self.last:
            self.presses.append(raw & ~self.last)
        self.last = raw
        d = self.board.display
        d.fill(0)
        d.fill_rect(0, 0, 8, 8, 1)
        d.text("%d" % len(self.presses), 64, 32, 1)
        d.show()
        self.board.pixels[0] = (0, 40, 0)
        self.board.pixels.write()


def test_virtual_clock_moves_only_when_told(tmp_path):
    b = Board(virtual=True, save_dir=str(tmp_path))
    assert b.ticks_ms() == 0
    b.sleep_ms(250)
    b.advance(50)
    assert b.ticks_ms() == 300
    assert b.SAVE_PATH.startswith(str(tmp_path)) and b.SETTINGS_PATH.startswith(str(tmp_path))


def test_ticks_diff_allows_for_the_wrap():
    b = Board(virtual=True)
    b.sleep_ms((1 << 30) - 5)
    before = b.ticks_ms()
    b.sleep_ms(10)
    assert b.ticks_ms() == 5
    assert b.ticks_diff(b.ticks_ms(), before) == 10
    assert b.ticks_diff(before, b.ticks_ms()) == -10


def test_display_frame_changes_only_at_show_and_leds_at_write():
    b = Board(virtual=True)
    b.display.pixel(3, 9, 1)
    assert not any(b.display.frame)
    b.display.show()
    assert png.lit(b.display.frame, 3, 9) and b.display.shows == 1
    b.pixels[2] = (1, 2, 3)
    assert b.pixels.shown[2] == (0, 0, 0)
    b.pixels.write()
    assert b.pixels.shown[2] == (1, 2, 3) and len(b.pixels) == 4
    b.display.contrast(10)
    b.display.poweroff()
    assert (b.display.level, b.display.on) == (10, False)


def test_a_tap_is_read_once_and_held_buttons_stay():
    b = Board()
    b.held = BITS["L"]
    b.tap(BITS["A"])
    assert b.read_buttons() == BITS["L"] | BITS["A"]
    assert b.read_buttons() == BITS["L"]


def test_terminal_key_decoding():
    assert decode_keys("\x1b[A\x1bOBzXq\x1b[C?") == ["U", "D", "A", "B", "q", "R"]


def test_terminal_taps_release_between_repeats_of_a_key():
    t = Taps()
    t.add(["A", "A", "L"])
    assert [t.next() for _ in range(5)] == ["A", None, "A", "L", None]
    t.add(["U"] * 10)
    assert len(t.pending) == Taps.LIMIT


def test_terminal_picture_boxes_the_screen_and_shows_leds():
    b = Board()
    Painter(b).tick()
    lines = picture(b.display, b.pixels).split("\n")
    assert lines[0] == "┌" + "─" * 128 + "┐"
    assert lines[1] == "│" + "█" * 8 + " " * 120 + "│"
    assert len(lines) == 32 + 4
    assert lines[34].count("○") == 3 and "\x1b[38;2;0;%d;0m●" % seen((0, 40, 0))[1] in lines[34]
    b.display.poweroff()
    assert set("".join(picture(b.display, b.pixels).split("\n")[1:33])) == {"│", " "}


@pytest.fixture
def window(tmp_path, monkeypatch):
    pygame = pytest.importorskip("pygame")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from sim import window as w
    board = Board()
    app = Painter(board)
    win = w.Window(app, board, shots_dir=str(tmp_path))
    yield pygame, w, win
    pygame.display.quit()


def test_window_draws_screen_and_leds_and_takes_keys_and_clicks(window, tmp_path):
    pygame, w, win = window
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z"))
    win.frame()
    assert win.app.presses == [BITS["A"]]
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_z, mod=0))
    win.frame()
    # A click on the drawn B button is a press of B.
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=w.BUTTON_AT["B"]))
    win.frame()
    assert win.app.presses == [BITS["A"], BITS["B"]]
    s = win.surface
    assert s.get_at((w.SCREEN.x + 2, w.SCREEN.y + 2))[:3] == png.ON
    assert s.get_at((w.SCREEN.right - 2, w.SCREEN.y + 2))[:3] == png.OFF
    led = s.get_at(w.LED_AT[0])[:3]
    assert led[1] > 100 and led[0] == led[2] == 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p"))
    win.frame()
    shots = os.listdir(str(tmp_path))
    assert len(shots) == 1 and shots[0].endswith(".png")
    assert (tmp_path / shots[0]).read_bytes() == png.encode(win.board.display.frame, scale=4)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    win.frame()
    assert not win.running


def test_window_runs_the_real_app_menu(tmp_path, monkeypatch):
    pygame = pytest.importorskip("pygame")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from app.frame.ui import App
    from sim import window as w
    board = Board(save_dir=str(tmp_path))
    win = w.Window(App(board), board, shots_dir=str(tmp_path))
    try:
        win.frame()
        menu = board.display.frame
        assert any(menu)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_DOWN, mod=0))
        win.frame()
        # The press was shorter than a frame and still moved the menu cursor.
        assert board.display.frame != menu
    finally:
        pygame.display.quit()


def _silent_display():
    """A local X display number no server listens on."""
    pytest.importorskip("pygame")
    from sim.window import x_server_answers
    for n in range(99, 400):
        if not os.path.exists("/tmp/.X11-unix/X%d" % n) and not x_server_answers(":%d" % n):
            return ":%d" % n
    pytest.skip("every display number answers")


def test_x_server_probe_tells_a_listening_display_from_a_silent_one():
    import socket
    pytest.importorskip("pygame")  # (sim.window is the window's module: it needs pygame)
    from sim.window import x_server_answers
    for n in range(60, 200):
        with socket.socket() as server:
            try:
                server.bind(("127.0.0.1", 6000 + n))
            except OSError:
                continue
            server.listen(1)
            assert x_server_answers("127.0.0.1:%d.0" % n)
        assert not x_server_answers("127.0.0.1:%d" % n)
        break
    assert not x_server_answers(_silent_display())
    # Forms it cannot judge are left to SDL.
    assert x_server_answers("/private/tmp/com.apple.launchd.x/org.xquartz:0")


def test_sdl_falling_back_to_an_invisible_driver_is_no_window(monkeypatch, tmp_path):
    pytest.importorskip("pygame")
    from sim import window as w
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-seven-rocks-console-test")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    assert w.available() == "no display answers (SDL chose its offscreen driver)"


def test_a_display_no_server_answers_falls_back_to_the_terminal(tmp_path):
    import subprocess
    import sys
    display = _silent_display()
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(DISPLAY=display, XDG_DATA_HOME=str(tmp_path))
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    # Before, SDL opened an invisible window here and the run never ended.
    r = subprocess.run([sys.executable, "-m", "sim"], cwd=root, env=env, capture_output=True,
                       text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert r.returncode == 2
    assert r.stderr.splitlines()[0] == ("sim: no window: no X server answers at DISPLAY=%s; "
                                        "playing in the terminal" % display)
    assert "needs a terminal" in r.stderr and "Traceback" not in r.stderr


def test_window_screenshots_go_to_their_own_ignored_folder(tmp_path, monkeypatch):
    pygame = pytest.importorskip("pygame")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.chdir(tmp_path)
    from sim import window as w
    board = Board()
    win = w.Window(Painter(board), board)
    try:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p"))
        win.frame()
    finally:
        pygame.display.quit()
    # Before, the picture landed in the current directory: the repository root under make sim.
    assert os.listdir(str(tmp_path)) == ["screenshots"]
    shots = os.listdir(str(tmp_path / "screenshots"))
    assert len(shots) == 1 and shots[0].startswith("screenshot-") and shots[0].endswith(".png")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, ".gitignore")) as f:
        assert "/screenshots/" in f.read().split(), "screenshots/ is not ignored by git"


def test_window_draws_a_lit_seat_led_clearly_at_the_default_level(tmp_path, monkeypatch):
    pygame = pytest.importorskip("pygame")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from app.frame import ui
    from sim import window as w
    board = Board(virtual=True, save_dir=str(tmp_path))
    app = ui.App(board, seed=1)
    app.start("seven-rocks", 1, [("human", None)] + [("ai", "easy")] * 3)
    win = w.Window(app, board, shots_dir=str(tmp_path))
    try:
        for _ in range(400):
            win.frame()
            board.advance(ui.FRAME_MS)
            if app.mode == ui.TURN:
                break
        assert app.mode == ui.TURN and app.leds == 2  # the default LED level
        win.draw()
        # The device value stays dim (North's team blue at level 2)...
        assert board.pixels.shown[0] == (0, 0, 12)
        # ...but the window draws it bright, in its own hue, ringed; unlit LEDs stay dark.
        led = win.surface.get_at(w.LED_AT[0])[:3]
        assert led[2] >= w.LIT_MIN and led[0] == led[1] == 0
        ring = win.surface.get_at((w.LED_AT[0][0], w.LED_AT[0][1] - 16))[:3]
        assert ring == w.LIT_RING
        assert max(win.surface.get_at(w.LED_AT[1])[:3]) < 60
    finally:
        pygame.display.quit()


def test_the_data_folder_has_the_project_name_and_takes_over_the_old_one(tmp_path, monkeypatch):
    from sim.board import data_dir
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    old = tmp_path / "pocket-console-sim"
    old.mkdir()
    (old / "save.jsonl").write_text("a save\n")
    folder = data_dir()
    assert os.path.basename(folder) == "seven-rocks-console"
    assert (tmp_path / "seven-rocks-console" / "save.jsonl").read_text() == "a save\n"
    assert not old.exists()
    assert data_dir() == folder  # nothing left to move the second time
