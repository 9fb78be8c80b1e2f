"""Every ``fishgames`` text the shell scenes draw as a label fits its slot, in German and English.

The buttons are checked in ``tests/ui/test_text_fits.py`` (each label in its own button); this is the rest:
titles, hints, captions, notes, badges and messages of the menu, cover, settings, PIN pad, level picker,
code picker, in-game menu, name pad, results and rules.  Each key is rendered with long sample parameters
(names like "Bartholomäus", the longest game title) at the size and weight its drawing code uses, in the
width that code leaves it (read from the scene modules and the scenes' own panels).  A last test sees that
every key of the namespace has a slot here or a reason elsewhere.
"""

from __future__ import annotations

import pygame
import pytest

from fishgames.i18n import APP_NAMESPACE, flatten, set_language, t
from fishgames.paths import asset
from fishgames.ui import games, theme
from fishgames.ui.text import SMALLEST, fit_size, wrap

LANGS = ("de", "en")
LONG_NAME = "Bartholomäus"
NAMES = (LONG_NAME, "Friederike", "Maximilian")
SCREEN_W, SCREEN_H = theme.SIZE


@pytest.fixture(autouse=True, params=LANGS)
def lang(request):
    pygame.init()
    set_language(request.param)
    yield request.param
    set_language("de")


def width(text: str, size: int, bold: bool) -> int:
    return theme.font(size, bold).size(text)[0]


def longest_title() -> str:
    return max((games.title(name) for name in games.menu_games()), key=lambda title: width(title, theme.BODY, True))


def samples() -> dict:
    return {"game": longest_title(), "name": LONG_NAME, "n": 6, "min": 2, "max": 6, "letters": "L S P M",
            "wait": "4:59", "code": "fischen:5M-ZZZZ", "seat": 6}


def shell_keys(lang: str) -> list[str]:
    """The keys of the app's own namespace (``assets/i18n/fishgames.<lang>.json``)."""
    import json

    path = asset("i18n") / f"{APP_NAMESPACE}.{lang}.json"
    return list(flatten(json.loads(path.read_text(encoding="utf-8"))[lang]))


def text(key: str, **extra) -> str:
    return t(key, **{**samples(), **extra})


# -- the slot checks -------------------------------------------------------------------------------------------

def one_line(room: int, size: int, bold: bool = False):
    """Drawn whole on one line (``theme.text``): it must fit ``room`` px."""
    def check(content: str, key: str) -> None:
        got = width(content, size, bold)
        assert got <= room, f"{key}: {content!r} is {got} px in a {room} px slot"
    return check


def shrinks(room: int, size: int, bold: bool = False, smallest: int = SMALLEST):
    """Drawn with ``fit_size``: it may shrink, but must fit at or above the floor."""
    def check(content: str, key: str) -> None:
        got = fit_size(content, size, room, bold, smallest)
        assert width(content, got, bold) <= room, f"{key}: {content!r} does not fit {room} px even at {got} px"
    return check


def in_lines(room: int, size: int, most: int, bold: bool = False):
    """Wrapped in ``room`` px into at most ``most`` lines (the drawing code shows no more)."""
    def check(content: str, key: str) -> None:
        rows = wrap(content, size, room, bold)
        assert len(rows) <= most, f"{key}: {len(rows)} lines of {room} px (room for {most}): {rows}"
        assert " ".join(rows) == " ".join(content.split()), f"{key}: a word is broken: {rows}"
    return check


