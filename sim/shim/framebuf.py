# Pure-Python stand-in for MicroPython's `framebuf` (MONO_VLSB), identical pixel for pixel.
#
# The simulator and the CPython tests draw the device's screens through this module; the
# algorithms (clipping, Bresenham line, text, blit, scroll) follow MicroPython 1.27's
# extmod/modframebuf.c step for step so both runtimes give the same 1024 bytes. Only the
# monochrome vertical format the SSD1306 uses is implemented; other formats are refused.

MONO_VLSB = 0
MVLSB = MONO_VLSB
RGB565 = 1
GS4_HMSB = 2
MONO_HLSB = 3
MONO_HMSB = 4
GS2_HMSB = 5
GS8 = 6

# MicroPython's built-in 8x8 font (font_petme128_8x8) for chr(32)..chr(127): one byte per
# column, least significant bit at the top. Extracted from the 1.27 VM's own framebuf.text.
_FONT = (
    b"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4f\x4f\x00\x00\x00"
    b"\x00\x07\x07\x00\x00\x07\x07\x00\x14\x7f\x7f\x14\x14\x7f\x7f\x14"
    b"\x00\x24\x2e\x6b\x6b\x3a\x12\x00\x00\x63\x33\x18\x0c\x66\x63\x00"
    b"\x00\x32\x7f\x4d\x4d\x77\x72\x50\x00\x00\x00\x04\x06\x03\x01\x00"
    b"\x00\x00\x1c\x3e\x63\x41\x00\x00\x00\x00\x41\x63\x3e\x1c\x00\x00"
    b"\x08\x2a\x3e\x1c\x1c\x3e\x2a\x08\x00\x08\x08\x3e\x3e\x08\x08\x00"
    b"\x00\x00\x80\xe0\x60\x00\x00\x00\x00\x08\x08\x08\x08\x08\x08\x00"
    b"\x00\x00\x00\x60\x60\x00\x00\x00\x00\x40\x60\x30\x18\x0c\x06\x02"
    b"\x00\x3e\x7f\x49\x45\x7f\x3e\x00\x00\x40\x44\x7f\x7f\x40\x40\x00"
    b"\x00\x62\x73\x51\x49\x4f\x46\x00\x00\x22\x63\x49\x49\x7f\x36\x00"
    b"\x00\x18\x18\x14\x16\x7f\x7f\x10\x00\x27\x67\x45\x45\x7d\x39\x00"
    b"\x00\x3e\x7f\x49\x49\x7b\x32\x00\x00\x03\x03\x79\x7d\x07\x03\x00"
    b"\x00\x36\x7f\x49\x49\x7f\x36\x00\x00\x26\x6f\x49\x49\x7f\x3e\x00"
    b"\x00\x00\x00\x24\x24\x00\x00\x00\x00\x00\x80\xe4\x64\x00\x00\x00"
    b"\x00\x08\x1c\x36\x63\x41\x41\x00\x00\x14\x14\x14\x14\x14\x14\x00"
    b"\x00\x41\x41\x63\x36\x1c\x08\x00\x00\x02\x03\x51\x59\x0f\x06\x00"
    b"\x00\x3e\x7f\x41\x4d\x4f\x2e\x00\x00\x7c\x7e\x0b\x0b\x7e\x7c\x00"
    b"\x00\x7f\x7f\x49\x49\x7f\x36\x00\x00\x3e\x7f\x41\x41\x63\x22\x00"
    b"\x00\x7f\x7f\x41\x63\x3e\x1c\x00\x00\x7f\x7f\x49\x49\x41\x41\x00"
    b"\x00\x7f\x7f\x09\x09\x01\x01\x00\x00\x3e\x7f\x41\x49\x7b\x3a\x00"
    b"\x00\x7f\x7f\x08\x08\x7f\x7f\x00\x00\x00\x41\x7f\x7f\x41\x00\x00"
    b"\x00\x20\x60\x41\x7f\x3f\x01\x00\x00\x7f\x7f\x1c\x36\x63\x41\x00"
    b"\x00\x7f\x7f\x40\x40\x40\x40\x00\x00\x7f\x7f\x06\x0c\x06\x7f\x7f"
    b"\x00\x7f\x7f\x0e\x1c\x7f\x7f\x00\x00\x3e\x7f\x41\x41\x7f\x3e\x00"
    b"\x00\x7f\x7f\x09\x09\x0f\x06\x00\x00\x1e\x3f\x21\x61\x7f\x5e\x00"
    b"\x00\x7f\x7f\x19\x39\x6f\x46\x00\x00\x26\x6f\x49\x49\x7b\x32\x00"
    b"\x00\x01\x01\x7f\x7f\x01\x01\x00\x00\x3f\x7f\x40\x40\x7f\x3f\x00"
    b"\x00\x1f\x3f\x60\x60\x3f\x1f\x00\x00\x7f\x7f\x30\x18\x30\x7f\x7f"
    b"\x00\x63\x77\x1c\x1c\x77\x63\x00\x00\x07\x0f\x78\x78\x0f\x07\x00"
    b"\x00\x61\x71\x59\x4d\x47\x43\x00\x00\x00\x7f\x7f\x41\x41\x00\x00"
    b"\x00\x02\x06\x0c\x18\x30\x60\x40\x00\x00\x41\x41\x7f\x7f\x00\x00"
    b"\x00\x08\x0c\x06\x06\x0c\x08\x00\xc0\xc0\xc0\xc0\xc0\xc0\xc0\xc0"
    b"\x00\x00\x01\x03\x06\x04\x00\x00\x00\x20\x74\x54\x54\x7c\x78\x00"
    b"\x00\x7f\x7f\x44\x44\x7c\x38\x00\x00\x38\x7c\x44\x44\x6c\x28\x00"
    b"\x00\x38\x7c\x44\x44\x7f\x7f\x00\x00\x38\x7c\x54\x54\x5c\x58\x00"
    b"\x00\x08\x7e\x7f\x09\x03\x02\x00\x00\x98\xbc\xa4\xa4\xfc\x7c\x00"
    b"\x00\x7f\x7f\x04\x04\x7c\x78\x00\x00\x00\x00\x7d\x7d\x00\x00\x00"
    b"\x00\x40\xc0\x80\x80\xfd\x7d\x00\x00\x7f\x7f\x30\x38\x6c\x44\x00"
    b"\x00\x00\x41\x7f\x7f\x40\x00\x00\x00\x7c\x7c\x18\x30\x18\x7c\x7c"
    b"\x00\x7c\x7c\x04\x04\x7c\x78\x00\x00\x38\x7c\x44\x44\x7c\x38\x00"
    b"\x00\xfc\xfc\x24\x24\x3c\x18\x00\x00\x18\x3c\x24\x24\xfc\xfc\x00"
    b"\x00\x7c\x7c\x04\x04\x0c\x08\x00\x00\x48\x5c\x54\x54\x74\x20\x00"
    b"\x04\x04\x3f\x7f\x44\x64\x20\x00\x00\x3c\x7c\x40\x40\x7c\x3c\x00"
    b"\x00\x1c\x3c\x60\x60\x3c\x1c\x00\x00\x1c\x7c\x30\x18\x30\x7c\x1c"
    b"\x00\x44\x6c\x38\x38\x6c\x44\x00\x00\x9c\xbc\xa0\xa0\xfc\x7c\x00"
    b"\x00\x44\x64\x74\x5c\x4c\x44\x00\x00\x08\x08\x3e\x77\x41\x41\x00"
    b"\x00\x00\x00\xff\xff\x00\x00\x00\x00\x41\x41\x77\x3e\x08\x08\x00"
    b"\x00\x02\x03\x01\x03\x02\x03\x01\xaa\x55\xaa\x55\xaa\x55\xaa\x55"
)


