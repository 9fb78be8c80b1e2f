"""Phones that misbehave: forged secrets, other seats' moves, replayed and malformed messages, floods.
Each is refused and the game stays exactly as it was."""

from __future__ import annotations

import json
import secrets
import urllib.error
import urllib.request
from contextlib import contextmanager

import pytest

from fishgames.phones import protocol
from fishgames.phones.server import FLOOD
from tests.phones.client import Phone, join, wait_for
from tests.phones.table import phone_table_scene
from tests.ui.driver import running_app


@contextmanager
def gofish_with_two_phones():
    """A Go Fish table, seats 0 and 1 on phones (joined), a bot in seat 2, waiting for a phone's move."""
    with running_app("instant") as app:
        scene, bridge = phone_table_scene(app, "gofish", phones=2, bots=1, seed=11)
        phones = [join(app, bridge.server.url, bridge.seats[seat].code, f"P{seat}") for seat in (0, 1)]
        try:
            yield app, scene, bridge, phones
        finally:
            for phone in phones:
                phone.close()


@pytest.fixture(scope="module")
def shared_table(tmp_path_factory):
    """One table for the tests that leave it fit for the next (a refused message changes nothing; the one
    move a test makes is the game's own): its app in a home of its own, as every test's."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("FISHGAMES_HOME", str(tmp_path_factory.mktemp("home")))
        with gofish_with_two_phones() as table:
            yield table


@pytest.fixture
def table(shared_table):
    """The shared table once a phone must move, and every phone has been shown the newest."""
    app, scene, bridge, phones = shared_table
    wait_for(app, phones, lambda: all(p.latest["version"] == scene.match.version for p in phones)
             and any(p.latest["your_turn"] for p in phones), "a phone's turn")
    return shared_table


def snapshot(scene) -> tuple:
    return scene.match.version, list(scene.match.record.actions)


REPLIES = ("refused", "error", "pong")


def replies(phone) -> list[dict]:
    """What a phone was answered (not the snapshots, which come whenever the table has news)."""
    return [m for m in phone.seen if m["type"] in REPLIES]


def settle(app, phones, count: int) -> None:
    """Frames until every phone has ``count`` replies more than now."""
    targets = [len(replies(p)) + count for p in phones]
    wait_for(app, phones, lambda: all(len(replies(p)) >= n for p, n in zip(phones, targets, strict=True)),
             "answers")


def mover(phones):
    mine = next(p for p in phones if p.latest["your_turn"])
    other = next(p for p in phones if p is not mine)
    return mine, other


def test_forged_secret_and_other_seats_secret_are_refused(table):
    app, scene, bridge, phones = table
    mine, other = mover(phones)
    before = snapshot(scene)
    legal = mine.latest["choices"][0]["action"]
    version = mine.latest["version"]
    other.send({"type": "act", "secret": secrets.token_urlsafe(24), "action": legal, "version": version})
    other.send({"type": "act", "secret": mine.secret, "action": legal, "version": version})  # a stolen secret
    settle(app, [other], 2)
    assert [m["key"] for m in replies(other)[-2:]] == ["phones.error.bad_secret"] * 2
    assert snapshot(scene) == before


def test_a_move_out_of_turn_gets_its_reason_and_changes_nothing(table):
    app, scene, bridge, phones = table
    mine, other = mover(phones)
    before = snapshot(scene)
    action = mine.latest["choices"][0]["action"]
    other.send({"type": "act", "secret": other.secret, "action": action, "version": other.latest["version"]})
    other.send({"type": "act", "secret": other.secret, "action": "ask 9 Z", "version": other.latest["version"]})
    settle(app, [other], 2)
    assert [m["type"] for m in replies(other)[-2:]] == ["refused", "refused"]
    assert all(m["reason"] and "." not in m["reason"].split()[0] for m in replies(other)[-2:])  # words, not keys
    assert snapshot(scene) == before


def test_a_replayed_old_message_is_stale(table):
    app, scene, bridge, phones = table
    mine, _ = mover(phones)
    message = {"type": "act", "secret": mine.secret, "action": mine.latest["choices"][0]["action"],
               "version": mine.latest["version"]}
    mine.send(message)
    wait_for(app, phones, lambda: scene.match.version > message["version"], "the move")
    wait_for(app, phones, lambda: mine.latest["version"] == scene.match.version or scene.match.bots, "the news")
    before = snapshot(scene)
    mine.send(message)  # the same frame again, later
    settle(app, [mine], 1)
    refusals = [m for m in replies(mine) if m["type"] == "refused"]
    assert refusals and refusals[-1]["reason"] == bridge_text("phones.error.stale")
    assert snapshot(scene)[1][: len(before[1])] == before[1]
    assert (message["type"], mine.seen.count(message)) == ("act", 0)


def bridge_text(key: str) -> str:
    from fishgames.i18n import catalogue

    return catalogue("en")[key]


@pytest.mark.parametrize("frame", [
    "not json", "[]", "null", '{"type": "act"}', '{"type": "act", "secret": 5, "action": "x", "version": 1}',
    '{"type": "act", "secret": "' + "a" * 30 + '", "action": "ask 1 A", "version": true}',
    '{"type": "join", "code": "AB"}', '{"type": "join", "code": "ABCD", "name": 7}', '{"type": "launch"}',
    "[" * 5000 + "]" * 5000,
])
def test_malformed_frames_are_refused_at_the_boundary(frame):
    with pytest.raises(protocol.ProtocolError):
        protocol.parse(frame)


def test_malformed_binary_and_oversized_frames_change_nothing(table):
    app, scene, bridge, phones = table
    mine, _ = mover(phones)
    before = snapshot(scene)
    for frame in ["not json", '{"type": "act", "secret": 1}', b"\x00\x01binary"]:
        mine.send_raw(frame)
    settle(app, [mine], 3)
    assert [m["type"] for m in replies(mine)[-3:]] == ["error"] * 3
    intruder = Phone(bridge.server.url)
    try:
        intruder.send_raw('{"type": "ping", "pad": "' + "x" * (protocol.MAX_FRAME * 4) + '"}')
        wait_for(app, [intruder], intruder.closed.is_set, "the oversized frame's socket to close")
    finally:
        intruder.close()
    assert snapshot(scene) == before
    mine.send({"type": "ping"})  # the honest phone goes on
    settle(app, [mine], 1)
    assert replies(mine)[-1]["type"] == "pong"


def test_every_message_of_a_flood_is_answered_once_and_changes_nothing(table):
    """Moves out of turn, moves that are no moves and pings, sent far faster than the rate limit: each gets
    exactly one answer (its refusal, its pong, or "too fast" for those over the limit), the game stays as it
    was, and the phone is not cut off for it."""
    app, scene, bridge, phones = table
    mine, other = mover(phones)
    before = snapshot(scene)
    version, out_of_turn = other.latest["version"], mine.latest["choices"][0]["action"]
    flood = [{"type": "act", "secret": other.secret, "action": out_of_turn, "version": version},
             {"type": "act", "secret": other.secret, "action": "ask 9 Z", "version": version},
             {"type": "ping"}] * 20
    already = len(replies(other))
    for message in flood:
        assert other.send(message)
    settle(app, [other], len(flood))
    # Nothing more is on its way: the table has read every move, and what it said left before a last ping's pong.
    wait_for(app, [other], lambda: bridge.server.inbox.empty(), "the table to read the moves")
    other.send({"type": "ping"})
    settle(app, [other], 1)
    answers = replies(other)[already:]
    assert len(answers) == len(flood) + 1
    kinds = [m["type"] if m["type"] != "error" else m["key"] for m in answers[:-1]]
    assert kinds.count("phones.error.too_fast") > 0 and kinds.count("refused") > 0 and kinds.count("pong") > 0
    assert set(kinds) == {"refused", "pong", "phones.error.too_fast"}
    too_fast = next(m for m in answers if m.get("key") == "phones.error.too_fast")
    assert too_fast["reason"] == bridge_text("phones.error.too_fast")  # words in the phone's language
    assert snapshot(scene) == before and not other.closed.is_set()


def test_a_phone_that_talks_too_fast_is_cut_off(table):
    app, scene, bridge, phones = table
    noisy = Phone(bridge.server.url)
    try:
        for _ in range(FLOOD + 40):
            if not noisy.send({"type": "ping"}):
                break
        wait_for(app, [noisy], noisy.closed.is_set, "the noisy socket to be closed")
        assert "phones.error.too_fast" in [m.get("key") for m in noisy.seen]
    finally:
        noisy.close()


def test_no_request_returns_another_seats_view(table):
    app, scene, bridge, phones = table
    url = bridge.server.url
    for path in ("/state", "/view?seat=1", "/ws/1", "/art/0000000000000000.png", "/../pyproject.toml"):
        with pytest.raises(urllib.error.HTTPError) as error:
            urllib.request.urlopen(url + path, timeout=5)
        assert error.value.code in (400, 404, 405)
    for seat, phone in zip((0, 1), phones, strict=True):
        hand = scene.match.state.view(seat)["hand"]
        other_hand = scene.match.state.view(1 - seat)["hand"]
        shown = json.dumps(phone.seen)
        from fishgames.games.gofish import look

        own_keys = {bridge.art.register(look.face(card)) for card in hand}
        assert all(item["art"] in own_keys for item in phone.latest["hand"])
        assert not [card for card in other_hand if card not in hand
                    and bridge.art.register(look.face(card)) in shown]


def test_a_refusal_before_a_seat_speaks_the_phones_language(table):
    """An old secret or a wrong code is refused in the language the phone asked in, not the table's (a phone
    was told in the table's language until it had a seat: the German toast on an English phone)."""
    from fishgames.i18n import catalogue

    app, scene, bridge, phones = table
    before = snapshot(scene)
    lang = "de" if bridge.server.table_lang == "en" else "en"
    wrong = next(code for code in ("ZZZZ", "YYYY") if code not in {info.code for info in bridge.seats.values()})
    stranger = Phone(bridge.server.url)
    try:
        stranger.send({"type": "hello", "secret": secrets.token_urlsafe(24), "lang": lang})
        stranger.send({"type": "join", "code": wrong, "name": "Eve", "lang": lang})
        settle(app, [stranger], 2)
        told = [(m["key"], m["reason"]) for m in replies(stranger)]
        assert [key for key, _ in told] == ["phones.error.bad_secret", "phones.error.bad_code"]
        assert told == [(key, catalogue(lang)[key]) for key, _ in told]
    finally:
        stranger.close()
    assert snapshot(scene) == before
