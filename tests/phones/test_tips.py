"""The coach's Pro tip on a phone, over the WebSocket protocol: allowed as at the table, the same advice the
table's coach gives in that position, its reason in the phone's language, worked out off the frame thread."""

from __future__ import annotations

import copy
import threading

import pytest

from fishgames.bots.advice import advise
from fishgames.i18n import catalogue, t
from fishgames.phones import tips
from fishgames.phones.bridge import _language
from fishgames.ui.coach import coach_stream
from tests.phones.client import join, wait_for
from tests.phones.table import phone_table_scene
from tests.ui.driver import running_app


@pytest.fixture
def thinking_threads(monkeypatch):
    """The threads the pro thought on, recorded."""
    threads = []

    def recording(*args):
        threads.append(threading.current_thread())
        return advise(*args)

    monkeypatch.setattr(tips, "advise", recording)
    return threads


def table_advice(table, seat: int, lang: str) -> tuple[str, str, str]:
    """What the table's coach says to ``seat`` here (its pro, its stream), its words in ``lang``."""
    match = table.match
    view, legal = match.bot_request(seat)
    rng = coach_stream(match.spec.name, match.seed, seat, len(match.record.actions))
    action, reason, _ = advise(copy.deepcopy(table.coach.pro(seat)), view, legal, rng.getstate())
    with _language(lang):
        return action.to_text(), table.coach.title(), " ".join(table.coach.words(reason))


def test_a_phone_asks_for_the_pro_tip_and_gets_the_tables_advice_in_its_language(thinking_threads):
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, "gofish", phones=1, bots=1, seed=11)
        assert t.lang == "de"  # the table speaks German, the phone English
        phone = join(app, bridge.server.url, bridge.seats[0].code, "Mia", lang="en")
        wait_for(app, [phone], lambda: phone.latest["your_turn"], "the phone's turn")
        assert phone.latest["tip"] is True
        expected = table_advice(table, 0, "en")
        coached = table.match.record.coached
        phone.send({"type": "tip", "secret": phone.secret, "version": phone.latest["version"]})
        wait_for(app, [phone], lambda: any(m["type"] == "tip" for m in phone.seen), "the tip")
        tip = next(m for m in phone.seen if m["type"] == "tip")
        assert (tip["action"], tip["title"], tip["reason"]) == expected
        assert tip["action"] in [choice["action"] for choice in phone.latest["choices"]]
        assert tip["reason"] != table_advice(table, 0, "de")[2]  # not the table's language
        assert thinking_threads and threading.main_thread() not in thinking_threads  # never on a frame
        assert table.match.record.coached == coached + 1  # the history counts it as the table's coach
        table.stop_phones()


def test_no_pro_tip_where_the_set_up_turned_the_coach_off():
    with running_app("instant") as app:
        app.update_settings(last_setup={"gofish": {"players": 2, "seats": [], "coach": False}})  # as the set-up leaves it
        table, bridge = phone_table_scene(app, "gofish", phones=1, bots=1, seed=11)
        phone = join(app, bridge.server.url, bridge.seats[0].code, "Mia", lang="en")
        wait_for(app, [phone], lambda: phone.latest["your_turn"], "the phone's turn")
        assert phone.latest["tip"] is False
        before = table.match.version, table.match.record.coached
        phone.send({"type": "tip", "secret": phone.secret, "version": phone.latest["version"]})
        wait_for(app, [phone], lambda: any(m["type"] == "refused" for m in phone.seen), "the answer")
        refusal = next(m for m in phone.seen if m["type"] == "refused")
        assert refusal["reason"] == catalogue("en")["phones.error.no_tip"]
        assert not [m for m in phone.seen if m["type"] == "tip"]
        assert (table.match.version, table.match.record.coached) == before
        table.stop_phones()
