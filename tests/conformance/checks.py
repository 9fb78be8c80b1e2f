"""The conformance checks as plain functions, shared by the pytest suite and ``tools/fuzz.py``.

One random legal playout is checked at every step: legal actions non-empty, every legal
action applies, ``apply_quiet`` (no events) and ``apply_unchecked`` (no checks) leave the same state as
``apply``, illegal and
out-of-turn actions raise ``IllegalAction`` (by either) and change nothing,
a seat that is not a plain int (``True``, ``1.0``, ``"0"``, ``None``...) is refused the same way,
JSON round-trip, views JSON-able and unchanged by ``determinize`` — which must also really re-deal
what a seat cannot see (``HIDDEN_PARTS``); at the end the record replays to the same state and
scores/winners agree.
"""

from __future__ import annotations

import json
import pickle
import random

from fishgames.bots.scheduler import BotScheduler
from fishgames.core import CHANCE, IllegalAction, replay
from fishgames.core.errors import DamagedRecord
from fishgames.core.match import Match, chance_stream
from fishgames.core.record import GameRecord, Seat

MAX_APPLY_CHECKS = 6  # legal actions tried on clones per step (all of them when fewer)
#: Seats that are not plain ints: ``True == 1``, ``1.0 == 1`` and ``-1.0 == CHANCE``, so without a type
#: check they pass ``seat == self.turn`` and act for a real seat.
BAD_SEATS = (True, False, 1.0, 0.0, "0", None, -1.5, float(CHANCE))


class ConformanceError(AssertionError):
    pass


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise ConformanceError(message)


