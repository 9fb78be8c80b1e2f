"""Crisp at the screen's own pixels (``fishgames.ui.fine``): on a 1920 × 1080 or 3840 × 2160 window, text is
type rendered at that size and the cards are art drawn at it — not a 1280 × 720 bitmap stretched — and a tap
still lands on what is drawn under it.

The dummy driver draws logical pictures (k = 1) unless an App asks for ``sharp``: these tests ask, so the
canvas is the window's own pixels, as on a real screen.
"""

from __future__ import annotations

import traceback
from contextlib import contextmanager

import pygame
import pytest

from fishgames.games.gofish.scene import GoFishTable
from fishgames.ui import fine, sprites, theme
from fishgames.ui.app import App
from fishgames.ui.canvas import to_pixels
from fishgames.ui.scene import Push
from fishgames.ui.scenes.ingame_menu import InGameMenuScene
from tests.ui.driver import click, frames, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401

#: Every app here opens on its menu, whose art no check reads: drawn by the first app at each size, read back from
#: disk by the rest (``tests/ui/menu_on_disk.py``), as on a player's second start.
pytestmark = pytest.mark.usefixtures("menu_art_kept_on_disk")

#: The screens these checks draw on: 1920 × 1080 (k = 1.5).  2560 × 1440 (k = 2) and 3840 × 2160 (k = 3, since
#: 2026-12-06: it was drawn at 1.5 and stretched 2× by SDL) are drawn at their own pixels too: their type is checked
#: below (``test_a_line_over_a_table_is_type_rendered_at_the_screens_size``), and a screen past ``display.MAX_SCALE``
#: is drawn at a whole fraction of its scale (``test_a_screen_past_the_largest_scale_...``).
SCREENS = [(1920, 1080)]
MESSAGE = "Crisp type: Ärger, Quallen & 0123"


@contextmanager
def sharp_app(window):
    app = App(windowed=True, window=window, sharp=True, bot_workers=False, disk_thread=False)
    app.update_settings(animation_speed="instant")
    try:
        yield app
    finally:
        app.close()


def ink_box(surface: pygame.Surface, paper) -> pygame.Rect:
    """The smallest rect holding every pixel of ``surface`` that is not ``paper``."""
    mask = pygame.mask.from_threshold(surface, paper, (1, 1, 1, 255))
    mask.invert()
    rects = mask.get_bounding_rects()
    assert rects, "no ink found"
    return rects[0].unionall(rects[1:])


def inked(surface: pygame.Surface, paper) -> bytes:
    """The RGB bytes of ``surface`` cut to its ink."""
    return pygame.image.tobytes(surface.subsurface(ink_box(surface, paper)), "RGB")


def grey_levels(surface: pygame.Surface, paper, ink) -> int:
    """How many pixels are neither paper nor ink: a glyph's soft edge (a stretched bitmap has many more)."""
    soft = 0
    for y in range(surface.get_height()):
        for x in range(surface.get_width()):
            colour = surface.get_at((x, y))[:3]
            if max(abs(a - b) for a, b in zip(colour, paper, strict=True)) > 24 and \
                    max(abs(a - b) for a, b in zip(colour, ink, strict=True)) > 24:
                soft += 1
    return soft


def message_as_drawn_and_as_pygame_renders_it(app, k) -> tuple[pygame.Surface, pygame.Surface, pygame.Surface]:
    """The app's message line as the screen shows it, the same words rendered by pygame itself at the screen's size
    on the same paper, and the line's logical (1280 × 720) label."""
    label = theme.text(MESSAGE, theme.SMALL, theme.INK, bold=True)
    box = pygame.Rect(0, 12, label.get_width() + 32, label.get_height() + 16)
    box.centerx = app.canvas[0] // 2
    drawn = app.screen.pixels.subsurface(to_pixels(box.inflate(-20, -10), k))
    direct = theme.font(round(theme.SMALL * k), True).render(MESSAGE, True, theme.INK)  # pygame's own
    paper = pygame.Surface(direct.get_rect().inflate(8, 8).size)
    paper.fill(theme.GLOW)
    paper.blit(direct, (4, 4))
    return drawn, paper, label


