"""``random.Random.shuffle``, the same draws in the same order, at about twice the speed.

A Fischen game shuffles some 400 cards (the deal, the sea, every catch before it goes under its boat), and in a
random playout those shuffles cost as much as all the tricks' rules.  The stdlib spends most of that time in
calls (``shuffle`` -> ``_randbelow`` -> ``getrandbits``); this is the same algorithm with the middle call
inlined.  Seeds must keep giving the same games (records, guide seeds), so the copy is checked against the
real one at import and stands aside, for ``rng.shuffle`` itself, if this interpreter's ``random`` differs.
"""

from __future__ import annotations

import random


def _inlined_shuffle(rng: random.Random, cards: list) -> None:
    bits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        cards[i], cards[j] = cards[j], cards[i]


def _same_as_stdlib() -> bool:
    for seed in range(8):
        mine, theirs = random.Random(seed), random.Random(seed)
        for size in (0, 1, 2, 3, 17, 40, 64, 100):
            a, b = list(range(size)), list(range(size))
            _inlined_shuffle(mine, a)
            theirs.shuffle(b)
            if a != b:
                return False
        if mine.random() != theirs.random():
            return False
    return True


_INLINED_OK = _same_as_stdlib()


def shuffle(rng: random.Random, cards: list) -> None:
    """Shuffle ``cards`` in place exactly as ``rng.shuffle(cards)`` would."""
    if _INLINED_OK and type(rng) is random.Random:
        _inlined_shuffle(rng, cards)
    else:
        rng.shuffle(cards)
