"""One phone seat's snapshot: built from ``view(seat)``, its legal actions and its own log — nothing else.

This is the only thing the server sends about the game, so no request can return another seat's view.
It is made in two halves so that the frame loop does only the small one:

- :func:`facts` (the frame loop, once per game version and seat): what the seat may know, as plain data —
  ``view(seat)``, the texts of its legal actions (the bridge keeps them once per version), the players' names
  and the last events as the seat saw them (``Event.seen_by``).  Nothing of the state goes in but
  ``view(seat)`` and those events: the secrecy is theirs.
- :func:`write` (the snapshot writer's process, :mod:`.writer`): the phone's words and pictures for those
  facts, in the phone's language — its log lines written by the game's own table texts (:func:`log_lines`;
  for Lure's reveals 2-4 ms a snapshot, which the frame loop no longer pays) —, as the JSON text the server
  sends, and the pictures it names.
"""

from __future__ import annotations

import json
import pickle
from functools import cache

from fishgames.i18n import t
from fishgames.phones import looks

LOG_SHOWN = 30  # lines of its log a phone shows
#: Where a view keeps the players' scores (Fat Fish: its running totals, minus and licences counted).
SCORE_KEYS = ("scores", "totals")


def facts(bridge, seat: int, lang: str) -> dict:
    """What ``seat``'s phone is shown at the match's current version, as plain data (the frame loop)."""
    match = bridge.match
    state = match.state
    waiting = [s for s in state.to_act() if s >= 0]
    over = state.is_over()
    stand_in = seat in bridge.stand_ins
    paused = bridge.paused and not over  # (the host's menu: the seat sees its hand, and no choices for now)
    return {
        "seat": seat,
        "version": match.version,
        "game": match.spec.name,
        "lang": lang,
        "view": state.view(seat),
        "legal": list(bridge.legal_texts(seat)) if seat in waiting and not stand_in and not paused else [],
        "waiting": waiting,
        "over": over,
        "winners": list(state.winners()) if over else [],
        "names": [bridge.name(other) for other in range(len(match.seats))],
        "away": [other for other, status in bridge.status.items() if status == "away"],
        "stand_in": stand_in,
        "paused": paused,
        "moves": bridge.moves.get(seat, 0),  # this seat's actions so far: a move sent is taken when it grows
        "tip": bridge.tips.allowed(seat),  # the coach's Pro tip may be asked for
        # as the seat saw them: its log is written from them off the frame loop (a log kept in the view needs none)
        "events": [] if match.spec.name in looks.LOGS else bridge.seen(seat),
    }


def write(facts: dict) -> tuple[str, list[tuple]]:
    """The snapshot of ``facts`` as JSON text, and the picture specs it names (to register with the art shop).
    Runs wherever it is called: it reads nothing but ``facts`` (and the translations)."""
    from fishgames.phones.art import spec_key
    from fishgames.ui import games

    saved = t.lang
    t.lang = facts["lang"] or saved
    try:
        specs: dict[str, tuple] = {}

        def art(spec: tuple) -> str:
            key = spec_key(spec)
            specs[key] = spec
            return key

        data = _snapshot(facts, art, looks, games)
        for shown in [*data["hand"], *(step for choice in data["choices"] for step in choice["steps"])]:
            if shown.get("art"):  # its size in CSS pixels: the page keeps its room while it loads
                shown["size"] = tuple(int(side) for side in specs[shown["art"]][1])
        return json.dumps(data, ensure_ascii=False), list(specs.values())
    finally:
        t.lang = saved


def _snapshot(facts: dict, art, looks, games) -> dict:
    seat, game, view, names = facts["seat"], facts["game"], facts["view"], facts["names"]
    waiting = facts["waiting"]

    def name(other: int) -> str:
        return names[other] if 0 <= other < len(names) else str(other)

    choices = [{"action": text, "steps": looks.steps(game, text, view, art, name)} for text in facts["legal"]]
    scores = next((view[key] for key in SCORE_KEYS if isinstance(view.get(key), list)), None)
    players = [{"name": name(other), "score": scores[other] if scores and other < len(scores) else None,
                "acting": other in waiting, "you": other == seat, "away": other in facts["away"]}
               for other in range(len(names))]
    hand = looks.hand(game, view, art, name)
    return {
        "type": "state",
        "version": facts["version"],
        "seat": seat,
        "game": game,
        "title": games.title(game),
        "you": name(seat),
        "lang": t.lang,
        "your_turn": bool(choices),
        "moves": facts["moves"],
        "tip": bool(choices) and facts["tip"],
        "turn": _turn_text(facts, name),
        "over": facts["over"],
        "paused": facts["paused"],
        "players": players,
        "hand_title": t(f"phones.hand.{game}") if t.has(f"phones.hand.{game}") else "",
        "hand": hand,
        "choices": choices,
        "log": looks.log(game, view, name, log_lines(game, seat, facts["events"], names))[-LOG_SHOWN:],
    }


def _turn_text(facts: dict, name) -> str:
    seat, waiting = facts["seat"], facts["waiting"]
    if facts["over"]:
        if seat in facts["winners"]:
            return t("phones.turn.you_won")
        return t("phones.turn.won", name=", ".join(name(w) for w in facts["winners"]))
    if facts["paused"]:
        return t("phones.turn.paused")
    if facts["stand_in"]:
        return t("phones.turn.stand_in")
    if seat in waiting:
        return t("phones.turn.yours")
    if not waiting:
        return t("phones.turn.wait")
    return t("phones.turn.other", name=", ".join(name(w) for w in waiting))


def log_lines(game: str, seat: int, events: list[bytes], names: list[str]) -> list[str]:
    """Seat's last log lines, in the current language, from ``events`` as it saw them (pickled): the lines the
    game's table writes for its own log (``log_text_for``), so a phone reads what the table screen would show
    that seat."""
    scribe = _scribe(game)
    scribe._log_for = seat
    scribe.seat_name = lambda other: names[other] if 0 <= other < len(names) else str(other)
    seen = (pickle.loads(event) for event in events)
    return [line for line in map(scribe.log_text_for, seen) if line][-LOG_SHOWN:]


@cache
def _scribe(game: str):
    """The game's table without a screen, for its log texts only: they read the game's spec, whose log it is
    (``log_seat``) and the seats' names, which :func:`log_lines` sets (the writer's process opens no window)."""
    from fishgames.core import registry
    from fishgames.ui import games

    table_class = games.scene_class(game)
    # no screen, so no portrait arrangement: a table's texts that read its places (``table.L``) get the landscape
    # names (the texts are the same in both arrangements)
    scribe_class = type(f"{table_class.__name__}Scribe", (table_class,), {"portrait": False})
    scribe = scribe_class.__new__(scribe_class)
    scribe.spec, scribe.humans, scribe._log_for = registry.get(game), [], None
    return scribe
