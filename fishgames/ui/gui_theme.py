"""The pygame-gui theme (``assets/theme.json``) with its font paths made absolute.

pygame-gui resolves relative font paths against the working directory, so the app
would lose its DejaVu fonts whenever it is started from elsewhere; the theme file
names them relative to ``assets/`` and this loader fixes them up.
"""

from __future__ import annotations

import json

from fishgames.paths import asset


def load() -> dict:
    data = json.loads(asset("theme.json").read_text(encoding="utf-8"))
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        for entry in font if isinstance(font, list) else [font] if font else []:
            for key, value in list(entry.items()):
                if key.endswith("_path"):
                    entry[key] = str(asset(value))
    return data
