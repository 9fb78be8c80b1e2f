"""Bots: E10 (memory, policy, reasons), determinism, information hygiene, termination."""

import random

import pytest

from fishgames.core import Match, Seat, registry
from fishgames.core.match import bot_stream
from fishgames.games.gofish import master
from fishgames.games.gofish.actions import Ask
from fishgames.games.gofish.data import RANKS
from fishgames.games.gofish.knowledge import PublicKnowledge
from tests.gofish.helpers import ANA, BEN, CLEO, YOU, asked, dealt, decide, rank, table

SPEC = registry.get("gofish")
CONFIG = SPEC.config(4)


def e10_table():
    """Spec E10: three asks, then Cleo (holding one 9 and one 5) is to act."""
    state = dealt(["AC 2C 3C 4C 6C", "9C QC 7C 8C 10C", "9D 9H 5C JC KC", "9S 5D 2D 3D 4D"],
                  pond_top="6D 7D", start=ANA)
    asked(state, (ANA, BEN, "9"), (ANA, CLEO, "Q"), (BEN, YOU, "5"))
    assert state.to_act() == (CLEO,)
    return state


def test_e10_easy_hints_and_normal_hints():
    state = e10_table()
    model = PublicKnowledge.from_entries(4, state.view(YOU)["log"])
    assert model.has(ANA) == {rank("9"): 3, rank("Q"): 1}
    assert model.has(BEN) == {rank("5"): 1} and model.lacks(BEN) == []
    assert model.lacks(CLEO) == [rank("Q")] and model.has(CLEO) == {}
    assert model.hint(ANA) == {"has": {"9": 3, "Q": 1}, "lacks": [], "last_asked": "Q"}
    assert [model.last_ask(s) for s in (ANA, BEN, CLEO)] == [rank("Q"), rank("5"), None]


def test_e10_normal_cleo_takes_the_nines_then_the_fives():
    state = e10_table()
    action, why = decide(state, CLEO, "normal")
    assert action == Ask(ANA, rank("9")) and why == ("gofish.reason.received", {"r": "9"})
    events = state.apply(CLEO, action)
    assert events[-1].kind == "book_made" and state.owner[rank("9")] == CLEO
    action, why = decide(state, CLEO, "normal")
    assert action == Ask(BEN, rank("5")) and why == ("gofish.reason.asked", {"r": "5"})


def test_e10_easy_cleo_forgot_the_nines():
    state = e10_table()
    action, why = decide(state, CLEO, "easy")
    assert action == Ask(BEN, rank("5")) and why == ("gofish.reason.asked", {"r": "5"})


def test_memory_windows_are_two_four_and_all_asks():
    state = e10_table()
    log = state.view(CLEO)["log"]
    windows = {level: SPEC.make_bot(level, CLEO, CONFIG).memory for level in ("easy", "normal", "pro")}
    assert windows == {"easy": 2, "normal": 4, "pro": None}
    assert PublicKnowledge.from_entries(4, log, 1).min[ANA][rank("9")] == 0
    assert PublicKnowledge.from_entries(4, log, 3).min[ANA][rank("9")] == 3


def test_guess_is_one_rng_choice_over_open_pairs_by_seat_and_rank():
    state = dealt(["AC 2C 3C 4C 6C", "9C QC 7C 8C 10C", "9D 9H 5C JC KC", "9S 5D 2D 3D 4D"], start=YOU)
    bot = SPEC.make_bot("pro", YOU, CONFIG)
    legal = state.legal_actions(YOU)
    rng = random.Random(5)
    action = bot.choose(state.view(YOU), list(reversed(legal)), rng)
    expected = random.Random(5).choice(sorted(legal, key=lambda a: (a.target, a.rank)))
    assert action == expected and bot.last_reason == ("gofish.reason.guess", {"r": RANKS[action.rank]})


@pytest.mark.parametrize("level", ["easy", "normal", "pro"])
def test_a_single_candidate_uses_no_random_draw(level):
    state = table(["5C", "6C", "", ""], pond="7C")
    assert state.legal_actions(YOU) == [Ask(ANA, rank("5"))]
    bot = SPEC.make_bot(level, YOU, CONFIG)
    rng = random.Random(1)
    before = rng.getstate()
    assert bot.choose(state.view(YOU), state.legal_actions(YOU), rng) == Ask(ANA, rank("5"))
    assert rng.getstate() == before and bot.last_reason == ("gofish.reason.guess", {"r": "5"})


@pytest.mark.parametrize("level", ["easy", "normal", "pro", "master"])
def test_choice_does_not_depend_on_hidden_cards(level):
    """Re-dealing what the bot cannot see (determinize from its own seat) never changes its choice."""
    match = Match(SPEC, CONFIG, [Seat("bot", "pro")] * 4, seed=31)
    checked = redealt = 0
    while not match.state.is_over() and checked < 25:
        match.resolve_chance()
        seat = match.state.to_act()[0]
        state = match.state
        picks = set()
        for k in range(3):
            other = state.determinize(seat, random.Random(k)) if k else state
            if k:
                assert other.to_json()["hands"][seat] == state.to_json()["hands"][seat]
                redealt += other.to_json() != state.to_json()
            bot = SPEC.make_bot(level, seat, CONFIG)
            picks.add(bot.choose(other.view(seat), other.legal_actions(seat), random.Random(99)))
        assert len(picks) == 1
        checked += 1
        match.apply(seat, match.bot_decide(seat))
    assert checked == 25 and redealt > 40  # the hidden cards really were re-dealt (two tries per position)


def test_bots_never_receive_a_state():
    seen = []

    class Spy:
        def __init__(self, inner):
            self.inner = inner

        def choose(self, view, legal, rng):
            seen.append(type(view))
            assert isinstance(view, dict) and all(isinstance(a, Ask) for a in legal)
            return self.inner.choose(view, legal, rng)

    match = Match(SPEC, CONFIG, [Seat("bot", "master")] + [Seat("bot", "pro")] * 3, seed=8)
    match.bots = {seat: Spy(bot) for seat, bot in match.bots.items()}
    match.play_to_end()
    assert seen and set(seen) == {dict}


#: The master's sample sizes in the cap test (see its docstring).
CHEAP_MASTER = {"COUNTING_DEALS": 8, "ENDGAME_DEALS": 8}


@pytest.mark.parametrize("level", ["easy", "normal", "pro", "master"])
@pytest.mark.parametrize("players", [2, 4])
def test_bot_games_finish_under_the_ask_cap(level, players, monkeypatch):
    """A policy that stops making progress (once the pond is empty, asks that change nothing, over
    and over) would run into the cap.  The master plays here with 8 sampled deals per estimate
    instead of 64/128: the sample size only sharpens the odds it ranks its asks by, not which asks it
    may pick, its tiers or its tie-breaks, and 4 masters' games cost 11 s of CI at full size, under 2 s so."""
    for name, deals in CHEAP_MASTER.items():
        monkeypatch.setattr(master, name, deals)
    for seed in range(6):
        match = Match(SPEC, SPEC.config(players), [Seat("bot", level)] * players, seed)
        match.play_to_end()  # raises GameTooLong past 5,000 asks
        assert match.state.is_over() and match.state.asks <= 5000


def test_bot_rng_is_the_spec_stream():
    assert bot_stream("gofish", 2, 72699).random() == random.Random("fishgames/gofish/bot/2/72699").random()
