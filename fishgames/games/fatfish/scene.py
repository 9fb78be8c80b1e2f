"""The Fat Fish table: lay fish into three shared rows; whoever lays a row's fifth card takes it.

What the player sees (layout in ``scene_layout``): the other seats across the top (name, total, hand and
deck counts, minus pile as count and total, plus pile face up in miniature), the reserve and the box on
the left above your own plate, the three rows in the middle (the fifth place wears a net), the licences
(variant) and the move log on the right, your hand at the bottom with a "Done" button.

Laying a card: tap a hand card (it lifts; only the rows where it may legally go light up), then tap a
row — or drag the card onto the row.  After the first card the row is fixed: more cards (up to four)
follow the same way, or one tap on "Done" ends the turn.  When your card is a row's fifth, the take
panel shows the row split by colour with the best plus cards pre-selected; tap a card to choose
another copy of its colour, then "Take".  Every rules event is animated in rule order by
``scene_present``.  Only the viewer's own hand is ever drawn face up; the faces of the hand drawn in
a frame are recorded in ``faces_drawn`` so tests can check that on the drawn frame.
"""

from __future__ import annotations

from functools import partial

import pygame

from fishgames.bots.scheduler import PACING
from fishgames.games.fatfish import scene_layout as L
from fishgames.games.fatfish import scene_text as T
from fishgames.games.fatfish.rules import PLACE, STOP, Phase, parse_card
from fishgames.games.fatfish.scene_ahead import LooksAhead
from fishgames.games.fatfish.scene_cards import (
    MINUS_INK,
    back_spec,
    card_name,
    colour_name,
    colour_of,
    face_spec,
    licence_name,
)
from fishgames.games.fatfish.scene_draw import (
    TURN_ROW_GLOW,
    WATER,
    Drawer,
    grown_plates,
    own_key_h,
    plate_growth,
)
from fishgames.games.fatfish.scene_present import Beat, Presenter
from fishgames.games.fatfish.scene_take import TakeChoice
from fishgames.games.fatfish.view_types import FatFishView
from fishgames.i18n import t
from fishgames.ui import display, fine, sprites, theme
from fishgames.ui.anim import Call, Sequence
from fishgames.ui.game_table import GameTable
from fishgames.ui.table_kit import PLATE_GLOW, font_specs, glow_spec
from fishgames.ui.widgets import MoveLogPanel

FLASH_SECONDS = 2.4  # a claimed licence stays lit this long
FOLLOW_UP_PACE = 0.45  # share of the usual bot pause before a further card of the same turn
#: A frame while a story plays paints a piece of a look to come ahead if it cost at most this many times the recent
#: frames' median so far (``TableScene.frame_weight``; light: 1).
STORY_WEIGHT = 1.4
OWN_KEY_H = 92  # your own plate's name and total (draw_own puts the total 46-86 px down): no bubble covers them
#: The art the first frames need: water, fonts, backs, shadows, the lanes' shade, the plates' icons.
FIRST_ART = [WATER, *font_specs(16, 18, 32, 40), back_spec(L.HAND_CARD), back_spec(L.RESERVE_PILE.size),
             *(shadow for size in (L.HAND_CARD, L.ROW_CARD, L.RESERVE_PILE.size) for shadow in sprites.shadow_specs(size)),
             ("shadow", L.ROW_CARD, 8, 4), ("shadow", L.HAND_CARD, 10, 5), ("shadow", L.HAND_CARD, 10, 8),
             ("shadow", L.RESERVE_PILE.size, 6, 4), ("shadow", L.TAKE_CARD, 10, 5),  # the table's own shadows
             ("card_dim", L.HAND_CARD), ("fatfish_shade", L.lane(0).size),
             *(("fatfish_icon", (24, 22), name) for name in ("hand", "deck"))]


