"""Bots' words match their moves: every reason a bot speaks (its speech bubble) is checked against the action it
accompanies and what that action did — "I'll take that row" takes a row, a fish named is in the pond, a bid's dice
are the dice bid, "Because you asked for 9s" follows a public ask — across 100 bot games per game, and a few more
per searching level.  Also what the log says about a bot's dice: no "rest until round 11" in a 10-round game.

Cheap by construction, at the rules and bot layer (no drawing): the 100 games seat the cheapest levels, whose words
come from the same code as every level's (Go Fish's ``reason``, Fat Fish's ``take_reason``, Fugu's swap words,
Lure's ``reason_for``, Fischen's ``explain``); each searching level then plays a few games of its own with small
budgets (its words come from the move and the position, not from the budget), and the test asks every level for
the kinds of reason only it says.  Fischen's words read the action alone (``explain``), so its easy bot slips (a
random legal card, no determinization) in most games and plays as shipped in every fourth: random play reaches
the rare cards (the "all others" buoy, a named colour) more often, and the shipped bot keeps its own moves checked.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from fishgames.core import CHANCE, Match, Seat, registry
from fishgames.games.fatfish import bots as fatfish_bots
from fishgames.games.gofish import master
from fishgames.i18n import Translator

GAMES = 100
#: The cheapest levels, seated at random in the ``GAMES`` games of each game.
CHEAP = {"gofish": ("easy", "normal"), "fatfish": ("easy", "normal"), "fischen": ("easy",),
         "fugu": ("easy", "normal"), "lure": ("easy",)}
#: Every other level: ``SEARCH_GAMES`` games each with all seats at that level, small budgets.
SEARCHING = {"gofish": ("pro", "master"), "fatfish": ("pro",), "fischen": (), "fugu": ("pro",),
             "lure": ("normal", "pro")}
SEARCH_GAMES = 3
SMALL = {"fatfish": {"turn_budget": 30}, "fugu": {"budget": 4, "candidates": 2}, "lure": {"scenarios": 2}}
OPTIONS = {"fatfish": [{}, {"licences": True}, {"minus_one_per_card": True}]}
SHIPPED_FISCHEN = 10  # every tenth Fischen game: the easy bot as shipped (slips 15 %)


@pytest.fixture(autouse=True)
def quick_searches(monkeypatch):
    monkeypatch.setitem(fatfish_bots.TUNING, "pro_min_samples", 1)
    monkeypatch.setitem(fatfish_bots.TUNING, "pro_horizon_rounds", 1)
    monkeypatch.setattr(master, "ENDGAME_DEALS", 4)
    monkeypatch.setattr(master, "COUNTING_DEALS", 8)


def seatings(game: str):
    """(seed, levels to seat at random) of every game the test plays of ``game``."""
    for seed in range(GAMES):
        yield seed, CHEAP[game]
    for k, level in enumerate(SEARCHING[game]):
        for i in range(SEARCH_GAMES):
            yield GAMES + k * SEARCH_GAMES + i, (level,)


def bot_moves(game: str, seed: int, levels: tuple[str, ...]):
    """One bot-only game: every bot decision as (level, view, legal, action, reason, events of the action)."""
    spec = registry.get(game)
    rng = random.Random(seed)
    players = rng.randint(max(spec.min_players, 2), spec.max_players)
    config = spec.config(players, **rng.choice(OPTIONS.get(game, [{}])))
    seats = [Seat("bot", rng.choice(levels)) for _ in range(players)]
    match = Match(spec, config, seats, seed)
    for bot in match.bots.values():
        for name, value in SMALL.get(game, {}).items():
            setattr(bot, name, value)
        if game == "fischen" and seed % SHIPPED_FISCHEN:
            bot.slip = 1.0
    while not match.state.is_over():
        match.resolve_chance()
        seat = next((s for s in match.state.to_act() if s != CHANCE), None)
        if seat is None:
            continue
        view, legal = match.bot_request(seat)  # as ``Match.bot_decide``: the bot's own stream, its view kept
        bot = match.bots[seat]
        action = bot.choose(view, legal, match.bot_rngs[seat])
        yield seats[seat].level, view, legal, action, bot.last_reason, match.apply(seat, action)


# -- what each game's words claim ------------------------------------------------------------------------------

def gofish_claim(view, legal, action, reason, events) -> bool:
    from fishgames.games.gofish.data import RANKS

    why, params = reason[0].rsplit(".", 1)[1], reason[1]
    if params["r"] != RANKS[action.rank]:
        return False
    target, rank = action.target, action.rank
    seen = {"asked": lambda e: e[0] == "asked" and e[1] == target and e[3] == rank,
            "received": lambda e: e[0] == "handed_over" and e[2] == target and e[3] == rank,
            "fished": lambda e: e[0] == "fished" and e[1] == target and e[3] == rank}
    return why == "guess" or any(seen[why](entry) for entry in view["log"])


def fatfish_claim(view, legal, action, reason, events) -> bool:
    from fishgames.games.fatfish.bots import best_keep, open_licences
    from fishgames.games.fatfish.rules import STOP, Keep, Place, parse_card, state_from_view

    key, params = reason[0].rsplit(".", 1)[1], reason[1]
    taken = [e for e in events if e.kind == "row_taken"]
    if key in ("take_row", "least_bad"):
        if not isinstance(action, Place) or len(view["rows"][action.row]) != 4:
            return False
        state = state_from_view(view, None, random.Random(0))
        lic = open_licences(state) if state.licences_on else ()
        row = tuple(sorted([*(parse_card(c) for c in view["rows"][action.row]), action.card]))
        return params["points"] == best_keep(row, state.minus_one, lic)[2] and (key == "take_row") == (
            params["points"] >= 0)
    if key == "build_row":
        return isinstance(action, Place) and action.row + 1 == params["row"] and len(view["rows"][action.row]) < 4
    if key == "keep_changed":
        return isinstance(action, Keep) and [e.points for e in taken] == [params["points"]]
    if key in ("keep_licence", "keep_highest"):
        claimed = {e.licence for e in events if e.kind == "licence_claimed"}
        return isinstance(action, Keep) and [e.points for e in taken] == [params["points"]] and (
            key == "keep_highest" or params["licence"] in claimed)
    if key == "lay_safe":
        return isinstance(action, Place) and len(view["rows"][action.row]) < 4
    if key == "stop":
        return action == STOP
    return False


def fischen_claim(view, legal, action, reason, events) -> bool:
    from fishgames.games.fischen.actions import NameColour, PassLeft, Play, Take
    from fishgames.games.fischen.data import ALL_OTHERS, CODE, IS_ZERO, MINUS3, NEXT_TRICK_BUOYS, SUITS

    key, params = reason[0].rsplit(".", 1)[1], reason[1]
    card = getattr(action, "card", None)
    last_trick = len(view["hand"]) <= 1
    return {
        "name_colour": lambda: isinstance(action, NameColour) and SUITS[action.suit] == params["colour"],
        "zero_take": lambda: isinstance(action, Take) and CODE[card] == params["card"],
        "pass_card": lambda: isinstance(action, PassLeft),
        "dump_minus3": lambda: isinstance(action, Play) and card in MINUS3,
        "all_others": lambda: isinstance(action, Play) and card == ALL_OTHERS,
        "play_zero": lambda: isinstance(action, Play) and IS_ZERO[card],
        "next_trick_buoy": lambda: isinstance(action, Play) and card in NEXT_TRICK_BUOYS and not last_trick,
        "buoy_lost": lambda: isinstance(action, Play) and card in NEXT_TRICK_BUOYS and last_trick,
    }.get(key, lambda: False)()


def fugu_claim(view, legal, action, reason, events) -> bool:
    from fishgames.games.fugu.actions import PASS, Swap
    from fishgames.games.fugu.reef import fits

    key, params = reason[0].rsplit(".", 1)[1], reason[1]
    reefs, me = view["reefs"], view["reefs"][view["seat"]]
    if key.startswith("pass_"):
        if action != PASS:
            return False
        others = [r for i, r in enumerate(reefs) if i != view["seat"]]
        if key == "pass_locked_win":
            return params["score"] == me["score"] and all(r["finished"] for r in others) and all(
                (me["score"], -me["anchors"]) > (r["score"], -r["anchors"]) for r in others)
        if key == "pass_full":
            return not any(isinstance(a, Swap) for a in legal)
        return params["loss"] >= 0
    if not isinstance(action, Swap) or view["market"][action.market]["card"] != params["card"]:
        return False
    if key == "only_swap":
        return True
    fitting = fits(list(me["row"]), action.slot, params["card"])
    return action.anchor and fitting == (key == "anchor_keeps_room")


def lure_claim(view, legal, action, reason, events) -> bool:
    from fishgames.games.lure.actions import Adjust, Cast
    from fishgames.games.lure.data import BOAST, FISH

    key, params = reason[0].rsplit(".", 1)[1], reason[1]
    pond = {f"lure.fish.{FISH[f['id']].key}" for f in view["pool"]}
    if params.get("fish") not in pond:
        return False
    if key == "adjust":
        return isinstance(action, Adjust) and bool(action.changes)
    if not isinstance(action, Cast):
        return False
    size = action.d6 + action.d12 + action.d20
    return {
        "early_small": lambda: size == 1,
        "aim": lambda: size == params["dice"],
        "deep": lambda: size == params["dice"] >= 5,
        "extra_die": lambda: any(extra == params["value"] for extra in _extras(action)),
        "boast": lambda: BOAST in action.lures,
    }.get(key, lambda: False)()


def _extras(cast) -> list[int]:
    from fishgames.games.lure.data import extra_value

    return [extra_value(k) for k in cast.lures if extra_value(k)]


CLAIMS = {"gofish": gofish_claim, "fatfish": fatfish_claim, "fischen": fischen_claim, "fugu": fugu_claim,
          "lure": lure_claim}

#: Every kind of reason each level says in its games here (the rarest a few times: Go Fish's "fished", Fischen's
#: "all others" buoy, a pro's "keep_licence"); each level's own code is asked for its kinds, so a reason a level
#: stops saying fails it too.
ASKS = {"guess", "asked", "received", "fished"}
SAID = {"gofish": {"easy": ASKS, "normal": ASKS, "pro": ASKS - {"fished"}, "master": ASKS},
        "fatfish": {"easy": {"build_row", "take_row", "least_bad"},
                    "normal": {"build_row", "take_row", "least_bad", "keep_licence"},
                    "pro": {"build_row", "take_row", "least_bad", "keep_licence", "keep_highest", "keep_changed"}},
        "fischen": {"easy": {"pass_card", "play_zero", "zero_take", "dump_minus3", "next_trick_buoy", "buoy_lost",
                             "name_colour", "all_others"}},
        "fugu": {"easy": {"anchor_worth_it", "pass_no_gain"},
                 "normal": {"anchor_worth_it", "anchor_keeps_room", "pass_no_gain", "pass_locked_win"},
                 "pro": {"anchor_worth_it", "anchor_keeps_room", "pass_no_gain", "pass_locked_win"}},
        "lure": {level: {"deep", "aim", "extra_die", "boast", "adjust", "early_small"}
                 for level in ("easy", "normal", "pro")}}

TRANSLATE = {lang: Translator(lang) for lang in ("de", "en")}


#: Fat Fish's reasons that say, as a row's 5th card is laid, the points its split will score.
PROMISES = {"fatfish.reason.take_row", "fatfish.reason.least_bad"}
#: The reasons a split may give to score otherwise than promised (each says the points it does score).
REVISED = {"fatfish.reason.keep_licence", "fatfish.reason.keep_changed"}


def broken_word(promised: dict, seat: int, reason, events) -> tuple | None:
    """Fat Fish: a take's spoken points are the points its row scores when split, unless the split says
    otherwise itself (a ``REVISED`` reason) — "I'll take that row: 6 points" was once followed by a take for -8.
    Returns (points said, points scored) of a broken word, else None."""
    if reason is not None and reason[0] in PROMISES:
        promised[seat] = reason[1]["points"]
    for taken in (e for e in events if e.kind == "row_taken" and e.seat in promised):
        said = promised.pop(taken.seat)
        if taken.points != said and (reason is None or reason[0] not in REVISED):
            return said, taken.points
    return None


@pytest.mark.parametrize("game", sorted(CLAIMS))
def test_every_spoken_reason_matches_its_move(game):
    said: dict[str, Counter] = {}
    games = 0
    for seed, levels in seatings(game):
        games += 1
        promised: dict[int, int] = {}
        for level, view, legal, action, reason, events in bot_moves(game, seed, levels):
            broken = broken_word(promised, view["seat"], reason, events)
            assert broken is None, f"seed {seed}: said a take scores {broken[0]}, then took it for {broken[1]}"
            if reason is None:
                continue
            key, params = reason
            for translate in TRANSLATE.values():
                text = translate(key, **params)
                assert text != key and "{" not in text and "|" not in text, (translate.lang, key, params)
            assert CLAIMS[game](view, legal, action, reason, events), (
                f"seed {seed}: {TRANSLATE['en'](key, **params)!r} with {action.to_text()}")
            said.setdefault(level, Counter())[key.rsplit(".", 1)[1]] += 1
    assert games >= 100
    assert {level: set(kinds) for level, kinds in said.items()} == SAID[game], said


def test_the_log_never_rests_a_die_past_the_last_round():
    from fishgames.games.lure.scene_text import event_text
    from fishgames.i18n import set_language, t

    before = t.lang

    rests = 0
    for seed in range(12):  # each player count three times; some 20 rests a game, both kinds in each
        spec = registry.get("lure")
        match = Match(spec, spec.config(2 + seed % 4), [Seat("bot", "easy")] * (2 + seed % 4), seed)
        rounds = match.state.rounds
        events: list = []
        match.listeners.append(lambda seat, action, evs, heard=events: heard.extend(evs))
        match.play_to_end()
        for event in (e for e in events if e.kind == "dice_rest"):
            rests += 1
            assert event.for_good == (event.until > rounds)
            for lang in ("de", "en"):
                set_language(lang)
                text = event_text(event, lambda s: f"P{s}")
                named = f"round {event.until}" in text or f"Runde {event.until}" in text
                assert text and named != event.for_good, text
    set_language(before)
    assert rests > 20
