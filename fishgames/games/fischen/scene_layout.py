"""Where everything sits on the 1280×720 Fischen table (pure geometry, no drawing).

::

    ┌ other seats' plates (clockwise from your left) ───────────┐ [menu]
    │ round/trick │ effect banners                            │ score track │
    │ sea deck    │ the trick, in play order                  │ (R1..R8)    │
    │ depth ★     │ prompt line / colour buttons              │ trick log   │
    │ your plate  │ your fanned hand                          │             │
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from fishgames.games.fischen.data import MAX_PLAYERS as MAX_TRICK  # a trick holds a card a player
from fishgames.i18n import t
from fishgames.ui import legibility, theme, widgets
from fishgames.ui.display import least_upright_h
from fishgames.ui.table_kit import plates_across

W, H = 1280, 720
CARD = (112, 157)
TRICK_CARD = CARD  # the trick's cards: as the hand's (upright: larger, ``UPRIGHT_TRICK_CARD``)
TOP = pygame.Rect(8, 8, 1004, 92)
LEFT = pygame.Rect(8, 108, 204, 436)
CENTER = pygame.Rect(222, 104, 790, 430)
SCORE = pygame.Rect(1020, 64, 252, 282)


def score_rect() -> pygame.Rect:
    """The score track under the Menu and the Pro tip (one row of the corner's buttons); on a small screen,
    whose grown buttons covered its top, it starts under them and is that much shorter (the log keeps its place)."""
    top = max(SCORE.y, legibility.under_corner(1))
    return pygame.Rect(SCORE.x, top, SCORE.w, SCORE.bottom - top)
LOG = pygame.Rect(1020, 354, 252, 358)
OWN = pygame.Rect(8, 548, 204, 164)
HAND = pygame.Rect(222, 540, 790, 180)


def hand_rect() -> pygame.Rect:
    """Where the bottom seat's hand fans: ``HAND``; on a small screen (tap floors in force) on under the log too,
    to the stage's right margin, so a fan of 13 cards leaves every card a tap-wide strip (44 physical px at
    800 × 480: 71 logical, where ``HAND`` gives 13 cards 56)."""
    if legibility.current.inert:
        return HAND
    return pygame.Rect(HAND.x, HAND.y, LOG.right - HAND.x, HAND.h)


def log_rect() -> pygame.Rect:
    """The trick log: ``LOG``; on a small screen it ends above the hand that fans on under it (``hand_rect``)."""
    if legibility.current.inert:
        return LOG
    return pygame.Rect(LOG.x, LOG.y, LOG.w, HAND.y - 8 - LOG.y)

COUNTERS = pygame.Rect(LEFT.x, LEFT.y, LEFT.w, 66)
SEA = pygame.Rect(LEFT.x, LEFT.y + 76, LEFT.w, 250)
NEED = pygame.Rect(LEFT.x, SEA.bottom + 8, LEFT.w, 96)
SEA_PILE = pygame.Rect(0, 0, 92, 129)
SEA_PILE.center = (SEA.centerx, SEA.y + 112)
NEED_LINES = 4  # the depth's words on the stage: four lines of 22 px (upright: ``Upright.NEED_LINES``)
#: The sea's star row (its depth as stars over "Depth 2 of 5"): where your long name needs the room above your plate
#: (800 × 480 and 1024 × 600 at 150 %: three rows at the 24 px floor), the sea goes without it, this much shorter,
#: and the depth's words under it rise as much (``starless``).
SEA_STARS_H = 28


def starless(places) -> tuple[pygame.Rect, pygame.Rect]:
    """``places``' (this module or an ``Upright``) sea and depth's words with the sea's star row given up: (SEA, NEED)."""
    sea = pygame.Rect(places.SEA.x, places.SEA.y, places.SEA.w, places.SEA.h - SEA_STARS_H)
    return sea, places.NEED.move(0, -SEA_STARS_H)

CHIPS_Y = CENTER.y + 20
TRICK_Y = CENTER.y + 136  # centre line of the trick's cards
TRICK_STEP = 134
ORDER_Y = TRICK_Y + CARD[1] // 2 + 18
PROMPT_Y = ORDER_Y + 44
BUTTONS = pygame.Rect(CENTER.x + 10, PROMPT_Y + 28, CENTER.w - 20, 64)

HAND_TOP = H - CARD[1] - 8  # resting hand cards
RAISE = 24  # legal cards stand this much higher
PICK_RAISE = 44  # the card chosen to pass
TARGET_RAISE = 14  # trick cards a zero may catch


CORNER_W = 124  # the Menu's width, and the Pro tip's beside it at 1280 × 720


