"""Nothing a player needs covered on a small screen, as the screen's own pixels show it (issue 29): each check is
one defect seen in the screenshots at that size (``tools/screenshots.py --sharp --sizes ...``), measured where the
picture is drawn — a twin's own size at the drawing scale, not the logical rect the layout asked for."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.gofish.scene import GoFishTable
from fishgames.games.lure.scene import LureTable
from fishgames.ui import fine
from fishgames.ui.app import App
from fishgames.ui.canvas import to_pixels
from tests.ui.driver import frames, start_table


@pytest.fixture
def small_app(request):
    """A sharp app (drawn at the window's own pixels) in a window of ``request.param``, closed afterwards."""
    app = App(windowed=True, window=request.param, sharp=True, bot_workers=False, disk_thread=False)
    app.update_settings(animation_speed="instant")
    try:
        yield app
    finally:
        app.close()


def shown_at(scene, picture: pygame.Surface, topleft) -> pygame.Rect:
    """Where the screen shows ``picture`` blitted at the table's logical ``topleft``: its twin's pixels."""
    x, y = scene.stage_rect.x + topleft[0], scene.stage_rect.y + topleft[1]
    return pygame.Rect(round(x * fine.k), round(y * fine.k), *fine.physical(picture).get_size())


@pytest.mark.parametrize("small_app", [(800, 480)], indirect=True, ids=["800x480"])
def test_lures_water_label_is_clear_of_the_first_fish_card(small_app):
    """Two players, round 1: two fish in the water leave room for "Fish in the water" left of them.  Its twin was
    floored after scaling (20 physical px on a 800 × 480 panel, 1.6 × the 12.5 its layout measured) and ran under
    the first card."""
    scene = start_table(small_app, "lure", LureTable, humans=1, players=2, seed=42)
    small_app.draw()
    pool = scene.view["pool"]
    labelled = scene._pool_label_at(pool)
    assert labelled is not None, "two fish in the water leave the label room"
    label, at = labelled
    card = to_pixels(scene.L.pool_rect(0, len(pool)).move(scene.stage_rect.topleft), fine.k)
    shown = shown_at(scene, label, at)
    assert fine.k == pytest.approx(0.625)
    assert shown.right < card.x, f"the label {shown} runs under the first card {card}"
    assert shown.w <= label.get_width() * fine.k + 3  # no wider than its layout measured


@pytest.mark.parametrize("small_app", [(800, 480)], indirect=True, ids=["800x480"])
def test_go_fish_bubbles_leave_the_ponds_count_clear(small_app):
    """The top right seat asks with a reason (the words of ``screenshots.py --only gofish_ask``): with no room for
    its tail, its bubble went beside the pond, over the count of cards left in it."""
    from fishgames.ui import widgets

    scene = start_table(small_app, "gofish", GoFishTable, humans=1, players=4, seed=4242)
    scene.speak(3, "Pelican, have you got any twos? Because you asked for twos.", seconds=30)
    frames(small_app, 1)
    small_app.draw()
    count = widgets.badge_rect(scene.shown.pond, scene.pond_badge_centre())
    assert scene.bubble_rects, "the words are shown"
    assert count.collidelist(scene.bubble_rects) < 0, f"a bubble {scene.bubble_rects} covers the count {count}"


def _resampled_while(paint) -> list[tuple[int, int]]:
    """The sizes of the pictures :func:`fine.physical` resampled (no twin of their own) while ``paint()`` ran."""
    found = []
    real = fine.physical

    def spy(logical):
        if fine.twin(logical) is None and logical.get_width() and logical.get_height():
            found.append(logical.get_size())
        return real(logical)

    fine.physical = spy
    try:
        paint()
    finally:
        fine.physical = real
    return found


@pytest.mark.parametrize("small_app", [(800, 480), (1920, 1080)], indirect=True, ids=["800x480", "1920x1080"])
def test_go_fish_felt_labels_and_book_slots_are_drawn_at_the_screens_pixels(small_app):
    """The felt's "Books" and the row of empty book slots with their ranks: each its own twin at the drawing scale
    (the slots were resampled from their logical pictures, their ranks soft), and "Books" on a 800 × 480 panel no
    larger than its layout measured (it ran over the A slot)."""
    from fishgames.games.gofish import look
    from fishgames.i18n import t
    from fishgames.ui import art, theme

    started = []
    resampled = _resampled_while(lambda: started.append(
        start_table(small_app, "gofish", GoFishTable, humans=1, players=4, seed=4242)))
    scene = started[0]
    slot = tuple(scene.geo.SLOT)
    assert slot not in resampled, f"book slots {slot} resampled: {resampled}"
    assert fine.twin(look.empty_slot(0, slot)).get_size() == fine.size(slot)

    books = art.outlined_text(t("gofish.ui.books"), theme.SMALL, theme.CREAM, (110, 80, 50))
    point, at = scene.geo.BOOKS_LABEL
    label = shown_at(scene, books, books.get_rect(**{point: at}).topleft)
    first = to_pixels(scene.slot_rect(0).move(scene.stage_rect.topleft), fine.k)
    assert label.right <= first.x, f"'Books' {label} runs over the A slot {first}"


@pytest.mark.parametrize("small_app", [(720, 1280)], indirect=True, ids=["720x1280"])
def test_upright_fischen_spreads_its_trick_over_the_middle(small_app):
    """Upright, the sand between the score track and log and your plate held a hand-sized trick: half of it was
    empty water (a band of 16 % of the screen above the trick) while the log and the hand were crowded.  The
    trick is larger than the hand's cards, and no empty band across the middle is taller than an eighth of the
    screen; a card laid there is drawn at the trick's size."""
    from fishgames.games.fischen.scene import FischenTable

    scene = start_table(small_app, "fischen", FischenTable, humans=1, players=5, seed=7)
    places = scene.L
    assert scene.portrait
    trick = [places.trick_rect(i, 5) for i in range(5)]
    assert trick[0].w >= 1.4 * places.CARD[0]
    assert trick[0].unionall(trick).clamp(places.CENTER) == trick[0].unionall(trick), "five fit across"
    chips_top = places.CHIPS_Y - 20
    bands = [chips_top - places.LOG.bottom, trick[0].top - chips_top, places.OWN.y - places.BUTTONS.bottom]
    assert max(bands) <= places.H / 8, f"empty bands {bands} of a {places.H} px high table"
    assert scene.face("b5", places.TRICK_CARD).get_size() == tuple(places.TRICK_CARD)


def _ink_of(colour):
    """A canvas type noting where the screen shows the ink of each text of ``colour`` blitted on it."""
    from fishgames.ui.canvas import Canvas

    class Noting(Canvas):
        inks: list[pygame.Rect] = []

        def blit(self, source, dest, area=None, special_flags=0):
            drawn = super().blit(source, dest, area, special_flags)
            twin = fine.physical(source) if not isinstance(source, Canvas) else None
            if twin is not None and twin.get_flags() & pygame.SRCALPHA:
                mask = pygame.mask.from_threshold(twin, (*colour, 255), (1, 1, 1, 1))
                if mask.count():
                    at = (round(drawn.x * self.k), round(drawn.y * self.k))
                    Noting.inks.append(twin.get_bounding_rect().move(at))
            return drawn

    return Noting


@pytest.mark.parametrize("k", [0.375, 0.625], ids=["480x320", "800x480"])
def test_a_plates_hint_keeps_off_its_counts_at_the_screens_pixels(k, fine_scale_restored):
    """The largest type (480 × 320, or 800 × 480 at UI scale 125 %: a 24-px floor) on Lure's 88-px plates: the hint
    ("in secret…") rose until its glyphs touched the counts' in logical px, and at the screen's pixels ran into
    them.  Drawn on a canvas of the screen's pixels, a row of pixels stays between them, and the hint stays beside
    the badge, clear of the plate's foot."""
    from fishgames.ui import legibility, theme
    from fishgames.ui.widgets import SeatPlate

    fine.set_scale(k)
    legibility.apply(legibility.Floors(text=legibility.MAX_TEXT))
    try:
        rect = pygame.Rect(10, 10, 220, 88)
        size = (rect.right + 20, rect.bottom + 20)
        found = {}
        for name, colour in (("counts", theme.MUTED), ("hint", theme.GLOW)):
            canvas_type = _ink_of(colour)
            canvas_type.inks = []
            canvas = canvas_type(pygame.Surface(fine.size(size), pygame.SRCALPHA), size, k)
            SeatPlate(2, rect, "Beaver", 0, "Lures: 2 · Fish: 0", "in secret…")._paint(canvas, rect, 0.0)
            found[name] = canvas_type.inks
        counts, hint = found["counts"][-1], found["hint"][-1]  # (the score is in the hint's colour too, drawn before)
        assert hint.top > counts.bottom, f"the hint's ink {hint} on the counts' {counts}"
        plate = pygame.Rect(fine.px(rect.x), fine.px(rect.y), fine.px(rect.w), fine.px(rect.h))
        assert hint.bottom < plate.bottom - 1, f"the hint {hint} on the plate's foot {plate}"
    finally:
        legibility.apply(legibility.NONE)


@pytest.mark.parametrize("small_app", [(800, 480)], indirect=True, ids=["800x480"])
def test_fugu_solo_ladder_and_rule_keep_clear_of_the_corner_and_the_pill(small_app, monkeypatch):
    """Fugu solo in German on a 800 × 480 panel: the row of rating bands ran under the Pro tip ("Meeresmeister
    ≥ 25"), and the rule's line began where the longer of the two pills beside it ("Über 0: bisher gewonnen")
    still ran.  Each band chip as drawn lies left of the corner's buttons, and the rule starts after either pill."""
    from fishgames.games.fugu import scene_draw
    from fishgames.games.fugu.data import SOLO_WIN_ABOVE
    from fishgames.games.fugu.scene import FuguTable
    from fishgames.i18n import set_language, t
    from fishgames.ui import theme
    from tests.ui.test_small_panel_layout import Recording

    before = t.lang
    set_language("de")
    try:
        small_app.relayout()
        scene = start_table(small_app, "fugu", FuguTable, humans=1, players=1, seed=99)
        kinds: dict = {}
        real = scene_draw._band_chip

        def noted(name, span, lit):
            chip = real(name, span, lit)
            kinds[id(chip)] = ("panel", f"{name} {span}", chip)
            return chip

        monkeypatch.setattr(scene_draw, "_band_chip", noted)
        stage = Recording(small_app.size, kinds)
        scene.draw(stage)
        chips = [rect for kind, rect, what in stage.placed if kind == "panel" and what != ""]
        assert len(chips) == 5, stage.placed
        corner = [*scene.own_buttons(), *([scene.coach.button_rect] if scene.coach.available else [])]
        for chip in chips:
            assert chip.collidelist(corner) < 0, f"a band chip {chip} under a corner button {corner}"
        assert max(chip.right for chip in chips) <= scene.L.lane_reef(scene.solo_lane_top()).right
        x, right = scene._solo_rule_room()
        for key in ("fugu.ui.solo_winning", "fugu.ui.solo_not_yet"):
            pill = theme.width(t(key, above=SOLO_WIN_ABOVE), theme.SMALL, True) + 16
            assert x > scene.L.LANE_X + pill, f"the rule at {x} starts under the pill {t(key, above=SOLO_WIN_ABOVE)!r}"
    finally:
        set_language(before)


@pytest.mark.parametrize("small_app", [(720, 1280)], indirect=True, ids=["720x1280"])
def test_lures_prompt_pill_holds_its_words_at_the_screens_pixels(small_app, monkeypatch):
    """Upright, in German: "Dein Gebot: Würfel und Köder antippen, dann „Auswerfen!“" on its pill.  The pill was
    sized by the logical type; the screen's 12-px type is hinted 6 % wider, and the words ran past the pill's
    rounded ends.  Each row as the screen shows it keeps 8 px of the pill on either side."""
    from fishgames.games.lure import scene_draw
    from fishgames.i18n import set_language, t
    from fishgames.ui import theme

    before = t.lang
    set_language("de")
    try:
        small_app.relayout()
        start_table(small_app, "lure", LureTable, humans=1, players=4, seed=42)
        pills = []
        real = scene_draw.composed

        def noted(surface, key, box, paint, **options):
            if key[0] == "lure prompt":
                pills.append((key, pygame.Rect(box)))
            return real(surface, key, box, paint, **options)

        monkeypatch.setattr(scene_draw, "composed", noted)
        small_app.draw()
        assert pills, "the prompt is shown"
        (_, rows, size, urgent, *_), box = pills[-1]
        shown = to_pixels(box, fine.k)
        for row in rows:
            words = fine.physical(theme.text(row, size, theme.INK if urgent else theme.CREAM, urgent))
            assert words.get_width() <= shown.w - 16, f"{row!r}: {words.get_width()} px on a pill {shown.w} px wide"
    finally:
        set_language(before)


@pytest.mark.parametrize("k", [1.0, 0.8, 0.625], ids=["1280x720", "1024x600", "800x480"])
def test_fat_fish_reserve_count_keeps_off_rows_taken(k, fine_scale_restored):
    """The reserve's count badge sat on its pile's corner with its ring on "Reihen genommen" under the pile, over
    its first letters on a 1024 × 600 panel.  Drawn on a canvas of the screen's pixels, a row stays between them."""
    from fishgames.games.fatfish import scene_draw
    from fishgames.games.fatfish import scene_layout as places
    from fishgames.i18n import set_language, t
    from fishgames.ui import legibility, theme, widgets

    before = t.lang
    set_language("de")
    fine.set_scale(k)
    legibility.apply(legibility.floors(k))
    try:
        size = (places.RESERVE.right + 10, places.RESERVE.bottom + 10)
        found = {}
        for name, colour in (("badge", scene_draw.ACCENT), ("rows", theme.MUTED)):
            canvas_type = _ink_of(colour)
            canvas_type.inks = []
            canvas = canvas_type(pygame.Surface(fine.size(size), pygame.SRCALPHA), size, k)
            scene_draw.draw_reserve(canvas, places.RESERVE, 7, 10, 8, 18)
            found[name] = canvas_type.inks
        rows = found["rows"][-1]  # "Reihen genommen" (the box's word is muted too, drawn before)
        badge = to_pixels(widgets.badge_rect(7, scene_draw.reserve_badge_centre(places.RESERVE_PILE)), k)
        assert badge.bottom < rows.top, f"the count {badge} on 'Reihen genommen' {rows}"
    finally:
        legibility.apply(legibility.NONE)
        set_language(before)


@pytest.mark.parametrize("small_app", [(1280, 720)], indirect=True, ids=["1280x720"])
@pytest.mark.parametrize("window", [None, (1280, 800)], ids=["", "then-1280x800"])
def test_lures_folds_do_not_run_through_the_lure_hint(small_app, window):
    """Round 3, a lure picked (``screenshots.py --only lure_cast_choice``): the screen's two folds, painted on the
    backdrop, ran through "Extra Die 5: An extra die with a fixed value; it does not count…" like strokes between
    its words, at every size.  No pixel of a fold's colour is left among the hint's lines."""
    from fishgames.games.lure import scene_draw
    from fishgames.ui import art, theme
    from tests.screenshot_shots import screenshot_shots

    hints = []  # (words, where) of each text laid on the screen's cloth
    real = scene_draw.Drawer._on_screen

    def noted(self, surface, words, at):
        hints.append((words, at))
        return real(self, surface, words, at)

    scene_draw.Drawer._on_screen = noted
    try:
        screenshot_shots()["lure_cast_choice"](small_app, "lure")
        scene = small_app.stack.top
        assert isinstance(scene, LureTable)
        if window:  # (as the screenshot tool does: the shot's taps are made on the 16:9 stage)
            small_app.window_resized(window)
        hints.clear()
        small_app.draw()
    finally:
        scene_draw.Drawer._on_screen = real
    assert hints, "the lure hint is shown"
    rack = scene.L.RACK.move(scene.stage_rect.topleft)
    fold = art.darken(theme.seat_colour(scene.bottom), 0.6)
    screen = small_app.screen
    words, at = hints[-1]
    ink = words.get_bounding_rect().move(at).move(scene.stage_rect.topleft)
    rows = range(ink.top, ink.bottom)
    for i in (1, 2):
        x = rack.x + rack.w * i // 3
        struck = [y for y in rows if screen.get_at((x, y))[:3] == fold]
        assert not struck, f"the fold at x {x} runs through the hint's rows {struck[0]}-{struck[-1]}"
