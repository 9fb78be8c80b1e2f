"""Fat Fish rules as a pure state machine (spec ``seeds/fatfish.md``).

Every card is its own ``place`` action and ``stop`` ends a turn early, so a player (or the UI)
can follow up or stop with one tap; the placement rule is re-checked before every card.  The
taker's split into plus and minus pile is a ``keep`` action (skipped when only one split exists).
The shuffle and the start player are chance actions.  Cards are ints (see ``data.py``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, product

from fishgames.core import CHANCE, Action, BaseState, Event, IllegalAction
from fishgames.core.phase import GamePhase
from fishgames.core.state import check_seat
from fishgames.games.fatfish.data import (
    CARD_OF_TEXT,
    CARD_TEXT,
    COLOUR_OF,
    COLOURS,
    DECK_EACH,
    END_LICENCES,
    FIRST_LICENCES,
    FULL_DECK,
    HAND_SIZE,
    HOUSE_VALUES,
    LICENCE_IDS,
    LICENCES,
    MAX_PER_TURN,
    N_KINDS,
    OPTIONS,
    PLUS_IF_ONE_COLOUR,
    START_ROWS,
    TAKE_AT,
    VALUE_OF,
    reserve_size,
)
from fishgames.games.fatfish.view_types import FatFishView

GAME = "fatfish"


class Phase(GamePhase):
    DEAL = 0  # chance shuffles the deck
    START = 1  # chance chooses the start player
    PLAY = 2  # the current seat plays to a row or stops
    TAKE = 3  # the current seat keeps cards of the row it took
    OVER = 4


DEAL, START, PLAY, TAKE, OVER = Phase
PHASE_NAMES = tuple(phase.text for phase in Phase)
MINUS_OPTION_COST = HOUSE_VALUES["minus_per_card_option"]
_SORTED_FULL = tuple(sorted(FULL_DECK))


def card_text(card: int) -> str:
    return CARD_TEXT[card]


def parse_card(text: str) -> int:
    try:
        return CARD_OF_TEXT[text]
    except KeyError:
        raise ValueError(f"not a Fat Fish card: {text!r}") from None


def _cards_text(cards) -> str:
    return ",".join(CARD_TEXT[c] for c in cards)


def _spaced(cards) -> str:
    return " ".join(CARD_TEXT[c] for c in cards)


def _parse_cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(t) for t in text.split(",")) if text else ()


# -- actions ----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Deal(Action):
    """Chance: the whole shuffled deck, top card first (decks, rows, reserve, box)."""

    order: tuple[int, ...]

    def to_text(self) -> str:
        return "deal " + _cards_text(self.order)


@dataclass(frozen=True, slots=True)
class Start(Action):
    """Chance: the start player."""

    seat: int

    def to_text(self) -> str:
        return f"start {self.seat}"


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Put ``card`` at the right end of row slot ``row`` (0-based)."""

    row: int
    card: int

    def to_text(self) -> str:
        return f"place {self.row} {CARD_TEXT[self.card]}"


@dataclass(frozen=True, slots=True)
class Stop(Action):
    """End the turn after at least one card."""

    def to_text(self) -> str:
        return "stop"


@dataclass(frozen=True, slots=True)
class Keep(Action):
    """The taker's plus cards (sorted); the rest of the row goes to the minus pile."""

    cards: tuple[int, ...]

    def to_text(self) -> str:
        return "keep " + _cards_text(self.cards)


PLACE = tuple(tuple(Place(r, c) for c in range(N_KINDS)) for r in range(START_ROWS))
STOP = Stop()


def parse_action(text: str) -> Action:
    word, _, rest = text.strip().partition(" ")
    rest = rest.strip()
    try:
        if word == "deal":
            return Deal(_parse_cards(rest))
        if word == "start":
            return Start(int(rest))
        if word == "place":
            row, card = rest.split()
            return Place(int(row), parse_card(card))
        if word == "stop" and not rest:
            return STOP
        if word == "keep":
            return Keep(tuple(sorted(_parse_cards(rest))))
    except ValueError as error:
        raise ValueError(f"bad Fat Fish action {text!r}: {error}") from None
    raise ValueError(f"bad Fat Fish action {text!r}")


