"""Speed figures for the README, in one table per topic.

  python tools/bench.py                 # everything (a few minutes)
  python tools/bench.py --only playouts --seconds 2

Topics: ``playouts`` (headless random games/s and actions/s per game and player count),
with an optional row beside OpenSpiel's games (``bench_openspiel``), ``bots`` (decision time per level, p50/p95),
``kiosk`` (the kiosk's capped pro beside the full pro on the same decisions: the CPU the kiosk budget saves),
``coach`` (the pro tip's answer time at random positions while a pro bot thinks in another process), ``memory``
(RSS across 600 bot-only games: flat from game 100 on?),
``startup`` (process start to the first menu frame), ``frames`` (update+draw per table
scene at the fastest animation speed, and while a pro bot thinks in its worker; then whole
bot-only games of every table plus the Statistics scene with normal storage, a disk that takes
200 ms per write, and a history database locked by another program — the frame loop's own CPU
time per frame, and which thread did the disk work).

  python tools/bench.py --only frames --storage-only    # only the three storage conditions
"""

from __future__ import annotations

import argparse
import copy
import gc
import multiprocessing
import os
import random
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import closing

from _common import KIOSK, ROOT, bot_match, markdown_table, pace, percentile, play_for, playout
from bench_openspiel import bench_openspiel

from fishgames.core import CHANCE, Match, Seat, registry

REFERENCE = ("gofish", 4)  # every playout cell is also given as a ratio to this one, timed in the same rounds


def bench_playouts(seconds: float, names: list[str], rounds: int = 5) -> None:
    """Games/s per game and player count.  The cells take turns in ``rounds`` short slices, each round
    timing the reference cell too; a cell's ratio to the reference is the median over the rounds of
    games per CPU second (``time.process_time``: what this process got, whatever else loads the cores)."""
    cells = [(name, players) for name in names
             for players in range(registry.get(name).min_players, registry.get(name).max_players + 1)]
    timed = cells if REFERENCE in cells else [*cells, REFERENCE]
    totals = {cell: [0, 0, 0.0] for cell in timed}  # games, actions, wall seconds
    ratios: dict[tuple, list[float]] = {cell: [] for cell in cells}
    for _ in range(rounds):
        rates = {}
        for cell in timed:
            spec, players = registry.get(cell[0]), cell[1]
            seed = totals[cell][0]
            games, actions, wall, cpu = play_for(lambda g, s=spec, n=players, b=seed: playout(s, n, b + g),
                                                 seconds / rounds)
            totals[cell][0] += games
            totals[cell][1] += actions
            totals[cell][2] += wall
            rates[cell] = games / cpu
        for cell in cells:
            ratios[cell].append(rates[cell] / rates[REFERENCE])
    rows = []
    for cell in cells:
        games, actions, elapsed = totals[cell]
        rows.append([cell[0], cell[1], f"{games / elapsed:,.0f}", f"{actions / elapsed:,.0f}",
                     f"{statistics.median(ratios[cell]):.2f}"])
    print(f"\n### Headless random playouts ({rounds} rounds of {seconds / rounds:.2f} s per cell; games/s and "
          f"actions/s wall-clock; ratio = games per CPU second ÷ {REFERENCE[0]} {REFERENCE[1]}p's in the same "
          f"round, median; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)\n")
    print(markdown_table(["game", "players", "games/s", "actions/s", "ratio"], rows))


def bench_kiosk_paired(games: int, names: list[str], first_seed: int = 0) -> None:
    """The kiosk pro's decision CPU time beside the full pro's on the very same decisions (4 players, the kiosk
    pro in a rotating seat among normals): the ratio of their p95s, which load cannot skew much."""
    from fishgames.bots.budgets import KIOSK_BUDGETS

    rows = []
    for name in names:
        if name not in KIOSK_BUDGETS:
            continue
        spec = registry.get(name)
        players = min(max(spec.min_players, 4), spec.max_players)
        cpu: list[float] = []
        full: list[float] = []
        for seed in range(first_seed, first_seed + games):
            seat = seed % players
            match = bot_match(spec, [f"pro{KIOSK}" if i == seat else "normal" for i in range(players)], seed)
            own = spec.make_bot("pro", seat, match.config)
            uncapped = {attr: getattr(own, attr) for attr in KIOSK_BUDGETS[name]}
            match.bots[seat] = PairedTimedBot(match.bots[seat], uncapped, cpu, full)
            match.play_to_end()
        kiosk95, full95 = percentile(cpu, 0.95), percentile(full, 0.95)
        rows.append([name, len(cpu), f"{1000 * percentile(full, 0.5):.0f}", f"{1000 * full95:.0f}",
                     f"{1000 * percentile(cpu, 0.5):.0f}", f"{1000 * kiosk95:.0f}", f"{kiosk95 / full95:.2f}"])
        print(markdown_table(HEADER_PAIRED, rows[-1:]).splitlines()[-1], flush=True)
    print(f"\n### Kiosk pro beside the full pro, CPU ms on the same decisions (load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)\n")
    print(markdown_table(HEADER_PAIRED, rows))


