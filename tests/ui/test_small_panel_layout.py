"""Nothing covered on a small touch panel: at 800 × 480, 1024 × 600 and a portrait 720 × 1280 panel, each table (its
largest player count, mid-game, the Pro tip and the "?" out, and a dialog such as the round's end) is drawn once onto
a surface that notes every picture put on it — texts, buttons, panels — and then no button lies on a text or on
another button, none straddles a panel's edge, and every place a finger picks a fanned card is as wide as a tap.

Measured from what is drawn, not from the layouts' numbers: the frame is drawn as the app draws it (a table's
window resized live, a shell screen's app started at its size; every cache of drawn text forgotten, laid out
again), onto a :class:`Recording` stage.  Only what is drawn after the
last full-stage veil (a dialog's dimming) counts: what lies under a dialog is not there to be tapped.
"""

from __future__ import annotations

import functools
import sys

import pygame
import pytest

from fishgames.games.fischen import scene_draw as fischen_draw
from fishgames.i18n import t
from fishgames.ui import context_help, legibility, widgets
from fishgames.ui.scenes import common
from fishgames.ui.table import TableScene
from tests.ui.cut_spy import rows_watched
from tests.ui.test_small_panels import open_shot
from tests.ui.unpainted import undrawn

#: Its checks are not about drawing art: each picture is drawn once a process, not again after every new floors.
pytestmark = pytest.mark.usefixtures("art_drawn_once")

SIZES = {"800x480": (800, 480), "1024x600": (1024, 600), "720x1280": (720, 1280)}
#: Upright screens of other shapes than 9:16 (issue 29): a 3:4 tablet, 600 × 1024, 10:16 at two scales, 9:16 at 1.5.
UPRIGHT_SIZES = {"768x1024": (768, 1024), "600x1024": (600, 1024), "800x1280": (800, 1280), "1200x1920": (1200, 1920),
                 "1080x1920": (1080, 1920)}
WINDOWS = {**SIZES, **UPRIGHT_SIZES}
#: Each game at its largest player count with the human to decide (Pro tip and "?" out), and dialogs.
TABLES = ["gofish_easy", "fischen_pass_left", "fischen_round_summary", "lure_five_players", "lure_cast_choice",
          "lure_adjust", "fatfish_six_players", "fatfish_licences", "fugu_swap_preview", "fugu_summary"]
TEXT_SLACK = 3  # px a text's glyphs may touch a neighbour (anti-aliased edges)


class Recording(pygame.Surface):
    """A stage that notes each picture blitted on it, in order: (kind, rect, what)."""

    def __init__(self, size, kinds: dict[int, tuple[str, str, pygame.Surface]]):
        super().__init__(size)
        self.kinds = kinds  # id(picture) -> (kind, what, picture): the pictures the spies saw made
        self.placed: list[tuple[str, pygame.Rect, str]] = []

    def blit(self, source, dest, area=None, special_flags=0):
        drawn = super().blit(source, dest, area, special_flags)
        known = self.kinds.get(id(source))
        if known is not None and known[2] is source:
            kind, what, _ = known
            if kind == "text":
                box = source.get_bounding_rect() if source.get_flags() & pygame.SRCALPHA else source.get_rect()
                rect = box.move(drawn.topleft if area is None else (drawn.x, drawn.y)).clip(drawn)
            elif kind == "button":
                rect = pygame.Rect(drawn.topleft, (source.get_width() - 2, source.get_height() - 7))
            else:
                rect = pygame.Rect(drawn)
            self.placed.append((kind, rect, what))
        elif source.get_size() == self.get_size() and drawn.topleft == (0, 0):
            self.placed.append(("veil", pygame.Rect(drawn), ""))
        return drawn

    def blits(self, blit_sequence, doreturn=True):
        rects = [self.blit(*item) for item in blit_sequence]
        return rects if doreturn else None

    def fblits(self, blit_sequence, special_flags=0):
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)


def _spy(monkeypatch, module, name, wrapper) -> None:
    """Swap ``module.name`` for ``wrapper(real)`` there and in every fishgames module that imported it by name."""
    real = getattr(module, name)
    spy = functools.update_wrapper(wrapper(real), real)  # the real one's attributes too (a cache's cache_forget)
    for other in [m for key, m in list(sys.modules.items()) if key.startswith("fishgames") and m is not None]:
        if getattr(other, name, None) is real:
            monkeypatch.setattr(other, name, spy)
    monkeypatch.setattr(module, name, spy)


