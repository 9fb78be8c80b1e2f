"""A fast one-ply evaluation of every swap: the normal bot's policy and the pro bot's rollout policy.

value = exact score change + weighted guesses about the future:
- *room*: a number-side card splits the number interval of the face-down slots between its
  number-side neighbours in two.  An interval with k face-down slots and c unseen cards that fit can
  take about k*c/(k+c) more number-side cards (a smooth min); splitting it out of proportion loses
  some of that capacity compared with putting the card anchor side up, and each lost placement
  costs ``room`` points (a forced anchor later);
- *setups*: open ends of short bannerfish groups, corals and octopuses beside face-down slots, coral
  colours that balance the sets.
Everything works on plain ints; the pool of cards still to come is given as a prefix-count list so the
room of an interval is two lookups.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import accumulate
from typing import NamedTuple

from fishgames.games.fugu.data import (
    BANNERFISH,
    CORAL_PINK,
    CORAL_SET,
    CREATURE,
    KIND,
    MARKET_SIZE,
    OCTOPUS,
    OCTOPUS_PER_CORAL,
    PUFFERFISH,
    PUFFERFISH_POINTS,
    ROW_LENGTH,
    SOLO_DISCARD_THRESHOLD,
    SOLO_FACE_DOWN,
    bannerfish_group_points,
)
from fishgames.games.fugu.reef import fits_between

EDGE = -2  # "creature" beyond the row ends
#: A pufferfish with f fish neighbours (f = 0 / 1) loses this when one more fish arrives.
PUFFER_LOSS = tuple(PUFFERFISH_POINTS[f + 1] - PUFFERFISH_POINTS[f] for f in (0, 1))


@dataclass(frozen=True)
class Weights:
    room: float = 2.5  # points per expected number-side placement lost (vs. the anchor side)
    share: float = 0.5  # part of the unseen cards of an interval that will come our way
    banner_end: float = 0.7  # per open end of a bannerfish group below the top size
    coral_progress: float = 1.0  # a coral that moves the sets forward without completing one
    coral_beside_hidden: float = 0.8  # a coral next to a face-down slot (future octopus)
    octopus_beside_hidden: float = 1.2  # an octopus next to a face-down slot (future coral)
    puffer_beside_hidden: float = -0.3  # that slot should now not get a fish
    pass_below: float = 0.0  # pass when the best value is below this
    # Solo: the two market cards a swap leaves stay for the next turn but one of them is discarded (the lower
    # if the revealed card is below 20, else the higher).  Each swap gains ``keep`` times the expected value
    # of the one that survives (its best one-ply value now, at least 0).  0 = off.
    keep: float = 0.0
    # An anchor's exact cost is its place in the count (the k-th costs k), but it also raises the price of
    # every later anchor by one: the value (never ``delta``) of an anchor side charges this many points more.
    anchor_extra: float = 0.0


DEFAULT = Weights()
#: Solo (``tools/fugu_solo.py``): every card still to come passes through your own market, so the room
#: for ascending order is worth more, and a face-down slot left costs a point - a thin swap beats passing.
#: Fitted by coordinate search of the normal bot on seeds 800000-800599 (21.5 -> 23.1 mean), never the
#: seeds the README's figures come from.
SOLO = Weights(room=4.1, banner_end=0.3, octopus_beside_hidden=1.6, puffer_beside_hidden=-0.7, pass_below=-1.0)
#: The solo pro's shortlist and playouts: ``SOLO`` plus the card the swap leaves in the market (``keep``) and
#: the later anchors an anchor makes dearer (``anchor_extra``).  The normal bot keeps ``SOLO`` (with it alone
#: ``keep`` measured no gain: 23.0 at 0 and 0.3-1.0, 1,000 games each).  ``anchor_extra`` 2: the normal bot
#: 22.79 -> 26.25 (3,000 games, seeds 8200000-8202999), the pro +2.05 ± 0.51 paired (76 seeds), 31.26 fresh
#: (tools/README.md, "Fugu solo, issue 33, session 13").
SOLO_SEARCH = replace(SOLO, keep=0.6, anchor_extra=2.0)


class Option(NamedTuple):
    """One legal swap as the bots weigh it: take market card ``market`` into ``slot``, ``anchor`` side up or not."""

    value: float  # ``delta`` plus the weighted guesses about the future
    delta: int  # the exact score change of this swap
    market: int  # market position
    slot: int  # reef slot
    anchor: bool  # anchor side up (else number side)
    fits: bool  # the card would fit number side up here (so an anchor here is voluntary)


def pool_prefix(pool, highest: int) -> list[int]:
    """``prefix[x]`` = number of pool cards <= x, for x in 0..highest+1."""
    marks = [0] * (highest + 2)
    for card in pool:
        marks[card] = 1
    return list(accumulate(marks))


def _capacity(slots: int, cards: float) -> float:
    """Smooth min(slots, cards): how many number-side placements an interval can still take."""
    return slots * cards / (slots + cards) if slots and cards else 0.0


#: Bannerfish group size -> points, as a list (hot path).
_GROUP = tuple(bannerfish_group_points(size) for size in range(ROW_LENGTH + 2))


def evaluate(row, market, prefix, solo: bool = False, w: Weights = DEFAULT, best_only: bool = False):
    """Every legal swap as an :class:`Option`.

    With ``best_only`` just the top option (first in slot/market/side order on ties), or ``None``.
    """
    if not (solo and w.keep) or row.count(0) < 2:
        return _evaluate(row, market, prefix, solo, w, best_only)
    if not best_only:
        options = _evaluate(row, market, prefix, solo, w, False)
        top = [None] * len(market)
        for o in options:
            if top[o.market] is None or o.value > top[o.market]:
                top[o.market] = o.value
        bonus = survivor_bonus(top, market, prefix, w.keep)
        return [o._replace(value=o.value + bonus[o.market]) for o in options]
    top, how = _evaluate(row, market, prefix, solo, w, None)  # the top option per market position
    bonus = survivor_bonus(top, market, prefix, w.keep)
    pick = -1
    for m, value in enumerate(top):
        if value is not None and (pick < 0 or value + bonus[m] > top[pick] + bonus[pick]):
            pick = m
    if pick < 0:
        return None
    delta, slot, anchor, fits = how[pick]
    return Option(top[pick] + bonus[pick], delta, pick, slot, anchor, fits)


#: Per market position, the other two (the market always holds ``MARKET_SIZE`` = 3 cards).
_OTHER_TWO = ((1, 2), (0, 2), (0, 1))
assert len(_OTHER_TWO) == MARKET_SIZE


def survivor_bonus(top: list, market, prefix, keep: float) -> list[float]:
    """Solo: per market position taken, ``keep`` times the expected worth of the card that survives the discard.

    ``top[m]``: market card m's best one-ply value now (``None``: no card).  Of the two cards left, the lower is
    discarded when the revealed card is below ``SOLO_DISCARD_THRESHOLD`` (chance: the share of such cards in the
    pool), else the higher; the other stays for the next turn, worth its value now but never below 0 (it may
    just be left there).
    """
    unseen = prefix[-1]
    low_reveal = prefix[SOLO_DISCARD_THRESHOLD - 1] / unseen if unseen else 0.0
    bonus = [0.0] * MARKET_SIZE
    for m, (a, b) in enumerate(_OTHER_TWO):
        if top[a] is None or top[b] is None:
            continue
        if market[a] > market[b]:
            a, b = b, a
        lower = top[a] if top[a] > 0.0 else 0.0
        higher = top[b] if top[b] > 0.0 else 0.0
        bonus[m] = keep * (low_reveal * higher + (1.0 - low_reveal) * lower)
    return bonus


def _evaluate(row, market, prefix, solo, w, best_only):
    """:func:`evaluate` without the survivor bonus; ``best_only=None``: the top option per market position."""
    n = len(row)
    highest = len(prefix) - 2
    kinds = [KIND[v] for v in row]
    counts = [0] * 7
    anchors = 0
    for v in row:
        counts[KIND[v]] += 1
        if v < 0:
            anchors += 1
    pink, green, yellow = counts[CORAL_PINK], counts[CORAL_PINK + 1], counts[CORAL_PINK + 2]
    sets_now = min(pink, green, yellow)
    potential_now = 3 * sets_now + (pink > sets_now) + (green > sets_now) + (yellow > sets_now)
    base = -SOLO_FACE_DOWN if solo else 0
    anchor_cost = anchors + 1
    anchor_value_cost = anchor_cost + w.anchor_extra
    cards = []
    coral_delta = {}
    coral_bonus = {}
    for m, card in enumerate(market):
        if not card:
            continue
        kind = CREATURE[card]
        cards.append((m, card, kind))
        if kind >= CORAL_PINK and kind not in coral_delta:
            c = [pink, green, yellow]
            c[kind - CORAL_PINK] += 1
            sets = min(c)
            potential = 3 * sets + (c[0] > sets) + (c[1] > sets) + (c[2] > sets)
            coral_delta[kind] = CORAL_SET * (sets - sets_now)
            coral_bonus[kind] = w.coral_progress * (potential - potential_now - coral_delta[kind])
    # number-side neighbours (value, position) and face-down counts, one pass each way
    lo_val = [0] * n
    lo_pos = [-1] * n
    down_before = [0] * (n + 1)  # face-down slots among row[:i]
    last, last_pos, down = 0, -1, 0
    for i in range(n):
        lo_val[i] = last
        lo_pos[i] = last_pos
        down_before[i] = down
        v = row[i]
        if v > 0:
            last, last_pos = v, i
        elif not v:
            down += 1
    down_before[n] = down
    hi_val = [highest + 1] * n
    hi_pos = [n] * n
    last, last_pos = highest + 1, n
    for i in range(n - 1, -1, -1):
        hi_val[i] = last
        hi_pos[i] = last_pos
        if row[i] > 0:
            last, last_pos = row[i], i
    # bannerfish runs ending just left of / starting just right of each slot
    run_left = [0] * n
    run = 0
    for i in range(n):
        run_left[i] = run
        run = run + 1 if kinds[i] == BANNERFISH else 0
    run_right = [0] * n
    run = 0
    for i in range(n - 1, -1, -1):
        run_right[i] = run
        run = run + 1 if kinds[i] == BANNERFISH else 0
    phi, room = w.share, w.room
    banner_end, puffer_hidden = w.banner_end, w.puffer_beside_hidden
    octopus_hidden, coral_hidden = w.octopus_beside_hidden, w.coral_beside_hidden
    kinds_wanted = {kind for _, _, kind in cards}
    want_banner = BANNERFISH in kinds_wanted
    want_puffer = PUFFERFISH in kinds_wanted
    want_octopus = OCTOPUS in kinds_wanted
    want_coral = any(kind >= CORAL_PINK for kind in kinds_wanted)
    out = []
    top = None
    top_value = -1e18
    per_market = best_only is None
    m_value = [-1e18] * len(market)  # per_market: each market position's top value and (delta, slot, anchor, fits)
    m_top = [None] * len(market)
    delta_of = [0] * 6
    bonus_of = [0.0] * 6
    for s in range(n):
        if row[s]:
            continue
        lk = kinds[s - 1] if s > 0 else EDGE
        rk = kinds[s + 1] if s + 1 < n else EDGE
        fd_adj = (lk == -1) + (rk == -1)
        fish_gain = 0
        if lk == PUFFERFISH:
            fish_gain += PUFFER_LOSS[s >= 2 and 0 <= kinds[s - 2] <= PUFFERFISH]
        if rk == PUFFERFISH:
            fish_gain += PUFFER_LOSS[s + 2 < n and 0 <= kinds[s + 2] <= PUFFERFISH]
        if want_banner:
            lrun, rrun = run_left[s], run_right[s]
            size = lrun + 1 + rrun
            left_open = s - lrun > 0 and row[s - lrun - 1] == 0
            right_open = s + rrun + 1 < n and row[s + rrun + 1] == 0
            before = 0
            if lrun and lrun < 4:
                before += left_open + 1
            if rrun and rrun < 4:
                before += right_open + 1
            after = (left_open + right_open) if size < 4 else 0
            delta_of[BANNERFISH] = _GROUP[size] - _GROUP[lrun] - _GROUP[rrun] + fish_gain + base
            bonus_of[BANNERFISH] = banner_end * (after - before)
        if want_puffer:
            delta_of[PUFFERFISH] = (PUFFERFISH_POINTS[(0 <= lk <= PUFFERFISH) + (0 <= rk <= PUFFERFISH)]
                                    + fish_gain + base)
            bonus_of[PUFFERFISH] = puffer_hidden * fd_adj
        if want_octopus:
            delta_of[OCTOPUS] = OCTOPUS_PER_CORAL * ((lk >= CORAL_PINK) + (rk >= CORAL_PINK)) + base
            bonus_of[OCTOPUS] = octopus_hidden * fd_adj
        if want_coral:
            oct_gain = OCTOPUS_PER_CORAL * ((lk == OCTOPUS) + (rk == OCTOPUS)) + base
            hidden = coral_hidden * fd_adj
            for kind in coral_delta:
                delta_of[kind] = coral_delta[kind] + oct_gain
                bonus_of[kind] = coral_bonus[kind] + hidden
        lv, hv = lo_val[s], hi_val[s]
        left_free = down_before[s] - down_before[lo_pos[s] + 1]
        right_free = down_before[hi_pos[s]] - down_before[s + 1]
        fit_all = phi * (prefix[hv - 1] - prefix[lv]) if hv > lv else 0.0  # (hv < lv: not a legal row)
        free = left_free + right_free
        keep = free * fit_all / (free + fit_all) if free and fit_all else 0.0
        for m, card, kind in cards:
            delta = delta_of[kind]
            value = delta + bonus_of[kind]
            fits = fits_between(lv, hv, card)
            if fits:
                # capacity after an anchor here (slot used, interval intact) minus after this number
                lost = keep
                if left_free:
                    cl = phi * (prefix[card - 1] - prefix[lv])
                    if cl:
                        lost -= left_free * cl / (left_free + cl)
                if right_free:
                    cr = phi * (prefix[hv - 1] - prefix[card])
                    if cr:
                        lost -= right_free * cr / (right_free + cr)
                number_value = value - room * lost
            if per_market:
                if value - anchor_value_cost > m_value[m]:
                    m_value[m] = value - anchor_value_cost
                    m_top[m] = (delta - anchor_cost, s, True, fits)
                if fits and number_value > m_value[m]:
                    m_value[m] = number_value
                    m_top[m] = (delta, s, False, True)
            elif best_only:
                if value - anchor_value_cost > top_value:
                    top_value = value - anchor_value_cost
                    top = Option(top_value, delta - anchor_cost, m, s, True, fits)
                if fits and number_value > top_value:
                    top_value = number_value
                    top = Option(number_value, delta, m, s, False, True)
            else:
                out.append(Option(value - anchor_value_cost, delta - anchor_cost, m, s, True, fits))
                if fits:
                    out.append(Option(number_value, delta, m, s, False, True))
    if per_market:
        return [m_value[m] if top else None for m, top in enumerate(m_top)], m_top
    return top if best_only else out


def best(row, market, prefix, solo: bool = False, w: Weights = DEFAULT) -> Option | None:
    """The top option of :func:`evaluate`, or ``None`` when the row is full."""
    return evaluate(row, market, prefix, solo, w, best_only=True)
