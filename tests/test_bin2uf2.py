# tools/bin2uf2.py writes what the RP2040 bootrom accepts: 512-byte UF2 blocks of 256-byte pages.
import os
import struct
import subprocess
import sys

from tools import bin2uf2

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _blocks(uf2):
    """Each block's header words, payload and end magic, read at the UF2 spec's offsets."""
    assert len(uf2) % 512 == 0
    out = []
    for off in range(0, len(uf2), 512):
        words = struct.unpack_from("<8I", uf2, off)
        out.append((words, uf2[off + 32:off + 32 + 476],
                    struct.unpack_from("<I", uf2, off + 508)[0]))
    return out


def test_an_image_becomes_one_block_per_256_bytes_at_flash_addresses():
    image = bytes((i * 7 + 3) & 0xFF for i in range(600))
    blocks = _blocks(bin2uf2.convert(image))
    assert len(blocks) == 3
    payload = b""
    for n, (words, data, end) in enumerate(blocks):
        start0, start1, flags, addr, size, block_no, count, family = words
        assert (start0, start1, end) == (0x0A324655, 0x9E5D5157, 0x0AB16F30)
        assert flags == 0x00002000  # familyID present
        assert family == 0xE48BFF56  # RP2040
        assert addr == 0x10000000 + 256 * n
        assert (size, block_no, count) == (256, n, 3)
        assert data[256:] == bytes(220)  # the unused part of the data field is zero
        payload += data[:256]
    # The last page is padded with zeros to a whole page.
    assert payload == image + bytes(3 * 256 - 600)


def test_an_exact_number_of_pages_has_no_extra_block():
    blocks = _blocks(bin2uf2.convert(bytes(512), base=0x10004000, family=0x12345678))
    assert [(w[3], w[5], w[6], w[7]) for w, _, _ in blocks] == [
        (0x10004000, 0, 2, 0x12345678), (0x10004100, 1, 2, 0x12345678)]


def test_the_command_line_writes_the_file_and_refuses_an_empty_image(tmp_path):
    src = tmp_path / "fw.bin"
    src.write_bytes(b"\x01" * 300)
    dst = tmp_path / "fw.uf2"
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "bin2uf2.py"), str(src),
                        str(dst)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert dst.read_bytes() == bin2uf2.convert(b"\x01" * 300)
    assert "2 blocks" in r.stdout
    src.write_bytes(b"")
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "bin2uf2.py"), str(src),
                        str(dst)], capture_output=True, text=True)
    assert r.returncode == 2 and "empty" in r.stderr
