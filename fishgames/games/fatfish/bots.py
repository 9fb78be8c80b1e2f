"""Fat Fish computer opponents: easy, normal and pro (strength measured in the README, "Bot strength").

All levels plan whole turns: every legal sequence of cards on one row (re-checking the placement
rule after each card) is scored, and the bot plays the first card of the best plan, then re-plans.
- normal: value of a take (best split, licences) minus what the table left behind offers the
  next players (rows with 4 or 3 cards whose estimated value is positive).
- easy: only looks at takes, misjudges by noise and sometimes plays a random legal card.
- pro: flat Monte Carlo — samples the unseen cards (other hands, all decks, reserve), plays
  every candidate followed by the normal policy for everybody, keeps the best mean outcome.
Bots see only their view and the public events they observe (the minus-pile cards of takes).
"""

from __future__ import annotations

import random
from functools import lru_cache

from fishgames.bots import Bot
from fishgames.bots.search import SearchResult
from fishgames.core import Action
from fishgames.games.fatfish.data import COLOUR_OF, LICENCES, MAX_PER_TURN, TAKE_AT, VALUE_OF
from fishgames.games.fatfish.rules import (
    OVER,
    PLACE,
    ROWS_BY_ENDS,
    STOP,
    TAKE,
    FatFishState,
    Keep,
    Place,
    RowTaken,
    ends_key,
    first_licence_met,
    keep_options,
    net_points,
    parse_card,
    split,
    state_from_view,
)
from fishgames.games.fatfish.view_types import FatFishView

#: Bot tuning (not rules): weights of the table left to the next players, rollout sizes.
TUNING = {
    "delta_per_missing_card": 0.0,  # expected change of a row's value per card still to come
    "w_row4": 1.0,  # weight of the best 4-card row the next player may take
    "w_row4_more": 0.4,  # weight of further 4-card rows
    "w_row3": 0.3,  # weight of 3-card rows (two cards away from a take)
    "easy_random_move": 0.25,
    "easy_noise": 2.5,
    "pro_candidates": 6,
    "pro_turn_budget": 2400,  # simulated turns per decision (deterministic budget)
    "pro_min_samples": 6,
    "pro_max_samples": 64,
    "pro_horizon_rounds": 3,  # rollouts stop after this many rounds (None = to the end)
}


# -- evaluation helpers -------------------------------------------------------------------------

#: Entries each row-value cache keeps: most hits come from within one game, so a small bound costs no
#: measurable speed and keeps a long session's memory flat (``tools/bench.py --only memory``).
CACHE_ENTRIES = 1 << 11


@lru_cache(maxsize=CACHE_ENTRIES)
def partial_net(sorted_row: tuple[int, ...], minus_one: bool) -> int:
    """Value of taking this row as it is: the best card of each colour plus, the rest minus."""
    best: dict[int, int] = {}
    for c in sorted_row:
        colour, value = COLOUR_OF[c], VALUE_OF[c]
        if value > best.get(colour, 0):
            best[colour] = value
    plus = sum(best.values())
    if minus_one:
        return plus - (len(sorted_row) - len(best))
    return plus - (sum(VALUE_OF[c] for c in sorted_row) - plus)


@lru_cache(maxsize=CACHE_ENTRIES)
def best_keep(sorted_row: tuple[int, ...], minus_one: bool, open_licences: tuple[str, ...]) -> tuple:
    """``(value, keep, net, licences)`` of the best split: net points + first-licence VP."""
    best = None
    for option in keep_options(sorted_row):
        keep = option.cards
        net = net_points(keep, split(sorted_row, keep), minus_one)
        claimed = tuple(lid for lid in open_licences if first_licence_met(lid, sorted_row, net))
        value = net + sum(LICENCES[lid][4] for lid in claimed)
        # with end licences in play, 1s and 6s in the plus pile are worth a little extra
        bonus = 0.3 * sum(1 for c in keep if VALUE_OF[c] in (1, 6)) if open_licences else 0.0
        key = value + bonus
        if best is None or key > best[0]:
            best = (key, option, net, claimed)
    return best


def open_licences(state: FatFishState) -> tuple[str, ...]:
    return tuple(lid for lid, owner in state.lic_first.items() if owner < 0)


def row_estimate(row, minus_one: bool) -> float | None:
    """What a row with 3 or 4 cards offers whoever completes it (None: too far from 5)."""
    k = len(row)
    if k < 3:
        return None
    return partial_net(tuple(sorted(row)), minus_one) + (5 - k) * TUNING["delta_per_missing_card"]


