"""The end of a Fugu game: every final reef with its score per creature (and, solo, the rating band),
then the shell's results with "same deal again" and a button that copies the game code.

The figures come from the final state plus a replay of the record (the best single swap and the number
of swaps per seat), so a game resumed from its autosave is summed up the same way.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from fishgames.games.fugu import scene_look as L
from fishgames.games.fugu.actions import CardAnchored, CardPlaced
from fishgames.games.fugu.data import SOLO_BANDS, SOLO_WIN_ABOVE, solo_band
from fishgames.i18n import t
from fishgames.ui import fine, pen, sprites, theme
from fishgames.ui.canvas import picture
from fishgames.ui.scene import Replace, Transition
from fishgames.ui.scenes import common
from fishgames.ui.scenes.results import MEDALS, EndScene, ResultsScene
from fishgames.ui.text import fit, fit_size

PANEL = pygame.Rect(30, 24, 1220, 672)
CONTINUE = pygame.Rect(PANEL.right - 300, PANEL.bottom - 84, 270, 68)
HEAD_ROOM = PANEL.w - 330  # the headline, left of the game code
NAME_W = 180  # a seat's name in its row
TEXT_X = PANEL.x + 36  # the left edge of the headline, the rows and the highlights
SOLO_TILE, SOLO_STEP = (58, 84), 62  # the solo reef, big
SOLO_LEFT = PANEL.centerx - (17 * SOLO_STEP + SOLO_TILE[0]) // 2
BAND_W, BAND_GAP = 214, 10  # the solo bands as rising steps
#: A portrait screen (``Scene.portrait``): a row per seat — its place, name and score on a line, its reef under
#: them as big as the solo reef, the chips under that — and "Continue" across the panel's foot.
PORTRAIT_ROW_H, PORTRAIT_REEF_Y, PORTRAIT_CONTINUE_H = 214, 58, 96
PARTS = ("bannerfish", "pufferfish", "octopus", "coral", "anchors", "face_down")
CHIP_ICONS = {"bannerfish": "bannerfish", "pufferfish": "pufferfish", "octopus": "octopus", "coral": "coral_pink"}


def swap_history(match) -> tuple[list[int], list[tuple[int, int]]]:
    """Per seat: the number of swaps and the best single swap (change, card), by replaying the record."""
    spec = match.spec
    state = spec.new_state(match.config)
    swaps = [0] * match.config.players
    best: list[tuple[int, int] | None] = [None] * match.config.players
    for seat, text in match.record.actions:
        for event in state.apply(seat, spec.parse_action(text)):
            if isinstance(event, CardPlaced | CardAnchored):
                swaps[event.seat] += 1
                if best[event.seat] is None or event.delta > best[event.seat][0]:
                    best[event.seat] = (event.delta, event.card)
    return swaps, best


def summary(table, base: dict) -> dict:
    """The table's ``end_summary``: placement (score, then fewer anchors), columns, highlights, stats."""
    state = table.match.state
    view = state.view(None)
    reefs = view["reefs"]
    anchors = [reef["anchors"] for reef in reefs]
    swaps, best = swap_history(table.match)
    base["ranking"] = list(state.ranking())
    base["breakdowns"] = [reef["breakdown"] for reef in reefs]
    base["rows"] = [list(reef["row"]) for reef in reefs]
    base["columns"] = [("fugu.ui.col.anchors", anchors), ("fugu.ui.col.swaps", swaps)]
    highlights = []
    top = max(((b, s) for s, b in enumerate(best) if b is not None), default=None)
    if top is not None and top[0][0] > 0:
        (delta, card), seat = top
        highlights.append(("fugu.ui.hl.best_swap", {"name": table.seat_name(seat), "card": card,
                                                      "delta": L.delta_text(delta)}))
    groups = [(max((g["size"] for g in reef["breakdown"]["bannerfish"]["groups"]), default=0), -s)
              for s, reef in enumerate(reefs)]
    size, seat = max(groups)
    if size >= 3:
        highlights.append(("fugu.ui.hl.bannerfish", {"name": table.seat_name(-seat), "size": size}))
    solo = None
    if table.solo:
        score = base["scores"][0]
        solo = {"won": score > SOLO_WIN_ABOVE, "band": solo_band(score), "score": score}
        if not solo["won"]:
            base["winners"] = []  # a lost solo game has no winner (the contract's winners() cannot say so)
            base["medals"] = False  # nor a gold "1": the place column shows a dash
    base["solo"] = solo
    base["highlights"] = highlights
    base["human_stats"] = {
        h: {"score": base["scores"][h], "anchors": anchors[h], "swaps": swaps[h], "place": base["ranking"][h],
            **({"band": solo["band"], "won": solo["won"]} if solo else {})}
        for h in table.humans
    }
    return base


