"""Only the game a player opens is imported (issue 33: memory): the registry imports a game's package when the game
is first asked for by name, so the menu and a table of one game never hold the other games' rules, bots and
tables (3.8 MB of the four a Lure table does not play, ``tools/README.md``, mem16b).

Each check runs in a fresh interpreter: the test process has imported every game long before.
"""

from __future__ import annotations

import subprocess
import sys

OTHERS = "{m.split('.')[2] for m in sys.modules if m.startswith('fishgames.games.') and m.count('.') >= 2} - {'register', 'lure'}"

REGISTRY = f"""
import sys
from fishgames.core import registry
assert registry.names() == list(registry.ALL_GAMES), registry.names()
assert not [m for m in sys.modules if m.startswith('fishgames.games.')], 'names() imported a game'
spec = registry.get('lure')
assert spec.max_players == 5 and 'pro' in spec.levels
print(sorted({OTHERS}))
"""

APP = f"""
import os, sys, tempfile
os.environ['SDL_VIDEODRIVER'] = os.environ['SDL_AUDIODRIVER'] = 'dummy'
os.environ['FISHGAMES_HOME'] = tempfile.mkdtemp()
from fishgames.core import Seat
from fishgames.ui import games
from fishgames.ui.app import App
from fishgames.ui.scene import Push, Reset
app = App(bot_workers=False, windowed=True)
for _ in range(5):
    app.step(1 / 60)
app.stack.apply(app.stack.top.open_game('lure'))  # the menu's Lure tile: its set-up
for _ in range(5):
    app.step(1 / 60)
seats = [Seat('bot', 'easy', games.bot_name(i)) for i in range(5)]
app.stack.apply(Reset(games.start_scene(app, 'lure', seats, seed=1, level='easy')))
for _ in range(30):
    app.step(1 / 60)
assert type(app.stack.top).__name__ == 'LureTable', app.stack.top
app.close()
print(sorted({OTHERS}))
"""


def run(script: str) -> str:
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout.strip()


def test_asking_for_one_game_imports_no_other():
    assert run(REGISTRY) == "[]"


def test_the_menu_a_set_up_and_a_table_of_lure_import_no_other_game():
    assert run(APP) == "[]"
