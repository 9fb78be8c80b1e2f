"""Small charts drawn with pygame alone (the statistics scene's): a line over time and labelled bars.

Each chart paints into a rect: a card with its title, axes with a few labelled ticks, then the data.
The caller passes translated texts; nothing here knows the history.  Drawing is done once per change of
what is shown (the scene keeps the picture), not every frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from fishgames.ui import pen, theme
from fishgames.ui.text import cut, fit_size

CARD = (244, 236, 214)
GRID = (214, 200, 170)
AXIS = (90, 96, 106)
LINE = theme.SEA
BAR = theme.SHALLOW
TITLE_H = 34
TICK = 16  # the tick labels' text size


@dataclass(frozen=True)
class Type:
    """A chart's text sizes: its title's and its labels' (ticks, counts); the room the labels take grows with them
    (``k``).  A portrait screen's statistics draw their charts in larger type (:data:`UPRIGHT`)."""

    title: int = theme.SMALL
    tick: int = TICK

    @property
    def k(self) -> float:
        """The labels' size over the stage's, as drawn: a small screen's floor (``theme.text_floor``) draws them
        larger, and the room kept for 16 px let "100 %" run into the axis and under the title at 150 %."""
        return max(self.tick, theme.text_floor) / TICK

    def room(self, px: int) -> int:
        """``px`` of the stage's room for labels, grown with them."""
        return round(px * self.k)


STAGE_TYPE = Type()
#: On a portrait panel (a logical px is 0.5625 physical there): titles 34 (19 physical), labels 28 (15.75).
UPRIGHT = Type(34, 28)


def _card(surface: pygame.Surface, rect: pygame.Rect, title: str, kind: Type = STAGE_TYPE) -> pygame.Rect:
    """The chart's card and title; returns the rect left for axes and data."""
    pen.rect(surface, CARD, rect, border_radius=14)
    size = fit_size(title, kind.title, rect.width - 24, bold=True)
    surface.blit(theme.text(title, size, theme.INK, True), (rect.x + 12, rect.y + 8))
    title_h = kind.room(TITLE_H)
    return pygame.Rect(rect.x + 12, rect.y + title_h + 8, rect.width - 24, rect.height - title_h - 16)


def _label(surface, text: str, kind: Type = STAGE_TYPE, **anchor) -> pygame.Rect:
    label = theme.text(text, kind.tick, AXIS)
    place = label.get_rect(**anchor)
    surface.blit(label, place)
    return place


def empty(surface: pygame.Surface, rect: pygame.Rect, title: str, note: str, kind: Type = STAGE_TYPE) -> None:
    """A chart with nothing to show yet: its card, title and a note."""
    area = _card(surface, rect, title, kind)
    label = theme.text(cut(note, kind.title, area.width), kind.title, AXIS)
    surface.blit(label, label.get_rect(center=area.center))


def line(surface: pygame.Surface, rect: pygame.Rect, values: Sequence[float], title: str, x_label: str,
         kind: Type = STAGE_TYPE) -> None:
    """Shares (0..1) over time, oldest left: a line with 0/50/100 % grid lines and the first/last game."""
    area = _card(surface, rect, title, kind)
    left = kind.room(56)
    plot = pygame.Rect(area.x + left, area.y + kind.room(4), area.width - left - 8, area.height - kind.room(34))
    for share in (0.0, 0.5, 1.0):
        y = plot.bottom - round(share * plot.height)
        pen.line(surface, GRID if share else AXIS, (plot.x, y), (plot.right, y), 1 if share else 2)
        _label(surface, f"{round(share * 100)} %", kind, midright=(plot.x - 8, y))
    pen.line(surface, AXIS, plot.bottomleft, plot.topleft, 2)
    count = len(values)
    _label(surface, "1", kind, topleft=(plot.x + 4, plot.bottom + 6))  # centred on the axis it ran into "0 %"
    _label(surface, str(count), kind, midtop=(plot.right, plot.bottom + 6))
    _label(surface, x_label, kind, midtop=(plot.centerx, plot.bottom + 6))
    if not count:
        return
    step = plot.width / max(1, count - 1)
    points = [(plot.x + round(i * step), plot.bottom - round(v * plot.height)) for i, v in enumerate(values)]
    if len(points) == 1:
        pen.circle(surface, LINE, points[0], 5)
    else:
        pen.lines(surface, LINE, False, points, 3)
        pen.circle(surface, LINE, points[-1], 5)


def bars(surface: pygame.Surface, rect: pygame.Rect, items: Sequence[tuple[str, int]], title: str,
         colour=BAR, kind: Type = STAGE_TYPE) -> None:
    """Labelled vertical bars (a count above each, its label below, shrunk to the bar's width, or every other one
    a line lower where one does not fit; cut only where even two bars' width is too little)."""
    area = _card(surface, rect, title, kind)
    plot = pygame.Rect(area.x + 4, area.y + kind.room(22), area.width - 8, area.height - kind.room(50))
    if not items:
        pen.line(surface, AXIS, plot.bottomleft, plot.bottomright, 2)
        return
    top = max(count for _, count in items) or 1
    slot = plot.width / len(items)
    width = max(4, round(slot * 0.7))
    # labels wider than their bar's slot even shrunk (at 150 % on a small panel, whose floor stops the shrinking,
    # "10–11" was cut to "10…"): every other one a line lower, so each has two slots' width, the bars shorter
    one = max(8, round(slot) - 4)
    staggered = any(theme.width(label, fit_size(label, kind.tick, one, smallest=11)) > one for label, _ in items)
    line_h = theme.font(kind.tick).get_linesize() if staggered else 0
    plot.height -= line_h
    pen.line(surface, AXIS, plot.bottomleft, plot.bottomright, 2)
    for i, (label, count) in enumerate(items):
        centre = plot.x + round((i + 0.5) * slot)
        height = round(count / top * plot.height)
        bar = pygame.Rect(0, 0, width, height)
        bar.midbottom = (centre, plot.bottom)
        if height:
            pen.rect(surface, colour, bar, border_top_left_radius=4, border_top_right_radius=4)
        if count:
            _label(surface, str(count), kind, midbottom=(centre, bar.top - 2))
        room = max(8, round(slot * (2 if staggered else 1)) - 4)
        size = fit_size(label, kind.tick, room, smallest=11)
        text = theme.text(cut(label, size, room), size, AXIS)
        surface.blit(text, text.get_rect(midtop=(centre, plot.bottom + 6 + (line_h if i % 2 else 0))))
