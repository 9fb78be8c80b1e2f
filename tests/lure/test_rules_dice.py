"""Lure's requirement checks are bitwise folds for speed: they must agree with the rules' plain wording (§2.3)."""

import random

from fishgames.games.lure.dice import CHECKS, REQ_BIT, features

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


def test_features_give_every_checks_answer_in_one_pass():
    """The rules resolve a roll through ``features`` bits; each bit must be its requirement's ``CHECKS`` answer."""
    rng = random.Random(7)
    rolls = [()] + [tuple(rng.randint(1, rng.choice((6, 6, 12, 20))) for _ in range(rng.randint(1, 9)))
                    for _ in range(20000)]
    for req, check in CHECKS.items():
        answers = [bool(features(d) & REQ_BIT[req]) for d in rolls]
        assert answers == [check(d) for d in rolls], req
        assert req == "" or (any(answers) and not all(answers)), req  # both answers were seen
