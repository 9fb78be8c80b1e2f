"""Why a Lure move is good, in the pond's terms (the coach's words).

A cast is told by what its dice can reach on their own: the fish it aims at (the likeliest catch weighted by
its points) with its catch number, requirement and exact chance, where the bid's size puts it in the rolling
order, what the lures add, what a special die costs (it rests next round) and how a bid one die smaller
would do.  An adjustment is told by the catch it makes (or that no nudge catches more).
"""

from __future__ import annotations

from functools import lru_cache

from fishgames.games.lure.actions import Adjust, Cast
from fishgames.games.lure.bots import SAMPLES
from fishgames.games.lure.data import ADJUST, BOAST, BOAST_VP, FISH, extra_value, fish_text_keys
from fishgames.games.lure.dice import resolve_group
from fishgames.games.lure.odds import config_faces, exact_rolls, judge_for, sampled_rolls
from fishgames.games.lure.view_types import LureView

Words = list[tuple[str, dict]]
#: A bid this size or more rolls late: smaller bids roll first and may take the fish.
LATE = 5
#: Bids with more rolls than this are judged on the bots' cached samples instead of every roll.
EXACT = 2000


def explain(view: LureView, legal: list, action, bot) -> Words:
    pool = tuple(f["id"] for f in view["pool"])
    if not pool:
        return [("coach.lure.empty_pond", {})]
    if isinstance(action, Adjust):
        return adjust_words(view, pool, action)
    if isinstance(action, Cast):
        return cast_words(view, pool, action)
    return []


@lru_cache(maxsize=256)
def chances(config: tuple, pool: tuple, extras: tuple, adjusts: int) -> tuple[dict, float]:
    """Exact chance of each fish for a bid rolled alone (adjusted at best), and of catching anything."""
    judge = judge_for(pool)
    faces = config_faces(config)
    per = dict.fromkeys(pool, 0.0)
    anything = 0.0
    rolls = exact_rolls(config)
    if len(rolls) > EXACT:  # the bots' cached samples: the same odds within a point or two, 100 times faster
        samples = sampled_rolls(config, SAMPLES)
        rolls = [(rolled, 1 / len(samples)) for rolled in samples]
    for rolled, p in rolls:
        _, mask, _ = judge.best(rolled, faces, extras, min(adjusts, 1))
        if mask:
            anything += p
        for i, fid in enumerate(pool):
            if mask >> i & 1:
                per[fid] += p
    return per, anything


def fish_words(fid: int) -> dict:
    fish = FISH[fid]
    return {**fish_text_keys(fish.key), "catch": fish.catch, "req": f"lure.req.{fish.req or 'none'}",
            "vp": fish.vp}


def cast_words(view: LureView, pool: tuple, cast: Cast) -> Words:
    config = (cast.d6, cast.d12, cast.d20)
    size = sum(1 for _ in config_faces(config))
    extras = tuple(extra_value(k) for k in cast.lures if k not in (ADJUST, BOAST))
    adjusts = cast.lures.count(ADJUST)
    per, anything = chances(config, pool, extras, adjusts)
    target = max(pool, key=lambda f: (per[f] * FISH[f].vp, per[f]))
    chance = round(100 * per[target])
    said: Words = []
    if per[target] <= 0:
        said.append(("coach.lure.nothing_alone", {"count": size}))
    else:
        said.append(("coach.lure.aim", {"count": size, "chance": chance, **fish_words(target)}))
    if size == 1:
        said.append(("coach.lure.first", {}))
    elif size >= LATE:
        said.append(("coach.lure.late", {}))
    smaller = _one_less(config)
    if smaller is not None and per[target] > 0:
        less = round(100 * chances(smaller, pool, extras, adjusts)[0][target])
        if less < chance:
            said.append(("coach.lure.one_less", {"chance": less}))
    if extras:
        said.append(("coach.lure.extra", {"value": sum(extras), "count": len(extras)}))
    if adjusts:
        said.append(("coach.lure.adjust_lure", {"count": adjusts}))
    boasts = cast.lures.count(BOAST)
    if boasts:
        said.append(("coach.lure.boast", {"vp": BOAST_VP * boasts, "chance": round(100 * anything)}))
    specials = [f"lure.ui.die.{name}" for name, used in (("d12", cast.d12), ("d20", cast.d20)) if used]
    if specials:
        key = "coach.lure.special_last" if view["last_round"] else "coach.lure.special_rests"
        both = {"other": specials[1]} if len(specials) > 1 else {}
        said.append((key + ("_both" if both else ""), {"dice": specials[0], **both}))
    return said


def _one_less(config: tuple) -> tuple | None:
    """The same bid with one plain die fewer (None when it has none to spare)."""
    k, b12, b20 = config
    if k == 0 or k + b12 + b20 <= 1:
        return None
    return (k - 1, b12, b20)


def adjust_words(view: LureView, pool: tuple, adjust: Adjust) -> Words:
    seats, me = view["seats"], view["seat"]
    group = view["groups"][view["group"]] if view.get("group", -1) >= 0 else [me]
    finals = {s: tuple(seats[s]["rolled"] or ()) + _extras(seats[s]) for s in group if seats[s]["rolled"]}
    rolled = tuple(seats[me]["rolled"])
    extras = _extras(seats[me])
    values = list(rolled)
    for i, d in adjust.changes:
        values[i] += d
    before = _won(pool, finals, me)
    finals[me] = tuple(values) + extras
    after = _won(pool, finals, me)
    total = sum(values) + sum(extras)
    if not adjust.changes:
        if after:
            return [("coach.lure.keep_dice", {"total": total, **fish_words(max(after, key=lambda f: FISH[f].vp))})]
        return [("coach.lure.no_nudge", {"total": total})]
    i, d = adjust.changes[0]
    said: Words = [("coach.lure.nudge", {"die": i + 1, "old": rolled[i], "new": rolled[i] + d, "total": total})]
    gained = [f for f in after if f not in before]
    if gained:
        said.append(("coach.lure.nudge_catches", fish_words(max(gained, key=lambda f: FISH[f].vp))))
    elif after:
        said.append(("coach.lure.nudge_same", fish_words(max(after, key=lambda f: FISH[f].vp))))
    else:
        said.append(("coach.lure.nudge_nothing", {}))
    return said


def _extras(seat: dict) -> tuple[int, ...]:
    """The Extra Die values a seat bid (its revealed lures ``E1``…``E6``)."""
    return tuple(int(t[1:]) for t in seat["played"] if t.startswith("E"))


def _won(pool: tuple, finals: dict, me: int) -> list[int]:
    """The fish ``me`` catches in its roll group with these dice."""
    return [fid for fid, winner, _ in resolve_group(pool, finals) if winner == me]
