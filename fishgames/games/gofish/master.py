"""Master bot (code letter M): full memory, card counting, the pond lottery and endgame search.

It sees what every bot sees (its view: own hand, public table, public log) and decides by:

* **Card counting.** The unseen copies of each rank are dealt many times into the other hands
  and the pond, consistent with hand sizes, voids, draws since each void and cards known to be
  held (``sampling.Constraints``).  From these deals: P(t holds r), P(t holds every copy I
  lack, so the ask completes my book) and P(the pond's top card is r) (the lottery of a miss).
* **Holding cards is a liability.** Every ask tells the table I hold that rank, and rivals
  with the rank then take my cards with a sure ask.  So with 3–4 players the master asks first
  for certain books, then for ranks it has already revealed (no new leak), most likely
  completions first, and leaves a rival's known cards where they are unless taking them leaves
  at most one copy outside its hand — letting rivals pile up a rank and taking the pile later
  wins books.  With 2 players the rival can only take back from the master, so it takes sure
  asks at once and guesses the ranks closest to a book (asking the likeliest hits first instead
  lost most of its edge over pro: book completion matters more than tempo in a duel).  The
  duel's book odds are exact (``ExactOdds`` with ``newest``: after a "Go fish" only the rival's
  cards drawn since can be of that rank), its search's and solver's deals take the draws in order
  too (``Constraints`` with ``newest``: at the guesses of 100 pro duels their mean hit chance fell
  from 34 % to 28 %, with the careful reading to 23 %, against 21 % real), and a rival the log does
  not show careless is read as careful (``reading.careful_model``: when it guesses it holds none
  of the ranks known to be mine, else it would have taken them), for the endgame search and
  solver too (issue 33).
* **Reading the rivals.** That caution only pays against rivals who use what the table knows.
  The log shows it (``reading``): per rival a log-likelihood ratio of "plays the spec's pro
  policy" over "asks at random" — sure asks taken or passed by, asks of seats known to be out
  of the rank, and guesses made while ranks were known to be elsewhere (a careful rival holds
  none of them: the hypergeometric odds of that).  Once the rivals have shown on average that
  they do not (evidence below ``-CARELESS``: random askers soon do, spec bots seldom), tempo wins
  (3–4 players): the master asks for the likeliest success (a hit or a lucky fish) by exact
  hypergeometric odds (``exact_odds``: sure asks first, the likelier book between equals) to the
  end of the game, without search.  Ranking guesses by the book odds of 64 sampled deals there
  lost to a plain "likeliest hit" counter by 3.0 ± 0.9 points (issue 33,
  ``tools/gofish_greedy.py``).  Near the end (pond ≤ ``CHECK_POND``) that tempo ask is checked
  by playouts against the next likeliest ones (``check_tempo``): one step of lookahead with the
  same play after it is where the points over a plain counter are (issue 33: from the true
  position such a step beat greedy's pick by 0.016 wins per guess at a pond of 0–6, nowhere
  earlier).  Reading every table without clear evidence as careless that way
  cost against 3× pro, so with no evidence either way the master plays as before: sure asks,
  then book odds.
* **Endgame search.** Once the pond is nearly empty (≤ ``ENDGAME_POND``), each ask is played
  out to the end of the game on ``ENDGAME_DEALS`` consistent deals — careful rivals playing the
  spec's pro policy, careless ones at random, the master itself cautious (or, when the search
  is called against careless rivals, taking sure asks at once) — and the best mean result is chosen.  In a
  duel it searches its guesses the same way once the pond is at ``DUEL_POND``, both seats played
  on by their likeliest success (a hit or a lucky fish, exact odds from each seat's own view:
  ``Sim.success_policy``).  A duel's end is a race for the turn: whoever asks with a pond of
  at most 1 takes nearly every rank still split, so a random guess in a playout (the pro
  policy's, used before issue 33) misjudges exactly the asks that decide it.  With a pond of at
  most ``duel_end.SOLVE_POND`` the duel's move is solved exactly instead (``duel_end``: every pond
  order the view allows, before the sure asks, which can hand the rival the turn and the last card).

Reasons use the public-fact keys: ``asked``/``received``/``fished`` when the target is known
to hold the rank, else ``guess``.
"""

from __future__ import annotations

import random

from fishgames.bots import Bot
from fishgames.games.gofish import duel_end
from fishgames.games.gofish.actions import Ask
from fishgames.games.gofish.bots import GUESS, own_counts, reason
from fishgames.games.gofish.data import N_RANKS, N_SUITS
from fishgames.games.gofish.exact_odds import ExactOdds
from fishgames.games.gofish.knowledge import PublicKnowledge
from fishgames.games.gofish.reading import careful_model, read_log
from fishgames.games.gofish.sampling import Constraints
from fishgames.games.gofish.sim import Sim
from fishgames.games.gofish.view_types import GoFishView

