"""The public knowledge model, row by row of the spec §11.2 table, plus its windows."""

import random

import pytest

from fishgames.core import CHANCE
from fishgames.core.match import chance_stream
from fishgames.games.gofish.data import N_RANKS
from fishgames.games.gofish.knowledge import UNKNOWN, PublicKnowledge, window_start
from fishgames.games.gofish.rules import GoFishState
from tests.gofish.helpers import ANA, BEN, CLEO, YOU, rank

NINE, FIVE, Q = rank("9"), rank("5"), rank("Q")


def model(*entries):
    return PublicKnowledge.from_entries(4, list(entries))


def test_asking_sets_min_one_clears_void_and_why_asked():
    m = model(("go_fish", ANA, YOU, NINE), ("card_drawn", ANA, False), ("asked", ANA, BEN, NINE))
    assert m.min[ANA][NINE] == 1 and not m.void(ANA, NINE) and m.why[ANA][NINE] == "asked"
    m = model(("asked", ANA, BEN, NINE), ("handed_over", BEN, ANA, NINE, 2), ("asked", ANA, CLEO, NINE))
    assert m.min[ANA][NINE] == 3  # max(min, 1), not reset to 1


def test_hand_over_adds_to_receiver_and_voids_the_giver():
    m = model(("asked", ANA, BEN, NINE), ("handed_over", BEN, ANA, NINE, 2))
    assert m.min[ANA][NINE] == 3 and m.why[ANA][NINE] == "received"
    assert m.min[BEN][NINE] == 0 and m.void(BEN, NINE)


def test_go_fish_voids_the_target():
    m = model(("asked", BEN, CLEO, Q), ("handed_over", CLEO, BEN, Q, 1), ("asked", ANA, BEN, Q),
              ("handed_over", BEN, ANA, Q, 2), ("asked", CLEO, ANA, FIVE), ("go_fish", ANA, CLEO, FIVE))
    assert m.void(ANA, FIVE) and m.min[ANA][FIVE] == 0


def test_fished_card_adds_one_and_why_fished():
    m = model(("asked", YOU, ANA, FIVE), ("go_fish", ANA, YOU, FIVE), ("fished", YOU, 17, FIVE))
    assert m.min[YOU][FIVE] == 2 and m.why[YOU][FIVE] == "fished"


def test_hidden_draw_clears_every_void():
    m = model(("asked", YOU, ANA, FIVE), ("go_fish", ANA, YOU, FIVE), ("asked", YOU, ANA, NINE),
              ("go_fish", ANA, YOU, NINE))
    assert m.lacks(ANA) == [FIVE, NINE]
    m.feed(("card_drawn", ANA, False))
    assert m.lacks(ANA) == [] and m.hi[ANA][FIVE] == 1 and m.hi[ANA][Q] == UNKNOWN


def test_book_drops_the_rank_out_of_hints():
    m = model(("asked", ANA, BEN, NINE), ("handed_over", BEN, ANA, NINE, 3), ("book_made", ANA, NINE, 1))
    assert m.has(ANA) == {} and NINE not in m.lacks(BEN) and m.booked[NINE]
    m = model(("asked", ANA, BEN, NINE), ("book_made", CLEO, NINE, 1))
    assert m.last_ask(ANA) is None


def test_empty_hand_is_void_in_everything():
    m = model(("asked", ANA, BEN, NINE), ("hand_emptied", ANA))
    assert m.has(ANA) == {} and m.lacks(ANA) == list(range(13))


def test_window_starts_at_the_wth_most_recent_ask():
    log = [("hand_dealt", 0, 5), ("asked", 1, 2, 3), ("go_fish", 2, 1, 3), ("asked", 2, 1, 4),
           ("handed_over", 1, 2, 4, 1), ("asked", 2, 3, 5)]
    assert window_start(log, None) == 0
    assert window_start(log, 1) == 5 and window_start(log, 2) == 3 and window_start(log, 9) == 0


def test_why_recency_orders_evidence():
    m = model(("asked", ANA, BEN, NINE), ("asked", ANA, BEN, FIVE))
    assert m.when[ANA][FIVE] > m.when[ANA][NINE]


def test_observe_reads_private_events_in_their_public_form():
    from fishgames.games.gofish import events as ev

    m = PublicKnowledge(4)
    m.observe(ev.ASKED[ANA][BEN][NINE])
    m.observe(ev.GO_FISH[BEN][ANA][NINE])
    m.observe(ev.DREW[ANA][5])  # the drawer's own view: still only "a card was drawn" for the model
    assert m.min[ANA][NINE] == 1 and m.void(BEN, NINE) and m.draws[ANA] == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_model_never_contradicts_the_true_hands(players):
    """Every bound the bots count with holds at every step of whole games (random asks, so every
    kind of entry occurs): each seat's true count of each rank lies in [min, hi]."""
    for seed in range(12):
        state = GoFishState(players)
        state.apply(CHANCE, state.sample_chance(chance_stream("gofish", seed)))
        rng = random.Random(seed)
        model = PublicKnowledge(players)
        seen = 0
        while not state.is_over():
            seat = state.turn
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            for event in state.log[seen:]:
                model.observe(event)
            seen = len(state.log)
            for s in range(players):
                held = [bin(mask).count("1") for mask in state.hold[s]]
                for r in range(N_RANKS):
                    assert model.min[s][r] <= held[r] <= model.hi[s][r], (seed, s, r, model.min[s][r], held[r])