@pytest.mark.parametrize("window", [*SCREENS, (2560, 1440), (3840, 2160)])  # (at their own pixels: k = 2 and 3)
def test_a_line_over_a_table_is_type_rendered_at_the_screens_size(window):
    with sharp_app(window) as app:
        start_table(app, "gofish", GoFishTable, humans=1, players=4)
        app.toasts[:] = [(MESSAGE, app.now() + 60)]  # the app's message line, over the table
        app.draw()
        k = window[0] / 1280  # the screen's own scale
        assert fine.k == pytest.approx(k)
        assert app.screen.pixels.get_size() == (round(1280 * k), round(720 * k))  # drawn at k, not a canvas stretched
        drawn, paper, label = message_as_drawn_and_as_pygame_renders_it(app, k)
        assert inked(drawn, theme.GLOW) == inked(paper, theme.GLOW)  # the very same pixels

        stretched = pygame.Surface(label.get_rect().inflate(8, 8).size)  # the old path: 18 px type, resampled
        stretched.fill(theme.GLOW)
        stretched.blit(label, (4, 4))
        stretched = pygame.transform.smoothscale(stretched, to_pixels(stretched.get_rect(), k).size)
        assert grey_levels(stretched, theme.GLOW, theme.INK) > 1.3 * grey_levels(paper, theme.GLOW, theme.INK)


