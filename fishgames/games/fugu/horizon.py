"""What the rest of a solo game is worth, read off the reef: the solo pro's playouts stop early and add this.

A playout's last turns mostly add noise: which cards come is luck, and common random numbers cancel it less
the further two playouts have drifted apart.  So the solo pro plays ``ProBot.solo_horizon`` turns of its
rollout policy and then adds :func:`rest_of_game`, a linear estimate of the points the policy would still
gain.  Its features are public (the reef and the unseen cards, rules §8), and its coefficients were fitted
by least squares on the normal bot's solo games (``tools/fugu_horizon.py``: each decision's features against
the points gained from there to the end; seeds 810000-811499, never the figures' seeds).
"""

from __future__ import annotations

from fishgames.games.fugu.data import BANNERFISH, CORAL_PINK, KIND, OCTOPUS, PUFFERFISH

#: The share of an interval's fitting unseen cards that come our way (as ``heuristics.Weights.share``).
SHARE = 0.5

NAMES = ("constant", "face_down", "face_down²", "room", "room²", "room×face_down", "octopus_open",
         "coral_open", "puffer_open", "anchors", "anchors×face_down", "banner_open", "corals_spare")
#: One coefficient per feature of :data:`NAMES` (``tools/fugu_horizon.py --games 1500 --first-seed 810000``).
COEFFICIENTS = (-1.0020, 1.5171, -0.2585, 1.4825, -1.1347, 1.0930, 0.6510, 0.3872, -1.0062, -0.4752, -0.0158,
                0.0488, 0.7019)


def features(row: list[int], prefix: list[int]) -> list[float]:
    """The reef's features in :data:`NAMES` order; ``prefix`` is the unseen pool's ``heuristics.pool_prefix``.

    room: the number-side placements the intervals between number-side cards can still take (a smooth min of
    their face-down slots and their share of the unseen cards that fit); *_open: face-down neighbours of
    octopuses, corals and pufferfish, and of the ends of bannerfish groups below four; corals_spare: corals
    outside complete sets.  (The count of unseen cards is no feature: in a solo game it is always twice the
    face-down slots.)
    """
    n = len(row)
    kinds = [KIND[v] for v in row]
    highest = len(prefix) - 2
    face_down = kinds.count(-1)
    anchors = sum(1 for v in row if v < 0)
    room = 0.0
    low, slots = 0, 0
    for i in range(n + 1):
        v = row[i] if i < n else highest + 1
        if v > 0:
            cards = SHARE * (prefix[v - 1] - prefix[low]) if v > low else 0.0
            if slots and cards:
                room += slots * cards / (slots + cards)
            low, slots = v, 0
        elif not v:
            slots += 1
    octopus_open = coral_open = puffer_open = banner_open = 0
    run = 0
    for i, kind in enumerate(kinds):
        left = kinds[i - 1] if i > 0 else -2
        right = kinds[i + 1] if i + 1 < n else -2
        if kind == BANNERFISH:
            if not run:
                run_open = left == -1
            run += 1
            if right != BANNERFISH:
                if run < 4:
                    banner_open += run_open + (right == -1)
                run = 0
            continue
        beside = (left == -1) + (right == -1)
        if kind == OCTOPUS:
            octopus_open += beside
        elif kind >= CORAL_PINK:
            coral_open += beside
        elif kind == PUFFERFISH:
            puffer_open += beside
    corals = [kinds.count(CORAL_PINK + c) for c in range(3)]
    spare = sum(corals) - 3 * min(corals)
    return [1.0, face_down, face_down * face_down, room, room * room, room * face_down, octopus_open,
            coral_open, puffer_open, anchors, anchors * face_down, banner_open, spare]


def rest_of_game(row: list[int], prefix: list[int]) -> float:
    """The points the rollout policy is expected to gain from here to the end of a solo game (0 when full)."""
    if 0 not in row:
        return 0.0
    return sum(c * x for c, x in zip(COEFFICIENTS, features(row, prefix), strict=True))
