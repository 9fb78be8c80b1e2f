"""Which of a table's looks were painted ahead and which first in the frame that shows them: the spy on
``Canvas.composed`` / ``Canvas.composed_ahead`` the "painted ahead" tests share (Fugu's panels, Go Fish's plates)."""

from __future__ import annotations

import pytest

from fishgames.ui import canvas


class LookSpy:
    """Counts, for looks whose key's kind (``key[0]``) is in ``kinds``: ``ahead``, those painted ahead, and
    ``in_frame``, those first painted by ``composed`` (the frame that shows them; reset it per frame to count a
    frame's).  A look painted ahead and later copied is not counted again."""

    def __init__(self, patch: pytest.MonkeyPatch, kinds: tuple[str, ...]):
        self.kinds, self.looks, self.ahead, self.in_frame = kinds, set(), 0, 0
        composed, composed_ahead = canvas.Canvas.composed, canvas.Canvas.composed_ahead
        spy = self

        def spied(self, key, rect, paint, *args, **kwargs):
            def counted(*drawn):
                spy.in_frame += key[0] in spy.kinds and key not in spy.looks
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
