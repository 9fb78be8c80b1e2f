"""A kiosk's capped pro is a level of the game, not of the device (``pro@kiosk``, code letter ``K``): a kiosk's
set-up seats it, and its seats, record and game code carry it, so the same code played on a computer meets the same
bots — and a ``pro`` code played on a kiosk the full pro.  Old codes and records read as they did; a code or a
record naming a level its game has not is refused with a reason.

The pros think with small budgets here (the shipped ones cost seconds): the full pro 150 iterations, the kiosk's 10.
"""

from __future__ import annotations

import json

import pytest

from fishgames.bots import budgets
from fishgames.core import BadGameCode, GameCode, GameRecord, Match, Seat, registry
from fishgames.games.fischen import bots as fischen_bots
from fishgames.i18n import t
from fishgames.ui import games
from fishgames.ui.scene import Push
from fishgames.ui.scenes.codepicker import problems
from fishgames.ui.scenes.levelpicker import LevelPickerScene
from fishgames.ui.scenes.setup import SetupScene
from tests.ui.driver import DT, click, running_app

pytestmark = pytest.mark.usefixtures("every_app_unpainted")  # no check here reads a pixel of the screen

FULL, CAPPED = 150, 10


@pytest.fixture
def small_pros(monkeypatch):
    monkeypatch.setitem(fischen_bots.BUDGETS["pro"], "iterations", FULL)
    monkeypatch.setitem(budgets.KIOSK_BUDGETS, "fischen", {"iterations": CAPPED})


def play_on(match: Match, actions: int) -> list[tuple[int, str]]:
    """The match played on to ``actions`` recorded actions, the one human seat always taking its first legal move:
    the same human inputs on both devices, so any difference is the bots'."""
    while len(match.record.actions) < actions:
        match.resolve_chance()
        waiting = match.state.to_act()
        if not waiting:
            break
        seat = waiting[0]
        action = match.bot_decide(seat) if seat in match.bots else match.state.legal_actions(seat)[0]
        match.apply(seat, action)
    return match.record.actions[:actions]


def kiosk_game_with_pros(app) -> Match:
    """On a kiosk, as a player sets it up: every computer seat's level picked as the strongest in the picker, Start."""
    setup = SetupScene(app, "fischen")
    app.stack.apply(Push(setup))
    app.step(DT)
    for seat in [i for i, s in enumerate(setup.seats) if s["kind"] == "bot"]:
        click(app, setup.widgets[("level", seat)])
        picker = app.stack.top
        assert isinstance(picker, LevelPickerScene)
        click(app, picker.widgets[picker.levels[-1]])
    click(app, setup.widgets["start"])
    return app.stack.top.match


def test_a_code_made_on_a_kiosk_plays_the_same_bots_on_a_computer(small_pros):
    with running_app(kiosk=True) as kiosk:
        on_kiosk = kiosk_game_with_pros(kiosk)
        code = str(on_kiosk.record.code)
        kiosk_actions = play_on(on_kiosk, 60)
    with running_app() as desktop:
        setup = SetupScene(desktop, "fischen")
        desktop.stack.apply(Push(setup))
        setup.apply_code(GameCode.parse(code, game="fischen"))  # as the code picker's "Play this code" does
        on_desktop = setup.start_now().scene.match
        desktop_actions = play_on(on_desktop, 60)
    bot_moves = [text for seat, text in kiosk_actions if seat in on_kiosk.bots]
    assert len(bot_moves) >= 12 and len(kiosk_actions) == 60
    assert desktop_actions == kiosk_actions, code
    assert code.split(":")[-1][1] == "K" and {bot.iterations for bot in on_desktop.bots.values()} == {CAPPED}


def test_a_pro_code_played_on_a_kiosk_meets_the_full_pro(small_pros):
    """The device changes nothing: a desktop's ``P`` code is the full pro on a kiosk too."""
    with running_app(kiosk=True) as kiosk:
        setup = SetupScene(kiosk, "fischen")
        kiosk.stack.apply(Push(setup))
        match = setup.play_code(GameCode.parse("3P-00A1", game="fischen")).scene.match  # (a kiosk never asks)
        assert [seat.level for seat in match.seats] == [None, "pro", "pro"]
        assert {bot.iterations for bot in match.bots.values()} == {FULL}


def test_a_kiosk_offers_its_capped_pro_and_says_so():
    """The kiosk's set-up and picker show the level it plays; a pro remembered from before becomes the kiosk's."""
    last = {"fischen": {"players": 3, "seats": [{"kind": "human", "level": None, "name": "Ann"},
                                                {"kind": "bot", "level": "pro", "name": "Otter"},
                                                {"kind": "bot", "level": "normal", "name": "Heron"}]}}
    with running_app(kiosk=True, last_setup=last) as kiosk:
        setup = SetupScene(kiosk, "fischen")
        kiosk.stack.apply(Push(setup))
        kiosk.step(DT)
        assert [s["level"] for s in setup.seats] == [None, "pro@kiosk", "normal"]
        assert setup.widgets[("level", 1)].text == games.level_name("pro@kiosk") != games.level_name("pro")
        click(kiosk, setup.widgets[("level", 1)])
        assert kiosk.stack.top.levels == ("easy", "normal", "pro@kiosk")
    with running_app() as desktop:
        assert SetupScene(desktop, "fischen").levels == ("easy", "normal", "pro")


