"""Why the Go Fish master asks what it asks, told from the table's public knowledge (the coach's words).

Everything said comes from what the whole table can know (the log): who surely holds the rank and how that
became known, whether the ask completes a book, what asking tells the others, and — for a guess — why it is
one (nobody has shown a rank the asker holds) and why this rank and this player.
"""

from __future__ import annotations

from fishgames.games.gofish.bots import own_counts
from fishgames.games.gofish.data import N_SUITS, RANKS
from fishgames.games.gofish.knowledge import PublicKnowledge
from fishgames.games.gofish.view_types import GoFishView


def explain(view: GoFishView, legal: list, action, bot) -> list[tuple[str, dict]]:
    model = PublicKnowledge.from_entries(view["players"], view["log"])
    own = own_counts(view)
    me, target, rank = view["seat"], action.target, action.rank
    r = RANKS[rank]
    sure = [a for a in legal if model.min[a.target][a.rank] >= 1]
    said: list[tuple[str, dict]] = []
    if model.min[target][rank] >= 1:
        known = model.min[target][rank]
        key = "book" if own[rank] + known >= N_SUITS else "sure"
        said.append((f"coach.gofish.{key}", {"seat": target, "r": r, "count": own[rank]}))
        said.append((f"coach.gofish.because.{model.why[target][rank]}", {"seat": target, "r": r}))
    else:
        if not sure:
            said.append(("coach.gofish.guess", {}))
        said.append(("coach.gofish.closest_book" if own[rank] == max(own) else "coach.gofish.held",
                     {"r": r, "count": own[rank]}))
        sizes = view["hand_sizes"]
        if model.hi[target][rank] == 0:
            said.append(("coach.gofish.all_void", {"seat": target}))
        elif sizes[target] == max(sizes[a.target] for a in legal):
            said.append(("coach.gofish.most_cards", {"seat": target, "count": sizes[target]}))
        else:
            said.append(("coach.gofish.may_hold", {"seat": target, "r": r}))
        hidden = N_SUITS - own[rank] - sum(model.min[s][rank] for s in range(view["players"]) if s != me)
        if hidden > 0:
            said.append(("coach.gofish.hidden", {"count": hidden}))
        if sure:  # a sure catch waits: the pile grows where it is
            other = max(sure, key=lambda a: own[a.rank] + model.min[a.target][a.rank])
            said.append(("coach.gofish.leave_known", {"other_seat": other.target, "r": RANKS[other.rank]}))
    if model.min[me][rank] >= 1:
        said.append(("coach.gofish.no_leak", {"r": r}))
    return said
