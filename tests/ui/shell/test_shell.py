"""The app shell driven like a player would: the real App, synthetic mouse and finger events, frame by frame.

The toy game (tests/toy_game.py + tests/ui/toy_scene.py) stands in for a built game in the first menu
tile, so these tests depend on no real game; the other four tiles are forced to "not built".
"""

from __future__ import annotations

import json

import pygame
import pytest

from fishgames import pin
from fishgames.core import GameCode, GameRecord, Seat, registry
from fishgames.i18n import t
from fishgames.ui import games, theme
from fishgames.ui.kiosk import KIOSK_HOLD, KIOSK_IDLE_ATTRACT
from fishgames.ui.scenes.codepicker import CodePickerScene
from fishgames.ui.scenes.cover import CoverScene
from fishgames.ui.scenes.ingame_menu import InGameMenuScene
from fishgames.ui.scenes.menu import MenuScene, pitch_lines
from fishgames.ui.scenes.pinpad import PinPadScene
from fishgames.ui.scenes.results import ResultsScene, placements
from fishgames.ui.scenes.rules_help import RulesHelpScene, paragraphs
from fishgames.ui.scenes.settings import SettingsScene
from fishgames.ui.scenes.setup import SetupScene
from fishgames.ui.scenes.statistics import StatisticsScene
from tests.toy_game import TOY
from tests.ui import driver as drive
from tests.ui.driver import DT, finger, settled
from tests.ui.toy_scene import BET_BUTTONS, ToyTable
from tests.ui.unpainted import undrawn

# -- driving helpers (the menus settle in three frames) -----------------------------------------------------

def frames(app, n=2):
    drive.frames(app, n)


def click(app, pos):
    drive.click(app, pos, n=3)


def tap(app, pos):
    drive.tap(app, pos, n=3)


def press(app, widget, touch=False):
    """Tap (finger) or click (mouse) the centre of a pygame-gui button."""
    (tap if touch else click)(app, widget)


def top(app):
    return app.stack.top


def toast_texts(app):
    return [text for text, _ in app.toasts]


def open_setup(app) -> SetupScene:
    tap(app, drive.new_game_point(top(app), "toy"))
    assert isinstance(top(app), SetupScene)
    return top(app)


# -- menu, settings, language --------------------------------------------------------------------------------

def test_menu_to_settings_switches_language_live_and_back(app):
    menu = top(app)
    assert isinstance(menu, MenuScene) and app.settings.language == "de"
    assert menu.buttons["settings"].text == "Einstellungen"
    press(app, menu.buttons["settings"], touch=True)
    settings = top(app)
    assert isinstance(settings, SettingsScene)
    assert settings.widgets["back"].text == "Zurück"
    press(app, settings.widgets[("language", "en")])
    assert app.settings.language == "en" and app.storage.load_settings()[0].language == "en"
    assert top(app) is settings and settings.widgets["back"].text == "Back"
    assert settings.widgets[("language", "en")].is_selected
    press(app, settings.widgets["back"], touch=True)
    menu = top(app)
    assert isinstance(menu, MenuScene)
    assert menu.buttons["settings"].text == "Settings" and menu.buttons["rules"].text == "Rules"


def test_settings_toggles_are_saved(app):
    press(app, top(app).buttons["settings"])
    settings = top(app)
    press(app, settings.widgets[("animation_speed", "slow")])
    press(app, settings.widgets[("sound", False)])
    stored = app.storage.load_settings()[0]
    assert stored.animation_speed == "slow" and stored.sound is False and app.sound.enabled is False
    assert settings.widgets[("sound", False)].is_selected and not settings.widgets[("sound", True)].is_selected


