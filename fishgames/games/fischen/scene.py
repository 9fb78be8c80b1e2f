"""The Fischen table: play cards, let zeros catch, pass a card to the left, name colours.

What the player sees (layout in ``scene_layout``): the other seats across the top (clockwise from
your left, so "pass left" travels to the plate on the left), the round/trick counters and the sea
deck with its depth stars on the left, the trick in play order in the middle with banners for the
effects of "Farbe bestimmen", "Niedrigster Wert gewinnt" and "1. Karte spielen", the score track
and the trick log on the right, and your fanned hand at the bottom (legal cards raised, the others
dimmed).  Every rules event is animated in rule order by ``scene_present``; the end of each round
opens a summary that waits for a tap (or a few seconds when only bots play).
"""

from __future__ import annotations

import pygame

from fishgames.games.fischen import scene_draw as D
from fishgames.games.fischen import scene_layout as L
from fishgames.games.fischen import scene_text as T
from fishgames.games.fischen.actions import NAME, PASS, PLAY, TAKE
from fishgames.games.fischen.bits import Phase, hand_size
from fishgames.games.fischen.data import CARD_OF_CODE, CODE, SUITS
from fishgames.games.fischen.scene_cards import (
    ACCENT,
    NEXT_TRICK,
    back_spec,
    colour_name,
    face_spec,
    hand_lefts,
    short_name,
    suit_of,
)
from fishgames.games.fischen.scene_present import Presenter, snapshot
from fishgames.games.fischen.view_types import FischenView
from fishgames.i18n import t
from fishgames.ui import art, pen, sprites, theme
from fishgames.ui.legibility import tap_rect
from fishgames.ui.table import TableScene
from fishgames.ui.table_kit import ShownView, ViewerAtBottom, font_specs, plate_glow_specs
from fishgames.ui.widgets import MoveLogPanel, draw_banner, draw_button, draw_glow, pulse

SUMMARY_SECONDS = 4.0  # a bots-only table (kiosk demo) closes the round summary by itself
#: The backdrop's pictures (of the shared cache, so the set-up can draw them ahead): the sea, the table.
WATER = ("underwater", theme.SIZE, 0, {"top": art.mix(theme.SHALLOW, ACCENT, 0.15),
                                       "bottom": art.mix(theme.DEEP, ACCENT, 0.12), "bubbles": 24})
TABLE = pygame.Rect(L.CENTER.x - 4, L.CENTER.y + 2, L.CENTER.w + 8, L.CENTER.h - 6)
TABLE_WATER = ("table", TABLE.size, "water", 3)
#: The art the first frames need: the backdrop's pictures, fonts, backs, shadows, the plates' icons.
FIRST_ART = [WATER, TABLE_WATER, *font_specs(16, 18, 32, 36), back_spec(L.CARD), back_spec(L.SEA_PILE.size),
             *(shadow for size in (L.CARD, L.SEA_PILE.size) for shadow in sprites.shadow_specs(size)),
             ("shadow", L.CARD, 10, 5), ("shadow", L.SEA_PILE.size, 8, 5),  # the table's own shadows
             ("card_dim", L.CARD), *(("fischen_icon", (26, 20), name) for name in ("hand", "boat", "catch"))]


