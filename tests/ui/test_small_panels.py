"""Small touch panels are playable: on a 7-inch 800 × 480 panel every text drawn is at least 12 physical pixels
high (its font size) and every button at least 44 physical pixels on its shorter side, and the Settings row and
``--ui-scale`` make them larger.  Measured, not assumed: each screen is built as ``tools/screenshots.py`` builds
it, the window made 800 × 480 (laid out again live), every cache of drawn text forgotten, and one frame drawn
with fonts that note every text they render; the buttons are pygame-gui's and the tables' drawn ones."""

from __future__ import annotations

from functools import lru_cache

import pygame
import pytest

from fishgames.paths import asset
from fishgames.storage import Storage
from fishgames.ui import legibility, theme, widgets
from fishgames.ui.app import App
from tests.screenshot_shots import screenshot_shots, screenshot_tool
from tests.ui.art_once import art_drawn_once
from tests.ui.cut_spy import rows_watched
from tests.ui.unpainted import drawn_once_at_the_end, unpainted

PANEL = (800, 480)
SCALE = 800 / 1280  # the canvas of a 800 × 480 panel is 1280 × 768



SHOTS = screenshot_shots()


def _more_screens() -> dict:
    """Screens the screenshot tool has no shot of, made as the set-up and the menu make them."""
    from fishgames.ui.scenes.levelpicker import LevelPickerScene
    from fishgames.ui.scenes.namepad import NamePadScene
    from fishgames.ui.scenes.replace_saved import ReplaceSavedScene
    from fishgames.ui.scenes.replay import ReplayScene
    from fishgames.ui.scenes.setup import SetupScene
    from tests.replay.helpers import finished_record

    # over the set-up, where they open (the menu's tiles are not drawn again under them: a cheaper frame)
    return {"namepad": lambda app, game: [SetupScene(app, game), NamePadScene(app, 0, "Anna", ["Ben", "Cara", "Dora"])],
            "levelpicker": lambda app, game: [SetupScene(app, game), LevelPickerScene(app, game, 1, "normal")],
            "replace_saved": lambda app, game: [SetupScene(app, game), ReplaceSavedScene(app, game, lambda: None)],
            "replay": lambda app, game: [ReplayScene(app, finished_record("gofish"))]}


BUILDERS = {**SHOTS, **_more_screens()}
#: Every shell screen, and each table at a moment with its buttons out.
SCREENS = ["menu", "setup", "setup_fatfish_options", "settings", "namepad", "levelpicker", "replace_saved",
           "codepicker", "pinpad", "statistics", "rules", "cover", "results",
           "ingame_menu", "gofish_easy", "fischen_named_colour", "fischen_round_summary", "lure_adjust",
           "fugu_swap_preview", "fatfish_multi_card"]


class Measured:
    def __init__(self):
        self.texts: list[tuple[int, str]] = []  # (font size in logical px, the text)
        self.buttons: list[tuple[pygame.Rect, str]] = []
        self.rows: list[tuple[str, str]] = []  # paragraphs' rows dropped or painted out of their box (rows_watched)

    def rows_problems(self) -> list[str]:
        return [f"rows of {text!r}: {what}" for text, what in self.rows]


def measure(app: App, monkeypatch) -> Measured:
    """Draw one frame from scratch with fonts that note what they render, and list the buttons on screen."""
    seen = Measured()

    class Noting(pygame.font.Font):
        def render(self, text, *args, **kwargs):
            if str(text).strip():
                seen.texts.append((self.point_size, str(text)))
            return super().render(text, *args, **kwargs)

    @lru_cache(maxsize=64)
    def noting_font(size: int, bold: bool) -> pygame.font.Font:
        return Noting(str(asset(theme.FONT_BOLD if bold else theme.FONT_REGULAR)), size)

    real_picture = widgets._button_picture

    def noting_picture(size, label, *args):
        seen.buttons.append((pygame.Rect((0, 0), size), f"table button {label!r}"))
        return real_picture(size, label, *args)

    monkeypatch.setattr(theme, "font_at", noting_font)
    monkeypatch.setattr(widgets, "_button_picture", noting_picture)
    legibility.forget_drawn_text()
    with rows_watched() as seen.rows:
        app.relayout()
        app.toasts.clear()
        app.draw()
    for element in app.ui.get_sprite_group().sprites():
        if type(element).__name__ == "UIButton" and element.visible and element.is_enabled:
            seen.buttons.append((pygame.Rect(element.rect), f"button {element.text!r}"))
            seen.texts.append((element.font.point_size, element.text))
    return seen


