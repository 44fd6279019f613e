# Text on the screen: ASCII in MicroPython's own font, accented letters and card suits in
# glyphs of our own, so the same UTF-8 strings draw the same on the board and the simulator.
#
# framebuf.text draws each byte of a UTF-8 sequence as a block; every screen draws its text
# through text() here instead. The table is made by tools/glyphs.py (a test keeps them equal).
import framebuf

# The characters that have a glyph, in table order, then their glyphs: 8 bytes each, one a
# column, least significant bit at the top (the SSD1306's and framebuf's MONO_VLSB).
_CODES = 'àáâãçèéêëìíîïòóôõùúûüÀÁÂÃÇÈÉÊÍÓÔÚ♣♦♥♠'
_GLYPHS = memoryview(
    b"\x00\x20\x75\x57\x56\x7c\x78\x00\x00\x20\x74\x56\x57\x7d\x78\x00"
    b"\x00\x20\x76\x55\x55\x7e\x78\x00\x00\x22\x75\x55\x56\x7e\x79\x00"
    b"\x00\x38\x7c\xc4\xc4\x6c\x28\x00\x00\x38\x7d\x57\x56\x5c\x58\x00"
    b"\x00\x38\x7c\x56\x57\x5d\x58\x00\x00\x38\x7e\x55\x55\x5e\x58\x00"
    b"\x00\x38\x7d\x54\x54\x5d\x58\x00\x00\x00\x01\x7b\x7a\x00\x00\x00"
    b"\x00\x00\x00\x7a\x7b\x01\x00\x00\x00\x00\x02\x79\x79\x02\x00\x00"
    b"\x00\x00\x01\x78\x78\x01\x00\x00\x00\x38\x7d\x47\x46\x7c\x38\x00"
    b"\x00\x38\x7c\x46\x47\x7d\x38\x00\x00\x38\x7e\x45\x45\x7e\x38\x00"
    b"\x00\x3a\x7d\x45\x46\x7e\x39\x00\x00\x3c\x7d\x43\x42\x7c\x3c\x00"
    b"\x00\x3c\x7c\x42\x43\x7d\x3c\x00\x00\x3c\x7e\x41\x41\x7e\x3c\x00"
    b"\x00\x3c\x7d\x40\x40\x7d\x3c\x00\x00\xf8\xf9\x1f\x1e\xf8\xf8\x00"
    b"\x00\xf8\xf8\x1e\x1f\xf9\xf8\x00\x00\xf8\xfa\x1d\x1d\xfa\xf8\x00"
    b"\x00\xfa\xf9\x1d\x1e\xfa\xf9\x00\x00\x3e\x7f\xc1\xc1\x63\x22\x00"
    b"\x00\xfc\xfd\x97\x96\x84\x84\x00\x00\xfc\xfc\x96\x97\x85\x84\x00"
    b"\x00\xfc\xfe\x95\x95\x86\x84\x00\x00\x00\x84\xfe\xff\x85\x00\x00"
    b"\x00\x78\xfc\x86\x87\xfd\x78\x00\x00\x78\xfe\x85\x85\xfe\x78\x00"
    b"\x00\x7c\xfc\x82\x83\xfd\x7c\x00\x38\x38\x96\xff\x96\x38\x38\x00"
    b"\x08\x1c\x3e\x7f\x3e\x1c\x08\x00\x0e\x1f\x3f\x7e\x3f\x1f\x0e\x00"
    b"\x18\x3c\x5e\x7f\x5e\x3c\x18\x00")

_buf = bytearray(8)  # the glyph being drawn, copied in so nothing is allocated per character
_glyph = framebuf.FrameBuffer(_buf, 8, 8, framebuf.MONO_VLSB)
_UNKNOWN = "\x7f"  # what framebuf draws for a byte it has no glyph for: a block


def text(fb, s, x, y, c=1):
    """Draw s at (x, y) in colour c, 8 pixels a character, like FrameBuffer.text."""
    for ch in s:
        if ord(ch) > 127:
            break
    else:
        fb.text(s, x, y, c)  # plain ASCII: one call
        return
    for ch in s:
        if ord(ch) < 128:
            fb.text(ch, x, y, c)
        else:
            i = _CODES.find(ch)
            if i < 0:
                fb.text(_UNKNOWN, x, y, c)
            else:
                i <<= 3
                flip = 0 if c else 0xFF
                for j in range(8):
                    _buf[j] = _GLYPHS[i + j] ^ flip
                # The glyph's background is skipped: only its lit pixels land, in colour c.
                fb.blit(_glyph, x, y, 0 if c else 1)
        x += 8
