"""Load on the phones' server: the five games at once, each in an app of its own with five phones (or as many
as it seats) playing it to the end over loopback, the phones in processes of their own (like real phones, they
never take the app's GIL), each app's frame loop paced at 60 fps with its bots in their worker.

In one run, every app first plays its game with computers in every seat and no phones (the same table, speed
and seed: frames that animate moves as with phones), then — all apps together again, so the machine is as busy
as before — with the phone seats on phones, and then ``--replays`` times the very game the phones played
*without* phones: the same moves (the phones' and the bots') applied at the same frames, through the same
``act_for`` and ``Match.apply``, to a table whose seats are played elsewhere as with phones.  The bots-only game
is another game (paced bots, not quick thumbs; its first frames only), so it tells little about what phones
cost; the replay is the same game frame for frame, so with phones − replay is the phones' own cost, and
replay 2 − replay 1 shows how far the same frames' p99 moves between two runs at this load.  Each table starts
as a table the player opens (:func:`drawn_anew`): no run finds the text and pictures of the run before.

Reports whether every action the phones sent was answered, and each frame loop's main-thread CPU per frame
(p50 / p99 / max, ``time.thread_time``: what other processes take of the CPU is not counted), the bridge's own
share (``pump`` and ``end_of_frame``: it applies the phones' moves — which the replay applies too — and gathers
the snapshots' facts; their words and JSON are written in the snapshot writer's process, not counted).  The frames while the
phones join are counted apart (and in the replay, which renames the seats at the same frames).

    python tools/phones_load.py [--games gofish,lure] [--seed 1] [--frames 900] [--replays 2]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import random
import statistics
import time

import _common  # noqa: F401  (import path, headless SDL)

FPS = 60
WARM_UP = 60  # frames of a first table, not measured: the game's pictures are drawn once, on its first frames


def phones_process(url: str, codes: list[str], seed: int, out) -> None:
    """The phones: one WebSocket each; a random legal choice on each turn (again after a refusal); counts each
    move's answer (a newer state, or a refusal / "too fast") and what was still on its way when the table ended."""
    import aiohttp

    async def phone(session, code: str, rng: random.Random, stats: dict) -> None:
        try:
            await play(session, code, rng, stats)
        except (aiohttp.ClientError, ConnectionError):
            pass  # the table closed as a move was being sent (it was never sent)

    async def play(session, code: str, rng: random.Random, stats: dict) -> None:
        async with session.ws_connect(url.replace("http", "ws", 1) + "/ws") as ws:
            await ws.send_str(json.dumps({"type": "join", "code": code, "name": code}))
            secret, pending, last = None, None, None

            async def choose() -> None:
                nonlocal pending
                await asyncio.sleep(rng.uniform(0.05, 0.3))  # a quick thumb
                choice = rng.choice(last["choices"])
                await ws.send_str(json.dumps({"type": "act", "secret": secret, "action": choice["action"],
                                              "version": last["version"]}))
                stats["sent"] += 1
                pending = last["moves"]

            async for message in ws:
                data = json.loads(message.data)
                if data["type"] == "joined":
                    secret = data["secret"]
                elif data["type"] == "state":
                    last = data
                    if pending is not None and data["moves"] > pending:  # the move was taken
                        stats["answered"] += 1
                        pending = None
                    if data["over"]:
                        break
                    if data["your_turn"] and pending is None:
                        await choose()
                elif data["type"] in ("refused", "error") and pending is not None:
                    stats["answered"] += 1
                    stats["refused"] += 1
                    why = data.get("key") or data.get("reason", "")
                    stats["why"][why] = stats["why"].get(why, 0) + 1
                    pending = None
                    if last is not None and last["your_turn"]:
                        await choose()
                elif data["type"] == "ended":
                    break
            stats["on its way"] += pending is not None

    async def main():
        stats = {"sent": 0, "answered": 0, "refused": 0, "on its way": 0, "why": {}}
        async with aiohttp.ClientSession() as session:
            await asyncio.gather(*(phone(session, code, random.Random(f"{seed}/{code}"), stats) for code in codes))
        out.put(stats)

    asyncio.run(main())


