"""The app shell's scenes: menu, setup (+ code picker, level picker, name pad), settings, statistics (+ game
list, replay theatre), rules help, cover screen, results, in-game menu and the kiosk PIN pad.  A scene never
imports another: it asks the app for the next one by name (``self.app.scene("setup", game)``), and
:mod:`fishgames.ui.routes` is the one module that imports them all.  ``common``, ``scroll``, ``tile_art``,
``closed_by_back`` and ``replay_bar`` are their shared kit."""
