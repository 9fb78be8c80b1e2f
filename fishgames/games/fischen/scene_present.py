"""Rules events → animations, in rule order, on the scene's *shown* table.

The scene draws ``self.shown``, a plain copy of the viewer's view that lags behind the real one
while animations run: each event's animation changes it step by step (a card leaves the hand,
lands in the trick, a zero's catch flies to its player, the −3 pops up …) and the last step of
every action sets it to the view taken right after that action.  Nothing here reads the state:
events are taken as the viewer may see them (``seen_by``).
"""

from __future__ import annotations

from fishgames.games.fischen.bits import Phase, hand_size
from fishgames.games.fischen.data import CARD_OF_CODE, ROUNDS
from fishgames.games.fischen.rules import round_leader
from fishgames.games.fischen.scene_cards import back_spec, face_spec, suit_of
from fishgames.games.fischen.view_types import FischenView
from fishgames.i18n import t
from fishgames.ui import theme
from fishgames.ui.anim import Animation, Call, Delay, Parallel, Sequence
from fishgames.ui.flight import Flight
from fishgames.ui.game_codes import code_is_secret
from fishgames.ui.sprites import CardSprite
from fishgames.ui.table_kit import score_popup

# Design durations in seconds (scaled by the animation-speed setting).
PLAY = 0.32
WIN = 0.55  # the winning card glows before the trick is collected
HOLD = 1.2  # a full trick stays on the table this long at least (its last card can be read; a tap hurries it)
SETTLE = HOLD - WIN  # a full trick lies still before its winner glows
MARK = 0.35  # a zero or "Alle anderen" lights up before it catches
CATCH = 0.34
GAP = 0.18
COLLECT = 0.38
PASS = 0.5
DEAL = 0.16
BANNER = 1.1
POPUP = 1.0


def snapshot(view: FischenView) -> dict:
    """The parts of a view the table shows, as a mutable copy."""
    n = view["players"]
    pass_info = view.get("pass") or {}
    return {
        "players": n,
        "round": view["round"],
        "rounds": view["rounds"],
        "trick_no": view["trick_no"],
        "hand_size": view["hand_size"],
        "hand": list(view["hand"]),
        "hand_counts": list(view["hand_counts"]),
        "boats": list(view["boats"]),
        "fisch": list(view["fischerin_counts"]),
        "scores": list(view["scores"]),
        "penalties": list(view["penalties"]),
        "trick": [{"seat": p["seat"], "card": p["card"], "in": p["in_trick"]} for p in view["trick"]],
        # between rounds ("boat") the trick's leader is stale: the next round's is the rules' choice
        "leader": round_leader(view["scores"], view["tiebreak_order"]) if view["phase"] == Phase.BOAT.text
        else view["trick_leader"],
        "tiebreak_order": list(view["tiebreak_order"]),
        "winner": view["winner"],
        "lead_suit": view["lead_suit"],
        "effects": dict(view["effects"]),
        "sea": view["sea_count"],
        "sea_level": view["sea_level"],
        "history": [(h["round"], tuple(h["scores"]), tuple(h["penalties"])) for h in view["history"]],
        "picked": list(pass_info.get("picked") or [False] * n),
        "my_pick": pass_info.get("my_pick"),
        "game_over": view["game_over"],
    }


def sea_level(count: int) -> int:
    from fishgames.games.fischen.bits import sea_level_counts

    counts = sea_level_counts(count)
    return next((lv + 1 for lv in range(len(counts)) if counts[lv]), 0)