def frame_cpu(app, table, frames: int | None, until=None, counter: list[int] | None = None
              ) -> tuple[list[float], list[float]]:
    """Main-thread CPU of each frame, and of the bridge's share of it (its pump, and its end of the frame, which
    gathers a snapshot's facts), paced at 60 fps; ``counter[0]``: the table's frame number (counted on from call
    to call)."""
    from _common import pace

    totals, pumps = [], []
    bridge = table.phones
    spent = [0.0]

    def timed(real):
        def timed_call(*args):
            began = time.thread_time()
            real(*args)
            spent[0] += time.thread_time() - began
        return timed_call

    if bridge is not None:
        bridge.pump, bridge.end_of_frame = timed(bridge.pump), timed(bridge.end_of_frame)
    next_frame = time.perf_counter()
    count = 0
    try:
        while (frames is None or count < frames) and (until is None or not until()):
            spent[0] = 0.0
            began = time.thread_time()
            app.step(1 / FPS)
            totals.append(time.thread_time() - began)
            pumps.append(spent[0])
            if counter is not None:
                counter[0] += 1
            next_frame = pace(next_frame, 1 / FPS)
            count += 1
    finally:
        if bridge is not None:  # (the next call times them afresh)
            del bridge.pump, bridge.end_of_frame
    return totals, pumps


def drawn_anew(app, table) -> None:
    """``table`` starts as a table the player opens: its art drawn ahead as the set-up screen draws it
    (:mod:`fishgames.ui.art_ahead`), nothing else of an earlier run drawn — the product's pure caches
    (``cache_clear`` in ``fishgames.ui`` and ``fishgames.games``: text, panels, hint chips, bubbles, book tiles)
    and its art cache (turned cards) emptied first.  The replays play the very game the phones played, so
    without this they found its log lines, chips, bubbles and turned cards already drawn and the phones' game —
    played first — paid for all of them: Go Fish's resync frames (its p99) cost 1-2 ms more with phones than
    replayed for that alone (cProfile: 1,512 ``Font.size`` and 178 ``render`` calls with phones, none in the
    replay)."""
    import sys

    from fishgames.ui import art_ahead, legibility, sprites

    legibility.forget_drawn_text()  # fishgames.ui, the tables' scene modules, the art cache
    for name, module in list(sys.modules.items()):
        if name.startswith("fishgames.games.") and module is not None:
            for value in list(vars(module).values()):
                clear = getattr(value, "cache_clear", None)
                if callable(clear) and callable(value):
                    clear()
    tables = [(table.match.spec.name, table.match.config)]
    sprites.prewarm(art_ahead.table_art(tables, tuple(app.ui.window_resolution)))


def p99(values: list[float]) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * 0.99))]


def ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:.2f} / {p99(values) * 1000:.2f} / {max(values) * 1000:.2f}"


class Recording:
    """What happened at a table with phones, frame by frame: every move (the phones' and the bots', with a bot's
    reason), each seat's new name; :meth:`replay_on` makes another table of the same game do the same at the same
    frames, with no phones."""

    def __init__(self, table, frame: list[int]):
        self.frame = frame
        self.moves: dict[int, list[tuple]] = {}  # frame -> [(seat, action, reason or None, by a bot)]
        self.names: dict[int, list[tuple]] = {}  # frame -> [(seat, name)]
        by_bot = [False]
        scheduled, renamed = table.scheduler.update, table.rename_seat

        def bots(dt, idle):
            by_bot[0] = True
            try:
                move = scheduled(dt, idle)
            finally:
                by_bot[0] = False
            if move is not None:
                self.moves.setdefault(frame[0], []).append((move.seat, move.action, move.reason, True))
            return move

        def heard(seat, action, events):
            if seat >= 0 and not by_bot[0]:  # (chance steps are the match's own: the replay makes them too)
                self.moves.setdefault(frame[0], []).append((seat, action, None, False))

        def rename(seat, name):
            self.names.setdefault(frame[0], []).append((seat, name))
            renamed(seat, name)

        table.scheduler.update, table.rename_seat = bots, rename
        table.match.listeners.append(heard)

    def replay_on(self, table, frame: list[int]) -> list[int]:
        """``table`` (a new table of the same game, seed and seats) does what was recorded, in the same order, each
        move not before its frame: the phones' moves (and names) where the bridge took them — in the table's
        update, only in frames whose update reaches it (a Fischen round's summary holds them back on the wall
        clock, as it held back the phones) — through ``act_for``, the bots' as the scheduler applies them (its own
        bots think no more).  Returns a list that counts the moves the replay could not make."""
        from fishgames.bots.scheduler import BotMove
        from fishgames.core import IllegalAction

        refused = [0]
        table.humans, table.viewer = [], None  # its human seats are played elsewhere, as phone_table.attach does
        queue = [(at, "move", move) for at, moves in self.moves.items() for move in moves]
        queue += [(at, "name", name) for at, names in self.names.items() for name in names]
        queue.sort(key=lambda item: item[0])  # (stable: each frame's moves and names in the order they came)

        def due(kind: str):
            """The next recorded thing if it is due (its frame reached) and of this kind."""
            if not queue or queue[0][0] > frame[0]:
                return None
            by_bot = queue[0][1] == "move" and queue[0][2][3]
            return queue.pop(0)[1:] if by_bot == (kind == "bot") else None

        class Phones:
            """Stands where the bridge stood: applies the phones' moves and names when the app pumps it."""
            seats, status, stand_ins = {}, {}, {}
            server = type("Server", (), {"url": None, "error": None})()

            def pump(self, paused=False):
                while (item := due("phone")) is not None:
                    kind, what = item
                    if kind == "name":
                        table.rename_seat(*what)
                    elif table.act_for(what[0], what[1]) is not None:
                        refused[0] += 1

            def end_of_frame(self, *args):
                pass

            flush = stop = end_of_frame

        def bots(dt, idle):
            item = due("bot")
            if item is None:
                return None
            seat, action, reason, _ = item[1]
            try:
                table.match.apply(seat, action)
            except IllegalAction:
                refused[0] += 1
                return None
            return BotMove(seat, action, reason)

        table.phones, table.scheduler.update = Phones(), bots
        return refused


