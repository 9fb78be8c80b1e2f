"""Lure bots: legal, deterministic, blind to hidden information, sensible; and the exact odds."""

import collections
import itertools
import random

import pytest

from fishgames.core import GameConfig, Match, Seat
from fishgames.games.lure import SPEC
from fishgames.games.lure.actions import Adjust, Cast
from fishgames.games.lure.odds import (
    CONFIGS,
    PoolJudge,
    catch_chances,
    config_faces,
    exact_rolls,
    sampled_rolls,
)
from fishgames.i18n import catalogue
from tests.lure.tables import cast_all, roll, table

LEVELS = ["easy", "normal", "pro"]
MINNOW, SMELT, GOBY, PERCH, CARP = 1, 2, 13, 22, 18


def bot(level, seat=0, players=2):
    return SPEC.make_bot(level, seat, GameConfig(players))


def test_exact_odds_of_simple_bids():
    one, two = (1, False, False), (2, False, False)
    assert catch_chances(one, [MINNOW])[MINNOW] == pytest.approx(1 / 3)
    assert catch_chances(two, [SMELT])[SMELT] == pytest.approx(15 / 36)
    assert catch_chances(two, [PERCH])[PERCH] == pytest.approx(3 / 36)  # 4-4, 5-5, 6-6
    assert catch_chances(one, [MINNOW], adjusts=1)[MINNOW] == pytest.approx(1 / 2)  # a 4 becomes 5
    assert catch_chances(one, [GOBY], extras=(2,))[GOBY] == 0  # an even Extra Die spoils "all odd"
    assert catch_chances((0, False, True), [CARP])[CARP] == 0  # one die cannot be 6 and reach 12


def test_exact_rolls_are_a_distribution():
    """Every bid: each roll once (d6 values ascending, each die within its faces), probabilities summing to 1;
    for bids of up to four dice, exactly the distribution of rolling every die (counted by brute force)."""
    counted = 0
    for config in CONFIGS:
        faces, k = config_faces(config), config[0]
        rolls = dict(exact_rolls(config))
        assert len(rolls) == len(exact_rolls(config)) > 0
        assert all(len(r) == len(faces) and list(r[:k]) == sorted(r[:k])
                   and all(1 <= v <= f for v, f in zip(r, faces, strict=True)) for r in rolls)
        assert sum(rolls.values()) == pytest.approx(1.0)
        if len(faces) <= 4:
            every = list(itertools.product(*(range(1, f + 1) for f in faces)))
            brute = collections.Counter(tuple(sorted(r[:k])) + r[k:] for r in every)
            assert rolls.keys() == brute.keys()
            assert all(rolls[r] == pytest.approx(n / len(every)) for r, n in brute.items())
            counted += 1
    assert counted == 15  # every bid of one to four dice


def test_sampled_rolls_match_the_exact_odds():
    config = (3, False, True)
    judge = PoolJudge([CARP, PERCH])
    samples = sampled_rolls(config, 512)
    assert samples == sampled_rolls(config, 512)  # cached and seeded
    mc = sum(1 for r in samples if judge.mask(r) & 1) / len(samples)
    exact = catch_chances(config, [CARP, PERCH])[CARP]
    assert abs(mc - exact) < 0.07
    assert all(len(r) == len(config_faces(config)) for r in samples)


def _mid_game_views(players=3, seed=5, count=6):
    """Views and legal actions of seat 0 at several Casts and Adjusts of a normal-bot game."""
    match = Match(SPEC, SPEC.config(players), [Seat("bot", "normal")] * players, seed)
    found = []
    while match.state.to_act() and len(found) < count:
        match.resolve_chance()
        for seat in match.state.to_act():
            if seat in match.state.to_act():
                if seat == 0:
                    found.append((match.state.clone(), match.state.view(0), match.state.legal_actions(0)))
                match.apply(seat, match.bot_decide(seat))
    return found


@pytest.mark.parametrize("level", LEVELS)
def test_bots_choose_legal_actions_deterministically(level):
    for _, view, legal in _mid_game_views():
        player = bot(level, 0, 3)
        first = player.choose(view, legal, random.Random(7))
        assert first in legal
        assert bot(level, 0, 3).choose(view, legal, random.Random(7)) == first


@pytest.mark.parametrize("level", LEVELS)
def test_bots_ignore_what_they_cannot_see(level):
    for state, view, legal in _mid_game_views(count=3):
        other = state.determinize(0, random.Random(99))  # other hands, deck and pending casts re-dealt
        assert other.view(0) == view
        assert (other.hands, other.deck) != (state.hands, state.deck)  # else this compares a bot with itself
        a = bot(level, 0, 3).choose(other.view(0), other.legal_actions(0), random.Random(3))
        b = bot(level, 0, 3).choose(view, legal, random.Random(3))
        assert a == b