def _snapshot(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def _others(per_seat: list, seat: int) -> list:
    return [x for t, x in enumerate(per_seat) if t != seat]


#: What each game keeps from a seat, as parts of ``state.to_json()``: name -> (keys, hidden(data, seat)), where
#: ``hidden`` says whether those keys hold, right now, something ``seat`` cannot see (another seat's cards, a
#: deck of two or more).  ``determinize(seat, rng)`` must re-deal such a part — at least once per playout, since
#: one draw may deal it as it was — while ``view(seat)`` stays the same.  A game must say what it hides: a
#: determinize that returns a plain copy would pass every other check.
HIDDEN_PARTS = {
    "fischen": {
        "other hands": (("hands",), lambda d, s: any(_others(d["hands"], s))),
        "sea": (("sea",), lambda d, s: len(d["sea"]) >= 2),
    },
    "fatfish": {  # the seat's own deck is hidden from it too
        "other hands": (("hands",), lambda d, s: d["phase"] != "deal" and any(_others(d["hands"], s))),
        "decks": (("decks",), lambda d, s: d["phase"] != "deal" and sum(map(len, d["decks"])) >= 2),
        "box": (("box",), lambda d, s: d["phase"] != "deal" and len(d["box"]) >= 2),
    },
    "lure": {
        "fish deck": (("deck", "removed"), lambda d, s: len(d["deck"]) + len(d["removed"]) >= 2),
        "other lures": (("hands", "supply"),
                        lambda d, s: len(d["supply"]) + sum(map(len, _others(d["hands"], s))) >= 2),
        "pending casts": (("casts",), lambda d, s: d["phase"] == "cast" and any(_others(d["casts"], s))),
    },
    "fugu": {},  # no card is hidden from anyone: a face-down card is drawn (a chance step) when revealed
    "gofish": {
        "other hands": (("hands",), lambda d, s: d["phase"] == "play" and any(_others(d["hands"], s))),
        "pond": (("pond",), lambda d, s: d["phase"] == "play" and len(d["pond"]) >= 2),
    },
    "toy": {  # tests/toy_game.py
        "other cards": (("cards",), lambda d, s: d["cards"] is not None and None in d["bets"]),
    },
}


class _Redeals:
    """Per hidden part of one playout: was it ever hidden from a seat, and did determinize ever re-deal it."""

    def __init__(self, game: str):
        _check(game in HIDDEN_PARTS, f"HIDDEN_PARTS does not say what {game!r} hides from a seat")
        self.parts = HIDDEN_PARTS[game]
        self.hidden: set[str] = set()
        self.redealt: set[str] = set()

    @property
    def open(self) -> bool:
        """Some part is not yet seen re-dealt (after that, nothing is left to look at)."""
        return len(self.redealt) < len(self.parts)

    def note(self, real: dict, seat: int, det) -> None:
        det_json = None
        for name, (keys, hidden) in self.parts.items():
            if name in self.redealt or not hidden(real, seat):
                continue
            self.hidden.add(name)
            if det_json is None:
                det_json = json.loads(_snapshot(det))
            if any(det_json[key] != real[key] for key in keys):
                self.redealt.add(name)

    def check(self) -> None:
        missing = sorted(self.hidden - self.redealt)
        _check(not missing, f"determinize never re-dealt {missing}, though seats could not see them")


def check_playout(spec, players: int, seed: int, options: dict | None = None) -> GameRecord:
    """Play one random legal game of ``spec`` and check every step; returns its record.

    A failure carries ``error.record``: the record up to the failing step, for a bug report.
    """
    config = spec.config(players, **(options or {}))
    record = GameRecord(spec.name, config, [Seat("bot", "random")] * players, seed)
    try:
        return _checked_playout(spec, config, seed, record)
    except Exception as error:
        error.record = record.to_json()
        raise


def _checked_playout(spec, config, seed: int, record: GameRecord) -> GameRecord:
    players = config.players
    state = spec.new_state(config)
    chance = chance_stream(spec.name, seed)
    pick = random.Random(f"conformance/{spec.name}/{players}/{seed}")
    seen_actions: list = []
    redeals = _Redeals(spec.name)
    steps = 0
    twins: tuple = ()  # twins that took the last step by apply_quiet and by apply_unchecked
    while True:
        waiting = state.to_act()
        # ``before``: the state as plain JSON, sharing nothing with it; states are compared with it as
        # ``to_json()`` dicts (equal values and types), which costs no JSON encoding per comparison
        data = state.to_json()
        text = json.dumps(data)
        before = json.loads(text)
        _check(data == before, f"to_json() is not plain JSON (a tuple, an int key...) at step {steps}")
        for how, twin in twins:
            _check(twin.to_json() == before, f"{how} left another state at step {steps}")
        _check(spec.state_from_json(json.loads(text)).to_json() == before, f"JSON round-trip differs at step {steps}")
        _check(state.clone().to_json() == before, f"clone differs at step {steps}")
        views = {seat: state.view(seat) for seat in [None, *range(players)]}
        for view in views.values():
            json.dumps(view)
        if not waiting:
            break
        _check(state.is_over() is False, "to_act() not empty but is_over()")
        steps += 1
        _check(steps <= spec.max_actions, f"game passed {spec.max_actions} actions")
        if waiting == (CHANCE,):
            action = state.sample_chance(chance)
            _check_out_of_turn(state, action, players, before)
            _check_seat_types(state, CHANCE, action, before)
            twins = _twins(state, CHANCE, action)
            state.apply(CHANCE, action)
            record.actions.append((CHANCE, action.to_text()))
            continue
        _check(CHANCE not in waiting, "CHANCE mixed with player seats in to_act()")
        _check_determinize(state, views, pick, redeals, before if redeals.open else None)
        for seat in waiting:
            legal = state.legal_actions(seat)
            _check(bool(legal), f"seat {seat} must act but has no legal action at step {steps}")
            for text in (a.to_text() for a in legal):
                _check(spec.parse_action(text).to_text() == text, f"action text {text!r} does not round-trip")
            tried = legal if len(legal) <= MAX_APPLY_CHECKS else pick.sample(legal, MAX_APPLY_CHECKS)
            for action in tried:
                clone = state.clone()
                clone.apply(seat, action)
            _check_illegal(state, seat, legal, seen_actions, before)
            seen_actions.extend(legal[:20])
            del seen_actions[:-200]
        _check_out_of_turn(state, state.legal_actions(waiting[0])[0], players, before)
        for seat in waiting:
            _check_seat_types(state, seat, state.legal_actions(seat)[0], before)
        seat = pick.choice(waiting)
        action = pick.choice(state.legal_actions(seat))
        twins = _twins(state, seat, action)
        state.apply(seat, action)
        record.actions.append((seat, action.to_text()))
    _check_end(state, players)
    redeals.check()
    _check(_snapshot(replay(record)) == _snapshot(state), "replaying the record gives another state")
    return record


def _twins(state, seat: int, action) -> tuple:
    """Two clones of ``state`` that took ``action`` by ``apply_quiet`` and by ``apply_unchecked``."""
    quiet, unchecked = state.clone(), state.clone()
    quiet.apply_quiet(seat, action)
    unchecked.apply_unchecked(seat, action)
    return ("apply_quiet", quiet), ("apply_unchecked", unchecked)


def _check_out_of_turn(state, action, players: int, before: dict) -> None:
    for seat in [CHANCE, *range(players)]:
        if seat in state.to_act():
            continue
        try:
            state.apply(seat, action)
        except IllegalAction:
            _check(state.to_json() == before, f"out-of-turn action by seat {seat} changed the state")
        else:
            raise ConformanceError(f"seat {seat} acted out of turn with {action.to_text()}")


def _check_seat_types(state, seat: int, action, before: dict) -> None:
    """``action`` is legal for ``seat``; offered with a seat that is not a plain int it must be refused."""
    for bad in (*BAD_SEATS, float(seat)):
        try:
            state.apply(bad, action)
        except IllegalAction:
            pass
        except Exception as error:  # noqa: BLE001 - a TypeError etc. is a failure too, with its name
            message = f"seat {bad!r} raised {type(error).__name__}, not IllegalAction: {error}"
            raise ConformanceError(message) from error
        else:
            raise ConformanceError(f"seat {bad!r} ({type(bad).__name__}) applied {action.to_text()}")
    _check(state.to_json() == before, "a refused seat that is not an int changed the state")


def _check_illegal(state, seat: int, legal: list, pool: list, before: dict) -> None:
    legal_set = set(legal)
    for action in pool:
        if action in legal_set:
            continue
        for apply in (state.apply, state.apply_quiet):
            try:
                apply(seat, action)
            except IllegalAction:
                _check(state.to_json() == before, f"illegal {action.to_text()} changed the state")
            else:
                raise ConformanceError(f"{action.to_text()} is not in legal_actions but applied")
        return


def _check_determinize(state, views: dict, rng: random.Random, redeals: _Redeals, real: dict | None) -> None:
    """``views``: each seat's view of ``state`` (taken this step); ``real``: the state as JSON while ``redeals``
    still looks for a part re-dealt, else None."""
    for seat, view in views.items():
        if seat is None:
            continue
        det = state.determinize(seat, rng)
        _check(det.view(seat) == view, f"determinize({seat}) changed what seat {seat} sees")
        if real is not None:
            redeals.note(real, seat, det)
        _check(det.to_act() == state.to_act(), "determinize changed whose turn it is")
        if seat in state.to_act():
            _check(
                det.legal_actions(seat) == state.legal_actions(seat),
                f"determinize({seat}) changed seat {seat}'s legal actions",
            )


def _check_end(state, players: int) -> None:
    _check(state.is_over(), "to_act() is empty but is_over() is false")
    scores, winners = state.scores(), state.winners()
    _check(len(scores) == players, "scores() must have one entry per seat")
    _check(bool(winners) and set(winners) <= set(range(players)), f"bad winners {winners}")
    best = max(scores)
    _check(all(scores[w] == best for w in winners), f"winners {winners} lack the top score {scores}")


def check_bot_match(spec, players: int, seed: int, level: str) -> GameRecord:
    """A bot-only match is deterministic: the same seed gives the same record (and bot streams) twice."""
    config = spec.config(players)
    seats = [Seat("bot", level if i % 2 == 0 else "random") for i in range(players)]
    records, streams = [], []
    for _ in range(2):
        match = Match(spec, config, seats, seed, level=level)
        match.play_to_end()
        _check_end(match.state, players)
        records.append(match.record)
        streams.append({seat: rng.getstate() for seat, rng in match.bot_rngs.items()})
    _check(records[0].actions == records[1].actions, "same seed and bots gave different games")
    _check(streams[0] == streams[1], "same seed and bots left the bot streams in different states")
    _check(_snapshot(replay(records[0])) == _snapshot(match.state), "record does not replay")
    return records[0]


def check_bot_sees_only_its_view(spec, players: int, seed: int, level: str, points: int = 2,
                                 skip: int = 1) -> None:
    """A bot's choice is a function of what its seat may know: its view, legal actions, RNG and observed events.

    Seat 0 is a ``level`` bot, asked by the UI's :class:`BotScheduler` (inline) at each of its decisions; the
    other seats are random bots.  A second ``level`` bot for seat 0, ``quiet``, observes the same events but is
    never asked.  At ``points`` real choices of seat 0 (after its first ``skip`` decisions), same RNG state:

    * a changed view is answered afresh: the scheduled bot, asked about every earlier view, chooses as a copy
      of ``quiet`` that never answered anything — no stale answer, no memory of earlier questions (the app
      asks a pickled copy in a worker, so such memory would make it play another game than tools and tests);
    * the same question is the same answer: that copy, from the same stream state, also leaves the stream
      where the scheduled bot left it — each decision of a slow level is deterministic (the whole-game
      determinism check, ``check_bot_match``, plays only the quick levels);
    * hidden cards do not matter: the position re-dealt by ``determinize(0)`` — hidden parts differ, view and
      legal actions the same — gets the same choice (and reason) from a copy of ``quiet``.
    """
    config = spec.config(players)
    seats = [Seat("bot", level, "b0")] + [Seat("bot", "random", f"b{i}") for i in range(1, players)]
    match = Match(spec, config, seats, seed, level=level)
    quiet = spec.make_bot(level, 0, config)
    observe = getattr(quiet, "observe", None)
    if observe is not None:
        match.listeners.append(lambda seat, action, events: [
            observe(seen) for seen in (event.seen_by(0) for event in events) if seen is not None])
    scheduler = BotScheduler(match, "instant")  # no executor: the bots are asked inline, no pause

    def copy(bot):
        return pickle.loads(pickle.dumps(bot))

    def rng(state) -> random.Random:
        stream = random.Random()
        stream.setstate(state)
        return stream

    decisions = checked = redealt = 0
    while checked < points:
        match.resolve_chance()
        waiting = match.bot_seats_to_act()
        if not waiting:
            break
        mine = waiting[0] == 0
        if mine:
            decisions += 1
            position = match.state.clone()
            view, legal, stream = position.view(0), position.legal_actions(0), match.bot_rngs[0].getstate()
        move = scheduler.update(0.0, True)
        _check(move is not None and move.seat == waiting[0], f"the scheduler did not ask seat {waiting[0]}")
        if not mine or decisions <= skip or len(legal) < 2:
            continue  # a forced move says nothing about the bot
        checked += 1
        fresh, fresh_stream = copy(quiet), rng(stream)
        answer = fresh.choose(view, legal, fresh_stream)
        _check(move.action == answer and move.reason == fresh.last_reason,
               f"{level} at decision {decisions}: chose {move.action.to_text()} after answering earlier views, "
               f"{answer.to_text()} without (a stale or remembered answer)")
        _check(fresh_stream.getstate() == match.bot_rngs[0].getstate(),
               f"{level} at decision {decisions}: the same question from the same stream state left the bot's "
               f"stream elsewhere (its draws depend on something besides view, legal actions and stream)")
        real = json.loads(_snapshot(position))
        twin = None
        for k in range(8):
            candidate = position.determinize(0, random.Random(f"conformance/twin/{seed}/{decisions}/{k}"))
            if json.loads(_snapshot(candidate)) != real:
                twin = candidate
                break
        if twin is None:
            continue  # nothing hidden from seat 0 here
        redealt += 1
        _check(twin.view(0) == view and twin.legal_actions(0) == legal,
               "determinize(0) changed seat 0's view or legal actions")
        blind = copy(quiet)
        other = blind.choose(twin.view(0), twin.legal_actions(0), rng(stream))
        _check(other == answer and blind.last_reason == fresh.last_reason,
               f"{level} at decision {decisions}: chose {answer.to_text()}, but {other.to_text()} with the "
               f"hidden cards re-dealt (same view)")
    _check(checked > 0, f"seat 0 made only {decisions} decisions: the check tested nothing")
    _check(redealt > 0 or not HIDDEN_PARTS.get(spec.name),
           "determinize re-dealt nothing at any checked decision: the hidden-cards half tested nothing")


#: Bot levels cheap enough for many continued games; each uses its RNG stream.
CONTINUE_LEVELS = ("random", "easy", "normal")


def _autosave(saves: list[dict]):
    """An autosave that keeps each save as the record's JSON data taken then (fresh lists and dicts, the bot
    streams' states immutable tuples): what the app would write.  Only the save a check reads back is encoded
    (:func:`_written`) — the same text as encoding every save at once, which was 15 % of a Fischen Continue
    check (hundreds of saves, each with every bot stream's 625 words)."""
    return lambda record: saves.append(record.to_json())


def _written(save: dict) -> dict:
    """``save`` as a file would give it back: encoded as JSON and read."""
    return json.loads(json.dumps(save))


def check_continue(spec, players: int, seed: int, levels: list[str], cut_fraction: float) -> None:
    """Continue is the same game: a bot match resumed from the autosave written after any action
    ends with exactly the record of the match never left (chance and bot streams carry on), and a
    save whose recorded chance outcome was edited is refused as damaged."""
    config = spec.config(players)
    seats = [Seat("bot", levels[i % len(levels)], f"b{i}") for i in range(players)]
    saves: list[dict] = []
    match = Match(spec, config, seats, seed, level="easy" if "easy" in spec.bots else "normal",
                  autosave=_autosave(saves))
    match.play_to_end()
    cut = min(len(saves) - 1, int(cut_fraction * len(saves)))
    saved = GameRecord.from_json(_written(saves[cut]), game=spec.name)
    resumed = Match.from_record(saved)
    _check(_snapshot(resumed.state) == _snapshot(replay(saved)), "resuming gives another state than replay")
    resumed.play_to_end()
    _check(
        resumed.record.actions == match.record.actions,
        f"continued after action {cut + 1} of {len(saves)}, the game went another way "
        f"(first difference at action {_first_difference(resumed.record.actions, match.record.actions)})",
    )
    _check_edited_chance_is_refused(spec, match.record)


def _check_played_on_the_same(match: Match, straight: Match, after: str) -> bool:
    """Played on from where ``after`` (what was done) left it, ``match`` ends as ``straight`` did, action by action."""
    _play_human_game(match)
    _check(
        match.record.actions == straight.record.actions,
        f"after {after}, the game went another way (first difference at action "
        f"{_first_difference(match.record.actions, straight.record.actions)} of {len(straight.record.actions)})",
    )
    return True


def _first_difference(a: list, b: list) -> int:
    return next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))


