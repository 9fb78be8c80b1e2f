"""The take: the taker chooses the plus cards of a full row (spec §4 step 5a), and the results scene.

The panel shows the row split by colour, high values first, with the best choice pre-selected (the
view's ``take_default``); tapping a card keeps that copy of its colour instead (a single-coloured row
keeps two).  The points and any licences the split would claim are previewed before "Take the row".
"""

from __future__ import annotations

import pygame

from fishgames.games.fatfish import scene_draw as D
from fishgames.games.fatfish import scene_text as T
from fishgames.games.fatfish.data import COLOURS
from fishgames.games.fatfish.rules import Keep, first_licence_met, net_points, parse_card
from fishgames.games.fatfish.scene_cards import colour_of, face, licence_name, value_of
from fishgames.games.fatfish.view_types import FatFishView
from fishgames.i18n import t
from fishgames.ui import sprites, theme
from fishgames.ui.text import SMALLEST, longest_fitting
from fishgames.ui.widgets import draw_glow


def best_split(row: list[str]) -> list[str]:
    """The highest card of each colour (the two highest of a single-coloured row): the pre-selection when
    the view brings none of its own."""
    ranked = sorted(row, key=value_of, reverse=True)
    if len({colour_of(c) for c in row}) == 1:
        return ranked[:2]
    best: dict[str, str] = {}
    for code in ranked:
        best.setdefault(colour_of(code), code)
    return list(best.values())


class TakeChoice:
    """The plus-card choice of the viewer's take, a part of the Fat Fish table (its ``take``): which cards of the
    full row are kept, where they lie in the panel, what a tap there changes, and the panel drawn."""

    def __init__(self, table):
        self.table = table
        self.kept: list[int] = []  # indices of the taken row chosen for the plus pile
        self._kept_for = None  # (match version, row) the choice was made for

    def row(self, view: FatFishView) -> list[str]:
        return view["rows"][view["turn_row"]] if view.get("turn_row") is not None else []

    def picks(self, view: FatFishView) -> list[int]:
        """The chosen plus cards (indices into the row), pre-selected with the best choice."""
        row = self.row(view)
        key = (self.table.match.version, tuple(row))
        if self._kept_for != key:
            self._kept_for = key
            picks, used = [], set()
            for code in view.get("take_default") or best_split(row):
                i = next(j for j, c in enumerate(row) if c == code and j not in used)
                used.add(i)
                picks.append(i)
            self.kept = picks
        return self.kept

    def rects(self, view: FatFishView) -> list[tuple[int, pygame.Rect]]:
        """The taken row's cards in the take panel: grouped by colour, high values first; plus cards lifted."""
        row = self.row(view)
        picks = self.picks(view)
        order = sorted(range(len(row)), key=lambda i: (COLOURS.index(colour_of(row[i])), -value_of(row[i]), i))
        groups: list[int] = []
        last = None
        for i in order:
            colour = colour_of(row[i])
            if colour != last:
                groups.append(0)
                last = colour
            groups[-1] += 1
        lefts = self.table.L.take_lefts(tuple(groups))
        out = []
        for i, left in zip(order, lefts, strict=True):
            top = self.table.L.TAKE_CARDS_Y - (self.table.L.TAKE_LIFT if i in picks else 0)
            out.append((i, pygame.Rect(left, top, *self.table.L.TAKE_CARD)))
        return out

    def choice(self, view: FatFishView) -> list[str] | None:
        """The chosen plus cards as sorted codes, or None while the choice is not a legal split."""
        row = self.row(view)
        chosen = sorted((row[i] for i in self.picks(view)), key=parse_card)
        return chosen if chosen in [sorted(o, key=parse_card) for o in view.get("take_options") or []] else None

    def tap(self, pos, view: FatFishView) -> None:
        choice = self.choice(view)
        if self.table.tap_area(self.table.L.TAKE_BUTTON).collidepoint(pos):
            if choice is None:
                self.table.say(t("fatfish.ui.take_incomplete"))
                return
            self.table.act(Keep(tuple(sorted(parse_card(c) for c in choice))))
            return
        row = self.row(view)
        for i, rect in self.rects(view):
            if not rect.collidepoint(pos):
                continue
            picks = self.kept
            single = len({colour_of(c) for c in row}) == 1
            if single:
                if i in picks:
                    picks.remove(i)
                else:
                    if len(picks) >= 2:
                        picks.pop(0)
                    picks.append(i)
            else:
                picks[:] = [j for j in picks if colour_of(row[j]) != colour_of(row[i])] + [i]
            self.table.sound("click")
            return

    def texts(self, view: FatFishView) -> tuple[str, str, str]:
        """Title, points preview and the licences the split would claim."""
        row = self.row(view)
        single = len({colour_of(c) for c in row}) == 1
        row_no = view["turn_row"] + 1
        title = t("fatfish.ui.take_title_two" if single else "fatfish.ui.take_title", row=row_no)
        picks = self.picks(view)
        plus = [parse_card(row[i]) for i in picks]
        minus = [parse_card(row[i]) for i in range(len(row)) if i not in picks]
        minus_one = view["options"]["minus_one_per_card"]
        points = net_points(plus, minus, minus_one)
        cost = len(minus) if minus_one else sum(value_of(row[i]) for i in range(len(row)) if i not in picks)
        preview = t("fatfish.term.take_preview", plus=sum(value_of(row[i]) for i in picks), minus=cost,
                    points=T.signed(points))
        bonus = ""
        if view["options"]["licences"] and self.choice(view) is not None:
            ints = [parse_card(c) for c in row]
            won = [lic for lic in view["licences"] if lic["kind"] == "first" and not lic["holders"]
                   and first_licence_met(lic["id"], ints, points)]
            if won:
                bonus = t("fatfish.ui.take_licences", names=", ".join(licence_name(lic["id"]) for lic in won),
                          vp=sum(lic["vp"] for lic in won))
        if not bonus and len(view.get("take_options") or []) > 1:
            bonus = longest_fitting((t("fatfish.ui.take_hint"), t("fatfish.ui.take_hint_short")), SMALLEST,
                                    D.BONUS_ROOM, True)  # a small screen's floor: the short one
        return title, preview, bonus

    def draw(self, surface, view: FatFishView) -> None:
        title, preview, bonus = self.texts(view)
        ready = self.choice(view) is not None
        D.draw_take_panel(surface, title, preview, bonus, t("fatfish.ui.take_button"), ready, self.table.L)
        row = self.row(view)
        picks = self.picks(view)
        dim = sprites.image("card_dim", self.table.L.TAKE_CARD)
        shadow = sprites.image("shadow", self.table.L.TAKE_CARD, 10, 5)
        for i, rect in self.rects(view):
            good = i in picks
            surface.blit(shadow, rect.move(3, 6))
            if good:
                draw_glow(surface, rect.inflate(6, 6), theme.GLOW, 1.0)
            surface.blit(face(row[i], self.table.L.TAKE_CARD), rect)
            if not good:
                surface.blit(dim, rect)
            D.mark_tag(surface, rect, good)

