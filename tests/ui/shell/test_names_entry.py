"""Typing real names in the set-up, driven like a player would on the real App: tapping a human seat's name
opens the name pad; its on-screen keyboard (touch, the kiosk), the physical keyboard (KEYDOWN events with
their text, as pygame-ce sends them) and the quick choices set the name; Cancel changes nothing; an empty
name, a name of only spaces and another seat's name are refused; control characters never get in; a typed
name is remembered among the settings' presets and offered first next time.  And the pad fits the screen,
German and English, desktop and kiosk.

The toy game (tests/toy_game.py: 2-3 players) stands in for a built game.
"""

from __future__ import annotations

import pygame
import pytest

from fishgames.core.names import MAX_NAME_LENGTH
from fishgames.i18n import t
from fishgames.settings import MAX_PRESET_NAMES
from fishgames.ui import theme
from fishgames.ui.scenes.menu import MenuScene
from fishgames.ui.scenes.namepad import NamePadScene
from fishgames.ui.scenes.setup import SetupScene
from tests.ui import driver as drive
from tests.ui.driver import DT, key, running_app, settled
from tests.ui.toy_scene import ToyTable

# -- driving helpers ---------------------------------------------------------------------------------------

def top(app):
    return app.stack.top


def press(app, widget, touch=True):
    """Tap (finger) or click (mouse) the centre of a pygame-gui button."""
    (drive.tap if touch else drive.click)(app, widget, n=3)


def type_text(app, text: str) -> None:
    """``text`` typed on the physical keyboard, a key per character."""
    for char in text:
        code = pygame.key.key_code(char.lower()) if char.isascii() and char.isalnum() else 0
        code = pygame.K_SPACE if char == " " else code
        key(app, code, char, pygame.KMOD_LSHIFT if char.isupper() else 0)


def tap_keys(app, pad: NamePadScene, letters: str) -> None:
    """``letters`` tapped on the pad's on-screen keyboard (case as the pad offers it; " " is the space bar)."""
    for letter in letters:
        face = letter if letter == "ß" else letter.upper()
        press(app, pad.widgets["space"] if letter == " " else pad.widgets[("key", face)])


def open_setup(app) -> SetupScene:
    drive.tap(app, drive.new_game_point(top(app), "toy"), n=3)
    setup = top(app)
    assert isinstance(setup, SetupScene)
    return setup


def open_pad(app, seat: int = 0) -> tuple[SetupScene, NamePadScene]:
    """Menu -> the toy's setup -> tap seat ``seat``'s name (made a human seat first)."""
    setup = open_setup(app)
    if setup.seats[seat]["kind"] != "human":
        press(app, setup.widgets[("kind", seat)])
    press(app, setup.widgets[("name", seat)])
    pad = top(app)
    assert isinstance(pad, NamePadScene) and pad.seat == seat
    return setup, pad


def choice_keys(pad: NamePadScene) -> list[str]:
    """The quick choices on the pad's page now."""
    return [k[1] for k in pad.widgets if isinstance(k, tuple) and k[0] == "choice"]


def tap_choice(app, pad: NamePadScene, name: str) -> None:
    """Tap ▶ until ``name`` is among the quick choices, then tap it."""
    while ("choice", name) not in pad.widgets:
        assert pad.widgets["next"].is_enabled, f"{name} is not offered"
        press(app, pad.widgets["next"])
    press(app, pad.widgets[("choice", name)])


# -- opening the pad -----------------------------------------------------------------------------------------

def test_tapping_a_humans_name_opens_the_pad_and_a_bots_name_still_cycles(app):
    setup, pad = open_pad(app)
    assert [type(s) for s in app.stack.scenes] == [MenuScene, SetupScene, NamePadScene]
    assert pad.text == setup.seats[0]["name"] == "Spieler 1" and pad.fresh  # the current name, marked
    assert pad.widgets["ok"].is_enabled and pad.widgets["ok"].text == t("namepad.ok")
    press(app, pad.widgets["cancel"])
    assert top(app) is setup
    bot = setup.seats[1]["name"]
    press(app, setup.widgets[("name", 1)])  # a computer seat: tapping through the fish names, as before
    assert top(app) is setup and setup.seats[1]["name"] not in (bot, setup.seats[0]["name"])


# -- typing --------------------------------------------------------------------------------------------------

def test_typing_mama_on_the_screen_keyboard_and_ok_names_the_seat(kiosk):
    setup, pad = open_pad(kiosk)
    assert pad.widgets[("key", "M")].text == "M"  # a name starts with a capital ...
    tap_keys(kiosk, pad, "mama")  # ... the first letter replaces the marked old name
    assert pad.text == "Mama" and pad.widgets[("key", "M")].text == "m"  # ... then small letters
    press(kiosk, pad.widgets["ok"])
    assert top(kiosk) is setup and setup.seats[0]["name"] == "Mama"
    assert setup.widgets[("name", 0)].text == "Mama"


