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

import math
import random
from functools import lru_cache

import pygame

from fishgames.games.gofish import look
from fishgames.games.gofish.actions import Ask
from fishgames.games.gofish.data import DECK, N_RANKS, N_SUITS
from fishgames.games.gofish.knowledge import PublicKnowledge
from fishgames.games.gofish.look import BACK, HAND_CARD, LOG_DURING_PLAY, face
from fishgames.games.gofish.stats import seat_stats
from fishgames.i18n import t
from fishgames.ui import art, sprites, theme, widgets
from fishgames.ui.anim import Animation, Call, Delay, Parallel, Sequence
from fishgames.ui.flight import Flight
from fishgames.ui.input import Pointer
from fishgames.ui.sprites import CardSprite
from fishgames.ui.table import TableScene
from fishgames.ui.text import fit, wrap
from fishgames.ui.widgets import MoveLogPanel, SeatPlate

W, H = theme.SIZE
CARD_W, CARD_H = HAND_CARD

# -- geometry (1280 × 720) -------------------------------------------------------------------------
PLATE_Y, PLATE_H = 8, 100
FAN_Y = 140  # centre of an opponent's fan of card backs
FAN_SCALE = 0.4
HINT_Y = 176  # first row of the easy hints under a fan
HINT_ROW = 27
TABLE = pygame.Rect(12, 232, W - 24, H - 236)
SLOT = (56, 70)
SLOT_STEP = 62
BOOK_Y = 244
BOOK_X = W // 2 - (13 * SLOT_STEP - (SLOT_STEP - SLOT[0])) // 2
POND = pygame.Rect(0, 0, 330, 128)
POND.center = (540, 406)
POND_SCALE = 0.5
STAGE = (770, 400)  # where a lucky fish is shown
OWN_PLATE = pygame.Rect(28, 356, 300, PLATE_H)
LOG_RECT = pygame.Rect(904, 330, 362, 164)
PROMPT_Y = 516
HAND_Y = 642  # centre line of your hand
STACK_DX = 24  # cards of one rank fan out by this much
STACK_GAP = 16
RAISE = 10  # your turn: every stack rises a little (all are legal)
LIFT = 34  # the chosen stack
HAND_MARGIN = 24

# -- pacing (design seconds; the animation-speed setting scales them) --------------------------------
DEAL_FLIGHT, DEAL_STAGGER = 0.3, 0.06
FLIGHT = 0.36
ASK_PAUSE = 0.85
GO_FISH_PAUSE = 0.7
SHOW_PAUSE = 0.75
BOOK_PAUSE = 0.35
NOTE_PAUSE = 0.6
BUBBLE_SECONDS = 3.2


class Shown:
    """The table as currently drawn (it trails the state while animations play)."""

    def __init__(self, players: int):
        self.hand: list[int] = []  # the viewer's cards
        self.counts = [0] * players
        self.pond = DECK
        self.books: list[tuple[int, int]] = []  # (rank, owner) in the order made
        self.turn: int | None = None

    def score(self, seat: int) -> int:
        return sum(1 for _, owner in self.books if owner == seat)


