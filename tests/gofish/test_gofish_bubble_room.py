"""Go Fish's speech bubbles leave the table readable (issue 29, "nothing covered or cut off"): a bot's words stand
clear of every rival's fan of card backs and of the dotted question line with its rank chip, and the guide's gentle
reason clear of the Books row — on every screen, at UI scale 100 % and 150 %.  Measured from the layout's rects as
the frames were drawn (the fans' backs and the line's dots worked out here from the drawing's own helpers, not from
the table's ``keep_clear``); no pixel is read."""

from __future__ import annotations

import pygame
import pytest

from fishgames.core import Seat
from fishgames.games.gofish.scene_draw import _ask_path, _rank_chip
from fishgames.i18n import t
from fishgames.storage import Storage
from fishgames.ui import art, games, theme
from fishgames.ui.app import App
from fishgames.ui.guide import start_guided
from fishgames.ui.scene import Push
from fishgames.ui.table import TableScene
from tests.screenshot_shots import screenshot_shots
from tests.ui.driver import DT
from tests.ui.unpainted import step_drawn_if, unpainted

#: Nothing here reads the art's pixels (the checks are the bubbles', fans' and rows' places): each picture drawn once
#: a process and kept across the screens' floors (each size and UI scale is a new floor, which cleared the app's
#: cache: every case drew the table's art anew).
pytestmark = pytest.mark.usefixtures("art_drawn_once")

SIZES = [(800, 480), (1280, 720), (1920, 1080), (720, 1280), (768, 1024)]
DOT = 6  # the question line's dots: white circles of this radius


def fans(table) -> dict[int, pygame.Rect]:
    """Each rival's fan of backs as drawn now."""
    rects = {}
    for seat in table.plates:
        cards = table._fan_cards(seat, table.shown.counts[seat]) if seat != table.bottom else []
        if cards:
            rects[seat] = cards[0][1].unionall([at for _, at in cards[1:]])
    return rects


