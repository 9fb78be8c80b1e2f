"""Scenes and the stack that switches between them.

A scene never reaches into globals to change screens: its hooks return a transition
(:class:`Push`, :class:`Pop`, :class:`Replace`, :class:`Reset`) and the stack applies it.  The scene to go
to comes from the app by name (``Push(self.app.scene("setup", game))``, :mod:`fishgames.ui.routes`): a
scene never imports another.
Overlays (cover screen, in-game menu, dialogs) are scenes with ``opaque = False``: the
scenes below keep being drawn (not updated) underneath.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from fishgames.ui import legibility

if TYPE_CHECKING:  # pragma: no cover
    from fishgames.ui.input import Pointer


@dataclass
class Push:
    scene: Scene


@dataclass
class Pop:
    result: Any = None


@dataclass
class Replace:
    scene: Scene


@dataclass
class Reset:
    """Clear the whole stack and start over with ``scene`` (e.g. back to the menu)."""

    scene: Scene


Transition = Push | Pop | Replace | Reset | None


class Scene:
    """One screen.  pygame-gui elements go into ``self.root`` (killed on exit)."""

    opaque = True
    #: Its drawing covers every pixel of where it is laid out with opaque paint (a table's backdrop), so the app
    #: fills nothing around the stage first where it is laid out on the whole canvas (:meth:`App._draw_frame`).
    paints_all = False
    #: Scenes that may be left by the kiosk idle timer (tables autosave first).
    idle_returns_to_menu = False
    #: An overlay that pauses the game below it by design (the in-game menu): phones are told so and their
    #: moves refused until it closes.  Any other overlay (a cover, the rules help, a dialog) lets them play on.
    pauses_game = False

    #: The scene has a portrait arrangement: on a portrait screen (``display.portrait``) it is laid out on the
    #: whole canvas (1280 wide, taller than that), not on the 1280 × 720 stage across its middle.
    tall = False
    #: The least canvas height that arrangement is laid out in without overlaps (0: any portrait one): on a portrait
    #: screen less tall (nearer square: 3:4) the scene is laid out on the stage (``display.upright``).
    upright_least_h = 0
    #: Where on the canvas the scene is laid out instead of the stage (``App.stage_of``): the replay theatre (the whole
    #: canvas: its bar in the rows a 5:3 screen has under the stage) and the table it shows (upright: above the bar).
    hosted: pygame.Rect | None = None

    def __init__(self, app):
        self.app = app  # the fishgames.ui.app.App (not imported: the app imports every scene)
        self.root: pygame_gui.core.UIContainer | None = None

    #: Where the scene is laid out while the app draws it (:meth:`laid_out`).
    _stage_drawn: pygame.Rect | None = None

    @property
    def stage_rect(self) -> pygame.Rect:
        """Where this scene is laid out on the canvas: the stage, or the whole canvas (``tall``, portrait)."""
        kept = self._stage_drawn
        return pygame.Rect(kept) if kept is not None else self.app.stage_of(self)

    @contextmanager
    def laid_out(self):
        """While the app draws this scene, where it is laid out is asked once: a table's drawing asked
        ``App.stage_of`` 23–117 times a frame (each panel's place, ``L``, ``portrait``, ``stage_size``), and its
        answer changes only between frames (a new canvas, a host)."""
        self._stage_drawn = self.app.stage_of(self)
        try:
            yield
        finally:
            self._stage_drawn = None

    @property
    def stage_size(self) -> tuple[int, int]:
        """The size this scene lays out in (its ``draw`` gets a surface of it): 1280 × 720, or a portrait's."""
        return tuple(self.stage_rect.size)

    def tap_area(self, rect) -> pygame.Rect:
        """Where a tap on the button or target drawn at ``rect`` counts: grown to the tap floor inside this scene's
        stage, as ``draw_button`` grows it inside the surface it draws on (an upright 720 × 1280 table's whole
        canvas: inside the landscape 1280 × 720 Fischen's summary "Weiter" counted hundreds of pixels above where
        it showed).  The coach's rings round a target ask here too."""
        return legibility.tap_rect(rect, pygame.Rect((0, 0), self.stage_size))

    @property
    def portrait(self) -> bool:
        """Laid out in its portrait arrangement (a ``tall`` scene on a portrait screen)."""
        width, height = self.stage_size
        return height > width

    # -- lifecycle ------------------------------------------------------------------------
    def enter(self) -> None:
        self.root = pygame_gui.core.UIContainer(  # on the stage: widgets are placed as the scene draws
            pygame.Rect(self.stage_rect), self.app.ui, starting_height=self.app.stack.depth + 1
        )
        self.build()

    def build(self) -> None:
        """Create this scene's widgets in ``self.root`` (again after a language switch)."""

    def rebuild(self) -> None:
        if self.root is not None:
            self.root.kill()
        self.enter()

    def exit(self) -> None:
        if self.root is not None:
            self.root.kill()
            self.root = None

    def pause(self) -> None:
        if self.root is not None:
            self.root.hide()

    def resume(self, result: Any = None) -> None:
        if self.root is not None:
            self.root.show()

    # -- per frame ------------------------------------------------------------------------
    def handle(self, pointer: Pointer) -> Transition:
        return None

    def handle_ui(self, event: pygame.event.Event) -> Transition:
        """pygame-gui events (button pressed, …) of elements in this scene."""
        return None

    def handle_key(self, event: pygame.event.Event) -> Transition:
        return None

    def update(self, dt: float) -> Transition:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def phone_bridge(self):
        """The phones this scene's game is played with (a table's ``PhoneBridge``), or None."""
        return None


class SceneStack:
    def __init__(self):
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    @property
    def depth(self) -> int:
        return len(self.scenes)

    def apply(self, transition: Transition) -> None:
        if transition is None:
            return
        if isinstance(transition, Push):
            if self.top:
                self.top.pause()
            self.scenes.append(transition.scene)
            transition.scene.enter()
        elif isinstance(transition, Pop):
            if len(self.scenes) <= 1:
                return  # the bottom scene (the menu) is never popped away
            self.scenes.pop().exit()
            self.top.resume(transition.result)
        elif isinstance(transition, Replace):
            if self.scenes:
                self.scenes.pop().exit()
            self.scenes.append(transition.scene)
            transition.scene.enter()
        elif isinstance(transition, Reset):
            while self.scenes:
                self.scenes.pop().exit()
            self.scenes.append(transition.scene)
            transition.scene.enter()
        else:  # pragma: no cover - a programming error
            raise TypeError(f"not a transition: {transition!r}")

    @property
    def base(self) -> Scene | None:
        """The scene a frame's drawing starts from: the topmost opaque one (the bottom scene if none is)."""
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        return self.scenes[start] if self.scenes else None

    def draw(self, surface) -> None:
        """Draw from :attr:`base` upwards, so overlays show what lies below.  ``surface``: the one every scene
        draws on, or a function giving each scene its own (the app's: a portrait scene's is the whole canvas)."""
        if not self.scenes:
            return
        for scene in self.scenes[self.scenes.index(self.base):]:
            if callable(surface):  # (the app's frame)
                with scene.laid_out():
                    scene.draw(surface(scene))
            else:
                scene.draw(surface)

    def phones(self):
        """(The running game's ``PhoneBridge`` or None, and whether an overlay above its table pauses it.)"""
        paused = False
        for scene in reversed(self.scenes):
            bridge = scene.phone_bridge()
            if bridge is not None:
                return bridge, paused or scene.replaying
            paused = paused or scene.pauses_game
        return None, False

    def rebuild_all(self) -> None:
        """After a language switch: every scene re-creates its widgets."""
        for scene in self.scenes:
            scene.rebuild()
        for scene in self.scenes[:-1]:
            scene.pause()
