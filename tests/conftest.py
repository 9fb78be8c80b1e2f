"""Test-wide set-up: headless SDL, a private FISHGAMES_HOME, the conformance size, and the ``app`` fixture."""

import gc
import os
import sys
import tempfile

# Compiled modules are kept (``__pycache__``, ignored by git) even where the environment asks Python not to write
# them (``PYTHONDONTWRITEBYTECODE``): the suite starts many processes (xdist workers, the bots' spawned pools, apps
# killed mid-save), and each of them compiled every module from source again — 14 s of a clean clone's run.
sys.dont_write_bytecode = False

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
# No audio device: pygame.init() opens the mixer, and closing SDL's dummy device waits for its audio thread
# (25-30 ms of wall time at every App's close; tests/ui/shell with the coach panel tests: wall minus CPU 1.8 s
# -> 0.2 s).  Without one the app is silent, as on a machine without sound (``fishgames.ui.sound``);
# tests/ui/test_art.py plays every sound on the dummy device.  Set whatever the shell says: the headless recipe
# (``SDL_AUDIODRIVER=dummy pytest ...``, the quick tier's documented command) brought the device back to every App
# of the run — 22-35 ms of waiting at each of the quick tier's ~660 closes (pygame.quit), ~8 s of its wall.  Tests
# that start the app in a process of its own still give that process the dummy device (test_bot_workers, ...).
os.environ["SDL_AUDIODRIVER"] = "none"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# A table with phone seats (a monkey's taps can make one) listens on loopback only in tests (fishgames.ui.phone_table).
os.environ.setdefault("FISHGAMES_PHONES_BIND", "127.0.0.1")

import pytest  # noqa: E402


def _ram_folder(path: str = "/dev/shm", room: int = 1 << 30) -> str | None:
    """A writable tmpfs with a GiB free, or None (Docker's 64 MB ``/dev/shm``, Windows, macOS)."""
    try:
        stat = os.statvfs(path)
    except (AttributeError, OSError):
        return None
    return path if os.access(path, os.W_OK) and stat.f_bavail * stat.f_frsize >= room else None


# The tests' temporary folders (``tmp_path``, ``tempfile``) live in memory where the system has room there.
# Every action of a game autosaves (``files.atomic_write_text``), and on ext4 replacing a file by rename
# flushes its data even without fsync: ~0.4 ms a save against ~0.07 ms on tmpfs, some 25,000 saves a run
# (``pytest -n 2``, two runs each alternated: 130-146 s wall / 18-21 s system CPU -> 126 s / 12 s).  What a save
# must survive is tested by SIGKILLing writers (``tests/test_storage.py``, ``tests/test_crash_app.py``): a
# killed process's writes are in the page cache on either kind of folder.
tempfile.tempdir = _ram_folder() or tempfile.gettempdir()


def pytest_addoption(parser):
    parser.addoption(
        "--conformance-games", type=int, default=int(os.environ.get("FISHGAMES_CONFORMANCE_GAMES", "8")),
        help="random playouts per game in the conformance suite (tools/fuzz.py runs many more)",
    )


#: The modules with the longest tests, longest first (``--durations=120`` of a whole run, 2026-12-05): they
#: start first, and the xdist workers take the tests a few at a time (``pytest_xdist_make_scheduler``), so a
#: worker that drew a long test takes fewer short ones meanwhile, and both end on short tests together.  The
#: other modules keep their order.
LONGEST_FIRST = (
    "tests/test_coach_words.py", "tests/test_bot_words.py", "tests/phones/test_browser.py",
    "tests/ui/test_nothing_cut_while_playing.py", "tests/test_secrecy_pixels.py", "tests/fischen/test_scene.py",
    "tests/test_fuzz_tool.py", "tests/fugu/test_bots.py", "tests/fugu/test_scoring.py", "tests/fugu/test_scene.py",
    "tests/conformance/test_conformance.py", "tests/lure/test_bots.py", "tests/replay/test_theatre.py",
    "tests/test_bubbles.py", "tests/ui/test_settings_effects.py", "tests/test_monkey.py",
    "tests/test_stored_data_fuzz.py", "tests/test_crash_app.py", "tests/test_bubbles_at_shots.py",
    "tests/test_code_secrecy.py", "tests/test_storage.py", "tests/ui/test_coach.py",
    "tests/ui/test_bubbles_fugu_fatfish.py",
)


def first_parameter(test: str) -> str:
    """``test_x[webkit-fischen]`` -> ``webkit``."""
    return test.partition("[")[2].split("-")[0].rstrip("]")


