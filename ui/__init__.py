"""Qt user interface of San Juan."""
