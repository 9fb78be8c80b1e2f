"""Drawing the Fat Fish table: the ``Drawer`` half of the scene, and the pieces it draws with (plates with
piles, the reserve, the lanes, the licences, the take panel and the licence help).  The module functions
draw from plain values (what the scene shows right now); the scene caches whatever stays the same frame
after frame.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from fishgames.games.fatfish import scene_layout as L
from fishgames.games.fatfish.data import MAX_PER_TURN, TAKE_AT
from fishgames.games.fatfish.rules import Phase
from fishgames.games.fatfish.scene_cards import (
    ACCENT,
    MINUS_INK,
    back_spec,
    card_name,
    chip,
    face,
    icon,
    licence_help,
    licence_name,
)
from fishgames.games.fatfish.view_types import FatFishView
from fishgames.i18n import t
from fishgames.ui import art, fine, pen, sprites, theme, widgets
from fishgames.ui.canvas import GRID, Canvas, composed
from fishgames.ui.damage import bands
from fishgames.ui.display import whole
from fishgames.ui.table_kit import draw_stack
from fishgames.ui.text import (
    SMALLEST,
    fit,
    fit_size,
    fitted,
    kept,
    longest_fitting,
    name_block,
    name_height,
    rows_within,
    squeezed,
    whole_in_a_row,
    wrap,
    wrapped,
)
from fishgames.ui.widgets import SeatPlate, draw_badge, draw_button, panel, panel_ground

COIN = (238, 190, 50)
#: The strength the turn's row glows at in the seat's colour (steady: its ring is faded ahead, ``glow_spec``).
TURN_ROW_GLOW = 0.85
#: Row extents kept at once (``Drawer._row_extent``): a game's rows take a few hundred looks; more starts afresh.
EXTENTS_KEPT = 512
#: The rows' band plans kept at once (``Drawer._row_plan_for``): the look shown and the looks to come painted ahead.
PLANS_KEPT = 8
#: The backdrop's water (a picture of the shared cache, so the set-up can draw it ahead).
WATER = ("underwater", theme.SIZE, 2, {"top": art.mix(theme.SHALLOW, ACCENT, 0.12),
                                       "bottom": art.mix(theme.DEEP, ACCENT, 0.1), "bubbles": 20})


class Drawer:
    """Mixin for the Fat Fish table: the drawing half (reads ``shown`` and the view, never the state)."""

    # -- drawing ------------------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: FatFishView) -> None:
        s = self.shown
        if not s:
            return
        phase = self.decision(view)
        self._draw_seats(surface, s)
        info = (s["reserve"], s["box"], s["takes"], 3 * s["players"])
        self.panel(surface, ("reserve", *info), self.L.RESERVE, lambda g, r: draw_reserve(g, r, *info, ground=False),
                   ground=panel_ground())
        if self.licences_on:
            lics = tuple((lic["id"], lic["kind"], lic["vp"], tuple(lic["holders"])) for lic in s["licences"])
            flashing = frozenset(self.flash)
            self.panel(surface, ("licences", lics, flashing), self.L.licences_rect(),
                       lambda g, r: draw_licences(g, r, lics, flashing))
        self.draw_log(surface, self.log)
        hand = self._hand_look(s, view, phase)
        can_stop = self.can_stop(view)
        text = self.prompt_text(view)
        self._prompt_shown = text
        prompt, early = self._prompt_place(text, phase, hand, can_stop)
        self._draw_rows(surface, s, view, phase, prompt if early else None)
        self._draw_hand(surface, hand)
        if can_stop:
            widgets.draw_glow(surface, self.L.DONE, theme.GLOW, 0.5 + 0.5 * widgets.pulse(self.clock))
            draw_button(surface, self.L.DONE, t("fatfish.term.stop"))
        if prompt is not None and not early:
            paint_prompt(surface, prompt, (0, 0))
        for sprite in self.flying:
            sprite.draw(surface)
        self._draw_dragged(surface, view)
        for sprite in self.popups:
            sprite.draw(surface)
        self.show_banner(surface, ACCENT, self.L.lane(1).centery)
        if phase == Phase.TAKE.text:
            self.take.draw(surface, view)
        if self.help_open and self.licences_on:
            lics = tuple((lic["id"], lic["kind"], lic["vp"], tuple(lic["holders"])) for lic in s["licences"])
            draw_help(surface, lics, self.seat_name, self.L)

    def _prompt_place(self, text: str, phase, hand: tuple, can_stop: bool) -> tuple[tuple | None, bool]:
        """The prompt's :func:`prompt_look` (None: none, or a message in its place) and whether it is drawn with the
        rows (``early``: it touches neither the hand nor the Done button, drawn over it otherwise)."""
        prompt = prompt_look(text, highlight=phase is not None, places=self.L) \
            if phase != Phase.TAKE.text and not self.prompt_hidden else None  # (a message in its place)
        early = prompt is not None and not (hand and prompt[0].colliderect(self._hand_extent(hand))) and not (
            can_stop and prompt[0].colliderect(self.L.DONE.inflate(2 * widgets.GLOW_REACH, 2 * widgets.GLOW_REACH)))
        return prompt, early

    def draw_backdrop(self) -> pygame.Surface:
        water = WATER if self.L is L else (WATER[0], (self.L.W, self.L.H), *WATER[2:])  # upright: at its size
        surf = sprites.opaque(water)
        paint_lanes(surf, self.L)
        return sprites.for_display(surf)  # opaque, in the window's format: the fastest full-screen blit

    def _draw_seats(self, surface, s: dict) -> None:
        """The plates (the bottom seat's own panel last), the one whose turn it is glowing.  On a Canvas the ring is
        drawn only where it shows (:class:`_RingCanvas`): not under its own plate nor the plates drawn after it."""
        current = s["current"]
        rects = self.plate_rects()
        tight = self._tight(s, rects)
        looks = [self._seat_look(s, seat, rects=rects, tight=tight) for seat in rects] + [self._seat_look(s, self.bottom)]
        seats = [*rects, self.bottom]
        if not isinstance(surface, Canvas):
            for seat, look in zip(seats, looks, strict=True):
                if seat == current:
                    widgets.draw_glow(surface, look[1], theme.seat_colour(seat), 0.9, steady=True)
                self.panel(surface, *look)
            return
        shown = [self.panel_look(surface, *look) for look in looks]
        for i, (seat, look, (picture, area)) in enumerate(zip(seats, looks, shown, strict=True)):
            if seat == current:
                covers = [_pixel_place(surface, *later) for later in shown[i:] if _opaque(later[0])]
                widgets.draw_glow(_RingCanvas(surface, covers), look[1], theme.seat_colour(seat), 0.9, steady=True)
            surface.still(picture, area)

    def _tight(self, s: dict, rects: dict) -> bool:
        """:func:`tight_row` for the plates at ``rects``, kept for the last row of names and totals: it measured every
        name and total in every frame (and again for each look painted ahead)."""
        key = (min((r.w for r in rects.values()), default=0),
               tuple((self.seat_name(seat), s["totals"][seat]) for seat in rects), theme.text_floor)
        kept = self.__dict__.get("_tight_kept")
        if kept is None or kept[0] != key:
            kept = self.__dict__["_tight_kept"] = (key, tight_row(*key[:2]))
        return kept[1]

    def _seat_look(self, s: dict, seat: int, laid: int = 0, rects: dict | None = None,
                   tight: bool | None = None) -> tuple:
        """``seat``'s plate (the bottom seat's own panel) as :meth:`TableScene.panel`'s key, rect, paint, pad and
        ground, as it is, or once it has laid ``laid`` more cards from its hand (:meth:`looks_ahead`); ``rects`` and
        ``tight``: the plates' places and :meth:`_tight`, when the caller has them."""
        current = s["current"]
        minus_one = self.view["options"]["minus_one_per_card"]
        vp = s["licence_vp"][seat] if self.licences_on else None
        hand = s["hand_counts"][seat] - laid
        if seat == self.bottom:
            own = (seat, self.seat_name(seat), s["totals"][seat], hand, s["deck_counts"][seat], tuple(s["plus"][seat]),
                   (s["minus_count"][seat], s["minus_total"][seat]), vp, seat == current, minus_one)
            return ("own", *own), self.L.OWN, lambda g, r: draw_own(g, r, *own), 6, None
        rects = self.plate_rects() if rects is None else rects
        rect = rects[seat]
        tight = self._tight(s, rects) if tight is None else tight
        plate = (seat, self.seat_name(seat), s["totals"][seat], hand, s["deck_counts"][seat],
                 tuple(s["plus"][seat]), (s["minus_count"][seat], s["minus_total"][seat]), vp, "",
                 seat == current, minus_one, tight)
        return (("plate", rect.w, *plate, rect.h), rect, lambda g, r: draw_plate(g, r, *plate, ground=False), 6,
                panel_ground())

    def _draw_rows(self, surface, s: dict, view: FatFishView, phase, prompt: tuple | None = None) -> None:
        """The three rows (and ``prompt``, a :func:`prompt_look` drawn with them: nothing drawn between them
        overlaps it), painted once per look and then copied where they lie on the backdrop alone
        (``canvas.composed``): at 1920 × 1080 their glows, shadows and cards were blended anew every frame, and
        put back under them in the next (issue 29).  Copied in bands, each on its own: the first row's top lies under
        the plates (and their glows) above it, which a band of its own keeps from the rest.  Drawn as usual
        while a target glow pulses."""
        looks = self._row_looks(s, view, phase)
        paint = self._row_painter(looks, prompt)
        if not isinstance(surface, Canvas) or any(glow and glow[0] == "pulse" for _, glow, _ in looks):
            paint(surface, (0, 0))
            return
        self._row_plan = self._row_plan_for(looks, prompt and prompt[0], surface)
        run: list[tuple] = []  # bands next to each other left to be drawn as usual: (band, rows, with prompt, note)

        def draw_run() -> None:  # in one go: each row (its glow, its cards) painted once, not once per band it is in
            if not run:
                return
            place = run[0][0].unionall([band for band, *_ in run])
            rows = sorted({r for _, in_band, _, _ in run for r in in_band})
            paint(surface.subsurface(place), (-place.x, -place.y), rows, any(p for _, _, p, _ in run), place)
            for *_, note in run:
                surface.underlay.drawn(note)
            run.clear()

        for band, rows, with_prompt in self._row_plan[1]:
            key = self._band_key(band, rows, with_prompt, looks, prompt)
            # (a band's origin on the grid: lengths painted relative to it round as on the stage itself)
            later: list = []
            composed(surface.subsurface(band), key, (0, 0, band.w, band.h),
                     lambda canvas, at, band=band, rows=rows, with_prompt=with_prompt:
                     paint(canvas, (at.x - band.x, at.y - band.y), rows, with_prompt, band), paced=True, later=later)
            if later:
                run.append((band, rows, with_prompt, later[0]))
            else:
                draw_run()
        draw_run()

    def _row_looks(self, s: dict, view: FatFishView, phase) -> tuple:
        """Per row of ``s``: its cards (code, split mark), its glow (None; (colour, strength); ("pulse", clock): a
        target's) and whether it rests shaded."""
        chosen = self.dragging()
        if chosen is None:
            chosen = self.selected
        legal = set(self.targets(view, chosen)) if phase == Phase.PLAY.text and chosen is not None else None
        turn_row = s["turn_row"]
        looks = []
        for r in range(self.L.ROWS):
            glow = None
            if legal is not None:
                if r in legal:
                    glow = ("pulse", self.clock)
            elif r == self.full_row:
                glow = (MINUS_INK, 1.0)
            elif turn_row == r and s["current"] is not None:
                glow = (theme.seat_colour(s["current"]), TURN_ROW_GLOW)
            shaded = (legal is not None and r not in legal) or (
                legal is None and phase == Phase.PLAY.text and turn_row is not None and r != turn_row)
            looks.append((tuple((code, self.marks.get((r, i))) for i, code in enumerate(s["rows"][r])), glow, shaded))
        return tuple(looks)

    def _row_painter(self, looks: tuple, prompt: tuple | None):
        """``paint(canvas, shift, rows, with_prompt, band)``: the rows ``looks`` (all, or ``rows``) and ``prompt``."""
        def paint(canvas, shift, rows=None, with_prompt=True, band=None):
            for r in range(len(looks)) if rows is None else rows:
                self._paint_row(canvas, r, *looks[r], shift, band)
            if prompt is not None and with_prompt:
                paint_prompt(canvas, prompt, shift)
        return paint

    @staticmethod
    def _band_key(band: pygame.Rect, rows: tuple, with_prompt: bool, looks: tuple, prompt: tuple | None) -> tuple:
        """All a band of the rows shows (its copy's key, ``canvas.composed``)."""
        return ("fatfish rows", tuple(band), tuple((r, looks[r]) for r in rows), with_prompt and prompt[1:],
                (t.lang, theme.symbols, theme.text_floor))

    _row_plan: tuple | None = None  # (what it was made for, :meth:`_row_bands`'s bands)
    #: The prompt's line as the last frame drew it: while a bot's story waits to begin (``FatFishTable._story_waits``)
    #: it stays (it went blank in the frame that queued the story, and at 1920 × 1080 the rows' band under it was drawn
    #: as usual there: issue 29).
    _prompt_shown = ""

    def _row_plan_for(self, looks: tuple, prompt: pygame.Rect | None, surface) -> tuple:
        """(what it is for, :meth:`_row_bands`'s bands) of the rows ``looks`` with the prompt at ``prompt`` on ``surface``:
        kept for the last :data:`PLANS_KEPT` looks, so a look painted ahead (``LooksAhead._look_ahead``: twice in a beat's
        frame) and the frame that shows it (a turn's end, a card laid) find its bands made (0.1-1.8 ms at 1920 × 1080)."""
        key = (looks, prompt and tuple(prompt), surface.get_size(), self.portrait, fine.k, theme.text_floor)
        plans = self.__dict__.setdefault("_row_plans", {})
        plan = plans.pop(key, None)
        if plan is None:
            plan = (key, self._row_bands(looks, prompt, surface.get_rect()))
        plans[key] = plan  # (the latest last: the oldest goes first)
        while len(plans) > PLANS_KEPT:
            del plans[next(iter(plans))]
        return plan

    @property
    def _extents(self) -> dict:
        """:meth:`_row_extent`'s rects, per row look and arrangement (at most :data:`EXTENTS_KEPT`)."""
        kept = self.__dict__.get("_row_extents")
        if kept is None:
            kept = self.__dict__["_row_extents"] = {}
        return kept

    def _row_bands(self, looks: tuple, prompt: pygame.Rect | None, stage: pygame.Rect) -> list[tuple]:
        """The bands :meth:`_draw_rows` copies the rows in, each (its rect on the grid, the rows that draw in it,
        whether the prompt does): cut under the plates' glows' reach, at each lane and over the prompt, so a band
        is painted again only when what lies in it changes.  A band's place is as it is with every row glowing
        (one place, whatever glows; the prompt's band follows the prompt): a new look is painted into the picture
        of the look before the last there (``Underlay._recycled``)."""
        places = self.L
        extents = [self._row_extent(r, cards, glow is not None) for r, (cards, glow, _) in enumerate(looks)]
        widest = [self._row_extent(r, (), True).union(extents[r]) for r in range(places.ROWS)]
        if prompt is not None:
            widest.append(prompt)
        extent = widest[0].unionall(widest)
        top, bottom = extent.y // GRID * GRID, -(-extent.bottom // GRID) * GRID
        cuts = [-(-places.lane(0).y // GRID) * GRID, *(places.lane(r).y // GRID * GRID for r in range(1, places.ROWS))]
        if prompt is not None:
            cuts.append(prompt.y // GRID * GRID)
        cuts = sorted({top, bottom, *(min(max(top, cut), bottom) for cut in cuts)})
        bands = []
        for upper, lower in zip(cuts, cuts[1:], strict=False):
            strip = pygame.Rect(extent.x, upper, extent.w, lower - upper)
            inside = [rect.clip(strip) for rect in widest if rect.colliderect(strip)]
            if not inside:
                continue
            span = inside[0].unionall(inside)
            left, right = span.x // GRID * GRID, -(-span.right // GRID) * GRID
            band = pygame.Rect(left, upper, right - left, lower - upper).clip(stage)
            if band.w > 0 and band.h > 0:
                bands.append((band, tuple(r for r, rect in enumerate(extents) if rect.colliderect(band)),
                              prompt is not None and prompt.colliderect(band)))
        return bands

    def _row_extent(self, r: int, cards: tuple, glowing: bool) -> pygame.Rect:
        """Where row ``r`` with ``cards`` draws: its lane (and the glow's ring around it), the cards' shadows and
        the split's marks.  Kept per row look and arrangement: :meth:`_row_bands` asks for six each time a row's look
        or the prompt changes (0.1-0.7 ms at 1920 × 1080 of the frames a card is laid or a row is taken, issue 29).  Keyed
        by the cards' marks, not their faces, which place nothing: a row of n cards is measured once, not once per hand."""
        key = (self.portrait, self.stage_size, theme.text_floor, fine.k, r, tuple(mark for _, mark in cards), glowing)
        found = self._extents.get(key)
        if found is None:
            if len(self._extents) > EXTENTS_KEPT:
                self._extents.clear()
            found = self._extents[key] = self._row_extent_now(r, cards, glowing)
        return pygame.Rect(found)

    def _row_extent_now(self, r: int, cards: tuple, glowing: bool) -> pygame.Rect:
        lane = self.L.lane(r)
        parts = [lane.inflate(2 * widgets.GLOW_REACH, 2 * widgets.GLOW_REACH) if glowing else lane]
        small = sprites.image("shadow", self.L.ROW_CARD, 8, 4)
        for i, (_, mark) in enumerate(cards):
            rect = self._row_card(r, i, mark)
            parts += [rect, small.get_rect(topleft=rect.move(2, 4).topleft)]
            if mark:
                parts.append(mark_tag_rect(rect, mark == "+"))
        return parts[0].unionall(parts)

    def _row_card(self, r: int, i: int, mark) -> pygame.Rect:
        rect = self.L.slot(r, i)
        if mark == "+":
            return rect.move(0, -self.L.SPLIT_LIFT)
        if mark == "-":
            return rect.move(0, self.L.SPLIT_LIFT // 2)
        return rect

    def _paint_row(self, surface, r: int, cards, glow, shaded: bool, shift: tuple[int, int],
                   band: pygame.Rect | None = None) -> None:
        """Row ``r``: its glow (``("pulse", clock)``: a target's, pulsing, with its border and a drop's hover;
        ``(colour, strength)``; None), the ``cards`` (code, split mark), and the shade of a row resting;
        ``shift``: where ``surface`` has the table's (0, 0); ``band``: the part of the table ``surface`` shows
        (a card wholly outside it is left out)."""
        places = self.L
        lane = places.lane(r).move(shift)
        if glow is not None and glow[0] == "pulse":
            widgets.draw_glow(surface, lane, theme.GLOW, 0.55 + 0.45 * widgets.pulse(glow[1]))
            pen.rect(surface, theme.GLOW, lane, 3, border_radius=16)
            if self.drag_pos is not None and places.lane(r).collidepoint(self.drag_pos):
                surface.blit(lane_hover(lane.size), lane)  # the drop would land here
        elif glow is not None:
            widgets.draw_glow(surface, lane, *glow, steady=True)
        small = sprites.image("shadow", places.ROW_CARD, 8, 4)
        for i, (code, mark) in enumerate(cards):
            rect = self._row_card(r, i, mark)
            if band is not None and not rect.inflate(48, 48).colliderect(band):  # (its shadow and mark within 21)
                continue
            rect = rect.move(shift)
            surface.blit(small, rect.move(2, 4))
            surface.blit(face(code, places.ROW_CARD), rect)
            if mark == "-":
                surface.blit(sprites.image("card_dim", places.ROW_CARD), rect)
            if mark:
                mark_tag(surface, rect, mark == "+")
        if shaded:
            surface.blit(lane_shade(lane.size), lane)

    def _hand_look(self, s: dict, view: FatFishView, phase) -> tuple:
        """The bottom seat's hand as :meth:`_draw_hand` draws it: each card (code — None: a back, "drag": the place
        of the one being dragged —, rect, chosen, dimmed)."""
        b = self.bottom
        if self.viewer != b or self.viewer is None or s["hand"] is None:
            return tuple((None, pygame.Rect(left, self.L.HAND_TOP, *self.L.HAND_CARD), False, False)
                         for left in self.L.hand_lefts(s["hand_counts"][b]))
        dragged = self.dragging()
        playing = phase == Phase.PLAY.text
        return tuple(("drag" if i == dragged else code, rect, playing and i == self.selected,
                      playing and not view["hand_targets"][i]) for i, code, rect in self.hand_rects(view))

    def _draw_hand(self, surface, cards: tuple) -> None:
        """The hand (:meth:`_hand_look`), painted once per look and then copied where it lies on the backdrop alone
        (``canvas.composed``); drawn as usual while a card is dragged from it."""
        self.faces_drawn = [code for code, *_ in cards if code not in (None, "drag")]
        if not cards:
            return
        if any(code == "drag" for code, *_ in cards):
            self._paint_hand(surface, cards, (0, 0))
            return
        composed(surface, *self._hand_copy(surface, cards), paced=True)

    def _hand_copy(self, surface, cards: tuple) -> tuple | None:
        """The hand ``cards`` (:meth:`_hand_look`) as ``canvas.composed`` copies them: its key, bounds and paint (None:
        no cards, or one dragged — drawn as usual)."""
        if not cards or any(code == "drag" for code, *_ in cards):
            return None
        bounds = self._hand_extent(cards).clip(surface.get_rect())
        key = ("fatfish hand", tuple((code, tuple(r), chosen, dim) for code, r, chosen, dim in cards),
               t.lang, theme.symbols, theme.text_floor)
        return key, bounds, lambda canvas, at: self._paint_hand(canvas, cards, (at.x - bounds.x, at.y - bounds.y))

    def _hand_extent(self, cards: tuple) -> pygame.Rect:
        """Where hand ``cards`` (as ``_draw_hand`` lists them) draw: the cards, their shadows, a chosen one's glow."""
        shadow = sprites.image("shadow", self.L.HAND_CARD, 10, 5)
        parts = []
        for _, rect, chosen, _ in cards:
            parts += [rect, shadow.get_rect(topleft=rect.move(3, 6).topleft)]
            if chosen:
                parts.append(rect.inflate(6 + 2 * widgets.GLOW_REACH, 6 + 2 * widgets.GLOW_REACH))
        return parts[0].unionall(parts)

    def _paint_hand(self, surface, cards: tuple, shift: tuple[int, int]) -> None:
        """Each hand card (code — None: a back, "drag": the place of the one being dragged —, rect, chosen, dimmed):
        its shadow, the chosen one's glow, its face, dimmed when it cannot be laid now; ``shift``: where
        ``surface`` has the table's (0, 0)."""
        shadow = sprites.image("shadow", self.L.HAND_CARD, 10, 5)
        back = sprites.image(*back_spec(self.L.HAND_CARD))
        dim = sprites.image("card_dim", self.L.HAND_CARD)
        for code, rect, chosen, dimmed in cards:
            rect = rect.move(shift)
            if code == "drag":
                pen.rect(surface, (120, 170, 200), rect, 2, border_radius=10)
                continue
            surface.blit(shadow, rect.move(3, 6))
            if code is None:
                surface.blit(back, rect.topleft)
                continue
            if chosen:
                widgets.draw_glow(surface, rect.inflate(6, 6), theme.GLOW, 1.0)
            surface.blit(face(code, self.L.HAND_CARD), rect)
            if dimmed:
                surface.blit(dim, rect)

    def _draw_dragged(self, surface, view: FatFishView) -> None:
        i = self.dragging()
        hand = self.shown.get("hand") or []
        if i is None or i >= len(hand):
            return
        code = hand[i]
        rect = pygame.Rect(0, 0, *self.L.HAND_CARD)
        rect.center = self.drag_pos
        surface.blit(sprites.image("shadow", self.L.HAND_CARD, 10, 8), rect.move(6, 12))
        surface.blit(face(code, self.L.HAND_CARD), rect)
        self.faces_drawn.append(code)

    def prompt_text(self, view: FatFishView | None = None) -> str:
        """The line over the hand: what the viewer must decide, whom we wait for, or what just happens."""
        view = view or self.view
        if not self.still():  # (a story queued in this frame's update, after the animations ran: the line as it was)
            return self._prompt_shown if self._settled is None and self._story_waits else self.caption
        phase = self.decision(view)
        if phase == Phase.PLAY.text and self.dragging() is not None:
            return t("fatfish.ui.drop_here")
        if phase == Phase.PLAY.text:
            if view["can_stop"]:
                return t("fatfish.ui.follow_up", row=view["turn_row"] + 1, count=len(view["played"]),
                         most=min(MAX_PER_TURN, len(view["played"]) + len(view["hand"])),
                         left=TAKE_AT - len(view["rows"][view["turn_row"]]))
            if self.selected is not None and self.selected < len(view["hand"]):
                return t("fatfish.ui.pick_row", card=card_name(view["hand"][self.selected]))
            if self.playing_alone(view):  # the others are out of cards: say why the turns keep coming (rule 10)
                return t("fatfish.ui.alone")
            return t("fatfish.term.choose_row")
        if phase == Phase.TAKE.text:
            return ""
        current = view["current"]
        if view["phase"] in (Phase.DEAL.text, Phase.START.text):
            return t(f"fatfish.phase.{view['phase']}")
        if current is None:
            return ""
        if view["phase"] == Phase.TAKE.text:
            return t("fatfish.ui.waiting_take", name=self.seat_name(current))
        return t("fatfish.ui.waiting", name=self.seat_name(current))

    def lines_ahead(self, lines: tuple[str, ...]) -> None:
        """A log line to come is the caption the prompt will show (both are ``event_text``): its size, words and pill
        drawn ahead into their caches in a light frame (``TableScene.lines_ahead``); the frame that showed a new
        caption drew them, at 1920 × 1080 its text and pill at both scales (0.4-0.9 ms, issue 29)."""
        for line in lines:
            look = prompt_look(line, places=self.L)
            if look is not None:
                prompt_pill(look[0])

    @staticmethod
    def playing_alone(view: FatFishView) -> bool:
        """Every other seat has played all its cards (hand and deck): the viewer plays on alone."""
        me = view["seat"]
        return all(view["hand_counts"][s] == 0 and view["deck_counts"][s] == 0
                   for s in range(view["players"]) if s != me)


#: The px another seat's plate has for a name in rows: from 7 px under its top to 2 px over the counts' row.
ROWS_ROOM = 39
#: A plate's px besides a long name's rows where its counts, plus pile and minus pile go into one line under them
#: (landscape at 800 x 480: two rows at the floor of 20 take 48 px, 56 at 150 %): 4 over, 2 + 28 + 6 under.
ONE_LINE = 40
#: The px more a name's rows may take from nearer the top (4 px under it) where ROWS_ROOM holds none.
ROWS_HIGHER = 3


def plate_rows(name: str, room: int, height: int) -> pygame.Surface | None:
    """Another seat's long name in rows no taller than ``height`` (from 7 px under the plate's top), else from 4 px
    under it (:data:`ROWS_HIGHER`): 150 % at 1280 x 720 needs 42 px for two rows at its floor of 18; None: no rows."""
    return rows_within(name, theme.BODY, room, height, theme.CREAM) or \
        rows_within(name, theme.BODY, room, height + ROWS_HIGHER, theme.CREAM)


def grown_plates(rects: dict[int, pygame.Rect], growth: dict[int, int], floor: int) -> dict[int, pygame.Rect]:
    """``rects`` with each plate ``growth`` px taller where that keeps it 8 px over every plate under it and over
    ``floor`` (else as it was: a plate is grown whole or not at all)."""
    out = {}
    for seat, rect in rects.items():
        grown = rect.inflate(0, 0)
        grown.h += growth.get(seat, 0)
        under = [other.y - 8 for other in rects.values() if other.y > rect.y and other.x < rect.right and
                 other.right > rect.x]
        out[seat] = grown if grown.bottom <= min([floor, *under]) else rect
    return out


def plate_growth(name: str, width: int, total: int) -> int:
    """How much taller another seat's plate ``width`` px wide, beside ``total``, must be for ``name`` in rows at the
    floor (0: it fits a row, or :func:`plate_rows`' height): an upright screen's plates grow into the room under
    them (four seats at 720 x 1280: 'Anna-Katharina Sc…' in 39 px, where two rows at the floor of 22 take 52)."""
    room = _name_room(width, total, False)
    if whole_in_a_row(name, theme.BODY, room) or plate_rows(name, room, ROWS_ROOM) is not None:
        return 0
    floor = max(SMALLEST, theme.text_floor)
    return max(0, name_height(name, floor, room, True, 3) - ROWS_ROOM - ROWS_HIGHER)


def _coin_label(vp: int) -> tuple[pygame.Surface, float]:
    """A coin's points and how far their ink reaches from the coin's centre (its corners)."""
    label = theme.text(str(vp), 16, theme.INK, True)
    box = label.get_bounding_rect()
    return label, math.hypot(box.w / 2, box.h / 2)


def coin_radius(vp: int, radius: int = 12) -> int:
    """A coin's radius: ``radius``, or larger where its points' ink would reach out of it (a small screen's
    floor: "10" at 24 px ran over a coin of 12)."""
    return max(radius, math.ceil(_coin_label(vp)[1]) + 1)


def coin(surface, centre, vp: int, radius: int = 12) -> None:
    """A gold coin with the licence points on it (:func:`coin_radius`: grown for them); its inner ring only
    where the points leave it room ("10" was crossed by it)."""
    label, reach = _coin_label(vp)
    radius = coin_radius(vp, radius)
    pen.circle(surface, art.darken(COIN, 0.4), (centre[0], centre[1] + 1), radius + 1)
    pen.circle(surface, COIN, centre, radius)
    if radius - 3 >= reach + 1.5:  # (a ring pixel reaches half a pixel in)
        pen.circle(surface, art.lighten(COIN, 0.4), centre, radius - 3, 1)
    box = label.get_bounding_rect()
    surface.blit(label, (round(centre[0] - box.centerx), round(centre[1] - box.centery)))


def plate_coin(surface, right: int, centre_y: int, bottom: int, vp: int, pill: pygame.Rect, counts: int) -> int:
    """The licence points at a plate's ``right``, centred on ``centre_y`` but clear of the plate's foot
    (``bottom``: they sat on its border); where that would lay them over the minus ``pill`` (a coin grown for
    the floor's type), left of the pill instead if the hand and deck counts (ending at ``counts``) leave the
    room.  Returns the x the plus pile may reach."""
    radius = coin_radius(vp)
    y = min(centre_y, bottom - 6 - radius)
    if y - radius < pill.bottom + 2 and right - 2 * radius < pill.right and pill.x - 6 - 2 * radius >= counts + 4:
        coin(surface, (pill.x - 6 - radius, pill.centery), vp, radius)
        return right
    coin(surface, (right - radius, y), vp, radius)
    return right - 2 * radius - 6


def chips_row(surface, codes, left: int, top: int, width: int, size=L.CHIP) -> None:
    """A plus pile face up in miniature: chips overlap just enough to fit ``width``."""
    if not codes:
        return
    n = len(codes)
    step = size[0] + 3 if n == 1 else min(size[0] + 3, (width - size[0]) / (n - 1))
    for i, code in enumerate(codes):
        surface.blit(chip(code, size), (round(left + i * step), top))


def chip_read_step(size=(22, 28)) -> int:
    """How far apart overlapped chips of ``size`` must be for each one's value to show whole (it sits at the
    chip's middle, ``scene_cards._chip``; the widest digit at the table's type)."""
    label_w = max(theme.font(theme.SMALL, True).size(str(value))[0] for value in range(10))
    return size[0] // 2 - 1 + label_w - label_w // 2 + 1


def pile_in_a_line(surface, codes, left: int, top: int, width: int, size=(22, 28)) -> None:
    """A plus pile in ``width`` px of a plate's one line: :func:`chips_row`, or where its chips would hide each
    other's values (9 chips in 89 px beside "−12 (4)", 800 × 480 at 150 %), the first that show whole and the
    pile's card count, "(9)", as the minus pill counts its cards."""
    n, step = len(codes), chip_read_step(size)
    if n <= 1 or size[0] + (n - 1) * step <= width:
        chips_row(surface, codes, left, top, max(width, 22 + 3 * n), size)
        return
    count = theme.text(f"({n})", 16, theme.CREAM, True)
    shown = max(1, 1 + (width - count.get_width() - 4 - size[0]) // step)
    chips_row(surface, codes[:shown], left, top, size[0] + (shown - 1) * step, size)
    surface.blit(count, count.get_rect(midleft=(left + size[0] + (shown - 1) * step + 4, top + size[1] // 2)))


def _pill_w(minus: tuple[int, int], minus_one: bool) -> int:
    """How wide :func:`minus_pill` draws the minus pile."""
    return minus_pill(pygame.Surface((1, 1), pygame.SRCALPHA), *minus, 0, 0, minus_one).w


def _beside_last_row(block: pygame.Surface, room: int) -> bool:
    """Whether the ink of a name block's last 26 px (its last row) ends within ``room`` px of its left."""
    band = block.subsurface((0, max(0, block.get_height() - 26), block.get_width(), min(26, block.get_height())))
    return band.get_bounding_rect().right <= room


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
               tight: bool = False, *, ground: bool = True) -> None:
    """Another seat: badge, name, total; hand and deck counts and the minus pile; the plus pile face up in
    miniature with the licence points at its end (``tight``: see :func:`tight_row`; ``ground`` False: not its
    panel, drawn there already: ``table.panel_ground``)."""
    r = rect
    colour = theme.seat_colour(seat)
    if ground:
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
    room, name_x = _name_room(r.w, total, tight), r.x + (49 if tight else 54)
    grown = r.h - L.PLATE_H  # (an upright plate grown for a long name: all under the name that much lower)
    whole = whole_in_a_row(name, theme.BODY, room)
    rows = None if whole else plate_rows(name, room, ROWS_ROOM + grown)
    one_line = None if whole or rows is not None else rows_within(name, theme.BODY, room, r.h - ONE_LINE, theme.CREAM)
    x, y = r.x + 14, r.y + grown + 48
    if rows is not None:  # another human's long name in rows (pass-and-play), down to the counts' row
        surface.blit(rows, (name_x, r.y + grown + 48 - 2 - max(ROWS_ROOM + grown, rows.get_height())))
    elif one_line is not None:  # the rows taller: under them the counts, the plus pile and the minus pile in a line
        surface.blit(one_line, (name_x, r.y + 4))
        y = r.y + 4 + one_line.get_height() + 2
    else:
        label = squeezed(name, theme.BODY, room, theme.CREAM)
        surface.blit(label, label.get_rect(midleft=(name_x, r.y + 26)))
    for kind, count in (("hand", hand), ("deck", deck)):
        img = icon(kind)
        surface.blit(img, (x, y))
        num = theme.text(str(count), theme.SMALL, theme.CREAM, True)
        surface.blit(num, (x + img.get_width() + 3, y))
        x += img.get_width() + num.get_width() + 14
    pill_y = y + 11
    if one_line is not None and _beside_last_row(one_line, r.right - 10 - name_x - 8 - _pill_w(minus, minus_one)):
        # under the total, beside the name's last row (its ink 3 px under the total's): the line keeps the room
        total_ink = score.get_bounding_rect().bottom + r.y + (9 if tight else 6)
        pill_y = max(r.y + 4 + one_line.get_height() - 14, total_ink + 3 + 13)
    pill = minus_pill(surface, minus[0], minus[1], r.right - 10, pill_y, minus_one)
    if hint:
        label = fit(hint, theme.SMALL, r.w - 24, theme.GLOW, True)
        surface.blit(label, (r.x + 12, r.bottom - 26))
        return
    right = r.right - 10
    if one_line is not None:  # the plus pile (and the licence points) between the counts and the minus pile
        top = max(y - 3, pill.bottom + 2)  # (under a pill risen beside the name, where the plate has the height)
        if top + 28 > r.bottom - 4:
            top, right = y - 3, pill.x - 6
        if vp:
            right = plate_coin(surface, right, top + 14, r.bottom, vp, pill, x)
        pile_in_a_line(surface, plus, x - 4, top, right - x + 4)
        return
    if vp:
        right = plate_coin(surface, right, r.y + grown + 84, r.bottom, vp, pill, x)
    chips_row(surface, plus, r.x + 10, r.y + grown + 70, right - r.x - 10, (22, 28))


def draw_own(surface, r: pygame.Rect, seat: int, name: str, total: int, hand: int, deck: int, plus: tuple,
             minus: tuple[int, int], vp: int | None, active: bool, minus_one: bool) -> None:
    """The bottom seat: name, total (with licence points), hand and deck, the plus pile face up in rows,
    the minus pile as count and total."""
    plate = SeatPlate(seat, pygame.Rect(r), name=name, score="")
    plate.active = active
    whole = whole_in_a_row(name, theme.BODY, plate.name_room())
    plate.name = name if whole else ""
    plate.draw(surface)
    score = theme.text(str(total), 40, theme.GLOW, True)
    label = fit(t("fatfish.ui.total"), theme.SMALL, r.w - 100, theme.FOAM)
    if whole:
        surface.blit(score, score.get_rect(topright=(r.right - 14, r.y + 46)))
        surface.blit(label, (r.x + 16, r.y + 62))
        y = r.y + 98
    else:  # the name under the badge, across the plate; the total beside the badge, where the name was
        surface.blit(score, score.get_rect(topright=(r.right - 14, r.y + 14)))
        surface.blit(label, (r.x + 70, r.y + 30))
        y = _own_name_under_badge(surface, r, name) + 10
    rows = [("hand", t("fatfish.term.hand"), str(hand)), ("deck", t("fatfish.ui.deck"), str(deck))]
    for kind, text, value in rows:
        surface.blit(icon(kind), (r.x + 14, y + 1))
        surface.blit(fit(text, theme.SMALL, r.w - 100, theme.FOAM), (r.x + 46, y))
        number = theme.text(value, theme.SMALL, theme.CREAM, True)
        surface.blit(number, number.get_rect(topright=(r.right - 16, y)))
        y += 26
    if vp is not None:
        coin(surface, (r.x + 26, y + 11), vp, 11)
        points = longest_fitting((t("fatfish.ui.licence_points"), t("fatfish.ui.licence_points_short")), theme.SMALL,
                                 r.w - 100)  # (a small panel's large type: "Lizenz", not "Lizenz…")
        surface.blit(fit(points, theme.SMALL, r.w - 100, theme.FOAM), (r.x + 46, y))
        number = theme.text(f"+{vp}" if vp else "0", theme.SMALL, theme.CREAM, True)
        surface.blit(number, number.get_rect(topright=(r.right - 16, y)))
        y += 26
    y += 8
    pen.line(surface, (60, 100, 130), (r.x + 14, y - 4), (r.right - 14, y - 4), 1)
    plus_value = sum(int(c[1:]) for c in plus)
    plus_label = longest_fitting((t("fatfish.ui.plus_pile"), t("fatfish.ui.plus_pile_short")), theme.SMALL, r.w - 80,
                                 True)
    surface.blit(fit(plus_label, theme.SMALL, r.w - 80, theme.FOAM, True), (r.x + 14, y))
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
    minus_label = longest_fitting((t("fatfish.ui.minus_pile"), t("fatfish.ui.minus_pile_short")), theme.SMALL, r.w - 30,
                                  True)
    surface.blit(fit(minus_label, theme.SMALL, r.w - 30, theme.FOAM, True), (r.x + 14, y))
    value = minus[0] if minus_one else minus[1]
    said = (t("fatfish.term.minus_summary", count=minus[0], total=value),  # (cut, "3 Karten,…", at 600 × 1024)
            t("fatfish.term.minus_summary_short", count=minus[0], total=value)) if minus[0] else \
        (t("fatfish.ui.minus_none"), t("fatfish.ui.minus_none_short"))
    text = longest_fitting(said, SMALLEST, r.w - 28, True)
    surface.blit(fitted(text, theme.SMALL, r.w - 28, MINUS_INK, True), (r.x + 14, y + 26))


OWN_NAME_ROWS = 3  # your name under the badge: rows it may take (24 letters the name pad allows, at 150 %)


def own_key_h(r: pygame.Rect, name: str, least: int) -> int:
    """How far down your plate's name and total reach (``least``: where the name fits beside the badge): a long
    name's rows under the badge (:func:`_own_name_under_badge`) are kept clear of bubbles too."""
    if whole_in_a_row(name, theme.BODY, SeatPlate(0, r, name, "").name_room()):
        return least
    top = 12 + 2 * min(24, r.h // 4 + 4) + 6
    return max(least, top + name_height(name, theme.BODY, r.w - 28, True, OWN_NAME_ROWS) + 4)


def _own_name_under_badge(surface, r: pygame.Rect, name: str) -> int:
    """A name too long for the room beside the badge ("Maximili…" at 150 %), whole under it across the plate, in
    up to :data:`OWN_NAME_ROWS` rows; returns where it ends."""
    top = r.y + 12 + 2 * min(24, r.h // 4 + 4) + 6
    block = name_block(name, theme.BODY, r.w - 28, theme.CREAM, True, OWN_NAME_ROWS)
    surface.blit(block, (r.x + 14, top))
    return top + block.get_height()


def reserve_badge_centre(pile: pygame.Rect) -> tuple[int, int]:
    """The reserve's count on its pile's lower right corner, clear of "Rows taken" under the pile (at
    ``pile.bottom - 6`` its ring lay on the line's first letters, and on a 1024 × 600 panel over them)."""
    return pile.right - 2, pile.bottom - 14


def draw_reserve(surface, r: pygame.Rect, reserve: int, box: int, takes: int, takes_total: int, *,
                 ground: bool = True) -> None:
    """The reserve (face down, count only), the box and how many rows were taken (``ground``: as ``draw_plate``)."""
    if ground:
        surface.blit(panel(r.size), r.topleft)
    title = fit(t("fatfish.term.reserve"), theme.SMALL, r.w - 20, theme.FOAM, True)
    surface.blit(title, (r.x + 14, r.y + 10))
    pile = L.RESERVE_PILE.move(r.x - L.RESERVE.x, r.y - L.RESERVE.y)
    layers = min(4, (reserve + 3) // 4)
    back = sprites.image(*back_spec(pile.size))
    draw_stack(surface, pile, layers, back, sprites.image("shadow", pile.size, 6, 4), drop=4, radius=8)
    draw_badge(surface, reserve, reserve_badge_centre(pile), ACCENT)
    x = pile.right + 12
    box_label = longest_fitting((t("fatfish.ui.box"), t("fatfish.ui.box_short")), SMALLEST, r.right - x - 4)
    label = fitted(box_label, theme.SMALL, r.right - x - 4, theme.MUTED, False)
    surface.blit(label, (x, pile.y + 6))
    surface.blit(theme.text(str(box), theme.BODY, theme.CREAM, True), (x, pile.y + 30))
    taken = longest_fitting((t("fatfish.ui.rows_taken"), t("fatfish.ui.rows_taken_short")), SMALLEST, r.w - 28)
    label = fitted(taken, theme.SMALL, r.w - 28, theme.MUTED, False)
    surface.blit(label, (r.x + 14, r.bottom - 54))
    number = theme.text(f"{takes} / {takes_total}", theme.BODY, theme.CREAM, True)
    surface.blit(number, (r.x + 14, r.bottom - 32))


class _RingCanvas(Canvas):
    """``canvas`` as a glowing plate's ring is drawn on: its parts (``Canvas.blit_hollow``) are blitted only outside
    ``covers`` (rects of the canvas's own pixels where opaque plates are blitted after the ring in this frame, its own
    first), which hide what it blends there.  The ring blended under its plate made the plate and the one after it be
    put back and blitted again in every frame of that seat's turn (still pictures drawn over: ``fishgames.ui.damage``),
    0.5-0.9 ms a frame at 1920 × 1080 (issue 29); the same pixels.  A ring laid as one kept copy
    (``Canvas._blended``: on backdrop alone) is an opaque picture under them, as before."""

    def __init__(self, canvas: Canvas, covers: list[pygame.Rect]):
        self.__dict__.update(canvas.__dict__)  # (the same pixels, damage and underlay)
        self.covers = covers

    def blit_parts(self, parts) -> None:
        live = self.underlay.live
        super().blit_parts([(source, at, part) for piece, source, at, part in _ring_plan(parts, self.pixels, self.covers)
                            if not (live and self._blended(piece, at, None, 0))])  # (kept: a still picture)

    def _blended(self, pixels: pygame.Surface, at: tuple[int, int], area, special_flags: int, size=None,
                 blit_onto=None) -> bool:
        if size is not None:  # the whole ring (kept in parts): not as one, or it counts as drawn over whole
            return False
        return super()._blended(pixels, at, area, special_flags)


#: The last rings' pieces (:func:`_ring_plan`) kept at once; more start afresh.
RING_PLANS_KEPT = 4
_RING_PLANS: dict[tuple, tuple] = {}


def _ring_plan(parts, pixels: pygame.Surface, covers: list[pygame.Rect]) -> list[tuple]:
    """A ring's ``parts`` (``blit_parts``') on ``pixels`` less ``covers``: (the piece as a picture of its own, its
    source, place and area) each.  The same piece objects each frame for the same ring, place and covers: the underlay
    keeps the backdrop with a piece blended on by its picture (``Canvas._blended``), so a piece that lands on backdrop
    alone is a still picture from its third frame on."""
    sources = tuple(source for source, _, _ in parts)
    key = (tuple((id(source), tuple(place), area and tuple(area)) for source, place, area in parts),
           tuple(pixels.get_rect()), tuple(map(tuple, covers)))
    found = _RING_PLANS.get(key)
    if found is not None and all(a is b for a, b in zip(found[0], sources, strict=True)):
        return found[1]
    plan = []
    for source, place, area in parts:
        area = pygame.Rect(area) if area is not None else source.get_rect()
        dest = pygame.Rect(place, area.size)
        for piece in _uncovered(dest.clip(pixels.get_rect()), covers):  # (the blit is cut there too)
            if piece.w <= 0 or piece.h <= 0:
                continue  # (wholly past the canvas's edge)
            part = piece.move(area.x - dest.x, area.y - dest.y)
            plan.append((source.subsurface(part), source, piece.topleft, part))
    if len(_RING_PLANS) >= RING_PLANS_KEPT:
        _RING_PLANS.clear()
    _RING_PLANS[key] = (sources, plan)
    return plan


def _uncovered(rect: pygame.Rect, covers: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rect`` less every one of ``covers``, as rects that do not overlap."""
    parts = [rect]
    for cover in covers:
        parts = [left for part in parts for left in (bands(part, part.clip(cover)) if part.colliderect(cover) else [part])]
    return parts


def _opaque(picture: pygame.Surface) -> bool:
    """Whether ``picture`` (a plate's, as ``Canvas.still`` blits it) hides all under it."""
    pixels = fine.physical(picture)
    return not pixels.get_flags() & pygame.SRCALPHA and pixels.get_colorkey() is None and pixels.get_alpha() in (None, 255)


def _pixel_place(canvas: Canvas, picture: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
    """Where ``Canvas.still`` puts ``picture`` at logical ``area`` in ``canvas``'s own pixels."""
    return pygame.Rect(round(area.x * canvas.k), round(area.y * canvas.k), *fine.physical(picture).get_size())


# -- the rows ---------------------------------------------------------------------------------------------------

def paint_lanes(surface, L=L) -> None:  # noqa: N803 - the layout module, or its upright arrangement
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


def _net(size) -> pygame.Surface:
    """The last slot's net (a card there costs 5), with its twin drawn at the screen's size."""
    return _net_at(tuple(size), fine.k)


@lru_cache(maxsize=4)
def _net_at(size: tuple[int, int], k: float) -> pygame.Surface:
    return fine.drawn(lambda scale: _paint_net(size, scale))


def _paint_net(size: tuple[int, int], scale: float) -> pygame.Surface:
    w, h = round(size[0] * scale), round(size[1] * scale)
    radius, step = round(9 * scale), 14 * scale
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pen.rect(surf, (255, 150, 120, 40), surf.get_rect(), border_radius=radius)
    mesh = (255, 170, 140, 90)
    x = -h
    while x < w:
        pen.line(surf, mesh, (x, 0), (x + h, h), max(1, round(scale)))
        pen.line(surf, mesh, (x + h, 0), (x, h), max(1, round(scale)))
        x += step
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pen.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pen.rect(surf, MINUS_INK, surf.get_rect(), max(2, round(2 * scale)), border_radius=radius)
    label = fine.physical(theme.text("5", 28, (255, 190, 170), True)) if scale != 1 else \
        theme.text("5", 28, (255, 190, 170), True)
    surf.blit(label, label.get_rect(center=(size[0] // 2 * scale, (size[1] // 2 - 4) * scale)))
    return surf


def mark_tag(surface, rect: pygame.Rect, good: bool) -> None:
    """"+" (plus pile) or "−" (minus pile) on a card of a row being split."""
    colour = theme.GLOW if good else MINUS_INK
    centre = (rect.centerx, rect.y - 2 if good else rect.bottom + 2)
    pen.circle(surface, theme.WHITE, centre, 16)
    pen.circle(surface, colour, centre, 14)
    sign = theme.text("+" if good else "−", 26, theme.INK, True)
    surface.blit(sign, sign.get_rect(center=(centre[0], centre[1] - 1)))


def mark_tag_rect(rect: pygame.Rect, good: bool) -> pygame.Rect:
    """Where :func:`mark_tag` draws on the card at ``rect``."""
    centre = (rect.centerx, rect.y - 2 if good else rect.bottom + 2)
    sign = theme.text("+" if good else "−", 26, theme.INK, True)
    return pygame.Rect(centre[0] - 18, centre[1] - 18, 37, 37).union(sign.get_rect(center=(centre[0], centre[1] - 1)))


# -- licences ---------------------------------------------------------------------------------------------------

ROW_H = 26
LICENCE_NAME_X = 40  # a licence's name, right of its coin
HOLDER_BADGES = 2  # at most this many holder badges; more holders show as "+n"


def licence_name_room(r: pygame.Rect, holders: int) -> int:
    """The width left for a licence's name in the panel ``r``, left of its holders' badges (24 px apart,
    radius 11, the first centred 20 px from the right edge; "+n" beyond two).  A licence nobody holds has the
    row to its right edge (at 150 % on 800 × 480 "Sauberes Boot" was cut where a badge would stand)."""
    if not holders:
        return r.right - 8 - (r.x + LICENCE_NAME_X)
    shown = min(holders, HOLDER_BADGES)
    right = r.right - 20 - 24 * (shown - 1) - 11
    if holders > HOLDER_BADGES:
        right -= theme.font(theme.SMALL, True).size(f"+{holders - HOLDER_BADGES}")[0] + 2
    return right - 6 - (r.x + LICENCE_NAME_X)


def licences_title(r: pygame.Rect) -> pygame.Surface:
    """The licences panel's title (the short one where the long one is too wide for the panel ``r``)."""
    title = longest_fitting((t("fatfish.term.licences"), t("fatfish.ui.licences_short")), theme.SMALL, r.w - 60, True)
    return fit(title, theme.SMALL, r.w - 60, theme.FOAM, True)


def licences_title_rect(r: pygame.Rect) -> pygame.Rect:
    """Where :func:`draw_licences` puts the title: the right top plate's score pop-ups rise beside it (they lay
    over "Fishing licences" at 1280 × 720)."""
    return licences_title(r).get_rect(topleft=(r.x + 12, r.y + 8))


def licence_look(taken_first: bool, flashing: bool) -> tuple[tuple, tuple | None]:
    """A licence row's name ink and its band's fill (None: no band): a licence just taken flashes as dark
    ink on a gold band (grey on an olive one was hard to read), one gone grey, one still open cream."""
    if flashing:
        return theme.INK, theme.GLOW
    return (theme.MUTED if taken_first else theme.CREAM), None


def licence_rows(r: pygame.Rect, kinds) -> list[tuple[pygame.Rect | None, pygame.Rect]]:
    """Where :func:`draw_licences` puts each licence of the board ``r`` (``kinds``: each licence's kind, in
    order): its group's heading's row (None but for a group's first) and its own row (the band).  At
    :func:`scene_layout.licence_steps`; on a board shorter than they need (upright) the rows squeezed into it."""
    head, step = L.licence_steps()
    groups, n = len(dict.fromkeys(kinds)), max(1, len(kinds))
    room = r.h - L.LICENCE_TOP - 4
    if groups * head + n * step > room:  # the rows first, down to main's 26; then the headings, down to 21
        step = max(ROW_H, (room - groups * head) // n)
        head = max(21, min(head, (room - n * step) // max(1, groups)))
    out, y, seen = [], r.y + L.LICENCE_TOP, None
    for kind in kinds:
        heading = None
        if kind != seen:
            seen = kind
            heading = pygame.Rect(r.x + 12, y, r.w - 24, head - 1)
            y += head
        out.append((heading, pygame.Rect(r.x + 6, y, r.w - 12, step - 2)))
        y += step
    return out


def draw_licences(surface, r: pygame.Rect, licences: tuple, flashing: frozenset) -> None:
    """All nine licences: points, name and who holds them (a seat badge), grouped first/end; tap for help."""
    surface.blit(panel(r.size), r.topleft)
    surface.blit(licences_title(r), (r.x + 12, r.y + 8))
    hint = theme.text("?", theme.SMALL, theme.INK, True)
    hc = (r.right - 22, r.y + 19)
    pen.circle(surface, theme.GLOW, hc, 13)
    surface.blit(hint, hint.get_rect(center=hc))
    places = licence_rows(r, [lic[1] for lic in licences])
    for (lid, kind, vp, holders), (heading, row) in zip(licences, places, strict=True):
        if heading is not None:
            heads = (t(f"fatfish.ui.licence_kind.{kind}"), t(f"fatfish.ui.licence_kind.{kind}_short"))
            head = fit(longest_fitting(heads, 16, r.w - 24, True), 16, r.w - 24, theme.MUTED, True)
            surface.blit(head, heading.topleft)
        ink, fill = licence_look(bool(holders) and kind == "first", lid in flashing)
        if fill is not None:
            pen.rect(surface, fill, row, border_radius=8)
        mid = row.centery
        coin(surface, (r.x + 22, mid), vp, 11)
        name = fitted(licence_name(lid), theme.SMALL, licence_name_room(r, len(holders)), ink, False)
        surface.blit(name, name.get_rect(midleft=(r.x + LICENCE_NAME_X, mid)))
        x = r.right - 20
        more = len(holders) - HOLDER_BADGES
        if more > 0:  # a tie of many on an end licence: two badges and "+3"
            label = theme.text(f"+{more}", theme.SMALL, ink if fill else theme.CREAM, True)
            surface.blit(label, label.get_rect(midright=(r.right - 8, mid)))
            x = r.right - 8 - label.get_width() - 14
        for seat in reversed(holders[:HOLDER_BADGES]):
            c = theme.seat_colour(seat)
            pen.circle(surface, theme.WHITE, (x, mid), 11)
            pen.circle(surface, c, (x, mid), 10)
            art.symbol_badge(surface, theme.seat_symbol(seat), (x, mid), 6, theme.WHITE, edge=c)
            x -= 24


def draw_help(surface, licences: tuple, names, L=L) -> None:  # noqa: N803 - as paint_lanes
    """The licences in full: what each asks, its points and its holder; any tap closes it.  The sizes and the
    lines a licence's help may take are the places' (``L.HELP_*``): upright larger, each help wrapped whole."""
    widgets.dim_whole(whole(surface), (0, 10, 20, 150))
    r = L.HELP
    pen.rect(surface, (0, 0, 0), r.move(4, 8), border_radius=26)
    pen.rect(surface, theme.CREAM, r, border_radius=26)
    pen.rect(surface, theme.SAND_DARK, r, 3, border_radius=26)
    head = fit(t("fatfish.term.licences"), L.HELP_TITLE, r.w - 60, theme.INK, True)
    surface.blit(head, (r.x + 30, r.y + 16))
    y = r.y + 32 + round(L.HELP_TITLE * 1.0)
    indent, name_step, line_step = L.HELP_INDENT, round(L.HELP_NAME * 1.17), round(L.HELP_TEXT * 1.25)
    for lid, _kind, vp, holders in licences:
        coin(surface, (r.x + indent - 28, y + L.HELP_NAME // 2 + 8), vp, L.HELP_COIN)
        name = theme.text(licence_name(lid), L.HELP_NAME, theme.INK, True)
        surface.blit(name, (r.x + indent, y))
        room = r.w - indent - 30
        if L.HELP_LINES == 1:
            lines = [fitted(licence_help(lid), L.HELP_TEXT, room, (70, 76, 86), False)]
        else:
            words = list(wrap(licence_help(lid), L.HELP_TEXT, room))
            # the last row takes the rest, shrunk and cut there (``fitted``: a check of ``cut`` sees it), none dropped
            kept = words[:L.HELP_LINES - 1] + [" ".join(words[L.HELP_LINES - 1:])] if words else []
            lines = [theme.text(line, L.HELP_TEXT, (70, 76, 86)) if i < len(kept) - 1
                     else fitted(line, L.HELP_TEXT, room, (70, 76, 86), False) for i, line in enumerate(kept)]
        for i, text in enumerate(lines):
            surface.blit(text, (r.x + indent, y + name_step + i * line_step))
        x = r.right - 28
        if not holders:
            label = theme.text("–", L.HELP_HOLDER, theme.MUTED, True)
            surface.blit(label, label.get_rect(topright=(x, y + 4)))
        for seat in reversed(holders[-3:]):
            label = fit(names(seat), L.HELP_HOLDER, L.HELP_HOLDER_W, theme.SEA, True)
            rect = surface.blit(label, label.get_rect(topright=(x, y + 4)))
            badge = 11 * L.HELP_HOLDER // theme.SMALL
            centre = (rect.x - badge - 5, rect.centery)
            pen.circle(surface, theme.seat_colour(seat), centre, badge)
            art.symbol_badge(surface, theme.seat_symbol(seat), centre, badge * 6.5 / 11, theme.WHITE,
                             edge=theme.seat_colour(seat))
            x = rect.x - 2 * badge - 14
        y += L.HELP_ROW
    close = theme.text(t("fatfish.ui.tap_to_close"), L.HELP_HOLDER, (110, 116, 126), True)
    surface.blit(close, close.get_rect(midbottom=(r.centerx, r.bottom - 10)))


# -- the take panel --------------------------------------------------------------------------------------------

BONUS_ROOM = L.TAKE.w - 60  # the take panel's line over its button: licences won, or how to keep another card


def draw_take_panel(surface, title: str, preview: str, bonus: str, button: str, ready: bool,
                    L=L) -> None:  # noqa: N803 - as paint_lanes
    """The frame of the plus-card choice (the cards are drawn by the scene on top)."""
    r = L.TAKE
    pen.rect(surface, (0, 0, 0), r.move(3, 6), border_radius=22)
    pen.rect(surface, (14, 52, 84), r, border_radius=22)
    pen.rect(surface, theme.GLOW, r, 3, border_radius=22)
    lines = kept(wrap(title, theme.BODY, r.w - 40, True), 2)
    y = r.y + 12
    for line in lines:
        img = theme.text(line, theme.BODY, theme.CREAM, True)
        surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
        y += 30
    shown = draw_button(surface, L.TAKE_BUTTON, button, enabled=ready)  # (grown to a small screen's tap floor)
    label = fitted(preview, theme.BODY, L.TAKE_BUTTON.x - r.x - 40, theme.GLOW, True)
    preview_y = L.TAKE_BUTTON.centery
    if bonus:
        extra = fitted(bonus, theme.SMALL, BONUS_ROOM, theme.FOAM, True)
        place = extra.get_rect(midtop=(r.centerx, L.TAKE_BUTTON.y - 26))
        tags = mark_tag_rect(pygame.Rect((0, L.TAKE_CARDS_Y), L.TAKE_CARD), False).bottom - 1  # (its ring's)
        if place.colliderect(shown):  # the floor's type and the grown button: the line ran under the button
            place.bottom = shown.top - 2
        if place.top < tags:  # no room over the button either: wrapped left of it, over the preview
            extra = wrapped(bonus, theme.SMALL, shown.x - 12 - (r.x + 26), theme.FOAM, True, 2)
            place = extra.get_rect(topleft=(r.x + 26, tags + 2))
            preview_y = max(preview_y, place.bottom + 2 + label.get_height() // 2)
        surface.blit(extra, place)
    surface.blit(label, label.get_rect(midleft=(r.x + 26, preview_y)))


PROMPT_ROOM = L.CENTER.w - 40  # the prompt line between the rows and the hand


def prompt_layout(text: str) -> tuple[int, tuple[str, ...]]:
    """The prompt's font size and lines: one line, shrunk down to the theme's floor if it must; a longer one
    (a caption naming six players) in two lines at the floor size — never cut.  One too wide even at the floor is
    wrapped at once: shrinking it a size at a time measured it at all nine sizes first, 0.4 ms of a row's take at
    1920 × 1080, one of the slowest frames there (issue 29)."""
    if theme.width(text, SMALLEST, True) > PROMPT_ROOM:
        return SMALLEST, kept(wrap(text, SMALLEST, PROMPT_ROOM, True), 2)
    size = fit_size(text, theme.BODY, PROMPT_ROOM, True)
    if theme.width(text, size, True) <= PROMPT_ROOM:
        return size, (text,)
    return SMALLEST, kept(wrap(text, SMALLEST, PROMPT_ROOM, True), 2)


def prompt_look(text: str, highlight: bool = False, y: int | None = None, places=L) -> tuple | None:
    """The line over the hand as :func:`paint_prompt` draws it: (its pill's box, its text, highlighted, its size,
    its lines); None for no text."""
    if not text:
        return None
    y = places.PROMPT_Y if y is None else y
    size, lines = prompt_layout(text)
    ink = theme.INK if highlight else theme.CREAM
    step = theme.font(size, True).get_linesize()
    box = pygame.Rect(0, 0, max(theme.text(line, size, ink, True).get_width() for line in lines), step * len(lines))
    box.center = (places.HAND_CX, y)
    box.inflate_ip(36, 12)
    return box, text, highlight, size, lines


def paint_prompt(surface, look: tuple, shift: tuple[int, int]) -> None:
    """The prompt's pill and words (:func:`prompt_look`); ``shift``: where ``surface`` has the table's (0, 0)."""
    box, _, highlight, size, lines = look
    box = box.move(shift)
    ink = theme.INK if highlight else theme.CREAM
    images = [theme.text(line, size, ink, True) for line in lines]
    step = theme.font(size, True).get_linesize()
    if highlight:
        pen.rect(surface, theme.GLOW, box, border_radius=min(box.h // 2, 22))
        pen.rect(surface, art.darken(theme.GLOW, 0.35), box, 2, border_radius=min(box.h // 2, 22))
    else:
        surface.blit(prompt_pill(box), box.topleft)
    top = box.centery - step * len(images) // 2
    for i, img in enumerate(images):
        surface.blit(img, img.get_rect(midtop=(box.centerx, top + i * step)))


def prompt_pill(box: pygame.Rect) -> pygame.Surface:
    """The pill under a prompt that is not highlighted (:func:`paint_prompt`), cached per size."""
    return panel(box.size, min(box.h // 2, 22))


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
