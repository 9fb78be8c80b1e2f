"""The art drawn ahead for a table is listed most urgent first (its backdrop, then backs, then a deck's faces) and
drawn in that order, so the sprite cache's least recently used were the most urgent: where a table's list is larger
than the byte budget (Fugu at 1920 × 1080, its twins 2.25 × the pictures), the sea went first and the table's first
frame drew it again (40 ms of a 75 ms frame; issue 29: ≤ 50 ms).  Once drawn, the list is touched again, the most
urgent last: the budget lets the least urgent go instead (``sprites.keep_first``)."""

from __future__ import annotations

from fishgames.ui import games, sprites
from fishgames.ui.art_ahead import ArtAhead


def test_a_list_larger_than_the_budget_keeps_its_most_urgent_pictures(monkeypatch, fine_scale_restored):
    """Fugu's 4-player list (about 4 screens of pictures at k = 1) under a 2-screen budget."""
    config = games.spec("fugu").config(4)
    specs = games.scene_class("fugu").art_specs(config)
    monkeypatch.setattr(sprites, "CACHE", sprites.SurfaceCache(budget=2 * sprites.SCREEN_BYTES))
    ahead = ArtAhead()
    ahead.aim([("fugu", config)])
    while not ahead.step(0):  # a picture a step: what a frame's few milliseconds draw
        pass
    assert sum(sprites.spec_key(s) in sprites.CACHE for s in specs) < len(specs), "the list fits: no test"
    for spec in specs[:3]:  # the sea, the sand bed, the fonts' note: the first frame's
        assert sprites.spec_key(spec) in sprites.CACHE, f"{spec[:2]} forgotten behind the less urgent art"
