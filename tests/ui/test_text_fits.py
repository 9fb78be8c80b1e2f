"""Every translated string in its slot: nothing is cut where its slot has room, in German and English.

Each check renders a catalogue string with sample parameters (five seats of long names like "Maximilian",
the biggest numbers a game reaches, the longest colour and card names) at the size, weight and width its
drawing code gives it, and asserts it fits that slot the way the slot shows text: on one line (``cut``
would add an ellipsis), shrunk no further than the theme's floor (``fitted``), or in the lines a wrapped
block has.  Covered: the Fischen table (its ``fischen.*`` strings on the table; the log sentences as the
caption under the trick), every ``fugu.*`` and ``fatfish.*`` key (each in the slot of its table, end panel,
results or setup row — a results column's header held to the design's width of its column, as the screen grows
a column to its header: ``scenes/results_table.py``; a test sees no key is left without a slot or a reason) and
the shell's pygame-gui buttons on every shell scene (each button's label in the button's own font and width).
"""

from __future__ import annotations

import string

import pygame
import pytest

from fishgames.games.fatfish import scene_layout as FL
from fishgames.games.fischen import scene_draw as D
from fishgames.games.fischen import scene_layout as L
from fishgames.games.fischen.data import SUITS
from fishgames.i18n import catalogue, set_language, t
from fishgames.ui import legibility, theme
from fishgames.ui.text import ELLIPSIS, SMALLEST, fit_size, wrap

#: No check here reads an App's pixels: its frames are drawn unpainted (all the drawing code runs, no blit lands).
pytestmark = pytest.mark.usefixtures("every_app_unpainted")

LANGS = ("de", "en")
NAMES = ("Maximilian", "Konstantin", "Friederike", "Alexandra", "Christiane")  # five seats, long names
BIG = 88


@pytest.fixture(autouse=True)
def _pygame():  # before every test: the shell-button test's app closes pygame (and its fonts) when it ends
    pygame.init()


@pytest.fixture(params=LANGS)
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("de")


def width(text: str, size: int, bold: bool) -> int:
    return theme.font(size, bold).size(text)[0]


def one_line(text: str, size: int, room: int, bold: bool = False, what: str = "") -> None:
    """Drawn with ``cut``/``fit`` (or not cut at all): the whole text on one line within ``room`` px."""
    assert width(text, size, bold) <= room, f"{what or text!r}: {width(text, size, bold)} px in a {room} px slot"


def shrinks(text: str, size: int, room: int, bold: bool = False, what: str = "") -> None:
    """Drawn with ``fitted``: it may shrink, but must fit at or above the theme's floor."""
    got = fit_size(text, size, room, bold)
    assert got >= SMALLEST and width(text, got, bold) <= room, f"{what or text!r} does not fit {room} px"


def lines(text: str, size: int, room: int, most: int, bold: bool = False, what: str = "") -> None:
    assert len(wrap(text, size, room, bold)) <= most, f"{what or text!r}: more than {most} lines of {room} px"


def params_of(template: str) -> list[str]:
    return [f for _, f, _, _ in string.Formatter().parse(template) if f]


def longest(words) -> str:
    return max(words, key=lambda w: width(w, theme.BODY, True))


def samples() -> dict:
    """Sample parameters: long names, big numbers, the longest colour and card words of the language."""
    from fishgames.games.fischen.data import CODE
    from fishgames.games.fischen.scene_cards import colour_name, short_name

    name = NAMES[0]
    per_seat = " · ".join(f"{n} {BIG}" for n in NAMES)
    caught = " · ".join(f"{n} +{BIG}" for n in NAMES)
    return {
        "seat": name, "name": name, "winner": name, "giver": name, "receiver": name,
        "colour": longest(colour_name(s) for s in SUITS), "card": longest(short_name(c) for c in CODE),
        "zero": longest(short_name(c) for c in CODE if c.endswith("0") and len(c) == 2),
        "cards": ", ".join(sorted((short_name(c) for c in CODE), key=len)[-4:]),
        "how": longest(t(f"fischen.how.{k}") for k in ("highest", "trump", "lowest", "namer", "first_buoy")),
        "reason": longest([t("fischen.end_reason.rounds"), t("fischen.leader_reason.fewest_points")]),
        "scores": per_seat, "caught": caught, "round": 8, "rounds": 8, "trick": 12, "tricks": 12,
    }


def text(key: str, **extra) -> str:
    params = {**{p: BIG for p in params_of(catalogue(t.lang)[key])}, **samples(), **extra}
    return t(key, **{p: params[p] for p in params_of(catalogue(t.lang)[key])})