class GoFishTable(TableScene):
    backdrop = (theme.SEA, theme.DEEP)

    def __init__(self, app, match):
        super().__init__(app, match)
        self.players = match.config.players
        self.level = match.record.level
        self.shown = Shown(self.players)
        self.flying: list[CardSprite] = []
        self.faces_drawn: set[int] = set()
        self.selected: int | None = None
        self.lift = [0.0] * N_RANKS
        self.clock = 0.0
        self.bottom = 0
        self.plates: dict[int, SeatPlate] = {}
        self.columns: dict[int, pygame.Rect] = {}
        self.hints: dict[int, dict] = {}
        self.ask_line: tuple[int, int, int] | None = None
        self.log_panel: MoveLogPanel | None = None
        self._hand_sprites: dict[int, CardSprite] = {}
        self._arranged_for: object = object()
        rng = random.Random("gofish/pond")
        self._pile = [(rng.uniform(-0.26, 0.26) * POND.w, rng.uniform(-0.16, 0.16) * POND.h, rng.uniform(-40, 40))
                      for _ in range(12)]

    def flight(self, sprite: CardSprite, start, end, duration: float, **style) -> Flight:
        """A card flying on this table (drawn with ``flying``): a 36 px arc, turned over mid-way."""
        style = {"arc": 36.0, "flip": False, "scale": (1.0, 1.0), **style}
        return Flight(sprite, end, duration, start=start, flying=self.flying, flip_window=(0.25, 0.6), **style)

    def describe(self, event) -> str | None:
        return None  # the log is the §11.4 question log, rebuilt in _sync()

    def reason_text(self, key: str, params: dict) -> str:
        """Bots name ranks by code ("9"); the bubble says "nines" / "nach Neunen" (§11.3)."""
        code = params.get("r")
        if code is None or key.endswith(".fished"):
            return t(key, **params)
        form = "ranks_dative" if key.endswith(".asked") else "ranks"
        return t(key, **{**params, "r": t(f"gofish.ui.{form}.{code}")})

    # -- scene hooks -----------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.animator.flush()  # entered again after a language switch: finish the story, then redraw it
        self._sync()
        # every face once (~0.4 s the first time in a session; the cache keeps them), so no frame of the
        # deal or of a flight ever has to draw a card
        sprites.prewarm([BACK] + [face(card) for card in range(DECK)])
        self._background = self.draw_backdrop()

    def layout(self) -> None:
        self.invalidate_backdrop()
        self._arranged_for = object()  # names and labels follow a language switch
        if self.log_panel is not None:
            self.log_panel = MoveLogPanel(LOG_RECT, self.log)

    def resume(self, result=None) -> None:
        super().resume(result)
        if self.viewer != self._arranged_for:  # pass-and-play: the next human took the device
            self.animator.flush()
            self.selected = None
            self._sync()

    def update(self, dt: float):
        self.clock += dt
        mine = self._my_turn()
        for rank in range(N_RANKS):
            goal = (LIFT if rank == self.selected else RAISE) if mine else 0.0
            self.lift[rank] += (goal - self.lift[rank]) * min(1.0, dt * 14)
        return super().update(dt)

    def keep_clear(self) -> list[pygame.Rect]:
        """The has/lacks hint chips, the prompt, your hand, the plates' key lines."""
        chips = [pygame.Rect(plate.rect.x, HINT_Y, plate.rect.w, 2 * HINT_ROW)
                 for seat, plate in self.plates.items() if seat != self.bottom and self.hints.get(seat)]
        prompt = pygame.Rect(0, PROMPT_Y - 20, W, 40)
        hand = pygame.Rect(0, HAND_Y - CARD_H // 2 - LIFT, W, H - HAND_Y + CARD_H // 2 + LIFT)
        return [*chips, prompt, hand, *self.key_lines(plate.rect for plate in self.plates.values())]

    def bubble_anchor(self, seat: int) -> tuple[int, int]:
        plate = self.plates.get(seat)
        if plate is None:
            return super().bubble_anchor(seat)
        if seat == self.bottom:
            return (plate.rect.centerx + 40, plate.rect.top + 4)
        return (plate.rect.centerx, plate.rect.bottom - 6)

    def bubble_side(self, seat: int) -> str:
        return "above" if seat == self.bottom else "below"

    # -- what the player may do --------------------------------------------------------------------------
    def _my_turn(self) -> bool:
        return (self.viewer is not None and self.animator.idle and not self.match.state.is_over()
                and self.viewer in self.match.state.to_act())

    def valid_targets(self) -> list[int]:
        """Seats the viewer may ask now (they hold cards); empty when it is not the viewer's turn."""
        if not self._my_turn():
            return []
        return [s for s in range(self.players) if s != self.viewer and self.view["hand_sizes"][s] > 0]

    def handle_table(self, pointer: Pointer, view: dict):
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
        return _hand_layout(tuple(self.shown.hand))[1]

    def seat_rect(self, seat: int) -> pygame.Rect:
        return self.columns[seat]

    # -- keeping the shown table in step with the state ------------------------------------------------------
    def _sync(self) -> None:
        view = self.view
        shown = self.shown
        shown.hand = list(view["hand"] or [])
        shown.counts = list(view["hand_sizes"])
        shown.pond = DECK if view["phase"] == "deal" else view["pond"]
        shown.books = [(rank, owner) for rank, owner in view["books"]]
        shown.turn = view["turn"]
        self.flying.clear()
        self.ask_line = None
        if self.selected is not None and not any(card >> 2 == self.selected for card in shown.hand):
            self.selected = None
        if self._arranged_for != self.viewer:
            self._arrange()
        self._hints(view)
        self._fill_log(view)

    def _arrange(self) -> None:
        """Seat the viewer (or the last human, or seat 0) at the bottom; the others clockwise across the top."""
        self._arranged_for = self.viewer
        n = self.players
        if self.viewer is not None:
            self.bottom = self.viewer
        elif self.bottom not in self.humans:
            self.bottom = self.humans[0] if self.humans else 0
        others = [(self.bottom + i) % n for i in range(1, n)]
        centres = {1: [W // 2], 2: [W // 2 - 300, W // 2 + 300], 3: [200, 570, 940]}[len(others)]
        width = 340 if len(others) < 3 else 330
        self.plates, self.columns = {}, {}
        for seat, cx in zip(others, centres, strict=True):
            rect = pygame.Rect(0, 0, width, PLATE_H)
            rect.midtop = (cx, PLATE_Y)
            self.plates[seat] = SeatPlate(seat, rect, self.seat_name(seat))
            self.plates[seat].bot = self.match.seats[seat].is_bot
            self.columns[seat] = pygame.Rect(rect.x, 0, rect.w, TABLE.y)
        self.plates[self.bottom] = SeatPlate(self.bottom, OWN_PLATE, self.seat_name(self.bottom))
        self._hand_sprites.clear()

    def _hints(self, view: dict) -> None:
        """Seat hints by level (spec §11.1): easy = surely has / lacks, normal = last asked, else none."""
        self.hints = {}
        if self.level not in LOG_DURING_PLAY:
            return
        model = PublicKnowledge.from_entries(self.players, view["log"])
        for seat in range(self.players):
            if self.level == "easy":
                self.hints[seat] = {"has": tuple(sorted(model.has(seat).items())), "lacks": tuple(model.lacks(seat))}
            else:
                self.hints[seat] = {"last": model.last_ask(seat)}

    def _fill_log(self, view: dict) -> None:
        """The question log for the in-game menu: during play only on easy and normal (spec §11.4)."""
        over = view["phase"] == "over"
        if self.level in LOG_DURING_PLAY or over:
            self.log[:] = look.question_lines(view["log"], self.seat_name)
            if self.log_panel is None and self.level in LOG_DURING_PLAY:
                self.log_panel = MoveLogPanel(LOG_RECT)
            if self.log_panel is not None:
                self.log_panel.set_lines(self.log or [t("gofish.ui.log_empty")])
        else:
            self.log[:] = [t("gofish.ui.log_hidden")]

    # -- animations: one action's events in rule order ----------------------------------------------------------
    def present(self, seat, action, events) -> None:
        seen = [e.seen_by(self.viewer) for e in events]
        seen = [e for e in seen if e is not None]
        sec = self.animator.seconds
        steps: list[Animation] = []
        plan = set(self.shown.hand)  # the viewer's hand as it will be at each step
        final = set(self.view["hand"] or [])
        booked_by_viewer = {e.rank for e in seen if e.kind == "book_made" and e.owner == self.viewer}
        deal = [e for e in seen if e.kind in ("dealt", "hand_dealt")]
        if deal:
            steps += self._deal_steps(deal, plan)
        for event in seen:
            kind = event.kind
            if kind == "turn_started":
                steps.append(Call(lambda s=event.seat: setattr(self.shown, "turn", s)))
            elif kind == "asked":
                steps += self._ask_steps(event)
            elif kind == "handed_over":
                steps += self._hand_over_steps(event, plan, final, booked_by_viewer)
            elif kind == "go_fish":
                steps += [Call(lambda e=event: self._note(e.target, "gofish.ui.go_fish", "splash")),
                          Delay(sec(GO_FISH_PAUSE))]
            elif kind == "pond_empty":
                steps += [Call(lambda e=event: self._note(e.seat, "gofish.ui.pond_empty")), Delay(sec(NOTE_PAUSE))]
            elif kind in ("drew", "card_drawn"):
                steps += self._draw_steps(event, plan)
            elif kind == "fished":
                steps += self._fished_steps(event, plan)
            elif kind == "book_made":
                steps += self._book_steps(event, plan)
            elif kind == "sat_out":
                steps += [Call(lambda e=event: self._note(e.seat, "gofish.ui.sat_out")), Delay(sec(NOTE_PAUSE))]
            elif kind == "no_targets":
                steps += [Call(lambda e=event: self._note(e.seat, "gofish.ui.no_targets")), Delay(sec(NOTE_PAUSE))]
        steps.append(Call(self._sync))
        self.animator.play(Sequence(*steps))

    def _note(self, seat: int, key: str, sound: str | None = None, **params) -> None:
        self.speak(seat, t(key, **params), BUBBLE_SECONDS)
        if sound:
            self.app.sound.play(sound)

    def _sprite(self, card: int | None, face_up: bool) -> CardSprite:
        if card is None:
            sprite = CardSprite(BACK, None)
        else:
            sprite = CardSprite(face(card), BACK, face_up=face_up)
        sprite.card = card
        return sprite

    def _gain(self, seat: int, card: int | None) -> None:
        self.shown.counts[seat] += 1
        if seat == self.viewer and card is not None and card not in self.shown.hand:
            self.shown.hand.append(card)

    def _lose(self, seat: int, card: int | None) -> None:
        self.shown.counts[seat] = max(0, self.shown.counts[seat] - 1)
        if seat == self.viewer and card in self.shown.hand:
            self.shown.hand.remove(card)

    def _deal_steps(self, deal, plan: set[int]) -> list[Animation]:
        sec = self.animator.seconds
        dealt: dict[int, list[int | None]] = {}
        for event in deal:
            dealt[event.seat] = list(event.cards) if event.kind == "dealt" else [None] * event.count
        flights = []
        order = [(k, s) for k in range(max(map(len, dealt.values()), default=0)) for s in range(self.players)]
        for i, (k, seat) in enumerate((k, s) for k, s in order if k < len(dealt.get(s, []))):
            card = dealt[seat][k]
            mine = seat == self.viewer and card is not None
            if mine:
                plan.add(card)
            sprite = self._sprite(card if mine else None, face_up=False)
            flights.append(Sequence(Delay(sec(DEAL_STAGGER) * i), self.flight(
                sprite, self.pond_point, (lambda s=seat, c=card: self.seat_point(s, c)), sec(DEAL_FLIGHT),
                scale=(POND_SCALE, self.seat_scale(seat)), flip=mine, arc=28,
                on_launch=self._from_pond(sound=i % 2 == 0), on_land=(lambda s=seat, c=card: self._gain(s, c)))))

        def start() -> None:
            self.shown.pond = DECK
            self.shown.counts = [0] * self.players
            self.shown.hand = []

        return [Call(start), Parallel(*flights), Delay(sec(0.2))] if flights else []

    def _from_pond(self, sound: bool = True):
        def launch() -> None:
            self.shown.pond = max(0, self.shown.pond - 1)
            if sound:
                self.app.sound.play("card")

        return launch

    def _ask_steps(self, event) -> list[Animation]:
        asker, target, rank = event.asker, event.target, event.rank
        reason = self.bubbles.pop(asker, None) if self.match.seats[asker].is_bot else None
        question = t("gofish.ui.ask", target=self.seat_name(target), rank=look.rank_name(rank))
        text = question if reason is None else f"{question}\n{reason[0]}"

        def ask() -> None:
            self.selected = None
            self.ask_line = (asker, target, rank)
            self.bubbles.clear()  # a new question: the old answers go
            self.speak(asker, text, BUBBLE_SECONDS + (1.0 if reason else 0.0))

        return [Call(ask), Delay(self.animator.seconds(ASK_PAUSE + (0.4 if reason else 0.0)))]

    def _hand_over_steps(self, event, plan: set[int], final: set[int], booked: set[int]) -> list[Animation]:
        sec = self.animator.seconds
        giver, receiver, rank, count = event.giver, event.receiver, event.rank, event.count
        suits = [4 * rank + s for s in range(N_SUITS)]
        if giver == self.viewer:
            cards: list[int | None] = [c for c in suits if c in plan]
        elif receiver == self.viewer:
            cards = [c for c in suits if c not in plan and (c in final or rank in booked)]
        else:
            cards = []
        cards = (cards + [None] * count)[:count]
        flights = []
        for i, card in enumerate(cards):
            if giver == self.viewer:
                plan.discard(card)
            elif receiver == self.viewer and card is not None:
                plan.add(card)
            sprite = self._sprite(card, face_up=card is not None)
            flights.append(Sequence(Delay(sec(0.08) * i), self.flight(
                sprite, (lambda c=card: self.seat_point(giver, c)),
                (lambda c=card: self.seat_point(receiver, c)), sec(FLIGHT),
                scale=(self.seat_scale(giver), self.seat_scale(receiver)),
                on_launch=(lambda c=card: (self._lose(giver, c), self.app.sound.play("card"))),
                on_land=(lambda c=card: self._gain(receiver, c)))))
        words = "gofish.ui.handed_one" if count == 1 else "gofish.ui.handed_many"
        return [Call(lambda: self._note(giver, words, count=count)), Parallel(*flights), Delay(sec(0.25))]

    def _draw_steps(self, event, plan: set[int]) -> list[Animation]:
        sec = self.animator.seconds
        seat = event.seat
        card = getattr(event, "card", None)
        steps: list[Animation] = []
        if event.empty_hand:
            steps += [Call(lambda: self._note(seat, "gofish.ui.drew_empty")), Delay(sec(NOTE_PAUSE))]
        if card is not None:
            plan.add(card)
        sprite = self._sprite(card, face_up=False)
        steps.append(self.flight(sprite, self.pond_point, (lambda: self.seat_point(seat, card)), sec(FLIGHT),
                            scale=(POND_SCALE, self.seat_scale(seat)), flip=card is not None,
                            on_launch=self._from_pond(), on_land=(lambda: self._gain(seat, card))))
        steps.append(Delay(sec(0.15)))
        return steps

    def _fished_steps(self, event, plan: set[int]) -> list[Animation]:
        """The lucky fish: out of the pond, turned face up for everyone, then into the hand."""
        sec = self.animator.seconds
        seat, card = event.seat, event.card
        if seat == self.viewer:
            plan.add(card)
        sprite = self._sprite(card, face_up=False)
        to_hand = seat == self.viewer
        return [
            self.flight(sprite, self.pond_point, STAGE, sec(FLIGHT + 0.1), scale=(POND_SCALE, 1.1), flip=True,
                   on_launch=self._from_pond(), keep=True),
            Call(lambda: self._note(seat, "gofish.ui.lucky", "flip", rank=look.rank_name(card >> 2))),
            Delay(sec(SHOW_PAUSE)),
            self.flight(sprite, STAGE, (lambda: self.seat_point(seat, card)), sec(FLIGHT),
                   scale=(1.1, self.seat_scale(seat)), flip=not to_hand, on_land=(lambda: self._gain(seat, card))),
        ]

    def _book_steps(self, event, plan: set[int]) -> list[Animation]:
        """All four cards of the rank fly from the owner to the book's slot; the slot takes the owner's colour."""
        sec = self.animator.seconds
        owner, rank = event.owner, event.rank
        flights = []
        for s in range(N_SUITS):
            card = 4 * rank + s
            plan.discard(card)
            sprite = self._sprite(card, face_up=True)
            flights.append(Sequence(Delay(sec(0.06) * s), self.flight(
                sprite, (lambda c=card: self.seat_point(owner, c)), self.slot_rect(rank).center, sec(0.42),
                scale=(self.seat_scale(owner), SLOT[0] / CARD_W), arc=50,
                on_launch=(lambda c=card: self._lose(owner, c)))))

        def laid() -> None:
            self.shown.books.append((rank, owner))
            self._note(owner, "gofish.ui.book", "book", rank=look.rank_name(rank))

        return [Parallel(*flights), Call(laid), Delay(sec(BOOK_PAUSE))]

    # -- positions -----------------------------------------------------------------------------------------
    def pond_point(self) -> tuple[float, float]:
        return POND.center

    def seat_scale(self, seat: int) -> float:
        if seat != self.bottom:
            return FAN_SCALE
        return 1.0 if seat == self.viewer else 0.7

    def seat_point(self, seat: int, card: int | None = None) -> tuple[float, float]:
        """Where a card of ``seat`` sits: its place in your hand, else the middle of that seat's fan."""
        if seat == self.bottom:
            if seat == self.viewer and card is not None:
                hand = self.shown.hand if card in self.shown.hand else self.shown.hand + [card]
                x, y = _hand_layout(tuple(hand))[0][card]
                return (x, y - self.lift[card >> 2])
            return (W // 2, HAND_Y + 10)
        rect = self.plates[seat].rect
        return (rect.centerx, FAN_Y)

    def slot_rect(self, rank: int) -> pygame.Rect:
        return pygame.Rect(BOOK_X + rank * SLOT_STEP, BOOK_Y, *SLOT)

    # -- drawing ------------------------------------------------------------------------------------------------
    def draw_backdrop(self) -> pygame.Surface:
        surf = sprites.image("underwater", (W, H), 7).copy()
        surf.blit(sprites.image("table", TABLE.size, "sand", 5), TABLE.topleft)
        # the pond: a sunken pool of water in the sand
        pygame.draw.ellipse(surf, art.darken(theme.SAND, 0.22), POND.inflate(22, 18))
        pygame.draw.ellipse(surf, (34, 118, 160), POND.inflate(8, 6))
        water = sprites.image("underwater", POND.size, 3)
        mask = pygame.Surface(POND.size, pygame.SRCALPHA)
        pygame.draw.ellipse(mask, (255, 255, 255, 255), mask.get_rect())
        pool = water.copy()
        pool.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(pool, POND.topleft)
        for k in (1, 2):
            pygame.draw.ellipse(surf, (170, 220, 236), POND.inflate(-k * 70, -k * 34), 2)
        label = art.outlined_text(t("gofish.ui.pond"), theme.SMALL, theme.CREAM, theme.DEEP)
        surf.blit(label, label.get_rect(midbottom=(POND.centerx, POND.y - 2)))
        for rank in range(N_RANKS):
            surf.blit(look.empty_slot(rank, SLOT), self.slot_rect(rank))
        books = art.outlined_text(t("gofish.ui.books"), theme.SMALL, theme.CREAM, (110, 80, 50))
        surf.blit(books, books.get_rect(midright=(BOOK_X - 12, BOOK_Y + SLOT[1] // 2)))
        return surf.convert() if pygame.display.get_surface() else surf  # opaque: the fastest full-screen blit

    def draw_table(self, surface: pygame.Surface, view: dict) -> None:
        self.faces_drawn = set()
        shown = self.shown
        for rank, owner in shown.books:
            surface.blit(look.book_tile(rank, owner, SLOT), self.slot_rect(rank))
        self._draw_pond(surface)
        targets = self.valid_targets() if self.selected is not None else []
        for seat, plate in self.plates.items():
            plate.score = shown.score(seat)
            plate.counts = look.cards_text(shown.counts[seat])
            plate.active = shown.turn == seat
            plate.target = seat in targets
            plate.dim = shown.counts[seat] == 0 and shown.pond == 0 and view["phase"] != "deal"
            last = self.hints.get(seat, {}).get("last") if seat != self.bottom else None
            plate.hint = t("gofish.ui.hint.last", rank=look.rank_name(last, dative=True)) if last is not None else ""
            if seat != self.bottom:
                self._draw_fan(surface, seat, shown.counts[seat])
            plate.draw(surface, self.clock)
            if plate.target:  # a valid target: a bright pulsing frame, not just a halo
                grow = round(4 + 4 * widgets.pulse(self.clock))
                pygame.draw.rect(surface, theme.GLOW, plate.rect.inflate(2 * grow, 2 * grow), 4,
                                 border_radius=16 + grow)
            hint = self.hints.get(seat, {})
            if seat != self.bottom and (hint.get("has") or hint.get("lacks")):
                chips = _hint_rows(hint["has"], hint["lacks"], plate.rect.w, t("gofish.ui.hint.has"),
                                   t("gofish.ui.hint.lacks"))
                surface.blit(chips, (plate.rect.x, HINT_Y))
        if self.log_panel is not None:
            self.log_panel.draw(surface)
        else:
            note = _memory_note(t("gofish.ui.memory_note"), LOG_RECT.w)
            surface.blit(note, note.get_rect(center=LOG_RECT.center))
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

    def _draw_pond(self, surface: pygame.Surface) -> None:
        count = self.shown.pond
        shown = min(len(self._pile), math.ceil(count / 4))
        back = sprites.image(*BACK)
        key = sprites.spec_key(BACK)
        for dx, dy, angle in self._pile[:shown]:
            img = sprites.transformed(key, back, round(angle / 5) * 5, POND_SCALE)
            surface.blit(img, img.get_rect(center=(POND.centerx + dx, POND.centery + dy)))
        widgets.draw_badge(surface, count, (POND.right - 10, POND.y + 16), theme.DEEP, theme.CREAM)

    def _draw_fan(self, surface: pygame.Surface, seat: int, count: int) -> None:
        if count <= 0:
            return
        rect = self.plates[seat].rect
        back = sprites.image(*BACK)
        key = sprites.spec_key(BACK)
        step = min(16.0, (rect.w - 60) / max(1, count - 1))
        x0 = rect.centerx - step * (count - 1) / 2
        for i in range(count):
            u = i - (count - 1) / 2
            angle = max(-20, min(20, -u * 3))
            img = sprites.transformed(key, back, angle, FAN_SCALE)
            surface.blit(img, img.get_rect(center=(x0 + i * step, FAN_Y + abs(u) * 0.9)))

    def _draw_hidden_hand(self, surface: pygame.Surface, count: int) -> None:
        """The bottom seat while nobody may look (pass-and-play before the cover, a bots-only demo)."""
        back = sprites.image(*BACK)
        key = sprites.spec_key(BACK)
        step = min(34.0, 760 / max(1, count))
        x0 = W // 2 - step * (count - 1) / 2
        for i in range(count):
            img = sprites.transformed(key, back, 0, 0.7)
            surface.blit(img, img.get_rect(center=(x0 + i * step, HAND_Y + 10)))

    def _draw_hand(self, surface: pygame.Surface) -> None:
        positions, hits = _hand_layout(tuple(self.shown.hand))
        live = {}
        for card in sorted(positions):
            sprite = self._hand_sprites.get(card) or self._sprite(card, face_up=True)
            live[card] = sprite
            x, y = positions[card]
            sprite.pos = (x, y - self.lift[card >> 2])
            sprite.glow = card >> 2 == self.selected
            sprite.draw(surface)
            self.faces_drawn.add(card)
        self._hand_sprites = live

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        if self.message:
            return
        text, urgent = self.prompt()
        if not text:
            return
        colour = theme.GLOW if urgent else widgets.PANEL
        ink = theme.INK if urgent else theme.CREAM
        label = fit(text, theme.BODY, W - 120, ink, bold=urgent)
        box = label.get_rect(center=(W // 2, PROMPT_Y)).inflate(36, 14)
        pill = widgets.panel(box.size, box.h // 2, colour, 235 if urgent else 200)
        surface.blit(pill, box)
        surface.blit(label, label.get_rect(center=box.center))

    def prompt(self) -> tuple[str, bool]:
        """The line that says what to do now (and whether it is the viewer's move)."""
        view = self.view
        if view["phase"] == "over":
            return "", False
        if view["phase"] == "deal" or not self.animator.idle and self.shown.turn is None:
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
        if self.ask_line is None:
            return
        asker, target, rank = self.ask_line
        if asker not in self.plates or target not in self.plates:
            return
        colour = theme.seat_colour(asker)
        points = _ask_path(tuple(self.plates[asker].rect), tuple(self.plates[target].rect), self.bottom in (asker, target))
        for x, y in points[1:-1]:
            pygame.draw.circle(surface, theme.WHITE, (x, y), 6)
            pygame.draw.circle(surface, colour, (x, y), 4)
        chip = _rank_chip(rank, asker)
        surface.blit(chip, chip.get_rect(center=points[len(points) // 2]))

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


# -- cached pieces -------------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def _hand_layout(cards: tuple[int, ...]) -> tuple[dict[int, tuple[float, float]], dict[int, pygame.Rect]]:
    """Card centres and the stacks' tap rects for a hand: ranks left to right, suits fanned inside a stack;
    a wide hand overlaps its stacks just enough to fit."""
    stacks: dict[int, list[int]] = {}
    for card in sorted(cards):
        stacks.setdefault(card >> 2, []).append(card)
    if not stacks:
        return {}, {}
    ranks = list(stacks)
    widths = [CARD_W + (len(stacks[r]) - 1) * STACK_DX for r in ranks]
    room = W - 2 * HAND_MARGIN
    natural = sum(widths) + STACK_GAP * (len(ranks) - 1)
    squeeze = 1.0
    if natural > room:
        squeeze = (room - widths[-1]) / (sum(widths[:-1]) + STACK_GAP * (len(ranks) - 1))
    steps = [(w + STACK_GAP) * squeeze for w in widths[:-1]] + [widths[-1]]
    x = W / 2 - sum(steps) / 2
    positions: dict[int, tuple[float, float]] = {}
    hits: dict[int, pygame.Rect] = {}
    top = HAND_Y - CARD_H // 2 - LIFT
    for rank, width, step in zip(ranks, widths, steps, strict=True):
        for j, card in enumerate(stacks[rank]):
            positions[card] = (x + CARD_W / 2 + j * STACK_DX, HAND_Y)
        hits[rank] = pygame.Rect(round(x), top, round(min(step, width)), H - top)
        x += step
    return positions, hits


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
    pygame.draw.rect(surf, theme.seat_colour(seat), surf.get_rect(), border_radius=9)
    pygame.draw.rect(surf, theme.CREAM, surf.get_rect().inflate(-6, -6), border_radius=7)
    label = theme.text(look.rank_code(rank), 30, theme.INK, True)
    surf.blit(label, label.get_rect(center=(w // 2, h // 2)))
    return surf


@lru_cache(maxsize=256)
def _hint_rows(has: tuple, lacks: tuple, width: int, has_label: str, lacks_label: str) -> pygame.Surface:
    """Easy hints under a seat: ranks it surely has (×m when more than one) and ranks it surely lacks."""
    surf = pygame.Surface((width, 2 * HINT_ROW), pygame.SRCALPHA)
    font = theme.font(theme.SMALL, True)
    label_w = max(font.size(has_label)[0], font.size(lacks_label)[0]) + 10
    rows = [(label, items, sure) for label, items, sure in ((has_label, has, True), (lacks_label, lacks, False))
            if items]
    for row, (label, items, sure) in enumerate(rows):
        y = row * HINT_ROW
        text = theme.text(label, theme.SMALL, theme.GLOW if sure else theme.MUTED, True)
        surf.blit(text, (4, y + (HINT_ROW - text.get_height()) // 2))
        x = label_w
        for item in items:
            rank, many = (item if sure else (item, 1))
            code = look.rank_code(rank) + (f"×{many}" if many > 1 else "")
            glyph = theme.text(code, theme.SMALL, theme.INK if sure else theme.FOAM, True)
            chip = pygame.Rect(x, y + 1, max(26, glyph.get_width() + 10), HINT_ROW - 4)
            if chip.right > width - 4:
                more = theme.text("…", theme.SMALL, theme.FOAM, True)
                surf.blit(more, (x, y))
                break
            if sure:
                pygame.draw.rect(surf, theme.CREAM, chip, border_radius=6)
            else:
                pygame.draw.rect(surf, (20, 40, 62, 200), chip, border_radius=6)
                pygame.draw.rect(surf, theme.MUTED, chip, 1, border_radius=6)
            surf.blit(glyph, glyph.get_rect(center=chip.center))
            if not sure:
                pygame.draw.line(surf, (230, 120, 110), (chip.x + 4, chip.bottom - 5), (chip.right - 4, chip.y + 5), 2)
            x = chip.right + 3
    return surf


@lru_cache(maxsize=8)
def _memory_note(text: str, width: int) -> pygame.Surface:
    """Pro and master: the spot of the log says that only memory counts now."""
    lines = wrap(text, theme.SMALL, width - 40)
    h = len(lines) * 24 + 20
    surf = widgets.panel((width, h)).copy()
    for i, line in enumerate(lines):
        label = theme.text(line, theme.SMALL, theme.MUTED, True)
        surf.blit(label, label.get_rect(midtop=(width // 2, 10 + i * 24)))
    return surf


SCENE = GoFishTable