def combine_threat(rows, estimates) -> float:
    """What the rows left on the table offer the next players (positive = a gift)."""
    best4 = more4 = threes = 0.0
    for row, value in zip(rows, estimates, strict=True):
        if value is None or value <= 0:
            continue
        if len(row) == 4:
            if value > best4:
                more4 += best4
                best4 = value
            else:
                more4 += value
        else:
            threes += value
    return TUNING["w_row4"] * best4 + TUNING["w_row4_more"] * more4 + TUNING["w_row3"] * threes


def table_threat(rows, minus_one: bool) -> float:
    return combine_threat(rows, [row_estimate(row, minus_one) for row in rows])


def enumerate_plans(state: FatFishState, seat: int, with_threat: bool = True) -> list[tuple]:
    """Every way to finish this turn: ``(value, actions, take)`` where ``take`` is the value of
    the row taken (or ``None``).  ``actions`` may be empty (= stop now)."""
    rows = [r[:] for r in state.rows]
    hand = state.hands[seat][:]
    minus_one = state.minus_one
    lic = open_licences(state) if state.licences_on else ()
    estimates = [row_estimate(row, minus_one) for row in rows]
    plans: list[tuple] = []
    seq: list[Action] = []

    def threat_after(r: int) -> float:
        if not with_threat:
            return 0.0
        saved = estimates[r]
        estimates[r] = row_estimate(rows[r], minus_one)
        threat = combine_threat(rows, estimates)
        estimates[r] = saved
        return threat

    def dfs(fixed: int, placed: int) -> None:
        if fixed >= 0 and placed >= 1:
            plans.append((-threat_after(fixed), (*seq, STOP), None))
        allowed = ROWS_BY_ENDS[ends_key(rows)]
        last = -1
        for c in tuple(hand):
            if c == last:
                continue
            last = c
            for r in allowed[COLOUR_OF[c]]:
                if fixed >= 0 and r != fixed:
                    continue
                row = rows[r]
                row.append(c)
                hand.remove(c)
                seq.append(PLACE[r][c])
                if len(row) >= TAKE_AT:
                    value = best_keep(tuple(sorted(row)), minus_one, lic)[0]
                    rows[r] = []
                    threat = threat_after(r)
                    rows[r] = row
                    plans.append((value - threat, tuple(seq), value))
                else:
                    after = ROWS_BY_ENDS[ends_key(rows)]
                    if placed + 1 < MAX_PER_TURN and any(r in after[COLOUR_OF[h]] for h in hand):
                        dfs(r, placed + 1)
                    else:
                        plans.append((-threat_after(r), tuple(seq), None))
                seq.pop()
                hand.append(c)
                hand.sort()
                row.pop()

    dfs(state.turn_row, len(state.played))
    return plans


def best_plan(state: FatFishState, seat: int) -> tuple:
    best = None
    for plan in enumerate_plans(state, seat):
        if best is None or plan[0] > best[0]:
            best = plan
    return best


def normal_keep(state: FatFishState) -> Keep:
    row = tuple(sorted(state.rows[state.turn_row]))
    return best_keep(row, state.minus_one, open_licences(state) if state.licences_on else ())[1]


def normal_action(state: FatFishState, seat: int) -> Action:
    """The normal policy on a full state (reads only public cards and ``seat``'s hand)."""
    if state.phase == TAKE:
        return normal_keep(state)
    plan = best_plan(state, seat)
    return plan[1][0] if plan[1] else STOP


def play_turn(state: FatFishState) -> None:
    """Rollouts: the current player plays a whole turn with the normal policy (no events)."""
    seat = state.current
    if state.phase == TAKE:
        state.apply_unchecked(seat, normal_keep(state))
        return
    plan = best_plan(state, seat)
    actions = plan[1] or (STOP,)
    for action in actions:
        state.apply_unchecked(seat, action)
    if state.phase == TAKE and state.current == seat:
        state.apply_unchecked(seat, normal_keep(state))


def take_reason(state: FatFishState, plan) -> tuple | None:
    """What the plan's first card does, said as it happens: a take when it is the 5th card of its row (with
    the best split's points), else that the turn builds that row up to take it; None without a take."""
    if plan[2] is None or not plan[1] or not isinstance(plan[1][0], Place):
        return None
    first = plan[1][0]
    row = state.rows[first.row]
    if len(row) + 1 < TAKE_AT:
        return ("fatfish.reason.build_row", {"row": first.row + 1})
    lic = open_licences(state) if state.licences_on else ()
    points = best_keep(tuple(sorted([*row, first.card])), state.minus_one, lic)[2]
    return ("fatfish.reason.take_row" if points >= 0 else "fatfish.reason.least_bad", {"points": points})


