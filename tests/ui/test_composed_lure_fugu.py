"""Lure's fish in the water and its prompt, and Fugu's market, painted once per look on a copy of the backdrop and
copied (``canvas.composed``, issue 29: frame cost at 1920 × 1080): every frame, and above all the frames just after
what they show changed, has exactly the pixels of painting them anew — a copy kept for a look gone would show."""

from __future__ import annotations

import pytest

from fishgames.games.fugu.scene import FuguTable
from fishgames.games.lure.scene import LureTable
from fishgames.ui import underlay
from tests.ui.driver import frames, kept_pixels, same_pixels, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

#: Frames after a look changed that are checked: the first is drawn as usual, the copy is made in the second
#: (paced: in the third at the latest when another place made one), and shown from then on.
AFTER_A_CHANGE = 4


def _painted_anew_differs(app) -> bool:
    """Whether the frame drawn with what is kept differs from the frame blended and painted anew."""
    app.draw()
    kept = kept_pixels(app.screen.pixels)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(underlay.Underlay, "blended", lambda self, picture, target, *parts: self.covered(target))
        patch.setattr(underlay.Underlay, "composed",
                      lambda self, key, target, area, paint, *paced: self.covered(target))
        app.draw()
    return not same_pixels(app.screen.pixels, kept)


def _composed_kinds(app) -> set:
    return {place[1][0] for place in app.screen.underlay._kept if place[0] == "composed"}


def _play_and_check(app, look, kinds: set, count: int, changes_wanted: int) -> None:
    """Step the computers' game (``count`` frames at most); in the frames after ``look()`` changed, the picture must
    be that of painting anew.  It stops once ``changes_wanted`` changes were checked, each for its
    ``AFTER_A_CHANGE`` frames, and ``kinds`` were copied: played to ``count`` it checked more changes of the same
    kinds (Lure: 30 in 600 frames, the 12 wanted by the 162nd; Fugu: 12 in 300, 6 by the 138th) for three times the
    CPU, and a copy kept for a look gone shows at the first change after it."""
    before, since, changes, copied = look(), AFTER_A_CHANGE, 0, set()
    for n in range(count):
        if changes >= changes_wanted and since >= AFTER_A_CHANGE and copied == kinds:
            break
        frames(app, 1)
        now = look()
        if now != before:
            before, since, changes = now, 0, changes + 1
        if since < AFTER_A_CHANGE:
            since += 1
            assert not _painted_anew_differs(app), (n, now)
        copied |= _composed_kinds(app) & kinds
    assert changes >= changes_wanted and copied == kinds, (changes, copied)


def test_lures_fish_in_the_water_and_prompt_copied_show_the_pixels_of_painting_them_anew():
    """Lure at k = 1.5, five computers playing on: the fish in the water (dealt, caught, flown away) and the prompt
    are painted once per look and copied; each frame after either changed is the frame painted anew."""
    with sharp_app((1920, 1080)) as app:
        app.update_settings(animation_speed="fast")  # (before the table: its fish fly in, glow, hide)
        table = start_table(app, "lure", LureTable, humans=0, players=5, seed=4242)

        def look():
            s = table.shown
            return tuple(s["pool"]), frozenset(s["hidden"]), table.prompt_text()

        _play_and_check(app, look, {"lure pool", "lure prompt"}, 600, 12)


def test_fugus_market_copied_shows_the_pixels_of_painting_it_anew():
    """Fugu at k = 1.5, four computers playing on: the market (a card taken, the next one laid) is painted once per
    look and copied; each frame after it changed is the frame painted anew."""
    with sharp_app((1920, 1080)) as app:
        app.update_settings(animation_speed="fast")  # (before the table: its fish fly in, glow, hide)
        table = start_table(app, "fugu", FuguTable, humans=0, players=4, seed=4242)
        _play_and_check(app, lambda: tuple(table.shown.market), {"fugu market"}, 300, 6)


def test_lures_prompt_with_other_words_in_a_box_of_the_same_size_is_not_the_copy_of_the_old_words():
    """Two prompts as wide as each other (digits swapped) take the same place: the second is painted anew, not shown
    as the copy of the first."""
    with sharp_app((1920, 1080)) as app:
        table = start_table(app, "lure", LureTable, humans=0, players=5, seed=4242)
        same_width_prompts_painted_anew(app, table, "lure prompt", "Round 12: tap a fish", "Round 21: tap a fish")


def same_width_prompts_painted_anew(app, table, kind: str, first: str, then: str) -> None:
    """``table``'s prompt says ``first``, then ``then`` (as wide): every frame after the change shows the pixels of
    painting the prompt anew, not the copy composed for ``first`` (``kind``: its composed picture)."""
    words = [first]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(table, "prompt_text", lambda *args, **kwargs: words[0])
        frames(app, AFTER_A_CHANGE)
        assert kind in _composed_kinds(app)
        words[0] = then
        for _ in range(AFTER_A_CHANGE):
            frames(app, 1)
            assert not _painted_anew_differs(app)
