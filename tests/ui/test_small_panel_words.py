"""Whole words on a small touch panel: at 800 × 480 and 1024 × 600, in German and English, no seat's name and no
round line ("Round 4 of 10", "Runde 4 von 10") is cut with "…" on a table at its largest player count; on the
Go Fish, Fischen, Lure, Fugu and Fat Fish tables no text at all is ("Fish d…" over Lure's deck, "Salmon s…" under a
fish, "Tap: points per creat…" on your Fugu plate, "Fischereilizenz…" over Fat Fish's licences), and no seat plate's line runs out of its plate ("choosing in
secre" under a five-seat Lure table's last plate: measured on the plate drawn alone, see
:func:`test_no_seat_plate_line_runs_out_of_its_plate`).

At these sizes the legible floor (12 physical px: 20 and 16 logical px) stops a text from shrinking, so a slot too
narrow for a name cut it ("Kingfis…").  Measured from what is drawn: every ``fishgames.ui.text.cut`` while one
frame is drawn from scratch (the caches of drawn text forgotten), with the texts it shortened.

Each table's moment is built once per language for both sizes and the portrait panel (an App started at the
first size, the game played to it), its window resized live to the others in turn as a player resizes a window, as
``test_small_panel_layout.py`` does: the same moment (checked), the frame's texts drawn from scratch at each
size.
"""

from __future__ import annotations

import sys

import pytest

from fishgames.i18n import t
from fishgames.storage import Storage
from fishgames.ui import legibility, theme, widgets
from fishgames.ui import text as text_mod
from fishgames.ui.app import App
from fishgames.ui.scene import Push, Reset
from fishgames.ui.scenes.menu import MenuScene
from tests.ui.art_once import art_drawn_once
from tests.ui.cut_spy import rows_watched
from tests.ui.test_small_panels import BUILDERS
from tests.ui.unpainted import drawn_once_at_the_end, undrawn, unpainted

#: Its checks read texts, not art: each picture is drawn once a process, not again after every resize's new floors.
pytestmark = pytest.mark.usefixtures("art_drawn_once")

SIZES = {"800x480": (800, 480), "1024x600": (1024, 600)}
PORTRAIT = {"720x1280": (720, 1280)}  # an upright panel: only the no-cut test turns the moments to it
#: ... and upright screens of other shapes (issue 29): 3:4 (each table on the landscape stage there), 10:16, 600 × 1024.
OTHER_UPRIGHT = {"768x1024": (768, 1024), "800x1280": (800, 1280), "600x1024": (600, 1024)}
#: Tables where no text at all may be cut at these sizes — seat names and round lines among them, which a test of
#: their own once checked on the first five (Fat Fish: six seats with the licences, your empty minus pile, the take
#: panel's hint, and two seats without licences).
WHOLE = ["gofish_easy", "fischen_pass_left", "lure_five_players", "lure_cast_choice", "lure_adjust", "lure_catch",
         "lure_two_players", "fugu_swap_preview", "fugu_deal", "fatfish_six_players", "fatfish_multi_card",
         "fatfish_take_choice", "fatfish_two_players"]


def open_table(name: str, home, lang: str, window, settle: bool = True) -> App:
    """The shot ``name`` on a window of ``window`` (the app started at that size); ``settle``: a frame after the
    builder's and frames after a builder that put up its own table (else the moment the screenshot tool shows:
    a Lure table's bots still choosing)."""
    app = App(windowed=True, lang=lang, storage=Storage(home), bot_workers=False, disk_thread=False,
              window=window)
    app.update_settings(animation_speed="instant")
    with art_drawn_once():  # (a module's fixture is set up before the module's ``art_drawn_once`` is on)
        # Frames that only reach the moment: no check here reads a pixel, and only the last is drawn.
        with unpainted(app), drawn_once_at_the_end(app):
            scenes = BUILDERS[name](app, "fischen")
            if scenes is not None:  # else the builder put its scenes up itself
                app.stack.apply(Reset(MenuScene(app)))
                for scene in scenes:
                    app.stack.apply(Push(scene))
            for _ in range(20 if settle or scenes is not None else 0):
                app.step(1 / 60)
        if settle:
            app.step(1 / 60)
    return app


