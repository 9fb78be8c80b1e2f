"""Rules events → animations, in rule order, on the scene's *shown* table.

The scene draws ``self.shown`` (a plain copy of the viewer's view that lags behind while animations
run) and ``self.tray`` (the dice of the group that rolled last, kept until the next group rolls and
cleared when the next round's Splash starts).
Each event's animation changes them step by step — a fish card flies in from the deck and turns
over, the screens lift, the dice tumble and land, a caught fish flies to its catcher's score pile —
and the last step of every action puts ``shown`` to the view taken right after that action.
Events are taken as the viewer may see them (``seen_by``); nothing here reads the state.
"""

from __future__ import annotations

import math
import random
from functools import partial

from fishgames.games.lure import scene_art as A
from fishgames.games.lure import scene_text as T
from fishgames.games.lure.data import CATCH_ORDER_KEY, FISH, Phase
from fishgames.games.lure.dice import why_missed
from fishgames.games.lure.scene_draw import caption_rows
from fishgames.games.lure.view_types import LureView
from fishgames.i18n import t
from fishgames.ui import art, theme
from fishgames.ui.anim import EASE_IN_OUT, EASE_OUT, Animation, Call, Delay, Parallel, Sequence, Ticker
from fishgames.ui.flight import Fade, Flight
from fishgames.ui.sprites import CardSprite, Sprite

# Design durations in seconds (the animation-speed setting scales them).
DRAW = 0.3
SPLASH = 0.45
# A round is paced for a newcomer: each bid group's roll, adjustment and catch holds long enough to read its
# caption (a tap hurries everything along; "instant" stays instant).
REVEAL = 1.8
GROUP = 0.9
TUMBLE = 0.95
LANDED = 1.2  # the dice lie still, the caption says what they show
ADJUSTED = 1.0
FINAL = 0.9  # a member's total appears
GLOW = 0.6  # the fish lights up in the catcher's colour before it swims off
CONTESTED_GLOW = (230, 90, 70)  # the colour of a fish that two bids fight over while it shakes
CATCH = 0.7
TIE = 1.4
CAUGHT = 1.2  # after a group's catches: who caught what (or nothing), before the lures are settled
DISCARD = 0.3
REST = 0.35
POPUP = 1.1
BANNER = 1.4
BUBBLE = 3.2


def _bid(cast_text: str | None, lures: list[str]) -> dict | None:
    if cast_text is None:
        return None
    return {"dice": dice_of(cast_text), "lures": list(lures)}


def dice_of(text: str) -> list[int]:
    """Faces of a bid's dice from ``3d6+d20`` (also accepts ``cast 3d6+d20 lures=…``)."""
    words = text.split()
    dice = words[1] if words and words[0] == "cast" else words[0]
    faces: list[int] = []
    for part in dice.split("+"):
        if part.startswith("d"):
            faces.append(int(part[1:]))
        elif "d" in part:
            count, _, f = part.partition("d")
            faces += [int(f)] * int(count)
    return faces


def snapshot(view: LureView) -> dict:
    """The parts of a view the table shows, as a mutable copy."""
    seats = view["seats"]
    groups = [list(g) for g in view["groups"]]
    group_of = {s: i for i, g in enumerate(groups) for s in g}
    rested = []
    for row in seats:
        s = row["seat"]
        settled = s in group_of and (group_of[s] < view["group"] or row["final"] is not None)
        rested.append({d["die"] for d in row["specials"]
                       if d["status"] == "resting" or (d["status"] == "bid" and settled)})
    return {
        "players": view["players"],
        "round": view["round"],
        "rounds": view["rounds"],
        "last_round": view["last_round"],
        "phase": view["phase"],
        "deck": view["deck"],
        "removed": view["removed"],
        "supply": view["supply"],
        "discard": list(view["discard"]),
        "pool": [f["id"] for f in view["pool"]],
        "hidden": set(),
        "scores": list(view["scores"]),
        "fish": [list(row["fish"]) for row in seats],
        "boasts": [row["boasts"] for row in seats],
        "lure_count": [row["lure_count"] for row in seats],
        "lures": {row["seat"]: list(row["lures"]) for row in seats if "lures" in row},
        "cast_done": [row["cast_done"] for row in seats],
        "bids": [_bid(row["bid"]["text"], row["bid"]["lures"]) if row["bid"] else None for row in seats],
        "played": [list(row["played"]) for row in seats],
        "specials": [{d["die"]: (d["status"], d["free_from"]) for d in row["specials"]} for row in seats],
        "rested": rested,
        "groups": groups,
        "group": view["group"],
        "adjust_done": set(view["decision"].get("done", [])) if view["phase"] == Phase.ADJUST.text else set(),
    }


