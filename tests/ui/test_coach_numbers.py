"""Numbers in the coach's words are written as the language writes them: German "1.500" and "2,5",
English "1,500" and "2.5" (``Translator.number``, used by every ``t(key, **params)``)."""

from __future__ import annotations

import pytest

from fishgames.i18n import Translator, t
from fishgames.ui import games
from fishgames.ui.coach import Advice
from tests.ui.driver import start_table, until


@pytest.mark.parametrize("lang,big,decimal", [("de", "1.500", "2,5"), ("en", "1,500", "2.5")])
def test_numbers_are_written_as_the_language_writes_them(lang, big, decimal):
    translate = Translator(lang)
    assert translate.number(1500) == big and translate.number(2.5) == decimal
    assert translate.number(12) == "12" and translate.number(-1234567) == f"-1{big[1]}234{big[1]}567"


def test_explicit_formats_and_the_singular_stay_as_they_were():
    translate = Translator("de")
    assert translate("fugu.log.card_placed", card="7", delta=3, score=1500).count("+3") == 1  # "{delta:+d}"
    assert "1.500" in translate("fugu.log.card_placed", card="7", delta=3, score=1500)
    assert translate("coach.used", count=1) == translate("coach.used_one")


@pytest.mark.parametrize("lang,points,card", [("de", "2,5 Punkte", "blau-7"), ("en", "2.5 points", "blue 7")])
def test_the_coachs_comparison_counts_in_the_languages_way(app, lang, points, card):
    app.update_settings(language=lang)
    scene = start_table(app, "fischen", games.scene_class("fischen"), players=3, seed=3)
    coach = scene.coach
    until(app, lambda: coach.available, 3000)
    action = scene.match.state.legal_actions(scene.viewer)[0]
    coach.advice = Advice(coach._key(), action, [("coach.fischen.runner", {"card": "b7", "points": 2.5})])
    text = coach.reason_text()
    assert points in text and card in text.lower(), text
    assert t.lang == lang
