"""Lure (dice fishing) as a pure state machine — rules spec ``seeds/lure.md``.

A round is: Splash (automatic) → simultaneous secret Cast → groups by bid size, smallest
first, each: chance Roll → (simultaneous) Adjust → automatic catches → lure upkeep.
Automatic bookkeeping runs as a small queue of steps (``ops``) so that a lure draw that
meets an empty supply can stop for the chance step that reshuffles the discard pile.
"""

from __future__ import annotations

import random
from bisect import insort
from functools import cache, lru_cache
from itertools import product
from operator import itemgetter

from fishgames.core import CHANCE, IllegalAction
from fishgames.core.state import BaseState
from fishgames.games.lure import events as ev
from fishgames.games.lure.actions import (
    DICE_FACES,
    Adjust,
    Cast,
    Reshuffle,
    Roll,
    ShuffleFish,
    ShuffleLures,
    lures_text,
)
from fishgames.games.lure.data import (
    ADJUST,
    BOAST,
    BOAST_VP,
    CATCH_ORDER_KEY,
    D6_COUNT,
    D12,
    D20,
    FISH,
    FISH_IDS,
    KIND_TEXT,
    LURE_MIX,
    MIN_BID,
    N_KINDS,
    STARTING_LURES,
    Phase,
    extra_value,
    rounds_for,
    setup_for,
)
from fishgames.games.lure.dice import FISH_NEED, REQ_BIT, features, resolve_in_order
from fishgames.games.lure.view_types import LureView

NEVER = -9  # "bid in round NEVER": the special die is ready from round 1




#: The phases as module constants for the rules path: on Python 3.11 every attribute of an Enum class goes through
#: ``EnumType.__getattr__``'s slow lookup hook (``Phase.ROLL`` ≈ 4× a global), and a step reads several.
_DEAL_FISH, _DEAL_LURES, _RESHUFFLE, _CAST, _ADJUST, _ROLL, _OVER = (
    Phase.DEAL_FISH, Phase.DEAL_LURES, Phase.RESHUFFLE, Phase.CAST, Phase.ADJUST, Phase.ROLL, Phase.OVER)
_CHANCE_PHASES = frozenset((Phase.DEAL_FISH, Phase.DEAL_LURES, Phase.RESHUFFLE, Phase.ROLL))
_EXTRA = tuple(extra_value(k) for k in range(N_KINDS))  # lure kind -> Extra Die value (0 = none)
_ONLY = tuple(frozenset((s,)) for s in range(8))  # visible_to for one seat
_CHANCE_ONLY = (CHANCE,)
_ANY_DICE = REQ_BIT[""]  # the requirement of a fish caught on its total alone


# -- legal action tables (cached: the same dice/hand recurs constantly) -----------------
# The caches are bounded so that a long session's memory stays flat; their entries are tuples of shared
# objects keyed by small tuples (a few hundred bytes), and real games add about one hand and one roll room
# a game (random playouts: more; there the bounds cost < 1 % more misses than no bound).


@cache
def _dice_choices(d12: bool, d20: bool) -> tuple[tuple[int, bool, bool], ...]:
    return tuple(
        (k, b12, b20)
        for k in range(D6_COUNT + 1)
        for b12 in ((False, True) if d12 else (False,))
        for b20 in ((False, True) if d20 else (False,))
        if k + b12 + b20 >= MIN_BID
    )


@lru_cache(maxsize=1024)
def legal_casts(d12: bool, d20: bool, hand: tuple[int, ...]) -> tuple[Cast, ...]:
    """Every cast for these ready special dice and this (sorted) lure hand: for each lure pick (fewest first),
    every dice choice. Hands share their picks' casts, so an entry here is a tuple of shared objects."""
    counts = [hand.count(k) for k in range(N_KINDS)]
    subsets = [
        tuple(k for k in range(N_KINDS) for _ in range(pick[k]))
        for pick in product(*(range(c + 1) for c in counts))
    ]
    subsets.sort(key=lambda s: (len(s), s))
    ready = _READY_CHOICES[d12, d20]
    out: list[Cast] = []
    for lures in subsets:
        out += ready(_casts_playing(lures))
    return tuple(out)


@lru_cache(maxsize=512)
def _casts_playing(lures: tuple[int, ...]) -> tuple[Cast, ...]:
    """A cast for every dice choice (both special dice ready) playing these lures."""
    return tuple([Cast(k, b12, b20, lures) for k, b12, b20 in _dice_choices(True, True)])


