"""Load on the phones' server: the five games at once, each in an app of its own with five phones (or as many
as it seats) playing it to the end over loopback, the phones in processes of their own (like real phones, they
never take the app's GIL), each app's frame loop paced at 60 fps with its bots in their worker.

In one run, every app first plays its game with computers in every seat and no phones (the same table, speed
and seed: frames that animate moves as with phones), then — all apps together again, so the machine is as busy
as before — with the phone seats on phones.  Reports whether every action the phones sent was answered, and
each frame loop's main-thread CPU per frame (p50 / p99 / max, ``time.thread_time``: what other processes take
of the CPU is not counted) without and with phones, and the bridge's own share (``pump``; the snapshots'
words and JSON are written in the snapshot writer's process, not counted).  The frames while the phones join
are counted apart (each name a phone gives re-lays the table out once).

    python tools/phones_load.py [--games gofish,lure] [--seed 1] [--frames 900]
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


def frame_cpu(app, table, frames: int | None, until=None) -> tuple[list[float], list[float]]:
    """Main-thread CPU of each frame, and of the bridge's pump within it, paced at 60 fps."""
    from _common import pace

    totals, pumps = [], []
    bridge = table.phones
    real_pump = bridge.pump if bridge is not None else None
    spent = [0.0]

    def timed_pump():
        began = time.thread_time()
        real_pump()
        spent[0] += time.thread_time() - began

    if bridge is not None:
        bridge.pump = timed_pump
    next_frame = time.perf_counter()
    count = 0
    while (frames is None or count < frames) and (until is None or not until()):
        spent[0] = 0.0
        began = time.thread_time()
        app.step(1 / FPS)
        totals.append(time.thread_time() - began)
        pumps.append(spent[0])
        next_frame = pace(next_frame, 1 / FPS)
        count += 1
    return totals, pumps


def p99(values: list[float]) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * 0.99))]


def ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:.2f} / {p99(values) * 1000:.2f} / {max(values) * 1000:.2f}"


def game_process(game: str, seed: int, frames: int, together, out) -> None:
    """One table's app: ``frames`` frames of its game with computers in every seat, then the game to its end
    (or ``4 * frames``) with the humans' seats on phones; what it saw goes to ``out`` (or what went wrong)."""
    try:
        out.put(measure(game, seed, frames, together))
    except Exception as error:  # noqa: BLE001 - reported in the table instead of leaving the others waiting
        together.abort()
        out.put({"game": game, "error": f"{type(error).__name__}: {error}"})


def measure(game: str, seed: int, frames: int, together) -> dict:
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
        app.stack.apply(Push(plain))
        together.wait()
        without, _ = frame_cpu(app, plain, frames, until=lambda: plain.match.state.is_over())
        app.stack.apply(Pop())
        seats = [Seat("human", None, f"P{i}") for i in range(phones)] + [Seat("bot", "easy", "Bot")] * bots
        table = games.start_scene(app, game, seats, seed, "easy")
        phone_table.attach(table, list(range(phones)))
        app.stack.apply(Push(table))
        while table.phones.server.url is None:
            app.step(1 / FPS)
        answers = multiprocessing.get_context("spawn").Queue()
        codes = [table.phones.seats[s].code for s in range(phones)]
        worker = multiprocessing.get_context("spawn").Process(
            target=phones_process, args=(table.phones.server.url, codes, seed, answers))
        together.wait()
        worker.start()
        began = time.monotonic()
        # the frames while the phones join are reported apart: each named seat re-lays the table out once
        joining, _ = frame_cpu(app, table, None, until=lambda: all(s == "here" for s in table.phones.status.values()))
        cpu, pumps = frame_cpu(app, table, 4 * frames, until=lambda: table.match.state.is_over())
        for _ in range(120):  # the last snapshots go out
            app.step(1 / FPS)
        table.stop_phones()  # the phones are told the table ended (a game cut short at the frame cap)
        stats = answers.get(timeout=60)
        worker.join(60)
        return {"game": game, "phones": phones, "frames": len(cpu), "seconds": round(time.monotonic() - began, 1),
                "over": table.match.state.is_over(), **stats, "without": without, "with": cpu, "pump": pumps,
                "joining": joining}
    finally:
        app.close()
        writer.shutdown()  # this table's process is a multiprocessing child: it would wait for the writer


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="gofish,fischen,fatfish,lure,fugu")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--frames", type=int, default=600, help="frames without phones (with: up to 4x)")
    args = parser.parse_args()
    names = args.games.split(",")
    context = multiprocessing.get_context("spawn")
    together, out = context.Barrier(len(names)), context.Queue()
    tables = [context.Process(target=game_process, args=(game, args.seed, args.frames, together, out))
              for game in names]
    for table in tables:
        table.start()
    results = sorted((out.get(timeout=3600) for _ in tables), key=lambda r: names.index(r["game"]))
    for table in tables:
        table.join(60)
    print("| game | phones | frames | s | over | acts sent | answered | of them refused | on its way at the end | "
          "frame CPU without phones ms (p50 / p99 / max) | with phones | of it the bridge | p99 with − without | "
          "frames while joining (max ms) |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in [r for r in results if "error" in r]:
        print(f"| {r['game']} | {r['error']} |")
    results = [r for r in results if "error" not in r]
    for r in results:
        print(f"| {r['game']} | {r['phones']} | {r['frames']} | {r['seconds']} | {r['over']} | {r['sent']} | "
              f"{r['answered']} | {r['refused']} | {r['on its way']} | {ms(r['without'])} | {ms(r['with'])} | "
              f"{ms(r['pump'])} | {(p99(r['with']) - p99(r['without'])) * 1000:+.2f} | "
              f"{len(r['joining'])} ({max(r['joining'], default=0) * 1000:.1f}) |")
    for r in results:
        if r["why"]:
            print(f"\n{r['game']}: refused because", "; ".join(f"{n}x {why}" for why, n in r["why"].items()))
    pooled = {key: [v for r in results for v in r[key]] for key in ("without", "with", "pump")}
    print(f"| all {len(results)} at once | | {len(pooled['with'])} | | | {sum_of(results, 'sent')} | "
          f"{sum_of(results, 'answered')} | {sum_of(results, 'refused')} | {sum_of(results, 'on its way')} | "
          f"{ms(pooled['without'])} | {ms(pooled['with'])} | {ms(pooled['pump'])} | "
          f"{(p99(pooled['with']) - p99(pooled['without'])) * 1000:+.2f} | |")


def sum_of(results: list[dict], key: str):
    values = [r[key] for r in results]
    return sum(values) if all(isinstance(v, int) for v in values) else "?"


if __name__ == "__main__":
    main()