#: Deals sampled for the card-counting probabilities.
COUNTING_DEALS = 64
#: Pond size at or below which the 3–4 player master searches, and deals per searched ask.
ENDGAME_POND = 6
ENDGAME_DEALS = 128
#: Pond size at or below which the 2-player master searches its guesses too.
DUEL_POND = 6
#: The duel's search reads the rival as careful (the evidence ``search`` reads per seat); its
#: playouts play both seats by their likeliest success (``Sim.duel_playout``).
DUEL_RIVAL = [1.0, 1.0]
#: The duel's deals take the draws in order (``Constraints`` with ``newest``), as its odds do.
DUEL_NEWEST = True
#: A table whose rivals' mean evidence (``reading.read_log``) is above this is played as exploiting,
#: below minus ``CARELESS`` as careless.
EXPLOITING = 0.0
CARELESS = 1.0
#: Against careless rivals, pond size at or below which the tempo ask is checked by playouts: the
#: likeliest ``CHECKED_ASKS`` asks, each on the same ``CHECK_DEALS`` consistent deals, the tempo
#: ask kept unless another is ahead by ``CHECK_MARGIN`` standard errors of the paired difference.
CHECK_POND = 4
CHECK_DEALS = 48
CHECKED_ASKS = 3
CHECK_MARGIN = 2.0
#: Search score = win share + this × (my books − the best rival's), to separate equal wins.
MARGIN_WEIGHT = 0.05


class MasterBot(Bot):
    level = "master"

    def choose(self, view: GoFishView, legal_actions: list, rng: random.Random):
        model, rates = read_log(self.players, view["log"])
        own = own_counts(view)
        asks = sorted(legal_actions, key=lambda a: (a.target, a.rank))
        if len(asks) == 1:
            pick = asks[0]
        elif self.players == 2:
            pick = self._duel(view, model, rates, own, asks, rng)
        else:
            pick = self._table(view, model, rates, own, asks, rng)
        known = model.min[pick.target][pick.rank] >= 1
        self.last_reason = reason(model.why[pick.target][pick.rank] if known else GUESS, pick.rank)
        return pick

    # -- 3 and 4 players ------------------------------------------------------------------

    def _table(self, view, model, rates, own, asks, rng):
        books = [a for a in asks if own[a.rank] + model.min[a.target][a.rank] == N_SUITS]
        if books:
            return books[0]
        if careless(rates, self.seat):
            # rivals shown not to use the table's knowledge: tempo first, the likeliest success
            # (exact odds), then the likeliest book
            exact = ExactOdds(self.seat, model, own, view["hand_sizes"], view["pond"])
            pick = best(asks, lambda a: (exact.success(a), exact.book(a)), rng)
            if view["pond"] <= CHECK_POND and exact.holds(pick) < 1.0:
                pick = check_tempo(self.seat, view, model, own, asks, exact, pick, rng)
            return pick
        problem = Constraints(self.seat, own, view["hand_sizes"], view["pond"], model)
        if view["pond"] <= ENDGAME_POND:
            return search(self.seat, view, model, rates, own, asks, problem, rng)
        odds = Odds(problem, own, view["pond"], rng)
        mine = model.min[self.seat]

        if exploiting(rates, self.seat):
            def value(a: Ask):
                t, r = a.target, a.rank
                known = model.min[t][r]
                # a rival's known cards of a rank I have not revealed: take them only when at
                # most one copy stays outside my hand, else let the pile grow
                wait = known and not mine[r] and own[r] + known < N_SUITS - 1
                return (not wait, mine[r] >= 1, odds.book(a), odds.success(a))
        else:  # no evidence either way yet
            def value(a: Ask):
                return (model.min[a.target][a.rank] >= 1, odds.book(a), odds.success(a))

        return best(asks, value, rng)

    # -- 2 players ------------------------------------------------------------------------

    def _duel(self, view, model, rates, own, asks, rng):
        problem = Constraints(self.seat, own, view["hand_sizes"], view["pond"], model, newest=DUEL_NEWEST)
        if not careless(rates, self.seat):
            model, problem = careful_reading(self.seat, view, own, model, problem)
        if view["pond"] <= duel_end.SOLVE_POND:
            pick = solved(self.seat, view, model, own, asks, problem, rng)
            if pick is not None:
                return pick
        sure = [a for a in asks if model.min[a.target][a.rank] >= 1]
        if sure:
            return best(sure, lambda a: (own[a.rank] + model.min[a.target][a.rank], own[a.rank]), rng)
        if view["pond"] <= DUEL_POND:
            return search(self.seat, view, model, DUEL_RIVAL, own, asks, problem, rng, duel=True)
        odds = ExactOdds(self.seat, model, own, view["hand_sizes"], view["pond"], newest=True)
        open_asks = [a for a in asks if model.hi[a.target][a.rank] != 0] or asks
        return best(open_asks, lambda a: (odds.book(a), own[a.rank]), rng)


