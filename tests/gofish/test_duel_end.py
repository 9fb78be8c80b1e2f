"""The duel's exact end-of-pond solver (``duel_end``) against a brute force on the real rules engine.

The brute force knows nothing of the solver's shortcuts: it enumerates every card-level deal of the
cards You cannot see (which of them are the pond's, in which order; the rest is Ana's hand), keeps
those that fit what the log says of Ana, plays You's turn on ``GoFishState`` grouping the deals by
You's own view after each ask (the positions You cannot tell apart), and once the turn passes plays
on with both hands open (each mover maximising its own score) — the values the solver promises.
"""

from __future__ import annotations

import itertools
import json
import random

import pytest

from fishgames.core import registry
from fishgames.games.gofish import duel_end, master
from fishgames.games.gofish.actions import Ask
from fishgames.games.gofish.bots import own_counts
from fishgames.games.gofish.data import DECK, N_RANKS
from fishgames.games.gofish.knowledge import PublicKnowledge
from fishgames.games.gofish.rules import GoFishState
from fishgames.games.gofish.sampling import Constraints
from tests.gofish.helpers import ANA, YOU, labels, rank, table

SPEC = registry.get("gofish")
OTHERS = ("5", "6", "7", "8", "9", "10", "J", "Q", "K")


def duel(you: str, ana: str, pond: str, books: dict[str, int], log: list | None = None,
         turn: int = YOU) -> GoFishState:
    """You to ask (or ``turn``), the books laid (with their log entries) and ``log`` as the public past."""
    state = table([you, ana], pond=pond, turn=turn, books=books)
    data = state.to_json()
    data["log"] += [["book_made", owner, rank(name), order] for order, (name, owner) in enumerate(books.items(), 1)]
    data["log"] += log or []
    return GoFishState.from_json(data)


def score(state: GoFishState) -> float:
    mine, rival = state.scores()
    return (1.0 if mine > rival else 0.5 if mine == rival else 0.0) + duel_end.MARGIN_WEIGHT * (mine - rival)


def open_value(state: GoFishState) -> float:
    if state.is_over():
        return score(state)
    (mover,) = state.to_act()
    values = []
    for action in state.legal_actions(mover):
        child = state.clone()
        child.apply(mover, action)
        values.append(open_value(child))
    return max(values) if mover == YOU else min(values)


def fits(model: PublicKnowledge, hand: list[int]) -> bool:
    counts = [0] * N_RANKS
    for card in hand:
        counts[card >> 2] += 1
    return all(model.min[ANA][r] <= counts[r] <= model.hi[ANA][r] and counts[r] < 4 for r in range(N_RANKS))


def deals(state: GoFishState) -> list[GoFishState]:
    """Every card-level world You cannot rule out: each is equally likely."""
    view = state.view(YOU)
    model = PublicKnowledge.from_entries(2, view["log"])
    booked = {r for r, _ in view["books"]}
    unseen = [c for c in range(DECK) if c not in view["hand"] and c >> 2 not in booked]
    worlds = []
    for pond in itertools.permutations(unseen, view["pond"]):
        hand = [c for c in unseen if c not in pond]
        if fits(model, hand):
            data = state.to_json()
            data["hands"][ANA] = sorted(hand)
            data["pond"] = list(pond)
            worlds.append(GoFishState.from_json(data))
    return worlds


def seen(state: GoFishState) -> str:
    view = state.view(YOU)
    view.pop("stats")
    return json.dumps(view, sort_keys=True)


def brute_values(worlds: list[GoFishState]) -> dict[int, float]:
    values = {}
    for action in worlds[0].legal_actions(YOU):
        total = 0.0
        groups: dict[str, list[GoFishState]] = {}
        for world in worlds:
            child = world.clone()
            child.apply(YOU, action)
            if not child.is_over() and child.to_act() == (YOU,):
                groups.setdefault(seen(child), []).append(child)
            else:
                total += open_value(child)
        for group in groups.values():
            total += len(group) * max(brute_values(group).values())
        values[action.rank] = total / len(worlds)
    return values


def solver_values(state: GoFishState) -> dict[int, float]:
    view = state.view(YOU)
    model = PublicKnowledge.from_entries(2, view["log"])
    own = own_counts(view)
    problem = Constraints(YOU, own, view["hand_sizes"], view["pond"], model)
    empty = [[0] * N_RANKS for _ in problem.free]
    base = master.build_sim(YOU, view, model, own, problem, empty, random.Random(0))
    return duel_end.solve(YOU, base, problem)


HALF = {name: YOU if i % 2 else ANA for i, name in enumerate(OTHERS)}  # Ana 5 books, You 4

POSITIONS = {
    # Ana is known to be out of 3s (she said "Go fish" and has not drawn since): the last 3 is the pond's
    "pond two, a void": duel("AC 2C 3C 3D 3H 4C", "AD AH 2D 2H 2S 4D 4H 4S", "3S AS", HALF,
                              log=[["asked", YOU, ANA, rank("3")], ["go_fish", ANA, YOU, rank("3")]]),
    # one card left, and taking Ana's last cards first hands her the turn and that card
    "pond one": duel("QC QD QH 5C", "5D 5H 5S", "QS",
                     {name: YOU for name in ("A", "2", "3", "4", "6")}
                     | {name: ANA for name in ("7", "8", "9", "10", "J", "K")},
                     log=[["asked", YOU, ANA, rank("Q")], ["handed_over", ANA, YOU, rank("Q"), 2]]),
}
#: Random small duel ends (``random_duel``) whose asks differ in value by more than 0.01.
CHOICE_SEEDS = (0, 3, 11, 12, 19, 21, 22, 30, 36)