def open_shot(name: str, home, window=None, ui_scale=None, resized: bool = True, lang: str = "en") -> App:
    """The shot ``name`` in a window of ``window`` (None: 1280 × 720): put up at 1280 × 720 and the window then
    resized live, as a player resizes one; ``resized=False``: the app started in a window of that size (as one
    left at that size starts), for checks of the screen at a size, not of the way there."""
    app = App(windowed=True, lang=lang, storage=Storage(home), bot_workers=False, disk_thread=False,
              ui_scale=ui_scale, window=None if resized else window)
    app.update_settings(animation_speed="instant")
    # Frames that only reach the moment, each picture of art drawn once a process (``measure`` forgets it all
    # and draws it anew: it notes the art's texts too).
    with art_drawn_once():
        with unpainted(app), drawn_once_at_the_end(app):  # no check of these modules reads a pixel
            screenshot_tool().put_up(app, BUILDERS[name](app, "fischen"))
            for _ in range(20):
                app.step(1 / 60)
        if window is not None and resized:
            app.window_resized(window)
            app.step(1 / 60)
    return app


def too_small(seen: Measured, scale: float) -> list[str]:
    texts = sorted({(size, text) for size, text in seen.texts if size * scale < legibility.TEXT_PX - 1e-9})
    buttons = [(rect, what) for rect, what in seen.buttons if min(rect.size) * scale < legibility.TAP_PX - 1e-9]
    return ([f"text {text!r} at {size} px = {size * scale:.1f} physical" for size, text in texts[:8]]
            + [f"{what} {rect.size} = {min(rect.size) * scale:.1f} physical" for rect, what in buttons[:8]])


def overlapping(seen: Measured) -> list[str]:
    """pygame-gui buttons that overlap one another (a tap between them would be a guess)."""
    placed = [(rect, what) for rect, what in seen.buttons if what.startswith("button")]
    return [f"{a[1]} {a[0]} overlaps {b[1]} {b[0]}" for i, a in enumerate(placed) for b in placed[i + 1:]
            if a[0].colliderect(b[0])]


#: Buttons this far apart at least: a tap between two is not a guess.
GAP = 3
#: A label's line (its whole box: as wide as its words, as tall as its font's line) never overlaps a button, and
#: ends this far from one beside it: "Symbole für Farbenblinde" ran into its row's first button.
LABEL_GAP = 12


def crowded(seen: Measured) -> list[str]:
    """pygame-gui buttons closer than :data:`GAP` to one another (overlapping, or edge to edge)."""
    placed = [(rect, what) for rect, what in seen.buttons if what.startswith("button")]
    return [f"{a[1]} {a[0]} within {GAP} px of {b[1]} {b[0]}" for i, a in enumerate(placed) for b in placed[i + 1:]
            if a[0].inflate(2 * GAP, 2 * GAP).colliderect(b[0])]


