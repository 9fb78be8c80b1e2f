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

from fishgames.games.fischen import scene_layout as L
from fishgames.games.fischen import scene_text as T
from fishgames.games.fischen.actions import NAME, PASS, PLAY, TAKE
from fishgames.games.fischen.bits import Phase
from fishgames.games.fischen.data import CARD_OF_CODE, CODE, SUITS
from fishgames.games.fischen.scene_cards import (
    KIND,
    back_spec,
    cache_room,
    colour_name,
    face_bytes,
    face_spec,
    hand_lefts,
    upright_trick_faces,
)
from fishgames.games.fischen.scene_draw import (
    TABLE_WATER,
    WATER,
    Drawer,
    own_long_height,
    own_name_room,
    plates_holding,
    sea_picture,
    sea_pile_place,
    table_water,
)
from fishgames.games.fischen.scene_present import Presenter
from fishgames.games.fischen.view_types import FischenView
from fishgames.i18n import t
from fishgames.ui import bubbles, display, sprites, theme, widgets
from fishgames.ui.canvas import Canvas, composed_ahead
from fishgames.ui.game_table import GameTable
from fishgames.ui.table_kit import font_specs, glow_spec, plate_glow_specs
from fishgames.ui.text import SMALLEST
from fishgames.ui.widgets import MoveLogPanel

FRAME_SECONDS = 1 / 60  # a frame at 60 fps: a face is drawn ahead only in a frame it leaves within that
SEA_SIDE_WIDTH = 352  # a bubble beside the sea deck, from the screen's margin to the trick's first card
NARROW_WIDTH = 150  # ... in a column of more rows: between the sea deck and the trick's first card
WIDE_WIDTH = 600  # ... in a band of few rows: the sand over your hand
SUMMARY_SECONDS = 4.0  # a bots-only table (kiosk demo) closes the round summary by itself
#: The art the first frames need: the backdrop's pictures, fonts, backs, shadows, the plates' icons.
FIRST_ART = [WATER, TABLE_WATER, *font_specs(16, 18, 32, 36), back_spec(L.CARD), back_spec(L.SEA_PILE.size),
             *(shadow for size in (L.CARD, L.SEA_PILE.size) for shadow in sprites.shadow_specs(size)),
             ("shadow", L.CARD, 10, 5), ("shadow", L.SEA_PILE.size, 8, 5),  # the table's own shadows
             ("card_dim", L.CARD), *(("fischen_icon", (26, 20), name) for name in ("hand", "boat", "catch"))]


def trick_glow_specs(card, players: int) -> list[tuple]:
    """The rings round a trick's card (``_paint_trick``): the winner's in the theme's glow, a zero's catch in its
    catcher's colour, the viewer's zero's targets.  Blurred as they first showed they were the slowest busy frame at
    1920 × 1080 (a ring 7-12 ms of CPU, issue 29)."""
    mark, target = (card[0] + 8, card[1] + 8), (card[0] + 14, card[1] + 14)
    return [glow_spec(mark, theme.GLOW), *(glow_spec(mark, theme.seat_colour(seat)) for seat in range(players)),
            glow_spec(target, theme.GLOW)]


