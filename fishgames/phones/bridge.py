"""The frame loop's side of the phones: drain the server's queue, apply actions, publish snapshots.

:meth:`PhoneBridge.pump` runs once a frame and handles at most :data:`MESSAGES_PER_FRAME` messages, so a
flood of phones costs a frame a bounded sliver of time.  An action from a phone goes through the table's
:meth:`~fishgames.ui.table.TableScene.act_for` — the same ``Match.apply`` a tap uses — so an illegal one
gets its translated reason back and changes nothing.  Snapshots are built from ``view(seat)`` only
(:mod:`.snapshot`), once per applied action and seat, in the phone's language: the frame loop gathers the
seat's facts (its view, its choices, the events as it saw them), the snapshot writer's process (:mod:`.writer`)
puts them into words — the log lines too —, pictures and JSON.
"""

from __future__ import annotations

import pickle
import queue
import random
import time
from collections import deque

from fishgames.i18n import t
from fishgames.phones import snapshot
from fishgames.phones.address import lan_address
from fishgames.phones.art import ArtShop
from fishgames.phones.seats import new_seats
from fishgames.phones.server import PhoneServer
from fishgames.phones.tips import PhoneTips
from fishgames.phones.writer import SnapshotWriter

MESSAGES_PER_FRAME = 8
#: Snapshots whose facts are gathered a frame (a seat's view and its choices: 0.1-1 ms; the writing is done off
#: the frame loop): one, the seats that must decide first, and none in a frame that applied a phone's move (that
#: frame has its own work).
PUBLISH_PER_FRAME = 1
#: ... and only at the end of a frame with slack: one whose CPU so far (from the bridge's pump to the end of the
#: table's draw) is at most the median of the last RECENT_FRAMES frames'.  The heavy frames — a move presented,
#: a reveal animated — are the table's p99; phones do not make them heavier.  A snapshot waits at most SLACK_WAIT
#: frames for such a frame (a five-phone table has caught up within a fifth of a second or so).
SLACK_WAIT = 6
RECENT_FRAMES = 60
#: The port phones find the table on when it is free (a reloaded page keeps its address); any other if not.
PREFERRED_PORT = 47800
STAND_IN_PAUSE = 1.0  # seconds a stand-in bot waits before it acts for an away phone seat
LOG_KEPT = 60


