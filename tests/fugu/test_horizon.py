"""The solo pro's horizon: playouts stop after ``solo_horizon`` turns and add the reef's estimated rest."""

import random

import fishgames.games.fugu.bots as bots
from fishgames.core import GameConfig
from fishgames.games.fugu.bots import ProBot, Table, playout
from fishgames.games.fugu.heuristics import SOLO, pool_prefix
from fishgames.games.fugu.horizon import COEFFICIENTS, NAMES, features, rest_of_game
from tests.fugu.helpers import position, reef


def _named(row, pool):
    return dict(zip(NAMES, features(row, pool_prefix(pool, 39)), strict=True))


def test_the_features_read_the_reef():
    row = reef("2O, ·, 10Cp, 11P, ·, 3B(A), 6B(A), ·, 20O, 22Cg, · ×8")
    pool = [4, 5, 7, 12, 13, 14, 25, 26, 30, 31, 38]  # unseen
    named = _named(row, pool)
    assert named["face_down"] == 11 and named["face_down²"] == 121 and named["anchors"] == 2
    assert named["anchors×face_down"] == 22
    assert named["octopus_open"] == 2  # 2O and 20O each beside one face-down slot
    assert named["coral_open"] == 2  # 10Cp and 22Cg likewise
    assert named["puffer_open"] == 1  # 11P: 10Cp on one side, a face-down slot on the other
    assert named["banner_open"] == 2  # the anchored group 3B-6B: face-down slots on both ends
    assert named["corals_spare"] == 2
    # room: between 2 and 10 one slot and 4, 5, 7 fit (share 0.5: 1.5 cards); between 11 and 20 two slots
    # (the anchors do not count) and 12, 13, 14; above 22 eight slots and 25, 26, 30, 31, 38
    room = 1 * 1.5 / 2.5 + 2 * 1.5 / 3.5 + 8 * 2.5 / 10.5
    assert abs(named["room"] - room) < 1e-9 and abs(named["room²"] - room * room) < 1e-9
    assert abs(named["room×face_down"] - room * 11) < 1e-9


def test_a_bannerfish_group_of_four_has_no_open_end():
    assert _named(reef("·, 3B, 6B, 9B, 12B, ·, 15B, · ×11"), [])["banner_open"] == 2  # only 15B's two ends


def test_a_full_reef_has_no_rest_and_a_fresh_one_expects_points():
    full = reef("1Cp, 2O, 4Cg, 5P, 7Cy, 8O, 10Cp, 11P, 13Cg, 14O, 16Cy, 17P, 19Cp, 20O, 22Cg, 23P, 25Cy, 26O")
    assert rest_of_game(full, pool_prefix([3, 6, 9], 39)) == 0.0
    empty = [0] * 18
    expected = rest_of_game(empty, pool_prefix(list(range(4, 40)), 39))
    assert 35 < expected < 55  # from -18 to a normal bot's ~23 points
    assert len(COEFFICIENTS) == len(NAMES)


def test_a_playout_with_a_horizon_is_the_short_playout_plus_the_rest(monkeypatch):
    seen = []

    def recorded(row, prefix):
        seen.append(list(row))
        return rest_of_game(row, prefix)

    monkeypatch.setattr(bots, "rest_of_game", recorded)
    table = Table(position(1, [[0] * 18], [16, 17, 19]).view(0), 0)
    for seed in range(5):
        for horizon in (1, 3, 6):
            short_row = [0] * 18
            short_row[7] = 16
            short = playout(table, short_row, [0, 17, 19], 0, random.Random(seed), SOLO, max_turns=horizon)
            row = [0] * 18
            row[7] = 16
            seen.clear()
            value = playout(table, row, [0, 17, 19], 0, random.Random(seed), SOLO, horizon=horizon)
            assert row == short_row and seen == [short_row]  # the same turns, then the rest estimated once
            assert value != short  # the estimate was added
            assert row.count(0) == 17 - horizon


def test_the_solo_pro_uses_the_horizon_and_a_table_with_rivals_does_not(monkeypatch):
    calls = []
    monkeypatch.setattr(bots, "rest_of_game", lambda row, prefix: calls.append(1) or 0.0)
    bot = ProBot(0, GameConfig(1))
    assert bot.solo_horizon > 0
    solo = position(1, [[0] * 18], [16, 17, 19])
    bot.choose(solo.view(0), solo.legal_actions(0), random.Random(1))
    assert calls
    calls.clear()
    duo = position(2, [[0] * 18, [0] * 18], [16, 17, 19])
    ProBot(0, GameConfig(2)).choose(duo.view(0), duo.legal_actions(0), random.Random(1))
    assert not calls
