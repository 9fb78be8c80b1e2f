"""At a drawing scale ≠ 1 a table's frame is drawn and presented only where it changed (:mod:`fishgames.ui.damage`):
every pixel that changed must reach the screen, and the picture must be the one a whole frame draws.

A window's pixels are modelled as the player sees them: a full flip shows the whole drawn surface, an
``update(rects)`` only those rects.  After every frame of a busy table (bots only, animations "fast": cards fly,
plates glow, logs grow) the seen picture must equal the drawn one, and the drawn one must equal what the same
frame drawn whole gives (the same table with every frame drawn whole)."""

from __future__ import annotations

import zlib

import pygame
import pytest

from fishgames.ui.app import App
from tests.ui.art_once import art_drawn_once
from tests.ui.driver import start_table
from tests.ui.menu_on_disk import menu_art_kept_on_disk  # noqa: F401
from tests.ui.test_crisp import sharp_app

#: Every app here opens on its menu, whose art no check reads (the tables are compared): drawn by the first
#: app, read back from disk by the rest (``tests/ui/menu_on_disk.py``), as on a player's second start.  The
#: tables' art is drawn once a process (``tests/ui/art_once.py``): each sharp app set the drawing scale to 1.5
#: and forgot all art, so every run drew the same cards and fish cold (a fifth of the module under py-spy);
#: the frames drawn in part and whole are compared with each other, from the same pictures as before.
pytestmark = pytest.mark.usefixtures("menu_art_kept_on_disk", "art_drawn_once")

FRAMES = 150


def _tables():
    from fishgames.games.fatfish.scene import FatFishTable
    from fishgames.games.fugu.scene import FuguTable
    from fishgames.games.lure.scene import LureTable

    return {"fatfish": FatFishTable, "lure": LureTable, "fugu": FuguTable}


def _busy(app, game: str, seed: int = 4242):
    app.update_settings(animation_speed="fast")
    return start_table(app, game, _tables()[game], humans=0, players=4, level="easy", seed=seed)


def _played(app, game: str, count: int):
    """``count`` frames of computers' games of ``game`` back to back (a finished one's results give way to the
    next game), yielding each frame's number once it is drawn."""
    scene, seed = _busy(app, game), 4242
    for frame in range(count):
        if app.stack.top is not scene:
            seed += 1
            scene = _busy(app, game, seed)
        app.step(1 / 60)
        yield frame


class Window:
    """What a player sees: the drawn surface as of each flip, and the rects of each update since."""

    def __init__(self, monkeypatch):
        self.seen: pygame.Surface | None = None
        self.flips = self.updates = 0
        monkeypatch.setattr(pygame.display, "flip", self.flip)
        monkeypatch.setattr(pygame.display, "update", self.update)

    def flip(self) -> None:
        self.flips += 1
        self.seen = pygame.display.get_surface().copy()

    def update(self, rects=None) -> None:
        self.updates += 1
        drawn = pygame.display.get_surface()
        if rects is None:
            self.seen = drawn.copy()
            return
        for rect in rects:
            self.seen.blit(drawn, rect, rect)


class Fingerprint:
    """A frame's pixels as a CRC-32, column 0 left out (never drawn at a stage's top left: tools/frame_hashes.py).
    The inner picture is copied onto one kept surface and its raw bytes summed: a third of the cost of
    ``tobytes(..., "RGB")`` and an MD5, which was half of these tests' time."""

    def __init__(self):
        self.kept: pygame.Surface | None = None

    def __call__(self, surface: pygame.Surface) -> int:
        inner = surface.subsurface((1, 0, surface.get_width() - 1, surface.get_height()))
        if self.kept is None or self.kept.get_size() != inner.get_size():
            self.kept = pygame.Surface(inner.get_size(), 0, surface)
        self.kept.blit(inner, (0, 0))
        return zlib.crc32(self.kept.get_view("0"))


def _same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    """The two surfaces' pixels alike, byte for byte (both of the display's format), compared in place eight
    bytes at a time: copying both out (``.raw``) and comparing the copies was a quarter of the module's time."""
    if a.get_size() != b.get_size() or a.get_pitch() != b.get_pitch():
        return False
    words = [memoryview(surface.get_view("0")).cast("B") for surface in (a, b)]
    if len(words[0]) % 8 == 0:
        words = [view.cast("Q") for view in words]
    return words[0] == words[1]


