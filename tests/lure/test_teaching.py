"""Lure teaches itself at the table: a tapped fish card explains itself, the tray starts each round empty,
and a round resolves at a pace a newcomer can follow (the real App, synthetic taps, frame by frame).

Pace is measured in *animator time* — the sum of the design durations the animator plays, scaled by the
speed setting — never on the wall clock.  Frames whose pixels no check reads are drawn unpainted
(``tests/ui/unpainted.py``: every line of the drawing code runs, no blit reaches the screen).
"""

from __future__ import annotations

import os

import pygame
import pytest

from fishgames.core import Seat
from fishgames.games.lure import scene_draw as D
from fishgames.games.lure import scene_layout as L
from fishgames.games.lure.data import FISH
from fishgames.games.lure.scene import LureTable
from fishgames.games.lure.scene_demo import tap
from fishgames.i18n import t
from fishgames.ui import games, theme
from fishgames.ui.scene import Push
from tests.lure.tables import table
from tests.ui.unpainted import drawn_once_at_the_end, undrawn, unpainted

DT = 1 / 60
CARP, PERCH, SMELT, GOBY, GROUPER, EEL = 18, 22, 2, 13, 28, 19
SHOTS = os.environ.get("LURE_SHOTS")  # a folder: the tests save their screenshots there


@pytest.fixture(autouse=True)
def _no_dead_fonts():
    yield
    theme.font.cache_clear()
    D._explain_panel.cache_clear()


def frames(app, n=1):
    for _ in range(n):
        app.step(DT)


def start(app, players=4, seed=7) -> LureTable:
    seats = [Seat("human", None, "Anna")] + [Seat("bot", "easy", games.bot_name(i)) for i in range(1, players)]
    scene = games.start_scene(app, "lure", seats, seed, "easy")
    assert isinstance(scene, LureTable)
    app.stack.apply(Push(scene))
    app.step(DT)
    return scene


def at_the_bid(app, pool) -> LureTable:
    """Round 1, your bid, with exactly ``pool`` in the water."""
    scene = start(app)
    scene.match.state = table(4, pool)
    scene._sync(force=True)
    with drawn_once_at_the_end(app):  # the view and the animator are stepped in update; the last frame is drawn
        for _ in range(600):  # the bots cast first: from here on only you can change the match
            frames(app)
            if scene.view["decision"]["seats"] == [0] and scene.animator.idle:
                break
    assert scene.decision(scene.view) == "cast"
    return scene


def card_centre(scene, fid):
    pool = scene.shown["pool"]
    return L.pool_rect(pool.index(fid), len(pool)).center


def drawn_texts(monkeypatch, app) -> list[str]:
    """Every text the explanation panel renders in the next frame."""
    seen: list[str] = []
    for name in ("wrapped", "fitted"):
        real = getattr(D, name)
        monkeypatch.setattr(D, name, lambda text, *a, real=real, **k: (seen.append(text), real(text, *a, **k))[1])
    D._explain_panel.cache_clear()
    frames(app)
    return seen


def pixels(surface, area) -> bytes:
    return pygame.image.tobytes(surface.subsurface(area), "RGB")


def shot(app, name):
    if SHOTS:
        pygame.image.save(app.screen, os.path.join(SHOTS, name))


# -- 1. a tapped fish explains itself -----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_tapped_fish_card_says_its_catch_number_and_requirement_and_changes_nothing(app, monkeypatch, lang):
    app.update_settings(language=lang)
    pool = [SMELT, GOBY, EEL, CARP, PERCH, GROUPER]  # no requirement, odd, 1 and 5, a 6, a pair, a run
    scene = at_the_bid(app, pool)
    version, actions = scene.match.version, list(scene.match.record.actions)
    before = app.screen.copy()
    for fid in pool:
        tap(app, card_centre(scene, fid))
        assert scene.explained == fid
        fish = FISH[fid]
        texts = drawn_texts(monkeypatch, app)
        assert t(f"lure.fish.{fish.key}") in texts
        assert t("lure.ui.explain.catch", catch=fish.catch) in texts
        assert t(f"lure.ui.explain.req.{fish.req or 'none'}") in texts
        assert t(f"lure.req.{fish.req or 'none'}") in texts
        if fid == CARP:
            shot(app, f"lure_explain_{lang}.png")
        # the bid controls stay in sight: your rack, the panel and the Cast button are not covered
        for area in (L.RACK, L.PANEL):
            assert pixels(app.screen, area) == pixels(before, area)
        tap(app, L.CAST_BUTTON.center)  # a tap anywhere closes it — and does nothing else
        assert scene.explained is None
        assert scene.match.version == version and scene.match.record.actions == actions
        assert scene.decision(scene.view) == "cast" and not scene.pick_d6
    # the explanation is drawn over the water, and gone once closed
    tap(app, card_centre(scene, CARP))
    frames(app)
    open_ = pixels(app.screen, L.EXPLAIN)
    tap(app, (640, 40))
    frames(app)
    assert scene.explained is None and open_ != pixels(app.screen, L.EXPLAIN)
    assert scene.match.version == version


