"""The master bot: certain books first, leak awareness with 3–4 players, sure asks in a duel."""

import random

import pytest

from fishgames.core import Match, Seat, registry
from fishgames.games.gofish import master
from fishgames.games.gofish.actions import Ask
from fishgames.games.gofish.data import DECK, N_RANKS
from fishgames.games.gofish.master import EXPLOITING, read_log
from fishgames.games.gofish.reading import CLUE
from fishgames.games.gofish.rules import GoFishState
from fishgames.games.gofish.sim import Sim
from tests.gofish.helpers import ANA, BEN, CLEO, YOU, asked, cards, dealt, decide, labels, rank, table

SPEC = registry.get("gofish")


def test_master_completes_a_certain_book_first():
    state = dealt(["7C 7D 7H 2D 3D", "7S 4C 4D 8C 9C", "5C 5D 6C 6D 10C", "JC JD QC QD KC"],
                  pond_top="2C 3C 4H", start=ANA)
    asked(state, (ANA, BEN, "7"), (BEN, CLEO, "5"), (CLEO, ANA, "J"))
    assert state.to_act() == (YOU,)
    action, why = decide(state, YOU, "master")
    assert action == Ask(ANA, rank("7")) and why == ("gofish.reason.asked", {"r": "7"})


def test_master_lets_a_rival_pile_up_a_rank_it_has_not_revealed(monkeypatch):
    """Taking Ben's one known five would show the table You hold two; pro takes it, master waits
    when the rivals are known to use the table's knowledge."""
    state = dealt(["5C 8D 9D 10D KD", "2C 3C 4C 6C 8C", "5D 6D 6H 2H 3H", "JC JD QC QD KC"],
                  pond_top="AS AH", start=BEN)
    state.apply(BEN, Ask(CLEO, rank("5")))
    state.apply(CLEO, Ask(ANA, rank("J")))
    monkeypatch.setattr(master, "exploiting", lambda rates, seat: True)
    assert state.to_act() == (YOU,)
    assert decide(state, YOU, "pro")[0] == Ask(BEN, rank("5"))
    for seed in range(3):
        action, why = decide(state, YOU, "master", seed)
        assert action != Ask(BEN, rank("5")) and why[0] == "gofish.reason.guess"


def test_master_in_a_duel_takes_sure_asks_at_once():
    state = dealt(["5C 8D 9D 10D KD 2S 3S", "5D 6D 6H 2H 3H 4H 7H"], pond_top="AC 6S AD", start=ANA)
    state.apply(ANA, Ask(YOU, rank("6")))  # Go fish; Ana draws AC
    state.apply(YOU, Ask(ANA, rank("K")))  # Go fish; You draw 6S
    state.apply(ANA, Ask(YOU, rank("4")))  # Go fish; Ana draws AD
    assert state.to_act() == (YOU,)
    action, why = decide(state, YOU, "master")
    assert action == Ask(ANA, rank("6")) and why == ("gofish.reason.asked", {"r": "6"})


def test_master_is_deterministic_given_its_stream():
    state = dealt(["5C 8D 9D 10D KD", "2C 3C 4C 6C 8C", "5D 6D 6H 2H 3H", "JC JD QC QD KC"], start=YOU)
    assert len({decide(state, YOU, "master", seed=7)[0] for _ in range(3)}) == 1


def test_master_reads_from_the_log_who_uses_what_the_table_knows():
    """Pro askers take publicly sure asks, random askers mostly do not: the rates tell them apart."""
    seats = [Seat("bot", "random"), Seat("bot", "pro"), Seat("bot", "random"), Seat("bot", "pro")]
    rates = [[], [], [], []]
    for seed in range(6):
        match = Match(SPEC, SPEC.config(4), seats, seed)
        match.play_to_end()
        _, seen = read_log(4, match.state.view(0)["log"])
        for seat in range(4):
            rates[seat].append(seen[seat])
    mean = [sum(r) / len(r) for r in rates]
    assert mean[1] >= EXPLOITING and mean[3] >= EXPLOITING, mean
    assert mean[0] < EXPLOITING and mean[2] < EXPLOITING, mean


def test_against_careless_rivals_master_takes_sure_asks_at_once(monkeypatch):
    """The pile-up position of the test above, but the rivals are known not to use the table's knowledge."""
    state = dealt(["5C 8D 9D 10D KD", "2C 3C 4C 6C 8C", "5D 6D 6H 2H 3H", "JC JD QC QD KC"],
                  pond_top="AS AH", start=BEN)
    state.apply(BEN, Ask(CLEO, rank("5")))
    state.apply(CLEO, Ask(ANA, rank("J")))
    monkeypatch.setattr(master, "exploiting", lambda rates, seat: False)
    action, why = decide(state, YOU, "master")
    assert action == Ask(BEN, rank("5")) and why == ("gofish.reason.asked", {"r": "5"})


