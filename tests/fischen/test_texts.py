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
