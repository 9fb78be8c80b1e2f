"""The Lure table: bid dice and lures behind your screen, watch the reveal, the rolls and the catches.

What the player sees (layout in ``scene_layout``): the other seats across the top — each plate with
a strip under it that shows their screen while they choose, their bid after the reveal (with its
place in the roll order), their resting special dice and their score pile; the round, the fish
deck, the lure supply and the public discard pile on the left; the fish in the water (catch number,
requirement dice and VP on every card) with the dice tray under them; the move log on the right; and
at the bottom your plate and caught fish, your seven dice and your lures behind your screen, and a
panel that says what you bid (with the odds alone) or, while you adjust, what you would catch.

A cast is chosen by tapping dice and lures, then "Cast!"; the Adjust step puts +1 / −1 buttons on
your rolled dice and glows the fish you would catch.  In pass-and-play every human casts (and
adjusts in a group roll) behind the base's cover screen; bots' reasons wait in a pocket until the
reveal, so no bubble gives a cast away early.  Every rules event is animated by ``scene_present``.
"""

from __future__ import annotations

import pygame

from fishgames.core import registry
from fishgames.games.lure import scene_art as A
from fishgames.games.lure import scene_layout as L
from fishgames.games.lure import scene_plate
from fishgames.games.lure import scene_text as T
from fishgames.games.lure.actions import Adjust, Cast
from fishgames.games.lure.data import D12, D20, FISH, FISH_IDS, KIND_OF_TEXT, KIND_TEXT, Phase
from fishgames.games.lure.dice import resolve_group
from fishgames.games.lure.odds import config_faces, judge_for, sampled_rolls
from fishgames.games.lure.scene_draw import BACKDROP, POOL_WATER, TRAY_SAND, WATER, Drawer, own_seat_plate
from fishgames.games.lure.scene_present import CONTESTED_GLOW, Presenter, tray_from
from fishgames.games.lure.view_types import LureView
from fishgames.i18n import t
from fishgames.ui import display, sprites, theme
from fishgames.ui.game_table import GameTable
from fishgames.ui.table_kit import cached_spec, glow_spec, plate_glow_specs
from fishgames.ui.text import longest_fitting
from fishgames.ui.widgets import MoveLogPanel

ODDS_SAMPLES = 512


