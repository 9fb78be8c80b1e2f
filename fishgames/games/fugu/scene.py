"""The Fugu table: your reef of 18 big at the bottom, the other reefs compact across the top, the market
of three in the middle.

A turn is two taps: tap a market card (it lifts; tap it again to put it back) and every face-down slot
of your reef previews where it would land — number side where it fits the rising numbers, else the
anchor side — with the score change over it; tap a slot and the swap is made.  Where the number side
fits somewhere the rules let you choose the anchor side instead: "Place as anchor" switches every
preview (and the swap) to the anchor side.  "Stop here" ends your game after a confirmation.  Tap any
seat's plate for its score per creature.

Drawing (``scene_draw``) shows a trailing copy of the table that the animations (``scene_present``)
move forward in rule order; every card face blitted in a frame is recorded in ``faces_drawn`` so tests
can check that only public cards are ever drawn face up (Fugu has no private cards at all: a face-down
card is unknown even to its owner).
"""

from __future__ import annotations

import pygame

from fishgames.games.fugu import lane_rows
from fishgames.games.fugu import scene_look as L
from fishgames.games.fugu.actions import PASS, Swap
from fishgames.games.fugu.data import HIGHEST_CARD, MARKET_SIZE, Phase
from fishgames.games.fugu.scene_draw import BED_SAND, WATER, Drawer, upright_backdrop
from fishgames.games.fugu.scene_present import Presenter, Shown
from fishgames.games.fugu.view_types import FuguView
from fishgames.i18n import t
from fishgames.ui import display, fine, sprites, theme
from fishgames.ui.bubbles import free_spot
from fishgames.ui.game_table import GameTable
from fishgames.ui.input import Pointer
from fishgames.ui.table_kit import font_specs, glow_spec, plate_glow_specs, score_popup
from fishgames.ui.widgets import Button, MoveLogPanel, speech_bubble_size

BUTTON_TEXT = theme.BODY
#: The art the first frames need (the deal shows only backs): the backdrop's pictures, fonts, backs, shadows.
FIRST_ART = [WATER, BED_SAND, *font_specs(16, 18), *(L.tile_spec(0, size) for size in (L.OWN_TILE, L.LANE_TILE, L.MARKET_CARD)),
             L.icon_spec("back", 20),
             *sprites.shadow_specs(L.MARKET_CARD), ("shadow", L.MARKET_CARD, 10, 6)]


def first_art(places) -> list:
    """:data:`FIRST_ART` at ``places``' sizes: upright (``scene_look.Upright``) its sea, sand bed, reef backs and
    market cards' shadows, not the stage's, which never show there (at 1080 × 1920 they were drawn in ``enter``, and
    the art ahead listed them first, where the cache let the upright sea go: drawn again in the first frame)."""
    if places is L:
        return FIRST_ART
    water, _, sand = upright_backdrop(places)
    return [water, sand, *font_specs(16, 18),
            *(L.tile_spec(0, size) for size in (places.OWN_TILE, L.LANE_TILE, places.MARKET_CARD)),
            L.icon_spec("back", 20), *sprites.shadow_specs(places.MARKET_CARD), ("shadow", places.MARKET_CARD, 10, 6)]


