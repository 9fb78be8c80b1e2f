"""The fast engine against the slow, plain reference (``rules_reference.py``), state by state over random games.

Both get the same actions as record text; after every step they must agree on whose turn it is, every seat's
legal actions, the phase, the scores, every seat's view (and the spectator's) and, at the end, the winners.  Now and
then a seat tries a card it may not play: both must refuse it.  Seeded, so a failure names its game and step.
"""

import random
from collections import Counter

from fishgames.core import CHANCE, GameConfig, IllegalAction
from fishgames.games.fischen.actions import parse_action
from fishgames.games.fischen.rules import FischenState
from fishgames.games.fischen.rules_reference import BY_CODE, DECK, ROUNDS, SUITS, ReferenceFischen
from tests.fischen.helpers import table

#: The parts of the fast view's ``knowledge`` block the rules fix; the rest are the bots' deductions, checked by
#: test_knowledge.py.
RULES_KNOWLEDGE = ("top_partial", "pass_done", "gave", "got")


GAMES = 40
VIEW_EVERY = 8


class CountingReference(ReferenceFischen):
    """The reference, counting how its tricks are won (to show the games reached every way)."""

    def trick_winner(self):
        winner, how = super().trick_winner()
        self.seen["won_" + how] += 1
        return winner, how


def _fast_view(state: FischenState, seat) -> dict:
    view = state.view(seat)
    view["knowledge"] = {key: view["knowledge"][key] for key in RULES_KNOWLEDGE}
    return view


def _agree(fast: FischenState, ref: ReferenceFischen, where: str, views: tuple) -> None:
    assert fast.to_act() == ref.to_act(), where
    assert fast.scores() == ref.scores(), where
    assert fast.is_over() == (ref.phase == "over"), where
    assert fast.winners() == ref.winners(), where
    for seat in range(fast.n):
        assert {a.to_text() for a in fast.legal_actions(seat)} == ref.legal(seat), f"{where}, seat {seat}"
    for seat in views:
        if seat != CHANCE:
            assert _fast_view(fast, seat) == ref.view(seat), f"{where}, view of seat {seat}"


def _refused(state, seat, text) -> bool:
    try:
        state.apply(seat, parse_action(text) if isinstance(state, FischenState) else text)
    except IllegalAction:
        return True
    return False


def _leads_to_a_corner(ref: ReferenceFischen, card) -> bool:
    """Under a named colour: neither a trump nor the colour (so the namer may win); after buoys only: another
    buoy; else a zero or a buoy (their effects, early)."""
    if ref.named is not None:
        return card.suit not in ("green", ref.named)
    if all(p.card.is_buoy for p in ref.trick):
        return card.is_buoy
    return card.value in (None, 0)


def _choose(fast: FischenState, ref: ReferenceFischen, seat: int, pick: random.Random):
    """A random legal action, biased towards the rules' corners (the named colour: the one least held)."""
    legal = fast.legal_actions(seat)
    if pick.random() < 0.4:
        return pick.choice(legal)
    if ref.phase == "play":
        corner = [a for a in legal if _leads_to_a_corner(ref, BY_CODE[a.to_text()[5:]])]
        return pick.choice(corner or legal)
    if ref.phase == "name":
        held = Counter(c.suit for hand in ref.hands for c in hand)
        return min(legal, key=lambda a: held[a.to_text()[5:]])
    return pick.choice(legal)


