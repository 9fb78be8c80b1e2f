"""A log line an animation will write (``TableScene.log_soon``) has the log's next look painted ahead
(``TableScene.panel_ahead``), at the end of an earlier frame: the frame that writes it only copies that picture
(issue 29: at 1920 × 1080 a log repainted in the frame a bot's move showed was 1-1.7 ms of one of the slowest
frames).  Every frame has the pixels of painting the log when its line shows, and a log's place still holds at
most two pictures (its look and the one before it, whose picture the next look is painted into)."""

from __future__ import annotations

import hashlib

import pygame
import pytest

from fishgames.games.fatfish.scene import FatFishTable
from fishgames.ui import table as table_module
from fishgames.ui import widgets
from tests.ui.driver import frames, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 160  # six computers' Fat Fish at "fast": three log lines written by log_soon


def _play(ahead: bool) -> tuple[list[str], list[int], list[int], int]:
    """Six computers' Fat Fish at 1920 × 1080 (k = 1.5) for FRAMES frames: each frame's screen hashed, the frames in
    which the log was painted (MoveLogPanel.draw) and in which a line from ``log_soon`` was written, and the most
    pictures the log's place held at once.  ``ahead`` False: nothing painted ahead (as before)."""
    hashes, painted, written, most = [], [], [], 0
    with sharp_app((1920, 1080)) as app, pytest.MonkeyPatch.context() as patch:
        app.update_settings(animation_speed="fast")
        table = start_table(app, "fatfish", FatFishTable, humans=0, players=6, seed=4242)
        if not ahead:
            patch.setattr(table_module.TableScene, "_log_ahead", lambda self, surface: None)
        frame = [0]
        draw, came = widgets.MoveLogPanel.draw, table._log_came
        patch.setattr(widgets.MoveLogPanel, "draw",
                      lambda log, surface, **options: painted.append(frame[0]) or draw(log, surface, **options))
        patch.setattr(table, "_log_came", lambda lines: written.append(frame[0]) or came(lines))
        for n in range(FRAMES):
            frame[0] = n
            frames(app, 1)
            hashes.append(hashlib.sha1(pygame.image.tobytes(app.screen.pixels, "RGB")).hexdigest())
            place = next(place for place, (key, _, _) in table._panels.items() if key[0][0] == "log")
            pictures = {id(entry[1]) for entry in (table._panels.get(place), table._ahead.get(place)) if entry}
            if place in table._spares:
                pictures.add(id(table._spares[place]))
            most = max(most, len(pictures))
    return hashes, painted, written, most


def test_the_frame_that_writes_a_coming_line_copies_the_log_painted_ahead_with_the_same_pixels():
    hashes, painted, written, most = _play(ahead=True)
    before, painted_before, written_before, _ = _play(ahead=False)
    assert written == written_before and len(written) >= 3, written
    assert set(written) <= set(painted_before), "the old way paints the log when its line shows"
    assert not set(written) & set(painted), "a frame that wrote a coming line painted the log"
    assert hashes == before, "a frame differs from painting the log when its line shows"
    assert most <= 2, "a log's place held more than its look and the picture before it"
