"""The screenshot tool's table of shots (``tools/screenshots.py``: ``SHOTS``), for tests that open the same moments
the README's pictures show."""

from __future__ import annotations

import os
import sys

TOOLS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools")


def screenshot_shots() -> dict:
    """``tools/screenshots.py``'s ``SHOTS``, imported as the tool runs it (the tool sets a home of its own for its
    runs: a test's ``FISHGAMES_HOME`` is kept, or left unset as it was)."""
    return screenshot_tool().SHOTS


def screenshot_tool():
    """The ``tools/screenshots.py`` module (its ``main`` runs the tool), imported as :func:`screenshot_shots` says."""
    home = os.environ.get("FISHGAMES_HOME")
    sys.path.insert(0, TOOLS)
    try:
        import screenshots  # noqa: PLC0415 - the tool, imported as the tool runs it
    finally:
        sys.path.remove(TOOLS)
        if home is None:
            os.environ.pop("FISHGAMES_HOME", None)
    return screenshots
