"""Master bot (code letter M): full memory, card counting, pond lottery, endgame search.

Experimental version: scoring knobs in ``PARAMS``.
"""

from __future__ import annotations

import os
import random

from fishgames.core.spec import GameConfig

from fishgames.games.gofish.actions import Ask
from fishgames.games.gofish.bots import GUESS, own_counts, reason
from fishgames.games.gofish.data import N_RANKS
from fishgames.games.gofish.knowledge import PublicKnowledge
from fishgames.games.gofish.sampling import Constraints

PARAMS = {"samples": 64, "variant": os.environ.get("GF_VARIANT", "psucc")}


class MasterBot:
    def __init__(self, seat: int, players: int):
        self.seat = seat
        self.players = players
        self.last_reason = None

    @classmethod
    def factory(cls, seat: int, config: GameConfig) -> "MasterBot":
        return cls(seat, config.players)

    def choose(self, view: dict, legal_actions: list, rng: random.Random):
        n = self.players
        model = PublicKnowledge.from_entries(n, view["log"])
        own = own_counts(view)
        asks = sorted(legal_actions, key=lambda a: (a.target, a.rank))
        variant = PARAMS["variant"]
        crit = variant.split(",")
        eg = int(os.environ.get("GF_EG", "0"))
        if eg and view["pond"] <= int(os.environ.get("GF_EGP", "0")) and len(asks) > 1:
            problem = Constraints(self.seat, own, view["hand_sizes"], view["pond"], model)
            pick = self.pimc(view, model, own, asks, problem, rng, eg, 0)
            self.last_reason = reason(GUESS, pick.rank)
            return pick
        if crit[0] != "nosure":
            sure = [a for a in asks if model.min[a.target][a.rank] >= 1]
            if sure:
                def key(a: Ask):
                    return (own[a.rank] + model.min[a.target][a.rank], own[a.rank], model.when[a.target][a.rank])

                pick = max(sure, key=key)
                self.last_reason = reason(model.why[pick.target][pick.rank], pick.rank)
                return pick
        else:
            crit = crit[1:]
        problem = Constraints(self.seat, own, view["hand_sizes"], view["pond"], model)
        hit, exact, pond_share, others = estimate(problem, n, view["pond"], PARAMS["samples"], own, rng)
        index = {t: i for i, t in enumerate(problem.holders)}

        def score(a: Ask):
            t, r = a.target, a.rank
            p = hit[index[t]][r]
            top = pond_share[r]
            known = model.min[self.seat][r] >= 1
            sure = model.min[t][r] >= 1
            book = own[r] + model.min[t][r] == 4
            pbook = exact[index[t]][r] + (1 - p) * top * (own[r] == 3)
            values = {
                "known": known, "hidden": not known, "phit": p, "psucc": p + (1 - p) * top,
                "lowown": -own[r], "highown": own[r], "book": book, "sure": sure, "pbook": pbook,
                "nsh": not (sure and not book and not known),
                "nsnb": not (sure and not book),
                "rand": rng.random(), "open": model.hi[t][r] != 0,
                "hsafe": p + (1 - p) * top if known else -others[index[t]][r] * own[r],
                "hsafe2": p + (1 - p) * top if known else -others[index[t]][r],
                "hsafe3": p + (1 - p) * top if known else p - others[index[t]][r] * own[r],
            }
            return tuple(values[c] for c in crit)

        pick = max(asks, key=score)
        self.last_reason = reason(GUESS, pick.rank)
        return pick


def estimate(problem: Constraints, players: int, pond: int, samples: int, own, rng: random.Random):
    """Per other seat and rank: P(holds ≥ 1), P(holds all the copies I lack); P(pond top is r)."""
    holders = len(problem.free)
    hit = [[0.0] * N_RANKS for _ in range(holders)]
    exact = [[0.0] * N_RANKS for _ in range(holders)]
    pond_count = [0.0] * N_RANKS
    others = [[0.0] * N_RANKS for _ in range(holders)]
    for _ in range(samples):
        counts = problem.sample(rng)
        for r in range(N_RANKS):
            holding = [i for i in range(holders - 1) if counts[i][r]]
            for i in range(holders - 1):
                if any(j != i for j in holding):
                    others[i][r] += 1
        for i in range(holders - 1):
            row = hit[i]
            full = exact[i]
            for r, c in enumerate(counts[i]):
                if c:
                    row[r] += 1
                    if c + own[r] == 4:
                        full[r] += 1
        for r, c in enumerate(counts[-1]):
            pond_count[r] += c
    hit = [[x / samples for x in row] for row in hit]
    exact = [[x / samples for x in row] for row in exact]
    share = [c / samples / pond if pond else 0.0 for c in pond_count]
    others = [[x / samples for x in row] for row in others]
    return hit, exact, share, others


def build_sim(seat, view, model, own, problem, counts, rng):
    from fishgames.games.gofish.sim import Sim
    n = len(view["hand_sizes"])
    sim = Sim.__new__(Sim)
    sim.n = n
    sim.cnt = [None] * n
    sim.cnt[seat] = own[:]
    for i, t in enumerate(problem.holders):
        sim.cnt[t] = counts[i][:]
    pond = [r for r in range(N_RANKS) for _ in range(counts[-1][r])]
    rng.shuffle(pond)
    sim.pond = pond
    sim.size = list(view["hand_sizes"])
    sim.booked = model.booked[:]
    sim.books = list(view["scores"])
    sim.made = len(view["books"])
    sim.turn = seat
    sim.lo = [row[:] for row in model.min]
    sim.hi = [row[:] for row in model.hi]
    sim.when = [row[:] for row in model.when]
    sim.clock = model.clock
    sim.asks = 0
    return sim


def _pimc(self, view, model, own, asks, problem, rng, samples, keep):
    seat = self.seat
    n = self.players
    sims = [build_sim(seat, view, model, own, problem, problem.sample(rng), rng) for _ in range(samples)]
    seeds = [rng.getrandbits(32) for _ in range(samples)]
    totals = []
    for a in asks:
        total = 0.0
        for sim, sd in zip(sims, seeds):
            s = sim.copy()
            s.ask(seat, a.target, a.rank)
            s.playout(random.Random(sd))
            b = s.books
            best = max(b[i] for i in range(n) if i != seat)
            total += (1.0 if b[seat] > best else 0.5 if b[seat] == best else 0.0) + 0.05 * (b[seat] - best)
        totals.append(total)
    return asks[max(range(len(asks)), key=lambda i: totals[i])]


MasterBot.pimc = _pimc
