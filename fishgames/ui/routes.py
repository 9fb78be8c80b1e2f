"""The screens of the shell by name: the one place that knows every scene (the app's composition root).

A scene that opens another asks the app for it by route, ``Push(self.app.scene("setup", game))``, and never
imports the other scene's module; so a scene module imports the scene base, the widgets and
:mod:`fishgames.ui.games`, and a new screen is one line here.  ``tests/test_import_graph.py`` keeps it so.
A route names what makes the scene: a class, or a function of the same arguments (``app`` first).

start-up: a route's module is imported when the route is first opened, not with the app: importing every
scene at start-up cost 0.17 s of CPU more (≈ 20 %, 2026-12-05, ``python -m fishgames --smoke-frames 1``, the
median of 6 runs each, alternated).  ``tests/test_import_graph.py`` counts these imports like any other.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from fishgames.ui.scene import Scene

#: route -> (module, name in it) of what makes the scene.
ROUTES: dict[str, tuple[str, str]] = {
    "menu": ("fishgames.ui.scenes.menu", "MenuScene"),  # (app)
    "setup": ("fishgames.ui.scenes.setup", "SetupScene"),  # (app, game)
    "settings": ("fishgames.ui.scenes.settings", "SettingsScene"),  # (app)
    "statistics": ("fishgames.ui.scenes.statistics", "StatisticsScene"),  # (app)
    "rules_help": ("fishgames.ui.scenes.rules_help", "RulesHelpScene"),  # (app, game=None, paragraph=None)
    "code_picker": ("fishgames.ui.scenes.codepicker", "CodePickerScene"),  # (app, game, players, level, …)
    "level_picker": ("fishgames.ui.scenes.levelpicker", "LevelPickerScene"),  # (app, game, seat, current)
    "name_pad": ("fishgames.ui.scenes.namepad", "NamePadScene"),  # (app, seat, name, choices, taken)
    "pin_pad": ("fishgames.ui.scenes.pinpad", "PinPadScene"),  # (app, mode="unlock")
    "replace_saved": ("fishgames.ui.scenes.replace_saved", "ReplaceSavedScene"),  # (app, game, start)
    "guided_game": ("fishgames.ui.guide", "start_guided"),  # (app, game): a table with its narrator
    "preparing": ("fishgames.ui.scenes.preparing", "PreparingScene"),  # (app, table): its art made first
    "cover": ("fishgames.ui.scenes.cover", "CoverScene"),  # (app, seat, name, prepare=None, table=None)
    "ingame_menu": ("fishgames.ui.scenes.ingame_menu", "InGameMenuScene"),  # (app, table)
    "results": ("fishgames.ui.scenes.results", "ResultsScene"),  # (app, table, summary)
    "game_list": ("fishgames.ui.scenes.game_list", "GameListScene"),  # (app, game)
    "watch_history": ("fishgames.ui.scenes.replay", "watching_history_game"),  # (app, row_id)
    "watch_file": ("fishgames.ui.scenes.replay", "watching_file"),  # (app, path)
}


def maker(route: str) -> Callable[..., Scene]:
    module, name = ROUTES[route]
    return getattr(importlib.import_module(module), name)


def scene(app, route: str, *args, **kwargs) -> Scene:
    """A new scene of ``route`` (a name of :data:`ROUTES`; another name is a KeyError, never a silent no-op)."""
    return maker(route)(app, *args, **kwargs)