def glow_specs(config, places) -> list:
    """The glows the table shows at ``places`` (``L`` or an upright arrangement): around the lanes (a target's, a
    split's, the turn's row in each seat's colour), the plates, your plate, Done, a chosen hand card and a take."""
    colours = [theme.seat_colour(seat) for seat in range(config.players)]
    lane = places.lane(0).size
    plates = sorted({rect.size for rect in places.plates(config.players, 0).values()})
    return [*(glow_spec(lane, c) for c in (theme.GLOW, MINUS_INK)),
            *(glow_spec(lane, c, steady=TURN_ROW_GLOW) for c in colours),
            *(glow_spec(size, c, steady=PLATE_GLOW) for size in (*plates, places.OWN.size) for c in colours),
            *(glow_spec(size, theme.GLOW) for size in (places.DONE.size, (places.HAND_CARD[0] + 6, places.HAND_CARD[1] + 6),
                                                       (places.TAKE_CARD[0] + 6, places.TAKE_CARD[1] + 6)))]


def with_glows(specs: list, glows: list) -> list:
    """``specs`` with their glows replaced by ``glows``, in the first one's place."""
    first = next(i for i, spec in enumerate(specs) if spec[0] == "glow")
    return [*specs[:first], *glows, *(spec for spec in specs[first:] if spec[0] != "glow")]


#: The share of the sprite cache the upright faces drawn ahead may take (beside the water's twin), as Fischen's.
UPRIGHT_FACES_SHARE = 0.4


