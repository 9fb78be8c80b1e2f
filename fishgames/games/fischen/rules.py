"""Fischen rules as a pure state machine (spec ``seeds/fischen.md``).

Every decision of the spec's table §4.3 is an ordinary action: play a card, a zero's capture choice,
the simultaneous secret pass to the left and naming a colour; shuffles and the round-1 leader are
chance actions.  Between decisions the state advances on its own (trick resolution, round end,
draws), so ``to_act`` always names who must decide next.

Besides the real cards the state keeps a small *public knowledge* record (where each hidden card
can be, who is void in which suit, whether cards were passed) so ``determinize`` can re-deal the
hidden cards for a seat without ever reading where they really are (see ``knowledge.py``).

Speed (random playouts, bot rollouts): each hand is a bitmask over card ids (``held``; ``hands`` decodes them for
views and JSON), so holding a card, following suit and the cards a seat may play are a few int operations, and the
legal plays are prebuilt tuples looked up by that mask (``plays_of``).  A finished trick is judged on its bitmask
(``trick_bits``), and a trick without zeros or buoys goes straight to its winner.  ``apply`` and ``apply_quiet``
(nobody listens: no events) take the one checked path, ``_step``; rollouts step by ``apply_unchecked``.
"""

from __future__ import annotations

import random

from fishgames.core import CHANCE, GameConfig, IllegalAction
from fishgames.core.state import BaseState, check_seat
from fishgames.games.fischen import events as E
from fishgames.games.fischen.actions import (
    NAME,
    PASS,
    PLAY,
    TAKE,
    BuildSea,
    ChooseLeader,
    Deal,
    NameColour,
    PassLeft,
    Play,
    ShuffleCatch,
    Take,
)
from fishgames.games.fischen.bits import (
    BELOW,
    BIT,
    BIT_OF,
    BOAT_TAGS,
    CHANCE_PHASES,
    CHANCE_TO_ACT,
    DEALABLE,
    DEALT,
    FIRST_BUOY,
    FOLLOW_BITS,
    P_BOAT,
    P_DEAL,
    P_LEADER,
    P_NAME,
    P_OVER,
    P_PASS,
    P_PLAY,
    P_SEA,
    P_ZERO,
    PUB,
    RESOLVING,
    SEA_BLOCKS,
    SEA_TAGS,
    SEAT_TUPLES,
    SORTED_DEALABLE,
    SPECIAL_BITS,
    SUIT_BITS,
    T_HAND,
    T_SEA,
    T_TOP,
    Phase,
    cards_of,
    hand_size,
    mask_of,
    tag_of,
)
from fishgames.games.fischen.data import (
    ALL_OTHERS,
    CARD_OF_CODE,
    CODE,
    FIRST_CARD,
    GREEN,
    HAND_SIZES,
    IS_ZERO,
    LEFT,
    LEVEL_CARDS,
    LEVELS,
    LOWEST_WINS,
    MINUS3,
    MINUS_POINTS,
    NAME_COLOUR,
    NEXT_TRICK_BUOYS,
    NUM_CARDS,
    POINTS_PER_CARD,
    REMOVED_START,
    ROUNDS,
    SEA_CARDS,
    STAR,
    SUIT,
    SUITS,
)
from fishgames.games.fischen.knowledge import determinize
from fishgames.games.fischen.shuffle import shuffle
from fishgames.games.fischen.view import build_view
from fishgames.games.fischen.view_types import FischenView

_PLAY_BY_LENGTH = (None, *PLAY)  # ``PLAY`` of the card whose bit ends a mask of this bit length
_BIT_BY_LENGTH = (0, *BIT)


def _decode_plays(mask: int) -> list:
    """``PLAY`` of each card in ``mask``, ascending (``cards_of`` without the ids)."""
    plays = []
    while mask:
        length = mask.bit_length()
        plays.append(_PLAY_BY_LENGTH[length])
        mask ^= _BIT_BY_LENGTH[length]
    plays.reverse()
    return plays


#: Legal plays by the mask of the cards a seat may play: shared tuples of the prebuilt ``PLAY`` objects.  Only
#: masks of one or two cards are kept (at most 5,050; about half of all lookups in a playout): larger ones rarely
#: come back, and keeping them would grow without bound.
_PLAYS: dict[int, tuple] = {}
_CARDS: dict[int, tuple] = {}


def _kept_for_small_masks(name: str, kept: dict[int, tuple], decode, doc: str):
    """A lookup of ``tuple(decode(mask))`` that keeps its answers in ``kept`` for masks of one or two cards
    only (why: see ``_PLAYS``)."""

    def lookup(mask: int) -> tuple:
        found = kept.get(mask)
        if found is None:
            found = tuple(decode(mask))
            if mask.bit_count() <= 2:
                kept[mask] = found
        return found

    lookup.__name__ = lookup.__qualname__ = name  # as profiles and tracebacks show it
    lookup.__doc__ = doc
    return lookup


plays_of = _kept_for_small_masks("plays_of", _PLAYS, _decode_plays,
                                 "``PLAY`` of each card in ``mask``, ascending.")
