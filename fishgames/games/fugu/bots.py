"""Fugu's computer opponents.

- ``easy``: mostly looks at the points a swap scores right now (with some misjudgement), puts a card
  number side up whenever it fits and thinks only a little about keeping room for later numbers.
- ``normal``: the one-ply evaluation of :mod:`heuristics` (points now + room for ascending order +
  setups); passes when every swap looks like a loss, or when everyone else is finished and it leads.
- ``pro``: flat Monte Carlo.  Fugu hides nothing but the order of the unseen cards, so every face-down
  card is uniform over the unseen set (exactly the engine's model, rules §9).  For the most promising
  swaps and sides — always including the voluntary anchor next to a good number-side placement — it
  plays the rest of its own game many times with the normal policy (own reveals, opponents' market
  takes, solo discards and refills) on common random numbers, and takes the best mean.  It passes
  when the expected gain of going on is negative; when all rivals are finished it maximises its
  chance to finish first instead of its score.
  Alone at the reef (solo) a later decision runs more playouts (shorter games: up to 4x),
  never costing more than the first decision (``solo_widen``); a playout stops after ``solo_horizon``
  turns and adds the reef's fitted rest-of-game estimate (:mod:`horizon`: less noise than playing the
  luck of the last cards out), and its one-ply values count the market card a swap leaves behind for
  the next turn (``heuristics.SOLO_SEARCH``: the solo discard rule, from the unseen cards) and price an
  anchor 2 points above its exact cost (``anchor_extra``: every later anchor costs one more).

A bot never gets a state: everything comes from the view (all of Fugu's information is public).
Search budgets are counts, not clocks, so decisions are deterministic given the RNG.
"""

from __future__ import annotations

import random

from fishgames.bots import Bot
from fishgames.bots.search import SearchResult
from fishgames.games.fugu.actions import PASS, SWAPS
from fishgames.games.fugu.data import MARKET_SIZE
from fishgames.games.fugu.heuristics import (
    DEFAULT,
    SOLO,
    SOLO_SEARCH,
    Option,
    Weights,
    best,
    evaluate,
    pool_prefix,
)
from fishgames.games.fugu.horizon import rest_of_game
from fishgames.games.fugu.rules import solo_discard_position
from fishgames.games.fugu.scoring import score_row
from fishgames.games.fugu.view_types import FuguView

#: easy: sees points now, a little of the ordering problem (room), no subtler setups.
EASY = Weights(room=0.6, banner_end=0.3, coral_progress=0.6, coral_beside_hidden=0.0,
               octopus_beside_hidden=0.0, puffer_beside_hidden=0.0, pass_below=-1.0)
EASY_NOISE = 1.2  # standard deviation of easy's misjudgement of each option, in points


class Table:
    """The parts of a view a Fugu bot reasons about, as plain ints."""

    def __init__(self, view: FuguView, seat: int):
        reefs = view["reefs"]
        me = reefs[seat]
        self.seat = seat
        self.row = list(me["row"])
        self.market = [c["card"] if c else 0 for c in view["market"]]
        self.unseen = list(view["unseen"])
        self.highest = view["highest"]
        self.solo = view["solo"]
        self.score = me["score"]
        self.anchors = me["anchors"]
        others = [r for i, r in enumerate(reefs) if i != seat]
        self.rivals_face_down = [0 if r["finished"] else r["face_down"] for r in others]
        # all rivals finished: the only question left is whether we end up first
        self.target = None
        if others and all(r["finished"] for r in others):
            self.target = max((r["score"], -r["anchors"]) for r in others)
        # the next rival still playing: the market we leave is theirs to choose from
        self.next_row = None
        n = len(reefs)
        for step in range(1, n):
            rival = reefs[(seat + step) % n]
            if not rival["finished"]:
                self.next_row = list(rival["row"])
                break
        self.players = n

    def key(self) -> tuple[int, int]:
        return (self.score, -self.anchors)

    def prefix(self) -> list[int]:
        return pool_prefix(self.unseen, self.highest)


class _Bot(Bot):
    weights = DEFAULT
    solo_weights = SOLO  # alone at the reef every card comes your way: room and setups weigh otherwise

    def weights_for(self, table: Table) -> Weights:
        return self.solo_weights if table.solo else self.weights

    def _swap(self, option: Option, table: Table, legal, fallback_rng: random.Random):
        action = SWAPS[option.market][option.slot][option.anchor]
        if action not in legal:  # cannot happen with a consistent view; never play illegally
            return fallback_rng.choice(legal)
        self.last_reason = None
        if option.anchor:
            key = "fugu.reason.anchor_keeps_room" if option.fits else "fugu.reason.anchor_worth_it"
            self.last_reason = (key, {"card": table.market[option.market], "delta": option.delta})
        return action

    def _pass(self, key: str, **params):
        self.last_reason = (key, params)
        return PASS


