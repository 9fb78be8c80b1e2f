"""The coach: "What would a pro do?" for the human whose turn it is, at every table.

A button on the table asks the game's strongest bot level (Go Fish: the master) what it would do in the
human's place.  The pro decides from that human's view and legal actions only — exactly what a bot in that
seat would get, plus the public events it would have heard (``seen_by(seat)``) — in the bot worker
(:func:`fishgames.bots.advice.advise` on the app's bot executor; inline when there is none), so a frame
never waits.  It draws from a stream of its own, named by the game's seed, the seat and the number of
actions so far, and never from the match's streams: asking the coach or not gives the same game.

The answer is shown, not played: the places to tap for it glow (each game's ``scene_coach.targets``) and a
panel gives the pro's reason in words (``TableScene.reason_text``).  It goes as soon as the position or the
viewer changes.  ``TableScene.coach_enabled`` turns the coach off (for competitive play).
"""

from __future__ import annotations

import random
from concurrent.futures import Future
from dataclasses import dataclass

import pygame

from fishgames.bots.advice import advise, coach_bot
from fishgames.core.actions import Action
from fishgames.core.state import CHANCE
from fishgames.i18n import t
from fishgames.ui import bubbles, context_help, games, legibility, pen, theme
from fishgames.ui.games import game_part
from fishgames.ui.text import wrap
from fishgames.ui.widgets import button_width_for, draw_button, draw_glow, panel, pulse

BUTTON = (124, 48)  # the coach's button, under the menu button unless the game names its own spot
PANEL_W = 380
PAD = 14
GLOW = (120, 255, 200)  # the suggestion's glow: not the tables' yellow "you may tap this"


GLOW_EDGE = 9  # how far the soft glow reaches past its rect: it stays this far inside the screen


def glow_target(surface: pygame.Surface, rect: pygame.Rect, strength: float) -> pygame.Rect:
    """A place to tap, ringed and glowing (the coach's and the guide's); where the place reaches the bottom
    edge of the screen (the hand cards stand on it) the ring comes up inside it, so the whole glow shows.
    The ring's rect."""
    halo = rect.inflate(10, 10)
    halo.h = min(halo.h, surface.get_height() - GLOW_EDGE - halo.y)
    draw_glow(surface, halo, GLOW, strength)
    ring = halo.inflate(-4, -4)
    pen.rect(surface, GLOW, ring, 3, border_radius=10)
    return ring


def coach_module(game: str):
    """The game's ``scene_coach`` module: ``targets(scene, action) -> list[Rect]`` (where that action is
    tapped on the table) and optionally ``button_spot(scene) -> Rect | None`` (a free spot for the button; None: under the menu);
    None for a game without one (no coach at its table)."""
    return game_part(game, "scene_coach")


def coach_level(spec) -> str | None:
    """The strongest level of a game's bots (``levels()`` lists them weakest first; a kiosk's capped pro is
    not one: the coach's budget is its own, ``fishgames.bots.advice``)."""
    return spec.levels[-1] if spec.levels else None


def coach_stream(game: str, seed: int, seat: int, actions: int) -> random.Random:
    """The coach's own stream for one position: never the match's chance or bot streams."""
    return random.Random(f"fishgames/{game}/coach/{seat}/{seed}/{actions}")


def corner_spot(scene) -> pygame.Rect:
    """The button's place under the menu button (on the stage, as the table draws), before it makes way for the
    "?" or the table's ``buttons_clear``: on a small screen's larger type as wide as its words, right-aligned (a
    game's ``button_spot`` may ask where that is, e.g. whether it would lie on the table's things there)."""
    stage = pygame.Rect((0, 0), scene.stage_size)
    menu = scene.menu_button.relative_rect
    rect = legibility.tap_rect((menu.x, menu.bottom + 8, *BUTTON), stage)
    rect.top = menu.bottom + 8
    if not legibility.current.inert:
        rect.w = max(rect.w, *(button_width_for(t(key), theme.SMALL) for key in ("coach.button", "coach.thinking")))
        rect.right = menu.right
    return rect


@dataclass(frozen=True)
class Advice:
    """What the pro would do at one position (``key``) and why."""

    key: tuple
    action: Action
    reason: list[tuple[str, dict]] | None  # sentences in the game's words (``advice.explain``)


