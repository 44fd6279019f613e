# Minimal PNG writer (zlib + struct only) for the 128x64 1-bit OLED frames and their screenshots.
import struct
import zlib

WIDTH = 128
HEIGHT = 64
# Lit and dark OLED pixels: the SSD1306 modules sold for the console glow white on black.
ON = (235, 245, 255)
OFF = (0, 0, 0)


def lit(buf, x, y, width=WIDTH):
    """True when pixel (x, y) is set in a MONO_VLSB buffer (each byte is 8 pixels of a column)."""
    return (buf[(y >> 3) * width + x] >> (y & 7)) & 1


def _chunk(kind, data):
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def encode(buf, width=WIDTH, height=HEIGHT, scale=1, on=ON, off=OFF):
    """PNG bytes of a MONO_VLSB frame buffer, each pixel enlarged to scale x scale.

    The image is 1-bit palette colour (index 1 = lit), the smallest PNG that keeps the exact
    pixels, so a decoder gets the frame back bit for bit."""
    if len(buf) != width * ((height + 7) // 8):
        raise ValueError("a %dx%d MONO_VLSB frame is %d bytes, got %d"
                         % (width, height, width * ((height + 7) // 8), len(buf)))
    if scale < 1:
        raise ValueError("scale must be 1 or more, got %d" % scale)
    out_w = width * scale
    row_bytes = (out_w + 7) // 8
    raw = bytearray()
    for y in range(height):
        row = bytearray(row_bytes)
        for x in range(width):
            if lit(buf, x, y, width):
                for i in range(x * scale, x * scale + scale):
                    row[i >> 3] |= 0x80 >> (i & 7)
        # Filter type 0 (none): 1-bit rows of a mostly dark screen deflate well as they are.
        raw += (b"\x00" + bytes(row)) * scale
    ihdr = struct.pack(">IIBBBBB", out_w, height * scale, 1, 3, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", ihdr) + _chunk(b"PLTE", bytes(off) + bytes(on))
            + _chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + _chunk(b"IEND", b""))


def write(path, buf, width=WIDTH, height=HEIGHT, scale=1, on=ON, off=OFF):
    """Write a MONO_VLSB frame buffer to `path` as a PNG (see encode)."""
    data = encode(buf, width, height, scale, on, off)
    with open(path, "wb") as f:
        f.write(data)

