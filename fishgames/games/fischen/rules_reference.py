"""Fischen's rules written the slow, plain way: the reference the fast engine (``rules.py``) is checked against.

Read it beside the spec (``seeds/fischen.md``): cards are :class:`Card` objects in lists, every step of §4 is a
short method named after it, and nothing is a bitmask, a cache or a shortcut.  It speaks only the records' text
(``play b7``, ``sea left,b11,...``) and builds its own cards from the printed card list, so it shares no table with
the fast engine but the house values (``data.HOUSE_VALUES``, the one place for them).  The test
``tests/fischen/test_reference.py`` plays random games on both, state by state, the way OpenSpiel checks its
Python games against C++.

Where the spec leaves the bookkeeping open, this follows the product's readings (so records stay the same): a
catch of 0 or 1 card needs no shuffle step, the catches are not shuffled when the game ends, and a trick whose
"Farbe bestimmen" names a colour stays on the table, caught, until the colour is named.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from fishgames.core import CHANCE, IllegalAction
from fishgames.games.fischen.data import HOUSE_VALUES

COLOURS = ("blue", "yellow", "purple", "red")
SUITS = (*COLOURS, "green")  # green cards are the trumps
LETTER = {"blue": "b", "yellow": "y", "purple": "p", "red": "r", "green": "g"}
BUOYS = ("left", "minus3a", "minus3b", "all", "first", "name", "low")  # spec §2.1, in its table's order
ROUNDS = 8
POINTS_PER_CARD = 1  # §5: +1 per Fischerin card at every round end
MINUS_POINTS = 3  # §5: -3 each time a "-3 Punkte" buoy is caught
#: §3: start cards removed per player count, as (colour, value).
REMOVED = {
    3: [(c, 1) for c in COLOURS] + [(c, 2) for c in COLOURS] + [("blue", 3), ("red", 3)],
    4: [(c, 1) for c in COLOURS],
    5: [],
}


@dataclass(frozen=True)
class Card:
    code: str  # the records' text: ``b7``, ``g0``, ``minus3a``
    suit: str | None = None  # None for a buoy
    value: int | None = None  # None for a buoy

    @property
    def is_buoy(self) -> bool:
        return self.suit is None

    @property
    def is_zero(self) -> bool:
        return self.value == 0

    @property
    def is_minus3(self) -> bool:
        return self.code in ("minus3a", "minus3b")


def colour_card(suit: str, value: int) -> Card:
    return Card(f"{LETTER[suit]}{value}", suit, value)


#: The 100 cards of §2.1, in the spec's table order (colours as listed by value, then green, then the buoys):
#: the order hands and lists are shown in.
DECK = [colour_card(s, v) for s in COLOURS for v in range(19)] + [colour_card("green", v) for v in range(17)]
DECK += [Card(code) for code in BUOYS]
BY_CODE = {card.code: card for card in DECK}
START = [colour_card(s, v) for s in COLOURS for v in range(1, 11)]


def level_cards(level: int) -> list[Card]:
    """The sea cards of one star level (§2.2, a house value)."""
    spec = HOUSE_VALUES["star_levels"][level]
    cards = [colour_card(s, v) for s in COLOURS for v in spec["colour"]]
    cards += [colour_card("green", v) for v in spec["green"]]
    cards += [colour_card(SUITS[s], 0) for s in spec["zeros"]]
    cards += [Card(BUOYS[b - 93]) for b in spec["buoys"]]  # the house table names buoys by the engine's ids
    return cards


LEVELS = {level: level_cards(level) for level in range(1, 6)}
LEVEL_OF = {card.code: level for level, cards in LEVELS.items() for card in cards}
PLACE = {card.code: i for i, card in enumerate(DECK)}


def shown(cards) -> list[str]:
    """Codes in the deck's order (how a hand or a choice is shown)."""
    return sorted((c.code for c in cards), key=PLACE.__getitem__)


@dataclass
class Played:
    seat: int
    card: Card
    in_trick: bool = True  # False once it lies on a Fischerin


