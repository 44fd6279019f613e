# Entry point of `python -m sim`.
import os
import sys

from sim.cli import main

try:
    sys.exit(main(sys.argv[1:]))
except BrokenPipeError:
    # The reader (e.g. `| head`) went away: stop quietly, as other command-line tools do.
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    sys.exit(1)