def test_settings_pin_change_uses_the_keypad(app):
    press(app, top(app).buttons["settings"])
    press(app, top(app).widgets["pin"], touch=True)
    pad = top(app)
    assert isinstance(pad, PinPadScene) and pad.mode == "set"
    for short in ("9", "98", "987"):  # every PIN shorter than four digits is refused, the old one kept
        for digit in short:
            press(app, pad.widgets[digit])
        press(app, pad.widgets["ok"])
        assert top(app) is pad and pad.message == t("pin.too_short") and pad.entered == "", short
        assert pin.matches("1234", app.settings.kiosk_pin)
    for digit in "9876":
        press(app, pad.widgets[digit], touch=True)
    press(app, pad.widgets["ok"])
    assert top(app) is pad and pad.stage == "again"  # typed twice, to be sure of it
    for digit in "9867":  # a slip: start again
        press(app, pad.widgets[digit], touch=True)
    press(app, pad.widgets["ok"])
    assert top(app) is pad and pad.stage == "set" and pad.message == t("pin.mismatch")
    for pin_typed in ("9876", "9876"):
        for digit in pin_typed:
            press(app, pad.widgets[digit], touch=True)
        press(app, pad.widgets["ok"])
    assert isinstance(top(app), SettingsScene) and pin.matches("9876", app.settings.kiosk_pin)
    stored = json.loads(app.storage.settings_path.read_text())["kiosk_pin"]
    assert "9876" not in stored and pin.matches("9876", stored)  # only a salted hash on the disk


def test_escape_goes_back_on_a_desktop(app):
    press(app, top(app).buttons["rules"])
    assert isinstance(top(app), RulesHelpScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0, "unicode": ""}))
    frames(app)
    assert isinstance(top(app), MenuScene) and app.running


def test_kiosk_pin_change_needs_the_current_pin_first(kiosk):
    press(kiosk, top(kiosk).buttons["settings"], touch=True)
    press(kiosk, top(kiosk).widgets["pin"], touch=True)
    pad = top(kiosk)
    assert isinstance(pad, PinPadScene) and pad.stage == "verify"
    for digit in "5555":
        press(kiosk, pad.widgets[digit], touch=True)
    press(kiosk, pad.widgets["ok"], touch=True)
    assert pad.stage == "verify" and pad.message == t("pin.wrong")
    for digit in "1234":  # the PIN of a new installation
        press(kiosk, pad.widgets[digit], touch=True)
    press(kiosk, pad.widgets["ok"], touch=True)
    assert pad.stage == "set" and pad.entered == ""
    for _ in range(2):  # the new one, twice
        for digit in "4321":
            press(kiosk, pad.widgets[digit], touch=True)
        press(kiosk, pad.widgets["ok"], touch=True)
    assert isinstance(top(kiosk), SettingsScene) and pin.matches("4321", kiosk.settings.kiosk_pin) and kiosk.running


def test_unbuilt_game_says_coming_soon(app):
    tap(app, top(app).tiles["fugu"].center)
    assert isinstance(top(app), MenuScene)
    assert t("menu.coming_soon_message", game=games.title("fugu")) in toast_texts(app)


def test_a_drag_across_tiles_opens_nothing(app):
    menu = top(app)
    start, end = menu.tiles["toy"].center, menu.tiles["fatfish"].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": start, "button": 1}))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, {"pos": end, "rel": (0, 0), "buttons": (1, 0, 0)}))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, {"pos": end, "button": 1}))
    frames(app, 3)
    assert top(app) is menu and not app.toasts


def test_menu_survives_broken_art(app, monkeypatch, caplog):
    from fishgames.ui import art_cache, sprites
    from fishgames.ui.scenes import tile_art

    def broken(kind, size, *params, **options):
        raise ValueError("drawing failed")

    monkeypatch.setattr(sprites, "image", broken)
    monkeypatch.setattr(sprites, "CACHE", sprites.SurfaceCache())
    monkeypatch.setattr(art_cache, "load", lambda *args: None)  # nothing stored either: every picture is drawn
    monkeypatch.setattr(tile_art, "_FAILED", set())
    app.stack.apply(pygame_reset_to_menu(app))
    frames(app, 12)  # every picture is tried once, then the plain ones stay
    assert isinstance(top(app), MenuScene)
    failures = [r for r in caplog.records if "failed; using a plain picture" in r.getMessage()]
    assert len(failures) == 5  # once each: four real game tiles (the toy has no picture) and the title


