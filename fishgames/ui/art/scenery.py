"""Table surfaces (sand, wood, water), the under-water backdrop and the menu illustrations."""

from __future__ import annotations

import math
import random

import pygame

from fishgames.ui import pen, theme
from fishgames.ui.art.cards import colour_card, playing_card
from fishgames.ui.art.dice import die_face
from fishgames.ui.art.draw import (
    SS,
    TINTS,
    Colour,
    Steps,
    canvas,
    clip_to,
    darken,
    downsample,
    finish,
    lighten,
    mix,
    soft_shadow,
    vertical_gradient,
    vertical_gradient_steps,
)
from fishgames.ui.art.fish import fish_surface


def _light_rays(size, count: int, rng: random.Random, alpha: int = 34) -> Steps:
    """Soft sun rays slanting down from the surface (drawn small, blurred, scaled up), in steps."""
    w, h = int(size[0]), int(size[1])
    sw, sh = max(8, w // 4), max(8, h // 4)
    layer = pygame.Surface((sw, sh), pygame.SRCALPHA)
    for _ in range(count):
        x = rng.uniform(-0.1, 1.0) * sw
        top_w = rng.uniform(0.02, 0.06) * sw
        slant = sw * 0.25
        bottom_w = top_w * rng.uniform(2.5, 4.0)
        a = rng.randint(alpha // 2, alpha)
        ray = pygame.Surface((sw, sh), pygame.SRCALPHA)
        pen.polygon(
            ray,
            (255, 255, 240, a),
            [(x, 0), (x + top_w, 0), (x + slant + bottom_w, sh * 0.95), (x + slant, sh * 0.95)],
        )
        layer.blit(ray, (0, 0))
    yield
    layer = pygame.transform.gaussian_blur(layer, 3)
    yield
    fade = pygame.Surface((sw, sh), pygame.SRCALPHA)
    for y in range(sh):  # rays fade out with depth
        pen.line(fade, (255, 255, 255, int(255 * (1 - y / sh) ** 1.3)), (0, y), (sw, y))
    layer.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    yield
    return pygame.transform.smoothscale(layer, (w, h))  # (then laid on the water in a step of its own)


def draw_bubble(surface, centre, radius: float, alpha: int = 150) -> None:
    r = max(2, int(radius))
    b = pygame.Surface((r * 2 * SS + 4, r * 2 * SS + 4), pygame.SRCALPHA)
    c = (b.get_width() / 2, b.get_height() / 2)
    pen.circle(b, (220, 245, 255, alpha // 4), c, r * SS)
    pen.circle(b, (230, 250, 255, alpha), c, r * SS, max(1, SS * r // 5))
    pen.circle(
        b,
        (255, 255, 255, min(255, alpha + 60)),
        (c[0] - r * SS * 0.35, c[1] - r * SS * 0.35),
        max(1, r * SS * 0.25),
    )
    small = downsample(b, (b.get_width() / SS, b.get_height() / SS))
    surface.blit(small, small.get_rect(center=(round(centre[0]), round(centre[1]))))


def draw_seaweed(surface, base, height: float, colour, sway: float = 0.0, width: float = 10) -> None:
    """A swaying kelp ribbon: a wavy, tapering blade with a lighter midrib."""
    x0, y0 = base
    n = 30
    centre = [
        (x0 + math.sin(i / n * 4.5 + sway) * width * 1.6 * (i / n), y0 - height * i / n) for i in range(n + 1)
    ]
    left, right = [], []
    for i, (x, y) in enumerate(centre):
        t = i / n
        half = width * (0.55 + 0.45 * math.sin(math.pi * min(1.0, t * 1.4))) * (1 - t * 0.7)
        wob = 1 + 0.25 * math.sin(i * 1.7 + sway)
        left.append((x - half * wob, y))
        right.append((x + half * wob, y))
    blade = left + right[::-1]
    pen.polygon(surface, darken(colour, 0.25), [(x + 1, y + 1) for x, y in blade])
    pen.polygon(surface, colour, blade)
    pen.lines(surface, lighten(colour, 0.2), False, centre[:-3], max(1, int(width / 6)))


def underwater(
    size, seed: int = 0, top=None, bottom=None, rays: bool = True, bubbles: int = 40
) -> pygame.Surface:
    """The deep-sea backdrop behind every table: gradient, light rays and rising bubbles."""
    return finish(underwater_steps(size, seed, top, bottom, rays, bubbles))


#: Bubbles drawn in one step of a backdrop (each a supersampled circle made smaller).
BUBBLES_A_STEP = 10


def underwater_steps(size, seed: int = 0, top=None, bottom=None, rays: bool = True, bubbles: int = 40) -> Steps:
    """:func:`underwater` in steps (``draw.Steps``: at 3840 × 2160 the whole of it is 60-160 ms of CPU)."""
    w, h = int(size[0]), int(size[1])
    top = top or mix(theme.SHALLOW, (120, 200, 214), 0.25)
    bottom = bottom or theme.DEEP
    surf = yield from vertical_gradient_steps((w, h), [(0, top), (0.45, theme.SEA), (1, bottom)])
    yield
    rng = random.Random(f"underwater/{seed}")
    if rays:
        light = yield from _light_rays((w, h), 7, rng)
        yield
        surf.blit(light, (0, 0))
        yield
    # the surface seen from below: a bright band with a soft wavy edge
    band_h = max(6, min(h // 16, 44))
    shimmer = pygame.Surface((w // 4 + 1, band_h // 2 + 4), pygame.SRCALPHA)
    pts = (
        [(0, 0)]
        + [
            (x, band_h * 0.25 + band_h * 0.08 * math.sin(x * 0.35 + seed) + band_h * 0.05 * math.sin(x * 0.9))
            for x in range(0, w // 4 + 2, 2)
        ]
        + [(w // 4 + 1, 0)]
    )
    pen.polygon(shimmer, (255, 255, 255, 40), pts)
    shimmer = pygame.transform.gaussian_blur(shimmer, 1)
    surf.blit(pygame.transform.smoothscale(shimmer, (w, band_h * 2 + 16)), (0, 0))
    for index in range(bubbles):
        if index % BUBBLES_A_STEP == 0:
            yield
        r = rng.choice((2, 2, 3, 3, 4, 5, 7))
        draw_bubble(surf, (rng.uniform(0, w), rng.uniform(0, h)), r, rng.randint(50, 130))
    return surf


def _rim(surface, rect, radius: int, colour, width: int) -> None:
    """A raised table rim: an outer dark edge, the rim colour and a lighter inner lip."""
    pen.rect(surface, darken(colour, 0.45), rect, width + 2, border_radius=radius)
    pen.rect(surface, colour, rect.inflate(-4, -4), width - 2, border_radius=radius - 2)
    pen.rect(surface, lighten(colour, 0.25), rect.inflate(-4, -4), 2, border_radius=radius - 2)


def _inner_shadow(surface, rect, radius: int, depth: int = 18, alpha: int = 70) -> Steps:
    """A shadow inside the rim, in steps (a full-size layer: the rings, then laid on)."""
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for i in range(depth):
        a = int(alpha * (1 - i / depth) ** 2)
        pen.rect(
            layer, (0, 0, 0, a), rect.inflate(-2 * i, -2 * i), 2, border_radius=max(2, radius - i)
        )
    yield
    surface.blit(layer, (0, 0))


def _rounded(surface: pygame.Surface, radius: int) -> Steps:
    """Cut ``surface`` to a rounded rectangle (transparent corners), in steps."""
    out = surface.convert_alpha() if pygame.display.get_surface() else surface.copy()
    if out.get_flags() & pygame.SRCALPHA == 0:
        tmp = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        tmp.blit(out, (0, 0))
        out = tmp
    yield
    mask = canvas(*out.get_size())
    mask.fill((255, 255, 255, 0))
    pen.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    clip_to(out, mask)
    return out


def sand_table(size, seed: int = 0) -> pygame.Surface:
    """A sandy sea-floor table: warm sand, grains, ripples, a driftwood rim and soft edges."""
    return finish(sand_table_steps(size, seed))


#: Grains and ripple rows strewn in one step of a sand table (at 3840 × 2160 Go Fish's has 30,000 grains, 60 rows).
GRAINS_A_STEP = 4000
RIPPLES_A_STEP = 20


def sand_table_steps(size, seed: int = 0) -> Steps:
    """:func:`sand_table` in steps (``draw.Steps``)."""
    w, h = int(size[0]), int(size[1])
    rng = random.Random(f"sand/{seed}")
    radius = max(12, min(w, h) // 12)
    surf = yield from vertical_gradient_steps(
        (w, h), [(0, lighten(theme.SAND, 0.12)), (1, mix(theme.SAND, theme.SAND_DARK, 0.45))]
    )
    yield
    surf = surf.convert_alpha() if pygame.display.get_surface() else surf
    for grain in range(w * h // 180):  # grains
        if grain % GRAINS_A_STEP == 0:
            yield
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        c = lighten(theme.SAND, 0.35) if rng.random() < 0.5 else darken(theme.SAND, rng.uniform(0.06, 0.18))
        surf.fill(c, (x, y, rng.choice((1, 1, 2)), 1))
    ripple = darken(theme.SAND, 0.07)
    for row in range(-2, h // 26 + 3):  # gentle ripples
        if row % RIPPLES_A_STEP == 0:
            yield
        y0 = row * 26 + rng.uniform(-4, 4)
        pts = [
            (x, y0 + 6 * math.sin(x * 0.018 + row * 0.9) + 3 * math.sin(x * 0.051 + row))
            for x in range(0, w + 8, 8)
        ]
        pen.lines(surf, ripple, False, pts, 2)
        pen.lines(surf, lighten(theme.SAND, 0.18), False, [(x, y + 2) for x, y in pts], 1)
    for _ in range(max(2, w * h // 120000)):  # a few tiny shells and pebbles
        x, y = rng.uniform(0.05, 0.95) * w, rng.uniform(0.05, 0.95) * h
        pen.ellipse(
            surf, mix(theme.SAND_DARK, (150, 150, 150), 0.4), (x, y, rng.randint(5, 9), rng.randint(4, 6))
        )
    yield
    yield from _inner_shadow(surf, surf.get_rect(), radius, depth=max(10, min(w, h) // 18), alpha=60)
    _rim(surf, surf.get_rect(), radius, (156, 118, 78), max(8, min(w, h) // 40))
    yield
    return (yield from _rounded(surf, radius))


def wood_table(size, seed: int = 0) -> pygame.Surface:
    """A wooden table: planks with grain and knots, a darker frame and soft edges."""
    return finish(wood_table_steps(size, seed))


def wood_table_steps(size, seed: int = 0) -> Steps:
    """:func:`wood_table` in steps (``draw.Steps``)."""
    w, h = int(size[0]), int(size[1])
    rng = random.Random(f"wood/{seed}")
    radius = max(12, min(w, h) // 12)
    surf = pygame.Surface((w, h))
    plank_h = max(36, h // 7)
    base = theme.WOOD
    for i, y in enumerate(range(0, h, plank_h)):
        tone = mix(lighten(base, 0.18), darken(base, 0.1), rng.random())
        surf.fill(tone, (0, y, w, plank_h))
        for _ in range(6):  # grain
            gy = y + rng.uniform(3, plank_h - 3)
            amp, freq, ph = rng.uniform(1, 4), rng.uniform(0.004, 0.012), rng.uniform(0, 6)
            pts = [(x, gy + amp * math.sin(x * freq + ph)) for x in range(0, w + 10, 10)]
            pen.lines(surf, darken(tone, rng.uniform(0.08, 0.16)), False, pts, 1)
        for _ in range(rng.randint(0, 2)):  # knots
            kx, ky = rng.uniform(0, w), y + rng.uniform(0.3, 0.7) * plank_h
            for k in range(4, 0, -1):
                pen.ellipse(surf, darken(tone, 0.06 * k), (kx - k * 5, ky - k * 2, k * 10, k * 4), 1)
        # seams: staggered plank ends and the gap between planks
        sx = (i * 0.37 % 1) * w
        pen.line(surf, darken(tone, 0.35), (sx, y), (sx, y + plank_h), 2)
        pen.line(surf, darken(base, 0.45), (0, y), (w, y), 2)
        pen.line(surf, lighten(tone, 0.15), (0, y + 2), (w, y + 2), 1)
    yield
    yield from _inner_shadow(surf, surf.get_rect(), radius, depth=max(10, min(w, h) // 18), alpha=80)
    _rim(surf, surf.get_rect(), radius, darken(base, 0.25), max(10, min(w, h) // 34))
    yield
    return (yield from _rounded(surf, radius))


def table_surface(kind: str, size, seed: int = 0) -> pygame.Surface:
    """``kind`` is "sand", "wood" or "water" (an under-water panel)."""
    return finish(table_surface_steps(kind, size, seed))


def table_surface_steps(kind: str, size, seed: int = 0) -> Steps:
    """:func:`table_surface` in steps (``draw.Steps``)."""
    if kind == "sand":
        return (yield from sand_table_steps(size, seed))
    if kind == "wood":
        return (yield from wood_table_steps(size, seed))
    if kind == "water":
        radius = max(12, min(size) // 12)
        surf = yield from underwater_steps(size, seed, top=theme.SHALLOW, bottom=theme.SEA, bubbles=12)
        yield
        yield from _inner_shadow(surf, surf.get_rect(), radius)
        yield
        return (yield from _rounded(surf, radius))
    raise ValueError(f"unknown table {kind!r}")


GAMES = ("fischen", "fatfish", "lure", "fugu", "gofish")
#: Each game's accent colour (card backs, tile frames).
GAME_ACCENTS: dict[str, Colour] = {
    "fischen": (0, 114, 178),
    "fatfish": (213, 94, 0),
    "lure": (0, 158, 115),
    "fugu": (204, 121, 167),
    "gofish": (230, 159, 0),
}


def _place(surface, img: pygame.Surface, centre, angle: float = 0.0, shadow: bool = True) -> None:
    """Blit ``img`` turned by ``angle`` degrees with its centre at ``centre`` (and a soft shadow)."""
    if shadow:
        sh = soft_shadow(img.get_size(), max(4, img.get_width() // 11), blur=4, alpha=80)
        sh = pygame.transform.rotozoom(sh, angle, 1.0)
        surface.blit(sh, sh.get_rect(center=(centre[0] + 3, centre[1] + 5)))
    turned = pygame.transform.rotozoom(img, angle, 1.0) if angle else img
    surface.blit(turned, turned.get_rect(center=(round(centre[0]), round(centre[1]))))


def _sea_floor(surface, rng: random.Random, height: float, colour=None) -> None:
    """Sand dunes along the bottom: a shaded fill, a lit crest and a few pebbles."""
    w, h = surface.get_size()
    colour = colour or mix(theme.SAND, theme.SEA, 0.12)
    ph = rng.uniform(0, 6)
    crest = [
        (x, h - height + height * 0.12 * math.sin(x * 0.012 + ph) + height * 0.06 * math.sin(x * 0.041))
        for x in range(0, w + 8, 8)
    ]
    floor = vertical_gradient(
        (w, int(height * 1.3) + 2), [(0, colour), (1, mix(colour, theme.SAND_DARK, 0.6))]
    )
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    pen.polygon(layer, (255, 255, 255, 255), [(0, h), *crest, (w, h)])
    tex = pygame.Surface((w, h), pygame.SRCALPHA)
    tex.blit(floor, (0, h - floor.get_height()))
    for _ in range(int(w * height / 300)):
        x, y = rng.uniform(0, w), rng.uniform(h - height, h)
        tex.fill(darken(colour, rng.uniform(0.05, 0.15)), (x, y, 2, 1))
    tex.blit(layer, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(tex, (0, 0))
    pen.lines(surface, lighten(colour, 0.3), False, crest, 2)


def game_tile(game: str, size) -> pygame.Surface:
    """The menu illustration of one game (no text: the menu prints the translated title)."""
    w, h = int(size[0]), int(size[1])
    rng = random.Random(f"tile/{game}")
    accent = GAME_ACCENTS[game]
    surf = underwater(
        (w, h),
        seed=GAMES.index(game),
        top=mix(theme.SHALLOW, accent, 0.15),
        bottom=mix(theme.DEEP, accent, 0.12),
        bubbles=10,
    )
    surf = surf.convert_alpha() if pygame.display.get_surface() else surf
    cw = int(min(w * 0.2, h * 0.42))
    card = (cw, int(cw * 1.4))
    if game == "fischen":
        _sea_floor(surf, rng, h * 0.2)
        draw_seaweed(surf, (w * 0.08, h), h * 0.6, (40, 130, 90), 0.5, w * 0.02)
        for i, (c, v, sp) in enumerate(
            (
                ("blue", 14, "mackerel"),
                ("yellow", 9, "goby"),
                ("green", 5, "pufferfish"),
                ("red", 17, "sardine"),
            )
        ):
            a = (i - 1.5) * 14
            _place(
                surf,
                colour_card(card, c, v, species=sp, variant=i),
                (w * 0.5 + (i - 1.5) * cw * 0.55, h * 0.52 + abs(i - 1.5) * h * 0.04),
                -a,
            )
        buoy = fish_surface((int(h * 0.28), int(h * 0.36)), "buoy")
        surf.blit(buoy, (w * 0.82, h * 0.1))
    elif game == "fatfish":
        _sea_floor(surf, rng, h * 0.16)
        colours = ("red", "yellow", "green", "blue", "purple")
        fw = w / 4.6
        for row in range(3):
            for col in range(4):
                tn = TINTS[colours[(row * 4 + col) % 5]]
                fat = 1.0 + 0.18 * ((row + col) % 4)
                fish = fish_surface(
                    (int(fw), int(h * 0.28)),
                    "pufferfish" if (row + col) % 3 == 0 else "goby",
                    tn.main,
                    darken(tn.main, 0.5),
                    "left" if row % 2 else "right",
                    variant=row * 4 + col,
                    fat=fat,
                )
                surf.blit(
                    fish, (w * 0.06 + col * fw + (fw * 0.3 if row % 2 else 0), h * 0.04 + row * h * 0.27)
                )
    elif game == "lure":
        _sea_floor(surf, rng, h * 0.22)
        pen.line(surf, (230, 240, 240), (w * 0.7, 0), (w * 0.7, h * 0.42), 2)
        lure = fish_surface((int(w * 0.26), int(h * 0.3)), "lure", facing="left")
        surf.blit(lure, lure.get_rect(midtop=(w * 0.7, h * 0.36)))
        ds = int(h * 0.3)
        for i, (sides, v) in enumerate(((6, 5), (20, 17), (12, 9), (6, 3), (6, 6))):
            img = die_face(sides, v, ds)
            x = w * 0.1 + i * ds * 0.78
            y = h * 0.62 + (i % 2) * h * 0.08
            surf.blit(pygame.transform.rotozoom(img, (i * 23) % 40 - 20, 1.0), (x, y - ds / 2))
        fish = fish_surface((int(w * 0.3), int(h * 0.3)), "mackerel", facing="right")
        surf.blit(fish, (w * 0.16, h * 0.12))
    elif game == "fugu":
        _sea_floor(surf, rng, h * 0.25, colour=mix(theme.SAND, (200, 150, 140), 0.3))
        for i, (c, x, s) in enumerate(
            (
                ("pink", 0.08, 0.5),
                ("green", 0.28, 0.38),
                ("yellow", 0.78, 0.46),
                ("pink", 0.62, 0.3),
                ("green", 0.9, 0.34),
            )
        ):
            tn = TINTS[c]
            coral = fish_surface(
                (int(h * s * 1.1), int(h * s * 1.2)), "coral", tn.main, lighten(tn.main, 0.5), variant=i
            )
            surf.blit(coral, coral.get_rect(midbottom=(w * x, h * 1.02)))
        octo = fish_surface((int(h * 0.34), int(h * 0.34)), "octopus")
        surf.blit(octo, octo.get_rect(midbottom=(w * 0.45, h * 0.98)))
        banner = fish_surface((int(h * 0.3), int(h * 0.36)), "bannerfish", facing="left")
        surf.blit(banner, (w * 0.72, h * 0.1))
        puffer = fish_surface((int(h * 0.56), int(h * 0.5)), "pufferfish", inflated=True)
        surf.blit(puffer, puffer.get_rect(center=(w * 0.42, h * 0.4)))
    elif game == "gofish":
        pond = pygame.Rect(w * 0.52, h * 0.56, w * 0.44, h * 0.34)
        pen.ellipse(surf, mix(theme.SAND, theme.SEA, 0.3), pond.inflate(14, 10))
        pen.ellipse(surf, (40, 130, 170), pond)
        for k in range(3):
            pen.ellipse(
                surf, (150, 210, 230), pond.inflate(-k * pond.w * 0.25, -k * pond.h * 0.25), 2
            )
        fish = fish_surface((int(pond.w * 0.4), int(pond.h * 0.5)), "goby", facing="left")
        surf.blit(fish, fish.get_rect(center=(pond.centerx + pond.w * 0.12, pond.centery)))
        pivot = (w * 0.3, h * 1.05)
        for i, (r, s) in enumerate((("7", 1), ("Q", 2), ("A", 3), ("K", 0))):
            a = (1.5 - i) * 14
            rad = math.radians(a)
            centre = (pivot[0] - math.sin(rad) * h * 0.55, pivot[1] - math.cos(rad) * h * 0.55)
            _place(surf, playing_card(card, r, s), centre, a)
    else:
        raise ValueError(f"unknown game {game!r}")
    frame = finish(_rounded(surf, max(10, min(w, h) // 10)))
    edge = canvas(w, h)
    pen.rect(
        edge,
        (*lighten(accent, 0.35), 255),
        edge.get_rect(),
        max(3, w // 90),
        border_radius=max(10, min(w, h) // 10),
    )
    frame.blit(edge, (0, 0))
    return frame


def title_backdrop(size, seed: int = 0) -> pygame.Surface:
    """The menu's full-screen backdrop: sea, rays, a reef along the bottom, a school of fish."""
    w, h = int(size[0]), int(size[1])
    rng = random.Random(f"title/{seed}")
    surf = underwater((w, h), seed=seed, bubbles=60)
    _sea_floor(surf, rng, h * 0.12)
    for _ in range(9):
        x = rng.uniform(0, w)
        draw_seaweed(
            surf,
            (x, h),
            rng.uniform(0.15, 0.35) * h,
            mix((30, 130, 96), theme.DEEP, rng.uniform(0, 0.45)),
            rng.uniform(0, 6),
            rng.uniform(10, 18),
        )
    for i in range(7):
        c = rng.choice(("pink", "yellow", "green", "orange", "purple"))
        tn = TINTS[c]
        s = rng.uniform(0.14, 0.24) * h
        coral = fish_surface(
            (int(s), int(s * 1.1)), "coral", mix(tn.main, theme.SEA, 0.15), lighten(tn.main, 0.5), variant=i
        )
        surf.blit(coral, coral.get_rect(midbottom=(rng.uniform(0.02, 0.98) * w, h * 1.01)))
    # a distant school (silhouettes) and a few near fish
    school = fish_surface(
        (int(w * 0.05), int(w * 0.03)),
        "sardine",
        mix(theme.SEA, theme.SHALLOW, 0.6),
        mix(theme.SEA, theme.DEEP, 0.3),
        "left",
    )
    school.set_alpha(150)
    for _ in range(26):
        surf.blit(school, (w * 0.62 + rng.uniform(0, w * 0.3), h * 0.3 + rng.uniform(0, h * 0.25)))
    for species, pos, fsize, facing in (
        ("angelfish", (0.08, 0.3), 0.14, "right"),
        ("mackerel", (0.75, 0.62), 0.16, "left"),
        ("pufferfish", (0.16, 0.66), 0.1, "right"),
    ):
        fish = fish_surface((int(w * fsize), int(w * fsize)), species, facing=facing, variant=3)
        surf.blit(fish, (w * pos[0], h * pos[1]))
    return surf