def test_rivals_count_as_neither_until_the_log_shows_which():
    """Early on nobody could have taken a sure ask (Cleo, who guessed while Ben was known to hold a
    five, had just said she has none): no evidence, so the master plays the earlier way (it takes
    Ben's known five at once, the pile-up position above)."""
    state = dealt(["5C 8D 9D 10D KD", "2C 3C 4C 6C 8C", "5D 6D 6H 2H 3H", "JC JD QC QD KC"],
                  pond_top="AS AH", start=BEN)
    state.apply(BEN, Ask(CLEO, rank("5")))
    state.apply(CLEO, Ask(ANA, rank("J")))
    _, evidence = read_log(4, state.view(YOU)["log"])
    assert evidence == [0.0] * 4
    assert not master.exploiting(evidence, YOU) and not master.careless(evidence, YOU)
    assert decide(state, YOU, "master")[0] == Ask(BEN, rank("5"))


def test_only_a_mean_evidence_below_minus_careless_reads_a_table_as_careless():
    """Two rivals who passed by sure asks (-CLUE each): careless, so the master plays tempo by exact
    odds.  One such rival among three, or no evidence, keeps the earlier play."""
    assert master.CARELESS == 1.0
    assert master.careless([0.0, 0.0, -CLUE, -CLUE], YOU)
    assert not master.careless([0.0, 0.0, 0.0, -CLUE], YOU) and not master.careless([0.0] * 4, YOU)
    assert not master.careless([-9.0, 0.0, 0.0, 0.0], YOU)  # my own seat does not count


def test_pro_rivals_are_not_read_as_careless():
    seats = [Seat("bot", "master")] + [Seat("bot", "pro") for _ in range(3)]
    for seed in range(3):
        match = Match(SPEC, SPEC.config(4), seats, seed)
        match.play_to_end()
        log = match.state.view(0)["log"]
        for cut in range(1, len(log) + 1, 5):
            _, evidence = read_log(4, log[:cut])
            assert not master.careless(evidence, 0), (seed, cut, evidence)


def two_seat_sim():
    """A duel in the master's lookahead engine: seat 0 holds one 5 and one 9 (nothing revealed),
    seat 1 is publicly known to hold a 5; the pond holds no 5 or 9."""
    sim = Sim.__new__(Sim)
    sim.n, sim.turn, sim.made, sim.clock, sim.asks = 2, 0, 0, 0, 0
    sim.cnt = [[0] * N_RANKS for _ in range(2)]
    sim.cnt[0][rank("5")] = sim.cnt[0][rank("9")] = 1
    sim.cnt[1][rank("5")] = sim.cnt[1][rank("2")] = 1
    sim.size = [2, 2]
    sim.pond = [rank("3"), rank("4")]
    sim.booked = [False] * N_RANKS
    sim.books = [0, 0]
    sim.lo = [[0] * N_RANKS for _ in range(2)]
    sim.lo[1][rank("5")] = 1
    sim.hi = [[4] * N_RANKS for _ in range(2)]
    sim.when = [[-1] * N_RANKS for _ in range(2)]
    return sim


def test_against_careless_rivals_the_lookahead_also_takes_sure_asks_at_once():
    """The endgame search plays the master's own later asks as it plays them for real: bold
    (the sure five at once) against careless rivals, cautious (a guess first) otherwise."""
    for seed in range(5):
        bold, cautious = two_seat_sim(), two_seat_sim()
        bold.playout(0, random.Random(seed), [False, False], bold=True, limit=1)
        cautious.playout(0, random.Random(seed), [False, False], bold=False, limit=1)
        assert bold.cnt[0][rank("5")] == 2
        assert cautious.cnt[0][rank("5")] == 1


@pytest.mark.parametrize("pond", [6, 7])
def test_in_a_duel_the_master_searches_its_guesses_once_the_pond_is_low(monkeypatch, pond):
    """No sure ask: from a pond of ``DUEL_POND`` (6) on, the duel's guess is the search's (both
    seats played on by their likeliest success); with a bigger pond the heuristic guesses alone."""
    assert master.DUEL_POND == 6
    rest = "2C 5S 9H 9S 2D 3D 6S 3C".split()  # Ana's last cards, then the pond
    books = {"A": YOU, "4": YOU, "7": YOU, "8": YOU, "10": ANA, "J": ANA, "Q": ANA, "K": ANA}
    state = table(["5C 9D 2S 3S 6C 9C 5H", "5D 6D 6H 2H 3H " + " ".join(rest[:8 - pond])],
                  pond=" ".join(rest[8 - pond:]), turn=YOU, books=books)
    data = state.to_json()  # the books in the public log too, where the bots read them
    data["log"] += [["book_made", owner, rank(name), order] for order, (name, owner) in enumerate(books.items(), 1)]
    state = GoFishState.from_json(data)
    calls = []

    def spy(seat, view, model, rates, own, asks, problem, rng, bold=None, duel=False):
        calls.append((rates, bold, duel))
        return asks[-1]

    monkeypatch.setattr(master, "search", spy)
    action, why = decide(state, YOU, "master")
    legal = sorted(state.legal_actions(YOU), key=lambda a: (a.target, a.rank))
    searched = [([1.0, 1.0], None, True)] if pond <= 6 else []
    assert calls == searched and why[0] == "gofish.reason.guess"
    if searched:
        assert action == legal[-1]


