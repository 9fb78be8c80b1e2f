"""Fischen's bot bubbles leave the panels' titles and counters readable (the look, "nothing covered"): no bubble
and no tail over the round and trick counter ("Runde 8 von 8"), the sea deck's title ("Meeresstapel"), its count
badge or the score track's title — at 1280 × 720, 800 × 480, 1920 × 1080 and 720 × 1280, in English and German.  Measured from the
layout's rects and the drawing's own words (the titles' text rects, the tail's triangle worked out here as
``widgets.draw_speech_bubble`` draws it), not from the table's ``keep_clear``; no pixel is read.  On main Pelican's
tail ran from its plate's foot over the counter and Walrus's words lay over "Meeresstapel"; in session 23 Pelican's
German "Letzter Stich der Runde: …" (four lines) lay over the sea's count badge."""

from __future__ import annotations

import contextlib

import pygame
import pytest

from fishgames.games.fischen import scene_layout
from fishgames.i18n import t
from fishgames.storage import Storage
from fishgames.ui import bubbles, theme, widgets
from fishgames.ui.app import App
from fishgames.ui.table import TableScene
from fishgames.ui.text import fit, longest_fitting
from tests.screenshot_shots import screenshot_shots
from tests.ui.unpainted import unpainted

#: No pixel is read (the checks are rects): each picture of art drawn once a process and kept across the screens'
#: floors (each screen size is a new floor, which cleared the app's cache: the table's art drawn anew at each).
pytestmark = pytest.mark.usefixtures("art_drawn_once")

SIZES = [(1280, 720), (800, 480), (1920, 1080), (720, 1280)]
REASONS = ["buoy_lost", "play_zero", "dump_minus3", "all_others", "pass_card", "next_trick_buoy"]


def heads(table) -> dict[str, pygame.Rect]:
    """The panels' titles and the counter as drawn: the counter panel whole, the sea's title and count badge as
    ``draw_sea`` draws them, the score track's title line."""
    sea = table.sea_places()[0]
    said = longest_fitting((t("fischen.term.sea"), t("fischen.term.sea_short")), theme.SMALL, sea.w - 20, True)
    title = fit(said, theme.SMALL, sea.w - 20, theme.FOAM, True).get_rect(midtop=(sea.centerx, sea.y + 8))
    pile = scene_layout.SEA_PILE.move(sea.x - scene_layout.SEA.x + (sea.w - scene_layout.SEA.w) // 2,
                                      sea.y - scene_layout.SEA.y)
    badge = widgets.badge_rect(table.shown["sea"], (pile.right - 6, pile.bottom - 8))
    score = table.L.score_rect()
    head = fit(t("fischen.ui.score_track"), theme.SMALL, score.w - 24, theme.FOAM, True)
    return {"counter": table.L.COUNTERS, "sea title": title, "sea badge": badge,
            "score title": head.get_rect(topleft=score.move(12, 8).topleft)}


def tail(rect: pygame.Rect, anchor: tuple[int, int]) -> pygame.Rect | None:
    """The tail's triangle's bounds, as ``draw_speech_bubble`` draws it (None where it draws none)."""
    if not bubbles.tail_shown(rect, anchor):
        return None
    ax, ay = anchor
    above = rect.bottom <= ay
    tx = min(max(ax, rect.x + 22), rect.right - 22)
    points = [(tx - 10, rect.bottom - 2 if above else rect.top + 2), (tx + 10, rect.bottom - 2 if above else rect.top + 2),
              (ax, ay - 4 if above else ay + 4)]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def covered(table) -> list[str]:
    """Each bubble (or its tail) drawn last frame over a title, the counter or the sea's count badge.  (Until session
    25 Pelican's and Walrus's German "Letzter Stich der Runde: …" at 800 × 480 had no spot clear of the badge and lay
    over it; the sand under the prompt, open water while no button stands there, holds them now.)"""
    problems = []
    for rect, anchor, (seat, _) in zip(table.bubble_rects, table.bubble_anchors, table.bubble_words, strict=True):
        tip = tail(rect, anchor)
        for name, head in heads(table).items():
            if rect.colliderect(head):
                problems.append(f"seat {seat}'s bubble {tuple(rect)} covers the {name} {tuple(head)}")
            if tip is not None and tip.colliderect(head):
                problems.append(f"seat {seat}'s tail {tuple(tip)} covers the {name} {tuple(head)}")
    return problems


