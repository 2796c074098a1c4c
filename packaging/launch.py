"""Entry script of the PyInstaller bundle (packaging/dokodesk.spec): the `dokodesk` command."""

import multiprocessing
import sys

from dokodesk.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a frozen child process must not start the app again
    sys.exit(main())
