"""Drawing pieces of the Fat Fish table: plates with piles, the reserve, the lanes, the licences, the take
panel and the licence help.  Every function draws from plain values (what the scene shows right now);
the scene caches whatever stays the same frame after frame.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from fishgames.games.fatfish import scene_layout as L
from fishgames.games.fatfish.scene_cards import (
    ACCENT,
    MINUS_INK,
    back_spec,
    chip,
    icon,
    licence_help,
    licence_name,
)
from fishgames.i18n import t
from fishgames.ui import art, pen, sprites, theme
from fishgames.ui.display import whole
from fishgames.ui.table_kit import draw_stack
from fishgames.ui.text import SMALLEST, fit, fit_size, fitted, squeezed, wrap
from fishgames.ui.widgets import SeatPlate, draw_badge, draw_button, panel, veil

COIN = (238, 190, 50)


def coin(surface, centre, vp: int, radius: int = 12) -> None:
    """A gold coin with the licence points on it."""
    pen.circle(surface, art.darken(COIN, 0.4), (centre[0], centre[1] + 1), radius + 1)
    pen.circle(surface, COIN, centre, radius)
    pen.circle(surface, art.lighten(COIN, 0.4), centre, radius - 3, 1)
    label = theme.text(str(vp), 16, theme.INK, True)
    surface.blit(label, label.get_rect(center=centre))


def chips_row(surface, codes, left: int, top: int, width: int, size=L.CHIP) -> None:
    """A plus pile face up in miniature: chips overlap just enough to fit ``width``."""
    if not codes:
        return
    n = len(codes)
    step = size[0] + 3 if n == 1 else min(size[0] + 3, (width - size[0]) / (n - 1))
    for i, code in enumerate(codes):
        surface.blit(chip(code, size), (round(left + i * step), top))


def minus_pill(surface, count: int, total: int, right: int, centre_y: int, minus_one: bool) -> pygame.Rect:
    """The minus pile as count and total (public: every card came face up from a row)."""
    value = count if minus_one else total
    fill = MINUS_INK if count else (70, 96, 120)
    label = theme.text(f"−{value}" if count else "0", theme.SMALL, theme.INK if count else theme.FOAM, True)
    cards = theme.text(f"({count})", 16, art.darken(MINUS_INK, 0.6), True) if count else None
    w = label.get_width() + (cards.get_width() + 4 if cards else 0) + 18
    box = pygame.Rect(0, 0, w, 26)
    box.midright = (right, centre_y)
    pen.rect(surface, fill, box, border_radius=13)
    surface.blit(label, label.get_rect(midleft=(box.x + 9, box.centery)))
    if cards:
        surface.blit(cards, cards.get_rect(midleft=(box.x + 13 + label.get_width(), box.centery + 1)))
    return box


# -- seats ------------------------------------------------------------------------------------------------------

SCORE_PX, TIGHT_SCORE_PX = 32, 26  # a plate's total; in a row whose names need the room (``tight_row``)


def _name_room(width: int, total: int, tight: bool) -> int:
    """How wide a plate's name may be between its badge and its total (6 px clear of the total)."""
    score_w = theme.font(TIGHT_SCORE_PX if tight else SCORE_PX, True).size(str(total))[0]
    return width - 49 - score_w - 8 - 6 if tight else width - 54 - score_w - 18


def tight_row(width: int, plates) -> bool:
    """True when a name of the row (``(name, total)`` pairs) would be cut in its plate even at the smallest type
    (a small screen's floor: "Kingfis…" among six seats at 800 × 480): then every plate of the row gives its name
    more room — the total smaller, the name closer to the badge — alike, so the row stays one look."""
    smallest = theme.font(SMALLEST, True)
    return any(smallest.size(name)[0] > _name_room(width, total, False) for name, total in plates)