playable_cards = _kept_for_small_masks("playable_cards", _CARDS, cards_of,
                                       "The card ids in ``mask`` as a tuple, ascending.")


def trick_bits(trick: list[int]) -> int:
    """The cards of ``trick`` as a bitmask (a plain loop: ``sum(map(BIT.__getitem__, ...))`` is slower)."""
    bits = 0
    for c in trick:
        bits |= BIT[c]
    return bits


def round_leader(points, order) -> int:
    """Who leads a new round: the fewest points, ties in the last trick's order (``order``)."""
    return min(order, key=points.__getitem__)


class FischenState(BaseState):
    """One game of Fischen; see the module docstring."""

    game = "fischen"

    def __init__(self, config: GameConfig):
        n = config.players
        if n not in HAND_SIZES:
            raise ValueError(f"Fischen is for 3-5 players, not {n}")
        self.config = config
        self.n = n
        self.phase = P_DEAL
        self.round = 0
        self.hand_size = 0
        self.trick_no = 0
        self.held = [0] * n  # each seat's hand as a bitmask (``hands`` lists them); change it with ``set_held``
        self._hand_plays: list[list | None] = [None] * n  # ``PLAY`` of each card held, ascending, or None: not built
        self.boats: list[list[list[int]]] = [[] for _ in range(n)]  # layers top first, each top first
        self.sea: list[int] = []  # bottom first: the top card is sea[-1]
        self.fisch: list[list[int]] = [[] for _ in range(n)]
        self.points = [0] * n
        self.penalties = [0] * n  # points lost to -3 buoys this round
        self.history: list[dict] = []
        self.removed = tuple(sorted(REMOVED_START[n]))
        # current trick
        self.trick: list[int] = []
        self.trick_seats: list[int] = []
        self.in_trick: list[bool] = []
        self.suit = -1  # suit to follow S (named colour or first non-buoy), -1 undefined
        self.leader = -1
        self.turn = -1
        self.round_leader = -1
        self.named = -1
        self.namer = -1
        self.lowest = False
        self.forced = -1
        self.winner = -1
        self.win_how = ""
        self.res_idx = 0
        self.picks = [-1] * n
        self.name_seat = -1
        self.last_order: list[int] = []
        self.last_trick = []  # [[seat, card], ...] of the previous trick (a property over ``_last_plays``)
        self.last_winner = -1
        self.boat_queue: list[int] = []
        self.end_reason = ""
        # public knowledge (see knowledge.py)
        self.tag = [PUB] * NUM_CARDS
        self.drawers = [0] * (len(LEVELS) + 1)  # bitmask of seats that drew level-L sea cards this round
        self.top_partial = [False] * n
        self.void_pre = [0] * n  # suit bitmasks learnt before this round's pass
        self.void_post = [0] * n  # ... and after it
        self.pass_done = False
        self.passed = [-1] * n  # card each seat passed left this round
        self.foreign_seen = [False] * n  # the card passed to this seat was seen played
        self.last_catch: list[list[int]] = [[] for _ in range(n)]
        self._cache = None

    # -- protocol basics ----------------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        ph = self.phase
        if ph == P_PLAY:
            return SEAT_TUPLES[self.turn]
        if ph in CHANCE_PHASES:
            return CHANCE_TO_ACT
        if ph == P_ZERO:
            return (self.trick_seats[self.res_idx],)
        if ph == P_PASS:
            picks = self.picks
            return tuple([p for p in range(self.n) if picks[p] < 0])
        if ph == P_NAME:
            return (self.name_seat,)
        return ()

    def is_over(self) -> bool:
        return self.phase == P_OVER

    def scores(self) -> list[int]:
        return list(self.points)

    def round_summary(self):
        return {"history": list(self.history)}

    @property
    def hands(self) -> tuple[list[int], ...]:
        """Each seat's cards, ascending, decoded from ``held`` when asked (a tuple: assign ``hands`` as a whole,
        or change ``held``)."""
        return tuple([cards_of(mask) for mask in self.held])

    @hands.setter
    def hands(self, hands) -> None:
        self.held = [mask_of(hand) for hand in hands]
        self._hand_plays = [None] * len(hands)

    def set_held(self, seat: int, mask: int) -> None:
        """Give ``seat`` the hand ``mask`` (every change but a play: a play keeps ``_hand_plays`` itself)."""
        self.held[seat] = mask
        self._hand_plays[seat] = None

    def _plays_held(self, seat: int) -> list:
        """``PLAY`` of each card ``seat`` holds, ascending: built once per hand, then a play removes its own."""
        plays = self._hand_plays[seat]
        if plays is None:
            plays = self._hand_plays[seat] = _decode_plays(self.held[seat])
        return plays

    @property
    def last_trick(self) -> list[list[int]]:
        """``[[seat, card], ...]`` of the previous trick, built when asked (``_collect`` keeps its lists)."""
        seats, cards = self._last_plays
        return [[s, c] for s, c in zip(seats, cards, strict=True)]

    @last_trick.setter
    def last_trick(self, plays) -> None:
        self._last_plays = ([s for s, _ in plays], [c for _, c in plays])

    # -- legal actions --------------------------------------------------------------------------

    def playable(self, seat: int) -> int:
        """The mask of the cards ``seat`` may play now (spec §4.3 step 2): the suit to follow's and the buoys if
        the hand holds that suit, else the whole hand."""
        hand = self.held[seat]
        s = self.suit
        if s >= 0 and hand & SUIT_BITS[s]:
            return hand & FOLLOW_BITS[s]
        return hand

    def legal_cards(self, seat: int) -> tuple[int, ...]:
        """Cards ``seat`` may play now, ascending (see ``playable``)."""
        return playable_cards(self.playable(seat))

    def zero_eligible(self, idx: int) -> list[int]:
        """Cards the zero at trick position ``idx`` may catch (spec §4.3 step 4, §7.5)."""
        trick, in_trick = self.trick, self.in_trick
        out = []
        for j in range(len(trick)):
            if j != idx and in_trick[j] and not (trick[j] == ALL_OTHERS and j > idx):
                out.append(trick[j])
        out.sort()
        return out

    def legal_actions(self, seat: int) -> tuple:
        """A tuple of shared action objects.  Plays (``playable`` inlined): the whole hand's from the seat's own
        list, the follower's looked up by their mask."""
        if self.phase == P_PLAY:
            if seat != self.turn:
                return ()
            hand = self.held[seat]
            s = self.suit
            if s >= 0 and hand & SUIT_BITS[s]:
                hand &= FOLLOW_BITS[s]
                return _PLAYS.get(hand) or plays_of(hand)
            plays = self._hand_plays[seat]
            return tuple(plays if plays is not None else self._plays_held(seat))
        ph = self.phase
        if ph == P_ZERO:
            if seat != self.trick_seats[self.res_idx]:
                return ()
            return tuple([TAKE[c] for c in self.zero_eligible(self.res_idx)])
        if ph == P_PASS:
            if self.picks[seat] >= 0:
                return ()
            return tuple([PASS[play.card] for play in self._plays_held(seat)])
        if ph == P_NAME:
            return NAME if seat == self.name_seat else ()
        return ()

    # -- chance -----------------------------------------------------------------------------------

    def sample_chance(self, rng: random.Random):
        ph = self.phase
        if ph == P_BOAT:
            seat = self.boat_queue[0]
            cards = list(self.fisch[seat])
            shuffle(rng, cards)
            return ShuffleCatch(seat, tuple(cards))
        if ph == P_DEAL:
            cards = list(DEALABLE[self.n])
            shuffle(rng, cards)
            return Deal(tuple(cards))
        if ph == P_SEA:
            order: list[int] = []
            for level in LEVELS:
                block = list(LEVEL_CARDS[level])
                shuffle(rng, block)
                order += block
            return BuildSea(tuple(order))
        if ph == P_LEADER:
            return ChooseLeader(rng.randrange(self.n))
        raise IllegalAction("fischen.error.no_chance")

    def _check_chance(self, action) -> None:
        ph, typ = self.phase, type(action)
        if ph == P_BOAT and typ is ShuffleCatch:  # the most frequent: up to one per seat and round
            seat = self.boat_queue[0]
            ok = action.seat == seat and sorted(action.cards) == sorted(self.fisch[seat])
        elif ph == P_DEAL and typ is Deal:
            ok = sorted(action.cards) == SORTED_DEALABLE[self.n]
        elif ph == P_SEA and typ is BuildSea:
            cards = action.cards
            ok = len(cards) == len(SEA_CARDS) and all(sorted(cards[a:b]) == level for a, b, level in SEA_BLOCKS)
        elif ph == P_LEADER and typ is ChooseLeader:
            ok = type(action.seat) is int and 0 <= action.seat < self.n
        else:
            ok = False
        if not ok:
            raise IllegalAction("fischen.error.bad_chance", action=action.to_text())

    # -- apply --------------------------------------------------------------------------------------

    def _step(self, seat: int, action, ev) -> None:
        """The one checked path of ``apply`` and ``apply_quiet``; ``ev`` is ``None`` when no events are wanted.
        A legal play (most steps of a game) is checked by ``_may_play`` alone."""
        if type(seat) is not int:
            check_seat(seat)  # raises
        if type(action) is Play and seat == self.turn and self.phase == P_PLAY and self._may_play(seat, action.card):
            self._cache = None
            self._play(seat, action.card, ev)
            return
        self._validate(seat, action)
        self._do(seat, action, ev)

    def apply_unchecked(self, seat: int, action) -> None:
        """A known-legal action without checks or events: the one way rollouts step (``policy.make_playout``,
        ``bots.search``)."""
        self._do(seat, action, None)

    def _may_play(self, seat: int, card) -> bool:
        """``card`` is in the hand of ``seat`` (to act in P_PLAY) and follows suit or may not (§4.3 step 2)."""
        hand = self.held[seat]
        try:
            bit = hand & BIT_OF[card]
        except (KeyError, TypeError):  # not a card
            return False
        if not bit:
            return False
        s = self.suit
        return s < 0 or bit & FOLLOW_BITS[s] != 0 or not hand & SUIT_BITS[s]

    def _validate(self, seat: int, action) -> None:
        """Raise unless ``action`` is legal for ``seat`` now.  ``check_turn`` (which builds ``to_act``) runs
        only when the quick look says it will raise: at a chance step, or the seat has already picked."""
        ph = self.phase
        if ph in CHANCE_PHASES:
            if seat != CHANCE:
                self.check_turn(seat)  # raises
            self._check_chance(action)
            return
        if not ((ph == P_PASS and 0 <= seat < self.n and self.picks[seat] < 0)
                or (ph == P_ZERO and seat == self.trick_seats[self.res_idx])):
            self.check_turn(seat)
        typ = type(action)
        if ph == P_PLAY:
            if typ is not Play:
                raise IllegalAction("fischen.error.play_a_card")
            card = action.card
            if not self._holds(seat, card):
                raise IllegalAction("fischen.error.not_in_hand", card=_code(card))
            if not self._may_play(seat, card):
                raise IllegalAction("fischen.error.must_follow", suit=SUITS[self.suit])
        elif ph == P_ZERO:
            if typ is not Take:
                raise IllegalAction("fischen.error.take_a_card")
            if action.card not in self.zero_eligible(self.res_idx):
                raise IllegalAction("fischen.error.not_eligible", card=_code(action.card))
        elif ph == P_PASS:
            if typ is not PassLeft:
                raise IllegalAction("fischen.error.pass_a_card")
            if not self._holds(seat, action.card):
                raise IllegalAction("fischen.error.not_in_hand", card=_code(action.card))
        elif ph == P_NAME:
            if typ is not NameColour:
                raise IllegalAction("fischen.error.name_a_colour")
            if not (type(action.suit) is int and 0 <= action.suit < len(SUITS)):
                raise IllegalAction("fischen.error.bad_colour")

    def _holds(self, seat: int, card) -> bool:
        try:
            return bool(self.held[seat] & BIT_OF[card])
        except (KeyError, TypeError):  # not a card
            return False

    def _do(self, seat: int, action, ev) -> None:
        self._cache = None
        ph = self.phase
        if ph == P_PLAY:
            self._play(seat, action.card, ev)
        elif ph == P_BOAT:
            self._catch_to_boat(action.seat, action.cards, ev)
        elif ph == P_PASS:
            self._pick(seat, action.card, ev)
        elif ph == P_ZERO:
            self._zero_take(action.card, ev)
        elif ph == P_NAME:
            self._name(action.suit, ev)
        elif ph == P_DEAL:
            self._deal(action.cards, ev)
        elif ph == P_SEA:
            self._build_sea(action.cards, ev)
        elif ph == P_LEADER:
            self._first_leader(action.seat, ev)

    # -- setup ----------------------------------------------------------------------------------------

    def _deal(self, cards, ev) -> None:
        n = self.n
        tag, held = self.tag, self.held
        for i, c in enumerate(cards):
            held[i % n] |= BIT[c]
            tag[c] = DEALT
        self._hand_plays = [None] * n
        self.phase = P_SEA
        if ev is not None:
            ev.append(E.StartCardsRemoved(tuple(CODE[c] for c in self.removed)))
            for p in range(n):
                hand = cards_of(held[p])
                ev.append(E.HandDealt(p, len(hand), _codes(hand), visible_to=frozenset({p})))

    def _build_sea(self, cards, ev) -> None:
        self.sea = list(reversed(cards))
        tag = self.tag
        for c in cards:
            tag[c] = SEA_TAGS[STAR[c]]
        self.phase = P_LEADER
        if ev is not None:
            ev.append(E.SeaBuilt(len(cards)))

    def _first_leader(self, seat: int, ev) -> None:
        self.round = 1
        self.hand_size = hand_size(self.n, 1)
        if ev is not None:
            ev.append(E.RoundStarted(1, self.hand_size))
            ev.append(E.LeaderChosen(seat, "random"))
        self.round_leader = seat
        self._begin_trick(seat, 1)

    def _begin_trick(self, leader: int, trick_no: int) -> None:
        self.trick_no = trick_no
        self.trick = []
        self.trick_seats = []
        self.in_trick = []
        self.suit = self.named
        self.leader = leader
        self.turn = leader
        self.winner = -1
        self.win_how = ""
        self.res_idx = 0
        self.phase = P_PLAY

    # -- playing a card -------------------------------------------------------------------------------

    def _play(self, seat: int, card: int, ev) -> None:
        held = self.held
        hand = held[seat]
        held[seat] = hand ^ BIT[card]
        plays = self._hand_plays[seat]
        if plays is not None:
            del plays[(hand & BELOW[card]).bit_count()]
        if self.pass_done and not self.foreign_seen[seat]:
            self._note_foreign(seat, card)
        self.tag[card] = PUB
        if card < FIRST_BUOY:
            s, suit = self.suit, SUIT[card]
            if s < 0:
                self.suit = suit
            elif suit != s:  # failed to follow: void in s (public inference)
                if self.pass_done:
                    self.void_post[seat] |= 1 << s
                else:
                    self.void_pre[seat] |= 1 << s
        trick = self.trick
        trick.append(card)
        self.trick_seats.append(seat)
        self.in_trick.append(True)
        if ev is not None:
            ev.append(E.CardPlayed(seat, CODE[card]))
        if len(trick) < self.n:
            self.turn = (seat + 1) % self.n
            return
        cards = trick_bits(trick)
        self._decide_winner(cards, ev)
        if cards & SPECIAL_BITS:
            self._resolve(ev)
        else:  # no zero, no buoy: nothing acts before the winner collects (steps 4-5 and 8 are empty)
            self.res_idx = self.n
            self._collect(ev, plain=True)

    def _note_foreign(self, seat: int, card: int) -> None:
        """After a pass: a card that cannot come from ``seat``'s own draws must be the one passed in."""
        tg = self.tag[card]
        kind, arg = tg >> 3, tg & 7
        if (kind in (T_HAND, T_TOP) and arg != seat) or (kind == T_SEA and not self.drawers[arg] >> seat & 1):
            self.foreign_seen[seat] = True

    def _decide_winner(self, cards: int, ev) -> None:
        """Spec §4.3 step 3 on the trick's bitmask ``cards``: green trumps, else the suit to follow decides;
        within a suit, card ids ascend with the value (``SUIT_RANGE``), so the best card is the top bit."""
        seats = self.trick_seats
        deciding = cards & SUIT_BITS[GREEN]
        trumped = bool(deciding) and self.suit != GREEN  # "trump", not "highest": a green 1 beat a red 10
        if not deciding and self.suit >= 0:
            deciding = cards & SUIT_BITS[self.suit]
        if deciding:
            if self.lowest:
                best = (deciding & -deciding).bit_length() - 1
                self.winner, self.win_how = seats[self.trick.index(best)], "lowest"
            else:
                best_seat = seats[self.trick.index(deciding.bit_length() - 1)]
                self.winner, self.win_how = best_seat, "trump" if trumped else "highest"
        elif self.named >= 0:  # only buoys, or nobody followed the named colour nor trumped
            self.winner, self.win_how = self.namer, "namer"
        else:  # only buoys, no named colour
            self.winner, self.win_how = seats[0], "first_buoy"
        if ev is not None:
            ev.append(E.TrickWon(self.winner, self.win_how))

    # -- trick resolution -------------------------------------------------------------------------------

    def _catch(self, seat: int, idx: int, ev) -> None:
        card = self.trick[idx]
        self.in_trick[idx] = False
        self.fisch[seat].append(card)
        if card in MINUS3:
            self.points[seat] -= MINUS_POINTS
            self.penalties[seat] += MINUS_POINTS
            if ev is not None:
                ev.append(E.PointsLost(seat, MINUS_POINTS, CODE[card]))

    def _resolve(self, ev) -> None:
        """Capture effects in play order (step 4), then the pass (5), collect (6) and next-trick effects."""
        trick, seats, n = self.trick, self.trick_seats, self.n
        if self.res_idx == 0 and RESOLVING.isdisjoint(trick):
            self.res_idx = n
        while self.res_idx < n:
            i = self.res_idx
            c = trick[i]
            if IS_ZERO[c]:
                eligible = self.zero_eligible(i)
                if len(eligible) >= 2:
                    self.phase = P_ZERO
                    return
                self.res_idx += 1
                if eligible:
                    j = trick.index(eligible[0])
                    if ev is not None:
                        ev.append(E.ZeroCaught(seats[i], CODE[c], CODE[eligible[0]]))
                    self._catch(seats[i], j, ev)
                elif ev is not None:
                    ev.append(E.ZeroMissed(seats[i], CODE[c]))
            elif c == ALL_OTHERS:
                self.res_idx += 1
                taken = [j for j in range(n) if j != i and self.in_trick[j]]
                if ev is not None:
                    ev.append(E.AllCaught(seats[i], tuple(CODE[trick[j]] for j in taken)))
                for j in taken:
                    self._catch(seats[i], j, ev)
            else:
                self.res_idx += 1
        if LEFT in trick and self.held[0]:
            self.phase = P_PASS
            self.picks = [-1] * n
            return
        self._collect(ev)

    def _zero_take(self, card: int, ev) -> None:
        i = self.res_idx
        seat = self.trick_seats[i]
        self.res_idx += 1
        if ev is not None:
            ev.append(E.ZeroCaught(seat, CODE[self.trick[i]], CODE[card]))
        self._catch(seat, self.trick.index(card), ev)
        self._resolve(ev)

    def _pick(self, seat: int, card: int, ev) -> None:
        self.picks[seat] = card
        if ev is not None:
            ev.append(E.PassPicked(seat, CODE[card], visible_to=frozenset({seat})))
        if min(self.picks) < 0:
            return
        n, held = self.n, self.held
        for p in range(n):
            held[p] ^= BIT[self.picks[p]]
        for p in range(n):
            q = (p + 1) % n
            c = self.picks[p]
            self.set_held(q, held[q] | BIT[c])
            self.passed[p] = c
            if ev is not None:
                ev.append(E.CardPassed(p, q, CODE[c], visible_to=frozenset({p, q})))
        self.pass_done = True
        self.picks = [-1] * n
        self._collect(ev)

    def _collect(self, ev, plain: bool = False) -> None:
        """Step 6-8: the winner takes the rest; next-trick buoys set the effects for the next trick.  The
        trick's lists become the last trick's as they are (``_begin_trick`` starts new ones).  ``plain``: the
        trick holds no zero and no buoy, so all of it is still there and nothing acts."""
        w, trick, seats = self.winner, self.trick, self.trick_seats
        self.named = self.namer = self.forced = -1  # this trick's effects end (the next trick's are set below)
        self.lowest = False
        if plain:
            if ev is not None:
                ev.append(E.TrickCollected(w, _codes(trick)))
            self.fisch[w] += trick
            naming = -1
        else:
            in_trick = self.in_trick
            rest = trick if all(in_trick) else [c for c, there in zip(trick, in_trick, strict=True) if there]
            if ev is not None:
                ev.append(E.TrickCollected(w, _codes(rest)))
            if MINUS3.isdisjoint(rest):  # nothing but moving cards to the winner's catch
                self.fisch[w] += rest
            else:
                for j in range(self.n):
                    if in_trick[j]:
                        self._catch(w, j, ev)
            naming = -1 if NEXT_TRICK_BUOYS.isdisjoint(trick) else self._next_trick_buoys(ev)
        self.last_order = seats
        self._last_plays = (seats, trick)
        self.last_winner = w
        if naming >= 0:
            self.in_trick = [False] * self.n  # the trick stays on the table, all of it collected
            self.phase = P_NAME
            self.name_seat = naming
            return
        self._next_trick(ev)

    def _next_trick_buoys(self, ev) -> int:
        """Step 8: next-trick buoys set the next trick's effects (lost on a round's last trick); returns
        the seat that names a colour, or -1."""
        last = not self.held[0]
        naming = -1
        for c, seat in zip(self.trick, self.trick_seats, strict=True):
            if c in NEXT_TRICK_BUOYS:
                if last:
                    if ev is not None:
                        ev.append(E.EffectLost(seat, CODE[c]))
                elif c == LOWEST_WINS:
                    self.lowest = True
                    if ev is not None:
                        ev.append(E.LowestWinsSet(seat))
                elif c == FIRST_CARD:
                    self.forced = seat
                    if ev is not None:
                        ev.append(E.LeaderForced(seat))
                elif c == NAME_COLOUR:
                    naming = seat
        return naming

    def _name(self, suit: int, ev) -> None:
        self.named, self.namer = suit, self.name_seat
        if ev is not None:
            ev.append(E.ColourNamed(self.name_seat, SUITS[suit]))
        self.name_seat = -1
        self._next_trick(ev)

    def _next_trick(self, ev) -> None:
        if not self.held[0]:
            self._end_round(ev)
            return
        leader = self.forced if self.forced >= 0 else self.winner
        self._begin_trick(leader, self.trick_no + 1)

    # -- round end and start ------------------------------------------------------------------------------

    def _end_round(self, ev) -> None:
        n = self.n
        caught = [len(f) for f in self.fisch]
        self.last_catch = list(self.fisch)  # for bots' evaluation (not part of the rules); ``fisch`` gets new lists
        for p in range(n):
            self.points[p] += POINTS_PER_CARD * caught[p]
        self.history.append({
            "round": self.round, "caught": caught, "penalties": list(self.penalties),
            "scores": list(self.points),
        })
        self.named = self.namer = self.forced = -1
        self.lowest = False
        self.trick, self.trick_seats, self.in_trick = [], [], []
        self.suit = -1
        if ev is not None:
            ev.append(E.RoundScored(self.round, tuple(caught), tuple(self.points)))
        if self.round >= ROUNDS:
            self._game_over("rounds", ev)
            return
        size = hand_size(n, self.round + 1)
        need = 0
        for p in range(n):
            k = size - caught[p]
            for layer in self.boats[p]:
                k -= len(layer)
            if k > 0:
                need += k
        if need > len(self.sea):  # spec §4.2 1b, checked before anyone draws
            if ev is not None:
                ev.append(E.Overfished(self.round + 1, need, len(self.sea)))
            self._game_over("overfishing", ev)
            return
        self.boat_queue = []
        for p in range(n):
            if caught[p] >= 2:
                self.boat_queue.append(p)
            else:  # 0 or 1 card: nothing to shuffle
                self._catch_to_boat(p, tuple(self.fisch[p]), ev, advance=False)
        if self.boat_queue:
            self.phase = P_BOAT
        else:
            self._start_round(ev)

    def _catch_to_boat(self, seat: int, cards, ev, advance: bool = True) -> None:
        if cards:
            self.boats[seat].append(list(cards))
            tag, boat = self.tag, BOAT_TAGS[seat]
            for c in cards:
                tag[c] = boat
            if ev is not None:
                ev.append(E.CatchShuffled(seat, len(cards)))
        self.fisch[seat] = []
        if not advance:
            return
        self.boat_queue.pop(0)
        if not self.boat_queue:
            self._start_round(ev)

    def _start_round(self, ev) -> None:
        """Spec §4.2 step 1 for rounds 2-8 (the overfishing check already passed)."""
        n = self.n
        self.round += 1
        size = self.hand_size = hand_size(n, self.round)
        order = self.last_order
        self.penalties = [0] * n
        self.drawers = [0] * (len(LEVELS) + 1)
        self.top_partial = [False] * n
        self.void_pre = [0] * n
        self.void_post = [0] * n
        self.pass_done = False
        self.passed = [-1] * n
        self.foreign_seen = [False] * n
        self._last_plays, self.last_winner = ((), ()), -1  # no last trick; last_order stays: it breaks ties
        if ev is not None:
            ev.append(E.RoundStarted(self.round, size))
        hands: list[list[int]] = []
        need = [0] * n
        for p in range(n):
            drawn = self._draw_boat(p, size)
            need[p] = size - len(drawn)
            hands.append(drawn)
            if ev is not None:
                ev.append(E.BoatDrawn(p, len(drawn), _codes(drawn), visible_to=frozenset({p})))
        position = 1
        # most cards needed first, ties in the last trick's order (a stable sort keeps it, reversed or not)
        for p in sorted(order, key=need.__getitem__, reverse=True):
            k = need[p]
            if k <= 0:
                break
            drawn = self.sea[:-k - 1:-1]  # the top k, top first
            del self.sea[-k:]
            for c in drawn:
                self.drawers[STAR[c]] |= 1 << p
            hands[p] += drawn
            if ev is not None:
                ev.append(E.SeaDrawn(p, k, position, _codes(sorted(drawn)), visible_to=frozenset({p})))
            position += k
        for p, cards in enumerate(hands):
            cards.sort()
            self.held[p] = mask_of(cards)
            self._hand_plays[p] = [PLAY[c] for c in cards]
        leader = round_leader(self.points, order)
        self.round_leader = leader
        if ev is not None:
            ev.append(E.LeaderChosen(leader, "fewest_points"))
        self._begin_trick(leader, 1)

    def _draw_boat(self, p: int, size: int) -> list[int]:
        """Take ``size`` cards from the top of the boat, layer by layer, updating the public tags (every card of
        a layer drawn from gets "hand" or, if the layer is drawn in part, "top"; the layers below keep "boat")."""
        layers, tag = self.boats[p], self.tag
        hand, top = tag_of(T_HAND, p), tag_of(T_TOP, p)
        drawn: list[int] = []
        while layers and len(drawn) < size:
            layer = layers[0]
            k = size - len(drawn)
            if len(layer) <= k:
                drawn += layer
                for c in layer:
                    tag[c] = hand
                layers.pop(0)
            else:
                drawn += layer[:k]
                for c in layer:
                    tag[c] = top
                del layer[:k]
                self.top_partial[p] = True
        return drawn

    def _game_over(self, reason: str, ev) -> None:
        self.phase = P_OVER
        self.end_reason = reason
        if ev is not None:
            ev.append(E.GameOver(tuple(self.points), tuple(self.winners()), reason))

    # -- what a seat may know ---------------------------------------------------------------------------

    def view(self, seat: int | None) -> FischenView:
        return build_view(self, seat)

    def determinize(self, seat: int, rng: random.Random, piles: bool = True) -> FischenState:
        return determinize(self, seat, rng, piles)

    # -- copies and serialisation ------------------------------------------------------------------------

    def clone(self) -> FischenState:
        new = object.__new__(FischenState)
        d = self.__dict__.copy()
        d["held"] = list(self.held)
        d["_hand_plays"] = [None] * self.n
        d["boats"] = [[list(layer) for layer in boat] for boat in self.boats]
        d["sea"] = list(self.sea)
        d["fisch"] = [list(f) for f in self.fisch]
        d["points"] = list(self.points)
        d["penalties"] = list(self.penalties)
        d["history"] = list(self.history)
        d["trick"] = list(self.trick)
        d["trick_seats"] = list(self.trick_seats)
        d["in_trick"] = list(self.in_trick)
        d["picks"] = list(self.picks)
        d["tag"] = list(self.tag)
        d["drawers"] = list(self.drawers)
        d["top_partial"] = list(self.top_partial)
        d["void_pre"] = list(self.void_pre)
        d["void_post"] = list(self.void_post)
        d["passed"] = list(self.passed)
        d["foreign_seen"] = list(self.foreign_seen)
        d["boat_queue"] = list(self.boat_queue)
        d["_cache"] = None
        new.__dict__ = d
        return new

    def to_json(self) -> dict:
        return state_to_json(self)

    @classmethod
    def from_json(cls, data: dict) -> FischenState:
        return state_from_json(data)


