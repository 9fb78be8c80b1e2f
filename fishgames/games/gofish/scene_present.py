"""Go Fish rules events → animations, in rule order, on the scene's *shown* table.

One action's events become one sequence: the deal (all seats' cards in one staggered flight), then each
event through its ``_on_<kind>`` method (the kit's ``handler``), which returns its steps; the sequence
ends by snapping the shown table to the view (``_sync``).  Each step moves the shown table (a card
leaves one count and lands on another, a book is laid on its slot) so the screen never runs ahead of
the story.  Nothing here reads the state beyond the viewer's own view.
"""

from __future__ import annotations

from functools import partial

import pygame

from fishgames.games.gofish import look
from fishgames.games.gofish.data import DECK, N_SUITS
from fishgames.games.gofish.look import BACK, face
from fishgames.games.gofish.scene_layout import CARD_W
from fishgames.i18n import t
from fishgames.ui.anim import Animation, Call, Delay, Parallel, Sequence
from fishgames.ui.flight import Flight
from fishgames.ui.sprites import CardSprite

# -- pacing (design seconds; the animation-speed setting scales them) --------------------------------
DEAL_FLIGHT, DEAL_STAGGER = 0.3, 0.06
FLIGHT = 0.36
ASK_PAUSE = 0.85
GO_FISH_PAUSE = 0.7
SHOW_PAUSE = 0.75
BOOK_PAUSE = 0.35
NOTE_PAUSE = 0.6
BUBBLE_SECONDS = 3.2