class FischenTable(Presenter, ShownView, ViewerAtBottom, TableScene):
    snapshot = staticmethod(snapshot)  # what ShownView keeps of each view
    paced_log = True
    backdrop = (theme.SEA, theme.DEEP)
    water = WATER  # the sea beyond the stage (fishgames.ui.display)

    def __init__(self, app, match):
        super().__init__(app, match)
        self.shown: dict = {}
        self.flying: list = []
        self.popups: list = []
        self.glow: dict[int, tuple] = {}
        self.caption = ""
        self.banner: str | None = None
        self.summary: dict | None = None
        self.summary_ends = 0.0  # app.now() when a bots-only table closes its round summary
        self.pass_choice: str | None = None
        self.log_panel = MoveLogPanel(L.log_rect())
        self.track_views(match)
        self._batch_over = False
        self._warm = self.art_specs(match.config)[len(FIRST_ART):]  # what the set-up had no time for, a few per frame
        self._faces: dict[tuple, pygame.Surface] = {}
        self.drawn_warning = False
        self.drawn_faces: list[str] = []  # face-up hand cards of the last frame (tests check secrecy)

    # -- seats and points ----------------------------------------------------------------------------------
    def plate_rects(self) -> dict[int, pygame.Rect]:
        return L.plates(self.players, self.bottom)

    def own_plate_rect(self) -> pygame.Rect:
        """The bottom seat's plate (``plate_rects`` holds the others')."""
        return L.OWN

    def seat_point(self, seat: int) -> tuple[int, int]:
        if seat == self.bottom:
            return L.OWN.center
        return self.plate_rects()[seat].center

    def hand_point(self, seat: int) -> tuple[int, int]:
        if seat == self.bottom:
            return (L.hand_rect().centerx, L.HAND_TOP + L.CARD[1] // 2)
        return self.seat_point(seat)

    def score_path(self, seat: int) -> tuple[tuple[int, int], tuple[int, int]]:
        """Where a score change pops up and where it drifts to: just outside the plate, towards its score
        (never on top of the number itself)."""
        if seat == self.bottom:
            x, y = L.OWN.right - 40, L.OWN.y
            return (x, y - 16), (x, y - 40)
        rect = self.plate_rects()[seat]
        x = rect.right - 36
        return (x, rect.bottom + 30), (x, rect.bottom + 8)

    def hand_card_centre(self, code: str) -> tuple[int, int]:
        hand = self.shown.get("hand", [])
        lefts = hand_lefts(hand)
        i = hand.index(code) if code in hand else len(hand) // 2
        x = lefts[i] + L.CARD[0] // 2 if lefts else L.hand_rect().centerx
        return (x, L.HAND_TOP + L.CARD[1] // 2)

    def keep_clear(self) -> list[pygame.Rect]:
        """The trick's cards (their values), the prompt and its buttons, your hand, the plates' key lines."""
        trick = [L.trick_rect(i, self.players) for i in range(self.players)]
        prompt = pygame.Rect(L.CENTER.x, L.PROMPT_Y - 20, L.CENTER.w, L.BUTTONS.bottom - L.PROMPT_Y + 20)
        return [*trick, prompt, L.hand_rect(), *self.key_lines(self.plate_rects().values())]

    def bubble_anchor(self, seat: int) -> tuple[int, int]:
        if seat == self.bottom:
            return (L.OWN.centerx, L.OWN.y)
        rect = self.plate_rects()[seat]
        return (rect.centerx, rect.bottom)

    # -- texts (see scene_text) ---------------------------------------------------------------------------------
    def event_text(self, event) -> str | None:
        """A sentence for an event (log line and animation caption), with names in words."""
        return T.event_text(event, self.seat_name)

    def describe(self, event) -> str | None:
        seen = event.seen_by(self.log_seat)
        return None if seen is None or not T.worth_logging(seen) else self.event_text(seen)

    def reason_text(self, key: str, params: dict) -> str:
        """The bot's reason with its card and colour in words (the rules give codes)."""
        return T.reason_text(key, params)

    # -- lifecycle ------------------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self._sync(force=True)
        hand = [face_spec(code, L.CARD) for code in self.shown.get("hand", [])]
        sprites.prewarm([*FIRST_ART, *hand])

    @classmethod
    def art_specs(cls, config) -> list:
        """What the first frames need (``FIRST_ART``), the plates' glows, then the whole deck."""
        plates = [L.OWN, *(rect for bottom in range(config.players) for rect in L.plates(config.players, bottom).values())]
        return [*FIRST_ART, *plate_glow_specs(plates, config.players),
                *(face_spec(code, L.CARD) for code in CODE)]

    def resume(self, result=None) -> None:
        super().resume(result)
        self._sync()

    def layout(self) -> None:
        self.invalidate_backdrop()  # repainted with its panels (after a language switch too)
        self.log_panel.rect = L.log_rect()  # a small screen's hand fans on under it

    def draw_backdrop(self) -> pygame.Surface:
        surf = sprites.opaque(WATER)
        surf.blit(sprites.spec_image(TABLE_WATER), TABLE.topleft)
        return sprites.for_display(surf)  # opaque, in the window's format: the fastest full-screen blit

    def update(self, dt: float):
        self.prepare_art()  # the art the set-up had no time for, a few pieces a frame
        if self.summary is not None:
            self._tick_texts(dt)
            if not self.humans:
                if self.app.now() >= self.summary_ends:
                    self.close_summary()
            return None
        result = super().update(dt)
        if self.animator.idle and self.summary is None:
            self._sync()
        return result

    def open_summary(self, data: dict) -> None:
        self.summary = data
        self.bubbles.clear()
        self.popups.clear()
        self.summary_ends = self.app.now() + self.animator.seconds(SUMMARY_SECONDS)

    def close_summary(self) -> None:
        self.summary = None
        self.sound("click")

    # -- decisions ------------------------------------------------------------------------------------------
    def decision(self, view: FischenView) -> str | None:
        """The viewer's pending decision (play / zero / pass / name), only while nothing moves."""
        if self.viewer is None or self.summary is not None or not self.animator.idle or self.flying:
            return None
        if self.viewer not in view["to_act"]:
            return None
        return view["phase"]

    def hand_rects(self, view: FischenView | None = None) -> list[tuple[str, pygame.Rect]]:
        """Each shown hand card with its rect (raised when it can be chosen now)."""
        view = view or self.view
        hand = self.shown.get("hand", [])
        phase = self.decision(view)
        legal = set(view["legal"]) if phase in (Phase.PLAY.text, Phase.PASS.text) else set()
        out = []
        for code, left in zip(hand, hand_lefts(hand), strict=True):
            rect = pygame.Rect(left, L.HAND_TOP, *L.CARD)
            if code == self.pass_choice and phase == Phase.PASS.text:
                rect.y -= L.PICK_RAISE
            elif code in legal:
                rect.y -= L.RAISE
            out.append((code, rect))
        return out

    def hit_hand(self, pos, view: FischenView) -> str | None:
        for code, rect in reversed(self.hand_rects(view)):
            if rect.collidepoint(pos):
                return code
        return None

    def trick_targets(self, view: FischenView) -> dict[str, pygame.Rect]:
        """The cards the viewer's zero may catch, with their rects."""
        if self.decision(view) != Phase.ZERO.text:
            return {}
        eligible = set(view["legal"])
        return {play["card"]: L.trick_rect(i, self.players).move(0, -L.TARGET_RAISE)
                for i, play in enumerate(self.shown["trick"]) if play["in"] and play["card"] in eligible}

    def handle(self, pointer):
        if self.summary is not None:
            if pointer.kind == "tap" and tap_rect(L.SUMMARY_BUTTON).collidepoint(pointer.pos):
                self.close_summary()
            return None
        if not self.covering and self.log_panel.handle(pointer):
            return None
        return super().handle(pointer)

    def handle_table(self, pointer, view):
        if pointer.kind != "tap":
            return None
        phase = self.decision(view)
        pos = pointer.pos
        if phase == Phase.PLAY.text:
            code = self.hit_hand(pos, view)
            if code is None:
                return None
            if code in view["legal"]:
                self.act(PLAY[CARD_OF_CODE[code]])
            else:
                self.say(t("fischen.error.must_follow", suit=colour_name(view["lead_suit"])))
        elif phase == Phase.ZERO.text:
            for code, rect in self.trick_targets(view).items():
                if rect.collidepoint(pos):
                    self.act(TAKE[CARD_OF_CODE[code]])
                    break
        elif phase == Phase.PASS.text:
            if self.pass_choice and tap_rect(self.pass_button()[0]).collidepoint(pos):
                card, self.pass_choice = self.pass_choice, None
                self.act(PASS[CARD_OF_CODE[card]])
                return None
            code = self.hit_hand(pos, view)
            if code is not None:
                self.pass_choice = code
                self.sound("click")
        elif phase == Phase.NAME.text:
            for i, rect in enumerate(L.colour_buttons(len(SUITS))):
                if tap_rect(rect).collidepoint(pos):
                    self.act(NAME[i])
                    break
        return None

    # -- drawing ---------------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: FischenView) -> None:
        s = self.shown
        if not s:
            return
        phase = self.decision(view)
        self._draw_seats(surface, s, view)
        lang = t.lang
        counters = (s["round"], s["rounds"], s["trick_no"], s["hand_size"])
        self.panel(surface, ("counters", lang, *counters), L.COUNTERS, lambda g, r: D.draw_counters(g, r, *counters))
        sea = (s["sea"], s["sea_level"], s["round"] > 0)
        self.panel(surface, ("sea", lang, *sea), L.SEA, lambda g, r: D.draw_sea(g, r, *sea))
        title = t("fischen.ui.score_track")
        track = D.score_track(L.score_rect().size, s["players"], tuple(s["history"]), tuple(s["scores"]), s["round"],
                              s["rounds"], title, t("fischen.ui.now"))
        surface.blit(track, L.score_rect().topleft)
        self.draw_log(surface, self.log)
        self._draw_chips(surface, s)
        self._draw_trick(surface, s, view, phase)
        self._draw_prompt(surface, s, view, phase)
        self._draw_hand(surface, s, view, phase)
        for sprite in self.flying:
            sprite.draw(surface)
        for sprite in self.popups:
            sprite.draw(surface)
        if self.banner:
            draw_banner(surface, self.banner, ACCENT, L.TRICK_Y)
        if self.summary is not None:
            names = [self.seat_name(i) for i in range(self.players)]
            label = t("fischen.ui.to_results") if self.summary.get("over") else t("fischen.ui.continue")
            D.draw_summary(surface, self.summary, names, label)

    def _draw_seats(self, surface, s: dict, view: FischenView) -> None:
        idle = self.animator.idle and self.summary is None
        to_act = set(view["to_act"]) if idle else set()
        passing = idle and view["phase"] == Phase.PASS.text
        for seat, rect in self.plate_rects().items():
            hint = ""
            if passing:
                hint = ("✓ " + t("fischen.ui.picked")) if s["picked"][seat] else t("fischen.ui.picking")
            elif seat in to_act:
                hint = t("fischen.ui.to_act")
            elif not s["trick"] and s["leader"] == seat:
                hint = t("fischen.ui.leads")
            counts = (s["hand_counts"][seat], s["boats"][seat], s["fisch"][seat])
            active = seat in to_act and not (passing and s["picked"][seat])
            plate = (seat, self.seat_name(seat), s["scores"][seat], counts, hint, active)
            if active:  # the glow reaches beyond the cached picture (neighbours' pictures would cut it)
                draw_glow(surface, rect, theme.seat_colour(seat), 0.9)
            self.panel(surface, ("plate", *plate), rect, lambda g, r, p=plate: D.draw_plate(g, r, *p[:5], active=p[5]),
                       pad=5)
        b = self.bottom
        own = (b, self.seat_name(b), s["scores"][b], (s["hand_counts"][b], s["boats"][b], s["fisch"][b]), b in to_act,
               t.lang)
        if b in to_act:
            draw_glow(surface, L.OWN, theme.seat_colour(b), 0.9)
        self.panel(surface, ("own", *own), L.OWN, lambda g, r: D.draw_own(g, r, *own[:5]), pad=5)
        count = self.sea_need_next(b)
        if self.viewer == b and count is not None:
            text = t("fischen.ui.sea_need", count=count) if count else t("fischen.ui.sea_need_none")
            self.panel(surface, ("need", text), L.NEED, lambda g, r: D.draw_need(g, r, text))

    def sea_need_next(self, seat: int) -> int | None:
        """Cards ``seat`` would fish from the sea next round if the round ended now (from the shown
        counts, so the preview changes when a caught card lands)."""
        s = self.shown
        if not 1 <= s["round"] < s["rounds"] or s["game_over"]:
            return None
        return max(0, hand_size(s["players"], s["round"] + 1) - s["boats"][seat] - s["fisch"][seat])

    def face(self, code: str) -> pygame.Surface:
        key = (code, t.lang, theme.symbols)
        img = self._faces.get(key)
        if img is None:
            img = self._faces[key] = sprites.image(*face_spec(code, L.CARD))
        return img

    def _draw_chips(self, surface, s: dict) -> None:
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
        if not long:
            return
        chips = [D.chip(*c) for c in long]
        if sum(c.get_width() + 12 for c in chips) > L.CENTER.w - 16:
            chips = [D.chip(*c) for c in short]
        D.draw_chips(surface, chips)

    def _draw_trick(self, surface, s: dict, view: FischenView, phase) -> None:
        n = s["players"]
        targets = self.trick_targets(view) if phase == Phase.ZERO.text else {}
        zero = view.get("zero") if phase == Phase.ZERO.text else None
        leader = s["leader"]
        collected = len(s["trick"]) == n and not any(play["in"] for play in s["trick"])
        card_shadow = sprites.image("shadow", L.CARD, 10, 5)
        for i in range(n):
            rect = L.trick_rect(i, n)
            play = s["trick"][i] if i < len(s["trick"]) else None
            if collected:  # a finished trick whose cards are all caught: only empty places
                seat = None
            elif play is not None:
                seat = play["seat"]
            else:
                seat = (leader + i) % n if leader is not None else None
            if play is None or not play["in"]:
                pen.rect(surface, (150, 200, 220), rect, 2, border_radius=12)
            if seat is not None:
                self._order_badge(surface, i, seat, rect)
            if play is None or not play["in"]:
                continue
            code = play["card"]
            if code in targets:
                rect = targets[code]
                draw_glow(surface, rect.inflate(14, 14), theme.GLOW, 0.6 + 0.4 * pulse())
            elif i in self.glow:
                draw_glow(surface, rect.inflate(8, 8), self.glow[i], 1.0)
            if zero is not None and zero["index"] == i:
                draw_glow(surface, rect.inflate(8, 8), theme.seat_colour(self.bottom), 1.0)
            surface.blit(card_shadow, rect.move(3, 6))
            surface.blit(self.face(code), rect)
            if code in targets:
                ring = sprites.image("card_glow", L.CARD)
                surface.blit(ring, ring.get_rect(center=rect.center))
            if targets and code not in targets and not (zero is not None and zero["index"] == i):
                surface.blit(sprites.image("card_dim", L.CARD), rect)

    def _order_badge(self, surface, index: int, seat: int, rect: pygame.Rect) -> None:
        badge = D.order_badge(index, seat)
        surface.blit(badge, badge.get_rect(center=(rect.centerx, L.ORDER_Y)))

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
        D.draw_prompt(surface, text, highlight=phase is not None)
        if phase == Phase.PLAY.text:
            if view.get("effects_lost_now") and any(c in NEXT_TRICK for c in self.shown["hand"]):
                D.draw_warning(surface, t("fischen.ui.effects_lost"), L.BUTTONS)
                self.drawn_warning = True
        elif phase == Phase.PASS.text:
            rect, label = self.pass_button()
            draw_button(surface, rect, label, enabled=self.pass_choice is not None)
        elif phase == Phase.NAME.text:
            D.draw_colour_buttons(surface)

    def pass_button(self) -> tuple[pygame.Rect, str]:
        """Where the pass button is and what it says (the card chosen, or to choose one first)."""
        label = t("fischen.ui.pass_button", card=short_name(self.pass_choice)) if self.pass_choice \
            else t("fischen.ui.pass_choose")
        return L.pass_button(theme.font(theme.BODY, True).size(label)[0]), label

    def _draw_hand(self, surface, s: dict, view: FischenView, phase) -> None:
        self.drawn_faces = []
        b = self.bottom
        shadow = sprites.image("shadow", L.CARD, 10, 5)
        if self.viewer != b or self.viewer is None:
            count = s["hand_counts"][b]
            back = sprites.image(*back_spec(L.CARD))
            for left in L.hand_lefts(count):
                surface.blit(shadow, (left + 3, L.HAND_TOP + 6))
                surface.blit(back, (left, L.HAND_TOP))
            return
        legal = set(view["legal"]) if phase in (Phase.PLAY.text, Phase.PASS.text) else None
        warn = phase == Phase.PLAY.text and view.get("effects_lost_now")
        mine = (view.get("pass") or {}).get("my_pick") if view["phase"] == Phase.PASS.text else None
        dim = sprites.image("card_dim", L.CARD)
        for code, rect in self.hand_rects(view):
            surface.blit(shadow, rect.move(3, 6))
            if code == self.pass_choice and phase == Phase.PASS.text:
                draw_glow(surface, rect.inflate(6, 6), theme.GLOW, 1.0)
            surface.blit(self.face(code), rect)
            self.drawn_faces.append(code)
            if legal is not None and code not in legal:
                surface.blit(dim, rect)
            if warn and code in NEXT_TRICK and code in (legal or ()):
                D.warn_badge(surface, rect)
            if mine == code:
                D.pass_tag(surface, rect)

    # -- the end -----------------------------------------------------------------------------------------------
    def end_summary(self) -> dict:
        state = self.match.state
        return T.end_summary(state.view(None), state.scores(), state.winners(), self.seat_name, self.humans)

SCENE = FischenTable