def _check_edited_chance_is_refused(spec, record: GameRecord) -> None:
    """Put another outcome in place of each of a few recorded chance steps: the save must not load."""
    state = spec.new_state(record.config)
    other = random.Random(f"edited/{record.seed}")
    edited = 0
    for index, (seat, text) in enumerate(record.actions):
        if seat == CHANCE and edited < 3:
            outcome = next((a.to_text() for _ in range(20) if (a := state.sample_chance(other)).to_text() != text),
                           None)
            if outcome is not None:
                forged = GameRecord.from_json(record.to_json())
                forged.actions = record.actions[:index] + [(CHANCE, outcome)]
                try:
                    Match.from_record(forged)
                except DamagedRecord:
                    edited += 1
                else:
                    raise ConformanceError(f"an edited chance outcome at action {index} was accepted")
        state.apply(seat, spec.parse_action(text))
    _check(edited > 0 or not any(seat == CHANCE for seat, _ in record.actions),
           "no chance step could be edited: the check tested nothing")


def _human_choice(match: Match) -> object:
    """Seat 0's move, a function of the position alone (how many actions were played): the same inputs in
    every branch of a take-back check."""
    legal = match.state.legal_actions(0)
    return random.Random(f"human/{match.seed}/{len(match.record.actions)}").choice(legal)


