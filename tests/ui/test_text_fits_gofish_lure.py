"""Every Go Fish and Lure string drawn on the table fits its slot, in German and English.

The method of ``test_text_fits``: each catalogue string is rendered with sample parameters (long names
like "Maximilian", the biggest numbers, the longest fish, rank and level words of the language) at the
size, weight and width its drawing code gives it, and must fit the way its slot shows text: whole on
one line (``cut`` would add an ellipsis), shrunk no further than the theme's floor (``fitted``), or in
the lines a wrapped block, the log or a speech bubble has.  Slot widths come from the layout modules
and, for seat plates, from the plate's own drawing (its ``fit`` calls are recorded).

Each game has one check that collects every problem (both languages), and one that its checks reach
every key the table draws: a new string without a slot check fails here.
"""

from __future__ import annotations

import string
from contextlib import contextmanager

import pygame
import pytest

from fishgames.i18n import catalogue, set_language, t
from fishgames.ui import games, legibility, theme, widgets
from fishgames.ui.text import ELLIPSIS, SMALLEST, fit_size, wrap

LANGS = ("de", "en")
NAMES = ("Maximilian", "Konstantin", "Friederike", "Alexandra", "Christiane")  # five seats, long names
BIG = 88


@pytest.fixture(scope="module", autouse=True)
def _pygame():  # like test_art: fonts stay open for the rest of the session
    pygame.init()


def width(text: str, size: int, bold: bool = False) -> int:
    return theme.font(size, bold).size(text)[0]


def longest(words, size: int = theme.SMALL, bold: bool = True) -> str:
    return max(words, key=lambda w: width(w, size, bold))


def params_of(template: str) -> list[str]:
    return [f for _, f, _, _ in string.Formatter().parse(template) if f]


class Slots:
    """Collects the keys checked and every text that does not fit, so one run lists them all."""

    def __init__(self, samples: dict):
        self.samples = samples
        self.keys: set[str] = set()
        self.problems: list[str] = []

    def text(self, key: str, **extra) -> str:
        """``key`` with sample parameters (``extra`` first, then the game's samples, else BIG)."""
        self.keys.add(key)
        template = catalogue(t.lang)[key]
        values = {**self.samples, **extra}
        return t(key, **{p: values.get(p, BIG) for p in params_of(template)})

    def _fail(self, what: str, why: str) -> None:
        self.problems.append(f"{t.lang} {what}: {why}")

    def one_line(self, text: str, size: int, room: int, bold: bool = False, what: str = "") -> None:
        """Drawn with ``cut``/``fit``: the whole text on one line within ``room`` px."""
        if width(text, size, bold) > room:
            self._fail(what or text, f"{text!r} is {width(text, size, bold)} px in a {room} px slot")

    def shrinks(self, text: str, size: int, room: int, bold: bool = False, what: str = "") -> None:
        """Drawn with ``fitted``: it may shrink, but must fit at or above the theme's floor."""
        got = fit_size(text, size, room, bold)
        if got < SMALLEST or width(text, got, bold) > room:
            self._fail(what or text, f"{text!r} does not fit {room} px even at {SMALLEST} px")

    def in_slot(self, text: str, slot: tuple[str, int, int, bool], what: str = "") -> None:
        """In a slot found by :func:`plate_slots`: whole on one line, or shrunk no further than the floor."""
        how, size, room, bold = slot
        (self.shrinks if how == "shrink" else self.one_line)(text, size, room, bold, what)

    def lines(self, text: str, size: int, room: int, most: int, bold: bool = False, what: str = "") -> None:
        """A wrapped block of at most ``most`` lines ``room`` px wide."""
        rows = wrap(text, size, room, bold)
        if len(rows) > most:
            self._fail(what or text, f"{len(rows)} lines of {room} px (room for {most}): {rows}")


@contextmanager
def language(lang: str):
    set_language(lang)
    try:
        yield
    finally:
        set_language("de")