def tray_from(view: LureView) -> dict | None:
    """The current group's dice as the view shows them (None when no group is up)."""
    if view["group"] < 0 or not view["groups"]:
        return None
    members = view["groups"][view["group"]]
    seats = view["seats"]
    lanes = {}
    for s in members:
        row = seats[s]
        lane = new_lane()
        if row["rolled"] is not None and row["bid"]:
            faces = row["bid"]["dice"]
            lane["dice"] = [new_die(f, v) for f, v in zip(faces, row["rolled"], strict=False)]
            if row["final"] is not None:
                lane["extras"] = list(row["final"][len(row["rolled"]):])
                lane["total"] = row["total"]
        lanes[s] = lane
    size = seats[members[0]]["bid"]["size"] if seats[members[0]]["bid"] else 0
    return {"members": list(members), "size": size, "lanes": lanes}


def new_lane() -> dict:
    return {"dice": [], "extras": [], "total": None, "caught": []}


def new_die(sides: int, value: int) -> dict:
    return {"sides": sides, "value": value, "rolling": False, "frame": 0, "dx": 0.0, "dy": 0.0, "flash": 0.0}


def fly(sprite: Sprite, end, duration: float, scale: float | None = None, arc: float = 30.0, ease=EASE_OUT,
        on_launch=None, on_land=None) -> Animation:
    """Move a sprite from where it is to ``end`` (a point or a function asked at take-off) on an arc of ``arc``
    px, optionally scaling it and turning it over in the flight's middle (``sprite.turn``): the kit's
    :class:`~fishgames.ui.flight.Flight`, after ``on_launch`` (which may put the sprite where it takes off)."""
    flight = Flight(sprite, end, duration, scale, arc=arc, ease=ease, flip_window=(0.2, 0.6), on_land=on_land)
    return Sequence(Call(on_launch), flight) if on_launch else flight


class Tumble(Animation):
    """Dice thrown into the tray: they fly in from the roller's side, bounce, spin through the tumble
    frames and land on their faces."""

    def __init__(self, dice: list[dict], duration: float, seed: int, on_start=None, side: int = -1):
        self.dice, self.duration, self.on_start, self.seed = dice, duration, on_start, seed
        self.side = side  # -1: thrown in from above (a seat across the table), +1: from below (yours)
        self.starts: list[tuple] = []
        self.elapsed = 0.0
        self.begun = False

    def update(self, dt: float) -> float:
        if not self.begun:  # the dice list is filled by the step before (it is shared)
            self.begun = True
            rng = random.Random(self.seed)
            self.starts = [(rng.uniform(-90, 90), die.get("side", self.side) * rng.uniform(90, 150),
                            rng.randrange(6), rng.uniform(2.2, 3.4)) for die in self.dice]
            if self.on_start:
                self.on_start()
        self.elapsed += dt
        f = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        for die, (dx, dy, frame0, hops) in zip(self.dice, self.starts, strict=True):
            if f >= 1.0:
                die.update(rolling=False, dx=0.0, dy=0.0, flash=1.0)
                continue
            e = EASE_OUT(f)
            die["rolling"] = f < 0.86
            die["dx"] = dx * (1 - e)
            die["dy"] = dy * (1 - e) - abs(math.sin(f * math.pi * hops)) * 26 * (1 - f)
            die["frame"] = frame0 + int(self.elapsed / 0.055)
        if f < 1.0:
            return 0.0
        self.done = True
        return max(0.0, self.elapsed - self.duration)


