# Turns a raw RP2040 flash image (.bin) into a UF2 file for the Pico's BOOTSEL drive (no picotool).
"""UF2 (https://github.com/microsoft/uf2): the file is a run of 512-byte blocks, each carrying 256
bytes of the image, its flash address and the RP2040 family id; the bootrom writes every block
it receives to its address and reboots once it has counted `numBlocks` of them.

    python3 tools/bin2uf2.py firmware.bin firmware.uf2 [--base 0x10000000] [--family 0xe48bff56]
"""
import argparse
import struct
import sys

MAGIC_START0 = 0x0A324655  # "UF2\n"
MAGIC_START1 = 0x9E5D5157
MAGIC_END = 0x0AB16F30
FLAG_FAMILY_ID = 0x00002000  # the word before the data holds a family id, not a file size
RP2040_FAMILY = 0xE48BFF56
FLASH_BASE = 0x10000000  # XIP flash as the RP2040 maps it; a .bin starts at flash offset 0
BLOCK_SIZE = 512
PAYLOAD = 256  # the RP2040 bootrom accepts only 256-byte payloads (one flash page)
DATA_FIELD = 476  # bytes between the 32-byte header and the 4-byte end magic
_HEADER = struct.Struct("<8I")


def convert(image, base=FLASH_BASE, family=RP2040_FAMILY):
    """Return the UF2 bytes for `image` (bytes) written from address `base`; the last payload
    is padded with zeros to a whole page."""
    if not image:
        raise ValueError("bin2uf2: the image is empty")
    if base % PAYLOAD:
        raise ValueError("bin2uf2: base address 0x%x is not a multiple of %d" % (base, PAYLOAD))
    count = (len(image) + PAYLOAD - 1) // PAYLOAD
    out = bytearray()
    for n in range(count):
        chunk = image[n * PAYLOAD:(n + 1) * PAYLOAD]
        out += _HEADER.pack(MAGIC_START0, MAGIC_START1, FLAG_FAMILY_ID, base + n * PAYLOAD,
                            PAYLOAD, n, count, family)
        out += chunk + bytes(DATA_FIELD - len(chunk))
        out += struct.pack("<I", MAGIC_END)
    return bytes(out)


def main(argv=None):
    """Command line: read the .bin, write the .uf2, print one summary line."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("bin")
    ap.add_argument("uf2")
    ap.add_argument("--base", type=lambda s: int(s, 0), default=FLASH_BASE)
    ap.add_argument("--family", type=lambda s: int(s, 0), default=RP2040_FAMILY)
    args = ap.parse_args(argv)
    with open(args.bin, "rb") as f:
        image = f.read()
    try:
        uf2 = convert(image, args.base, args.family)
    except ValueError as e:
        print(e, file=sys.stderr)
        return 2
    with open(args.uf2, "wb") as f:
        f.write(uf2)
    print("bin2uf2: %s (%d bytes) -> %s (%d blocks at 0x%08x)"
          % (args.bin, len(image), args.uf2, len(uf2) // BLOCK_SIZE, args.base))
    return 0


if __name__ == "__main__":
    sys.exit(main())