# -- events -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Dealt(Event):
    """Card lists in events are space-separated card texts (``"r4 b6 g3"``) so log lines read well."""

    rows: str
    reserve: int
    box: int


@dataclass(frozen=True)
class CardsDrawn(Event):
    seat: int
    count: int
    cards: str = ""

    def redacted(self):
        return CardsDrawn(self.seat, self.count)


@dataclass(frozen=True)
class StartPlayer(Event):
    seat: int


@dataclass(frozen=True)
class CardPlaced(Event):
    seat: int
    row: int
    card: str


@dataclass(frozen=True)
class TurnEnded(Event):
    """``next_seat`` moves next (-1: the game is over)."""

    seat: int
    placed: int
    next_seat: int


@dataclass(frozen=True)
class RowTaken(Event):
    seat: int
    row: int
    plus: str
    minus: str
    points: int


@dataclass(frozen=True)
class LicenceClaimed(Event):
    seat: int
    licence: str
    vp: int


@dataclass(frozen=True)
class RowOpened(Event):
    row: int
    card: str


@dataclass(frozen=True)
class LicenceAwarded(Event):
    licence: str
    seats: tuple[int, ...]
    vp: int


@dataclass(frozen=True)
class GameOver(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]


# -- pure helpers on rows (shared with the bots) ---------------------------------------------------

@lru_cache(maxsize=1 << 11)  # a take's rows recur within a game; bounded so memory stays flat
def keep_options(row: tuple[int, ...]) -> tuple[Keep, ...]:
    """Every distinct plus-pile choice for a full row, given as its sorted cards.

    Cards sort by colour first, so picks built colour by colour come out sorted already.
    """
    groups: dict[int, list[int]] = {}
    for card in row:
        groups.setdefault(COLOUR_OF[card], []).append(card)
    if len(groups) == 1:
        picks = dict.fromkeys(combinations(row, PLUS_IF_ONE_COLOUR))
    else:
        picks = dict.fromkeys(product(*map(dict.fromkeys, groups.values())))
    return tuple(map(_keep, picks))  # map, not a generator: random playouts build ~half their rows anew


_KEEPS: dict[tuple[int, ...], Keep] = {}


def _keep(cards: tuple[int, ...]) -> Keep:
    keep = _KEEPS.get(cards)
    if keep is None:
        keep = _KEEPS[cards] = Keep(cards)
    return keep


def only_keep(row) -> tuple[int, ...] | None:
    """The plus cards when the split is forced (every colour holds one kind only), else None."""
    kind_of: dict[int, int] = {}
    for card in row:
        colour = COLOUR_OF[card]
        kind = kind_of.setdefault(colour, card)
        if kind != card:
            return None
    if len(kind_of) == 1:
        return (row[0],) * PLUS_IF_ONE_COLOUR
    return tuple(sorted(kind_of.values()))


def split(row, keep: tuple[int, ...]) -> list[int]:
    """The minus part: ``row`` without the kept cards (multiset difference)."""
    rest = list(row)
    for card in keep:
        rest.remove(card)
    return rest


def net_points(keep, minus, minus_one: bool) -> int:
    plus = sum(VALUE_OF[c] for c in keep)
    cost = len(minus) * MINUS_OPTION_COST if minus_one else sum(VALUE_OF[c] for c in minus)
    return plus - cost


def first_licence_met(lid: str, row, net: int) -> bool:
    _name, _kind, test, param, _vp = LICENCES[lid]
    if test == "all_values_at_most":
        return all(VALUE_OF[c] <= param for c in row)
    if test == "colours_exactly":
        return len({COLOUR_OF[c] for c in row}) == param
    if test == "net_at_most":
        return net <= param
    if test == "sixes_at_least":
        return sum(1 for c in row if VALUE_OF[c] == 6) >= param
    raise ValueError(f"unknown licence test {test!r}")


