"""Small drawing and animation pieces shared by the game tables: piles, the row of seat plates, the hand
icon, score pop-ups.

The mixins: :class:`ViewerAtBottom`, :class:`PresenterBase`, :class:`ShownView`.
(Static panels cached on the backdrop are :meth:`fishgames.ui.table.TableScene.panel`; card flights are
:mod:`fishgames.ui.flight`; shadowed and fitted text is :mod:`fishgames.ui.text`.)
"""

from __future__ import annotations

from functools import partial

import pygame

from fishgames.ui import art, pen, sprites, theme, widgets
from fishgames.ui.anim import Animation, Animator, Call, Parallel, Sequence
from fishgames.ui.flight import Fade, Flight
from fishgames.ui.sprites import Sprite


def glow_spec(size, colour, radius: int = 14) -> tuple:
    """A ``widgets.draw_glow`` ring around a ``size`` rect, as art a table lists (``art_specs``) to have it
    blurred ahead: a first glow costs a gaussian blur (~5 ms), every later one a blit."""
    return ("glow", (int(size[0]), int(size[1])), radius, tuple(colour[:3]))


def plate_glow_specs(rects, players: int) -> list[tuple]:
    """The glows around seat plates at ``rects`` as art a table lists: in every seat's colour (whose turn it
    is) and in the theme's glow (a plate to tap), at each rect's size and at the size a ``SeatPlate`` widens
    it to (tables glow a plate's rect on the screen, the plate its own inside its cached picture)."""
    sizes = {pygame.Rect(rect).size for rect in rects}
    sizes |= {widgets.SeatPlate(0, pygame.Rect((0, 0), size)).rect.size for size in sizes}
    colours = [theme.GLOW, *(theme.seat_colour(seat) for seat in range(players))]
    return [glow_spec(size, colour) for size in sorted(sizes) for colour in colours]


def _glow_once(size, radius: int, colour) -> pygame.Surface:
    """Draws the ring once through ``widgets.draw_glow`` (whose own cache then keeps it) onto a scratch pixel;
    the shared cache keeps only that pixel, as the note that the ring is ready."""
    scratch = pygame.Surface((1, 1))
    widgets.draw_glow(scratch, pygame.Rect((0, 0), size), colour, 1.0, radius)
    return scratch


sprites.register("glow", _glow_once, scaled=False)


def cached_spec(picture, *args) -> tuple:
    """A picture kept by a game's own cache (``picture(*args)``, an ``lru_cache`` function such as a token) as
    art a table lists, so the set-up draws it ahead."""
    return ("cached", (1, 1), picture, *args)


def _cached_once(size, picture, *args) -> pygame.Surface:
    """Draws ``picture(*args)`` once (its own cache keeps it); the shared cache keeps a scratch pixel as the note."""
    picture(*args)
    return pygame.Surface((1, 1))


sprites.register("cached", _cached_once, scaled=False)


def font_specs(*sizes: int) -> list[tuple]:
    """The theme's fonts at ``sizes`` (both weights) as art a table lists: loading one from disk costs a
    few milliseconds, so the set-up loads the ones the table's first frame writes with."""
    return [("font", (1, 1), size, bold) for size in sizes for bold in (False, True)]


def _font_once(size, px: int, bold: bool) -> pygame.Surface:
    """Loads ``theme.font`` (which keeps it); the shared cache keeps a scratch pixel as the note."""
    theme.font(px, bold)
    if not bold:
        theme.font(px)  # its cache keeps font(18) apart from font(18, False)
    return pygame.Surface((1, 1))


sprites.register("font", _font_once, scaled=False)


def draw_stack(surface, pile: pygame.Rect, layers: int, back: pygame.Surface, shadow: pygame.Surface,
               drop: int = 4, radius: int = 8) -> None:
    """A face-down pile drawn as ``layers`` backs, each a little up and left of the one below (with its
    shadow ``drop`` px lower); no layers leave the pile's outline."""
    for i in range(layers):
        off = (layers - 1 - i) * 3
        surface.blit(shadow, (pile.x + 2 - off, pile.y + drop - off))
        surface.blit(back, (pile.x - off, pile.y - off))
    if not layers:
        pen.rect(surface, (60, 96, 128), pile, 3, border_radius=radius)


