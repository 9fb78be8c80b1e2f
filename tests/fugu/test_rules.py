"""The rules state machine: setup, swaps and sides, reveals, passing, finishing, solo, tie-breaks, view."""

import json
import random

import pytest

from fishgames.core import CHANCE, GameConfig, IllegalAction
from fishgames.core.match import chance_stream
from fishgames.games.fugu.actions import (
    PASS,
    CardAnchored,
    CardPlaced,
    CardRevealed,
    ChooseStart,
    DealMarket,
    GameEnded,
    Pass,
    PlayerPassed,
    ReefCompleted,
    Refill,
    Reveal,
    SoloDiscarded,
    SoloEnded,
    SoloRefilled,
    Swap,
    parse_action,
)
from fishgames.games.fugu.data import HIGHEST_CARD, MARKET_SIZE
from fishgames.games.fugu.reef import INFINITY, bounds, fit_mask, fits, fits_between, neighbours
from fishgames.games.fugu.rules import FuguState, Phase, preview_swap, solo_discard_position
from fishgames.games.fugu.scoring import score_row
from tests.fugu.helpers import position, reef


def snapshot(state):
    return json.dumps(state.to_json(), sort_keys=True)


def assert_illegal(state, seat, action, key):
    before = snapshot(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(seat, action)
    assert error.value.reason_key == key
    assert snapshot(state) == before


def random_game(players, seed, pass_rate=0.03):
    """Yield (state, seat, action) before every step of a random legal game."""
    state = FuguState(GameConfig(players))
    chance = chance_stream("fugu", seed)
    pick = random.Random(seed)
    while state.to_act():
        seat = state.to_act()[0]
        if seat == CHANCE:
            action = state.sample_chance(chance)
        else:
            legal = state.legal_actions(seat)
            action = PASS if pick.random() < pass_rate else pick.choice(legal[:-1] or legal)
        yield state, seat, action
        state.apply(seat, action)
    yield state, None, None


# -- setup (§3, §9) -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_setup_by_player_count(players):
    state = FuguState(GameConfig(players))
    assert state.to_act() == (CHANCE,)
    assert state.unseen == list(range(1, HIGHEST_CARD[players] + 1))
    deal = state.sample_chance(random.Random(1))
    assert isinstance(deal, DealMarket) and len(set(deal.cards)) == 3
    events = state.apply(CHANCE, deal)
    assert [type(e) for e in events] == [type(events[0])] and state.market == list(deal.cards)
    if players > 1:  # random start player is a chance step
        assert state.to_act() == (CHANCE,)
        start = state.sample_chance(random.Random(2))
        assert isinstance(start, ChooseStart)
        state.apply(CHANCE, start)
        assert state.to_act() == (start.seat,)
        # every card is dealt: the unseen cards are exactly the face-down slots
        assert len(state.unseen) == 18 * players
    else:
        assert state.to_act() == (0,)
        assert state.view(0)["solo_game"]["deck"] == 18
    view = state.view(None)
    assert view["highest"] == HIGHEST_CARD[players]
    assert view["scores"] == ([-18] if players == 1 else [0] * players)


def test_start_player_is_uniform_over_seats():
    rng = random.Random(5)
    seen = set()
    for _ in range(200):
        state = FuguState(GameConfig(4))
        state.apply(CHANCE, state.sample_chance(rng))
        seen.add(state.sample_chance(rng).seat)
    assert seen == {0, 1, 2, 3}


# -- side choice (§4 step 3b, E1, rulings 7.2-7.4) -----------------------------------------------------

E1_ROW = [0, 0, 10, 0, 0, 0, 0, 0, 40] + [0] * 9


@pytest.mark.parametrize("card,slot,number_allowed", [
    (25, 5, True),    # 10 < 25 < 40
    (45, 6, False),   # 45 > 40
    (7, 1, True),     # 7 < 10
    (50, 13, True),   # 50 > 40
    (8, 13, False),   # 8 < 40
])
def test_e1_side_choice(card, slot, number_allowed):
    others = [c for c in (25, 45, 7, 50, 8) if c != card][:2]
    state = position(3, [E1_ROW], [card, *others])
    legal = state.legal_actions(0)
    number, anchor = Swap(0, slot - 1, False), Swap(0, slot - 1, True)
    assert (number in legal) is number_allowed
    assert anchor in legal  # wherever the number side fits the player may still choose the anchor side
    assert fits(E1_ROW, slot - 1, card) is number_allowed
    if not number_allowed:
        assert_illegal(state, 0, number, "fugu.error.number_side_blocked")


def test_ruling_7_2_player_may_anchor_a_fitting_card():
    state = position(3, [E1_ROW], [25, 1, 2])
    events = state.apply(0, Swap(0, 4, True))
    # 25 (yellow) completes a coral set with 10 (pink) and 40 (green): +3, first anchor -1
    assert events == [CardAnchored(0, 0, 4, 25, 2, 2, False)]
    assert state.rows[0][4] == -25


def test_forced_anchor_is_reported_as_forced():
    state = position(3, [E1_ROW], [45, 1, 2])
    (event,) = state.apply(0, Swap(0, 5, True))
    assert isinstance(event, CardAnchored) and event.forced


def test_ruling_7_3_only_number_side_cards_count_for_the_order():
    row = reef("·, 11P, ·, 5P(A), ·, 30B(A), ·, · ×11")
    assert fits(row, 4, 20)       # left number-side card is 11; anchors 5 and 30 are skipped
    assert not fits(row, 4, 8)    # 8 < 11
    assert fits(row, 17, 12)      # face-down slots in between are skipped too
    assert fits(row, 0, 10) and not fits(row, 0, 12)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_one_fits_rule_everywhere(players):
    """fits, bounds, fit_mask, the view's swap table and legal_actions all give fits_between's answer."""
    rng = random.Random(players)
    for _ in range(60):
        highest = HIGHEST_CARD[players]
        cards = rng.sample(range(1, highest + 1), 18 + MARKET_SIZE)
        row = [rng.choice((0, 0, c, -c)) for c in sorted(cards[:18])]
        market = cards[18:]
        state = position(players, [row], market)
        legal = state.legal_actions(0)
        lo, hi = bounds(row)
        options = {(o["market"], o["slot"]): o["sides"] for o in state.view(0)["swap_options"]}
        for s in (s for s in range(18) if not row[s]):
            low, high = neighbours(row, s)
            assert (low, high) == (lo[s], hi[s]) and low < INFINITY and high > 0
            mask = fit_mask(low, high, market)
            for m, card in enumerate(market):
                expected = fits_between(low, high, card)
                assert fits(row, s, card) is expected
                assert bool(mask >> m & 1) is expected
                assert (Swap(m, s, False) in legal) is expected
                assert ("number" in options[(m, s)]) is expected


def test_ruling_7_4_empty_row_takes_any_card_either_side():
    state = position(2, [], [39, 1, 20])
    legal = state.legal_actions(0)
    assert len(legal) == 3 * 18 * 2 + 1  # the 108 swaps of §4 plus passing
    assert legal[-1] == PASS


def test_only_face_down_slots_are_legal():
    state = position(2, [reef("3B, · ×17")], [1, 2, 4])
    assert all(a.slot != 0 for a in state.legal_actions(0) if isinstance(a, Swap))
    assert_illegal(state, 0, Swap(0, 0, True), "fugu.error.slot_face_up")


@pytest.mark.parametrize("action,key", [
    (Swap(3, 0, True), "fugu.error.no_such_market_card"),
    (Swap(0, 18, True), "fugu.error.no_such_slot"),
    (Reveal(5), "fugu.error.not_a_move"),
])
def test_malformed_moves_are_illegal_and_change_nothing(action, key):
    assert_illegal(position(2, [], [1, 2, 4]), 0, action, key)


# -- the swap and its reveal (§4 step 3, §9) ------------------------------------------------------------

def test_swap_places_card_then_reveal_is_a_chance_step():
    state = position(2, [reef("1Cp, · ×17")], [2, 17, 30])
    (placed,) = state.apply(0, Swap(0, 1, False))
    assert placed == CardPlaced(0, 0, 1, 2, 2, 2)
    assert state.to_act() == (CHANCE,) and state.market == [0, 17, 30]
    view = state.view(1)
    assert view["pending"] == {"seat": 0, "market": 0, "slot": 1} and view["market"][0] is None
    assert_illegal(state, 1, Swap(1, 0, False), "error.chance_pending")
    assert_illegal(state, CHANCE, Reveal(17), "fugu.error.card_not_unseen")
    assert_illegal(state, CHANCE, Refill(5), "fugu.error.wrong_chance_step")
    events = state.apply(CHANCE, Reveal(5))
    assert events == [CardRevealed(0, 1, 5, 0)]
    assert state.market == [5, 17, 30] and 5 not in state.unseen
    assert state.to_act() == (1,)  # clockwise to the next unfinished seat
    assert state.live == [2, 0]


def test_reveal_is_uniform_over_the_unseen_cards():
    state = position(2, [], [1, 2, 4])
    state.apply(0, Swap(0, 0, True))
    rng = random.Random(3)
    draws = {state.sample_chance(rng).card for _ in range(2000)}
    assert draws == set(state.unseen)


def test_ruling_7_11_revealed_cards_never_move():
    for state, seat, action in random_game(4, 17, pass_rate=0.0):
        if seat is None:
            break
        before = [list(r) for r in state.rows]
        state_after = state.clone()
        state_after.apply(seat, action)
        for old, new in zip(before, state_after.rows, strict=True):
            assert all(o == n for o, n in zip(old, new, strict=True) if o)


# -- passing and finishing (§4, §6, rulings 7.12-7.13) --------------------------------------------------

def test_ruling_7_12_pass_on_the_first_turn_is_final_and_skipped():
    state = position(3, [], [1, 2, 4], current=0)
    events = state.apply(0, Pass())
    assert events == [PlayerPassed(0, 0)]
    assert state.to_act() == (1,) and state.finished[0] and state.passed[0]
    assert_illegal(state, 0, Swap(0, 0, True), "error.not_your_turn")
    state.apply(1, Swap(0, 0, True))
    state.apply(CHANCE, Reveal(5))
    assert state.to_act() == (2,)
    state.apply(2, Swap(0, 0, True))
    state.apply(CHANCE, Reveal(8))
    assert state.to_act() == (1,)  # seat 0 is skipped


def test_ruling_7_13_full_reef_finishes_automatically():
    row = [c for c in range(1, 18)] + [0]
    state = position(2, [row], [30, 31, 32])
    state.apply(0, Swap(1, 17, False))
    events = state.apply(CHANCE, Reveal(state.unseen[0]))
    assert ReefCompleted(0, state.live[0]) in events
    assert state.finished[0] and not state.passed[0]
    assert state.to_act() == (1,)


def test_at_most_18_swaps_per_player():
    for players in (1, 2, 4):
        swaps = [0] * players
        steps = list(random_game(players, 3, pass_rate=0.0))
        for _, seat, action in steps:
            if isinstance(action, Swap):
                swaps[seat] += 1
        assert swaps == [18] * players
        final = steps[-1][0]
        assert final.is_over() and all(0 not in row for row in final.rows)


def test_game_ends_when_everyone_is_finished():
    state = position(2, [], [1, 2, 4], current=1)
    state.apply(1, Pass())
    events = state.apply(0, Pass())
    assert state.is_over() and state.to_act() == ()
    assert events[-1] == GameEnded((0, 0), (0, 1))


# -- scores and tie-breaks (§5, §6) --------------------------------------------------------------------

def test_live_score_is_recomputed_after_every_turn():
    for players in (1, 2, 3, 4):
        for state, _, _ in random_game(players, 40 + players):
            assert state.live == [score_row(r, players == 1) for r in state.rows]
            assert state.view(None)["scores"] == state.live


def test_tie_break_fewer_anchors_wins():
    a = reef("5P, ·, 11P(A)")            # 3 + 3 - 1 = 5, one anchor
    b = reef("17P, ·, 1Cp, 2O")          # 3 + 2 = 5, no anchor
    state = position(2, [a, b], [4, 7, 8], finished=(0, 1))
    state.phase = Phase.OVER
    assert state.scores() == [5, 5]
    assert state.ranking() == [2, 1] and state.winners() == [1]


def test_tie_with_equal_anchors_is_a_shared_win():
    a = reef("5P, ·, 11P(A)")
    b = reef("17P, ·, 23P(A)")
    c = reef("1Cp")
    state = position(3, [a, b, c], [4, 7, 8], finished=(0, 1, 2))
    state.phase = Phase.OVER
    assert state.ranking() == [1, 1, 3] and state.winners() == [0, 1]


# -- solo (§4 step 3d, §6, E6, rulings 7.15-7.16) ---------------------------------------------------------

def test_e6_solo_market_discards_lower_below_20():
    market = [14, 30, 8]
    assert solo_discard_position(market, 0) == 2


@pytest.mark.parametrize("revealed,discarded", [(19, 8), (20, 30), (21, 30)])
def test_ruling_7_15_twenty_counts_as_high(revealed, discarded):
    market = [revealed, 30, 8]
    assert market[solo_discard_position(market, 0)] == discarded


def test_e6_solo_swap_reveal_discard_and_refill_ruling_7_16():
    state = position(1, [], [2, 30, 8])
    state.apply(0, Swap(0, 0, False))
    events = state.apply(CHANCE, Reveal(14))
    assert events == [CardRevealed(0, 0, 14, 0), SoloDiscarded(8, 2, 14)]
    assert state.market == [14, 30, 0] and state.discards == [8]
    assert state.to_act() == (CHANCE,)
    assert_illegal(state, CHANCE, Reveal(5), "fugu.error.wrong_chance_step")
    events = state.apply(CHANCE, Refill(20))
    assert events == [SoloRefilled(20, 2)]
    assert state.market == [14, 30, 20] and state.to_act() == (0,)
    view = state.view(0)
    assert view["solo_game"]["discards"] == [8]
    assert 8 not in view["unseen"] and 14 not in view["unseen"]
    assert view["solo_game"]["deck"] == 17  # 39 - 3 market - 1 placed - 1 discarded - 17 face-down


def test_solo_deck_never_runs_out():
    for seed in range(3):
        for state, seat, _ in random_game(1, seed, pass_rate=0.0):
            if seat is None:
                assert state.unseen == [] and len(state.discards) == 18
            elif seat == CHANCE and state.phase != Phase.SETUP:
                assert state.unseen


def test_phases_are_saved_by_their_old_names():
    assert [phase.text for phase in Phase] == ["setup", "start", "play", "reveal", "refill", "over"]
    assert list(Phase) == list(range(6))  # the old int values
    state = position(2, [], [1, 2, 3])
    data = state.to_json()
    assert data["phase"] == "play" and state.view(0)["phase"] == "play"
    restored = FuguState.from_json(json.loads(json.dumps(data)))
    assert restored.phase is Phase.PLAY and restored.to_json() == data
    with pytest.raises(ValueError):
        FuguState.from_json({**data, "phase": "PLAY"})


def test_e5_solo_result_and_band():
    row = reef("2O, 4Cg, 7Cy, 10Cp, 14O, 19Cp, ·, 24B, 27B, 30B, ·, ·, 33B, 13Cg(A), 35P, ·, ·, 39B")
    state = position(1, [row], [1, 16, 25])
    events = state.apply(0, Pass())
    assert events == [PlayerPassed(0, 11), SoloEnded(11, True, "paddler")]
    assert state.solo_won() is True
    view = state.view(0)["solo_game"]
    assert view["won"] and view["band"] == "fugu.band.paddler" and view["over"]
    assert state.round_summary()["solo"] == {"won": True, "band": "fugu.band.paddler"}


def test_solo_score_zero_is_a_loss():
    row = reef("5P, 1Cp, 2O, 4Cg, 7Cy, 8O")  # 3 + 4 + 2 + 3 = 12, twelve face-down cards -12
    state = position(1, [row], [10, 16, 25])
    events = state.apply(0, Pass())
    assert events[-1] == SoloEnded(0, False, "landlubber")
    assert state.solo_won() is False and not state.view(0)["solo_game"]["won"]
    assert state.winners() == [0]  # the contract's winners(): the only seat is first; see solo_won()


@pytest.mark.parametrize("score,band", [(30, "sea_master"), (25, "sea_master"), (24, "like_a_fish"),
                                        (20, "like_a_fish"), (19, "snorkeller"), (15, "snorkeller"),
                                        (14, "paddler"), (10, "paddler"), (9, "landlubber"),
                                        (-20, "landlubber")])
def test_solo_bands(score, band):
    from fishgames.games.fugu.data import solo_band
    assert solo_band(score) == band


# -- the view the table scene needs (§8) ----------------------------------------------------------------

def test_view_exposes_reefs_market_and_breakdown():
    row = reef("3B, 60B(A), 9B, 5P(A), · ×14")
    state = position(4, [row], [1, 2, 4], current=0)
    view = state.view(2)
    json.dumps(view)
    me = view["reefs"][0]
    assert me["slots"][:5] == [
        {"card": 3, "side": "number", "creature": "bannerfish"},
        {"card": 60, "side": "anchor", "creature": "bannerfish"},
        {"card": 9, "side": "number", "creature": "bannerfish"},
        {"card": 5, "side": "anchor", "creature": "pufferfish"},
        None,
    ]
    assert (me["score"], me["anchors"], me["face_down"]) == (3, 2, 14)
    assert me["breakdown"]["total"] == 3
    assert view["market"][2] == {"card": 4, "creature": "coral_green"}
    assert view == state.view(3) | {"seat": 2}  # nothing is private
    assert state.determinize(1, random.Random(0)).view(1) == state.view(1)


def test_view_swap_options_give_sides_and_score_change():
    for players in (1, 2, 4):
        for state, seat, action in random_game(players, 90 + players):
            if seat is None or seat == CHANCE:
                continue
            view = state.view(seat)
            options = view["swap_options"]
            legal = set(state.legal_actions(seat))
            assert len(legal) == 1 + sum(len(o["sides"]) for o in options)
            for o in options[::7]:
                for side in o["sides"]:
                    action = Swap(o["market"], o["slot"], side == "anchor")
                    assert action in legal
                    clone = state.clone()
                    clone.apply(seat, action)
                    assert clone.live[seat] - state.live[seat] == o["delta"][side]
                    preview = preview_swap(view, o["market"], o["slot"], side == "anchor")
                    assert preview["delta"] == o["delta"][side]
                    assert preview["score"] == clone.live[seat]


def test_preview_rejects_what_apply_rejects():
    state = position(3, [E1_ROW], [45, 1, 2])
    with pytest.raises(IllegalAction):
        preview_swap(state.view(0), 0, 5, False)
    with pytest.raises(IllegalAction):
        preview_swap(state.view(0), 0, 2, True)


def test_unseen_is_every_card_not_face_up_nor_discarded():
    for players in (1, 3):
        for state, _, _ in random_game(players, 7):
            shown = {abs(v) for r in state.rows for v in r if v} | {c for c in state.market if c}
            shown |= set(state.discards)
            assert set(state.unseen) == set(range(1, state.highest + 1)) - shown


# -- notation and persistence -------------------------------------------------------------------------

@pytest.mark.parametrize("action", [Swap(0, 0, False), Swap(2, 17, True), PASS, DealMarket((3, 17, 22)),
                                    ChooseStart(2), Reveal(14), Refill(8)])
def test_action_text_round_trip(action):
    assert parse_action(action.to_text()) == action


def test_action_text_is_one_based():
    assert Swap(1, 6, False).to_text() == "swap 2 7 number"
    assert parse_action("swap 1 18 anchor") == Swap(0, 17, True)
    for bad in ("", "swap 1 2", "swap 1 2 sideways", "reveal x", "dance"):
        with pytest.raises(ValueError):
            parse_action(bad)


def test_json_round_trip_while_a_reveal_is_pending():
    state = position(1, [reef("3B")], [6, 9, 12])
    state.apply(0, Swap(1, 1, False))
    state.apply(CHANCE, Reveal(10))
    copy = FuguState.from_json(json.loads(json.dumps(state.to_json())))
    assert copy.to_json() == state.to_json()
    assert copy.legal_actions(0) == state.legal_actions(0) == []
    assert copy.to_act() == (CHANCE,)
