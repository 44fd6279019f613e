# Builds and reads the emulated Pico's filesystem: littlefs images as MicroPython's rp2 port lays
# them out.
"""MicroPython rp2 (RPI_PICO) littlefs images: 4096-byte blocks x 352, progsize 256, caches 1024.

  lfs.py mk OUT.img [--put DIR]... [--file SRC:DEST]... [--skip NAME]...
      DIR's contents go to the filesystem root, like `cd DIR && mpremote cp -r $(ls -A) :`.
  lfs.py ls IMG             list files with sizes
  lfs.py get IMG PATH OUT   copy one file out (exit 3 when it does not exist)
  lfs.py extract IMG DIR    copy every file and folder out into DIR
"""
import os
import sys

from littlefs import LittleFS

BLOCK = 4096
COUNT = 352
READ = 32
PROG = 256
# MicroPython's VfsLfs2 sizes its caches 4 x max(read, prog) (extmod/vfs_lfsx.c), and littlefs
# keeps files up to about that size inline in their directory: a reader with smaller caches
# refuses such a file (LFS_ERR_CORRUPT) that the chip reads fine.
CACHE = min(BLOCK, 4 * max(READ, PROG))


def new_fs():
    return LittleFS(block_size=BLOCK, block_count=COUNT, read_size=READ, prog_size=PROG,
                    cache_size=CACHE, lookahead_size=32, name_max=255)


def open_fs(path):
    fs = LittleFS(block_size=BLOCK, block_count=COUNT, read_size=READ, prog_size=PROG,
                  cache_size=CACHE, lookahead_size=32, name_max=255, mount=False)
    with open(path, "rb") as f:
        data = f.read()
    fs.context.buffer = bytearray(data)
    fs.mount()
    return fs


def put_file(fs, src, dest):
    parts = dest.strip("/").split("/")
    for i in range(1, len(parts)):
        d = "/".join(parts[:i])
        try:
            fs.mkdir(d)
        except Exception:
            pass
    with open(src, "rb") as f:
        data = f.read()
    with fs.open("/".join(parts), "wb") as out:
        out.write(data)
    return len(data)


def main(argv):
    cmd = argv[0]
    if cmd == "mk":
        out = argv[1]
        fs = new_fs()
        args = argv[2:]
        skip = set()
        jobs = []
        i = 0
        while i < len(args):
            if args[i] == "--skip":
                skip.add(args[i + 1].strip("/"))
            else:
                jobs.append((args[i], args[i + 1]))
            i += 2
        n = total = 0
        for kind, val in jobs:
            if kind == "--put":
                for root, dirs, files in os.walk(val):
                    dirs.sort()
                    for name in sorted(files):
                        src = os.path.join(root, name)
                        rel = os.path.relpath(src, val).replace(os.sep, "/")
                        if rel in skip or "__pycache__" in rel:
                            continue
                        total += put_file(fs, src, rel)
                        n += 1
            elif kind == "--file":
                src, dest = val.split(":", 1)
                total += put_file(fs, src, dest)
                n += 1
        with open(out, "wb") as f:
            f.write(fs.context.buffer)
        print("lfs: %d files, %d bytes -> %s" % (n, total, out), file=sys.stderr)
    elif cmd == "ls":
        fs = open_fs(argv[1])
        for root, _dirs, files in fs.walk("/"):
            for name in files:
                p = root.rstrip("/") + "/" + name
                print("%7d %s" % (fs.stat(p).size, p))
    elif cmd == "get":
        fs = open_fs(argv[1])
        try:
            with fs.open(argv[2], "rb") as f:
                data = f.read()
        except FileNotFoundError:
            print("lfs: no such file: %s" % argv[2], file=sys.stderr)
            sys.exit(3)
        with open(argv[3], "wb") as out:
            out.write(data)
    elif cmd == "extract":
        fs = open_fs(argv[1])
        for root, _dirs, files in fs.walk("/"):
            rel = root.strip("/")
            os.makedirs(os.path.join(argv[2], rel), exist_ok=True)
            for name in files:
                with fs.open(root.rstrip("/") + "/" + name, "rb") as f:
                    data = f.read()
                with open(os.path.join(argv[2], rel, name), "wb") as out:
                    out.write(data)
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
