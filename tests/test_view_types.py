"""Every game's view has exactly the shape its ``view_types.py`` documents: the keys of real views (of every seat
and a spectator, in every phase of random games at every player count) are the TypedDict's keys, nested dicts
included, the plain values have the annotated types and the phase is one its ``Literal`` names."""

import functools
import random
import types
import typing
from typing import Literal, NotRequired, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from fishgames.core import CHANCE, registry
from fishgames.games.fatfish.view_types import FatFishView
from fishgames.games.fischen.view_types import FischenView
from fishgames.games.fugu.view_types import FuguView
from fishgames.games.gofish.view_types import GoFishView
from fishgames.games.lure.view_types import LureView

VIEWS = {"fischen": FischenView, "fatfish": FatFishView, "lure": LureView, "fugu": FuguView, "gofish": GoFishView}
GAMES_PER_COUNT = 2
CHECK_EVERY = 10


@functools.cache
def _hints(typed_dict) -> dict:
    return get_type_hints(typed_dict, include_extras=True)


def shape_errors(value, annotation, where: str = "view") -> list[str]:
    """Where ``value`` differs from ``annotation``: missing or extra keys of a TypedDict (at any depth), or a plain
    value of another type.  Annotations it does not know (``Any``, bare ``list``) accept anything."""
    origin, args = get_origin(annotation), get_args(annotation)
    if origin is Literal:
        return [] if value in args else [f"{where}: {value!r} is none of {args}"]
    if origin is NotRequired:
        return shape_errors(value, args[0], where)
    if origin in (types.UnionType, typing.Union):
        results = [shape_errors(value, option, where) for option in args]
        return [] if any(not r for r in results) else min(results, key=len)
    if annotation is type(None):
        return [] if value is None else [f"{where}: {value!r} is not None"]
    if is_typeddict(annotation):
        if not isinstance(value, dict):
            return [f"{where}: {type(value).__name__}, not a {annotation.__name__}"]
        hints = _hints(annotation)
        errors = [f"{where}: missing {key!r}" for key in sorted(annotation.__required_keys__ - value.keys())]
        errors += [f"{where}: extra {key!r}" for key in sorted(value.keys() - hints.keys())]
        for key in sorted(value.keys() & hints.keys()):
            errors += shape_errors(value[key], hints[key], f"{where}.{key}")
        return errors
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {type(value).__name__}, not a list"]
        return [e for i, item in enumerate(value) for e in shape_errors(item, args[0], f"{where}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: {type(value).__name__}, not a dict"]
        return [e for key, item in value.items() for e in shape_errors(item, args[1], f"{where}[{key!r}]")
                ] + [f"{where}: key {key!r} is no {args[0].__name__}" for key in value if not isinstance(key, args[0])]
    if annotation in (int, str, bool, float):
        ok = type(value) is bool if annotation is bool else isinstance(value, (int, float) if annotation is float
                                                                         else annotation)
        return [] if ok else [f"{where}: {value!r} is not a {annotation.__name__}"]
    return []


def _views_of_random_games(name: str):
    """(phase, view) from a few random games per player count: every seat's and a spectator's view the first
    time the game is in each phase, then a spectator's or a random seat's every few steps."""
    spec = registry.get(name)
    for players in range(spec.min_players, spec.max_players + 1):
        for seed in range(GAMES_PER_COUNT):
            state, rng = spec.new_state(spec.config(players)), random.Random(seed)
            phases, step = set(), 0
            while True:
                view = state.view(None)
                phase = view["phase"]
                if phase not in phases:
                    phases.add(phase)
                    yield phase, view
                    for seat in range(players):
                        yield phase, state.view(seat)
                elif step % CHECK_EVERY == 0:
                    yield phase, state.view(rng.choice((None, *range(players))))
                if not state.to_act():
                    break
                seat = state.to_act()[0]
                state.apply_quiet(seat, state.sample_chance(rng) if seat == CHANCE
                                  else rng.choice(state.legal_actions(seat)))
                step += 1


@pytest.mark.parametrize("name", sorted(VIEWS))
def test_real_views_have_exactly_the_documented_shape_in_every_phase(name):
    phases = set()
    for phase, view in _views_of_random_games(name):
        phases.add(phase)
        errors = shape_errors(view, VIEWS[name])
        assert not errors, (name, phase, errors[:5])
    assert phases == set(get_args(_hints(VIEWS[name])["phase"]))  # every phase its Literal names


class _Inner(typing.TypedDict):
    a: int
    b: str | None


class _Outer(typing.TypedDict):
    inner: list[_Inner]
    maybe: NotRequired[bool]
    kind: NotRequired[Literal["a"]]


@pytest.mark.parametrize(("value", "error"), [
    ({"inner": [{"a": 1, "b": None}]}, None),
    ({"inner": [{"a": 1, "b": "x"}], "maybe": True}, None),
    ({"inner": [{"a": 1}]}, "view.inner[0]: missing 'b'"),
    ({"inner": [{"a": 1, "b": None, "c": 2}]}, "view.inner[0]: extra 'c'"),
    ({"inner": [{"a": "1", "b": None}]}, "view.inner[0].a: '1' is not a int"),
    ({"inner": [], "maybe": 1}, "view.maybe: 1 is not a bool"),
    ({}, "view: missing 'inner'"),
    ({"inner": [], "kind": "b"}, "view.kind: 'b' is none of ('a',)"),
])
def test_the_shape_check_finds_missing_extra_and_mistyped_keys_at_any_depth(value, error):
    assert shape_errors(value, _Outer) == ([] if error is None else [error])
