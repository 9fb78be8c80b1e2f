"""Which words a drawing asked for: ``theme.text`` and ``art.outlined_text`` recorded, for checks on what a frame
says rather than where."""

from __future__ import annotations

from fishgames.ui import art, legibility, theme


def texts_drawn(monkeypatch) -> list[str]:
    """From now on (until ``monkeypatch`` undoes it) every text ``theme.text`` or ``art.outlined_text`` is asked to
    render, in order, in the list returned; the texts are drawn as before.  The caches of drawn text are emptied
    first, so a label a scene keeps (the set-up's outlined hints) is asked for again.  (Art modules that import
    ``outlined_text`` by name — a die's label — are not seen.)"""
    legibility.forget_drawn_text(art=False)
    drawn: list[str] = []
    real_text, real_outlined = theme.text, art.outlined_text

    def recording(content, *args, **kwargs):
        drawn.append(content)
        return real_text(content, *args, **kwargs)

    def recording_outlined(content, *args, **kwargs):
        drawn.append(content)
        return real_outlined(content, *args, **kwargs)

    recording.cache_clear = real_text.cache_clear  # the app clears the cache on close
    monkeypatch.setattr(theme, "text", recording)
    monkeypatch.setattr(art, "outlined_text", recording_outlined)
    return drawn
