"""The solo pro's price of an anchor: its exact cost plus ``anchor_extra`` (every later anchor costs one more)."""

import dataclasses

from fishgames.games.fugu.bots import NormalBot, ProBot
from fishgames.games.fugu.heuristics import DEFAULT, SOLO, SOLO_SEARCH, best, evaluate, pool_prefix
from fishgames.games.fugu.scoring import place_delta
from tests.fugu.positions import random_positions

PRICED = dataclasses.replace(SOLO, anchor_extra=2.0)


def _positions(count, seed=7):
    return random_positions(count, seed)


def _key(option):
    return option.market, option.slot, option.anchor


def test_an_anchor_is_valued_at_its_price_while_its_delta_stays_the_exact_score_change():
    for row, market, prefix in _positions(300):
        plain = evaluate(row, market, prefix, True, SOLO)
        priced = evaluate(row, market, prefix, True, PRICED)
        assert [_key(o) for o in priced] == [_key(o) for o in plain]
        for o, p in zip(plain, priced, strict=True):
            assert p.delta == o.delta == place_delta(row, o.slot, market[o.market], o.anchor, True)
            assert abs(p.value - (o.value - (2.0 if o.anchor else 0.0))) < 1e-9


def test_the_fast_paths_pick_the_top_of_the_priced_list():
    """``best`` (and with ``keep`` its per-market path) charges the same price as the full list."""
    changed = 0
    for weights in (PRICED, dataclasses.replace(PRICED, keep=0.6)):
        for row, market, prefix in _positions(300):
            options = evaluate(row, market, prefix, True, weights)
            if not options:
                continue
            top = best(row, market, prefix, True, weights)
            assert abs(top.value - max(o.value for o in options)) < 1e-9
            changed += _key(top) != _key(best(row, market, prefix, True, SOLO))
    assert changed  # the price changes some choices


def test_the_price_turns_a_thin_anchor_into_a_number_side_swap():
    row = [0] * 18
    row[11], row[16] = 6, 23  # the 26 fits only between them
    market = [30, 26, 38]
    prefix = pool_prefix([c for c in range(1, 40) if c not in row and c not in market], 39)
    plain = best(row, market, prefix, True, SOLO)
    priced = best(row, market, prefix, True, PRICED)
    assert (market[plain.market], plain.slot, plain.anchor) == (26, 1, True)  # an octopus anchored far left
    assert (market[priced.market], priced.slot, priced.anchor) == (38, 17, False)  # the coral after the 23


def test_only_the_solo_pro_pays_the_price():
    assert SOLO_SEARCH.anchor_extra == 2.0 and ProBot.solo_weights is SOLO_SEARCH
    assert DEFAULT.anchor_extra == 0.0 and SOLO.anchor_extra == 0.0  # multi-player and the normal bot unchanged
    assert NormalBot.solo_weights is SOLO and ProBot.weights is DEFAULT
