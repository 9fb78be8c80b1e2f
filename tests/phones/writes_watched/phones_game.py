"""A phones game as the app plays one, run under the write watch of ``sitecustomize`` beside it (by
``tests/phones/test_writes.py``): two phones join a Fat Fish table by their codes, one phone asks for its
hand's pictures, a forged secret and a garbage frame are sent, both phones play the game to its end, and the
table stops — the server handles joins, actions, refusals and picture requests, the app saves and records
the game.  Run from the repository's root (``python -m tests.phones.writes_watched.phones_game``)."""

from __future__ import annotations

import random
import urllib.request

from tests.phones.client import join, play, wait_for
from tests.phones.table import phone_table_scene
from tests.ui.driver import running_app


def main() -> None:
    from fishgames.ui import phone_table

    phone_table.BIND, phone_table.PORT = "127.0.0.1", 0
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, "fatfish", phones=2, bots=1, seed=3)
        url = bridge.server.url
        phones = [join(app, url, bridge.seats[seat].code, name) for seat, name in ((0, "Ada"), (1, "Ben"))]
        wait_for(app, phones, lambda: all(p.latest and p.latest["hand"] for p in phones), "the hands")
        for shown in phones[0].latest["hand"][:3]:  # pictures drawn in the art helper's process
            with urllib.request.urlopen(f"{url}/art/{shown['art']}.png?d=2", timeout=30) as answer:
                assert answer.read(8) == b"\x89PNG\r\n\x1a\n"
        phones[1].send({"type": "act", "secret": "x" * 32, "action": "nonsense", "version": 0})  # forged
        phones[1].send_raw(b"\x00\xff not json")
        play(app, table, phones, random.Random(3))
        assert table.match.state.is_over()
        for phone in phones:
            phone.close()
        table.stop_phones()


if __name__ == "__main__":
    main()
    print("played to the end")
