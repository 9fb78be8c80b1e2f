"""The core contract: game codes, events, the layering rule (no pygame below the UI)."""

from pathlib import Path

import pytest

from fishgames.core import BadGameCode, GameCode, IllegalAction
from fishgames.core.codes import format_seed
from tests.toy_game import Dealt

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


def test_private_event_is_redacted_for_others():
    event = Dealt(1, 17, visible_to=frozenset({1}))  # the toy game's private event
    assert event.seen_by(1) is event
    assert event.seen_by(0) == Dealt(1, None)
    assert event.seen_by(None).card is None
    assert event.kind == "dealt" and event.params() == {"seat": 1, "card": 17}


def _headless_modules() -> list[str]:
    """The rules core, the bots and every game's package, rules, data and bots, as importable names."""
    names = [f"fishgames.{p.relative_to(ROOT).with_suffix('').as_posix().replace('/', '.')}"
             for folder in ("core", "bots") for p in (ROOT / folder).glob("*.py") if p.name != "__init__.py"]
    for game in sorted(p for p in (ROOT / "games").iterdir() if (p / "__init__.py").exists()):
        names.append(f"fishgames.games.{game.name}")
        names += [f"fishgames.games.{game.name}.{p.stem}" for pattern in ("rules*.py", "data*.py", "bots.py")
                  for p in sorted(game.glob(pattern))]
    return names


#: Run in a fresh interpreter: a meta-path finder notes (and refuses) every import of pygame, pygame_gui or
#: the UI, wherever in the chain of imports it happens; then the named modules are imported.
_BLOCKED_IMPORTS = """
import importlib, json, sys
tried = []
class Refuse:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("pygame", "pygame_gui") or name.startswith("fishgames.ui"):
            tried.append(name)
            raise ImportError(f"headless code imported {name}")
        return None
sys.meta_path.insert(0, Refuse())
failed = {}
for module in sys.argv[1:]:
    try:
        importlib.import_module(module)
    except ImportError as error:
        failed[module] = str(error)
loaded = [m for m in sys.modules if m.split(".")[0] in ("pygame", "pygame_gui") or m.startswith("fishgames.ui")]
print(json.dumps({"tried": tried, "failed": failed, "loaded": loaded}))
"""


def _ui_imports(modules: list[str], path: Path | None = None) -> dict:
    """What importing ``modules`` (and all they import) reaches of pygame, pygame_gui or the UI."""
    import json
    import os
    import subprocess
    import sys

    env = dict(os.environ)
    if path is not None:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(path), env.get("PYTHONPATH")]))
    done = subprocess.run([sys.executable, "-c", _BLOCKED_IMPORTS, *modules], capture_output=True, text=True,
                          env=env, cwd=ROOT.parent, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_rules_core_never_imports_pygame_not_even_through_what_it_imports():
    modules = _headless_modules()
    assert {"fishgames.core.state", "fishgames.games.fischen.rules", "fishgames.games.gofish.bots"} <= set(modules)
    reached = _ui_imports(modules)
    assert reached == {"tried": [], "failed": {}, "loaded": []}, reached


def test_the_import_check_catches_pygame_two_imports_away(tmp_path):
    (tmp_path / "probe_rules.py").write_text("import probe_helper\n")
    (tmp_path / "probe_helper.py").write_text("try:\n    from pygame import Rect\nexcept ImportError:\n    Rect = None\n")
    reached = _ui_imports(["probe_rules"], tmp_path)
    assert reached["tried"] == ["pygame"] and reached["loaded"] == []