#: Modules whose module-scoped fixture takes seconds to build, and how their tests are grouped (None: the whole
#: module) to run on one xdist worker, so that it is built once in a run, not once on each worker.
ONE_WORKER = {
    "tests/phones/test_browser.py": first_parameter,  # an engine's two phones: a browser takes seconds to start
    "tests/ui/test_small_panel_layout.py": first_parameter,  # a table's moment, measured at three sizes
    "tests/ui/test_small_panel_words.py": first_parameter,  # a table's moment per language, at two sizes
    "tests/ui/test_small_panels.py": first_parameter,  # a screen on a small panel, for its sizes and its taps
    "tests/ui/test_dirty_present.py": first_parameter,  # a game's busy table drawn in part, read by two tests
    "tests/phones/test_security.py": None,  # a shared table with its phones
    "tests/test_import_graph.py": None,  # the whole package read and parsed
    "tests/gofish/test_exact_odds.py": None,  # 4,000 re-deals
    "tests/replay/test_charts.py": None,  # a history of 500 games
    "tests/test_monkey.py": None,  # one test counts the monkey homes in the temp folder: the other's would race it
    "tests/ui/test_game_list_upright.py": None,  # the history's bot games, played once a process (``played_history``)
    "tests/test_hostile_home.py": None,  # the home a first run fills, once a process
    "tests/ui/test_fatfish_beat_ahead.py": None,  # its play with the looks ahead, read by two tests (``_play``)
}


def worker_group(nodeid: str) -> str:
    """The unit of work ``nodeid`` is handed out in: its :data:`ONE_WORKER` group, else itself."""
    module, _, test = nodeid.partition("::")
    if module not in ONE_WORKER:
        return nodeid
    split = ONE_WORKER[module]
    return module if split is None else f"{module}::{split(test)}"


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """``-n 2`` (xdist's ``load``): xdist would send each worker an eighth of the suite at first, in order — one
    worker would get all the long tests above.  Here a worker is handed one more unit of work whenever it has
    two tests or fewer left, in the order above, so both stay busy to the end; a unit is one test, or a whole
    :data:`ONE_WORKER` group (xdist's own ``loadgroup`` cannot name groups under pytest 9: it renames tests
    through an attribute pytest no longer reads)."""
    if config.getvalue("dist") != "load":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class OneWorkerGroups(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return worker_group(nodeid)

    config.option.loadscopereorder = False  # keep LONGEST_FIRST's order, not the biggest group first
    return OneWorkerGroups(config, log)


@pytest.hookimpl(tryfirst=True)  # before ``-m "not slow"`` deselects by the marks given here
def pytest_collection_modifyitems(items):
    """The slow tier marked (``tests/tiers.py``), then the longest modules first."""
    from tests import tiers

    for item in items:
        callspec = getattr(item, "callspec", None)
        if tiers.is_slow(item.nodeid, dict(callspec.indices) if callspec else {}):
            item.add_marker(pytest.mark.slow)
    tiers.COLLECTED[:] = [(item.nodeid, item.get_closest_marker("slow") is not None) for item in items]
    rank = {module: i for i, module in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.partition("::")[0], len(rank)))  # stable: the rest keep order


@pytest.fixture(autouse=True, scope="session")
def no_presenting_no_fsync():
    """Two costs that check nothing here.  ``pygame.display.flip`` does nothing: the dummy driver's window is
    never seen, yet presenting a SCALED frame costs ~1.5 ms (a software renderer copies the canvas into it),
    a fifth of a drawn table frame; tests read ``app.screen``, which the flip does not change.  ``os.fsync``
    does nothing: every action autosaves, and waiting for the disk made UI tests wait on the other
    engineers' I/O.  Durability is tested where it can be seen, by SIGKILLing writers in their own processes
    (``tests/test_storage.py``, ``tests/test_crash_app.py``), which keep the real fsync."""
    import pygame

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pygame.display, "flip", lambda: None)
        patch.setattr(os, "fsync", lambda fd: None)
        yield


#: How many pages (``gui_theme.SHAPE_PAGE``, 1 MB) the process's one shape cache may fill: 64 MB, as 16 of
#: pygame-gui's own 4 MB pages were (its own limit: 3 pages).
SHAPE_CACHE_PAGES = 64


