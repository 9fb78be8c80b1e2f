"""Phones as private hands: each player's own view and choices on their phone, the table on the shared screen.

* :mod:`.seats` — per phone seat a random secret and a 4-letter join code; rate limits.
* :mod:`.protocol` — the one boundary every WebSocket frame passes: size, JSON, types, fields.
* :mod:`.server` — the aiohttp web server (page, art, WebSocket) on its own thread and event loop.
* :mod:`.bridge` — the frame loop's side: it drains the server's queue a few messages a frame, applies actions
  through ``Match.apply`` like a tap, and publishes each phone seat's ``view(seat)``-only snapshot.
* :mod:`.snapshot` and :mod:`.looks` — what a phone shows, built from ``view(seat)`` and the legal actions only.
* :mod:`.art` — the app's own card and dice pictures as PNG, drawn in a helper process (never on a frame).

The rules core never imports this package; nothing here imports pygame except :mod:`.art`'s worker.
"""
