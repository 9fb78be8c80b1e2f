"""How the shell finds a game: its spec in the registry and its table scene in ``games/<name>/scene.py``.

A game counts as *built* when both exist; every other name of ``registry.ALL_GAMES`` is shown as
"coming soon".  The scene module exposes ``SCENE``, a :class:`~fishgames.ui.table.TableScene` subclass
with ``start(app, spec, config, seats, seed, level)`` and ``resume_record(app, record)``.
"""

from __future__ import annotations

import importlib
import importlib.resources
import logging
from collections.abc import Callable

from fishgames.core import GameCode, GameSpec, Seat, registry
from fishgames.core.codes import random_seed
from fishgames.core.spec import KIOSK
from fishgames.i18n import t
from fishgames.ui import fine, pages_ahead
from fishgames.ui.scene import Push, Transition

log = logging.getLogger(__name__)

#: name -> scene class (``None`` = not built); filled lazily, tests may put toy scenes here.
_scenes: dict[str, type | None] = {}


def menu_games() -> tuple[str, ...]:
    """The tiles of the menu, in the product's order."""
    return registry.ALL_GAMES


def spec(name: str) -> GameSpec | None:
    try:
        return registry.get(name)
    except KeyError:
        return None


def scene_class(name: str) -> type | None:
    """The game's TableScene subclass, or ``None`` when its scene module does not exist yet."""
    if name not in _scenes:
        module_name = f"fishgames.games.{name}.scene"
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as error:
            if error.name not in (module_name, f"fishgames.games.{name}"):
                raise  # a real import error inside a built game must not pass as "coming soon"
            _scenes[name] = None
        else:
            _scenes[name] = getattr(module, "SCENE", None)
    return _scenes[name]


def is_built(name: str) -> bool:
    """Whether ``name`` can be played.  Cheap until first asked for real: the menu calls this every
    frame, so before the scene was imported it only looks for ``games/<name>/scene.py``."""
    if name not in _scenes:
        return _scene_file(name)
    return _scenes[name] is not None and spec(name) is not None


def game_part(game: str, part: str):
    """The module ``fishgames.games.<game>.<part>`` (a table's coach targets, a guided game...), or None where
    the game has none; a real import error inside it is raised, never taken for "none"."""
    name = f"fishgames.games.{game}.{part}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name not in (name, f"fishgames.games.{game}"):
            raise
        return None


def deals(module) -> tuple[tuple[int, tuple], ...]:
    """A guide's deals as (seed, steps): its ``DEALS`` (a game whose learners each get one of several), else
    its one ``SEED`` and ``STEPS``."""
    own = getattr(module, "DEALS", None)
    if own:
        return tuple(own)
    return ((module.SEED, module.STEPS),) if getattr(module, "STEPS", ()) else ()


def has_guide(game: str) -> bool:
    """Whether ``game`` has a guided first game ("Learn to play": ``games/<game>/guide.py`` with its deals)."""
    module = game_part(game, "guide")
    return module is not None and bool(deals(module))


def _scene_file(name: str) -> bool:
    try:
        folder = importlib.resources.files("fishgames.games")
    except ModuleNotFoundError:  # pragma: no cover - a broken install
        return False
    return (folder / name / "scene.py").is_file()


def playable(name: str) -> bool:
    """The real check before starting or resuming: the scene imports and the game is registered."""
    return scene_class(name) is not None and spec(name) is not None


def built_games() -> list[str]:
    return [name for name in menu_games() if is_built(name)]


def title(name: str) -> str:
    """The game's own title key if it has one, else the shell's fallback."""
    for key in (f"{name}.title", f"menu.game.{name}.title"):
        if t.has(key):
            return t(key)
    return name


def pitch(name: str) -> str:
    """The game's one-line pitch (its ``pitch_key`` is ``<name>.pitch`` by convention; looking the spec
    up would import every game on the menu's first frame)."""
    for key in (f"{name}.pitch", f"menu.game.{name}.pitch"):
        if t.has(key):
            return t(key)
    return ""


