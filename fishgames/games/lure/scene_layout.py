"""Where everything sits on the 1280 × 720 Lure table (pure geometry, no drawing).

Top: the other seats' plates, each with a strip below it (screen or bid, resting dice, score pile).
Middle: round / fish deck / lure supply / discard pile on the left, the fish in the water with the
dice tray under them in the centre, the move log on the right.  Bottom: your plate and score pile,
your dice and lures behind your screen, and the decision panel (cast button, adjust preview).
"""

from __future__ import annotations

from functools import lru_cache
from types import FunctionType, SimpleNamespace

import pygame

from fishgames.ui import legibility
from fishgames.ui.table_kit import plates_across

W, H = 1280, 720

PLATE_Y, PLATE_H = 8, 88
STRIP_H = 48
STRIP_Y = PLATE_Y + PLATE_H + 4
STRIP_WORD = 80  # a strip's "cast" beside the screen icon
TOP_RIGHT = 1140  # the menu button sits right of this

LEFT = pygame.Rect(12, 156, 180, 308)
CENTER = pygame.Rect(200, 156, 820, 308)
RIGHT = pygame.Rect(1028, 156, 240, 308)

ROUND = pygame.Rect(LEFT.x, LEFT.y, LEFT.w, 50)
DECK = pygame.Rect(LEFT.x + 20, LEFT.y + 88, 54, 76)
SUPPLY = pygame.Rect(LEFT.x + 104, LEFT.y + 94, 60, 60)
PILES = pygame.Rect(LEFT.x, ROUND.bottom + 6, LEFT.w, 122)
DISCARD = pygame.Rect(LEFT.x, PILES.bottom + 6, LEFT.w, LEFT.bottom - PILES.bottom - 6)

POOL = pygame.Rect(CENTER.x, CENTER.y, CENTER.w, 166)
CARD = (96, 134)
CARD_GAP = 36  # between fish cards while they fit: room for the longest name under each ("Zackenbarsch")
TRAY = pygame.Rect(CENTER.x, POOL.bottom + 4, CENTER.w, CENTER.bottom - POOL.bottom - 4)
EXPLAIN = CENTER.inflate(-8, 0)  # a fish card explained: over the water and the tray, clear of your rack
LOG = RIGHT
HELP_AT_FIVE = pygame.Rect(RIGHT.right - 48, RIGHT.y, 48, 48)  # the "?" when five seats' strips fill the top
HELP_BESIDE_X = 1088  # the "?" right of the strips where it stands there (``guide.help_button``'s)


def compact() -> bool:
    """A small screen's grown buttons (``legibility``): the "?" leaves the strips' row for the right column."""
    return legibility.current.tap > legibility.INERT_TAP


def help_rect(players: int) -> pygame.Rect | None:
    """The "?" in the right column (None: beside the strips, ``guide.help_button``): at five players the strips
    reach the menu column; on a small screen, under the Menu, as large as a tap, the Pro tip left of it."""
    if players < 5 and not compact():
        return None
    side = max(HELP_AT_FIVE.w, legibility.current.tap)
    return pygame.Rect(RIGHT.right - side, max(RIGHT.y, legibility.under_corner(1)), side, side)


def coach_rect(players: int, words: int) -> pygame.Rect | None:
    """The Pro tip on a small screen: left of the "?" in the right column, as wide as its ``words`` need
    (under the Menu, widened, it ran into the five seats' plates: German "Profi-Tipp"); None: under the Menu."""
    help_at = help_rect(players)
    if help_at is None or not compact():
        return None
    w = min(max(words, 124), help_at.x - 8 - RIGHT.x)
    return pygame.Rect(help_at.x - 8 - w, help_at.y, w, help_at.h)


def log_rect(players: int) -> pygame.Rect:
    """The move log: the right column, under the "?" where it sits there (``help_rect``)."""
    help_at = help_rect(players)
    if help_at is None:
        return LOG
    top = help_at.bottom + 6
    return pygame.Rect(LOG.x, top, LOG.w, LOG.bottom - top)


