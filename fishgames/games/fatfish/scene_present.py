"""Rules events → animations, in rule order, on the scene's *shown* table.

The scene draws ``self.shown``, a plain copy of the viewer's view that lags behind the real one while
animations run: each event's animation changes it step by step (a card leaves a hand and lands on its
row, a full row splits — plus cards rise, minus cards sink — and flies to the taker's piles, a licence
lights up, the reserve opens a new row …) and the last step of every action sets it to the view taken
right after that action.  Nothing here reads the state: events are taken as the viewer may see them.
"""

from __future__ import annotations

from functools import partial

from fishgames.games.fatfish import scene_layout as L
from fishgames.games.fatfish.scene_cards import MINUS_INK, back_spec, face_spec, sort_key, value_of
from fishgames.games.fatfish.scene_draw import licences_title_rect
from fishgames.games.fatfish.scene_text import signed
from fishgames.games.fatfish.view_types import FatFishView
from fishgames.i18n import t
from fishgames.ui import context_help, theme
from fishgames.ui.anim import Animation, Call, Delay, Parallel, Sequence
from fishgames.ui.flight import Flight
from fishgames.ui.sprites import CardSprite
from fishgames.ui.table_kit import score_popup

# Design durations in seconds (scaled by the animation-speed setting).
PLACE = 0.34
DRAW = 0.26
DEAL_GAP = 0.05
MARK = 0.75  # a full row shows its split before it flies to the piles
SPLIT = 0.5
OPEN = 0.4
GAP = 0.15
BANNER = 1.0
POPUP = 1.1
ROW_SCALE = L.ROW_CARD[0] / L.HAND_CARD[0]


def snapshot(view: FatFishView) -> dict:
    """The parts of a view the table shows, as a mutable copy."""
    return {
        "players": view["players"],
        "phase": view["phase"],
        "current": view["current"],
        "rows": [list(r) for r in view["rows"]],
        "turn_row": view["turn_row"],
        "played": list(view["played"]),
        "hand": list(view["hand"]) if view["hand"] is not None else None,
        "hand_counts": list(view["hand_counts"]),
        "deck_counts": list(view["deck_counts"]),
        "reserve": view["reserve"],
        "box": view["box"],
        "plus": [list(p) for p in view["plus"]],
        "minus_count": list(view["minus_count"]),
        "minus_total": list(view["minus_total"]),
        "licence_vp": list(view["licence_vp"]),
        "totals": list(view["totals"]),
        "licences": [dict(lic, holders=list(lic["holders"])) for lic in view["licences"]],
        "takes": view["takes"],
        "licences_on": view["options"]["licences"],
    }


#: Fat Fish cards fly along a slight arc and are turned over just before they land.
Fly = partial(Flight, arc=24.0, flip_window=(0.0, 1 / 1.15))


class Lazy(Animation):
    """An animation built only when the queue reaches it (it depends on the table shown at that moment)."""

    def __init__(self, make):
        self.make = make
        self.inner: Animation | None = None

    def update(self, dt: float) -> float:
        if self.inner is None:
            self.inner = self.make()
        left = self.inner.update(dt)
        self.done = self.inner.done
        return left


class Beat(Animation):
    """One frame of the table as it was before a bot's story begins (the frame after its move was queued): the story's
    first look is painted ahead there (``LooksAhead.beat_ahead``), so the frame it first shows in only copies it.  The
    frame that queues a bot's move paints its log line and caption ahead (``TableScene._log_due``) and had no time left
    for the rows' new look: at 1920 × 1080 it was drawn as usual in the story's first frame (issue 29)."""

    def __init__(self):
        self.seen = False  # its frame came: the next one plays the story

    def update(self, dt: float) -> float:
        if self.seen:
            self.done = True
            return dt
        self.seen = True
        return 0.0


def split_marks(row: list[str], plus: list[str]) -> dict[int, str]:
    """Each card of a row being taken marked "+" (to the plus pile: ``plus``, copy by copy) or "-"."""
    left = list(plus)
    marks = {}
    for i, code in enumerate(row):
        if code in left:
            left.remove(code)
            marks[i] = "+"
        else:
            marks[i] = "-"
    return marks


