"""What a speech bubble on a table must leave alone, checked the same way by the live-game test
(``test_bubbles.py``) and the screenshot-moment test (``test_bubbles_at_shots.py``)."""

from __future__ import annotations

from fishgames.ui import bubbles, context_help


def score_table(table) -> list:
    """The table's score table where it has one of its own (Fischen's score track: ``L.score_rect``), named here
    apart from the game's ``keep_clear`` so a game that leaves it out of those is caught."""
    layout = getattr(table, "L", None) if getattr(table, "layout_module", None) is not None else None
    score_rect = getattr(layout, "score_rect", None)
    return [score_rect()] if callable(score_rect) else []


#: The layout's names of what a table shows to be read beside its play areas (its counters and piles).
COUNTERS_AND_PILES = ("ROUND", "PILES", "DISCARD", "COUNTERS")


def counters_and_piles(table) -> list:
    """What a table shows to be read beside its play areas, named here apart from the game's ``keep_clear`` (as
    :func:`score_table`): the log as it was drawn last frame; by its layout's names, the round counter (Lure's
    "Round 1 of 10", Fischen's round and trick), Lure's deck, lures and discard pile, and its dice tray while the
    tray shows casts (each lane's dice, name and bid) — bubbles lay over each of them (the log and the discard
    pile at 1280 × 720, the tray and your bid at 800 × 480, Pelican's words over Fischen's round at three seats);
    and your own plate's key line (name and score) where the table has one."""
    layout = getattr(table, "L", None) if getattr(table, "layout_module", None) is not None else None
    named = [getattr(layout, name) for name in COUNTERS_AND_PILES if hasattr(layout, name)]
    tray = getattr(table, "tray", None)
    if tray and tray.get("members") and hasattr(layout, "TRAY"):
        named.append(layout.TRAY)
    own = getattr(table, "own_plate_rect", None)  # your own plate's name and score (a far spot lay over them)
    own_line = table.key_lines([own()]) if own is not None else []
    return [*named, *([table.log_drawn] if table.log_drawn is not None else []), *own_line]


def bubble_problems(table) -> list[str]:
    """Each bubble drawn last frame that covers what the game keeps clear, the table's own buttons (the menu button
    as pygame-gui shows it, the "?" where it is shown), its score table (:func:`score_table`), its log, counters
    and piles (:func:`counters_and_piles`), the banner showing ("Reveal!") or another bubble — or that shows no
    tail to its speaker and does not name them (words away from whoever said them, Fischen's Bot 2 over the score
    track, read as nobody's or as a neighbour's)."""
    clear = [*table.keep_clear(), table.menu_button.relative_rect, *score_table(table)]
    clear += counters_and_piles(table)
    clear += [rect for rect in [context_help.shown(table), table.banner_rect] if rect is not None]
    problems = []
    drawn = zip(table.bubble_rects, table.bubble_anchors, table.bubble_words, strict=True)
    for i, (rect, anchor, (seat, words)) in enumerate(drawn):
        problems += [f"bubble {rect} covers {area}" for area in clear if rect.colliderect(area)]
        problems += [f"bubbles {rect} and {other} overlap" for other in table.bubble_rects[i + 1:]
                     if rect.colliderect(other)]
        if not bubbles.tail_shown(rect, anchor) and table.seat_name(seat) not in words:
            problems.append(f"bubble {rect} shows no tail to {table.seat_name(seat)} at {anchor} nor their name")
    return problems
