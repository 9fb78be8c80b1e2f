"""Which words a drawing asked for: ``theme.text`` recorded, for checks on what a frame says rather than where."""

from __future__ import annotations

from fishgames.ui import theme


def texts_drawn(monkeypatch) -> list[str]:
    """From now on (until ``monkeypatch`` undoes it) every text ``theme.text`` is asked to render, in order, in
    the list returned; the texts are drawn as before."""
    drawn: list[str] = []
    real = theme.text

    def recording(content, *args, **kwargs):
        drawn.append(content)
        return real(content, *args, **kwargs)

    recording.cache_clear = real.cache_clear  # the app clears the cache on close
    monkeypatch.setattr(theme, "text", recording)
    return drawn
