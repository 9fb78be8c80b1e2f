"""Drawing the Fischen table: the ``Drawer`` half of the scene, and the pieces it draws with (plates with
counts, the sea, the score track, banners, the round summary).

The module functions draw from plain values (what the scene shows right now); anything that is the
same frame after frame (the score track, plates' icon rows, the summary) is cached by its values.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from fishgames.games.fischen import scene_layout as L
from fishgames.games.fischen import scene_text as T
from fishgames.games.fischen.bits import Phase, hand_size
from fishgames.games.fischen.plate_rows import NAME_GAP, SCORE_PX, draw_uneven, uneven_rows
from fishgames.games.fischen.scene_cards import (
    ACCENT,
    NEXT_TRICK,
    back_spec,
    colour_name,
    face_spec,
    icon,
    short_name,
    suit_of,
)
from fishgames.games.fischen.view_types import FischenView
from fishgames.i18n import t
from fishgames.ui import art, fine, pen, sprites, theme, widgets
from fishgames.ui.canvas import bare, composed, painted_on, picture
from fishgames.ui.display import whole
from fishgames.ui.picture_cache import SCREEN_BYTES, picture_cache
from fishgames.ui.table_kit import draw_stack
from fishgames.ui.text import (
    SMALLEST,
    cut,
    fit,
    fit_size,
    fitted,
    kept,
    longest_fitting,
    name_block,
    name_height,
    rows_held,
    shadowed,
    squeezed,
    whole_in_a_row,
    wrap,
)
from fishgames.ui.widgets import PANEL, SeatPlate, draw_badge, draw_button, panel, star_row

SHAPES = frozenset({"circle", "square", "triangle", "diamond", "star", "cross"})
LOSS = (255, 150, 120)  # −3 marks on the dark panels
#: The backdrop's pictures (of the shared cache, so the set-up can draw them ahead): the sea, the table.
WATER = ("underwater", theme.SIZE, 0, {"top": art.mix(theme.SHALLOW, ACCENT, 0.15),
                                       "bottom": art.mix(theme.DEEP, ACCENT, 0.12), "bubbles": 24})
TABLE = L.TABLE
TABLE_WATER = ("table", TABLE.size, "water", 3)


def table_water(table: pygame.Rect) -> tuple:
    """The sand table's picture for a layout's ``TABLE`` (``TABLE_WATER`` on the stage)."""
    return ("table", table.size, "water", 3)


class Drawer:
    """Mixin for the Fischen table: the drawing half (reads ``shown`` and the view, never the state)."""

    # -- drawing ------------------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: FischenView) -> None:
        s = self.shown
        if not s:
            return
        phase = self.decision(view)
        self._draw_seats(surface, s, view)
        lang = t.lang
        counters = (s["round"], s["rounds"], s["trick_no"], s["hand_size"])
        self.panel(surface, ("counters", lang, *counters), self.L.COUNTERS, lambda g, r: draw_counters(g, r, *counters))
        place = self.sea_places()[0]
        sea = (s["sea"], s["sea_level"], s["round"] > 0, place.h == self.L.SEA.h)  # (starless: your long name's room)
        self.panel(surface, ("sea", lang, *sea), place, lambda g, r: draw_sea(g, r, *sea))
        title = t("fischen.ui.score_track")
        track = score_track(self.L.score_rect().size, s["players"], tuple(s["history"]), tuple(s["scores"]), s["round"],
                            s["rounds"], title, t("fischen.ui.now"))
        surface.blit(track, self.L.score_rect().topleft)
        self.draw_log(surface, self.log)
        self._draw_chips(surface, s)
        self._draw_trick(surface, s, view, phase)
        self._draw_prompt(surface, s, view, phase)
        self._draw_hand(surface, s, view, phase)
        for sprite in self.flying:
            sprite.draw(surface)
        for sprite in self.popups:
            sprite.draw(surface)
        self.show_banner(surface, ACCENT, self.L.TRICK_Y)
        if self.summary is not None:
            names = [self.seat_name(i) for i in range(self.players)]
            label = t("fischen.ui.to_results") if self.summary.get("over") else t("fischen.ui.continue")
            draw_summary(surface, self.summary, names, label, self.L)

    def draw_backdrop(self) -> pygame.Surface:
        surf = sprites.opaque(WATER)
        surf.blit(sprites.spec_image(table_water(self.L.TABLE)), self.L.TABLE.topleft)
        return sprites.for_display(surf)  # opaque, in the window's format: the fastest full-screen blit

    def _draw_seats(self, surface, s: dict, view: FischenView) -> None:
        idle = self.animator.idle and self.summary is None
        self.hints_out = {}  # (the chips on the stage say them: ``_draw_chips``)
        for glow, key, rect, paint, pad in self._seat_looks(s, view, idle, self.hints_out):
            if glow is not None:  # the glow reaches beyond the cached picture (neighbours' pictures would cut it)
                widgets.draw_glow(surface, rect, glow, 0.9, steady=True)
            self.panel(surface, key, rect, paint, pad=pad)

    def _seat_looks(self, s: dict, view: FischenView, idle: bool, out: dict | None = None) -> list[tuple]:
        """Each plate (the others', your own, what you would fish next) as ``s`` shows it, with nothing moving if
        ``idle``: (its glow's colour or None, key, rect, paint, pad) for :meth:`panel` (or :meth:`panel_ahead`: the
        look a story's end shows).  A hint that leaves the plate goes into ``out`` (seat -> hint): where another
        human's long name is whole on it only without the hint's line (800 × 480 at 150 %: two rows of 28 px and
        the counts fill the 96 px plate; the stage's top under it holds the round's counters and the effects'
        chips, among which it stands)."""
        to_act = set(view["to_act"]) if idle else set()
        passing = idle and view["phase"] == Phase.PASS.text
        looks = []
        for seat, rect in self.plate_rects().items():
            hint = self._plate_hint(s, seat, to_act, passing)
            counts = (s["hand_counts"][seat], s["boats"][seat], s["fisch"][seat])
            if hint and hint_moves_out(rect, seat, self.seat_name(seat), s["scores"][seat], counts, hint):
                if out is not None:
                    out[seat] = hint
                hint = ""
            active = seat in to_act and not (passing and s["picked"][seat])
            plate = (seat, self.seat_name(seat), s["scores"][seat], counts, hint, active)
            looks.append((theme.seat_colour(seat) if active else None, ("plate", *plate), rect,
                          lambda g, r, p=plate: draw_plate(g, r, *p[:5], active=p[5]), 5))
        b = self.bottom
        own = (b, self.seat_name(b), s["scores"][b], (s["hand_counts"][b], s["boats"][b], s["fisch"][b]), b in to_act,
               t.lang)
        looks.append((theme.seat_colour(b) if b in to_act else None, ("own", *own), self.own_plate_rect(),
                      lambda g, r: draw_own(g, r, *own[:5]), 5))
        count = self._need_next(s, b)
        if self.viewer == b and count is not None:
            text = (t("fischen.ui.sea_need_one") if count == 1 else t("fischen.ui.sea_need", count=count) if count
                    else t("fischen.ui.sea_need_none"))
            short = t("fischen.ui.need_short", count=count)  # (0 too: "Next round: 0 sea cards")
            looks.append((None, ("need", text), self.sea_places()[1],
                          lambda g, r: draw_need(g, r, text, self.L.NEED_LINES, short), 4))
        return looks

    @staticmethod
    def _plate_hint(s: dict, seat: int, to_act: set, passing: bool) -> str:
        """What a top plate says under its counts: picking or picked (passing), to play, or leads the next trick."""
        if passing:
            return ("✓ " + t("fischen.ui.picked")) if s["picked"][seat] else t("fischen.ui.picking")
        if seat in to_act:
            return t("fischen.ui.to_act")
        if not s["trick"] and s["leader"] == seat:
            return t("fischen.ui.leads")
        return ""

    def sea_need_next(self, seat: int) -> int | None:
        """Cards ``seat`` would fish from the sea next round if the round ended now (from the shown
        counts, so the preview changes when a caught card lands)."""
        return self._need_next(self.shown, seat)

    def _need_next(self, s: dict, seat: int) -> int | None:
        if not 1 <= s["round"] < s["rounds"] or s["game_over"]:
            return None
        return max(0, hand_size(s["players"], s["round"] + 1) - s["boats"][seat] - s["fisch"][seat])

    def face(self, code: str, size: tuple[int, int] | None = None) -> pygame.Surface:
        """``code``'s face at ``size`` (None: the hand's cards, ``L.CARD``; the trick's: ``L.TRICK_CARD``)."""
        size = tuple(size or self.L.CARD)
        key = (code, t.lang, theme.symbols, size, theme.text_floor)  # a buoy's or zero's words: at the floor
        img = self._faces.get(key)
        if img is None:
            img = self._faces[key] = sprites.image(*face_spec(code, size))
        return img

    def _draw_chips(self, surface, s: dict) -> None:
        """The effects in force as chips over the trick ("Named colour: blue (by Anna)"), kept in ``chip_rects``
        for the bubbles to leave clear (``keep_clear``)."""
        self.chip_rects = []
        fx = s["effects"]
        long, short = [], []
        if fx.get("named"):
            tn = art.TINTS[fx["named"]]
            namer = self.seat_name(fx["namer"]) if fx.get("namer") is not None else ""
            long.append((t("fischen.ui.named_colour", colour=colour_name(fx["named"]), seat=namer), tn.main, tn.symbol))
            short.append((t("fischen.ui.chip_named", colour=colour_name(fx["named"])), tn.main, tn.symbol))
        if fx.get("lowest_wins"):
            long.append((t("fischen.ui.lowest_wins"), (92, 108, 128), "↓"))
            short.append((t("fischen.ui.chip_lowest"), (92, 108, 128), "↓"))
        if fx.get("forced_leader") is not None:
            seat = fx["forced_leader"]
            entry = (theme.seat_colour(seat), theme.seat_symbol(seat))
            long.append((t("fischen.ui.forced_leader", seat=self.seat_name(seat)), *entry))
            short.append((t("fischen.ui.chip_forced", seat=self.seat_name(seat)), *entry))
        for seat, hint in getattr(self, "hints_out", {}).items():  # a long name's plate without room for its hint
            if not (seat == fx.get("forced_leader") and hint == t("fischen.ui.leads")):  # (its chip says so)
                long.append((hint, theme.seat_colour(seat), theme.seat_symbol(seat)))
                short.append(long[-1])
        if not long:
            return
        chips = [chip(*c) for c in long]
        if sum(c.get_width() + 12 for c in chips) > self.L.CENTER.w - 16:
            chips = [chip(*c) for c in short]
        self.chip_rects = draw_chips(surface, chips, self.L.CHIPS_Y, self.L)

    def _draw_trick(self, surface, s: dict, view: FischenView, phase) -> None:
        """The trick's places (empty ones outlined), who plays each in which order, and the cards in them: painted
        once per look and then copied where they lie on the backdrop alone (``canvas.composed``); drawn as usual
        while a zero's targets pulse."""
        look = self._trick_look(s, view, phase, self.glow)
        if isinstance(look, list):  # (a zero's targets: drawn as usual)
            self._paint_trick(surface, s["players"], look, self.trick_targets(view), view.get("zero"), (0, 0))
            return
        composed(surface, *look)

    def _trick_look(self, s: dict, view: FischenView, phase, glows: dict):
        """(key, rect, paint) of the trick as ``s`` and ``glows`` show it, for ``canvas.composed`` (or
        ``composed_ahead``: the look a story's end shows); while a zero's targets pulse only its places."""
        n = s["players"]
        targets = self.trick_targets(view) if phase == Phase.ZERO.text else {}
        zero = view.get("zero") if phase == Phase.ZERO.text else None
        leader = s["leader"]
        collected = len(s["trick"]) == n and not any(play["in"] for play in s["trick"])
        places = []  # (index, seat shown under it, its card in place or None, its glow colour or None)
        for i in range(n):
            play = s["trick"][i] if i < len(s["trick"]) else None
            if collected:  # a finished trick whose cards are all caught: only empty places
                seat = None
            elif play is not None:
                seat = play["seat"]
            else:
                seat = (leader + i) % n if leader is not None else None
            card = play["card"] if play is not None and play["in"] else None
            glow = None
            if card is not None and card not in targets:
                if i in glows:
                    glow = tuple(glows[i])
                if zero is not None and zero["index"] == i:
                    glow = (glow, tuple(theme.seat_colour(self.bottom)))
            places.append((i, seat, card, glow))
        if targets:
            return places
        shadow = sprites.image("shadow", self.L.TRICK_CARD, 10, 5)
        reach = 2 * (4 + widgets.GLOW_REACH)  # a played card's glow: its rect grown by 4, the ring beyond that
        drawn = [part for i in range(n) for part in (
            self.L.trick_rect(i, n).inflate(reach, reach), shadow.get_rect(topleft=self.L.trick_rect(i, n).move(3, 6).topleft),
            order_badge(i, 0).get_rect(center=(self.L.trick_rect(i, n).centerx, self.L.ORDER_Y)))]
        bounds = drawn[0].unionall(drawn)
        key = ("fischen trick", n, tuple(places), t.lang, theme.symbols, theme.text_floor)
        glows = dict(glows)  # (as they are now: the copy painted ahead keeps the story's end's)
        return key, bounds, lambda canvas, at: self._paint_trick(
            canvas, n, places, {}, zero, (at.x - bounds.x, at.y - bounds.y), glows)

    def _paint_trick(self, surface, n: int, places: list, targets: dict, zero, shift: tuple[int, int],
                     glows: dict | None = None) -> None:
        glows = self.glow if glows is None else glows
        card = self.L.TRICK_CARD
        card_shadow = sprites.image("shadow", card, 10, 5)
        for i, seat, code, _ in places:
            rect = self.L.trick_rect(i, n).move(shift)
            if code is None:
                pen.rect(surface, (150, 200, 220), rect, 2, border_radius=12)
            if seat is not None:
                badge = order_badge(i, seat)
                surface.blit(badge, badge.get_rect(center=(rect.centerx, self.L.ORDER_Y + shift[1])))
            if code is None:
                continue
            if code in targets:
                rect = targets[code].move(shift)
                widgets.draw_glow(surface, rect.inflate(14, 14), theme.GLOW, 0.6 + 0.4 * widgets.pulse(self.app.now()))
            elif i in glows:
                widgets.draw_glow(surface, rect.inflate(8, 8), glows[i], 1.0)
            if zero is not None and zero["index"] == i:
                widgets.draw_glow(surface, rect.inflate(8, 8), theme.seat_colour(self.bottom), 1.0)
            surface.blit(card_shadow, rect.move(3, 6))
            surface.blit(self.face(code, card), rect)
            if code in targets:
                ring = sprites.image("card_glow", card)
                surface.blit(ring, ring.get_rect(center=rect.center))
            if targets and code not in targets and not (zero is not None and zero["index"] == i):
                surface.blit(sprites.image("card_dim", card), rect)

    def prompt_text(self, view: FischenView | None = None) -> str:
        """The line under the trick: what the viewer must decide, whom we wait for, or what just happens."""
        view = view or self.view
        if self.summary is not None:
            return ""
        if not self.animator.idle or self.flying:
            return self.caption
        phase = self.decision(view)
        if phase == Phase.PLAY.text:
            lead = view["lead_suit"]
            if lead is not None and any(suit_of(c) == lead for c in self.shown["hand"]):
                return t("fischen.ui.prompt_follow", colour=colour_name(lead))
            return t("fischen.phase.play")
        if phase == Phase.ZERO.text:
            return t("fischen.phase.zero")
        if phase == Phase.PASS.text:
            return t("fischen.ui.pass_to", seat=self.seat_name((self.viewer + 1) % self.players))
        if phase == Phase.NAME.text:
            return t("fischen.phase.name")
        return T.waiting_text(view, self.seat_name)

    def _draw_prompt(self, surface, s: dict, view: FischenView, phase) -> None:
        self.drawn_warning = False
        text = self.prompt_text(view)
        if not self.prompt_hidden:  # (a message stands in its place)
            draw_prompt(surface, text, y=self.L.PROMPT_Y, highlight=phase is not None, places=self.L)
        if phase == Phase.PLAY.text:
            if self.warns(view, phase):
                draw_warning(surface, t("fischen.ui.effects_lost"), self.L.BUTTONS)
                self.drawn_warning = True
        elif phase == Phase.PASS.text:
            rect, label = self.pass_button()
            draw_button(surface, rect, label, enabled=self.pass_choice is not None)
        elif phase == Phase.NAME.text:
            draw_colour_buttons(surface, places=self.L)

    def warns(self, view: FischenView, phase) -> bool:
        """Whether the buttons' band shows the warning that a next-trick buoy does nothing now (the round's last
        trick, one in your hand)."""
        return (phase == Phase.PLAY.text and bool(view.get("effects_lost_now"))
                and any(c in NEXT_TRICK for c in self.shown["hand"]))

    def buttons_band(self, view: FischenView) -> list[pygame.Rect]:
        """What stands in the band under the prompt (``L.BUTTONS``): the pass button (its sides are open water), the
        colours or the warning (the band whole); while you play a card or wait, nothing: open water (Biber's words,
        at three seats, had no spot but there: issue 29)."""
        phase = self.decision(view)
        if phase == Phase.PASS.text:
            return [self.pass_button()[0]]
        return [self.L.BUTTONS] if phase == Phase.NAME.text or self.warns(view, phase) else []

    def prompt_box(self) -> pygame.Rect:
        """The band of the prompt's line (or the message in its place) across the sand, down to its pill's foot
        where it takes more lines (a long caption)."""
        band = pygame.Rect(self.L.CENTER.x, self.L.PROMPT_Y - 20, self.L.CENTER.w, 40)
        text = self.prompt_text()
        if text:
            band.h = max(band.h, prompt_look(text, self.L.PROMPT_Y, self.L)[2].bottom - band.y)
        return band

    def lines_ahead(self, lines: tuple[str, ...]) -> None:
        """A log line to come is the caption the prompt will show while its animation plays (both are
        ``event_text``): its pill and words drawn ahead into their caches in a light frame (``TableScene.lines_ahead``,
        as Fat Fish's); the frame that showed a new caption drew them, at 1920 × 1080 at both scales (issue 29)."""
        for line in lines:
            prompt_ahead(line, self.L.PROMPT_Y, self.L)

    def pass_button(self) -> tuple[pygame.Rect, str]:
        """Where the pass button is and what it says (the card chosen, or to choose one first)."""
        label = t("fischen.ui.pass_button", card=short_name(self.pass_choice)) if self.pass_choice \
            else t("fischen.ui.pass_choose")
        return self.L.pass_button(theme.width(label, theme.BODY, True)), label

    def _draw_hand(self, surface, s: dict, view: FischenView, phase) -> None:
        """The bottom seat's hand (backs when it is not the viewer's), painted once per look and then copied where
        it lies on the backdrop alone (``canvas.composed``); drawn as usual while a card to pass glows."""
        self.drawn_faces = []
        b = self.bottom
        if self.viewer != b or self.viewer is None:
            cards = tuple((None, pygame.Rect(left, self.L.HAND_TOP, *self.L.CARD), False, False)
                          for left in self.L.hand_lefts(s["hand_counts"][b]))
        else:
            legal = set(view["legal"]) if phase in (Phase.PLAY.text, Phase.PASS.text) else None
            warn = phase == Phase.PLAY.text and view.get("effects_lost_now")
            cards = tuple((code, rect, legal is not None and code not in legal,
                           bool(warn and code in NEXT_TRICK and code in (legal or ())))
                          for code, rect in self.hand_rects(view))
            self.drawn_faces = [code for code, *_ in cards]
        mine = (view.get("pass") or {}).get("my_pick") if view["phase"] == Phase.PASS.text else None
        chosen = self.pass_choice if phase == Phase.PASS.text else None
        if not cards:
            return
        if (mine is not None or chosen is not None) and self.drawn_faces:  # a glow and a tag reach out
            self._paint_hand(surface, cards, (0, 0), chosen, mine)
            return
        split = len(cards)  # the cards before it lie on the backdrop alone: painted once, then copied
        while split and not bare(surface, _hand_extent(cards[:split], surface.get_rect(), self.L.CARD)):
            split -= 1  # (the last cards' shadows fall on the log, drawn before them)
        if split:
            bounds = _hand_extent(cards[:split], surface.get_rect(), self.L.CARD)
            key = ("fischen hand", tuple((code, tuple(r), dim, warned) for code, r, dim, warned in cards[:split]),
                   t.lang, theme.symbols, theme.text_floor)
            composed(surface, key, bounds, lambda canvas, at: self._paint_hand(
                canvas, cards[:split], (at.x - bounds.x, at.y - bounds.y), None, None))
        self._paint_hand(surface, cards[split:], (0, 0), None, None)

    def _paint_hand(self, surface, cards: tuple, shift: tuple[int, int], chosen, mine) -> None:
        """Each card's shadow, face or back, dimmed when it cannot be played and marked when it loses the
        effects; ``shift``: where ``surface`` has the table's (0, 0); ``chosen``: the card to pass (it glows),
        ``mine``: the card passed (tagged)."""
        shadow = sprites.image("shadow", self.L.CARD, 10, 5)
        back = sprites.image(*back_spec(self.L.CARD))
        dim = sprites.image("card_dim", self.L.CARD)
        for code, rect, dimmed, warned in cards:
            rect = rect.move(shift)
            surface.blit(shadow, rect.move(3, 6))
            if code is None:
                surface.blit(back, rect.topleft)
                continue
            if code == chosen:
                widgets.draw_glow(surface, rect.inflate(6, 6), theme.GLOW, 1.0)
            surface.blit(self.face(code), rect)
            if dimmed:
                surface.blit(dim, rect)
            if warned:
                warn_badge(surface, rect)
            if mine == code:
                pass_tag(surface, rect)


def _hand_extent(cards: tuple, stage: pygame.Rect, card=L.CARD) -> pygame.Rect:
    """Where hand ``cards`` (as ``Drawer._draw_hand`` lists them) and their shadows are drawn, cut at the
    ``stage``'s foot (the shadows reach below it)."""
    shadow = sprites.image("shadow", card, 10, 5)
    rects = [r for _, r, *_ in cards] + [shadow.get_rect(topleft=(r.x + 3, r.y + 6)) for _, r, *_ in cards]
    return rects[0].unionall(rects).clip(stage)


# -- seats ------------------------------------------------------------------------------------------------

def counts_row(hand: int, boat: int, catch: int, colour=theme.CREAM) -> pygame.Surface:
    """Hand, boat and catch counts as icon + number (language-free, so it fits every plate; with its twin)."""
    return _counts_row(hand, boat, catch, colour, fine.k)


#: Half a design screen, twins counted (grown by fine.room()): a frame shows one row a seat; 256 kept by count grew
#: game after game (2.7 MB after 4,000 busy frames at 1920 × 1080, more later; issue 33).
@picture_cache(SCREEN_BYTES // 2)
def _counts_row(hand: int, boat: int, catch: int, colour, k: float) -> pygame.Surface:
    parts = []
    for name, value in (("hand", hand), ("boat", boat), ("catch", catch)):
        parts.append(icon(name))
        parts.append(theme.text(str(value), theme.SMALL, colour, True))
    w = sum(p.get_width() for p in parts) + 18 * (len(parts) // 2)
    h = max(p.get_height() for p in parts)

    def paint(out) -> None:
        x = 0
        for i, part in enumerate(parts):
            out.blit(part, (x, (h - part.get_height()) // 2))
            x += part.get_width() + (4 if i % 2 == 0 else 14)

    return picture((w, h), paint)




def draw_plate(surface, rect, seat: int, name: str, score: int, counts: tuple[int, int, int], hint: str,
               active: bool) -> None:
    """A seat plate with a slightly smaller score than the shared one, so names of five seats still fit.

    The score is whole and placed first; the name gets what is left of the line short of it by ``NAME_GAP``
    (it shrinks, and is cut only at the smallest size)."""
    plate = SeatPlate(seat, rect, name="", score="", counts=counts_row(*counts), hint=hint)
    plate.active = active
    badge_r = min(24, max(rect.h, 88) // 4 + 4)
    x = plate.rect.x + 12 + 2 * badge_r + 10  # right of the seat badge
    score_img = theme.text(str(score), SCORE_PX, theme.GLOW, True)
    score_at = score_img.get_rect(topright=(plate.rect.right - 12, plate.rect.y + 8))
    if not whole_in_a_row(name, theme.BODY, score_at.x - NAME_GAP - x):  # another human's long name: the shared
        long = SeatPlate(seat, rect, name, score, counts=counts_row(*counts), hint=hint)  # plate's, in rows
        long.active, long.score_px, long.name_gap = active, SCORE_PX, NAME_GAP  # where it has the height for them
        if long.name_rows() is not None:
            long.draw(surface)
            return
        uneven = uneven_rows(rect, seat, name, score, counts_row(*counts), hint)
        if uneven is not None:  # the score beside the narrower row, the other on under it (a row with no room)
            draw_uneven(surface, rect, seat, score, counts_row(*counts), hint, active, uneven)
            return
    plate.draw(surface)  # the badge, the counts under the name line and the hint at the foot
    surface.blit(squeezed(name, theme.BODY, score_at.x - NAME_GAP - x, theme.CREAM), (x, plate.rect.y + 8))
    surface.blit(score_img, score_at)


def hint_moves_out(rect: pygame.Rect, seat: int, name: str, score: int, counts: tuple[int, int, int],
                   hint: str) -> bool:
    """Whether ``name`` is whole on the plate :func:`draw_plate` draws at ``rect`` only without the ``hint``'s line."""
    return _moves_out(tuple(rect), seat, name, score, counts, hint, theme.text_floor, theme.symbols)


@lru_cache(maxsize=64)
def _moves_out(rect: tuple, seat: int, name: str, score: int, counts: tuple, hint: str, *drawn_with) -> bool:
    return not _name_whole(rect, seat, name, score, counts, hint) and _name_whole(rect, seat, name, score, counts, "")


def _name_whole(rect: tuple, seat: int, name: str, score: int, counts: tuple, hint: str) -> bool:
    """Whether :func:`draw_plate` shows ``name`` whole: in its row, in the shared plate's rows or in uneven rows."""
    plate = SeatPlate(seat, rect, name="", score="", counts=counts_row(*counts), hint=hint)
    x = plate.rect.x + 12 + 2 * min(24, max(plate.rect.h, 88) // 4 + 4) + 10
    score_x = plate.rect.right - 12 - theme.width(str(score), SCORE_PX, True)
    if whole_in_a_row(name, theme.BODY, score_x - NAME_GAP - x):
        return True
    long = SeatPlate(seat, rect, name, score, counts=counts_row(*counts), hint=hint)
    long.score_px, long.name_gap = SCORE_PX, NAME_GAP
    return long.name_rows() is not None or uneven_rows(rect, seat, name, score, counts_row(*counts), hint) is not None


#: The px a top plate may rise toward the screen's edge for another human's long name in rows (800 x 480 at 150 %:
#: two rows at the floor of 24 take 56 px, the 92 px plate gives them 52 over its counts).
PLATE_RISE = 4


def _holding(rect: pygame.Rect, seat: int, name: str, score: int) -> pygame.Rect | None:
    """``rect`` where ``name`` is whole in it (a row, or rows with no hint under them), else it :data:`PLATE_RISE`
    px taller upward where that holds the rows; None: neither does."""
    x = rect.x + 12 + 2 * min(24, max(rect.h, 88) // 4 + 4) + 10
    room = rect.right - 12 - theme.text(str(score), SCORE_PX, theme.GLOW, True).get_width() - NAME_GAP - x
    if whole_in_a_row(name, theme.BODY, room):
        return rect
    for plate_rect in (rect, pygame.Rect(rect.x, rect.y - PLATE_RISE, rect.w, rect.h + PLATE_RISE)):
        long = SeatPlate(seat, plate_rect, name, score, counts=counts_row(0, 0, 0))
        long.score_px, long.name_gap = SCORE_PX, NAME_GAP
        if long.name_rows() is not None:
            return plate_rect
    return None


def plates_holding(rects: dict[int, pygame.Rect], names: dict[int, tuple[str, int]], row: pygame.Rect
                   ) -> dict[int, pygame.Rect]:
    """The top plates ``rects`` (in ``row``), each risen a little where another human's long name (``names``: seat ->
    (name, score)) needs it for its rows, and wider by the row's room beside them where it needs the width too
    (800 x 480 at 150 %: 'Johannes Mohr' 205 px at the floor, where a plate's name room beside a score of 0 is 202);
    where neither holds it, the plates as they were (the name cut in its row)."""
    held = {seat: _holding(rect, seat, *names[seat]) for seat, rect in rects.items()}
    short = [seat for seat, rect in held.items() if rect is None]
    if short:
        spare = row.w - sum(rect.w for rect in rects.values()) - 8 * (len(rects) - 1)
        x = row.x
        widened = {}
        for seat, rect in sorted(rects.items(), key=lambda item: item[1].x):
            w = rect.w + (spare // len(short) if seat in short else 0)
            widened[seat] = pygame.Rect(x, rect.y, w, rect.h)
            x += w + 8
        again = {seat: _holding(rect, seat, *names[seat]) for seat, rect in widened.items()}
        if all(rect is not None for rect in again.values()):
            return again
    return {seat: held[seat] or _uneven_holding(rect, seat, *names[seat]) or rect for seat, rect in rects.items()}


def _uneven_holding(rect: pygame.Rect, seat: int, name: str, score: int) -> pygame.Rect | None:
    """``rect``, or it :data:`PLATE_RISE` px taller upward, where ``name`` fits it in rows of unequal room (the
    score beside the narrower: :func:`uneven_rows`); None: neither does."""
    for plate_rect in (rect, pygame.Rect(rect.x, rect.y - PLATE_RISE, rect.w, rect.h + PLATE_RISE)):
        if uneven_rows(plate_rect, seat, name, score, counts_row(0, 0, 0), "") is not None:
            return plate_rect
    return None


def own_name_room(r: pygame.Rect) -> int:
    """The bottom plate's name slot: right of the seat badge (as the shared plate places it) to the edge."""
    return r.w - 70 - 20


def draw_own(surface, r: pygame.Rect, seat: int, name: str, score: int, counts: tuple[int, int, int],
             active: bool) -> None:
    """The bottom seat's plate: the name across the top (the plate is narrow), the score under it on the
    right, then labelled counts (which teach the icons of the other plates)."""
    plate = SeatPlate(seat, pygame.Rect(r), name="", score="")
    plate.active = active
    plate.draw(surface)
    room = own_name_room(r)  # a long name shrinks before it is cut (the plate is only 204 px wide)
    score_img = theme.text(str(score), 36, theme.GLOW, True)
    if not whole_in_a_row(name, theme.BODY, room):
        _draw_own_long_name(surface, r, name, score_img, counts)
        return
    label = squeezed(name, theme.BODY, room, theme.CREAM)
    surface.blit(label, (r.x + 70, r.y + 8))
    surface.blit(score_img, score_img.get_rect(topright=(r.right - 14, r.y + 38)))
    y = r.y + 78
    labels = (("hand", t("fischen.ui.hand")), ("boat", t("fischen.term.boat")),
              ("catch", t("fischen.term.fischerin")))
    for (kind, label), value in zip(labels, counts, strict=True):
        surface.blit(icon(kind), (r.x + 16, y + 1))
        if kind == "catch":  # (a small panel's large type: "Fang", not "Fische…")
            label = longest_fitting((label, t("fischen.term.fischerin_short")), theme.SMALL, r.w - 100)
        surface.blit(fit(label, theme.SMALL, r.w - 100, theme.FOAM), (r.x + 50, y))
        number = theme.text(str(value), theme.SMALL, theme.CREAM, True)
        surface.blit(number, number.get_rect(topright=(r.right - 16, y)))
        y += 26


def _draw_own_long_name(surface, r: pygame.Rect, name: str, score_img, counts: tuple[int, int, int]) -> None:
    """Your plate for a name too long for the room beside the badge ("Maximili…" at 150 %): the score beside the
    badge, the name under it across the plate in as many rows as leave room for the counts, which take one row of
    icons at the foot (as the other plates show them) instead of three labelled ones."""
    surface.blit(score_img, score_img.get_rect(midright=(r.right - 14, r.y + 12 + 24)))
    row = counts_row(*counts)
    foot = r.bottom - 8 - row.get_height()
    top = r.y + 12 + 48 + 4
    rows = next((n for n in range(OWN_NAME_ROWS, 1, -1)
                 if top + name_height(name, theme.BODY, r.w - 2 * OWN_NAME_INSET, True, n) + 4 <= foot), 1)
    block = name_block(name, theme.BODY, r.w - 2 * OWN_NAME_INSET, theme.CREAM, True, rows)  # (as many as fit)
    surface.blit(block, (r.x + OWN_NAME_INSET, top))
    surface.blit(row, (r.x + 14, max(foot, top + block.get_height() + 4)))


OWN_NAME_ROWS = 3  # your name under the badge: the most rows it takes (24 letters the name pad allows, at 150 %)
#: Your name's rows under the badge start at the badge's left edge and keep as much from the plate's right: with 14
#: px, "Anna-Katharina" (178 px at the 20 px floor of 800 × 480) missed its 176 px row and went into a cut third.
OWN_NAME_INSET = 12


def own_long_height(name: str, w: int) -> int:
    """How tall your plate ``w`` px wide must be to show ``name`` whole (:func:`_draw_own_long_name`); 0 where it
    fits beside the badge."""
    if whole_in_a_row(name, theme.BODY, w - 90):
        return 0
    return 12 + 48 + 4 + name_height(name, theme.BODY, w - 2 * OWN_NAME_INSET, True, OWN_NAME_ROWS) + 4 + counts_row(0, 0, 0).get_height() + 8


def draw_need(surface, r: pygame.Rect, text: str, at_most: int = L.NEED_LINES, short: str = "") -> None:
    """The sea-draw preview for the bottom seat's next round, under the sea deck: at most ``at_most`` lines (0: as
    many as ``r`` holds) a line of the type apart (22 px at the least, the stage's), only as many as ``r`` holds
    whole; ``short`` where ``text`` needs more (800 × 480 at 150 %: 28 px type, five German rows in a 96 px panel
    lost "dem Meer.")."""
    if not text:
        return
    line = theme.font(theme.SMALL, True).get_linesize()
    step = max(22, line)
    room = rows_held(r.h - 6, step, line)
    room = min(room, at_most) if at_most else room
    lines = wrap(text, theme.SMALL, r.w - 24, True)
    if len(lines) > room and short:
        lines = wrap(short, theme.SMALL, r.w - 24, True)
    lines = kept(lines, room)
    box = pygame.Rect(r.x, r.y, r.w, 12 + step * len(lines))
    surface.blit(panel(box.size), box.topleft)
    y = box.y + 6
    for line in lines:
        surface.blit(theme.text(line, theme.SMALL, theme.GLOW, True), (box.x + 12, y))
        y += step


# -- round counters and the sea ---------------------------------------------------------------------------

def whole_or_short(key: str, size: int, room: int, bold: bool, shrinks: bool, **values) -> str:
    """``key``'s words, or its ``_short`` form ("Runde 8/8") where they are wider than ``room`` at ``size`` (or,
    ``shrinks``, at the floor): the large type of a small panel at 150 % cut them ("Runde 8 vo…", "Stich 11 von…")."""
    words = t(key, **values)
    if theme.width(words, fit_size(words, size, room, bold) if shrinks else size, bold) <= room:
        return words
    return t(key + "_short", **values)


def draw_counters(surface, r: pygame.Rect, round_no: int, rounds: int, trick: int, tricks: int) -> None:
    surface.blit(panel(r.size), r.topleft)
    if round_no <= 0:
        return
    words = whole_or_short("fischen.term.round", theme.BODY, r.w - 24, True, True, round=round_no, rounds=rounds)
    head = fitted(words, theme.BODY, r.w - 24, theme.CREAM, True)
    surface.blit(head, (r.x + 12, r.y + 6))
    if trick > 0:
        words = whole_or_short("fischen.term.trick_no", theme.SMALL, r.w - 24, False, False, trick=trick, tricks=tricks)
        line = fit(words, theme.SMALL, r.w - 24, theme.FOAM)
        surface.blit(line, (r.x + 12, r.y + 38))


def sea_pile_place(r: pygame.Rect) -> pygame.Rect:
    """The sea deck's pile (its lowest back) in the sea panel ``r`` (a wider sea: its middle)."""
    return L.SEA_PILE.move(r.x - L.SEA.x + (r.w - L.SEA.w) // 2, r.y - L.SEA.y)


def sea_layers(count: int) -> int:
    """How many backs ``draw_sea`` stacks for ``count`` cards, each 3 px up and left of the one below."""
    return min(4, (count + 14) // 15)


def sea_picture(r: pygame.Rect, count: int) -> pygame.Rect:
    """The bounds of the sea deck's picture as ``draw_sea`` draws it in ``r``: its backs (the top one up and left of
    the pile) and their shadows."""
    pile, off = sea_pile_place(r), 3 * max(0, sea_layers(count) - 1)
    return pygame.Rect(pile.x - off, pile.y - off, pile.w + off + 2, pile.h + off + 5)


def draw_sea(surface, r: pygame.Rect, count: int, level: int, started: bool = True, stars: bool = True) -> None:
    """The sea deck's pile and its depth: stars over "Depth 2 of 5", or (not ``stars``: a panel ``SEA_STARS_H``
    shorter, your long name's room) the words alone, where the stars were."""
    surface.blit(panel(r.size), r.topleft)
    said = longest_fitting((t("fischen.term.sea"), t("fischen.term.sea_short")), theme.SMALL, r.w - 20, True)
    title = fit(said, theme.SMALL, r.w - 20, theme.FOAM, True)  # ("Meer" upright at 150 %: "Meeressta…")
    surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + 8)))
    pile = sea_pile_place(r)
    layers = sea_layers(count)
    back = sprites.image(*back_spec(pile.size))
    draw_stack(surface, pile, layers, back, sprites.image("shadow", pile.size, 8, 5), drop=5, radius=10)
    draw_badge(surface, count, (pile.right - 6, pile.bottom - 8), ACCENT)
    if level:
        if stars:
            star_row(surface, level, (r.centerx, pile.bottom + 26), total=5, radius=11, align="center")
        depth = fit(t("fischen.ui.depth", level=level), theme.SMALL, r.w - 20, theme.FOAM)
        surface.blit(depth, depth.get_rect(midtop=(r.centerx, pile.bottom + (42 if stars else 42 - L.SEA_STARS_H))))
    elif started:
        empty = fit(t("fischen.ui.sea_empty"), theme.SMALL, r.w - 20, theme.FOAM)
        surface.blit(empty, empty.get_rect(midtop=(r.centerx, pile.bottom + (24 if stars else 14))))


# -- score track --------------------------------------------------------------------------------------------

def score_track(size: tuple[int, int], players: int, history: tuple, scores: tuple, round_no: int,
                rounds: int, title: str, now_label: str) -> pygame.Surface:
    """Round-by-round totals per seat (a −3 round in coral), the live scores on the current row; with its twin
    painted at the drawing scale (sharp on a big screen)."""
    return _score_track(size, players, history, scores, round_no, rounds, title, now_label, fine.k)


@theme.symbol_cache(32)
def _score_track(size: tuple[int, int], players: int, history: tuple, scores: tuple, round_no: int,
                 rounds: int, title: str, now_label: str, k: float) -> pygame.Surface:
    w, h = size

    def paint(surf) -> None:
        head = fit(title, theme.SMALL, w - 24, theme.FOAM, True)
        surf.blit(head, (12, 8))
        label_w = _score_label_w(w, players, now_label, rounds, [entry[1][0] for entry in history] + [scores[0]])
        col = (w - label_w - 14) / players
        top, row_h, shown = score_rows(h, rounds, round_no)
        for seat in range(players):
            cx = round(label_w + col * seat + col / 2)
            c = theme.seat_colour(seat)
            pen.circle(surf, theme.WHITE, (cx, round(top + row_h / 2)), 11)
            pen.circle(surf, c, (cx, round(top + row_h / 2)), 10)
            art.symbol_badge(surf, theme.seat_symbol(seat), (cx, top + row_h / 2), 6, theme.WHITE, edge=c)
        by_round = {entry[0]: entry for entry in history}
        for row, r in enumerate(shown, 1):
            y = top + row_h * row
            current = r == round_no and r not in by_round
            if current:
                pen.rect(surf, (40, 90, 130), (6, y + 1, w - 12, row_h - 2), border_radius=6)
            label = theme.text(now_label if current else f"R{r}", theme.SMALL, theme.GLOW if current else theme.MUTED,
                               current)
            surf.blit(label, label.get_rect(midleft=(10, y + row_h / 2)))
            values = None
            penalties = (0,) * players
            if r in by_round:
                _, values, penalties = by_round[r]
            elif current:
                values = scores
            for seat in range(players):
                cx = label_w + col * seat + col / 2
                if values is None:
                    pen.circle(surf, (70, 96, 120), (round(cx), round(y + row_h / 2)), 2)
                    continue
                colour = LOSS if penalties[seat] else (theme.CREAM if not current else theme.GLOW)
                num = theme.text(str(values[seat]), theme.SMALL, colour, True)
                surf.blit(num, num.get_rect(center=(cx, y + row_h / 2)))

    return painted_on(panel(size), paint)


def score_rows(h: int, rounds: int, round_no: int) -> tuple[int, float, range]:
    """The score track's rows in a panel ``h`` px high: where its seats' row starts, the rows' pitch and the rounds
    shown.  Every round, unless a small panel's large type (150 % on 800 × 480: 24-px lines 22.6 px apart) leaves
    rows closer than a line of its text: then the title and the foot give up their spare room, and where even
    that is too little, the rows are the latest rounds up to the one being played (their totals run on: the
    last rows say the most) and the next ones that still fit."""
    top, foot = 38, 10
    line = theme.text(f"R{rounds}", theme.SMALL, theme.MUTED).get_height()
    if (h - top - foot) / (rounds + 1) >= line:
        return top, (h - top - foot) / (rounds + 1), range(1, rounds + 1)
    top, foot = min(top, 8 + theme.text("R", theme.SMALL, theme.MUTED, True).get_height() + 2), 4
    count = max(1, min(rounds, int((h - top - foot) // line) - 1))
    first = max(1, min(round_no, rounds) - count + 1)
    return top, (h - top - foot) / (count + 1), range(first, first + count)


def _score_label_w(w: int, players: int, now_label: str, rounds: int, firsts: list[int]) -> int:
    """Where the score track's first column starts: 56, or further right until its round labels ("jetzt" bold, in
    large type) stand at least 8 px clear of the widest number in the first seat's column."""
    label = max(theme.text(text, theme.SMALL, theme.GLOW, bold).get_width()
                for text, bold in ((now_label, True), (f"R{rounds}", False)))
    number = max(theme.text(str(value), theme.SMALL, theme.GLOW, True).get_width() for value in firsts)
    label_w = 56
    while 10 + label + 8 > label_w + (w - label_w - 14) / players / 2 - number / 2 and label_w < w // 3:
        label_w += 2
    return label_w


def order_badge(index: int, seat: int) -> pygame.Surface:
    """"2." and the seat's badge under a trick slot: who plays the card, in which order (with its twin)."""
    return _order_badge(index, seat, fine.k)


@theme.symbol_cache(32)
def _order_badge(index: int, seat: int, k: float) -> pygame.Surface:
    c = theme.seat_colour(seat)
    centre = (52, 16)

    def paint(surf) -> None:
        pen.circle(surf, theme.WHITE, centre, 14)
        pen.circle(surf, c, centre, 12)
        art.symbol_badge(surf, theme.seat_symbol(seat), centre, 7, theme.WHITE, edge=c)
        shadowed(surf, f"{index + 1}.", theme.SMALL, theme.CREAM, midright=(34, 16))

    return picture((76, 32), paint)


# -- banners for the next-trick effects -----------------------------------------------------------------------

def chip(text: str, colour: tuple, symbol: str | None) -> pygame.Surface:
    """A ribbon-like pill: colour swatch (+ symbol) and a short text (with its twin)."""
    return _chip(text, colour, symbol, fine.k)


@theme.symbol_cache(64)
def _chip(text: str, colour: tuple, symbol: str | None, k: float) -> pygame.Surface:
    label = theme.text(text, theme.SMALL, theme.INK, True)
    h = 44
    w = label.get_width() + 30 + (38 if symbol or colour else 0)

    def paint(surf) -> None:
        pen.rect(surf, (0, 0, 0, 70), (3, 5, w, h), border_radius=h // 2)
        pen.rect(surf, theme.GLOW, (0, 0, w, h), border_radius=h // 2)
        pen.rect(surf, art.darken(theme.GLOW, 0.35), (0, 0, w, h), 2, border_radius=h // 2)
        x = 14
        if symbol or colour:
            pen.circle(surf, theme.WHITE, (x + 16, h // 2), 16)
            pen.circle(surf, colour, (x + 16, h // 2), 14)
            if symbol in SHAPES:
                art.symbol_badge(surf, symbol, (x + 16, h / 2), 8, art.ink_on(colour), edge=colour)
            elif symbol:
                mark = theme.text(symbol, theme.SMALL, art.ink_on(colour), True)
                surf.blit(mark, mark.get_rect(center=(x + 16, h // 2)))
            x += 38
        surf.blit(label, label.get_rect(midleft=(x, h // 2)))

    return picture((w + 4, h + 6), paint)


def draw_chips(surface, chips: list[pygame.Surface], y: int = L.CHIPS_Y, places=L) -> list[pygame.Rect]:
    """The effects' chips in a row across the sand; where each went."""
    gap = 12
    total = sum(c.get_width() for c in chips) + gap * (len(chips) - 1)
    x = places.CENTER.centerx - total // 2
    rects = []
    for c in chips:
        rects.append(pygame.Rect(x, y - c.get_height() // 2, *c.get_size()))
        surface.blit(c, rects[-1].topleft)
        x += c.get_width() + gap
    return rects


# -- the prompt line ------------------------------------------------------------------------------------------

PROMPT_LINES = 4  # a long caption (a round's scores with five names) wraps into the empty sea below the trick


def prompt_lines(text: str, size: int = theme.BODY, width: int = L.CENTER.w - 40) -> tuple[str, ...]:
    """The prompt's lines: one if it fits the centre's width, else wrapped (the last cut only if still too
    long).  Decision prompts, with buttons right under them, are short enough for one line."""
    if theme.width(text, size, True) <= width:
        return (text,)
    lines = wrap(text, size, width, True)
    if len(lines) > PROMPT_LINES:
        lines = (*lines[: PROMPT_LINES - 1], cut(" ".join(lines[PROMPT_LINES - 1 :]), size, width, True))
    return lines


def draw_prompt(surface, text: str, colour=theme.CREAM, y: int = L.PROMPT_Y, highlight: bool = False,
                places=L) -> None:
    """What to do now, on its pill: painted once per look and then copied where it lies on the backdrop alone
    (``canvas.composed``; ~62k pixels a frame at 1920 × 1080 blended anew and put back, issue 29)."""
    if not text:
        return
    ink = theme.INK if highlight else colour
    lines, step, box = prompt_look(text, y, places)
    key = ("fischen prompt", lines, highlight, ink, step, theme.symbols, theme.text_floor)
    composed(surface, key, box, lambda canvas, at: _paint_prompt(canvas, at, lines, step, highlight, ink), reach=2,
             paced=True)  # (reach: a picture's twin rounds a pixel past its logical rect)


def prompt_look(text: str, y: int = L.PROMPT_Y, places=L) -> tuple[tuple[str, ...], int, pygame.Rect]:
    """The prompt's lines for ``text``, their step and the pill's box (logical)."""
    lines = tuple(prompt_lines(text, width=places.CENTER.w - 40))
    step = theme.font(theme.BODY, True).get_linesize()
    width = max(theme.width(line, theme.BODY, True) for line in lines)
    first = pygame.Rect(0, 0, width, step)
    first.center = (places.CENTER.centerx, y)
    return lines, step, pygame.Rect(first.x, first.y, width, step * len(lines)).inflate(36, 14)


def prompt_ahead(text: str, y: int = L.PROMPT_Y, places=L) -> None:
    """The pill and words a caption (``text``, cream: no decision shows while it does) will be drawn with, drawn now
    into their caches (``Drawer.lines_ahead``)."""
    lines, _, box = prompt_look(text, y, places)
    panel(box.size, min(box.h // 2, 24))
    for line in lines:
        theme.text(line, theme.BODY, theme.CREAM, True)


def _paint_prompt(surface, box: pygame.Rect, lines: tuple, step: int, highlight: bool, ink) -> None:
    """The prompt's pill at ``box`` with its ``lines`` (a gold pill when ``highlight``)."""
    radius = min(box.h // 2, 24)
    if highlight:
        pen.rect(surface, theme.GLOW, box, border_radius=radius)
        pen.rect(surface, art.darken(theme.GLOW, 0.35), box, 2, border_radius=radius)
    else:
        surface.blit(panel(box.size, radius), box.topleft)
    for i, line in enumerate(lines):
        img = theme.text(line, theme.BODY, ink, True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 7 + i * step)))


def draw_warning(surface, text: str, rect: pygame.Rect) -> None:
    """An amber note with a warning sign (a next-trick buoy in the round's last trick)."""
    lines = kept(wrap(text, theme.SMALL, rect.w - 70, True), 2)
    h = 12 + 24 * len(lines)
    box = pygame.Rect(0, 0, rect.w, h)
    box.midtop = rect.midtop
    pen.rect(surface, (255, 214, 150), box, border_radius=14)
    pen.rect(surface, (190, 110, 30), box, 2, border_radius=14)
    tri = [(box.x + 24, box.centery - 14), (box.x + 40, box.centery + 12), (box.x + 8, box.centery + 12)]
    pen.polygon(surface, (214, 120, 20), tri)
    mark = theme.text("!", theme.SMALL, theme.WHITE, True)
    surface.blit(mark, mark.get_rect(center=(box.x + 24, box.centery + 2)))
    y = box.y + 6
    for line in lines:
        surface.blit(theme.text(line, theme.SMALL, theme.INK, True), (box.x + 54, y))
        y += 24


COLOUR_LABEL_X = 46  # the colour's name on its button, right of the symbol (x + 28 ± 13): "yellow" fits at 24 px


def draw_colour_buttons(surface, pressed: int | None = None, places=L) -> list[pygame.Rect]:
    from fishgames.games.fischen.data import SUITS

    rects = places.colour_buttons(len(SUITS))
    for i, (suit, rect) in enumerate(zip(SUITS, rects, strict=True)):
        tn = art.TINTS[suit]
        draw_button(surface, rect, "", colour=tn.main, pressed=pressed == i)
        face = rect if pressed == i else rect
        art.symbol_badge(surface, tn.symbol, (face.x + 28, face.centery), 13, art.ink_on(tn.main),
                         edge=art.darken(tn.main, 0.3))
        label = fitted(t(f"fischen.colour.{suit}"), theme.BODY, face.w - COLOUR_LABEL_X - 10, art.ink_on(tn.main), True)
        surface.blit(label, label.get_rect(midleft=(face.x + COLOUR_LABEL_X, face.centery)))
    return rects


def warn_badge(surface, rect: pygame.Rect) -> None:
    """A warning triangle on a hand card (a next-trick buoy in the round's last trick)."""
    c = (rect.right - 16, rect.y + 56)
    tri = [(c[0], c[1] - 14), (c[0] + 14, c[1] + 11), (c[0] - 14, c[1] + 11)]
    pen.polygon(surface, theme.WHITE, [(x, y + (2 if y > c[1] else -2)) for x, y in tri])
    pen.polygon(surface, (214, 120, 20), tri)
    mark = theme.text("!", theme.SMALL, theme.WHITE, True)
    surface.blit(mark, mark.get_rect(center=(c[0], c[1] + 3)))


def pass_tag(surface, rect: pygame.Rect) -> None:
    """"← picked" above the card the viewer passes left (only its owner sees it)."""
    label = theme.text("← " + t("fischen.ui.picked"), theme.SMALL, theme.INK, True)
    box = label.get_rect(midtop=(rect.centerx, rect.y - 30)).inflate(14, 6)
    pen.rect(surface, theme.GLOW, box, border_radius=box.h // 2)
    surface.blit(label, label.get_rect(center=box.center))


# -- round summary --------------------------------------------------------------------------------------------



SUMMARY_COLUMN = L.SUMMARY_STEP - 2  # a column head's room on the stage (``scene_layout.SUMMARY_STEP``)


def draw_summary(surface, data: dict, names: list[str], button_label: str, places=L) -> None:
    """End of a round: catches, −3 losses and totals per seat, the sea draws ahead, and a button (``places``: the
    table's layout)."""
    r = places.SUMMARY
    widgets.dim_whole(whole(surface), (0, 10, 20, 120))
    pen.rect(surface, (0, 0, 0), r.move(4, 8), border_radius=26)
    pen.rect(surface, theme.CREAM, r, border_radius=26)
    pen.rect(surface, theme.SAND_DARK, r, 3, border_radius=26)
    title = t("fischen.ui.summary_title", round=data["round"], rounds=data["rounds"])
    head = fit(title, theme.TITLE, r.w - 60, theme.INK, True)
    surface.blit(head, head.get_rect(midtop=(r.centerx, r.y + 18)))
    n = len(names)
    columns = [t("fischen.ui.col_caught"), t("fischen.ui.col_minus"), t("fischen.ui.col_total")]
    name_w, step = places.SUMMARY_NAME, places.SUMMARY_STEP
    if data.get("next") is not None:  # "Sea" where "From the sea" has no room at the floor (a small panel)
        columns.append(longest_fitting((t("fischen.ui.col_sea_next"), t("fischen.term.sea_short")), SMALLEST, step - 2,
                                       True))
    x_name = r.x + 40
    xs = [r.x + 72 + name_w + i * step for i in range(len(columns))]
    y = r.y + 82
    for label, x in zip(columns, xs, strict=False):
        img = fitted(label, theme.SMALL, step - 2, (90, 96, 106), True)
        surface.blit(img, img.get_rect(midtop=(x + step // 2, y)))
    y += 32
    row_h = min(56, (places.SUMMARY_BUTTON.y - 88 - y) // max(1, n))  # room for three lines of note
    best = max(data["scores"])
    for seat in range(n):
        row = pygame.Rect(r.x + 24, y, r.w - 48, row_h - 6)
        if data["scores"][seat] == best:
            pen.rect(surface, (255, 236, 170), row, border_radius=12)
        c = theme.seat_colour(seat)
        pen.circle(surface, c, (x_name + 4, row.centery), 15)
        art.symbol_badge(surface, theme.seat_symbol(seat), (x_name + 4, row.centery), 9, theme.WHITE, edge=c)
        name = fit(names[seat], theme.BODY, name_w, theme.INK, True)
        surface.blit(name, name.get_rect(midleft=(x_name + 30, row.centery)))
        cells = [f"+{data['caught'][seat]}", f"−{data['penalties'][seat]}" if data["penalties"][seat] else "–",
                 str(data["scores"][seat])]
        if data.get("next") is not None:
            cells.append(str(data["next"][seat]))
        for i, (cell, x) in enumerate(zip(cells, xs, strict=False)):
            colour = (190, 60, 40) if i == 1 and data["penalties"][seat] else theme.INK
            img = theme.text(cell, 30 if i == 2 else theme.BODY, colour, i == 2)
            surface.blit(img, img.get_rect(center=(x + step // 2, row.centery)))
        y += row_h
    note = data.get("note")
    if note:
        lines = kept(wrap(note, theme.SMALL, r.w - 80, True), 3)
        ny = y + 8
        for line in lines:
            img = theme.text(line, theme.SMALL, theme.SEA, True)
            surface.blit(img, img.get_rect(midtop=(r.centerx, ny)))
            ny += 24
    if data.get("code"):
        code = theme.text(data["code"], theme.SMALL, (120, 124, 130))
        surface.blit(code, code.get_rect(bottomleft=(r.x + 28, r.bottom - 18)))
    draw_button(surface, places.SUMMARY_BUTTON, button_label)


__all__ = [
    "PANEL", "TABLE_WATER", "WATER", "Drawer", "chip", "counts_row", "draw_chips", "draw_colour_buttons",
    "draw_counters", "draw_own", "draw_plate", "draw_prompt", "draw_sea", "draw_summary", "draw_warning", "plates_holding",
    "score_track", "shadowed",
]
