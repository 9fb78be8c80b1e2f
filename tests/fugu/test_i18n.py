"""Fugu's translation files: same keys in both languages, and a key for every string the game emits."""

import inspect
import re
from pathlib import Path

import pytest

from fishgames.core import Event
from fishgames.core.actions import _snake
from fishgames.games.fugu import actions
from fishgames.games.fugu.data import CREATURE_NAMES, SOLO_BANDS
from fishgames.i18n import catalogue, plural_forms

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted((ROOT / "fishgames" / "games" / "fugu").glob("*.py"))



CATALOGUE = {lang: {key: text for key, text in catalogue(lang).items() if key.startswith("fugu.")}
             for lang in ("de", "en")}
EVENTS = [cls for _, cls in inspect.getmembers(actions, inspect.isclass)
          if issubclass(cls, Event) and cls is not Event]
SAMPLE = {"seat": 1, "market": 0, "slot": 4, "card": 25, "delta": -2, "score": 13, "forced": True,
          "cards": (3, 17, 22), "revealed": 14, "scores": (3, 5), "winners": (1,), "won": True,
          "band": "paddler", "loss": 1.5, "action": "swap 1 2 number", "highest": 39, "count": 12}


def test_same_keys_in_both_languages():
    assert CATALOGUE["de"].keys() == CATALOGUE["en"].keys()


def test_german_is_written_with_umlauts():
    german = " ".join(CATALOGUE["de"].values())
    assert "Koralle grün" in CATALOGUE["de"].values() and "höre" in german
    for transliteration in ("fuer", "hoer", "gruen", "naech", "schoen", "koenn", "moeg", "Groess"):
        assert transliteration not in german


def test_every_key_in_the_code_exists():
    used = set()
    for path in SOURCES:
        used |= set(re.findall(r'"(fugu\.[a-z_.]+[a-z_])"', path.read_text("utf-8")))
    assert used, "the scan found no keys"
    assert used <= CATALOGUE["en"].keys(), used - CATALOGUE["en"].keys()


def test_names_bands_sides_and_event_logs_exist():
    keys = CATALOGUE["en"].keys()
    assert {f"fugu.creature.{n}" for n in CREATURE_NAMES} <= keys
    assert {f"fugu.band.{name}" for _, name in SOLO_BANDS} <= keys
    assert {"fugu.side.number", "fugu.side.anchor", "fugu.title", "fugu.pitch"} <= keys
    assert len(EVENTS) >= 10
    for cls in EVENTS:
        assert f"fugu.log.{_snake(cls.__name__)}" in keys, cls


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_text_formats_with_its_parameters(lang):
    for key, text in CATALOGUE[lang].items():
        if key.startswith("fugu.ui."):
            continue  # the table scene's own texts (tests/fugu/test_scene.py formats them)
        names = set(re.findall(r"{(\w+)", text))
        assert names <= SAMPLE.keys(), (key, names)
        plural_forms(text, SAMPLE).format(**SAMPLE)
    for cls in EVENTS:
        fields = [f for f in cls.__dataclass_fields__ if f != "visible_to"]
        event = cls(*(SAMPLE[f] for f in fields))
        plural_forms(CATALOGUE[lang][f"fugu.log.{event.kind}"], event.params()).format(**event.params())
