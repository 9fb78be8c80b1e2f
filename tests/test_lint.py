"""The code keeps the lint rules in ``pyproject.toml`` (``[tool.ruff]``): unused names, import order, bugbear's
traps, old syntax.  Run with the suite so a slip shows in CI, not in the next engineer's editor."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_code_keeps_the_lint_rules():
    found = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "fishgames", "tools", "tests"],
                           cwd=ROOT, capture_output=True, text=True)
    assert found.returncode == 0, found.stdout[-3000:] + found.stderr[-1000:]