def game_process(game: str, seed: int, frames: int, replays: int, together, out) -> None:
    """One table's app: ``frames`` frames of its game with computers in every seat, then the game to its end
    (or ``4 * frames``) with the humans' seats on phones; what it saw goes to ``out`` (or what went wrong)."""
    try:
        out.put(measure(game, seed, frames, replays, together))
    except Exception as error:  # noqa: BLE001 - reported in the table instead of leaving the others waiting
        together.abort()
        out.put({"game": game, "error": f"{type(error).__name__}: {error}"})


def measure(game: str, seed: int, frames: int, replays: int, together) -> dict:
    from fishgames.core import Seat, registry
    from fishgames.phones import writer
    from fishgames.ui import games, phone_table
    from fishgames.ui.app import App
    from fishgames.ui.scene import Pop, Push

    phone_table.BIND, phone_table.PORT = "127.0.0.1", 0
    spec = registry.get(game)
    phones = min(5, spec.max_players)
    bots = 1 if phones < spec.max_players else 0
    app = App(bot_workers=True, disk_thread=True, clock=time.monotonic)
    app.update_settings(animation_speed="fast")
    try:
        computers = [Seat("bot", "easy", f"Bot{i}") for i in range(phones + bots)]
        app.stack.apply(Push(games.start_scene(app, game, computers, seed + 1, "easy")))
        for _ in range(WARM_UP):
            app.step(1 / FPS)
        app.stack.apply(Pop())
        plain = games.start_scene(app, game, computers, seed, "easy")
        drawn_anew(app, plain)
        app.stack.apply(Push(plain))
        together.wait()
        without, _ = frame_cpu(app, plain, frames, until=lambda: plain.match.state.is_over())
        app.stack.apply(Pop())
        seats = [Seat("human", None, f"P{i}") for i in range(phones)] + [Seat("bot", "easy", "Bot")] * bots
        table = games.start_scene(app, game, seats, seed, "easy")
        phone_table.attach(table, list(range(phones)))
        frame = [0]
        recording = Recording(table, frame)
        drawn_anew(app, table)
        app.stack.apply(Push(table))
        starting, _ = frame_cpu(app, table, None, until=lambda: table.phones.server.url is not None, counter=frame)
        answers = multiprocessing.get_context("spawn").Queue()
        codes = [table.phones.seats[s].code for s in range(phones)]
        worker = multiprocessing.get_context("spawn").Process(
            target=phones_process, args=(table.phones.server.url, codes, seed, answers))
        together.wait()
        worker.start()
        began = time.monotonic()
        # the frames while the phones join are reported apart: each named seat re-lays the table out once
        joining, _ = frame_cpu(app, table, None, until=lambda: all(s == "here" for s in table.phones.status.values()),
                               counter=frame)
        cpu, pumps = frame_cpu(app, table, 4 * frames, until=lambda: table.match.state.is_over(), counter=frame)
        played = list(table.match.record.actions)  # (the phones may move on while the last snapshots go out)
        seconds = round(time.monotonic() - began, 1)
        for _ in range(120):  # the last snapshots go out
            app.step(1 / FPS)
        table.stop_phones()  # the phones are told the table ended (a game cut short at the frame cap)
        stats = answers.get(timeout=60)
        worker.join(60)
        app.stack.apply(Pop())
        replayed, replay_starting, replay_joining, refused, same = [], [], [], 0, True
        for _ in range(replays):  # the same game again, frame for frame, with no phones
            again = games.start_scene(app, game, seats, seed, "easy")
            frame[0] = 0
            refusals = recording.replay_on(again, frame)
            drawn_anew(app, again)
            app.stack.apply(Push(again))
            together.wait()
            replay_starting.append(frame_cpu(app, again, len(starting), counter=frame)[0])
            replay_joining.append(frame_cpu(app, again, len(joining), counter=frame)[0])
            replayed.append(frame_cpu(app, again, len(cpu), counter=frame)[0])
            refused += refusals[0]
            same = same and again.match.record.actions == played  # the very same game
            app.stack.apply(Pop())
        return {"game": game, "phones": phones, "frames": len(cpu), "seconds": seconds,
                "over": table.match.state.is_over(), **stats, "without": without, "with": cpu, "pump": pumps,
                "starting": starting, "joining": joining, "replays": replayed, "replay_starting": replay_starting,
                "replay_joining": replay_joining, "replay_refused": refused,
                "same_game": same}
    finally:
        app.close()
        writer.shutdown()  # this table's process is a multiprocessing child: it would wait for the writer


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="gofish,fischen,fatfish,lure,fugu")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--frames", type=int, default=600, help="frames without phones (with: up to 4x)")
    parser.add_argument("--replays", type=int, default=2, help="replays of the phones' game without phones")
    args = parser.parse_args()
    names = args.games.split(",")
    context = multiprocessing.get_context("spawn")
    together, out = context.Barrier(len(names)), context.Queue()
    tables = [context.Process(target=game_process, args=(game, args.seed, args.frames, args.replays, together, out))
              for game in names]
    for table in tables:
        table.start()
    results = sorted((out.get(timeout=3600) for _ in tables), key=lambda r: names.index(r["game"]))
    for table in tables:
        table.join(60)
    report([r for r in results if "error" not in r], [r for r in results if "error" in r])


