"""``tools/gofish_greedy.py``: the greedy yardstick sees only its view and asks the likeliest hit."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import gofish_greedy  # noqa: E402

from fishgames.core import registry  # noqa: E402
from fishgames.games.gofish.actions import Ask  # noqa: E402
from tests.gofish.helpers import ANA, BEN, CLEO, YOU, dealt, rank  # noqa: E402

SPEC = registry.get("gofish")


def choose(state, seat=YOU, seed=0):
    bot = gofish_greedy.GreedyBot(seat, SPEC.config(state.n))
    return bot.choose(state.view(seat), state.legal_actions(seat), random.Random(seed))


def test_greedy_takes_a_known_card_and_never_asks_a_known_void():
    state = dealt(["7C 5C 9D 10D KD", "7S 4C 4D 8C 9C", "7D 5D 6C 6D 10C", "JC JD QC QD KC"],
                  pond_top="2C 3C 4H", start=ANA)
    state.apply(ANA, Ask(BEN, rank("7")))  # hit: Ana shows 7s
    state.apply(ANA, Ask(CLEO, rank("8")))  # miss
    state.apply(BEN, Ask(CLEO, rank("5")))  # miss: Ben shows he holds a 5
    state.apply(CLEO, Ask(ANA, rank("K")))  # miss: Cleo shows a K, Ana is out of Ks
    sure = {Ask(ANA, rank("7")), Ask(BEN, rank("5")), Ask(CLEO, rank("K"))}
    assert {choose(state, seed=seed) for seed in range(20)} == sure
    for ask in sorted(sure, key=lambda a: (a.target, a.rank)):  # You take them all: now every ask is a guess
        state.apply(YOU, ask)
    assert state.to_act() == (YOU,)
    view = state.view(YOU)
    picks = {choose(state, seed=seed) for seed in range(20)}
    assert Ask(ANA, rank("K")) not in picks and picks
    best = max(gofish_greedy.hit_chance(*_args(state, view, a)) for a in state.legal_actions(YOU))
    for a in picks:
        assert gofish_greedy.hit_chance(*_args(state, view, a)) == best


def _args(state, view, a):
    from fishgames.games.gofish.bots import own_counts
    from fishgames.games.gofish.knowledge import PublicKnowledge
    model = PublicKnowledge.from_entries(state.n, view["log"])
    return model, YOU, own_counts(view), view["hand_sizes"], view["pond"], a.target, a.rank


def test_greedy_never_reads_the_cards_it_cannot_see():
    for seed in range(4):
        state = SPEC.new_state(SPEC.config(4))
        from fishgames.core import CHANCE
        from fishgames.core.match import chance_stream
        state.apply(CHANCE, state.sample_chance(chance_stream("gofish", seed)))
        rng = random.Random(seed)
        while state.asks < 8 or state.to_act() != (YOU,):
            (seat,) = state.to_act()
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        other = state.determinize(YOU, random.Random(99))
        assert other.view(YOU) == state.view(YOU) and other.pond != state.pond
        assert choose(other, seed=seed) == choose(state, seed=seed)


def test_a_short_paired_run_reports_both_candidates(capsys):
    gofish_greedy.main(["--games", "8", "--candidates", "greedy,pro", "--first-seed", "3"])
    out = capsys.readouterr().out
    assert "greedy vs 3× random | 8 |" in out and "pro vs 3× random | 8 |" in out and "greedy − pro" in out


def test_progress_blocks_play_the_same_games_and_report_on_the_way(capsys):
    """A long run cut short must report figures of exactly the games the whole run would count."""
    args = ["--games", "12", "--candidates", "greedy,pro", "--first-seed", "3"]
    gofish_greedy.main(args)
    whole = capsys.readouterr().out
    gofish_greedy.main([*args, "--progress", "1"])
    blocks = capsys.readouterr().out
    assert blocks.count("so far, seeds 3–") == 2
    assert _figures(blocks) == _figures(whole)


def _figures(out: str) -> list[str]:
    return [line for line in out.splitlines() if line.startswith("|") or " − " in line and "so far" not in line]
