"""The coach speaks the game: at 200+ random positions of every game, every decision kind that comes up, the
coach's answer (:func:`fishgames.bots.advice.advise`, as its worker runs it) gives a reason in the game's own
terms — in both languages, never empty, never a placeholder, never a search statistic alone.

Positions come from games of random bots cut at a random point (so they are varied, not only what good players
reach); the coach's bot has heard the game so far, as at the table.  Its searches run on tiny budgets here: a
reason is read from the position and the chosen move, not from how long the search ran (the shipped budgets
answer in ``tools/bench.py --only coach``).
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from fishgames.bots import advice
from fishgames.bots.advice import advise, coach_bot
from fishgames.core import CHANCE, Match, Seat, registry
from fishgames.games.fatfish import bots as fatfish_bots
from fishgames.games.gofish import master
from fishgames.i18n import Translator
from fishgames.ui.coach import coach_level

ANSWERS = 200
#: Words of the search itself: a reason made only of these tells the search, not the game.
STATISTICS = re.compile(r"played it out|playouts?|tries|iterations|simulat|durchgespielt|Versuche", re.I)
#: Sentences that compare with the runner-up or note a forced move: fine beside a reason, never the reason.
ONLY_BESIDE = re.compile(r"^coach\.(only_move|\w+\.runner\w*)$")
OPTIONS = {"fatfish": [{}, {"licences": True}, {"minus_one_per_card": True}]}


@pytest.fixture(autouse=True)
def tiny_budgets(monkeypatch):
    monkeypatch.setattr(advice, "COACH_BUDGETS", {
        "fischen": {"iterations": 24}, "fatfish": {"turn_budget": 40}, "fugu": {"budget": 24},
        "lure": {"scenarios": 6}})
    monkeypatch.setitem(fatfish_bots.TUNING, "pro_min_samples", 1)
    monkeypatch.setitem(fatfish_bots.TUNING, "pro_horizon_rounds", 1)
    monkeypatch.setattr(master, "ENDGAME_DEALS", 4)
    monkeypatch.setattr(master, "COUNTING_DEALS", 8)


def positions(game: str, count: int, seed: int = 1):
    """``count`` random positions: (the coach's bot for the seat to act, its view, legal actions, rng state)."""
    spec = registry.get(game)
    rng = random.Random(seed)
    found = 0
    while found < count:
        players = rng.randint(max(spec.min_players, 2 if game != "fugu" else 1), spec.max_players)
        config = spec.config(players, **rng.choice(OPTIONS.get(game, [{}])))
        match = Match(spec, config, [Seat("bot", "random")] * players, rng.randrange(10**9))
        stops = sorted(rng.sample(range(400), 4))
        steps = 0
        for stop in stops:
            while steps < stop and to_act(match) is not None:
                seat = to_act(match)
                match.apply(seat, rng.choice(match.state.legal_actions(seat)))
                steps += 1
            seat = to_act(match)
            if seat is None:
                break
            bot = coach_bot(spec, coach_level(spec), seat, config)
            state = spec.new_state(config)
            for actor, text in match.record.actions:
                for event in state.apply(actor, spec.parse_action(text)):
                    seen = event.seen_by(seat)
                    if seen is not None:
                        bot.observe(seen)
            view, legal = match.bot_request(seat)
            yield bot, view, legal, random.Random(found).getstate()
            found += 1
            if found >= count:
                return


def to_act(match) -> int | None:
    """The seat to decide next (chance dealt first), None once the game is over."""
    match.resolve_chance()
    return next((s for s in match.state.to_act() if s != CHANCE), None)


def words_problem(game: str, reason) -> str | None:
    """What is wrong with a coach's reason, or None: it must have sentences, at least one of them about the
    game's position (not a comparison or a forced-move note alone), each a real text in both languages with no
    placeholder left, and none telling the search's statistics."""
    if not reason:
        return "no reason"
    keys = [key for key, _ in reason]
    if not any(key.startswith(f"coach.{game}.") and not ONLY_BESIDE.match(key) for key in keys):
        return f"nothing about the position: {keys}"
    for lang in ("de", "en"):
        translate = Translator(lang)
        for key, params in reason:
            text = translate(key, **{k: (f"<{v}>" if k.endswith("seat") else v) for k, v in params.items()})
            if text == key or re.search(r"[{}|]", text) or not text.strip():
                return f"{lang} {key} {params}: {text!r}"
            if STATISTICS.search(text):
                return f"a search statistic: {text!r}"
    return None


@pytest.mark.parametrize("game", ["gofish", "fatfish", "fischen", "fugu", "lure"])
def test_every_coach_answer_speaks_the_game(game):
    kinds = Counter()
    for bot, view, legal, rng_state in positions(game, ANSWERS):
        action, reason, _ = advise(bot, view, legal, rng_state)
        assert action in legal
        problem = words_problem(game, reason)
        assert problem is None, f"{action.to_text()}: {problem}"
        kinds[type(action).__name__] += 1
    assert sum(kinds.values()) == ANSWERS
    assert len(kinds) >= {"gofish": 1, "fatfish": 3, "fischen": 2, "fugu": 2, "lure": 2}[game], kinds


def test_a_statistic_alone_or_a_placeholder_is_no_reason():
    """The check itself: a reason telling the search, a comparison alone or a placeholder fails it."""
    assert words_problem("fatfish", [("coach.fatfish.runner_stop", {"points": 1.5})]) is not None
    assert words_problem("fatfish", [("coach.only_move", {})]) is not None
    assert words_problem("fatfish", [("coach.no_reason", {})]) is not None
    assert words_problem("fatfish", []) is not None
    assert words_problem("fatfish", [("coach.fatfish.missing_key", {})]) is not None
    assert words_problem("fatfish", [("coach.fatfish.stop_four", {})]) is not None  # its {row} left unfilled
    assert words_problem("fatfish", [("coach.fatfish.stop_four", {"row": 2, "points": -3})]) is None
