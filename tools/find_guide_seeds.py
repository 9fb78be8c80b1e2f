"""Find the deals of the guided first games ("Learn to play"): seeds on which the moments happen.

A guided game is a normal match: seat 0 is the learner, the others are real bots of one level, and every
chance step and bot choice comes from the match's seeded streams.  This tool plays the learner's moves with
a bot of its own (its choices become the script the learner is asked to tap) together with the real bots,
exactly as a table would, and watches the events for each game's moments.  The first seed on which all of
them happen early is printed as the data table of ``fishgames/games/<game>/guide.py`` (SEED, PLAYERS, LEVEL,
STEPS: an intro to read, each learner move told by the first moment it shows, then the moments to watch after
it, in the order they happened).

    python tools/find_guide_seeds.py gofish [--players 3] [--level easy] [--seeds 400] [--learner normal]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fishgames.core import Seat, registry  # noqa: E402
from fishgames.core.match import Match  # noqa: E402

LEARNER = 0


BUOYS = ("left", "minus3a", "minus3b", "all", "first", "name", "low")


class Span:
    """One learner move and what followed it until their next decision."""

    def __init__(self, action: str, restricted: bool):
        self.action = action
        self.restricted = restricted  # fewer legal moves than cards in hand (Fischen: follow the colour)
        self.own: list[str] = []  # event kinds of the learner's move itself
        self.rest: list[str] = []  # event kinds after it (bots, chance)
        self.events: list = []  # the events themselves, the learner's and after it, in order
        self.rest_actions: list[str] = []
        self.rest_actions_at: list[int] = [0]  # per count of later events: how many later actions they came from
        self.next_phase: str | None = None  # the phase of the learner's next decision

    @property
    def all(self) -> list[str]:
        return self.own + self.rest

    @property
    def equal_bids(self) -> bool:
        """Lure: two or more seats rolled together (equal bids), after the learner's cast."""
        return any(e.kind == "group_up" and len(str(e.seats).split(",")) > 1 for e in self.events)

    @property
    def learner_caught(self) -> bool:
        return any(e.kind == "fish_caught" and e.seat == LEARNER for e in self.events)

    def first_seen(self, test) -> int:
        """How many of the later events it takes for ``test`` to hold: watched moments are told in the
        order they happened."""
        for n in range(len(self.rest) + 1):
            cut = Span(self.action, self.restricted)
            cut.own, cut.rest, cut.next_phase = self.own, self.rest[:n], self.next_phase
            cut.events = self.events[:len(self.own) + n]
            cut.rest_actions = self.rest_actions[:self.rest_actions_at[n]] if n < len(self.rest_actions_at) \
                else self.rest_actions
            if test(cut):
                return n
        return len(self.rest)


# Each game's moments: name -> test(span) giving "told" (the learner's own doing: told as they are asked to
# tap), "watched" (what others did after it: told after their move) or None (not this time).
def _told(cond) -> str | None:
    return "told" if cond else None


def _watched(cond) -> str | None:
    return "watched" if cond else None


MOMENTS = {
    "gofish": {
        "ask": lambda s: _told("handed_over" in s.own),
        "go_fish": lambda s: _told("go_fish" in s.own and "fished" not in s.own),
        "lucky": lambda s: _told("fished" in s.own),
        "book": lambda s: _told("book_made" in s.own) or _watched("book_made" in s.rest),
    },
    "fatfish": {
        "lay": lambda s: _told(s.action.startswith("place") and s.next_phase != "take"),
        "fifth": lambda s: _told(s.action.startswith("place") and s.next_phase == "take"),
        "plus_minus": lambda s: _told(s.action.startswith("keep")),
    },
    "lure": {
        "cast": lambda s: _told(s.action.startswith("cast") and "lures=" not in s.action),
        "together": lambda s: _watched(s.equal_bids),
        "lure": lambda s: _told(s.action.startswith("cast") and "lures=" in s.action),
        "adjust": lambda s: _told(s.action.startswith("adjust") and s.action not in ("adjust", "adjust none")),
        "catch": lambda s: _watched(s.learner_caught),
    },
    "fugu": {
        "market": lambda s: _told(s.action.startswith("swap") and s.action.endswith("number")),
        "anchor": lambda s: _told(s.action.startswith("swap") and s.action.endswith("anchor")),
        "stop": lambda s: _told(s.action == "pass"),
    },
    "fischen": {
        "follow": lambda s: _told(s.action.startswith("play") and s.restricted),
        "buoy": lambda s: _told(s.action.split(" ")[-1] in BUOYS)
        or _watched(any(a.split(" ")[-1] in BUOYS for a in s.rest_actions)),
        "zero": lambda s: _told(s.action.startswith("take")),
        "pass": lambda s: _told(s.action.startswith("pass")),
        "boats": lambda s: _watched("boat_drawn" in s.rest),
        "deeper": lambda s: _watched("sea_drawn" in s.rest),
    },
}