def _play_both(seed: int, seen: Counter) -> None:
    n = (3, 4, 5, 5)[seed % 4]  # five players draw deepest into the sea
    fast, ref = FischenState(GameConfig(n)), CountingReference(n)
    ref.seen = seen
    chance, pick = random.Random(seed), random.Random(1000 + seed)
    step, phase = 0, None
    while True:
        where = f"game {seed} ({n} players), step {step}, phase {ref.phase}"
        if ref.phase != phase:  # every seat's view at each new phase, some seats' every few steps
            views = (*range(n), None)
        else:
            views = (*fast.to_act(), None) if step % VIEW_EVERY == 0 else ()
        _agree(fast, ref, where, views)
        phase = ref.phase
        seen[phase] += 1
        if ref.phase == "over":
            seen[ref.end_reason] += 1
            return
        seat = pick.choice(fast.to_act())
        if seat == CHANCE:
            action = fast.sample_chance(chance)
        else:
            if ref.phase == "play" and pick.random() < 0.2:
                illegal = [c for c in ref.hands[seat] if c not in ref.legal_cards(seat)]
                if illegal:
                    text = f"play {pick.choice(illegal).code}"
                    assert _refused(fast, seat, text) and _refused(ref, seat, text), where
                    seen["refused"] += 1
            action = _choose(fast, ref, seat, pick)
        (fast.apply if step % 2 else fast.apply_quiet)(seat, action)
        ref.apply(seat, action.to_text())
        step += 1
        if ref.forced is not None:
            seen["forced"] += 1
        if any(p.card.code == "all" for p in ref.trick):
            seen["all"] += 1
        if any(ref.penalties):
            seen["minus3"] += 1


def test_the_fast_engine_agrees_with_the_plain_reference_over_random_games():
    seen: Counter = Counter()
    for seed in range(GAMES):
        _play_both(seed, seen)
    # the games reached every decision, every way to win a trick and both endings
    for what in ("zero", "pass", "name", "boat", "won_highest", "won_lowest", "forced", "all", "minus3", "refused",
                 "rounds", "overfishing"):
        assert seen[what], (what, seen)


def _same_trick(n: int, rng: random.Random) -> tuple[FischenState, ReferenceFischen]:
    """Both engines at the first trick of round 8 with the same random hands, rich in buoys and zeros, and random
    effects carried into it (as ``helpers.table`` builds them)."""
    pool = [c.code for c in DECK if c.value in (None, 0)] + rng.sample([c.code for c in DECK], 8)
    size = rng.randrange(1, 4)
    dealt = rng.sample(sorted(set(pool)), n * size)
    hands = [dealt[p::n] for p in range(n)]
    named = rng.choice((None, None, *SUITS))
    effects = dict(named=named, namer=rng.randrange(n) if named else -1, lowest=rng.random() < 0.3,
                   forced=rng.choice((-1, -1, rng.randrange(n))))
    leader = effects["forced"] if effects["forced"] >= 0 else rng.randrange(n)
    fast = table(hands, leader=leader, round_no=ROUNDS, **effects)
    ref = CountingReference(n)
    ref.round, ref.hand_size, ref.tiebreak = ROUNDS, size, list(range(n))
    ref.hands = [[BY_CODE[c] for c in hand] for hand in hands]
    ref.named, ref.lowest = named, effects["lowest"]
    ref.namer = effects["namer"] if named else None
    ref.forced = None if effects["forced"] < 0 else effects["forced"]
    ref.begin_trick(leader, 1)
    return fast, ref


def test_the_fast_engine_agrees_with_the_reference_on_random_last_tricks_full_of_buoys_and_zeros():
    """Random playouts seldom reach the deepest sea cards together; these tricks start with them in hand."""
    seen: Counter = Counter()
    rng = random.Random(11)
    for number in range(150):
        n = rng.choice((3, 4, 5))
        fast, ref = _same_trick(n, rng)
        ref.seen = seen
        step = 0
        while not fast.is_over():
            _agree(fast, ref, f"trick {number}, step {step}", (*range(n), None))
            seat = rng.choice(fast.to_act())
            action = _choose(fast, ref, seat, rng)
            (fast.apply if step % 2 else fast.apply_quiet)(seat, action)
            ref.apply(seat, action.to_text())
            step += 1
            seen[ref.phase] += 1
        _agree(fast, ref, f"trick {number}, the end", (*range(n), None))
    for what in ("zero", "pass", "name", "won_highest", "won_lowest", "won_namer", "won_first_buoy"):
        assert seen[what], (what, seen)
