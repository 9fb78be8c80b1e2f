"""The phones' web server: aiohttp on its own thread and event loop, beside the frame loop.

It serves the phone page, the art and one WebSocket per phone.  It checks every frame (:mod:`.protocol`),
secrets and join codes, and rate limits; it never touches the match.  What the frame loop must do goes into
:attr:`PhoneServer.inbox` (a thread-safe queue the bridge drains a few messages a frame); what the frame loop
says to phones comes back through :meth:`publish`/:meth:`refuse`, which hand it to the server's loop.
Nothing here writes to disk.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import queue
import secrets
import threading
from collections import defaultdict, deque
from dataclasses import dataclass, field
from importlib import resources

from aiohttp import WSMsgType, web

from fishgames.i18n import catalogue
from fishgames.phones import protocol
from fishgames.phones.seats import PhoneSeat, RateLimit

log = logging.getLogger(__name__)

PAGE_FILES = {"/": ("index.html", "text/html"), "/phone.js": ("phone.js", "text/javascript"),
              "/phone.css": ("phone.css", "text/css")}
HEADERS = {"Content-Security-Policy": "default-src 'self'; img-src 'self' data:; connect-src 'self'",
           "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer", "Cache-Control": "no-store"}
MAX_SOCKETS = 40  # phones at once (a table has at most six seats; reloads overlap briefly)
JOIN_RATE = (2.0, 10)  # joins per second, burst, for all phones together
FAILED_JOINS = 20  # wrong codes from one address before it is refused for the rest of the game
ACT_RATE = (8.0, 16)  # messages per second, burst, per phone
STRIKES = 30  # malformed messages, wrong secrets or codes on one socket before it is closed
FLOOD = 120  # messages over the rate limit on one socket before it is closed (a tap too many is no strike)
#: The ``phones.*`` texts the page needs, both languages, served as /texts.json.
PAGE_TEXT_PREFIX = "phones.page."


@dataclass(eq=False)
class _Phone:
    """One connected phone: its socket, its seat once joined, its limits, its outgoing queue."""

    ws: web.WebSocketResponse
    address: str
    id: int
    seat: int | None = None
    lang: str = ""
    limit: RateLimit = field(default_factory=lambda: RateLimit(*ACT_RATE))
    strikes: int = 0
    dropped: int = 0  # messages over the rate limit (each answered "too fast")
    out: asyncio.Queue = field(default_factory=asyncio.Queue)


class PhoneServer:
    """Start with :meth:`start` (returns at once; :attr:`ready` is set once listening), end with :meth:`stop`."""

    def __init__(self, seats: dict[int, PhoneSeat], host: str, port: int = 0, table_lang: str = "de",
                 art=None):
        self.seats = dict(seats)  # the server thread's own (revoke() takes a seat out there)
        self.host, self.port = host, port
        self.table_lang = table_lang
        self.art = art  # fishgames.phones.art.ArtShop or None
        #: (kind, seat, ...) tuples for the frame loop: ("joined", seat, name, lang), ("act", seat, text,
        #: version), ("tip", seat, version), ("away", seat), ("back", seat, lang)
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.ready = threading.Event()
        self.error: str | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._phones: dict[int, set[_Phone]] = defaultdict(set)
        self._latest: dict[int, tuple[str, str]] = {}  # seat -> its latest snapshot (JSON) and its language
        self._versions: dict[int, int] = {}  # seat -> the match version of that snapshot
        self._outbox: deque = deque()  # (fn, args) the frame loop posted for the server's loop
        self._woken = False
        self._all: set[_Phone] = set()
        self._ids = itertools.count(1)
        self._joins = RateLimit(*JOIN_RATE)
        self._failed: dict[str, int] = defaultdict(int)
        self._pages = {path: resources.files("fishgames.phones").joinpath("page", name).read_bytes()
                       for path, (name, _) in PAGE_FILES.items()}

    # -- the frame loop's side (any thread) ------------------------------------------------------------
    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="phones-server", daemon=True)
        self._thread.start()

    def stop(self, join: float | None = None) -> None:
        """End the server (phones are told the game ended); ``join``: wait that long for the thread (tests)."""
        loop = self._loop
        if loop is not None and self._stop is not None:
            try:
                loop.call_soon_threadsafe(self._stop.set)
            except RuntimeError:  # the loop already closed
                pass
        if join is not None and self._thread is not None:
            self._thread.join(join)

    @property
    def url(self) -> str | None:
        if not self.ready.is_set() or self.error:
            return None
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    def publish(self, seat: int, snapshot: str, version: int, lang: str = "") -> None:
        """Seat's new snapshot (JSON text, built from ``view(seat)`` only) at match ``version``, in ``lang``, to its
        phones; one of an older version than the seat's latest is dropped (a phone never goes back in the game)."""
        self._post(self._publish, seat, snapshot, version, lang)

    def refuse(self, seat: int, reason: str) -> None:
        """An action of seat's was refused: the reason (translated) to its phones."""
        self._post(self._send_seat, seat, json.dumps({"type": "refused", "reason": reason}))

    def tip(self, seat: int, version: int, action: str, title: str, reason: str) -> None:
        """The coach's Pro tip for seat's position at ``version`` (words in its phone's language)."""
        self._post(self._send_seat, seat, json.dumps({"type": "tip", "version": version, "action": action,
                                                      "title": title, "reason": reason}, ensure_ascii=False))

    def revoke(self, seat: int) -> None:
        """Seat is played at the table again: its code and secret no longer count; its phones are told."""
        self._post(self._revoke, seat)

    def _revoke(self, seat: int) -> None:
        self.seats.pop(seat, None)
        self._latest.pop(seat, None)
        self._versions.pop(seat, None)
        for phone in list(self._phones.pop(seat, ())):
            phone.seat = None
            phone.out.put_nowait(json.dumps({"type": "ended"}))

    def _post(self, fn, *args) -> None:
        """Queue ``fn(*args)`` for the server's loop, waking it once for all that a frame posts: each wake-up
        writes to the loop's self-pipe, which lets the server's thread take the GIL in the middle of a frame."""
        self._outbox.append((fn, args))
        if self._woken:
            return
        loop = self._loop
        if loop is not None and not loop.is_closed():
            self._woken = True
            try:
                loop.call_soon_threadsafe(self._drain)
            except RuntimeError:
                pass

    def _drain(self) -> None:
        self._woken = False
        while self._outbox:
            fn, args = self._outbox.popleft()
            fn(*args)

    # -- the server's thread ---------------------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._serve())
        except Exception as error:  # noqa: BLE001 - a server that cannot start must not take the game down
            log.warning("phone server ended: %s", error)
            self.error = str(error)
            self.ready.set()
        finally:
            if self.art is not None:
                self.art.close()
            loop.close()

    async def _serve(self) -> None:
        self._stop = asyncio.Event()
        app = web.Application(client_max_size=1024)
        app.router.add_get("/ws", self._socket)
        app.router.add_get("/texts.json", self._texts)
        app.router.add_get("/art/{key}.png", self._art)
        for path in PAGE_FILES:
            app.router.add_get(path, self._page)
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await runner.setup()
        try:
            try:
                site = web.TCPSite(runner, self.host, self.port)
                await site.start()
            except OSError:
                if not self.port:
                    raise
                site = web.TCPSite(runner, self.host, 0)  # the usual port is taken: any free one
                await site.start()
            self.port = site._server.sockets[0].getsockname()[1]
            self.ready.set()
            await self._stop.wait()
            for phone in list(self._all):
                await _send_now(phone, json.dumps({"type": "ended"}))
                await phone.ws.close()
        finally:
            await runner.cleanup()

    def _publish(self, seat: int, snapshot: str, version: int, lang: str) -> None:
        if seat not in self.seats or version < self._versions.get(seat, -1):
            return  # a seat back at the table, or a snapshot overtaken by a newer one
        self._versions[seat] = version
        self._latest[seat] = snapshot, lang
        self._send_seat(seat, snapshot)

    def _send_seat(self, seat: int, text: str) -> None:
        for phone in self._phones.get(seat, ()):
            phone.out.put_nowait(text)

    # -- HTTP ------------------------------------------------------------------------------------------
    async def _page(self, request: web.Request) -> web.Response:
        kind = PAGE_FILES[request.path][1]
        return web.Response(body=self._pages[request.path], content_type=kind, charset="utf-8", headers=HEADERS)

    async def _texts(self, request: web.Request) -> web.Response:
        texts = {lang: {k[len(PAGE_TEXT_PREFIX):]: v for k, v in catalogue(lang).items()
                        if k.startswith(PAGE_TEXT_PREFIX)} for lang in ("de", "en")}
        texts["table"] = self.table_lang
        return web.json_response(texts, headers=HEADERS)

    async def _art(self, request: web.Request) -> web.Response:
        """A picture the frame loop registered (:class:`~fishgames.phones.art.ArtShop`), at the phone's
        density (``?d=1..3``); nothing else can be drawn through here."""
        if self.art is None:
            raise web.HTTPNotFound()
        try:
            density = min(3, max(1, int(request.query.get("d", "2"))))
        except ValueError:
            density = 2
        png = await self.art.png(request.match_info["key"], density)
        if png is None:
            raise web.HTTPNotFound()
        return web.Response(body=png, content_type="image/png",
                            headers={**HEADERS, "Cache-Control": "max-age=3600"})

    # -- WebSocket -------------------------------------------------------------------------------------
    async def _socket(self, request: web.Request) -> web.StreamResponse:
        if len(self._all) >= MAX_SOCKETS:
            raise web.HTTPServiceUnavailable()
        ws = web.WebSocketResponse(max_msg_size=protocol.MAX_FRAME, heartbeat=15)
        await ws.prepare(request)
        phone = _Phone(ws, request.remote or "?", next(self._ids))
        self._all.add(phone)
        sender = asyncio.ensure_future(self._sender(phone))
        try:
            async for message in ws:
                if message.type == WSMsgType.TEXT:
                    await self._received(phone, message.data)
                elif message.type == WSMsgType.BINARY:
                    await self._strike(phone, "phones.error.malformed")
                else:
                    break
                if phone.strikes > STRIKES or phone.dropped > FLOOD:
                    break
        finally:
            sender.cancel()
            self._all.discard(phone)
            self._leave(phone)
            await ws.close()
        return ws

    async def _sender(self, phone: _Phone) -> None:
        while True:
            text = await phone.out.get()
            await _send_now(phone, text)

    async def _received(self, phone: _Phone, frame: str) -> None:
        if not phone.limit.allow():  # each dropped message is answered: the page gives its choices back
            phone.dropped += 1
            self._tell(phone, "phones.error.too_fast")
            return
        try:
            message = protocol.parse(frame)
        except protocol.ProtocolError as error:
            await self._strike(phone, error.key)
            return
        if isinstance(message, protocol.Join | protocol.Hello) and message.lang:
            phone.lang = message.lang  # a refusal before a seat is in the phone's language too
        if isinstance(message, protocol.Ping):
            phone.out.put_nowait('{"type": "pong"}')
        elif isinstance(message, protocol.Join):
            await self._join(phone, message)
        elif isinstance(message, protocol.Hello):
            seat = self._seat_of(message.secret)
            if seat is None:
                await self._strike(phone, "phones.error.bad_secret")
            else:
                self._attach(phone, seat, message.lang, rejoined=True)
        elif isinstance(message, protocol.Act | protocol.Tip):
            seat = self._seat_of(message.secret)
            if seat is None or seat != phone.seat:
                await self._strike(phone, "phones.error.bad_secret")
            elif isinstance(message, protocol.Act):
                self.inbox.put(("act", seat, message.action, message.version))
            else:
                self.inbox.put(("tip", seat, message.version))

    async def _join(self, phone: _Phone, message: protocol.Join) -> None:
        if self._failed[phone.address] >= FAILED_JOINS or not self._joins.allow():
            await self._strike(phone, "phones.error.too_many_joins")
            return
        seat = next((s.seat for s in self.seats.values()
                     if secrets.compare_digest(s.code, message.code) and not s.joined), None)
        if seat is None:
            self._failed[phone.address] += 1
            await self._strike(phone, "phones.error.bad_code")
            return
        self.seats[seat].joined = True  # the code is used up: a second phone needs the secret
        if message.name:
            self.seats[seat].name = message.name
        self._attach(phone, seat, message.lang, rejoined=False)

    def _seat_of(self, secret: str) -> int | None:
        found = None
        for seat in self.seats.values():  # compare every one, in constant time each
            if secrets.compare_digest(seat.secret, secret):
                found = seat.seat
        return found

    def _attach(self, phone: _Phone, seat: int, lang: str, rejoined: bool) -> None:
        if phone.seat is not None and phone.seat != seat:
            self._leave(phone)
        phone.seat, phone.lang = seat, lang
        self._phones[seat].add(phone)
        info = self.seats[seat]
        info.connected = len(self._phones[seat])
        phone.out.put_nowait(json.dumps({"type": "joined", "seat": seat, "secret": info.secret, "name": info.name}))
        self.inbox.put(("back" if rejoined else "joined", seat, info.name, lang))
        snapshot, written_in = self._latest.get(seat, ("", ""))
        if snapshot and (not lang or lang == written_in):  # else the one in its language follows at once
            phone.out.put_nowait(snapshot)

    def _leave(self, phone: _Phone) -> None:
        seat = phone.seat
        if seat is None or seat not in self.seats:
            return
        self._phones[seat].discard(phone)
        self.seats[seat].connected = len(self._phones[seat])
        if not self._phones[seat]:
            self.inbox.put(("away", seat))
        phone.seat = None

    async def _strike(self, phone: _Phone, key: str) -> None:
        phone.strikes += 1
        self._tell(phone, key)

    def _tell(self, phone: _Phone, key: str) -> None:
        texts = catalogue(phone.lang or self.table_lang)
        phone.out.put_nowait(json.dumps({"type": "error", "key": key, "reason": texts.get(key, key)}))


async def _send_now(phone: _Phone, text: str) -> None:
    try:
        await phone.ws.send_str(text)
    except (ConnectionError, RuntimeError):
        pass