def coach_width() -> int:
    """The Pro tip's width beside the Menu: ``CORNER_W``; on a small screen as wide as its words at the larger
    type (German "Profi-Tipp" was cut to "Profi-Ti…"), the plates' row that much narrower (``top_rect``)."""
    if legibility.current.inert:
        return CORNER_W
    return max(CORNER_W, *(widgets.button_width_for(t(key), theme.SMALL) for key in ("coach.button", "coach.thinking")))


def top_rect() -> pygame.Rect:
    """The other seats' row: ``TOP``, up to the Pro tip beside the Menu."""
    right = W - 8 - CORNER_W - 8 - coach_width() - 4
    return pygame.Rect(TOP.x, TOP.y, min(TOP.w, right - TOP.x), TOP.h)


def plates(players: int, bottom: int) -> dict[int, pygame.Rect]:
    """The other seats' plates across the top, clockwise from the bottom seat's left."""
    return plates_across(top_rect(), players, bottom, widest=320, gap=8)


def trick_slot(index: int, players: int) -> tuple[int, int]:
    """Centre of the ``index``-th card played in a trick of ``players`` cards."""
    x = CENTER.centerx + (index - (players - 1) / 2) * TRICK_STEP
    return (round(x), TRICK_Y)


def trick_rect(index: int, players: int) -> pygame.Rect:
    r = pygame.Rect(0, 0, *TRICK_CARD)
    r.center = trick_slot(index, players)
    return r


MIN_STEP = 36  # a hand card covered by the next still shows its value and colour


def hand_lefts(count: int, wide: tuple[int, ...] = ()) -> tuple[int, ...]:
    """Left edges of ``count`` fanned hand cards, centred in the hand area (``hand_rect``), overlapping when
    needed.  ``wide``: the cards whose words must show whole (buoys, zeros): the card after one steps a whole card
    width on while the others still show ``MIN_STEP``."""
    return _hand_lefts(count, wide, tuple(hand_rect()))


@lru_cache(maxsize=64)
def _hand_lefts(count: int, wide: tuple[int, ...], area: tuple[int, int, int, int],
                card_w: int = CARD[0]) -> tuple[int, ...]:
    if count <= 0:
        return ()
    hand = pygame.Rect(area)
    gaps = count - 1
    full = card_w + 10
    room = hand.w - card_w
    widened = {i for i in wide if 0 <= i < gaps}  # the last card is never covered
    step = min(full, room / max(1, gaps))
    broad = step
    if widened and step < full:
        rest = gaps - len(widened)
        broad = max(step, min(card_w + 2, (room - rest * MIN_STEP) / len(widened)))
        step = min(full, (room - len(widened) * broad) / rest) if rest else step
    steps = [broad if i in widened else step for i in range(gaps)]
    total = card_w + sum(steps)
    x = hand.centerx - total / 2
    lefts = [round(x)]
    for gap in steps:
        x += gap
        lefts.append(round(x))
    return tuple(lefts)


def colour_buttons(count: int = 5) -> list[pygame.Rect]:
    """The five "name a colour" buttons in a row under the prompt."""
    gap = 12
    w = (BUTTONS.w - gap * (count - 1)) // count
    return [pygame.Rect(BUTTONS.x + i * (w + gap), BUTTONS.y, w, BUTTONS.h) for i in range(count)]


PASS_BUTTON = pygame.Rect(0, 0, 300, 60)
PASS_BUTTON.center = (CENTER.centerx, BUTTONS.centery)


def pass_button(label_width: int) -> pygame.Rect:
    """The pass button, as wide as its label needs ("Pass “Catch all other cards”"), centred where
    :data:`PASS_BUTTON` is, never narrower than it nor wider than the centre."""
    rect = PASS_BUTTON.copy()
    rect.w = max(PASS_BUTTON.w, min(CENTER.w - 40, label_width + 40))
    rect.center = PASS_BUTTON.center
    return rect

SUMMARY = pygame.Rect(0, 0, 820, 540)
SUMMARY_NAME = 200  # a name's room in the round summary (then four columns of numbers)
SUMMARY_STEP = 134  # the columns' spacing; a head may be this wide less a gap ("Aus dem Meer" is 130 px at 16 px)
SUMMARY.midtop = (CENTER.centerx + 4, 100)
SUMMARY_BUTTON = pygame.Rect(0, 0, 280, 64)
SUMMARY_BUTTON.midbottom = (SUMMARY.centerx, SUMMARY.bottom - 20)
TABLE = pygame.Rect(CENTER.x - 4, CENTER.y + 2, CENTER.w + 8, CENTER.h - 6)  # the sand under the trick


