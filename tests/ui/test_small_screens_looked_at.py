"""What session 27's look at 800 × 480 and 1024 × 600 (100 % and 150 %) found in Go Fish, Lure, the set-up and
the settings (issue 29, "nothing covered, readable"), each checked where it is laid out or drawn:

- Go Fish's "?", put under Menu and the Pro tip on a small panel, reached over the sand table's rim (it ended at
  237, 261 at 150 %; the table starts at 232): it sits on the felt's top right there;
  in the guided game (no Pro tip) it sits under Menu, clear of the narrator's panel;
- Lure's caught fish (your score pile's tiles): the VP coin's numeral, drawn at an 800 × 480 panel's own pixels,
  stood on a coin 12 px across, cut to a bar: the coin grows with the legible floor;
- Lure's seat strips: a special die's "12" was 8 physical px, the resting tag over its corner; the fish cards'
  requirement dice 8.75;
- the set-up's hints under the seats: the kelp's strokes ran through them (and at 150 % in German the second
  line sat on the panel's foot);
- the settings' notes ("Needed to leave kiosk mode"): grey on the sand showing through the panel.
"""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.gofish.scene import GoFishTable
from fishgames.games.lure import scene_art
from fishgames.games.lure.data import FISH
from fishgames.ui import art, context_help, legibility, theme
from fishgames.ui.art.draw import contrast, luminance
from tests.ui.driver import running_app, start_table, until

SMALL = [((800, 480), 1.0), ((800, 480), 1.5), ((1024, 600), 1.5), ((1280, 720), 1.5), ((1280, 720), 1.0)]


@pytest.mark.parametrize(("window", "ui_scale"), SMALL, ids=[f"{w}x{h}@{s}" for (w, h), s in SMALL])
def test_gofish_question_mark_is_off_the_tables_rim(window, ui_scale):
    """The "?" lies wholly above the sand table or wholly on its felt, clear of the Menu, the Pro tip, the
    books and the question log (at the normal level: the Pro tip and the log are shown)."""
    with running_app(window=window, ui_scale=ui_scale) as app:
        table = start_table(app, "gofish", GoFishTable, players=4, level="normal")
        app.window_resized(window)
        until(app, lambda: table.coach.button_rect.w and table.log_panel is not None)
        ask = context_help.shown(table)
        assert ask is not None and table.coach.button_rect.w, "no '?' or no Pro tip"
        geo = table.geo
        assert ask.bottom <= geo.TABLE.top or geo.FELT.contains(ask), (window, ui_scale, ask, geo.TABLE)
        assert table.log_panel is not None, "no question log"
        others = [table.menu_button.relative_rect, table.coach.button_rect, table.log_panel.rect,
                  *(geo.slot_rect(rank) for rank in range(13))]
        assert ask.collidelist(others) == -1, (ask, others[ask.collidelist(others)])


@pytest.mark.parametrize(("window", "ui_scale"), SMALL[:3], ids=[f"{w}x{h}@{s}" for (w, h), s in SMALL[:3]])
def test_gofish_question_mark_is_clear_of_the_guided_games_narrator(window, ui_scale):
    """In the guided first game (no Pro tip: the narrator speaks in the right column over the felt's corner) the
    "?" lies clear of the narrator's panel and its buttons, of Menu and the plates, and off the table's rim."""
    from fishgames.games.gofish import guide as gofish_guide
    from fishgames.ui.guide import start_guided
    from fishgames.ui.scene import Push

    with running_app(window=window, ui_scale=ui_scale) as app:
        table = start_guided(app, "gofish", 0)
        app.stack.apply(Push(table))
        app.window_resized(window)
        until(app, lambda: table.guide.panel_rect is not None)
        ask, geo = context_help.shown(table), table.geo
        assert ask is not None
        assert ask.bottom <= geo.TABLE.top or geo.FELT.contains(ask), (ask, geo.TABLE)
        others = [table.guide.panel_rect, *table.guide.buttons.values(), table.menu_button.relative_rect,
                  *geo.top_plates(gofish_guide.PLAYERS)]
        assert ask.collidelist(others) == -1, (ask, others[ask.collidelist(others)])