def keep_reason(state: FatFishState, keep: Keep) -> tuple | None:
    row = tuple(sorted(state.rows[state.turn_row]))
    net = net_points(keep.cards, split(row, keep.cards), state.minus_one)
    if state.licences_on:
        claimed = [lid for lid in open_licences(state) if first_licence_met(lid, row, net)]
        if claimed:
            return ("fatfish.reason.keep_licence", {"licence": claimed[0], "points": net})
    return None


def changed_reason(state: FatFishState, keep: Keep, promised: int | None) -> tuple | None:
    """The pro's word when its search splits a row otherwise than the points it said as it laid the 5th card."""
    row = tuple(sorted(state.rows[state.turn_row]))
    net = net_points(keep.cards, split(row, keep.cards), state.minus_one)
    return None if promised is None or net == promised else ("fatfish.reason.keep_changed", {"points": net})


def highest_reason(state: FatFishState, keep: Keep) -> tuple | None:
    """The pro's word for a plain split (the other levels said theirs when they took the row)."""
    row = tuple(sorted(state.rows[state.turn_row]))
    if keep != best_keep(row, state.minus_one, ())[1]:
        return None
    return ("fatfish.reason.keep_highest", {"points": net_points(keep.cards, split(row, keep.cards), state.minus_one)})


def lay_reason(action: Action) -> tuple:
    """Why a turn without a take goes this way: stop before a card sets up a row, or lay where it helps least."""
    return ("fatfish.reason.stop" if action == STOP else "fatfish.reason.lay_safe", {})


# -- bots ---------------------------------------------------------------------------------------

#: The reasons that say a take's points as its row's 5th card is laid: the split then kept must score them.
PROMISES = ("fatfish.reason.take_row", "fatfish.reason.least_bad")


class _Base(Bot):
    """Remembers the minus-pile cards of every take (public when taken) and the points it said a take scores."""

    def __init__(self, seat: int, config=None):
        super().__init__(seat, config)
        self.known_minus: list[int] = []
        self.promised: int | None = None  # the points it said its next take scores

    def _said(self, action: Action) -> Action:
        """Note a spoken take's points (kept to at the split), then hand back ``action``."""
        if self.last_reason is not None and self.last_reason[0] in PROMISES:
            self.promised = self.last_reason[1]["points"]
        return action

    def remember(self, action: Action, reason) -> None:
        """A choice made on a copy of this bot (the app's worker): note its spoken take's points here too —
        without it the app's easy bot said "I'll take that row: 6 points" and split the row at random for -8."""
        self.last_reason = reason
        self._said(action)

    def observe(self, event) -> None:
        if isinstance(event, RowTaken):
            self.known_minus.extend(parse_card(t) for t in event.minus.split())
            if event.seat == self.seat:
                self.promised = None

    def _state(self, view: FatFishView, rng: random.Random) -> FatFishState:
        """The position rebuilt from the view; unseen cards sampled only if memory has gaps."""
        state = None
        if len(self.known_minus) == sum(view["minus_count"]):
            try:
                state = state_from_view(view, self.known_minus)
            except ValueError:
                state = None
        if state is None:  # memory out of step with the view (e.g. a bot joined late)
            state = state_from_view(view, None, rng)
        return state


class NormalBot(_Base):
    level = "normal"

    def choose(self, view: FatFishView, legal_actions: list[Action], rng: random.Random) -> Action:
        self.last_reason = None
        state = self._state(view, rng)
        if state.phase == TAKE:
            keep = normal_keep(state)
            self.last_reason = keep_reason(state, keep)
            return keep if keep in legal_actions else legal_actions[0]
        plan = best_plan(state, self.seat)
        action = plan[1][0] if plan[1] else STOP
        self.last_reason = take_reason(state, plan)
        return self._said(action if action in legal_actions else legal_actions[0])


class EasyBot(_Base):
    """Greedy for takes, blind to what it leaves behind, noisy, sometimes careless."""

    level = "easy"

    def choose(self, view: FatFishView, legal_actions: list[Action], rng: random.Random) -> Action:
        self.last_reason = None
        if len(legal_actions) == 1:
            return legal_actions[0]
        careless = rng.random() < TUNING["easy_random_move"]
        promised, self.promised = self.promised, None
        if careless and promised is None:  # a take it announced is split as it said, careless or not
            return rng.choice(legal_actions)
        state = self._state(view, rng)
        if state.phase == TAKE:
            return normal_keep(state)
        if careless:
            return rng.choice(legal_actions)
        noise = TUNING["easy_noise"]
        best = None
        for plan in enumerate_plans(state, self.seat, with_threat=False):
            # plays few cards: long plans without a take look pointless to it
            value = plan[0] - 0.5 * len(plan[1]) + rng.uniform(-noise, noise)
            if best is None or value > best[0]:
                best = (value, plan)
        plan = best[1]
        self.last_reason = take_reason(state, plan)
        action = plan[1][0] if plan[1] else STOP
        return self._said(action if action in legal_actions else legal_actions[0])