def end_licence_holders(lid: str, plus: list[list[int]], minus_count: list[int]) -> tuple[int, ...]:
    """Every seat tied for an end licence (``most`` needs at least one card)."""
    _name, _kind, test, param, _vp = LICENCES[lid]
    if test == "most_plus_of_value":
        counts = [sum(1 for c in pile if VALUE_OF[c] == param) for pile in plus]
        best = max(counts)
        return tuple(s for s, k in enumerate(counts) if k == best) if best >= 1 else ()
    if test == "fewest_minus_cards":
        least = min(minus_count)
        return tuple(s for s, k in enumerate(minus_count) if k == least)
    raise ValueError(f"unknown licence test {test!r}")


def ends_key(rows) -> int:
    """Index of the rows' end colours (-1 = no row) into the placement tables."""
    key = 0
    for row in rows:
        key = key * 6 + (COLOUR_OF[row[-1]] + 1 if row else 0)
    return key


def _rows_for(ends: tuple[int, ...], colour: int) -> tuple[int, ...]:
    """The placement rule (spec §4): rows ending in the card's colour, or any row if none does."""
    matching = tuple(r for r, end in enumerate(ends) if end == colour)
    return matching or tuple(r for r, end in enumerate(ends) if end >= 0)


def _build_tables():
    rows_by_ends, places_by_ends = [], []
    for key in range(6 ** START_ROWS):
        ends, rest = [], key
        for _ in range(START_ROWS):
            rest, digit = divmod(rest, 6)
            ends.append(digit - 1)
        ends = tuple(reversed(ends))
        allowed = tuple(_rows_for(ends, colour) for colour in range(len(COLOURS)))
        rows_by_ends.append(allowed)
        places_by_ends.append(tuple(tuple(PLACE[r][c] for r in allowed[COLOUR_OF[c]]) for c in range(N_KINDS)))
    return tuple(rows_by_ends), tuple(places_by_ends)


ROWS_BY_ENDS, PLACES_BY_ENDS = _build_tables()


def may_place(card: int, row_index: int, rows) -> bool:
    """The placement rule against the table as it is now (spec §4)."""
    return row_index in ROWS_BY_ENDS[ends_key(rows)][COLOUR_OF[card]]


# -- the state ----------------------------------------------------------------------------------

