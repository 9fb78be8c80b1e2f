"""The generic SO-ISMCTS in ``fishgames.bots.search`` on a tiny perfect-information game."""

import random

from fishgames.bots.search import ismcts
from fishgames.core import BaseState


class Pile(BaseState):
    """Take 1 or 2 from a pile; whoever takes the last stone wins (2 players)."""

    def __init__(self, stones, turn=0):
        self.stones, self.turn = stones, turn

    def to_act(self):
        return (self.turn,) if self.stones else ()

    def legal_actions(self, seat):
        return [k for k in (1, 2) if k <= self.stones]

    def _step(self, seat, take, out):
        self.stones -= take
        self.last = seat
        self.turn = 1 - seat

    def clone(self):
        twin = Pile(self.stones, self.turn)
        twin.last = getattr(self, "last", None)
        return twin


def evaluate(st):
    return [1.0 if st.last == seat else 0.0 for seat in (0, 1)]


def test_ismcts_finds_the_winning_take():
    for stones, best in ((4, 1), (5, 2), (7, 1), (8, 2)):
        root = Pile(stones)
        result = ismcts(lambda rng, root=root: root.clone(), 0, root.legal_actions(0), 600, random.Random(1),
                        evaluate=evaluate)
        assert result.action == best, stones
        assert sum(result.visits.values()) == 600


def test_ismcts_is_deterministic_for_a_seeded_rng():
    root = Pile(9)
    runs = [ismcts(lambda rng: root.clone(), 0, [1, 2], 200, random.Random(5), evaluate=evaluate).visits
            for _ in range(2)]
    assert runs[0] == runs[1]


def test_open_loop_plays_against_the_rollout_model_of_the_others():
    # 6 stones lose against perfect play, but the other player always grabs two: taking 2 wins
    root = Pile(6)

    def grab(st, seat, rng):
        return max(st.legal_actions(seat))

    result = ismcts(lambda rng: root.clone(), 0, [1, 2], 300, random.Random(2), evaluate=evaluate,
                    rollout=grab, open_loop=True)
    assert result.action == 2 and result.value[2] > 0.9 and result.value[1] < 0.1


def test_max_depth_one_is_flat_monte_carlo_over_the_root_actions():
    root = Pile(6)

    def grab(st, seat, rng):
        return max(st.legal_actions(seat))

    result = ismcts(lambda rng: root.clone(), 0, [1, 2], 100, random.Random(3), evaluate=evaluate,
                    rollout=grab, open_loop=True, max_depth=1)
    # below the root everybody grabs: 6-2=4, 2, 0 -> we take the last; 6-1=5, 3, 1, 0 -> they do
    assert result.action == 2 and result.value == {2: 1.0, 1: 0.0}


def test_below_max_depth_the_game_playout_takes_over_at_once():
    """A tree cut at depth 1 hands the state to the game's own ``playout`` straight after the searcher's root
    move: the others' moves up to its next turn are the playout's too (the fast path), not the generic
    rollout loop's."""
    root = Pile(6)
    handed_over, generic = [], []

    def grab(st, seat, rng):
        generic.append(seat)
        return max(st.legal_actions(seat))

    def playout(st, rng):
        handed_over.append((st.stones, st.turn))
        while st.stones:
            st.apply(st.turn, max(st.legal_actions(st.turn)))

    result = ismcts(lambda rng: root.clone(), 0, [1, 2], 50, random.Random(4), evaluate=evaluate,
                    rollout=grab, open_loop=True, max_depth=1, playout=playout)
    assert generic == []
    assert set(handed_over) == {(5, 1), (4, 1)}  # after our take of 1 or 2, the other seat to move
    assert result.action == 2
