"""Fugu's rules as a pure state machine (``seeds/fugu.md``).

Engine model (§9): face-down slots and the solo deck hold no card identities.  ``unseen`` is the set
of cards in use that are neither face up nor discarded; every reveal and every solo refill is a
chance step drawn uniformly from it.  Nothing hidden exists, so nothing can leak, and
``determinize`` is a plain clone.

A reef is a list of 18 ints: 0 = face-down, +v = card v number side up, -v = anchor side up.
"""

from __future__ import annotations

import random

from fishgames.core import CHANCE, GameConfig, IllegalAction
from fishgames.core.state import BaseState, check_seat
from fishgames.games.fugu import reef
from fishgames.games.fugu.actions import (
    PASS,
    SIDES,
    SWAPS,
    CardAnchored,
    CardPlaced,
    CardRevealed,
    ChooseStart,
    DealMarket,
    GameEnded,
    MarketDealt,
    Pass,
    PlayerPassed,
    ReefCompleted,
    Refill,
    Reveal,
    SoloDiscarded,
    SoloEnded,
    SoloRefilled,
    StartPlayerChosen,
    Swap,
)
from fishgames.games.fugu.data import (
    CREATURE,
    CREATURE_NAMES,
    HIGHEST_CARD,
    MARKET_SIZE,
    ROW_LENGTH,
    SOLO_DISCARD_THRESHOLD,
    SOLO_FACE_DOWN,
    SOLO_WIN_ABOVE,
    Phase,
    solo_band,
)
from fishgames.games.fugu.scoring import place_delta, score_breakdown, score_row
from fishgames.games.fugu.view_types import FuguView

PLAY = Phase.PLAY  # kept for tests/fugu/helpers.py, which imports it from here
_CHANCE_TURN = (CHANCE,)
_MARKET_POSITIONS = tuple(range(MARKET_SIZE))
#: ``_SWAPS_BY_FIT[slot][mask]``: the legal swaps into ``slot`` when bit m of ``mask`` says that market
#: card m fits number side up (built once; legal_actions is the hot path of every playout).
_SWAPS_BY_FIT = tuple(
    tuple(
        tuple(a for m in _MARKET_POSITIONS for a in (SWAPS[m][s] if mask >> m & 1 else SWAPS[m][s][1:]))
        for mask in range(1 << MARKET_SIZE)
    )
    for s in range(ROW_LENGTH)
)


#: The chance step each chance phase expects.
_CHANCE_KIND = {Phase.SETUP: DealMarket, Phase.START: ChooseStart, Phase.REVEAL: Reveal, Phase.REFILL: Refill}


def solo_discard_position(market: list[int], revealed_at: int) -> int:
    """Solo §4.3d: which other market position is discarded after revealing ``market[revealed_at]``."""
    others = [m for m in _MARKET_POSITIONS if m != revealed_at]
    pick = min if market[revealed_at] < SOLO_DISCARD_THRESHOLD else max
    return pick(others, key=lambda m: market[m])


