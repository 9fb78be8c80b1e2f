"""Go Fish computer opponents (spec §11.1–§11.3).

Easy, normal and pro play the spec's policy with a memory of the last 2 / 4 / all asks; master
(``master.py``) counts cards.  A bot reads only its view: its hand, the public table and the
public log (``view["log"]``), from which it rebuilds its knowledge model each decision.
"""

from __future__ import annotations

import random

from fishgames.bots import Bot
from fishgames.games.gofish.actions import Ask
from fishgames.games.gofish.data import MEMORY, N_RANKS, RANKS
from fishgames.games.gofish.knowledge import PublicKnowledge
from fishgames.games.gofish.view_types import GoFishView

GUESS = "guess"


def reason(why: str, rank: int) -> tuple[str, dict]:
    """A speech bubble: ``gofish.reason.<why>`` with ``r`` = the rank's code (``"9"``, ``"Q"``)."""
    return f"gofish.reason.{why}", {"r": RANKS[rank]}


def own_counts(view: GoFishView) -> list[int]:
    counts = [0] * N_RANKS
    for card in view["hand"]:
        counts[card >> 2] += 1
    return counts


class SpecBot(Bot):
    """The policy of spec §11.3 on a knowledge model rebuilt from the last ``memory`` asks."""

    @property
    def memory(self) -> int | None:
        """How many asks the level remembers (``None``: all of them)."""
        return MEMORY[self.level]

    def about(self) -> dict:
        return {} if self.memory is None else {"memory": self.memory}

    def choose(self, view: GoFishView, legal_actions: list, rng: random.Random):
        model = PublicKnowledge.from_entries(self.players, view["log"], self.memory)
        action, why = spec_policy(model, own_counts(view), legal_actions, rng)
        self.last_reason = reason(why, action.rank)
        return action


class EasyBot(SpecBot):
    level = "easy"


class NormalBot(SpecBot):
    level = "normal"


class ProBot(SpecBot):
    level = "pro"


def spec_policy(model: PublicKnowledge, own: list[int], legal_actions: list[Ask],
                rng: random.Random) -> tuple[Ask, str]:
    """Spec §11.3: the best sure ask, else a uniformly random guess; ties by one ``rng.choice``."""
    asks = sorted(legal_actions, key=lambda a: (a.target, a.rank))
    sure = [a for a in asks if model.min[a.target][a.rank] >= 1]
    if sure:
        def key(a: Ask):
            return (own[a.rank] + model.min[a.target][a.rank], own[a.rank], model.when[a.target][a.rank])

        best = max(key(a) for a in sure)
        tied = [a for a in sure if key(a) == best]
        pick = tied[0] if len(tied) == 1 else rng.choice(tied)
        return pick, model.why[pick.target][pick.rank]
    open_asks = [a for a in asks if model.hi[a.target][a.rank] != 0] or asks
    pick = open_asks[0] if len(open_asks) == 1 else rng.choice(open_asks)
    return pick, GUESS