def test_the_explanation_knows_every_requirement_kind_in_both_languages():
    from fishgames.games.lure.data import REQUIREMENTS
    from fishgames.i18n import catalogue

    for lang in ("de", "en"):
        keys = catalogue(lang)
        for req in REQUIREMENTS:
            assert f"lure.ui.explain.req.{req or 'none'}" in keys
        assert "lure.ui.explain.catch" in keys and "lure.ui.explain.close" in keys


def test_only_face_up_fish_explain_themselves(app):
    scene = at_the_bid(app, [CARP, PERCH])
    scene.shown["hidden"].add(CARP)  # still flying in, face down
    tap(app, card_centre(scene, CARP))
    assert scene.explained is None
    scene.shown["hidden"].discard(CARP)
    tap(app, card_centre(scene, CARP))
    assert scene.explained == CARP


# -- 2. the tray starts each round empty ---------------------------------------------------------------------------

def test_the_tray_is_empty_when_the_next_bid_starts(app, monkeypatch):
    from fishgames.games.lure import scene_demo as SD

    app.update_settings(animation_speed="fast")  # slow enough that round 1's dice are drawn in some frame
    scene = start(app)
    lanes: list[int] = []
    real = D.Drawer._draw_lane
    monkeypatch.setattr(D.Drawer, "_draw_lane", lambda self, surface, seat, *a: (lanes.append(seat),
                                                                                 real(self, surface, seat, *a))[1])
    dice_seen = False

    def round_two_bid() -> bool:
        nonlocal dice_seen
        dice_seen |= bool(lanes)
        return scene.view["round"] == 2 and scene.decision(scene.view) == "cast"

    with unpainted(app):  # the lanes asked for are the check; the two frames below are painted for the shot
        SD.run(app, scene, stop=round_two_bid)
    assert dice_seen, "round 1's dice were in the tray"
    lanes.clear()
    frames(app, 2)
    shot(app, "lure_tray_next_bid.png")
    assert scene.shown["round"] == 2 and scene.tray is None
    assert lanes == [], "last round's dice are still drawn in the tray"


# -- 3. a round at a newcomer's pace --------------------------------------------------------------------------------

ROUND_AT_NORMAL = 22.0  # animator seconds, seed 7: 14.5 s before the pacing, 27.1 s after
GROUP_HOLD = 2.0  # each group's dice lie landed in the tray at least this long (its roll, totals and catches)


def play_round_one(app, speed: str):
    """You cast 2 dice; the round resolves up to round 2's bid.  Returns (scene, animator seconds, seconds
    each group's landed dice were shown)."""
    app.update_settings(animation_speed=speed)
    with undrawn(app):  # the pace is read from the animator and the tray (both stepped in update), never drawn
        return _round_one(app, start(app, seed=7))


def _round_one(app, scene: LureTable):
    from fishgames.games.lure import scene_demo as SD
    from fishgames.games.lure.actions import Cast

    for _ in range(5000):
        frames(app)
        if scene.decision(scene.view) == "cast" and scene.view["decision"]["seats"] == [0]:
            break
    SD.tap_cast(app, scene, Cast(2))
    busy, landed = 0, {}
    for _ in range(20000):
        tray = scene.tray
        if not scene.animator.idle:
            busy += 1
            dice = [d for lane in (tray or {}).get("lanes", {}).values() for d in lane["dice"]]
            if dice and not any(d["rolling"] for d in dice):
                key = tuple(tray["members"])
                landed[key] = landed.get(key, 0) + 1
        if scene.view["round"] == 2 and scene.decision(scene.view) == "cast":
            break
        app.step(DT)
    return scene, busy * DT, {k: v * DT for k, v in landed.items()}


def test_a_round_at_normal_speed_gives_each_group_time_to_be_read(app):
    scene, seconds, landed = play_round_one(app, "normal")
    assert scene.match.state.round == 2
    assert seconds >= ROUND_AT_NORMAL, f"the round resolved in {seconds:.1f} s of animation"
    groups = [g for g in scene.match.record.actions if g[1].startswith("roll")]
    assert len(landed) == len(groups) >= 2
    assert min(landed.values()) >= GROUP_HOLD, landed


def test_at_instant_speed_the_round_resolves_at_once(app):
    scene, seconds, landed = play_round_one(app, "instant")
    assert seconds == 0 and not landed and scene.view["round"] == 2


def test_a_tap_skips_ahead(app):
    app.update_settings(animation_speed="normal")
    from fishgames.games.lure import scene_demo as SD
    from fishgames.games.lure.actions import Cast

    with unpainted(app):  # the checks read the animator and the view
        scene = at_the_bid(app, [CARP, PERCH])
        SD.tap_cast(app, scene, Cast(2))
        assert not scene.animator.idle  # the reveal and the rolls play ...
        tap(app, (640, 40))  # ... until a tap hurries them along: the table shows where the match is
    assert scene.animator.idle and scene.shown["phase"] == scene.view["phase"]