def test_against_careless_rivals_the_master_asks_the_likeliest_hit(monkeypatch):
    """You hold one 5, two kings and three 9s; Ana holds 10 cards, Ben 2, Cleo 5, nothing is known.
    By exact odds Ana holding a 5 (three copies unseen, a third of the unknown cards in her hand)
    is far likelier than anything else, so against careless rivals the master asks her for a 5 —
    not for the 9 that would complete a book (the earlier play's first choice)."""
    hands = ["5C 9C 9D 9H KD KH", "2C 3C 4C 6C 8C 2D 3D 4D 6D 8D", "7C 7D", "JC JD QC QD AC"]
    held = set(cards(" ".join(hands)))
    state = table(hands, pond=" ".join(labels(c for c in range(DECK) if c not in held)), turn=YOU)
    monkeypatch.setattr(master, "careless", lambda rates, seat: True)
    for seed in range(3):
        assert decide(state, YOU, "master", seed)[0] == Ask(ANA, rank("5"))
    monkeypatch.setattr(master, "careless", lambda rates, seat: False)
    assert decide(state, YOU, "master")[0] != Ask(ANA, rank("5"))


def four_seat_sim(sizes: list[int], known: dict[tuple[int, str], int]):
    """A 4-player table in the lookahead engine: seat 0 holds one 5 and three 9s, the rivals
    hold ``sizes`` cards (``known`` (seat, rank) -> count shown publicly), the pond four 2s."""
    sim = Sim.__new__(Sim)
    sim.n, sim.turn, sim.made, sim.clock, sim.asks = 4, 0, 0, 0, 0
    sim.cnt = [[0] * N_RANKS for _ in range(4)]
    sim.cnt[0][rank("5")], sim.cnt[0][rank("9")] = 1, 3
    sim.lo = [[0] * N_RANKS for _ in range(4)]
    for (seat, name), count in known.items():
        sim.cnt[seat][rank(name)] = sim.lo[seat][rank(name)] = count
    fillers = iter(r for r in range(N_RANKS) if r not in (rank("5"), rank("9"), rank("2")) for _ in range(3))
    for seat in (1, 2, 3):
        while sum(sim.cnt[seat]) < sizes[seat - 1]:
            sim.cnt[seat][next(fillers)] += 1
    sim.size = [4] + sizes
    sim.pond = [rank("2")] * 4
    sim.booked = [False] * N_RANKS
    sim.books = [0] * 4
    sim.hi = [[4] * N_RANKS for _ in range(4)]
    sim.when = [[-1] * N_RANKS for _ in range(4)]
    return sim


def test_the_careless_lookahead_asks_by_exact_odds():
    """Its own asks in the careless endgame check are the likeliest hits, as the master plays such
    tables: a known card first, else the rank with the most unseen copies from the biggest hand."""
    for seed in range(5):
        sure = four_seat_sim([6, 2, 2], {(3, "9"): 1})
        assert sure.greedy_policy(0, random.Random(seed)) == (3, rank("9"))
        guess = four_seat_sim([6, 2, 2], {})
        assert guess.greedy_policy(0, random.Random(seed)) == (1, rank("5"))


def endgame_table(pond: int) -> GoFishState:
    """You hold one 5, two kings and three 9s; the rivals hold the rest but ``pond`` cards, Ben
    the most (so a 5 from Ben is the likeliest hit)."""
    hands = ["5C 9C 9D 9H KD KH", "2C 3C 4C 6C 8C 2D 3D 4D 6D 8D", "7C 7D", "JC JD QC QD AC"]
    held = set(cards(" ".join(hands)))
    rest = [c for c in range(DECK) if c not in held]
    hands[2] += " " + " ".join(labels(rest[pond:]))
    return table(hands, pond=" ".join(labels(rest[:pond])), turn=YOU)


