"""The public knowledge model of spec §11.2, fed with public log entries or events.

Pure bookkeeping, no policy: the bots, ``determinize`` and the table scene's hints all read it.
For every seat s and rank r it keeps ``min[s][r]`` (cards s surely holds), ``void`` (s surely
holds none), ``why`` (latest evidence: asked / received / fished) with ``when`` (the entry number
of that evidence, for "recency"), and the rank each seat asked for last (the Normal hint).

One extension beyond §11.2, used by ``determinize`` and the master bot: ``hi[s][r]``, an upper
bound on the cards of r that s can hold (0 = void; each hidden draw adds one; ``UNKNOWN`` = no
bound).  ``void[s][r]`` of §11.2 is exactly ``hi[s][r] == 0`` — §11.2 clears every void on a
hidden draw and sets one on every "Go fish", hand-over and empty hand, which is what ``hi`` does.
"""

from __future__ import annotations

from fishgames.games.gofish.data import N_RANKS, N_SUITS, RANKS

UNKNOWN = N_SUITS  # an upper bound that bounds nothing (nobody holds more than 4 of a rank)

ASKED, RECEIVED, FISHED = "asked", "received", "fished"


class PublicKnowledge:
    """What everybody at the table can know from the public events seen so far."""

    def __init__(self, players: int):
        self.players = players
        self.min = [[0] * N_RANKS for _ in range(players)]
        self.hi = [[UNKNOWN] * N_RANKS for _ in range(players)]
        self.why: list[list[str | None]] = [[None] * N_RANKS for _ in range(players)]
        self.when = [[-1] * N_RANKS for _ in range(players)]
        self.booked = [False] * N_RANKS
        self.last_asked: list[int | None] = [None] * players
        #: Hidden draws per seat since the first entry fed (master's counting uses it).
        self.draws = [0] * players
        self.clock = 0

    # -- building -----------------------------------------------------------------------

    @classmethod
    def from_entries(cls, players: int, entries, memory: int | None = None) -> PublicKnowledge:
        """The model over the whole log, or — with ``memory`` = W — rebuilt from blank using only
        the entries from the W-th most recent ask (anybody's) up to now (spec §11.2 "Bot memory")."""
        model = cls(players)
        for entry in entries[window_start(entries, memory):]:
            model.feed(entry)
        return model

    def observe(self, event) -> None:
        """Feed an event as a seat sees it (private events carry their public entry)."""
        self.feed(event.entry)

    def feed(self, entry) -> None:
        kind = entry[0]
        handler = _HANDLERS.get(kind)
        if handler is not None:
            handler(self, *entry[1:])
        self.clock += 1

    # -- the §11.2 updates --------------------------------------------------------------

    def _asked(self, seat: int, target: int, rank: int) -> None:
        if self.min[seat][rank] < 1:
            self.min[seat][rank] = 1
        if self.hi[seat][rank] < 1:
            self.hi[seat][rank] = 1
        self._because(seat, rank, ASKED)
        self.last_asked[seat] = rank

    def _handed_over(self, giver: int, receiver: int, rank: int, count: int) -> None:
        self.min[receiver][rank] += count
        self.hi[receiver][rank] = min(UNKNOWN, self.hi[receiver][rank] + count)
        self._because(receiver, rank, RECEIVED)
        self.min[giver][rank] = 0
        self.hi[giver][rank] = 0

    def _go_fish(self, target: int, asker: int, rank: int) -> None:
        self.min[target][rank] = 0
        self.hi[target][rank] = 0

    def _fished(self, seat: int, card: int, rank: int) -> None:
        self.min[seat][rank] += 1
        self.hi[seat][rank] = min(UNKNOWN, self.hi[seat][rank] + 1)
        self._because(seat, rank, FISHED)

    def _card_drawn(self, seat: int, empty_hand: bool) -> None:
        self.hi[seat] = [h + 1 if h < UNKNOWN else h for h in self.hi[seat]]
        self.draws[seat] += 1

    def _book_made(self, owner: int, rank: int, order: int) -> None:
        self.booked[rank] = True
        for seat in range(self.players):
            self.min[seat][rank] = 0
            self.hi[seat][rank] = 0

    def _hand_emptied(self, seat: int) -> None:
        self.min[seat] = [0] * N_RANKS
        self.hi[seat] = [0] * N_RANKS

    def _because(self, seat: int, rank: int, why: str) -> None:
        self.why[seat][rank] = why
        self.when[seat][rank] = self.clock

    # -- queries ------------------------------------------------------------------------

    def void(self, seat: int, rank: int) -> bool:
        return self.hi[seat][rank] == 0 and not self.booked[rank]

    def has(self, seat: int) -> dict[int, int]:
        """Easy hint "surely has": rank -> at least that many cards (books excluded)."""
        return {r: m for r, m in enumerate(self.min[seat]) if m >= 1 and not self.booked[r]}

    def lacks(self, seat: int) -> list[int]:
        """Easy hint "surely lacks": ranks this seat surely holds none of (books excluded)."""
        return [r for r in range(N_RANKS) if self.hi[seat][r] == 0 and not self.booked[r]]

    def last_ask(self, seat: int) -> int | None:
        """Normal hint: the rank this seat asked for most recently, hidden once it is booked."""
        rank = self.last_asked[seat]
        return None if rank is None or self.booked[rank] else rank

    def hint(self, seat: int) -> dict:
        """Everything the seat hints show, JSON-able with rank codes (``"9"``, ``"Q"``)."""
        last = self.last_ask(seat)
        return {
            "has": {RANKS[r]: m for r, m in self.has(seat).items()},
            "lacks": [RANKS[r] for r in self.lacks(seat)],
            "last_asked": None if last is None else RANKS[last],
        }


_HANDLERS = {
    "asked": PublicKnowledge._asked,
    "handed_over": PublicKnowledge._handed_over,
    "go_fish": PublicKnowledge._go_fish,
    "fished": PublicKnowledge._fished,
    "card_drawn": PublicKnowledge._card_drawn,
    "book_made": PublicKnowledge._book_made,
    "hand_emptied": PublicKnowledge._hand_emptied,
}


def window_start(entries, memory: int | None) -> int:
    """Index of the W-th most recent ``asked`` entry (0 when there are fewer, or W is None)."""
    if memory is None:
        return 0
    seen = 0
    for index in range(len(entries) - 1, -1, -1):
        if entries[index][0] == "asked":
            seen += 1
            if seen == memory:
                return index
    return 0
