"""Go Fish rules as a pure state machine (spec §3–§8).

Representation, chosen for fast playouts: each hand is 13 suit masks (bit s of ``hold[p][r]`` =
p holds the card 4r+s), with the hand size, a rank bitmask per seat and a bitmask of seats that
hold cards kept alongside.  The pond is a list with its top card last.  Every draw is the next
card of the one shuffle, so the only chance step is the deal; after each ask the state runs by
itself (draws, books, skipped seats) up to the next decision.
"""

from __future__ import annotations

import random

from fishgames.core import CHANCE, IllegalAction
from fishgames.core.spec import GameConfig
from fishgames.core.state import BaseState, check_seat
from fishgames.games.gofish import events as ev
from fishgames.games.gofish.actions import ASKS, Ask, Deal
from fishgames.games.gofish.data import BOOKS, DECK, FULL, GAME, HAND_SIZE, N_RANKS, POPCOUNT, RANKS, Phase
from fishgames.games.gofish.stats import seat_stats
from fishgames.games.gofish.view_types import GoFishView

DEAL, PLAY, OVER = Phase

#: Legal asks in two blocks of ranks, built once (768 short tuples, a few tens of kB): ``_LOW[t][bits]`` asks
#: target t for the ranks in bits 0-6 of a rank mask, ``_HIGH[t][bits]`` for those in bits 7-12.  A seat's
#: legal list is the blocks of each target in turn (target, then rank order) - as fast as a cache keyed by
#: the whole (targets, ranks) mask, which grew by megabytes over a few hundred games.
_SPLIT = 7
_LOW = tuple(tuple(tuple(ASKS[t][r] for r in range(_SPLIT) if bits >> r & 1) for bits in range(1 << _SPLIT))
             for t in range(len(ASKS)))
_HIGH = tuple(tuple(tuple(ASKS[t][_SPLIT + r] for r in range(N_RANKS - _SPLIT) if bits >> r & 1)
                    for bits in range(1 << (N_RANKS - _SPLIT))) for t in range(len(ASKS)))
#: The seats in a seat bitmask, in seat order.
_SEATS_IN = tuple(tuple(t for t in range(len(ASKS)) if mask >> t & 1) for mask in range(1 << len(ASKS)))
_LOW_MASK = (1 << _SPLIT) - 1

_SEAT_TUPLES = tuple((seat,) for seat in range(len(ASKS)))


