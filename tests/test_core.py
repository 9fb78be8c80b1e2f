"""The core contract: game codes, events, the layering rule (no pygame below the UI)."""

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

from fishgames.core import BadGameCode, Event, GameCode, IllegalAction
from fishgames.core.codes import format_seed

ROOT = Path(__file__).resolve().parent.parent / "fishgames"


def test_code_round_trip_and_seed_value():
    code = GameCode.parse("4S-1K3F")
    assert (code.players, code.level, code.seed, code.game) == (4, "normal", 72699, None)
    assert str(code) == "4S-1K3F"
    assert str(GameCode(3, "pro", 0, "fischen")) == "fischen:3P-0000"
    assert format_seed(36**4 - 1) == "ZZZZ"


def test_code_is_case_insensitive_and_trims():
    assert GameCode.parse("  4s-1k3f ") == GameCode(4, "normal", 72699)


@pytest.mark.parametrize("text", ["", "4S1K3F", "4S-1K3", "4S-1K3F5", "0S-1K3F", "4X-1K3F", "4S-1K!F", "S4-1K3F"])
def test_malformed_codes_are_rejected_with_a_key(text):
    with pytest.raises(BadGameCode) as caught:
        GameCode.parse(text)
    assert caught.value.reason_key.startswith("error.code_")


def test_code_for_another_game_is_rejected():
    with pytest.raises(BadGameCode) as caught:
        GameCode.parse("fugu:2S-0001", game="gofish")
    assert caught.value.reason_key == "error.code_other_game"


def test_illegal_action_carries_key_and_params():
    error = IllegalAction("error.not_your_turn", seat=2)
    assert error.reason_key == "error.not_your_turn" and error.params == {"seat": 2}


@dataclass(frozen=True)
class CardDrawn(Event):
    seat: int
    card: int | None

    def redacted(self):
        return CardDrawn(self.seat, None)


def test_private_event_is_redacted_for_others():
    event = CardDrawn(1, 17, visible_to=frozenset({1}))
    assert event.seen_by(1) is event
    assert event.seen_by(0) == CardDrawn(1, None)
    assert event.seen_by(None).card is None
    assert event.kind == "card_drawn" and event.params() == {"seat": 1, "card": 17}


def _headless_modules():
    yield from (ROOT / "core").rglob("*.py")
    yield from (ROOT / "bots").rglob("*.py")
    for game in (ROOT / "games").iterdir():
        if game.is_dir():
            for name in ("__init__.py", "bots.py"):
                if (game / name).exists():
                    yield game / name
            yield from game.glob("rules*.py")
            yield from game.glob("data*.py")


def _imports(path: Path):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_rules_core_never_imports_pygame():
    scanned = list(_headless_modules())
    assert any(p.parent.name == "core" for p in scanned)
    offenders = [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in scanned
        for name in _imports(path)
        if name.split(".")[0] in ("pygame", "pygame_gui") or name.startswith("fishgames.ui")
    ]
    assert not offenders, offenders


def test_import_scan_would_catch_a_pygame_import(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("import os\nfrom pygame import Rect\n")
    assert "pygame" in list(_imports(probe))