HEADER_PAIRED = ["game", "decisions", "pro CPU p50", "pro CPU p95", "kiosk CPU p50", "kiosk CPU p95", "p95 ratio"]


class TimedBot:
    """Wraps a bot and records how long each decision took: wall clock, and the process's CPU time (what the
    decision takes on a core of its own, whatever else loads the machine)."""

    def __init__(self, bot, times: list[float], cpu: list[float] | None = None):
        self.bot, self.times, self.cpu = bot, times, cpu if cpu is not None else []

    def choose(self, view, legal, rng):
        started, used = time.perf_counter(), time.process_time()
        action = self.bot.choose(view, legal, rng)
        self.times.append(time.perf_counter() - started)
        self.cpu.append(time.process_time() - used)
        return action

    def observe(self, event):
        observe = getattr(self.bot, "observe", None)
        if observe:
            observe(event)


class PairedTimedBot(TimedBot):
    """Times a capped bot's decision and, just before it on the same view and stream state, the same bot
    uncapped (``uncapped``: its budget attributes at the level's own): both in the same seconds of load, so their
    CPU ratio is the cap's saving whatever the load.  Only the capped bot's move is played."""

    def __init__(self, bot, uncapped: dict, cpu: list[float], full_cpu: list[float]):
        super().__init__(bot, [], cpu)
        self.uncapped, self.full_cpu = uncapped, full_cpu

    def choose(self, view, legal, rng):
        full = copy.deepcopy(self.bot)
        for name, value in self.uncapped.items():
            setattr(full, name, value)
        shadow = random.Random()
        shadow.setstate(rng.getstate())
        used = time.process_time()
        full.choose(view, legal, shadow)
        self.full_cpu.append(time.process_time() - used)
        return super().choose(view, legal, rng)


#: Go Fish 4p random playouts per CPU second on a quiet machine (2026-12-02, load 0.8: the playout table).
QUIET_REFERENCE_RATE = 6_600


def reference_rate(cpu_seconds: float = 0.3) -> float:
    """Go Fish 4p random playouts per CPU second, now.  On these shared machines a crowd slows even a process's
    CPU seconds (at load 20, ~4.5x: shared cores and caches), so CPU time alone is not a quiet figure."""
    spec, started, games = registry.get(REFERENCE[0]), time.process_time(), 0
    while time.process_time() - started < cpu_seconds:
        playout(spec, REFERENCE[1], games)
        games += 1
    return games / (time.process_time() - started)


def bench_bots(games: int, names: list[str], levels: list[str] | None = None, first_seed: int = 0,
               count: int | None = None) -> None:
    """Decision times with the measured bot in a rotating seat among normals.  The "quiet" columns scale each
    CPU time by the reference playout rate measured just before its game (÷ the quiet rate): what a quiet
    core would take, whatever the load.  A level ``pro@kiosk`` is the pro with the kiosk's think budget.
    ``count``: that many players where a game allows it (1: Fugu's solo), else 4 within the game's range."""
    rows = []
    for name in names:
        spec = registry.get(name)
        players = min(max(spec.min_players, count or 4), spec.max_players)
        for level in [lv for lv in spec.levels if not levels or lv in levels] + \
                [lv for lv in levels or () if lv.endswith(KIOSK) and lv.removesuffix(KIOSK) in spec.levels]:
            times: list[float] = []
            cpu: list[float] = []
            quiet: list[float] = []
            for seed in range(first_seed, first_seed + games):
                seat = seed % players
                match = bot_match(spec, [level if i == seat else "normal" for i in range(players)], seed)
                match.bots[seat] = TimedBot(match.bots[seat], times, cpu)
                slowdown = reference_rate() / QUIET_REFERENCE_RATE
                before = len(cpu)
                match.play_to_end()
                quiet += [t * slowdown for t in cpu[before:]]
            rows.append([name, level, players, len(times), f"{1000 * percentile(times, 0.5):.1f}",
                         f"{1000 * percentile(times, 0.95):.1f}", f"{1000 * max(times):.0f}",
                         *(f"{1000 * percentile(cpu, q):.1f}" for q in (0.5, 0.95)), f"{1000 * max(cpu):.0f}",
                         *(f"{1000 * percentile(quiet, q):.0f}" for q in (0.5, 0.95))])
            print(markdown_table(HEADER_BOTS, rows[-1:]).splitlines()[-1], flush=True)  # a long run reports as it goes
    print(f"\n### Bot decision time (ms; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)\n")
    print(markdown_table(HEADER_BOTS, rows))


