"""The coach's reason lies over the move log only as far as it draws: the log's newest lines show whole under
it (no blank cover over the log), at every table."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import games
from tests.ui.driver import start_table, until

SCREEN = pygame.Rect(0, 0, 1280, 720)


@pytest.mark.parametrize("game,level", [("gofish", "normal"), ("fatfish", "easy"), ("lure", "easy"),
                                        ("fugu", "easy"), ("fischen", "easy")])
def test_the_reason_leaves_the_logs_newest_lines_whole(app, game, level):
    scene = start_table(app, game, games.scene_class(game), players=3, level=level, seed=5)
    coach = scene.coach
    until(app, lambda: coach.available, 3000)
    coach.request()
    assert coach.advice is not None
    scene.draw(pygame.Surface(SCREEN.size))
    log, panel = scene.log_panel, coach.panel_rect
    assert panel.colliderect(log.rect), "the reason is not over the log"
    shown = log.view_rect()
    line = log.line_height
    assert panel.bottom <= shown.bottom - line, (panel, shown)  # at least the newest line shows
    assert (shown.bottom - panel.bottom) % line == 0, (panel, shown)  # and it is not cut: whole lines under it
