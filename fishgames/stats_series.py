"""The numbers behind the statistics' charts, from history rows (``Storage.games()``; no pygame).

Per game or over all games, for one player (a :func:`~fishgames.storage.player_identity`) or for every
human together: the win rate over time (a share of the last :data:`WINDOW` games), the distribution of
scores, and how many games were played against each bot level.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from fishgames.storage import FinishedGame, player_identity

#: The win-rate line shows the share of wins among the last this many games.
WINDOW = 20
MAX_BINS = 8
#: Bot levels from weakest to strongest; "humans" is a game without bots (pass-and-play).
LEVEL_ORDER = ("random", "easy", "normal", "pro", "master", "humans")


@dataclass(frozen=True)
class Series:
    win_rate: list[float]  # 0..1, one per game of the player, oldest first
    score_bins: list[tuple[int, int, int]]  # (lowest, highest, how many scores) per bin
    per_level: list[tuple[str, int]]  # (level, games), weakest first


def _seats(row: FinishedGame, player: str | None) -> list[int]:
    """The human seats of ``row`` that count: the player's, or every human's."""
    humans = row.human_seats()
    if player is None:
        return humans
    return [seat for seat in humans if player_identity(row.seats[seat]["name"]) == player]


def bot_level(row: FinishedGame) -> str:
    """The level a game was played against: its bots' most common level ("humans" without bots)."""
    levels = Counter(seat.get("level") or "normal" for seat in row.seats if seat.get("kind") == "bot")
    if not levels:
        return "humans"
    rank = {level: i for i, level in enumerate(LEVEL_ORDER)}
    return max(levels, key=lambda level: (levels[level], rank.get(level, -1)))


def score_bins(scores: Sequence[float]) -> list[tuple[int, int, int]]:
    """At most :data:`MAX_BINS` bins of whole-number width from the lowest to the highest score."""
    if not scores:
        return []
    low, high = math.floor(min(scores)), math.floor(max(scores))
    width = max(1, math.ceil((high - low + 1) / MAX_BINS))
    counts = Counter((math.floor(score) - low) // width for score in scores)
    return [(low + i * width, low + (i + 1) * width - 1, counts.get(i, 0)) for i in range((high - low) // width + 1)]


def series(rows: Sequence[FinishedGame], game: str | None = None, player: str | None = None) -> Series:
    """The three charts' numbers for ``game`` (``None``: all games) and ``player`` (``None``: all humans)."""
    won: list[bool] = []
    scores: list[float] = []
    levels: Counter = Counter()
    for row in sorted(rows, key=lambda row: row.id):  # oldest first
        if game is not None and row.game != game:
            continue
        seats = _seats(row, player)
        if not seats:
            continue
        won.append(any(seat in row.winners for seat in seats))
        scores += [row.scores[seat] for seat in seats if isinstance(row.scores[seat], (int, float))]
        levels[bot_level(row)] += 1
    rates = [sum(won[max(0, i + 1 - WINDOW):i + 1]) / min(i + 1, WINDOW) for i in range(len(won))]
    order = [level for level in LEVEL_ORDER if level in levels] + sorted(set(levels) - set(LEVEL_ORDER))
    return Series(rates, score_bins(scores), [(level, levels[level]) for level in order])
