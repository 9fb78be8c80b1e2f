"""A spotted fish (``fish.SPOTTED``: goby, pufferfish) from parts every variant shares, and only its spots drawn.

Drawn whole, a goby or pufferfish on a 342 × 480 Fischen face was ~6 of its ~8 ms (issue 29): seven canvases of the
picture's 3× pixels for a drawing in which a card's value moves only the spots.  A spot's pixel goes through the
same steps wherever it falls (set in the accent, shaded, clipped, outlined around, covered by the fins in front),
and the spots leave the body's outline as it is.  So the drawing at 3× is, pixel for pixel, the fish drawn without
spots (``BARE``) except where a spot falls, and there the fish drawn with its whole body a spot's (``PAINTED``).
Scaled down by 3, each pixel is its own 3 × 3 block: only the blocks under the spots are scaled down again.
``tests/ui/test_face_parts.py`` holds it to the fish drawn whole.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from fishgames.ui.art.draw import SS, canvas, downsample
from fishgames.ui.art.fish import BOTH, SPOTTED, drawing, pen_of


@dataclass(frozen=True)
class SpottedParts:
    """What every variant of one spotted drawing shares: the picture without spots, and at 3× over ``room`` (where
    spots may fall, in blocks of 3) the drawing without spots and with its body all a spot's."""

    bare: pygame.Surface
    room: pygame.Rect
    bare_room: pygame.Surface
    painted_room: pygame.Surface

    def bytes(self) -> int:
        return sum(s.get_width() * s.get_height() * s.get_bytesize()
                   for s in (self.bare, self.bare_room, self.painted_room))


def spot_room(size, species: str, *, inflated: bool = False, fat: float = 1.0) -> pygame.Rect:
    """Where in the 3× canvas the spots of any variant may fall: the spot plan's band of the body, grown by the
    largest spot and a pixel, out to whole blocks of 3 (within the canvas)."""
    body_of, plan = SPOTTED[species]
    body = body_of(inflated)
    _, _, r1, high, low = plan(inflated)
    pen = pen_of(size, species, inflated=inflated, fat=fat)
    left, top = pen(body.x0 + 0.08, body.cy + body.top * min(high, 0.0))
    right, bottom = pen(body.x1 - 0.08, body.cy + body.bottom * max(low, 0.0))
    grow = pen.d(r1) + 2
    w, h = max(1, int(size[0])) * SS, max(1, int(size[1])) * SS
    x0, y0 = max(0, int(left - grow) // SS * SS), max(0, int(top - grow) // SS * SS)
    x1, y1 = min(w, -(-int(right + grow + 1) // SS) * SS), min(h, -(-int(bottom + grow + 1) // SS) * SS)
    return pygame.Rect(x0, y0, max(0, x1 - x0), max(0, y1 - y0))


def spotted_parts(size, species: str, body=None, accent=None, *, inflated: bool = False,
                  fat: float = 1.0) -> SpottedParts:
    """Draw the :class:`SpottedParts` of ``species`` at ``size`` in these colours, once for all its variants: one
    drawing with its body on two layers (``fish.BOTH``; two drawings were ~1.6 times one drawing whole)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    room = spot_room(size, species, inflated=inflated, fat=fat)
    room = room if room.w and room.h else pygame.Rect(0, 0, SS, SS)  # (a speck of a fish: its spots never fit)
    bare, painted = drawing(size, species, body, accent, inflated=inflated, fat=fat, marking=BOTH).composed_both(room)
    return SpottedParts(downsample(bare, (w, h)), room, bare.subsurface(room).copy(), painted)


def spotted_fish(parts: SpottedParts, spots) -> pygame.Surface | None:
    """The picture with ``spots`` (``fish.spots_of``: centre, radius at 3×): the bare one with the blocks under the
    spots scaled down from the two drawings, each pixel picked by whether a spot covers it.  None when a spot
    reaches out of the parts' room (the caller draws the fish whole)."""
    room = parts.room
    if not room.w or not room.h:
        return None
    stamp = canvas(room.w, room.h)
    for (x, y), r in spots:
        if x - r - 1 < room.left or y - r - 1 < room.top or x + r + 1 >= room.right or y + r + 1 >= room.bottom:
            return None
        pygame.draw.circle(stamp, (255, 255, 255), (x - room.x, y - room.y), r)  # (as on the canvas: moved by whole px)
    drawn = parts.bare_room.copy()
    pygame.mask.from_surface(stamp).to_surface(drawn, setsurface=parts.painted_room, unsetsurface=None,
                                               setcolor=None, unsetcolor=None)
    out = parts.bare.copy()
    blocks = pygame.Rect(room.x // SS, room.y // SS, room.w // SS, room.h // SS)
    out.fill((0, 0, 0, 0), blocks)
    out.blit(downsample(drawn, blocks.size), blocks.topleft, special_flags=pygame.BLEND_RGBA_ADD)  # (a copy)
    return out
