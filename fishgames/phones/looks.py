"""What each game's phone shows: the seat's private things and its choices in words and pictures.

Every function here reads only ``view(seat)`` (and the legal actions' text), never the state.  An *item* is
``{"text": str, "art": key | None}``; ``art`` registers a sprite spec with the :class:`~.art.ArtShop` and
returns its key.  ``steps(text)`` splits one legal action into the taps that choose it (first the kind of
move, then its target...): the phone groups the actions by these steps into big buttons.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from fishgames.i18n import t

Art = Callable[[tuple], str]
Names = Callable[[int], str]
CARD = (100, 140)  # the logical size cards are drawn at for phones (times the density)
DIE = 64


def item(text: str, art: str | None = None, caption: bool = False) -> dict:
    """``caption``: the words show under the picture too (a die's count), not only as its alt text."""
    return {"text": text, "art": art, "caption": caption}


# -- Go Fish --------------------------------------------------------------------------------------------
def _gofish_hand(view, art: Art, name: Names) -> list[dict]:
    from fishgames.games.gofish import look

    return [item(look.rank_code(card >> 2), art(look.face(card))) for card in view.get("hand", [])]


def _gofish_steps(text: str, view, art: Art, name: Names) -> list[dict]:
    from fishgames.games.gofish import look
    from fishgames.games.gofish.data import RANK_INDEX

    _, target, rank = text.split()
    rank_index = RANK_INDEX[rank]
    suit = next((card & 3 for card in view.get("hand", []) if card >> 2 == rank_index), 0)
    return [item(t("phones.ask", name=name(int(target)))), item(look.rank_name(rank_index),
                                                                  art(look.face(rank_index * 4 + suit)))]


# -- Fischen ----------------------------------------------------------------------------------------------
def _fischen_face(code: str, art: Art) -> str | None:
    from fishgames.games.fischen import scene_cards as cards

    return art(cards.face_spec(code, CARD)) if code in cards.CARD_OF_CODE else None


def _fischen_hand(view, art: Art, name: Names) -> list[dict]:
    from fishgames.games.fischen import scene_cards as cards

    return [item(cards.card_name(code), _fischen_face(code, art)) for code in view.get("hand", [])]


def _fischen_steps(text: str, view, art: Art, name: Names) -> list[dict]:
    from fishgames.games.fischen import scene_cards as cards

    verb, arg = text.split(maxsplit=1)
    if verb == "name":
        return [item(t("phones.fischen.name")), item(cards.colour_name(arg))]
    return [item(t(f"phones.fischen.{verb}")), item(cards.card_name(arg), _fischen_face(arg, art))]


# -- Fat Fish ---------------------------------------------------------------------------------------------
def _fatfish_hand(view, art: Art, name: Names) -> list[dict]:
    from fishgames.games.fatfish import scene_cards as cards

    return [item(cards.card_name(code), art(cards.face_spec(code, CARD))) for code in view.get("hand", [])]


def _fatfish_steps(text: str, view, art: Art, name: Names) -> list[dict]:
    from fishgames.games.fatfish import scene_cards as cards

    words = text.split()
    if words[0] == "place":
        row, code = int(words[1]), words[2]
        return [item(t("phones.fatfish.row", n=row + 1)), item(cards.card_name(code), art(cards.face_spec(code, CARD)))]
    if words[0] == "keep":
        return [item(t("phones.fatfish.keep")), item(cards.cards_words(words[1].split(",")))]
    return [item(t("phones.fatfish.stop"))]


# -- Lure -------------------------------------------------------------------------------------------------
def _lure_hand(view, art: Art, name: Names) -> list[dict]:
    seat = view.get("seat")
    mine = next((s for s in view.get("seats", []) if s.get("seat") == seat), {})
    from fishgames.games.lure import scene_art

    items = [item(t(f"lure.lure.{code}")) for code in mine.get("lures", [])]
    items += [item(t("phones.lure.d6", n=mine.get("d6", 0)), art(scene_art.die_spec(6, 6, DIE, seat)), True)]
    for special in mine.get("specials", []):
        sides = int(special["die"][1:])
        items.append(item(f"{t('lure.ui.die.' + special['die'])}: {t('lure.die.' + special['status'])}",
                          art(scene_art.die_spec(sides, sides, DIE, seat)), True))
    return items


def _lure_dice(text: str) -> str:
    """A cast's dice (``2d6+d20``) as the table names them (German: 2W6 + W20)."""
    words = []
    for part in text.split("+"):
        count, die = part.split("d", 1)
        words.append(f"{count}{t('lure.ui.die.d' + die)}" if count else t(f"lure.ui.die.d{die}"))
    return " + ".join(words)


def _lure_steps(text: str, view, art: Art, name: Names) -> list[dict]:
    return [item(words) for words in _lure_step_words(text, t.lang)]


@lru_cache(maxsize=4096)
def _lure_step_words(text: str, lang: str) -> tuple[str, ...]:
    """A cast's or adjust's words in ``lang`` (the current one: the key only).  Kept: a five-seat snapshot
    describes some 46 casts a seat, the same ones move after move, and describing them was most of a Lure
    snapshot's ~3 ms on the frame loop (tools/phones_load.py)."""
    words = text.split()
    if words[0] == "cast":
        lures = words[2].removeprefix("lures=") if len(words) > 2 else ""
        names = ", ".join(t(f"lure.lure.{code}") for code in _lure_codes(lures)) or t("phones.lure.no_lures")
        return t("phones.lure.cast", dice=_lure_dice(words[1])), names
    if words[1] == "none":
        return t("phones.lure.adjust"), t("phones.lure.unchanged")
    changes = [change.split(":") for change in words[1].split(",")]  # "2:+1": the second die one up
    return (t("phones.lure.adjust"),
            ", ".join(t("phones.lure.die_change", n=n, change=d.replace("-", "−")) for n, d in changes))


def _lure_codes(text: str) -> list[str]:
    codes, i = [], 0
    while i < len(text):
        size = 2 if text[i] == "E" else 1
        codes.append(text[i:i + size])
        i += size
    return [c for c in codes if c.strip(",")]


# -- Fugu -------------------------------------------------------------------------------------------------
def _fugu_hand(view, art: Art, name: Names) -> list[dict]:
    """Fugu hides nothing in a hand: the phone shows the seat's own reef, slot by slot (0 = face down), each
    slot numbered as the choices and the Pro tip name it ("slot 9")."""
    from fishgames.games.fugu import scene_look as look

    reefs, seat = view.get("reefs", []), view.get("seat", 0)
    row = reefs[seat]["row"] if 0 <= seat < len(reefs) else []
    return [item(str(slot + 1), art(look.tile_spec(card, (60, 80))), caption=True) for slot, card in enumerate(row)]


def _fugu_steps(text: str, view, art: Art, name: Names) -> list[dict]:
    from fishgames.games.fugu import scene_look as look

    words = text.split()
    if words[0] != "swap":
        return [item(t("phones.fugu.pass"))]
    market = view.get("market", [])
    position, slot, side = int(words[1]), int(words[2]), words[3]
    card = market[position - 1]["card"] if 0 < position <= len(market) else None
    picture = art(look.tile_spec(card, (90, 120))) if card is not None else None
    return [item(t("phones.fugu.take", n=card if card is not None else position), picture),
            item(t("phones.fugu.slot", n=slot)), item(t(f"fugu.side.{side}"))]


def _gofish_log(view, name: Names) -> list[str]:
    """Go Fish's log is its question log (§11.4), rebuilt from the view, as the table's is."""
    from fishgames.games.gofish import look

    rows = list(look.question_log(view.get("log", [])))[-30:]  # only what the phone shows is written
    names = tuple(name(seat) for seat in range(view.get("players", 0)))
    # before the first ask, the line the table's log shows then (the phone's log box was empty)
    return [_gofish_line(row, names, t.lang) for row in rows] or [t("gofish.ui.log_empty")]


@lru_cache(maxsize=1024)
def _gofish_line(row, names: tuple[str, ...], lang: str) -> str:
    """One question-log line, written once per names and language (a snapshot shows thirty of them)."""
    from fishgames.games.gofish import look

    return look.log_line(row, names.__getitem__)


#: Games whose phone log is built from the view rather than from the events as they come.
LOGS = {"gofish": _gofish_log}

LOOKS = {
    "gofish": (_gofish_hand, _gofish_steps),
    "fischen": (_fischen_hand, _fischen_steps),
    "fatfish": (_fatfish_hand, _fatfish_steps),
    "lure": (_lure_hand, _lure_steps),
    "fugu": (_fugu_hand, _fugu_steps),
}


def log(game: str, view: dict, name: Names, lines: list[str]) -> list[str]:
    """The seat's log: from its view where the game keeps one there, else ``lines`` (its events' lines)."""
    return LOGS[game](view, name) if game in LOGS else lines


def hand(game: str, view: dict, art: Art, name: Names) -> list[dict]:
    """The seat's own things; a game without a look here (a new game, a test's toy) shows none of them, and
    its choices as their text notation."""
    return LOOKS[game][0](view, art, name) if game in LOOKS else []


def steps(game: str, text: str, view: dict, art: Art, name: Names) -> list[dict]:
    """The taps that choose the action ``text``; an action the look cannot read is one tap on its text."""
    try:
        return LOOKS[game][1](text, view, art, name)
    except (KeyError, ValueError, IndexError):
        return [item(text)]