def test_long_pitches_fit_their_tile():
    pygame.init()
    for name in registry.ALL_GAMES:
        size, lines = pitch_lines(name, 196)
        assert size >= 16 and 1 <= len(lines) * int(size * 1.3) <= 194


# -- setup and game codes ------------------------------------------------------------------------------------

def test_setup_defaults_toggles_and_start(app):
    setup = open_setup(app)
    assert setup.players == 3 and [s["kind"] for s in setup.seats] == ["human", "bot", "bot"]
    press(app, setup.widgets["plus"])
    assert setup.players == 3 and not setup.widgets["plus"].is_enabled  # toy has at most 3 players
    press(app, setup.widgets["minus"], touch=True)
    assert setup.players == 2 and not setup.widgets["minus"].is_enabled
    press(app, setup.widgets[("kind", 1)])
    assert setup.seats[1]["kind"] == "human" and ("level", 1) not in setup.widgets
    first = setup.seats[1]["name"]
    press(app, setup.widgets[("name", 1)], touch=True)  # a human's name opens the name pad: one tap picks
    choice = next(b for k, b in top(app).widgets.items() if k[0] == "choice" and k[1] != first)
    press(app, choice, touch=True)
    assert top(app) is setup and setup.seats[1]["name"] not in (first, setup.seats[0]["name"])
    press(app, setup.widgets["start"])
    assert [type(s) for s in app.stack.scenes] == [MenuScene, ToyTable, CoverScene]  # two humans: pass and play
    table = app.stack.scenes[1]
    assert [seat.kind for seat in table.match.seats] == ["human", "human"]
    assert app.settings.last_setup["toy"]["players"] == 2
    # the next setup of this game remembers the last one
    app.stack.apply(pygame_reset_to_menu(app))
    again = open_setup(app)
    assert [s["kind"] for s in again.seats] == ["human", "human"]


def pygame_reset_to_menu(app):
    from fishgames.ui.scene import Reset

    return Reset(MenuScene(app))


def test_setup_names_follow_a_language_switch(app):
    setup = open_setup(app)
    assert [s["name"] for s in setup.seats] == ["Spieler 1", "Pelikan", "Walross"]
    app.update_settings(language="en")
    assert [s["name"] for s in setup.seats] == ["Player 1", "Pelican", "Walrus"]
    assert setup.widgets[("name", 1)].text == "Pelican"


def test_name_cycling_never_gives_two_seats_the_same_name(app):
    setup = open_setup(app)
    setup.toggle_kind(1)
    seen = set()
    for _ in range(12):
        setup.cycle_name(1)
        assert setup.seats[1]["name"] != setup.seats[0]["name"]
        seen.add(setup.seats[1]["name"])
    assert len(seen) >= 5


def test_code_picker_rejects_a_malformed_code_and_nothing_starts(app):
    setup = open_setup(app)
    press(app, setup.widgets["code"], touch=True)
    picker = top(app)
    assert isinstance(picker, CodePickerScene)
    picker.set_text("9L-1K3F")  # toy is for 2-3 players
    press(app, picker.widgets["use"])
    assert top(app) is picker and picker.error[0] == t("error.code_players")
    picker.set_text("3M-1K3F")  # toy has no master level
    press(app, picker.widgets["use"])
    assert top(app) is picker and picker.error[0] == t("error.code_level")
    assert [type(s) for s in app.stack.scenes] == [MenuScene, SetupScene, CodePickerScene]
    # arrows: players 3 -> 2, level M -> P -> S -> L
    press(app, picker.widgets[("down", 0)])
    for _ in range(3):
        press(app, picker.widgets[("down", 1)], touch=True)
    assert picker.text == "2L-1K3F" and picker.error == []
    press(app, picker.widgets["use"])  # "Play this code" starts the game at once
    table = top(app)
    assert setup not in app.stack.scenes and setup.code == GameCode(2, "easy", int("1K3F", 36), "toy")
    assert isinstance(table, ToyTable) and table.match.seed == int("1K3F", 36)
    assert str(table.match.record.code) == "toy:2L-1K3F"


