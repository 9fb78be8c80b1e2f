"""Every key the Fischen rules and bots can emit exists in both languages; actions round-trip as text."""

import dataclasses
import inspect
import re
from pathlib import Path

import pytest

from fishgames.core import Event
from fishgames.games.fischen import events
from fishgames.games.fischen.actions import (
    NAME,
    PASS,
    PLAY,
    TAKE,
    BuildSea,
    ChooseLeader,
    Deal,
    ShuffleCatch,
    parse_action,
)
from fishgames.games.fischen.data import BUOY_CODES, CODE, SUITS
from fishgames.i18n import catalogue

SOURCES = Path(__file__).resolve().parents[2] / "fishgames" / "games" / "fischen"
LANGS = ("de", "en")


def emitted(prefix: str) -> set[str]:
    keys = set()
    for path in SOURCES.glob("*.py"):
        keys |= set(re.findall(rf'"(fischen\.{prefix}\.[a-z_0-9]+)"', path.read_text("utf-8")))
    return keys


@pytest.mark.parametrize("prefix", ["error", "reason"])
def test_error_and_reason_keys_exist(prefix):
    keys = emitted(prefix)
    assert keys
    for lang in LANGS:
        assert sorted(k for k in keys if k not in catalogue(lang)) == []


def test_every_event_has_a_log_line_with_its_own_fields():
    kinds = [cls for _, cls in inspect.getmembers(events, inspect.isclass)
             if issubclass(cls, Event) and cls is not Event]
    assert len(kinds) > 15
    for cls in kinds:
        fields = {f.name for f in dataclasses.fields(cls)} - {"visible_to"}
        key = f"fischen.log.{cls.__name__[0].lower()}" + re.sub(r"(?=[A-Z])", "_", cls.__name__[1:]).lower()
        for lang in LANGS:
            text = catalogue(lang)[key]
            assert set(re.findall(r"{(\w+)}", text)) <= fields, (key, lang)


def test_colours_cards_and_title_are_named():
    for lang in LANGS:
        table = catalogue(lang)
        for key in ["fischen.title", "fischen.pitch", *(f"fischen.colour.{s}" for s in SUITS),
                    *(f"fischen.card.{code}" for code in BUOY_CODES.values())]:
            assert table[key]
    assert "ü" in catalogue("de")["fischen.colour.green"]


def test_every_action_round_trips_as_text():
    actions = list(PLAY) + list(TAKE) + list(PASS) + list(NAME)
    actions += [Deal((1, 2, 3)), BuildSea((93, 12)), ChooseLeader(2)]
    actions += [ShuffleCatch(1, (5, 93)), ShuffleCatch(0, ())]
    for action in actions:
        assert parse_action(action.to_text()) == action
    assert PLAY[0].to_text() == f"play {CODE[0]}" and PLAY[93].to_text() == "play left"
    for bad in ("play x9", "name pink", "jump 3", "boat x"):
        with pytest.raises(ValueError):
            parse_action(bad)


def test_the_guides_why_tells_trumping_saving_a_green_and_holding_back():
    """The guided game's why of a card (``guide_why``) beyond the guide's own deal: a void player trumps (and
    leads the trick for now), or saves their green; a follower saves the card that would win, or wins as the
    last to play.  Each why names the card and the best card so far, in both languages."""
    from fishgames.games.fischen.guide_why import play_why
    from fishgames.games.fischen.scene_cards import short_name
    from fishgames.games.fischen.scene_text import reason_text
    from fishgames.i18n import t
    from tests.fischen.helpers import play, table

    def keys(view, code):
        return [key.rsplit(".", 1)[1] for key, _ in play_why(view, code)]

    st = table([["y10", "b4"], ["g3", "r5"], ["y12", "y4"]])
    play(st, 0, "y10")
    void = st.view(1)
    assert keys(void, "g3") == ["void", "trumps", "win_now"]
    assert keys(void, "r5") == ["void_with", "keep_green"]
    play(st, 1, "r5")
    follower = st.view(2)
    assert keys(follower, "y4") == ["follow", "hold_back", "lowest"]
    assert keys(follower, "y12") == ["follow", "win_last"]
    try:
        for lang in LANGS:
            t.lang = lang
            for view, code in ((void, "g3"), (void, "r5"), (follower, "y4"), (follower, "y12")):
                said = play_why(view, code)
                text = " ".join(reason_text(k, {**p, "seat": "Ann", "next_seat": "Bo"}) for k, p in said)
                assert short_name(code) in text and short_name("y10") in text and "Ann" in text, text
                assert "{" not in text, text
    finally:
        t.lang = "de"


def test_the_coach_says_why_a_lead_card_not_that_it_leads():
    """Every lead "wins for now": the coach said "your yellow 5 takes the lead in this trick" of any lead.
    It says what the card is among the leader's own of its colour instead."""
    from fishgames.games.fischen.coach_words import play_words
    from fishgames.games.fischen.data import CARD_OF_CODE
    from tests.fischen.helpers import table

    st = table([["y5", "y9", "y12", "b4", "g3"], ["r5", "r6", "r7", "r8", "r9"], ["p5", "p6", "p7", "p8", "p9"]])
    cards = [CARD_OF_CODE[c] for c in ("y5", "y9", "y12", "b4", "g3")]
    said = {code: [key.rsplit(".", 1)[1] for key, _ in play_words(st, 0, cards, CARD_OF_CODE[code])]
            for code in ("y12", "y5", "y9", "b4", "g3")}
    assert [keys[0] for keys in said.values()] == ["lead_high", "lead_low", "lead_colour", "lead_only", "lead_trump"]
