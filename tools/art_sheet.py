"""Save a contact sheet of all the drawn art to ``screenshots/art_sheet.png`` for review.

Fish species (three sizes, both facings), every card kind, the shared back in each game's
accent, all dice with tumble frames, table surfaces, the five menu tiles and the widgets.

    python tools/art_sheet.py [--out screenshots/art_sheet.png]
"""

from __future__ import annotations

import argparse
import time

import _common  # noqa: F401  (import path, headless SDL)
import pygame

W, H = 1600, 3000


def build() -> pygame.Surface:
    from fishgames.ui import art, sprites, theme, widgets

    sheet = art.underwater((W, H), seed=3, bubbles=120)

    def heading(text: str, y: int) -> int:
        label = art.outlined_text(text, theme.BODY, theme.CREAM, theme.DEEP)
        sheet.blit(label, (24, y))
        return y + label.get_height() + 6

    # fish and creatures
    y = heading("Fish & creatures (120 / 72 / 44 px, left and right)", 16)
    x = 24
    for species in art.SPECIES:
        sheet.blit(sprites.image("fish", (120, 120), species), (x, y))
        sheet.blit(sprites.image("fish", (72, 72), species, None, None, "left"), (x + 124, y + 4))
        sheet.blit(sprites.image("fish", (44, 44), species), (x + 124, y + 78))
        if species == "pufferfish":
            sheet.blit(sprites.image("fish", (72, 72), species, inflated=True), (x + 164, y + 56))
        x += 244 if species == "pufferfish" else 204
        if x > W - 230:
            x, y = 24, y + 132
    y += 140
    # fat fish (Fat Fish values 1..6)
    y = heading("Fat Fish: fatness by value", y)
    for v in range(6):
        sheet.blit(
            sprites.image("fish", (110, 80), "goby", art.TINTS["red"].main, None, fat=1 + 0.12 * v),
            (24 + v * 120, y),
        )
    y += 90
    card = (112, 157)

    def row(images, y, step=None):
        x = 24
        for img in images:
            shadow = sprites.image("shadow", img.get_size(), max(4, round(img.get_width() * 0.09)), 5)
            sheet.blit(shadow, (x - 10 + 2, y - 10 + 4))
            sheet.blit(img, (x, y))
            x += step or img.get_width() + 14
        return y + images[0].get_height() + 18

    y = heading("Fischen / Fat Fish colour cards (band + symbol, corner values, depth stars)", y)
    colours = ("blue", "yellow", "purple", "red", "green")
    imgs = [
        sprites.image("card", card, c, v, species=s, stars=st)
        for c, v, s, st in zip(
            colours,
            (3, 11, 17, 14, 7),
            ("mackerel", "goby", "flounder", "sardine", "pufferfish"),
            (0, 1, 3, 2, 4),
            strict=True,
        )
    ]
    imgs.append(sprites.image("card", card, "blue", 0, species="buoy", label="1 andere Karte fangen"))
    imgs.append(sprites.image("special", card, "buoy", "Niedrigster Wert gewinnt"))
    imgs.append(sprites.image("special", card, "anchor", "-3 Punkte", "grey", "-3"))
    for i, c in enumerate(("red", "yellow", "green", "blue", "purple")):
        imgs.append(
            sprites.image("card", (92, 129), c, i + 1, species="pufferfish", fat=1 + 0.1 * i, variant=i)
        )
    y = row(imgs[:8], y)
    y = row(imgs[8:], y)
    y = heading("Go Fish (red/black and four-colour)", y)
    ranks = ("A", "2", "5", "8", "10", "J", "Q", "K")
    y = row(
        [sprites.image("playing", card, r, i % 4) for i, r in enumerate(ranks)]
        + [sprites.image("playing", card, "9", s, True) for s in range(4)],
        y,
        step=126,
    )
    y = heading("Fugu (number and anchor sides) and Lure fish", y)
    fugu = [
        sprites.image("fugu", card, c, n, a)
        for c, n, a in (
            ("bannerfish", 3, False),
            ("pufferfish", 5, False),
            ("octopus", 8, False),
            ("coral_pink", 10, False),
            ("coral_green", 13, False),
            ("coral_yellow", 7, False),
            ("octopus", 8, True),
            ("coral_green", 13, True),
        )
    ]
    lure = [
        sprites.image("lure", (120, 168), s, c, v, r)
        for s, c, v, r in (
            ("sardine", 5, 1, ""),
            ("goby", 7, 2, "pair"),
            ("mackerel", 24, 6, "run3"),
            ("flounder", 10, 4, "has1and5"),
        )
    ]
    y = row(fugu, y, step=126)
    y = row(lure, y, step=134)
    y = heading("Card backs (one pattern, game accents) and highlights", y)
    backs = [sprites.image("back", card, art.GAME_ACCENTS[g]) for g in art.GAMES]
    y0 = y
    y = row(backs, y)
    # sprite states: dim, glow, flip halfway
    x = 24 + 5 * 126 + 30
    demo = sprites.CardSprite(
        ("card", card, "green", 9, {"species": "mackerel"}),
        ("back", card, theme.SEA),
        (x + card[0] / 2, y0 + card[1] / 2),
    )
    for state in ("plain", "glow", "dim", "flip"):
        demo.glow, demo.dim, demo.flip = state == "glow", state == "dim", 0.35 if state == "flip" else 0.0
        demo.draw(sheet)
        demo.pos = (demo.pos[0] + 134, demo.pos[1])
    y = heading("Dice: d4 d6 d8 d10 d12 d20, tumble frames, seat-coloured d6", y)
    for sides in art.DIE_SIDES:
        x = 24
        for v in sorted({1, 2, sides // 2 + 1, sides}):
            sheet.blit(sprites.image("die", (64, 64), sides, v), (x, y))
            x += 70
        x += 20
        for f in range(sprites.TUMBLE_FRAMES):
            sheet.blit(sprites.image("tumble", (56, 56), sides, f), (x, y + 4))
            x += 60
        x += 20
        if sides == 6:
            for seat in range(6):
                sheet.blit(sprites.image("die", (56, 56), 6, seat + 1, theme.seat_colour(seat)), (x, y + 4))
                x += 60
        y += 70
    y += 8
    y = heading("Tables: sand, wood, water", y)
    x = 24
    for kind in ("sand", "wood", "water"):
        sheet.blit(sprites.image("table", (480, 220), kind), (x, y))
        x += 512
    y += 236
    y = heading("Menu tiles", y)
    for i, game in enumerate(art.GAMES):
        sheet.blit(sprites.image("tile", (300, 190), game), (24 + i * 312, y))
    y += 206
    y = heading("Widgets", y)
    plates = []
    for seat, (name, score, counts, hint, active, target) in enumerate(
        (
            ("Anna", 12, "5 cards · 2 books", "", True, False),
            ("Bot Pro", 7, "3 cards", "Tap to ask", False, True),
            ("Maximilian Fischer-Meier", -3, "boat 8 · caught 4", "", False, False),
        )
    ):
        plate = widgets.SeatPlate(seat, (24 + seat * 290, y, 270, 96), name, score, counts, hint)
        plate.active, plate.target = active, target
        plate.draw(sheet, t=0.7)
        plates.append(plate)
    log = widgets.MoveLogPanel(
        (900, y, 380, 200), [f"Line {i}: Anna asks Bot for sevens." for i in range(12)]
    )
    log.draw(sheet)
    widgets.draw_speech_bubble(
        sheet,
        "I take the trick with the green 12 - trumps are strong this round.",
        (plates[1].rect.centerx, plates[1].rect.y),
    )
    widgets.draw_button(sheet, (24, y + 120, 180, 56), "Play")
    widgets.draw_button(sheet, (220, y + 120, 180, 56), "Pass", enabled=False)
    widgets.draw_button(sheet, (416, y + 120, 180, 56), "Pressed", pressed=True)
    widgets.draw_badge(sheet, 7, (640, y + 148))
    widgets.draw_badge(sheet, 128, (700, y + 148), (0, 114, 178))
    widgets.star_row(sheet, 3, (760, y + 148), total=5)
    widgets.draw_banner(sheet, "Round 3 of 8", art.GAME_ACCENTS["fischen"], y + 250)
    return sheet


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(_common.ROOT / "screenshots" / "art_sheet.png"))
    args = parser.parse_args(argv)
    pygame.init()
    pygame.display.set_mode((1, 1))
    started = time.perf_counter()
    sheet = build()
    out = args.out
    import os

    os.makedirs(os.path.dirname(out), exist_ok=True)
    pygame.image.save(sheet, out)
    print(f"wrote {out} in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
