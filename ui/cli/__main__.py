"""``python -m ui.cli``: the ``sanjuan`` command run from a source checkout."""

import sys

from ui.cli import main

sys.exit(main())
