"""Hidden cards from one seat's point of view: where each can be, and re-dealing them (determinize).

The model is built only from what the seat may know — public origin tags, hand and boat sizes, sea
level counts, known voids, the seat's own hand and pass — never from where hidden cards really are,
so a determinized state cannot leak.  Origins (tags kept by the rules):

* ``DEAL``: an unseen start card of round 1 — in any other player's hand;
* ``HAND(t)``: from a boat layer ``t`` drew completely this round — in ``t``'s hand;
* ``TOP(t)``: from the layer ``t`` drew partly — in ``t``'s hand or still on top of ``t``'s boat;
* ``SEA(L)``: a level-L sea card — still in the sea, or in the hand of a player who drew level-L cards;
* ``BOAT(t)``: a lower boat layer (contents public, order secret).

After an unknown pass every card that could be in ``t``'s hand may also be in ``t+1``'s.  Voids remove
hands.  The constraints are a relaxation the real deal always satisfies, so an assignment exists; it is
found by a randomised capacitated matching (Kuhn's augmenting paths).
"""

from __future__ import annotations

import random

from fishgames.games.fischen.bits import (
    P_PASS,
    PUB,
    T_BOAT,
    T_DEAL,
    T_HAND,
    T_SEA,
    T_TOP,
    cards_of,
    mask_of,
    sea_level_counts,
)
from fishgames.games.fischen.data import IS_BUOY, LEVELS, NUM_CARDS, SUIT


class SeatModel:
    """Hidden cards for ``seat``: ``cards[i]`` may go to any location in ``options[i]``.

    Locations: ``t`` = hand of seat t, ``n + t`` = partly drawn top layer of t's boat,
    ``2n + L - 1`` = sea level L.  ``caps`` gives each location's size.  ``natives[i]`` are the
    hands card ``i`` could be in had nobody passed: after a pass only one card per hand moved, so
    the sampler tries those first.  ``classes`` groups cards with the same options.
    """

    __slots__ = ("seat", "n", "cards", "options", "caps", "fixed", "classes", "pools", "receivers", "tight")

    def __init__(self, seat, n, cards, options, caps, fixed, natives, receivers=()):
        self.seat, self.n, self.cards, self.options, self.caps, self.fixed = (
            seat, n, cards, options, caps, fixed,
        )
        #: hands that received a card this seat does not know
        self.receivers = tuple(receivers)
        groups: dict[tuple, list[int]] = {}
        for card, opts, home in zip(cards, options, natives, strict=True):
            groups.setdefault((tuple(opts), tuple(home)), []).append(card)
        #: ((options, native hands, hand options), cards), the most constrained first
        self.classes = [
            (opts, home, tuple(loc for loc in opts if loc < n), members)
            for (opts, home), members in sorted(groups.items(), key=lambda item: (len(item[0][1]), item[0]))
        ]
        # cards that may lie in each boat top / sea level but have other options too
        self.pools: list[list[int]] = [[] for _ in caps]
        self.tight: list[list[int]] = [[] for _ in caps]  # ... and could be in no hand but for a pass
        for card, opts, home in zip(cards, options, natives, strict=True):
            if len(opts) > 1:
                for loc in opts:
                    if loc >= n:
                        self.pools[loc].append(card)
                        if not home:
                            self.tight[loc].append(card)


