"""A kiosk's think budget (``fishgames/bots/budgets.py``): on a kiosk the pros and the coach search less, so a
decision holds a second on the recommended kiosk's slow cores (the times: ``tools/bench.py --only bots``; the
strength it costs: ``tools/tournament.py … --levels normal,pro,pro@kiosk``; both in tools/README.md).

Checked here without a clock: the cap reaches the search (a kiosk pro plays fewer iterations, simulated turns or
playouts than the pro in the same position), the kiosk's pro level (``pro@kiosk``) and the kiosk's coach get it, and nothing else does."""

from __future__ import annotations

import random

import pytest

from fishgames.bots import budgets
from fishgames.bots.advice import COACH_BUDGETS, coach_bot
from fishgames.core import CHANCE, Match, Seat, registry
from fishgames.games.fischen import bots as fischen_bots
from fishgames.i18n import t
from fishgames.ui import games
from fishgames.ui.scenes.levelpicker import level_about
from tests.ui.driver import DT, running_app, start_table, until

#: The pros' own budgets, small for the test, and the kiosk's below them (the shipped ones cost seconds).
OWN = {"fischen": ("iterations", 200), "fatfish": ("turn_budget", 900), "fugu": ("budget", 160)}
KIOSK = {"fischen": {"iterations": 50}, "fatfish": {"turn_budget": 300}, "fugu": {"budget": 40}}


def searched_position(game: str, players: int, seed: int):
    """A bot-only game of normals played until seat 0 has a choice of several moves: (view, legal)."""
    spec = registry.get(game)
    match = Match(spec, spec.config(players), [Seat("bot", "normal")] * players, seed)
    while True:
        match.resolve_chance()
        waiting = [s for s in match.state.to_act() if s != CHANCE]
        view, legal = match.bot_request(0) if 0 in waiting else (None, ())
        if len(legal) > 2:
            return spec, match.config, view, legal
        match.apply(waiting[0], match.bot_decide(waiting[0]))


@pytest.mark.parametrize("game", sorted(OWN))
def test_a_kiosk_pro_searches_less_than_the_pro_in_the_same_position(game, monkeypatch):
    """Both decide the same position from the same stream; the kiosk's does the work its budget allows."""
    monkeypatch.setitem(budgets.KIOSK_BUDGETS, game, KIOSK[game])
    spec, config, view, legal = searched_position(game, 3, seed=11)
    work = {}
    for kiosk in (False, True):
        bot = spec.make_bot("pro", 0, config)
        name, own = OWN[game]
        setattr(bot, name, own)
        if kiosk:
            budgets.for_kiosk(game, [bot])
        bot.choose(view, legal, random.Random(5))
        assert bot.last_search is not None, "the pro did not search here"
        work[kiosk] = bot.last_search.iterations
    assert work[True] < work[False], work
    if game == "fischen":  # a count of iterations, exactly
        assert work == {False: 200, True: 50}


def test_a_cap_lowers_a_budget_and_never_raises_one():
    spec = registry.get("fischen")
    pro, normal = (budgets.capped(spec.make_bot(level, 0, spec.config(4)), {"iterations": 100})
                   for level in ("pro", "normal"))
    assert pro.iterations == 100
    assert normal.iterations == fischen_bots.BUDGETS["normal"]["iterations"] < 100


def test_a_kiosk_pro_is_capped_at_any_table_new_and_continued_and_a_pro_is_not(monkeypatch):
    """The cap goes with the level (``pro@kiosk``: tests/test_kiosk_levels.py), never with the device."""
    monkeypatch.setitem(budgets.KIOSK_BUDGETS, "fischen", {"iterations": 30})
    scene_class = games.scene_class("fischen")
    full = fischen_bots.BUDGETS["pro"]["iterations"]
    with running_app(kiosk=True) as kiosk:
        scene = start_table(kiosk, "fischen", scene_class, players=3, level="pro")
        assert {bot.iterations for bot in scene.match.bots.values()} == {full}
    with running_app() as desktop:
        scene = start_table(desktop, "fischen", scene_class, humans=0, players=3, level="pro@kiosk")
        bots = scene.match.bots
        assert {bot.iterations for bot in bots.values()} == {30}
        until(desktop, lambda: any(getattr(bot, "last_search", None) for bot in bots.values()), limit=3000)
        assert {bot.last_search.iterations for bot in bots.values() if bot.last_search} == {30}
        resumed = scene_class.resume_record(desktop, scene.match.record)  # Continue
        assert {bot.iterations for bot in resumed.match.bots.values()} == {30}


@pytest.mark.parametrize("game", sorted(budgets.KIOSK_COACH_BUDGETS))
def test_the_coach_on_a_kiosk_searches_with_the_kiosks_coach_budget(game):
    spec = registry.get(game)
    ((name, kiosk_most),) = budgets.KIOSK_COACH_BUDGETS[game].items()
    desktop = coach_bot(spec, "pro", 0, spec.config(3))
    kiosk = coach_bot(spec, "pro", 0, spec.config(3), kiosk=True)
    assert getattr(desktop, name) == COACH_BUDGETS[game][name] > kiosk_most == getattr(kiosk, name)


def test_the_coach_at_a_kiosk_table_asks_the_capped_pro(monkeypatch):
    monkeypatch.setitem(budgets.KIOSK_COACH_BUDGETS, "fischen", {"iterations": 25})
    with running_app(kiosk=True) as kiosk:
        scene = start_table(kiosk, "fischen", games.scene_class("fischen"), players=3, level="easy")
        until(kiosk, lambda: scene.coach.available)
        assert scene.coach.pro(scene.viewer).iterations == 25
        kiosk.step(DT)


def test_the_kiosks_pro_quotes_the_kiosks_budget_and_says_it_thinks_less():
    with running_app(kiosk=True):
        shipped = budgets.KIOSK_BUDGETS["fischen"]["iterations"]
        assert f" {t.number(shipped)} " in level_about("fischen", "pro@kiosk")
        assert level_about("fischen", "pro@kiosk").endswith(t("level.about.kiosk"))
        assert f" {t.number(fischen_bots.BUDGETS['pro']['iterations'])} " in level_about("fischen", "pro")
        assert t("level.about.kiosk") not in level_about("fischen", "pro")
