"""The shape of a Fischen view (``FischenState.view``, built in ``view.py``): what the table scene, the coach and
the bots may read.  Cards are text codes (``b7``, ``g0``, ``minus3a``), seats ints, absent things ``None``.
``tests/test_view_types.py`` checks real views against these, key by key, in every phase."""

from typing import Literal, TypedDict

Phase = Literal["deal", "sea", "leader", "play", "zero", "pass", "name", "boat", "over"]  # ``bits.PHASE_NAMES``


class TrickCard(TypedDict):
    seat: int
    card: str
    in_trick: bool  # False once a zero, "Alle anderen" or the winner has caught it


class RoundLine(TypedDict):
    """One line of the score history, written at each round end."""

    round: int
    caught: list[int]
    penalties: list[int]  # points lost to -3 buoys in that round
    scores: list[int]


class Effects(TypedDict):
    """What the buoys of the previous trick set for this one."""

    named: str | None  # the named colour
    namer: int | None
    lowest_wins: bool
    forced_leader: int | None


class ZeroChoice(TypedDict):
    seat: int
    zero: str
    index: int  # its position in the trick
    eligible: list[str]


class PassState(TypedDict):
    picked: list[bool]  # who has picked (not what)
    my_pick: str | None


class LastTrick(TypedDict):
    plays: list[list]  # [seat, card code] in play order
    winner: int


class Knowledge(TypedDict):
    """What a player with a perfect memory knows (``knowledge.py``): bots rebuild a state from it."""

    origins: list[int]  # per card id: where it may be (``bits.tag_of``)
    drawers: list[int]  # per star level: bitmask of seats that drew from it this round
    top_partial: list[bool]
    void_pre: list[int]  # suit bitmasks learnt before this round's pass
    void_post: list[int]
    pass_done: bool
    foreign_seen: list[bool]
    gave: str | None  # the card this seat passed left, and the one it got
    got: str | None
    res_idx: int
    turn: int
    suit: int


#: ``pass`` is a Python keyword, so this one is spelt the functional way.
FischenView = TypedDict("FischenView", {
    "game": str,
    "players": int,
    "seat": int | None,
    "phase": Phase,
    "to_act": list[int],
    "round": int,
    "rounds": int,
    "hand_size": int,
    "trick_no": int,
    "hand": list[str],  # own cards, ascending; [] for a spectator
    "legal": list[str],  # cards this seat may play, take or pass now
    "hand_counts": list[int],
    "trick": list[TrickCard],
    "trick_leader": int | None,
    "lead_suit": str | None,  # the suit to follow
    "winner": int | None,
    "win_how": str | None,  # highest, trump, lowest, namer, first_buoy
    "boats": list[int],
    "boat_layers": list[list[list[str] | int]],  # top layer first: its cards, or a count where hidden
    "fischerin": list[list[str]],
    "fischerin_counts": list[int],
    "sea_count": int,
    "sea_level": int,  # star level of the top card, 0 when empty
    "sea_by_level": list[int],
    "removed": list[str],
    "scores": list[int],
    "penalties": list[int],
    "history": list[RoundLine],
    "effects": Effects,
    "effects_lost_now": bool,  # a next-trick buoy played now does nothing (the round's last trick)
    "sea_need_next": list[int] | None,
    "my_sea_need_next": int | None,
    "zero": ZeroChoice | None,
    "pass": PassState | None,
    "naming": int | None,  # who names a colour now
    "last_trick": LastTrick | None,
    "round_leader": int | None,
    "tiebreak_order": list[int],
    "voids": list[list[str]],  # suits each seat is known to lack
    "boat_queue": list[int],
    "game_over": bool,
    "end_reason": str | None,  # rounds or overfishing
    "winners": list[int],
    "knowledge": Knowledge,
})
