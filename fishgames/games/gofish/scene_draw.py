"""Drawing the Go Fish table: the backdrop, books, pond, seats and their fans, your hand, the prompt."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from fishgames.games.gofish import look
from fishgames.games.gofish.data import N_RANKS, Phase
from fishgames.games.gofish.look import BACK
from fishgames.games.gofish.plate_rows import hint_moves_out
from fishgames.games.gofish.scene_layout import CARD_H, CARD_W, HINT_ROW, pond_angle
from fishgames.games.gofish.view_types import GoFishView
from fishgames.i18n import t
from fishgames.ui import art, fine, games, pen, sprites, theme, widgets
from fishgames.ui.canvas import composed, picture
from fishgames.ui.text import fit, longest_fitting, wrap


def own_hints_line(level: str, room: int) -> str:
    """Your plate's line saying which level's aids you get: its short form where the whole sentence is wider than
    ``room`` (the large type of a small panel at 150 %: "deine Hinweise: N…" was cut)."""
    gives = level in look.LOG_DURING_PLAY
    key = "gofish.ui.hints_level" if gives else "gofish.ui.no_hints_level"
    line = t(key, level=games.level_name(level))
    if theme.font(theme.SMALL, True).size(line)[0] <= room:
        return line
    return t(key + "_short", level=games.level_name(level))


class Drawer:
    """Mixin for the Go Fish table: the drawing half (reads ``shown``, ``plates``, ``hints``, never the state)."""

    # -- drawing ------------------------------------------------------------------------------------------------
    def draw_backdrop(self) -> pygame.Surface:
        geo = self.geo
        POND, SLOT = geo.POND, geo.SLOT  # noqa: N806 - the layout's names
        surf = sprites.opaque(("underwater", (geo.W, geo.H), 7))  # opaque: no full-screen copy converted at the end
        surf.blit(sprites.image("table", geo.TABLE.size, "sand", 5), geo.TABLE.topleft)
        # the pond: a sunken pool of water in the sand
        pen.ellipse(surf, art.darken(theme.SAND, 0.22), POND.inflate(22, 18))
        pen.ellipse(surf, (34, 118, 160), POND.inflate(8, 6))
        surf.blit(_pool(POND.size, fine.k), POND.topleft)
        for k in (1, 2):
            pen.ellipse(surf, (170, 220, 236), POND.inflate(-k * 70, -k * 34), 2)
        label = art.outlined_text(t("gofish.ui.pond"), theme.SMALL, theme.CREAM, theme.DEEP)
        surf.blit(label, label.get_rect(midbottom=(POND.centerx, POND.y - 2)))
        for rank in range(N_RANKS):
            surf.blit(look.empty_slot(rank, SLOT), self.slot_rect(rank))
        books = art.outlined_text(t("gofish.ui.books"), theme.SMALL, theme.CREAM, (110, 80, 50))
        point, at = geo.BOOKS_LABEL
        surf.blit(books, books.get_rect(**{point: at}))
        return sprites.for_display(surf)  # opaque, in the window's format: the fastest full-screen blit

    def draw_table(self, surface: pygame.Surface, view: GoFishView) -> None:
        self.faces_drawn = set()
        shown = self.shown
        geo = self.geo
        for rank, owner in shown.books:
            surface.blit(look.book_tile(rank, owner, geo.SLOT), self.slot_rect(rank))
        self._draw_pond(surface)
        targets = self.valid_targets() if self.selected is not None else []
        for seat, plate in self.plates.items():
            self._dress(plate, shown, self.hints, view["phase"], seat in targets)
            if seat != self.bottom:
                self._draw_rival(surface, seat, plate, shown.counts[seat])
                if plate.tag:
                    ink = widgets.dimmed(theme.GLOW) if plate.dim else theme.GLOW  # dimmed as its plate
                    line = fit(plate.tag, theme.SMALL, plate.rect.w - 8, ink, bold=True)
                    surface.blit(line, line.get_rect(midleft=self.tag_rect(plate).move(4, 0).midleft))
            else:
                plate.draw(surface, self.clock)
            if plate.target:  # a valid target: a bright pulsing frame, not just a halo
                grow = round(4 + 4 * widgets.pulse(self.clock))
                pen.rect(surface, theme.GLOW, plate.rect.inflate(2 * grow, 2 * grow), 4,
                                 border_radius=16 + grow)
            hint = self.hints.get(seat, {})
            if seat != self.bottom and (hint.get("has") or hint.get("lacks")):
                chips = _hint_rows(hint["has"], hint["lacks"], plate.rect.w, t("gofish.ui.hint.has"),
                                   t("gofish.ui.hint.lacks"), geo.HINT_ROW, plate.dim)
                surface.blit(chips, (plate.rect.x, geo.HINT_Y))
        if self.log_panel is not None:
            self.draw_log(surface, self.log or [t("gofish.ui.log_empty")])
        else:
            note = _memory_note(t("gofish.ui.memory_note"), geo.LOG_RECT.w)
            surface.blit(note, note.get_rect(center=geo.LOG_RECT.center))
        self._draw_ask_line(surface)
        if self.bottom == self.viewer:
            self._draw_hand(surface)
        else:
            self._draw_hidden_hand(surface, shown.counts[self.bottom])
        self._draw_prompt(surface)
        for sprite in self.flying:
            sprite.draw(surface)
            if sprite.card is not None and sprite.showing_front:
                self.faces_drawn.add(sprite.card)

    def _dress(self, plate: widgets.SeatPlate, shown, hints: dict, phase: str, target: bool) -> None:
        """``plate`` as ``shown``, ``hints`` and the view's ``phase`` have it (the drawn table, or the one a story's end
        will show: ``GoFishTable.looks_ahead``)."""
        seat = plate.seat
        plate.score = shown.score(seat)
        plate.counts = look.cards_text(shown.counts[seat])
        plate.active = shown.turn == seat
        plate.target = target
        plate.dim = shown.counts[seat] == 0 and shown.pond == 0 and phase != Phase.DEAL.text
        last = hints.get(seat, {}).get("last") if seat != self.bottom else None
        plate.hint = last_asked(last, plate.rect.w - 24) if last is not None else ""
        plate.tag = ""  # the hint under the fan: a long name whole on the plate only without its line
        if seat != self.bottom and hint_moves_out(plate):
            plate.tag, plate.hint = last_asked(last, plate.rect.w - 8), ""
        if seat == self.bottom and self.viewer is not None:  # which level's aids you get (spec §11.1)
            plate.hint = own_hints_line(self.level, plate.rect.w - 24)

    def tag_rect(self, plate: widgets.SeatPlate) -> pygame.Rect:
        """Where a rival's hint stands under its fan (``plate_rows.hint_moves_out``): the first row of the chips."""
        return pygame.Rect(plate.rect.x, self.geo.HINT_Y, plate.rect.w, self.geo.HINT_ROW)

    def _draw_pond(self, surface: pygame.Surface) -> None:
        """The pond's heap of backs and its count, painted once per count and then copied (``canvas.composed``):
        drawn as usual, its backs were blended in every frame and the backdrop laid under them again."""
        count = self.shown.pond
        cards = self._pond_cards(count)
        centre = self.pond_badge_centre()
        area = _bounds([rect for _, rect in cards] + [widgets.badge_rect(count, centre)])

        def paint(canvas, rect: pygame.Rect) -> None:
            dx, dy = rect.x - area.x, rect.y - area.y
            for img, at in cards:
                canvas.blit(img, at.move(dx, dy))
            widgets.draw_badge(canvas, count, (centre[0] + dx, centre[1] + dy), theme.DEEP, theme.CREAM)

        composed(surface, ("gofish pond", count, self.geo, tuple(self._pile)), area, paint)

    def _pond_cards(self, count: int) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The backs heaped in the pond for ``count`` cards left: (picture, where), bottom first."""
        POND, POND_SCALE = self.geo.POND, self.geo.POND_SCALE  # noqa: N806 - the layout's names
        shown = min(len(self._pile), math.ceil(count / 4))
        back = sprites.image(*BACK)
        key = sprites.spec_key(BACK)
        cards = []
        for dx, dy, angle in self._pile[:shown]:
            img = sprites.transformed(key, back, pond_angle(angle), POND_SCALE)
            cards.append((img, img.get_rect(center=(POND.centerx + dx, POND.centery + dy))))
        return cards

    def pond_heap(self) -> pygame.Rect | None:
        """Where the pond's heap of backs lies (the cards fished from; None when the pond is empty)."""
        cards = self._pond_cards(self.shown.pond)
        return _bounds([rect for _, rect in cards]) if cards else None

    def pond_badge_centre(self) -> tuple[int, int]:
        """Where the pond's count badge sits: on the pond's upper right rim."""
        return self.geo.POND.right - 10, self.geo.POND.y + 16

    def _draw_rival(self, surface: pygame.Surface, seat: int, plate: widgets.SeatPlate, count: int) -> None:
        """A rival's fan of backs and its plate over it, painted once per look and then copied (``canvas.composed``):
        the glow of the seat whose turn it is reaches over the fan drawn before it and over the stage's top edge, so
        that plate was drawn as usual in every frame of its turn, and every fan's backs blended in every frame.  A
        plate glowing as a target pulses: drawn as usual."""
        if plate.target:
            for img, at in self._fan_cards(seat, count):
                surface.blit(img, at)
            plate.draw(surface, self.clock)
            return
        composed(surface, *self._rival_look(surface, plate, count))

    def _rival_look(self, surface: pygame.Surface, plate: widgets.SeatPlate, count: int) -> tuple:
        """(key, area, paint) of a rival's fan of ``count`` backs and its plate over it, not a target
        (``canvas.composed``)."""
        cards = self._fan_cards(plate.seat, count)
        # one area for all its looks, glowing or not, and for most counts (every rival's of one size): a new look is
        # painted into a picture of an old one, or a spare, not onto a new surface (fresh pages, issue 29) — where the
        # plates stand far enough apart (an area over the next plate's would keep that one from being copied)
        reach = widgets.GLOW_REACH if plate.active or self._rivals_apart() else 2  # (SeatPlate.draw's own: 2)
        glow = plate.rect.inflate(2 * reach, 2 * reach)
        fan = pygame.Rect(glow.x, glow.y, glow.w, self.geo.FAN_Y + round(CARD_H * self.geo.FAN_SCALE) - glow.y)
        area = _bounds([glow, fan] + [at for _, at in cards]).clip(surface.get_rect())
        key = ("gofish rival", count, self.geo, plate.seat, tuple(plate.rect), plate.name, plate.score, plate.counts,
               plate.hint, plate.active, plate.dim, theme.symbols, theme.text_floor)

        def paint(canvas, rect: pygame.Rect) -> None:
            dx, dy = rect.x - area.x, rect.y - area.y
            for img, at in cards:
                canvas.blit(img, at.move(dx, dy))
            plate._paint(canvas, plate.rect.move(dx, dy), clock)

        clock = self.clock  # (a plate not a target does not pulse)
        return key, area, paint

    def _rivals_apart(self) -> bool:
        """Whether the rivals' plates stand further apart than two glows' reach (landscape: 40 px; upright: 12)."""
        rects = sorted((p.rect for seat, p in self.plates.items() if seat != self.bottom), key=lambda r: r.x)
        return all(b.x - a.right > 2 * (widgets.GLOW_REACH + 1) for a, b in zip(rects, rects[1:], strict=False))

    def fan_rect(self, seat: int) -> pygame.Rect | None:
        """Where a rival's fan of backs lies as drawn now (None: no cards, or the bottom seat)."""
        if seat == self.bottom or seat not in self.plates:
            return None
        count, rect = self.shown.counts[seat], self.plates[seat].rect
        key = (seat, count, tuple(rect), self.geo, fine.k)  # each frame with a bubble asks: measured once a look
        bounds = self._fan_bounds.get(key, False)
        if bounds is False:
            cards = self._fan_cards(seat, count)
            bounds = cards[0][1].unionall([at for _, at in cards[1:]]) if cards else None
            if len(self._fan_bounds) > 64:
                self._fan_bounds.clear()
            self._fan_bounds[key] = bounds
        return bounds.copy() if bounds is not None else None

    def ask_line_rects(self) -> list[pygame.Rect]:
        """The dotted question line's dots and its rank chip, as :meth:`_draw_ask_line` draws them (none: no
        question shown)."""
        points = self._ask_points()
        if not points:
            return []
        chip = _rank_chip(self.ask_line[2], self.ask_line[0]).get_rect(center=points[len(points) // 2])
        return [*(pygame.Rect(x - 6, y - 6, 13, 13) for x, y in points[1:-1]), chip]

    def books_label_rect(self) -> pygame.Rect:
        """The "Books" label beside (upright: over) the Books row, part of the row a bubble leaves visible."""
        label = art.outlined_text(t("gofish.ui.books"), theme.SMALL, theme.CREAM, (110, 80, 50))
        point, at = self.geo.BOOKS_LABEL
        return label.get_rect(**{point: at})

    def _fan_cards(self, seat: int, count: int) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """A rival's fan of ``count`` backs under its plate: (picture, where), left to right."""
        if count <= 0:
            return []
        rect = self.plates[seat].rect
        back = sprites.image(*BACK)
        key = sprites.spec_key(BACK)
        step = min(16.0, (rect.w - 60) / max(1, count - 1))
        x0 = rect.centerx - step * (count - 1) / 2
        cards = []
        for i in range(count):
            u = i - (count - 1) / 2
            angle = max(-20, min(20, -u * 3))
            img = sprites.transformed(key, back, angle, self.geo.FAN_SCALE)
            cards.append((img, img.get_rect(center=(x0 + i * step, self.geo.FAN_Y + abs(u) * 0.9))))
        return cards

    def _draw_hidden_hand(self, surface: pygame.Surface, count: int) -> None:
        """The bottom seat while nobody may look (pass-and-play before the cover, a bots-only demo), painted once per
        count and then copied (``canvas.composed``)."""
        if count <= 0:
            return
        back = sprites.image(*BACK)
        key = sprites.spec_key(BACK)
        geo = self.geo
        step = min(34.0 * geo.hand, 760 / max(1, count))
        x0 = geo.W // 2 - step * (count - 1) / 2
        img = sprites.transformed(key, back, 0, 0.7 * geo.hand)
        cards = [img.get_rect(center=(x0 + i * step, geo.HAND_Y + 10)) for i in range(count)]
        area = _bounds(cards)

        def paint(canvas, rect: pygame.Rect) -> None:
            dx, dy = rect.x - area.x, rect.y - area.y
            for at in cards:
                canvas.blit(img, at.move(dx, dy))

        composed(surface, ("gofish hidden hand", count, geo), area, paint)

    def _draw_hand(self, surface: pygame.Surface) -> None:
        geo, hand = self.geo, tuple(self.shown.hand)
        positions, hits = geo.hand_layout(hand)
        k, live = geo.scale_of(hand), {}
        card_w, card_h = CARD_W * k, CARD_H * k
        for card in sorted(positions):
            sprite = self._hand_sprites.get(card) or self._sprite(card, face_up=True)
            live[card] = sprite
            x, y = positions[card]
            sprite.pos = (x, y - self.lift[card >> 2])
            sprite.scale = k
            sprite.glow = card >> 2 == self.selected
            sprite.draw(surface)
            self.faces_drawn.add(card)
        self._hand_sprites = live
        counts: dict[int, list[int]] = {}
        for card in positions:
            counts.setdefault(card >> 2, []).append(card)
        for rank, cards in counts.items():  # three kings read "×3", not as three slivers (top card: its corner)
            if len(cards) > 1:
                x, y = positions[max(cards)]
                centre = (round(x + card_w / 2 - 14), round(y + card_h / 2 - 18 - self.lift[rank]))  # over the
                # upside-down index in the corner, which repeats the top one
                badge = _stack_badge(len(cards))
                surface.blit(badge, badge.get_rect(center=centre))

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        if self.prompt_hidden:  # (a message stands in its place)
            return
        text, urgent = self.prompt()
        if not text:
            return
        colour = theme.GLOW if urgent else widgets.PANEL
        ink = theme.INK if urgent else theme.CREAM
        label = fit(text, theme.BODY, self.geo.W - 120, ink, bold=urgent)
        box = self.geo.prompt_box(label.get_size())
        pill = widgets.panel(box.size, box.h // 2, colour, 235 if urgent else 200)
        surface.blit(pill, box)
        surface.blit(label, label.get_rect(center=box.center))

    def prompt(self) -> tuple[str, bool]:
        """The line that says what to do now (and whether it is the viewer's move)."""
        view = self.view
        if view["phase"] == Phase.OVER.text:
            return "", False
        if view["phase"] == Phase.DEAL.text or not self.animator.idle and self.shown.turn is None:
            return t("gofish.ui.prompt.deal"), False
        if self._my_turn():
            if self.selected is None:
                return t("gofish.ui.prompt.pick_rank"), True
            return t("gofish.ui.prompt.pick_target", rank=look.rank_name(self.selected, dative=True)), True
        turn = self.shown.turn
        if turn is None:
            return "", False
        if turn == self.viewer:
            return t("gofish.ui.prompt.your_turn"), False
        return t("gofish.ui.prompt.waiting", name=self.seat_name(turn)), False

    def _draw_ask_line(self, surface: pygame.Surface) -> None:
        """A dotted path in the asker's colour from the asker to the one asked, the rank in the middle."""
        points = self._ask_points()
        if not points:
            return
        asker, _, rank = self.ask_line
        colour = theme.seat_colour(asker)
        for x, y in points[1:-1]:
            pen.circle(surface, theme.WHITE, (x, y), 6)
            pen.circle(surface, colour, (x, y), 4)
        chip = _rank_chip(rank, asker)
        surface.blit(chip, chip.get_rect(center=points[len(points) // 2]))


    def _ask_points(self) -> list[tuple[int, int]]:
        """The question line's path (:func:`_ask_path`), empty while no question is shown."""
        if self.ask_line is None:
            return []
        asker, target, _ = self.ask_line
        if asker not in self.plates or target not in self.plates:
            return []
        return _ask_path(tuple(self.plates[asker].rect), tuple(self.plates[target].rect), self.bottom in (asker, target))


def _bounds(rects: list[pygame.Rect]) -> pygame.Rect:
    """The rect around ``rects`` (at least one), a logical pixel wider on each side: a picture's twin at the screen's
    pixels may reach a pixel beyond its logical rect scaled (a back's shadow's last column was cut off)."""
    return rects[0].unionall(rects[1:]).inflate(2, 2)


def last_asked(rank: int, room: int) -> str:
    """A rival plate's hint, what it last asked for: whole where it fits ``room``, else the short wording (a
    small panel's floor cut the German "fragte zuletzt nach Zwei…": the rank is what the player needs)."""
    name = look.rank_name(rank, dative=True)
    return longest_fitting((t("gofish.ui.hint.last", rank=name), t("gofish.ui.hint.last_short", rank=name)),
                           theme.SMALL, room, True)


@lru_cache(maxsize=32)
def _ask_path(a_box: tuple, b_box: tuple, straight: bool) -> list[tuple[int, int]]:
    """Dots every ~22 px: straight between the bottom seat and a top seat, an arc under the plates
    between two top seats (so it never runs across the plate between them)."""
    a_rect, b_rect = pygame.Rect(a_box), pygame.Rect(b_box)
    if straight:
        a, b = _edge_point(a_rect, b_rect), _edge_point(b_rect, a_rect)
        c = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    else:
        a, b = (a_rect.centerx, a_rect.bottom + 6), (b_rect.centerx, b_rect.bottom + 6)
        c = ((a[0] + b[0]) / 2, max(a[1], b[1]) + 60 + abs(a[0] - b[0]) * 0.09)
    length = math.dist(a, c) + math.dist(c, b)
    n = max(4, int(length // 22))
    points = []
    for i in range(n + 1):
        u = i / n
        x = (1 - u) ** 2 * a[0] + 2 * (1 - u) * u * c[0] + u * u * b[0]
        y = (1 - u) ** 2 * a[1] + 2 * (1 - u) * u * c[1] + u * u * b[1]
        points.append((round(x), round(y)))
    return points


def _edge_point(rect: pygame.Rect, other: pygame.Rect) -> tuple[float, float]:
    """The middle of the side of ``rect`` that faces ``other``."""
    if other.top >= rect.bottom:
        return (rect.centerx, rect.bottom + 4)
    if other.bottom <= rect.top:
        return (rect.centerx, rect.top - 4)
    return (rect.right + 4, rect.centery) if other.centerx > rect.centerx else (rect.left - 4, rect.centery)


@lru_cache(maxsize=64)
def _rank_chip(rank: int, seat: int) -> pygame.Surface:
    """The asked rank as a small cream card with the asker's colour edge."""
    w, h = 48, 60
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pen.rect(surf, theme.seat_colour(seat), surf.get_rect(), border_radius=9)
    pen.rect(surf, theme.CREAM, surf.get_rect().inflate(-6, -6), border_radius=7)
    label = theme.text(look.rank_code(rank), 30, theme.INK, True)
    surf.blit(label, label.get_rect(center=(w // 2, h // 2)))
    return surf


@lru_cache(maxsize=2)
def _pool(size: tuple[int, int], k: float) -> pygame.Surface:
    """The pond's water cut to an ellipse, with its twin cut from the water's twin at the drawing scale ``k``."""
    water = sprites.image("underwater", size, 3)

    def make(scale: float) -> pygame.Surface:
        pool = (fine.physical(water) if scale != 1 else water).copy()
        mask = pygame.Surface(pool.get_size(), pygame.SRCALPHA)
        pen.ellipse(mask, (255, 255, 255, 255), mask.get_rect())
        pool.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        return pool

    return fine.drawn(make)


def _hint_rows(has: tuple, lacks: tuple, width: int, has_label: str, lacks_label: str,
               row_h: int = HINT_ROW, dim: bool = False) -> pygame.Surface:
    """Easy hints under a seat, rows of ``row_h``: ranks it surely has (×m when more than one) and ranks it surely
    lacks (with its twin at the drawing scale: sharp on a big screen); ``dim``: a seat that is out, as dark as its
    plate under its veil."""
    return _hint_rows_at(has, lacks, width, has_label, lacks_label, fine.k, row_h, dim)


@lru_cache(maxsize=256)
def _hint_rows_at(has: tuple, lacks: tuple, width: int, has_label: str, lacks_label: str, k: float,
                  HINT_ROW: int = HINT_ROW, dim: bool = False) -> pygame.Surface:  # noqa: N803 - the layout's name
    font = theme.font(theme.SMALL, True)
    rows = [(label, items, sure) for label, items, sure in ((has_label, has, True), (lacks_label, lacks, False))
            if items]
    label_w, pad = _hint_room(rows, width, max(font.size(has_label)[0], font.size(lacks_label)[0]) + 10)

    def paint(surf) -> None:
        for row, (label, items, sure) in enumerate(rows):
            y = row * HINT_ROW
            if label_w > 4:
                text = theme.text(label, theme.SMALL, theme.GLOW if sure else theme.MUTED, True)
                surf.blit(text, (4, y + (HINT_ROW - text.get_height()) // 2))
            x = label_w
            for item in items:
                code = _chip_code(item, sure)
                glyph = theme.text(code, theme.SMALL, theme.INK if sure else theme.FOAM, True)
                chip = pygame.Rect(x, y + 1, max(26 - 10 + pad, glyph.get_width() + pad), HINT_ROW - 4)
                if chip.right > width - 4:
                    more = theme.text("…", theme.SMALL, theme.FOAM, True)
                    surf.blit(more, (x, y))
                    break
                if sure:
                    pen.rect(surf, theme.CREAM, chip, border_radius=6)
                else:
                    pen.rect(surf, (20, 40, 62, 200), chip, border_radius=6)
                    pen.rect(surf, theme.MUTED, chip, 1, border_radius=6)
                surf.blit(glyph, glyph.get_rect(center=chip.center))
                if not sure:
                    pen.line(surf, (230, 120, 110), (chip.x + 4, chip.bottom - 5), (chip.right - 4, chip.y + 5), 2)
                x = chip.right + 3
        if dim:
            surf.fill(widgets.dimmed((255, 255, 255)), special_flags=pygame.BLEND_RGB_MULT)

    return picture((width, 2 * HINT_ROW), paint)


def _chip_code(item, sure: bool) -> str:
    """A hint chip's words: the rank, and ×m when a seat surely has more than one ("J×2")."""
    rank, many = (item if sure else (item, 1))
    return look.rank_code(rank) + (f"×{many}" if many > 1 else "")


def _hint_room(rows: list, width: int, label_w: int) -> tuple[int, int]:
    """Where the chips start and their padding: after the labels ("hat", "keine"), 10 px round each rank; where a
    small panel's large type leaves the chips no room for that (at 150 % on 800 × 480 "J×2…"), without the labels
    (a crossed-out chip says "lacks" itself), then with the chips' padding halved, before any is left out."""
    def fits(start: int, pad: int) -> bool:
        return all(start + sum(max(16 + pad, theme.width(_chip_code(item, sure), theme.SMALL, True) + pad) + 3
                               for item in items) - 3 <= width - 4 for _, items, sure in rows)

    return next(((start, pad) for start, pad in ((label_w, 10), (4, 10), (4, 5)) if fits(start, pad)), (4, 5))


@lru_cache(maxsize=8)
def _memory_note(text: str, width: int) -> pygame.Surface:
    """Pro and master: the spot of the log says that only memory counts now."""
    lines = wrap(text, theme.SMALL, width - 40, True)  # drawn bold below
    h = len(lines) * 24 + 20
    surf = widgets.panel((width, h)).copy()
    for i, line in enumerate(lines):
        label = theme.text(line, theme.SMALL, theme.MUTED, True)
        surf.blit(label, label.get_rect(midtop=(width // 2, 10 + i * 24)))
    return surf


def _stack_badge(count: int) -> pygame.Surface:
    """How many cards of one rank a stack holds, on a dark disc at the top card's corner (with its twin at the
    drawing scale)."""
    return _stack_badge_at(count, fine.k)


@lru_cache(maxsize=8)
def _stack_badge_at(count: int, k: float) -> pygame.Surface:
    label = theme.text(f"×{count}", theme.SMALL, theme.WHITE, True)
    size = max(label.get_width(), label.get_height()) + 10

    def paint(badge) -> None:
        pen.circle(badge, theme.INK, (size // 2, size // 2), size // 2)
        pen.circle(badge, theme.WHITE, (size // 2, size // 2), size // 2, 2)
        badge.blit(label, label.get_rect(center=(size // 2, size // 2)))

    return picture((size, size), paint)