def slots() -> dict[str, object]:
    """key -> its check, from the scenes' drawing code."""
    from fishgames.ui.scenes import (
        codepicker,
        ingame_menu,
        levelpicker,
        menu,
        namepad,
        pinpad,
        replace_saved,
        results,
        settings,
    )

    tile_inner = menu.TILE_W - 16
    pill = menu.TILE_W - 40 - 16  # the play pill, 16 px of air inside it
    badge = menu.TILE_W - 20 - 18  # the "saved" badge at the tile's top right (its box is 18 px wider)
    code_panel = codepicker.PANEL.w
    label_room = settings.CHOICE_X - settings.LABEL_X - 12  # a settings label or note, left of its choices
    right = ingame_menu.RIGHT
    pin_panel, pad_panel, level_panel = pinpad.PANEL_W, namepad.PANEL.w, levelpicker.PANEL.w
    found = {
        # menu
        "menu.title": one_line(SCREEN_W - 40, 56, True),
        "menu.subtitle": one_line(SCREEN_W - 40, theme.BODY),
        "menu.play": one_line(pill, theme.BODY, True),
        "menu.coming_soon": one_line(pill, theme.SMALL, True),
        "menu.saved": one_line(badge, theme.SMALL, True),
        "menu.tile_continue": one_line(menu.TILE_W - 20 - 16, theme.BODY, True),  # a saved game's pills
        "menu.new_game": one_line(pill, theme.BODY, True),
        "replace.title": one_line(replace_saved.PANEL.w - 48, theme.TITLE, True),
        "replace.body": in_lines(replace_saved.PANEL.w - 80, theme.BODY, 2),
        "menu.tap_to_play": one_line(SCREEN_W - 40, 64, True),
        "menu.demo": one_line(SCREEN_W - 40, theme.BODY),
        **{f"menu.game.{name}.title": shrinks(tile_inner - 8, 30, True) for name in games.menu_games()},
        # cover (pass and play)
        "cover.pass": one_line(SCREEN_W - 40, theme.TITLE, True),
        "cover.hint": in_lines(760, theme.BODY, 3),
        # settings
        **{key: one_line(label_room, theme.BODY, True) for key in (
            "settings.title", "settings.language", "settings.speed", "settings.sound", "settings.fullscreen",
            "settings.colorblind", "settings.pin", "settings.ui_scale")},
        "settings.pin_hint": one_line(label_room, theme.SMALL),
        "settings.kiosk_note": one_line(label_room, theme.SMALL),
        # PIN pad
        **{key: shrinks(pin_panel - 40, 30, True) for key in ("pin.title", "pin.title_set", "pin.title_current", "pin.title_again")},
        **{key: one_line(pin_panel - 24, theme.SMALL, True) for key in ("pin.wrong", "pin.too_short", "pin.locked", "pin.mismatch")},
        # level picker
        "setup.level_title": shrinks(level_panel - 48, theme.TITLE, True),
        # code picker
        "code.title": one_line(code_panel - 40, theme.TITLE, True),
        "code.hint": in_lines(code_panel - 80, theme.SMALL, 2),
        "code.hint_keyboard": in_lines(code_panel - 80, theme.SMALL, 2),
        "code.players": one_line(codepicker.COL_W + codepicker.GAP, theme.SMALL, True),
        "code.level": one_line(codepicker.COL_W + codepicker.GAP, theme.SMALL, True),
        "code.deal": one_line(4 * codepicker.COL_W + 3 * codepicker.GAP, theme.SMALL, True),
        "code.seat_levels": one_line(2 * codepicker.COL_W + codepicker.GAP, theme.SMALL, True),  # 2 seats at least
        "code.human": shrinks(2 * codepicker.COL_W, theme.SMALL, True),  # "H = Human, ..." is fitted (fit_size)
        # in-game menu
        "ingame.code": one_line(right.w - 56, theme.SMALL, True),
        "ingame.code_hidden": in_lines(right.w - 56, theme.BODY, 3),
        "ingame.copy_unavailable": one_line(right.w - 56, theme.SMALL, True),
        "ingame.log": one_line(right.w - 56, theme.SMALL, True),
        # name pad
        "namepad.title": shrinks(pad_panel - 160, 30, True),
        **{key: shrinks(pad_panel - 80, theme.SMALL, True) for key in (
            "namepad.hint", "namepad.hint_fresh", "namepad.empty", "namepad.taken", "namepad.too_long")},
        "namepad.placeholder": one_line(namepad.FIELD_W - 36 - 10, 24),
        "namepad.quick": one_line(pad_panel - 80, theme.SMALL, True),
        # results
        "results.title": shrinks(results.PANEL_W - 60, theme.TITLE, True),
        "results.winner": shrinks(results.PANEL_W - 60, theme.TITLE, True),
        "results.subtitle": one_line(results.PANEL_W - 40, theme.SMALL),
        "results.place": shrinks(100, theme.SMALL, True),
        "results.player": shrinks(520 - 160 - 20, theme.SMALL, True),
        "results.score": shrinks(140, theme.SMALL, True),
        # rules
        "help.title": one_line(SCREEN_W - 2 * 150, theme.TITLE, True),
    }
    return found


def winners_headline() -> str:
    """``ResultsScene.headline`` for three winners with long names."""
    names = list(NAMES)
    return t("results.winners", names=t("results.and").join([", ".join(names[:-1]), names[-1]]))


def test_every_shell_label_fits_its_slot(lang):
    from fishgames.ui.scenes import results

    checks = [(key, text(key), check) for key, check in slots().items()]
    checks.append(("results.winners", winners_headline(), shrinks(results.PANEL_W - 60, theme.TITLE, True)))
    too_long = []
    for key, content, check in checks:
        try:
            check(content, key)
        except AssertionError as error:
            too_long.append(str(error).splitlines()[0])
    assert len(checks) > 50
    assert not too_long, "\n".join(too_long)


def test_pitches_fit_their_tiles_without_an_ellipsis(lang):
    """``menu.pitch_lines``' last resort is an ellipsis: no game's pitch may need it."""
    from fishgames.ui.scenes import menu

    for name in games.menu_games():
        _, rows = menu.pitch_lines(name, menu.TILE_W - 28)
        assert not rows[-1].endswith(" …"), f"{name}'s pitch is cut on its tile: {rows}"


