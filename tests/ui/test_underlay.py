"""Translucent plates on a table's backdrop are blended with it once (``fishgames.ui.underlay``, issue 29: frame
cost at 1920 × 1080): the screen's pixels are exactly those of blending every frame, a picture over anything
drawn earlier in the frame is blended as before, and what is kept stays within its bytes."""

from __future__ import annotations

import gc
import weakref

import pygame
import pytest

from fishgames.games.fugu.scene import FuguTable
from fishgames.games.lure import scene_lane
from fishgames.ui import fine, pen, underlay
from fishgames.ui.canvas import Canvas, composed
from tests.ui.driver import frames, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app

#: No check here is about the tables' art or the menu's (they compare panels and plates painted once with painted
#: anew): each sharp app set the drawing scale to 1.5 and forgot all art, so every test drew the same cards, fish
#: and menu sea cold.  The art is drawn once a process (``tests/ui/art_once.py``), the menu's pictures read back
#: from disk after the first app (``tests/ui/menu_on_disk.py``).
pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")

K = 1.5
SIZE = (320, 180)  # logical


def _backdrop() -> pygame.Surface:
    """An opaque logical backdrop with a twin at k = 1.5, not one colour (a stale copy would show)."""
    logical = pygame.Surface(SIZE)
    twin = pygame.Surface(fine.size(SIZE))
    for surface in (logical, twin):
        for y in range(surface.get_height()):
            pygame.draw.line(surface, (10 + y % 90, 40, 200 - y % 120), (0, y), (surface.get_width(), y))
    return fine.pair(logical, twin)


def _plate(size, colour) -> pygame.Surface:
    """A see-through rounded plate (a logical picture with its twin)."""
    logical = pygame.Surface(size, pygame.SRCALPHA)
    twin = pygame.Surface(fine.size(size), pygame.SRCALPHA)
    for surface in (logical, twin):
        pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=9)
    return fine.pair(logical, twin)


def _screen() -> Canvas:
    return Canvas(pygame.Surface(fine.size(SIZE)), SIZE, K)


def _frame(canvas: Canvas, backdrop, plates, laid: bool = True) -> bytes:
    """One frame as a table draws it: the backdrop, a plate on it alone, a shape, a plate over the shape."""
    canvas.next_frame()
    if laid:
        canvas.lay(backdrop, (0, 0))
    else:
        canvas.blit(backdrop, (0, 0))
    alone, over = plates
    canvas.blit(alone, (20, 20))
    pen.rect(canvas, (250, 220, 40), (150, 60, 60, 40))
    canvas.blit(over, (140, 50))  # over the shape drawn in this frame: blended on it, never on the backdrop
    canvas.blit(alone, (20, 120))
    return pygame.image.tobytes(canvas.pixels, "RGB")


def test_plates_blended_once_give_the_pixels_of_blending_every_frame():
    fine.set_scale(K)
    try:
        backdrop = _backdrop()
        plates = (_plate((90, 40), (6, 26, 48, 150)), _plate((80, 60), (240, 240, 255, 120)))
        laid, plain = _screen(), _screen()
        for _ in range(4):
            assert _frame(laid, backdrop, plates) == _frame(plain, backdrop, plates, laid=False)
        assert laid.underlay.hits >= 4  # the plate on the backdrop alone was blended once, then copied
        assert plain.underlay.hits == 0
    finally:
        fine.set_scale(1.0)


def test_a_frame_with_no_backdrop_laid_blends_on_what_is_there():
    """Another scene (the menu) draws the next frame: a plate where the table's stood is blended on the menu's
    pixels, not the table's backdrop kept from before."""
    fine.set_scale(K)
    try:
        backdrop, plate = _backdrop(), _plate((90, 40), (6, 26, 48, 150))
        screen, plain = _screen(), _screen()
        for _ in range(3):
            _frame(screen, backdrop, (plate, plate))
        for canvas in (screen, plain):
            canvas.next_frame()
            canvas.pixels.fill((200, 30, 30))  # straight on the window's pixels, as a scene without a backdrop may
            canvas.blit(plate, (20, 20))
        assert pygame.image.tobytes(screen.pixels, "RGB") == pygame.image.tobytes(plain.pixels, "RGB")
        screen.next_frame()  # a whole frame went by with no backdrop laid: it is not on the screen any more
        assert screen.underlay.backdrop is None and screen.underlay.used == 0  # forgotten, with what was blended
    finally:
        fine.set_scale(1.0)


