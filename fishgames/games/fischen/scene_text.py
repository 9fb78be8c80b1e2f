"""Fischen in words: log lines and captions with names and card words, bot reasons, waiting lines and the
figures of the results scene.  The rules speak in codes (``b7``, seat numbers); the table never does."""

from __future__ import annotations

from collections.abc import Callable

from fishgames.games.fischen.bits import Phase
from fishgames.games.fischen.data import CARD_OF_CODE
from fishgames.games.fischen.scene_cards import colour_name, short_name
from fishgames.games.fischen.view_types import FischenView
from fishgames.i18n import t

#: Events the trick log leaves out (they repeat what the table shows, or say nothing).
QUIET = frozenset({"hand_dealt", "pass_picked", "catch_shuffled", "sea_built"})
SEAT_FIELDS = ("seat", "giver", "receiver", "winner")

Names = Callable[[int], str]


def pretty(event, name: Names) -> dict:
    """The event's fields ready for its ``fischen.log.<kind>`` sentence."""
    p = event.params()
    for key in SEAT_FIELDS:
        if isinstance(p.get(key), int) and p[key] >= 0:
            p[key] = name(p[key])
    for key in ("card", "zero"):
        if isinstance(p.get(key), str):
            p[key] = short_name(p[key])
    if "cards" in p:
        p["cards"] = ", ".join(short_name(c) for c in p["cards"]) or "–"
    if isinstance(p.get("colour"), str):
        p["colour"] = colour_name(p["colour"])
    if "how" in p:
        p["how"] = t(f"fischen.how.{p['how']}")
    kind = event.kind
    if kind == "leader_chosen":
        p["reason"] = t(f"fischen.leader_reason.{p['reason']}")
    elif kind == "game_over":
        p["reason"] = t(f"fischen.end_reason.{p['reason']}")
        p["scores"] = per_seat(p["scores"], name)
    elif kind == "round_scored":
        p["caught"] = per_seat(p["caught"], name, "+")
        p["scores"] = per_seat(p["scores"], name)
    return p


def per_seat(values, name: Names, sign: str = "") -> str:
    return " · ".join(f"{name(s)} {sign}{v}" for s, v in enumerate(values))


def event_text(event, name: Names) -> str | None:
    key = f"fischen.log.{event.kind}"
    if not t.has(key):
        return None
    return t(key, **pretty(event, name))


def worth_logging(event) -> bool:
    if event.kind in QUIET:
        return False
    if event.kind == "boat_drawn":
        return bool(event.count)
    if event.kind == "start_cards_removed":
        return bool(event.cards)
    return True


def reason_text(key: str, params: dict) -> str:
    params = {key: short_name(value) if isinstance(value, str) and value in CARD_OF_CODE else value
              for key, value in params.items()}  # cards by their codes: "card", "best", "beat"
    if isinstance(params.get("colour"), str):
        params["colour"] = colour_name(params["colour"])
    return t(key, **params)


def waiting_text(view: FischenView, name: Names) -> str:
    """What the table waits for when the viewer has nothing to decide."""
    phase = view["phase"]
    waiting = [s for s in view["to_act"] if s >= 0]
    who = name(waiting[0]) if waiting else ""
    if phase == Phase.PLAY.text and waiting:
        return t("fischen.ui.waiting_play", seat=who)
    if phase == Phase.ZERO.text and waiting:
        return t("fischen.ui.waiting_zero", seat=who)
    if phase == Phase.NAME.text and waiting:
        return t("fischen.ui.waiting_name", seat=who)
    if phase == Phase.PASS.text:
        mine = (view.get("pass") or {}).get("my_pick")
        if mine:
            return t("fischen.ui.you_picked", card=short_name(mine)) + " – " + t("fischen.ui.waiting_pass")
        return t("fischen.ui.waiting_pass")
    if phase == Phase.OVER.text:
        return t("fischen.phase.over")
    return ""


def end_summary(view: FischenView, scores: list, winners: list, name: Names, humans: list[int]) -> dict:
    """Results: catches and −3 losses per seat, the best catch of a round, the biggest −3 loser."""
    n = view["players"]
    history = view["history"]
    caught = [sum(h["caught"][p] for h in history) for p in range(n)]
    lost = [sum(h["penalties"][p] for h in history) for p in range(n)]
    highlights: list = []
    best = max(((h["caught"][p], -h["round"], p) for h in history for p in range(n)), default=None)
    if best is not None and best[0] > 0:
        highlights.append(("fischen.ui.hl_best_round", {"name": name(best[2]), "round": -best[1], "count": best[0]}))
    if max(lost, default=0) > 0:
        worst = max(range(n), key=lambda p: (lost[p], -p))
        highlights.append(("fischen.ui.hl_minus", {"name": name(worst), "points": lost[worst]}))
    if view["end_reason"] == "overfishing":
        highlights.append(("fischen.ui.hl_overfished", {"round": len(history)}))
    return {
        "scores": list(scores),
        "winners": list(winners),
        "columns": [("fischen.ui.col_caught_total", caught),
                    ("fischen.ui.col_minus_total", [f"−{v}" if v else "–" for v in lost])],
        "highlights": highlights,
        "human_stats": {seat: {"caught": caught[seat], "minus": lost[seat], "rounds": len(history)}
                        for seat in humans},
    }