def labels_under_buttons(app: App, monkeypatch) -> list[str]:
    """The pygame-gui buttons that a text of the top scene's own (a label, a note, a title) lies under or touches
    (its box within :data:`LABEL_GAP` px beside it): the scene drawn twice, its texts rendered as they are and as solid boxes (each a
    line's whole box: its width and its line's height), and the pixels under each button compared.  Only the top
    scene draws (an overlay's buttons over the dimmed scene below are meant to be); pygame-gui's own labels are
    not drawn here."""
    boxes = [False]

    class Boxed(pygame.font.Font):
        def render(self, text, *args, **kwargs):
            picture = super().render(text, *args, **kwargs)
            if boxes[0] and str(text).strip():
                picture = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
                picture.fill((255, 0, 255, 255))
            return picture

    @lru_cache(maxsize=64)
    def boxed_font(size: int, bold: bool) -> pygame.font.Font:
        return Boxed(str(asset(theme.FONT_BOLD if bold else theme.FONT_REGULAR)), size)

    monkeypatch.setattr(theme, "font_at", boxed_font)
    frames = []
    for boxes[0] in (False, True):
        legibility.forget_drawn_text()
        app.relayout()
        scene = app.stack.top
        app.screen.fill((0, 0, 0))  # an overlay dims what it is drawn on: the same ground both times
        scene.draw(app.surface_of(scene))
        frames.append(app.screen.copy())
    legibility.forget_drawn_text()
    plain, boxed = frames
    canvas = plain.get_rect()
    found = []
    for element in app.ui.get_sprite_group().sprites():
        if type(element).__name__ == "UIButton" and element.visible:
            around = pygame.Rect(element.rect).inflate(2 * LABEL_GAP, 0).clip(canvas)
            if pygame.image.tobytes(plain.subsurface(around), "RGB") != \
                    pygame.image.tobytes(boxed.subsurface(around), "RGB"):
                found.append(f"a text under or touching button {element.text!r} {element.rect}")
    return found


@pytest.fixture(scope="module")
def on_panel(request, tmp_path_factory):
    """(name, app): the screen ``request.param`` opened once on a 800 × 480 panel for every test of this module
    that looks at it there (its sizes, and the places its moves are tapped): they only draw it, never step it.
    The app starts in that window (the screens drawn before the window shrank: the tests below that say so)."""
    app = open_shot(request.param, tmp_path_factory.mktemp("home"), window=PANEL, resized=False)
    try:
        yield request.param, app
    finally:
        app.close()


@pytest.mark.parametrize("on_panel", SCREENS, indirect=True)
def test_every_text_and_button_is_large_enough_on_a_800x480_panel(on_panel, monkeypatch):
    name, app = on_panel
    assert app.canvas == (1280, 768)
    seen = measure(app, monkeypatch)
    assert seen.texts and seen.buttons, "nothing measured: the frame drew no text or no button"
    off_stage = [f"{what} {rect} leaves the stage {app.stage}" for rect, what in seen.buttons
                 if what.startswith("button") and not app.stage.contains(rect)]
    problems = too_small(seen, SCALE) + overlapping(seen) + off_stage + seen.rows_problems()
    assert not problems, f"{name} at 800 × 480:\n" + "\n".join(problems)


def smallest(seen: Measured) -> tuple[int, int]:
    """The smallest font size and the smallest button side measured."""
    return min(size for size, _ in seen.texts), min(min(rect.size) for rect, _ in seen.buttons)


def test_the_settings_row_makes_text_and_buttons_larger(tmp_path, monkeypatch):
    from fishgames.ui import drive

    app = open_shot("settings", tmp_path / "home")
    try:
        before = smallest(measure(app, monkeypatch))
        assert before == (18, 56), "at 1280 × 720, 100 %, the theme's own sizes"
        scene = app.stack.top
        drive.tap(app, scene.widgets[("ui_scale", 1.5)])
        assert app.settings.ui_scale == 1.5, "the tap on 150 % did not set the UI scale"
        assert app.storage.load_settings()[0].ui_scale == 1.5, "the UI scale was not saved for the next start"
        text, tap = smallest(measure(app, monkeypatch))
        assert text >= 18 and tap >= 66, (text, tap)  # 12 and 44 physical, times 1.5
        assert (text, tap) != before
        assert app.stack.top.widgets[("ui_scale", 1.5)].is_selected
    finally:
        app.close()