def careful_reading(seat, view, own, model, problem) -> tuple[PublicKnowledge, Constraints]:
    """The duel's model and counting problem with the rival read as careful (``careful_model``:
    a guess means it held none of the ranks known to be mine), or the public ones where no deal
    fits that reading (the rival passed a sure ask by after all)."""
    careful = careful_model(len(view["hand_sizes"]), view["log"], seat)
    try:
        inferred = Constraints(seat, own, view["hand_sizes"], view["pond"], careful, newest=problem.window is not None)
        inferred.feasible()
    except ValueError:
        return model, problem
    return careful, inferred


def exploiting(evidence: list[float], seat: int) -> bool:
    """Do the rivals, on average, use what the table knows (so revealing a rank costs)?"""
    rivals = [e for s, e in enumerate(evidence) if s != seat]
    return sum(rivals) / len(rivals) > EXPLOITING


def careless(evidence: list[float], seat: int) -> bool:
    """Have the rivals, on average, shown that they do not use what the table knows (a mean
    evidence below ``-CARELESS``)?  Spec bots seldom look so: a pro that guessed while ranks were
    known elsewhere counts a little against it until it takes a sure ask, so the bar sits below 0
    (it read 3× pro as careless in 1–3 % of the decisions, 3× random in 83 %: issue 33)."""
    rivals = [e for s, e in enumerate(evidence) if s != seat]
    return sum(rivals) / len(rivals) < -CARELESS


def best(asks: list[Ask], value, rng: random.Random) -> Ask:
    """The ask with the highest value; exact ties by one ``rng.choice`` in (seat, rank) order."""
    values = [value(a) for a in asks]
    top = max(values)
    tied = [a for a, v in zip(asks, values, strict=True) if v == top]
    return tied[0] if len(tied) == 1 else rng.choice(tied)


class Odds:
    """Card-counting probabilities from ``COUNTING_DEALS`` consistent deals."""

    def __init__(self, problem: Constraints, own: list[int], pond: int, rng: random.Random):
        holders = len(problem.free)
        self.index = {t: i for i, t in enumerate(problem.holders)}
        hit = [[0] * N_RANKS for _ in range(holders)]
        full = [[0] * N_RANKS for _ in range(holders)]
        in_pond = [0] * N_RANKS
        for _ in range(COUNTING_DEALS):
            counts = problem.sample(rng)
            for i in range(holders - 1):
                for r, c in enumerate(counts[i]):
                    if c:
                        hit[i][r] += 1
                        if c + own[r] == N_SUITS:
                            full[i][r] += 1
            for r, c in enumerate(counts[-1]):
                in_pond[r] += c
        scale = 1 / COUNTING_DEALS
        self.hit = [[x * scale for x in row] for row in hit]
        self.full = [[x * scale for x in row] for row in full]
        self.top = [c * scale / pond if pond else 0.0 for c in in_pond]
        self.own = own

    def holds(self, a: Ask) -> float:
        return self.hit[self.index[a.target]][a.rank]

    def success(self, a: Ask) -> float:
        """P(the ask is successful): a hit, or a miss that fishes the asked rank."""
        p = self.holds(a)
        return p + (1 - p) * self.top[a.rank]

    def book(self, a: Ask) -> float:
        """P(this ask completes my book of the rank, by the hand-over or the lucky fish)."""
        p = self.holds(a)
        fish = (1 - p) * self.top[a.rank] if self.own[a.rank] == N_SUITS - 1 else 0.0
        return self.full[self.index[a.target]][a.rank] + fish


