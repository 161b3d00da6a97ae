"""The game table (U2): renders an Observation and answers its decisions by clicks.

``TableWidget`` is the composed table; see ui/table/table.py.
"""

from ._refguard import guard_none_refcount

guard_none_refcount()  # before any painting (see _refguard.py)

from .table import TableWidget  # noqa: E402

__all__ = ["TableWidget"]