#: (d12 ready, d20 ready) -> picks the dice choices allowed then from a ``_casts_playing`` tuple, in order.
_READY_CHOICES = {
    (d12, d20): itemgetter(*[i for i, c in enumerate(_dice_choices(True, True)) if c in _dice_choices(d12, d20)])
    for d12 in (False, True) for d20 in (False, True)
}


#: [d12 ready][d20 ready] -> the faces of every legal dice choice (each choice has its own): with ``_lure_picks``
#: a cast's check needs no table of casts.
_LEGAL_DICE = tuple(tuple(frozenset(DICE_FACES[c] for c in _dice_choices(d12, d20)) for d20 in (False, True))
                    for d12 in (False, True))


@lru_cache(maxsize=256)
def _lure_picks(hand: tuple[int, ...]) -> frozenset[tuple[int, ...]]:
    """Every lure tuple a cast may play from this sorted hand."""
    return frozenset(tuple(k for k in range(N_KINDS) for _ in range(pick[k]))
                     for pick in product(*(range(hand.count(k) + 1) for k in range(N_KINDS))))


def legal_adjusts(rolled, faces: tuple[int, ...], k: int) -> tuple[Adjust, ...]:
    """Every distinct net adjustment with at most ``k`` steps, keeping each die on its faces.

    Not cached by the roll itself (rolls hardly repeat): by each die's room to move, which does."""
    if not k:
        return _NO_ADJUST
    room = []  # per die: steps down * 16 + steps up, each at most k (< 16: there are 8 Adjust lures)
    for v, f in zip(rolled, faces, strict=True):  # (a plain loop: a handful of dice)
        room.append((v - 1 if v - 1 < k else k) * 16 + (f - v if f - v < k else k))
    return _adjusts_within(tuple(room), k)


_NO_ADJUST = (Adjust(()),)
_ADJUSTS: dict[tuple, Adjust] = {}  # one Adjust per net change, shared by every cached list it is in


@lru_cache(maxsize=4096)
def _adjusts_within(room: tuple[int, ...], k: int) -> tuple[Adjust, ...]:
    """All net changes with each die's ``room`` (steps down * 16 + steps up) and at most ``k`` steps in total,
    fewest steps first, then by their changes. (The key is small ints, not pairs: a cached entry stays small.)

    Built from the last die back, by steps used: for the dice from ``i`` on, the changes that use ``u`` steps
    in order are ``()``, then those moving die ``i`` (by ascending delta), then those leaving it alone — so the
    lists come out in order without a sort."""
    later: list[list[tuple]] = [[()]] + [[] for _ in range(k)]  # no dice left: only "no change", 0 steps
    for i in range(len(room) - 1, -1, -1):
        lo, hi = -(room[i] >> 4), room[i] & 15
        here: list[list[tuple]] = []
        for used in range(k + 1):
            level = [()] if used == 0 else []
            for d in range(max(lo, -used), min(hi, used) + 1):
                if d:
                    step = ((i, d),)
                    level += [step + rest for rest in later[used - abs(d)]]
            level += later[used][1:] if used == 0 else later[used]
            here.append(level)
        later = here
    out = []
    for level in later:
        for changes in level:
            adjust = _ADJUSTS.get(changes)
            if adjust is None:
                adjust = _ADJUSTS[changes] = Adjust(changes)
            out.append(adjust)
    return tuple(out)


def _plays_from(lures: tuple[int, ...], hand: list[int]) -> bool:
    """Is ``lures`` one of ``_lure_picks(hand)`` (a sorted tuple of kinds the hand holds, each at most as
    often)?  Checked directly: building every pick of a hand cost a random playout a tenth of its time."""
    if type(lures) is not tuple:
        return lures in _lure_picks(tuple(hand))  # (the set's own verdict, or its TypeError)
    previous = lures[0]
    try:
        for k in lures:
            if k < previous:
                return False
            previous = k
    except TypeError:  # kinds that do not compare: no pick has them
        return False
    return _counts_ok(lures, hand)


def _counts_ok(lures: tuple[int, ...], hand: list[int]) -> bool:
    if len(lures) == 1:  # (most casts play one lure or none: a random playout checks this at every cast)
        return lures[0] in hand
    for k in lures:  # (a plain loop: a handful of lures; a kind played twice is counted twice, harmlessly)
        if lures.count(k) > hand.count(k):
            return False
    return True


def _dtext(values) -> str:
    return ",".join(map(str, values))


