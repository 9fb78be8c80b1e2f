"""Fugu's rules events as animations, in rule order (a mixin of the table scene).

A swap reads on the table as the rules tell it: the face-down card rises out of the reef, the market
card slides into the gap (turning to its anchor side on the way when it is anchored) and the score
change pops up at the plate; then the lifted card turns over and slides into the market's empty place.
Solo adds the discard (with the rule that chose it) and the refill from the solo deck.

The scene draws a *shown* table (:class:`Shown`, ``GameTable``'s ``shown``) that these steps move forward
event by event; when the queue is idle the scene snaps it to ``view(viewer)``, so the picture never runs
ahead of the story.
"""

from __future__ import annotations

from functools import partial

from fishgames.games.fugu.data import MARKET_SIZE, ROW_LENGTH, SOLO_DISCARD_THRESHOLD, Phase
from fishgames.games.fugu.view_types import FuguView
from fishgames.i18n import t
from fishgames.ui.anim import EASE_OUT, Animation, Call, Delay, Parallel, Sequence, Tween
from fishgames.ui.flight import Flight
from fishgames.ui.sprites import CardSprite

OVER_BANNER = 3.0  # seconds the "Game over" ribbon lies over the market (a guided game goes on showing the table)


class Shown:
    """The table as drawn right now (it trails the state while animations play)."""

    def __init__(self, players: int):
        self.rows: list[list[int | None]] = [[0] * ROW_LENGTH for _ in range(players)]  # None: card in flight
        self.market = [0] * MARKET_SIZE
        self.discards: list[int] = []
        self.scores = [0] * players
        self.finished = [False] * players
        self.passed = [False] * players
        self.turn: int | None = None
        self.dealt = float(ROW_LENGTH)  # slots drawn per reef (the deal fills them in)
        self.deck = 0  # solo deck

    def load(self, view: FuguView) -> None:
        self.rows = [list(reef["row"]) for reef in view["reefs"]]
        self.market = [c["card"] if c else 0 for c in view["market"]]
        self.scores = [reef["score"] for reef in view["reefs"]]
        self.finished = [reef["finished"] for reef in view["reefs"]]
        self.passed = [reef["passed"] for reef in view["reefs"]]
        self.turn = view["current"] if view["phase"] == Phase.PLAY.text else None
        self.dealt = 0.0 if view["phase"] == Phase.SETUP.text else float(ROW_LENGTH)
        solo = view.get("solo_game")
        self.discards = list(solo["discards"]) if solo else []
        self.deck = solo["deck"] if solo else 0


def snapshot(view: FuguView) -> Shown:
    """What the table shows of ``view`` (``GameTable.snapshot``)."""
    shown = Shown(len(view["reefs"]))
    shown.load(view)
    return shown


def _landed_at(steps: list[Animation]) -> int:
    """Where in an event's ``steps`` its log line goes: after its first card's flight (the swap's card in the reef, the
    revealed card in the market), else first."""
    return next((i + 1 for i, step in enumerate(steps) if isinstance(step, Flight)), 0)


