"""Drawing the Lure table from what the scene shows right now (``shown``, ``tray``, the choices).

Static pieces (the left column, other seats' strips, the log) are painted once per change onto a copy
of the backdrop and then only blitted.  Every lure token face and every bid drawn in a frame is noted
in ``self.drawn`` so tests can check on the drawn frame that nobody sees another seat's secrets.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache, partial

import pygame

from fishgames.games.lure import scene_art as A
from fishgames.games.lure import scene_lane, scene_plate
from fishgames.games.lure import scene_layout as L
from fishgames.games.lure import scene_text as T
from fishgames.games.lure.data import FISH, Phase
from fishgames.games.lure.view_types import LureView
from fishgames.i18n import t
from fishgames.ui import art, fine, pen, sprites, theme
from fishgames.ui.anim import Call, Parallel, Sequence
from fishgames.ui.canvas import Canvas, composed, composed_ahead, picture
from fishgames.ui.fonts_ahead import FontsAhead
from fishgames.ui.picture_cache import SCREEN_BYTES, picture_cache
from fishgames.ui.table_kit import font_specs
from fishgames.ui.text import (
    SMALLEST,
    cut,
    fit,
    fit_size,
    fitted,
    kept,
    longest_fitting,
    name_rows,
    rows_within,
    shadowed,
    squeezed,
    whole_in_a_row,
    wrap,
    wrapped,
)
from fishgames.ui.widgets import (
    GLOW_REACH,
    PANEL,
    SeatPlate,
    draw_badge,
    draw_button,
    draw_glow,
    panel,
    panel_ground,
    pulse,
)

RACK_FACES = (6, 6, 6, 6, 6, 12, 20)  # the face each rack die shows (its highest)
CAPTION_LINES = 2  # the caption over your rack: two small lines still clear the tray's dice and your rack
PREVIEW_Y, PREVIEW_LINES, NOTE_LINES = 32, 3, 2  # the Adjust panel: your total, what you would catch, the note
PANEL_TOP = 9  # the decision panel's first line, under its top edge
ORDER_ROW = 23  # a row of the roll order
NO_HOLE = pygame.Rect(0, 0, 0, 0)  # (a lane's twin in pieces has no clear middle to leave out)


def seat_dot(surface, seat: int, centre, radius: int) -> None:
    colour = theme.seat_colour(seat)
    pen.circle(surface, theme.WHITE, centre, radius + 2)
    pen.circle(surface, colour, centre, radius)
    art.symbol_badge(surface, theme.seat_symbol(seat), centre, radius * 0.6, theme.WHITE, edge=colour)


#: The backdrop's pictures (of the shared cache, so the set-up can draw them ahead): sea, pool, tray.
WATER = ("underwater", theme.SIZE, 4, {"top": art.mix(theme.SHALLOW, A.ACCENT, 0.2),
                                       "bottom": art.mix(theme.DEEP, A.ACCENT, 0.1), "bubbles": 26})
POOL = L.POOL.inflate(8, 4)
POOL_WATER = ("table", POOL.size, "water", 2)
TRAY_SAND = ("table", L.TRAY.size, "sand", 3)
BACKDROP = [WATER, POOL_WATER, TRAY_SAND, *font_specs(16, 18)]  # and the fonts of the first frame


#: The translucent panel under a seat's strip and the own fish pile (radius, colour, alpha): the strip's kept
#: ground (``panel_ground``) and its paint must agree.
STRIP_LOOK = (12, PANEL, 150)

#: The table frames weighed before :meth:`Drawer.looks_ahead` paints a look ahead: its first two (10-30 ms, the art
#: and every panel painted) lead the recent frames' median (``TableScene._light_frame``) until three more are in it,
#: and frames 1-4 were light whatever they cost (a look painted ahead in the third made it 4.3-6 ms at 1920 × 1080).
AHEAD_AFTER = 5


class Drawer:
    """Mixin for the table scene: everything ``draw_table`` paints."""

    def draw_backdrop(self) -> pygame.Surface:
        places = self.L
        if places is L:
            water, pool, sand = WATER, POOL_WATER, TRAY_SAND
        else:  # upright: the sea, the water and the sand at their own sizes
            water = (WATER[0], (places.W, places.H), *WATER[2:])
            pool = (POOL_WATER[0], places.POOL.inflate(8, 4).size, *POOL_WATER[2:])
            sand = (TRAY_SAND[0], places.TRAY.size, *TRAY_SAND[2:])
        surf = sprites.opaque(water)
        surf.blit(sprites.spec_image(pool), places.POOL.inflate(8, 4).topleft)
        surf.blit(sprites.spec_image(sand), places.TRAY.topleft)
        colour = theme.seat_colour(self.bottom)
        screen = self.L.RACK
        pen.rect(surf, art.darken(colour, 0.55), screen, border_radius=18)
        pen.rect(surf, art.darken(colour, 0.3), screen.inflate(-8, -8), border_radius=14)
        for i in range(1, 3):  # the folds of the screen
            x = screen.x + screen.w * i // 3
            pen.line(surf, art.darken(colour, 0.6), (x, screen.y + 8), (x, screen.bottom - 8), 3)
        return sprites.for_display(surf)  # opaque, in the window's format: the fastest full-screen blit

    def _on_screen(self, surface, words: pygame.Surface, at) -> None:
        """``words`` on the screen's cloth: the folds (drawn on the backdrop) stop at them — a fold ran through the
        lure hint's lines like a stroke between its words ("it | does not")."""
        cloth = art.darken(theme.seat_colour(self.bottom), 0.3)
        # kept on the cloth (``RACK`` less its 4 px frame): a hint at the screen's foot laid a square patch over
        # the frame's rounded bottom edge (plain at 3840 × 2160, issue 29)
        pen.rect(surface, cloth, words.get_bounding_rect().move(at).inflate(12, 6).clip(self.L.RACK.inflate(-8, -8)))
        surface.blit(words, at)

    # -- the whole frame ---------------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: LureView) -> None:
        self.drawn = {"lures": {}, "bids": set()}
        s = self.shown
        if not s:
            return
        decision = self.decision(view)
        self._draw_left(surface, s)
        self._draw_pool(surface, s)
        self._draw_tray(surface)
        self.draw_log(surface, self.log or [t("lure.ui.log_empty")])
        self._draw_seats(surface, s, view)
        self._draw_own(surface, s, view)
        if decision == Phase.ADJUST.text:
            self._draw_adjust(surface, view)
        else:
            self._draw_rack(surface, s, decision)
        self._draw_panel(surface, s, view, decision)
        self._draw_prompt(surface, view, decision)
        for sprite in self.flying:
            sprite.draw(surface)
            code = getattr(sprite, "code", None)
            if code is not None and getattr(sprite, "owner", None) is not None:
                self.drawn["lures"].setdefault(sprite.owner, []).append(code)
        for sprite in self.popups:
            sprite.draw(surface)
        self.show_banner(surface, A.ACCENT, self.L.TRAY.centery)
        fid = self.explained_fish()
        if fid is not None:
            self._draw_explain(surface, fid)

    # -- a fish card explained (tap a fish in the water) -----------------------------------------------------------
    def _draw_explain(self, surface, fid: int) -> None:
        """Over the water and the tray (never over your dice, lures or the Cast button): the card big,
        its name, what its catch number means, its requirement as a picture and in words."""
        surface.blit(_explain_panel(fid, t.lang, self.L.EXPLAIN.size), self.L.EXPLAIN)

    # -- left column: round, deck, supply, discard -------------------------------------------------------------------
    def _draw_left(self, surface, s: dict) -> None:
        for key, rect, paint in self._left_looks(s):
            self.panel(surface, key, rect, paint)

    def _left_looks(self, s: dict) -> list[tuple]:
        """The left column's panels for the shown table ``s`` as (key, rect, painter): the round, the deck and the
        lure supply, the discard pile — drawn (:meth:`_draw_left`) or painted ahead (:meth:`_splash_looks`)."""
        round_key = ("round", s["round"], s["rounds"], s["last_round"], s["removed"])
        piles_key = ("deck", s["deck"], s["supply"])
        area = self.L.PILES
        discard = tuple(sorted(Counter(s["discard"]).items(), key=lambda kv: A_order(kv[0])))
        return [(round_key, self.L.ROUND, lambda g, r: _paint_round(g, r, *round_key[1:])),
                (piles_key, area, lambda g, r: _paint_piles(g, r, r.x - area.x, r.y - area.y, *piles_key[1:],
                                                            places=self.L)),
                (("discard", discard), self.L.DISCARD, lambda g, r: _paint_discard(g, r, discard))]

    # -- the fish in the water ---------------------------------------------------------------------------------------
    def _draw_pool(self, surface, s: dict) -> None:
        """The fish in the water, painted once per look and then copied where they lie on the backdrop alone
        (``canvas.composed``): at 1920 × 1080 their cards, shadows and names were blended anew every frame and put
        back under them in the next (~80k pixels a frame, issue 29).  Drawn as usual while one of them glows,
        lifts (the Adjust preview) or shakes, when the water is empty, and while a fish is hidden (its card is
        flying in or out: the look changes again in a few frames, and a copy painted for it was one of the slowest
        frames of a round's deal at 1920 × 1080)."""
        pool = s["pool"]
        preview = self.preview_catch(self.view) if self.decision(self.view) == Phase.ADJUST.text else set()
        shown = [fid for fid in pool if fid not in s["hidden"]]
        if not pool or len(shown) < len(pool) or any(fid in preview or fid in self.glow for fid in shown) or (
                self.shake is not None and self.shake[0] in shown):
            self._paint_pool(surface, s, preview, (0, 0))
            return
        bounds = self._pool_extent(s).clip(surface.get_rect())
        key = ("lure pool", tuple(pool), tuple(fid in s["hidden"] for fid in pool), tuple(self.L.POOL), self.L.CARD,
               t.lang, theme.symbols, theme.text_floor)
        composed(surface, key, bounds, lambda canvas, at: self._paint_pool(
            canvas, s, preview, (at.x - bounds.x, at.y - bounds.y)), reach=2, paced=True)

    def _pool_label_at(self, pool: list) -> tuple | None:
        """The water's label and where it goes (None: the cards leave it no room)."""
        label = _pool_label(t("lure.term.pool"))
        if not pool or self.L.pool_lefts(len(pool))[0] > self.L.POOL.x + 14 + label.get_width():
            return label, (self.L.POOL.x + 6, self.L.POOL.y)
        return None

    def _pool_extent(self, s: dict) -> pygame.Rect:
        """Where the fish in the water (as :meth:`_paint_pool` draws them, none glowing) draw: the label, each card,
        its shadow and its name."""
        pool = s["pool"]
        labelled = self._pool_label_at(pool)
        parts = [labelled[0].get_rect(topleft=labelled[1])] if labelled else []
        shadow = sprites.image("shadow", self.L.CARD, 9, 5)
        spots = name_spots([T.fish_name(fid) for fid in pool], self.L)
        for i, fid in enumerate(pool):
            if fid in s["hidden"]:
                continue
            rect = self.L.pool_rect(i, len(pool))
            name = fit(T.fish_name(fid), 16, spots[i][0], theme.CREAM, bold=True)
            parts += [rect, shadow.get_rect(topleft=rect.move(3, 6).topleft),
                      A.card_image(fid, *self.L.CARD).get_rect(center=rect.center),
                      name.get_rect(midtop=(spots[i][1], rect.bottom + 2))]
        return parts[0].unionall(parts) if parts else pygame.Rect(self.L.POOL.topleft, (0, 0))

    def _paint_pool(self, surface, s: dict, preview: set, shift: tuple[int, int]) -> None:
        """The label, and each fish in the water not hidden: its card (lifted and glowing in ``preview``; glowing,
        lifted or shaking as ``self.glow`` and ``self.shake`` say), its shadow and its name; ``shift``: where
        ``surface`` has the table's (0, 0)."""
        pool = s["pool"]
        labelled = self._pool_label_at(pool)
        if labelled:
            surface.blit(labelled[0], (labelled[1][0] + shift[0], labelled[1][1] + shift[1]))
        if not pool:
            if s["round"] > 0:
                shadowed(surface, t("lure.ui.pool_empty"), theme.BODY, theme.FOAM,
                         center=self.L.POOL.move(shift).center)
            return
        shadow = sprites.image("shadow", self.L.CARD, 9, 5)
        spots = name_spots([T.fish_name(fid) for fid in pool], self.L)
        for i, fid in enumerate(pool):
            if fid in s["hidden"]:
                continue
            rect = self.L.pool_rect(i, len(pool)).move(shift)
            glow = self.glow.get(fid)
            if fid in preview:  # the Adjust preview: the fish you would catch lift and glow
                rect = rect.move(0, -6)
                draw_glow(surface, rect.inflate(12, 12), theme.GLOW, 0.6 + 0.4 * pulse(self.app.now()))
                pen.rect(surface, theme.GLOW, rect.inflate(10, 10), 4, border_radius=12)
            if glow is not None:
                draw_glow(surface, rect.inflate(12, 12), glow[0], max(0.0, glow[1]))
                rect = rect.move(0, -round(8 * glow[1]))
            img = A.card_image(fid, *self.L.CARD)
            if self.shake is not None and self.shake[0] == fid:
                img = pygame.transform.rotate(img, self.shake[1])
            surface.blit(shadow, rect.move(3, 6))
            surface.blit(img, img.get_rect(center=rect.center))
            name = fit(T.fish_name(fid), 16, spots[i][0], theme.CREAM, bold=True)
            surface.blit(name, name.get_rect(midtop=(spots[i][1] + shift[0], rect.bottom + 2)))

    # -- the dice tray ---------------------------------------------------------------------------------------------
    def _draw_tray(self, surface) -> None:
        tray = self.tray
        if not tray or not tray["members"]:
            label = theme.text(t("lure.ui.tray"), theme.BODY, (150, 120, 80), True)
            surface.blit(label, label.get_rect(center=self.L.TRAY.center))
            return
        members = tray["members"]
        widest = max((len(tray["lanes"][m]["dice"]) + len(tray["lanes"][m]["extras"]) for m in members), default=1)
        lanes, size = self.L.tray_lanes(len(members), max(widest, 3))
        live = self.viewer if self.decision(self.view) == Phase.ADJUST.text else None
        for seat, lane_rect in zip(members, lanes, strict=True):
            lane = tray["lanes"].get(seat) or {"dice": [], "extras": [], "total": None, "caught": []}
            if seat == live and lane["dice"]:  # your own adjustments, live (only on your screen)
                values = self.adjusted_values(self.view)
                extras = self.extra_values(self.view)
                lane = dict(lane, dice=[dict(d, value=v) for d, v in zip(lane["dice"], values, strict=False)],
                            extras=extras, total=sum(values) + sum(extras))
            self._draw_lane(surface, seat, lane_rect, lane, size, tray["size"])

    def _draw_lane(self, surface, seat: int, rect: pygame.Rect, lane: dict, size: int, bid: int) -> None:
        name = self.seat_name(seat)
        room = lane_room(name, rect.size, self.L)
        box = (rect.size, seat, name, t("lure.ui.bid_size", size=bid), self.L.LANE_NAME_X, room,
               lane_name_top(name, rect.size, room, self.L))
        picture = _lane_box(*box)
        if not fine.is_hollow(picture):
            surface.blit(picture, rect)
        elif isinstance(surface, Canvas):  # its twin, in pieces
            surface.blit_hollow(picture, rect, NO_HOLE)
        else:  # a plain surface at k > 1
            surface.blit(_plain_lane_box(*box), rect)
        if self.shown.get("phase") == Phase.ADJUST.text and seat in self.shown["adjust_done"]:
            rows = lane_name_rows(box[2], box[5], rect.h)  # a name in rows: the tick beside the bid under them
            tick = (90, 34) if rows is None else (12 + theme.width(box[3], 16, True) + 10, lane_bid_y(rows) - 4)
            surface.blit(theme.text("✓", theme.BODY, (0, 120, 80), True), (rect.x + tick[0], rect.y + tick[1]))
        rolled = len(lane["dice"])
        for i, die in enumerate(lane["dice"]):
            cx, cy = self.L.lane_die_centre(rect, i, size)
            pos = (round(cx + die["dx"]), round(cy + die["dy"]))
            if die["rolling"]:
                img = A.tumble_image(die["sides"], die["frame"] % sprites.TUMBLE_FRAMES, size, seat)
            else:
                img = A.die_image(die["sides"], die["value"], size, seat)
            surface.blit(img, img.get_rect(center=pos))
        for j, value in enumerate(lane["extras"]):
            cx, cy = self.L.lane_die_centre(rect, rolled + j, size, extra=True, rolled=rolled)
            img = A.extra_image(value, size)
            surface.blit(img, img.get_rect(center=(cx, cy)))
        if lane["total"] is not None:
            total = _lane_total(lane["total"])
            surface.blit(total, total.get_rect(midright=(rect.right - 10, rect.centery)))

    # -- other seats: plate and strip ------------------------------------------------------------------------------
    def _draw_seats(self, surface, s: dict, view: LureView) -> None:
        """The other seats' plates, a row at a time (while one glows, one copy: :meth:`_glowing`), each row's strips
        under it after it: a ring's corner beside the strip before it is clear, so the pixels are the same as seat by
        seat, and the copy is the plates' alone (with the strips, 1.6 MB at 1920 × 1080: the underlay's budget let
        go of a glowing row's copy, painted again then)."""
        rows: dict[int, list] = {}
        for seat, rect in self.plate_rects().items():
            rows.setdefault(rect.y, []).append((seat, rect))
        for row in rows.values():
            self._glowing(surface, [part for seat, rect in row for part in self._plate_parts(surface, seat, rect, s, view)])
            for seat, rect in row:
                _, _, area, picture = self._strip_part(surface, seat, rect, s)
                self.panel_blit(surface, picture, area)

    def _strip_part(self, surface, seat: int, rect: pygame.Rect, s: dict) -> tuple:
        """A seat's strip (screen or bid, resting dice, score pile) as a :meth:`_glowing` part."""
        strip = self.L.strip_rect(rect)
        bid = s["bids"][seat]
        if bid is not None:
            self.drawn["bids"].add(seat)
            self.drawn["lures"].setdefault(seat, []).extend(s["played"][seat])
        key, paint = self._strip_look(seat, s)
        picture, area = self.panel_look(surface, key, strip, paint, pad=2, ground=panel_ground(*STRIP_LOOK))
        return ("panel", key, area, picture)

    def _strip_look(self, seat: int, s: dict) -> tuple:
        """A seat's strip (its screen, or its bid and roll order; resting dice; score pile) on the shown table ``s``
        as (its panel key, painter): drawn (:meth:`_draw_seat`) or painted ahead (:meth:`_splash_looks`)."""
        bid = s["bids"][seat]
        order = next((i + 1 for i, g in enumerate(s["groups"]) if seat in g), 0)
        key = ("strip", seat, s["round"], s["cast_done"][seat], s["phase"] == Phase.CAST.text,
               tuple(bid["dice"]) if bid else None, tuple(s["played"][seat]), order,
               tuple(sorted(s["rested"][seat])), tuple(sorted(s["specials"][seat].items())),
               len(s["fish"][seat]), s["boasts"][seat])
        return key, lambda g, r: self._paint_strip(g, r, seat, s, bid, order, ground=False)

    def _plate_parts(self, surface, seat: int, rect: pygame.Rect, s: dict, view: LureView) -> list:
        """A seat plate (name, colour + symbol, score, lure and fish counts, what it is doing), cached, as
        :meth:`_glowing` parts: its glow while active (it reaches beyond the cached picture), then its picture."""
        key, paint = self._plate_look(seat, rect, s, view, self.animator.idle)
        glow = [("glow", (seat, tuple(rect)), rect, theme.seat_colour(seat))] if key[-1] else []
        picture, area = self.panel_look(surface, key, rect, paint, pad=5)
        return [*glow, ("panel", key, area, picture)]

    def _glowing(self, surface, parts: list) -> None:
        """``parts`` in order: a ``("glow", key, rect, colour)`` is a seat's steady glow, a ``("panel", key, area,
        picture)`` a cached panel.  With no glow the panels are still pictures (:meth:`TableScene.panel`); while a
        seat glows, its ring is blended over the backdrop and the plates next to it every frame, and the places it
        was drawn over are put back and sent to the screen again in the next (the glowing plates were ~2 ms of a
        1920 × 1080 frame while every seat cast, 3.3 ms against 1.3 at 1280 × 720, issue 29): then all the parts are
        one copy (``canvas.composed``), painted once a look."""
        if not any(part[0] == "glow" for part in parts) or not isinstance(surface, Canvas):
            self._drawn_apart(surface, parts)
            return
        composed(surface, *_glow_copy(surface, parts), paced=True)

    def _rows_ahead(self, surface, plates: list) -> bool:
        """The glowing seats' copies (:meth:`_glowing`) as the animations' end will show them, painted ahead
        (``composed_ahead``) once each plate's look then is ready (``plates``: :meth:`_looks_coming`'s, painted ahead
        before this): one row a light frame.  After Splash every seat begins to glow at once, and that frame drew the
        rings and plates as usual and the next painted their copies (4.7 ms each at 1920 × 1080, issue 29).  Whether
        one was painted."""
        if not isinstance(surface, Canvas):
            return False
        own = self.own_plate_rect()
        rows: dict[int | None, list] = {}
        for _, key, rect, _ in plates:
            rows.setdefault(None if rect == own else rect.y, []).append((key, rect))
        for row in rows.values():
            parts = []
            for key, rect in row:
                picture = self.look_picture(surface, key, rect, pad=5)
                if picture is None:
                    return False  # (its plate first)
                glow = [("glow", (key[1], tuple(rect)), rect, theme.seat_colour(key[1]))] if key[-1] else []
                parts += [*glow, ("panel", key, rect.inflate(10, 10).clip(surface.get_rect()), picture)]
            if any(part[0] == "glow" for part in parts) and composed_ahead(surface, *_glow_copy(surface, parts)):
                return True  # (asked again in each light frame: the underlay's budget may have let go of it)
        return False

    def _drawn_apart(self, surface, parts: list) -> None:
        """:meth:`_glowing`'s ``parts`` one by one: each ring blended, each panel a still picture."""
        for kind, _, place, payload in parts:
            if kind == "glow":
                draw_glow(surface, place, payload, 0.9, steady=True)
            else:
                self.panel_blit(surface, payload, place)

    @staticmethod
    def panel_blit(surface, picture: pygame.Surface, area: pygame.Rect) -> None:
        """A panel's picture (``panel_look``) where it goes, as ``TableScene.panel`` blits it."""
        if isinstance(surface, Canvas):
            surface.still(picture, area)
        else:
            surface.blit(picture, area)

    def _plate_look(self, seat: int, rect: pygame.Rect, s: dict, view: LureView, idle: bool) -> tuple:
        """A seat plate's panel key and painter, as it looks while the animations play (``idle`` False) or after."""
        active = idle and seat in view["decision"]["seats"]
        name = self.seat_name(seat)
        footed = seat != self.bottom and scene_plate.footed(name, s["scores"][seat], rect)  # rows over a foot line
        counts = _counts_signs(s["lure_count"][seat], len(s["fish"][seat]), theme.text_floor) if footed else \
            plate_counts(s["lure_count"][seat], len(s["fish"][seat]), plate_hint_room(rect))
        hint_room = scene_plate.hint_room(rect, counts) if footed else plate_hint_room(rect)
        plate = (seat, name, s["scores"][seat], counts, self.seat_hint(seat, view, hint_room, idle))

        def paint(g, r):
            kind = scene_plate.FootedPlate if footed else SeatPlate
            widget = kind(seat, r, *plate[1:]) if seat != self.bottom else own_seat_plate(seat, r, *plate[1:])
            widget.draw(g)
            if active:
                pen.rect(g, theme.GLOW, r.inflate(6, 6), 4, border_radius=17)
                pen.rect(g, theme.seat_colour(seat), r.inflate(-2, -2), 3, border_radius=13)

        return ("plate", *plate, active), paint

    def looks_ahead(self, surface) -> bool:
        """While the animations play, one look a later frame shows, painted ahead in a light frame
        (``TableScene.looks_ahead``), the first of: a tray lane or tumbling die of a group still to roll (a group's
        lanes were painted in the frame it came up, 1.5-3 ms there), the next caption's pill, a queued Splash's
        panels (:meth:`_splash_ahead`), a seat plate's look once the animations have played (the seats asked then
        glow and say what they do; at a phase change every plate took its new look in one frame, 2.3-4 ms at
        1920 × 1080, issue 29).  A look that comes back (the glow off and on again) needs nothing: its place's spare
        keeps it.  Last, the fonts a long caption shrinks through (:meth:`_fonts_ahead`)."""
        s = self.shown
        if self.animator.idle or not s or len(self._spent) < AHEAD_AFTER:
            return False
        coming = self._looks_coming(s)  # (the groups' lanes and dice first: a tumble set drawn in-frame was 2-4 ms)
        plates = [look for look in coming if look[0] == "plate"]
        return (self._one_ahead(surface, [look for look in coming if look[0] != "plate"])
                or self._caption_ahead(surface) or self._splash_ahead(surface)
                or self._one_ahead(surface, plates) or self._rows_ahead(surface, plates) or self._prompt_ahead(surface)
                or self._fonts_ahead())

    def _fonts_ahead(self) -> bool:
        """The fonts a caption shrunk to fit walks through (the body size down to the small, ``caption_rows``; a
        caption is never bold) opened and measured ahead, one a light frame (:class:`FontsAhead`)."""
        fonts = getattr(self, "_caption_fonts", None)
        if fonts is None:
            fonts = self._caption_fonts = FontsAhead(range(theme.SMALL, theme.BODY + 1))
        return fonts.one()

    def _one_ahead(self, surface, looks: list) -> bool:
        """The first of ``looks`` (:meth:`_looks_coming`'s) not drawn yet, drawn ahead (a piece of it): whether one was."""
        for kind, *look in looks:
            if kind == "plate":
                key, rect, paint = look
                if not self.look_ready(surface, key, rect, pad=5):
                    self.panel_ahead(surface, key, rect, paint, pad=5)
                    return True
            elif kind == "lane":
                misses = _lane_box.cache_info().misses
                lane = _lane_box(*look[0])
                if _lane_box.cache_info().misses != misses:
                    return True
                if look[1] is not None and isinstance(surface, Canvas) and surface.blended_ahead(lane, look[1]):
                    return True  # (its copy on the sand: made in the frame after it came up, 1.2-1.6 ms at 1920 × 1080)
            elif sprites.spec_key(look[0]) not in sprites.CACHE:
                sprites.prewarm(look, budget=0.0)  # a die's face a light frame (its six at once: 2-2.4 ms at 1920)
                return True
        return False

    def _splash_ahead(self, surface) -> bool:
        """The new round's panels as a queued Splash's first step will show them, painted ahead one a light frame
        (:meth:`panel_ahead`): the frame Splash begins in only copies them.  At 1920 × 1080 that frame painted the
        round, the deck, the discard pile and every strip (their screens up again) at once: 2.5-4 ms of its 7-10
        (issue 29).  Whether one was painted."""
        for key, rect, paint, pad, ground in self._splash_looks():
            if not self.look_ready(surface, key, rect, pad=pad):
                self.panel_ahead(surface, key, rect, paint, pad=pad, ground=ground)
                return True
        return False

    def _splash_looks(self) -> list[tuple]:
        """(key, rect, painter, pad, ground) of the left column's panels and the other seats' strips as the next queued
        Splash begins them: its step (``Presenter.splashed``) played on a copy of the shown table as it is now (a step
        before it that changes them — a die resting — makes a look painted ahead that never shows, not a wrong one:
        :meth:`panel` shows a look by its key)."""
        fn = next((fn for fn in _calls_queued(self.animator.queue)
                   if isinstance(fn, partial) and fn.func == self._splash_begins), None)
        if fn is None:
            return []
        s = dict(self.shown)  # (``splashed`` replaces what it changes: the shown table stays as it is)
        self.splashed(s, *fn.args)
        looks = [(key, rect, paint, 4, None) for key, rect, paint in self._left_looks(s)]
        ground = panel_ground(*STRIP_LOOK)
        for seat, rect in self.plate_rects().items():
            key, paint = self._strip_look(seat, s)
            looks.append((key, self.L.strip_rect(rect), paint, 2, ground))
        return looks

    def _looks_coming(self, s: dict) -> list:
        """What :meth:`looks_ahead` draws ahead, found again only when the view, the groups revealed or the group up
        changed (a light frame only checks whether each is drawn)."""
        found_for = (self.match.version, id(s), s["group"], len(s["groups"]), self.bottom, id(self.L), t.lang,
                     theme.symbols, theme.text_floor)
        if self._looks_to_come[0] == found_for:
            return self._looks_to_come[1]
        view = self.view
        seats = view["seats"]  # (once idle, ``shown`` is the view's: ``GameTable._sync``)
        after = {"scores": view["scores"], "lure_count": [row["lure_count"] for row in seats],
                 "fish": [row["fish"] for row in seats]}
        looks = []
        for seat, rect in (*self.plate_rects().items(), (self.bottom, self.own_plate_rect())):
            key, paint = self._plate_look(seat, rect, after, view, True)
            looks.append(("plate", key, rect, paint))
        looks += [("lane", box, rect) for box, rect in self._lanes_to_come(s)]
        looks += [("tumble", spec) for spec in self._tumbles_to_come(s)]
        self._looks_to_come = (found_for, looks)
        return looks

    def _groups_to_come(self, s: dict):
        """(members, their bids) of the groups revealed and not yet up, in the order they roll."""
        for members in s["groups"][s["group"] + 1:]:
            bids = [s["bids"][seat] for seat in members]
            if None in bids:
                return
            yield members, bids

    def _lanes_to_come(self, s: dict):
        """The tray lanes of the groups to come as (``_lane_box``'s arguments, where the tray lays it: the next group's
        alone, None for the later ones' — a copy blended ahead 150 frames before it shows was let go of for the looks
        painted ahead after it, ``Underlay._room``)."""
        for n, (members, bids) in enumerate(self._groups_to_come(s)):
            lanes, _ = self.L.tray_lanes(len(members), 3)  # (a lane's place does not change with its dice)
            words = t("lure.ui.bid_size", size=len(bids[0]["dice"]))
            for seat, rect in zip(members, lanes, strict=True):
                name = self.seat_name(seat)
                room = lane_room(name, rect.size, self.L)
                yield (rect.size, seat, name, words, self.L.LANE_NAME_X, room,
                       lane_name_top(name, rect.size, room, self.L)), rect if n == 0 else None

    def _tumbles_to_come(self, s: dict):
        """The tumbling dice of the groups to come at the size their tray will show them (not among the art drawn
        before the table, :meth:`art_specs`, but at its largest: a tumble's six faces were 2-4 ms of the roll's frame
        at 1920 × 1080)."""
        for members, bids in self._groups_to_come(s):
            _, size = self.L.tray_lanes(len(members), max(3, *(len(bid["dice"]) for bid in bids)))
            for seat, bid in zip(members, bids, strict=True):
                yield from dict.fromkeys(A.tumble_spec(sides, 0, size, seat) for sides in bid["dice"])

    def _paint_strip(self, surface, r: pygame.Rect, seat: int, s: dict, bid, order: int, ground: bool = True) -> None:
        if ground:  # (else on the panel drawn there already: ``table.panel_ground``)
            surface.blit(panel(r.size, *STRIP_LOOK), r.topleft)
        x = r.x + 6
        cy = r.centery
        if bid is None:
            if s["phase"] == Phase.CAST.text and s["round"] > 0:
                icon = A.screen_icon(seat, *A.SCREEN_ICON, s["cast_done"][seat])
                surface.blit(icon, icon.get_rect(midleft=(x, cy)))
                x += 68
                if s["cast_done"][seat] and r.w >= 300:
                    said = longest_fitting((t("lure.ui.cast_in"), t("lure.ui.cast_in_short")), theme.SMALL,
                                           self.L.STRIP_WORD, True)  # (a small panel's large type: "fertig")
                    label = fit(said, theme.SMALL, self.L.STRIP_WORD, theme.GLOW, True)
                    surface.blit(label, label.get_rect(midleft=(x, cy)))
                    x += label.get_width() + 8
        else:
            if order:
                badge = theme.text(str(order), theme.SMALL, theme.INK, True)
                pen.circle(surface, theme.GLOW, (x + 12, cy), 13)
                surface.blit(badge, badge.get_rect(center=(x + 12, cy)))
                x += 30
            d6 = sum(1 for f in bid["dice"] if f == 6)
            if d6:
                surface.blit(A.image(A.die_spec(6, 6, self.L.MINI_DIE, seat)), (x, cy - self.L.MINI_DIE // 2))
                x += self.L.MINI_DIE
                count = theme.text(f"×{d6}", theme.SMALL, theme.CREAM, True)
                surface.blit(count, count.get_rect(midleft=(x + 1, cy)))
                x += count.get_width() + 6
            for f in (f for f in bid["dice"] if f != 6):
                label, step = _strip_numeral(f, self.L.MINI_DIE)
                die = pygame.Rect(x + (step - self.L.MINI_DIE) // 2, cy - self.L.MINI_DIE // 2, self.L.MINI_DIE,
                                  self.L.MINI_DIE)
                surface.blit(A.image(A.die_spec(f, f, self.L.MINI_DIE, seat)), die)
                _on_die(surface, label, die)
                x += step + 2
            for code in s["played"][seat]:
                surface.blit(A.token(code, self.L.MINI_TOKEN - 4), (x, cy - (self.L.MINI_TOKEN - 4) // 2))
                x += self.L.MINI_TOKEN - 2
        # resting special dice in front of the screen, then the score pile at the right end
        pile_x = r.right - 62
        rx = pile_x - 4
        for die in sorted(s["rested"][seat], reverse=True):
            faces = int(die[1:])
            label, step = _strip_numeral(faces, self.L.MINI_DIE)
            rx -= step + 2
            if rx < x:
                break
            img = fine.faded(A.image(A.die_spec(faces, faces, self.L.MINI_DIE, seat)), 150)
            spot = pygame.Rect(rx + (step - self.L.MINI_DIE) // 2, cy - self.L.MINI_DIE // 2, self.L.MINI_DIE,
                               self.L.MINI_DIE)
            surface.blit(img, spot)
            if label is not None:
                _on_die(surface, label, spot)
                # (the numeral fills the die: the tag smaller, up in the strip's top corner over it)
                surface.blit(A.rest_tag(STRIP_REST_TAG), (rx + step - 10, r.y + 1))
            else:
                surface.blit(A.rest_tag(18), (rx + self.L.MINI_DIE - 14, cy - self.L.MINI_DIE // 2 - 4))
        self._paint_pile(surface, pygame.Rect(pile_x, r.y + 4, 58, r.h - 8), len(s["fish"][seat]), s["boasts"][seat])

    def _paint_pile(self, surface, r: pygame.Rect, fish: int, boasts: int) -> None:
        icon = A.pile_icon(A.PILE_ICON, fish)
        surface.blit(icon, icon.get_rect(midleft=(r.x, r.centery)))
        label = theme.text(str(fish), theme.SMALL, theme.CREAM, True)
        surface.blit(label, label.get_rect(midleft=(r.x + 32, r.centery - (8 if boasts else 0))))
        if boasts:
            star = theme.text(f"★{boasts}", 16, theme.GLOW, True)
            surface.blit(star, star.get_rect(midleft=(r.x + 30, r.centery + 11)))

    # -- the bottom seat: plate, score pile, rack -------------------------------------------------------------------
    def _draw_own(self, surface, s: dict, view: LureView) -> None:
        b = self.bottom
        self._glowing(surface, self._plate_parts(surface, b, self.own_plate_rect(), s, view))
        fish = tuple(s["fish"][b])
        self.panel(surface, ("pile", b, fish, s["boasts"][b]), self.own_pile_rect(),
                   lambda g, r: _paint_own_pile(g, r, fish, s["boasts"][b]))

    def _draw_rack(self, surface, s: dict, decision) -> None:
        b = self.bottom
        mine = b == self.viewer
        heads = (t("lure.ui.behind_screen"), t("lure.ui.behind_screen_short")) if mine else \
            (t("lure.ui.screen_of", name=self.seat_name(b)),)
        if mine and name_cut_on_plate(self.seat_name(b), s["scores"][b], self.own_plate_rect()):  # your whole name
            heads = (t("lure.ui.your_screen", name=self.seat_name(b)), t("lure.ui.your_screen_short", name=self.seat_name(b)),
                     *heads)
        label = fitted(longest_fitting(heads, SMALLEST, self.L.RACK.w - 40, True), theme.SMALL, self.L.RACK.w - 40,
                       theme.FOAM, True)
        surface.blit(label, (self.L.RACK.x + 18, self.L.rack_rows()[0]))
        tags = []  # where the resting dice's "from R4" tags lie
        for i, rect, state in self.rack_dice(decision):
            sides = RACK_FACES[i]
            img = A.die_image(sides, sides, self.L.DIE, b)
            if state == "chosen":
                draw_glow(surface, rect.inflate(6, 6), theme.GLOW, 0.85, radius=12, steady=True)
            if state == "resting":
                img = _faded(img)
            surface.blit(img, rect)
            if state == "resting":
                surface.blit(A.rest_tag(24), (rect.right - 18, rect.y - 6))
                free = s["specials"][b].get(f"d{sides}", ("", 0))[1]
                if free <= s["rounds"]:
                    tag = theme.text(t("lure.ui.free_from", round=free), 16, theme.FOAM)
                    tags.append(surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.bottom - 2))))
        lures = s["lures"].get(b) if mine else None
        count = len(lures) if lures is not None else s["lure_count"][b]
        if count == 0:
            text = theme.text(t("lure.ui.no_lures"), theme.SMALL, theme.MUTED, True)
            surface.blit(text, (self.L.RACK.x + 30, self.L.LURES_Y - 10))
        lifted = self.bid_tokens(decision)
        for j, rect in enumerate(self.rack_tokens(count, decision)):
            code = lures[j] if lures is not None else None
            if code is not None:
                self.drawn["lures"].setdefault(b, []).append(code)
            if (decision == Phase.CAST.text and j in self.pick_lures) or j in lifted:
                draw_glow(surface, rect.inflate(4, 4), theme.GLOW, 0.9 if decision == Phase.CAST.text else 0.5,
                          radius=rect.w // 2)
            surface.blit(A.token(code, self.L.TOKEN), rect.move(0, -self.L.CHOSEN_LIFT if j in lifted else 0))
        played = s["played"][b]
        if played:  # revealed lures lie in front of the screen until they are used up
            label = theme.text(t("lure.ui.played"), 16, theme.GLOW, True)
            x = self.L.RACK.right - 20 - len(played) * (self.L.TOKEN - 8)
            surface.blit(label, (played_label_x(label.get_width(), x, self.L), self.L.LURES_Y - self.L.TOKEN // 2 - 24))
            for code in played:
                surface.blit(A.token(code, self.L.TOKEN - 12), (x, self.L.LURES_Y - (self.L.TOKEN - 12) // 2))
                self.drawn["lures"].setdefault(b, []).append(code)
                x += self.L.TOKEN - 8
        if decision == Phase.CAST.text and count:
            x = self.L.rack_token_centre(count - 1, count)[0] + self.L.TOKEN // 2 + 16
            text = self.help_text or t("lure.ui.lure_hint")
            room = self.L.RACK.right - x - 16
            reach = x + 6 + max((theme.width(row, 16) for row in wrap(text, 16, room)), default=0)  # the hint's lines
            over = [tag.bottom + 3 for tag in tags if tag.right > x and tag.left < reach]  # a tag over its first line
            if self.L.rack_rows()[0] != self.L.RACK.y + 8 or over and max(over) > self.L.LURES_Y - 26:
                self._packed_hint(surface, x, room, max(over, default=self.L.LURES_Y - self.L.TOKEN // 2))
            elif len(wrap(text, 16, room)) <= 3:  # beside the lures while there is room
                self._on_screen(surface, wrapped(text, 16, room, theme.FOAM, False, 3), (x, self.L.LURES_Y - 26))
            else:  # many lures: above them, in the band under the dice, never squeezed into a sliver
                hint = wrapped(text, 16, self.L.RACK.w - 40, theme.FOAM, False, 2)
                self._on_screen(surface, hint,
                                (self.L.RACK.x + 20, self.L.LURES_Y - self.L.TOKEN // 2 - 4 - hint.get_height()))
        if mine and s["bids"][b] is not None and decision != Phase.CAST.text:
            self.drawn["bids"].add(b)

    def _packed_hint(self, surface, x: int, room: int, top: int) -> None:
        """The lures' hint in a rack packed tight (``rack_rows``) or under a resting die's tag: beside the lures, in
        the lines between ``top`` and the rack's foot, its short form where the long one needs more (at 150 % on
        800 × 480 a tapped lure's help ran three lines, under the rack's foot; at 1280 × 720 its first line lay
        over the lower half of "from R4")."""
        line = theme.font(16).get_linesize()
        foot = self.L.RACK.bottom - 4 - 3  # the screen's inner edge, less the cloth :meth:`_on_screen` lays round it
        rows = max(1, (foot - top) // line)
        said = (self.help_text, self.help_short) if self.help_text else \
            (t("lure.ui.lure_hint"), t("lure.ui.lure_hint_short"))
        text = next((words for words in said if len(wrap(words, 16, room)) <= rows), said[-1])
        hint = wrapped(text, 16, room, theme.FOAM, False, rows)
        self._on_screen(surface, hint, (x, foot - hint.get_height()))

    def _draw_adjust(self, surface, view: LureView) -> None:
        me = self.viewer
        row = view["seats"][me]
        faces = row["bid"]["dice"]
        values = self.adjusted_values(view)
        if self.L.adjust_head_in_rack():  # else it heads the decision panel (``_draw_panel``)
            surface.blit(self._adjust_head(view, self.L.RACK.w - 40), (self.L.RACK.x + 18, self.L.RACK.y + 8))
        n = len(values)
        for i, (f, v) in enumerate(zip(faces, values, strict=True)):
            cx, cy = self.L.adjust_die_centre(i, n)
            img = A.die_image(f, v, self.L.adjust_die_size(), me)
            if self.deltas[i]:
                draw_glow(surface, img.get_rect(center=(cx, cy)).inflate(4, 4), theme.GLOW, 0.9, radius=12, steady=True)
            surface.blit(img, img.get_rect(center=(cx, cy)))
            plus, minus = self.L.adjust_buttons(i, n)
            can_plus, can_minus = self.can_adjust(view, i, +1), self.can_adjust(view, i, -1)
            draw_button(surface, plus, "+1", enabled=can_plus, size=theme.SMALL)
            draw_button(surface, minus, "−1", enabled=can_minus, size=theme.SMALL, colour=(150, 200, 230))
        extras = [v for v in (row["final"] or [])[len(values):]] or self.extra_values(view)
        x = self.L.adjust_die_centre(n - 1, n)[0] + self.L.ADJ_STEP
        for v in extras:
            img = A.extra_image(v, self.L.adjust_die_size() - 8)
            surface.blit(img, img.get_rect(center=(x, self.L.adjust_dice_y())))
            x += self.L.ADJ_DIE
        self.drawn["bids"].add(me)

    def _adjust_head(self, view: LureView, width: int) -> pygame.Surface:
        """"Adjust lures left: 1 of 2"; where a small panel's large type would cut it ("Anpassen üb…: 0 von 1" at
        150 % on 800 × 480), its short form ("Anpassen: 0 von 1")."""
        allowed = view["decision"]["adjusts"][str(self.viewer)]
        used = sum(abs(d) for d in self.deltas)
        said = t("lure.ui.adjust_left", left=allowed - used, count=allowed)
        if theme.width(said, SMALLEST, True) > width:  # (shrunk to the floor, still too wide: ``fitted`` would cut it)
            said = t("lure.ui.adjust_left_short", left=allowed - used, count=allowed)
        return fitted(said, theme.SMALL, width, theme.GLOW, True)

    # -- the decision panel (bottom right) ----------------------------------------------------------------------------
    def _draw_panel(self, surface, s: dict, view: LureView, decision) -> None:
        r = self.L.PANEL
        surface.blit(panel(r.size), r.topleft)
        x, y, w = r.x + 16, r.y + PANEL_TOP, r.w - 32
        if decision == Phase.CAST.text:
            size = len(self.pick_d6) + self.pick_d12 + self.pick_d20
            head = t("lure.ui.bid_info", size=size) if size else \
                _pick_dice(w)
            surface.blit(fitted(head, theme.BODY, w, theme.CREAM, True), (x, y))
            y += 34
            button = self.L.cast_button()
            tip = longest_fitting((t("lure.ui.tap_fish"), t("lure.ui.tap_fish_short"), t("lure.ui.tap_fish_least")), 16, w)
            tip = fitted(tip, 16, w, theme.MUTED, False)  # the fish explain themselves
            tip_y = button.y - tip.get_height() - 6
            lines = self.odds_lines(view)
            placed = _odds_placed(lines, y, w)
            # a small screen's taller button and type: as many as fit over the tip; where they do not, the heading
            # joins the best fish ("Allein – Karpfen: 40 %": at 150 % only the heading had room, so none was shown),
            # and where all fit over the button the tip gives way to them (at 800 × 480 "Grundel: 12 %" was dropped
            # for it); the rest are dropped through ``kept`` (a check sees them)
            if len(lines) > 1 and lines[0] == t("lure.ui.odds_title") and _odds_held(placed, button.y - 6) < len(lines):
                lines = [t("lure.ui.odds_first", line=lines[1]), *lines[2:]]
                placed = _odds_placed(lines, y, w)
            held = _odds_held(placed, tip_y)
            if held < len(placed) and _odds_held(placed, button.y - 6) == len(placed):
                tip, held = None, len(placed)
            shown = placed[:len(kept(tuple(lines), held))]
            if len(shown) > 1 or lines[:1] != [t("lure.ui.odds_title")]:  # never the heading without a fish under it
                for odds, at in shown:
                    surface.blit(odds, (x, at))
            if tip is not None:
                surface.blit(tip, (x, tip_y))
            draw_button(surface, button, t("lure.ui.button.cast"), enabled=size > 0)
        elif decision == Phase.ADJUST.text:
            total, caught = self.preview(view)
            if not self.L.adjust_head_in_rack():  # a small screen: the rack is all dice and buttons
                head = self._adjust_head(view, w)
                surface.blit(head, (x, y))
                y += head.get_height() + 2
            button = self.L.cast_button()
            text, lines, preview_y = _preview_fit(caught, total, w, y + PREVIEW_Y, button.y - 2,
                                                  PREVIEW_LINES if self.L.adjust_head_in_rack() else 2)
            if preview_y > y:  # (else no room for your total: the tray's lane shows it, "= 15")
                surface.blit(fitted(t("lure.term.total", total=total), theme.BODY, w, theme.CREAM, True), (x, y))
            preview = wrapped(text, theme.SMALL, w, theme.GLOW, True, lines)
            surface.blit(preview, (x, preview_y))
            note_y = preview_y + preview.get_height() + 4
            if len(view["groups"][view["group"]]) > 1:  # right under it, above the Done button
                note = wrapped(t("lure.ui.preview_group"), 16, w, theme.MUTED, False, NOTE_LINES)
                if note_y + note.get_height() <= button.y - 2:  # a small screen: only where it fits
                    surface.blit(note, (x, note_y))
            draw_button(surface, button, t("lure.ui.button.done"))
        else:
            self._draw_order(surface, s, x, y, w)

    def _draw_order(self, surface, s: dict, x: int, y: int, w: int) -> None:
        """After the reveal: who rolls when (bid sizes, smallest first)."""
        b = self.bottom
        if s["groups"]:
            surface.blit(fitted(t("lure.ui.order"), theme.SMALL, w, theme.FOAM, True), (x, y))
            y += 26
            for i, group in enumerate(s["groups"][:5]):
                size = len((s["bids"][group[0]] or {}).get("dice", [])) if s["bids"][group[0]] else 0
                current = i == s["group"]
                colour = theme.GLOW if current else (theme.MUTED if i < s["group"] else theme.CREAM)
                text = t("lure.ui.order_line", n=i + 1, size=size, names=T.names_list(group, self.seat_name))
                for row in order_rows(text, w, current):
                    surface.blit(theme.text(row, theme.SMALL, colour, current), (x, y))
                    y += ORDER_ROW
        elif b == self.viewer and s["bids"][b] is not None:
            bid = s["bids"][b]
            surface.blit(fitted(t("lure.ui.your_cast"), theme.SMALL, w, theme.FOAM, True), (x, y))
            dice_text = _dice_text(bid["dice"])
            surface.blit(fitted(dice_text, theme.BODY, w, theme.CREAM, True), (x, y + 26))
            lures = ", ".join(T.lure_name(c) for c in bid["lures"]) or t("lure.ui.no_lures_played")
            surface.blit(wrapped(lures, theme.SMALL, w, theme.FOAM, False, 3), (x, y + 62))

    def _draw_prompt(self, surface, view: LureView, decision) -> None:
        """What to do now, on its pill: painted once per look and then copied where it lies on the backdrop alone
        (``canvas.composed``; ~45k pixels a frame at 1920 × 1080 blended anew and put back, issue 29)."""
        text = self.prompt_text(view, decision)
        if not text or self.prompt_hidden:  # (a message stands in its place)
            return
        composed(surface, *self._prompt_look(text, decision is not None), reach=2,
                 paced=True)  # (reach: a picture's twin rounds a pixel past its logical rect)

    def _prompt_look(self, text: str, urgent: bool) -> tuple:
        """The prompt's pill saying ``text`` as (its ``composed`` key, box, painter): drawn (``_draw_prompt``) or
        painted ahead, a caption to come (``_caption_ahead``)."""
        size, rows, step, wide = _caption_fit(text, urgent, self.L.W, theme.text_floor, fine.k)
        box = pygame.Rect(0, 0, wide, step * len(rows))
        box.center = (self.L.CENTER.centerx, self.L.PROMPT_Y)
        box = box.inflate(36, 10)
        key = ("lure prompt", rows, size, urgent, step, theme.symbols, theme.text_floor)
        return key, box, lambda canvas, at: _paint_prompt(canvas, at, rows, size, urgent, step)

    def _prompt_ahead(self, surface) -> bool:
        """The prompt as the animations' end will say it (the view's: whose casts are awaited), its pill painted ahead
        on its copy (``canvas.composed_ahead``) in a light frame, after the glowing seats' copies (:meth:`_rows_ahead`):
        the frame the seats begin to glow in after Splash drew it (1-1.5 ms at 1920 × 1080, issue 29).  Whether it was
        painted."""
        view = self.view
        decision = self.settled_decision(view)
        text = self.settled_prompt(view, decision)
        if not text or self.prompt_hidden:
            return False
        asked = (text, decision is not None, t.lang, fine.k, theme.text_floor, id(self.L))
        looked = getattr(self, "_prompt_looked", None)
        if looked is None or looked[0] != asked:  # (measured once: ~0.3 ms at 1920 × 1080; asked again in each light
            looked = self._prompt_looked = (asked, self._prompt_look(text, decision is not None))  # frame)
        return composed_ahead(surface, *looked[1], reach=2)

    def _caption_ahead(self, surface) -> bool:
        """The next caption the animations will say (``_say``: a roll's "… roll", what the dice show, a reveal),
        its pill painted ahead on its copy (``canvas.composed_ahead``) in a light frame: the frame that says it
        copies it.  A roll's caption frame was among Lure's slowest at 1920 × 1080 (6.7 ms against 5.1, issue 29).
        Whether it was painted (a caption shows only while the animations play: never urgent)."""
        text = next(_captions_queued(self.animator.queue, self), None)
        if not text or text == self.caption or self.prompt_hidden:
            return False
        return composed_ahead(surface, *self._prompt_look(text, False), reach=2)


def _glow_copy(surface, parts: list) -> tuple:
    """:meth:`Drawer._glowing`'s copy of ``parts`` as (its ``composed`` key, bounds, painter): drawn, or painted ahead
    (:meth:`Drawer._rows_ahead`)."""
    places = [place.inflate(2 * GLOW_REACH, 2 * GLOW_REACH) if kind == "glow" else place
              for kind, _, place, _ in parts]  # (not beyond: the water, the log and the rack lie close)
    bounds = places[0].unionall(places[1:]).clip(surface.get_rect())
    key = ("lure seats", tuple((kind, look, tuple(place)) for kind, look, place, _ in parts), t.lang, theme.symbols,
           theme.text_floor)

    def paint(canvas, at: pygame.Rect) -> None:
        dx, dy = at.x - bounds.x, at.y - bounds.y
        for part in parts:
            if part[0] == "glow":
                draw_glow(canvas, part[2].move(dx, dy), part[3], 0.9, steady=True)
            else:
                canvas.blit(part[3], part[2].move(dx, dy))

    return key, bounds, paint


def _captions_queued(steps, scene):
    """The captions ``scene``'s queued animations will say (``_say``'s calls), first to come first."""
    for fn in _calls_queued(steps):
        if isinstance(fn, partial) and fn.func is setattr and fn.args[0] is scene and fn.args[1] == "caption":
            yield fn.args[2]


def _calls_queued(steps):
    """The functions of the queued animations' calls still to come (``Call``), first to come first (a parallel's
    parts in turn)."""
    for step in steps:
        if isinstance(step, Sequence):
            yield from _calls_queued(step.steps)
        elif isinstance(step, Parallel):
            yield from _calls_queued(step.parts)
        elif isinstance(step, Call) and not step.done:
            yield step.fn


def _paint_prompt(surface, box: pygame.Rect, rows: tuple, size: int, urgent: bool, step: int) -> None:
    """The prompt's pill at ``box`` with its ``rows`` of text (bold, ink on gold when ``urgent``)."""
    surface.blit(panel(box.size, min(box.h // 2, 22), theme.GLOW if urgent else PANEL, 235 if urgent else 210), box)
    ink = theme.INK if urgent else theme.CREAM
    for i, row in enumerate(rows):
        label = theme.text(row, size, ink, urgent)
        surface.blit(label, label.get_rect(midtop=(box.centerx, box.y + 5 + i * step)))


def _preview_fit(caught: list[int], total: int, w: int, top: int, bottom: int, most: int) -> tuple[str, int, int]:
    """(text, rows, y) of the Adjust panel's preview: the sentence in the rows between ``top`` and ``bottom`` (the
    Done button; at most ``most``), else its short form ("Fang: Äsche (3 SP)"); where neither fits, the short form a
    row higher, in your total's place (at 150 % on 800 × 480 "(3 SP)" lay under "Fertig", issue 29)."""
    step = theme.font(theme.SMALL, True).get_linesize()
    for y in (top, top - PREVIEW_Y):
        rows = max(1, min(most, (bottom - y) // step))
        for short in (False, True):
            text = T.preview_text(caught, total, short)
            if len(wrap(text, theme.SMALL, w, True)) <= rows:
                return text, rows, y
    return text, rows, y


def _pick_dice(w: int) -> str:
    """The bid panel's heading before a die is picked: the sentence, or its short form, as fits at the body size
    (shrunk to fit); where even the short form shrunk to the floor is too wide (a small panel's large type), the
    least ("Würfel antippen")."""
    said = longest_fitting((t("lure.ui.pick_dice"), t("lure.ui.pick_dice_short")), theme.BODY, w, True)
    return said if theme.width(said, SMALLEST, True) <= w else t("lure.ui.pick_dice_least")


def name_rooms(names: list[str], places=L) -> list[int]:
    """How wide each fish's name under its card may be: up to the next card's name (``scene_layout.name_room``),
    and further into a neighbour's half where that neighbour's name is short — six fish on a small screen's
    floor: "Salmon shark" beside "Pike" — never onto a neighbour's name, nor out of the water."""
    font = theme.font(16, True)
    widths = [font.size(name)[0] for name in names]
    lefts = places.pool_lefts(len(names))
    share = places.name_room(len(names))
    rooms = []
    for i, _ in enumerate(names):
        centre = lefts[i] + places.CARD[0] // 2
        edge = 2 * min(centre - places.POOL.x, places.POOL.right - centre)
        near = [2 * share - widths[j] for j in (i - 1, i + 1) if 0 <= j < len(names)]
        rooms.append(min(edge, max(share, min(near, default=edge))))
    return rooms


#: The least room between two fish names under the cards (logical px: about a space at a small panel's type).
NAME_GAP = 12


def name_spots(names: list[str], places=L) -> list[tuple[int, int]]:
    """(room, centre) of each fish's name under its card: under the card's middle while the names fit there; else
    pushed apart along the water, :data:`NAME_GAP` between them, each still under its own card (five fish at 150 %
    on 800 × 480: "Minn…" under the first card, "Swor…" under the last, "Wolfsb…" beside "Schwertfisch"); only
    where even that has no room, the rooms of :func:`name_rooms` under the middles (cut)."""
    centres = [left + places.CARD[0] // 2 for left in places.pool_lefts(len(names))]
    widths = [theme.width(name, 16, True) for name in names]  # (as ``cut`` measures: the twin's, drawn sharp)
    water = places.POOL.inflate(-8, 0)
    xs = [centre - width / 2 for centre, width in zip(centres, widths, strict=True)]
    for i in range(len(xs)):  # rightward, clear of the water's left edge and of the name before
        xs[i] = max(xs[i], water.left if i == 0 else xs[i - 1] + widths[i - 1] + NAME_GAP)
    for i in reversed(range(len(xs))):  # leftward, clear of the water's right edge and of the name after
        xs[i] = min(xs[i], water.right - widths[i] if i == len(xs) - 1 else xs[i + 1] - NAME_GAP - widths[i])
    spots = [(width, round(x + width / 2)) for x, width in zip(xs, widths, strict=True)]
    if not xs or xs[0] >= water.left and all(abs(spot - centre) <= places.CARD[0] // 2
                                             for (_, spot), centre in zip(spots, centres, strict=True)):
        return spots
    return list(zip(name_rooms(names, places), centres, strict=True))


def plate_counts(lures: int, fish: int, room: int) -> str | pygame.Surface:
    """A plate's lures and fish: "Köder 1 · Fische 2", or where a small panel's large type leaves that no room (at
    150 % on 800 × 480 "Köde… · Fische 1" on your plate) its short form, "Köder 1 · Fang 2" ("Lures 1 · Fish 2"),
    and where even that has none (a five-seat German row at 150 %: "Köd… · Fang 1") the table's own signs with the
    numbers (:func:`_counts_signs`); ``room``: the counts' width on the plate, as the hint's (:func:`plate_hint_room`)."""
    said = (t("lure.ui.counts", lures=lures, fish=fish), t("lure.ui.counts_short", lures=lures, fish=fish))
    text = longest_fitting(said, theme.SMALL, room)
    return text if theme.width(text, theme.SMALL) <= room else _counts_signs(lures, fish, theme.text_floor)


#: How tall a plate's counts are as signs (logical px): a five-seat plate's hint keeps its gap under them.
COUNTS_SIGNS_H = 22


@lru_cache(maxsize=32)
def _counts_signs(lures: int, fish: int, floor: int) -> pygame.Surface:
    """A lure token and its number, a pile of fish cards and its number: how the supply, the discard pile and the
    strips already show lures and caught fish (``floor``: the numbers' size, part of the cache's key)."""
    token, pile = A.token(None, COUNTS_SIGNS_H), A.pile_icon((14, 18), max(1, fish))
    numbers = [theme.text(str(n), theme.SMALL, theme.MUTED) for n in (lures, fish)]
    h = COUNTS_SIGNS_H  # the digits' and signs' ink: their lines' blank above and below left out (a hint under them)
    parts = [(token, 4), (numbers[0], 14), (pile, 2), (numbers[1], 0)]

    def paint(surface) -> None:
        x = 0
        for part, gap in parts:
            surface.blit(part, part.get_rect(midleft=(x, h // 2)))
            x += part.get_width() + gap

    return picture((sum(part.get_width() + gap for part, gap in parts), h), paint)


OWN_NAME_ROWS = 3  # your plate's name: the most rows it takes (24 letters the name pad allows, at 150 %)
OWN_SCORE_ROOM = "8"  # the score your plate is made beside (a wider one takes from the name's rows, not the plate's height)


def own_seat_plate(seat: int, rect: pygame.Rect, name: str, score=0, counts="", hint="",
                   grown: bool = False) -> SeatPlate:
    """Your plate: its name in up to :data:`OWN_NAME_ROWS` rows beside the widest score (``grown``: the plate
    made taller for them, from ``L.OWN``; else ``rect`` is that already)."""
    plate = OwnPlate(seat, rect, name, score, counts, hint)
    plate.score_room = OWN_SCORE_ROOM
    plate.score_px = own_score_px(name, score, rect.w)
    if grown:
        plate.name_grown(OWN_NAME_ROWS)
    plate.name_lines = OWN_NAME_ROWS
    return plate


class OwnPlate(SeatPlate):
    """Your plate: its name's room reckoned beside :data:`OWN_SCORE_ROOM` at the title size, or beside the widest
    score Lure can reach at the text floor where that is wider (the least a score of three digits is drawn at)."""

    def _score_left(self, right: int) -> int:
        return min(super()._score_left(right), right - theme.width(scene_plate.SCORE_ROOM, SMALLEST, True))


def own_score_px(name: str, score: int, plate_w: int) -> int:
    """Your score's size: the title's, or where your name goes into rows (made beside a score of one digit), as
    large as it fits beside their widest row: a score of two or three digits (up to 140, every fish and Boast)
    re-flowed a long name into more rows than the plate has ("Maximili-" / "an-" at 150 % on 800 × 480)."""
    return _own_score_px(name, str(score), plate_w, theme.text_floor, fine.k)


@lru_cache(maxsize=64)
def _own_score_px(name: str, score: str, plate_w: int, floor: int, k: float) -> int:
    made = OwnPlate(0, (0, 0, plate_w, L.PLATE_H), name, 0)
    made.score_room = OWN_SCORE_ROOM
    if whole_in_a_row(name, theme.BODY, made.name_room()):
        return theme.TITLE
    planned = name_rows(name, theme.BODY, made.name_room(), True, OWN_NAME_ROWS)  # (the rows the plate is made for)
    made.score = score
    for px in range(theme.TITLE, SMALLEST - 1, -1):
        made.score_px = px
        if name_rows(name, theme.BODY, made.name_room(), True, OWN_NAME_ROWS) == planned:
            return px
    return SMALLEST


def name_cut_on_plate(name: str, score: int, rect: pygame.Rect) -> bool:
    """Whether ``SeatPlate`` cuts ``name`` on a plate at ``rect`` even at the floor: its room from the badge's right
    (70 px) to 8 px before the score (as the plate measures it; a long name the name pad allows, "Anna-Kath…" on your
    plate at 150 % on 800 × 480)."""
    room = rect.w - 12 - theme.width(str(score), theme.TITLE, True) - 8 - 70
    return theme.width(name, SMALLEST, True) > room


def plate_hint_room(rect: pygame.Rect) -> int:
    """Room for a seat plate's hint where ``SeatPlate`` draws it (beside its badge when the plate is short: from
    the badge's right, 70 px, to 12 px before the plate's edge — it measures the plate's whole width, and
    "choosing in secret…" ran out of a five-seat table's plate on a small screen)."""
    return rect.w - 82


def played_label_x(width: int, tokens_x: int, places=L) -> int:
    """Where "played" starts over the played lures: above the first of them, but never past the rack's
    right edge (one lure is narrower than the word: "ausgespielt" ran out of the panel)."""
    return min(tokens_x, places.RACK.right - 12 - width)


def caption_rows(text: str, bold: bool = False, places=L) -> tuple[int, tuple[str, ...]]:
    """The prompt or caption over your rack as (size, rows): one line at the body size, else shrunk to fit
    one line down to the small size, else two small lines (a whole group's roll or catch); cut only past
    that.  Measured once per text (:func:`_caption_rows`)."""
    return _caption_rows(text, bold, places.W, theme.text_floor, fine.k)


@lru_cache(maxsize=64)
def _caption_fit(text: str, urgent: bool, table_w: int, floor: int, k: float) -> tuple[int, tuple[str, ...], int, int]:
    """:meth:`Drawer._prompt_look`'s measures of ``text`` as (size, rows, line step, the rows' width), once per
    text: the frame a bot's catch is said measured its caption three times (``outcome_text`` twice, the pill
    once, ~0.3 ms of font sizes each at 1920 × 1080), and every frame after it once more (issue 29).  ``floor``
    and ``k``: what ``theme.width`` measures with, in the key."""
    size, rows = _caption_rows(text, urgent, table_w, floor, k)
    font = theme.font(size, urgent)
    # under 1 as wide as the screen shows the rows (``theme.width``: small type hinted wider than its logical
    # width × the scale, 48 px over the German cast prompt at 720 × 1280, beyond the pill's ends); over 1 the
    # pill's padding holds the twin (13 px at 1920 × 1080), and its pixels stay as they were
    width = theme.width if k < 1 else (lambda row, size, bold: font.size(row)[0])
    return size, rows, font.get_linesize(), max(width(row, size, urgent) for row in rows)


@lru_cache(maxsize=64)
def _caption_rows(text: str, bold: bool, table_w: int, floor: int, k: float) -> tuple[int, tuple[str, ...]]:
    """:func:`caption_rows`, kept per text, the layout's width (all it reads of the layout: an upright layout is a
    namespace, no key), legible floor and drawing scale (what it measures with)."""
    room = table_w - 140
    size = fit_size(text, theme.BODY, room, bold, theme.SMALL)
    if theme.width(text, size, bold) <= room:
        return size, (text,)
    rows = wrap(text, theme.SMALL, room, bold)
    if len(rows) > CAPTION_LINES:
        rows = (*rows[:CAPTION_LINES - 1], cut(" ".join(rows[CAPTION_LINES - 1:]), theme.SMALL, room, bold))
    return theme.SMALL, rows


def order_rows(text: str, width: int, current: bool) -> tuple[str, ...]:
    """A line of the roll order as drawn: wrapped (five names in one group), never cut."""
    return wrap(text, theme.SMALL, width, current)


def A_order(code: str) -> int:
    from fishgames.games.lure.data import KIND_OF_TEXT

    return KIND_OF_TEXT[code]


def _dice_text(faces: list[int]) -> str:
    d6 = faces.count(6)
    parts = [f"{d6} × {T.die_word(6)}"] if d6 else []
    parts += [T.die_word(f) for f in faces if f != 6]
    return " + ".join(parts)


@lru_cache(maxsize=64)
def _lane_total(total: int) -> pygame.Surface:
    """A tray lane's "= 14" (outlined text, some 30 blits at two scales: it was drawn anew every frame)."""
    return art.outlined_text(f"= {total}", theme.BODY + 4, theme.CREAM, theme.INK, width=2)


@lru_cache(maxsize=4)
def _pool_label(text: str) -> pygame.Surface:
    return art.outlined_text(text, theme.SMALL, theme.CREAM, theme.DEEP)


#: A lane's name top: under the lane's rim, the badge's centre level with its first row; the least, just under the rim.
LANE_NAME_TOP, LANE_NAME_TOP_LEAST = 12, 4


def lane_name_room(places=L) -> int:
    """A tray lane's name: from after the seat badge to just before the first die."""
    return places.LANE_LABEL - places.LANE_NAME_X - 6


#: Kept by bytes (issue 33): 32 kept by count held 12 MB of lanes and their twins at 1920 × 1080 as names and
#: bids changed; a frame shows up to five lanes.  At k > 1 a lane holds only its label's columns (its twin in pieces,
#: :mod:`scene_lane`: 0.2 MB at the widest, 1.3 MB whole with its logical picture), so half a screen keeps the lanes
#: of three frames or more (two screens of whole lanes held 10.4 MB after 3,000 busy frames, mem16b).
@picture_cache(SCREEN_BYTES // 2)
def _lane_box(size: tuple[int, int], seat: int, name: str, bid: str, name_x: int = L.LANE_NAME_X,
              room: int | None = None, top: int = LANE_NAME_TOP) -> pygame.Surface:
    """A lane of the dice tray: a sandy box in the seat's colour with its badge, name and bid size; at a drawing
    scale ≠ 1 painted at the screen's pixels too (resampled from the logical one it was soft, and 1.3 ms of a
    1920 × 1080 frame: issue 29) — over 1 only there, kept in pieces (:func:`scene_lane.in_pieces`): the logical
    picture is a size (``fine.hollow``), and a plain surface gets :func:`_plain_lane_box`."""
    if not fine.can_hollow():
        return picture(size, partial(_paint_lane, seat=seat, name=name, bid=bid, name_x=name_x, room=room, top=top))
    whole = pygame.Surface(fine.size(size), pygame.SRCALPHA)
    label = _paint_lane(Canvas(whole, size, fine.k), seat, name, bid, name_x, room, top)
    return fine.hollow(scene_lane.in_pieces(whole, seat, label, fine.k), size)


#: A lane's logical picture at k > 1, for a plain surface (the replay theatre's table): drawn only then.
@picture_cache(SCREEN_BYTES // 2)
def _plain_lane_box(size: tuple[int, int], seat: int, name: str, bid: str, name_x: int = L.LANE_NAME_X,
                    room: int | None = None, top: int = LANE_NAME_TOP) -> pygame.Surface:
    box = pygame.Surface(size, pygame.SRCALPHA)
    _paint_lane(box, seat, name, bid, name_x, room, top)
    return box


def lane_room(name: str, size: tuple[int, int], places=L) -> int:
    """A lane's name room: :func:`lane_name_room`; a name cut there and with no height for rows over the bid, in one
    row across the lane's top where its dice (at their largest, centred) leave it the height above them (your lane
    alone while you adjust, at UI scale 150 %: "Maximilian-Jo…")."""
    room = lane_name_room(places)
    w, h = size
    if whole_in_a_row(name, theme.SMALL, room, True) or lane_name_rows(name, room, h) is not None:
        return room
    across = w - places.LANE_NAME_X - 12
    if LANE_NAME_TOP_LEAST + _name_height(name) <= _over_the_dice(h, places) and \
            whole_in_a_row(name, theme.SMALL, across, True):
        return across
    return room


def lane_name_top(name: str, size: tuple[int, int], room: int, places=L) -> int:
    """The top of a lane's name: :data:`LANE_NAME_TOP`; in one row across the lane's top (``room`` wider than the
    label's, :func:`lane_room`) raised to end where its dice begin, if they leave it less (your lane alone while you
    adjust at UI scale 150 % on a 800 × 480 or 1024 × 600 screen: the legible floor's row is 27-28 px, the dice
    leave 33 over them: "Maxi…" was all it got)."""
    if room <= lane_name_room(places):
        return LANE_NAME_TOP
    return max(LANE_NAME_TOP_LEAST, min(LANE_NAME_TOP, _over_the_dice(size[1], places) - _name_height(name)))


def _over_the_dice(lane_h: int, places=L) -> int:
    """The height a lane's dice (at their largest, centred) leave over them."""
    return (lane_h - min(places.TRAY_DIE[0], lane_h - 10)) // 2


def _name_height(name: str) -> int:
    return theme.text(name, theme.SMALL, theme.INK, True).get_height()


def lane_name_rows(name: str, room: int, lane_h: int) -> pygame.Surface | None:
    """A lane's name in rows where it does not fit its row and the lane is tall enough for them over its bid
    (one or two rolling: "Maximili…" was all a long name got), else None (cut in its row)."""
    if whole_in_a_row(name, theme.SMALL, room, True):
        return None
    return rows_within(name, theme.SMALL, room, lane_h - 12 - 4 - theme.text("Ag", 16, theme.INK, True).get_height() - 6,
                       theme.INK)


def lane_bid_y(rows: pygame.Surface | None) -> int:
    """The top of a lane's bid line: under its name, in rows or not."""
    return 38 if rows is None else max(38, 12 + rows.get_height() + 4)


def _paint_lane(box, seat: int, name: str, bid: str, name_x: int, room: int | None, top: int = LANE_NAME_TOP) -> int:
    """Paint a lane on ``box`` (a logical surface, or a Canvas of a twin); its label's right edge in ``box``'s
    pixels is returned (``scene_lane.label_right``, where the lane's shared middle may begin)."""
    pen.rect(box, (*art.darken(theme.SAND, 0.12), 150), box.get_rect(), border_radius=12)
    pen.rect(box, (*theme.seat_colour(seat), 220), box.get_rect(), 3, border_radius=12)
    seat_dot(box, seat, (22, 22), 13)
    room = lane_name_room() if room is None else room
    bid_words = theme.text(bid, 16, (90, 70, 40), True)
    rows = lane_name_rows(name, room, box.get_height())
    words = rows or squeezed(name, theme.SMALL, room, theme.INK)  # a long name in rows where the lane is tall
    box.blit(words, (name_x, top))
    box.blit(bid_words, (12, lane_bid_y(rows)))
    k = box.k if isinstance(box, Canvas) else 1
    return scene_lane.label_right(k, words, name_x, bid_words, 22 + 13 + 2)


@lru_cache(maxsize=8)
def _explain_panel(fid: int, lang: str, size: tuple[int, int] = L.EXPLAIN.size) -> pygame.Surface:
    fish = FISH[fid]
    r = pygame.Rect((0, 0), size)
    out = panel(r.size, 18, PANEL, 248, border=theme.GLOW).copy()
    card_w, card_h = 150, 210
    card = A.card_image(fid, card_w, card_h)
    out.blit(card, card.get_rect(midleft=(18, r.h // 2)))
    x = card_w + 40
    w = r.w - x - 20
    y = 14
    name = fitted(T.fish_name(fid), theme.TITLE - 6, w - 110, theme.GLOW, True)
    out.blit(name, (x, y))
    vp = fitted(t("lure.term.vp", vp=fish.vp), theme.BODY, 110, theme.CREAM, True)
    out.blit(vp, vp.get_rect(topright=(r.w - 20, y + 8)))
    y += name.get_height() + 8
    catch = wrapped(t("lure.ui.explain.catch", catch=fish.catch), theme.BODY, w, theme.CREAM, True, 2)
    out.blit(catch, (x, y))
    y += catch.get_height() + 12
    plate = pygame.Rect(x, y, 236, 96)
    pen.rect(out, theme.CREAM, plate, border_radius=14)
    pen.rect(out, theme.GLOW, plate, 3, border_radius=14)
    if fish.req:
        art.draw_requirement(out, plate.inflate(-20, -20), fish.req)
    else:
        total = theme.text(f"Σ ≥ {fish.catch}", theme.TITLE - 4, theme.INK, True)
        out.blit(total, total.get_rect(center=plate.center))
    tx = plate.right + 16
    title = fitted(t(f"lure.req.{fish.req or 'none'}"), theme.BODY, r.w - tx - 20, theme.GLOW, True)
    out.blit(title, (tx, y))
    words = wrapped(t(f"lure.ui.explain.req.{fish.req or 'none'}"), theme.SMALL, r.w - tx - 20, theme.CREAM,
                    False, 4)
    out.blit(words, (tx, y + title.get_height() + 4))
    y = plate.bottom + 10
    note = wrapped(t("lure.ui.explain.note"), 16, w, theme.FOAM, False, 2)
    out.blit(note, (x, y))
    close = fitted(t("lure.ui.explain.close"), 16, w, theme.MUTED, True)
    out.blit(close, close.get_rect(bottomright=(r.w - 20, r.h - 10)))
    return out


@lru_cache(maxsize=32)
def _faded(img: pygame.Surface) -> pygame.Surface:
    return fine.faded(img, 120)  # its twin faded with it


def _paint_round(surface, r: pygame.Rect, round_no: int, rounds: int, last: bool, removed: int) -> None:
    surface.blit(panel(r.size), r.topleft)
    if round_no <= 0:
        return
    size, room = theme.BODY if not last else theme.SMALL + 2, r.w - 20
    text = t("lure.term.last_round") if last else t("lure.term.round", round=round_no, rounds=rounds)
    if not last and theme.width(text, fit_size(text, size, room, True), True) > room:
        text = t("lure.term.round_short", round=round_no, rounds=rounds)  # a small screen's floor: "Runde 4/10"
    label = fitted(text, size, room, theme.GLOW if last else theme.CREAM, True)
    if not removed:
        surface.blit(label, label.get_rect(center=r.center))
        return
    note = (t("lure.ui.removed", count=removed), t("lure.ui.removed_short", count=removed),
            t("lure.ui.removed_least", count=removed))  # (at 150 % on 800 × 480: "10 ungese…")
    note = fit(longest_fitting(note, 16, r.w - 12), 16, r.w - 12, theme.MUTED)
    if r.h > L.ROUND.h:  # upright's taller box: the two lines one under the other in its middle (its larger type
        # ran "Runde 5 von 10" into "10 Fische ungesehen" in the stage's 50 px)
        top = r.centery - (label.get_height() + note.get_height()) // 2
        surface.blit(label, label.get_rect(midtop=(r.centerx, top)))
        surface.blit(note, note.get_rect(midtop=(r.centerx, top + label.get_height())))
        return
    if label.get_height() + note.get_height() > r.h:  # a small panel's large type: the lines' ink apart in the box
        surface.blit(label, label.get_rect(midtop=(r.centerx, r.y + 3 - label.get_bounding_rect().top)))
        surface.blit(note, note.get_rect(midtop=(r.centerx, r.bottom - 3 - note.get_bounding_rect().bottom)))
        return
    surface.blit(label, label.get_rect(center=(r.centerx, r.centery - 9)))
    surface.blit(note, note.get_rect(midbottom=(r.centerx, r.bottom - 3)))


def _paint_piles(surface, r: pygame.Rect, dx: int, dy: int, deck: int, supply: int, places=L) -> None:
    """The fish deck and the lure supply (``dx, dy`` move the table's coordinates into the picture)."""
    surface.blit(panel(r.size), r.topleft)
    deck_rect, supply_rect = places.DECK.move(dx, dy), places.SUPPLY.move(dx, dy)
    title = fit(longest_fitting((t("lure.term.deck"), t("lure.ui.deck_short")), 16, 90), 16, 90, theme.FOAM)
    surface.blit(title, title.get_rect(midtop=(deck_rect.centerx, r.y + 4)))
    layers = min(3, (deck + 4) // 5)
    back = sprites.image(*A.back_spec(deck_rect.size))
    for i in range(layers):
        off = (layers - 1 - i) * 3
        surface.blit(back, (deck_rect.x - off, deck_rect.y - off))
    if not layers:
        pen.rect(surface, (60, 96, 128), deck_rect, 3, border_radius=8)
    draw_badge(surface, deck, (deck_rect.right + 2, deck_rect.bottom - 12), A.ACCENT)
    title = fit(t("lure.ui.supply"), 16, 80, theme.FOAM)
    surface.blit(title, title.get_rect(midtop=(supply_rect.centerx, r.y + 4)))
    token = A.token(None, supply_rect.w - 8)
    for i in range(min(3, (supply + 5) // 6)):
        surface.blit(token, token.get_rect(center=(supply_rect.centerx - i * 3, supply_rect.centery - i * 4)))
    draw_badge(surface, supply, (supply_rect.right - 6, supply_rect.bottom - 4), theme.DEEP, theme.CREAM)


def _paint_discard(surface, r: pygame.Rect, counts: tuple) -> None:
    surface.blit(panel(r.size), r.topleft)
    words = longest_fitting((t("lure.term.discard"), t("lure.ui.discard_short")), theme.SMALL, r.w - 20, True)
    title = fit(words, theme.SMALL, r.w - 20, theme.FOAM, True)  # "Ablage" where "Ablagestapel" is cut (22 px)
    surface.blit(title, (r.x + 10, r.y + 6))
    if not counts:
        empty = theme.text(t("lure.ui.empty"), 16, theme.MUTED)
        surface.blit(empty, (r.x + 10, r.y + 34))
        return
    large = theme.text_floor > 16  # a small panel's type: "×1" ran under the next token
    for i, (code, n) in enumerate(counts):
        col, row = i % 3, i // 3
        x, y = r.x + 8 + col * 57, r.y + 30 + row * 30
        count = theme.text(f"×{n}", 16, theme.CREAM, True)
        if large:  # a smaller token, its bare number beside its middle: clear of the next token and of the row under it
            surface.blit(A.token(code, 24), (x, y))
            count = theme.text(str(n), 16, theme.CREAM, True)
            surface.blit(count, count.get_rect(midleft=(x + 26, y + 12)))
            continue
        surface.blit(A.token(code, 28), (x, y))
        surface.blit(count, (x + 29, y + 5))


#: A resting die's tag in a seat's strip where the die's numeral is drawn over it (:func:`_strip_numeral`).
STRIP_REST_TAG = 14


def _strip_numeral(faces: int, die: int) -> tuple[pygame.Surface | None, int]:
    """A special die's numeral ("12") to draw over its mini die (``die`` px) in a seat's strip, at the legible
    floor, where the floor is above the theme's own type (a small panel: the die's own numeral was 8 physical px at
    800 × 480, a quarter under the tag), and the width the die takes in the strip (a numeral wider than the die
    widens its place: at 150 % on 1024 × 600 "12" and "20" ran into each other); (None, ``die``) elsewhere."""
    if theme.text_floor <= SMALLEST:
        return None, die
    colour = art.DIE_COLOURS[faces]
    ink = art.ink_on(colour)  # outlined as the die's own numeral is
    label = art.outlined_text(str(faces), SMALLEST, ink,
                              art.darken(colour, 0.35) if ink == theme.WHITE else art.lighten(colour, 0.3))
    return label, max(die, label.get_width())


def _on_die(surface, label: pygame.Surface | None, die: pygame.Rect) -> None:
    """:func:`_strip_numeral`'s numeral on its die, 2 px under the die's middle (clear of a resting die's tag)."""
    if label is not None:
        surface.blit(label, label.get_rect(center=(die.centerx, die.centery + 2)))


def _paint_own_pile(surface, r: pygame.Rect, fish: tuple, boasts: int) -> None:
    surface.blit(panel(r.size, *STRIP_LOOK), r.topleft)
    if not fish and not boasts:
        label = fit(t("lure.ui.pile_empty"), theme.SMALL, r.w - 20, theme.MUTED)
        surface.blit(label, label.get_rect(center=r.center))
        return
    w, h = 62, 44
    room = r.w - 16 - (50 if boasts else 0)
    per_row = max(1, (room + 4) // (w + 4))
    rows = -(-len(fish) // per_row) if fish else 0
    step_x = w + 4
    if rows > 2:  # many fish: two overlapping rows
        per_row = -(-len(fish) // 2)
        step_x = (room - w) / max(1, per_row - 1)
        rows = 2
    top = r.y + (r.h - (rows * (h + 4) - 4)) // 2 if rows else r.y
    for i, fid in enumerate(fish):
        row, col = divmod(i, per_row)
        surface.blit(A.mini_fish(fid, w, h), (round(r.x + 8 + col * step_x), top + row * (h + 4)))
    if boasts:
        star = theme.text(f"★{boasts}", theme.BODY, theme.GLOW, True)
        surface.blit(star, star.get_rect(midright=(r.right - 8, r.centery)))


def _odds_placed(lines: list[str], y: int, w: int) -> list[tuple[pygame.Surface, int]]:
    """Your cast's odds lines as drawn from ``y`` in ``w`` px: (picture, top) each, a small panel's short forms
    where the whole ones have no room."""
    placed = []
    shorter = {t("lure.ui.odds_title"): "lure.ui.odds_title_short", t("lure.ui.odds_none"): "lure.ui.odds_none_short"}
    for line in lines:
        if line in shorter:  # (a small panel's large type: its short form, "Allein: kein Fisch in Reic…")
            line = longest_fitting((line, t(shorter[line])), SMALLEST, w)
        odds = fitted(line, theme.SMALL, w, theme.FOAM, False)
        placed.append((odds, y))
        y += max(23, odds.get_height())
    return placed


def _odds_held(placed: list[tuple[pygame.Surface, int]], bottom: int) -> int:
    """How many of the odds lines ``placed`` end above ``bottom``."""
    return sum(at + odds.get_height() <= bottom for odds, at in placed)