def test_code_picker_arrows_wrap_around(app):
    picker = CodePickerScene(app, "toy", players=9, level="easy", seed="ZZZZ")
    app.stack.apply(push(picker))
    frames(app)
    press(app, picker.widgets[("up", 0)])
    press(app, picker.widgets[("up", 5)])
    assert picker.text == "1L-ZZZ0"
    press(app, picker.widgets["cancel"])
    assert isinstance(top(app), MenuScene)


def push(scene):
    from fishgames.ui.scene import Push

    return Push(scene)


# -- a whole game: cover, results, play again, in-game menu, continue ------------------------------------------

def start_toy(app, humans=1, seed=77):
    seats = [Seat("human", None, f"H{i}") for i in range(humans)] + [Seat("bot", "easy", "B")] * (2 - humans)
    scene = games.start_scene(app, "toy", seats, seed, "easy")
    app.stack.apply(push(scene))
    frames(app)
    return scene


def test_pass_and_play_cover_then_results_and_same_deal_again(app):
    table = start_toy(app, humans=2, seed=123)
    cover = top(app)
    assert isinstance(cover, CoverScene) and table.viewer is None
    tap(app, (640, 360))  # anywhere but the button: still covered
    assert top(app) is cover
    press(app, cover.show_button, touch=True)
    assert top(app) is table and table.viewer == cover.seat
    tap(app, BET_BUTTONS[2].center)
    second = top(app)
    assert isinstance(second, CoverScene) and second.seat != cover.seat
    press(app, second.show_button)
    tap(app, BET_BUTTONS[3].center)
    frames(app, 3)
    results = top(app)
    assert isinstance(results, ResultsScene)
    assert sorted(results.places) == sorted(placements(results.scores, results.winners))
    assert app.storage.autosaves() == [] and len(app.storage.games("toy")) == 1
    press(app, results.widgets["same"])
    menu, again = app.stack.scenes[:2]  # the menu stays at the bottom, under the new game
    assert isinstance(menu, MenuScene) and isinstance(again, ToyTable)
    assert again is not table and again.match.seed == 123
    assert [s.name for s in again.match.seats] == ["H0", "H1"]


def test_play_again_gets_a_new_seed(app, monkeypatch):
    monkeypatch.setattr("fishgames.ui.scenes.results.random_seed", lambda: 999)
    table = start_toy(app, humans=1, seed=5)
    tap(app, BET_BUTTONS[1].center)
    frames(app, 4)
    results = top(app)
    assert isinstance(results, ResultsScene)
    press(app, results.widgets["again"], touch=True)
    assert isinstance(top(app), ToyTable) and top(app).match.seed == 999 and top(app) is not table
    assert [type(s) for s in app.stack.scenes] == [MenuScene, ToyTable]


def test_results_menu_button_returns_to_menu(app):
    start_toy(app, humans=1)
    tap(app, BET_BUTTONS[1].center)
    frames(app, 4)
    press(app, top(app).widgets["menu"])
    assert [type(s) for s in app.stack.scenes] == [MenuScene]


