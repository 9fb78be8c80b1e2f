"""The narrator of a guided first game ("Learn to play"), on the real rules and the real table.

A guided game is a normal :class:`~fishgames.core.Match` whose seed, players and bots were chosen (by
``tools/find_guide_seeds.py``) so the game's moments happen; ``fishgames/games/<game>/guide.py`` holds that
deal (``SEED``, ``PLAYERS``, the bots' ``LEVEL``) and ``STEPS`` — or several (``DEALS``: (seed, steps) pairs,
one picked per learner): pairs of the move the learner is asked to make
(its ``Action.to_text``, or None for a moment to watch) and the narrator's text key.  A step is either a move the learner is asked to make — its places glow (the coach's
``scene_coach.targets``) and the narrator says what and why — or a moment to watch while the bots move
("Next" once they are done).  The guide sees the table's taps first: a tap on a glowing place goes to the
table, any other tap gets a gentle reason, and a move other than the step's is refused the same way (so the
game stays the scripted one).  "Leave" is there at any time.  After the last step the narrator says goodbye
and the learner plays the same game on with the same bots to its end (a family that has just learnt the
moves wants to see how the game ends, not be sent away mid-game); from then on "Play a real game" opens the
game's setup.  A guided game is not autosaved and not counted in the statistics.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from fishgames.core import Seat
from fishgames.core.codes import random_seed
from fishgames.i18n import t
from fishgames.ui import bubbles, context_help, games, theme
from fishgames.ui.coach import GLOW, glow_target
from fishgames.ui.context_help import guide_module
from fishgames.ui.scene import Pop, Replace, Transition
from fishgames.ui.text import wrap
from fishgames.ui.widgets import (
    BUBBLE_WIDTH,
    button_width_for,
    draw_button,
    draw_speech_bubble,
    panel,
    pulse,
    speech_bubble_size,
)

LEARNER = 0
PAD = 14
BUTTON_H = 48
BUTTON_SIZES = (theme.SMALL, 16)  # the buttons' words: a size smaller keeps "Next" and "Leave" side by side
PANEL = pygame.Rect(1012, 300, 262, 414)  # where the narrator speaks when the table has no move log
HINT_SECONDS = 4.0
#: The gentle reason's wrap widths where its own (``BUBBLE_WIDTH``) finds no free spot (:meth:`Guide._free_hint_spot`)
HINT_WIDTHS = (BUBBLE_WIDTH, 240, 480)
MIN_LOG_ROWS = 2  # fewer lines of the move log under the narrator: the log goes to the game's GUIDE_LOG
RECAP_INK = (150, 214, 226)  # what just happened, above what to do now
BACK = (16, 52, 64)  # the narrator's panel (the coach's colours: the same voice)
READABLE = "slow"  # the bots' pace in a guided game (unless the player chose "instant" animations)


@dataclass(frozen=True)
class Step:
    """``action``: the move's text the learner is asked to make (None: watch, then "Next"); ``key``: what the
    narrator says."""

    action: str | None
    key: str


def start_guided(app, game: str, deal: int | None = None):
    """The guided first game of ``game``: its table, with the narrator attached — on its ``deal``-th deal,
    else on one picked afresh (like a new game's seed) where the game has several."""
    module = guide_module(game)
    pool = games.deals(module)
    seed, steps = pool[random_seed() % len(pool) if deal is None else deal]
    last = app.settings.last_setup.get(game, {})  # the learner's name from this game's setup, if one was typed
    name = next((s.get("name") for s in last.get("seats", []) if s.get("kind") == "human"), None)
    seats = [Seat("human", None, name or games.default_name(LEARNER))]
    seats += [Seat("bot", module.LEVEL, games.bot_name(i)) for i in range(1, module.PLAYERS)]
    scene = games.start_scene(app, game, seats, seed, module.LEVEL)
    Guide(scene, [Step(action, key) for action, key in steps])
    return scene


class Guide:
    """The narrator of one guided table (``scene.guide``)."""

    def __init__(self, scene, steps: list[Step]):
        self.scene = scene
        self.steps = steps
        self.index = 0
        self.hint: tuple[str, float] | None = None  # a gentle reason and when it goes (app.now())
        self.hint_rect: pygame.Rect | None = None  # where its bubble was drawn
        self.pressed_at: tuple[int, int] | None = None  # the last tap or drop: the gentle reason points there
        self.buttons: dict[str, pygame.Rect] = {}
        self.button_size = BUTTON_SIZES[0]
        self._tallest = 0  # the narrator's tallest panel so far, where the log has a place of its own
        self.panel_rect: pygame.Rect | None = None
        self._log_home: tuple | None = None  # (the table's log panel, where the table put it, on a stage of)
        self.played_on = False  # the learner moved after the last step
        self._why: tuple | None = None  # ((step, language), the game's why for its move), as first shown
        self.since: list = []  # what the learner saw happen since their last scripted move: the recap's source
        scene.guide = self
        scene.coach_enabled = False  # the guide is the coach here
        scene.match.autosave = None  # not a game to Continue
        scene.match.listeners.append(self._heard)
        table_handle = scene.handle

        def handle(pointer):
            """The guide sees the table's taps first — before the table's own panels (the move log under
            the narrator's panel would take them), and each game's table overrides ``handle``."""
            taken, transition = self.handle(pointer)
            return transition if taken else table_handle(pointer)

        scene.handle = handle
        scheduler_update = scene.scheduler.update

        def bots(dt: float, animations_idle: bool):
            return None if self.holds_bots else scheduler_update(dt, animations_idle)

        scene.scheduler.update = bots

    # -- where we are -------------------------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def settled(self) -> bool:
        """The bots are done for now: nothing moves and the learner must act (or the game is over)."""
        match = self.scene.match
        waiting = match.state.is_over() or LEARNER in match.state.to_act() or self.holds_bots
        return self.scene.animator.idle and waiting

    @property
    def holds_bots(self) -> bool:
        """The bots wait while the intro is read (they played before it), and while the learner is asked in a
        phase everyone acts in at once (Fischen's pass): the learner moves first there, as the seed finder
        played it, so the game stays the scripted one however long the learner takes."""
        if self.step is None:
            return False
        return self.index == 0 or LEARNER in self.scene.match.state.to_act()

    @property
    def table_waits(self) -> bool:
        """Nobody is asked and no bot is about to move: the table waits for a tap of its own (Fischen's round
        summary), which the guide lets by."""
        match = self.scene.match
        waiting = match.state.to_act()
        return bool(waiting) and LEARNER not in waiting and not match.bot_seats_to_act()

    @property
    def finished(self) -> bool:
        """The narrated part is over: every step was shown, or the game ended."""
        return self.step is None or (self.scene.match.state.is_over() and self.settled)

    @property
    def landing(self) -> bool:
        """The learner has just made the last step's move and the table is still playing it out: the step's
        text stays (with only "Leave") until its effect is seen, as every step's text waits for its move."""
        return (self.step is None and not self.settled and not self.played_on and bool(self.steps)
                and self.steps[-1].action is not None)

    @property
    def playing_on(self) -> bool:
        """After the last step the learner plays the same game on, alone, to its end (still not counted)."""
        return self.step is None and not self.scene.match.state.is_over()

    @property
    def asking(self) -> bool:
        """The learner must make the step's move now."""
        step = self.step
        return step is not None and step.action is not None and self.settled and not self.finished

    def expected(self):
        return self.scene.spec.parse_action(self.step.action)

    def targets(self) -> list[pygame.Rect]:
        """Where the step's move is tapped (the coach's places, in tap order); while the table waits for a
        tap of its own, where that goes (the game's ``guide.waiting_targets``: Fischen's round summary, which
        holds the table's animations — the next round may already be dealt and the learner asked by the
        rules, their cards still to fly in behind it)."""
        own = self.waiting_targets()
        if own or self.table_waits or not self.asking:
            return own
        return [pygame.Rect(r) for r in self.scene.coach.module.targets(self.scene, self.expected())]

    def waiting_targets(self) -> list[pygame.Rect]:
        """Where the table waits for a tap of its own now (the game's ``guide.waiting_targets``), if it does."""
        waiting = getattr(guide_module(self.scene.spec.name), "waiting_targets", None)
        return [pygame.Rect(r) for r in waiting(self.scene)] if waiting is not None else []

    def _heard(self, seat, action, events) -> None:
        step = self.step
        if seat == LEARNER and step is not None and step.action == action.to_text():
            self.index += 1
            self.since = []
        elif seat == LEARNER and step is None:
            self.played_on = True  # the goodbye was read: the panel makes room for the table
        self.since += [seen for seen in (event.seen_by(LEARNER) for event in events) if seen is not None]

    def recap(self) -> str | None:
        """What just happened on the table, in the table's own words (its log sentence of the last event of
        a kind the game's ``RECAP`` names: "Perch wins the trick (highest green)."; or the game's own
        ``recap(scene, events)``), once it has been shown."""
        module = guide_module(self.scene.spec.name)
        if not self.settled or self.finished:
            return None
        own = getattr(module, "recap", None)  # a game's own choice of what to recap (Lure's equal bids)
        if own is not None:
            return own(self.scene, self.since)
        kinds = getattr(module, "RECAP", ())
        last = next((event for event in reversed(self.since) if event.kind in kinds), None)
        return self.scene.event_text(last) if last is not None else None

    def shown_text(self) -> str:
        """Everything the narrator says now: the recap, then the step's text."""
        return " ".join(filter(None, (self.recap(), self.text())))

    # -- the table's hooks --------------------------------------------------------------------------------
    def allows(self, action) -> bool:
        """The table's ``act``: only the step's move is made; anything else gets the gentle reason."""
        if self.playing_on or (self.asking and action.to_text() == self.step.action):
            return True
        self.gently("guide.other_move")
        return False

    def handle(self, pointer) -> tuple[bool, Transition]:
        """Taps reach the guide first: its buttons; a glowing place goes on to the table; other taps are
        answered gently and go nowhere.  (True, transition) when the guide took the tap."""
        if pointer.kind in ("tap", "drop"):
            self.pressed_at = pointer.pos
        if pointer.kind != "tap" or self.scene.covering:
            return False, None  # drags and presses: the table's (a wrong drop is refused in ``allows``)
        for name, rect in self.buttons.items():
            if rect.collidepoint(pointer.pos):
                self.scene.app.sound.play("click")
                return True, self._press(name)
        if self.panel_rect is not None and self.panel_rect.collidepoint(pointer.pos):
            return True, None  # the narrator's panel lies over the move log: its taps stop here
        help_button = context_help.shown(self.scene)
        if help_button is not None and help_button.collidepoint(pointer.pos):
            return False, None  # the "?" is always there
        if not self.scene.animator.idle or self.table_waits or self.waiting_targets() or self.playing_on:
            return False, None  # the table hurries its animations along, waits for a tap, or is played on
        if self.finished:
            self.gently("guide.at_end")
        elif self.step.action is None:
            self.gently("guide.tap_next" if self.settled else "guide.watch")
        elif not self.asking:
            self.gently("guide.watch")
        elif any(rect.collidepoint(pointer.pos) for rect in self.targets()):
            return False, None
        else:
            self.gently("guide.tap_glow")
        return True, None

    def _press(self, name: str) -> Transition:
        if name == "leave":
            return Pop()
        if name == "real":
            return Replace(self.scene.app.scene("setup", self.scene.spec.name))
        self.index += 1  # "next"
        self.hint = None
        return None

    def gently(self, key: str) -> None:
        self.hint = (t(key), self.scene.app.now() + HINT_SECONDS)

    def keep_clear(self) -> list[pygame.Rect]:
        """What speech bubbles must leave visible: the panel and the glowing places."""
        return ([self.panel_rect] if self.panel_rect is not None else []) + self.targets()

    # -- drawing ------------------------------------------------------------------------------------------
    def text(self) -> str:
        if self.finished and self.played_on:  # short now: the log beside it matters more
            return self.over_text() if self.scene.match.state.is_over() else t("guide.on_alone")
        if self.landing:
            return self._step_text(self.steps[-1])
        if self.finished:
            return t(f"guide.{self.scene.spec.name}.end")
        if self.step.action is not None and not self.settled and self.index > 0:
            return self._step_text(self.steps[self.index - 1])  # the next move's text waits for the last move
        return self._step_text(self.step)

    def _step_text(self, step: Step) -> str:
        """The step's text, and why its move (the game's ``explain``: Fugu's "the 10 fits between your 8 and
        12"); the why is worked out once, as the step is first shown."""
        explain = getattr(guide_module(self.scene.spec.name), "explain", None)
        if step.action is None or explain is None:
            return t(step.key)
        if self._why is None or self._why[0] != (step, t.lang):
            self._why = ((step, t.lang), explain(self.scene, step.action, step.key))
        return " ".join(filter(None, (t(step.key), self._why[1])))

    def note(self) -> str | None:
        """Under the goodbye: that the game goes on without the narrator, or that it is over."""
        if not self.finished or self.played_on or self.landing:
            return None
        return self.over_text() if self.scene.match.state.is_over() else t("guide.on_alone")

    def over_text(self) -> str:
        """Who won the guided game (it has no results screen: it is not counted)."""
        winners = [self.scene.seat_name(seat) for seat in self.scene.match.state.winners()]
        return t("guide.over", winners=", ".join(winners), count=len(winners))

    def hint_text(self) -> str | None:
        if self.hint is not None and self.hint[1] > self.scene.app.now():
            return self.hint[0]
        self.hint = None
        return None

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if scene.app.settings.animation_speed != "instant":
            scene.scheduler.set_pacing(READABLE)
        strength = 0.6 + 0.4 * pulse(scene.app.now())
        for rect in self.targets():
            glow_target(surface, rect, strength)
        self._draw_panel(surface)
        self._draw_hint(surface)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """The gentle reason: a speech bubble pointing at the tap it answers, clear of the glow and the panel."""
        hint = self.hint_text()
        self.hint_rect = None
        if not hint:
            return
        anchor = self.pressed_at or self.panel_rect.midleft
        must = self.keep_clear()  # the glow and the panel: where no spot is free, the table's places covered first
        clear = [*self.scene.keep_clear(), *self.scene.own_buttons()]
        found = self._free_hint_spot(hint, anchor, [*must, *clear], surface.get_rect())
        if found is None:
            spot = bubbles.place(speech_bubble_size(hint), anchor, clear, self.scene.bubble_rects, "above",
                                 screen=surface.get_rect(), must=must)
            found = spot, BUBBLE_WIDTH
        spot, width = found
        self.hint_rect = draw_speech_bubble(surface, hint, anchor, width, prefer="above", rect=spot)

    def _free_hint_spot(self, hint: str, anchor, clear: list[pygame.Rect], screen: pygame.Rect):
        """(spot, wrap width) of the gentle reason where it covers nothing, else None: by the tap as it is, then
        laid out narrower or wider by the tap, then beside the narrator's panel (its own voice) — the log kept
        clear too in those.  At Go Fish's first step a tap at (20, 200) had no spot but over the Books row's
        corner."""
        taken = self.scene.bubble_rects
        spot = bubbles.free_spot(speech_bubble_size(hint), anchor, clear, taken, "above", screen=screen)
        if spot is not None:
            return spot, BUBBLE_WIDTH
        clear = [*clear, *filter(None, [self.scene.log_drawn])]
        shapes = [(speech_bubble_size(hint, width), width) for width in HINT_WIDTHS]
        anchors = [anchor, *([self.panel_rect.midleft] if self.panel_rect is not None else [])]
        return next(filter(None, (bubbles.free_shaped(shapes, spot_of, clear, taken, "above", screen=screen)
                                  for spot_of in anchors)), None)

    def _names(self) -> list[str]:
        """The panel's buttons, left to right."""
        if self.landing:
            return ["leave"]
        if self.finished:
            return ["real", "leave"]
        if self.step.action is None and self.settled:
            return ["next", "leave"]
        return ["leave"]

    def _spot(self) -> pygame.Rect:
        """The narrator's column: the game's ``guide_panel(scene)`` where it names one now, else its
        ``GUIDE_PANEL``, else where the table shows its move log; the narrator speaks at its top and the log
        keeps the rest."""
        module = guide_module(self.scene.spec.name)
        now = getattr(module, "guide_panel", None)
        own = (now(self.scene) if now is not None else None) or getattr(module, "GUIDE_PANEL", None)
        spot = own or self._log_home_rect()
        return pygame.Rect(spot) if spot is not None else pygame.Rect(PANEL)

    def _own_log(self):
        """The game's place for the move log while the narrator speaks: its ``guide_log(scene)`` where it has one
        (an arrangement of its own: a portrait screen's), else its ``GUIDE_LOG``; None: the rest of the column."""
        module = guide_module(self.scene.spec.name)
        now = getattr(module, "guide_log", None)
        return now(self.scene) if now is not None else getattr(module, "GUIDE_LOG", None)

    def _log_home_rect(self) -> pygame.Rect | None:
        """Where the table put its move log (before the narrator moved it); None for a table without one."""
        log = getattr(self.scene, "log_panel", None)
        if log is None:
            return None
        laid = self.scene.stage_size  # a window turned upright or back: the table put its log elsewhere
        if self._log_home is None or self._log_home[0] is not log or self._log_home[2] != laid:  # or made it anew
            self._log_home = (log, pygame.Rect(log.rect), laid)
        return self._log_home[1]

    def _share_with_log(self, spot: pygame.Rect, height: int) -> pygame.Rect:
        """The narrator's panel: the top of ``spot``, as tall as it draws (``height``) and down to a line of
        the move log, which moves into the rest of the column — the newest lines whole under the panel, or
        the game's ``GUIDE_LOG`` when the column has no room for two.  The table never loses its log."""
        rect = pygame.Rect(spot.x, spot.y, spot.w, height)
        home = self._log_home_rect()
        if home is None:
            return rect
        log = self.scene.log_panel
        own = self._own_log()
        if own is not None and not self.finished:  # the log keeps one place for the whole lesson (no jumps)
            log.rect = pygame.Rect(own)
            rect.h = max(height, min(spot.h, self._tallest))
            self._tallest = max(self._tallest, height)
            return rect
        rows = (spot.bottom - log.pad - rect.bottom) // log.line_height
        if rows >= MIN_LOG_ROWS or (rows >= 1 and self._own_log() is None):
            rect.h = spot.bottom - log.pad - rows * log.line_height - spot.y  # the log's first whole line next
            log.rect = pygame.Rect(spot.x, rect.bottom - log.pad, spot.w, spot.bottom - rect.bottom + log.pad)
        elif rect.colliderect(home):
            own = self._own_log()
            log.rect = pygame.Rect(own) if own is not None else pygame.Rect(home)
        else:
            log.rect = pygame.Rect(home)
        return rect

    def _draw_panel(self, surface: pygame.Surface) -> None:
        spot = self._spot()
        width = spot.w - 2 * PAD
        title, body = theme.font(theme.SMALL, True), theme.font(theme.SMALL)
        rows = [(row, title, GLOW) for row in wrap(t("guide.title"), title, width, True)]
        recap = self.recap()
        rows += [(row, body, RECAP_INK) for row in (wrap(recap, body, width) if recap else ())]
        rows += [(row, body, theme.CREAM) for row in wrap(self.text(), body, width)]
        note = self.note()
        rows += [(row, body, theme.MUTED) for row in (wrap(note, body, width) if note else ())]
        layout = self._button_rows(width)
        buttons_h = len(layout) * (BUTTON_H + 8) - 8
        height = sum(font.get_linesize() for _, font, _ in rows) + 3 * PAD + buttons_h
        rect = self._share_with_log(spot, height)
        if rect.bottom > surface.get_height() - 4:
            rect.bottom = surface.get_height() - 4
        surface.blit(panel(rect.size, colour=BACK, alpha=255, border=GLOW), rect)  # only what it draws
        y = rect.y + PAD
        for row, font, colour in rows:
            surface.blit(font.render(row, True, colour), (rect.x + PAD, y))
            y += font.get_linesize()
        self.buttons = {}
        y = rect.bottom - PAD - buttons_h
        for line in layout:
            x = rect.x + PAD
            for name, button_w in line:
                button = pygame.Rect(x, y, button_w, BUTTON_H)
                draw_button(surface, button, t(f"guide.{name}"), size=self.button_size,
                            colour=None if name in ("next", "real") else (90, 110, 130))
                self.buttons[name] = button
                x += button_w + 8
            y += BUTTON_H + 8
        self.panel_rect = rect

    def _button_rows(self, width: int) -> list[list[tuple[str, int]]]:
        """The buttons as rows of (name, width): "Next" or "Play a real game" (wide) beside "Leave" (as wide as
        its word needs) when both words fit on one row — at the small size, else a size smaller (a narrow
        column) — else one above the other."""
        names = self._names()
        self.button_size = BUTTON_SIZES[0]
        if len(names) == 1:
            return [[(names[0], width)]]
        for size in BUTTON_SIZES:
            needs = {name: button_width_for(t(f"guide.{name}"), size) for name in names}
            if sum(needs.values()) + 8 <= width:
                self.button_size = size
                first, leave = names
                return [[(first, width - needs[leave] - 8), (leave, needs[leave])]]
        return [[(name, width)] for name in names]