def test_screen_keyboard_umlauts_space_shift_and_backspace(kiosk):
    setup, pad = open_pad(kiosk)
    tap_keys(kiosk, pad, "jürgen")
    press(kiosk, pad.widgets["back"])
    press(kiosk, pad.widgets["back"])
    tap_keys(kiosk, pad, "ss weiß")  # after a space the next word starts with a capital
    press(kiosk, pad.widgets["shift"])  # ⇧: the next letter the other way round
    tap_keys(kiosk, pad, "e")
    assert pad.text == "Jürgss WeißE"
    press(kiosk, pad.widgets["clear"])
    assert pad.text == "" and not pad.widgets["ok"].is_enabled
    tap_keys(kiosk, pad, "ben")
    press(kiosk, pad.widgets["ok"])
    assert setup.seats[0]["name"] == "Ben"


def test_typing_on_the_physical_keyboard_enter_is_ok(app):
    setup, pad = open_pad(app)
    type_text(app, "Jürgenx")
    key(app, pygame.K_BACKSPACE)
    assert pad.text == "Jürgen"
    key(app, pygame.K_a, "\x01", pygame.KMOD_LCTRL)  # Ctrl+A types nothing
    key(app, pygame.K_TAB, "\t")
    assert pad.text == "Jürgen"
    key(app, pygame.K_RETURN, "\r")
    assert top(app) is setup and setup.seats[0]["name"] == "Jürgen"


def test_a_quick_choice_is_one_tap(toy):
    with running_app(player_names=("Oma", "Opa")) as app:
        app.step(DT)
        setup, pad = open_pad(app)
        choices = choice_keys(pad)
        assert choices[:3] == ["Oma", "Opa", "Spieler 1"]  # the family's names first, then the app's
        assert setup.seats[1]["name"] not in choices  # another seat's name is not offered
        press(app, pad.widgets[("choice", "Opa")])
        assert top(app) is setup and setup.seats[0]["name"] == "Opa"
        assert app.settings.player_names == ("Opa", "Oma")  # used last: offered first


def test_cancel_and_escape_change_nothing(app):
    setup, pad = open_pad(app)
    before = (setup.seats[0]["name"], app.settings.player_names)
    type_text(app, "Xaver")
    press(app, pad.widgets["cancel"])
    assert top(app) is setup and (setup.seats[0]["name"], app.settings.player_names) == before
    press(app, setup.widgets[("name", 0)])
    type_text(app, "Yvonne")
    key(app, pygame.K_ESCAPE)
    assert top(app) is setup and (setup.seats[0]["name"], app.settings.player_names) == before


def test_an_empty_name_only_spaces_or_another_seats_name_is_refused(app):
    setup, pad = open_pad(app)
    press(app, pad.widgets["clear"])
    assert pad.text == "" and not pad.widgets["ok"].is_enabled  # OK is greyed out ...
    key(app, pygame.K_RETURN, "\r")  # ... and Enter says why
    assert top(app) is pad and pad.message == t("namepad.empty")
    type_text(app, "   ")
    press(app, pad.widgets["space"])
    assert pad.text == "" and not pad.widgets["ok"].is_enabled
    key(app, pygame.K_RETURN, "\r")
    assert top(app) is pad and pad.message == t("namepad.empty")
    other = setup.seats[1]["name"]
    type_text(app, other.upper())  # another seat's name, in any case
    key(app, pygame.K_RETURN, "\r")
    assert top(app) is pad and pad.message == t("namepad.taken", name=other.upper())
    press(app, pad.widgets["cancel"])
    assert setup.seats[0]["name"] == "Spieler 1" and app.settings.player_names == ()


def test_control_characters_never_get_in(app):
    setup, pad = open_pad(app)
    key(app, 0, "\x00")  # a NUL on its own types nothing and keeps the old name marked
    assert pad.text == "Spieler 1" and pad.fresh
    for text in ("E", "\x00", "v", "\x07", "\x1b", "\u202e", "a\x00\x08"):
        key(app, 0, text)
    assert pad.text == "Eva"
    key(app, pygame.K_RETURN, "\r")
    assert setup.seats[0]["name"] == "Eva" and app.settings.player_names == ("Eva",)
    setup.resume({"seat": 0, "name": "\x00Eve\x1b\n"})  # whatever a pad pops is cleaned once more
    assert setup.seats[0]["name"] == "Eve"
    setup.resume({"seat": 0, "name": " \x00 "})  # nothing left: no name
    assert setup.seats[0]["name"] == "Eve"
    assert all(name.isprintable() for name in app.settings.player_names)


def test_a_name_is_cut_at_the_limit(app):
    setup, pad = open_pad(app)
    type_text(app, "A" * (MAX_NAME_LENGTH + 5))
    assert pad.text == "A" * MAX_NAME_LENGTH and pad.message == t("namepad.too_long", max=MAX_NAME_LENGTH)
    key(app, pygame.K_RETURN, "\r")
    assert setup.seats[0]["name"] == "A" * MAX_NAME_LENGTH
    assert setup.widgets[("name", 0)].text.endswith("…")  # the seat's button cuts it, the seat keeps it


