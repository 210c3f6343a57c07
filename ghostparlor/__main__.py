"""`python -m ghostparlor` is the same as the `ghostparlor` command."""

import sys

from ghostparlor.cli import main

if __name__ == "__main__":
    sys.exit(main())