@contextlib.contextmanager
def instant_app(lang: str, tmp_path):
    """An app at 1280 × 720 in ``lang``, its animations instant, its frames unpainted; closed afterwards."""
    app = App(windowed=True, lang=lang, storage=Storage(tmp_path / "home"), bot_workers=False, disk_thread=False)
    app.update_settings(animation_speed="instant")
    app.window_resized((1280, 720))
    try:
        with unpainted(app):
            yield app
    finally:
        app.close()


@contextlib.contextmanager
def named_trick(lang: str, tmp_path):
    """The screenshot tool's ``fischen_named_trick`` moment (round 8, trick 2): (the app, its table)."""
    with instant_app(lang, tmp_path) as app:
        screenshot_shots()["fischen_named_trick"](app, "fischen")
        yield app, [scene for scene in app.stack.scenes if isinstance(scene, TableScene)][-1]


def each_reason_said(app, table, sizes, seats):
    """(size, seat, reason) once each of ``seats`` has said each reason a bot gives, alone, drawn at each of
    ``sizes`` (the window laid out again as a player's is)."""
    for size in sizes:
        app.window_resized(size)
        for seat in seats:
            for key in REASONS:
                table.bubbles.clear()
                table.bubbles[seat] = (t(f"fischen.reason.{key}", card="Blau-15"), app.now() + 100)
                app.draw()
                yield size, seat, key


@pytest.mark.parametrize("lang", ["en", "de"])
def test_bots_words_leave_the_panels_titles_and_the_counter_visible(lang, tmp_path):
    """The screenshot tool's ``fischen_named_trick`` moment (round 8, trick 2), laid out again on each screen as a
    player's window is; each bot in turn says each reason a bot gives (one bubble at a time): whatever is drawn
    covers no title and no counter, its tail neither, nor the sea's count badge."""
    problems, drawn = [], 0
    with named_trick(lang, tmp_path) as (app, table):
        seats = [seat for seat in range(table.players) if seat != table.bottom]
        for size, _, key in each_reason_said(app, table, SIZES, seats):
            drawn += len(table.bubble_rects)
            problems += [f"{size} {key}: {problem}" for problem in covered(table)]
    assert drawn > len(SIZES) * len(REASONS), "hardly any bubble drawn"
    assert problems == []


def test_a_spot_whose_tail_would_cross_what_tails_keep_clear_is_passed_over():
    """``bubbles.free_spot``'s ``tails_clear``: a bubble below Pelican's plate foot (182, 100), 354 wide, slid
    right of the round counter (8, 108, 204, 66) lies clear of it at (215, 118), but its tail runs back left
    over the counter's corner; with the counter named for tails, the spot chosen has no tail over it."""
    screen, counter, anchor = pygame.Rect(0, 0, 1280, 720), pygame.Rect(8, 108, 204, 66), (182, 100)
    before = bubbles.free_spot((354, 60), anchor, [counter], (), "below", screen=screen, tailed=True)
    assert before is not None and tail(before, anchor).colliderect(counter), "the case no longer crosses"
    spot = bubbles.free_spot((354, 60), anchor, [counter], (), "below", screen=screen, tailed=True,
                             tails_clear=[counter])
    assert spot is not None and not spot.colliderect(counter)
    assert tail(spot, anchor) is None or not tail(spot, anchor).colliderect(counter)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pelican_and_walrus_find_a_spot_for_every_reason_beside_the_sea_deck(lang, tmp_path):
    """The same moment at 1280 × 720 and 1920 × 1080: with the sea's count badge kept clear, Pelican's and Walrus's
    words (moved under their plates, beside the sea deck) are still drawn for every reason — the German "Letzter
    Stich der Runde: …" on three lines of the wider shape (``FischenTable.bubble_shapes``) where four reached the
    badge."""
    with named_trick(lang, tmp_path) as (app, table):
        lost = [f"{size} seat {seat} {key}"
                for size, seat, key in each_reason_said(app, table, [(1280, 720), (1920, 1080)], (1, 2))
                if not table.bubble_rects]
    assert lost == []