class FuguState(BaseState):
    __slots__ = ("players", "highest", "rows", "market", "unseen", "discards", "finished", "passed",
                 "current", "phase", "pending", "start", "live")

    def __init__(self, config: GameConfig):
        if config.players not in HIGHEST_CARD:
            raise ValueError(f"fugu is for 1-4 players, not {config.players}")
        self.players = config.players
        self.highest = HIGHEST_CARD[self.players]
        self.rows = [[0] * ROW_LENGTH for _ in range(self.players)]
        self.market = [0] * MARKET_SIZE  # 0 = position empty (only between a swap and its reveal)
        self.unseen = list(range(1, self.highest + 1))  # kept sorted: chance draws index into it
        self.discards: list[int] = []
        self.finished = [False] * self.players
        self.passed = [False] * self.players
        self.current = -1
        self.phase = Phase.SETUP
        self.pending = (-1, -1, -1)  # (seat, market position, slot) of the step awaiting chance
        self.start = -1
        # live scores, updated incrementally (tests check them against score_row)
        start_score = SOLO_FACE_DOWN * ROW_LENGTH if self.solo else 0
        self.live = [start_score] * self.players

    @property
    def solo(self) -> bool:
        return self.players == 1

    # -- whose turn ----------------------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == Phase.PLAY:
            return (self.current,)
        if phase == Phase.OVER:
            return ()
        return _CHANCE_TURN

    def legal_actions(self, seat: int) -> list:
        """Per face-down slot, per market card: number side (where it fits), then anchor side; pass last."""
        if self.phase != Phase.PLAY or seat != self.current:
            return []
        row = self.rows[seat]
        market = self.market
        actions: list = []
        extend = actions.extend
        low = 0
        segment: list[int] = []  # face-down slots since the last number-side card: same fits
        for s in range(ROW_LENGTH):
            v = row[s]
            if not v:
                segment.append(s)
            elif v > 0:
                if segment:
                    mask = reef.fit_mask(low, v, market)
                    for t in segment:
                        extend(_SWAPS_BY_FIT[t][mask])
                    segment = []
                low = v
        if segment:
            mask = reef.fit_mask(low, reef.INFINITY, market)
            for t in segment:
                extend(_SWAPS_BY_FIT[t][mask])
        actions.append(PASS)
        return actions

    def sample_chance(self, rng: random.Random):
        phase = self.phase
        if phase == Phase.REVEAL:
            return Reveal(rng.choice(self.unseen))
        if phase == Phase.REFILL:
            return Refill(rng.choice(self.unseen))
        if phase == Phase.SETUP:
            return DealMarket(tuple(rng.sample(self.unseen, MARKET_SIZE)))
        if phase == Phase.START:
            return ChooseStart(rng.randrange(self.players))
        raise IllegalAction("fugu.error.no_chance_step")

    # -- applying --------------------------------------------------------------------------------

    def _step(self, seat: int, action, out: list | None) -> None:
        """The one rules path of ``apply`` and ``apply_quiet``: events go to ``out``, or are not built
        at all when it is ``None`` (nobody listens)."""
        check_seat(seat)
        phase = self.phase
        if seat == CHANCE:
            if phase == Phase.PLAY or phase == Phase.OVER:
                self.check_turn(seat)  # raises the right error
            self._apply_chance(action, out)
            return
        if phase != Phase.PLAY or seat != self.current:
            self.check_turn(seat)
        if type(action) is Swap:
            self._swap(seat, action, out)
            return
        if type(action) is Pass:
            self.finished[seat] = self.passed[seat] = True
            if out is not None:
                out.append(PlayerPassed(seat, self.live[seat]))
            self._advance(out)
            return
        raise IllegalAction("fugu.error.not_a_move", action=_text(action))

    def _swap(self, seat: int, action: Swap, out: list | None) -> None:
        m, s, anchor = action.market, action.slot, action.anchor
        if type(m) is not int or not 0 <= m < MARKET_SIZE:
            raise IllegalAction("fugu.error.no_such_market_card", market=_text(m))
        if type(s) is not int or not 0 <= s < ROW_LENGTH:
            raise IllegalAction("fugu.error.no_such_slot", slot=_text(s))
        row = self.rows[seat]
        if row[s]:
            raise IllegalAction("fugu.error.slot_face_up", slot=s + 1)
        card = self.market[m]
        fits = reef.fits(row, s, card)
        if not anchor and not fits:
            raise IllegalAction("fugu.error.number_side_blocked", card=card, slot=s + 1)
        delta = place_delta(row, s, card, anchor, self.solo)
        row[s] = -card if anchor else card
        self.live[seat] += delta
        self.market[m] = 0
        self.pending = (seat, m, s)
        self.phase = Phase.REVEAL
        if out is not None:
            score = self.live[seat]
            out.append(CardAnchored(seat, m, s, card, delta, score, not fits) if anchor
                       else CardPlaced(seat, m, s, card, delta, score))

    def _apply_chance(self, action, out: list | None) -> None:
        kind = type(action)
        if kind is not _CHANCE_KIND.get(self.phase):
            raise IllegalAction("fugu.error.wrong_chance_step", action=_text(action))
        if kind is ChooseStart:
            if type(action.seat) is not int or not 0 <= action.seat < self.players:
                raise IllegalAction("fugu.error.no_such_seat", seat=_text(action.seat))
            self.current = self.start = action.seat
            self.phase = Phase.PLAY
            if out is not None:
                out.append(StartPlayerChosen(action.seat))
            return
        if kind is DealMarket:
            cards = action.cards
            if len(cards) != MARKET_SIZE or len(set(cards)) != MARKET_SIZE:
                raise IllegalAction("fugu.error.bad_market_deal", action=_text(action))
            for card in cards:
                self._check_unseen(card)
            for card in cards:
                self.unseen.remove(card)
            self.market = list(cards)
            if self.solo:
                self.current = self.start = 0
                self.phase = Phase.PLAY
            else:
                self.phase = Phase.START
            if out is not None:
                out.append(MarketDealt(tuple(cards)))
            return
        card = action.card
        if type(card) is not int:
            raise IllegalAction("fugu.error.card_not_unseen", card=_text(card))
        try:
            self.unseen.remove(card)
        except ValueError:
            raise IllegalAction("fugu.error.card_not_unseen", card=_text(card)) from None
        seat, m, s = self.pending
        self.market[m] = card
        if kind is Refill:
            if out is not None:
                out.append(SoloRefilled(card, m))
            self._end_turn(seat, out)
            return
        if out is not None:
            out.append(CardRevealed(seat, s, card, m))
        if not self.solo:
            self._end_turn(seat, out)
            return
        gone = solo_discard_position(self.market, m)
        discarded = self.market[gone]
        self.market[gone] = 0
        self.discards.append(discarded)
        self.pending = (seat, gone, s)
        self.phase = Phase.REFILL
        if out is not None:
            out.append(SoloDiscarded(discarded, gone, card))

    def _check_unseen(self, card) -> None:
        if type(card) is not int or card not in self.unseen:
            raise IllegalAction("fugu.error.card_not_unseen", card=_text(card))

    def _end_turn(self, seat: int, out: list | None) -> None:
        self.pending = (-1, -1, -1)
        if 0 not in self.rows[seat]:
            self.finished[seat] = True
            if out is not None:
                out.append(ReefCompleted(seat, self.live[seat]))
        self._advance(out)

    def _advance(self, out: list | None) -> None:
        """Next unfinished seat clockwise (solo: the same seat), or the end of the game."""
        n = self.players
        for step in range(1, n + 1):
            seat = (self.current + step) % n
            if not self.finished[seat]:
                self.current = seat
                self.phase = Phase.PLAY
                return
        self.phase = Phase.OVER
        if out is None:
            return
        if self.solo:
            score = self.live[0]
            out.append(SoloEnded(score, score > SOLO_WIN_ABOVE, solo_band(score)))
        else:
            out.append(GameEnded(tuple(self.live), tuple(self.winners())))

    # -- results ---------------------------------------------------------------------------------

    def scores(self) -> list[int]:
        return list(self.live)

    def anchors(self) -> list[int]:
        return [reef.anchor_count(row) for row in self.rows]

    def ranking(self) -> list[int]:
        """Place per seat (1 = first): higher score, then fewer anchors; equal keys share a place."""
        keys = [(score, -a) for score, a in zip(self.live, self.anchors(), strict=True)]
        return [1 + sum(1 for other in keys if other > key) for key in keys]

    def winners(self) -> list[int]:
        """Seats in first place (score, then fewer anchors).

        Solo: the single seat is always "first"; whether the solo game is *won* (score > 0) is
        :meth:`solo_won` — the contract's ``winners()`` has no way to say "nobody won".
        """
        if self.phase != Phase.OVER:
            return []
        return [seat for seat, place in enumerate(self.ranking()) if place == 1]

    def solo_won(self) -> bool | None:
        return self.live[0] > SOLO_WIN_ABOVE if self.solo else None

    def round_summary(self) -> dict:
        summary = {
            "scores": self.scores(), "anchors": self.anchors(), "ranking": self.ranking(),
            "breakdowns": [score_breakdown(row, self.solo) for row in self.rows],
        }
        if self.solo:
            summary["solo"] = {"won": self.solo_won(), "band": "fugu.band." + solo_band(self.live[0])}
        return summary

    # -- what a seat sees ------------------------------------------------------------------------

    def view(self, seat: int | None) -> FuguView:
        """Everything is public (§8); the view is the same for every seat except ``seat`` itself."""
        solo = self.solo
        reefs = []
        for i, row in enumerate(self.rows):
            breakdown = score_breakdown(row, solo)
            reefs.append({
                "row": list(row),
                "slots": [None if v == 0 else {
                    "card": abs(v), "side": SIDES[v < 0], "creature": CREATURE_NAMES[CREATURE[abs(v)]],
                } for v in row],
                "face_down": row.count(0),
                "anchors": breakdown["anchors"]["count"],
                "score": self.live[i],
                "breakdown": breakdown,
                "finished": self.finished[i],
                "passed": self.passed[i],
            })
        acting = self.current if self.phase == Phase.PLAY else None
        view = {
            "game": "fugu",
            "seat": seat,
            "players": self.players,
            "solo": solo,
            "highest": self.highest,
            "phase": self.phase.text,
            "to_act": list(self.to_act()),
            "current": self.current if self.current >= 0 else None,
            "start_player": self.start if self.start >= 0 else None,
            "market": [{"card": c, "creature": CREATURE_NAMES[CREATURE[c]]} if c else None for c in self.market],
            "unseen": list(self.unseen),
            "reefs": reefs,
            "scores": self.scores(),
            "ranking": self.ranking(),
            "swap_options": swap_options(self.rows[acting], self.market, solo) if acting is not None else [],
            "pending": None,
            "winners": self.winners(),
            "solo_game": None,
        }
        if self.phase in (Phase.REVEAL, Phase.REFILL):
            p_seat, p_market, p_slot = self.pending
            view["pending"] = {"seat": p_seat, "market": p_market, "slot": p_slot}
        if solo:
            score = self.live[0]
            view["solo_game"] = {
                "deck": len(self.unseen) - self.rows[0].count(0),
                "discards": list(self.discards),
                "win_above": SOLO_WIN_ABOVE,
                "won": score > SOLO_WIN_ABOVE,
                "band": "fugu.band." + solo_band(score),
                "over": self.phase == Phase.OVER,
            }
        return view

    # -- copies and persistence ------------------------------------------------------------------

    def clone(self) -> FuguState:
        other = FuguState.__new__(FuguState)
        other.players = self.players
        other.highest = self.highest
        other.rows = [list(row) for row in self.rows]
        other.market = list(self.market)
        other.unseen = list(self.unseen)
        other.discards = list(self.discards)
        other.finished = list(self.finished)
        other.passed = list(self.passed)
        other.current = self.current
        other.phase = self.phase
        other.pending = self.pending
        other.start = self.start
        other.live = list(self.live)
        return other

    def determinize(self, seat: int, rng: random.Random) -> FuguState:
        """No card identity is hidden anywhere (face-down cards are drawn when revealed): a clone."""
        return self.clone()

    def to_json(self) -> dict:
        return {
            "game": "fugu", "players": self.players, "rows": [list(r) for r in self.rows],
            "market": list(self.market), "unseen": list(self.unseen), "discards": list(self.discards),
            "finished": list(self.finished), "passed": list(self.passed), "current": self.current,
            "phase": self.phase.text, "pending": list(self.pending), "start": self.start,
            "live": list(self.live),
        }

    @classmethod
    def from_json(cls, data: dict) -> FuguState:
        if data.get("game") != "fugu":
            raise ValueError("not a fugu state")
        state = cls(GameConfig(int(data["players"])))
        rows = [[int(v) for v in row] for row in data["rows"]]
        if len(rows) != state.players or any(len(row) != ROW_LENGTH for row in rows):
            raise ValueError("fugu state: bad rows")
        state.rows = rows
        state.market = [int(v) for v in data["market"]]
        state.unseen = sorted(int(v) for v in data["unseen"])
        state.discards = [int(v) for v in data["discards"]]
        state.finished = [bool(v) for v in data["finished"]]
        state.passed = [bool(v) for v in data["passed"]]
        state.current = int(data["current"])
        state.phase = Phase.of(data["phase"])
        state.pending = tuple(int(v) for v in data["pending"])
        state.start = int(data["start"])
        state.live = [int(v) for v in data["live"]]
        return state


