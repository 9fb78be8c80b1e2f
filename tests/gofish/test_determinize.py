"""``determinize``: hidden cards re-dealt consistently with what the seat knows publicly."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from fishgames.core import CHANCE
from fishgames.core.match import chance_stream
from fishgames.games.gofish.actions import Ask
from fishgames.games.gofish.data import N_RANKS
from fishgames.games.gofish.knowledge import PublicKnowledge
from fishgames.games.gofish.rules import GoFishState
from fishgames.games.gofish.sampling import Constraints
from tests.gofish.helpers import ANA, BEN, CLEO, YOU, dealt, rank


def random_prefix(players: int, seed: int, asks: int) -> GoFishState:
    state = GoFishState(players)
    state.apply(CHANCE, state.sample_chance(chance_stream("gofish", seed)))
    rng = random.Random(seed)
    for _ in range(asks):
        if state.is_over():
            break
        seat = state.turn
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def counts(state, seat):
    return [bin(mask).count("1") for mask in state.hold[seat]]


@settings(max_examples=40, deadline=None, derandomize=True)
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), asks=st.integers(0, 90))
def test_redeal_keeps_everything_the_seat_knows(players, seed, asks):
    state = random_prefix(players, seed, asks)
    model = PublicKnowledge.from_entries(players, [e.entry for e in state.log])
    for seat in range(players):
        other = state.determinize(seat, random.Random(seed + seat))
        assert other.view(seat) == state.view(seat)
        assert other.hand(seat) == state.hand(seat) and other.size == state.size
        every = sorted(c for s in range(players) for c in other.hand(s)) + other.pond
        assert sorted(every) == sorted(c for c in range(52) if state.owner[c >> 2] < 0)
        for t in range(players):
            dealt = counts(other, t)
            assert sum(dealt) == state.size[t] and max(dealt) < 4  # four of a kind would be a book
            assert bin(other.ranks[t]).count("1") == sum(1 for c in dealt if c)
            if t == seat:
                continue
            for r in range(N_RANKS):
                assert model.min[t][r] <= dealt[r] <= max(model.min[t][r], model.hi[t][r])


def test_redeal_changes_what_the_seat_cannot_see():
    state = random_prefix(4, 99, 10)
    hands = {tuple(tuple(state.determinize(YOU, random.Random(k)).hand(s)) for s in (ANA, BEN, CLEO))
             for k in range(10)}
    assert len(hands) > 1


def test_known_cards_and_voids_are_respected():
    state = dealt(["9C 5C 2D 3D 4D", "9D 9H 2C 3C 4C", "5D 6C 7C 8C 10C", "KC KD 6D 7D 8D"], pond_top="JD")
    state.apply(YOU, Ask(BEN, rank("9")))
    assert state.to_act() == (ANA,)
    for k in range(20):
        other = state.determinize(ANA, random.Random(k))
        assert counts(other, YOU)[rank("9")] >= 1  # You asked for 9s: you surely hold one
        assert counts(other, BEN)[rank("9")] == 0  # Ben said "Go fish" and has not drawn since


def test_flow_finds_a_deal_when_random_filling_is_hopeless():
    model = PublicKnowledge(3)
    # seat 1 is void in everything but aces; seat 2 holds four cards with no constraint; pond 0
    for r in range(1, N_RANKS):
        model.hi[1][r] = 0
    # the unseen cards are A×4, Q×2, K×3: seat 1 must take three aces, seat 2 the rest
    own = [0] + [4] * 10 + [2, 1]
    problem = Constraints(0, own, [0, 3, 6], 0, model)
    extra = problem._flow()
    assert extra[0][0] == 3 and extra[1][0] == 1 and extra[1][11] == 2 and extra[1][12] == 3
    for k in range(5):
        assert problem.sample(random.Random(k)) == [[3] + [0] * 12, [1] + [0] * 10 + [2, 3], [0] * 13]


def test_redealing_one_state_again_after_more_play_reads_the_new_log():
    state = random_prefix(2, 5, 4)
    for _ in range(6):  # a search re-deals one state many times; the game then moves on
        state.determinize(YOU, random.Random(1))
        seat = state.turn
        state.apply(seat, random.Random(seat).choice(state.legal_actions(seat)))
        other = state.determinize(YOU, random.Random(2))
        assert other.hand(YOU) == state.hand(YOU) and other.size == state.size
        assert other.view(YOU) == state.view(YOU)