def check_tempo(seat, view, model, own, asks, exact: ExactOdds, pick: Ask, rng: random.Random) -> Ask:
    """Near the end against careless rivals: does another likely ask beat the tempo ask?  Each
    of the likeliest asks is played out on the same consistent deals (the rivals at random, my
    later asks by exact odds); the tempo ask stays unless another is clearly ahead.  The deals
    come from a copy of the bot's stream, so this check never shifts its other decisions."""
    ranked = sorted(asks, key=lambda a: (-exact.success(a), -exact.book(a), a.target, a.rank))
    others = [a for a in ranked if a != pick][:CHECKED_ASKS - 1]
    if not others:
        return pick
    local = random.Random()
    local.setstate(rng.getstate())
    problem = Constraints(seat, own, view["hand_sizes"], view["pond"], model)
    n = len(view["hand_sizes"])
    deals = [build_sim(seat, view, model, own, problem, problem.sample(local), local) for _ in range(CHECK_DEALS)]
    seeds = [local.getrandbits(32) for _ in deals]

    def outcomes(a: Ask) -> list[float]:
        scores = []
        for sim, seed in zip(deals, seeds, strict=True):
            game = sim.copy()
            game.ask(seat, a.target, a.rank)
            game.careless_playout(seat, random.Random(seed))
            mine = game.books[seat]
            rival = max(game.books[i] for i in range(n) if i != seat)
            scores.append((1.0 if mine > rival else 0.5 if mine == rival else 0.0) + MARGIN_WEIGHT * (mine - rival))
        return scores

    base = outcomes(pick)
    top, top_gain = pick, 0.0
    for a in others:
        diffs = [x - y for x, y in zip(outcomes(a), base, strict=True)]
        mean = sum(diffs) / len(diffs)
        spread = (sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs)) ** 0.5
        if mean > top_gain and mean > CHECK_MARGIN * spread:
            top, top_gain = a, mean
    return top


def search(seat, view, model, rates, own, asks, problem, rng, bold: bool | None = None, duel: bool = False) -> Ask:
    """Play every ask out to the end on the same sampled deals; best mean result wins.  ``bold``:
    my own playouts take sure asks at once (by default, when the rivals are careless).  ``duel``:
    both seats play on by their likeliest success (``Sim.duel_playout``) instead."""
    n = len(view["hand_sizes"])
    deals = [build_sim(seat, view, model, own, problem, problem.sample(rng), rng) for _ in range(ENDGAME_DEALS)]
    seeds = [rng.getrandbits(32) for _ in deals]
    careful = [rate > EXPLOITING for rate in rates]  # rivals played with the pro policy, the rest at random
    if bold is None:
        bold = not exploiting(rates, seat)
    totals = []
    for a in asks:
        total = 0.0
        for sim, seed in zip(deals, seeds, strict=True):
            game = sim.copy()
            game.ask(seat, a.target, a.rank)
            if duel:
                game.duel_playout(random.Random(seed))
            else:
                game.playout(seat, random.Random(seed), careful, bold)
            books = game.books
            rival = max(books[i] for i in range(n) if i != seat)
            mine = books[seat]
            total += (1.0 if mine > rival else 0.5 if mine == rival else 0.0) + MARGIN_WEIGHT * (mine - rival)
        totals.append(total)
    top = max(totals)
    return asks[totals.index(top)]


def solved(seat, view, model, own, asks, problem, rng) -> Ask | None:
    """The duel's exact move at a pond of at most ``duel_end.SOLVE_POND`` (None when too big to
    solve): every pond order the view allows, my turn searched over what I can tell apart."""
    empty = [[0] * N_RANKS for _ in problem.free]
    base = build_sim(seat, view, model, own, problem, empty, random.Random(0))
    try:
        values = duel_end.solve(seat, base, problem)
    except duel_end.TooBig:
        return None
    top = max(values.values())
    return best(asks, lambda a: values[a.rank] >= top - 1e-9, rng)


def build_sim(seat: int, view: GoFishView, model: PublicKnowledge, own: list[int], problem: Constraints,
              counts: list[list[int]], rng: random.Random) -> Sim:
    """A rank-count game from my view and one sampled deal of the unseen cards."""
    n = len(view["hand_sizes"])
    sim = Sim.__new__(Sim)
    sim.n = n
    sim.cnt = [None] * n
    sim.cnt[seat] = own[:]
    for i, t in enumerate(problem.holders):
        sim.cnt[t] = counts[i][:]
    pond = [r for r in range(N_RANKS) for _ in range(counts[-1][r])]
    rng.shuffle(pond)
    sim.pond = pond
    sim.size = list(view["hand_sizes"])
    sim.booked = model.booked[:]
    sim.books = list(view["scores"])
    sim.made = len(view["books"])
    sim.turn = seat
    sim.lo = [row[:] for row in model.min]
    sim.hi = [row[:] for row in model.hi]
    sim.when = [row[:] for row in model.when]
    sim.clock = model.clock
    sim.asks = 0
    return sim
