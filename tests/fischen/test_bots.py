"""Bots: legal, deterministic, honest (they only get a view), with translatable reasons."""

import random

import pytest

from fishgames.core import GameConfig, Match, registry
from fishgames.core.record import Seat
from fishgames.games.fischen.bits import P_NAME, P_PASS, P_ZERO, T_SEA, tag_of
from fishgames.games.fischen.bots import BUDGETS, EasyBot, NormalBot, ProBot, SearchBot, explain
from fishgames.games.fischen.data import SEA_CARDS, STAR
from fishgames.i18n import catalogue
from tests.fischen.helpers import A, B, C, play_trick, table
from tests.fischen.test_knowledge import advance

CONFIG = GameConfig(4)


def small(cls, seat, iterations=40):
    return cls(seat, CONFIG, iterations=iterations) if issubclass(cls, SearchBot) else cls(seat, CONFIG)


def fill_sea(st):
    """Levels 3-5 of the sea (the hands hold level 1-2 cards)."""
    st.sea = [c for c in reversed(SEA_CARDS) if STAR[c] >= 3]
    for c in st.sea:
        st.tag[c] = tag_of(T_SEA, STAR[c])


def zero_state():
    st = table([["y12", "b5"], ["y0", "b6"], ["g3", "b7"], ["y15", "b8"]], leader=A)
    play_trick(st, "y12", "y0", "g3", "y15")
    assert st.phase == P_ZERO
    return st


def pass_state():
    hands = [["b9", "y5", "minus3a"], ["left", "y2", "r6"], ["b3", "y3", "p4"], ["b4", "y4", "p5"]]
    st = table(hands, leader=A)
    play_trick(st, "b9", "left", "b3", "b4")
    assert st.phase == P_PASS
    return st


def name_state():
    st = table([["name", "y5", "g9"], ["b2", "y2", "r6"], ["b3", "y3", "p4"], ["b4", "y4", "p5"]], leader=A)
    play_trick(st, "name", "b2", "b3", "b4")
    assert st.phase == P_NAME
    return st


def play_state():
    return table([["b9", "y5", "g9", "minus3a"], ["b2", "y2", "r6", "r7"], ["b3", "y3", "p4", "all"],
                  ["b4", "y4", "p5", "b0"]], leader=B)


@pytest.mark.parametrize("cls", [EasyBot, NormalBot, ProBot])
@pytest.mark.parametrize("make", [zero_state, pass_state, name_state, play_state])
def test_every_level_answers_every_decision_legally_and_deterministically(cls, make):
    st = make()
    seat = st.to_act()[0]
    view, legal = st.view(seat), st.legal_actions(seat)
    first = small(cls, seat).choose(view, legal, random.Random(4))
    again = small(cls, seat).choose(view, legal, random.Random(4))
    assert first in legal and first == again


def test_bots_only_see_their_view_hidden_cards_do_not_change_the_choice():
    st = advance(4, 3, 30)
    seat = st.to_act()[0]
    twin = st.determinize(seat, random.Random(8))  # other hands re-dealt, same view for this seat
    assert twin.hands != st.hands
    for cls in (EasyBot, NormalBot):
        bot = small(cls, seat)
        one = bot.choose(st.view(seat), st.legal_actions(seat), random.Random(2))
        two = bot.choose(twin.view(seat), twin.legal_actions(seat), random.Random(2))
        assert one == two


def test_search_bots_take_the_trick_that_also_wins_the_next_one():
    # b13 wins now and leaves C leading b3 into three players without blue: 8 cards instead of 0
    st = table([["b9", "y5"], ["b12", "y6"], ["b13", "b3"], ["b4", "y7"]], leader=A)
    play_trick(st, "b9", "b12")
    action = small(ProBot, C, 200).choose(st.view(C), st.legal_actions(C), random.Random(1))
    assert action.to_text() == "play b13"


def test_reason_for_all_others_and_minus_three():
    from fishgames.games.fischen.actions import parse_action

    assert explain(parse_action("play all")) == ("fischen.reason.all_others", {})
    assert explain(parse_action("play minus3b")) == ("fischen.reason.dump_minus3", {})
    assert explain(parse_action("play r0")) == ("fischen.reason.play_zero", {"card": "r0"})
    assert explain(parse_action("name green")) == ("fischen.reason.name_colour", {"colour": "green"})
    assert explain(parse_action("play b7")) is None


def test_zero_takes_the_best_card_not_the_minus_three():
    st = table([["b12", "b5"], ["b0", "b6"], ["minus3a", "b7"], ["b14", "b8"]], leader=A)
    fill_sea(st)  # there is a next round, so a strong card is worth more than a weak one
    play_trick(st, "b12", "b0", "minus3a", "b14")
    for cls in (EasyBot, NormalBot, ProBot):
        action = small(cls, B, 100).choose(st.view(B), st.legal_actions(B), random.Random(3))
        assert action.to_text() == "take b14"


def test_reasons_are_translation_keys_and_never_show_a_passed_card():
    texts = {lang: catalogue(lang) for lang in ("de", "en")}
    st = pass_state()
    bot = EasyBot(A, CONFIG)
    bot.choose(st.view(A), st.legal_actions(A), random.Random(1))
    key, params = bot.last_reason
    assert key == "fischen.reason.pass_card" and params == {}
    states = (zero_state(), name_state(), play_state())
    samples = [explain(a) for s in states for a in s.legal_actions(s.to_act()[0])]
    for reason in filter(None, samples):
        key, params = reason
        for lang in texts:
            assert key in texts[lang]
            texts[lang][key].format(**params)


def test_budgets_are_iteration_counts():
    assert BUDGETS["normal"]["iterations"] < BUDGETS["pro"]["iterations"]
    assert NormalBot(0, CONFIG).iterations == BUDGETS["normal"]["iterations"]
    assert ProBot(0, CONFIG).iterations == BUDGETS["pro"]["iterations"]


def test_bot_only_match_is_reproducible():
    spec = registry.get("fischen")
    seats = [Seat("bot", "normal"), Seat("bot", "easy"), Seat("bot", "random")]
    records = []
    for _ in range(2):
        match = Match(spec, spec.config(3), seats, 77)
        match.play_to_end()
        records.append(match.record.actions)
    assert records[0] == records[1] and match.state.is_over()
