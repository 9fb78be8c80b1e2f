"""Translations: every user-visible string is a key looked up here (German and English).

Files live in ``assets/i18n/<namespace>.<lang>.json`` as ``{"<lang>": {...nested...}}``.
Keys are dotted paths; the ``fishgames`` namespace is the app's own and needs no prefix,
every other file prefixes its keys with its namespace (``gofish.reason.asked``).
"""

from __future__ import annotations

import json
import logging
import re
import string
from functools import cache
from pathlib import Path

from fishgames.paths import asset

LANGUAGES = ("de", "en")
APP_NAMESPACE = "fishgames"
log = logging.getLogger(__name__)


def flatten(tree: dict, prefix: str = "") -> dict[str, str]:
    flat: dict[str, str] = {}
    for key, value in tree.items():
        path = f"{prefix}{key}"
        if isinstance(value, dict):
            flat.update(flatten(value, path + "."))
        else:
            flat[path] = str(value)
    return flat


@cache
def catalogue(lang: str, folder: Path | None = None) -> dict[str, str]:
    """All keys of one language, merged from every namespace file."""
    folder = folder or asset("i18n")
    merged: dict[str, str] = {}
    for path in sorted(folder.glob(f"*.{lang}.json")):
        namespace = path.name[: -len(f".{lang}.json")]
        tree = json.loads(path.read_text(encoding="utf-8")).get(lang, {})
        prefix = "" if namespace == APP_NAMESPACE else namespace + "."
        merged.update(flatten(tree, prefix))
    return merged


GERMAN_DIGITS = str.maketrans({",": ".", ".": ","})


def _is_number(value) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


class _NumberFormatter(string.Formatter):
    """``str.format`` that writes a plain ``{n}`` number as the translator's language does (``{n:+d}`` and
    other explicit formats stay as asked)."""

    def __init__(self, translator: Translator):
        self.translator = translator

    def format_field(self, value, format_spec: str) -> str:
        if not format_spec and _is_number(value):
            return self.translator.number(value)
        return format(value, format_spec)


@cache
def _fields(text: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """(names written only as a plain ``{name}``, names written both so and otherwise) in ``text``; None where
    a format spec holds a field of its own.  Read once per text: :class:`_NumberFormatter` parses the text in
    Python at every call, and tables say texts with numbers every frame."""
    plain, other = set(), set()
    for _, field, spec, conversion in string.Formatter().parse(text):
        if field is None:
            continue
        if "{" in (spec or ""):
            return None
        name = field.split(".", 1)[0].split("[", 1)[0]
        (plain if field == name and not spec and not conversion else other).add(name)
    return frozenset(plain - other), frozenset(plain & other)


#: A word that follows a number in a text: ``{dice|die|dice}`` / ``{dice|Würfel|Würfel}`` (one, other).
PLURAL = re.compile(r"\{(\w+)\|([^{}|]*)\|([^{}|]*)\}")


def is_one(value) -> bool:
    """Whether ``value`` is written as 1 (or −1): German and English say "one" only then — "1 point", but
    "1.0 points" / "1,0 Punkte", "0 points", "2.5 points"."""
    return _is_number(value) and format(abs(value), ",") == "1"


def plural_forms(text: str, params: dict) -> str:
    """``text`` with each ``{name|one|other}`` replaced by the form ``params[name]`` asks for (:func:`is_one`)."""
    def form(match: re.Match) -> str:
        return match.group(2) if is_one(params.get(match.group(1))) else match.group(3)

    return PLURAL.sub(form, text)


class Translator:
    """``t(key, **params)`` in the current language; a missing key shows itself, never crashes.

    Counted words: a whole text may have a singular form under ``<key>_one``, used when ``count`` is 1, and a
    word inside a text may follow any number parameter as ``{name|one|other}`` (:func:`plural_forms`).
    Numbers in the parameters are written as the language writes them (:meth:`number`).
    """

    def __init__(self, lang: str = "de"):
        self.lang = lang if lang in LANGUAGES else "de"

    def has(self, key: str) -> bool:
        return key in catalogue(self.lang)

    def number(self, value: float) -> str:
        """A number as this language writes it: German "1.500" and "2,5", English "1,500" and "2.5"."""
        text = format(value, ",")
        return text.translate(GERMAN_DIGITS) if self.lang == "de" else text

    def __call__(self, key: str, **params) -> str:
        table = catalogue(self.lang)
        if is_one(params.get("count")) and key + "_one" in table:
            key += "_one"  # the singular form, where a text has one ("1 card", not "1 cards")
        text = table.get(key)
        if text is None:
            log.warning("missing translation %s/%s", self.lang, key)
            return key
        if "|" in text:
            text = plural_forms(text, params)
        try:
            if not any(_is_number(value) for value in params.values()):
                return text.format(**params) if params else text
            return self._with_numbers(text, params)  # "1.500-mal", "1,500 times"
        except (KeyError, IndexError, ValueError):
            log.warning("bad parameters for %s: %s", key, params)
            return text

    def _with_numbers(self, text: str, params: dict) -> str:
        """``text`` filled in as :class:`_NumberFormatter` fills it: each number written as a plain ``{n}``
        in this language's digits, written first and handed to ``str.format`` as words."""
        fields = _fields(text)
        numbers = [name for name, value in params.items() if _is_number(value)]
        if fields is None or any(name in fields[1] for name in numbers):
            return _NumberFormatter(self).format(text, **params)
        plain = fields[0]
        return text.format(**{name: self.number(value) if name in plain and _is_number(value) else value
                              for name, value in params.items()})


#: The app-wide translator; ``set_language`` switches it live.
t = Translator()


def set_language(lang: str) -> None:
    t.lang = lang if lang in LANGUAGES else "de"