# -- the upright arrangement ---------------------------------------------------------------------------------------
#: A portrait screen's cards, the trick's and your hand's: 156 × 219 px (88 physical px at 720 × 1280, where the
#: stage's 112 px drew 63) — as large as a fan of 13 with two buoys across the width leaves every card a tap's strip.
UPRIGHT_CARD = (156, 219)
#: The trick on an upright screen: larger than the hand's cards (whose fan of 13 keeps 44-px strips at 156 wide),
#: in the middle of the sand, which the hand-sized trick left half empty (issue 29); five of them fit across.
UPRIGHT_TRICK_CARD = (228, 320)
UPRIGHT_INFO_H = 600  # the counters, the sea, the score track and the log side by side under the plates
UPRIGHT_PLATE_H = TOP.h + 20  # upright type is larger: the hint ("leads", "picking …") needs its own line
#: A screen too short for that (3:4, 768 × 1024: 1,707 px) gets a compact arrangement: the score track and the log
#: as tall as the counters, sea and depth beside them (``LEFT.h``), that column wider (the depth's German words in
#: three lines at 150 %: in 96 px), your plate nearer your hand, and the trick a little larger than your hand's
#: cards, not half as large again — your hand, the thumb's, keeps its size.
UPRIGHT_COMPACT = {"info": LEFT.h, "left_w": 340, "score_w": 340, "trick": (172, 242), "own_gap": 24}
UPRIGHT_ROOMY = {"info": UPRIGHT_INFO_H, "left_w": LEFT.w, "score_w": 380, "trick": UPRIGHT_TRICK_CARD, "own_gap": 40}