#: keys no label slot above covers, and where they are checked or why they need none
ELSEWHERE = {
    "app.": "the 'already running' window (fishgames/instance.py: wraps its own message)",
    "table.seat": "a seat's name: every table's plates (the tables' text-fit tests)",
    "table.said": "a log line of what a seat said: the tables' log panels wrap it",
    "table.menu": "a button (tests/ui/test_text_fits.py)",
    "error.": "toasts and the table's message line (wrapped by the app; tables' 'toast' slot)",
    "level.": "the level picker's rows wrap them (test_level_rows_fit below) and setup (another scene)",
    "names.": "default seat names: short words shown on plates and setup",
    "menu.game.": "titles above; pitches by test_pitches_fit_their_tiles_without_an_ellipsis",
    "menu.settings": "a button", "menu.statistics": "a button", "menu.rules": "a button", "menu.quit": "a button",
    "menu.continue_game": "a button (its place is as wide as the longest: tests/ui/test_saved_games.py)",
    "replace.keep": "a button", "replace.replace": "a button",
    "menu.coming_soon_message": "a toast (the app wraps toasts)", "menu.resume_failed": "a toast",
    "setup.": "the setup scene (its own tests; another engineer's scene)",
    "stats.": "the statistics scene (its own tests; another engineer's scene)",
    "help.": "rules paragraphs: a scroll view that wraps them, never cut",
    "code.use": "a button", "code.cancel": "a button", "code.paste": "a button", "code.each_seat": "a button",
    "code.one_level": "a button",
    "code.range": "a refused code's explanation: wrapped above the buttons (test_code_messages_fit)",
    "code.levels": "a refused code's explanation (test_code_messages_fit)",
    "code.paste_empty": "a refused paste (test_code_messages_fit)",
    "code.paste_unavailable": "a refused paste (test_code_messages_fit)",
    "code.length": "a refused code's explanation (test_code_messages_fit)",
    "code.players_char": "a refused code's explanation (test_code_messages_fit)",
    "settings.back": "a button", "settings.change_pin": "a button", "settings.on": "a button",
    "settings.off": "a button", "settings.speed_": "buttons", "settings.pin_changed": "a toast",
    "pin.ok": "a key of the pad (button)", "pin.cancel": "a button",
    "namepad.space": "a button", "namepad.ok": "a button", "namepad.cancel": "a button",
    "cover.show": "a button",
    "table.preparing": "one short line centred on a 2560 × 1440 or larger screen (scenes/preparing.py)",
    "results.winners": "test_every_shell_label_fits_its_slot (three long names)",
    "results.and": "part of results.winners", "results.again": "a button", "results.same": "a button",
    "results.menu": "a button", "results.copy_code": "a button", "results.code_is": "a toast",
    "results.copy_link": "a button", "results.link_copied": "a toast", "results.link_is": "a toast",
    "ingame.resume": "a button", "ingame.rules": "a button", "ingame.settings": "a button",
    "ingame.leave": "a button", "ingame.copy": "a button", "ingame.copied": "a toast",
    "ingame.log_empty": "a line of the log view (wraps)",
    "cli.": "one line on the terminal (fishgames/command_line.py), never drawn",
    "cache.unwritable": "one line on the terminal (the picture cache's folder), never drawn",
}


def test_code_messages_fit(lang):
    """A refused code's reason and explanation stay between ``MESSAGES_TOP`` and the buttons."""
    from fishgames.ui.scenes import codepicker

    room = codepicker.PANEL.w - 60
    height = codepicker.PANEL.h - 100 - codepicker.MESSAGES_TOP
    reasons = [text(key) for key in shell_keys(lang) if key.startswith("error.code")]
    for reason in reasons:
        for key in ("code.range", "code.levels", "code.length", "code.players_char", "code.paste_empty",
                    "code.paste_unavailable"):
            used = len(wrap(reason, theme.BODY, room, True)) * int(theme.BODY * 1.3)
            used += len(wrap(text(key), theme.SMALL, room)) * int(theme.SMALL * 1.3)
            assert used <= height, f"{reason!r} + {key}: {used} px in {height} px"


def test_level_rows_fit(lang):
    """Each level's line in the level picker fits its row."""
    from fishgames.ui.scenes import levelpicker

    room = levelpicker.PANEL.w - 48 - levelpicker.NAME_W - 24
    for game in games.menu_games():
        for level in games.spec(game).playable_levels:  # a kiosk's pro (``pro@kiosk``) says one line more
            about = levelpicker.level_about(game, level)
            height = len(wrap(about, theme.SMALL, room)) * theme.font(theme.SMALL).get_linesize()
            assert height <= levelpicker.ROW_H, f"{game} {level}: {about!r} is {height} px in a {levelpicker.ROW_H} px row"


def test_every_key_has_a_slot_or_a_reason(lang):
    keys = set(shell_keys(lang))
    covered = set(slots())
    left = sorted(key for key in keys - covered if not any(key.startswith(prefix) for prefix in ELSEWHERE))
    assert not left, f"shell keys with no slot check and no reason: {left}"
