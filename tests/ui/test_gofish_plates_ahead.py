"""Go Fish's plates at 1920 × 1080 painted ahead (issue 29): while an action's story plays, each plate's look as the
story's end will show it (the turn's glow moved, counts and hints from the view) is painted on its copy in a light
frame (``GoFishTable._plates_ahead``, through ``Canvas.composed_ahead``), so the frame that ends the story only copies
it.  Every frame has the pixels of painting each look when it shows."""

from __future__ import annotations

import copy

import pygame
import pytest

from fishgames.games.gofish.scene import GoFishTable
from tests.ui.driver import frames, screen_hash, start_table
from tests.ui.look_spy import LookSpy, assert_painted_ahead, busy_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

FRAMES = 600  # four computers' Go Fish at "fast": the deal and some dozen questions
KINDS = ("gofish rival", "plate")


def _play(ahead: bool) -> tuple[list[str], int, int]:
    """Four computers' Go Fish at 1920 × 1080 for FRAMES frames, every frame light (a constant cost): each frame's screen
    hashed, the plates' looks first painted in a frame that shows them as a story ends (the first frame with no
    animation left), and the looks painted ahead.  ``ahead`` False: ``_plates_ahead`` paints nothing."""
    hashes, at_end = [], 0
    with busy_table("gofish", GoFishTable, 4, "_plates_ahead", ahead, level="normal") as (app, table, patch):
        # (normal: a plate shows whom its seat asked last)
        spy = LookSpy(patch, KINDS)
        for index in range(FRAMES):
            playing, spy.in_frame = not table.animator.idle, 0
            frames(app, 1)
            at_end += index >= 2 and playing and table.animator.idle and spy.in_frame  # the frame that ended a story
            hashes.append(screen_hash(app))
    return hashes, at_end, spy.ahead


def test_plates_painted_ahead_are_only_copied_when_a_story_ends_and_the_pixels_are_the_same():
    assert_painted_ahead(_play, least_before=6, least_ahead=10, share=3, what="plates (as a story ends)")


def test_a_plates_look_painted_ahead_names_all_it_shows(app):
    """A plate painted ahead from the view is taken for the look its key names (``Drawer._rival_look``,
    ``SeatPlate.look``): each thing a plate shows (the turn's glow, its books, cards, the last question, dimmed) changes
    its key along with its pixels."""
    table = start_table(app, "gofish", GoFishTable, humans=0, players=4, level="normal")
    rival = next(seat for seat in table.plates if seat != table.bottom)

    def look(seat: int, change=lambda shown, hints, s: None) -> tuple[tuple, bytes]:
        shown, hints = copy.deepcopy(table.shown), copy.deepcopy(table.hints)
        shown.turn, shown.pond = None, 1
        change(shown, hints, seat)
        plate = copy.copy(table.plates[seat])
        table._dress(plate, shown, hints, "play", False)
        key, rect, paint, *_ = plate.look() if seat == table.bottom else table._rival_look(app.screen, plate,
                                                                                           shown.counts[seat])
        screen = pygame.Surface((1280, 720))
        paint(screen, pygame.Rect(rect))
        return key, pygame.image.tobytes(screen, "RGB")

    for seat in (rival, table.bottom):
        base = look(seat)
        for name, change in (
                ("glow", lambda shown, hints, s: setattr(shown, "turn", s)),
                ("books", lambda shown, hints, s: shown.books.append((3, s))),
                ("cards", lambda shown, hints, s: shown.counts.__setitem__(s, shown.counts[s] + 1)),
                ("dimmed", lambda shown, hints, s: (shown.counts.__setitem__(s, 0), setattr(shown, "pond", 0))),
                ("asked", lambda shown, hints, s: hints.__setitem__(s, {"last": (1 + s) % 13}))):
            if seat == table.bottom and name == "asked":  # (your own plate says which aids you get instead)
                continue
            key, pixels = look(seat, change)
            assert pixels != base[1], f"seat {seat}, {name}: the plate shows no change"
            assert key != base[0], f"seat {seat}, {name}: the key does not name it"
