"""The pygame-gui theme (``assets/theme.json``) with its font paths made absolute.

pygame-gui resolves relative font paths against the working directory, so the app
would lose its DejaVu fonts whenever it is started from elsewhere; the theme file
names them relative to ``assets/`` and this loader fixes them up.

:class:`LoadedHere` is the manager's resource loader: pygame-gui's default loads the theme's fonts and images
on threads of its own, and only the main thread may touch pygame (``tests/test_pygame_main_thread.py``).
"""

from __future__ import annotations

import json
import warnings

from pygame_gui.core.resource_loaders import IResourceLoader

from fishgames.paths import asset


class LoadedHere(IResourceLoader):
    """pygame-gui's fonts and images loaded at once, on the thread that asks (the frame loop's): "started"
    from the first, so the theme loads each resource as it names it, as pygame-gui does with fonts added
    later."""

    def add_resource(self, resource) -> None:
        error = resource.load()
        if error is not None:  # what pygame-gui does with a font it cannot load
            warnings.warn(str(error), stacklevel=2)

    def start(self) -> None:
        pass

    def update(self) -> tuple[bool, float]:
        return True, 1.0

    def started(self) -> bool:
        return True


def load() -> dict:
    data = json.loads(asset("theme.json").read_text(encoding="utf-8"))
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        for entry in font if isinstance(font, list) else [font] if font else []:
            for key, value in list(entry.items()):
                if key.endswith("_path"):
                    entry[key] = str(asset(value))
    return data