class GoFishState(BaseState):
    __slots__ = ("n", "phase", "hold", "size", "ranks", "occupied", "pond", "owner", "order", "turn",
                 "log", "asks")

    def __init__(self, players: int):
        if players not in HAND_SIZE:
            raise ValueError(f"Go Fish is for 2-4 players, not {players}")
        self.n = players
        self.phase = DEAL
        self.hold = [[0] * N_RANKS for _ in range(players)]
        self.size = [0] * players
        self.ranks = [0] * players  # bit r set = the seat holds rank r
        self.occupied = 0  # bit s set = seat s holds at least one card
        self.pond: list[int] = []  # top card last
        self.owner = [-1] * N_RANKS
        self.order: list[int] = []  # ranks in the order their books were made
        self.turn = -1
        self.log: list = []  # public events (each has ``.entry``)
        self.asks = 0

    # -- the protocol -------------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        if self.phase == PLAY:
            return _SEAT_TUPLES[self.turn]
        return (CHANCE,) if self.phase == DEAL else ()

    def legal_actions(self, seat: int) -> list:
        if seat != self.turn or self.phase != PLAY:
            return []
        ranks = self.ranks[seat]
        low, high = ranks & _LOW_MASK, ranks >> _SPLIT
        actions = []
        for target in _SEATS_IN[self.occupied & ~(1 << seat)]:
            actions += _LOW[target][low]
            actions += _HIGH[target][high]
        return actions

    def sample_chance(self, rng: random.Random) -> Deal:
        """One shuffle of the canonical deck, then the start seat, from the same stream (§11.7)."""
        order = list(range(DECK))
        rng.shuffle(order)
        return Deal(tuple(order), rng.randrange(self.n))

    def _step(self, seat: int, action, out: list | None) -> None:
        """The one rules path of ``apply`` and ``apply_quiet``.  Go Fish's events are built once at import and
        the public log keeps them anyway, so a quiet step collects them in a list nobody reads."""
        check_seat(seat)
        events = [] if out is None else out
        if type(action) is Ask and seat == self.turn and self.phase == PLAY:
            target, rank = action.target, action.rank
            if (0 <= rank < N_RANKS and self.ranks[seat] >> rank & 1 and target != seat
                    and 0 <= target < self.n and self.occupied >> target & 1):
                self._ask(seat, target, rank, events)
                return
        self._apply_other(seat, action, events)

    def scores(self) -> list[int]:
        counts = [0] * self.n
        for rank in self.order:
            counts[self.owner[rank]] += 1
        return counts

    def clone(self) -> GoFishState:
        other = GoFishState.__new__(GoFishState)
        other.n = self.n
        other.phase = self.phase
        other.hold = [row[:] for row in self.hold]
        other.size = self.size[:]
        other.ranks = self.ranks[:]
        other.occupied = self.occupied
        other.pond = self.pond[:]
        other.owner = self.owner[:]
        other.order = self.order[:]
        other.turn = self.turn
        other.log = self.log[:]
        other.asks = self.asks
        return other

    # -- what a seat sees ---------------------------------------------------------------

    def hand(self, seat: int) -> list[int]:
        """The cards of ``seat``, sorted by card index (rank, then suit)."""
        return [4 * r + s for r, mask in enumerate(self.hold[seat]) for s in range(4) if mask >> s & 1]

    def view(self, seat: int | None) -> GoFishView:
        entries = [event.entry for event in self.log]
        return {
            "game": GAME,
            "players": self.n,
            "seat": seat,
            "phase": self.phase.text,
            "hand": self.hand(seat) if seat is not None else None,
            "hand_sizes": self.size[:],
            "pond": len(self.pond),
            "books": [[rank, self.owner[rank]] for rank in self.order],
            "turn": self.turn if self.phase == PLAY else None,
            "asks": self.asks,
            "scores": self.scores(),
            "stats": [s.to_json() for s in seat_stats(entries, self.n)],
            "log": entries,
        }

    # -- asks ---------------------------------------------------------------------------

    def _ask(self, p: int, t: int, r: int, events: list) -> None:
        """Resolve one legal ask and run on to the next decision (spec §4 steps 5–7)."""
        log = self.log
        event = ev.ASKED[p][t][r]
        events.append(event)
        log.append(event)
        self.asks += 1
        hand = self.hold[p]
        size = self.size
        mask = self.hold[t][r]
        if mask:  # hit: all k cards change hands (public rank and count)
            k = POPCOUNT[mask]
            self.hold[t][r] = 0
            size[t] -= k
            self.ranks[t] &= ~(1 << r)
            hand[r] |= mask
            size[p] += k
            event = ev.HANDED[t][p][r][k]
            events.append(event)
            log.append(event)
            if not size[t]:
                self._emptied(t, events)
            self._asks_again(p, r, events)
            return
        event = ev.GO_FISH[t][p][r]
        events.append(event)
        log.append(event)
        pond = self.pond
        if not pond:
            event = ev.POND_EMPTY[p]
            events.append(event)
            log.append(event)
            self._settle(p, events, True)
            return
        card = pond.pop()
        got = card >> 2
        hand[got] |= 1 << (card & 3)
        size[p] += 1
        if got == r:  # lucky fish: shown, and p asks again
            event = ev.FISHED[p][card]
            events.append(event)
            log.append(event)
            self._asks_again(p, r, events)
            return
        self.ranks[p] |= 1 << got
        events.append(ev.DREW[p][card])
        log.append(ev.DRAWN[p])
        if hand[got] == FULL:
            self._book(p, got, events)
            if self.phase != PLAY:
                return
        self._settle(p, events, True)

    def _asks_again(self, p: int, r: int, events: list) -> None:
        """``p`` got cards of the asked ``r`` and asks again: a full rank is laid as a book first; a hand left
        empty, or nobody else holding cards, runs on instead (after a lucky fish neither can be so without a
        book: ``p`` just drew, and the one asked still holds cards)."""
        if self.hold[p][r] == FULL:
            self._book(p, r, events)
            if self.phase != PLAY:
                return
        if not self.size[p] or not self.occupied & ~(1 << p):
            self._settle(p, events, False)

    def _book(self, p: int, r: int, events: list) -> None:
        self.hold[p][r] = 0
        self.size[p] -= 4
        self.ranks[p] &= ~(1 << r)
        self.owner[r] = p
        self.order.append(r)
        event = ev.BOOK[p][r][len(self.order)]
        events.append(event)
        self.log.append(event)
        if not self.size[p]:
            self._emptied(p, events)
        if len(self.order) == BOOKS:
            self.phase = OVER
            self.turn = -1
            scores = tuple(self.scores())
            best = max(scores)
            event = ev.game_over(scores, tuple(s for s in range(self.n) if scores[s] == best))
            events.append(event)
            self.log.append(event)

    def _emptied(self, seat: int, events: list) -> None:
        self.occupied &= ~(1 << seat)
        event = ev.EMPTIED[seat]
        events.append(event)
        self.log.append(event)

    def _settle(self, p: int, events: list, pass_turn: bool) -> None:
        """Run on to the next ask: pass turns, skip seats that sit out, make empty-hand draws."""
        log = self.log
        pond = self.pond
        n = self.n
        while True:
            if pass_turn:
                p = (p + 1) % n
                if not self.size[p] and not pond:
                    events.append(ev.SAT_OUT[p])
                    log.append(ev.SAT_OUT[p])
                    continue
                events.append(ev.TURN_STARTED[p])
                log.append(ev.TURN_STARTED[p])
            pass_turn = True
            if not self.size[p]:
                if not pond:  # emptied mid-turn with nothing to draw: p sits out
                    events.append(ev.SAT_OUT[p])
                    log.append(ev.SAT_OUT[p])
                    continue
                card = pond.pop()
                self.hold[p][card >> 2] |= 1 << (card & 3)
                self.size[p] = 1
                self.ranks[p] = 1 << (card >> 2)
                self.occupied |= 1 << p
                events.append(ev.DREW_EMPTY[p][card])
                log.append(ev.DRAWN_EMPTY[p])
            if not self.occupied & ~(1 << p):
                events.append(ev.NO_TARGETS[p])
                log.append(ev.NO_TARGETS[p])
                continue
            self.turn = p
            return

    # -- the deal and every illegal case --------------------------------------------------

    def _apply_other(self, seat: int, action, events: list) -> None:
        self.check_turn(seat)
        if seat == CHANCE:
            if type(action) is not Deal:
                raise IllegalAction("gofish.error.not_a_deal")
            if sorted(action.order) != list(range(DECK)) or not 0 <= action.start < self.n:
                raise IllegalAction("gofish.error.bad_deal")
            self._deal(action, events)
            return
        if type(action) is not Ask:
            raise IllegalAction("gofish.error.not_an_ask")
        target, rank = action.target, action.rank
        if not 0 <= rank < N_RANKS:
            raise IllegalAction("gofish.error.no_such_rank")
        if not 0 <= target < self.n:
            raise IllegalAction("gofish.error.no_such_seat", target=target)
        if target == seat:
            raise IllegalAction("gofish.error.ask_yourself")
        if self.owner[rank] >= 0:
            raise IllegalAction("gofish.error.rank_booked", rank=RANKS[rank])
        if not self.ranks[seat] >> rank & 1:
            raise IllegalAction("gofish.error.rank_not_held", rank=RANKS[rank])
        raise IllegalAction("gofish.error.target_empty", target=target)

    def _deal(self, action: Deal, events: list) -> None:
        """Card k of the shuffle goes to seat k mod n; the rest is the pond, first card on top."""
        n = self.n
        dealt = HAND_SIZE[n] * n
        order = action.order
        for seat in range(n):
            cards = order[seat:dealt:n]
            for card in cards:
                self.hold[seat][card >> 2] |= 1 << (card & 3)
                self.ranks[seat] |= 1 << (card >> 2)
            self.size[seat] = len(cards)
            events.append(ev.dealt(seat, cards))
            self.log.append(ev.HAND_DEALT[seat][len(cards)])
        self.occupied = (1 << n) - 1
        self.pond = list(reversed(order[dealt:]))
        self.phase = PLAY
        for seat in range(n):  # books in the deal are laid down at once, in seat order (§3.3)
            for rank in range(N_RANKS):
                if self.hold[seat][rank] == FULL:
                    self._book(seat, rank, events)
        events.append(ev.TURN_STARTED[action.start])
        self.log.append(ev.TURN_STARTED[action.start])
        self._settle(action.start, events, False)

    # -- persistence ----------------------------------------------------------------------

    def to_json(self) -> dict:
        return {
            "players": self.n,
            "phase": self.phase.text,
            "hands": [self.hand(seat) for seat in range(self.n)],
            "pond": self.pond[::-1],  # top card first
            "books": [[rank, self.owner[rank]] for rank in self.order],
            "turn": self.turn,
            "asks": self.asks,
            "log": [[list(v) if type(v) is tuple else v for v in event.entry] for event in self.log],  # plain JSON
        }

    @classmethod
    def from_json(cls, data: dict) -> GoFishState:
        state = cls(int(data["players"]))
        try:
            state.phase = Phase.of(data["phase"])
        except ValueError:
            raise ValueError(f"bad Go Fish phase {data['phase']!r}") from None
        for seat, cards in enumerate(data["hands"]):
            for card in cards:
                state.hold[seat][card >> 2] |= 1 << (card & 3)
                state.ranks[seat] |= 1 << (card >> 2)
            state.size[seat] = len(cards)
            if cards:
                state.occupied |= 1 << seat
        state.pond = [int(card) for card in reversed(data["pond"])]
        for rank, owner in data["books"]:
            state.owner[rank] = owner
            state.order.append(rank)
        state.turn = int(data["turn"])
        state.asks = int(data["asks"])
        state.log = [ev.from_entry(entry) for entry in data["log"]]
        return state

    # -- search support -----------------------------------------------------------------

    def determinize(self, seat: int, rng: random.Random) -> GoFishState:
        from fishgames.games.gofish.sampling import determinize

        return determinize(self, seat, rng)


def new_state(config: GameConfig) -> GoFishState:
    return GoFishState(config.players)
