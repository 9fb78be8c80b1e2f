"""A phone is always shown its seat's position as it is now: snapshots are written off the frame loop
(``fishgames.phones.writer``) from facts gathered once per version, and none of that may leave a phone with
an old position, old choices, or an older snapshot after a newer one."""

from __future__ import annotations

import json

import pytest

from fishgames.phones import snapshot
from fishgames.phones.bridge import SLACK_WAIT
from tests.phones.client import Phone, join, wait_for
from tests.phones.table import phone_table_scene
from tests.ui.driver import running_app

#: No check here reads an App's pixels: its frames are drawn unpainted (all the drawing code runs, no blit lands).
pytestmark = pytest.mark.usefixtures("every_app_unpainted")

MOVES = 6  # the phone's own moves looked at (each followed by the others' until it is its turn again)


def shown_now(app, scene, phone, seat: int) -> dict:
    """The phone's snapshot once the table waits for ``seat`` and the phone shows the match's version."""
    wait_for(app, [phone], lambda: seat in scene.match.human_seats_to_act()
             and phone.latest["version"] == scene.match.version, "the phone to be shown its turn")
    return phone.latest


def test_after_every_move_the_phone_shows_the_new_position_and_its_choices():
    """Move after move, the phone's choices are the seat's legal actions at that very version and its hand
    is the seat's hand then; the versions it is sent never go back."""
    with running_app("instant") as app:
        scene, bridge = phone_table_scene(app, "gofish", phones=1, bots=2, seed=4)
        phone = join(app, bridge.server.url, bridge.seats[0].code, "Ada")
        try:
            for _ in range(MOVES):
                if scene.match.state.is_over():
                    break
                shown = shown_now(app, scene, phone, 0)
                state = scene.match.state
                assert [c["action"] for c in shown["choices"]] == [a.to_text() for a in state.legal_actions(0)]
                assert len(shown["hand"]) == len(state.view(0)["hand"])
                moves = shown["moves"]
                phone.send({"type": "act", "secret": phone.secret, "action": shown["choices"][-1]["action"],
                            "version": shown["version"]})
                wait_for(app, [phone], lambda m=moves: phone.latest["moves"] > m, "the move to be taken")
            versions = [m["version"] for m in phone.seen if m["type"] == "state"]
            assert versions == sorted(versions), "a phone was sent an older position after a newer one"
            assert sum(1 for actor, _ in scene.match.record.actions if actor == 0) >= 2
        finally:
            phone.close()
        scene.stop_phones()


def test_an_overtaken_snapshot_is_never_shown():
    """A snapshot that arrives after a newer one of its seat (one written slowly) is dropped: the phones keep
    the newer, and a phone that joins later is given the newer."""
    with running_app("instant") as app:
        scene, bridge = phone_table_scene(app, "gofish", phones=2, bots=0, seed=3)
        first = join(app, bridge.server.url, bridge.seats[0].code, "Ada")
        second = None
        try:
            wait_for(app, [first], lambda: first.latest["version"] == scene.match.version, "the newest")
            newest = first.latest
            old = dict(newest, version=newest["version"] - 1, you="an old snapshot")
            bridge.server.publish(0, json.dumps(old), old["version"])
            second = Phone(bridge.server.url)  # the same seat on a second phone (its secret, as after a reload)
            second.send({"type": "hello", "secret": first.secret, "lang": "en"})
            wait_for(app, [first, second], lambda: second.latest is not None, "the second phone's snapshot")
            assert second.latest["you"] == "Ada"
            assert all(m.get("you") != "an old snapshot" for m in first.seen + second.seen)
        finally:
            for phone in (first, second):
                if phone is not None:
                    phone.close()
        scene.stop_phones()


def broken_on_the_frame_loop(monkeypatch, name: str) -> None:
    """``snapshot.<name>`` fails in this process (the frame loop's): only the writer's process may call it."""
    def on_the_frame_loop(*args, **kwargs):
        raise AssertionError(f"snapshot.{name} ran on the frame loop")

    monkeypatch.setattr(snapshot, name, on_the_frame_loop)


