"""Small drawing and animation pieces shared by the game tables: shadowed and fitted text, score pop-ups.

(Static panels cached on the backdrop are :meth:`fishgames.ui.table.TableScene.panel`; card flights are
:mod:`fishgames.ui.flight`.)
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from fishgames.ui import art, theme
from fishgames.ui.anim import Animation, Animator, Call, Parallel, Sequence
from fishgames.ui.flight import Fade, Flight
from fishgames.ui.sprites import Sprite

TEXT_SHADOW = (6, 20, 36)


def shadowed(surface, text: str, size: int, colour, bold: bool = True, **anchor) -> pygame.Rect:
    """Text with a soft dark drop, readable on the lit water; ``anchor`` places it (``center=...``)."""
    img = theme.text(text, size, colour, bold)
    rect = img.get_rect(**anchor)
    surface.blit(theme.text(text, size, TEXT_SHADOW, bold), rect.move(2, 2))
    surface.blit(img, rect)
    return rect


@lru_cache(maxsize=256)
def fitted(text: str, width: int, size: int, colour, bold: bool = True) -> pygame.Surface:
    """Text shrunk (not cut) until it fits ``width`` (never below 16 px)."""
    return art.fit_text(text, width, size, colour, bold)


def draw_stack(surface, pile: pygame.Rect, layers: int, back: pygame.Surface, shadow: pygame.Surface,
               drop: int = 4, radius: int = 8) -> None:
    """A face-down pile drawn as ``layers`` backs, each a little up and left of the one below (with its
    shadow ``drop`` px lower); no layers leave the pile's outline."""
    for i in range(layers):
        off = (layers - 1 - i) * 3
        surface.blit(shadow, (pile.x + 2 - off, pile.y + drop - off))
        surface.blit(back, (pile.x - off, pile.y - off))
    if not layers:
        pygame.draw.rect(surface, (60, 96, 128), pile, 3, border_radius=radius)


class ViewerAtBottom:
    """Seats around the table with one at the bottom: the viewer, or the last one while the table is covered
    (a mixin before TableScene; speech bubbles of the seats along the top point down)."""

    _bottom: int | None = None

    @property
    def bottom(self) -> int:
        if self.viewer is not None:
            self._bottom = self.viewer
        elif self._bottom is None:
            self._bottom = self.humans[0] if self.humans else 0
        return self._bottom

    @property
    def players(self) -> int:
        return self.match.config.players

    def bubble_side(self, seat: int) -> str:
        return "above" if seat == self.bottom else "below"


class PresenterBase:
    """The small verbs of a table's ``present`` half (a mixin on a TableScene with a ``flying`` list)."""

    def d(self, seconds: float) -> float:
        """A design duration scaled by the animation-speed setting."""
        return self.animator.seconds(seconds)

    def queue(self, *steps: Animation) -> None:
        """Play ``steps`` one after another, after everything queued before."""
        self.animator.play(Sequence(*steps))

    def launch(self, sprite) -> None:
        if sprite not in self.flying:
            self.flying.append(sprite)

    def land(self, sprite) -> None:
        if sprite in self.flying:
            self.flying.remove(sprite)

    def sound(self, name: str) -> None:
        self.app.sound.play(name)


def score_popup(animator: Animator, popups: list, text: str, colour, path, duration: float) -> None:
    """A score change (−3, +7) that rises from ``path[0]`` to ``path[1]`` and fades; not blocking.

    The sprite sits in ``popups`` (the scene draws them) until it has faded.
    """
    img = art.outlined_text(text, theme.TITLE, colour, theme.INK, width=3)
    start, end = path
    sprite = Sprite(img, start)
    popups.append(sprite)

    def gone():
        if sprite in popups:
            popups.remove(sprite)

    animator.add_ambient(Sequence(Parallel(Flight(sprite, end, duration), Fade(sprite, duration)), Call(gone)))