class Presenter:
    """The ``present`` half of the Fugu table (needs the scene's geometry helpers and ``shown``): each rules
    event becomes its steps in ``_on_<kind>``, found by the kit's ``handler``."""

    snapshot = staticmethod(snapshot)  # what the table keeps of each view as ``shown`` (``GameTable``)

    def flight(self, sprite: CardSprite, start, end, duration: float, **style) -> Flight:
        """A card flying on this table (drawn with ``flying``): a 30 px arc, turned over mid-way."""
        style = {"arc": 30.0, "flip": False, "scale": (1.0, 1.0), **style}
        return Flight(sprite, end, duration, start=start, flying=self.flying, flip_window=(0.2, 0.6), **style)

    #: Each event's log line is written as its animation shows it (``queue_log``), not as the move applies: a
    #: card's line as it lands, the others' as their animation starts.  Written at once, the log was painted again in
    #: a bot's move's frame and in the reveal's (the next one), each among the slowest at 1920 × 1080 (issue 29); now
    #: its next look is painted ahead while the story plays (``Drawer.draw``) and the frame that writes it copies it.
    paced_log = True

    def present(self, seat, action, events) -> None:
        after = self._snaps.pop(0) if self._snaps else None
        steps: list[Animation] = []
        for event in events:
            handler = self.handler(event)
            shown = handler(event) if handler is not None else []
            line = self.describe(event) if self.paced_log else None
            if line:  # (a card's line once its flight has landed: ``_landed_at``; else as its animation starts)
                at = _landed_at(shown)
                shown = [*shown[:at], self.log_soon([line]), *shown[at:]]
            steps += shown
        if any(e.kind in ("card_revealed", "solo_refilled", "player_passed") for e in events):
            turn = after.turn if after is not None else None
            steps.append(Call(lambda: setattr(self.shown, "turn", turn)))
        if steps:
            self.queue(*steps)

    # -- one event each: its animation steps (``handler``) ---------------------------------------------------------------------------------------------
    def _on_market_dealt(self, event) -> list[Animation]:
        """Every reef fills with face-down cards, then the three market cards turn up."""
        shown = self.shown

        def start() -> None:
            shown.dealt = 0.0
            shown.market = [0] * MARKET_SIZE
            self.sound("card")

        flights = []
        for m, card in enumerate(event.cards):
            sprite = self._card_sprite(card, face_up=False)
            flights.append(Sequence(Delay(self.d(0.12) * m), self.flight(
                sprite, self.sea_point(), self.L.market_rect(m).center, self.d(self.L.SLIDE_TIME), scale=(0.5, 1.0),
                flip=True, on_launch=lambda: self.sound("flip"),
                on_land=lambda m=m, c=card: self._set_market(m, c))))
        return [Call(start), Tween(shown, "dealt", float(ROW_LENGTH), self.d(self.L.DEAL_TIME), EASE_OUT),
                Parallel(*flights), Delay(self.d(0.15))]

    def _on_start_player_chosen(self, event) -> list[Animation]:
        return [Call(partial(self._starts, event.seat)), Delay(self.d(self.L.NOTE_PAUSE))]

    def _starts(self, seat: int) -> None:
        """The start player's bubble: the player at the screen is spoken to ("You start!", not "Anna starts!");
        kept out of the log, whose own line says who starts."""
        self.shown.turn = seat
        if seat == self.viewer:
            self.speak(seat, t("fugu.ui.note.starts_you"), self.L.BUBBLE_SECONDS, logged=False)
        else:
            self.speak(seat, t("fugu.ui.note.starts", name=self.seat_name(seat)), self.L.BUBBLE_SECONDS, logged=False)

    def _on_card_placed(self, event) -> list[Animation]:
        return self._swap_steps(event, anchored=False)

    def _on_card_anchored(self, event) -> list[Animation]:
        return self._swap_steps(event, anchored=True)

    def _swap_steps(self, event, anchored: bool) -> list[Animation]:
        seat, m, s, card = event.seat, event.market, event.slot, event.card
        size = self.slot_size(seat)
        small = size[0] / self.L.MARKET_CARD[0]
        lifted = CardSprite(self.L.tile_spec(0, self.L.MARKET_CARD), self.L.tile_spec(0, self.L.MARKET_CARD), face_up=False)
        lifted.card = None
        self.lifted[seat] = lifted

        def lift() -> None:
            self.clear_choice()
            lifted.pos = self.slot_centre(seat, s)
            lifted.scale = small
            self.shown.rows[seat][s] = None
            self.launch(lifted)
            self.sound("card")

        up = self.slot_centre(seat, s)
        up = (up[0], up[1] - size[1] * 0.62)
        sprite = self._card_sprite(card, face_up=True, anchor_back=anchored)

        self._rows_to_come(seat, s, -card if anchored else card)

        def land() -> None:
            self.shown.rows[seat][s] = -card if anchored else card
            self.shown.scores[seat] = event.score
            self.pop_score(seat, event.delta, self.slot_centre(seat, s))
            self.sound("card")

        return [
            Call(lift),
            Tween(lifted, "pos", up, self.d(self.L.LIFT_TIME), EASE_OUT),
            self.flight(sprite, self.L.market_rect(m).center, (lambda: self.slot_centre(seat, s)), self.d(self.L.SLIDE_TIME),
                   scale=(1.0, small), flip=anchored, arc=40,
                   on_launch=lambda: self._set_market(m, 0), on_land=land),
            Delay(self.d(0.12)),
        ]

    def _on_card_revealed(self, event) -> list[Animation]:
        """The lifted card turns over and slides into the market place the swap emptied."""
        seat, card, m = event.seat, event.card, event.market
        sprite = self.lifted.pop(seat, None)
        if sprite is None:  # resumed between the swap and the reveal: start from the reef
            sprite = CardSprite(self.L.tile_spec(0, self.L.MARKET_CARD), self.L.tile_spec(0, self.L.MARKET_CARD), face_up=False)
            sprite.pos = self.slot_centre(seat, event.slot)
            sprite.scale = self.slot_size(seat)[0] / self.L.MARKET_CARD[0]
        sprite.front = self.L.tile_spec(card, self.L.MARKET_CARD)
        sprite.card = card
        return [self.flight(sprite, lambda: sprite.pos, self.L.market_rect(m).center, self.d(self.L.REVEAL_TIME),
                       scale=(sprite.scale, 1.0), flip=True, arc=24,
                       on_launch=lambda: self.sound("flip"),
                       on_land=lambda: self._set_market(m, card)),
                Delay(self.d(0.1))]

    def _on_solo_discarded(self, event) -> list[Animation]:
        """Solo: the rule picks the lower or the higher other card; it leaves for the discard row."""
        card, m, revealed = event.card, event.market, event.revealed
        rule = "fugu.ui.note.discard_lower" if revealed < SOLO_DISCARD_THRESHOLD else "fugu.ui.note.discard_higher"
        text = t(rule, revealed=revealed, card=card, limit=SOLO_DISCARD_THRESHOLD)
        sprite = self._card_sprite(card, face_up=True)
        index = len(self.shown.discards)
        target = self.discard_point(index)
        return [
            Call(lambda: self.set_caption(text, 2.6)),
            Delay(self.d(0.45)),
            self.flight(sprite, self.L.market_rect(m).center, target, self.d(self.L.DISCARD_TIME),
                   scale=(1.0, self.L.LANE_TILE[0] / self.L.MARKET_CARD[0]), arc=36,
                   on_launch=lambda: (self._set_market(m, 0), self.sound("card")),
                   on_land=lambda: self.shown.discards.append(card)),
        ]

    def _on_solo_refilled(self, event) -> list[Animation]:
        card, m = event.card, event.market
        sprite = self._card_sprite(card, face_up=False)

        def launch() -> None:
            self.shown.deck = max(0, self.shown.deck - 1)
            self.sound("flip")

        return [self.flight(sprite, self.deck_point(), self.L.market_rect(m).center, self.d(self.L.SLIDE_TIME),
                       scale=(self.L.LANE_TILE[0] / self.L.MARKET_CARD[0], 1.0), flip=True,
                       on_launch=launch, on_land=lambda: self._set_market(m, card)),
                Delay(self.d(0.1))]

    def _on_player_passed(self, event) -> list[Animation]:
        return [Call(partial(self._seat_done, event.seat, passed=True)), Delay(self.d(self.L.NOTE_PAUSE))]

    def _on_reef_completed(self, event) -> list[Animation]:
        return [Call(partial(self._seat_done, event.seat, passed=False)), Delay(self.d(self.L.NOTE_PAUSE))]

    def _seat_done(self, seat: int, passed: bool) -> None:
        self.shown.finished[seat] = True
        self.shown.passed[seat] = passed
        score = self.match.state.view(None)["reefs"][seat]["score"]
        if passed:
            if not self.match.seats[seat].is_bot or seat not in self.bubbles:
                self.note(seat, t("fugu.ui.note.stops", score=score))
            self.sound("splash")
        else:
            self.note(seat, t("fugu.ui.note.complete", score=score))
            self.sound("book")

    def _on_game_ended(self, event) -> list[Animation]:
        return [Call(partial(self._game_over, event)), Delay(self.d(1.0))]

    _on_solo_ended = _on_game_ended

    def _game_over(self, event) -> None:
        if event.kind == "solo_ended":
            key = "fugu.ui.banner.solo_won" if event.won else "fugu.ui.banner.solo_lost"
            self.banner = t(key, score=event.score, band=t(event.band if "." in event.band else
                                                            f"fugu.band.{event.band}"))
        else:
            self.banner = t("fugu.ui.banner.over")
        self.sound("win")
        banner = self.banner

        def gone() -> None:  # a game with no results screen after it (a guided one) sees the market again
            if self.banner == banner:
                self.banner = None

        self.animator.add_ambient(Sequence(Delay(self.d(OVER_BANNER)), Call(gone)))

    # -- helpers -------------------------------------------------------------------------------------------
    def _rows_to_come(self, seat: int, slot: int, card: int) -> None:
        """A swap's new look of ``seat``'s reef — the market card in the slot — noted for ``looks_ahead`` to draw ahead
        (from the reef as its earlier swaps still queued leave it; the gap while the card lifts is drawn in pieces:
        ``Drawer._gaps_in_pieces``)."""
        row = next((row for at, row in reversed(self.rows_coming) if at == seat), None)
        row = row if row is not None else tuple(self.shown.rows[seat])
        self.rows_coming.append((seat, (*row[:slot], card, *row[slot + 1:])))

    def _set_market(self, m: int, card: int) -> None:
        self.shown.market[m] = card

    def _card_sprite(self, card: int, face_up: bool, anchor_back: bool = False) -> CardSprite:
        """A market-sized card: number side front; its back is the card back (or its anchor side)."""
        back = self.L.tile_spec(-card, self.L.MARKET_CARD) if anchor_back else self.L.tile_spec(0, self.L.MARKET_CARD)
        sprite = CardSprite(self.L.tile_spec(card, self.L.MARKET_CARD), back, face_up=face_up)
        sprite.card = card
        return sprite