def test_the_frame_loop_never_writes_a_snapshot(monkeypatch):
    """The words, pictures and JSON of a snapshot are made in the writer's process: with ``snapshot.write``
    broken in this process, phones are still shown their seat."""
    broken_on_the_frame_loop(monkeypatch, "write")
    with running_app("instant") as app:
        scene, bridge = phone_table_scene(app, "lure", phones=2, bots=1, seed=8)
        phone = join(app, bridge.server.url, bridge.seats[1].code, "Ben")
        try:
            assert phone.latest["seat"] == 1 and phone.latest["hand"]
        finally:
            phone.close()
        scene.stop_phones()


def test_facts_hold_only_the_seats_view_and_its_own_choices():
    """What leaves the frame loop for a seat is its view, its own legal actions and public things: another
    seat's hand is in none of it (secrecy by construction, as the snapshot's)."""
    with running_app("instant") as app:
        scene, bridge = phone_table_scene(app, "gofish", phones=2, bots=0, seed=9)
        state = scene.match.state
        for seat in (0, 1):
            facts = snapshot.facts(bridge, seat, "en")
            assert facts["view"] == state.view(seat)
            assert set(facts) == {"seat", "version", "game", "lang", "view", "legal", "waiting", "over", "winners",
                                  "names", "away", "stand_in", "paused", "moves", "tip", "events"}
            expected = [a.to_text() for a in state.legal_actions(seat)] if seat in state.to_act() else []
            assert facts["legal"] == expected
        scene.stop_phones()


def test_a_frame_that_applies_a_phones_move_gathers_no_snapshot():
    """A frame has either a phone's move to apply or a snapshot's facts to gather, not both: the snapshots of
    the new position go out from the next frame on (and the phone is shown it)."""
    import time

    from fishgames.ui.drive import frames
    from tests.phones.client import WALL_LIMIT

    with running_app("instant") as app:
        scene, bridge = phone_table_scene(app, "gofish", phones=1, bots=2, seed=4)
        phone = join(app, bridge.server.url, bridge.seats[0].code, "Ada")
        try:
            shown = shown_now(app, scene, phone, 0)
            frame, calls = [0], []
            publish, act = bridge.publish, bridge._act
            bridge.publish = lambda seat: (calls.append(("publish", frame[0])), publish(seat))
            bridge._act = lambda *args: (calls.append(("act", frame[0])), act(*args))
            phone.send({"type": "act", "secret": phone.secret, "action": shown["choices"][0]["action"],
                        "version": shown["version"]})
            began = time.monotonic()
            while phone.latest["moves"] == shown["moves"]:
                frame[0] += 1
                frames(app, 1)
                phone.drain()
                assert time.monotonic() - began < WALL_LIMIT, "the move was never shown"
                time.sleep(0.001)
            acted = [f for kind, f in calls if kind == "act"]
            published = [f for kind, f in calls if kind == "publish"]
            assert acted and published and not set(acted) & set(published), calls
            assert max(acted) < min(published) <= max(acted) + 1 + SLACK_WAIT, calls
        finally:
            phone.close()
        scene.stop_phones()


def test_a_failed_snapshot_in_the_writer_costs_no_snapshot(monkeypatch):
    """A snapshot the writer's process could not write (it answered with a failure): the snapshots are
    written on the frame loop from then on, the one it failed included — the phone is shown its seat all the
    same."""
    from fishgames.phones import writer

    class Failing:
        def send(self, asking, data, written):
            asking._answered(data, written, ("failed", "MemoryError: planted"))

        def send_waiting(self):
            pass

    monkeypatch.setattr(writer, "_process", Failing)
    with running_app("instant") as app:
        scene, bridge = phone_table_scene(app, "fugu", phones=1, bots=1, seed=2)
        phone = join(app, bridge.server.url, bridge.seats[0].code, "Ada")
        try:
            assert phone.latest["seat"] == 0 and phone.latest["version"] <= scene.match.version
            assert not bridge.writer._use_process
        finally:
            phone.close()
        scene.stop_phones()


