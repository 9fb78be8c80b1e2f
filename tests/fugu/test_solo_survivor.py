"""The solo survivor bonus: a swap is worth a little of the market card it leaves behind (rules §4 step 3d)."""

import dataclasses

from fishgames.games.fugu.heuristics import SOLO, best, evaluate, pool_prefix, survivor_bonus
from fishgames.games.fugu.rules import solo_discard_position
from tests.fugu.positions import random_positions

KEEP = dataclasses.replace(SOLO, keep=0.5)


def test_the_card_that_survives_the_discard_is_the_one_counted():
    tops = [5.0, 1.0, 3.0]  # best one-ply value of market cards 10, 20 and 30
    market = [10, 20, 30]
    low_pool = pool_prefix([2, 3, 4, 5], 39)  # the revealed card is below 20: the lower card goes
    high_pool = pool_prefix([21, 22, 23, 24], 39)  # 20 or above: the higher card goes
    # the rules agree on which card goes
    assert solo_discard_position([2, 20, 30], 0) == 1 and solo_discard_position([22, 20, 30], 0) == 2
    assert survivor_bonus(tops, market, low_pool, 0.5) == [0.5 * 3.0, 0.5 * 3.0, 0.5 * 1.0]
    assert survivor_bonus(tops, market, high_pool, 0.5) == [0.5 * 1.0, 0.5 * 5.0, 0.5 * 5.0]
    mixed = pool_prefix([2, 3, 21, 22], 39)  # half of each: the expectation
    assert survivor_bonus(tops, market, mixed, 1.0)[0] == 0.5 * 3.0 + 0.5 * 1.0


def test_a_card_worth_less_than_nothing_counts_as_nothing_when_it_survives():
    high = pool_prefix([25], 39)  # the higher card goes, the lower stays
    bonus = survivor_bonus([2.0, -4.0, -1.0], [10, 20, 30], high, 1.0)
    assert bonus == [0.0, 2.0, 2.0]


def _positions(count, seed=4):
    return random_positions(count, seed)


def test_every_swap_gains_the_bonus_of_its_market_position_and_best_is_their_top():
    changed = 0
    for row, market, prefix in _positions(300):
        plain = evaluate(row, market, prefix, True, SOLO)
        kept = evaluate(row, market, prefix, True, KEEP)
        tops = [max(o.value for o in plain if o.market == m) for m in range(3)]
        bonus = survivor_bonus(tops, market, prefix, KEEP.keep)
        assert [o._replace(value=0) for o in kept] == [o._replace(value=0) for o in plain]
        for o, k in zip(plain, kept, strict=True):
            assert abs(k.value - (o.value + bonus[o.market])) < 1e-9
        top = best(row, market, prefix, True, KEEP)  # the fast path: top per market position, then the bonus
        assert abs(top.value - max(o.value for o in kept)) < 1e-9
        changed += (top.market, top.slot, top.anchor) != _key(best(row, market, prefix, True, SOLO))
    assert changed  # the bonus changes some choices


def _key(option):
    return option.market, option.slot, option.anchor


def test_no_bonus_with_rivals_or_on_the_last_face_down_slot():
    for row, market, prefix in _positions(40, seed=9):
        assert evaluate(row, market, prefix, False, KEEP) == evaluate(row, market, prefix, False, SOLO)
    last = [card for card in range(1, 40) if card not in (16, 17, 19)][:17]
    last.insert(5, 0)  # one face-down slot: the game ends with this swap, nothing is left for a next turn
    prefix = pool_prefix([card for card in range(1, 40) if card not in last and card not in (16, 17, 19)], 39)
    assert evaluate(last, [16, 17, 19], prefix, True, KEEP) == evaluate(last, [16, 17, 19], prefix, True, SOLO)
