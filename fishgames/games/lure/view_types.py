"""The shape of a Lure view (``LureState.view``): what the table scene, the coach and the bots may read.  Lures
are text kinds (``A``, ``E5``), fish their ids; ``tests/test_view_types.py`` checks real views against it, key by
key, in every phase."""

from typing import Literal, NotRequired, TypedDict

Phase = Literal["deal_fish", "deal_lures", "reshuffle", "cast", "adjust", "roll", "over"]  # ``data.Phase.text``


class Decision(TypedDict):
    kind: Phase
    seats: list[int]  # who is awaited
    done: NotRequired[list[int]]  # cast and adjust: who has decided
    adjusts: NotRequired[dict[str, int]]  # adjust: per seat (as text) the adjust lures it played
    mine: NotRequired[str]  # adjust: this seat's own choice, once made


class PoolFish(TypedDict):
    id: int
    key: str
    catch: int  # the total needed to catch it
    req: str  # "", "odd", "even", ...
    vp: int


class Special(TypedDict):
    die: str  # d12 or d20
    status: str  # ready, resting or bid
    free_from: int  # the first round it may be bid again


class Bid(TypedDict):
    text: str
    dice: list[int]
    size: int
    lures: list[str]


class SeatRow(TypedDict):
    seat: int
    score: int
    fish: list[int]
    fish_vp: int
    boasts: int
    lure_count: int
    d6: int
    specials: list[Special]
    cast_done: bool
    bid: Bid | None  # own at once, the others' once revealed
    played: list[str]
    rolled: list[int] | None
    final: list[int] | None
    total: int | None
    caught: list[int]
    lures: NotRequired[list[str]]  # own seat only


class RoundSummary(TypedDict):
    """The last finished round (public)."""

    round: int
    bids: list[str]
    finals: dict[str, list[int]]  # per seat (as text): its final dice
    caught: list[list[int]]


class LureView(TypedDict):
    game: str
    players: int
    seat: int | None
    round: int
    rounds: int
    last_round: bool
    phase: Phase
    decision: Decision
    deck: int
    removed: int
    supply: int
    discard: list[str]
    pool: list[PoolFish]
    groups: list[list[int]]  # once revealed: the seats of each group of equal dice counts, fewest dice first
    group: int  # the group being resolved, -1 before
    seats: list[SeatRow]
    scores: list[int]
    summary: RoundSummary | None
