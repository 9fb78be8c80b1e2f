"""Your own name is read whole on your plate (issue 29): the longest name the name pad allows (24 letters,
``MAX_NAME_LENGTH``: "Maximilian-Johannes Mohr") was cut to "Maximilian-Joha…" on Go Fish's and Fugu's plates and
"Maximili…" on Fat Fish's and Fischen's at UI scale 150 % (Fischen's own plate had 114 px for it at 1280 × 720 even
at 100 %).  Each table's moment is built as ``tools/screenshots.py`` builds it, the human at the bottom given that
name, its window resized live to the screens the app is made for, at UI scale 100 % and 150 %: while one frame is
drawn afresh no ``fishgames.ui.text.cut`` may shorten the name or a part of it (a row of a name in rows).  (Lure's
rack heading says a long own name whole while you cast, ``lure.scene_draw.name_cut_on_plate``, but not while you
adjust, "Maximilian-Johan…" on the plate then: your plate shows it whole now.  The dice tray's lane label cut it,
"Maximili…": ``test_other_name_whole`` checks it while you adjust, the moment here has no lane.)"""

from __future__ import annotations

import pytest

from fishgames.core.names import MAX_NAME_LENGTH
from fishgames.i18n import t
from fishgames.storage import Storage
from fishgames.ui import games, legibility
from fishgames.ui.app import App
from tests.screenshot_shots import screenshot_tool
from tests.ui.art_once import art_drawn_once
from tests.ui.test_small_panel_words import cuts_while_drawing
from tests.ui.unpainted import drawn_once_at_the_end, undrawn, unpainted

pytestmark = pytest.mark.usefixtures("art_drawn_once")

LONG = "Maximilian-Johannes Mohr"  # as long as the name pad allows, with a hyphen and a space to break at
#: As long, its hyphen early: "Anna-Katharina" (178 px bold at 800 × 480's floor of 20 px) is a wider first row
#: than "Maximilian-": on Fischen's plate it needed a third row, cut ("Katharina Sc…"), at every seat count.
LONG_TOO = "Anna-Katharina Schneider"
SIZES = {"800x480": (800, 480), "1024x600": (1024, 600), "1280x720": (1280, 720), "1920x1080": (1920, 1080),
         "720x1280": (720, 1280), "768x1024": (768, 1024)}
TABLES = ["gofish_easy", "fugu_swap_preview", "fatfish_multi_card", "fischen_pass_left", "lure_cast_choice"]
#: Where the name is still cut (issue 29, not fixed yet): (table, ui scale, size) -> why; an ``xfail(strict)``.
#: (Fischen at 800 × 480 and 1024 × 600 at 150 % was here: its plate grows upward into the room the sea's star row gives
#: up, ``FischenTable.sea_places``.)
KNOWN: dict[tuple[str, float, str], str] = {}


def test_the_name_is_the_longest_the_name_pad_allows():
    assert len(LONG) == len(LONG_TOO) == MAX_NAME_LENGTH


@pytest.fixture(scope="module", params=[(name, lang, scale) for name in TABLES for lang in ("de", "en")
                                        for scale in (1.0, 1.5)],
                ids=lambda p: f"{p[0]}-{p[1]}-{p[2]}")
def long_named(request, tmp_path_factory):
    """(name, lang, scale, app): the moment, your name the longest, opened at 1280 × 720 at ``scale``."""
    name, lang, scale = request.param
    app = _opened(tmp_path_factory, name, LONG, lang, scale)
    try:
        yield name, lang, scale, app
    finally:
        app.close()