@pytest.fixture(autouse=True, scope="session")
def harness_objects_left_alone_by_the_collector():
    """A test process holds some 150,000 long-lived objects of its own (pytest's items, the test modules, the
    game registry) that Python's cycle collector walks again at every full collection, and that each App
    counts when it takes the collector over (``main_thread_gc.take_over``: ``gc.get_objects(generation=2)``,
    9-13 ms a time — the app's single run counts its own few once).  Frozen (``gc.freeze``) they are left out
    of both: once after collection, and at each module's start what earlier modules left alive (collected
    first, so no cycle of theirs is kept for good).  What a test makes is collected as before."""
    gc.collect()
    gc.freeze()
    yield


@pytest.fixture(autouse=True, scope="module")
def earlier_modules_objects_left_alone_by_the_collector():
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True, scope="session")
def one_shape_cache_per_process():
    """pygame-gui draws each button state (a rounded rectangle, anti-aliased at four times its size) once and
    keeps it in its theme's shape cache, one per UIManager.  A run of the app has one; the suite opens an App
    per test and drew every shape again each time.  Here every theme shares one shape cache and one shadow
    maker per process, as the app's single run does (the shell, code secrecy, stored-data fuzz and Fischen
    scene tests, alternated: 37-38 s of CPU -> 31-32 s).  The shared cache is the app's own kind, a
    ``gui_theme.ShapeCache`` (1 MB pages), which the App keeps (``gui_theme.use_small_pages``).  The pictures
    are the same: the cache holds plain memory surfaces, which outlive ``pygame.quit``.  pygame-gui keeps at
    most three pages of shapes and then keeps no new one: a run of the app shows a few screens at one size, but
    a test process shows every screen at many sizes, filled the pages early, and drew each later shape again
    every time it showed (the upright menus, names entry and shell modules: 698 shapes drawn again, 3.3 s of
    their CPU).  Here the shared cache may fill :data:`SHAPE_CACHE_PAGES` (64 MB at most) before pygame-gui's
    own way takes over."""
    from pygame_gui.core import ui_appearance_theme

    from fishgames.ui.gui_theme import ShapeCache

    shared = {}

    def one_per_process(made):
        """``made()`` the first time, then the same object for every theme of this process."""
        def shared_one():
            if made not in shared:
                shared[made] = made()
            return shared[made]
        return shared_one

    def roomier(cache) -> None:
        """Up to :data:`SHAPE_CACHE_PAGES` pages, then pygame-gui's own way (purge shapes used once)."""
        import pygame

        if len(cache.cache_surfaces) >= SHAPE_CACHE_PAGES:
            real_expand(cache)
            return
        page = pygame.Surface(cache.cache_surface_size, flags=pygame.SRCALPHA, depth=32)
        page.fill((0, 0, 0, 0))
        cache.cache_surfaces.append({"surface": page, "free_space_rectangles": [page.get_rect()]})

    real_expand = ui_appearance_theme.SurfaceCache._expand_lt_cache
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ui_appearance_theme.SurfaceCache, "_expand_lt_cache", roomier)
        patch.setattr(ui_appearance_theme, "SurfaceCache", one_per_process(ShapeCache))
        patch.setattr(ui_appearance_theme, "ShadowGenerator", one_per_process(ui_appearance_theme.ShadowGenerator))
        yield


@pytest.fixture(autouse=True, scope="session")
def shadow_corners_made_once_per_process():
    """Each theme a UIManager loads makes the shadow corners its elements' widths and radii ask for, unless its
    shadow maker holds them — but pygame-gui 0.6 looks two of them up under names it never stores them by
    (``"2x2"`` for ``"2x[2, 2, 2, 2]"``), so every App made ten sets again on the process's one shadow maker
    (``one_shape_cache_per_process``): a fifth of ``App.__init__``'s CPU.  Here a set is made once a process and
    handed out again, as pygame-gui's own lookup by the stored name does (the pictures are plain surfaces, only
    blitted from)."""
    from pygame_gui.core import ui_shadow

    real_make = ui_shadow.ShadowGenerator.create_shadow_corners

    def made_once(self, shadow_width_param, corner_radii, aa_amount=4):
        kept = self.preloaded_shadow_corners.get(str(shadow_width_param) + "x" + str(corner_radii))
        return kept if kept is not None and aa_amount == 4 else real_make(self, shadow_width_param, corner_radii,
                                                                           aa_amount)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ui_shadow.ShadowGenerator, "create_shadow_corners", made_once)
        yield