def test_in_game_menu_shows_log_keeps_the_code_and_leaving_offers_continue(app):
    table = start_toy(app, humans=1, seed=int("00AB", 36))
    table.log_line("a line in the log")
    press(app, table.menu_button, touch=True)
    overlay = top(app)
    assert isinstance(overlay, InGameMenuScene) and overlay.code == "toy:2L-00AB"
    assert any("a line in the log" in block[0] for block in overlay.log_lines())
    assert "copy" not in overlay.widgets  # the code waits for the end (tests/test_code_secrecy.py)
    press(app, overlay.widgets["rules"])
    assert isinstance(top(app), RulesHelpScene) and top(app).game == "toy"
    press(app, top(app).widgets["back"])
    press(app, overlay.widgets["resume"])
    assert top(app) is table
    press(app, table.menu_button)
    press(app, top(app).widgets["leave"], touch=True)
    menu = top(app)
    assert isinstance(menu, MenuScene) and len(app.stack.scenes) == 1
    assert menu.continue_game == "toy" and "continue" in menu.buttons
    press(app, menu.buttons["continue"])
    resumed = top(app)
    assert isinstance(resumed, ToyTable) and resumed is not table
    assert resumed.match.record.actions == table.match.record.actions and resumed.match.seed == table.match.seed


def test_a_broken_autosave_is_set_aside_not_a_crash(app):
    record = GameRecord("toy", TOY.config(2), [Seat("human"), Seat("bot", "easy")], 1, "easy",
                        actions=[(-1, "deal 1,2"), (0, "bet 9")])  # bet 9 is illegal: replay fails
    app.storage.save_autosave("toy", record.to_json())
    app.stack.apply(pygame_reset_to_menu(app))
    menu = top(app)
    assert menu.continue_game == "toy"
    press(app, menu.buttons["continue"])
    assert isinstance(top(app), MenuScene) and app.storage.autosaves() == []
    assert t("menu.resume_failed", game=games.title("toy")) in toast_texts(app)


# -- open_start (the command line) ----------------------------------------------------------------------------

def test_open_start_with_game_code_or_unbuilt_game(app):
    app.open_start("fugu")
    assert isinstance(top(app), MenuScene) and app.toasts
    app.open_start("toy")
    assert isinstance(top(app), SetupScene) and top(app).game == "toy"
    app.stack.apply(pygame_reset_to_menu(app))
    app.open_start("toy", GameCode.parse("toy:3L-0001"))
    table = top(app)
    assert isinstance(table, ToyTable) and table.match.seed == 1 and len(table.match.seats) == 3
    assert [s.kind for s in table.match.seats] == ["human", "bot", "bot"]
    app.stack.apply(pygame_reset_to_menu(app))
    app.open_start("toy", GameCode(3, "pro", 1, "toy"))  # toy has no pro bots: a message, no game
    assert isinstance(top(app), MenuScene)


# -- kiosk ----------------------------------------------------------------------------------------------------

def test_kiosk_ignores_quit_and_escape_but_corner_hold_and_pin_quit(kiosk):
    assert "quit" not in top(kiosk).buttons
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0, "unicode": ""}))
    frames(kiosk, 2)
    assert kiosk.running and isinstance(top(kiosk), MenuScene)
    with undrawn(kiosk):  # the hold is timed in the app's update (its ring is checked drawn below, on its own)
        pygame.event.post(finger(pygame.FINGERDOWN, (10, 10)))
        frames(kiosk, int(KIOSK_HOLD * 0.5 / DT))
        assert not isinstance(top(kiosk), PinPadScene)  # 1.5 s is not enough
        frames(kiosk, int(KIOSK_HOLD * 0.6 / DT))
        pygame.event.post(finger(pygame.FINGERUP, (10, 10)))
        frames(kiosk, 1)
    frames(kiosk, 1)
    pad = top(kiosk)
    assert isinstance(pad, PinPadScene) and pad.mode == "unlock"
    for digit in "0000":
        press(kiosk, pad.widgets[digit], touch=True)
    press(kiosk, pad.widgets["ok"], touch=True)
    assert kiosk.running and pad.message == t("pin.wrong") and pad.shake > 0 and pad.entered == ""
    for digit in "1234":  # the PIN of a new installation
        press(kiosk, pad.widgets[digit], touch=True)
    press(kiosk, pad.widgets["ok"], touch=True)
    assert not kiosk.running