HEADER_BOTS = ["game", "level", "players", "decisions", "p50", "p95", "max", "CPU p50", "CPU p95", "CPU max",
               "quiet p50", "quiet p95"]


def coach_positions(name: str, samples: int, seed: int = 0, kiosk: bool = False):
    """``samples`` positions of seat 0 in bot-only games of ``name`` (normal bots, 3 players where the game
    allows): each as (the coach's bot for seat 0, having heard the game so far, view, legal actions, rng state);
    ``kiosk``: the coach as a kiosk asks it (its think budget capped by the kiosk's)."""
    from fishgames.bots.advice import coach_bot
    from fishgames.ui.coach import coach_level

    spec = registry.get(name)
    players = min(max(spec.min_players, 3), spec.max_players)
    picker = random.Random(seed)
    found = []
    while len(found) < samples:
        match = Match(spec, spec.config(players), [Seat("bot", "normal")] * players, picker.randrange(10**9))
        while not match.state.is_over() and len(found) < samples:
            match.resolve_chance()
            waiting = [s for s in match.state.to_act() if s != CHANCE]
            if not waiting:
                break
            if waiting[0] == 0 and picker.random() < 0.3:
                bot = coach_bot(spec, coach_level(spec), 0, match.config, kiosk=kiosk)
                state = spec.new_state(match.config)
                for actor, text in match.record.actions:
                    for event in state.apply(actor, spec.parse_action(text)):
                        seen = event.seen_by(0)
                        if seen is not None:
                            bot.observe(seen)
                view, legal = match.bot_request(0)
                found.append((bot, view, legal, random.Random(len(found)).getstate()))
            match.apply(waiting[0], match.bot_decide(waiting[0]))
    return found


def keep_a_bot_thinking(stop) -> None:
    """A pro bot deciding without pause in another process, as while bots think during a human's turn."""
    spec = registry.get("fischen")
    seed = 0
    while not stop.is_set():
        match = Match(spec, spec.config(4), [Seat("bot", "pro")] * 4, seed)
        while not match.state.is_over() and not stop.is_set():
            match.resolve_chance()
            waiting = [s for s in match.state.to_act() if s != CHANCE]
            if not waiting:
                break
            match.apply(waiting[0], match.bot_decide(waiting[0]))
        seed += 1


def bench_coach(samples: int, names: list[str], kiosk: bool = False, first_seed: int = 0) -> None:
    """The coach's answer time (its bot's decision and the reason in words, as the worker runs them) at random
    positions of seat 0, while a pro bot thinks in another process; ``kiosk``: as a kiosk asks it.  The "quiet"
    columns scale each answer's CPU time by the reference playout rate timed before every tenth answer."""
    from fishgames.bots.advice import advise

    stop = multiprocessing.Event()
    thinker = multiprocessing.Process(target=keep_a_bot_thinking, args=(stop,), daemon=True)
    thinker.start()
    rows = []
    try:
        for name in names:
            times, cpu, quiet = [], [], []
            for index, (bot, view, legal, rng_state) in enumerate(
                    coach_positions(name, samples, first_seed, kiosk)):
                if index % 10 == 0:
                    slowdown = reference_rate() / QUIET_REFERENCE_RATE
                started, used = time.perf_counter(), time.process_time()
                advise(bot, view, legal, rng_state)
                times.append(time.perf_counter() - started)
                cpu.append(time.process_time() - used)
                quiet.append(cpu[-1] * slowdown)
            rows.append([name, len(times), *(f"{1000 * percentile(times, q):.0f}" for q in (0.5, 0.95)),
                         f"{1000 * max(times):.0f}", *(f"{1000 * percentile(cpu, q):.0f}" for q in (0.5, 0.95)),
                         *(f"{1000 * percentile(quiet, q):.0f}" for q in (0.5, 0.95))])
            print(markdown_table(HEADER_COACH, rows[-1:]).splitlines()[-1], flush=True)
    finally:
        stop.set()
        thinker.join(10)
    load = os.getloadavg()[0]
    print(f"\n### Coach answer time (ms){' on a kiosk' if kiosk else ''}, a pro bot thinking meanwhile "
          f"(load average {load:.1f} on {os.cpu_count()} cores)\n")
    print("CPU: the answer's own processor time; quiet: that scaled to a quiet core of this machine.\n")
    print(markdown_table(HEADER_COACH, rows))


