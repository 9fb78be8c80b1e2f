"""Another human's long name is read whole on their plate in pass-and-play (issue 29): with two humans at a
table, both named as long as the name pad allows ("Maximilian-Johannes Mohr", "Anna-Katharina Schneider"), the
one not at the bottom read "Anna-Katharina Sc…" on Go Fish's top plate at every size and UI scale, every turn.
Each table is opened with the two humans and two bots and played (as ``tools/screenshots.py`` plays it) to a
human's turn, its window resized live to the screens the app is made for, at UI scale 100 % and 150 %: while one
frame is drawn afresh no ``fishgames.ui.text.cut`` may shorten either name or a row of it.  Where a plate has
no height for a second row yet, ``KNOWN`` says so (an ``xfail(strict)``)."""

from __future__ import annotations

import pytest

from fishgames.core.names import MAX_NAME_LENGTH
from fishgames.games.lure import scene_draw as lure_draw
from fishgames.storage import Storage
from fishgames.ui import games, theme
from fishgames.ui.app import App
from tests.screenshot_shots import screenshot_tool
from tests.ui.art_once import art_drawn_once
from tests.ui.test_own_name_whole import _resized, monkeypatch_module  # noqa: F401 (a fixture)
from tests.ui.test_small_panel_words import cuts_while_drawing
from tests.ui.unpainted import drawn_once_at_the_end, undrawn, unpainted

pytestmark = pytest.mark.usefixtures("art_drawn_once")

NAMES = ("Maximilian-Johannes Mohr", "Anna-Katharina Schneider")
SIZES = {"1280x720": (1280, 720), "1920x1080": (1920, 1080), "800x480": (800, 480), "720x1280": (720, 1280)}
GAMES = ["gofish", "fugu", "fatfish", "fischen", "lure"]
#: Where a name is still cut (not fixed yet): (game, ui scale, size) -> why; an ``xfail(strict)``.
KNOWN: dict[tuple[str, float, str], str] = {}


def test_the_names_are_the_longest_the_name_pad_allows():
    assert {len(name) for name in NAMES} == {MAX_NAME_LENGTH}


def _at_a_humans_turn(app, scene, tool) -> None:
    for _ in range(3000):
        top = app.stack.top
        if top is not scene:  # the pass-and-play cover: shown at once
            if getattr(top, "show_button", None):
                app.stack.apply(top.handle_ui(tool._press(top.show_button)))
        elif scene.viewer is not None and scene.viewer in scene.match.state.to_act():
            return
        app.step(1 / 60)
    raise AssertionError("no human's turn")


def two_humans_table(game: str, scale: float, home, monkeypatch, sharp: bool = False, lang: str = "en",
                     names: tuple[str, ...] = NAMES, players: int = 4):
    """(app, table): two long-named humans (``names``) and bots to ``players`` seats at ``game``, seed 4242, at a
    human's turn, in a 1280 × 720 window at UI scale ``scale`` — the table every test of another human's name starts
    from."""
    tool = screenshot_tool()
    monkeypatch.setattr(tool, "HUMANS", (*names, *tool.HUMANS[2:]))
    app = App(windowed=True, lang=lang, storage=Storage(home), bot_workers=False, disk_thread=False,
              window=(1280, 720), ui_scale=scale, sharp=sharp or None)
    app.update_settings(animation_speed="instant")
    with art_drawn_once(), unpainted(app), drawn_once_at_the_end(app):
        table = tool.open_table(app, game, players, 2, 4242, games.spec(game).levels[0])
        _at_a_humans_turn(app, table, tool)
        for _ in range(10):
            app.step(1 / 60)
    return app, table


@pytest.fixture(scope="module", params=[(game, scale) for game in GAMES for scale in (1.0, 1.5)],
                ids=lambda p: f"{p[0]}-{p[1]}")
def two_humans(request, tmp_path_factory, monkeypatch_module):  # noqa: F811
    """(game, scale, app): :func:`two_humans_table` of each table at each UI scale."""
    game, scale = request.param
    app, _ = two_humans_table(game, scale, tmp_path_factory.mktemp("home"), monkeypatch_module)
    try:
        yield game, scale, app
    finally:
        app.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_another_humans_name_is_never_cut(two_humans, size, monkeypatch, request):
    game, scale, app = two_humans
    if (game, scale, size) in KNOWN:
        request.applymarker(pytest.mark.xfail(strict=True, reason=KNOWN[game, scale, size]))
    table = next(scene for scene in reversed(app.stack.scenes) if hasattr(scene, "match"))
    other = next(seat for seat in range(2) if seat != table.bottom)
    assert {table.seat_name(table.bottom), table.seat_name(other)} == set(NAMES)
    drawn = cuts_while_drawing(app, monkeypatch, lambda: _resized(app, SIZES[size]))
    assert tuple(app.display.window_size) == SIZES[size]
    cut = sorted({f"{text!r} drawn as {shown!r}" for text, shown in drawn
                  if len(text) >= 4 and any(text in name for name in NAMES)})
    assert not cut, f"{game} at {size}, UI scale {scale:.0%}:\n" + "\n".join(cut)


