"""What a phone shows of a choice (``fishgames.phones.looks``): Lure's casts are described once per language and
kept — a phone in the other language still gets its own words."""

from __future__ import annotations

from fishgames.i18n import t
from fishgames.phones import looks


def steps_in(lang: str, text: str) -> list[str]:
    saved = t.lang
    t.lang = lang
    try:
        return [step["text"] for step in looks.steps("lure", text, {}, lambda spec: None, str)]
    finally:
        t.lang = saved


def test_a_kept_cast_speaks_each_phones_language():
    cast = "cast 2d6+d20 lures=B"
    german, english = steps_in("de", cast), steps_in("en", cast)
    assert german != english
    assert steps_in("de", cast) == german and steps_in("en", cast) == english
    assert "W6" in german[0] and "d6" in english[0]  # the table's own die names, in each language
    assert not any("lure.lure" in words for words in german + english)  # the lure's name, not its key


def test_a_fugu_reef_shows_each_slots_number():
    """The choices and the Pro tip name a reef slot by its number ("slot 9"): on the phone each slot of the
    reef says its number under its picture (18 face-down tiles in rows of seven were to be counted)."""
    from fishgames.core import GameConfig, Match, Seat

    view = Match("fugu", GameConfig(players=2), [Seat("human", None, "A"), Seat("bot", "easy", "B")], 3).state.view(0)
    reef = looks.hand("fugu", view, lambda spec: "art", str)
    assert reef and [(slot["text"], slot["caption"]) for slot in reef] == [(str(n), True) for n in range(1, len(reef) + 1)]
