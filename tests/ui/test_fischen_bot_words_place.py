"""Every Fischen bot's words have a visible place on every screen (issue 29, "nothing the player needs is lost"): a sweep
over a seeded game — each time a bot says something, the table is laid out again as each screen shows it (800 × 480,
1024 × 600, 1280 × 720, 1920 × 1080, upright 720 × 1280; UI scale 100 % and 150 %) and drawn: the words are in a
bubble, or in the log with a bubble pointing there; and no bubble lies over the sea deck's picture.  The picture is
measured here as ``draw_sea`` stacks it (not from the table's ``keep_clear``).  On main in session 25 Biber's words
(seat 3, the plate nearest the score track) had no spot at all at any landscape size and went unseen, and Pelican's
and Walrus's words lay over the top of the pile; until session 26 the pile was kept clear only where the same words
all had a spot clear of it, and at 800 × 480, 150 % Walrus's German words (or a log pointer) still lay over it."""

from __future__ import annotations

import contextlib

import pygame
import pytest

from fishgames.games.fischen import scene_demo, scene_layout
from fishgames.i18n import t
from fishgames.ui import bubbles, drive
from tests.bubble_rules import pointers_drawn
from tests.screenshot_shots import screenshot_tool
from tests.ui.test_fischen_bubble_room import instant_app, named_trick

SIZES = [(800, 480), (1024, 600), (1280, 720), (1920, 1080), (720, 1280)]
#: Nothing here reads the art's pixels (the checks are the bubbles' places): each picture drawn once a process, kept
#: across the floors of the ten screens each words are checked on (the cards' shadows were blurred again at each).
pytestmark = pytest.mark.usefixtures("art_drawn_once")

REASONS = ["name_colour", "zero_take", "pass_card", "dump_minus3", "all_others", "play_zero", "next_trick_buoy",
           "buoy_lost"]


