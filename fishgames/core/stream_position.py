"""Where a bot stream stands, as one number: the 32-bit words drawn from it since it was seeded.

A ``random.Random`` state is 624 words and a position (~7 KB as JSON); a take-back point needs every bot's
state at each of the human's last decisions, too much to write after every action.  But a bot stream only
ever moves forward by draws from its seeded start, so ``(words drawn, Gaussian spare)`` names its state
exactly, and the state is rebuilt by drawing that many words again (C speed: millions per second).

CPython's Mersenne Twister draws word ``mti`` of its block and twists the block when ``mti`` reaches 624; after
seeding ``mti`` is 624, so after ``n >= 1`` words the block has been twisted ``(n - 1) // 624 + 1`` times and
``mti = n - 624 * (twists - 1)``.  :func:`words_drawn` finds the twist count of a state by twisting a copy of
an earlier state forward until its block matches (each twist is one ``getrandbits`` call), so the count costs
about 3 µs per 624 words the bots drew since the earlier state.  No pygame here.
"""

from __future__ import annotations

import random

WORDS = 624
MASK = 0xFFFFFFFF
#: How far :func:`words_drawn` looks (64,000 twists ≈ 40 M words, ~0.2 s): a stream not found within is not a
#: draw away (its state was set by hand, or a whole long game of the strongest bots lies between); the caller
#: then keeps no position for it.
MAX_TWISTS = 64_000
#: The most words :func:`state_after` redraws (a position read from a file is bounded by it).
MAX_WORDS = WORDS * MAX_TWISTS

Position = tuple[int, float | None]  # words drawn since seeding, the Gaussian spare


def twists(words: int) -> int:
    return 0 if words == 0 else (words - 1) // WORDS + 1


def _temper(word: int) -> int:
    """The output the Twister gives for block word ``word`` (its tempering)."""
    word ^= word >> 11
    word ^= (word << 7) & 0x9D2C5680
    word ^= (word << 15) & 0xEFC60000
    return word ^ (word >> 18)


def words_drawn(state: tuple, earlier: tuple, earlier_words: int, max_twists: int = MAX_TWISTS) -> int | None:
    """The words drawn to reach ``state`` (a ``getstate()``) from the seed, given an ``earlier`` state of the same
    stream and its count; ``None`` when ``state`` is no draw-forward of ``earlier`` within ``max_twists``."""
    block, index = state[1][:WORDS], state[1][WORDS]
    earlier_block, done = earlier[1][:WORDS], twists(earlier_words)
    if block == earlier_block:
        if done == 0:
            return 0 if index == WORDS else None
        words = WORDS * (done - 1) + index
        return words if words >= earlier_words else None
    if not 1 <= index <= WORDS:  # a twisted block is always read from word 1 on
        return None
    wanted = _temper(block[0])
    stream = random.Random()
    stream.setstate((3, (*earlier_block, WORDS), None))
    for more in range(1, max_twists + 1):
        if stream.getrandbits(32 * WORDS) & MASK == wanted and stream.getstate()[1][:WORDS] == block:
            return WORDS * (done + more - 1) + index
    return None


def state_after(seeded: random.Random, words: int, spare: float | None) -> tuple:
    """The state of a stream seeded as ``seeded`` (left untouched) after ``words`` draws, with ``spare``."""
    if not 0 <= words <= MAX_WORDS:
        raise ValueError(f"a stream position is in 0..{MAX_WORDS}")
    stream = random.Random()
    stream.setstate(seeded.getstate())
    left = words
    while left:
        chunk = min(left, WORDS * 1024)
        stream.getrandbits(32 * chunk)  # exactly ``chunk`` words (one for chunk == 1)
        left -= chunk
    version, internal, _ = stream.getstate()
    return version, internal, spare