class Presenter:
    """Mixin for the table scene: ``present`` queues one action's events as animations."""

    snapshot = staticmethod(snapshot)  # what the table keeps of each view as ``shown`` (``GameTable``)

    # -- helpers ----------------------------------------------------------------------------------------------
    def card_sprite(self, code: str, face_up: bool) -> CardSprite:
        front = face_spec(code, self.L.CARD) if code else back_spec(self.L.CARD)
        sprite = CardSprite(front, back_spec(self.L.CARD), face_up=face_up, shadow=True)
        sprite.turn = False
        return sprite

    def trick_scale(self) -> float:
        """A card sprite's scale (hand-sized at 1) in the trick: larger upright (``L.TRICK_CARD``)."""
        return self.L.TRICK_CARD[0] / self.L.CARD[0]

    def popup(self, text: str, seat: int, colour) -> None:
        """A score change (−3, +7) that rises and fades beside the seat's score; not blocking."""
        score_popup(self.animator, self.popups, text, colour, self.score_path(seat), self.d(POPUP))

    # -- one action ------------------------------------------------------------------------------------------
    def present(self, seat, action, events) -> None:
        after = self._snaps.pop(0) if self._snaps else None
        kinds = {event.kind for event in events}
        self._batch_over = "game_over" in kinds
        passes = []
        for event in events:
            self.queue_log(event)  # the line appears as this event's animation starts
            seen = event.seen_by(self.viewer)
            if seen is None:
                continue
            if seen.kind == "card_passed":
                passes.append(seen)
                continue
            if passes:
                self._passes(passes)
                passes = []
            handler = self.handler(seen)
            if handler is not None:
                handler(seen)
        if passes:
            self._passes(passes)
        if after is not None:
            self.settles.append(after)
            self.queue(Call(lambda: self._settle(after)))

    def _settle(self, after: dict) -> None:
        self.settles = [coming for coming in self.settles if coming is not after]
        self.shown = after
        self.glow = {}
        self.caption = ""

    def _trick_index(self, code: str, in_trick: bool = True) -> int:
        for i, play in enumerate(self.shown["trick"]):
            if play["card"] == code and (play["in"] or not in_trick):
                return i
        return -1

    def _caption(self, event) -> None:
        self.caption = self.event_text(event) or ""

    # -- the deal and the round start ------------------------------------------------------------------------
    def _on_sea_built(self, e) -> None:
        def show():
            self.shown["sea"] = e.count
            self.shown["sea_level"] = sea_level(e.count)

        self.queue(Call(show))

    def _back_flight(self, scale: float, source, target, seconds: float, end_scale: float, started,
                     landed) -> list:
        """The steps of one face-down card flying from ``source()`` (where it is as it leaves) to ``target``:
        ``started`` runs as it leaves, ``landed`` once it has landed (a deal, a boat's or the sea's draw)."""
        sprite = self.card_sprite("", False)
        sprite.scale = scale

        def begin():
            sprite.pos = source()
            self.launch(sprite)
            started()

        def done():
            self.land(sprite)
            landed()

        return [Call(begin), Flight(sprite, target, seconds, end_scale), Call(done)]

    def _on_hand_dealt(self, e) -> None:
        def dealt():
            self.shown["hand_counts"][e.seat] = e.count
            if e.cards:
                self.shown["hand"] = sorted(e.cards, key=CARD_OF_CODE.get)

        self.queue(*self._back_flight(0.6, lambda: self.L.CENTER.center, self.seat_point(e.seat),
                                      self.d(DEAL), 0.6, lambda: self.sound("card"), dealt))

    def _on_round_started(self, e) -> None:
        def show():
            s = self.shown
            s["round"], s["hand_size"], s["trick_no"] = e.round, e.hand_size, 0
            s["trick"], s["winner"], s["lead_suit"] = [], None, None
            s["penalties"] = [0] * s["players"]
            self.banner = t("fischen.term.round", round=e.round, rounds=ROUNDS)
            self.sound("splash")

        self.queue(Call(show), Delay(self.d(BANNER)), Call(self._clear_banner))

    def _clear_banner(self) -> None:
        self.banner = None

    def _on_boat_drawn(self, e) -> None:
        if not e.count:
            return
        if e.seat != self.bottom:  # the boat sits on the seat's plate: only its counts change
            def move():
                self.shown["boats"][e.seat] -= e.count
                self._give(e.seat, e.count, e.cards)

            self.queue(Call(move), Delay(self.d(DEAL * 0.5)))
            return
        def taken():
            self.shown["boats"][e.seat] -= e.count

        self.queue(*self._back_flight(0.5, lambda: self.seat_point(e.seat), self.hand_point(e.seat),
                                      self.d(DEAL * 1.5), 0.8 if e.seat == self.bottom else 0.5, taken,
                                      lambda: self._give(e.seat, e.count, e.cards)))

    def _on_sea_drawn(self, e) -> None:
        def taken():
            self.shown["sea"] = max(0, self.shown["sea"] - e.count)
            self.shown["sea_level"] = sea_level(self.shown["sea"])
            self.caption = self.event_text(e) or ""
            self.sound("card")

        self.queue(*self._back_flight(0.8, lambda: self.L.SEA_PILE.center, self.hand_point(e.seat),
                                      self.d(PLAY * 1.4), 1.0 if e.seat == self.bottom else 0.5, taken,
                                      lambda: self._give(e.seat, e.count, e.cards)), Delay(self.d(GAP)))

    def _give(self, seat: int, count: int, cards) -> None:
        s = self.shown
        s["hand_counts"][seat] += count
        if cards and seat == self.bottom:
            s["hand"] = sorted(s["hand"] + list(cards), key=CARD_OF_CODE.get)

    def _on_leader_chosen(self, e) -> None:
        def show():
            self.shown["leader"] = e.seat
            self._caption(e)

        self.queue(Call(show), Delay(self.d(WIN)))

    # -- playing ---------------------------------------------------------------------------------------------
    def _on_card_played(self, e) -> None:
        sprite = self.card_sprite(e.card, True)

        def begin():
            s = self.shown
            if e.seat == self.bottom and e.card in s["hand"]:
                sprite.pos = self.hand_card_centre(e.card)
                s["hand"].remove(e.card)
            else:
                sprite.pos = self.seat_point(e.seat)
                sprite.scale = 0.5
                sprite.face_up, sprite.turn = False, True
            s["hand_counts"][e.seat] = max(0, s["hand_counts"][e.seat] - 1)
            sprite.target = self.L.trick_slot(len(s["trick"]), s["players"])
            self.launch(sprite)
            self.sound("card")

        def done():
            self.land(sprite)
            s = self.shown
            if not s["trick"]:
                s["leader"] = e.seat
            s["trick"].append({"seat": e.seat, "card": e.card, "in": True})
            if s["lead_suit"] is None and suit_of(e.card) is not None:
                s["lead_suit"] = suit_of(e.card)

        self.queue(Call(begin), Flight(sprite, lambda: sprite.target, self.d(PLAY), self.trick_scale()), Call(done))

    def _on_trick_won(self, e) -> None:
        def show():
            self.shown["winner"] = e.seat
            self._caption(e)
            idx = next((i for i, p in enumerate(self.shown["trick"]) if p["seat"] == e.seat), -1)
            if idx >= 0:
                self.glow[idx] = theme.GLOW

        self.queue(Delay(self.d(SETTLE)), Call(show), Delay(self.d(WIN)))

    def capture(self, code: str, seat: int, duration: float) -> Animation:
        """One card leaves the trick for ``seat``'s Fischerin."""
        sprite = self.card_sprite(code, True)

        def begin():
            idx = self._trick_index(code)
            if idx < 0:
                return
            self.shown["trick"][idx]["in"] = False
            self.glow.pop(idx, None)
            sprite.pos = self.L.trick_slot(idx, self.shown["players"])
            sprite.scale = self.trick_scale()
            self.launch(sprite)

        def done():
            self.land(sprite)
            self.shown["fisch"][seat] += 1

        return Sequence(Call(begin), Flight(sprite, self.seat_point(seat), duration, 0.32), Call(done))

    def _mark(self, code: str, seat: int, event) -> None:
        idx = self._trick_index(code, in_trick=False)
        if idx >= 0:
            self.glow[idx] = theme.seat_colour(seat)
        self._caption(event)

    def _on_zero_caught(self, e) -> None:
        self.queue(Call(lambda: self._mark(e.zero, e.seat, e)), Call(lambda: self.sound("flip")),
                   Delay(self.d(MARK)), self.capture(e.card, e.seat, self.d(CATCH)),
                   Call(lambda: self.sound("splash")), Delay(self.d(GAP)))

    def _on_zero_missed(self, e) -> None:
        self.queue(Call(lambda: self._mark(e.zero, e.seat, e)), Delay(self.d(MARK * 2)))

    def _on_all_caught(self, e) -> None:
        steps = [Call(lambda: self._mark("all", e.seat, e)), Call(lambda: self.sound("flip")), Delay(self.d(MARK))]
        for code in e.cards:
            steps.append(self.capture(code, e.seat, self.d(CATCH * 0.8)))
        steps += [Call(lambda: self.sound("splash")), Delay(self.d(GAP))]
        self.queue(*steps)

    def _on_points_lost(self, e) -> None:
        def show():
            s = self.shown
            s["scores"][e.seat] -= e.points
            s["penalties"][e.seat] += e.points
            self.popup(f"−{e.points}", e.seat, (255, 120, 90))
            self.caption = self.event_text(e) or ""
            self.sound("coin")

        self.queue(Call(show), Delay(self.d(WIN)))

    def _on_trick_collected(self, e) -> None:
        flights = [self.capture(code, e.seat, self.d(COLLECT)) for code in e.cards]

        def show():
            self._caption(e)
            if e.cards:
                self.sound("splash")

        def clear():
            s = self.shown
            s["tiebreak_order"] = [play["seat"] for play in s["trick"]] or s["tiebreak_order"]  # the rules' last_order
            s["trick"], s["winner"], s["lead_suit"], s["leader"] = [], None, None, None
            s["effects"] = {"named": None, "namer": None, "lowest_wins": False, "forced_leader": None}
            self.glow = {}

        self.queue(Call(show), Parallel(*flights) if flights else Delay(0), Call(clear), Delay(self.d(GAP)))

    def _on_pass_picked(self, e) -> None:
        def show():
            self.shown["picked"][e.seat] = True
            if e.card and e.seat == self.bottom:
                self.shown["my_pick"] = e.card

        self.queue(Call(show))

    def _passes(self, events) -> None:
        """Every picked card moves to the left neighbour at once; the viewer sees only its own two."""
        flights = []
        for e in events:
            giving = e.giver == self.bottom and e.card
            receiving = e.receiver == self.bottom and e.card
            sprite = self.card_sprite(e.card if giving or receiving else "", bool(giving))
            flights.append(self._pass_flight(e, sprite, giving, receiving))

        def begin():
            self.caption = t("fischen.ui.passing")
            self.sound("flip")

        def done():
            self.shown["picked"] = [False] * self.shown["players"]
            self.shown["my_pick"] = None
            self.pass_choice = None

        self.queue(Call(begin), Parallel(*flights), Call(done), Delay(self.d(GAP)))

    def _pass_flight(self, e, sprite, giving, receiving) -> Animation:
        def begin():
            s = self.shown
            if giving and e.card in s["hand"]:
                sprite.pos = self.hand_card_centre(e.card)
                s["hand"].remove(e.card)
            else:
                sprite.pos = self.seat_point(e.giver)
                sprite.scale = 0.5
                if receiving:
                    sprite.turn = True
            self.launch(sprite)

        def done():
            self.land(sprite)
            if receiving:
                s = self.shown
                s["hand"] = sorted(s["hand"] + [e.card], key=CARD_OF_CODE.get)

        end = self.hand_point(e.receiver)
        scale = 1.0 if e.receiver == self.bottom else 0.5
        return Sequence(Call(begin), Flight(sprite, end, self.d(PASS), scale), Call(done))

    # -- next-trick effects -----------------------------------------------------------------------------------
    def _on_colour_named(self, e) -> None:
        def show():
            self.shown["effects"].update(named=e.colour, namer=e.seat)
            self.banner = t("fischen.ui.banner_named", seat=self.seat_name(e.seat),
                            colour=t(f"fischen.colour.{e.colour}"))
            self.sound("click")

        self.queue(Call(show), Delay(self.d(BANNER)), Call(self._clear_banner))

    def _on_lowest_wins_set(self, e) -> None:
        def show():
            self.shown["effects"]["lowest_wins"] = True
            self._caption(e)

        self.queue(Call(show), Delay(self.d(WIN)))

    def _on_leader_forced(self, e) -> None:
        def show():
            self.shown["effects"]["forced_leader"] = e.seat
            self._caption(e)

        self.queue(Call(show), Delay(self.d(WIN)))

    def _on_effect_lost(self, e) -> None:
        self.queue(Call(lambda: self._mark(e.card, e.seat, e)), Delay(self.d(WIN * 1.4)))

    # -- round end ---------------------------------------------------------------------------------------------
    def _on_round_scored(self, e) -> None:
        over = self._batch_over

        def show():
            s = self.shown
            for seat, caught in enumerate(e.caught):
                if caught:
                    self.popup(f"+{caught}", seat, theme.GLOW)
            s["scores"] = list(e.scores)
            self.caption = self.event_text(e) or ""
            self.sound("book")

        def open_summary():
            s = self.shown
            n = s["players"]
            nxt = None
            note = ""
            if e.round < ROUNDS:
                size = hand_size(n, e.round + 1)
                nxt = [max(0, size - s["boats"][p] - e.caught[p]) for p in range(n)]
                if sum(nxt) > s["sea"]:
                    note = t("fischen.ui.summary_overfished", need=sum(nxt), sea=s["sea"])
                else:
                    note = t("fischen.ui.summary_next", size=size, sea=s["sea"])
            if not over:  # the rules' next leader (fewest points), not the last trick's
                s["leader"] = round_leader(e.scores, s["tiebreak_order"])
                note = " ".join(filter(None, (t("fischen.ui.summary_leader", seat=self.seat_name(s["leader"])), note)))
            entry = (e.round, tuple(e.scores), tuple(s["penalties"]))
            if entry[0] not in {h[0] for h in s["history"]}:
                s["history"] = s["history"] + [entry]
            self.open_summary({
                "round": e.round, "rounds": ROUNDS, "caught": list(e.caught), "penalties": list(s["penalties"]),
                "scores": list(e.scores), "next": None if over else nxt, "note": note, "over": over,
                # the code would reveal every hidden hand (shown once the game is over)
                "code": None if code_is_secret(self) else
                t("fischen.ui.code", code=str(self.match.record.code).rpartition(":")[2]),
            })

        self.queue(Call(show), Delay(self.d(POPUP)), Call(open_summary))

    def _on_catch_shuffled(self, e) -> None:
        def show():
            s = self.shown
            s["fisch"][e.seat] = 0
            s["boats"][e.seat] += e.count

        self.queue(Call(show))

    def _on_overfished(self, e) -> None:
        def show():
            self.banner = t("fischen.ui.overfished_banner")
            self.caption = self.event_text(e) or ""

        self.queue(Call(show), Delay(self.d(BANNER * 1.4)), Call(self._clear_banner))


__all__ = ["Presenter", "snapshot"]