PROMPT_Y = 484

BOTTOM_Y = 504
OWN = pygame.Rect(12, BOTTOM_Y, 300, PLATE_H)
OWN_PILE = pygame.Rect(12, OWN.bottom + 8, 300, H - OWN.bottom - 14)
RACK = pygame.Rect(324, BOTTOM_Y, 580, H - BOTTOM_Y - 6)
PANEL = pygame.Rect(916, BOTTOM_Y, W - 916 - 12, H - BOTTOM_Y - 6)

DIE = 60  # dice in your rack
DIE_STEP = 72
DICE_Y = RACK.y + 78  # centre line of the dice row
REST_DROP = 22  # a resting die sits this much lower (in front of the screen)
CHOSEN_LIFT = 16  # a chosen die rises
TOKEN = 56
TOKEN_STEP = 64
LURES_Y = RACK.y + 168  # centre line of the lures row
MINI_TOKEN = 30
MINI_DIE = 30
TRAY_DIE = (60, 48, 40, 32, 26)  # die sizes of the tray (few sizes: each is drawn once)
LANE_LABEL = 150  # a tray lane's seat badge, name ("Maximilian") and bid size, left of its dice
LANE_NAME_X = 40

#: Cast (and Done) at the panel's foot, room above for a group's note; its shadow (7 px under the face,
#: ``widgets.draw_button``) ends 2 px over the panel's 3 px border: at ``PANEL.bottom - 56`` it lay over it
#: (plain at 1920 × 1080 and 3840 × 2160, issue 29).  (The panel's words start ``scene_draw.PANEL_TOP`` under
#: its top, 3 px higher than they did, so the Adjust step's preview and group note keep their room.)
CAST_BUTTON = pygame.Rect(PANEL.x + 20, PANEL.bottom - 60, PANEL.w - 40, 48)
DONE_BUTTON = CAST_BUTTON


def cast_button() -> pygame.Rect:
    """Where Cast (and Done) are drawn and tapped: ``CAST_BUTTON``, grown upward on a small screen."""
    return legibility.grown_up(CAST_BUTTON)

# the Adjust panel (over your rack while you adjust)
ADJ_DIE = 60
ADJ_STEP = 80
ADJ_DICE_Y = RACK.y + 114
ADJ_BUTTON = (60, 48)
ADJ_GAP, ADJ_EDGE = 4, 2  # between a die and its buttons; from a button to the rack's edge