def keys(prefix: str) -> list[str]:
    return sorted(k for k in catalogue(t.lang) if k.startswith(prefix))


# -- Fischen ---------------------------------------------------------------------------------------------------

def test_fischen_captions_under_the_trick_are_whole(lang):
    """Every log sentence is also the caption under the trick while it plays out (the round's scores with five
    long names among them): wrapped into the empty sea below the trick, never cut."""
    for key in keys("fischen.log."):
        shown = D.prompt_lines(text(key))
        assert not any(ELLIPSIS in line for line in shown), f"{key} is cut: {shown}"
        assert all(width(line, theme.BODY, True) <= L.CENTER.w - 40 for line in shown)


def test_fischen_decision_prompts_fit_one_line_above_the_buttons(lang):
    room = L.CENTER.w - 40
    for key in ("fischen.phase.play", "fischen.phase.zero", "fischen.phase.pass", "fischen.phase.name",
                "fischen.phase.over", "fischen.ui.prompt_follow", "fischen.ui.pass_to", "fischen.ui.waiting_play",
                "fischen.ui.waiting_zero", "fischen.ui.waiting_name", "fischen.ui.waiting_pass"):
        one_line(text(key), theme.BODY, room, True, key)
        assert D.prompt_lines(text(key)) == (text(key),)


def test_fischen_waiting_line_after_a_pick_is_whole(lang):
    """Waiting for the others to pick (no button under it): it may wrap, it must not be cut."""
    picked = text("fischen.ui.you_picked") + " – " + t("fischen.ui.waiting_pass")
    assert not any(ELLIPSIS in line for line in D.prompt_lines(picked)), D.prompt_lines(picked)


def test_fischen_panels_plates_and_buttons(lang):
    shrinks(text("fischen.term.round"), theme.BODY, L.COUNTERS.w - 24, True)
    one_line(text("fischen.term.trick_no"), theme.SMALL, L.COUNTERS.w - 24)
    for key, bold in (("fischen.term.round_short", True), ("fischen.term.trick_no_short", False)):
        one_line(text(key), legibility.MAX_TEXT, L.COUNTERS.w - 24, bold)  # drawn where the whole words do not fit
    for key in ("fischen.term.sea", "fischen.term.sea_short"):
        one_line(t(key), theme.SMALL, L.SEA.w - 20, True, key)
    one_line(text("fischen.ui.depth", level=5), theme.SMALL, L.SEA.w - 20)
    one_line(t("fischen.ui.sea_empty"), theme.SMALL, L.SEA.w - 20)
    one_line(t("fischen.ui.score_track"), theme.SMALL, L.SCORE.w - 24, True)
    # the score track's row label, from x 10 up to the first seat's number ("88", centred in its column)
    first_number = 56 + (L.SCORE.w - 56 - 14) / 5 / 2 - width("88", theme.SMALL, True) / 2
    one_line(t("fischen.ui.now"), theme.SMALL, int(first_number) - 10 - 4, True)
    for key in ("fischen.ui.hand", "fischen.term.boat", "fischen.term.fischerin", "fischen.term.fischerin_short"):
        one_line(t(key), theme.SMALL, L.OWN.w - 100, False, key)
    for name in NAMES:  # the bottom plate is narrow: a long name shrinks rather than being cut
        shrinks(name, theme.BODY, D.own_name_room(L.OWN), True)
    plate_w = min(L.plates(5, 0).values(), key=lambda r: r.w).w
    for hint in ("✓ " + t("fischen.ui.picked"), t("fischen.ui.picking"), t("fischen.ui.to_act"),
                 t("fischen.ui.leads")):
        one_line(hint, theme.SMALL, plate_w - 24, True)
    for suit, rect in zip(SUITS, L.colour_buttons(len(SUITS)), strict=True):
        one_line(t(f"fischen.colour.{suit}"), theme.BODY, rect.w - D.COLOUR_LABEL_X - 10, True)
    for key in ("fischen.ui.to_results", "fischen.ui.continue"):
        one_line(t(key), theme.BODY, L.SUMMARY_BUTTON.w - 20, True, key)
    one_line(text("fischen.ui.summary_title"), theme.TITLE, L.SUMMARY.w - 60, True)
    for key in ("fischen.ui.col_caught", "fischen.ui.col_minus", "fischen.ui.col_total", "fischen.ui.col_sea_next"):
        shrinks(t(key), theme.SMALL, D.SUMMARY_COLUMN, True, key)
    for key in ("fischen.ui.summary_next", "fischen.ui.summary_overfished"):
        lines(text(key, size=12, need=BIG, sea=BIG), theme.SMALL, L.SUMMARY.w - 80, 2, True, key)
    for key in ("fischen.ui.sea_need", "fischen.ui.sea_need_one", "fischen.ui.sea_need_none"):
        lines(text(key, count=BIG), theme.SMALL, L.NEED.w - 24, 4, True, key)
    lines(t("fischen.ui.effects_lost"), theme.SMALL, L.BUTTONS.w - 70, 2, True, "effects_lost")
    for key in ("fischen.term.round", "fischen.ui.banner_named", "fischen.ui.overfished_banner"):
        one_line(text(key), theme.TITLE, L.W - 220, True, key)


