# Stand-in for micropython-lib's ssd1306 driver: its class name and framebuf base, no I2C.
import framebuf

frames = []


class SSD1306_I2C(framebuf.FrameBuffer):  # noqa: N801 (the driver's own name)
    def __init__(self, width, height, i2c, addr=0x3C, external_vcc=False):
        self.width = width
        self.height = height
        self.buffer = bytearray(height // 8 * width)
        super().__init__(self.buffer, width, height, framebuf.MONO_VLSB)
        self.level = 255

    def show(self):
        frames.append(1)

    def contrast(self, v):
        self.level = v
