"""Reading the rivals from the public log: careful (the spec's pro policy) or careless (random)."""

import math

import pytest

from fishgames.core import Match, Seat, registry
from fishgames.games.gofish.actions import Ask
from fishgames.games.gofish.reading import CLUE, read_log
from tests.gofish.helpers import ANA, BEN, CLEO, YOU, dealt, rank, table

SPEC = registry.get("gofish")


def fours_known_with_ana():
    """Ana asked You for a 4 (so she holds one, and You are known to have none); Ben then asked You
    for a 6.  Cleo holds the 4 of hearts: a careful player in her seat asks Ana for it."""
    state = dealt(["5C 8D 9D 10D KD", "4S 2C 3C 6C 8C", "5D 6D 7H 2H 3H", "JC JD QC QD 4H"],
                  pond_top="AS AH AD", start=ANA)
    state.apply(ANA, Ask(YOU, rank("4")))
    state.apply(BEN, Ask(YOU, rank("6")))
    assert state.to_act() == (CLEO,)
    return state


def test_a_guess_while_a_rank_is_known_elsewhere_counts_the_odds_of_holding_none_of_it():
    """Ben guessed while Ana was known to hold a 4: a careful Ben holds no 4.  The three other 4s
    lie in the 45 unknown slots Ben might share (pond 31, Ana 5, Cleo 5, Ben's own 4 beside
    his 6; You are out of 4s), so the evidence is log(C(41, 3) / C(45, 3))."""
    _, evidence = read_log(4, fours_known_with_ana().view(YOU)["log"])
    assert evidence[BEN] == pytest.approx(math.log(math.comb(41, 3) / math.comb(45, 3)))
    assert evidence[ANA] == 0.0  # nothing was known when she asked


@pytest.mark.parametrize(("target", "clue"), [(ANA, CLUE), (YOU, -CLUE), (BEN, -CLUE)])
def test_asking_for_a_rank_known_elsewhere_from_the_seat_known_to_hold_it_reads_as_careful(target, clue):
    """Cleo asks for a 4: from Ana (known to hold one) like a careful player, from anyone else
    never like one."""
    state = fours_known_with_ana()
    before = read_log(4, state.view(YOU)["log"])[1][CLEO]
    state.apply(CLEO, Ask(target, rank("4")))
    assert read_log(4, state.view(YOU)["log"])[1][CLEO] - before == pytest.approx(clue)


def test_asking_a_seat_known_to_be_out_of_the_rank_reads_as_careless():
    state = table(["5C 8D 9D 10D KD", "2C 3C 4C 6C 8C", "5D 6D 6H 2H 3H", "JC JD QC QD KC"], turn=CLEO)
    state.apply(CLEO, Ask(BEN, rank("K")))  # empty pond: nobody draws, so Ben stays out of kings
    state.apply(YOU, Ask(BEN, rank("9")))
    state.apply(ANA, Ask(CLEO, rank("6")))
    state.apply(BEN, Ask(YOU, rank("3")))
    _, before = read_log(4, state.view(YOU)["log"])
    state.apply(CLEO, Ask(BEN, rank("K")))  # Ben again, though You or Ana might hold a king
    _, evidence = read_log(4, state.view(YOU)["log"])
    assert before[CLEO] == 0.0 and evidence[CLEO] == -CLUE


def test_pro_rivals_read_as_careful_and_random_ones_as_careless():
    """Over whole games the evidence separates the two kinds of rival at the same table."""
    seats = [Seat("bot", "random"), Seat("bot", "pro"), Seat("bot", "random"), Seat("bot", "pro")]
    for seed in range(4):
        match = Match(SPEC, SPEC.config(4), seats, seed)
        match.play_to_end()
        _, evidence = read_log(4, match.state.view(0)["log"])
        assert min(evidence[1], evidence[3]) > 0 > max(evidence[0], evidence[2]), (seed, evidence)
