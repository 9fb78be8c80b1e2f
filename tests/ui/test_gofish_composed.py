"""Go Fish's rivals (each fan of backs with its plate over it), the pond's heap and the hidden bottom hand are painted
once per look and then copied (``canvas.composed``): in a frame whose looks are the frame before's, none of their
backs is painted on the screen — and the screen shows what drawing them as usual shows (issue 29: drawn as usual, they
and the turn's plate were a third of every frame at 1920 × 1080)."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.gofish.look import BACK
from fishgames.games.gofish.scene import GoFishTable
from fishgames.ui import canvas, sprites, underlay
from tests.ui.driver import frames, start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app

pytestmark = pytest.mark.usefixtures("art_drawn_once", "menu_art_kept_on_disk")


def _looks(table: GoFishTable) -> tuple:
    """What the rivals, the pond and the bottom seat show."""
    plates = tuple((seat, p.score, p.counts, p.hint, p.active, p.dim, p.target) for seat, p in table.plates.items())
    return table.shown.pond, tuple(table.shown.counts), plates


def test_the_rivals_pond_and_hidden_hand_are_copies_once_drawn_with_the_same_pixels(monkeypatch):
    backs: set[int] = set()  # the card backs turned and scaled (fans, the pond's heap, the hidden hand, flights)
    painted: list[int] = []  # backs blitted on the screen (not on a copy) in this frame
    transformed, blit = sprites.transformed, canvas.Canvas.blit

    def spy_transformed(base_key, *rest, **named):
        picture = transformed(base_key, *rest, **named)
        if base_key == sprites.spec_key(BACK):
            backs.add(id(picture))
        return picture

    def spy_blit(self, source, dest, *rest, **named):
        if id(source) in backs and self.pixels.get_abs_parent() is app.screen.pixels:
            painted.append(id(source))
        return blit(self, source, dest, *rest, **named)

    monkeypatch.setattr(sprites, "transformed", spy_transformed)
    monkeypatch.setattr(canvas.Canvas, "blit", spy_blit)
    with sharp_app((1920, 1080)) as app:
        app.update_settings(animation_speed="fast")  # (the table's animations play at the speed it starts with)
        table = start_table(app, "gofish", GoFishTable, humans=0, players=4, level="normal", seed=4242)
        before, still, changed = None, 0, 0
        for _ in range(360):
            painted.clear()
            frames(app, 1)
            looks = _looks(table)
            if looks == before and not table.flying and not table.match.state.is_over():
                assert not painted, f"{len(painted)} backs painted on the screen in a frame that shows the looks " \
                                    "of the frame before"
                still += 1
            elif painted:
                changed += 1
            before = looks
        assert still >= 100 and changed >= 5, (still, changed)  # (the game moved on, and stood still between moves)
        shown = pygame.image.tobytes(app.screen.pixels, "RGB")
        with pytest.MonkeyPatch.context() as patch:  # the same frame with every composed place drawn as usual
            patch.setattr(underlay.Underlay, "composed", lambda self, key, target, area, paint, *paced: self.covered(target))
            app.draw()
        assert pygame.image.tobytes(app.screen.pixels, "RGB") == shown


def test_a_rivals_new_look_is_painted_into_a_picture_it_had_not_a_new_surface(monkeypatch):
    """Each rival's place keeps one size for every look (glowing or not, any count): a new look is painted into the
    picture of an old one or a spare of that size (``Underlay._recycled``) — with the area of each look's own glow
    and fan, 25 of 52 new looks in 1,200 frames took a new surface (fresh pages, ~0.3-0.6 ms each).  Looks painted when
    they show: those painted ahead (``GoFishTable._plates_ahead``) are painted in a light frame."""
    found: list[bool] = []
    recycled, ahead, painting_ahead = underlay.Underlay._recycled, underlay.Underlay.ahead, [False]

    def spy(self, place, size):
        picture = recycled(self, place, size)
        if place[0] == "composed" and place[1][0] == "gofish rival" and not painting_ahead[0]:
            found.append(picture is not None)
        return picture

    def spy_ahead(self, *args):  # (a look painted ahead, in a light frame: the first story's have no old picture yet)
        painting_ahead[0] = True
        try:
            return ahead(self, *args)
        finally:
            painting_ahead[0] = False

    monkeypatch.setattr(underlay.Underlay, "_recycled", spy)
    monkeypatch.setattr(underlay.Underlay, "ahead", spy_ahead)
    with sharp_app((1920, 1080)) as app:
        app.update_settings(animation_speed="fast")
        start_table(app, "gofish", GoFishTable, humans=0, players=4, level="normal", seed=4242)
        frames(app, 360)
    assert len(found) >= 10, found
    assert sum(found) >= 0.8 * len(found), f"{len(found) - sum(found)} of {len(found)} new looks on a new surface"
