"""Small drawing and animation pieces shared by the game tables: art to draw ahead, piles, the row of seat
plates, the hand icon, score pop-ups.

(What every game's table class shares is :class:`fishgames.ui.game_table.GameTable`; static panels cached on
the backdrop are :meth:`fishgames.ui.table.TableScene.panel`; card flights are :mod:`fishgames.ui.flight`;
shadowed and fitted text is :mod:`fishgames.ui.text`.)
"""

from __future__ import annotations

import pygame

from fishgames.ui import art, pen, sprites, theme, widgets
from fishgames.ui.anim import Animator, Call, Parallel, Sequence
from fishgames.ui.flight import Fade, Flight
from fishgames.ui.sprites import Sprite


def glow_spec(size, colour, radius: int = 14, steady: float | None = None) -> tuple:
    """A ``widgets.draw_glow`` ring around a ``size`` rect, as art a table lists (``art_specs``) to have it
    blurred ahead: a first glow costs a gaussian blur (~5 ms), every later one a blit.  ``steady``: the strength
    the table glows it at steadily (``draw_glow(..., steady=True)``), faded ahead too: made mid-game, Fat Fish's
    faded rings were a dozen of its slowest frames at 1920 × 1080 (~1-2 ms each, issue 29)."""
    spec = ("glow", (int(size[0]), int(size[1])), radius, tuple(colour[:3]))
    return spec if steady is None else (*spec, steady)


def plate_glow_specs(rects, players: int) -> list[tuple]:
    """The glows around seat plates at ``rects`` as art a table lists: in every seat's colour (whose turn it
    is) and in the theme's glow (a plate to tap), at each rect's size and at the size a ``SeatPlate`` widens
    it to (tables glow a plate's rect on the screen, the plate its own inside its cached picture)."""
    sizes = {pygame.Rect(rect).size for rect in rects}
    sizes |= {widgets.SeatPlate(0, pygame.Rect((0, 0), size)).rect.size for size in sizes}
    seats = [theme.seat_colour(seat) for seat in range(players)]
    return [spec for size in sorted(sizes) for spec in (
        glow_spec(size, theme.GLOW), *(glow_spec(size, colour, steady=PLATE_GLOW) for colour in seats))]


#: The strength a seat plate glows at while it is that seat's turn (``draw_glow(..., steady=True)``).
PLATE_GLOW = 0.9


def _glow_once(size, radius: int, colour, steady: float | None = None) -> pygame.Surface:
    """Makes the ring and finds its clear middles once (``widgets.glow_ahead``: the ring's own cache keeps it),
    and fades it to ``steady``; the shared cache keeps a scratch pixel, as the note that the ring is ready."""
    widgets.glow_ahead(size, colour, radius, steady)
    return pygame.Surface((1, 1))


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


def score_popup(animator: Animator, popups: list, text: str, colour, path, duration: float,
                clear_of: pygame.Rect | list[pygame.Rect] | None = None) -> None:
    """A score change (−3, +7) that rises from ``path[0]`` to ``path[1]`` and fades; not blocking.

    The sprite sits in ``popups`` (the scene draws them) until it has faded; ``clear_of``: a button drawn over
    the pop-ups (or a title under them) that its rise would pass over rises beside it (:func:`path_beside`),
    each in turn where there are several.
    """
    img = art.outlined_text(text, theme.TITLE, colour, theme.INK, width=3)
    for rect in [clear_of] if isinstance(clear_of, pygame.Rect) else clear_of or []:
        path = path_beside(path, img.get_size(), rect)
    start, end = path
    sprite = Sprite(img, start)
    popups.append(sprite)

    def gone():
        if sprite in popups:
            popups.remove(sprite)

    animator.add_ambient(Sequence(Parallel(Flight(sprite, end, duration), Fade(sprite, duration)), Call(gone)))


def path_beside(path, size: tuple[int, int], button: pygame.Rect, gap: int = 4):
    """``path`` (a pop-up of ``size`` centred on it, rising straight) moved sideways clear of ``button`` where its
    rise crosses it: to its left, or its right where the left has no room (Fat Fish's left top plate: its "−12" rose
    under the "?")."""
    (x0, y0), (x1, y1) = path
    w, h = size
    rise = pygame.Rect(0, 0, w, h)
    rise.center = (round(x0), round(y0))
    rise.union_ip(rise.move(round(x1 - x0), round(y1 - y0)))
    if not rise.colliderect(button):
        return path
    left = button.x - gap - (w - w // 2)  # the sprite's right edge (centre + w - w // 2) that far left of it
    shift = left - x0 if left - w // 2 >= 0 else button.right + gap + w // 2 - x0
    return (x0 + shift, y0), (x1 + shift, y1)
