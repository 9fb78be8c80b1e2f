"""The kiosk's systemd units (tools/kiosk/): systemd itself accepts them, they start ``--kiosk`` and bring
it back whenever it ends, and the kiosk app ends when systemd stops it.  (That a kiosk app survives SIGHUP —
the unit's TTYVHangup sends one — is tested in test_bot_workers.test_kiosk_app_ignores_sighup.)"""

from __future__ import annotations

import configparser
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
KIOSK = REPO / "tools" / "kiosk"
UNITS = sorted(KIOSK.glob("*.service"))


def test_there_is_a_wayland_and_an_x_unit():
    assert [u.name for u in UNITS] == ["fishgames-kiosk-wayland.service", "fishgames-kiosk-x11.service"]


def service(unit: Path) -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None, strict=False, comment_prefixes=("#", ";"))
    parser.optionxform = str
    parser.read_string(unit.read_text())
    return parser


@pytest.mark.parametrize("unit", UNITS, ids=lambda u: u.name)
def test_the_unit_starts_the_kiosk_and_restarts_it_at_a_sane_pace(unit):
    parsed = service(unit)
    argv = shlex.split(parsed["Service"]["ExecStart"])
    assert argv[argv.index("/opt/fishgames/fishgames") + 1:][:1] == ["--kiosk"]
    assert parsed["Service"]["Restart"] == "always"
    assert 1 <= float(parsed["Service"]["RestartSec"]) <= 10  # quick, but no busy loop when it cannot start
    assert parsed["Unit"]["StartLimitIntervalSec"] == "0"  # systemd never gives up on it
    assert parsed["Service"]["User"] != "root"
    assert parsed["Install"]["WantedBy"] == "graphical.target"


def test_the_x_server_never_blanks_the_screen():
    argv = shlex.split(service(KIOSK / "fishgames-kiosk-x11.service")["Service"]["ExecStart"])
    server = argv[argv.index("--") + 1:]
    assert server[server.index("-s") + 1] == "0" and "-dpms" in server


@pytest.mark.skipif(shutil.which("systemd-analyze") is None,
                    reason="systemd-analyze is not installed (Debian: apt-get install systemd)")
@pytest.mark.parametrize("unit", UNITS, ids=lambda u: u.name)
def test_systemd_analyze_verify_accepts_the_unit(unit, tmp_path):
    """No errors and no warnings (an unknown or misspelt key is only a warning, so the output must be
    empty).  verify also insists that ExecStart's program exists on this machine; the compositor or X
    starter of a kiosk need not be installed here, so a missing one is replaced by a stub of the same
    name — the rest of the unit is checked as written."""
    text = unit.read_text()
    program = shlex.split(service(unit)["Service"]["ExecStart"])[0]
    if not Path(program).exists():
        stub = tmp_path / "bin" / Path(program).name
        stub.parent.mkdir()
        stub.write_text("#!/bin/sh\n")
        stub.chmod(0o755)
        text = text.replace(f"ExecStart={program} ", f"ExecStart={stub} ")
    copy = tmp_path / unit.name
    copy.write_text(text)
    done = subprocess.run(["systemd-analyze", "verify", str(copy)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout + done.stderr == "", done.stdout + done.stderr


_TERMINATED = r"""
import os, signal, sys
sys.path.insert(0, sys.argv[1])
from fishgames.ui import app as ui_app
frames = []
step = ui_app.App.step
def counting_step(self, dt):
    frames.append(dt)
    if len(frames) == 10:
        os.kill(os.getpid(), signal.SIGTERM)  # what systemctl stop sends
    step(self, dt)
ui_app.App.step = counting_step
from fishgames.app import main
status = main(["--kiosk", "--smoke-frames", "600"])
print("frames", len(frames), "status", status, flush=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="systemd and SIGTERM are for the Linux kiosk")
def test_systemctl_stop_ends_a_kiosk_app_cleanly(tmp_path):
    """SDL turns SIGTERM into a window close, which a kiosk ignores: without its own handler the app ran
    on (here: all 600 frames; under systemd: 90 s until SIGKILL)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "FISHGAMES_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", _TERMINATED, str(REPO)], capture_output=True, text=True,
                          timeout=300, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    words = done.stdout.split()
    assert words[words.index("status") + 1] == "0"
    assert int(words[words.index("frames") + 1]) < 600  # the loop ended at the signal, not at its frame limit