class FatFishState(BaseState):
    """One game.  Decks and the reserve keep their top card at the END of the list."""

    __slots__ = (
        "n", "minus_one", "licences_on", "phase", "decks", "hands", "rows", "reserve", "box",
        "plus", "plus_sum", "minus_n", "minus_v", "lic_vp", "lic_first", "lic_end", "current",
        "start", "turn_row", "played", "takes",
    )

    def __init__(self, players: int, minus_one: bool = False, licences: bool = False):
        self.n = players
        self.minus_one = bool(minus_one)
        self.licences_on = bool(licences)
        self.phase = DEAL
        self.decks: list[list[int]] = [[] for _ in range(players)]
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.rows: list[list[int]] = [[] for _ in range(START_ROWS)]
        self.reserve: list[int] = []
        self.box: list[int] = []
        self.plus: list[list[int]] = [[] for _ in range(players)]
        self.plus_sum = [0] * players
        self.minus_n = [0] * players
        self.minus_v = [0] * players
        self.lic_vp = [0] * players
        self.lic_first = {lid: -1 for lid in FIRST_LICENCES} if licences else {}
        self.lic_end: dict[str, tuple[int, ...]] = {}
        self.current = -1
        self.start = -1
        self.turn_row = -1
        self.played: list[int] = []
        self.takes = 0

    # -- protocol: whose turn, what is legal ---------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase >= PLAY:
            return () if phase == OVER else (self.current,)
        return (CHANCE,)

    def legal_actions(self, seat: int) -> list[Action]:
        phase = self.phase
        if phase == PLAY and seat == self.current:
            return self._legal_places()
        if phase == TAKE and seat == self.current:
            return list(keep_options(tuple(sorted(self.rows[self.turn_row]))))
        return []

    def _legal_places(self) -> list[Action]:
        rows = self.rows
        key = ends_key(rows)
        table = PLACES_BY_ENDS[key]
        hand = dict.fromkeys(self.hands[self.current])  # distinct, in order
        r = self.turn_row
        if r < 0:
            return [a for c in hand for a in table[c]]
        allowed = ROWS_BY_ENDS[key]
        out = [PLACE[r][c] for c in hand if r in allowed[COLOUR_OF[c]]]
        out.append(STOP)
        return out

    def hand_distinct(self, seat: int) -> list[int]:
        hand = self.hands[seat]
        out = []
        last = -1
        for c in hand:  # hands are kept sorted
            if c != last:
                out.append(c)
                last = c
        return out

    def legal_rows(self, seat: int, card: int) -> list[int]:
        """Rows where ``seat`` may put ``card`` right now (empty unless it is their placing turn)."""
        if self.phase != PLAY or seat != self.current:
            return []
        candidates = range(START_ROWS) if self.turn_row < 0 else (self.turn_row,)
        return [r for r in candidates if may_place(card, r, self.rows)]

    def sample_chance(self, rng: random.Random) -> Action:
        if self.phase == DEAL:
            order = list(FULL_DECK)
            rng.shuffle(order)
            return Deal(tuple(order))
        if self.phase == START:
            return Start(rng.randrange(self.n))
        raise IllegalAction("error.not_chance")

    def chance_outcomes(self) -> list[Action]:
        """The start player has few outcomes; the shuffle is sampled only."""
        return [Start(s) for s in range(self.n)] if self.phase == START else []

    # -- protocol: apply ------------------------------------------------------------------------

    def _step(self, seat: int, action: Action, out: list[Event] | None) -> None:
        """The one rules path of ``apply`` and ``apply_quiet``: events go to ``out``, or are not built at all
        when it is ``None`` (bot rollouts: nobody listens)."""
        check_seat(seat)
        phase = self.phase
        if seat != self.current or phase == OVER or phase < PLAY:
            self.check_turn(seat)
        cls = type(action)
        if phase < PLAY and (cls is Place or cls is Stop or cls is Keep):
            raise IllegalAction("fatfish.error.not_now")
        if cls is Place:
            self._place(action, out)
        elif cls is Stop:
            if self.phase != PLAY:
                raise IllegalAction("fatfish.error.choose_keep")
            if self.turn_row < 0:
                raise IllegalAction("fatfish.error.nothing_placed")
            self._end_turn(out)
        elif cls is Keep:
            if self.phase != TAKE:
                raise IllegalAction("fatfish.error.no_take")
            if action not in keep_options(tuple(sorted(self.rows[self.turn_row]))):
                raise IllegalAction("fatfish.error.bad_keep", cards=_cards_text(action.cards))
            self._take(action.cards, out)
        elif cls is Deal:
            self._deal(action, out)
        elif cls is Start:
            if self.phase != START:
                raise IllegalAction("fatfish.error.not_now")
            if not 0 <= action.seat < self.n:
                raise IllegalAction("fatfish.error.bad_start", seat=action.seat + 1)
            self.start = self.current = action.seat
            self.phase = PLAY
            if out is not None:
                out.append(StartPlayer(action.seat))
        else:
            raise IllegalAction("error.illegal_action", action=str(action))

    def _deal(self, action: Deal, events: list[Event] | None) -> None:
        if self.phase != DEAL:
            raise IllegalAction("fatfish.error.not_now")
        order = action.order
        if tuple(sorted(order)) != _SORTED_FULL:
            raise IllegalAction("fatfish.error.bad_deal")
        n = self.n
        at = 0
        for seat in range(n):
            self.decks[seat] = list(reversed(order[at:at + DECK_EACH]))
            at += DECK_EACH
        for r in range(START_ROWS):
            self.rows[r] = [order[at]]
            at += 1
        size = reserve_size(n)
        self.reserve = list(reversed(order[at:at + size]))
        at += size
        self.box = list(order[at:])
        self.phase = START
        if events is not None:
            events.append(Dealt(_spaced(r[0] for r in self.rows), size, len(self.box)))
        for seat in range(n):
            self._refill(seat, events)

    def _place(self, action: Place, events: list[Event] | None) -> None:
        if self.phase != PLAY:
            raise IllegalAction("fatfish.error.choose_keep")
        card, r = action.card, action.row
        hand = self.hands[self.current]
        rows = self.rows
        if card not in hand:
            raise IllegalAction("fatfish.error.not_in_hand", card=CARD_TEXT[card])
        if not 0 <= r < START_ROWS or not rows[r]:
            raise IllegalAction("fatfish.error.no_row", row=r + 1)
        if self.turn_row >= 0 and r != self.turn_row:
            raise IllegalAction("fatfish.error.other_row", row=r + 1, turn_row=self.turn_row + 1)
        if r not in ROWS_BY_ENDS[ends_key(rows)][COLOUR_OF[card]]:
            raise IllegalAction("fatfish.error.colour_blocked", card=CARD_TEXT[card], row=r + 1)
        hand.remove(card)
        row = rows[r]
        row.append(card)
        self.turn_row = r
        self.played.append(card)
        if events is not None:
            events.append(CardPlaced(self.current, r, CARD_TEXT[card]))
        if len(row) >= TAKE_AT:
            self.phase = TAKE
            keep = only_keep(row)
            if keep is not None:
                self._take(keep, events)
            return
        if len(self.played) < MAX_PER_TURN:
            allowed = ROWS_BY_ENDS[ends_key(rows)]
            for c in hand:
                if r in allowed[COLOUR_OF[c]]:
                    return
        self._end_turn(events)

    # -- turn mechanics -----------------------------------------------------------------------------

    def _refill(self, seat: int, events: list[Event] | None) -> None:
        hand, deck = self.hands[seat], self.decks[seat]
        want = HAND_SIZE - len(hand)
        if want <= 0 or not deck:
            return
        drawn = [deck.pop() for _ in range(min(want, len(deck)))]
        hand.extend(drawn)
        hand.sort()
        if events is not None:
            events.append(CardsDrawn(seat, len(drawn), _spaced(drawn),
                                     visible_to=frozenset((seat,))))

    def _end_turn(self, events: list[Event] | None) -> None:
        seat = self.current
        self._refill(seat, events)
        placed = len(self.played)
        self.turn_row = -1
        self.played = []
        self.phase = PLAY
        n = self.n
        hands = self.hands
        for i in range(1, n + 1):
            nxt = (seat + i) % n
            if hands[nxt]:
                self.current = nxt
                if events is not None:
                    events.append(TurnEnded(seat, placed, nxt))
                return
        if events is not None:
            events.append(TurnEnded(seat, placed, -1))
        self._finish(events)

    def _take(self, keep: tuple[int, ...], events: list[Event] | None) -> None:
        seat, r = self.current, self.turn_row
        row = self.rows[r]
        minus = split(row, keep)
        plus_value = 0
        for c in keep:
            plus_value += VALUE_OF[c]
        minus_value = 0
        for c in minus:
            minus_value += VALUE_OF[c]
        net = plus_value - (len(minus) * MINUS_OPTION_COST if self.minus_one else minus_value)
        self.plus[seat].extend(keep)
        self.plus_sum[seat] += plus_value
        self.minus_n[seat] += len(minus)
        self.minus_v[seat] += minus_value
        self.takes += 1
        if events is not None:
            events.append(RowTaken(seat, r, _spaced(keep), _spaced(minus), net))
        if self.licences_on:
            for lid, owner in self.lic_first.items():
                if owner < 0 and first_licence_met(lid, row, net):
                    self.lic_first[lid] = seat
                    vp = LICENCES[lid][4]
                    self.lic_vp[seat] += vp
                    if events is not None:
                        events.append(LicenceClaimed(seat, lid, vp))
        if self.reserve:
            card = self.reserve.pop()
            self.rows[r] = [card]
            if events is not None:
                events.append(RowOpened(r, CARD_TEXT[card]))
        else:
            self.rows[r] = []
        self._end_turn(events)

    def _finish(self, events: list[Event] | None) -> None:
        self.phase = OVER
        self.current = -1
        if self.licences_on:
            for lid in END_LICENCES:
                holders = end_licence_holders(lid, self.plus, self.minus_n)
                self.lic_end[lid] = holders
                vp = LICENCES[lid][4]
                for s in holders:
                    self.lic_vp[s] += vp
                if events is not None:
                    events.append(LicenceAwarded(lid, holders, vp))
        if events is not None:
            events.append(GameOver(tuple(self.scores()), tuple(self.winners())))

    # -- results ------------------------------------------------------------------------------------

    def scores(self) -> list[int]:
        """Running totals: plus − minus (+ licence VP; end licences once the game is over)."""
        if self.minus_one:
            return [p - m * MINUS_OPTION_COST + v for p, m, v in zip(self.plus_sum, self.minus_n, self.lic_vp, strict=True)]
        return [p - m + v for p, m, v in zip(self.plus_sum, self.minus_v, self.lic_vp, strict=True)]

    def winners(self) -> list[int]:
        """Highest total; tie → fewer minus-pile cards; still tied → shared (spec §6)."""
        if self.phase != OVER:
            return []
        scores = self.scores()
        best = max(scores)
        tied = [s for s in range(self.n) if scores[s] == best]
        fewest = min(self.minus_n[s] for s in tied)
        return [s for s in tied if self.minus_n[s] == fewest]

    def ranking(self) -> list[int]:
        """Place (1 = first) of every seat; shared places share the number."""
        key = [(-t, m) for t, m in zip(self.scores(), self.minus_n, strict=True)]
        return [1 + sum(1 for other in key if other < mine) for mine in key]

    # -- views ----------------------------------------------------------------------------------------

    def view(self, seat: int | None) -> FatFishView:
        """What ``seat`` may know (spec §8): own hand only; deck and reserve as counts."""
        own = seat is not None and 0 <= seat < self.n
        hand = self.hands[seat] if own else None
        licences = []
        if self.licences_on:
            for lid in LICENCE_IDS:
                name, kind, _test, _param, vp = LICENCES[lid]
                if kind == "first":
                    owner = self.lic_first[lid]
                    holders = [owner] if owner >= 0 else []
                else:
                    holders = list(self.lic_end.get(lid, ()))
                licences.append({"id": lid, "name": name, "kind": kind, "vp": vp, "holders": holders})
        view = {
            "game": GAME,
            "seat": seat if own else None,
            "players": self.n,
            "options": {"minus_one_per_card": self.minus_one, "licences": self.licences_on},
            "phase": PHASE_NAMES[self.phase],
            "current": self.current if self.phase in (PLAY, TAKE) else None,
            "start_player": self.start if self.start >= 0 else None,
            "rows": [[CARD_TEXT[c] for c in row] for row in self.rows],
            "turn_row": self.turn_row if self.turn_row >= 0 else None,
            "played": [CARD_TEXT[c] for c in self.played],
            "can_stop": self.phase == PLAY and self.turn_row >= 0,
            "hand": [CARD_TEXT[c] for c in hand] if hand is not None else None,
            "hand_targets": [self.legal_rows(seat, c) for c in hand] if hand is not None else None,
            "hand_counts": [len(h) for h in self.hands],
            "deck_counts": [len(d) for d in self.decks],
            "reserve": len(self.reserve),
            "box": len(self.box),
            "plus": [[CARD_TEXT[c] for c in pile] for pile in self.plus],
            "minus_count": list(self.minus_n),
            "minus_total": list(self.minus_v),
            "licence_vp": list(self.lic_vp),
            "licences": licences,
            "totals": self.scores(),
            "takes": self.takes,
        }
        if self.phase == TAKE:
            options = keep_options(tuple(sorted(self.rows[self.turn_row])))
            view["take_options"] = [[CARD_TEXT[c] for c in k.cards] for k in options]
            # the UI preselects the highest card of each colour (spec §4 step 5a)
            best = max(options, key=lambda k: sum(VALUE_OF[c] for c in k.cards))
            view["take_default"] = [CARD_TEXT[c] for c in best.cards]
        if self.phase == OVER:
            view["winners"] = self.winners()
            view["ranking"] = self.ranking()
        return view

    # -- copies and persistence ---------------------------------------------------------------------------

    def clone(self) -> FatFishState:
        new = FatFishState.__new__(FatFishState)
        new.n = self.n
        new.minus_one = self.minus_one
        new.licences_on = self.licences_on
        new.phase = self.phase
        new.decks = [d[:] for d in self.decks]
        new.hands = [h[:] for h in self.hands]
        new.rows = [r[:] for r in self.rows]
        new.reserve = self.reserve[:]
        new.box = self.box[:]
        new.plus = [p[:] for p in self.plus]
        new.plus_sum = self.plus_sum[:]
        new.minus_n = self.minus_n[:]
        new.minus_v = self.minus_v[:]
        new.lic_vp = self.lic_vp[:]
        new.lic_first = dict(self.lic_first)
        new.lic_end = dict(self.lic_end)
        new.current = self.current
        new.start = self.start
        new.turn_row = self.turn_row
        new.played = self.played[:]
        new.takes = self.takes
        return new

    def to_json(self) -> dict:
        def cards(seq):
            return [CARD_TEXT[c] for c in seq]

        return {
            "game": GAME,
            "players": self.n,
            "minus_one_per_card": self.minus_one,
            "licences": self.licences_on,
            "phase": PHASE_NAMES[self.phase],
            "decks": [cards(d) for d in self.decks],
            "hands": [cards(h) for h in self.hands],
            "rows": [cards(r) for r in self.rows],
            "reserve": cards(self.reserve),
            "box": cards(self.box),
            "plus": [cards(p) for p in self.plus],
            "minus_count": list(self.minus_n),
            "minus_total": list(self.minus_v),
            "licence_vp": list(self.lic_vp),
            "first_licences": dict(self.lic_first),
            "end_licences": {lid: list(s) for lid, s in self.lic_end.items()},
            "current": self.current,
            "start": self.start,
            "turn_row": self.turn_row,
            "played": cards(self.played),
            "takes": self.takes,
        }

    @classmethod
    def from_json(cls, data: dict) -> FatFishState:
        def cards(seq):
            return [parse_card(t) for t in seq]

        state = cls(int(data["players"]), data["minus_one_per_card"], data["licences"])
        state.phase = Phase.of(data["phase"])
        state.decks = [cards(d) for d in data["decks"]]
        state.hands = [cards(h) for h in data["hands"]]
        state.rows = [cards(r) for r in data["rows"]]
        state.reserve = cards(data["reserve"])
        state.box = cards(data["box"])
        state.plus = [cards(p) for p in data["plus"]]
        state.plus_sum = [sum(VALUE_OF[c] for c in p) for p in state.plus]
        state.minus_n = [int(x) for x in data["minus_count"]]
        state.minus_v = [int(x) for x in data["minus_total"]]
        state.lic_vp = [int(x) for x in data["licence_vp"]]
        state.lic_first = {lid: int(s) for lid, s in data["first_licences"].items()}
        state.lic_end = {lid: tuple(s) for lid, s in data["end_licences"].items()}
        state.current = int(data["current"])
        state.start = int(data["start"])
        state.turn_row = int(data["turn_row"])
        state.played = cards(data["played"])
        state.takes = int(data["takes"])
        return state

    # -- hidden information -----------------------------------------------------------------------------

    def determinize(self, seat: int, rng: random.Random) -> FatFishState:
        """Re-deal everything ``seat`` cannot see: other hands, every deck, reserve, box.

        The seat's own deck is hidden from it too (spec §8), so it is re-dealt as well; sizes stay.
        """
        new = self.clone()
        if self.phase == DEAL:
            return new
        pool = list(new.reserve) + list(new.box)
        for s in range(new.n):
            pool += new.decks[s]
            if s != seat:
                pool += new.hands[s]
        rng.shuffle(pool)
        at = 0
        for s in range(new.n):
            if s != seat:
                k = len(new.hands[s])
                new.hands[s] = sorted(pool[at:at + k])
                at += k
            k = len(new.decks[s])
            new.decks[s] = pool[at:at + k]
            at += k
        k = len(new.reserve)
        new.reserve = pool[at:at + k]
        new.box = pool[at + k:]
        return new


