"""Fischen computer opponents: easy (greedy, with slips), normal (a quick look-ahead), pro (a deep one).

Every level must beat the one below (README, "Bot strength"), so the budgets are set by measurement, not by feel
(4 players, one bot against three copies of the level below, seats rotated):

* the greedy policy without slips beat easy by only 1.12x its fair share (300 games) — slips cost little;
* a 120-iteration search was as strong as the 1,500-iteration pro (pro vs it: 0.89x, 36 games);
* normal = 12 iterations with noisy rollouts lands in between: 1.64x vs easy (160 games), and a
  120-iteration search beats it 1.57x (120 games);
* the pro's iterations against three easies, on the same 400 seat-rotated games: 1,500 won 58.4 %
  (2.34x), 3,000 win 65.9 % (2.63x); 200 iterations 51.6 % (other seeds).

Every search bot sees only its view; it rebuilds a state from it (``state_from_view``) and searches over
``determinize`` clones of that state, so it can never peek.  Budgets are iteration counts.

The search is the generic ISMCTS of ``fishgames.bots.search`` cut to depth 1 (UCB over the root
actions, each iteration a fresh determinization played out to the end of the round by the mostly
greedy policy), i.e. determinized rollouts.  Measured in 4-player games (see the report): a full
closed-loop SO-ISMCTS with 1,500 iterations lost clearly to the 120-iteration version (its opponents'
nodes learn the searcher's real hand), and an open-loop tree over our own later moves was no better:
a shared deep node cannot adapt to what the others played, the greedy policy can.
"""

from __future__ import annotations

import random

from fishgames.bots import Bot
from fishgames.bots.search import ismcts
from fishgames.games.fischen.actions import NameColour, PassLeft, Play, Take
from fishgames.games.fischen.bits import P_BOAT, P_OVER
from fishgames.games.fischen.data import ALL_OTHERS, CODE, IS_ZERO, MINUS3, NEXT_TRICK_BUOYS, ROUNDS, SUITS
from fishgames.games.fischen.policy import FUTURE, greedy_action, make_playout, rollout_policy
from fishgames.games.fischen.rules import FischenState, state_from_view
from fishgames.games.fischen.view_types import FischenView

#: Per search level: iterations per decision, rollout randomness, UCB constant, weight of caught cards
#: as later hands, tree shape (open loop, depth 1 = flat).  Deterministic budgets; pro p95 ~0.7 s, which
#: the bot thinks through during its human-paced pause (``fishgames.bots.scheduler``).
BUDGETS = {
    "normal": {"iterations": 12, "epsilon": 0.5, "exploration": 0.7, "future": 1.0,
               "open_loop": True, "max_depth": 1},
    "pro": {"iterations": 3000, "epsilon": 0.2, "exploration": 0.7, "future": 1.0,
            "open_loop": True, "max_depth": 1},
}


def explain(action, view: FischenView | None = None) -> tuple[str, dict] | None:
    """The speech-bubble reason for notable plays (never reveals a secret pass); with the view, a next-trick
    buoy played into the round's last trick says that its effect is lost (there is no next trick)."""
    if isinstance(action, NameColour):
        return "fischen.reason.name_colour", {"colour": SUITS[action.suit]}
    if isinstance(action, Take):
        return "fischen.reason.zero_take", {"card": CODE[action.card]}
    if isinstance(action, PassLeft):
        return "fischen.reason.pass_card", {}
    if isinstance(action, Play):
        c = action.card
        if c in MINUS3:
            return "fischen.reason.dump_minus3", {}
        if c == ALL_OTHERS:
            return "fischen.reason.all_others", {}
        if IS_ZERO[c]:
            return "fischen.reason.play_zero", {"card": CODE[c]}
        if c in NEXT_TRICK_BUOYS:
            if view is not None and len(view["hand"]) <= 1:
                return "fischen.reason.buoy_lost", {"card": CODE[c]}
            return "fischen.reason.next_trick_buoy", {"card": CODE[c]}
    return None


class FischenBot(Bot):
    """Every level: one legal action is played at once, else ``decide``; the reason comes from the action."""

    def choose(self, view: FischenView, legal_actions: list, rng: random.Random):
        action = legal_actions[0] if len(legal_actions) == 1 else self.decide(view, legal_actions, rng)
        self.last_reason = explain(action, view)
        return action

    def decide(self, view: FischenView, legal: list, rng: random.Random):  # pragma: no cover - abstract
        raise NotImplementedError


class EasyBot(FischenBot):
    """The greedy policy, with a human slip (a random legal card) now and then."""

    level = "easy"
    slip = 0.15

    def decide(self, view, legal, rng):
        if rng.random() < self.slip:
            return legal[rng.randrange(len(legal))]
        st = state_from_view(view, rng)  # the greedy policy reads only public cards and our hand
        action = greedy_action(st, self.seat)
        return action if action in legal else legal[0]


def round_rewards(root: FischenState, future: float):
    """Rewards at the end of the round, per trick of the round: own points gained plus ``future`` times
    the worth of the caught cards as later hands, minus the same for the others' mean."""
    start = list(root.points)
    n = root.n
    scale = float(max(1, root.hand_size))
    weight = future if root.round < ROUNDS else 0.0

    def evaluate(st: FischenState) -> list[float]:
        gains = [st.points[p] - start[p] for p in range(n)]
        if weight and st.phase != P_OVER:
            for p in range(n):
                gains[p] += weight * sum(FUTURE[c] for c in st.last_catch[p])
        total = sum(gains)
        return [(g - (total - g) / (n - 1)) / scale for g in gains]

    return evaluate


def round_over(root: FischenState):
    round_no = root.round

    def terminal(st: FischenState) -> bool:
        return st.phase >= P_BOAT or st.round != round_no

    return terminal


class SearchBot(FischenBot):
    """SO-ISMCTS over determinizations of the bot's own view, to the end of the current round."""

    def __init__(self, seat, config=None, iterations: int | None = None):
        super().__init__(seat, config)
        budget = BUDGETS[self.level]
        self.iterations = iterations or budget["iterations"]
        self.epsilon = budget["epsilon"]
        self.exploration = budget["exploration"]
        self.future = budget["future"]
        self.open_loop = budget["open_loop"]
        self.max_depth = budget["max_depth"]
        self.last_search = None

    def about(self) -> dict:
        return {"iterations": self.iterations}

    def decide(self, view, legal, rng):
        base = state_from_view(view, rng)
        seat = self.seat
        result = ismcts(
            lambda r: base.determinize(seat, r, piles=False), seat, legal, self.iterations, rng,
            rollout=rollout_policy(self.epsilon), terminal=round_over(base),
            evaluate=round_rewards(base, self.future),
            exploration=self.exploration, playout=make_playout(self.epsilon, base.round),
            open_loop=self.open_loop, max_depth=self.max_depth,
        )
        self.last_search = result
        return result.action


class NormalBot(SearchBot):
    """A quick look-ahead: a few rollouts per card, with clumsy rollout players."""

    level = "normal"


class ProBot(SearchBot):
    level = "pro"