class Presenter:
    """Mixin for the table scene: ``present`` queues one action's events as animations."""

    @property
    def row_scale(self) -> float:
        """A hand-sized card's scale in a row (``ROW_SCALE``; upright both are one size)."""
        return ROW_SCALE if self.L is L else self.L.ROW_CARD[0] / self.L.HAND_CARD[0]

    snapshot = staticmethod(snapshot)  # what the table keeps of each view as ``shown`` (``GameTable``)

    # -- helpers ----------------------------------------------------------------------------------------------
    def card_sprite(self, code: str | None, face_up: bool) -> CardSprite:
        front = face_spec(code, self.L.HAND_CARD) if code else back_spec(self.L.HAND_CARD)
        sprite = CardSprite(front, back_spec(self.L.HAND_CARD), face_up=face_up, shadow=True)
        sprite.turn = False
        sprite.code = code
        return sprite

    def popup(self, text: str, seat: int, colour) -> None:
        """A score change (+10, −3, +5 VP) that rises and fades beside the seat's total; not blocking."""
        if self.animator.factor == 0:
            return  # instant speed: the totals change at once
        clear_of = [context_help.shown(self)] + ([licences_title_rect(self.L.licences_rect())] if self.licences_on
                                                  else [])
        score_popup(self.animator, self.popups, text, colour, self.score_path(seat), self.d(POPUP),
                    clear_of=[rect for rect in clear_of if rect is not None])

    def _caption(self, text: str | None) -> None:
        self.caption = text or ""

    def _clear_banner(self) -> None:
        self.banner = None

    # -- one action ------------------------------------------------------------------------------------------
    def present(self, seat, action, events) -> None:
        after = self._snaps.pop(0) if self._snaps else None
        if self.animator.idle and self.animator.factor > 0 and 0 <= seat < len(self.match.seats) and \
                self.match.seats[seat].is_bot:
            self.queue(Beat())  # (its first seen event: what ``LooksAhead.beat_ahead`` paints)
            self.beat_event = next((seen for seen in (event.seen_by(self.viewer) for event in events)
                                    if seen is not None and self.handler(seen) is not None), None)
        for event in events:
            self.queue_log(event)  # the line appears as this event's animation starts
            seen = event.seen_by(self.viewer)
            if seen is None:
                continue
            handler = self.handler(seen)
            if handler is not None:
                handler(seen)
        if after is not None:
            self.settles_coming.append(after)
            self.queue(Call(lambda: self._settle(after)))

    def _settle(self, after: dict) -> None:
        coming = self.settles_coming
        for i, entry in enumerate(coming):
            if entry is after:
                del coming[:i + 1]
                break
        self.shown = after
        self.marks = {}
        self.full_row = None
        self.caption = ""

    # -- the deal ---------------------------------------------------------------------------------------------
    def _on_dealt(self, e) -> None:
        cards = e.rows.split()

        def begin():
            s = self.shown
            n = s["players"]
            s["rows"] = [[] for _ in range(self.L.ROWS)]
            s["deck_counts"] = [12] * n
            s["reserve"], s["box"] = e.reserve, e.box
            self._caption(self.event_text(e))
            self.sound("flip")

        steps: list[Animation] = [Call(begin)]
        for r, code in enumerate(cards):
            steps.append(self._open_flight(r, code, from_reserve=False))
        self.queue(*steps)

    def _open_flight(self, row: int, code: str, from_reserve: bool = True) -> Animation:
        """A card turns up from the reserve (or the shuffled deck, at the deal) and starts row ``row``."""
        sprite = self.card_sprite(code, False)
        sprite.scale = 0.6

        def begin():
            sprite.pos = self.L.RESERVE_PILE.center
            sprite.turn = True
            if from_reserve:
                self.shown["reserve"] = max(0, self.shown["reserve"] - 1)
            self.opening = (row, code)  # (its look landed: ``LooksAhead.story_ahead``)
            self.launch(sprite)
            self.sound("card")

        def done():
            self.land(sprite)
            self.shown["rows"][row] = [code]
            self.opening = None

        return Sequence(Call(begin), Fly(sprite, self.L.slot(row, 0).center, self.d(OPEN), self.row_scale), Call(done))

    def _on_cards_drawn(self, e) -> None:
        if e.seat != self.bottom:
            def move():
                s = self.shown
                s["deck_counts"][e.seat] = max(0, s["deck_counts"][e.seat] - e.count)
                s["hand_counts"][e.seat] += e.count

            self.queue(Call(move), Delay(self.d(DEAL_GAP)))
            return
        codes = e.cards.split() if e.cards else [None] * e.count
        steps: list[Animation] = []
        for code in codes:
            steps.append(self._draw_flight(e.seat, code))
        self.queue(*steps)

    def _draw_flight(self, seat: int, code: str | None) -> Animation:
        """One card from the bottom seat's deck (on its plate) into its hand, turning face up for its owner."""
        sprite = self.card_sprite(code, False)
        sprite.scale = 0.4

        def begin():
            s = self.shown
            sprite.pos = self.seat_point(seat, "deck")
            s["deck_counts"][seat] = max(0, s["deck_counts"][seat] - 1)
            sprite.turn = code is not None
            target = self._hand_slot_centre(s["hand_counts"][seat], s["hand_counts"][seat] + 1)
            sprite.target = target
            self.launch(sprite)
            self.sound("card")

        def done():
            self.land(sprite)
            s = self.shown
            s["hand_counts"][seat] += 1
            if code is not None and s["hand"] is not None:
                s["hand"] = sorted(s["hand"] + [code], key=sort_key)

        return Sequence(Call(begin), Fly(sprite, lambda: sprite.target, self.d(DRAW), 1.0), Call(done))

    def _hand_slot_centre(self, index: int, count: int) -> tuple[int, int]:
        lefts = self.L.hand_lefts(max(1, count))
        x = lefts[min(index, len(lefts) - 1)] + self.L.HAND_CARD[0] // 2
        return (x, self.L.HAND_TOP + self.L.HAND_CARD[1] // 2)

    def _on_start_player(self, e) -> None:
        def show():
            self.shown["current"] = e.seat
            yours = e.seat == self.viewer  # the banner speaks to the player at the screen; the line under it
            self.banner = t("fatfish.ui.starts_you") if yours else t("fatfish.ui.starts", name=self.seat_name(e.seat))
            self._caption(None if yours else self.event_text(e))  # would name them as a stranger ("Anna starts.")
            self.sound("splash")

        self.queue(Call(show), Delay(self.d(BANNER)), Call(self._clear_banner))

    # -- laying cards -------------------------------------------------------------------------------------------
    def _on_card_placed(self, e) -> None:
        sprite = self.card_sprite(e.card, True)

        def begin():
            s = self.shown
            own = e.seat == self.bottom
            if own and s["hand"] is not None and e.card in s["hand"]:
                i = s["hand"].index(e.card)
                sprite.pos = self._hand_slot_centre(i, len(s["hand"]))
                s["hand"].pop(i)
            elif own:
                count = s["hand_counts"][e.seat]
                sprite.pos = self._hand_slot_centre(count // 2, count)
                sprite.face_up, sprite.turn = False, True
            else:
                sprite.pos = self.seat_point(e.seat, "hand")
                sprite.scale = 0.45
                sprite.face_up, sprite.turn = False, True  # a hidden hand card turns up as it is laid
            s["hand_counts"][e.seat] = max(0, s["hand_counts"][e.seat] - 1)
            s["current"] = e.seat  # (its row glows once the card lands: ``done``)
            sprite.target = self.L.slot(e.row, min(self.L.SLOTS - 1, len(s["rows"][e.row]))).center
            self._caption(self.event_text(e))
            self.launch(sprite)
            self.sound("card")

        def done():
            self.land(sprite)
            s = self.shown
            s["rows"][e.row].append(e.card)
            s["played"].append(e.card)
            s["turn_row"] = e.row
            if len(s["rows"][e.row]) >= self.L.SLOTS:
                self.full_row = e.row  # the fifth card: this row must be taken

        self.queue(Call(begin), Fly(sprite, lambda: sprite.target, self.d(PLACE), self.row_scale), Call(done))

    def _on_turn_ended(self, e) -> None:
        def show():
            s = self.shown
            s["current"] = e.next_seat if e.next_seat >= 0 else None
            s["turn_row"], s["played"] = None, []

        self.queue(Call(show))

    # -- taking a row ---------------------------------------------------------------------------------------------
    def _on_row_taken(self, e) -> None:
        plus = e.plus.split()

        def mark():
            marks = split_marks(self.shown["rows"][e.row], plus)
            self.marks = {(e.row, i): m for i, m in marks.items()}
            self.full_row = e.row
            self._caption(self.event_text(e))
            self.sound("flip")

        def flights() -> Animation:
            s = self.shown
            row = s["rows"][e.row]
            parts = []
            for i, code in enumerate(row):
                good = self.marks.get((e.row, i)) == "+"
                parts.append(self._split_flight(e.seat, e.row, i, code, good))
            s["rows"][e.row] = []
            self.marks = {}
            self.full_row = None
            self.sound("splash")
            return Parallel(*parts) if parts else Delay(0)

        def score():
            s = self.shown
            s["totals"][e.seat] += e.points
            s["takes"] += 1
            self.popup(signed(e.points), e.seat, theme.GLOW if e.points >= 0 else MINUS_INK)
            self.sound("coin")

        self.queue(Call(mark), Delay(self.d(MARK)), Lazy(flights), Call(score), Delay(self.d(GAP)))

    def _split_flight(self, seat: int, row: int, index: int, code: str, good: bool) -> Animation:
        sprite = self.card_sprite(code, True)
        slot = self.L.slot(row, index)
        lift = -self.L.SPLIT_LIFT if good else self.L.SPLIT_LIFT // 2
        sprite.pos = (slot.centerx, slot.centery + lift)
        sprite.scale = self.row_scale
        self.launch(sprite)

        def done():
            self.land(sprite)
            s = self.shown
            if good:
                s["plus"][seat] = sorted(s["plus"][seat] + [code], key=sort_key)
            else:
                s["minus_count"][seat] += 1
                s["minus_total"][seat] += value_of(code)

        end = self.seat_point(seat, "plus" if good else "minus")
        return Sequence(Delay(self.d(0.06 * index)), Fly(sprite, end, self.d(SPLIT), 0.28, arc=40), Call(done))

    def _on_licence_claimed(self, e) -> None:
        def show():
            s = self.shown
            for lic in s["licences"]:
                if lic["id"] == e.licence:
                    lic["holders"] = [e.seat]
            s["licence_vp"][e.seat] += e.vp
            s["totals"][e.seat] += e.vp
            self.flash[e.licence] = self.clock
            self.banner = t("fatfish.ui.banner_licence", name=self.seat_name(e.seat),
                            licence=self.licence_name(e.licence), vp=e.vp)
            self._caption(self.event_text(e))
            self.popup(t("fatfish.ui.vp_popup", vp=e.vp), e.seat, theme.GLOW)
            self.sound("book")

        self.queue(Call(show), Delay(self.d(BANNER)), Call(self._clear_banner))

    def _on_row_opened(self, e) -> None:
        def caption():
            self._caption(self.event_text(e))

        self.queue(Call(caption), self._open_flight(e.row, e.card), Delay(self.d(GAP)))

    # -- the end ----------------------------------------------------------------------------------------------------
    def _on_licence_awarded(self, e) -> None:
        def show():
            s = self.shown
            for lic in s["licences"]:
                if lic["id"] == e.licence:
                    lic["holders"] = list(e.seats)
            for seat in e.seats:
                s["licence_vp"][seat] += e.vp
                s["totals"][seat] += e.vp
                self.popup(t("fatfish.ui.vp_popup", vp=e.vp), seat, theme.GLOW)
            self.flash[e.licence] = self.clock
            self._caption(self.event_text(e))
            self.sound("book")

        self.queue(Call(show), Delay(self.d(BANNER * 0.8)))

    def _on_game_over(self, e) -> None:
        def show():
            self.banner = t("fatfish.phase.over")
            self._caption(self.event_text(e))

        self.queue(Call(show), Delay(self.d(BANNER * 1.2)), Call(self._clear_banner))


__all__ = ["Beat", "Fly", "Lazy", "Presenter", "snapshot", "split_marks"]
