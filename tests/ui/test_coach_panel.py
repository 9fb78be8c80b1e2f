"""The coach's reason lies over the move log only as far as it draws: the log's newest lines show whole under
it (no blank cover over the log, and never the tail of a line alone), at every table; and a rival's speech
bubble goes round the reason."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import games
from fishgames.ui.drive import table_turns
from tests.ui.driver import DT, start_table, until

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
    under = max(0, shown.bottom - panel.bottom)
    assert under % line == 0, (panel, shown)  # not cut: whole rows under it
    assert log.whole_rows(under // line) == under // line, (log.lines[-2:], panel)  # whole lines, no tail alone
    if log.newest_rows() == 1:  # a one-row newest line always shows (a longer one may not fit beside the reason)
        assert under >= line, (panel, shown)


def test_a_line_too_long_for_the_room_beside_the_reason_is_not_shown_by_its_tail(app):
    """Go Fish's log keeps a bot's words on a line of their own under its ask; beside the reason only the last
    row of two had room: "have any queens.”" lay under the panel alone, like a cut speech bubble.  Whole
    lines show, or none (the panel then takes the log's place for as long as it is open)."""
    scene = start_table(app, "gofish", games.scene_class("gofish"), players=3, level="normal", seed=5)
    coach = scene.coach
    until(app, lambda: coach.available, 3000)
    coach.request()
    scene.draw(pygame.Surface(SCREEN.size))
    log = scene.log_panel
    assert log.newest_rows() == 2, log.lines[-1]  # the case: a bot's words on two rows
    under = max(0, log.view_rect().bottom - coach.panel_rect.bottom) // log.line_height
    assert under in (0, 2) or log.whole_rows(under) == under, under


def test_a_rivals_speech_bubble_goes_round_the_reason(app):
    """Go Fish: Anna has opened the Pro tip and the rival on the plate above it speaks (pass and play: another
    human's ask stays into Anna's turn) — the bubble finds no room between the plate, its hint chips and the
    Books row and goes further down: round the reason's panel, never over it."""
    scene = start_table(app, "gofish", games.scene_class("gofish"), humans=2, players=3, level="normal", seed=5)
    coach = scene.coach
    for _ in table_turns(app, scene, 6000, stop=lambda: coach.available and scene.viewer == 0):
        app.step(DT)  # past the cover of Anna's turn
    coach.request()
    surface = pygame.Surface(SCREEN.size)
    scene.draw(surface)
    panel = coach.panel_rect
    rival = max((seat for seat in scene.plates if seat != 0), key=lambda seat: scene.plates[seat].rect.right)
    anchor = scene.bubble_anchor(rival)  # the plate above the reason: long words find no room above the Books
    scene.speak(rival, "Anna, have you got any queens? I hold some myself.")
    scene.draw(surface)
    assert scene.bubble_rects, "the words were not shown: this test would check nothing"
    assert not any(rect.colliderect(panel) for rect in scene.bubble_rects), (scene.bubble_rects, panel, anchor)
