"""Drawing the Fugu table (a mixin of the table scene): lanes, market, your reef with its previews,
the prompt with the side switch, flights, score pop-ups, and the two overlays (score per creature,
"stop here?").  Only the shown copy of the table is drawn; every card face blitted is recorded in
``faces_drawn``.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from fishgames.games.fugu import lane_rows
from fishgames.games.fugu import scene_look as L
from fishgames.games.fugu.data import SOLO_BANDS, SOLO_DISCARD_THRESHOLD, SOLO_WIN_ABOVE, Phase, solo_band
from fishgames.games.fugu.lane_rows import COUNTS_UNDER_ROWS, LANE_SCORE_SIZE
from fishgames.games.fugu.view_types import FuguView
from fishgames.i18n import t
from fishgames.ui import fine, pen, sprites, theme, widgets
from fishgames.ui.canvas import Canvas, composed, composed_ahead, picture
from fishgames.ui.display import whole
from fishgames.ui.picture_cache import SCREEN_BYTES, picture_cache
from fishgames.ui.scenes import common
from fishgames.ui.text import fit, longest_fitting, paragraph, rows_within, whole_in_a_row, wrap
from fishgames.ui.widgets import GLOW_REACH, SeatPlate, draw_glow, panel, pulse

DIALOG = L.STOP_DIALOG  # the stop question on the stage (upright: ``L.Upright.STOP_DIALOG``)
BREAKDOWN = L.BREAKDOWN  # on the stage (upright: ``L.Upright.BREAKDOWN``, ``BREAKDOWN_K`` times as large)
BREAKDOWN_TITLE_X = 64  # the title, right of the seat badge; the total sits at the right end
TRAY = pygame.Rect(L.W // 2 - 206, 242, 412, 196)
CAPTION_GAP = 1  # the market's caption under its cards, at the least
#: The backdrop's pictures (of the shared cache, so the set-up can draw them ahead): the sea, the sand bed.
WATER = ("underwater", (L.W, L.H), 11)
BED = pygame.Rect(0, L.BADGE_Y - 22, L.W, L.H - L.BADGE_Y + 22)
BED_SAND = ("table", BED.size, "sand", 4)
SOLO_LADDER_Y = 118
SOLO_RULE_X = 250
TAG_W = 120  # the "stopped" / "complete" tag on a plate
DISCARDS_W = 300  # the "out of the game" label under the solo discards
BAND_CHIP_PAD = 30  # a solo band chip: name, range and this much padding
PARTS = ("bannerfish", "pufferfish", "octopus", "coral", "anchors", "face_down")
#: A frame while the animations play paints a piece of the next look ahead if it cost at most this many times the
#: recent frames' median so far (``TableScene.frame_weight``; light: 1; ``Drawer.draw``).  1.1 left more looks to be
#: drawn as they showed: busy p99 at 1920 × 1080 3.3-3.5 ms against 2.8-3.1 at 1.3 in a probe (fugu23, tools/README).
STORY_WEIGHT = 1.3


def upright_backdrop(places) -> tuple[tuple, pygame.Rect, tuple]:
    """The upright arrangement's sea (the scene's size), its sand bed's place and picture (``Drawer.draw_backdrop``;
    the set-up draws them ahead: ``FuguTable.margin_specs``)."""
    w, h = places.W, places.H
    bed = pygame.Rect(0, places.BADGE_Y - 22, w, h - places.BADGE_Y + 22)
    return ("underwater", (w, h), 11), bed, ("table", bed.size, "sand", 4)



class Drawer:
    """The ``draw_*`` half of the Fugu table."""

    # -- the static part -----------------------------------------------------------------------------------
    def draw_backdrop(self) -> pygame.Surface:
        water, bed, sand = WATER, BED, BED_SAND
        if self.L is not L:  # upright: the sea and the sand bed at the scene's size
            water, bed, sand = upright_backdrop(self.L)
        surf = sprites.opaque(water)  # opaque from the start: no full-screen copy converted at the end
        surf.blit(sprites.spec_image(sand), bed.topleft)
        surf.blit(_sand_shade(bed.size, fine.k), bed.topleft)
        tops = list(self.lanes.values()) + ([self.solo_lane_top()] if self.solo else [])
        for top in tops:
            lane = self.L.lane_reef(top)
            surf.blit(panel(lane.size, 10, (6, 26, 48), 150, (60, 110, 140)), lane.topleft)
        tray, label, at = self.market_caption()
        surf.blit(panel(tray.size, 18, (6, 30, 52), 140, (70, 130, 160)), tray.topleft)
        surf.blit(label, at)
        if self.solo:
            self._draw_solo_static(surf)
        return sprites.for_display(surf)  # opaque, in the window's format: the fastest full-screen blit

    def market_caption(self) -> tuple[pygame.Rect, pygame.Surface, pygame.Rect]:
        """The market's tray (upright: its larger one), its caption ("Market · highest number 75") and where that
        goes: 6 px over the tray's foot, and never under the market's cards — where the text floor makes it taller
        than the room under them (800 × 480, 1024 × 600 at 150 %) it starts :data:`CAPTION_GAP` under them, the
        tray reaching down round it (short of the prompt's pill under it).  A speech bubble leaves it clear
        (``FuguTable.keep_clear``)."""
        tray = TRAY if self.L is L else self.L.TRAY
        caption = t("fugu.ui.market_caption", highest=self.match.state.highest)
        label = fit(caption, theme.SMALL, tray.w - 24, theme.FOAM, True)
        at = label.get_rect(midbottom=(tray.centerx, tray.bottom - 6))
        cards = max(self.L.market_rect(m).bottom for m in range(len(self.L.MARKET_XS)))
        if at.top < cards + CAPTION_GAP:
            at.top = cards + CAPTION_GAP
            tray = tray.copy()
            tray.h = at.bottom + CAPTION_GAP + 2 - tray.y  # (the prompt pill grown for a finger starts just under)
        return tray, label, at

    # -- every frame ---------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: FuguView) -> None:
        self.faces_drawn = set()
        shown = self.shown
        idle_turn = view["current"] if self.animator.idle and view["phase"] == Phase.PLAY.text else shown.turn
        bands = self._lane_bands(surface, shown, idle_turn)
        for seat, top in self.lanes.items():
            composed(surface, *(bands[seat] if bands else self._lane_plate_look(shown, seat, top, idle_turn == seat)))
            self._draw_row(surface, seat)
        if self.solo:
            self._draw_solo(surface)
        self._draw_market(surface)
        self._draw_own_plate(surface, idle_turn == self.bottom)
        self.draw_log(surface, self.log)
        self._draw_row(surface, self.bottom)
        mine = self.my_turn()
        if mine and self.selected is not None:
            self._draw_previews(surface)
        self._draw_prompt_or_bar(surface, mine)
        for sprite in self.flying:
            sprite.draw(surface)
            spec = sprite.front if sprite.showing_front else sprite.back
            if spec and spec[0] == "fugu_tile":  # the front's card: an anchor side names its creature
                self.faces_drawn.add(sprite.front[2])
        for sprite in self.popups:
            sprite.draw(surface)
        self.show_banner(surface, theme.GLOW, self.L.MARKET_Y)
        if self.confirm_pass:
            self._draw_pass_dialog(surface)
        if self.breakdown_seat is not None:
            self._draw_breakdown(surface, self.breakdown_seat)

    # -- reefs ---------------------------------------------------------------------------------------------
    def _draw_row(self, surface: pygame.Surface, seat: int) -> None:
        """A reef in one blit (rendered once per distinct row; the chosen slot and a card in flight are gaps)."""
        row = self.shown.rows[seat]
        dealt = min(len(row), int(self.shown.dealt + 0.999))
        parts = self._row_parts(seat, row, dealt)
        if not self._gaps_in_pieces(surface, seat, row, parts):
            for look, at, area in parts:
                picture = _row_image(*look)
                surface.blit(picture, at) if area is None else surface.blit(picture, at, area)
            if len(parts) == 1 and parts[0][2] is None:
                self.rows_shown[seat] = (parts[0][0], picture)
        self.faces_drawn.update(abs(v) for v in row[:dealt] if v)

    def _gaps_in_pieces(self, surface: pygame.Surface, seat: int, row, parts) -> bool:
        """A reef that differs from its look last drawn whole only by gaps (a card lifted for a swap) drawn as that
        look's picture in pieces around them, with a gap's own picture in each: the slots do not overlap, and where
        their edges fall on whole pixels those are the very pixels of the row's own picture — a new picture of the
        row (1.1 MB at 1920 × 1080) was a swap's first frame's largest cost, and the move is known one frame ahead
        only (issue 29).  Whether it was drawn so."""
        last = self.rows_shown.get(seat)
        if last is None or len(parts) != 1 or parts[0][2] is not None:
            return False
        (before, size, step, k, columns), picture = last
        look, (x, y), _ = parts[0]
        if look[1:] != (size, step, k, columns) or len(look[0]) != len(before) or look[0] == before:
            return False
        gaps = [s for s, (now, was) in enumerate(zip(look[0], before, strict=True)) if now != was]
        if any(look[0][s] is not None for s in gaps):
            return False
        if not all(float(length * fine.k).is_integer() for length in (x, step, size[0])):
            return False
        gap, start = _row_image((None,), size, step, k, 1), 0
        for s in [*gaps, len(before)]:
            if s > start:
                end = picture.get_width() if s == len(before) else s * step
                surface.blit(picture, (x + start * step, y), pygame.Rect(start * step, 0, end - start * step, size[1]))
            if s < len(before):
                surface.blit(gap, (x + s * step, y))
            start = s + 1
        return True

    def _row_parts(self, seat: int, row, dealt: int) -> list[tuple[tuple, tuple[int, int], pygame.Rect | None]]:
        """What :meth:`_draw_row` blits for ``seat``'s reef with its first ``dealt`` slots shown: (``_row_image``'s
        arguments, where, the part of it shown or None).  While the deal fills a reef in, the whole row's picture
        with its first slots shown, where a slot's edges fall on whole pixels: the slots do not overlap, so those
        are the very pixels of a picture of the first slots alone — a new picture of 1.1 MB for each slot dealt
        was most of the deal's frames at 1920 × 1080 (issue 29)."""
        big = seat == self.bottom
        size, step = (self.L.own_tile(), self.L.own_step()) if big else (L.LANE_TILE, L.LANE_STEP)
        per_row = L.UPRIGHT_COLUMNS if big and self.L is not L else len(row)  # upright: two rows of nine
        exact = float(step * fine.k).is_integer() and float(size[0] * fine.k).is_integer()
        parts = []
        for start in range(0, max(1, dealt), per_row):
            first = self.slot_rect(seat, start)
            shown = min(dealt, start + per_row) - start
            whole = tuple(row[start:start + per_row])
            if 0 < shown < len(whole) and exact:
                parts.append(((whole, size, step, fine.k, min(per_row, 18)), (first.x, first.y),
                              pygame.Rect(0, 0, (shown - 1) * step + size[0], size[1])))
            else:
                parts.append(((whole[:shown], size, step, fine.k, min(per_row, 18)), (first.x, first.y), None))
        return parts

    def forget_pictures(self) -> None:
        """Leaving the stack: the reefs' looks last drawn whole go with the table's other pictures."""
        self.rows_shown.clear()
        super().forget_pictures()

    def draw(self, surface: pygame.Surface) -> None:
        """The table's frame; while the animations play, one not much heavier than light (:data:`STORY_WEIGHT`) paints
        a piece of the next look ahead too (:meth:`looks_ahead`).  A move's story frames were seldom light, so the
        market without the swapped card, the log with the line its card writes as it lands (``paced_log``),
        your plate as your turn starts and the final market were drawn as usual as they showed and painted on a copy in
        the frame after, both among the slowest at 1920 × 1080 (issue 29)."""
        began, drawn = self._began, self._drawn
        super().draw(surface)
        weight = self.frame_weight
        if drawn and began is not None and not self.animator.idle and weight is not None and 1 < weight <= STORY_WEIGHT:
            self.looks_ahead(surface)  # (a light frame, weight ≤ 1, had its piece already)

    def looks_ahead(self, surface: pygame.Surface) -> bool:
        """The table's next looks painted ahead in a light frame (``TableScene.looks_ahead``, :meth:`_panels_ahead`):
        the reef looks queued swaps show among them — a new row's picture was most of a swap's slowest frames at
        1920 × 1080 (issue 29).  A look shown already, or one before it of the same reef, is let go of; so is every
        look once idle."""
        coming = self.rows_coming
        if self.animator.idle:
            coming.clear()
        for seat in {seat for seat, _ in coming}:
            now = tuple(self.shown.rows[seat])
            shown = [i for i, (at, row) in enumerate(coming) if at == seat and row == now]
            if shown:
                coming[:] = [entry for i, entry in enumerate(coming) if i > shown[-1] or entry[0] != seat]
        # (a table that found nothing to paint asks again only once what it shows or will show has changed: the looks'
        # keys cost ~0.2-0.3 ms a frame at 1920 × 1080, in most frames of a move's story once it paints there too)
        shown = self.shown
        asked = (self.match.version, self.animator.idle, shown.turn, tuple(shown.market), tuple(map(tuple, shown.rows)),
                 tuple(shown.scores), len(coming), len(self._log_coming), len(self.log), id(self._background), id(surface))
        if asked == self._nothing_ahead:
            return False
        painted = self._panels_ahead(surface)
        self._nothing_ahead = None if painted else asked
        return painted

    def _lift_ahead(self, surface: pygame.Surface) -> bool:
        """While the table waits for a move, the mover's lane plate as a swap's first frame shows it — a face-down card
        lifted out of its reef: one face-down fewer (which one does not show on the plate) — painted ahead on its copy
        in a light frame: it was drawn as usual in the frame the card lifts in, and painted on a copy in the next, both
        among the slowest at 1920 × 1080 (issue 29).  A stop shows another look; this one is then not used."""
        view = self.view
        seat = view["current"]
        if view["phase"] != Phase.PLAY.text or seat not in self.lanes or not isinstance(surface, Canvas):
            return False
        lifted = self.snapshot(view)
        row = lifted.rows[seat]
        if 0 not in row:
            return False
        row[row.index(0)] = None
        bands = self._lane_bands(surface, lifted, seat)
        looks = bands.values() if bands else [self._lane_plate_look(lifted, other, top, other == seat)
                                              for other, top in self.lanes.items()]
        return any(composed_ahead(surface, *look) for look in looks)

    def _panels_ahead(self, surface: pygame.Surface) -> bool:
        """The next look the table will show, painted ahead (``canvas.composed_ahead``; a reef's row into its cache), one
        a light frame, in the order they show: while it waits for a move, the mover's plate as the card lifts
        (:meth:`_lift_ahead`); while the animations play, the market with the swapped card gone, the log with the line
        the story writes next (``TableScene._log_ahead``: its card's, as it lands), the reefs' rows, the
        plates (yours too) as the move ends (its mover still glowing) and, once the card has landed, as the next turn
        starts, the market with the card revealed in its place — from the view, which ``shown`` reaches by then.  Each
        new look was drawn as usual in its first frame and painted on a copy in the next, among the slowest frames at
        1920 × 1080 (issue 29)."""
        view = self.view
        if self.animator.idle:
            return self._lift_ahead(surface)
        if self._market_ahead(surface, gone_only=True):  # (shown a few frames after the lift: before the rows)
            return True
        if self._drawn and self._log_ahead(surface):  # (the line the card writes as it lands: ``paced_log``)
            return True
        while self.rows_coming:
            seat, row = self.rows_coming.pop(0)
            if self.rows_ahead(seat, row):
                return True
        if view["phase"] != Phase.PLAY.text or not isinstance(surface, Canvas):
            return False
        later = self.snapshot(view)
        # the next event's looks only: the move's end until the card has landed, then the next turn's (both at once
        # outgrew the underlay's budget, which let go of the first painted while the last were painted: fugu21)
        landed = later.rows == self.shown.rows and later.scores == self.shown.scores
        for turn in (view["current"] if landed else self.shown.turn,):
            bands = self._lane_bands(surface, later, turn)
            looks = bands.values() if bands else [self._lane_plate_look(later, seat, top, turn == seat)
                                                  for seat, top in self.lanes.items()]
            own = self._own_plate(later, turn == self.bottom).look()
            if any(composed_ahead(surface, *look) for look in [*looks, own]):
                return True
        return self._market_ahead(surface)

    def _market_ahead(self, surface: pygame.Surface, gone_only: bool = False) -> bool:
        """The market with the swapped card gone and (unless ``gone_only``) with the card revealed in its place, from
        the view, painted ahead on its copy (``_panels_ahead``).  The swapped card leaves a few frames after the lift:
        its look comes before the rows' (it was drawn as usual, and painted on a copy in the next frame, issue 29)."""
        view = self.view
        if view["phase"] != Phase.PLAY.text or not isinstance(surface, Canvas):
            return False
        final, mine = tuple(self.snapshot(view).market), self.my_turn()
        gone = tuple(0 if now != then else then for now, then in zip(self.shown.market, final, strict=True))
        return any(composed_ahead(surface, *self._market_look(surface, market, mine))
                   for market in dict.fromkeys((gone,) if gone_only else (gone, final)))

    def rows_ahead(self, seat: int, row: tuple) -> bool:
        """``seat``'s reef as ``row`` (all dealt) drawn ahead into ``_row_image``'s cache; whether anything was drawn
        (a light frame draws one row ahead: ``looks_ahead``)."""
        misses = _row_image.cache_info().misses
        for look, _, _ in self._row_parts(seat, row, len(row)):
            _row_image(*look)
        return _row_image.cache_info().misses != misses

    def _draw_previews(self, surface: pygame.Surface) -> None:
        """Every face-down slot shows where the picked market card would land and what it scores."""
        card = self.shown.market[self.selected]
        for s in self.slot_hits():
            swap = self.swap_for(s)
            if swap is None:
                continue
            rect = self.L.own_slot(s)
            option = self.side_options(s)
            surface.blit(self.L.empty_slot(rect.size), rect)
            surface.blit(self.L.ghost(self.L.tile_spec(-card if swap.anchor else card, rect.size), 175), rect)
            badge = self.L.delta_badge(option["delta"]["anchor" if swap.anchor else "number"])
            surface.blit(badge, badge.get_rect(center=(rect.centerx, rect.y - (self.L.OWN_Y - self.L.BADGE_Y))))
            self.faces_drawn.add(card)

    def _lane_plate_look(self, shown, seat: int, top: int, active: bool) -> tuple:
        """(key, rect, paint, reach) of ``seat``'s lane plate as ``shown`` has it (``canvas.composed``): painted once per
        look and then copied where it lies on the backdrop alone; the key names all it shows."""
        row = shown.rows[seat]
        key = ("lane plate", seat, top, self.lane_heights.get(seat), active, shown.scores[seat], self.seat_name(seat), row.count(0),
               sum(1 for v in row if v is not None and v < 0), shown.finished[seat], shown.passed[seat], self.solo,
               theme.symbols, theme.text_floor, t.lang)
        return (key, self.plate_rect(seat, top),
                lambda canvas, rect: self._paint_lane_plate(canvas, seat, rect, active, shown),
                GLOW_REACH if active else 2)

    def _lane_bands(self, surface, shown, turn) -> dict[int, tuple] | None:
        """Each lane plate as ``shown`` has it (``turn``'s glowing) as a band of the lanes' column cut in the gaps
        between the plates: seat -> its look (key, rect, paint, reach) for ``canvas.composed``, the plate and the part
        of a glowing neighbour's ring that reaches into the band painted in the lanes' order, cut at the band's
        edges.  A glowing plate's ring reaches over the plates above and below it (10 px apart), so plate by plate
        the glowing plate and its neighbours were drawn as usual in every frame of its turn (issue 29).  A neighbour's
        ring is named by its seat and place only, so a glowing plate's new score or counts paint its own band alone
        (marginal20's bands named every plate reaching in: two or three bands painted at once).  A band beside a
        glowing neighbour ends at the reefs' left edge (the ring's last pixel with alpha lies left of it) and the
        glowing plate's own band where its reach does, as plate by plate: the reefs are copied or drawn as before.
        None (plate by plate): a plain surface, the upright arrangement, a single lane."""
        if not isinstance(surface, Canvas) or self.L is not L or len(self.lanes) < 2:
            return None
        looks = {seat: self._lane_plate_look(shown, seat, top, turn == seat) for seat, top in self.lanes.items()}
        seats = sorted(looks, key=lambda seat: looks[seat][1].y)
        cuts = [(looks[a][1].bottom + looks[b][1].y) // 2 for a, b in zip(seats, seats[1:], strict=False)]
        bands = {}
        for i, seat in enumerate(seats):
            key, rect, paint_plate, reach = looks[seat]
            top = cuts[i - 1] if i else rect.y - reach
            bottom = cuts[i] if i < len(cuts) else rect.bottom + reach
            rings = [(other, looks[other][1]) for other in seats if other != seat and other == turn
                     and looks[other][1].inflate(0, 2 * GLOW_REACH).clip(0, top, L.W, bottom - top).h > 0]
            right = rect.right + reach if seat == turn or not rings else L.LANE_REEF_X
            left = rect.x - (GLOW_REACH if rings else reach)
            band = pygame.Rect(max(0, left), top, right - max(0, left), bottom - top)
            order = sorted([(rect.y, None), *((ring.y, (other, ring)) for other, ring in rings)], key=lambda p: p[0])
            parts = [part for _, part in order]

            def paint(canvas, at: pygame.Rect, band=band, rect=rect, parts=parts, paint_plate=paint_plate) -> None:
                pixels = canvas.pixels  # (cut at the band's edges when drawn as usual too: the next band has the rest)
                clip = pixels.get_clip()
                pixels.set_clip(canvas.rect(at).clip(clip))
                shift = (at.x - band.x, at.y - band.y)
                try:
                    for part in parts:
                        if part is None:
                            paint_plate(canvas, rect.move(shift))
                        else:
                            draw_glow(canvas, part[1].move(shift), theme.seat_colour(part[0]), 0.9, steady=True)
                finally:
                    pixels.set_clip(clip)

            bands[seat] = (("lane band", tuple(band), key, tuple((other, tuple(ring)) for other, ring in rings)),
                           band, paint, 0)
        return bands

    def _paint_lane_plate(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, active: bool, shown) -> None:
        if active:
            draw_glow(surface, rect, theme.seat_colour(seat), 0.9, steady=True)
        surface.blit(panel(rect.size, 12), rect)
        if active:
            pen.rect(surface, theme.GLOW, rect.inflate(6, 6), 3, border_radius=15)
        if rect.h > self.L.LANE_PLATE[1] and self._paint_grown_plate(surface, seat, rect, shown):
            return
        x, y, r = self.L.LANE_BADGE
        common.seat_badge(surface, seat, (rect.x + x, rect.y + y), r)
        score = theme.text(str(shown.scores[seat]), LANE_SCORE_SIZE, theme.GLOW, True)
        room = lane_name_room(score.get_width())
        name = self.seat_name(seat)
        if not whole_in_a_row(name, theme.BODY, room):  # a name in rows beside a score no wider than "88"
            score = theme.text(str(shown.scores[seat]), L.score_size(str(shown.scores[seat]), LANE_SCORE_SIZE),
                               theme.GLOW, True)
            room = lane_name_room(max(score.get_width(), theme.width(L.SCORE_ROOM, LANE_SCORE_SIZE, True)))
        surface.blit(score, score.get_rect(topright=(rect.right - 8, rect.y + 3)))
        rows = None if whole_in_a_row(name, theme.BODY, room) else \
            rows_within(name, theme.BODY, room, rect.h - COUNTS_UNDER_ROWS, theme.CREAM)
        if rows is not None:  # another human's long name in rows (pass-and-play), the counts under them
            surface.blit(rows, (rect.x + self.L.LANE_NAME_X, rect.y + 2))
            self._draw_counts(surface, seat, (rect.x + self.L.LANE_NAME_X, rect.y + rows.get_height() + 14), rect.right,
                             shown)
            return
        label = self.L.name_label(name, room, theme.CREAM)
        surface.blit(label, label.get_rect(midleft=(rect.x + self.L.LANE_NAME_X, rect.y + 21)))
        self._draw_counts(surface, seat, (rect.x + self.L.LANE_NAME_X, rect.y + 44), rect.right, shown)

    def _paint_grown_plate(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, shown) -> bool:
        """A plate grown for a name in rows (:mod:`lane_rows`): the rows across its top, the badge, the counts and
        the score on a foot line under them.  False where the rows do not fit it (the usual plate then)."""
        rows = lane_rows.rows(self.seat_name(seat), rect.h)
        if rows is None:
            return False
        surface.blit(rows, lane_rows.rows_at(rows, rect))
        y = lane_rows.foot_y(rect)
        common.seat_badge(surface, seat, (rect.x + lane_rows.PAD + lane_rows.BADGE_R, y), lane_rows.BADGE_R)
        score = lane_rows.score_label(shown.scores[seat])
        place = score.get_rect(midright=(rect.right - lane_rows.PAD, y))
        surface.blit(score, place)
        if shown.finished[seat]:  # (a lane is never solo)
            self._draw_grown_tag(surface, seat, (rect.x + lane_rows.COUNTS_X, y), place.x - 8, shown)
        else:
            self._draw_counts(surface, seat, (rect.x + lane_rows.COUNTS_X, y), place.x - 8, shown)
        return True

    def _draw_grown_tag(self, surface: pygame.Surface, seat: int, pos, right: int, shown) -> None:
        """A finished seat's tag on a grown plate's foot line up to ``right``, the anchor count after it where it
        has room (else the tag alone: the anchors still show in the reef; "aufgehört" at the floor of 24 is 132 px)."""
        x, y = pos
        label = t("fugu.ui.tag.stopped" if shown.passed[seat] else "fugu.ui.tag.complete")
        anchors = sum(1 for v in shown.rows[seat] if v is not None and v < 0)
        anchors_w = 20 + 4 + theme.width(str(anchors), theme.SMALL, True)
        tag_w = theme.width(label, theme.SMALL, True)
        with_anchors = x + tag_w + 12 + 10 + anchors_w <= right
        tag = fit(label, theme.SMALL, tag_w if with_anchors else right - x - 12, theme.INK, True)
        box = tag.get_rect(midleft=(x, y)).inflate(12, 2)
        box.x = x
        pen.rect(surface, theme.GLOW, box, border_radius=box.h // 2)
        surface.blit(tag, tag.get_rect(center=box.center))
        if with_anchors:
            pic = self.L.icon("anchor", 20)
            surface.blit(pic, pic.get_rect(midleft=(box.right + 10, y)))
            count = theme.text(str(anchors), theme.SMALL, theme.FOAM, True)
            surface.blit(count, count.get_rect(midleft=(box.right + 10 + pic.get_width() + 4, y)))

    def _draw_counts(self, surface: pygame.Surface, seat: int, pos, right: int | None = None, shown=None) -> None:
        """Face-down and anchor counts as pictograms (language-free); once the seat is finished a tag
        takes the place of the face-down count (they no longer matter, except solo).  The tag may take
        ``TAG_W`` px, or all the plate leaves it up to ``right`` beside the anchor count (a portrait's larger
        type: "aufgehört" was cut there); where even that is too narrow, the short form ("gestoppt", "voll"); where that too
        is cut, the tag alone up to ``right`` (the anchors still show in the reef: your own plate at 800 × 480 150 %
        read "gestop…" beside them)."""
        shown = shown or self.shown
        row = shown.rows[seat]
        x, y = pos
        down = sum(1 for v in row if v == 0)
        anchors = sum(1 for v in row if v is not None and v < 0)
        counts = [("back", down), ("anchor", anchors)]
        if shown.finished[seat]:
            key = "fugu.ui.tag.stopped" if shown.passed[seat] else "fugu.ui.tag.complete"
            room = TAG_W
            if right is not None and not self.solo:
                anchors_w = 20 + 4 + theme.font(theme.SMALL, True).size(str(anchors))[0]
                room = max(TAG_W, right - x - 12 - 10 - anchors_w - 8)
            labels = (t(key), t(f"{key}_short"))
            label = longest_fitting(labels, theme.SMALL, room, True)  # (the floor of 24 at 150 %: "aufgehört" 132 px)
            alone = right - x - 12 if right is not None and not self.solo else room
            if theme.width(label, theme.SMALL, True) > room and alone > room:  # the tag alone: no anchor count
                room, counts = alone, []
                label = longest_fitting(labels, theme.SMALL, room, True)
            tag = fit(label, theme.SMALL, room, theme.INK, True)
            box = tag.get_rect(midleft=(x, y)).inflate(12, 2)
            box.x = x
            pen.rect(surface, theme.GLOW, box, border_radius=box.h // 2)
            surface.blit(tag, tag.get_rect(center=box.center))
            x = box.right + 10
            counts = counts if self.solo else counts[1:]
        for kind, count in counts:
            pic = self.L.icon(kind, 20)
            surface.blit(pic, pic.get_rect(midleft=(x, y)))
            label = theme.text(str(count), theme.SMALL, theme.FOAM, True)
            surface.blit(label, label.get_rect(midleft=(x + pic.get_width() + 4, y)))
            x += pic.get_width() + label.get_width() + 16

    def _draw_own_plate(self, surface: pygame.Surface, active: bool) -> None:
        plate = self._own_plate(self.shown, active)
        plate.draw(surface, self.clock)
        self._draw_counts(surface, self.bottom, (plate.rect.x + 84, plate.rect.y + 52 + max(0, plate.name_extra(L.NAME_ROWS))),
                          plate.score_left() - 8)

    def _own_plate(self, shown, active: bool) -> SeatPlate:
        """Your plate as ``shown`` has it (its counts are drawn over it: :meth:`_draw_counts`)."""
        seat = self.bottom
        plate = L.own_seat_plate(self.own_plate(), self.seat_name(seat), seat, shown.scores[seat])  # (made for its name)
        plate.active = active
        plate.bot = self.match.seats[seat].is_bot
        plate.hint = longest_fitting((t("fugu.ui.tap_breakdown"), t("fugu.ui.tap_breakdown_short")), theme.SMALL,
                                     plate.rect.w - 24, True)  # where the plate draws it: under its badge
        return plate

    # -- market ----------------------------------------------------------------------------------------------
    def _draw_market(self, surface: pygame.Surface) -> None:
        """The market's cards on their shadows (lifted and glowing steadily on your turn), painted once per look and
        then copied where they lie on the backdrop alone (``canvas.composed``): each card lay on its own shadow, so
        it was blended anew every frame and put back in the next (~160k pixels a frame at 1920 × 1080, issue 29).
        Drawn as usual while the card you picked pulses."""
        mine = self.my_turn()
        market = tuple(self.shown.market)
        self.faces_drawn.update(card for card in market if card)
        if mine and self.selected is not None:
            self._paint_market(surface, market, mine, (0, 0))
            return
        composed(surface, *self._market_look(surface, market, mine), paced=True)

    def _market_look(self, surface, market: tuple, mine: bool) -> tuple:
        """(key, rect, paint) of the market showing ``market``, no card picked (``canvas.composed``)."""
        # (grown as ``reach`` would, a twin's pixel past its rect, but not upwards: the top is the shadows' clear
        # edge, and a lane plate's glow reaches down to it)
        bounds = self._market_extent(market, mine).inflate(4, 2).move(0, 1).clip(surface.get_rect())
        key = ("fugu market", market, mine, tuple(tuple(self.L.market_rect(m)) for m in range(len(market))))
        return key, bounds, lambda canvas, at: self._paint_market(canvas, market, mine, (at.x - bounds.x,
                                                                                          at.y - bounds.y))

    def _market_extent(self, market: tuple, mine: bool) -> pygame.Rect:
        """Where the market (as :meth:`_paint_market` draws it, no card picked) draws: each place, a card's shadow,
        the card lifted and, on your turn, its glow."""
        shadow = sprites.image("shadow", self.L.MARKET_CARD, 10, 6)
        parts = []
        for m, card in enumerate(market):
            rect = self.L.market_rect(m)
            parts.append(rect)
            if card:
                parts.append(shadow.get_rect(center=(rect.centerx + 3, rect.centery + 6)))
                lifted = rect.move(0, -6 if mine else 0)
                parts.append(lifted.inflate(2 * GLOW_REACH, 2 * GLOW_REACH) if mine else lifted)
        return parts[0].unionall(parts)

    def _paint_market(self, surface, market: tuple, mine: bool, shift: tuple[int, int]) -> None:
        """Each market place: empty, or its card on its shadow — on your turn lifted with a glow (the one picked,
        ``self.selected``, higher and pulsing); ``shift``: where ``surface`` has the table's (0, 0)."""
        for m, card in enumerate(market):
            rect = self.L.market_rect(m).move(shift)
            if not card:
                surface.blit(self.L.empty_slot(self.L.MARKET_CARD), rect)
                continue
            lift = 0
            if mine:
                lift = 18 if m == self.selected else 6
            shadow = sprites.image("shadow", self.L.MARKET_CARD, 10, 6)
            surface.blit(shadow, shadow.get_rect(center=(rect.centerx + 3, rect.centery + 6)))
            card_rect = rect.move(0, -lift)
            if mine and m == self.selected:
                draw_glow(surface, card_rect, theme.GLOW, 0.75 + 0.25 * pulse(self.clock), radius=12)
            elif mine:
                draw_glow(surface, card_rect, theme.GLOW, 0.35, radius=12, steady=True)
            surface.blit(sprites.image(*self.L.tile_spec(card, self.L.MARKET_CARD)), card_rect)

    # -- solo -------------------------------------------------------------------------------------------------
    def solo_lane_top(self) -> int:
        return 16

    def deck_rect(self) -> pygame.Rect:
        return pygame.Rect(self.L.LANE_X, self.solo_lane_top(), *self.L.LANE_PLATE)

    def _draw_solo_static(self, surf: pygame.Surface) -> None:
        top = self.solo_lane_top()
        label = fit(t("fugu.solo.discards"), theme.SMALL, DISCARDS_W, theme.MUTED, True)
        surf.blit(label, label.get_rect(midleft=(self.L.LANE_REEF_X + 4, top + self.L.LANE_TILE[1] + 18)))
        rule = t("fugu.ui.solo_rule", limit=SOLO_DISCARD_THRESHOLD)
        x, right = self._solo_rule_room()
        lines = wrap(rule, theme.SMALL, right - x)
        if len(lines) == 1:
            line = fit(rule, theme.SMALL, right - x, theme.FOAM)
            surf.blit(line, line.get_rect(midleft=(x, SOLO_LADDER_Y + 60)))
            return
        # two lines (the large type of a small panel), the second cut if it must be
        step = theme.font(theme.SMALL).get_linesize()
        for i, text in enumerate((lines[0], " ".join(lines[1:]))):
            line = fit(text, theme.SMALL, right - x, theme.FOAM)
            surf.blit(line, line.get_rect(midleft=(x, SOLO_LADDER_Y + 60 + round((i - 0.5) * step))))

    def _solo_rule_room(self) -> tuple[int, int]:
        """Where the solo rule's line may run: after the "more than 0 wins" pill beside it, to the table's edge or
        the first corner button in its row (the large type of an upright panel ran the pill into the line and the
        line under the Pro tip and the "?") — the Pro tip's place also while it is hidden: the line is painted into
        the backdrop, which a bot's turn may have drawn (at 800 × 480 150 % "…der Auslage" ran under it)."""
        pill = max(theme.width(t(key, above=SOLO_WIN_ABOVE), theme.SMALL, True)
                   for key in ("fugu.ui.solo_winning", "fugu.ui.solo_not_yet")) + 16
        x = max(SOLO_RULE_X, self.L.LANE_X + pill + 6)
        row = pygame.Rect(x, SOLO_LADDER_Y + 44, self.L.W - x, 32)
        corner = [*self.own_buttons(), *([self.coach.spot()] if self.coach.offered else [])]
        return x, min([rect.x for rect in corner if rect.colliderect(row)] + [self.L.W]) - 12

    def _draw_solo(self, surface: pygame.Surface) -> None:
        shown = self.shown
        rect = self.deck_rect()
        surface.blit(panel(rect.size, 12), rect)
        back = sprites.image(*self.L.tile_spec(0, self.L.LANE_TILE))
        for i in range(min(4, (shown.deck + 4) // 5)):
            surface.blit(back, (rect.x + 8 + 3 * i, rect.y + 2 - 2 * i + 6))
        label = fit(t("fugu.ui.solo_deck"), theme.SMALL, rect.w - 80, theme.CREAM, True)
        surface.blit(label, (rect.x + 72, rect.y + 8))
        count = theme.text(str(shown.deck), theme.BODY, theme.GLOW, True)
        surface.blit(count, (rect.x + 72, rect.y + 32))
        for i, card in enumerate(shown.discards[:18]):
            surface.blit(sprites.image(*self.L.tile_spec(card, self.L.LANE_TILE)), self.L.lane_slot(self.solo_lane_top(), i))
            self.faces_drawn.add(card)
        self._draw_band_ladder(surface, SOLO_LADDER_Y, shown.scores[0])

    def band_ladder(self, score: int) -> list[tuple[pygame.Surface, int]]:
        """The solo bands' chips and where each starts, the one ``score`` is in lit up: each with its name and range
        where the row fits beside the reef's lane, else the others with their range alone (the large type of a
        small panel ran the German row under the Pro tip: "Meeresmeister ≥ 25")."""
        current = solo_band(score)
        bands = list(reversed(SOLO_BANDS))
        spans = [_band_range(lowest, bands[i + 1][0] - 1 if i + 1 < len(bands) else None)
                 for i, (lowest, _) in enumerate(bands)]
        room = self.L.lane_reef(self.solo_lane_top()).right - self.L.LANE_X
        for named in (lambda name: True, lambda name: name == current):
            chips = [_band_chip(t(f"fugu.band.{name}") if named(name) else "", span, name == current)
                     for (_, name), span in zip(bands, spans, strict=True)]
            if sum(chip.get_width() + 6 for chip in chips) - 6 <= room:
                break
        placed, x = [], self.L.LANE_X
        for chip in chips:
            placed.append((chip, x))
            x += chip.get_width() + 6
        return placed

    def _draw_band_ladder(self, surface: pygame.Surface, y: int, score: int) -> None:
        """The solo rating bands, the one the live score is in lit up, and whether it wins so far."""
        for label, x in self.band_ladder(score):
            surface.blit(label, (x, y))
        won = score > SOLO_WIN_ABOVE
        key = "fugu.ui.solo_winning" if won else "fugu.ui.solo_not_yet"
        label = theme.text(t(key, above=SOLO_WIN_ABOVE), theme.SMALL, theme.INK, True)
        box = label.get_rect(topleft=(self.L.LANE_X, y + 46)).inflate(16, 6)
        box.topleft = (self.L.LANE_X, y + 44)
        pen.rect(surface, self.L.GOOD if won else theme.MUTED, box, border_radius=box.h // 2)
        surface.blit(label, label.get_rect(center=box.center))

    # -- prompt, confirm bar, dialogs ----------------------------------------------------------------------------
    def _draw_prompt_or_bar(self, surface: pygame.Surface, mine: bool) -> None:
        for button in self.buttons.values():
            button.visible = False
        if mine and not self.confirm_pass:
            self.buttons["pass"].visible = True
            self.buttons["pass"].draw(surface)
            if self.side_choice():
                self._draw_side_switch(surface)
        line = None if self.prompt_hidden else self.prompt_line()  # (a message in its place)
        if line:
            label, box = _pill(*line, self.L)
            surface.blit(panel(box.size, box.h // 2, *PILL[line[1]]), box)
            surface.blit(label, label.get_rect(center=box.center))

    def _draw_side_switch(self, surface: pygame.Surface) -> None:
        """"Place as anchor" (or back to the number side) under the prompt, as wide as its label."""
        switch = self.buttons["side"]
        switch.label = t("fugu.action.place_number" if self.as_anchor else "fugu.action.place_anchor")
        switch.rect.w = side_switch_width(switch.label)
        switch.rect.midtop = (self.L.W // 2, self.L.ACTION_Y)
        switch.visible = True
        switch.draw(surface)

    def prompt_line(self) -> tuple[str, bool] | None:
        """The line in the prompt pill now — a solo caption, else what to do — and whether it is urgent."""
        if self.confirm_pass:
            return None
        if self.caption and self.selected is None:
            return self.caption[0], False
        text, urgent = self.prompt()
        return (text, urgent) if text else None

    def prompt_box(self) -> pygame.Rect | None:
        """Where the prompt pill is drawn now (what a speech bubble must leave visible)."""
        line = self.prompt_line()
        return _pill(*line, self.L)[1] if line else None

    def prompt(self) -> tuple[str, bool]:
        """What to do now (and whether it is the viewer's move)."""
        view = self.view
        if view["phase"] == Phase.OVER.text:
            return "", False
        if view["phase"] in (Phase.SETUP.text, Phase.START.text) or self.shown.dealt < 18:
            return t("fugu.ui.prompt.deal"), False
        if not self.animator.idle:
            return "", False
        if self.my_turn():
            if self.selected is None:
                return t("fugu.ui.prompt.pick_market"), True
            key = "fugu.ui.prompt.pick_slot_anchor" if self.as_anchor else "fugu.ui.prompt.pick_slot"
            return t(key, card=self.shown.market[self.selected]), True
        viewer = self.viewer
        turn = view["current"] if view["phase"] == Phase.PLAY.text and self.animator.idle else self.shown.turn
        if viewer is not None and view["reefs"][viewer]["finished"]:
            return t("fugu.ui.prompt.you_finished", score=view["reefs"][viewer]["score"]), False
        if turn is None or turn == viewer:
            return "", False
        return t("fugu.ui.prompt.waiting", name=self.seat_name(turn)), False

    def pass_dialog_rect(self) -> pygame.Rect:
        """The stop question's box: the layout's (on the stage centred on the market, short of the move log), grown
        upward where the question's rows and the buttons under them need more (at 150 % on 800 × 480 the large type
        and taller buttons left it one row: "es ist: 13 Punkte." was dropped)."""
        box, size = pygame.Rect(self.L.STOP_DIALOG), self.L.STOP_TEXT
        rows = len(wrap(self._stop_question(), size, box.w - 40, True))
        buttons = max(self.buttons["stop_yes"].rect.h, self.buttons["stop_no"].rect.h)
        need = 14 + (size - theme.BODY) // 2 + (rows - 1) * self._stop_step() + theme.font(size, True).get_height() \
            + 4 + buttons + 12
        if need > box.h:
            box.y, box.h = max(0, box.bottom - need), need
        return box

    def _stop_question(self) -> str:
        return t("fugu.ui.stop_question", score=self.view["reefs"][self.bottom]["score"])

    def _stop_step(self) -> int:
        """The question's rows' pitch: by the size drawn (a small panel's floor draws it larger)."""
        return round(max(self.L.STOP_TEXT, theme.text_floor) * 1.25)

    def _draw_pass_dialog(self, surface: pygame.Surface) -> None:
        """"Stop for good?" with its two buttons: on the stage over the market; upright across it, larger.  The table
        dims under it, as under a summary: a question that waits for its answer (a tap beside it keeps playing) — at
        800 × 480 150 % its box, grown for its rows, lay on the log's corner as if by mistake.  The coach's button,
        glows and reason dim with it (only a glow on its "yes" shows over it, ``Coach.draw_under``)."""
        box, size = self.pass_dialog_rect(), self.L.STOP_TEXT
        yes, no = self.buttons["stop_yes"], self.buttons["stop_no"]
        yes.rect.bottomright = (box.centerx - 10, box.bottom - 12)
        no.rect.bottomleft = (box.centerx + 10, box.bottom - 12)
        self.coach.draw_under(surface, [yes.rect, no.rect])
        widgets.dim_whole(whole(surface), STOP_DIM)
        surface.blit(panel(box.size, 18, widgets.PANEL, 255, theme.GLOW), box)  # (opaque: the dimmed market showed through)
        lines = wrap(self._stop_question(), size, box.w - 40, True)
        y = box.y + 14 + (size - theme.BODY) // 2  # the question over the buttons, as many rows as it holds
        paragraph(surface, lines, pygame.Rect(box.x + 20, y, box.w - 40, min(yes.rect.top, no.rect.top) - 4 - y), size,
                  theme.CREAM, True, align="center", step=self._stop_step())
        for button in (yes, no):
            button.visible = True
            button.size = self.L.STOP_BUTTON_TEXT
            button.draw(surface)

    def _draw_breakdown(self, surface: pygame.Surface, seat: int) -> None:
        """A seat's score explained per creature (tap anywhere to close)."""
        breakdown = self.view["reefs"][seat]["breakdown"]
        rows = _breakdown_rows(breakdown, self.solo)
        texts = (t("fugu.ui.bd.title", name=self.seat_name(seat)), t("fugu.breakdown.total"), t("fugu.ui.bd.close"))
        surface.blit(_breakdown_panel(texts, seat, rows, breakdown["total"], self.L.BREAKDOWN_K), self.L.BREAKDOWN)


STOP_DIM = (0, 10, 20, 120)  # the table under the stop question (Fischen's round summary dims it so)
PILL = {True: (theme.GLOW, 235), False: (widgets.PANEL, 205)}  # urgent (your move) or not: colour, alpha
PROMPT_ROOM = L.W - 160  # the widest a prompt line may be


def _pill(text: str, urgent: bool, places=L) -> tuple[pygame.Surface, pygame.Rect]:
    """The prompt's label (shrunk to fit if it must) and the pill around it, centred over your reef (on the
    prompt line of ``places``: the layout module or its upright arrangement)."""
    label = fit(text, theme.BODY, PROMPT_ROOM, theme.INK if urgent else theme.CREAM, urgent)
    return label, label.get_rect(center=(places.W // 2, places.PROMPT_Y + 14)).inflate(36, 14)


def lane_name_room(score_width: int) -> int:
    """A lane plate's name runs from after the seat badge up to its score (``score_width`` px, 8 px apart)."""
    return L.LANE_PLATE[0] - L.LANE_NAME_X - 8 - score_width - 8


def breakdown_title_room(score_width: int, k: float = 1.0) -> int:
    """The breakdown's title runs up to the total (``score_width`` px wide, 16 px apart), on a panel ``k`` times
    the stage's."""
    return round((BREAKDOWN.w - BREAKDOWN_TITLE_X - 24 - 16) * k) - score_width


def side_switch_width(label: str) -> int:
    """The side switch grows with its label, so no language's label is cut."""
    return max(L.SIDE_SWITCH[0], theme.width(label, theme.BODY, True) + 36)


# -- cached pieces ------------------------------------------------------------------------------------------

#: A frame shows a row per seat (4 players at k = 1.5: 3.7 MB, twins counted); 48 kept by count held 45 MB there,
#: two screens 11 MB of rows no frame showed again.
@picture_cache(SCREEN_BYTES)
def _row_image(row: tuple, size: tuple[int, int], step: int, k: float = 1.0, columns: int = 18) -> pygame.Surface:
    """A reef's row of ``columns`` places, tiles of ``size`` every ``step`` px, as one picture, with its twin
    composed from the tiles' twins at the drawing scale ``k`` (part of the key; a row composed at 1280 × 720 and
    stretched was soft at 1920 × 1080)."""

    def paint(surf) -> None:
        for s, v in enumerate(row):
            img = L.empty_slot(size) if v is None else sprites.image(*L.tile_spec(v, size))
            surf.blit(img, (s * step, 0))

    whole = (step * (columns - 1) + size[0], size[1])
    if not fine.can_hollow():
        return for_display(picture(whole, paint))
    # over k = 1 only the twin is painted: the logical picture beside it, painted from the tiles' own hollow pictures
    # (``fine.shrunk``), was never shown — a third of a new row's cost at 1920 × 1080 (issue 29); a plain surface
    # gets the twin made smaller (``fine.logical_pixels``)
    twin = pygame.Surface(fine.size(whole), pygame.SRCALPHA)
    paint(Canvas(twin, whole, fine.k))
    return fine.shrunk(sprites.alpha_for_display(twin), whole)


def for_display(logical: pygame.Surface) -> pygame.Surface:
    """``logical`` and its twin in the window's format (blitted every frame: the fastest blit), where there is a
    window."""
    if not pygame.display.get_surface():
        return logical
    twin = fine.twin(logical)
    converted = sprites.alpha_for_display(logical)
    if twin is not None:
        fine.pair(converted, sprites.alpha_for_display(twin))
    return converted


@lru_cache(maxsize=2)
def _sand_shade(size: tuple[int, int], k: float) -> pygame.Surface:
    """The sand bed's top fading in from the water (with its twin at the drawing scale ``k``)."""
    def paint(shade) -> None:
        for y in range(14):
            pen.line(shade, (8, 32, 64, 150 - y * 10), (0, y), (size[0], y))

    return picture(size, paint)


def _band_range(lowest, upper) -> str:
    if lowest is None:
        return f"< {upper + 1}"
    if upper is None:
        return f"≥ {lowest}"
    return f"{lowest}–{upper}"


def _band_chip(name: str, span: str, lit: bool) -> pygame.Surface:
    """One solo band as a pill: its name bold, its range plain (with its twin at the drawing scale)."""
    return _band_chip_at(name, span, lit, fine.k)


@lru_cache(maxsize=32)
def _band_chip_at(name: str, span: str, lit: bool, k: float) -> pygame.Surface:
    ink = theme.INK if lit else theme.FOAM
    head = theme.text(name, theme.SMALL, ink, True) if name else None  # no name: the range alone
    tail = theme.text(span, theme.SMALL, ink)
    w, h = (head.get_width() + tail.get_width() + BAND_CHIP_PAD if head else tail.get_width() + 24), 36

    def paint(surf) -> None:
        if lit:
            pen.rect(surf, theme.GLOW, surf.get_rect(), border_radius=h // 2)
        else:
            pen.rect(surf, (20, 50, 80), surf.get_rect(), border_radius=h // 2)
            pen.rect(surf, (90, 140, 170), surf.get_rect(), 2, border_radius=h // 2)
        if head is not None:
            surf.blit(head, head.get_rect(midleft=(12, h // 2)))
        surf.blit(tail, tail.get_rect(midleft=(18 + head.get_width() if head else 12, h // 2)))

    return picture((w, h), paint)


def _breakdown_rows(breakdown: dict, solo: bool) -> tuple:
    """(part, its name, the detail line, points) per part of a score, translated now."""
    rows = []
    groups = [g["size"] for g in breakdown["bannerfish"]["groups"] if g["size"] > 1]
    rows.append(("bannerfish", t("fugu.ui.bd.banner", groups=", ".join(map(str, groups))) if groups
                 else t("fugu.ui.bd.none"), breakdown["bannerfish"]["points"]))
    for part in ("pufferfish", "octopus"):
        cards = breakdown[part]["cards"]
        detail = " + ".join(str(c["points"]) for c in cards) if cards else t("fugu.ui.bd.none")
        rows.append((part, detail, breakdown[part]["points"]))
    coral = breakdown["coral"]
    rows.append(("coral", t("fugu.ui.bd.coral", pink=coral["pink"], green=coral["green"], yellow=coral["yellow"],
                            sets=coral["sets"]), coral["points"]))
    rows.append(("anchors", t("fugu.ui.bd.anchors", count=breakdown["anchors"]["count"]),
                 breakdown["anchors"]["points"]))
    if solo:
        rows.append(("face_down", t("fugu.ui.bd.face_down", count=breakdown["face_down"]["count"]),
                     breakdown["face_down"]["points"]))
    return tuple((part, t(f"fugu.breakdown.{part}"), detail, points) for part, detail, points in rows)


ROW_ICONS = {"bannerfish": "bannerfish", "pufferfish": "pufferfish", "octopus": "octopus", "coral": "coral_pink"}


@theme.symbol_cache(32)
def _breakdown_panel(texts: tuple, seat: int, rows: tuple, total: int, k: float = 1.0) -> pygame.Surface:
    """The panel of a seat's score per creature; ``texts`` = (title, "total", "tap to close"), ``rows`` =
    (part, translated part name, detail, points); ``k``: its scale (1 on the stage, larger upright)."""
    def s(value: float) -> int:
        return round(value * k)

    title_text, total_text, close_text = texts
    w, h = s(BREAKDOWN.w), s(BREAKDOWN.h)
    surf = panel((w, h), s(20), widgets.PANEL, 255, theme.GLOW).copy()
    common.seat_badge(surf, seat, (s(36), s(38)), s(18))
    score = theme.text(str(total), s(theme.TITLE), theme.GLOW, True)
    surf.blit(score, score.get_rect(topright=(w - s(24), s(10))))
    title = fit(title_text, s(theme.BODY), breakdown_title_room(score.get_width(), k), theme.CREAM, True)
    surf.blit(title, (s(BREAKDOWN_TITLE_X), s(24)))
    y = s(76)
    for part, name, detail, points in rows:
        if part in ROW_ICONS:
            pic = L.creature_icon(ROW_ICONS[part], s(34))
        else:
            pic = L.icon("anchor" if part == "anchors" else "back", s(30))
        surf.blit(pic, pic.get_rect(center=(s(40), y + s(20))))
        label = theme.text(name, s(theme.SMALL), theme.CREAM, True)
        surf.blit(label, (s(70), y + s(1)))
        info = fit(detail, s(theme.SMALL), w - s(190), theme.MUTED)
        surf.blit(info, (s(70), y + s(21)))
        value = theme.text(L.delta_text(points) if points else "0", s(theme.BODY), theme.WHITE, True)
        surf.blit(value, value.get_rect(midright=(w - s(26), y + s(20))))
        y += s(46)
    pen.line(surf, (90, 140, 170), (s(24), y + s(4)), (w - s(24), y + s(4)), max(2, s(2)))
    label = theme.text(total_text, s(theme.BODY), theme.CREAM, True)
    surf.blit(label, (s(70), y + s(12)))
    value = theme.text(str(total), s(theme.BODY), theme.GLOW, True)
    surf.blit(value, value.get_rect(topright=(w - s(26), y + s(12))))
    hint = theme.text(close_text, s(theme.SMALL), theme.MUTED)
    surf.blit(hint, hint.get_rect(midbottom=(w // 2, h - s(10))))
    return surf