def record_frame(app, monkeypatch, whole=False, seen=None, lay_out=None) -> list[tuple[str, pygame.Rect, str]]:
    """Draw one frame from scratch onto a :class:`Recording` stage; what is placed after the last veil, with
    the app's own pygame-gui buttons (the tables' Menu) drawn over it, on the stage.  ``whole``: onto a
    recording of the whole canvas, each scene drawn where the app draws it (a portrait scene on all of it),
    the shell's panels (``common.panel``) noted too; places are on the canvas.  ``seen`` (a
    ``test_small_panels.Measured``): the same frame also noted as ``test_small_panels.measure`` notes one —
    every text's size and every button's, the whole frame's, under the veils too — instead of a frame of its own.
    ``lay_out``: how the frame is laid out again once the caches of drawn text are forgotten (a resize; else
    ``app.relayout``); ``whole`` may be a function, asked after it."""
    kinds: dict[int, tuple[str, str, pygame.Surface]] = {}

    class Noting(pygame.font.Font):
        def render(self, text, *args, **kwargs):
            picture = super().render(text, *args, **kwargs)
            if str(text).strip():
                kinds[id(picture)] = ("text", str(text), picture)
                if seen is not None:
                    seen.texts.append((self.point_size, str(text)))
            return picture

    from functools import lru_cache

    from fishgames.paths import asset
    from fishgames.ui import theme

    @lru_cache(maxsize=64)
    def noting_font(size: int, bold: bool) -> pygame.font.Font:
        return Noting(str(asset(theme.FONT_BOLD if bold else theme.FONT_REGULAR)), size)

    def making(kind):
        def wrapper(real):
            def spy(*args, **kwargs):
                picture = real(*args, **kwargs)
                label = args[1] if kind == "button" else "panel"
                if kind == "button" and seen is not None:
                    seen.buttons.append((pygame.Rect((0, 0), args[0]), f"table button {label!r}"))
                kinds[id(picture)] = (kind, str(label), picture)
                return picture

            spy.cache_clear = getattr(real, "cache_clear", lambda: None)
            return spy

        return wrapper

    real_panel = TableScene.panel

    def table_panel(self, surface, key, rect, paint, *args, **options):  # a table's cached panel (a log, plates)
        real_panel(self, surface, key, rect, paint, *args, **options)
        if isinstance(surface, Recording):
            surface.placed.append(("panel", pygame.Rect(rect), str(key[0])))

    monkeypatch.setattr(TableScene, "panel", table_panel)
    monkeypatch.setattr(theme, "font_at", noting_font)
    _spy(monkeypatch, widgets, "_button_picture", making("button"))
    _spy(monkeypatch, widgets, "panel", making("panel"))
    _spy(monkeypatch, fischen_draw, "score_track", making("panel"))  # a panel with the scores drawn in
    _spy(monkeypatch, common, "_panel_surface", making("panel"))
    # Every cache of drawn text and panels forgotten, the art kept: an art picture (a card, a fish, a
    # backdrop) is put on the stage whole, never noted, whether it was drawn now or before — drawing it
    # again changed nothing measured here (compared on 13 screens and tables, both languages) and cost
    # most of each frame.
    legibility.forget_drawn_text(art=False)
    (lay_out or app.relayout)()
    app.toasts.clear()
    whole = whole() if callable(whole) else whole
    offset = app.stage.topleft
    if whole:  # each scene on a recording of its own size, its places moved onto the canvas
        drawn: list[tuple[Recording, tuple[int, int]]] = []

        def surface_of(scene) -> Recording:
            tall = app.stage_of(scene).size != app.stage.size
            drawn.append((Recording(app.canvas if tall else app.size, kinds), (0, 0) if tall else offset))
            return drawn[-1][0]

        app.stack.draw(surface_of)
        placed = [(kind, rect.move(at), what) for stage, at in drawn for kind, rect, what in stage.placed]
        offset = (0, 0)
    else:
        stage = Recording(app.size, kinds)
        app.stack.draw(stage)
        placed = stage.placed
    veils = [i for i, (kind, _, _) in enumerate(placed) if kind == "veil"]
    shown = placed[veils[-1] + 1:] if veils else placed
    for element in app.ui.get_sprite_group().sprites():
        if type(element).__name__ == "UIButton" and element.visible:
            shown.append(("button", pygame.Rect(element.rect).move(-offset[0], -offset[1]), f"{element.text} (gui)"))
            if seen is not None and element.is_enabled:
                seen.buttons.append((pygame.Rect(element.rect), f"button {element.text!r}"))
                seen.texts.append((element.font.point_size, element.text))
    return shown