def seat_model(st, s: int) -> SeatModel:
    n = st.n
    own = st.held[s]
    caps = [0] * (2 * n + len(LEVELS))
    for t in range(n):
        if t != s:
            caps[t] = st.held[t].bit_count()
            if st.top_partial[t] and st.boats[t]:
                caps[n + t] = len(st.boats[t][0])
    for i, k in enumerate(sea_level_counts(len(st.sea))):
        caps[2 * n + i] = k
    gave = st.passed[s] if st.pass_done else -1
    fixed: list[tuple[int, int]] = []  # (card, location) known to s
    if gave >= 0 and st.tag[gave] != PUB:
        fixed.append((gave, (s + 1) % n))
        caps[(s + 1) % n] -= 1
    # voids as s knows them, before and after the pass
    pre = list(st.void_pre)
    post = list(st.void_post)
    if not st.pass_done:
        post = [a | b for a, b in zip(pre, post, strict=True)]
        pre = [0] * n
    unknown_pass = [st.pass_done and t != s and (t + 1) % n != s for t in range(n)]

    def where(tg: int, suit_bit: int) -> tuple[list[int], list[int]]:
        """(locations, native hands) of a hidden card with origin tag ``tg`` and suit bit ``suit_bit``."""
        kind, arg = tg >> 3, tg & 7
        if kind == T_DEAL:
            hands = [t for t in range(n) if t != s]
            extra = []
        elif kind == T_HAND:
            hands, extra = [arg], []
        elif kind == T_TOP:
            hands, extra = [arg], [n + arg]
        elif kind == T_SEA:
            hands = [t for t in range(n) if t != s and st.drawers[arg] >> t & 1]
            extra = [2 * n + arg - 1]
        else:  # pragma: no cover - corrupt tag
            raise ValueError(f"bad origin tag {tg}")
        hands = [t for t in hands if not pre[t] & suit_bit]
        home = [t for t in hands if t != s and not post[t] & suit_bit]
        if st.pass_done:
            hands = sorted(set(hands) | {(t + 1) % n for t in hands if unknown_pass[t]})
            hands = [t for t in hands if t != s and not post[t] & suit_bit]
        else:
            hands = home
        return hands + extra, home

    cards, options, natives = [], [], []
    seen: dict[tuple[int, int], tuple[list[int], list[int]]] = {}  # cards of one origin and suit: one answer
    tag = st.tag
    for c in range(NUM_CARDS):
        tg = tag[c]
        if tg == PUB or own >> c & 1 or c == gave:
            continue
        kind, arg = tg >> 3, tg & 7
        if kind == T_BOAT or (kind in (T_HAND, T_TOP) and arg == s):
            continue  # known boat set, or one of s's own draws (in s's boat, hand, or given)
        key = (tg, 0 if IS_BUOY[c] else 1 << SUIT[c])
        found = seen.get(key)
        if found is None:
            found = seen[key] = where(*key)
        cards.append(c)
        options.append(found[0])  # shared between the cards of one key: read only
        natives.append(found[1])
    receivers = [(t + 1) % n for t in range(n) if unknown_pass[t] and not st.foreign_seen[(t + 1) % n]]
    return SeatModel(s, n, cards, options, caps, fixed, natives, receivers)


def _weighted(opts, caps, randrange) -> int:
    """A location of ``opts`` with room, chosen with probability proportional to its room (-1: none)."""
    room = 0
    for loc in opts:
        room += caps[loc]
    if room <= 0:
        return -1
    r = randrange(room)
    for loc in opts:
        r -= caps[loc]
        if r < 0:
            return loc
    return -1  # pragma: no cover - unreachable


def buckets_for(model: SeatModel, rng: random.Random) -> list[list[int]]:
    """The hidden cards (and the fixed ones) of each location, re-dealt at random.

    Fast path: forced cards first; then each boat top and sea level takes a uniform sample of the
    cards that may lie there; the rest go to their native hands weighted by the room left, and what
    does not fit there (the passed cards) to any hand they may be in.  If that paints itself into a
    corner (rare, with voids), an exact randomised matching takes over.
    """
    n = model.n
    caps = list(model.caps)
    buckets: list[list[int]] = [[] for _ in caps]
    for card, loc in model.fixed:
        buckets[loc].append(card)
    ok = True
    for opts, _home, _hands, members in model.classes:
        if len(opts) == 1:
            loc = opts[0]
            caps[loc] -= len(members)
            buckets[loc] += members
            ok = ok and caps[loc] >= 0
    chosen: set[int] = set()
    for loc in range(n, len(caps)):
        need = caps[loc]
        if need <= 0:
            ok = ok and need == 0
            continue
        pool = model.pools[loc]
        if len(pool) < need:
            ok = False
            break
        tight = model.tight[loc]
        keep = min(need, len(tight) - len(model.receivers))
        if keep > 0:  # cards that only a passed-in slot could take elsewhere: most must stay here
            picked = rng.sample(tight, keep)
            rest = [c for c in pool if c not in picked]
            picked += rng.sample(rest, need - keep)
        else:
            picked = rng.sample(pool, need)
        buckets[loc] += picked
        chosen.update(picked)
        caps[loc] = 0
    if ok:
        randrange = rng.randrange
        deferred = []
        reserved = [0] * len(caps)  # a slot for the card passed in, kept free while natives are placed
        for t in model.receivers:
            if caps[t] > 0:
                reserved[t] = 1
                caps[t] -= 1
        for opts, home, hands, members in model.classes:
            if len(opts) == 1:
                continue
            rest = [c for c in members if c not in chosen]
            rng.shuffle(rest)
            for card in rest:
                loc = _weighted(home, caps, randrange)
                if loc < 0:
                    deferred.append((card, tuple(h for h in hands if h not in home), hands))
                else:
                    caps[loc] -= 1
                    buckets[loc].append(card)
        for t in model.receivers:
            caps[t] += reserved[t]
        for card, spread, hands in deferred:  # passed cards: to the neighbour first
            loc = _weighted(spread, caps, randrange)
            if loc < 0:
                loc = _weighted(hands, caps, randrange)
            if loc < 0:
                ok = False
                break
            caps[loc] -= 1
            buckets[loc].append(card)
    if ok:
        return buckets
    buckets = [[] for _ in caps]
    for card, loc in model.fixed:
        buckets[loc].append(card)
    for card, loc in zip(model.cards, assign(model, rng), strict=True):
        buckets[loc].append(card)
    return buckets