def _play_human_game(match: Match, decisions: int | None = None) -> int:
    """Seat 0 (human) by :func:`_human_choice`, bots by their streams, one action at a time — the human first
    when it is to act with bots (simultaneous bids), so the order depends on the position alone — until the end
    or until seat 0 is to make its decision number ``decisions + 1``; returns how many decisions seat 0 made."""
    made = 0
    while True:
        match.resolve_chance()
        if match.state.is_over():
            return made
        if 0 in match.state.to_act():
            if made == decisions:
                return made
            match.apply(0, _human_choice(match))
            made += 1
        else:
            seat = match.bot_seats_to_act()[0]
            match.apply(seat, match.bot_decide(seat))


def straight_game(spec, players: int, seed: int, levels: list[str]) -> tuple[Match, int]:
    """The game a take-back check compares with, never taken back nor left: one human (seat 0, by
    :func:`_human_choice`) among bots of ``levels``; the finished match and how many decisions seat 0 made."""
    config = spec.config(players)
    seats = [Seat("human", None, "h0")] + [Seat("bot", levels[i % len(levels)], f"b{i}") for i in range(1, players)]
    straight = Match(spec, config, seats, seed, level="easy" if "easy" in spec.bots else "normal")
    return straight, _play_human_game(straight)


def _same_start(straight: Match, saves: list[dict]) -> Match:
    """A new match with ``straight``'s game, seats, seed and level, autosaving into ``saves``."""
    return Match(straight.spec, straight.config, straight.seats, straight.seed, level=straight.record.level,
                 autosave=_autosave(saves))