def test_fischen_pass_button_label_fits(lang):
    """The pass button grows with its label (scene_layout.pass_button), so no label is cut."""
    for label in (t("fischen.ui.pass_choose"), text("fischen.ui.pass_button")):
        width = theme.font(theme.BODY, True).size(label)[0]
        one_line(label, theme.BODY, L.pass_button(width).w - 20, True)


# -- Fat Fish --------------------------------------------------------------------------------------------------

def test_fat_fish_fixed_labels(lang):
    own, reserve, lic = FL.OWN, FL.RESERVE, FL.LICENCES
    for key in ("fatfish.ui.total", "fatfish.term.hand", "fatfish.ui.deck", "fatfish.ui.licence_points"):
        one_line(t(key), theme.SMALL, own.w - 100, False, key)
    one_line(t("fatfish.ui.plus_pile"), theme.SMALL, own.w - 80, True)
    one_line(t("fatfish.ui.minus_pile"), theme.SMALL, own.w - 30, True)
    shrinks(t("fatfish.term.minus_summary", count=BIG, total=BIG * 5), theme.SMALL, own.w - 28, True)
    shrinks(t("fatfish.ui.minus_none"), theme.SMALL, own.w - 28, True)
    one_line(t("fatfish.term.reserve"), theme.SMALL, reserve.w - 20, True)
    shrinks(t("fatfish.ui.rows_taken"), theme.SMALL, reserve.w - 28)
    one_line(t("fatfish.term.licences"), theme.SMALL, lic.w - 60, True)
    for key in keys("fatfish.ui.licence_kind."):
        one_line(t(key), 16, lic.w - 24, True, key)
    one_line(t("fatfish.term.licences"), theme.TITLE, FL.HELP.w - 60, True)
    one_line(t("fatfish.ui.tap_to_close"), theme.SMALL, FL.HELP.w - 40, True)


# -- the shell's buttons ---------------------------------------------------------------------------------------

def test_every_shell_button_label_fits_its_button(app):
    from pygame_gui.elements import UIButton

    from fishgames.core import Seat
    from fishgames.ui import games
    from fishgames.ui.scene import Push, Reset
    from fishgames.ui.scenes.codepicker import CodePickerScene
    from fishgames.ui.scenes.ingame_menu import InGameMenuScene
    from fishgames.ui.scenes.menu import MenuScene
    from fishgames.ui.scenes.replace_saved import ReplaceSavedScene
    from fishgames.ui.scenes.rules_help import RulesHelpScene
    from fishgames.ui.scenes.settings import SettingsScene
    from fishgames.ui.scenes.setup import SetupScene
    from fishgames.ui.scenes.statistics import StatisticsScene
    from tests.ui.driver import frames

    checked, too_long = 0, []
    for lang in LANGS:
        app.update_settings(language=lang)
        table = games.start_scene(app, "fischen", [Seat("human", None, NAMES[0])] +
                                  [Seat("bot", "easy", games.bot_name(i)) for i in range(1, 5)], 3, "easy")
        makers = [lambda: MenuScene(app), lambda: SettingsScene(app), lambda: StatisticsScene(app),
                  lambda: RulesHelpScene(app), lambda: CodePickerScene(app, "fischen", players=5),
                  *[(lambda g=g: SetupScene(app, g)) for g in ("gofish", "fugu", "fatfish", "lure", "fischen")],
                  lambda table=table: InGameMenuScene(app, table), lambda: ReplaceSavedScene(app, "lure", lambda: None)]
        for make in makers:
            app.stack.apply(Reset(MenuScene(app)))
            scene = make()
            app.stack.apply(Push(scene))
            frames(app, 2)
            for element in app.ui.get_sprite_group().sprites():
                if isinstance(element, UIButton) and element.visible and element.text:
                    label = element.text
                    room = element.rect.w - 2 * 8  # pygame-gui's text margin on each side
                    size = element.font.size(label)[0]
                    checked += 1
                    if size > room:
                        too_long.append(f"{lang} {type(scene).__name__}: {label!r} {size} px in {room} px")
    assert checked > 40
    assert not too_long, "\n".join(too_long)