@pytest.mark.parametrize("level", LEVELS)
def test_bots_adjust_five_to_six_in_example_e2(level):
    state = table(2, [CARP, PERCH], {0: ["A"]})
    cast_all(state, {0: "cast 3d6 lures=A", 1: "cast 5d6"})
    roll(state, {0: (5, 3, 3)})
    choice = bot(level).choose(state.view(0), state.legal_actions(0), random.Random(1))
    assert choice == Adjust(((0, 1),))


@pytest.mark.parametrize("level", ["normal", "pro"])
def test_group_adjust_denies_a_rival_by_tying(level):
    # Smelt (8): seat 1 rolled 4,4 = 8 and beats our 4,5 = 9 (lower total wins). One Adjust
    # down to 8 ties the lowest total, so nobody gets it; 7 would no longer qualify.
    state = table(2, [SMELT], {0: ["A"]})
    cast_all(state, {0: "cast 2d6 lures=A", 1: "cast 2d6"})
    roll(state, {0: (4, 5), 1: (4, 4)})
    choice = bot(level).choose(state.view(0), state.legal_actions(0), random.Random(1))
    assert choice in (Adjust(((0, -1),)), Adjust(((1, -1),)))


def test_pro_plays_a_mixed_strategy():
    """Close calls are drawn at random (logit over values), so the same view gets varied casts."""
    varied = 0
    for _, view, legal in _mid_game_views(players=2, seed=8, count=4):
        if view["phase"] != "cast":
            continue
        picks = {bot("pro").choose(view, legal, random.Random(seed)) for seed in range(10)}
        assert all(isinstance(p, Cast) and p in legal for p in picks)
        varied += len(picks) > 1
    assert varied >= 1


def test_pro_boasts_in_the_last_round_when_a_catch_is_likely():
    state = table(2, [MINNOW, SMELT, GOBY], {0: ["B"]})
    state.removed.extend(state.deck)
    state.deck = []  # this is the last round
    view, legal = state.view(0), state.legal_actions(0)
    assert view["last_round"]
    choice = bot("pro").choose(view, legal, random.Random(2))
    assert 1 in choice.lures  # BOAST


@pytest.mark.parametrize("level", LEVELS)
def test_reasons_are_keys_with_params(level):
    """The bots explain (nearly) every cast, with a key that both languages fill in from its params."""
    texts = {lang: catalogue(lang) for lang in ("de", "en")}
    player = bot(level, 0, 3)
    reasons = []
    for _, view, legal in _mid_game_views(count=4):
        player.choose(view, legal, random.Random(1))
        reasons.append(player.last_reason)
    given = [reason for reason in reasons if reason is not None]
    assert len(given) >= 3, f"reasons for only {len(given)} of 4 casts"
    for key, params in given:
        assert key.startswith("lure.reason.") and isinstance(params, dict)
        for text in texts.values():  # a param that is a key (a fish's name) is translated first
            words = {k: text[v] if isinstance(v, str) and v.startswith("lure.") else v for k, v in params.items()}
            assert "{" not in text[key].format(**words)


def test_levels_play_whole_games():
    """A table of every level plays all ten rounds, each seat casting in every round."""
    seats = [Seat("bot", level) for level in ["random", "easy", "normal", "pro"]]
    match = Match(SPEC, SPEC.config(4), seats, 17)
    winners = match.play_to_end()
    assert winners and match.state.round == 10
    casts = [sum(1 for s, text in match.record.actions if s == seat and text.startswith("cast ")) for seat in range(4)]
    assert casts == [10] * 4


def test_pro_reads_which_rivals_bid_soundly():
    from fishgames.games.lure import events as ev
    from fishgames.games.lure.bots import TableReader

    reader = TableReader(0, 3)
    shoal = "1,2,3,4,5,6"  # catch 5, 8, 11, 14, 17, 20: one d6 reaches only the first
    for rnd in range(1, 7):
        reader.observe(ev.Splash(round=rnd, fish=shoal if rnd == 1 else "", last=False))
        reader.observe(ev.BidRevealed(seat=1, dice="1d6", size=1, lures=""))
        reader.observe(ev.BidRevealed(seat=2, dice="d20" if rnd % 2 else "d12", size=1, lures=""))
    assert reader.soundness(1) < 0.2 < 0.8 < reader.soundness(2)
