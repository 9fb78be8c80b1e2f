"""Draw the app icon into ``assets/icon/<size>.png`` with the game's own art (no image files needed).

A rounded tile of the tables' deep sea, two fanned card backs and a pufferfish in front — the window
icon, the desktop entry's icon and the built app's icon (PyInstaller turns the PNG into .ico/.icns).
Drawn once large and scaled down, so every size is the same picture; running it again gives the same
pixels.

    python tools/make_icon.py            # writes assets/icon/
    python tools/make_icon.py --out DIR  # somewhere else
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from fishgames.ui import theme  # noqa: E402
from fishgames.ui.art.cards import card_back  # noqa: E402
from fishgames.ui.art.draw import canvas, clip_to, downsample  # noqa: E402
from fishgames.ui.art.fish import fish_surface  # noqa: E402
from fishgames.ui.art.scenery import draw_bubble, underwater  # noqa: E402

#: Sizes written: 48 is the freedesktop minimum for an app icon, 256 the largest any launcher asks for.
SIZES = (48, 128, 256)
DRAWN = 512  # drawn at this size, then scaled down


def draw_icon(size: int = DRAWN) -> pygame.Surface:
    """The icon at ``size`` pixels square, with transparent rounded corners."""
    icon = canvas(size, size)  # with alpha, so the corners can be cut away
    icon.blit(underwater((size, size), seed=3, rays=True, bubbles=0), (0, 0))
    for x, y, r in ((0.2, 0.22, 0.035), (0.3, 0.12, 0.022), (0.82, 0.3, 0.028)):
        draw_bubble(icon, (x * size, y * size), r * size, 170)
    card = (int(size * 0.36), int(size * 0.5))
    for angle, dx, accent in ((14, -0.11, theme.SEA), (-10, 0.11, (0, 158, 115))):
        back = pygame.transform.rotozoom(card_back(card, accent=accent), angle, 1.0)
        icon.blit(back, back.get_rect(center=(size * (0.5 + dx), size * 0.42)))
    fish = fish_surface((int(size * 0.62), int(size * 0.56)), "pufferfish")
    icon.blit(fish, fish.get_rect(center=(size * 0.52, size * 0.68)))
    shape = canvas(size, size)
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=size // 6)
    clip_to(icon, shape)
    return icon


def write_icons(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    big = draw_icon()
    written = []
    for size in SIZES:
        path = out / f"{size}.png"
        pygame.image.save(downsample(big, (size, size)), str(path))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "icon")
    args = parser.parse_args(argv)
    pygame.init()
    for path in write_icons(args.out):
        print(path)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