def test_a_killed_writer_process_costs_no_snapshot():
    """The writer's process killed (out of memory, a crash) while snapshots are on their way: those are
    written on the frame loop, the next ones by a new process, and the phone keeps being shown its seat."""
    import random

    from fishgames.phones import writer
    from fishgames.ui.drive import frames

    with running_app("instant") as app:
        scene, bridge = phone_table_scene(app, "fatfish", phones=1, bots=1, seed=2)
        phone = join(app, bridge.server.url, bridge.seats[0].code, "Ada")
        try:
            killed = writer._process().process
            bridge.publish(0)  # a snapshot on its way (the process takes milliseconds to write one)
            killed.kill()
            killed.join(10)
            wait_for(app, [phone], lambda: bridge.writer._on_their_way == 0, "the snapshot on its way to be delivered")
            rng = random.Random(2)
            for _ in range(2):  # a move, then the next: both shown on the phone
                shown = shown_now(app, scene, phone, 0)
                scene.act_for(0, scene.match.spec.parse_action(rng.choice(shown["choices"])["action"]))
                frames(app, 1)
            wait_for(app, [phone], lambda: phone.latest["version"] == scene.match.version, "the newest position")
            assert writer._process().process is not killed and writer._process().process.is_alive()
        finally:
            phone.close()
        scene.stop_phones()


def test_snapshots_waiting_for_room_in_the_pipe_reach_the_phones_after_the_table_stopped(monkeypatch):
    """The facts wait in the app while the writer's pipe is full enough (IN_FLIGHT_BYTES); at the game's end the
    table stops and no frame comes to send them: each answer sends the next, every phone is shown the last
    position and the server then stops (it waits for the snapshots on their way)."""
    import threading

    from fishgames.phones import writer

    monkeypatch.setattr(writer, "IN_FLIGHT_BYTES", 1)  # one snapshot on its way at a time
    with running_app("instant") as app:
        scene, bridge = phone_table_scene(app, "lure", phones=2, bots=1, seed=8)
        phones = [join(app, bridge.server.url, bridge.seats[seat].code, name) for seat, name in ((0, "Ada"), (1, "Ben"))]
        try:
            stopped = threading.Event()
            bridge.server.stop = lambda *args, real=bridge.server.stop: (stopped.set(), real(*args))
            bridge._published = None  # every seat is shown the newest again, both at once
            bridge._publish_some(len(bridge.seats))
            bridge.stop()  # (no frame from here on)
            assert stopped.wait(60), "the server never stopped: a snapshot still waits to be sent"
            assert bridge.writer._on_their_way == 0
        finally:
            for phone in phones:
                phone.close()
        scene.stop_phones()


def table_lines(table, seat: int, events: list) -> list[str]:
    """The log lines the table itself writes for ``seat`` (its own private events in full) from ``events``."""
    table._log_for = seat
    try:
        return [line for line in map(table.log_text_for, events) if line][-snapshot.LOG_SHOWN:]
    finally:
        table._log_for = None