def _learner_share(events, kind: str) -> float:
    won = [e.seat == LEARNER for e in events if e.kind == kind]
    return sum(won) / len(won) if won else 0.0


# A lesson that is not rigged: Fischen's learner wins some tricks, not nearly all (the others play too).
FAIR = {
    "fischen": lambda events: 0.2 <= _learner_share(events, "trick_won") <= 0.6,
}


def _lure_lesson(script) -> bool:
    """A Lure lesson teaches in order and ends on what the learner sees happen: its first cast is a plain
    one (lures come after), no two "cast where it glows" in a row (each step's text must teach), and its
    last step is a moment watched (a catch), not a move whose outcome the goodbye would hide."""
    first, told = script[0], [told for _, told, _ in script]
    plain_run = any(not a and not b for a, b in zip(told, told[1:], strict=False))
    return first[1][:1] == ["cast"] and not plain_run and bool(script[-1][2])


# A lesson's shape, beyond its moments (tested on the whole script).
LESSON = {
    "lure": _lure_lesson,
}


def play(game: str, seed: int, players: int, level: str, learner: str, limit: int = 600):
    """The learner's moves with the moments each shows first: [(action text, [told], [watched])], cut after
    the last moment; None if the game ends (or ``limit`` actions pass) before every moment happened."""
    spec = registry.get(game)
    config = spec.config(players)
    seats = [Seat("human", None, "learner")] + [Seat("bot", level, f"bot{i}") for i in range(1, players)]
    match = Match(spec, config, seats, seed, level=level)
    me = spec.make_bot(learner, LEARNER, config)
    rng = random.Random(f"fishgames/{game}/guide-learner/{seed}")
    moments = MOMENTS[game]
    script: list[tuple[str, list[str], list[str]]] = []
    seen: set[str] = set()
    span: Span | None = None

    heard_all: list = []

    def heard(seat, action, events) -> None:
        heard_all.extend(events)
        kinds = [event.kind for event in events]
        if span is not None:
            span.events += events
            if seat == LEARNER and not span.own and not span.rest:
                span.own += kinds
            else:
                span.rest_actions.append(action.to_text())
                for kind in kinds:
                    span.rest.append(kind)
                    span.rest_actions_at.append(len(span.rest_actions))
        for event in events:
            seen_by = event.seen_by(LEARNER)
            if seen_by is not None and hasattr(me, "observe"):
                me.observe(seen_by)

    match.listeners.append(heard)
    while len(match.record.actions) < limit:
        match.resolve_chance()
        waiting = match.state.to_act()
        if not waiting or LEARNER in waiting:
            view, legal = match.bot_request(LEARNER) if waiting else ({}, [])
            if span is not None:
                span.next_phase = view.get("phase")
                found = {name: test(span) for name, test in moments.items() if name not in seen}
                found = {name: how for name, how in found.items() if how}
                seen.update(found)
                watched = sorted((m for m, how in found.items() if how == "watched"),
                                 key=lambda m: span.first_seen(moments[m]))
                script.append((span.action, [m for m, how in found.items() if how == "told"], watched))
            if seen >= set(moments):
                fair = FAIR.get(game)
                lesson = LESSON.get(game)
                if fair is not None and not fair(heard_all) or lesson is not None and not lesson(script):
                    return None
                return script
            if not waiting:
                return None
            action = me.choose(view, legal, rng)
            hand = view.get("hand")
            span = Span(action.to_text(), isinstance(hand, list) and 0 < len(legal) < len(hand))
            match.apply(LEARNER, action)
            continue
        for seat in match.bot_seats_to_act():
            if seat in match.state.to_act():
                match.apply(seat, match.bot_decide(seat))
    return None