# -- remembered for next time ----------------------------------------------------------------------------------

def test_a_typed_name_is_remembered_and_offered_next_time(app):
    setup, pad = open_pad(app)
    type_text(app, "Mama")
    key(app, pygame.K_RETURN, "\r")
    assert setup.seats[0]["name"] == "Mama" and app.settings.player_names == ("Mama",)
    settled(app)
    assert app.storage.load_settings()[0].player_names == ("Mama",)  # on disk
    press(app, setup.widgets["start"])  # the set-up itself remembers the seat's name too
    assert isinstance(top(app), ToyTable) and app.settings.last_setup["toy"]["seats"][0]["name"] == "Mama"
    from fishgames.ui.scene import Reset

    app.stack.apply(Reset(MenuScene(app)))
    drive.frames(app, 2)
    setup, pad = open_pad(app, seat=1)  # next time, for another seat: "Mama" is seat 0's again
    assert setup.seats[0]["name"] == "Mama" and "Mama" not in choice_keys(pad)
    press(app, pad.widgets["cancel"])
    press(app, setup.widgets[("name", 0)])
    assert choice_keys(top(app))[0] == "Mama"


def test_presets_newest_first_at_most_sixteen_and_not_the_apps_own_names(toy):
    old = tuple(f"Kind {k}" for k in range(MAX_PRESET_NAMES))
    with running_app(player_names=old) as app:
        app.step(DT)
        setup, pad = open_pad(app)
        type_text(app, "Ben")
        key(app, pygame.K_RETURN, "\r")
        assert app.settings.player_names == ("Ben", *old[:-1])
        press(app, setup.widgets[("name", 0)])
        type_text(app, "kind 3")  # an old name again (in other letters' case): moved first, not twice
        key(app, pygame.K_RETURN, "\r")
        assert app.settings.player_names[:2] == ("kind 3", "Ben") and len(app.settings.player_names) == 16
        assert "Kind 3" not in app.settings.player_names
        before = app.settings.player_names
        press(app, setup.widgets[("name", 0)])
        tap_choice(app, top(app), "Otter")  # on the second page; the app's own names follow the language: not kept
        assert setup.seats[0]["name"] == "Otter" and app.settings.player_names == before
        press(app, setup.widgets[("name", 0)])
        type_text(app, "Player 7")
        key(app, pygame.K_RETURN, "\r")
        assert setup.seats[0]["name"] == "Player 7" and app.settings.player_names == before
        press(app, setup.widgets[("name", 0)])
        type_text(app, "Robbe")
        key(app, pygame.K_RETURN, "\r")
        assert setup.seats[0]["name"] == "Robbe" and app.settings.player_names == before
        app.update_settings(language="en")  # and the app's names still follow a language switch
        assert setup.seats[0]["name"] == "Seal"


# -- the pad fits the screen -------------------------------------------------------------------------------

BUTTON_FONT = {"@digit": 36, "@primary": 28}  # the theme's button fonts (bold); the rest use 24


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("kiosk_mode", [False, True])
def test_the_pad_fits_1280x720_big_keys_nothing_overlaps(toy, lang, kiosk_mode):
    names = ("Großmutter Hildegard", "Mama", "Papa", "Lea-Sophie", "WWWWWWWWWWWWWWWWWWWWWWWW")
    with running_app(kiosk=kiosk_mode, language=lang, player_names=names) as app:
        app.step(DT)
        setup, pad = open_pad(app)
        screen = pygame.Rect(0, 0, 1280, 720)
        assert screen.contains(pad.panel)
        rects = {k: b.rect for k, b in pad.widgets.items()}
        for k, rect in rects.items():
            assert pad.panel.contains(rect), k
            assert rect.w >= 48 and rect.h >= 48, k  # touch targets
            button = pad.widgets[k]
            size = next((s for c, s in BUTTON_FONT.items() if c in button.class_ids), 24)
            assert theme.font(size, True).size(button.text)[0] <= rect.w - 12, (k, button.text)  # no label cut
        keys = list(rects)
        for i, a in enumerate(keys):
            for b in keys[i + 1:]:
                assert not rects[a].colliderect(rects[b]), (a, b)
        field = pad.field_rect()
        assert not any(field.colliderect(r) for r in rects.values())
        assert names[0] in choice_keys(pad) and names[-1] in choice_keys(pad)
        for shot in ("fresh", "message"):  # the pad draws in both states (pygame.image.save for a look)
            if shot == "message":
                press(app, pad.widgets["clear"])
                key(app, pygame.K_RETURN, "\r")
                assert pad.message
            drive.frames(app, 2)
            colours = {app.screen.get_at((x, y))[:3] for x in range(0, 1280, 80) for y in range(0, 720, 60)}
            assert len(colours) > 4