def check_take_back_then_continue(spec, players: int, seed: int, levels: list[str], point: float,
                                  times: int, leave: bool, straight: tuple[Match, int] | None = None) -> bool:
    """Take back keeps the promise: one human (seat 0) among bots takes back ``times`` decisions at a point in
    the game; then either stays, or leaves and continues from the autosave written at the take-back. Either
    way, the same inputs afterwards finish the game with exactly the record of the game never taken back.
    Returns False where the game had too few decisions to take ``times`` back (nothing checked).
    ``straight``: :func:`straight_game` of these arguments, where the caller has it already."""
    straight, decisions = straight or straight_game(spec, players, seed, levels)
    if decisions <= times:
        return False  # not enough decisions to go back to from a point inside the game
    saves: list[dict] = []
    match = _same_start(straight, saves)
    _play_human_game(match, decisions=times + min(decisions - 1 - times, int(point * (decisions - times))))
    for _ in range(times):
        match = match.taken_back()
        _check(match is not None, "nothing to take back although seat 0 decided")
    _check(match.record.takebacks == times, "the take-backs were not counted")
    if leave:
        saved = GameRecord.from_json(_written(saves[-1]), game=spec.name)
        _check(saved.actions == match.record.actions, "the autosave after the take-back is not its position")
        match = Match.from_record(saved)
    return _check_played_on_the_same(
        match, straight, f"taking back {times} at {len(saves)} saves and {'leaving' if leave else 'staying'}")


