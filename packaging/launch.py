"""Entry point of the frozen (PyInstaller) application."""

import sys

from ui.cli import main

if __name__ == "__main__":
    sys.exit(main())
