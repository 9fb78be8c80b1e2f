"""Every key Lure emits (errors, bot reasons, event log lines, names) exists in German and English."""

import inspect
import re
from pathlib import Path

import pytest

from fishgames.core import Event
from fishgames.core.actions import _snake
from fishgames.games.lure import events
from fishgames.games.lure.data import FISH, KIND_TEXT, REQUIREMENTS
from fishgames.i18n import catalogue

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "fishgames" / "games" / "lure"



@pytest.fixture(scope="module", params=["de", "en"])
def keys(request):
    return {key for key in catalogue(request.param) if key.startswith("lure.")}


def emitted(prefix: str) -> set[str]:
    found = set()
    for path in SOURCES.glob("*.py"):
        found |= set(re.findall(rf'"({re.escape(prefix)}[a-z_0-9]+)"', path.read_text(encoding="utf-8")))
    return found


def test_every_error_and_reason_has_a_text(keys):
    wanted = emitted("lure.error.") | emitted("lure.reason.")
    assert len(wanted) >= 12
    assert sorted(wanted - set(keys)) == []


def test_every_event_has_a_log_line(keys):
    kinds = [cls for _, cls in inspect.getmembers(events, inspect.isclass)
             if issubclass(cls, Event) and cls is not Event]
    assert len(kinds) >= 20
    assert [cls.__name__ for cls in kinds if f"lure.log.{_snake(cls.__name__)}" not in keys] == []


def test_names_of_fish_lures_and_requirements(keys):
    assert all(f"lure.fish.{f.key}" in keys for f in FISH.values())
    assert all(f"lure.lure.{text}" in keys for text in KIND_TEXT)
    assert all(f"lure.req.{req or 'none'}" in keys for req in REQUIREMENTS)


def test_german_names_each_fish_with_its_article_in_every_sentence_about_it():
    """"Walross fängt den Stint", not "Walross fängt Stint": each fish has a subject and an object form (the
    article of its gender), and every German sentence about one fish uses them, never the bare name."""
    de = catalogue("de")
    objects = {"der": "den", "die": "die", "das": "das"}
    for fish in FISH.values():
        name = de[f"lure.fish.{fish.key}"]
        article, _, rest = de[f"lure.fish_nom.{fish.key}"].partition(" ")
        assert rest == name and article in objects, fish.key
        assert de[f"lure.fish_acc.{fish.key}"] == f"{objects[article]} {name}", fish.key
    about_one = [key for key, text in de.items() if key.startswith(("lure.", "coach.lure.")) and "{fish" in text
                 and not key.endswith(("splash", "preview_catch", "preview_catch_short", "counts", "counts_short", "odds_line", "caption.caught", "fewer_fish"))]
    assert len(about_one) >= 15
    assert [key for key in about_one if "{fish}" in de[key]] == []
