"""Bot reasons name ranks in words, in both languages (§11.3: {r} is the localised rank name)."""

import pytest

from fishgames.games.gofish.scene import GoFishTable
from fishgames.i18n import set_language
from tests.ui.driver import start_table


@pytest.mark.parametrize(("lang", "key", "expected"), [
    ("en", "gofish.reason.asked", "Because you asked for nines."),
    ("en", "gofish.reason.received", "Because you got queens."),
    ("en", "gofish.reason.fished", "Because you fished a king."),
    ("de", "gofish.reason.fished", "Weil du einen König gefischt hast."),
    ("de", "gofish.reason.asked", "Weil du nach Neunen gefragt hast."),
    ("de", "gofish.reason.received", "Weil du Damen bekommen hast."),
    ("en", "gofish.reason.guess", "Just a guess: I don't know if you have any aces."),
    ("de", "gofish.reason.guess", "Nur geraten: Ich weiß nicht, ob du Asse hast."),
    # the coach's why (it said "Perch fished a an ace" / "hat eine einen König gefischt": one article twice)
    ("en", "coach.gofish.because.fished", "Perch fished a king and had to show it."),
    ("de", "coach.gofish.because.fished", "Perch hat einen König gefischt und musste die Karte zeigen."),
    ("en", "coach.gofish.because.asked", "Perch asked for nines earlier, so holds at least one."),
    ("en", "coach.gofish.because.received", "Everyone saw Perch receive queens."),
])
def test_reason_bubbles_use_rank_names(app, lang, key, expected):
    scene = start_table(app, "gofish", GoFishTable)
    set_language(lang)
    code = {"asked": "9", "received": "Q", "fished": "K", "guess": "A"}[key.rsplit(".", 1)[1]]
    assert scene.reason_text(key, {"r": code, "seat": "Perch"}) == expected
