"""The guided first game: coach bubble and controller (see sanjuan/learn/tutorial.py)."""

from ui.learn.tutorial.controller import TutorialController

__all__ = ["TutorialController"]