class SummaryScene(EndScene):
    """Every reef at the end, best first, with its score per creature; solo: the rating band."""

    tall = True  # a portrait screen: the rows one under the other with big reefs (``lay_out``)
    panel_look = (theme.DEEP, 255, 26, theme.SHALLOW)  # (let go when the screen leaves: EndScene.exit)

    def __init__(self, app, table, summary: dict):
        super().__init__(app, table, summary)
        self.order = sorted(range(len(summary["scores"])), key=lambda s: (summary["ranking"][s], s))
        self.widgets: dict = {}
        self.panel, self.continue_rect = PANEL, CONTINUE

    @property
    def tall_rows(self) -> bool:
        """The seats' rows laid out for a portrait screen (solo keeps the stage's panel, centred)."""
        return self.portrait and not self.summary.get("solo")

    def exit(self) -> None:
        """The reefs' score chips go with the screen (with its panel: ``EndScene.exit``): each finished game's
        points are new chips, which ``_chip_at`` kept through every later game — 1.4 MB with their twins after
        three finished games at 1920 × 1080 (issue 33; a byte walk of the caches at busy frame 1,000 and 12,000)."""
        super().exit()
        _chip_at.cache_clear()

    def lay_out(self) -> None:
        """The panel and "Continue": the stage's; on a portrait screen centred on it, as tall as its rows."""
        self.panel, self.continue_rect = PANEL, CONTINUE
        if not self.portrait:
            return
        w, h = self.stage_size
        high = PANEL.h
        if self.tall_rows:
            high = 84 + len(self.order) * PORTRAIT_ROW_H + 2 * 30 + 24 + PORTRAIT_CONTINUE_H + 36
        self.panel = pygame.Rect(PANEL.x, (h - high) // 2, PANEL.w, high)
        self.continue_rect = CONTINUE.move(0, self.panel.y - PANEL.y)
        if self.tall_rows:
            self.continue_rect = pygame.Rect(TEXT_X, self.panel.bottom - 36 - PORTRAIT_CONTINUE_H,
                                             self.panel.right - 36 - TEXT_X, PORTRAIT_CONTINUE_H)

    def build(self) -> None:
        self.lay_out()
        self.widgets = {"continue": common.button(self, self.continue_rect, t("fugu.ui.end.continue"),
                                                  "#fugu_end_continue", "@primary")}

    def handle_ui(self, event) -> Transition:
        if common.pressed_key(self, event, self.widgets) == "continue":
            return Replace(FuguResults(self.app, self.table, self.summary))
        return None

    def draw(self, surface: pygame.Surface) -> None:
        panel = self.panel
        common.dim(surface, 150)
        common.panel(surface, panel, *self.panel_look)
        head = self.headline()
        size = fit_size(head, theme.TITLE, HEAD_ROOM, bold=True)
        common.shadowed_text(surface, head, size, theme.FOAM, topleft=(TEXT_X, panel.y + 18))
        code = str(self.table.match.record.code).rpartition(":")[2]
        label = theme.text(t("fugu.ui.end.code", code=code), theme.SMALL, theme.MUTED, True)
        surface.blit(label, label.get_rect(topright=(panel.right - 30, panel.y + 30)))
        if self.summary.get("solo"):
            self._draw_solo(surface)
            return
        row_h = PORTRAIT_ROW_H if self.tall_rows else 132 if len(self.order) > 2 else 150
        y = panel.y + 84
        for seat in self.order:
            self._draw_seat(surface, seat, y)
            y += row_h
        if self.tall_rows:  # above "Continue", as wide as the panel
            self._draw_highlights(surface, self.continue_rect.y - 2 * 30 - 12, panel.right - 36)
        else:
            self._draw_highlights(surface, CONTINUE.y + 6, CONTINUE.x - 20)

    def headline(self) -> str:
        solo = self.summary.get("solo")
        if solo:
            return t("fugu.ui.end.solo_won" if solo["won"] else "fugu.ui.end.solo_lost", score=solo["score"])
        winners = self.summary["winners"]
        names = [self.table.seat_name(s) for s in winners]
        if len(names) == 1:
            return t("fugu.ui.end.winner", name=names[0])
        return t("fugu.ui.end.shared", names=", ".join(names))

    def _draw_seat(self, surface: pygame.Surface, seat: int, y: int) -> None:
        x = TEXT_X
        place = self.summary["ranking"][seat] if self.summary.get("medals", True) else None
        centre = (x + 20, y + 26)
        pen.circle(surface, MEDALS.get(place, theme.MUTED), centre, 20)
        number = theme.text("–" if place is None else str(place), theme.BODY, theme.INK, True)
        surface.blit(number, number.get_rect(center=centre))
        common.seat_badge(surface, seat, (x + 66, y + 26), 15)
        name = L.name_label(self.table.seat_name(seat), NAME_W, theme.CREAM)
        surface.blit(name, name.get_rect(midleft=(x + 90, y + 26)))
        score = theme.text(str(self.summary["scores"][seat]), theme.TITLE, theme.GLOW, True)
        if self.tall_rows:  # the score at the line's end, the big reef and its chips under the line
            surface.blit(score, score.get_rect(midright=(self.panel.right - 40, y + 26)))
            self._draw_reef(surface, self.summary["rows"][seat], (SOLO_LEFT, y + PORTRAIT_REEF_Y), SOLO_TILE, SOLO_STEP)
            chips_y = y + PORTRAIT_REEF_Y + SOLO_TILE[1] + 12
            self._draw_chips(surface, self.summary["breakdowns"][seat], (SOLO_LEFT, chips_y))
            return
        surface.blit(score, score.get_rect(topleft=(x + 90, y + 40)))
        self._draw_reef(surface, self.summary["rows"][seat], (PANEL.x + 300, y), L.LANE_TILE, L.LANE_STEP)
        self._draw_chips(surface, self.summary["breakdowns"][seat], (PANEL.x + 300, y + L.LANE_TILE[1] + 10))

    @staticmethod
    def _draw_reef(surface: pygame.Surface, row: list[int], pos, size, step: int) -> None:
        for s, v in enumerate(row):
            surface.blit(sprites.image(*L.tile_spec(v, size)), (pos[0] + s * step, pos[1]))

    def _draw_chips(self, surface: pygame.Surface, breakdown: dict, pos) -> None:
        """The score per creature as pictogram chips (the same pictures as the table's breakdown)."""
        x, y = pos
        for part in PARTS:
            if part == "face_down" and not self.summary.get("solo"):
                continue
            chip = _chip(part, breakdown[part]["points"], breakdown["anchors"]["count"] if part == "anchors" else 0)
            surface.blit(chip, (x, y))
            x += chip.get_width() + 8

    def _draw_solo(self, surface: pygame.Surface) -> None:
        """Solo: the final reef big, its points per creature, and the five bands as rising steps."""
        solo = self.summary["solo"]
        size, step, left = SOLO_TILE, SOLO_STEP, SOLO_LEFT
        foot = self.continue_rect  # the stage's "Continue", or moved with a portrait screen's panel
        y = self.panel.y + 96
        self._draw_reef(surface, self.summary["rows"][0], (left, y), size, step)
        self._draw_chips(surface, self.summary["breakdowns"][0], (left, y + size[1] + 14))
        bands = list(reversed(SOLO_BANDS))
        w, gap = BAND_W, BAND_GAP
        x0 = left
        floor = foot.y - 24
        head = theme.text(t("fugu.ui.end.bands"), theme.SMALL, theme.MUTED, True)
        surface.blit(head, (left, floor - 70 - 22 * (len(bands) - 1) - 30))
        for i, (lowest, name) in enumerate(bands):
            lit = name == solo["band"]
            h = 70 + i * 22
            box = pygame.Rect(x0 + i * (w + gap), floor - h, w, h)
            pen.rect(surface, theme.GLOW if lit else (24, 60, 94), box, border_radius=14)
            if not lit:
                pen.rect(surface, (90, 140, 170), box, 2, border_radius=14)
            ink = theme.INK if lit else theme.FOAM
            text = t(f"fugu.band.{name}")
            label = theme.text(text, fit_size(text, theme.BODY, w - 16, True), ink, True)
            surface.blit(label, label.get_rect(midtop=(box.centerx, box.y + 10)))
            upper = bands[i + 1][0] - 1 if i + 1 < len(bands) else None
            span = "< 10" if lowest is None else (f"≥ {lowest}" if upper is None else f"{lowest}–{upper}")
            sub = theme.text(span, theme.SMALL, ink, True)
            surface.blit(sub, sub.get_rect(midtop=(box.centerx, box.y + 40)))
            if lit:  # a marker with the score over the reached step
                pin = theme.text(str(solo["score"]), theme.TITLE, theme.GLOW, True)
                surface.blit(pin, pin.get_rect(midbottom=(box.centerx, box.y - 4)))
        rule = t("fugu.ui.end.solo_rule", above=SOLO_WIN_ABOVE)
        label = fit(rule, theme.SMALL, foot.x - left - 20, theme.FOAM, True)
        surface.blit(label, label.get_rect(midleft=(left, foot.centery)))

    def _draw_highlights(self, surface: pygame.Surface, y: int, right: int) -> None:
        """The two highlight lines from ``y``, up to ``right``."""
        x = TEXT_X
        for key, params in self.summary["highlights"][:2]:
            label = fit(t(key, **params), theme.SMALL, right - x, theme.GLOW, True)
            surface.blit(label, (x, y))
            y += 30 if self.tall_rows else 28


def _chip(part: str, points: int, count: int) -> pygame.Surface:
    """A pictogram and the points (anchors: how many, then the cost); with its twin at the drawing scale."""
    return _chip_at(part, points, count, fine.k)


@lru_cache(maxsize=64)
def _chip_at(part: str, points: int, count: int, k: float) -> pygame.Surface:
    if part in CHIP_ICONS:
        pic = L.creature_icon(CHIP_ICONS[part], 28)
    else:
        pic = L.icon("anchor" if part == "anchors" else "back", 24)
    text = L.delta_text(points) if points else "0"
    if part == "anchors":
        text = f"×{count}  {text}"
    label = theme.text(text, theme.BODY, theme.CREAM, True)
    w, h = pic.get_width() + label.get_width() + 28, 36

    def paint(surf) -> None:
        pen.rect(surf, (20, 56, 88), surf.get_rect(), border_radius=h // 2)
        surf.blit(pic, pic.get_rect(midleft=(10, h // 2)))
        surf.blit(label, label.get_rect(midleft=(16 + pic.get_width(), h // 2)))

    return picture((w, h), paint)


class FuguResults(ResultsScene):
    """The shell's results with a solo headline."""

    def headline(self) -> str:
        solo = self.summary.get("solo")
        if solo:
            band = t(f"fugu.band.{solo['band']}")
            return t("fugu.ui.end.solo_band_won" if solo["won"] else "fugu.ui.end.solo_band_lost", band=band,
                     score=solo["score"])
        return super().headline()