@pytest.mark.parametrize("game", ["fischen", "fatfish", "lure", "fugu"])  # (Go Fish's phone log is its view's)
def test_a_phones_log_reads_what_the_table_writes_for_that_seat(game):
    """The log lines written off the frame loop, from the events as the seat saw them, are the lines the table
    writes for that seat from the events themselves — its own private ones in full, the others' hidden."""
    import random

    from fishgames.phones.bridge import LOG_KEPT
    from fishgames.ui.drive import frames

    with running_app("instant") as app:
        scene, bridge = phone_table_scene(app, game, phones=2, bots=1, seed=6)
        events: list = []
        scene.match.listeners.append(lambda seat, action, applied: events.extend(applied))
        rng = random.Random(6)
        for _ in range(400):
            frames(app, 1)
            state = scene.match.state
            for seat in [seat for seat in state.to_act() if seat in bridge.seats]:
                scene.act_for(seat, rng.choice(state.legal_actions(seat)))
            if state.is_over() or len(events) > 2 * LOG_KEPT:
                break
        logs = {seat: bridge.log_lines(seat) for seat in (0, 1)}
        for seat, lines in logs.items():
            assert lines and lines == table_lines(scene, seat, events[-LOG_KEPT:]), seat
        if game == "lure":  # each seat's casts are its own: the two logs are not the same
            assert logs[0] != logs[1]
        scene.stop_phones()


def test_a_phones_log_is_written_off_the_frame_loop(monkeypatch):
    """A Lure phone's log (a reveal's dice for every seat, in its language) is written in the writer's process:
    with the log writing broken in this process, the phone still reads its log."""
    broken_on_the_frame_loop(monkeypatch, "log_lines")
    with running_app("instant") as app:
        scene, bridge = phone_table_scene(app, "lure", phones=1, bots=2, seed=8)
        phone = join(app, bridge.server.url, bridge.seats[0].code, "Ada")
        try:
            wait_for(app, [phone], lambda: len(phone.latest["log"]) >= 2, "the phone's log")
        finally:
            phone.close()
        scene.stop_phones()


class FrameCosts:
    """The bridge's CPU clock for a test: each frame (pump, then end of draw) costs what ``cost`` says."""

    def __init__(self):
        self.now, self.cost, self.began = 0.0, 0.001, True

    def __call__(self) -> float:
        if not self.began:
            self.now += self.cost
        self.began = not self.began
        return self.now


def test_a_snapshot_waits_for_a_frame_with_slack():
    """A snapshot's facts are gathered at the end of a frame that cost no more than the recent frames' median,
    never in a heavier one — unless the snapshot has waited SLACK_WAIT frames for one."""
    from fishgames.ui.drive import frames

    with running_app("instant") as app:
        scene, bridge = phone_table_scene(app, "fugu", phones=1, bots=0, seed=4)
        bridge.status[0] = "here"
        costs = bridge.clock = FrameCosts()
        published = []
        publish = bridge.publish
        bridge.publish = lambda seat: (published.append(seat), publish(seat))
        frames(app, 30)  # ordinary frames of 1 ms: the first snapshot goes out among them
        assert published == [0]

        def frame(cost: float) -> int:
            costs.cost, before = cost, len(published)
            frames(app, 1)
            return len(published) - before

        bridge._published = None  # the phone is to be shown the newest again
        assert [frame(0.005) for _ in range(SLACK_WAIT)] == [0] * SLACK_WAIT  # heavy frames: it waits
        assert frame(0.005) == 1  # ... SLACK_WAIT frames at most
        bridge._published = None
        assert frame(0.005) == 0
        assert frame(0.001) == 1  # the first frame with slack
        scene.stop_phones()


@pytest.mark.parametrize("game", ["gofish", "fischen", "fatfish", "lure", "fugu"])
def test_a_phone_shows_every_players_score(game):
    """The phone's "At the table" list gives each player's score as the table's plates do (Fat Fish's view
    calls them ``totals``: its list showed names only)."""
    with running_app("instant") as app:
        scene, bridge = phone_table_scene(app, game, phones=1, bots=2 if game == "fischen" else 1, seed=4)
        phone = join(app, bridge.server.url, bridge.seats[0].code, "Ada")
        try:
            wait_for(app, [phone], lambda: phone.latest is not None and phone.latest["version"] == scene.match.version,
                     "the phone to be shown the position")
            assert [p["score"] for p in phone.latest["players"]] == list(scene.match.state.scores())
        finally:
            phone.close()
        scene.stop_phones()