def ring_pixels(app) -> int:
    """Pixels of the corner hold's ring in its filled colour on the screen just drawn."""
    from fishgames.ui.kiosk import KIOSK_CORNER

    area = pygame.Rect(0, 0, KIOSK_CORNER.right + 64, KIOSK_CORNER.bottom + 64)
    shot = app.screen.subsurface(area).copy()
    return sum(1 for x in range(area.w) for y in range(area.h) if shot.get_at((x, y))[:3] == theme.GLOW)


def test_kiosk_corner_hold_draws_its_progress(kiosk):
    """Holding the corner, a ring fills up with the seconds held: nothing after a short tap's time, more and
    more of it each second, gone once the pad opens or the finger lets go early."""
    blank = ring_pixels(kiosk)
    pygame.event.post(finger(pygame.FINGERDOWN, (10, 10)))
    frames(kiosk, 6)  # 0.1 s: a tap on the corner shows nothing
    assert ring_pixels(kiosk) == blank
    filled = []
    for _ in range(3):
        frames(kiosk, int(0.8 / DT))
        filled.append(ring_pixels(kiosk))
    assert blank < filled[0] < filled[1] < filled[2], (blank, filled)
    frames(kiosk, int(0.6 / DT))
    assert isinstance(top(kiosk), PinPadScene) and ring_pixels(kiosk) == 0  # opened: the ring has gone
    pygame.event.post(finger(pygame.FINGERUP, (10, 10)))
    frames(kiosk, 2)
    press(kiosk, top(kiosk).widgets["cancel"])
    pygame.event.post(finger(pygame.FINGERDOWN, (10, 10)))
    frames(kiosk, int(1.0 / DT))
    assert ring_pixels(kiosk) > blank
    pygame.event.post(finger(pygame.FINGERUP, (10, 10)))  # let go early: no ring, no pad
    frames(kiosk, 2)
    assert ring_pixels(kiosk) == blank and isinstance(top(kiosk), MenuScene)


def test_kiosk_pinpad_cancel_returns(kiosk):
    kiosk.stack.apply(push(PinPadScene(kiosk)))
    frames(kiosk)
    press(kiosk, top(kiosk).widgets["cancel"])
    assert isinstance(top(kiosk), MenuScene) and kiosk.running


def test_kiosk_attract_demo_plays_bots_and_stops_at_first_touch(kiosk):
    menu = top(kiosk)
    kiosk.idle = KIOSK_IDLE_ATTRACT - 0.01
    frames(kiosk, 2)
    assert menu.demo is not None and all(seat.is_bot for seat in menu.demo.match.seats)
    frames(kiosk, 30)
    assert menu.demo.match.record.actions, "the demo game is being played"
    tap(kiosk, menu.tiles["toy"].center)  # the first touch only stops the demo
    assert menu.demo is None and top(kiosk) is menu and kiosk.idle < 1
    assert kiosk.storage.autosaves() == [] and kiosk.storage.games() == []


def test_kiosk_demo_rolls_on_to_a_new_game_without_saving(kiosk):
    menu = top(kiosk)
    menu.start_demo("toy")
    first = menu.demo
    for _ in range(400):
        kiosk.step(0.05)
        if menu.demo is not first:
            break
    assert menu.demo is not None and menu.demo is not first
    assert kiosk.storage.games() == [] and kiosk.storage.autosaves() == []


# -- statistics -------------------------------------------------------------------------------------------------

def test_statistics_empty_state(app):
    press(app, top(app).buttons["statistics"], touch=True)
    settled(app)
    stats = top(app)
    assert isinstance(stats, StatisticsScene) and stats.empty and list(stats.widgets) == ["back"]
    frames(app)