HEADER_COACH = ["game", "answers", "p50", "p95", "max", "CPU p50", "CPU p95", "quiet p50", "quiet p95"]


def rss_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def memory_marks(name: str, games: int) -> tuple[str, int, list[str]]:
    """RSS after 10, 100 and ``games`` normal-bot games of one game in this process, and the growth
    from game 100 to the last (the budget: at most +1 MB)."""
    spec = registry.get(name)
    players = min(4, spec.max_players)
    marks = {}
    for seed in range(games):
        match = Match(spec, spec.config(players), [Seat("bot", "normal")] * players, seed)
        match.play_to_end()
        del match
        if seed + 1 in (10, 100, games):
            gc.collect()
            marks[seed + 1] = rss_mb()
    growth = marks[games] - marks[100]
    return name, players, [f"{marks[10]:.1f}", f"{marks[100]:.1f}", f"{marks[games]:.1f}", f"{growth:+.1f}"]


def bench_memory(games: int, names: list[str]) -> None:
    # each game in a freshly spawned interpreter: a process that already ran other benches keeps
    # their high-water heap, which would hide any growth
    context = multiprocessing.get_context("spawn")
    rows = []
    for name in names:
        with ProcessPoolExecutor(1, mp_context=context) as pool:
            name, players, marks = pool.submit(memory_marks, name, games).result()
        rows.append([name, players, *marks])
    print("\n### Memory (RSS in MB of a fresh process after N normal-bot games)\n")
    print(markdown_table(["game", "players", "after 10", "after 100", f"after {games}", f"100 → {games}"], rows))


def bench_startup(runs: int) -> None:
    times = []
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "FISHGAMES_HOME": "/tmp/fishgames-bench-home"}
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "fishgames", "--smoke-frames", "1"], cwd=ROOT, env=env, check=True)
        times.append(time.perf_counter() - started)
    print("\n### Start-up to the first menu frame (whole process, incl. interpreter)\n")
    print(markdown_table(["runs", "median", "max"],
                         [[runs, f"{statistics.median(times):.2f} s", f"{max(times):.2f} s"]]))


SLOW_WRITE_S = 0.2  # the "slow disk": every Storage file write takes this long first
STORAGE_CONDITIONS = ("normal", "slow disk", "locked history")
FRAME_BUDGET = 1 / 60
RESULTS_FRAMES = 60  # frames on each game's results scene before the next table
STATS_WAIT_S = 120.0  # at most this long (60 fps pacing) for the Statistics scene to get its figures
#: Another program holding the history: an exclusive transaction that is never committed.
LOCKER = """import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.read()
"""


class DiskCalls:
    """Counts storage calls by thread (the frame loop's main thread or another) and their time."""

    def __init__(self):
        self._lock = threading.Lock()
        self.calls: dict[str, list] = {}  # kind -> [on main thread, on other threads, seconds]

    def wrap(self, owner, attr: str, kind: str) -> None:
        original = getattr(owner, attr)

        def counted(*args, **kwargs):
            started = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                main = threading.current_thread() is threading.main_thread()
                with self._lock:
                    entry = self.calls.setdefault(kind, [0, 0, 0.0])
                    entry[0 if main else 1] += 1
                    entry[2] += time.perf_counter() - started

        setattr(owner, attr, counted)