def covered(shown, stage=None) -> list[str]:
    """Buttons on texts or on other buttons, buttons across a panel's edge or off the stage, texts on texts."""
    buttons = [(rect, what) for kind, rect, what in shown if kind == "button"]
    stage = pygame.Rect((0, 0), legibility.STAGE) if stage is None else stage
    texts = [(rect.inflate(-2 * TEXT_SLACK, -2 * TEXT_SLACK), what) for kind, rect, what in shown if kind == "text"]
    panels = [rect for kind, rect, _ in shown if kind == "panel"]
    problems = [f"button {a!r} {ra} overlaps button {b!r} {rb}" for i, (ra, a) in enumerate(buttons)
                for rb, b in buttons[i + 1:] if ra.colliderect(rb)]
    problems += [f"button {b!r} {rb} covers text {w!r} {rw}" for rb, b in buttons for rw, w in texts
                 if rw.w > 0 and rw.h > 0 and rb.colliderect(rw)]
    problems += [f"button {b!r} {rb} straddles the edge of a panel {p}" for rb, b in buttons for p in panels
                 if rb.colliderect(p) and not p.contains(rb)]
    problems += [f"button {b!r} {rb} runs off the stage" for rb, b in buttons if not stage.contains(rb)]
    problems += [f"panel {a} and panel {b} overlap" for i, a in enumerate(panels) for b in panels[i + 1:]
                 if a.colliderect(b) and not a.contains(b) and not b.contains(a)]
    problems += [f"text {a!r} {ra} runs into text {b!r} {rb}" for i, (ra, a) in enumerate(texts)
                 for rb, b in texts[i + 1:] if a != b and ra.w > 0 and rb.w > 0 and ra.colliderect(rb)]  # a == b: a shadow
    return sorted(set(problems))


def out_of_panels(shown) -> list[str]:
    """Texts that begin on a panel and run past its edge (the set-up's seat hint past its panel at 720 × 1280)."""
    texts = [(rect, what) for kind, rect, what in shown if kind == "text" and rect.w > 0]
    panels = [rect for kind, rect, _ in shown if kind == "panel"]
    return sorted({f"text {what!r} {rect} runs out of its panel {panel}" for rect, what in texts for panel in panels
                   if panel.collidepoint(rect.topleft) and not panel.contains(rect)})


#: The shell's screens with a portrait arrangement (``Scene.tall``), each drawn at 720 × 1280 in both languages.
PORTRAIT_SCREENS = ["menu", "setup", "setup_fatfish_options", "settings", "rules", "statistics", "statistics_charts",
                    "ingame_menu", "ingame_log_said", "results", "cover", "pinpad", "gofish_reveal", "fugu_summary",
                    "fugu_solo_end", "namepad", "levelpicker", "replace_saved", "codepicker",
                    "replay"]
#: Screens that keep their 1280 × 720 panel, centred, on a portrait screen (it fills the width already): only
#: their sizes and what covers what are checked there.
BAND_HIGH = {"fugu_solo_end", "codepicker"}
#: Dialogs that stay dialogs on a portrait screen, made larger: every button a thumb's size (above the tap floor).
THUMB_DIALOGS = {"levelpicker", "replace_saved"}
THUMB = 88  # logical px: 50 physical at 720 × 1280
#: Screens whose portrait arrangement puts their controls at the screen's foot (the replay's bar under its table,
#: shown at its own size there — a picture, not noted here — not shrunk above a bar on the band).
AT_FOOT = {"replay"}


@pytest.mark.parametrize("name", PORTRAIT_SCREENS)
def test_a_portrait_panel_gets_the_shells_own_portrait_arrangement(name, tmp_path, monkeypatch):
    """At 720 × 1280, in German and in English, each shell screen with a portrait arrangement is laid out on the
    whole height (its texts and buttons span more than the 720 px band a landscape screen's stage would be),
    nothing covered, no text out of its panel, every button on the screen; their texts' and buttons' sizes are
    measured as on the 800 × 480 panel.  One app per screen, its language switched live."""
    from tests.ui.test_small_panels import Measured, overlapping, too_small

    app = open_shot(name, tmp_path / "home", window=(720, 1280), resized=False)  # (resizing: the tables' test)
    try:
        assert app.canvas == (1280, 2276)
        for lang in ("de", "en"):  # German first: the longer words ("Namen antippen, um einen neuen einzutippen …")
            app.update_settings(language=lang)
            assert t.lang == lang
            seen = Measured()  # the sizes noted from the same frame (a frame of measure()'s own cost as much)
            with rows_watched() as seen.rows:  # a paragraph's rows dropped or painted out of their box
                shown = record_frame(app, monkeypatch, whole=True, seen=seen)
            buttons = [rect for kind, rect, _ in shown if kind == "button"]
            assert buttons and any(kind == "text" for kind, _, _ in shown), "nothing measured"
            laid = [rect for kind, rect, _ in shown if kind in ("text", "button", "panel")]  # a panel: the charts'
            span = max(rect.bottom for rect in laid) - min(rect.top for rect in laid)
            if name in AT_FOOT:
                assert min(rect.top for rect in buttons) > app.canvas[1] * 4 // 5, "the controls are not at the foot"
                assert min(min(rect.size) for rect in buttons) >= THUMB, "the controls are not a thumb's size"
            elif name in THUMB_DIALOGS:
                smallest = min(min(rect.size) for rect in buttons)
                assert smallest >= THUMB, f"a button of the dialog is {smallest} px, not grown for a portrait screen"
            else:
                assert span > app.stage.h or name in BAND_HIGH, f"laid out on the band across the middle ({span} px)"
            problems = covered(shown, pygame.Rect((0, 0), app.canvas)) + out_of_panels(shown)
            problems += too_small(seen, 720 / 1280) + overlapping(seen) + seen.rows_problems()
            assert not problems, f"{name} at 720 × 1280 in {lang}:\n" + "\n".join(problems[:12])
    finally:
        app.close()


