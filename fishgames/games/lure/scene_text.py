"""Lure in words: log lines with names, bot reasons, prompts, the catch preview and the results figures.

The rules speak in codes (fish ids, ``A``/``B``/``E5`` lures, ``3d6+d20``, seat numbers); the table
never shows a code: every text goes through here.
"""

from __future__ import annotations

from collections.abc import Callable

from fishgames.games.lure.data import FISH, fish_text_keys
from fishgames.i18n import t

Names = Callable[[int], str]

#: Events the move log leaves out (the table shows them, or they say nothing new).
QUIET = frozenset({"cast_made", "adjust_made", "final_dice"})


def fish_name(fish_id: int) -> str:
    return t(f"lure.fish.{FISH[int(fish_id)].key}")


def fish_words(key: str) -> dict[str, str]:
    """A fish's name for sentences, by its key (``smelt``): bare (``fish``: "Stint"), as a subject
    (``fish_nom``: "der Stint") and as an object (``fish_acc``: "den Stint") — German needs the article's case
    and the fish's gender, English says "the Smelt" for both."""
    return {form: t(text_key) for form, text_key in fish_text_keys(key).items()}


def one_fish(fish_id: int) -> dict[str, str]:
    """:func:`fish_words` of a fish by its id."""
    return fish_words(FISH[int(fish_id)].key)


def lure_name(code: str) -> str:
    return t(f"lure.lure.{code}")


def die_word(faces: int) -> str:
    return t(f"lure.ui.die.d{faces}")


def dice_words(text: str) -> str:
    """``3d6+d20`` → "3 × d6 + d20" in the reader's language (German writes W6)."""
    parts = []
    for part in text.split("+"):
        if part.startswith("d"):
            parts.append(die_word(int(part[1:])))
        elif "d" in part:
            count, _, faces = part.partition("d")
            parts.append(f"{count} × {die_word(int(faces))}")
    return " + ".join(parts) or "–"


def names_list(seats, name: Names) -> str:
    names = [name(int(s)) for s in seats]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + t("lure.ui.and") + names[-1]


def lures_words(text: str) -> str:
    codes = [c for c in text.split(",") if c]
    return ", ".join(lure_name(c) for c in codes) if codes else t("lure.ui.no_lures_played")


def pretty(event, name: Names) -> dict:
    """The event's fields ready for its log sentence."""
    p = event.params()
    if isinstance(p.get("seat"), int) and p["seat"] >= 0:
        p["seat_name"] = name(p["seat"])
    kind = event.kind
    if "fish" in p:
        if isinstance(p["fish"], int):
            p.update(one_fish(p["fish"]))
        else:
            p["fish"] = ", ".join(fish_name(int(f)) for f in p["fish"].split(",") if f)
    if "lure" in p:
        p["lure"] = lure_name(p["lure"])
    if "lures" in p:
        p["lures"] = lures_words(p["lures"])
    if kind == "bid_revealed":
        p["dice"] = dice_words(p["dice"])
    elif kind == "dice_rest":
        p["count"] = len(p["dice"].split(","))
        p["dice"] = t("lure.ui.and").join(die_word(int(d[1:])) for d in p["dice"].split(","))
    if kind == "group_up":
        p["seats"] = names_list(p["seats"].split(","), name)
    if kind == "game_ended":
        scores = [int(v) for v in p["scores"].split(",")]
        p["scores"] = " · ".join(f"{name(s)} {v}" for s, v in enumerate(scores))
        p["winners"] = names_list([w for w in p["winners"].split(",") if w], name)
    for key in ("values", "before", "after"):
        if isinstance(p.get(key), str):
            p[key] = p[key].replace(",", " ")
    return p


def event_text(event, name: Names) -> str | None:
    """A sentence for an event (log and captions): the table's own wording first, else the rules'."""
    kind = event.kind + ("_for_good" if getattr(event, "for_good", False) else "")  # no round after the last
    for key in (f"lure.ui.log.{kind}", f"lure.log.{kind}"):
        if t.has(key):
            return t(key, **pretty(event, name))
    return None