class EasyBot(_Bot):
    """Greedy on the points of this very turn, misjudging them a little; number side whenever it fits."""

    level = "easy"

    def choose(self, view, legal, rng):
        table = Table(view, self.seat)
        options = [o for o in evaluate(table.row, table.market, table.prefix(), table.solo, EASY)
                   if not (o.anchor and o.fits)]  # never a voluntary anchor
        if not options:
            return self._pass("fugu.reason.pass_full")
        noisy = [(o.value + rng.gauss(0.0, EASY_NOISE), i) for i, o in enumerate(options)]
        value, index = max(noisy)
        if value < EASY.pass_below:
            return self._pass("fugu.reason.pass_no_gain", loss=round(-value, 1))
        return self._swap(options[index], table, legal, rng)


class NormalBot(_Bot):
    """One-ply evaluation with room for ascending order; locks a win when all rivals are finished."""

    level = "normal"

    def choose(self, view, legal, rng):
        table = Table(view, self.seat)
        if table.target is not None and table.key() > table.target:
            return self._pass("fugu.reason.pass_locked_win", score=table.score)
        weights = self.weights_for(table)
        top = best(table.row, table.market, table.prefix(), table.solo, weights)
        if top is None:
            return self._pass("fugu.reason.pass_full")
        behind = table.target is not None and table.key() < table.target
        if top.value < weights.pass_below and not behind:
            return self._pass("fugu.reason.pass_no_gain", loss=round(-top.value, 1))
        return self._swap(top, table, legal, rng)


# -- pro: flat Monte Carlo over the rest of the bot's own game -------------------------------------------


def _draw(pool: list[int], rng: random.Random) -> int:
    i = rng.randrange(len(pool))
    pool[i], pool[-1] = pool[-1], pool[i]
    return pool.pop()


def playout(table: Table, row: list[int], market: list[int], hole: int, rng: random.Random,
            w: Weights = DEFAULT, max_turns: int = 18, horizon: int = 0) -> float:
    """Finish the bot's game after a swap that left market position ``hole`` empty; returns its value.

    Value: the final score, or — when all rivals are finished — 1 / 0.5 / 0 for ending above / level
    with / below the best rival (score, then fewer anchors), plus a thousandth of the score.
    ``horizon`` (solo only, 0 = none): after that many turns stop and add :func:`horizon.rest_of_game`.
    """
    solo = table.solo
    pool = list(table.unseen)
    rivals = [f for f in table.rivals_face_down if f > 0]
    highest = table.highest
    target = table.target
    for turn in range(max_turns):
        market[hole] = _draw(pool, rng)
        if solo:
            gone = solo_discard_position(market, hole)
            market[gone] = _draw(pool, rng) if pool else 0
        else:
            for j, left in enumerate(rivals):
                if left and pool:
                    market[rng.randrange(MARKET_SIZE)] = _draw(pool, rng)
                    rivals[j] = left - 1
        if 0 not in row:
            break
        if target is not None:
            key = (score_row(row, solo), -sum(1 for v in row if v < 0))
            if key > target:
                break
        prefix = pool_prefix(pool, highest)
        if horizon and turn >= horizon and target is None:
            return score_row(row, solo) + rest_of_game(row, prefix)
        top = best(row, market, prefix, solo, w)
        if top is None:
            break
        if top.value < w.pass_below and (target is None or key >= target):
            break
        hole = top.market
        card = market[hole]
        row[top.slot] = -card if top.anchor else card
        market[hole] = 0
    score = score_row(row, solo)
    if target is None:
        return float(score)
    key = (score, -sum(1 for v in row if v < 0))
    return (1.0 if key > target else 0.5 if key == target else 0.0) + score / 1000.0


def verdict(action, stats: dict) -> SearchResult:
    """The search as the coach tells it (:func:`fishgames.bots.advice.searched`): playouts per swap."""
    visits = {SWAPS[o.market][o.slot][o.anchor]: n for o, (_, n) in stats.items()}
    value = {SWAPS[o.market][o.slot][o.anchor]: total / n for o, (total, n) in stats.items() if n}
    return SearchResult(action, visits, value, sum(visits.values()))