def positions() -> dict[str, GoFishState]:
    return POSITIONS | {f"random {seed}": random_duel(seed) for seed in CHOICE_SEEDS}


@pytest.mark.parametrize("name", list(POSITIONS) + [f"random {seed}" for seed in range(24)])
def test_the_exact_solver_agrees_with_a_brute_force_on_the_rules_engine(name):
    state = POSITIONS[name] if name in POSITIONS else random_duel(int(name.split()[1]))
    worlds = deals(state)
    assert worlds, "the position must be possible"
    expected = brute_values(worlds)
    got = solver_values(state)
    assert got.keys() == expected.keys()
    for r, value in expected.items():
        assert got[r] == pytest.approx(value, abs=1e-9), (name, r, got, expected)


def open_sim(state: GoFishState):
    """The solver's engine on a whole position (both hands and the pond order known)."""
    view = state.view(YOU)
    model = PublicKnowledge.from_entries(2, view["log"])
    own = own_counts(view)
    problem = Constraints(YOU, own, view["hand_sizes"], view["pond"], model)
    ana = [0] * N_RANKS
    for card in state.hand(ANA):
        ana[card >> 2] += 1
    sim = master.build_sim(YOU, view, model, own, problem, [ana, [0] * N_RANKS], random.Random(0))
    sim.pond = [card >> 2 for card in state.pond]
    sim.turn = state.turn
    return sim


@pytest.mark.parametrize("seed", range(12))
def test_the_open_play_after_my_turn_agrees_with_a_minimax_on_the_rules_engine(seed):
    """Once my turn is over the solver plays on with everything open, Ana maximising her score."""
    for turn in (YOU, ANA):
        state = random_duel(seed, turn)
        assert duel_end.Solver(YOU).open_value(open_sim(state)) == pytest.approx(open_value(state), abs=1e-9)


def test_the_positions_have_choices_that_matter():
    """Each position's asks differ in value, so agreeing on them is a real check."""
    for state in positions().values():
        values = solver_values(state)
        assert max(values.values()) - min(values.values()) > 0.01


def test_the_duel_master_plays_the_solved_move_at_the_ponds_end():
    for state in positions().values():
        values = solver_values(state)
        top = max(values.values())
        bot = SPEC.make_bot("master", YOU, SPEC.config(2))
        for seed in range(3):
            action = bot.choose(state.view(YOU), state.legal_actions(YOU), random.Random(seed))
            assert isinstance(action, Ask) and values[action.rank] == pytest.approx(top, abs=1e-9)


def random_duel(seed: int, turn: int = YOU) -> GoFishState:
    """A small duel end: three or four ranks in play (every other rank booked), a pond of one or two,
    and, where Ana holds none of a rank, maybe her "Go fish" to it in the log."""
    rng = random.Random(seed)
    ranks = rng.sample(range(N_RANKS), rng.choice((3, 4)))
    while True:
        cards = [4 * r + s for r in ranks for s in range(4)]
        rng.shuffle(cards)
        pond_size = rng.choice((1, 2))
        pond, rest = cards[:pond_size], cards[pond_size:]
        cut = rng.randrange(1, len(rest))
        you, ana = rest[:cut], rest[cut:]
        if all(sum(1 for c in hand if c >> 2 == r) < 4 for hand in (you, ana) for r in ranks):
            break
    names = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
    books = {names[r]: rng.choice((YOU, ANA)) for r in range(N_RANKS) if r not in ranks}
    log = []
    out = [r for r in ranks if not any(c >> 2 == r for c in ana) and any(c >> 2 == r for c in you)]
    if out and rng.random() < 0.5:
        r = rng.choice(out)
        log = [["asked", YOU, ANA, r], ["go_fish", ANA, YOU, r]]
    return duel(" ".join(labels(you)), " ".join(labels(ana)), " ".join(labels(pond)), books, log, turn)


def test_the_duel_master_solves_and_searches_with_the_draws_in_order(monkeypatch):
    """The master's duel hands the solver and the pond <= 6 search problems with windows
    (``Constraints`` with ``newest``), not the cap model (issue 33)."""
    seen = []

    def spy_solve(seat, base, problem, *args):
        seen.append(("solve", problem.window is not None))
        return real_solve(seat, base, problem, *args)

    def spy_search(seat, view, model, rates, own, asks, problem, rng, **kwargs):
        seen.append(("search", problem.window is not None))
        return asks[0]

    real_solve = duel_end.solve
    monkeypatch.setattr(duel_end, "solve", spy_solve)
    monkeypatch.setattr(master, "search", spy_search)
    bot = SPEC.make_bot("master", YOU, SPEC.config(2))
    for state in positions().values():
        bot.choose(state.view(YOU), state.legal_actions(YOU), random.Random(0))
    books = {name: YOU if i % 2 else ANA for i, name in enumerate(("A", "5", "6", "7", "8", "9", "10", "J", "Q", "K"))}
    state = duel("2C 3C 3D 4D", "2D 2H 4C", "2S 3H 3S 4H 4S", books)  # a pond of 5: the search
    bot.choose(state.view(YOU), state.legal_actions(YOU), random.Random(0))
    assert ("solve", True) in seen and ("search", True) in seen
    assert all(newest for _, newest in seen)