def upright_art(specs: list, config, places, canvas) -> list:
    """``specs`` (a table's art ahead) for the upright ``places`` on ``canvas``: the glows at their sizes
    (``with_glows``), and in place of the landscape rows' faces (never shown upright; the landscape hand's stay: a
    take's cards) the faces at the rows' and hand's sizes, drawn as they showed 11-15 ms of a frame at 210 × 294 —
    as many as :data:`UPRIGHT_FACES_SHARE` of the cache holds beside the water's twin at the canvas's size (the
    first frame's: let go for more, it was drawn again there, 56 ms at 1080 × 1920)."""
    specs = with_glows(specs, glow_specs(config, places))
    first = next(i for i, spec in enumerate(specs) if spec[0] == "card")
    sizes = list(dict.fromkeys((tuple(places.ROW_CARD), tuple(places.HAND_CARD))))
    pw, ph = fine.size(canvas)
    room = UPRIGHT_FACES_SHARE * sprites.CACHE.budget * fine.kept_share() * fine.beyond() - pw * ph * 4
    count = max(0, int(room // sum(_face_bytes(size) for size in sizes)))
    faces = [face_spec(f"{c}{v}", size) for c in "rygbp" for v in range(1, 7) for size in sizes][:count * len(sizes)]
    return [*specs[:first], *faces, *(spec for spec in specs[first:] if spec[0] != "card" or spec[1] == L.HAND_CARD)]


def _face_bytes(size) -> int:
    """What the sprite cache holds for a face of ``size`` (its twin at the screen's pixels too)."""
    pw, ph = fine.size(size)
    return pw * ph * 4 if fine.can_hollow() else size[0] * size[1] * 4 + (pw * ph * 4 if fine.k != 1 else 0)


class FatFishTable(Presenter, LooksAhead, Drawer, GameTable):
    paced_log = True
    water = WATER  # the sea beyond the stage (fishgames.ui.display)
    tall = True  # a portrait screen: the upright arrangement (``scene_layout.Upright``)
    layout_module = L  # ``scene_layout``: where things sit (``self.L``)
    upright_least_h = L.UPRIGHT_LEAST_H  # (3:4 and taller: its rows give way, the compact arrangement)

    def __init__(self, app, match):
        super().__init__(app, match)
        self.marks: dict[tuple[int, int], str] = {}
        self.full_row: int | None = None
        self.caption = ""
        self.flash: dict[str, float] = {}
        self.clock = 0.0
        self.selected: int | None = None  # index into the hand
        self.pressed: int | None = None  # hand card under a press (a drag may follow)
        self.drag_pos: tuple[int, int] | None = None
        self.take = TakeChoice(self)  # the plus cards chosen when the viewer takes a row
        self.help_open = False
        self.licences_on = bool(match.config.option("licences", False))
        self.log_panel = MoveLogPanel(self.L.log_rect(self.licences_on))
        self._warm = self.art_specs(match.config)[len(FIRST_ART):]  # what the set-up had no time for, a few per frame
        if self.portrait:  # (its glows at the upright places' sizes, as the set-up drew them: ``canvas_art``)
            self._warm = upright_art(self._warm, match.config, self.L, self.app.canvas)
        self.faces_drawn: list[str] = []  # face-up hand cards of the last frame (tests check secrecy)
        #: the views queued actions' stories end on (``Presenter.present``), the next first: ``Drawer.looks_ahead``
        self.settles_coming: list[dict] = []
        self._settled: bool | None = None  # drawing a look ahead (``LooksAhead.drawn_as``): still or moving then

    # -- seats and points ----------------------------------------------------------------------------------
    def plate_rects(self) -> dict[int, pygame.Rect]:
        """The other seats' plates; upright, one grown downward where a long name needs it and the room under it
        is free (:func:`plate_growth`)."""
        rects = self.L.plates(self.players, self.bottom)
        if self.L is L or not self.shown:  # landscape: the rows and the reserve 8 px under the plates
            return rects
        return grown_plates(rects, {seat: plate_growth(self.seat_name(seat), rect.w, self.shown["totals"][seat])
                                    for seat, rect in rects.items()}, self.L.RESERVE.y - 8)

    def own_plate_rect(self) -> pygame.Rect:
        """The bottom seat's plate (``plate_rects`` holds the others')."""
        return self.L.OWN

    def seat_point(self, seat: int, what: str) -> tuple[int, int]:
        if seat == self.bottom:
            return self.L.own_points()[what]
        rect = self.plate_rects()[seat]
        if what == "plus" and self.shown:
            n = len(self.shown["plus"][seat])
            return (rect.x + 22 + min(rect.w - 60, 16 * n), rect.bottom - L.PLATE_H + 84)
        return self.L.plate_points(rect)[what]

    def score_path(self, seat: int) -> tuple[tuple[int, int], tuple[int, int]]:
        """Where a score change pops up and where it drifts to: just outside the plate, by its total."""
        if seat == self.bottom:
            x = self.L.OWN.right - 50
            return (x, self.L.OWN.y - 14), (x, self.L.OWN.y - 44)
        rect = self.plate_rects()[seat]
        x = rect.right - 50
        return (x, rect.bottom + 34), (x, rect.bottom + 8)

    def keep_clear(self) -> list[pygame.Rect]:
        """The three rows, the prompt, your hand and its Done button, the reserve (how many fish are left and
        which rows were taken), the plates' key lines and your own name and total."""
        rows = [self.L.lane(row) for row in range(self.L.ROWS)]
        prompt = pygame.Rect(self.L.CENTER.x, self.L.PROMPT_Y - 20, self.L.CENTER.w, 40)
        hand = pygame.Rect(self.L.CENTER.x, self.L.HAND_TOP - self.L.PICK_RAISE, self.L.CENTER.w, self.L.H - self.L.HAND_TOP + self.L.PICK_RAISE)
        own_total = pygame.Rect(self.L.OWN.x, self.L.OWN.y, self.L.OWN.w,
                                own_key_h(self.L.OWN, self.seat_name(self.bottom), OWN_KEY_H))
        rects = list(self.plate_rects().values())
        names = self.key_lines(rects)
        for line, rect in zip(names, rects, strict=True):  # a plate grown for a long name: its rows all kept clear
            line.h += rect.h - L.PLATE_H
        return [*rows, prompt, hand, self.L.DONE, self.L.RESERVE, own_total, *names]

    def prompt_centre(self) -> tuple[int, int]:
        return (self.L.HAND_CX, self.L.PROMPT_Y)

    def bubble_anchor(self, seat: int) -> tuple[int, int]:
        if seat == self.bottom:
            return (self.L.OWN.centerx + 40, self.L.OWN.y)
        rect = self.plate_rects()[seat]
        return (rect.centerx, rect.bottom)

    # -- texts ---------------------------------------------------------------------------------------------------
    def event_text(self, event) -> str | None:
        return T.event_text(event, self.seat_name)

    def licence_name(self, lid: str) -> str:
        return licence_name(lid)

    def describe(self, event) -> str | None:
        seen = event.seen_by(self.log_seat)
        return None if seen is None else self.event_text(seen)

    def reason_text(self, key: str, params: dict) -> str:
        return T.reason_text(key, params)

    # -- lifecycle ------------------------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.animator.flush()  # entered again after a language switch: finish the story, then redraw it
        self._sync(force=True)
        hand = [face_spec(code, self.L.HAND_CARD) for code in self.shown.get("hand") or []]
        sprites.prewarm([*FIRST_ART, *hand])

    @classmethod
    def margin_specs(cls, canvas) -> list:
        """The water at the canvas's size; on a portrait canvas (the upright arrangement fills it) also the upright
        row cards' shadow (drawn in the first frame at 720 × 1280 before)."""
        specs = super().margin_specs(canvas)
        if canvas is not None and display.upright(canvas, cls.upright_least_h):
            specs.append(("shadow", L.upright(tuple(canvas)).ROW_CARD, 8, 4))
        return specs

    @classmethod
    def art_specs(cls, config) -> list:
        """What the first frames need (``FIRST_ART``), the glows around lanes, plates and cards, then every face
        at both sizes."""
        return [*FIRST_ART, *glow_specs(config, L), *(face_spec(f"{c}{v}", size) for size in (L.HAND_CARD, L.ROW_CARD)
                                                      for c in "rygbp" for v in range(1, 7))]

    @classmethod
    def canvas_art(cls, config, canvas) -> list:
        """Upright, the glows at the upright places' sizes (the roomy or the compact arrangement's) in place of the
        landscape ones, which never show there: blurred as they first showed, a lane's was a frame of 40-55 ms."""
        specs = super().canvas_art(config, canvas)
        if canvas is None or not display.upright(canvas, cls.upright_least_h):
            return specs
        return upright_art(specs, config, L.upright(tuple(canvas)), canvas)

    def resume(self, result=None) -> None:
        viewer = self.viewer
        super().resume(result)
        if self.viewer != viewer:  # pass-and-play: the next human took the device
            self.animator.flush()
            self._sync(force=True)

    def layout(self) -> None:
        self.invalidate_backdrop()  # repainted with its panels (after a language switch too)
        self.log_panel.rect = self.L.log_rect(self.licences_on)  # under a small screen's grown corner buttons

    def resynced(self) -> None:
        self.selected = self.pressed = self.drag_pos = None
        self.flying.clear()
        self.marks, self.full_row, self.opening = {}, None, None
        self.settles_coming.clear()

    def update(self, dt: float):
        self.clock += dt
        self.prepare_art()  # the art the set-up had no time for, a few pieces a frame
        if self.flash:
            self.flash = {k: v for k, v in self.flash.items() if self.clock - v < FLASH_SECONDS}
        # a bot's further cards on its row follow sooner than the first card of a turn
        pause = PACING.get(self.app.settings.animation_speed, PACING["normal"])
        self.scheduler.pause = pause * (FOLLOW_UP_PACE if self.view["turn_row"] is not None else 1.0)
        result = super().update(dt)
        if self.animator.idle:
            self._sync()
        return result

    @property
    def _story_waits(self) -> bool:
        """A bot's story is queued and shows from the frame after next (its :class:`Beat` first): the table as it was."""
        queue = self.animator.queue
        return bool(queue) and isinstance(queue[0], Sequence) and bool(queue[0].steps) and \
            isinstance(queue[0].steps[0], Beat)

    def _log_due(self) -> bool:
        """``TableScene._log_due``, the story's :class:`Beat` looked past in the frame that queued it (its log line and
        caption painted there, as the frame before a story's first always did; the beat's frame paints its rows)."""
        queue = self.animator.queue
        if not self._story_waits:
            return super()._log_due()
        if queue[0].steps[0].seen or len(queue) < 2:
            return False
        step = queue[1]
        while isinstance(step, Sequence) and step.steps:
            step = step.steps[0]
        fn = getattr(step, "fn", None) if isinstance(step, Call) else None
        return isinstance(fn, partial) and fn.func == self._log_came and fn.args[0] is self._log_coming[0]

    def draw(self, surface) -> None:
        self._looked_ahead, drawn, prompt = False, self._drawn, self._prompt_shown
        super().draw(surface)
        if not drawn:
            return
        if self._story_waits:
            if self.animator.queue[0].steps[0].seen:
                self.beat_ahead(surface)  # (light or not: the next frame shows it)
        elif not self.animator.idle and not self._looked_ahead and len(self.flying) <= 1 and \
                self._prompt_shown == prompt and self.frame_weight is not None and self.frame_weight <= STORY_WEIGHT:
            # (a piece in a frame not much heavier than light: a story's frames were seldom light; not in one that
            # showed a new caption, nor while a split's cards fly: among the slowest frames at 1920 × 1080)
            self.story_ahead(surface)

    def overlay_key(self):
        """The licences' help (``draw_help``: the table dimmed, the panel over it) is drawn last over the table: while
        it is up and nothing under it moves (no story plays, no card flies, no score pops up) its frame is kept
        (``TableScene.overlay_key``) — at 1920 × 1080 every frame of it laid the whole backdrop again under the dim and
        drew the table, the dim and the panel anew (issue 29).  The key names what ``draw_table`` shows besides the help,
        should that change all the same: a bot's move (the match's version), a licence's flash going out, the banner,
        the prompt, the log.  While help is up no decision is pending (``decision``): no glow pulses."""
        if not (self.help_open and self.licences_on) or not self.animator.idle or self.flying or self.popups:
            return None
        return (self.match.version, self.viewer, tuple(self.seat_name(seat) for seat in range(self.players)),
                frozenset(self.flash), self.banner, self.prompt_text(), self.prompt_hidden, len(self.log),
                self.log_panel.offset, tuple(sorted(self.marks.items())), self.full_row, self.selected, self.portrait)

    # -- decisions ------------------------------------------------------------------------------------------------
    def decision(self, view: FatFishView | None = None) -> str | None:
        """The viewer's pending decision ("play" or "take"), only while nothing moves."""
        view = view or self.view
        if self.viewer is None or not self.still() or self.help_open:
            return None
        if view["current"] != self.viewer or view["phase"] not in (Phase.PLAY.text, Phase.TAKE.text):
            return None
        return view["phase"]

    def still(self) -> bool:
        """Nothing moves: the animations have played and no card flies (or, drawing a look ahead, as that look has
        it: ``LooksAhead.drawn_as``)."""
        return self._settled if self._settled is not None else self.animator.idle and not self.flying

    def targets(self, view: FatFishView, index: int | None) -> list[int]:
        """Rows where the hand card ``index`` may go now."""
        if index is None or self.decision(view) != Phase.PLAY.text or index >= len(view["hand"]):
            return []
        return list(view["hand_targets"][index])

    def hand_rects(self, view: FatFishView | None = None) -> list[tuple[int, str, pygame.Rect]]:
        """Each shown hand card (index, code, rect); raised when it may be laid now, higher when chosen."""
        view = view or self.view
        hand = self.shown.get("hand") or []
        playing = self.decision(view) == Phase.PLAY.text
        out = []
        for i, (code, left) in enumerate(zip(hand, self.L.hand_lefts(len(hand)), strict=True)):
            rect = pygame.Rect(left, self.L.HAND_TOP, *self.L.HAND_CARD)
            if playing and i == self.selected:
                rect.y -= self.L.PICK_RAISE
            elif playing and view["hand_targets"][i]:
                rect.y -= self.L.RAISE
            out.append((i, code, rect))
        return out

    def hit_hand(self, pos, view: FatFishView) -> int | None:
        for i, _, rect in reversed(self.hand_rects(view)):
            if rect.collidepoint(pos):
                return i
        return None

    def lane_at(self, pos) -> int | None:
        for r in range(self.L.ROWS):
            if self.L.lane(r).collidepoint(pos):
                return r
        return None

    def can_stop(self, view: FatFishView) -> bool:
        return self.decision(view) == Phase.PLAY.text and bool(view["can_stop"])

    def handle(self, pointer):
        if self.help_open:
            if pointer.kind == "tap":
                self.help_open = False
            return None
        if not self.covering and self.log_panel.handle(pointer):
            return None
        return super().handle(pointer)

    def handle_table(self, pointer, view):
        if pointer.kind == "tap" and self.licences_on and self.L.licences_rect().collidepoint(pointer.pos):
            self.help_open = True
            self.sound("click")
            return None
        phase = self.decision(view)
        if phase == Phase.TAKE.text:
            if pointer.kind == "tap":
                self.take.tap(pointer.pos, view)
            return None
        if phase != Phase.PLAY.text:
            self.pressed = self.drag_pos = None
            return None
        kind, pos = pointer.kind, pointer.pos
        if kind == "down":
            i = self.hit_hand(pos, view)
            self.pressed = i if i is not None and view["hand_targets"][i] else None
        elif kind == "drag" and self.pressed is not None:
            self.drag_pos = pos
        elif kind == "drop":
            if self.pressed is not None and self.drag_pos is not None:
                self._drop(self.pressed, pos, view)
            self.pressed = self.drag_pos = None
        elif kind == "tap":
            self.pressed = self.drag_pos = None
            self._tap_play(pos, view)
        return None

    def _drop(self, index: int, pos, view: FatFishView) -> None:
        row = self.lane_at(pos)
        if row is None:
            return
        code = view["hand"][index]
        if row in view["hand_targets"][index]:
            self.selected = None
            self.act(PLACE[row][parse_card(code)])
        else:
            self.say(self.why_not(view, code, row))

    def _tap_play(self, pos, view: FatFishView) -> None:
        i = self.hit_hand(pos, view)
        if i is not None:
            code = view["hand"][i]
            if not view["hand_targets"][i]:
                self.say(self.why_not(view, code, view["turn_row"]))
                return
            self.selected = None if self.selected == i else i
            self.sound("click")
            return
        if self.can_stop(view) and self.tap_area(self.L.DONE).collidepoint(pos):
            self.selected = None
            self.act(STOP)
            return
        row = self.lane_at(pos)
        if row is None:
            return
        if self.selected is None:
            self.say(t("fatfish.ui.card_first"))
            return
        code = view["hand"][self.selected]
        if row in view["hand_targets"][self.selected]:
            self.selected = None
            self.act(PLACE[row][parse_card(code)])
        else:
            self.say(self.why_not(view, code, row))

    def why_not(self, view: FatFishView, code: str, row: int | None) -> str:
        """Why ``code`` may not go on ``row`` (the rules' placement rule in words)."""
        turn_row = view["turn_row"]
        if turn_row is not None and row is not None and row != turn_row:
            return t("fatfish.ui.why.turn_row", row=turn_row + 1)
        colour = colour_of(code)
        matching = [str(r + 1) for r, cards in enumerate(view["rows"]) if cards and colour_of(cards[-1]) == colour]
        if turn_row is not None and row is None:
            return t("fatfish.ui.why.not_now", card=card_name(code), row=turn_row + 1,
                     rows=", ".join(matching) or "–")
        if row is not None and not view["rows"][row]:
            return t("fatfish.ui.why.empty", row=row + 1)
        return t("fatfish.ui.why.colour", card=card_name(code), colour=colour_name(colour),
                 rows=", ".join(matching))

    # -- dragging ---------------------------------------------------------------------------------------------------
    def dragging(self) -> int | None:
        return self.pressed if self.drag_pos is not None else None

    # -- the end -----------------------------------------------------------------------------------------------------
    def end_summary(self) -> dict:
        state = self.match.state
        return T.end_summary(self.match, state.view(None), self.seat_name, self.humans)


SCENE = FatFishTable
