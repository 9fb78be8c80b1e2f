"""Why a Fugu move is good, in the reef's terms (the coach's words).

Read from the player's reef and the market: where the card goes and between which numbers it fits (or why it
must or should go anchor side up, and what that anchor costs), what it scores now creature by creature
(a bannerfish group grown, a pufferfish left alone, an octopus beside corals, a coral set completed), and
for a stop why going on does not pay.  Where the pro compared swaps by playing its game out, the runner-up
is named with how many points lower it ended on average.
"""

from __future__ import annotations

from fishgames.bots.advice import runner_up
from fishgames.games.fugu.actions import Swap
from fishgames.games.fugu.data import ROW_LENGTH
from fishgames.games.fugu.reef import INFINITY, anchor_count, face_down_slots, fits, neighbours
from fishgames.games.fugu.scoring import place_delta, score_breakdown
from fishgames.games.fugu.view_types import FuguView

Words = list[tuple[str, dict]]
#: A runner-up less than this many points behind (mean final score over the pro's playouts) did "about as well".
CLOSE = 0.3
#: The scored parts of a reef a swap can change, in the order they are told.
PARTS = ("bannerfish", "pufferfish", "octopus", "coral")
#: A first number within this many slots of its share of the row (card / highest × 18) is "about where it belongs".
FAIR = 3


def explain(view: FuguView, legal: list, action, bot) -> Words:
    me = view["reefs"][view["seat"]]
    row = list(me["row"])
    if not isinstance(action, Swap):
        return stop_words(view, row, legal, getattr(bot, "last_reason", None))
    card = view["market"][action.market]["card"]
    said = place_words(row, action.slot, card, action.anchor, view["solo"], view["highest"])
    return said + compare(getattr(bot, "last_search", None), action, view)


def place_words(row: list[int], slot: int, card: int, anchor: bool, solo: bool, highest: int) -> Words:
    low, high = neighbours(row, slot)
    where = {"card": card, "slot": slot + 1, "low": low, "high": high, "cost": anchor_count(row) + 1}
    bounded = "between" if low and high < INFINITY else "above" if low else "below" if high < INFINITY else "open"
    if anchor:
        key = f"anchor_room_{bounded}" if fits(row, slot, card) else "anchor_forced"
    elif bounded != "open":
        key = f"number_{bounded}"
    else:  # the first number: about where its number falls among the slots keeps room on both sides
        key = "number_first_fair" if abs(slot + 1 - card * ROW_LENGTH / highest) <= FAIR else "number_first"
    said = [(f"coach.fugu.{key}", where)]
    after = list(row)
    after[slot] = -card if anchor else card
    before, now = score_breakdown(row, solo), score_breakdown(after, solo)
    for part in PARTS:
        gain = now[part]["points"] - before[part]["points"]
        if gain:
            said.append((f"coach.fugu.part.{part}", {"points": gain}))
    delta = place_delta(row, slot, card, anchor, solo)
    if delta:
        said.append(("coach.fugu.delta", {"points": delta}))
    else:
        hidden = all(row[i] == 0 for i in (slot - 1, slot + 1) if 0 <= i < len(row))
        said.append(("coach.fugu.delta_hidden" if hidden else "coach.fugu.delta_none", {}))
    return said


def stop_words(view: FuguView, row: list[int], legal: list, said) -> Words:
    if not any(isinstance(a, Swap) for a in legal) or not face_down_slots(row):
        return [("coach.fugu.stop_full", {})]
    reefs = view["reefs"]
    others = [r for i, r in enumerate(reefs) if i != view["seat"]]
    me = reefs[view["seat"]]
    if others and all(r["finished"] for r in others) and (me["score"], -me["anchors"]) > max(
            (r["score"], -r["anchors"]) for r in others):
        return [("coach.fugu.stop_win", {"score": me["score"]})]
    market = [m["card"] for m in view["market"] if m]
    fitting = sum(1 for card in market for slot in face_down_slots(row) if fits(row, slot, card))
    loss = said[1].get("loss") if said and said[0].endswith("pass_no_gain") else None
    out = [("coach.fugu.stop_cost", {"cost": anchor_count(row) + 1})]
    out.append(("coach.fugu.stop_fit", {"count": fitting}) if fitting else ("coach.fugu.stop_nothing_fits", {}))
    if loss:
        out.append(("coach.fugu.stop_loss", {"points": loss}))
    if view["solo"]:
        out.append(("coach.fugu.stop_solo", {"count": len(face_down_slots(row))}))
    return out


def compare(result, action, view: FuguView) -> Words:
    other = runner_up(result, action)
    if other is None:
        return []
    move, gap = other
    card = view["market"][move.market]["card"]
    points = round(gap, 1)
    side = "anchor" if move.anchor else "number"
    key = f"coach.fugu.runner_{side}" + ("_close" if points < CLOSE else "")
    return [(key, {"card": card, "slot": move.slot + 1, "points": points})]
