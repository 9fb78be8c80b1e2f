"""The table screen's side of phone seats: start their server, show how to join, show who is away.

:func:`attach` turns the chosen seats of a new (or continued) table into phone seats: the table stops
treating them as its own humans (no cover screen for them, never their private view), and a
:class:`~fishgames.phones.bridge.PhoneBridge` serves them.  Until a seat's phone has joined, a card with a
QR code, the short address and the 4-letter code stands over the table; afterwards a small chip says who is
away, and a tap on it hands the seat to a bot (and back).
"""

from __future__ import annotations

import os
from concurrent.futures import Future, ThreadPoolExecutor

import pygame

from fishgames.i18n import t
from fishgames.ui import canvas, fine, pen, theme, widgets
from fishgames.ui.input import Pointer
from fishgames.ui.text import kept, squeezed, wrap

#: A join card: the seat's name, its QR code, the address, the code and a hint (two lines); it ends above the line
#: where the tables tell their own human what to do (y ~ 470), which stays readable while phones join.  Six
#: cards (Fat Fish) are narrower, so all fit across the stage.
CARD_W, CARD_H, CARD_Y, CARD_GAP = 236, 322, 140, 12
HINT_SIZE = 16
QR_SIZE = 170  # at most: whole pixels per module (33 modules: 165 px)
CHIP_W, CHIP_H = 480, 56
TABLE_W = 140  # the chip's "play here" end
CHIP_Y = 8
#: ``--phones-bind ADDR`` for this run (fishgames.app), or ``FISHGAMES_PHONES_BIND`` (the test suite: loopback);
#: None: the LAN address (fishgames.phones.address).
BIND: str | None = os.environ.get("FISHGAMES_PHONES_BIND") or None
#: The port to listen on; None: the usual one if free (fishgames.phones.bridge.PREFERRED_PORT); tests use 0.
PORT: int | None = None


def attach(table, seats: list[int], bind: str | None = None, bridge_class=None):
    """Play ``seats`` of ``table`` on phones; returns the bridge (its server starts in the background)."""
    # start-up: the phones' server (aiohttp: 0.5 s of CPU here, 2026-12-05) is imported only for phone seats
    from fishgames.phones.bridge import PhoneBridge

    phone = set(seats)
    table.humans = [seat for seat in table.humans if seat not in phone]
    table.viewer = table.humans[0] if len(table.humans) == 1 else None
    names = {seat: table.seat_name(seat) for seat in sorted(phone)}
    table.phones = (bridge_class or PhoneBridge)(table, names, bind or BIND, PORT)
    table.phones.join_cards = JoinCards()
    return table.phones


def phone_seats(table) -> list[int]:
    return sorted(table.phones.seats) if table.phones is not None else []


def draw(table, surface: pygame.Surface) -> None:
    bridge = table.phones
    url = bridge.server.url
    waiting = [seat for seat in sorted(bridge.seats) if bridge.status[seat] == "waiting"]
    if waiting:
        _draw_join_cards(surface, bridge, waiting, url)
    for seat, rect in chip_rects(table).items():
        _draw_chip(surface, bridge, seat, rect)


