"""English card names read as words inside a sentence: "your red 5", never "your Red 5" (a colour is not a
name), and a sentence that names a card first still starts with a capital ("Your red 5 may not go there").
Fat Fish's English colours were capitalised mid-sentence in the coach's, the bots' and the table's words
(seen in a window); Fischen's always were lower case.  Every English text of both games that takes a card,
cards or a colour is filled with real card words and checked."""

from __future__ import annotations

import re

import pytest

from fishgames.games.fatfish import scene_cards as fatfish_cards
from fishgames.games.fatfish import scene_text as fatfish_text
from fishgames.games.fischen import scene_cards as fischen_cards
from fishgames.i18n import catalogue, set_language, t

CARD_FIELDS = {"card", "cards", "colour", "plus", "minus", "suit"}
SENTENCE_START = re.compile(r"(^|[.!?]\s+|[“\"(]\s*)$")


def others(fields: set[str], template: str) -> dict:
    """The fields that are no card: a number where a plural form counts it, else a name."""
    return {field: 2 if ("{" + field + "|") in template else "Perch" for field in fields}


def fatfish_params(fields: set[str], template: str) -> dict:
    cards = {"card": "r5", "cards": "y3 b6", "plus": "g2 p4", "minus": "r1 y1"}
    params = {**others(fields, template), **{field: cards[field] for field in fields if field in cards}}
    if "colour" in fields:
        params["colour"] = fatfish_cards.colour_name("red")
    for field in ("plus", "minus"):
        if field in fields:
            params[field] = fatfish_cards.cards_words(params[field])
    return params


def fischen_params(fields: set[str], template: str) -> dict:
    params = others(fields, template)
    words = {"card": fischen_cards.short_name("r5"), "cards": fischen_cards.short_name("b7"),
             "colour": fischen_cards.colour_name("yellow"), "suit": fischen_cards.colour_name("yellow")}
    params.update({field: words[field] for field in fields if field in words})
    return params


GAMES = {
    "fatfish": (fatfish_params, lambda key, params: fatfish_text.reason_text(key, params), fatfish_cards.colour_name),
    "fischen": (fischen_params, lambda key, params: t(key, **params), fischen_cards.colour_name),
}
COLOURS = ("red", "yellow", "green", "blue", "purple")


def sentences_with_cards(game: str) -> list[tuple[str, str, str]]:
    """(key, template, filled) for every English text of ``game`` (its own, the coach's, the guide's) with a
    card field."""
    params_for, fill, _ = GAMES[game]
    out = []
    for key, template in catalogue("en").items():
        if not key.startswith((f"{game}.", f"coach.{game}.", f"guide.{game}.")):
            continue
        fields = set(re.findall(r"\{(\w+)", template))
        if fields & CARD_FIELDS:
            out.append((key, template, fill(key, params_for(fields, template))))
            assert "{" not in out[-1][2], out[-1]  # filled, not the bare template of a failed fill
    return out


@pytest.fixture()
def english():
    set_language("en")
    yield
    set_language("de")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_colour_is_capitalised_only_where_a_sentence_starts(game, english):
    colours = [GAMES[game][2](colour) for colour in COLOURS]
    assert colours[0].lower() == "red"  # English words, not the German ones
    checked = sentences_with_cards(game)
    assert len(checked) >= 10
    for key, _, filled in checked:
        for colour in colours:
            capital = colour[:1].upper() + colour[1:]
            for found in re.finditer(rf"\b{re.escape(capital)}\b", filled):
                assert SENTENCE_START.search(filled[:found.start()]), (key, filled)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_sentence_that_names_a_card_starts_with_a_capital(game, english):
    """Other fields are filled with a name ("Perch") or, where a plural form counts them, a number."""
    sentences = [(key, filled) for key, template, filled in sentences_with_cards(game)
                 if template.rstrip().endswith((".", "!", "?"))]  # a sentence, not a card's name ("red 5")
    assert len(sentences) >= 10
    for key, filled in sentences:
        for start in re.finditer(r"(^|[.!?]\s+)([^\W\d])", filled):
            assert start.group(2).isupper(), (key, filled)