class LureTable(Presenter, Drawer, GameTable):
    water = WATER  # the sea beyond the stage (fishgames.ui.display)
    secret_moves_end_the_turn = True  # a cast, an adjust: then the reveal and the rolls are everybody's
    secret_move_shown_as_nobodys = True  # the screens come down as it is made: the reveal is in the same move
    tall = True  # a portrait screen: the upright arrangement (``scene_layout.upright``)
    layout_module = L  # ``scene_layout``: where things sit (``self.L``)
    upright_least_h = L.UPRIGHT_LEAST_H

    def __init__(self, app, match):
        super().__init__(app, match)
        self.your_miss: str | None = None  # why the viewer's last roll caught nothing (the guide recaps it)
        self.tray: dict | None = None
        self.glow: dict[int, tuple] = {}
        self.shake: tuple | None = None
        self.caption = ""
        self.held_reasons: dict[int, str] = {}
        self.pick_d6: set[int] = set()
        self.pick_d12 = False
        self.pick_d20 = False
        self.pick_lures: set[int] = set()
        self.deltas: list[int] = []
        self.help_text = ""
        self.explained: int | None = None  # the fish whose card is explained (tap a fish in the water)
        self.drawn: dict = {"lures": {}, "bids": set()}
        self.log_panel = MoveLogPanel(self.L.log_rect(len(self.match.seats)))
        self._choice_key = None
        self._painted_for = None
        self._looks_to_come: tuple = (None, [])  # (what they were found for, the looks ahead: ``Drawer.looks_ahead``)
        self._odds: dict[tuple, list[str]] = {}
        self._warm = self.art_specs(match.config)[len(BACKDROP):]  # what the set-up had no time for

    # -- texts ------------------------------------------------------------------------------------------------------
    def event_text(self, event) -> str | None:
        return T.event_text(event, self.seat_name)

    def log_text_for(self, event) -> str | None:
        """The move log's line for an event as the log seat sees it (None for quiet events); ``present``
        writes it when the event's animation starts, Continue at once."""
        seen = event.seen_by(self.log_seat)
        if seen is None or seen.kind in T.QUIET:
            return None
        return self.event_text(seen)

    def describe(self, event) -> str | None:
        return None  # the log follows the animations: ``present`` adds each line when its event is shown

    def reason_text(self, key: str, params: dict) -> str:
        return T.reason_text(key, params)

    def _bot_moved(self, move) -> None:
        """A cast's (or an adjustment's) reason would give the secret away: it waits for the reveal."""
        if not move.reason:
            return
        text = T.reason_text(*move.reason)
        if isinstance(move.action, Cast | Adjust):
            self.held_reasons[move.seat] = text
        else:
            self.speak(move.seat, text)

    # -- lifecycle -----------------------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self._sync(force=True)
        self.tray = tray_from(self.view) or self.tray
        sprites.prewarm([A.card_spec(f["id"], self.L.CARD) for f in self.view["pool"]])

    def layout(self) -> None:
        self.invalidate_backdrop()  # repainted (after a language switch too)
        self.log_panel.rect = self.L.log_rect(len(self.match.seats))  # a small screen's "?" takes its top
        self._panels.clear()
        self._odds.clear()

    def resume(self, result=None) -> None:
        super().resume(result)
        if self._painted_for != self.bottom:
            self.layout()
        self._sync()

    @classmethod
    def margin_specs(cls, canvas) -> list:
        """The water at the canvas's size; on a portrait canvas (the upright arrangement fills it) also the upright
        pool and tray and the rack's larger dice (drawn in the first frame at 720 × 1280 before: 5 misses)."""
        specs = super().margin_specs(canvas)
        if canvas is not None and display.upright(canvas, cls.upright_least_h):
            upright = L.upright(tuple(canvas))
            specs += [(POOL_WATER[0], upright.POOL.inflate(8, 4).size, *POOL_WATER[2:]),
                      (TRAY_SAND[0], upright.TRAY.size, *TRAY_SAND[2:]),
                      *dict.fromkeys(A.die_spec(sides, sides, upright.DIE, seat) for seat in range(registry.get("lure").max_players)
                                     for sides in (6, 12, 20))]
        return specs

    @classmethod
    def art_specs(cls, config) -> list:
        """The backdrop's pictures, the cards' shadows, the rack's dice (the first frame shows them), the supply's
        token, every fish card and the backs (a score pile's too), the glows of a plate whose turn it is and of a caught fish, then the
        dice of the tray and the other seats' small dice.  The lures the first draws fly from the supply (their
        backs, and your own of each kind) at the flight's size and the rack row's: a token's fish cost ~7 ms of a
        first frame at 1920 × 1080.  Not the tray's smaller dice (a tray of many casts: a few milliseconds in one
        frame): 5 MB more at k = 1.5 in a sprite cache Lure nearly fills there — but their d12 and d20 tumbles,
        the costly ones (a d20's six turned faces: 8 ms of a busy frame at 1920 × 1080, half its time; 0.9 MB)."""
        colours = [theme.seat_colour(seat) for seat in range(config.players)]
        plates = [L.OWN, *(rect for bottom in range(config.players)
                           for rect in L.others_rects(config.players, bottom).values())]
        fish_glow = (L.CARD[0] + 12, L.CARD[1] + 12)
        rack = dict.fromkeys(A.die_spec(sides, sides, L.DIE, seat) for seat in range(config.players)
                             for sides in (6, 12, 20))  # the bottom seat's rack (its d6 in its colour)
        specs = [*BACKDROP, *sprites.shadow_specs(L.CARD), ("shadow", L.CARD, 9, 5), *rack,
                 cached_spec(A.token, None, L.SUPPLY.w - 8),
                 *(cached_spec(A.token, code, size) for size in (L.MINI_TOKEN + 6, L.TOKEN)
                   for code in (None, *KIND_TEXT)),  # drawn, flying to the rack's row
                 *(A.card_spec(f, L.CARD) for f in FISH_IDS),
                 A.back_spec(L.CARD), A.back_spec(L.DECK.size), A.pile_back_spec(),
                 *plate_glow_specs(plates, config.players),
                 *(glow_spec(fish_glow, colour) for colour in (theme.GLOW, CONTESTED_GLOW, *colours))]
        for size in (L.TRAY_DIE[0], L.DIE):
            for seat in range(config.players):
                specs += [A.die_spec(6, v, size, seat) for v in range(1, 7)]
                specs += [A.tumble_spec(6, 0, size, seat)]
            for sides in (D12, D20):
                specs += [A.die_spec(sides, v, size, None) for v in range(1, sides + 1)]
                specs += [A.tumble_spec(sides, 0, size, None)]
            specs += [A.extra_spec(v, size) for v in range(1, 7)]
        specs += [A.die_spec(sides, sides, L.MINI_DIE, seat) for seat in range(config.players) for sides in (6, 12, 20)]
        specs += [A.tumble_spec(sides, 0, size, None) for size in L.TRAY_DIE[1:] for sides in (D12, D20)]
        specs += [cached_spec(A.screen_icon, seat, *A.SCREEN_ICON, done) for seat in range(config.players)
                  for done in (False, True)]  # the strips' screens: the first cast's frame drew them (0.4 ms each)
        return specs

    def draw(self, surface) -> None:
        if self._background is None:
            self._painted_for = self.bottom
        super().draw(surface)

    def resynced(self) -> None:
        self.tray = tray_from(self.view)  # the current group's dice, or an empty tray
        self.flying.clear()
        self.glow.clear()
        self.shake = None

    def update(self, dt: float):
        self.prepare_art()  # the art the set-up had no time for, a few pieces a frame
        result = super().update(dt)
        if self.animator.idle:
            self._sync()
            self._check_choices()
        return result

    def handle(self, pointer):
        if self.covering:
            self.explained = None
            return super().handle(pointer)
        if self.explained is not None:  # the explanation is open: a tap anywhere closes it, nothing else acts
            if pointer.kind == "tap":
                self.explained = None
            return None
        if self.log_panel.handle(pointer):
            return None
        if pointer.kind == "tap" and self.animator.idle:
            fid = self.fish_at(pointer.pos)
            if fid is not None:
                self.explained = fid
                self.sound("click")
                return None
        return super().handle(pointer)

    def fish_at(self, pos) -> int | None:
        """The fish card in the water under ``pos`` (face up and shown; the topmost where cards overlap)."""
        pool = self.shown.get("pool", [])
        for i in reversed(range(len(pool))):
            if pool[i] not in self.shown["hidden"] and self.L.pool_rect(i, len(pool)).collidepoint(pos):
                return pool[i]
        return None

    def explained_fish(self) -> int | None:
        """The fish being explained, while it is still face up in the water (else the card closes)."""
        fid = self.explained
        if fid is not None and (self.covering or fid not in self.shown.get("pool", [])
                                or fid in self.shown["hidden"]):
            self.explained = fid = None
        return fid

    # -- seats and points -----------------------------------------------------------------------------------------
    def plate_rects(self) -> dict[int, pygame.Rect]:
        """The other seats' plates; one whose long name goes into rows (``scene_plate``) as much wider as they need
        at the floor, where the row has the room."""
        rects = self.L.others_rects(self.players, self.bottom)
        wider = tuple((seat, scene_plate.wider(self.seat_name(seat), rect)) for seat, rect in rects.items())
        return self.L.others_rects(self.players, self.bottom, wider) if any(px for _, px in wider) else rects

    def own_plate_rect(self) -> pygame.Rect:
        """The bottom seat's plate (``plate_rects`` holds the others'): ``L.OWN``, taller for a long name in up to
        :data:`OWN_NAME_ROWS` rows (``own_seat_plate``), down into your pile's panel (``own_pile_rect``)."""
        return own_seat_plate(self.bottom, self.L.OWN, self.seat_name(self.bottom), grown=True).rect

    def own_pile_rect(self) -> pygame.Rect:
        """Your caught fish under your plate: ``L.OWN_PILE``, its top as much lower as the plate grew."""
        pile = pygame.Rect(self.L.OWN_PILE)
        down = self.own_plate_rect().bottom - self.L.OWN.bottom
        return pygame.Rect(pile.x, pile.y + down, pile.w, pile.h - down)

    def keep_clear(self) -> list[pygame.Rect]:
        """The fish in the water, the prompt, your dice, lures and cast panel, the plates' key lines, the
        others' bid strips (their casts), the round counter, the deck, lures and discard pile, and the dice
        tray while it shows the casts (each lane's dice and its name and bid)."""
        prompt = pygame.Rect(self.L.CENTER.x, self.L.PROMPT_Y - 26, self.L.CENTER.w, 52)  # up to two caption lines
        plates = self.plate_rects()
        strips = [self.L.strip_rect(rect) for seat, rect in plates.items() if seat != self.bottom]
        tray = [self.L.TRAY] if self.tray and self.tray["members"] else []
        return [self.L.POOL, prompt, self.L.RACK, self.L.PANEL, *self.key_lines(plates.values()), *strips,
                self.L.ROUND, self.L.PILES, self.L.DISCARD, *tray]

    def prompt_centre(self) -> tuple[int, int]:
        return (self.L.CENTER.centerx, self.L.PROMPT_Y)

    def _message_box(self, label: pygame.Surface) -> pygame.Rect:
        """The message's pill as tall as the prompt's it stands in for (``_draw_prompt``'s padding): the base's,
        8 px taller, met the top of your screen by 4 px on the stage, where 40 px lie between tray and rack."""
        return label.get_rect(center=self.prompt_centre()).inflate(36, 10)

    def bubble_anchor(self, seat: int) -> tuple[int, int]:
        if seat == self.bottom:
            return (self.L.OWN.centerx + 40, self.L.OWN.y + 4)  # (the plate grows downward only)
        strip = self.L.strip_rect(self.plate_rects()[seat])
        return (strip.centerx, strip.bottom - 2)

    def pool_point(self, fid: int) -> tuple[int, int]:
        pool = self.shown.get("pool", [])
        if fid not in pool:
            return self.L.POOL.center
        return self.L.pool_rect(pool.index(fid), len(pool)).center

    def pile_point(self, seat: int) -> tuple[int, int]:
        if seat == self.bottom:
            return (self.L.OWN_PILE.x + 40, self.own_pile_rect().centery)
        strip = self.L.strip_rect(self.plate_rects()[seat])
        return (strip.right - 46, strip.centery)

    def score_path(self, seat: int) -> tuple[tuple[int, int], tuple[int, int]]:
        """Where a score change pops up and where it drifts to: just outside the plate, by its total — never
        over a name (a pop inside the plate lay over the seat's name and its score)."""
        if seat == self.bottom:
            x = self.L.OWN.right - 130  # a "Boast +2" (≈ 210 px) stays over its own plate, clear of the "?"
            return (x, self.L.OWN.y - 14), (x, self.L.OWN.y - 44)
        rect = self.plate_rects()[seat]
        x = rect.right - 130
        return (x, rect.bottom + 34), (x, rect.bottom + 8)

    def lure_point(self, seat: int, played: bool = False) -> tuple[int, int]:
        if seat == self.bottom:
            return (self.L.RACK.x + 60, self.L.LURES_Y)
        strip = self.L.strip_rect(self.plate_rects()[seat])
        return (strip.x + (150 if played else 90), strip.centery)

    def tray_die_point(self, seat: int, index: int) -> tuple[int, int]:
        tray = self.tray
        if not tray or seat not in tray["members"]:
            return self.L.TRAY.center
        widest = max(len(tray["lanes"][m]["dice"]) + len(tray["lanes"][m]["extras"]) for m in tray["members"])
        lanes, size = self.L.tray_lanes(len(tray["members"]), max(widest, 3))
        return self.L.lane_die_centre(lanes[tray["members"].index(seat)], index, size)

    def seat_hint(self, seat: int, view: LureView, room: int | None = None, idle: bool | None = None) -> str:
        """What a seat is doing, for its plate: in ``room`` px, "choosing in secret…" says "in secret…"; ``idle``: once
        the animations have played (as they are now if None)."""
        if not (self.animator.idle if idle is None else idle) or seat not in view["decision"]["seats"]:
            return ""
        if view["phase"] != Phase.CAST.text:
            return t("lure.ui.hint.adjusting")
        whole, short = t("lure.ui.hint.casting"), t("lure.ui.hint.casting_short")
        return whole if room is None else longest_fitting((whole, short), theme.SMALL, room, True)

    # -- the viewer's decision -----------------------------------------------------------------------------------
    def decision(self, view: LureView) -> str | None:
        """The viewer's pending decision (``Phase.CAST.text`` or ``Phase.ADJUST.text``), only while nothing moves."""
        if not self.animator.idle or self.flying:
            return None
        return self.settled_decision(view)

    def settled_decision(self, view: LureView) -> str | None:
        """:meth:`decision` once nothing moves (the look a light frame paints ahead: ``Drawer._prompt_ahead``)."""
        if self.viewer is None or self.match.state.is_over():
            return None
        if self.viewer not in view["decision"]["seats"] or view["phase"] not in (Phase.CAST.text, Phase.ADJUST.text):
            return None
        return view["phase"]

    def _check_choices(self) -> None:
        view = self.view
        key = (view["round"], view["phase"], view["group"], self.viewer)
        if key == self._choice_key:
            return
        self._choice_key = key
        self.pick_d6, self.pick_d12, self.pick_d20, self.pick_lures = set(), False, False, set()
        self.help_text = ""
        rolled = view["seats"][self.viewer]["rolled"] if self.viewer is not None else None
        self.deltas = [0] * len(rolled or [])

    def rack_dice(self, decision) -> list[tuple[int, pygame.Rect, str]]:
        """Your seven dice: (index, rect, "chosen" | "free" | "resting" | "inplay")."""
        s = self.shown
        b = self.bottom
        bid = s["bids"][b] if b == self.viewer else None
        out = []
        for i in range(7):
            cx, cy = self.L.rack_die_centre(i)
            state = "free"
            if i >= 5:
                name = f"d{D12 if i == 5 else D20}"
                status = s["specials"][b].get(name, ("ready", 0))[0]
                if status == "resting" or (status == "bid" and name in s["rested"][b]):
                    state = "resting"
            if state == "free":
                if decision == Phase.CAST.text:
                    chosen = (i in self.pick_d6) if i < 5 else (self.pick_d12 if i == 5 else self.pick_d20)
                    state = "chosen" if chosen else "free"
                elif bid is not None:
                    faces = bid["dice"]
                    inplay = i < faces.count(6) if i < 5 else (D12 if i == 5 else D20) in faces
                    state = "inplay" if inplay else "free"
            dy = -self.L.CHOSEN_LIFT if state in ("chosen", "inplay") else (self.L.rack_rows()[2] if state == "resting" else 0)
            rect = pygame.Rect(0, 0, self.L.DIE, self.L.DIE)
            rect.center = (cx, cy + dy)
            out.append((i, rect, state))
        return out

    def die_target(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a tap picks the rack's die drawn at ``rect``: a little beyond it, and on a small screen as large as
        its tap floor (``legibility``: the dice's pitch leaves the room)."""
        return self.tap_area(rect.inflate(8, 8))

    def token_target(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a tap picks the lure drawn at ``rect`` (as :meth:`die_target`)."""
        return self.tap_area(rect.inflate(4, 4))

    def rack_tokens(self, count: int, decision) -> list[pygame.Rect]:
        rects = []
        for j in range(count):
            cx, cy = self.L.rack_token_centre(j, count)
            lift = self.L.CHOSEN_LIFT if decision == Phase.CAST.text and j in self.pick_lures else 0
            rect = pygame.Rect(0, 0, self.L.TOKEN, self.L.TOKEN)
            rect.center = (cx, cy - lift)
            rects.append(rect)
        return rects

    def bid_tokens(self, decision) -> set[int]:
        """Before the reveal: which of your lures are in your cast (they sit lifted, softly lit)."""
        s = self.shown
        b = self.bottom
        bid = s["bids"][b] if b == self.viewer and s["phase"] == Phase.CAST.text and decision is None else None
        if not bid:
            return set()
        mine, out = self.my_lures(), set()
        for code in bid["lures"]:
            j = next((j for j, c in enumerate(mine) if c == code and j not in out), None)
            if j is not None:
                out.add(j)
        return out

    def my_lures(self) -> list[str]:
        return self.shown.get("lures", {}).get(self.viewer, []) if self.viewer is not None else []

    def chosen_cast(self) -> Cast | None:
        size = len(self.pick_d6) + self.pick_d12 + self.pick_d20
        if not size:
            return None
        mine = self.my_lures()
        lures = tuple(sorted(KIND_OF_TEXT[mine[j]] for j in self.pick_lures if j < len(mine)))
        return Cast(len(self.pick_d6), self.pick_d12, self.pick_d20, lures)

    def handle_table(self, pointer, view):
        if pointer.kind != "tap":
            return None
        decision = self.decision(view)
        pos = pointer.pos
        if decision == Phase.CAST.text:
            self._tap_cast(pos, view)
        elif decision == Phase.ADJUST.text:
            self._tap_adjust(pos, view)
        return None

    def _tap_cast(self, pos, view: LureView) -> None:
        if self.L.cast_button().collidepoint(pos):
            cast = self.chosen_cast()
            if cast is None:
                self.say(t("lure.error.no_dice", minimum=1))
            elif self.act(cast):
                self.sound("click")
            return
        for i, rect, state in self.rack_dice(Phase.CAST.text):
            if not self.die_target(rect).collidepoint(pos):
                continue
            if state == "resting":
                self.say(t("lure.error.die_resting", die=T.die_word(D12 if i == 5 else D20)))
            elif i < 5:
                free = [k for k in range(5) if k not in self.pick_d6]
                if i in self.pick_d6:
                    self.pick_d6.discard(max(self.pick_d6))  # d6s are alike: the rightmost chosen goes back
                elif free:
                    self.pick_d6.add(min(free))
            elif i == 5:
                self.pick_d12 = not self.pick_d12
            else:
                self.pick_d20 = not self.pick_d20
            self.sound("click")
            return
        mine = self.my_lures()
        for j, rect in enumerate(self.rack_tokens(len(mine), Phase.CAST.text)):
            if self.token_target(rect).collidepoint(pos):
                self.pick_lures ^= {j}
                code = mine[j]
                kind = "adjust" if code == "A" else "boast" if code == "B" else "extra"
                self.help_text = f"{T.lure_name(code)}: {t(f'lure.lure.{kind}_help')}"
                self.help_short = f"{T.lure_name(code)}: {t(f'lure.lure.{kind}_help_short')}"
                self.sound("click")
                return

    # -- the Adjust step --------------------------------------------------------------------------------------------
    def extra_values(self, view: LureView, seat: int | None = None) -> list[int]:
        seat = self.viewer if seat is None else seat
        return [int(code[1:]) for code in view["seats"][seat]["played"] if code.startswith("E")]

    def adjusted_values(self, view: LureView) -> list[int]:
        rolled = view["seats"][self.viewer]["rolled"] or []
        if len(self.deltas) != len(rolled):
            self.deltas = [0] * len(rolled)
        return [v + d for v, d in zip(rolled, self.deltas, strict=True)]

    def can_adjust(self, view: LureView, index: int, step: int) -> bool:
        faces = view["seats"][self.viewer]["bid"]["dice"]
        values = self.adjusted_values(view)
        deltas = list(self.deltas)
        deltas[index] += step
        allowed = view["decision"]["adjusts"][str(self.viewer)]
        return 1 <= values[index] + step <= faces[index] and sum(abs(d) for d in deltas) <= allowed

    def chosen_adjust(self) -> Adjust:
        return Adjust(tuple((i, d) for i, d in enumerate(self.deltas) if d))

    def preview(self, view: LureView) -> tuple[int, list[int]]:
        """(your total, the fish you would catch) with the dice as adjusted now; the other members of
        the group count with their dice as rolled (their adjustments are secret)."""
        me = self.viewer
        finals = {me: tuple(self.adjusted_values(view) + self.extra_values(view))}
        for seat in view["groups"][view["group"]]:
            row = view["seats"][seat]
            if seat != me and row["rolled"] is not None:
                finals[seat] = tuple(row["rolled"]) + tuple(self.extra_values(view, seat))
        pool = [f["id"] for f in view["pool"]]
        caught = [fid for fid, winner, _ in resolve_group(pool, finals) if winner == me]
        return sum(finals[me]), caught

    def preview_catch(self, view: LureView) -> set[int]:
        return set(self.preview(view)[1])

    def _tap_adjust(self, pos, view: LureView) -> None:
        if self.L.cast_button().collidepoint(pos):
            if self.act(self.chosen_adjust()):
                self.sound("click")
            return
        n = len(self.deltas)
        for i in range(n):
            for step, rect in zip((+1, -1), self.L.adjust_buttons(i, n), strict=True):
                if rect.collidepoint(pos):
                    if self.can_adjust(view, i, step):
                        self.deltas[i] += step
                        self.sound("click")
                    return

    # -- odds and prompts -------------------------------------------------------------------------------------------
    def odds_lines(self, view: LureView) -> list[str]:
        """Your chance, rolling alone, to catch the best fish of the water with the bid as chosen now."""
        cast = self.chosen_cast()
        if cast is None:
            return []
        pool = tuple(f["id"] for f in view["pool"])
        config = (cast.d6, cast.d12, cast.d20)
        extras = tuple(k - 1 for k in cast.lures if k >= 2)  # Extra Die kinds 2..7 show 1..6
        adjusts = cast.lures.count(0)
        key = (pool, config, extras, adjusts, t.lang)
        lines = self._odds.get(key)
        if lines is None:
            judge = judge_for(pool)
            faces = config_faces(config)
            hits = [0] * len(pool)
            samples = sampled_rolls(config, ODDS_SAMPLES)
            for rolled in samples:
                mask = judge.best(rolled, faces, extras, adjusts)[1] if adjusts else judge.mask(rolled + extras)
                for i in range(len(pool)):
                    if mask >> i & 1:
                        hits[i] += 1
            ranked = sorted(((hits[i] * FISH[f].vp, hits[i], f) for i, f in enumerate(pool) if hits[i]), reverse=True)
            if not ranked:
                lines = [t("lure.ui.odds_none")]
            else:
                lines = [t("lure.ui.odds_title")] + [
                    t("lure.ui.odds_line", fish=T.fish_name(f), chance=round(100 * h / len(samples)))
                    for _, h, f in ranked[:2]]
            if len(self._odds) > 64:
                self._odds.clear()
            self._odds[key] = lines
        return lines

    def prompt_text(self, view: LureView | None = None, decision=None) -> str:
        view = view or self.view
        if not self.animator.idle or self.flying:
            return self.caption
        return self.settled_prompt(view, decision)

    def settled_prompt(self, view: LureView, decision) -> str:
        """:meth:`prompt_text` once nothing moves (painted ahead: ``Drawer._prompt_ahead``)."""
        if view["phase"] == Phase.OVER.text:
            return t("lure.phase.over")
        if decision == Phase.CAST.text:
            return t("lure.ui.prompt.cast")
        if decision == Phase.ADJUST.text:
            return t("lure.ui.prompt.adjust")
        waiting = [s for s in view["decision"]["seats"] if s >= 0]
        names = T.names_list(waiting, self.seat_name)
        if view["phase"] == Phase.CAST.text and waiting:
            if self.viewer is not None and self.viewer not in waiting:
                return t("lure.ui.prompt.cast_in", names=names)
            return t("lure.ui.prompt.waiting_cast", names=names)
        if view["phase"] == Phase.ADJUST.text and waiting:
            return t("lure.ui.prompt.waiting_adjust", names=names)
        return ""

    # -- the end -----------------------------------------------------------------------------------------------------
    def end_summary(self) -> dict:
        return T.end_summary(self.match.state, self.match.record, self.seat_name, self.humans)


SCENE = LureTable
