"""The Go Fish table: your hand as rank stacks, the other seats across the top, the pond, the book bar.

A turn on the table: tap one of your rank stacks (it lifts), then tap a glowing opponent; the rules
answer and the scene plays the answer in rule order — the question in a speech bubble, cards handed
over, "Go fish!", the draw from the pond, a lucky fish shown face up, a book laid down on its slot.

What is drawn is a *shown* copy of the table (hand, card counts, pond, books, turn) that the
animations step forward event by event and that snaps to ``view(viewer)`` whenever the queue is done,
so the screen never runs ahead of the story.  Only the viewer's own cards are ever drawn face up
(plus public ones: a lucky fish, a book); every face blitted in a frame is recorded in
``faces_drawn`` so tests can check that on the drawn frame.
"""

from __future__ import annotations

import copy
import random

import pygame

from fishgames.games.gofish import look
from fishgames.games.gofish.actions import Ask
from fishgames.games.gofish.data import DECK, N_RANKS, Phase
from fishgames.games.gofish.knowledge import PublicKnowledge
from fishgames.games.gofish.look import BACK, HAND_CARD, LOG_DURING_PLAY, face
from fishgames.games.gofish.plate_rows import GoFishPlate
from fishgames.games.gofish.scene_draw import Drawer
from fishgames.games.gofish.scene_layout import (
    LANDSCAPE,
    LIFT,
    OWN_PLATE,
    POND,
    POND_SCALE,
    PORTRAIT_LEAST_H,
    RAISE,
    TABLE,
    Geometry,
    H,
    W,
    pond_angle,
    portrait,
    top_plate_size,
)
from fishgames.games.gofish.scene_present import Presenter
from fishgames.games.gofish.stats import seat_stats
from fishgames.games.gofish.view_types import GoFishView
from fishgames.i18n import t
from fishgames.ui import display, sprites, theme, widgets
from fishgames.ui.canvas import Canvas, composed_ahead
from fishgames.ui.game_table import GameTable
from fishgames.ui.input import Pointer
from fishgames.ui.sprites import CardSprite
from fishgames.ui.table_kit import font_specs, plate_glow_specs
from fishgames.ui.widgets import MoveLogPanel, SeatPlate


def _pond_pile() -> list[tuple[float, float, float]]:
    rng = random.Random("gofish/pond")
    return [(rng.uniform(-0.26, 0.26) * POND.w, rng.uniform(-0.16, 0.16) * POND.h, rng.uniform(-40, 40))
            for _ in range(12)]


#: How far above the foot of its fan's middle back a rival's bubble is anchored: its tail's tip rests 6 px on that
#: back (``bubbles.GAP`` less 4 above the bubble), which leaves two lines of a small panel's type room between the
#: fan and the Books row
FAN_TIP = 10
PILE = _pond_pile()  # the backs heaped in the pond: (dx, dy, angle)
#: The 1280 × 720 stage's backdrop pictures: its water, sand and pond (upright ones have sizes of their own).
STAGE_BACKDROP = [("underwater", (W, H), 7), ("table", TABLE.size, "sand", 5), ("underwater", POND.size, 3)]


class Shown:
    """The table as currently drawn (it trails the state while animations play)."""

    def __init__(self, players: int):
        self.hand: list[int] = []  # the viewer's cards
        self.counts = [0] * players
        self.pond = DECK
        self.books: list[tuple[int, int]] = []  # (rank, owner) in the order made
        self.turn: int | None = None

    @classmethod
    def of(cls, view: GoFishView) -> Shown:
        """The parts of ``view`` the table shows, as a mutable copy (before the deal: a full pond)."""
        shown = cls(len(view["hand_sizes"]))
        shown.hand = list(view["hand"] or [])
        shown.counts = list(view["hand_sizes"])
        shown.pond = DECK if view["phase"] == Phase.DEAL.text else view["pond"]
        shown.books = [(rank, owner) for rank, owner in view["books"]]
        shown.turn = view["turn"]
        return shown

    def score(self, seat: int) -> int:
        return sum(1 for _, owner in self.books if owner == seat)