@pytest.mark.parametrize("pond", [master.CHECK_POND, master.CHECK_POND + 1])
def test_against_careless_rivals_the_tempo_ask_is_checked_by_playouts_near_the_end(monkeypatch, pond):
    """Against careless rivals the likeliest ask is played out against the next likeliest from a
    pond of ``CHECK_POND`` on, and the check's answer is the move; with a bigger pond it is not."""
    state = endgame_table(pond)
    monkeypatch.setattr(master, "careless", lambda rates, seat: True)
    calls = []

    def spy(seat, view, model, own, asks, exact, pick, rng):
        calls.append(pick)
        return Ask(CLEO, rank("9"))

    monkeypatch.setattr(master, "check_tempo", spy)
    action, _ = decide(state, YOU, "master")
    if pond <= master.CHECK_POND:
        assert calls == [Ask(BEN, rank("5"))] and action == Ask(CLEO, rank("9"))
    else:
        assert calls == [] and action == Ask(BEN, rank("5"))


def test_the_careless_check_leaves_the_bots_stream_alone(monkeypatch):
    """The check deals from a copy of the bot's stream: its later decisions stay as they were."""
    state = endgame_table(master.CHECK_POND)
    monkeypatch.setattr(master, "careless", lambda rates, seat: True)
    after = []
    for pond in (master.CHECK_POND, -1):
        monkeypatch.setattr(master, "CHECK_POND", pond)
        bot = SPEC.make_bot("master", YOU, SPEC.config(4))
        rng = random.Random(3)
        bot.choose(state.view(YOU), state.legal_actions(YOU), rng)
        after.append(rng.getstate())
    assert after[0] == after[1]


def duel_end_sim():
    """A duel's end in the lookahead engine: seat 0 holds three 5s and two 9s; seat 1 (two
    cards, nothing known) is publicly out of 9s, so both unseen 9s lie in the pond of three."""
    sim = two_seat_sim()
    sim.cnt[0] = [0] * N_RANKS
    sim.cnt[0][rank("5")], sim.cnt[0][rank("9")] = 3, 2
    sim.cnt[1] = [0] * N_RANKS
    sim.cnt[1][rank("5")] = sim.cnt[1][rank("2")] = 1
    sim.size = [5, 2]
    sim.pond = [rank("3"), rank("9"), rank("9")]
    sim.lo = [[0] * N_RANKS for _ in range(2)]
    sim.hi[1][rank("9")] = 0
    return sim


def test_the_duels_lookahead_asks_for_the_likeliest_success():
    """The last 5 is a hit 2 times in 5 (Ana's two cards or the pond's three), a lucky fish in a
    third of the misses: 0.6 in all.  Ana holds no 9, but two of the pond's three cards are 9s:
    a lucky fish 2 times in 3.  The hit counter asks for the 5; the duel's lookahead for the 9."""
    for seed in range(5):
        assert duel_end_sim().greedy_policy(0, random.Random(seed)) == (1, rank("5"))
        assert duel_end_sim().success_policy(0, random.Random(seed)) == (1, rank("9"))
        sure = duel_end_sim()
        sure.lo[1][rank("2")] = 1
        sure.cnt[0][rank("2")] = 1
        assert sure.success_policy(0, random.Random(seed)) == (1, rank("2"))


def last_card_table() -> GoFishState:
    """A duel's last two ranks (You 5 books, Ana 6): You hold a queen and a 5, Ana two queens
    and three 5s, the pond one queen.  You have just taken Ana's queens, so she is known to be
    out of them and the pond's one card must be the last queen."""
    books = {name: YOU for name in ("A", "2", "3", "4", "6")}
    books.update({name: ANA for name in ("7", "8", "9", "10", "J", "K")})
    state = table(["QC 5C", "QD QH 5D 5H 5S"], pond="QS", turn=YOU, books=books)
    data = state.to_json()
    data["log"] += [["book_made", owner, rank(name), order] for order, (name, owner) in enumerate(books.items(), 1)]
    state = GoFishState.from_json(data)
    state.apply(YOU, Ask(ANA, rank("Q")))
    return state


def test_in_a_duels_last_ask_the_master_fishes_the_known_pond_card_first():
    """Exact: asking for the queen again fishes the pond's last card (a book, the pond empty), then
    Ana's three 5s make a book: 7 books to 6, a win.  Taking the 5s first (a sure-looking hit and a
    book) empties Ana's hand, so You's turn ends; Ana draws the last queen, asks You for queens and
    books them: 6 to 7, a loss.  Both asks succeed, only the order decides."""
    state = last_card_table()
    assert state.to_act() == (YOU,)
    for seed in range(3):
        action, why = decide(state, YOU, "master", seed)
        assert action == Ask(ANA, rank("Q")) and why[0] == "gofish.reason.guess"
    wrong = last_card_table()
    wrong.apply(YOU, Ask(ANA, rank("5")))
    while not wrong.is_over():
        (seat,) = wrong.to_act()
        wrong.apply(seat, decide(wrong, seat, "master")[0])
    assert wrong.winners() == [ANA]
