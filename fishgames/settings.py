"""The player's settings (``settings.json``): the :class:`Settings` model and the check of every field.

A file's good values survive a bad one: :meth:`Settings.from_json` returns the fields it had to reset, and the
storage keeps the repaired settings (``Storage.load_settings``).  Unknown keys are ignored silently (a newer
version may have added them).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from contextlib import suppress
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from fishgames import pin
from fishgames.core.names import clean_name
from fishgames.core.record import Seat

LANGUAGES = ("de", "en")
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
MAX_PRESET_NAMES = 16
SETTINGS_FORMAT = 1


def system_language(environ: Mapping[str, str] = os.environ) -> str:
    """German for a German system locale (``de``, ``de_DE.UTF-8``, ``de_AT``...), English for any other."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = environ.get(variable)
        if value:
            return "de" if value.lower().startswith("de") else "en"
    import locale  # Windows and macOS apps often start without those variables

    with suppress(ValueError):
        name = locale.getlocale()[0] or ""
        return "de" if name.lower().startswith(("de", "german")) else "en"
    return "en"


def _choice(options: tuple[str, ...]):
    def check(value: Any) -> str:
        if value not in options:
            raise ValueError(f"{value!r} is not one of {options}")
        return value

    return check


def _flag(value: Any) -> bool:
    if type(value) is not bool:  # 0/1 or "true" are hand-edit mistakes, not booleans
        raise ValueError(f"{value!r} is not true/false")
    return value


def _pin(value: Any) -> str:
    """The kiosk PIN as kept: a salted hash (``fishgames.pin``); four plain digits (an old file, or a new PIN
    set in Settings) are hashed here."""
    return pin.stored(value)


def _names(value: Any) -> tuple[str, ...]:
    """Preset names: text, cleaned for drawing (:func:`clean_name`); an empty one is a mistake."""
    if not isinstance(value, (list, tuple)) or len(value) > MAX_PRESET_NAMES:
        raise ValueError(f"player names must be a list of at most {MAX_PRESET_NAMES}")
    names = tuple(clean_name(name) for name in value)
    if not all(names):
        raise ValueError("a player name is empty")
    return names


def _window_size(value: Any) -> tuple[int, int] | None:
    """The window's size as the player left it (physical pixels), or None: not sized yet."""
    if value is None:
        return None
    if (not isinstance(value, (list, tuple)) or len(value) != 2 or not all(type(v) is int for v in value)
            or not all(200 <= v <= 16384 for v in value)):
        raise ValueError("window_size must be [width, height] in pixels (200-16384)")
    return (value[0], value[1])


UI_SCALE_RANGE = (1.0, 2.0)  # how much larger a family may make text and buttons (fishgames.ui.legibility)


def ui_scale(value: Any) -> float:
    """The UI scale: a number from 1 to 2, or a percentage ("125%") on the command line (ValueError otherwise)."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise ValueError(f"{value!r} is not a number")
    text = str(value).strip()
    try:
        number = float(text[:-1]) / 100 if text.endswith("%") else float(text)
    except ValueError:
        raise ValueError(f"{value!r} is not a number") from None
    low, high = UI_SCALE_RANGE
    if not low <= number <= high:  # also refuses nan
        raise ValueError(f"{value!r} is not between {low:g} and {high:g} (or {low:.0%} and {high:.0%})")
    return round(number, 3)


#: The table's own on/off choices a set-up remembers beside the game's options (on unless turned off):
#: take back against computers (fishgames.ui.takeback) and the coach (fishgames.ui.coach).
TABLE_CHOICES = ("takeback", "coach")


def _setup(value: Any) -> dict:
    """One game's remembered set-up: its shape is checked here, its fit to the game by the set-up scene."""
    if not isinstance(value, dict):
        raise ValueError("a set-up must be an object")
    players, seats, options = value.get("players"), value.get("seats"), value.get("options", {})
    if type(players) is not int or not isinstance(seats, list) or not isinstance(options, dict):
        raise ValueError("a set-up needs int players, a list of seats and an object of options")
    choices = {key: value.get(key, True) for key in TABLE_CHOICES}
    if not all(type(on) is bool for on in choices.values()):
        raise ValueError(f"{', '.join(TABLE_CHOICES)} must be true/false")
    phones = value.get("phones", [])  # seats played on phones (fishgames.ui.phone_table)
    if not isinstance(phones, list) or not all(type(i) is int and 0 <= i < len(seats) for i in phones):
        raise ValueError("phones must list seat numbers")
    return {"players": players, "seats": [Seat.from_json(seat).to_json() for seat in seats],
            "options": dict(options), **choices, **({"phones": sorted(set(phones))} if phones else {})}


