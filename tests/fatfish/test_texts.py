"""Every key the rules and bots emit has a German and an English text with matching placeholders."""

import dataclasses
import inspect
import json
import re
from pathlib import Path

import pytest

from fishgames.core import Event
from fishgames.games.fatfish import bots, rules
from fishgames.games.fatfish.data import COLOUR_LETTERS, COLOURS, LICENCES, OPTIONS
from fishgames.i18n import flatten
from fishgames.paths import asset

SOURCES = [Path(rules.__file__), Path(bots.__file__)]


def catalogue(lang):
    data = json.loads((asset("i18n") / f"fatfish.{lang}.json").read_text(encoding="utf-8"))
    return {f"fatfish.{k}": v for k, v in flatten(data[lang]).items()}


def emitted_keys():
    keys = set()
    for path in SOURCES:
        keys |= set(re.findall(r'"(fatfish\.[a-z_.]+)"', path.read_text(encoding="utf-8")))
    return keys


def event_classes():
    return [cls for _, cls in inspect.getmembers(rules, inspect.isclass)
            if issubclass(cls, Event) and cls is not Event]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_emitted_key_has_a_text(lang):
    texts = catalogue(lang)
    assert {k for k in emitted_keys() if k not in texts} == set()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_event_has_a_log_line_using_only_its_fields(lang):
    texts = catalogue(lang)
    for cls in event_classes():
        names = {f.name for f in dataclasses.fields(cls)} - {"visible_to"}
        sample = cls(**{name: 0 for name in names}) if names else cls()
        key = f"fatfish.log.{sample.kind}"
        assert key in texts, key
        used = set(re.findall(r"{(\w+)", texts[key]))
        assert used <= names | {n + "_name" for n in names}, (key, used - names)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_colours_licences_and_options_are_named(lang):
    texts = catalogue(lang)
    for colour in COLOURS:
        assert f"fatfish.colour.{colour}" in texts
    for letter in COLOUR_LETTERS:
        assert f"fatfish.colour_code.{letter}" in texts
    for name, *_ in LICENCES.values():
        assert f"fatfish.licence.{name}" in texts and f"fatfish.licence.help.{name}" in texts
    for option in OPTIONS:
        assert f"fatfish.option.{option}" in texts
    for phase in rules.PHASE_NAMES:
        assert f"fatfish.phase.{phase}" in texts


def test_german_texts_use_real_umlauts():
    texts = catalogue("de")
    assert texts["fatfish.colour.green"] == "Grün"
    assert "Übel" in texts["fatfish.reason.least_bad"] and "könig" in texts["fatfish.licence.minnow_king"]
