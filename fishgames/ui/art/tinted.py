"""A drawing whose colours move no shape (``fish.TINTED``: the octopus) in any colour from shapes drawn once.

A Fischen zero is the octopus of its variant in each of the five colours, and was the dearest face (13-18 ms of CPU
at 342 × 480 under load, issue 29): most of it the arms' hundreds of circles, their outlines and fresh canvases, the
same shapes in every colour.  Those parts are flat colours (the arms the body's, the suckers the accent's, the
outlines the edge's), so they are drawn once in key colours and kept as a palette picture at 3×, and each colour
sets the palette and blits it: the same pixels as drawing them.  What blends (the head's glint, clipped) and what
is drawn over it (the eyes) is drawn per colour as before.  ``tests/ui/test_face_parts.py`` holds it to the whole.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from fishgames.ui.art.draw import SS, canvas, downsample, outline_under, stroke_under
from fishgames.ui.art.fish import TINTED, Fish, _aspect

#: The key colours of the flat parts, one to a palette entry (0 stays clear): body, accent, edge.
KEYS = ((255, 0, 0), (0, 255, 0), (0, 0, 255))


@dataclass(frozen=True)
class TintedParts:
    """What every colour of one drawing shares: its flat parts at 3× (``flat``: 8 bits, entry 0 clear, then
    :data:`KEYS`' entries) and the variant's random stream where what blends is drawn from (after the shapes')."""

    flat: pygame.Surface
    stream: object

    def bytes(self) -> int:
        return self.flat.get_width() * self.flat.get_height() * self.flat.get_bytesize()


def _fish(size, species: str, body, accent, variant: int) -> Fish:
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    return Fish(w, h, _aspect(species, False), tuple(body)[:3], tuple(accent)[:3], variant, back=False)


def tinted_parts(size, species: str, body, accent, *, variant: int = 0) -> tuple[TintedParts, pygame.Surface]:
    """Draw the :class:`TintedParts` of ``species`` at ``size`` and its picture in these colours: the shapes in key
    colours straight on a layer of 8 bits a pixel (each key a palette entry), put together with both layers' outlines
    as :meth:`Fish.composed` does; what blends drawn in these colours (its shape gives the outline)."""
    shapes, blends = TINTED[species]
    f = _fish(size, species, body, accent, variant)
    f.back = _palette_layer(f.w, f.h)
    f.body, f.accent = KEYS[0], KEYS[1]
    shapes(f)
    f.body, f.accent = tuple(body)[:3], tuple(accent)[:3]
    stream = f.rng.getstate()
    blends(f)
    f.back.set_colorkey(0)  # (its shape: ``outline_under`` takes a colour keyed layer's keyed pixels as clear)
    flat = _palette_layer(f.w, f.h)
    stroke_under(flat, f.back, KEYS[2], f.lw)
    outline_under(flat, f.mid, KEYS[2], f.lw)
    flat.set_colorkey(0)
    parts = TintedParts(flat, stream)
    return parts, _put_together(parts, f)


def _palette_layer(w: int, h: int) -> pygame.Surface:
    """A clear layer of 8 bits a pixel whose palette holds :data:`KEYS` (drawn in them, it keeps their entries)."""
    layer = pygame.Surface((w, h), 0, 8)
    layer.set_palette([(0, 0, 0), *KEYS, *[(0, 0, 0)] * (256 - 1 - len(KEYS))])
    layer.fill(0)
    return layer


def tinted_fish(parts: TintedParts, size, species: str, body, accent, *, variant: int = 0) -> pygame.Surface:
    """The picture of ``species`` in these colours: the flat parts in them, then what blends drawn over as the whole
    drawing draws it (on its own layers, blitted in the same order)."""
    f = _fish(size, species, body, accent, variant)
    f.rng.setstate(parts.stream)
    TINTED[species][1](f)
    return _put_together(parts, f)


def _put_together(parts: TintedParts, f: Fish) -> pygame.Surface:
    """``parts`` in ``f``'s colours with its blending layers over them, scaled down (as :meth:`Fish.finish`)."""
    flat = parts.flat
    for entry, colour in enumerate((f.body, f.accent, f.edge), 1):
        flat.set_palette_at(entry, colour)
    out = canvas(f.w, f.h)
    out.blit(flat, (0, 0))
    out.blit(f.mid, (0, 0))
    out.blit(f.front, (0, 0))
    return downsample(out, (f.w // SS, f.h // SS))
