"""A phase is named through its game's ``Phase`` enum, never spelt out: ``view["phase"] == Phase.ADJUST.text``
raises ``AttributeError`` when misspelt, where ``view["phase"] == "adjsut"`` is silently false for ever.

The rules hold members; views and saved games carry :attr:`GamePhase.text`.  These tests read each
game's modules with ``ast`` and refuse a string literal that is one of the game's phase names wherever it is
compared with a phase (``view["phase"]``, ``phase``, ``self.decision(...)``, ``decision["kind"]``...), and check
that the tables keyed by phase name (the "?" help) name only real phases.
"""

from __future__ import annotations

import ast
import importlib
import random
import typing
from pathlib import Path

import pytest

from fishgames.core import CHANCE, registry
from fishgames.core.phase import GamePhase

GAMES = Path(__file__).resolve().parents[1] / "fishgames" / "games"
#: Modules whose words only look like phase names (action parsers: "cast 6 6", "roll ..."), and Fischen's plain
#: reference rules, which spell their phases on purpose: checked state by state against the fast rules, they
#: must share nothing with them.
NOT_PHASES = {"actions.py", "rules_reference.py"}


def phase_like(node: ast.AST) -> bool:
    """An expression that holds a phase's text: ``x["phase"]``, ``x["kind"]``, ``x.get("phase")``, a name or
    attribute with "phase" or "decision" in it, or a call of ``decision(...)``."""
    if isinstance(node, ast.Subscript):
        return isinstance(node.slice, ast.Constant) and node.slice.value in ("phase", "kind")
    if isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "get":
            return bool(node.args) and isinstance(node.args[0], ast.Constant) and node.args[0].value == "phase"
        return phase_like(func)
    name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
    return "phase" in name.lower() or "decision" in name.lower()


def strings(node: ast.AST):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.Tuple | ast.List | ast.Set):
        for item in node.elts:
            yield from strings(item)


def spelt_phases(source: str, names: set[str]) -> list[str]:
    """Every comparison in ``source`` of a phase-like expression with a literal phase name (``line: code``)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            parts = [node.left, *node.comparators]
            if any(phase_like(part) for part in parts) and any(
                    text in names for part in parts for text in strings(part)):
                found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def phase_enum(game: str) -> type[GamePhase]:
    """The game's ``Phase``: in its ``data`` module, or where its rules keep it."""
    for part in ("data", "bits", "rules"):
        try:
            found = getattr(importlib.import_module(f"fishgames.games.{game}.{part}"), "Phase", None)
        except ModuleNotFoundError:
            continue
        if isinstance(found, type) and issubclass(found, GamePhase):
            return found
    raise AssertionError(f"{game} has no Phase enum")


def test_the_reader_finds_a_spelt_phase_and_passes_a_named_one():
    names = {"cast", "adjust"}
    assert spelt_phases('ok = view["phase"] == "adjust"', names)
    assert spelt_phases('ok = view.get("phase") in ("cast", "roll")', names)
    assert spelt_phases('ok = self.decision(view) != "cast"', names)
    assert spelt_phases('ok = decision == "cast"', names)
    assert not spelt_phases('ok = view["phase"] == Phase.ADJUST.text', names)
    assert not spelt_phases('ok = words[0] == "cast"', names)  # an action word, not a phase


@pytest.mark.parametrize("game", registry.names())
def test_no_phase_is_spelt_out(game):
    names = {phase.text for phase in phase_enum(game)}
    spelt = {path.name: found for path in sorted((GAMES / game).glob("*.py")) if path.name not in NOT_PHASES
             if (found := spelt_phases(path.read_text(encoding="utf-8"), names))}
    assert not spelt, f"{game}: phases spelt as strings (write Phase.<NAME>.text): {spelt}"


@pytest.mark.parametrize("game", registry.names())
def test_the_help_table_names_real_phases(game):
    """``HELP`` maps ``view["phase"]`` to a paragraph; a misspelt key would silently open the first one."""
    module = importlib.import_module(f"fishgames.games.{game}.guide")
    spec = registry.get(game)
    state = spec.new_state(spec.config(spec.min_players))
    names = set(_view_phases(state, random.Random(game)))
    known = {phase.text for phase in phase_enum(game)}
    assert set(module.HELP) <= known, f"{game}: help for phases that do not exist: {set(module.HELP) - known}"
    assert names <= known and "over" in names


def _view_phases(state, rng: random.Random):
    """The phase names a table sees over one random game, in order."""
    while True:
        yield state.view(None)["phase"]
        if state.is_over():
            return
        seat = state.to_act()[0]
        action = state.sample_chance(rng) if seat == CHANCE else rng.choice(list(state.legal_actions(seat)))
        state.apply(seat, action)


@pytest.mark.parametrize("game", registry.names())
def test_the_documented_view_names_the_phases_of_the_rules(game):
    """``view_types.Phase`` (what scenes and bots are told ``view["phase"]`` holds) lists exactly the enum's names,
    in its order."""
    documented = typing.get_args(importlib.import_module(f"fishgames.games.{game}.view_types").Phase)
    assert documented == tuple(phase.text for phase in phase_enum(game))
