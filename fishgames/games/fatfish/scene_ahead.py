"""Fat Fish's looks painted ahead, in light frames, before they first show: each frame that shows them only copies
them (issue 29: at 1920 × 1080 the frames where most of the table changes at once — a bot's move, a card landing, a
turn ending — were the slowest, each new look drawn as usual in the first and painted on its copy in the next).

A bot's story waits one frame (``scene_present.Beat``) in which its first look is painted (:meth:`LooksAhead.beat_ahead`);
while it plays, a piece a not-heavy frame of the looks to come (:meth:`LooksAhead.story_ahead`), the last the table as it
will leave it (:meth:`LooksAhead.settled_ahead`).  All from the events as the viewer sees them and the view the story
ends on (``Presenter.present``'s snapshot): nothing here reads the state.
"""

from __future__ import annotations

from contextlib import contextmanager

from fishgames.games.fatfish.scene_draw import draw_reserve
from fishgames.games.fatfish.scene_present import split_marks
from fishgames.ui.canvas import Canvas, composed_ahead
from fishgames.ui.widgets import panel_ground

#: Pieces (a band of the rows, the hand, a plate) a bot's story's beat paints ahead (:meth:`LooksAhead.beat_ahead`).
BEAT_PIECES = 2


class LooksAhead:
    """Mixin for the Fat Fish table (with ``Drawer``): ``TableScene.looks_ahead``, one piece a light frame."""

    _settled_asked: tuple | None = None  # what :meth:`settled_ahead` last found nothing left to paint for
    opening: tuple | None = None  # (row, card) of a row's first card in flight (``Presenter._open_flight``)
    beat_event = None  # the first event (as the viewer sees it) of the bot's story a Beat waits before

    def looks_ahead(self, surface) -> bool:
        """While a story plays, the table as it leaves it (:meth:`settled_ahead`); else the plate of the seat whose
        turn it is as it will be once it has laid a card (a turn lays at least one, and the frame a card was laid
        repainted its plate: 0.5-0.8 ms at 1920 × 1080).  A plate painted ahead for nothing (a row taken first) is the
        place's spare for its next look."""
        self._looked_ahead = True
        if self._story_waits:
            return False  # (a bot's story's beat paints its first look: ``beat_ahead``)
        if not self.animator.idle:
            return self.story_ahead(surface)
        s = self.shown
        seat = s.get("current") if s else None
        if seat is not None and s["hand_counts"][seat] > 0 and seat in (*self.plate_rects(), self.bottom):
            key, rect, paint, pad, ground = self._seat_look(s, seat, laid=1)
            if not self.look_ready(surface, key, rect, pad):
                self.panel_ahead(surface, key, rect, paint, pad, ground)
                return True
        return False

    @contextmanager
    def drawn_as(self, shown: dict, caption: str = "", still: bool = True, marks: dict | None = None,
                 full_row: int | None = None):
        """The table drawn with ``shown`` and ``caption`` — ``still``: as a story leaves it (``Presenter._settle``),
        nothing moving, no split marked; else with ``marks`` and ``full_row`` —, for painting that look ahead; as it is
        again afterwards."""
        saved = self.shown, self.marks, self.full_row, self.caption
        self.shown, self.caption, self._settled = shown, caption, still
        self.marks, self.full_row = ({}, None) if still else (marks or {}, full_row)
        try:
            yield
        finally:
            self.shown, self.marks, self.full_row, self.caption = saved
            self._settled = None

    def story_ahead(self, surface) -> bool:
        """While a story plays, one piece of a look to come painted ahead: a split's row emptied as its cards fly (the
        look after the marks, ``Presenter._on_row_taken``), then the table as the story leaves it
        (:meth:`settled_ahead`).  Whether anything was painted."""
        row, s, rows = self.full_row, self.shown, None
        if self.marks and row is not None:
            rows = [[] if r == row else cards for r, cards in enumerate(s["rows"])]
        elif self.opening is not None:  # a row's first card on its way (the deal, the reserve): landed
            rows = [[self.opening[1]] if r == self.opening[0] else cards for r, cards in enumerate(s["rows"])]
        if rows is not None and isinstance(surface, Canvas) and surface.underlay.live:
            later = {**s, "rows": rows}
            with self.drawn_as(later, self.caption, still=False, marks=None if self.marks else self.marks,
                               full_row=None if self.marks else self.full_row):
                if self._look_ahead(surface, later):
                    return True
        return bool(self.settles_coming) and self.settled_ahead(surface)

    def settled_ahead(self, surface) -> bool:
        """The parts of the table that change as the story of the one action queued ends (the rows with the card
        landed and their glows, the prompt, the plates, the reserve, the hand) painted ahead while it plays, one a
        light frame: the frame it ends in copies them.  Whether anything was painted."""
        if len(self.settles_coming) != 1 or not isinstance(surface, Canvas) or not surface.underlay.live:
            return False
        after = self.settles_coming[0]
        asked = (id(after), self.match.version, self.selected, self.prompt_hidden)
        if self._settled_asked == asked:
            return False  # (painted ahead all it could already)
        with self.drawn_as(after):
            if self._look_ahead(surface, after):
                return True
            panels = [self._seat_look(after, seat) for seat in (*self.plate_rects(), self.bottom)]
            info = (after["reserve"], after["box"], after["takes"], 3 * after["players"])
            panels.append((("reserve", *info), self.L.RESERVE,
                           lambda g, r: draw_reserve(g, r, *info, ground=False), 4, panel_ground()))
            for key, rect, paint, pad, ground in panels:
                if not self.look_ready(surface, key, rect, pad):
                    self.panel_ahead(surface, key, rect, paint, pad, ground)
                    return True
        self._settled_asked = asked
        return False

    def _look_ahead(self, surface, s: dict, last_first: bool = False) -> bool:
        """The rows (with the prompt where it goes with them) and the hand as the table drawn ``s`` now shows them
        (:meth:`drawn_as`), the first band (``last_first``: from the bottom, the prompt's first) or hand not kept yet
        painted on its copy; whether one was."""
        view = self.view
        phase = self.decision(view)
        hand = self._hand_look(s, view, phase)
        prompt, early = self._prompt_place(self.prompt_text(view), phase, hand, self.can_stop(view))
        prompt = prompt if early else None
        looks = self._row_looks(s, view, phase)
        if not any(glow and glow[0] == "pulse" for _, glow, _ in looks):
            paint = self._row_painter(looks, prompt)
            bands = self._row_plan_for(looks, prompt and prompt[0], surface)[1]
            for band, rows, with_prompt in reversed(bands) if last_first else bands:
                key = self._band_key(band, rows, with_prompt, looks, prompt)
                if composed_ahead(surface.subsurface(band), key, (0, 0, band.w, band.h),
                                  lambda canvas, at, band=band, rows=rows, with_prompt=with_prompt:
                                  paint(canvas, (at.x - band.x, at.y - band.y), rows, with_prompt, band)):
                    return True
        copy = self._hand_copy(surface, hand)
        return copy is not None and composed_ahead(surface, *copy)

    def beat_ahead(self, surface) -> None:
        """In a bot's story's :class:`~scene_present.Beat` frame, the look its first frame shows painted ahead (light or
        not: the next frame only copies it), at most :data:`BEAT_PIECES` pieces, the prompt's band first (its caption
        is new in every story's first frame), then the rows' other bands, the hand and the plates: that frame had no
        time to spare either (painting the whole look there was 5-14 ms at 1920 × 1080).  The look follows from the
        story's first event as the viewer sees it (``Presenter.beat_event``) as its animation's first step shows it: a
        card laid (the caption, the mover's plate; its row glows once the card lands), a row's split marked, a turn
        ended (the table as the story leaves it); else the caption cleared.  Nothing here reads the state."""
        e, s = self.beat_event, self.shown
        kind = e.kind if e is not None else None
        look: dict = {"caption": "", "still": False, "marks": dict(self.marks), "full_row": self.full_row}
        if kind == "card_placed":
            later = {**s, "hand_counts": list(s["hand_counts"]), "current": e.seat}
            later["hand_counts"][e.seat] = max(0, later["hand_counts"][e.seat] - 1)
            if e.seat == self.bottom and s["hand"] is not None and e.card in s["hand"]:
                later["hand"] = list(s["hand"])
                later["hand"].remove(e.card)
            look["caption"] = self.event_text(e)
        elif kind == "row_taken":
            later = s
            marks = split_marks(s["rows"][e.row], e.plus.split())
            look.update(caption=self.event_text(e), full_row=e.row, marks={(e.row, i): m for i, m in marks.items()})
        elif kind == "turn_ended" and len(self.settles_coming) == 1:
            later = self.settles_coming[0]
            look["still"] = True
        else:
            later = s
        pieces = BEAT_PIECES
        with self.drawn_as(later, **look):
            while pieces and isinstance(surface, Canvas) and surface.underlay.live and \
                    self._look_ahead(surface, later, last_first=True):
                pieces -= 1
            for seat in (*self.plate_rects(), self.bottom):
                key, rect, paint, pad, ground = self._seat_look(later, seat)
                if pieces and not self.look_ready(surface, key, rect, pad):
                    self.panel_ahead(surface, key, rect, paint, pad, ground)
                    pieces -= 1
