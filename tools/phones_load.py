"""Load on the phones' server: every game with five phones (or as many as it seats) playing it to the end over
loopback, the phones in another process (like real phones, they never take the app's GIL), the app's frame
loop paced at 60 fps with its bots in their worker.  Reports every action answered or not, and the frame
loop's main-thread CPU per frame (p50/p99/max) with phones playing, against the same table's frames with no
phones (its phone seats idle: the bridge never started), and the bridge's own share (``pump``).

    python tools/phones_load.py [--games gofish,lure] [--seed 1]
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
FRAMES_IDLE = 300


def phones_process(url: str, codes: list[str], seed: int, out) -> None:
    """The phones: one WebSocket each; a random legal choice on each turn; counts answers."""
    import aiohttp

    async def phone(session, code: str, rng: random.Random, stats: dict) -> None:
        async with session.ws_connect(url.replace("http", "ws", 1) + "/ws") as ws:
            await ws.send_str(json.dumps({"type": "join", "code": code, "name": code}))
            secret, pending = None, None
            async for message in ws:
                data = json.loads(message.data)
                if data["type"] == "joined":
                    secret = data["secret"]
                elif data["type"] == "state":
                    if pending is not None and data["version"] > pending:
                        stats["answered"] += 1
                        pending = None
                    if data["over"]:
                        break
                    if data["your_turn"] and pending is None:
                        await asyncio.sleep(rng.uniform(0.05, 0.3))  # a quick thumb
                        choice = rng.choice(data["choices"])
                        await ws.send_str(json.dumps({"type": "act", "secret": secret, "action": choice["action"],
                                                      "version": data["version"]}))
                        stats["sent"] += 1
                        pending = data["version"]
                elif data["type"] in ("refused", "error") and pending is not None:
                    stats["answered"] += 1
                    stats["refused"] += 1
                    pending = None
                elif data["type"] == "ended":
                    break

    async def main():
        stats = {"sent": 0, "answered": 0, "refused": 0}
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


def ms(values: list[float]) -> str:
    values = sorted(values)
    p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
    return f"{statistics.median(values) * 1000:.2f} / {p99 * 1000:.2f} / {values[-1] * 1000:.2f}"


def run(game: str, seed: int) -> dict:
    from fishgames.core import Seat, registry
    from fishgames.ui import games, phone_table
    from fishgames.ui.app import App
    from fishgames.ui.scene import Push

    phone_table.BIND, phone_table.PORT = "127.0.0.1", 0
    spec = registry.get(game)
    phones = min(5, spec.max_players)
    bots = 1 if phones < spec.max_players else 0
    app = App(bot_workers=True, disk_thread=True, clock=time.monotonic)
    app.update_settings(animation_speed="fast")
    try:
        seats = [Seat("human", None, f"P{i}") for i in range(phones)] + [Seat("bot", "easy", "Bot")] * bots
        idle = games.start_scene(app, game, seats, seed, "easy")
        app.stack.apply(Push(idle))
        idle_cpu, _ = frame_cpu(app, idle, FRAMES_IDLE)  # no phones: the table waits for its humans
        table = games.start_scene(app, game, seats, seed, "easy")
        phone_table.attach(table, list(range(phones)))
        app.stack.apply(Push(table))
        while table.phones.server.url is None:
            app.step(1 / FPS)
        out = multiprocessing.get_context("spawn").Queue()
        codes = [table.phones.seats[s].code for s in range(phones)]
        worker = multiprocessing.get_context("spawn").Process(
            target=phones_process, args=(table.phones.server.url, codes, seed, out))
        worker.start()
        began = time.monotonic()
        cpu, pumps = frame_cpu(app, table, None, until=lambda: table.match.state.is_over()
                               or time.monotonic() - began > 600)
        for _ in range(120):  # the last snapshots go out
            app.step(1 / FPS)
        worker.join(60)
        stats = out.get(timeout=10) if not out.empty() else {"sent": "?", "answered": "?", "refused": "?"}
        return {"game": game, "phones": phones, "frames": len(cpu), "seconds": round(time.monotonic() - began, 1),
                "over": table.match.state.is_over(), **stats, "idle": ms(idle_cpu), "busy": ms(cpu),
                "pump": ms(pumps)}
    finally:
        app.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="gofish,fischen,fatfish,lure,fugu")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print("| game | phones | frames | s | over | acts sent | answered | refused | frame CPU no phones ms "
          "(p50 / p99 / max) | with phones | of it the bridge |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for game in args.games.split(","):
        r = run(game, args.seed)
        print(f"| {r['game']} | {r['phones']} | {r['frames']} | {r['seconds']} | {r['over']} | {r['sent']} | "
              f"{r['answered']} | {r['refused']} | {r['idle']} | {r['busy']} | {r['pump']} |", flush=True)


if __name__ == "__main__":
    main()