@pytest.mark.parametrize("name", ["menu", "gofish_easy"])
def test_ui_scale_from_the_command_line_makes_text_and_buttons_larger(name, tmp_path, monkeypatch):
    plain = open_shot(name, tmp_path / "plain")
    try:
        before = smallest(measure(plain, monkeypatch))
    finally:
        plain.close()
    larger = open_shot(name, tmp_path / "larger", ui_scale=1.5)
    try:
        text, tap = smallest(measure(larger, monkeypatch))
    finally:
        larger.close()
    assert before[0] < 18 <= text and tap >= 66, (before, (text, tap))
    assert tap > before[1] or before[1] >= 66, (before, (text, tap))


@pytest.mark.parametrize("value", ["3", "0.5", "big", "nan", "", "-1"])
def test_a_bad_ui_scale_on_the_command_line_is_a_clear_message(value, capsys):
    from fishgames.app import main

    assert main(["--ui-scale", value]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--ui-scale" in err and ("from 1 to 2" in err or "von 1 bis 2" in err), err


@pytest.mark.parametrize("value, scale", [("1.25", 1.25), ("150%", 1.5), ("2", 2.0), (" 1 ", 1.0)])
def test_a_good_ui_scale_is_read(value, scale):
    from fishgames.settings import ui_scale

    assert ui_scale(value) == scale


#: Table moments where the viewer has moves to make, and the places they are tapped (the coach's ``targets``,
#: which the tables' own hit tests share: cards, seats, dice, lures, buttons).
MOVES = ["gofish_easy", "fischen_pass_left", "lure_cast_choice", "lure_adjust", "fatfish_multi_card",
         "fugu_swap_preview"]


@pytest.mark.parametrize("on_panel", MOVES, indirect=True)
def test_every_place_a_move_is_tapped_is_large_enough_on_a_800x480_panel(on_panel):
    from fishgames.ui.coach import coach_module

    name, app = on_panel
    table = next(scene for scene in reversed(app.stack.scenes) if hasattr(scene, "match"))
    app.draw()
    assert table.viewer is not None
    places = [(pygame.Rect(rect), type(action).__name__)
              for action in table.match.state.legal_actions(table.viewer)
              for rect in coach_module(table.spec.name).targets(table, action)]
    assert places, f"{name}: no move to tap"
    if name.startswith("fugu_"):  # a slot's tap counts in its whole column, one reef pitch wide
        places += [(rect, "Swap (the slot's column)") for rect in table.slot_hits().values()]
        assert table.slot_hits(), "no face-down slot to tap"
    small = sorted({(rect.size, what) for rect, what in places if min(rect.size) * SCALE < legibility.TAP_PX})
    assert not small, f"{name} at 800 × 480, places to tap smaller than 44 physical px: {small[:6]}"


def test_a_small_screens_pictures_are_kept_on_disk_apart(monkeypatch):
    """The menu's tiles are kept on disk across starts; one drawn with a 800 × 480 panel's larger text (the
    numbers on its cards) is another file, so a 1280 × 720 start never shows it, nor the panel an older one."""
    from fishgames.ui import art_cache

    stems = {}
    for floor in (0, 12, 16, 20, 24):
        monkeypatch.setattr(theme, "text_floor", floor)
        stems[floor] = art_cache.stem("tile", (224, 150), ("fischen",))
    assert stems[0] == stems[12] == stems[16], "a floor under every size of the theme changes no picture"
    assert len({stems[16], stems[20], stems[24]}) == 3


def test_a_text_the_floor_keeps_from_shrinking_is_cut_to_its_box():
    """``fitted`` shrinks a text to its width; where the floor stops it (a 800 × 480 panel: 20 px) a text still
    too wide is cut with an ellipsis, not run over its box (Lure's "Tap a fish" line ran off its panel)."""
    from fishgames.ui.text import fitted

    pygame.font.init()
    line = "Tap a fish: what it needs to be caught"
    try:
        legibility.apply(legibility.floors(800 / 1280))
        cut_line = fitted(line, 16, 300, theme.MUTED)
        assert cut_line.get_width() <= 300 and cut_line.get_height() >= theme.font(20).get_height()
    finally:
        legibility.apply(legibility.NONE)
    whole = fitted(line, 16, 300, theme.MUTED)  # no floor: shrunk to 16 and no further, never cut
    assert whole.get_width() > 300


def test_floors_per_screen_and_ui_scale():
    floors = legibility.floors
    assert floors(800 / 1280) == legibility.Floors(20, 71)  # 12 and 44 physical px at 0.625
    assert floors(0.8) == legibility.Floors(15, 55)  # 1024 × 600
    assert floors(1.0).text < 16 and floors(1.0).tap < 48  # under the theme's sizes: 1280 × 720 unchanged
    assert floors(1.5) == floors(1.0) == floors(3.0)  # a TV counts as the stage: watched from further away
    assert floors(1.5, 1.5) == legibility.Floors(18, 66)  # so the UI scale makes a TV's text larger too
    assert floors(0.625, 1.5) == legibility.Floors(legibility.MAX_TEXT, legibility.MAX_TAP)  # the layouts' limit


@pytest.mark.parametrize("name", ["fischen_named_colour", "fatfish_multi_card"])
def test_a_log_wrapped_before_the_window_shrank_is_wrapped_again_for_the_larger_type(name, tmp_path):
    app = open_shot(name, tmp_path / "home")
    try:
        table = next(scene for scene in reversed(app.stack.scenes) if hasattr(scene, "match"))
        log = table.log_panel
        app.draw()  # wrapped for 18 px at 1280 × 720
        app.window_resized(PANEL)
        app.step(1 / 60)
        rows = log._rows()
        assert len(rows) > 5
        too_wide = [row for row in rows if theme.font(theme.SMALL).size(row)[0] > log._text_width()]
        assert not too_wide, f"rows wider than the log at 20 px: {too_wide[:3]}"
    finally:
        app.close()


def test_a_fischen_card_drawn_before_the_window_shrank_shows_its_words_at_the_panels_floor():
    """A buoy's and a zero's words are drawn on the card: a table that showed them at 1280 × 720 and is then made
    800 × 480 shows them again drawn at the panel's floor (its own keeping of the faces drawn at 1280 × 720 showed
    "1 Karte nach links" on a played buoy in the desk's type, under 12 physical px)."""
    from fishgames.games.fischen.scene import FischenTable
    from fishgames.games.fischen.scene_cards import face_spec, render_face
    from tests.ui.driver import running_app, start_table

    with running_app() as app:
        table = start_table(app, "fischen", FischenTable)
        words = ["left", "b0"]  # "1 Karte nach links", and a zero's label
        desk = {code: pygame.image.tobytes(table.face(code), "RGBA") for code in words}
        app.window_resized(PANEL)
        app.step(1 / 60)
        assert theme.text_floor == 20
        for code in words:
            _, size, *params = face_spec(code, table.L.CARD)
            on_panel = pygame.image.tobytes(render_face(size, *params), "RGBA")
            assert desk[code] != on_panel, f"{code}: the floor changed nothing drawn on it"
            shown = pygame.image.tobytes(table.face(code), "RGBA")
            assert shown == on_panel, f"{code}: the face drawn at 1280 x 720 is shown on the 800 x 480 panel"


def test_the_statistics_charts_drawn_before_the_window_shrank_are_drawn_again_at_the_panels_floor(tmp_path):
    """The charts are one picture, drawn when what they show changes: a window made 800 × 480 under them changes
    the floor their words are drawn at, so they are drawn again (kept, their axis words stayed in the desk's
    type on the panel)."""
    app = open_shot("statistics_charts", tmp_path / "home")
    try:
        scene = app.stack.top
        assert scene.show_charts and scene._charts is not None, "no charts drawn at 1280 x 720"
        app.window_resized(PANEL)
        app.step(1 / 60)
        assert theme.text_floor == 20
        shown = pygame.image.tobytes(scene.charts_picture(), "RGBA")
        assert shown == pygame.image.tobytes(scene.draw_charts(), "RGBA"), "the 1280 x 720 charts on the panel"
    finally:
        app.close()


#: Small panels at the largest UI scale, where the floors reach the layouts' limit (``legibility.MAX_TAP``).
LARGEST_UI_SCALE = 1.5


#: The shell's screens (before the tables' moments in :data:`SCREENS`): their labels are also checked in German,
#: the longer words ("Symbole für Farbenblinde", the set-up's hints).
SHELL = SCREENS[:SCREENS.index("ingame_menu") + 1]
LARGEST_CASES = [pytest.param(name, window, lang, id=f"{name}-{window[0]}x{window[1]}-{lang}")
                 for lang, names in (("en", SCREENS), ("de", SHELL)) for window in (PANEL, (1024, 600))
                 for name in names]


@pytest.mark.parametrize("name, window, lang", LARGEST_CASES)
def test_at_the_largest_ui_scale_every_button_is_clear_of_the_others_and_of_every_label(name, window, lang, tmp_path,
                                                                                         monkeypatch):
    """Issue 29: at 150 % a small panel's buttons grow to 79 px; the shell's rows are pitched for that (or for the
    panel's own 44-physical-px floor where they cannot be), so no button lies on another, none leaves the stage,
    and no label runs under one (the settings' last row under "Change PIN", the rules' tabs under Back)."""
    app = open_shot(name, tmp_path / "home", window=window, ui_scale=LARGEST_UI_SCALE, resized=False, lang=lang)
    try:
        seen = measure(app, monkeypatch)
        floor = legibility.floors(min(window[0] / app.canvas[0], window[1] / app.canvas[1]))
        off_stage = [f"{what} {rect} leaves the stage {app.stage}" for rect, what in seen.buttons
                     if what.startswith("button") and not app.stage.contains(rect)]
        small = [f"{what} {rect.size} under the panel's floor {floor.tap}" for rect, what in seen.buttons
                 if what.startswith("button") and min(rect.size) < floor.tap]
        problems = crowded(seen) + off_stage + small + seen.rows_problems() + labels_under_buttons(app, monkeypatch)
        assert not problems, f"{name} ({lang}) at {window[0]} × {window[1]}, 150 %:\n" + "\n".join(problems)
    finally:
        app.close()


def paragraph_cases(name: str) -> list[tuple[str, tuple[int, int], float]]:
    """(language, window, UI scale) at which no other sweep watches ``name``'s paragraphs (``rows_watched``): the
    800 × 480 panel's tests draw every screen in English at 100 % and at 150 % (and the shell's in German there at
    150 %, on 1024 × 600 too), the portrait test the shell's at 720 × 1280 at 100 %, ``test_small_panel_words`` the
    tables at 100 % on each panel."""
    if name in PARAGRAPHS_MORE:  # a screen no other sweep draws: every case
        return [(lang, window, ui_scale) for lang in ("de", "en") for ui_scale in (1.0, LARGEST_UI_SCALE)
                for window in (PANEL, (1024, 600), (720, 1280))]
    cases = [(lang, window, ui_scale) for lang in ("de", "en") for window, ui_scale in (((1024, 600), 1.0),
                                                                                        ((720, 1280), LARGEST_UI_SCALE))]
    cases.append(("de", PANEL, 1.0))
    if name not in SHELL:
        cases += [("de", PANEL, LARGEST_UI_SCALE), ("de", (1024, 600), LARGEST_UI_SCALE)]
    return cases


#: Screens with paragraphs that :data:`SCREENS` leaves out: Fugu's "Stop for good?", the empty statistics, Lure's
#: cast panel with its odds (the small panels' words test draws it at 100 % only) and the code picker's reasons.
PARAGRAPHS_MORE = ["fugu_stop", "statistics_empty", "lure_cast_choice", "codepicker_seats"]


@pytest.mark.parametrize("name", SCREENS + PARAGRAPHS_MORE)
def test_no_paragraph_loses_a_row_or_runs_out_of_its_box(name, tmp_path, monkeypatch):
    """Issue 29's "nothing cut", with the sweeps above: every shell screen and table moment of :data:`SCREENS` (and
    :data:`PARAGRAPHS_MORE`), in
    German and English, at 800 × 480, 1024 × 600 and 720 × 1280 at 100 % and 150 % (here an app per language, its
    window resized and its scale switched live, at :func:`paragraph_cases`): no wrapped paragraph's row is dropped
    (``text.kept``: the sea-need's "dem Meer." went so, with no ellipsis) and none is painted outside the box its
    rows were wrapped for (``text.paragraph``)."""
    found = []
    for lang in ("de", "en"):  # an app per language (a screen's words are made in its language: no switch live)
        app = open_shot(name, tmp_path / lang, window=PANEL, resized=False, lang=lang)
        try:
            for _, window, ui_scale in [case for case in paragraph_cases(name) if case[0] == lang]:
                app.window_resized(window)
                app.update_settings(ui_scale=ui_scale)
                seen = measure(app, monkeypatch)
                assert seen.texts, f"{lang} {window} {ui_scale:.0%}: nothing drawn"
                found += [f"{lang} {window[0]}x{window[1]} {ui_scale:.0%}: {problem}"
                          for problem in seen.rows_problems()]
        finally:
            app.close()
    assert not found, f"{name}:\n" + "\n".join(sorted(set(found)))


def test_rows_that_cannot_fit_the_ui_scales_targets_shrink_to_fit_but_never_under_the_screens_own_floor():
    """``legibility.fitting_tap``: 150 % on a 800 × 480 panel asks 79 px targets; eight rows of Settings under Back
    get 71 (44 physical px at 0.625), the panel's own floor, and a row too many for that still gets 71."""
    floors = legibility.floors
    legibility.apply(floors(0.625, 1.5), floors(0.625))
    try:
        assert legibility.screen == legibility.Floors(20, 71)
        assert legibility.fitting_tap(4, 400, 6) == 79  # they fit: the UI scale's targets
        assert legibility.fitting_tap(8, 612, 6) == 71  # squeezed to fit
        assert legibility.fitting_tap(9, 612, 6) == 71  # no further than the screen's own floor
    finally:
        legibility.apply(legibility.NONE)
    assert legibility.screen == legibility.NONE


def test_lines_drawn_over_a_floor_are_spaced_by_the_size_drawn():
    """``common.draw_lines`` at a floor larger than the size asked for (150 % on a 800 × 480 panel: 24 px for the
    code picker's 18-px hint) spaces its lines by the size drawn: spaced by 18 they overlapped by 5 px."""
    from fishgames.ui.scenes import common

    pygame.font.init()
    surface = pygame.Surface((400, 200))
    try:
        legibility.apply(legibility.floors(800 / 1280, 1.5))
        assert theme.text_floor > theme.SMALL
        height = theme.text("Tippe oder füge", theme.SMALL).get_height()
        below = common.draw_lines(surface, ["Tippe oder füge", "ein."], (0, 0), theme.SMALL, theme.INK)
    finally:
        legibility.apply(legibility.NONE)
    assert below >= 2 * height, f"two lines {height} px tall drawn in {below} px"
