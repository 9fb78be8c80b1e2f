"""Fat Fish at 1920 × 1080 paints at most one piece of a look ahead a frame, and a story's pieces only in a light frame
(issue 29 "Speed holds"): a bot's story's beat painted two (4.3-4.9 ms there), a story piece went into frames up to 1.4 ×
the recent median or after the log's, and those were among the slowest frames.  The frames' costs are a stand-in
(``_FrameCosts``): the weights, not the machine's load, decide."""

from __future__ import annotations

import pytest

from fishgames.games.fatfish.scene import FatFishTable
from fishgames.ui import canvas
from fishgames.ui.table import TableScene
from tests.ui.driver import frames
from tests.ui.look_spy import busy_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 400  # six computers' Fat Fish at "fast": the deal and some twenty bot moves (their beats), splits among them
COSTS = (1.0, 1.0, 1.3)  # the frames' costs in turn: the median 1, every third frame 1.3 × it (not light)


def test_a_frame_paints_one_piece_ahead_at_most_and_a_story_piece_only_when_light():
    with busy_table("fatfish", FatFishTable, 6, "story_ahead", True) as (app, table, patch):
        pieces, story, in_panel = [], [], []  # (this frame's pieces painted ahead; its story pieces)
        composed_ahead, panel_ahead, painted = canvas.Canvas.composed_ahead, TableScene.panel_ahead, TableScene._painted
        story_ahead, beat_ahead = type(table).story_ahead, type(table).beat_ahead

        def spied_composed(self, *args):
            done = composed_ahead(self, *args)
            pieces.extend(["band"] * done)
            return done

        def spied_panel(self, *args, **options):
            in_panel.append(1)
            try:
                return panel_ahead(self, *args, **options)
            finally:
                in_panel.clear()

        def spied_painted(self, *args):
            pieces.extend(["panel"] * bool(in_panel))
            return painted(self, *args)

        def spied_story(self, surface):
            story.append(len(pieces))
            done = story_ahead(self, surface)
            story[-1] = story[-1] if done else None
            return done

        beats = []
        patch.setattr(canvas.Canvas, "composed_ahead", spied_composed)
        patch.setattr(TableScene, "panel_ahead", spied_panel)
        patch.setattr(TableScene, "_painted", spied_painted)
        patch.setattr(table, "story_ahead", lambda surface: spied_story(table, surface))
        patch.setattr(table, "beat_ahead", lambda surface: (beats.append(len(pieces)), beat_ahead(table, surface))[1])
        costs = table.ahead_clock
        counted, heavy_story, light_story, beat_pieces = 0, [], 0, []
        for index in range(FRAMES):
            costs.cost = COSTS[index % len(COSTS)]
            del pieces[:], story[:], beats[:]
            frames(app, 1)
            if index < 60:  # (the table's first frames and the deal's: the median settles)
                continue
            counted += 1
            assert len(pieces) <= 1, f"frame {index} painted {len(pieces)} pieces ahead: {pieces}"
            done = [before for before in story if before is not None]
            if costs.cost > 1.0 and done:
                heavy_story.append(index)
            light_story += costs.cost == 1.0 and bool(done)
            beat_pieces += [len(pieces) - beats[0]] if beats else []
        assert not heavy_story, f"frames {heavy_story} (1.3 × the median) painted a story's piece ahead"
        assert light_story >= 10, f"only {light_story} light frames painted a story's piece ahead"
        assert len(beat_pieces) >= 5 and sum(beat_pieces) >= 5, beat_pieces  # (the beats still paint their piece)
