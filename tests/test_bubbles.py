"""Speech bubbles never cover what a player needs, nor each other, and the bots' bubbles go when your turn
starts.  Checked geometrically on every fifth frame of real tables with bots talking at normal speed (the
bubbles are placed as the frame is drawn, and no pixel is read: the checked frames are drawn unpainted, the others
stepped undrawn)."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from fishgames.core import Seat, registry
from fishgames.ui import bubbles, games
from fishgames.ui.scene import Push
from tests.bubble_rules import bubble_problems
from tests.ui.driver import DT, running_app
from tests.ui.unpainted import step_drawn_if, unpainted

SCREEN = pygame.Rect(0, 0, 1280, 720)
CHATTER = "I keep my big fish for later, because the sea gets deeper and you look hungry."


def test_a_bubble_slides_past_what_must_stay_visible():
    anchor = (640, 100)
    blocked = [pygame.Rect(300, 110, 680, 200)]  # right under the speaker
    spot = bubbles.place((300, 60), anchor, blocked, prefer="below", screen=SCREEN)
    assert not spot.colliderect(blocked[0]) and SCREEN.contains(spot)
    second = bubbles.place((300, 60), anchor, blocked, taken=[spot], prefer="below", screen=SCREEN)
    assert not second.colliderect(blocked[0]) and not second.colliderect(spot)


def test_a_free_spot_next_to_the_speaker_is_taken_first():
    spot = bubbles.place((300, 60), (640, 100), [], prefer="below", screen=SCREEN)
    assert spot.midtop == (640, 100 + bubbles.GAP)
    spot = bubbles.place((300, 60), (640, 300), [], prefer="above", screen=SCREEN)
    assert spot.midbottom == (640, 300 - bubbles.GAP)


def test_with_no_free_spot_a_bubble_spares_what_it_must_before_covering_least():
    """The guide's gentle reason (``must``: its glow and panel): with the table covered all round, the spot
    over a sliver of the glow covered least (Go Fish's first step, once the pond's heap was kept clear, put it
    over Pelican's glowing plate); the spot it takes covers the table instead, none of the glow."""
    hole = pygame.Rect(490, 322, 300, 60)  # the first spot above (640, 400): all else is the table's
    table = [pygame.Rect(0, 0, 1280, hole.y), pygame.Rect(0, hole.bottom, 1280, 720 - hole.bottom),
             pygame.Rect(0, hole.y, hole.x, hole.h), pygame.Rect(hole.right, hole.y, 1280 - hole.right, hole.h)]
    glow = pygame.Rect(600, hole.y, 20, 2)
    assert bubbles.place((300, 60), (640, 400), [*table, glow], prefer="above", screen=SCREEN) == hole
    spot = bubbles.place((300, 60), (640, 400), table, prefer="above", screen=SCREEN, must=[glow])
    assert not spot.colliderect(glow)


def test_a_bubble_moves_one_step_further_away_when_the_near_spots_are_covered():
    """Covered next to the speaker above and below, along the whole width, the bubble goes ``FURTHER_STEP``
    further out, on the preferred side."""
    near = [pygame.Rect(0, 310, 1280, 32), pygame.Rect(0, 378, 1280, 20)]  # the rows just above and below (360)
    above = bubbles.place((300, 60), (640, 360), near, prefer="above", screen=SCREEN)
    assert above.midbottom == (640, 360 - bubbles.GAP - bubbles.FURTHER_STEP)
    below = bubbles.place((300, 60), (640, 360), near, prefer="below", screen=SCREEN)
    assert below.midtop == (640, 360 + bubbles.GAP + bubbles.FURTHER_STEP)


def test_a_bubble_placed_with_its_tail_takes_the_first_spot_its_tail_reaches():
    """Covered above the speaker and right under it, the first free spot is slid far off to the side (no tail to
    the speaker: nobody's words); ``tailed`` takes the first one further down whose tail reaches, and that one's
    tail shows (the drawing asks ``tail_shown`` too)."""
    anchor = (640, 100)
    blocked = [pygame.Rect(0, 0, 1280, 100), pygame.Rect(400, 100, 480, 60)]
    untailed = bubbles.free_spot((300, 60), anchor, blocked, prefer="below", screen=SCREEN)
    assert untailed is not None and not bubbles.tail_shown(untailed, anchor)
    spot = bubbles.free_spot((300, 60), anchor, blocked, prefer="below", screen=SCREEN, tailed=True)
    assert spot is not None and bubbles.tail_shown(spot, anchor) and spot.collidelist(blocked) < 0
    assert bubbles.tail_shown(pygame.Rect(490, 130, 300, 60), anchor)  # straight under it: a tail of 26 px
    assert not bubbles.tail_shown(pygame.Rect(490, 400, 300, 60), anchor)  # too far down
    assert not bubbles.tail_shown(pygame.Rect(900, 130, 300, 60), anchor)  # too far aside


@pytest.mark.parametrize(("anchor", "prefer", "edge"), [
    ((0, 360), "above", "left"), ((1280, 360), "above", "right"),
    ((640, 0), "above", "top"), ((640, 720), "below", "bottom")])
def test_a_bubble_at_the_screens_edge_keeps_exactly_the_margin(anchor, prefer, edge):
    """A speaker at an edge gets its bubble pushed in to ``MARGIN`` from that edge: no closer, and no further
    either (each side on its own, so a margin widened on one axis shows)."""
    spot = bubbles.place((300, 60), anchor, [], prefer=prefer, screen=SCREEN)
    gap = {"left": spot.left, "right": SCREEN.right - spot.right, "top": spot.top,
           "bottom": SCREEN.bottom - spot.bottom}[edge]
    assert gap == bubbles.MARGIN


rects = st.builds(pygame.Rect, st.integers(-100, 1300), st.integers(-100, 800), st.integers(-40, 700),
                  st.integers(-40, 500))


@settings(max_examples=300, deadline=None, derandomize=True)
@example(size=(10, 10), anchor=(640, 360), keep_clear=[pygame.Rect(600, 337, 200, 1)], taken=[], prefer="above")
@example(size=(10, 10), anchor=(640, 360), keep_clear=[], taken=[pygame.Rect(640, 300, 1, 100)], prefer="above")
@given(size=st.tuples(st.integers(1, 400), st.integers(1, 200)), anchor=st.tuples(st.integers(0, 1280), st.integers(0, 720)),
       keep_clear=st.lists(rects, max_size=30), taken=st.lists(rects, max_size=4), prefer=st.sampled_from(["above", "below"]))
def test_the_free_spot_is_the_first_spot_that_covers_no_pixel(size, anchor, keep_clear, taken, prefer):
    """``free_spot`` answers "covers any pixel?" in C; it must agree with ``covered``'s pixel count, rects
    of no or negative size included."""
    spot = bubbles.free_spot(size, anchor, keep_clear, taken, prefer, screen=SCREEN)
    blocked = keep_clear + taken
    first_free = next((rect for rect in bubbles.candidates(size, anchor, prefer, SCREEN)
                       if bubbles.covered(rect, blocked) == 0), None)
    assert spot == first_free


#: Thin stripes across the whole screen every 50 px: a bubble 50 px or taller has no free spot anywhere.
STRIPES = [pygame.Rect(0, y, SCREEN.w, 4) for y in range(0, SCREEN.h, 50)]


@settings(max_examples=150, deadline=None, derandomize=True)
@given(size=st.tuples(st.integers(40, 400), st.integers(50, 200)),
       anchor=st.tuples(st.integers(0, 1280), st.integers(0, 720)),
       keep_clear=st.lists(rects, min_size=1, max_size=12), prefer=st.sampled_from(["above", "below"]))
def test_a_bubble_with_no_free_spot_takes_the_spot_that_covers_least(size, anchor, keep_clear, prefer):
    blocked = STRIPES + keep_clear
    assert bubbles.free_spot(size, anchor, blocked, prefer=prefer, screen=SCREEN) is None
    spot = bubbles.place(size, anchor, blocked, prefer=prefer, screen=SCREEN)
    spots = list(bubbles.candidates(size, anchor, prefer, SCREEN))
    assert spot in spots and SCREEN.inflate(-2 * bubbles.MARGIN, -2 * bubbles.MARGIN).contains(spot)
    assert bubbles.covered(spot, blocked) == min(bubbles.covered(rect, blocked) for rect in spots)




#: Tables where no bot's bubble has a free spot (``test_bubbles_keep_the_table_readable``): Fischen at five
#: seats, and Fat Fish at 1280 × 720, whose bots' words lay over its log (its rows, hand and log fill the table).
NO_ROOM = {("fischen", 5), ("fatfish", 3), ("fatfish", 4), ("fatfish", 6)}


#: A live table's bubbles are checked on every fifth frame; the four between are stepped and not drawn (the bubbles are
#: placed as a frame is drawn, and every checked frame came out the same — each one's bubble rects, words, problems and
#: the table's keep-clear rects, and each game's turns and moves, recorded in all 13 cases with every frame drawn and
#: with these undrawn: equal, 2026-12-07 suite26).
CHECKED_EVERY = 5


@pytest.mark.parametrize(("game", "players"), [
    (game, players) for game in registry.names()  # three seats: Lure's right strip meets the menu button
    for players in sorted({3, min(registry.get(game).max_players, 4), registry.get(game).max_players})])
def test_bubbles_keep_the_table_readable(game, players):
    with running_app("normal") as app, unpainted(app):
        seats = [Seat("human", None, "Anna")] + [Seat("bot", "easy", f"Bot {i}") for i in range(1, players)]
        table = games.start_scene(app, game, seats, 8, "easy")
        app.stack.apply(Push(table))
        seen_bubbles, turns, problems = 0, 0, []
        was_yours = False
        for frame in range(900):
            step_drawn_if(app, frame % CHECKED_EVERY == 0, DT)  # a frame no check reads: stepped, not drawn
            if app.stack.top is not table or table.match.state.is_over():
                break
            yours = table.animator.idle and 0 in table.match.state.to_act() and table.viewer == 0
            if yours and not was_yours:
                turns += 1
                app.step(DT)  # the bubbles the table drew on the first frame of your turn
                bots_talking = [seat for seat in table.bubbles if table.match.seats[seat].is_bot]
                assert bots_talking == [], f"frame {frame}: bots' bubbles stay into your turn"
                table.act(table.match.state.legal_actions(0)[0])
            was_yours = yours
            if frame % 60 == 30 and not yours:  # the worst case: every bot talks at once, at length
                for seat in range(1, players):
                    table.speak(seat, CHATTER, seconds=0.5)
            if frame % CHECKED_EVERY == 0 and table.bubble_rects:
                seen_bubbles += 1
                problems += bubble_problems(table)
        # the check had something to check — but on Fischen's five-seat table no bot's words find room clear of
        # the trick, the prompt and the score track (they lay over the track), nor on Fat Fish's clear of the
        # rows, the hand and the log (they lay over the log): they go to the log alone there
        assert (seen_bubbles >= 3 or (game, players) in NO_ROOM) and turns >= 1, (seen_bubbles, turns)
        assert problems == [], problems[:5]