class GoFishTable(Presenter, Drawer, GameTable):
    snapshot = staticmethod(Shown.of)  # what GameTable keeps of each view (``shown``)
    water = ("underwater", theme.SIZE, 7)  # the sea beyond the stage (fishgames.ui.display)
    snapshots = False  # each action's animation ends on the latest view (``_sync``)
    tall = True  # a portrait screen: the upright arrangement (``scene_layout.portrait``)
    upright_least_h = PORTRAIT_LEAST_H  # 3:4 and taller (the compact arrangement below 10:16)

    def __init__(self, app, match):
        super().__init__(app, match)
        self.level = match.record.level
        self.shown = Shown(self.players)
        self.faces_drawn: set[int] = set()
        self.selected: int | None = None
        self.lift = [0.0] * N_RANKS
        self.clock = 0.0
        self.plates: dict[int, SeatPlate] = {}
        self.columns: dict[int, pygame.Rect] = {}
        self.hints: dict[int, dict] = {}
        self.ask_line: tuple[int, int, int] | None = None
        self.log_panel: MoveLogPanel | None = None
        #: ask number -> the reason its bot gave, as (text key, params); the question log is rebuilt from the
        #: view, so the table keeps them here and puts each after its question (table-side, not rules)
        self.said: dict[int, tuple[str, dict]] = {}
        self.last_reason: dict[int, tuple[str, dict]] = {}  # seat -> its latest move's reason, until shown
        self._hand_sprites: dict[int, CardSprite] = {}
        self._fan_bounds: dict[tuple, pygame.Rect | None] = {}  # a rival's fan's bounds by its look (fan_rect)
        self._arranged_for: object = object()
        self._pile = PILE
        self._log_told: tuple | None = None  # what looks_ahead last painted the question log ahead for
        self._plates_told: tuple | None = None  # (what _plates_ahead paints for, the seats still to paint, the table and hints then)

    @property
    def geo(self) -> Geometry:
        """Where things sit: the 1280 × 720 arrangement, or the upright one on a portrait screen."""
        return portrait(self.stage_size) if self.portrait else LANDSCAPE

    def describe(self, event) -> str | None:
        return None  # the log is the §11.4 question log, rebuilt in resynced()

    def said_line(self, seat: int, text: str):
        """None: the question log is rebuilt from the view; a bot's reason joins it under its question
        (``said``), and the other bubbles only repeat what the log says."""
        return None

    def _bot_moved(self, move) -> None:
        if move.reason:
            self.last_reason[move.seat] = move.reason
        super()._bot_moved(move)

    @property
    def reasons(self) -> dict[int, str]:
        """Ask number -> the asker's reason in words, in the language shown now."""
        return {number: self.reason_text(*reason) for number, reason in self.said.items()}

    def reason_text(self, key: str, params: dict) -> str:
        """Bots name ranks by code ("9"); the bubble says "nines" / "nach Neunen" (§11.3), one card "a king" /
        "einen König"."""
        code = params.get("r")
        if code is None:
            return t(key, **params)
        form = "ranks_dative" if key.endswith(".asked") else "a_rank" if key.endswith(".fished") else "ranks"
        return t(key, **{**params, "r": t(f"gofish.ui.{form}.{code}")})

    # -- scene hooks -----------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.animator.flush()  # entered again after a language switch: finish the story, then redraw it
        self._sync(force=True)
        # usually all drawn ahead (the set-up, the menu, the code picker, the replay list); otherwise (a code
        # at start-up, a replay from a file) what the first frames show now, your hand's faces included,
        # and the other faces a few a frame while the deal flies
        specs = self.art_specs(self.match.config)
        if self.portrait:  # (the stage's backdrop pictures never show upright: 60 ms of the first frame at 1080 × 1920)
            specs = [spec for spec in specs if spec not in STAGE_BACKDROP]
        sprites.prewarm([*specs[:-DECK], *(face(card) for card in self.shown.hand)])
        self._warm = specs[-DECK:]
        self._background = self.make_background()

    @classmethod
    def art_specs(cls, config) -> list:
        """The backdrop's water, sand and pond, the fonts, the back, the plates' glows, the pond's heap, then
        every face (last: a table that opens without them draws them a few a frame)."""
        plates = [OWN_PLATE, pygame.Rect((0, 0), top_plate_size(config.players))]
        return [*STAGE_BACKDROP, *font_specs(16, 18, 22), BACK, *plate_glow_specs(plates, config.players),
                *sprites.shadow_specs(HAND_CARD), *(sprites.turned_spec(BACK, pond_angle(a), POND_SCALE) for *_, a in PILE),
                *(face(card) for card in range(DECK))]

    @classmethod
    def margin_specs(cls, canvas) -> list:
        """The water at the canvas's size; on a portrait canvas (the upright arrangement fills it) also the upright
        sand and pond, sizes of their own (drawn in the first frame they were 40-60 ms of it at 720 × 1280)."""
        specs = super().margin_specs(canvas)
        if canvas is not None and display.upright(canvas, cls.upright_least_h):
            geo = portrait(tuple(canvas))
            specs += [("table", geo.TABLE.size, "sand", 5), ("underwater", geo.POND.size, 3)]
        return specs

    @classmethod
    def canvas_art(cls, config, canvas) -> list:
        """Upright, without the stage's backdrop pictures (:data:`STAGE_BACKDROP`), which never show there: with them
        the list overran the cache's budget at 1080 × 1920 and the upright sand (147 ms) was drawn in ``enter``."""
        specs = super().canvas_art(config, canvas)
        if canvas is None or not display.upright(canvas, cls.upright_least_h):
            return specs
        return [spec for spec in specs if spec not in STAGE_BACKDROP]

    def layout(self) -> None:
        self.invalidate_backdrop()
        self._arranged_for = object()  # names and labels follow a language switch (or a player's new name)
        if getattr(self, "plates", None):
            self._arrange()
        if self.log_panel is not None:
            self.log_panel = MoveLogPanel(self.geo.LOG_RECT, self.log)

    def seat_renamed(self, seat: int) -> None:
        """Only that seat's plate takes the new name (no new arrangement: a phone's join is a normal frame)."""
        if seat in self.plates:
            self.plates[seat].name = self.seat_name(seat)

    def resume(self, result=None) -> None:
        super().resume(result)
        if self.viewer != self._arranged_for:  # pass-and-play: the next human took the device
            self.animator.flush()
            self.selected = None
            self._sync(force=True)

    def viewer_changed(self) -> None:
        self.selected = None
        super().viewer_changed()

    def update(self, dt: float):
        self.clock += dt
        self.prepare_art()  # the faces the start had no time for, a few a frame
        mine, k = self._my_turn(), self.geo.hand
        for rank in range(N_RANKS):
            goal = (LIFT * k if rank == self.selected else RAISE * k) if mine else 0.0
            self.lift[rank] += (goal - self.lift[rank]) * min(1.0, dt * 14)
        return super().update(dt)

    def keep_clear(self) -> list[pygame.Rect]:
        """The has/lacks hint chips (their rows, where drawn: a "last asked" hint is on the plate, or under the fan
        where a long name leaves it no room there), the Books row, the pond's heap and its count, the prompt, your
        hand, the plates' key lines (a bubble beside the pond covered its count on a 800 × 480 panel, where the
        bubbles' text is larger; at 3:4 a rival's words, kept from under its plate by two empty chip rows, lay on the
        heap)."""
        geo = self.geo

        def chip_rows(seat: int) -> int:
            hint = self.hints.get(seat, {})
            return bool(hint.get("has")) + bool(hint.get("lacks")) if seat != self.bottom else 0

        chips = [pygame.Rect(plate.rect.x, geo.HINT_Y, plate.rect.w, chip_rows(seat) * geo.HINT_ROW)
                 for seat, plate in self.plates.items() if chip_rows(seat)]
        chips += [self.tag_rect(plate) for plate in self.plates.values() if getattr(plate, "tag", "")]
        prompt = pygame.Rect(0, geo.PROMPT_Y - 20, geo.W, 40)
        card_h, lift = geo.card[1], LIFT * geo.hand
        hand = pygame.Rect(0, geo.HAND_Y - card_h // 2 - lift, geo.W, geo.H - geo.HAND_Y + card_h // 2 + lift)
        books = [self.slot_rect(rank) for rank in range(13)]  # the whole Books row: the game's score
        books.append(self.books_label_rect())
        pond = [widgets.badge_rect(self.shown.pond, self.pond_badge_centre()), *filter(None, [self.pond_heap()])]
        fans = [fan for fan in map(self.fan_rect, self.plates) if fan is not None]  # how many cards each holds
        # Every plate whole: a rival's words under its fan reached up over the details of the plates beside it (a
        # small panel's one long line), and your own question lay on your plate under its top line, over the second
        # row of your long name (800 × 480 at 150 %); with no spot left the question is in the log.
        plates = [plate.rect for plate in self.plates.values()]
        return [*chips, *books, *pond, prompt, hand, *self.key_lines(plates), *plates, *fans, *self.ask_line_rects()]

    def prompt_centre(self) -> tuple[int, int]:
        return (self.geo.W // 2, self.geo.PROMPT_Y)

    def bubble_anchor(self, seat: int) -> tuple[int, int]:
        plate = self.plates.get(seat)
        if plate is None:
            return super().bubble_anchor(seat)
        if seat == self.bottom:
            return (plate.rect.centerx + 40, plate.rect.top + 4)
        if self.fan_rect(seat) is None:
            return (plate.rect.centerx, plate.rect.bottom - 6)
        foot = self.geo.FAN_Y + round(HAND_CARD[1] * self.geo.FAN_SCALE) // 2  # a rival's words stand under its fan
        return (plate.rect.centerx, foot - FAN_TIP)

    def bubble_shapes(self, seat: int, text: str) -> list[tuple[str, int]]:
        """A rival's words under its fan have a low band of water over the Books row (two lines of 1280 × 720's
        type): the bubbles' own width first, then wider, then on one line (a small panel's larger type), and last
        the question alone (at 150 % type on a small panel; a bot's reason is in the question log under it)."""
        lines = [part.strip() for part in text.splitlines() if part.strip()]
        shapes = [(text, widgets.BUBBLE_WIDTH), (text, 480), (text, 640), (" ".join(lines), self.geo.W - 16)]
        if len(lines) > 1:
            shapes.append((lines[0], self.geo.W - 16))
        return shapes if seat != self.bottom else shapes[:1]

    # -- what the player may do --------------------------------------------------------------------------
    def _my_turn(self) -> bool:
        return (self.viewer is not None and self.animator.idle and not self.match.state.is_over()
                and self.viewer in self.match.state.to_act())

    def valid_targets(self) -> list[int]:
        """Seats the viewer may ask now (they hold cards); empty when it is not the viewer's turn."""
        if not self._my_turn():
            return []
        return [s for s in range(self.players) if s != self.viewer and self.view["hand_sizes"][s] > 0]

    def handle_table(self, pointer: Pointer, view: GoFishView):
        if self.log_panel is not None and self.log_panel.handle(pointer):
            return None
        if pointer.kind != "tap" or not self._my_turn():
            return None
        for rank, rect in reversed(self.stack_hits().items()):
            if rect.collidepoint(pointer.pos) and rect.collidepoint(pointer.start):
                self.selected = None if self.selected == rank else rank
                self.app.sound.play("click")
                return None
        for seat, rect in self.columns.items():
            if seat == self.viewer or not rect.collidepoint(pointer.pos):
                continue
            if self.selected is None:
                self.say(t("gofish.ui.prompt.rank_first"))
            elif view["hand_sizes"][seat] == 0:
                self.say(t("gofish.ui.prompt.no_cards", name=self.seat_name(seat)))
            elif self.act(Ask(seat, self.selected)):
                self.selected = None
            return None
        return None

    # -- tap targets (tests and players use the same rects) ------------------------------------------------
    def stack_hits(self) -> dict[int, pygame.Rect]:
        """rank -> the visible part of its stack in your hand (disjoint, left to right)."""
        return self.geo.hand_layout(tuple(self.shown.hand))[1]

    def seat_rect(self, seat: int) -> pygame.Rect:
        return self.columns[seat]

    # -- keeping the shown table in step with the state ------------------------------------------------------
    def resynced(self) -> None:
        """``shown`` jumped to the view (GameTable._sync): no card in the air, no question line; the seats,
        hints and question log follow the view."""
        view = self.view
        self.flying.clear()
        self.ask_line = None
        if self.selected is not None and not any(card >> 2 == self.selected for card in self.shown.hand):
            self.selected = None
        if self._arranged_for != self.viewer:
            self._arrange()
        self._hints(view)
        self._fill_log(view)

    def _arrange(self) -> None:
        """The bottom seat (``GameTable.bottom``) with its plate; the others clockwise across the top."""
        self._arranged_for = self.viewer
        n = self.players
        others = [(self.bottom + i) % n for i in range(1, n)]
        geo = self.geo
        self.plates, self.columns = {}, {}
        for seat, rect in zip(others, geo.top_plates(n), strict=True):
            self.plates[seat] = GoFishPlate(seat, rect, self.seat_name(seat))
            self.plates[seat].bot = self.match.seats[seat].is_bot
            self.columns[seat] = pygame.Rect(rect.x, 0, rect.w, geo.TABLE.y)
        self.plates[self.bottom] = SeatPlate(self.bottom, geo.OWN_PLATE, self.seat_name(self.bottom))
        own = self.plates[self.bottom]
        grown = own.name_grown(3)  # your long name whole, in up to three rows: the plate taller into the sand,
        own.rect.y -= min(grown, max(0, own.rect.y - 8 - geo.BOOK_Y - geo.SLOT[1]))  # up to the books, then down
        self._hand_sprites.clear()

    def _hints(self, view: GoFishView) -> None:
        self.hints = self._hints_of(view)

    def _hints_of(self, view: GoFishView) -> dict[int, dict]:
        """Seat hints by level (spec §11.1): easy = surely has / lacks, normal = last asked, else none."""
        hints: dict[int, dict] = {}
        if self.level not in LOG_DURING_PLAY:
            return hints
        model = PublicKnowledge.from_entries(self.players, view["log"])
        for seat in range(self.players):
            if self.level == "easy":
                hints[seat] = {"has": tuple(sorted(model.has(seat).items())), "lacks": tuple(model.lacks(seat))}
            else:
                hints[seat] = {"last": model.last_ask(seat)}
        return hints

    def _fill_log(self, view: GoFishView) -> None:
        """The question log for the in-game menu: during play only on easy and normal (spec §11.4)."""
        over = view["phase"] == Phase.OVER.text
        if self.level in LOG_DURING_PLAY or over:
            self.log[:] = look.question_lines(view["log"], self.seat_name, self.reasons)
            if self.log_panel is None and self.level in LOG_DURING_PLAY:
                self.log_panel = MoveLogPanel(self.geo.LOG_RECT)
            if self.log_panel is not None:
                self.log_panel.set_lines(self.log or [t("gofish.ui.log_empty")])
        else:
            self.log[:] = [t("gofish.ui.log_hidden")]

    def looks_ahead(self, surface) -> bool:
        """While an action's story plays, the question log as its end will show it (``_fill_log`` rebuilds it from the
        view then, and the bots' reasons are noted as the story is planned), painted ahead in a light frame
        (``TableScene.looks_ahead``, ``log_ahead``): the frame that ends the story copies it — its repaint was 1-1.6 ms
        of those frames at 1920 × 1080, among the slowest (issue 29).  Once per story; then the plates
        (:meth:`_plates_ahead`)."""
        return self._question_log_ahead(surface) or self._plates_ahead(surface)

    def _question_log_ahead(self, surface) -> bool:
        log = self.log_panel
        if log is None or self.animator.idle or self.log_drawn != log.rect:
            return False
        asked = (self.match.version, len(self.said), t.lang, id(self._background))
        if self._log_told == asked:
            return False
        self._log_told = asked
        lines = look.question_lines(self.view["log"], self.seat_name, self.reasons) or [t("gofish.ui.log_empty")]
        if lines == log.lines:
            return False
        self.log_ahead(surface, lines)
        return True

    def _plates_ahead(self, surface) -> bool:
        """While an action's story plays, each seat's plate (a rival's with its fan) as the story's end will show it
        (``resynced``: ``shown`` and the hints from the view), painted ahead on its copy (``canvas.composed_ahead``),
        one a light frame: a story's end moves the turn's glow and changes the counts and hints, and each new look
        was drawn as usual in that frame, among the slowest at 1920 × 1080 (issue 29).  Not while the viewer may
        ask (a target's plate pulses)."""
        view = self.view
        if self.animator.idle or not isinstance(surface, Canvas) or self.valid_targets():
            return False
        asked = (self.match.version, t.lang, id(self._background))
        if self._plates_told is None or self._plates_told[0] != asked:
            self._plates_told = (asked, list(self.plates), Shown.of(view), self._hints_of(view))
        _, seats, later, hints = self._plates_told
        while seats:
            seat = seats.pop(0)
            plate = copy.copy(self.plates[seat])
            self._dress(plate, later, hints, view["phase"], False)
            look = plate.look(self.clock) if seat == self.bottom else self._rival_look(surface, plate, later.counts[seat])
            if composed_ahead(surface, *look):
                return True
        return False

    # -- the end -------------------------------------------------------------------------------------------------
    def end_summary(self) -> dict:
        summary = super().end_summary()
        entries = self.match.state.view(None)["log"]
        stats = seat_stats(entries, self.players)
        scores = summary["scores"]
        summary["ranking"] = [1 + sum(other > mine for other in scores) for mine in scores]
        summary["columns"] = [("gofish.ui.col.hit_rate", [look.rate_text(s.hit_rate) for s in stats]),
                              ("gofish.ui.col.streak", [s.longest_streak for s in stats])]
        summary["highlights"] = [look.stats_line(self.seat_name(h), stats[h]) for h in self.humans]
        summary["human_stats"] = {h: {"books": scores[h], **stats[h].to_json()} for h in self.humans}
        summary["stats"] = stats
        return summary

    def results_scene(self, summary: dict):
        from fishgames.games.gofish.reveal import RevealScene

        return RevealScene(self.app, self, summary)


SCENE = GoFishTable
