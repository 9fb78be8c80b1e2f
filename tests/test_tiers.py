"""The two tiers stay honest (``tests/tiers.py``): the quick one (``pytest -n 2 -m "not slow"``) keeps a test of
every module and folder, only the rules for programs and soaks take a module whole, and every rule still names
tests that exist and carry the ``slow`` mark."""

from __future__ import annotations

import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest

from tests import tiers

ROOT = Path(__file__).resolve().parent.parent
ON_DISK = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "tests").rglob("test_*.py"))


def listed(mark: str) -> list[str]:
    """The node ids ``pytest --collect-only -m mark`` lists."""
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-o", "addopts=",
                          "-p", "no:cacheprovider", "-m", mark, "tests"],
                         cwd=ROOT, capture_output=True, text=True, timeout=300).stdout
    return [line.strip() for line in out.splitlines() if "::" in line]


@pytest.fixture(scope="module")
def suite() -> dict[str, bool]:
    """Every test of the suite: node id -> marked slow.  What this process collected where it collected every
    module (a whole run, either tier); else, run alone or on a few files, a collection of the whole suite."""
    if {nodeid.partition("::")[0] for nodeid, _ in tiers.COLLECTED} >= set(ON_DISK):
        return dict(tiers.COLLECTED)
    return {**dict.fromkeys(listed("not slow"), False), **dict.fromkeys(listed("slow"), True)}


def by_module(suite: dict[str, bool]) -> dict[str, list[bool]]:
    modules = defaultdict(list)
    for nodeid, slow in suite.items():
        modules[nodeid.partition("::")[0]].append(slow)
    return modules


def test_the_slow_mark_is_registered(request):
    assert any(line.startswith("slow:") for line in request.config.getini("markers"))


def test_every_rule_names_tests_that_exist_and_are_marked_slow_with_their_cost(suite):
    marked = [nodeid for nodeid, slow in suite.items() if slow]
    for rule in tiers.RULES:
        assert re.search(r"\d s\b", rule.why), f"{rule.module}: the rule says no measured cost: {rule.why!r}"
        taken = [nodeid for nodeid in marked if nodeid.partition("::")[0] == rule.module
                 and re.match(rule.tests, nodeid.partition("::")[2])]
        assert taken, f"no test marked slow by the rule for {rule.module} {rule.tests!r}: {rule.why}"


def test_only_programs_and_soaks_take_a_module_whole():
    whole = [rule for rule in tiers.RULES if rule.whole_module]
    assert whole and all(rule in tiers.NEEDS_MORE_THAN_PYTHON + tiers.SOAKS for rule in whole)


def test_every_module_keeps_a_quick_test_unless_a_rule_takes_it_whole(suite):
    modules = by_module(suite)
    assert set(modules) == set(ON_DISK), "a test module collected nothing (or is missing on disk)"
    all_slow = {module for module, slows in modules.items() if all(slows)}
    assert all_slow == {rule.module for rule in tiers.RULES if rule.whole_module}


def test_every_folder_of_tests_keeps_quick_tests(suite):
    folders = {str(Path(module).parent) for module in ON_DISK}
    quick = {str(Path(nodeid.partition("::")[0]).parent) for nodeid, slow in suite.items() if not slow}
    assert folders - quick == set(), "folders whose every test is slow"
    assert {"tests", "tests/ui", "tests/phones", "tests/conformance"} <= folders
