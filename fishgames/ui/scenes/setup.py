"""Set up a new game: player count, who plays each seat (human or computer, level, name), options, a game code.

A human seat's name opens the name pad (``scenes/namepad.py``): type a real name (on-screen keyboard or a real one) or
tap a quick choice; a typed name is remembered among the settings' ``player_names`` presets (newest first,
at most ``MAX_PRESET_NAMES``) and offered again next time.  A computer seat's name is tapped through the
fish names.  Codes are typed, pasted or picked character by character in the code picker (``codepicker.py``),
whose "Play this code" starts the game at once (:meth:`SetupScene.play_code`).
The last setup of each game is remembered in the settings (``last_setup``).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

import pygame

from fishgames.core import GameCode, Seat
from fishgames.core.names import clean_name
from fishgames.i18n import LANGUAGES, catalogue, t
from fishgames.settings import MAX_PRESET_NAMES, TABLE_CHOICES
from fishgames.ui import art, fine, games, legibility, pen, phone_table, theme, widgets
from fishgames.ui.art_ahead import ArtAhead
from fishgames.ui.game_codes import code_is_secret, remember_code
from fishgames.ui.picture_cache import SCREEN_BYTES, picture_cache
from fishgames.ui.scene import Pop, Push, Replace, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.scenes.tile_art import accent
from fishgames.ui.text import cut, fit_size, kept, wrap

BUILTIN_NAMES = 8  # names.human.1 .. names.human.8
BOT_NAMES = 6  # names.bot.1 .. names.bot.6
ROW_H = 66
ROW_GAP = 5  # between the rows of buttons grown to a small screen's tap floor (``legibility``)
LEFT_X, TOP_Y = 48, 118
RIGHT_X = 836
NAME_W = 290  # a seat's name button
NAME_FONT = 24  # the theme's button font (bold)
#: The label of each table choice (``TABLE_CHOICES``) in the options column.
CHOICE_LABELS = {"takeback": "replay.takeback_option", "coach": "coach.option"}
TOGGLE_W = 120  # an option's On/Off button
SEAT_ROWS_Y = 90  # the first seat's row under the panel's top row (the player count)
OPTION_ROWS_Y = 70  # the first option's row under the options' heading
START_H = 80  # Start: under the options
#: The upright arrangement (a portrait screen, whose 1280-px-wide canvas shows at 720 px: a logical px is 0.5625
#: physical): its rows' pitch and buttons' height (54 physical px, above the 44 of the tap floor), Start's size
#: and its distance from the screen's foot (above the sand, where a thumb holding the panel reaches it).
UPRIGHT_ROW_H, UPRIGHT_BUTTON_H = 112, 96
UPRIGHT_START_W, UPRIGHT_START_H, UPRIGHT_START_FOOT = 720, 136, 130
#: The least room under Start where its rows push it down to the screen's foot (``SetupScene.upright_least_h``).
UPRIGHT_START_LEAST_FOOT = 24
#: The compact upright arrangement (a screen too short for the roomy one's most rows: 3:4): the rows and their
#: buttons give way down to the tap floor, Start lower, the panels' paddings smaller (``upright_places``).
COMPACT_ROW_GAP, COMPACT_START_H, COMPACT_PAD = 8, 104, 16
#: Start's label upright (``assets/theme.json``'s block of that id): larger still than the other labels.
UPRIGHT_START = "#upright_start"


def inside(panel: pygame.Rect) -> tuple[int, int]:
    """Where a set-up panel's rows start: 16 px in from its left edge, 8 px under its top."""
    return panel.x + 16, panel.y + 8


@dataclass(frozen=True)
class Places:
    """Where the set-up's panels, rows and Start sit, and how large its type is: side by side on the 1280 × 720
    stage (the defaults); on a portrait screen (``Scene.portrait``) one panel under the other across its width in
    the type of the game list's upright rows (:func:`upright_places`), Start wide at the screen's foot."""

    players: pygame.Rect
    options: pygame.Rect
    start: pygame.Rect
    code_at: int = 290  # the code button no higher than this under the options' top (four rows fit above it)
    label: int | None = None  # the buttons' labels (None: the theme's own sizes)
    title: tuple[int, int] = (48, theme.TITLE)  # the game's name: its centre's y, its size
    body: int = theme.BODY  # the panels' headings and the options' labels
    small: int = theme.SMALL  # the hints
    count: tuple[int, int, int, int, int] = (250, 390, 64, 352, 470)  # −, + (x, width), the number's centre, range
    seat: tuple[int, int, int, int, int, int, int] = (26, 18, 60, NAME_W, 364, 190, 568)  # badge x, r, name, kind x
    level_w: int = 170
    toggle_w: int = TOGGLE_W
    option_rows_y: int = OPTION_ROWS_Y
    code_h: int = common.TOUCH  # the code's button (its width: its label's)
    under_code: int = 66  # the code's hint (or the code in use) this far under its button's top
    button_h: int = common.TOUCH  # a seat's, an option's and the count's buttons (upright: ``upright_places``)
    seat_rows: int | None = None  # the first seat's row under the panel's top (None: ``seat_rows_y``)

    @property
    def toggle_x(self) -> int:
        return self.options.right - 16 - self.toggle_w

    @property
    def label_w(self) -> int:
        """An option's label, left of its toggle."""
        return self.toggle_x - 10 - inside(self.options)[0]

    @property
    def text_w(self) -> int:
        """A wrapped line in the options panel."""
        return self.options.w - 30

    @property
    def upright(self) -> bool:
        return self.label is not None


