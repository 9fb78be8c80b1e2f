"""Speech bubbles leave each table's own essentials readable: in Fugu the other players' reefs (their lanes
across the top), in Fat Fish the reserve panel (fish left, rows taken) and your own total.  Checked like ``tests/test_bubbles.py``:
real tables at normal speed, every bot talking at length at once, the drawn bubble rects on every fifth frame
— but against the places themselves, not against what the table lists in ``keep_clear``.  No pixel is read:
the checked frames are drawn unpainted, the four between each two stepped undrawn (``tests/ui/unpainted.py``)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.core import Seat
from fishgames.games.fatfish import scene_layout as FL
from fishgames.games.fugu import scene_look as FU
from fishgames.games.fugu.actions import Swap
from fishgames.ui import games
from fishgames.ui.scene import Push
from tests.ui.driver import DT, running_app
from tests.ui.unpainted import step_drawn_if, unpainted

CHATTER = "I keep my big fish for later, because the sea gets deeper and you look hungry."
#: The bubbles are checked on every fifth frame; the four between are stepped and not drawn (the bubbles are placed as a
#: frame is drawn, and every checked frame came out the same — each one's bubble rects, words and essentials, and each
#: game's log of the chatter and its match version at the end, recorded in all 11 cases with every frame drawn and
#: with these undrawn: equal, 2026-12-07 suite26).
CHECKED_EVERY = 5


def fugu_lanes(table) -> list[pygame.Rect]:
    """Every slot of every other player's reef."""
    return [FU.lane_slot(top, slot) for top in table.lanes.values() for slot in range(18)]


def fugu_plates(table) -> list[pygame.Rect]:
    """Every seat's plate (name, score): "Perch starts!" lay over Trout's."""
    return [table.plate_rect(seat) for seat in range(table.players)]


def gofish_books(table) -> list[pygame.Rect]:
    """The whole Books row, the score of the game (bubbles covered it from both sides)."""
    return [table.slot_rect(rank) for rank in range(13)]


def lure_strips(table) -> list[pygame.Rect]:
    """The other seats' bid strips (their cast, ready or choosing, resting dice)."""
    from fishgames.games.lure import scene_layout as LL

    return [LL.strip_rect(rect) for seat, rect in table.plate_rects().items() if seat != table.bottom]


def fatfish_reserve(table) -> list[pygame.Rect]:
    """The reserve panel, and your own name and total at the top of your plate (seen covered in a real window)."""
    return [FL.RESERVE, pygame.Rect(FL.OWN.x, FL.OWN.y, FL.OWN.w, 88)]


def your_move(table):
    """A move for the human that keeps the game going (Fugu: a swap, never "stop here")."""
    legal = table.match.state.legal_actions(0)
    return next((a for a in legal if isinstance(a, Swap)), legal[0])


@pytest.mark.parametrize(("game", "players", "essentials"), [
    ("fugu", 3, fugu_lanes), ("fugu", 4, fugu_lanes), ("fatfish", 3, fatfish_reserve), ("fatfish", 4, fatfish_reserve),
    ("fatfish", 6, fatfish_reserve), ("fugu", 3, fugu_plates), ("fugu", 4, fugu_plates),
    ("gofish", 3, gofish_books), ("gofish", 4, gofish_books), ("lure", 3, lure_strips), ("lure", 5, lure_strips),
])
def test_bot_bubbles_leave_the_tables_essentials_visible(game, players, essentials):
    with running_app("normal") as app, unpainted(app):
        seats = [Seat("human", None, "Anna")] + [Seat("bot", "easy", f"Bot {i}") for i in range(1, players)]
        table = games.start_scene(app, game, seats, 8, "easy")
        app.stack.apply(Push(table))
        seen, problems = 0, []
        for frame in range(600):
            step_drawn_if(app, frame % CHECKED_EVERY == 0, DT)  # a frame no check reads: stepped, not drawn
            if app.stack.top is not table or table.match.state.is_over():
                break
            yours = table.animator.idle and 0 in table.match.state.to_act() and table.viewer == 0
            if yours:
                table.act(your_move(table))
            elif frame % 60 == 30:  # the worst case: every bot talks at once, at length
                for seat in range(1, players):
                    table.speak(seat, CHATTER, seconds=0.5)
            if frame % CHECKED_EVERY == 0 and table.bubble_rects:
                seen += 1
                places = essentials(table)
                problems += [f"frame {frame}: bubble {rect} covers {place}"
                             for rect in table.bubble_rects for place in places if rect.colliderect(place)]
        # the check had something to check — but Fat Fish's bots' words find no spot clear of its rows, hand
        # and log (they lay over the log, named, tail-less copies of its newest lines): they are in the log alone
        said = [line for line in table.log if CHATTER in line]
        assert (seen >= 3 or (game == "fatfish" and said)) and essentials(table), (seen, essentials(table))
        assert problems == [], problems[:5]