@pytest.fixture(scope="module")
def drawn_in_part():
    """Per game, the busy table's frames as the product draws them (in part), run once for the two tests that
    read them: for each frame, whether the window showed what was drawn, and the drawn frame's fingerprint;
    with the run's counts of presentations in part and of still panels left on the screen.  Only numbers
    are shared (each test asserts its own part of them)."""
    runs = {}

    def run(game: str) -> dict:
        if game not in runs:
            with pytest.MonkeyPatch.context() as monkeypatch, art_drawn_once():  # (set up before the tests' own)
                window = Window(monkeypatch)
                fingerprint = Fingerprint()
                with sharp_app((1920, 1080)) as app:
                    seen_right, prints = [], []
                    for _ in _played(app, game, FRAMES):
                        drawn = pygame.display.get_surface()
                        seen_right.append(_same_pixels(window.seen, drawn))
                        prints.append(fingerprint(drawn))
                    runs[game] = {"seen_right": seen_right, "prints": prints, "updates": window.updates,
                                  "skipped": app.screen.damage.skipped}
        return runs[game]

    return run


@pytest.mark.parametrize("game", ["fatfish", "lure", "fugu"])
def test_every_changed_pixel_is_presented(drawn_in_part, game):
    run = drawn_in_part(game)
    wrong = [frame for frame, right in enumerate(run["seen_right"]) if not right]
    assert not wrong, f"frames {wrong[:10]}: a changed part of the picture was not presented"
    assert run["updates"] > FRAMES // 2, "the table's frames were not presented in part (nothing tested)"
    assert run["skipped"] > 0, "no still panel was left on the screen (nothing tested)"


@pytest.mark.parametrize("game", ["fatfish", "lure", "fugu"])
def test_a_frame_drawn_in_part_is_the_frame_drawn_whole(drawn_in_part, monkeypatch, game):
    part = drawn_in_part(game)
    assert part["skipped"] > 0, "nothing was drawn in part (nothing tested)"
    monkeypatch.setattr(App, "_whole_frame", lambda app: True)
    fingerprint = Fingerprint()
    with sharp_app((1920, 1080)) as app:
        whole = [fingerprint(pygame.display.get_surface()) for _ in _played(app, game, FRAMES)]
    differ = [i for i, (a, b) in enumerate(zip(part["prints"], whole, strict=True)) if a != b]
    assert not differ, f"frames drawn in part differ from the same frames drawn whole: {differ[:10]}"


def test_an_exposed_window_a_toast_and_an_overlay_are_presented_whole(monkeypatch):
    window = Window(monkeypatch)
    with sharp_app((1920, 1080)) as app:
        scene = _busy(app, "fatfish")
        for _ in range(5):
            app.step(1 / 60)
        assert window.updates, "the table was not presented in part (nothing tested)"

        def whole_next() -> bool:
            flips = window.flips
            app.step(1 / 60)
            return window.flips == flips + 1

        assert not whole_next()
        pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
        assert whole_next(), "an exposed window was not presented whole"
        for _ in range(3):
            app.step(1 / 60)
        app.notify("error.code_format")
        assert whole_next(), "a frame with a toast was not presented whole"
        app.toasts.clear()
        app.step(1 / 60)
        from fishgames.ui.scene import Push

        app.stack.apply(Push(app.scene("ingame_menu", scene)))
        assert whole_next(), "a frame with an overlay over the table was not presented whole"


def _toy_frames():
    """Frames of a toy table: (still panels, translucent sprites) in drawing order, each an item
    ("panel"/"sprite", picture name, place): a sprite under a panel drawn after it, a panel that goes and comes
    back with a new picture, a sprite that moves away, one that stays (kept by the underlay after two frames)."""
    sprite_under = ("sprite", "red", (40, 10))
    panel = ("panel", "blue", (50, 20))
    stays = ("sprite", "red", (150, 60))
    return [
        [sprite_under, panel, stays],
        [sprite_under, panel, stays],
        [sprite_under, panel, stays],
        [("sprite", "red", (100, 50)), panel, stays],
        [("sprite", "red", (100, 50)), stays],  # the panel is gone: its place shows the backdrop again
        [("sprite", "red", (55, 25)), stays],
        [("panel", "green", (50, 20)), ("sprite", "red", (55, 25)), stays],
        [("panel", "green", (50, 20)), ("sprite", "red", (55, 25)), stays],
        [("panel", "green", (50, 20)), stays],
    ]


