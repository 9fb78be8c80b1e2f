"""Every table's move log is a static panel (``TableScene.draw_log``): drawn once, then only blitted, and drawn
again exactly when what it shows changes — a new line, an older line rewritten, a scroll — keeping only its
latest picture."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import games, widgets
from fishgames.ui.input import Pointer
from tests.ui.driver import frames, start_table


@pytest.mark.parametrize("game", ["fischen", "fatfish", "lure", "fugu", "gofish"])
def test_the_log_is_drawn_again_only_when_it_changes(app, game, monkeypatch):
    scene = start_table(app, game, games.scene_class(game), humans=1, players=3, level="easy")
    monkeypatch.setattr(scene.scheduler, "update", lambda dt, idle: None)  # no bot moves: the log changes only here
    frames(app, 30)
    paints = []
    draw = widgets.MoveLogPanel.draw

    def counted(log, surface, **options):
        paints.append(log.rect.topleft)
        draw(log, surface, **options)

    monkeypatch.setattr(widgets.MoveLogPanel, "draw", counted)
    frames(app, 5)
    assert paints == [], "a log that did not change was drawn again"
    log = scene.log_panel
    area = app.screen.subsurface(log.rect).copy()

    scene.log.append("A new line at the bottom of the log")
    frames(app, 5)
    assert len(paints) == 1
    assert pygame.image.tobytes(app.screen.subsurface(log.rect), "RGB") != pygame.image.tobytes(area, "RGB")

    scene.log[0] = "The first line, rewritten"  # e.g. a reason added to an earlier question
    frames(app, 5)
    assert len(paints) == 2 and log.lines[0] == "The first line, rewritten"

    kept = len(scene._panels)
    for i in range(40):  # more than fits: the log can scroll
        scene.log.append(f"Line {i} of many")
        frames(app, 1)
    assert len(paints) == 42
    assert len(scene._panels) == kept, "an older picture of the log was kept (a long game held tens of MB)"
    start = log.rect.center
    for kind, y in (("down", start[1]), ("drag", start[1] + 60), ("up", start[1] + 60)):
        log.handle(Pointer(kind, (start[0], y), start, "mouse"))
    assert log.offset > 0
    frames(app, 5)
    assert len(paints) == 43
