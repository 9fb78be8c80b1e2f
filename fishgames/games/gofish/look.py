"""What the Go Fish table and its end screens share: sizes, book tiles and the translated lines.

The texts are built here from the public log entries only (``view()["log"]``), so the table, the
in-game menu, the end reveal and the results say the same thing in the same words.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

import pygame

from fishgames.games.gofish.data import RANKS
from fishgames.games.gofish.stats import CARDS, LogRow, SeatStats, question_log
from fishgames.i18n import t
from fishgames.ui import art, fine, pen, theme
from fishgames.ui.said import Said

ACCENT = art.GAME_ACCENTS["gofish"]
HAND_CARD = (100, 140)  # every card sprite is rendered at this size and scaled for smaller spots
BACK = ("back", HAND_CARD, ACCENT)
#: Levels on which the question log and the seat hints are aids during play (spec §11.1).
LOG_DURING_PLAY = ("easy", "normal")


def face(card: int) -> tuple:
    """The sprite spec of a card's face (cards are ``4 × rank + suit``)."""
    return ("playing", HAND_CARD, RANKS[card >> 2], card & 3)


def rank_code(rank: int) -> str:
    """What the cards show in their corner: ``A``, ``2`` … ``10``, ``J``, ``Q``, ``K``."""
    return RANKS[rank]


def rank_name(rank: int, dative: bool = False) -> str:
    """The rank in a sentence ("Neunen", "queens"); German needs the dative after "nach" ("nach Königen")."""
    return t(f"gofish.ui.{'ranks_dative' if dative else 'ranks'}.{RANKS[rank]}")


def cards_text(count: int) -> str:
    return t("gofish.ui.cards_one") if count == 1 else t("gofish.ui.cards_many", n=count)


def books_text(count: int) -> str:
    return t("gofish.ui.books_one") if count == 1 else t("gofish.ui.books_many", n=count)


def rate_text(rate: int | None) -> str:
    return "–" if rate is None else f"{rate} %"


# -- the question log (spec §11.4) ---------------------------------------------------------------

def result_text(row: LogRow) -> str:
    if row.result == CARDS:
        return cards_text(row.count)
    return t(f"gofish.ui.result.{row.result}")


def log_line(row: LogRow, name) -> str:
    """One §11.4 line: ``#n asker → target: rank — result``, or a book."""
    if row.kind == "book":
        return t("gofish.ui.log.book", n=row.number, owner=name(row.asker), rank=rank_name(row.rank))
    return t("gofish.ui.log.ask", n=row.number, asker=name(row.asker), target=name(row.target),
             rank=rank_name(row.rank), result=result_text(row))


def question_lines(entries, name, said: Mapping[int, str] | None = None) -> list[str]:
    """The whole question log, oldest first; ``name(seat)`` gives the seat names.  ``said`` maps an ask's
    number to the words its asker said with it (a bot's reason): they follow that question as a line of
    their own, a table-side :class:`Said` line (the game record does not hold them)."""
    lines: list[str] = []
    for row in question_log(entries):
        lines.append(log_line(row, name))
        words = (said or {}).get(row.number) if row.kind == "ask" else None
        if words:
            lines.append(Said(t("gofish.ui.log.said", text=words)))
    return lines


def stats_line(name: str, stats: SeatStats) -> str:
    """Spec §11.5 per human: hit rate and longest ask streak."""
    return t("gofish.ui.stats_line", name=name, rate=rate_text(stats.hit_rate), asks=stats.asks,
             streak=stats.longest_streak)


# -- book tiles ------------------------------------------------------------------------------------

def book_tile(rank: int, owner: int, size: tuple[int, int]) -> pygame.Surface:
    """A made book: the owner's colour and symbol (never colour alone) with the rank on top; with its twin drawn
    at the drawing scale (the table's books and the reveal's were soft at 1920 × 1080)."""
    return _book_tile(rank, owner, tuple(size), fine.k)


@theme.symbol_cache(128)
def _book_tile(rank: int, owner: int, size: tuple[int, int], k: float) -> pygame.Surface:
    colour = theme.seat_colour(owner)

    def make(scale: float) -> pygame.Surface:
        w, h = max(1, round(size[0] * scale)), max(1, round(size[1] * scale))
        big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
        radius = round(max(8, size[0] // 5) * 2 * scale)
        ring = round(3 * scale)
        pen.rect(big, art.darken(colour, 0.45), big.get_rect(), border_radius=radius)
        pen.rect(big, colour, big.get_rect().inflate(-2 * ring, -2 * ring), border_radius=radius - ring)
        pen.rect(big, art.lighten(colour, 0.35), big.get_rect().inflate(-round(16 * scale), -round(16 * scale)),
                 max(1, round(2 * scale)), border_radius=radius - round(8 * scale))
        surf = pygame.transform.smoothscale(big, (w, h))
        label = art.outlined_text(rank_code(rank), max(theme.SMALL, int(size[1] * 0.36)), theme.WHITE,
                                  art.darken(colour, 0.5))
        label = fine.physical(label) if scale != 1 else label
        surf.blit(label, label.get_rect(midtop=(w // 2, round(max(2, size[1] // 14) * scale))))
        r = max(8, min(size) // 6) * scale
        centre = (w // 2, h - r - max(4, size[1] // 12) * scale)
        pen.circle(surf, theme.WHITE, centre, r + 2 * scale)
        pen.circle(surf, colour, centre, r)
        art.symbol_badge(surf, theme.seat_symbol(owner), centre, r * 0.62, theme.WHITE, edge=colour)
        return surf

    return fine.drawn(make)


def empty_slot(rank: int | None, size: tuple[int, int]) -> pygame.Surface:
    """A book not made yet: a sunken outline with the rank (``None``: no rank, for the reveal's
    places still to come), quiet so the made ones stand out.  With its twin at the drawing scale: the felt's
    row of slots was resampled from the logical picture, its ranks soft at every size but 1280 × 720."""
    return _empty_slot(rank, tuple(size), fine.k, theme.text_floor)


@lru_cache(maxsize=32)
def _empty_slot(rank: int | None, size: tuple[int, int], k: float, floor: int) -> pygame.Surface:
    w, h = size
    label = None if rank is None else theme.text(rank_code(rank), max(theme.SMALL, int(h * 0.32)), (128, 98, 66), True)

    def make(scale: float) -> pygame.Surface:
        sw, sh = max(1, round(w * scale)), max(1, round(h * scale))
        big = pygame.Surface((sw * 2, sh * 2), pygame.SRCALPHA)
        radius = round(max(8, w // 5) * 2 * scale)
        pen.rect(big, (120, 92, 60, 70), big.get_rect(), border_radius=radius)
        pen.rect(big, (150, 118, 80, 200), big.get_rect(), max(1, round(3 * scale)), border_radius=radius)
        surf = pygame.transform.smoothscale(big, (sw, sh))
        if label is not None:
            shown = fine.physical(label) if scale != 1 else label
            surf.blit(shown, shown.get_rect(center=(sw // 2, sh // 2)))
        return surf

    return fine.drawn(make)