@pytest.fixture(scope="module", params=TABLES)
def table_moment(request, tmp_path_factory):
    """(name, app): the table's moment built once (an App, the game played to it, 20 frames) for all three
    sizes, its window resized live to each in turn as a player resizes a window — the same frame from
    scratch at each size (every cache of drawn text forgotten, laid out again), the same game moment."""
    app = open_shot(request.param, tmp_path_factory.mktemp("home"))
    try:
        yield request.param, app
    finally:
        app.close()


def moment(app) -> tuple:
    """What the table shows the human to decide on: the record so far and whose turn it is."""
    table = next(scene for scene in reversed(app.stack.scenes) if hasattr(scene, "match"))
    return len(table.match.record.actions), table.match.state.to_act()


@pytest.mark.parametrize("size", [*SIZES, *UPRIGHT_SIZES])
def test_no_button_covers_a_text_a_button_or_a_panels_edge(table_moment, size, monkeypatch):
    name, app = table_moment
    before = moment(app)
    table = next(scene for scene in reversed(app.stack.scenes) if hasattr(scene, "match"))

    def resized() -> None:  # laid out live for the new size, as the frame's relayout (its spies in)
        app.window_resized(WINDOWS[size])
        with undrawn(app):  # a frame after it, stepped: the frame drawn next is the one measured
            app.step(1 / 60)

    def upright() -> bool:  # a scene in its portrait arrangement (a table, or a dialog over a landscape table: 3:4)
        return any(app.stage_of(scene).size != app.stage.size for scene in app.stack.scenes)

    # measured on the whole canvas where a scene is laid out on it
    shown = record_frame(app, monkeypatch, whole=upright, lay_out=resized)
    upright = upright()
    assert tuple(app.display.window_size) == WINDOWS[size]
    assert moment(app) == before, "the game moved on while the window was resized"
    kinds = {kind for kind, _, _ in shown}
    assert {"text", "button"} <= kinds, f"nothing measured: {kinds}"
    if name not in ("fischen_round_summary", "fugu_summary", "fatfish_licences"):  # the corner's buttons are out
        assert table.coach.button_rect.w and context_help.shown(table) is not None, "no Pro tip or no '?'"
    problems = covered(shown, pygame.Rect((0, 0), app.canvas) if upright else None)
    assert not problems, f"{name} at {size}:\n" + "\n".join(problems[:12])


def _strips(lefts, width: int) -> list[int]:
    """How wide the part of each fanned card is that a finger picks it by: up to the next card, drawn over it."""
    return [b - a for a, b in zip(lefts, lefts[1:], strict=False)] + [width]


@pytest.mark.parametrize("size", ["800x480", "720x1280"])
def test_every_fanned_go_fish_stack_is_a_tap_wide(size):
    """Go Fish's widest hand (all thirteen ranks, two of each): every stack's tap rect is a tap wide — on a
    portrait panel in its upright arrangement, whose larger cards are drawn smaller for such a hand."""
    from fishgames.games.gofish import scene_layout as GL
    from fishgames.ui.display import canvas_for

    w, h = SIZES[size]
    scale = min(w / 1280, h / 720) if w > h else w / 1280
    geo = GL.portrait(canvas_for((w, h))) if h > w else GL.LANDSCAPE
    before = legibility.current
    legibility.apply(legibility.floors(scale))
    try:
        hand = tuple(rank * 4 + suit for rank in range(13) for suit in range(2))
        _, hits = geo.hand_layout(hand)
        narrow = {rank: rect.w for rank, rect in hits.items() if rect.w * scale < legibility.TAP_PX}
        assert len(hits) == 13 and not narrow, narrow
        assert geo.scale_of(hand[:8]) == geo.hand, "a short hand is not drawn at the arrangement's size"
    finally:
        legibility.apply(before)


@pytest.mark.parametrize("wide", [(), (3,), (2, 7)], ids=["plain", "a buoy", "two buoys"])
@pytest.mark.parametrize("cards", [11, 13])
def test_every_fanned_fischen_card_is_a_tap_wide_on_a_800x480_panel(cards, wide):
    """Fischen's fullest hands at the floors of a 800 × 480 panel (the hand fans on under the log there), with
    buoys or zeros whose words show whole: every card's strip is 44 physical px."""
    from fishgames.games.fischen import scene_layout as FL

    before = legibility.current
    legibility.apply(legibility.floors(800 / 1280))
    try:
        lefts = FL.hand_lefts(cards, wide)
        strips = _strips(lefts, FL.CARD[0])
        assert min(strips) * 800 / 1280 >= legibility.TAP_PX, strips
        assert FL.hand_rect().contains(pygame.Rect(lefts[0], FL.HAND.y, lefts[-1] + FL.CARD[0] - lefts[0], 1))
        assert not FL.log_rect().colliderect(FL.hand_rect()), "the log is drawn over the hand"
    finally:
        legibility.apply(before)