class Upright:
    """The places of the Fischen table on a portrait screen (``FischenTable.L``): this module's names with upright
    values, every other name the module's own.  The other seats' plates across the top (as on the stage, beside
    the corner's buttons), under them the counters, the sea and its depth, the score track and a wide log side by
    side, the trick, the prompt and its buttons on the sand in the middle, and along the foot your plate and your
    hand, large, across the whole width.  Under :data:`UPRIGHT_ROOMY_LEAST_H` (``compact``) the same places, closer:
    :data:`UPRIGHT_COMPACT`."""

    def __init__(self, size: tuple[int, int], corner: int, compact: bool | None = None):
        import sys

        self._look = sys.modules[__name__]
        self.W, self.H = w, h = size
        self.compact = h < UPRIGHT_ROOMY_LEAST_H if compact is None else compact
        room = UPRIGHT_COMPACT if self.compact else UPRIGHT_ROOMY
        self.CARD = UPRIGHT_CARD
        self.TOP = pygame.Rect(8, corner, w - 16, UPRIGHT_PLATE_H)  # the whole width, under the corner's Menu and Pro tip
        top = self.TOP.bottom + 10
        self.LEFT = left = pygame.Rect(8, top, room["left_w"], LEFT.h)
        self.SCORE = pygame.Rect(self.LEFT.right + 10, top, room["score_w"], room["info"])
        self.LOG = pygame.Rect(self.SCORE.right + 10, top, w - 8 - self.SCORE.right - 10, room["info"])
        self.COUNTERS = pygame.Rect(left.x, top, left.w, COUNTERS.h)
        self.SEA = pygame.Rect(left.x, top + SEA.y - LEFT.y, left.w, SEA.h)
        #: the depth's words down to the row's foot: a line of the type apart, as many as they take (``NEED_LINES``)
        self.NEED = pygame.Rect(left.x, self.SEA.bottom + 8, left.w, max(NEED.h, top + room["info"] - self.SEA.bottom - 8))
        self.NEED_LINES = 0
        self.SEA_PILE = SEA_PILE.copy()
        self.SEA_PILE.center = (self.SEA.centerx, self.SEA.y + SEA_PILE.centery - SEA.y)
        self.HAND_TOP = h - UPRIGHT_CARD[1] - 12
        self.RAISE, self.PICK_RAISE, self.TARGET_RAISE = 32, 60, 20
        self.HAND = pygame.Rect(8, self.HAND_TOP, w - 16, UPRIGHT_CARD[1])
        self.OWN = pygame.Rect(8, self.HAND_TOP - self.PICK_RAISE - room["own_gap"] - OWN.h, OWN.w, OWN.h)
        below = self.LOG.bottom + 16
        self.CENTER = pygame.Rect(8, below, w - 16, max(0, self.OWN.y - 16 - below))
        self.TABLE = pygame.Rect(self.CENTER.x - 4, self.CENTER.y + 2, self.CENTER.w + 8, self.CENTER.h - 6)
        self.TRICK_CARD = trick = room["trick"]
        self.TRICK_STEP = min(trick[0] + 24, self.CENTER.w // MAX_TRICK)
        group = 100 + trick[1] + 24 + 52 + 30 + 80  # chips, the trick, its order, the prompt, its buttons
        first = self.CENTER.y + max(0, (self.CENTER.h - group) * 2 // 3)  # nearer the thumb than the plates
        self.CHIPS_Y = first + 30
        self.TRICK_Y = first + 100 + trick[1] // 2
        self.ORDER_Y = self.TRICK_Y + trick[1] // 2 + 24
        self.PROMPT_Y = self.ORDER_Y + 52
        self.BUTTONS = pygame.Rect(self.CENTER.x + 10, self.PROMPT_Y + 30, self.CENTER.w - 20, 80)
        self.PASS_BUTTON = pygame.Rect(0, 0, 360, 80)
        self.PASS_BUTTON.center = (self.CENTER.centerx, self.BUTTONS.centery)
        self.SUMMARY = pygame.Rect(0, 0, SUMMARY.w, SUMMARY.h)
        self.SUMMARY.center = self.CENTER.center
        self.SUMMARY_BUTTON = SUMMARY_BUTTON.move(self.SUMMARY.x - SUMMARY.x, self.SUMMARY.y - SUMMARY.y)
        self.HELP_BUTTON = (self.CENTER.right - 56, self.CENTER.y + 10, 48, 48)  # the sand's top right corner
        self.SUMMARY_NAME, self.SUMMARY_STEP = SUMMARY_NAME + 60, SUMMARY_STEP + 60  # room for the larger type
        self.SUMMARY.w = SUMMARY.w + 60 + 4 * 60
        self.SUMMARY.center = self.CENTER.center
        self.SUMMARY_BUTTON = pygame.Rect(0, 0, *SUMMARY_BUTTON.size)
        self.SUMMARY_BUTTON.midbottom = (self.SUMMARY.centerx, self.SUMMARY.bottom - 20)

    def __getattr__(self, name: str):
        return getattr(self._look, name)

    def plates(self, players: int, bottom: int) -> dict[int, pygame.Rect]:
        """The other seats' plates across the whole width, clockwise from the bottom seat's left."""
        return plates_across(self.TOP, players, bottom, widest=420, gap=8)

    def score_rect(self) -> pygame.Rect:
        return pygame.Rect(self.SCORE)

    def log_rect(self) -> pygame.Rect:
        return pygame.Rect(self.LOG)

    def hand_rect(self) -> pygame.Rect:
        return pygame.Rect(self.HAND)

    def hand_lefts(self, count: int, wide: tuple[int, ...] = ()) -> tuple[int, ...]:
        return _hand_lefts(count, wide, tuple(self.HAND), self.CARD[0])

    def trick_slot(self, index: int, players: int) -> tuple[int, int]:
        x = self.CENTER.centerx + (index - (players - 1) / 2) * self.TRICK_STEP
        return (round(x), self.TRICK_Y)

    def trick_rect(self, index: int, players: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, *self.TRICK_CARD)
        r.center = self.trick_slot(index, players)
        return r

    def colour_buttons(self, count: int = 5) -> list[pygame.Rect]:
        gap = 12
        w = (self.BUTTONS.w - gap * (count - 1)) // count
        return [pygame.Rect(self.BUTTONS.x + i * (w + gap), self.BUTTONS.y, w, self.BUTTONS.h) for i in range(count)]

    def pass_button(self, label_width: int) -> pygame.Rect:
        rect = self.PASS_BUTTON.copy()
        rect.w = max(self.PASS_BUTTON.w, min(self.CENTER.w - 40, label_width + 40))
        rect.center = self.PASS_BUTTON.center
        return rect


@lru_cache(maxsize=4)
def _upright(size: tuple[int, int], corner: int) -> Upright:
    return Upright(size, corner)


def upright(size: tuple[int, int]) -> Upright:
    """The upright arrangement on a ``size`` scene (1280 × 2276 at 720 × 1280), under the corner's Menu as tall as
    the tap floor in force makes it."""
    return _upright(tuple(size), legibility.under_corner(1))  # (a row of the Menu and the Pro tip)


def _upright_holds(h: int, compact: bool) -> bool:
    """Whether the sand between the log and your plate holds the trick's group (chips, the trick, its order, the
    prompt, its buttons) on a scene ``h`` tall, under the corner's tallest Menu, in the (``compact``) arrangement."""
    places = Upright((W, h), legibility.lowest_corner(1), compact)
    return places.CENTER.h >= 100 + places.TRICK_CARD[1] + 24 + 52 + 30 + 80


#: The least scene height the roomy arrangement holds (1,950: 10:16 and taller); a shorter one is compact.
UPRIGHT_ROOMY_LEAST_H = least_upright_h(lambda h: _upright_holds(h, False))
#: The least scene height an upright arrangement holds (``TableScene.upright_least_h``): the compact one's, 3:4's
#: 1,707 and taller.
UPRIGHT_LEAST_H = least_upright_h(lambda h: _upright_holds(h, True))