def reason_text(key: str, params: dict) -> str:
    """A bot's reason: parameters that are text keys (a fish's names: ``data.fish_text_keys``) are translated
    first."""
    params = {k: (t(v) if isinstance(v, str) and v.startswith("lure.") else v) for k, v in params.items()}
    return t(key, **params)


def fish_list(ids) -> str:
    return ", ".join(fish_name(f) for f in ids)


def miss_text(name: str, dice, reason: tuple[str, int]) -> str:
    """Why ``name``'s roll caught nothing, in the game's words ("30, but no 6 for the Marlin")."""
    how, fish = reason
    params = {"name": name, "total": sum(dice), **one_fish(fish), "catch": FISH[fish].catch}
    if how == "requirement":
        params["missing"] = t(f"lure.ui.miss.missing.{FISH[fish].req}")
    return t(f"lure.ui.miss.{how}", **params)


def preview_text(caught: list[int], total: int, short: bool = False) -> str:
    """What your adjusted dice would catch; ``short``: the form a small panel's large type has room for ("Fang:
    Äsche (3 SP)")."""
    tail = "_short" if short else ""
    if not caught:
        return t(f"lure.ui.preview_none{tail}", total=total)
    vp = sum(FISH[f].vp for f in caught)
    return t(f"lure.ui.preview_catch{tail}", fish=fish_list(caught), vp=vp, total=total)


# -- results -----------------------------------------------------------------------------------------------

def replay_events(record) -> list:
    """Every public event of a finished game, from its record (for the results highlights)."""
    from fishgames.core import registry

    spec = registry.get(record.game)
    state = spec.new_state(record.config)
    events = []
    for seat, text in record.actions:
        events += [e for e in (ev.seen_by(None) for ev in state.apply(seat, spec.parse_action(text))) if e]
    return events


def end_summary(state, record, name: Names, humans: list[int]) -> dict:
    """Results: fish and Boast points per seat, the best round, the biggest fish, ties."""
    n = state.n
    scores = state.scores()
    view = state.view(None)
    fish_counts = [len(row["fish"]) for row in view["seats"]]
    boast_vp = [row["score"] - row["fish_vp"] for row in view["seats"]]
    biggest = [max((FISH[f].vp for f in row["fish"]), default=0) for row in view["seats"]]
    highlights: list = []
    try:
        events = replay_events(record)
    except Exception:  # noqa: BLE001 - a summary never fails the game's end
        events = []
    rnd = 0
    per_round: dict[tuple[int, int], list[int]] = {}
    ties = 0
    for e in events:
        if e.kind == "splash":
            rnd = e.round
        elif e.kind == "fish_caught":
            per_round.setdefault((rnd, e.seat), []).append(e.fish)
        elif e.kind == "fish_contested":
            ties += 1
    if per_round:
        (r, seat), ids = max(per_round.items(),
                             key=lambda item: (sum(FISH[f].vp for f in item[1]), len(item[1]), -item[0][0]))
        highlights.append(("lure.ui.hl.best_round", {"name": name(seat), "count": len(ids),
                                                    "vp": sum(FISH[f].vp for f in ids), "round": r}))
    top = max(((FISH[f].vp, -f, s) for s in range(n) for f in state.fish[s]), default=None)
    if top is not None:
        highlights.append(("lure.ui.hl.biggest", {"name": name(top[2]), **one_fish(-top[1]), "vp": top[0]}))
    winners = state.winners()
    tied = [s for s in range(n) if s not in winners and scores[s] == max(scores)]
    if tied and len(winners) == 1:
        highlights.append(("lure.ui.hl.fewer_fish", {"name": name(winners[0]), "fish": fish_counts[winners[0]]}))
    elif ties:
        highlights.append(("lure.ui.hl.ties", {"count": ties}))
    return {
        "scores": list(scores),
        "winners": list(winners),
        "ranking": state.places(),
        "columns": [("lure.ui.col.fish", fish_counts), ("lure.ui.col.boasts", boast_vp),
                    ("lure.ui.col.biggest", [b or "–" for b in biggest])],
        "highlights": highlights,
        "human_stats": {s: {"fish": fish_counts[s], "boast_vp": boast_vp[s], "vp": scores[s]} for s in humans},
    }