def assign(model: SeatModel, rng: random.Random) -> list[int]:
    """A location per hidden card within the capacities (randomised Kuhn matching)."""
    caps = model.caps
    count = len(model.cards)
    where = [-1] * count
    members: list[list[int]] = [[] for _ in caps]
    order = list(range(count))
    rng.shuffle(order)
    order.sort(key=lambda i: len(model.options[i]))
    options = model.options

    def augment(i: int, seen: set) -> bool:
        """Place card ``i``, moving already placed cards along an augmenting path if needed."""
        opts = list(options[i])
        rng.shuffle(opts)
        for loc in opts:
            if loc in seen:
                continue
            seen.add(loc)
            if len(members[loc]) < caps[loc]:
                members[loc].append(i)
                where[i] = loc
                return True
            for k, other in enumerate(members[loc]):
                if augment(other, seen):  # ``other`` found room elsewhere (its old place is in ``seen``)
                    members[loc][k] = i
                    where[i] = loc
                    return True
        return False

    for i in order:
        opts = options[i]
        free = [loc for loc in opts if len(members[loc]) < caps[loc]]
        if free:
            loc = free[rng.randrange(len(free))] if len(free) > 1 else free[0]
            members[loc].append(i)
            where[i] = loc
        elif not augment(i, set()):
            raise RuntimeError(f"no consistent deal for card {model.cards[i]} (seat {model.seat})")
    return where


def determinize(st, s: int, rng: random.Random, piles: bool = True):
    """A copy of ``st`` with every card hidden from ``s`` re-dealt consistently with ``s``'s knowledge.

    ``piles=False`` keeps the order of boats and the sea as they are: only for states that were
    themselves rebuilt from a view (their pile order is already random), e.g. inside a search whose
    horizon ends before the next draw.
    """
    if st._cache is not None and st._cache[0] == s:
        model = st._cache[1]
    else:
        model = seat_model(st, s)
        st._cache = (s, model)
    buckets = buckets_for(model, rng)
    det = st.clone()
    n = st.n
    for t in range(n):
        if t != s:
            det.set_held(t, mask_of(buckets[t]))
        for i, layer in enumerate(det.boats[t]):
            if i == 0 and t != s and st.top_partial[t]:
                layer[:] = buckets[n + t]
            if piles:  # sorted first: the result must not depend on the order it had
                layer.sort()
                rng.shuffle(layer)
    sea: list[int] = []
    for level in reversed(LEVELS):  # bottom level first
        block = buckets[2 * n + level - 1]
        if piles:
            block.sort()
            rng.shuffle(block)
        sea += block
    det.sea = sea
    det.passed = [c if t in (s, (s - 1) % n) else -1 for t, c in enumerate(det.passed)]
    if st.phase == P_PASS:
        for t in range(n):
            if t != s and det.picks[t] >= 0:
                hand = cards_of(det.held[t])
                det.picks[t] = hand[rng.randrange(len(hand))]
    return det