def draw_plate(surface, rect, seat: int, name: str, total: int, hand: int, deck: int, plus: tuple,
               minus: tuple[int, int], vp: int | None, hint: str, active: bool, minus_one: bool,
               tight: bool = False) -> None:
    """Another seat: badge, name, total; hand and deck counts and the minus pile; the plus pile face up in
    miniature with the licence points at its end (``tight``: see :func:`tight_row`)."""
    r = rect
    colour = theme.seat_colour(seat)
    surface.blit(panel(r.size), r.topleft)
    if active:
        pen.rect(surface, theme.GLOW, r.inflate(6, 6), 4, border_radius=17)
        pen.rect(surface, colour, r.inflate(-2, -2), 3, border_radius=13)
    centre = (r.x + 28, r.y + 26)
    pen.circle(surface, theme.WHITE, centre, 19)
    pen.circle(surface, colour, centre, 17)
    art.symbol_badge(surface, theme.seat_symbol(seat), centre, 10, theme.WHITE, edge=colour)
    score = theme.text(str(total), TIGHT_SCORE_PX if tight else SCORE_PX, theme.GLOW, True)
    surface.blit(score, score.get_rect(topright=(r.right - (8 if tight else 12), r.y + (9 if tight else 6))))
    label = squeezed(name, theme.BODY, _name_room(r.w, total, tight), theme.CREAM)
    surface.blit(label, label.get_rect(midleft=(r.x + (49 if tight else 54), r.y + 26)))
    x, y = r.x + 14, r.y + 48
    for kind, count in (("hand", hand), ("deck", deck)):
        img = icon(kind)
        surface.blit(img, (x, y))
        num = theme.text(str(count), theme.SMALL, theme.CREAM, True)
        surface.blit(num, (x + img.get_width() + 3, y))
        x += img.get_width() + num.get_width() + 14
    minus_pill(surface, minus[0], minus[1], r.right - 10, y + 11, minus_one)
    if hint:
        label = fit(hint, theme.SMALL, r.w - 24, theme.GLOW, True)
        surface.blit(label, (r.x + 12, r.bottom - 26))
        return
    right = r.right - 10
    if vp:
        coin(surface, (right - 12, r.y + 84), vp, 12)
        right -= 30
    chips_row(surface, plus, r.x + 10, r.y + 70, right - r.x - 10, (22, 28))