def storage_frames(condition: str, names: list[str]) -> dict:
    """Whole bot-only games of ``names`` (one each, most players, random bots inline, "fast" animation,
    autosave on), each followed by its results scene, then the Statistics scene, through the real App
    under one storage condition.  Runs in a fresh process (cold art caches in every condition, and
    the patches stay there); frames are stepped back to back, the Statistics wait is paced at 60 fps."""
    import fishgames.storage as storage_module
    from fishgames.disk import DiskWorker
    from fishgames.storage import Storage

    home = tempfile.mkdtemp(prefix="fishgames-bench-storage-")
    os.environ["FISHGAMES_HOME"] = home
    history = Storage(home).history_path
    locker = None
    if condition == "locked history":
        Storage(home).games()  # a real, migrated history for the other program to lock
        locker = subprocess.Popen([sys.executable, "-c", LOCKER, str(history)], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True)
        if locker.stdout.readline().strip() != "locked":
            raise RuntimeError("the locking process did not get its lock")
        try:
            with closing(sqlite3.connect(history, timeout=0)) as probe:
                probe.execute("SELECT count(*) FROM games").fetchone()
            raise RuntimeError("the history is not locked")
        except sqlite3.OperationalError:
            pass  # "database is locked": as intended
    if condition == "slow disk":
        write = storage_module.atomic_write_text

        def slow_write(*args, **kwargs):
            time.sleep(SLOW_WRITE_S)
            return write(*args, **kwargs)

        storage_module.atomic_write_text = slow_write
    calls = DiskCalls()
    calls.wrap(storage_module, "atomic_write_text", "file writes")  # autosaves and settings
    calls.wrap(Storage, "record_game", "history writes")
    calls.wrap(Storage, "games", "history queries")  # what Storage.summary reads
    calls.wrap(Storage, "clear_autosave", "autosave removals")
    calls.wrap(DiskWorker, "save_autosave", "autosaves handed over")

    from frames import DT, _app

    from fishgames.core import Seat
    from fishgames.ui import games
    from fishgames.ui.scene import Push, Reset
    from fishgames.ui.scenes.statistics import StatisticsScene

    app = _app(home, workers=False)
    messages: list[str] = []
    notify = app.notify
    app.notify = lambda key, **params: (messages.append(key), notify(key, **params))
    # (frame key "where #n", main-thread cpu s, wall s, cpu s of garbage collections on the main thread)
    samples: list[tuple[str, float, float, float]] = []
    counts: dict[str, int] = {}
    collecting = {"started": 0.0, "frame": 0.0}

    def on_gc(phase: str, info: dict) -> None:
        # a collection runs on whichever thread's allocation sets it off, so the worker's allocations move
        # the main thread's collections to other frames: they are shown, not hidden
        if threading.current_thread() is threading.main_thread():
            if phase == "start":
                collecting["started"] = time.thread_time()
            else:
                collecting["frame"] += time.thread_time() - collecting["started"]

    gc.callbacks.append(on_gc)

    def step(where: str) -> None:
        collecting["frame"] = 0.0
        started, cpu_started = time.perf_counter(), time.thread_time()
        app.step(DT)
        cpu_s, wall_s = time.thread_time() - cpu_started, time.perf_counter() - started
        counts[where] = counts.get(where, 0) + 1
        samples.append((f"{where} #{counts[where]}", cpu_s, wall_s, collecting["frame"]))

    finished = 0
    started_run = time.perf_counter()
    try:
        for seed, name in enumerate(names):
            spec = games.spec(name)
            seats = [Seat("bot", "random", games.bot_name(i)) for i in range(spec.max_players)]
            table = games.start_scene(app, name, seats, seed=seed,
                                      level="random" if "random" in spec.levels else "normal")
            app.stack.apply(Reset(table))
            step(f"{name} 1st frame")
            while app.stack.top is table and len(samples) < 200_000:
                step(name)
            samples[-1] = (f"{name} last frame", *samples[-1][1:])  # the game ended: it built the results
            finished += not table.match.state.to_act()
            for _ in range(RESULTS_FRAMES):
                step(f"{name} results")
        stats = StatisticsScene(app)
        app.stack.apply(Push(stats))
        next_frame, deadline = time.perf_counter(), time.perf_counter() + STATS_WAIT_S
        while stats.loading and time.perf_counter() < deadline:
            step("statistics")
            if not stats.loading:  # the figures arrived: this frame built the scene's tabs
                samples[-1] = ("statistics loaded", *samples[-1][1:])
            next_frame = pace(next_frame, DT)
        stats_loaded = not stats.loading
        waited = counts.get("statistics", 0)
        for _ in range(RESULTS_FRAMES):
            step("statistics")
        idle = app.disk.wait_idle(STATS_WAIT_S)
        elapsed = time.perf_counter() - started_run
    finally:
        gc.callbacks.remove(on_gc)
        app.close()
        if locker is not None:
            locker.stdin.close()  # the other program ends its transaction (rolled back) and exits
            try:
                locker.wait(10)
            except subprocess.TimeoutExpired:
                locker.kill()
    with closing(sqlite3.connect(history)) as db:
        recorded = db.execute("SELECT count(*) FROM games").fetchone()[0]
    autosaves_left = len(list(Storage(home).autosave_dir.glob("*.json")))
    shutil.rmtree(home, ignore_errors=True)
    return {"condition": condition, "samples": samples, "games": finished, "recorded": recorded,
            "autosaves_left": autosaves_left, "stats_loaded": stats_loaded, "stats_wait": waited,
            "idle": idle, "seconds": elapsed, "calls": calls.calls,
            "messages": [f"{key} ×{messages.count(key)}" for key in sorted(set(messages))],
            "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")}