def test_a_capped_pro_keeps_its_cap_through_continue_and_take_back(small_pros):
    spec = registry.get("fischen")
    seats = [Seat("human", None, "Ann"), Seat("bot", "pro@kiosk", "Otter"), Seat("bot", "pro@kiosk", "Heron")]
    match = Match(spec, spec.config(3), seats, 77, level="pro@kiosk", autosave=lambda record: None)
    play_on(match, 30)
    record = GameRecord.from_json(json.loads(json.dumps(match.record.to_json())))
    assert str(record.code).endswith(":3K-" + str(match.record.code)[-4:])
    for again in (Match.from_record(record), match.taken_back()):
        assert {bot.iterations for bot in again.bots.values()} == {CAPPED}
    continued = Match.from_record(record)
    assert play_on(continued, 50) == play_on(match, 50)


def test_old_codes_and_records_read_as_before():
    assert [GameCode.parse(c).level for c in ("4L-1K3F", "4S-1K3F", "4P-1K3F", "4M-1K3F")] == \
        ["easy", "normal", "pro", "master"]
    assert str(GameCode.parse("fischen:3P-1K3F")) == "fischen:3P-1K3F"
    old = {"format": 1, "game": "fischen", "config": {"players": 3, "options": {}}, "seed": 5, "level": "pro",
           "seats": [{"kind": "human", "level": None, "name": "Ann"}, {"kind": "bot", "level": "pro", "name": "Otter"},
                     {"kind": "bot", "level": None, "name": "Heron"}],
           "actions": [], "bot_rng_states": {}, "started": 1.0e9}
    record = GameRecord.from_json(old)
    match = Match.from_record(record)
    assert str(record.code) == "fischen:3P-0005"
    assert {bot.iterations for bot in match.bots.values()} == {fischen_bots.BUDGETS["pro"]["iterations"]}


@pytest.mark.parametrize("game", ["gofish", "lure", "fugu"])
def test_a_kiosk_level_where_the_kiosk_caps_nothing_is_refused_with_a_reason(game):
    """Only games whose pro the kiosk caps have a ``K`` level; elsewhere the code is bad, and says why."""
    with pytest.raises(BadGameCode) as refused:
        GameCode.parse(f"{game}:3K-1K3F")
    assert refused.value.reason_key == "error.code_level"
    with running_app():
        said = [text for text, _ in problems("3K-1K3F", game)]
        assert t("error.code_level") in said
        assert any("P = " in line and "K = " not in line for line in said)
    assert registry.get(game).offered_levels(kiosk=True) == registry.get(game).levels


@pytest.mark.parametrize("level", ["pro@kiosk", "pro@desk", "normal@kiosk", "pro@kiosk@kiosk", "@kiosk"])
def test_a_record_with_a_malformed_level_is_refused(level):
    bad = {"format": 1, "game": "gofish" if level == "pro@kiosk" else "fischen",
           "config": {"players": 3, "options": {}}, "seed": 5, "level": "normal",
           "seats": [{"kind": "human", "level": None, "name": "Ann"}, {"kind": "bot", "level": level, "name": "Otter"},
                     {"kind": "bot", "level": None, "name": "Heron"}],
           "actions": []}
    with pytest.raises(ValueError, match="no bot level"):
        GameRecord.from_json(bad)
    with pytest.raises(ValueError, match="no level"):
        GameRecord.from_json({**bad, "game": "fischen", "seats": bad["seats"][:1] * 3, "level": level + "x"})


def test_the_kiosk_caps_only_the_pro():
    """Every game the kiosk's table names has its ``pro@kiosk``, which thinks less than the pro; its easy and
    normal already think less than the cap (they have no kiosk level: a kiosk plays them as they are)."""
    assert budgets.KIOSK_BUDGETS
    for name in registry.names():
        spec = registry.get(name)
        config = spec.config(spec.min_players)
        assert ("pro@kiosk" in spec.bots) == (name in budgets.KIOSK_BUDGETS), name
        for level, most in budgets.KIOSK_BUDGETS.get(name, {}).items():
            assert getattr(spec.make_bot("pro", 0, config), level) > most == \
                getattr(spec.make_bot("pro@kiosk", 0, config), level)
            for weaker in ("easy", "normal"):
                bot = spec.make_bot(weaker, 0, config)
                assert getattr(bot, level, 0) <= most, (name, weaker)