#: An 800 × 480 panel shows a logical px at 0.625 physical ones; its legible floor is 20 logical px.
PANEL_SCALE, PANEL_FLOOR = 0.625, 20


@pytest.mark.parametrize("scale", [PANEL_SCALE, 1.0], ids=["sharp", "scaled"])
def test_lure_caught_fish_coin_numeral_is_legible_and_whole(scale, monkeypatch):
    """Each caught-fish tile drawn for an 800 × 480 panel (at the panel's own pixels, ``sharp``, or at the logical
    ones and scaled down): its VP numeral's font is at least 12 physical px and its ink lies inside the coin's
    rim (the coin's diameter less its 2 px rim each side)."""
    pygame.init()
    assert legibility.floors(PANEL_SCALE).text == PANEL_FLOOR
    monkeypatch.setattr(theme, "text_floor", PANEL_FLOOR)
    coins, rendered = [], []
    real_coin, real_font = art.draw_coin, theme.font_at

    def noting_coin(surface, centre, radius, text, *args, **kwargs):
        rendered.clear()
        real_coin(surface, centre, radius, text, *args, **kwargs)
        coins.append((radius, text, [size for size, said in rendered if said == text]))

    class Noting:
        def __init__(self, size, bold):
            self.font, self.size = real_font(size, bold), size

        def render(self, text, *args):
            rendered.append((self.size, text))
            return self.font.render(text, *args)

    monkeypatch.setattr(art, "draw_coin", noting_coin)
    monkeypatch.setattr(theme, "font_at", Noting)
    for fish_id in FISH:
        scene_art._mini_fish(fish_id, 62, 44, scale)
    assert len(coins) == len(FISH)
    for radius, text, sizes in coins:
        assert len(sizes) == 1, (text, sizes)
        size = sizes[0]
        assert size * PANEL_SCALE / scale >= legibility.TEXT_PX, (text, size, scale)
        ink = real_font(size, True).render(text, True, (0, 0, 0)).get_bounding_rect()
        room = 2 * radius - 2 * 2
        assert ink.w <= room and ink.h <= room, (text, size, ink.size, radius)


MAGENTA = (255, 0, 255)


def _boxed_and_bare(app, monkeypatch, module, name: str, chosen=None) -> tuple[pygame.Surface, pygame.Surface]:
    """The top scene drawn twice with the pictures ``module.name(...)`` makes (those ``chosen(*args)`` picks; None:
    all) as solid magenta boxes (where they are), then left blank (the same size, nothing in them: what they lie
    on)."""
    real, frames = getattr(module, name), []
    for fill in (MAGENTA, None):
        def boxed(*args, fill=fill, **kwargs):
            picture = real(*args, **kwargs)
            if chosen is not None and not chosen(*args):
                return picture
            box = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
            if fill is not None:
                box.fill(fill)
            return box

        monkeypatch.setattr(module, name, boxed)
        legibility.forget_drawn_text()
        app.relayout()
        app.screen.fill((0, 0, 0))
        scene = app.stack.top
        scene.draw(app.surface_of(scene))
        frames.append(app.screen.copy())
    return frames[0], frames[1]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize(("window", "ui_scale"), [((800, 480), 1.5), ((800, 480), 1.0), ((1280, 720), 1.0)],
                         ids=["800x480@1.5", "800x480", "1280x720"])
