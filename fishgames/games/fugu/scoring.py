"""The pure scoring function of a Fugu reef (rules §2.2, §5, §7), with a per-creature breakdown.

A reef is a list of ``ROW_LENGTH`` ints: ``0`` = face-down, ``+v`` = card ``v`` number side up,
``-v`` = card ``v`` anchor side up.  Anchored cards still count as their creature (§7.1).
``score_row`` is the fast total used in hot paths, ``score_breakdown`` the explained version for the
table scene and the results screen, ``place_delta`` the exact change of one placement computed
locally (bots evaluate it thousands of times per decision).  Tests check all three against each other.
"""

from __future__ import annotations

from fishgames.games.fugu.data import (
    BANNERFISH,
    CORAL_GREEN,
    CORAL_PINK,
    CORAL_SET,
    CORAL_YELLOW,
    CREATURE,
    KIND,
    OCTOPUS,
    OCTOPUS_PER_CORAL,
    PUFFERFISH,
    PUFFERFISH_POINTS,
    SOLO_FACE_DOWN,
    anchor_penalty,
    bannerfish_group_points,
)

_PINK, _GREEN, _YELLOW = CORAL_PINK, CORAL_GREEN, CORAL_YELLOW


def score_row(row: list[int], solo: bool = False) -> int:
    """Total score of one reef (see the module docstring for the encoding)."""
    kinds = [KIND[v] for v in row]
    n = len(kinds)
    total = 0
    run = 0
    anchors = 0
    face_down = 0
    pink = green = yellow = 0
    for i, kind in enumerate(kinds):
        if kind == BANNERFISH:
            run += 1
            continue
        if run:
            total += bannerfish_group_points(run)
            run = 0
        if kind == PUFFERFISH:
            fish = (i > 0 and kinds[i - 1] <= PUFFERFISH and kinds[i - 1] >= 0) + (
                i + 1 < n and 0 <= kinds[i + 1] <= PUFFERFISH
            )
            total += PUFFERFISH_POINTS[fish]
        elif kind == OCTOPUS:
            corals = (i > 0 and kinds[i - 1] >= _PINK) + (i + 1 < n and kinds[i + 1] >= _PINK)
            total += OCTOPUS_PER_CORAL * corals
        elif kind == _PINK:
            pink += 1
        elif kind == _GREEN:
            green += 1
        elif kind == _YELLOW:
            yellow += 1
        else:
            face_down += 1
    if run:
        total += bannerfish_group_points(run)
    for v in row:
        if v < 0:
            anchors += 1
    total += CORAL_SET * min(pink, green, yellow) - anchor_penalty(anchors)
    if solo:
        total += SOLO_FACE_DOWN * face_down
    return total


def place_delta(row: list[int], slot: int, card: int, anchor: bool, solo: bool = False) -> int:
    """Exact score change of putting ``card`` into the face-down ``slot`` (only neighbours change)."""
    kind = CREATURE[card]
    n = len(row)
    left = KIND[row[slot - 1]] if slot > 0 else -1
    right = KIND[row[slot + 1]] if slot + 1 < n else -1
    delta = -SOLO_FACE_DOWN if solo else 0
    if anchor:
        delta -= 1
        for v in row:  # the (a+1)-th anchor costs a+1
            if v < 0:
                delta -= 1
    if kind == BANNERFISH:
        lrun = 0
        i = slot - 1
        while i >= 0 and KIND[row[i]] == BANNERFISH:
            lrun += 1
            i -= 1
        rrun = 0
        i = slot + 1
        while i < n and KIND[row[i]] == BANNERFISH:
            rrun += 1
            i += 1
        delta += (bannerfish_group_points(lrun + 1 + rrun) - bannerfish_group_points(lrun)
                  - bannerfish_group_points(rrun))
    elif kind == PUFFERFISH:
        delta += PUFFERFISH_POINTS[(0 <= left <= PUFFERFISH) + (0 <= right <= PUFFERFISH)]
    elif kind == OCTOPUS:
        delta += OCTOPUS_PER_CORAL * ((left >= _PINK) + (right >= _PINK))
    else:  # a coral: sets may grow
        kinds = [KIND[v] for v in row]
        counts = [kinds.count(_PINK), kinds.count(_GREEN), kinds.count(_YELLOW)]
        before = min(counts)
        counts[kind - _PINK] += 1
        delta += CORAL_SET * (min(counts) - before)
    if kind <= PUFFERFISH:  # a fish: neighbouring pufferfish gain a fish neighbour
        if left == PUFFERFISH:
            fish = 1 if slot >= 2 and 0 <= KIND[row[slot - 2]] <= PUFFERFISH else 0
            delta += PUFFERFISH_POINTS[fish + 1] - PUFFERFISH_POINTS[fish]
        if right == PUFFERFISH:
            fish = 1 if slot + 2 < n and 0 <= KIND[row[slot + 2]] <= PUFFERFISH else 0
            delta += PUFFERFISH_POINTS[fish + 1] - PUFFERFISH_POINTS[fish]
    elif kind >= _PINK:  # a coral: neighbouring octopuses gain a coral
        if left == OCTOPUS:
            delta += OCTOPUS_PER_CORAL
        if right == OCTOPUS:
            delta += OCTOPUS_PER_CORAL
    return delta


def score_breakdown(row: list[int], solo: bool = False) -> dict:
    """The score explained per creature, JSON-able; ``total`` equals :func:`score_row`.

    Slots in the breakdown are 0-based indices into the row.
    """
    n = len(row)
    kinds = [CREATURE[abs(v)] for v in row]
    groups = []
    start = None
    for i in range(n + 1):
        banner = i < n and kinds[i] == BANNERFISH
        if banner and start is None:
            start = i
        elif not banner and start is not None:
            size = i - start
            groups.append({"slots": list(range(start, i)), "size": size, "points": bannerfish_group_points(size)})
            start = None
    puffers = []
    octopuses = []
    for i, kind in enumerate(kinds):
        neighbours = [kinds[t] for t in (i - 1, i + 1) if 0 <= t < n]
        if kind == PUFFERFISH:
            fish = sum(1 for k in neighbours if k in (BANNERFISH, PUFFERFISH))
            puffers.append({"slot": i, "fish_neighbours": fish, "points": PUFFERFISH_POINTS[fish]})
        elif kind == OCTOPUS:
            corals = sum(1 for k in neighbours if k >= _PINK)
            octopuses.append({"slot": i, "coral_neighbours": corals, "points": OCTOPUS_PER_CORAL * corals})
    pink, green, yellow = (kinds.count(c) for c in (_PINK, _GREEN, _YELLOW))
    sets = min(pink, green, yellow)
    anchors = sum(1 for v in row if v < 0)
    face_down = kinds.count(-1)
    parts = {
        "bannerfish": {"points": sum(g["points"] for g in groups), "groups": groups},
        "pufferfish": {"points": sum(p["points"] for p in puffers), "cards": puffers},
        "octopus": {"points": sum(o["points"] for o in octopuses), "cards": octopuses},
        "coral": {"points": CORAL_SET * sets, "pink": pink, "green": green, "yellow": yellow, "sets": sets},
        "anchors": {"points": -anchor_penalty(anchors), "count": anchors},
        "face_down": {"points": SOLO_FACE_DOWN * face_down if solo else 0, "count": face_down},
    }
    parts["total"] = sum(part["points"] for part in parts.values())
    return parts
