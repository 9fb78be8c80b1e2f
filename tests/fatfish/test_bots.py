"""Fat Fish bots: legal, deterministic, blind to hidden cards, and sensible in clear positions."""

import random

import pytest

from fishgames.core import Match, Seat, registry
from fishgames.games.fatfish import bots
from fishgames.games.fatfish.bots import EasyBot, NormalBot, ProBot
from fishgames.games.fatfish.rules import PLACE, TAKE, Keep, RowTaken
from fishgames.i18n import Translator, catalogue
from tests.fatfish.helpers import cards, table

SPEC = registry.get("fatfish")


def card(text):
    return cards([text])[0]


def decide(bot, state, seat=None, seed=0):
    seat = state.current if seat is None else seat
    return bot.choose(state.view(seat), state.legal_actions(seat), random.Random(seed))


@pytest.fixture
def small_pro(monkeypatch):
    """Pro with a small budget: same algorithm, quicker tests."""
    monkeypatch.setitem(bots.TUNING, "pro_turn_budget", 300)
    monkeypatch.setitem(bots.TUNING, "pro_min_samples", 3)
    return ProBot(0)


def test_normal_takes_a_profitable_row_and_says_why():
    state = table([["r1", "y2", "g3", "b4"], ["y1"], ["b1", "r6"]], [["p6", "y3"], ["g1"]])
    bot = NormalBot(0)
    assert decide(bot, state) == PLACE[0][card("p6")]
    assert bot.last_reason == ("fatfish.reason.take_row", {"points": 16})


def test_normal_does_not_leave_a_gift_for_the_next_player():
    # yellow 6 on row 0 would leave four cards worth +8 to whoever comes next
    state = table([["r1", "y2", "g3"], ["b1"], ["p1"]], [["y6"], ["g1", "r2", "b2", "p2"]])
    assert decide(NormalBot(0), state) in {PLACE[1][card("y6")], PLACE[2][card("y6")]}


def test_normal_splits_for_empty_net_when_the_licence_is_worth_more():
    row = ["r2", "r1", "b1", "b2"]
    state = table([row, ["y5"]], [["g1"], ["p1"]], licences=True)
    state.apply(0, PLACE[0][card("g1")])
    assert state.phase == TAKE
    bot = NormalBot(0)
    choice = decide(bot, state)
    # high split: +3 (Small Fry either way); low split −1 but Empty Net +5
    assert choice == Keep(tuple(sorted(cards(["r1", "b1", "g1"]))))
    assert bot.last_reason[0] == "fatfish.reason.keep_licence"
    state.lic_first["L3"] = 1  # already claimed: keep the highest cards
    assert decide(NormalBot(0), state) == Keep(tuple(sorted(cards(["r2", "b2", "g1"]))))


def test_pro_without_licences_keeps_the_highest_card_of_each_colour(small_pro):
    state = table([["r4", "r1", "b6", "b2"], ["y1"]], [["g3"], ["p1"]])
    state.apply(0, PLACE[0][card("g3")])
    assert decide(small_pro, state) == Keep(tuple(sorted(cards(["r4", "b6", "g3"]))))


def test_pro_takes_a_rich_row(small_pro):
    state = table([["r1", "y2", "g3", "b4"], ["y1"], ["b1", "r6"]],
                  [["p6", "y3", "r2", "g5"], ["g1", "b2", "p2", "y4"]],
                  decks=[["r3", "y5"], ["g2", "b3"]], reserve=["p3"])
    assert decide(small_pro, state) == PLACE[0][card("p6")]
    assert small_pro.last_reason == ("fatfish.reason.take_row", {"points": 16})


@pytest.mark.parametrize("make", [EasyBot, NormalBot, "pro"])
def test_decisions_ignore_cards_the_bot_cannot_see(make, small_pro):
    """Permuting hidden cards (other hands, decks, reserve, box) never changes the decision."""
    match = Match(SPEC, SPEC.config(3), [Seat("bot", "random")] * 3, seed=77)
    minus = []
    match.listeners.append(lambda seat, action, events: minus.extend(
        c for e in events if isinstance(e, RowTaken) for c in cards(e.minus.split())))
    for _ in range(30):
        match.resolve_chance()
        seat = match.state.to_act()[0]
        match.apply(seat, match.bot_decide(seat))
    match.resolve_chance()
    state, seat = match.state, match.state.to_act()[0]
    bot_a = small_pro if make == "pro" else make(seat)
    bot_b = ProBot(seat) if make == "pro" else make(seat)
    bot_a.seat = seat
    assert minus, "the position should follow at least one take"
    bot_a.known_minus, bot_b.known_minus = list(minus), list(minus)
    other = state.determinize(seat, random.Random(5))
    assert other.hands != state.hands or other.decks != state.decks
    assert decide(bot_a, state, seat, 3) == decide(bot_b, other, seat, 3)


def test_bots_remember_minus_cards_from_events():
    bot = NormalBot(1)
    bot.observe(RowTaken(0, 0, "r4 b6 g3", "r1 b2", 10))
    assert sorted(bot.known_minus) == sorted(cards(["r1", "b2"]))


@pytest.mark.parametrize("level", ["easy", "normal", "pro"])
def test_bot_games_are_legal_and_deterministic(level, monkeypatch):
    monkeypatch.setitem(bots.TUNING, "pro_turn_budget", 150)
    monkeypatch.setitem(bots.TUNING, "pro_min_samples", 2)
    records = []
    for _ in range(2):
        match = Match(SPEC, SPEC.config(2, licences=True), [Seat("bot", level), Seat("bot", "normal")], seed=5)
        match.play_to_end()
        records.append(match.record.actions)
    assert records[0] == records[1]


def test_reasons_are_translation_keys_with_params():
    """Easy explains its take (not the random slips it makes now and then) with a key both languages fill in."""
    texts = [catalogue(lang) for lang in ("de", "en")]
    state = table([["r1", "y2", "g3", "b4"], ["y1"], ["b1", "r6"]], [["p6"], ["g1"]])
    bot = EasyBot(0)
    reasons = []
    for seed in range(20):
        bot.choose(state.view(0), state.legal_actions(0), random.Random(seed))
        reasons.append(bot.last_reason)
    given = [reason for reason in reasons if reason is not None]
    assert len(given) >= 10, f"reasons for only {len(given)} of 20 decisions"
    for key, params in given:
        assert key.startswith("fatfish.reason.") and isinstance(params, dict)
        assert all(key in text for text in texts)
        assert all("{" not in Translator(lang)(key, **params) for lang in ("de", "en"))
