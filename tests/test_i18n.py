"""German and English translation files have the same keys and the same placeholders."""

import json
import string

import pytest

from fishgames.i18n import Translator, catalogue, flatten
from fishgames.paths import asset

FOLDER = asset("i18n")
NAMESPACES = sorted({p.name.split(".")[0] for p in FOLDER.glob("*.json")})


def placeholders(text: str) -> set[str]:
    return {name.split("|")[0] for _, name, _, _ in string.Formatter().parse(text) if name}


def load(namespace: str, lang: str) -> dict[str, str]:
    data = json.loads((FOLDER / f"{namespace}.{lang}.json").read_text(encoding="utf-8"))
    assert list(data) == [lang], f"{namespace}.{lang}.json must have the single top-level key {lang!r}"
    return flatten(data[lang])


def test_there_are_translation_files():
    assert "fishgames" in NAMESPACES


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_same_keys_and_placeholders_in_both_languages(namespace):
    de, en = load(namespace, "de"), load(namespace, "en")
    assert sorted(set(de) ^ set(en)) == []
    mismatched = [key for key in de if placeholders(de[key]) != placeholders(en[key])]
    assert mismatched == []


def test_missing_key_shows_the_key_instead_of_crashing():
    assert Translator("en")("no.such.key") == "no.such.key"


def test_german_catalogue_has_umlauts_somewhere():
    assert any(ch in text for text in catalogue("de").values() for ch in "äöüÄÖÜß")


@pytest.mark.parametrize("lang, one, many, none", [
    ("en", "Anna fishes 1 card from the sea.", "Anna fishes 2 cards from the sea.",
     "Anna fishes 0 cards from the sea."),
    ("de", "Anna fischt 1 Karte aus dem Meer.", "Anna fischt 2 Karten aus dem Meer.",
     "Anna fischt 0 Karten aus dem Meer."),
])
def test_a_count_of_one_uses_the_singular_form(lang, one, many, none):
    t = Translator(lang)
    assert t("fischen.log.sea_drawn", seat="Anna", count=1) == one
    assert t("fischen.log.sea_drawn", seat="Anna", count=2) == many
    assert t("fischen.log.sea_drawn", seat="Anna", count=0) == none  # 0 takes the plural



@pytest.mark.parametrize("lang, one, many", [
    ("en", "Bid: 1 die", "Bid: 2 dice"),
    ("de", "Gebot: 1 Würfel", "Gebot: 2 Würfel"),
])
def test_a_word_after_a_number_follows_it(lang, one, many):
    t = Translator(lang)
    assert t("lure.ui.bid_info", size=1) == one and t("lure.ui.bid_info", size=2) == many


def test_plural_forms_pick_one_only_for_one():
    from fishgames.i18n import plural_forms

    text = "{n} {n|point|points}, {m} {m|die|dice}"
    assert plural_forms(text, {"n": 1, "m": 0}) == "{n} point, {m} dice"
    assert plural_forms(text, {"n": -1, "m": 2.5}) == "{n} point, {m} dice"
    assert plural_forms(text, {"n": 2, "m": 1.0}) == "{n} points, {m} dice"  # written "1.0": no "one"
    assert plural_forms(text, {}) == "{n} points, {m} dice"  # a missing number: the general form
    assert Translator("de")("fatfish.reason.take_row", points=1) == "Die Reihe nehme ich: 1 Punkt."
    assert Translator("en")("fatfish.reason.take_row", points=4) == "I'll take that row: 4 points."


@pytest.mark.parametrize("lang", ["de", "en"])
def test_numbers_are_written_as_the_reference_formatter_writes_them(lang):
    """Every text of the catalogue, each field given a number (big, negative, a fraction, one, zero) or a word:
    the translator's quick way (each text read once) writes what ``_NumberFormatter`` writes — "1.500" and
    "2,5" in German, "{n:+d}" as asked — including texts that write one number both plainly and otherwise."""
    from fishgames.i18n import _NumberFormatter, plural_forms

    t = Translator(lang)
    texts = [*catalogue(lang).values(), "{n} und {n:+d}", "{n:+d} Punkte", "{n!r} {m}", "{a.real} {a}"]
    values = [1500, -3, 2.5, 1, 0, -0.0, 1234567.25, "Anna"]
    checked = 0
    for i, text in enumerate(texts):
        names = sorted({field.split(".")[0].split("[")[0].split("|")[0]
                        for _, field, _, _ in string.Formatter().parse(text) if field})
        for k in range(3):
            params = {name: values[(i + j + k) % len(values)] for j, name in enumerate(names)}
            plain = plural_forms(text, params) if "|" in text else text
            try:
                expected = _NumberFormatter(t).format(plain, **params)
            except (KeyError, IndexError, ValueError, AttributeError):  # (a word given to "{a.real}")
                continue
            if any(isinstance(v, int | float) for v in params.values()):
                assert t._with_numbers(plain, params) == expected, (text, params)
                checked += 1
    assert checked > 1000, checked


def test_no_english_text_fixes_a_or_an_before_a_filled_in_word():
    """'a {card}' reads 'a 18' for the 18 and 'a {r}' read 'a an ace' (the rank's words bring their own
    article): an English text never puts 'a'/'an' right before a field; the field's words carry it, or the
    sentence does without."""
    import re

    fixed = {key: text for key, text in catalogue("en").items() if re.search(r"\ban? \{", text)}
    assert fixed == {}