@pytest.fixture(autouse=True, scope="session")
def one_theme_reading_per_process():
    """Each App's UIManager reads two themes (pygame-gui's own and ``assets/theme.json``): it checks every colour
    string of both and parses each (~2,700 strings) — the same strings for every App of the suite.  Here each
    string is parsed and each theme checked once per process; every theme gets its own copy of each colour,
    as before (an App with its menu, alternated 2 x 30 Apps: 45.8 / 47.6 ms of CPU -> 40.6 / 43.7 ms)."""
    import copy
    import json

    import pygame
    from pygame_gui.core import ui_appearance_theme

    real_parse = ui_appearance_theme.parse_colour_or_gradient_string
    real_validate = ui_appearance_theme.UIAppearanceTheme.validate_theme_data
    parsed: dict = {}
    checked: dict = {}

    def parse_once(text):
        if text not in parsed:
            parsed[text] = real_parse(text)
        found = parsed[text]
        return pygame.Color(found) if isinstance(found, pygame.Color) else copy.deepcopy(found)

    def validate_once(theme, data):
        key = json.dumps(data, sort_keys=True, default=str)
        if key not in checked:
            checked[key] = real_validate(theme, data)
        return list(checked[key])

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ui_appearance_theme, "parse_colour_or_gradient_string", parse_once)
        patch.setattr(ui_appearance_theme.UIAppearanceTheme, "validate_theme_data", validate_once)
        yield


#: How many times the app's art budget (``sprites.BUDGET_BYTES``, 42 MB) the suite's process keeps drawn art for.
ART_KEPT = 6


@pytest.fixture(autouse=True, scope="session")
def art_kept_across_tests():
    """The app keeps its drawn art (cards, fish, tables) in one cache per process, within 42 MB: the table being
    played, the next one and the menu.  A test process opens every game in turn, so that budget made each
    scene test draw the art an earlier one had drawn and dropped — half of all art drawn (tests/ui/test_guides,
    test_coach, test_coach_panel: 2,383 pictures drawn, 1,540 of them again; with six times the room 1,146, the
    turned copies' own budget left as it is: 49 s of CPU -> 38 s, 78 MB held).  The pictures are the same:
    the keys carry everything they are drawn from (symbols, drawing scale; a small screen's floors clear the
    cache).  Tests of the budget itself make caches of their own (``tests/ui/test_art.py``, the menu art's
    ``fresh_process``)."""
    from fishgames.ui import sprites

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sprites.CACHE, "budget", ART_KEPT * sprites.BUDGET_BYTES)
        yield


@pytest.fixture(autouse=True, scope="session")
def backdrops_drawn_once_per_process():
    """The menu's sea and tiles, the shell's water and the tables' felt (``art_once.BACKDROP_KINDS``: screen-sized,
    no text) are drawn once per test process for each size, drawing scale, floors, language and symbols, and
    handed out as copies after that (``art_once.remembering``).  Every test starts with an empty home, so each App
    found no menu pictures on disk and drew them again wherever the shared art cache had lost them (a new floor
    on a small screen clears it: ``legibility.apply``) — the title sea alone was 6.5 % of a profile of the UI
    tests, 60 % of it drawn again.  The app's own code runs as ever around each renderer (the caches' misses,
    puts and clears, the disk cache's loads and stores): only the drawing's answer is kept.
    ``FISHGAMES_ART_ONCE_CHECK=1`` draws each anyway and fails on one that is not the same, pixel for pixel."""
    from tests.ui.art_once import backdrops_drawn_once

    with pytest.MonkeyPatch.context() as patch:
        backdrops_drawn_once(patch)
        yield


@pytest.fixture(autouse=True, scope="session")
def glows_blurred_once_per_process():
    """Each glow ring is blurred once per test process (``art_once.glows_once``: the app's cache in front, new and
    empty, and a copy of each ring kept behind it by size, radius, colour, width and drawing scale) — the blur was
    ~2 % of a profile of the UI tests, the same rings blurred again in each App and after each small screen's
    floors cleared the caches.  Modules that look into the ring cache itself (its misses, bytes, clearing) get the
    app's own with ``pytestmark = pytest.mark.usefixtures("glows_as_in_the_app")``."""
    from fishgames.ui import widgets
    from tests.ui.art_once import glows_once

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(widgets, "_glow_ring", glows_once(widgets._glow_ring))
        yield


