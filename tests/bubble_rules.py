"""What a speech bubble on a table must leave alone, checked the same way by the live-game test
(``test_bubbles.py``) and the screenshot-moment test (``test_bubbles_at_shots.py``)."""

from __future__ import annotations

from fishgames.i18n import t
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


def plates_whole(table) -> list:
    """Every seat's plate whole, named here apart from the table's own :meth:`plates_whole` (as
    :func:`score_table`): the others' (``plate_rects``, Go Fish's ``plates``) and your own (``own_plate_rect``)."""
    others = getattr(table, "plate_rects", None)
    rects = list(others().values()) if callable(others) else []
    plates = getattr(table, "plates", None)
    rects += [plate.rect for plate in plates.values()] if isinstance(plates, dict) else []
    own = getattr(table, "own_plate_rect", None)
    return [*rects, *([own()] if callable(own) else [])]


def pointers_drawn(table) -> list[tuple]:
    """The bubbles drawn last frame that point to the log, read from their words ("Walrus, Pelican: … (in the log)"
    in the language shown), as (rect, the names they give)."""
    before, after = t("table.said_in_log", name="\0").split("\0")
    return [(rect, words[len(before):len(words) - len(after)].split(", "))
            for rect, (_, words) in zip(table.bubble_rects, table.bubble_words, strict=True)
            if words.startswith(before) and words.endswith(after)]


def in_the_log_in_view(table, seat: int) -> bool:
    """Whether the log, as drawn last frame, shows seat's words whole: the newest line saying them as the table's
    ``said_line`` does, or (a table whose log keeps them otherwise: Go Fish's question log) the newest naming the seat."""
    log = getattr(table, "log_panel", None)
    if log is None or table.log_drawn is None:
        return False
    said, name = table.said_line(seat, table.bubbles[seat][0]), table.seat_name(seat)
    found = [i for i, line in enumerate(log.lines) if (line == said if said is not None else name in line)]
    if not found:
        return False
    starts, (first, stop) = log._starts, log.visible()
    end = starts[found[-1] + 1] if found[-1] + 1 < len(starts) else len(log._rows())
    return first <= starts[found[-1]] and end <= stop


def speakers_lost(table) -> list[int]:
    """The seats with words up (``table.bubbles``) that no bubble drawn last frame shows and no log pointer names —
    where some pointer names others (a speaker left out of it reads as having said nothing: Go Fish at 1280 × 720
    named Ben, not Anna), or where the log does not show their words in view (:func:`in_the_log_in_view`: Lure's
    landscape reveal has room for no bubble, not even a pointer, but its log shows its three bots' words)."""
    named = {name for _, names in pointers_drawn(table) for name in names}
    pointers = [rect for rect, _ in pointers_drawn(table)]
    shown = {seat for rect, (seat, _) in zip(table.bubble_rects, table.bubble_words, strict=True) if rect not in pointers}
    return [seat for seat in table.bubbles if seat not in shown and table.seat_name(seat) not in named
            and (pointers or not in_the_log_in_view(table, seat))]


def bubble_problems(table) -> list[str]:
    """Each bubble drawn last frame that covers what the game keeps clear, the table's own buttons (the menu button
    as pygame-gui shows it, the "?" where it is shown), its score table (:func:`score_table`), its log, counters
    and piles (:func:`counters_and_piles`), the banner showing ("Reveal!") or another bubble — or that shows no
    tail to its speaker and does not name them (words away from whoever said them, Fischen's Bot 2 over the score
    track, read as nobody's or as a neighbour's); a pointer to the log over a seat's plate (:func:`plates_whole`:
    upright Lure's lay over Pelican's second line)."""
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
    plates = plates_whole(table)
    problems += [f"log pointer {rect} naming {names} lies over the plate {plate}"
                 for rect, names in pointers_drawn(table) for plate in plates if rect.colliderect(plate)]
    return problems


def speaker_problems(table) -> list[str]:
    """:func:`bubble_problems`, and each speaker whose words are neither shown nor named (:func:`speakers_lost`) —
    asked of the moments whose own words crowd a small table (``test_bubbles_at_shots``), not of every seat saying
    a long sentence at once: there four speakers' pointers have no room on a table of six plates (Go Fish, Fugu)."""
    lost = [f"{table.seat_name(seat)}'s words neither shown, nor named in a log pointer" for seat in speakers_lost(table)]
    return [*bubble_problems(table), *lost]
