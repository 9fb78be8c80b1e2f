"""The shape of a Fat Fish view (``FatFishState.view``): what the table scene, the coach and the bots may read.
Cards are text codes, seats ints, absent things ``None``; ``tests/test_view_types.py`` checks real views against
it, key by key, in every phase."""

from typing import Literal, NotRequired, TypedDict

Phase = Literal["deal", "start", "play", "take", "over"]  # ``rules.PHASE_NAMES``


class Options(TypedDict):
    minus_one_per_card: bool
    licences: bool


class Licence(TypedDict):
    id: str
    name: str
    kind: str  # "first" (the first to meet it) or "end" (scored at the end)
    vp: int
    holders: list[int]


class FatFishView(TypedDict):
    game: str
    seat: int | None
    players: int
    options: Options
    phase: Phase
    current: int | None
    start_player: int | None
    rows: list[list[str]]
    turn_row: int | None  # the row this turn plays to, once chosen
    played: list[str]  # cards played this turn
    can_stop: bool
    hand: list[str] | None  # own cards; None for a spectator
    hand_targets: list[list[int]] | None  # per hand card: the rows it may go to
    hand_counts: list[int]
    deck_counts: list[int]
    reserve: int
    box: int
    plus: list[list[str]]  # each seat's plus pile
    minus_count: list[int]
    minus_total: list[int]
    licence_vp: list[int]
    licences: list[Licence]
    totals: list[int]
    takes: int
    take_options: NotRequired[list[list[str]]]  # only while a row is taken
    take_default: NotRequired[list[str]]
    winners: NotRequired[list[int]]  # only when the game is over
    ranking: NotRequired[list[int]]
