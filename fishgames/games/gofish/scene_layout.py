"""Where things sit on the Go Fish table and where each card of a hand goes: the 1280 × 720 arrangement (the
module's constants, :data:`LANDSCAPE`) and the upright one of a portrait screen (:func:`portrait`: a tall one, a
compact one nearer square), each as a :class:`Geometry` the table reads its places from (``table.geo``)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from fishgames.games.gofish.look import HAND_CARD
from fishgames.ui import legibility, theme
from fishgames.ui.display import least_upright_h

W, H = theme.SIZE
CARD_W, CARD_H = HAND_CARD

# -- geometry (1280 × 720) -------------------------------------------------------------------------
PLATE_Y, PLATE_H = 8, 100
FAN_Y = 140  # centre of an opponent's fan of card backs
FAN_SCALE = 0.4
HINT_Y = 176  # first row of the easy hints under a fan
HINT_ROW = 27
TABLE = pygame.Rect(12, 232, W - 24, H - 236)
#: The sand table's driftwood rim (``art.scenery.sand_table``: ``max(8, short side // 40)`` plus its 2 px dark
#: edge) and the felt inside it, whose corners are rounded by the table's radius less the rim.
RIM = max(8, min(TABLE.size) // 40) + 2
FELT = TABLE.inflate(-2 * RIM, -2 * RIM)
FELT_RADIUS = max(12, min(TABLE.size) // 12) - RIM
SLOT = (56, 70)
SLOT_STEP = 62
BOOK_Y = 244
BOOK_X = W // 2 - (13 * SLOT_STEP - (SLOT_STEP - SLOT[0])) // 2
POND = pygame.Rect(0, 0, 330, 128)
POND.center = (540, 406)
POND_SCALE = 0.5
STAGE = (770, 400)  # where a lucky fish is shown
OWN_PLATE = pygame.Rect(28, 356, 300, PLATE_H)
#: The question log, 8 px inside the felt's right edge: at 904-1266 it lay over the driftwood rim (FELT ends at
#: 1254), seen at every size and sharpest at 3840 × 2160 (issue 29).
LOG_RECT = pygame.Rect(FELT.right - 8 - 350, 330, 350, 158)
PROMPT_Y = 510
HAND_Y = FELT.bottom - 4 - CARD_H // 2  # centre line of your hand: the cards stand on the felt, not the rim
STACK_DX = 24  # cards of one rank fan out by this much
STACK_GAP = 16
RAISE = 10  # your turn: every stack rises a little (all are legal)
LIFT = 24  # the chosen stack (it stops under the prompt)
HAND_MARGIN = FELT.x + FELT_RADIUS * 2 // 3  # a wide hand's outer cards clear the felt's rounded corners


@dataclass(frozen=True, eq=False)  # compared and hashed as itself: one per arrangement (the caches key by it)
class Geometry:
    """One arrangement of the table: the places of the module's constants of the same names (upper case), and
    the card scale of your hand (``hand``: its cards are ``HAND_CARD`` art drawn at that scale)."""

    W: int
    H: int
    TABLE: pygame.Rect
    FELT: pygame.Rect
    FELT_RADIUS: int
    PLATE_Y: int
    PLATE_H: int
    PLATE_ROW: pygame.Rect  # the other seats' plates share it (``top_plates``)
    FAN_Y: int
    FAN_SCALE: float
    HINT_Y: int
    HINT_ROW: int
    SLOT: tuple[int, int]
    SLOT_STEP: int
    BOOK_X: int
    BOOK_Y: int
    BOOKS_LABEL: tuple[str, tuple[int, int]]  # the "Books" label: which of its points sits where
    POND: pygame.Rect
    POND_SCALE: float
    STAGE: tuple[int, int]
    OWN_PLATE: pygame.Rect
    LOG_RECT: pygame.Rect
    PROMPT_Y: int
    HAND_Y: int
    hand: float = 1.0

    @property
    def card(self) -> tuple[int, int]:
        """A card of your hand as drawn."""
        return round(CARD_W * self.hand), round(CARD_H * self.hand)

    @property
    def hand_margin(self) -> float:
        return self.FELT.x + self.FELT_RADIUS * 2 // 3  # a wide hand's outer cards clear the felt's rounded corners

    def prompt_box(self, label: tuple[int, int]) -> pygame.Rect:
        """The pill of the prompt around a label of size ``label``, centred on the prompt line."""
        box = pygame.Rect(0, 0, *label)
        box.center = (self.W // 2, self.PROMPT_Y)
        return box.inflate(36, 14)

    def slot_rect(self, rank: int) -> pygame.Rect:
        return pygame.Rect(self.BOOK_X + rank * self.SLOT_STEP, self.BOOK_Y, *self.SLOT)

    def top_plates(self, players: int) -> list[pygame.Rect]:
        """The other seats' plates, left to right: three across the stage (their centres as ever), or across
        the whole row under the corner's bar on a portrait screen."""
        others = players - 1
        w, h = top_plate_size(players)
        if self is LANDSCAPE:
            centres = {1: [W // 2], 2: [W // 2 - 300, W // 2 + 300], 3: [200, 570, 940]}[others]
        else:
            w = (self.PLATE_ROW.w - 2 * 12) // 3  # a third of the row each, however many
            step = (self.PLATE_ROW.w - w) / max(1, others - 1) if others > 1 else 0
            centres = ([self.PLATE_ROW.centerx] if others == 1
                       else [round(self.PLATE_ROW.x + w / 2 + i * step) for i in range(others)])
        rects = []
        for cx in centres:
            rect = pygame.Rect(0, 0, w, self.PLATE_H)
            rect.midtop = (cx, self.PLATE_Y)
            rects.append(rect)
        return rects

    def hand_layout(self, cards: tuple[int, ...]):
        """Card centres and the stacks' tap rects for a hand (:func:`hand_layout`) in this arrangement."""
        return _hand_layout(cards, self)

    def scale_of(self, cards: tuple[int, ...]) -> float:
        """The card scale a hand of ``cards`` is drawn at (:func:`hand_scale`)."""
        return hand_scale(cards, self)


def top_plate_size(players: int) -> tuple[int, int]:
    """The size of each other seat's plate across the top (a portrait row may make them narrower)."""
    return (340 if players < 4 else 330, PLATE_H)  # upright: as wide as a third of the row (410)


LANDSCAPE = Geometry(W, H, TABLE, FELT, FELT_RADIUS, PLATE_Y, PLATE_H, pygame.Rect(0, PLATE_Y, W, PLATE_H), FAN_Y,
                     FAN_SCALE, HINT_Y, HINT_ROW, SLOT, SLOT_STEP, BOOK_X, BOOK_Y,
                     ("midright", (BOOK_X - 12, BOOK_Y + SLOT[1] // 2)), POND, POND_SCALE, STAGE, OWN_PLATE, LOG_RECT,
                     PROMPT_Y, HAND_Y)

#: The portrait arrangement's pieces: the plates' height (name, count and a hint line at a portrait panel's 22 px
#: type), your hand's card scale.
PORTRAIT_PLATE_H, PORTRAIT_HAND = 124, 2.0
#: The question log's height upright: (natural, least) — a screen shorter than 9:16 gives it less.
PORTRAIT_LOG_H = (480, 240)
#: The compact arrangement (a screen shorter than the tall one holds, 3:4): the pond's size, and the sand under it
#: where your speech bubble stands over your plate (two lines of a portrait panel's largest type and its tail).
COMPACT_POND, COMPACT_SAND_H = (560, 240), 178


def portrait(size: tuple[int, int]) -> Geometry:
    """The upright arrangement on a ``size`` scene, under the corner's row of buttons as tall as the tap floor in
    force makes them (:func:`_portrait`)."""
    return _portrait(tuple(size), legibility.under_corner(1))


@lru_cache(maxsize=4)
def _portrait(size: tuple[int, int], bar: int) -> Geometry:
    """The tall upright arrangement (:func:`_tall`) where the screen holds it (10:16 and taller), else the compact
    one (:func:`_compact`, 3:4)."""
    return (_tall if size[1] >= TALL_LEAST_H else _compact)(size, bar)


@dataclass(frozen=True)
class _Frame:
    """What both upright arrangements share: the other seats along the top, the sand table, the books' slots,
    your hand along the foot and the prompt over it."""

    row: pygame.Rect
    fan_y: int
    hint_y: int
    hint_row: int
    table: pygame.Rect
    felt: pygame.Rect
    radius: int
    slot: tuple[int, int]
    step: int
    book_x: int
    prompt_y: float
    hand_y: int


def _frame(size: tuple[int, int], bar: int) -> _Frame:
    w, h = size
    row = pygame.Rect(12, bar, w - 24, PORTRAIT_PLATE_H)
    fan_y = row.bottom + 64
    hint_row = 38
    hint_y = fan_y + 62
    table = pygame.Rect(12, hint_y + 2 * hint_row + 16, w - 24, h - (hint_y + 2 * hint_row + 16) - 8)
    rim = max(8, min(table.size) // 40) + 2
    felt = table.inflate(-2 * rim, -2 * rim)
    radius = max(12, min(table.size) // 12) - rim
    slot, step = (78, 98), 86
    book_x = w // 2 - (13 * step - (step - slot[0])) // 2
    card_h = round(CARD_H * PORTRAIT_HAND)
    hand_y = felt.bottom - 4 - card_h // 2
    prompt_y = hand_y - card_h // 2 - LIFT * PORTRAIT_HAND - 40
    return _Frame(row, fan_y, hint_y, hint_row, table, felt, radius, slot, step, book_x, prompt_y, hand_y)


def _geometry(size, f: _Frame, book_y: int, pond: pygame.Rect, stage: tuple[int, int], own: pygame.Rect,
              log: pygame.Rect) -> Geometry:
    w, h = size
    return Geometry(w, h, f.table, f.felt, f.radius, f.row.y, f.row.h, f.row, f.fan_y, 0.55, f.hint_y, f.hint_row,
                    f.slot, f.step, f.book_x, book_y, ("midbottom", (w // 2, book_y - 6)), pond, 0.75, stage, own,
                    log, f.prompt_y, f.hand_y, PORTRAIT_HAND)


def _tall(size: tuple[int, int], bar: int) -> Geometry:
    """The upright arrangement on a ``size`` scene (1280 × 2276 at 720 × 1280): the corner's buttons in a bar
    along the top (Menu, Pro tip, "?": ``scene_coach.button_spot``, ``guide.help_button``), under it the other
    seats across the whole width with their fans and hints under them, the sand table below with the books across it, the pond and its
    lucky-fish spot, the question log as wide as the table, your plate and the prompt, your hand large along the
    foot (cards ×2)."""
    w, h = size
    f = _frame(size, bar)
    felt, slot = f.felt, f.slot
    own_h = 132
    # from the top of the felt: the books (a label over them), the pond, the log; the room left over goes
    # evenly between them and your plate, so a tall screen spreads the table out instead of leaving a band
    pond = pygame.Rect(0, 0, 600, 250)
    room = f.prompt_y - 44 - own_h - felt.y
    # the log as tall as the screen leaves it, up to 480 (a 3:4 screen's ran over your plate at 480)
    log_h = max(PORTRAIT_LOG_H[1], min(PORTRAIT_LOG_H[0], room - (48 + slot[1] + 40 + pond.h)))
    spare = max(0, room - (48 + slot[1] + 40 + pond.h + log_h))
    gap = spare // 4
    book_y = felt.y + 48 + gap // 2
    pond.midtop = (w // 2 - 160, book_y + slot[1] + 40 + gap)
    log = pygame.Rect(felt.x + 40, pond.bottom + gap, felt.w - 80, log_h)
    own = pygame.Rect(felt.x + 24, f.prompt_y - 44 - own_h, 440, own_h)
    return _geometry(size, f, book_y, pond, (pond.right + 190, pond.centery), own, log)


def _compact(size: tuple[int, int], bar: int) -> Geometry:
    """The upright arrangement on a screen too short for the tall one (3:4: 1280 × 1707): the log gives up its
    row and stands beside the pond and your plate, as tall as both — the seats along the top, the books, your hand
    and the prompt where the tall arrangement has them, in a thumb's reach; a lucky fish is shown between your
    plate and the log."""
    f = _frame(size, bar)
    felt, slot = f.felt, f.slot
    own = pygame.Rect(felt.x + 24, f.prompt_y - 44 - 132, 440, 132)
    spare = max(0, own.y - felt.y - (48 + slot[1] + 40 + COMPACT_POND[1] + COMPACT_SAND_H))
    gap = spare // 4  # a screen taller than 3:4 spreads the left column out
    book_y = felt.y + 48 + gap // 2
    pond = pygame.Rect((felt.x + 24, book_y + slot[1] + 40 + gap), COMPACT_POND)
    log = pygame.Rect(pond.right + 32, pond.y, felt.right - 24 - pond.right - 32, own.bottom - pond.y)
    # a lucky fish is shown beside your plate, between it and the log (over your plate your own words stand)
    stage = ((own.right + log.x) // 2, own.centery)
    return _geometry(size, f, book_y, pond, stage, own, log)


def _tall_holds(h: int) -> bool:
    """Whether the tall arrangement on a scene ``h`` tall keeps the log (at its least) off your plate, under the
    corner's tallest bar."""
    geo = _tall((W, h), legibility.lowest_corner(1))
    return geo.LOG_RECT.bottom + 8 <= geo.OWN_PLATE.y


def _compact_holds(h: int) -> bool:
    """Whether the compact arrangement on a scene ``h`` tall keeps the pond, the sand for your words and your plate
    apart and the log at its least, under the corner's tallest bar."""
    geo = _compact((W, h), legibility.lowest_corner(1))
    return (geo.POND.bottom + COMPACT_SAND_H <= geo.OWN_PLATE.y and geo.LOG_RECT.h >= PORTRAIT_LOG_H[1]
            and geo.BOOK_Y + geo.SLOT[1] + 40 <= geo.POND.y)


#: The least scene height the tall arrangement holds: 10:16 and taller (1,993); below it the compact one.
TALL_LEAST_H = least_upright_h(_tall_holds)
#: The least scene height an upright arrangement holds (``TableScene.upright_least_h``): the compact one's,
#: 3:4 and taller.
PORTRAIT_LEAST_H = least_upright_h(_compact_holds)


def prompt_box(label: tuple[int, int]) -> pygame.Rect:
    """The pill of the prompt around a label of size ``label``, centred on the prompt line (1280 × 720)."""
    return LANDSCAPE.prompt_box(label)


# -- cached pieces -------------------------------------------------------------------------------------------
def hand_layout(cards: tuple[int, ...]) -> tuple[dict[int, tuple[float, float]], dict[int, pygame.Rect]]:
    """Card centres and the stacks' tap rects for a hand on the 1280 × 720 table (:meth:`Geometry.hand_layout`)."""
    return _hand_layout(cards, LANDSCAPE)


@lru_cache(maxsize=64)
def _hand_layout(cards: tuple[int, ...], geo: Geometry):
    """Card centres and the stacks' tap rects for a hand: ranks left to right, suits fanned inside a stack;
    a wide hand overlaps its stacks just enough to fit, drawn at :func:`hand_scale`."""
    stacks: dict[int, list[int]] = {}
    for card in sorted(cards):
        stacks.setdefault(card >> 2, []).append(card)
    if not stacks:
        return {}, {}
    k = hand_scale(cards, geo)
    card_w, card_h = CARD_W * k, round(CARD_H * k)
    lift = LIFT * k
    widths, steps = _stacks(stacks, geo, k)
    x = geo.W / 2 - sum(steps) / 2
    positions: dict[int, tuple[float, float]] = {}
    hits: dict[int, pygame.Rect] = {}
    top = geo.HAND_Y - card_h // 2 - lift
    for rank, width, step in zip(stacks, widths, steps, strict=True):
        for j, card in enumerate(stacks[rank]):
            positions[card] = (x + card_w / 2 + j * STACK_DX * k, geo.HAND_Y)
        hits[rank] = pygame.Rect(round(x), round(top), round(min(step, width)), round(geo.H - top))
        x += step
    return positions, hits


def _stacks(stacks: dict[int, list[int]], geo: Geometry, k: float) -> tuple[list[float], list[float]]:
    """Each stack's width and the step to the next one, at card scale ``k``."""
    widths = [CARD_W * k + (len(cards) - 1) * STACK_DX * k for cards in stacks.values()]
    room, gap = geo.W - 2 * geo.hand_margin, STACK_GAP * k
    natural = sum(widths) + gap * (len(widths) - 1)
    squeeze = 1.0
    if natural > room:
        squeeze = (room - widths[-1]) / (sum(widths[:-1]) + gap * (len(widths) - 1))
    return widths, [(w + gap) * squeeze for w in widths[:-1]] + [widths[-1]]


@lru_cache(maxsize=64)
def hand_scale(cards: tuple[int, ...], geo: Geometry) -> float:
    """The card scale your hand is drawn at: the arrangement's (``geo.hand``), smaller in steps of 0.05 (never
    below 1) while a squeezed stack would be narrower than a tap (the portrait table's widest hands)."""
    ranks: dict[int, list[int]] = {}
    for card in sorted(cards):
        ranks.setdefault(card >> 2, []).append(card)
    k = geo.hand
    while k > 1 and ranks and min(_stacks(ranks, geo, k)[1]) < legibility.current.tap:
        k = round(k - 0.05, 2)
    return k


def pond_angle(angle: float) -> int:
    """A pond card's turn in steps of 5 degrees (a few cached pictures)."""
    return round(angle / 5) * 5
