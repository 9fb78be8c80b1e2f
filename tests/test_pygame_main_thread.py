"""Only the main thread touches pygame: the other threads hand back plain data and never free a pygame object.

pygame-ce 2.5.8 releases the GIL inside ``display.flip``, ``transform.scale``/``rotate``/``rotozoom``/``flip``,
the blurs and ``image.load`` (measured: a spinning thread runs meanwhile; inside ``blit``, ``fill``,
``smoothscale`` and a font's ``render`` it does not), so a pygame call or a
Surface freed on another thread can run *during* the frame loop's SDL call, on SDL's shared state (blit maps,
the window's surface, FreeType's caches).  A kiosk start died once in seven with a segmentation fault inside
``Canvas.blit`` (tools/README.md, perf12's real-window run).  The threads here: the disk worker (autosaves,
settings, the menu's art cache, history queries), the bot pool's manager and feeder threads, the phones' server
(a phone joins and leaves) and the QR codes' thread (and pygame-gui's default font loaders, now replaced).  Two things are watched
while they all work during a driven game:

* every call into pygame's C code (``threading.setprofile``: Surface methods, ``transform``, ``image``,
  ``draw``, ``font``, ``freetype``, ``display``…; not ``Rect``, ``Color`` and ``math``, plain values) made on a
  thread other than the main one;
* every run of Python's cycle collector on another thread: it frees the Surfaces and fonts a dropped cycle
  holds (pygame-gui's elements, a scene's parts) on the thread that happens to allocate when a generation is
  due (:mod:`fishgames.ui.main_thread_gc` keeps it on the frame loop).
"""

from __future__ import annotations

import gc
import sys
import threading

from fishgames.storage import Storage
from fishgames.ui import phone_table
from fishgames.ui.app import App
from fishgames.ui.drive import frames
from fishgames.ui.scene import Pop, Push
from tests.phones.client import join, wait_for
from tests.phones.table import phone_table_scene

#: pygame's modules of plain values: harmless on any thread.
PLAIN = ("pygame.rect", "pygame.color", "pygame.math")


def _pygame_owner(function) -> str | None:
    """The pygame module (or class) a C function belongs to, or None when it is not pygame's."""
    owner = getattr(function, "__self__", None)
    module = getattr(function, "__module__", None) or ""
    if not module.startswith("pygame") and owner is not None:
        module = type(owner).__module__ if not isinstance(owner, type(sys)) else owner.__name__
        module = module or ""
    if module.startswith("pygame") and not module.startswith(PLAIN):
        return f"{module}.{getattr(function, '__name__', '?')}"
    return None


class OffMainThread:
    """Records pygame calls and cycle collections on threads other than the main one (threads started while
    it watches)."""

    def __init__(self):
        self.calls: list[tuple[str, str]] = []
        self.collections: list[tuple[str, int]] = []

    def _profile(self, frame, event, arg) -> None:
        if event == "c_call" and threading.current_thread() is not threading.main_thread():
            owner = _pygame_owner(arg)
            if owner is not None:
                self.calls.append((threading.current_thread().name, owner))

    def _collected(self, phase: str, info: dict) -> None:
        if phase == "start" and threading.current_thread() is not threading.main_thread():
            self.collections.append((threading.current_thread().name, info["generation"]))

    def __enter__(self):
        threading.setprofile(self._profile)
        gc.callbacks.append(self._collected)
        return self

    def __exit__(self, *exc) -> None:
        threading.setprofile(None)
        gc.callbacks.remove(self._collected)


def test_no_thread_but_the_main_one_touches_pygame_during_a_game(tmp_path, monkeypatch):
    monkeypatch.setattr(phone_table, "_drawer", None)  # the QR codes' thread started under the watch
    monkeypatch.setattr(phone_table, "_codes", {})
    monkeypatch.setattr(phone_table, "_pictures", {}, raising=False)
    with OffMainThread() as watch:
        app = App(bot_workers=True, disk_thread=True, storage=Storage(tmp_path / "home"))
        try:
            app.update_settings(animation_speed="fast")  # the settings written by the disk worker
            frames(app, 6)  # the menu's art, drawn on a cold start, handed to the disk worker's cache
            table, bridge = phone_table_scene(app, "fugu", phones=2, bots=2, seed=3)
            url = bridge.server.url
            codes = [f"{url}/?c={bridge.seats[seat].code}" for seat in (0, 1)]
            drawn = lambda: all(phone_table.qr_surface(code) is not None for code in codes)  # noqa: E731
            wait_for(app, [], drawn, "QR codes")
            phone = join(app, url, bridge.seats[0].code, "Mia")  # the server's thread answers a phone
            wait_for(app, [phone], lambda: bridge.status[0] == "here", "the join")
            phone.close()
            wait_for(app, [], lambda: bridge.status[0] == "away", "the table to see the phone gone")
            for seat in (0, 1):  # the phones' seats played by stand-in bots: an autosave after every move
                bridge.hand_to_bot(seat)
            played = len(table.match.record.actions)
            moves = table.match.record.actions
            wait_for(app, [], lambda: table.match.state.is_over() or len(moves) >= played + 12,
                     "a dozen moves (bots deciding in their pool, an autosave after each)")
            # a history query of many rows: the worker allocates enough for a collection to fall due there
            rows = app.disk.query(lambda storage: [{"row": i, "cells": [i, i + 1]} for i in range(30_000)])
            app.disk.wait_idle(30)
            assert len(rows.result()) == 30_000
            frames(app, 30)
            table.stop_phones()
            app.stack.apply(Pop())
            frames(app, 10)
            for route, args in (("statistics", ()), ("game_list", ("fugu",))):  # their history queries
                app.stack.apply(Push(app.scene(route, *args)))
                frames(app, 20)
                app.disk.wait_idle(30)
                frames(app, 5)
                app.stack.apply(Pop())
            app.disk.wait_idle(30)
        finally:
            app.close()
    assert watch.calls == [], f"pygame called off the main thread: {sorted(set(watch.calls))}"
    assert watch.collections == [], f"cycles collected off the main thread: {watch.collections}"


def test_the_collector_is_given_back_when_the_app_closes(tmp_path):
    enabled = gc.isenabled()
    app = App(bot_workers=False, disk_thread=True, storage=Storage(tmp_path / "home"))
    try:
        assert not gc.isenabled()  # while it runs: collected at the end of its frames, on its thread
    finally:
        app.close()
    assert gc.isenabled() == enabled
