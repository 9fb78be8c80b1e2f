"""Who a player is across languages: the app's own names ("Spieler 1" / "Player 1", the preset names) are one
person in every language (:func:`player_identity`), shown in the current one (:func:`player_name`).  The
statistics count by identity, so a language switch never splits a player's games.
"""

from __future__ import annotations

import functools
import re

from fishgames.core.names import clean_name
from fishgames.i18n import LANGUAGES as TEXT_LANGUAGES
from fishgames.i18n import catalogue

#: Identity kinds of the names the app gives itself, translated per language: ``player:N`` is
#: "Spieler N"/"Player N" (``setup.player_n``), ``human:K``/``bot:K`` the presets ``names.human.K``/
#: ``names.bot.K`` ("Robbe"/"Seal").  ``name:`` escapes a custom name that happens to look like a key.
_IDENTITY_KIND = re.compile(r"(player|human|bot|name):")
_PRESET_KEY = re.compile(r"names\.(human|bot)\.([1-9][0-9]*)")


@functools.cache
def _app_names(lang: str) -> tuple[re.Pattern | None, dict[str, str]]:
    """One language's default-name pattern ("Player (N)") and preset texts -> identity."""
    texts = catalogue(lang)
    head, marker, tail = texts.get("setup.player_n", "").partition("{n}")
    pattern = re.compile(re.escape(head) + r"([1-9][0-9]{0,3})" + re.escape(tail)) if marker else None
    presets: dict[str, str] = {}
    for key, text in sorted(texts.items()):
        if (match := _PRESET_KEY.fullmatch(key)) and clean_name(text):
            presets.setdefault(clean_name(text), f"{match[1]}:{match[2]}")
    return pattern, presets


def player_identity(name: str) -> str:
    """Who a seat's ``name`` (a history row stores the text shown when it was played) is, in any language.

    The app's own names are the same person in every language: "Spieler 1" and "Player 1" are
    ``"player:1"``, "Robbe" and "Seal" ``"human:2"`` (the names the set-up scene's ``localise_names``
    translates).  Every other name is its own identity, the text itself ("Mama" is ``"Mama"``); one that
    looks like a key is escaped (``"name:player:1"``), so no typed text can pass for an app name.
    A preset from the settings that happens to spell an app name ("Otter") counts as that app name:
    the history stores nothing else to tell them apart.
    """
    for lang in TEXT_LANGUAGES:
        pattern, presets = _app_names(lang)
        if pattern is not None and (match := pattern.fullmatch(name)):
            return f"player:{int(match[1])}"
        if name in presets:
            return presets[name]
    if name in FORMER_BOT_NAMES:
        return f"bot:{FORMER_BOT_NAMES[name]}"
    return f"name:{name}" if _IDENTITY_KIND.match(name) else name


#: The computer players' names before they stopped sharing names with Lure's fish (English and German): a
#: history row played then is the same computer player as its seat's name now.
FORMER_BOT_NAMES = {"Pike": 1, "Hecht": 1, "Perch": 2, "Barsch": 2, "Trout": 3, "Forelle": 3, "Zander": 4,
                    "Carp": 5, "Karpfen": 5, "Cod": 6, "Dorsch": 6}


def player_name(identity: str, lang: str) -> str:
    """The text of :func:`player_identity`'s ``identity`` in ``lang`` ("player:1" -> "Player 1" in English)."""
    kind, colon, rest = identity.partition(":")
    if not (colon and _IDENTITY_KIND.match(identity)):
        return identity
    if kind == "name":
        return rest
    texts = catalogue(lang)
    if kind == "player":
        return texts.get("setup.player_n", "{n}").replace("{n}", rest)
    return texts.get(f"names.{kind}.{rest}", identity)
