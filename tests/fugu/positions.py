"""Random mid-game solo positions for the bots' scoring tests: a reef of 18 slots partly filled (number side up
seven times in ten, else as an anchor), a market of three and the pool's prefix sums of what is left."""

import random

from fishgames.games.fugu.heuristics import pool_prefix


def random_positions(count: int, seed: int):
    """``count`` positions ``(row, market, prefix)`` from ``seed``."""
    rng = random.Random(seed)
    for _ in range(count):
        cards = list(range(1, 40))
        rng.shuffle(cards)
        row = [0] * 18
        for slot in rng.sample(range(18), rng.randint(0, 16)):
            card = cards.pop()
            row[slot] = card if rng.random() < 0.7 else -card
        yield row, cards[:3], pool_prefix(cards[3:], 39)