def swap_options(row: list[int], market: list[int], solo: bool = False) -> list[dict]:
    """Per market card x face-down slot: the legal sides and the score change of each (for the scene)."""
    lo, hi = reef.bounds(row)
    options = []
    for s in range(ROW_LENGTH):
        if row[s]:
            continue
        for m, card in enumerate(market):
            if not card:
                continue
            delta = {"anchor": place_delta(row, s, card, True, solo)}
            if reef.fits_between(lo[s], hi[s], card):
                delta["number"] = place_delta(row, s, card, False, solo)
            options.append({
                "market": m, "slot": s, "card": card,
                "sides": [side for side in SIDES if side in delta], "delta": delta,
            })
    return options


def preview_swap(view: FuguView, market: int, slot: int, anchor: bool) -> dict:
    """What the acting seat's reef would look like after a swap: score, change and breakdown.

    Works on a view (the scene never holds the state); raises ``IllegalAction`` like ``apply`` would.
    """
    seat = view["current"]
    row = list(view["reefs"][seat]["row"])
    card = (view["market"][market] or {}).get("card", 0)
    if not card:
        raise IllegalAction("fugu.error.no_such_market_card", market=market)
    if row[slot]:
        raise IllegalAction("fugu.error.slot_face_up", slot=slot + 1)
    if not anchor and not reef.fits(row, slot, card):
        raise IllegalAction("fugu.error.number_side_blocked", card=card, slot=slot + 1)
    before = score_row(row, view["solo"])
    row[slot] = -card if anchor else card
    after = score_row(row, view["solo"])
    return {"score": after, "delta": after - before, "breakdown": score_breakdown(row, view["solo"])}


def _text(thing) -> str:
    to_text = getattr(thing, "to_text", None)
    return to_text() if callable(to_text) else repr(thing)


def new_state(config: GameConfig) -> FuguState:
    return FuguState(config)


def state_from_json(data: dict) -> FuguState:
    return FuguState.from_json(data)
