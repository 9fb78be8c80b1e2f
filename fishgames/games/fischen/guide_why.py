"""Why the guided game's glowing card, told from the table as a teacher would: which colour must be
followed and why this card may or must go, whether it beats the best card so far (whose it is, and whether
anyone still plays after the learner), or why the trick cannot be won and what the learner keeps instead.

Read from the learner's view only (their hand, the public trick); a moment this does not cover (a named
colour, "lowest value wins", a buoy or a zero led before) gets the coach's own words
(:func:`fishgames.games.fischen.coach_words.play_words`).  Sentences are (key, params) pairs under
``guide.fischen.why.*``, with cards as codes and the colours as suit names (the table's ``reason_text``
puts them in words).
"""

from __future__ import annotations

from fishgames.games.fischen.data import CARD_OF_CODE, CODE, GREEN, IS_BUOY, SUIT, SUITS, VALUE

Words = list[tuple[str, dict]]
WHY = "guide.fischen.why."


def play_why(view, code: str) -> Words | None:
    """Why the learner plays ``code`` now; None where the plain rules of a trick do not tell it."""
    card = CARD_OF_CODE[code]
    effects = view["effects"]
    plays = [(p["seat"], CARD_OF_CODE[p["card"]]) for p in view["trick"]]
    if IS_BUOY[card] or VALUE[card] == 0 or effects["named"] or effects["lowest_wins"] \
            or any(IS_BUOY[c] or VALUE[c] == 0 for _, c in plays):
        return None
    hand = [CARD_OF_CODE[c] for c in view["hand"]]
    colour = SUITS[SUIT[card]]
    mine = sorted((c for c in hand if SUIT[c] == SUIT[card]), key=VALUE.__getitem__)
    if not plays:
        return _lead(view, code, colour, mine)
    led = SUIT[plays[0][1]]
    trumped = [(s, c) for s, c in plays if SUIT[c] == GREEN]
    deciding = trumped or [(s, c) for s, c in plays if SUIT[c] == led]
    best_seat, best = max(deciding, key=lambda sc: VALUE[sc[1]])
    beaten = {"beat": _code(best), "seat": best_seat}
    last = len(plays) == view["players"] - 1
    after = {"count": len(plays) + 1, "next_seat": (view["seat"] + 1) % view["players"]}
    wins = (SUIT[card] == GREEN and (not trumped or VALUE[card] > VALUE[best])) or \
        (not trumped and SUIT[card] == led and VALUE[card] > VALUE[best])
    if SUIT[card] == led:
        said = [(WHY + ("follow_only" if len(mine) == 1 else "follow"), {"card": code, "colour": colour})]
    else:
        said = [(WHY + "void", {"colour": SUITS[led]})]  # (or "void_with": :func:`_named`)
        if SUIT[card] == GREEN and led != GREEN:
            said.append((WHY + "trumps", {"card": code, "colour": SUITS[led]}))
    if wins:
        said.append((WHY + ("win_last" if last else "win_now"), {"card": code, **beaten, **after}))
        higher = [c for c in mine if VALUE[c] > VALUE[card]]
        return said + ([(WHY + "enough", {"card": code, "keep": _code(higher[-1])})] if last and higher else [])
    if trumped and led != GREEN and SUIT[card] != GREEN:
        said.append((WHY + "trumped", {**beaten, "colour": colour}))
    elif SUIT[card] == led or SUIT[card] == GREEN:
        better = [c for c in mine if VALUE[c] > VALUE[best]] if SUIT[best] == SUIT[card] else []
        if better:
            said.append((WHY + "hold_back", {**beaten, "best": _code(better[-1])}))
        elif len(mine) == 1:
            said.append((WHY + "cannot_beat_it", {**beaten, "card": code}))
        else:
            said.append((WHY + "cannot_beat", {**beaten, "colour": SUITS[SUIT[best]]}))
    else:
        greens = [c for c in hand if SUIT[c] == GREEN]
        said.append((WHY + ("keep_green" if greens else "no_green"), {**beaten, "colour": SUITS[led]}))
    if len(hand) == 1:
        return said + [(WHY + "last_card", {"card": code})]
    if mine[0] == card and len(mine) > 1:
        said.append((WHY + "lowest", {"card": code, "colour": colour, "keep": _code(mine[-1])}))
    elif SUIT[card] != led and card == min(_plain(hand), key=VALUE.__getitem__, default=None):
        said.append((WHY + "lowest_any", {"card": code}))
    return _named(said, code)


def _named(said: Words, code: str) -> Words:
    """The card is named somewhere: where no sentence after the first names it, the first does."""
    if any(params.get("card") == code for _, params in said[1:]) or not said[0][0].endswith((".follow", ".follow_only", ".void")):
        return said
    return [(said[0][0] + "_with", {**said[0][1], "card": code}), *said[1:]]


def _plain(hand: list[int]) -> list[int]:
    """The hand's colour cards with a number (zeros and buoys do something of their own)."""
    return [c for c in hand if not IS_BUOY[c] and VALUE[c] > 0]


def _lead(view, code: str, colour: str, mine: list[int]) -> Words:
    """Leading: who leads and why, what the others must do, and what this card is among the learner's."""
    last = view.get("last_trick")
    won = last is not None and view["trick_no"] > 1 and last["winner"] == view["seat"]
    said = [(WHY + ("lead_won" if won else "lead"), {"colour": colour})]
    card = CARD_OF_CODE[code]
    if SUIT[card] == GREEN:
        return said + [(WHY + "lead_green", {"card": code})]
    if len(mine) == 1:
        return said + [(WHY + "lead_only", {"card": code, "colour": colour})]
    if card == mine[-1]:
        return said + [(WHY + "lead_highest", {"card": code, "colour": colour})]
    if card == mine[0]:
        return said + [(WHY + "lead_lowest", {"card": code, "colour": colour, "keep": _code(mine[-1])})]
    return said + [(WHY + "lead_middle", {"card": code, "colour": colour, "keep": _code(mine[-1])})]


def _code(card: int) -> str:
    return CODE[card]