def test_setup_hints_lie_on_a_ground_the_kelp_does_not_show_through(lang, window, ui_scale, tmp_path, monkeypatch):
    """Under the set-up's hints (their lines' boxes, the words left out) the backdrop's kelp shows at most a
    little: no channel of a pixel there differs by more than 12 from the area's median (the kelp's strokes ran
    through the words at every size); the lowest line's box ends 12 px over the players' panel's foot (at 150 %
    on 800 × 480 in German the second line sat on it)."""
    from tests.ui.test_small_panels import open_shot

    app = open_shot("setup", tmp_path / "home", window=window, ui_scale=ui_scale, resized=False, lang=lang)
    try:
        from fishgames.ui.scenes import setup

        boxed, ground = _boxed_and_bare(app, monkeypatch, setup, "_hint_label")
        panel = app.stack.top.places.players.move(app.stage.topleft)  # (on the canvas)
        boxes = pygame.mask.from_threshold(boxed, MAGENTA, (1, 1, 1, 255)).get_bounding_rects()
        assert boxes and all(panel.contains(box) for box in boxes), (boxes, panel)
        area = boxes[0].unionall(boxes[1:])
        assert area.bottom <= panel.bottom - 12, (area, panel)
        pixels = [ground.get_at((x, y))[:3] for y in range(area.top, area.bottom, 2)
                  for x in range(area.left, area.right, 2)]
        median = [sorted(p[c] for p in pixels)[len(pixels) // 2] for c in range(3)]
        worst = max(max(abs(p[c] - median[c]) for c in range(3)) for p in pixels)
        assert worst <= 12, (lang, window, area, median, worst)
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize(("window", "ui_scale"), [((800, 480), 1.0), ((1024, 600), 1.5), ((1280, 720), 1.0),
                                                  ((1920, 1080), 1.0)],
                         ids=["800x480", "1024x600@1.5", "1280x720", "1920x1080"])
def test_settings_notes_stand_out_from_what_they_lie_on(lang, window, ui_scale, tmp_path, monkeypatch):
    """Each of the settings' notes under a label ("Needed to leave kiosk mode", lying where the sand shows through
    the panel): its colour against the median of what it lies on (its box, the words left out) has a contrast
    ratio of at least 4.5 (WCAG AA for small text; grey on the sand's showing through was about 3)."""
    from fishgames.ui.scenes import settings
    from tests.ui.test_small_panels import open_shot

    app = open_shot("settings", tmp_path / "home", window=window, ui_scale=ui_scale, resized=False, lang=lang)
    try:
        scene = app.stack.top
        said = set(scene.notes().values())
        assert said, "no notes"
        inks = {}

        def note(text, size, room, colour, *rest):  # a note's picture, its colour noted
            if text in said:
                inks[text] = colour
            return text in said

        frames = _boxed_and_bare(app, monkeypatch, settings, "fitted", note)
        boxes = pygame.mask.from_threshold(frames[0], MAGENTA, (1, 1, 1, 255)).get_bounding_rects()
        assert len(boxes) == len(said) and set(inks) == said, (boxes, inks)
        for box in boxes:
            pixels = sorted((frames[1].get_at((x, y))[:3] for y in range(box.top, box.bottom)
                             for x in range(box.left, box.right)), key=luminance)
            ground = pixels[len(pixels) // 2]  # the median by luminance
            for text, ink in inks.items():
                ratio = contrast(ink, ground)
                assert ratio >= 4.5, (lang, window, text, ink, ground, round(ratio, 2))
    finally:
        app.close()


class _Blits(pygame.Surface):
    """A surface that notes where each picture is blitted on it."""

    def __init__(self, size):
        super().__init__(size, pygame.SRCALPHA)
        self.placed: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, *args, **kwargs):
        self.placed.append((source, pygame.Rect(dest[:2], source.get_size())))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize(("floor", "scale"), [(PANEL_FLOOR, PANEL_SCALE), (legibility.MAX_TEXT, 0.8)],
                         ids=["800x480", "1024x600@1.5"])
def test_lure_strip_dice_numerals_are_legible_and_clear_of_the_rest_tags(floor, scale, monkeypatch):
    """A seat's strip on a small panel (a d12 and a d20 bid, a d12 and a d20 resting): each special die's
    numeral is drawn at 12 physical px or more, its ink's middle on its die, no two numerals' inks within 2 px of
    each other, and no resting die's tag on a numeral's ink (at 800 × 480 the d12's "12" in the die was 8 physical
    px, the tag over its corner; at 150 % on 1024 × 600, the largest floor, "12" and "20" first ran together)."""
    from fishgames.games.lure import scene_draw
    from fishgames.games.lure import scene_layout as LL

    pygame.init()
    monkeypatch.setattr(theme, "text_floor", floor)
    numerals, tags = {}, set()
    real_text, real_tag = art.outlined_text, scene_art.rest_tag

    def noting_text(text, size, *args, **kwargs):
        picture = real_text(text, size, *args, **kwargs)
        numerals[id(picture)] = (text, max(size, theme.text_floor))
        return picture

    def noting_tag(size):
        picture = real_tag(size)
        tags.add(id(picture))
        return picture

    monkeypatch.setattr(art, "outlined_text", noting_text)
    monkeypatch.setattr(scene_art, "rest_tag", noting_tag)

    class Table:  # what ``_paint_strip`` reads of a Lure table
        L = LL
        _paint_pile = scene_draw.Drawer._paint_pile

    s = {"phase": "roll", "round": 3, "played": {0: []}, "rested": {0: ["d12", "d20"]}, "fish": {0: [1]},
         "boasts": {0: 0}}
    surface = _Blits((600, 100))
    strip = pygame.Rect(10, 20, 340, LL.STRIP_H)
    scene_draw.Drawer._paint_strip(Table(), surface, strip, 0, s, {"dice": [6, 6, 12, 20]}, 1)
    assert theme.text_floor == floor
    dice = [rect for picture, rect in surface.placed if rect.size == (LL.MINI_DIE, LL.MINI_DIE)]
    drawn = [(numerals[id(picture)], picture.get_bounding_rect().move(rect.topleft))  # (its ink)
             for picture, rect in surface.placed if id(picture) in numerals]
    assert sorted(text for (text, _), _ in drawn) == ["12", "12", "20", "20"], drawn
    placed_tags = [rect for picture, rect in surface.placed if id(picture) in tags]
    assert len(placed_tags) == 2
    for i, ((text, size), ink) in enumerate(drawn):
        assert size * scale >= legibility.TEXT_PX, (text, size)
        assert any(die.collidepoint(ink.center) for die in dice), (text, ink, dice)
        assert ink.collidelist(placed_tags) == -1, (text, ink, placed_tags)
        others = [other.inflate(4, 4) for _, other in drawn[i + 1:]]
        assert ink.collidelist(others) == -1, (text, ink, others)


@pytest.mark.parametrize("requirement", ["odd", "triple", "run3", "pair", "has1and5"])
def test_lure_fish_card_requirement_dice_are_legible_and_clear_of_the_coin(requirement, monkeypatch):
    """A fish card drawn for an 800 × 480 panel (96 × 134, shown at 0.625): each die of its requirement is 12
    physical px or more, inside the card, and clear of the VP coin (beside the coin three dice were 14 px: 8.75)."""
    from fishgames.games.lure import scene_layout as LL
    from fishgames.ui.art import cards

    pygame.init()
    monkeypatch.setattr(theme, "text_floor", PANEL_FLOOR)
    dice, coins = [], []
    real_die, real_coin = cards._mini_d6, cards.draw_coin
    monkeypatch.setattr(cards, "_mini_d6", lambda surface, rect, *a, **k: (dice.append(pygame.Rect(rect)),
                                                                        real_die(surface, rect, *a, **k)))
    monkeypatch.setattr(cards, "draw_coin", lambda surface, centre, radius, *a, **k: (
        coins.append(pygame.Rect(0, 0, 2 * radius, 2 * radius).move(centre[0] - radius, centre[1] - radius)),
        real_coin(surface, centre, radius, *a, **k)))
    card = cards.lure_card(LL.CARD, "mackerel", 35, 8, requirement)
    assert dice and len(coins) == 1
    for die in dice:
        assert min(die.size) * PANEL_SCALE >= legibility.TEXT_PX, (requirement, die)
        assert card.get_rect().contains(die) and not die.colliderect(coins[0]), (requirement, die, coins[0])
