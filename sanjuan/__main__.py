"""``python -m sanjuan`` runs the ``sanjuan`` command."""

import sys

from .cli import main

sys.exit(main())