class ProBot(_Base):
    """Flat Monte Carlo over determinizations, rollouts with the normal policy."""

    level = "pro"
    _turn_budget: int | None = None  # simulated turns per decision where not TUNING's (a smaller one: bots.budgets)

    @property
    def turn_budget(self) -> int:
        """Simulated turns per decision: TUNING's, or the smaller one set on this bot (the coach's, a kiosk's)."""
        return self._turn_budget or TUNING["pro_turn_budget"]

    @turn_budget.setter
    def turn_budget(self, turns: int) -> None:
        self._turn_budget = turns

    def choose(self, view: FatFishView, legal_actions: list[Action], rng: random.Random) -> Action:
        self.last_reason = self.last_search = None
        state = self._state(view, rng)
        if len(legal_actions) == 1:
            return legal_actions[0]
        if state.phase == TAKE:
            if not state.licences_on:  # without licences the highest card of each colour dominates
                keep = normal_keep(state)
                self.last_reason = highest_reason(state, keep)
                return keep if keep in legal_actions else legal_actions[0]
            candidates = list(legal_actions)
            plan_of = {}
        else:
            first_value: dict[Action, tuple] = {}
            for plan in enumerate_plans(state, self.seat):
                first = plan[1][0] if plan[1] else STOP
                if first not in first_value or plan[0] > first_value[first][0]:
                    first_value[first] = plan
            ranked = sorted((a for a in legal_actions if a in first_value),
                            key=lambda a: -first_value[a][0])
            candidates = ranked[: TUNING["pro_candidates"]] or list(legal_actions)
            plan_of = first_value
        if len(candidates) == 1:
            action = candidates[0]
        else:
            action = self._search(state, candidates, rng)
        if isinstance(action, Keep):
            self.last_reason = keep_reason(state, action) or changed_reason(state, action, self.promised) or \
                highest_reason(state, action)
        elif action in plan_of:
            self.last_reason = take_reason(state, plan_of[action])
        if self.last_reason is None and self.last_search is None:  # nothing compared: say what the move does
            self.last_reason = lay_reason(action)
        return self._said(action)

    def _samples(self, state: FatFishState, candidates: int) -> int:
        remaining = sum(len(h) + len(d) for h, d in zip(state.hands, state.decks, strict=True))
        turns = max(1.0, remaining / 1.8)
        horizon = TUNING["pro_horizon_rounds"]
        if horizon is not None:
            turns = min(turns, horizon * state.n)
        samples = int(self.turn_budget / (candidates * turns))
        return max(TUNING["pro_min_samples"], min(TUNING["pro_max_samples"], samples))

    def _search(self, state: FatFishState, candidates: list[Action], rng: random.Random) -> Action:
        seat = self.seat
        samples = self._samples(state, len(candidates))
        horizon = TUNING["pro_horizon_rounds"]
        max_turns = None if horizon is None else horizon * state.n
        totals = [0.0] * len(candidates)
        for _ in range(samples):
            world = state.determinize(seat, rng)
            for i, action in enumerate(candidates):
                sim = world.clone()
                sim.apply_unchecked(seat, action)
                totals[i] += rollout(sim, seat, max_turns)
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        self.last_search = SearchResult(candidates[best], dict.fromkeys(candidates, samples),
                                        {a: total / samples for a, total in zip(candidates, totals, strict=True)},
                                        samples * len(candidates))  # the coach's verdict where no reason is
        return candidates[best]


def rollout(state: FatFishState, seat: int, max_turns: int | None) -> float:
    """Play on with the normal policy; the outcome is my total minus the best other total."""
    turns = 0
    # finish my own turn first (the candidate may have been one card of several)
    if state.phase != OVER and state.current == seat and (state.phase == TAKE or state.played):
        play_turn(state)
    while state.phase != OVER and (max_turns is None or turns < max_turns):
        play_turn(state)
        turns += 1
    scores = state.scores()
    mine = scores[seat]
    return mine - max(s for i, s in enumerate(scores) if i != seat)

