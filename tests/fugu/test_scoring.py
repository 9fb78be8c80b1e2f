"""The pure scoring function: every worked example of §5 and hand-made rows for every rule of §2.2/§7."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fishgames.games.fugu.scoring import place_delta, score_breakdown, score_row
from tests.fugu.helpers import reef


def parts(row, solo=False):
    b = score_breakdown(row, solo)
    assert b["total"] == score_row(row, solo)
    return {k: v["points"] for k, v in b.items() if k != "total"} | {"total": b["total"]}


# -- worked examples --------------------------------------------------------------------------------------

def test_e2_mixed_row():
    row = reef("1Cp, 2O, 4Cg, 6B, 9B, 12B, ·, 17P, ·, 25Cy, · ×8")
    assert parts(row) == {"bannerfish": 5, "pufferfish": 3, "octopus": 4, "coral": 3, "anchors": 0,
                          "face_down": 0, "total": 15}


def test_e3_anchored_cards_count():
    row = reef("3B, 60B(A), 9B, 5P(A), · ×14")
    b = score_breakdown(row)
    assert b["bannerfish"]["groups"] == [{"slots": [0, 1, 2], "size": 3, "points": 5}]
    assert b["pufferfish"]["cards"] == [{"slot": 3, "fish_neighbours": 1, "points": 1}]
    assert b["anchors"] == {"points": -3, "count": 2}
    assert b["total"] == 3


def test_e4_full_row():
    row = reef("1Cp, 2O, 4Cg, 5P, 6B, 9B, 12B, 15B, 16Cy, 11P(A), 18B, 21B, 17P(A), 23P, 24B, ·, 30B, 3B(A)")
    b = score_breakdown(row)
    assert [g["points"] for g in b["bannerfish"]["groups"]] == [9, 2, 0, 2]
    assert b["bannerfish"]["points"] == 13
    assert [p["points"] for p in b["pufferfish"]["cards"]] == [1, 1, 0, 0]
    assert parts(row) == {"bannerfish": 13, "pufferfish": 2, "octopus": 4, "coral": 3, "anchors": -6,
                          "face_down": 0, "total": 16}


def test_e5_solo_end_of_game():
    row = reef("2O, 4Cg, 7Cy, 10Cp, 14O, 19Cp, ·, 24B, 27B, 30B, ·, ·, 33B, 13Cg(A), 35P, ·, ·, 39B")
    assert parts(row, solo=True) == {"bannerfish": 5, "pufferfish": 3, "octopus": 6, "coral": 3,
                                     "anchors": -1, "face_down": -5, "total": 11}
    b = score_breakdown(row, solo=True)
    assert b["coral"] == {"points": 3, "pink": 2, "green": 2, "yellow": 1, "sets": 1}


# -- hand-made rows, one rule each ------------------------------------------------------------------------

@pytest.mark.parametrize("size,points", [(1, 0), (2, 2), (3, 5), (4, 9), (5, 9), (6, 9)])
def test_bannerfish_group_sizes_ruling_7_9(size, points):
    row = reef(", ".join(f"{3 * (i + 1)}B" for i in range(size)))
    assert score_row(row) == points


def test_face_down_breaks_bannerfish_group_ruling_7_7():
    assert score_row(reef("3B, 6B, ·, 9B, 12B")) == 4
    assert score_row(reef("3B, 6B, 9B, 12B")) == 9


def test_other_creatures_break_bannerfish_groups():
    assert score_row(reef("3B, 6B, 2O, 9B, 12B")) == 4
    assert score_row(reef("3B, 6B, 1Cp, 9B, 12B")) == 4


def test_anchored_bannerfish_extends_group_ruling_7_1():
    assert score_row(reef("3B, 6B(A), 9B")) == 5 - 1


@pytest.mark.parametrize("text,points", [
    ("5P", 3),                  # row end: the missing side is "no fish" (ruling 7.6)
    ("·, 5P, ·", 3),            # face-down cards are no fish (ruling 7.7)
    ("2O, 5P, 1Cp", 3),         # octopus and coral are no fish (ruling 7.8)
    ("5P, 3B", 1),
    ("3B, 5P, 6B", 0),
    ("5P, 11P", 2),             # pufferfish are fish for each other: 1 + 1
    ("5P, 11P, 17P", 1 + 0 + 1),
])
def test_pufferfish_by_fish_neighbours(text, points):
    assert score_row(reef(text)) == points


def test_anchored_fish_is_a_fish_neighbour_ruling_7_1():
    assert score_row(reef("3B(A), 5P")) == 1 - 1
    assert score_row(reef("5P(A)")) == 3 - 1  # an anchored pufferfish scores itself


@pytest.mark.parametrize("text,points", [
    ("2O", 0),
    ("1Cp, 2O", 2),
    ("1Cp, 2O, 4Cg", 4),
    ("2O, ·, 1Cp", 0),          # not adjacent
    ("2O, 8O", 0),              # octopuses are no corals
    ("1Cp, 2O, 10Cp", 4),       # any colour, even the same twice
])
def test_octopus_per_coral_neighbour(text, points):
    assert score_row(reef(text)) == points


def test_anchored_coral_counts_for_octopus_and_sets_ruling_7_1():
    assert score_row(reef("1Cp(A), 2O")) == 2 - 1
    assert score_row(reef("1Cp(A), ·, 4Cg, ·, 7Cy")) == 3 - 1


@pytest.mark.parametrize("text,sets", [
    ("1Cp, 4Cg", 0),
    ("1Cp, ·, ·, 4Cg, 3B, 7Cy", 1),   # anywhere in the row
    ("1Cp, 10Cp, 19Cp, 4Cg, 13Cg, 7Cy", 1),
    ("1Cp, 10Cp, 4Cg, 13Cg, 7Cy, 16Cy", 2),
])
def test_coral_sets_anywhere(text, sets):
    assert score_breakdown(reef(text))["coral"]["sets"] == sets
    assert score_row(reef(text)) == 3 * sets


@pytest.mark.parametrize("anchors,penalty", [(0, 0), (1, -1), (2, -3), (3, -6), (4, -10), (5, -15)])
def test_anchor_penalty_grows_ruling_7_10(anchors, penalty):
    same = reef(", ".join(f"{n}Cp(A)" for n in (1, 10, 19, 28, 38)[:anchors]))
    other = reef(", ".join(f"{n}O(A)" for n in (2, 8, 14, 20, 26)[:anchors]))
    assert score_breakdown(same)["anchors"]["points"] == penalty
    assert score_row(same) == score_row(other) == penalty  # depends only on the count


def test_face_down_cards_score_zero_and_minus_one_solo_ruling_7_14():
    row = reef("·")
    assert score_row(row) == 0
    assert score_row(row, solo=True) == -18
    assert score_row(reef("5P"), solo=True) == 3 - 17


# -- the fast paths agree with the explained one ----------------------------------------------------------

@st.composite
def rows(draw):
    """18 slots, each face down, a number card or an anchored one; the cards all different.  (18 cards drawn
    as a unique list, not a permutation of all 75 of which 18 are used: the same rows at a third of the draws.)"""
    cards = draw(st.lists(st.integers(1, 75), min_size=18, max_size=18, unique=True))
    row = []
    for i in range(18):
        kind = draw(st.sampled_from(("down", "number", "anchor")))
        row.append(0 if kind == "down" else cards[i] if kind == "number" else -cards[i])
    return row


@settings(max_examples=300, deadline=None)
@given(rows(), st.booleans())
def test_breakdown_total_equals_fast_score(row, solo):
    assert score_breakdown(row, solo)["total"] == score_row(row, solo)


@settings(max_examples=300, deadline=None)
@given(rows(), st.integers(0, 17), st.booleans(), st.booleans(), st.data())
def test_place_delta_is_the_exact_change(row, slot, anchor, solo, data):
    row[slot] = 0
    card = data.draw(st.sampled_from([c for c in range(1, 76) if c not in {abs(v) for v in row}]))
    after = list(row)
    after[slot] = -card if anchor else card
    assert place_delta(row, slot, card, anchor, solo) == score_row(after, solo) - score_row(row, solo)