class FuguTable(Presenter, Drawer, GameTable):
    water = WATER  # the sea beyond the stage (fishgames.ui.display)
    tall = True  # a portrait screen: the upright arrangement (``scene_look.Upright``)
    layout_module = L  # ``scene_look``: where things sit (``self.L``)
    upright_least_h = L.UPRIGHT_LEAST_H  # (3:4 and taller: its log gives way)

    def __init__(self, app, match):
        super().__init__(app, match)
        self.solo = self.players == 1
        self.shown = Shown(self.players)
        self.lifted: dict = {}  # seat -> the face-down card lifted out of its reef, waiting for the reveal
        self.rows_coming: list[tuple[int, tuple]] = []  # (seat, its reef's look) the queued swaps show, in order
        self.rows_shown: dict[int, tuple] = {}  # seat -> its reef's look last drawn whole and its picture
        self.faces_drawn: set[int] = set()
        self.selected: int | None = None  # the market position picked up
        self.as_anchor = False  # "place as anchor" switched on for the picked card
        self.confirm_pass = False
        self.breakdown_seat: int | None = None
        self.caption: tuple[str, float] | None = None
        self.clock = 0.0
        self.lanes: dict[int, int] = {}  # seat -> top y of its compact lane
        self.lane_heights: dict[int, int] = {}  # seat -> its lane plate's height (grown for a name in rows)
        self.log_panel = MoveLogPanel(self.L.log_rect())
        self.buttons: dict[str, Button] = {}
        self._arranged_for: object = object()
        self._nothing_ahead: tuple | None = None  # what the table showed when it last found no look to paint ahead

    # -- scene hooks ---------------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.animator.flush()  # entered again after a language switch: finish the story, then redraw it
        first = first_art(self.L)
        if first is FIRST_ART:
            self._warm = self.art_specs(self.match.config)
            del self._warm[:len(FIRST_ART)]
        else:  # upright: what the set-up drew ahead there (``canvas_art``)
            drawn = set(first)
            self._warm = [spec for spec in self.canvas_art(self.match.config, self.app.canvas) if spec not in drawn]
        sprites.prewarm(first)  # the deal needs only these; the rest a few per frame
        self._sync(force=True)

    @classmethod
    def margin_specs(cls, canvas) -> list:
        """The water at the canvas's size; on a portrait canvas (the upright arrangement fills it) also the upright
        sand bed and the market cards' shadow (drawn in the first frame at 720 × 1280 before)."""
        specs = super().margin_specs(canvas)
        if canvas is not None and display.upright(canvas, cls.upright_least_h):
            upright = L.upright(tuple(canvas))
            specs += [upright_backdrop(upright)[2], ("shadow", upright.MARKET_CARD, 10, 6)]
        return specs

    @classmethod
    def canvas_art(cls, config, canvas) -> list:
        """Upright, the first frames' art at the upright sizes (:func:`first_art`) in place of the stage's, and no
        reef tiles at the stage's own size (never shown there): the list fits the cache's budget at 1080 × 1920."""
        if canvas is None or not display.upright(canvas, cls.upright_least_h):
            return super().canvas_art(config, canvas)
        stage = {*FIRST_ART, *L.all_specs(HIGHEST_CARD[config.players], (L.own_tile(),))}
        return list(dict.fromkeys([*cls.margin_specs(canvas), *first_art(L.upright(tuple(canvas))),
                                   *(spec for spec in cls.art_specs(config) if spec not in stage)]))

    @classmethod
    def art_specs(cls, config) -> list:
        """What the first frames need (``FIRST_ART``), the market's tiles, then every tile's both
        sides in hand and lane sizes, the glows of the plates and the market, and a market-sized anchor
        side of each creature (a card flown to a reef as an anchor turns it over: its creature's picture,
        ~10 ms to draw, is then drawn already and the tile is a few blits)."""
        highest = HIGHEST_CARD[config.players]
        glows = [*(glow_spec(L.LANE_PLATE, theme.seat_colour(seat)) for seat in range(config.players)),
                 *plate_glow_specs([L.OWN_PLATE], config.players), glow_spec(L.MARKET_CARD, theme.GLOW, 12)]
        anchors = {L.creature_of(c): L.tile_spec(-c, L.MARKET_CARD) for c in range(highest, 0, -1)}
        return [*FIRST_ART, *(L.tile_spec(c, L.MARKET_CARD) for c in range(1, highest + 1)),
                *(spec for spec in L.all_specs(highest, (L.own_tile(), L.LANE_TILE)) if spec not in FIRST_ART),
                *glows, *anchors.values()]

    def layout(self) -> None:
        self.invalidate_backdrop()
        self._arranged_for = object()  # names and labels follow a language switch
        self.log_panel = MoveLogPanel(self.log_rect(), self.log)
        self.buttons = {
            "pass": Button(self.pass_button(), t("fugu.action.pass"), colour=(120, 170, 200)),
            "side": Button((0, 0, *self.L.SIDE_SWITCH), "", colour=(160, 176, 196)),
            "stop_yes": Button((0, 0, *self.L.STOP_BUTTON), t("fugu.ui.stop_yes"), colour=(230, 140, 110)),
            "stop_no": Button((0, 0, *self.L.STOP_BUTTON), t("fugu.ui.stop_no")),
        }

    def resume(self, result=None) -> None:
        super().resume(result)
        if self.viewer != self._arranged_for:  # pass-and-play: the next human took the device
            self.animator.flush()
            self.clear_choice()
            self._sync(force=True)

    def viewer_changed(self) -> None:
        self.clear_choice()
        super().viewer_changed()

    def update(self, dt: float):
        self.clock += dt
        self.prepare_art()  # a few tiles per frame until every card is rendered once
        if self.caption and self.caption[1] <= self.app.now():
            self.caption = None
        result = super().update(dt)
        if self.animator.idle:
            self._sync()
        return result

    def log_rect(self) -> pygame.Rect:
        """The move log's place: under the corner's Menu, Pro tip and "?" — or only the Menu and "?" where the Pro tip
        left the column for a spot under "Stop here" (a small landscape panel, ``guide.help_button``): there it starts
        right under the lanes, as on the stage (at 800 × 480 150 % 19 px higher than under three corner buttons)."""
        from fishgames.games.fugu.guide import help_button

        return self.L.log_rect(2 if help_button(self) is not None else 3)

    def _place_log(self) -> None:
        """The log panel made again where its place moved (the lanes arranged: the Pro tip's spot follows them)."""
        if self.log_panel.rect != self.log_rect():
            self.log_panel = MoveLogPanel(self.log_rect(), self.log)

    def lane_reefs(self) -> list[pygame.Rect]:
        """The panels of the other seats' compact reefs (their lanes)."""
        return [self.L.lane_reef(top) for top in self.lanes.values()]

    def buttons_clear(self) -> list[pygame.Rect]:
        """The other reefs, upright: there the grown Pro tip and "?" lay over their right ends and go under the
        lanes, right of the market.  (On a small landscape panel under the lanes is the move log: there the Pro tip
        goes under "Stop here" instead, ``scene_coach.button_spot``, and the "?" under the Menu.)"""
        return self.lane_reefs() if self.portrait else []

    def keep_clear(self) -> list[pygame.Rect]:
        """The market and its caption, the prompt (and on your turn its buttons), your reef, the other reefs,
        the plates, and an open question or score panel."""
        market = [self.L.market_rect(i) for i in range(len(self.L.MARKET_XS))] + [self.market_caption()[2]]
        prompt = [box] if (box := self.prompt_box()) else []
        if self.my_turn():
            prompt += [self.pass_button(), pygame.Rect(0, self.L.ACTION_Y, self.L.W, self.buttons["side"].rect.h)]
        reef = pygame.Rect(0, self.L.OWN_Y - 24, self.L.W, self.L.H - self.L.OWN_Y + 24)
        lanes = self.lane_reefs()
        plates = [self.plate_rect(seat) for seat in range(self.players)
                  if seat == self.bottom or seat in self.lanes]
        overlays = [self.pass_dialog_rect()] if self.confirm_pass else []
        overlays += [self.L.BREAKDOWN] if self.breakdown_seat is not None else []
        return [*market, *prompt, reef, *lanes, *plates, *overlays]  # whole plates: "Perch starts!" hid Trout's

    def prompt_centre(self) -> tuple[int, int]:
        return (self.L.W // 2, self.L.PROMPT_Y + 14)

    def bubble_anchor(self, seat: int) -> tuple[int, int]:
        if seat == self.bottom:  # the plate's edge that faces the bubble: its tail never crosses the plate
            plate = self.own_plate()
            return (plate.centerx + 40, plate.bottom - 2 if self._own_bubble_below() else plate.top + 6)
        rect = self.plate_rect(seat)  # under the lane's reef, left part: the plates below stay readable
        return (self.L.LANE_REEF_X + 190, rect.bottom + 2)

    def bubble_side(self, seat: int) -> str:
        return "below" if seat == self.bottom and self._own_bubble_below() else "above"

    def _own_bubble_below(self) -> bool:
        """Your bubble finds no room above your plate (on the landscape table the other seats' plates and the
        market are there): it goes under the plate, and its tail points at the plate's bottom edge — from the
        top edge it crossed the plate's hint line ("You start!")."""
        said = self.bubbles.get(self.bottom)
        if said is None:
            return False
        plate = self.own_plate()
        spot = free_spot(speech_bubble_size(said[0]), (plate.centerx + 40, plate.top + 6),
                         [*self.keep_clear(), *self.own_buttons()], (), "above",
                         screen=pygame.Rect((0, 0), self.stage_size))
        return spot is None or spot.top >= plate.top

    def describe(self, event) -> str | None:
        """Log lines with names (the rules' own log keys leave the player out)."""
        p = event.params()
        kind = event.kind
        key = f"fugu.ui.log.{kind}"
        if not t.has(key):
            return None
        if "seat" in p and isinstance(p["seat"], int) and p["seat"] >= 0:
            p["name"] = self.seat_name(p["seat"])
        if kind == "market_dealt":
            p["cards"] = ", ".join(map(str, p["cards"]))
        if "slot" in p:
            p["slot"] = p["slot"] + 1
        if "delta" in p:
            p["delta"] = self.L.delta_text(p["delta"])
        if kind == "solo_ended":
            p["band"] = t(f"fugu.band.{p['band']}")
        if kind == "card_anchored" and p.get("forced"):
            key = "fugu.ui.log.card_anchored_forced"
        return t(key, **p)

    # -- whose turn, what is legal --------------------------------------------------------------------------
    def my_turn(self) -> bool:
        return (self.viewer is not None and self.animator.idle and not self.match.state.is_over()
                and self.viewer in self.match.state.to_act())

    def options(self) -> dict[tuple[int, int], dict]:
        """(market position, slot) -> {"sides": [...], "delta": {side: points}} for the viewer's turn."""
        if not self.my_turn():
            return {}
        return {(o["market"], o["slot"]): o for o in self.view["swap_options"]}

    def side_options(self, slot: int) -> dict | None:
        if self.selected is None:
            return None
        return self.options().get((self.selected, slot))

    def side_choice(self) -> bool:
        """Whether the picked card may go number side up somewhere: only then is the side a real choice."""
        return self.selected is not None and any(
            "number" in o["sides"] for (m, _), o in self.options().items() if m == self.selected)

    def swap_for(self, slot: int) -> Swap | None:
        """The swap a tap on ``slot`` makes: number side where it fits unless "place as anchor" is on."""
        option = self.side_options(slot)
        if option is None:
            return None
        return Swap(self.selected, slot, self.as_anchor or "number" not in option["sides"])

    def clear_choice(self) -> None:
        self.selected = None
        self.as_anchor = False
        self.confirm_pass = False

    # -- places -------------------------------------------------------------------------------------------
    def slot_size(self, seat: int) -> tuple[int, int]:
        return self.L.own_tile() if seat == self.bottom else self.L.LANE_TILE

    def slot_rect(self, seat: int, slot: int) -> pygame.Rect:
        if seat == self.bottom:
            return self.L.own_slot(slot)
        return self.L.lane_slot(self.lanes[seat], slot)

    def slot_centre(self, seat: int, slot: int) -> tuple[int, int]:
        return self.slot_rect(seat, slot).center

    def plate_rect(self, seat: int, top: int | None = None) -> pygame.Rect:
        """A seat's plate: yours (``own_plate``), or its lane's beside the reef at ``top`` (its lane's: grown for a
        name in rows, ``lane_rows``)."""
        if seat == self.bottom:
            return self.own_plate()
        h = self.lane_heights.get(seat, self.L.LANE_PLATE[1])
        return self.L.lane_plate(self.lanes[seat] if top is None else top, h)

    def own_plate(self) -> pygame.Rect:
        """Your plate: ``L.OWN_PLATE``, wider and taller where a human's long name needs it (``L.own_plate``)."""
        names = tuple(self.seat_name(seat) for seat in (self.humans or [self.bottom]))
        key = (names, theme.text_floor, fine.k, tuple(self.L.OWN_PLATE), tuple(self.lanes.items()),
               tuple(self.lane_heights.items()))
        if getattr(self, "_own_plate_key", None) != key:
            base = self.L.OWN_PLATE
            lanes = [*(self.plate_rect(seat) for seat in self.lanes), *self.lane_reefs()]
            blocks = [*lanes, *(self.L.market_rect(i) for i in range(len(self.L.MARKET_XS))), self.L.log_rect(),
                      getattr(self.L, "TRAY", base)]
            above = max((r.bottom for r in blocks if r.bottom <= base.y and r.right > base.x and r.x < base.right),
                        default=0) + 8
            right = min((r.x for r in blocks if r.x >= base.right and r.y < base.bottom and r.bottom > base.y),
                        default=self.L.W) - 36
            self._own_plate_key, self._own_plate_rect = key, L.own_plate(base, names, above, right)
        return pygame.Rect(self._own_plate_rect)

    def pass_button(self) -> pygame.Rect:
        """"Stop here" under your plate: as far lower as a long name made the plate (``own_plate``)."""
        return self.L.pass_button().move(0, max(0, self.own_plate().bottom - self.L.OWN_PLATE.bottom))

    def sea_point(self) -> tuple[int, int]:
        return (self.L.W // 2, self.L.MARKET_Y - 40)

    def deck_point(self) -> tuple[int, int]:
        return self.deck_rect().center

    def discard_point(self, index: int) -> tuple[int, int]:
        return self.L.lane_slot(self.solo_lane_top(), min(index, 17)).center

    def market_hits(self) -> dict[int, pygame.Rect]:
        """Market position -> its tap rect (cards lift, so the rect reaches a little higher)."""
        return {m: self.L.market_rect(m).inflate(8, 24) for m in range(MARKET_SIZE) if self.shown.market[m]}

    def slot_hits(self) -> dict[int, pygame.Rect]:
        """Your face-down slots -> tap rects (the whole column, preview badge included, its card whole: the pitch's
        room beside the card split on both sides — on a small panel's pitch, as wide as the card, the column once
        began 2 px left of it and its card's right 2 px counted for the next slot)."""
        row = self.shown.rows[self.bottom]
        step = self.L.own_step()
        hits = {}
        for s, v in enumerate(row):
            if v == 0:
                r = self.L.own_slot(s)
                badge_y = r.y - (self.L.OWN_Y - self.L.BADGE_Y)  # the preview's badge over this slot's row
                hits[s] = pygame.Rect(r.x - max(0, step - r.w) // 2, badge_y - 16, max(step, r.w),
                                      r.bottom - badge_y + 20)
        return hits

    def slot_at(self, pos) -> int | None:
        """The face-down slot a tap at ``pos`` is for: the one whose column holds it (:meth:`slot_hits`, as drawn),
        else the one whose card grown for a finger holds it (``tap_area``: where the coach's ring round that slot
        invites a tap, on a small panel a few px over the neighbours' edges)."""
        hits = self.slot_hits()
        for areas in (hits, {s: self.tap_area(self.L.own_slot(s)) for s in hits}):
            for s, rect in areas.items():
                if rect.collidepoint(pos):
                    return s
        return None

    # -- input -----------------------------------------------------------------------------------------
    def handle_table(self, pointer: Pointer, view: FuguView):
        if self.log_panel.handle(pointer):
            return None
        if pointer.kind != "tap":
            for button in self.buttons.values():  # pressed looks
                button.handle(pointer)
            return None
        pos = pointer.pos
        if self.breakdown_seat is not None:
            seat = self._plate_at(pos)
            self.breakdown_seat = seat if seat is not None and seat != self.breakdown_seat else None
            return None
        if self.confirm_pass:
            if self._tapped("stop_yes", pointer):
                self.clear_choice()
                self.act(PASS)
            elif self._tapped("stop_no", pointer) or not self.pass_dialog_rect().collidepoint(pos):
                self.confirm_pass = False
            return None
        seat = self._plate_at(pos)
        if seat is not None:
            self.breakdown_seat = seat
            self.sound("click")
            return None
        if not self.my_turn():
            return None
        if self._tapped("side", pointer):
            self.as_anchor = not self.as_anchor
            self.sound("flip")
            return None
        if self._tapped("pass", pointer):
            self.clear_choice()
            self.confirm_pass = True
            self.sound("click")
            return None
        for m, rect in self.market_hits().items():
            if rect.collidepoint(pos):
                self.selected = None if self.selected == m else m  # a second tap puts the card back
                self.as_anchor = False
                self.sound("click")
                return None
        slot = self.slot_at(pos)
        if slot is not None:
            return self._tap_slot(slot)
        for s in range(len(self.shown.rows[self.bottom])):
            if self.L.own_slot(s).collidepoint(pos):
                self.say(t("fugu.error.slot_face_up", slot=s + 1))
                return None
        return None

    def _tapped(self, name: str, pointer: Pointer) -> bool:
        button = self.buttons[name]
        return button.visible and button.enabled and button.handle(pointer)

    def _plate_at(self, pos) -> int | None:
        for seat in range(self.players):
            if (seat == self.bottom or seat in self.lanes) and self.plate_rect(seat).collidepoint(pos):
                return seat
        return None

    def _tap_slot(self, slot: int):
        if self.selected is None:
            self.say(t("fugu.ui.prompt.market_first"))
            return None
        swap = self.swap_for(slot)
        if swap is not None:
            self.act(swap)
        return None

    # -- keeping the shown table in step with the state ------------------------------------------------------
    def resynced(self) -> None:
        """``shown`` jumped to the view: seats arranged for the viewer, a lifted card kept over its slot."""
        view = self.view
        if self._arranged_for != self.viewer:
            self._arrange()
        pending = view["pending"]
        keep = [self.lifted[pending["seat"]]] if pending and pending["seat"] in self.lifted else []
        if not pending:
            self.lifted.clear()
        self.flying[:] = [s for s in self.flying if s in keep]
        for seat, sprite in self.lifted.items():  # a lifted card hovers over its slot until the reveal
            if pending and seat == pending["seat"]:
                rect = self.slot_rect(seat, pending["slot"])
                sprite.pos = (rect.centerx, rect.centery - rect.h * 0.62)
        if not self.my_turn():
            self.clear_choice()
        elif self.selected is not None and not self.shown.market[self.selected]:
            self.clear_choice()
        if view["phase"] != Phase.OVER.text:
            self.banner = None

    def _arrange(self) -> None:
        """The others clockwise from the seat at the bottom (``GameTable.bottom``) in the lanes."""
        self._arranged_for = self.viewer
        others = [(self.bottom + i) % self.players for i in range(1, self.players)]
        heights = lane_rows.heights([self.seat_name(seat) for seat in others])
        self.lane_heights = dict(zip(others, heights, strict=True))
        self.lanes = dict(zip(others, self.L.lane_tops(len(others), heights), strict=True))
        self._place_log()
        self.invalidate_backdrop()

    # -- notes on the table ---------------------------------------------------------------------------------
    def note(self, seat: int, text: str) -> None:
        self.speak(seat, text, self.L.BUBBLE_SECONDS)

    def set_caption(self, text: str, seconds: float) -> None:
        self.caption = (text, self.app.now() + seconds)  # wall-clock seconds, like the bubbles

    def pop_score(self, seat: int, delta: int, origin) -> None:
        """The score change rises from the slot and fades (the kit's ``score_popup``, as on every table);
        it stays on the screen over the top lane."""
        life = self.d(self.L.SCORE_POP)
        if life > 0:  # (none at instant speed: nothing would be seen moving)
            x, y = origin
            colour = theme.GLOW if delta > 0 else self.L.LOSS_INK if delta < 0 else theme.FOAM
            score_popup(self.animator, self.popups, self.L.delta_text(delta), colour,
                        ((x, y - 10), (x, max(self.L.POP_TOP, y - 60))), life)

    # -- the end -----------------------------------------------------------------------------------------------
    def end_summary(self) -> dict:
        from fishgames.games.fugu.scene_end import summary

        return summary(self, super().end_summary())

    def results_scene(self, summary: dict):
        from fishgames.games.fugu.scene_end import SummaryScene

        self.bubbles.clear()  # the table is not updated under the summary: no frozen bubbles
        self.caption = None
        return SummaryScene(self.app, self, summary)


SCENE = FuguTable