#: Instead of one "again" for every move the narrator does not name a moment for: texts that teach one
#: more thing each, in turn (the recap above them says what just happened).  Fischen has one: "play", and
#: the guide says why each card from the table (``fishgames/games/fischen/guide_why.py``).
AGAIN = {
    "fischen": ("play",),
}
#: A moment told as a plain step where the guide's why already teaches it (Fischen's "follow the colour").
TOLD_AS = {"fischen": {"follow": "play"}}


def _key(game: str, told: list[str], action: str, following: str | None, agains: int) -> str:
    if game == "fischen" and following is not None and following.startswith("take"):
        return "zero"  # the zero is played: the step after it is its catch
    if game == "fischen" and action.startswith("take"):
        return "zero_take"
    if told:
        return TOLD_AS.get(game, {}).get(told[0], told[0])
    names = AGAIN.get(game, ("again",))
    return names[agains % len(names)]


def steps(game: str, script) -> list[tuple[str | None, str]]:
    """The guide's steps for a script: an intro to read, each learner move told by the first moment it shows
    (else one of the game's "again" texts), then the moments to watch after it."""
    out: list[tuple[str | None, str]] = [(None, f"guide.{game}.intro")]
    agains = 0
    for i, (action, told, watched) in enumerate(script):
        following = script[i + 1][0] if i + 1 < len(script) else None
        key = _key(game, told, action, following, agains)
        agains += key in AGAIN.get(game, ("again",))
        out.append((action, f"guide.{game}.{key}"))
        out += [(None, f"guide.{game}.{moment}") for moment in watched]
    return out


def main(argv=None) -> int:
    import fishgames.games  # noqa: F401 (registers the games)

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--level", default="easy")
    parser.add_argument("--learner", default="normal")
    parser.add_argument("--seeds", type=int, default=300)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--max-moves", type=int, default=40, help="the longest script worth teaching")
    parser.add_argument("--deals", type=int, default=0,
                        help="print this many deals (DEALS: one is picked per learner) instead of the shortest")
    args = parser.parse_args(argv)
    if args.deals:
        return print_deals(args)
    best = None
    for seed in range(args.first, args.first + args.seeds):
        script = play(args.game, seed, args.players, args.level, args.learner)
        if script is not None and len(script) <= args.max_moves and (best is None or len(script) < len(best[1])):
            best = (seed, script)
            if len(script) <= len(MOMENTS[args.game]) + 2:
                break
    if best is None:
        print("no seed shows every moment", file=sys.stderr)
        return 1
    seed, script = best
    print(f"SEED = {seed}\nPLAYERS = {args.players}\nLEVEL = {args.level!r}\nSTEPS = (".replace("'", '"'))
    for action, key in steps(args.game, script):
        print(f"    ({'None' if action is None else f'{action!r}'}, {key!r}),".replace("'", '"'))
    print(")")
    return 0


def print_deals(args) -> int:
    """The first ``--deals`` seeds that show every moment in at most ``--max-moves`` learner moves, as the
    ``DEALS`` table of a guide whose learners each get one of them."""
    found = []
    for seed in range(args.first, args.first + args.seeds):
        script = play(args.game, seed, args.players, args.level, args.learner)
        if script is not None and len(script) <= args.max_moves:
            found.append((seed, steps(args.game, script)))
            if len(found) == args.deals:
                break
    if len(found) < args.deals:
        print(f"only {len(found)} seeds show every moment", file=sys.stderr)
        return 1
    print(f"PLAYERS = {args.players}\nLEVEL = {args.level!r}\nDEALS = (".replace("'", '"'))
    for seed, deal in found:
        print(f"    ({seed}, (")
        for action, key in deal:
            print(f"        ({'None' if action is None else f'{action!r}'}, {key!r}),".replace("'", '"'))
        print("    )),")
    print(")")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
