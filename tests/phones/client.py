"""A phone without a browser, for tests: one WebSocket on its own thread; what arrives lands in a queue.

:func:`play` plays phone seats to the end of a game while the test steps the app's frames — the way the
table runs: the frame loop never waits for a phone.
"""

from __future__ import annotations

import asyncio
import json
import queue
import random
import threading
import time

import aiohttp

from fishgames.ui.drive import frames
from tests.ui.unpainted import unpainted

WALL_LIMIT = 240.0  # seconds a helper loop may run before the test fails (a guard against a hang, not a timing)


class Phone:
    def __init__(self, url: str):
        self.url = url
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.latest: dict | None = None  # the newest "state"
        self.seen: list[dict] = []  # every message, in order
        self.secret: str | None = None
        self.closed = threading.Event()
        self._loop = asyncio.new_event_loop()
        self._ws = None
        self._open = threading.Event()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()
        asyncio.run_coroutine_threadsafe(self._connect(), self._loop)
        if not self._open.wait(10):
            raise RuntimeError(f"no WebSocket at {url}")

    async def _connect(self):
        self._session = aiohttp.ClientSession()
        try:
            self._ws = await self._session.ws_connect(self.url.replace("http", "ws", 1) + "/ws", max_msg_size=0)
        finally:
            self._open.set()
        async for message in self._ws:
            if message.type == aiohttp.WSMsgType.TEXT:
                self.inbox.put(json.loads(message.data))
        self.closed.set()

    def send(self, message) -> bool:
        return self.send_raw(message if isinstance(message, str | bytes) else json.dumps(message))

    def send_raw(self, frame) -> bool:
        """Send one frame; False if the server has closed this socket."""
        coroutine = self._ws.send_bytes(frame) if isinstance(frame, bytes) else self._ws.send_str(frame)
        try:
            asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(10)
        except (ConnectionError, aiohttp.ClientError):
            return False
        return True

    def drain(self) -> list[dict]:
        got = []
        while True:
            try:
                message = self.inbox.get_nowait()
            except queue.Empty:
                return got
            got.append(message)
            self.seen.append(message)
            if message["type"] == "state":
                self.latest = message
            elif message["type"] == "joined":
                self.secret = message["secret"]

    def close(self) -> None:
        async def shut():
            if self._ws is not None:
                await self._ws.close()
            await self._session.close()

        try:
            asyncio.run_coroutine_threadsafe(shut(), self._loop).result(10)
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(10)


def wait_for(app, phones, done, what: str) -> None:
    """Step frames (and read the phones) until ``done()``; fail after :data:`WALL_LIMIT` seconds.  Frames
    stepped only to reach a moment: drawn unpainted (tests that compare pixels draw the table afresh)."""
    began = time.monotonic()
    with unpainted(app):
        while not done():
            frames(app, 1)
            for phone in phones:
                phone.drain()
            if time.monotonic() - began > WALL_LIMIT:
                raise AssertionError(f"gave up waiting for {what}")
            time.sleep(0.001)
    for phone in phones:
        phone.drain()


def join(app, url: str, code: str, name: str, lang: str = "en") -> Phone:
    phone = Phone(url)
    phone.send({"type": "join", "code": code, "name": name, "lang": lang})
    wait_for(app, [phone], lambda: phone.secret is not None and phone.latest is not None, f"{name} to join")
    return phone


def play(app, table, phones: list[Phone], rng: random.Random, max_actions: int = 5000) -> int:
    """Every phone takes a random legal choice whenever its snapshot says it is its turn; returns how many
    actions the phones sent.  Ends when the game is over and every phone has been shown that."""
    acted: dict[int, int] = {}  # phone -> the version it last chose at (every move is answered: a new state,
    calm: dict[int, float] = {}  # or a reason, after which the phone waits a moment and chooses again)
    sent = 0

    def over() -> bool:
        return table.match.state.is_over() and all(p.latest is not None and p.latest["over"] for p in phones)

    began = time.monotonic()
    while not over():
        with unpainted(app):  # every frame's drawing code runs; no pixel of these is looked at
            frames(app, 1)
        for index, phone in enumerate(phones):
            if any(m["type"] in ("refused", "error") for m in phone.drain()):
                acted.pop(index, None)  # refused (the game moved on, or too fast): look again and choose anew
                calm[index] = time.monotonic() + 0.3
            state = phone.latest
            if (state and state["your_turn"] and acted.get(index) != state["version"]
                    and time.monotonic() >= calm.get(index, 0)):
                acted[index] = state["version"]
                choice = rng.choice(state["choices"])
                phone.send({"type": "act", "secret": phone.secret, "action": choice["action"],
                            "version": state["version"]})
                sent += 1
        if sent > max_actions or time.monotonic() - began > WALL_LIMIT:
            last = [(p.latest or {}).get("version") for p in phones], [p.seen[-3:] for p in phones]
            raise AssertionError(f"the game did not end ({sent} actions sent; table at version "
                                 f"{table.match.version}, waiting {table.match.state.to_act()}; phones: {last})")
        time.sleep(0.0005)
    return sent
