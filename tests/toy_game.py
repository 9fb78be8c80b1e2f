"""A tiny game that exercises the whole contract: a chance deal, hidden cards, a
simultaneous secret choice and a turn.  Used to test the core, the conformance checks
and the bot scheduler without depending on any real game."""

from __future__ import annotations

import random
from dataclasses import dataclass

from fishgames.bots import RandomBot
from fishgames.core import CHANCE, Action, BaseState, Event, GameSpec, IllegalAction


@dataclass(frozen=True)
class Deal(Action):
    cards: tuple[int, ...]

    def to_text(self):
        return "deal " + ",".join(map(str, self.cards))


@dataclass(frozen=True)
class Bet(Action):
    amount: int

    def to_text(self):
        return f"bet {self.amount}"


def parse_action(text: str) -> Action:
    verb, _, rest = text.partition(" ")
    if verb == "deal":
        return Deal(tuple(int(x) for x in rest.split(",")))
    if verb == "bet":
        return Bet(int(rest))
    raise ValueError(text)


@dataclass(frozen=True)
class Dealt(Event):
    seat: int
    card: int | None

    def redacted(self):
        return Dealt(self.seat, None)


@dataclass(frozen=True)
class Revealed(Event):
    bets: tuple[int, ...]
    cards: tuple[int, ...]


class ToyState(BaseState):
    """Everyone gets a hidden card 1..9, then bets 1..3 secretly; highest card × bet wins."""

    def __init__(self, players: int):
        self.players = players
        self.cards: list[int] | None = None
        self.bets: list[int | None] = [None] * players

    def to_act(self):
        if self.cards is None:
            return (CHANCE,)
        return tuple(s for s in range(self.players) if self.bets[s] is None)

    def legal_actions(self, seat):
        return [Bet(a) for a in (1, 2, 3)] if seat in self.to_act() and self.cards else []

    def sample_chance(self, rng):
        return Deal(tuple(rng.sample(range(1, 10), self.players)))

    def _step(self, seat, action, out):
        self.check_turn(seat)
        if seat == CHANCE:
            if not isinstance(action, Deal) or len(action.cards) != self.players:
                raise IllegalAction("error.illegal_action", action=action.to_text())
            self.cards = list(action.cards)
            if out is not None:
                out.extend(Dealt(s, c, visible_to=frozenset({s})) for s, c in enumerate(self.cards))
            return
        if action not in self.legal_actions(seat):
            raise IllegalAction("error.illegal_action", action=action.to_text())
        self.bets[seat] = action.amount
        if self.is_over() and out is not None:
            out.append(Revealed(tuple(self.bets), tuple(self.cards)))

    def view(self, seat):
        over = self.is_over()
        return {
            "card": self.cards[seat] if self.cards and seat is not None else None,
            "bet_placed": [b is not None for b in self.bets],
            "my_bet": self.bets[seat] if seat is not None else None,
            "cards": list(self.cards) if over else None,
            "bets": list(self.bets) if over else None,
        }

    def scores(self):
        if not self.is_over():
            return [0] * self.players
        return [c * b for c, b in zip(self.cards, self.bets, strict=True)]

    def clone(self):
        other = ToyState(self.players)
        other.cards = None if self.cards is None else list(self.cards)
        other.bets = list(self.bets)
        return other

    def to_json(self):
        return {"players": self.players, "cards": self.cards, "bets": self.bets}

    @classmethod
    def from_json(cls, data):
        state = cls(data["players"])
        state.cards, state.bets = data["cards"], list(data["bets"])
        return state

    def determinize(self, seat, rng: random.Random):
        other = self.clone()
        if other.cards is not None and not self.is_over():
            unseen = [c for c in range(1, 10) if c != self.cards[seat]]
            rng.shuffle(unseen)
            other.cards = [self.cards[s] if s == seat else unseen.pop() for s in range(self.players)]
        return other


class HighBetBot(RandomBot):
    def choose(self, view, legal_actions, rng):
        self.last_reason = ("toy.reason.card", {"card": view["card"]})
        return Bet(3) if view["card"] >= 5 else Bet(1)


TOY = GameSpec(
    name="toy", title_key="toy.title", min_players=2, max_players=3,
    new_state=lambda config: ToyState(config.players), state_from_json=ToyState.from_json,
    parse_action=parse_action, bots={"random": RandomBot.factory, "easy": lambda seat, config: HighBetBot(seat)},
)
