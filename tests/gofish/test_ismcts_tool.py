"""``tools/ismcts.py``: the generic ISMCTS opponent sees only its own information set, and the
runner's tally of a short paired match is sane."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import ismcts  # noqa: E402

from fishgames.core import CHANCE, registry  # noqa: E402
from fishgames.core.match import chance_stream  # noqa: E402

SPEC = registry.get("gofish")


def midgame(seed: int, asks: int):
    """A 2-player game after ``asks`` random asks, with seat 0 to act."""
    state = SPEC.new_state(SPEC.config(2))
    state.apply(CHANCE, state.sample_chance(chance_stream("gofish", seed)))
    rng = random.Random(seed)
    while state.asks < asks or state.to_act() != (0,):
        (seat,) = state.to_act()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def test_the_searcher_never_reads_the_cards_it_cannot_see():
    searcher = ismcts.IsmctsPlayer(0, simulations=60)
    for seed in range(4):
        state = midgame(seed, 6)
        # the same information set for seat 0, other hidden cards: the rival's hand and the pond re-dealt
        other = state.determinize(0, random.Random(99))
        assert other.view(0) == state.view(0)
        assert (other.hold[1], other.pond) != (state.hold[1], state.pond)
        assert searcher.choose(other, random.Random(seed)) == searcher.choose(state, random.Random(seed))


def test_a_short_paired_match_tallies_every_game_once(capsys):
    results = ismcts.match(range(3, 4), simulations=20)
    assert len(results) == 2  # one seed, the master once in each seat
    assert all(r in (0.0, 0.5, 1.0) for r in results)
    assert ismcts.main(["--games", "1", "--simulations", "20", "--first-seed", "3"]) == 0
    row = capsys.readouterr().out.splitlines()[2]
    share = 100 * sum(results) / 2
    assert row.startswith(f"| master vs ISMCTS-20 | 2 | {share:.1f} % |")


class Notes(ismcts.Trace):
    """A trace that also keeps the pond and the scores at every decision, to check its marks by."""

    def __init__(self):
        super().__init__()
        self.seen: list[tuple[int, list[int]]] = []

    def note(self, state) -> None:
        self.seen.append((len(state.pond), list(state.scores())))
        super().note(state)


def test_the_phases_split_each_games_books_where_the_pond_first_reaches_each_bound():
    for seed, master_seat in ((3, 0), (4, 1)):
        trace = Notes()
        ismcts.play(seed, master_seat, 20, trace=trace)
        first = [next((s for p, s in trace.seen if p <= bound), trace.final)
                 for bound in (ismcts.MID_POND, ismcts.END_POND)]
        expected = [[b - a for a, b in zip(x, y, strict=True)]
                    for x, y in zip([[0, 0]] + first, first + [trace.final], strict=True)]
        assert trace.books(trace.final) == expected
        assert [sum(col) for col in zip(*expected, strict=True)] == trace.final
        assert trace.cpu and len(trace.cpu) < len(trace.seen)  # only the master's decisions are timed


def test_the_phase_table_counts_the_masters_books_in_its_own_column():
    results, text = ismcts.phases(range(3, 4), simulations=20)
    assert sorted(results) == [0.0, 1.0]  # this seed: one game won, one lost
    rows = [line.split("|")[2:6] for line in text.splitlines() if line.startswith("| ") and "phase" not in line]
    totals = [sum(float(row[i]) for row in rows) for i in range(4)]
    assert totals[0] > totals[1]  # in the game it won, the master made more books than ISMCTS
    assert totals[2] < totals[3]
    assert totals[0] + totals[1] == totals[2] + totals[3] == 13