@pytest.mark.parametrize("wide", [(), (3,), (2, 7)], ids=["plain", "a buoy", "two buoys"])
@pytest.mark.parametrize("cards", [11, 13])
def test_every_fanned_fischen_card_is_a_tap_wide_upright_on_a_720x1280_panel(cards, wide):
    """Fischen's fullest hands in the upright arrangement at the floors of a 720 × 1280 panel (larger cards across
    the whole width): every card's strip is 44 physical px, the fan inside the hand's place at the screen's foot."""
    from fishgames.games.fischen import scene_layout as FL
    from fishgames.ui.display import canvas_for

    before = legibility.current
    legibility.apply(legibility.floors(720 / 1280))
    try:
        places = FL.upright(canvas_for((720, 1280)))
        lefts = places.hand_lefts(cards, wide)
        strips = _strips(lefts, places.CARD[0])
        assert min(strips) * 720 / 1280 >= legibility.TAP_PX, strips
        assert places.hand_rect().contains(pygame.Rect(lefts[0], places.HAND_TOP, lefts[-1] + places.CARD[0] - lefts[0], 1))
        assert places.HAND_TOP + places.CARD[1] <= places.H and places.CARD[0] > FL.CARD[0], "not large at the foot"
    finally:
        legibility.apply(before)


@pytest.mark.parametrize("size", ["1280x720", *SIZES])
@pytest.mark.parametrize("dice", range(1, 8))
def test_every_lure_adjust_button_is_a_tap_inside_the_rack(dice, size):
    """Lure's Adjust rack with one to seven dice (five d6, the d12, the d20): each die's +1 and −1 are a tap
    large, inside the rack, apart from every other, and the dice between them stay legible (≥ 40 logical px);
    on a portrait panel in the upright arrangement, whose rack is the whole width along the foot."""
    from fishgames.games.lure import scene_layout as LL
    from fishgames.ui.display import canvas_for

    w, h = (int(v) for v in size.split("x"))
    before = legibility.current
    legibility.apply(legibility.floors(min(w / 1280, h / 720)))
    places = LL.upright(canvas_for((w, h))) if h > w else LL
    scale = w / places.W
    try:
        rects = [rect for i in range(dice) for rect in places.adjust_buttons(i, dice)]
        outside = [rect for rect in rects if not places.RACK.contains(rect)]
        small = [rect for rect in rects if min(rect.size) * min(scale, 1) < legibility.TAP_PX]
        touching = [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.colliderect(b)]
        assert not outside and not small and not touching, (outside, small, touching)
        assert places.adjust_die_size() >= 40
    finally:
        legibility.apply(before)


@pytest.mark.parametrize("size", ["800x480", "1024x600", "720x1280"])
def test_every_card_of_your_fugu_reef_is_drawn_a_tap_wide(size, tmp_path, monkeypatch):
    """Your Fugu reef on a small panel: each of its 18 cards — the thing a finger aims at — is drawn at least
    44 physical px wide (the tiles your row is painted from), and each slot's tap column is as wide; on a portrait
    panel (the reef in two rows of nine) at least 64 (one row of 18 across its width drew them 37 px wide)."""
    from fishgames.games.fugu import scene_draw as fugu_draw
    from fishgames.ui import sprites

    app = open_shot("fugu_swap_preview", tmp_path / "home", window=SIZES[size])
    try:
        w, h = SIZES[size]
        scale = min(w / 1280, h / 720) if w > h else w / 1280
        least = legibility.TAP_PX if w > h else 64
        table = next(scene for scene in reversed(app.stack.scenes) if hasattr(scene, "match"))
        real_image = sprites.image
        tiles: list[tuple[int, int]] = []

        def noting(kind, tile, *params, **options):
            if kind in ("fugu_tile", "back"):
                tiles.append(tuple(tile))
            return real_image(kind, tile, *params, **options)

        monkeypatch.setattr(sprites, "image", noting)
        fugu_draw._row_image.cache_clear()
        app.draw()
        own = [tile for tile in tiles if tile[1] == table.slot_rect(table.bottom, 0).h]
        assert len(own) >= 18, f"your reef's tiles were not drawn: {tiles[:6]}"
        narrow = sorted({tile for tile in own if tile[0] * scale < least})
        columns = [rect.w for rect in table.slot_hits().values() if rect.w * scale < least]
        assert not narrow and not columns, (narrow, columns)
    finally:
        app.close()