def assert_last_card_is_its_art(app, scene) -> None:
    """The middle of the hand's last card on the screen is the card's art drawn at the screen's size."""
    app.draw()
    k = fine.k
    sprite = max(scene._hand_sprites.values(), key=lambda s: s.pos[0])  # the last card: nothing over it
    key, logical = sprite.current()
    art = fine.twin(logical)
    assert art is not None and art.get_size() == to_pixels(logical.get_rect(), k).size
    rect = logical.get_rect(center=(round(sprite.pos[0]), round(sprite.pos[1] - 6 * sprite.lift)))
    face = to_pixels(rect.move(app.stage.topleft), k)
    inner = pygame.Rect(0, 0, face.w // 2, face.h // 2)
    inner.center = (face.w // 2, face.h // 2)
    on_screen = app.screen.pixels.subsurface(inner.move(face.topleft))
    assert pygame.image.tobytes(on_screen, "RGB") == pygame.image.tobytes(art.subsurface(inner), "RGB")


@pytest.mark.parametrize("window", SCREENS)
def test_a_card_in_the_hand_is_art_drawn_at_the_screens_size(window):
    with sharp_app(window) as app:
        scene = start_table(app, "gofish", GoFishTable, humans=1, players=4)
        assert_last_card_is_its_art(app, scene)


def test_a_window_made_larger_shows_its_table_at_once_and_draws_the_art_anew_a_little_a_frame():
    """The art drawn for 1280 × 720 stands in (resampled) while it is drawn again for 1920 × 1080 within a budget
    a frame, instead of all of it in the frame after the resize; then the cards are crisp."""
    with sharp_app((1280, 720)) as app:
        scene = start_table(app, "gofish", GoFishTable, humans=1, players=4)
        assert fine.k == 1
        app.window_resized((1920, 1080))
        frames(app, 1)
        assert fine.k == 1.5 and sprites.REDRAW, "all the art was drawn again in one frame"
        for _ in range(900):
            if not sprites.REDRAW:
                break
            frames(app, 1)
        assert not sprites.REDRAW
        frames(app, 1)
        assert_last_card_is_its_art(app, scene)


@pytest.mark.parametrize("window", SCREENS)
def test_a_click_lands_on_what_is_drawn_under_it(window):
    """Mouse events come in the window's pixels (``drive.click`` aims on the stage and sends them times the drawing
    scale): a click on a drawn card picks it, one on the drawn Menu button opens the in-game menu."""
    with sharp_app(window) as app:
        scene = start_table(app, "gofish", GoFishTable, humans=1, players=4)
        frames(app, 4)
        assert scene.viewer == 0 and scene.selected is None
        sprite = max(scene._hand_sprites.values(), key=lambda s: s.pos[0])
        click(app, sprite.pos)
        assert scene.selected == max(scene.shown.hand) >> 2
        click(app, scene.menu_button, n=4)
        assert isinstance(app.stack.top, InGameMenuScene)


def test_a_screen_past_the_largest_scale_is_drawn_at_a_whole_fraction_of_it_and_stretched():
    """Past ``display.MAX_SCALE`` (3: 3840 × 2160's own) a screen is drawn at the largest whole fraction of its scale
    within [1.5, 3] and SDL stretches it by that whole factor: 5120 × 2880 (k = 4) at 2, 2560 × 1440's pixels, each
    doubled evenly; 4000 × 2250 (3.125) at 1.5625.  4K itself at its own pixels, no fraction."""
    from fishgames.ui import display

    assert display.MAX_SCALE == 3
    assert display.past_max_scale(4.0) == 2.0 and display.past_max_scale(3.125) == 1.5625
    with sharp_app((3840, 2160)) as app:
        assert app.display.plain and app.screen.pixels.get_size() == (3840, 2160) and fine.k == 3


RESAMPLED_SHOTS = ["setup", "cover", "gofish_easy", "fugu_swap_preview", "fischen_named_trick", "ingame_menu", "replace_prompt", "lure_cast_choice", "fugu_solo_end", "fugu_results", "fischen_named_colour", "ingame_log_said", "lure_five_players"]


@pytest.mark.usefixtures("art_drawn_once")  # each shot's art at k = 1.5 drawn once a process, twins kept with it
@pytest.mark.parametrize("name", RESAMPLED_SHOTS)
def test_nothing_a_player_sees_is_a_logical_picture_stretched(name, tmp_path, monkeypatch):
    """At 1920 × 1080 every picture blitted to the screen has a twin drawn at k = 1.5: pygame-gui's buttons (the
    set-up's Start and toggles, the cover's big button), the shell's sea and panels, Go Fish's hint chips and
    stack badges, Fugu's reef rows and previews — none is a logical picture resampled (``fine.physical``)."""
    from fishgames.storage import Storage
    from tests.screenshot_shots import screenshot_tool
    from tests.ui.test_small_panels import BUILDERS
    from tests.ui.unpainted import drawn_once_at_the_end, unpainted

    app = App(windowed=True, lang="de", storage=Storage(tmp_path / "home"), bot_workers=False, disk_thread=False,
              sharp=True)
    try:
        app.update_settings(animation_speed="instant")
        # Frames that only reach the moment (the check is at 1920 x 1080), only the last drawn: the same
        # frame at 1920 x 1080 for every shot here, pixel for pixel, as with every frame drawn.
        with unpainted(app), drawn_once_at_the_end(app):
            screenshot_tool().put_up(app, BUILDERS[name](app, "fischen"))
            frames(app, 20)
        app.window_resized((1920, 1080))
        app.draw()  # the first frame at a new scale shows stand-ins and asks for its art (sprites.rescaled) ...
        app.draw_art_anew(None)  # ... drawn a little each frame: here all at once
        assert fine.k == 1.5
        real, stretched = fine.physical, []

        def physical(logical):
            if fine.twin(logical) is None and logical.get_width() * logical.get_height():
                caller = next(frame for frame in traceback.extract_stack()[::-1]
                              if "fishgames/" in frame.filename and not frame.filename.endswith(("fine.py", "canvas.py")))
                stretched.append(f"{logical.get_size()} from {caller.filename.split('fishgames/')[-1]}:{caller.lineno}")
            return real(logical)

        monkeypatch.setattr(fine, "physical", physical)
        app.draw()
        assert not stretched, f"{name}: logical pictures resampled for the screen: {stretched[:12]}"
    finally:
        app.close()


def test_a_pygame_gui_buttons_label_is_type_rendered_at_the_screens_size():
    """The set-up's Start at 1920 × 1080: its picture on the screen is the button drawn at k (its twin), its
    label the very pixels pygame renders the theme's bold font at 28 × 1.5 px (not 28 px type stretched)."""
    with sharp_app((1920, 1080)) as app:
        app.stack.apply(Push(app.scene("setup", "fischen")))
        frames(app, 2)
        start = app.stack.top.widgets["start"]
        twin = fine.twin(start.image)
        assert twin is not None and twin.get_size() == fine.size(start.image.get_size())
        paper = pygame.Color("#FFD45C")  # theme.json's @primary normal_bg
        face = twin.subsurface(twin.get_rect().inflate(-40, -24))
        direct = theme.font(round(28 * 1.5), True).render(start.text, True, pygame.Color("#18202A"))
        sheet = pygame.Surface(direct.get_rect().inflate(8, 8).size)
        sheet.fill(paper)
        sheet.blit(direct, (4, 4))
        assert inked(face, paper) == inked(sheet, paper)


def _small_pictures() -> list:
    """Pictures that were logical ones resampled at k = 1.5: Fischen's score track, effect chip, order badge and
    plate counts, the dialogs' dimming, Lure's lane (lures, screens, rest tags, piles, caught fish) and its tray's
    lane box (1.3 ms a 1920 × 1080 frame resampled), Fugu's end chips and band pills, Fat Fish's net."""
    from fishgames.games.fatfish import scene_draw as fatfish
    from fishgames.games.fischen import scene_draw as fischen
    from fishgames.games.fugu import scene_draw as fugu
    from fishgames.games.fugu import scene_end as fugu_end
    from fishgames.games.lure import scene_art as lure
    from fishgames.games.lure import scene_draw as lure_draw
    from fishgames.ui.scenes import common

    return [fischen.score_track((252, 282), 4, ((1, (3, 5, 0, 7), (0, 1, 0, 0)),), (4, 6, 1, 9), 2, 7, "Scores",
                                "now"),
            fischen.chip("Lowest wins", (92, 108, 128), "↓"), fischen.order_badge(0, 1), fischen.counts_row(3, 1, 2),
            common._dim_surface((1280, 720), 150, fine.k),
            lure.token(None, 52), lure.token("B", 28), lure.screen_icon(1, 62, 36, True), lure.rest_tag(18),
            lure.pile_icon((24, 34), 2), lure.mini_fish(3, 40, 52), lure_draw._lane_box((804, 126), 1, "Walrus", "Bid 2"),
            fugu_end._chip("anchors", -4, 2), fugu_end._chip("face_down", 0, 0), fugu._band_chip("Sea", "25+", True),
            fatfish._net((80, 112))]


def test_small_pictures_are_drawn_at_each_scale():
    """Each of :func:`_small_pictures` has a twin drawn at the drawing scale, at each scale the window's size
    gives (not a logical picture resampled, soft), and none at k = 1."""
    from fishgames.ui import legibility

    pygame.font.init()
    try:
        for k in (1.5, 1.375, 1.5):
            if fine.set_scale(k):  # as the app does when the window's size changes the scale
                legibility.forget_drawn_text(art=False)
            for picture in _small_pictures():
                twin = fine.twin(picture)
                assert twin is not None, (k, picture)
                whole = getattr(twin, "whole", None) or twin.get_size()  # (a Lure lane's twin is kept in pieces)
                assert tuple(whole) == fine.size(picture.get_size()), (k, picture)
        fine.set_scale(1.0)
        legibility.forget_drawn_text(art=False)
        assert all(fine.twin(picture) is None for picture in _small_pictures())  # k = 1: the logical ones alone
    finally:
        fine.set_scale(1.0)
        legibility.forget_drawn_text(art=False)


@pytest.mark.parametrize("window", [(1366, 768), (1536, 864)], ids=lambda w: f"{w[0]}x{w[1]}")
def test_a_screen_between_the_steps_is_drawn_at_its_own_pixels(window):
    """1366 × 768 (the common laptop and TV panel) and 1536 × 864 are not a whole eighth of the stage: they were
    drawn at the step under their scale (1 and 1.125) and stretched by SDL the rest of the way (6.7 %), every glyph
    resampled, soft.  They are drawn at their own scale, in a plain window, the type pygame's own at that size."""
    with sharp_app(window) as app:
        start_table(app, "gofish", GoFishTable, humans=1, players=4)
        app.toasts[:] = [(MESSAGE, app.now() + 60)]
        app.draw()
        k = fine.k
        assert k == pytest.approx(window[1] / 720, abs=1 / 1024)
        assert app.screen.pixels.get_size() == window  # a plain window: shown as drawn, nothing stretched
        drawn, paper, _ = message_as_drawn_and_as_pygame_renders_it(app, k)
        assert inked(drawn, theme.GLOW) == inked(paper, theme.GLOW)  # the very same pixels
