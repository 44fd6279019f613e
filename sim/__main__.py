# Entry point of `python -m sim`.
import sys

from sim.cli import main

sys.exit(main(sys.argv[1:]))