class LureState(BaseState):
    """The whole table; ``clone()`` copies lists only (no deepcopy)."""

    def __init__(self, players: int):
        self.n = players
        self.phase = Phase.DEAL_FISH
        self.round = 0
        self.deck: list[int] = []  # top first
        self.removed: list[int] = []
        self.pool: list[int] = []  # revealed, not caught, in catch order (catch number, then id)
        self.supply: list[int] = []  # top first
        self.discard: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(players)]  # sorted kinds
        self.fish: list[list[int]] = [[] for _ in range(players)]
        self.boasts = [0] * players
        self.bid12 = [NEVER] * players  # round each special die was last bid
        self.bid20 = [NEVER] * players
        self.casts: list[Cast | None] = [None] * players
        self.revealed = False
        self.played: list[list[int]] = [[] for _ in range(players)]  # lures revealed this round
        self.groups: list[list[int]] = []
        self.gi = -1
        self.rolled: dict[int, list[int]] = {}
        self.finals: dict[int, tuple[int, ...]] = {}
        self.adjusts: dict[int, Adjust | None] = {}
        self.caught: list[list[int]] = [[] for _ in range(players)]
        self.ops: list[list] = []
        #: The last finished round as (round, casts, finals, caught); never mutated once set.
        self.last: tuple | None = None
        self._waiting: tuple[int, ...] | None = None  # cache of to_act(), reset by apply()

    # -- bookkeeping ------------------------------------------------------------------

    @property
    def rounds(self) -> int:
        return rounds_for(self.n)

    def clone(self) -> LureState:
        c = LureState.__new__(LureState)
        c.n, c.phase, c.round, c.revealed, c.gi = self.n, self.phase, self.round, self.revealed, self.gi
        c.deck, c.removed, c.pool = self.deck[:], self.removed[:], self.pool[:]
        c.supply, c.discard = self.supply[:], self.discard[:]
        c.hands = [h[:] for h in self.hands]
        c.fish = [f[:] for f in self.fish]
        c.boasts, c.bid12, c.bid20, c.casts = self.boasts[:], self.bid12[:], self.bid20[:], self.casts[:]
        c.played = [p[:] for p in self.played]
        c.groups = [g[:] for g in self.groups]
        c.rolled = {s: r[:] for s, r in self.rolled.items()}
        c.finals = dict(self.finals)
        c.adjusts = dict(self.adjusts)
        c.caught = [f[:] for f in self.caught]
        c.ops = [op[:] for op in self.ops]
        c.last = self.last  # replaced, never mutated
        c._waiting = self._waiting
        return c

    def ready12(self, seat: int) -> bool:
        return self.bid12[seat] < self.round - 1

    def ready20(self, seat: int) -> bool:
        return self.bid20[seat] < self.round - 1

    # -- the protocol ---------------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        waiting = self._waiting
        if waiting is None:
            waiting = self._waiting = self._compute_to_act()
        return waiting

    def _compute_to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == _CAST:
            return tuple([s for s, c in enumerate(self.casts) if c is None])
        if phase == _ADJUST:
            adjusts = self.adjusts
            return tuple([s for s in sorted(adjusts) if adjusts[s] is None])
        if phase in _CHANCE_PHASES:
            return (CHANCE,)
        return ()

    def legal_actions(self, seat: int) -> tuple:
        """The cached, shared tuple (the State contract: callers never change it) - a copy per decision cost a
        random playout a twentieth of its time."""
        if self.phase == _CAST and 0 <= seat < self.n and self.casts[seat] is None:
            ready = self.round - 1
            return legal_casts(self.bid12[seat] < ready, self.bid20[seat] < ready, tuple(self.hands[seat]))
        if self.phase == _ADJUST and self.adjusts.get(seat, 0) is None:
            return legal_adjusts(self.rolled[seat], self.casts[seat].dice, self.played[seat].count(ADJUST))
        return ()

    def sample_chance(self, rng: random.Random):
        phase = self.phase
        if phase == _ROLL:
            rand, casts = rng.random, self.casts
            rolls = []
            for s in self.groups[self.gi]:  # plain loops: faster than comprehensions over a few dice
                faces = []
                for f in casts[s].dice:
                    faces.append(int(rand() * f) + 1)
                rolls.append((s, tuple(faces)))
            return Roll(tuple(rolls))
        if phase == _DEAL_FISH:
            order = list(FISH_IDS)
            rng.shuffle(order)
            return ShuffleFish(tuple(order))
        if phase == _DEAL_LURES:
            order = list(LURE_MIX)
            rng.shuffle(order)
            return ShuffleLures(tuple(order))
        if phase == _RESHUFFLE:
            order = self.discard[:]
            rng.shuffle(order)
            return Reshuffle(tuple(order))
        raise IllegalAction("error.not_chance")

    def _step(self, seat: int, action, out: list | None) -> None:
        """The one rules path of ``apply`` and ``apply_quiet``: the events go to ``out`` unless it is
        ``None`` (nobody listens), and then none is built."""
        waiting = self._waiting
        if waiting is None:
            waiting = self._compute_to_act()
        if type(seat) is not int or seat not in waiting:
            self.check_turn(seat)  # raises the reason
        # who acts next is worked out again lazily, unless a step that knows sets it (a cast, a roll)
        self._waiting = None
        phase = self.phase
        if phase == _ROLL:  # (the most frequent step, so first)
            self._apply_roll(action, out)
        elif seat == CHANCE:
            self._apply_chance(phase, action, out)
        elif phase == _CAST:
            self._apply_cast(seat, action, out, waiting)
        else:
            self._apply_adjust(seat, action, out)

    # -- chance steps ---------------------------------------------------------------------

    def _apply_chance(self, phase: Phase, action, out: list | None) -> None:
        """The shuffles (a roll goes straight to ``_apply_roll``)."""
        if phase == _DEAL_FISH:
            if type(action) is not ShuffleFish or sorted(action.order) != list(FISH_IDS):
                raise IllegalAction("lure.error.bad_chance", action=action.to_text())
            removed, _ = setup_for(self.n)
            self.removed = list(action.order[:removed])
            self.deck = list(action.order[removed:])
            self.phase = _DEAL_LURES
            if out is not None:
                out.append(ev.FishShuffled(cards=len(self.deck), removed=removed))
            return
        expected = Reshuffle if phase == _RESHUFFLE else ShuffleLures
        pile = self.discard if phase == _RESHUFFLE else LURE_MIX
        if type(action) is not expected or sorted(action.order) != sorted(pile):
            raise IllegalAction("lure.error.bad_chance", action=action.to_text())
        self.supply = list(action.order)
        if phase == _RESHUFFLE:
            self.discard = []
            if out is not None:
                out.append(ev.LuresReshuffled(tokens=len(self.supply)))
        else:
            if out is not None:
                out.append(ev.LuresShuffled(tokens=len(self.supply)))
            self.ops = [["draw", s] for s in range(self.n) for _ in range(STARTING_LURES)] + [["start"]]
        self._run(out)

    def _apply_roll(self, action, out: list | None) -> None:
        members, casts = self.groups[self.gi], self.casts
        if type(action) is not Roll or len(action.rolls) != len(members):
            raise IllegalAction("lure.error.bad_chance", action=action.to_text())
        for (s, faces), member in zip(action.rolls, members):  # noqa: B905 - lengths checked just above
            if s != member or len(faces) != len(dice := casts[s].dice):
                raise IllegalAction("lure.error.bad_chance", action=action.to_text())
            for v, f in zip(faces, dice):  # noqa: B905 - lengths checked just above
                if not 1 <= v <= f:
                    raise IllegalAction("lure.error.bad_chance", action=action.to_text())
        rolled, played, adjusts = self.rolled, self.played, {}
        for s, faces in action.rolls:
            rolled[s] = list(faces)
            if ADJUST in played[s]:
                adjusts[s] = None
            if out is not None:
                out.append(ev.DiceRolled(seat=s, dice=_dtext(casts[s].dice), values=_dtext(faces)))
        self.adjusts = adjusts
        if adjusts:
            self.phase = _ADJUST
            self._waiting = tuple(adjusts)  # members, hence in seat order
            return
        self._catch(out)

    # -- decisions ------------------------------------------------------------------------

    def _apply_cast(self, seat: int, cast, out: list | None, waiting: tuple[int, ...]) -> None:
        ready = self.round - 1
        if not (type(cast) is Cast
                and cast.dice in _LEGAL_DICE[self.bid12[seat] < ready][self.bid20[seat] < ready]
                and (not cast.lures or _plays_from(cast.lures, self.hands[seat]))):
            self._check_cast(seat, cast)
        self.casts[seat] = cast
        if out is not None:
            out.append(ev.CastMade(seat=seat))
        if len(waiting) > 1:
            at = waiting.index(seat)
            self._waiting = waiting[:at] + waiting[at + 1:]
        else:
            self._reveal(out)

    def _check_cast(self, seat: int, cast) -> None:
        """Raise why ``cast`` is illegal (every legal cast passed ``_apply_cast``'s check, so only others get here)."""
        if type(cast) is not Cast:
            raise IllegalAction("lure.error.cast_expected")
        if not 0 <= cast.d6 <= D6_COUNT or cast.size < MIN_BID:
            raise IllegalAction("lure.error.no_dice", minimum=MIN_BID)
        if cast.d12 and not self.ready12(seat):
            raise IllegalAction("lure.error.die_resting", die=f"d{D12}")
        if cast.d20 and not self.ready20(seat):
            raise IllegalAction("lure.error.die_resting", die=f"d{D20}")
        if list(cast.lures) != sorted(cast.lures) or not _counts_ok(cast.lures, self.hands[seat]):
            raise IllegalAction("lure.error.lure_not_held", lures=lures_text(cast.lures))
        raise IllegalAction("error.illegal_action", action=cast.to_text())  # e.g. a die count given as 2

    def _apply_adjust(self, seat: int, adjust, out: list | None) -> None:
        if type(adjust) is not Adjust:
            raise IllegalAction("lure.error.adjust_expected")
        rolled, faces = self.rolled[seat], self.casts[seat].dice
        allowed = self.played[seat].count(ADJUST)
        if adjust.used > allowed:
            raise IllegalAction("lure.error.too_many_adjusts", allowed=allowed)
        last = -1
        for i, d in adjust.changes:
            if i >= len(rolled):
                raise IllegalAction("lure.error.no_such_die", die=i + 1)
            if i <= last or not d:  # a die twice, out of order, below 0, or unchanged: no net change reads so
                raise IllegalAction("error.illegal_action", action=repr(adjust.changes))
            last = i
            if not 1 <= rolled[i] + d <= faces[i]:
                raise IllegalAction("lure.error.off_faces", die=i + 1, faces=faces[i])
        self.adjusts[seat] = adjust
        if out is not None:
            out.append(ev.AdjustMade(seat=seat))
        for made in self.adjusts.values():  # (not ``None in``: that calls each Adjust's dataclass ``__eq__``)
            if made is None:
                return
        for s in sorted(self.adjusts):
            changes = self.adjusts[s].changes
            if changes:
                before = self.rolled[s][:]
                for i, d in changes:
                    self.rolled[s][i] += d
                if out is not None:
                    out.append(ev.DiceAdjusted(seat=s, before=_dtext(before), after=_dtext(self.rolled[s])))
        self._catch(out)

    # -- automatic steps ------------------------------------------------------------------

    def _reveal(self, out: list | None) -> None:
        self.revealed = True
        sizes: dict[int, list[int]] = {}
        hands, played, now = self.hands, self.played, self.round
        for s, cast in enumerate(self.casts):
            lures = cast.lures
            if lures:
                hand = hands[s]
                for k in lures:
                    hand.remove(k)
            played[s] = list(lures)
            if cast.d12:
                self.bid12[s] = now
            if cast.d20:
                self.bid20[s] = now
            size = cast.d6 + cast.d12 + cast.d20
            group = sizes.get(size)
            if group is None:
                sizes[size] = [s]
            else:
                group.append(s)
            if out is not None:
                out.append(ev.BidRevealed(seat=s, dice=cast.dice_text(), size=cast.size, lures=lures_text(lures)))
        self.groups = [sizes[b] for b in sorted(sizes)]
        self.ops = [["group", i] for i in range(len(self.groups))] + [["end"]]
        self._run(out)

    def _catch(self, out: list | None) -> None:
        """Final dice, the group's catches, then each member's lure upkeep (rules §4 step 3e-f)."""
        members = self.groups[self.gi]
        finals = {}
        for s in members:
            final = tuple(self.rolled[s])
            for k in self.played[s]:  # (plain loops: these lists hold a few items)
                if k > BOAST:
                    final += (_EXTRA[k],)
            finals[s] = final
            if out is not None:
                out.append(ev.FinalDice(seat=s, values=_dtext(final), total=sum(final)))
        self.finals.update(finals)
        pool = self.pool
        if len(members) == 1:  # alone: every fish it qualifies for (the common case)
            seat = members[0]
            final = finals[seat]
            total, bits = sum(final), 0
            results = []
            for fid in pool:  # in catch order: the first catch number above the total ends the search
                catch, need = FISH_NEED[fid]
                if catch > total:
                    break
                if need != _ANY_DICE:  # the dice's features only when a requirement asks
                    if not bits:
                        bits = features(final)
                    if not bits & need:
                        continue
                results.append((fid, seat, total))
        else:
            results = resolve_in_order(pool, finals)
        for fid, winner, total in results:
            if winner is None:
                if out is not None:
                    out.append(ev.FishContested(fish=fid, total=total))
                continue
            pool.remove(fid)
            self.fish[winner].append(fid)
            self.caught[winner].append(fid)
            if out is not None:
                out.append(ev.FishCaught(seat=winner, fish=fid, vp=FISH[fid].vp, total=total))
        self.adjusts = {}
        for i, s in enumerate(members):
            if self._settle(s, out) and not self._draw(s, out):  # the draw waits for a reshuffle
                self.ops[0:0] = [["draw", s]] + [["settle", m] for m in members[i + 1:]]
                self.phase = _RESHUFFLE
                return
        self._run(out)

    def _settle(self, seat: int, out: list | None) -> bool:
        """Boasts score for a catch; played lures go to the discard pile. True: caught nothing, so a lure is drawn."""
        played = self.played[seat]
        draws = not self.caught[seat]
        if played:
            self.played[seat] = []
            if not draws:
                boasts = played.count(BOAST)
                if boasts:
                    self.boasts[seat] += boasts
                    if out is not None:
                        out.append(ev.BoastScored(seat=seat, count=boasts, vp=boasts * BOAST_VP))
                    played = [k for k in played if k != BOAST]
            if played:
                self.discard.extend(played)
                if out is not None:
                    out.append(ev.LuresDiscarded(seat=seat, lures=lures_text(played)))
        if out is not None:
            self._rest_event(seat, out)
        return draws

    def _draw(self, seat: int, out: list | None) -> bool:
        """The top lure of the supply into ``seat``'s hand. False: the supply is empty but the discard pile is not,
        so the draw waits for the reshuffle (a chance step)."""
        supply = self.supply
        if supply:
            kind = supply.pop(0)
            insort(self.hands[seat], kind)
            if out is not None:
                out.append(ev.LureDrawn(seat=seat, lure=KIND_TEXT[kind], visible_to=_ONLY[seat]))
            return True
        if self.discard:
            return False
        if out is not None:
            out.append(ev.NoLureLeft(seat=seat))
        return True

    def _rest_event(self, seat: int, out: list) -> None:
        cast = self.casts[seat]
        if not (cast.d12 or cast.d20):
            return
        dice = [f"d{D12}"] * cast.d12 + [f"d{D20}"] * cast.d20
        if dice:
            until = self.round + 2
            out.append(ev.DiceRest(seat=seat, dice=",".join(dice), until=until, for_good=until > self.rounds))

    def _run(self, out: list | None) -> None:
        """Run queued automatic steps until a decision or chance step is due."""
        ops = self.ops
        while ops:
            op = ops[0]
            name = op[0]
            if name == "draw":
                if not self._draw(op[1], out):
                    self.phase = _RESHUFFLE
                    return
                ops.pop(0)
            elif name == "settle":
                if self._settle(op[1], out):
                    op[:] = ["draw", op[1]]
                else:
                    ops.pop(0)
            elif name == "group":
                self.gi = op[1]
                members = self.groups[self.gi]
                if out is not None:
                    out.append(ev.GroupUp(size=self.casts[members[0]].size, seats=_dtext(members)))
                if self.pool:
                    ops.pop(0)
                    self.phase = _ROLL
                    self._waiting = _CHANCE_ONLY
                    return
                ops[0:1] = [["nofish", s] for s in members]
            elif name == "nofish":
                seat = op[1]
                if out is not None:
                    out.append(ev.NoFishLeft(seat=seat))
                if self.played[seat]:
                    self.discard.extend(self.played[seat])
                    if out is not None:
                        out.append(ev.LuresDiscarded(seat=seat, lures=lures_text(self.played[seat])))
                    self.played[seat] = []
                if out is not None:
                    self._rest_event(seat, out)
                op[:] = ["draw", seat]
            elif name == "end":
                ops.pop(0)
                self._close_round()
                if not self.deck:
                    self.phase = _OVER
                    if out is not None:
                        out.append(ev.GameEnded(scores=_dtext(self.scores()), winners=_dtext(self.winners())))
                    return
                ops.append(["start"])
            elif name == "start":
                ops.pop(0)
                self._start_round(out)
                return
            else:  # pragma: no cover - corrupt state
                raise ValueError(f"unknown step {op!r}")
        return

    def _start_round(self, out: list | None) -> None:
        self.round += 1
        _, splash = setup_for(self.n)
        fresh = self.deck[:splash]
        del self.deck[:splash]
        self.pool.extend(fresh)
        self.pool.sort(key=CATCH_ORDER_KEY.__getitem__)  # kept in the order fish are decided
        self.casts = [None] * self.n
        self.revealed = False
        self.groups, self.gi = [], -1
        self.rolled, self.finals, self.adjusts = {}, {}, {}
        self.caught = [[] for _ in range(self.n)]
        self.phase = _CAST
        self._waiting = tuple(range(self.n))
        if out is not None:
            out.append(ev.Splash(round=self.round, fish=_dtext(fresh), last=not self.deck))

    def _close_round(self) -> None:
        # the lists and dicts of a round are replaced (not emptied) when the next one starts
        self.last = (self.round, self.casts, self.finals, self.caught)

    @property
    def summary(self) -> dict | None:
        """The last finished round: bids, final dice and catches (public)."""
        if self.last is None:
            return None
        number, casts, finals, caught = self.last
        return {
            "round": number,
            "bids": [c.to_text() for c in casts],
            "finals": {str(s): list(f) for s, f in sorted(finals.items())},
            "caught": [f[:] for f in caught],
        }

    # -- results --------------------------------------------------------------------------

    def scores(self) -> list[int]:
        return [sum(FISH[f].vp for f in self.fish[s]) + BOAST_VP * self.boasts[s] for s in range(self.n)]

    def ranking_key(self, seat: int, scores: list[int] | None = None) -> tuple[int, int]:
        """Smaller is better: more VP, then fewer fish cards (rules §6)."""
        scores = scores or self.scores()
        return (-scores[seat], len(self.fish[seat]))

    def winners(self) -> list[int]:
        if self.phase != _OVER:
            return []
        scores = self.scores()
        keys = [self.ranking_key(s, scores) for s in range(self.n)]
        best = min(keys)
        return [s for s in range(self.n) if keys[s] == best]

    def places(self) -> list[int]:
        """Place of each seat (1 = first); tied seats share a place (rules §6)."""
        scores = self.scores()
        keys = [self.ranking_key(s, scores) for s in range(self.n)]
        return [1 + sum(k < keys[s] for k in keys) for s in range(self.n)]

    def round_summary(self) -> dict | None:
        return self.summary

    # -- views ----------------------------------------------------------------------------

    def _special(self, seat: int, bid: int, faces: int) -> dict:
        if bid == self.round and self.revealed:
            status = "bid"
        elif bid >= self.round - 1:
            status = "resting"
        else:
            status = "ready"
        return {"die": f"d{faces}", "status": status, "free_from": max(bid + 2, 1)}

    def view(self, seat: int | None) -> LureView:
        """What ``seat`` may know (rules §8); ``None`` = a spectator."""
        scores = self.scores()
        players = []
        for s in range(self.n):
            cast = self.casts[s]
            row = {
                "seat": s,
                "score": scores[s],
                "fish": self.fish[s][:],
                "fish_vp": scores[s] - BOAST_VP * self.boasts[s],
                "boasts": self.boasts[s],
                "lure_count": len(self.hands[s]),
                "d6": D6_COUNT,
                "specials": [self._special(s, self.bid12[s], D12), self._special(s, self.bid20[s], D20)],
                "cast_done": cast is not None and self.phase == Phase.CAST,
                "bid": None,
                "played": [KIND_TEXT[k] for k in self.played[s]],
                "rolled": self.rolled.get(s),
                "final": list(self.finals[s]) if s in self.finals else None,
                "total": sum(self.finals[s]) if s in self.finals else None,
                "caught": self.caught[s][:],
            }
            if cast is not None and (self.revealed or s == seat):
                row["bid"] = {
                    "text": cast.to_text(), "dice": list(cast.dice), "size": cast.size,
                    "lures": [KIND_TEXT[k] for k in cast.lures],
                }
            if s == seat:
                row["lures"] = [KIND_TEXT[k] for k in self.hands[s]]
            players.append(row)
        decision: dict = {"kind": self.phase.text, "seats": list(self.to_act())}
        if self.phase == Phase.ADJUST:
            decision["adjusts"] = {str(s): self.played[s].count(ADJUST) for s in sorted(self.adjusts)}
            decision["done"] = [s for s in sorted(self.adjusts) if self.adjusts[s] is not None]
            if seat in self.adjusts and self.adjusts[seat] is not None:
                decision["mine"] = self.adjusts[seat].to_text()
        elif self.phase == Phase.CAST:
            decision["done"] = [s for s in range(self.n) if self.casts[s] is not None]
        return {
            "game": "lure",
            "players": self.n,
            "seat": seat,
            "round": self.round,
            "rounds": self.rounds,
            "last_round": self.round > 0 and not self.deck,
            "phase": self.phase.text,
            "decision": decision,
            "deck": len(self.deck),
            "removed": len(self.removed),
            "supply": len(self.supply),
            "discard": [KIND_TEXT[k] for k in self.discard],
            "pool": [
                {"id": f, "key": FISH[f].key, "catch": FISH[f].catch, "req": FISH[f].req, "vp": FISH[f].vp}
                for f in self.pool
            ],
            "groups": [g[:] for g in self.groups] if self.revealed else [],
            "group": self.gi if self.revealed else -1,
            "seats": players,
            "scores": scores,
            "summary": self.summary,
        }

    # -- persistence ----------------------------------------------------------------------

    def to_json(self) -> dict:
        return {
            "n": self.n, "phase": self.phase.text, "round": self.round, "deck": self.deck[:],
            "removed": self.removed[:], "pool": self.pool[:], "supply": self.supply[:],
            "discard": self.discard[:], "hands": [h[:] for h in self.hands],
            "fish": [f[:] for f in self.fish], "boasts": self.boasts[:], "bid12": self.bid12[:],
            "bid20": self.bid20[:], "casts": [c.to_text() if c else None for c in self.casts],
            "revealed": self.revealed, "played": [p[:] for p in self.played],
            "groups": [g[:] for g in self.groups], "gi": self.gi,
            "rolled": {str(s): r[:] for s, r in sorted(self.rolled.items())},
            "finals": {str(s): list(f) for s, f in sorted(self.finals.items())},
            "adjusts": {str(s): a.to_text() if a else None for s, a in sorted(self.adjusts.items())},
            "caught": [c[:] for c in self.caught], "ops": [op[:] for op in self.ops],
            "summary": self.summary,
        }

    @classmethod
    def from_json(cls, data: dict) -> LureState:
        s = cls(int(data["n"]))
        s.phase = Phase.of(data["phase"])
        for name in ("round", "deck", "removed", "pool", "supply", "discard", "hands", "fish",
                     "boasts", "bid12", "bid20", "revealed", "played", "groups", "gi", "caught", "ops"):
            setattr(s, name, data[name])
        summary = data["summary"]
        if summary is not None:
            s.last = (summary["round"], [Cast.parse(t) for t in summary["bids"]],
                      {int(k): tuple(v) for k, v in summary["finals"].items()}, summary["caught"])
        s.casts = [Cast.parse(c) if c else None for c in data["casts"]]
        s.rolled = {int(k): list(v) for k, v in data["rolled"].items()}
        s.finals = {int(k): tuple(v) for k, v in data["finals"].items()}
        s.adjusts = {int(k): Adjust.parse(v) if v else None for k, v in data["adjusts"].items()}
        return s

    # -- hidden information ---------------------------------------------------------------

    def determinize(self, seat: int, rng: random.Random) -> LureState:
        """Re-deal what ``seat`` cannot see: fish deck order and removed fish, other hands and
        the supply, and other seats' pending (unrevealed) casts and adjustments.

        Approximation: the unseen lures are treated as one exchangeable pool, ignoring that a
        supply built by a reshuffle is known to hold only tokens from that (public) discard pile.
        """
        c = self.clone()
        unseen = c.deck + c.removed
        rng.shuffle(unseen)
        k = len(c.removed)
        c.removed, c.deck = unseen[:k], unseen[k:]
        others = [s for s in range(c.n) if s != seat]
        lures = c.supply[:]
        for s in others:
            lures += c.hands[s]
        rng.shuffle(lures)
        at = 0
        for s in others:
            size = len(c.hands[s])
            c.hands[s] = sorted(lures[at:at + size])
            at += size
        c.supply = lures[at:]
        if c.phase == Phase.CAST:
            for s in others:
                if c.casts[s] is not None:
                    c.casts[s] = rng.choice(c.legal_actions_for_cast(s))
        elif c.phase == Phase.ADJUST:
            for s in others:
                if c.adjusts.get(s) is not None:
                    c.adjusts[s] = None
                    c.adjusts[s] = rng.choice(c.legal_actions(s))
        return c

    def legal_actions_for_cast(self, seat: int) -> tuple[Cast, ...]:
        return legal_casts(self.ready12(seat), self.ready20(seat), tuple(self.hands[seat]))


def new_state(config) -> LureState:
    players = config.players
    setup_for(players)  # KeyError for an unsupported player count
    return LureState(players)


def state_from_json(data: dict) -> LureState:
    return LureState.from_json(data)