class PhoneBridge:
    """Owns one game's phone server.  ``names``: seat -> name for every seat on a phone."""

    def __init__(self, table, names: dict[int, str], bind: str | None = None, port: int | None = None,
                 server_class=PhoneServer, writer: SnapshotWriter | None = None):
        self.table = table
        self.match = table.match
        self.seats = new_seats(names)
        self.names = dict(names)
        self.status = {seat: "waiting" for seat in self.seats}  # waiting | here | away
        self.langs = {seat: "" for seat in self.seats}
        #: seat -> the last events as that seat may see them (``Event.seen_by``), newest last, each pickled once
        #: (a snapshot's facts carry them as they are: 0.15 ms less a snapshot than pickling 60 events anew): its
        #: phone's log is written from them in the writer's process (a resumed game's phones start with the
        #: events replayed, so Continue keeps their logs)
        self._seen: dict[int, deque[bytes]] = {seat: deque(maxlen=LOG_KEPT) for seat in self.seats}
        self._unseen: list = list(table.replayed[-LOG_KEPT:])  # events not yet in the seats' logs (see seen())
        self.stand_ins: dict[int, object] = {}  # seat -> a bot playing for an away phone
        self._stand_in_rngs: dict[int, random.Random] = {}
        self._stand_in_since: float | None = None
        self.art = ArtShop(self.match.spec.name)
        self.server = server_class(self.seats, bind or lan_address(), PREFERRED_PORT if port is None else port,
                                   t.lang, self.art)
        self._published: tuple | None = None
        self._dirty: set[int] = set()  # seats whose phones have not been shown the newest yet
        self._held = False  # this frame's snapshots were held back (the frame applied a move)
        self.clock = time.thread_time  # the frame loop's CPU clock (what a frame costs the table)
        self._began: float | None = None  # when this frame's pump began (None: no pump since the last frame)
        self._recent: deque[float] = deque(maxlen=RECENT_FRAMES)  # the last frames' CPU, pump to end of draw
        self._waited = 0  # frames the next snapshot has waited for one with slack
        #: the table's game is paused by design (the host's in-game menu is open, :attr:`Scene.pauses_game`): the
        #: phones still get their messages answered and are shown their hand, with no choices and a line saying so
        self.paused = False
        self.stopped = False  # (the game ended or was left: its table may still lie under the results)
        #: seat -> (its legal actions' texts, the match version since which they are so): a phone's move is stale
        #: only if the seat's choices changed after the position it was shown (others' simultaneous moves, Lure's
        #: casts, leave it valid), and an old message replayed later always is
        self._choices: dict[int, tuple[tuple[str, ...], int]] = {}
        self._noted: dict[int, int] = {}  # seat -> the match version its _choices were noted at (once per version)
        self.writer = writer or SnapshotWriter()
        self.tips = PhoneTips(self)
        #: seat -> how many actions it has made: a phone that sent a move knows it was taken when this grows
        #: (others' moves change the version too, and a move may leave the seat's choices as they were)
        self.moves = {seat: sum(1 for actor, _ in self.match.record.actions if actor == seat) for seat in self.seats}
        self.match.listeners.append(self._on_applied)
        self.server.start()

    # -- per frame ------------------------------------------------------------------------------------
    def pump(self, paused: bool = False) -> None:
        """(The app's frame, whatever scene is on top: :meth:`fishgames.ui.app.App.step`.)  The phones' messages;
        the snapshots wait for :meth:`end_of_frame`.  ``paused``: the game is paused for now (moves refused)."""
        if self.stopped:
            return
        self._began = self.clock()
        self.paused = paused
        before = self.match.version
        for _ in range(MESSAGES_PER_FRAME):
            try:
                message = self.server.inbox.get_nowait()
            except queue.Empty:
                break
            self._handle(message)
        self._play_stand_ins()
        self.tips.pump()
        self.writer.catch_up()
        # a frame that applied a phone's move gathers no snapshot (unless the one before did the same)
        self._held = self.match.version != before and not self._held

    def end_of_frame(self) -> None:
        """(The end of the app's frame.)  A snapshot's facts are gathered if this frame has slack, or the
        snapshot has waited :data:`SLACK_WAIT` frames for one."""
        if self._began is None:
            return
        spent, self._began = self.clock() - self._began, None
        waiting = not self._held and self._to_publish()
        # (the median only when a snapshot waits: statistics.median every frame was a fifth of the bridge's own
        # time on the frame loop in py-spy's samples of a Fat Fish game)
        light = waiting and (not self._recent or spent <= sorted(self._recent)[len(self._recent) // 2])
        self._recent.append(spent)
        if not waiting:
            return
        if light or self._waited >= SLACK_WAIT:
            self._waited = 0
            self._publish_some(PUBLISH_PER_FRAME)
        else:
            self._waited += 1

    def _to_publish(self) -> bool:
        """Some phone has not been shown the newest (its seat, who is away, who plays for whom)."""
        return bool(self._dirty) or self._key() != self._published

    def _key(self) -> tuple:
        return self.match.version, tuple(sorted(self.status.items())), tuple(self.stand_ins), self.paused

    def _publish_some(self, count: int) -> None:
        """Up to ``count`` of the seats not yet shown the newest are, those that must decide first."""
        key = self._key()
        if key != self._published:
            self._published = key
            self._dirty = {seat for seat in self.seats if self.status[seat] == "here"}  # (none for away phones)
            self._note_choices()  # every seat's, so a move sent at an older position is known for one
        acting = self.match.state.to_act()
        for seat in sorted(self._dirty, key=lambda s: (s not in acting, s))[:count]:
            self._dirty.discard(seat)
            self.publish(seat)

    def flush(self) -> None:
        """Every phone is shown the newest now (the game's end, before the server stops)."""
        self.pump()
        self._publish_some(len(self.seats))

    def stop(self) -> None:
        """The server stops once the snapshots on their way are out (the game's end reaches every phone)."""
        self.stopped = True
        self.tips.cancel()
        if self._on_applied in self.match.listeners:
            self.match.listeners.remove(self._on_applied)
        self.writer.catch_up()
        self.writer.then(self.server.stop)

    # -- what phones say -------------------------------------------------------------------------------
    def _handle(self, message: tuple) -> None:
        kind, seat, *rest = message
        if seat not in self.seats:
            return
        if kind in ("joined", "back"):
            name, lang = rest
            self.status[seat] = "here"
            self.langs[seat] = lang or self.langs[seat]
            if kind == "joined" and name:
                self.names[seat] = name
                self.table.rename_seat(seat, name)  # (the phones' logs are written with the names of the moment)
            self._published = None  # a phone that comes back gets the newest at once
        elif kind == "away":
            self.status[seat] = "away"
        elif kind == "act":
            text, version = rest
            self._act(seat, text, version)
        elif kind == "tip":
            refused = self.tips.ask(seat, *rest)
            if refused is not None:
                self._refuse(seat, refused, {})

    def _act(self, seat: int, text: str, version: int) -> None:
        if seat in self.stand_ins:
            return self._refuse(seat, "phones.error.stand_in", {})
        if self.paused:
            return self._refuse(seat, "phones.error.paused", {})
        if not self.choices_since(seat) <= version <= self.match.version:
            return self._refuse(seat, "phones.error.stale", {})  # an old message, or the seat's choices moved on
        try:
            action = self.match.spec.parse_action(text)
        except (ValueError, KeyError, IndexError, TypeError):
            return self._refuse(seat, "error.illegal_action", {"action": text})
        error = self.table.act_for(seat, action)
        if error is not None:
            self._refuse(seat, error.reason_key, error.params)

    def choices_since(self, seat: int) -> int:
        """The match version since which ``seat``'s legal actions are what they are now."""
        self._note_choices(seat)
        return self._choices[seat][1]

    def tell_tip(self, seat: int, version: int, action: str, reason) -> None:
        """The pro's answer to seat's phones: its move, and why in the table's words in the phone's language."""
        coach = self.table.coach
        with _language(self.langs[seat]):
            self.server.tip(seat, version, action, coach.title(), " ".join(coach.words(reason)))

    def legal_texts(self, seat: int) -> tuple[str, ...]:
        """Seat's legal actions as text at the match's version (worked out once per version and seat)."""
        self._note_choices(seat)
        return self._choices[seat][0]

    def _note_choices(self, *seats: int) -> None:
        """Note ``seats``' (all phone seats') legal actions at the match's version, each once per version."""
        state, version = self.match.state, self.match.version
        for seat in seats or tuple(self.seats):
            if self._noted.get(seat) == version:
                continue
            self._noted[seat] = version
            legal = tuple(a.to_text() for a in state.legal_actions(seat)) if seat in state.to_act() else ()
            if seat not in self._choices or self._choices[seat][0] != legal:
                self._choices[seat] = (legal, version)

    def _refuse(self, seat: int, key: str, params: dict) -> None:
        with _language(self.langs[seat]):
            self.server.refuse(seat, t(key, **params))

    # -- stand-in bots (the host's "hand to a bot") ------------------------------------------------------
    def hand_to_bot(self, seat: int) -> None:
        """A bot of the weakest level plays for ``seat`` until :meth:`take_back` (its moves are the seat's, so
        the record, its replay and the game code stay those of a human seat)."""
        spec = self.match.spec
        self.stand_ins[seat] = spec.make_bot(spec.levels[0], seat, self.match.config)
        self._stand_in_rngs.setdefault(seat, random.Random(f"fishgames/{spec.name}/stand-in/{seat}/{self.match.seed}"))

    def take_back(self, seat: int) -> None:
        self.stand_ins.pop(seat, None)

    def release(self, seat: int) -> None:
        """Seat is played at the table screen again: its phones are told, its code and secret die."""
        self.seen(seat)  # (the others' logs take the events so far first)
        for table in (self.seats, self.status, self.langs, self._seen, self.stand_ins, self.names):
            table.pop(seat, None)
        self._dirty.discard(seat)
        self.server.revoke(seat)

    def _play_stand_ins(self) -> None:
        acting = [seat for seat in self.stand_ins if seat in self.match.state.to_act()]
        if not acting or not self.table.animator.idle or self.paused:
            self._stand_in_since = None
            return
        now = self.table.app.now()
        if self._stand_in_since is None:
            self._stand_in_since = now
        if now - self._stand_in_since < STAND_IN_PAUSE:
            return
        self._stand_in_since = None
        seat = acting[0]
        view, legal = self.match.bot_request(seat)
        action = self.stand_ins[seat].choose(view, legal, self._stand_in_rngs[seat])
        self.table.act_for(seat, action)

    # -- what phones are shown ---------------------------------------------------------------------------
    def _on_applied(self, seat: int, action, events) -> None:
        if seat in self.moves:
            self.moves[seat] += 1
        self._unseen += events  # (taken into the logs when a snapshot is gathered: a move's frame is busy enough)
        del self._unseen[:-LOG_KEPT]

    def seen(self, seat: int) -> list[bytes]:
        """The last events as ``seat`` may see them (``Event.seen_by``: the secrecy of its log is the events'),
        pickled.  Each phone seat's log takes the new events first, each pickled once (a public one once for all)."""
        pickled: dict[int, tuple] = {}  # id(seen event) -> (it, pickled)
        for other, log in self._seen.items():  # (kept alive here, so no other event takes its id meanwhile)
            for event in filter(None, (event.seen_by(other) for event in self._unseen)):
                if id(event) not in pickled:
                    pickled[id(event)] = (event, pickle.dumps(event, protocol=pickle.HIGHEST_PROTOCOL))
                log.append(pickled[id(event)][1])
        self._unseen.clear()
        return list(self._seen[seat])

    def log_lines(self, seat: int, lang: str = "") -> list[str]:
        """Seat's log in ``lang`` (or the current language) as its phone shows it (the writer's process writes
        the same from the snapshot's facts)."""
        with _language(lang):
            return snapshot.log_lines(self.match.spec.name, seat, self.seen(seat),
                                      [self.name(other) for other in range(len(self.match.seats))])

    def publish(self, seat: int) -> None:
        """Seat's snapshot at the match's version: its facts now, written off the frame loop, then sent."""
        facts = snapshot.facts(self, seat, self.langs[seat] or t.lang)
        self.writer.write(facts, lambda text, specs: self._written(seat, facts["version"], facts["lang"], text, specs))

    def _written(self, seat: int, version: int, lang: str, text: str, specs: list[tuple]) -> None:
        """(The writer's thread.)  The pictures the snapshot names can be asked for before the phone sees it."""
        for spec in specs:
            self.art.register(spec)
        self.server.publish(seat, text, version, lang)

    def name(self, seat: int) -> str:
        return self.table.seat_name(seat)


class _language:
    """``t`` speaks ``lang`` inside (the frame loop's thread only; back to the table's language after)."""

    def __init__(self, lang: str):
        self.lang = lang

    def __enter__(self):
        self.saved = t.lang
        if self.lang:
            t.lang = self.lang

    def __exit__(self, *exc):
        t.lang = self.saved

