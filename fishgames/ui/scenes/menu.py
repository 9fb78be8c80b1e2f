"""The main menu: five game tiles, Continue, Settings, Statistics, Rules, Quit — and the kiosk attract demo.

Every game keeps its own saved game (``storage.autosave_path``): a saved game's tile shows "Continue" (a tap
anywhere on the tile resumes it) and "New game" (its set-up, whose Start asks before the save is replaced);
the Continue button under the tiles resumes the newest and names it.  The buttons under the tiles keep their
places whatever is saved (:func:`button_slots`), so a tap learnt once always lands on the same button.
"""

from __future__ import annotations

import logging
from functools import lru_cache

import pygame

from fishgames.core import GameRecord, Seat
from fishgames.i18n import t
from fishgames.ui import games, legibility, pen, phone_table, theme, widgets
from fishgames.ui.art_ahead import ArtAhead, saved_tables
from fishgames.ui.display import whole
from fishgames.ui.kiosk import KIOSK_IDLE_ATTRACT
from fishgames.ui.scene import Push, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.scenes import tile_art as pictures
from fishgames.ui.scenes.tile_art import accent
from fishgames.ui.text import fit_size, kept, wrap

log = logging.getLogger(__name__)

TILE_W, TILE_H, TILE_GAP, TILE_TOP = 224, 420, 16, 140
ART_H = 190
BUTTON_Y, BUTTON_H = 600, 72
BUTTON_GAP, BUTTON_MIN_W, SCREEN_MARGIN = 16, 150, 20
PORTRAIT_BUTTON_H, PORTRAIT_BUTTON_GAP = 96, 24  # a portrait screen's buttons: two rows, thumb-sized
PILL_H, CONTINUE_PILL_H, PILL_GAP = 44, 56, 14  # a tile's pills: Play, or Continue above New game
#: A portrait screen's pills: each this tall, with labels as large as its buttons' (``common.UPRIGHT_LABEL_SIZE``),
#: its tiles taller by what Play grew (the pitch keeps its room above it).
PORTRAIT_PILL_H = 80
DEMO_PAUSE = 4.0  # seconds the finished demo game stays on screen before the next one
#: A portrait screen's tiles (``Scene.portrait``): three a row, each as wide as a third of the screen allows, the
#: picture grown with it (the text under it keeps its room: ``TILE_H - ART_H``).
PORTRAIT_COLUMNS, PORTRAIT_TILE_W, PORTRAIT_GAP, PORTRAIT_TOP = 3, 384, 24, 190


PITCH_HEIGHT = TILE_H - ART_H - 56 - 70  # between the title and the play pill
#: The tiles' pictures are never shorter than this (``art_given_up``).
LEAST_ART_H = 100


def pitch_step(size: int) -> int:
    """A pitch line's pitch as ``common.draw_lines`` spaces it: by the size drawn (a small screen's floor)."""
    return int(max(size, theme.text_floor) * 1.3)


def pitch_texts(name: str) -> list[str]:
    """A game's own pitch, then the shell's short one (if any): the first that fits its tile shows."""
    texts = [games.pitch(name)]
    if t.has(f"menu.game.{name}.pitch"):
        texts.append(t(f"menu.game.{name}.pitch"))
    return texts


