"""Counted words follow their number in both languages ("1 point", "1 Punkt", never "1 points" or "card(s)"):
every text that writes a number parameter before a counted noun says it through the translation module's plural
support — a ``{n|one|other}`` word (``fishgames.i18n.plural_forms``) or a ``<key>_one`` text — unless the
number can never be 1 (listed below, each with the reason)."""

from __future__ import annotations

import re

import pytest

from fishgames.i18n import Translator, catalogue

#: Nouns whose plural differs from the singular, as written after a number.
COUNTED = {"en": r"points|cards|moves|lures|games|books|questions|letters|players|tricks|rounds",
           "de": r"Punkte|Punkten|Karten|Fische|Züge|Fragen|Partien|Quartette|Personen|Stiche|Runden"}

#: Numbers that are never 1 where these texts are said.
NEVER_ONE = {
    "gofish.ui.books_many": "said only for n != 1 (books_one)",
    "gofish.ui.cards_many": "said only for n != 1 (cards_one)",
    "gofish.log.hand_dealt": "a Go Fish hand is dealt 5 or 7 cards",
    "fischen.log.sea_built": "the sea deck holds dozens of cards",
    "coach.fischen.win_last": "a trick the last player wins holds one card per player (3 to 5)",
    "coach.fischen.win_last_cheapest": "a trick the last player wins holds one card per player (3 to 5)",
    "guide.fischen.why.win_last": "a trick the last player wins holds one card per player (3 to 5)",
    "fischen.ui.hl_minus": "minus buoys cost 3 points each",
    "level.about.gofish.easy": "the levels remember 4 and 8 questions",
    "level.about.gofish.normal": "the levels remember 4 and 8 questions",
    "namepad.too_long": "a name's longest length is a constant above 1",
    "code.range": "the most players of a game is at least 2",
    "setup.range": "the most players of a game is at least 2",
    "replay.takeback_kept": "the number of moves kept for take-back is a constant above 1",
    "replay.chart_win_rate": "the chart's window is a constant above 1",
    "fugu.ui.end.solo_rule": "the solo target is 0 points",
}
PLACE = re.compile(r"\{(\w+)(?::[^}]*)?\}\s+(?:\w+\s+)?")


def bare_counts(lang: str) -> dict[str, str]:
    nouns = re.compile(r"\{(\w+)(?::[^}]*)?\}\s+(" + COUNTED[lang] + r")\b")
    texts = catalogue(lang)
    return {key: text for key, text in texts.items()
            if nouns.search(text) and not key.endswith("_one") and f"{key}_one" not in texts and key not in NEVER_ONE}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_counted_noun_after_a_number_has_its_singular(lang):
    assert bare_counts(lang) == {}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_text_hedges_a_plural_with_brackets(lang):
    hedged = {key: text for key, text in catalogue(lang).items() if re.search(r"\w\((?:s|n|e|en)\)", text)}
    assert hedged == {}


@pytest.mark.parametrize("lang, key, params, said", [
    ("en", "fischen.ui.score", {"score": 1}, "1 point"),
    ("de", "fischen.ui.score", {"score": 1}, "1 Punkt"),
    ("en", "fatfish.log.turn_ended", {"seat_name": "Anna", "placed": 1}, "Anna is done (1 card laid)."),
    ("de", "fatfish.log.turn_ended", {"seat_name": "Anna", "placed": 2}, "Anna ist fertig (2 Karten gelegt)."),
    ("de", "lure.ui.removed", {"count": 1}, "1 Fisch ungesehen"),
    # a number written with a fraction is no "one" (a Fugu bot's "about 1.0 point" read wrong)
    ("en", "fugu.reason.pass_no_gain", {"loss": 1.0}, "Going on would cost me about 1.0 points on average. I'll stop."),
    ("en", "fugu.reason.pass_no_gain", {"loss": 1}, "Going on would cost me about 1 point on average. I'll stop."),
    ("de", "fischen.ui.score", {"score": 1.0}, "1,0 Punkte"),
])
def test_examples_read_right(lang, key, params, said):
    assert Translator(lang)(key, **params) == said


def test_the_never_one_list_names_real_texts():
    for lang in ("de", "en"):
        assert set(NEVER_ONE) <= set(catalogue(lang)), set(NEVER_ONE) - set(catalogue(lang))