class Presenter:
    """Mixin for the Go Fish table: ``present`` queues one action's events as animations."""

    def flight(self, sprite: CardSprite, start, end, duration: float, **style) -> Flight:
        """A card flying on this table (drawn with ``flying``): a 36 px arc, turned over mid-way."""
        style = {"arc": 36.0, "flip": False, "scale": (1.0, 1.0), **style}
        return Flight(sprite, end, duration, start=start, flying=self.flying, flip_window=(0.25, 0.6), **style)


    # -- one action ----------------------------------------------------------------------------------------------
    def present(self, seat, action, events) -> None:
        seen = [e.seen_by(self.viewer) for e in events]
        seen = [e for e in seen if e is not None]
        self._plan = set(self.shown.hand)  # the viewer's hand as it will be at each step
        self._final = set(self.view["hand"] or [])
        self._booked = {e.rank for e in seen if e.kind == "book_made" and e.owner == self.viewer}
        self._asks_told = self._asks_before(events)
        steps: list[Animation] = []
        deal = [e for e in seen if e.kind in ("dealt", "hand_dealt")]
        if deal:  # every seat's cards in one staggered flight, before the rest of the action
            steps += self._deal_steps(deal)
        for event in seen:
            handler = self.handler(event)
            if handler is not None:
                steps += handler(event)
        steps.append(Call(partial(self._sync, True)))
        self.queue(*steps)

    def _asks_before(self, events) -> int:
        """How many asks came before this action's: the view's log is ahead of the story by the actions
        still waiting to be presented (and this one)."""
        def asks(evs) -> int:
            return sum(1 for e in evs if e.kind == "asked")

        later = sum(asks(evs) for _, _, evs in self._pending)
        return sum(1 for entry in self.view["log"] if entry[0] == "asked") - later - asks(events)

    # -- the events (each returns its steps) ------------------------------------------------------------------
    def _on_turn_started(self, e) -> list[Animation]:
        return [Call(lambda: setattr(self.shown, "turn", e.seat))]

    def _on_go_fish(self, e) -> list[Animation]:
        return [Call(lambda: self._note(e.target, "gofish.ui.go_fish", "splash")), Delay(self.d(GO_FISH_PAUSE))]

    def _on_pond_empty(self, e) -> list[Animation]:
        return self._noted(e.seat, "gofish.ui.pond_empty")

    def _on_sat_out(self, e) -> list[Animation]:
        return self._noted(e.seat, "gofish.ui.sat_out")

    def _on_no_targets(self, e) -> list[Animation]:
        return self._noted(e.seat, "gofish.ui.no_targets")

    def _noted(self, seat: int, key: str) -> list[Animation]:
        return [Call(lambda: self._note(seat, key)), Delay(self.d(NOTE_PAUSE))]

    def _note(self, seat: int, key: str, sound: str | None = None, **params) -> None:
        self.speak(seat, t(key, **params), BUBBLE_SECONDS)
        if sound:
            self.sound(sound)

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

    def _deal_steps(self, deal) -> list[Animation]:
        sec, plan = self.d, self._plan
        dealt: dict[int, list[int | None]] = {}
        for event in deal:
            dealt[event.seat] = list(event.cards) if event.kind == "dealt" else [None] * event.count
        self.draw_next([face(card) for card in dealt.get(self.viewer, []) if card is not None])  # they flip soon
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
                scale=(self.geo.POND_SCALE, self.seat_scale(seat)), flip=mine, arc=28,
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
                self.sound("card")

        return launch

    def _on_asked(self, event) -> list[Animation]:
        asker, target, rank = event.asker, event.target, event.rank
        reason = self.bubbles.pop(asker, None) if self.match.seats[asker].is_bot else None
        self._asks_told += 1
        said = self.last_reason.pop(asker, None) if self.match.seats[asker].is_bot else None
        if said is not None:  # the words stay in the log under this question (the bubble goes)
            self.said[self._asks_told] = said
        question = t("gofish.ui.ask", target=self.seat_name(target), rank=look.rank_name(rank))
        text = question if reason is None else f"{question}\n{reason[0]}"

        def ask() -> None:
            self.selected = None
            self.ask_line = (asker, target, rank)
            self.bubbles.clear()  # a new question: the old answers go
            self.speak(asker, text, BUBBLE_SECONDS + (1.0 if reason else 0.0))

        return [Call(ask), Delay(self.d(ASK_PAUSE + (0.4 if reason else 0.0)))]

    def _on_handed_over(self, event) -> list[Animation]:
        sec, plan, final, booked = self.d, self._plan, self._final, self._booked
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
                on_launch=(lambda c=card: (self._lose(giver, c), self.sound("card"))),
                on_land=(lambda c=card: self._gain(receiver, c)))))
        words = "gofish.ui.handed_one" if count == 1 else "gofish.ui.handed_many"
        return [Call(lambda: self._note(giver, words, count=count)), Parallel(*flights), Delay(sec(0.25))]

    def _on_drew(self, event) -> list[Animation]:
        sec, plan = self.d, self._plan
        seat = event.seat
        card = getattr(event, "card", None)
        steps: list[Animation] = []
        if event.empty_hand:
            steps += [Call(lambda: self._note(seat, "gofish.ui.drew_empty")), Delay(sec(NOTE_PAUSE))]
        if card is not None:
            plan.add(card)
        sprite = self._sprite(card, face_up=False)
        steps.append(self.flight(sprite, self.pond_point, (lambda: self.seat_point(seat, card)), sec(FLIGHT),
                            scale=(self.geo.POND_SCALE, self.seat_scale(seat)), flip=card is not None,
                            on_launch=self._from_pond(), on_land=(lambda: self._gain(seat, card))))
        steps.append(Delay(sec(0.15)))
        return steps

    _on_card_drawn = _on_drew  # the public form of a draw: a back flies, no card named

    def _on_fished(self, event) -> list[Animation]:
        """The lucky fish: out of the pond, turned face up for everyone, then into the hand."""
        sec, plan = self.d, self._plan
        seat, card = event.seat, event.card
        if seat == self.viewer:
            plan.add(card)
        sprite = self._sprite(card, face_up=False)
        to_hand = seat == self.viewer
        return [
            self.flight(sprite, self.pond_point, self.geo.STAGE, sec(FLIGHT + 0.1), scale=(self.geo.POND_SCALE, 1.1), flip=True,
                   on_launch=self._from_pond(), keep=True),
            Call(lambda: self._note(seat, "gofish.ui.lucky", "flip", rank=look.rank_name(card >> 2))),
            Delay(sec(SHOW_PAUSE)),
            self.flight(sprite, self.geo.STAGE, (lambda: self.seat_point(seat, card)), sec(FLIGHT),
                   scale=(1.1, self.seat_scale(seat)), flip=not to_hand, on_land=(lambda: self._gain(seat, card))),
        ]

    def _on_book_made(self, event) -> list[Animation]:
        """All four cards of the rank fly from the owner to the book's slot; the slot takes the owner's colour."""
        sec, plan = self.d, self._plan
        owner, rank = event.owner, event.rank
        flights = []
        for s in range(N_SUITS):
            card = 4 * rank + s
            plan.discard(card)
            sprite = self._sprite(card, face_up=True)
            flights.append(Sequence(Delay(sec(0.06) * s), self.flight(
                sprite, (lambda c=card: self.seat_point(owner, c)), self.slot_rect(rank).center, sec(0.42),
                scale=(self.seat_scale(owner), self.geo.SLOT[0] / CARD_W), arc=50,
                on_launch=(lambda c=card: self._lose(owner, c)))))

        def laid() -> None:
            self.shown.books.append((rank, owner))
            self._note(owner, "gofish.ui.book", "book", rank=look.rank_name(rank))

        return [Parallel(*flights), Call(laid), Delay(sec(BOOK_PAUSE))]

    # -- positions -----------------------------------------------------------------------------------------
    def pond_point(self) -> tuple[float, float]:
        return self.geo.POND.center

    def seat_scale(self, seat: int) -> float:
        if seat != self.bottom:
            return self.geo.FAN_SCALE
        return self.geo.scale_of(tuple(self.shown.hand)) if seat == self.viewer else 0.7 * self.geo.hand

    def seat_point(self, seat: int, card: int | None = None) -> tuple[float, float]:
        """Where a card of ``seat`` sits: its place in your hand, else the middle of that seat's fan."""
        if seat == self.bottom:
            if seat == self.viewer and card is not None:
                hand = self.shown.hand if card in self.shown.hand else self.shown.hand + [card]
                x, y = self.geo.hand_layout(tuple(hand))[0][card]
                return (x, y - self.lift[card >> 2])
            return (self.geo.W // 2, self.geo.HAND_Y + 10)
        rect = self.plates[seat].rect
        return (rect.centerx, self.geo.FAN_Y)

    def slot_rect(self, rank: int) -> pygame.Rect:
        return self.geo.slot_rect(rank)