def pitch_lines(name: str, width: int, height: int = PITCH_HEIGHT) -> tuple[int, tuple[str, ...]]:
    """A game's pitch wrapped into the tile's ``height``: smaller type if needed; a game's own pitch that is too
    long gives way to the shell's short one; an ellipsis is the last resort.  Measured at the size drawn: at 150 %
    on a 800 × 480 panel four lines of 18 px fitted, drawn at 24 they ran under Play."""
    texts = pitch_texts(name)
    for text in texts:
        for size in (theme.SMALL, 16):
            lines = wrap(text, size, width)
            if len(lines) * pitch_step(size) <= height:
                return size, lines
    fit = max(1, height // pitch_step(16))
    lines = list(kept(lines, fit))  # (a check sees the rows dropped)
    while lines[-1] and theme.width(lines[-1] + " …", 16) > width:
        lines[-1] = lines[-1].rsplit(" ", 1)[0] if " " in lines[-1] else lines[-1][:-1]
    lines[-1] += " …"
    return 16, tuple(lines)


def art_given_up(names) -> int:
    """How much shorter the stage's tile pictures are so that every pitch shows whole at the size drawn (at 150 %
    on a small panel a pitch of 18 px is drawn at 24: six lines where four fitted; at 150 % on 1280 × 800 the
    16-px fallback is drawn at 18), down to :data:`LEAST_ART_H`; 0 where the pitches fit (the design)."""
    need = max(min(len(wrap(text, size, TILE_W - 28)) * pitch_step(size) for text in pitch_texts(name)
                   for size in (theme.SMALL, 16)) for name in names)  # as ``pitch_lines`` tries them
    return max(0, min(need - PITCH_HEIGHT, ART_H - LEAST_ART_H))


@lru_cache(maxsize=2)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    """Pales the picture of a game that is not built yet."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pen.rect(veil, (240, 244, 246, 110), veil.get_rect(), border_radius=max(10, min(size) // 10))
    return veil


def button_slots(width: int, kiosk: bool, y: int = BUTTON_Y,
                 portrait: bool = False) -> dict[str, tuple[pygame.Rect, str | None]]:
    """Where each button under the tiles sits (key -> rect, theme class): the same with and without a
    saved game.  Continue's place is as wide as its longest label (every game's name, this language), the
    others as their labels; the row (at ``y``) is centred as if Continue were there.  On a portrait screen the
    buttons are taller with labels as large as its body text (``common.UPRIGHT_LABEL``): Continue has the
    first row to itself (kept free without a saved game), the others share the row under it."""
    keys = ["continue", "settings", "statistics", "rules"] + ([] if kiosk else ["quit"])
    classes = {"continue": "@primary", "quit": "@quiet"}
    size = common.UPRIGHT_LABEL_SIZE if portrait else None
    widths = [max(common.button_width(t("menu.continue_game", game=games.title(name)), "@primary", BUTTON_MIN_W,
                                      size) for name in games.menu_games())]
    widths += [common.button_width(t(f"menu.{key}"), classes.get(key), BUTTON_MIN_W, size) for key in keys[1:]]
    rows = [(keys[:1], widths[:1]), (keys[1:], widths[1:])] if portrait else [(keys, widths)]
    height, gap = (PORTRAIT_BUTTON_H, PORTRAIT_BUTTON_GAP) if portrait else (BUTTON_H, BUTTON_GAP)
    slots = {}
    for row_keys, row_widths in rows:
        x = max(SCREEN_MARGIN, (width - sum(row_widths) - gap * (len(row_keys) - 1)) // 2)
        for key, w in zip(row_keys, row_widths, strict=True):
            slots[key] = (pygame.Rect(x, y, w, height), classes.get(key))
            x += w + gap
        y += height + gap
    return slots


def tile_pills(rect: pygame.Rect, saved: bool, portrait: bool = False) -> dict[str, pygame.Rect]:
    """A tile's pills: "play" at its foot; a saved game's "continue" (bigger) above "new" (at the foot).  "New
    game" is a target of its own (a tap elsewhere on the tile resumes): as tall as a tap on a small or portrait
    screen (``legibility``; 25 physical px at 720 × 1280 before).  On a portrait screen every pill is
    :data:`PORTRAIT_PILL_H` tall at least."""
    least = PORTRAIT_PILL_H if portrait else PILL_H
    foot = pygame.Rect(0, 0, rect.width - 40, max(least, legibility.current.tap) if saved else least)
    foot.midbottom = (rect.centerx, rect.bottom - 14)
    if not saved:
        return {"play": foot}
    above = pygame.Rect(0, 0, rect.width - 20, max(least, CONTINUE_PILL_H))
    above.midbottom = (rect.centerx, foot.top - PILL_GAP)
    return {"continue": above, "new": foot}


def _pill(surface: pygame.Surface, rect: pygame.Rect, label: str, colour, filled: bool, size: int = theme.BODY) -> None:
    """A tile's pill: filled in the game's colour (its main action) or outlined (the other one); its label at
    ``size``, smaller where it does not fit."""
    size = fit_size(label, size, rect.width - 16, bold=True)
    if filled:
        pen.rect(surface, colour, rect, border_radius=rect.height // 2)
        text = theme.text(label, size, theme.WHITE, True)
    else:
        pen.rect(surface, colour, rect, 3, border_radius=rect.height // 2)
        text = theme.text(label, size, theme.INK, True)
    surface.blit(text, text.get_rect(center=rect.center))


def tile_places(names, size: tuple[int, int], portrait: bool) -> tuple[dict[str, pygame.Rect], int, int]:
    """The tiles' rects on a scene of ``size``, their picture's height and the buttons' row under them: one
    row across the 1280 × 720 stage; on a portrait screen rows of three larger tiles, the last row centred."""
    if not portrait:
        left = (size[0] - len(names) * TILE_W - (len(names) - 1) * TILE_GAP) // 2
        return ({name: pygame.Rect(left + i * (TILE_W + TILE_GAP), TILE_TOP, TILE_W, TILE_H)
                 for i, name in enumerate(names)}, ART_H - art_given_up(names), BUTTON_Y)
    w = PORTRAIT_TILE_W
    art_h = round(ART_H * w / TILE_W)
    h = art_h + TILE_H - ART_H + PORTRAIT_PILL_H - PILL_H
    tiles = {}
    for row in range(0, len(names), PORTRAIT_COLUMNS):
        in_row = names[row:row + PORTRAIT_COLUMNS]
        left = (size[0] - len(in_row) * w - (len(in_row) - 1) * PORTRAIT_GAP) // 2
        y = PORTRAIT_TOP + row // PORTRAIT_COLUMNS * (h + PORTRAIT_GAP)
        tiles.update({name: pygame.Rect(left + i * (w + PORTRAIT_GAP), y, w, h) for i, name in enumerate(in_row)})
    bottom = max(rect.bottom for rect in tiles.values())
    return tiles, art_h, bottom + 48


class MenuScene(Scene):
    tall = True  # a portrait screen: rows of larger tiles (``tile_places``)

    def __init__(self, app):
        super().__init__(app)
        self.pressed_tile: str | None = None
        self.buttons: dict[str, object] = {}
        self.continue_game: str | None = None
        self.saved_games: list[str] = []  # every built game with an autosave, the newest first
        self._lay_tiles()
        pictures.save_drawn(app.disk)  # after a cold start: the disk worker keeps them for the next one
        self.demo = None
        self.demo_name = ""
        self._swallow = False
        self.demo_index = 0
        self.demo_over_at: float | None = None  # app.now() when the demo game ended
        self.art_ahead = ArtAhead(app.ui)  # the saved games' tables, Continue's first, drawn while the menu shows
        self._saved_tables = None  # their games and configs, on their way from the disk worker

    def _lay_tiles(self) -> None:
        """The tiles' places for this screen, with all their real art before the first frame (again only for
        tiles of another size: a screen turned upright or back).  Under a game or the set-up the art waits
        until the menu shows again (:meth:`resume` lays it out anew): a window resized or a language switched
        in a game drew the hidden menu's sea and tiles again each time (a second of a portrait panel's
        resize)."""
        names = games.menu_games()
        self.tiles, self.art_h, self.buttons_y = tile_places(names, self.stage_size, self.portrait)
        tile_w = next(iter(self.tiles.values())).w
        size = (tile_w - 16, self.art_h - 12)
        if size != getattr(self, "picture_size", None) and not self._covered():
            self.picture_size = size
            pictures.menu_art(names, self.picture_size, self.app.canvas)

    def _covered(self) -> bool:
        """Whether an opaque scene (a table, the set-up) lies over the menu: nothing of it is drawn then."""
        scenes = self.app.stack.scenes
        return self in scenes and any(scene.opaque for scene in scenes[scenes.index(self) + 1:])

    # -- widgets ------------------------------------------------------------------------------------
    def build(self) -> None:
        self._lay_tiles()  # the screen may have turned (a portrait one: tiles of another size)
        self.saved_games = [name for name in self.app.disk.saved_games() if games.is_built(name)]
        self.continue_game = self.saved_games[0] if self.saved_games else None
        saved = list(self.saved_games)
        self._saved_tables = self.app.disk.query(lambda storage: saved_tables(storage, saved))
        self.buttons = {}
        slots = button_slots(self.stage_size[0], self.app.kiosk, self.buttons_y, self.portrait)
        for key, (rect, cls) in slots.items():
            if key == "continue":
                if self.continue_game is None:
                    continue  # its place stays free: the other buttons never move
                label = t("menu.continue_game", game=games.title(self.continue_game))
            else:
                label = t(f"menu.{key}")
            object_id = common.UPRIGHT_LABEL if self.portrait else f"#menu_{key}"
            self.buttons[key] = common.button(self, rect, label, object_id, cls)
        if self.demo is not None:
            self.root.hide()

    def resume(self, result=None) -> None:
        self.rebuild()  # a finished or left game changes what "Continue" offers

    # -- input --------------------------------------------------------------------------------------
    def handle(self, pointer) -> Transition:
        if self.demo is not None:
            if pointer.kind == "down":
                self.stop_demo()
                self._swallow = True  # the touch that ends the demo opens nothing
            return None
        if self._swallow:
            if pointer.kind != "down":
                return None
            self._swallow = False
        if pointer.kind == "down":
            self.pressed_tile = self._tile_at(pointer.pos)
        elif pointer.kind == "up":
            self.pressed_tile = None
        elif pointer.kind == "tap":
            name = self._tile_at(pointer.pos)
            if name is not None and name == self._tile_at(pointer.start):
                return self.tap_tile(name, pointer.pos)
        return None

    def tap_tile(self, name: str, pos) -> Transition:
        """A saved game's tile resumes it, except on its "New game" pill; any other tile opens its set-up."""
        if name in self.saved_games and not tile_pills(self.tiles[name], True, self.portrait)["new"].collidepoint(pos):
            return self.resume_game(name)
        return self.open_game(name)

    def _tile_at(self, pos) -> str | None:
        return next((name for name, rect in self.tiles.items() if rect.collidepoint(pos)), None)

    def open_game(self, name: str) -> Transition:
        if not games.playable(name):
            games.coming_soon(self.app, name)
            return None
        return Push(self.app.scene("setup", name))

    def handle_ui(self, event) -> Transition:
        key = common.pressed_key(self, event, self.buttons)
        if key == "continue" and self.continue_game:
            return self.resume_game(self.continue_game)
        if key == "settings":
            return Push(self.app.scene("settings"))
        if key == "statistics":
            return Push(self.app.scene("statistics"))
        if key == "rules":
            return Push(self.app.scene("rules_help"))
        if key == "quit":
            self.app.quit()
        return None

    def resume_game(self, name: str) -> Transition:
        """Continue the autosaved game; a save that cannot be resumed is set aside with a message."""
        storage = self.app.storage
        if not games.playable(name):  # the game's code is missing or broken: keep the save for later
            games.coming_soon(self.app, name)
            return None
        data = self.app.disk.latest_autosave(name)
        scene = None
        if data is not None:
            try:
                scene = games.scene_class(name).resume_record(self.app, GameRecord.from_json(data, game=name))
                phone_table.resume(scene, data)  # phones: seats played on phones stay on phones
            except ValueError as error:  # the gate's answer (DamagedRecord: does not replay): one line, no traceback
                log.warning("fishgames: the %s autosave does not replay (%s); it is set aside", name, error)
                scene = None
            except Exception:  # noqa: BLE001 - any broken save must not crash the menu (a bug: with its traceback)
                log.exception("could not resume the %s autosave", name)
                scene = None
            if scene is None:
                self.app.disk.forget_autosave(name)
                storage.reject_autosave(name)
        for key, params in storage.take_messages():
            self.app.notify(key, **params)
        if scene is None:
            self.app.notify("menu.resume_failed", game=games.title(name))
            self.rebuild()
            return None
        return games.opened(self.app, scene)  # (over 1.5 prepared first, if the menu had too little time for it)

    # -- kiosk attract demo -----------------------------------------------------------------------
    def update(self, dt: float) -> Transition:
        if self.demo is None:
            if self.app.kiosk and self.app.idle >= KIOSK_IDLE_ATTRACT:
                self.start_demo()
            self.prepare_saved_art()
            return None
        match = self.demo.match
        if match.state.is_over():
            self.demo.animator.update(dt)
            if self.demo_over_at is None:
                self.demo_over_at = self.app.now()
            if self.app.now() - self.demo_over_at >= DEMO_PAUSE:  # wall-clock seconds, like the idle time
                self.stop_demo(keep_attract=True)
                self.start_demo()
        else:
            self.demo.update(dt)  # transitions of a bots-only table (none expected) are ignored
        return None

    def prepare_saved_art(self) -> None:
        """Draw the art of the tables Continue resumes, a few milliseconds a frame while the menu shows, so
        a continued table's first frame only blits (as a new one's after its set-up)."""
        if self._saved_tables is not None and self._saved_tables.done():
            self.art_ahead.aim(self._saved_tables.result())
            self._saved_tables = None
        self.art_ahead.step()

    def start_demo(self, name: str | None = None, seed: int | None = None) -> None:
        """A bots-only demo of ``name`` (else the next game in turn) behind the attract screen; a fresh deal
        unless ``seed`` names one (the screenshot tool's, so its picture is the same every run)."""
        built = [game for game in games.built_games() if games.playable(game)]
        if name is None and not built:
            return
        name = name or built[self.demo_index % len(built)]
        self.demo_index += 1
        spec = games.spec(name)
        players = max(spec.min_players, min(spec.max_players, 4))
        level = "easy" if "easy" in spec.levels else spec.levels[0]
        seats = [Seat("bot", level, games.bot_name(i)) for i in range(players)]
        try:
            demo = games.start_scene(self.app, name, seats, seed, level=level)
        except Exception:  # noqa: BLE001 - the attract loop must never take the menu down
            log.exception("attract demo of %s failed to start", name)
            return
        demo.match.autosave = None  # a demo is never saved or counted
        demo.enter()
        if demo.root is not None:
            demo.root.hide()
        self.demo, self.demo_name, self.demo_over_at = demo, name, None
        if self.root is not None:
            self.root.hide()

    def stop_demo(self, keep_attract: bool = False) -> None:
        if self.demo is not None:
            self.demo.exit()
            self.demo = None
        if not keep_attract:
            self.app.idle = 0.0
            if self.root is not None:
                self.root.show()

    def rebuild(self) -> None:
        super().rebuild()
        if self.demo is not None:  # not on the stack, so laid out anew here (a turned screen: upright from landscape)
            self.demo.invalidate_backdrop()
            self.demo.rebuild()
            if self.demo.root is not None:
                self.demo.root.hide()

    def exit(self) -> None:
        self.stop_demo(keep_attract=True)
        super().exit()

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.demo is not None:
            self._draw_demo(surface)
            return
        canvas = whole(surface)  # the sea reaches every edge of the window
        canvas.blit(pictures.title_backdrop(canvas.get_size()), (0, 0))
        top = PORTRAIT_TOP - TILE_TOP if self.portrait else 0
        common.shadowed_text(surface, t("menu.title"), 56, theme.FOAM, centre=(self.stage_size[0] // 2, 56 + top))
        sub = theme.text(t("menu.subtitle"), theme.BODY, theme.FOAM)
        surface.blit(sub, sub.get_rect(center=(self.stage_size[0] // 2, 106 + top)))
        for name, rect in self.tiles.items():
            self._draw_tile(surface, name, rect.move(0, 4) if name == self.pressed_tile else rect)

    def _draw_tile(self, surface: pygame.Surface, name: str, rect: pygame.Rect) -> None:
        built = games.is_built(name)
        common.panel(surface, rect, theme.CREAM, radius=18)
        art_h = self.art_h
        picture = pygame.Rect(rect.x + 8, rect.y + 8, rect.width - 16, art_h - 12)
        surface.blit(pictures.tile_art(name, picture.size), picture)
        if not built:
            surface.blit(_veil(picture.size), picture)
        pen.rect(surface, accent(name), rect, 3, border_radius=18)
        title = games.title(name)
        size = fit_size(title, 30, rect.width - 24, bold=True)
        label = theme.text(title, size, theme.INK, True)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.y + art_h + 12)))
        saved = name in self.saved_games
        if not saved:  # a saved game's player knows the game: its pills take the pitch's place
            room = PITCH_HEIGHT + (0 if self.portrait else ART_H - art_h)  # the room the picture gave up
            size, lines = pitch_lines(name, rect.width - 28, room)
            common.draw_lines(surface, lines, (rect.x + 14, rect.y + art_h + 56), size, (60, 66, 76),
                              align="center", width=rect.width - 28, spacing=1.3,
                              bottom=tile_pills(rect, saved, self.portrait)["play"].top)
        pills = tile_pills(rect, saved, self.portrait)
        size = common.UPRIGHT_LABEL_SIZE if self.portrait else theme.BODY
        if saved:
            _pill(surface, pills["continue"], t("menu.tile_continue"), accent(name), True, size)
            _pill(surface, pills["new"], t("menu.new_game"), accent(name), False, size)
        elif built:
            _pill(surface, pills["play"], t("menu.play"), accent(name), True, size)
        else:
            pen.rect(surface, theme.MUTED, pills["play"], 2, border_radius=22)
            text = theme.text(t("menu.coming_soon"), theme.SMALL, (90, 100, 112), True)
            surface.blit(text, text.get_rect(center=pills["play"].center))
        if saved:  # every saved game wears the badge; Continue under the tiles resumes the newest
            badge = theme.text(t("menu.saved"), theme.SMALL, theme.INK, True)
            box = badge.get_rect(topright=(rect.right - 10, rect.y + 10)).inflate(18, 8)
            pen.rect(surface, theme.GLOW, box, border_radius=12)
            surface.blit(badge, badge.get_rect(center=box.center))

    def _draw_demo(self, surface: pygame.Surface) -> None:
        self.demo.draw(self.app.surface_of(self.demo))  # (upright: the table's own upright arrangement, as at play)
        w, h = surface.get_size()
        band = pygame.Rect(0, h // 2 - 90, w, 180)
        canvas = whole(surface)  # the band spans the whole window
        across = pygame.Rect(0, band.y + surface.get_abs_offset()[1], canvas.get_width(), band.h)
        canvas.blit(widgets.veil(across.size, (4, 20, 40, 150)), across)
        common.shadowed_text(surface, t("menu.tap_to_play"), 64, theme.GLOW, centre=(w // 2, band.centery - 16))
        sub = theme.text(t("menu.demo", game=games.title(self.demo_name)), theme.BODY, theme.FOAM)
        surface.blit(sub, sub.get_rect(center=(w // 2, band.centery + 48)))