def builds_a_scene(key: str) -> bool:
    """A table's first frame (art caches, layout), its last (the game ends: the results scene and its
    pygame_gui buttons are built), a results scene's second frame, the Statistics scene's first and the one
    in which its figures arrive (its tabs are built)."""
    return ("1st frame" in key or "last frame" in key or key.endswith("results #1") or key == "statistics #1"
            or key.startswith("statistics loaded"))


def bench_storage_frames(names: list[str]) -> None:
    from frames import table_games

    built, _ = table_games()
    names = [name for name in names if name in built]
    context = multiprocessing.get_context("spawn")
    results = []
    for condition in STORAGE_CONDITIONS:  # one fresh process each: same cold caches, patches stay there
        with ProcessPoolExecutor(1, mp_context=context) as pool:
            results.append(pool.submit(storage_frames, condition, names).result())

    def ms(value: float) -> str:
        return f"{1000 * value:.1f}"

    def by_thread(r: dict, kind: str) -> str:
        main, other, seconds = r["calls"].get(kind, [0, 0, 0.0])
        return f"{other} / {main}" + (f" ({seconds:.1f} s)" if other + main else "")

    rows = []
    for r in results:
        cpu = [sample[1] for sample in r["samples"]]
        wall = [sample[2] for sample in r["samples"]]
        rest = [sample[1] for sample in r["samples"] if not builds_a_scene(sample[0])]
        r["cpu"] = {key: (cpu_s, gc_s) for key, cpu_s, _, gc_s in r["samples"]}
        rows.append([r["condition"], len(cpu), f"{r['games']} / {r['recorded']} / {r['autosaves_left']}",
                     ms(percentile(cpu, 0.5)), ms(percentile(cpu, 0.99)), ms(max(cpu)),
                     sum(1 for c in cpu if c > FRAME_BUDGET), ms(max(rest)),
                     sum(1 for c in rest if c > FRAME_BUDGET), ms(max(wall)),
                     sum(1 for w in wall if w > FRAME_BUDGET), by_thread(r, "file writes"),
                     by_thread(r, "history writes"), by_thread(r, "history queries"),
                     by_thread(r, "autosave removals")])
    print(f"\n### Frames with slow or locked storage (one whole bot-only game each of {', '.join(names)}, "
          "then Statistics; ms of the main thread's CPU per frame unless \"wall\")\n")
    print(markdown_table(
        ["storage", "frames", "games ended / recorded / autosaves left", "cpu p50", "cpu p99", "cpu max",
         "cpu > 16.7 ms", "cpu max, other frames", "other frames > 16.7 ms", "wall max", "wall > 16.7 ms",
         "file writes worker / main (time)", "history writes worker / main (time)",
         "history queries worker / main (time)", "autosave removals worker / main"], rows))
    print()
    for r in results:
        asked = r["calls"].get("autosaves handed over", [0, 0, 0.0])[0]
        written = r["calls"].get("file writes", [0, 0, 0.0])[1]
        waited = f"{r['stats_wait']} frame{'s' if r['stats_wait'] != 1 else ''}"
        loaded = f"loaded after {waited}" if r["stats_loaded"] else "**never loaded**"
        print(f"- {r['condition']}: {r['seconds']:.0f} s, load average {r['load']:.1f}; {asked} autosaves "
              f"handed to the worker, {written} files written; Statistics {loaded}; "
              f"worker {'idle at the end' if r['idle'] else '**still busy**'}; "
              f"messages: {', '.join(r['messages']) or 'none'}")
    # the frames are the same in every condition (stepped time, same seeds, as long as nobody edits the
    # games between the runs; a table's first and last frame are named alike anyway): compare one by one
    over = [key for key, *_ in results[0]["samples"]
            if any(r["cpu"].get(key, (0.0, 0.0))[0] > FRAME_BUDGET for r in results)]
    over += sorted({key for r in results for key, cpu_s, *_ in r["samples"]
                    if cpu_s > FRAME_BUDGET and key not in over})

    def cell(r: dict, key: str) -> str:
        if key not in r["cpu"]:
            return "—"
        cpu_s, gc_s = r["cpu"][key]
        return ms(cpu_s) + (f" (gc {ms(gc_s)})" if gc_s >= 0.001 else "")

    print("\nEvery frame over 16.7 ms of main-thread CPU in any condition, the same frame in each (ms; "
          "\"gc\": Python's garbage collector on the main thread in that frame; \"builds\": a scene is built or "
          "first drawn in it):\n")
    print(markdown_table(["frame", *(r["condition"] for r in results), ""],
                         [[key, *(cell(r, key) for r in results), "builds" if builds_a_scene(key) else ""]
                          for key in over]))
    for r in results:
        collections = [(key, gc_s) for key, _, _, gc_s in r["samples"] if gc_s >= 0.005]
        print(f"\n{r['condition']}: frames with over 5 ms of main-thread garbage collection: "
              + (", ".join(f"{key} {ms(gc_s)}" for key, gc_s in collections) or "none"))
    print(f"\nSlow disk: every Storage file write sleeps {SLOW_WRITE_S * 1000:.0f} ms first. Locked history: "
          "another process holds BEGIN EXCLUSIVE on history.sqlite3 all run, so each history call waits the "
          "5 s busy timeout. \"worker / main\": calls on the disk worker thread / on the frame loop's "
          "thread. Wall times include waiting for a CPU (load average above, on "
          f"{os.cpu_count()} cores).")


