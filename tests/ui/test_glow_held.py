"""A glow's ring held on the screen (``fishgames.ui.damage.Damage.glow``): the same ring at the same place and turn
as in the frame before is not blended again where nothing was put back or drawn over its place since, and is
blended again exactly where something was — the pixels those of the frame drawn whole (issue 29: a seat's steady
glow re-blended and re-sent every frame at 1920 × 1080).  A toy canvas at k = 1, no clock."""

from __future__ import annotations

import pygame

from fishgames.ui import fine
from fishgames.ui.canvas import Canvas
from fishgames.ui.damage import Damage

SIZE = (384, 256)  # 6 × 4 tiles


def _ring(size, colour, alpha) -> tuple[pygame.Surface, pygame.Rect]:
    """A translucent ring with a clear middle (as ``widgets._glow_ring``'s), and its middle."""
    ring = pygame.Surface(size, pygame.SRCALPHA)
    ring.fill((*colour, alpha))
    hole = ring.get_rect().inflate(-24, -24)
    ring.fill((0, 0, 0, 0), hole)
    return ring, hole


def _pictures() -> dict:
    found = {"A": _ring((150, 90), (250, 220, 60), 110), "B": _ring((150, 90), (60, 220, 250), 90),
             "B2": _ring((150, 90), (60, 220, 250), 60)}
    for name, colour, size in (("P", (30, 30, 190), (110, 50)), ("P2", (30, 170, 40), (110, 50)),
                               ("Q", (150, 60, 60), (60, 30))):
        panel = pygame.Surface(size)
        panel.fill(colour)
        panel.fill((200, 200, 200), (10, 10, 30, 30))
        found[name] = (panel, None)
    dot = pygame.Surface((40, 40), pygame.SRCALPHA)
    dot.fill((230, 40, 40, 140))
    found["S"] = (dot, None)
    for picture, _ in found.values():
        fine.pair(picture, picture)  # drawn at k = 1 here: each its own twin
    return found


def _frames():
    """Items in drawing order, (kind, picture, place): ring A with its panel over its middle, ring B overlapping A
    (and A's panel), a sprite that passes over B after it and under A before it, B gone and back faded, the panel
    changed under a held ring, A gone.  Under A's corner a panel drawn first (else the underlay keeps A)."""
    a, p, b = ("ring", "A", (20, 40)), ("panel", "P", (40, 60)), ("ring", "B", (140, 60))
    return [[("panel", "Q", (10, 30)), *items] for items in [
        [a, p, b],
        [a, p, b],
        [a, p, b],  # both on the screen already
        [a, p, b, ("sprite", "S", (230, 70))],  # drawn over B after it
        [a, p, b, ("sprite", "S", (230, 70))],  # ... again: B's tiles laid again, B blended there only
        [a, p, b],
        [("sprite", "S", (30, 110)), a, p, b],  # under A before it
        [a, p, b],
        [a, p],  # B gone
        [a, p, ("ring", "B2", (140, 60))],  # back, faded
        [a, p, ("ring", "B2", (140, 60))],
        [a, ("panel", "P2", (40, 60)), ("ring", "B2", (140, 60))],  # the panel over A's middle changed
        [a, ("panel", "P2", (40, 60)), ("ring", "B2", (140, 60))],
        [("panel", "P2", (40, 60)), ("ring", "B2", (140, 60))],  # A gone (B2 at another turn: held from the next)
        [("panel", "P2", (40, 60)), ("ring", "B2", (140, 60))],
        [("panel", "P2", (40, 60)), ("ring", "B2", (140, 60))],
    ]]


def test_a_held_ring_is_not_blended_again_and_the_frames_are_those_drawn_whole():
    pictures = _pictures()
    backdrop = pygame.Surface(SIZE)
    for y in range(SIZE[1]):
        backdrop.fill((0, 40 + y // 2, 120), (0, y, SIZE[0], 1))
    fine.pair(backdrop, backdrop)
    screen = pygame.Surface(SIZE)
    canvas = Canvas(screen, SIZE, 1.0)
    canvas.damage = Damage(SIZE)
    seen, skipped, partly, redrawn = screen.copy(), [], [], []
    for number, items in enumerate(_frames()):
        damage = canvas.damage
        before = damage.glows_skipped
        for allowed in (number > 0, False):  # drawn again whole when the damage is unsure (as the app does)
            damage.next_frame(allowed=allowed)
            canvas.next_frame()
            canvas.lay(backdrop, (0, 0))
            whole, blends = backdrop.copy(), 0
            for kind, name, place in items:
                picture, hole = pictures[name]
                if kind == "panel":
                    canvas.still(picture, place)
                elif kind == "ring":
                    wrote = len(damage._wrote)
                    canvas.blit_hollow(picture, place, hole)
                    blends += len(damage._wrote) - wrote
                else:
                    canvas.blit(picture, place)
                whole.blit(picture, place)
            shown = damage.finish()
            if shown != "redraw":
                break
            redrawn.append(number)
        for rect in [screen.get_rect()] if shown is None else shown:
            seen.blit(screen, rect, rect)
        assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(whole, "RGB"), \
            f"frame {number}: drawn in part, not as drawn whole"
        assert pygame.image.tobytes(seen, "RGB") == pygame.image.tobytes(whole, "RGB"), \
            f"frame {number}: a changed part was not presented"
        skipped.append(damage.glows_skipped - before)
        partly.append(blends)
    assert not redrawn, f"frames {redrawn} were drawn again whole"
    # blended: 8 bands a frame drawn whole; held, not at all, then only where the sprite's tiles were laid again
    assert partly[:2] == [8, 8] and partly[2] == 0 and skipped[2] == 2 and 0 < partly[4] < 8, (skipped, partly)
    assert skipped[-1] == 1 and partly[-1] == 0, (skipped, partly)
