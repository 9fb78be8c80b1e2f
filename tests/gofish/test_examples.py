"""The worked examples E1–E9 of spec §5 (E10 lives in ``test_bots.py``)."""

import pytest

from fishgames.core import CHANCE, GameCode
from fishgames.core.match import chance_stream
from fishgames.games.gofish.actions import ASKS, Ask
from fishgames.games.gofish.rules import GoFishState
from fishgames.games.gofish.stats import placements, seat_stats
from tests.gofish.helpers import ANA, BEN, CLEO, YOU, cards, kinds, labels, rank, table


def deal_from_seed(players: int, seed: int) -> GoFishState:
    state = GoFishState(players)
    state.apply(CHANCE, state.sample_chance(chance_stream("gofish", seed)))
    return state


@pytest.mark.parametrize(("players", "pond"), [(2, 38), (3, 37), (4, 32)])
def test_e1_pond_sizes(players, pond):
    state = deal_from_seed(players, 1234)
    assert state.view(0)["pond"] == pond
    assert sum(state.size) + 4 * len(state.order) == 52 - pond


def test_e2_hit_book_and_ask_again():
    state = table(["9C 9D 9H KS 3D", "9S 2C", "4C", "5C"])
    events = state.apply(YOU, Ask(ANA, rank("9")))
    assert kinds(events)[:3] == ["asked", "handed_over", "book_made"]
    assert (events[1].giver, events[1].receiver, events[1].rank, events[1].count) == (ANA, YOU, rank("9"), 1)
    assert (events[2].owner, events[2].rank, events[2].order) == (YOU, rank("9"), 1)
    assert labels(state.hand(YOU)) == ["3♦", "K♠"]
    assert state.to_act() == (YOU,)


def test_e3_lucky_fish_shows_the_card_and_asks_again():
    state = table(["KS 3D", "4C", "5C", "6C"], pond="KH 7C")
    events = state.apply(YOU, Ask(BEN, rank("K")))
    assert kinds(events) == ["asked", "go_fish", "fished"]
    assert events[2].visible_to is None and labels([events[2].card]) == ["K♥"]
    assert state.hold[YOU][rank("K")] and bin(state.hold[YOU][rank("K")]).count("1") == 2
    assert state.to_act() == (YOU,)


def test_e4_miss_draw_stays_hidden_and_turn_passes_left():
    state = table(["3D KS", "4C", "5C", "6C"], pond="7C 8C")
    events = state.apply(YOU, Ask(CLEO, rank("3")))
    assert kinds(events) == ["asked", "go_fish", "drew", "turn_started"]
    drew = events[2]
    assert drew.visible_to == frozenset({YOU}) and labels([drew.card]) == ["7♣"]
    assert drew.seen_by(ANA).kind == "card_drawn" and not hasattr(drew.seen_by(ANA), "card")
    assert cards("7C")[0] in state.hand(YOU)
    assert state.to_act() == (ANA,)


def test_e5_empty_hand_draws_then_asks_and_later_sits_out():
    state = table(["4C", "3C", "", "5C"], pond="7C JD 8D 9D 10D", turn=ANA)
    events = state.apply(ANA, Ask(CLEO, rank("3")))
    assert kinds(events)[-2:] == ["turn_started", "drew"]
    assert events[-1].empty_hand and labels([events[-1].card]) == ["J♦"]
    assert state.view(BEN)["pond"] == 3 and state.hand(BEN) == cards("JD")
    assert {a.rank for a in state.legal_actions(BEN)} == {rank("J")}

    later = table(["5C", "6C", "", "7C"], pond="", turn=YOU)
    later.apply(YOU, Ask(ANA, rank("5")))
    assert later.to_act() == (ANA,)
    events = later.apply(ANA, Ask(CLEO, rank("6")))
    assert kinds(events)[-3:] == ["pond_empty", "sat_out", "turn_started"]
    assert events[-2].seat == BEN and later.to_act() == (CLEO,)


def test_e6_miss_on_an_empty_pond_draws_nothing():
    state = table(["5C", "6C", "7C", "8C"], pond="")
    events = state.apply(YOU, Ask(ANA, rank("5")))
    assert kinds(events) == ["asked", "go_fish", "pond_empty", "turn_started"]
    assert state.hand(YOU) == cards("5C") and state.to_act() == (ANA,)


