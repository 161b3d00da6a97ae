"""The game history in the window: recording finished games, the Statistics and
History dialogs and the replay viewer (data from :mod:`sanjuan.store.history`)."""
