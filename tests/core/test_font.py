# Accented letters and card suits: drawn by the console's own glyphs, the same on both runtimes.
import check
import framebuf
from app.frame import font

W = 128
H = 16


def _frame(s, c=1):
    buf = bytearray(W * H // 8)
    fb = framebuf.FrameBuffer(buf, W, H, framebuf.MONO_VLSB)
    if not c:
        fb.fill(1)
    font.text(fb, s, 0, 0, c)
    return buf


def _glyph(ch):
    i = font._CODES.find(ch) * 8
    return bytes(font._GLYPHS[i:i + 8])


def test_ascii_draws_as_framebuf_text():
    buf = bytearray(W * H // 8)
    fb = framebuf.FrameBuffer(buf, W, H, framebuf.MONO_VLSB)
    fb.text("Seven Rocks 250", 0, 0, 1)
    check.eq(_frame("Seven Rocks 250"), buf, "same pixels")


def test_each_accented_letter_has_its_own_glyph_in_place():
    for ch in "àáâãçèéêíìîòóôõúùÉÚÀÇ♣♦♥♠œ":
        check.true(font._CODES.find(ch) >= 0, "%r has a glyph" % ch)
        buf = _frame("a" + ch + "b")
        check.eq(bytes(buf[8:16]), _glyph(ch), "%r drawn in the second cell" % ch)
        check.true(any(buf[8:16]), "%r is visible" % ch)
    check.true(_glyph("é") != _glyph("è") and _glyph("ã") != _glyph("â"), "marks differ")


def test_inverse_text_clears_the_glyph_pixels():
    buf = _frame("é", 0)
    g = _glyph("é")
    check.eq(bytes(buf[0:8]), bytes([b ^ 0xFF for b in g]), "inverse glyph")


def test_unknown_characters_draw_as_a_block_and_keep_their_width():
    buf = _frame("a€b")
    ref = bytearray(W * H // 8)
    fb = framebuf.FrameBuffer(ref, W, H, framebuf.MONO_VLSB)
    fb.text("a\x7fb", 0, 0, 1)
    check.eq(buf, ref, "one cell per character")


def test_drawing_allocates_nothing():
    import gc
    if not hasattr(gc, "mem_alloc"):
        return  # CPython: the MicroPython run measures it
    buf = bytearray(W * H // 8)
    fb = framebuf.FrameBuffer(buf, W, H, framebuf.MONO_VLSB)
    s = "Mão é ♦"
    font.text(fb, s, 0, 0, 1)
    gc.collect()
    gc.disable()
    try:
        before = gc.mem_alloc()
        font.text(fb, s, 0, 0, 1)
        font.text(fb, s, 0, 8, 0)
        got = gc.mem_alloc() - before
    finally:
        gc.enable()
    check.eq(got, 0, "bytes allocated drawing accented text")