class FrameBuffer:
    """A width x height monochrome image over `buf`, one byte per 8 vertical pixels."""

    def __init__(self, buf, width, height, format, stride=None):
        if format != MONO_VLSB:
            raise ValueError("this framebuf stand-in only supports MONO_VLSB")
        if width < 1 or height < 1:
            raise ValueError("invalid framebuffer size")
        self._stride = width if stride is None else stride
        if len(buf) < ((height + 7) >> 3) * self._stride:
            raise ValueError("buffer too small")
        self._buf = buf
        self._width = width
        self._height = height

    def _set(self, x, y, c):
        i = (y >> 3) * self._stride + x
        bit = 1 << (y & 7)
        if c:
            self._buf[i] |= bit
        else:
            self._buf[i] &= ~bit & 0xFF

    def _get(self, x, y):
        return (self._buf[(y >> 3) * self._stride + x] >> (y & 7)) & 1

    def _fill_rect(self, x, y, w, h, c):
        if h < 1 or w < 1 or x + w <= 0 or y + h <= 0 or y >= self._height or x >= self._width:
            return
        xend = min(self._width, x + w)
        yend = min(self._height, y + h)
        x = max(x, 0)
        y = max(y, 0)
        buf = self._buf
        stride = self._stride
        # A page (8 rows) at a time: same bits as MicroPython's row-by-row loop, far fewer steps.
        while y < yend:
            page_end = min((y | 7) + 1, yend)
            mask = ((1 << (page_end - y)) - 1) << (y & 7)
            row = (y >> 3) * stride
            if c:
                for i in range(row + x, row + xend):
                    buf[i] |= mask
            else:
                keep = ~mask & 0xFF
                for i in range(row + x, row + xend):
                    buf[i] &= keep
            y = page_end

    def fill(self, c):
        """Set every pixel to c."""
        self._fill_rect(0, 0, self._width, self._height, c)

    def pixel(self, x, y, c=None):
        """Read pixel (x, y) (None outside), or set it to c."""
        if not (0 <= x < self._width and 0 <= y < self._height):
            return None
        if c is None:
            return self._get(x, y)
        self._set(x, y, c)
        return None

    def hline(self, x, y, w, c):
        self._fill_rect(x, y, w, 1, c)

    def vline(self, x, y, h, c):
        self._fill_rect(x, y, 1, h, c)

    def rect(self, x, y, w, h, c, f=False):
        """Outline (or, with f true, filled) rectangle."""
        if f:
            self._fill_rect(x, y, w, h, c)
        else:
            self._fill_rect(x, y, w, 1, c)
            self._fill_rect(x, y + h - 1, w, 1, c)
            self._fill_rect(x, y, 1, h, c)
            self._fill_rect(x + w - 1, y, 1, h, c)

    def fill_rect(self, x, y, w, h, c):
        self._fill_rect(x, y, w, h, c)

    def line(self, x1, y1, x2, y2, c):
        """Bresenham line from (x1, y1) to (x2, y2), both ends drawn, clipped per pixel."""
        dx = x2 - x1
        if dx > 0:
            sx = 1
        else:
            dx = -dx
            sx = -1
        dy = y2 - y1
        if dy > 0:
            sy = 1
        else:
            dy = -dy
            sy = -1
        steep = dy > dx
        if steep:
            x1, y1 = y1, x1
            dx, dy = dy, dx
            sx, sy = sy, sx
        w = self._width
        h = self._height
        e = 2 * dy - dx
        for _ in range(dx):
            if steep:
                if 0 <= y1 < w and 0 <= x1 < h:
                    self._set(y1, x1, c)
            elif 0 <= x1 < w and 0 <= y1 < h:
                self._set(x1, y1, c)
            while e >= 0:
                y1 += sy
                e -= 2 * dx
            x1 += sx
            e += 2 * dy
        if 0 <= x2 < w and 0 <= y2 < h:
            self._set(x2, y2, c)

    def text(self, s, x, y, c=1):
        """8x8 text; bytes outside 32..127 (and each byte of a UTF-8 sequence) draw as chr(127)."""
        data = s.encode("utf-8") if isinstance(s, str) else bytes(s)
        w = self._width
        h = self._height
        buf = self._buf
        stride = self._stride
        pages = (h + 7) >> 3
        shift = y & 7
        p0 = y >> 3
        # A column of 8 font pixels lands in at most two pages; rows past the bottom are masked.
        masks = []
        for p in (p0, p0 + 1):
            m = 0
            if 0 <= p < pages:
                m = 0xFF if (p + 1) * 8 <= h else (1 << (h - p * 8)) - 1
            masks.append(m)
        for ch in data:
            if ch == 0:
                break
            if ch < 32 or ch > 127:
                ch = 127
            base = (ch - 32) * 8
            for j in range(8):
                if 0 <= x < w:
                    col = _FONT[base + j] << shift
                    for k in (0, 1):
                        bits = (col >> (8 * k)) & masks[k]
                        if bits:
                            i = (p0 + k) * stride + x
                            if c:
                                buf[i] |= bits
                            else:
                                buf[i] &= ~bits & 0xFF
                x += 1

    def blit(self, src, x, y, key=-1, palette=None):
        """Copy FrameBuffer src with its top-left at (x, y); pixels equal to key are skipped."""
        if not isinstance(src, FrameBuffer):
            raise TypeError("this framebuf stand-in blits only FrameBuffer objects")
        if x >= self._width or y >= self._height or -x >= src._width or -y >= src._height:
            return
        x0 = max(0, x)
        y0 = max(0, y)
        x1 = max(0, -x)
        y1 = max(0, -y)
        x0end = min(self._width, x + src._width)
        y0end = min(self._height, y + src._height)
        while y0 < y0end:
            cx1 = x1
            for cx0 in range(x0, x0end):
                col = src._get(cx1, y1)
                if palette is not None:
                    col = palette._get(col, 0)
                if col != (key & 0xFFFFFFFF):
                    self._set(cx0, y0, col)
                cx1 += 1
            y1 += 1
            y0 += 1

    def scroll(self, xstep, ystep):
        """Shift the image by (xstep, ystep); the uncovered strip keeps its old pixels."""
        xs = _scan(xstep, self._width)
        ys = _scan(ystep, self._height)
        if xs is None or ys is None:
            return
        sx, xend, dx = xs
        y, yend, dy = ys
        while y != yend:
            x = sx
            while x != xend:
                self._set(x, y, self._get(x - xstep, y - ystep))
                x += dx
            y += dy


def _scan(step, size):
    """(first, end, step) of a scroll's copy along an axis of `size` shifted by `step`: from the
    far end first, so no pixel is overwritten before it is read; None when nothing stays."""
    if step < 0:
        end = size + step
        return None if end <= 0 else (0, end, 1)
    end = step - 1
    return None if end >= size - 1 else (size - 1, end, -1)


def FrameBuffer1(buf, width, height, stride=None):  # noqa: N802 (MicroPython's name)
    """MicroPython's legacy MONO_VLSB constructor."""
    return FrameBuffer(buf, width, height, MONO_VLSB, stride)
