"""The frozen executable's entry script: the same as the installed `ghostparlor` command.

Kept outside the ghostparlor package on purpose: PyInstaller puts the entry script's folder
on the analysis path, and the package's own folder there would make its sub-packages
importable under wrong top-level names.
"""

import sys

from ghostparlor.cli import main

if __name__ == "__main__":
    # the search bots' worker processes (ghostparlor/ai/parallel.py) start this executable
    # again: freeze_support() runs them instead of a second window
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
