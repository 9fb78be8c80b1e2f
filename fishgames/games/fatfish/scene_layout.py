"""Where everything sits on the 1280×720 Fat Fish table (pure geometry, no drawing).

::

    ┌ the other seats' plates (clockwise from your left) ─────────────────────┐ [menu]
    │ reserve + box │ row 1  [1][2][3][4][5 takes]       │ licences (variant) │
    │               │ row 2  …                           │                    │
    │ your plate:   │ row 3  …                           │ move log           │
    │ total, hand,  │ prompt line                        │                    │
    │ deck, piles   │ your hand (4 cards)       [Done]   │                    │
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from fishgames.ui import legibility, theme
from fishgames.ui.display import least_upright_h
from fishgames.ui.table_kit import plates_across

W, H = 1280, 720
ROW_CARD = (80, 112)
HAND_CARD = (100, 140)
TAKE_CARD = (100, 140)
CHIP = (24, 34)  # a plus-pile card in miniature (value + colour symbol)

TOP = pygame.Rect(8, 8, 1132, 100)
PLATE_H = 100
RESERVE = pygame.Rect(8, 116, 204, 184)
OWN = pygame.Rect(8, 308, 204, 404)
CENTER = pygame.Rect(222, 112, 790, 608)
RIGHT_X, RIGHT_W = 1020, 252
LICENCES = pygame.Rect(RIGHT_X, 116, RIGHT_W, 318)
LOG_WITH_LICENCES = pygame.Rect(RIGHT_X, 442, RIGHT_W, 270)
LOG_ALONE = pygame.Rect(RIGHT_X, 116, RIGHT_W, 596)


LICENCE_ROWS, LICENCE_KINDS = 9, 2  # the licences board's rows and their groups (first / at the end)
LICENCE_TOP = 38  # the board's first heading under its title


def licence_steps() -> tuple[int, int]:
    """The licences board's heading and row steps: 21 and 26 px, or the type's height (+1, +2) where a small
    screen's floor makes it taller (at 800 × 480, 150 %, the names' descenders ran under their rows' bands and
    the first band covered "First to take …")."""
    return (max(21, theme.font(16, True).get_height() + 1),
            max(26, theme.font(theme.SMALL).get_height() + 2))


def licences_need() -> int:
    """The height the licences board's rows need at :func:`licence_steps` (318 px, ``LICENCES``, at no floor)."""
    head, row = licence_steps()
    return LICENCE_TOP + LICENCE_KINDS * head + LICENCE_ROWS * row + 4


def licences_rect() -> pygame.Rect:
    """The licences board: ``LICENCES``; on a small screen under the grown Menu and Pro tip
    (``legibility.under_corner``: they covered its heading) and as tall as its rows need at the floor's type
    (:func:`licences_need`), the log under it shorter."""
    r = LICENCES.move(0, max(0, legibility.under_corner(2) - LICENCES.y))
    r.h = max(r.h, licences_need())
    return r


def log_rect(licences: bool) -> pygame.Rect:
    """The move log: under the licences board, or the whole right column under the corner's buttons."""
    if not licences:
        top = max(LOG_ALONE.y, legibility.under_corner(2))
        return pygame.Rect(RIGHT_X, top, RIGHT_W, LOG_ALONE.bottom - top)
    top = licences_rect().bottom + LOG_WITH_LICENCES.y - LICENCES.bottom
    return pygame.Rect(RIGHT_X, top, RIGHT_W, LOG_WITH_LICENCES.bottom - top)

# -- the three rows --------------------------------------------------------------------------------------
ROWS = 3
SLOTS = 5
LABEL_W = 60  # the row number at the left of a lane
SLOT_STEP = ROW_CARD[0] + 10
LANE_W = LABEL_W + SLOTS * SLOT_STEP + 8
LANE_H = ROW_CARD[1] + 8
LANE_TOP = 116
LANE_GAP = 6
LANE_X = CENTER.centerx - LANE_W // 2
SPLIT_LIFT = 16  # a plus card rises this much while a take is split, a minus card sinks half of it

