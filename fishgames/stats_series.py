"""The statistics' figures from history rows (``Storage.games()``; no pygame): the summary (:func:`summary`)
and the numbers behind the charts.

Per game or over all games, for one player (a :func:`~fishgames.player_identity.player_identity`) or for every
human together: the win rate over time (a share of the last :data:`WINDOW` games), the distribution of
scores, and how many games were played against each bot level.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from fishgames.history import FinishedGame
from fishgames.player_identity import player_identity

#: The win-rate line shows the share of wins among the last this many games.
WINDOW = 20
MAX_BINS = 8
#: Bot levels from weakest to strongest; "humans" is a game without bots (pass-and-play).
LEVEL_ORDER = ("random", "easy", "normal", "pro@kiosk", "pro", "master", "humans")


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


def summary(rows: Sequence[FinishedGame], *, with_takebacks: bool = True) -> dict:
    """Figures for the statistics scene, from human seats only (bots have no career)::

        {"games": {game: {"played", "won_by_humans", "best_score", "best_score_by",
                          "players": {identity: PLAYER}}},
         "players": {identity: PLAYER}}      # over all games
        PLAYER = {"played", "won", "win_rate" (0..1), "stats": {stat: sum of numeric values}}

    Players (and ``best_score_by``) are :func:`player_identity` keys, not the text a row stored, so
    "Spieler 1" and "Player 1" are one person; show them with :func:`player_name`.  Rows written
    before identities existed hold only that text and are migrated here, on every read: the
    database is never rewritten, and nothing is lost if the mapping ever changes.  One person in two
    seats of one game (only a hand-edited row can do that) counts as one game played.
    ``with_takebacks=False`` leaves out games in which moves were taken back.
    """
    per_game: dict[str, dict] = {}
    tallies: dict[tuple[str | None, str], list] = {}  # (game or None, identity) -> [played, won, stats]

    def tally(key, won: bool, stats: list[Mapping]) -> None:
        entry = tallies.setdefault(key, [0, 0, {}])
        entry[0] += 1
        entry[1] += won
        for values in stats:
            for stat, value in values.items():
                if _is_number(value):
                    entry[2][stat] = entry[2].get(stat, 0) + value

    for row in reversed(rows):  # oldest first, so ties for best score keep the first
        if row.takebacks and not with_takebacks:
            continue
        figures = per_game.setdefault(
            row.game, {"played": 0, "won_by_humans": 0, "best_score": None, "best_score_by": None},
        )
        humans = row.human_seats()
        figures["played"] += 1
        figures["won_by_humans"] += any(seat in humans for seat in row.winners)
        people: dict[str, list] = {}  # identity -> [won, [stats per seat]]
        for seat in humans:
            who, score = player_identity(row.seats[seat]["name"]), row.scores[seat]
            if _is_number(score) and (figures["best_score"] is None or score > figures["best_score"]):
                figures["best_score"], figures["best_score_by"] = score, who
            person = people.setdefault(who, [False, []])
            person[0] = person[0] or seat in row.winners
            person[1].append(row.human_stats.get(seat, {}))
        for who, (won, stats) in people.items():
            for scope in (row.game, None):
                tally((scope, who), won, stats)
    result = {"games": per_game, "players": {}}
    for figures in per_game.values():
        figures["players"] = {}
    for (scope, who), (played, won, stats) in sorted(tallies.items(), key=lambda item: item[0][1]):
        target = result["players"] if scope is None else per_game[scope]["players"]
        target[who] = _player_summary(played, won, stats)
    return result


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float))  # bools count as 0/1: a stat like "first_book" sums to a count


def _player_summary(played: int, won: int, stats: dict) -> dict:
    return {"played": played, "won": won, "win_rate": won / played if played else 0.0, "stats": stats}
