"""Why a Fat Fish move is good, in the table's terms (the coach's words).

Read from the public rows and the player's hand: which row the card goes on and how many cards it then
holds (five: the player takes it, with its points; four: the next card laid there takes it — whoever lays
it), what the rest of the turn can still do, why stopping is safer than another card, and for a take's
split what each colour's card earns.  Where the pro compared moves by playing the next rounds out, the
runner-up is named with how many points it lost on average.
"""

from __future__ import annotations

import random

from fishgames.bots.advice import runner_up
from fishgames.games.fatfish.bots import best_keep, enumerate_plans, open_licences, partial_net
from fishgames.games.fatfish.data import COLOUR_OF, LICENCES, TAKE_AT, VALUE_OF
from fishgames.games.fatfish.rules import (
    Keep,
    Place,
    card_text,
    first_licence_met,
    net_points,
    parse_card,
    split,
    state_from_view,
)
from fishgames.games.fatfish.view_types import FatFishView

Words = list[tuple[str, dict]]
#: A runner-up less than this many points behind (mean over the pro's playouts) did "about as well".
CLOSE = 0.5


def explain(view: FatFishView, legal: list, action, bot) -> Words:
    state = state_from_view(view, None, random.Random(0))  # the hidden cards it samples fill no sentence
    if isinstance(action, Keep):
        return keep_words(state, action)
    said = place_words(state, view["seat"], action) if isinstance(action, Place) else stop_words(state, view)
    said += compare(getattr(bot, "last_search", None), action)
    return said


def value(row, minus_one: bool) -> int:
    """What taking ``row`` as it lies would earn (the best card of each colour plus, the rest minus)."""
    return partial_net(tuple(sorted(row)), minus_one) if row else 0


def place_words(state, seat: int, action: Place) -> Words:
    row = state.rows[action.row] + [action.card]
    card, number = card_text(action.card), action.row + 1
    if len(row) >= TAKE_AT:
        net = best_keep(tuple(sorted(row)), state.minus_one, _licences(state))[2]
        return [("coach.fatfish.take" if net >= 0 else "coach.fatfish.take_minus",
                 {"card": card, "row": number, "points": net})]
    plan = _plan(state, seat, action)
    if plan is not None and plan[2] is not None:
        rest = sum(1 for a in plan[1][1:] if isinstance(a, Place))
        return [("coach.fatfish.towards_take", {"card": card, "row": number, "count": rest,
                                                "points": round(plan[2])})]
    worth = value(row, state.minus_one)
    if len(row) == TAKE_AT - 1:
        key = "coach.fatfish.four_bad" if worth <= 0 else "coach.fatfish.four_small"
        return [(key, {"card": card, "row": number, "points": worth})]
    said = [("coach.fatfish.short", {"card": card, "row": number, "count": len(row)})]
    gifts = [(i + 1, value(r, state.minus_one)) for i, r in enumerate(state.rows)
             if i != action.row and len(r) == TAKE_AT - 1 and value(r, state.minus_one) > 0]
    if gifts:
        other, points = max(gifts, key=lambda g: g[1])
        said.append(("coach.fatfish.other_open", {"row": other, "points": points}))
    return said


def stop_words(state, view: FatFishView) -> Words:
    row = state.rows[state.turn_row]
    number, worth = state.turn_row + 1, value(row, state.minus_one)
    fits = [parse_card(code) for code, rows in zip(view["hand"], view["hand_targets"], strict=True)
            if state.turn_row in rows]
    if len(row) == TAKE_AT - 1:
        return [("coach.fatfish.stop_four", {"row": number, "points": worth})]
    if fits:
        card = max(fits, key=lambda c: VALUE_OF[c])
        after = value(row + [card], state.minus_one)
        if len(row) + 1 == TAKE_AT - 1 and after > 0:
            return [("coach.fatfish.stop_gift", {"row": number, "points": after, "card": card_text(card)})]
        return [("coach.fatfish.stop_keep", {"row": number, "count": len(row), "card": card_text(card)})]
    return [("coach.fatfish.stop_short", {"row": number, "count": len(row)})]


def keep_words(state, keep: Keep) -> Words:
    row = tuple(sorted(state.rows[state.turn_row]))
    minus_one = state.minus_one
    net = net_points(keep.cards, split(row, keep.cards), minus_one)
    cards = " ".join(card_text(c) for c in keep.cards)
    highest = best_keep(row, minus_one, ())[1]
    lic = _licences(state)
    claimed = [lid for lid in lic if first_licence_met(lid, row, net)]
    if keep == highest:
        said = [("coach.fatfish.keep_highest", {"cards": cards, "points": net})]
    else:
        top = net_points(highest.cards, split(row, highest.cards), minus_one)
        said = [("coach.fatfish.keep_other", {"cards": cards, "points": net, "lost": top - net})]
        if not claimed:
            ones = sum(1 for c in keep.cards if VALUE_OF[c] in (1, 6)) - sum(
                1 for c in highest.cards if VALUE_OF[c] in (1, 6))
            if ones > 0 and state.licences_on:
                said.append(("coach.fatfish.keep_ends", {}))
    for lid in claimed:
        said.append(("coach.fatfish.keep_licence", {"licence": lid, "vp": LICENCES[lid][4]}))
    colours = len({COLOUR_OF[c] for c in row})
    if colours == 1:
        said.append(("coach.fatfish.one_colour", {}))
    return said


def compare(result, action) -> Words:
    """The runner-up of the pro's playouts, in points."""
    other = runner_up(result, action)
    if other is None:
        return []
    move, gap = other
    points = round(gap, 1)
    close = "_close" if points < CLOSE else ""
    if isinstance(move, Place):
        return [(f"coach.fatfish.runner_place{close}",
                 {"card": card_text(move.card), "row": move.row + 1, "points": points})]
    return [(f"coach.fatfish.runner_stop{close}", {"points": points})]


def _licences(state) -> tuple:
    return open_licences(state) if state.licences_on else ()


def _plan(state, seat: int, action):
    """The best way to finish the turn that starts with ``action`` (as the bots weigh turns), or None."""
    best = None
    for plan in enumerate_plans(state, seat):
        if plan[1] and plan[1][0] == action and (best is None or plan[0] > best[0]):
            best = plan
    return best