def _setups(value: Any) -> dict[str, dict]:
    if not isinstance(value, dict) or not all(isinstance(game, str) for game in value):
        raise ValueError("last_setup must map game names to objects")
    return {game: _setup(setup) for game, setup in value.items()}


#: field -> checker that returns the normalised value or raises ValueError (one table for load and build).
_SETTING_CHECKS = {
    "language": _choice(LANGUAGES),
    "animation_speed": _choice(ANIMATION_SPEEDS),
    "sound": _flag,
    "fullscreen": _flag,
    "colorblind_symbols": _flag,
    "kiosk_phones": _flag,
    "kiosk_pin": _pin,
    "player_names": _names,
    "last_setup": _setups,
    "window_size": _window_size,
    "ui_scale": ui_scale,
}


@dataclass(frozen=True)
class Settings:
    """The player's preferences; change them with ``dataclasses.replace`` and :meth:`Storage.save_settings`.

    Frozen so that scenes cannot change settings behind the storage's back; ``last_setup`` (game name ->
    the set-up scene's JSON object, e.g. players, options, seat levels) is a plain dict, hence "frozen-ish".
    ``player_names`` are presets offered in the set-up scene; empty means the UI's "Player N" names.
    """

    language: str = field(default_factory=lambda: system_language())  # a first run speaks the system's language
    animation_speed: str = "normal"
    sound: bool = True
    fullscreen: bool = False
    colorblind_symbols: bool = True
    kiosk_pin: str = pin.DEFAULT  # "1234", hashed (fishgames.pin)
    #: The kiosk's set-up offers phone seats (fishgames.phones) only when this is on.
    kiosk_phones: bool = False
    player_names: tuple[str, ...] = ()
    last_setup: dict[str, dict] = field(default_factory=dict)
    window_size: tuple[int, int] | None = None  # a window the player resized, remembered (fishgames.ui.display)
    ui_scale: float = 1.0  # text and buttons made larger (fishgames.ui.legibility)

    def __post_init__(self):
        for name, check in _SETTING_CHECKS.items():
            object.__setattr__(self, name, check(getattr(self, name)))

    def table_choice(self, game: str, key: str) -> bool:
        """One of ``TABLE_CHOICES`` as ``game``'s set-up left it: on unless turned off there."""
        return self.last_setup.get(game, {}).get(key, True) is not False

    def to_json(self) -> dict:
        data = asdict(self)
        data["player_names"] = list(self.player_names)
        data["window_size"] = list(self.window_size) if self.window_size else None
        return {"format": SETTINGS_FORMAT, **data}

    @classmethod
    def from_json(cls, data: Any) -> tuple[Settings, list[str]]:
        """Settings from a parsed file, plus the names of fields that were bad and took their default.

        Raises ``ValueError`` if ``data`` is not a JSON object at all.
        """
        if not isinstance(data, dict):
            raise ValueError("settings must be a JSON object")
        values, bad = {}, []
        for name in (f.name for f in fields(cls)):
            if name not in data:
                continue
            try:
                values[name] = _SETTING_CHECKS[name](data[name])
            except ValueError:
                bad.append(name)
        return cls(**values), bad