def plate_slots(rect: pygame.Rect, score: int) -> dict[str, tuple[str, int, int, bool]]:
    """The name, counts and hint slots of a seat plate at ``rect``: ``{"name"|"counts"|"hint": (how, size,
    room, bold)}``, taken from the plate's own calls as it draws: ``fit`` cuts ("cut"), ``squeezed`` shrinks
    ("shrink")."""
    seen: dict[str, tuple[str, int, int, bool]] = {}
    real_fit, real_squeezed = widgets.fit, widgets.squeezed

    def spy_fit(text, size, room, colour=theme.INK, bold=False):
        seen.setdefault(text, ("cut", size, room, bold))
        return real_fit(text, size, room, colour, bold)

    def spy_squeezed(text, size, room, colour, bold=True):
        seen[text] = ("shrink", size, room, bold)
        return real_squeezed(text, size, room, colour, bold)

    widgets.fit, widgets.squeezed = spy_fit, spy_squeezed
    try:
        plate = widgets.SeatPlate(0, rect, "name", score, "counts", "hint")
        plate.draw(pygame.Surface((theme.SIZE[0], theme.SIZE[1]), pygame.SRCALPHA))
    finally:
        widgets.fit, widgets.squeezed = real_fit, real_squeezed
    return seen


def bubble(c: Slots, text: str, what: str, most: int = 4) -> None:
    """A speech bubble wraps (never cuts); more than ``most`` lines would cover the table."""
    c.lines(text, theme.SMALL, widgets.BUBBLE_WIDTH - 28, most, True, what)


def message(c: Slots, text: str, what: str) -> None:
    """The table's message line (``TableScene.say``): one BODY bold line across the screen."""
    c.one_line(text, theme.BODY, theme.SIZE[0] - 2 * 40, True, what)


def log_rows(c: Slots, text: str, panel: widgets.MoveLogPanel, most: int, what: str) -> None:
    c.lines(text, theme.SMALL, panel._text_width(), most, False, what)


