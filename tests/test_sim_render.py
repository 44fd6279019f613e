# Simulator output without the app: PNG frames decode to the same pixels, half blocks, key strings.
import struct
import zlib

import pytest

from sim import keys, png
from sim.terminal import halfblocks


def _frame(points, width=128, height=64):
    buf = bytearray(width * height // 8)
    for x, y in points:
        buf[(y >> 3) * width + x] |= 1 << (y & 7)
    return buf


def _decode(data):
    """(width, height, palette, rows of 0/1) of a 1-bit palette PNG, read with zlib alone."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos = 8
    chunks = {}
    idat = b""
    while pos < len(data):
        n, = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + n]
        crc, = struct.unpack(">I", data[pos + 8 + n:pos + 12 + n])
        assert crc == zlib.crc32(kind + body) & 0xFFFFFFFF
        if kind == b"IDAT":
            idat += body
        chunks[kind] = body
        pos += 12 + n
    assert kind == b"IEND"
    w, h, depth, ctype, _, _, _ = struct.unpack(">IIBBBBB", chunks[b"IHDR"])
    assert (depth, ctype) == (1, 3)
    raw = zlib.decompress(idat)
    stride = (w + 7) // 8
    rows = []
    for y in range(h):
        line = raw[y * (stride + 1):(y + 1) * (stride + 1)]
        assert line[0] == 0
        rows.append([(line[1 + (x >> 3)] >> (7 - (x & 7))) & 1 for x in range(w)])
    return w, h, chunks[b"PLTE"], rows


POINTS = [(0, 0), (127, 0), (0, 63), (127, 63), (5, 9), (64, 31), (64, 32), (100, 7), (100, 8)]


def test_png_round_trip_gives_back_every_pixel():
    w, h, palette, rows = _decode(png.encode(_frame(POINTS)))
    assert (w, h) == (128, 64)
    assert palette == bytes(png.OFF) + bytes(png.ON)
    lit = {(x, y) for y in range(h) for x in range(w) if rows[y][x]}
    assert lit == set(POINTS)


def test_png_enlarged_makes_each_pixel_a_square():
    w, h, _, rows = _decode(png.encode(_frame([(1, 2)]), scale=4))
    assert (w, h) == (512, 256)
    lit = {(x, y) for y in range(h) for x in range(w) if rows[y][x]}
    assert lit == {(x, y) for x in range(4, 8) for y in range(8, 12)}


def test_png_write_and_wrong_buffer_size(tmp_path):
    path = tmp_path / "f.png"
    png.write(str(path), _frame(POINTS), scale=2)
    assert _decode(path.read_bytes())[:2] == (256, 128)
    with pytest.raises(ValueError, match="1024 bytes, got 10"):
        png.encode(bytearray(10))


def test_halfblocks_of_a_known_buffer():
    # Column 0: top pixel of the first cell; column 1: bottom; column 2: both; row 62/63 last line.
    lines = halfblocks(_frame([(0, 0), (1, 1), (2, 0), (2, 1), (127, 63)]))
    assert len(lines) == 32
    assert all(len(line) == 128 for line in lines)
    assert lines[0][:4] == "▀▄█ "
    assert lines[31][127] == "▄"
    assert set("".join(lines[1:31])) == {" "}


def test_key_string_parses_buttons_idle_ticks_and_separators():
    assert keys.parse("UDLRAB") == list("UDLRAB")
    assert keys.parse("a. .b\n") == ["A", None, None, "B"]
    assert keys.parse("") == []


def test_key_string_counts_repeat_the_next_key():
    assert keys.parse("3R2.a") == ["R", "R", "R", None, None, "A"]
    assert keys.parse("0A B") == ["B"]


@pytest.mark.parametrize("text,message", [
    ("AA12", "the count at position 3 has no key after it"),
    ("4 A", "the count at position 1 must be followed directly by a key"),
    (".999999.", "the count at position 2 is over 100000")])
def test_key_string_count_errors(text, message):
    with pytest.raises(ValueError, match=message):
        keys.parse(text)


@pytest.mark.parametrize("text,bad,pos", [("UUQ", "'Q'", 3), ("A B x", "'x'", 5),
                                          ("..,", "','", 3), ("é", "'é'", 1)])
def test_key_string_error_names_the_character_and_position(text, bad, pos):
    with pytest.raises(ValueError) as e:
        keys.parse(text)
    assert "%s at position %d" % (bad, pos) in str(e.value)