def report(results: list[dict], errors: list[dict]) -> None:
    """Two tables: the phones' moves and the frames with and without phones; then the replays of the same game."""
    print("| game | phones | frames | s | over | acts sent | answered | of them refused | on its way at the end | "
          "frame CPU without phones (bots) ms (p50 / p99 / max) | with phones | of it the bridge | "
          "p99 with − without |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in errors:
        print(f"| {r['game']} | {r['error']} |")
    for r in results:
        print(f"| {r['game']} | {r['phones']} | {r['frames']} | {r['seconds']} | {r['over']} | {r['sent']} | "
              f"{r['answered']} | {r['refused']} | {r['on its way']} | {ms(r['without'])} | {ms(r['with'])} | "
              f"{ms(r['pump'])} | {(p99(r['with']) - p99(r['without'])) * 1000:+.2f} |")
    for r in results:
        if r["why"]:
            print(f"\n{r['game']}: refused because", "; ".join(f"{n}x {why}" for why, n in r["why"].items()))
    if not results or not results[0]["replays"]:
        return
    print("\nThe same game replayed without phones (the same moves at the same frames):\n")
    print("| game | frames | with phones ms (p50 / p99 / max) | replay 1 | replay 2 | p99 with − replay 1 | "
          "p99 with − replay 2 | p99 replay 2 − replay 1 | the same game (moves it could not make) | "
          "joining: frames, max ms with phones / replay 1 | first frame ms with phones / replay 1 | "
          "then until all joined: worst ms with phones / replay 1 |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in results:
        replays = r["replays"]
        with_, first = p99(r["with"]), p99(replays[0])
        others = [(p99(rest) - first) * 1000 for rest in replays[1:]]
        shown = [*replays[:2], None][:2]  # (one replay: its second columns are empty)
        print(f"| {r['game']} | {r['frames']} | {ms(r['with'])} | "
              f"{' | '.join(ms(x) if x else '–' for x in shown)} | "
              f"{' | '.join(f'{(with_ - p99(x)) * 1000:+.2f}' if x else '–' for x in shown)} | "
              f"{' '.join(f'{d:+.2f}' for d in others) or '–'} | {r['same_game']} ({r['replay_refused']}) | "
              f"{len(r['joining'])}, {max(r['joining'], default=0) * 1000:.1f} / "
              f"{max(r['replay_joining'][0], default=0) * 1000:.1f} | {first_frames(r)} |")


def first_frames(r: dict) -> str:
    """The table's first frame with phones and replayed (the same table, drawn first), and the worst frame after
    it until every phone has joined (the server starting, the join cards shown, the phones' names coming)."""
    with_, again = r["starting"] + r["joining"], r["replay_starting"][0] + r["replay_joining"][0]
    return (f"{with_[0] * 1000:.1f} / {again[0] * 1000:.1f} | "
            f"{max(with_[1:], default=0) * 1000:.1f} / {max(again[1:], default=0) * 1000:.1f}")


if __name__ == "__main__":
    main()