def results_slots(c: Slots, columns: list[str], highlights: list[str]) -> None:
    """The shell's results scene: each game's column head, shrunk no further than the floor, fits the design's
    width of its column (the 1000 px panel's share right of the score, ``ResultsScene.lay_out_columns``' ``col_w``)
    — the screen draws every header whole and grows its column to it (``scenes/results_table.py``, seen apart at
    every size by ``test_results_columns``), so this keeps a header within the 1280 × 720 look; each highlight takes
    at most two lines of the panel (checked bold: the portrait panel draws them so)."""
    from fishgames.ui.scenes import results as RS

    col_w = min(120, (RS.PANEL_W - 28 - 520 - 150) // len(columns))  # the design's column (col_w)
    for key in columns:
        c.shrinks(c.text(key), theme.SMALL, col_w - 8, True, key)
    for text in highlights:
        c.lines(text, theme.SMALL, RS.PANEL_W - 96, 2, True, "a results highlight")


def assert_every_text_checked(checks, prefix: str, elsewhere: tuple[str, ...], said=frozenset()) -> None:
    """Every English key under ``prefix`` but those drawn ``elsewhere`` (plus the ``said`` ones among them) has
    a slot check in ``checks()``."""
    with language("en"):
        checked = checks().keys
    drawn = {k for k in catalogue("en") if k.startswith(prefix) and not k.startswith(elsewhere)} | set(said)
    assert drawn - checked == set(), f"no slot check for {sorted(drawn - checked)}"


def run(check) -> None:
    """Run ``check`` in both languages and fail with every problem found."""
    problems = []
    for lang in LANGS:
        with language(lang):
            problems += check().problems
    assert not problems, "\n".join(problems)


def keys_of(prefixes: tuple[str, ...]) -> set[str]:
    return {k for k in catalogue("en") if k.startswith(prefixes)}


# -- Go Fish ---------------------------------------------------------------------------------------------------

def gofish_samples() -> dict:
    from fishgames.games.gofish import look
    from fishgames.games.gofish.data import N_RANKS, RANKS

    ranks = [look.rank_name(r) for r in range(N_RANKS)]
    dative = [look.rank_name(r, dative=True) for r in range(N_RANKS)]
    results = [t(f"gofish.ui.result.{k}") for k in ("drew", "fished", "pond_empty")] + [look.cards_text(3)]
    single = [t(f"gofish.ui.a_rank.{code}") for code in RANKS]
    reasons = [t(f"gofish.reason.{k}", r=longest({"asked": dative, "fished": single}.get(k, ranks)))
               for k in ("asked", "received", "fished", "guess")]
    return {
        "name": NAMES[0], "asker": NAMES[0], "target": NAMES[1], "owner": NAMES[2], "rank": longest(ranks),
        "result": longest(results), "level": longest(games.level_name(v) for v in ("easy", "normal", "pro", "master")),
        "text": longest(reasons), "r": longest(RANKS), "n": BIG, "count": 3, "rate": "100 %", "asks": BIG,
        "streak": BIG,
    }


#: Keys not drawn by the Go Fish table's own code: the rules' log and card words (the table speaks in its
#: ``gofish.ui.*`` texts), the error lines its taps never let happen (it offers only legal asks), the
#: in-game menu's note, the shell's menu texts and the reveal's pygame-gui Continue button (a shell
#: widget, measured by the shell's own checks).
GOFISH_ELSEWHERE = ("gofish.log.", "gofish.rank.", "gofish.suit.", "gofish.card", "gofish.result.", "gofish.error.",
                    "gofish.title", "gofish.pitch", "gofish.ui.log_hidden", "gofish.ui.reveal.continue")


def gofish_checks() -> Slots:
    from fishgames.games.gofish import look
    from fishgames.games.gofish import reveal as R
    from fishgames.games.gofish import scene_layout as L
    from fishgames.games.gofish.data import N_RANKS

    c = Slots(gofish_samples())
    c.keys.update(keys_of(("gofish.ui.ranks", "gofish.ui.a_rank.", "gofish.ui.result.")))  # samples of {rank} and {result} above
    dative = [look.rank_name(r, dative=True) for r in range(N_RANKS)]
    # the prompt line over your hand (urgent ones are bold)
    room = L.W - 120
    for key, bold in (("deal", False), ("pick_rank", True), ("your_turn", False), ("waiting", False)):
        c.one_line(c.text(f"gofish.ui.prompt.{key}"), theme.BODY, room, bold, key)
    c.one_line(c.text("gofish.ui.prompt.pick_target", rank=longest(dative, theme.BODY)), theme.BODY, room, True)
    for key in ("rank_first", "no_cards"):
        message(c, c.text(f"gofish.ui.prompt.{key}"), key)
    # the pond and the books row
    c.one_line(c.text("gofish.ui.pond"), theme.SMALL, L.POND.w, True)
    c.one_line(c.text("gofish.ui.books"), theme.SMALL, L.BOOK_X - 12 - (L.FELT.x + 8), True, "books")
    # seat plates: the others' (the narrowest, with four seats) and yours
    plates = [pygame.Rect(0, 0, w, L.PLATE_H) for w in (330, 340)] + [L.OWN_PLATE]
    for rect in plates:
        slots = plate_slots(rect, 13)
        for name in NAMES:
            c.in_slot(name, slots["name"], what=f"name on a {rect.w} px plate")
        c.in_slot(c.text("gofish.ui.cards_many", n=40), slots["counts"])
        c.in_slot(c.text("gofish.ui.cards_one"), slots["counts"])
        if rect is L.OWN_PLATE:
            for key in ("hints_level", "no_hints_level"):
                c.in_slot(c.text(f"gofish.ui.{key}"), slots["hint"], what=key)
                # its short form, drawn where the sentence does not fit: it fits at the largest type there is
                _, _, room, bold = slots["hint"]
                c.one_line(c.text(f"gofish.ui.{key}_short"), legibility.MAX_TEXT, room, bold, f"{key}_short")
        else:
            c.in_slot(c.text("gofish.ui.hint.last", rank=longest(dative)), slots["hint"], what="hint.last")
            c.in_slot(c.text("gofish.ui.hint.last_short", rank=longest(dative)), slots["hint"], what="hint.last_short")
            # the easy hints under a plate: the label leaves room for four chips of two cards on its row
            label = max(width(c.text(f"gofish.ui.hint.{k}"), theme.SMALL, True) for k in ("has", "lacks")) + 10
            chip = max(26, width("Q×2", theme.SMALL, True) + 10) + 3
            if label + 4 * chip > rect.w - 4:
                c._fail("hint chips", f"label {label} px leaves no room for four chips on a {rect.w} px plate")
    # the log's spot on pro and master, and the question log
    note = wrap(c.text("gofish.ui.memory_note"), theme.SMALL, L.LOG_RECT.w - 40, True)
    if len(note) * 24 + 20 > L.LOG_RECT.h:
        c._fail("memory_note", f"{len(note)} lines do not fit the log's {L.LOG_RECT.h} px")
    panel = widgets.MoveLogPanel(L.LOG_RECT)
    for key in ("log.ask", "log.book", "log.said", "log_empty"):
        log_rows(c, c.text(f"gofish.ui.{key}"), panel, 2, key)
    # speech bubbles: the question (with a bot's reason under it) and the notes
    ask = c.text("gofish.ui.ask", target=NAMES[1])
    bubble(c, ask + "\n" + c.samples["text"], "ask + reason")
    for key in ("asked", "received", "fished", "guess"):
        bubble(c, c.text(f"gofish.reason.{key}"), key)
    for key in ("go_fish", "pond_empty", "lucky", "handed_one", "handed_many", "book", "drew_empty", "sat_out",
                "no_targets"):
        bubble(c, c.text(f"gofish.ui.{key}"), key)
    # the end reveal: its title, heads, each placement line, your statistics
    c.one_line(c.text("gofish.ui.reveal.title"), theme.TITLE, R.LOG_RECT.x - R.TILES_X, True)
    c.one_line(c.text("gofish.ui.reveal.log"), theme.SMALL, R.LOG_RECT.w, True)
    c.one_line(c.text("gofish.ui.reveal.placement"), theme.SMALL, R.LOG_RECT.x - R.TILES_X, True)
    step = (R.LOG_RECT.x - 16 - R.TILES_X) // 2
    for name in NAMES:
        c.shrinks(f"{name} – {c.text('gofish.ui.books_many', n=13)}", theme.BODY, step - 74 - 12, True)
    c.shrinks(f"{NAMES[0]} – {c.text('gofish.ui.books_one')}", theme.BODY, step - 74 - 12, True)
    c.one_line(c.text("gofish.ui.stats_line"), theme.SMALL, 770, True, "stats_line")
    results_slots(c, ["gofish.ui.col.hit_rate", "gofish.ui.col.streak"], [c.text("gofish.ui.stats_line")])
    return c


def test_gofish_texts_fit_their_slots():
    run(gofish_checks)


def test_every_gofish_text_on_the_table_is_checked():
    assert_every_text_checked(gofish_checks, "gofish.", GOFISH_ELSEWHERE)


# -- Lure ------------------------------------------------------------------------------------------------------

def lure_samples() -> dict:
    from fishgames.games.lure import scene_text as T
    from fishgames.games.lure.data import FISH, KIND_TEXT

    fish = sorted((T.fish_name(f) for f in FISH), key=lambda w: width(w, theme.BODY))
    forms = [T.one_fish(f) for f in FISH]  # the fish in sentences, with their articles
    subject, object_ = (max((w[form] for w in forms), key=lambda w: width(w, theme.BODY)) for form in ("fish_nom", "fish_acc"))
    lures = sorted((T.lure_name(code) for code in KIND_TEXT), key=lambda w: width(w, theme.BODY))
    return {
        "seat_name": NAMES[0], "name": NAMES[0], "names": T.names_list(range(4), lambda s: NAMES[s]),
        "seats": T.names_list(range(5), lambda s: NAMES[s]), "fish": fish[-1], "fish_nom": subject, "fish_acc": object_, "lure": lures[-1],
        "lures": ", ".join(lures[-3:]), "dice": T.dice_words("5d6+d12+d20"), "values": "6 6 6 6 6 12 20 6 6",
        "before": "6 6 6 6 6 12 20", "after": "6 6 6 6 6 11 20", "total": BIG, "vp": BIG, "size": 7, "round": 8,
        "rounds": 8, "tokens": 48, "cards": 30, "removed": 10, "count": BIG, "until": 8, "chance": 100,
        "value": 6, "catch": 33, "left": 8, "n": 5,
        "scores": " · ".join(f"{n} {BIG}" for n in NAMES), "winners": T.names_list(range(2), lambda s: NAMES[s]),
        "_fish_list": ", ".join(fish[-3:]),
    }


def lure_checks() -> Slots:
    from fishgames.games.lure import scene_draw as D
    from fishgames.games.lure import scene_layout as L
    from fishgames.games.lure import scene_text as T
    from fishgames.games.lure.data import FISH, KIND_TEXT, REQUIREMENTS

    c = Slots(lure_samples())
    fish_list = c.samples["_fish_list"]
    c.keys.update(keys_of(("lure.fish.", "lure.fish_nom.", "lure.fish_acc.", "lure.ui.die.", "lure.ui.and", "lure.ui.no_lures_played")))  # samples
    c.keys.update(k for k in keys_of(("lure.lure.",)) if not k.endswith("_help"))
    # the log sentences the table uses: its own wording where it has one, else the rules'
    ours = {k.rsplit(".", 1)[1] for k in keys_of(("lure.ui.log.",))}
    sentences = sorted(keys_of(("lure.ui.log.",)) | {k for k in keys_of(("lure.log.",))
                                                     if k.rsplit(".", 1)[1].removesuffix("_one") not in ours})
    c.keys.update(keys_of(("lure.log.",)))  # the rules' sentences the table words its own way: not drawn
    # the caption over your rack (what the animation shows) and the prompts: whole, in at most two lines
    captions = [c.text(k) for k in sentences] + [c.text("lure.ui.log.splash", fish=fish_list)]
    captions += [c.text("lure.ui.caption.reveal"), c.text("lure.ui.caption.roll", names=c.samples["seats"]),
                 c.text("lure.ui.caption.no_catch"), c.text("lure.ui.tie"), c.text("lure.phase.over")]
    captions.append(" · ".join(c.text("lure.ui.caption.caught", name=n, fish=fish_list) for n in NAMES[:3]))
    captions.append(" · ".join(c.text("lure.ui.caption.caught_one", name=n) for n in NAMES))
    captions.append(" · ".join(c.text("lure.ui.log.dice_rolled" if t.has("lure.ui.log.dice_rolled")
                                      else "lure.log.dice_rolled", seat_name=n, values="6 6 6 6 6 12 20")
                               for n in NAMES))
    for key in ("waiting_cast", "waiting_adjust", "cast_in"):
        captions.append(c.text(f"lure.ui.prompt.{key}"))
    # why a roll caught nothing: your own reason always, after the longest catch line
    misses = [c.text(f"lure.ui.miss.{how}") for how in ("lower", "short")]
    misses += [c.text("lure.ui.miss.requirement", missing=c.text(f"lure.ui.miss.missing.{req}"))
               for req in REQUIREMENTS if req]
    caught = c.text("lure.ui.caption.caught", name=NAMES[1], fish=fish_list)
    captions += [f"{caught} · {miss}" for miss in misses]
    for text in captions:
        size, rows = D.caption_rows(text)
        if any(ELLIPSIS in row for row in rows) or any(width(row, size) > L.W - 140 for row in rows):
            c._fail("caption", f"{text!r} is cut: {rows}")
    for key in ("cast", "adjust"):  # your decision: one line at full size
        text = c.text(f"lure.ui.prompt.{key}")
        if D.caption_rows(text, True) != (theme.BODY, (text,)):
            c._fail(key, f"{text!r} shrinks or breaks: {D.caption_rows(text, True)}")
    for key in ("no_dice", "die_resting"):
        message(c, c.text(f"lure.error.{key}", minimum=1, die=T.die_word(20)), key)
    # the move log: a sentence takes at most half the panel (the game's last line, all scores: the panel)
    panel = widgets.MoveLogPanel(L.LOG)
    for key in sentences:
        most = panel.visible_rows if key.endswith("game_ended") else panel.visible_rows // 2
        log_rows(c, c.text(key), panel, most, key)
    log_rows(c, c.text("lure.ui.log_empty"), panel, 2, "log_empty")
    reason = longest(c.text(k) for k in keys_of(("lure.reason.",)))
    log_rows(c, t("table.said", name=NAMES[0], text=reason), panel, panel.visible_rows // 2, "a bot's words")
    # banners
    for key in ("round_banner", "reveal", "game_over"):
        c.one_line(c.text(f"lure.ui.{key}"), theme.TITLE, L.W - 220, True, key)
    # speech bubbles: the bots' reasons and the notes
    for key in sorted(keys_of(("lure.reason.",))):
        bubble(c, c.text(key), key)
    for key in ("no_lure", "no_fish_left"):
        bubble(c, c.text(f"lure.ui.{key}"), key)
    # the left column: round, piles, discard
    c.shrinks(c.text("lure.term.round"), theme.BODY, L.ROUND.w - 20, True)
    c.shrinks(c.text("lure.term.round_short"), theme.BODY, L.ROUND.w - 20, True)  # a small screen's floor
    c.shrinks(c.text("lure.term.last_round"), theme.SMALL + 2, L.ROUND.w - 20, True)
    c.one_line(c.text("lure.ui.removed", count=10), 16, L.ROUND.w - 12, False, "removed")
    c.one_line(c.text("lure.ui.removed_short", count=10), 16, L.ROUND.w - 12, False, "removed_short")
    c.one_line(c.text("lure.ui.removed_least", count=10), 16, L.ROUND.w - 12, False, "removed_least")
    c.one_line(c.text("lure.term.deck"), 16, 90, False, "deck")
    c.one_line(c.text("lure.ui.deck_short"), 16, 90, False, "deck_short")
    c.one_line(c.text("lure.ui.supply"), 16, 80, False, "supply")
    c.one_line(c.text("lure.term.discard"), theme.SMALL, L.DISCARD.w - 20, True)
    c.one_line(c.text("lure.ui.discard_short"), theme.SMALL, L.DISCARD.w - 20, True)  # where the long one runs out
    c.one_line(c.text("lure.ui.empty"), 16, L.DISCARD.w - 20)
    c.one_line(c.text("lure.ui.pile_empty"), theme.SMALL, L.OWN_PILE.w - 20)
    # the water: every name under its card while six cards or fewer swim (more overlap, and names cut)
    c.one_line(c.text("lure.term.pool"), theme.SMALL, L.POOL.w, True)
    c.one_line(c.text("lure.ui.pool_empty"), theme.BODY, L.POOL.w, True)
    for count in range(1, 7):
        for f in FISH:
            c.one_line(T.fish_name(f), 16, L.name_room(count), True, f"fish name under one of {count} cards")
    # the tray: each lane's name and bid size beside its dice
    c.one_line(c.text("lure.ui.tray"), theme.BODY, L.TRAY.w, True)
    for name in NAMES:
        c.shrinks(name, theme.SMALL, D.lane_name_room(), True, "name in a tray lane")
    c.one_line(c.text("lure.ui.bid_size"), 16, L.LANE_LABEL - 12 - 6, True, "bid_size in a lane")
    # seat plates and strips
    for players in (2, 3, 4, 5):
        for rect in [*L.others_rects(players, 0).values(), L.OWN]:
            slots = plate_slots(rect, BIG)
            for name in NAMES:
                c.in_slot(name, slots["name"], what=f"name on a {rect.w} px plate")
            for key in ("counts", "counts_short"):
                c.in_slot(c.text(f"lure.ui.{key}", lures=24, fish=30), slots["counts"], what=key)
            for key in ("casting", "casting_short", "adjusting"):
                c.in_slot(c.text(f"lure.ui.hint.{key}"), slots["hint"], what=key)
    for key in ("cast_in", "cast_in_short"):
        c.one_line(c.text(f"lure.ui.{key}"), theme.SMALL, 80, True, key)
    # your rack
    for key in ("behind_screen", "behind_screen_short", "screen_of", "your_screen", "your_screen_short",
                "adjust_left", "adjust_left_short"):
        c.shrinks(c.text(f"lure.ui.{key}"), theme.SMALL, L.RACK.w - 40, True, key)
    between = L.rack_die_centre(6)[0] - L.rack_die_centre(5)[0] - 4  # tags under the d12 and the d20
    c.one_line(c.text("lure.ui.free_from", round=10), 16, between, False, "free_from")
    c.one_line(c.text("lure.ui.no_lures"), theme.SMALL, L.RACK.w - 60, True)
    played = c.text("lure.ui.played")  # over one to three played lures, inside the rack
    for count in (1, 2, 3):
        x = D.played_label_x(width(played, 16, True), L.RACK.right - 20 - count * (L.TOKEN - 8))
        if x < L.RACK.x + 12 or x + width(played, 16, True) > L.RACK.right - 8:
            c._fail("played", f"{played!r} over {count} lures runs out of the rack")
    c.keys.add("lure.ui.played")
    helps = [c.text("lure.ui.lure_hint")]
    helps += [f"{T.lure_name(code)}: {c.text(f'lure.lure.{kind}_help')}"
              for code, kind in (("A", "adjust"), ("B", "boast"), ("E6", "extra"))]
    for text in helps:  # many lures: above them, two lines across the rack
        c.lines(text, 16, L.RACK.w - 40, 2, False, "lure help")
    beside = L.RACK.right - 16 - (L.rack_token_centre(0, 1)[0] + L.TOKEN // 2 + 16)  # one lure: beside it
    shorts = [c.text("lure.ui.lure_hint_short")]
    shorts += [f"{T.lure_name(code)}: {c.text(f'lure.lure.{kind}_help_short')}"
               for code, kind in (("A", "adjust"), ("B", "boast"), ("E6", "extra"))]
    for text in shorts:  # a rack packed tight (a small screen's type): two lines beside one lure
        c.lines(text, 16, beside, 2, False, "short lure help")
    # the decision panel: your cast, the odds, the Adjust preview, the roll order
    w = L.PANEL.w - 32
    above_button = L.CAST_BUTTON.y - (L.PANEL.y + D.PANEL_TOP) - 4
    for key in ("bid_info", "pick_dice", "pick_dice_short", "pick_dice_least"):
        c.shrinks(c.text(f"lure.ui.{key}"), theme.BODY, w, True, key)
    for key in ("odds_none", "odds_none_short", "odds_title", "odds_title_short", "odds_line"):
        c.shrinks(c.text(f"lure.ui.{key}"), theme.SMALL, w, False, key)
    c.shrinks(c.text("lure.ui.odds_first", line=c.text("lure.ui.odds_line")), theme.SMALL, w, False, "odds_first")
    c.one_line(c.text("lure.ui.tap_fish"), 16, w, False, "tap_fish")
    for key in ("tap_fish_short", "tap_fish_least"):
        c.one_line(c.text(f"lure.ui.{key}"), 16, w, False, key)
    c.shrinks(c.text("lure.term.total"), theme.BODY, w, True)
    c.lines(c.text("lure.ui.preview_none"), theme.SMALL, w, D.PREVIEW_LINES, True, "preview_none")
    c.lines(c.text("lure.ui.preview_catch", fish=fish_list), theme.SMALL, w, D.PREVIEW_LINES, True, "preview")
    # (the short forms a small panel's large type draws: ``scene_draw._preview_fit``)
    c.lines(c.text("lure.ui.preview_none_short"), theme.SMALL, w, 1, True, "preview_none_short")
    c.lines(c.text("lure.ui.preview_catch_short", fish=fish_list), theme.SMALL, w, D.PREVIEW_LINES, True,
            "preview_short")
    c.lines(c.text("lure.ui.preview_group"), 16, w, D.NOTE_LINES, False, "preview_group")
    used = D.PREVIEW_Y + D.PREVIEW_LINES * theme.font(theme.SMALL, True).get_linesize() + 4
    if used + D.NOTE_LINES * theme.font(16).get_linesize() > above_button:
        c._fail("adjust panel", "the preview and the group note run into the Done button")
    c.shrinks(c.text("lure.ui.order"), theme.SMALL, w, True)
    for groups in ([NAMES], [NAMES[:3], NAMES[3:]], [[n] for n in NAMES]):  # five seats in 1, 2 or 5 groups
        lines = [c.text("lure.ui.order_line", n=i + 1, names=T.names_list(range(len(g)), g.__getitem__))
                 for i, g in enumerate(groups)]
        rows = [row for line in lines for row in D.order_rows(line, w, True)]
        if 26 + len(rows) * D.ORDER_ROW > L.PANEL.h - 12:
            c._fail("roll order", f"{len(rows)} rows do not fit the panel: {lines}")
        for row in rows:
            c.one_line(row, theme.SMALL, w, True, "a roll order row")
    c.shrinks(c.text("lure.ui.your_cast"), theme.SMALL, w, True)
    c.shrinks(D._dice_text([6, 6, 6, 6, 6, 12, 20]), theme.BODY, w, True)
    c.lines(", ".join(T.lure_name(k) for k in KIND_TEXT[-4:]), theme.SMALL, w, 3, False, "your lures")
    for key in ("cast", "done"):
        c.one_line(c.text(f"lure.ui.button.{key}"), theme.BODY, L.CAST_BUTTON.w - 20, True, key)
    # a fish card explained
    r = L.EXPLAIN
    x = 150 + 40
    text_w = r.w - x - 20
    for f in FISH:
        c.shrinks(T.fish_name(f), theme.TITLE - 6, text_w - 110, True)
    c.shrinks(c.text("lure.term.vp"), theme.BODY, 110, True)
    c.lines(c.text("lure.ui.explain.catch"), theme.BODY, text_w, 2, True, "explain.catch")
    tx = x + 236 + 16
    for req in REQUIREMENTS:
        c.shrinks(c.text(f"lure.req.{req or 'none'}"), theme.BODY, r.w - tx - 20, True)
        c.lines(c.text(f"lure.ui.explain.req.{req or 'none'}"), theme.SMALL, r.w - tx - 20, 4, False, req)
    c.lines(c.text("lure.ui.explain.note"), 16, text_w, 2, False, "explain.note")
    c.shrinks(c.text("lure.ui.explain.close"), 16, text_w, True)
    c.one_line(c.text("lure.ui.boast_popup"), theme.BODY + 6, L.OWN.w, True, "boast_popup")
    results_slots(c, ["lure.ui.col.fish", "lure.ui.col.boasts", "lure.ui.col.biggest"],
                  [c.text(k, fish=c.samples["fish"] if k.endswith("biggest") else 30)
                   for k in sorted(keys_of(("lure.ui.hl.",)))])
    return c


#: Keys the Lure table does not draw: the rules' phase names and die words (the table words them its own
#: way), the shell's title texts, the error lines its taps never let happen, and terms no code draws.
LURE_ELSEWHERE = ("lure.title", "lure.pitch", "lure.phase.", "lure.die.",
                  "lure.error.", "lure.term.screen", "lure.term.supply", "lure.term.catch", "lure.term.bid",
                  "lure.term.lures_held", "lure.term.boasts", "lure.term.score", "lure.ui.choosing")


def test_lure_texts_fit_their_slots():
    run(lure_checks)


def test_every_lure_text_on_the_table_is_checked():
    said = {"lure.phase.over", "lure.error.no_dice", "lure.error.die_resting"}  # said by the table all the same
    assert_every_text_checked(lure_checks, "lure.", LURE_ELSEWHERE, said)