def sea_picture(table) -> pygame.Rect:
    """The sea deck's backs and their shadows as ``draw_sea`` stacks them: the pile in the middle of the sea panel,
    a back 3 px up and left for each further 15 cards (at most four), the shadow 5 px under them."""
    sea = table.L.SEA
    pile = scene_layout.SEA_PILE.move(sea.x - scene_layout.SEA.x + (sea.w - scene_layout.SEA.w) // 2,
                                      sea.y - scene_layout.SEA.y)
    off = 3 * max(0, min(4, (table.shown["sea"] + 14) // 15) - 1)
    return pygame.Rect(pile.x - off, pile.y - off, pile.w + off + 2, pile.h + off + 5)


def words_shown(table) -> set[int]:
    """The seats whose own words a bubble drew last frame (not a bubble pointing to the log)."""
    pointers = [rect for rect, _ in pointers_drawn(table)]
    return {seat for rect, (seat, _) in zip(table.bubble_rects, table.bubble_words, strict=True) if rect not in pointers}


def problems_now(app, table, screen) -> list[str]:
    """What is wrong with the bots' words drawn on ``screen`` (size, UI scale) in this moment."""
    app.draw()
    problems = []
    shown = words_shown(table)
    named = {name for _, names in pointers_drawn(table) for name in names}
    for seat, (text, _) in table.bubbles.items():
        if seat == table.bottom or seat in shown:
            continue
        if table.seat_name(seat) not in named or table.said_line(seat, text) not in table.log:
            problems.append(f"{screen}: seat {seat}'s words {text!r} neither in a bubble nor pointed to in the log")
    for rect, (seat, _) in zip(table.bubble_rects, table.bubble_words, strict=True):
        if rect.colliderect(sea_picture(table)):
            problems.append(f"{screen}: seat {seat}'s bubble {tuple(rect)} lies over the sea deck's picture "
                            f"{tuple(sea_picture(table))}")
    return problems


@contextlib.contextmanager
def bots_game(lang: str, tmp_path):
    """The screenshot tool's Fischen table (seed 7: you and three easy bots), its animations instant."""
    with instant_app(lang, tmp_path) as app:
        yield app, screenshot_tool().fischen_table(app)


#: The UI scales every screen is checked at: both in each language's one game (or moment), one after the other.
SCALES = (1.0, 1.5)


def on_each_screen(app, table) -> list[str]:
    """:func:`problems_now` on each of ``SIZES`` at each UI scale of :data:`SCALES` (the window laid out again as a
    player's is), then back at 1280 × 720 and 100 %."""
    problems = []
    for scale in SCALES:
        app.update_settings(ui_scale=scale)
        for size in SIZES:
            app.window_resized(size)
            problems += problems_now(app, table, (size, scale))
    app.update_settings(ui_scale=1.0)
    app.window_resized((1280, 720))
    return problems


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_bot_line_in_a_game_has_a_place_and_leaves_the_sea_deck_visible(lang, tmp_path):
    """The whole seeded game, your moves as the screenshot tool makes them: at each bot's new words, every screen
    at both UI scales (one game for both: the screens are laid out again and back at 1280 × 720 and 100 % before
    the game goes on, so the game is the one each scale saw in a game of its own)."""
    tool = screenshot_tool()
    problems, heard = [], []
    with bots_game(lang, tmp_path) as (app, table):
        said: dict[int, tuple] = {}

        def on_words() -> bool:
            new = [seat for seat, bubble in table.bubbles.items() if seat != table.bottom and said.get(seat) != bubble]
            said.update(table.bubbles)
            if new:
                heard.extend(new)
                problems.extend(on_each_screen(app, table))
            return False

        scene_demo.run(app, table, stop=on_words, prefer=tool.FISCHEN_PREFER)
        assert table.match.state.is_over(), "the game was not played to its end"
    assert len(heard) >= 6 and {1, 2, 3} <= set(heard), f"too few bots' words heard: {heard}"
    assert problems == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_bots_speaking_at_round_8_trick_2(lang, tmp_path):
    """The screenshot tool's ``fischen_named_trick`` moment (round 8, trick 2, where Biber's words had no spot on
    main and Pelican's and Walrus's lay over the sea deck): each reason a bot gives said by Pelican alone, Walrus
    alone, Biber alone, then all three at once (Pelican's the oldest, Biber's the newest), in turn, on every screen at both UI
    scales (one moment for both)."""
    problems = []
    with named_trick(lang, tmp_path) as (app, table):
        for i, key in enumerate(REASONS):
            table.bubbles.clear()
            for seat in ((1,), (2,), (3,), (1, 2, 3))[i % 4]:
                table.speak(seat, t(f"fischen.reason.{key}", card="Blau-15", colour="Blau"), seconds=100 + seat)
            problems += [f"{key} {problem}" for problem in on_each_screen(app, table)]
    assert problems == []


def test_words_with_no_room_anywhere_point_to_the_log(tmp_path):
    """Words too long for any spot on the table (said as a bot says them: into the log too) are not drawn: a small
    bubble naming the speaker points to the log, which holds them."""
    words = " ".join(["A long thought about the sea, the trick and the buoys."] * 12)
    with bots_game("en", tmp_path) as (app, table):
        table.speak(3, words)
        app.draw()
        assert table.bubble_pointers == [3]
        assert table.bubble_words == [(3, f"{table.seat_name(3)}: … (in the log)")]
        assert table.said_line(3, words) in table.log


def test_your_long_names_plate_and_a_bots_words(tmp_path, monkeypatch):
    """Your plate grown upward for a long name (800 × 480 at 150 %: ``own_plate_rect`` asks ``keep_clear`` where it
    may grow) while a bot speaks: the words are placed, clear of your plate's top line."""
    tool = screenshot_tool()
    monkeypatch.setattr(tool, "HUMANS", ("Maximilian-Johannes Mohr", *tool.HUMANS[1:]))
    with instant_app("de", tmp_path) as app:
        app.update_settings(ui_scale=1.5)
        app.window_resized((800, 480))
        table = tool.fischen_table(app)
        app.step(1 / 60)
        table.speak(3, t("fischen.reason.buoy_lost", card="Blau-15"))
        app.draw()
        assert table.own_plate_rect().h > scene_layout.OWN.h, "your plate no longer grows for a long name"
        assert [seat for seat, _ in table.bubble_words] == [3] and table.bubble_pointers == []
        top = table.key_lines([table.own_plate_rect()])[0]
        assert not table.bubble_rects[0].colliderect(top)


@contextlib.contextmanager
def bots_say_small(tmp_path):
    """The screenshot tool's ``fischen_bots_say`` moment at 800 × 480, 150 %, in German, drawn: (the app, its table)."""
    with instant_app("de", tmp_path) as app:
        app.update_settings(ui_scale=1.5)
        app.window_resized((800, 480))
        screenshot_tool().SHOTS["fischen_bots_say"](app, "fischen")
        table = [scene for scene in app.stack.scenes if hasattr(scene, "sea_pile")][-1]
        app.draw()
        yield app, table


def test_three_long_german_reasons_at_800x480_leave_the_sea_deck_clear(tmp_path):
    """The screenshot tool's ``fischen_bots_say`` moment at 800 × 480, 150 %, in German: Pelican, Walrus and Biber
    give long reasons at once (Pelican's the oldest).  Biber's words stand in a bubble; Walrus's and Pelican's have
    no spot clear of the sea deck's picture, and one small bubble names them both, pointing to the log, which holds
    their words.  On main Walrus's words lay over the pile (a spot over it was taken where none was clear of it)."""
    with bots_say_small(tmp_path) as (app, table):
        assert [tuple(rect) for rect in table.bubble_rects if rect.colliderect(sea_picture(table))] == []
        assert table.bubble_pointers == [2, 1], f"words drawn: {table.bubble_words}"
        assert [seat for seat, _ in table.bubble_words] == [3, 2]
        assert table.bubble_words[1] == (2, "Walross, Pelikan: … (im Verlauf)")
        assert words_shown(table) == {3}
        assert all(table.said_line(seat, table.bubbles[seat][0]) in table.log for seat in (1, 2, 3))


def test_the_oldest_words_drawn_make_way_for_the_pointer(tmp_path):
    """Room for one bubble only (everything but a band kept clear): Biber's words too long for it, Walrus's short
    ones fit it — and then the pointer to Biber's words in the log would have none: Walrus's words make way, and one
    pointer names both (a seat's words are drawn or pointed to, never neither)."""
    with bots_game("en", tmp_path) as (app, table):
        top = table.bubble_anchor(2)[1] + bubbles.GAP + 7 * bubbles.FURTHER_STEP  # a far spot's top below Walrus
        band = pygame.Rect(420, top - 2, 400, 76)  # one line's bubble high, not two; two not side by side
        stage = pygame.Rect((0, 0), table.stage_size)
        around = [pygame.Rect(0, 0, stage.w, band.y), pygame.Rect(0, band.bottom, stage.w, stage.h - band.bottom),
                  pygame.Rect(0, band.y, band.x, band.h), pygame.Rect(band.right, band.y, stage.w - band.right, band.h)]
        table.keep_clear = lambda: around
        table.speak(2, "Mine!", seconds=50)
        table.speak(3, " ".join(["A long thought about the sea, the trick and the buoys."] * 12), seconds=60)
        app.draw()
        assert table.bubble_pointers == [3, 2], f"words drawn: {table.bubble_words}"
        assert table.bubble_words == [(3, "Beaver, Walrus: … (in the log)")]
        assert band.contains(table.bubble_rects[0])


def first_line_in_view(log) -> int:
    """The log line whose first row is the top row the log shows (``MoveLogPanel.visible``)."""
    return log._starts.index(log.visible()[0])


def test_a_tap_on_the_pointer_scrolls_the_log_to_their_words(tmp_path):
    """``fischen_bots_say`` at 800 × 480, 150 %, in German: the log shows one line (Biber's, the newest) and one
    pointer names Walross and Pelikan.  A tap on it scrolls the log to Walross's words (the newest named), a click on
    it then to Pelikan's, a tap again to Walross's."""
    with bots_say_small(tmp_path) as (app, table):
        log = table.log_panel
        said = {seat: max(i for i, line in enumerate(log.lines) if line == table.said_line(seat, table.bubbles[seat][0]))
                for seat in (1, 2, 3)}  # (the newest: the same reasons were given in the game before)
        assert first_line_in_view(log) == said[3], "the log does not show Biber's words, the newest, at first"
        [(seats, spot)] = table.pointer_spots
        assert seats == (2, 1)
        for touch, seat in ((True, 2), (False, 1), (True, 2)):
            drive.tap(app, spot.center, touch)
            assert first_line_in_view(log) == said[seat], f"not {table.seat_name(seat)}'s words after a tap"