def test_what_is_blended_stays_within_its_bytes():
    """Plate after plate at place after place (a long game's changing rows): the blended copies still alive,
    weighed by their pixels, stay within the budget."""
    budget = 200 * 1000
    kept = underlay.Underlay(budget)
    backdrop = pygame.Surface((400, 300))
    area = backdrop.get_rect()
    plates = [pygame.Surface((60, 40), pygame.SRCALPHA) for _ in range(40)]  # each 9,600 bytes blended
    places = [pygame.Rect(60 * (n % 6), 40 * (n // 6), 60, 40) for n in range(len(plates))]  # side by side
    results = []
    for _ in range(3):
        kept.next_frame()
        kept.start(backdrop, area)
        for plate, place in zip(plates, places, strict=True):
            result = kept.blended(plate, place)
            if result is not None:
                results.append(weakref.ref(result))
    gc.collect()
    alive = [ref() for ref in results if ref() is not None]
    assert len(results) > len(alive) > 0  # blended past the budget, the oldest forgotten
    # (with the spares: copies let go of by the budget, kept to paint a new look into, within their own bound)
    assert sum(s.get_width() * s.get_height() * s.get_bytesize() for s in alive) <= budget + kept.spare_bytes
    assert kept.used <= budget


def test_a_blended_pictures_new_look_at_its_place_is_painted_into_the_old_looks_copy():
    """Fugu's reef row after a swap is a new picture at the same place: its blended copy is painted into the copy of
    the row's look before (not shown in this frame or the one before), not into a new surface (fresh pages: 0.5-1 ms
    for a row at 1920 × 1080, issue 29) — the same pixels as a new copy."""
    kept = underlay.Underlay()
    backdrop = pygame.Surface((400, 300))
    backdrop.fill((20, 60, 90))
    looks = []
    for colour in ((200, 40, 40, 120), (40, 200, 40, 160)):
        look = pygame.Surface((60, 40), pygame.SRCALPHA)
        look.fill(colour)
        looks.append(look)
    place = pygame.Rect(100, 100, 60, 40)
    shown = []
    for look in (looks[0], looks[0], looks[1], looks[1]):
        kept.next_frame()
        kept.start(backdrop, backdrop.get_rect())
        shown.append(kept.blended(look, place))
    assert shown[0] is None and shown[1] is not None and shown[2] is None, "kept on a second sighting"
    assert shown[3] is shown[1], "the new look's copy is a new surface, not the old look's"
    fresh = backdrop.subsurface(place).copy()
    fresh.blit(looks[1], (0, 0))
    assert pygame.image.tobytes(shown[3], "RGB") == pygame.image.tobytes(fresh, "RGB")


def test_a_table_at_1920x1080_shows_the_same_pixels_with_its_plates_blended_once():
    """A real table drawn at k = 1.5 (Fugu: lane plates, reef rows, the market's shadows): the frame with the
    kept blends is pixel for pixel the frame blended anew."""
    with sharp_app((1920, 1080)) as app:
        start_table(app, "fugu", FuguTable, humans=1, players=4)
        frames(app, 5)
        app.draw()
        assert app.screen.underlay.hits > 0
        assert any(place[0] == "composed" for place in app.screen.underlay._kept)  # its plates, painted once
        _same_pixels_painted_anew(app)


def _paint_plate(canvas, rect: pygame.Rect) -> None:
    """A plate as tables paint one: a see-through panel, a glow-like ring beyond it, a disc, a line."""
    canvas.blit(_plate(rect.size, (6, 26, 48, 150)), rect.topleft)
    pen.rect(canvas, (255, 226, 120), rect.inflate(6, 6), 3, border_radius=7)
    pen.circle(canvas, (0, 114, 178), (rect.x + 17.5, rect.y + 19), 11)
    pen.line(canvas, (236, 248, 250), (rect.x + 5, rect.bottom - 7), (rect.right - 9, rect.bottom - 7), 2)


def _composed_frame(canvas: Canvas, backdrop, laid: bool, shape_first: bool) -> bytes:
    canvas.next_frame()
    if laid:
        canvas.lay(backdrop, (0, 0))
    else:
        canvas.blit(backdrop, (0, 0))
    if shape_first:  # drawn before the plate, under it: the plate is painted on it, not on the backdrop
        pen.rect(canvas, (250, 60, 40), (40, 100, 50, 30))
    for n, rect in enumerate([pygame.Rect(21, 13, 93, 41), pygame.Rect(37, 95, 90, 45), pygame.Rect(171, 67, 61, 53)]):
        composed(canvas, ("plate", n), rect, _paint_plate, reach=4)
    return pygame.image.tobytes(canvas.pixels, "RGB")


def test_plates_painted_once_give_the_pixels_of_painting_every_frame():
    """``canvas.composed`` at odd logical places and two drawing scales (1.5, 1.375): copying the plate painted
    once on the backdrop gives the pixels of painting it every frame; a plate over a shape drawn earlier in the
    frame is painted on it as before."""
    for k in (1.5, 1.375):
        fine.set_scale(k)
        try:
            backdrop = _backdrop()
            for shape_first in (False, True):
                laid, plain = _screen_at(k), _screen_at(k)
                for _ in range(4):
                    assert _composed_frame(laid, backdrop, True, shape_first) == \
                        _composed_frame(plain, backdrop, False, shape_first), (k, shape_first)
                copied = sum(1 for place in laid.underlay._kept if place[0] == "composed")
                assert copied == (2 if shape_first else 3), (k, shape_first)  # the one over the shape: painted
        finally:
            fine.set_scale(1.0)


def test_a_glow_past_the_canvas_edge_is_copied_with_the_pixels_of_painting_it():
    """A plate whose glow reaches past the canvas's top left (a table's plate 12 px from the edge, its glow 17) is
    painted once on a copy cut at the edge, as the screen cuts it: the pixels of painting it every frame."""
    for k in (1.5, 1.375):
        fine.set_scale(k)
        try:
            backdrop = _backdrop()
            laid, plain = _screen_at(k), _screen_at(k)
            for _ in range(4):
                frames_ = []
                for canvas, lay in ((laid, True), (plain, False)):
                    canvas.next_frame()
                    canvas.lay(backdrop, (0, 0)) if lay else canvas.blit(backdrop, (0, 0))
                    composed(canvas, ("edge plate",), pygame.Rect(5, 3, 93, 41), _paint_plate, reach=12)
                    frames_.append(pygame.image.tobytes(canvas.pixels, "RGB"))
                assert frames_[0] == frames_[1], k
            assert any(place[0] == "composed" for place in laid.underlay._kept), f"never copied at k = {k}"
        finally:
            fine.set_scale(1.0)


def test_a_look_painted_ahead_is_only_copied_when_it_shows():
    """``Canvas.composed_ahead`` at the end of a frame paints a look on its copy: the frame that shows the look paints
    nothing, and has the pixels of painting it there."""
    fine.set_scale(K)
    try:
        backdrop = _backdrop()
        laid, plain = _screen(), _screen()
        painted = []

        def paint(canvas, rect):
            painted.append(rect)
            _paint_plate(canvas, rect)

        rect = pygame.Rect(37, 95, 90, 45)
        laid.next_frame()
        laid.lay(backdrop, (0, 0))
        assert laid.composed_ahead(("plate", "soon"), rect, paint, reach=4)
        assert not laid.composed_ahead(("plate", "soon"), rect, paint, reach=4), "painted ahead twice"
        painted.clear()
        for canvas, lay in ((laid, True), (plain, False)):
            canvas.next_frame()
            canvas.lay(backdrop, (0, 0)) if lay else canvas.blit(backdrop, (0, 0))
            composed(canvas, ("plate", "soon"), rect, paint, reach=4)
        assert len(painted) == 1, "the frame that showed the look painted it"  # (the plain canvas's)
        assert pygame.image.tobytes(laid.pixels, "RGB") == pygame.image.tobytes(plain.pixels, "RGB")
    finally:
        fine.set_scale(1.0)


def _lane(size) -> pygame.Surface:
    """A see-through lane kept in pieces at k = 1.5 (``scene_lane.LaneTwin``: its label's columns, a shared middle
    and end), its logical picture a size (``fine.hollow``), as Lure's ``_lane_box``."""
    whole = pygame.Surface(fine.size(size), pygame.SRCALPHA)
    pygame.draw.rect(whole, (200, 170, 120, 150), whole.get_rect(), border_radius=18)
    pygame.draw.rect(whole, (220, 60, 60, 220), (6, 6, 24, 24))
    return fine.hollow(scene_lane.in_pieces(whole, 0, 34, K), size)


def test_a_picture_blended_ahead_is_copied_from_the_first_frame_it_lands_in():
    """``Canvas.blended_ahead`` at the end of a frame makes the copy a translucent picture landing on the backdrop alone
    gets in its second frame there: its first frame copies it (a Lure lane's copy was 1.2-1.6 ms of the frame after
    its group came up at 1920 × 1080), with the pixels of blending it, for a plain picture and a lane in pieces."""
    fine.set_scale(K)
    try:
        backdrop = _backdrop()
        plate, lane = _plate((90, 40), (6, 26, 48, 150)), _lane((200, 50))
        laid, plain = _screen(), _screen()
        laid.next_frame()
        laid.lay(backdrop, (0, 0))
        assert laid.blended_ahead(plate, (21, 17)) and laid.blended_ahead(lane, (60, 110))
        assert not laid.blended_ahead(plate, (21, 17)), "blended ahead twice"
        hits = laid.underlay.hits
        for canvas, lay in ((laid, True), (plain, False)):
            canvas.next_frame()
            canvas.lay(backdrop, (0, 0)) if lay else canvas.blit(backdrop, (0, 0))
            canvas.blit(plate, (21, 17))
            canvas.blit_hollow(lane, (60, 110), pygame.Rect(0, 0, 0, 0))
        assert laid.underlay.hits == hits + 2, "a picture blended ahead was blended again in its first frame"
        assert pygame.image.tobytes(laid.pixels, "RGB") == pygame.image.tobytes(plain.pixels, "RGB")
    finally:
        fine.set_scale(1.0)


def _screen_at(k: float) -> Canvas:
    return Canvas(pygame.Surface((round(SIZE[0] * k), round(SIZE[1] * k))), SIZE, k)


def _same_pixels_painted_anew(app) -> None:
    """The frame drawn with what is kept is pixel for pixel the frame blended and painted anew."""
    app.draw()
    kept = pygame.image.tobytes(app.screen.pixels, "RGB")
    blended, composed = underlay.Underlay.blended, underlay.Underlay.composed
    underlay.Underlay.blended = lambda self, picture, target, *parts: self.covered(target)  # blend everything anew
    underlay.Underlay.composed = lambda self, key, target, area, paint, *paced: self.covered(target)  # paint it anew
    try:
        app.draw()
    finally:
        underlay.Underlay.blended, underlay.Underlay.composed = blended, composed
    assert pygame.image.tobytes(app.screen.pixels, "RGB") == kept


def _composed_kinds(app) -> set:
    return {place[1][0] for place in app.screen.underlay._kept if place[0] == "composed"}


def test_fischens_hand_and_trick_painted_once_show_the_pixels_of_painting_them_every_frame():
    """Fischen at k = 1.5: the hand (faces, the unplayable dimmed; backs at a table of computers) and the trick
    (outlined places, the order badges under them, the cards played) are painted once per look and copied — the
    same pixels as painting them every frame."""
    from fishgames.games.fischen.scene import FischenTable

    for humans, seed in ((1, 4242), (0, 4242)):  # a human who must answer the cards led, a table of computers
        with sharp_app((1920, 1080)) as app:
            table = start_table(app, "fischen", FischenTable, humans=humans, players=5, seed=seed)
            if humans:
                for seed in range(4243, 4263):  # a deal where others lead: cards lie in the trick
                    if any(play["in"] for play in table.shown["trick"]):
                        break
                    table = start_table(app, "fischen", FischenTable, humans=1, players=5, seed=seed)
                frames(app, 5)
                assert table.drawn_faces  # the viewer's own hand, face up
            else:  # the computers play on: the trick is painted anew each time it changes, copied in between
                app.update_settings(animation_speed="fast")
                frames(app, 40)
            frames(app, 2)
            assert any(play["in"] for play in table.shown["trick"])
            assert {"fischen hand", "fischen trick"} <= _composed_kinds(app)
            _same_pixels_painted_anew(app)


def test_fat_fishs_rows_prompt_and_hand_painted_once_show_the_pixels_of_painting_them_every_frame():
    """Fat Fish at k = 1.5, computers playing on: the rows (in bands cut at each lane, the glowing row among them)
    with the prompt, and the hand, are painted once per look and copied — the same pixels as painting them every
    frame."""
    from fishgames.games.fatfish import scene_draw
    from fishgames.games.fatfish.scene import FatFishTable

    with sharp_app((1920, 1080)) as app:
        table = start_table(app, "fatfish", FatFishTable, humans=0, players=6, seed=4242)
        app.update_settings(animation_speed="fast")
        frames(app, 60)
        assert any(table.shown["rows"])
        assert {"fatfish rows", "fatfish hand"} <= _composed_kinds(app)
        _same_pixels_painted_anew(app)
        app.draw()
        kept = pygame.image.tobytes(app.screen.pixels, "RGB")
        with pytest.MonkeyPatch.context() as patch:  # the rows drawn straight on the stage, in no bands
            patch.setattr(scene_draw, "Canvas", type("NotACanvas", (), {}))
            patch.setattr(underlay.Underlay, "composed", lambda self, key, target, area, paint, *paced: self.covered(target))
            app.draw()
        assert pygame.image.tobytes(app.screen.pixels, "RGB") == kept


def _look_frame(kept: underlay.Underlay, backdrop, looks: dict) -> dict:
    """One frame of :meth:`Underlay.composed` looks, paced: target -> (look, its picture or None)."""
    kept.next_frame()
    kept.start(backdrop, backdrop.get_rect())
    return {target: kept.composed(("look", look), pygame.Rect(target), pygame.Rect(target),
                                  lambda copy, look=look: copy.fill(_LOOKS[look]), paced=True)
            for target, look in looks.items()}


_LOOKS = {"a": (200, 30, 30), "b": (30, 200, 30), "c": (30, 30, 200), "d": (200, 200, 30)}


def test_a_new_look_is_painted_into_a_picture_its_place_showed_before():
    """Fat Fish's bands (``Underlay._recycled``): each new look at a place is painted into the picture of a look the
    place showed before (no new surface: fresh pages), and that old look is forgotten, not shown again with the new
    one's pixels."""
    kept = underlay.Underlay()
    backdrop = pygame.Surface((400, 300))
    target = (10, 10, 100, 50)
    shown = []
    for look in "abcd":
        assert _look_frame(kept, backdrop, {target: look})[target] is None  # a look's first frame: drawn as usual
        picture = _look_frame(kept, backdrop, {target: look})[target]
        assert picture is not None and picture.get_at((0, 0))[:3] == _LOOKS[look]
        shown.append(picture)
    assert all(picture is shown[0] for picture in shown)  # recycled: no new surface
    _look_frame(kept, backdrop, {target: "a"})
    again = _look_frame(kept, backdrop, {target: "a"})[target]
    assert again.get_at((0, 0))[:3] == _LOOKS["a"]  # painted anew: "a"'s picture went to "b"


def test_a_look_shown_in_the_frame_before_is_not_painted_into():
    """The screen shows a picture of the frame before, or puts a place back from it (``fishgames.ui.damage``): no new
    look at its place is painted into that picture — only into one shown two frames ago or earlier."""
    kept = underlay.Underlay()
    backdrop = pygame.Surface((400, 300))
    target = (10, 10, 100, 50)
    for _ in range(3):  # "a" drawn as usual, then copied twice: shown in the last of these frames
        shown = _look_frame(kept, backdrop, {target: "a"})[target]
    new_look = ("composed", ("look", "z"), target)
    _look_frame(kept, backdrop, {})  # a frame that shows nothing there: "a" was shown in the frame before it
    assert kept._recycled(new_look, (100, 50)) is None
    _look_frame(kept, backdrop, {})  # two frames on: its picture may take a new look
    assert kept._recycled(new_look, (100, 50)) is shown


def _screen_frame(kept: underlay.Underlay, backdrop, screen, looks: dict, sure: bool = True, over=None) -> dict:
    """A frame drawn as a table draws it on ``screen``: paced places via :meth:`Underlay.composed`, each one given None
    drawn as usual (its look filled in, as the screen's pixels: ``_SCREEN_LOOKS``) and noted (:meth:`Underlay.drawn`);
    ``over``: a rect drawn over after them.  Target -> (the picture given, whether its paint ran)."""
    kept.next_frame(screen if sure else None)
    screen.blit(backdrop, (0, 0))
    kept.start(backdrop, backdrop.get_rect())
    out = {}
    for target, look in looks.items():
        painted: list = []
        rect = pygame.Rect(target)
        picture = kept.composed(("look", look), rect, rect, lambda copy, look=look, painted=painted:
                                painted.append(copy.fill(_LOOKS[look])), paced=True)
        if picture is None:
            waiting = kept.waiting
            screen.fill(_SCREEN_LOOKS[look], rect)
            kept.drawn(waiting)
        else:
            screen.blit(picture, rect)
        out[target] = (picture, bool(painted))
    if over is not None:
        kept.covered(pygame.Rect(over))
        screen.fill((0, 0, 0), over)
    return out


#: What a place drawn as usual shows in :func:`_screen_frame`: not its copy's colour, to tell where a copy came from.
_SCREEN_LOOKS = {look: (r // 2, g // 2, b // 2) for look, (r, g, b) in _LOOKS.items()}


def test_a_paced_place_drawn_as_usual_is_taken_from_the_screen_not_painted_again():
    """``Underlay.drawn``/``_take``: a paced place drawn as usual on the backdrop alone is kept from the screen's pixels
    as the next frame begins — into a picture its place showed before — so that frame copies it, painting nothing
    (Fat Fish's row bands after a move were drawn as usual frame after frame until their paced turn, issue 29)."""
    kept = underlay.Underlay()
    backdrop, screen = pygame.Surface((400, 300)), pygame.Surface((400, 300))
    place, other = (10, 10, 100, 50), (10, 100, 100, 50)
    for look in "ab":  # "a" shown from a copy, then "b" (a picture to take into once "a" is two frames gone)
        _screen_frame(kept, backdrop, screen, {place: look})
        _screen_frame(kept, backdrop, screen, {place: look})
    _screen_frame(kept, backdrop, screen, {place: "b"})
    _screen_frame(kept, backdrop, screen, {place: "c", other: "a"})  # "c" drawn as usual: taken next frame
    after = _screen_frame(kept, backdrop, screen, {place: "c", other: "a"})
    picture, painted = after[place]
    assert picture is not None and not painted
    assert picture.get_at((0, 0))[:3] == _SCREEN_LOOKS["c"]  # the screen's pixels, not a paint
    assert after[other][1]  # no picture of its place to take into: painted on a copy in its turn, as before


def test_a_place_drawn_over_or_on_an_unsure_screen_is_not_taken():
    """Only what the screen shows of the place alone is taken: not once something is drawn over it later in its frame,
    nor when the app is not sure of the screen's pixels (a frame drawn whole: after an expose, or drawn again)."""
    for over, sure in (((50, 30, 10, 10), True), (None, False)):
        kept = underlay.Underlay()
        backdrop, screen = pygame.Surface((400, 300)), pygame.Surface((400, 300))
        place = (10, 10, 100, 50)
        for look in "ab":
            _screen_frame(kept, backdrop, screen, {place: look})
            _screen_frame(kept, backdrop, screen, {place: look})
        _screen_frame(kept, backdrop, screen, {place: "b"})
        _screen_frame(kept, backdrop, screen, {place: "c"}, over=over)
        picture, painted = _screen_frame(kept, backdrop, screen, {place: "c"}, sure=sure)[place]
        assert painted and picture.get_at((0, 0))[:3] == _LOOKS["c"], (over, sure)  # painted on its copy, as before


def test_paced_looks_are_copied_one_a_frame():
    """A laid card changes several of Fat Fish's bands at once: each is painted on a copy in a frame of its own
    (drawn as usual until then), so no frame pays for all the copies."""
    kept = underlay.Underlay()
    backdrop = pygame.Surface((400, 300))
    looks = {(10, 10, 100, 50): "a", (10, 100, 100, 50): "b", (10, 200, 100, 50): "c"}
    assert list(_look_frame(kept, backdrop, looks).values()) == [None, None, None]
    made = [sum(picture is not None for picture in _look_frame(kept, backdrop, looks).values()) for _ in range(3)]
    assert made == [1, 2, 3]  # one more each frame, the ones made already copied


def test_a_look_the_budget_let_go_of_is_painted_into_two_frames_later_not_sooner():
    """``Underlay._spare``: Fat Fish's bands at 1920 × 1080 mostly found their look of two looks ago forgotten by the
    budget, and a new surface (fresh pages) cost ~0.5 ms.  A composed picture the budget lets go of is kept as a
    spare for a new look of its size — but not painted into in the frame it went or the next, whose pictures the
    screen may still put a place back from (``fishgames.ui.damage``)."""
    kept = underlay.Underlay(30_000)  # one 100 × 50 picture (20,000 bytes)
    backdrop = pygame.Surface((400, 300))
    first, second, third, fourth = (10, 10, 100, 50), (10, 100, 100, 50), (10, 200, 100, 50), (200, 10, 100, 50)
    _look_frame(kept, backdrop, {first: "a"})
    picture_a = _look_frame(kept, backdrop, {first: "a"})[first]
    _look_frame(kept, backdrop, {second: "b", third: "c"})  # seen
    picture_b = _look_frame(kept, backdrop, {second: "b", third: "c"})[second]  # made: "a" let go, in this frame
    assert picture_b is not picture_a
    picture_c = _look_frame(kept, backdrop, {third: "c"})[third]  # one frame after "a" went: not painted into
    assert picture_c is not None and picture_c is not picture_a and picture_c is not picture_b
    _look_frame(kept, backdrop, {fourth: "d"})
    picture_d = _look_frame(kept, backdrop, {fourth: "d"})[fourth]  # "b", let go two frames ago: painted into
    assert picture_d is picture_b and picture_d.get_at((0, 0))[:3] == _LOOKS["d"]


def test_the_spares_stay_within_their_bytes(monkeypatch):
    """Pictures of many sizes let go of: the spares kept (the newest of each size) stay within ``SPARE_BYTES``."""
    monkeypatch.setattr(underlay, "SPARE_BYTES", 50_000)
    kept = underlay.Underlay(30_000)
    backdrop = pygame.Surface((400, 300))
    for n in range(8):
        target = (10, 10, 60 + 10 * n, 50)
        _look_frame(kept, backdrop, {target: "a"})
        _look_frame(kept, backdrop, {target: "a"})
    spares = [picture for picture, *_ in kept._spares.values()]
    assert len(spares) >= 2
    held = sum(s.get_width() * s.get_height() * s.get_bytesize() for s in spares)
    assert held == kept.spare_bytes <= 50_000


def test_a_blended_copy_the_budget_lets_go_of_is_a_spare_a_new_look_of_its_size_is_painted_into():
    """As a composed picture's: a blended copy let go of by the budget is kept (within ``SPARE_BYTES``) and a new
    look of its size elsewhere is painted into it, not into a new surface (Fugu's rows after a swap at 1920 × 1080:
    101 new copies in 1,200 busy frames, 77 with this)."""
    kept = underlay.Underlay(60 * 40 * 4)  # one copy of a 60 × 40 picture
    backdrop = pygame.Surface((400, 300))
    looks = [pygame.Surface((60, 40), pygame.SRCALPHA) for _ in range(3)]
    places = [pygame.Rect(0, 0, 60, 40), pygame.Rect(100, 0, 60, 40), pygame.Rect(200, 0, 60, 40)]
    shown = []
    for look, place in ((looks[0], places[0]), (looks[0], places[0]), (looks[1], places[1]), (looks[1], places[1]),
                        (looks[2], places[2]), (looks[2], places[2])):
        kept.next_frame()
        kept.start(backdrop, backdrop.get_rect())
        shown.append(kept.blended(look, place))
    assert shown[1] is not None and shown[3] is not None and shown[5] is not None
    assert kept.used <= 60 * 40 * 4, "the first copy was not let go of"
    assert shown[5] is shown[1], "the third look's copy is a new surface, not the spare let go of"
