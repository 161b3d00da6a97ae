"""The game's sounds (issue 35): the playback (:mod:`ui.sound.player`), the board that
follows the settings (:mod:`ui.sound.board`), the one place that turns game events into
sounds (:mod:`ui.sound.cues`) and what the system says about muting
(:mod:`ui.sound.system`)."""
