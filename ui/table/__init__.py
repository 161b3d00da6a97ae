"""The game table (U2): renders an Observation and answers its decisions by clicks.

``TableWidget`` is the composed table; see ui/table/table.py.
"""

from ui.table.table import TableWidget

__all__ = ["TableWidget"]