#: The screens the tray's lane is read at: the table's own and the small ones (1024 × 600 a netbook's).
LANE_SIZES = {**SIZES, "1024x600": (1024, 600)}


@pytest.mark.parametrize("size", ["1280x720", "720x1280", "800x480", "1024x600"])
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_your_name_in_the_dice_trays_lane_is_never_cut(scale, size, tmp_path, monkeypatch):
    """Lure's dice tray: your lane while you adjust (one lane, as tall as the tray) read "Maximili…"; its name goes
    into rows over the bid where the lane has the height (item 3 of issue 29's leftovers), else in one row across
    the lane's top, over its dice (the 126 px lane at UI scale 150 %: 'Maximilian-' is wider than the label's room),
    raised to end where the dice begin on a small screen (its legible floor's row 27-28 px tall, 33 over the dice:
    "Maxi…" at 800 × 480 and 1024 × 600)."""
    tool = screenshot_tool()
    monkeypatch.setattr(tool, "HUMANS", (NAMES[0], *tool.HUMANS[1:]))
    app = App(windowed=True, lang="en", storage=Storage(tmp_path), bot_workers=False, disk_thread=False,
              window=(1280, 720), ui_scale=scale)
    app.update_settings(animation_speed="instant")
    try:
        with art_drawn_once(), unpainted(app), drawn_once_at_the_end(app):
            tool.put_up(app, tool.SHOTS["lure_adjust"](app, "lure"))
            for _ in range(20):
                app.step(1 / 60)
        table = next(scene for scene in reversed(app.stack.scenes) if hasattr(scene, "match"))
        assert table.tray and table.tray["members"], "no lane in the tray"
        drawn = cuts_while_drawing(app, monkeypatch, lambda: _resized(app, LANE_SIZES[size]))
        assert tuple(app.display.window_size) == LANE_SIZES[size]
        cut = sorted({f"{text!r} drawn as {shown!r}" for text, shown in drawn if len(text) >= 4 and text in NAMES[0]})
        assert not cut, f"Lure's lane at {size}, UI scale {scale:.0%}:\n" + "\n".join(cut)
        _name_row_clears_the_dice(table)
    finally:
        app.close()


def _name_row_clears_the_dice(table) -> None:
    """A name across the lane's top (wider than the label's room) ends where the lane's dice begin, under its rim."""
    tray, places = table.tray, table.L
    widest = max(len(tray["lanes"][m]["dice"]) + len(tray["lanes"][m]["extras"]) for m in tray["members"])
    lanes, die = places.tray_lanes(len(tray["members"]), max(widest, 3))
    for seat, lane in zip(tray["members"], lanes, strict=True):
        name = table.seat_name(seat)
        room = lure_draw.lane_room(name, lane.size, places)
        if room <= lure_draw.lane_name_room(places):
            continue
        top = lure_draw.lane_name_top(name, lane.size, room, places)
        bottom = top + theme.text(name, theme.SMALL, theme.INK, True).get_height()
        assert top >= lure_draw.LANE_NAME_TOP_LEAST and bottom <= lane.h // 2 - die // 2, \
            f"{name!r} across the lane's top at {top}-{bottom}, its dice from {lane.h // 2 - die // 2} ({lane.size})"


#: The widest score each table's plates are reckoned beside, as the game can reach it (seeds/): Lure's every fish and
#: Boast in one pile; Fugu's every card of a reef anchored.
WIDEST = {"lure": 140, "fugu": -171}


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("two_humans", [(game, scale) for game in WIDEST for scale in (1.0, 1.5)], indirect=True,
                         ids=lambda p: f"{p[0]}-{p[1]}")
def test_the_names_stay_whole_beside_the_widest_score(two_humans, size, monkeypatch, request):
    """A plate sized beside "88" re-flowed a long name once a score had three digits: every seat at the widest score
    the game can reach, both names (yours and the other human's) still whole."""
    game, scale, app = two_humans
    if (game, scale, size) in KNOWN:
        request.applymarker(pytest.mark.xfail(strict=True, reason=KNOWN[game, scale, size]))
    table = next(scene for scene in reversed(app.stack.scenes) if hasattr(scene, "match"))

    def scores() -> list:
        return table.shown["scores"] if game == "lure" else table.shown.scores

    kept = list(scores())

    def lay_out() -> None:  # (a new layout shows the view again: the scores set after it)
        if tuple(app.display.window_size) == SIZES[size]:
            app.relayout()
        else:
            app.window_resized(SIZES[size])
        scores()[:] = [WIDEST[game]] * len(kept)
        with undrawn(app):
            app.step(1 / 60)

    try:
        drawn = cuts_while_drawing(app, monkeypatch, lay_out)
        assert scores() == [WIDEST[game]] * len(kept), "the scores were not drawn"
    finally:
        scores()[:] = kept
        app.relayout()
    cut = sorted({f"{text!r} drawn as {shown!r}" for text, shown in drawn
                  if len(text) >= 4 and any(text in name for name in NAMES)})
    assert not cut, f"{game} at {size}, UI scale {scale:.0%}:\n" + "\n".join(cut)