def level_name(level: str) -> str:
    """A level's name; a kiosk's capped level (``pro@kiosk``) says so ("Kiosk pro")."""
    base, kiosk, _ = level.partition(KIOSK)
    key = f"level.{base}"
    name = t(key) if t.has(key) else base
    return t("level.on_kiosk", level=name) if kiosk else name


def default_name(seat: int) -> str:
    return t("setup.player_n", n=seat + 1)


def bot_name(seat: int) -> str:
    """A short, friendly fish name per bot seat (seat 0 is usually the human)."""
    key = f"names.bot.{seat % 6 + 1}"
    return t(key) if t.has(key) else t("table.seat", n=seat + 1)


def code_seats(game: GameSpec, code: GameCode, human_name: str | None = None) -> list[Seat]:
    """The seats for a code: those a code of mixed levels names (``H`` a human, the first named ``human_name``), else
    seat 0 human and the rest bots of the code's level."""
    kinds = code.seats or (None,) + (code.level,) * (code.players - 1)
    humans = [i for i, level in enumerate(kinds) if level is None]
    return [Seat("human", None, (human_name if i == humans[0] else None) or default_name(i)) if level is None
            else Seat("bot", level, bot_name(i)) for i, level in enumerate(kinds)]


def start_scene(app, name: str, seats: list[Seat], seed: int | None = None, level: str = "normal",
                options: dict | None = None):
    """A new table scene of ``name`` (a fresh random seed unless one is given)."""
    game = spec(name)
    cls = scene_class(name)
    config = game.config(len(seats), **(options or {}))
    return cls.start(app, game, config, list(seats), random_seed() if seed is None else seed, level)


def coming_soon(app, name: str) -> None:
    app.notify("menu.coming_soon_message", game=title(name))


def ask_before_replacing(app, game: str, start: Callable[[], Transition]) -> Transition:
    """Every way into a new game goes through here: ``start()`` at once when nothing of ``game`` is saved (or
    on a kiosk), else first "Replace your saved game?" (``scenes/replace_saved.py``), which calls ``start()``
    only on "Start a new game" (after closing itself, so ``start`` sees the stack as it was)."""
    if app.kiosk or not app.disk.has_autosave(game):
        return start()
    return Push(app.scene("replace_saved", game, start))


def opened(app, table, transition: Callable = Push) -> Transition:
    """How a table opened with no screen before it that drew its art ahead comes up (a code at start-up, Continue):
    over ``pages_ahead.FROM_SCALE`` (2560 × 1440, 4K) prepared for a few frames first (``scenes/preparing.py``:
    its first frame at 4K was 59-65 ms), else at once (``transition``: ``Push``, or ``Reset`` from a tool)."""
    if fine.k <= pages_ahead.FROM_SCALE:
        return transition(table)
    return transition(app.scene("preparing", table))


def open_start(app, game: str | None = None, code: GameCode | None = None) -> Transition:
    """What ``fishgames --game X [--code C]`` opens on top of the menu (never raises for an unbuilt game); a
    code over a saved game of its kind asks first ("Replace your saved game?")."""
    name = game or (code.game if code else None)
    if name is None:
        return None
    if not playable(name):
        coming_soon(app, name)
        return None
    if code is not None:
        spec_ = spec(name)
        try:
            code = GameCode.parse(str(code).rpartition(":")[2], game=name)
        except ValueError as error:
            app.notify(getattr(error, "reason_key", "error.code_format"))
            log.info("rejected code: %s", error)
            return None
        last = app.settings.last_setup.get(name, {})
        human = next((s.get("name") for s in last.get("seats", []) if s.get("kind") == "human"), None)
        seats = code_seats(spec_, code, human)
        return ask_before_replacing(app, name, lambda: opened(app, start_scene(app, name, seats, code.seed, code.level)))
    return Push(app.scene("setup", name))