def check_take_back_behind_continue(spec, players: int, seed: int, levels: list[str], point: float,
                                    before: int, after: int, straight: tuple[Match, int] | None = None) -> bool:
    """Take-back reaches behind a Continue: one human (seat 0) among bots plays to a point, takes back
    ``before`` decisions, leaves, continues from the autosave, and takes back ``after`` more — decisions made
    before the Continue — then the same inputs finish exactly the game never left nor taken back (the save
    holds where each bot stream stood at the human's decisions, ``GameRecord.take_back_points``).  Returns
    False where the game had too few decisions for that (nothing checked).  ``straight``: as in
    :func:`check_take_back_then_continue`."""
    from fishgames.core.record import TAKE_BACKS_KEPT

    straight, decisions = straight or straight_game(spec, players, seed, levels)
    reach = min(decisions - 1, TAKE_BACKS_KEPT)
    if reach < before + after:
        return False
    saves: list[dict] = []
    match = _same_start(straight, saves)
    _play_human_game(match, decisions=before + after + int(point * (reach - before - after)))
    for _ in range(before):
        match = match.taken_back()
        match.autosave = _autosave(saves)
    saved = GameRecord.from_json(_written(saves[-1]), game=spec.name)
    _check(saved.actions == match.record.actions, "the last autosave is not the game as it was left")
    match = Match.from_record(saved, autosave=_autosave(saves))
    for taken in range(after):
        match = match.taken_back()
        _check(match is not None, f"take-back {taken + 1} of {after} after Continue found nothing to take back")
    _check(match.record.takebacks == before + after, "the take-backs were not counted")
    return _check_played_on_the_same(match, straight, f"taking back {before}, leaving, and taking back {after} more")
