"""The question log (spec §11.4) and the end-of-game statistics (§11.5), read from log entries.

Everything here is computed from the public log, so the table scene, the results screen and the
rules' ``view()`` agree by construction.  Entries are ``(kind, *fields)`` tuples (or JSON lists).
"""

from __future__ import annotations

from dataclasses import dataclass

#: Results of an ask in the question log (translation keys ``gofish.result.<name>``).
CARDS, DREW, FISHED, POND_EMPTY = "cards", "drew", "fished", "pond_empty"


@dataclass(frozen=True)
class LogRow:
    """One line of the question log: an ask with its result, or a book.

    ``kind`` is ``"ask"`` (number = 1-based ask count, asker → target: rank — result, count = cards
    handed over) or ``"book"`` (asker = owner, number = the book's place in the order).
    """

    kind: str
    number: int
    asker: int
    rank: int
    target: int | None = None
    result: str | None = None
    count: int = 0

    @property
    def successful(self) -> bool:
        return self.result in (CARDS, FISHED)


def question_log(entries) -> list[LogRow]:
    """Chronological asks with their results, books in between (spec §11.4)."""
    rows: list[LogRow] = []
    pending: tuple | None = None  # (number, asker, target, rank) of the ask awaiting its result
    asks = 0
    for entry in entries:
        kind = entry[0]
        if kind == "asked":
            asks += 1
            pending = (asks, entry[1], entry[2], entry[3])
        elif kind == "book_made":
            rows.append(LogRow("book", number=entry[3], asker=entry[1], rank=entry[2]))
        elif pending is not None and kind in _RESULTS:
            number, asker, target, rank = pending
            count = entry[4] if kind == "handed_over" else 0
            rows.append(LogRow("ask", number, asker, rank, target, _RESULTS[kind], count))
            pending = None
    return rows


_RESULTS = {"handed_over": CARDS, "fished": FISHED, "card_drawn": DREW, "pond_empty": POND_EMPTY}


@dataclass(frozen=True)
class SeatStats:
    asks: int = 0
    successes: int = 0
    longest_streak: int = 0

    @property
    def hit_rate(self) -> int | None:
        """floor(100 × successes ÷ asks + 0.5) %, ``None`` ("–") without asks (spec §11.5)."""
        return hit_rate(self.successes, self.asks)

    def to_json(self) -> dict:
        return {"asks": self.asks, "successes": self.successes, "hit_rate": self.hit_rate,
                "longest_streak": self.longest_streak}


def hit_rate(successes: int, asks: int) -> int | None:
    if not asks:
        return None
    return (200 * successes + asks) // (2 * asks)


def longest_streak(outcomes) -> int:
    """Most consecutive successes in one turn's sequence of ask outcomes (True = successful)."""
    best = run = 0
    for ok in outcomes:
        run = run + 1 if ok else 0
        best = max(best, run)
    return best


def seat_stats(entries, players: int) -> list[SeatStats]:
    """Asks, successful asks and the longest ask streak of every seat (spec §11.5).

    A streak counts consecutive successful asks within one turn: a miss or a new turn breaks it.
    """
    asks = [0] * players
    wins = [0] * players
    best = [0] * players
    run = 0
    pending = None
    for entry in entries:
        kind = entry[0]
        if kind == "turn_started":
            run = 0
        elif kind == "asked":
            pending = entry[1]
            asks[pending] += 1
        elif pending is not None and kind in _RESULTS:
            if _RESULTS[kind] in (CARDS, FISHED):
                wins[pending] += 1
                run += 1
                best[pending] = max(best[pending], run)
            else:
                run = 0
            pending = None
    return [SeatStats(asks[s], wins[s], best[s]) for s in range(players)]


def placements(scores: list[int]) -> list[int]:
    """Competition ranking by books (1, 1, 3, 4): equal book counts share the place (spec §6)."""
    return [1 + sum(other > mine for other in scores) for mine in scores]