def _code(card) -> str:
    return CODE[card] if type(card) is int and 0 <= card < NUM_CARDS else str(card)


def _codes(cards) -> tuple[str, ...]:
    return tuple(CODE[c] for c in cards)


_JSON_FIELDS = (
    "phase", "round", "hand_size", "trick_no", "hands", "boats", "sea", "fisch", "points", "penalties",
    "history", "trick", "trick_seats", "in_trick", "suit", "leader", "turn", "round_leader", "named", "namer",
    "lowest", "forced", "winner", "win_how", "res_idx", "picks", "name_seat", "last_order", "last_trick",
    "last_winner", "boat_queue", "end_reason", "tag", "drawers", "top_partial", "void_pre", "void_post",
    "pass_done", "passed", "foreign_seen",
)


def _lists(value) -> list:
    return [list(item) for item in value]


#: How ``to_json`` copies each field that is not a plain int, bool or str (see ``__init__``): a deep copy in
#: lists, as JSON would give it back, without encoding anything.
_COPY = {
    **dict.fromkeys(("sea", "points", "penalties", "trick", "trick_seats", "in_trick", "picks", "last_order",
                     "boat_queue", "tag", "drawers", "top_partial", "void_pre", "void_post", "passed",
                     "foreign_seen"), list),
    **dict.fromkeys(("hands", "fisch", "last_trick"), _lists),
    "boats": lambda boats: [_lists(boat) for boat in boats],
    "history": lambda history: [{key: list(value) if type(value) in (list, tuple) else value
                                 for key, value in entry.items()} for entry in history],
}