def draw_own(surface, r: pygame.Rect, seat: int, name: str, total: int, hand: int, deck: int, plus: tuple,
             minus: tuple[int, int], vp: int | None, active: bool, minus_one: bool) -> None:
    """The bottom seat: name, total (with licence points), hand and deck, the plus pile face up in rows,
    the minus pile as count and total."""
    plate = SeatPlate(seat, pygame.Rect(r), name=name, score="")
    plate.active = active
    plate.draw(surface)
    score = theme.text(str(total), 40, theme.GLOW, True)
    surface.blit(score, score.get_rect(topright=(r.right - 14, r.y + 46)))
    label = fit(t("fatfish.ui.total"), theme.SMALL, r.w - 100, theme.FOAM)
    surface.blit(label, (r.x + 16, r.y + 62))
    y = r.y + 98
    rows = [("hand", t("fatfish.term.hand"), str(hand)), ("deck", t("fatfish.ui.deck"), str(deck))]
    for kind, text, value in rows:
        surface.blit(icon(kind), (r.x + 14, y + 1))
        surface.blit(fit(text, theme.SMALL, r.w - 100, theme.FOAM), (r.x + 46, y))
        number = theme.text(value, theme.SMALL, theme.CREAM, True)
        surface.blit(number, number.get_rect(topright=(r.right - 16, y)))
        y += 26
    if vp is not None:
        coin(surface, (r.x + 26, y + 11), vp, 11)
        surface.blit(fit(t("fatfish.ui.licence_points"), theme.SMALL, r.w - 100, theme.FOAM), (r.x + 46, y))
        number = theme.text(f"+{vp}" if vp else "0", theme.SMALL, theme.CREAM, True)
        surface.blit(number, number.get_rect(topright=(r.right - 16, y)))
        y += 26
    y += 8
    pen.line(surface, (60, 100, 130), (r.x + 14, y - 4), (r.right - 14, y - 4), 1)
    plus_value = sum(int(c[1:]) for c in plus)
    surface.blit(fit(t("fatfish.ui.plus_pile"), theme.SMALL, r.w - 80, theme.FOAM, True), (r.x + 14, y))
    number = theme.text(f"+{plus_value}" if plus_value else "0", theme.SMALL, theme.GLOW, True)
    surface.blit(number, number.get_rect(topright=(r.right - 16, y)))
    y += 28
    per_line = 7
    lines = [plus[i:i + per_line] for i in range(0, len(plus), per_line)] or [()]
    bottom_room = r.bottom - 70
    line_h = min(40, max(22, (bottom_room - y) // max(1, len(lines))))
    for codes in lines:
        for j, code in enumerate(codes):
            surface.blit(chip(code), (r.x + 14 + j * 26, y))
        y += line_h
    if not plus:
        empty = theme.text("–", theme.SMALL, theme.MUTED, True)
        surface.blit(empty, (r.x + 16, y - line_h + 4))
    y = r.bottom - 60
    pen.line(surface, (60, 100, 130), (r.x + 14, y - 6), (r.right - 14, y - 6), 1)
    surface.blit(fit(t("fatfish.ui.minus_pile"), theme.SMALL, r.w - 30, theme.FOAM, True), (r.x + 14, y))
    value = minus[0] if minus_one else minus[1]
    text = t("fatfish.term.minus_summary", count=minus[0], total=value) if minus[0] else t("fatfish.ui.minus_none")
    surface.blit(fitted(text, theme.SMALL, r.w - 28, MINUS_INK, True), (r.x + 14, y + 26))


def draw_reserve(surface, r: pygame.Rect, reserve: int, box: int, takes: int, takes_total: int) -> None:
    """The reserve (face down, count only), the box and how many rows were taken."""
    surface.blit(panel(r.size), r.topleft)
    title = fit(t("fatfish.term.reserve"), theme.SMALL, r.w - 20, theme.FOAM, True)
    surface.blit(title, (r.x + 14, r.y + 10))
    pile = L.RESERVE_PILE.move(r.x - L.RESERVE.x, r.y - L.RESERVE.y)
    layers = min(4, (reserve + 3) // 4)
    back = sprites.image(*back_spec(pile.size))
    draw_stack(surface, pile, layers, back, sprites.image("shadow", pile.size, 6, 4), drop=4, radius=8)
    draw_badge(surface, reserve, (pile.right - 2, pile.bottom - 6), ACCENT)
    x = pile.right + 12
    label = fitted(t("fatfish.ui.box"), theme.SMALL, r.right - x - 4, theme.MUTED, False)
    surface.blit(label, (x, pile.y + 6))
    surface.blit(theme.text(str(box), theme.BODY, theme.CREAM, True), (x, pile.y + 30))
    label = fitted(t("fatfish.ui.rows_taken"), theme.SMALL, r.w - 28, theme.MUTED, False)
    surface.blit(label, (r.x + 14, r.bottom - 54))
    number = theme.text(f"{takes} / {takes_total}", theme.BODY, theme.CREAM, True)
    surface.blit(number, (r.x + 14, r.bottom - 32))


# -- the rows ---------------------------------------------------------------------------------------------------

def paint_lanes(surface) -> None:
    """The three lanes with their numbers and empty places (static: painted into the backdrop).
    The fifth place wears a net: whoever lays a card there must take the row."""
    for r in range(L.ROWS):
        lane = L.lane(r)
        surface.blit(panel(lane.size, 16, (8, 40, 70), 150, (70, 120, 150)), lane.topleft)
        centre = (lane.x + L.LABEL_W // 2 + 2, lane.centery)
        pen.circle(surface, theme.CREAM, centre, 22)
        pen.circle(surface, ACCENT, centre, 19)
        number = theme.text(str(r + 1), 28, theme.WHITE, True)
        surface.blit(number, number.get_rect(center=centre))
        for i in range(L.SLOTS):
            slot = L.slot(r, i)
            if i == L.SLOTS - 1:
                _net_slot(surface, slot)
            else:
                pen.rect(surface, (90, 140, 170), slot, 2, border_radius=9)


def _net_slot(surface, slot: pygame.Rect) -> None:
    img = _net(slot.size)
    surface.blit(img, slot.topleft)


@lru_cache(maxsize=4)
def _net(size) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pen.rect(surf, (255, 150, 120, 40), surf.get_rect(), border_radius=9)
    mesh = (255, 170, 140, 90)
    for k in range(-h, w, 14):
        pen.line(surf, mesh, (k, 0), (k + h, h), 1)
        pen.line(surf, mesh, (k + h, 0), (k, h), 1)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pen.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=9)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pen.rect(surf, MINUS_INK, surf.get_rect(), 2, border_radius=9)
    label = theme.text("5", 28, (255, 190, 170), True)
    surf.blit(label, label.get_rect(center=(w // 2, h // 2 - 4)))
    return surf


def mark_tag(surface, rect: pygame.Rect, good: bool) -> None:
    """"+" (plus pile) or "−" (minus pile) on a card of a row being split."""
    colour = theme.GLOW if good else MINUS_INK
    centre = (rect.centerx, rect.y - 2 if good else rect.bottom + 2)
    pen.circle(surface, theme.WHITE, centre, 16)
    pen.circle(surface, colour, centre, 14)
    sign = theme.text("+" if good else "−", 26, theme.INK, True)
    surface.blit(sign, sign.get_rect(center=(centre[0], centre[1] - 1)))


# -- licences ---------------------------------------------------------------------------------------------------

ROW_H = 26
LICENCE_NAME_X = 40  # a licence's name, right of its coin
HOLDER_BADGES = 2  # at most this many holder badges; more holders show as "+n"


def licence_name_room(r: pygame.Rect, holders: int) -> int:
    """The width left for a licence's name in the panel ``r``, left of its holders' badges (24 px apart,
    radius 11, the first centred 20 px from the right edge; "+n" beyond two)."""
    shown = max(1, min(holders, HOLDER_BADGES))
    right = r.right - 20 - 24 * (shown - 1) - 11
    if holders > HOLDER_BADGES:
        right -= theme.font(theme.SMALL, True).size(f"+{holders - HOLDER_BADGES}")[0] + 2
    return right - 6 - (r.x + LICENCE_NAME_X)


def draw_licences(surface, r: pygame.Rect, licences: tuple, flashing: frozenset) -> None:
    """All nine licences: points, name and who holds them (a seat badge), grouped first/end; tap for help."""
    surface.blit(panel(r.size), r.topleft)
    title = fit(t("fatfish.term.licences"), theme.SMALL, r.w - 60, theme.FOAM, True)
    surface.blit(title, (r.x + 12, r.y + 8))
    hint = theme.text("?", theme.SMALL, theme.INK, True)
    hc = (r.right - 22, r.y + 19)
    pen.circle(surface, theme.GLOW, hc, 13)
    surface.blit(hint, hint.get_rect(center=hc))
    y = r.y + 38
    kind_seen = None
    for lid, kind, vp, holders in licences:
        if kind != kind_seen:
            kind_seen = kind
            head = fit(t(f"fatfish.ui.licence_kind.{kind}"), 16, r.w - 24, theme.MUTED, True)
            surface.blit(head, (r.x + 12, y))
            y += 21
        row = pygame.Rect(r.x + 6, y, r.w - 12, ROW_H - 2)
        if lid in flashing:
            pen.rect(surface, (120, 100, 30), row, border_radius=8)
            pen.rect(surface, theme.GLOW, row, 2, border_radius=8)
        coin(surface, (r.x + 22, y + ROW_H // 2 - 1), vp, 11)
        taken = bool(holders)
        name = fitted(licence_name(lid), theme.SMALL, licence_name_room(r, len(holders)),
                      theme.MUTED if taken and kind == "first" else theme.CREAM, False)
        surface.blit(name, (r.x + LICENCE_NAME_X, y + 2))
        x = r.right - 20
        more = len(holders) - HOLDER_BADGES
        if more > 0:  # a tie of many on an end licence: two badges and "+3"
            label = theme.text(f"+{more}", theme.SMALL, theme.CREAM, True)
            surface.blit(label, label.get_rect(midright=(r.right - 8, y + ROW_H // 2 - 1)))
            x = r.right - 8 - label.get_width() - 14
        for seat in reversed(holders[:HOLDER_BADGES]):
            c = theme.seat_colour(seat)
            pen.circle(surface, theme.WHITE, (x, y + ROW_H // 2 - 1), 11)
            pen.circle(surface, c, (x, y + ROW_H // 2 - 1), 10)
            art.symbol_badge(surface, theme.seat_symbol(seat), (x, y + ROW_H // 2 - 1), 6, theme.WHITE, edge=c)
            x -= 24
        y += ROW_H


def draw_help(surface, licences: tuple, names) -> None:
    """The licences in full: what each asks, its points and its holder; any tap closes it."""
    whole(surface).blit(veil(whole(surface).get_size(), (0, 10, 20, 150)), (0, 0))
    r = L.HELP
    pen.rect(surface, (0, 0, 0), r.move(4, 8), border_radius=26)
    pen.rect(surface, theme.CREAM, r, border_radius=26)
    pen.rect(surface, theme.SAND_DARK, r, 3, border_radius=26)
    head = fit(t("fatfish.term.licences"), theme.TITLE, r.w - 60, theme.INK, True)
    surface.blit(head, (r.x + 30, r.y + 16))
    y = r.y + 76
    for lid, _kind, vp, holders in licences:
        coin(surface, (r.x + 46, y + 20), vp, 16)
        name = theme.text(licence_name(lid), theme.BODY, theme.INK, True)
        surface.blit(name, (r.x + 74, y))
        text = fitted(licence_help(lid), theme.SMALL, r.w - 104, (70, 76, 86), False)
        surface.blit(text, (r.x + 74, y + 28))
        x = r.right - 28
        if not holders:
            label = theme.text("–", theme.SMALL, theme.MUTED, True)
            surface.blit(label, label.get_rect(topright=(x, y + 4)))
        for seat in reversed(holders[-3:]):
            label = fit(names(seat), theme.SMALL, 110, theme.SEA, True)
            rect = surface.blit(label, label.get_rect(topright=(x, y + 4)))
            centre = (rect.x - 16, rect.centery)
            pen.circle(surface, theme.seat_colour(seat), centre, 11)
            art.symbol_badge(surface, theme.seat_symbol(seat), centre, 6.5, theme.WHITE,
                             edge=theme.seat_colour(seat))
            x = rect.x - 36
        y += 52
    close = theme.text(t("fatfish.ui.tap_to_close"), theme.SMALL, (110, 116, 126), True)
    surface.blit(close, close.get_rect(midbottom=(r.centerx, r.bottom - 10)))


# -- the take panel --------------------------------------------------------------------------------------------

def draw_take_panel(surface, title: str, preview: str, bonus: str, button: str, ready: bool) -> None:
    """The frame of the plus-card choice (the cards are drawn by the scene on top)."""
    r = L.TAKE
    pen.rect(surface, (0, 0, 0), r.move(3, 6), border_radius=22)
    pen.rect(surface, (14, 52, 84), r, border_radius=22)
    pen.rect(surface, theme.GLOW, r, 3, border_radius=22)
    lines = wrap(title, theme.BODY, r.w - 40, True)[:2]
    y = r.y + 12
    for line in lines:
        img = theme.text(line, theme.BODY, theme.CREAM, True)
        surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
        y += 30
    label = fitted(preview, theme.BODY, L.TAKE_BUTTON.x - r.x - 40, theme.GLOW, True)
    surface.blit(label, label.get_rect(midleft=(r.x + 26, L.TAKE_BUTTON.centery)))
    if bonus:
        extra = fitted(bonus, theme.SMALL, r.w - 60, theme.FOAM, True)
        surface.blit(extra, extra.get_rect(midtop=(r.centerx, L.TAKE_BUTTON.y - 26)))
    draw_button(surface, L.TAKE_BUTTON, button, enabled=ready)


PROMPT_ROOM = L.CENTER.w - 40  # the prompt line between the rows and the hand


def prompt_layout(text: str) -> tuple[int, tuple[str, ...]]:
    """The prompt's font size and lines: one line, shrunk down to the theme's floor if it must; a longer one
    (a caption naming six players) in two lines at the floor size — never cut."""
    size = fit_size(text, theme.BODY, PROMPT_ROOM, True)
    if theme.font(size, True).size(text)[0] <= PROMPT_ROOM:
        return size, (text,)
    return SMALLEST, wrap(text, SMALLEST, PROMPT_ROOM, True)[:2]


def draw_prompt(surface, text: str, highlight: bool = False, y: int = L.PROMPT_Y) -> None:
    if not text:
        return
    size, lines = prompt_layout(text)
    ink = theme.INK if highlight else theme.CREAM
    images = [theme.text(line, size, ink, True) for line in lines]
    step = theme.font(size, True).get_linesize()
    box = pygame.Rect(0, 0, max(img.get_width() for img in images), step * len(images))
    box.center = (L.CENTER.centerx, y)
    box.inflate_ip(36, 12)
    if highlight:
        pen.rect(surface, theme.GLOW, box, border_radius=min(box.h // 2, 22))
        pen.rect(surface, art.darken(theme.GLOW, 0.35), box, 2, border_radius=min(box.h // 2, 22))
    else:
        surface.blit(panel(box.size, min(box.h // 2, 22)), box.topleft)
    top = box.centery - step * len(images) // 2
    for i, img in enumerate(images):
        surface.blit(img, img.get_rect(midtop=(box.centerx, top + i * step)))


# -- lane overlays (cached) ----------------------------------------------------------------------------------

def lane_shade(size) -> pygame.Surface:
    return sprites.image("fatfish_shade", size)


def lane_hover(size) -> pygame.Surface:
    return sprites.image("fatfish_hover", size)


def _hover(size) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pen.rect(surf, (*theme.GLOW, 60), surf.get_rect(), border_radius=16)
    pen.rect(surf, theme.WHITE, surf.get_rect(), 3, border_radius=16)
    return surf


sprites.register("fatfish_hover", lambda size: _hover(size))


def _shade(size) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pen.rect(surf, (4, 16, 30, 120), surf.get_rect(), border_radius=16)
    return surf


sprites.register("fatfish_shade", lambda size: _shade(size))
