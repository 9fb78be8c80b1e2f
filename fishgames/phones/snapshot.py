"""One phone seat's snapshot: built from ``view(seat)``, its legal actions and its own log — nothing else.

This is the only thing the server sends about the game, so no request can return another seat's view.
"""

from __future__ import annotations

from fishgames.i18n import t
from fishgames.phones import looks
from fishgames.ui import games


def build(bridge, seat: int) -> dict:
    match = bridge.match
    state = match.state
    game = match.spec.name
    view = state.view(seat)
    waiting = [s for s in state.to_act() if s >= 0]
    over = state.is_over()
    art = bridge.art.register

    def name(other: int) -> str:
        return bridge.name(other)

    choices = []
    stand_in = seat in bridge.stand_ins
    if seat in waiting and not stand_in:
        for action in state.legal_actions(seat):
            text = action.to_text()
            choices.append({"action": text, "steps": looks.steps(game, text, view, art, name)})
    scores = view.get("scores") if isinstance(view.get("scores"), list) else None
    players = [{"name": name(other), "score": scores[other] if scores and other < len(scores) else None,
                "acting": other in waiting, "you": other == seat,
                "away": bridge.status.get(other) == "away"} for other in range(len(match.seats))]
    hand = looks.hand(game, view, art, name)
    for shown in [*hand, *(step for choice in choices for step in choice["steps"])]:
        if shown.get("art"):
            shown["size"] = bridge.art.size(shown["art"])
    return {
        "type": "state",
        "version": match.version,
        "seat": seat,
        "game": game,
        "title": games.title(game),
        "you": name(seat),
        "lang": t.lang,
        "your_turn": bool(choices),
        "moves": bridge.moves.get(seat, 0),  # this seat's actions so far: a move sent is taken when it grows
        "tip": bool(choices) and bridge.tips.allowed(seat),  # the coach's Pro tip may be asked for
        "turn": _turn_text(state, seat, waiting, over, name, stand_in),
        "over": over,
        "players": players,
        "hand_title": t(f"phones.hand.{game}") if t.has(f"phones.hand.{game}") else "",
        "hand": hand,
        "choices": choices,
        "log": looks.log(game, view, name, bridge.log_lines(seat))[-30:],
    }


def _turn_text(state, seat: int, waiting: list[int], over: bool, name, stand_in: bool) -> str:
    if over:
        winners = state.winners()
        if seat in winners:
            return t("phones.turn.you_won")
        return t("phones.turn.won", name=", ".join(name(w) for w in winners))
    if stand_in:
        return t("phones.turn.stand_in")
    if seat in waiting:
        return t("phones.turn.yours")
    if not waiting:
        return t("phones.turn.wait")
    return t("phones.turn.other", name=", ".join(name(w) for w in waiting))
