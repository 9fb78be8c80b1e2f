"""Go Fish actions: the one decision (``ask 2 Q``) and the one chance step (the deal)."""

from __future__ import annotations

from dataclasses import dataclass

from fishgames.core import Action
from fishgames.games.gofish.data import DECK, MAX_PLAYERS, N_RANKS, RANK_INDEX, RANKS


class GoFishAction(Action):
    """Base of both Go Fish actions; ``parse`` reads either."""

    __slots__ = ()

    @classmethod
    def parse(cls, text: str) -> Action:
        return parse_action(text)


@dataclass(frozen=True, slots=True)
class Ask(GoFishAction):
    """Ask seat ``target`` for every card of ``rank`` (rank index 0 = A … 12 = K)."""

    target: int
    rank: int

    def to_text(self) -> str:
        return f"ask {self.target} {RANKS[self.rank]}"


@dataclass(frozen=True, slots=True)
class Deal(GoFishAction):
    """The whole chance of a game (spec §9): the shuffled deck and the start seat."""

    order: tuple[int, ...]
    start: int

    def to_text(self) -> str:
        return f"deal {','.join(map(str, self.order))} start {self.start}"


#: Every possible ask, built once: legal-action lists and the bots reuse these objects.
ASKS = tuple(tuple(Ask(target, rank) for rank in range(N_RANKS)) for target in range(MAX_PLAYERS))


def parse_action(text: str) -> Action:
    """``ask 2 Q`` or ``deal 7,31,…,4 start 1``; raises ``ValueError`` for anything else."""
    words = text.split()
    if len(words) == 3 and words[0] == "ask" and words[1].isdigit() and words[2].upper() in RANK_INDEX:
        target, rank = int(words[1]), RANK_INDEX[words[2].upper()]
        if target < MAX_PLAYERS:
            return ASKS[target][rank]
        return Ask(target, rank)
    if len(words) == 4 and words[0] == "deal" and words[2] == "start" and words[3].isdigit():
        try:
            order = tuple(int(part) for part in words[1].split(","))
        except ValueError:
            raise ValueError(f"not a Go Fish action: {text!r}") from None
        if sorted(order) != list(range(DECK)):
            raise ValueError(f"a deal must order all {DECK} cards: {text!r}")
        return Deal(order, int(words[3]))
    raise ValueError(f"not a Go Fish action: {text!r}")
