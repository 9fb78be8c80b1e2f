"""The inlined shuffle gives the very same order and leaves the stream where ``rng.shuffle`` leaves it, so a
seed keeps dealing the same game (records, game codes, the guide's seeds)."""

import random

from fishgames.games.fischen import shuffle as fast


def test_the_inlined_shuffle_is_used_and_equals_random_shuffle_draw_for_draw():
    assert fast._INLINED_OK  # else the test below would only compare rng.shuffle with itself
    for seed in range(300):
        mine, theirs = random.Random(f"s{seed}"), random.Random(f"s{seed}")
        for size in (0, 1, 2, 5, 12, 19, 40, 60, 100):
            a, b = list(range(size)), list(range(size))
            fast.shuffle(mine, a)
            theirs.shuffle(b)
            assert a == b
        assert mine.getstate() == theirs.getstate()


def test_a_random_subclass_gets_its_own_shuffle():
    class Reversing(random.Random):
        def shuffle(self, x):
            x.reverse()

    cards = [1, 2, 3]
    fast.shuffle(Reversing(1), cards)
    assert cards == [3, 2, 1]