@pytest.mark.parametrize("size", ["800x480", "720x1280"])
def test_a_saved_games_new_game_pill_is_a_tap_tall_under_its_title(size):
    """On a saved game's menu tile "New game" is a target of its own (a tap elsewhere resumes the game): at the
    floors of a 800 × 480 and a portrait 720 × 1280 panel it is 44 physical px tall, inside its tile, and clear of
    the game's title and of "Continue" above it."""
    from fishgames.ui.scenes.menu import tile_pills, tile_places

    w, h = SIZES[size]
    scale = min(w / 1280, h / 720) if w > h else w / 1280
    pygame.font.init()  # the tiles' pictures give up room for their pitches, measured (``menu.art_given_up``)
    before = legibility.current
    legibility.apply(legibility.floors(scale))
    try:
        names = ["fischen", "fatfish", "lure", "fugu", "gofish"]
        canvas = (1280, round(1280 * h / w)) if h > w else (round(720 * w / h), 720)
        tiles, art_h, _ = tile_places(names, canvas if h > w else (1280, 720), portrait=h > w)
        for rect in tiles.values():
            pills = tile_pills(rect, True, portrait=h > w)
            new, resume = pills["new"], pills["continue"]
            assert new.h * scale >= legibility.TAP_PX - 1e-9, (size, new)
            assert rect.contains(new) and not new.colliderect(resume), (rect, new, resume)
            assert resume.top >= rect.y + art_h + 56, "Continue runs into the game's title"
    finally:
        legibility.apply(before)