LANDSCAPE = Places(pygame.Rect(LEFT_X - 16, TOP_Y - 8, 776, 578), pygame.Rect(RIGHT_X - 16, TOP_Y - 8, 420, 470),
                   pygame.Rect(RIGHT_X, 610, 388, START_H))
#: The upright arrangement's sizes: labels as large as the game list's upright rows' (22.5 physical px on a
#: 720 × 1280 panel, where the stage's 24 px were 13.5), hints 30 (16.9), the title 60.
UPRIGHT_BODY, UPRIGHT_SMALL, UPRIGHT_TITLE = common.UPRIGHT_LABEL_SIZE, 30, 60


def seat_rows_y() -> int:
    """The first seat's row under the panel's top: ``SEAT_ROWS_Y``, lower where the count's buttons grow taller
    (upright: ``Places.seat_rows``)."""
    return max(SEAT_ROWS_Y, 12 + max(common.TOUCH, legibility.current.tap) + ROW_GAP)


def upright_places(size: tuple[int, int], seats: int, options: int, row_h: int, hint_lines: int,
                   button_h: int = UPRIGHT_BUTTON_H, compact: bool = False) -> Places:
    """The upright arrangement for ``seats`` seat rows (the most the game has: the panel keeps its size while
    the count changes), ``options`` option rows and ``hint_lines`` lines of hints under the seats, at a row pitch
    of ``row_h``: the title under Back, the players' panel (the count's − and + a thumb's size, each seat on one
    row: its name, human or computer, its level), the options' panel under it, Start at the screen's foot.
    ``compact``: buttons ``button_h`` tall (the tap floor), smaller gaps and a lower Start, where the roomy one's
    Start would leave the screen."""
    w, h = size
    pad, gap, start_h = (COMPACT_PAD, COMPACT_PAD, COMPACT_START_H) if compact else (32, 24, UPRIGHT_START_H)
    line = theme.font(UPRIGHT_SMALL).get_linesize()
    title_y = 150
    top = title_y + UPRIGHT_TITLE // 2 + 42  # under the title and its accent bar
    shape = dict(label=common.UPRIGHT_LABEL_SIZE, title=(title_y, UPRIGHT_TITLE), body=UPRIGHT_BODY,
                 small=UPRIGHT_SMALL, count=(300, 540, 120, 480, 690), seat=(28, 24, 72, 440, 528, 300, 844),
                 level_w=330, toggle_w=180, option_rows_y=80, code_h=button_h,
                 under_code=button_h + 14, code_at=0, button_h=button_h, seat_rows=16 + button_h + gap)
    players = pygame.Rect(32, top, w - 64, 8 + shape["seat_rows"] + seats * row_h + hint_lines * line + pad)
    code = shape["option_rows_y"] + options * row_h + 16  # the code button's top under the options' top
    options_panel = pygame.Rect(32, players.bottom + gap, w - 64, 8 + code + shape["under_code"] + 2 * line + gap)
    start = pygame.Rect(0, 0, UPRIGHT_START_W, start_h)
    # under the options, as on the stage (read, then start) — at the screen's foot, in a thumb's reach
    start.midbottom = (w // 2, max(h - UPRIGHT_START_FOOT, options_panel.bottom + 40 - 2 * (32 - pad) + start.h))
    return Places(players, options_panel, start, **shape)



def _hint_label(text: str, size: int, colour) -> pygame.Surface:
    """A hint under the seats' rows, outlined in the deep sea's blue: the kelp behind the players' panel grows up
    through these lines, and breaks around their letters instead of running through them.  Drawn once per look
    (an outline is some twenty blits), not every frame."""
    return _outlined_hint(text, size, colour, fine.k, theme.text_floor)


#: The hints' lowest line ends this far over the players' panel's foot.
HINT_FOOT = 16
#: The hints' own ground over the players' see-through panel (its 170 of 255): the sea's deep blue, so the kelp
#: behind the panel shows through at 7 % there, not 33 % (its strokes ran through the hints at every size).
HINT_GROUND = (*theme.DEEP[:3], 200)


def _on_hint_ground(surface: pygame.Surface, panel: pygame.Rect, placed: list) -> None:
    """Blit the hints (``placed``: (picture, rect)) on one ground across the players' panel, from 6 px over the
    highest line down to 8 px over the panel's foot, its corners inside the panel's rounded ones."""
    if not placed:
        return
    top = min(rect.top for _, rect in placed) - 6
    ground = pygame.Rect(panel.x + 8, top, panel.w - 16, panel.bottom - 8 - top)
    surface.blit(widgets.veil(ground.size, HINT_GROUND, 16), ground.topleft)
    for picture_, rect in placed:
        surface.blit(picture_, rect)


@picture_cache(SCREEN_BYTES // 8)  # (a few lines of one screen)
def _outlined_hint(text: str, size: int, colour, k: float, text_floor: int) -> pygame.Surface:
    """(``k`` and ``text_floor``: what the picture is drawn at, part of its key.)"""
    return art.outlined_text(text, size, colour, theme.DEEP, bold=False)

class SetupScene(Scene):
    tall = True  # a portrait screen gets its own arrangement (``Places``)

    def __init__(self, app, game: str):
        super().__init__(app)
        self.game = game
        self.spec = games.spec(game)
        self.code: GameCode | None = None
        self.widgets: dict = {}
        self._load(app.settings.last_setup.get(game))
        self.art_ahead = ArtAhead(app.ui)  # the table's art, drawn while the set-up shows
        self._least: dict[tuple, int] = {}  # :meth:`_least_h`'s heights

    # -- state ----------------------------------------------------------------------------------------
    @property
    def levels(self) -> tuple[str, ...]:
        """The levels this set-up offers: on a kiosk the pro as a kiosk plays it (``pro@kiosk``, its own level in
        the game code, so the code plays the same bots anywhere)."""
        return self.spec.offered_levels(self.app.kiosk)

    def _default_level(self) -> str:
        levels = self.levels
        return "normal" if "normal" in levels else levels[len(levels) // 2]

    def _load(self, saved: dict | None) -> None:
        """The remembered setup if it still fits the spec, else: 3 players (within range), seat 0 human."""
        spec = self.spec
        self.options = {k: v for k, v in spec.options.items()}
        #: The table's own choices (``TABLE_CHOICES``): on unless this game's set-up turned them off.
        self.choices = {key: self.app.settings.table_choice(self.game, key) for key in TABLE_CHOICES}
        try:
            players = int(saved["players"])
            seats = [dict(kind=s["kind"], level=s.get("level"), name=str(s["name"])) for s in saved["seats"]]
            if not spec.min_players <= players <= spec.max_players or len(seats) != players:
                raise ValueError
            for seat in seats:
                if seat["kind"] == "bot" and self.app.kiosk and isinstance(seat["level"], str):
                    seat["level"] = spec.kiosk_level(seat["level"])  # a "pro" remembered before kiosk levels
                if seat["kind"] not in ("human", "bot") or (seat["kind"] == "bot" and seat["level"] not in self.levels):
                    raise ValueError
            for key, value in dict(saved.get("options", {})).items():
                if key in self.options and isinstance(value, type(self.options[key])):
                    self.options[key] = value
        except (KeyError, TypeError, ValueError):
            players = max(spec.min_players, min(spec.max_players, 3))
            seats = [self._new_seat(i, "human" if i == 0 else "bot") for i in range(players)]
        self.seats = seats
        #: Human seats played on a phone (fishgames.ui.phone_table); a seat kind of their own in this screen.
        saved_phones = saved.get("phones", []) if isinstance(saved, dict) and self.phones_offered() else []
        self.phones = {i for i in saved_phones if i < len(seats) and seats[i]["kind"] == "human"}

    def _new_seat(self, index: int, kind: str) -> dict:
        if kind == "bot":
            return {"kind": "bot", "level": self._default_level(), "name": games.bot_name(index)}
        return {"kind": "human", "level": None, "name": games.default_name(index)}

    @property
    def players(self) -> int:
        return len(self.seats)

    def set_players(self, count: int) -> None:
        count = max(self.spec.min_players, min(self.spec.max_players, count))
        while len(self.seats) < count:
            self.seats.append(self._new_seat(len(self.seats), "bot"))
        del self.seats[count:]
        self.phones = {i for i in self.phones if i < count}
        if self.code is not None and self.code.players != count:
            self.code = None

    def name_choices(self, index: int) -> list[str]:
        seat = self.seats[index]
        if seat["kind"] == "bot":
            pool = [t(f"names.bot.{k}") for k in range(1, BOT_NAMES + 1)]
        else:  # the family's own names first (newest first), then the app's
            pool = [*self.app.settings.player_names, games.default_name(index)]
            pool += [t(f"names.human.{k}") for k in range(1, BUILTIN_NAMES + 1)]
        taken = {s["name"] for i, s in enumerate(self.seats) if i != index}
        unique = []
        for name in pool:
            if name not in unique and (name not in taken or name == seat["name"]):
                unique.append(name)
        return unique

    def cycle_name(self, index: int) -> None:
        choices = self.name_choices(index)
        current = self.seats[index]["name"]
        position = choices.index(current) if current in choices else -1
        self.seats[index]["name"] = choices[(position + 1) % len(choices)]

    def name_pad(self, index: int):
        """The name pad for a human seat: its quick choices, the other seats' names refused."""
        taken = [s["name"] for i, s in enumerate(self.seats) if i != index]
        return self.app.scene("name_pad", index, self.seats[index]["name"], self.name_choices(index), taken)

    def set_name(self, index: int, name: object) -> None:
        """A name from the pad: cleaned, never empty; remembered for next time."""
        try:
            name = clean_name(name)
        except ValueError:
            return
        if not name or not 0 <= index < self.players:
            return
        self.seats[index]["name"] = name
        self.remember_name(name)

    def remember_name(self, name: str) -> None:
        """Put a typed name first among the settings' presets (the app's own names are not kept: they
        follow the language)."""
        if is_app_name(name):
            return
        old = self.app.settings.player_names
        names = (name, *(n for n in old if n.casefold() != name.casefold()))[:MAX_PRESET_NAMES]
        if names != old:
            self.app.update_settings(player_names=names)

    def phones_offered(self) -> bool:
        """Phone seats: always on a computer, on a kiosk only when its Settings (behind the PIN) allow them."""
        return not self.app.kiosk or self.app.settings.kiosk_phones

    def toggle_kind(self, index: int) -> None:
        """Human -> on a phone (where offered) -> computer -> human."""
        if self.seats[index]["kind"] == "human" and index not in self.phones and self.phones_offered():
            self.phones.add(index)
            return
        self.phones.discard(index)
        kind = "human" if self.seats[index]["kind"] == "bot" else "bot"
        self.seats[index] = self._new_seat(index, kind)
        if kind == "bot" and self.code is not None:
            self.seats[index]["level"] = self.code.bot_level(index)

    def set_level(self, index: int, level: str) -> None:
        if level in self.levels and self.seats[index]["kind"] == "bot":
            self.seats[index]["level"] = level

    def apply_code(self, code: GameCode) -> None:
        """A picked code fixes the player count, the bots' levels and the deal (seed); a code of mixed levels also
        which seats are human (a seat it makes a computer is no phone's)."""
        self.set_players(code.players)
        for i, seat in enumerate(self.seats):
            if code.seats is not None and (code.seats[i] is None) != (seat["kind"] == "human"):
                self.seats[i] = seat = self._new_seat(i, "human" if code.seats[i] is None else "bot")
                self.phones.discard(i)
            if seat["kind"] == "bot":
                seat["level"] = code.bot_level(i)
        self.code = code

    def shown_code(self) -> GameCode | None:
        """The code the game started now would have (the picked code's deal, the seats' levels as they are now)."""
        if self.code is None:
            return None
        bots = [s["level"] if s["kind"] == "bot" else None for s in self.seats]
        return GameCode.of_seats(bots, self.code.seed, None, self.code.level)

    def match_level(self) -> str:
        """The code's level letter: the code's own, else the most common bot level (ties: the stronger)."""
        if self.code is not None:
            return self.code.level
        bots = [s["level"] for s in self.seats if s["kind"] == "bot"]
        if not bots:
            return self._default_level()
        counts = Counter(bots)
        order = self.levels
        return max(counts, key=lambda level: (counts[level], order.index(level) if level in order else -1))

    def seat_objects(self) -> list[Seat]:
        return [Seat(s["kind"], s["level"] if s["kind"] == "bot" else None, s["name"]) for s in self.seats]

    def remember(self) -> None:
        setups = dict(self.app.settings.last_setup)
        setups[self.game] = {"players": self.players, "seats": [dict(s) for s in self.seats],
                             "options": dict(self.options), **self.choices, "phones": sorted(self.phones)}
        self.app.update_settings(last_setup=setups)

    def start(self) -> Transition:
        """Start: the new game at once, or first "Replace your saved game?" when this game has one."""
        return games.ask_before_replacing(self.app, self.game, self.start_now)

    def start_now(self) -> Transition:
        self.remember()
        seed = self.code.seed if self.code is not None else None
        scene = games.start_scene(self.app, self.game, self.seat_objects(), seed, self.match_level(), self.options)
        if self.phones:
            phone_table.attach(scene, sorted(self.phones))
        return Replace(scene)

    def play_code(self, code: GameCode) -> Transition:
        """The code picker's "Play this code": the code's players, bot level and deal, started at once.

        A saved game of this kind is replaced only after asking (``games.ask_before_replacing``).  The picker
        remembers the code for next time unless it is now a running game's secret
        (``game_codes.code_is_secret``); that one is remembered when its game is over (the results)."""
        self.apply_code(code)  # kept in the set-up if the saved game is kept instead
        return games.ask_before_replacing(self.app, self.game, lambda: self._play_code_now(code))

    def _play_code_now(self, code: GameCode) -> Transition:
        transition = self.start_now()
        if not code_is_secret(transition.scene):
            remember_code(self.app, code)
        return transition

    def localise_names(self) -> None:
        """After a language switch, the app's own names follow ("Spieler 2" becomes "Player 2", "Reiher"
        becomes "Heron"); names from the settings' presets are left alone."""
        keys = [f"names.bot.{k}" for k in range(1, BOT_NAMES + 1)]
        keys += [f"names.human.{k}" for k in range(1, BUILTIN_NAMES + 1)]
        for i, seat in enumerate(self.seats):
            for lang in LANGUAGES:
                texts = catalogue(lang)
                if seat["name"] == texts.get("setup.player_n", "").replace("{n}", str(i + 1)):
                    seat["name"] = games.default_name(i)
                    break
                key = next((k for k in keys if texts.get(k) == seat["name"]), None)
                if key is not None:
                    seat["name"] = t(key)
                    break

    # -- widgets --------------------------------------------------------------------------------------
    @property
    def places(self) -> Places:
        """Where the panels and Start sit (:class:`Places`)."""
        if not self.portrait:
            return LANDSCAPE
        compact = self.stage_size[1] < self._least_h(compact=False)
        row_h, button_h = self._pitch(compact)
        return upright_places(self.stage_size, self.spec.max_players, self._option_rows(), row_h,
                              self._upright_hint_lines(), button_h, compact)

    @property
    def upright_least_h(self) -> int:
        """The least canvas height this game's upright arrangement holds, Start whole above the screen's foot (its
        most seats and its options at the rows' pitch), the compact one's: a shorter portrait screen shows the
        set-up on the stage, as a table whose upright arrangement does not fit (``display.upright``)."""
        return self._least_h(compact=True)

    def _least_h(self, compact: bool) -> int:
        """The least canvas height of the roomy upright arrangement (a screen shorter gets the compact one) or the
        compact one.  Kept per what it depends on: every ``row_h`` and ``portrait`` asks (a dozen times a frame)."""
        width, options, hints = self.app.canvas[0], self._option_rows(most=True), self._upright_hint_lines()
        key = (compact, width, legibility.current, options, hints)
        least = self._least.get(key)
        if least is None:
            row_h, button_h = self._pitch(compact)
            at = upright_places((width, 0), self.spec.max_players, options, row_h, hints, button_h, compact)
            least = self._least[key] = at.start.bottom + UPRIGHT_START_LEAST_FOOT
        return least

    @staticmethod
    def _pitch(compact: bool) -> tuple[int, int]:
        """The upright rows' pitch and buttons' height: roomy, or compact at the tap floor (not under the stage's)."""
        if not compact:
            return max(UPRIGHT_ROW_H, legibility.current.tap + ROW_GAP), UPRIGHT_BUTTON_H
        button_h = max(common.TOUCH, legibility.current.tap)
        return button_h + COMPACT_ROW_GAP, button_h

    def _option_rows(self, most: bool = False) -> int:
        """The upright options panel's rows: the game's on/off options and the table's choices shown (``most``: the
        most it shows on this device, whoever sits — so the arrangement does not turn while seats change)."""
        choices = len(self.shown_choices()) if not most else sum(
            not (key == "takeback" and self.app.kiosk) for key in TABLE_CHOICES)
        return sum(isinstance(v, bool) for v in self.options.values()) + choices

    def _upright_hint_lines(self) -> int:
        return 2 + (2 if t.has(f"setup.hints_{self.game}") else 0)  # the seats' hint, the game's own hints

    def build(self) -> None:
        self.localise_names()
        w = {}
        at = self.places
        (left_x, _), (right_x, options_y) = inside(at.players), inside(at.options)
        large = common.UPRIGHT_LABEL if at.upright else None  # the theme's block for the larger labels
        w["back"] = common.back_button(self, t("setup.back"))
        y = self._count_y()
        minus_x, plus_x, pick_w, _, _ = at.count
        w["minus"] = common.button(self, (left_x + minus_x, y, pick_w, self._count_h()), "−", large or "#players_minus",
                                   "@picker")
        w["plus"] = common.button(self, (left_x + plus_x, y, pick_w, self._count_h()), "+", large or "#players_plus",
                                  "@picker")
        w["minus"].disable() if self.players <= self.spec.min_players else None
        w["plus"].disable() if self.players >= self.spec.max_players else None
        y = self._seat_top()
        _, _, name_x, name_w, kind_x, kind_w, level_x = at.seat
        name_font = at.label or NAME_FONT
        for i, seat in enumerate(self.seats):
            ry = y + i * self.row_h
            w[("name", i)] = common.button(self, (left_x + name_x, ry, name_w, self.button_h),
                                           cut(seat["name"], name_font, name_w - 32, bold=True), large or "#seat_name",
                                           "@name")
            kind = t("setup.human") if seat["kind"] == "human" else t("setup.computer")
            kind = t("phones.setup.phone") if i in self.phones else kind
            w[("kind", i)] = common.button(self, (left_x + kind_x, ry, kind_w, self.button_h), kind,
                                           large or "#seat_kind", "@toggle")
            if seat["kind"] == "bot":
                w[("level", i)] = common.button(self, (left_x + level_x, ry, at.level_w, self.button_h),
                                                games.level_name(seat["level"]), large or "#seat_level", "@toggle")
        oy = options_y + at.option_rows_y
        for key, value in self.options.items():
            if isinstance(value, bool):
                label = t("setup.on") if value else t("setup.off")
                button = common.button(self, (at.toggle_x, oy, at.toggle_w, self.button_h), label, large or "#option",
                                       "@toggle")
                common.set_selected(button, value)
                w[("option", key)] = button
                oy += self.row_h
        for key, _ in self.shown_choices():
            on = self.choices[key]
            w[key] = common.button(self, (at.toggle_x, oy, at.toggle_w, self.button_h),
                                   t("setup.on") if on else t("setup.off"), large or f"#{key}", "@toggle")
            common.set_selected(w[key], on)
            oy += self.row_h
        self.options_bottom = oy
        # the game code's button under the options (its label says what it is: no heading, so four option
        # rows still leave room for the line under it inside the panel)
        code_y = max(oy + (16 if at.upright else 20), min(options_y + at.code_at, self._code_y_for_hint()))
        self.code_y = code_y
        code_w = common.button_width(t("setup.enter_code"), minimum=360, size=at.label) if at.upright else 300
        w["code"] = common.button(self, (right_x, code_y, code_w, self.code_h), t("setup.enter_code"),
                                  large or "#code", "@quiet")
        if self.code is not None:
            clear_w = 110 if at.upright else 76
            w["clear_code"] = common.button(self, (right_x + code_w + 12, code_y, clear_w, self.code_h), "✕",
                                            large or "#clear_code", "@quiet")
        w["start"] = common.button(self, at.start, t("setup.start"), UPRIGHT_START if at.upright else "#start",
                                   "@primary")
        if games.has_guide(self.game):  # guide: the guided first game of this game
            w["learn"] = common.learn_button(self, at.upright)
        self.widgets = w

    @property
    def row_h(self) -> int:
        """The rows' pitch: wider on a small screen, whose buttons grow to its tap floor (``legibility``); wider
        still on a portrait screen, whose height has room for it."""
        return self._pitch(self.places.button_h < UPRIGHT_BUTTON_H)[0] if self.portrait else max(
            ROW_H, legibility.current.tap + ROW_GAP)

    @property
    def button_h(self) -> int:
        """A seat's and an option's buttons: taller on a portrait screen (larger than its tap floor)."""
        return self.places.button_h

    @property
    def code_h(self) -> int:
        """The code's button: on the stage as tall as the tap floor from its top down (grown about its middle, it
        covered the first line of its hint)."""
        return self.places.code_h if self.places.upright else max(self.places.code_h, legibility.current.tap)

    @property
    def under_code(self) -> int:
        """How far under the code button's top its hint (or the code in use) starts: clear of the grown button."""
        return max(self.places.under_code, self.code_h + 10)

    def _count_y(self) -> int:
        """The player count's row (its − and +) under the panel's top."""
        return inside(self.places.players)[1] + (16 if self.places.upright else 12)

    def _count_h(self) -> int:
        return self.places.button_h

    def _seat_top(self) -> int:
        """The first seat's row: under the player count's row, its buttons grown to the tap floor kept apart
        (at 79 px, a portrait panel's, the "+" overlapped the first seat's buttons)."""
        at = self.places
        return inside(at.players)[1] + (seat_rows_y() if at.seat_rows is None else at.seat_rows)

    def handle_key(self, event) -> Transition:
        return Pop() if common.escape(event) else None

    def handle_ui(self, event) -> Transition:
        key = common.pressed_key(self, event, self.widgets)
        if key is None:
            return None
        if key == "back":
            return Pop()
        if key == "start":
            return self.start()
        if key == "learn":  # guide: a guided game instead of this setup
            return Replace(self.app.scene("guided_game", self.game))
        if key == "code":
            return Push(self.app.scene("code_picker", self.game, players=self.players, level=self.match_level(),
                                       play=self.play_code, options=self.options))
        if key == "clear_code":
            self.code = None
        elif key == "minus":
            self.set_players(self.players - 1)
        elif key == "plus":
            self.set_players(self.players + 1)
        elif key in self.choices:
            self.choices[key] = not self.choices[key]
        elif key[0] == "name":
            if self.seats[key[1]]["kind"] == "human":
                return Push(self.name_pad(key[1]))
            self.cycle_name(key[1])
        elif key[0] == "kind":
            self.toggle_kind(key[1])
        elif key[0] == "level":
            return Push(self.app.scene("level_picker", self.game, key[1], self.seats[key[1]]["level"]))
        elif key[0] == "option":
            self.options[key[1]] = not self.options[key[1]]
        self.rebuild()
        return None

    def resume(self, result=None) -> None:
        super().resume(result)
        if isinstance(result, dict) and isinstance(result.get("code"), GameCode):
            self.apply_code(result["code"])
            self.rebuild()
        elif isinstance(result, dict) and "level" in result:
            self.set_level(result["seat"], result["level"])
            self.rebuild()
        elif isinstance(result, dict) and "name" in result and isinstance(result.get("seat"), int):
            self.set_name(result["seat"], result["name"])
            self.rebuild()

    def update(self, dt: float) -> Transition:
        self.prepare_table_art()
        return None

    def prepare_table_art(self) -> None:
        """Draw the table's art ahead, a few milliseconds a frame while the set-up shows (again for a new
        player count or options), so the table's first frame only blits."""
        self.art_ahead.aim([(self.game, self.spec.config(self.players, **self.options))])
        self.art_ahead.step()

    # -- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        common.paint_backdrop(surface, 1)
        w = self.stage_size[0]
        at = self.places
        title_y, title_size = at.title
        title = games.title(self.game)
        size = fit_size(title, title_size, w - 96, bold=True) if at.upright else title_size
        common.shadowed_text(surface, title, size, theme.FOAM, centre=(w // 2, title_y))
        (left_x, _), (right_x, options_y) = inside(at.players), inside(at.options)
        left = at.players
        common.panel(surface, left, theme.DEEP, alpha=170, radius=22)
        common.panel(surface, at.options, theme.DEEP, alpha=170, radius=22)
        # player count
        middle = self._count_y() + self._count_h() // 2
        _, _, _, count_x, range_x = at.count
        label = theme.text(t("setup.players"), at.body, theme.FOAM, True)
        surface.blit(label, label.get_rect(midleft=(left_x + 8, middle)))
        count = theme.text(str(self.players), at.title[1], theme.GLOW, True)
        surface.blit(count, count.get_rect(center=(left_x + count_x, middle)))
        rng = theme.text(t("setup.range", min=self.spec.min_players, max=self.spec.max_players), at.small,
                         theme.MUTED)
        plus = self.tap_area((left_x + at.count[1], self._count_y(), at.count[2], self._count_h()))
        surface.blit(rng, rng.get_rect(midleft=(max(left_x + range_x, plus.right + 16), middle)))  # clear of +
        # seats
        top = self._seat_top()
        badge_x, badge_r = at.seat[:2]
        for i in range(self.players):
            common.seat_badge(surface, i, (left_x + badge_x, top + i * self.row_h + self.button_h // 2), badge_r)
        (self._draw_hints_upright if at.upright else self._draw_hints)(surface, top)
        # options
        head = theme.text(t("setup.options"), at.body, theme.FOAM, True)
        surface.blit(head, (right_x, options_y + 14))
        oy = options_y + at.option_rows_y
        bools = [k for k, v in self.options.items() if isinstance(v, bool)]
        # one size for all option rows: the one the longest label needs (rows of one kind look alike)
        labels = [self.option_label(key) for key in bools] + [t(label) for _, label in self.shown_choices()]
        room = at.label_w if legibility.current.inert else at.label_w - 6  # 16 px clear of the toggle
        size = min((fit_size(label, at.body, room) for label in labels), default=at.body)
        for label in labels:
            self._draw_option_label(surface, label, size, room, (right_x, oy + self.button_h // 2))
            oy += self.row_h
        if not bools and not self.shown_choices():
            lines = wrap(t("setup.no_options"), at.small, at.text_w - 10)
            common.draw_lines(surface, lines, (right_x, options_y + 64), at.small, theme.MUTED, width=at.text_w - 10,
                              bottom=self.places.options.bottom - 8)
        # game code: what the code does, or the code in use, under its button
        below = self.code_y + self.under_code
        if self.code is not None:
            text = t("setup.code_active", code=str(self.shown_code()))
            label = theme.text(text, at.body, theme.GLOW, True)
            surface.blit(label, (right_x, below + (0 if at.upright else 4)))
        elif below + 2 * theme.font(at.small).get_linesize() <= self._code_hint_limit():
            lines = wrap(t("setup.code_hint"), at.small, at.text_w)
            step = theme.font(at.small).get_linesize()  # the grown type's own line (draw_lines: the size's)
            if legibility.current.inert or at.upright:
                common.draw_lines(surface, lines, (right_x, below), at.small, theme.MUTED, width=at.text_w,
                                  bottom=self._code_hint_limit())
            elif below + len(lines) * step <= self._code_hint_limit() - 8:  # all of it over Start, or none
                for i, line in enumerate(lines):
                    surface.blit(theme.text(line, at.small, theme.MUTED), (right_x, below + i * step))
        bar_y = title_y + title_size // 2 + 10 if at.upright else 80
        pen.rect(surface, accent(self.game), pygame.Rect(w // 2 - 80, bar_y, 160, 5), border_radius=3)

    def _draw_option_label(self, surface: pygame.Surface, label: str, size: int, room: int, midleft) -> None:
        """An option's label left of its toggle; one the floor keeps too wide for ``room`` on two lines."""
        lines = (label,) if theme.width(label, size) <= room else kept(wrap(label, size, room), 2)
        step = theme.font(size).get_linesize()
        x, y = midleft
        for i, line in enumerate(lines):
            text = theme.text(line if i < len(lines) - 1 else cut(line, size, room), size, theme.FOAM)
            surface.blit(text, text.get_rect(midleft=(x, y + round((i - (len(lines) - 1) / 2) * step))))

    def _draw_hints(self, surface: pygame.Surface, top: int) -> None:
        """The stage's hints under the seats: tap a name; the game's own hints over it where the rows leave room.
        Where the floor keeps a hint too wide for the panel: on more lines if they fit under the seats, else "tap
        a name" cut and the game's hints left out (at 150 % on 800 × 480 Go Fish's German hint ran off the panel
        on both sides and over "tap a name").  Drawn on their own ground (:func:`_on_hint_ground`)."""
        left = self.places.players
        line, width = t("setup.tap_name"), left.w - 40
        step = theme.font(theme.SMALL).get_linesize()
        rows_end = top + (self.players - 1) * self.row_h + (self.button_h + max(self.button_h, legibility.current.tap) + 1) // 2
        placed = []
        if theme.width(line, theme.SMALL) <= width:
            hint = _hint_label(line, theme.SMALL, theme.MUTED)
            placed.append((hint, hint.get_rect(midbottom=(left.centerx, left.bottom - HINT_FOOT))))
            tap_top = left.bottom - HINT_FOOT - hint.get_height()
        else:
            lines = wrap(line, theme.SMALL, width)
            # (the lines' pictures are outlined: taller than a line; at 10 px from the foot, at 150 % on 800 × 480,
            # the German hint's second line sat on the panel's bottom edge)
            if left.bottom - HINT_FOOT - len(lines) * step < rows_end + 4:
                lines = (cut(line, theme.SMALL, width),)
            tap_top = y = left.bottom - HINT_FOOT - len(lines) * step
            for i, part in enumerate(lines):
                hint = _hint_label(part, theme.SMALL, theme.MUTED)
                placed.append((hint, hint.get_rect(midtop=(left.centerx, y + i * step))))
        room = top + self.players * self.row_h <= left.bottom - 72  # a small screen's six rows reach lower
        if (line := self._game_hints()) and room:
            size = fit_size(line, theme.SMALL, width)
            if theme.width(line, size) <= width:
                label = _hint_label(line, size, theme.GLOW)
                placed.append((label, label.get_rect(midbottom=(left.centerx, left.bottom - 48))))
            else:
                lines = wrap(line, theme.SMALL, width)
                y = tap_top - 6 - len(lines) * step
                if y >= rows_end + 4:  # all of it or none (the set-up's seats say the level too), never rows of it
                    for i, part in enumerate(lines):
                        label = _hint_label(part, theme.SMALL, theme.GLOW)
                        placed.append((label, label.get_rect(midtop=(left.centerx, y + i * step))))
        _on_hint_ground(surface, left, placed)

    def _draw_hints_upright(self, surface: pygame.Surface, top: int) -> None:
        """Upright: the hints wrapped under the seats' rows, centred (the panel has room for them at its most
        seats: ``upright_places``)."""
        at = self.places
        left = at.players
        hints = wrap(self._game_hints() or "", at.small, left.w - 48) if self._game_hints() else ()
        lines = [(line, theme.GLOW) for line in hints]
        lines += [(line, theme.MUTED) for line in wrap(t("setup.tap_name"), at.small, left.w - 48)]
        step = theme.font(at.small).get_linesize()
        gap = 10 if hints else 0  # the game's hints apart from the seats' own
        y = left.bottom - HINT_FOOT - len(lines) * step - gap
        placed = []
        for k, (line, colour) in enumerate(lines):
            label = _hint_label(line, at.small, colour)
            placed.append((label, label.get_rect(midtop=(left.centerx, y + (gap if k >= len(hints) else 0)))))
            y += step
        _on_hint_ground(surface, left, placed)

    def _game_hints(self) -> str | None:
        """A game whose hints for you follow the bots' level says so (while a computer plays)."""
        hints_key = f"setup.hints_{self.game}"
        if t.has(hints_key) and any(seat["kind"] == "bot" for seat in self.seats):
            return t(hints_key, level=games.level_name(self.match_level()))
        return None

    def _code_hint_limit(self) -> int:
        """How low the code's hint may reach: the options panel's foot on a portrait screen; on the stage that foot
        or Start's top, whichever is higher (at 150 % on 800 × 480 the German hint's last line sat on the foot)."""
        if self.portrait:
            return self.places.options.bottom - 8
        return min(self.places.options.bottom, self.places.start.y)

    def _code_y_for_hint(self) -> int:
        """The code button's lowest top on the stage that leaves its hint room over :meth:`_code_hint_limit` (and its
        8 px): at a small panel's floor the design's place (``code_at``) left none, and the hint went missing or
        sat on the panel's foot; the button rises no higher than the options' rows allow (``build``)."""
        if self.portrait:
            return self.places.options.bottom  # (upright the design's place always leaves room: code_at is 0)
        small = self.places.small
        lines = wrap(t("setup.code_hint"), small, self.places.text_w)
        return self._code_hint_limit() - 8 - len(lines) * theme.font(small).get_linesize() - self.under_code

    def shown_choices(self) -> list[tuple[str, str]]:
        """The table choices this set-up offers, as (key, label key): take back is a desktop choice for one
        human among computers (``takeback.offered``), never on a kiosk; the coach may be turned off anywhere."""
        humans = sum(seat["kind"] == "human" for seat in self.seats)
        return [(key, CHOICE_LABELS[key]) for key in TABLE_CHOICES
                if not (key == "takeback" and (self.app.kiosk or humans > 1))]

    def option_label(self, key: str) -> str:
        for candidate in (f"{self.game}.option.{key}", f"setup.option.{key}"):
            if t.has(candidate):
                return t(candidate)
        return key.replace("_", " ")


def is_app_name(name: str) -> bool:
    """Is ``name`` one of the app's own names, in any language ("Spieler 3", "Player 3", "Otter", "Reiher")?"""
    for lang in LANGUAGES:
        texts = catalogue(lang)
        pattern = re.escape(texts.get("setup.player_n", "Player {n}")).replace(re.escape("{n}"), r"\d+")
        if re.fullmatch(pattern, name):
            return True
        keys = [f"names.bot.{k}" for k in range(1, BOT_NAMES + 1)]
        keys += [f"names.human.{k}" for k in range(1, BUILTIN_NAMES + 1)]
        if any(texts.get(key) == name for key in keys):
            return True
    return False