# -- Fugu and Fat Fish: every key of the two namespaces, each in its slot ------------------------------------------
#
# ``*_SLOTS`` pair keys with the check of the slot their drawing code gives them (read from the game's layout and
# drawing modules); ``NOT_ON_TABLE`` names the keys no table code draws, and why.  A test sees that the three
# together are exactly the namespace, so a new key without a slot fails.

def toast(text: str, what: str) -> None:
    """A message line (``TableScene.say``: illegal-move reasons, hints): one bold line across the screen."""
    one_line(text, theme.BODY, theme.SIZE[0] - 36 - 16, True, what)


def bubble(text: str, what: str) -> None:
    """A speech bubble: wrapped in the bubble's width, at most three lines (a bubble is a remark, not a page)."""
    from fishgames.ui.widgets import BUBBLE_WIDTH

    lines(text, theme.SMALL, BUBBLE_WIDTH - 28, 3, True, what)


def banner(text: str, what: str) -> None:
    """``widgets.draw_banner``: one title line across the table (cut, so it must fit)."""
    one_line(text, theme.TITLE, theme.SIZE[0] - 220, True, what)


def log_line(room: int, most: int):
    """A move-log line: wrapped in the panel's text width without breaking a word, in at most ``most`` rows."""
    def check(text: str, what: str) -> None:
        rows = wrap(text, theme.SMALL, room)
        assert " ".join(rows) == " ".join(text.split()), f"{what}: a word is broken: {rows}"
        assert len(rows) <= most, f"{what}: {len(rows)} rows of {room} px"
    return check


def results_headline(text: str, what: str) -> None:
    from fishgames.ui.scenes.results import PANEL_W

    shrinks(text, theme.TITLE, PANEL_W - 60, True, what)


