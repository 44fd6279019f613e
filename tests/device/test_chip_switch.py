# On the emulated Pico: moving from `make flash` to the UF2 and back keeps the saved game, the
# settings and the records, and the files make flash left never shadow the frozen app.
import struct

import pytest

import pico
from chip_bench import device_script
from simulate import menu_frame, replay_presses
from test_chip_boot import lines, version_line

# A short whole game on the make flash install, for the records to count.
RECORDED = [("cutthroat", 32, [["ai", "normal"], ["ai", "easy"]], 1, {"boneyard": True}, 2)]
# Then by the buttons: Settings (Up from the top row goes round to it, the last), the language
# to French, back (which saves it); New game (Down from Settings goes round to it), Start (North
# a person, three AIs), a few moves, each saved.
SETUP = "U A R B D A A A 4*A"
# On the other install, from what the first left: the menu (Continue on top), Records and back,
# Continue, moves.
LOOK = "D D D A B U U U A 4*A"
SETTLE_MS = 600
# MicroPython's rp2 filesystem starts here in flash (tools/pico/run-pico.mjs FS_START).
FS_START = 0x100A0000


def _frames(run):
    """The run's distinct frames after the blank ones the driver draws at power-on, and how
    many blank ones there were."""
    frames = [bytes.fromhex(f["hex"]) for f in run["frames"]]
    blank = 0
    while blank < len(frames) and frames[blank] == bytes(1024):
        blank += 1
    return frames[blank:], blank


def _same_as_the_simulator(run, image, tmp_path, what):
    """Every frame of the run is the simulator's, started from the files in image (the
    filesystem the run booted from) and pressed on the same screens."""
    files = tmp_path / ("files-" + what)
    pico.extract(image, str(files))
    frames, blank = _frames(run)
    sim, _ = replay_presses(0, run["presses"], SETTLE_MS // 40, len(frames), frame_offset=blank,
                            files=str(files))
    for i, (dev, want) in enumerate(zip(frames, sim)):
        assert dev == want, "%s: frame %d of %d is not the simulator's" % (what, i, len(frames))
    assert len(sim) == len(frames), what


@pytest.mark.parametrize("install", ["uf2"], indirect=True)
def test_make_flash_then_the_uf2_then_make_flash_keep_the_game_settings_and_records(install,
                                                                                     tmp_path):
    flash = pico.Install("mpy")
    recorded, saved, on_uf2, back = (str(tmp_path / n) for n in
                                     ("recorded.img", "saved.img", "uf2.img", "back.img"))
    # --boot keeps make flash's main.py on the board for the boots after this one.
    run = flash.run(script=device_script(RECORDED, False), boot=True, interrupt_at=0,
                    fs_out=recorded, timeout=300)
    assert run["exit"] == 0 and [r["done"] for r in run["records"] if "done" in r] == [0], \
        run.get("error", run["stdout"][-2000:])
    run = flash.run(boot=True, fs_in=recorded, keys=SETUP, settle=SETTLE_MS, linger=1000,
                    fs_out=saved, timeout=120)
    assert len(run["presses"]) == 12 and "Traceback" not in run["stdout"], run["stdout"]
    game = pico.saved_game(saved)
    assert len(game) > 3, game  # the header, the deal and moves
    for name in ("/settings.json", "/records.json"):
        assert pico.read_file(saved, name), name

    # The UF2 dragged on: the filesystem stays, make flash's files and all.
    assert pico.read_file(saved, "/version.mpy") and pico.read_file(saved, "/board.mpy")
    run = install.run(boot=True, fs_in=saved, keys=LOOK, settle=SETTLE_MS, linger=3000,
                      fs_out=on_uf2, timeout=120)
    assert "Traceback" not in run["stdout"], run["stdout"]
    # The frozen app runs, not make flash's files (whose version module says "make flash").
    assert version_line(install).match(lines(run)[0]), run["stdout"]
    frames, _ = _frames(run)
    assert frames[0] != menu_frame(), "the menu is the one of a console with nothing saved"
    _same_as_the_simulator(run, saved, tmp_path, "the UF2 on make flash's filesystem")
    played = pico.saved_game(on_uf2)
    assert played[:len(game)] == game and len(played) > len(game), "Continue did not play on"

    # And back: MicroPython's own firmware with make flash's files, on what the UF2 left.
    run = flash.run(boot=True, fs_in=on_uf2, keys=LOOK, settle=SETTLE_MS, linger=3000,
                    fs_out=back, timeout=120)
    assert "Traceback" not in run["stdout"], run["stdout"]
    assert version_line(flash).match(lines(run)[0]), run["stdout"]
    _same_as_the_simulator(run, on_uf2, tmp_path, "make flash on the UF2's filesystem")
    again = pico.saved_game(back)
    assert again[:len(played)] == played and len(again) > len(played), "Continue did not play on"


@pytest.mark.parametrize("install", ["uf2"], indirect=True)
def test_the_uf2_writes_no_block_where_the_filesystem_lies(install):
    # So dragging any console UF2 (a newer one too) onto the Pico leaves the saves alone.
    with open(install.firmware, "rb") as f:
        uf2 = f.read()
    blocks = [struct.unpack_from("<8I", uf2, off) for off in range(0, len(uf2), 512)]
    end = max(addr + size for _, _, _, addr, size, _, _, _ in blocks)
    assert blocks and end <= FS_START, "the UF2 reaches 0x%x, past 0x%x" % (end, FS_START)