@pytest.fixture
def glows_as_in_the_app(monkeypatch):
    """The app's own glow-ring cache (``widgets._glow_ring`` as the app has it, each ring blurred on a miss), not the
    tests' blurred-once stand-in (``glows_blurred_once_per_process``) — for modules whose checks are about it."""
    from fishgames.ui import widgets

    ring = widgets._glow_ring
    monkeypatch.setattr(widgets, "_glow_ring", getattr(ring, "real_glow_ring", ring))


#: How much freed memory a test process keeps for its next pictures rather than give back to the system.
FREED_KEPT = 1 << 30


@pytest.fixture(autouse=True, scope="session")
def freed_memory_kept_per_process():
    """The app gives a freed picture's memory back to the system at once (``fishgames.ui.heap``: 128 KB mapping and
    trim thresholds under 4K) so a long session's resident memory stays low; every new picture then takes fresh
    pages, each a page fault the system clears.  The app draws a few screens a run; a test process opens an App per
    test, at many sizes, and drew some 11 million new pages a quick tier (35 s of system CPU).  Here freed memory is
    kept for the next pictures (blocks up to 32 MB from the heap, up to :data:`FREED_KEPT` of free heap kept), set
    again after each of the app's own settings (``heap.keep_freed``, ``heap.return_big_blocks``).  The pictures are
    the same; what the heap does in the app is tested in processes of their own (``tests/ui/test_heap.py``,
    ``tests/ui/test_pages_ahead.py``'s 4K first frame)."""
    from fishgames.ui import heap

    libc = heap.glibc()
    if libc is None:
        yield
        return

    def kept_after(real):
        def then_keep(*args):
            answer = real(*args)
            libc.mallopt(heap.M_MMAP_THRESHOLD, heap.KEEP_MMAP_THRESHOLD)
            libc.mallopt(heap.M_TRIM_THRESHOLD, FREED_KEPT)
            return answer
        return then_keep

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(heap, "keep_freed", kept_after(heap.keep_freed))
        patch.setattr(heap, "return_big_blocks", kept_after(heap.return_big_blocks))
        kept_after(lambda: None)()
        yield


@pytest.fixture(autouse=True, scope="session")
def quit_without_leaking_the_window():
    """pygame-ce 2.5 keeps a SCALED window's frame (3.7 MB at 1280x720) when ``pygame.quit()`` closes it; a
    plain 1x1 mode set first lets SDL free it.  The app quits once, at its exit; a test process opens an App
    per test and grew by that much each time (over 1 GB a worker)."""
    import pygame

    real_quit = pygame.quit

    def quit_():
        if pygame.display.get_surface() is not None:
            pygame.display.set_mode((1, 1))
        real_quit()

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pygame, "quit", quit_)
        yield


@pytest.fixture
def art_drawn_once(monkeypatch):
    """Each picture of art is drawn once per test process and kept across tests and the floors' changes, the app's
    cache served copies of it (``tests/ui/art_once.py``) — for modules whose checks are not about drawing or
    caching art, with ``pytestmark = pytest.mark.usefixtures("art_drawn_once")``; each glow ring is blurred once
    per process too (``art_once.glows_once``)."""
    from fishgames.ui import sprites, widgets
    from tests.ui.art_once import glows_once, render_once

    monkeypatch.setattr(sprites, "_render", render_once(sprites._render))
    monkeypatch.setattr(widgets, "_glow_ring", glows_once(widgets._glow_ring))


@pytest.fixture
def every_app_unpainted(monkeypatch):
    """Every App this test opens draws its frames unpainted (``tests/ui/unpainted.py``: all the drawing code runs,
    an empty clip keeps the blits off the screen) — for modules whose checks read no pixel of an App's screen,
    with ``pytestmark = pytest.mark.usefixtures("every_app_unpainted")``."""
    import pygame

    from fishgames.ui.app import App

    real_draw = App.draw

    def draw(self) -> None:
        self.screen.set_clip(pygame.Rect(0, 0, 0, 0))
        real_draw(self)

    monkeypatch.setattr(App, "draw", draw)


@pytest.fixture(autouse=True)
def fishgames_home(tmp_path, monkeypatch):
    """Every test gets its own empty app home, so no test touches real user files."""
    home = tmp_path / "home"
    monkeypatch.setenv("FISHGAMES_HOME", str(home))
    # A first run speaks the system's language: the tests run on a German family's machine, whatever CI's is.
    for variable in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    return home


@pytest.fixture
def app():
    """The real App, headless, at instant animation speed, bots in the main thread; one frame stepped."""
    from tests.ui.driver import DT, running_app

    with running_app() as app:
        app.step(DT)
        yield app
