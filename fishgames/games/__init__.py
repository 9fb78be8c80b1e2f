"""One package per game: ``rules.py`` (+ ``data.py``) pure, ``bots.py``, ``scene.py`` (pygame)."""
