"""The duel master's endgame (the exact solver at a pond of at most 2, the sampled search up to 6)
gets the rival's hand and the pond only by counting from its view: re-dealing every card it
cannot see (``determinize`` from its seat: the rival's hand and the pond's order) never changes
its move (issue 33)."""

import random

from fishgames.core import CHANCE, registry
from fishgames.core.match import chance_stream
from fishgames.games.gofish import duel_end
from fishgames.games.gofish.rules import GoFishState

SPEC = registry.get("gofish")
CONFIG = SPEC.config(2)
MASTER = 0
#: Positions of the sampled search checked (each costs three searches).
SEARCHED = 6
SEEDS = 40


def endgame_positions(seeds, searched=SEARCHED):
    """Positions of pro-vs-pro duels where seat 0 is to ask with two or more ranks: every one at a
    pond of at most ``duel_end.SOLVE_POND`` (the solver's), and the first ``searched`` at a pond of
    3 to 6 (the sampled search's).  Pro plays on, so the master only decides where it is checked."""
    for seed in seeds:
        state = GoFishState(2)
        state.apply(CHANCE, state.sample_chance(chance_stream("gofish", seed)))
        bots = [SPEC.make_bot("pro", seat, CONFIG) for seat in range(2)]
        rng = random.Random(seed)
        while not state.is_over():
            (seat,) = state.to_act()
            legal = state.legal_actions(seat)
            if seat == MASTER and len(legal) > 1:
                if len(state.pond) <= duel_end.SOLVE_POND:
                    yield state
                elif len(state.pond) <= 6 and searched > 0:
                    searched -= 1
                    yield state
            state.apply(seat, bots[seat].choose(state.view(seat), legal, rng))


def test_the_duel_endgame_decides_from_the_view_alone(monkeypatch):
    solved = []

    def spy_solve(seat, base, problem, *args):
        values = real_solve(seat, base, problem, *args)
        solved.append(problem.free[-1])
        return values

    real_solve = duel_end.solve
    monkeypatch.setattr(duel_end, "solve", spy_solve)
    checked = redealt = 0
    for state in endgame_positions(range(SEEDS)):
        picks = set()
        for k in range(3):
            other = state.determinize(MASTER, random.Random(k)) if k else state
            if k:
                assert other.view(MASTER) == state.view(MASTER)
                redealt += (other.hand(1), other.pond) != (state.hand(1), state.pond)
            bot = SPEC.make_bot("master", MASTER, CONFIG)
            picks.add(bot.choose(other.view(MASTER), other.legal_actions(MASTER), random.Random(7)))
        assert len(picks) == 1, f"the move changed with the hidden cards at pond {len(state.pond)}"
        checked += 1
    # the solver and the search were both reached, and the hidden cards really were re-dealt
    assert checked >= 12 and len(solved) >= 12 and redealt >= checked
