"""Lure's requirement checks are bitwise folds for speed: they must agree with the rules' plain wording (§2.3)."""

import random

from fishgames.games.lure.dice import CHECKS

PLAIN = {
    "odd": lambda d: all(v % 2 == 1 for v in d),
    "even": lambda d: all(v % 2 == 0 for v in d),
    "run3": lambda d: any(v + 1 in d and v + 2 in d for v in d),
}


def test_fast_checks_match_the_plain_rules():
    rng = random.Random(4)
    rolls = [()] + [tuple(rng.randint(1, rng.choice((6, 12, 20))) for _ in range(rng.randint(1, 7)))
                    for _ in range(20000)]
    for req, plain in PLAIN.items():
        assert [CHECKS[req](d) for d in rolls] == [plain(d) for d in rolls], req
        assert any(plain(d) for d in rolls) and not all(plain(d) for d in rolls)  # both answers were seen