def test_a_toy_frame_drawn_in_part_is_the_frame_drawn_whole():
    """The same on a toy canvas, item by item: a sprite drawn before a panel over it, a panel gone, one changed."""
    skipped = _toy_drawn_in_part(_toy_frames())
    assert sum(skipped), "no still picture was left on the screen (nothing tested)"


def test_a_panel_come_or_gone_before_the_others_leaves_them_on_the_screen():
    """Still panels are found on the screen by their order among the frame before's, not by their index: a panel come
    or gone before them (Lure's water copied, then drawn as usual while a fish glows) sends none of the others again
    (issue 29: some 24 panels, 1.5 of 2 Mpx, at 1920 × 1080) — and where the order changed, or a new panel lies under a
    later one, the later one is blitted again; every frame as drawn whole."""
    # ``left`` and ``right`` overlap at a corner, as a Lure plate's padded picture and its strip's do (so neither is
    # alone on its place: ``damage._alone``); ``over`` lies over ``right``'s corner, drawn before or after it
    water, left, right = ("panel", "blue", (10, 10)), ("panel", "green", (90, 10)), ("panel", "green", (140, 45))
    over = ("panel", "blue", (120, 70))
    frames = [[water, left, right], [water, left, right], [left, right], [left, right], [water, left, right],
              [water, left, right], [left, over, right], [left, right, over], [left, over, right], [left, right]]
    skipped = _toy_drawn_in_part(frames)
    assert skipped[2:6] == [2, 2, 2, 3], skipped
    # a new one under a later one: that one blitted again; two that overlap in turned order: the one now on top
    # blitted, the other left; the one gone over another: its place repaired, the other left
    assert skipped[6:] == [1, 2, 2, 2], skipped


def _toy_drawn_in_part(frames) -> list[int]:
    """``frames`` (items as :func:`_toy_frames`) drawn in part on a toy canvas, each checked against the frame drawn
    whole and against what was presented; the still pictures left on the screen in each frame."""
    from fishgames.ui import fine
    from fishgames.ui.canvas import Canvas
    from fishgames.ui.damage import Damage

    size = (240, 120)
    backdrop = pygame.Surface(size)
    for y in range(size[1]):
        backdrop.fill((0, 40 + y, 120), (0, y, size[0], 1))
    pictures = {}
    for name, colour in (("blue", (20, 20, 200)), ("green", (20, 200, 20))):
        pictures[name] = pygame.Surface((60, 40))
        pictures[name].fill(colour)
    pictures["red"] = pygame.Surface((30, 30), pygame.SRCALPHA)
    pictures["red"].fill((220, 30, 30, 128))
    for picture in (backdrop, *pictures.values()):
        fine.pair(picture, picture)  # drawn at k = 1 here: each its own twin
    screen = pygame.Surface(size)
    canvas = Canvas(screen, size, 1.0)
    canvas.damage = Damage(size)
    seen = screen.copy()
    skipped = []
    for number, items in enumerate(frames):
        canvas.damage.next_frame(allowed=number > 0)
        canvas.next_frame()
        canvas.lay(backdrop, (0, 0))
        whole = backdrop.copy()
        before = canvas.damage.skipped
        for kind, name, place in items:
            if kind == "panel":
                canvas.still(pictures[name], place)
            else:
                canvas.blit(pictures[name], place)
            whole.blit(pictures[name], place)
        shown = canvas.damage.finish()
        assert shown != "redraw"
        for rect in [screen.get_rect()] if shown is None else shown:
            seen.blit(screen, rect, rect)
        assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(whole, "RGB"), \
            f"frame {number}: drawn in part, not as drawn whole"
        assert pygame.image.tobytes(seen, "RGB") == pygame.image.tobytes(whole, "RGB"), \
            f"frame {number}: a changed part was not presented"
        skipped.append(canvas.damage.skipped - before)
    return skipped