@dataclass
class ReferenceFischen:
    n: int
    phase: str = "deal"
    round: int = 0
    hand_size: int = 0
    trick_no: int = 0
    hands: list = field(default_factory=list)
    boats: list = field(default_factory=list)  # per seat: layers, top first, each top first
    sea: list = field(default_factory=list)  # top first
    fisch: list = field(default_factory=list)
    points: list = field(default_factory=list)
    penalties: list = field(default_factory=list)
    history: list = field(default_factory=list)
    trick: list = field(default_factory=list)  # Played, in play order
    suit: str | None = None  # the suit to follow, S
    leader: int | None = None
    turn: int | None = None
    round_leader: int | None = None
    named: str | None = None  # effects on the current trick (§4.3)
    namer: int | None = None
    lowest: bool = False
    forced: int | None = None
    winner: int | None = None
    win_how: str | None = None
    resolving: int = 0  # the trick position whose capture effect is next (§4.3 step 4)
    picks: dict = field(default_factory=dict)
    name_seat: int | None = None
    last_trick: list = field(default_factory=list)  # Played of the previous trick of this round
    last_winner: int = -1
    tiebreak: list = field(default_factory=list)  # seats in the order they played the last trick
    boat_queue: list = field(default_factory=list)
    end_reason: str | None = None
    top_partial: list = field(default_factory=list)  # the boat's top layer was drawn from in part this round
    voids_before: list = field(default_factory=list)  # suits each seat failed to follow before this round's pass
    voids_after: list = field(default_factory=list)  # ... and after it
    passed: list = field(default_factory=list)  # the card each seat passed left this round, or None

    def __post_init__(self):
        n = self.n
        self.hands = [[] for _ in range(n)]
        self.boats = [[] for _ in range(n)]
        self.fisch = [[] for _ in range(n)]
        self.points = [0] * n
        self.penalties = [0] * n
        self.top_partial = [False] * n
        self.voids_before = [set() for _ in range(n)]
        self.voids_after = [set() for _ in range(n)]
        self.passed = [None] * n
        self.removed = [colour_card(s, v) for s, v in REMOVED[n]]

    # -- who decides what -----------------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        if self.phase in ("deal", "sea", "leader", "boat"):
            return (CHANCE,)
        if self.phase == "play":
            return (self.turn,)
        if self.phase == "zero":
            return (self.trick[self.resolving].seat,)
        if self.phase == "pass":
            return tuple(p for p in range(self.n) if p not in self.picks)
        if self.phase == "name":
            return (self.name_seat,)
        return ()

    @property
    def pass_done(self) -> bool:
        """This round's "1 Karte nach links" has moved its cards."""
        return self.passed[0] is not None

    def suit_to_follow(self) -> str | None:
        """§4.3 step 2: the named colour, else the suit of the first non-buoy card."""
        if self.named is not None:
            return self.named
        return next((p.card.suit for p in self.trick if not p.card.is_buoy), None)

    def legal_cards(self, seat: int) -> list[Card]:
        hand = self.hands[seat]
        s = self.suit_to_follow()
        following = [c for c in hand if c.suit == s]
        if s is None or not following:
            return list(hand)
        return following + [c for c in hand if c.is_buoy]

    def zero_may_take(self, i: int) -> list[Card]:
        """§4.3 step 4 and §7.5: any card still in the trick but the zero itself and an "Alle anderen" played
        after it."""
        return [p.card for j, p in enumerate(self.trick)
                if p.in_trick and j != i and not (p.card.code == "all" and j > i)]

    def legal(self, seat: int) -> set[str]:
        """The seat's legal actions as record text."""
        if seat not in self.to_act() or seat == CHANCE:
            return set()
        if self.phase == "play":
            return {f"play {c.code}" for c in self.legal_cards(seat)}
        if self.phase == "zero":
            return {f"take {c.code}" for c in self.zero_may_take(self.resolving)}
        if self.phase == "pass":
            return {f"pass {c.code}" for c in self.hands[seat]}
        return {f"name {s}" for s in SUITS}

    # -- applying ---------------------------------------------------------------------------------

    def apply(self, seat: int, text: str) -> None:
        verb, _, rest = text.partition(" ")
        if seat == CHANCE:
            self.chance(verb, rest)
            return
        if text not in self.legal(seat):
            raise IllegalAction("reference.illegal", action=text)
        if verb == "play":
            self.play(seat, BY_CODE[rest])
        elif verb == "take":
            self.zero_takes(BY_CODE[rest])
        elif verb == "pass":
            self.pick(seat, BY_CODE[rest])
        else:
            self.name(rest)

    def chance(self, verb: str, rest: str) -> None:
        """A chance step's outcome, checked: a shuffle of exactly the right cards (§9)."""

        def cards(codes: str) -> list[Card]:
            return [BY_CODE[c] for c in codes.split(",")] if codes else []

        def same(a, b) -> bool:
            return sorted(shown(a)) == sorted(shown(b))

        if self.phase == "deal" and verb == "deal" and same(cards(rest), [c for c in START if c not in self.removed]):
            self.deal(cards(rest))
        elif self.phase == "sea" and verb == "sea" and same(cards(rest), [c for lv in LEVELS.values() for c in lv]) \
                and all(same(cards(rest)[12 * (level - 1):12 * level], LEVELS[level]) for level in LEVELS):
            self.sea = cards(rest)  # top first: each level shuffled on its own, 1★ on top
            self.phase = "leader"
        elif self.phase == "leader" and verb == "leader" and rest.isdigit() and int(rest) < self.n:
            self.round, self.hand_size = 1, self.size_of(1)
            self.round_leader = int(rest)
            self.begin_trick(int(rest), 1)
        elif self.phase == "boat" and verb == "boat":
            seat, _, codes = rest.partition(" ")
            if not (seat == str(self.boat_queue[0]) and same(cards(codes), self.fisch[int(seat)])):
                raise IllegalAction("reference.bad_chance", action=f"{verb} {rest}")
            self.boat_queue.pop(0)
            self.under_boat(int(seat), cards(codes))
            if not self.boat_queue:
                self.start_round()
        else:
            raise IllegalAction("reference.bad_chance", action=f"{verb} {rest}")

    def size_of(self, round_no: int) -> int:
        return HOUSE_VALUES["hand_sizes"][self.n][round_no - 1]

    # -- setup (§3) ---------------------------------------------------------------------------------

    def deal(self, cards: list[Card]) -> None:
        """One card at a time, clockwise from seat 0."""
        for i, card in enumerate(cards):
            self.hands[i % self.n].append(card)
        self.phase = "sea"

    # -- one trick (§4.3) ------------------------------------------------------------------------------

    def begin_trick(self, leader: int, number: int) -> None:
        self.trick_no = number
        self.trick = []
        self.leader = self.turn = leader
        self.suit = self.named
        self.winner = self.win_how = None
        self.resolving = 0
        self.phase = "play"

    def play(self, seat: int, card: Card) -> None:
        s = self.suit_to_follow()
        if s is not None and not card.is_buoy and card.suit != s:  # public: the player holds no card of S
            (self.voids_after if self.pass_done else self.voids_before)[seat].add(s)
        self.hands[seat].remove(card)
        self.trick.append(Played(seat, card))
        self.suit = self.suit_to_follow()
        if len(self.trick) < self.n:
            self.turn = (seat + 1) % self.n
            return
        self.winner, self.win_how = self.trick_winner()
        self.resolve()

    def trick_winner(self) -> tuple[int, str]:
        """Step 3: the green cards decide, else the cards of S; highest wins (lowest under the flag); no such
        card: the namer, else the first buoy's player."""
        greens = [p for p in self.trick if p.card.suit == "green"]
        deciding = greens or [p for p in self.trick if self.suit is not None and p.card.suit == self.suit]
        if deciding:
            if self.lowest:
                return min(deciding, key=lambda p: p.card.value).seat, "lowest"
            trumped = bool(greens) and self.suit != "green"
            return max(deciding, key=lambda p: p.card.value).seat, "trump" if trumped else "highest"
        if self.named is not None:
            return self.namer, "namer"
        return self.trick[0].seat, "first_buoy"

    def catch(self, seat: int, played: Played) -> None:
        """A card lands on a Fischerin; a "-3 Punkte" costs its catcher 3 points at once (step 7)."""
        played.in_trick = False
        self.fisch[seat].append(played.card)
        if played.card.is_minus3:
            self.points[seat] -= MINUS_POINTS
            self.penalties[seat] += MINUS_POINTS

    def resolve(self) -> None:
        """Step 4 in play order (a zero with a choice waits for its player), then steps 5 and 6."""
        while self.resolving < self.n:
            i = self.resolving
            played = self.trick[i]
            if played.card.is_zero:
                choices = self.zero_may_take(i)
                if len(choices) >= 2:
                    self.phase = "zero"
                    return
                if choices:
                    self.catch(played.seat, self.position_of(choices[0]))
            elif played.card.code == "all":
                for other in self.trick:
                    if other is not played and other.in_trick:
                        self.catch(played.seat, other)
            self.resolving += 1
        if any(p.card.code == "left" for p in self.trick) and self.hands[0]:
            self.phase = "pass"
            self.picks = {}
            return
        self.collect()

    def position_of(self, card: Card) -> Played:
        return next(p for p in self.trick if p.card == card)

    def zero_takes(self, card: Card) -> None:
        self.catch(self.trick[self.resolving].seat, self.position_of(card))
        self.resolving += 1
        self.resolve()

    def pick(self, seat: int, card: Card) -> None:
        """Step 5: secret picks; once all have picked, every card goes to the left neighbour."""
        self.picks[seat] = card
        if len(self.picks) < self.n:
            return
        for p, c in self.picks.items():
            self.hands[p].remove(c)
        for p, c in self.picks.items():
            self.hands[(p + 1) % self.n].append(c)
            self.passed[p] = c
        self.picks = {}
        self.collect()

    def collect(self) -> None:
        """Step 6 (the winner takes what is left), then step 8: the next trick's effects."""
        for played in self.trick:
            if played.in_trick:
                self.catch(self.winner, played)
        self.named = self.namer = self.forced = None
        self.lowest = False
        last_of_round = not self.hands[0]
        naming = None
        if not last_of_round:
            for played in self.trick:
                if played.card.code == "low":
                    self.lowest = True
                elif played.card.code == "first":
                    self.forced = played.seat
                elif played.card.code == "name":
                    naming = played.seat
        self.last_trick = list(self.trick)
        self.last_winner = self.winner
        self.tiebreak = [p.seat for p in self.trick]
        if naming is not None:
            self.phase, self.name_seat = "name", naming
            return
        self.next_trick()

    def name(self, suit: str) -> None:
        self.named, self.namer, self.name_seat = suit, self.name_seat, None
        self.next_trick()

    def next_trick(self) -> None:
        if not self.hands[0]:
            self.end_round()
        else:
            self.begin_trick(self.winner if self.forced is None else self.forced, self.trick_no + 1)

    # -- round end and start (§4.2) --------------------------------------------------------------------

    def end_round(self) -> None:
        caught = [len(f) for f in self.fisch]
        for p in range(self.n):
            self.points[p] += POINTS_PER_CARD * caught[p]
        self.history.append({"round": self.round, "caught": caught, "penalties": list(self.penalties),
                             "scores": list(self.points)})
        self.trick, self.suit = [], None
        self.named = self.namer = self.forced = None
        self.lowest = False
        if self.round == ROUNDS:
            self.game_over("rounds")
            return
        size = self.size_of(self.round + 1)
        need = sum(max(0, size - caught[p] - sum(len(layer) for layer in self.boats[p])) for p in range(self.n))
        if need > len(self.sea):  # §4.2 1b, before anyone draws: the game ends
            self.game_over("overfishing")
            return
        self.boat_queue = [p for p in range(self.n) if caught[p] >= 2]  # the others have nothing to shuffle
        for p in range(self.n):
            if caught[p] < 2:
                self.under_boat(p, list(self.fisch[p]))
        if self.boat_queue:
            self.phase = "boat"
        else:
            self.start_round()

    def under_boat(self, seat: int, cards: list[Card]) -> None:
        if cards:
            self.boats[seat].append(cards)
        self.fisch[seat] = []

    def start_round(self) -> None:
        n = self.n
        self.round += 1
        size = self.hand_size = self.size_of(self.round)
        self.penalties = [0] * n
        self.top_partial = [False] * n
        self.voids_before = [set() for _ in range(n)]
        self.voids_after = [set() for _ in range(n)]
        self.passed = [None] * n
        self.last_trick, self.last_winner = [], -1
        need = [0] * n
        for p in range(n):
            self.hands[p] = self.draw_boat(p, size)
            need[p] = size - len(self.hands[p])
        order = list(self.tiebreak)  # earlier in the previous round's last trick first
        for p in sorted(order, key=lambda p: -need[p]):  # sorted() is stable: ties keep that order
            self.hands[p] += self.sea[:need[p]]
            del self.sea[:need[p]]
        fewest = min(self.points)
        self.round_leader = next(p for p in order if self.points[p] == fewest)
        self.begin_trick(self.round_leader, 1)

    def draw_boat(self, seat: int, size: int) -> list[Card]:
        drawn = []
        layers = self.boats[seat]
        while layers and len(drawn) < size:
            k = size - len(drawn)
            drawn += layers[0][:k]
            if k >= len(layers[0]):
                layers.pop(0)
            else:
                layers[0] = layers[0][k:]
                self.top_partial[seat] = True
        return drawn

    def game_over(self, reason: str) -> None:
        self.phase, self.end_reason = "over", reason

    # -- results ------------------------------------------------------------------------------------

    def scores(self) -> list[int]:
        return list(self.points)

    def winners(self) -> list[int]:
        if self.phase != "over":
            return []
        return [p for p in range(self.n) if self.points[p] == max(self.points)]

    # -- what a seat sees (§8) -------------------------------------------------------------------------

    def voids(self, viewer: int | None) -> list[list[str]]:
        """Suits each seat showed it lacks; after a pass only what was learnt since, except for the seat the
        viewer passed to (it knows which card that seat got)."""
        out = []
        for t in range(self.n):
            lacks = set(self.voids_after[t])
            if not self.pass_done or (viewer is not None and (t - 1) % self.n == viewer):
                lacks |= self.voids_before[t]
            out.append([s for s in SUITS if s in lacks])
        return out

    def view(self, seat: int | None) -> dict:
        """What ``seat`` may see, in the fast engine's view keys (its ``knowledge`` block: only what the rules
        fix; the rest are the bots' deductions)."""
        n, own = self.n, seat is not None
        waiting = self.to_act()
        legal: list[str] = []
        if own and seat in waiting:
            if self.phase == "play":
                legal = shown(self.legal_cards(seat))
            elif self.phase == "zero":
                legal = shown(self.zero_may_take(self.resolving))
            elif self.phase == "pass":
                legal = shown(self.hands[seat])
        need_next = None
        if 1 <= self.round < ROUNDS and self.phase != "over":
            size = self.size_of(self.round + 1)
            need_next = [max(0, size - sum(len(layer) for layer in self.boats[t]) - len(self.fisch[t]))
                         for t in range(n)]
        left = Counter(LEVEL_OF[c.code] for c in self.sea)
        gave = got = None
        if own and self.passed[seat] is not None:
            gave, got = self.passed[seat].code, self.passed[(seat - 1) % n].code
        return {
            "game": "fischen", "players": n, "seat": seat, "phase": self.phase, "to_act": list(waiting),
            "round": self.round, "rounds": ROUNDS, "hand_size": self.hand_size, "trick_no": self.trick_no,
            "hand": shown(self.hands[seat]) if own else [],
            "legal": legal,
            "hand_counts": [len(h) for h in self.hands],
            "trick": [{"seat": p.seat, "card": p.card.code, "in_trick": p.in_trick} for p in self.trick],
            "trick_leader": self.leader, "lead_suit": self.suit, "winner": self.winner, "win_how": self.win_how,
            "boats": [sum(len(layer) for layer in boat) for boat in self.boats],
            "boat_layers": [[len(layer) if i == 0 and self.top_partial[t] and t != seat else shown(layer)
                             for i, layer in enumerate(self.boats[t])] for t in range(n)],
            "fischerin": [[c.code for c in f] for f in self.fisch],
            "fischerin_counts": [len(f) for f in self.fisch],
            "sea_count": len(self.sea),
            "sea_level": LEVEL_OF[self.sea[0].code] if self.sea else 0,
            "sea_by_level": [left[level] for level in LEVELS],
            "removed": shown(self.removed),
            "scores": list(self.points), "penalties": list(self.penalties),
            "history": [dict(h) for h in self.history],
            "effects": {"named": self.named, "namer": self.namer, "lowest_wins": self.lowest,
                        "forced_leader": self.forced},
            "effects_lost_now": self.phase == "play" and self.trick_no == self.hand_size,
            "sea_need_next": need_next,
            "my_sea_need_next": need_next[seat] if own and need_next is not None else None,
            "zero": {"seat": self.trick[self.resolving].seat, "zero": self.trick[self.resolving].card.code,
                     "index": self.resolving, "eligible": shown(self.zero_may_take(self.resolving))}
            if self.phase == "zero" else None,
            "pass": {"picked": [p in self.picks for p in range(n)],
                     "my_pick": self.picks[seat].code if own and seat in self.picks else None}
            if self.phase == "pass" else None,
            "naming": self.name_seat if self.phase == "name" else None,
            "last_trick": {"plays": [[p.seat, p.card.code] for p in self.last_trick], "winner": self.last_winner}
            if self.last_trick else None,
            "round_leader": self.round_leader,
            "tiebreak_order": list(self.tiebreak),
            "voids": self.voids(seat),
            "boat_queue": list(self.boat_queue),
            "game_over": self.phase == "over",
            "end_reason": self.end_reason,
            "winners": self.winners(),
            "knowledge": {"top_partial": list(self.top_partial), "pass_done": self.pass_done,
                          "gave": gave, "got": got},
        }
