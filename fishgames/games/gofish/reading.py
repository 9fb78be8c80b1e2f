"""Reading the rivals from the public log: does each one use what the table knows?

The master plays careful rivals (spec bots, people who remember) differently from careless ones
(random askers), so per seat it keeps the evidence: a log-likelihood ratio of "plays the spec's
pro policy with full memory" over "asks uniformly at random", summed over that seat's asks,
0 before any evidence.  Everything is public, so each ask is judged by what the table knew then:

* **A sure ask taken** (the target was known to hold the rank): a careful player holding the rank
  takes it, a random asker only by chance — ``log(its asks / the sure ones)``, at most ``CLUE``.
* **A sure ask passed**: the asker was publicly known to hold a rank another seat is known to
  hold, or it asked for a rank another seat is known to hold from a seat not known to: a careful
  player never does that — ``-CLUE``.
* **A guess**: asking a seat known to be out of the rank while another might hold it is ``-CLUE``;
  avoiding such seats counts ``log(seats / seats not out of it)`` (the odds a random asker had to
  avoid them by chance).  And while other seats are known to hold ranks the asker may hold, a
  careful player guesses only when it holds none of them: ``log P(it holds none)``,
  hypergeometric over the copies nobody is known to hold, in the unknown slots of the hands
  that may hold them and the pond.

That last clue is what reads a table early: sure asks are rare in the opening, but ranks known
to be somewhere are not, and a random asker passes them by turn after turn (issue 33).
"""

from __future__ import annotations

import math

from fishgames.games.gofish.data import DECK, N_RANKS, N_SUITS
from fishgames.games.gofish.knowledge import PublicKnowledge

#: One clear clue's weight (a log-likelihood ratio).
CLUE = 2.0
#: Distinct ranks per unknown card (5 random cards hold 4.4 ranks on average, 7 cards 5.8).
RANKS_PER_CARD = 0.8


def read_log(players: int, entries) -> tuple[PublicKnowledge, list[float]]:
    """The full-memory model, and per seat the evidence that it uses what the table knows."""
    model = PublicKnowledge(players)
    evidence = [0.0] * players
    size = [0] * players
    pond = DECK
    for entry in entries:
        kind = entry[0]
        if kind == "asked":
            p, t, r = entry[1], entry[2], entry[3]
            evidence[p] += ask_evidence(model, size, pond, p, t, r)
        elif kind == "hand_dealt":
            size[entry[1]] += entry[2]
            pond -= entry[2]
        elif kind == "handed_over":
            size[entry[1]] -= entry[4]
            size[entry[2]] += entry[4]
        elif kind in ("fished", "card_drawn"):
            size[entry[1]] += 1
            pond -= 1
        elif kind == "book_made":
            size[entry[1]] -= N_SUITS
        model.feed(entry)
    return model, evidence


def ask_evidence(model: PublicKnowledge, size: list[int], pond: int, p: int, t: int, r: int) -> float:
    """The log-likelihood ratio (careful over random) of p asking t for r, as the table saw it."""
    lo, hi = model.min, model.hi
    targets = [o for o in range(model.players) if o != p and any(hi[o])]  # seats with cards
    known_elsewhere = [x for x in range(N_RANKS) if any(lo[o][x] for o in targets)]
    sure = [(o, x) for o in targets for x in known_elsewhere if lo[o][x] and lo[p][x]]
    if lo[t][r] >= 1:
        options = len(targets) * max(distinct_ranks(model, size, p), 1)
        chosen = len(sure) if (t, r) in sure else len(sure) + 1
        return min(CLUE, max(0.0, math.log(options / chosen)))
    if sure or r in known_elsewhere:
        return -CLUE
    open_ = [o for o in targets if hi[o][r]]
    if not hi[t][r] and open_:
        return -CLUE
    avoided = math.log(len(targets) / len(open_)) if open_ else 0.0
    return avoided + max(-CLUE, math.log(max(none_held(model, size, pond, p, r, known_elsewhere), 1e-9)))


def distinct_ranks(model: PublicKnowledge, size: list[int], p: int) -> float:
    """About how many ranks p holds: those known, and the unknown cards' share of the rest."""
    known = sum(1 for x in range(N_RANKS) if model.min[p][x])
    unknown = size[p] - sum(model.min[p])
    left = sum(1 for x in range(N_RANKS) if not model.booked[x]) - known
    return known + min(unknown, left) * RANKS_PER_CARD


def none_held(model: PublicKnowledge, size: list[int], pond: int, p: int, r: int, ranks: list[int]) -> float:
    """P(p holds no copy of any of ``ranks``), given that it holds r (independent ranks)."""
    lo, hi = model.min, model.hi
    free = [size[s] - sum(lo[s]) for s in range(model.players)]
    if not lo[p][r]:
        free[p] -= 1  # the asked rank takes one of p's unknown slots
    mine = free[p]
    chance = 1.0
    for x in ranks:
        if not hi[p][x] or mine <= 0:
            continue
        unseen = N_SUITS - sum(lo[s][x] for s in range(model.players))
        slots = pond + sum(free[s] for s in range(model.players) if hi[s][x] > lo[s][x])
        if unseen <= 0 or slots < mine:
            continue
        chance *= math.comb(slots - mine, unseen) / math.comb(slots, unseen) if slots >= unseen else 0.0
    return chance


def careful_model(players: int, entries, me: int) -> PublicKnowledge:
    """The public model of seat ``me``, plus what the rivals' guesses tell if they are careful.

    A careful player (the spec's pro policy; ISMCTS, whose every re-deal gives me the ranks the
    table knows I hold) takes a sure ask before it guesses.  So whenever a rival guesses, it held
    no copy of any rank another seat was then known to hold: that rank is a void of the rival
    (``hi`` = 0) until its next hidden draws, which the model then counts as for any "Go fish".
    Without this, a rank I asked for and was not asked back looks as likely with the rival as
    any other, though a careful rival would have taken my copies (issue 33: the duel).
    Only for play against rivals the log does not show to be careless; ``me``'s own row is
    never touched (my hand is known to me)."""
    model = PublicKnowledge(players)
    lo, hi = model.min, model.hi
    for entry in entries:
        if entry[0] == "asked":
            p, t, r = entry[1], entry[2], entry[3]
            if p != me and not lo[t][r]:  # a guess: no sure ask was there to take
                known = [x for x in range(N_RANKS) if any(lo[s][x] for s in range(players) if s != p)]
                for x in known:
                    if not lo[p][x]:
                        hi[p][x] = 0
        model.feed(entry)
    return model
