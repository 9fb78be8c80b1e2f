"""A place of a partly drawn frame is put back (``fishgames.ui.damage._put_back``: the backdrop, then the still
pictures over it) with the backdrop copied only where no still picture covers it: the stills are opaque copies, so
the pixels are those of the backdrop copied whole and the stills over it (issue 29: at 1920 × 1080 the restored
tiles over the log and the plates were a fifth of a busy table's drawing)."""

from __future__ import annotations

import pygame

from fishgames.ui import damage


class _Recording(pygame.Surface):
    """A surface that remembers where its backdrop was copied to."""

    def __init__(self, size, backdrop):
        super().__init__(size)
        self.backdrop, self.copied = backdrop, []

    def blit(self, source, dest, area=None, special_flags=0):
        drawn = super().blit(source, dest, area, special_flags)
        if source is self.backdrop:
            self.copied.append(drawn)
        return drawn


def _striped(size, shade) -> pygame.Surface:
    surface = pygame.Surface(size)
    for x in range(0, size[0], 3):
        surface.fill(((x * 7 + shade) % 256, (x * 3) % 256, shade), (x, 0, 2, size[1]))
    return surface


def test_the_backdrop_is_copied_around_the_stills_only_and_the_pixels_are_as_copied_whole():
    backdrop = _striped((300, 200), 40)
    place = pygame.Rect(0, 0, 300, 200)
    log, plate = _striped((120, 90), 200), _striped((100, 100), 120)
    stills = [(log, pygame.Rect(40, 30, 120, 90), (0, 0)), (plate, pygame.Rect(130, 60, 80, 70), (10, 20))]
    rect = pygame.Rect(20, 20, 220, 140)  # the stills inside it, overlapping each other, and backdrop around them

    whole = pygame.Surface((300, 200))
    whole.fill((255, 0, 255))
    whole.blit(backdrop, rect, rect)
    for picture, at, (sx, sy) in stills:
        clip = at.clip(rect)
        whole.blit(picture, clip, clip.move(sx - at.x, sy - at.y))

    pixels = _Recording((300, 200), backdrop)
    pixels.fill((255, 0, 255))
    damage._put_back(pixels, rect, backdrop, place, stills)

    assert pygame.image.tobytes(pixels, "RGB") == pygame.image.tobytes(whole, "RGB")
    assert pixels.copied and not any(part.colliderect(at) for part in pixels.copied for _, at, _ in stills)
    assert sum(part.w * part.h for part in pixels.copied) == rect.w * rect.h - 120 * 90 - 80 * 70 + 30 * 60


def test_the_parts_outside_do_not_overlap_and_leave_out_only_the_covers():
    rect = pygame.Rect(0, 0, 64, 128)
    covers = [pygame.Rect(-10, 20, 30, 30), pygame.Rect(10, 40, 100, 10), pygame.Rect(30, 100, 10, 10)]
    parts = damage._outside(rect, covers)
    for i, part in enumerate(parts):
        assert rect.contains(part) and part.collidelist(covers) < 0
        assert all(not part.colliderect(other) for other in parts[i + 1:])
    inside = {(x, y) for x in range(64) for y in range(128)}
    covered = {point for point in inside if any(cover.collidepoint(point) for cover in covers)}
    assert sum(part.w * part.h for part in parts) == len(inside - covered)


def _two_frames(drawn_again: bool, monkeypatch):
    """A still picture (a plate) in frame 1; in frame 2 (drawn in part) a band over its left edge is drawn first (a
    glow's ring), then the plate again or not at all.  The screen's pixels, the pixels of frame 2 drawn whole, the
    plate's place, the band, and the rects put back in frame 2."""
    size, place = (320, 200), pygame.Rect(0, 0, 320, 200)
    backdrop, plate = _striped(size, 40), _striped((120, 80), 200)
    at, band = pygame.Rect(100, 60, 120, 80), pygame.Rect(90, 50, 30, 100)
    pixels = pygame.Surface(size)
    screen = damage.Damage(size)
    screen.next_frame(allowed=True)
    screen.lay(pixels, backdrop, place, lambda: pixels.blit(backdrop, (0, 0)))
    assert not screen.still(plate, at)
    pixels.blit(plate, at)
    screen.finish()

    put_back = []
    real = damage._put_back
    monkeypatch.setattr(damage, "_put_back", lambda p, rect, *rest: put_back.append(pygame.Rect(rect)) or real(p, rect, *rest))
    screen.next_frame(allowed=True)
    screen.lay(pixels, backdrop, place, lambda: pixels.blit(backdrop, (0, 0)))
    assert screen.partial
    screen.writing(band)
    screen.wrote(pixels.fill((250, 250, 0), band))
    if drawn_again:
        assert not screen.still(plate, at)  # a part of its place was put back: blitted whole
        pixels.blit(plate, at)
    assert screen.finish() not in (None, damage.REDRAW)

    whole = backdrop.copy()
    whole.fill((250, 250, 0), band)
    if drawn_again:
        whole.blit(plate, at)
    return pixels, whole, at, band, put_back


