"""A bare rank-count Go Fish engine for the master bot's lookahead.

Suits never matter, so a hand is 13 counts.  The engine keeps the public knowledge every seat
shares (``lo`` surely-held counts, ``hi`` upper bounds with 0 = void, ``when`` recency), and
plays the rivals with the spec's pro policy (§11.3 with full memory, exactly how pro opponents
decide) and the master's own later moves with a cheap sketch of its policy.
"""

from __future__ import annotations

import math
import random

from fishgames.games.gofish.data import BOOKS, N_RANKS, N_SUITS

_KEY_SUM = 1 << 40
_KEY_OWN = 1 << 32


class Sim:
    __slots__ = ("n", "cnt", "size", "pond", "booked", "books", "made", "turn", "lo", "hi", "when",
                 "clock", "asks")

    def copy(self) -> Sim:
        other = Sim.__new__(Sim)
        other.n = self.n
        other.cnt = [row[:] for row in self.cnt]
        other.size = self.size[:]
        other.pond = self.pond[:]
        other.booked = self.booked[:]
        other.books = self.books[:]
        other.made = self.made
        other.turn = self.turn
        other.lo = [row[:] for row in self.lo]
        other.hi = [row[:] for row in self.hi]
        other.when = [row[:] for row in self.when]
        other.clock = self.clock
        other.asks = self.asks
        return other

    # -- one ask ------------------------------------------------------------------------

    def ask(self, p: int, t: int, r: int) -> None:
        """Resolve p's ask and move ``turn`` on to the next seat that must ask (or -1 at the end)."""
        self.asks += 1
        self.clock += 1
        lo, hi, cnt = self.lo, self.hi, self.cnt
        if lo[p][r] < 1:
            lo[p][r] = 1
        if hi[p][r] < 1:
            hi[p][r] = 1
        self.when[p][r] = self.clock
        k = cnt[t][r]
        if k:
            cnt[t][r] = 0
            self.size[t] -= k
            lo[t][r] = 0
            hi[t][r] = 0
            cnt[p][r] += k
            self.size[p] += k
            lo[p][r] += k
            hi[p][r] = min(N_SUITS, hi[p][r] + k)
            if not self.size[t]:
                lo[t] = [0] * N_RANKS
                hi[t] = [0] * N_RANKS
            if cnt[p][r] == N_SUITS:
                self._book(p, r)
            self._settle(p, False)
            return
        hi[t][r] = 0
        if not self.pond:
            self._settle(p, True)
            return
        got = self.pond.pop()
        cnt[p][got] += 1
        self.size[p] += 1
        if got == r:
            lo[p][r] += 1
            hi[p][r] = min(N_SUITS, hi[p][r] + 1)
            if cnt[p][r] == N_SUITS:
                self._book(p, r)
            self._settle(p, False)
            return
        hi[p] = [h + 1 if h < N_SUITS else h for h in hi[p]]
        if cnt[p][got] == N_SUITS:
            self._book(p, got)
        self._settle(p, True)

    def _book(self, p: int, r: int) -> None:
        self.cnt[p][r] = 0
        self.size[p] -= N_SUITS
        self.booked[r] = True
        self.books[p] += 1
        self.made += 1
        for seat in range(self.n):
            self.lo[seat][r] = 0
            self.hi[seat][r] = 0

    def _settle(self, p: int, pass_turn: bool) -> None:
        if self.made == BOOKS:
            self.turn = -1
            return
        size, pond, n = self.size, self.pond, self.n
        while True:
            if pass_turn:
                p = (p + 1) % n
                if not size[p] and not pond:
                    continue
            pass_turn = True
            if not size[p]:
                if not pond:
                    continue
                got = pond.pop()
                self.cnt[p][got] += 1
                size[p] = 1
                self.hi[p] = [1] * N_RANKS
            if not any(size[t] for t in range(n) if t != p):
                continue
            self.turn = p
            return

    # -- the pro policy -----------------------------------------------------------------

    def policy(self, p: int, rng: random.Random) -> tuple[int, int]:
        """Spec §11.3 with full memory: the best sure ask, else a random open guess."""
        own = self.cnt[p]
        held = [r for r in range(N_RANKS) if own[r]]
        best = -1
        pick = None
        open_pairs = []
        for t in range(self.n):
            if t == p or not self.size[t]:
                continue
            lo_t, hi_t, when_t = self.lo[t], self.hi[t], self.when[t]
            for r in held:
                m = lo_t[r]
                if m:
                    key = (own[r] + m) * _KEY_SUM + own[r] * _KEY_OWN + when_t[r]
                    if key > best:
                        best, pick = key, (t, r)
                elif best < 0 and hi_t[r]:
                    open_pairs.append((t, r))
        if pick is not None:
            return pick
        if not open_pairs:
            open_pairs = [(t, r) for t in range(self.n) if t != p and self.size[t] for r in held]
        return open_pairs[int(rng.random() * len(open_pairs))]

    def master_policy(self, p: int, rng: random.Random) -> tuple[int, int]:
        """A cheap sketch of the master's own policy (``master.py``) for its lookahead:
        certain books, then revealed ranks (sure asks first), then unrevealed guesses, and a
        rival's known cards of an unrevealed rank only when at most one copy stays out."""
        own = self.cnt[p]
        held = [r for r in range(N_RANKS) if own[r]]
        mine = self.lo[p]
        tiers: list[list[tuple[int, int]]] = [[], [], [], [], []]
        for t in range(self.n):
            if t == p or not self.size[t]:
                continue
            lo_t, hi_t = self.lo[t], self.hi[t]
            for r in held:
                if lo_t[r]:
                    if own[r] + lo_t[r] == N_SUITS:
                        return t, r
                    tiers[0 if mine[r] or own[r] + lo_t[r] >= N_SUITS - 1 else 3].append((t, r))
                elif hi_t[r]:
                    tiers[1 if mine[r] else 2].append((t, r))
                else:
                    tiers[4].append((t, r))
        for tier in tiers:
            if tier:
                return tier[int(rng.random() * len(tier))]
        raise AssertionError("a seat to act always has an ask")

    def greedy_policy(self, p: int, rng: random.Random) -> tuple[int, int]:
        """The likeliest hit by exact odds from p's seat (its own counts and the public ones):
        how the master plays careless rivals (``exact_odds``), cheap enough for a playout."""
        return self._likeliest(p, rng, success=False)

    def success_policy(self, p: int, rng: random.Random) -> tuple[int, int]:
        """The likeliest success (a hit, or a miss that fishes the asked rank) by exact odds from
        p's seat, the rank with more of my copies between equals: how a card counter plays a
        duel's end, where a miss hands the rival the turn and whoever moves at an empty pond
        takes every rank still split (both hands are then known)."""
        return self._likeliest(p, rng, success=True)

    def _likeliest(self, p: int, rng: random.Random, success: bool) -> tuple[int, int]:
        """The ask with the best odds from p's seat, a fair pick between equals: of a hit alone, or
        (``success``) of a hit or a lucky fish, then the rank p holds more of."""
        own, lo, hi, size, n = self.cnt[p], self.lo, self.hi, self.size, self.n
        others = [t for t in range(n) if t != p]
        unknown = [size[t] - sum(lo[t]) for t in range(n)]
        pond = len(self.pond)
        best = (-1.0, 0)
        picks: list[tuple[int, int]] = []
        for r in range(N_RANKS):
            if not own[r]:
                continue
            unseen = N_SUITS - own[r] - sum(lo[t][r] for t in others)
            slots = pond + sum(unknown[t] for t in others if hi[t][r] > lo[t][r])
            for t in others:
                if not size[t]:
                    continue
                is_open = hi[t][r] > lo[t][r]
                if lo[t][r]:
                    hit = 1.0
                elif not is_open or unseen <= 0 or unknown[t] <= 0 or slots <= 0:
                    hit = 0.0
                else:
                    hit = 1.0 - math.comb(slots - unknown[t], unseen) / math.comb(slots, unseen)
                if success:
                    rest = slots - (unknown[t] if is_open else 0)
                    fish = unseen / rest if pond and unseen > 0 and rest > 0 else 0.0
                    key = (hit + (1.0 - hit) * fish, own[r])
                else:
                    key = (hit, 0)
                if key > best:
                    best, picks = key, [(t, r)]
                elif key == best:
                    picks.append((t, r))
        return picks[int(rng.random() * len(picks))]

    def duel_playout(self, rng: random.Random, limit: int = 600) -> None:
        """Play on with every seat asking for its likeliest success (``success_policy``): how the
        duel's endgame search sees both players."""
        stop = self.asks + limit
        while self.turn >= 0 and self.asks < stop:
            p = self.turn
            t, r = self.success_policy(p, rng)
            self.ask(p, t, r)

    def random_policy(self, p: int, rng: random.Random) -> tuple[int, int]:
        own = self.cnt[p]
        pairs = [(t, r) for t in range(self.n) if t != p and self.size[t] for r in range(N_RANKS) if own[r]]
        return pairs[int(rng.random() * len(pairs))]

    def playout(self, me: int, rng: random.Random, pro: list[bool], bold: bool = False, limit: int = 600) -> None:
        """Play on until the game ends (or ``limit`` asks): ``me`` with the master sketch (with
        ``bold``, the pro policy: sure asks at once, as the master plays careless rivals), the
        others with the pro policy where ``pro[seat]``, else uniformly at random."""
        stop = self.asks + limit
        while self.turn >= 0 and self.asks < stop:
            p = self.turn
            if p == me:
                t, r = self.policy(p, rng) if bold else self.master_policy(p, rng)
            elif pro[p]:
                t, r = self.policy(p, rng)
            else:
                t, r = self.random_policy(p, rng)
            self.ask(p, t, r)

    def careless_playout(self, me: int, rng: random.Random, limit: int = 600) -> None:
        """Play on against careless rivals: ``me`` by exact odds (``greedy_policy``), the others
        uniformly at random (how the master's careless-table endgame sees the game)."""
        stop = self.asks + limit
        while self.turn >= 0 and self.asks < stop:
            p = self.turn
            t, r = self.greedy_policy(p, rng) if p == me else self.random_policy(p, rng)
            self.ask(p, t, r)
