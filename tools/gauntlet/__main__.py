# `python -m tools.gauntlet`: the gauntlet table and the ladder (run.main).
import sys

from .run import main

sys.exit(main())