class ProBot(_Bot):
    """Flat Monte Carlo over the most promising swaps (see the module docstring)."""

    level = "pro"
    solo_weights = SOLO_SEARCH  # SOLO, the market card a swap leaves behind (keep), anchors priced higher
    candidates = 8  # best by the one-ply evaluation, each with its other side where legal
    budget = 640  # playouts per decision, spent by sequential halving on common random numbers
    deny = True  # weigh what the market we leave is worth to the next rival
    #: Solo: a playout's work is about linear in the face-down slots left (measured 2026-12-05: 12 us a
    #: playout at 1 slot left, 181 at 8, 472 at 16, 558 at 18), so a later decision may spend up to this many
    #: times the budget and still cost no more than the first one (``WIDEN_FROM`` slots left); 1 keeps the
    #: budget fixed.  More playouts choose better (tools/README.md, "Fugu solo").
    solo_widen = 4.0
    WIDEN_FROM = 18
    #: Solo: a playout plays this many turns after the swap weighed, then adds the reef's estimated rest of
    #: the game (:mod:`horizon`); 0 plays every playout to the end.  5 against 6: +0.47 ± 0.25 points a game
    #: on 200 paired seeds (9300000-9300199); 9 measured -1.06 ± 0.54 (65 seeds; tools/README.md, "Fugu solo").
    solo_horizon = 5

    def budget_for(self, table: Table) -> int:
        """Playouts for this decision: ``budget``, widened late in a solo game (``solo_widen``)."""
        if not table.solo or self.solo_widen <= 1.0:
            return self.budget
        left = max(1, table.row.count(0))
        scale = min(self.solo_widen, self.WIDEN_FROM / left)  # the first decision's work over this one's
        return int(self.budget * max(1.0, scale))

    def choose(self, view, legal, rng):
        self.last_search = None
        table = Table(view, self.seat)
        if table.target is not None and table.key() > table.target:
            return self._pass("fugu.reason.pass_locked_win", score=table.score)
        options = evaluate(table.row, table.market, table.prefix(), table.solo, self.weights_for(table))
        if not options:
            return self._pass("fugu.reason.pass_full")
        chosen = self.shortlist(options)
        denial = self.denial(table, {o.market for o in chosen}) if self.deny else {}
        stats = self.search(table, chosen, rng, denial)
        value = {o: stats[o][0] / stats[o][1] - denial.get(o.market, 0.0) for o in chosen if stats[o][1]}
        best_option = max(value, key=value.get)
        best_value = stats[best_option][0] / stats[best_option][1]
        if table.target is None:
            stay = float(table.score)
        else:
            key = table.key()
            stay = (1.0 if key > table.target else 0.5 if key == table.target else 0.0) + table.score / 1000.0
        if best_value < stay:
            return self._pass("fugu.reason.pass_no_gain", loss=round(stay - best_value, 1))
        action = self._swap(best_option, table, legal, rng)
        self.last_search = verdict(action, stats)
        if self.last_reason is None and len(stats) < 2:  # nothing compared: the swap's own points say why
            self.last_reason = ("fugu.reason.only_swap", {"card": table.market[best_option.market],
                                                          "delta": best_option.delta})
        return action

    def denial(self, table: Table, positions: set[int]) -> dict[int, float]:
        """What leaving the market to the next rival costs, per market position we could take.

        The rival chooses from the two cards we leave plus our revealed card (uniform over the unseen
        ones); their best one-ply value, relative to our kindest choice, weighted 1/(players-1).
        """
        if table.target is not None or table.next_row is None or len(positions) < 2:
            return {}
        prefix = table.prefix()
        gift = {}
        for m in positions:
            market = list(table.market)
            total = 0.0
            for card in table.unseen:
                market[m] = card
                top = best(table.next_row, market, prefix, False, self.weights)
                total += max(top.value, 0.0) if top else 0.0
            gift[m] = total / max(1, len(table.unseen))
        least = min(gift.values())
        return {m: (g - least) / (table.players - 1) for m, g in gift.items()}

    def shortlist(self, options: list[Option]) -> list[Option]:
        """The top options by the one-ply value, plus the other side of each (anchor vs number)."""
        ranked = sorted(options, key=lambda o: -o.value)[: self.candidates]
        by_place = {(o.market, o.slot, o.anchor): o for o in options}
        chosen = list(ranked)
        for o in ranked:
            twin = by_place.get((o.market, o.slot, not o.anchor))
            if twin is not None and twin not in chosen:
                chosen.append(twin)
        return chosen

    def search(self, table: Table, chosen: list[Option], rng: random.Random, denial: dict | None = None) -> dict:
        """Sequential halving: every round splits its share of the budget over the survivors.

        Survivors are ranked by mean playout value minus the ``denial`` cost of their market position.
        """
        denial = denial or {}
        weights = self.weights_for(table)
        budget = self.budget_for(table)
        horizon = self.solo_horizon if table.solo else 0
        stats = {o: [0.0, 0] for o in chosen}
        alive = list(chosen)
        rounds = max(1, (len(alive) - 1).bit_length())
        for _ in range(rounds):
            per = max(2, budget // (rounds * len(alive)))
            seeds = [rng.getrandbits(64) for _ in range(per)]
            for option in alive:
                m = option.market
                card = table.market[m]
                total = 0.0
                for seed in seeds:
                    row = list(table.row)
                    row[option.slot] = -card if option.anchor else card
                    market = list(table.market)
                    market[m] = 0
                    total += playout(table, row, market, m, random.Random(seed), weights, horizon=horizon)
                stats[option][0] += total
                stats[option][1] += per
            if len(alive) > 1:
                alive.sort(key=lambda o: denial.get(o.market, 0.0) - stats[o][0] / stats[o][1])
                alive = alive[: (len(alive) + 1) // 2]
        return stats
