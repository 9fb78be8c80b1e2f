"""What the Fugu table looks like: where everything sits on 1280 × 720, and the drawn reef tiles.

A reef has 18 slots, so its cards must be narrow: the art's ``fugu_card`` (with corner values) keeps
its picture tiny at that width.  The reef tile here is made for the row: the number (≥ 28 px) on a
band in the creature's colour, coral colours with their symbol, and the creature drawn as big as the
rest of the tile allows.  The anchor side shows the anchor on a greyed band and the same creature
(it still scores as that creature).  Tiles are registered as the sprite kind ``fugu_tile`` so every
size is rendered once and flights scale through the shared cache.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from fishgames.games.fugu.data import CREATURE, CREATURE_NAMES, ROW_LENGTH
from fishgames.ui import art, fine, legibility, pen, sprites, theme
from fishgames.ui.canvas import picture
from fishgames.ui.display import least_upright_h
from fishgames.ui.picture_cache import SCREEN_BYTES, picture_cache
from fishgames.ui.text import SMALLEST, fit_size, squeezed, whole_in_a_row
from fishgames.ui.widgets import SeatPlate

W, H = theme.SIZE
ACCENT = art.GAME_ACCENTS["fugu"]

# -- geometry ----------------------------------------------------------------------------------------------
OWN_TILE = (66, 96)  # your reef, at the bottom
OWN_STEP = 70
OWN_Y = 612  # top of your reef's tiles
OWN_X = (W - (OWN_STEP * (ROW_LENGTH - 1) + OWN_TILE[0])) // 2
LANE_TILE = (46, 64)  # the other reefs, compact, across the top
LANE_STEP = 48
LANE_H = 74
LANE_PLATE = (248, 64)  # wide enough for "Bartholomäus" beside a score of −18 (at the floor size)
LANE_BADGE = (23, 25, 17)  # a lane plate's seat badge: its centre (from the plate's top left) and radius
#: A lane plate's name, right of the seat badge: 7 px clear of its ring (its ink 9), its counts' line under it (at 46,
#: 20 px from the badge's centre at 26, "Pelican" began 3 px from the ring); "Bartholomäus" still fits at the floor
LANE_NAME_X = 48
LANE_X = 12
LANE_REEF_X = LANE_X + LANE_PLATE[0] + 12
TOP_AREA = (8, 236)  # y range of the lanes
MARKET_CARD = (108, 156)
MARKET_Y = 330  # centre line of the market
MARKET_XS = (W // 2 - 128, W // 2, W // 2 + 128)
OWN_PLATE = pygame.Rect(12, 250, 300, 104)
PASS_BUTTON = pygame.Rect(12, 368, 300, 56)
SIDE_SWITCH = (250, 56)  # "place as anchor": at least this big, wider for a longer label
LOG_RECT = pygame.Rect(900, 250, 368, 188)
STOP_BUTTON = (220, 56)  # "yes, stop" / "keep playing" in the stop question
STOP_GAP = 8  # between the stop question and the move log beside it
#: The stop question under the market cards (its caption under it), centred on the market and as wide as that leaves
#: short of the move log (620 wide it lay on the log's corner, then stood 58 px left of the market's centre)
STOP_DIALOG = pygame.Rect(0, 420, 2 * (LOG_RECT.x - STOP_GAP - W // 2), 160)
STOP_DIALOG.centerx = W // 2
STOP_TEXT, STOP_LINES = theme.BODY, 2  # its question's size and the most lines it has
STOP_BUTTON_TEXT = theme.BODY
BREAKDOWN = pygame.Rect(320, 120, 640, 420)  # a seat's score per creature (tap a plate)
BREAKDOWN_K = 1.0  # its scale: everything in it (upright larger)
PROMPT_Y = 448


NAME_ROWS = 3  # your plate's name: rows it may take (24 letters the name pad allows, at 150 % on 800 × 480)
SCORE_ROOM = "88"  # the score your plate is sized beside: a plate that changed with the score moved the Stop button


def own_plate(base: pygame.Rect, names: tuple[str, ...], above: int, right: int) -> pygame.Rect:
    """Your plate, where ``base`` cannot show the longest of ``names`` whole (the humans': one plate for each in
    pass-and-play): widened toward ``right`` (the market) as far as the name needs, then taller for a name in two
    or three rows — up to ``above`` (the lanes) first, then down (the Stop button follows).  ("Anna-Kath…" on your
    plate at 150 %.)"""
    rect = pygame.Rect(base)
    for name in names:
        short = theme.width(name, max(SMALLEST, theme.text_floor), True) - own_seat_plate(base, name).name_room()
        plates = [own_seat_plate(base, name), own_seat_plate(base, name)]
        plates[1].rect.w += max(0, min(short, right - base.right))  # wider: one row, or fewer rows than at ``base``
        grown = [plate.name_grown(NAME_ROWS) for plate in plates]
        pick = 1 if short > 0 and grown[1] < grown[0] else 0
        plate = plates[pick]
        plate.rect.y -= min(grown[pick], max(0, base.y - above))
        rect = rect.union(plate.rect)
    return rect


def own_seat_plate(rect: pygame.Rect, name: str, seat: int = 0, score=0) -> SeatPlate:
    """Your plate as drawn: its name reckoned beside the widest score (:data:`SCORE_ROOM`), in up to
    :data:`NAME_ROWS` rows."""
    plate = SeatPlate(seat, rect, name, score)
    plate.score_room, plate.name_lines = SCORE_ROOM, NAME_ROWS
    if not whole_in_a_row(name, theme.BODY, plate.name_room()):  # (a name in one row keeps its title-size score)
        plate.score_px = score_size(str(score), theme.TITLE)
    return plate


def score_size(score: str, size: int) -> int:
    """The size a plate whose name goes into rows draws ``score`` at: ``size``, smaller where it is wider than
    :data:`SCORE_ROOM` there (a solo game's −18, anchors' −a(a+1)/2 down to −171 with every card anchored; Fugu's
    highest score has two digits, at most 4 a card): the rows made beside "88" keep their room ("Johannes…" on your
    plate at a score of −171)."""
    return fit_size(score, size, theme.width(SCORE_ROOM, size, True), True)


def pass_button() -> pygame.Rect:
    """"Stop here": ``PASS_BUTTON``; on a small screen as tall as a tap, from just under your plate (grown
    about its middle it lay on the prompt line, grown up on your plate)."""
    if legibility.current.tap <= PASS_BUTTON.h:
        return pygame.Rect(PASS_BUTTON)
    return pygame.Rect(PASS_BUTTON.x, OWN_PLATE.bottom + 8, PASS_BUTTON.w, legibility.current.tap)


def log_rect(corner_rows: int = 3) -> pygame.Rect:
    """The move log, under a small screen's column of grown corner buttons: the Menu, Pro tip and "?" (3), or the
    Menu and "?" (2) where the Pro tip left the column (``FuguTable.log_rect``)."""
    top = max(LOG_RECT.y, legibility.under_corner(corner_rows))
    return pygame.Rect(LOG_RECT.x, top, LOG_RECT.w, LOG_RECT.bottom - top)
ACTION_Y = 490  # top of the side switch ("place as anchor") under the prompt
BADGE_Y = OWN_Y - 20  # centre line of the score-change badges over your reef
LIFT = 12  # the slot you chose rises a little

# -- pacing (design seconds; the animation-speed setting scales them) --------------------------------------
DEAL_TIME = 0.7
LIFT_TIME = 0.18
SLIDE_TIME = 0.36
REVEAL_TIME = 0.42
DISCARD_TIME = 0.36
NOTE_PAUSE = 0.6
SCORE_POP = 1.1
BUBBLE_SECONDS = 3.0

# -- creatures ---------------------------------------------------------------------------------------------
#: Band colour and colour-symbol per creature (the coral colours follow the art's tints).
BAND = {
    "bannerfish": ((40, 96, 150), None),
    "pufferfish": ((26, 134, 160), None),
    "octopus": ((128, 84, 148), None),
    "coral_pink": (art.TINTS["pink"].main, art.TINTS["pink"].symbol),
    "coral_green": (art.TINTS["green"].main, art.TINTS["green"].symbol),
    "coral_yellow": (art.TINTS["yellow"].main, art.TINTS["yellow"].symbol),
}
WASH = {
    "bannerfish": (214, 230, 244),
    "pufferfish": (208, 236, 240),
    "octopus": (232, 222, 240),
    "coral_pink": art.TINTS["pink"].light,
    "coral_green": art.TINTS["green"].light,
    "coral_yellow": art.TINTS["yellow"].light,
}
ANCHOR_BAND = (96, 112, 130)
GOOD, BAD, EVEN = (46, 160, 90), (206, 70, 60), (110, 124, 140)
LOSS_INK = (255, 120, 90)  # a score loss rising over the sea (the other tables' colour for minus)
POP_TOP = 30  # a score pop-up rises no higher than this centre line (over the top lane)


def creature_of(card: int) -> str:
    return CREATURE_NAMES[CREATURE[abs(card)]]


#: The lowest card of each creature: the one its anchor side is drawn and cached as (:func:`tile_spec`).
ANCHOR_CARD = {creature: min(c for c in range(1, len(CREATURE)) if CREATURE[c] == creature)
               for creature in set(CREATURE[1:])}


def tile_spec(card: int, size) -> tuple:
    """The sprite spec of a reef value: ``+v`` number side, ``-v`` anchor side, ``0`` the back.  An anchor side
    shows its creature and no number, so every card of a creature names one picture (its lowest card's): the
    deck's anchor sides are six pictures a size, not 75 (issue 33: 20 MB of Fugu's sprite cache at k = 1.5)."""
    if card == 0:
        return ("back", tuple(size), ACCENT)
    if card < 0:
        return ("fugu_tile", tuple(size), ANCHOR_CARD[CREATURE[-card]], True)
    return ("fugu_tile", tuple(size), card, False)


def render_tile(size, card: int, anchor: bool = False) -> pygame.Surface:
    """A reef tile of ``card`` (see the module docstring); blanks and pictures are shared per creature,
    so a tile costs a few blits (the whole deck renders in well under a second)."""
    w, h = int(size[0]), int(size[1])
    creature = creature_of(card)
    band, symbol = BAND[creature]
    value = max(art.VALUE_MIN, int(h * 0.21))
    band_h = max(value + 6, int(h * 0.3))
    if anchor:
        band = art.mix(band, ANCHOR_BAND, 0.6)
    surf = _blank((w, h), creature, band_h, anchor).copy()
    margin = max(3, round(w * 0.06))
    ink = art.ink_on(band)
    if anchor:
        mark = _anchor_mark(band_h - 4, ink == theme.INK)
        surf.blit(mark, mark.get_rect(midleft=(margin, band_h // 2 + 1)))
        text_w = mark.get_width()
    else:
        label = art.glyph(str(card), value, ink)
        y = (band_h - label.get_height()) // 2 + 1
        if ink == theme.WHITE:
            surf.blit(art.glyph(str(card), value, art.darken(band, 0.45)), (margin + 1, y + 1))
        surf.blit(label, (margin, y))
        text_w = label.get_width()
    if symbol:  # coral colour: its symbol too (never colour alone)
        room = w - 2 * margin - text_w - 4
        r = min(band_h * 0.26, room / 2)
        if r >= 7:
            centre = (w - margin - r, band_h / 2 + 1)
            art.symbol_badge(surf, symbol, centre, r, ink,
                             edge=art.darken(band, 0.35) if ink == theme.WHITE else art.lighten(band, 0.45))
        else:
            r = max(7.0, w * 0.12)
            art.symbol_badge(surf, symbol, (w - margin - r, band_h + r + 3), r, band, edge=art.darken(band, 0.45))
    return surf


#: By bytes: 64 kept by count were 9 MB at k = 1.5 (tiles drawn at its pixels).  Room for the six market-sized
#: anchor blanks drawn ahead (``FuguTable.art_specs``): half a screen held five at k = 1.5, and a card flown as
#: an anchor drew its creature again (a 10-15 ms frame).
@picture_cache(SCREEN_BYTES)
def _blank(size: tuple[int, int], creature: str, band_h: int, anchor: bool) -> pygame.Surface:
    """Card, band and the picture window with the creature (everything but the number)."""
    w, h = size
    species, colour = art.FUGU_CREATURES[creature]
    band = BAND[creature][0]
    if anchor:
        band = art.mix(band, ANCHOR_BAND, 0.6)
    surf = art.card_blank(size, face=art.ANCHOR_FACE if anchor else theme.CREAM, band=band, band_height=band_h)
    margin = max(3, round(w * 0.06))
    wash = WASH[creature] if not anchor else art.mix(WASH[creature], art.ANCHOR_FACE, 0.5)
    window = pygame.Rect(margin, band_h + 3, w - 2 * margin, h - band_h - 3 - margin)
    pane = pygame.Surface(window.size, pygame.SRCALPHA)
    pen.rect(pane, (*wash, 255), pane.get_rect(), border_radius=max(3, w // 12))
    surf.blit(pane, window.topleft)
    body = art.TINTS[colour].main if colour else None
    picture = art.fish_surface(window.inflate(-2, -2).size, species, body, None, inflated=species == "pufferfish")
    if anchor:
        picture.set_alpha(215)
    surf.blit(picture, window.inflate(-2, -2).topleft)
    return surf


@lru_cache(maxsize=8)
def _anchor_mark(size: int, dark: bool) -> pygame.Surface:
    return art.fish_surface((size, size), "anchor", (60, 70, 84) if dark else theme.CREAM, (210, 180, 120))


sprites.register("fugu_tile", lambda size, card, anchor=False: render_tile(size, card, anchor))


def all_specs(highest: int, sizes) -> list[tuple]:
    """Every tile (both sides) and the back at ``sizes``: what ``enter`` renders ahead."""
    specs = []
    for size in sizes:
        specs.append(tile_spec(0, size))
        for card in range(1, highest + 1):
            specs += [tile_spec(card, size), tile_spec(-card, size)]
    return list(dict.fromkeys(specs))  # a creature's cards share one anchor side


# -- places ------------------------------------------------------------------------------------------------

def own_step() -> int:
    """Your reef's pitch: ``OWN_STEP``, and on a small screen its tap floor (``legibility``: 71 px, the 18 slots
    then just fit the stage's width), so each slot's column is a whole target."""
    return min(max(OWN_STEP, legibility.current.tap), (W - OWN_TILE[0]) // (ROW_LENGTH - 1))


def own_tile() -> tuple[int, int]:
    """Your reef's card: ``OWN_TILE``, and on a small screen as wide as its tap floor allows within the pitch
    (71 px at 800 × 480: the cards touch, each 44 physical px — at 66 a card a finger aims at was 41)."""
    return max(OWN_TILE[0], min(legibility.current.tap, own_step())), OWN_TILE[1]


def own_slot(slot: int) -> pygame.Rect:
    step, tile = own_step(), own_tile()
    left = OWN_X if step == OWN_STEP else (W - (step * (ROW_LENGTH - 1) + tile[0])) // 2
    return pygame.Rect(left + slot * step, OWN_Y, *tile)


def lane_tops(count: int, heights: tuple[int, ...] = ()) -> list[int]:
    """Top y of each opponent lane's reef (centred in the top area; 3 lanes fill it).  ``heights``: each lane's
    plate height where one grew for a name in rows (:func:`lane_heights`); its reef stays centred on it, the
    lanes as far apart as the plates and their reefs' panels need (at least :data:`LANE_LEAST_GAP` between plates,
    the reefs :data:`LANE_H` apart at the least)."""
    if count <= 0:
        return []
    heights = tuple(heights) or (LANE_PLATE[1],) * count
    if set(heights) == {LANE_PLATE[1]}:  # (the usual lanes, as ever)
        total = count * LANE_H - (LANE_H - LANE_PLATE[1])
        top = TOP_AREA[0] + max(0, (TOP_AREA[1] - TOP_AREA[0] - total) // 2)
        return [top + i * LANE_H for i in range(count)]
    gaps = _lane_gaps(heights)
    y = GROWN_TOP + max(0, (TOP_AREA[1] - GROWN_TOP - sum(heights) - sum(gaps)) // 2)
    tops = []
    for h, gap in zip(heights, (*gaps, 0), strict=True):
        tops.append(y + (h - LANE_PLATE[1]) // 2)
        y += h + gap
    return tops


#: The least gap between two lane plates where one grew for a name in rows (the usual gap: ``LANE_H - 64``), and
#: the top area's top then (the usual lanes start at 16: a grown plate may start 4 px under the screen's top).
LANE_LEAST_GAP, GROWN_TOP = 2, 4


def _lane_gaps(heights: tuple[int, ...]) -> list[int]:
    """The gaps between lane plates of ``heights``: the reefs (centred on their plates) at least ``LANE_H`` apart,
    the plates at least :data:`LANE_LEAST_GAP`."""
    return [max(LANE_LEAST_GAP, LANE_H - (a + b) // 2) for a, b in zip(heights, heights[1:], strict=False)]


def lane_heights(needs: tuple[int, ...]) -> tuple[int, ...]:
    """Each lane plate's height: as tall as its name in rows ``needs`` (64: one row), as far as the top area
    holds them all — the tallest given up a pixel at a time."""
    heights = [max(LANE_PLATE[1], need) for need in needs]
    room = TOP_AREA[1] - GROWN_TOP
    while sum(heights) + sum(_lane_gaps(tuple(heights))) > room and max(heights, default=0) > LANE_PLATE[1]:
        heights[heights.index(max(heights))] -= 1
    return tuple(heights)


def lane_plate(top: int, h: int = LANE_PLATE[1]) -> pygame.Rect:
    """A lane plate ``h`` px tall beside the reef whose tiles' top is ``top`` (centred on it)."""
    return pygame.Rect(LANE_X, top - (h - LANE_PLATE[1]) // 2, LANE_PLATE[0], h)


def lane_reef(top: int) -> pygame.Rect:
    """The panel behind a compact reef (all 18 slots with a small border)."""
    return pygame.Rect(LANE_REEF_X - 6, top - 4, (ROW_LENGTH - 1) * LANE_STEP + LANE_TILE[0] + 12, LANE_TILE[1] + 8)


def lane_slot(top: int, slot: int) -> pygame.Rect:
    return pygame.Rect(LANE_REEF_X + slot * LANE_STEP, top, *LANE_TILE)


def market_rect(position: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, *MARKET_CARD)
    rect.center = (MARKET_XS[position], MARKET_Y)
    return rect


# -- small pieces ------------------------------------------------------------------------------------------

def name_label(name: str, room: int, colour) -> pygame.Surface:
    """A player's name in ``room`` px: bold body size, shrunk (to the theme's floor) before it is cut."""
    return squeezed(name, theme.BODY, room, colour)


def delta_text(delta: int) -> str:
    return f"+{delta}" if delta > 0 else ("±0" if delta == 0 else f"−{-delta}")


def delta_badge(delta: int, size: int = theme.SMALL, strong: bool = False) -> pygame.Surface:
    """A score change as a pill: green gain, red loss, grey nothing (with its twin at the drawing scale, as
    every picture below: a preview's badge and ghost tile sharp on a big screen)."""
    return _delta_badge(delta, size, strong, fine.k)


@lru_cache(maxsize=256)
def _delta_badge(delta: int, size: int, strong: bool, k: float) -> pygame.Surface:
    colour = GOOD if delta > 0 else BAD if delta < 0 else EVEN
    label = theme.text(delta_text(delta), size, theme.WHITE, True)
    w, h = max(label.get_width() + 14, 40), label.get_height() + 6

    def paint(surf) -> None:
        pen.rect(surf, theme.WHITE if strong else art.darken(colour, 0.35), surf.get_rect(), border_radius=h)
        pen.rect(surf, colour, surf.get_rect().inflate(-4, -4), border_radius=h)
        surf.blit(label, label.get_rect(center=surf.get_rect().center))

    return picture((w + 4, h + 4), paint)


def ghost(spec: tuple, alpha: int) -> pygame.Surface:
    """A see-through copy of a tile: where the chosen market card would land."""
    return _ghost(spec, alpha, fine.k)


@theme.symbol_cache(128)
def _ghost(spec: tuple, alpha: int, k: float) -> pygame.Surface:
    return fine.faded(sprites.image(*spec), alpha)


def empty_slot(size: tuple[int, int]) -> pygame.Surface:
    """A slot whose card is on its way (sunken outline)."""
    return _empty_slot(tuple(size), fine.k)


@lru_cache(maxsize=32)
def _empty_slot(size: tuple[int, int], k: float) -> pygame.Surface:
    w, _ = size

    def paint(surf) -> None:
        pen.rect(surf, (6, 24, 44, 120), surf.get_rect(), border_radius=max(6, w // 9))
        pen.rect(surf, (120, 160, 190, 160), surf.get_rect(), 2, border_radius=max(6, w // 9))

    return picture(size, paint)


def icon(kind: str, size: int) -> pygame.Surface:
    """Tiny pictograms for counts: a face-down card, an anchor."""
    return _icon(kind, size, fine.k)


@lru_cache(maxsize=16)
def _icon(kind: str, size: int, k: float) -> pygame.Surface:
    if kind == "back":
        return sprites.spec_image(icon_spec(kind, size))
    return fine.drawn(lambda scale: art.fish_surface((round(size * scale),) * 2, "anchor", (200, 214, 230),
                                                     (210, 180, 120)))


def icon_spec(kind: str, size: int) -> tuple:
    """The sprite spec of the face-down card pictogram (``kind`` "back")."""
    return ("back", (round(size * 0.72), size), ACCENT)


def creature_icon(creature: str, size: int) -> pygame.Surface:
    """A creature's pictogram (the end chips, the breakdown), with its twin drawn at the screen's size."""
    return _creature_icon(creature, size, fine.k)


@lru_cache(maxsize=64)
def _creature_icon(creature: str, size: int, k: float) -> pygame.Surface:
    species, colour = art.FUGU_CREATURES[creature]
    body = art.TINTS[colour].main if colour else None
    return fine.drawn(lambda scale: art.fish_surface((round(size * scale),) * 2, species, body, None,
                                                     inflated=species == "pufferfish"))


# -- the upright arrangement -----------------------------------------------------------------------------------
#: A portrait screen's reef: two rows of nine, each tile as wide as a ninth of the screen allows (128 × 186 px at
#: 720 × 1280: 72 physical px a card, where one row of 18 left 37); the market's cards nearly twice as large.
UPRIGHT_COLUMNS, UPRIGHT_STEP, UPRIGHT_TILE, UPRIGHT_MARKET = 9, 138, (128, 186), (200, 290)


#: The upright arrangement's blocks between the lanes and your reef: the market's tray, plate and log, the prompt
#: and its switch; at least :data:`UPRIGHT_GAP` apart (the prompt's pill stands that far under the log).
UPRIGHT_BLOCKS, UPRIGHT_GAP = (UPRIGHT_MARKET[1] + 80, 420, 180), 24
#: The plate-and-log row's least height, where a screen nearer square (3:4) has no room for its 420: your plate and
#: the pass button beside the log still fit (124 + 16 + the tap floor's 79).
UPRIGHT_LOG_LEAST = 340


class Upright:
    """The places of the Fugu table on a portrait screen (``FuguTable.L``): the names of this module's
    geometry with upright values; every other name (the art, the pacing, the lanes) is the module's own.  The
    others' lanes stay across the top as on the stage; under them the market, your plate and the log side by side,
    the prompt and its buttons, and your reef in two rows of nine along the foot, on the sand."""

    def __init__(self, size: tuple[int, int]):
        import sys

        self._look = sys.modules[__name__]
        self.W, self.H = w, h = size
        tile_w, tile_h = UPRIGHT_TILE
        row_gap = 52  # room for a preview's score badge over the second row
        self.OWN_TILE = UPRIGHT_TILE
        self.OWN_STEP = UPRIGHT_STEP
        self.OWN_Y = h - 24 - 2 * tile_h - row_gap  # top of your reef's first row
        self.OWN_X = (w - (UPRIGHT_STEP * (UPRIGHT_COLUMNS - 1) + tile_w)) // 2
        self.ROW_STEP = tile_h + row_gap
        self.BADGE_Y = self.OWN_Y - 20
        self.MARKET_CARD = UPRIGHT_MARKET
        # the rest shares the room between the lanes and your reef: the market, plate and log, prompt, buttons
        top, bottom = TOP_AREA[1] + 24, self.BADGE_Y - 40
        spare = bottom - top - sum(UPRIGHT_BLOCKS) - 4 * UPRIGHT_GAP  # (under 0: a screen nearer square than 10:16)
        log_h = max(UPRIGHT_LOG_LEAST, UPRIGHT_BLOCKS[1] + min(0, spare))
        blocks = (UPRIGHT_BLOCKS[0], log_h, UPRIGHT_BLOCKS[2])  # the market's tray, plate and log, prompt and switch
        gap = max(UPRIGHT_GAP, (bottom - top - sum(blocks)) // 4)
        self.MARKET_Y = top + gap + blocks[0] // 2 - 20
        self.MARKET_XS = (w // 2 - 236, w // 2, w // 2 + 236)
        self.TRAY = pygame.Rect(w // 2 - 372, top + gap - 20, 744, blocks[0])
        panels = self.TRAY.bottom + gap
        self.OWN_PLATE = pygame.Rect(12, panels, 340, 124)
        self.PASS_BUTTON = pygame.Rect(12, self.OWN_PLATE.bottom + 16, 340, 64)
        self.LOG_RECT = pygame.Rect(380, panels, w - 392, blocks[1])
        self.PROMPT_Y = panels + blocks[1] + gap
        self.ACTION_Y = self.PROMPT_Y + 60
        # the stop question across the market, as wide as the screen allows, in the larger type of a portrait
        self.STOP_TEXT, self.STOP_LINES, self.STOP_BUTTON_TEXT = 40, 3, 34
        self.STOP_BUTTON = (460, 100)
        self.STOP_DIALOG = pygame.Rect(0, 0, w - 120, 40 + self.STOP_LINES * 52 + 36 + 100 + 32)
        self.STOP_DIALOG.center = self.TRAY.center
        # a seat's score per creature over the market, 1.7 times the stage's panel
        self.BREAKDOWN_K = 1.7
        self.BREAKDOWN = pygame.Rect(0, 0, round(BREAKDOWN.w * 1.7), round(BREAKDOWN.h * 1.7))
        self.BREAKDOWN.center = (w // 2, max(self.TRAY.centery, TOP_AREA[1] + 8 + self.BREAKDOWN.h // 2))

    def __getattr__(self, name: str):
        return getattr(self._look, name)

    def own_step(self) -> int:
        return self.OWN_STEP

    def own_tile(self) -> tuple[int, int]:
        return self.OWN_TILE

    def own_slot(self, slot: int) -> pygame.Rect:
        row, column = divmod(slot, UPRIGHT_COLUMNS)
        return pygame.Rect(self.OWN_X + column * self.OWN_STEP, self.OWN_Y + row * self.ROW_STEP, *self.OWN_TILE)

    def market_rect(self, position: int) -> pygame.Rect:
        rect = pygame.Rect(0, 0, *self.MARKET_CARD)
        rect.center = (self.MARKET_XS[position], self.MARKET_Y)
        return rect

    def pass_button(self) -> pygame.Rect:
        rect = pygame.Rect(self.PASS_BUTTON)
        rect.h = max(rect.h, legibility.current.tap)
        return rect

    def log_rect(self, corner_rows: int = 3) -> pygame.Rect:
        return pygame.Rect(self.LOG_RECT)  # (under the lanes, clear of the corner's column)


@lru_cache(maxsize=4)
def upright(size: tuple[int, int]) -> Upright:
    """The upright arrangement on a ``size`` scene (1280 × 2276 at 720 × 1280)."""
    return Upright(size)


def _upright_holds(h: int) -> bool:
    """Whether the side switch under the prompt ends above your reef's sand on a scene ``h`` tall (a 3:4 screen's ran
    onto it before the log gave way: ``UPRIGHT_LOG_LEAST``)."""
    places = Upright((1280, h))
    switch = max(SIDE_SWITCH[1], legibility.MAX_TAP)  # (grown to the tap floor: 79 at the most)
    return places.ACTION_Y + switch + 8 <= places.BADGE_Y - 22


#: The least scene height the upright arrangement holds (``TableScene.upright_least_h``): 3:4 and taller (its log
#: giving way).
UPRIGHT_LEAST_H = least_upright_h(_upright_holds)
