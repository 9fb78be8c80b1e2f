"""What session 27's look at every table at 1920 × 1080, 3840 × 2160, 1280 × 800 and 800 × 480 found lying over an
edge it should stay inside (issue 29), each checked where it is laid out or drawn:

- Go Fish's question log lay over the sand table's driftwood rim (904-1266 where the felt ends at 1254);
- a scrolled log's fading top edge (every table's ``MoveLogPanel``) was a square band whose corners stood out past
  the panel's rounded ones, a dark notch at each;
- Lure's Cast button laid its shadow over the decision panel's bottom border;
- Lure's lure hint, packed at the foot of your screen, laid its cloth patch over the screen's rounded frame;
- Settings' "Phone seats in kiosk mode" ended 5 px from its "On" (and "Symbole für Farbenblinde" 7 px) at 100 %.
"""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.gofish import scene_layout as GL
from fishgames.games.lure import scene_layout as LL
from fishgames.i18n import t
from fishgames.ui import theme, widgets
from fishgames.ui.scene import Push
from fishgames.ui.scenes.settings import SettingsScene
from tests.ui.driver import DT, running_app

GREY = (200, 200, 200)


@pytest.mark.parametrize("size", [None, (1280, 2276), (1280, 1707)], ids=["landscape", "tall", "compact"])
def test_gofish_log_stays_on_the_felt(size):
    """The log lies on the felt, clear of the rim by 8 px, in the landscape arrangement and both upright ones."""
    geo = GL.LANDSCAPE if size is None else GL._portrait(size, 96)
    assert geo.FELT.inflate(-16, -16).contains(geo.LOG_RECT), (geo.LOG_RECT, geo.FELT)


def _log_picture(lines: int) -> pygame.Surface:
    surface = pygame.Surface((400, 200))
    surface.fill(GREY)
    log = widgets.MoveLogPanel(pygame.Rect(20, 20, 350, 158), [f"line {i}" for i in range(lines)])
    log.draw(surface)
    return surface


def test_log_fade_keeps_inside_the_rounded_corners():
    """A log scrolled over older lines fades its top margin; the fade leaves the panel's rounded corners as the
    panel alone draws them (the log with one line draws no fade): every pixel outside the text and the scroll bar
    in the top corners is the same."""
    pygame.init()
    faded, plain = _log_picture(40), _log_picture(1)
    log = widgets.MoveLogPanel(pygame.Rect(20, 20, 350, 158), [f"line {i}" for i in range(40)])
    assert log.visible()[0] > 0 and log.view_rect().top - log.rect.top > 6  # (the fade is drawn)
    # the top corners' pixels past the middle of the panel's 3 px border (radius 14 about each corner's centre)
    corners = [(x, y) for y in range(20, 20 + 14) for x in [*range(20, 20 + 14), *range(370 - 14, 370)]
               if min((x - 34) ** 2, (x - 355) ** 2) + (y - 34) ** 2 > 12.5 ** 2 and (x < 34 or x > 355)]
    assert len(corners) > 40
    differ = [(x, y) for x, y in corners if faded.get_at((x, y)) != plain.get_at((x, y))]
    assert not differ, f"the fade darkens {len(differ)} px outside the panel's rounded top corners, e.g. {differ[:4]}"


def test_lure_cast_button_shadow_inside_its_panel():
    """Cast's face, edge and shadow, as drawn, lie inside the decision panel, clear of its 3 px border."""
    pygame.init()
    surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
    widgets.draw_button(surface, LL.cast_button(), "Cast!")
    ink = surface.get_bounding_rect()
    assert LL.PANEL.inflate(-2 * 3, -2 * 3).contains(ink), (ink, LL.PANEL)


def test_lure_packed_hint_stays_on_the_cloth():
    """The lure hint packed at the screen's foot (the lines under a resting die's "from R4" tag) and the cloth patch
    it lies on end above the screen's 4 px frame."""
    from fishgames.games.lure import scene_draw

    pygame.init()

    class Table:  # what ``_packed_hint`` and ``_on_screen`` read of a Lure table
        L, bottom, help_text, help_short = LL, 0, t("lure.ui.lure_hint"), t("lure.ui.lure_hint_short")
        _on_screen = scene_draw.Drawer._on_screen

    surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
    scene_draw.Drawer._packed_hint(Table(), surface, LL.RACK.x + 120, LL.RACK.w - 140, LL.LURES_Y - 30)
    ink = surface.get_bounding_rect()
    assert ink.h > 0 and ink.bottom <= LL.RACK.bottom - 4, (ink, LL.RACK)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080), (1280, 800)])
def test_settings_labels_clear_of_their_choices(lang, window):
    """Every Settings row's label (and note) ends at least 20 px left of its first choice, at 100 %."""
    with running_app(window=window, language=lang) as app:
        scene = SettingsScene(app)
        app.stack.apply(Push(scene))
        app.step(DT)
        label_x = scene.columns()[0]
        rows = [(label, scene.widgets[(key, choices[0][0])].rect) for key, label, choices in scene.rows()]
        rows.append((t("settings.pin"), scene.widgets["pin"].rect))
        near = [(label, label_x + theme.width(label, theme.BODY, True), rect.x) for label, rect in rows
                if label_x + theme.width(label, theme.BODY, True) + 20 > rect.x]
        assert not near, f"labels within 20 px of their choices: {near}"