def ask_line(table) -> list[pygame.Rect]:
    """The question line's dots and its rank chip as drawn now (none while no question shows)."""
    if table.ask_line is None:
        return []
    asker, target, rank = table.ask_line
    points = _ask_path(tuple(table.plates[asker].rect), tuple(table.plates[target].rect),
                       table.bottom in (asker, target))
    dots = [pygame.Rect(x - DOT, y - DOT, 2 * DOT + 1, 2 * DOT + 1) for x, y in points[1:-1]]
    return [*dots, _rank_chip(rank, asker).get_rect(center=points[len(points) // 2])]


def covered(table) -> list[str]:
    """Each bubble drawn last frame over a fan of backs or the question line."""
    problems = []
    for rect, (seat, _) in zip(table.bubble_rects, table.bubble_words, strict=True):
        problems += [f"seat {seat}'s bubble {rect} covers seat {other}'s fan {fan}"
                     for other, fan in fans(table).items() if rect.colliderect(fan)]
        problems += [f"seat {seat}'s bubble {rect} covers the ask line at {mark}"
                     for mark in ask_line(table) if rect.colliderect(mark)]
    return problems


def books_row(table) -> list[pygame.Rect]:
    """The Books row: its thirteen slots and its label."""
    label = art.outlined_text(t("gofish.ui.books"), theme.SMALL, theme.CREAM, (110, 80, 50))
    point, at = table.geo.BOOKS_LABEL
    return [*(table.slot_rect(rank) for rank in range(13)), label.get_rect(**{point: at})]


def app_at(tmp_path, size, scale, lang: str = "en") -> App:
    app = App(windowed=True, lang=lang, storage=Storage(tmp_path / "home"), bot_workers=False, disk_thread=False,
              ui_scale=scale)
    app.update_settings(animation_speed="instant")
    app.window_resized(size)
    return app


@pytest.mark.parametrize("scale", [None, 1.5], ids=["100%", "150%"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_bots_question_leaves_its_fan_and_the_ask_line_visible(size, scale, tmp_path):
    """The screenshot tool's ``gofish_ask`` moment (Beaver asks Pelican across Walrus, the dotted arc between
    them), built on each screen: Beaver's words are drawn, over no fan of backs and none of the line's dots nor
    its chip (at 1280 × 720 they lay under Beaver's plate, over its backs and the line's first dots)."""
    app = app_at(tmp_path, size, scale)
    try:
        with unpainted(app):
            screenshot_shots()["gofish_ask"](app, "gofish")
        table = [scene for scene in app.stack.scenes if isinstance(scene, TableScene)][-1]
        app.draw()
        asker = table.ask_line[0]
        assert any(seat == asker for seat, _ in table.bubble_words), "the asker's words are not drawn"
        assert covered(table) == []
    finally:
        app.close()


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), None), ((800, 480), 1.5)], ids=["1280x720", "800x480-150%"])
def test_a_bots_question_in_german_leaves_its_fan_and_the_ask_line_visible(size, scale, tmp_path):
    """German words are longer ("Pelikan, hast du Zweien? Weil du nach Zweien gefragt hast.")."""
    app = app_at(tmp_path, size, scale, lang="de")
    try:
        with unpainted(app):
            screenshot_shots()["gofish_ask"](app, "gofish")
        table = [scene for scene in app.stack.scenes if isinstance(scene, TableScene)][-1]
        app.draw()
        assert any(seat == table.ask_line[0] for seat, _ in table.bubble_words), "the asker's words are not drawn"
        assert covered(table) == []
    finally:
        app.close()


#: A live game's bubbles are checked on every third frame.
CHECKED_EVERY = 3


@pytest.mark.parametrize(("size", "players", "level"), [
    ((1280, 720), 4, "normal"), ((1280, 720), 3, "easy"), ((800, 480), 4, "normal"), ((720, 1280), 4, "easy")])
def test_bots_words_in_a_live_game_leave_every_fan_and_the_ask_line_visible(size, players, level, tmp_path):
    """A live game at normal speed (you ask for your first legal rank): on every third frame the bubbles drawn
    — questions across the top and down to you, answers, "Go fish!" — cover no fan of backs and no dot of the
    question line.  The frames between (two in three) are stepped and not drawn: the bubbles are placed as a frame
    is drawn, and the checked frames came out the same (each one's bubbles, words, fans and ask line, recorded in
    all four cases with every frame drawn and with these undrawn: equal, 2026-12-07 suite26)."""
    app = app_at(tmp_path, size, None)
    app.update_settings(animation_speed="normal")
    try:
        with unpainted(app):
            seats = [Seat("human", None, "Anna")] + [Seat("bot", level, f"Bot {i}") for i in range(1, players)]
            table = games.start_scene(app, "gofish", seats, 8, level)
            app.stack.apply(Push(table))
            seen, problems = 0, []
            for frame in range(1500):
                step_drawn_if(app, frame % CHECKED_EVERY == 0, DT)  # a frame no check reads: stepped, not drawn
                if table.match.state.is_over():
                    break
                if table.animator.idle and 0 in table.match.state.to_act():
                    table.act(table.match.state.legal_actions(0)[0])
                if frame % CHECKED_EVERY == 0 and table.bubble_rects:
                    seen += 1
                    problems += [f"frame {frame}: {problem}" for problem in covered(table)]
        assert seen >= 20, f"only {seen} frames with bubbles: the check had little to check"
        assert problems == [], problems[:5]
    finally:
        app.close()


@pytest.mark.parametrize("scale", [None, 1.5], ids=["100%", "150%"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_guides_gentle_reason_leaves_the_books_row_visible(size, scale, tmp_path):
    """The guided game's first ask, a tap on the water left of the table (20, 200: the guide tests' first free
    point) and on open places around the table: the gentle reason is drawn clear of the Books row (at 1280 × 720
    the first lay over its label and its ace)."""
    app = app_at(tmp_path, size, scale)
    try:
        with unpainted(app):
            table = start_guided(app, "gofish", 0)
            app.stack.apply(Push(table))
            guide = table.guide
            for _ in range(3000):
                app.draw()
                if "next" in guide.buttons or guide.asking:
                    break
                app.step(DT)
            if not guide.asking:
                guide._press("next")
            for _ in range(3000):
                if guide.asking:
                    break
                app.step(DT)
            w, h = table.stage_size
            problems = []
            for tap in [(20, 200), (20, h // 2), (w // 2, 200), (w - 300, h // 2)]:
                guide.pressed_at = tap
                guide.gently("guide.tap_glow")
                app.draw()
                assert guide.hint_rect is not None, "no gentle reason drawn"
                problems += [f"tap {tap}: the reason {guide.hint_rect} covers {rect}"
                             for rect in books_row(table) if guide.hint_rect.colliderect(rect)]
        assert problems == [], problems[:5]
    finally:
        app.close()