def unseen_cards(view: FatFishView, known_minus: list[int] | None = None) -> list[int]:
    """Cards the viewing seat has not seen: the full deck minus hand, rows, plus piles and
    the minus-pile cards it remembers (a bot's memory; without it they count as unseen)."""
    counts = [0] * N_KINDS
    for c in FULL_DECK:
        counts[c] += 1
    seen = [parse_card(t) for t in view["hand"] or ()]
    for row in view["rows"]:
        seen += [parse_card(t) for t in row]
    for pile in view["plus"]:
        seen += [parse_card(t) for t in pile]
    seen += known_minus or ()
    for c in seen:
        counts[c] -= 1
    if min(counts) < 0:
        raise ValueError("view and memory disagree with the deck")
    return [c for c in range(N_KINDS) for _ in range(counts[c])]


def state_from_view(view: FatFishView, known_minus: list[int] | None = None,
                    rng: random.Random | None = None) -> FatFishState:
    """A full state consistent with ``view``; search bots call ``determinize`` on it.

    Hidden zones are filled from the unseen cards (shuffled by ``rng`` if given, else in a fixed
    order).  Minus-pile cards the caller does not remember look unseen; the surplus is dropped
    at random (``rng``) so the box keeps its public size."""
    options = view["options"]
    state = FatFishState(view["players"], options["minus_one_per_card"], options["licences"])
    seat = view["seat"]
    state.phase = Phase.of(view["phase"])
    state.rows = [[parse_card(t) for t in row] for row in view["rows"]]
    state.plus = [[parse_card(t) for t in pile] for pile in view["plus"]]
    state.plus_sum = [sum(VALUE_OF[c] for c in p) for p in state.plus]
    state.minus_n = list(view["minus_count"])
    state.minus_v = list(view["minus_total"])
    state.lic_vp = list(view["licence_vp"])
    for lic in view["licences"]:
        if lic["kind"] == "first":
            state.lic_first[lic["id"]] = lic["holders"][0] if lic["holders"] else -1
        elif state.phase == OVER:
            state.lic_end[lic["id"]] = tuple(lic["holders"])
    state.current = view["current"] if view["current"] is not None else -1
    state.start = view["start_player"] if view["start_player"] is not None else -1
    state.turn_row = view["turn_row"] if view["turn_row"] is not None else -1
    state.played = [parse_card(t) for t in view["played"]]
    state.takes = view["takes"]
    pool = unseen_cards(view, known_minus)
    if rng is not None:
        rng.shuffle(pool)
    at = 0
    for s in range(state.n):
        if s == seat:
            state.hands[s] = sorted(parse_card(t) for t in view["hand"])
        else:
            k = view["hand_counts"][s]
            state.hands[s] = sorted(pool[at:at + k])
            at += k
        k = view["deck_counts"][s]
        state.decks[s] = pool[at:at + k]
        at += k
    k = view["reserve"]
    state.reserve = pool[at:at + k]
    state.box = pool[at + k:at + k + view["box"]]
    return state


def new_state(config) -> FatFishState:
    return FatFishState(
        config.players,
        config.option("minus_one_per_card", OPTIONS["minus_one_per_card"]),
        config.option("licences", OPTIONS["licences"]),
    )


def state_from_json(data: dict) -> FatFishState:
    return FatFishState.from_json(data)