class Presenter:
    """Mixin for the table scene: ``present`` queues one action's events as animations."""

    snapshot = staticmethod(snapshot)  # what the table keeps of each view as ``shown`` (``GameTable``)

    def popup(self, text: str, path, colour=theme.GLOW) -> None:
        """A number that rises from ``path[0]`` to ``path[1]`` and fades (a catch's VP, a die's +1); not
        blocking."""
        img = art.outlined_text(text, theme.BODY + 6, colour, theme.INK, width=3)
        start, end = path
        sprite = Sprite(img, start)
        self.popups.append(sprite)
        d = self.d(POPUP)

        def gone():
            if sprite in self.popups:
                self.popups.remove(sprite)

        fade = Fade(sprite, d, begin=0.5, span=0.5)  # over the second half
        self.animator.add_ambient(Sequence(Parallel(fly(sprite, end, d, arc=0), fade), Call(gone)))

    def rising(self, at) -> tuple[tuple[int, int], tuple[int, int]]:
        """A pop's path straight up from ``at`` (a die's change, over the die itself)."""
        return at, (at[0], at[1] - 34)

    # -- one action ------------------------------------------------------------------------------------------
    def present(self, seat, action, events) -> None:
        after = self._snaps.pop(0) if self._snaps else None
        steps: list[Animation] = []
        grouped = {kind: [e for e in events if e.kind == kind] for kind in ("bid_revealed", "dice_rolled")}
        catches: dict | None = None  # the group being caught for: seat -> fish caught (None: no group resolving)
        finals: dict[int, tuple[int, ...]] = {}  # the group's final dice: why a member caught nothing
        for event in events:
            kind = event.kind
            if kind == "final_dice":
                if catches is None:
                    catches, finals = {}, {}
                finals[event.seat] = tuple(int(v) for v in event.values.split(",") if v)
            elif kind == "fish_caught" and catches is not None:
                catches.setdefault(event.seat, []).append(event.fish)
            elif catches is not None and kind not in ("fish_contested", "adjust_made", "dice_adjusted"):
                steps += self._caught_steps(catches, finals)
                catches = None
            if kind in grouped:  # everybody's bid is revealed at once; a group's dice are thrown together
                if event is grouped[kind][0]:
                    group = [e.seen_by(self.viewer) for e in grouped[kind]]
                    group = [e for e in group if e is not None]
                    if kind == "bid_revealed":
                        steps += self._log_steps(grouped[kind]) + self._reveal_steps(group)
                    else:  # the log tells the numbers once the dice have landed
                        steps += self._roll_steps(group) + self._log_steps(grouped[kind])
                continue
            steps += self._log_steps([event])
            seen = event.seen_by(self.viewer)
            handler = self.handler(seen)
            if handler is not None:
                steps += handler(seen)
        if catches is not None:
            steps += self._caught_steps(catches, finals)
        if after is not None:
            steps.append(Call(lambda: self._settle(after)))
        if steps:
            self.animator.play(Sequence(*steps))

    def _caught_steps(self, catches: dict, finals: dict) -> list:
        """A hold after a group's catches with what they came to, so a newcomer sees the group's outcome: who
        caught what, and why a member caught nothing (your own roll first)."""
        def say():
            caught = [fid for fish in catches.values() for fid in fish]
            pool = list(self.shown["pool"]) + [fid for fid in caught if fid not in self.shown["pool"]]
            self.caption = self.outcome_text(catches, finals, pool)
            if self.viewer in finals and self.viewer not in catches:
                reason = why_missed(pool, finals[self.viewer])
                self.your_miss = T.miss_text(self.seat_name(self.viewer), finals[self.viewer], reason) if reason else None

        return [Call(say), Delay(self.d(CAUGHT))]

    def outcome_text(self, catches: dict, finals: dict, pool: list[int]) -> str:
        parts = [t("lure.ui.caption.caught", name=self.seat_name(seat), count=len(fish),
                   **{**T.one_fish(fish[0]), "fish": T.fish_list(fish)}) for seat, fish in catches.items()]
        missed = sorted((seat for seat in finals if seat not in catches), key=lambda seat: seat != self.viewer)
        for seat in missed:
            reason = why_missed(pool, finals[seat])
            if reason is None:
                continue
            more = " · ".join([*parts, T.miss_text(self.seat_name(seat), finals[seat], reason)])
            if parts and seat != self.viewer and " ".join(caption_rows(more)[1]) != more:
                break  # the caption's two lines are full: the others' reasons would be cut
            parts.append(more.rpartition(" · ")[2] if parts else more)
        return " · ".join(parts) or t("lure.ui.caption.no_catch")

    def _log_steps(self, events) -> list:
        """The log lines of these events, added when their animation starts (the log never runs ahead)."""
        lines = [line for line in (self.log_text_for(e) for e in events) if line]
        return [self.log_soon(lines)] if lines else []

    def _settle(self, after: dict) -> None:
        self.shown = after
        self.caption = ""
        self.banner = None
        self.glow = {}

    def _say(self, text: str) -> Call:
        return Call(partial(setattr, self, "caption", text))  # (read ahead: ``Drawer._caption_ahead``)

    # -- setup, draws and the supply --------------------------------------------------------------------------
    def _on_fish_shuffled(self, e) -> list:
        def show():
            self.shown["deck"] = e.cards
            self.shown["removed"] = e.removed
            self.sound("card")

        return [self._say(self.event_text(e) or ""), Call(show), Delay(self.d(0.3))]

    def _on_lures_shuffled(self, e) -> list:
        return [Call(lambda: self.shown.update(supply=e.tokens)), Delay(self.d(0.2))]

    def _on_lures_reshuffled(self, e) -> list:
        def show():
            self.shown["supply"] = e.tokens
            self.shown["discard"] = []
            self.sound("card")

        return [self._say(self.event_text(e) or ""), Call(show), Delay(self.d(0.5))]

    def _draw_flight(self, seat: int, code: str | None) -> list:
        sprite = Sprite(A.token(code, self.L.MINI_TOKEN + 6), self.L.SUPPLY.center)
        sprite.code, sprite.owner = code, seat

        def launch():
            self.shown["supply"] = max(0, self.shown["supply"] - 1)
            sprite.pos = self.L.SUPPLY.center
            self.launch(sprite)

        def landed():
            self.land(sprite)
            self.shown["lure_count"][seat] += 1
            if code is not None and seat in self.shown["lures"]:
                self.shown["lures"][seat] = sorted(self.shown["lures"][seat] + [code], key=_lure_order)

        return [fly(sprite, lambda: self.lure_point(seat), self.d(DRAW), on_launch=launch, on_land=landed)]

    def _on_lure_drawn(self, e) -> list:
        return self._draw_flight(e.seat, e.lure)

    def _on_lure_drawn_hidden(self, e) -> list:
        return self._draw_flight(e.seat, None)

    def _on_no_lure_left(self, e) -> list:
        return [Call(lambda: self.speak(e.seat, t("lure.ui.no_lure"), BUBBLE)), Delay(self.d(0.4))]

    # -- a round starts -------------------------------------------------------------------------------------
    def _on_splash(self, e) -> list:
        fresh = [int(f) for f in e.fish.split(",") if f]
        size = self.L.CARD

        flights = []
        for i, fid in enumerate(fresh):
            sprite = CardSprite(A.card_spec(fid, size), A.back_spec(size), self.L.DECK.center, face_up=False)
            sprite.scale = self.L.DECK.w / size[0]
            sprite.turn = True

            def launch(sprite=sprite):
                self.shown["deck"] = max(0, self.shown["deck"] - 1)
                self.launch(sprite)

            def landed(sprite=sprite, fid=fid):
                self.land(sprite)
                self.shown["hidden"].discard(fid)

            flights.append(Sequence(Delay(self.d(0.12) * i), fly(
                sprite, lambda fid=fid: self.pool_point(fid), self.d(SPLASH), scale=1.0, arc=40,
                on_launch=launch, on_land=landed)))
        return [self._say(self.event_text(e) or ""), Call(partial(self._splash_begins, e, fresh)), Delay(self.d(0.5)),
                Parallel(*flights),
                Call(lambda: setattr(self, "banner", None)), Delay(self.d(0.2))]

    def _splash_begins(self, e, fresh: list[int]) -> None:
        """Splash's first step: the new round on the shown table (:meth:`splashed`), an empty tray, the banner."""
        self.splashed(self.shown, e, fresh)
        self.tray = None  # last round's dice are taken off the table: the new round starts with an empty tray
        self.banner = t("lure.ui.round_banner", round=e.round, rounds=self.shown["rounds"])
        self.sound("splash")

    @staticmethod
    def splashed(s: dict, e, fresh: list[int]) -> None:
        """What Splash's first step changes on a shown table ``s``: the round, no bids, the fresh fish hidden in the
        water (they fly in).  Also what ``Drawer._splash_looks`` paints the new round's panels ahead from, on a shallow
        copy: every part it changes is replaced, none changed in place."""
        s["round"], s["last_round"] = e.round, e.last
        s["phase"] = Phase.CAST.text
        n = s["players"]
        s["bids"], s["played"], s["cast_done"] = [None] * n, [[] for _ in range(n)], [False] * n
        s["groups"], s["group"] = [], -1
        s["pool"] = sorted(s["pool"] + fresh, key=CATCH_ORDER_KEY.__getitem__)
        s["hidden"] = s["hidden"] | set(fresh)

    # -- the cast and the reveal ------------------------------------------------------------------------------
    def _on_cast_made(self, e) -> list:
        def done():
            self.shown["cast_done"][e.seat] = True
            self.sound("click")

        return [Call(done)]

    def _reveal_steps(self, reveals: list) -> list:
        def reveal():
            s = self.shown
            for e in reveals:
                lures = [c for c in e.lures.split(",") if c]
                s["bids"][e.seat] = {"dice": dice_of(e.dice), "lures": lures}
                s["played"][e.seat] = list(lures)
                s["cast_done"][e.seat] = False
                s["lure_count"][e.seat] = max(0, s["lure_count"][e.seat] - len(lures))
                if e.seat in s["lures"]:
                    mine = list(s["lures"][e.seat])
                    for code in lures:
                        if code in mine:
                            mine.remove(code)
                    s["lures"][e.seat] = mine
                for die in (f"d{f}" for f in dice_of(e.dice) if f != 6):
                    s["specials"][e.seat][die] = ("bid", s["round"] + 2)
            sizes = sorted({e.size for e in reveals})
            s["groups"] = [[e.seat for e in reveals if e.size == b] for b in sizes]
            s["group"] = -1
            self.banner = t("lure.ui.reveal")
            self.sound("flip")
            for seat, text in self.held_reasons.items():
                self.speak(seat, text, BUBBLE)
            self.held_reasons.clear()

        return [self._say(t("lure.ui.caption.reveal")), Call(reveal), Delay(self.d(REVEAL)),
                Call(lambda: setattr(self, "banner", None))]

    # -- the fish step, group by group ---------------------------------------------------------------------
    def _on_group_up(self, e) -> list:
        members = [int(s) for s in e.seats.split(",")]

        def up():
            self.shown["group"] += 1
            self.tray = {"members": members, "size": e.size, "lanes": {s: new_lane() for s in members}}

        return [self._say(self.event_text(e) or ""), Call(up), Delay(self.d(GROUP))]

    def _on_no_fish_left(self, e) -> list:
        return [Call(lambda: self.speak(e.seat, t("lure.ui.no_fish_left"), BUBBLE)), Delay(self.d(0.5))]

    def _roll_steps(self, rolls: list) -> list:
        dice: list[dict] = []

        def place():
            seats = [e.seat for e in rolls]
            if not self.tray or any(s not in self.tray["members"] for s in seats):
                self.tray = {"members": seats, "size": 0, "lanes": {}}
            lanes = self.tray["lanes"]
            for e in rolls:
                faces = [int(f) for f in e.dice.split(",")]
                values = [int(v) for v in e.values.split(",")]
                lane = lanes.setdefault(e.seat, new_lane())
                lane["dice"] = [new_die(f, v) for f, v in zip(faces, values, strict=True)]
                for die in lane["dice"]:
                    die["side"] = 1 if e.seat == self.bottom else -1  # thrown from the thrower's edge
                lane["extras"], lane["total"], lane["caught"] = [], None, []
                dice.extend(lane["dice"])

        names = T.names_list([e.seat for e in rolls], self.seat_name)
        tumble = Tumble(dice, self.d(TUMBLE), seed=hash((self.shown["round"], tuple(e.seat for e in rolls))) & 0xFFFF,
                        on_start=lambda: self.sound("dice"))
        landed = " · ".join(text for text in (self.event_text(e) for e in rolls) if text)
        return [self._say(t("lure.ui.caption.roll", names=names)), Call(place), tumble, self._say(landed),
                Delay(self.d(LANDED))]

    def _on_adjust_made(self, e) -> list:
        def done():
            self.shown["adjust_done"].add(e.seat)
            self.sound("click")

        return [Call(done)]

    def _on_dice_adjusted(self, e) -> list:
        before = [int(v) for v in e.before.split(",")]
        after = [int(v) for v in e.after.split(",")]

        def adjust():
            lane = self.tray["lanes"].get(e.seat) if self.tray else None
            if lane is None:
                return
            for i, (a, b) in enumerate(zip(before, after, strict=True)):
                if a != b and i < len(lane["dice"]):
                    lane["dice"][i].update(value=b, flash=1.0)
                    self.popup(f"{b - a:+d}".replace("-", "−"), self.rising(self.tray_die_point(e.seat, i)), theme.GLOW)
            self.sound("click")
            reason = self.held_reasons.pop(e.seat, None)
            if reason:
                self.speak(e.seat, reason, BUBBLE)

        return [self._say(self.event_text(e) or ""), Call(adjust), Delay(self.d(ADJUSTED))]

    def _on_final_dice(self, e) -> list:
        values = [int(v) for v in e.values.split(",")]

        def final():
            if not self.tray:
                self.tray = {"members": [e.seat], "size": 0, "lanes": {}}
            lane = self.tray["lanes"].setdefault(e.seat, new_lane())
            lane["extras"] = values[len(lane["dice"]):]
            lane["total"] = e.total
            reason = self.held_reasons.pop(e.seat, None)
            if reason:
                self.speak(e.seat, reason, BUBBLE)

        return [self._say(self.event_text(e) or ""), Call(final), Delay(self.d(FINAL))]

    def _on_fish_caught(self, e) -> list:
        fid, seat = e.fish, e.seat
        size = self.L.CARD
        sprite = CardSprite(A.card_spec(fid, size), None, (0, 0))

        def glow(f):
            self.glow[fid] = (theme.seat_colour(seat), f)

        def launch():
            self.glow.pop(fid, None)
            sprite.pos = self.pool_point(fid)
            self.shown["hidden"].add(fid)
            self.launch(sprite)
            self.sound("splash")

        def landed():
            self.land(sprite)
            s = self.shown
            if fid in s["pool"]:
                s["pool"].remove(fid)
            s["hidden"].discard(fid)
            s["fish"][seat].append(fid)
            s["scores"][seat] += e.vp
            lane = self.tray["lanes"].get(seat) if self.tray else None
            if lane is not None:
                lane["caught"].append(fid)
            self.popup(f"+{e.vp}", self.score_path(seat))
            self.sound("coin")

        return [self._say(self.event_text(e) or ""), Ticker(glow, self.d(GLOW)),
                fly(sprite, lambda: self.pile_point(seat), self.d(CATCH), scale=0.32, arc=50, ease=EASE_IN_OUT,
                    on_launch=launch, on_land=landed)]

    def _on_fish_contested(self, e) -> list:
        def shake(f):
            self.glow[e.fish] = (CONTESTED_GLOW, 1.0 - f)
            self.shake = (e.fish, A.wobble(f))

        def done():
            self.glow.pop(e.fish, None)
            self.shake = None

        return [self._say(t("lure.ui.tie", total=e.total, **T.one_fish(e.fish))), Ticker(shake, self.d(TIE)),
                Call(done)]

    def _on_boast_scored(self, e) -> list:
        def boast():
            s = self.shown
            s["boasts"][e.seat] += e.count
            s["scores"][e.seat] += e.vp
            for _ in range(e.count):
                if "B" in s["played"][e.seat]:
                    s["played"][e.seat].remove("B")
            self.popup(t("lure.ui.boast_popup", vp=e.vp), self.score_path(e.seat))
            self.sound("coin")

        return [self._say(self.event_text(e) or ""), Call(boast), Delay(self.d(0.5))]

    def _on_lures_discarded(self, e) -> list:
        codes = [c for c in e.lures.split(",") if c]
        flights = []
        for i, code in enumerate(codes):
            sprite = Sprite(A.token(code, self.L.MINI_TOKEN), (0, 0))
            sprite.code, sprite.owner = code, None

            def launch(sprite=sprite, code=code):
                played = self.shown["played"][e.seat]
                if code in played:
                    played.remove(code)
                sprite.pos = self.lure_point(e.seat, played=True)
                self.launch(sprite)

            def landed(sprite=sprite, code=code):
                self.land(sprite)
                self.shown["discard"].append(code)

            flights.append(Sequence(Delay(self.d(0.08) * i), fly(sprite, self.L.DISCARD.center, self.d(DISCARD),
                                                                 on_launch=launch, on_land=landed)))
        return [Parallel(*flights)] if flights else []

    def _on_dice_rest(self, e) -> list:
        dice = e.dice.split(",")

        def rest():
            for die in dice:
                self.shown["specials"][e.seat][die] = ("bid", e.until)
                self.shown["rested"][e.seat].add(die)

        return [Call(rest), Delay(self.d(REST))]

    def _on_game_ended(self, e) -> list:
        def end():
            self.banner = t("lure.ui.game_over")
            self.sound("win")

        return [self._say(self.event_text(e) or ""), Call(end), Delay(self.d(BANNER))]


def _lure_order(code: str) -> int:
    from fishgames.games.lure.data import KIND_OF_TEXT

    return KIND_OF_TEXT[code]


def fish_vp(ids) -> int:
    return sum(FISH[f].vp for f in ids)
