"""The shape of a Fugu view (``FuguState.view``; everything is public): what the table scene, the coach and the
bots may read.  Cards are ints 1..40, reef slots indexed 0..17; ``tests/test_view_types.py`` checks real views
against it, key by key, in every phase."""

from typing import Literal, TypedDict

Phase = Literal["setup", "start", "play", "reveal", "refill", "over"]  # ``data.Phase.text``


class Slot(TypedDict):
    card: int
    side: str  # number or anchor
    creature: str


class BannerGroup(TypedDict):
    slots: list[int]
    size: int
    points: int


class Bannerfish(TypedDict):
    points: int
    groups: list[BannerGroup]


class Puffer(TypedDict):
    slot: int
    fish_neighbours: int
    points: int


class Pufferfish(TypedDict):
    points: int
    cards: list[Puffer]


class Octopus(TypedDict):
    slot: int
    coral_neighbours: int
    points: int


class Octopuses(TypedDict):
    points: int
    cards: list[Octopus]


class Coral(TypedDict):
    points: int
    pink: int
    green: int
    yellow: int
    sets: int


class Counted(TypedDict):
    points: int
    count: int


class Breakdown(TypedDict):
    """``scoring.score_breakdown``: a reef's score, part by part."""

    bannerfish: Bannerfish
    pufferfish: Pufferfish
    octopus: Octopuses
    coral: Coral
    anchors: Counted
    face_down: Counted
    total: int


class Reef(TypedDict):
    row: list[int]  # per slot: card (negative: anchor side up), 0 face down
    slots: list[Slot | None]
    face_down: int
    anchors: int
    score: int
    breakdown: Breakdown
    finished: bool
    passed: bool


class MarketCard(TypedDict):
    card: int
    creature: str


class SwapOption(TypedDict):
    market: int
    slot: int
    card: int
    sides: list[str]
    delta: dict[str, int]  # per side: the score change


class Pending(TypedDict):
    seat: int
    market: int
    slot: int


class SoloGame(TypedDict):
    deck: int
    discards: list[int]
    win_above: int
    won: bool
    band: str  # a translation key
    over: bool


class FuguView(TypedDict):
    game: str
    seat: int | None
    players: int
    solo: bool
    highest: int
    phase: Phase
    to_act: list[int]
    current: int | None
    start_player: int | None
    market: list[MarketCard | None]
    unseen: list[int]
    reefs: list[Reef]
    scores: list[int]
    ranking: list[int]
    swap_options: list[SwapOption]  # the acting seat's, while it plays
    pending: Pending | None  # a swap waiting for its reveal or refill
    winners: list[int]
    solo_game: SoloGame | None