def test_a_still_place_drawn_over_in_part_is_put_back_only_there(monkeypatch):
    pixels, whole, at, band, put_back = _two_frames(True, monkeypatch)
    assert pygame.image.tobytes(pixels, "RGB") == pygame.image.tobytes(whole, "RGB")
    under = [rect for rect in put_back if rect.colliderect(at)]
    assert under == [at.clip(band)]  # not the whole plate, which is blitted again anyway


def test_the_rest_of_a_still_place_gone_is_put_back_at_the_end(monkeypatch):
    pixels, whole, at, band, put_back = _two_frames(False, monkeypatch)
    assert pygame.image.tobytes(pixels, "RGB") == pygame.image.tobytes(whole, "RGB")
    assert sum(rect.w * rect.h for rect in put_back if rect.colliderect(at)) == at.w * at.h


def _frame(screen, pixels, backdrop, stills, usual=()) -> list:
    """A frame: the backdrop laid (in part after the first), ``usual`` rects filled as drawn as usual (a look not
    copied yet), then ``stills`` [(picture, at)] in order; the pictures left on the screen (not blitted again)."""
    screen.next_frame(allowed=True)
    screen.lay(pixels, backdrop, pixels.get_rect(), lambda: pixels.blit(backdrop, (0, 0)))
    for rect in usual:
        screen.writing(rect)
        screen.wrote(pixels.fill((250, 250, 0), rect))
    left = []
    for picture, at in stills:
        if screen.still(picture, at):
            left.append(picture)
        else:
            pixels.blit(picture, at)
    assert screen.finish() not in (None, damage.REDRAW) or not screen.partial
    return left


def _whole(backdrop, stills, usual=()) -> pygame.Surface:
    whole = backdrop.copy()
    for rect in usual:
        whole.fill((250, 250, 0), rect)
    for picture, at in stills:
        whole.blit(picture, at)
    return whole


def test_a_still_after_one_drawn_as_usual_stays_on_the_screen():
    """A look drawn as usual for a frame (a plate's new look before its copy) is a still less before the others: those
    that showed the same picture at the same place, nothing over it, are not blitted and presented again (a Fugu
    move's first frames at 1920 × 1080 sent ~1.6 Mpx, every still after the new look again; issue 29)."""
    size = (320, 200)
    backdrop, plate, row = _striped(size, 40), _striped((100, 60), 200), _striped((200, 60), 120)
    at_plate, at_row = pygame.Rect(10, 10, 100, 60), pygame.Rect(20, 120, 200, 60)
    pixels, screen = pygame.Surface(size), damage.Damage(size)
    _frame(screen, pixels, backdrop, [(plate, at_plate), (row, at_row)])
    left = _frame(screen, pixels, backdrop, [(row, at_row)], usual=[at_plate])
    assert left == [row]
    assert pygame.image.tobytes(pixels, "RGB") == pygame.image.tobytes(_whole(backdrop, [(row, at_row)], [at_plate]), "RGB")
    assert _frame(screen, pixels, backdrop, [(plate, at_plate), (row, at_row)]) == [row]  # the plate's copy again
    assert pygame.image.tobytes(pixels, "RGB") == pygame.image.tobytes(
        _whole(backdrop, [(plate, at_plate), (row, at_row)]), "RGB")


def test_overlapping_stills_drawn_in_another_order_are_blitted_again():
    size = (320, 200)
    backdrop, under, over = _striped(size, 40), _striped((100, 80), 200), _striped((100, 80), 120)
    at_a, at_b = pygame.Rect(40, 40, 100, 80), pygame.Rect(90, 70, 100, 80)
    pixels, screen = pygame.Surface(size), damage.Damage(size)
    _frame(screen, pixels, backdrop, [(under, at_a), (over, at_b)])
    _frame(screen, pixels, backdrop, [(over, at_b), (under, at_a)])  # now ``under`` lies on top
    assert pygame.image.tobytes(pixels, "RGB") == pygame.image.tobytes(
        _whole(backdrop, [(over, at_b), (under, at_a)]), "RGB")


def test_a_still_blitted_whole_over_a_stale_place_puts_nothing_back_under_itself(monkeypatch):
    """A still picture with a new look over the frame before's still at another place (a Fat Fish turn end: its
    panels new over stale ones) is blitted whole, opaque: the stale place's part under it is not put back first (it
    was, then covered at once; damage27), only the rest of it, at the end."""
    size = (320, 200)
    backdrop, old, new = _striped(size, 40), _striped((120, 80), 200), _striped((100, 90), 120)
    at_old, at_new = pygame.Rect(40, 40, 120, 80), pygame.Rect(110, 70, 100, 90)
    pixels, screen = pygame.Surface(size), damage.Damage(size)
    _frame(screen, pixels, backdrop, [(old, at_old)])
    put_back = []
    real = damage._put_back
    monkeypatch.setattr(damage, "_put_back", lambda p, rect, *rest: put_back.append(pygame.Rect(rect)) or real(p, rect, *rest))
    assert _frame(screen, pixels, backdrop, [(new, at_new)]) == []
    assert pygame.image.tobytes(pixels, "RGB") == pygame.image.tobytes(_whole(backdrop, [(new, at_new)]), "RGB")
    assert put_back and not any(rect.colliderect(at_new) for rect in put_back), put_back
    overlap = at_old.clip(at_new)
    assert sum(rect.w * rect.h for rect in put_back) == at_old.w * at_old.h - overlap.w * overlap.h