def _upright_places(game: str, L):  # noqa: N803 - the game's places, upright
    """The places a player needs on ``game``'s upright table (``L``: its arrangement), each to lie apart from the
    others: the seats, the middle's panels and groups, your plate, hand or rack, the prompt's band."""
    if game == "gofish":
        seats = pygame.Rect(L.PLATE_ROW.x, L.PLATE_Y, L.PLATE_ROW.w, L.HINT_Y + 2 * L.HINT_ROW - L.PLATE_Y)
        from fishgames.games.gofish.look import HAND_CARD

        lucky = pygame.Rect(0, 0, round(HAND_CARD[0] * 1.1), round(HAND_CARD[1] * 1.1))  # a lucky fish at STAGE
        lucky.center = L.STAGE
        return {"seats": seats, "books": pygame.Rect(L.BOOK_X, L.BOOK_Y, 13 * L.SLOT_STEP, L.SLOT[1]),
                "pond": L.POND, "lucky fish": lucky, "log": L.LOG_RECT, "own": L.OWN_PLATE,
                "prompt": pygame.Rect(0, L.PROMPT_Y - 24, L.W, 48),
                "hand": pygame.Rect(0, L.HAND_Y - L.card[1] // 2, L.W, L.card[1])}
    if game == "fischen":
        group = pygame.Rect(L.CENTER.x, L.CHIPS_Y - 30, L.CENTER.w, L.BUTTONS.bottom - L.CHIPS_Y + 30)
        return {"plates": L.TOP, "left": L.LEFT, "score": L.SCORE, "log": L.LOG, "trick": group, "own": L.OWN,
                "hand": L.HAND}
    if game == "fatfish":
        rows = L.lane(0).unionall([L.lane(1), L.lane(2)])
        hand = pygame.Rect(L.OWN.right, L.HAND_TOP - L.PICK_RAISE, L.W - L.OWN.right, L.H - L.HAND_TOP + L.PICK_RAISE)
        ask = legibility.tap_rect(L.HELP_AT, pygame.Rect(0, 0, L.W, L.H))
        ask.top = L.HELP_AT[1]  # grown down, as ``context_help.button_rect`` grows it
        return {**{f"plate {seat}": rect for seat, rect in L.plates(6, 0).items()}, "reserve": L.RESERVE,
                "licences": L.LICENCES, "log": L.LOG_WITH_LICENCES, "rows": rows, "own": L.OWN, "hand": hand,
                "?": ask}
    if game == "fugu":
        sand = pygame.Rect(0, L.BADGE_Y - 22, L.W, L.H - L.BADGE_Y + 22)  # your reef's bed
        switch = max(L.SIDE_SWITCH[1], legibility.current.tap)
        return {"market": L.TRAY, "own": L.OWN_PLATE, "stop": L.pass_button(), "log": L.LOG_RECT,
                "prompt": pygame.Rect(0, L.PROMPT_Y - 24, L.W, L.ACTION_Y + switch - L.PROMPT_Y + 24), "reef": sand}
    plates = L.others_rects(5, 0)
    return {**{f"plate {seat}": rect.union(L.strip_rect(rect)) for seat, rect in plates.items()}, "water": L.POOL,
            "tray": L.TRAY, "round": L.ROUND, "piles": L.PILES, "discard": L.DISCARD, "log": L.LOG,
            "prompt": pygame.Rect(0, L.PROMPT_Y - 26, L.W, 52), "own": L.OWN, "pile": L.OWN_PILE, "panel": L.PANEL,
            "rack": L.RACK}


def _not_apart(places: dict, canvas) -> list[str]:
    """The places (``_upright_places``) that run into each other or off the ``canvas``."""
    screen = pygame.Rect((0, 0), canvas)
    problems = [f"{a} {ra} runs into {b} {rb}" for i, (a, ra) in enumerate(places.items())
                for b, rb in list(places.items())[i + 1:] if ra.colliderect(rb)]
    return problems + [f"{name} {rect} leaves the screen" for name, rect in places.items() if not screen.contains(rect)]


@pytest.mark.parametrize("size", [*UPRIGHT_SIZES, "720x1280"])
@pytest.mark.parametrize("game", ["lure", "gofish", "fischen", "fatfish", "fugu"])
def test_a_tables_upright_places_lie_apart_wherever_it_is_laid_out_upright(game, size):
    """Each table on an upright screen of every shape (3:4 to 9:16), as the app lays it out there (``App.stage_of``):
    in its upright arrangement only where that keeps its places apart — the seats, the water, the log, your plate,
    your hand and the prompt each in its own room, on the screen — else on the landscape stage (a 3:4 screen ran
    Lure's plate over its log and Fischen's trick over your hand).  At each size's floors."""
    from types import SimpleNamespace

    from fishgames.ui import display, games
    from fishgames.ui.app import App

    w, h = WINDOWS[size]
    canvas = display.canvas_for((w, h))
    table = games.scene_class(game)
    where = App.stage_of(SimpleNamespace(canvas=canvas, stage=display.stage_rect(canvas)),
                         SimpleNamespace(hosted=None, tall=table.tall, upright_least_h=table.upright_least_h))
    if where.size != canvas:
        assert where.size == display.STAGE, where  # the landscape table across the middle
        return
    before = legibility.current
    legibility.apply(legibility.floors(w / 1280))
    try:
        if game == "gofish":  # (its places are functions of a Geometry, not a layout module's names)
            from fishgames.games.gofish.scene_layout import portrait as arranged
        else:
            arranged = table.layout_module.upright
        problems = _not_apart(_upright_places(game, arranged(canvas)), canvas)
        assert not problems, f"{game} at {size} (canvas {canvas}):\n" + "\n".join(problems)
    finally:
        legibility.apply(before)


@pytest.mark.parametrize("game", ["lure", "fugu"])
def test_lure_and_fugu_are_laid_out_upright_on_a_3_4_screen(game):
    """A 3:4 portrait screen (768 × 1024, a tablet held upright) gets Lure's and Fugu's upright arrangements — the
    whole screen, not the landscape stage in a band — their rows giving way (Lure's compact one, Fugu's log); the
    test above checks their places lie apart there."""
    from fishgames.ui import display, games

    canvas = display.canvas_for((768, 1024))
    assert display.upright(canvas, games.scene_class(game).upright_least_h), (canvas, games.scene_class(game).upright_least_h)


def test_go_fish_is_laid_out_upright_on_a_3_4_screen():
    """Go Fish too, in its compact arrangement (the log beside the pond and your plate): on main it needed 1,993
    px and showed its landscape table in a band at 3:4.  Its places lie apart there at UI scale 1.5 too (the
    corner's bar at the largest tap)."""
    from fishgames.games.gofish.scene_layout import portrait
    from fishgames.ui import display

    test_lure_and_fugu_are_laid_out_upright_on_a_3_4_screen("gofish")
    canvas = display.canvas_for((768, 1024))
    before = legibility.current
    legibility.apply(legibility.floors(768 / 1280, 1.5))
    try:
        problems = _not_apart(_upright_places("gofish", portrait(canvas)), canvas)
        assert legibility.current.tap == legibility.MAX_TAP and not problems, problems
    finally:
        legibility.apply(before)


def test_fischen_is_laid_out_upright_on_a_3_4_screen():
    """Fischen too, in its compact arrangement (``fischen.scene_layout.UPRIGHT_COMPACT``: the score track and log as
    tall as the sea's column, your plate nearer your hand, the trick a little larger than your hand's cards): on
    main a 3:4 screen showed its landscape table in a band at 0.6 with empty sea above and below."""
    test_lure_and_fugu_are_laid_out_upright_on_a_3_4_screen("fischen")


def test_fat_fish_is_laid_out_upright_on_a_3_4_screen():
    """Fat Fish too: its rows give way on a 3:4 screen (its compact arrangement: the rows smaller, the reserve,
    licences and log in a column beside them), and its places lie apart there at the largest floors a 3:4 screen
    has (UI scale 1.5: 24 px text, 79 px taps), not only at the UI scale 1 ones the test above checks."""
    from fishgames.games.fatfish import scene_layout
    from fishgames.ui import display

    test_lure_and_fugu_are_laid_out_upright_on_a_3_4_screen("fatfish")
    canvas = display.canvas_for((768, 1024))
    before = legibility.current
    legibility.apply(legibility.floors(768 / 1280, 1.5))
    try:
        problems = _not_apart(_upright_places("fatfish", scene_layout.upright(canvas)), canvas)
        assert legibility.current.tap == legibility.MAX_TAP and not problems, problems
    finally:
        legibility.apply(before)


@pytest.mark.parametrize("size", ["768x1024", "720x1280"])
def test_fat_fishs_upright_question_mark_is_clear_of_the_rows_while_a_row_is_taken(size, tmp_path):
    """While you take a row, Fat Fish's "?" on an upright screen lies clear of the take panel and of all three rows
    (where the stage puts it, under the panel, it lay on row 3's first card on a 3:4 screen): as drawn, at the
    size's floors."""
    from fishgames.ui import context_help

    app = open_shot("fatfish_take_choice", tmp_path / "home", window=WINDOWS[size])
    try:
        table = next(scene for scene in reversed(app.stack.scenes) if hasattr(scene, "match"))
        ask = context_help.shown(table)
        assert table.decision() == "take" and table.L.H > 720 and ask is not None, (table.decision(), table.L.H)
        places = {"take panel": table.L.TAKE, **{f"row {row + 1}": table.L.lane(row) for row in range(table.L.ROWS)}}
        assert not [name for name, rect in places.items() if rect.colliderect(ask)], (ask, places)
    finally:
        app.close()


def set_ups(tmp_path, size, kiosk: bool, ui_scale: float, every_row: bool = False):
    """(game, humans, app, scene): each game's set-up in an app of a window of ``size``, one human seated and two (the
    options it shows differ: take back is offered to one human among computers), built again for each;
    ``every_row``: every seat of the game's most filled."""
    from fishgames.storage import Storage
    from fishgames.ui import games
    from fishgames.ui.app import App
    from fishgames.ui.scene import Pop, Push
    from fishgames.ui.scenes.setup import SetupScene

    app = App(windowed=True, kiosk=kiosk, storage=Storage(tmp_path), bot_workers=False, disk_thread=False,
              window=size, ui_scale=ui_scale)
    try:
        for game in games.menu_games():
            scene = SetupScene(app, game)
            app.stack.apply(Push(scene))
            for humans in (1, 2):
                if every_row:
                    scene.seats = [scene._new_seat(i, "human" if i < humans else "bot")
                                   for i in range(scene.spec.max_players)]
                else:
                    scene.seats[1] = scene._new_seat(1, "human" if humans == 2 else "bot")
                scene.build()
                yield game, humans, app, scene
            app.stack.apply(Pop())
    finally:
        app.close()


@pytest.mark.parametrize("ui_scale", [1.0, 1.5])
@pytest.mark.parametrize("kiosk", [True, False], ids=["kiosk", "desktop"])
@pytest.mark.parametrize("size", UPRIGHT_SIZES.values(), ids=UPRIGHT_SIZES.keys())
def test_every_set_ups_start_is_whole_on_a_portrait_screen(size, kiosk, ui_scale, tmp_path):
    """Each game's set-up on a portrait screen, one human seated and two: laid out upright where its most seats and
    options leave Start whole above the screen's foot, else on the stage — Start inside the place it is laid out in
    either way.  On main a 3:4 screen put Fischen's, Fat Fish's, Lure's and Go Fish's Start under its foot (Fat
    Fish's at 2,096 of 1,707 logical px), and a desktop's 800 × 1280 Fat Fish's too; every rotated kiosk panel
    taller than 3:4 keeps every set-up upright at UI scale 1."""
    problems = []
    for game, humans, app, scene in set_ups(tmp_path, size, kiosk, ui_scale):
        place = app.stage_of(scene)
        start = scene.places.start
        if not pygame.Rect((0, 0), place.size).contains(start):
            problems.append(f"{game}, {humans} human(s): Start {start} out of {place.size}")
        if kiosk and ui_scale == 1.0 and size != (768, 1024) and not scene.portrait:
            problems.append(f"{game}: laid out on the stage on a kiosk panel at {size}")
    assert not problems, problems


@pytest.mark.parametrize("kiosk", [True, False], ids=["kiosk", "desktop"])
def test_every_set_up_is_upright_on_a_3_to_4_screen(kiosk, tmp_path):
    """At 768 × 1024 (UI scale 1) each game's set-up, one human seated and two, every row filled, is laid out upright
    — the compact arrangement where the roomy one's Start would leave the screen — its buttons apart, on the screen
    and at least the tap floor tall (``_not_apart``).  On main four games' set-ups showed the landscape one on the
    stage there."""
    problems = []
    for game, humans, app, scene in set_ups(tmp_path, (768, 1024), kiosk, 1.0, every_row=True):
        if not scene.portrait:
            problems.append(f"{game}, {humans} human(s): laid out on the stage")
            continue
        buttons = {f"{key}": pygame.Rect(button.rect) for key, button in scene.widgets.items()}
        problems += [f"{game}, {humans} human(s): {p}" for p in _not_apart(buttons, app.canvas)]
        problems += [f"{game}, {humans} human(s): {key} {rect} under the tap floor" for key, rect in
                     buttons.items() if min(rect.size) < legibility.current.tap]
    assert not problems, problems