def over(state, events) -> tuple[list[int], list[int], list[int]]:
    """What the end of the game announces: the game-over event's scores and winners (checked against the
    state's) and the places the results screen shows for them."""
    from fishgames.ui.scenes.results import placements as shown_places

    assert kinds(events)[-1] == "game_over" and state.is_over()
    event = events[-1]
    assert list(event.scores) == state.scores() and list(event.winners) == state.winners()
    return list(event.scores), list(event.winners), shown_places(list(event.scores), list(event.winners))


def test_e7_most_books_win_and_ties_share_the_place():
    books = {"A": 0, "2": 0, "3": 0, "4": 0, "5": 1, "6": 1, "7": 1, "8": 1, "9": 2, "10": 2, "J": 2, "Q": 3}
    state = table(["KC KD", "KH KS", "", ""], books=books)
    assert over(state, state.apply(YOU, Ask(ANA, rank("K")))) == ([5, 4, 3, 1], [YOU], [1, 2, 3, 4])
    tied = table(["KC KD", "KH KS", "", ""], books={**books, "Q": 2})
    assert over(tied, tied.apply(YOU, Ask(ANA, rank("K")))) == ([5, 4, 4, 0], [YOU], [1, 2, 2, 4])
    level = table(["KC KD", "KH KS", "", ""], books={**books, "A": 1})
    assert over(level, level.apply(YOU, Ask(ANA, rank("K")))) == ([4, 5, 3, 1], [ANA], [2, 1, 3, 4])


def test_e7_four_four_three_two_share_first_place():
    books = {"A": 0, "2": 0, "3": 0, "5": 1, "6": 1, "7": 1, "8": 1, "9": 2, "10": 2, "J": 2, "Q": 3, "4": 3}
    state = table(["KC KD", "KH KS", "", ""], books=books)
    assert over(state, state.apply(YOU, Ask(ANA, rank("K")))) == ([4, 4, 3, 2], [YOU, ANA], [1, 1, 3, 4])
    assert placements(state.scores()) == [1, 1, 3, 4]  # the statistics' places agree


def test_e8_hit_rate_and_longest_streak():
    def ask(result):
        entries = [["asked", YOU, ANA, 3]]
        if result == "hit":
            entries.append(["handed_over", ANA, YOU, 3, 1])
        elif result == "fish":
            entries += [["go_fish", ANA, YOU, 3], ["fished", YOU, 12, 3]]
        else:
            entries += [["go_fish", ANA, YOU, 3], ["card_drawn", YOU, False]]
        return entries

    log = [["turn_started", YOU]]
    for result in ("hit", "hit", "fish", "hit", "miss"):
        log += ask(result)
    log += [["turn_started", ANA], ["asked", ANA, YOU, 5], ["go_fish", YOU, ANA, 5], ["pond_empty", ANA]]
    for turn in (("hit", "fish", "miss"), ("hit", "miss")):
        log.append(["turn_started", YOU])
        for result in turn:
            log += ask(result)
    mine = seat_stats(log, 4)[YOU]
    assert (mine.asks, mine.successes) == (10, 7)
    assert mine.hit_rate == 70 and mine.longest_streak == 4
    assert seat_stats(log, 4)[ANA].hit_rate == 0 and seat_stats(log, 4)[BEN].hit_rate is None


def test_e9_game_code_deal():
    code = GameCode.parse("4S-1K3F", "gofish")
    assert (code.players, code.level, code.seed) == (4, "normal", 72699)
    fresh = GoFishState(4)
    action = fresh.sample_chance(chance_stream("gofish", code.seed))
    events = fresh.apply(CHANCE, action)
    hands = {e.seat: labels(e.cards) for e in events if e.kind == "dealt"}
    assert hands == {
        YOU: ["7♥", "K♥", "2♣", "9♦", "3♠"],
        ANA: ["8♦", "Q♠", "5♥", "A♥", "J♠"],
        BEN: ["9♥", "J♣", "9♣", "10♦", "10♥"],
        CLEO: ["2♦", "7♦", "3♥", "3♦", "6♠"],
    }
    assert fresh.view(YOU)["pond"] == 32 and labels([fresh.pond[-1]]) == ["K♣"]
    assert fresh.to_act() == (ANA,) and action.start == ANA
    assert [e.entry for e in fresh.log[:4]] == [("hand_dealt", seat, 5) for seat in range(4)]
    assert labels(fresh.hand(YOU)) == ["2♣", "3♠", "7♥", "9♦", "K♥"]
    assert action.to_text().startswith("deal ") and action.to_text().endswith(" start 1")


def test_asks_are_shared_objects():
    state = table(["9C 9D", "9S", "4C", "5C"])
    assert all(a is ASKS[a.target][a.rank] for a in state.legal_actions(YOU))
