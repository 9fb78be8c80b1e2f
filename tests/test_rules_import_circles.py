"""The rules side sits in no import circle at all - not even one the house-wide bound of three would allow:
``core/spec <-> core/state`` (over ``CHANCE``) and ``fischen/rules <-> knowledge <-> view`` (over the card
constants) were such circles until the shared names moved where both sides import them (``core/state``,
``fischen/bits``).  Read with the reader of ``test_import_graph`` (every import counts, ``TYPE_CHECKING`` too);
``tools/import_circles.py`` prints the circles."""

from __future__ import annotations

from tests.test_import_graph import Import, circles, read_imports


def rules_side(module: str) -> bool:
    """The rules core and every game module that is not a table (``scene*``), e.g. rules, bots, data, view."""
    parts = module.split(".")
    if parts[:2] == ["fishgames", "core"]:
        return True
    return parts[:2] == ["fishgames", "games"] and len(parts) == 4 and not parts[3].startswith("scene")


def rules_circles(modules: set[str], imports: list[Import]) -> list[set[str]]:
    return [circle for circle in circles(modules, imports) if any(rules_side(module) for module in circle)]


def test_no_rules_module_is_in_an_import_circle():
    found = rules_circles(*read_imports())
    assert not found, f"rules-side import circles (move the shared names where both sides import them): {found}"


def test_a_two_module_circle_in_the_core_is_found():
    modules = {"fishgames.core.spec", "fishgames.core.state", "fishgames.ui.widgets", "fishgames.ui.legibility"}
    pairs = [("fishgames.core.spec", "fishgames.core.state"), ("fishgames.core.state", "fishgames.core.spec"),
             ("fishgames.ui.widgets", "fishgames.ui.legibility"), ("fishgames.ui.legibility", "fishgames.ui.widgets")]
    found = rules_circles(modules, [Import(s, t, 0, False, "") for s, t in pairs])
    assert found == [{"fishgames.core.spec", "fishgames.core.state"}]
    assert rules_side("fishgames.games.fischen.knowledge") and not rules_side("fishgames.games.lure.scene_draw")
