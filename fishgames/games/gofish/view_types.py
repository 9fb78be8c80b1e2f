"""The shape of a Go Fish view (``GoFishState.view``): what the table scene, the coach and the bots may read.
Cards are ints (``4 * rank + suit``), ranks 0..12; ``tests/test_view_types.py`` checks real views against it,
key by key, in every phase."""

from typing import Literal, TypedDict

Phase = Literal["deal", "play", "over"]


class SeatStats(TypedDict):
    """Spec §11.5's statistics of one seat (``stats.SeatStats.to_json``)."""

    asks: int
    successes: int
    hit_rate: int | None  # per cent; None before the first ask
    longest_streak: int


class GoFishView(TypedDict):
    game: str
    players: int
    seat: int | None
    phase: Phase
    hand: list[int] | None  # own cards; None for a spectator
    hand_sizes: list[int]
    pond: int
    books: list[list[int]]  # [rank, owner] in the order they were made
    turn: int | None
    asks: int
    scores: list[int]
    stats: list[SeatStats]
    log: list[list]  # the public event log: [kind, ...] per event
