"""Builders for Fugu test positions, in the rules file's notation (§5)."""

from __future__ import annotations

import re

from fishgames.core import GameConfig
from fishgames.games.fugu.data import (
    BANNERFISH,
    CORAL_GREEN,
    CORAL_PINK,
    CORAL_YELLOW,
    CREATURE,
    HIGHEST_CARD,
    OCTOPUS,
    PUFFERFISH,
    ROW_LENGTH,
)
from fishgames.games.fugu.rules import PLAY, FuguState
from fishgames.games.fugu.scoring import score_row

LETTERS = {"B": BANNERFISH, "P": PUFFERFISH, "O": OCTOPUS, "Cp": CORAL_PINK, "Cg": CORAL_GREEN,
           "Cy": CORAL_YELLOW}
_CARD = re.compile(r"^(\d+)(B|P|O|Cp|Cg|Cy)(\(A\))?$")
_HIDDEN = re.compile(r"^·(?:\s*×\s*(\d+))?$")


def reef(text: str, pad: bool = True) -> list[int]:
    """``"3B, 60B(A), 9B, 5P(A), · ×14"`` -> ``[3, -60, 9, -5, 0, ...]``.

    The creature letters are checked against the card table, so a typo in a test (or in the table)
    fails loudly.  ``pad`` fills the row up to 18 slots with face-down cards.
    """
    row: list[int] = []
    for token in (t.strip() for t in text.split(",") if t.strip()):
        hidden = _HIDDEN.match(token)
        if hidden:
            row += [0] * int(hidden.group(1) or 1)
            continue
        match = _CARD.match(token)
        assert match, f"bad token {token!r}"
        number, letter, anchor = int(match.group(1)), match.group(2), match.group(3)
        assert CREATURE[number] == LETTERS[letter], f"{number} is not a {letter}"
        row.append(-number if anchor else number)
    if pad:
        row += [0] * (ROW_LENGTH - len(row))
    assert len(row) == ROW_LENGTH, len(row)
    return row


def position(players: int, rows: list[list[int]], market: list[int], current: int = 0,
             discards: tuple[int, ...] = (), finished: tuple[int, ...] = ()) -> FuguState:
    """A state in the play phase with the given reefs and market; everything else unseen."""
    state = FuguState(GameConfig(players))
    rows = [list(r) for r in rows] + [[0] * ROW_LENGTH for _ in range(players - len(rows))]
    state.rows = rows
    state.market = list(market)
    used = {abs(v) for row in rows for v in row if v} | set(market) | set(discards)
    assert max(used, default=0) <= HIGHEST_CARD[players], "card not in play for this player count"
    assert len(used) == sum(1 for row in rows for v in row if v) + len(market) + len(discards)
    state.unseen = [c for c in range(1, HIGHEST_CARD[players] + 1) if c not in used]
    state.discards = list(discards)
    state.current = state.start = current
    state.phase = PLAY
    state.live = [score_row(row, players == 1) for row in rows]
    for seat in finished:
        state.finished[seat] = True
    return state