def state_to_json(st: FischenState) -> dict:
    data = {"game": "fischen", "config": st.config.to_json()}
    for name in _JSON_FIELDS:
        value = getattr(st, name)
        copy = _COPY.get(name)
        data[name] = value if copy is None else copy(value)
    return data


def state_from_json(data: dict) -> FischenState:
    if data.get("game") != "fischen":
        raise ValueError("not a Fischen state")
    st = FischenState(GameConfig.from_json(data["config"]))
    for name in _JSON_FIELDS:
        setattr(st, name, data[name])
    st.phase = Phase(st.phase)
    st.removed = tuple(sorted(REMOVED_START[st.n]))
    return st


def _cards(codes) -> list[int]:
    return [CARD_OF_CODE[c] for c in codes]


def state_from_view(view: FischenView, rng: random.Random) -> FischenState:
    """A full state consistent with a seat's view: public parts copied, hidden cards dealt at random."""
    seat = view["seat"]
    n = view["players"]
    k = view["knowledge"]
    st = FischenState(GameConfig(n))
    st.phase = Phase.of(view["phase"])
    st.round, st.hand_size, st.trick_no = view["round"], view["hand_size"], view["trick_no"]
    # hidden places get placeholders of the right size (another hand: its count's lowest card ids); determinize
    # fills them in
    st.held = [mask_of(_cards(view["hand"])) if t == seat else (1 << view["hand_counts"][t]) - 1 for t in range(n)]
    st.boats = [
        [[-1] * layer if isinstance(layer, int) else _cards(layer) for layer in boat]
        for boat in view["boat_layers"]
    ]
    st.sea = [-1] * view["sea_count"]
    st.fisch = [_cards(f) for f in view["fischerin"]]
    st.points = list(view["scores"])
    st.penalties = list(view["penalties"])
    st.history = [dict(h) for h in view["history"]]
    st.trick = [CARD_OF_CODE[p["card"]] for p in view["trick"]]
    st.trick_seats = [p["seat"] for p in view["trick"]]
    st.in_trick = [p["in_trick"] for p in view["trick"]]
    st.suit = k["suit"]
    st.leader = _or(view["trick_leader"])
    st.turn = k["turn"]
    st.round_leader = _or(view["round_leader"])
    eff = view["effects"]
    st.named = SUITS.index(eff["named"]) if eff["named"] else -1
    st.namer = _or(eff["namer"])
    st.lowest = eff["lowest_wins"]
    st.forced = _or(eff["forced_leader"])
    st.winner = _or(view["winner"])
    st.win_how = view["win_how"] or ""
    st.res_idx = k["res_idx"]
    if view["pass"] is not None:
        picked = view["pass"]["picked"]
        st.picks = [0 if p else -1 for p in picked]  # placeholders, re-drawn by determinize
        if view["pass"]["my_pick"]:
            st.picks[seat] = CARD_OF_CODE[view["pass"]["my_pick"]]
    st.name_seat = _or(view["naming"])
    st.last_order = list(view["tiebreak_order"])
    last = view["last_trick"]
    st.last_trick = [[s, CARD_OF_CODE[c]] for s, c in last["plays"]] if last else []
    st.last_winner = last["winner"] if last else -1
    st.boat_queue = list(view["boat_queue"])
    st.end_reason = view["end_reason"] or ""
    st.tag = list(k["origins"])
    st.drawers = list(k["drawers"])
    st.top_partial = list(k["top_partial"])
    st.void_pre = list(k["void_pre"])
    st.void_post = list(k["void_post"])
    st.pass_done = k["pass_done"]
    st.foreign_seen = list(k["foreign_seen"])
    if k["gave"]:
        st.passed = [-1] * n
        st.passed[seat] = CARD_OF_CODE[k["gave"]]
        st.passed[(seat - 1) % n] = CARD_OF_CODE[k["got"]]
    if seat is None:
        raise ValueError("a spectator view has no seat to rebuild from")
    return determinize(st, seat, rng)


def _or(value, default: int = -1) -> int:
    return default if value is None else value