class FischenTable(Presenter, Drawer, GameTable):
    paced_log = True
    water = WATER  # the sea beyond the stage (fishgames.ui.display)
    secret_moves_end_the_turn = True  # a round's last card: the next round's boats and sea draws are nobody's to see
    tall = True  # a portrait screen: the upright arrangement (``scene_layout.Upright``)
    layout_module = L  # ``scene_layout``: where things sit (``self.L``)
    upright_least_h = L.UPRIGHT_LEAST_H  # (the compact arrangement's: a 3:4 screen is upright too)

    def __init__(self, app, match):
        super().__init__(app, match)
        self.glow: dict[int, tuple] = {}
        self.caption = ""
        self.summary: dict | None = None
        self.summary_ends = 0.0  # app.now() when a bots-only table closes its round summary
        self.pass_choice: str | None = None
        self.log_panel = MoveLogPanel(self.L.log_rect())
        self._batch_over = False
        self._warm = self.art_specs(match.config)[len(FIRST_ART):]  # what the set-up had no time for, a few per frame
        if self.portrait:  # (the landscape deck: never shown upright; the upright trick's faces: ``_face_ahead``)
            self._warm = [spec for spec in self._warm if spec[0] != KIND]
        self._faces_ahead: tuple = ((), [])  # (the trick's size, its faces still to draw ahead in light frames)
        self._face_cost = 0.0  # CPU seconds the last face drawn ahead took (``_face_ahead``)
        self._faces: dict[tuple, pygame.Surface] = {}
        self.chip_rects: list[pygame.Rect] = []  # the effects' chips drawn last frame (``_draw_chips``)
        self.drawn_warning = False
        self.drawn_faces: list[str] = []  # face-up hand cards of the last frame (tests check secrecy)
        self.settles: list[dict] = []  # the shown views the queued stories end on, first the next (``_settle``)
        self._told: tuple | None = None  # (the story's end ``looks_ahead`` paints for, what it has still to paint)

    # -- seats and points ----------------------------------------------------------------------------------
    def plate_rects(self) -> dict[int, pygame.Rect]:
        """The other seats' plates; on the stage one risen a little, and wider, where a long name needs it
        (``plates_holding``)."""
        rects = self.L.plates(self.players, self.bottom)
        if self.L is not L or not self.shown:
            return rects
        return plates_holding(rects, {seat: (self.seat_name(seat), self.shown["scores"][seat]) for seat in rects},
                              L.top_rect())

    def own_plate_rect(self) -> pygame.Rect:
        """The bottom seat's plate (``plate_rects`` holds the others'): ``L.OWN``, taller upward where a long name
        needs it and the table has room above (upright: the water over your hand; ``own_long_height``), up to the
        depth's words (``sea_places``: risen where the sea gives up its star row for it)."""
        return self._own_places()[0]

    def sea_places(self) -> tuple[pygame.Rect, pygame.Rect]:
        """(the sea, the depth's words): ``L.SEA`` and ``L.NEED``; where your long name has no room above your plate
        under them and more with the sea's star row given up (800 × 480, 1024 × 600 at 150 %), ``L.starless``."""
        return self._own_places()[1:]

    def _own_places(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """(your plate, the sea, the depth's words), measured once for both."""
        base, name = self.L.OWN, self.seat_name(self.bottom)
        need = own_long_height(name, base.w) - base.h
        if need <= 0:
            return base, self.L.SEA, self.L.NEED
        blocks = [*self.stage_clear(), self.L.NEED, self.L.SEA, self.L.COUNTERS]
        right = min((r.x for r in blocks if r.x >= base.right and r.y < base.bottom and r.bottom > base.y),
                    default=self.L.W) - 16
        wide = base.w - own_name_room(base) + theme.width(name, max(SMALLEST, theme.text_floor), True)
        if wide <= right - base.x:  # the name whole beside the badge, as every plate shows it (upright: the water)
            return pygame.Rect(base.x, base.y, wide, base.h), self.L.SEA, self.L.NEED

        def up(blocks: list[pygame.Rect]) -> int:
            above = max((r.bottom for r in blocks if r.bottom <= base.y and r.right > base.x and r.x < base.right),
                        default=0) + 8
            return min(need, max(0, base.y - above))

        sea, words = self.L.SEA, self.L.NEED
        grown = up(blocks)
        if grown < need:  # (the sea's star row given up: the depth's words that much higher)
            starless = L.starless(self.L)
            more = up([*blocks[:-3], starless[1], starless[0], self.L.COUNTERS])
            if more > grown:
                (sea, words), grown = starless, more
        return pygame.Rect(base.x, base.y - grown, base.w, base.h + grown), sea, words

    def seat_point(self, seat: int) -> tuple[int, int]:
        if seat == self.bottom:
            return self.own_plate_rect().center
        return self.plate_rects()[seat].center

    def hand_point(self, seat: int) -> tuple[int, int]:
        if seat == self.bottom:
            return (self.L.hand_rect().centerx, self.L.HAND_TOP + self.L.CARD[1] // 2)
        return self.seat_point(seat)

    def score_path(self, seat: int) -> tuple[tuple[int, int], tuple[int, int]]:
        """Where a score change pops up and where it drifts to: just outside the plate, towards its score
        (never on top of the number itself)."""
        if seat == self.bottom:
            x, y = self.L.OWN.right - 40, self.own_plate_rect().y
            return (x, y - 16), (x, y - 40)
        rect = self.plate_rects()[seat]
        x = rect.right - 36
        return (x, rect.bottom + 30), (x, rect.bottom + 8)

    def hand_card_centre(self, code: str) -> tuple[int, int]:
        hand = self.shown.get("hand", [])
        lefts = hand_lefts(hand, self.L)
        i = hand.index(code) if code in hand else len(hand) // 2
        x = lefts[i] + self.L.CARD[0] // 2 if lefts else self.L.hand_rect().centerx
        return (x, self.L.HAND_TOP + self.L.CARD[1] // 2)

    def stage_clear(self) -> list[pygame.Rect]:
        """What your plate, grown for a long name, leaves clear (``_own_places``): the trick's cards, the prompt and
        its buttons' band, your hand's place, the plates' key lines, the score track, the counter, the sea's title."""
        trick = [self.L.trick_rect(i, self.players) for i in range(self.players)]
        prompt = pygame.Rect(self.L.CENTER.x, self.L.PROMPT_Y - 20, self.L.CENTER.w, self.L.BUTTONS.bottom - self.L.PROMPT_Y + 20)
        plates = self.key_lines(self.plate_rects().values())
        return [*trick, prompt, self.L.hand_rect(), *plates, *self.panels_clear()]

    def panels_clear(self) -> list[pygame.Rect]:
        """The score track, the round and trick counter, the sea's title."""
        return [self.L.score_rect(), self.L.COUNTERS, self.sea_title()]

    def keep_clear(self) -> list[pygame.Rect]:
        """The trick's cards (their values) and their order under them, the prompt and its buttons (the band under
        it only while something stands there: else open water, issue 29), your hand up to its raised cards, the
        plates whole (the far spots reached your plate's score at 800 × 480, 150 %), the score track (a bot's long
        words lay over it, at 800 × 480 with no tail to their speaker) and the round and trick counter (Pelican's
        words at three seats lay over it), the sea deck: its title, its picture and count badge (until session 26
        covered where no spot was clear of them: Walrus's words at 800 × 480, 150 %; words with no spot now go to
        the log, one small bubble pointing there), the depth's words under it, the effects' chips as drawn."""
        trick = [self.L.trick_rect(i, self.players) for i in range(self.players)]
        order = pygame.Rect(trick[0].x, trick[0].bottom, trick[-1].right - trick[0].x, self.L.ORDER_Y + 16 - trick[0].bottom)
        prompt = [self.prompt_box(), *self.buttons_band(self.view)]
        plates = [*self.plate_rects().values(), self.L.OWN]  # (your plate grown for a long name: its top key line is
        # kept clear by ``TableScene._draw_bubbles``)
        return [*trick, order, *prompt, self.hand_clear(), *plates, *self.panels_clear(), self.sea_pile(),
                self.sea_badge(), *self.chip_rects, *self.need_clear()]

    def need_clear(self) -> list[pygame.Rect]:
        """The depth's words under the sea ("You need 3 sea cards next round") while they show: ``L.NEED`` and where
        a starless sea raises them (``sea_places`` is not asked here: it asks :meth:`stage_clear`).  A narrow
        bubble lay over them in the pass phase at 1280 × 720."""
        if not self.shown or self.viewer != self.bottom or self._need_next(self.shown, self.bottom) is None:
            return []
        return [self.L.NEED.union(self.L.NEED.move(0, -L.SEA_STARS_H))]

    def hand_clear(self) -> pygame.Rect:
        """Your hand as it shows: its place, up to its raised cards' tops (legal ones, the one chosen to pass) and a
        little more (the chosen card's glow and tag)."""
        hand = self.L.hand_rect()
        if self.viewer == self.bottom and self.view is not None:
            tops = [rect.y for _, rect in self.hand_rects(self.view)]
            top = min([hand.y, *(y - 12 for y in tops)])
            hand = pygame.Rect(hand.x, top, hand.w, hand.bottom - top)
        return hand

    def sea_title(self) -> pygame.Rect:
        """The sea deck panel's title band ("Meeresstapel", as ``draw_sea`` writes it 8 px under the panel's top):
        Walrus's words lay over it at 1280 × 720, with no tail to him.  From ``L.SEA``: the sea ``sea_places``
        gives starts as high and is as wide (it asks :meth:`stage_clear`, so it is not asked here)."""
        sea = self.L.SEA
        return pygame.Rect(sea.x, sea.y, sea.w, 8 + theme.text("Ag", theme.SMALL, theme.FOAM, True).get_height() + 4)

    def sea_pile(self) -> pygame.Rect:
        """The sea deck's picture (its pile of backs), as ``draw_sea`` draws it.  From ``L.SEA`` as :meth:`sea_title`
        is: a starless sea keeps its top."""
        return sea_picture(self.L.SEA, self.shown.get("sea", 0))

    def sea_badge(self) -> pygame.Rect:
        """The sea deck's count badge, as ``draw_sea`` draws it on its pile (Pelican's and Walrus's moved words lay
        over it at 1280 × 720 and 800 × 480)."""
        pile = sea_pile_place(self.L.SEA)
        return widgets.badge_rect(self.shown.get("sea", 0), (pile.right - 6, pile.bottom - 8))

    def tails_clear(self) -> list[pygame.Rect]:
        """A bot's tail runs over no panel's title or counter either: the round and trick counter (Pelican's tail
        ran from its plate's foot down over "Runde 8 von 8" at 1280 × 720), the sea's title and the score track."""
        return [self.L.COUNTERS, self.sea_title(), self.sea_badge(), self.L.score_rect()]

    def bubble_shapes(self, seat: int, text: str) -> list[tuple[str, int]]:
        """The bubbles' own width, then as wide as the water beside the sea deck allows (the trick's first card
        32 px further right): Pelican's German "Letzter Stich der Runde: …" on four lines reached the deck's
        count badge, on three it stands over the pile above it; then a narrow column of more rows (beside the
        trick, under the counters), then a wide band of few rows (the sand over your hand), then as wide as the sand
        (German words at 150 % on a small screen)."""
        return [(text, widgets.BUBBLE_WIDTH), (text, SEA_SIDE_WIDTH), (text, NARROW_WIDTH), (text, WIDE_WIDTH),
                (text, self.L.CENTER.w - 24)]

    def bubble_reach(self) -> tuple[int, ...]:
        """Down to the sand under the prompt (``bubbles.FURTHER_FAR``): Biber's words at three seats had no spot
        nearer at 1280 × 720."""
        return bubbles.FURTHER_FAR

    def prompt_centre(self) -> tuple[int, int]:
        return (self.L.CENTER.centerx, self.L.PROMPT_Y)

    def bubble_anchor(self, seat: int) -> tuple[int, int]:
        if seat == self.bottom:
            return (self.L.OWN.centerx, self.own_plate_rect().y)
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
        card, trick = self.L.CARD, self.L.TRICK_CARD  # upright: the larger cards' backs, shadows and dimming too
        upright = [] if card == L.CARD else [back_spec(card), ("shadow", card, 10, 5), ("card_dim", card),
                                             ("shadow", trick, 10, 5)]
        upright += [face_spec(play["card"], trick) for play in self.shown.get("trick", [])
                    if trick != card and play["in"]]
        hand = [face_spec(code, card) for code in self.shown.get("hand", [])]
        sprites.prewarm([*FIRST_ART, *upright, *hand])

    @classmethod
    def margin_specs(cls, canvas) -> list:
        """The water at the canvas's size; on a portrait canvas (the upright arrangement fills it) also the upright
        table and the larger cards' back, shadow and dimming (``enter`` drew them in the first frame: 5 misses,
        the table 1272 × 1006, at 720 × 1280)."""
        specs = super().margin_specs(canvas)
        if canvas is not None and display.upright(canvas, cls.upright_least_h):
            upright = L.upright(tuple(canvas))
            card = upright.CARD
            specs += [table_water(upright.TABLE), back_spec(card), ("shadow", card, 10, 5), ("card_dim", card),
                      ("shadow", upright.TRICK_CARD, 10, 5)]
        return specs

    @classmethod
    def canvas_art(cls, config, canvas) -> list:
        """Upright, the trick's faces at its size (``upright_trick_faces``) in place of the landscape deck, which
        never shows there; last, so the cache lets the water and table top go first (the backdrop's first frame
        painted over the first of them, 8 drawn again at 720 × 1280)."""
        specs = super().canvas_art(config, canvas)
        if canvas is None or not display.upright(canvas, cls.upright_least_h):
            return specs
        trick = L.upright(tuple(canvas)).TRICK_CARD
        landscape = trick_glow_specs(L.TRICK_CARD, config.players)  # (specs with options are dicts: a list)
        return [*(spec for spec in specs if spec[0] != KIND and spec not in landscape),
                *upright_trick_faces(trick, canvas), *trick_glow_specs(trick, config.players)]

    @classmethod
    def art_specs(cls, config) -> list:
        """What the first frames need (``FIRST_ART``), the plates' glows, the whole deck, then the trick's glows."""
        plates = [L.OWN, *(rect for bottom in range(config.players) for rect in L.plates(config.players, bottom).values())]
        return [*FIRST_ART, *plate_glow_specs(plates, config.players),
                *(face_spec(code, L.CARD) for code in CODE), *trick_glow_specs(L.TRICK_CARD, config.players)]

    def resume(self, result=None) -> None:
        super().resume(result)
        self._sync()

    def forget_pictures(self) -> None:
        super().forget_pictures()
        self._faces.clear()  # (the sprite cache's pictures, held here after the cache lets them go)

    def layout(self) -> None:
        self.invalidate_backdrop()  # repainted with its panels (after a language switch too)
        self.log_panel.rect = self.L.log_rect()  # a small screen's hand fans on under it

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

    def looks_ahead(self, surface) -> bool:
        """While an action's story plays, the trick and the plates as the story's end will show them (``_settle``: its
        shown view, the glows gone; the seats' hints as the view then asks, if nothing plays after it) painted ahead
        in a light frame, one a frame: the trick on its copy (``canvas.composed_ahead``), a plate as a panel
        (``panel_ahead``).  That frame drew them as usual: the trick 0.58 ms at 1920 × 1080 against 0.18 at
        1280 × 720, the plates 0.68 ms, 4 of Fischen's 12 slowest frames (issue 29).  The trick not when the viewer's
        zero may catch then (its targets pulse).  Once per story."""
        if self.animator.idle:
            self.settles.clear()  # (stories dropped with their animation: none ends now)
        after = self.settles[0] if self.settles else None
        if after is None:
            return self._face_ahead()
        if self._told is None or self._told[0] is not after:
            self._told = (after, self._ahead_jobs(surface, after))
        jobs = self._told[1]
        while jobs:
            if jobs.pop(0)():
                return True
        return self._face_ahead()

    def _face_ahead(self) -> bool:
        """Upright, one of the trick's faces the set-up had no time for (``upright_trick_faces``) drawn in a light
        frame with room for it (its cost so far and the last face's within a 60 fps frame; under load the face is
        drawn as it lands, as before), and while the sprite cache has room for it."""
        trick = tuple(self.L.TRICK_CARD) if self.portrait else ()
        if self._faces_ahead[0] != trick:  # (those drawn already and let go since: drawn again only as they show)
            faces = upright_trick_faces(trick, self.stage_size) if trick else []
            self._faces_ahead = (trick, [spec for spec in faces if sprites.spec_key(spec) not in sprites.CACHE])
        todo = self._faces_ahead[1]
        spent = self._spent[-1] if self._spent else 0.0  # (this frame's so far: ``_light_frame``)
        while todo and spent + self._face_cost <= FRAME_SECONDS:
            spec = todo.pop(0)
            if sprites.spec_key(spec) not in sprites.CACHE:
                if sprites.CACHE.used + face_bytes(trick) > cache_room():
                    todo.clear()  # (not at the cost of art shown now: drawn again as the cache let it go)
                    return False
                began = self.ahead_clock()
                sprites.spec_image(spec)
                self._face_cost = self.ahead_clock() - began
                return True
        return False

    def _ahead_jobs(self, surface, after: dict) -> list:
        """What :meth:`looks_ahead` paints for the story ending on ``after``: each a call saying whether it painted."""
        view, last = self.view, len(self.settles) == 1
        jobs = []
        zero = last and self.viewer in view["to_act"] and view["phase"] == Phase.ZERO.text
        if isinstance(surface, Canvas) and not zero:
            jobs.append(lambda: composed_ahead(surface, *self._trick_look(after, view, None, {})))
        for _, key, rect, paint, pad in self._seat_looks(after, view, last and self.summary is None):
            jobs.append(lambda key=key, rect=rect, paint=paint, pad=pad: not self.look_ready(surface, key, rect, pad)
                        and self.panel_ahead(surface, key, rect, paint, pad) is not None)
        return jobs

    def open_summary(self, data: dict) -> None:
        self.summary = data
        self.bubbles.clear()
        self.popups.clear()
        self.summary_ends = self.app.now() + self.animator.seconds(SUMMARY_SECONDS)

    def overlay_key(self):
        """The round summary is drawn last over the table, and while it is up nothing under it moves (:meth:`update`
        ticks only the texts drawn over it): its frame is kept (``TableScene.overlay_key``).  The key names what
        ``draw_table`` shows from anything else than the summary, should that change all the same."""
        if self.summary is None:
            return None
        return (self.summary, tuple(self.seat_name(seat) for seat in range(self.players)), self.banner, self.caption,
                len(self.log), self.log_panel.offset, len(self.flying), len(self.popups), self.viewer, self.match.version,
                self.portrait)

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
        for code, left in zip(hand, hand_lefts(hand, self.L), strict=True):
            rect = pygame.Rect(left, self.L.HAND_TOP, *self.L.CARD)
            if code == self.pass_choice and phase == Phase.PASS.text:
                rect.y -= self.L.PICK_RAISE
            elif code in legal:
                rect.y -= self.L.RAISE
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
        return {play["card"]: self.L.trick_rect(i, self.players).move(0, -self.L.TARGET_RAISE)
                for i, play in enumerate(self.shown["trick"]) if play["in"] and play["card"] in eligible}

    def handle(self, pointer):
        if self.summary is not None:
            if pointer.kind == "tap" and self.tap_area(self.L.SUMMARY_BUTTON).collidepoint(pointer.pos):
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
            if self.pass_choice and self.tap_area(self.pass_button()[0]).collidepoint(pos):
                card, self.pass_choice = self.pass_choice, None
                self.act(PASS[CARD_OF_CODE[card]])
                return None
            code = self.hit_hand(pos, view)
            if code is not None:
                self.pass_choice = code
                self.sound("click")
        elif phase == Phase.NAME.text:
            for i, rect in enumerate(self.L.colour_buttons(len(SUITS))):
                if self.tap_area(rect).collidepoint(pos):
                    self.act(NAME[i])
                    break
        return None

    # -- the end -----------------------------------------------------------------------------------------------
    def end_summary(self) -> dict:
        state = self.match.state
        return T.end_summary(state.view(None), state.scores(), state.winners(), self.seat_name, self.humans)

SCENE = FischenTable