def bench_frames(frames: int, names: list[str], storage_only: bool = False) -> None:
    from frames import measure_tables

    if not storage_only:
        measure_tables(frames, only=names)
    bench_storage_frames(names)


TOPICS = {"playouts": bench_playouts, "bots": bench_bots, "kiosk": bench_kiosk_paired, "coach": bench_coach,
          "memory": bench_memory, "startup": bench_startup, "frames": bench_frames}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", action="append", choices=TOPICS)
    parser.add_argument("--seconds", type=float, default=3.0, help="per playout cell (all rounds together)")
    parser.add_argument("--rounds", type=int, default=5, help="playouts: rounds the cells take turns in")
    parser.add_argument("--games", type=int, default=20, help="games per bot level")
    parser.add_argument("--level", action="append",
                        help="bots: only these levels (e.g. pro; pro@kiosk: the pro with the kiosk's think budget)")
    parser.add_argument("--answers", type=int, default=60, help="coach answers timed per game")
    parser.add_argument("--frames", type=int, default=900, help="frames per table scene")
    parser.add_argument("--game", action="append", choices=registry.names(),
                        help="only these games")
    parser.add_argument("--kiosk", action="store_true", help="coach: as a kiosk asks it (its think budget)")
    parser.add_argument("--first-seed", type=int, default=0, help="bots and coach: the first game's seed")
    parser.add_argument("--players", type=int, help="bots: this player count where a game allows it (default 4)")
    parser.add_argument("--storage-only", action="store_true",
                        help="frames: only the normal / slow disk / locked history runs")
    args = parser.parse_args(argv)
    names = args.game or registry.names()
    for topic in args.only or TOPICS:
        if topic == "playouts":
            bench_playouts(args.seconds, names, args.rounds)
            bench_openspiel(args.seconds, args.rounds, names)
        elif topic == "bots":
            bench_bots(args.games, names, args.level, args.first_seed, args.players)
        elif topic == "kiosk":
            bench_kiosk_paired(args.games, names, args.first_seed)
        elif topic == "coach":
            bench_coach(args.answers, names, args.kiosk, args.first_seed)
        elif topic == "memory":
            bench_memory(600, names)
        elif topic == "startup":
            bench_startup(5)
        else:
            bench_frames(args.frames, names, args.storage_only)


if __name__ == "__main__":
    main()
