"""Which of a table's looks were painted ahead and which first in the frame that shows them: the spy on
``Canvas.composed`` / ``Canvas.composed_ahead`` the "painted ahead" tests share (Fugu's panels, Go Fish's plates,
Fischen's trick), and the busy table they play it on."""

from __future__ import annotations

from contextlib import contextmanager

import pytest

from fishgames.ui import canvas
from tests.ui.driver import frames, screen_hash, start_table
from tests.ui.test_crisp import sharp_app
from tests.ui.test_log_ahead import _FrameCosts


@contextmanager
def busy_table(game: str, cls, players: int, paints_ahead: str, ahead: bool, **options):
    """Computers' ``game`` at 1920 × 1080 at "fast", every frame light (a constant cost, so the machine's load decides
    nothing): ``(app, table, patch)``.  ``ahead`` False: the table's ``paints_ahead`` method paints nothing."""
    with sharp_app((1920, 1080)) as app, pytest.MonkeyPatch.context() as patch:
        app.update_settings(animation_speed="fast")
        table = start_table(app, game, cls, humans=0, players=players, seed=4242, settle=0, **options)
        patch.setattr(table, "ahead_clock", _FrameCosts())
        if not ahead:
            patch.setattr(table, paints_ahead, lambda surface: False)
        yield app, table, patch


class LookSpy:
    """Counts, for looks whose key's kind (``key[0]``) is in ``kinds``: ``ahead``, those painted ahead, and
    ``in_frame``, those first painted by ``composed`` (the frame that shows them; reset it per frame to count a
    frame's).  A look painted ahead and later copied is not counted again."""

    def __init__(self, patch: pytest.MonkeyPatch, kinds: tuple[str, ...], counts=lambda key: True):
        """(``counts``: whether a look first painted in its frame counts there, asked as it is painted.)"""
        self.kinds, self.looks, self.ahead, self.in_frame = kinds, set(), 0, 0
        composed, composed_ahead = canvas.Canvas.composed, canvas.Canvas.composed_ahead
        spy = self

        def spied(self, key, rect, paint, *args, **kwargs):
            def counted(*drawn):
                spy.in_frame += key[0] in spy.kinds and key not in spy.looks and counts(key)
                spy.looks.add(key)
                paint(*drawn)
            composed(self, key, rect, counted, *args, **kwargs)

        def spied_ahead(self, key, rect, paint, *args):
            done = composed_ahead(self, key, rect, paint, *args)
            spy.ahead += done and key[0] in spy.kinds
            spy.looks.add(key)
            return done

        patch.setattr(canvas.Canvas, "composed", spied)
        patch.setattr(canvas.Canvas, "composed_ahead", spied_ahead)


def watched(app, spy: LookSpy, count: int) -> tuple[list[str], int]:
    """``count`` frames of ``app``: each screen's hash, and how many looks ``spy`` saw first painted in the frame
    that shows them, after the table's first two (which paint what they show)."""
    hashes, in_frame = [], 0
    for index in range(count):
        spy.in_frame = 0
        frames(app, 1)
        in_frame += index >= 2 and spy.in_frame
        hashes.append(screen_hash(app))
    return hashes, in_frame


def assert_painted_ahead(play, *, least_before: int, least_ahead: int, share: int, what: str = "looks") -> None:
    """The painted-ahead tests' common check: ``play(ahead)`` gives (hashes, looks first painted in their frame,
    looks painted ahead).  Painting ahead changes no pixel, the plain way paints nothing ahead and at least
    ``least_before`` looks in their frame, and painting ahead paints ``least_ahead`` or more and leaves at most
    1/``share`` of those in their frame."""
    hashes, in_frame, ahead = play(ahead=True)
    before, in_frame_before, ahead_before = play(ahead=False)
    assert hashes == before, f"a frame differs from painting each of the {what} when it shows"
    assert ahead_before == 0 and in_frame_before >= least_before, (ahead_before, in_frame_before)
    assert ahead >= least_ahead, f"only {ahead} {what} painted ahead"
    assert in_frame <= in_frame_before // share, f"{in_frame} {what} first painted in their frame, {in_frame_before} without"