def _opened(tmp_path_factory, shot: str, you: str, lang: str, scale: float, seats: int | None = None) -> App:
    """``shot``'s moment as ``tools/screenshots.py`` builds it, you (the human at the bottom) named ``you``, at a
    table of ``seats`` (None: the shot's own), opened at 1280 × 720 at UI scale ``scale``."""
    tool, patch = screenshot_tool(), pytest.MonkeyPatch()
    patch.setattr(tool, "HUMANS", (you, *tool.HUMANS[1:]))
    if seats is not None:  # every shot opens its table through open_table: its seat count replaced
        real = tool.open_table
        patch.setattr(tool, "open_table", lambda app, game, players, *rest, **options:
                      real(app, game, seats, *rest, **options))
    app = App(windowed=True, lang=lang, storage=Storage(tmp_path_factory.mktemp("home")), bot_workers=False,
              disk_thread=False, window=(1280, 720), ui_scale=scale)
    app.update_settings(animation_speed="instant")
    try:
        with art_drawn_once(), unpainted(app), drawn_once_at_the_end(app):
            tool.put_up(app, tool.SHOTS[shot](app, "fischen"))
            for _ in range(20):
                app.step(1 / 60)
    finally:
        patch.undo()
    return app


@pytest.fixture(scope="module")
def monkeypatch_module():
    patch = pytest.MonkeyPatch()
    yield patch
    patch.undo()


def _resized(app, window) -> None:
    if tuple(app.display.window_size) == window:
        app.relayout()
    else:
        app.window_resized(window)
    with undrawn(app):
        app.step(1 / 60)


@pytest.mark.parametrize("size", list(SIZES))
def test_your_own_name_is_never_cut(long_named, size, monkeypatch, request):
    name, lang, scale, app = long_named
    if (name, scale, size) in KNOWN:
        request.applymarker(pytest.mark.xfail(strict=True, reason=KNOWN[name, scale, size]))
    table = next(scene for scene in reversed(app.stack.scenes) if hasattr(scene, "match"))
    assert table.seat_name(table.bottom) == LONG and t.lang == lang
    drawn = cuts_while_drawing(app, monkeypatch, lambda: _resized(app, SIZES[size]))
    assert tuple(app.display.window_size) == SIZES[size]
    assert scale == 1.0 or not legibility.current.inert or size == "1920x1080", "not at the UI scale's floors"
    cut = sorted({f"{text!r} drawn as {shown!r}" for text, shown in drawn if len(text) >= 4 and text in LONG})
    assert not cut, f"{name} at {size}, UI scale {scale:.0%} ({lang}):\n" + "\n".join(cut)


def _seat_counts(shot: str) -> list[int]:
    """The seat counts 3 to 5 that ``shot``'s game allows."""
    spec = games.spec(shot.split("_")[0])
    return [n for n in (3, 4, 5) if spec.min_players <= n <= spec.max_players]


#: Every table at each seat count from 3 to 5 it allows, both long names (in English: the other language's words
#: around the plate are swept above): (shot, your name, seats, UI scale); the shot's own four seats with ``LONG``
#: are swept above.
SEATED = [(shot, you, seats, scale) for scale in (1.0, 1.5) for shot in TABLES for you in (LONG_TOO, LONG)
          for seats in _seat_counts(shot) if (you, seats) != (LONG, 4)]


@pytest.fixture(scope="module", params=SEATED, ids=lambda p: f"{p[0]}-{p[1].split('-')[0]}-{p[2]}seats-{p[3]}")
def seated(request, tmp_path_factory):
    """(shot, your name, seats, scale, app): the moment at ``seats`` seats, your name long."""
    shot, you, seats, scale = request.param
    app = _opened(tmp_path_factory, shot, you, "en", scale, seats)
    try:
        yield shot, you, seats, scale, app
    finally:
        app.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_your_own_name_is_never_cut_at_any_seat_count(seated, size, monkeypatch, request):
    shot, you, seats, scale, app = seated
    if (shot, scale, size) in KNOWN:
        request.applymarker(pytest.mark.xfail(strict=True, reason=KNOWN[shot, scale, size]))
    table = next(scene for scene in reversed(app.stack.scenes) if hasattr(scene, "match"))
    assert table.seat_name(table.bottom) == you and len(table.match.seats) == seats
    drawn = cuts_while_drawing(app, monkeypatch, lambda: _resized(app, SIZES[size]))
    assert tuple(app.display.window_size) == SIZES[size]
    cut = sorted({f"{text!r} drawn as {shown!r}" for text, shown in drawn if len(text) >= 4 and text in you})
    assert not cut, f"{shot} at {seats} seats, {size}, UI scale {scale:.0%}:\n" + "\n".join(cut)
