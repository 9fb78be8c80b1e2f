"""Fat Fish at 1920 × 1080 paints a bot's story's looks before they show (issue 29): the frame after a bot's move was
queued (its ``Beat``) paints the rows, hand and plates of the story's first look, and while the story plays a piece a
frame of the looks to come (a split row emptied, a row's first card landed, the table as the story leaves it), all from
the events and views the viewer may see, so the frames they first show in only copy them.  Every frame has the pixels of
painting each look as it shows.

The same play (its looks painted ahead, as the app plays) counts how often a look's row bands and a row's extent are
worked out (issue 29 "Speed holds"): once each.  Before, a beat's frame and a turn's end worked the bands of one look out
two or three times (0.1-1.8 ms each at 1920 × 1080, a frame among the slowest), and every card laid measured its row
anew.  (That check was ``tests/ui/test_fatfish_row_plans_kept.py``, which played these very 400 frames again.)"""

from __future__ import annotations

from functools import cache

import pytest

from fishgames.games.fatfish import scene_draw
from fishgames.games.fatfish.scene import FatFishTable
from fishgames.games.fatfish.scene_present import Beat
from fishgames.ui import underlay
from fishgames.ui.anim import Sequence
from tests.ui.driver import frames, screen_hash, start_table
from tests.ui.look_spy import busy_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 400  # six computers' Fat Fish at "fast": the deal and some twenty moves, splits among them
KINDS = ("fatfish rows", "fatfish hand")


class NewLooks:
    """Counts the rows' and hand's looks (``Underlay.composed`` keys of ``KINDS``) drawn as usual in the first frame they
    show (``new``: not shown before nor painted ahead), and those painted ahead (``ahead``)."""

    def __init__(self, patch: pytest.MonkeyPatch):
        self.seen, self.new, self.ahead, self.counting = set(), 0, 0, False
        composed, ahead = underlay.Underlay.composed, underlay.Underlay.ahead
        spy = self

        def spied(self, key, *args, **options):
            result = composed(self, key, *args, **options)
            if key[0] in KINDS and key not in spy.seen:
                spy.seen.add(key)
                spy.new += spy.counting and result is None
            return result

        def spied_ahead(self, key, *args):
            done = ahead(self, key, *args)
            spy.ahead += done and key[0] in KINDS
            spy.seen.add(key)
            return done

        patch.setattr(underlay.Underlay, "composed", spied)
        patch.setattr(underlay.Underlay, "ahead", spied_ahead)


def counted_plans(patch: pytest.MonkeyPatch) -> tuple[list[tuple], list[tuple]]:
    """(the looks whose row bands were worked out, the rows whose extent was measured), as they are: each by what it
    was worked out for (a look's rows, the prompt, the stage; a row's index, its cards' marks and glow)."""
    plans: list[tuple] = []
    extents: list[tuple] = []
    bands, extent_now = scene_draw.Drawer._row_bands, scene_draw.Drawer._row_extent_now

    def counted_bands(self, looks, prompt, stage):
        plans.append((looks, prompt and tuple(prompt), tuple(stage)))
        return bands(self, looks, prompt, stage)

    def counted_extent(self, r, cards, glowing):
        extents.append((r, tuple(mark for _, mark in cards), glowing))
        return extent_now(self, r, cards, glowing)

    patch.setattr(scene_draw.Drawer, "_row_bands", counted_bands)
    patch.setattr(scene_draw.Drawer, "_row_extent_now", counted_extent)
    return plans, extents


@cache  # the play with its looks ahead is read by two tests (one worker: ``ONE_WORKER``)
def _play(ahead: bool) -> tuple[list[str], int, int, list[tuple], list[tuple]]:
    """Six computers' Fat Fish at 1920 × 1080 for FRAMES frames, every frame light (a constant cost): each frame's
    screen hashed, the rows' and hand's new looks drawn as usual as they first showed (past the deal), the looks
    painted ahead, and the row bands and extents worked out (:func:`counted_plans`).  ``ahead`` False: neither the
    beat nor the story paints ahead."""
    hashes = []
    with busy_table("fatfish", FatFishTable, 6, "story_ahead", ahead) as (app, table, patch):
        if not ahead:
            patch.setattr(table, "beat_ahead", lambda surface: None)
        spy = NewLooks(patch)
        plans, extents = counted_plans(patch)
        for index in range(FRAMES):
            spy.counting = index >= 100  # (the deal's looks aside: the first bot moves at ~110)
            frames(app, 1)
            hashes.append(screen_hash(app))
    return hashes, spy.new, spy.ahead, plans, extents


def test_a_bots_story_is_painted_ahead_and_the_pixels_are_the_same():
    hashes, in_frame, ahead, _, _ = _play(ahead=True)
    before, in_frame_before, ahead_before, _, _ = _play(ahead=False)
    assert hashes == before, "a frame differs from painting each look when it shows"
    assert ahead >= 10, f"only {ahead} looks painted ahead"
    assert in_frame_before >= 20, in_frame_before
    assert in_frame <= in_frame_before // 5, f"{in_frame} new looks drawn as they first showed, {in_frame_before} without"


def test_a_looks_bands_and_a_rows_extent_are_worked_out_once():
    """In the play above with its looks painted ahead (as the app plays): a look painted ahead (twice in a bot's beat:
    two pieces of one look) has the bands the frame that shows it copies, and a row's extent depends on its cards'
    marks, not their faces, so a row of n cards is measured once, not once per hand."""
    _, _, _, plans, extents = _play(ahead=True)
    assert len(set(plans)) >= 20, f"only {len(set(plans))} looks' bands: the table did not play"
    assert len(plans) == len(set(plans)), f"{len(plans) - len(set(plans))} of {len(plans)} looks' bands worked out again"
    assert len(extents) == len(set(extents)), f"{len(extents) - len(set(extents))} rows measured again"


def _beat(table) -> Beat | None:
    queue = table.animator.queue
    step = queue[0].steps[0] if queue and isinstance(queue[0], Sequence) and queue[0].steps else None
    return step if isinstance(step, Beat) else None


def test_a_bots_story_waits_a_frame_with_the_table_as_it_was(app):
    """The frame a bot's move is queued in and the next show the table as it was, its prompt too (it went blank for a
    frame before); the story's first step runs in the frame after."""
    app.update_settings(animation_speed="fast")
    table = start_table(app, "fatfish", FatFishTable, humans=0, players=4, seed=4242)
    for _ in range(400):
        idle, version = table.animator.idle, table.match.version
        frames(app, 1)
        if idle and table.match.version != version:
            break
    else:
        pytest.fail("no bot moved")
    beat = _beat(table)
    assert beat is not None and not beat.seen, "a bot's story queued with no beat first"
    assert table.beat_event is not None and table.beat_event.kind in ("card_placed", "cards_drawn", "row_taken")
    shown, prompt = dict(table.shown), table._prompt_shown
    assert prompt, "the prompt went blank in the frame a bot moved"
    assert table.prompt_text() == prompt, "the prompt changed before the story began"
    frames(app, 1)
    assert _beat(table) is beat and beat.seen and table.shown == shown and table._prompt_shown == prompt
    frames(app, 1)
    assert _beat(table) is None, "the story did not begin after its beat"