def cuts_while_drawing(app, monkeypatch, lay_out=None) -> list[tuple[str, str]]:
    """(text, what was drawn of it) for every text ``cut`` shortened while one frame was drawn afresh, every
    wrapped paragraph whose rows ``text.kept`` dropped (its last rows silently missing: issue 29's "dem Meer.") or
    that ``text.paragraph`` painted out of its box (``cut_spy.rows_watched``), and
    every move log drawn whose top row is the tail of a line ("%)." atop Lure's log at 800 × 480): its rows are
    each whole, so ``cut`` never sees that.  ``lay_out``: how the frame is laid out again once the caches of
    drawn text are forgotten (:func:`resized`'s resize; else ``app.relayout``)."""
    real = text_mod.cut
    shortened: list[tuple[str, str]] = []
    real_log = widgets.MoveLogPanel.draw

    def draw_log(log, surface, **options):
        real_log(log, surface, **options)
        first, _ = log.visible()
        starts, row = [], 0
        for line in log.lines:  # where each line begins, wrapped as the panel wraps it
            starts.append(row)
            row += len(text_mod.wrap(line, theme.SMALL, log._text_width()))
        if log.lines and first not in starts:
            tail = [line for line, begins in zip(log.lines, starts, strict=True) if begins <= first][-1]
            shortened.append((f"log line {tail!r}", f"its tail from row {first}"))

    monkeypatch.setattr(widgets.MoveLogPanel, "draw", draw_log)

    def cut(text, size, width, bold=False):
        result = real(text, size, width, bold)
        if result != text:
            shortened.append((text, result))
        return result

    for module in [m for key, m in list(sys.modules.items()) if key.startswith("fishgames") and m is not None]:
        if getattr(module, "cut", None) is real:
            monkeypatch.setattr(module, "cut", cut)
    # Every cache of drawn text forgotten, the art kept: no picture of the art cache is drawn with ``cut``
    # (its cards' words are wrapped), and drawing it all again for each check was half of this module's time.
    legibility.forget_drawn_text(art=False)
    with rows_watched() as rows:  # rows dropped (``text.kept``) or painted out of their box (``text.paragraph``)
        (lay_out or app.relayout)()
        app.draw()
    return shortened + rows


def moment(app) -> tuple:
    """What the table shows: the record so far and whose turn it is."""
    table = next(scene for scene in reversed(app.stack.scenes) if hasattr(scene, "match"))
    return len(table.match.record.actions), table.match.state.to_act()


def resized(app, size: str, settle: bool) -> App:
    """The shared moment's window made ``size``, laid out again live (laid out again all the same when it is that
    size already: the moment was opened at the first); ``settle``: a frame after it, stepped undrawn (a check
    draws the next: :func:`cuts_while_drawing`, which lays the frame out through this, its spies in)."""
    before = moment(app)
    window = {**SIZES, **PORTRAIT, **OTHER_UPRIGHT}[size]
    if tuple(app.display.window_size) == window:
        app.relayout()
    else:
        app.window_resized(window)
    if settle:
        with undrawn(app):
            app.step(1 / 60)
    assert tuple(app.display.window_size) == window
    assert moment(app) == before, "the game moved on while the window was resized"
    return app


def shared_moment(request, tmp_path_factory, settle: bool):
    """(name, lang, app) of ``request.param``: the moment opened once for both sizes (at the first size)."""
    name, lang = request.param
    app = open_table(name, tmp_path_factory.mktemp("home"), lang, SIZES[next(iter(SIZES))], settle)
    return name, lang, app


def pairs(names) -> list:
    return pairs_of([(name, lang) for name in names for lang in ("de", "en")])


def pairs_of(moments) -> list:
    return [pytest.param((name, lang), id=f"{name}-{lang}") for name, lang in moments]


@pytest.fixture(scope="module")
def whole_table(request, tmp_path_factory):
    """(name, lang, app) of the ``(name, lang)`` a test is parametrized with (``indirect``): one moment for
    the small panels' sizes and the portrait panel — pytest runs the tests of one moment one after another."""
    name, lang, app = shared_moment(request, tmp_path_factory, settle=True)
    try:
        yield name, lang, app
    finally:
        app.close()


#: The tables whose arrangement fits a portrait panel's floors today, in the languages checked: the tables with an
#: upright arrangement of their own (``Scene.tall``: all five tables), in German and English.
PORTRAIT_TABLES = [*((name, lang) for name in ("gofish_easy", "gofish_lucky", "gofish_ask") for lang in ("de", "en")),
                   ("fugu_swap_preview", "de"), ("fugu_swap_preview", "en"), ("fugu_deal", "de"), ("fugu_deal", "en"),
                   *((name, lang) for name in ("fatfish_six_players", "fatfish_take_choice", "fatfish_two_players")
                     for lang in ("de", "en")),
                   *((name, lang) for name in ("lure_cast_choice", "lure_adjust", "lure_five_players", "lure_catch")
                     for lang in ("de", "en")),
                   *((name, lang) for name in ("fischen_pass_left", "fischen_zero_choice", "fischen_named_colour",
                                               "fischen_round_summary") for lang in ("de", "en"))]