# -- prompt, hand, buttons -------------------------------------------------------------------------------
PROMPT_Y = 514
HAND_TOP = H - HAND_CARD[1] - 8
HAND_STEP = HAND_CARD[0] + 12
RAISE = 18  # cards that may be played now stand higher
PICK_RAISE = 34  # the chosen card
HAND_CX = CENTER.centerx
DONE = pygame.Rect(868, 598, 140, 64)

# -- the take panel (choosing the plus cards) -------------------------------------------------------------
TAKE = pygame.Rect(232, 114, 770, 388)
TAKE_CARDS_Y = TAKE.y + 126  # top of the resting cards
TAKE_LIFT = 30
TAKE_BUTTON = pygame.Rect(0, 0, 260, 60)
TAKE_BUTTON.bottomright = (TAKE.right - 20, TAKE.bottom - 16)

# -- the licence help overlay -------------------------------------------------------------------------------
HELP = pygame.Rect(0, 0, 900, 600)
HELP.center = (W // 2, H // 2 + 10)
HELP_TITLE, HELP_NAME, HELP_TEXT, HELP_HOLDER = 44, 24, 18, 18  # text sizes: title, licence, its help, holders
HELP_LINES = 1  # the lines a licence's help may take (the stage: one, fitted)
HELP_ROW, HELP_INDENT, HELP_COIN, HELP_HOLDER_W = 52, 74, 16, 110  # a licence's row pitch, text left, coin, holder


def lane(row: int) -> pygame.Rect:
    """The tap area and background of row ``row`` (0-based)."""
    return pygame.Rect(LANE_X, LANE_TOP + row * (LANE_H + LANE_GAP), LANE_W, LANE_H)


def slot(row: int, index: int) -> pygame.Rect:
    """Where the ``index``-th card of a row lies."""
    r = lane(row)
    return pygame.Rect(r.x + LABEL_W + index * SLOT_STEP, r.y + 4, *ROW_CARD)


def plates(players: int, bottom: int) -> dict[int, pygame.Rect]:
    """The other seats' plates across the top, clockwise from the bottom seat's left."""
    return plates_across((TOP.x, TOP.y, TOP.w, PLATE_H), players, bottom, widest=340, gap=8)


@lru_cache(maxsize=8)
def hand_lefts(count: int) -> tuple[int, ...]:
    """Left edges of ``count`` hand cards, centred (a hand never holds more than four)."""
    if count <= 0:
        return ()
    total = HAND_CARD[0] + HAND_STEP * (count - 1)
    x0 = HAND_CX - total // 2
    return tuple(x0 + i * HAND_STEP for i in range(count))


def take_lefts(groups: tuple[int, ...]) -> tuple[int, ...]:
    """Left edges of the take panel's cards: colour groups of the given sizes, a wider gap between groups."""
    inner, outer = 10, 34
    width = sum(groups) * TAKE_CARD[0] + inner * (sum(groups) - len(groups)) + outer * (len(groups) - 1)
    x = TAKE.centerx - width // 2
    out = []
    for size in groups:
        for i in range(size):
            out.append(x)
            x += TAKE_CARD[0] + (inner if i < size - 1 else outer)
    return tuple(out)


# -- points on the seats (flights start and land here) ----------------------------------------------------
def own_points() -> dict[str, tuple[int, int]]:
    return {
        "hand": (HAND_CX, HAND_TOP + HAND_CARD[1] // 2),
        "deck": (OWN.x + 40, OWN.y + 130),
        "plus": (OWN.x + 60, OWN.y + 230),
        "minus": (OWN.x + 60, OWN.y + 372),
        "total": (OWN.right - 40, OWN.y + 66),
    }


def plate_points(rect: pygame.Rect) -> dict[str, tuple[int, int]]:
    """Where cards fly to on another seat's plate (a plate grown for a long name: its counts that much lower)."""
    low = rect.bottom - PLATE_H
    return {
        "hand": (rect.x + 30, low + 58),
        "deck": (rect.x + 80, low + 58),
        "plus": (rect.x + 50, low + 84),
        "minus": (rect.right - 40, low + 58),
        "total": (rect.right - 30, rect.y + 24),
    }


RESERVE_PILE = pygame.Rect(0, 0, 60, 84)
RESERVE_PILE.topleft = (RESERVE.x + 18, RESERVE.y + 40)


# -- the upright arrangement ---------------------------------------------------------------------------------------
#: A portrait screen's cards: the rows' and your hand's as large as the width lets five of a row be (210 × 294 px:
#: 118 physical px at 720 × 1280, where the stage's 80 px drew 45).
UPRIGHT_CARD = (210, 294)
UPRIGHT_COLUMNS = 3  # the other seats' plates a row: two rows for five
#: The compact arrangement's row cards: five of a row and the right column (licences, log) across the width
#: (172 × 241: 103 physical px at 768 × 1024, where the stage's 80 px drew 48); your hand stays :data:`UPRIGHT_CARD`.
COMPACT_CARD = (172, 241)
LOG_LEAST = 160  # the compact arrangement's log under the licences: five lines at the largest text floor
#: Done and the take button upright: 96 px, 54 physical at 720 × 1280, well clear of the largest tap floor
#: (``legibility.MAX_TAP``: 79 px, its 44 physical) — at 80 they cleared it by a single pixel (45 physical).
UPRIGHT_BUTTON_H = 96


def upright_take_button(take: pygame.Rect) -> pygame.Rect:
    """The upright take button, in the foot of the take panel ``take``'s right."""
    button = pygame.Rect(0, 0, 300, UPRIGHT_BUTTON_H)
    button.bottomright = (take.right - 20, take.bottom - 16)
    return button


class Upright:
    """The places of the Fat Fish table on a portrait screen (``FatFishTable.L``): this module's names with upright
    values, every other name the module's own.  The other seats' plates across the top (rows of three), under them
    the reserve, the licences and a wide log side by side, the three rows across the whole width, the prompt, and
    along the foot your plate, your hand and Done.  A screen too short for that (under
    :data:`UPRIGHT_FULL_LEAST_H`: 3:4) gets the compact one (``compact``: :meth:`_compact`)."""

    def __init__(self, size: tuple[int, int], corner: int, compact: bool | None = None):
        import sys

        self._look = sys.modules[__name__]
        self.W, self.H = w, h = size
        self.ROW_CARD = self.HAND_CARD = UPRIGHT_CARD
        self.PLATE_ROW = pygame.Rect(8, 8, w - 248, PLATE_H)  # beside the corner's Menu and Pro tip
        band = max(8 + 2 * (PLATE_H + 8), corner)  # room for two rows of plates, under the corner's buttons
        self.RESERVE = pygame.Rect(8, band, RESERVE.w, RESERVE.h)
        self.LICENCES = pygame.Rect(RESERVE.w + 18, band, RIGHT_W, LICENCES.h)
        self.LOG_WITH_LICENCES = pygame.Rect(self.LICENCES.right + 10, band, w - self.LICENCES.right - 18, LICENCES.h)
        self.LOG_ALONE = pygame.Rect(self.LICENCES.x, band, w - self.LICENCES.x - 8, LICENCES.h)
        self.SLOT_STEP = UPRIGHT_CARD[0] + 14
        self.LANE_W = LABEL_W + SLOTS * self.SLOT_STEP + 8
        self.LANE_H = UPRIGHT_CARD[1] + 8
        self.LANE_GAP = 10
        self.SPLIT_LIFT = 24
        self.HAND_TOP = h - UPRIGHT_CARD[1] - 16
        self.HAND_STEP = UPRIGHT_CARD[0] + 16
        self.RAISE, self.PICK_RAISE = 28, 52
        self.OWN = pygame.Rect(8, h - 8 - OWN.h, OWN.w, OWN.h)
        self.HAND_CX = (self.OWN.right + w) // 2 - 60  # between your plate and Done
        self.DONE = pygame.Rect(w - 8 - 160, self.HAND_TOP + 40, 160, UPRIGHT_BUTTON_H)
        self.PROMPT_Y = self.HAND_TOP - self.PICK_RAISE - 40
        rows = ROWS * self.LANE_H + (ROWS - 1) * self.LANE_GAP
        below = self.LICENCES.bottom + 16
        self.LANE_TOP = below + max(0, (self.PROMPT_Y - 40 - below - rows) // 2)  # the rows in the middle
        self.LANE_X = w // 2 - self.LANE_W // 2
        self.CENTER = pygame.Rect(self.OWN.right + 10, self.LANE_TOP, w - self.OWN.right - 18, h - self.LANE_TOP)
        self.TAKE = pygame.Rect(w // 2 - 470, self.LANE_TOP + 20, 940, 470)  # room for a portrait's larger type
        self.TAKE_CARDS_Y = self.TAKE.y + 150
        self.TAKE_BUTTON = upright_take_button(self.TAKE)
        # the licence help across the screen in a portrait's larger type, each licence's help whole in two lines
        self.HELP_TITLE, self.HELP_NAME, self.HELP_TEXT, self.HELP_HOLDER = 56, 36, 30, 28
        self.HELP_LINES, self.HELP_ROW, self.HELP_INDENT, self.HELP_COIN, self.HELP_HOLDER_W = 2, 134, 104, 22, 220
        self.HELP = pygame.Rect(24, 0, w - 48, 100 + 9 * self.HELP_ROW + 60)
        self.HELP.centery = min(max(h // 2, self.HELP.h // 2 + 8), h - 8 - self.HELP.h // 2)
        self.compact = h < UPRIGHT_FULL_LEAST_H if compact is None else compact
        if self.compact:
            self._compact(w, band)
        # the "?" above row 1's number, grown to the largest tap floor clear of the row (right of the reserve it
        # ran 15 px over row 1 at 720 x 1280's 79 px)
        self.HELP_AT = (self.LANE_X + 8, self.LANE_TOP - legibility.lowest_corner(1), 48, 48)
        self.RESERVE_PILE = RESERVE_PILE.move(self.RESERVE.x - RESERVE.x, self.RESERVE.y - RESERVE.y)

    def _compact(self, w: int, band: int) -> None:
        """The rows give way (a 3:4 screen has no room for them across the whole width under the licences): the
        three rows smaller (:data:`COMPACT_CARD`) on the left, the reserve, the licences and the log in a column
        right of them, room above row 1 for the "?"; the plates, your plate, your hand and Done as before."""
        self.ROW_CARD = COMPACT_CARD
        self.SLOT_STEP = COMPACT_CARD[0] + 14
        self.LANE_W = LABEL_W + SLOTS * self.SLOT_STEP + 8
        self.LANE_H = COMPACT_CARD[1] + 8
        self.LANE_X = 8
        rows = ROWS * self.LANE_H + (ROWS - 1) * self.LANE_GAP
        below = band + legibility.lowest_corner(1)  # room for the "?" (``HELP_AT``)
        self.LANE_TOP = below + max(0, (self.PROMPT_Y - 40 - below - rows) // 2)
        column = pygame.Rect(w - 8 - RIGHT_W, band, RIGHT_W, self.LANE_TOP + rows - band)
        self.RESERVE = pygame.Rect(column.x, band, RIGHT_W, RESERVE.h)
        self.LICENCES = pygame.Rect(column.x, self.RESERVE.bottom + 10, RIGHT_W, LICENCES.h)
        self.LOG_WITH_LICENCES = pygame.Rect(column.x, self.LICENCES.bottom + 10, RIGHT_W,
                                             column.bottom - self.LICENCES.bottom - 10)
        self.LOG_ALONE = pygame.Rect(column.x, self.LICENCES.y, RIGHT_W, column.bottom - self.LICENCES.y)
        self.CENTER = pygame.Rect(self.OWN.right + 10, self.LANE_TOP, w - self.OWN.right - 18, self.H - self.LANE_TOP)
        self.TAKE = pygame.Rect(self.LANE_X + self.LANE_W // 2 - 470, self.LANE_TOP + 20, 940, 470)  # over the rows
        self.TAKE_CARDS_Y = self.TAKE.y + 150
        self.TAKE_BUTTON = upright_take_button(self.TAKE)

    def __getattr__(self, name: str):
        return getattr(self._look, name)

    def licences_rect(self) -> pygame.Rect:
        return pygame.Rect(self.LICENCES)

    def log_rect(self, licences: bool) -> pygame.Rect:
        return pygame.Rect(self.LOG_WITH_LICENCES if licences else self.LOG_ALONE)

    def lane(self, row: int) -> pygame.Rect:
        return pygame.Rect(self.LANE_X, self.LANE_TOP + row * (self.LANE_H + self.LANE_GAP), self.LANE_W, self.LANE_H)

    def slot(self, row: int, index: int) -> pygame.Rect:
        r = self.lane(row)
        return pygame.Rect(r.x + LABEL_W + index * self.SLOT_STEP, r.y + 4, *self.ROW_CARD)

    def plates(self, players: int, bottom: int) -> dict[int, pygame.Rect]:
        """The other seats' plates in rows of three across the top, clockwise from the bottom seat's left."""
        others = [(bottom + k) % players for k in range(1, players)]
        rects: dict[int, pygame.Rect] = {}
        for start in range(0, len(others), UPRIGHT_COLUMNS):
            row = self.PLATE_ROW.move(0, start // UPRIGHT_COLUMNS * (PLATE_H + 8))
            seats = others[start:start + UPRIGHT_COLUMNS]
            lined = plates_across(row, len(seats) + 1, 0, widest=340, gap=8)  # seats 1.. stand for these
            rects.update({seat: lined[i + 1] for i, seat in enumerate(seats)})
        return rects

    def hand_lefts(self, count: int) -> tuple[int, ...]:
        if count <= 0:
            return ()
        x0 = self.HAND_CX - (self.HAND_CARD[0] + self.HAND_STEP * (count - 1)) // 2
        return tuple(x0 + i * self.HAND_STEP for i in range(count))

    def take_lefts(self, groups: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(x + self.TAKE.centerx - TAKE.centerx for x in take_lefts(groups))

    def own_points(self) -> dict[str, tuple[int, int]]:
        dx, dy = self.OWN.x - OWN.x, self.OWN.y - OWN.y
        points = {key: (x + dx, y + dy) for key, (x, y) in own_points().items()}
        points["hand"] = (self.HAND_CX, self.HAND_TOP + self.HAND_CARD[1] // 2)
        return points


@lru_cache(maxsize=4)
def _upright(size: tuple[int, int], corner: int) -> Upright:
    return Upright(size, corner)


def upright(size: tuple[int, int]) -> Upright:
    """The upright arrangement on a ``size`` scene (1280 × 2276 at 720 × 1280), under the corner's buttons as tall
    as the tap floor in force makes them."""
    return _upright(tuple(size), legibility.under_corner(2))


def _upright_holds(h: int, compact: bool | None = None) -> bool:
    """Whether the upright arrangement for a scene ``h`` tall (the full one or, ``compact``, the compact one) keeps
    its places apart under the corner's tallest buttons: the three rows between the plates (and the "?" over
    them) and the prompt, the log as tall as :data:`LOG_LEAST` beside them."""
    places = Upright((W, h), legibility.lowest_corner(2), compact)
    rows = ROWS * places.LANE_H + (ROWS - 1) * places.LANE_GAP
    if not places.compact:
        return (places.LICENCES.bottom + 16 + rows <= places.PROMPT_Y - 40
                and places.HELP_AT[1] >= places.RESERVE.bottom + 8)
    return (places.HELP_AT[1] >= places.RESERVE.y and places.LANE_TOP + rows <= places.PROMPT_Y - 40
            and places.LOG_WITH_LICENCES.h >= LOG_LEAST)


#: The least scene height the full upright arrangement holds (10:16 and taller); under it the compact one.
UPRIGHT_FULL_LEAST_H = least_upright_h(lambda h: _upright_holds(h, compact=False))
#: The least scene height an upright arrangement holds (``TableScene.upright_least_h``): the compact one's, 3:4 and
#: taller.
UPRIGHT_LEAST_H = least_upright_h(_upright_holds)
