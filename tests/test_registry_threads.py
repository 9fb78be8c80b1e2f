"""Two threads asking the registry first get every game: the app's disk worker reads the saved games' tables
while the frame loop opens a table (a kiosk start's Fat Fish table once got ``None`` for its spec: the second
thread saw discovery marked done while the first was still importing the games).

Run in a fresh interpreter (the registry is found once a process): the first thread's import of a game is held
until the second thread has asked, so the second thread asks while the games are being found.
"""

from __future__ import annotations

import subprocess
import sys

SCRIPT = r"""
import importlib, threading
from fishgames.core import registry

started, go = threading.Event(), threading.Event()
real = importlib.import_module

def held(name, *args):
    if name.startswith("fishgames.games.") and not started.is_set():
        started.set()
        go.wait(10)  # the first game's import waits until the other thread has asked
    return real(name, *args)

importlib.import_module = held
first = threading.Thread(target=registry.names)
first.start()
started.wait(10)
found = []

def ask():
    try:
        found.append(registry.get("fatfish").name)
    except KeyError as error:
        found.append(f"KeyError {error}")

second = threading.Thread(target=ask)
second.start()
second.join(1.0)  # with the fix it waits for the first thread here; without it, it has its answer already
go.set()
first.join(); second.join()
print(found[0])
"""


def test_a_second_thread_asking_while_the_games_are_found_gets_every_game():
    result = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == "fatfish", result.stdout
