"""The app in a real X window (Xvfb), as the README's kiosk recipes run it: with no window manager (the app is
the X server's only client) and with a minimal one (matchbox), at several screen sizes.

Each case starts ``python -m fishgames --game fischen`` (the set-up screen), takes screenshots of the whole
X screen (``xwd``), and checks as a player would see it: the sea reaches all four edges (no black bars, no
part of the screen left undrawn), the Start button is drawn where the layout (``fishgames.ui.display``: the
stage centred on a canvas of the screen's aspect, scaled to the screen) puts it, and a click there with
``xdotool`` starts the game (the Start button goes, the table comes).

Skipped, with the reason, where Xvfb, xdotool or xwd is not installed (``.ci/run`` installs them).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import pygame
import pytest

from fishgames.ui import legibility
from fishgames.ui.display import canvas_for
from tests.ui.xserver import Screenshot, XServer

STAGE = (1280, 720)

TOOLS = ("Xvfb", "xdotool", "xwd")
MISSING = [tool for tool in TOOLS if shutil.which(tool) is None]
pytestmark = pytest.mark.skipif(bool(MISSING), reason=f"real-window tests need {', '.join(MISSING)} (apt: xvfb, "
                                                      "xdotool, x11-apps)")

START = (836, 610, 388, 80)  # the set-up's Start button on the stage (fishgames.ui.scenes.setup)
READY_SECONDS = 45  # a cold start draws the set-up's art first (2 CPUs shared with the rest of the suite)


def dark(colour) -> bool:
    """Black bars, an undrawn part of the screen: (near) black.  The sea is never this dark."""
    return sum(colour) < 24


def primary(colour) -> bool:
    """The set-up's Start button (theme.json @primary: #FFD45C, hovered #FFE28A), or a table's lit button: its
    lower half is darker (#F2B83C on Lure's Cast!, drawn at the screen's pixels on the upright panel)."""
    r, g, b = colour
    return r > 235 and 175 < g < 240 and 50 < b < 160


def start_on_screen(screen: tuple[int, int]) -> tuple[list[tuple[int, int]], tuple[int, int]]:
    """Where the Start button must be on a screen of ``screen`` pixels: the 1280 × 720 stage it is laid out on
    is centred on the screen and scaled alike in both directions, as large as fits (the promise of
    ``fishgames.ui.display``, written out here on its own: a stretched or cut picture puts it elsewhere).
    Returns points inside its face near its four corners (off its label) and its centre, in screen pixels."""
    scale = min(screen[0] / STAGE[0], screen[1] / STAGE[1])
    x, y, w, h = START

    def physical(px, py):
        return (round(screen[0] / 2 + (px - STAGE[0] / 2) * scale),
                round(screen[1] / 2 + (py - STAGE[1] / 2) * scale))

    face = [physical(x + dx, y + dy) for dx in (32, w - 32) for dy in (12, h - 12)]
    return face, physical(x + w // 2, y + h // 2)


# -- the app --------------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def home(tmp_path_factory) -> Path:
    """One data folder for every start: the art the first start drew (disk cache) serves the others."""
    return tmp_path_factory.mktemp("home")


def play_at(home: Path, speed: str) -> None:
    """The next start's animation speed (its settings in ``home``).  The table tests look at where things are
    drawn and where a tap lands, on screens at rest; at the normal pace the bots' turns before yours were most
    of their time (Fugu: 6.7 s waiting for your move, 1.1 s at "instant").  The paces themselves are tested
    headless (``tests/ui/test_settings_effects.py``)."""
    from fishgames.settings import Settings
    from fishgames.storage import Storage

    assert Storage(home).save_settings(Settings(animation_speed=speed))


def start_app(server: XServer, home: Path, *args: str, game: str = "fischen") -> subprocess.Popen:
    env = {**server.env(), "FISHGAMES_HOME": str(home), "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen([sys.executable, "-m", "fishgames", "--game", game, *args], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def stop_app(app: subprocess.Popen) -> None:
    app.terminate()  # a kiosk ends on SIGTERM too (fishgames.app.stop_on_terminate)
    try:
        app.wait(10)
    except subprocess.TimeoutExpired:
        app.kill()
        app.wait(5)


def wait_for(server: XServer, app: subprocess.Popen, ready, what: str) -> Screenshot:
    deadline = time.monotonic() + READY_SECONDS
    while True:
        shot = server.screenshot()
        if ready(shot):
            return shot
        if app.poll() is not None:
            pytest.fail(f"the app ended ({app.returncode}) before {what}: {app.stderr.read().decode()[-2000:]}")
        if time.monotonic() > deadline:
            return shot
        time.sleep(0.1)  # (a look costs 50-100 ms itself: the screenshot and the test's pixel reads)


CASES = [  # screen size, window manager, how the app is started
    ((1920, 1080), False, "--kiosk"),
    ((2560, 1440), False, "--kiosk"),  # drawn at its own pixels (k = 2): the layout's Start tapped there
    ((1280, 800), False, "--kiosk"),
    ((800, 480), False, "--kiosk"),
    ((1280, 800), True, "--kiosk"),
    ((1024, 600), True, "--windowed"),  # matchbox makes every window fill the screen: the window is resized
]


@pytest.mark.parametrize(("screen", "wm", "mode"), CASES,
                         ids=[f"{w}x{h}-{'matchbox' if wm else 'no_wm'}-{mode[2:]}" for (w, h), wm, mode in CASES])
def test_fills_the_screen_and_a_tap_lands_on_start(screen, wm, mode, home):
    if wm and shutil.which("matchbox-window-manager") is None:
        pytest.skip("matchbox-window-manager is not installed (apt: matchbox-window-manager)")
    face, centre = start_on_screen(screen)
    with XServer(screen, wm) as server:
        app = start_app(server, home, mode)
        try:
            def drawn(shot: Screenshot) -> bool:
                return all(primary(shot.at(*point)) for point in face) and not any(
                    dark(shot.at(*point)) for point in shot.edge_points())

            shot = wait_for(server, app, drawn, "the set-up screen showed")
            assert (shot.width, shot.height) == screen
            bars = [point for point in shot.edge_points() if dark(shot.at(*point))]
            assert not bars, f"black or undrawn at the screen's edges, e.g. {bars[:5]}"
            assert [shot.at(*point) for point in face] and all(primary(shot.at(*p)) for p in face), (
                f"the Start button is not where the layout puts it: {[shot.at(*p) for p in face]} at {face}")
            server.click(*centre)
            after = wait_for(server, app, lambda s: not any(primary(s.at(*p)) for p in face), "the table showed")
            assert not any(primary(after.at(*p)) for p in face), "the click on the drawn Start button did nothing"
            assert not [p for p in after.edge_points() if dark(after.at(*p))], "the table leaves part of the screen"
        finally:
            stop_app(app)


# -- a plain window, and one resized -----------------------------------------------------------------------------

RESIZES = """
import json, sys, time
import pygame
from fishgames.ui import app as app_module
from fishgames.ui.app import App

app = App(windowed=True, window=(1280, 720), bot_workers=False)
seen = []
for size in [None, (1285, 723), (2400, 1350), (4000, 2250), (1920, 1080), (1000, 640), (1280, 720)]:
    if size is not None:
        app.display._window.size = size
    for _ in range(100):  # the X server's answer: a size event (no window manager: at once)
        app.step(1 / 60)
        if size is None or tuple(app.display.window_size) == size:
            break
        time.sleep(0.02)
    for _ in range(30):  # at rest (app.DRAG_SETTLE_S): drawn at its own scale
        app.step(1 / 60)
        time.sleep(0.02)
    seen.append({"window": list(app.display.window_size), "plain": app.display.plain,
                 "surface": list(pygame.display.get_surface().get_size()), "pixels": list(app.display.pixels)})
app_module.DRAG_SETTLE_S = 5.0  # a drag: a second size event soon after the first, however busy the machine
app._resized_at -= app_module.DRAG_SETTLE_S  # (the window at rest before it)
drag = []
for size in [(1600, 900), (1700, 956)]:
    app.display._window.size = size
    for _ in range(100):
        app.step(1 / 60)
        if tuple(app.display.window_size) == size:
            break
        time.sleep(0.02)
    drag.append(app.display.scale)
app._resized_at -= app_module.DRAG_SETTLE_S  # ... and at rest
app.step(1 / 60)
drag.append(app.display.scale)
app.close()
print(json.dumps({"seen": seen, "drag": drag}))
"""


def test_a_window_the_size_of_its_picture_is_plain_and_a_resized_one_is_scaled(home):
    """Where the picture is drawn at the window's own size (1280 × 720; 1920 × 1080 at k = 1.5) the window is a
    plain one, shown without a renderer (``Display.plain``: presenting it costs a fraction); a window dragged a
    few pixels larger (1285 × 723) is drawn at its own scale too (to 1/1024) and stays plain, and so is 2400 × 1350
    (k = 1.875); one past the largest drawing scale (4000 × 2250, over k = 3: ``display.MAX_SCALE``; it was 2800 × 1575
    past k = 2) is drawn at half its scale and scaled by SDL the rest of the way, and a smaller one plain again
    at its own pixels (1000 × 640: drawn at k = 0.78125) — each time the surface drawn on is the size the layout
    draws (a plain window resized keeps a window-sized surface of its own that the frame would no longer fill)."""
    with XServer((4000, 2250), wm=False) as server:
        env = {**server.env(), "FISHGAMES_HOME": str(home), "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
        done = subprocess.run([sys.executable, "-c", RESIZES], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    import json

    report = json.loads(done.stdout.strip().splitlines()[-1])
    seen = report["seen"]
    assert [tuple(s["window"]) for s in seen] == [(1280, 720), (1285, 723), (2400, 1350), (4000, 2250), (1920, 1080),
                                                    (1000, 640), (1280, 720)]
    assert [s["plain"] for s in seen] == [True, True, True, False, True, True, True], seen
    assert all(s["surface"] == s["pixels"] for s in seen), seen
    # a drag of the window's edge keeps the scale it started at (each step's pictures not drawn anew, ~110 ms):
    first, dragged, rested = report["drag"]
    assert first == pytest.approx(900 / 720, abs=1 / 1024) and dragged == first, report["drag"]
    assert rested == pytest.approx(956 / 720, abs=1 / 1024), report["drag"]  # at rest: its own scale
    assert seen[2]["pixels"] == [2400, 1350] and seen[3]["pixels"] == [2000, 1125], seen  # (k = 3.125 / 2)


# -- a large screen at its own pixels ----------------------------------------------------------------------------

SHOWN_AS_DRAWN = """
import json, sys
import pygame
from fishgames.ui import fine
from fishgames.ui.app import App
from tests.ui.xserver import Screenshot

app = App(kiosk=True, bot_workers=False)
for _ in range(40):
    app.step(1 / 60)
surface = pygame.display.get_surface()
drawn = pygame.image.tobytes(surface, "RGB")  # the last frame presented: nothing is drawn until the next step
shot = Screenshot(__import__("subprocess").run(["xwd", "-root", "-silent"], capture_output=True, check=True).stdout)
size = (shot.width, shot.height)
assert shot.bytes == 4 and shot.stride == 4 * shot.width and shot.little, (shot.bytes, shot.stride)
screen = pygame.image.tobytes(pygame.image.frombuffer(shot.pixels[:shot.stride * shot.height], size, "BGRA"), "RGB")
print(json.dumps({"k": fine.k, "plain": app.display.plain, "surface": list(surface.get_size()), "screen": list(size),
                  "same": screen == drawn}))
app.close()
"""


@pytest.mark.parametrize("screen", [(2560, 1440)])  # (3840 × 2160: k = 3, test_crisp.py)
def test_a_large_screen_shows_the_pixels_drawn_for_it_one_for_one(screen, home):
    """At 2560 × 1440 the picture is drawn at the screen's own pixels (k = 2; text rendered at twice its size is
    pygame's own rendering: ``tests/ui/test_crisp.py``) and the X screen shows exactly those pixels, one for one —
    not a 1920 × 1080 picture stretched by SDL (the old ``display.MAX_SCALE`` of 1.5), whose glyphs were resampled."""
    with XServer(screen, wm=False) as server:
        env = {**server.env(), "FISHGAMES_HOME": str(home), "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy",
               "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
        done = subprocess.run([sys.executable, "-c", SHOWN_AS_DRAWN], env=env, capture_output=True, text=True,
                              timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    import json

    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["screen"] == list(screen), report
    assert report["surface"] == list(screen) and report["k"] == screen[0] / STAGE[0], report
    assert report["plain"] and report["same"], report


# -- a portrait panel -------------------------------------------------------------------------------------------

def wide_primary(shot: Screenshot, wider_than: int, step: int = 4) -> pygame.Rect | None:
    """The box of the rows where the Start button's colour runs on for more than ``wider_than`` px (the "On"
    toggles share its colour, but are narrow); None when there is none."""
    runs = []
    for y in range(0, shot.height, step):
        run = []
        for x in range(0, shot.width, step):
            if primary(shot.at(x, y)):
                run.append(x)
            elif run:
                if run[-1] - run[0] > wider_than:
                    runs.append(pygame.Rect(run[0], y, run[-1] - run[0], step))
                run = []
        if len(run) > 1 and run[-1] - run[0] > wider_than:
            runs.append(pygame.Rect(run[0], y, run[-1] - run[0], step))
    return runs[0].unionall(runs[1:]) if runs else None


@contextmanager
def floors_of(screen: tuple[int, int]):
    """The legible floors of ``screen`` (its smallest text and tap) in force while the test lays out a table's
    upright places, as the app lays them out on that screen (the corner's buttons, Lure's Cast button as tall
    as there); the floors in force before, after."""
    before = legibility.current
    legibility.apply(legibility.floors(screen[0] / STAGE[0]))
    try:
        yield
    finally:
        legibility.apply(before)


def click_start(server: XServer, app: subprocess.Popen) -> None:
    """Wait for the set-up screen and click its Start (the wide primary button) where it is drawn."""
    shot = wait_for(server, app, lambda s: wide_primary(s, 200) is not None, "the set-up screen showed")
    start = wide_primary(shot, 200)
    assert start is not None, "no Start button drawn"
    server.click(*start.center)


def test_a_portrait_panel_has_its_own_set_up_and_a_tap_lands_on_start(home):
    """720 × 1280 with no window manager (a panel stood upright, the app the only client): the set-up fills the
    screen, its Start button is drawn across the middle of the screen's width at the screen's foot (in a thumb's
    reach) and large (the upright set-up's: 136 logical px, 76.5 physical) — the portrait arrangement, not the
    landscape stage's right column in a band — and a click on it starts the game."""
    screen = (720, 1280)
    _, band_start = start_on_screen(screen)  # where the landscape band would put Start's centre
    with XServer(screen, False) as server:
        app = start_app(server, home, "--kiosk")
        try:
            def drawn(shot: Screenshot) -> bool:
                return wide_primary(shot, 200) is not None and not any(
                    dark(shot.at(*point)) for point in shot.edge_points())

            shot = wait_for(server, app, drawn, "the set-up screen showed")
            assert (shot.width, shot.height) == screen
            assert not [p for p in shot.edge_points() if dark(shot.at(*p))], "black or undrawn at the edges"
            start = wide_primary(shot, 200)
            assert start is not None, "no Start button drawn"
            assert abs(start.centerx - screen[0] // 2) <= 8, f"Start is not centred: {start}"
            assert not start.collidepoint(band_start), "Start is where the landscape band puts it"
            assert start.centery > screen[1] * 4 // 5, f"Start is not at the screen's foot: {start}"
            assert start.h >= 64, f"Start is {start.h} px high, not a large target at the foot"  # drawn: 76.5 px
            server.click(*start.center)
            after = wait_for(server, app, lambda s: wide_primary(s, 200) is None, "the table showed")
            assert wide_primary(after, 200) is None, "the click on the drawn Start button did nothing"
        finally:
            stop_app(app)


def glowing(colour) -> bool:
    """The prompt's pill when it is your move (theme.GLOW: #FFE278)."""
    r, g, b = colour
    return r > 235 and 205 < g < 235 and 95 < b < 145


def card_face(colour) -> bool:
    """A Go Fish card's face: its cream border or the pale water its fish swims in (the sand is yellower)."""
    r, g, b = colour
    return g > 215 and b > 215 and r > 195


def card_top(shot: Screenshot, x: int, below: int, reach: int) -> int | None:
    """The highest row within ``reach`` px above ``below`` where column ``x`` shows a card's face: a reach that
    stays inside the band the hand rises in (which the table keeps clear), else whatever light is drawn above it
    reads as the card's top (Fat Fish at 3:4: its log's last line, white text, 1 run in 4)."""
    rows = [y for y in range(below - reach, below) if card_face(shot.at(x, y))]
    return min(rows) if rows else None


def raised(shot: Screenshot, band_y: int, above_y: int) -> list[tuple[int, int]]:
    """The columns (first x, last x) where a hand card stands raised, as the upright tables raise the ones you may
    play: on row ``band_y``, between a raised card's top and the resting cards' tops, a card's header shows where
    row ``above_y`` (above every card) shows the sea — far from the sea's colour, where the sea itself (its light
    rays, a card's soft shadow) barely changes over those few rows.  Runs a digit apart are one run; one narrower
    than 16 px is a bubble rising past, not a card."""
    runs: list[list[int]] = []
    for x in range(0, shot.width, 2):
        if sum(abs(a - b) for a, b in zip(shot.at(x, band_y), shot.at(x, above_y), strict=True)) > 120:
            if runs and x - runs[-1][1] <= 8:
                runs[-1][1] = x
            else:
                runs.append([x, x])
    return [(first, last) for first, last in runs if last - first >= 16]


def upright_places(upright, screen: tuple[int, int]):
    """The places an ``upright`` layout gives a ``screen`` (the corner's buttons as tall as on that screen) and
    the physical px per logical one."""
    with floors_of(screen):
        places = upright(canvas_for(screen))
    return places, screen[0] / places.W


@contextmanager
def on_your_move(home: Path, screen: tuple[int, int], game: str, your_move, what: str, speed: str = "instant"):
    """A kiosk of ``game`` at animation ``speed`` on a ``screen`` with no window manager, past its set-up's
    Start and on until ``your_move`` holds of a screenshot; yields the server, the app and that shot, and stops
    the app after."""
    play_at(home, speed)
    with XServer(screen, False) as server:
        app = start_app(server, home, "--kiosk", game=game)
        try:
            click_start(server, app)
            shot = wait_for(server, app, your_move, what)
            assert your_move(shot), f"not {what}: its glowing prompt (and what else it waits for) not seen"
            yield server, app, shot
        finally:
            stop_app(app)


def tap_rightmost_card(server: XServer, app: subprocess.Popen, shot: Screenshot, hand_y: int, reach: int,
                       lifted: int, what: str) -> None:
    """Clicks inside the rightmost card face on row ``hand_y`` (which nothing overlaps) once the hand is at rest
    (one top in two shots) and checks that its top rises at least ``lifted`` px within ``reach`` above the row:
    the upright tables' "a tap on your hand picks it", as a player sees it."""
    faces = [x for x in range(0, shot.width, 2) if card_face(shot.at(x, hand_y))]
    assert faces, f"no hand card drawn on its line (y {hand_y})"
    x = faces[-1] - 12
    tops: list[int | None] = [None]

    def still(shot: Screenshot) -> bool:
        tops.append(card_top(shot, x, hand_y, reach))
        return tops[-1] is not None and tops[-1] == tops[-2]

    wait_for(server, app, still, "your hand at rest")
    before = tops[-1]
    assert before is not None, f"no card face above {(x, hand_y)}"
    server.click(x, hand_y)

    def picked(shot: Screenshot) -> bool:
        top = card_top(shot, x, hand_y, reach)
        return top is not None and top <= before - lifted

    after = wait_for(server, app, picked, what)
    assert picked(after), (f"the click on the drawn card did not pick it ({what}; its top at {before}, then "
                           f"{card_top(after, x, hand_y, reach)}; {lifted} px higher expected)")


@pytest.mark.parametrize("screen", [(720, 1280), (768, 1024)], ids=["9:16", "3:4"])
def test_a_portrait_panel_has_an_upright_go_fish_table_and_a_tap_picks_a_stack(home, screen):
    """720 × 1280 and a 3:4 768 × 1024 (its compact arrangement) with no window manager: Go Fish's table is laid
    out upright (``scene_layout.portrait``) — your hand along the screen's foot, where the layout puts it, not in
    the landscape band's middle — and once it is your move (the prompt glows) a click on your rightmost card, found
    where it is drawn, lifts its stack."""
    from fishgames.games.gofish.scene_layout import LIFT, RAISE, portrait

    geo, k = upright_places(portrait, screen)  # k: physical px per logical one
    hand_y, prompt_y = round(geo.HAND_Y * k), round(geo.PROMPT_Y * k)
    assert hand_y > screen[1] * 0.85, "the layout puts the hand above the screen's foot"

    def your_move(shot: Screenshot) -> bool:  # the glowing prompt over a hand at the screen's foot
        pill = sum(glowing(shot.at(x, prompt_y)) for x in range(120, 600, 6))
        return pill >= 8 and any(card_face(shot.at(x, hand_y)) for x in range(0, screen[0], 4))

    with on_your_move(home, screen, "gofish", your_move, "your move in Go Fish") as (server, app, shot):
        # (reach: a lifted card's top half and more, short of the compact arrangement's log beside your plate)
        tap_rightmost_card(server, app, shot, hand_y, round((geo.card[1] // 2 + 2 * LIFT * geo.hand) * k),
                           round((LIFT - RAISE) * geo.hand * k) - 3, "the stack lifted")


def test_a_portrait_panel_has_an_upright_fugu_table_and_a_tap_picks_a_market_card(home):
    """720 × 1280 with no window manager: Fugu's table is laid out upright (``scene_look.Upright``) — your reef in
    two rows along the screen's foot — and on your move (the prompt glows on its upright line) a click on a
    market card, found where it is drawn in the tray, picks it: your face-down reef shows where it would land."""
    from fishgames.games.fugu.scene_look import upright

    screen = (720, 1280)
    places = upright(canvas_for(screen))
    k = screen[0] / places.W
    prompt_y, market_y = round((places.PROMPT_Y + 14) * k), round(places.MARKET_Y * k)
    reef = [(round(places.own_slot(slot).centerx * k), round(places.own_slot(slot).centery * k) + dy)
            for slot in range(18) for dy in (-20, 0, 20)]
    assert min(y for _, y in reef) > screen[1] * 0.7, "the layout puts your reef above the screen's lower part"

    def your_move(shot: Screenshot) -> bool:
        return sum(glowing(shot.at(x, prompt_y)) for x in range(60, 660, 6)) >= 8

    with on_your_move(home, screen, "fugu", your_move, "your move in Fugu") as (server, app, shot):
        faces = [x for x in range(0, screen[0], 2) if card_face(shot.at(x, market_y))]
        assert faces, f"no market card drawn on its line (y {market_y})"
        first = faces[:1]  # the leftmost card: the first unbroken run of face on the line
        for x in faces[1:]:
            if x - first[-1] > 8:
                break
            first.append(x)
        before = [shot.at(*point) for point in reef]
        server.click((first[0] + first[-1]) // 2, market_y)

        def previewed(shot: Screenshot) -> bool:  # the face-down reef now shows the picked card's ghosts
            changed = sum(sum(abs(a - b) for a, b in zip(shot.at(*point), old, strict=True)) > 60
                          for point, old in zip(reef, before, strict=True))
            return changed >= len(reef) // 4

        after = wait_for(server, app, previewed, "the previews on your reef")
        assert previewed(after), "the click on the drawn market card did not pick it (no previews on the reef)"


@pytest.mark.parametrize("screen", [(720, 1280), (768, 1024)], ids=["9:16", "3:4"])
def test_a_portrait_panel_has_an_upright_fat_fish_table_and_a_tap_picks_a_hand_card(home, screen):
    """720 × 1280 and a 3:4 768 × 1024 (its compact arrangement) with no window manager: Fat Fish's table is laid out
    upright
    (``scene_layout.Upright``) — your hand large along the screen's foot — and on your move (the prompt glows on
    its upright line) a click on your rightmost hand card, found where it is drawn, picks it: it rises above the
    others."""
    from fishgames.games.fatfish.scene_layout import upright

    places, k = upright_places(upright, screen)
    prompt_y = round(places.PROMPT_Y * k)
    hand_y = round((places.HAND_TOP + places.HAND_CARD[1] // 2) * k)
    assert hand_y > screen[1] * 0.85, "the layout puts your hand above the screen's foot"

    def your_move(shot: Screenshot) -> bool:
        return sum(glowing(shot.at(x, prompt_y)) for x in range(120, 660, 6)) >= 6

    with on_your_move(home, screen, "fatfish", your_move, "your move in Fat Fish") as (server, app, shot):
        # (reach: the card's top half and its pick, the band the table keeps clear for your hand — the card's
        # height and twice the pick reached 18 px into the compact arrangement's log column beside the rows, whose
        # last line's text read as the card's top: 689 px before and after the click)
        tap_rightmost_card(server, app, shot, hand_y, round((places.HAND_CARD[1] // 2 + places.PICK_RAISE) * k),
                           round((places.PICK_RAISE - places.RAISE) * k) - 3, "the card rose")


def test_a_portrait_panel_has_an_upright_lure_table_and_a_tap_picks_a_die(home):
    """720 × 1280 with no window manager: Lure's table is laid out upright (``scene_layout.upright``) — your dice
    large along the screen's foot — and on your cast (the prompt glows on its upright line) a click on your first
    die, found where it is drawn (brighter than the rack behind it), bids it: "Cast!" under it lights up."""
    from fishgames.games.lure.scene_layout import upright

    screen = (720, 1280)
    with floors_of(screen):  # the Cast button as tall as on that screen
        places = upright(canvas_for(screen))
        cast = places.cast_button()
    k = screen[0] / places.W
    prompt_y, dice_y, cast_y = round(places.PROMPT_Y * k), round(places.DICE_Y * k), round(cast.centery * k)
    cast_xs = range(round(cast.x * k) + 8, round(cast.right * k) - 8, 4)
    assert dice_y > screen[1] * 0.75, "the layout puts your dice above the screen's lower part"

    def your_move(shot: Screenshot) -> bool:
        return sum(glowing(shot.at(x, prompt_y)) for x in range(120, 600, 6)) >= 8

    def first_die(shot: Screenshot) -> list[int]:
        """The first run of the dice row brighter than the rack's empty right end."""
        rack = sum(shot.at(screen[0] - 16, dice_y))
        run: list[int] = []
        for x in range(16, screen[0] - 16, 2):
            if sum(shot.at(x, dice_y)) - rack > 60:
                run.append(x)
            elif run:
                break
        return run

    def cast_ready(shot: Screenshot) -> bool:
        return your_move(shot) and len(first_die(shot)) > 20

    with on_your_move(home, screen, "lure", cast_ready, "your cast in Lure") as (server, app, shot):
        die = first_die(shot)
        assert len(die) > 20, f"no die drawn on the dice row (y {dice_y})"
        lit = sum(primary(shot.at(x, cast_y)) for x in cast_xs)
        assert lit < len(cast_xs) // 4, "Cast! is lit before a die is bid"
        server.click((die[0] + die[-1]) // 2, dice_y)

        def bid(shot: Screenshot) -> bool:
            return sum(primary(shot.at(x, cast_y)) for x in cast_xs) > len(cast_xs) // 2

        after = wait_for(server, app, bid, "Cast! lit")
        assert bid(after), "the click on the drawn die did not bid it (Cast! stayed unlit)"


@pytest.mark.parametrize("screen", [(720, 1280), (768, 1024)], ids=["9:16", "3:4"])
def test_a_portrait_panel_has_an_upright_fischen_table_and_a_tap_plays_a_hand_card(home, screen):
    """720 × 1280 and a 3:4 768 × 1024 (its compact arrangement) with no window manager: Fischen's table is laid out
    upright (``scene_layout.Upright``) — your
    hand large along the screen's foot — and on your move (the prompt glows on its upright line) a click on your
    rightmost playable card, found where it is drawn as a player finds it (the playable cards stand ``RAISE``
    higher than the others: which ones depends on the set-up's random deal and the colour led), plays it: it
    leaves your hand, and your plate counts one card fewer from then on (a trick your card completes is taken
    within a second: the count stays, however late a busy machine's next screenshot comes)."""
    from fishgames.games.fischen.scene_layout import upright

    places, k = upright_places(upright, screen)
    prompt_y = round(places.PROMPT_Y * k)
    hand_y = round((places.HAND_TOP + places.CARD[1] // 2) * k)
    assert hand_y > screen[1] * 0.85, "the layout puts your hand above the screen's foot"
    stands = (round((places.HAND_TOP - places.RAISE // 2) * k), round((places.HAND_TOP - places.RAISE - 12) * k))
    own = places.OWN  # its counts' numbers, right-aligned: only your own play changes them within a round
    counts = [(x, y) for x in range(round((own.right - 64) * k), round((own.right - 8) * k), 2)
              for y in range(round((own.y + 70) * k), round((own.bottom - 8) * k), 2)]

    def your_move(shot: Screenshot) -> bool:  # the glowing prompt over a hand with a playable card standing up
        pill = sum(glowing(shot.at(x, prompt_y)) for x in range(120, 600, 6)) >= 6
        return pill and bool(raised(shot, *stands))

    with on_your_move(home, screen, "fischen", your_move, "your move in Fischen") as (server, app, shot):
        seen: list[tuple] = [()]

        def still(shot: Screenshot) -> bool:  # your hand stands: two shots alike
            seen.append(tuple(raised(shot, *stands)))
            return seen[-1] == seen[-2]

        rest = wait_for(server, app, still, "your hand at rest")
        assert seen[-1], f"no playable hand card standing up over the others (y {stands[0]})"
        left = seen[-1][-1][1] - round(places.CARD[0] * k)  # the rightmost raised card: its right edge less its width
        server.click(left + 14, hand_y)  # in the strip of it the next card leaves (at least MIN_STEP: 20 px here)
        before = [rest.at(*point) for point in counts]

        def played(shot: Screenshot) -> bool:  # your plate's hand count drawn anew (10 → 9): the card left your hand
            return sum(sum(abs(a - b) for a, b in zip(shot.at(*point), old, strict=True)) > 90
                       for point, old in zip(counts, before, strict=True)) >= 6

        after = wait_for(server, app, played, "your hand one card fewer")
        assert played(after), "the click on the drawn card did not play it (your plate still counts as before)"