def results_column(columns: int):
    """A results column header, held to the design's width of its column: shrunk no further than the floor, it fits
    the 1280 × 720 panel's share right of the score (``ResultsScene.lay_out_columns``' ``col_w``, the widths
    ``results_table.lay_out`` keeps where the headers allow).  The screen itself never shrinks or cuts a header:
    its column grows to it (``scenes/results_table.py``; ``test_results_columns`` sees them apart at every size),
    so this only keeps a catalogue's header from outgrowing the design's look."""
    def check(text: str, what: str) -> None:
        from fishgames.ui.scenes.results import PANEL_W

        col_w = min(120, (PANEL_W - 28 - 520 - 150) // columns)  # the design's column right of the score (col_w)
        shrinks(text, theme.SMALL, col_w - 8, True, what)
    return check


def results_highlight(text: str, what: str) -> None:
    from fishgames.ui.scenes.results import PANEL_W

    lines(text, theme.SMALL, PANEL_W - 96, 2, False, what)


def slot(check, *args):
    """``check(text, *args, what=key)`` as a slot check of one key's text."""
    return lambda text, what: check(text, *args, what=what)


def fugu_samples() -> dict:
    from fishgames.games.fugu.data import SOLO_BANDS
    from fishgames.games.fugu.scene_look import delta_text

    return {"name": NAMES[0], "names": ", ".join(NAMES[:4]), "card": 75, "slot": 18, "score": -88, "delta": -18,
            "band": longest(t(f"fugu.band.{b}") for _, b in SOLO_BANDS), "cards": "73, 74, 75",
            "groups": "4, 4, 4, 4", "side": longest([t("fugu.side.number"), t("fugu.side.anchor")]),
            "code": "4S-1K3F", "limit": 20, "above": 0, "revealed": 75, "count": 18, "size": 18,
            "delta_text": delta_text(-18), "action": "swap 3 18 anchor"}


def fugu_text(key: str) -> str:
    params = {p: BIG for p in params_of(catalogue(t.lang)[key])} | fugu_samples()
    if key.startswith(("fugu.ui.log.", "fugu.ui.hl.")):
        params["delta"] = params["delta_text"]  # the table writes the change as "−18"
    return t(key, **{p: params[p] for p in params_of(catalogue(t.lang)[key])})


def fugu_slots() -> list[tuple[tuple[str, ...], object]]:
    from fishgames.games.fugu import scene_draw as FD
    from fishgames.games.fugu import scene_end as FE
    from fishgames.games.fugu import scene_look as FU
    from fishgames.ui.scenes.common import button_width
    from fishgames.ui.widgets import MoveLogPanel

    log = MoveLogPanel(FU.LOG_RECT)
    value_w = width("−88", theme.BODY, True) + 10  # a breakdown row's points, right of its name
    return [
        (keys("fugu.ui.prompt.pick_"), slot(one_line, theme.BODY, FD.PROMPT_ROOM, True)),  # your move: bold
        (("fugu.ui.prompt.deal", "fugu.ui.prompt.you_finished", "fugu.ui.prompt.waiting",
          "fugu.ui.note.discard_lower", "fugu.ui.note.discard_higher"),  # (solo: the discard rule as the caption)
         slot(one_line, theme.BODY, FD.PROMPT_ROOM, False)),
        (("fugu.ui.prompt.market_first", *keys("fugu.error.")), toast),
        (("fugu.ui.note.starts", "fugu.ui.note.starts_you", "fugu.ui.note.stops", "fugu.ui.note.complete", *keys("fugu.reason.")), bubble),
        (("fugu.action.pass",), slot(one_line, theme.BODY, FU.PASS_BUTTON.w - 20, True)),
        (("fugu.action.place_anchor", "fugu.action.place_number"),
         lambda text, what: one_line(text, theme.BODY, min(FD.side_switch_width(text), FU.W - 40) - 20, True, what)),
        (("fugu.ui.stop_yes", "fugu.ui.stop_no"), slot(one_line, theme.BODY, FU.STOP_BUTTON[0] - 20, True)),
        (("fugu.ui.stop_question",), slot(lines, theme.BODY, FD.DIALOG.w - 40, 2, True)),
        (("fugu.ui.market_caption",), slot(one_line, theme.SMALL, FD.TRAY.w - 24, True)),
        (("fugu.ui.tap_breakdown", "fugu.ui.tap_breakdown_short"), slot(one_line, theme.SMALL, FU.OWN_PLATE.w - 24,
                                                                          True)),  # SeatPlate's hint
        (("fugu.ui.solo_deck",), slot(one_line, theme.SMALL, FU.LANE_PLATE[0] - 80, True)),
        (("fugu.solo.discards",), slot(one_line, theme.SMALL, FD.DISCARDS_W, True)),
        (("fugu.ui.solo_rule",), slot(one_line, theme.SMALL, FU.W - FD.SOLO_RULE_X - 12, False)),
        (("fugu.ui.solo_winning", "fugu.ui.solo_not_yet"), slot(one_line, theme.SMALL, FU.W - 2 * FU.LANE_X - 16, True)),
        (keys("fugu.band."), fugu_band),
        (keys("fugu.ui.tag."), slot(one_line, theme.SMALL, FD.TAG_W, True)),
        (("fugu.ui.bd.title",), slot(one_line, theme.BODY, FD.breakdown_title_room(width("−88", theme.TITLE, True)),
                                     True)),
        (keys("fugu.breakdown."), slot(one_line, theme.BODY, FD.BREAKDOWN.w - 70 - 26 - value_w, True)),
        (("fugu.ui.bd.banner", "fugu.ui.bd.none", "fugu.ui.bd.coral", "fugu.ui.bd.anchors", "fugu.ui.bd.face_down"),
         slot(one_line, theme.SMALL, FD.BREAKDOWN.w - 190, False)),
        (("fugu.ui.bd.close",), slot(one_line, theme.SMALL, FD.BREAKDOWN.w - 40, False)),
        (keys("fugu.ui.banner."), banner),
        (keys("fugu.ui.log."), log_line(log._text_width(), log.visible_rows)),
        (("fugu.ui.end.winner", "fugu.ui.end.shared", "fugu.ui.end.solo_won", "fugu.ui.end.solo_lost"),
         slot(shrinks, theme.TITLE, FE.HEAD_ROOM, True)),
        (("fugu.ui.end.code",), slot(one_line, theme.SMALL, FE.PANEL.w - FE.HEAD_ROOM - 30 - 36 - 12, True)),
        (("fugu.ui.end.continue",), lambda text, what: assert_le(button_width(text), FE.CONTINUE.w, what)),
        (("fugu.ui.end.bands",), slot(one_line, theme.SMALL, FE.BAND_W, True)),
        (("fugu.ui.end.solo_rule",), slot(one_line, theme.SMALL, FE.CONTINUE.x - FE.SOLO_LEFT - 20, True)),
        (keys("fugu.ui.hl."), slot(one_line, theme.SMALL, FE.CONTINUE.x - FE.TEXT_X - 20, True)),
        (("fugu.ui.end.solo_band_won", "fugu.ui.end.solo_band_lost"), results_headline),
        (keys("fugu.ui.col."), results_column(2)),
    ]


def assert_le(got: int, room: int, what: str) -> None:
    assert got <= room, f"{what}: {got} px in {room} px"


def fugu_band(text: str, what: str) -> None:
    """A solo band: a chip of the ladder over the table (all five side by side, left of the menu and coach
    buttons) and a step of the end panel."""
    from fishgames.games.fugu import scene_draw as FD
    from fishgames.games.fugu import scene_end as FE
    from fishgames.games.fugu import scene_look as FU
    from fishgames.games.fugu.data import SOLO_BANDS

    shrinks(text, theme.BODY, FE.BAND_W - 16, True, what)
    ladder = sum(width(t(f"fugu.band.{b}"), theme.SMALL, True) + width("20–24", theme.SMALL, False)
                 + FD.BAND_CHIP_PAD + 6 for _, b in SOLO_BANDS)
    buttons = FU.W - 132  # the table's button column at the right (TableScene.build: the menu button)
    assert_le(FU.LANE_X + ladder, buttons - 8, "the solo band ladder")


FUGU_NOT_ON_TABLE = {
    "fugu.title": "the shell's menu and setup", "fugu.pitch": "the shell's menu",
    "fugu.highest": "no code draws it (the market caption says the highest number)",
    **{k: "the rules' own log (the table writes fugu.ui.log.*)" for k in
       ("fugu.log.card_anchored", "fugu.log.card_placed", "fugu.log.card_revealed", "fugu.log.game_ended",
        "fugu.log.market_dealt", "fugu.log.player_passed", "fugu.log.reef_completed", "fugu.log.solo_discarded",
        "fugu.log.solo_ended", "fugu.log.solo_refilled", "fugu.log.start_player_chosen")},
    **{f"fugu.creature.{c}": "no code draws it (the tiles show the creatures)" for c in
       ("bannerfish", "pufferfish", "octopus", "coral_pink", "coral_green", "coral_yellow")},
    "fugu.side.number": "no code draws it since a move is two taps", "fugu.side.anchor": "as fugu.side.number",
    "fugu.solo.deck": "no code draws it (the plate says fugu.ui.solo_deck)", "fugu.solo.deck_one": "as fugu.solo.deck",
    "fugu.solo.won": "no code draws it (fugu.ui.end.*)", "fugu.solo.lost": "as fugu.solo.won",
}


def assert_every_slot_fits(slots, text) -> None:
    """Each slot's check run on the text (``text(key)``) of each of its keys; every failure is listed at once."""
    failures = []
    for slot_keys, check in slots:
        for key in slot_keys:
            try:
                check(text(key), key)
            except AssertionError as error:
                failures.append(str(error).splitlines()[0])
    assert not failures, "\n".join(failures)


def test_fugu_names_shrink_rather_than_being_cut():
    """A long name (or "Bartholomäus") beside the lowest score on a lane plate, and in the end panel's rows."""
    from fishgames.games.fugu import scene_draw as FD
    from fishgames.games.fugu import scene_end as FE

    score = width(str(-18), FD.LANE_SCORE_SIZE, True)  # as the plate writes it
    for name in (*NAMES, "Bartholomäus"):
        shrinks(name, theme.BODY, FD.lane_name_room(score), True, f"{name} on a lane plate")
        shrinks(name, theme.BODY, FE.NAME_W, True, f"{name} in the end panel")


def test_fugu_texts_fit_their_slots(lang):
    assert_every_slot_fits(fugu_slots(), fugu_text)


def fatfish_samples() -> dict:
    from fishgames.games.fatfish.data import CARD_TEXT, COLOURS, LICENCES
    from fishgames.games.fatfish.scene_cards import card_name, colour_name, licence_name

    cards = sorted(CARD_TEXT, key=lambda c: width(card_name(c), theme.BODY, True))
    licences = sorted(LICENCES, key=lambda lid: width(licence_name(lid), theme.BODY, True))
    four = ", ".join(card_name(c) for c in cards[-4:])  # a take: four cards, the longest names
    return {"seat": NAMES[0], "name": NAMES[0], "seat_name": NAMES[0], "card": card_name(cards[-1]),
            "colour": longest(colour_name(c) for c in COLOURS), "rows": "1, 2, 3", "row": 3,
            "cards": four, "plus": four, "minus": four, "points": "−88",
            "licence": licence_name(licences[-1]), "names": ", ".join(licence_name(lid) for lid in licences[-2:]),
            "seats": t("fatfish.ui.and", first=", ".join(NAMES[:2]), last=NAMES[2]),
            "scores": " · ".join(f"{n} {BIG}" for n in (*NAMES, "Maximiliane")),  # six seats
            "first": ", ".join(NAMES[:4]), "last": NAMES[4], "count": 4, "most": 4, "left": 4}


FATFISH_KEY_SAMPLES = {"fatfish.term.take_preview": {"plus": BIG, "minus": BIG, "points": "−88"}}  # sums, not cards


def fatfish_text(key: str) -> str:
    template = catalogue(t.lang)[key]
    params = {p: BIG for p in params_of(template)} | fatfish_samples() | FATFISH_KEY_SAMPLES.get(key, {})
    return t(key, **{p: params[p] for p in params_of(template)})


def fatfish_slots() -> list[tuple[tuple[str, ...], object]]:
    from fishgames.games.fatfish import scene_layout as FL
    from fishgames.ui.widgets import MoveLogPanel

    log = MoveLogPanel(FL.LOG_WITH_LICENCES)  # the smaller of the two log panels
    prompt = fatfish_prompt
    smallest_plate = min(FL.plates(6, 0).values(), key=lambda r: r.w)
    reserve_pile_right = FL.RESERVE_PILE.right + 12
    return [
        (("fatfish.term.choose_row", "fatfish.ui.alone", "fatfish.ui.drop_here", "fatfish.ui.follow_up",
          "fatfish.ui.pick_row", "fatfish.ui.waiting", "fatfish.ui.waiting_take", "fatfish.phase.deal",
          "fatfish.phase.start"), prompt),
        (("fatfish.ui.card_first", "fatfish.ui.take_incomplete", *keys("fatfish.ui.why."), *keys("fatfish.error.")),
         toast),
        (keys("fatfish.reason."), bubble),
        (("fatfish.phase.over", "fatfish.ui.starts", "fatfish.ui.starts_you", "fatfish.ui.banner_licence"), banner),
        (("fatfish.ui.vp_popup",), slot(one_line, theme.TITLE, smallest_plate.w, True)),  # over the plate
        (("fatfish.term.stop",), slot(one_line, theme.BODY, FL.DONE.w - 20, True)),
        (("fatfish.ui.total", "fatfish.term.hand", "fatfish.ui.deck", "fatfish.ui.licence_points",
          "fatfish.ui.licence_points_short"), slot(one_line, theme.SMALL, FL.OWN.w - 100, False)),
        (("fatfish.ui.plus_pile", "fatfish.ui.plus_pile_short"), slot(one_line, theme.SMALL, FL.OWN.w - 80, True)),
        (("fatfish.ui.minus_pile", "fatfish.ui.minus_pile_short"), slot(one_line, theme.SMALL, FL.OWN.w - 30, True)),
        (("fatfish.term.minus_summary", "fatfish.term.minus_summary_one", "fatfish.term.minus_summary_short",
          "fatfish.term.minus_summary_short_one", "fatfish.ui.minus_none",
          "fatfish.ui.minus_none_short"),
         slot(shrinks, theme.SMALL, FL.OWN.w - 28, True)),
        (("fatfish.term.reserve",), slot(one_line, theme.SMALL, FL.RESERVE.w - 20, True)),
        (("fatfish.ui.box", "fatfish.ui.box_short"), slot(shrinks, theme.SMALL, FL.RESERVE.right - reserve_pile_right - 4, False)),
        (("fatfish.ui.rows_taken", "fatfish.ui.rows_taken_short"), slot(shrinks, theme.SMALL, FL.RESERVE.w - 28, False)),
        (("fatfish.term.licences",), lambda text, what: (one_line(text, theme.SMALL, FL.LICENCES.w - 60, True, what),
                                                        one_line(text, theme.TITLE, FL.HELP.w - 60, True, what))),
        (("fatfish.ui.licences_short",), slot(one_line, theme.SMALL, FL.LICENCES.w - 60, True)),
        (keys("fatfish.ui.licence_kind."), slot(one_line, 16, FL.LICENCES.w - 24, True)),
        ([k for k in keys("fatfish.licence.") if ".help." not in k], fatfish_licence),
        (keys("fatfish.licence.help."), slot(shrinks, theme.SMALL, FL.HELP.w - 104, False)),
        (("fatfish.ui.tap_to_close",), slot(one_line, theme.SMALL, FL.HELP.w - 40, True)),
        (("fatfish.ui.take_title", "fatfish.ui.take_title_two"), slot(lines, theme.BODY, FL.TAKE.w - 40, 2, True)),
        (("fatfish.term.take_preview",), slot(shrinks, theme.BODY, FL.TAKE_BUTTON.x - FL.TAKE.x - 40, True)),
        (("fatfish.ui.take_hint", "fatfish.ui.take_hint_short", "fatfish.ui.take_licences"), slot(shrinks, theme.SMALL, FL.TAKE.w - 60, True)),
        (("fatfish.ui.take_button",), slot(one_line, theme.BODY, FL.TAKE_BUTTON.w - 20, True)),
        (("fatfish.log.dealt", "fatfish.log.start_player", "fatfish.log.licence_claimed", "fatfish.log.licence_awarded",
          "fatfish.log.game_over", *keys("fatfish.ui.log.")),  # in the log, and as the caption over the hand
         lambda text, what: (log_line(log._text_width(), log.visible_rows)(text, what), prompt(text, what))),
        (keys("fatfish.ui.col."), results_column(3)),
        (keys("fatfish.ui.hl."), results_highlight),
        (("fatfish.option.licences", "fatfish.option.minus_one_per_card"),
         slot(shrinks, theme.BODY, 258, False)),  # setup.py's option labels: fit_size(label, BODY, 258)
    ]


def fatfish_prompt(text: str, what: str) -> None:
    """The line between the rows and the hand (``scene_draw.draw_prompt``): shrunk, or two lines, never cut."""
    from fishgames.games.fatfish import scene_draw as FD

    size, rows = FD.prompt_layout(text)
    assert size >= SMALLEST and len(rows) <= 2, f"{what}: {rows}"
    assert " ".join(rows) == text, f"{what}: cut or broken: {rows}"
    assert all(width(row, size, True) <= FD.PROMPT_ROOM for row in rows), f"{what}: {rows}"


def fatfish_licence(text: str, what: str) -> None:
    """A licence's name: in the licences panel beside its holders' badges, and bold in the help overlay (holders'
    names, up to 110 px, and their badges at its right)."""
    from fishgames.games.fatfish import scene_layout as FL
    from fishgames.games.fatfish.scene_draw import licence_name_room

    for holders in range(7):  # nobody yet, one, or a tie of up to six at the end
        shrinks(text, theme.SMALL, licence_name_room(FL.LICENCES, holders), False, f"{what} ({holders} holders)")
    one_line(text, theme.BODY, FL.HELP.w - 74 - 28 - 110 - 36, True, what)


FATFISH_NOT_ON_TABLE = {
    "fatfish.title": "the shell's menu and setup", "fatfish.pitch": "the shell's menu",
    "fatfish.card": "inside other lines (the samples use the longest card)",
    **{k: "inside other lines (the samples use the longest colour)" for k in
       ("fatfish.colour.blue", "fatfish.colour.green", "fatfish.colour.purple", "fatfish.colour.red",
        "fatfish.colour.yellow")},
    "fatfish.ui.and": "inside other lines (the samples join names with it)",
    "fatfish.ui.nobody": "inside fatfish.log.licence_awarded (shorter than the names)",
    **{f"fatfish.colour_code.{c}": "no code draws it" for c in "bgpry"},
    **{k: "the rules' own log (the table writes fatfish.ui.log.*)" for k in
       ("fatfish.log.card_placed", "fatfish.log.cards_drawn", "fatfish.log.cards_drawn_one",
        "fatfish.log.row_opened", "fatfish.log.row_taken", "fatfish.log.turn_ended")},
    "fatfish.phase.play": "no code draws it (the prompt says what to do)", "fatfish.phase.take": "as phase.play",
    "fatfish.option.licences_help": "no code draws it", "fatfish.option.minus_one_per_card_help": "no code draws it",
    **{f"fatfish.term.{k}": "no code draws it" for k in
       ("box", "choose_plus", "choose_plus_two", "deck", "deck_count", "follow_up", "licence_vp", "minus_pile",
        "played_this_turn", "plus_pile", "reserve_count", "row", "rows", "total")},
}


def test_fat_fish_texts_fit_their_slots(lang):
    assert_every_slot_fits(fatfish_slots(), fatfish_text)


@pytest.mark.parametrize(("prefix", "slots", "not_on_table"), [
    ("fugu.", fugu_slots, FUGU_NOT_ON_TABLE), ("fatfish.", fatfish_slots, FATFISH_NOT_ON_TABLE)])
def test_every_key_has_a_slot_or_a_reason(lang, prefix, slots, not_on_table):
    checked = [key for slot_keys, _ in slots() for key in slot_keys]
    assert set(checked) | set(not_on_table) == set(keys(prefix))
    assert not set(checked) & set(not_on_table)
