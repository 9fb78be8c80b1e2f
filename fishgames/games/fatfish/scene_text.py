"""Fat Fish in words: log lines and captions with names and card words, bot reasons, and the figures
of the results scene.  The rules speak in codes (``r5``, seat numbers, ``L3``); the table never does."""

from __future__ import annotations

from collections.abc import Callable

from fishgames.games.fatfish.scene_cards import card_name, cards_words, licence_name, value_of
from fishgames.games.fatfish.view_types import FatFishView
from fishgames.i18n import t

Names = Callable[[int], str]


def signed(points: int) -> str:
    """+10 / −3 / 0 with a real minus sign."""
    return f"+{points}" if points > 0 else (f"−{-points}" if points < 0 else "0")


def joined(names: list[str]) -> str:
    if not names:
        return t("fatfish.ui.nobody")
    if len(names) == 1:
        return names[0]
    return t("fatfish.ui.and", first=", ".join(names[:-1]), last=names[-1])


def event_text(event, name: Names) -> str | None:
    """A sentence for an event as the viewer sees it (log line and animation caption); None = not worth a line."""
    kind = event.kind
    if kind == "dealt":
        return t("fatfish.log.dealt", rows=cards_words(event.rows), reserve=event.reserve, box=event.box)
    if kind == "cards_drawn":
        if not event.cards:
            return None  # somebody else's refill: the plate's counts say it
        return t("fatfish.ui.log.drew", seat=name(event.seat), cards=cards_words(event.cards))
    if kind == "start_player":
        return t("fatfish.log.start_player", seat_name=name(event.seat))
    if kind == "card_placed":
        return t("fatfish.ui.log.placed", seat=name(event.seat), card=card_name(event.card), row=event.row + 1)
    if kind == "row_taken":
        return t("fatfish.ui.log.taken", seat=name(event.seat), row=event.row + 1, plus=cards_words(event.plus),
                 minus=cards_words(event.minus), points=signed(event.points))
    if kind == "licence_claimed":
        return t("fatfish.log.licence_claimed", seat_name=name(event.seat), licence=licence_name(event.licence),
                 vp=event.vp)
    if kind == "row_opened":
        return t("fatfish.ui.log.opened", card=card_name(event.card), row=event.row + 1)
    if kind == "licence_awarded":
        return t("fatfish.log.licence_awarded", licence=licence_name(event.licence), vp=event.vp,
                 seats=joined([name(s) for s in event.seats]))
    if kind == "game_over":
        scores = " · ".join(f"{name(s)} {v}" for s, v in enumerate(event.scores))
        return t("fatfish.log.game_over", scores=scores)
    return None  # turn_ended: the next plate lights up instead


def reason_text(key: str, params: dict) -> str:
    """A bot's reason with the licence in words (the bots give its id)."""
    params = dict(params)
    if isinstance(params.get("licence"), str) and params["licence"].startswith("L"):
        params["licence"] = licence_name(params["licence"])
    if isinstance(params.get("card"), str):
        params["card"] = card_name(params["card"])
    if isinstance(params.get("cards"), str):
        params["cards"] = cards_words(params["cards"])
    return t(key, **params)


# -- the end -------------------------------------------------------------------------------------------------

def takes_of(match) -> list:
    """Every take of the game, replayed from the record (so a resumed game knows its early takes too)."""
    spec = match.spec
    state = spec.new_state(match.config)
    takes = []
    for seat, text in match.record.actions:
        for event in state.apply(seat, spec.parse_action(text)):
            if event.kind == "row_taken":
                takes.append(event)
    return takes


def end_summary(match, view: FatFishView, name: Names, humans: list[int]) -> dict:
    """Results: plus, minus and licence points per seat; the best and the worst take; a tie-break note."""
    n = view["players"]
    takes = takes_of(match)
    plus = [sum(value_of(c) for c in pile) for pile in view["plus"]]
    minus_total, minus_count = view["minus_total"], view["minus_count"]
    minus_one = view["options"]["minus_one_per_card"]
    licences = view["options"]["licences"]
    columns = [("fatfish.ui.col.plus", [signed(p) for p in plus]),
               ("fatfish.ui.col.minus", [signed(-(c if minus_one else m))
                                         for m, c in zip(minus_total, minus_count, strict=True)])]
    if licences:
        columns.append(("fatfish.ui.col.licences", [signed(v) for v in view["licence_vp"]]))
    highlights: list = []
    if takes:
        best = max(takes, key=lambda e: (e.points, -takes.index(e)))
        highlights.append(("fatfish.ui.hl.best_take", {"name": name(best.seat), "points": signed(best.points),
                                                       "cards": len(best.plus.split())}))
        worst = min(takes, key=lambda e: (e.points, takes.index(e)))
        if worst.points < 0:
            highlights.append(("fatfish.ui.hl.worst_take", {"name": name(worst.seat),
                                                            "points": signed(worst.points)}))
    totals = view["totals"]
    top = max(totals)
    tied = [s for s in range(n) if totals[s] == top]
    winners = view.get("winners") or []
    if len(tied) > len(winners):
        w = winners[0]
        highlights.insert(0, ("fatfish.ui.hl.tie_break", {"name": name(w), "total": top, "count": minus_count[w]}))
    if licences:
        held = [sum(1 for lic in view["licences"] if s in lic["holders"]) for s in range(n)]
        most = max(range(n), key=lambda s: (held[s], view["licence_vp"][s], -s))
        if held[most]:
            highlights.append(("fatfish.ui.hl.licences", {"name": name(most), "count": held[most],
                                                          "vp": view["licence_vp"][most]}))
    stats = {}
    for seat in humans:
        mine = [e.points for e in takes if e.seat == seat]
        stats[seat] = {"takes": len(mine), "best_take": max(mine) if mine else None, "plus": plus[seat],
                       "minus": minus_total[seat], "minus_cards": minus_count[seat],
                       "licence_vp": view["licence_vp"][seat]}
    return {
        "scores": list(totals),
        "winners": list(winners),
        "ranking": list(view.get("ranking") or []),
        "columns": columns,
        "highlights": highlights,
        "human_stats": stats,
    }
