"""The screenshot tool takes the same picture every run (``tools/screenshots.py``): its moments come from seeded
deals and the stepped clock, so a review can compare one run's pictures with the next.  Checked on the kiosk's
attract demo, the one moment that started a deal of its own (it was unseeded: a new deal, a new picture)."""

from __future__ import annotations

import pygame

from tests.screenshot_shots import screenshot_tool


def test_the_attract_demo_shot_is_the_same_picture_every_run(tmp_path):
    tool = screenshot_tool()
    pictures = []
    for run in ("first", "second"):
        assert tool.main(["--only", "menu_attract", "--lang", "en", "--out", str(tmp_path / run)]) == 0
        picture = pygame.image.load(str(tmp_path / run / "menu_attract.en.png"))
        pictures.append(pygame.image.tobytes(picture, "RGB"))
    assert pictures[0] == pictures[1], "the attract demo's screenshot differs between runs"