def others_rects(players: int, bottom: int, wider: tuple[tuple[int, int], ...] = ()) -> dict[int, pygame.Rect]:
    """Plates of every seat but ``bottom``, clockwise from its left, across the top; ``wider``: (seat, px) a plate
    would be wider (a long name's rows, ``scene_plate.wider``), given from the row's spare width, left of the "?"
    where it stands beside the strips."""
    rects = plates_across((12, PLATE_Y, TOP_RIGHT - 12, PLATE_H), players, bottom, widest=330, gap=12)
    if not any(px for _, px in wider):
        return rects
    line = sorted(rects, key=lambda seat: rects[seat].x)
    right = TOP_RIGHT if help_rect(players) is not None else HELP_BESIDE_X - 5
    spare = right - 12 - sum(rect.w + 12 for rect in rects.values()) + 12
    widths = {seat: rects[seat].w for seat in line}
    for seat, px in wider:
        given = max(0, min(px, spare))
        widths[seat] += given
        spare -= given
    total = sum(widths.values()) + 12 * (len(line) - 1)
    x = min(max(12, (12 + TOP_RIGHT) // 2 - total // 2), right - total)
    for seat in line:
        rects[seat] = pygame.Rect(x, PLATE_Y, widths[seat], PLATE_H)
        x += widths[seat] + 12
    return rects


def strip_rect(plate: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(plate.x, STRIP_Y, plate.w, STRIP_H)


def card_gap() -> int:
    """The gap between fish cards while they fit: ``CARD_GAP``; on a small screen, whose names are drawn at the
    text floor (20 px at 800 × 480), as wide as the longest name in the language needs ("Zackenbarsch")."""
    from fishgames.i18n import t

    return CARD_GAP if legibility.current.text <= 16 else _names_gap(legibility.current.text, t.lang)


@lru_cache(maxsize=4)
def _names_gap(floor: int, lang: str) -> int:
    from fishgames.games.lure.data import FISH
    from fishgames.games.lure.scene_text import fish_name
    from fishgames.ui import theme

    widest = max(theme.font(floor, True).size(fish_name(fid))[0] for fid in FISH)
    return max(CARD_GAP, widest + 4 - CARD[0])


def pool_lefts(count: int) -> tuple[int, ...]:
    """Left edges of the fish cards in the water (overlapping when there are many)."""
    return _pool_lefts(count, card_gap())


@lru_cache(maxsize=64)
def _pool_lefts(count: int, gap: int) -> tuple[int, ...]:
    if count <= 0:
        return ()
    room = POOL.w - 8
    step = CARD[0] + gap
    if count * step - gap > room:
        step = (room - CARD[0]) / max(1, count - 1)
    width = step * (count - 1) + CARD[0]
    x0 = POOL.centerx - width / 2
    return tuple(round(x0 + i * step) for i in range(count))


def name_room(count: int) -> int:
    """How wide the name under each of ``count`` fish cards may be: up to the next card's name."""
    lefts = pool_lefts(count)
    return (lefts[1] - lefts[0] - 4) if len(lefts) > 1 else POOL.w // 2


def pool_rect(index: int, count: int) -> pygame.Rect:
    lefts = pool_lefts(count)
    return pygame.Rect(lefts[index], POOL.y + 6, *CARD)


def rack_die_centre(index: int) -> tuple[int, int]:
    """Centre of die ``index`` of your rack (0–4 the d6s, 5 the d12, 6 the d20), at rest."""
    x0 = RACK.x + 30 + DIE // 2
    gap = 14 * max(0, index - 4)  # the special dice stand apart, with room for their "free from" tags
    return (x0 + index * DIE_STEP + gap, rack_rows()[1])


#: A resting die's drop in a rack packed tight (:func:`rack_rows`): its "from R4" tag above the lures' hint.
PACKED_REST_DROP = 4


def rack_rows() -> tuple[int, int, int]:
    """(the head's top, the dice's centre line, a resting die's drop) in your rack: 8 px down, ``DICE_Y`` and
    ``REST_DROP`` while the head's line clears a raised die; else (the landscape's 210-px rack at a small screen's
    24-px type: at 150 % on 800 × 480 the head ran over the raised dice's tops) the head at the rack's top, the
    dice just clear of it, and a resting die dropped less (its tag clear of the lures' hint under it)."""
    from fishgames.ui import theme

    line = theme.font(theme.SMALL, True).get_linesize()
    if RACK.y + 8 + line <= DICE_Y - DIE // 2 - CHOSEN_LIFT:
        return RACK.y + 8, DICE_Y, REST_DROP
    return RACK.y + 4, RACK.y + 4 + line + 4 + CHOSEN_LIFT + DIE // 2, PACKED_REST_DROP


def rack_token_centre(index: int, count: int) -> tuple[int, int]:
    """Your lures in a row, ``TOKEN_STEP`` apart (on a small screen as far as a target of its tap floor needs,
    ``legibility``), closer where that row would leave the rack."""
    step = min(max(TOKEN_STEP, legibility.current.tap + 1), (RACK.w - 60 - TOKEN) / max(1, count - 1))
    return (round(RACK.x + 30 + TOKEN // 2 + index * step), LURES_Y)


def adjust_head_in_rack() -> bool:
    """Whether "Adjust lures left" heads the rack: not on a small screen, whose tap-sized +1 above and −1 below
    a die fill the rack's height (the line heads the decision panel there instead)."""
    return not compact()


def adjust_die_size() -> int:
    """A die of the Adjust rack: ``ADJ_DIE``, smaller where a tap-sized +1 above and −1 below it must fit
    the rack's height (52 at 800 × 480)."""
    room = RACK.h - 2 * ADJ_EDGE - 2 * ADJ_GAP - 2 * adjust_button_size()[1]
    return max(40, min(ADJ_DIE, room))


def adjust_button_size() -> tuple[int, int]:
    return max(ADJ_BUTTON[0], legibility.current.tap), max(ADJ_BUTTON[1], legibility.current.tap)


def adjust_dice_y() -> int:
    """The centre line of the Adjust rack's dice: under the head at 1280 × 720, else the rack's middle."""
    return ADJ_DICE_Y if adjust_head_in_rack() else RACK.centery


def adjust_die_centre(index: int, count: int) -> tuple[int, int]:
    button = adjust_button_size()[0]
    room = (RACK.w - 16 - button) / max(1, count - 1)  # seven dice at a portrait panel's floors: closer
    step = min(max(ADJ_STEP, button + ADJ_GAP), room)
    width = step * (count - 1)
    first = RACK.x + 8 + adjust_button_size()[0] / 2  # seven dice: the first one's buttons inside the rack
    x0 = max(first, RACK.centerx - width / 2 - 40)  # left of the middle: room for the extra dice after them
    return (round(x0 + index * step), adjust_dice_y())


def adjust_buttons(index: int, count: int) -> tuple[pygame.Rect, pygame.Rect]:
    """(+1 above, −1 below) the die ``index`` in the Adjust panel; on a small screen as large as its tap floor
    (``legibility``), grown away from the die, all three within the rack."""
    cx, cy = adjust_die_centre(index, count)
    half = adjust_die_size() // 2
    plus = pygame.Rect((0, 0), adjust_button_size())
    plus.midbottom = (cx, cy - half - ADJ_GAP)
    minus = pygame.Rect((0, 0), adjust_button_size())
    minus.midtop = (cx, cy + half + ADJ_GAP)
    return plus, minus


def tray_lanes(members: int, dice: int) -> tuple[list[pygame.Rect], int]:
    """One lane per rolling member and the die size that fits the widest roll (``dice`` incl. extras)."""
    inner = TRAY.inflate(-16, -12)
    cols = 1 if members <= 2 else 2
    rows = -(-members // cols)
    lane_w = (inner.w - (cols - 1) * 10) // cols
    lane_h = (inner.h - (rows - 1) * 6) // rows
    lanes = []
    for i in range(members):
        col, row = i % cols, i // cols
        lanes.append(pygame.Rect(inner.x + col * (lane_w + 10), inner.y + row * (lane_h + 6), lane_w, lane_h))
    total_w = 84
    by_width = (lane_w - LANE_LABEL - total_w) / max(1.0, dice + 0.4) - 6
    fits = min(lane_h - 10, by_width)
    size = next((s for s in TRAY_DIE if s <= fits), TRAY_DIE[-1])
    return lanes, size


def lane_die_centre(lane: pygame.Rect, index: int, size: int, extra: bool = False, rolled: int = 0) -> tuple[int, int]:
    """Centre of die ``index`` in a lane (extras after the rolled dice, a little apart)."""
    x = lane.x + LANE_LABEL + size // 2 + index * (size + 6) + (10 if extra and rolled else 0)
    return (x, lane.centery)


# -- the upright arrangement ---------------------------------------------------------------------------------------
UPRIGHT_COLUMNS = 2  # the other seats' plates (with their strips) a row: two rows for four
#: The heights that give way on an upright screen shorter than 9:16 (10:16, 600 × 1024): (natural, least) of your
#: rack along the foot, the dice tray, your plate's and decision panel's row, and the round, piles and log's row;
#: each gives up to its least, in this order, what the screen lacks (the rack's lures move up to its dice).
UPRIGHT_GIVE = {"rack": (520, 400), "tray": (300, 240), "panel": (300, 250), "left": (340, 320)}
UPRIGHT_RACK_H = UPRIGHT_GIVE["rack"][0]
UPRIGHT_ROUND_H = 76  # the round and the fish out unseen on two lines of upright type (50 ran them into each other)
UPRIGHT_PROMPT = 72  # the prompt's two lines and a margin, between the log's row and your plate's


def _upright_heights(h: int) -> dict[str, int]:
    """Each giving part's height on a scene ``h`` tall: natural where 9:16 leaves room, less in :data:`UPRIGHT_GIVE`'s
    order where the screen is shorter (never under its least: :data:`UPRIGHT_LEAST_H`)."""
    short = max(0, _upright_fixed() + sum(natural for natural, _ in UPRIGHT_GIVE.values()) - h)
    heights = {}
    for name, (natural, least) in UPRIGHT_GIVE.items():
        given = min(short, natural - least)
        heights[name], short = natural - given, short - given
    return heights


def _upright_fixed() -> int:
    """What does not give way: the other seats' two rows, the water, the prompt and the gaps between the rows."""
    return _upright_top() + 210 + 44 + 4 + 10 + UPRIGHT_PROMPT + 12 + 8


def _upright_top() -> int:
    return PLATE_Y + 2 * (110 + 4 + 60 + 10) + 4  # up to four other seats' plates and strips, two a row


def _upright_values(w: int, h: int) -> dict:
    """The module's geometry names with their values on a portrait screen (1280 × 2276 at 720 × 1280): the other
    seats' plates and bid strips in rows of two across the top, the fish in the water and the dice tray across the
    whole width, the round and piles beside a wide log, the prompt, your plate, pile and decision panel, and your
    rack — its dice and lures twice as large — along the foot.  A shorter screen's rows give way
    (:func:`_upright_heights`)."""
    v: dict = {"W": w, "H": h, "TOP_RIGHT": w - 180, "PLATE_H": 110, "STRIP_H": 60, "STRIP_WORD": 200, "CARD": (150, 210),
               "CARD_GAP": 36, "DIE": 112, "DIE_STEP": 140, "TOKEN": 100, "TOKEN_STEP": 124, "CHOSEN_LIFT": 24,
               "REST_DROP": 30, "MINI_TOKEN": 40, "MINI_DIE": 40, "TRAY_DIE": (84, 72, 60, 48, 40, 32),
               "LANE_LABEL": 240, "LANE_NAME_X": 40, "ADJ_DIE": 104, "ADJ_STEP": 150}
    if h < _upright_giving_least():
        return _upright_compact_values(v, w, h)
    give = _upright_heights(h)
    top = _upright_top()
    v["POOL"] = pool = pygame.Rect(12, top, w - 24, v["CARD"][1] + 44)
    v["TRAY"] = tray = pygame.Rect(12, pool.bottom + 4, w - 24, give["tray"])
    v["CENTER"] = v["EXPLAIN"] = pygame.Rect(12, top, w - 24, tray.bottom - top)
    v["LEFT"] = left = pygame.Rect(12, tray.bottom + 10, 320, give["left"])
    v["RIGHT"] = v["LOG"] = pygame.Rect(left.right + 12, left.y, w - left.right - 24, left.h)
    v["HELP_AT_FIVE"] = pygame.Rect(v["RIGHT"].right - 48, left.y, 48, 48)
    _upright_left_column(v, left)
    rack, bottom, own = _upright_foot(v, w, h, left, give["rack"], give["panel"], 400)
    v["PANEL"] = panel = pygame.Rect(own.right + 12, bottom, w - own.right - 24, give["panel"])
    v["CAST_BUTTON"] = v["DONE_BUTTON"] = pygame.Rect(panel.x + 20, panel.bottom - 96, panel.w - 40, 80)
    v["DICE_Y"] = rack.y + 150 - (UPRIGHT_RACK_H - rack.h) // 6  # (130 in the least rack)
    v["LURES_Y"] = rack.bottom - 140  # (the rack's foot keeps its room: the lures' hint beside them)
    v["ADJ_DICE_Y"] = rack.centery
    v["STRIP_Y"] = None  # each plate's strip lies under it (``strip_rect``)
    return v


def _upright_left_column(v: dict, left: pygame.Rect) -> None:
    """The upright column ``left`` (either arrangement): the round's box, the deck and lures under it, the discard
    pile in the rest."""
    v["ROUND"] = pygame.Rect(left.x, left.y, left.w, UPRIGHT_ROUND_H)
    v["PILES"] = piles = pygame.Rect(left.x, left.y + UPRIGHT_ROUND_H + 6, left.w, 122)
    v["DECK"] = pygame.Rect(left.x + 40, piles.y + 32, 54, 76)
    v["SUPPLY"] = pygame.Rect(left.x + 190, piles.y + 38, 60, 60)
    v["DISCARD"] = pygame.Rect(left.x, piles.bottom + 6, left.w, left.bottom - piles.bottom - 6)


def _upright_foot(v: dict, w: int, h: int, left: pygame.Rect, rack_h: int, row_h: int, own_w: int) -> tuple:
    """Your rack along the foot (``rack_h`` tall), the row over it (``row_h``) starting with your plate (``own_w``
    wide) and pile, the prompt midway between ``left``'s foot and that row (either upright arrangement)."""
    v["RACK"] = rack = pygame.Rect(12, h - 8 - rack_h, w - 24, rack_h)
    v["BOTTOM_Y"] = bottom = rack.y - 12 - row_h
    v["PROMPT_Y"] = (left.bottom + bottom) // 2
    v["OWN"] = own = pygame.Rect(12, bottom, own_w, v["PLATE_H"])
    v["OWN_PILE"] = pygame.Rect(12, own.bottom + 8, own.w, rack.y - 12 - own.bottom - 8)
    return rack, bottom, own


#: A screen shorter than the rows that give way hold (3:4: 1,707 px): the compact arrangement's heights — the tray
#: with the round and piles beside it, your plate, the decision panel and the log in one row, your rack at its least.
UPRIGHT_COMPACT = {"middle": 300, "row": 250, "rack": UPRIGHT_GIVE["rack"][1], "log_w": 420}


def _upright_compact_values(v: dict, w: int, h: int) -> dict:
    """The compact upright arrangement (``v``: the sizes every upright arrangement shares): the other seats and the
    water as tall as ever; under them the round, piles and discard beside the dice tray; the prompt; your plate and
    pile, the decision panel and the log side by side; your rack along the foot."""
    c = UPRIGHT_COMPACT
    top = _upright_top()
    v["POOL"] = pool = pygame.Rect(12, top, w - 24, v["CARD"][1] + 44)
    v["LEFT"] = left = pygame.Rect(12, pool.bottom + 4, 320, c["middle"])
    v["TRAY"] = tray = pygame.Rect(left.right + 12, left.y, w - left.right - 24, c["middle"])
    v["CENTER"] = v["EXPLAIN"] = pygame.Rect(12, top, w - 24, tray.bottom - top)
    _upright_left_column(v, left)
    rack, bottom, own = _upright_foot(v, w, h, left, c["rack"], c["row"], 320)
    v["RIGHT"] = v["LOG"] = log = pygame.Rect(w - 12 - c["log_w"], bottom, c["log_w"], c["row"])
    v["HELP_AT_FIVE"] = pygame.Rect(log.right - 48, log.y, 48, 48)
    v["PANEL"] = panel = pygame.Rect(own.right + 12, bottom, log.x - 12 - own.right - 12, c["row"])
    v["CAST_BUTTON"] = v["DONE_BUTTON"] = pygame.Rect(panel.x + 20, panel.bottom - 96, panel.w - 40, 80)
    v["DICE_Y"] = rack.y + 150 - (UPRIGHT_RACK_H - rack.h) // 6
    v["LURES_Y"] = rack.bottom - 140
    v["ADJ_DICE_Y"] = rack.centery
    v["STRIP_Y"] = None
    return v


def _upright_others(players: int, bottom: int, wider: tuple = ()) -> dict[int, pygame.Rect]:
    """The other seats' plates in rows of two across the top, clockwise from the bottom seat's left, each with
    the room for its strip under it."""
    others = [(bottom + k) % players for k in range(1, players)]
    rects = {}
    for start in range(0, len(others), UPRIGHT_COLUMNS):
        y = PLATE_Y + start // UPRIGHT_COLUMNS * (PLATE_H + 4 + STRIP_H + 10)
        seats = others[start:start + UPRIGHT_COLUMNS]
        lined = plates_across((12, y, TOP_RIGHT - 12, PLATE_H), len(seats) + 1, 0, widest=560, gap=12)
        rects.update({seat: lined[i + 1] for i, seat in enumerate(seats)})
    return rects


def _upright_strip(plate: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(plate.x, plate.bottom + 4, plate.w, STRIP_H)


def _upright_compact() -> bool:
    """Upright, the "?" and the Pro tip always stand over the log: the strips' row has no room beside them."""
    return True


def _arranged(values: dict, functions: dict) -> SimpleNamespace:
    """This module with other ``values`` (and ``functions`` in the place of some): every function of it made
    again over the new names, so each reads the arrangement it belongs to (cached ones keep a cache of their own)."""
    space = {**globals(), **values, **functions}
    for name, obj in list(space.items()):
        fn = getattr(obj, "__wrapped__", obj)
        if isinstance(fn, FunctionType) and fn.__module__ == __name__ and not name.startswith(("upright", "_up")):
            made = FunctionType(fn.__code__, space, fn.__name__, fn.__defaults__, fn.__closure__)
            space[name] = lru_cache(maxsize=64)(made) if fn is not obj else made
    return SimpleNamespace(**{k: v for k, v in space.items() if not k.startswith("__")})


def _upright_giving_least() -> int:
    """The least height the arrangement whose rows give way holds apart: what does not give way and every giving
    part at its least (1,950: a 10:16 screen's 2,048 and 600 × 1024's 2,185 hold it; below it the compact one)."""
    return _upright_fixed() + sum(least for _, least in UPRIGHT_GIVE.values())


def _upright_least_h() -> int:
    """The least height the compact arrangement holds apart (1,690: a 3:4 screen's 1,707 holds it): the other
    seats and the water, the tray's row, the prompt, your plate's row and your rack."""
    return _upright_top() + 210 + 44 + 4 + UPRIGHT_COMPACT["middle"] + 10 + UPRIGHT_PROMPT + UPRIGHT_COMPACT["row"] \
        + 12 + UPRIGHT_COMPACT["rack"] + 8


#: (2200 before the rows gave way and the compact arrangement: a 10:16 screen's Lure ran your plate and panel over
#: the log, a 3:4 screen's more so; and a replay's table above its bar had 2006 at 720 × 1280, its prompt on your
#: plate and its log on your panel)
UPRIGHT_LEAST_H = _upright_least_h()


@lru_cache(maxsize=4)
def upright(size: tuple[int, int]) -> SimpleNamespace:
    """The Lure table's places on a portrait screen of ``size`` (``LureTable.L``): this module's names, upright."""
    w, h = size
    return _arranged(_upright_values(w, h), {"others_rects": _upright_others, "strip_rect": _upright_strip,
                                             "compact": _upright_compact})