#: Cuts known and not fixed yet (issue 29), each seen at the size named: (name, lang, size) -> what is cut (an
#: ``xfail(strict)``: it fails once fixed, so it is taken out).  None left since session 21.
KNOWN_CUTS: dict[tuple[str, str, str], str] = {}


@pytest.mark.parametrize("size", [*PORTRAIT, *OTHER_UPRIGHT])
@pytest.mark.parametrize("whole_table", pairs_of(PORTRAIT_TABLES), indirect=True)
def test_no_text_is_cut_on_a_portrait_panel(whole_table, size, monkeypatch, request):
    """A portrait 720 × 1280 panel (the floors at their largest, 22 px text and 79 px taps), and upright screens of
    other shapes: as on the small landscape panels, no text is cut and no log starts mid-line.  The table's moment is
    the small panels' one where they check it too, its window turned upright live."""
    name, lang, app = whole_table
    if (name, lang, size) in KNOWN_CUTS:
        request.applymarker(pytest.mark.xfail(strict=True, reason=KNOWN_CUTS[name, lang, size]))
    drawn = cuts_while_drawing(app, monkeypatch, lambda: resized(app, size, settle=True))
    assert legibility.current.text >= (22 if size == "720x1280" else 20) and t.lang == lang, "not at a panel's floors"
    cut = sorted({f"{text!r} drawn as {shown!r}" for text, shown in drawn})
    assert not cut, f"{name} at {size} ({lang}):\n" + "\n".join(cut)


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("whole_table", pairs(WHOLE), indirect=True)
def test_no_text_is_cut_on_a_small_panel(whole_table, size, monkeypatch):
    name, lang, app = whole_table
    drawn = cuts_while_drawing(app, monkeypatch, lambda: resized(app, size, settle=True))
    assert t.lang == lang and not legibility.current.inert, "not drawn at a small panel's floors"
    cut = sorted({f"{text!r} drawn as {shown!r}" for text, shown in drawn})
    assert not cut, f"{name} at {size} ({lang}):\n" + "\n".join(cut)


@pytest.fixture(scope="module", params=pairs(["lure_five_players", "lure_two_players", "fugu_swap_preview",
                                             "fischen_pass_left"]))
def plate_table(request, tmp_path_factory):
    """The moment the screenshot tool shows (no frames after a builder that put up its own table: a Lure
    table's bots still choosing), for both sizes: only drawn, never stepped, so it stays that moment."""
    name, lang, app = shared_moment(request, tmp_path_factory, settle=False)
    try:
        yield name, lang, app
    finally:
        app.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_no_seat_plate_line_runs_out_of_its_plate(plate_table, size, monkeypatch):
    """Each seat plate drawn in a frame is drawn again alone (not lit, not dimmed) on a clear surface wider and
    taller than it: nothing may be painted outside the plate (a line that ran out of it was clipped there)."""
    import pygame

    from fishgames.ui import widgets

    name, lang, app = plate_table
    assert t.lang == lang
    real_draw = widgets.SeatPlate.draw
    out: list[str] = []
    drawn: list[str] = []

    def draw(plate, surface, *args, **kwargs):
        real_draw(plate, surface, *args, **kwargs)
        alone = widgets.SeatPlate(plate.seat, pygame.Rect((0, 0), plate.rect.size), plate.name, plate.score,
                                  plate.counts, plate.hint)
        clear = pygame.Surface((alone.rect.w + 200, alone.rect.h + 60), pygame.SRCALPHA)
        real_draw(alone, clear)
        painted = clear.get_bounding_rect()
        drawn.append(plate.hint)
        if not alone.rect.contains(painted):
            out.append(f"{plate.name!r}'s plate {alone.rect.size} painted {painted} ({plate.counts!r}, {plate.hint!r})")

    monkeypatch.setattr(widgets.SeatPlate, "draw", draw)
    cuts_while_drawing(app, monkeypatch, lambda: resized(app, size, settle=False))
    assert drawn, "no seat plate drawn"
    if name == "lure_five_players":
        assert sum(bool(hint) for hint in drawn) >= 3, f"the bots are not choosing: {drawn}"
    assert not out, f"{name} at {size} ({lang}):\n" + "\n".join(out)
