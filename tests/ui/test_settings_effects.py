"""Every row of the Settings screen does what it says: each test taps the row's buttons as a player would and
looks for the effect — on the drawn pixels where there are any (colour-blind symbols, animation speed), on
what reaches the sound mixer and the window otherwise.  The language and PIN rows have their own tests
(tests/ui/shell/test_shell.py; the PIN as stored: tests/test_storage.py)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import art, theme
from fishgames.ui.scene import Push
from fishgames.ui.scenes.settings import SettingsScene
from fishgames.ui.sound import Sound
from fishgames.ui.table import TableScene
from tests.ui.driver import DT, click, running_app, start_table
from tests.ui.unpainted import undrawn, unpainted

GAMES = ("fischen", "fatfish", "lure", "fugu", "gofish")


def set_in_settings(app, setting: str, value) -> None:
    """Open Settings over whatever shows, tap the row's button for ``value``, and go back."""
    below = app.stack.top
    settings = SettingsScene(app)
    app.stack.apply(Push(settings))
    app.step(DT)
    click(app, settings.widgets[(setting, value)], n=3)
    assert getattr(app.settings, setting) == value and app.storage.load_settings()[0].to_json()[setting] == value
    click(app, settings.widgets["back"], n=3)
    assert app.stack.top is below


def picture(scene) -> bytes:
    surface = pygame.Surface(scene.app.size)
    surface.fill((0, 0, 0))
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def at_rest(app, scene) -> None:
    """Frames until the human may act and nothing moves any more (the bots wait for the human; a hand's
    cards, lifted on its turn, have eased all the way up)."""
    for _ in range(400):
        app.step(DT)
        state = scene.match.state
        if scene.animator.idle and scene.viewer in state.to_act() and not getattr(scene, "flying", None):
            version = scene.match.version
            for _ in range(120):
                app.step(DT)
            if scene.match.version == version:
                return
    raise AssertionError("the table did not come to rest")


def table_with_symbols(game: str, first: bool, taps: tuple[bool, ...]) -> list[bytes]:
    """A table at rest in an app whose symbols are ``first`` on or off (set before anything is drawn), drawn;
    then each of ``taps`` tapped in Settings in turn, the table drawn again after each.  Returns the pictures."""
    with running_app(colorblind_symbols=first) as app, unpainted(app):  # the pictures compared are picture()'s
        app.step(DT)
        scene = start_table(app, game, TableScene, humans=1, players=4)
        at_rest(app, scene)
        pictures = [picture(scene)]
        for then in taps:
            set_in_settings(app, "colorblind_symbols", then)
            pictures.append(picture(scene))
        return pictures


@pytest.mark.parametrize("game", GAMES)
def test_colour_blind_symbols_off_removes_them_and_on_brings_them_back(game):
    """With the symbols on, a table shows seat and colour symbols; tapping Off in Settings removes them (the
    picture changes) — every one: the table then looks exactly as in an app that had them off from its
    start, whose art was never drawn with symbols (no card, badge or picture drawn with them is kept by a
    cache or a sprite); On brings them back, as in an app that had them on all along.  (The app that had them
    off from its start taps Off — nothing changes — and then On: its art was drawn without symbols.)"""
    with_symbols, switched_off = table_with_symbols(game, True, (False,))
    assert switched_off != with_symbols, f"{game}: switching the colour-blind symbols off changed nothing"
    never_on, still_off, switched_on = table_with_symbols(game, False, (False, True))
    assert still_off == never_on and switched_off == never_on, (
        f"{game}: art drawn with symbols was still shown with them off")
    assert switched_on == with_symbols, f"{game}: art drawn without symbols was still shown with them on"


def test_colour_blind_symbols_off_leaves_star_ratings():
    """Stars that rate something are no colour cue: they stay when the symbols go."""
    surface = pygame.Surface((120, 40))
    saved = theme.symbols
    try:
        pictures = {}
        for shown in (True, False):
            theme.symbols = shown
            surface.fill((0, 0, 0))
            art.star_strip(surface, 2, (10, 20), 8, total=3)
            pictures[shown] = pygame.image.tobytes(surface, "RGB")
        assert pictures[True] == pictures[False] and any(pictures[False])
        badge = {}
        for shown in (True, False):
            theme.symbols = shown
            surface.fill((0, 0, 0))
            art.symbol_badge(surface, "star", (60, 20), 12, (240, 190, 40))  # seat 5's symbol: a colour cue
            badge[shown] = pygame.image.tobytes(surface, "RGB")
        assert badge[True] != badge[False] and not any(badge[False])
    finally:
        theme.symbols = saved


def frames_to_deal(app, game: str) -> int:
    """Frames from a new table's first frame until its deal has flown in and it is at rest (stepped undrawn: the
    animator and the flying cards are the table's state, kept in its update)."""
    with undrawn(app):
        scene = start_table(app, game, TableScene, humans=1, players=2, settle=1)
        for n in range(1, 3000):
            if scene.animator.idle and not getattr(scene, "flying", None):
                return n
            app.step(DT)
    raise AssertionError("the deal never ended")


def test_animation_speed_row_changes_how_long_the_deal_plays():
    """A new table's deal at each speed tapped in Settings: slow plays longer than normal, normal than fast,
    and instant ends at once (frames counted on the stepped clock, not timed)."""
    counts = {}
    for speed in ("slow", "normal", "fast", "instant"):
        with running_app() as app:
            app.step(DT)
            set_in_settings(app, "animation_speed", speed)
            counts[speed] = frames_to_deal(app, "gofish")
    assert counts["slow"] > counts["normal"] > counts["fast"] > counts["instant"], counts
    assert counts["instant"] <= 2, counts


class FakeEffect:
    played = 0

    def play(self):
        FakeEffect.played += 1


def test_sound_row_silences_the_effects(monkeypatch):
    """A tap on a button plays its click while Sound is On, nothing once Off is tapped."""
    monkeypatch.setattr(Sound, "_start", lambda self: True)  # a mixer, as on a machine with sound
    monkeypatch.setattr(Sound, "_load", lambda self, name: FakeEffect())
    with running_app() as app:
        app.step(DT)
        settings = SettingsScene(app)
        app.stack.apply(Push(settings))
        app.step(DT)
        FakeEffect.played = 0
        click(app, settings.widgets[("animation_speed", "fast")], n=3)
        assert FakeEffect.played >= 1, "a tap with sound on played nothing"
        click(app, settings.widgets[("sound", False)], n=3)
        FakeEffect.played = 0
        click(app, settings.widgets[("animation_speed", "slow")], n=3)
        click(app, settings.widgets[("sound", True)], n=3)  # the tap that turns it on is silent too
        assert FakeEffect.played == 0
        click(app, settings.widgets[("animation_speed", "fast")], n=3)
        assert FakeEffect.played >= 1


def test_fullscreen_row_switches_the_window_and_is_off_limits_in_the_kiosk(monkeypatch):
    from fishgames.ui.display import Display

    switched = []
    monkeypatch.setattr(Display, "toggle_fullscreen", lambda self, on, window=None: switched.append(on))
    with running_app() as app:
        app.step(DT)
        set_in_settings(app, "fullscreen", True)
        assert switched == [True]
        set_in_settings(app, "fullscreen", False)
        assert switched == [True, False]
    with running_app(kiosk=True) as app:
        app.step(DT)
        settings = SettingsScene(app)
        app.stack.apply(Push(settings))
        app.step(DT)
        assert not settings.widgets[("fullscreen", True)].is_enabled
        assert not settings.widgets[("fullscreen", False)].is_enabled
