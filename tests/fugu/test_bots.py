"""Fugu's bots: legal, deterministic, and sensible in the situations the brief names."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fishgames.core import GameConfig, Match, Seat, registry
from fishgames.games.fugu.actions import PASS, Swap
from fishgames.games.fugu.bots import EasyBot, NormalBot, ProBot, Table, playout
from fishgames.games.fugu.data import HIGHEST_CARD
from fishgames.games.fugu.heuristics import evaluate, pool_prefix
from fishgames.games.fugu.scoring import place_delta, score_row
from tests.fugu.helpers import position, reef

SPEC = registry.get("fugu")
LEVELS = {"easy": EasyBot, "normal": NormalBot, "pro": ProBot}


def decide(cls, state, seat=0, seed=1):
    bot = cls(seat, GameConfig(state.players))
    action = bot.choose(state.view(seat), state.legal_actions(seat), random.Random(seed))
    return action, bot.last_reason


# -- the one-ply evaluation every level builds on ------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(st.integers(1, 4), st.integers(0, 10_000), st.integers(0, 17))
def test_evaluation_covers_exactly_the_legal_swaps_with_exact_deltas(players, seed, swaps):
    rng = random.Random(seed)
    cards = list(range(1, HIGHEST_CARD[players] + 1))
    rng.shuffle(cards)
    row = [0] * 18
    for slot in rng.sample(range(18), swaps):
        card = cards.pop()
        row[slot] = card if rng.random() < 0.6 else -card
    state = position(players, [row], cards[:3])
    view = state.view(0)
    table = Table(view, 0)
    options = evaluate(table.row, table.market, pool_prefix(table.unseen, table.highest), table.solo)
    swaps_legal = [a for a in state.legal_actions(0) if a != PASS]
    assert sorted((o.market, o.slot, o.anchor) for o in options) == sorted(
        (a.market, a.slot, a.anchor) for a in swaps_legal)
    for o in options:
        assert o.delta == place_delta(row, o.slot, state.market[o.market], o.anchor, players == 1)


# -- determinism and legality --------------------------------------------------------------------------

@pytest.mark.parametrize("level", ["easy", "normal", "pro"])
def test_same_view_and_rng_give_the_same_decision(level):
    state = position(2, [reef("3B, ·, 10Cp, · ×15")], [5, 30, 36])
    first = decide(LEVELS[level], state, seed=7)
    again = decide(LEVELS[level], state.clone(), seed=7)
    from_json = type(state).from_json(json.loads(json.dumps(state.to_json())))
    assert first == again == decide(LEVELS[level], from_json, seed=7)
    assert first[0] in state.legal_actions(0)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_easy_and_normal_play_legal_games(players):
    seats = [Seat("bot", ("easy", "normal", "random")[i % 3]) for i in range(players)]
    match = Match(SPEC, SPEC.config(players), seats, 100 + players)
    match.play_to_end()  # an illegal choice would raise IllegalAction
    assert match.state.is_over()


# -- passing (the expected gain of going on is negative) ------------------------------------------------

HOPELESS = reef("5P, ·, 11P, 1Cp(A), 10Cp(A), 19Cp(A), 28Cp(A), 38Cp(A), 2O, 8O, 14O, 20O, 26O, 32O, 37O, "
                "4Cg, 13Cg, 22Cg")


@pytest.mark.parametrize("level", ["normal", "pro"])
def test_pass_when_every_swap_loses(level):
    # The last face-down slot sits between two lone pufferfish and 5 anchors are down: any bannerfish
    # goes there as the 6th anchor (-6) and costs both pufferfish 2 points each.
    state = position(2, [HOPELESS], [39, 36, 33])
    action, reason = decide(LEVELS[level], state)
    assert action == PASS
    assert reason[0] == "fugu.reason.pass_no_gain" and reason[1]["loss"] > 0


def test_pro_does_not_pass_a_free_gain():
    # 7 (yellow coral) fits number side between 5 and 11 and completes a coral set: +3, no anchor.
    state = position(2, [HOPELESS], [7, 16, 25])
    action, _ = decide(ProBot, state)
    assert action == Swap(0, 1, False)


def test_solo_normal_swaps_what_scores_nothing_yet_rather_than_stop():
    # Solo, 3 face-down slots and 3 anchors left: 17 (pufferfish) as the 4th anchor in the last slot scores
    # exactly 0 (anchor -4, a face-down slot less +1, a lone pufferfish +3).  Alone at the reef every card
    # still to come passes through your own market, so a swap worth nothing yet keeps the game going; with
    # the multiplayer weights the normal bot stopped here.
    row = reef("1Cp, 2O, 34Cy(A), 8O, 11P, ·, 16Cy, 18B, 23P, 25Cy, 38Cp(A), 26O, 22Cg(A), 30B, 32O, 35P, ·, ·")
    discards = (3, 4, 5, 6, 7, 9, 10, 12, 13, 14, 21, 24, 33, 36, 39)
    state = position(1, [row], [20, 17, 19], discards=discards)
    assert sorted(state.unseen) == [15, 27, 28, 29, 31, 37]
    action, _ = decide(NormalBot, state)
    assert action != PASS


def test_pro_locks_the_win_when_everyone_else_is_done():
    state = position(2, [reef("5P"), reef("11P(A)")], [1, 2, 4], finished=(1,))
    action, reason = decide(ProBot, state)
    assert action == PASS and reason == ("fugu.reason.pass_locked_win", {"score": 3})


def test_playout_values_the_race_once_all_rivals_are_finished():
    full = list(range(1, 19))  # a full reef ends the playout at once; it scores 15
    assert score_row(full) == 15
    for rival, expected in ((reef("36B(A)"), 1.0), (reef("36B, 39B, 42B, 45B, ·, 47P, ·, 53P, ·, 59P"), 0.0)):
        state = position(4, [[0] * 18, rival], [19, 20, 21], finished=(1, 2, 3))
        table = Table(state.view(0), 0)
        value = playout(table, list(full), [0, 20, 21], 0, random.Random(1))
        assert value == expected + 15 / 1000


# -- voluntary anchors keep room for ascending order ------------------------------------------------

ROOM = reef("3B, 6B, 9B, · ×14, 37O")  # 36 at slot 4 makes a group of four ...


def test_pro_values_the_voluntary_anchor_by_monte_carlo():
    # ... but number side up it would leave slots 5-17 nothing between 36 and 37.
    state = position(2, [ROOM], [36, 2, 8])
    bot = ProBot(0, GameConfig(2))
    table = Table(state.view(0), 0)
    options = evaluate(table.row, table.market, table.prefix(), table.solo)
    number = next(o for o in options if (o.market, o.slot, o.anchor) == (0, 3, False))
    anchor = next(o for o in options if (o.market, o.slot, o.anchor) == (0, 3, True))
    assert number.delta == 4 and anchor.delta == 3  # the number side scores more right now
    shortlist = bot.shortlist(options)
    assert number in shortlist and anchor in shortlist  # both sides are always weighed
    stats = bot.search(table, [number, anchor], random.Random(3))
    mean = {o: total / count for o, (total, count) in stats.items()}
    assert mean[anchor] > mean[number] + 5


def test_pro_never_boxes_itself_in_and_explains_the_anchor():
    state = position(2, [ROOM], [36, 2, 8])
    choices = [decide(ProBot, state, seed=seed) for seed in range(4)]
    assert Swap(0, 3, False) not in [action for action, _ in choices]
    anchored = [reason for action, reason in choices if action == Swap(0, 3, True)]
    assert anchored and all(r == ("fugu.reason.anchor_keeps_room", {"card": 36, "delta": 3}) for r in anchored)


# -- strength smoke tests (tools/tournament.py measures every pairing properly, pro against normal too) -----

def _wins(level, baseline, players, seeds):
    wins = 0
    for seed in seeds:
        seats = [Seat("bot", level)] + [Seat("bot", baseline)] * (players - 1)
        wins += 0 in Match(SPEC, SPEC.config(players), seats, seed).play_to_end()
    return wins


def test_easy_beats_random_and_normal_beats_easy():
    assert _wins("easy", "random", 2, range(10)) >= 8
    assert _wins("normal", "easy", 2, range(10)) >= 8


def test_pro_wins_a_three_player_game_against_random_bots_with_a_positive_score():
    """One game only (a game of pro costs seconds): winning it is not enough, since a pro that plays at random
    wins it too (with -12); playing well it scores above zero."""
    seats = [Seat("bot", "pro")] + [Seat("bot", "random")] * 2
    match = Match(SPEC, SPEC.config(3), seats, 0)
    assert match.play_to_end() == [0] and match.state.scores()[0] > 0


# -- solo: later decisions spend the playouts an early one costs --------------------------------------

def test_solo_pro_widens_its_search_late_in_the_game_at_no_more_cost_than_early():
    late = reef("1Cp, 2O, 4Cg, 5P, 7Cy, 8O, 10Cp, 11P, 13Cg, 14O, 15B, 18B, 20O, 23P, · ×4")  # 4 slots left
    bot = ProBot(0, GameConfig(1))
    assert bot.solo_widen > 1  # the shipped solo pro widens
    early = Table(position(1, [[0] * 18], [16, 17, 19]).view(0), 0)
    table = Table(position(1, [late], [16, 17, 19]).view(0), 0)
    assert bot.budget_for(early) == bot.budget
    widened = bot.budget_for(table)
    assert widened >= 3 * bot.budget
    # a playout costs about linearly in the slots left: 4 of them cost no more than the first decision's 18
    assert widened * 4 <= bot.budget * 18
    options = evaluate(table.row, table.market, table.prefix(), table.solo, bot.weights_for(table))
    stats = bot.search(table, bot.shortlist(options), random.Random(5))
    spent = sum(n for _, n in stats.values())
    assert widened * 0.9 <= spent <= widened
    # with rivals at the table the budget stays fixed
    rivals = Table(position(2, [late], [16, 17, 19]).view(0), 0)
    assert bot.budget_for(rivals) == bot.budget
