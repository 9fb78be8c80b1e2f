"""Rows of one kind look alike: every option label of a set-up is drawn at one size."""

from __future__ import annotations

from fishgames.ui import theme
from fishgames.ui.scene import Push
from fishgames.ui.scenes.setup import SetupScene
from tests.ui.driver import DT, running_app


def test_fat_fish_option_labels_share_one_size(monkeypatch):
    drawn: dict[str, int] = {}
    real = theme.text

    def recording(content, size=theme.BODY, *args, **kwargs):
        drawn[content] = size
        return real(content, size, *args, **kwargs)

    recording.cache_clear = real.cache_clear
    monkeypatch.setattr(theme, "text", recording)
    with running_app() as app:
        setup = SetupScene(app, "fatfish")
        app.stack.apply(Push(setup))
        for _ in range(2):
            app.step(DT)
        labels = [setup.option_label(key) for key, value in setup.options.items() if isinstance(value, bool)]
        assert len(labels) >= 2 and all(label in drawn for label in labels)
        assert len({drawn[label] for label in labels}) == 1, {label: drawn[label] for label in labels}