def chip_rects(table) -> dict[int, pygame.Rect]:
    """Where each away phone seat's chip sits (and each seat a bot plays for): next to that seat's plate —
    under it (or under another away seat's chip there), else beside it, else above it — on no plate (at the top centre they covered the plates, the
    away seat's own among them).  A seat whose phone is here needs none: the table looks as it would with a bot there."""
    bridge = table.phones
    shown = [seat for seat in sorted(bridge.seats)
             if bridge.status[seat] == "away" or seat in bridge.stand_ins]
    if not shown:  # (every frame while all phones are here: no plate is looked for)
        return {}
    stage = pygame.Rect((0, 0), table.stage_size)
    plates = [rect for rect in (plate_of(table, seat) for seat in range(len(table.match.seats))) if rect is not None]
    placed: dict[int, pygame.Rect] = {}
    for i, seat in enumerate(shown):
        plate = plate_of(table, seat)
        spots = []
        if plate is not None:
            under = pygame.Rect(0, plate.bottom + 6, CHIP_W, CHIP_H)
            under.centerx = plate.centerx
            spots = [*(under.move(0, k * (CHIP_H + 6)) for k in range(3)),  # under it, under another's chip
                     pygame.Rect(plate.right + 6, plate.y, CHIP_W, CHIP_H),
                     pygame.Rect(plate.x - 6 - CHIP_W, plate.y, CHIP_W, CHIP_H),
                     under.move(0, plate.top - 6 - CHIP_H - under.y)]
        spots.append(pygame.Rect((stage.w - CHIP_W) // 2, CHIP_Y + i * (CHIP_H + 6), CHIP_W, CHIP_H))
        taken = plates + list(placed.values())
        placed[seat] = next((spot.clamp(stage) for spot in spots
                             if spot.clamp(stage).collidelist(taken) < 0), spots[-1])
    return placed


def plate_of(table, seat: int) -> pygame.Rect | None:
    """The seat's plate (name and score) on this table, as the game names it."""
    if hasattr(table, "plate_rect"):
        return pygame.Rect(table.plate_rect(seat))
    plates = getattr(table, "plates", None)  # Go Fish: seat -> SeatPlate
    if isinstance(plates, dict):
        return pygame.Rect(plates[seat].rect) if seat in plates else None
    if hasattr(table, "plate_rects"):
        rect = table.plate_rects().get(seat)
        own = getattr(table, "own_plate_rect", None)
        return pygame.Rect(rect) if rect is not None else (pygame.Rect(own()) if own is not None else None)
    return None


def to_table(table, seat: int) -> None:
    """Play ``seat`` at the table screen again (its phone stays away): the table's own human from now on,
    behind a cover screen where others play here too."""
    bridge = table.phones
    bridge.release(seat)
    table.humans = sorted([*table.humans, seat])
    table.viewer = table.humans[0] if len(table.humans) == 1 else None
    if not bridge.seats:
        table.stop_phones()
        table.phones = None


def table_button(rect: pygame.Rect) -> pygame.Rect:
    """The chip's right end: "play here" (the seat goes back to the table screen)."""
    return pygame.Rect(rect.right - TABLE_W, rect.y, TABLE_W, rect.h)


def handle(table, pointer: Pointer) -> bool:
    """A tap on an away seat's chip hands it to a bot; on a stand-in's chip, back to the phone; on the chip's
    "play here", the seat goes back to the table screen."""
    if pointer.kind != "tap":
        return False
    bridge = table.phones
    for seat, rect in chip_rects(table).items():
        if table_button(rect).collidepoint(pointer.pos):
            to_table(table, seat)
            return True
        if rect.collidepoint(pointer.pos):
            if seat in bridge.stand_ins:
                bridge.take_back(seat)
            elif bridge.status[seat] == "away":
                bridge.hand_to_bot(seat)
            return True
    return False


def _draw_join_cards(surface, bridge, seats: list[int], url: str | None) -> None:
    """Each card as last drawn ahead (:func:`prepare`); one not drawn yet is asked for and shows a frame later."""
    cards = bridge.join_cards
    for seat, rect in zip(seats, card_rects(len(seats), surface.get_width()), strict=True):
        card = cards.picture(seat, _card_words(bridge, seat, url), rect.w)
        if card is not None:
            surface.blit(card, rect)


def card_rects(count: int, width: int) -> list[pygame.Rect]:
    """Where ``count`` join cards stand, side by side and centred on a stage ``width`` wide (narrower when
    they would not fit)."""
    card_w = min(CARD_W, (width - 2 * CARD_GAP - (count - 1) * CARD_GAP) // max(1, count))
    x = (width - count * card_w - (count - 1) * CARD_GAP) // 2
    return [pygame.Rect(x + i * (card_w + CARD_GAP), CARD_Y, card_w, CARD_H) for i in range(count)]


def _card_words(bridge, seat: int, url: str | None) -> tuple:
    """What a seat's join card says now (its picture's key): its name, and its QR code, address, code and hint —
    or that the server is starting (or failed)."""
    code = qr_surface(f"{url}/?c={bridge.seats[seat].code}") if url is not None else None
    if code is None:
        return seat, bridge.name(seat), t("phones.table.no_server") if bridge.server.error else t("phones.table.starting")
    return (seat, bridge.name(seat), code, url.removeprefix("http://"),
            t("phones.table.code", code=bridge.seats[seat].code), t("phones.table.join_hint"))


def hint_lines(hint: str, width: int) -> tuple[str, ...]:
    """The card's hint ("Scan it with your phone") in the lines it takes on a card ``width`` wide (two at most)."""
    return wrap(hint, HINT_SIZE, width - 16)


def _paint_card(words: tuple, width: int = CARD_W):
    """``paint(surface)`` for :func:`canvas.picture`: the card of ``words`` (:func:`_card_words`), ``width``
    wide, at (0, 0)."""
    seat, name, *rest = words

    def paint(surface) -> None:
        rect = pygame.Rect(0, 0, width, CARD_H)
        surface.blit(widgets.panel(rect.size, 18, theme.CREAM, 245, theme.seat_colour(seat)), rect)
        shown = squeezed(name, theme.SMALL, width - 20, theme.INK)
        surface.blit(shown, shown.get_rect(midtop=(rect.centerx, rect.y + 10)))
        if len(rest) == 1:  # starting (or no server)
            label = theme.text(rest[0], theme.SMALL, theme.INK)
            surface.blit(label, label.get_rect(center=rect.center))
            return
        code, address, letters, hint = rest
        surface.blit(code, code.get_rect(midtop=(rect.centerx, rect.y + 38)))
        below = rect.y + 38 + code.get_height() + 4
        address = squeezed(address, theme.SMALL, width - 12, theme.INK, bold=False)
        surface.blit(address, address.get_rect(midtop=(rect.centerx, below)))
        letters = theme.text(letters, theme.BODY, theme.INK, True)
        surface.blit(letters, letters.get_rect(midtop=(rect.centerx, below + 28)))
        step = theme.font(HINT_SIZE).get_linesize()
        for i, row in enumerate(kept(hint_lines(hint, width), 2)):  # (the card has room for two)
            line = theme.text(row, HINT_SIZE, theme.INK)
            surface.blit(line, line.get_rect(midtop=(rect.centerx, below + 64 + i * step)))
    return paint


class JoinCards:
    """The join cards' pictures, each drawn ahead whole (its panel, texts and QR code: 8-36 ms the first time,
    too much for a frame) by :func:`prepare` — one a frame, never in the frame that draws the table first — and
    shown as one blit.  Until a card's new picture is drawn (its QR code came, the phone gave a name) the last
    one shows."""

    def __init__(self) -> None:
        self._drawn: dict[tuple, pygame.Surface] = {}  # words -> the card's picture (at this drawing scale)
        self._shown: dict[int, tuple] = {}  # seat -> the words of the picture it shows
        self._wanted: dict[tuple, None] = {}  # words still to draw, in the order asked

    def picture(self, seat: int, words: tuple, width: int = CARD_W) -> pygame.Surface | None:
        """The seat's card as it should look, or as it last looked while that is drawn; None: nothing yet."""
        key = (*words, width, fine.k)
        if key in self._drawn:
            self._shown[seat] = key
            return self._drawn[key]
        self._wanted[key] = None
        return self._drawn.get(self._shown.get(seat))

    def shows(self, seat: int) -> tuple | None:
        """The words of the card the seat's picture shows (None: none yet)."""
        key = self._shown.get(seat)
        return key[:-2] if key is not None else None

    def prepare(self) -> bool:
        """Draw the oldest card asked for; True when one was drawn."""
        if not self._wanted:
            return False
        key = next(iter(self._wanted))
        del self._wanted[key]
        self._drawn[key] = canvas.picture((key[-2], CARD_H), _paint_card(key[:-2], key[-2]))
        if len(self._drawn) > 64:  # pictures of words long gone (a card is drawn anew if asked again)
            self._drawn = {k: v for k, v in self._drawn.items() if k in self._shown.values()}
        return True


def prepare(table) -> bool:
    """Draw one join card ahead (the table's ``prepare_art`` calls it on frames after its first); True if it did."""
    cards = getattr(table.phones, "join_cards", None)
    return cards is not None and cards.prepare()


def _draw_chip(surface, bridge, seat: int, rect: pygame.Rect) -> None:
    """Two lines: what is going on with the seat, and what a tap does."""
    state = "bot_plays" if seat in bridge.stand_ins else "away"
    surface.blit(widgets.panel(rect.size, 12, theme.DEEP, 225, theme.seat_colour(seat)), rect)
    words = rect.inflate(-TABLE_W, 0).move(-TABLE_W // 2, 0)
    head = squeezed(t(f"phones.table.{state}", name=bridge.name(seat)), theme.SMALL, words.w - 16, theme.GLOW)
    surface.blit(head, head.get_rect(midtop=(words.centerx, rect.y + 5)))
    hint = squeezed(t(f"phones.table.{state}_tap"), 16, words.w - 16, theme.FOAM, bold=False)
    surface.blit(hint, hint.get_rect(midbottom=(words.centerx, rect.bottom - 5)))
    button = table_button(rect).inflate(-8, -8)
    pen.rect(surface, theme.SHALLOW, button, border_radius=10)
    here = squeezed(t("phones.table.play_here"), 16, button.w - 8, theme.WHITE)
    surface.blit(here, here.get_rect(center=button.center))


#: url -> its QR code's modules, worked out on a thread of its own: segno's import and five codes took the
#: table's first frame with join cards to 58-90 ms of CPU; a card says "starting" until its code is ready.
#: The thread hands back plain bytes; the picture is made here, on the frame loop (only the main thread
#: touches pygame: tests/test_pygame_main_thread.py)
_codes: dict[str, Future] = {}
_pictures: dict[tuple[str, int], pygame.Surface] = {}
_drawer: ThreadPoolExecutor | None = None


def qr_surface(url: str, size: int = QR_SIZE) -> pygame.Surface | None:
    """``url`` as a QR code, ``size`` pixels square; None until its modules are worked out (off the frame
    loop)."""
    global _drawer
    picture = _pictures.get((url, size))
    if picture is not None:
        return picture
    modules = _codes.get(url)
    if modules is None:
        if _drawer is None:
            _drawer = ThreadPoolExecutor(1, thread_name_prefix="qr-codes")
        if len(_codes) > 32:  # codes of games long over
            _codes.clear()
            _pictures.clear()
        _codes[url] = _drawer.submit(qr_modules, url)
        return None
    if not modules.done() or modules.exception() is not None:
        return None
    picture = _pictures[url, size] = draw_qr(modules.result(), size)
    return picture


def qr_modules(url: str) -> tuple[int, bytes]:
    """``url``'s QR code (segno) with its quiet zone: its width in modules and its RGB bytes, one pixel a
    module, dark on white — plain bytes, made on the thread, which touches no pygame."""
    import segno

    ink, white = bytes(theme.INK[:3]), bytes(theme.WHITE[:3])
    rows = list(segno.make(url, error="m").matrix_iter(scale=1, border=2))
    return len(rows), b"".join(ink if dark else white for row in rows for dark in row)


def draw_qr(modules: tuple[int, bytes], size: int = QR_SIZE) -> pygame.Surface:
    """The code's picture, whole pixels per module, about ``size`` pixels square (on the main thread)."""
    cells, pixels = modules
    scale = max(1, size // cells)  # whole pixels per module: every module the same size
    small = pygame.image.frombytes(pixels, (cells, cells), "RGB")
    return pygame.transform.scale(small, (cells * scale, cells * scale))


def resume(table, saved: dict) -> None:
    """Continue: the seats a saved game played on phones (its ``phone_seats``, checked here: human seats of
    this game, each once) are played on phones again, with new codes and secrets to join with."""
    seats = saved.get("phone_seats")
    if not isinstance(seats, list) or not seats:
        return
    humans = [i for i, seat in enumerate(table.match.seats) if not seat.is_bot]
    if all(type(i) is int for i in seats) and set(seats) <= set(humans) and len(set(seats)) == len(seats):
        if not table.app.kiosk or table.app.settings.kiosk_phones:
            attach(table, seats)
