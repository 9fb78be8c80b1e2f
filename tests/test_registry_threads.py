"""Two threads asking the registry for a game first both get it: the app's disk worker reads the saved games'
tables while the frame loop opens a table (a kiosk start's Fat Fish table once got ``None`` for its spec: the
second thread saw discovery marked done while the first was still importing the games).  Games are imported when
first asked for (``registry.get``), so the second thread asks for the game the first is importing.

Run in a fresh interpreter (a game is imported once a process): the first thread's import of the game is held
until the second thread has asked, so the second thread asks while the game is being imported.
"""

from __future__ import annotations

import subprocess
import sys

SCRIPT = r"""
import importlib, sys, threading, time
from fishgames.core import registry

started, go = threading.Event(), threading.Event()
real = importlib.import_module

def held(name, *args):
    if name.startswith("fishgames.games.") and not started.is_set():
        started.set()
        go.wait(10)  # the first game's import waits until the other thread has asked
    return real(name, *args)

importlib.import_module = held
first = threading.Thread(target=registry.get, args=("fatfish",))
first.start()
started.wait(10)
found = []

def ask():
    try:
        found.append(registry.get("fatfish").name)
    except KeyError as error:
        found.append(f"KeyError {error}")

def at_the_lock():
    # In ``_load``: past the spec it did not find, at the lock the first thread holds while it imports.
    frame = sys._current_frames().get(second.ident)
    return frame is not None and frame.f_code.co_name == "_load"

second = threading.Thread(target=ask)
second.start()
deadline = time.monotonic() + 10  # (was a second's join: the same moment, reached as soon as it comes)
while second.is_alive() and not at_the_lock() and time.monotonic() < deadline:
    time.sleep(0.001)  # it waits for the first thread's import here (or has its answer already: the bug)
go.set()
first.join(); second.join()
print(found[0])
"""


def test_a_second_thread_asking_while_the_game_is_imported_gets_it():
    result = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == "fatfish", result.stdout
