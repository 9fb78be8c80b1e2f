"""What one seat may know (spec §8), as JSON: the table scene reads it, bots rebuild a state from it.

Cards appear as text codes.  The ``knowledge`` block carries the public deductions a player with a
perfect memory would have (where each unseen card can be, known voids, draws by level); bots use it to
rebuild a state (``knowledge.state_from_view``), the UI may ignore it.
"""

from __future__ import annotations

from fishgames.games.fischen.bits import (
    P_NAME,
    P_OVER,
    P_PASS,
    P_PLAY,
    P_ZERO,
    PHASE_NAMES,
    cards_of,
    hand_size,
    sea_level_counts,
)
from fishgames.games.fischen.data import CODE, ROUNDS, SUITS
from fishgames.games.fischen.view_types import FischenView


def _codes(cards) -> list[str]:
    return [CODE[c] for c in cards]


def _suits(mask: int) -> list[str]:
    return [SUITS[s] for s in range(len(SUITS)) if mask >> s & 1]


def known_voids(st, seat: int | None) -> list[int]:
    """Suit bitmask per seat that ``seat`` knows that player lacks (non-buoy cards).

    A void learnt before this round's pass no longer holds for a player who received an unknown card;
    the receiver of ``seat``'s own pass keeps it (``seat`` knows what it gave).
    """
    n = st.n
    out = []
    for t in range(n):
        mask = st.void_post[t]
        if not st.pass_done or (seat is not None and (t - 1) % n == seat):
            mask |= st.void_pre[t]
        out.append(mask)
    return out


def boat_layers(st, seat: int | None) -> list[list]:
    """Each boat, top layer first: the sorted cards where the layer's content is known to ``seat``,
    else the number of cards (another player's partly drawn top layer)."""
    out = []
    for t in range(st.n):
        layers = []
        for i, layer in enumerate(st.boats[t]):
            if i == 0 and st.top_partial[t] and t != seat:
                layers.append(len(layer))
            else:
                layers.append(_codes(sorted(layer)))
        out.append(layers)
    return out


def build_view(st, seat: int | None) -> FischenView:
    n, ph = st.n, st.phase
    own = seat is not None
    waiting = st.to_act()
    legal: list[str] = []
    if own and seat in waiting:
        if ph == P_PLAY:
            legal = _codes(st.legal_cards(seat))
        elif ph == P_ZERO:
            legal = _codes(st.zero_eligible(st.res_idx))
        elif ph == P_PASS:
            legal = _codes(cards_of(st.held[seat]))
    last_round = st.round >= ROUNDS or st.round == 0
    need_next = None
    if not last_round and ph != P_OVER:
        size = hand_size(n, st.round + 1)
        need_next = [
            max(0, size - sum(len(layer) for layer in st.boats[t]) - len(st.fisch[t])) for t in range(n)
        ]
    sea_counts = sea_level_counts(len(st.sea))
    top_level = next((lv + 1 for lv in range(len(sea_counts)) if sea_counts[lv]), 0)
    gave = got = None
    if own and st.pass_done:
        gave, got = CODE[st.passed[seat]], CODE[st.passed[(seat - 1) % n]]
    view = {
        "game": "fischen",
        "players": n,
        "seat": seat,
        "phase": PHASE_NAMES[ph],
        "to_act": list(waiting),
        "round": st.round,
        "rounds": ROUNDS,
        "hand_size": st.hand_size,
        "trick_no": st.trick_no,
        "hand": _codes(cards_of(st.held[seat])) if own else [],
        "legal": legal,
        "hand_counts": [mask.bit_count() for mask in st.held],
        "trick": [
            {"seat": s, "card": CODE[c], "in_trick": t}
            for s, c, t in zip(st.trick_seats, st.trick, st.in_trick, strict=True)
        ],
        "trick_leader": st.leader if st.leader >= 0 else None,
        "lead_suit": SUITS[st.suit] if st.suit >= 0 else None,
        "winner": st.winner if st.winner >= 0 else None,
        "win_how": st.win_how or None,
        "boats": [sum(len(layer) for layer in boat) for boat in st.boats],
        "boat_layers": boat_layers(st, seat),
        "fischerin": [_codes(f) for f in st.fisch],
        "fischerin_counts": [len(f) for f in st.fisch],
        "sea_count": len(st.sea),
        "sea_level": top_level,
        "sea_by_level": sea_counts,
        "removed": _codes(st.removed),
        "scores": list(st.points),
        "penalties": list(st.penalties),
        "history": [dict(h) for h in st.history],
        "effects": {
            "named": SUITS[st.named] if st.named >= 0 else None,
            "namer": st.namer if st.namer >= 0 else None,
            "lowest_wins": st.lowest,
            "forced_leader": st.forced if st.forced >= 0 else None,
        },
        # Playing "1. Karte spielen", "Farbe bestimmen" or "Niedrigster Wert gewinnt" now does nothing.
        "effects_lost_now": ph == P_PLAY and st.trick_no == st.hand_size,
        "sea_need_next": need_next,
        "my_sea_need_next": need_next[seat] if (own and need_next is not None) else None,
        "zero": {
            "seat": st.trick_seats[st.res_idx], "zero": CODE[st.trick[st.res_idx]], "index": st.res_idx,
            "eligible": _codes(st.zero_eligible(st.res_idx)),
        } if ph == P_ZERO else None,
        "pass": {
            "picked": [p >= 0 for p in st.picks],
            "my_pick": CODE[st.picks[seat]] if own and st.picks[seat] >= 0 else None,
        } if ph == P_PASS else None,
        "naming": st.name_seat if ph == P_NAME else None,
        "last_trick": {
            "plays": [list(p) for p in ([s, CODE[c]] for s, c in st.last_trick)], "winner": st.last_winner,
        } if st.last_trick else None,
        "round_leader": st.round_leader if st.round_leader >= 0 else None,
        "tiebreak_order": list(st.last_order),
        "voids": [_suits(m) for m in known_voids(st, seat)],
        "boat_queue": list(st.boat_queue),
        "game_over": ph == P_OVER,
        "end_reason": st.end_reason or None,
        "winners": st.winners() if ph == P_OVER else [],
        "knowledge": {
            "origins": list(st.tag),
            "drawers": list(st.drawers),
            "top_partial": list(st.top_partial),
            "void_pre": list(st.void_pre),
            "void_post": list(st.void_post),
            "pass_done": st.pass_done,
            "foreign_seen": list(st.foreign_seen),
            "gave": gave,
            "got": got,
            "res_idx": st.res_idx,
            "turn": st.turn,
            "suit": st.suit,
        },
    }
    return view
