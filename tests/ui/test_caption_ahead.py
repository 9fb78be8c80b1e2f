"""Log lines to come (``TableScene.log_soon``) are given to the game ahead, in a light frame that painted no log ahead
(``TableScene._lines_ahead``), once each: Fat Fish draws the caption its prompt will show for them — the same sentence
— into the text and panel caches (``Drawer.lines_ahead``), so the frame that shows it draws no new pill or words
(issue 29: 0.4-0.9 ms of one of Fat Fish's slowest frames at 1920 × 1080)."""

from __future__ import annotations

import pytest

from fishgames.games.fatfish import scene_draw
from fishgames.games.fatfish.scene import FatFishTable
from fishgames.ui import fine, widgets
from fishgames.ui.anim import Delay
from tests.ui.driver import frames, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app
from tests.ui.test_log_ahead import _FrameCosts, still_table

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")


def drawn_pills_and_words(monkeypatch) -> tuple[list, list]:
    """Lists that note every pill (``widgets._panel_sliced``) and every text (``fine.text``) drawn from now on."""
    pills, words = [], []
    sliced, text = widgets._panel_sliced, fine.text
    monkeypatch.setattr(widgets, "_panel_sliced", lambda *a: pills.append(a) or sliced(*a))
    monkeypatch.setattr(fine, "text", lambda *a: words.append(a[1]) or text(*a))
    return pills, words


def test_lines_to_come_are_given_ahead_once_each_in_light_frames_that_painted_no_log(app, monkeypatch):
    table, costs = still_table(app, monkeypatch)
    first, second = ("The first line to come",), ("The second line to come",)
    table.queue(Delay(0.5), table.log_soon(first), Delay(0.5), table.log_soon(second))
    given = []
    monkeypatch.setattr(table, "lines_ahead", given.append)
    costs.cost = 3.0
    frames(app, 5)
    assert given == [], "a heavy frame drew ahead"
    costs.cost = 0.5
    frames(app, 1)
    assert [key[0][0] for key, *_ in table._ahead.values()] == ["log"], "a light frame did not paint the log ahead"
    assert given == [], "the frame that painted the log ahead drew more ahead"
    frames(app, 1)
    assert given == [first]
    frames(app, 1)
    assert given == [first, second]
    frames(app, 3)
    assert given == [first, second], "lines given ahead again"


def test_fat_fishs_caption_drawn_ahead_draws_no_pill_or_words_when_it_shows(monkeypatch):
    with sharp_app((1920, 1080)) as app:
        table = start_table(app, "fatfish", FatFishTable, humans=0, players=6)
        line = "Kingfisher lays a card no game has laid before on row 3, with a long enough caption to wrap: 4242."
        table.lines_ahead((line,))
        pills, words = drawn_pills_and_words(monkeypatch)
        look = scene_draw.prompt_look(line, places=table.L)
        assert len(look[4]) >= 2, "the caption was meant to wrap"
        scene_draw.paint_prompt(app.screen, look, (0, 0))
        assert words == [], "the caption's words were drawn when it showed"
        assert pills == [], "the caption's pill was drawn when it showed"
        fresh = scene_draw.prompt_look("Walrus, too: " + line, places=table.L)
        scene_draw.paint_prompt(app.screen, fresh, (0, 0))
        assert words and pills, "the spies saw nothing: the check above proves nothing"


def test_fischens_caption_drawn_ahead_draws_no_pill_or_words_when_it_shows(monkeypatch):
    """Fischen's caption is its log line too (``event_text``): drawn ahead (``Drawer.lines_ahead``), the frame that
    shows it draws no new pill or words."""
    from fishgames.games.fischen import scene_draw as fischen_draw
    from fishgames.games.fischen.scene import FischenTable

    with sharp_app((1920, 1080)) as app:
        table = start_table(app, "fischen", FischenTable, humans=0, players=5)
        line = "Kingfisher plays a card no trick has seen before, long enough to wrap: 4242."
        table.lines_ahead((line,))
        pills, words = drawn_pills_and_words(monkeypatch)
        assert len(fischen_draw.prompt_look(line, places=table.L)[0]) >= 2, "the caption was meant to wrap"
        fischen_draw.draw_prompt(app.screen, line, y=table.L.PROMPT_Y, places=table.L)
        assert words == [], "the caption's words were drawn when it showed"
        assert pills == [], "the caption's pill was drawn when it showed"
        fischen_draw.draw_prompt(app.screen, "Walrus, too: " + line + " And " + line, y=table.L.PROMPT_Y, places=table.L)
        assert words and pills, "the spies saw nothing: the check above proves nothing"


class _EachHeavier(_FrameCosts):
    """Frame costs that rise frame by frame: none costs at most the median of the recent ones, so no frame is light
    and only a line due in the next frame is given ahead (``TableScene._lines_ahead(due=True)``)."""

    def __call__(self) -> float:
        if self.reads % 2 == 0:  # the next read is a new frame's update
            self.cost += 1.0
        return super().__call__()


def test_a_bots_caption_is_drawn_ahead_in_the_frame_its_move_queues_its_line_light_or_not(monkeypatch):
    """A bot's move queues its log line and caption in one frame (which paints the log ahead, light or not: its line
    is due) and the next shows them (Fat Fish: the one after, its story's ``Beat`` between): the caption's pill and words
    are drawn in the first, never in the frame that shows them (at 1920 × 1080 0.3-1.5 ms of most of Fat Fish's slowest
    frames, issue 29)."""
    with sharp_app((1920, 1080)) as app:
        app.update_settings(animation_speed="fast")
        table = start_table(app, "fatfish", FatFishTable, humans=0, players=6, seed=4242)
        monkeypatch.setattr(table, "ahead_clock", _EachHeavier())
        pills, words = drawn_pills_and_words(monkeypatch)
        checked, shown, coming = [], table.caption, [set(), set(), set()]  # coming: the lines to come after each frame
        for n in range(160):
            del pills[:], words[:]
            frames(app, 1)
            fresh, shown = table.caption != shown, table.caption
            coming.append({line for lines in table._log_coming for line in lines})
            if not fresh or shown not in coming[-2] or shown in coming[-3] and shown in coming[-4]:
                continue  # (not a caption shown the frame after a move queued its line, or after its beat)
            look = scene_draw.prompt_look(shown, places=table.L)
            sizes = {look[0].size, (round(look[0].w * fine.k), round(look[0].h * fine.k))}
            drawn = [size for size, *_ in pills if tuple(size) in sizes]
            assert not drawn, f"frame {n}: the caption's pill was drawn as it showed: {shown!r}"
            assert not set(look[4]) & set(words), f"frame {n}: the caption's words were drawn as it showed: {shown!r}"
            checked.append(shown)
        assert len(checked) >= 3, checked
