"""Match, records, replay, the scheduler and the conformance checks — on the toy game."""

import json

import pytest

from fishgames.bots.scheduler import BotScheduler
from fishgames.core import GameRecord, IllegalAction, Match, Seat, registry
from fishgames.core.match import bot_stream, chance_stream
from tests.conformance.checks import check_bot_match, check_playout
from tests.toy_game import TOY, Bet


@pytest.fixture(autouse=True)
def toy_registered():
    registry._specs["toy"] = TOY
    yield
    registry._specs.pop("toy", None)


def bots(n, level="easy"):
    return [Seat("bot", level, f"b{i}") for i in range(n)]


def test_the_conformance_checks_pass_on_the_toy_game():
    for seed in range(20):
        check_playout(TOY, 2 + seed % 2, seed)
    check_bot_match(TOY, 3, 5, "easy")


def test_streams_are_named_by_game_seat_and_seed():
    assert chance_stream("toy", 7).random() == chance_stream("toy", 7).random()
    assert bot_stream("toy", 0, 7).random() != bot_stream("toy", 1, 7).random()


def test_illegal_action_leaves_state_and_record_unchanged():
    match = Match(TOY, TOY.config(2), bots(2), 3)
    match.resolve_chance()
    before = json.dumps(match.state.to_json())
    with pytest.raises(IllegalAction):
        match.apply(0, Bet(7))
    assert json.dumps(match.state.to_json()) == before and len(match.record.actions) == 1


def test_bots_observe_only_what_their_seat_sees():
    seen = {0: [], 1: []}
    match = Match(TOY, TOY.config(2), bots(2), 3)
    for seat, bot in match.bots.items():
        bot.observe = seen[seat].append
    match.resolve_chance()
    assert [e.card for e in seen[0]] == [match.state.cards[0], None]
    assert [e.card for e in seen[1]] == [None, match.state.cards[1]]


def test_record_json_round_trip_and_resume_continues_identically():
    autosaved = []
    match = Match(TOY, TOY.config(3), bots(3, "random"), 99, autosave=lambda r: autosaved.append(r.to_json()))
    match.resolve_chance()
    match.apply(0, match.bot_decide(0))
    saved = json.loads(json.dumps(autosaved[-1]))
    resumed = Match.from_record(GameRecord.from_json(saved, game="toy"))
    match.play_to_end()
    resumed.play_to_end()
    assert resumed.record.actions == match.record.actions


def test_record_for_another_game_is_rejected():
    record = Match(TOY, TOY.config(2), bots(2), 1).record.to_json()
    with pytest.raises(ValueError):
        GameRecord.from_json(record, game="gofish")
    with pytest.raises(ValueError):
        GameRecord.from_json({"format": 1, "game": "toy"})


@pytest.mark.parametrize("game", ["toy", "gofish", "fischen", "fatfish", "lure", "fugu"])
def test_the_record_gate_refuses_seats_that_are_not_at_the_table(game):
    """Every seat in a record that passes the gate is chance or one of the players: the first seat past the
    table, any further one, one below chance and a JSON true are each refused, wherever the entry stands."""
    from fishgames.core import CHANCE

    spec = registry.get(game)
    players = max(2, spec.min_players)
    match = Match(spec, spec.config(players), bots(players, "random"), 3)
    for _ in range(6):
        match.resolve_chance()
        if match.state.is_over():
            break
        seat = match.state.to_act()[0]
        match.apply(seat, match.bot_decide(seat))
    data = json.loads(json.dumps(match.record.to_json()))
    assert GameRecord.from_json(data, game=game).actions == match.record.actions  # the real one passes
    for forged in ({**data, "seats": data["seats"] + data["seats"][:1]},  # a seat more than players
                   {**data, "config": {**data["config"], "players": str(players)}}):  # players not a number
        with pytest.raises(ValueError):
            GameRecord.from_json(forged, game=game)
    for index in (0, len(data["actions"]) - 1):
        for seat in (players, players + 1, 99, CHANCE - 1, True):
            forged = json.loads(json.dumps(data))
            forged["actions"][index][0] = seat
            with pytest.raises(ValueError):
                GameRecord.from_json(forged, game=game)


def test_scheduler_waits_for_idle_animations_and_the_pause():
    match = Match(TOY, TOY.config(2), bots(2), 4)
    match.resolve_chance()
    scheduler = BotScheduler(match, "normal")
    assert scheduler.update(5.0, animations_idle=False) is None
    assert scheduler.update(0.1, animations_idle=True) is None  # still pausing like a person
    move = scheduler.update(1.0, animations_idle=True)
    assert move is not None and move.reason[0] == "toy.reason.card"
    assert match.record.actions[-1] == (move.seat, move.action.to_text())


def test_the_thinking_pause_counts_clock_time_not_frames():
    """A slow machine caps each frame's dt at 0.1 s; the pause a player waits must still be wall-clock time."""
    match = Match(TOY, TOY.config(2), bots(2), 4)
    match.resolve_chance()
    clock = [100.0]
    scheduler = BotScheduler(match, "normal", clock=lambda: clock[0])  # a 0.9 s pause
    moves = []
    for _ in range(4):
        clock[0] += 0.5  # half a second per frame...
        moves.append(scheduler.update(0.1, animations_idle=True))  # ...of which the frame reports 0.1 s
    assert moves[:2] == [None, None] and moves[2] is not None  # 1.0 s after the pause began, not 9 frames


class HeldExecutor:
    """A bot worker whose answers the test hands back itself (``future.set_result``)."""

    call = None

    def submit(self, fn, *args):
        from concurrent.futures import Future

        self.future, self.call = Future(), (fn, args)
        return self.future


def test_the_bot_thinks_during_the_pause_and_moves_when_it_ends():
    """A player waits the longer of the pause and the bot's thinking, not their sum: the bot is asked as its
    pause begins, and its move is played once the pause is over (not before, though it answered at once) and
    the table is still."""
    executor, clock = HeldExecutor(), [100.0]
    match = Match(TOY, TOY.config(2), bots(2), 4)
    match.resolve_chance()
    scheduler = BotScheduler(match, "normal", executor, clock=lambda: clock[0])  # a 0.9 s pause
    assert scheduler.update(0.0, animations_idle=True) is None
    assert executor.call is not None and scheduler.thinking  # asked at once
    fn, args = executor.call
    executor.future.set_result(fn(*args))
    clock[0] += 0.5
    assert scheduler.update(0.0, animations_idle=True) is None and not scheduler.thinking  # answered, pausing
    clock[0] += 0.5
    assert scheduler.update(0.0, animations_idle=False) is None  # the pause is over, but the table moves
    move = scheduler.update(0.0, animations_idle=True)
    assert move is not None and match.record.actions[-1] == (move.seat, move.action.to_text())


def test_scheduler_drops_a_result_when_the_match_moved_on():
    executor = HeldExecutor()
    match = Match(TOY, TOY.config(2), [Seat("bot", "easy"), Seat("human")], 4)
    match.resolve_chance()
    scheduler = BotScheduler(match, "instant", executor)
    assert scheduler.update(0.0, True) is None and scheduler.thinking
    match.apply(1, Bet(2))  # the human acts while the bot thinks
    fn, args = executor.call
    executor.future.set_result(fn(*args))
    version = match.version
    scheduler.update(0.0, True)
    assert match.version == version  # stale answer dropped
    assert scheduler.update(0.0, True) is None and scheduler.thinking  # asks again, for the new position
    fn, args = executor.call
    executor.future.set_result(fn(*args))
    move = scheduler.update(0.0, True)
    assert move is not None and move.seat == 0 and match.state.is_over()
