"""Every key Lure emits (errors, bot reasons, event log lines, names) exists in German and English."""

import inspect
import json
import re
from pathlib import Path

import pytest

from fishgames.core import Event
from fishgames.games.lure import events
from fishgames.games.lure.data import FISH, KIND_TEXT, REQUIREMENTS

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "fishgames" / "games" / "lure"


def flat(tree, prefix="lure."):
    out = {}
    for key, value in tree.items():
        if isinstance(value, dict):
            out.update(flat(value, f"{prefix}{key}."))
        else:
            out[prefix + key] = value
    return out


@pytest.fixture(scope="module", params=["de", "en"])
def keys(request):
    lang = request.param
    data = json.loads((ROOT / "assets" / "i18n" / f"lure.{lang}.json").read_text(encoding="utf-8"))
    return flat(data[lang])


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
    assert [_kind(cls) for cls in kinds if f"lure.log.{_kind(cls)}" not in keys] == []


def _kind(cls) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()


def test_names_of_fish_lures_and_requirements(keys):
    assert all(f"lure.fish.{f.key}" in keys for f in FISH.values())
    assert all(f"lure.lure.{text}" in keys for text in KIND_TEXT)
    assert all(f"lure.req.{req or 'none'}" in keys for req in REQUIREMENTS)