def plates_across(row, players: int, bottom: int, widest: int, gap: int) -> dict[int, pygame.Rect]:
    """The other seats' plates side by side in ``row`` (as high as it), clockwise from the bottom seat's left:
    ``widest`` px each, narrower where the row has less room, the whole line of them centred in the row."""
    row = pygame.Rect(row)
    others = [(bottom + k) % players for k in range(1, players)]
    width = min(widest, (row.w - gap * (len(others) - 1)) // max(1, len(others)))
    total = width * len(others) + gap * (len(others) - 1)
    x = row.centerx - total // 2
    return {seat: pygame.Rect(x + i * (width + gap), row.y, width, row.h) for i, seat in enumerate(others)}


def fanned_cards(size, colour, *, card_w: float, shade: float, turn: int, left: float, step: float) -> pygame.Surface:
    """A plate's hand icon: two cards fanned, the back one darker by ``shade``, each ``card_w`` of the icon
    wide, tilted 14° and ``14 - turn``°, their centres at ``left`` and ``left + step`` of its width."""
    w, h = size
    big = art.canvas(w * art.SS, h * art.SS)
    cw, ch = int(w * card_w * art.SS), int(h * 0.9 * art.SS)
    for i, face in enumerate((art.darken(colour, shade), colour)):
        card = pygame.Surface((cw, ch), pygame.SRCALPHA)
        pen.rect(card, theme.CREAM, card.get_rect(), border_radius=3 * art.SS)
        pen.rect(card, face, card.get_rect().inflate(-3 * art.SS, -3 * art.SS), border_radius=2 * art.SS)
        card = pygame.transform.rotate(card, 14 - turn * i)
        big.blit(card, card.get_rect(center=(big.get_width() * (left + step * i), big.get_height() / 2)))
    return art.downsample(big, size)


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

    def handler(self, seen):
        """The method that turns an event (as the viewer sees it) into animation: ``_on_<kind>``, or None
        for an event the table does not animate.  Every table's ``present`` asks here, so a new event
        kind is shown by adding one method."""
        return getattr(self, "_on_" + seen.kind, None) if seen is not None else None

    def queue_log(self, event) -> None:
        """Write ``event``'s log line once what is queued so far has played (tables with ``paced_log``)."""
        line = self.describe(event)
        if line:
            self.queue(Call(partial(self.log_line, line)))


class ShownView:
    """A table that draws the view its animation has reached, not the match's latest one (a mixin).

    The match runs ahead of the animation.  The table keeps ``shown``, a mutable snapshot of the view
    its drawing has reached, and — through a match listener — the snapshot right after each action,
    which its presenter takes as the end point of that action's animation.  When the match moved on
    without an animation (a resumed game, another viewer), ``_sync`` jumps ``shown`` to now.  The game
    supplies ``snapshot(view)``.
    """

    shown: dict

    @staticmethod
    def snapshot(view: dict) -> dict:  # pragma: no cover - every table supplies its own
        """The parts of a view the table shows, as a mutable copy."""
        raise NotImplementedError

    def track_views(self, match, snapshots: bool = True) -> None:
        """Start tracking the drawn view (call once, in ``__init__``); with ``snapshots`` also keep the view
        right after every action of ``match`` (tables whose animations end on the latest view need none)."""
        self._snaps: list[dict] = []
        self._synced = None
        if snapshots:
            match.listeners.append(self._snap)

    def _snap(self, seat, action, events) -> None:
        """Listener: the view right after each action (the end point of its animation)."""
        self._snaps.append(self.snapshot(self.match.state.view(self.viewer)))

    def _sync(self, force: bool = False) -> None:
        """Jump ``shown`` to the current view unless it is there already."""
        key = (id(self.match.state), self.match.version, self.viewer)
        if force or key != self._synced:
            self.shown = self.snapshot(self.view)
            self._synced = key
            self.resynced()

    def resynced(self) -> None:
        """Hook: ``shown`` jumped; drop whatever belonged to the animation in flight."""


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
