"""Lure's decision panel (bottom right) on a small panel at 150 %: every line whole and clear of its button.

At 800 × 480 and 1024 × 600 with ``--ui-scale 1.5`` the Adjust step read "Anpassen üb…: 0 von 1" and its preview's
last line ("(3 SP)" of "Du fängst: Äsche (3 SP)") lay under "Fertig" (issue 29).  Measured from what is drawn: each
picture the panel blits after its backdrop (its ink, not its box) must lie inside the panel and off its button;
no text may be cut (``cuts_while_drawing``), and no wrapped paragraph may lose rows to its line limit.

Seen to fail on main (the head cut, the preview under the button) and against two plants in
``scene_draw._preview_fit``: the preview kept where it was (ink under the button), and kept to the rows the button
leaves without its short form (a row lost: "wrapped into 2 rows, 1 drawn").
"""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.lure import scene_draw
from fishgames.i18n import t
from fishgames.storage import Storage
from fishgames.ui import text as text_mod
from fishgames.ui.app import App
from fishgames.ui.scene import Push, Reset
from fishgames.ui.scenes.menu import MenuScene
from tests.ui.art_once import art_drawn_once
from tests.ui.test_small_panel_words import SIZES, cuts_while_drawing, moment, resized
from tests.ui.test_small_panels import BUILDERS

pytestmark = pytest.mark.usefixtures("art_drawn_once")

SCALE = 1.5
#: The panel's states: choosing a cast (the odds), adjusting (the preview), the roll order, the end.
STATES = ["lure_cast_choice", "lure_adjust", "lure_reveal", "lure_results"]


@pytest.fixture(scope="module", params=[pytest.param((name, lang), id=f"{name}-{lang}")
                                        for name in STATES for lang in ("de", "en")])
def panel_table(request, tmp_path_factory):
    """(name, lang, app): the shot's moment at 150 %, opened once at the first size (the window resized to the rest)."""
    name, lang = request.param
    app = App(windowed=True, lang=lang, storage=Storage(tmp_path_factory.mktemp("home")), bot_workers=False,
              disk_thread=False, window=SIZES[next(iter(SIZES))], ui_scale=SCALE, sharp=True)
    app.update_settings(animation_speed="instant")
    with art_drawn_once():  # (drawn sharp, as a real screen: its canvas is not ``unpainted``'s surface)
        scenes = BUILDERS[name](app, "lure")
        if scenes is not None:
            app.stack.apply(Reset(MenuScene(app)))
            for scene in scenes:
                app.stack.apply(Push(scene))
    try:
        yield name, lang, app
    finally:
        app.close()


class _Noting:
    """A surface (or canvas) that notes where each picture is blitted, and blits it."""

    def __init__(self, surface):
        self._surface, self.blits = surface, []

    def blit(self, source, dest, *args, **kwargs):
        self.blits.append((source, pygame.Rect(dest[0], dest[1], 0, 0) if not isinstance(dest, pygame.Rect) else dest))
        return self._surface.blit(source, dest, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._surface, name)


def panel_faults(app, monkeypatch) -> tuple[list[str], list[str]]:
    """(what the panel drew out of place, the decisions it was drawn for, the texts cut in it) as the next frame is
    drawn: noted as it happens (the lists filled then)."""
    faults, decisions, cuts = [], [], []
    real_panel, real_button, real_wrapped = scene_draw.Drawer._draw_panel, scene_draw.draw_button, scene_draw.wrapped
    buttons: list[pygame.Rect] = []

    def draw_button(surface, rect, *args, **kwargs):
        buttons.append(pygame.Rect(rect))
        return real_button(getattr(surface, "_surface", surface), rect, *args, **kwargs)

    def wrapped(text, size, width, colour, bold=False, lines=4):
        rows = text_mod.wrap(text, size, width, bold)
        if len(rows) > lines:
            faults.append(f"{text!r} wrapped into {len(rows)} rows, {lines} drawn")
        return real_wrapped(text, size, width, colour, bold, lines)

    def draw_panel(drawer, surface, s, view, decision):
        noting = _Noting(surface)
        buttons.clear()
        spy = text_mod.cut  # ``cuts_while_drawing``'s: its cuts while the panel is drawn noted apart (the rest of
        homes = [m for m in (text_mod, scene_draw) if getattr(m, "cut", None) is spy]  # the table is not the panel's)

        def cut(text, *args):
            shown = spy(text, *args)
            if shown != text:
                cuts.append((text, shown))
            return shown

        for home in homes:
            home.cut = cut
        try:
            real_panel(drawer, noting, s, view, decision)
        finally:
            for home in homes:
                home.cut = spy
        decisions.append(decision)
        box = drawer.L.PANEL
        for source, at in noting.blits[1:]:  # (the first: the panel's backdrop)
            ink = source.get_bounding_rect().move(at.topleft) if isinstance(source, pygame.Surface) else None
            if ink is None or not ink.w:
                continue
            if not box.contains(ink):
                faults.append(f"a picture's ink {ink} runs out of the panel {box}")
            for button in buttons:
                if ink.colliderect(button):
                    faults.append(f"a picture's ink {ink} lies under the button {button}")

    monkeypatch.setattr(scene_draw, "draw_button", draw_button)
    monkeypatch.setattr(scene_draw, "wrapped", wrapped)
    monkeypatch.setattr(scene_draw.Drawer, "_draw_panel", draw_panel)
    return faults, decisions, cuts


@pytest.mark.parametrize("size", list(SIZES))
def test_lure_panel_lines_are_whole_and_clear_of_its_button(panel_table, size, monkeypatch):
    name, lang, app = panel_table
    before = moment(app)
    faults, decisions, cuts = panel_faults(app, monkeypatch)
    drawn = cuts_while_drawing(app, monkeypatch, lambda: resized(app, size, settle=False))
    drawn = [pair for pair in drawn if pair in cuts]  # (the seats' and the round's cuts under the results: not here)
    assert t.lang == lang and moment(app) == before
    assert decisions, f"{name}: the panel was not drawn"
    if name in ("lure_adjust", "lure_cast_choice"):
        assert decisions[-1] == name.split("_")[1], f"{name}: drawn for {decisions}"
    cut = sorted({f"{text!r} drawn as {shown!r}" for text, shown in drawn})
    assert not cut and not faults, f"{name} at {size} ({lang}), 150 %:\n" + "\n".join(cut + faults)
