"""The running app never loads OpenSSL's libcrypto: ``hashlib``, ``hmac`` and ``secrets`` map it into the process
(3.5 MB of resident memory, issue 33's memory budget), and no table needs it — only typing or setting a kiosk PIN
(``fishgames.pin``) and the phones' server load it, when they are used."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from fishgames import pin
from fishgames.core import codes

REPO = Path(__file__).resolve().parents[2]

#: The app opened (the menu drawn), a busy Fat Fish table played for a few frames, then the modules loaded.
PLAY = """
import json, sys
from fishgames.core.record import Seat
from fishgames.ui import games
from fishgames.ui.app import App
from fishgames.ui.scene import Reset

app = App(bot_workers=False, windowed=True)
app.update_settings(animation_speed="fast", sound=False)
app.step(1 / 60)
seats = [Seat("bot", "random", games.bot_name(i)) for i in range(4)]
app.stack.apply(Reset(games.start_scene(app, "fatfish", seats, level="normal")))
for _ in range(30):
    app.step(1 / 60)
app.close()
print(json.dumps(sorted(sys.modules)))
"""

#: What maps libcrypto into the process when imported (``hashlib`` imports ``_hashlib`` at once).
LIBCRYPTO = {"_hashlib", "hashlib", "hmac", "secrets", "ssl", "_ssl"}


def test_the_menu_and_a_table_never_load_libcrypto(fishgames_home):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "FISHGAMES_HOME": str(fishgames_home)}
    done = subprocess.run([sys.executable, "-c", PLAY], cwd=REPO, env=env, check=True, capture_output=True, text=True)
    loaded = set(json.loads(done.stdout.strip().splitlines()[-1]))
    assert "fishgames.games.fatfish.scene" in loaded  # the table really was played
    assert not LIBCRYPTO & loaded, sorted(LIBCRYPTO & loaded)


def test_a_new_seed_is_drawn_from_the_systems_entropy():
    seeds = {codes.random_seed() for _ in range(200)}
    assert all(0 <= seed < codes.SEED_LIMIT for seed in seeds) and len(seeds) > 190


def test_a_pin_set_and_typed_still_hashes_and_matches():
    stored = pin.hashed("4711")
    assert stored != pin.hashed("4711")  # a new salt each time
    assert pin.matches("4711", stored) and not pin.matches("4712", stored)
    assert pin.matches("1234", pin.DEFAULT)