class Coach:
    """The coach of one table: its button, the pro's answer in the worker, and the answer drawn."""

    def __init__(self, scene):
        self.scene = scene
        self.level = coach_level(scene.spec)
        self.module = coach_module(scene.spec.name)
        self.advice: Advice | None = None
        self._job: tuple[tuple, Future] | None = None
        self._bots: dict[int, object] = {}  # seat -> the pro in that seat, hearing what the seat hears
        self.button_rect = pygame.Rect(0, 0, 0, 0)
        self.panel_rect: pygame.Rect | None = None
        self._question: list[pygame.Rect] | None = None  # the buttons of a question over it (draw_under)
        self._counted: tuple = (None, 0)  # ((state id, version, viewer), the viewer's and chance's actions)
        scene.match.listeners.append(self._heard)

    @classmethod
    def of(cls, scene) -> Coach:
        """The coach of ``scene``, made on first use (``TableScene.coach``)."""
        coach = scene.__dict__.get("_coach")
        if coach is None:
            coach = scene.__dict__["_coach"] = cls(scene)
        return coach

    # -- when ---------------------------------------------------------------------------------------------
    def _key(self) -> tuple:
        """The viewer's position: what the viewer did and what chance dealt so far.  Other seats' secret
        choices in a simultaneous step (Lure's casts, Fischen's passes) move the match on but leave the
        viewer's question as it was; anything else they do comes after the viewer acted."""
        match, seat = self.scene.match, self.scene.viewer
        if self._counted[0] != (id(match.state), match.version, seat):
            mine = sum(1 for actor, _ in match.record.actions if actor == seat or actor == CHANCE)
            self._counted = ((id(match.state), match.version, seat), mine)
        return (id(match.state), seat, self._counted[1])

    @property
    def available(self) -> bool:
        """A human sits at the table (after their cover screen) and must decide now, with nothing moving."""
        scene = self.scene
        if not self.offered:
            return False
        if scene.covering or scene.viewer is None or getattr(scene, "replaying", False):
            return False
        if not scene.animator.idle or scene.match.state.is_over():
            return False
        if scene.viewer not in scene.match.human_seats_to_act():
            return False
        decision = getattr(scene, "decision", None)  # tables that know when their own decision is open
        return decision is None or decision(scene.view) is not None

    @property
    def offered(self) -> bool:
        """The table offers the Pro tip at all (the game has a coach, not turned off in its set-up for competitive
        play): its place stays free for it while it is hidden (Fugu's solo rule line)."""
        scene = self.scene
        if self.module is None or self.level is None or not getattr(scene, "coach_enabled", True):
            return False
        return bool(scene.app.settings.table_choice(scene.spec.name, "coach"))

    @property
    def thinking(self) -> bool:
        return self._job is not None

    def refresh(self) -> None:
        """Collect a finished answer; forget one that belongs to another position."""
        key = self._key()
        if self.advice is not None and self.advice.key != key:
            self.advice = None
        if self._job is None:
            return
        job_key, future = self._job
        if job_key != key:
            self.cancel()
        elif future.done():
            self._job = None
            self._take(job_key, future.result())

    def cancel(self) -> None:
        if self._job is not None:
            self._job[1].cancel()
        self._job = None

    # -- asking the pro -----------------------------------------------------------------------------------
    def request(self) -> None:
        """Ask the pro for the viewer's position (in the worker; inline without one)."""
        if not self.available or self.advice is not None or self._job is not None:
            return
        scene, match = self.scene, self.scene.match
        seat = scene.viewer
        view, legal = match.bot_request(seat)  # the seat's view and legal actions, never the state
        rng = coach_stream(match.spec.name, match.seed, seat, len(match.record.actions))
        bot, key = self._bot(seat), self._key()
        executor = scene.app.bot_executor
        if executor is None:
            self._take(key, advise(bot, view, legal, rng.getstate()))
        else:
            self._job = (key, executor.submit(advise, bot, view, legal, rng.getstate()))

    def _take(self, key: tuple, result: tuple) -> None:
        action, reason, _ = result
        self.advice = Advice(key, action, reason)
        self.scene.match.record.coached += 1  # the history notes how often a game asked the coach

    def pro(self, seat: int):
        """The pro in ``seat`` (a phone seat's Pro tip asks it too: fishgames.phones.tips)."""
        return self._bot(seat)

    def _bot(self, seat: int):
        """The pro in ``seat``: made on first use and told every event the seat has seen so far (as the
        match tells its bots), then kept up to date by :meth:`_heard`."""
        bot = self._bots.get(seat)
        if bot is None:
            match = self.scene.match
            spec = match.spec
            bot = coach_bot(spec, self.level, seat, match.config, kiosk=self.scene.app.kiosk)
            state = spec.new_state(match.config)
            for actor, text in match.record.actions:
                for event in state.apply(actor, spec.parse_action(text)):
                    seen = event.seen_by(seat)
                    if seen is not None:
                        bot.observe(seen)
            self._bots[seat] = bot
        return bot

    def _heard(self, seat, action, events) -> None:
        """Match listener: each coached seat's pro hears the events as that seat sees them."""
        for coached, bot in self._bots.items():
            for event in events:
                seen = event.seen_by(coached)
                if seen is not None:
                    bot.observe(seen)

    # -- on the table ---------------------------------------------------------------------------------------
    def targets(self) -> list[pygame.Rect]:
        """Where the suggested action is tapped on the table (empty without a suggestion)."""
        if self.advice is None:
            return []
        return [pygame.Rect(r) for r in self.module.targets(self.scene, self.advice.action)]

    def spot(self) -> pygame.Rect:
        """The button's place: the game's own spot, else under the menu button."""
        own = getattr(self.module, "button_spot", None)
        stage = pygame.Rect((0, 0), self.scene.stage_size)
        spot = own(self.scene) if own is not None else None  # None: the game has no spot of its own here
        if spot is not None:
            return legibility.tap_rect(spot, stage)
        rect = context_help.clear_of_blocks(corner_spot(self.scene), self.scene)
        helper = context_help.shown(self.scene)
        if helper is not None and rect.colliderect(helper):  # a small screen's grown "?": under it
            rect.top = helper.bottom + 8
        return rect

    def reason_text(self) -> str:
        """The pro's reason in the game's words: its sentences one after the other, seats by their names."""
        return " ".join(self.sentences())

    def sentences(self) -> list[str]:
        """The reason's sentences in words, the main one first (a short panel shows the first ones)."""
        return self.words(self.advice.reason if self.advice is not None else None)

    def brief_first(self) -> str | None:
        """The reason's first sentence in its short form (its key + ``_brief``), where the game words one: what a
        panel with no room for the whole first sentence shows (Fugu at 800 × 480 150 %: the anchor's reason took 7
        rows under a title of 2, and its panel grew over the end of the prompt); None: no short form."""
        reason = self.advice.reason if self.advice is not None else None
        if not reason or not t.has(f"{reason[0][0]}_brief"):
            return None
        key, params = reason[0]
        return self.scene.reason_text(f"{key}_brief", self._named(params))

    def words(self, reason: list[tuple[str, dict]] | None) -> list[str]:
        """A reason's sentences in the current language, seats by their names (the table's panel, a phone's tip)."""
        if not reason:
            return [t("coach.no_reason")]
        return [self.scene.reason_text(key, self._named(params)) for key, params in reason]

    def _named(self, params: dict) -> dict:
        """Seat numbers (params named ``seat`` or ``*_seat``) as the table names them."""
        return {key: self.scene.seat_name(value) if key.endswith("seat") and isinstance(value, int) else value
                for key, value in params.items()}

    def handle(self, pointer) -> bool:
        """A tap on the coach's button asks the pro; True when the tap was the coach's."""
        if pointer.kind != "tap" or not self.available or not self.button_rect.collidepoint(pointer.pos):
            return False
        self.request()
        self.scene.app.sound.play("click")
        return True

    def keep_clear(self) -> list[pygame.Rect]:
        """What speech bubbles must leave visible: the button, the panel and the glowing targets."""
        if not self.available:
            return []
        rects = [self.button_rect, *self.targets()]
        return rects + ([self.panel_rect] if self.panel_rect is not None else [])

    def draw(self, surface: pygame.Surface) -> None:
        """The button while the viewer must decide; with an answer, its targets glow and the panel says why."""
        question, self._question = self._question, None
        if question is not None:  # drawn under the table's question already: only its buttons glow, over it
            self._glow(surface, [rect for rect in self.targets() if rect in question])
            return
        self.refresh()
        self.panel_rect = None
        if not self.available:
            self.button_rect = pygame.Rect(0, 0, 0, 0)
            return
        self.button_rect = self.spot()
        label = t("coach.thinking") if self.thinking else t("coach.button")
        draw_button(surface, self.button_rect, label, enabled=not self.thinking, size=theme.SMALL)
        if self.advice is None:
            return
        targets = self.targets()
        self._glow(surface, targets)
        self._draw_panel(surface, targets)

    def draw_under(self, surface: pygame.Surface, buttons: list[pygame.Rect]) -> None:
        """Drawn with the table, before a question over it dims it (Fugu's "Stop for good?", whose ``buttons`` are
        placed): the button, the glows and the reason dimmed with the table, the eye on the question — they had
        stayed bright over the dim (upright, a market card's glow over the question's words).  The dimmed button
        is the table's, as all under the question (a tap on it is a tap beside the question); the table's own
        :meth:`draw` of this frame then draws only the glow of one of the question's buttons (its "yes": the
        suggestion's next tap), over it."""
        self.draw(surface)
        self.button_rect = pygame.Rect(0, 0, 0, 0)
        self._question = [pygame.Rect(rect) for rect in buttons]

    def _glow(self, surface: pygame.Surface, targets: list[pygame.Rect]) -> None:
        strength = 0.6 + 0.4 * pulse(self.scene.app.now())
        for rect in targets:
            glow_target(surface, rect, strength)

    def panel_spot(self) -> pygame.Rect | None:
        """Where the reason goes: over the table's move log while it is shown (the game may name another
        spot); None: the nearest free spot under the button."""
        own = getattr(self.module, "panel_spot", None)
        if own is not None:
            return pygame.Rect(own(self.scene))
        log = getattr(self.scene, "log_panel", None)
        return pygame.Rect(log.rect) if log is not None else None

    def _panel_lines(self, width: int, room: int, brief: bool = False) -> list[tuple[str, pygame.font.Font, tuple]]:
        """The panel's rows (text, font, colour): who advises, the reason, and that nothing is played yet —
        where ``room`` (px of text height) is short, that note is left out and then the reason's last sentences
        (``brief``: then the first in its short form, :meth:`brief_first`, where it alone is too long)."""
        title, body = theme.font(theme.SMALL, True), theme.font(theme.SMALL)
        lines = [(row, title, GLOW) for row in wrap(self.title(), title, width, True)]

        def fits(rows) -> bool:
            return sum(font.get_linesize() for _, font, _ in rows) <= room

        def said_of(sentences: list[str]) -> list[tuple[str, pygame.font.Font, tuple]]:
            # as many whole sentences as the room takes, the first always (on purpose, not rows through ``text.kept``:
            # the reason's first sentence says it; where even the spot's room is shorter it comes in its short form
            # where the game words one, else the panel grows for it)
            for count in range(len(sentences), 0, -1):
                said = [(row, body, theme.CREAM) for row in wrap(" ".join(sentences[:count]), body, width)]
                if count == 1 or fits(lines + said):
                    return said
            return []

        sentences = self.sentences()
        said = said_of(sentences)
        first = self.brief_first() if brief else None
        if first is not None and not fits(lines + said):  # the first alone too long: its short form, then the rest
            said = said_of([first, *sentences[1:]])
        lines += said
        note = [(row, body, theme.MUTED) for row in wrap(t("coach.yours"), body, width)]
        if fits(lines + note):
            lines += note
        return lines

    def title(self) -> str:
        """The panel's header: whose advice this is, the level by name (Go Fish's hints follow another level)."""
        return t("coach.title", level=games.level_name(self.level))

    def _over_log(self, spot: pygame.Rect, height: int) -> pygame.Rect:
        """The panel where the move log is: as tall as its words and down to a line of the log, so the log's
        newest lines show whole under it — whole lines of the log, never the tail of one alone; the whole spot
        (the log hidden for now) when not one line would."""
        rect = pygame.Rect(spot.x, spot.y, spot.w, height)
        log = getattr(self.scene, "log_panel", None)
        if log is None or pygame.Rect(log.rect) != spot:
            return spot.union(rect)
        rows = log.whole_rows((spot.bottom - log.pad - rect.bottom) // log.line_height)
        if rows < 1:
            return spot.union(rect)
        rect.h = spot.bottom - log.pad - rows * log.line_height - spot.y
        return rect

    def _draw_panel(self, surface: pygame.Surface, targets: list[pygame.Rect]) -> None:
        spot = self.panel_spot()
        width = (spot.w if spot is not None else PANEL_W) - 2 * PAD
        room = (spot.h if spot is not None else surface.get_height() // 2) - 2 * PAD
        log = getattr(self.scene, "log_panel", None)
        if spot is not None and log is not None and pygame.Rect(log.rect) == spot:
            rows = min(max(1, log.newest_rows()), (spot.h - 2 * PAD) // log.line_height - 3)  # the title + 2 kept
            room -= log.pad + max(1, rows) * log.line_height  # the log's newest line stays in sight, whole
        lines = self._panel_lines(width, room)
        height = sum(font.get_linesize() for _, font, _ in lines) + 2 * PAD
        if spot is not None:
            rect = self._over_log(spot, height)
            if rect.h >= spot.h:  # the log is hidden anyway: the whole spot for words, the first sentence short if need be
                lines = self._panel_lines(width, spot.h - 2 * PAD, brief=True)
                height = sum(font.get_linesize() for _, font, _ in lines) + 2 * PAD
                rect = spot.union(pygame.Rect(spot.x, spot.y, spot.w, height))
        else:
            clear = [*self.scene.keep_clear(), *self.scene.own_buttons(), *targets, self.button_rect]
            rect = bubbles.place((PANEL_W, height), self.button_rect.midbottom, clear, self.scene.bubble_rects,
                                 "below", screen=surface.get_rect())
        surface.blit(panel(rect.size, colour=(16, 52, 64), alpha=255, border=GLOW), rect)  # the log hidden
        y = rect.y + PAD
        for row, font, colour in lines:
            surface.blit(font.render(row, True, colour), (rect.x + PAD, y))
            y += font.get_linesize()
        self.panel_rect = rect