def test_statistics_with_history_per_game_tabs(app):
    storage = app.storage
    seats = [{"name": "Anna", "kind": "human"}, {"name": "Pike", "kind": "bot", "level": "easy"}]
    storage.record_game("toy", "2L-0001", seats, [5, 3], [0])
    storage.record_game("toy", "2L-0002", seats, [1, 3], [1])
    storage.record_game("gofish", "2S-0003", seats, [7, 6], [0])
    press(app, top(app).buttons["statistics"])
    settled(app)
    stats = top(app)
    assert not stats.empty and stats.games == ["toy", "gofish"]  # menu order
    assert stats.summary["players"]["Anna"]["played"] == 3 and stats.summary["players"]["Anna"]["won"] == 2
    press(app, stats.widgets[("tab", "toy")], touch=True)
    assert stats.scope == "toy" and stats.widgets[("tab", "toy")].is_selected
    frames(app)
    press(app, stats.widgets["back"])
    assert isinstance(top(app), MenuScene)


# -- rules help ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_game_has_rules_help_in_both_languages(lang):
    from fishgames.i18n import set_language

    set_language(lang)
    try:
        for name in registry.ALL_GAMES:
            texts = paragraphs(name)
            assert len(texts) >= 6 and texts[0].startswith("# ")
    finally:
        set_language("de")


def test_rules_help_tabs_and_scrolling(app):
    scene = RulesHelpScene(app, "lure")
    app.stack.apply(push(scene))
    frames(app)
    assert scene.view.max_offset > 0
    press(app, scene.widgets["down"], touch=True)
    frames(app, 30)
    assert scene.view.offset > 0
    pygame.event.post(finger(pygame.FINGERDOWN, (500, 600)))
    pygame.event.post(finger(pygame.FINGERMOTION, (500, 300)))
    frames(app, 2)
    assert scene.view.offset == scene.view.max_offset or scene.view.offset > 300
    pygame.event.post(finger(pygame.FINGERUP, (500, 300)))
    press(app, scene.widgets[("tab", "gofish")])
    assert scene.game == "gofish" and scene.view.offset == 0


# -- results placement ---------------------------------------------------------------------------------------------

def test_placements_are_competition_ranking():
    assert placements([4, 4, 3, 2], [0, 1]) == [1, 1, 3, 4]
    assert placements([28, 28, 20], [0]) == [1, 2, 3]  # a tie-break decided between equal scores
    assert placements([3, 9, 5], [0]) == [1, 3, 2]  # the lowest score won: ranking follows the winners


# -- every scene renders -------------------------------------------------------------------------------------------

def test_every_scene_renders(app):
    table = games.start_scene(app, "toy", [Seat("human", None, "A"), Seat("bot", "easy", "B")], 3, "easy")
    table.match.resolve_chance()
    summary = {"scores": [3, 3], "winners": [0, 1], "columns": [("results.score", [1, 2])],
               "highlights": [("results.title", {}), "plain text line"]}
    scenes = [SetupScene(app, "toy"), CodePickerScene(app, "toy"), SettingsScene(app), StatisticsScene(app),
              RulesHelpScene(app), PinPadScene(app), PinPadScene(app, mode="set"), table,
              CoverScene(app, 1, "B"), InGameMenuScene(app, table), ResultsScene(app, table, summary)]
    for lang in ("de", "en"):
        app.update_settings(language=lang)
        app.stack.apply(pygame_reset_to_menu(app))
        for scene in scenes:
            app.stack.apply(push(scene))
            frames(app, 2)
            assert top(app) is scene
            colours = {app.screen.get_at((x, y))[:3] for x in range(0, 1280, 160) for y in range(0, 720, 90)}
            assert len(colours) > 4, f"{type(scene).__name__} drew next to nothing"
            app.stack.apply(pygame_reset_to_menu(app))
