# A stand-in for mpremote in the flash test: logs each call and copies files to a folder "board".
# The board folder is $FAKE_BOARD; the log (one JSON list of arguments per call, with the working
# directory first) is $FAKE_BOARD.log. Only what `make flash`, `make repl` and `make logs` use is
# understood.
import json
import os
import shutil
import sys


def main(argv):
    board = os.environ["FAKE_BOARD"]
    with open(board + ".log", "a") as log:
        log.write(json.dumps([os.getcwd()] + argv) + "\n")
    args = list(argv)
    if args[:1] == ["connect"]:
        args = args[2:]
    if args[:2] == ["mip", "install"]:
        os.makedirs(os.path.join(board, "lib"), exist_ok=True)
        for name in args[2:]:
            # The real driver comes from micropython-lib; the test stand-in plays its part.
            src = os.path.join(os.path.dirname(__file__), "mpboard", name + ".py")
            shutil.copy(src, os.path.join(board, "lib", name + ".py"))
        return 0
    if args[:2] == ["cp", "-r"] and args[2].startswith(":"):
        # Off the board (make logs): into a destination that does not exist yet, as mpremote
        # copies a folder's contents there.
        src = os.path.join(board, args[2][1:])
        if not os.path.isdir(src):
            sys.stderr.write("mpremote: cp: %s: No such file or directory\n" % args[2])
            return 1
        shutil.copytree(src, args[3])
        return 0
    if args[:2] == ["cp", "-r"]:
        end = args.index(":")
        for src in args[2:end]:
            dst = os.path.join(board, os.path.basename(src))
            if os.path.isdir(src):
                shutil.copytree(src, dst, dirs_exist_ok=True)
            else:
                shutil.copy(src, dst)
        return 0
    sys.stderr.write("fake mpremote: unexpected arguments %r\n" % (argv,))
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
